/* The figure and the camera: arms and legs keep their bones' lengths, the feet stay on the
 * floor, the body breathes and sways, the head watches the highest props, and the camera's shot
 * holds the whole figure and every prop and changes its zoom smoothly, at a bounded rate. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "anim.h"

static AnimMotion *motion, *other;   /* large: on the heap, reused */
static AnimPose pose, later;

static int setup(void **state)
{
    (void)state;
    motion = malloc(sizeof *motion);
    other = malloc(sizeof *other);
    return motion && other ? 0 : -1;
}

static int teardown(void **state)
{
    (void)state;
    free(motion);
    free(other);
    return 0;
}

typedef struct Case {
    const char *pattern;
    AnimStyle style;
} Case;

/* What the task names: low, high, multiplex, the tricks. */
static const Case cases[] = {
    {"3", ANIM_STYLE_NORMAL},        {"[34]23", ANIM_STYLE_NORMAL},
    {"97531", ANIM_STYLE_NORMAL},    {"b", ANIM_STYLE_NORMAL},
    {"3", ANIM_STYLE_MILLS_MESS},    {"3", ANIM_STYLE_REVERSE},
    {"423", ANIM_STYLE_BURKES},      {"52233", ANIM_STYLE_RUBENSTEIN},
    {"(4,2x)*", ANIM_STYLE_NORMAL},  {"51", ANIM_STYLE_NORMAL},
    {"1", ANIM_STYLE_NORMAL},        {"[34]23", ANIM_STYLE_MILLS_MESS},
    {"2", ANIM_STYLE_NORMAL},
};
#define CASE_COUNT ((int)(sizeof cases / sizeof cases[0]))

static void prepare_into(AnimMotion *m, const char *pattern, AnimStyle style, AnimProp prop)
{
    SiteswapError e;
    Siteswap *s = siteswap_parse(pattern, &e);
    if (!s || !siteswap_validate(s, &e)) {
        siteswap_free(s);
        fail_msg("%s: %s", pattern, e.message);
    }
    AnimSettings st = anim_default_settings();
    st.style = style;
    st.prop = prop;
    char err[200];
    bool prepared = anim_prepare(s, &st, m, err, sizeof err);
    siteswap_free(s);
    if (!prepared)
        fail_msg("%s: %s", pattern, err);
}

static double dist(const double a[3], const double b[3])
{
    double dx = a[0] - b[0], dy = a[1] - b[1], dz = a[2] - b[2];
    return sqrt(dx * dx + dy * dy + dz * dz);
}

/* Sample times over the whole motion, off the beat grid. */
#define SAMPLES 500
static double sample_time(const AnimMotion *m, int i)
{
    return anim_full_cycle_seconds(m) * i / SAMPLES + 0.000731 * (i % 7);
}

static void test_elbow_keeps_both_bone_lengths(void **state)
{
    (void)state;
    for (int c = 0; c < CASE_COUNT; c++)
        for (int prop = ANIM_PROP_BALL; prop <= ANIM_PROP_RING; prop++) {
            prepare_into(motion, cases[c].pattern, cases[c].style, (AnimProp)prop);
            for (int i = 0; i < SAMPLES; i++) {
                anim_pose_at(motion, sample_time(motion, i), &pose);
                for (int h = 0; h < 2; h++) {
                    const AnimHandPose *hp = &pose.hands[h];
                    double upper = dist(hp->shoulder, hp->elbow), fore = dist(hp->elbow, hp->pos);
                    if (fabs(upper - ANIM_UPPER_ARM) > 1e-9 || fabs(fore - ANIM_FOREARM) > 1e-9)
                        fail_msg("%s: arm %d is %.4f + %.4f m at %.3f s", cases[c].pattern, h,
                                 upper, fore, pose.seconds);
                    /* The shoulder follows its hand (a reach across brings it forwards), but
                     * stays on the body. */
                    double rest[3] = {pose.body.chest[0] + (h == SITESWAP_RIGHT ? -0.19 : 0.19),
                                      pose.body.chest[1], 0.02};
                    if (dist(hp->shoulder, rest) > 0.16)
                        fail_msg("%s (style %d): shoulder %d %.3f m off the body",
                                 cases[c].pattern, (int)cases[c].style, h, dist(hp->shoulder, rest));
                }
            }
        }
}

