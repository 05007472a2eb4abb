/* A juggler the room can read, for every pattern (issue 28): while a pattern is juggled in the
 * Lab and performed at the card table, at 1280x720 and 1920x1080, the figure stands at least
 * 35% of the window's height and every prop is drawn at least 1.5% of it, for high patterns
 * (throws up to 9, 13 cards, reductions) and low ones alike. Read through the --probe JSON
 * (`figure`, one box per juggler, and `prop_px`), and for patterns the card game can produce
 * through the table's own stage and camera.
 * Usage: test-app-juggler-size SCRATCH_DIR */
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
#include "test_input.h"
#include "juggler.h"
#include "lab.h"
#include "probe.h"
#include "probe_json.h"
#include "sst_places.h"
#include "stage.h"
#include "table_driver.h"
#include "test_env.h"
#include "table_layout.h"
#include "siteswap_choice.h"
#include "siteswap_games.h"

#define MIN_FIGURE 0.35   /* of the window's height */
#define MIN_PROP 0.015

static const int sizes[][2] = {{1280, 720}, {1920, 1080}};
#define SIZES ((int)(sizeof sizes / sizeof *sizes))

/* ---- The probe's JSON ---- */

typedef struct Seen {
    int figures;        /* boxes in "figure" */
    double figure_h, figure_w, figure_y;
    double prop_px;     /* -1 when null */
} Seen;

static Seen read_probe(App *app)
{
    char *json = probe_text(app);
    assert_non_null(json);
    Seen s = {0};
    const char *fig = strstr(json, "\"figure\": [");
    assert_non_null(fig);
    const char *end = strchr(fig, ']');
    assert_non_null(end);
    for (const char *q = fig; (q = strstr(q, "\"h\": ")) && q < end; q++)
        s.figures++;
    if (s.figures > 0) {
        s.figure_h = probe_json_number(fig, "h");
        s.figure_w = probe_json_number(fig, "w");
        s.figure_y = probe_json_number(fig, "y");
    }
    s.prop_px = probe_json_number(json, "prop_px");
    SDL_free(json);
    return s;
}

/* ---- The Lab ---- */

static App lab_app;

static bool lab_frames(App *app, int n)
{
    for (int i = 0; i < n; i++) {
        if (!app_step(app, LOOP_NS_PER_SECOND / 60))
            return false;
        app_present(app);
    }
    return true;
}

/* F2: the next props (balls, clubs, rings). */
static void lab_next_props(App *app)
{
    input_key(SDLK_F2);
    assert_true(lab_frames(app, 2));
}

static LabStatus lab_status(App *app)
{
    LabStatus st;
    assert_true(lab_scene_status(app->scenes[app->scene_count - 1], &st));
    return st;
}

/* The Lab juggling pattern (from the cascade, as it opens) with these props, sampled through
 * the probe every 0.2 s over the whole sequence: the smallest figure and prop seen. */
static void lab_watch(const char *pattern, AnimProp prop, int W, int H, double *fig_min,
                      double *prop_min)
{
    App *app = &lab_app;
    char err[1024];
    Options opts = {.width = W, .height = H, .frames = 1};
    assert_true(app_init(app, &opts, err, sizeof err));
    Scene *lab = lab_scene_create(app, pattern);
    assert_non_null(lab);
    app_push_scene(app, lab);
    assert_true(lab_frames(app, 2));
    for (int i = 0; i < 3 && lab_status(app).prop != prop; i++)
        lab_next_props(app);
    if (lab_status(app).prop != prop || !lab_status(app).juggling)
        fail_msg("%dx%d %s: props %d wanted, %d juggled (%s)", W, H, pattern, (int)prop,
                 (int)lab_status(app).prop, lab_status(app).message);
    *fig_min = 1e9;
    *prop_min = 1e9;
    /* From the cascade into the pattern (its highest throws after a second or two) and on. */
    for (int k = 0; k < 30; k++) {
        /* A fifth of a second of the Lab's clock, its ticks run without drawing (cheap). */
        app_catch_up(app, LOOP_NS_PER_SECOND / 5, LOOP_NS_PER_SECOND / 5);
        Seen s = read_probe(app);
        assert_int_equal(s.figures, 1);
        if (!(s.figure_y >= 0 && s.figure_y + s.figure_h <= H + 1))
            fail_msg("%dx%d %s: the figure leaves the window (y %.0f, h %.0f)", W, H, pattern,
                     s.figure_y, s.figure_h);
        if (s.figure_h < *fig_min)
            *fig_min = s.figure_h;
        if (s.prop_px < *prop_min)
            *prop_min = s.prop_px;
    }
    app_shutdown(app);
    SDL_FlushEvents(SDL_FIRSTEVENT, SDL_LASTEVENT);
}

