/* Siteswaps from cards: values, legal builds, reductions, extensions, and the best-build
 * search checked against brute force. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "cardswap.h"
#include "rng.h"
#include "siteswap.h"

static void test_card_values_per_the_rulings(void **st)
{
    (void)st;
    for (int r = 2; r <= 9; r++)
        assert_int_equal(cardswap_value(r, 5), r);
    assert_int_equal(cardswap_value(CARDSWAP_ACE, 5), 1);
    assert_int_equal(cardswap_value(10, 5), 0);
    assert_int_equal(cardswap_value(10, 9), 0);
    assert_int_equal(cardswap_value(10, 10), 10);
    assert_int_equal(cardswap_value(CARDSWAP_ACE, 10), 1);
    assert_int_equal(cardswap_value(CARDSWAP_ACE, 11), 11);
    assert_int_equal(cardswap_value(10, 11), 10);
    assert_int_equal(cardswap_value(11, 5), -1);
    assert_int_equal(cardswap_rank(0, 5), 10);
    assert_int_equal(cardswap_rank(0, 10), -1);
    assert_int_equal(cardswap_rank(11, 11), CARDSWAP_ACE);
}

static void test_card_names(void **st)
{
    (void)st;
    assert_int_equal(cardswap_parse_rank("A"), CARDSWAP_ACE);
    assert_int_equal(cardswap_parse_rank("10"), 10);
    assert_int_equal(cardswap_parse_rank("7"), 7);
    assert_int_equal(cardswap_parse_rank("11"), -1);
    assert_int_equal(cardswap_parse_rank("K"), -1);
    assert_int_equal(cardswap_parse_rank("a"), -1);   /* a throw of 10, not an Ace */
    assert_int_equal(cardswap_parse_rank("1"), -1);
    assert_int_equal(cardswap_parse_rank(""), -1);
}

static void test_legal_build_needs_period_three_and_two_values(void **st)
{
    (void)st;
    int v333[] = {3, 3, 3}, v5151[] = {5, 1, 5, 1}, v51[] = {5, 1}, v432[] = {4, 3, 2},
        v441[] = {4, 4, 1};
    assert_int_equal(cardswap_check(v333, 3, 3), CARDSWAP_ONE_VALUE);
    assert_int_equal(cardswap_check(v5151, 4, 3), CARDSWAP_LEGAL);
    assert_int_equal(cardswap_check(v51, 2, 3), CARDSWAP_TOO_SHORT);
    assert_int_equal(cardswap_check(v51, 2, 2), CARDSWAP_LEGAL);   /* advanced option */
    assert_int_equal(cardswap_check(v432, 3, 3), CARDSWAP_INVALID);
    assert_int_equal(cardswap_check(v441, 3, 3), CARDSWAP_LEGAL);
}

static void test_reductions_lower_throws_above_the_flash_by_the_period(void **st)
{
    (void)st;
    int v933[] = {9, 3, 3}, out[4];
    bool r[4];
    assert_int_equal(cardswap_reducible(v933, 3, 8, r), 1);
    assert_true(r[0]);
    assert_true(cardswap_reduce(v933, 3, 8, r, out));
    assert_int_equal(out[0], 6);
    int v915[] = {9, 1, 5};
    assert_int_equal(cardswap_reducible(v915, 3, 4, r), 2);
    assert_true(cardswap_reduce(v915, 3, 4, r, out));
    assert_memory_equal(out, ((int[]){6, 1, 2}), sizeof(int) * 3);
    int v9155[] = {9, 1, 5, 5};
    assert_int_equal(cardswap_reducible(v9155, 4, 4, r), 3);
    assert_false(r[1]);
    assert_true(cardswap_reduce(v9155, 4, 4, r, out));
    assert_memory_equal(out, ((int[]){5, 1, 1, 1}), sizeof(int) * 4);
    bool only_first[] = {true, false, false, false};
    assert_true(cardswap_reduce(v9155, 4, 4, only_first, out));
    assert_memory_equal(out, ((int[]){5, 1, 5, 5}), sizeof(int) * 4);
    /* Not allowed: the 1 is not above the flash; a 2 in period 3 would go below 0. */
    bool bad[] = {false, true, false, false};
    assert_false(cardswap_reduce(v9155, 4, 4, bad, out));
    int v52[] = {5, 2, 2};
    assert_int_equal(cardswap_reducible(v52, 3, 1, r), 1);
    assert_false(r[1]);
}