static void test_two_bone_solution_reaches_within_range_and_straightens_beyond(void **state)
{
    (void)state;
    const double root[3] = {0, 1.45, 0}, pole[3] = {0.3, -1, -0.5};
    const double near[3] = {0.2, 1.1, 0.36}, far[3] = {2, 1, 0};
    double joint[3];
    anim_two_bone(root, near, 0.32, 0.36, pole, joint);
    assert_float_equal(dist(root, joint), 0.32, 1e-9);
    assert_float_equal(dist(joint, near), 0.36, 1e-9);
    assert_true(joint[2] < 0.18);   /* bent towards the pole: the elbow back, not forwards */
    anim_two_bone(root, far, 0.32, 0.36, pole, joint);
    assert_float_equal(dist(root, joint), 0.32, 1e-9);
    /* Out of reach: the bones point straight at the target. */
    double to_target = dist(root, far), via = dist(root, joint) + dist(joint, far);
    assert_float_equal(via, to_target, 1e-9);
}

static void test_legs_keep_their_lengths_and_the_feet_stay_on_the_ground(void **state)
{
    (void)state;
    for (int c = 0; c < CASE_COUNT; c++) {
        prepare_into(motion, cases[c].pattern, cases[c].style, ANIM_PROP_BALL);
        anim_pose_at(motion, 0, &later);
        for (int i = 0; i < SAMPLES; i++) {
            anim_pose_at(motion, sample_time(motion, i) * 3.7, &pose);
            for (int h = 0; h < 2; h++) {
                const AnimBodyPose *b = &pose.body;
                if (b->ankles[h][1] != ANIM_ANKLE_Y || dist(b->ankles[h], later.body.ankles[h]) != 0)
                    fail_msg("%s: foot %d moves at %.3f s", cases[c].pattern, h, pose.seconds);
                assert_float_equal(dist(b->hips[h], b->knees[h]), ANIM_THIGH, 1e-9);
                assert_float_equal(dist(b->knees[h], b->ankles[h]), ANIM_SHIN, 1e-9);
                assert_true(b->knees[h][2] > b->ankles[h][2]);   /* knees bend forwards */
            }
        }
    }
}

static void test_body_breathes_and_sways_slightly_and_smoothly(void **state)
{
    (void)state;
    prepare_into(motion, "3", ANIM_STYLE_NORMAL, ANIM_PROP_BALL);
    double lo_y = 1e9, hi_y = -1e9, lo_x = 1e9, hi_x = -1e9;
    for (int i = 0; i <= 2000; i++) {
        double t = 12.0 * i / 2000;
        anim_pose_at(motion, t, &pose);
        anim_pose_at(motion, t + 0.001, &later);
        lo_y = fmin(lo_y, pose.body.chest[1]);
        hi_y = fmax(hi_y, pose.body.chest[1]);
        lo_x = fmin(lo_x, pose.body.pelvis[0]);
        hi_x = fmax(hi_x, pose.body.pelvis[0]);
        assert_true(dist(pose.body.chest, later.body.chest) < 0.002);
        assert_true(dist(pose.body.head, later.body.head) < 0.002);
        assert_true(pose.body.breath >= 0 && pose.body.breath <= 1);
    }
    assert_true(hi_y - lo_y > 0.008 && hi_y - lo_y < 0.05);   /* it breathes, it does not bob */
    assert_true(hi_x - lo_x > 0.01 && hi_x - lo_x < 0.08);    /* it sways, it does not walk */
}

