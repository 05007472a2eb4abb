/* An idle game sleeps (app.h, Scene.still_ms): the loop waits for events while every scene
 * drawn is still, runs the ticks of the time slept before the event that wakes it, and draws
 * nothing while the window is hidden. Scenes here are small ones that count what happens to
 * them; the title is the real one.
 * Usage: test-app-idle SCRATCH_DIR */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <SDL.h>
#include <SDL_ttf.h>
#include <stdio.h>

#include "app.h"
#include "test_input.h"
#include "jugglers_scene.h"
#include "rules_scene.h"
#include "ssgame_ai.h"
#include "sst_summary.h"
#include "sst_scene.h"
#include "test_env.h"
#include "title.h"
#include "siteswap_choice.h"
#include "siteswap_games.h"
#include "jugglers_choice.h"

#include <stdlib.h>
#include <string.h>

typedef struct Counter {
    Scene base;
    uint32_t still;           /* what still_ms answers */
    int inputs, updates, draws;
    uint64_t ticks_at_input;  /* the app's ticks when the last input came */
} Counter;

static App app;

static uint32_t counter_still(Scene *scene, App *a)
{
    (void)a;
    return ((Counter *)scene)->still;
}

static bool counter_input(Scene *scene, App *a, const Input *in)
{
    (void)in;
    Counter *c = (Counter *)scene;
    c->inputs++;
    c->ticks_at_input = a->loop.ticks;
    return true;
}

static void counter_update(Scene *scene, App *a)
{
    (void)a;
    ((Counter *)scene)->updates++;
}

static void counter_draw(Scene *scene, App *a, double blend)
{
    (void)a;
    (void)blend;
    ((Counter *)scene)->draws++;
}

/* Scenes live in the test; the app must not free them. */
static Counter counters[3];

static Counter *counter(int i, uint32_t still, bool hook, bool opaque)
{
    counters[i] = (Counter){.base = {.update = counter_update, .draw = counter_draw,
                                     .input = counter_input, .opaque = opaque},
                            .still = still};
    if (hook)
        counters[i].base.still_ms = counter_still;
    return &counters[i];
}

static int start(void **state)
{
    (void)state;
    char err[1024];
    Options opts = {.width = 640, .height = 400, .frames = 1};
    if (!app_init(&app, &opts, err, sizeof err)) {
        fprintf(stderr, "%s\n", err);
        return -1;
    }
    app.notice_ticks = 0; /* a notice from start-up would shorten every sleep */
    return 0;
}

static int stop(void **state)
{
    (void)state;
    app.scene_count = 0; /* the counters are not the app's to free */
    app_shutdown(&app);
    SDL_FlushEvents(SDL_FIRSTEVENT, SDL_LASTEVENT);
    return 0;
}

static Uint32 SDLCALL push_quit(Uint32 interval, void *param)
{
    (void)interval;
    (void)param;
    SDL_Event e = {.type = SDL_QUIT};
    SDL_PushEvent(&e);
    return 0;
}

static Uint32 SDLCALL push_key(Uint32 interval, void *param)
{
    (void)interval;
    (void)param;
    SDL_Event e = {.type = SDL_KEYDOWN};
    e.key.keysym.sym = SDLK_x;
    SDL_PushEvent(&e);
    return 0;
}

static void test_the_loop_waits_only_while_still(void **state)
{
    (void)state;
    assert_int_equal(app_wait_ms(0, false, false), 0);
    assert_int_equal(app_wait_ms(400, false, false), 400);
    assert_int_equal(app_wait_ms(APP_STILL_FOREVER, false, false), APP_MAX_SLEEP_MS);
    /* Hidden: nothing to draw, whatever moves; the ticks still catch up now and then. */
    assert_int_equal(app_wait_ms(0, true, false), APP_MAX_SLEEP_MS);
    /* A screenshot run steps a steady 60 Hz and never waits. */
    assert_int_equal(app_wait_ms(APP_STILL_FOREVER, false, true), 0);
    assert_int_equal(app_wait_ms(0, true, true), 0);
}

