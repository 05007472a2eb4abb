/* The new-game screen's name fields, in process and headless, driven by synthetic SDL events:
 * a click places the text cursor, the focused name shows a caret that blinks by the game's
 * clock, Home/End and Shift+arrows move and select, typing replaces a selection, Tab moves
 * through a seat's fields and on, names keep within their length, and a typed name reaches
 * the game.
 * Usage: test-app-setup-scene SCRATCH_DIR */
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
#include "setup_scene.h"
#include "savefile.h"
#include "sst_save.h"
#include "jugglers_scene.h"
#include "ssgame_ai.h"
#include "sst_scene.h"
#include "title.h"
#include "siteswap_choice.h"
#include "jugglers_choice.h"

static App app;

static void frame(void)
{
    assert_true(app_step(&app, LOOP_NS_PER_SECOND / 60));
    app_present(&app);
}

static SetupProbe probe_now(void)
{
    SetupProbe p;
    assert_true(setup_scene_probe(app.scenes[app.scene_count - 1], &app, &p));
    return p;
}

/* The shown choice's own part, as the game reads it (the siteswap game's, Jugglers'). */
static SsgSetup now_ssg(void)
{
    SetupProbe p = probe_now();
    assert_ptr_equal(p.choice.game, games_named("siteswap"));
    return *siteswap_choice(&p.choice);
}

static JgSetup now_jg(void)
{
    SetupProbe p = probe_now();
    assert_ptr_equal(p.choice.game, games_named("jugglers"));
    return *jugglers_choice(&p.choice);
}

static uint64_t now_seed(void)
{
    SetupProbe p = probe_now();
    return game_choice_seed(&p.choice);
}

static float text_w(const char *s, int px)
{
    int w = 0, h;
    text_measure(app.text, FONT_REGULAR, px, s, &w, &h);
    return (float)w;
}

static bool keep_last_setup; /* open the setup as it comes after a game was started */

static void open_setup(void)
{
    char err[1024];
    Options opts = {.width = 1280, .height = 720, .frames = 1};
    assert_true(app_init(&app, &opts, err, sizeof err));
    char prev[PATH_MAX];
    table_store_backup_path(app.game_save_path, prev, sizeof prev);
    remove(app.game_save_path); /* no game in progress from an earlier run */
    if (!keep_last_setup) {
        char last[PATH_MAX];
        snprintf(last, sizeof last, "%.*s/last-setup.sav",
                 (int)(strrchr(app.game_save_path, '/') - app.game_save_path), app.game_save_path);
        remove(last);
    }
    remove(prev);
    Scene *title = title_scene_create(&app);
    assert_non_null(title);
    app_push_scene(&app, title);
    Scene *setup = setup_scene_create(&app);
    assert_non_null(setup);
    app_push_scene(&app, setup);
    frame();
}

static void stop_app(void)
{
    app_shutdown(&app);
    SDL_FlushEvents(SDL_FIRSTEVENT, SDL_LASTEVENT);
}

/* Clicks into seat 0's name, past its end: the cursor goes to the end. */
static SetupProbe edit_first_name(void)
{
    SetupProbe p = probe_now();
    SDL_FRect b = p.name_box[0];
    input_click_frame(&app, b.x + b.w - 4, b.y + b.h / 2);
    frame();
    p = probe_now();
    assert_int_equal(p.focus_seat, 0);
    assert_int_equal(p.part, 0);
    return p;
}

