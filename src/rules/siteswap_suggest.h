/* What an invalid pattern probably meant: the closest valid patterns, found by changing one
 * throw or by swapping two (the order), for "did you mean 531 or 552?" under 532.
 *
 * Only plain (vanilla, asynchronous, one throw a beat) patterns are mended; anything else gets
 * no suggestions. The work is bounded by the pattern's length (every one-throw change and every
 * swap is tried once: at most SITESWAP_MAX_BEATS * 36 + SITESWAP_MAX_BEATS^2 / 2 candidates) and
 * the answer is the same on every run.
 *
 * A changed throw goes at most one above the highest throw typed (a slip of a key).
 *
 * Ranked, closest first: the smaller edit (a throw changed by 1, or two neighbours swapped,
 * before a throw changed by 2 or throws two apart swapped, ...), then the ball count nearer the
 * typed throws' average, then the edit nearer the end (what was typed last is the likelier
 * slip), then a change before a swap, then the text. Two suggestions are never the same pattern
 * (531 and 315 are one). Zero-ball patterns are never suggested. Pure C: no SDL, no I/O, no clock. */
#pragma once

#include "siteswap.h"

#define SITESWAP_SUGGEST_MAX 8

typedef enum SiteswapSuggestKind {
    SITESWAP_SUGGEST_CHANGE, /* one throw changed: at */
    SITESWAP_SUGGEST_SWAP,   /* two throws swapped: at and other */
} SiteswapSuggestKind;

typedef struct SiteswapSuggestion {
    char text[SITESWAP_MAX_BEATS + 1]; /* the pattern as the player would type it */
    SiteswapSuggestKind kind;
    int at, other;                     /* 0-based throws changed; other is -1 for a change */
    int balls;
} SiteswapSuggestion;

/* Up to max (at most SITESWAP_SUGGEST_MAX) suggestions for the n throws of values, closest
 * first; returns how many. 0 when values is already valid, n is out of 1..SITESWAP_MAX_BEATS,
 * a value is out of 0..SITESWAP_MAX_THROW, or nothing one edit away is valid. */
int siteswap_suggest_values(const int *values, int n, SiteswapSuggestion *out, int max);

/* The same for a parsed pattern (valid or not): 0 unless it is plain asynchronous siteswap. */
int siteswap_suggest(const Siteswap *s, SiteswapSuggestion *out, int max);
