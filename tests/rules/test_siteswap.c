/* Siteswap notation and facts: one test per rule, known answers from the named patterns of
 * assets/patterns/catalogue.txt. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "siteswap.h"
#include "siteswap_gen.h"

typedef struct Kept {
    int n;
    Siteswap *s[256];
} Kept;

/* Every test gets a list of the patterns it built, freed after it. */
static int keep_setup(void **st)
{
    *st = calloc(1, sizeof(Kept));
    return *st ? 0 : -1;
}

static int keep_teardown(void **st)
{
    Kept *k = *st;
    for (int i = 0; i < k->n; i++)
        siteswap_free(k->s[i]);
    free(k);
    return 0;
}

#define KEPT_TEST(f) cmocka_unit_test_setup_teardown(f, keep_setup, keep_teardown)

static Siteswap *keep(void **st, Siteswap *s)
{
    Kept *k = *st;
    assert_non_null(s);
    assert_true(k->n < 256);
    k->s[k->n++] = s;
    return s;
}

static Siteswap *parse_ok(void **st, const char *text)
{
    SiteswapError e;
    Siteswap *s = siteswap_parse(text, &e);
    if (!s)
        print_error("%s: %s\n", text, e.message);
    assert_non_null(s);
    return keep(st, s);
}

static Siteswap *valid(void **st, const char *text)
{
    Siteswap *s = parse_ok(st, text);
    SiteswapError e;
    bool ok = siteswap_validate(s, &e);
    if (!ok)
        print_error("%s: %s\n", text, e.message);
    assert_true(ok);
    return s;
}

static void assert_parse_error(const char *text, int column, const char *message)
{
    SiteswapError e;
    Siteswap *s = siteswap_parse(text, &e);
    siteswap_free(s);
    assert_null(s);
    assert_string_equal(e.message, message);
    assert_int_equal(e.column, column);
}

static void assert_invalid(void **st, const char *text, const char *message)
{
    Siteswap *s = parse_ok(st, text);
    SiteswapError e;
    assert_false(siteswap_validate(s, &e));
    assert_string_equal(e.message, message);
}

static const char *canonical(void **st, const char *text)
{
    static char buf[SITESWAP_TEXT_SIZE];
    Siteswap *s = valid(st, text);
    assert_true(siteswap_canonical_text(s, buf, sizeof buf));
    return buf;
}

static const char *state(void **st, const char *text)
{
    static char buf[256];
    Siteswap *s = valid(st, text);
    assert_true(siteswap_state(s, buf, sizeof buf));
    return buf;
}

/* ---- Notation ---- */

static void test_vanilla_digits_and_letters_either_case(void **st)
{
    (void)st;
    Siteswap *s = parse_ok(st, "9aBz");
    assert_int_equal(siteswap_period(s), 4);
    SiteswapBeatThrow t[4];
    int want[] = {9, 10, 11, 35};
    for (int b = 0; b < 4; b++) {
        assert_int_equal(siteswap_throws_on_beat(s, b, t, 4), 1);
        assert_int_equal(t[0].value, want[b]);
    }
    assert_int_equal(siteswap_max_throw(s), 35);
}

static void test_spaces_between_throws_are_ignored(void **st)
{
    (void)st;
    Siteswap *a = valid(st, " 5 3 1 "), *b = valid(st, "531");
    char ta[64], tb[64];
    siteswap_format(a, ta, sizeof ta);
    siteswap_format(b, tb, sizeof tb);
    assert_string_equal(ta, "531");
    assert_string_equal(ta, tb);
    Siteswap *c = valid(st, "( 4 x , 2 x ) ");
    siteswap_format(c, ta, sizeof ta);
    assert_string_equal(ta, "(4x,2x)");
}

static void test_async_beat_zero_is_right_hand_then_alternating(void **st)
{
    (void)st;
    Siteswap *s = valid(st, "531");
    SiteswapBeatThrow t[2];
    /* Odd period: the second repetition starts with the left hand. */
    int hands[] = {SITESWAP_RIGHT, SITESWAP_LEFT, SITESWAP_RIGHT, SITESWAP_LEFT, SITESWAP_RIGHT,
                   SITESWAP_LEFT};
    for (int b = 0; b < 6; b++) {
        assert_int_equal(siteswap_throws_on_beat(s, b, t, 2), 1);
        assert_int_equal(t[0].from_hand, hands[b]);
        assert_int_equal(t[0].beat, b);
        /* Odd throws cross, even ones stay. */
        assert_int_equal(t[0].to_hand, t[0].value % 2 ? !hands[b] : hands[b]);
        assert_int_equal(t[0].index, b % 3);
        assert_int_equal(t[0].column, b % 3 + 1);
    }
    assert_int_equal(siteswap_hand_period(s), 6);
    assert_int_equal(siteswap_throws_on_beat(s, -1, t, 2), 0);
}

static void test_even_async_period_repeats_hands_each_period(void **st)
{
    (void)st;
    Siteswap *s = valid(st, "51");
    assert_int_equal(siteswap_hand_period(s), 2);
}

static void test_multiplex_brackets_throw_several_from_one_hand(void **st)
{
    (void)st;
    Siteswap *s = valid(st, "24[54]");
    assert_true(siteswap_is_multiplex(s));
    SiteswapBeatThrow t[8];
    assert_int_equal(siteswap_throws_on_beat(s, 2, t, 8), 2);
    assert_int_equal(t[0].value, 5);
    assert_int_equal(t[1].value, 4);
    assert_int_equal(t[0].from_hand, SITESWAP_RIGHT);
    assert_int_equal(t[0].to_hand, SITESWAP_LEFT);
    assert_int_equal(t[1].to_hand, SITESWAP_RIGHT);
    assert_int_equal(t[1].index, 3);
    assert_int_equal(t[1].column, 5);
    /* More throws than room: the count is still told. */
    assert_int_equal(siteswap_throws_on_beat(s, 2, t, 1), 2);
    assert_false(siteswap_is_multiplex(valid(st, "531")));
}

