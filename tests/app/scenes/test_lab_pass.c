/* The Pattern Lab juggling passing patterns and bounces (issue 32), headless, read through the
 * --probe JSON: one figure a juggler, each as large as the solo juggler's size rule asks, side
 * by side, every throw named as passers name it, the whole pattern or each juggler's count,
 * a floor for bounces, and back to one juggler for a solo pattern.
 * Usage: test-app-lab-pass SCRATCH_DIR */
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
#include "lab.h"
#include "lab_fixture.h"
#include "probe.h"
#include "probe_json.h"
#include "test_env.h"
#include "test_input.h"

#define MIN_FIGURE 0.35   /* of the window's height: the solo juggler's rule (test_juggler_size) */
#define MIN_PROP 0.015

static App app_storage;

static App *start(const char *pattern, int w, int h)
{
    return lab_fixture_start(&app_storage, pattern, w, h, 30);
}

static void stop(App *app)
{
    lab_fixture_stop(app);
}

static void retype(App *app, const char *text)
{
    lab_fixture_type(text);
    input_key(SDLK_RETURN);
    assert_true(input_frames(app, 20));
}

typedef struct Box {
    double x, y, w, h;
} Box;

typedef struct Seen {
    int jugglers;
    int figures;
    Box fig[8];
    double prop_px;
    char *json;   /* SDL_free it */
} Seen;

static Seen look(App *app)
{
    Seen s = {0};
    s.json = probe_text(app);
    assert_non_null(s.json);
    s.jugglers = (int)probe_json_number(s.json, "jugglers");
    const char *fig = strstr(s.json, "\"figure\": [");
    assert_non_null(fig);
    const char *end = strchr(fig, ']');
    for (const char *q = fig; (q = strstr(q, "\"x\": ")) && q < end && s.figures < 8; q++) {
        Box *b = &s.fig[s.figures++];
        b->x = probe_json_number(q, "x");
        b->y = probe_json_number(q, "y");
        b->w = probe_json_number(q, "w");
        b->h = probe_json_number(q, "h");
    }
    s.prop_px = probe_json_number(s.json, "prop_px");
    return s;
}

static int count_of(const char *json, const char *needle)
{
    int n = 0;
    for (const char *q = json; (q = strstr(q, needle)); q++)
        n++;
    return n;
}

/* Every figure at least the solo juggler's size, none on top of another, all in the window. */
static void assert_readable(const Seen *s, int w, int h)
{
    for (int i = 0; i < s->figures; i++) {
        const Box *b = &s->fig[i];
        if (b->h < MIN_FIGURE * h)
            fail_msg("figure %d is %.0f px high at %dx%d", i, b->h, w, h);
        assert_true(b->x >= 0 && b->x + b->w <= w && b->y >= 0 && b->y + b->h <= h);
        for (int k = i + 1; k < s->figures; k++) {
            double ci = s->fig[i].x + s->fig[i].w / 2, ck = s->fig[k].x + s->fig[k].w / 2;
            assert_true(SDL_fabs(ci - ck) > 0.4 * b->w);
        }
    }
    assert_true(s->prop_px >= MIN_PROP * h);
}

static const int sizes[][2] = {{1280, 720}, {1920, 1080}};

static void test_a_2_count_is_juggled_by_two_readable_figures(void **state)
{
    (void)state;
    for (int z = 0; z < 2; z++) {
        App *app = start("<3p 3|3p 3>", sizes[z][0], sizes[z][1]);
        LabStatus st;
        assert_true(lab_scene_status(app->scenes[app->scene_count - 1], &st));
        assert_true(st.valid);
        assert_true(st.juggling);
        assert_string_equal(st.juggled, "<3p 3|3p 3>");
        assert_int_equal(st.prop, ANIM_PROP_CLUB); /* passers pass clubs */
        Seen s = look(app);
        assert_int_equal(s.jugglers, 2);
        assert_int_equal(s.figures, 2);
        assert_readable(&s, sizes[z][0], sizes[z][1]);
        /* A on the left, B on the right */
        assert_true(s.fig[0].x < s.fig[1].x);
        SDL_free(s.json);
        stop(app);
    }
}

static void test_three_and_four_jugglers_each_get_a_readable_figure(void **state)
{
    (void)state;
    const char *patterns[] = {"<3p2 3 3p3 3|3p1 3 3 3|3 3 3p1 3>", "<3p2|3p3|3p4|3p1>"};
    for (int p = 0; p < 2; p++)
        for (int z = 0; z < 2; z++) {
            App *app = start(patterns[p], sizes[z][0], sizes[z][1]);
            Seen s = look(app);
            assert_int_equal(s.jugglers, 3 + p);
            assert_int_equal(s.figures, 3 + p);
            assert_readable(&s, sizes[z][0], sizes[z][1]);
            SDL_free(s.json);
            stop(app);
        }
}