static void test_head_follows_the_highest_prop_a_little(void **state)
{
    (void)state;
    /* In real time (not slowed down), so the 9s fly metres above the head. */
    Siteswap *s = siteswap_parse("97531", NULL);
    AnimSettings st = anim_default_settings();
    st.slowdown = 1;
    assert_true(anim_prepare(s, &st, motion, NULL, 0));
    siteswap_free(s);
    int checked = 0;
    for (int i = 0; i < SAMPLES; i++) {
        anim_pose_at(motion, sample_time(motion, i), &pose);
        const AnimBodyPose *b = &pose.body;
        int top = 0;
        for (int p = 1; p < pose.prop_count; p++)
            if (pose.props[p].pos[1] > pose.props[top].pos[1])
                top = p;
        const double *hp = pose.props[top].pos;
        /* The gaze is a direction, and the head itself moves only a little. */
        double g = sqrt(b->gaze[0] * b->gaze[0] + b->gaze[1] * b->gaze[1] + b->gaze[2] * b->gaze[2]);
        assert_float_equal(g, 1, 1e-9);
        assert_true(fabs(b->head[0] - b->chest[0]) < 0.05);
        if (hp[1] > b->head[1] + 1.0 && fabs(hp[0] - b->head[0]) > 0.2) {
            checked++;
            assert_true(b->gaze[1] > 0.5);   /* looks up */
            assert_true((b->gaze[0] > 0) == (hp[0] > b->head[0]));
        }
    }
    assert_true(checked > 10);
}

static void test_mills_mess_catches_at_chest_height_and_reaches_across(void **state)
{
    (void)state;
    prepare_into(motion, "3", ANIM_STYLE_MILLS_MESS, ANIM_PROP_BALL);
    double across = 0;
    for (int k = 0; k < motion->event_count; k++) {
        const AnimEvent *e = &motion->events[k];
        assert_true(e->p1[1] > 1.2);   /* the chest, not the waist */
        double side = e->hand == SITESWAP_RIGHT ? 1 : -1;   /* towards the other hand */
        across = fmax(across, side * e->p0[0]);
    }
    assert_true(across > 0.25);
}

/* Mills Mess as people see it: every catch at chest height (the hand, not only the flight's end,
 * between the waist and the shoulders), and the arms really cross: the right hand passes to the
 * left of the left hand, forearm over forearm, and both hands take their turn across. */
static void test_mills_mess_catches_at_chest_height_with_the_arms_crossing(void **state)
{
    (void)state;
    prepare_into(motion, "3", ANIM_STYLE_MILLS_MESS, ANIM_PROP_BALL);
    for (int k = 0; k < motion->event_count; k++) {
        const AnimEvent *e = &motion->events[k];
        anim_pose_at(motion, e->t_catch, &pose);
        double y = pose.hands[e->to_hand].pos[1];
        if (y < 1.15 || y > ANIM_FIGURE_TOP - 0.4)
            fail_msg("catch %d at %.2f m: not at the chest", k, y);
    }
    int swapped = 0, across[2] = {0, 0};
    for (int i = 0; i < SAMPLES; i++) {
        anim_pose_at(motion, sample_time(motion, i), &pose);
        /* The right hand works at negative x: crossed, it is right of the left hand. */
        swapped += pose.hands[SITESWAP_RIGHT].pos[0] > pose.hands[SITESWAP_LEFT].pos[0];
        for (int h = 0; h < 2; h++)
            across[h] += pose.hands[h].crossed > 0.8;
    }
    assert_true(swapped > SAMPLES / 10);
    assert_true(across[0] > SAMPLES / 10 && across[1] > SAMPLES / 10);
    /* Not cramped: crossed or not, the hands keep a hand's width apart. */
    for (int i = 0; i < SAMPLES; i++) {
        anim_pose_at(motion, sample_time(motion, i), &pose);
        double gap = dist(pose.hands[0].pos, pose.hands[1].pos);
        if (gap < 0.08)
            fail_msg("hands %.3f m apart at %.3f s", gap, pose.seconds);
    }
}

static void test_rings_fly_edge_on_and_clubs_turn_where_the_viewer_sees_it(void **state)
{
    (void)state;
    prepare_into(motion, "3", ANIM_STYLE_NORMAL, ANIM_PROP_RING);
    for (int i = 0; i < SAMPLES; i++) {
        anim_pose_at(motion, sample_time(motion, i), &pose);
        for (int p = 0; p < pose.prop_count; p++)   /* the normal points mostly sideways */
            assert_true(fabs(pose.props[p].dir[0]) > 0.9 && fabs(pose.props[p].dir[2]) > 0.15);
    }
    prepare_into(motion, "3", ANIM_STYLE_NORMAL, ANIM_PROP_CLUB);
    double widest = 0;
    for (int i = 0; i < SAMPLES; i++) {
        anim_pose_at(motion, sample_time(motion, i), &pose);
        for (int p = 0; p < pose.prop_count; p++)
            widest = fmax(widest, fabs(pose.props[p].dir[0]));
    }
    assert_true(widest > 0.3);   /* not only towards and away from the viewer */
}

