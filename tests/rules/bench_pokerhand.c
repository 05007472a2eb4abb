/* Speed of the Jugglers hand evaluator (run with `meson test --benchmark`): random five-card
 * hands valued per second, and naming them in words. The hands are dealt beforehand from a
 * seeded RngState so only the evaluator is timed and every run values the same hands. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "pokerhand.h"
#include "rng.h"

#define HANDS (1 << 20)
#define ROUNDS 8

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* HANDS five-card hands, each five distinct cards from a freshly shuffled deck. */
static PokerCard *deal_hands(uint64_t seed)
{
    PokerCard *hands = malloc(sizeof *hands * HANDS * 5);
    if (!hands)
        return NULL;
    RngState rng;
    rng_seed(&rng, seed);
    int deck[POKERHAND_DECK_SIZE];
    for (int i = 0; i < POKERHAND_DECK_SIZE; i++)
        deck[i] = i;
    for (long h = 0; h < HANDS; h++) {
        /* The first five steps of a Fisher-Yates shuffle give five random distinct cards. */
        for (int i = 0; i < 5; i++) {
            int j = i + (int)rng_below(&rng, (uint32_t)(POKERHAND_DECK_SIZE - i));
            int t = deck[i];
            deck[i] = deck[j];
            deck[j] = t;
            hands[h * 5 + i] = pokerhand_card_at(deck[i]);
        }
    }
    return hands;
}

int main(void)
{
    PokerCard *hands = deal_hands(9);
    if (!hands) {
        fputs("bench-pokerhand: out of memory\n", stderr);
        return 1;
    }
    long per_category[POKERHAND_CATEGORIES] = {0};
    uint64_t checksum = 0;
    double best = 0;
    for (int round = 0; round < ROUNDS; round++) {
        double t0 = now_s();
        for (long h = 0; h < HANDS; h++)
            checksum += pokerhand_value(&hands[h * 5], 5);
        double rate = HANDS / (now_s() - t0);
        if (rate > best)
            best = rate;
    }
    for (long h = 0; h < HANDS; h++)
        per_category[pokerhand_category(pokerhand_value(&hands[h * 5], 5))]++;
    printf("pokerhand_value, random 5-card hands: %.1f million hands/s (best of %d rounds of "
           "%d hands; checksum %llu)\n",
           best / 1e6, ROUNDS, HANDS, (unsigned long long)checksum);

    char text[80];
    size_t length_sum = 0;
    double t0 = now_s();
    for (long h = 0; h < HANDS; h++)
        length_sum += pokerhand_describe(&hands[h * 5], 5, text, sizeof text);
    printf("pokerhand_describe, random 5-card hands: %.1f million hands/s (mean %.1f chars)\n",
           HANDS / (now_s() - t0) / 1e6, (double)length_sum / HANDS);

    printf("categories of the %d hands:", HANDS);
    for (int c = POKERHAND_CATEGORIES - 1; c > POKERHAND_EMPTY; c--)
        printf(" %s %.2f%%%s", pokerhand_category_name((PokerCategory)c),
               100.0 * (double)per_category[c] / HANDS, c > POKERHAND_HIGH_CARD ? "," : "\n");
    free(hands);
    return 0;
}
