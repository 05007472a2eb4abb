/* The pattern generator: known counts, and every listing checked against brute force. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "siteswap.h"
#include "siteswap_gen.h"

#include "gen_reference.h"

static SiteswapGenOptions options(int balls, int max, int lo, int hi)
{
    SiteswapGenOptions o = {.balls = balls, .max_throw = max, .min_period = lo, .max_period = hi};
    return o;
}

static void test_every_sequence_counts_match_the_formula(void **st)
{
    (void)st;
    /* Period-n sequences with exactly b balls: (b+1)^n - b^n, when throws up to b*n are allowed. */
    for (int b = 0; b <= 5; b++)
        for (int n = 1; n <= 6 && b * n <= SITESWAP_MAX_THROW; n++) {
            SiteswapGenOptions o = options(b, SITESWAP_MAX_THROW, n, n);
            o.every_sequence = true;
            long want = 1, sub = 1;
            for (int i = 0; i < n; i++) {
                want *= b + 1;
                sub *= b;
            }
            assert_int_equal(siteswap_generate(&o, NULL, NULL), want - sub);
        }
    SiteswapGenOptions o = options(5, 9, 5, 5);
    o.every_sequence = true;
    assert_int_equal(siteswap_generate(&o, NULL, NULL), 1056);
}

static void test_known_prime_counts(void **st)
{
    (void)st;
    SiteswapGenOptions o = options(5, 9, 5, 5);
    o.prime_only = true;
    assert_int_equal(siteswap_generate(&o, NULL, NULL), 182);
    o = options(3, 5, 1, SITESWAP_MAX_BEATS);
    o.prime_only = true;
    assert_int_equal(siteswap_generate(&o, NULL, NULL), 26);
    o = options(3, 9, 3, 3);
    o.prime_only = true;
    assert_int_equal(siteswap_generate(&o, NULL, NULL), 11);
}

typedef struct List {
    int count;
    char items[20000][12];
} List;

static bool collect(const int *v, int n, void *ctx)
{
    List *l = ctx;
    assert_true(l->count < 20000);
    for (int i = 0; i < n; i++)
        l->items[l->count][i] = v[i] < 10 ? (char)('0' + v[i]) : (char)('a' + v[i] - 10);
    l->items[l->count][n] = '\0';
    l->count++;
    return true;
}

static int compare_items(const void *a, const void *b)
{
    return strcmp(a, b);
}

/* Brute force: every sequence of throws 0..max, validated and made canonical by the general
 * siteswap code, kept when it is not a repetition and passes the filters. */
static void brute(int balls, int max, int period, bool prime, SiteswapGenStates states, List *out)
{
    out->count = 0;
    int v[12] = {0};
    for (;;) {
        int sum = 0;
        for (int i = 0; i < period; i++)
            sum += v[i];
        Siteswap *s = sum == balls * period ? siteswap_from_values(v, period) : NULL;
        if (s && siteswap_validate(s, NULL) && siteswap_unit_period(s) == period) {
            Siteswap *c = siteswap_canonical(s);
            assert_non_null(c);
            bool ground = siteswap_is_ground(c);
            bool keep = (!prime || siteswap_is_prime(c)) &&
                        (states != SITESWAP_GEN_GROUND || ground) &&
                        (states != SITESWAP_GEN_EXCITED || !ground);
            char text[SITESWAP_TEXT_SIZE];
            siteswap_format(c, text, sizeof text);
            siteswap_free(c);
            bool there = false;
            for (int i = 0; i < out->count && !there; i++)
                there = strcmp(out->items[i], text) == 0;
            if (keep && !there) {
                assert_true(out->count < 20000);
                strcpy(out->items[out->count++], text);
            }
        }
        siteswap_free(s);
        int i = 0;
        while (i < period && v[i] == max)
            v[i++] = 0;
        if (i == period)
            break;
        v[i]++;
    }
    qsort(out->items, (size_t)out->count, sizeof out->items[0], compare_items);
}

static void test_listings_match_brute_force(void **st)
{
    (void)st;
    static List fast, slow;
    static const struct { int balls, max, period; } cases[] = {
        {2, 5, 1}, {2, 5, 2}, {3, 6, 3}, {3, 7, 4}, {4, 7, 4}, {3, 5, 5}, {2, 6, 5}, {1, 4, 5},
    };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++)
        for (int prime = 0; prime <= 1; prime++)
            for (int states = SITESWAP_GEN_ANY; states <= SITESWAP_GEN_EXCITED; states++) {
                SiteswapGenOptions o = options(cases[c].balls, cases[c].max, cases[c].period,
                                               cases[c].period);
                o.prime_only = prime;
                o.states = (SiteswapGenStates)states;
                fast.count = 0;
                long n = siteswap_generate(&o, collect, &fast);
                assert_int_equal(n, fast.count);
                qsort(fast.items, (size_t)fast.count, sizeof fast.items[0], compare_items);
                brute(cases[c].balls, cases[c].max, cases[c].period, prime,
                      (SiteswapGenStates)states, &slow);
                assert_int_equal(fast.count, slow.count);
                for (int i = 0; i < fast.count; i++)
                    assert_string_equal(fast.items[i], slow.items[i]);
            }
}

static void test_period_range_adds_up(void **st)
{
    (void)st;
    long sum = 0;
    for (int n = 1; n <= 5; n++) {
        SiteswapGenOptions o = options(4, 8, n, n);
        sum += siteswap_generate(&o, NULL, NULL);
    }
    SiteswapGenOptions o = options(4, 8, 1, 5);
    assert_int_equal(siteswap_generate(&o, NULL, NULL), sum);
}

