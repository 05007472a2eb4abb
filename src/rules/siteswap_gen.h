/* Listing vanilla siteswaps: every pattern with a number of balls, a highest throw and a period.
 *
 * Each pattern is listed once, in canonical form (a ground-state rotation if it has one, else
 * the rotation that reads largest), and never as a repetition of a shorter pattern. */
#pragma once

#include <stdbool.h>
#include <stdint.h>

typedef enum SiteswapGenStates {
    SITESWAP_GEN_ANY,
    SITESWAP_GEN_GROUND,    /* only patterns with a ground-state rotation */
    SITESWAP_GEN_EXCITED,   /* only patterns without one */
} SiteswapGenStates;

typedef struct SiteswapGenOptions {
    int balls;                  /* 0 or more */
    int max_throw;              /* highest throw allowed, up to SITESWAP_MAX_THROW */
    int min_period, max_period; /* 1 to SITESWAP_MAX_BEATS */
    bool prime_only;            /* never the same state twice */
    SiteswapGenStates states;
    /* Every valid sequence instead: rotations and repetitions each listed (for counting). */
    bool every_sequence;
} SiteswapGenOptions;

/* Called with each pattern; return false to stop. */
typedef bool (*SiteswapGenVisit)(const int *values, int n, void *ctx);

/* Lists the patterns (visit may be NULL just to count) and returns how many there are
 * (up to the stop, if visit stopped it); -1 when the options are out of range. */
long siteswap_generate(const SiteswapGenOptions *opt, SiteswapGenVisit visit, void *ctx);

/* How big a request is, before walking it: estimated patterns and steps of the walk. */
typedef struct SiteswapGenEstimate {
    double patterns;
    double nodes;
} SiteswapGenEstimate;

/* Estimates by following `probes` random paths of the walk for each period (the same seed gives
 * the same estimate). Fast on any request; only a rough figure when the walk is irregular, and
 * it ignores every_sequence. false when the options are out of range. */
bool siteswap_generate_estimate(const SiteswapGenOptions *opt, int probes, uint64_t seed,
                                SiteswapGenEstimate *out);