/* ---- Camera ---- */

typedef struct Box {
    double left, right, bottom, top;
} Box;

static Box shot_box(AnimShot s, double aspect)
{
    double w = s.height * aspect;
    return (Box){s.cx - w / 2, s.cx + w / 2, s.cy - s.height / 2, s.cy + s.height / 2};
}

static void expect_inside(Box b, const double p[3], double r, const char *what, const char *name)
{
    if (p[0] - r < b.left || p[0] + r > b.right || p[1] - r < b.bottom || p[1] + r > b.top)
        fail_msg("%s: %s at (%.3f, %.3f) r %.3f outside [%.3f %.3f]x[%.3f %.3f]", name, what, p[0],
                 p[1], r, b.left, b.right, b.bottom, b.top);
}

/* Everything drawn, with room for a drawing a little fuller than the animator's sizes. */
static void expect_all_inside(Box b, const AnimMotion *m, const AnimPose *ps, const char *name)
{
    const double slack = 0.03;
    const AnimBodyPose *bd = &ps->body;
    for (int h = 0; h < 2; h++) {
        double sole[3] = {bd->ankles[h][0], 0, 0};
        expect_inside(b, sole, slack, "a sole", name);
        expect_inside(b, bd->knees[h], 0.08, "a knee", name);
        expect_inside(b, ps->hands[h].shoulder, 0.06, "a shoulder", name);
        expect_inside(b, ps->hands[h].elbow, 0.06, "an elbow", name);
        expect_inside(b, ps->hands[h].pos, 0.06, "a hand", name);
    }
    expect_inside(b, bd->head, ANIM_HEAD_R + slack, "the head", name);
    for (int p = 0; p < ps->prop_count; p++) {
        const AnimPropPose *pp = &ps->props[p];
        if (m->settings.prop == ANIM_PROP_CLUB) {
            double head[3], knob[3];
            for (int i = 0; i < 3; i++) {
                head[i] = pp->pos[i] + pp->dir[i] * (ANIM_CLUB_LENGTH - 0.10);
                knob[i] = pp->pos[i] - pp->dir[i] * 0.10;
            }
            expect_inside(b, head, 0.05, "a club's head", name);
            expect_inside(b, knob, slack, "a club's knob", name);
        } else {
            double r = m->settings.prop == ANIM_PROP_RING ? ANIM_RING_RADIUS : ANIM_BALL_RADIUS;
            expect_inside(b, pp->pos, r + slack, "a prop", name);
        }
    }
}

static void test_figure_and_every_prop_stay_inside_the_shot(void **state)
{
    (void)state;
    const double aspects[] = {0.6, 1.0, 16.0 / 9};
    for (int c = 0; c < CASE_COUNT; c++)
        for (int prop = ANIM_PROP_BALL; prop <= ANIM_PROP_RING; prop++)
            for (int a = 0; a < 3; a++) {
                prepare_into(motion, cases[c].pattern, cases[c].style, (AnimProp)prop);
                AnimShot shot = anim_camera_target(motion, aspects[a]);
                Box b = shot_box(shot, aspects[a]);
                char name[80];
                snprintf(name, sizeof name, "%s (style %d, prop %d, aspect %.2f)",
                         cases[c].pattern, (int)cases[c].style, prop, aspects[a]);
                for (int i = 0; i < SAMPLES; i++) {
                    anim_pose_at(motion, sample_time(motion, i), &pose);
                    expect_all_inside(b, motion, &pose, name);
                }
                /* Framed, not lost in it: the pattern or the figure fills the height. */
                double used = fmax(motion->top, ANIM_FIGURE_TOP);
                if (aspects[a] >= 1)
                    assert_true(used > 0.8 * shot.height);
            }
}

