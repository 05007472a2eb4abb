#include "summary_rows.h"

#include "rng.h"

uint64_t summary_next_seed(uint64_t seed, long turns)
{
    RngState rng;
    rng_seed(&rng, rng_one_way(seed * UINT64_C(1000003) + (uint64_t)turns));
    uint64_t next = rng_next(&rng) % 1000000;
    if (next == seed % 1000000)
        next = (next + 1) % 1000000;
    return next;
}
