/* Shrinking text to fit a width, then cutting it with an ellipsis. A fake font: every
 * character is half the size wide (bold: 0.6), so the expected sizes can be worked out. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "textfit.h"

#include <string.h>

static int chars(const char *s, size_t n)
{
    int c = 0;
    for (size_t i = 0; i < n; i++)
        c += ((unsigned char)s[i] & 0xC0) != 0x80;
    return c;
}

static int fake(void *ctx, bool bold, int px, const char *utf8, size_t length)
{
    (void)ctx;
    return (int)((float)chars(utf8, length) * (float)px * (bold ? 0.6f : 0.5f));
}

static void test_text_that_fits_keeps_its_size(void **state)
{
    (void)state;
    /* "Play" at 20: 4 x 10 = 40 wide. */
    assert_int_equal(textfit_px(fake, NULL, false, 20, 8, "Play", 40), 20);
    TextFit f;
    textfit(fake, NULL, false, 20, 8, "Play", 40, &f);
    assert_int_equal(f.px, 20);
    assert_false(f.cut);
    assert_string_equal(f.text, "Play");
}

static void test_text_too_wide_shrinks_to_the_largest_size_that_fits(void **state)
{
    (void)state;
    /* 10 characters in 80: at most 16 px (10 x 8 = 80). */
    assert_int_equal(textfit_px(fake, NULL, false, 20, 8, "Throwdecks", 80), 16);
    assert_int_equal(textfit_px(fake, NULL, false, 20, 8, "Throwdecks", 79), 15);
    /* Bold is wider, so smaller: 10 x 0.6 x 13 = 78. */
    assert_int_equal(textfit_px(fake, NULL, true, 20, 8, "Throwdecks", 80), 13);
}

static void test_text_never_shrinks_below_its_minimum_but_is_cut_with_an_ellipsis(void **state)
{
    (void)state;
    assert_int_equal(textfit_min_px(20), 14);
    assert_int_equal(textfit_min_px(10), TEXTFIT_MIN_PX);
    TextFit f;
    /* 20 characters at 14 px need 140; in 70, 9 characters and the ellipsis (10 x 7). */
    textfit(fake, NULL, false, 20, 14, "abcdefghijklmnopqrst", 70, &f);
    assert_int_equal(f.px, 14);
    assert_true(f.cut);
    assert_string_equal(f.text, "abcdefghi\u2026");
}

static void test_an_ellipsis_never_splits_a_character(void **state)
{
    (void)state;
    TextFit f;
    /* "Zoë Müller-Lüdenscheid": multi-byte letters; room for 4 characters and the ellipsis. */
    textfit(fake, NULL, false, 10, 10, "Zo\u00eb M\u00fcller-L\u00fcdenscheid", 25, &f);
    assert_true(f.cut);
    assert_string_equal(f.text, "Zo\u00eb \u2026");
}

static void test_nothing_is_drawn_in_no_room(void **state)
{
    (void)state;
    TextFit f;
    textfit(fake, NULL, false, 20, 8, "Anything", 0, &f);
    assert_string_equal(f.text, "");
    textfit(fake, NULL, false, 20, 8, "", 100, &f);
    assert_string_equal(f.text, "");
    /* Room for the ellipsis alone. */
    textfit(fake, NULL, false, 16, 16, "Anything", 8, &f);
    assert_string_equal(f.text, "\u2026");
}

static void test_a_row_of_labels_shares_the_size_at_which_all_fit(void **state)
{
    (void)state;
    const char *labels[3] = {"Beat", "Restart", "Mills Mess"};
    float rooms[3] = {100, 100, 100};
    /* The longest (10 characters, bold) decides: 10 x 0.6 x 16 = 96. */
    assert_int_equal(textfit_px_all(fake, NULL, true, 24, 8, labels, rooms, 3), 16);
    assert_int_equal(textfit_px_all(fake, NULL, true, 12, 8, labels, rooms, 3), 12);
    assert_int_equal(textfit_px_all(fake, NULL, true, 24, 20, labels, rooms, 3), 20);
}

static void test_overlong_text_is_cut_at_a_character_boundary_first(void **state)
{
    (void)state;
    char big[600];
    for (size_t i = 0; i + 2 < sizeof big; i += 2)
        memcpy(big + i, "\u00e9", 2);
    big[sizeof big - 2] = '\0';
    TextFit f;
    textfit(fake, NULL, false, 10, 10, big, 1e9f, &f);
    assert_false(f.cut);
    assert_int_equal(strlen(f.text), TEXTFIT_MAX_BYTES);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_text_that_fits_keeps_its_size),
        cmocka_unit_test(test_text_too_wide_shrinks_to_the_largest_size_that_fits),
        cmocka_unit_test(test_text_never_shrinks_below_its_minimum_but_is_cut_with_an_ellipsis),
        cmocka_unit_test(test_an_ellipsis_never_splits_a_character),
        cmocka_unit_test(test_nothing_is_drawn_in_no_room),
        cmocka_unit_test(test_a_row_of_labels_shares_the_size_at_which_all_fit),
        cmocka_unit_test(test_overlong_text_is_cut_at_a_character_boundary_first),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
