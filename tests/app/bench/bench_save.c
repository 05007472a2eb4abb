/* Saving after every action (issue 30): milliseconds per action with a 1 KB and a 4 MB save,
 * the whole file rewritten and synced each time (as before) beside the save kept by appending
 * (savefile_log_write: the new line and an end line appended and synced, the whole file now
 * and then). The actions are guess lines like a phone's, the file on the build folder's disk.
 * Usage: bench-save SCRATCH_DIR [ACTIONS] */
#define _POSIX_C_SOURCE 200809L
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "savefile.h"

typedef struct Fake {
    int actions;
} Fake;

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static bool line(const void *ctx, int i, char *buf, size_t size)
{
    (void)ctx;
    return snprintf(buf, size, "guess %d \"51515151515151515151515151515151515151515151515151%06d\"",
                    i % 5 + 1, i) < (int)size;
}

/* The whole text, built from every line as a game's save is. */
static char *whole(const void *ctx)
{
    const Fake *f = ctx;
    size_t cap = 200 + (size_t)f->actions * 80, n = 0;
    char *text = malloc(cap);
    if (!text)
        return NULL;
    n += (size_t)snprintf(text, cap, "throwdeck-save 1\ngame siteswap\nseed 1\n");
    char buf[200];
    for (int i = 0; i < f->actions; i++) {
        line(f, i, buf, sizeof buf);
        n += (size_t)snprintf(text + n, cap - n, "%s\n", buf);
    }
    snprintf(text + n, cap - n, "end %d\n", f->actions);
    return text;
}

static void run(const char *path, int start, int steps, bool by_log)
{
    Fake f = {start};
    SavefileLog log;
    memset(&log, 0, sizeof log);
    char err[600];
    /* The game as it was when this run began: written whole, as on Continue. */
    if (!savefile_log_write(&log, path, f.actions, line, whole, free, &f, err, sizeof err)) {
        fprintf(stderr, "%s\n", err);
        exit(1);
    }
    size_t size = log.size;
    double t0 = now_ms(), worst = 0;
    for (int i = 0; i < steps; i++) {
        f.actions++;
        double a = now_ms();
        bool ok;
        if (by_log) {
            ok = savefile_log_write(&log, path, f.actions, line, whole, free, &f, err, sizeof err);
        } else {
            char *text = whole(&f);
            ok = text && savefile_write(path, text, strlen(text), err, sizeof err);
            free(text);
        }
        if (!ok) {
            fprintf(stderr, "%s\n", err);
            exit(1);
        }
        double dt = now_ms() - a;
        if (dt > worst)
            worst = dt;
    }
    double per = (now_ms() - t0) / steps;
    printf("%-28s save of %7.0f KB: %8.3f ms per action (worst %8.3f ms) over %d actions\n",
           by_log ? "appended (after)" : "rewritten whole (before)", size / 1024.0, per, worst,
           steps);
    fflush(stdout);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s SCRATCH_DIR [ACTIONS]\n", argv[0]);
        return 2;
    }
    int steps = argc > 2 ? atoi(argv[2]) : 40;
    char path[4096];
    snprintf(path, sizeof path, "%s/bench-save.sav", argv[1]);
    /* About 1 KB (12 actions) and about 4 MB (just under the limit, room for the run). */
    int sizes[2] = {12, (SAVEFILE_MAX_BYTES - 300 * 1024) / 67};
    for (int s = 0; s < 2; s++) {
        run(path, sizes[s], steps, false);
        run(path, sizes[s], steps, true);
    }
    remove(path);
    return 0;
}
