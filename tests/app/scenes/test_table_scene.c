/* The card table, in process and headless, driven by synthetic SDL events: Play and Start are
 * two clicks, the curtain comes before any private card, a siteswap built by clicking cards is
 * judged by the engine and submitted to it, an illegal one shows the engine's reason, one
 * person with computers needs no curtain, and no card face of any hand is ever drawn in the
 * public view or under the curtain.
 * Usage: test-app-table-scene SCRATCH_DIR */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>

#include "app.h"
#include "test_input.h"
#include "cardswap.h"
#include "setup_scene.h"
#include "savefile.h"
#include "sst_state.h"
#include "table_driver.h"
#include "test_env.h"
#include "sst_scene.h"
#include "title.h"
#include "title_layout.h"
#include "siteswap_choice.h"
#include "siteswap_games.h"

static App app;

/* A table made directly, with a known deal. */
static void open_table(const char *seats, uint64_t seed)
{
    GameChoice c = siteswap_games_choice(seed, seats);
    for (int i = 0; i < siteswap_choice(&c)->seats; i++)
        siteswap_choice(&c)->seat[i].level = SSG_EASY; /* a normal one often lays all 8 cards at once and wins */
    siteswap_choice(&c)->starter = 0;
    drive_push_table(&c);
}

/* Clicks the hand's cards of these values in order (the hand is drawn again after each). */
static void click_values(const int *values, int n)
{
    for (int k = 0; k < n; k++)
        assert_true(drive_click_card_of_value(values[k]));
}

static int hand_values(const SstProbe *p, int *values)
{
    const Pile *h = &p->game->hand[p->shown_seat];
    for (int i = 0; i < h->n; i++)
        values[i] = ssgame_card_value(p->game, p->shown_seat, h->card[i]);
    return h->n;
}

static void test_play_and_start_are_two_clicks_and_the_curtain_comes_first(void **state)
{
    (void)state;
    drive_start(&app, 1280, 720, false);
    TitleLayout lay;
    title_layout(app.width, app.height, 6, settings_text_scale(app.settings.text_size), &lay);
    drive_click_centre(lay.items[0]); /* Play */
    assert_int_equal(app.scene_count, 2);
    drive_click_centre(setup_scene_start_rect(&app));
    assert_int_equal(app.scene_count, 2); /* the table replaced the setup screen */
    SstProbe p = drive_probe();
    assert_int_equal(p.game->setup.seats, 2);
    assert_true(p.busy); /* the deal is moving */
    assert_int_equal(drive_until_a_person(20), TABLE_CURTAIN);
    p = drive_probe();
    assert_int_equal(p.faces_n, 0);
    int seat = p.shown_seat;
    assert_int_equal(ssgame_waiting_for(p.game), seat);
    drive_open_curtain();
    drive_frame();
    p = drive_probe();
    assert_int_equal(p.mode, TABLE_PRIVATE);
    assert_int_equal(p.hand_n, p.game->hand[seat].n);
    assert_true(drive_frames_checked() > 10);
    drive_stop();
}

