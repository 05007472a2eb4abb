/* The Lab's history: newest first, no repeats, a fixed size, blanks never listed. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "lab_history.h"

static void test_newest_first(void **state)
{
    (void)state;
    LabHistory h = {0};
    assert_true(lab_history_add(&h, "3"));
    assert_true(lab_history_add(&h, "531"));
    assert_int_equal(h.count, 2);
    assert_string_equal(h.items[0], "531");
    assert_string_equal(h.items[1], "3");
}

static void test_a_repeat_moves_to_the_top_instead_of_being_listed_twice(void **state)
{
    (void)state;
    LabHistory h = {0};
    lab_history_add(&h, "3");
    lab_history_add(&h, "531");
    lab_history_add(&h, "441");
    assert_true(lab_history_add(&h, " 3 "));
    assert_int_equal(h.count, 3);
    assert_string_equal(h.items[0], "3");
    assert_string_equal(h.items[1], "441");
    assert_string_equal(h.items[2], "531");
}

static void test_blank_and_overlong_text_is_not_listed(void **state)
{
    (void)state;
    LabHistory h = {0};
    assert_false(lab_history_add(&h, ""));
    assert_false(lab_history_add(&h, "   "));
    char long_text[LAB_HISTORY_TEXT + 10];
    memset(long_text, '3', sizeof long_text - 1);
    long_text[sizeof long_text - 1] = '\0';
    assert_false(lab_history_add(&h, long_text));
    assert_int_equal(h.count, 0);
}

static void test_when_full_the_oldest_goes(void **state)
{
    (void)state;
    LabHistory h = {0};
    char text[16];
    for (int i = 0; i < LAB_HISTORY_MAX + 5; i++) {
        snprintf(text, sizeof text, "%d", 100 + i);
        lab_history_add(&h, text);
    }
    assert_int_equal(h.count, LAB_HISTORY_MAX);
    snprintf(text, sizeof text, "%d", 100 + LAB_HISTORY_MAX + 4);
    assert_string_equal(h.items[0], text);
    snprintf(text, sizeof text, "%d", 105);
    assert_string_equal(h.items[LAB_HISTORY_MAX - 1], text);
    /* A repeat of the oldest, when full, keeps the count. */
    lab_history_add(&h, "105");
    assert_int_equal(h.count, LAB_HISTORY_MAX);
    assert_string_equal(h.items[0], "105");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_newest_first),
        cmocka_unit_test(test_a_repeat_moves_to_the_top_instead_of_being_listed_twice),
        cmocka_unit_test(test_blank_and_overlong_text_is_not_listed),
        cmocka_unit_test(test_when_full_the_oldest_goes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
