/* The end of a game, in process and headless, driven by synthetic SDL events: the winner's
 * moment comes first and any key skips it; every row says what the game's history says (and a
 * dropped play says nothing more); Watch juggles a row; the list scrolls by wheel, keys and drag;
 * Play again leaves one new table with the same seats and a new deal on the title; Back to
 * title leaves the title; random clicks and keys do no harm.
 * Usage: test-app-summary-scene SCRATCH_DIR */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <SDL.h>
#include <SDL_ttf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "test_input.h"
#include "test_env.h"
#include "cardswap.h"
#include "datadir.h"
#include "setup_scene.h"
#include "siteswap.h"
#include "ssgame_ai.h"
#include "ssg_fixture.h"
#include "ssgame_history.h"
#include "jt_summary.h"
#include "jugglers_ai.h"
#include "jugglers_scene.h"
#include "sst_summary.h"
#include "sst_scene.h"
#include "title.h"
#include "siteswap_choice.h"
#include "siteswap_games.h"
#include "jugglers_choice.h"

static App app;
static Scene *title;
static Catalogue tricks;

/* ---- Driving the app ---- */

static void frame(void)
{
    assert_true(app_step(&app, LOOP_NS_PER_SECOND / 60));
    app_present(&app);
}

static void seconds(double s)
{
    for (double t = 0; t < s; t += 1.0 / 30) {
        assert_true(app_step(&app, LOOP_NS_PER_SECOND / 30));
        app_present(&app);
    }
}

static Scene *top(void)
{
    return app.scene_count > 0 ? app.scenes[app.scene_count - 1] : NULL;
}

static SummaryProbe probe_now(void)
{
    SummaryProbe p;
    assert_true(summary_scene_probe(top(), &app, &p));
    return p;
}

static void start_app(void)
{
    char err[1024];
    Options opts = {.width = 1280, .height = 720, .frames = 1};
    assert_true(app_init(&app, &opts, err, sizeof err));
    title = title_scene_create(&app);
    assert_non_null(title);
    app_push_scene(&app, title);
    frame();
    if (tricks.count == 0) {
        char path[PATH_MAX];
        assert_true(datadir_join(path, sizeof path, app.data_dir, "patterns/catalogue.txt"));
        size_t len;
        char *text = SDL_LoadFile(path, &len);
        assert_non_null(text);
        CatalogueError cerr;
        assert_true(catalogue_parse(text, &tricks, &cerr));
        SDL_free(text);
    }
}

static void stop_app(void)
{
    app_shutdown(&app);
    SDL_FlushEvents(SDL_FIRSTEVENT, SDL_LASTEVENT);
}

/* ---- Games ---- */

static GameChoice computers(int seats, uint64_t seed, SsgLevel level)
{
    GameChoice c = siteswap_games_choice(seed, &"cccccc"[6 - seats]);
    for (int i = 0; i < seats; i++)
        siteswap_choice(&c)->seat[i].level = level == SSG_NORMAL ? (SsgLevel)(i % 3) : level;
    return c;
}

/* A finished game of computer players (the caller frees it). */
static SsgGame *self_play(const GameChoice *c)
{
    SsgGame *g = siteswap_games_played(c, &tricks);
    assert_non_null(g); /* and over */
    return g;
}

static void free_game(SsgGame *g)
{
    ssgame_free(g);
    free(g);
}

/* Pushes the summary of the game; with_table: a table scene of the same choice under it. */
static void show_summary(const SsgGame *g, const GameChoice *c, bool with_table)
{
    if (with_table) {
        Scene *t = sst_scene_create(&app, c);
        assert_non_null(t);
        app_push_scene(&app, t);
    }
    Scene *s = sst_summary_create(&app, g, c, sst_scene_create);
    assert_non_null(s);
    app_push_scene(&app, s);
    frame();
}

/* Skips the moment and waits out the pause after it. */
static void to_the_summary(void)
{
    if (probe_now().celebrating)
        input_key_frame(&app, SDLK_x);
    assert_false(probe_now().celebrating);
    seconds(0.5);
}

