/* The animator's properties, checked for many patterns: every named pattern (the
 * list below), every 3-5 ball vanilla pattern up to period 5, in several styles.
 * Sampling: wherever a jump could happen (throws, catches, hand knots, cycle ends) plus spread
 * samples, so the suite stays fast under sanitizers. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "anim.h"

static const char *const named[] = {
    "3", "4", "5", "51", "71", "91", "53", "40", "60", "42", "8040", "441", "531", "423",
    "52233", "(4,2x)*", "612", "(4,4)(4,0)", "(4,2)", "(4x,2x)", "(4x,2)(2,4x)",
    "(2,4)(2,4x)(2x,4)", "242334", "2334", "33333423", "55500", "55050", "52512", "7131", "504",
    "[34]23", "(4,4)", "(4x,4x)", "633", "741", "714", "7441", "7531", "1234567", "534", "552",
    "5551", "525", "44453", "3[53]22[32]", "726", "97531", "744", "94444", "(4x,6x)",
    "(6,4x)(4x,6)", "24[54]", "26[76]", "b", "[33]", "[22]2", "(6x,4)*", "[43]1",
};
#define NAMED_COUNT ((int)(sizeof named / sizeof named[0]))

#define ANIM_HAND_Y_TEST 1.10   /* the hands' working height in the animator's frame */

static AnimMotion *motion;   /* large: one on the heap, reused */

static int setup(void **state)
{
    (void)state;
    motion = malloc(sizeof *motion);
    return motion ? 0 : -1;
}

/* The patterns the tests build, freed by the next ones to take their place and at the end:
 * no test holds more than a few at once. */
#define KEPT 16
static Siteswap *kept[KEPT];
static int kept_next;

static Siteswap *keep(Siteswap *s)
{
    assert_non_null(s);
    siteswap_free(kept[kept_next]);
    kept[kept_next] = s;
    kept_next = (kept_next + 1) % KEPT;
    return s;
}

static int teardown(void **state)
{
    (void)state;
    free(motion);
    for (int i = 0; i < KEPT; i++)
        siteswap_free(kept[i]);
    return 0;
}

static Siteswap *parse_valid(const char *text)
{
    SiteswapError e;
    Siteswap *s = siteswap_parse(text, &e);
    if (!s || !siteswap_validate(s, &e))
        fail_msg("%s: %s", text, e.message);
    return keep(s);
}

static void prepare(const Siteswap *s, const AnimSettings *st, const char *name)
{
    char err[200];
    if (!anim_prepare(s, st, motion, err, sizeof err))
        fail_msg("%s: %s", name, err);
}

/* ---- Pattern sets ---- */

typedef void (*Check)(const char *name, const Siteswap *s, const AnimSettings *st);

/* Largest rotation and not a repetition: each cyclic pattern once. */
static bool canonical_values(const int *v, int n)
{
    for (int r = 1; r < n; r++) {
        int cmp = 0;
        for (int i = 0; i < n && cmp == 0; i++)
            cmp = v[(i + r) % n] - v[i];
        if (cmp >= 0)   /* a larger rotation, or a repetition */
            return false;
    }
    return true;
}

static int every_vanilla(Check check, const AnimSettings *st, int min_balls, int max_balls,
                         int max_period)
{
    int tested = 0;
    for (int balls = min_balls; balls <= max_balls; balls++)
        for (int n = 1; n <= max_period; n++) {
            int v[8] = {0};
            int top = balls * n;
            for (;;) {
                int sum = 0;
                for (int i = 0; i < n; i++)
                    sum += v[i];
                if (sum == balls * n && canonical_values(v, n) && siteswap_values_valid(v, n)) {
                    Siteswap *s = keep(siteswap_from_values(v, n));
                    char name[64];
                    siteswap_format(s, name, sizeof name);
                    check(name, s, st);
                    tested++;
                }
                int i = n - 1;
                while (i >= 0 && v[i] == top)
                    v[i--] = 0;
                if (i < 0)
                    break;
                v[i]++;
            }
        }
    return tested;
}

static void every_named(Check check, const AnimSettings *st)
{
    for (int i = 0; i < NAMED_COUNT; i++) {
        Siteswap *s = parse_valid(named[i]);
        char name[128];
        snprintf(name, sizeof name, "%s (style %d, prop %d, dwell %.1f, rate %.1f%s%s%s)", named[i],
                 (int)st->style, (int)st->prop, st->dwell, st->rate, st->start_left ? ", left" : "",
                 st->toss_twos ? ", tossed 2s" : "",
                 st->start == ANIM_START_FROM_GROUND ? ", from ground" : "");
        check(name, s, st);
    }
}

/* Named patterns in every style and with the left hand starting; clubs and rings. */
static void every_variant(Check check)
{
    AnimSettings st = anim_default_settings();
    every_named(check, &st);
    for (int style = 1; style < ANIM_STYLE_COUNT; style++) {
        st = anim_default_settings();
        st.style = (AnimStyle)style;
        st.prop = style % 2 ? ANIM_PROP_CLUB : ANIM_PROP_RING;
        every_named(check, &st);
    }
    st = anim_default_settings();
    st.start_left = true;
    st.toss_twos = true;
    st.dwell = 0.6;
    every_named(check, &st);
    st = anim_default_settings();
    st.dwell = 1.8;
    st.rate = 1.0;
    every_named(check, &st);
    st = anim_default_settings();
    st.start = ANIM_START_FROM_GROUND;
    every_named(check, &st);
}

static void every_pattern(Check check)
{
    every_variant(check);
    AnimSettings st = anim_default_settings();
    int n = every_vanilla(check, &st, 3, 5, 5);
    assert_true(n > 1000);
}

/* ---- Sampling helpers ---- */

static double dist(const double a[3], const double b[3])
{
    double d = 0;
    for (int i = 0; i < 3; i++)
        d += (a[i] - b[i]) * (a[i] - b[i]);
    return sqrt(d);
}