static void test_sync_pair_left_then_right_on_even_beats(void **st)
{
    (void)st;
    Siteswap *s = valid(st, "(4,2x)(2x,4)");
    assert_int_equal(siteswap_notation(s), SITESWAP_SYNC);
    assert_int_equal(siteswap_period(s), 4);
    assert_int_equal(siteswap_hand_period(s), 4);
    SiteswapBeatThrow t[4];
    assert_int_equal(siteswap_throws_on_beat(s, 0, t, 4), 2);
    assert_int_equal(t[0].from_hand, SITESWAP_LEFT);
    assert_int_equal(t[0].value, 4);
    assert_int_equal(t[0].to_hand, SITESWAP_LEFT);
    assert_int_equal(t[1].from_hand, SITESWAP_RIGHT);
    assert_int_equal(t[1].value, 2);
    assert_int_equal(t[1].to_hand, SITESWAP_LEFT);
    assert_int_equal(siteswap_throws_on_beat(s, 1, t, 4), 0);
    assert_int_equal(siteswap_throws_on_beat(s, 3, t, 4), 0);
    assert_int_equal(siteswap_throws_on_beat(s, 6, t, 4), 2);
    assert_int_equal(t[0].value, 2);
    assert_int_equal(t[0].beat, 6);
}

static void test_star_repeats_with_hands_swapped(void **st)
{
    (void)st;
    Siteswap *a = valid(st, "(4,2x)*"), *b = valid(st, "(4,2x)(2x,4)");
    char ta[64], tb[64];
    siteswap_format(a, ta, sizeof ta);
    siteswap_format(b, tb, sizeof tb);
    assert_string_equal(ta, tb);
    /* The repeat highlights the same written throws. */
    SiteswapBeatThrow t[4];
    siteswap_throws_on_beat(a, 2, t, 4);
    assert_int_equal(t[0].value, 2);
    assert_int_equal(t[0].index, 1);
    assert_int_equal(t[0].column, 4);
    assert_int_equal(t[0].to_hand, SITESWAP_RIGHT);
    assert_int_equal(t[1].index, 0);
    assert_int_equal(siteswap_written_throws(a), 2);
}

static void test_sync_multiplex_inside_a_pair(void **st)
{
    (void)st;
    Siteswap *s = valid(st, "([44],0)");
    assert_true(siteswap_is_multiplex(s));
    assert_int_equal(siteswap_balls(s), 4);
    s = valid(st, "([44x],[4x4])");
    assert_int_equal(siteswap_balls(s), 8);
}

/* ---- Syntax errors name the column and what was expected ---- */

static void test_error_sync_pair_missing_comma(void **st)
{
    (void)st;
    assert_parse_error("(4 2x)", 4, "column 4: expected ',' or 'x' after 4 in a synchronous pair");
    assert_parse_error("(4x2x)", 4, "column 4: expected ',' after 4x in a synchronous pair");
    assert_parse_error("(4,2", 5, "column 5: expected ')' or 'x' after 2 in a synchronous pair");
    assert_parse_error("([44],2]", 8, "column 8: expected ')' or 'x' after 2 in a synchronous pair");
    assert_parse_error("([44]2)", 6, "column 6: expected ',' after ']' in a synchronous pair");
}

static void test_error_sync_missing_throw(void **st)
{
    (void)st;
    assert_parse_error("(,4)", 2, "column 2: expected a throw for the left hand");
    assert_parse_error("(4,)", 4, "column 4: expected a throw for the right hand");
    assert_parse_error("(4,-)", 4, "column 4: expected a throw (0-9, a-z), found '-'");
}

static void test_error_sync_throws_must_be_even(void **st)
{
    (void)st;
    assert_parse_error("(3,3)", 2, "column 2: synchronous throws must be even; 3 is odd");
    assert_parse_error("(4,[4b])", 6, "column 6: synchronous throws must be even; b is odd");
}

static void test_error_zero_inside_brackets(void **st)
{
    (void)st;
    assert_parse_error("[30]", 3, "column 3: a 0 inside brackets throws nothing; leave it out");
    assert_parse_error("(4,[40])", 6, "column 6: a 0 inside brackets throws nothing; leave it out");
}

static void test_error_brackets(void **st)
{
    (void)st;
    assert_parse_error("3[]", 3, "column 3: empty brackets: put throws inside");
    assert_parse_error("3[45", 2, "column 2: '[' is never closed with ']'");
    assert_parse_error("3]", 2, "column 2: ']' without a '[' before it");
    assert_parse_error("[4-]", 3,
                       "column 3: expected a throw (1-9, a-z) or ']' in brackets, found '-'");
    assert_parse_error("[123456789]", 10, "column 10: more than 8 throws from one hand at once");
}

static void test_error_mixing_sync_and_async(void **st)
{
    (void)st;
    assert_parse_error("3(4,4)", 2, "column 2: a synchronous pair cannot follow asynchronous throws");
    assert_parse_error("(4,4)3", 6,
                       "column 6: asynchronous throws cannot follow synchronous pairs; expected '('");
}

static void test_error_star(void **st)
{
    (void)st;
    assert_parse_error("33*", 3, "column 3: '*' only follows synchronous pairs");
    assert_parse_error("(4,2x)*(4,4)", 8, "column 8: nothing may follow '*'");
}

