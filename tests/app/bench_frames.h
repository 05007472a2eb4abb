/* What the frame benchmarks share: a millisecond clock, the report line (mean, 99th
 * percentile, worst) and the bare clear-and-present loop every figure is set beside. */
#pragma once

#include <SDL.h>

double bench_now_ms(void);
/* Prints one line for these frame times; sorts ms. */
void bench_report(const char *what, double *ms, int n);
/* n frames of clear and present with nothing drawn, reported as "bare clear + present". */
void bench_bare_loop(SDL_Renderer *renderer, double *ms, int n);
