#!/bin/sh
# Runs the real throwdeck-cli and checks outputs and exit codes; speaks TAP, one line per check.
# Usage: test_cli.sh PATH/TO/throwdeck-cli
cli="$1"
n=0
failed=0
out_file=$(mktemp)
err_file=$(mktemp)
save_file=$(mktemp)
bad_file=$(mktemp)
scratch_dir=$(mktemp -d)
trap 'rm -f "$out_file" "$err_file" "$save_file" "$bad_file" "$save_file.bad"; rm -rf "$scratch_dir"' EXIT

# check NAME WANT_EXIT WANT_STDOUT ARGS... : exact stdout and exit code
check() {
    name="$1"; want_rc="$2"; want_out="$3"; shift 3
    n=$((n + 1))
    "$cli" "$@" >"$out_file" 2>"$err_file"
    rc=$?
    got=$(cat "$out_file")
    if [ "$rc" = "$want_rc" ] && [ "$got" = "$want_out" ]; then
        echo "ok $n - $name"
    else
        failed=$((failed + 1))
        echo "not ok $n - $name"
        echo "# args: $*"
        echo "# exit $rc (wanted $want_rc)"
        printf '%s\n' "$got" | sed 's/^/# got:  /'
        printf '%s\n' "$want_out" | sed 's/^/# want: /'
        sed 's/^/# stderr: /' "$err_file"
    fi
}

# check_err NAME WANT_EXIT STDERR_SUBSTRING ARGS... : exit code and a piece of the message
check_err() {
    name="$1"; want_rc="$2"; want_err="$3"; shift 3
    n=$((n + 1))
    "$cli" "$@" >"$out_file" 2>"$err_file"
    rc=$?
    if [ "$rc" = "$want_rc" ] && grep -qF -- "$want_err" "$err_file"; then
        echo "ok $n - $name"
    else
        failed=$((failed + 1))
        echo "not ok $n - $name"
        echo "# args: $*"
        echo "# exit $rc (wanted $want_rc)"
        sed 's/^/# stderr: /' "$err_file"
    fi
}

# check_lines NAME WANT_EXIT WANT_LINE_COUNT ARGS...
check_lines() {
    name="$1"; want_rc="$2"; want_lines="$3"; shift 3
    n=$((n + 1))
    "$cli" "$@" >"$out_file" 2>"$err_file"
    rc=$?
    lines=$(wc -l <"$out_file" | tr -d ' ')
    if [ "$rc" = "$want_rc" ] && [ "$lines" = "$want_lines" ]; then
        echo "ok $n - $name"
    else
        failed=$((failed + 1))
        echo "not ok $n - $name"
        echo "# args: $*; exit $rc (wanted $want_rc), $lines lines (wanted $want_lines)"
    fi
}

# ---- check ----
check "check valid prints the facts" 0 \
    "531: valid, 3 balls, period 3, highest throw 5, ground state xxx, prime, canonical 531" \
    check 531
check "check explains an invalid pattern, exit 1" 1 \
    "43: invalid: average 3.5 is not a whole number of balls; the 4 at beat 1 and the 3 at beat 2 both land on beat 5 in the right hand; nothing to throw at beat 2" \
    check 43
check "check one line per pattern, exit 1 when any is invalid" 1 \
    "5151: valid, 3 balls, period 4, highest throw 5, excited state xx-x, not prime, canonical 51
(4 2x): invalid: column 4: expected ',' or 'x' after 4 in a synchronous pair" \
    check 5151 "(4 2x)"
check "check json valid async" 0 \
    '{"pattern":"531","valid":true,"notation":"async","multiplex":false,"jugglers":1,"period":3,"max":5,"balls":3,"props":3,"ground":true,"prime":true,"state":"xxx","canonical":"531"}' \
    check --json 531
check "check json sync" 0 \
    '{"pattern":"(4,2x)*","valid":true,"notation":"sync","multiplex":false,"jugglers":1,"period":4,"max":4,"balls":3,"props":3,"ground":true,"prime":true,"state":"(x,x)(-,x)","canonical":"(4,2x)(2x,4)"}' \
    check --json '(4,2x)*'
check "check json multiplex" 0 \
    '{"pattern":"24[54]","valid":true,"notation":"async","multiplex":true,"jugglers":1,"period":3,"max":5,"balls":5,"props":5,"ground":true,"prime":true,"state":"xxxxx","canonical":"24[54]"}' \
    check --json '24[54]'
