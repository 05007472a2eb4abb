/* The one-line text field's editing: every key a player presses, in UTF-8. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "textedit.h"

static void test_typing_inserts_at_the_cursor(void **state)
{
    (void)state;
    TextEdit te;
    textedit_init(&te, "51");
    textedit_left(&te, false);
    assert_true(textedit_insert(&te, "3"));
    assert_string_equal(te.text, "531");
    assert_int_equal(te.cursor, 2);
}

static void test_backspace_and_delete_remove_one_character(void **state)
{
    (void)state;
    TextEdit te;
    textedit_init(&te, "5311");
    textedit_backspace(&te);
    assert_string_equal(te.text, "531");
    textedit_home(&te, false);
    textedit_delete(&te);
    assert_string_equal(te.text, "31");
    textedit_backspace(&te); /* at the start: nothing to delete */
    assert_string_equal(te.text, "31");
    textedit_end(&te, false);
    textedit_delete(&te);    /* at the end: nothing to delete */
    assert_string_equal(te.text, "31");
}

static void test_multibyte_characters_are_one_step(void **state)
{
    (void)state;
    TextEdit te;
    textedit_init(&te, "a\u00e9\u2192b"); /* a, e-acute (2 bytes), arrow (3 bytes), b */
    textedit_left(&te, false);
    textedit_left(&te, false);
    assert_int_equal(te.cursor, 3); /* before the arrow */
    textedit_backspace(&te);        /* removes the whole e-acute */
    assert_string_equal(te.text, "a\u2192b");
    textedit_delete(&te);           /* removes the whole arrow */
    assert_string_equal(te.text, "ab");
}

static void test_shift_arrows_select_and_typing_replaces_the_selection(void **state)
{
    (void)state;
    TextEdit te;
    textedit_init(&te, "441");
    textedit_left(&te, true);
    textedit_left(&te, true);
    assert_true(textedit_has_selection(&te));
    char sel[16];
    assert_int_equal(textedit_selection(&te, sel, sizeof sel), 2);
    assert_string_equal(sel, "41");
    textedit_insert(&te, "23");
    assert_string_equal(te.text, "423");
    assert_false(textedit_has_selection(&te));
}

static void test_arrow_without_shift_collapses_the_selection_to_its_edge(void **state)
{
    (void)state;
    TextEdit te;
    textedit_init(&te, "97531");
    textedit_select_all(&te);
    textedit_left(&te, false);
    assert_int_equal(te.cursor, 0);
    assert_false(textedit_has_selection(&te));
    textedit_select_all(&te);
    textedit_right(&te, false);
    assert_int_equal(te.cursor, 5);
}

static void test_select_all_then_backspace_clears(void **state)
{
    (void)state;
    TextEdit te;
    textedit_init(&te, "(4,2x)*");
    textedit_select_all(&te);
    textedit_backspace(&te);
    assert_string_equal(te.text, "");
    assert_int_equal(te.length, 0);
    assert_int_equal(te.cursor, 0);
}

static void test_word_moves_and_word_backspace_stop_at_spaces(void **state)
{
    (void)state;
    TextEdit te;
    textedit_init(&te, "333 4 5151");
    textedit_word_left(&te, false);
    assert_int_equal(te.cursor, 6);
    textedit_word_left(&te, false);
    assert_int_equal(te.cursor, 4);
    textedit_word_right(&te, false);
    assert_int_equal(te.cursor, 5);
    textedit_end(&te, false);
    textedit_backspace_word(&te);
    assert_string_equal(te.text, "333 4 ");
}

static void test_paste_drops_newlines_and_invalid_bytes(void **state)
{
    (void)state;
    TextEdit te;
    textedit_init(&te, "");
    assert_false(textedit_insert(&te, "53\n1\t\xff"));
    assert_string_equal(te.text, "531");
    assert_false(textedit_insert(&te, "\xc0\xaf")); /* an overlong '/' is not a character */
    assert_false(textedit_insert(&te, "\xed\xa0\x80")); /* a lone surrogate neither */
    assert_string_equal(te.text, "531");
}

static void test_text_beyond_capacity_is_cut_at_a_character_boundary(void **state)
{
    (void)state;
    TextEdit te;
    textedit_init(&te, "");
    char big[TEXTEDIT_CAPACITY * 2];
    memset(big, 0, sizeof big);
    for (size_t i = 0; i + 2 < sizeof big; i += 2)
        memcpy(big + i, "\u00e9", 2);
    assert_false(textedit_insert(&te, big));
    assert_true(te.length < TEXTEDIT_CAPACITY);
    assert_int_equal(te.length % 2, 0); /* no half character */
    assert_int_equal(strlen(te.text), te.length);
}

static void test_set_cursor_snaps_to_a_character_boundary(void **state)
{
    (void)state;
    TextEdit te;
    textedit_init(&te, "\u2192x");
    textedit_set_cursor(&te, 2, false); /* inside the arrow */
    assert_int_equal(te.cursor, 0);
    textedit_set_cursor(&te, 99, false);
    assert_int_equal(te.cursor, te.length);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_typing_inserts_at_the_cursor),
        cmocka_unit_test(test_backspace_and_delete_remove_one_character),
        cmocka_unit_test(test_multibyte_characters_are_one_step),
        cmocka_unit_test(test_shift_arrows_select_and_typing_replaces_the_selection),
        cmocka_unit_test(test_arrow_without_shift_collapses_the_selection_to_its_edge),
        cmocka_unit_test(test_select_all_then_backspace_clears),
        cmocka_unit_test(test_word_moves_and_word_backspace_stop_at_spaces),
        cmocka_unit_test(test_paste_drops_newlines_and_invalid_bytes),
        cmocka_unit_test(test_text_beyond_capacity_is_cut_at_a_character_boundary),
        cmocka_unit_test(test_set_cursor_snaps_to_a_character_boundary),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
