#!/bin/sh
# The game in a real X11 window (under Xvfb, the OpenGL renderer when there is one) starts,
# draws, writes a screenshot and exits 0. In the sanitizer build this runs with leak detection
# on and the project's suppressions (.ci/lsan.supp), which cover only D-Bus and the OpenGL
# driver: any leak of the game's own fails it. Skipped (77) without xvfb-run.
# Usage: window_leaks.sh PATH/TO/throwdeck SUPPRESSIONS SCRATCH_DIR
game="$1"; supp="$2"; scratch="$3/window-leaks"
command -v xvfb-run >/dev/null 2>&1 || { echo "no xvfb-run: skipped"; exit 77; }
rm -rf "$scratch" && mkdir -p "$scratch" || exit 1
status=0
for args in "" "--table pcc --frames 30" "--lab 531 --frames 30"; do
    # shellcheck disable=SC2086 # args holds several words on purpose
    XDG_DATA_HOME="$scratch/xdg" SDL_VIDEODRIVER=x11 \
        ASAN_OPTIONS="detect_leaks=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}" \
        LSAN_OPTIONS="suppressions=$supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}" \
        xvfb-run -a -s "-screen 0 1280x800x24" "$game" $args --screenshot "$scratch/shot.png" \
        >"$scratch/output.txt" 2>&1
    rc=$?
    if [ "$rc" != 0 ] || [ ! -s "$scratch/shot.png" ]; then
        echo "throwdeck $args --screenshot: exit $rc"
        cat "$scratch/output.txt"
        status=1
    fi
    rm -f "$scratch/shot.png"
done
exit $status
