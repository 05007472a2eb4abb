/* The fixed-timestep clock, driven by a fake clock. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "loop.h"
#include "rng.h"

static void test_frame_of_one_step_runs_one_tick(void **state)
{
    (void)state;
    Loop l;
    loop_init(&l);
    for (int i = 0; i < 100; i++) {
        assert_int_equal(loop_advance(&l, l.tick_ns), 1);
        assert_false(l.clamped);
    }
    assert_int_equal(l.ticks, 100);
    assert_true(loop_blend(&l) < 1e-9);
}

static void test_frame_of_two_and_a_half_steps_carries_the_half(void **state)
{
    (void)state;
    Loop l;
    loop_init(&l);
    uint64_t frame = l.tick_ns * 5 / 2;
    assert_int_equal(loop_advance(&l, frame), 2);
    assert_float_equal(loop_blend(&l), 0.5, 1e-6);
    /* The half left over joins the next frame: 0.5 + 2.5 = 3 ticks, nothing left. */
    assert_int_equal(loop_advance(&l, frame), 3);
    assert_float_equal(loop_blend(&l), 0.0, 1e-6);
    assert_int_equal(l.ticks, 5);
}

static void test_frame_of_600_steps_is_clamped(void **state)
{
    (void)state;
    Loop l;
    loop_init(&l);
    uint32_t due = loop_advance(&l, l.tick_ns * 600);
    assert_true(l.clamped);
    /* A quarter of a second at most: 31 ticks at 125 Hz, not 600. */
    assert_int_equal(due, (uint32_t)(LOOP_MAX_FRAME_NS / l.tick_ns));
    assert_int_equal(due, 31);
    assert_true(loop_blend(&l) >= 0.0 && loop_blend(&l) < 1.0);
    /* The next ordinary frame is not clamped. */
    loop_advance(&l, l.tick_ns);
    assert_false(l.clamped);
}

static void test_blend_stays_in_zero_to_one(void **state)
{
    (void)state;
    Loop l;
    loop_init(&l);
    RngState rng;
    rng_seed(&rng, 2026);
    for (int i = 0; i < 100000; i++) {
        loop_advance(&l, rng_below(&rng, (uint32_t)(l.tick_ns * 4)));
        double b = loop_blend(&l);
        assert_true(b >= 0.0);
        assert_true(b < 1.0);
    }
}

static void test_no_time_is_lost_between_frames(void **state)
{
    (void)state;
    Loop l;
    loop_init(&l);
    RngState rng;
    rng_seed(&rng, 7);
    uint64_t total = 0;
    for (int i = 0; i < 10000; i++) {
        uint64_t e = 1000000 + rng_below(&rng, 30000000); /* 1 to 31 ms frames */
        total += e;
        loop_advance(&l, e);
        assert_false(l.clamped);
    }
    assert_int_equal(l.ticks * l.tick_ns + l.accumulator_ns, total);
}

static void test_time_slept_is_simulated_exactly(void **state)
{
    (void)state;
    Loop l;
    loop_init(&l);
    /* Ten seconds asleep in one-second waits, each woken a little late, with frames between:
     * every nanosecond becomes ticks, none clamped away. */
    uint64_t total = 0;
    for (int i = 0; i < 10; i++) {
        uint64_t slept = LOOP_NS_PER_SECOND, late = 3000000 + (uint64_t)i * 1000;
        loop_advance_slept(&l, slept + late, slept);
        assert_false(l.clamped);
        loop_advance(&l, 16666667);
        total += slept + late + 16666667;
    }
    assert_int_equal(l.ticks * l.tick_ns + l.accumulator_ns, total);
    assert_true(l.ticks >= 10 * LOOP_TICKS_PER_SECOND);
}

static void test_time_beyond_the_sleep_is_clamped(void **state)
{
    (void)state;
    Loop l;
    loop_init(&l);
    /* Asked to sleep 1 s, woken an hour later (a suspended laptop): 1 s and the usual quarter
     * second run, not an hour's ticks. */
    uint32_t due = loop_advance_slept(&l, LOOP_NS_PER_SECOND * 3600, LOOP_NS_PER_SECOND);
    assert_true(l.clamped);
    assert_int_equal(due, (uint32_t)((LOOP_NS_PER_SECOND + LOOP_MAX_FRAME_NS) / l.tick_ns));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_frame_of_one_step_runs_one_tick),
        cmocka_unit_test(test_frame_of_two_and_a_half_steps_carries_the_half),
        cmocka_unit_test(test_frame_of_600_steps_is_clamped),
        cmocka_unit_test(test_blend_stays_in_zero_to_one),
        cmocka_unit_test(test_no_time_is_lost_between_frames),
        cmocka_unit_test(test_time_slept_is_simulated_exactly),
        cmocka_unit_test(test_time_beyond_the_sleep_is_clamped),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
