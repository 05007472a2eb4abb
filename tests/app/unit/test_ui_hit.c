/* The one hit test: edges, neighbours and empty rectangles. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "hit.h"

static void test_a_point_on_the_left_and_top_edges_is_inside(void **state)
{
    (void)state;
    SDL_FRect r = {10, 20, 30, 40};
    assert_true(ui_hit(r, 10, 20));
    assert_true(ui_hit(r, 39.9f, 59.9f));
    assert_false(ui_hit(r, 9.9f, 30));
    assert_false(ui_hit(r, 20, 19.9f));
}

static void test_the_right_and_bottom_edges_belong_to_the_neighbour(void **state)
{
    (void)state;
    SDL_FRect rows[2] = {{0, 0, 100, 10}, {0, 10, 100, 10}};
    assert_false(ui_hit(rows[0], 50, 10));
    assert_int_equal(ui_hit_index(rows, 2, 50, 10), 1);
    assert_false(ui_hit(rows[0], 100, 5));
    assert_int_equal(ui_hit_index(rows, 2, 50, 9.99f), 0);
    assert_int_equal(ui_hit_index(rows, 2, 50, 20), -1);
}

static void test_an_empty_rectangle_holds_nothing(void **state)
{
    (void)state;
    assert_false(ui_hit((SDL_FRect){5, 5, 0, 10}, 5, 6));
    assert_false(ui_hit((SDL_FRect){5, 5, 10, 0}, 6, 5));
    assert_false(ui_hit((SDL_FRect){5, 5, -10, 10}, 0, 6));
    assert_int_equal(ui_hit_index(NULL, 0, 1, 1), -1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_point_on_the_left_and_top_edges_is_inside),
        cmocka_unit_test(test_the_right_and_bottom_edges_belong_to_the_neighbour),
        cmocka_unit_test(test_an_empty_rectangle_holds_nothing),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