/* Times where something could jump: each throw, catch and next throw, each hand knot, and the
 * ends of the cycle; plus evenly spread times. Returns how many (at most max). */
static int critical_times(const AnimMotion *m, double *t, int max)
{
    int n = 0;
    double P = anim_cycle_seconds(m);
    for (int i = 0; i < m->event_count && n + 3 <= max; i++) {
        const AnimEvent *e = &m->events[i];
        t[n++] = e->t_throw;
        t[n++] = e->t_catch;
        t[n++] = e->t_next;
    }
    for (int h = 0; h < 2; h++)
        for (int k = 0; k < m->knot_count[h] && n < max; k++)
            t[n++] = m->knots[h][k].t;
    for (int i = 0; i <= 40 && n + 2 <= max; i++) {
        t[n++] = P * i / 40.0;
        t[n++] = anim_full_cycle_seconds(m) - P * i / 40.0;
    }
    return n;
}

static AnimPose pose_a, pose_b;

/* ---- Properties ---- */

static void check_props_equal_balls(const char *name, const Siteswap *s, const AnimSettings *st)
{
    prepare(s, st, name);
    int balls = siteswap_balls(s);
    assert_int_equal(motion->balls, balls);
    double P = anim_full_cycle_seconds(motion);
    for (int i = 0; i < 24; i++) {
        double t = P * i / 24.0 + 0.001;
        for (int p = 0; p < ANIM_MAX_PROPS; p++)
            pose_a.props[p].colour = -1;
        anim_pose_at(motion, t, &pose_a);
        assert_int_equal(pose_a.prop_count, balls);
        for (int p = 0; p < balls; p++)
            if (pose_a.props[p].colour < 0)
                fail_msg("%s: prop %d missing at %.3f s", name, p, t);
        /* Exactly one throw in progress per prop. */
        AnimLadderThrow lt[512];
        int seen[ANIM_MAX_PROPS] = {0};
        double now = pose_a.beat;
        long first = (long)floor(now) - motion->max_value;
        int n = anim_ladder(motion, first, (long)floor(now), now, lt, 512);
        assert_true(n <= 512);
        for (int k = 0; k < n; k++)
            if (lt[k].value > 0 && lt[k].beat <= now && now < lt[k].land_beat)
                seen[lt[k].prop]++;
        for (int p = 0; p < balls; p++)
            if (seen[p] != 1)
                fail_msg("%s: prop %d is in %d throws at beat %.3f", name, p, seen[p], now);
    }
}

static void test_number_of_props_equals_balls(void **state)
{
    (void)state;
    every_pattern(check_props_equal_balls);
}

static void check_caught(const char *name, const Siteswap *s, const AnimSettings *st)
{
    prepare(s, st, name);
    AnimLadderThrow lt[ANIM_MAX_EVENTS];
    int n = anim_ladder(motion, 0, motion->cycle_beats - 1, 0, lt, ANIM_MAX_EVENTS);
    assert_true(n <= ANIM_MAX_EVENTS);
    /* Props of a multiplex sit side by side in the hand. */
    double room = siteswap_is_multiplex(s) ? 0.3 : 1e-6;
    for (int k = 0; k < n; k++) {
        if (lt[k].value == 0)
            continue;
        double t = lt[k].catch_beat * motion->beat_seconds + 1e-9;
        anim_pose_at(motion, t, &pose_a);
        const AnimPropPose *p = &pose_a.props[lt[k].prop];
        if (p->hand != lt[k].to_hand)
            fail_msg("%s: throw at beat %d not in hand %d at its catch", name, lt[k].beat,
                     lt[k].to_hand);
        double d = dist(p->pos, pose_a.hands[lt[k].to_hand].pos);
        if (d > room)
            fail_msg("%s: throw at beat %d caught %.3f m from the hand", name, lt[k].beat, d);
        /* Just before: a tossed prop is still in the air. */
        if (lt[k].catch_beat > lt[k].beat + 1e-6) {
            anim_pose_at(motion, t - 2e-6, &pose_b);
            if (pose_b.props[lt[k].prop].hand != -1)
                fail_msg("%s: throw at beat %d is in a hand before its catch", name, lt[k].beat);
        }
    }
}

static void test_every_prop_in_catching_hand_at_catch_time(void **state)
{
    (void)state;
    every_pattern(check_caught);
}

/* Bounded movement 1 ms apart: a little faster than the fastest throw of the pattern. */
static double max_step(const AnimMotion *m)
{
    double v = 0;
    for (int i = 0; i < m->event_count; i++) {
        const AnimEvent *e = &m->events[i];
        double T = e->t_catch - e->t_throw, vy = e->v0[1] - ANIM_GRAVITY * T;
        double s0 = sqrt(e->v0[0] * e->v0[0] + e->v0[1] * e->v0[1] + e->v0[2] * e->v0[2]);
        double s1 = sqrt(e->v0[0] * e->v0[0] + vy * vy + e->v0[2] * e->v0[2]);
        v = fmax(v, fmax(s0, s1));
    }
    return 0.001 * (1.3 * v + 4.0);   /* hands may move a few m/s on their own */
}
#define MAX_STEP max_step(motion)

static double sample_times[ANIM_MAX_EVENTS * 3 + ANIM_MAX_KNOTS * 2 + 100];

static void check_continuous(const char *name, const Siteswap *s, const AnimSettings *st)
{
    prepare(s, st, name);
    int n = critical_times(motion, sample_times, (int)(sizeof sample_times / sizeof sample_times[0]));
    for (int i = 0; i < n; i++) {
        for (int side = 0; side < 2; side++) {
            double t0 = sample_times[i] - (side ? 0.0005 : 0.001), t1 = t0 + 0.001;
            anim_pose_at(motion, t0, &pose_a);
            anim_pose_at(motion, t1, &pose_b);
            for (int p = 0; p < pose_a.prop_count; p++) {
                double d = dist(pose_a.props[p].pos, pose_b.props[p].pos);
                if (d > MAX_STEP)
                    fail_msg("%s: prop %d jumps %.3f m at %.4f s", name, p, d, t0);
                d = dist(pose_a.props[p].dir, pose_b.props[p].dir);
                if (d > 0.2)
                    fail_msg("%s: prop %d turns %.3f at %.4f s", name, p, d, t0);
            }
        }
    }
}

