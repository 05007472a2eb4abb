/* The passing animator (anim_pass.h): jugglers placed so each figure reads, passes landing in the
 * partner's hand at their catch time, props flying continuously, bounces touching the floor. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "anim_pass.h"

static AnimPassMotion *motion;
static AnimPassPose *pose;

static int setup(void **state)
{
    (void)state;
    motion = malloc(sizeof *motion);
    pose = malloc(sizeof *pose);
    return motion && pose ? 0 : -1;
}

static int teardown(void **state)
{
    (void)state;
    free(motion);
    free(pose);
    return 0;
}

static double dist(const double a[3], const double b[3])
{
    return sqrt((a[0] - b[0]) * (a[0] - b[0]) + (a[1] - b[1]) * (a[1] - b[1]) +
                (a[2] - b[2]) * (a[2] - b[2]));
}

/* Parses, validates and prepares; returns the prop count the notation gives. */
static int prepare(const char *text, AnimProp prop)
{
    SiteswapError e = {0};
    NotationPattern *p = notation_parse(text, &e);
    if (!p || !notation_validate(p, &e))
        fail_msg("%s: %s", text, e.message);
    AnimSettings st = anim_default_settings();
    st.prop = prop;
    char err[200];
    if (!anim_pass_prepare(p, &st, motion, err, sizeof err))
        fail_msg("%s: %s", text, err);
    int props = notation_props(p);
    notation_free(p);
    return props;
}

static const char *const passing[] = {
    "<3p|3p>", "<3p 3|3p 3>", "<3p 3 3|3p 3 3>", "<3p 3 3 3|3p 3 3 3>", "<5p 3|5p 3>",
    "<R|L><4xp 3|3 4xp>", "<3p2 3 3p3 3|3p1 3 3 3|3 3 3p1 3>", "<3p2|3p3|3p1>",
    "<3p2|3p3|3p4|3p1>", "<3p 4 1 3p 3|4p 3 4p 4 1>", "<3p|2p>", "<4p 2 2|2 2 3p>",
    /* synchronous and multiplex passes, hand specifiers */
    "<(4xp,4x)|(4xp,4x)>", "<(4,4p)|(4,4p)>", "<[3p/3]3 3|[3p/3]3 3>", "<[3p/2] 3|[3p/2] 3>",
    "<R3p L3|R3p L3>",
};
#define PASSING_COUNT ((int)(sizeof passing / sizeof passing[0]))

static void test_every_prop_the_notation_counts_is_animated(void **state)
{
    (void)state;
    for (int i = 0; i < PASSING_COUNT; i++) {
        int props = prepare(passing[i], ANIM_PROP_CLUB);
        assert_int_equal(motion->props, props);
    }
}

/* A pass leaves one juggler's hand and arrives, at its catch time, in the partner's hand. */
static void test_a_pass_lands_in_the_partners_hand_at_its_catch_time(void **state)
{
    (void)state;
    for (int i = 0; i < PASSING_COUNT; i++) {
        prepare(passing[i], ANIM_PROP_BALL);
        int passes = 0;
        for (int k = 0; k < motion->event_count; k++) {
            const AnimPassEvent *e = &motion->events[k];
            if (!e->pass || e->value == 0)
                continue;
            passes++;
            double cycle = anim_pass_cycle_seconds(motion);
            /* a few repetitions on, so props have changed places */
            double t = e->t_catch + 3 * cycle;
            double hand[3], thrower[3];
            anim_pass_hand_at(motion, e->to_juggler, e->to_hand, t, hand);
            anim_pass_hand_at(motion, e->juggler, e->hand, e->t_throw + 3 * cycle, thrower);
            assert_true(dist(hand, e->spot_catch) < 1e-6);
            assert_true(dist(thrower, e->spot_throw) < 1e-6);
            assert_true(dist(thrower, e->p0) < 0.1);
            assert_true(dist(hand, e->p1) < 0.1);   /* caught where it sits in the hand */
            /* the catcher stands far from the thrower, and the hand is the catcher's own */
            const double *at = motion->place[e->to_juggler].pos;
            double feet[3] = {hand[0], 0, hand[2]};
            assert_true(dist(feet, at) < 0.7);
            assert_true(dist(at, motion->place[e->juggler].pos) > 1.5);
            /* a prop is there, just before and just after */
            anim_pass_pose_at(motion, t - 0.002, pose);
            bool near = false;
            for (int p = 0; p < pose->prop_count; p++)
                near = near || (pose->props[p].hand < 0 && dist(pose->props[p].pos, e->p1) < 0.05);
            assert_true(near);
            anim_pass_pose_at(motion, t + 0.002, pose);
            near = false;
            for (int p = 0; p < pose->prop_count; p++)
                near = near || (pose->props[p].hand == e->to_hand &&
                                pose->prop_juggler[p] == e->to_juggler &&
                                dist(pose->props[p].pos, hand) < 0.1);
            assert_true(near);
        }
        assert_true(passes > 0);
    }
}