static void test_still_is_the_least_of_the_scenes_drawn(void **state)
{
    (void)state;
    app_push_scene(&app, &counter(0, 0, true, true)->base);                  /* moves, hidden */
    app_push_scene(&app, &counter(1, APP_STILL_FOREVER, true, true)->base);  /* opaque */
    assert_int_equal(app_still_ms(&app), APP_STILL_FOREVER);
    app_push_scene(&app, &counter(2, 300, true, false)->base);               /* a caret over it */
    assert_int_equal(app_still_ms(&app), 300);
    counters[2].base.still_ms = NULL; /* no hook: always moving */
    assert_int_equal(app_still_ms(&app), 0);
    app.scene_count = 2;
    app.notice_ticks = LOOP_TICKS_PER_SECOND / 5; /* a notice goes in 200 ms */
    assert_int_equal(app_still_ms(&app), 200);
    app.notice_ticks = 0;
    app.scene_count = 0;
}

static void test_the_ticks_slept_run_before_the_event_that_wakes(void **state)
{
    (void)state;
    Counter *c = counter(0, APP_STILL_FOREVER, true, true);
    app_push_scene(&app, &c->base);
    uint64_t t0 = app.loop.ticks;
    /* Three seconds asleep, then a key: all 375 ticks run first, so an animation the key
     * starts begins now, not three seconds ago, and none is lost. */
    app_catch_up(&app, 3 * LOOP_NS_PER_SECOND, 3 * LOOP_NS_PER_SECOND);
    push_key(0, NULL);
    assert_true(app_step(&app, 0));
    assert_int_equal(c->inputs, 1);
    assert_int_equal(c->ticks_at_input - t0, 3 * LOOP_TICKS_PER_SECOND);
    assert_int_equal(c->updates, 3 * LOOP_TICKS_PER_SECOND);
    assert_int_equal(app.loop.ticks - t0, 3 * LOOP_TICKS_PER_SECOND);
    app.scene_count = 0;
}

static void test_a_still_scene_is_drawn_once_and_on_input(void **state)
{
    (void)state;
    Counter *c = counter(0, APP_STILL_FOREVER, true, true);
    app_push_scene(&app, &c->base);
    SDL_TimerID key = SDL_AddTimer(150, push_key, NULL);
    SDL_TimerID quit = SDL_AddTimer(700, push_quit, NULL);
    Options opts = {0};
    app.quit = false;
    uint64_t t0 = app.loop.ticks;
    app_run(&app, &opts);
    SDL_RemoveTimer(key);
    SDL_RemoveTimer(quit);
    /* The first frame and the key's: a moving scene would have drawn dozens in 0.7 s. */
    assert_int_equal(c->inputs, 1);
    assert_true(c->draws >= 2 && c->draws <= 3);
    /* The clock kept time while asleep (the timers' own start is a little loose): the key
     * came after about 150 ms of ticks, the quit after about 700 ms. */
    assert_true(c->ticks_at_input - t0 >= 100 * LOOP_TICKS_PER_SECOND / 1000);
    assert_true(app.loop.ticks - t0 >= 600 * LOOP_TICKS_PER_SECOND / 1000);
    app.scene_count = 0;
}

static void test_a_hidden_window_draws_nothing_and_keeps_time(void **state)
{
    (void)state;
    Counter *c = counter(0, 0, false, true); /* always moving */
    app_push_scene(&app, &c->base);
    SDL_HideWindow(app.window);
    assert_true(SDL_GetWindowFlags(app.window) & SDL_WINDOW_HIDDEN);
    SDL_TimerID quit = SDL_AddTimer(600, push_quit, NULL);
    Options opts = {0};
    app.quit = false;
    uint64_t t0 = app.loop.ticks;
    app_run(&app, &opts);
    SDL_RemoveTimer(quit);
    SDL_ShowWindow(app.window);
    assert_int_equal(c->draws, 0);
    /* The game goes on unseen: its ticks run (600 ms is 75 of them). */
    assert_true(app.loop.ticks - t0 >= 500 * LOOP_TICKS_PER_SECOND / 1000);
    assert_int_equal((uint64_t)c->updates, app.loop.ticks - t0);
    app.scene_count = 0;
}

