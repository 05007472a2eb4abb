/* The siteswap table as the room sees it, read through the --probe file's JSON (core/probe.h):
 * the performance takes the stage (at least 60% of the window's height and 35% of its width,
 * centred, a figure of a sane size) and nothing private or secret is drawn on it.
 * Usage: test-app-table-stage SCRATCH_DIR */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "probe.h"
#include "probe_json.h"
#include "savefile.h"
#include "table_driver.h"
#include "test_env.h"
#include "sst_scene.h"
#include "siteswap_choice.h"
#include "siteswap_games.h"

static App app;
static char scratch[1024];

/* ---- Reading the probe's JSON: the first value after a chain of keys ("stage", "x"). ---- */

static const char *after_keys(const char *json, const char *const *keys, int n)
{
    const char *p = json;
    for (int i = 0; i < n && p; i++)
        p = probe_json_after(p, keys[i]);
    return p;
}

static double jnum2(const char *json, const char *a, const char *b)
{
    const char *keys[] = {a, b};
    const char *p = after_keys(json, keys, b ? 2 : 1);
    assert_non_null(p);
    assert_true(*p == '-' || (*p >= '0' && *p <= '9'));
    return strtod(p, NULL);
}

static double jnum(const char *json, const char *a)
{
    return jnum2(json, a, NULL);
}

static bool jis(const char *json, const char *key, const char *literal)
{
    const char *keys[] = {key};
    const char *p = after_keys(json, keys, 1);
    return p && strncmp(p, literal, strlen(literal)) == 0;
}

/* The integers of an array value ("faces": [1, 2]); returns how many. */
static int jints(const char *json, const char *key, int *out, int max)
{
    const char *keys[] = {key};
    const char *p = after_keys(json, keys, 1);
    assert_non_null(p);
    assert_int_equal(*p, '[');
    int n = 0;
    for (p++; *p && *p != ']';) {
        char *end;
        long v = strtol(p, &end, 10);
        if (end == p) {
            p++;
            continue;
        }
        if (n < max)
            out[n++] = (int)v;
        p = end;
    }
    return n;
}

/* The probe as --probe writes it: through the file, atomically written. */
static char *probe_file(void)
{
    char path[1100], err[300];
    snprintf(path, sizeof path, "%s/stage-probe.json", scratch);
    assert_true(probe_write(&app, path, err, sizeof err));
    size_t len;
    char *text = savefile_read(path, &len, err, sizeof err);
    assert_non_null(text);
    return text;
}

static void open_table(const char *seats, uint64_t seed, int starter)
{
    GameChoice c = siteswap_games_choice(seed, seats);
    c.no_save = true;
    for (int i = 0; i < siteswap_choice(&c)->seats; i++)
        siteswap_choice(&c)->seat[i].level = SSG_EASY; /* slow to recognise: long performances */
    siteswap_choice(&c)->starter = starter;
    drive_push_table(&c);
}

/* Runs the table until a pattern is performed on screen with the table stepped back. */
static void until_performing(double max_seconds)
{
    for (double t = 0; t < max_seconds; t += 0.25) {
        SstProbe p = drive_probe();
        if (p.on_stage && p.pub->perf.cycles >= 1)
            return;
        drive_seconds(0.25);
    }
    fail_msg("no performance on screen within %.0f s", max_seconds);
}

static bool public_face(const SstProbe *p, int card)
{
    const SsgView *v = p->pub;
    for (int i = 0; i < v->discard.n; i++)
        if (v->discard.card[i] == card)
            return true;
    for (int r = 0; r < v->revealed_n; r++)
        for (int k = 0; k < v->revealed[r].cards.n; k++)
            if (v->revealed[r].cards.card[k] == card)
                return true;
    return false;
}

/* S17: nothing gives away the throws while guessing is open; no hand's face is drawn in public. */
static void assert_nothing_secret_drawn(const char *json, const SstProbe *p)
{
    assert_int_equal((int)jnum(json, "faces_over_stage"), 0);
    int faces[SST_PROBE_FACES], hand[SSG_CARDS];
    int n = jints(json, "faces", faces, SST_PROBE_FACES);
    assert_int_equal(jints(json, "hand", hand, SSG_CARDS), 0);
    for (int i = 0; i < n; i++)
        assert_true(public_face(p, faces[i]));
    /* The performer's stack (the pattern being juggled) stays face down; so does every hand. */
    for (int s = 0; s < p->pub->seats; s++)
        for (int k = 0; k < p->game->hand[s].n; k++)
            for (int i = 0; i < n; i++)
                assert_int_not_equal(faces[i], p->game->hand[s].card[k]);
    const Pile *stack = &p->game->perf.stack;
    for (int k = 0; k < stack->n; k++)
        for (int i = 0; i < n; i++)
            assert_int_not_equal(faces[i], stack->card[k]);
}