check "check json invalid has error" 1 \
    '{"pattern":"(3,3)","valid":false,"error":"column 2: synchronous throws must be even; 3 is odd","column":2}' \
    check --json '(3,3)'
# skip NAME WHY : a check that cannot happen on this system, counted as skipped (TAP)
skip() { n=$((n + 1)); echo "ok $n - $1 # SKIP $2"; }
# Under Wine (.ci/windows) the CLI is a Windows program: its command line is UTF-16, so a byte
# that is not UTF-8 reaches it already replaced, and Windows has no FIFOs and no ulimit -f.
on_windows=${WINE_RUN_EXE:+yes}
if [ -z "$on_windows" ]; then
check "check json escapes quotes and bad bytes" 1 \
    '{"pattern":"5\"\ufffd","valid":false,"error":"column 2: unexpected '"'\\\"'"'; expected a throw (0-9, a-z) or '"'['"'","column":2}' \
    check --json "$(printf '5"\377')"
else
    skip "check json escapes quotes and bad bytes" "a Windows command line carries no bytes that are not UTF-8"
fi
check "check -- allows patterns after it" 0 \
    "3: valid, 3 balls, period 1, highest throw 3, ground state xxx, prime, canonical 3" \
    check -- 3
check_err "check without patterns is a usage error" 2 "give at least one pattern" check
# check_stdin NAME WANT_EXIT WANT_STDOUT INPUT ARGS... : like check, with INPUT (printf format) on stdin
check_stdin() {
    name="$1"; want_rc="$2"; want_out="$3"; input="$4"; shift 4
    n=$((n + 1))
    printf "$input" | "$cli" "$@" >"$out_file" 2>"$err_file"
    rc=$?
    got=$(cat "$out_file")
    if [ "$rc" = "$want_rc" ] && [ "$got" = "$want_out" ]; then
        echo "ok $n - $name"
    else
        failed=$((failed + 1))
        echo "not ok $n - $name"
        echo "# exit $rc (wanted $want_rc)"
        printf '%s\n' "$got" | sed 's/^/# got:  /'
        printf '%s\n' "$want_out" | sed 's/^/# want: /'
    fi
}
check_stdin "check - reads a pattern a line, skipping blank lines and CR" 0 \
    "531: valid, 3 balls, period 3, highest throw 5, ground state xxx, prime, canonical 531
51: valid, 3 balls, period 2, highest throw 5, excited state xx-x, prime, canonical 51" \
    '531\n\n  \n51\r\n' check -
check_stdin "check - with an invalid line exits 1 and goes on" 1 \
    '{"pattern":"43","valid":false,"error":"average 3.5 is not a whole number of balls; the 4 at beat 1 and the 3 at beat 2 both land on beat 5 in the right hand; nothing to throw at beat 2","notation":"async","multiplex":false,"jugglers":1,"period":2,"max":4}
{"pattern":"3","valid":true,"notation":"async","multiplex":false,"jugglers":1,"period":1,"max":3,"balls":3,"props":3,"ground":true,"prime":true,"state":"xxx","canonical":"3"}' \
    '43\n3' check --json -
check_stdin "check - a line with a NUL byte is invalid, not cut short" 1 \
    "5: invalid: the line has a NUL byte in it
3: valid, 3 balls, period 1, highest throw 3, ground state xxx, prime, canonical 3" \
    '5\0001\n3\n' check -
check_stdin "check - beside patterns given as arguments" 0 \
    "3: valid, 3 balls, period 1, highest throw 3, ground state xxx, prime, canonical 3
4: valid, 4 balls, period 1, highest throw 4, ground state xxxx, prime, canonical 4" \
    '4\n' check 3 -
check_err "check unknown option" 2 "unknown option '--bogus'" check --bogus 3
check_lines "check --help" 0 19 check --help

# ---- the whole Juggling Lab notation (issue 32) ----
check "check passing 2-count" 0 \
    "<3p 3|3p 3>: valid, 6 props, 2 jugglers, period 2, highest throw 3, passing" \
    check '<3p 3|3p 3>'
check "check json passing counts jugglers and props" 0 \
    '{"pattern":"<3p|3p>","valid":true,"notation":"passing","multiplex":false,"jugglers":2,"period":2,"max":3,"balls":6,"props":6}' \
    check --json '<3p|3p>'
