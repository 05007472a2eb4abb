/* xoshiro256** (Blackman & Vigna) seeded by splitmix64: fast, small state, good statistics. */
#include "rng.h"

#include <assert.h>
#include <string.h>

static uint64_t splitmix64(uint64_t *x)
{
    uint64_t z = (*x += UINT64_C(0x9E3779B97F4A7C15));
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

static uint64_t rotl(uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

void rng_seed(RngState *rng, uint64_t seed)
{
    uint64_t x = seed;
    for (int i = 0; i < 4; i++)
        rng->s[i] = splitmix64(&x);
}

uint64_t rng_next(RngState *rng)
{
    uint64_t *s = rng->s;
    uint64_t result = rotl(s[1] * 5, 7) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return result;
}

uint32_t rng_below(RngState *rng, uint32_t bound)
{
    assert(bound >= 1);
    /* Lemire's multiply-and-reject: unbiased, usually one multiplication. */
    uint64_t m = (uint64_t)(uint32_t)(rng_next(rng) >> 32) * bound;
    uint32_t low = (uint32_t)m;
    if (low < bound) {
        uint32_t threshold = (uint32_t)(-bound) % bound;
        while (low < threshold) {
            m = (uint64_t)(uint32_t)(rng_next(rng) >> 32) * bound;
            low = (uint32_t)m;
        }
    }
    return (uint32_t)(m >> 32);
}

void rng_shuffle(RngState *rng, void *items, uint32_t n, uint32_t size)
{
    unsigned char *bytes = items;
    unsigned char tmp[256];
    assert(size <= sizeof tmp);
    for (uint32_t i = n; i > 1; i--) {
        uint32_t j = rng_below(rng, i);
        if (j == i - 1)
            continue;
        memcpy(tmp, bytes + (size_t)j * size, size);
        memcpy(bytes + (size_t)j * size, bytes + (size_t)(i - 1) * size, size);
        memcpy(bytes + (size_t)(i - 1) * size, tmp, size);
    }
}

uint64_t rng_one_way(uint64_t x)
{
    uint64_t y = x;
    return x ^ splitmix64(&y);
}
