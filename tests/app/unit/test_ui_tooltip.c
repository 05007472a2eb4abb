/* Words that explain themselves (ui/tooltip.h), without a window: the terms file the game ships
 * reads and defines every term the Lab shows, mistakes in it are named by line, and a line of
 * text flows into lines with its terms found whole, the longest first, their boxes where the
 * words are. Text is measured as 10 px a byte, so every position is known.
 * Usage: test-app-ui_tooltip TERMS_FILE */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "textfile.h"
#include "tooltip.h"

static const char *terms_path;

static int ten_a_byte(void *ctx, bool bold, int px, const char *utf8, size_t length)
{
    (void)ctx;
    (void)bold;
    (void)px;
    (void)utf8;
    return (int)length * 10;
}

static TooltipTerms terms_of(const char *text)
{
    TooltipTerms t;
    char err[120];
    assert_true(tooltip_terms_parse(text, &t, err, sizeof err));
    return t;
}

static void test_the_shipped_terms_define_every_term_the_lab_shows(void **state)
{
    (void)state;
    size_t len = 0;
    char why[200];
    char *text = textfile_read(terms_path, &len, NULL, why, sizeof why);
    assert_non_null(text);
    TooltipTerms *t = malloc(sizeof *t);
    char err[120] = "";
    assert_true(tooltip_terms_parse(text, t, err, sizeof err));
    const char *lab[] = {"state", "ground state", "excited state", "prime", "period", "way in",
                         "way out", "balls", "highest throw", "synchronous", "multiplex"};
    for (size_t i = 0; i < sizeof lab / sizeof lab[0]; i++) {
        const TooltipTerm *term = tooltip_terms_find(t, lab[i]);
        assert_non_null(term);
        assert_true(strlen(term->text) > 20); /* a sentence, not a word */
    }
    free(t);
    free(text);
}

static void test_a_mistake_in_the_terms_is_named_by_its_line(void **state)
{
    (void)state;
    TooltipTerms *t = malloc(sizeof *t);
    char err[120] = "";
    assert_false(tooltip_terms_parse("% fine\nperiod: how long\n\nno colon here\n", t, err,
                                     sizeof err));
    assert_non_null(strstr(err, "line 4"));
    assert_int_equal(t->count, 1); /* what came before is kept */
    assert_false(tooltip_terms_parse("empty:\n", t, err, sizeof err));
    assert_non_null(strstr(err, "line 1"));
    free(t);
}

static void test_terms_are_found_in_any_case(void **state)
{
    (void)state;
    TooltipTerms t = terms_of("state: which beats have a ball coming\n");
    assert_non_null(tooltip_terms_find(&t, "STATE"));
    TooltipFlow f;
    tooltip_flow("State xxx", 0, 0, 1000, 20, 27, ten_a_byte, NULL, &t, &f);
    assert_int_equal(f.spot_count, 1);
    assert_int_equal(f.spots[0].start, 0);
    assert_int_equal(f.spots[0].length, 5);
}

static void test_the_longest_term_wins_over_one_inside_it(void **state)
{
    (void)state;
    TooltipTerms t = terms_of("state: a\nground state: b\n");
    TooltipFlow f;
    tooltip_flow("3 balls, ground state", 0, 0, 1000, 20, 27, ten_a_byte, NULL, &t, &f);
    assert_int_equal(f.spot_count, 1);
    assert_string_equal(t.terms[f.spots[0].term].term, "ground state");
    assert_int_equal(f.spots[0].start, 9);
    assert_true(f.spots[0].box.x == 90 && f.spots[0].box.w == 120);
}

static void test_a_term_inside_another_word_is_not_a_term(void **state)
{
    (void)state;
    TooltipTerms t = terms_of("prime: a\n");
    TooltipFlow f;
    tooltip_flow("primed unprime prime.", 0, 0, 1000, 20, 27, ten_a_byte, NULL, &t, &f);
    assert_int_equal(f.spot_count, 1);
    assert_int_equal(f.spots[0].start, 15);
}

/* Lines break at spaces as text_draw_wrapped breaks them; a term across the break has a box on
 * each line, and a point finds it on either. */
static void test_lines_wrap_and_a_term_across_lines_has_a_box_on_each(void **state)
{
    (void)state;
    TooltipTerms t = terms_of("way in: the throws into the pattern\n");
    TooltipFlow f;
    /* 10 px a byte, 100 px wide: "the first" fits, "the first way" does not. */
    tooltip_flow("the first way in here", 5, 50, 100, 20, 30, ten_a_byte, NULL, &t, &f);
    assert_int_equal(f.line_count, 3);
    assert_int_equal(f.line_start[1], 10); /* "way in" */
    assert_int_equal(f.line_length[1], 6);
    assert_int_equal(f.spot_count, 1);
    assert_true(f.spots[0].box.x == 5 && f.spots[0].box.y == 80 && f.spots[0].box.w == 60);
    assert_true(f.height == 90);

    tooltip_flow("aa way in", 0, 0, 60, 20, 30, ten_a_byte, NULL, &t, &f);
    assert_int_equal(f.line_count, 2); /* "aa way" then "in" */
    assert_int_equal(f.spot_count, 2);
    assert_int_equal(tooltip_flow_spot_at(&f, 40, 10), 0);
    assert_int_equal(tooltip_flow_spot_at(&f, 10, 40), 1);
    assert_int_equal(tooltip_flow_spot_at(&f, 10, 10), -1);
}

static void test_a_word_wider_than_the_line_stands_alone(void **state)
{
    (void)state;
    TooltipFlow f;
    tooltip_flow("a extraordinarily b", 0, 0, 60, 20, 30, ten_a_byte, NULL, NULL, &f);
    assert_int_equal(f.line_count, 3);
    assert_int_equal(f.line_length[1], (int)strlen("extraordinarily"));
    assert_int_equal(f.spot_count, 0);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s TERMS_FILE\n", argv[0]);
        return 2;
    }
    terms_path = argv[1];
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_shipped_terms_define_every_term_the_lab_shows),
        cmocka_unit_test(test_a_mistake_in_the_terms_is_named_by_its_line),
        cmocka_unit_test(test_terms_are_found_in_any_case),
        cmocka_unit_test(test_the_longest_term_wins_over_one_inside_it),
        cmocka_unit_test(test_a_term_inside_another_word_is_not_a_term),
        cmocka_unit_test(test_lines_wrap_and_a_term_across_lines_has_a_box_on_each),
        cmocka_unit_test(test_a_word_wider_than_the_line_stands_alone),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