check "check json three jugglers" 0 \
    '{"pattern":"<3p2|3p3|3p1>","valid":true,"notation":"passing","multiplex":false,"jugglers":3,"period":2,"max":3,"balls":9,"props":9}' \
    check --json '<3p2|3p3|3p1>'
check "check passing collision names juggler, beat and hand" 1 \
    "<3p|3>: invalid: the 3p of juggler 1 at beat 1 and the 3 of juggler 2 at beat 1 both land on beat 4 in juggler 2's left hand, which throws only 1 then" \
    check '<3p|3>'
check "check passing groups of different lengths" 1 \
    "<3p|3p 3>: invalid: column 5: juggler 2 has 2 beats in this group but juggler 1 has 1; every juggler needs the same number" \
    check '<3p|3p 3>'
check "check json mixed sync and async" 0 \
    '{"pattern":"4x1(4x,3x)*","valid":true,"notation":"mixed","multiplex":false,"jugglers":1,"period":8,"max":4,"balls":3,"props":3}' \
    check --json '4x1(4x,3x)*'
check "check short beats" 0 \
    "(4,3x)!(2,0)!(3x,0)!: valid, 4 props, 1 juggler, period 3, highest throw 4, sync" \
    check '(4,3x)!(2,0)!(3x,0)!'
check "check large throws" 0 \
    "{49}1: valid, 25 props, 1 juggler, period 2, highest throw 49, async" check '{49}1'
check "check bounce modifier" 0 \
    "3BB: valid, 3 props, 1 juggler, period 2, highest throw 3, async, modifiers" check 3BB
check "check hand specifiers" 0 \
    "R3R3xL3L3x: valid, 3 props, 1 juggler, period 4, highest throw 3, async" check R3R3xL3L3x
check "check repeats" 0 \
    "(531^2): valid, 3 props, 1 juggler, period 6, highest throw 5, async" check '(531^2)'
check "check odd sync throw keeps its message" 1 \
    "(4,3): invalid: column 4: synchronous throws must be even; 3 is odd" check '(4,3)'
check "check passing beside vanilla" 0 \
    "531: valid, 3 balls, period 3, highest throw 5, ground state xxx, prime, canonical 531
<3p|3p>: valid, 6 props, 2 jugglers, period 2, highest throw 3, passing" check 531 '<3p|3p>'
check "same passing from another beat" 0 "same pattern" same '<3p|3p><3|3>' '<3|3><3p|3p>'
check "same passing jugglers renumbered" 0 "same pattern" same '<3p|3p|3p>' '<3p2|3p3|3p1>'
check "same 2-count and 1-count differ" 1 "different patterns" same '<3p|3p>' '<3p 3|3p 3>'
check "same repeat and vanilla" 0 "same pattern" same '(531^2)' 315
check "same braces and vanilla" 0 "same pattern" same '{5}1' 15
check "transition of a repeat" 0 "333 4 5151 2 333" transition '(51^2)'
check_err "transition of a passing pattern is refused" 1 "passing pattern" transition '<3p|3p>'

# ---- same ----
check "same 5151 51" 0 "same pattern" same 5151 51
check "same 15 51" 0 "same pattern" same 15 51
check "same 741 714 differ" 1 "different patterns" same 741 714
check "same json" 0 '{"a":"(4,2x)*","b":"(2x,4)(4,2x)","same":true}' same --json '(4,2x)*' '(2x,4)(4,2x)'
check_err "same with an invalid pattern exits 1" 1 "43: average 3.5" same 43 3
check_err "same with an invalid second pattern exits 1" 1 "54: average 4.5" same 3 54
check "check 5151 is period 4 and not prime" 0 \
    '{"pattern":"5151","valid":true,"notation":"async","multiplex":false,"jugglers":1,"period":4,"max":5,"balls":3,"props":3,"ground":false,"prime":false,"state":"xx-x","canonical":"51"}' \
    check --json 5151
check_err "same needs two patterns" 2 "give exactly two patterns" same 3
check_lines "same --help" 0 13 same --help

# ---- transition ----
check "transition 5151" 0 "333 4 5151 2 333" transition 5151
check "transition 741" 0 "4444 5 741741 3 4444" transition 741
check "transition tries rotations" 0 "333 4 5151 2 333" transition 1515
check "transition ground pattern" 0 "333 441441 333" transition 441
check "transition json" 0 '{"pattern":"741","ground":"4","entry":"5","cycle":"741","exit":"3","ground_after":"4"}' transition --json 741
check_err "transition invalid" 1 "not a whole number" transition 43