static void test_feet_stand_near_the_bottom_of_the_shot(void **state)
{
    (void)state;
    for (int c = 0; c < CASE_COUNT; c++) {
        prepare_into(motion, cases[c].pattern, cases[c].style, ANIM_PROP_BALL);
        AnimShot shot = anim_camera_target(motion, 16.0 / 9);
        Box b = shot_box(shot, 16.0 / 9);
        assert_true(b.bottom < 0 && -b.bottom < 0.1 * shot.height);
    }
}

static void test_camera_frames_at_once_then_waits_while_time_stands_still(void **state)
{
    (void)state;
    prepare_into(motion, "3", ANIM_STYLE_NORMAL, ANIM_PROP_BALL);
    prepare_into(other, "b", ANIM_STYLE_NORMAL, ANIM_PROP_BALL);
    AnimCamera cam = {0};
    anim_camera_follow(&cam, motion, 1.5, 0.016);
    AnimShot want = anim_camera_target(motion, 1.5);
    assert_true(cam.framed);
    assert_float_equal(cam.shot.height, want.height, 1e-12);
    assert_float_equal(cam.shot.cy, want.cy, 1e-12);
    AnimShot before = cam.shot;
    anim_camera_follow(&cam, other, 1.5, 0);
    anim_camera_follow(&cam, other, 1.5, -0.5);
    assert_float_equal(cam.shot.height, before.height, 1e-12);
}

/* A low pattern at the Lab's shape, as the camera eases to it from a tall one: the soles and the
 * head stay inside the shot in every frame ([34]23 once ran the legs off the bottom). */
static void test_low_patterns_keep_the_whole_figure_in_view_while_the_camera_zooms(void **state)
{
    (void)state;
    const char *low[] = {"[34]23", "1", "2", "3"};
    const double aspect = 0.75;   /* the Lab's juggler area is taller than wide */
    for (int p = 0; p < 4; p++) {
        prepare_into(other, "97531", ANIM_STYLE_NORMAL, ANIM_PROP_BALL);
        prepare_into(motion, low[p], ANIM_STYLE_NORMAL, ANIM_PROP_BALL);
        AnimCamera cam = {0};
        anim_camera_follow(&cam, other, aspect, 1.0 / 60);
        for (int f = 0; f < 400; f++) {
            anim_camera_follow(&cam, motion, aspect, 1.0 / 60);
            anim_pose_at(motion, f / 60.0, &pose);
            Box b = shot_box(cam.shot, aspect);
            char name[64];
            snprintf(name, sizeof name, "%s, frame %d", low[p], f);
            expect_all_inside(b, motion, &pose, name);
        }
        /* Settled, the figure fills the shot's height, feet near the bottom edge. */
        Box b = shot_box(cam.shot, aspect);
        assert_true(ANIM_FIGURE_TOP > 0.8 * cam.shot.height);
        assert_true(-b.bottom < 0.1 * cam.shot.height);
    }
}

/* From one pattern to another, at several frame rates and with stalls: every step's zoom change
 * stays under the rate; the zoom moves one way only, and arrives. */
static void test_zoom_changes_smoothly_at_a_bounded_rate(void **state)
{
    (void)state;
    const char *pairs[][2] = {{"3", "b"}, {"b", "3"}, {"[34]23", "97531"}, {"97531", "[34]23"}};
    const double steps[] = {1.0 / 240, 1.0 / 60, 1.0 / 20, 0.25, 1.0};
    for (int p = 0; p < 4; p++)
        for (int k = 0; k < 5; k++) {
            prepare_into(motion, pairs[p][0], ANIM_STYLE_NORMAL, ANIM_PROP_BALL);
            prepare_into(other, pairs[p][1], ANIM_STYLE_NORMAL, ANIM_PROP_BALL);
            AnimCamera cam = {0};
            anim_camera_follow(&cam, motion, 16.0 / 9, steps[k]);
            double goal = anim_camera_target(other, 16.0 / 9).height;
            double sign = goal > cam.shot.height ? 1 : -1;
            for (double t = 0; t < 8; t += steps[k]) {
                double h0 = cam.shot.height;
                anim_camera_follow(&cam, other, 16.0 / 9, steps[k]);
                double change = log(cam.shot.height) - log(h0);
                if (fabs(change) > ANIM_CAMERA_ZOOM_RATE * steps[k] + 1e-12)
                    fail_msg("%s to %s: zoom %.4f in %.4f s", pairs[p][0], pairs[p][1], change,
                             steps[k]);
                assert_true(sign * change >= -1e-12);
                /* While it zooms, the feet and the head stay in the shot. */
                Box b = shot_box(cam.shot, 16.0 / 9);
                assert_true(b.bottom < 0 && b.top > ANIM_FIGURE_TOP);
            }
            assert_float_equal(cam.shot.height, goal, goal * 0.01);
        }
}