/* A finished game of n patterns or more, at 1280x720 one that needs scrolling. */
static SsgGame *long_game(GameChoice *c, int at_least)
{
    for (uint64_t seed = 1; seed < 400; seed++) {
        *c = computers(4, seed, SSG_EASY);
        SsgGame *g = self_play(c);
        SsgHistory *h = malloc(sizeof *h);
        assert_true(ssgame_history(g, h));
        int n = h->n;
        free(h);
        if (n >= at_least)
            return g;
        free_game(g);
    }
    fail_msg("no game of %d patterns", at_least);
    return NULL;
}

/* ---- Scripted plays on a real deal (the history replays from the deal) ---- */

static void apply(SsgGame *g, SsgAction a)
{
    SsgError err;
    if (!ssgame_apply(g, &a, NULL, &err))
        fail_msg("refused: %s", err.message);
}

/* Anna builds her longest siteswap with reductions in clubs from the left hand, Ben recognises
 * it; Ben then juggles Box and drops it. false when the deal does not allow it. */
static bool scripted(SsgGame *g, uint64_t seed, int *values, int *performed, int *n)
{
    GameChoice c = game_choice_default(seed);
    siteswap_choice(&c)->starter = 0;
    SsgError err;
    assert_true(ssgame_new(g, siteswap_choice(&c), &tricks, NULL, &err));
    const Pile *h = &g->hand[0];
    int hv[SSG_CARDS];
    for (int i = 0; i < h->n; i++)
        hv[i] = ssgame_card_value(g, 0, h->card[i]);
    *n = cardswap_best_build(hv, h->n, 3, values);
    bool which[SSG_CARDS];
    if (*n == 0 || *n == h->n || cardswap_reducible(values, *n, 5, which) == 0)
        return false;
    SsgAction a = ssgame_action(SSG_ACT_BUILD, 0);
    a.n = *n;
    assert_true(ssg_cards_for(g, 0, values, *n, a.cards));
    memcpy(a.reduce, which, sizeof which);
    a.style = (SsgStyle){SSG_CLUBS, SSG_LEFT, SSG_MOVE_NORMAL};
    apply(g, a);
    assert_true(cardswap_reduce(values, *n, 5, which, performed));
    apply(g, ssgame_action(SSG_ACT_CYCLE, 0));
    SsgAction guess = ssgame_action(SSG_ACT_GUESS, 1);
    for (int i = 0; i < *n; i++)
        guess.text[i] = siteswap_throw_char(performed[i]);
    apply(g, guess);
    apply(g, ssgame_action(SSG_ACT_DECLINE, 1));
    SsgAction t = ssgame_action(SSG_ACT_TRICK, 1);
    SDL_strlcpy(t.text, "Box", sizeof t.text);
    apply(g, t);
    apply(g, ssgame_action(SSG_ACT_DROP, 1));
    return true;
}

static bool has_digit(const char *s)
{
    for (; *s; s++)
        if (*s >= '0' && *s <= '9')
            return true;
    return false;
}

