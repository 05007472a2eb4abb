/* The whole Juggling Lab siteswap notation (notation.h): one test per form, each with its prop
 * count and jugglers, valid and invalid. Cases marked "Juggling Lab" are patterns from Juggling
 * Lab's own parser tests and passing list, with the props and jugglers it gives them. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "notation.h"
#include "siteswap.h"

/* Parses and validates text, which must be valid with these props and jugglers; returns the
 * pattern (freed by the caller). */
static NotationPattern *valid_with(const char *text, int props, int jugglers)
{
    SiteswapError e;
    NotationPattern *p = notation_parse(text, &e);
    if (!p)
        print_error("%s: %s\n", text, e.message);
    assert_non_null(p);
    bool ok = notation_validate(p, &e);
    if (!ok)
        print_error("%s: %s\n", text, e.message);
    assert_true(ok);
    assert_int_equal(notation_props(p), props);
    assert_int_equal(p->jugglers, jugglers);
    return p;
}

static void assert_valid(const char *text, int props, int jugglers)
{
    notation_free(valid_with(text, props, jugglers));
}

/* Text that does not parse, with the message expected (whole). */
static void assert_parse_error(const char *text, const char *message)
{
    SiteswapError e;
    NotationPattern *p = notation_parse(text, &e);
    if (p)
        print_error("%s parsed\n", text);
    assert_null(p);
    assert_string_equal(e.message, message);
}

/* Text that parses but cannot be juggled, with the message expected (whole). */
static void assert_invalid(const char *text, int jugglers, const char *message)
{
    SiteswapError e;
    NotationPattern *p = notation_parse(text, &e);
    if (!p)
        print_error("%s: %s\n", text, e.message);
    assert_non_null(p);
    assert_int_equal(p->jugglers, jugglers);
    assert_false(notation_validate(p, &e));
    assert_string_equal(e.message, message);
    notation_free(p);
}

/* The throw of juggler j on beat b (the first written there). */
static const NotationThrow *throw_at(const NotationPattern *p, int j, int b)
{
    for (int i = 0; i < p->throw_count; i++)
        if (p->throws[i].juggler == j && p->throws[i].beat == b && p->throws[i].value > 0)
            return &p->throws[i];
    fail_msg("no throw of juggler %d on beat %d", j + 1, b + 1);
    return NULL;
}

/* ---- Passing ---- */

static void test_passing_p_to_the_other_juggler(void **st)
{
    (void)st;
    NotationPattern *p = valid_with("<3p|3p>", 6, 2);
    assert_true(p->passing);
    assert_string_equal(notation_kind(p), "passing");
    /* Odd: doubled, hands swapped. Juggler 1's right hand passes to juggler 2's left. */
    assert_int_equal(p->period, 2);
    const NotationThrow *t = throw_at(p, 0, 0);
    assert_int_equal(t->hand, SITESWAP_RIGHT);
    assert_int_equal(t->to_juggler, 1);
    assert_int_equal(t->to_hand, SITESWAP_LEFT);
    assert_int_equal(t->value, 3);
    assert_int_equal(t->pass_to, -1);
    t = throw_at(p, 1, 1);
    assert_int_equal(t->hand, SITESWAP_LEFT);
    assert_int_equal(t->to_juggler, 0);
    notation_free(p);
    assert_valid("<3p|2p>", 5, 2);         /* Juggling Lab: 1-count ultimate, 5 clubs */
    assert_valid("<3|3>", 6, 2);           /* two jugglers side by side, no pass */
    assert_invalid("<3p|3>", 2,
                   "the 3p of juggler 1 at beat 1 and the 3 of juggler 2 at beat 1 both land on "
                   "beat 4 in juggler 2's left hand, which throws only 1 then");
}

