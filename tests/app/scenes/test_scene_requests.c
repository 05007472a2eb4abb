/* Scene changes are requests that app.c carries out between input handlers and ticks: a scene
 * that asks to leave stays valid until its handler returns, requests run in the order asked,
 * and scenes asked for but never shown are still freed. Scenes here are small real ones that
 * record what happens to them.
 * Usage: test-app-scene-requests SCRATCH_DIR */
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

#include "app.h"
#include "test_input.h"
#include "test_env.h"

typedef enum Ask { ASK_NOTHING, ASK_POP, ASK_REPLACE_PUSH, ASK_POP_TO_TITLE_PUSH, ASK_FLOOD } Ask;

typedef struct Probe {
    Scene base;
    int id;
    Ask on_input, on_update;
    int inputs, updates;
    bool alive;            /* false once destroyed (the memory is kept to look at) */
    bool alive_after_ask;  /* what the handler saw after asking */
} Probe;

#define PROBES 16
static Probe probes[PROBES];
static int destroyed[PROBES]; /* times each was destroyed */
static App app;

static Probe *probe_new(int id);

static void ask(Probe *p, Ask what)
{
    switch (what) {
    case ASK_NOTHING:
        break;
    case ASK_POP:
        app_request_pop(&app);
        break;
    case ASK_REPLACE_PUSH:
        app_request_replace(&app, &probe_new(p->id + 1)->base);
        app_request_push(&app, &probe_new(p->id + 2)->base);
        break;
    case ASK_POP_TO_TITLE_PUSH:
        app_request_pop_to_title(&app);
        app_request_push(&app, &probe_new(p->id + 1)->base);
        break;
    case ASK_FLOOD:
        for (int i = 1; i <= APP_MAX_SCENE_REQUESTS + 1; i++)
            app_request_push(&app, &probe_new(p->id + i)->base);
        break;
    }
    /* The scene is still whole here: it may read and write itself after asking. */
    p->alive_after_ask = p->alive && destroyed[p->id] == 0;
}

static bool probe_input(Scene *scene, App *a, const Input *in)
{
    (void)a;
    (void)in;
    Probe *p = (Probe *)scene;
    p->inputs++;
    ask(p, p->on_input);
    p->on_input = ASK_NOTHING;
    return true;
}

static void probe_update(Scene *scene, App *a)
{
    (void)a;
    Probe *p = (Probe *)scene;
    p->updates++;
    ask(p, p->on_update);
    p->on_update = ASK_NOTHING;
}

static void probe_destroy(Scene *scene)
{
    Probe *p = (Probe *)scene;
    p->alive = false;
    destroyed[p->id]++;
}

static Probe *probe_new(int id)
{
    assert_true(id >= 0 && id < PROBES);
    probes[id] = (Probe){.base = {.update = probe_update, .input = probe_input,
                                  .destroy = probe_destroy, .opaque = true},
                         .id = id, .alive = true};
    destroyed[id] = 0;
    return &probes[id];
}

static bool frame(void)
{
    return app_step(&app, LOOP_NS_PER_SECOND / 60);
}

static void start(void)
{
    char err[1024];
    Options opts = {.width = 640, .height = 400, .frames = 1};
    assert_true(app_init(&app, &opts, err, sizeof err));
    SDL_memset(probes, 0, sizeof probes);
    SDL_memset(destroyed, 0, sizeof destroyed);
}

static void stop(void)
{
    app_shutdown(&app);
    SDL_FlushEvents(SDL_FIRSTEVENT, SDL_LASTEVENT);
}

static Scene *top(void)
{
    return app.scene_count ? app.scenes[app.scene_count - 1] : NULL;
}

static void test_a_scene_asking_to_leave_in_input_lives_until_its_handler_returns(void **state)
{
    (void)state;
    start();
    app_push_scene(&app, &probe_new(0)->base);
    Probe *p = probe_new(1);
    app_push_scene(&app, &p->base);
    p->on_input = ASK_POP;
    input_key(SDLK_x);
    assert_true(frame());
    assert_int_equal(p->inputs, 1);
    assert_true(p->alive_after_ask);
    assert_int_equal(destroyed[1], 1);
    assert_int_equal(app.scene_count, 1);
    assert_ptr_equal(top(), &probes[0].base);
    assert_int_equal(p->updates, 0); /* gone before the frame's ticks */
    stop();
}

static void test_a_scene_asking_to_leave_in_update_lives_until_its_tick_ends(void **state)
{
    (void)state;
    start();
    Probe *bottom = probe_new(0);
    app_push_scene(&app, &bottom->base);
    Probe *p = probe_new(1);
    app_push_scene(&app, &p->base);
    p->on_update = ASK_POP;
    /* Several ticks in one frame: the ones after the request update the scene below. */
    assert_true(app_step(&app, LOOP_NS_PER_SECOND / 10));
    assert_true(p->alive_after_ask);
    assert_int_equal(p->updates, 1);
    assert_int_equal(destroyed[1], 1);
    assert_true(bottom->updates >= 1);
    stop();
}

