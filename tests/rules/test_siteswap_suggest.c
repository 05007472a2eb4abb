/* The closest valid patterns to an invalid one (siteswap_suggest.h): one test per behaviour. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "siteswap.h"
#include "siteswap_suggest.h"

static int suggest_text(const char *text, SiteswapSuggestion *out, int max)
{
    Siteswap *s = siteswap_parse(text, NULL);
    assert_non_null(s);
    int n = siteswap_suggest(s, out, max);
    siteswap_free(s);
    return n;
}

static int index_of(const SiteswapSuggestion *sg, int n, const char *text)
{
    for (int i = 0; i < n; i++)
        if (strcmp(sg[i].text, text) == 0)
            return i;
    return -1;
}

static void test_532_offers_531_first_and_552(void **state)
{
    (void)state;
    SiteswapSuggestion sg[SITESWAP_SUGGEST_MAX];
    int n = suggest_text("532", sg, SITESWAP_SUGGEST_MAX);
    assert_true(n >= 2);
    assert_string_equal(sg[0].text, "531"); /* the last throw one lower: the smallest edit */
    assert_int_equal(sg[0].kind, SITESWAP_SUGGEST_CHANGE);
    assert_int_equal(sg[0].at, 2);
    assert_int_equal(sg[0].balls, 3);
    assert_true(index_of(sg, n, "552") > 0);
}

static void test_a_valid_pattern_gets_no_suggestions(void **state)
{
    (void)state;
    SiteswapSuggestion sg[SITESWAP_SUGGEST_MAX];
    assert_int_equal(suggest_text("531", sg, SITESWAP_SUGGEST_MAX), 0);
    assert_int_equal(suggest_text("3", sg, SITESWAP_SUGGEST_MAX), 0);
}

static void test_432_is_mended_by_changing_the_order(void **state)
{
    (void)state;
    /* No single throw of 432 can change to make it valid; two swapped can. */
    SiteswapSuggestion sg[SITESWAP_SUGGEST_MAX];
    int n = suggest_text("432", sg, SITESWAP_SUGGEST_MAX);
    assert_true(n >= 1);
    assert_int_equal(sg[0].kind, SITESWAP_SUGGEST_SWAP);
    assert_string_equal(sg[0].text, "423"); /* the last two swapped: neighbours, at the end */
}

/* Every suggestion is valid, has the typed length and differs by one throw or by one swap. */
static void test_every_suggestion_is_valid_and_one_edit_away(void **state)
{
    (void)state;
    int checked = 0;
    for (int a = 0; a < 10; a++)
        for (int b = 0; b < 10; b++)
            for (int c = 0; c < 10; c++) {
                int v[3] = {a, b, c};
                SiteswapSuggestion sg[SITESWAP_SUGGEST_MAX];
                int n = siteswap_suggest_values(v, 3, sg, SITESWAP_SUGGEST_MAX);
                for (int i = 0; i < n; i++) {
                    assert_int_equal(strlen(sg[i].text), 3);
                    int w[3], diff = 0;
                    for (int k = 0; k < 3; k++) {
                        w[k] = siteswap_throw_value(sg[i].text[k]);
                        diff += w[k] != v[k];
                    }
                    assert_true(siteswap_values_valid(w, 3));
                    if (sg[i].kind == SITESWAP_SUGGEST_CHANGE)
                        assert_int_equal(diff, 1);
                    else
                        assert_true(diff == 2 && w[sg[i].at] == v[sg[i].other] &&
                                    w[sg[i].other] == v[sg[i].at]);
                    checked++;
                }
            }
    assert_true(checked > 500);
}

static void test_no_two_suggestions_are_the_same_pattern(void **state)
{
    (void)state;
    const char *typed[] = {"532", "432", "6662", "75312", "4440", "9"};
    for (size_t t = 0; t < sizeof typed / sizeof typed[0]; t++) {
        SiteswapSuggestion sg[SITESWAP_SUGGEST_MAX];
        int n = suggest_text(typed[t], sg, SITESWAP_SUGGEST_MAX);
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++) {
                Siteswap *a = siteswap_parse(sg[i].text, NULL), *b = siteswap_parse(sg[j].text, NULL);
                assert_false(siteswap_same_pattern(a, b));
                siteswap_free(a);
                siteswap_free(b);
            }
    }
}

/* A throw changed by 1 comes before one changed by 2 (532: 531 before 534). */
static void test_smaller_changes_rank_first(void **state)
{
    (void)state;
    SiteswapSuggestion sg[SITESWAP_SUGGEST_MAX];
    int n = suggest_text("532", sg, SITESWAP_SUGGEST_MAX);
    int i531 = index_of(sg, n, "531"), i534 = index_of(sg, n, "534");
    assert_true(i531 >= 0 && i534 >= 0 && i531 < i534);
}

