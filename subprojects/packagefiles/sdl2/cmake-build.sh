#!/bin/sh
# Builds one of SDL2, SDL2_ttf, SDL2_image with its own CMake build, static, and installs it in
# WORK/dist; copies LIB (a file under dist/lib) to OUT and touches STAMP for Meson.
# Usage: cmake-build.sh SRC WORK LIB OUT STAMP [CMAKE_DEFINE...]
set -eu
src=$1 work=$2 lib=$3 out=$4 stamp=$5
shift 5
mkdir -p "$work"
log="$work/cmake.log"
jobs=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)
fail() {
    echo "$1 failed for $src; the last lines of $log:" >&2
    tail -n 30 "$log" >&2
    exit 1
}
# A static build, position independent (the compiler may link executables as PIE), without
# samples or tests; lib and include right under dist whatever the platform's libdir.
cmake -S "$src" -B "$work/build" -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$work/dist" \
    -DCMAKE_INSTALL_LIBDIR=lib -DCMAKE_INSTALL_INCLUDEDIR=include \
    -DCMAKE_POSITION_INDEPENDENT_CODE=ON -DBUILD_SHARED_LIBS=OFF "$@" >"$log" 2>&1 ||
    fail "CMake's configure step"
cmake --build "$work/build" --parallel "$jobs" >>"$log" 2>&1 || fail "CMake's build step"
cmake --install "$work/build" >>"$log" 2>&1 || fail "CMake's install step"
cp "$work/dist/lib/$lib" "$out"
: >"$stamp"