static void test_a_caret_wakes_the_loop_at_its_blink(void **state)
{
    (void)state;
    /* A blink that restarted now turns in 530 ms (and a moment more, so it has turned). */
    double now = app_time(&app, 0);
    uint32_t ms = app_ms_to_blink(&app, now, 0.53);
    assert_true(ms >= 530 && ms <= 532);
    assert_true(app_ms_to_blink(&app, now - 0.5, 0.53) <= 32);
}

static void test_the_title_left_alone_is_still(void **state)
{
    (void)state;
    Scene *title = title_scene_create(&app);
    assert_non_null(title);
    app_push_scene(&app, title);
    assert_true(app_step(&app, LOOP_NS_PER_SECOND / 60));
    assert_int_equal(app_still_ms(&app), APP_STILL_FOREVER);
    /* A key: the cards bob a while, then rest again. */
    push_key(0, NULL);
    assert_true(app_step(&app, LOOP_NS_PER_SECOND / 60));
    assert_int_equal(app_still_ms(&app), 0);
    for (int i = 0; i < 5 * 60 && app_still_ms(&app) == 0; i++)
        assert_true(app_step(&app, LOOP_NS_PER_SECOND / 60));
    assert_int_equal(app_still_ms(&app), APP_STILL_FOREVER);
    /* A pointer passing by moves nothing. */
    input_motion(&app, 5, 5, false);
    assert_true(app_step(&app, LOOP_NS_PER_SECOND / 60));
    assert_int_equal(app_still_ms(&app), APP_STILL_FOREVER);
    app_pop_scene(&app);
    app.quit = false;
}

/* Frames at 60 a second until the picture is still, at most seconds of game time; false if it
 * never was. */
static bool until_still(double seconds)
{
    for (int i = 0; i < (int)(seconds * 60) && app_still_ms(&app) == 0; i++)
        if (!app_step(&app, LOOP_NS_PER_SECOND / 60))
            return false;
    return app_still_ms(&app) != 0;
}

static void key_frame(SDL_Keycode sym)
{
    input_key(sym);
    assert_true(app_step(&app, LOOP_NS_PER_SECOND / 60));
}

/* Leaves the title under whatever the test pushed, as main does. */
static void push_over_title(Scene *scene)
{
    Scene *title = title_scene_create(&app);
    assert_non_null(title);
    assert_non_null(scene);
    app_push_scene(&app, title);
    app_push_scene(&app, scene);
}

static void test_the_jugglers_table_waiting_for_a_person_is_still(void **state)
{
    (void)state;
    GameChoice c = game_choice_for(games_named("jugglers"), 1);
    c.no_save = true;
    jugglers_choice(&c)->players = 3;
    for (int i = 0; i < 3; i++)
        jugglers_choice(&c)->player[i].kind = i == 0 ? JG_PERSON : JG_COMPUTER;
    jugglers_choice(&c)->first_chairman = 1; /* a computer first: the table plays on before it waits */
    push_over_title(jugglers_scene_create(&app, &c));
    assert_true(app_step(&app, LOOP_NS_PER_SECOND / 60));
    assert_int_equal(app_still_ms(&app), 0); /* the deal flies */
    assert_true(until_still(120));
    JtProbe p;
    assert_true(jugglers_scene_probe(app.scenes[app.scene_count - 1], &p));
    assert_int_equal(p.mode, TABLE_PRIVATE); /* alone at the table: no curtain */
    assert_false(p.busy);
    assert_int_equal(app_still_ms(&app), APP_STILL_FOREVER);
    /* Left alone, it stays still: nothing is due. */
    for (int i = 0; i < 120; i++)
        assert_true(app_step(&app, LOOP_NS_PER_SECOND / 60));
    assert_int_equal(app_still_ms(&app), APP_STILL_FOREVER);
    while (app.scene_count > 0)
        app_pop_scene(&app);
    app.quit = false;
}