static void test_passing_pn_to_juggler_n(void **st)
{
    (void)st;
    NotationPattern *p = valid_with("<3p2|3p3|3p1>", 9, 3);
    assert_int_equal(throw_at(p, 0, 0)->to_juggler, 1);
    assert_int_equal(throw_at(p, 1, 0)->to_juggler, 2);
    assert_int_equal(throw_at(p, 2, 0)->to_juggler, 0);
    assert_int_equal(throw_at(p, 2, 0)->pass_to, 1);
    notation_free(p);
    /* 'p' alone goes to the next juggler, the last one's to the first. */
    p = valid_with("<3p|3p|3p>", 9, 3);
    assert_int_equal(throw_at(p, 2, 0)->to_juggler, 0);
    notation_free(p);
    assert_valid("<3p2 3p3 3|3p1 3 3|3 3p1 3>", 9, 3);
    assert_parse_error("<3p3|3p>", "column 2: the throw passes to juggler 3, but the pattern has "
                                   "2 jugglers (a pass then a self is written 3p 3)");
    assert_parse_error("<3p0|3p>", "column 4: jugglers are numbered from 1: p1, p2, ...");
}

static void test_passing_four_jugglers(void **st)
{
    (void)st;
    assert_valid("<3p2|3p3|3p4|3p1>", 12, 4);
    assert_valid("<3p2 3|3p1 3|3p4 3|3p3 3>", 12, 4);
    assert_valid("<3|3|3|3|3>", 15, 5);
    assert_parse_error("<3|3|3|3|3|3|3|3|3>", "column 18: more than 8 jugglers");
}

static void test_passing_groups_one_after_another(void **st)
{
    (void)st;
    /* Without <R|L> both start with the right hand, and the passes collide. */
    assert_invalid("<4xp|3><3|4xp>", 2, "the 4xp of juggler 2 at beat 2 lands on beat 6 in "
                                        "juggler 1's right hand, which throws nothing then");
    assert_valid("<3p2|3p1|3> <3p3|3 |3p1> <3 |3p3|3p2>", 9, 3);  /* Juggling Lab: Triangle PPS */
    assert_parse_error("<3|3><3|3|3>",
                       "column 6: this group has 3 jugglers but the pattern before it has 2");
    assert_parse_error("<3p|3p>3", "column 8: solo throws cannot follow passing groups for 2 "
                                   "jugglers; write them inside '<' '|' '>'");
    assert_parse_error("3<3p|3p>", "column 2: a passing group cannot follow solo throws; write "
                                   "the whole pattern in groups such as <3p|3p>");
}

static void test_passing_shorthand_several_beats_in_a_group(void **st)
{
    (void)st;
    NotationPattern *a = valid_with("<3p 3|3p 3>", 6, 2);    /* 2-count */
    NotationPattern *b = valid_with("<3p|3p><3|3>", 6, 2);
    assert_true(notation_same(a, b));
    notation_free(a);
    notation_free(b);
    assert_valid("<3p 3 3|3p 3 3>", 6, 2);                   /* 3-count */
    assert_valid("<3p 3 3 3|3p 3 3 3>", 6, 2);               /* 4-count */
    assert_valid("<4p 3 3|2 2 4p>", 6, 2);                   /* Juggling Lab: Ultimate Waltz */
    assert_parse_error("<3p|3p 3>", "column 5: juggler 2 has 2 beats in this group but juggler 1 "
                                    "has 1; every juggler needs the same number");
}

static void test_passing_starting_hands(void **st)
{
    (void)st;
    /* Juggling Lab: 7 clubs in a 2-count; juggler 2 starts with the left hand. */
    NotationPattern *p = valid_with("<R|L><4xp 3|3 4xp>", 7, 2);
    assert_int_equal(throw_at(p, 0, 0)->hand, SITESWAP_RIGHT);
    assert_int_equal(throw_at(p, 1, 0)->hand, SITESWAP_LEFT);
    assert_int_equal(throw_at(p, 1, 1)->hand, SITESWAP_RIGHT);
    /* 4xp: even, crossed: from the right hand to the partner's left. */
    assert_int_equal(throw_at(p, 1, 1)->to_hand, SITESWAP_LEFT);
    assert_true(p->hand_specifiers);
    notation_free(p);
    assert_valid("<R|L><4xp|3><3|4xp>", 7, 2);               /* Juggling Lab parser test */
    assert_parse_error("<R|L>", "the pattern has no beats: write throws, not only R or L");
}