static void test_lab_juggler_readable_for_high_and_low_patterns(void **state)
{
    (void)state;
    static const struct {
        const char *pattern;
        AnimProp prop;
    } cases[] = {
        {"3", ANIM_PROP_BALL},     {"1", ANIM_PROP_BALL},   {"20", ANIM_PROP_BALL},
        {"531", ANIM_PROP_BALL},   {"97531", ANIM_PROP_BALL}, {"900", ANIM_PROP_BALL},
        {"7389913486839", ANIM_PROP_BALL}, {"97531", ANIM_PROP_CLUB}, {"9", ANIM_PROP_RING},
    };
    for (int z = 0; z < SIZES; z++)
        for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
            int W = sizes[z][0], H = sizes[z][1];
            double fig, prop;
            lab_watch(cases[i].pattern, cases[i].prop, W, H, &fig, &prop);
            print_message("# Lab %dx%d %-14s %-5s figure %.0f px (%.1f%%), smallest prop %.1f px (%.2f%%)\n",
                          W, H, cases[i].pattern,
                          cases[i].prop == ANIM_PROP_CLUB   ? "clubs"
                          : cases[i].prop == ANIM_PROP_RING ? "rings"
                                                            : "balls",
                          fig, 100 * fig / H, prop, 100 * prop / H);
            if (fig < MIN_FIGURE * H || prop < MIN_PROP * H)
                fail_msg("Lab %dx%d %s: figure %.0f px, prop %.1f px", W, H, cases[i].pattern,
                         fig, prop);
        }
}

/* ---- The table ---- */

static App table_app;

/* A real performance at a table of computers, through the probe, at both sizes: whatever
 * pattern comes up first. */
static void test_table_performance_keeps_the_juggler_readable(void **state)
{
    (void)state;
    for (int z = 0; z < SIZES; z++) {
        int W = sizes[z][0], H = sizes[z][1];
        drive_start(&table_app, W, H, false);
        GameChoice c = siteswap_games_choice(11, "cccc");
        c.no_save = true;
        for (int i = 0; i < 4; i++)
            siteswap_choice(&c)->seat[i].level = SSG_EASY;
        siteswap_choice(&c)->starter = 0;
        drive_push_table(&c);
        int looks = 0;
        double fig_min = 1e9, prop_min = 1e9;
        for (double t = 0; t < 240 && looks < 12; t += 0.25) {
            SstProbe p = drive_probe();
            if (p.on_stage) {
                Seen s = read_probe(&table_app);
                assert_int_equal(s.figures, 1);
                fig_min = s.figure_h < fig_min ? s.figure_h : fig_min;
                prop_min = s.prop_px < prop_min ? s.prop_px : prop_min;
                looks++;
            } else {
                Seen s = read_probe(&table_app);
                assert_int_equal(s.figures, 0);
                assert_true(s.prop_px < 0); /* null: no juggler on screen */
            }
            drive_seconds(0.25);
        }
        assert_int_equal(looks, 12);
        print_message("# table %dx%d: figure %.0f px (%.1f%%), smallest prop %.1f px (%.2f%%)\n", W, H,
                      fig_min, 100 * fig_min / H, prop_min, 100 * prop_min / H);
        assert_true(fig_min >= MIN_FIGURE * H);
        assert_true(prop_min >= MIN_PROP * H);
        drive_stop();
    }
}

/* Every prop whose middle has left the top of the area has its mark at the area's top edge,
 * inside the area; returns how many marks there are. */
static int check_marks(const AnimMotion *m, const AnimPose *pose, const AnimShot *shot,
                       SDL_FRect area)
{
    JugglerMark marks[ANIM_MAX_PROPS];
    int n = juggler_edge_marks(m, pose, shot, area, marks, ANIM_MAX_PROPS);
    assert_true(n <= pose->prop_count);
    for (int q = 0; q < pose->prop_count; q++) {
        SDL_FPoint c = juggler_shot_project(shot, area, pose->props[q].pos);
        bool found = false;
        for (int j = 0; j < n; j++)
            found = found || marks[j].prop == q;
        if (c.y < area.y && !found)
            fail_msg("a prop left the top of the view unmarked (at y %.0f)", c.y);
    }
    for (int j = 0; j < n; j++)
        assert_true(marks[j].x >= area.x && marks[j].x <= area.x + area.w &&
                    marks[j].y >= area.y && marks[j].y + marks[j].h <= area.y + area.h);
    return n;
}