static void test_error_unexpected_character(void **st)
{
    (void)st;
    assert_parse_error("53-1", 3, "column 3: unexpected '-'; expected a throw (0-9, a-z) or '['");
    assert_parse_error("5\xc3\xa9", 2,
                       "column 2: unexpected byte 0xc3; expected a throw (0-9, a-z) or '['");
    assert_parse_error("(4,4)]", 6, "column 6: expected '(' to start a pair, found ']'");
}

static void test_error_empty_pattern(void **st)
{
    (void)st;
    assert_parse_error("", 0, "the pattern is empty: type throws such as 3 or 531");
    assert_parse_error("   ", 0, "the pattern is empty: type throws such as 3 or 531");
    SiteswapError e;
    assert_null(siteswap_parse(NULL, &e));
}

static void test_limit_longest_pattern(void **st)
{
    (void)st;
    char text[80];
    memset(text, '3', 64);
    text[64] = '\0';
    valid(st, text);
    text[64] = '3';
    text[65] = '\0';
    assert_parse_error(text, 65, "column 65: the pattern is longer than 64 beats");
    /* 17 pairs are 34 beats; repeated by '*' they would be 68. */
    char sync[200] = "";
    for (int i = 0; i < 17; i++)
        strcat(sync, "(4,4)");
    strcat(sync, "*");
    assert_parse_error(sync, 86, "column 86: with '*' the pattern is longer than 64 beats");
}

static void test_limit_highest_throw_is_z(void **st)
{
    (void)st;
    Siteswap *s = valid(st, "z");
    assert_int_equal(siteswap_balls(s), 35);
}

/* ---- Validity and explanations ---- */

static void test_known_patterns_are_valid_with_their_balls(void **st)
{
    (void)st;
    static const struct { const char *text; int balls; } known[] = {
        {"3", 3}, {"4", 4}, {"5", 5}, {"51", 3}, {"71", 4}, {"91", 5}, {"53", 4}, {"40", 2},
        {"60", 3}, {"42", 3}, {"8040", 3}, {"441", 3}, {"531", 3}, {"423", 3}, {"52233", 3},
        {"(4,2x)(2x,4)", 3}, {"(4,2x)*", 3}, {"612", 3}, {"(4,4)(4,0)", 3}, {"(4,2)", 3},
        {"(4x,2x)", 3}, {"(4x,2)(2,4x)", 3}, {"(2,4)(2,4x)(2x,4)", 3}, {"242334", 3},
        {"2334", 3}, {"33333423", 3}, {"55500", 3}, {"55050", 3}, {"52512", 3}, {"7131", 3},
        {"504", 3}, {"[34]23", 4}, {"(4,4)", 4}, {"(4x,4x)", 4}, {"633", 4}, {"741", 4},
        {"714", 4}, {"7441", 4}, {"7531", 4}, {"1234567", 4}, {"534", 4}, {"552", 4},
        {"5551", 4}, {"525", 4}, {"44453", 4}, {"3[53]22[32]", 4}, {"726", 5}, {"97531", 5},
        {"744", 5}, {"94444", 5}, {"(4x,6x)", 5}, {"(6,4x)(4x,6)", 5}, {"24[54]", 5},
        {"26[76]", 7},
    };
    for (size_t i = 0; i < sizeof known / sizeof known[0]; i++) {
        Siteswap *s = valid(st, known[i].text);
        if (siteswap_balls(s) != known[i].balls)
            print_error("%s\n", known[i].text);
        assert_int_equal(siteswap_balls(s), known[i].balls);
    }
}

static void test_invalid_names_average_and_collision(void **st)
{
    (void)st;
    assert_invalid(st, "43", "average 3.5 is not a whole number of balls; the 4 at beat 1 and the 3 "
                         "at beat 2 both land on beat 5 in the right hand; nothing to throw at "
                         "beat 2");
    assert_invalid(st, "433", "average 3.33 is not a whole number of balls; the 4 at beat 1 and the "
                          "3 at beat 2 both land on beat 5 in the right hand; nothing to throw "
                          "at beat 1");
}

static void test_invalid_collision_of_three_and_empty_hand(void **st)
{
    (void)st;
    assert_invalid(st, "432", "the 4 at beat 1, the 3 at beat 2 and the 2 at beat 3 all land on beat "
                          "5 in the right hand; at beat 1 the right hand has nothing to throw");
}

static void test_invalid_collision_moves_throws_to_later_repetitions(void **st)
{
    (void)st;
    /* The 2 is thrown again at beat 4, landing with the 5 thrown at beat 1. */
    assert_invalid(st, "52", "average 3.5 is not a whole number of balls; the 5 at beat 1 and the 2 "
                         "at beat 4 both land on beat 6 in the left hand; nothing to throw at "
                         "beat 1");
}

static void test_invalid_prop_landing_on_an_empty_hand(void **st)
{
    (void)st;
    assert_invalid(st, "30", "average 1.5 is not a whole number of balls; the 3 at beat 1 lands on "
                         "beat 4 in the left hand, which throws nothing then; nothing to throw at beat 1");
}

static void test_invalid_sync_names_hands(void **st)
{
    (void)st;
    assert_invalid(st, "(6x,4)(0,2)", "the right 4 at beat 1 and the right 2 at beat 3 both land on "
                                  "beat 5 in the right hand; at beat 1 the left hand has nothing "
                                  "to throw");
}