/* Every row against the history, made here independently. */
static void check_rows(const SsgGame *g)
{
    SummaryProbe p = probe_now();
    SsgHistory *h = malloc(sizeof *h);
    assert_true(ssgame_history(g, h));
    assert_int_equal(p.rows_n, h->n);
    for (int i = 0; i < h->n; i++) {
        const SsgHistoryEntry *e = &h->entry[i];
        const SummaryRow *r = &p.rows[i];
        assert_string_equal(r->who, g->setup.seat[e->performer].name);
        assert_int_equal(r->longest, i == h->longest);
        char when[32];
        snprintf(when, sizeof when, "turn %ld", e->turn);
        assert_string_equal(r->when, when);
        if (e->outcome == SSG_OUTCOME_DROPPED) {
            assert_string_equal(r->result, "Dropped");
            assert_false(has_digit(r->pattern));
            assert_string_equal(r->pattern_detail, "");
            assert_string_equal(r->result_detail, "");
            assert_false(r->watchable);
            continue;
        }
        assert_true(r->watchable);
        if (e->kind == SSG_PLAY_TRICK) {
            assert_string_equal(r->pattern, e->trick);
        } else {
            char d[SSG_CARDS + 1];
            for (int k = 0; k < e->n; k++)
                d[k] = siteswap_throw_char(e->values[k]);
            d[e->n] = '\0';
            assert_string_equal(r->pattern, d);
            if (memcmp(e->values, e->performed, sizeof(int) * (size_t)e->n) != 0) {
                char as[SSG_CARDS + 16] = "juggled as ";
                size_t k0 = strlen(as);
                for (int k = 0; k < e->n; k++)
                    as[k0 + (size_t)k] = siteswap_throw_char(e->performed[k]);
                as[k0 + (size_t)e->n] = '\0';
                assert_non_null(strstr(r->pattern_detail, as));
            }
        }
        if (e->style.prop == SSG_CLUBS)
            assert_non_null(strstr(r->pattern_detail, "clubs"));
        if (e->style.hand == SSG_LEFT)
            assert_non_null(strstr(r->pattern_detail, "left hand first"));
        char cycles[48];
        if (e->outcome == SSG_OUTCOME_RECOGNISED) {
            char by[80];
            snprintf(by, sizeof by, "Recognised by %s", g->setup.seat[e->recognised_by].name);
            assert_string_equal(r->result, by);
            if (e->cycles == 0)
                snprintf(cycles, sizeof cycles, "in the first cycle");
            else
                snprintf(cycles, sizeof cycles, "after %d cycle%s", e->cycles,
                         e->cycles == 1 ? "" : "s");
        } else {
            assert_string_equal(r->result, "Laid down");
            snprintf(cycles, sizeof cycles, "after %d cycles", e->cycles);
        }
        assert_non_null(strstr(r->result_detail, cycles));
        assert_non_null(strstr(r->result_detail, e->on_screen ? "on screen" : "juggled for real"));
    }
    /* Places: the winner first; with places every seat has one. */
    assert_int_equal(p.places_n, g->setup.seats);
    for (int i = 0; i < p.places_n; i++) {
        int seat = -1;
        for (int s = 0; s < g->setup.seats; s++)
            if (strstr(p.place_text[i], g->setup.seat[s].name))
                seat = s;
        assert_true(seat >= 0);
        if (i == 0 && g->phase == SSG_PHASE_OVER)
            assert_int_equal(g->place[seat], 1);
        static const char *ord[] = {"", "1st", "2nd", "3rd", "4th", "5th", "6th"};
        if (g->place[seat])
            assert_non_null(strstr(p.place_text[i], ord[g->place[seat]]));
        else
            assert_non_null(strstr(p.place_text[i], "left"));
    }
    free(h);
}

/* ---- Tests ---- */

static void test_the_winners_moment_comes_first_and_any_key_skips_it(void **state)
{
    (void)state;
    start_app();
    GameChoice c = computers(3, 5, SSG_NORMAL);
    SsgGame *g = self_play(&c);
    int winner = -1;
    for (int s = 0; s < 3; s++)
        if (g->place[s] == 1)
            winner = s;
    assert_true(winner >= 0);
    show_summary(g, &c, true);
    SummaryProbe p = probe_now();
    assert_true(p.celebrating);
    char want[96];
    snprintf(want, sizeof want, "%s wins!", siteswap_choice(&c)->seat[winner].name);
    assert_string_equal(p.headline, want);
    seconds(1);
    p = probe_now();
    assert_true(p.celebrating);
    assert_true(p.sparks_flying > 5); /* things are in the air */
    assert_int_equal(p.watch_n, 0);   /* no list under the moment */
    input_key_frame(&app, SDLK_LEFT);
    p = probe_now();
    assert_false(p.celebrating);
    assert_int_equal(p.sparks_flying, 0);
    assert_int_equal(app.scene_count, 3); /* the key only ended the moment */
    /* Left alone, the moment ends by itself. */
    app_pop_scene(&app);
    show_summary(g, &c, false);
    seconds(4);
    assert_false(probe_now().celebrating);
    free_game(g);
    stop_app();
}