static void test_a_click_in_a_name_places_the_caret_where_it_lands(void **state)
{
    (void)state;
    open_setup();
    SetupProbe p = edit_first_name();
    assert_string_equal(siteswap_choice(&p.choice)->seat[0].name, "Anna");
    assert_int_equal(p.cursor, 4);
    assert_int_equal(p.anchor, 4);
    /* Between "An" and "na". */
    float x = p.name_x + text_w("An", p.name_px);
    input_click_frame(&app, x + 1, p.name_box[0].y + p.name_box[0].h / 2);
    frame();
    p = probe_now();
    assert_int_equal(p.cursor, 2);
    assert_int_equal(p.anchor, 2);
    assert_true(p.caret_shown);
    assert_float_equal(p.caret.x + 1, x, 1.5);
    /* At the box's left edge: before the first letter. */
    input_click_frame(&app, p.name_box[0].x + 2, p.name_box[0].y + p.name_box[0].h / 2);
    assert_int_equal(probe_now().cursor, 0);
    /* Pressed on the name and dragged: a selection. */
    input_mouse(&app, SDL_MOUSEBUTTONDOWN, p.name_x + text_w("A", p.name_px) + 1,
               p.name_box[0].y + p.name_box[0].h / 2);
    input_motion(&app, p.name_x + text_w("Ann", p.name_px) + 1,
                 p.name_box[0].y + p.name_box[0].h / 2, false);
    input_mouse(&app, SDL_MOUSEBUTTONUP, p.name_x + text_w("Ann", p.name_px) + 1,
               p.name_box[0].y + p.name_box[0].h / 2);
    frame();
    p = probe_now();
    assert_int_equal(p.anchor, 1);
    assert_int_equal(p.cursor, 3);
    stop_app();
}

/* The colour at a point of the frame just drawn (before it is presented). */
static SDL_Color pixel_at(float x, float y)
{
    Uint32 px = 0;
    SDL_Rect r = {(int)x, (int)y, 1, 1};
    assert_int_equal(SDL_RenderReadPixels(app.renderer, &r, SDL_PIXELFORMAT_RGBA8888, &px, 4), 0);
    return (SDL_Color){(Uint8)(px >> 24), (Uint8)(px >> 16), (Uint8)(px >> 8), (Uint8)px};
}

/* Steps one frame of 1/60 s; whether the caret was drawn, checked against the pixels there. */
static bool caret_frame(void)
{
    assert_true(app_step(&app, LOOP_NS_PER_SECOND / 60));
    SetupProbe p = probe_now();
    SDL_Color c = pixel_at(p.caret.x + p.caret.w / 2, p.caret.y + p.caret.h / 2);
    bool dark = c.r < 90 && c.g < 90 && c.b < 90;
    app_present(&app);
    assert_int_equal(dark, p.caret_shown);
    return p.caret_shown;
}

static void test_the_focused_name_shows_a_caret_that_blinks(void **state)
{
    (void)state;
    open_setup();
    assert_false(probe_now().caret_shown); /* Start game has the focus: no caret anywhere */
    edit_first_name();
    /* Solid at first, then off, then on again: about half a second each. */
    int on = 0, off = 0, changes = 0;
    bool last = true;
    for (int i = 0; i < 150; i++) { /* 2.5 s */
        bool shown = caret_frame();
        if (i < 25)
            assert_true(shown);
        on += shown;
        off += !shown;
        changes += shown != last;
        last = shown;
    }
    assert_true(on > 50 && off > 50);
    assert_true(changes >= 4);
    /* Typing makes it solid again at once. */
    while (caret_frame())
        ;
    input_text_frame(&app, "x");
    assert_true(caret_frame());
    /* Another row focused: no caret. */
    input_key_frame(&app, SDLK_UP);
    assert_int_equal(probe_now().focus_seat, -1);
    assert_false(probe_now().caret_shown);
    stop_app();
}

