#include "bench_frames.h"

#include <stdio.h>
#include <stdlib.h>

double bench_now_ms(void)
{
    return (double)SDL_GetPerformanceCounter() * 1000.0 / (double)SDL_GetPerformanceFrequency();
}

static int compare(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

void bench_report(const char *what, double *ms, int n)
{
    double sum = 0;
    for (int i = 0; i < n; i++)
        sum += ms[i];
    qsort(ms, (size_t)n, sizeof *ms, compare);
    int p99 = (int)(0.99 * (n - 1) + 0.5);
    printf("%-40s mean %7.2f ms   p99 %7.2f ms   max %7.2f ms   (%d frames)\n", what, sum / n,
           ms[p99], ms[n - 1], n);
}

void bench_bare_loop(SDL_Renderer *renderer, double *ms, int n)
{
    for (int i = 0; i < n; i++) {
        double a = bench_now_ms();
        SDL_PumpEvents();
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255);
        SDL_RenderClear(renderer);
        SDL_RenderPresent(renderer);
        ms[i] = bench_now_ms() - a;
    }
    bench_report("bare clear + present", ms, n);
}