static void test_every_reduction_keeps_valid_and_removes_one_ball(void **st)
{
    (void)st;
    int v[] = {9, 5, 5, 1}, out[4];
    bool r[4];
    cardswap_reducible(v, 4, 3, r);
    for (int mask = 0; mask < 16; mask++) {
        bool which[4];
        int chosen = 0;
        for (int i = 0; i < 4; i++) {
            which[i] = (mask >> i & 1) && r[i];
            chosen += which[i];
        }
        assert_true(cardswap_reduce(v, 4, 3, which, out));
        assert_true(siteswap_values_valid(out, 4));
        int sum = 0;
        for (int i = 0; i < 4; i++)
            sum += out[i];
        assert_int_equal(sum / 4, 5 - chosen);
    }
}

static void test_extension_keeps_old_cards_in_order(void **st)
{
    (void)st;
    int old[] = {4, 2, 3}, seq[] = {4, 5, 1, 2, 3, 3}, wrong[] = {2, 4, 5, 1, 3, 3};
    int hand[] = {5, 1, 3, 9};
    assert_true(cardswap_keeps_order(old, 3, seq, 6));
    assert_false(cardswap_keeps_order(old, 3, wrong, 6));
    assert_true(cardswap_legal_extension(old, 3, seq, 6, hand, 4, 3));
    int hand_no_three[] = {5, 1, 9};
    assert_false(cardswap_legal_extension(old, 3, seq, 6, hand_no_three, 3, 3));
    assert_false(cardswap_legal_extension(old, 3, old, 3, hand, 4, 3));   /* nothing inserted */
    int invalid[] = {4, 5, 2, 3};
    int hand5[] = {5};
    assert_false(cardswap_legal_extension(old, 3, invalid, 4, hand5, 1, 3));
}

static void test_best_build_known_hands(void **st)
{
    (void)st;
    int out[8];
    int hand[] = {5, 1, 3, 3, 9, 0};
    assert_int_equal(cardswap_best_build(hand, 6, 3, out), 5);
    assert_int_equal(cardswap_check(out, 5, 3), CARDSWAP_LEGAL);
    int nines[] = {9, 9, 9, 9, 8};   /* 9999 needs two values; 9...8 never averages out */
    assert_int_equal(cardswap_best_build(nines, 5, 3, out), 0);
    int pair[] = {5, 1};
    assert_int_equal(cardswap_best_build(pair, 2, 3, out), 0);
    assert_int_equal(cardswap_best_build(pair, 2, 2, out), 2);
    assert_memory_equal(out, ((int[]){5, 1}), sizeof(int) * 2);
}

static void test_best_build_shows_ground_rotation(void **st)
{
    (void)st;
    int hand[] = {1, 4, 4}, out[3];
    assert_int_equal(cardswap_best_build(hand, 3, 3, out), 3);
    assert_memory_equal(out, ((int[]){4, 4, 1}), sizeof(int) * 3);
}

/* ---- Brute force ---- */

typedef struct Found {
    int count;
    char items[4096][24];
} Found;

static void key_of(const int *v, int n, char *key)
{
    int shown[16];
    cardswap_show_rotation(v, n, shown);
    for (int i = 0; i < n; i++)
        key[i] = (char)('a' + shown[i]);
    key[n] = '\0';
}

static void add_unique(Found *f, const char *key)
{
    for (int i = 0; i < f->count; i++)
        if (strcmp(f->items[i], key) == 0)
            return;
    assert_true(f->count < 4096);
    strcpy(f->items[f->count++], key);
}

typedef struct Brute {
    const int *hand;
    int n, min_period, best;
    int seq[16];
    bool used[16];
    Found found;
} Brute;

static void brute_walk(Brute *b, int len)
{
    if (len >= 1 && cardswap_check(b->seq, len, b->min_period) == CARDSWAP_LEGAL) {
        if (len > b->best) {
            b->best = len;
            b->found.count = 0;
        }
        if (len == b->best) {
            char key[24];
            key_of(b->seq, len, key);
            add_unique(&b->found, key);
        }
    }
    for (int i = 0; i < b->n; i++) {
        if (b->used[i])
            continue;
        b->used[i] = true;
        b->seq[len] = b->hand[i];
        brute_walk(b, len + 1);
        b->used[i] = false;
    }
}

static bool collect(const int *v, int n, void *ctx)
{
    char key[24];
    for (int i = 0; i < n; i++)
        key[i] = (char)('a' + v[i]);
    key[n] = '\0';
    Found *f = ctx;
    /* Listed once per rotation: never twice. */
    for (int i = 0; i < f->count; i++)
        assert_string_not_equal(f->items[i], key);
    assert_true(f->count < 4096);
    strcpy(f->items[f->count++], key);
    return true;
}