static void test_home_end_and_shift_arrows_select_and_typing_replaces_the_selection(void **state)
{
    (void)state;
    open_setup();
    edit_first_name();
    input_key_frame(&app, SDLK_HOME);
    assert_int_equal(probe_now().cursor, 0);
    input_text_frame(&app, "J");
    assert_string_equal(now_ssg().seat[0].name, "JAnna");
    input_key_frame(&app, SDLK_END);
    assert_int_equal(probe_now().cursor, 5);
    input_key_mod_frame(&app, SDLK_LEFT, KMOD_LSHIFT);
    input_key_mod_frame(&app, SDLK_LEFT, KMOD_LSHIFT);
    SetupProbe p = probe_now();
    assert_int_equal(p.cursor, 3);
    assert_int_equal(p.anchor, 5);
    input_text_frame(&app, "et");
    assert_string_equal(now_ssg().seat[0].name, "JAnet");
    input_key_mod_frame(&app, SDLK_HOME, KMOD_LSHIFT);
    p = probe_now();
    assert_int_equal(p.cursor, 0);
    assert_int_equal(p.anchor, 5);
    input_key_frame(&app, SDLK_LEFT); /* drops the selection at its start */
    p = probe_now();
    assert_int_equal(p.cursor, 0);
    assert_int_equal(p.anchor, 0);
    input_key_frame(&app, SDLK_RIGHT);
    input_key_frame(&app, SDLK_RIGHT);
    input_key_frame(&app, SDLK_BACKSPACE);
    assert_string_equal(now_ssg().seat[0].name, "Jnet");
    input_key_frame(&app, SDLK_DELETE);
    assert_string_equal(now_ssg().seat[0].name, "Jet");
    input_key_mod_frame(&app, SDLK_a, KMOD_LCTRL);
    input_text_frame(&app, "Zoe");
    assert_string_equal(now_ssg().seat[0].name, "Zoe");
    /* Letters that are also moves elsewhere stay letters here. */
    input_text_frame(&app, "w");
    input_key_frame(&app, SDLK_w);
    input_key_frame(&app, SDLK_d);
    input_key_frame(&app, SDLK_SPACE);
    input_text_frame(&app, " ");
    input_text_frame(&app, "d");
    p = probe_now();
    assert_string_equal(siteswap_choice(&p.choice)->seat[0].name, "Zoew d");
    assert_int_equal(p.focus_seat, 0);
    stop_app();
}

static void test_tab_moves_through_a_seats_fields_and_on_to_the_next_row(void **state)
{
    (void)state;
    open_setup();
    edit_first_name();
    input_key_frame(&app, SDLK_TAB);
    SetupProbe p = probe_now();
    assert_int_equal(p.focus_seat, 0);
    assert_int_equal(p.part, 1);
    assert_false(p.caret_shown);
    input_key_frame(&app, SDLK_RIGHT); /* person -> computer */
    p = probe_now();
    assert_int_equal(siteswap_choice(&p.choice)->seat[0].kind, SSG_COMPUTER);
    assert_string_equal(siteswap_choice(&p.choice)->seat[0].name, "Anna");
    input_key_frame(&app, SDLK_LEFT);
    assert_int_equal(now_ssg().seat[0].kind, SSG_PERSON);
    input_key_frame(&app, SDLK_TAB);
    assert_int_equal(probe_now().part, 2);
    int flash = now_ssg().seat[0].flash;
    input_key_frame(&app, SDLK_RIGHT);
    assert_int_equal(now_ssg().seat[0].flash, flash + 1);
    input_key_frame(&app, SDLK_TAB); /* on to Ben's name */
    p = probe_now();
    assert_int_equal(p.focus_seat, 1);
    assert_int_equal(p.part, 0);
    assert_int_equal(p.cursor, strlen("Ben"));
    input_key_frame(&app, SDLK_LEFT); /* in a name the arrows move the cursor */
    p = probe_now();
    assert_int_equal(p.cursor, 2);
    assert_int_equal(siteswap_choice(&p.choice)->seat[1].kind, SSG_PERSON);
    input_key_mod_frame(&app, SDLK_TAB, KMOD_LSHIFT); /* back to Anna's flash */
    p = probe_now();
    assert_int_equal(p.focus_seat, 0);
    assert_int_equal(p.part, 2);
    input_key_frame(&app, SDLK_TAB);
    input_key_frame(&app, SDLK_TAB);
    input_key_frame(&app, SDLK_TAB);
    input_key_frame(&app, SDLK_TAB); /* past Ben's three fields: the first option */
    p = probe_now();
    assert_int_equal(p.focus_seat, -1);
    assert_non_null(strstr(p.focus_label, "[1]"));
    /* Typing on the person/computer field goes to the name. */
    input_key_mod_frame(&app, SDLK_TAB, KMOD_LSHIFT);
    input_key_mod_frame(&app, SDLK_TAB, KMOD_LSHIFT);
    assert_int_equal(probe_now().part, 1);
    input_text_frame(&app, "s");
    p = probe_now();
    assert_int_equal(p.part, 0);
    assert_string_equal(siteswap_choice(&p.choice)->seat[1].name, "Bens");
    stop_app();
}