/* Under the winner's name: "recognised 1 of the others' patterns", never "1 ... pattern". */
static void test_the_winner_recognised_one_of_the_others_patterns_in_words(void **state)
{
    (void)state;
    start_app();
    bool seen = false;
    for (uint64_t seed = 1; seed <= 60 && !seen; seed++) {
        GameChoice c = computers(3, seed, SSG_NORMAL);
        SsgGame *g = self_play(&c);
        int winner = -1;
        for (int s = 0; s < 3; s++)
            if (g->place[s] == 1)
                winner = s;
        SsgHistory *h = malloc(sizeof *h);
        assert_true(ssgame_history(g, h));
        int recognised = 0;
        for (int i = 0; i < h->n; i++)
            recognised += h->entry[i].outcome != SSG_OUTCOME_DROPPED &&
                          h->entry[i].recognised_by == winner;
        free(h);
        if (winner >= 0 && recognised == 1) {
            show_summary(g, &c, false);
            SummaryProbe p = probe_now();
            assert_non_null(strstr(p.moment_detail, "recognised 1 of the others' patterns"));
            app_pop_scene(&app);
            seen = true;
        }
        free_game(g);
    }
    assert_true(seen);
    stop_app();
}

static void test_every_row_says_what_the_history_says(void **state)
{
    (void)state;
    start_app();
    for (uint64_t seed = 1; seed <= 12; seed++) {
        GameChoice c = computers(2 + (int)(seed % 5), seed * 13, SSG_NORMAL);
        siteswap_choice(&c)->play_for_places = seed % 3 == 0;
        siteswap_choice(&c)->advanced = seed % 2 == 0;
        SsgGame *g = self_play(&c);
        show_summary(g, &c, false);
        check_rows(g);
        app_pop_scene(&app);
        free_game(g);
    }
    stop_app();
}

static void test_a_dropped_play_shows_who_and_nothing_more(void **state)
{
    (void)state;
    start_app();
    SsgGame *g = malloc(sizeof *g);
    int values[SSG_CARDS], performed[SSG_CARDS], n = 0;
    uint64_t seed = 1;
    while (!scripted(g, seed, values, performed, &n)) {
        ssgame_free(g);
        assert_true(++seed < 1000);
    }
    GameChoice c = game_choice_default(seed);
    *siteswap_choice(&c) = g->setup;
    show_summary(g, &c, false);
    to_the_summary();
    check_rows(g);
    SummaryProbe p = probe_now();
    assert_int_equal(p.rows_n, 2);
    assert_non_null(strstr(p.rows[0].pattern_detail, "juggled as"));
    assert_non_null(strstr(p.rows[0].pattern_detail, "clubs, left hand first"));
    assert_non_null(strstr(p.rows[0].result_detail, "juggled for real"));
    assert_string_equal(p.rows[1].who, g->setup.seat[1].name);
    assert_string_equal(p.rows[1].result, "Dropped");
    /* Nothing of Box anywhere on the summary. */
    assert_null(strstr(p.rows[1].pattern, "Box"));
    assert_string_equal(p.headline, "Game over");
    /* One Watch button: the dropped row has none. */
    assert_int_equal(p.watch_n, 1);
    assert_int_equal(p.watch_row[0], 0);
    app_pop_scene(&app);
    free_game(g);
    stop_app();
}

static void test_watch_juggles_a_row_and_closes(void **state)
{
    (void)state;
    start_app();
    /* A game with a trick in it, to watch a trick too. */
    GameChoice c;
    SsgGame *g = NULL;
    int trick_row = -1;
    for (uint64_t seed = 1; seed < 300 && trick_row < 0; seed++) {
        c = computers(4, seed, SSG_NORMAL);
        g = self_play(&c);
        SsgHistory *h = malloc(sizeof *h);
        assert_true(ssgame_history(g, h));
        for (int i = 0; i < h->n && trick_row < 0; i++)
            if (h->entry[i].kind == SSG_PLAY_TRICK && h->entry[i].outcome != SSG_OUTCOME_DROPPED)
                trick_row = i;
        free(h);
        if (trick_row < 0)
            free_game(g);
    }
    assert_true(trick_row >= 0);
    show_summary(g, &c, true);
    to_the_summary();
    SummaryProbe p = probe_now();
    assert_true(p.watch_n > 0);
    int row = p.watch_row[0];
    input_click_centre_frame(&app, p.watch_button[0]);
    p = probe_now();
    assert_true(p.watching);
    assert_true(p.watch_ok);
    assert_non_null(strstr(p.watch_title, p.rows[row].pattern));
    assert_non_null(strstr(p.watch_title, p.rows[row].who));
    /* Only the juggler moves: the summary under it is drawn once, not for each frame. */
    uint64_t drawn = app.frames_drawn;
    int redraws = p.under_watch_redraws;
    seconds(1);
    assert_true(app.frames_drawn - drawn >= 25);
    assert_true(probe_now().under_watch_redraws >= 1); /* drawn into its layer */
    assert_true(probe_now().under_watch_redraws - redraws <= 1);
    input_key_frame(&app, SDLK_ESCAPE); /* closes the overlay only */
    p = probe_now();
    assert_false(p.watching);
    assert_int_equal(app.scene_count, 3);
    /* By keys: Down to the trick's row, J juggles it, a click closes it. */
    input_key_frame(&app, SDLK_HOME);
    for (int i = 0; i < trick_row; i++)
        input_key_frame(&app, SDLK_DOWN);
    assert_int_equal(probe_now().selected, trick_row);
    input_key_frame(&app, SDLK_j);
    p = probe_now();
    assert_true(p.watching);
    assert_true(p.watch_ok);
    assert_non_null(strstr(p.watch_title, p.rows[trick_row].pattern));
    input_click_frame(&app, 5, 5);
    assert_false(probe_now().watching);
    assert_int_equal(app.scene_count, 3);
    free_game(g);
    stop_app();
}

