/* Speed figures for the pattern generator and for checking patterns (meson test --benchmark).
 *
 * The generator is timed beside a plain depth-first search written here on its own: throws
 * placed position by position, the landing beats taken kept as a bitmask, and rotations pruned
 * as in necklace generation (each pattern found once, as the rotation that reads largest). Both
 * must find the same number of patterns; the figures are CPU time, so other work on the machine
 * does not count against either. Checking runs what `throwdeck-cli check` does per pattern
 * (parse, validate, then balls, state, ground, prime and canonical form from siteswap_facts)
 * over a listing; `throwdeck-cli check -` adds reading and printing. */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "siteswap.h"
#include "siteswap_gen.h"

typedef struct Clock {
    double wall, cpu;
} Clock;

static Clock clock_now(void)
{
    struct timespec w, c;
    clock_gettime(CLOCK_MONOTONIC, &w);
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c);
    return (Clock){w.tv_sec + w.tv_nsec / 1e9, c.tv_sec + c.tv_nsec / 1e9};
}

static Clock clock_since(Clock t0)
{
    Clock t = clock_now();
    return (Clock){t.wall - t0.wall, t.cpu - t0.cpu};
}

/* Where listings go: written out like the CLI does, to /dev/null. */
static FILE *sink;

static void write_values(const int *v, int n)
{
    char text[SITESWAP_MAX_BEATS + 1];
    for (int i = 0; i < n; i++)
        text[i] = siteswap_throw_char(v[i]);
    text[n] = '\n';
    fwrite(text, 1, (size_t)n + 1, sink);
}

/* ---- The plain search ---- */

typedef struct Plain {
    int n, h;
    bool list;
    int seq[SITESWAP_MAX_BEATS];
    uint64_t taken;
    long count;
} Plain;

/* pos: throws placed; need: sum still to place; p: length of the repeating prefix so far (a
 * sequence is the largest rotation of a pattern that is no repetition exactly when p ends at n). */
static void plain_walk(Plain *s, int pos, int need, int p)
{
    int n = s->n;
    if (pos == n) {
        if (need == 0 && p == n) {
            s->count++;
            if (s->list)
                write_values(s->seq, n);
        }
        return;
    }
    /* No later throw exceeds the first one, which reads largest. */
    int highest = pos > 0 ? s->seq[0] : s->h;
    if (need > (n - pos) * highest)
        return;
    int top = need < s->h ? need : s->h;
    if (pos > 0 && s->seq[pos - p] < top)
        top = s->seq[pos - p];
    for (int v = top; v >= 0; v--) {
        uint64_t bit = 1ull << ((pos + v) % n);
        if (s->taken & bit)
            continue;
        s->taken |= bit;
        s->seq[pos] = v;
        plain_walk(s, pos + 1, need - v, pos > 0 && v == s->seq[pos - p] ? p : pos + 1);
        s->taken &= ~bit;
    }
}

static long plain_run(int balls, int max, int period, bool list)
{
    Plain s = {.n = period, .h = max, .list = list};
    plain_walk(&s, 0, balls * period, 1);
    return s.count;
}

/* ---- The generator ---- */

static bool list_values(const int *v, int n, void *ctx)
{
    (void)ctx;
    write_values(v, n);
    return true;
}

static long gen_run(int balls, int max, int period, bool list)
{
    SiteswapGenOptions o = {.balls = balls, .max_throw = max, .min_period = period,
                            .max_period = period};
    return siteswap_generate(&o, list ? list_values : NULL, NULL);
}

