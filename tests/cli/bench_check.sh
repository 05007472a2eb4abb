#!/bin/sh
# Bulk checking speed: `throwdeck-cli check -` over a file of vanilla patterns (every 5-ball
# pattern up to period 7 and throw 9, repeated to about a million lines), plain and --json.
# Prints patterns per second of CPU time (needs /usr/bin/time and bc). Usage: bench_check.sh THROWDECK-CLI
set -eu
cli=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
"$cli" gen --balls 5 --max 9 --period 1-7 > "$dir/one.txt"
: > "$dir/all.txt"
while [ "$(wc -l < "$dir/all.txt")" -lt 1000000 ]; do
    cat "$dir/one.txt" >> "$dir/all.txt"
done
lines=$(wc -l < "$dir/all.txt")
for mode in plain --json; do
    opt=""
    [ "$mode" = plain ] || opt=$mode
    best=""
    for run in 1 2 3; do
        # CPU seconds (user + system): the machine may be shared, so wall clock says less.
        /usr/bin/time -f '%U %S' -o "$dir/time" "$cli" check $opt - < "$dir/all.txt" \
            > /dev/null || true
        cpu=$(awk '{ print $1 + $2 }' "$dir/time")
        if [ -z "$best" ] || [ "$(echo "$cpu < $best" | bc -l)" = 1 ]; then best=$cpu; fi
    done
    rate=$(echo "$lines / $best / 1000000" | bc -l)
    printf 'check %s: %d vanilla patterns in %.3f s of CPU (best of 3): %.2f M patterns/s\n' \
        "$mode" "$lines" "$best" "$rate"
done