static void test_zero_ball_patterns_are_never_suggested(void **state)
{
    (void)state;
    SiteswapSuggestion sg[SITESWAP_SUGGEST_MAX];
    int n = suggest_text("100", sg, SITESWAP_SUGGEST_MAX);
    assert_true(n >= 1);
    for (int i = 0; i < n; i++) {
        assert_string_not_equal(sg[i].text, "000");
        assert_true(sg[i].balls > 0);
    }
}

static void test_synchronous_and_multiplex_patterns_get_none(void **state)
{
    (void)state;
    SiteswapSuggestion sg[SITESWAP_SUGGEST_MAX];
    assert_int_equal(suggest_text("(6,4)(2,2)", sg, SITESWAP_SUGGEST_MAX), 0);
    assert_int_equal(suggest_text("[33]2", sg, SITESWAP_SUGGEST_MAX), 0);
}

static void test_bad_input_gets_none(void **state)
{
    (void)state;
    SiteswapSuggestion sg[SITESWAP_SUGGEST_MAX];
    int v[2] = {5, 36};
    assert_int_equal(siteswap_suggest_values(v, 2, sg, SITESWAP_SUGGEST_MAX), 0);
    int neg[2] = {-1, 3};
    assert_int_equal(siteswap_suggest_values(neg, 2, sg, SITESWAP_SUGGEST_MAX), 0);
    assert_int_equal(siteswap_suggest_values(v, 0, sg, SITESWAP_SUGGEST_MAX), 0);
    assert_int_equal(siteswap_suggest_values(NULL, 2, sg, SITESWAP_SUGGEST_MAX), 0);
    assert_int_equal(siteswap_suggest(NULL, sg, SITESWAP_SUGGEST_MAX), 0);
}

/* 532 may mean 531 or 552, hardly 5b2: a changed throw goes at most one above the highest. */
static void test_a_changed_throw_stays_near_the_typed_heights(void **state)
{
    (void)state;
    SiteswapSuggestion sg[SITESWAP_SUGGEST_MAX];
    int n = suggest_text("532", sg, SITESWAP_SUGGEST_MAX);
    for (int i = 0; i < n; i++)
        for (const char *c = sg[i].text; *c; c++)
            assert_true(siteswap_throw_value(*c) <= 6);
}

static void test_max_limits_how_many(void **state)
{
    (void)state;
    SiteswapSuggestion all[SITESWAP_SUGGEST_MAX], two[2];
    int n = suggest_text("532", all, SITESWAP_SUGGEST_MAX);
    assert_true(n > 2);
    assert_int_equal(suggest_text("532", two, 2), 2);
    assert_string_equal(two[0].text, all[0].text);
    assert_string_equal(two[1].text, all[1].text);
}

/* The longest pattern is mended too, the same way on every call. */
static void test_the_answer_is_the_same_every_time_even_at_full_length(void **state)
{
    (void)state;
    int v[SITESWAP_MAX_BEATS];
    for (int i = 0; i < SITESWAP_MAX_BEATS; i++)
        v[i] = 3;
    v[SITESWAP_MAX_BEATS - 1] = 4; /* 333...34: one throw too high */
    SiteswapSuggestion a[SITESWAP_SUGGEST_MAX], b[SITESWAP_SUGGEST_MAX];
    int na = siteswap_suggest_values(v, SITESWAP_MAX_BEATS, a, SITESWAP_SUGGEST_MAX);
    int nb = siteswap_suggest_values(v, SITESWAP_MAX_BEATS, b, SITESWAP_SUGGEST_MAX);
    assert_true(na >= 1);
    assert_int_equal(na, nb);
    for (int i = 0; i < na; i++)
        assert_string_equal(a[i].text, b[i].text);
    assert_int_equal(a[0].at, SITESWAP_MAX_BEATS - 1); /* back to a 3 */
    assert_int_equal(a[0].balls, 3);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_532_offers_531_first_and_552),
        cmocka_unit_test(test_a_valid_pattern_gets_no_suggestions),
        cmocka_unit_test(test_432_is_mended_by_changing_the_order),
        cmocka_unit_test(test_every_suggestion_is_valid_and_one_edit_away),
        cmocka_unit_test(test_no_two_suggestions_are_the_same_pattern),
        cmocka_unit_test(test_smaller_changes_rank_first),
        cmocka_unit_test(test_zero_ball_patterns_are_never_suggested),
        cmocka_unit_test(test_synchronous_and_multiplex_patterns_get_none),
        cmocka_unit_test(test_bad_input_gets_none),
        cmocka_unit_test(test_a_changed_throw_stays_near_the_typed_heights),
        cmocka_unit_test(test_max_limits_how_many),
        cmocka_unit_test(test_the_answer_is_the_same_every_time_even_at_full_length),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