/* Patterns the card game produces, performed on the table's stage through the table's own
 * shot (stage_shot, what its camera settles on): high ones with 9s, 13 cards, reductions (933
 * played as 633, 9155 as 5155 and 5111), and low ones. */
static void test_table_stage_keeps_card_game_patterns_readable(void **state)
{
    (void)state;
    static const char *patterns[] = {
        "97531", "75751", "9955", "915", "900", "933", "633", "9155", "5155", "5111",
        "6195157717295", "7389913486839", "9000201142061", "441", "3", "20",
    };
    static AnimMotion m;
    for (int z = 0; z < SIZES; z++) {
        int W = sizes[z][0], H = sizes[z][1];
        TableLayout L;
        table_layout(W, H, 4, 0, 1.0f, &L);
        SDL_FRect area = sst_stage_shot_rect(&L);
        for (size_t i = 0; i < sizeof patterns / sizeof *patterns; i++)
            for (int prop = SSG_BALLS; prop <= SSG_RINGS; prop++) {
                int values[16], n = 0;
                for (const char *c = patterns[i]; *c; c++)
                    values[n++] = *c - '0';
                SsgStyle style = {0};
                style.prop = (SsgProp)prop;
                assert_true(stage_prepare_values(&m, values, n, style));
                AnimShot shot = stage_shot(&m, area, H);
                double fig_min = 1e9, prop_min = 1e9;
                double cycle = anim_cycle_seconds(&m);
                for (int k = 0; k < 200; k++) {
                    AnimPose pose;
                    anim_pose_at(&m, cycle * k / 200, &pose);
                    SDL_FRect f = juggler_figure_box(&pose, &shot, area);
                    float p = juggler_prop_px(&m, &pose, &shot, area);
                    fig_min = f.h < fig_min ? f.h : fig_min;
                    prop_min = p < prop_min ? p : prop_min;
                    /* The figure stays inside the stage. */
                    assert_true(f.y >= area.y - 1 && f.y + f.h <= area.y + area.h + 1);
                    check_marks(&m, &pose, &shot, area);
                }
                if (fig_min < MIN_FIGURE * H || prop_min < MIN_PROP * H)
                    fail_msg("%dx%d %s (prop %d): figure %.0f px, prop %.1f px", W, H,
                             patterns[i], prop, fig_min, prop_min);
                if (prop == SSG_BALLS && (i == 0 || i == 11))
                    print_message("# table stage %dx%d %s: figure %.0f px (%.1f%%), prop %.1f px "
                                  "(%.2f%%), shown %.2fx slower\n",
                                  W, H, patterns[i], fig_min, 100 * fig_min / H, prop_min,
                                  100 * prop_min / H, m.slowdown);
            }
    }
}

/* Shown in real time (not slowed down), 97531's 9s fly far above what the stage shows: each is
 * marked at the stage's top edge while it is out of sight, and the figure keeps its size. */
static void test_a_prop_above_the_stage_is_marked_at_its_edge(void **state)
{
    (void)state;
    static AnimMotion m;
    Siteswap *s = siteswap_parse("97531", NULL);
    AnimSettings st = anim_default_settings();
    st.slowdown = 1;
    assert_true(anim_prepare(s, &st, &m, NULL, 0));
    siteswap_free(s);
    for (int z = 0; z < SIZES; z++) {
        int H = sizes[z][1];
        TableLayout L;
        table_layout(sizes[z][0], H, 4, 0, 1.0f, &L);
        SDL_FRect area = sst_stage_shot_rect(&L);
        AnimShot shot = stage_shot(&m, area, H);
        int marked = 0;
        for (int k = 0; k < 200; k++) {
            AnimPose pose;
            anim_pose_at(&m, anim_cycle_seconds(&m) * k / 200, &pose);
            marked += check_marks(&m, &pose, &shot, area);
            assert_true(juggler_figure_box(&pose, &shot, area).h >= MIN_FIGURE * H);
        }
        assert_true(marked > 20);
    }
}

int main(int argc, char **argv)
{
    int code = test_env_start(argc, argv, "juggler-size-xdg");
    if (code)
        return code;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_table_stage_keeps_card_game_patterns_readable),
        cmocka_unit_test(test_a_prop_above_the_stage_is_marked_at_its_edge),
        cmocka_unit_test(test_lab_juggler_readable_for_high_and_low_patterns),
        cmocka_unit_test(test_table_performance_keeps_the_juggler_readable),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    drive_sdl_quit();
    return failed;
}