static void test_invalid_multiplex_counts_throws_per_hand(void **st)
{
    (void)st;
    assert_invalid(st, "4[33]", "the 4 at beat 1, the 3 at beat 2 and the 3 at beat 2 all land on "
                            "beat 5 in the right hand; at beat 2 the left hand throws 2 but "
                            "nothing lands there");
    assert_invalid(st, "[53]0", "the 5 at beat 1 and the 3 at beat 3 both land on beat 6 in the left "
                            "hand; at beat 1 the right hand throws 2 but nothing lands there");
    assert_invalid(st, "[11]01", "the 1 at beat 1 and the 1 at beat 1 both land on beat 2 in the left "
                             "hand; at beat 1 the right hand throws 2 but only 1 lands there; 1 "
                             "more beat with a problem");
    assert_invalid(st, "[53]21", "average 3.67 is not a whole number of balls; the 3 at beat 1, the 2 "
                             "at beat 2 and the 1 at beat 3 all land on beat 4 in the left hand, "
                             "which throws only 2 then");
}

static void test_problems_as_data_for_the_ladder(void **st)
{
    (void)st;
    Siteswap *s = parse_ok(st, "432");
    SiteswapProblems p;
    assert_int_equal(siteswap_problems(s, &p), 3);
    assert_true(p.collides[0] && p.collides[1] && p.collides[2]);
    assert_int_equal(p.places[0].beat, 0);
    assert_int_equal(p.places[0].landing, 0);
    assert_int_equal(p.places[0].thrown, 1);
    assert_int_equal(p.places[1].beat, 1);
    assert_int_equal(p.places[1].landing, 3);
    assert_true(p.starved[0]);
    assert_false(p.starved[1]);
    Siteswap *ok = valid(st, "531");
    assert_int_equal(siteswap_problems(ok, &p), 0);
    assert_false(p.collides[0]);
}

/* ---- Facts ---- */

static void test_ground_state_is_a_property_of_the_rotation(void **st)
{
    (void)st;
    const char *ground[] = {"3", "441", "531", "423", "42", "53", "75", "534", "552", "5551",
                            "55550", "633", "7441", "7531", "744", "94444", "97531", "34512",
                            "(4,4)", "(4,2)", "(4,2x)*", "(4x,2x)", "(4,4)(4,0)", "24[54]"};
    const char *excited[] = {"51", "71", "91", "504", "450", "612", "741", "714", "561",
                             "55050", "7131", "40", "60", "414", "12345", "(6x,2x)"};
    for (size_t i = 0; i < sizeof ground / sizeof ground[0]; i++) {
        Siteswap *s = valid(st, ground[i]);
        if (!siteswap_is_ground(s))
            print_error("%s\n", ground[i]);
        assert_true(siteswap_is_ground(s));
    }
    for (size_t i = 0; i < sizeof excited / sizeof excited[0]; i++) {
        Siteswap *s = valid(st, excited[i]);
        if (siteswap_is_ground(s))
            print_error("%s\n", excited[i]);
        assert_false(siteswap_is_ground(s));
    }
}

static void test_landing_state_as_written(void **st)
{
    (void)st;
    assert_string_equal(state(st, "5151"), "xx-x");
    assert_string_equal(state(st, "441"), "xxx");
    assert_string_equal(state(st, "741"), "xxx-x");
    assert_string_equal(state(st, "15"), "x-x-x");
    assert_string_equal(state(st, "[34]23"), "2xx");
    assert_string_equal(state(st, "(4,2)"), "(x,x)(x,-)");
    assert_string_equal(state(st, "(4,4)"), "(x,x)(x,x)");
    assert_string_equal(state(st, "40"), "x-x");
}

static void test_period_and_shortest_repeating_unit(void **st)
{
    (void)st;
    Siteswap *s = valid(st, "5151");
    assert_int_equal(siteswap_period(s), 4);
    assert_int_equal(siteswap_unit_period(s), 2);
    Siteswap *u = keep(st, siteswap_unit(s));
    char t[32];
    siteswap_format(u, t, sizeof t);
    assert_string_equal(t, "51");
    s = valid(st, "(4,4)(4,4)");
    assert_int_equal(siteswap_unit_period(s), 2);
    s = valid(st, "(4,2x)*");
    assert_int_equal(siteswap_unit_period(s), 4);
    s = valid(st, "[43][34]");
    assert_int_equal(siteswap_unit_period(s), 1);
    s = valid(st, "531531");
    assert_int_equal(siteswap_unit_period(s), 3);
}

static void test_prime_three_ball_period_three(void **st)
{
    (void)st;
    const char *prime[] = {"531", "441", "522", "630", "450", "612", "720", "360", "711",
                           "801", "900"};
    for (size_t i = 0; i < 11; i++) {
        Siteswap *s = valid(st, prime[i]);
        assert_true(siteswap_is_prime(s));
    }
    /* 34512 passes through the ground state twice (3, then 4512). */
    Siteswap *s = valid(st, "34512");
    assert_false(siteswap_is_prime(s));
    s = valid(st, "33333423");
    assert_false(siteswap_is_prime(s));
}

/* Prime describes the same written cycle as period and state: a written repetition comes back
 * to its states, so it is not prime even when its unit is. */
static void test_prime_judges_the_written_cycle(void **st)
{
    (void)st;
    const char *prime[] = {"51", "15", "3", "(4,4)", "(4,2x)*", "531"};
    const char *not_prime[] = {"5151", "1515", "33", "(4,4)(4,4)", "531531"};
    for (size_t i = 0; i < sizeof prime / sizeof prime[0]; i++) {
        Siteswap *s = valid(st, prime[i]);
        assert_true(siteswap_is_prime(s));
    }
    for (size_t i = 0; i < sizeof not_prime / sizeof not_prime[0]; i++) {
        Siteswap *s = valid(st, not_prime[i]);
        assert_false(siteswap_is_prime(s));
    }
}