# ---- build ----
check "build best from card names" 0 "95303 (5 cards)" build A 3 5 10 9 3
check "build cards separated by commas" 0 "95303 (5 cards)" build A,3,5,10,9,3
check "build throw digits" 0 "95303 (5 cards)" build 513390
check "build --all json" 0 '{"length":5,"patterns":["95303","90353"]}' build --all --json 5 1 3 3 9 10
check "build --all" 0 "95303
90353
2 builds of 5 cards" build --all 5 1 3 3 9 10
check "build --all --limit" 0 "95303
1 build of 5 cards listed; more exist (raise --limit)" build --all --limit 1 5 1 3 3 9 10
check "build with highest flash 10 values the 10 as a" 0 '{"length":3,"patterns":["a23"]}' \
    build --json --flashed 10 10 2 3
check "build with highest flash 9 values the 10 as 0" 1 '{"length":0,"patterns":[]}' \
    build --json --flashed 9 10 2 3
check "build none: 333 is not legal" 1 "no legal build of 3 or more cards" build 3 3 3
check "build --min-period 2" 0 "51 (2 cards)" build --min-period 2 5 A
check "build json none" 1 '{"length":0,"patterns":[]}' build --json 8 8
check_err "build bad card" 2 "'K' is not a card" build K 3
check_err "build bad flash" 2 "--flashed must be a whole number from 3 to 11" build --flashed 2 3 4
check_err "build without cards" 2 "give the cards of a hand" build

# ---- extend ----
check "extend 423" 0 "423531 (3 cards inserted into 423)" extend 423 5 A 3
check "extend json none" 1 '{"pattern":"423","extension":null,"inserted":0}' extend --json 423 8
check_err "extend needs a pattern and cards" 2 "give a laid pattern and the cards" extend 423

# ---- reduce ----
check "reduce 9155 flash 4" 0 "9155: reducible throws: 9 at 1 (to 5) 5 at 3 (to 1) 5 at 4 (to 1)
fully reduced: 5111" reduce --flashed 4 9155
check "reduce json 915" 0 '{"pattern":"915","flashed":4,"reducible":[1,3],"reduced":"612"}' reduce --flashed 4 --json 915
check "reduce nothing to reduce" 0 "933: no throw can be reduced with highest flash 9" reduce --flashed 9 933
check_err "reduce needs --flashed" 2 "--flashed F is required" reduce 933
check_err "reduce invalid pattern" 1 "not a whole number" reduce --flashed 4 43

# ---- gen ----
check "gen 3 balls max 5 period 3" 0 "531
522
504
441
423" gen --balls 3 --max 5 --period 3
check "gen count prime" 0 "11" gen --balls 3 --max 9 --period 3 --prime --count
check "gen count 5 balls period 5 prime" 0 "182" gen --balls 5 --max 9 --period 5 --prime --count
check "gen ground only" 0 "531
522
441
423" gen --balls 3 --max 5 --period 3 --ground
check "gen excited only" 0 "504" gen --balls 3 --max 5 --period 3 --excited
check "gen period range" 0 "3
42
441
423" gen --balls 3 --max 4 --period 1-3
check "gen json" 0 '{"pattern":"42","period":2}' gen --balls 3 --max 4 --period 2 --json
check "gen json count" 0 '{"count":35116}' gen --balls 5 --period 1-7 --count --json
check_err "gen needs balls" 2 "--balls B is required" gen --period 3
check_err "gen ground and excited" 2 "exclude each other" gen --balls 3 --period 3 --ground --excited
check "gen count 8 balls max 35 period 8" 0 "3144116" gen --balls 8 --max 35 --period 8 --count
check_err "gen count too big is refused with an estimate" 2 "patterns (an estimate); counting them would take" \
    gen --balls 3 --period 1-64 --count
check "gen estimate is repeatable" 0 "about 3.06e+06 patterns (1.05e+07 steps of the search)" \
    gen --balls 8 --max 35 --period 8 --estimate
check_err "gen count and estimate" 2 "exclude each other" gen --balls 3 --period 3 --count --estimate
check_err "gen bad period" 2 "--period must be a whole number from 1 to 64" gen --balls 3 --period 0

