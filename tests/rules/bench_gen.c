/* Speed figures for the pattern generator and for checking patterns (meson test --benchmark).
 *
 * The generator is timed beside a state-graph search written apart from it (gen_reference.h:
 * from each start state that is the largest on its cycle, never entering a larger state, cut
 * where the props in the air cannot land in time), counting and listing (text into a buffer
 * that goes to /dev/null). Both must find the same number of patterns; the figures are CPU
 * time, the best of a few runs, so other work on the machine counts as little as it can. Checking runs what `throwdeck-cli check` does per pattern
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

#include "gen_reference.h"

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

/* Where listings go: text written into a buffer, handed to /dev/null when full, as the CLI
 * writes to a file. */
static FILE *sink;
static char sink_buf[1 << 16];
static size_t sink_used;

static void write_values(const int *v, int n)
{
    if (sink_used + (size_t)n + 1 > sizeof sink_buf) {
        fwrite(sink_buf, 1, sink_used, sink);
        sink_used = 0;
    }
    char *text = sink_buf + sink_used;
    for (int i = 0; i < n; i++)
        text[i] = siteswap_throw_char(v[i]);
    text[n] = '\n';
    sink_used += (size_t)n + 1;
}

/* ---- The reference: a state-graph search written on its own (gen_reference.h) ---- */

static void ref_list(const int *v, int n, void *ctx)
{
    (void)ctx;
    write_values(v, n);
}

static long ref_run(int balls, int max, int period, bool list)
{
    RefOptions o = {.balls = balls, .max_throw = max, .period = period};
    return ref_search(&o, list ? ref_list : NULL, NULL);
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

/* Each side run `runs` times, the fastest CPU time kept (the machine is shared). */
static bool bench_side_by_side(const char *what, int balls, int max, int period, bool list,
                               int runs)
{
    double best_ref = 1e9, best_gen = 1e9;
    long ref = 0, gen = 0;
    for (int i = 0; i < runs; i++) {
        Clock t0 = clock_now();
        ref = ref_run(balls, max, period, list);
        Clock tr = clock_since(t0);
        t0 = clock_now();
        gen = gen_run(balls, max, period, list);
        Clock tg = clock_since(t0);
        best_ref = tr.cpu < best_ref ? tr.cpu : best_ref;
        best_gen = tg.cpu < best_gen ? tg.cpu : best_gen;
    }
    printf("gen %s %d balls, max %d, period %d: %ld patterns in %.3f s CPU; state-graph "
           "reference %ld in %.3f s CPU: %.2fx the reference (best of %d)\n",
           what, balls, max, period, gen, best_gen, ref, best_ref,
           best_gen / (best_ref > 0 ? best_ref : 1e-9), runs);
    fflush(stdout);
    if (gen != ref)
        fprintf(stderr, "bench-gen: the generator found %ld patterns, the reference %ld\n",
                gen, ref);
    return gen == ref;
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
    bool same = bench_side_by_side("count", 8, 35, 8, false, 5);
    same &= bench_side_by_side("list ", 8, 35, 8, true, 5);
    same &= bench_side_by_side("count", 9, 35, 9, false, 2);
    same &= bench_side_by_side("list ", 9, 35, 9, true, 2);
    fwrite(sink_buf, 1, sink_used, sink);
    bench_check();
    bench_bytes();
    fclose(sink);
    return same ? 0 : 1;
}
