/* The generator: a depth-first walk over throw positions that only ever completes patterns in
 * their canonical rotation, so nothing is built to be thrown away.
 *
 * Every sequence of the walk is followed by two searches at once, which share the prefix and so
 * keep the listing in one order (reading largest first):
 * - ground patterns start in the ground state, so their prefix is a walk in the state graph from
 *   it (states as bitmasks of the beats a prop lands on) that must come back to it in time;
 * - excited patterns never pass through the ground state, so their canonical rotation is the one
 *   that reads largest, whose prefixes are pruned as in necklace generation.
 * A sequence is valid when the landing beats (mod the period) are all different; that is kept
 * as a bitmask too, and the throws that land on a free beat are read off it as bits. The
 * excited search also keeps, as a mask, the positions before which the pattern could still be
 * in the ground state, so telling its ground patterns apart costs nothing at the leaves; its
 * last throw is the one the sum needs, not searched for. */
#include "siteswap_gen.h"

#include "rng.h"
#include "siteswap.h"

#include <stdint.h>

typedef struct Gen {
    const SiteswapGenOptions *opt;
    SiteswapGenVisit visit;
    void *ctx;
    int n, h;
    uint64_t ground;
    uint64_t all;            /* n bits */
    uint64_t every_period;   /* bits 0, n, 2n ... below 64 */
    int seq[SITESWAP_MAX_BEATS];
    uint64_t state[SITESWAP_MAX_BEATS + 1];  /* ground search: the state before each throw */
    long count;
    bool stop;
} Gen;

/* One place in the walk: throws placed so far and what each search knows. */
typedef struct Node {
    uint64_t taken;   /* landing beats (mod n) already used */
    uint64_t state;   /* ground search: the state now */
    int pos, need;    /* throws placed; sum still to place */
    int p;            /* excited search: length of the repeating prefix (necklace pruning) */
    bool from_ground, excited;   /* which searches are still alive */
} Node;

/* The child of `at` after throwing v, if either search allows it. */
static inline bool step(const Gen *g, const Node *at, int v, Node *out)
{
    int n = g->n, pos = at->pos;
    uint64_t bit = 1ull << ((pos + v) % n);
    if (at->taken & bit)
        return false;
    bool ground = at->from_ground;
    uint64_t state = 0;
    if (ground) {
        if (at->state & 1) {
            state = at->state >> 1;
            if (v == 0 || (state >> (v - 1) & 1))
                ground = false;
            else
                state |= 1ull << (v - 1);
        } else {
            state = at->state >> 1;
            ground = v == 0;
        }
        /* What is still in the air when the period ends must land where the ground state has
         * props: the rest of the throws can only fill the beats before. */
        int left = n - pos - 1;
        if (ground && (state >> left & ~g->ground))
            ground = false;
    }
    bool excited = at->excited && (pos == 0 || v <= g->seq[pos - at->p]);
    if (!ground && !excited)
        return false;
    *out = (Node){at->taken | bit, state, pos + 1, at->need - v,
                  pos > 0 && v == g->seq[pos - at->p] ? at->p : pos + 1, ground, excited};
    return true;
}

/* The landing states before each throw of one period, from the state at the start. */
static void states_of(const int *v, int n, uint64_t *states)
{
    uint64_t state = 0;
    for (int i = 0; i < n; i++)
        for (int at = i - n; at + v[i] >= 0; at -= n)
            state |= 1ull << (at + v[i]);
    for (int j = 0; j < n; j++) {
        states[j] = state;
        state >>= 1;
        if (v[j] > 0)
            state |= 1ull << (v[j] - 1);
    }
}

/* Rotation j read against the sequence: > 0 when it reads larger, 0 when it is the same. */
static int compare_rotation(const int *v, int n, int j)
{
    for (int i = 0; i < n; i++) {
        int x = v[(j + i) % n], y = v[i];
        if (x != y)
            return x > y ? 1 : -1;
    }
    return 0;
}

static bool all_different(const uint64_t *states, int n)
{
    for (int a = 0; a < n; a++)
        for (int b = a + 1; b < n; b++)
            if (states[a] == states[b])
                return false;
    return true;
}

/* Whether the pattern passes through the ground state: before some throw j, every prop in the
 * air lands within the next `balls` beats. last is how far ahead (from the beat of throw j) the
 * latest of them lands, max over k >= 1 of v[j - k] - k, which steps on as
 * last(j + 1) = max(last(j), v[j]) - 1. */