# ---- catalogue ----
check_lines "catalogue lists the named patterns" 0 "$("$cli" catalogue --json | wc -l | tr -d ' ')" catalogue
n=$((n + 1))
if "$cli" catalogue --json | grep -qF '{"name":"Box","notation":"(4,2x)*","balls":3,"style":"normal","description":"See-saw: two balls go straight up on the sides while the third passes across.","trick":true}'; then
    echo "ok $n - catalogue json has Box as a trick"
else
    failed=$((failed + 1)); echo "not ok $n - catalogue json has Box as a trick"
fi
n=$((n + 1))
if [ "$("$cli" catalogue --json | wc -l)" -ge 50 ]; then
    echo "ok $n - catalogue has at least the 50 named patterns"
else
    failed=$((failed + 1)); echo "not ok $n - catalogue has at least the 50 named patterns"
fi
THROWDECK_DATA_DIR=/nonexistent check_err "catalogue without data folder" 2 "THROWDECK_DATA_DIR" catalogue

# ---- poker ----
check "poker one hand: category, deciding cards, value" 0 "Two pairs, 9s and 4s (value 4800512)" \
    poker 9h 9d 4s 4c 10h
check "poker cards separated by commas" 0 "Two pairs, 9s and 4s (value 4800512)" \
    poker 9h,9d,4s,4c,10h
check "poker json one hand" 0 '{"category":"two pairs","value":4800512}' poker --json 9h 9d 4s 4c 10h
check "poker json 4-card straight flush" 0 '{"category":"straight flush with 4 cards","value":11862016}' \
    poker --json 2s 3s 4s 5s 9h
check "poker suit letters in either case" 0 "Flush with 4 cards, 10 5 4 2 of diamonds (value 6968352)" \
    poker 2D 4d 5d 10D 3c
check "poker two hands, second higher" 0 "first:  Pair, 9s (value 2686976)
second: Pair, 10s (value 2752512)
the second hand is higher" poker 9h 9d vs 10s 10c
check "poker json first higher" 0 '{"result":"first"}' poker --json 2c 3h 4s 5d vs 10c 10h 9s 7h 5c
check "poker json second higher" 0 '{"result":"second"}' poker --json 10s 9s 8s 6s 5s vs 2c 2h 2s 3d 3c
check "poker kickers never count: equal" 0 '{"result":"equal"}' poker --json 9c 9h 10s vs 9d 9s 2c
check "poker no ace: 8 9 10 2 3 is no straight" 0 '{"category":"high card","value":1703936}' \
    poker --json 8c 9h 10s 2d 3c
check "poker an empty hand is lowest" 0 '{"result":"first"}' poker --json 2c vs
check "poker two empty hands are equal" 0 "first:  Empty hand (value 0)
second: Empty hand (value 0)
the hands are equal" poker vs
check_err "poker malformed card" 2 "'1h' is not a card: give a rank 2-10 and a suit c, d, h or s" poker 1h 2c
check_err "poker bad suit" 2 "'9x' is not a card" poker 9x
check_err "poker face card is a policy card" 2 "'Jh' is a policy card" poker 2c Jh
check_err "poker ace is a policy card" 2 "'As' is a policy card" poker As
check_err "poker duplicate card in a hand" 2 "'9h' is given twice; the influence deck has each card once" poker 9h 2c 9h
check_err "poker duplicate card across hands" 2 "'9h' is given twice" poker 9h 2c vs 3d 9h
check_err "poker more than five cards" 2 "a hand has at most 5 cards" poker 2c 3c 4c 5c 6c 7c
check_err "poker three hands" 2 "give at most two hands, separated by 'vs'" poker 2c vs 3c vs 4c
check_err "poker without cards" 2 "give the cards of a hand" poker
check_err "poker unknown option" 2 "unknown option '--bogus'" poker --bogus 2c
check_lines "poker --help" 0 20 poker --help