static void test_a_performance_takes_the_stage_and_shows_nothing_secret(void **state)
{
    (void)state;
    static const int sizes[][2] = {{1280, 720}, {1920, 1080}};
    for (size_t s = 0; s < sizeof sizes / sizeof *sizes; s++) {
        int W = sizes[s][0], H = sizes[s][1];
        drive_start(&app, W, H, false);
        open_table("cccc", 11, 0);
        until_performing(240);
        for (int look = 0; look < 8; look++) { /* several moments of the performance */
            SstProbe p = drive_probe();
            if (!p.on_stage)
                break;
            char *json = probe_file();
            assert_true(jis(json, "scene", "\"siteswap_table\""));
            assert_true(jis(json, "phase", "\"performing\""));
            assert_int_equal((int)jnum2(json, "window", "w"), W);
            assert_int_equal((int)jnum2(json, "window", "h"), H);
            assert_int_equal((int)jnum(json, "seats"), 4);
            double sx = jnum2(json, "stage", "x"), sy = jnum2(json, "stage", "y");
            double sw = jnum2(json, "stage", "w"), sh = jnum2(json, "stage", "h");
            assert_true(sh >= 0.60 * H);
            assert_true(sw >= 0.35 * W);
            assert_true(sx + sw / 2 > W / 2.0 - 2 && sx + sw / 2 < W / 2.0 + 2); /* centred */
            assert_true(sy >= 0 && sy + sh <= H);
            double fx = jnum2(json, "figure", "x"), fy = jnum2(json, "figure", "y");
            double fw = jnum2(json, "figure", "w"), fh = jnum2(json, "figure", "h");
            /* A person: taller than wide, inside the stage, big enough to read from a sofa. */
            if (look == 0)
                print_message("# %dx%d: stage %.0f,%.0f %.0fx%.0f, figure %.0f,%.0f %.0fx%.0f\n",
                              W, H, sx, sy, sw, sh, fx, fy, fw, fh);
            assert_true(fh > fw);
            assert_true(fh >= 0.25 * H);
            assert_true(fx >= sx && fy >= sy && fx + fw <= sx + sw && fy + fh <= sy + sh + 1);
            assert_true(jis(json, "guessing_open", "true") || p.pub->perf.recognised_by >= 0);
            assert_nothing_secret_drawn(json, &p);
            /* Readable across a room (issue 16): body 2.8% of the height, nothing under 2.2%. */
            assert_true(jnum2(json, "text_px", "body") >= 0.028 * H);
            assert_true(jnum2(json, "text_px", "min") >= 0.022 * H);
            SDL_free(json);
            drive_seconds(0.5);
        }
        drive_stop();
    }
}

/* Seats stay where people sit (issue 16): by default the seat on turn is highlighted where it
 * is and the private hand still shows in the strip at the bottom; the setting "Seats: turn to
 * the player" brings the shown seat to the bottom instead. */
static void test_seats_stay_in_place_unless_set_to_turn(void **state)
{
    (void)state;
    drive_start(&app, 1920, 1080, false);
    assert_false(app.settings.seats_turn); /* the default */
    GameChoice c = siteswap_games_choice(5, "ppp");
    c.no_save = true;
    siteswap_choice(&c)->starter = 1;
    drive_push_table(&c);
    assert_int_equal(drive_until_a_person(30), TABLE_CURTAIN);
    drive_open_curtain();
    SstProbe p = drive_probe();
    assert_int_equal(p.mode, TABLE_PRIVATE);
    assert_int_equal(p.shown_seat, 1);
    assert_int_equal(p.turn, 1);
    /* Seat 1 (Ben) keeps his place at the left; seat 0 stays at the bottom. */
    const TableLayout *L = &p.layout;
    assert_true(L->seat[0].box.y > L->seat[1].box.y);
    assert_true(L->seat[0].box.y > L->seat[2].box.y);
    assert_true(L->seat[1].box.x < L->seat[0].box.x);
    /* His hand is drawn in the strip along the bottom, below the table. */
    assert_true(p.hand_n > 0);
    for (int i = 0; i < p.hand_n; i++)
        assert_true(p.hand_rect[i].y >= L->table.y + L->table.h);
    SDL_FRect kept = L->seat[1].box;

    app.settings.seats_turn = true; /* Settings: Seats: turn to the player */
    drive_frame();
    p = drive_probe();
    L = &p.layout;
    assert_true(L->seat[1].box.y > L->seat[0].box.y);
    assert_true(L->seat[1].box.y > L->seat[2].box.y);
    assert_false(L->seat[1].box.x == kept.x && L->seat[1].box.y == kept.y);
    for (int i = 0; i < p.hand_n; i++)
        assert_true(p.hand_rect[i].y >= L->table.y + L->table.h);
    drive_stop();
}