static void test_a_name_keeps_within_its_length(void **state)
{
    (void)state;
    open_setup();
    edit_first_name();
    for (int i = 0; i < 30; i++)
        input_text_frame(&app, "m");
    SetupProbe p = probe_now();
    size_t n = strlen(siteswap_choice(&p.choice)->seat[0].name);
    assert_int_equal(n, 19); /* the longest name a seat's panel has room for */
    assert_int_equal(p.cursor, n);
    /* A long name slides so the caret stays in its box. */
    assert_true(p.caret.x + p.caret.w <= p.name_box[0].x + p.name_box[0].w + 1);
    assert_true(p.caret.x >= p.name_box[0].x);
    stop_app();
}

static void test_a_typed_name_reaches_the_game(void **state)
{
    (void)state;
    open_setup();
    edit_first_name();
    input_key_mod_frame(&app, SDLK_a, KMOD_LCTRL);
    input_text_frame(&app, "Mia");
    input_click_frame(&app, setup_scene_start_rect(&app).x + 10,
                      setup_scene_start_rect(&app).y + 10);
    frame();
    SstProbe t;
    assert_true(sst_scene_probe(app.scenes[app.scene_count - 1], &app, &t));
    assert_string_equal(t.game->setup.seat[0].name, "Mia");
    assert_string_equal(t.game->setup.seat[1].name, "Ben");
    stop_app();
}

/* Names take the same keys as every text field: the clipboard and word deletes too. */
static void test_a_name_copies_cuts_and_pastes_through_the_clipboard(void **state)
{
    (void)state;
    open_setup();
    edit_first_name();
    input_key_mod_frame(&app, SDLK_a, KMOD_LCTRL);
    input_key_mod_frame(&app, SDLK_c, KMOD_LCTRL);
    input_key_frame(&app, SDLK_END);
    input_text_frame(&app, " ");
    input_key_mod_frame(&app, SDLK_v, KMOD_LCTRL);
    assert_string_equal(now_ssg().seat[0].name, "Anna Anna");
    input_key_mod_frame(&app, SDLK_BACKSPACE, KMOD_LCTRL); /* the last word */
    assert_string_equal(now_ssg().seat[0].name, "Anna ");
    input_key_frame(&app, SDLK_HOME);
    input_key_mod_frame(&app, SDLK_RIGHT, KMOD_LSHIFT);
    input_key_mod_frame(&app, SDLK_x, KMOD_LCTRL);
    assert_string_equal(now_ssg().seat[0].name, "nna ");
    input_key_frame(&app, SDLK_END);
    input_key_mod_frame(&app, SDLK_v, KMOD_LCTRL);
    assert_string_equal(now_ssg().seat[0].name, "nna A");
    input_key_frame(&app, SDLK_HOME);
    input_key_mod_frame(&app, SDLK_DELETE, KMOD_LCTRL); /* on to the end of the word */
    assert_string_equal(now_ssg().seat[0].name, " A");
    stop_app();
}


static void test_setup_remembers_the_last_games_seats_names_and_options(void **state)
{
    (void)state;
    open_setup();
    edit_first_name();
    input_key_mod_frame(&app, SDLK_a, KMOD_LCTRL);
    input_text_frame(&app, "Mia");
    input_click_frame(&app, setup_scene_start_rect(&app).x + 10,
                      setup_scene_start_rect(&app).y + 10);
    frame();
    SstProbe t;
    assert_true(sst_scene_probe(app.scenes[app.scene_count - 1], &app, &t));
    uint64_t seed = t.game->setup.seed;
    stop_app();
    keep_last_setup = true;
    open_setup();
    keep_last_setup = false;
    SetupProbe p = probe_now();
    assert_string_equal(siteswap_choice(&p.choice)->seat[0].name, "Mia");
    assert_string_equal(siteswap_choice(&p.choice)->seat[1].name, "Ben");
    assert_int_equal(siteswap_choice(&p.choice)->seats, 2);
    (void)seed;
    stop_app();
}

/* A game in progress in the save file, as the table would have written it. */
static char *save_in_progress(void)
{
    SsgGame g;
    GameChoice c = game_choice_default(77);
    assert_true(ssgame_new(&g, siteswap_choice(&c), NULL, NULL, NULL));
    assert_true(ssgame_apply(&g, &(SsgAction){.kind = SSG_ACT_SKIP, .seat = g.turn}, NULL, NULL));
    char *text = sst_save_text(&g, &c);
    assert_non_null(text);
    ssgame_free(&g);
    char err[1500];
    assert_true(savefile_write(app.game_save_path, text, strlen(text), err, sizeof err));
    return text;
}

