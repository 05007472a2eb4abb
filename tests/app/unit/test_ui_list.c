/* The scroll arithmetic of pick lists: keys, wheel, drag, clicks and letter jumps. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "list.h"

static UiList list_of(int count, float visible)
{
    UiList l;
    ui_list_init(&l, visible);
    ui_list_resize(&l, count, visible);
    return l;
}

static void test_a_new_list_selects_its_first_row_and_an_empty_one_none(void **state)
{
    (void)state;
    UiList l = list_of(30, 10);
    assert_int_equal(l.selected, 0);
    assert_float_equal(l.top, 0, 1e-6);
    l = list_of(0, 10);
    assert_int_equal(l.selected, -1);
    assert_false(ui_list_key(&l, SDLK_F1));
    assert_true(ui_list_key(&l, SDLK_DOWN)); /* a list key, with nothing to move */
    assert_int_equal(l.selected, -1);
}

static void test_down_past_the_view_scrolls_just_enough_to_show_the_selection(void **state)
{
    (void)state;
    UiList l = list_of(30, 10);
    for (int i = 0; i < 9; i++)
        ui_list_key(&l, SDLK_DOWN);
    assert_int_equal(l.selected, 9);
    assert_float_equal(l.top, 0, 1e-6);
    ui_list_key(&l, SDLK_DOWN);
    assert_int_equal(l.selected, 10);
    assert_float_equal(l.top, 1, 1e-6);
    ui_list_key(&l, SDLK_UP); /* still in view: no scroll */
    assert_float_equal(l.top, 1, 1e-6);
}

static void test_page_keys_move_the_view_and_the_selection_a_view_less_one_row(void **state)
{
    (void)state;
    UiList l = list_of(30, 10.5f);
    assert_int_equal(ui_list_page(&l), 9);
    ui_list_key(&l, SDLK_PAGEDOWN);
    assert_int_equal(l.selected, 9);
    assert_float_equal(l.top, 9, 1e-6);
    ui_list_select(&l, 12); /* three rows down the view */
    ui_list_key(&l, SDLK_PAGEDOWN);
    assert_int_equal(l.selected, 21);
    assert_float_equal(l.top, 18, 1e-6);
    ui_list_key(&l, SDLK_PAGEDOWN); /* the view stops at the end, the selection goes on */
    assert_float_equal(l.top, 30 - 10.5f, 1e-6);
    assert_int_equal(l.selected, 29);
    ui_list_key(&l, SDLK_PAGEUP);
    assert_int_equal(l.selected, 20);
    assert_float_equal(l.top, 10.5f, 1e-6);
    ui_list_key(&l, SDLK_PAGEUP);
    ui_list_key(&l, SDLK_PAGEUP);
    assert_int_equal(l.selected, 2);
    assert_float_equal(l.top, 0, 1e-6);
    UiList tiny = list_of(5, 1);
    assert_int_equal(ui_list_page(&tiny), 1);
}

static void test_home_and_end_go_to_the_first_and_last_rows(void **state)
{
    (void)state;
    UiList l = list_of(30, 10);
    ui_list_key(&l, SDLK_END);
    assert_int_equal(l.selected, 29);
    assert_float_equal(l.top, 20, 1e-6);
    ui_list_key(&l, SDLK_HOME);
    assert_int_equal(l.selected, 0);
    assert_float_equal(l.top, 0, 1e-6);
    ui_list_key(&l, SDLK_UP); /* no wrapping at the ends */
    assert_int_equal(l.selected, 0);
}

static void test_the_wheel_and_a_drag_scroll_within_the_ends(void **state)
{
    (void)state;
    UiList l = list_of(30, 10);
    ui_list_wheel(&l, -2, 3); /* two notches down */
    assert_float_equal(l.top, 6, 1e-6);
    ui_list_wheel(&l, 10, 3);
    assert_float_equal(l.top, 0, 1e-6);
    ui_list_wheel(&l, -100, 1);
    assert_float_equal(l.top, 20, 1e-6);
    assert_int_equal(l.selected, 0); /* scrolling leaves the selection */
    ui_list_drag(&l, 20, 50, 20); /* dragged down 2.5 rows: the list follows the finger */
    assert_float_equal(l.top, 17.5f, 1e-6);
    ui_list_drag(&l, 0, 50, 20);
    assert_float_equal(l.top, 0, 1e-6);
    UiList few = list_of(4, 10);
    ui_list_wheel(&few, -5, 3);
    assert_float_equal(few.top, 0, 1e-6);
}

static void test_a_click_finds_the_row_under_it_scrolled_or_not(void **state)
{
    (void)state;
    UiList l = list_of(30, 10);
    assert_int_equal(ui_list_row_at(&l, 0, 20), 0);
    assert_int_equal(ui_list_row_at(&l, 59, 20), 2);
    assert_int_equal(ui_list_row_at(&l, -1, 20), -1);
    assert_int_equal(ui_list_row_at(&l, 200, 20), -1); /* below the view */
    ui_list_scroll(&l, 2.5f);
    assert_int_equal(ui_list_row_at(&l, 0, 20), 2);
    assert_int_equal(ui_list_row_at(&l, 10, 20), 3);
    UiList few = list_of(3, 10);
    assert_int_equal(ui_list_row_at(&few, 70, 20), -1); /* below the last row */
}

static void test_shrinking_the_list_keeps_the_selection_and_scroll_inside_it(void **state)
{
    (void)state;
    UiList l = list_of(30, 10);
    ui_list_key(&l, SDLK_END);
    ui_list_resize(&l, 12, 10);
    assert_int_equal(l.selected, 11);
    assert_float_equal(l.top, 2, 1e-6);
    ui_list_resize(&l, 12, 20); /* a taller view: everything fits */
    assert_float_equal(l.top, 0, 1e-6);
    ui_list_resize(&l, 0, 20);
    assert_int_equal(l.selected, -1);
}

static const char *names[] = {"Cascade", "Shower", "  box", "Mills Mess", "Box", "cascade 5"};

static const char *label(void *ctx, int row)
{
    (void)ctx;
    return names[row];
}

static void test_a_typed_letter_jumps_to_the_next_row_starting_with_it(void **state)
{
    (void)state;
    UiList l = list_of(6, 3);
    assert_true(ui_list_jump(&l, "b", label, NULL));
    assert_int_equal(l.selected, 2); /* leading spaces and case do not count */
    assert_true(ui_list_jump(&l, "B", label, NULL));
    assert_int_equal(l.selected, 4);
    assert_float_equal(l.top, 2, 1e-6);
    assert_true(ui_list_jump(&l, "b", label, NULL)); /* round again */
    assert_int_equal(l.selected, 2);
    assert_true(ui_list_jump(&l, "c", label, NULL));
    assert_int_equal(l.selected, 5);
    assert_false(ui_list_jump(&l, "z", label, NULL));
    assert_int_equal(l.selected, 5);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_new_list_selects_its_first_row_and_an_empty_one_none),
        cmocka_unit_test(test_down_past_the_view_scrolls_just_enough_to_show_the_selection),
        cmocka_unit_test(test_page_keys_move_the_view_and_the_selection_a_view_less_one_row),
        cmocka_unit_test(test_home_and_end_go_to_the_first_and_last_rows),
        cmocka_unit_test(test_the_wheel_and_a_drag_scroll_within_the_ends),
        cmocka_unit_test(test_a_click_finds_the_row_under_it_scrolled_or_not),
        cmocka_unit_test(test_shrinking_the_list_keeps_the_selection_and_scroll_inside_it),
        cmocka_unit_test(test_a_typed_letter_jumps_to_the_next_row_starting_with_it),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