# ---- simulate and replay (the siteswap card game) ----
check_err "simulate needs games and players" 2 "--games and --players are required" simulate --games 2
check_err "simulate players out of range" 2 "--players must be a whole number from 2 to 6" simulate --games 1 --players 7
check_err "simulate bad level" 2 "--levels takes up to 6 of easy, normal, hard" simulate --games 1 --players 2 --levels easy,pro
check_err "simulate unknown option" 2 "unknown argument '--fast'" simulate --games 1 --players 2 --fast
n=$((n + 1))
if "$cli" simulate --games 40 --players 4 --levels easy,normal,hard --advanced --catch-rule \
        --guess-penalty --places --save-last "$save_file" >"$out_file" 2>"$err_file" &&
    grep -q "^games: 40 (4 players, seeds 1-40)$" "$out_file" &&
    grep -q "^wins by level: easy .* normal .* hard " "$out_file" &&
    grep -q "^wins by turn order (1 = the starting seat): 1:.* 4:" "$out_file" &&
    grep -q "^skips: [0-9]* (.* easy .* normal .* hard " "$out_file" &&
    grep -q "^ended in a stalemate (both piles empty, a round with no card laid): [0-9]" "$out_file" &&
    grep -q "^speed: .* games/s" "$out_file"; then
    echo "ok $n - simulate 40 games with every option keeps every invariant"
else
    failed=$((failed + 1)); echo "not ok $n - simulate 40 games with every option"
    sed 's/^/# /' "$out_file" "$err_file"
fi
n=$((n + 1))
if "$cli" replay "$save_file" >"$out_file" 2>"$err_file" &&
    grep -q "phase: game over" "$out_file" && grep -q "place 1" "$out_file"; then
    echo "ok $n - replay loads the last simulated game to its end"
else
    failed=$((failed + 1)); echo "not ok $n - replay loads the last simulated game"
    sed 's/^/# /' "$out_file" "$err_file"
fi
# A corrupted copy: one action changed to an illegal one.
sed '10s/.*/skip 3/' "$save_file" >"$save_file.bad"
check_err "replay refuses an illegal action with its line" 1 "line 10:" replay "$save_file.bad"
head -c 200 "$save_file" >"$save_file.bad"
check_err "replay refuses a truncated save" 1 "replay: $save_file.bad: line" replay "$save_file.bad"
check_err "replay of a missing file" 2 "cannot read" replay /nonexistent/save
check_err "replay needs a file" 2 "which save file?" replay

# ---- jugglers-simulate and jugglers-replay ----
# check_has NAME WANT_EXIT STDOUT_SUBSTRING ARGS... : exit code and a piece of stdout
check_has() {
    name="$1"; want_rc="$2"; want_out="$3"; shift 3
    n=$((n + 1))
    "$cli" "$@" >"$out_file" 2>"$err_file"
    rc=$?
    if [ "$rc" = "$want_rc" ] && grep -qF -- "$want_out" "$out_file"; then
        echo "ok $n - $name"
    else
        failed=$((failed + 1))
        echo "not ok $n - $name"
        echo "# args: $*"
        echo "# exit $rc (wanted $want_rc)"
        sed 's/^/# stdout: /' "$out_file"
        sed 's/^/# stderr: /' "$err_file"
    fi
}
check_has "jugglers-simulate four players" 0 "games: 2 (4 players, seeds 1-2, to 1 win)" \
    jugglers-simulate --games 2 --players 4 --wins 1 --levels easy,normal
check_lines "jugglers-simulate prints a 7-line summary" 0 7 \
    jugglers-simulate --games 1 --players 3 --wins 1 --levels normal
check_has "jugglers-simulate three players, the dummy is no winner" 0 "wins by seat: 1:" \
    jugglers-simulate --games 2 --players 3 --wins 1 --levels easy
check_has "jugglers-simulate five players" 0 "games: 1 (5 players" \
    jugglers-simulate --games 1 --players 5 --wins 1 --levels normal,easy
check_has "jugglers-simulate two players without dummy sigils" 0 "games: 1 (2 players" \
    jugglers-simulate --games 1 --players 2 --wins 1 --no-dummy-sigils --levels hard,easy
n=$((n + 1))
a=$("$cli" jugglers-simulate --games 3 --players 4 --seed 9 --wins 1 --levels normal | grep -v '^speed')
b=$("$cli" jugglers-simulate --games 3 --players 4 --seed 9 --wins 1 --levels normal | grep -v '^speed')
if [ -n "$a" ] && [ "$a" = "$b" ]; then
    echo "ok $n - jugglers-simulate is the same for the same seed"
else
    failed=$((failed + 1)); echo "not ok $n - jugglers-simulate is the same for the same seed"
fi
check_err "jugglers-simulate needs --games and --players" 2 "--games and --players are required" \
    jugglers-simulate --games 1