static void test_positions_continuous(void **state)
{
    (void)state;
    every_pattern(check_continuous);
}

static void check_hands_continuous(const char *name, const Siteswap *s, const AnimSettings *st)
{
    prepare(s, st, name);
    int n = critical_times(motion, sample_times, (int)(sizeof sample_times / sizeof sample_times[0]));
    for (int i = 0; i < n; i++) {
        double t0 = sample_times[i] - 0.0005;
        anim_pose_at(motion, t0, &pose_a);
        anim_pose_at(motion, t0 + 0.001, &pose_b);
        for (int h = 0; h < 2; h++) {
            double d = dist(pose_a.hands[h].pos, pose_b.hands[h].pos);
            double de = dist(pose_a.hands[h].elbow, pose_b.hands[h].elbow);
            if (d > MAX_STEP || de > MAX_STEP)
                fail_msg("%s: hand %d jumps %.3f m (elbow %.3f) at %.4f s", name, h, d, de, t0);
        }
    }
}

static void test_hand_paths_continuous(void **state)
{
    (void)state;
    every_pattern(check_hands_continuous);
}

/* Dense: every millisecond of a full cycle, for the named patterns. */
static void check_dense(const char *name, const Siteswap *s, const AnimSettings *st)
{
    prepare(s, st, name);
    double T = fmin(anim_full_cycle_seconds(motion), 5.0);
    anim_pose_at(motion, 0, &pose_a);
    for (double t = 0.001; t <= T; t += 0.001) {
        anim_pose_at(motion, t, &pose_b);
        for (int p = 0; p < pose_b.prop_count; p++)
            if (dist(pose_a.props[p].pos, pose_b.props[p].pos) > MAX_STEP)
                fail_msg("%s: prop %d jumps at %.3f s", name, p, t);
        for (int h = 0; h < 2; h++)
            if (dist(pose_a.hands[h].pos, pose_b.hands[h].pos) > MAX_STEP)
                fail_msg("%s: hand %d jumps at %.3f s", name, h, t);
        pose_a = pose_b;
    }
}

static void test_every_millisecond_continuous_for_named_patterns(void **state)
{
    (void)state;
    AnimSettings st = anim_default_settings();
    every_named(check_dense, &st);
}

static void check_not_below_hands(const char *name, const Siteswap *s, const AnimSettings *st)
{
    prepare(s, st, name);
    int n = critical_times(motion, sample_times, (int)(sizeof sample_times / sizeof sample_times[0]));
    double P = anim_cycle_seconds(motion);
    for (int i = 0; i < n + 200; i++) {
        double t = i < n ? sample_times[i] : P * (i - n) / 200.0;
        anim_pose_at(motion, t, &pose_a);
        for (int p = 0; p < pose_a.prop_count; p++)
            if (pose_a.props[p].pos[1] < motion->hand_low - 1e-9)
                fail_msg("%s: prop %d at %.3f m, below the hands (%.3f m)", name, p,
                         pose_a.props[p].pos[1], motion->hand_low);
        for (int h = 0; h < 2; h++)
            if (pose_a.hands[h].pos[1] < motion->hand_low - 1e-9)
                fail_msg("%s: hand below its lowest point", name);
        for (int p = 0; p < pose_a.prop_count; p++) {
            double y = pose_a.props[p].pos[1];
            if ((st->prop == ANIM_PROP_BALL && y > motion->max_height + 1e-9) || y > motion->top)
                fail_msg("%s: prop %d above the highest point", name, p);
        }
    }
    /* The hands never sink far: a scoop, not a squat. */
    if (motion->hand_low < ANIM_HAND_Y_TEST - 0.45)
        fail_msg("%s: hands dip to %.2f m", name, motion->hand_low);
}
static void test_nothing_below_the_hands_lowest_point(void **state)
{
    (void)state;
    every_pattern(check_not_below_hands);
}

static void check_repeats(const char *name, const Siteswap *s, const AnimSettings *st)
{
    prepare(s, st, name);
    double full = anim_full_cycle_seconds(motion), P = anim_cycle_seconds(motion);
    for (int i = 0; i < 16; i++) {
        double t = P * i / 16.0 + 0.0123;
        anim_pose_at(motion, t, &pose_a);
        anim_pose_at(motion, t + full, &pose_b);
        for (int p = 0; p < pose_a.prop_count; p++) {
            if (dist(pose_a.props[p].pos, pose_b.props[p].pos) > 1e-6 ||
                pose_a.props[p].hand != pose_b.props[p].hand)
                fail_msg("%s: prop %d differs after a full cycle", name, p);
            assert_int_equal(pose_a.props[p].colour, pose_b.props[p].colour);
        }
        for (int h = 0; h < 2; h++)
            if (dist(pose_a.hands[h].pos, pose_b.hands[h].pos) > 1e-6)
                fail_msg("%s: hand %d differs after a full cycle", name, h);
        /* After one hand cycle the props may have swapped, but the places are the same. */
        anim_pose_at(motion, t + P, &pose_b);
        for (int p = 0; p < pose_a.prop_count; p++) {
            double best = 1e9;
            for (int q = 0; q < pose_b.prop_count; q++)
                best = fmin(best, dist(pose_a.props[p].pos, pose_b.props[q].pos));
            if (best > 1e-6)
                fail_msg("%s: no prop where prop %d was, one cycle later", name, p);
        }
    }
}

static void test_motion_repeats_after_one_full_cycle(void **state)
{
    (void)state;
    every_pattern(check_repeats);
}

/* ---- Timing and flight ---- */