static bool passes_ground(const Gen *g)
{
    int n = g->n, b = g->opt->balls;
    const int *v = g->seq;
    /* Before throw 0 the latest throw from position i was made n - i beats earlier (older ones
     * land sooner). */
    int last = -1;
    for (int i = 0; i < n; i++)
        if (v[i] + i - n > last)
            last = v[i] + i - n;
    for (int j = 0; j < n; j++) {
        if (last < b)
            return true;
        last = (v[j] > last ? v[j] : last) - 1;
    }
    return false;
}

/* An excited search's complete sequence that reads largest among its rotations and is no
 * repetition: listed unless it passes through the ground state (a ground pattern, listed from
 * the other search) or is not prime when only prime ones are wanted. */
static bool accept_excited(const Gen *g)
{
    int n = g->n;
    if (passes_ground(g))
        return false;
    if (!g->opt->prime_only)
        return true;
    uint64_t states[SITESWAP_MAX_BEATS];
    states_of(g->seq, n, states);
    return all_different(states, n);
}

/* Whether the complete sequence at leaf is listed (its sum and validity already hold). */
static bool accept(Gen *g, const Node *leaf)
{
    int n = g->n;
    if (leaf->from_ground) {
        /* Back in the ground state: canonical when no other ground rotation reads larger or
         * the same (the same would make it a repetition). */
        for (int j = 1; j < n; j++)
            if (g->state[j] == g->ground && compare_rotation(g->seq, n, j) >= 0)
                return false;
        return !g->opt->prime_only || all_different(g->state, n);
    }
    return leaf->excited && leaf->p == n && accept_excited(g);
}

/* Cuts for both searches: the sum must still fit under the highest throw allowed, and a landing
 * beat in [h, pos) still free can never be filled. */
static bool hopeless(const Gen *g, const Node *at)
{
    int n = g->n, h = g->h, pos = at->pos;
    int highest = !at->from_ground && pos > 0 ? g->seq[0] : h;
    if (at->need > (n - pos) * highest)
        return true;
    if (h < pos) {
        uint64_t range = (pos >= 64 ? ~0ull : (1ull << pos) - 1) & ~((1ull << h) - 1);
        if (~at->taken & range)
            return true;
    }
    return false;
}

static int top_throw(const Gen *g, const Node *at)
{
    int top = at->need < g->h ? at->need : g->h;
    if (!at->from_ground && at->pos > 0 && g->seq[at->pos - at->p] < top)
        top = g->seq[at->pos - at->p];
    return top;
}

static inline int top_bit(uint64_t x)
{
#if defined(__GNUC__) || defined(__clang__)
    return 63 - __builtin_clzll(x);
#else
    int b = 0;
    while (x >>= 1)
        b++;
    return b;
#endif
}

/* The throws v (bit v, up to SITESWAP_MAX_THROW) from position pos that land on a beat not
 * taken: the free beats turned to start at pos, repeated every period (g->every_period has a
 * bit at each multiple of n, so the product is a plain union of shifted copies). */
static inline uint64_t free_values(const Gen *g, uint64_t taken, int pos)
{
    int n = g->n;
    uint64_t free = ~taken & g->all;
    if (pos > 0)
        free = (free >> pos | free << (n - pos)) & g->all;
    return free * g->every_period;
}

/* The positions j (bits of an n-bit mask) before which the pattern may still be in the ground
 * state, after throw v at pos: a throw that lands more than `balls` beats after throw j (a
 * later copy of pos, k beats before j, with v - k >= balls) keeps the state before j from
 * being the ground state, so it takes j = pos + 1 ... pos + v - balls (around the period). */
static inline uint64_t drop_ground(uint64_t mask, int n, int balls, int pos, int v)
{
    int len = v - balls;
    if (len <= 0)
        return mask;
    if (len >= n)
        return 0;
    int start = pos + 1 == n ? 0 : pos + 1;
    uint64_t run = (1ull << len) - 1;
    if (start + len <= n)
        return mask & ~(run << start);
    uint64_t all = n == 64 ? ~0ull : (1ull << n) - 1;
    return mask & ~(all & ~((1ull << start) - 1)) & ~((1ull << (start + len - n)) - 1);
}