static void test_passing_synchronous(void **st)
{
    (void)st;
    NotationPattern *p = valid_with("<(4x,4xp)|(4x,4xp)>", 8, 2);
    assert_string_equal(notation_kind(p), "passing");
    assert_true(p->has_sync);
    const NotationThrow *t = throw_at(p, 0, 0);
    assert_true(t->sync);
    notation_free(p);
    assert_invalid("<(4,4xp)|(4,4xp)>", 2,
                   "the left 4 of juggler 1 at beat 1 and the right 4xp of juggler 2 at beat 1 "
                   "both land on beat 5 in juggler 1's left hand, which throws only 1 then");
}

static void test_passing_multiplex(void **st)
{
    (void)st;
    NotationPattern *p = valid_with("<[3p/2]3|[3p/2]3>", 8, 2);
    assert_true(p->multiplex);
    notation_free(p);
    /* Juggling Lab parser test: synchronous multiplex passes, 7 props. */
    assert_valid("<([2xp/2x],[2xp/2])|(2,[2/2xp])><(2,[2p/2])|([2/2p],[2/2p])>", 7, 2);
    assert_invalid("<[3p2]|[3p2]>", 2,
                   "the 3p2 of juggler 1 at beat 1 and the 3p2 of juggler 2 at beat 1 both land "
                   "on beat 4 in juggler 2's left hand, which throws only 1 then");
}