static void test_automatic_rate_follows_known_speeds(void **state)
{
    (void)state;
    const char *pat[] = {"3", "4", "5", "7"};
    double want[] = {2.9, 3.4, 4.1, 5.0};
    for (int i = 0; i < 4; i++) {
        Siteswap *s = parse_valid(pat[i]);
        assert_float_equal(anim_auto_rate(s, 0), want[i], 1e-9);
    }
    Siteswap *s = parse_valid("6");
    double r6 = anim_auto_rate(s, 0);
    assert_true(r6 > 4.1 && r6 < 5.0);
}

static void test_no_throw_longer_than_limit_in_the_air(void **state)
{
    (void)state;
    const char *pat[] = {"z0000000000000000000000000000000000", "b", "97531", "p0000"};
    for (int i = 0; i < 4; i++) {
        Siteswap *s = parse_valid(pat[i]);
        prepare(s, NULL, pat[i]);
        for (int k = 0; k < motion->event_count; k++) {
            const AnimEvent *e = &motion->events[k];
            assert_true(e->t_catch - e->t_throw <= ANIM_MAX_AIR + 1e-9);
        }
        /* ...so it stays below 9.8 * 2.6^2 / 8 = 8.3 m above the hands. */
        assert_true(motion->max_height < ANIM_HAND_Y_TEST + 8.4);
    }
}

static void test_throw_caught_value_minus_dwell_beats_later(void **state)
{
    (void)state;
    Siteswap *s = parse_valid("531");
    AnimSettings st = anim_default_settings();
    st.rate = 3.0;
    st.dwell = 1.2;
    prepare(s, &st, "531");
    AnimLadderThrow lt[16];
    int n = anim_ladder(motion, 0, 5, 0, lt, 16);
    assert_int_equal(n, 6);
    for (int k = 0; k < n; k++) {
        if (lt[k].value >= 2)
            assert_float_equal(lt[k].catch_beat, lt[k].beat + lt[k].value - 1.2, 1e-9);
        else
            assert_true(lt[k].catch_beat > lt[k].beat && lt[k].catch_beat < lt[k].beat + 1);
    }
}

static void test_flight_is_a_parabola_under_gravity(void **state)
{
    (void)state;
    Siteswap *s = parse_valid("5");
    prepare(s, NULL, "5");
    /* A prop in the air: second difference of height = -g dt². */
    AnimLadderThrow lt[4];
    anim_ladder(motion, 10, 10, 10, lt, 4);
    double t = (lt[0].beat + 0.5) * motion->beat_seconds, dt = 0.01;
    double y[3];
    for (int i = 0; i < 3; i++) {
        anim_pose_at(motion, t + i * dt, &pose_a);
        assert_int_equal(pose_a.props[lt[0].prop].hand, -1);
        y[i] = pose_a.props[lt[0].prop].pos[1];
    }
    assert_float_equal((y[2] - 2 * y[1] + y[0]) / (dt * dt), -ANIM_GRAVITY, 1e-6);
    /* Height of a 5 at 4.1 beats/s, dwell 1.3: air (5-1.3)/4.1 s, rise g t² / 8. */
    double air = 3.7 / 4.1;
    assert_float_equal(motion->max_height - ANIM_HAND_Y_TEST, ANIM_GRAVITY * air * air / 8, 0.05);
}

/* The height shown to people is the highest throw's rise above the releasing hand. A throw of n
 * is caught n - dwell beats after release (the animator's dwell-adjusted flight time), so its
 * flight lasts t = (n - dwell) / rate seconds as shown, t / slowdown as juggled, and released
 * and caught level it rises h = g (t / slowdown)² / 8. A cascade 3 (2.9 beats/s, not slowed)
 * is about 0.4 m. */
static void test_throw_height_is_above_the_hand_g_t_squared_over_8(void **state)
{
    (void)state;
    const struct {
        const char *pattern;
        int highest;
    } cases[] = {{"3", 3}, {"5", 5}, {"97531", 9}};
    for (int i = 0; i < 3; i++) {
        Siteswap *s = parse_valid(cases[i].pattern);
        AnimSettings st = anim_default_settings();
        prepare(s, &st, cases[i].pattern);
        const AnimSettings *got = &motion->settings;
        double t = (cases[i].highest - got->dwell) / got->rate / motion->slowdown;
        double h = ANIM_GRAVITY * t * t / 8;
        if (fabs(motion->throw_height - h) > 0.03 * h)
            fail_msg("%s: %.3f m above the hand, physics says %.3f", cases[i].pattern,
                     motion->throw_height, h);
        /* Above the hand, not the floor. */
        assert_true(motion->max_height - motion->throw_height > 0.9);
        if (i == 0)
            assert_float_equal(motion->throw_height, 0.4, 0.05);
    }
}

static void test_held_two_stays_in_the_hand(void **state)
{
    (void)state;
    Siteswap *s = parse_valid("42");
    prepare(s, NULL, "42");
    AnimLadderThrow lt[8];
    int n = anim_ladder(motion, 0, 3, 0, lt, 8);
    for (int k = 0; k < n; k++) {
        if (lt[k].value != 2)
            continue;
        for (int i = 0; i <= 20; i++) {
            double t = (lt[k].beat + 2.0 * i / 20.0 * 0.999) * motion->beat_seconds;
            anim_pose_at(motion, t, &pose_a);
            assert_int_equal(pose_a.props[lt[k].prop].hand, lt[k].hand);
        }
    }
    /* ...and the hand holding it keeps moving (a gentle scoop, not frozen). */
    double lo = 1e9, hi = -1e9;
    for (int i = 0; i < 100; i++) {
        anim_pose_at(motion, anim_cycle_seconds(motion) * i / 100.0, &pose_a);
        lo = fmin(lo, pose_a.hands[SITESWAP_LEFT].pos[1]);
        hi = fmax(hi, pose_a.hands[SITESWAP_LEFT].pos[1]);
    }
    assert_true(hi - lo > 0.02 && hi - lo < 0.25);
}

