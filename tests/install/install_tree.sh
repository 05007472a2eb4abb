#!/usr/bin/env bash
# Installs the build into a scratch DESTDIR and checks what a Linux desktop and a user get.
# Speaks TAP. Arguments: BUILD_ROOT SCRATCH PREFIX BINDIR DATADIR
set -u
build=$1 scratch=$2 prefix=$3 bindir=$4 datadir=$5
dest="$scratch/destdir"
n=0 failed=0
check() { # description, command...
    local what=$1; shift
    n=$((n + 1))
    if "$@" >"$scratch/check.log" 2>&1; then
        echo "ok $n - $what"
    else
        echo "not ok $n - $what"; sed 's/^/# /' "$scratch/check.log"; failed=$((failed + 1))
    fi
}
rel() { case "$1" in /*) echo "$1" ;; *) echo "$prefix/$1" ;; esac; }
bin="$dest$(rel "$bindir")"
share="$dest$(rel "$datadir")"
td="$share/throwdeck"

rm -rf "$dest"
check "meson install into a scratch folder" meson install -C "$build" --no-rebuild --quiet --destdir "$dest"
check "the game is installed and runnable" test -x "$bin/throwdeck"
if [ -e "$build/src/cli/throwdeck-cli" ]; then
    check "the CLI is installed and runnable" test -x "$bin/throwdeck-cli"
fi
check "card art is installed" test -f "$td/cards/back.svg" -a -f "$td/cards/face.svg" -a -f "$td/cards/spades.svg"
check "the rules text is installed" test -s "$td/rules/siteswap-card-game.txt"
check "the help text is installed" test -s "$td/help/help.txt"
check "the man pages are installed" test -s "$share/man/man6/throwdeck.6" -a -s "$share/man/man6/throwdeck-cli.6"
check "fonts are reachable from the data folder" test -r "$td/fonts/DejaVuSans.ttf" -a -r "$td/fonts/DejaVuSans-Bold.ttf"
check "no font file is copied, only linked" test -L "$td/fonts/DejaVuSans.ttf"
check "desktop file is installed and valid" desktop-file-validate "$share/applications/org.throwdeck.Throwdeck.desktop"
check "metainfo is installed and valid" appstreamcli validate --no-net "$share/metainfo/org.throwdeck.Throwdeck.metainfo.xml"
check "icon is in the hicolor theme" test -s "$share/icons/hicolor/scalable/apps/org.throwdeck.Throwdeck.svg"
shot="$scratch/installed.png"
rm -f "$shot"
check "the installed game starts from its installed data and draws the title" \
    env THROWDECK_DATA_DIR="$td" XDG_DATA_HOME="$scratch/xdg" SDL_VIDEODRIVER=dummy "$bin/throwdeck" --size 1280x720 --screenshot "$shot" --frames 2
png_size() { # width and height from the PNG's IHDR chunk
    od -An -tu1 -j16 -N8 "$1" | awk '{print $1*16777216+$2*65536+$3*256+$4 "x" $5*16777216+$6*65536+$7*256+$8}'
}
check "its screenshot is a 1280x720 PNG" test "$(png_size "$shot")" = 1280x720
echo "1..$n"
[ "$failed" -eq 0 ]