static void test_a_legal_build_is_submitted_and_the_others_buzz_in_to_guess(void **state)
{
    (void)state;
    drive_start(&app, 1280, 720, false);
    /* Find a deal whose first hand holds a legal siteswap. */
    int best[SSG_CARDS], n = 0;
    for (uint64_t seed = 1; seed < 50 && n == 0; seed++) {
        open_table("pp", seed);
        assert_int_equal(drive_until_a_person(20), TABLE_CURTAIN);
        drive_open_curtain();
        drive_frame();
        SstProbe p = drive_probe();
        int values[SSG_CARDS];
        int hn = hand_values(&p, values);
        n = cardswap_best_build(values, hn, 3, best);
        if (n == 0)
            app_pop_scene(&app);
    }
    assert_true(n >= 3);
    SstProbe p = drive_probe();
    long actions = p.game->actions_n;
    int seat = p.shown_seat;
    int held = p.game->hand[seat].n;
    click_values(best, n);
    p = drive_probe();
    assert_int_equal(p.build_n, n);
    assert_true(p.build_legal);
    assert_non_null(strstr(p.feedback, "legal"));
    assert_true(drive_click_button("Perform"));
    p = drive_probe();
    assert_int_equal(p.game->actions_n, actions + 1);
    assert_int_equal(p.game->phase, SSG_PHASE_PERFORM);
    assert_int_equal(p.game->perf.performer, seat);
    assert_int_equal(p.game->perf.n, n);
    assert_int_equal(p.game->perf.stack.n, held); /* all the cards laid face down */
    assert_int_equal(p.mode, TABLE_PUBLIC);
    /* The performer chooses how: here the on-screen juggler. In public: nothing private. */
    assert_true(drive_click_button("Show it on screen (O)"));
    assert_true(drive_probe().game->perf.on_screen);
    drive_seconds(6);
    p = drive_probe();
    assert_int_equal(p.mode, TABLE_PUBLIC);
    assert_true(p.game->perf.cycles >= 1);

    /* The other person buzzes in by seat number; a guess that is no siteswap is explained in
     * the panel and counts for nothing; Esc closes the panel. */
    int other = 1 - seat;
    actions = p.game->actions_n;
    drive_key(SDLK_1 + other);
    drive_frame();
    assert_int_equal(drive_probe().guesser, other);
    drive_text("533");
    drive_key(SDLK_RETURN);
    drive_frame();
    p = drive_probe();
    assert_int_equal(p.guesser, other);
    assert_non_null(strstr(p.guess_error, "not a siteswap"));
    assert_int_equal(p.game->perf.wrong[other], 0);
    for (int i = (int)actions; i < p.game->actions_n; i++) /* only cycles since */
        assert_int_equal(p.game->actions[i].kind, SSG_ACT_CYCLE);
    drive_key(SDLK_ESCAPE);
    drive_frame();
    assert_int_equal(drive_probe().guesser, -1);
    /* The performer's own seat cannot buzz. */
    drive_key(SDLK_1 + seat);
    drive_frame();
    assert_int_equal(drive_probe().guesser, -1);
    assert_non_null(strstr(drive_probe().banner, "performing"));
    drive_stop();
}

static void test_an_illegal_build_shows_the_engines_reason(void **state)
{
    (void)state;
    drive_start(&app, 1280, 720, false);
    open_table("pp", 7);
    assert_int_equal(drive_until_a_person(20), TABLE_CURTAIN);
    drive_open_curtain();
    drive_frame();
    SstProbe p = drive_probe();
    int values[SSG_CARDS];
    int hn = hand_values(&p, values);
    /* Three cards that do not make a siteswap: the first triple the rules reject. */
    int pick[3] = {-1, -1, -1};
    for (int a = 0; a < hn && pick[0] < 0; a++)
        for (int b = 0; b < hn && pick[0] < 0; b++)
            for (int c = 0; c < hn && pick[0] < 0; c++) {
                int v[3] = {values[a], values[b], values[c]};
                if (a != b && b != c && a != c && cardswap_check(v, 3, 3) != CARDSWAP_LEGAL)
                    pick[0] = a, pick[1] = b, pick[2] = c;
            }
    assert_true(pick[0] >= 0);
    int v[3] = {values[pick[0]], values[pick[1]], values[pick[2]]};
    click_values(v, 3);
    p = drive_probe();
    assert_int_equal(p.build_n, 3);
    assert_false(p.build_legal);
    /* The same words as the engine gives for that action. */
    SsgAction act = ssgame_action(SSG_ACT_BUILD, p.shown_seat);
    act.n = 3;
    const Pile *h = &p.game->hand[p.shown_seat];
    int used[3] = {-1, -1, -1};
    for (int k = 0; k < 3; k++)
        for (int i = 0; i < h->n; i++) {
            if (i == used[0] || i == used[1])
                continue;
            if (ssgame_card_value(p.game, p.shown_seat, h->card[i]) == v[k]) {
                act.cards[k] = h->card[i];
                used[k] = i;
                break;
            }
        }
    SsgError err;
    assert_false(ssgame_check(p.game, &act, &err));
    assert_non_null(strstr(p.feedback, err.message));
    /* Perform is not offered; clicking where it is does nothing to the game. */
    long actions = p.game->actions_n;
    drive_click_centre(p.button_rect[0]);
    assert_int_equal(drive_probe().game->actions_n, actions);
    drive_stop();
}