static void test_passing_list_of_juggling_lab(void **st)
{
    (void)st;
    static const struct {
        const char *text;
        int props, jugglers;
    } cases[] = {
        {"<3p 3 3 3 3 3 | 3p 3 3 3 3 3>", 6, 2}, {"<3p 3p 3|3p 3p 3>", 6, 2},
        {"<3p 3p 3 3 | 3p 3p 3 3>", 6, 2},      {"<3p 3 3p 3 3p|3p 3 3p 3 3p>", 6, 2},
        {"<3 3 5p 3 | 5p 3 3 3>", 7, 2},        {"<4p 4p 3 | 3 3p 4p>", 7, 2},
        {"<5p 3 | 5p 3>", 8, 2},                {"<6p 3 3|6p 3 3>", 8, 2},
        {"<4p 4p 3|3 5p 5p>", 8, 2},            {"<3p2 3 3p3 3| 3p1 3 3 3| 3 3 3p1 3>", 9, 3},
        {"<3p2 3|3p1 3p3| 3 3p2>", 9, 3},       {"<3p2 3 3 3 | 3p3 3 3 3 | 3p1 3 3 3>", 9, 3},
        {"<3p2|3p3|3p1> <3p3|3 |3p1> <3 |3 |3 >", 9, 3},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        assert_valid(cases[i].text, cases[i].props, cases[i].jugglers);
}

static void test_passing_syntax_errors(void **st)
{
    (void)st;
    assert_parse_error("<3p|3p", "column 1: '<' is never closed with '>'");
    assert_parse_error("<3|<3>>", "column 4: passing groups cannot be nested; close this one "
                                  "with '>' first");
    assert_parse_error("3p|3p>", "column 3: '|' without a '<' before it");
    assert_parse_error("<3p|3p>>", "column 8: '>' without a '<' before it");
    assert_parse_error("<3p|-3>", "column 5: unexpected '-'; expected a throw (0-9, a-z, {...}), "
                                  "'[', '(', R, L, '|' or '>'");
}

/* ---- Solo ---- */

static void test_short_beats(void **st)
{
    (void)st;
    NotationPattern *p = valid_with("(4,3x)!(2,0)!(3x,0)!", 4, 1);   /* Juggling Lab */
    assert_true(p->short_beats);
    assert_int_equal(p->period, 3);
    notation_free(p);
    assert_valid("(0,6x)!(0,0)!(6x,0)!(0,0)!", 3, 1);                /* Juggling Lab */
    assert_invalid("(4,3x)!(2,0)(3x,0)!", 1,
                   "the left 3x at beat 4 lands on beat 7 in the left hand, which throws nothing "
                   "then");
}

static void test_mixed_sync_and_async(void **st)
{
    (void)st;
    NotationPattern *p = valid_with("4x1(4x,3x)*", 3, 1);   /* Juggling Lab */
    assert_string_equal(notation_kind(p), "mixed");
    assert_int_equal(p->period, 8);
    notation_free(p);
    assert_valid("(4,5x)(4,1x)!R5x41x", 4, 1);              /* Juggling Lab */
    assert_valid("([42],4x)*", 5, 1);                       /* Juggling Lab: squeeze */
    assert_parse_error("(4,", "column 4: expected a throw for the right hand of the pair, "
                              "found the end of the pattern");
    assert_parse_error("(4 4)", "column 4: unexpected '4'; expected ',' between the hands of the "
                                "pair");
}

static void test_repeats(void **st)
{
    (void)st;
    NotationPattern *p = valid_with("(531^2)", 3, 1);
    assert_int_equal(p->period, 6);
    assert_true(p->repeats);
    /* A repeat's throws are the written ones again. */
    assert_int_equal(p->written_throws, 3);
    assert_int_equal(throw_at(p, 0, 3)->index, 0);
    notation_free(p);
    assert_valid("(645^2)65x6x1x((6x,4)*^2)(7,5x)(4,1x)!", 5, 1);   /* Juggling Lab */
    assert_valid("(<3p|3p>^2)", 6, 2);
    assert_parse_error("<(3p^3)|(3p^3)>", "column 5: a repeat inside a passing group cannot be "
                                          "read; repeat whole groups, as in (<3p|3p>^2)");
    assert_parse_error("(3^0)", "column 4: repeat at least once: ^1 or more");
    assert_parse_error("(3^", "column 4: unexpected the end of the pattern; expected a number of "
                              "repeats after '^', such as (3^2)");
    assert_parse_error("3^2", "column 2: '^' only counts repeats, as in (3^2)");
    assert_parse_error("((((R^200)^200)^200)^200)", "column 4: a repeat needs throws, not only R or L");
    assert_parse_error("(3^300)", "column 4: a repeat count can be at most 256");
    assert_parse_error("((((3^9)^9)^9)^9)", "column 5: the pattern is longer than 256 beats");
}

static void test_large_throws_in_braces(void **st)
{
    (void)st;
    NotationPattern *p = valid_with("{49}1", 25, 1);   /* Juggling Lab */
    assert_int_equal(p->max_throw, 49);
    notation_free(p);
    assert_valid("{5}{1}", 3, 1);                      /* Juggling Lab */
    assert_valid("5{1}", 3, 1);
    assert_valid("{5}1{5}1", 3, 1);
    assert_valid("{ 12 }0", 6, 1);
    assert_parse_error("{100}", "column 2: a throw in braces can be at most 99");
    assert_parse_error("{}", "column 2: unexpected '}'; expected a number inside '{' '}', such "
                             "as {12}");
    assert_parse_error("{5", "column 3: unexpected the end of the pattern; expected '}' to close "
                             "the throw");
}

static void test_hand_specifiers(void **st)
{
    (void)st;
    NotationPattern *p = valid_with("R3R3xL3L3x", 3, 1);   /* Juggling Lab */
    int hands[] = {SITESWAP_RIGHT, SITESWAP_RIGHT, SITESWAP_LEFT, SITESWAP_LEFT};
    int to[] = {SITESWAP_LEFT, SITESWAP_RIGHT, SITESWAP_RIGHT, SITESWAP_LEFT};
    for (int b = 0; b < 4; b++) {
        assert_int_equal(throw_at(p, 0, b)->hand, hands[b]);
        assert_int_equal(throw_at(p, 0, b)->to_hand, to[b]);
    }
    notation_free(p);
    /* Starting with the left hand. */
    p = valid_with("L3", 3, 1);
    assert_int_equal(throw_at(p, 0, 0)->hand, SITESWAP_LEFT);
    notation_free(p);
    assert_invalid("R3R3", 1, "the 3 at beat 2 lands on beat 5 in the left hand, which throws "
                              "nothing then");
}

static void test_modifiers(void **st)
{
    (void)st;
    NotationPattern *p = valid_with("3BB", 3, 1);   /* Juggling Lab */
    assert_string_equal(throw_at(p, 0, 0)->modifier, "BB");
    assert_true(p->modifiers);
    notation_free(p);
    p = valid_with("<3pB|3p>", 6, 2);
    assert_string_equal(throw_at(p, 0, 0)->modifier, "B");
    assert_string_equal(throw_at(p, 1, 0)->modifier, "");
    notation_free(p);
    assert_valid("5B1", 3, 1);
    assert_valid("3BFH3", 3, 1);
    assert_parse_error("3BBBBBBBB", "column 2: a modifier can have at most 7 letters");
    assert_parse_error("A", "column 1: capitals follow a throw as modifiers (3B: bounced) or are "
                            "hands (R, L); throws above 9 are lower case: a");
}

static void test_multiplex_with_zero_placeholders(void **st)
{
    (void)st;
    assert_valid("24[504]", 5, 1);                       /* Juggling Lab */
    assert_valid("[60][60][60]", 6, 1);                  /* Juggling Lab */
    assert_valid("([40],[40])([40],[40])([40],[40])", 4, 1);
    assert_valid("<[00]|0>", 0, 2);                      /* Juggling Lab: nothing thrown */
    assert_valid("0", 0, 1);
    assert_parse_error("[]", "column 2: empty brackets: put throws inside");
    assert_parse_error("[53", "column 1: '[' is never closed with ']'");
}

static void test_spaces_between_throws(void **st)
{
    (void)st;
    assert_valid("[53] 22", 4, 1);                       /* Juggling Lab */
    assert_valid("[5 3  ] 2 2 ", 4, 1);                  /* Juggling Lab */
    assert_valid(" (2,4x) ([4x 4] , 2) ", 4, 1);         /* Juggling Lab */
}

static void test_bad_average(void **st)
{
    (void)st;
    assert_invalid("23", 1, "the throws add up to 5 over 2 beats: average 2.5 is not a whole "
                            "number of props");   /* Juggling Lab: a user error */
    assert_invalid("<3p 3|3p 4>", 2, "the throws add up to 13 over 2 beats: average 6.5 is not a "
                                     "whole number of props");
}

static void test_other_errors(void **st)
{
    (void)st;
    assert_parse_error("", "the pattern is empty: type throws such as 3, 531 or <3p|3p>");
    assert_parse_error("   ", "the pattern is empty: type throws such as 3, 531 or <3p|3p>");
    assert_parse_error("3?", "column 2: '?' (a transition to be found) is not supported; write "
                             "the throws");
    assert_parse_error("3*3", "column 3: nothing may follow '*'");
    assert_parse_error("*", "column 1: '*' must follow throws");
    assert_parse_error("3-", "column 2: unexpected '-'; expected a throw (0-9, a-z, {...}), '[', "
                             "'(', '<', R or L");
    assert_parse_error("53]", "column 3: ']' without a '[' before it");
}

/* ---- Same pattern, the vanilla form, and the card game ---- */

static void test_same_pattern(void **st)
{
    (void)st;
    static const char *const same[][2] = {
        {"<3p|3p><3|3>", "<3|3><3p|3p>"},   /* another start */
        {"<3p|3p|3p>", "<3p2|3p3|3p1>"},    /* p is to the next juggler */
        {"<3p2 3|3p1 3|3p4 3|3p3 3>", "<3p2 3|3p1 3|3p4 3|3p3 3><3p2 3|3p1 3|3p4 3|3p3 3>"},
        {"(531^2)", "315"},
        {"{5}{1}", "15"},
    };
    for (size_t i = 0; i < sizeof same / sizeof same[0]; i++) {
        NotationPattern *a = notation_parse(same[i][0], NULL), *b = notation_parse(same[i][1], NULL);
        assert_non_null(a);
        assert_non_null(b);
        if (!notation_same(a, b))
            print_error("%s and %s\n", same[i][0], same[i][1]);
        assert_true(notation_same(a, b));
        notation_free(a);
        notation_free(b);
    }
    NotationPattern *a = notation_parse("<3p|3p>", NULL), *b = notation_parse("<3p 3|3p 3>", NULL);
    assert_false(notation_same(a, b));
    notation_free(a);
    notation_free(b);
}

static void test_vanilla_form_when_there_is_one(void **st)
{
    (void)st;
    static const char *const cases[][2] = {
        {"(531^2)", "531531"}, {"{5}1", "51"}, {"3BB", "3"}, {"[60][60][60]", "[60][60][60]"},
        {"([42],4x)*", "([42],4x)(4x,[42])"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        NotationPattern *p = notation_parse(cases[i][0], NULL);
        assert_non_null(p);
        Siteswap *s = notation_to_siteswap(p);
        assert_non_null(s);
        char text[SITESWAP_TEXT_SIZE];
        assert_true(siteswap_format(s, text, sizeof text));
        assert_string_equal(text, cases[i][1]);
        siteswap_free(s);
        notation_free(p);
    }
    static const char *const none[] = {"<3p|3p>", "{49}1", "R3R3xL3L3x", "4x1(4x,3x)*",
                                       "(4,3x)!(2,0)!(3x,0)!"};
    for (size_t i = 0; i < sizeof none / sizeof none[0]; i++) {
        NotationPattern *p = notation_parse(none[i], NULL);
        assert_non_null(p);
        assert_null(notation_to_siteswap(p));
        notation_free(p);
    }
}

/* The card game reads siteswap.h's notation only: none of the new forms parse there. */
static void test_card_game_keeps_vanilla_notation(void **st)
{
    (void)st;
    static const char *const forms[] = {"<3p|3p>", "(4,3x)!(2,0)!(3x,0)!", "4x1(4x,3x)*",
                                        "(531^2)", "{49}1", "<R|L><4xp|3><3|4xp>"};
    for (size_t i = 0; i < sizeof forms / sizeof forms[0]; i++) {
        assert_true(notation_needs_full(forms[i]) || siteswap_parse(forms[i], NULL) == NULL);
        Siteswap *s = siteswap_parse(forms[i], NULL);
        assert_null(s);
    }
    SiteswapError e;
    assert_null(siteswap_parse("<3p|3p>", &e));
    assert_string_equal(e.message,
                        "column 1: unexpected '<'; expected a throw (0-9, a-z), '[' or '('");
    assert_false(notation_needs_full("531"));
    assert_false(notation_needs_full("(4,2x)*"));
    assert_true(notation_needs_full("3B"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_passing_p_to_the_other_juggler),
        cmocka_unit_test(test_passing_pn_to_juggler_n),
        cmocka_unit_test(test_passing_four_jugglers),
        cmocka_unit_test(test_passing_groups_one_after_another),
        cmocka_unit_test(test_passing_shorthand_several_beats_in_a_group),
        cmocka_unit_test(test_passing_starting_hands),
        cmocka_unit_test(test_passing_synchronous),
        cmocka_unit_test(test_passing_multiplex),
        cmocka_unit_test(test_passing_list_of_juggling_lab),
        cmocka_unit_test(test_passing_syntax_errors),
        cmocka_unit_test(test_short_beats),
        cmocka_unit_test(test_mixed_sync_and_async),
        cmocka_unit_test(test_repeats),
        cmocka_unit_test(test_large_throws_in_braces),
        cmocka_unit_test(test_hand_specifiers),
        cmocka_unit_test(test_modifiers),
        cmocka_unit_test(test_multiplex_with_zero_placeholders),
        cmocka_unit_test(test_spaces_between_throws),
        cmocka_unit_test(test_bad_average),
        cmocka_unit_test(test_other_errors),
        cmocka_unit_test(test_same_pattern),
        cmocka_unit_test(test_vanilla_form_when_there_is_one),
        cmocka_unit_test(test_card_game_keeps_vanilla_notation),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