static void test_one_is_a_quick_low_zip(void **state)
{
    (void)state;
    Siteswap *s = parse_valid("51");
    prepare(s, NULL, "51");
    AnimLadderThrow lt[4];
    anim_ladder(motion, 1, 1, 1, lt, 4);
    assert_int_equal(lt[0].value, 1);
    assert_true(lt[0].catch_beat - lt[0].beat < 0.5);
    double top = 0;
    for (double b = lt[0].beat; b < lt[0].catch_beat; b += 0.01) {
        anim_pose_at(motion, b * motion->beat_seconds, &pose_a);
        top = fmax(top, pose_a.props[lt[0].prop].pos[1]);
    }
    assert_true(top < ANIM_HAND_Y_TEST + 0.1);
}

static void test_empty_hand_keeps_moving(void **state)
{
    (void)state;
    Siteswap *s = parse_valid("40");
    prepare(s, NULL, "40");
    double lo = 1e9, hi = -1e9;
    for (int i = 0; i < 100; i++) {
        anim_pose_at(motion, anim_cycle_seconds(motion) * i / 100.0, &pose_a);
        lo = fmin(lo, pose_a.hands[SITESWAP_LEFT].pos[1]);
        hi = fmax(hi, pose_a.hands[SITESWAP_LEFT].pos[1]);
    }
    assert_true(hi - lo > 0.02 && hi - lo < 0.2);
}

/* The props of a multiplex leave together, more than a ball's width apart, and are caught one
 * after another. */
static void test_multiplex_props_leave_apart_and_land_one_after_another(void **state)
{
    (void)state;
    const char *pat[] = {"[34]23", "24[54]", "[33]", "3[53]22[32]", "26[76]", "[43]1", "[333]"};
    for (int i = 0; i < 7; i++) {
        Siteswap *s = parse_valid(pat[i]);
        prepare(s, NULL, pat[i]);
        AnimLadderThrow lt[64];
        int n = anim_ladder(motion, 0, motion->cycle_beats - 1, 0, lt, 64);
        for (int a = 0; a < n; a++)
            for (int b = a + 1; b < n; b++) {
                if (lt[a].beat != lt[b].beat || lt[a].hand != lt[b].hand || lt[a].value == 0 ||
                    lt[b].value == 0 || lt[a].catch_beat == lt[a].beat || lt[b].catch_beat == lt[b].beat)
                    continue;
                double end = fmin(lt[a].catch_beat, lt[b].catch_beat);
                for (int k = 0; k <= 50; k++) {
                    double t = (lt[a].beat + (end - lt[a].beat) * k / 50.0) * motion->beat_seconds;
                    anim_pose_at(motion, t, &pose_a);
                    double d = dist(pose_a.props[lt[a].prop].pos, pose_a.props[lt[b].prop].pos);
                    if (d < 0.07)
                        fail_msg("%s: multiplex from beat %d only %.3f m apart", pat[i], lt[a].beat, d);
                }
                if (lt[a].land_beat == lt[b].land_beat && lt[a].to_hand == lt[b].to_hand &&
                    fabs(lt[a].catch_beat - lt[b].catch_beat) < 0.1)
                    fail_msg("%s: multiplex from beat %d caught together", pat[i], lt[a].beat);
            }
    }
}

static void test_sync_hands_throw_together(void **state)
{
    (void)state;
    Siteswap *s = parse_valid("(4,4)");
    prepare(s, NULL, "(4,4)");
    AnimLadderThrow lt[8];
    int n = anim_ladder(motion, 0, 3, 0, lt, 8);
    assert_int_equal(n, 4);
    assert_int_equal(lt[0].beat, lt[1].beat);
    assert_int_not_equal(lt[0].hand, lt[1].hand);
    /* Mirror images: the hands move symmetrically. */
    anim_pose_at(motion, 0.123, &pose_a);
    assert_float_equal(pose_a.hands[0].pos[0], -pose_a.hands[1].pos[0], 1e-9);
    assert_float_equal(pose_a.hands[0].pos[1], pose_a.hands[1].pos[1], 1e-9);
}

static void test_start_left_mirrors_the_motion(void **state)
{
    (void)state;
    Siteswap *s = parse_valid("531");
    AnimPose right, left;
    prepare(s, NULL, "531");
    anim_pose_at(motion, 0.2, &right);
    AnimSettings st = anim_default_settings();
    st.start_left = true;
    prepare(s, &st, "531");
    anim_pose_at(motion, 0.2, &left);
    for (int h = 0; h < 2; h++) {
        assert_float_equal(right.hands[h].pos[0], -left.hands[1 - h].pos[0], 1e-9);
        assert_float_equal(right.hands[h].pos[1], left.hands[1 - h].pos[1], 1e-9);
    }
    AnimLadderThrow lt[1];
    anim_ladder(motion, 0, 0, 0, lt, 1);
    assert_int_equal(lt[0].hand, SITESWAP_LEFT);
}

static void test_mills_mess_arms_cross_and_uncross(void **state)
{
    (void)state;
    Siteswap *s = parse_valid("3");
    AnimSettings st = anim_default_settings();
    st.style = ANIM_STYLE_MILLS_MESS;
    prepare(s, &st, "Mills Mess");
    int crossed[2] = {0, 0}, open[2] = {0, 0};
    for (int i = 0; i < 600; i++) {
        anim_pose_at(motion, anim_cycle_seconds(motion) * i / 600.0, &pose_a);
        for (int h = 0; h < 2; h++) {
            crossed[h] += pose_a.hands[h].crossed > 0.5;
            open[h] += pose_a.hands[h].crossed == 0;
        }
    }
    for (int h = 0; h < 2; h++)
        assert_true(crossed[h] > 60 && open[h] > 60);
    /* The normal cascade never crosses. */
    prepare(s, NULL, "3");
    for (int i = 0; i < 100; i++) {
        anim_pose_at(motion, anim_cycle_seconds(motion) * i / 100.0, &pose_a);
        assert_true(pose_a.hands[0].crossed == 0 && pose_a.hands[1].crossed == 0);
    }
}

