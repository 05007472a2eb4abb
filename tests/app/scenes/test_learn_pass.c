/* The course's passing lesson (issue 34) in the real application, headless, read through the
 * --probe JSON: lesson 13 juggles a passing pattern with one figure a juggler, side by side and
 * whole on screen at 1280x720 and 1920x1080, and Slower, Step and Follow one work on it as they
 * do on a solo lesson; the lesson before it has one juggler again.
 * Usage: test-app-learn-pass SCRATCH_DIR */
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
#include "learn_scene.h"
#include "options.h"
#include "probe.h"
#include "test_env.h"
#include "test_input.h"
#include "title.h"

#define PASSING_LESSON 13  /* `throwdeck --learn 13` */
#define MIN_FIGURE 0.35 /* of the window's height: the Lab's passing figures' rule (test_lab_pass) */

static App app; /* large; the tests run one at a time */
static const char *scratch;

static void start_at(int w, int h)
{
    char err[1024];
    assert_true(app_init(&app, &(Options){.width = w, .height = h, .frames = 1}, err, sizeof err));
    Scene *title = title_scene_create(&app);
    assert_non_null(title);
    app_push_scene(&app, title);
    Scene *s = learn_scene_create(&app, PASSING_LESSON);
    assert_non_null(s);
    app_push_scene(&app, s);
    assert_true(input_frames(&app, 2));
}

static void stop(void)
{
    app_shutdown(&app);
    SDL_FlushEvents(SDL_FIRSTEVENT, SDL_LASTEVENT);
}

static LearnSceneView view(void)
{
    LearnSceneView v;
    assert_true(app.scene_count > 0);
    assert_true(learn_scene_view(app.scenes[app.scene_count - 1], &v));
    return v;
}

static void key(SDL_Keycode k)
{
    input_key(k);
    assert_true(input_frames(&app, 1));
}

static double json_number(const char *p, const char *key)
{
    char k[64];
    snprintf(k, sizeof k, "\"%s\": ", key);
    const char *at = strstr(p, k);
    if (!at)
        return -1;
    at += strlen(k);
    if (!(*at == '-' || (*at >= '0' && *at <= '9')))
        return -1;
    return strtod(at, NULL);
}

typedef struct Box {
    double x, y, w, h;
} Box;

typedef struct Seen {
    int jugglers, props, figures;
    Box fig[8];
    double prop_px;
    char pattern[64];
    bool cut; /* the probe's "cut" names some text */
} Seen;

static Seen look(void)
{
    Seen s = {0};
    char *json = probe_text(&app);
    assert_non_null(json);
    s.jugglers = (int)json_number(json, "jugglers");
    s.props = (int)json_number(json, "props");
    const char *fig = strstr(json, "\"figure\": [");
    assert_non_null(fig);
    const char *end = strchr(fig, ']');
    for (const char *q = fig; (q = strstr(q, "\"x\": ")) && q < end && s.figures < 8; q++) {
        Box *b = &s.fig[s.figures++];
        b->x = json_number(q, "x");
        b->y = json_number(q, "y");
        b->w = json_number(q, "w");
        b->h = json_number(q, "h");
    }
    s.prop_px = json_number(json, "prop_px");
    const char *pat = strstr(json, "\"pattern\": \"");
    if (pat)
        sscanf(pat + strlen("\"pattern\": \""), "%63[^\"]", s.pattern);
    const char *cut = strstr(json, "\"cut\": [");
    assert_non_null(cut);
    s.cut = cut[strlen("\"cut\": [")] != ']';
    SDL_free(json);
    return s;
}

/* The screen as a PNG's bytes (the caller frees them). */
static char *screen_bytes(const char *name, size_t *len)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/learn-pass-%s.png", scratch, name);
    assert_true(input_frames(&app, 1));
    assert_true(app_write_screenshot(&app, path));
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *bytes = malloc((size_t)n);
    assert_non_null(bytes);
    assert_int_equal(fread(bytes, 1, (size_t)n, f), (size_t)n);
    fclose(f);
    *len = (size_t)n;
    return bytes;
}

/* With LEARN_SHOTS=DIR, a picture of the screen at this moment (for people to look at). */
static void shot(const char *name)
{
    const char *dir = getenv("LEARN_SHOTS");
    if (!dir || !*dir)
        return;
    char path[4096];
    snprintf(path, sizeof path, "%s/%s.png", dir, name);
    assert_true(input_frames(&app, 1));
    assert_true(app_write_screenshot(&app, path));
}