/* The excited search alone (most of any large walk): the same cuts on plain numbers, and the
 * positions that may still be in the ground state kept as a mask so the leaf needs no pass over
 * the sequence (ground_at != 0: a ground pattern, listed by the ground search). */
/* A complete sequence of the excited search (its sum right, its landings all different):
 * listed when it reads largest among its rotations and is no repetition (p == n), never passes
 * through the ground state and, if asked, is prime. */
static void excited_leaf(Gen *g, int p, uint64_t ground_at)
{
    int n = g->n;
    if (p != n || ground_at)
        return;
    if (g->opt->prime_only) {
        uint64_t states[SITESWAP_MAX_BEATS];
        states_of(g->seq, n, states);
        if (!all_different(states, n))
            return;
    }
    g->count++;
    if (g->visit && !g->visit(g->seq, n, g->ctx))
        g->stop = true;
}

static void walk_excited(Gen *g, int pos, int need, int p, uint64_t taken, uint64_t ground_at)
{
    int n = g->n, h = g->h;
    if (pos == n) {   /* entered from the ground search at the end */
        if (need == 0)
            excited_leaf(g, p, ground_at);
        return;
    }
    /* No later throw exceeds the first, which reads largest. */
    if (need > (n - pos) * (pos > 0 ? g->seq[0] : h))
        return;
    if (h < pos) {
        uint64_t range = (pos >= 64 ? ~0ull : (1ull << pos) - 1) & ~((1ull << h) - 1);
        if (~taken & range)
            return;
    }
    int top = need < h ? need : h;
    int bound = pos > 0 ? g->seq[pos - p] : top;
    if (bound < top)
        top = bound;
    int balls = g->opt->balls;
    if (pos == n - 1) {
        /* The last throw is what the sum still needs; the sequence is complete. */
        if (need > top || (taken & 1ull << ((pos + need) % n)))
            return;
        g->seq[pos] = need;
        excited_leaf(g, pos > 0 && need == bound ? p : pos + 1,
                     drop_ground(ground_at, n, balls, pos, need));
        return;
    }
    /* Only the throws that land on a free beat, found as bits rather than tried one by one. */
    uint64_t values = free_values(g, taken, pos) & ((2ull << top) - 1);
    while (values && !g->stop) {
        int v = top_bit(values);
        values &= ~(1ull << v);
        g->seq[pos] = v;
        walk_excited(g, pos + 1, need - v, pos > 0 && v == bound ? p : pos + 1,
                     taken | 1ull << ((pos + v) % n), drop_ground(ground_at, n, balls, pos, v));
    }
}

/* The ground mask of walk_excited for the throws placed so far. */
static uint64_t ground_mask(const Gen *g, int pos)
{
    int n = g->n;
    uint64_t mask = n == 64 ? ~0ull : (1ull << n) - 1;
    for (int i = 0; i < pos; i++)
        mask = drop_ground(mask, n, g->opt->balls, i, g->seq[i]);
    return mask;
}

static void walk(Gen *g, const Node *at)
{
    if (!at->from_ground) {
        if (at->excited)
            walk_excited(g, at->pos, at->need, at->p, at->taken, ground_mask(g, at->pos));
        return;
    }
    int pos = at->pos;
    g->state[pos] = at->state;
    if (pos == g->n) {
        if (at->need == 0 && accept(g, at)) {
            g->count++;
            if (g->visit && !g->visit(g->seq, g->n, g->ctx))
                g->stop = true;
        }
        return;
    }
    if (hopeless(g, at))
        return;
    if (g->opt->prime_only && at->from_ground && !at->excited)
        for (int j = 0; j < pos; j++)
            if (g->state[j] == at->state)
                return;
    /* Largest first, so listings read from high patterns down. */
    for (int v = top_throw(g, at); v >= 0 && !g->stop; v--) {
        Node child;
        if (!step(g, at, v, &child))
            continue;
        g->seq[pos] = v;
        walk(g, &child);
    }
}

/* The node every walk of period n starts from. */
static Node root(Gen *g, int n)
{
    const SiteswapGenOptions *o = g->opt;
    g->n = n;
    g->all = n == 64 ? ~0ull : (1ull << n) - 1;
    g->every_period = 0;
    for (int at = 0; at < 64; at += n)
        g->every_period |= 1ull << at;
    return (Node){0, g->ground, 0, o->balls * n, 1, o->states != SITESWAP_GEN_EXCITED,
                  o->states != SITESWAP_GEN_GROUND};
}