static void test_reverse_throws_outside_catches_inside(void **state)
{
    (void)state;
    Siteswap *s = parse_valid("3");
    AnimSettings st = anim_default_settings();
    st.style = ANIM_STYLE_REVERSE;
    prepare(s, &st, "reverse");
    for (int k = 0; k < motion->event_count; k++) {
        const AnimEvent *e = &motion->events[k];
        assert_true(fabs(e->p0[0]) > fabs(e->p1[0]));
    }
    prepare(s, NULL, "3");
    for (int k = 0; k < motion->event_count; k++) {
        const AnimEvent *e = &motion->events[k];
        assert_true(fabs(e->p0[0]) < fabs(e->p1[0]));
    }
}

static void test_clubs_spin_whole_turns_caught_handle_first(void **state)
{
    (void)state;
    const char *pat[] = {"3", "5", "97531", "441"};
    for (int i = 0; i < 4; i++) {
        Siteswap *s = parse_valid(pat[i]);
        AnimSettings st = anim_default_settings();
        st.prop = ANIM_PROP_CLUB;
        prepare(s, &st, pat[i]);
        AnimLadderThrow lt[64];
        int n = anim_ladder(motion, 0, 9, 0, lt, 64);
        for (int k = 0; k < n; k++) {
            if (lt[k].value < 3)
                continue;
            double t0 = lt[k].beat * motion->beat_seconds, t1 = lt[k].catch_beat * motion->beat_seconds;
            anim_pose_at(motion, t0 + 1e-7, &pose_a);
            anim_pose_at(motion, t1 + 1e-7, &pose_b);
            const AnimPropPose *a = &pose_a.props[lt[k].prop], *b = &pose_b.props[lt[k].prop];
            assert_true(b->dir[1] > 0.8);   /* head up, handle in the hand */
            /* The club turns over in the air: sample its angle through the flight. */
            double turned = 0, prev = a->angle;
            for (int j = 1; j <= 200; j++) {
                anim_pose_at(motion, t0 + (t1 - t0) * j / 200.0, &pose_b);
                double d = pose_b.props[lt[k].prop].angle - prev;
                if (d < -3.14159)
                    d += 2 * 3.14159265358979;
                turned += d;
                prev = pose_b.props[lt[k].prop].angle;
            }
            assert_true(turned > 2 * 3.14159 * 0.9);
        }
    }
}

static void test_props_have_distinct_colours(void **state)
{
    (void)state;
    Siteswap *s = parse_valid("97531");
    prepare(s, NULL, "97531");
    anim_pose_at(motion, 1.0, &pose_a);
    for (int a = 0; a < ANIM_COLOURS; a++)
        for (int b = a + 1; b < ANIM_COLOURS; b++)
            assert_int_not_equal(anim_colour_rgb(a), anim_colour_rgb(b));
    for (int a = 0; a < pose_a.prop_count; a++)
        for (int b = a + 1; b < pose_a.prop_count; b++)
            assert_int_not_equal(pose_a.props[a].colour, pose_a.props[b].colour);
}

static void test_depth_order_lists_every_prop_and_arm_back_to_front(void **state)
{
    (void)state;
    Siteswap *s = parse_valid("[34]23");
    prepare(s, NULL, "[34]23");
    anim_pose_at(motion, 0.77, &pose_a);
    assert_int_equal(pose_a.item_count, pose_a.prop_count + 2);
    double last = -1e9;
    int arms = 0;
    for (int i = 0; i < pose_a.item_count; i++) {
        AnimItem it = pose_a.order[i];
        double z = it.kind == ANIM_ITEM_ARM ? pose_a.hands[it.id].pos[2] - 0.01
                                            : pose_a.props[it.id].pos[2] +
                                                  (pose_a.props[it.id].hand >= 0 ? 0.02 : 0);
        assert_true(z >= last);
        last = z;
        arms += it.kind == ANIM_ITEM_ARM;
    }
    assert_int_equal(arms, 2);
}

static void test_same_time_gives_same_pose(void **state)
{
    (void)state;
    Siteswap *s = parse_valid("(6,4x)(4x,6)");
    prepare(s, NULL, "(6,4x)(4x,6)");
    anim_pose_at(motion, 12.345, &pose_a);
    anim_pose_at(motion, 3.0, &pose_b);
    anim_pose_at(motion, 12.345, &pose_b);
    assert_int_equal(pose_a.prop_count, pose_b.prop_count);
    assert_memory_equal(pose_a.props, pose_b.props, sizeof pose_a.props[0] * (size_t)pose_a.prop_count);
    assert_memory_equal(pose_a.hands, pose_b.hands, sizeof pose_a.hands);
    assert_memory_equal(pose_a.order, pose_b.order, sizeof pose_a.order[0] * (size_t)pose_a.item_count);
    /* Negative times continue the pattern backwards. */
    anim_pose_at(motion, -anim_full_cycle_seconds(motion) + 0.5, &pose_a);
    anim_pose_at(motion, 0.5, &pose_b);
    for (int p = 0; p < pose_a.prop_count; p++)
        assert_true(dist(pose_a.props[p].pos, pose_b.props[p].pos) < 1e-6);
}

/* ---- Start-up ---- */

