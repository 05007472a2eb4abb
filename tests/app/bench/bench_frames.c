#define _POSIX_C_SOURCE 200809L
#include "bench_frames.h"

#include <SDL_image.h>
#include <SDL_ttf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

double bench_now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

double bench_cpu_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

bool bench_frames_init(BenchFrames *f, int cap)
{
    *f = (BenchFrames){.cap = cap};
    f->wall = malloc(sizeof *f->wall * (size_t)cap);
    f->cpu = malloc(sizeof *f->cpu * (size_t)cap);
    return f->wall && f->cpu;
}

void bench_frames_free(BenchFrames *f)
{
    free(f->wall);
    free(f->cpu);
    *f = (BenchFrames){0};
}

void bench_frames_add(BenchFrames *f, double wall0, double cpu0)
{
    if (f->n == f->cap)
        return;
    f->cpu[f->n] = bench_cpu_ms() - cpu0;
    f->wall[f->n] = bench_now_ms() - wall0;
    f->n++;
}

static int compare(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double mean(const double *v, int n)
{
    double sum = 0;
    for (int i = 0; i < n; i++)
        sum += v[i];
    return n ? sum / n : 0;
}

double bench_report(const char *what, BenchFrames *f, double bare_cpu)
{
    if (f->n == 0) {
        printf("%-36s no frames\n", what);
        return 0;
    }
    double cpu = mean(f->cpu, f->n), wall = mean(f->wall, f->n);
    qsort(f->cpu, (size_t)f->n, sizeof *f->cpu, compare);
    int p99 = (int)(0.99 * (f->n - 1) + 0.5);
    printf("%-36s CPU %7.2f ms/frame (p99 %7.2f)  wall %7.2f ms  (%d frames)", what, cpu,
           f->cpu[p99], wall, f->n);
    if (bare_cpu > 0)
        printf("  = %.1fx the bare loop", cpu / bare_cpu);
    printf("\n");
    return cpu;
}

double bench_bare_loop(SDL_Renderer *renderer, int n)
{
    BenchFrames f;
    if (!bench_frames_init(&f, n))
        return 0;
    for (int i = 0; i < n; i++) {
        double w = bench_now_ms(), c = bench_cpu_ms();
        SDL_PumpEvents();
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255);
        SDL_RenderClear(renderer);
        SDL_RenderPresent(renderer);
        bench_frames_add(&f, w, c);
    }
    double cpu = bench_report("bare clear + present", &f, 0);
    bench_frames_free(&f);
    return cpu;
}

void bench_rss_mib(double *now, double *peak)
{
    *now = *peak = 0;
    FILE *in = fopen("/proc/self/status", "r");
    if (!in)
        return;
    char line[256];
    long kb;
    while (fgets(line, sizeof line, in)) {
        if (sscanf(line, "VmRSS: %ld kB", &kb) == 1)
            *now = (double)kb / 1024.0;
        else if (sscanf(line, "VmHWM: %ld kB", &kb) == 1)
            *peak = (double)kb / 1024.0;
    }
    fclose(in);
}

void bench_print_renderer(SDL_Renderer *renderer, int w, int h)
{
    SDL_RendererInfo info;
    if (SDL_GetRendererInfo(renderer, &info) != 0)
        info.name = "?";
    printf("video driver %s, renderer %s, drawable %dx%d\n", SDL_GetCurrentVideoDriver(),
           info.name, w, h);
}

int bench_start(int argc, char **argv, const char *name, App *app, int *frames)
{
    *frames = argc > 1 ? atoi(argv[1]) : 300;
    int w = 1920, h = 1080;
    if (argc > 2 && sscanf(argv[2], "%dx%d", &w, &h) != 2) {
        fprintf(stderr, "usage: %s [FRAMES] [WIDTHxHEIGHT]\n", argv[0]);
        return 2;
    }
    if (*frames < 10)
        *frames = 10;
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0 || TTF_Init() != 0) {
        fprintf(stderr, "%s: cannot start SDL: %s\n", name, SDL_GetError());
        return 1;
    }
    IMG_Init(IMG_INIT_PNG);
    char err[1024];
    Options opts = {.width = w, .height = h, .frames = 1, .display_given = true};
    if (!app_init(app, &opts, err, sizeof err)) {
        fprintf(stderr, "%s: %s\n", name, err);
        return 1;
    }
    return 0;
}
