/* Speed of Jugglers with computer players (run with `meson test --benchmark`): whole games of
 * four hard players per second, and the slowest single decision for every table size, which
 * must stay well under 100 ms on a desktop. A decision is timed twice: by the wall clock, and
 * by the processor time this thread used (which other busy programs on the machine do not
 * inflate). Figures only: no pass or fail on timing. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "jugglers.h"
#include "jugglers_ai.h"

static double clock_s(clockid_t id)
{
    struct timespec t;
    clock_gettime(id, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static double now_s(void)
{
    return clock_s(CLOCK_MONOTONIC);
}

static double cpu_s(void)
{
    return clock_s(CLOCK_THREAD_CPUTIME_ID);
}

typedef struct Figures {
    long games, decisions;
    double seconds, decide, slowest, cpu_slowest;
} Figures;

static int play(int players, int games, uint64_t seed, Figures *f)
{
    JgGame *g = malloc(sizeof *g);
    JgEvents *ev = malloc(sizeof *ev);
    if (!g || !ev)
        return 1;
    JgSetup s = jugglers_default_setup();
    s.players = players;
    for (int p = 0; p < players; p++) {
        s.player[p].kind = JG_COMPUTER;
        s.player[p].level = JG_HARD;
    }
    double t0 = now_s();
    for (int i = 0; i < games; i++) {
        s.seed = seed + (uint64_t)i;
        JgError err;
        if (!jugglers_new(g, &s, ev, &err))
            return 1;
        for (;;) {
            ev->n = 0;
            double d0 = now_s(), c0 = cpu_s();
            int r = jgai_step(g, ev, &err);
            double dt = now_s() - d0, ct = cpu_s() - c0;
            if (ct > f->cpu_slowest)
                f->cpu_slowest = ct;
            if (r < 0) {
                fprintf(stderr, "bench-jugglers: %s\n", err.message);
                return 1;
            }
            if (r == 0)
                break;
            f->decisions++;
            f->decide += dt;
            if (dt > f->slowest)
                f->slowest = dt;
        }
        jugglers_free(g);
        f->games++;
    }
    f->seconds += now_s() - t0;
    free(g);
    free(ev);
    return 0;
}

int main(void)
{
    Figures four = {0};
    if (play(4, 20, 1, &four))
        return 1;
    printf("jugglers, 4 hard players: %.2f games/s (%ld games to 2 wins, %ld decisions, mean "
           "%.2f ms, slowest %.2f ms wall / %.2f ms processor)\n", four.games / four.seconds,
           four.games, four.decisions, 1000.0 * four.decide / four.decisions,
           1000.0 * four.slowest, 1000.0 * four.cpu_slowest);
    double slowest = four.cpu_slowest;
    for (int players = 2; players <= 5; players++) {
        if (players == 4)
            continue;
        Figures f = {0};
        if (play(players, 4, 100, &f))
            return 1;
        printf("jugglers, %d hard players: %.2f games/s, mean decision %.2f ms, slowest %.2f ms "
               "wall / %.2f ms processor\n", players, f.games / f.seconds,
               1000.0 * f.decide / f.decisions, 1000.0 * f.slowest, 1000.0 * f.cpu_slowest);
        if (f.cpu_slowest > slowest)
            slowest = f.cpu_slowest;
    }
    printf("slowest hard decision of all: %.2f ms of processor time (%s 100 ms)\n",
           1000.0 * slowest,
           slowest < 0.1 ? "under" : "NOT under");
    return 0;
}
