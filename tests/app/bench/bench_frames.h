/* What the frame benchmarks share: clocks (wall and this process's CPU, the software renderer's
 * threads included), the report line, the bare clear-and-present loop every figure is set beside,
 * and the resident memory. CPU time is the figure that counts: on a shared machine the wall clock
 * measures the neighbours too. (The X server's own work for a present is not in it.) */
#pragma once

#include "app.h"

#include <SDL.h>
#include <stdbool.h>

typedef struct BenchFrames {
    double *wall, *cpu; /* per frame, ms */
    int n, cap;
} BenchFrames;

double bench_now_ms(void);
double bench_cpu_ms(void);

bool bench_frames_init(BenchFrames *f, int cap);
void bench_frames_free(BenchFrames *f);
/* Records one frame from clocks read before it (wall0, cpu0). */
void bench_frames_add(BenchFrames *f, double wall0, double cpu0);
/* Prints one line (mean CPU and wall, 99th percentile CPU) and returns the mean CPU in ms;
 * with bare_cpu > 0, also how many bare loops one frame costs. Sorts the figures. */
double bench_report(const char *what, BenchFrames *f, double bare_cpu);

/* n frames of clear and present with nothing drawn; returns their mean CPU in ms. */
double bench_bare_loop(SDL_Renderer *renderer, int n);

/* This process's resident memory now and at its peak, in MiB (0 where /proc cannot tell). */
void bench_rss_mib(double *now, double *peak);

/* Prints the video driver, the renderer SDL made and the size drawn. */
void bench_print_renderer(SDL_Renderer *renderer, int w, int h);

/* The start of a frame benchmark's main, "PROG [FRAMES] [WIDTHxHEIGHT]": FRAMES (at least 10,
 * default 300) into *frames, SDL started and app made at that size (default 1920x1080) in a real
 * window. 0 to go on, else the exit code (2 usage, 1 failure) with the reason on stderr. */
int bench_start(int argc, char **argv, const char *name, App *app, int *frames);