/* Pacing (issue 16): one named timing table covers computer actions, reveals (one card at a
 * time), exchanges and verdicts, each long enough to read, and the speed setting scales them. */
static void test_the_timing_table_covers_every_step_long_enough_to_read(void **state)
{
    (void)state;
    const SstTimings *T = &SST_TIMINGS;
    assert_true(T->ai_think >= 0.8);
    assert_true(T->exchange >= 1.0);
    assert_true(T->verdict_min >= 1.2);
    assert_true(T->banner >= T->verdict_min);
    assert_true(T->reveal_gap >= 0.2);      /* the cards of a reveal turn one at a time */
    assert_true(T->reveal_slowdown >= 1.0);
    SstState st = {.win.speed = 2};
    assert_true(sst_paced(&st, T->verdict_min) < T->verdict_min);
    st.win.speed = 0.5;
    assert_true(sst_paced(&st, T->verdict_min) > T->verdict_min);
}

/* How long the first verdict at a table of computers stays up, at this animation speed. */
static double first_verdict_seconds(double speed)
{
    drive_start(&app, 1280, 720, false);
    app.settings.animation_speed = speed;
    open_table("cccc", 11, 0);
    double up = 0;
    char first[TABLE_BANNER_TEXT] = "";
    for (double t = 0; t < 600 && (!first[0] || up < 30); t += 0.25) {
        SstProbe p = drive_probe();
        if (!first[0] && p.banner[0])
            snprintf(first, sizeof first, "%s", p.banner);
        if (first[0]) {
            if (strcmp(p.banner, first) != 0)
                break;
            up += 0.25;
        }
        drive_seconds(0.25);
    }
    drive_stop();
    assert_true(first[0]);
    return up;
}

static void test_a_verdict_stays_up_long_enough_scaled_by_the_speed(void **state)
{
    (void)state;
    double normal = first_verdict_seconds(1.0), fast = first_verdict_seconds(2.0);
    print_message("# the first verdict stays %.2f s at normal speed, %.2f s at twice\n", normal,
                  fast);
    assert_true(normal >= 1.2);
    assert_true(normal >= SST_TIMINGS.verdict_min);
    assert_true(fast >= SST_TIMINGS.verdict_min / 2 - 0.25);
}

/* The curtain waits for the card-by-card reveal and for the verdict to be read: three deals in
 * which two computers play before the first person's turn (two people: a curtain each turn). */
static void test_the_curtain_waits_for_the_reveal_and_the_verdict(void **state)
{
    (void)state;
    for (uint64_t seed = 11; seed < 14; seed++) {
        drive_start(&app, 1280, 720, false);
        open_table("pccp", seed, 1);
        bool curtain = false;
        for (double t = 0; t < 400 && !curtain; t += 0.25) {
            SstProbe p = drive_probe();
            curtain = p.mode == TABLE_CURTAIN;
            if (curtain) {
                assert_false(p.busy);          /* every card of a reveal has landed */
                assert_false(p.verdict_fresh); /* and the last verdict has been read */
            }
            drive_seconds(0.25);
        }
        assert_true(curtain);
        drive_stop();
    }
}

int main(int argc, char **argv)
{
    int code = test_env_start(argc, argv, "stage-xdg");
    if (code)
        return code;
    snprintf(scratch, sizeof scratch, "%s", argv[1]);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_performance_takes_the_stage_and_shows_nothing_secret),
        cmocka_unit_test(test_seats_stay_in_place_unless_set_to_turn),
        cmocka_unit_test(test_the_timing_table_covers_every_step_long_enough_to_read),
        cmocka_unit_test(test_a_verdict_stays_up_long_enough_scaled_by_the_speed),
        cmocka_unit_test(test_the_curtain_waits_for_the_reveal_and_the_verdict),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    drive_sdl_quit();
    return failed;
}
