/* Hands on phones, end to end: the game itself (the app in-process, headless) plays a siteswap
 * game of four seats with phones on 127.0.0.1: Anna and Ben on their phones (headless Chromium
 * pages, played by phones_game.mjs through the page as people would tap it), Cleo at the screen
 * through the curtain (driven by synthetic SDL events, tests/app/table_driver) and a computer.
 * The game runs to its end; the phones' builds and guesses are the game's own actions; the
 * screen never opens a curtain for a phone seat, and every frame passes the table driver's
 * privacy check (no card face of a hand except the one shown privately).
 *
 * Usage: test-phones-game SCRATCH_DIR SCRIPT_DIR. Exit 77 (skipped) without node, Chromium or
 * playwright-core, saying which; CI installs them (.ci/deps --tests). */
#define _GNU_SOURCE
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <SDL.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>

#include "app.h"
#include "phones_harness.h"
#include "table_driver.h"
#include "sst_scene.h"
#include "siteswap_choice.h"

#define ANNA 0
#define BEN 1
#define CLEO 2

static App app;
static char scratch[1024];
static const char *script_dir;
static char urls[SSG_MAX_SEATS][PHONES_URL];

static void push_table(void *choice)
{
    drive_push_table(choice);
}

/* The game, from the table wherever it is in the stack (the summary goes on top at the end). */
static const SsgGame *table_game(bool *on_top)
{
    for (int i = app.scene_count - 1; i >= 0; i--) {
        SstProbe p;
        if (sst_scene_probe(app.scenes[i], &app, &p)) {
            *on_top = i == app.scene_count - 1;
            return p.game;
        }
    }
    *on_top = false;
    return NULL;
}

/* Cleo, at the screen: the best build if it is legal, shown on screen, else a skip. */
static void cleo_turn(void)
{
    long actions = drive_probe().game->actions_n;
    if (drive_click_button("Best build") && drive_probe().build_legal &&
        drive_click_button("Perform") && drive_probe().game->actions_n > actions)
        return;
    drive_click_button("Clear");
    assert_true(drive_click_button("Skip turn"));
}

typedef struct Played {
    int curtains_for_cleo, curtains_for_phones;
    int cleo_actions, phone_actions[2], phone_builds, phone_guesses;
} Played;

/* One step of the screen's side; game time runs at about real time, so the phones have time to
 * look and tap. */
static void screen_step(Played *pl, bool *curtain_seen)
{
    SstProbe p = drive_probe();
    const SsgGame *g = p.game;
    if (p.mode == TABLE_CURTAIN) {
        if (p.shown_seat == CLEO) {
            if (!*curtain_seen)
                pl->curtains_for_cleo++;
            drive_open_curtain();
            assert_int_equal(drive_probe().mode, TABLE_PRIVATE);
            *curtain_seen = true;
            return;
        }
        /* A phone seat's curtain stays closed: that seat plays on its phone (until the phone has
         * joined, the screen may still wait behind it). */
        if (!*curtain_seen && g->actions_n > 0)
            pl->curtains_for_phones++;
        *curtain_seen = true;
        drive_seconds(0.25);
        return;
    }
    *curtain_seen = false;
    if (p.mode == TABLE_PRIVATE && p.shown_seat == CLEO) {
        if (g->phase == SSG_PHASE_TURN)
            cleo_turn();
        drive_frame();
        return;
    }
    if (g->phase == SSG_PHASE_PERFORM && !p.busy && g->perf.performer == CLEO) {
        if (drive_click_button("Show it on screen (O)") || drive_click_button("Lay it down"))
            return;
    }
    drive_seconds(0.25);
}

typedef struct Screen {
    Played *pl;
    bool curtain_seen;
} Screen;

/* A quarter second of the screen's side; true when the game was over before it. */
static bool screen_play(void *ctx)
{
    Screen *sc = ctx;
    bool on_top;
    const SsgGame *g = table_game(&on_top);
    assert_non_null(g);
    bool over = g->phase == SSG_PHASE_OVER || !on_top;
    if (!over)
        screen_step(sc->pl, &sc->curtain_seen);
    else
        drive_seconds(0.25); /* the winner's moment, then the summary; the phones see the end */
    return over;
}