static void test_canonical_form(void **st)
{
    (void)st;
    assert_string_equal(canonical(st, "5151"), "51");
    assert_string_equal(canonical(st, "15"), "51");
    assert_string_equal(canonical(st, "414"), "441");
    assert_string_equal(canonical(st, "144"), "441");
    assert_string_equal(canonical(st, "714"), "714");
    assert_string_equal(canonical(st, "147"), "714");
    assert_string_equal(canonical(st, "2334"), "4233");   /* ground rotations 4233, 3342, 3423 */
    assert_string_equal(canonical(st, "015"), "501");   /* no ground rotation: reads largest */
    assert_string_equal(canonical(st, "[34]23"), "23[43]");   /* the ground rotation */
    assert_string_equal(canonical(st, "(2x,4)*"), "(4,2x)(2x,4)");
    assert_string_equal(canonical(st, "(4,4)(4,4)"), "(4,4)");
    assert_string_equal(canonical(st, "(0,4)(4,4)"), "(4,4)(4,0)");
    assert_string_equal(canonical(st, "(2,4)"), "(4,2)");   /* the mirror image */
}

static bool same(void **st, const char *a, const char *b)
{
    Siteswap *sa = valid(st, a), *sb = valid(st, b);
    return siteswap_same_pattern(sa, sb);
}

static void test_same_pattern_per_the_rulings(void **st)
{
    (void)st;
    assert_true(same(st, "5151", "51"));
    assert_true(same(st, "51", "15"));
    assert_true(same(st, "1515", "5151"));
    assert_false(same(st, "741", "714"));
    assert_true(same(st, "441", "414"));
    assert_false(same(st, "531", "3"));
    assert_true(same(st, "(4,2x)*", "(2x,4)(4,2x)"));
    assert_true(same(st, "[34]23", "3[43]2"));
    assert_false(same(st, "(4,4)", "4"));
}

static void test_format_roundtrip(void **st)
{
    (void)st;
    const char *texts[] = {"531", "24[54]", "(4,2x)(2x,4)", "([44x],4)([4x4],0)", "z0"};
    for (size_t i = 0; i < 5; i++) {
        char t[64];
        Siteswap *s = parse_ok(st, texts[i]);
        assert_true(siteswap_format(s, t, sizeof t));
        assert_string_equal(t, texts[i]);
    }
    char small[3];
    Siteswap *s = parse_ok(st, "531");
    assert_false(siteswap_format(s, small, sizeof small));
    assert_string_equal(small, "53");
}

/* ---- Exhaustive cross-check ---- */

/* Slow test written differently: no two throws i < j land on the same beat mod n. */
static bool slow_valid(const int *v, int n)
{
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (((v[i] - v[j] - (j - i)) % n + n) % n == 0)
                return false;
    return true;
}

static void test_every_sequence_up_to_period_5_fast_and_slow_agree(void **st)
{
    (void)st;
    long checked = 0, valid_count = 0;
    for (int n = 1; n <= 5; n++) {
        int total = 1;
        for (int i = 0; i < n; i++)
            total *= 10;
        for (int code = 0; code < total; code++) {
            int v[5];
            char text[6];
            int c = code;
            for (int i = 0; i < n; i++) {
                v[i] = c % 10;
                c /= 10;
                text[i] = (char)('0' + v[i]);
            }
            text[n] = '\0';
            bool slow = slow_valid(v, n);
            bool fast = siteswap_values_valid(v, n);
            Siteswap *s = siteswap_parse(text, NULL);
            assert_non_null(s);
            bool full = siteswap_validate(s, NULL);
            siteswap_free(s);
            if (slow != fast || slow != full)
                print_error("%s\n", text);
            assert_int_equal(slow, fast);
            assert_int_equal(slow, full);
            checked++;
            valid_count += slow;
        }
    }
    assert_int_equal(checked, 111110);
    /* Known count for period exactly 1..5 with throws up to 9 has no simple formula; just make
     * sure both outcomes occurred plenty. */
    assert_true(valid_count > 1000);
}

/* ---- Transitions ---- */

static SiteswapTransition transition(void **st, const char *text)
{
    Siteswap *s = valid(st, text);
    SiteswapTransition t;
    SiteswapError e;
    assert_true(siteswap_transition(s, &t, &e));
    return t;
}

static void test_transition_in_and_out_of_excited_patterns(void **st)
{
    (void)st;
    SiteswapTransition t = transition(st, "5151");
    assert_string_equal(t.ground, "3");
    assert_string_equal(t.entry, "4");
    assert_string_equal(t.pattern, "5151");
    assert_string_equal(t.exit, "2");
    t = transition(st, "741");
    assert_string_equal(t.ground, "4");
    assert_string_equal(t.entry, "5");
    assert_string_equal(t.exit, "3");
    assert_int_equal(t.entry_length, 1);
}

static void test_transition_tries_every_rotation(void **st)
{
    (void)st;
    SiteswapTransition t = transition(st, "1515");
    assert_int_equal(t.rotation, 1);
    assert_string_equal(t.pattern, "5151");
    assert_string_equal(t.entry, "4");
}

static void test_transition_ground_patterns_need_none(void **st)
{
    (void)st;
    SiteswapTransition t = transition(st, "441");
    assert_string_equal(t.entry, "");
    assert_string_equal(t.exit, "");
    assert_int_equal(t.entry_length + t.exit_length, 0);
    t = transition(st, "(4,4)(4,0)");
    assert_string_equal(t.ground, "(4,2)");
    assert_string_equal(t.entry, "");
}