static void test_entry_from_ground_state_and_back(void **state)
{
    (void)state;
    const char *pat[] = {"51", "441", "[34]23", "(4x,4x)", "97531", "7131", "504", "612"};
    for (int i = 0; i < 8; i++) {
        Siteswap *s = parse_valid(pat[i]);
        AnimSettings st = anim_default_settings();
        st.start = ANIM_START_FROM_GROUND;
        st.ground_repeats = 4;
        st.pattern_repeats = 2;
        prepare(s, &st, pat[i]);
        assert_int_equal(motion->settings.start, ANIM_START_FROM_GROUND);
        int balls = siteswap_balls(s), unit = siteswap_notation(s) == SITESWAP_SYNC ? 2 : 1;
        assert_int_equal(motion->pattern_beats, 2 * siteswap_period(s));
        AnimLadderThrow lt[256];
        int n = anim_ladder(motion, 0, siteswap_period(anim_pattern(motion)) - 1, 0, lt, 256);
        assert_true(n <= 256);
        int pattern_throws = 0;
        for (int k = 0; k < n; k++) {
            bool in = lt[k].beat >= motion->pattern_first_beat &&
                      lt[k].beat < motion->pattern_first_beat + motion->pattern_beats;
            /* The ground pattern first: the cascade or fountain. */
            if (lt[k].beat < 4 * unit)
                assert_int_equal(lt[k].value, balls);
            /* Only the user's throws point into the pattern text. */
            if (!in)
                assert_int_equal(lt[k].index, -1);
            else
                assert_true(lt[k].index >= 0 && lt[k].column >= 1);
            pattern_throws += in;
        }
        assert_true(pattern_throws >= 2 * siteswap_written_throws(s) - 2);
        /* ...and the whole sequence ends in the ground state: it loops. */
        assert_int_equal(siteswap_period(anim_pattern(motion)) % unit, 0);
    }
    /* Without a way in (odd-ball sync), the pattern starts in its own state. */
    Siteswap *s = parse_valid("(4,2x)*");
    AnimSettings st = anim_default_settings();
    st.start = ANIM_START_FROM_GROUND;
    prepare(s, &st, "(4,2x)*");
    assert_int_equal(motion->settings.start, ANIM_START_IN_STATE);
}

/* ---- Ladder ---- */

static void test_ladder_lists_throws_and_the_current_one(void **state)
{
    (void)state;
    Siteswap *s = parse_valid("531");
    prepare(s, NULL, "531");
    AnimLadderThrow lt[16];
    int n = anim_ladder(motion, 0, 5, 4.5, lt, 16);
    assert_int_equal(n, 6);
    int values[] = {5, 3, 1, 5, 3, 1};
    for (int k = 0; k < 6; k++) {
        assert_int_equal(lt[k].beat, k);
        assert_int_equal(lt[k].value, values[k]);
        assert_int_equal(lt[k].land_beat, k + values[k]);
        assert_int_equal(lt[k].index, k % 3);
        assert_int_equal(lt[k].column, k % 3 + 1);
        assert_int_equal(lt[k].hand, k % 2 == 0 ? SITESWAP_RIGHT : SITESWAP_LEFT);
        assert_int_equal(lt[k].to_hand, values[k] % 2 ? 1 - lt[k].hand : lt[k].hand);
        assert_true(lt[k].current == (k == 4 || k == 3));
    }
}

static void test_ladder_marks_colliding_throws(void **state)
{
    (void)state;
    SiteswapError e;
    Siteswap *s = keep(siteswap_parse("5341", &e));
    assert_false(siteswap_validate(s, &e));
    AnimLadderThrow lt[8];
    int n = anim_ladder_pattern(s, 0, 3, 0, lt, 8);
    assert_int_equal(n, 4);
    /* The 3 (beat 2) and the 1 (beat 4) both land on beat 5, the first of the next repeat. */
    assert_false(lt[0].collides);
    assert_true(lt[1].collides);
    assert_false(lt[2].collides);
    assert_true(lt[3].collides);
    char err[200];
    assert_false(anim_prepare(s, NULL, motion, err, sizeof err));
    assert_true(strlen(err) > 0);
}

static void test_bad_settings_are_refused(void **state)
{
    (void)state;
    Siteswap *s = parse_valid("3");
    AnimSettings st = anim_default_settings();
    char err[200];
    st.dwell = 2.5;
    assert_false(anim_prepare(s, &st, motion, err, sizeof err));
    st.dwell = 0;
    st.rate = -1;
    assert_false(anim_prepare(s, &st, motion, err, sizeof err));
}

/* ---- Slow motion: high throws juggled at a quicker tempo, shown slower ---- */

/* Only patterns whose highest throw would rise above ANIM_SHOWN_RISE are slowed down; a
 * cascade of up to 5 is shown in real time, and every throw up to 9 is kept that low. */
static void test_only_high_throws_are_slowed_down(void **state)
{
    (void)state;
    const char *real_time[] = {"3", "4", "5", "441", "1", "20", "423"};
    for (int i = 0; i < 7; i++) {
        prepare(parse_valid(real_time[i]), NULL, real_time[i]);
        assert_float_equal(motion->slowdown, 1, 1e-12);
        assert_float_equal(motion->gravity, ANIM_GRAVITY, 1e-12);
    }
    const char *high[] = {"97531", "9", "900", "7", "531", "7389913486839", "(8,8)", "[54]9"};
    for (int i = 0; i < 8; i++) {
        Siteswap *s = parse_valid(high[i]);
        prepare(s, NULL, high[i]);
        assert_true(motion->slowdown > 1);
        assert_true(motion->slowdown <= ANIM_MAX_SLOWDOWN);
        assert_float_equal(motion->slowdown, anim_auto_slowdown(s, motion->settings.rate, 0), 1e-12);
        /* (a multiplex's later catches, spread apart, fly a little longer) */
        if (motion->throw_height > ANIM_SHOWN_RISE * 1.05)
            fail_msg("%s: rises %.2f m", high[i], motion->throw_height);
        /* The beat shown is the ball count's, as without slow motion. */
        assert_float_equal(motion->settings.rate, anim_auto_rate(s, 0), 1e-12);
    }
}

/* Slowing down changes heights, not timing: every throw and catch of 97531 happens at the same
 * moment as in real time, a throw of n caught n - dwell beats after it is made. */