static void test_the_rules_screen_is_still_only_without_a_juggler(void **state)
{
    (void)state;
    push_over_title(rules_scene_create(&app));
    assert_true(app_step(&app, LOOP_NS_PER_SECOND / 60));
    assert_int_equal(app_still_ms(&app), 0); /* the cascade is juggled */
    /* An invalid example: its diagram does not move, once the text has scrolled to it. */
    RulesSceneView v = {0};
    for (int i = 0; i < 200 && strcmp(v.focused, "533") != 0; i++) {
        key_frame(SDLK_TAB);
        assert_true(rules_scene_view(app.scenes[app.scene_count - 1], &v));
    }
    assert_string_equal(v.focused, "533");
    key_frame(SDLK_RETURN);
    assert_true(until_still(5));
    assert_true(rules_scene_view(app.scenes[app.scene_count - 1], &v));
    assert_true(v.invalid);
    assert_int_equal(app_still_ms(&app), APP_STILL_FOREVER);
    /* A scroll moves the text until it rests again. */
    key_frame(SDLK_PAGEDOWN);
    assert_int_equal(app_still_ms(&app), 0);
    assert_true(until_still(5));
    while (app.scene_count > 0)
        app_pop_scene(&app);
    app.quit = false;
}

static void test_the_summary_is_still_after_the_winners_moment(void **state)
{
    (void)state;
    GameChoice c = siteswap_games_choice(3, "ccc");
    c.no_save = true;
    SsgGame *g = siteswap_games_played(&c, &app.catalogue);
    assert_non_null(g);
    push_over_title(sst_summary_create(&app, g, &c, sst_scene_create));
    siteswap_games_free(g);
    assert_true(app_step(&app, LOOP_NS_PER_SECOND / 60));
    assert_int_equal(app_still_ms(&app), 0); /* props thrown for the winner */
    assert_true(until_still(30));
    assert_int_equal(app_still_ms(&app), APP_STILL_FOREVER);
    /* Watching a pattern (the first row that has one): the juggler moves. */
    SummaryProbe p = {0};
    for (int i = 0; i < 100 && !p.watching; i++) {
        key_frame(SDLK_j);
        assert_true(summary_scene_probe(app.scenes[app.scene_count - 1], &app, &p));
        if (!p.watching)
            key_frame(SDLK_DOWN);
    }
    assert_true(p.watching);
    assert_int_equal(app_still_ms(&app), 0);
    while (app.scene_count > 0)
        app_pop_scene(&app);
    app.quit = false;
}

int main(int argc, char **argv)
{
    int ready = test_env_start(argc, argv, "idle");
    if (ready != 0)
        return ready;
    SDL_InitSubSystem(SDL_INIT_TIMER);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_loop_waits_only_while_still),
        cmocka_unit_test_setup_teardown(test_still_is_the_least_of_the_scenes_drawn, start, stop),
        cmocka_unit_test_setup_teardown(test_the_ticks_slept_run_before_the_event_that_wakes,
                                        start, stop),
        cmocka_unit_test_setup_teardown(test_a_still_scene_is_drawn_once_and_on_input, start,
                                        stop),
        cmocka_unit_test_setup_teardown(test_a_hidden_window_draws_nothing_and_keeps_time, start,
                                        stop),
        cmocka_unit_test_setup_teardown(test_a_caret_wakes_the_loop_at_its_blink, start, stop),
        cmocka_unit_test_setup_teardown(test_the_title_left_alone_is_still, start, stop),
        cmocka_unit_test_setup_teardown(test_the_jugglers_table_waiting_for_a_person_is_still,
                                        start, stop),
        cmocka_unit_test_setup_teardown(test_the_rules_screen_is_still_only_without_a_juggler,
                                        start, stop),
        cmocka_unit_test_setup_teardown(test_the_summary_is_still_after_the_winners_moment,
                                        start, stop),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    TTF_Quit();
    SDL_Quit();
    return failed;
}