static void test_transition_sync_and_multiplex(void **st)
{
    (void)st;
    SiteswapTransition t = transition(st, "(6x,2x)");
    assert_string_equal(t.ground, "(4,4)");
    assert_string_equal(t.entry, "(4x,6)");
    assert_string_equal(t.exit, "(2,4x)");
    t = transition(st, "[34]23");
    assert_string_equal(t.ground, "4");
    assert_string_equal(t.pattern, "23[34]");
    Siteswap *bad = parse_ok(st, "43");
    SiteswapError e;
    assert_false(siteswap_transition(bad, &t, &e));
}

/* The transition comes as throws too (what the animator juggles): the same values, beats and
 * hands as its text. */
static void test_transition_throws_match_the_text(void **st)
{
    (void)st;
    SiteswapTransition t = transition(st, "5151");
    assert_int_equal(t.entry_beats, 1);
    assert_int_equal(t.entry_count, 1);
    assert_int_equal(t.entry_throws[0].value, 4);
    assert_int_equal(t.entry_throws[0].beat, 0);
    assert_int_equal(t.entry_throws[0].from_hand, SITESWAP_RIGHT);
    assert_int_equal(t.entry_throws[0].to_hand, SITESWAP_RIGHT);
    assert_int_equal(t.entry_throws[0].index, -1);
    assert_int_equal(t.exit_beats, 1);
    assert_int_equal(t.exit_count, 1);
    assert_int_equal(t.exit_throws[0].value, 2);
    t = transition(st, "(6x,2x)");
    assert_int_equal(t.entry_beats, 2);
    assert_int_equal(t.entry_count, 2);
    /* (4x,6): the left hand's 4 crosses, the right hand's 6 stays. */
    assert_int_equal(t.entry_throws[0].from_hand, SITESWAP_LEFT);
    assert_int_equal(t.entry_throws[0].value, 4);
    assert_int_equal(t.entry_throws[0].to_hand, SITESWAP_RIGHT);
    assert_int_equal(t.entry_throws[1].from_hand, SITESWAP_RIGHT);
    assert_int_equal(t.entry_throws[1].value, 6);
    assert_int_equal(t.entry_throws[1].to_hand, SITESWAP_RIGHT);
    t = transition(st, "441");
    assert_int_equal(t.entry_count + t.exit_count, 0);
}

/* Every transition found really leads there: juggled as one long async pattern, the ground
 * state, entry, pattern and exit throws never collide. */
static void test_transitions_are_juggleable(void **st)
{
    (void)st;
    const char *texts[] = {"51", "741", "714", "55050", "7131", "504", "612", "91", "a0", "b1"};
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
        SiteswapTransition t = transition(st, texts[i]);
        char whole[8192];
        snprintf(whole, sizeof whole, "%s%s%s%s%s%s", t.ground, t.ground, t.ground, t.entry,
                 t.pattern, t.exit);
        /* Land check: from the ground state, each throw lands on a free beat, and the exit ends
         * in the ground state: then ground throws follow for ever. */
        int balls = t.ground[0] - '0';
        static int lands[8192 + 64];
        memset(lands, 0, sizeof lands);
        for (int b = 0; b < balls; b++)
            lands[b] = 1;
        int n = (int)strlen(whole);
        for (int b = 0; b < n; b++) {
            int v = whole[b] <= '9' ? whole[b] - '0' : whole[b] - 'a' + 10;
            assert_int_equal(lands[b], v > 0 ? 1 : 0);
            if (v > 0) {
                assert_int_equal(lands[b + v], 0);
                lands[b + v] = 1;
            }
        }
        for (int b = n; b < n + balls; b++)
            assert_int_equal(lands[b], 1);
        for (int b = n + balls; b < 8192 + 64; b++)
            assert_int_equal(lands[b], 0);
    }
}

/* siteswap_facts answers as the functions asked one by one, for every kind of pattern. */
static void test_facts_match_one_question_at_a_time(void **st)
{
    (void)st;
    const char *patterns[] = {"531", "5151", "51", "0", "3", "c0", "97531", "(4,4)", "(4,2x)*",
                              "(6x,4)(4,6x)", "24[54]", "[54]24[54]24", "[33]", "z" "0000000000"
                              "000000000000000000000000"};
    for (size_t i = 0; i < sizeof patterns / sizeof patterns[0]; i++) {
        Siteswap *s = valid(st, patterns[i]);
        SiteswapFacts f;
        siteswap_facts(s, &f);
        char state[128], canon[SITESWAP_TEXT_SIZE];
        assert_true(siteswap_state(s, state, sizeof state));
        assert_true(siteswap_canonical_text(s, canon, sizeof canon));
        assert_int_equal(f.balls, siteswap_balls(s));
        assert_int_equal(f.period, siteswap_period(s));
        assert_int_equal(f.max_throw, siteswap_max_throw(s));
        assert_int_equal(f.ground, siteswap_is_ground(s));
        assert_int_equal(f.prime, siteswap_is_prime(s));
        assert_string_equal(f.state, state);
        assert_string_equal(f.canonical, canon);
    }
}

typedef struct Tally {
    long patterns, ground, prime;
} Tally;

/* Every rotation of a listed pattern has it as canonical form; the listed form is ground when
 * the pattern has a ground rotation, and prime when it is. */