/* A shot capped in height (the screen keeps the figure large) crops the top of the highest arcs
 * only: the floor stays near the bottom edge, the whole figure stays in, and no cap at all
 * is the plain target. The camera follows to the capped shot. */
static void test_a_capped_shot_keeps_the_floor_and_the_figure_and_crops_the_top(void **state)
{
    (void)state;
    Siteswap *s = siteswap_parse("97531", NULL);
    AnimSettings st = anim_default_settings();
    st.slowdown = 1;   /* in real time: the 9s fly 5 m up */
    assert_true(anim_prepare(s, &st, motion, NULL, 0));
    siteswap_free(s);
    AnimShot full = anim_camera_target(motion, 1.1);
    AnimShot same = anim_camera_target_within(motion, 1.1, 0);
    assert_float_equal(same.height, full.height, 1e-12);
    assert_float_equal(same.cy, full.cy, 1e-12);
    AnimShot capped = anim_camera_target_within(motion, 1.1, 3.0);
    assert_true(full.height > 5);
    assert_float_equal(capped.height, 3.0, 1e-12);
    /* The floor (y = 0) just above the bottom edge, as in any shot: the top is what goes. */
    Box b = shot_box(capped, 1.1);
    assert_true(b.bottom < 0 && -b.bottom < 0.05 * capped.height);
    assert_true(b.top < motion->max_height);
    for (int i = 0; i < SAMPLES; i++) {
        anim_pose_at(motion, sample_time(motion, i), &pose);
        expect_inside(b, pose.body.head, ANIM_HEAD_R, "the head", "97531 capped");
        for (int h = 0; h < 2; h++)
            expect_inside(b, pose.hands[h].pos, 0.05, "a hand", "97531 capped");
    }
    /* A cap below the figure's own height does not cut the figure. */
    AnimShot tiny = anim_camera_target_within(motion, 1.1, 0.5);
    assert_true(tiny.height >= ANIM_FIGURE_TOP);
    /* The camera settles on the capped shot. */
    AnimCamera cam = {.max_height = 3.0};
    anim_camera_follow(&cam, motion, 1.1, 0.016);
    assert_float_equal(cam.shot.height, 3.0, 1e-12);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_elbow_keeps_both_bone_lengths),
        cmocka_unit_test(test_two_bone_solution_reaches_within_range_and_straightens_beyond),
        cmocka_unit_test(test_legs_keep_their_lengths_and_the_feet_stay_on_the_ground),
        cmocka_unit_test(test_body_breathes_and_sways_slightly_and_smoothly),
        cmocka_unit_test(test_head_follows_the_highest_prop_a_little),
        cmocka_unit_test(test_mills_mess_catches_at_chest_height_and_reaches_across),
        cmocka_unit_test(test_mills_mess_catches_at_chest_height_with_the_arms_crossing),
        cmocka_unit_test(test_rings_fly_edge_on_and_clubs_turn_where_the_viewer_sees_it),
        cmocka_unit_test(test_figure_and_every_prop_stay_inside_the_shot),
        cmocka_unit_test(test_feet_stand_near_the_bottom_of_the_shot),
        cmocka_unit_test(test_camera_frames_at_once_then_waits_while_time_stands_still),
        cmocka_unit_test(test_a_capped_shot_keeps_the_floor_and_the_figure_and_crops_the_top),
        cmocka_unit_test(test_zoom_changes_smoothly_at_a_bounded_rate),
        cmocka_unit_test(test_low_patterns_keep_the_whole_figure_in_view_while_the_camera_zooms),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