static int random_card_value(RngState *rng, int flash)
{
    return cardswap_value((int)rng_below(rng, 10) + 1, flash);
}

/* Issue 30: a 64-card hand (over 60 s before the budget) gets its longest build within the
 * default budget, legal and proven longest (nothing was cut). */
static void test_best_build_of_64_cards_within_the_default_budget(void **st)
{
    (void)st;
    int hand[64], out[64];
    for (int i = 0; i < 64; i++)
        hand[i] = cardswap_value(i % 10 + 1, 5);
    CardswapCut cut;
    int L = cardswap_best_build_within(hand, 64, 3, CARDSWAP_BUILD_NODES, out, &cut);
    assert_int_equal(L, 59); /* the sum 280 leaves 59 as the longest: 5 cards summing 44 out */
    assert_int_equal(cardswap_check(out, L, 3), CARDSWAP_LEGAL);
    assert_false(cut.cut);
    assert_true(cut.nodes <= CARDSWAP_BUILD_NODES);
}

/* A budget too small for the hand: the search stops within it, says it was cut, and what it
 * returns is still a legal build (or none). */
static void test_best_build_cut_by_its_budget_says_so(void **st)
{
    (void)st;
    int hand[40], out[40];
    for (int i = 0; i < 40; i++)
        hand[i] = cardswap_value((i * 7) % 10 + 1, 5);
    for (long budget = 1; budget <= 100000; budget *= 10) {
        CardswapCut cut;
        int L = cardswap_best_build_within(hand, 40, 3, budget, out, &cut);
        assert_true(cut.nodes <= budget);
        if (L > 0)
            assert_int_equal(cardswap_check(out, L, 3), CARDSWAP_LEGAL);
        if (budget == 1)
            assert_true(cut.cut);
    }
}

/* The same hand and budget give the same answer, cut or not. */
static void test_best_build_same_hand_and_budget_same_answer(void **st)
{
    (void)st;
    int hand[48], a[48], b[48];
    for (int i = 0; i < 48; i++)
        hand[i] = cardswap_value((i * 3 + i / 7) % 10 + 1, 11);
    long budgets[] = {500, 5000, CARDSWAP_BUILD_NODES};
    for (int k = 0; k < 3; k++) {
        CardswapCut ca, cb;
        int la = cardswap_best_build_within(hand, 48, 3, budgets[k], a, &ca);
        int lb = cardswap_best_build_within(hand, 48, 3, budgets[k], b, &cb);
        assert_int_equal(la, lb);
        assert_memory_equal(a, b, sizeof(int) * (size_t)la);
        assert_int_equal(ca.cut, cb.cut);
        assert_int_equal(ca.nodes, cb.nodes);
    }
}

/* The CLI's extend with a budget: a 32-card hand (about 30 s before) gets a legal extension
 * within the budget, and says that the search was cut short. */
static void test_best_extension_within_a_budget_is_legal_and_says_when_cut(void **st)
{
    (void)st;
    int old[] = {5, 3, 1}, hand[32], out[3 + 32];
    for (int i = 0; i < 32; i++)
        hand[i] = cardswap_value(i % 10 + 1, 5);
    CardswapCut cut;
    int k = cardswap_best_extension_within(old, 3, hand, 32, 3, CARDSWAP_BUILD_NODES, out, &cut);
    assert_true(k > 0);
    assert_true(cardswap_legal_extension(old, 3, out, 3 + k, hand, 32, 3));
    assert_true(cut.cut);
    assert_true(cut.nodes <= CARDSWAP_BUILD_NODES + 64);
    int again[3 + 32];
    CardswapCut cut2;
    assert_int_equal(cardswap_best_extension_within(old, 3, hand, 32, 3, CARDSWAP_BUILD_NODES,
                                                    again, &cut2), k);
    assert_memory_equal(out, again, sizeof(int) * (size_t)(3 + k));
}

static void test_best_build_agrees_with_brute_force(void **st)
{
    (void)st;
    RngState rng;
    rng_seed(&rng, 2024);
    static Brute b;
    static Found listed;
    for (int trial = 0; trial < 3000; trial++) {
        int hand[6], n = 2 + (int)rng_below(&rng, 5);
        int flash = trial % 3 == 0 ? 11 : 5;
        for (int i = 0; i < n; i++)
            hand[i] = random_card_value(&rng, flash);
        int min_period = trial % 4 == 0 ? 2 : 3;
        memset(&b, 0, sizeof b);
        b.hand = hand;
        b.n = n;
        b.min_period = min_period;
        brute_walk(&b, 0);
        int out[6];
        int L = cardswap_best_build(hand, n, min_period, out);
        assert_int_equal(L, b.best);
        if (L == 0)
            continue;
        assert_int_equal(cardswap_check(out, L, min_period), CARDSWAP_LEGAL);
        listed.count = 0;
        long count = cardswap_all_best_builds(hand, n, min_period, collect, &listed);
        assert_int_equal(count, b.found.count);
        for (int i = 0; i < listed.count; i++) {
            bool there = false;
            for (int j = 0; j < b.found.count && !there; j++)
                there = strcmp(listed.items[i], b.found.items[j]) == 0;
            assert_true(there);
        }
    }
}