static void click_rect(SDL_FRect r)
{
    input_click_frame(&app, r.x + r.w / 2, r.y + r.h / 2);
}

static void test_start_over_a_game_in_progress_asks_and_a_new_one_keeps_the_old_as_backup(void **state)
{
    (void)state;
    open_setup();
    char *old = save_in_progress();
    click_rect(setup_scene_start_rect(&app));
    frame();
    SetupProbe p = probe_now();
    assert_true(p.asking);
    SstProbe t;
    assert_false(sst_scene_probe(app.scenes[app.scene_count - 1], &app, &t));
    click_rect(setup_scene_ask_rect(&app, 1)); /* Start a new one */
    frame();
    assert_true(sst_scene_probe(app.scenes[app.scene_count - 1], &app, &t));
    char prev[PATH_MAX], err[1500];
    table_store_backup_path(app.game_save_path, prev, sizeof prev);
    size_t len = 0;
    char *kept = savefile_read(prev, &len, err, sizeof err);
    assert_non_null(kept);
    assert_string_equal(kept, old); /* the game in progress, byte for byte */
    char *now = savefile_read(app.game_save_path, &len, err, sizeof err);
    assert_non_null(now);
    assert_string_not_equal(now, old);
    SDL_free(kept);
    SDL_free(now);
    SDL_free(old);
    remove(prev);
    stop_app();
}

static void test_continue_it_resumes_the_game_in_progress_and_esc_asks_no_more(void **state)
{
    (void)state;
    open_setup();
    char *old = save_in_progress();
    click_rect(setup_scene_start_rect(&app));
    frame();
    assert_true(probe_now().asking);
    input_key_frame(&app, SDLK_ESCAPE); /* not now: back to the setup, nothing changed */
    frame();
    assert_false(probe_now().asking);
    click_rect(setup_scene_start_rect(&app));
    frame();
    assert_true(probe_now().asking);
    input_key_frame(&app, SDLK_RETURN); /* Continue it is the default */
    frame();
    SstProbe t;
    assert_true(sst_scene_probe(app.scenes[app.scene_count - 1], &app, &t));
    assert_int_equal(t.game->actions_n, 1);
    assert_int_equal(t.game->setup.seed, 77);
    SDL_free(old);
    stop_app();
}

/* Up or Down until the focused row's label is this one; fails after a lap. */
static void focus_row(const char *label, SDL_Keycode dir)
{
    for (int i = 0; i < 30; i++) {
        if (!strcmp(probe_now().focus_label, label))
            return;
        input_key_frame(&app, dir);
    }
    fail_msg("no row labelled %s", label);
}

static void test_play_offers_both_games_and_jugglers_has_its_own_rows(void **state)
{
    (void)state;
    open_setup();
    assert_ptr_equal(probe_now().choice.game, games_named("siteswap"));
    click_rect(setup_scene_game_rect(&app));
    SetupProbe p = probe_now();
    assert_ptr_equal(p.choice.game, games_named("jugglers"));
    assert_string_equal(p.focus_label, "Game");
    /* Players 2 to 5, no more and no fewer. */
    focus_row("Players", SDLK_DOWN);
    for (int i = 0; i < 6; i++)
        input_key_frame(&app, SDLK_RIGHT);
    assert_int_equal(now_jg().players, 5);
    for (int i = 0; i < 6; i++)
        input_key_frame(&app, SDLK_LEFT);
    assert_int_equal(now_jg().players, 2);
    /* No highest flash in Jugglers: Tab goes from a seat's kind on to the next seat's name. */
    input_key_frame(&app, SDLK_DOWN);
    assert_int_equal(probe_now().focus_seat, 0);
    input_key_frame(&app, SDLK_TAB);
    assert_int_equal(probe_now().part, 1);
    input_key_frame(&app, SDLK_TAB);
    p = probe_now();
    assert_int_equal(p.focus_seat, 1);
    assert_int_equal(p.part, 0);
    /* Round wins 1 to 5, 2 by default. */
    input_key_frame(&app, SDLK_DOWN);
    focus_row("Round wins to win", SDLK_DOWN);
    assert_int_equal(now_jg().wins, 2);
    for (int i = 0; i < 7; i++)
        input_key_frame(&app, SDLK_RIGHT);
    assert_int_equal(now_jg().wins, 5);
    for (int i = 0; i < 7; i++)
        input_key_frame(&app, SDLK_LEFT);
    assert_int_equal(now_jg().wins, 1);
    /* The siteswap game's options are not rows of Jugglers. */
    for (int i = 0; i < 20; i++) {
        input_key_frame(&app, SDLK_DOWN);
        assert_null(strstr(probe_now().focus_label, "[1]"));
        assert_null(strstr(probe_now().focus_label, "flash"));
    }
    stop_app();
}

