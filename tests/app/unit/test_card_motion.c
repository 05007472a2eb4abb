/* The card motion timeline: eases in and out, staggers dealt cards, flips show the other face,
 * speed, instant, hurry and skip, and the piles' counts while cards are on their way. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>

#include "card_motion.h"

static MotionMove slide(int card, int from, int to, bool flip)
{
    return (MotionMove){.card = card, .from_pile = from, .to_pile = to,
                        .from = {0, 0, 100, 0, false}, .to = {100, 50, 100, 0, flip}};
}

static void test_ease_is_flat_at_both_ends_and_symmetric(void **state)
{
    (void)state;
    assert_float_equal(motion_ease(0), 0, 1e-12);
    assert_float_equal(motion_ease(1), 1, 1e-12);
    assert_float_equal(motion_ease(0.5), 0.5, 1e-12);
    assert_float_equal(motion_ease(-3), 0, 1e-12);
    assert_float_equal(motion_ease(7), 1, 1e-12);
    assert_true(motion_ease(0.05) < 0.05 * 0.2);      /* eases in */
    assert_true(1 - motion_ease(0.95) < 0.05 * 0.2);  /* eases out */
    for (double p = 0; p < 1; p += 0.01) {
        assert_true(motion_ease(p + 0.01) >= motion_ease(p));
        assert_float_equal(motion_ease(p) + motion_ease(1 - p), 1, 1e-9);
    }
}

static void test_a_move_goes_from_its_start_to_its_end(void **state)
{
    (void)state;
    CardMotion m;
    motion_init(&m, 1.0);
    MotionMove mv = slide(7, 0, 1, false);
    assert_true(motion_add(&m, &mv, 0));
    MotionSample s;
    assert_true(motion_sample(&m, 0, 0, &s));
    assert_float_equal(s.x, 0, 1e-5);
    assert_false(s.started);
    motion_advance(&m, MOTION_MOVE_SECONDS / 2);
    assert_true(motion_sample(&m, 0, 0, &s));
    assert_float_equal(s.x, 50, 1e-3);
    assert_float_equal(s.y, 25, 1e-3);
    assert_float_equal(s.lift, 1, 1e-3); /* highest half way */
    assert_true(motion_busy(&m));
    motion_advance(&m, MOTION_MOVE_SECONDS / 2 + 1e-6);
    assert_false(motion_busy(&m));
    assert_false(motion_sample(&m, 0, 0, &s));
}

static void test_a_flip_narrows_to_an_edge_and_shows_the_other_face(void **state)
{
    (void)state;
    CardMotion m;
    motion_init(&m, 1.0);
    MotionMove mv = slide(3, 0, 1, true);
    motion_add(&m, &mv, 0);
    MotionSample s;
    motion_sample(&m, 0, MOTION_MOVE_SECONDS * 0.1, &s);
    assert_false(s.face_up);
    assert_true(s.width_scale > 0.9f);
    motion_sample(&m, 0, MOTION_MOVE_SECONDS * 0.5, &s);
    assert_true(s.width_scale < 0.01f);
    motion_sample(&m, 0, MOTION_MOVE_SECONDS * 0.9, &s);
    assert_true(s.face_up);
    assert_true(s.width_scale > 0.9f);
}

static void test_dealing_staggers_one_card_at_a_time(void **state)
{
    (void)state;
    CardMotion m;
    motion_init(&m, 1.0);
    for (int i = 0; i < 16; i++) {
        MotionMove mv = slide(-1, 0, 10 + i % 2, false);
        assert_true(motion_add(&m, &mv, MOTION_DEAL_GAP));
    }
    for (int i = 1; i < 16; i++)
        assert_true(fabs(m.moves[i].start - m.moves[i - 1].start - MOTION_DEAL_GAP) < 1e-9);
    /* Before anything moves every card still waits on the pick-up pile. */
    assert_int_equal(motion_waiting(&m, 0), 16);
    assert_int_equal(motion_arriving(&m, 10), 8);
    assert_int_equal(motion_arriving(&m, 11), 8);
    motion_advance(&m, MOTION_DEAL_GAP * 4 + MOTION_MOVE_SECONDS + 1e-6);
    assert_int_equal(motion_arriving(&m, 10) + motion_arriving(&m, 11), 11);
    assert_int_equal(motion_waiting(&m, 0), 7); /* cards 9..15 have not left */
    motion_advance(&m, 100);
    assert_false(motion_busy(&m));
    assert_int_equal(motion_arriving(&m, 10), 0);
}

static void test_a_move_queued_after_a_pause_starts_now(void **state)
{
    (void)state;
    CardMotion m;
    motion_init(&m, 1.0);
    motion_advance(&m, 5);
    MotionMove mv = slide(1, 0, 1, false);
    motion_add(&m, &mv, 0.3);
    assert_float_equal(m.moves[0].start, m.now, 1e-9);
}

