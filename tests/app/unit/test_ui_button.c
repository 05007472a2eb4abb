/* Buttons: which one the pointer is over, and which one it lights. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "button.h"

#include <string.h>

static UiButton row[3] = {
    {.rect = {0, 0, 100, 40}, .label = "Perform", .state = UI_BUTTON_PRIMARY, .id = 7},
    {.rect = {110, 0, 100, 40}, .label = "Clear", .state = UI_BUTTON_DISABLED, .id = 8},
    {.rect = {220, 0, 100, 40}, .label = "Skip turn", .state = UI_BUTTON_NORMAL, .id = 9},
};

static void test_the_button_under_the_pointer_is_found_by_index(void **state)
{
    (void)state;
    assert_int_equal(ui_button_at(row, 3, 5, 5), 0);
    assert_int_equal(row[ui_button_at(row, 3, 250, 39)].id, 9);
    assert_int_equal(ui_button_at(row, 3, 105, 20), -1); /* the gap between two */
    assert_int_equal(ui_button_at(row, 3, 250, 40), -1); /* the bottom edge is outside */
}

static void test_a_disabled_button_is_found_so_its_click_is_used_up(void **state)
{
    (void)state;
    int at = ui_button_at(row, 3, 150, 20);
    assert_int_equal(at, 1);
    assert_true(row[at].state & UI_BUTTON_DISABLED);
}

static void test_hover_lights_one_enabled_button_and_clears_the_rest(void **state)
{
    (void)state;
    UiButton b[3];
    memcpy(b, row, sizeof b);
    assert_int_equal(ui_buttons_hover(b, 3, 250, 20), 2);
    assert_true(b[2].state & UI_BUTTON_HOVER);
    assert_int_equal(ui_buttons_hover(b, 3, 50, 20), 0);
    assert_true(b[0].state & UI_BUTTON_HOVER);
    assert_true(b[0].state & UI_BUTTON_PRIMARY); /* its other states stay */
    assert_false(b[2].state & UI_BUTTON_HOVER);
    assert_int_equal(ui_buttons_hover(b, 3, 150, 20), -1); /* disabled: never lit */
    for (int i = 0; i < 3; i++)
        assert_false(b[i].state & UI_BUTTON_HOVER);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_button_under_the_pointer_is_found_by_index),
        cmocka_unit_test(test_a_disabled_button_is_found_so_its_click_is_used_up),
        cmocka_unit_test(test_hover_lights_one_enabled_button_and_clears_the_rest),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