static void test_one_person_with_computers_needs_no_curtain(void **state)
{
    (void)state;
    drive_start(&app, 1280, 720, false);
    bool came_back = false;
    for (uint64_t seed = 3; seed < 12 && !came_back; seed++) {
        open_table("pcc", seed);
        assert_int_equal(drive_until_a_person(20), TABLE_PRIVATE);
        SstProbe p = drive_probe();
        assert_int_equal(p.shown_seat, 0);
        /* Skip: the computers play in public, then the hand comes back without a curtain
         * (unless a computer wins first: then try another deal). */
        assert_true(drive_click_button("Skip turn"));
        assert_int_equal(drive_probe().mode, TABLE_PUBLIC);
        TableMode m = TABLE_PUBLIC;
        for (int i = 0; i < 800 && m == TABLE_PUBLIC; i++) {
            drive_seconds(0.25);
            p = drive_probe();
            m = p.mode;
            assert_true(m != TABLE_CURTAIN);
            if (p.game->phase == SSG_PHASE_OVER)
                break;
        }
        came_back = m == TABLE_PRIVATE;
        app_pop_scene(&app);
    }
    assert_true(came_back);
    drive_stop();
}

static void test_after_a_skip_the_curtain_passes_to_the_next_person(void **state)
{
    (void)state;
    drive_start(&app, 1280, 720, false);
    open_table("ppp", 11);
    assert_int_equal(drive_until_a_person(20), TABLE_CURTAIN);
    int first = drive_probe().shown_seat;
    drive_open_curtain();
    drive_frame();
    assert_true(drive_click_button("Skip turn"));
    assert_int_equal(drive_until_a_person(20), TABLE_CURTAIN);
    SstProbe p = drive_probe();
    assert_int_equal(p.shown_seat, (first + 1) % 3);
    assert_int_equal(p.faces_n, 0);
    drive_stop();
}

static void test_clicks_and_keys_anywhere_do_no_harm(void **state)
{
    (void)state;
    drive_start(&app, 1280, 720, false);
    open_table("pcp", 5);
    for (int round = 0; round < 3; round++) {
        drive_until_a_person(20);
        SstProbe p = drive_probe();
        if (p.mode == TABLE_CURTAIN) {
            drive_open_curtain();
            drive_frame();
        }
        for (float y = 0; y < (float)app.height; y += (float)app.height / 14)
            for (float x = 0; x < (float)app.width; x += (float)app.width / 20) {
                drive_mouse(SDL_MOUSEBUTTONDOWN, x, y);
                drive_mouse(SDL_MOUSEBUTTONUP, x + 30, y + 10);
            }
        const SDL_Keycode keys[] = {SDLK_3, SDLK_5, SDLK_1, SDLK_0, SDLK_a, SDLK_LEFT, SDLK_RIGHT,
                                    SDLK_BACKSPACE, SDLK_DELETE, SDLK_f, SDLK_PAGEUP,
                                    SDLK_PAGEDOWN, SDLK_UP, SDLK_DOWN, SDLK_x};
        for (size_t k = 0; k < sizeof keys / sizeof *keys; k++)
            drive_key(keys[k]);
        drive_frame();
        drive_seconds(1);
        SstProbe q;
        if (app.scene_count < 2 || !sst_scene_probe(app.scenes[app.scene_count - 1], &app, &q))
            break;
        SsgError err;
        assert_true(ssgame_invariants(q.game, &err));
        if (q.mode == TABLE_PRIVATE && q.game->phase == SSG_PHASE_TURN)
            drive_click_button("Skip turn");
    }
    drive_stop();
}

static void wheel(float x, float y, int notches)
{
    input_wheel(&app, (float)notches, x, y);
    drive_frame();
}

static void test_the_log_scrolls_back_with_the_wheel(void **state)
{
    (void)state;
    drive_start(&app, 1280, 720, false);
    open_table("pc", 2);
    SstProbe p = drive_probe();
    SDL_FRect log = p.layout.log;
    wheel(log.x + log.w / 2, log.y + log.h / 2, 1);
    p = drive_probe();
    assert_true(p.log_scroll > 0);
    wheel(log.x + log.w / 2, log.y + log.h / 2, -5);
    assert_int_equal(drive_probe().log_scroll, 0);
    /* Over the felt, the wheel leaves the log alone. */
    wheel(p.layout.table.x + 5, p.layout.table.y + 5, 1);
    assert_int_equal(drive_probe().log_scroll, 0);
    drive_stop();
}

/* A save that cannot be written (here a file-size limit standing in for a full disk) is said
 * once, the game goes on, and the last good save stays as it was. */