/* Passers' words for each throw, the whole pattern or each juggler's own count (Ctrl+G). */
static void test_the_panel_names_each_throw_as_passers_do(void **state)
{
    (void)state;
    App *app = start("<3p 3|3p 3>", 1280, 720);
    Seen s = look(app);
    assert_int_equal(count_of(s.json, "\"name\": \"pass\""), 2);
    assert_int_equal(count_of(s.json, "\"name\": \"self\""), 2);
    assert_non_null(strstr(s.json, "\"names_view\": \"global\""));
    SDL_free(s.json);
    LabStatus st;
    assert_true(lab_scene_status(app->scenes[app->scene_count - 1], &st));
    assert_non_null(strstr(st.facts[1], "A pass, B pass"));
    input_key_mod(SDLK_g, KMOD_LCTRL);
    assert_true(input_frames(app, 2));
    assert_true(lab_scene_status(app->scenes[app->scene_count - 1], &st));
    assert_non_null(strstr(st.facts[1], "A: pass self"));
    assert_non_null(strstr(st.facts[1], "B: pass self"));
    s = look(app);
    assert_non_null(strstr(s.json, "\"names_view\": \"local\""));
    SDL_free(s.json);
    /* Why Not in its 2-person form: heff, zip and double named */
    retype(app, "<3p 4 1 3p 3|4p 3 4p 4 1>");
    s = look(app);
    assert_int_equal(s.jugglers, 2);
    assert_true(count_of(s.json, "\"name\": \"heff\"") >= 1);
    assert_true(count_of(s.json, "\"name\": \"zip\"") >= 1);
    SDL_free(s.json);
    /* the four-handed Why Not, at double time: its 7p are single passes, its 8s heffs */
    retype(app, "<R7p 0 L8 0 R2x 0 L7p 0 R6x 0|0 R7xp 0 L6x 0 R7xp 0 L8 0 R2x>*");
    s = look(app);
    assert_int_equal(count_of(s.json, "\"name\": \"pass\""), 8);
    assert_int_equal(count_of(s.json, "\"name\": \"heff\""), 4);
    assert_int_equal(count_of(s.json, "\"name\": \"quad\""), 0);
    SDL_free(s.json);
    /* among three, a pass says to whom */
    retype(app, "<3p2|3p3|3p1>");
    assert_true(lab_scene_status(app->scenes[app->scene_count - 1], &st));
    assert_non_null(strstr(st.facts[1], "pass to B"));
    stop(app);
}

/* Follow one (F6) walks through a passing pattern's clubs, all six of a 2-count, then lets go. */
static void test_follow_one_walks_through_every_club_of_a_passing_pattern(void **state)
{
    (void)state;
    App *app = start("<3p 3|3p 3>", 1280, 720);
    for (int k = 0; k < 6; k++) {
        input_key(SDLK_F6);
        assert_true(input_frames(app, 5));
        assert_int_equal(lab_fixture_status(app).follow, k);
    }
    input_key(SDLK_F6);
    assert_true(input_frames(app, 5));
    assert_int_equal(lab_fixture_status(app).follow, -1);
    stop(app);
}

static void test_a_bounce_pattern_has_a_floor_and_a_solo_pattern_one_juggler_again(void **state)
{
    (void)state;
    App *app = start("5BB 3", 1280, 720);
    Seen s = look(app);
    assert_int_equal(s.jugglers, 1);
    assert_non_null(strstr(s.json, "\"bounce\": true"));
    double floor_y = probe_json_number(s.json, "floor_y");
    /* the floor is where the figure stands */
    assert_true(SDL_fabs(floor_y - (s.fig[0].y + s.fig[0].h)) < 0.06 * 720);
    assert_non_null(strstr(s.json, "\"name\": \"bounce\""));
    SDL_free(s.json);
    LabStatus bst;
    assert_true(lab_scene_status(app->scenes[app->scene_count - 1], &bst));
    assert_int_equal(bst.prop, ANIM_PROP_BALL); /* balls bounce, clubs do not */
    retype(app, "531");
    s = look(app);
    assert_int_equal(s.jugglers, 1);
    assert_null(strstr(s.json, "\"bounce\""));
    SDL_free(s.json);
    LabStatus st;
    assert_true(lab_scene_status(app->scenes[app->scene_count - 1], &st));
    assert_string_equal(st.juggled, "531");
    stop(app);
}

int main(int argc, char **argv)
{
    int code = test_env_start(argc, argv, "lab-pass-xdg");
    if (code)
        return code;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_2_count_is_juggled_by_two_readable_figures),
        cmocka_unit_test(test_three_and_four_jugglers_each_get_a_readable_figure),
        cmocka_unit_test(test_the_panel_names_each_throw_as_passers_do),
        cmocka_unit_test(test_follow_one_walks_through_every_club_of_a_passing_pattern),
        cmocka_unit_test(test_a_bounce_pattern_has_a_floor_and_a_solo_pattern_one_juggler_again),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