static void test_bad_options_are_refused(void **st)
{
    (void)st;
    SiteswapGenOptions o = options(3, 36, 1, 3);
    assert_int_equal(siteswap_generate(&o, NULL, NULL), -1);
    o = options(3, 5, 4, 3);
    assert_int_equal(siteswap_generate(&o, NULL, NULL), -1);
    o = options(-1, 5, 1, 3);
    assert_int_equal(siteswap_generate(&o, NULL, NULL), -1);
    o = options(3, 5, 0, 3);
    assert_int_equal(siteswap_generate(&o, NULL, NULL), -1);
    o = options(3, 2, 1, 5);   /* no throw high enough: nothing, not an error */
    assert_int_equal(siteswap_generate(&o, NULL, NULL), 0);
}

static bool stop_at_once(const int *v, int n, void *ctx)
{
    (void)v;
    (void)n;
    (void)ctx;
    return false;
}

static void test_visit_can_stop(void **st)
{
    (void)st;
    SiteswapGenOptions o = options(3, 9, 1, 6);
    assert_int_equal(siteswap_generate(&o, stop_at_once, NULL), 1);
}


/* Folds a listing, in order, into one number (FNV-1a over the throws, a separator per pattern). */
static bool fold_listing(const int *v, int n, void *ctx)
{
    uint64_t *h = ctx;
    for (int i = 0; i < n; i++) {
        *h ^= (uint64_t)v[i];
        *h *= 1099511628211ull;
    }
    *h ^= 0xffu;
    *h *= 1099511628211ull;
    return true;
}

/* Counts and listings (patterns, canonical rotations and their order) as the first generator
 * gave them; a faster search must give exactly the same. */
static void test_counts_and_listing_order_are_pinned(void **st)
{
    (void)st;
    static const struct {
        int balls, max, lo, hi;
        bool prime;
        int states;
        long count;
        uint64_t fold;
    } sets[] = {
        {3, 5, 1, 8, false, 0, 470, 0xb10e1297f5375b7full},
        {4, 7, 1, 6, false, 0, 382, 0x86f4c787cadbfb4dull},
        {5, 9, 5, 5, false, 0, 211, 0xf2964d95f02d14ffull},
        {3, 9, 1, 6, true, 0, 408, 0x83d4e65963c13463ull},
        {4, 8, 6, 6, false, 1, 356, 0xc7876cff40d75c01ull},
        {4, 8, 6, 6, false, 2, 161, 0x8b355639621b5152ull},
        {0, 0, 1, 3, false, 0, 1, 0x0831c907b4ea2b60ull},
        {1, 5, 1, 7, false, 0, 37, 0x418dfcd6462877f7ull},
        {6, 12, 4, 4, false, 0, 135, 0xbfb0c474bb6a584cull},
        {3, 7, 1, 9, true, 0, 1231, 0xeec10a77eddf0144ull},
        {7, 14, 5, 5, true, 0, 1124, 0x72ce4e6c08c0058bull},
        {5, 35, 1, 6, false, 0, 6286, 0xa40825c9fdea277cull},
        {9, 35, 5, 5, false, 0, 8044, 0x56c273a43e932987ull},
        {4, 12, 1, 7, true, 2, 4839, 0xbf17a16592d73e84ull},
    };
    for (size_t i = 0; i < sizeof sets / sizeof sets[0]; i++) {
        SiteswapGenOptions o = options(sets[i].balls, sets[i].max, sets[i].lo, sets[i].hi);
        o.prime_only = sets[i].prime;
        o.states = (SiteswapGenStates)sets[i].states;
        uint64_t fold = 14695981039346656037ull;
        assert_int_equal(siteswap_generate(&o, fold_listing, &fold), sets[i].count);
        assert_int_equal(fold, sets[i].fold);
        assert_int_equal(siteswap_generate(&o, NULL, NULL), sets[i].count);
    }
}

/* The generator's counts equal those of the state-graph search written apart from it
 * (gen_reference.h) on every small case, with each filter, so speed work cannot change what it
 * finds. */
static void test_counts_match_the_state_graph_reference(void **st)
{
    (void)st;
    long total = 0;
    for (int balls = 1; balls <= 5; balls++)
        for (int max = balls; max <= 9; max++)
            for (int period = 1; period <= 6; period++)
                for (int prime = 0; prime <= 1; prime++)
                    for (int states = SITESWAP_GEN_ANY; states <= SITESWAP_GEN_EXCITED; states++) {
                        SiteswapGenOptions o = options(balls, max, period, period);
                        o.prime_only = prime;
                        o.states = (SiteswapGenStates)states;
                        RefOptions r = {.balls = balls, .max_throw = max, .period = period,
                                        .prime_only = prime, .states = states};
                        long want = ref_search(&r, NULL, NULL);
                        long got = siteswap_generate(&o, NULL, NULL);
                        if (got != want)
                            fail_msg("%d balls, max %d, period %d, prime %d, states %d: "
                                     "generator %ld, reference %ld",
                                     balls, max, period, prime, states, got, want);
                        total += got;
                    }
    assert_true(total > 10000);   /* the grid is not empty */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_sequence_counts_match_the_formula),
        cmocka_unit_test(test_known_prime_counts),
        cmocka_unit_test(test_listings_match_brute_force),
        cmocka_unit_test(test_period_range_adds_up),
        cmocka_unit_test(test_bad_options_are_refused),
        cmocka_unit_test(test_visit_can_stop),
        cmocka_unit_test(test_counts_and_listing_order_are_pinned),
        cmocka_unit_test(test_counts_match_the_state_graph_reference),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