static void test_a_failed_save_is_said_once_and_the_last_good_save_stays(void **state)
{
    (void)state;
    drive_start(&app, 1280, 720, false);
    open_table("ppp", 11);
    char err[512];
    size_t len = 0;
    char *good = savefile_read(app.game_save_path, &len, err, sizeof err);
    assert_non_null(good);
    struct rlimit old;
    assert_int_equal(getrlimit(RLIMIT_FSIZE, &old), 0);
    struct rlimit tiny = {64, old.rlim_max};
    signal(SIGXFSZ, SIG_IGN);
    assert_int_equal(setrlimit(RLIMIT_FSIZE, &tiny), 0);
    app.notice_ticks = 0;
    long actions = drive_probe().game->actions_n;
    for (int turn = 0; turn < 2; turn++) {
        assert_int_equal(drive_until_a_person(20), TABLE_CURTAIN);
        drive_open_curtain();
        drive_frame();
        assert_true(drive_click_button("Skip turn"));
        drive_frame();
        if (turn == 0) {
            assert_non_null(strstr(app.notice, "cannot be saved"));
            app.notice_ticks = 0;
        } else {
            assert_true(app.notice_ticks <= 0); /* said once, not after every action */
        }
    }
    setrlimit(RLIMIT_FSIZE, &old);
    signal(SIGXFSZ, SIG_DFL);
    assert_int_equal(drive_probe().game->actions_n, actions + 2); /* the game went on */
    char *after = savefile_read(app.game_save_path, &len, err, sizeof err);
    assert_non_null(after);
    assert_string_equal(after, good);
    SDL_free(after);
    SDL_free(good);
    drive_stop();
}

static void test_escape_twice_leaves_the_table(void **state)
{
    (void)state;
    drive_start(&app, 1280, 720, false);
    open_table("pc", 2);
    drive_key(SDLK_ESCAPE);
    drive_frame();
    assert_int_equal(app.scene_count, 2);
    assert_non_null(strstr(app.notice, "Esc again"));
    assert_true(app.notice_ticks > 0);
    drive_key(SDLK_ESCAPE);
    drive_frame();
    assert_int_equal(app.scene_count, 1);
    /* Back on the title, the table's message is gone: a second Esc there would quit. */
    assert_true(app.notice_ticks <= 0);
    drive_stop();
}

/* "Press Esc again to leave this game." goes when its time for a second Esc has passed; an Esc
 * after that asks again instead of doing nothing while the words still said it would leave. */
static void test_press_esc_again_goes_when_its_time_has_passed(void **state)
{
    (void)state;
    drive_start(&app, 1280, 720, false);
    open_table("pc", 2);
    drive_key(SDLK_ESCAPE);
    drive_frame();
    assert_non_null(strstr(app.notice, "Esc again"));
    drive_seconds(SST_TIMINGS.esc_again + 0.5);
    assert_true(app.notice_ticks <= 0); /* no longer on screen */
    assert_int_equal(app.scene_count, 2);
    drive_key(SDLK_ESCAPE);             /* a first Esc again: it asks, the table stays */
    drive_frame();
    assert_int_equal(app.scene_count, 2);
    assert_true(app.notice_ticks > 0);
    drive_key(SDLK_ESCAPE);
    drive_frame();
    assert_int_equal(app.scene_count, 1);
    drive_stop();
}

int main(int argc, char **argv)
{
    int code = test_env_start(argc, argv, "table-xdg");
    if (code)
        return code;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_play_and_start_are_two_clicks_and_the_curtain_comes_first),
        cmocka_unit_test(test_a_legal_build_is_submitted_and_the_others_buzz_in_to_guess),
        cmocka_unit_test(test_an_illegal_build_shows_the_engines_reason),
        cmocka_unit_test(test_one_person_with_computers_needs_no_curtain),
        cmocka_unit_test(test_after_a_skip_the_curtain_passes_to_the_next_person),
        cmocka_unit_test(test_clicks_and_keys_anywhere_do_no_harm),
        cmocka_unit_test(test_the_log_scrolls_back_with_the_wheel),
        cmocka_unit_test(test_escape_twice_leaves_the_table),
        cmocka_unit_test(test_press_esc_again_goes_when_its_time_has_passed),
        cmocka_unit_test(test_a_failed_save_is_said_once_and_the_last_good_save_stays),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    drive_sdl_quit();
    return failed;
}