/* As Juggling Lab reads it: `p` without a hand goes from the right hand to the partner's left. */
static void test_a_pass_from_the_right_hand_goes_to_the_partners_left(void **state)
{
    (void)state;
    prepare("<3p 3|3p 3>", ANIM_PROP_CLUB);
    for (int k = 0; k < motion->event_count; k++) {
        const AnimPassEvent *e = &motion->events[k];
        if (e->pass && e->hand == SITESWAP_RIGHT)
            assert_int_equal(e->to_hand, SITESWAP_LEFT);
        if (!e->pass)
            assert_int_equal(e->to_juggler, e->juggler);
    }
}

/* Selfs stay with their juggler: the prop never goes far from that juggler. */
static void test_selfs_stay_with_the_juggler(void **state)
{
    (void)state;
    prepare("<3p 3|3p 3>", ANIM_PROP_CLUB);
    for (int k = 0; k < motion->event_count; k++) {
        const AnimPassEvent *e = &motion->events[k];
        if (e->pass || e->value == 0)
            continue;
        for (int s = 0; s <= 10; s++) {
            double tau = (e->t_catch - e->t_throw) * s / 10;
            double x = e->p0[0] + e->v0[0] * tau, z = e->p0[2] + e->v0[2] * tau;
            double feet[3] = {x, 0, z};
            assert_true(dist(feet, motion->place[e->juggler].pos) < 0.7);
        }
    }
}

/* Two face each other; in a ring of three or four each figure stands apart across the view and
 * turns at least partly towards the viewer, so every figure reads. */
static void test_figures_face_each_other_or_stand_in_a_readable_ring(void **state)
{
    (void)state;
    prepare("<3p|3p>", ANIM_PROP_CLUB);
    const AnimPassPlace *a = &motion->place[0], *b = &motion->place[1];
    assert_true(a->pos[0] < b->pos[0]);
    assert_true(sin(a->yaw) > 0.5 && sin(b->yaw) < -0.5);   /* towards each other */
    assert_true(cos(a->yaw) > 0.2 && cos(b->yaw) > 0.2);    /* and a little to the viewer */
    const char *rings[] = {"<3p2|3p3|3p1>", "<3p2|3p3|3p4|3p1>"};
    for (int r = 0; r < 2; r++) {
        prepare(rings[r], ANIM_PROP_CLUB);
        for (int j = 0; j < motion->jugglers; j++) {
            assert_true(cos(motion->place[j].yaw) > 0.1);
            for (int k = j + 1; k < motion->jugglers; k++)
                assert_true(fabs(motion->place[j].pos[0] - motion->place[k].pos[0]) >
                            1.1 * ANIM_FIGURE_HALF_W);
        }
    }
}

/* Props move continuously: no jump between two instants a millisecond apart. */
static void test_props_fly_without_jumps(void **state)
{
    (void)state;
    static AnimPassPose before;
    for (int i = 0; i < PASSING_COUNT; i++) {
        prepare(passing[i], ANIM_PROP_CLUB);
        double end = 2 * anim_pass_cycle_seconds(motion);
        anim_pass_pose_at(motion, 0, &before);
        for (double t = 0.001; t < end; t += 0.001) {
            anim_pass_pose_at(motion, t, pose);
            for (int p = 0; p < pose->prop_count; p++)
                if (dist(pose->props[p].pos, before.props[p].pos) > 0.08)
                    fail_msg("%s: prop %d jumps %.3f m at %.3f s", passing[i], p,
                             dist(pose->props[p].pos, before.props[p].pos), t);
            before = *pose;
        }
    }
}

/* A bounced throw touches the floor (and no lower) and still reaches the catching hand. */
static void test_a_bounce_touches_the_floor(void **state)
{
    (void)state;
    const char *bounces[] = {"3B", "4B", "5BB 3", "<3pB 3|3pB 3>"};
    for (int i = 0; i < 4; i++) {
        prepare(bounces[i], ANIM_PROP_BALL);
        assert_true(motion->bounces);
        int seen = 0;
        for (int k = 0; k < motion->event_count; k++) {
            const AnimPassEvent *e = &motion->events[k];
            if (!e->bounces)
                continue;
            seen++;
            double lowest = 1e9, T = e->t_catch - e->t_throw;
            int touches = 0;
            double prev_vy = -1;
            for (int s = 0; s <= 4000; s++) {
                double tau = T * s / 4000;
                anim_pass_pose_at(motion, e->t_throw + tau + 0.0, pose);
                double y = 1e9;
                for (int p = 0; p < pose->prop_count; p++)
                    if (pose->props[p].hand < 0)
                        y = fmin(y, pose->props[p].pos[1]);
                lowest = fmin(lowest, y);
                (void)prev_vy;
            }
            for (int b = 0; b < e->bounces; b++)
                touches += e->seg_t[b] > 0 && e->seg_t[b] < T;
            assert_int_equal(touches, e->bounces);
            assert_true(fabs(lowest - ANIM_PASS_FLOOR_Y) < 0.01);
            double hand[3];
            anim_pass_hand_at(motion, e->to_juggler, e->to_hand, e->t_catch, hand);
            assert_true(dist(hand, e->spot_catch) < 1e-6);
        }
        assert_true(seen > 0);
    }
}