/* Every valid sequence, rotations and repetitions included (every_sequence). */
static void walk_every(Gen *g, int pos, int need, uint64_t taken)
{
    int n = g->n, h = g->h;
    if (pos == n) {
        if (need == 0) {
            g->count++;
            if (g->visit && !g->visit(g->seq, n, g->ctx))
                g->stop = true;
        }
        return;
    }
    if (need > (n - pos) * h)
        return;
    for (int v = need < h ? need : h; v >= 0 && !g->stop; v--) {
        uint64_t bit = 1ull << ((pos + v) % n);
        if (taken & bit)
            continue;
        g->seq[pos] = v;
        walk_every(g, pos + 1, need - v, taken | bit);
    }
}

static bool options_ok(const SiteswapGenOptions *opt)
{
    return opt->balls >= 0 && opt->max_throw >= 0 && opt->max_throw <= SITESWAP_MAX_THROW &&
           opt->min_period >= 1 && opt->max_period <= SITESWAP_MAX_BEATS &&
           opt->min_period <= opt->max_period;
}

/* The longest period worth walking: a prime pattern visits each of the C(h, b) states at most
 * once. */
static int last_period(const SiteswapGenOptions *opt)
{
    int last = opt->max_period;
    if (opt->prime_only && !opt->every_sequence) {
        long states = 1;
        int h = opt->max_throw, b = opt->balls;
        for (int i = 1; i <= b && b <= h; i++)
            states = states * (h - b + i) / i;
        if (b > h)
            states = b == 0 ? 1 : 0;
        if (states < last)
            last = (int)states;
    }
    return last;
}

static void gen_init(Gen *g, const SiteswapGenOptions *opt)
{
    *g = (Gen){.opt = opt, .h = opt->max_throw};
    /* More balls than the highest throw: no pattern has a ground state to start from. */
    g->ground = opt->balls > SITESWAP_MAX_THROW ? ~0ull : (1ull << opt->balls) - 1;
}

long siteswap_generate(const SiteswapGenOptions *opt, SiteswapGenVisit visit, void *ctx)
{
    if (!options_ok(opt))
        return -1;
    Gen g;
    gen_init(&g, opt);
    g.visit = visit;
    g.ctx = ctx;
    int last = last_period(opt);
    for (int n = opt->min_period; n <= last && !g.stop; n++) {
        if (opt->every_sequence) {
            g.n = n;
            walk_every(&g, 0, opt->balls * n, 0);
        } else {
            Node r = root(&g, n);
            walk(&g, &r);
        }
    }
    return g.count;
}

/* One random path from the root to a leaf (Knuth's estimate of a search tree): each node stands
 * for as many as the product of the choices above it. */
static void probe(Gen *g, Node at, RngState *rng, double *patterns, double *nodes)
{
    double weight = 1;
    for (;;) {
        *nodes += weight;
        g->state[at.pos] = at.state;
        if (at.pos == g->n) {
            if (at.need == 0 && accept(g, &at))
                *patterns += weight;
            return;
        }
        if (hopeless(g, &at))
            return;
        Node children[SITESWAP_MAX_THROW + 1];
        int values[SITESWAP_MAX_THROW + 1], k = 0;
        for (int v = top_throw(g, &at); v >= 0; v--)
            if (step(g, &at, v, &children[k]))
                values[k++] = v;
        if (k == 0)
            return;
        int pick = (int)rng_below(rng, (uint32_t)k);
        g->seq[at.pos] = values[pick];
        weight *= k;
        at = children[pick];
    }
}

bool siteswap_generate_estimate(const SiteswapGenOptions *opt, int probes, uint64_t seed,
                                SiteswapGenEstimate *out)
{
    *out = (SiteswapGenEstimate){0, 0};
    if (!options_ok(opt) || probes < 1)
        return false;
    Gen g;
    gen_init(&g, opt);
    RngState rng;
    rng_seed(&rng, seed);
    int last = last_period(opt);
    for (int n = opt->min_period; n <= last; n++) {
        double patterns = 0, nodes = 0;
        for (int i = 0; i < probes; i++) {
            Node r = root(&g, n);
            probe(&g, r, &rng, &patterns, &nodes);
        }
        out->patterns += patterns / probes;
        out->nodes += nodes / probes;
    }
    return true;
}