static void test_the_list_scrolls_by_wheel_keys_and_drag(void **state)
{
    (void)state;
    start_app();
    GameChoice c;
    SsgGame *g = long_game(&c, 10);
    show_summary(g, &c, false);
    to_the_summary();
    SummaryProbe p = probe_now();
    assert_true(p.max_scroll > 0);
    assert_true(p.scroll == 0);
    SDL_FRect list = p.layout.list;
    input_wheel(&app, -2, list.x + list.w / 2, list.y + list.h / 2);
    frame();
    p = probe_now();
    assert_true(p.scroll > 0);
    float wheeled = p.scroll;
    input_wheel(&app, 1, list.x + list.w / 2, list.y + list.h / 2);
    frame();
    assert_true(probe_now().scroll < wheeled);
    input_key_frame(&app, SDLK_END);
    p = probe_now();
    assert_int_equal(p.selected, p.rows_n - 1);
    assert_true(p.scroll == p.max_scroll);
    input_key_frame(&app, SDLK_HOME);
    p = probe_now();
    assert_int_equal(p.selected, 0);
    assert_true(p.scroll == 0);
    input_key_frame(&app, SDLK_PAGEDOWN);
    assert_true(probe_now().scroll > 0);
    input_key_frame(&app, SDLK_PAGEUP);
    assert_true(probe_now().scroll == 0);
    /* Down past the bottom of the list brings the selected row into view. */
    for (int i = 0; i < p.rows_n; i++)
        input_key_frame(&app, SDLK_DOWN);
    p = probe_now();
    assert_int_equal(p.selected, p.rows_n - 1);
    assert_true(p.scroll == p.max_scroll);
    input_key_frame(&app, SDLK_HOME);
    /* A drag up by 150 pixels, starting on a Watch button: scrolls, watches nothing. */
    p = probe_now();
    SDL_FRect b = p.watch_button[1];
    float x = b.x + b.w / 2, y = b.y + b.h / 2;
    input_mouse(&app, SDL_MOUSEBUTTONDOWN, x, y);
    for (int k = 1; k <= 10; k++)
        input_motion(&app, x, y - 15.0f * (float)k, false);
    input_mouse(&app, SDL_MOUSEBUTTONUP, x, y - 150);
    frame();
    p = probe_now();
    assert_false(p.watching);
    assert_true(p.scroll > 140 && p.scroll < 160);
    free_game(g);
    stop_app();
}