check_err "jugglers-simulate six players" 2 "--players" jugglers-simulate --games 1 --players 6
check_err "jugglers-simulate bad level" 2 "--levels takes up to 5 of easy, normal, hard" \
    jugglers-simulate --games 1 --players 4 --levels expert
check_err "jugglers-simulate bad wins" 2 "--wins" jugglers-simulate --games 1 --players 4 --wins 9
check_has "jugglers-simulate --save-last writes a save" 0 "games: 1" \
    jugglers-simulate --games 1 --players 4 --wins 1 --levels easy --save-last "$save_file" --seed 3
n=$((n + 1))
if head -2 "$save_file" | tr '\n' ' ' | grep -q '^throwdeck-save 1 game jugglers $'; then
    echo "ok $n - the save starts with its version and game"
else
    failed=$((failed + 1)); echo "not ok $n - the save starts with its version and game"
fi
check_has "jugglers-replay a finished game" 0 "phase: game over" jugglers-replay "$save_file"
check_has "jugglers-replay names the winner" 0 "won by: " jugglers-replay "$save_file"
head -12 "$save_file" >"$bad_file"
check_err "jugglers-replay a cut save: exit 1 with the line" 1 "line 12: the save is cut short (no end line)" \
    jugglers-replay "$bad_file"
sed 's/^play 2 [0-9]*[cdhs] /play 2 Qh /' "$save_file" >"$bad_file"
check_err "jugglers-replay a policy card played" 1 "is a policy card" jugglers-replay "$bad_file"
printf 'throwdeck-save 1\ngame siteswap\nseed 1\nend 0\n' >"$bad_file"
check_err "jugglers-replay a save of the other game" 1 "line 2: this is a save of another game" \
    jugglers-replay "$bad_file"
check_err "jugglers-replay a missing file: exit 2" 2 "cannot read" jugglers-replay /nonexistent/save
check_err "jugglers-replay without a file" 2 "which save file?" jugglers-replay
check_lines "jugglers-simulate --help" 0 20 jugglers-simulate --help
check_lines "jugglers-replay --help" 0 9 jugglers-replay --help

# ---- error paths: numbers read strictly, writes checked first, one file limit ----
# check_err_quiet NAME WANT_EXIT STDERR_SUBSTRING ARGS... : as check_err, and nothing on stdout
# (the work was not done before the error was found)
check_err_quiet() {
    name="$1"; want_rc="$2"; want_err="$3"; shift 3
    n=$((n + 1))
    "$cli" "$@" >"$out_file" 2>"$err_file"
    rc=$?
    if [ "$rc" = "$want_rc" ] && grep -qF -- "$want_err" "$err_file" && [ ! -s "$out_file" ]; then
        echo "ok $n - $name"
    else
        failed=$((failed + 1))
        echo "not ok $n - $name"
        echo "# args: $*"
        echo "# exit $rc (wanted $want_rc)"
        sed 's/^/# stdout: /' "$out_file"
        sed 's/^/# stderr: /' "$err_file"
    fi
}
check_err "gen --period with trailing text past 31 characters is refused, quoted whole" 2 \
    "not '0000000000000000000000000000003junk'" gen --balls 3 --period 0000000000000000000000000000003junk
check_err "gen --period -1 is quoted, not ''" 2 "--period must be a whole number from 1 to 64, not '-1'" \
    gen --balls 3 --period -1
check_err "gen --period 2-x names the bad end" 2 "not 'x'" gen --balls 3 --period 2-x
check_err "simulate --games with a leading blank is refused" 2 "--games must be a whole number from 1 to 10000000, not ' 5'" \
    simulate --games ' 5' --players 2
check_err "simulate --games with a plus sign is refused" 2 "not '+5'" simulate --games +5 --players 2
check_err "simulate --seed with a leading blank is refused" 2 "--seed needs a whole number from 0 to 18446744073709551615, not ' 1'" \
    simulate --games 1 --players 2 --seed ' 1'
check_err "simulate --seed past 64 bits is refused" 2 "not '18446744073709551616'" \
    simulate --games 1 --players 2 --seed 18446744073709551616
check_err "simulate --levels with an empty item is refused" 2 "--levels takes up to 6" \
    simulate --games 1 --players 2 --levels hard,,hard
check_err "simulate --levels with a trailing comma is refused" 2 "--levels takes up to 6" \
    simulate --games 1 --players 2 --levels hard,
check_err "jugglers-simulate --games with a leading blank is refused" 2 "not ' 5'" \
    jugglers-simulate --games ' 5' --players 4