static void test_the_next_event_of_the_same_frame_reaches_the_new_top(void **state)
{
    (void)state;
    start();
    Probe *bottom = probe_new(0);
    app_push_scene(&app, &bottom->base);
    Probe *p = probe_new(1);
    app_push_scene(&app, &p->base);
    p->on_input = ASK_POP;
    input_key(SDLK_x);
    input_key(SDLK_y);
    assert_true(frame());
    assert_int_equal(p->inputs, 1);
    assert_int_equal(bottom->inputs, 1);
    stop();
}

static void test_requests_run_in_the_order_asked(void **state)
{
    (void)state;
    start();
    app_push_scene(&app, &probe_new(0)->base);
    Probe *p = probe_new(1);
    app_push_scene(&app, &p->base);
    p->on_input = ASK_REPLACE_PUSH; /* 1 is replaced by 2, then 3 goes on top */
    input_key(SDLK_x);
    assert_true(frame());
    assert_true(p->alive_after_ask);
    assert_int_equal(app.scene_count, 3);
    assert_ptr_equal(app.scenes[0], &probes[0].base);
    assert_ptr_equal(app.scenes[1], &probes[2].base);
    assert_ptr_equal(app.scenes[2], &probes[3].base);
    assert_int_equal(destroyed[1], 1);
    stop();
    for (int i = 0; i <= 3; i++)
        assert_int_equal(destroyed[i], 1);
}

static void test_pop_to_title_leaves_only_the_bottom_scene(void **state)
{
    (void)state;
    start();
    for (int i = 0; i < 4; i++)
        app_push_scene(&app, &probe_new(i)->base);
    Probe *p = &probes[3];
    p->on_input = ASK_POP_TO_TITLE_PUSH; /* as the summary's Play again: title, then a table */
    input_key(SDLK_x);
    assert_true(frame());
    assert_true(p->alive_after_ask);
    assert_int_equal(app.scene_count, 2);
    assert_ptr_equal(app.scenes[0], &probes[0].base);
    assert_ptr_equal(app.scenes[1], &probes[4].base);
    for (int i = 1; i <= 3; i++)
        assert_int_equal(destroyed[i], 1);
    assert_int_equal(destroyed[0], 0);
    stop();
}

static void test_replacing_the_only_scene_keeps_the_game_running(void **state)
{
    (void)state;
    start();
    Probe *p = probe_new(0);
    app_push_scene(&app, &p->base);
    app_request_replace(&app, &probe_new(1)->base);
    assert_true(frame());
    assert_false(app.quit);
    assert_int_equal(app.scene_count, 1);
    assert_ptr_equal(top(), &probes[1].base);
    assert_int_equal(destroyed[0], 1);
    stop();
}

static void test_popping_the_last_scene_quits(void **state)
{
    (void)state;
    start();
    Probe *p = probe_new(0);
    app_push_scene(&app, &p->base);
    p->on_input = ASK_POP;
    input_key(SDLK_x);
    assert_false(frame());
    assert_true(app.quit);
    assert_int_equal(destroyed[0], 1);
    stop();
}

static void test_scenes_asked_for_but_never_shown_are_freed(void **state)
{
    (void)state;
    start();
    app_push_scene(&app, &probe_new(0)->base);
    app_request_push(&app, &probe_new(1)->base);
    app_request_push(&app, NULL); /* a scene that could not be made: nothing happens */
    stop();
    assert_int_equal(destroyed[0], 1);
    assert_int_equal(destroyed[1], 1);
}

static void test_too_many_requests_at_once_free_the_extra_scenes(void **state)
{
    (void)state;
    start();
    Probe *p = probe_new(0);
    app_push_scene(&app, &p->base);
    p->on_input = ASK_FLOOD;
    input_key(SDLK_x);
    assert_true(frame());
    assert_true(app.scene_count <= APP_MAX_SCENES);
    int shown = app.scene_count - 1, freed = 0;
    for (int i = 1; i <= APP_MAX_SCENE_REQUESTS + 1; i++)
        freed += destroyed[i];
    assert_int_equal(shown + freed, APP_MAX_SCENE_REQUESTS + 1); /* every one shown or freed */
    stop();
    for (int i = 0; i <= APP_MAX_SCENE_REQUESTS + 1; i++)
        assert_int_equal(destroyed[i], 1);
}

int main(int argc, char **argv)
{
    int code = test_env_start(argc, argv, "scene-requests-xdg");
    if (code)
        return code;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_scene_asking_to_leave_in_input_lives_until_its_handler_returns),
        cmocka_unit_test(test_a_scene_asking_to_leave_in_update_lives_until_its_tick_ends),
        cmocka_unit_test(test_the_next_event_of_the_same_frame_reaches_the_new_top),
        cmocka_unit_test(test_requests_run_in_the_order_asked),
        cmocka_unit_test(test_pop_to_title_leaves_only_the_bottom_scene),
        cmocka_unit_test(test_replacing_the_only_scene_keeps_the_game_running),
        cmocka_unit_test(test_popping_the_last_scene_quits),
        cmocka_unit_test(test_scenes_asked_for_but_never_shown_are_freed),
        cmocka_unit_test(test_too_many_requests_at_once_free_the_extra_scenes),
    };
    int failed = cmocka_run_group_tests_name("app-scene-requests", tests, NULL, NULL);
    TTF_Quit();
    SDL_Quit();
    return failed;
}