static void test_speed_setting_scales_time(void **state)
{
    (void)state;
    CardMotion m;
    motion_init(&m, 2.0);
    MotionMove mv = slide(1, 0, 1, false);
    motion_add(&m, &mv, 0);
    motion_advance(&m, MOTION_MOVE_SECONDS / 2 + 1e-6);
    assert_false(motion_busy(&m));
    motion_set_speed(&m, 0.01);
    assert_float_equal(m.speed, 0.1, 1e-12);
    motion_set_speed(&m, -1);
    assert_float_equal(m.speed, 0.1, 1e-12);
    assert_false(m.instant);
    motion_set_speed(&m, NAN);
    assert_float_equal(m.speed, 0.1, 1e-12);
    motion_set_speed(&m, 1e9);
    assert_float_equal(m.speed, 10, 1e-12);
}

static void test_instant_speed_lands_what_moves_and_every_later_move_at_once(void **state)
{
    (void)state;
    CardMotion m;
    motion_init(&m, 1.0);
    for (int i = 0; i < 5; i++) {
        MotionMove mv = slide(i, 0, 1, false);
        motion_add(&m, &mv, MOTION_DEAL_GAP);
    }
    assert_true(motion_busy(&m));
    motion_set_speed(&m, MOTION_INSTANT);
    assert_true(m.instant);
    assert_false(motion_busy(&m)); /* what was moving has landed */
    assert_int_equal(motion_arriving(&m, 1), 0);
    MotionMove mv = slide(9, 1, 2, true);
    assert_true(motion_add(&m, &mv, 0.5)); /* accepted, and landed already */
    assert_false(motion_busy(&m));
    assert_int_equal(motion_arriving(&m, 2), 0);
    assert_int_equal(motion_waiting(&m, 1), 0);
    motion_advance(&m, 1.0); /* time passing changes nothing */
    assert_false(motion_busy(&m));
    /* Starting instant works the same, and any other speed brings the moves back. */
    motion_init(&m, MOTION_INSTANT);
    assert_true(motion_add(&m, &mv, 0));
    assert_false(motion_busy(&m));
    motion_set_speed(&m, 1.0);
    assert_false(m.instant);
    assert_true(motion_add(&m, &mv, 0));
    assert_true(motion_busy(&m));
    assert_int_equal(motion_arriving(&m, 2), 1);
}

static void test_hurry_runs_faster_and_a_second_hurry_skips(void **state)
{
    (void)state;
    CardMotion m;
    motion_init(&m, 1.0);
    for (int i = 0; i < 10; i++) {
        MotionMove mv = slide(i, 0, 1, false);
        motion_add(&m, &mv, MOTION_DEAL_GAP);
    }
    motion_hurry(&m);
    assert_true(m.hurried);
    double total = MOTION_DEAL_GAP * 9 + MOTION_MOVE_SECONDS;
    motion_advance(&m, total / MOTION_HURRY + 1e-6);
    assert_false(motion_busy(&m));
    assert_false(m.hurried); /* the next batch moves at normal speed again */

    for (int i = 0; i < 10; i++) {
        MotionMove mv = slide(i, 0, 1, false);
        motion_add(&m, &mv, MOTION_DEAL_GAP);
    }
    motion_hurry(&m);
    motion_hurry(&m);
    assert_false(motion_busy(&m));
    motion_hurry(&m); /* nothing moving: harmless */
    assert_false(m.hurried);
}

static void test_a_full_timeline_refuses_more_without_harm(void **state)
{
    (void)state;
    CardMotion m;
    motion_init(&m, 1.0);
    MotionMove mv = slide(1, 0, 1, false);
    for (int i = 0; i < MOTION_MAX_MOVES; i++)
        assert_true(motion_add(&m, &mv, 0.01));
    assert_false(motion_add(&m, &mv, 0.01));
    assert_int_equal(m.n, MOTION_MAX_MOVES);
    MotionSample s;
    assert_false(motion_sample(&m, -1, 0, &s));
    assert_false(motion_sample(&m, MOTION_MAX_MOVES, 0, &s));
    motion_skip(&m);
    assert_int_equal(m.n, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ease_is_flat_at_both_ends_and_symmetric),
        cmocka_unit_test(test_a_move_goes_from_its_start_to_its_end),
        cmocka_unit_test(test_a_flip_narrows_to_an_edge_and_shows_the_other_face),
        cmocka_unit_test(test_dealing_staggers_one_card_at_a_time),
        cmocka_unit_test(test_a_move_queued_after_a_pause_starts_now),
        cmocka_unit_test(test_speed_setting_scales_time),
        cmocka_unit_test(test_instant_speed_lands_what_moves_and_every_later_move_at_once),
        cmocka_unit_test(test_hurry_runs_faster_and_a_second_hurry_skips),
        cmocka_unit_test(test_a_full_timeline_refuses_more_without_harm),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