/* A choice holds one game: the screen keeps each game's seats and options while the other is
 * shown, and the deal shown (the seed) stays through the switch. */
static void test_switching_the_game_and_back_keeps_each_games_rows_and_the_seed(void **state)
{
    (void)state;
    open_setup();
    focus_row("Seats", SDLK_DOWN);
    input_key_frame(&app, SDLK_RIGHT);
    assert_int_equal(now_ssg().seats, 3);
    uint64_t seed = now_seed();
    click_rect(setup_scene_game_rect(&app));
    assert_int_equal(now_jg().players, 4);
    assert_true(now_seed() == seed);
    focus_row("Players", SDLK_DOWN);
    input_key_frame(&app, SDLK_LEFT);
    assert_int_equal(now_jg().players, 3);
    click_rect(setup_scene_game_rect(&app));
    assert_int_equal(now_ssg().seats, 3);
    assert_true(now_seed() == seed);
    click_rect(setup_scene_game_rect(&app));
    assert_int_equal(now_jg().players, 3);
    stop_app();
}

/* A click on a row's "‹" steps its value back, on its "›" on (it raised it either way). */
static void test_a_click_on_the_left_arrow_lowers_the_value_and_on_the_right_one_raises_it(void **state)
{
    (void)state;
    open_setup();
    focus_row("Seats", SDLK_DOWN);
    int seats = now_ssg().seats;
    input_key_frame(&app, SDLK_RIGHT);
    assert_int_equal(now_ssg().seats, seats + 1);
    SetupProbe p = probe_now();
    assert_true(p.step_back_x > 0 && p.step_on_x > p.step_back_x);
    input_click_frame(&app, p.step_back_x, p.focus_y);
    assert_int_equal(now_ssg().seats, seats);
    input_click_frame(&app, p.step_on_x, p.focus_y);
    assert_int_equal(now_ssg().seats, seats + 1);
    /* And Jugglers' round wins: 2, then 3 by "›", then back to 2 by "‹". */
    click_rect(setup_scene_game_rect(&app));
    focus_row("Round wins to win", SDLK_DOWN);
    p = probe_now();
    assert_int_equal(jugglers_choice(&p.choice)->wins, 2);
    input_click_frame(&app, p.step_on_x, p.focus_y);
    assert_int_equal(now_jg().wins, 3);
    p = probe_now();
    input_click_frame(&app, p.step_back_x, p.focus_y);
    assert_int_equal(now_jg().wins, 2);
    stop_app();
}

/* Option [1] has the one name the Rules give it. */
static void test_option_1_is_named_as_in_the_rules(void **state)
{
    (void)state;
    open_setup();
    focus_row("[1] Show enough throws", SDLK_DOWN);
    char path[PATH_MAX + 64];
    snprintf(path, sizeof path, "%s/rules/siteswap-card-game.txt", app.data_dir);
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    static char text[200000];
    size_t n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[n] = '\0';
    assert_non_null(strstr(text, "[1] Show enough throws"));
    stop_app();
}

