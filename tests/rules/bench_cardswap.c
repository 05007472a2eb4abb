/* Best build with a budget (issue 30): the time for hands of 8, 16, 32, 48 and 64 cards with
 * the default node budget (CARDSWAP_BUILD_NODES), how often the budget cut the search, and the
 * lengths found; beside it the unbounded search (the old behaviour) for the sizes where it
 * finishes in reasonable time. Run with `meson test --benchmark cardswap-speed`. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "cardswap.h"
#include "rng.h"

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static void row(int cards, int flash, long budget, int hands)
{
    RngState rng;
    rng_seed(&rng, (uint64_t)cards * 7919 + (uint64_t)flash);
    double total = 0, worst = 0;
    long nodes = 0, length = 0;
    int cut = 0;
    for (int h = 0; h < hands; h++) {
        int hand[CARDSWAP_MAX_CARDS], out[CARDSWAP_MAX_CARDS];
        for (int i = 0; i < cards; i++)
            hand[i] = cardswap_value((int)rng_below(&rng, 10) + 1, flash);
        CardswapCut c;
        double t0 = now_ms();
        length += cardswap_best_build_within(hand, cards, 3, budget, out, &c);
        double dt = now_ms() - t0;
        total += dt;
        if (dt > worst)
            worst = dt;
        nodes += c.nodes;
        cut += c.cut;
    }
    printf("%2d cards, flash %2d, %-9s: mean %8.2f ms, worst %8.2f ms, mean length %5.1f, "
           "mean nodes %9ld, cut %d of %d\n",
           cards, flash, budget < 0 ? "unbounded" : "budget", total / hands, worst,
           (double)length / hands, nodes / hands, cut, hands);
    fflush(stdout);
}

static bool count_build(const int *v, int n, void *ctx)
{
    (void)v;
    (void)n;
    ++*(long *)ctx;
    return true;
}

/* The slowest a budgeted search can be: listing every longest build of a 64-card hand spends
 * the whole budget (depth-first, no repair), so this is the time the budget stands for. */
static void whole_budget(void)
{
    int hand[64];
    for (int i = 0; i < 64; i++)
        hand[i] = cardswap_value(i % 10 + 1, 5);
    long listed = 0;
    CardswapCut c;
    double t0 = now_ms();
    cardswap_all_best_builds_within(hand, 64, 3, CARDSWAP_BUILD_NODES, count_build, &listed, &c);
    printf("whole budget spent (every build of 64 cards): %.2f ms for %ld nodes, cut %d\n",
           now_ms() - t0, c.nodes, c.cut);
}

int main(int argc, char **argv)
{
    whole_budget();
    /* An argument "unbounded" also times the search without a budget up to 32 cards (slow). */
    int sizes[] = {8, 16, 32, 48, 64};
    for (int f = 0; f < 2; f++) {
        int flash = f ? 11 : 5;
        for (int i = 0; i < 5; i++)
            row(sizes[i], flash, CARDSWAP_BUILD_NODES, 5);
        if (argc > 1)
            for (int i = 0; i < 3; i++)
                row(sizes[i], flash, -1, 3);
    }
    (void)argv;
    return 0;
}