check_err_quiet "simulate --save-last into a missing folder: exit 1 with the reason before playing" 1 \
    "cannot write /nonexistent-folder/x.save: its folder /nonexistent-folder cannot be opened: No such file or directory" \
    simulate --games 1000 --players 4 --save-last /nonexistent-folder/x.save
check_err_quiet "simulate --save-last onto a folder: exit 1 before playing" 1 "it is a folder, not a file" \
    simulate --games 1000 --players 4 --save-last "$scratch_dir"
check_err_quiet "jugglers-simulate --save-last into a missing folder: exit 1 before playing" 1 \
    "its folder /nonexistent-folder cannot be opened" \
    jugglers-simulate --games 1000 --players 4 --save-last /nonexistent-folder/x.save
if [ -z "$on_windows" ]; then
# A write that fails after the games (the file size limit stands in for a full disk).
n=$((n + 1))
(ulimit -f 1; trap '' XFSZ; exec "$cli" simulate --games 1 --players 4 --save-last "$scratch_dir/big.save") \
    >"$out_file" 2>"$err_file"
rc=$?
if [ "$rc" = 1 ] && grep -qF "cannot write $scratch_dir/big.save: the file would be larger than this system allows" "$err_file" &&
        [ ! -e "$scratch_dir/big.save" ] && [ ! -e "$scratch_dir/big.save.tmp" ]; then
    echo "ok $n - simulate --save-last that cannot be written exits 1 with the reason, nothing left"
else
    failed=$((failed + 1)); echo "not ok $n - simulate --save-last that cannot be written (exit $rc)"
    sed 's/^/# stderr: /' "$err_file"
fi
mkfifo "$scratch_dir/stale.save.tmp"
n=$((n + 1))
if timeout 20 "$cli" simulate --games 1 --players 2 --save-last "$scratch_dir/stale.save" >"$out_file" 2>"$err_file" &&
        head -1 "$scratch_dir/stale.save" | grep -q '^throwdeck-save 1$'; then
    echo "ok $n - a FIFO left as the temporary file neither blocks nor stops --save-last"
else
    failed=$((failed + 1)); echo "not ok $n - a FIFO left as the temporary file blocks --save-last"
    sed 's/^/# stderr: /' "$err_file"
fi
mkfifo "$scratch_dir/fifo.save"
for c in replay jugglers-replay; do
    n=$((n + 1))
    if timeout 10 "$cli" "$c" "$scratch_dir/fifo.save" >"$out_file" 2>"$err_file"; then rc=0; else rc=$?; fi
    if [ "$rc" = 2 ] && grep -qF "it is a named pipe (FIFO), not a file" "$err_file"; then
        echo "ok $n - $c of a FIFO is refused without blocking"
    else
        failed=$((failed + 1)); echo "not ok $n - $c of a FIFO is refused without blocking (exit $rc)"
    fi
done
else
    skip "simulate --save-last that cannot be written exits 1 with the reason, nothing left" "no ulimit -f on Windows"
    skip "a FIFO left as the temporary file neither blocks nor stops --save-last" "no FIFOs on Windows"
    skip "replay of a FIFO is refused without blocking" "no FIFOs on Windows"
    skip "jugglers-replay of a FIFO is refused without blocking" "no FIFOs on Windows"
fi
head -c 4194305 /dev/zero >"$scratch_dir/big.save"
check_err "replay of a file over 4 MB is refused with the game's limit, not cut" 2 \
    "it is larger than 4 MB" replay "$scratch_dir/big.save"
check_err "jugglers-replay of a file over 4 MB is refused with the game's limit" 2 \
    "it is larger than 4 MB" jugglers-replay "$scratch_dir/big.save"

# ---- general ----
check_err "no command" 2 "Usage: throwdeck-cli COMMAND"
check_err "unknown command" 2 "unknown command 'bogus'" bogus
check_lines "help" 0 20 --help
for c in check same build extend reduce gen transition catalogue poker simulate replay jugglers-simulate jugglers-replay; do
    n=$((n + 1))
    if "$cli" "$c" --help | head -1 | grep -q "^Usage: throwdeck-cli $c"; then
        echo "ok $n - $c --help"
    else
        failed=$((failed + 1)); echo "not ok $n - $c --help"
    fi
done

echo "1..$n"
[ "$failed" = 0 ]