static bool stop_after_two(const int *v, int n, void *ctx)
{
    (void)v;
    (void)n;
    return ++*(int *)ctx < 2;
}

static void test_listing_all_builds_can_stop(void **st)
{
    (void)st;
    int hand[] = {5, 1, 3, 3, 9, 0, 4, 4}, seen = 0;
    assert_int_equal(cardswap_all_best_builds(hand, 8, 3, stop_after_two, &seen), 2);
    assert_int_equal(seen, 2);
}

typedef struct BruteExt {
    const int *old, *hand;
    int m, n, best;
    int seq[16];
    bool used[16];
} BruteExt;

static void brute_extend(BruteExt *b, int len, int j, int inserted)
{
    if (j == b->m && inserted > b->best && cardswap_check(b->seq, len, 3) == CARDSWAP_LEGAL)
        b->best = inserted;
    if (j < b->m) {
        b->seq[len] = b->old[j];
        brute_extend(b, len + 1, j + 1, inserted);
    }
    for (int i = 0; i < b->n; i++) {
        if (b->used[i])
            continue;
        b->used[i] = true;
        b->seq[len] = b->hand[i];
        brute_extend(b, len + 1, j, inserted + 1);
        b->used[i] = false;
    }
}

static void test_best_extension_agrees_with_brute_force(void **st)
{
    (void)st;
    RngState rng;
    rng_seed(&rng, 77);
    int tried = 0;
    for (int trial = 0; tried < 1500 && trial < 100000; trial++) {
        /* A laid pattern: a random legal build of 3 or 4 cards. */
        int m = 3 + (int)rng_below(&rng, 2), old[4];
        for (int i = 0; i < m; i++)
            old[i] = random_card_value(&rng, 5);
        if (cardswap_check(old, m, 3) != CARDSWAP_LEGAL)
            continue;
        tried++;
        int n = 1 + (int)rng_below(&rng, 4), hand[4];
        for (int i = 0; i < n; i++)
            hand[i] = random_card_value(&rng, 5);
        BruteExt b = {.old = old, .hand = hand, .m = m, .n = n};
        brute_extend(&b, 0, 0, 0);
        int out[8];
        int k = cardswap_best_extension(old, m, hand, n, 3, out);
        assert_int_equal(k, b.best);
        if (k > 0)
            assert_true(cardswap_legal_extension(old, m, out, m + k, hand, n, 3));
    }
    assert_int_equal(tried, 1500);
}

static void test_best_extension_known(void **st)
{
    (void)st;
    int old[] = {4, 2, 3}, hand[] = {5, 1, 3}, out[6];
    assert_int_equal(cardswap_best_extension(old, 3, hand, 3, 3, out), 3);
    assert_true(cardswap_legal_extension(old, 3, out, 6, hand, 3, 3));
    int none[] = {8};
    assert_int_equal(cardswap_best_extension(old, 3, none, 1, 3, out), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_card_values_per_the_rulings),
        cmocka_unit_test(test_card_names),
        cmocka_unit_test(test_legal_build_needs_period_three_and_two_values),
        cmocka_unit_test(test_reductions_lower_throws_above_the_flash_by_the_period),
        cmocka_unit_test(test_every_reduction_keeps_valid_and_removes_one_ball),
        cmocka_unit_test(test_extension_keeps_old_cards_in_order),
        cmocka_unit_test(test_best_build_known_hands),
        cmocka_unit_test(test_best_build_shows_ground_rotation),
        cmocka_unit_test(test_best_build_agrees_with_brute_force),
        cmocka_unit_test(test_best_build_of_64_cards_within_the_default_budget),
        cmocka_unit_test(test_best_build_cut_by_its_budget_says_so),
        cmocka_unit_test(test_best_build_same_hand_and_budget_same_answer),
        cmocka_unit_test(test_best_extension_within_a_budget_is_legal_and_says_when_cut),
        cmocka_unit_test(test_listing_all_builds_can_stop),
        cmocka_unit_test(test_best_extension_agrees_with_brute_force),
        cmocka_unit_test(test_best_extension_known),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