static bool bench_side_by_side(const char *what, int balls, int max, int period, bool list)
{
    Clock t0 = clock_now();
    long plain = plain_run(balls, max, period, list);
    Clock tp = clock_since(t0);
    t0 = clock_now();
    long gen = gen_run(balls, max, period, list);
    Clock tg = clock_since(t0);
    printf("gen %s %d balls, max %d, period %d: %ld patterns in %.3f s CPU (%.3f s wall); "
           "plain bitmask DFS %ld in %.3f s CPU (%.3f s wall): %.2fx its CPU time\n",
           what, balls, max, period, gen, tg.cpu, tg.wall, plain, tp.cpu, tp.wall,
           tg.cpu / (tp.cpu > 0 ? tp.cpu : 1e-9));
    if (gen != plain)
        fprintf(stderr, "bench-gen: the generator found %ld patterns, the plain search %ld\n",
                gen, plain);
    return gen == plain;
}

/* ---- Checking ---- */

typedef struct Texts {
    char (*items)[SITESWAP_MAX_BEATS + 1];
    long count, size;
} Texts;

static bool keep_text(const int *v, int n, void *ctx)
{
    Texts *t = ctx;
    if (t->count == t->size)
        return false;
    for (int i = 0; i < n; i++)
        t->items[t->count][i] = siteswap_throw_char(v[i]);
    t->items[t->count][n] = '\0';
    t->count++;
    return true;
}

static void bench_check(void)
{
    static char items[200000][SITESWAP_MAX_BEATS + 1];
    Texts t = {items, 0, 200000};
    SiteswapGenOptions o = {.balls = 5, .max_throw = 12, .min_period = 1, .max_period = 7};
    siteswap_generate(&o, keep_text, &t);
    long facts = 0;
    Clock t0 = clock_now();
    for (long i = 0; i < t.count; i++) {
        SiteswapError err;
        Siteswap *s = siteswap_parse(t.items[i], &err);
        if (s && siteswap_validate(s, &err)) {
            SiteswapFacts f;
            siteswap_facts(s, &f);
            facts += f.balls + f.period + f.max_throw + f.ground + f.prime + f.canonical[0] +
                     f.state[0];
        }
        siteswap_free(s);
    }
    Clock tc = clock_since(t0);
    printf("check %ld vanilla patterns (5 balls, max 12, period 1-7) with their facts: "
           "%.0f patterns/s CPU (%.3f s CPU, %.3f s wall; %ld)\n",
           t.count, t.count / (tc.cpu > 0 ? tc.cpu : 1e-9), tc.cpu, tc.wall, facts);
}

/* What one pattern takes in memory: sized to it since the model stopped being a fixed struct
 * (slots[64][2] of 8 throws: 12,816 bytes for any pattern). */
static void bench_bytes(void)
{
    char longest[SITESWAP_MAX_BEATS * 10 + 1];   /* 64 beats of [zzzzzzzz]: 512 throws */
    size_t at = 0;
    for (int b = 0; b < SITESWAP_MAX_BEATS; b++)
        at += (size_t)snprintf(longest + at, sizeof longest - at, "[zzzzzzzz]");
    const char *texts[] = {"3", "531", "97531", "(4,2x)*", "[54]24", longest};
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
        SiteswapError err;
        Siteswap *s = siteswap_parse(texts[i], &err);
        if (!s) {
            printf("bytes for %s: %s\n", texts[i], err.message);
            continue;
        }
        printf("bytes for %-26s %5zu (before: 12816 for every pattern)\n",
               i + 1 < sizeof texts / sizeof texts[0] ? texts[i] : "the longest (64 x [8 z])",
               siteswap_bytes(s));
        siteswap_free(s);
    }
    printf("bytes for any pattern at most %zu (SITESWAP_MAX_BYTES)\n", (size_t)SITESWAP_MAX_BYTES);
}

int main(void)
{
    sink = fopen("/dev/null", "w");
    if (!sink) {
        perror("bench-gen: /dev/null");
        return 1;
    }
    bool same = bench_side_by_side("count", 8, 35, 8, false);
    same &= bench_side_by_side("list ", 10, 35, 7, true);
    bench_check();
    bench_bytes();
    fclose(sink);
    return same ? 0 : 1;
}
