/* Throwdeck's own seeded random numbers.
 *
 * Every random choice in the rules module (shuffles, computer players, dice) comes from an
 * RngState the caller owns, so a seed plus the list of actions reproduces a game exactly.
 * The generator is xoshiro256** seeded through splitmix64; never rand(). */
#pragma once

#include <stdint.h>

typedef struct RngState {
    uint64_t s[4];
} RngState;

/* Seeds the generator; any seed (0 included) gives a usable state. */
void rng_seed(RngState *rng, uint64_t seed);

/* The next 64 random bits. */
uint64_t rng_next(RngState *rng);

/* A uniform integer in [0, bound) without modulo bias; bound must be at least 1. */
uint32_t rng_below(RngState *rng, uint32_t bound);

/* Shuffles n items of the given size in place (Fisher–Yates). */
void rng_shuffle(RngState *rng, void *items, uint32_t n, uint32_t size);

/* A one-way mix of 64 bits for seeds derived from secret ones, such as a computer player's
 * decision seed: splitmix64's finaliser with the input folded back in (x ^ mix(x)). The
 * finaliser alone is a bijection that can be undone step by step; the fold-back leaves no such
 * inverse. (Not cryptographic: a seed small enough to guess can always be found by trying.) */
uint64_t rng_one_way(uint64_t x);