static bool check_listed(const int *v, int n, void *ctx)
{
    Tally *t = ctx;
    char text[SITESWAP_MAX_BEATS + 1], canon[SITESWAP_TEXT_SIZE];
    for (int i = 0; i < n; i++)
        text[i] = siteswap_throw_char(v[i]);
    text[n] = '\0';
    Siteswap *s = siteswap_from_values(v, n);
    assert_non_null(s);
    for (int j = 0; j < n; j++) {
        Siteswap *r = siteswap_rotate(s, j);
        assert_non_null(r);
        bool ok = siteswap_canonical_text(r, canon, sizeof canon);
        siteswap_free(r);
        assert_true(ok);
        assert_string_equal(canon, text);
    }
    t->patterns++;
    t->ground += siteswap_is_ground(s);
    t->prime += siteswap_is_prime(s);
    siteswap_free(s);
    return true;
}

static void test_canonical_ground_and_prime_agree_with_the_generator(void **st)
{
    (void)st;
    SiteswapGenOptions o = {.balls = 4, .max_throw = 9, .min_period = 1, .max_period = 6};
    Tally t = {0, 0, 0};
    long listed = siteswap_generate(&o, check_listed, &t);
    assert_int_equal(listed, t.patterns);
    assert_true(listed > 1000);
    o.states = SITESWAP_GEN_GROUND;
    assert_int_equal(siteswap_generate(&o, NULL, NULL), t.ground);
    o.states = SITESWAP_GEN_ANY;
    o.prime_only = true;
    assert_int_equal(siteswap_generate(&o, NULL, NULL), t.prime);
}

/* The model keeps a throw's column in 16 bits: a throw typed further along (only spaces can put
 * it there) is marked at the last column it can hold, and the pattern reads the same. */
static void test_a_throw_past_the_widest_column_keeps_its_value(void **state)
{
    (void)state;
    size_t n = 40000;
    char *text = malloc(n + 3);
    assert_non_null(text);
    text[0] = '5';
    memset(text + 1, ' ', n);
    text[n + 1] = '1';
    text[n + 2] = '\0';
    Siteswap *s = keep(state, siteswap_parse(text, NULL));
    free(text);
    assert_true(siteswap_validate(s, NULL));
    assert_int_equal(siteswap_slot_throw(s, 0, SITESWAP_RIGHT, 0)->column, 1);
    assert_int_equal(siteswap_slot_throw(s, 1, SITESWAP_LEFT, 0)->value, 1);
    assert_int_equal(siteswap_slot_throw(s, 1, SITESWAP_LEFT, 0)->column, SITESWAP_MAX_COLUMN);
    assert_int_equal(siteswap_balls(s), 3);
}

/* ---- The model's memory ---- */

/* A pattern takes memory for its own throws, not for the longest pattern there could be. */
static void test_a_pattern_takes_bytes_sized_to_it(void **st)
{
    size_t three = siteswap_bytes(valid(st, "3")), plain = siteswap_bytes(valid(st, "531"));
    size_t many = siteswap_bytes(valid(st, "97531"));
    assert_true(three < plain && plain < many);
    assert_true(plain <= 64);
    /* Two more beats: two more throws and four more slot offsets, nothing else. */
    assert_int_equal(many - plain, 2 * sizeof(SiteswapThrow) + 4 * sizeof(uint16_t));
    char longest[SITESWAP_MAX_BEATS * 10 + 1] = "";
    for (int b = 0; b < SITESWAP_MAX_BEATS; b++)
        strcat(longest, "[zzzzzzzz]");
    assert_true(siteswap_bytes(parse_ok(st, longest)) <= SITESWAP_MAX_BYTES);
}

/* A copy is the same pattern, whole in its bytes, on the heap or in caller storage. */
static void test_a_copy_is_the_same_pattern(void **st)
{
    Siteswap *s = valid(st, "(4,2x)*");
    Siteswap *c = keep(st, siteswap_copy(s));
    assert_int_equal(siteswap_bytes(c), siteswap_bytes(s));
    assert_memory_equal(c, s, siteswap_bytes(s));
    _Alignas(8) unsigned char room[SITESWAP_MAX_BYTES];
    assert_null(siteswap_copy_to(s, room, siteswap_bytes(s) - 1));
    const Siteswap *in = siteswap_copy_to(s, room, sizeof room);
    assert_non_null(in);
    char a[64], b[64];
    assert_true(siteswap_format(in, a, sizeof a));
    assert_true(siteswap_format(s, b, sizeof b));
    assert_string_equal(a, b);
    assert_int_equal(siteswap_written_throws(in), 2);
}

/* Built from its throws, a pattern is the one parsing the same throws gives. */
static void test_a_pattern_built_from_throws_is_the_parsed_one(void **st)
{
    enum { L = SITESWAP_LEFT, R = SITESWAP_RIGHT };
    /* beat, index, column, value, from, to */
    SiteswapBeatThrow t[] = {
        {0, 0, 2, 4, L, L}, {0, 1, 4, 2, R, L}, {2, 1, 4, 2, L, R}, {2, 0, 2, 4, R, R},
    };
    Siteswap *built = keep(st, siteswap_from_throws(SITESWAP_SYNC, 4, 2, t, 4));
    Siteswap *parsed = valid(st, "(4,2x)*");
    assert_int_equal(siteswap_bytes(built), siteswap_bytes(parsed));
    assert_int_equal(siteswap_written_throws(built), siteswap_written_throws(parsed));
    for (int b = 0; b < 4; b++)
        for (int h = 0; h < 2; h++) {
            assert_int_equal(siteswap_slot_count(built, b, h), siteswap_slot_count(parsed, b, h));
            for (int i = 0; i < siteswap_slot_count(parsed, b, h); i++) {
                const SiteswapThrow *x = siteswap_slot_throw(built, b, h, i);
                const SiteswapThrow *y = siteswap_slot_throw(parsed, b, h, i);
                assert_int_equal(x->value, y->value);
                assert_int_equal(x->index, y->index);
                assert_int_equal(x->column, y->column);
                assert_int_equal(x->from_hand, y->from_hand);
                assert_int_equal(x->to_hand, y->to_hand);
            }
        }
    /* A throw outside the period, or a ninth from one hand at once, builds nothing. */
    t[3].beat = 4;
    assert_null(siteswap_from_throws(SITESWAP_SYNC, 4, 2, t, 4));
    SiteswapBeatThrow nine[9];
    for (int i = 0; i < 9; i++)
        nine[i] = (SiteswapBeatThrow){.beat = 0, .index = (int16_t)i, .column = 1, .value = 9};
    assert_null(siteswap_from_throws(SITESWAP_ASYNC, 1, 9, nine, 9));
    assert_non_null(keep(st, siteswap_from_throws(SITESWAP_ASYNC, 1, 8, nine, 8)));
}

