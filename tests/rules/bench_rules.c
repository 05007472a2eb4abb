/* Speed figures for the rules module (run with `meson test --benchmark`): best build for 8- and
 * 20-card hands, best extension, and generating every 5-ball pattern up to period 7. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <time.h>

#include "cardswap.h"
#include "rng.h"
#include "siteswap_gen.h"

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static void random_hand(RngState *rng, int *hand, int n, int flash)
{
    for (int i = 0; i < n; i++)
        hand[i] = cardswap_value((int)rng_below(rng, 10) + 1, flash);
}

static void bench_build(int cards, int hands, int flash)
{
    RngState rng;
    rng_seed(&rng, (uint64_t)cards * 1000 + (uint64_t)flash);
    double total = 0, worst = 0;
    long length_sum = 0;
    for (int h = 0; h < hands; h++) {
        int hand[CARDSWAP_MAX_CARDS], out[CARDSWAP_MAX_CARDS];
        random_hand(&rng, hand, cards, flash);
        double t0 = now_ms();
        length_sum += cardswap_best_build(hand, cards, 3, out);
        double dt = now_ms() - t0;
        total += dt;
        if (dt > worst)
            worst = dt;
    }
    printf("best build, %2d-card hands (flash %2d): mean %8.1f us, worst %8.3f ms over %d hands "
           "(mean length %.1f)\n",
           cards, flash, total * 1e3 / hands, worst, hands, (double)length_sum / hands);
}

/* Hands built to be awkward: few values, sums that rarely divide, many equal cards. */
static void bench_awkward(void)
{
    static const int hands[][20] = {
        {9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 8},
        {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9},
        {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 9, 9},
        {2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1},
        {9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8},
        {11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10},
    };
    double worst = 0;
    for (size_t h = 0; h < sizeof hands / sizeof hands[0]; h++) {
        int out[20];
        double t0 = now_ms();
        cardswap_best_build(hands[h], 20, 3, out);
        double dt = now_ms() - t0;
        if (dt > worst)
            worst = dt;
    }
    printf("best build, awkward 20-card hands: worst %.3f ms\n", worst);
}

static void bench_extension(int cards, int hands)
{
    RngState rng;
    rng_seed(&rng, 5);
    double total = 0, worst = 0;
    static const int laid[][5] = {{4, 2, 3}, {5, 3, 1}, {7, 4, 1}, {5, 5, 1, 5, 1}};
    static const int laid_n[] = {3, 3, 3, 5};
    for (int h = 0; h < hands; h++) {
        int hand[CARDSWAP_MAX_CARDS], out[2 * CARDSWAP_MAX_CARDS];
        random_hand(&rng, hand, cards, 5);
        double t0 = now_ms();
        cardswap_best_extension(laid[h % 4], laid_n[h % 4], hand, cards, 3, out);
        double dt = now_ms() - t0;
        total += dt;
        if (dt > worst)
            worst = dt;
    }
    printf("best extension, %2d-card hands: mean %8.1f us, worst %8.3f ms over %d hands\n", cards,
           total * 1e3 / hands, worst, hands);
}

static void bench_generator(void)
{
    SiteswapGenOptions o = {.balls = 5, .max_throw = 35, .min_period = 1, .max_period = 7};
    double t0 = now_ms();
    long n = siteswap_generate(&o, NULL, NULL);
    double dt = now_ms() - t0;
    printf("generate every 5-ball pattern, period 1-7: %ld patterns in %.1f ms\n", n, dt);
    o.max_throw = 9;
    t0 = now_ms();
    n = siteswap_generate(&o, NULL, NULL);
    dt = now_ms() - t0;
    printf("generate 5-ball patterns up to 9, period 1-7: %ld patterns in %.1f ms\n", n, dt);
}

int main(void)
{
    bench_build(8, 20000, 5);
    bench_build(8, 20000, 11);
    bench_build(20, 2000, 5);
    bench_build(20, 2000, 11);
    bench_awkward();
    bench_extension(8, 2000);
    bench_extension(20, 200);
    bench_generator();
    return 0;
}