static void test_passers_name_their_throws(void **state)
{
    (void)state;
    assert_string_equal(anim_pass_throw_name(3, false, false, false), "self");
    assert_string_equal(anim_pass_throw_name(3, true, false, false), "pass");
    assert_string_equal(anim_pass_throw_name(4, true, false, false), "double");
    assert_string_equal(anim_pass_throw_name(4, false, false, false), "heff");
    assert_string_equal(anim_pass_throw_name(1, false, false, false), "zip");
    assert_string_equal(anim_pass_throw_name(2, false, false, false), "flip");
    assert_string_equal(anim_pass_throw_name(2, false, true, false), "hold");
    assert_string_equal(anim_pass_throw_name(2, true, false, false), "zap");
    assert_string_equal(anim_pass_throw_name(3, false, false, true), "bounce");
}

/* The camera shows every juggler whole, and never shrinks them beyond the cap the solo juggler
 * keeps when the figures fit side by side. */
/* Names follow the flight in the thrower's own beats: the four-handed Why Not, written at double
 * time, is passed in singles (7p) with heffs (8), zips (2x) and selfs (6x); the same throws
 * written in one count for two passers are named by value (the notation has no half-beat
 * offset), and a plain 2-count's 3p is a single and 7 clubs' 4xp a double. */
static void test_passes_are_named_by_flight_in_the_throwers_own_beats(void **state)
{
    (void)state;
    prepare("<R7p 0 L8 0 R2x 0 L7p 0 R6x 0|0 R7xp 0 L6x 0 R7xp 0 L8 0 R2x>*", ANIM_PROP_CLUB);
    assert_int_equal(motion->own_beat[0], 2);
    assert_int_equal(motion->own_beat[1], 2);
    int passes = 0;
    for (int i = 0; i < motion->event_count; i++) {
        const AnimPassEvent *e = &motion->events[i];
        const char *want = e->value == 0 ? "gap" : e->pass ? "pass" : e->value == 8 ? "heff"
                           : e->value == 2 ? "zip" : "self";
        assert_string_equal(anim_pass_event_name(motion, e), want);
        passes += e->pass;
    }
    assert_int_equal(passes, 8);
    prepare("<3p 4 1 3p 3|4p 3 4p 4 1>", ANIM_PROP_CLUB);
    assert_int_equal(motion->own_beat[1], 1);
    for (int i = 0; i < motion->event_count; i++) {
        const AnimPassEvent *e = &motion->events[i];
        if (e->pass)
            assert_string_equal(anim_pass_event_name(motion, e), e->value == 3 ? "pass" : "double");
    }
    prepare("<3p 3|3p 3>", ANIM_PROP_CLUB);
    assert_string_equal(anim_pass_event_name(motion, &motion->events[0]), "pass");
    prepare("<R|L><4xp 3|3 4xp>", ANIM_PROP_CLUB);
    for (int i = 0; i < motion->event_count; i++)
        if (motion->events[i].pass)
            assert_string_equal(anim_pass_event_name(motion, &motion->events[i]), "double");
}

static void test_the_shot_shows_every_figure(void **state)
{
    (void)state;
    for (int i = 0; i < PASSING_COUNT; i++) {
        prepare(passing[i], ANIM_PROP_CLUB);
        AnimShot s = anim_pass_camera_target(motion, 16.0 / 9.0, 0);
        double half_w = s.height * 16.0 / 9.0 / 2;
        for (int j = 0; j < motion->jugglers; j++) {
            assert_true(motion->place[j].pos[0] - ANIM_FIGURE_HALF_W >= s.cx - half_w);
            assert_true(motion->place[j].pos[0] + ANIM_FIGURE_HALF_W <= s.cx + half_w);
        }
        assert_true(s.cy + s.height / 2 >= ANIM_FIGURE_TOP);
        assert_true(s.cy - s.height / 2 <= 0);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_prop_the_notation_counts_is_animated),
        cmocka_unit_test(test_a_pass_lands_in_the_partners_hand_at_its_catch_time),
        cmocka_unit_test(test_a_pass_from_the_right_hand_goes_to_the_partners_left),
        cmocka_unit_test(test_selfs_stay_with_the_juggler),
        cmocka_unit_test(test_figures_face_each_other_or_stand_in_a_readable_ring),
        cmocka_unit_test(test_props_fly_without_jumps),
        cmocka_unit_test(test_a_bounce_touches_the_floor),
        cmocka_unit_test(test_passers_name_their_throws),
        cmocka_unit_test(test_passes_are_named_by_flight_in_the_throwers_own_beats),
        cmocka_unit_test(test_the_shot_shows_every_figure),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