/* The variation follows the player count, and the screen says which in words (J21, J22, J7). */
static void test_the_jugglers_variation_follows_the_player_count_in_words(void **state)
{
    (void)state;
    open_setup();
    click_rect(setup_scene_game_rect(&app));
    focus_row("Players", SDLK_DOWN);
    for (int i = 0; i < 4; i++)
        input_key_frame(&app, SDLK_LEFT);
    SetupProbe p = probe_now();
    assert_int_equal(jugglers_choice(&p.choice)->players, 2);
    bool sigils = jugglers_choice(&p.choice)->dummy_sigils;
    assert_non_null(strstr(p.under, "Two players"));
    assert_non_null(strstr(p.under, sigils ? "6 gatherings" : "7 gatherings"));
    /* Two players choose the dummies' sigils on a row of their own. */
    focus_row("Dummies", SDLK_DOWN);
    input_key_frame(&app, SDLK_RETURN);
    p = probe_now();
    assert_int_equal(jugglers_choice(&p.choice)->dummy_sigils, !sigils);
    assert_non_null(strstr(p.under, sigils ? "7 gatherings" : "6 gatherings"));
    focus_row("Players", SDLK_UP);
    input_key_frame(&app, SDLK_RIGHT);
    assert_non_null(strstr(probe_now().under, "dummy head"));
    input_key_frame(&app, SDLK_RIGHT);
    assert_non_null(strstr(probe_now().under, "standard game"));
    input_key_frame(&app, SDLK_RIGHT);
    assert_non_null(strstr(probe_now().under, "crowded village"));
    /* No Dummies row without dummies to play. */
    for (int i = 0; i < 20; i++) {
        input_key_frame(&app, SDLK_DOWN);
        assert_string_not_equal(probe_now().focus_label, "Dummies");
    }
    stop_app();
}

static void test_a_jugglers_game_is_set_up_and_started_from_the_keyboard(void **state)
{
    (void)state;
    open_setup();
    focus_row("Game", SDLK_UP);
    input_key_frame(&app, SDLK_RIGHT);
    focus_row("Players", SDLK_DOWN);
    input_key_frame(&app, SDLK_LEFT); /* three */
    input_key_frame(&app, SDLK_DOWN);
    input_key_frame(&app, SDLK_DOWN); /* Ben: Tab to his kind, a hard computer */
    input_key_frame(&app, SDLK_TAB);
    input_key_frame(&app, SDLK_LEFT);
    assert_int_equal(now_jg().player[1].kind, JG_COMPUTER);
    assert_int_equal(now_jg().player[1].level, JG_HARD);
    focus_row("Round wins to win", SDLK_DOWN);
    input_key_frame(&app, SDLK_RIGHT);
    focus_row("Deal (seed)", SDLK_DOWN);
    input_key_frame(&app, SDLK_BACKSPACE);
    input_key_frame(&app, SDLK_BACKSPACE);
    input_key_frame(&app, SDLK_BACKSPACE);
    input_key_frame(&app, SDLK_BACKSPACE);
    input_key_frame(&app, SDLK_BACKSPACE);
    input_key_frame(&app, SDLK_BACKSPACE);
    input_text_frame(&app, "4");
    input_text_frame(&app, "2");
    focus_row("Start game", SDLK_DOWN);
    input_key_frame(&app, SDLK_RETURN);
    frame();
    JtProbe t;
    assert_true(jugglers_scene_probe(app.scenes[app.scene_count - 1], &t));
    assert_int_equal(t.game->setup.players, 3);
    assert_int_equal(t.game->setup.wins, 3);
    assert_int_equal(t.game->setup.seed, 42);
    assert_int_equal(t.game->setup.player[1].kind, JG_COMPUTER);
    assert_int_equal(t.game->setup.player[1].level, JG_HARD);
    stop_app();
    /* Play opens on the game played last, with its seats. */
    keep_last_setup = true;
    open_setup();
    keep_last_setup = false;
    SetupProbe p = probe_now();
    assert_ptr_equal(p.choice.game, games_named("jugglers"));
    assert_int_equal(jugglers_choice(&p.choice)->players, 3);
    assert_int_equal(jugglers_choice(&p.choice)->wins, 3);
    stop_app();
}

/* A computer seat of the siteswap game says what its level means: its juggler profile. */
static void test_a_computer_seat_shows_what_its_level_means(void **state)
{
    (void)state;
    open_setup();
    assert_string_equal(probe_now().under, "");
    edit_first_name();
    input_key_frame(&app, SDLK_TAB);
    input_key_frame(&app, SDLK_LEFT); /* person -> computer, hard */
    SetupProbe p = probe_now();
    assert_int_equal(siteswap_choice(&p.choice)->seat[0].level, SSG_HARD);
    char want[160];
    ssai_profile_text(SSG_HARD, siteswap_choice(&p.choice)->seat[0].flash, want, sizeof want);
    assert_non_null(strstr(p.under, want));
    assert_non_null(strstr(p.under, "hard"));
    input_key_frame(&app, SDLK_LEFT); /* normal: another profile */
    p = probe_now();
    ssai_profile_text(SSG_NORMAL, siteswap_choice(&p.choice)->seat[0].flash, want, sizeof want);
    assert_non_null(strstr(p.under, want));
    stop_app();
}

