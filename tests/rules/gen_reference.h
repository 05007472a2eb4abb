/* A second way to find vanilla siteswaps, written apart from src/rules/siteswap_gen.c so the tests
 * and the gen-speed benchmark can hold the generator against it.
 *
 * It walks the state graph (a state is the bitmask of the beats ahead on which a prop lands): a
 * pattern of period n is a closed walk of n throws. Each pattern is found once, from the largest
 * state on its cycle: the walk starts in a state S, never enters a state larger than S, and a
 * node is cut when the props in the air could not all land by the end of the period on beats
 * where S has them. Start states need not be tried one by one: coming back to S after n throws
 * asks that S >> n lies within S, so S is made of columns r, r + n, r + 2n ... (r < n), and
 * only such S are tried. When S comes back more than once on the cycle, the rotation kept is the
 * one reading largest among those starting in S (strictly: a tie is a repetition, never kept).
 *
 * The order of what it finds is its own; only the set (and so the count) is compared. Header
 * only, for test and benchmark programs. */
#pragma once

#include <stdbool.h>
#include <stdint.h>

#define REF_MAX_PERIOD 64

typedef struct RefOptions {
    int balls, max_throw, period;   /* max_throw up to 63 */
    bool prime_only;                /* no state twice */
    int states;                     /* 0 any, 1 with a ground-state rotation only, 2 without */
} RefOptions;

/* Called with each pattern (the rotation starting in its largest state). */
typedef void (*RefVisit)(const int *values, int n, void *ctx);

typedef struct RefSearch {
    RefOptions opt;
    RefVisit visit;
    void *ctx;
    uint64_t start, ground;
    uint64_t seen[REF_MAX_PERIOD + 1];   /* the state before each throw */
    int seq[REF_MAX_PERIOD];
    long count;
} RefSearch;

/* Whether the closed walk in seq is the one to keep, and passes the filters; back: the
 * positions after the first where the walk was in S again. */
static inline bool ref_keep(const RefSearch *r, uint64_t back)
{
    int n = r->opt.period;
    while (back) {
        int j = __builtin_ctzll(back);
        back &= back - 1;
        int cmp = 0;
        for (int i = 0; i < n && cmp == 0; i++) {
            int a = r->seq[(i + j) % n], b = r->seq[i];
            cmp = (a > b) - (a < b);
        }
        if (cmp >= 0)
            return false;
    }
    if (r->opt.states) {
        bool ground = false;
        for (int j = 0; j < n; j++)
            ground |= r->seen[j] == r->ground;
        if (ground != (r->opt.states == 1))
            return false;
    }
    if (r->opt.prime_only)
        for (int a = 0; a < n; a++)
            for (int b = a + 1; b < n; b++)
                if (r->seen[a] == r->seen[b])
                    return false;
    return true;
}

static inline void ref_walk(RefSearch *r, int pos, uint64_t state, uint64_t back)
{
    int left = r->opt.period - pos;
    /* Props still in the air when the period ends must land where S has props. */
    if ((state >> left) & ~r->start)
        return;
    r->seen[pos] = state;
    if (pos > 0 && state == r->start)
        back |= 1ull << pos;
    uint64_t rest = state >> 1;
    if (left == 1) {
        /* The last throw has to make S: at most one way. */
        uint64_t miss = r->start & ~rest;
        if (!(state & 1) ? miss != 0 : miss == 0 || (miss & (miss - 1)))
            return;
        r->seq[pos] = miss ? __builtin_ctzll(miss) + 1 : 0;
        if (ref_keep(r, back)) {
            r->count++;
            if (r->visit)
                r->visit(r->seq, pos + 1, r->ctx);
        }
        return;
    }
    if (!(state & 1)) {
        r->seq[pos] = 0;
        ref_walk(r, pos + 1, rest, back);
        return;
    }
    /* Free beats to throw to, highest first, never making a state larger than S; a throw
     * landing after the period has to land where S has a prop (the cut above, made before the
     * child is entered). */
    uint64_t free = ~rest & ((1ull << r->opt.max_throw) - 1) &
                    (((1ull << (left - 1)) - 1) | r->start << (left - 1));
    /* rest < S: above the highest beat d where they differ, S's props are all in rest, so a
     * throw there makes a larger state; below d it makes a smaller one; at d, it depends. */
    int d = 63 - __builtin_clzll(rest ^ r->start);
    uint64_t below = (1ull << d) - 1;
    free &= (rest | 1ull << d) <= r->start ? below | 1ull << d : below;
    while (free) {
        int b = 63 - __builtin_clzll(free);
        free &= ~(1ull << b);
        r->seq[pos] = b + 1;
        ref_walk(r, pos + 1, rest | 1ull << b, back);
    }
}

/* Start states made of columns: residue r gets props at r, r + n, ... (k of them). */
static inline void ref_starts(RefSearch *r, int residue, int balls, uint64_t start)
{
    int n = r->opt.period, h = r->opt.max_throw;
    if (residue == n || balls == 0) {
        if (balls == 0) {
            r->start = start;
            ref_walk(r, 0, start, 0);
        }
        return;
    }
    uint64_t column = 0;
    ref_starts(r, residue + 1, balls, start);
    for (int k = 1, at = residue; k <= balls && at < h; k++, at += n) {
        column |= 1ull << at;
        ref_starts(r, residue + 1, balls - k, start | column);
    }
}

/* How many patterns there are (each passed to visit, which may be NULL). */
static inline long ref_search(const RefOptions *opt, RefVisit visit, void *ctx)
{
    if (opt->period < 1 || opt->period > REF_MAX_PERIOD || opt->max_throw > 63 ||
        opt->balls < 0)
        return -1;
    RefSearch r = {.opt = *opt, .visit = visit, .ctx = ctx};
    r.ground = opt->balls >= 64 ? ~0ull : (1ull << opt->balls) - 1;
    if (opt->balls > opt->max_throw)
        return 0;
    ref_starts(&r, 0, opt->balls, 0);
    return r.count;
}