static void test_play_again_leaves_one_new_table_with_the_same_seats_on_the_title(void **state)
{
    (void)state;
    start_app();
    GameChoice c = computers(4, 77, SSG_NORMAL);
    SDL_strlcpy(siteswap_choice(&c)->seat[2].name, "Zoë", sizeof siteswap_choice(&c)->seat[2].name);
    siteswap_choice(&c)->starter = -1;
    siteswap_choice(&c)->catch_rule = true;
    SsgGame *g = self_play(&c);
    for (int way = 0; way < 3; way++) {
        /* By the button, by Enter, and with no table under the summary. */
        show_summary(g, &c, way != 2);
        to_the_summary();
        if (way == 1)
            input_key_frame(&app, SDLK_RETURN);
        else
            input_click_centre_frame(&app, probe_now().layout.play_again);
        assert_int_equal(app.scene_count, 2);
        assert_ptr_equal(app.scenes[0], title);
        SstProbe t;
        assert_true(sst_scene_probe(top(), &app, &t));
        const SsgSetup *s = &t.game->setup;
        assert_int_equal(s->seats, 4);
        for (int i = 0; i < 4; i++) {
            assert_string_equal(s->seat[i].name, siteswap_choice(&c)->seat[i].name);
            assert_int_equal(s->seat[i].kind, siteswap_choice(&c)->seat[i].kind);
            assert_int_equal(s->seat[i].level, siteswap_choice(&c)->seat[i].level);
        }
        assert_true(s->catch_rule);
        assert_int_equal(s->starter, -1); /* random stays random */
        assert_true(s->seed != siteswap_choice(&c)->seed);
        assert_true(s->seed == summary_next_seed(siteswap_choice(&c)->seed, g->turns));
        assert_int_equal(t.game->actions_n, 0); /* a new game */
        app_pop_scene(&app);
    }
    free_game(g);
    stop_app();
}

static void test_back_to_title_leaves_the_title_on_top(void **state)
{
    (void)state;
    start_app();
    GameChoice c = computers(2, 3, SSG_NORMAL);
    SsgGame *g = self_play(&c);
    show_summary(g, &c, true);
    to_the_summary();
    input_click_centre_frame(&app, probe_now().layout.back);
    assert_int_equal(app.scene_count, 1);
    assert_ptr_equal(top(), title);
    show_summary(g, &c, true);
    to_the_summary();
    input_key_frame(&app, SDLK_ESCAPE);
    assert_int_equal(app.scene_count, 1);
    assert_ptr_equal(top(), title);
    /* Esc during the moment only ends the moment. */
    show_summary(g, &c, true);
    input_key_frame(&app, SDLK_ESCAPE);
    assert_int_equal(app.scene_count, 3);
    free_game(g);
    stop_app();
}

static void test_random_clicks_and_keys_do_no_harm(void **state)
{
    (void)state;
    start_app();
    GameChoice c;
    SsgGame *g = long_game(&c, 8);
    RngState rng;
    rng_seed(&rng, 99);
    const SDL_Keycode keys[] = {SDLK_UP, SDLK_DOWN, SDLK_PAGEUP, SDLK_PAGEDOWN, SDLK_HOME,
                                SDLK_END, SDLK_j, SDLK_SPACE, SDLK_a, SDLK_x, SDLK_TAB,
                                SDLK_RETURN, SDLK_ESCAPE, SDLK_BACKSPACE, SDLK_5};
    int left = 0;
    for (int round = 0; round < 40; round++) {
        if (!summary_scene_probe(top(), &app, &(SummaryProbe){0})) {
            left++;
            while (app.scene_count > 1)
                app_pop_scene(&app);
            show_summary(g, &c, round % 2 == 0);
        }
        for (int k = 0; k < 6; k++) {
            float x = (float)rng_below(&rng, (uint32_t)app.width);
            float y = (float)rng_below(&rng, (uint32_t)app.height);
            switch (rng_below(&rng, 4)) {
            case 0:
                input_mouse(&app, SDL_MOUSEBUTTONDOWN, x, y);
                break;
            case 1:
                input_mouse(&app, SDL_MOUSEBUTTONUP, x, y);
                break;
            case 2:
                input_motion(&app, x, y, false);
                break;
            default:
                input_wheel(&app, (float)rng_below(&rng, 5) - 2, x, y);
                break;
            }
            if (rng_below(&rng, 3) == 0)
                input_key(keys[rng_below(&rng, sizeof keys / sizeof *keys)]);
        }
        seconds(0.1 + 0.05 * (double)(round % 5));
        assert_true(app.scene_count >= 1 && app.scene_count <= 3);
        assert_ptr_equal(app.scenes[0], title);
        SummaryProbe p;
        if (summary_scene_probe(top(), &app, &p)) {
            assert_true(p.scroll >= 0 && p.scroll <= p.max_scroll);
            assert_true(p.selected >= 0 && p.selected < SDL_max(1, p.rows_n));
        }
    }
    assert_true(left > 0); /* the buttons and keys were found now and then */
    free_game(g);
    stop_app();
}