/* A Jugglers game in progress: a new siteswap game asks first and keeps it as the previous
 * game; Continue it resumes the Jugglers table. */
static void test_start_over_a_jugglers_game_in_progress_asks_and_keeps_it(void **state)
{
    (void)state;
    open_setup();
    JgGame g;
    GameChoice c = game_choice_for(games_named("jugglers"), 31);
    assert_true(jugglers_new(&g, jugglers_choice(&c), NULL, NULL));
    char *text = jugglers_save(&g);
    jugglers_free(&g);
    char err[1500];
    assert_true(savefile_write(app.game_save_path, text, strlen(text), err, sizeof err));
    click_rect(setup_scene_start_rect(&app));
    frame();
    assert_true(probe_now().asking);
    input_key_frame(&app, SDLK_RETURN); /* Continue it */
    frame();
    JtProbe t;
    assert_true(jugglers_scene_probe(app.scenes[app.scene_count - 1], &t));
    assert_int_equal(t.game->setup.seed, 31);
    stop_app();
    open_setup();
    assert_true(savefile_write(app.game_save_path, text, strlen(text), err, sizeof err));
    click_rect(setup_scene_start_rect(&app));
    frame();
    click_rect(setup_scene_ask_rect(&app, 1)); /* Start a new one */
    frame();
    SstProbe tp;
    assert_true(sst_scene_probe(app.scenes[app.scene_count - 1], &app, &tp));
    char prev[PATH_MAX];
    table_store_backup_path(app.game_save_path, prev, sizeof prev);
    size_t len = 0;
    char *kept = savefile_read(prev, &len, err, sizeof err);
    assert_non_null(kept);
    assert_string_equal(kept, text);
    SDL_free(kept);
    free(text);
    remove(prev);
    stop_app();
}

int main(int argc, char **argv)
{
    int code = test_env_start(argc, argv, "setup-xdg");
    if (code)
        return code;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_click_in_a_name_places_the_caret_where_it_lands),
        cmocka_unit_test(test_the_focused_name_shows_a_caret_that_blinks),
        cmocka_unit_test(test_home_end_and_shift_arrows_select_and_typing_replaces_the_selection),
        cmocka_unit_test(test_tab_moves_through_a_seats_fields_and_on_to_the_next_row),
        cmocka_unit_test(test_a_name_keeps_within_its_length),
        cmocka_unit_test(test_a_typed_name_reaches_the_game),
        cmocka_unit_test(test_a_name_copies_cuts_and_pastes_through_the_clipboard),
        cmocka_unit_test(test_start_over_a_game_in_progress_asks_and_a_new_one_keeps_the_old_as_backup),
        cmocka_unit_test(test_setup_remembers_the_last_games_seats_names_and_options),
        cmocka_unit_test(test_continue_it_resumes_the_game_in_progress_and_esc_asks_no_more),
        cmocka_unit_test(test_play_offers_both_games_and_jugglers_has_its_own_rows),
        cmocka_unit_test(test_option_1_is_named_as_in_the_rules),
        cmocka_unit_test(test_a_click_on_the_left_arrow_lowers_the_value_and_on_the_right_one_raises_it),
        cmocka_unit_test(test_the_jugglers_variation_follows_the_player_count_in_words),
        cmocka_unit_test(test_a_jugglers_game_is_set_up_and_started_from_the_keyboard),
        cmocka_unit_test(test_a_computer_seat_shows_what_its_level_means),
        cmocka_unit_test(test_start_over_a_jugglers_game_in_progress_asks_and_keeps_it),
        cmocka_unit_test(test_switching_the_game_and_back_keeps_each_games_rows_and_the_seed),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    TTF_Quit();
    SDL_Quit();
    return failed;
}