/* Rotating, mirroring and taking the unit give new patterns and leave the old one as it was. */
static void test_rotate_mirror_and_unit_give_new_patterns(void **st)
{
    Siteswap *s = valid(st, "(4,2x)(2x,4)(4,2x)(2x,4)");
    char t[64];
    siteswap_format(keep(st, siteswap_rotate(s, 2)), t, sizeof t);
    assert_string_equal(t, "(2x,4)(4,2x)(2x,4)(4,2x)");
    siteswap_format(keep(st, siteswap_mirror(s)), t, sizeof t);
    assert_string_equal(t, "(2x,4)(4,2x)(2x,4)(4,2x)");
    siteswap_format(keep(st, siteswap_unit(s)), t, sizeof t);
    assert_string_equal(t, "(4,2x)(2x,4)");
    siteswap_format(keep(st, siteswap_rotate(valid(st, "531"), -1)), t, sizeof t);
    assert_string_equal(t, "153");
    siteswap_format(s, t, sizeof t);
    assert_string_equal(t, "(4,2x)(2x,4)(4,2x)(2x,4)");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        KEPT_TEST(test_vanilla_digits_and_letters_either_case),
        KEPT_TEST(test_spaces_between_throws_are_ignored),
        KEPT_TEST(test_async_beat_zero_is_right_hand_then_alternating),
        KEPT_TEST(test_even_async_period_repeats_hands_each_period),
        KEPT_TEST(test_multiplex_brackets_throw_several_from_one_hand),
        KEPT_TEST(test_sync_pair_left_then_right_on_even_beats),
        KEPT_TEST(test_star_repeats_with_hands_swapped),
        KEPT_TEST(test_sync_multiplex_inside_a_pair),
        KEPT_TEST(test_error_sync_pair_missing_comma),
        KEPT_TEST(test_error_sync_missing_throw),
        KEPT_TEST(test_error_sync_throws_must_be_even),
        KEPT_TEST(test_error_zero_inside_brackets),
        KEPT_TEST(test_error_brackets),
        KEPT_TEST(test_error_mixing_sync_and_async),
        KEPT_TEST(test_error_star),
        KEPT_TEST(test_error_unexpected_character),
        KEPT_TEST(test_error_empty_pattern),
        KEPT_TEST(test_limit_longest_pattern),
        KEPT_TEST(test_limit_highest_throw_is_z),
        KEPT_TEST(test_known_patterns_are_valid_with_their_balls),
        KEPT_TEST(test_invalid_names_average_and_collision),
        KEPT_TEST(test_invalid_collision_of_three_and_empty_hand),
        KEPT_TEST(test_invalid_collision_moves_throws_to_later_repetitions),
        KEPT_TEST(test_invalid_prop_landing_on_an_empty_hand),
        KEPT_TEST(test_invalid_sync_names_hands),
        KEPT_TEST(test_invalid_multiplex_counts_throws_per_hand),
        KEPT_TEST(test_problems_as_data_for_the_ladder),
        KEPT_TEST(test_ground_state_is_a_property_of_the_rotation),
        KEPT_TEST(test_landing_state_as_written),
        KEPT_TEST(test_period_and_shortest_repeating_unit),
        KEPT_TEST(test_prime_three_ball_period_three),
        KEPT_TEST(test_prime_judges_the_written_cycle),
        KEPT_TEST(test_facts_match_one_question_at_a_time),
        KEPT_TEST(test_canonical_ground_and_prime_agree_with_the_generator),
        KEPT_TEST(test_canonical_form),
        KEPT_TEST(test_same_pattern_per_the_rulings),
        KEPT_TEST(test_format_roundtrip),
        KEPT_TEST(test_every_sequence_up_to_period_5_fast_and_slow_agree),
        KEPT_TEST(test_transition_in_and_out_of_excited_patterns),
        KEPT_TEST(test_transition_tries_every_rotation),
        KEPT_TEST(test_transition_ground_patterns_need_none),
        KEPT_TEST(test_transition_sync_and_multiplex),
        KEPT_TEST(test_transitions_are_juggleable),
        KEPT_TEST(test_transition_throws_match_the_text),
        KEPT_TEST(test_a_throw_past_the_widest_column_keeps_its_value),
        KEPT_TEST(test_a_pattern_takes_bytes_sized_to_it),
        KEPT_TEST(test_a_copy_is_the_same_pattern),
        KEPT_TEST(test_a_pattern_built_from_throws_is_the_parsed_one),
        KEPT_TEST(test_rotate_mirror_and_unit_give_new_patterns),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