/* The summary says why the game ended, in the engine's words. */
static void test_the_summary_says_why_the_game_ended(void **state)
{
    (void)state;
    start_app();
    GameChoice c = computers(3, 12, SSG_NORMAL);
    SsgGame *g = self_play(&c);
    char why[160];
    ssgame_end_text(g->end_reason, why, sizeof why);
    assert_true(why[0] != '\0');
    show_summary(g, &c, false);
    assert_non_null(strstr(probe_now().subtitle, why));
    free_game(g);
    stop_app();
}

/* A Jugglers match's summary: a row per gathering (policies, hands, what passed: J6) and per
 * round's end (points: J24, winners: J25); Play again deals a Jugglers table. */
static void test_a_jugglers_match_has_the_same_summary_screen(void **state)
{
    (void)state;
    start_app();
    GameChoice c = game_choice_for(games_named("jugglers"), 8);
    c.no_save = true;
    for (int i = 0; i < jugglers_choice(&c)->players; i++)
        jugglers_choice(&c)->player[i].kind = JG_COMPUTER;
    JgGame g;
    JgView *v = malloc(sizeof *v);
    assert_true(jugglers_new(&g, jugglers_choice(&c), NULL, NULL));
    for (int i = 0; i < 20000 && g.phase != JG_PHASE_OVER; i++) {
        JgAction a;
        jugglers_view(&g, jugglers_waiting_for(&g), v);
        assert_true(jgai_decide(v, &a));
        assert_true(jugglers_apply(&g, &a, NULL, NULL));
    }
    assert_int_equal(g.phase, JG_PHASE_OVER);
    Scene *s = jt_summary_create(&app, &g, &c, jugglers_scene_create);
    assert_non_null(s);
    app_push_scene(&app, s);
    frame();
    to_the_summary();
    SummaryProbe p = probe_now();
    int rounds = 0, gatherings = 0;
    for (int i = 0; i < p.rows_n; i++) {
        if (strstr(p.rows[i].pattern, "the round"))
            rounds++;
        else
            gatherings++;
    }
    assert_int_equal(rounds, g.round);
    assert_true(gatherings >= 6 * (g.round - 1) + 1);
    int winners = 0;
    for (int s2 = 0; s2 < g.seats; s2++)
        winners += g.winner[s2];
    assert_non_null(strstr(p.headline, winners > 1 ? "share the match" : "wins the match"));
    assert_int_equal(p.places_n, jugglers_choice(&c)->players);
    input_key_frame(&app, SDLK_RETURN); /* Play again */
    frame();
    JtProbe t;
    assert_true(jugglers_scene_probe(top(), &t));
    assert_int_equal(t.game->setup.players, jugglers_choice(&c)->players);
    assert_true(t.game->setup.seed != jugglers_choice(&c)->seed);
    jugglers_free(&g);
    free(v);
    stop_app();
}

int main(int argc, char **argv)
{
    int code = test_env_start(argc, argv, "summary-xdg");
    if (code)
        return code;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_winners_moment_comes_first_and_any_key_skips_it),
        cmocka_unit_test(test_every_row_says_what_the_history_says),
        cmocka_unit_test(test_the_winner_recognised_one_of_the_others_patterns_in_words),
        cmocka_unit_test(test_a_dropped_play_shows_who_and_nothing_more),
        cmocka_unit_test(test_watch_juggles_a_row_and_closes),
        cmocka_unit_test(test_the_list_scrolls_by_wheel_keys_and_drag),
        cmocka_unit_test(test_play_again_leaves_one_new_table_with_the_same_seats_on_the_title),
        cmocka_unit_test(test_back_to_title_leaves_the_title_on_top),
        cmocka_unit_test(test_random_clicks_and_keys_do_no_harm),
        cmocka_unit_test(test_the_summary_says_why_the_game_ended),
        cmocka_unit_test(test_a_jugglers_match_has_the_same_summary_screen),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    catalogue_free(&tricks);
    TTF_Quit();
    SDL_Quit();
    return failed;
}