static void test_two_phone_seats_a_curtain_seat_and_a_computer_play_a_whole_game(void **state)
{
    (void)state;
    drive_start(&app, 1280, 720, false);
    app.settings.animation_speed = 4;
    SDL_strlcpy(app.phones_bind, "127.0.0.1", sizeof app.phones_bind);
    app.phones_port = 0;
    GameChoice c = game_choice_default(20261124);
    c.phones = true;
    siteswap_part(&c)->hint_button = true;
    siteswap_choice(&c)->seats = 4;
    siteswap_choice(&c)->starter = 0;
    siteswap_choice(&c)->cycles = 5; /* the fewest: an unnamed pattern is laid down soon */
    const char *names[4] = {"Anna", "Ben", "Cleo", "Robot"};
    for (int i = 0; i < 4; i++) {
        SDL_strlcpy(siteswap_choice(&c)->seat[i].name, names[i], sizeof siteswap_choice(&c)->seat[i].name);
        siteswap_choice(&c)->seat[i].kind = i == 3 ? SSG_COMPUTER : SSG_PERSON;
        siteswap_choice(&c)->seat[i].level = SSG_EASY;
    }
    char links[1200];
    snprintf(links, sizeof links, "%s/phones-links.txt", scratch);
    /* every person seat has a link */
    assert_int_equal(phones_read_links(links, push_table, &c, urls, SSG_MAX_SEATS), 3);
    assert_true(strncmp(urls[ANNA], "http://127.0.0.1:", 17) == 0);
    pid_t node = phones_start_node(script_dir, "phones_game.mjs", 500, urls[ANNA], urls[BEN]);
    assert_true(node > 0);

    Played pl = {0};
    Screen screen = {.pl = &pl};
    long long start = phones_now_ms();
    int status = phones_play(node, screen_play, &screen);

    /* The game's record, from the table under the summary. */
    bool on_top;
    const SsgGame *g = table_game(&on_top);
    assert_non_null(g);
    for (int i = 0; i < g->actions_n; i++) {
        const SsgAction *a = &g->actions[i];
        if (a->seat == CLEO)
            pl.cleo_actions++;
        /* Cycles of an on-screen performance are the screen's count, not the phone's move. */
        if ((a->seat == ANNA || a->seat == BEN) && a->kind != SSG_ACT_CYCLE) {
            pl.phone_actions[a->seat]++;
            pl.phone_builds += a->kind == SSG_ACT_BUILD;
            pl.phone_guesses += a->kind == SSG_ACT_GUESS;
        }
    }
    printf("# %d actions: Anna %d, Ben %d from their phones (%d builds, %d guesses), Cleo %d "
           "through %d curtains; %d curtains for a phone seat; %.0f s; %ld frames checked\n",
           g->actions_n, pl.phone_actions[0], pl.phone_actions[1], pl.phone_builds,
           pl.phone_guesses, pl.cleo_actions, pl.curtains_for_cleo, pl.curtains_for_phones,
           (double)(phones_now_ms() - start) / 1000.0, drive_frames_checked());
    if (WIFEXITED(status) && WEXITSTATUS(status) == PHONES_SKIP) {
        drive_stop();
        skip();
    }
    assert_true(WIFEXITED(status) && WEXITSTATUS(status) == 0); /* phones_game.mjs saw the end */
    assert_int_equal(g->phase, SSG_PHASE_OVER);
    assert_true(pl.phone_builds >= 2);
    assert_true(pl.phone_guesses >= 1);
    assert_true(pl.phone_actions[0] >= 1 && pl.phone_actions[1] >= 1);
    assert_true(pl.curtains_for_cleo >= 1);
    assert_true(pl.cleo_actions >= 1);
    assert_int_equal(pl.curtains_for_phones, 0);
    drive_stop();
}

int main(int argc, char **argv)
{
    int code = phones_setup(argc, argv, scratch, sizeof scratch, &script_dir);
    if (code >= 0)
        return code;
    if (!drive_sdl_init(scratch, "phones-game-xdg"))
        return 1;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_two_phone_seats_a_curtain_seat_and_a_computer_play_a_whole_game),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    drive_sdl_quit();
    return failed;
}