static bool same_screen(const char *a, const char *b)
{
    size_t la, lb;
    char *x = screen_bytes(a, &la), *y = screen_bytes(b, &lb);
    bool same = la == lb && memcmp(x, y, la) == 0;
    free(x);
    free(y);
    return same;
}

static void test_the_passing_lesson_juggles_two_passers_side_by_side(void **state)
{
    (void)state;
    static const int sizes[][2] = {{1280, 720}, {1920, 1080}};
    for (int z = 0; z < 2; z++) {
        int w = sizes[z][0], h = sizes[z][1];
        start_at(w, h);
        LearnSceneView v = view();
        assert_int_equal(v.lesson, PASSING_LESSON);
        assert_string_equal(v.title, "Passing");
        assert_true(v.juggling);
        Seen s = look();
        /* the pattern of the notation for several jugglers, juggled by two figures */
        assert_non_null(strchr(s.pattern, '|'));
        assert_string_equal(s.pattern, v.figure);
        assert_int_equal(s.jugglers, 2);
        assert_int_equal(s.figures, 2);
        assert_int_equal(s.props, 6);
        for (int i = 0; i < s.figures; i++) {
            const Box *b = &s.fig[i];
            if (b->h < MIN_FIGURE * h)
                fail_msg("figure %d is %.0f px high at %dx%d", i, b->h, w, h);
            assert_true(b->x >= 0 && b->x + b->w <= w && b->y >= 0 && b->y + b->h <= h);
        }
        /* side by side, not one over the other */
        assert_true(s.fig[0].x + s.fig[0].w <= s.fig[1].x || s.fig[1].x + s.fig[1].w <= s.fig[0].x);
        assert_true(s.prop_px >= 0.015 * h);
        assert_false(s.cut);
        shot(w == 1280 ? "passing-1280x720" : "passing-1920x1080");
        stop();
    }
}

static void test_step_slower_and_follow_work_on_the_passing_lesson(void **state)
{
    (void)state;
    start_at(1280, 720);
    key(SDLK_s);
    assert_true(view().speed == 0.5);
    key(SDLK_SPACE);
    LearnSceneView v = view();
    assert_true(v.paused);
    double beat = v.beat;
    assert_true(same_screen("paused-a", "paused-b")); /* paused: nothing moves */
    /* Step: the next beat, and the jugglers drawn there */
    size_t la, lb;
    char *before = screen_bytes("before-step", &la);
    key(SDLK_RIGHT);
    double next = view().beat;
    assert_true(next > beat && next <= beat + 1.0001);
    char *after = screen_bytes("after-step", &lb);
    assert_false(la == lb && memcmp(before, after, la) == 0);
    free(before);
    free(after);
    key(SDLK_RIGHT);
    assert_true(view().beat > next + 0.999);
    assert_true(view().paused);
    key(SDLK_LEFT);
    assert_true(view().beat < next + 0.001);
    /* Follow one: each of the six clubs, then none */
    for (int i = 0; i < 6; i++) {
        key(SDLK_f);
        assert_int_equal(view().follow, i);
        if (i == 1)
            shot("passing-stepped-following-club-2");
    }
    key(SDLK_f);
    assert_int_equal(view().follow, -1);
    /* Play again: it moves on */
    key(SDLK_SPACE);
    beat = view().beat;
    assert_true(input_frames(&app, 10));
    assert_true(view().beat > beat);
    stop();
}

static void test_the_lesson_before_is_juggled_by_one_figure_again(void **state)
{
    (void)state;
    start_at(1280, 720);
    assert_int_equal(look().figures, 2);
    key(SDLK_p);
    LearnSceneView v = view();
    assert_int_equal(v.lesson, PASSING_LESSON - 1);
    assert_true(v.juggling);
    assert_true(input_frames(&app, 1));
    Seen s = look();
    assert_int_equal(s.figures, 1);
    assert_int_equal(s.jugglers, -1); /* no passing members */
    key(SDLK_n);
    assert_int_equal(look().figures, 2);
    stop();
}

int main(int argc, char **argv)
{
    int rc = test_env_start(argc, argv, "learn-pass-xdg");
    if (rc)
        return rc;
    scratch = argv[1];
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_passing_lesson_juggles_two_passers_side_by_side),
        cmocka_unit_test(test_step_slower_and_follow_work_on_the_passing_lesson),
        cmocka_unit_test(test_the_lesson_before_is_juggled_by_one_figure_again),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
