/* The generator: a depth-first walk over throw positions, keeping the landing beats taken and
 * the sum still needed, so only valid sequences with the right number of balls are ever
 * completed; each is then kept only in its canonical rotation. */
#include "siteswap_gen.h"

#include "siteswap.h"

#include <stdint.h>

typedef struct Gen {
    const SiteswapGenOptions *opt;
    SiteswapGenVisit visit;
    void *ctx;
    int n;
    int seq[SITESWAP_MAX_BEATS];
    uint64_t taken;
    long count;
    bool stop;
} Gen;

static bool repeats_shorter(const int *v, int n)
{
    for (int d = 1; d < n; d++) {
        if (n % d != 0)
            continue;
        bool same = true;
        for (int i = d; i < n && same; i++)
            same = v[i] == v[i - d];
        if (same)
            return true;
    }
    return false;
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

static bool larger_rotation(const int *v, int n, int j)
{
    for (int i = 0; i < n; i++) {
        int x = v[(j + i) % n], y = v[i];
        if (x != y)
            return x > y;
    }
    return false;
}

/* Decides whether a complete valid sequence is listed. */
static void leaf(Gen *g)
{
    const SiteswapGenOptions *o = g->opt;
    int n = g->n;
    if (o->every_sequence) {
        g->count++;
        if (g->visit && !g->visit(g->seq, n, g->ctx))
            g->stop = true;
        return;
    }
    if (repeats_shorter(g->seq, n))
        return;
    uint64_t states[SITESWAP_MAX_BEATS];
    states_of(g->seq, n, states);
    uint64_t ground = o->balls >= 64 ? ~0ull : (1ull << o->balls) - 1;
    bool has_ground = false;
    for (int j = 0; j < n; j++)
        has_ground |= states[j] == ground;
    /* Canonical: ground first if any rotation is, then reading largest. */
    if (has_ground && states[0] != ground)
        return;
    for (int j = 1; j < n; j++)
        if ((!has_ground || states[j] == ground) && larger_rotation(g->seq, n, j))
            return;
    if (o->states == SITESWAP_GEN_GROUND && !has_ground)
        return;
    if (o->states == SITESWAP_GEN_EXCITED && has_ground)
        return;
    if (o->prime_only)
        for (int a = 0; a < n; a++)
            for (int b = a + 1; b < n; b++)
                if (states[a] == states[b])
                    return;
    g->count++;
    if (g->visit && !g->visit(g->seq, n, g->ctx))
        g->stop = true;
}

static void walk(Gen *g, int pos, int need)
{
    int n = g->n, h = g->opt->max_throw;
    if (pos == n) {
        if (need == 0)
            leaf(g);
        return;
    }
    int left = n - pos;
    if (need > left * h)
        return;
    /* A landing beat in [h, pos) that is still free can never be filled. */
    if (h < pos) {
        uint64_t range = (pos >= 64 ? ~0ull : (1ull << pos) - 1) & ~((1ull << h) - 1);
        if (~g->taken & range)
            return;
    }
    /* Largest first, so listings read from high patterns down. */
    int top = need < h ? need : h;
    for (int v = top; v >= 0 && !g->stop; v--) {
        uint64_t bit = 1ull << ((pos + v) % n);
        if (g->taken & bit)
            continue;
        g->taken |= bit;
        g->seq[pos] = v;
        walk(g, pos + 1, need - v);
        g->taken &= ~bit;
    }
}

long siteswap_generate(const SiteswapGenOptions *opt, SiteswapGenVisit visit, void *ctx)
{
    if (opt->balls < 0 || opt->max_throw < 0 || opt->max_throw > SITESWAP_MAX_THROW ||
        opt->min_period < 1 || opt->max_period > SITESWAP_MAX_BEATS ||
        opt->min_period > opt->max_period)
        return -1;
    Gen g = {.opt = opt, .visit = visit, .ctx = ctx};
    int last = opt->max_period;
    if (opt->prime_only && !opt->every_sequence) {
        /* A prime pattern visits each state at most once: there are C(h, b) states. */
        long states = 1;
        int h = opt->max_throw, b = opt->balls;
        for (int i = 1; i <= b && b <= h; i++)
            states = states * (h - b + i) / i;
        if (b > h)
            states = b == 0 ? 1 : 0;
        if (states < last)
            last = (int)states;
    }
    for (int n = opt->min_period; n <= last && !g.stop; n++) {
        g.n = n;
        g.taken = 0;
        walk(&g, 0, opt->balls * n);
    }
    return g.count;
}