static void test_slowdown_keeps_throws_and_catches_on_their_beats(void **state)
{
    (void)state;
    Siteswap *s = parse_valid("97531");
    AnimSettings st = anim_default_settings();
    st.slowdown = 1;
    prepare(s, &st, "97531");
    static AnimEvent real[ANIM_MAX_EVENTS];
    int n = motion->event_count;
    double real_bs = motion->beat_seconds, real_height = motion->throw_height;
    memcpy(real, motion->events, sizeof real[0] * (size_t)n);
    prepare(s, NULL, "97531");
    assert_true(motion->slowdown > 1.5);
    assert_float_equal(motion->beat_seconds, real_bs, 1e-12);
    assert_int_equal(motion->event_count, n);
    for (int k = 0; k < n; k++) {
        const AnimEvent *a = &real[k], *b = &motion->events[k];
        assert_int_equal(a->value, b->value);
        assert_float_equal(a->t_throw, b->t_throw, 1e-12);
        assert_float_equal(a->t_catch, b->t_catch, 1e-12);
        if (b->value >= 2)
            assert_float_equal((b->t_catch - b->t_throw) / motion->beat_seconds,
                               b->value - motion->settings.dwell, 1e-9);
    }
    /* The 9 rose 4.3 m in real time; slowed down by k it rises k² times less. */
    assert_true(real_height > 4.0);
    assert_float_equal(motion->throw_height * motion->slowdown * motion->slowdown, real_height,
                       0.02 * real_height);
    /* Each prop is caught in its hand, on its beat. */
    AnimLadderThrow lt[32];
    int m = anim_ladder(motion, 5, 14, 5, lt, 32);
    for (int k = 0; k < m && k < 32; k++) {
        if (lt[k].value < 2)
            continue;
        anim_pose_at(motion, lt[k].catch_beat * motion->beat_seconds + 1e-9, &pose_a);
        assert_int_equal(pose_a.props[lt[k].prop].hand, lt[k].to_hand);
    }
}

/* Shown k times slower is juggling k times quicker, slowed: every prop and hand of 97531 shown
 * slowed down at time t is where the quicker juggling, in real time, has it at t / k. */
static void test_slowed_motion_is_the_quicker_juggling_shown_slower(void **state)
{
    (void)state;
    Siteswap *s = parse_valid("97531");
    prepare(s, NULL, "97531");
    static AnimMotion quick;
    double k = motion->slowdown, rate = motion->settings.rate;
    AnimSettings st = anim_default_settings();
    st.rate = rate * k;
    st.slowdown = 1;
    char err[200];
    assert_true(anim_prepare(s, &st, &quick, err, sizeof err));
    assert_float_equal(quick.throw_height, motion->throw_height, 1e-6);
    for (int i = 0; i < 100; i++) {
        double t = i * 0.037;
        anim_pose_at(motion, t, &pose_a);
        anim_pose_at(&quick, t / k, &pose_b);
        for (int p = 0; p < pose_a.prop_count; p++)
            for (int c = 0; c < 3; c++)
                assert_float_equal(pose_a.props[p].pos[c], pose_b.props[p].pos[c], 1e-6);
        for (int h = 0; h < 2; h++)
            for (int c = 0; c < 3; c++)
                assert_float_equal(pose_a.hands[h].pos[c], pose_b.hands[h].pos[c], 1e-6);
    }
}

static void test_bad_slowdown_is_refused(void **state)
{
    (void)state;
    Siteswap *s = parse_valid("3");
    AnimSettings st = anim_default_settings();
    char err[200];
    st.slowdown = 0.5;
    assert_false(anim_prepare(s, &st, motion, err, sizeof err));
    assert_true(strlen(err) > 0);
    st.slowdown = ANIM_MAX_SLOWDOWN + 1;
    assert_false(anim_prepare(s, &st, motion, err, sizeof err));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_number_of_props_equals_balls),
        cmocka_unit_test(test_every_prop_in_catching_hand_at_catch_time),
        cmocka_unit_test(test_positions_continuous),
        cmocka_unit_test(test_hand_paths_continuous),
        cmocka_unit_test(test_every_millisecond_continuous_for_named_patterns),
        cmocka_unit_test(test_nothing_below_the_hands_lowest_point),
        cmocka_unit_test(test_motion_repeats_after_one_full_cycle),
        cmocka_unit_test(test_automatic_rate_follows_known_speeds),
        cmocka_unit_test(test_no_throw_longer_than_limit_in_the_air),
        cmocka_unit_test(test_throw_caught_value_minus_dwell_beats_later),
        cmocka_unit_test(test_flight_is_a_parabola_under_gravity),
        cmocka_unit_test(test_throw_height_is_above_the_hand_g_t_squared_over_8),
        cmocka_unit_test(test_held_two_stays_in_the_hand),
        cmocka_unit_test(test_one_is_a_quick_low_zip),
        cmocka_unit_test(test_empty_hand_keeps_moving),
        cmocka_unit_test(test_multiplex_props_leave_apart_and_land_one_after_another),
        cmocka_unit_test(test_sync_hands_throw_together),
        cmocka_unit_test(test_start_left_mirrors_the_motion),
        cmocka_unit_test(test_mills_mess_arms_cross_and_uncross),
        cmocka_unit_test(test_reverse_throws_outside_catches_inside),
        cmocka_unit_test(test_clubs_spin_whole_turns_caught_handle_first),
        cmocka_unit_test(test_props_have_distinct_colours),
        cmocka_unit_test(test_depth_order_lists_every_prop_and_arm_back_to_front),
        cmocka_unit_test(test_same_time_gives_same_pose),
        cmocka_unit_test(test_entry_from_ground_state_and_back),
        cmocka_unit_test(test_ladder_lists_throws_and_the_current_one),
        cmocka_unit_test(test_ladder_marks_colliding_throws),
        cmocka_unit_test(test_bad_settings_are_refused),
        cmocka_unit_test(test_only_high_throws_are_slowed_down),
        cmocka_unit_test(test_slowdown_keeps_throws_and_catches_on_their_beats),
        cmocka_unit_test(test_slowed_motion_is_the_quicker_juggling_shown_slower),
        cmocka_unit_test(test_bad_slowdown_is_refused),
    };
    return cmocka_run_group_tests_name("anim", tests, setup, teardown);
}
