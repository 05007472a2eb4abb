/* The seeded RNG: same seed, same stream; bounded draws stay in range and are fair. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "rng.h"

static void test_same_seed_gives_same_stream(void **state)
{
    (void)state;
    RngState a, b;
    rng_seed(&a, 42);
    rng_seed(&b, 42);
    for (int i = 0; i < 1000; i++)
        assert_int_equal(rng_next(&a), rng_next(&b));
}

static void test_different_seeds_differ(void **state)
{
    (void)state;
    RngState a, b;
    rng_seed(&a, 1);
    rng_seed(&b, 2);
    int same = 0;
    for (int i = 0; i < 100; i++)
        same += rng_next(&a) == rng_next(&b);
    assert_int_equal(same, 0);
}

static void test_below_stays_in_range_and_covers_it(void **state)
{
    (void)state;
    RngState r;
    rng_seed(&r, 7);
    int seen[6] = {0};
    for (int i = 0; i < 60000; i++) {
        uint32_t v = rng_below(&r, 6);
        assert_true(v < 6);
        seen[v]++;
    }
    /* Each face near 10,000: a fair die, far from any plausible bias. */
    for (int f = 0; f < 6; f++)
        assert_in_range(seen[f], 9400, 10600);
    assert_int_equal(rng_below(&r, 1), 0);
}

static void test_shuffle_is_a_permutation_and_reproducible(void **state)
{
    (void)state;
    int a[80], b[80];
    for (int i = 0; i < 80; i++)
        a[i] = b[i] = i;
    RngState r1, r2;
    rng_seed(&r1, 99);
    rng_seed(&r2, 99);
    rng_shuffle(&r1, a, 80, sizeof a[0]);
    rng_shuffle(&r2, b, 80, sizeof b[0]);
    int count[80] = {0}, moved = 0;
    for (int i = 0; i < 80; i++) {
        assert_int_equal(a[i], b[i]);
        count[a[i]]++;
        moved += a[i] != i;
    }
    for (int i = 0; i < 80; i++)
        assert_int_equal(count[i], 1);
    assert_true(moved > 60);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_same_seed_gives_same_stream),
        cmocka_unit_test(test_different_seeds_differ),
        cmocka_unit_test(test_below_stays_in_range_and_covers_it),
        cmocka_unit_test(test_shuffle_is_a_permutation_and_reproducible),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
