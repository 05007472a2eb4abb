/* What sound costs: the mixer on the game's clock (the null backend, so only the mixing is
 * measured), as CPU time per second of sound and as a share of one core:
 * - the Lab's rhythm: 3 balls, 531 and 97531 with clubs, their catches found and mixed;
 * - every voice busy at once (the most the mixer can be asked to do);
 * - silence: ticks with nothing sounding.
 * Usage: bench-audio [SECONDS] (60 by default) */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "audio.h"
#include "audio_rhythm.h"
#include "loop.h"
#include "siteswap.h"

#include <SDL.h>

static double cpu_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void report(const char *what, double cpu, double seconds, const Audio *a)
{
    printf("%-34s %8.1f us per second of sound  %6.3f %% of a core  peak %.2f\n", what,
           cpu / seconds * 1e6, cpu / seconds * 100, a ? audio_peak(a) : 0.0);
}

static void rhythm(const char *pattern, AnimProp prop, double seconds)
{
    Siteswap *s = siteswap_parse(pattern, NULL);
    AnimMotion *m = malloc(sizeof *m);
    AnimSettings set = anim_default_settings();
    set.prop = prop;
    if (!s || !m || !anim_prepare(s, &set, m, NULL, 0)) {
        fprintf(stderr, "bench-audio: cannot prepare %s\n", pattern);
        exit(1);
    }
    Audio *a = audio_open(&(AudioConfig){0});
    int ticks = (int)(seconds * LOOP_TICKS_PER_SECOND);
    double t = 0, dt = 1.0 / LOOP_TICKS_PER_SECOND;
    double start = cpu_seconds();
    for (int i = 0; i < ticks; i++) {
        audio_rhythm(a, m, t, t + dt);
        t += dt;
        audio_tick_end(a);
    }
    double cpu = cpu_seconds() - start;
    char what[80];
    snprintf(what, sizeof what, "Lab %s (%s)", pattern,
             prop == ANIM_PROP_CLUB ? "clubs" : prop == ANIM_PROP_RING ? "rings" : "balls");
    report(what, cpu, seconds, a);
    audio_close(a);
    free(m);
    siteswap_free(s);
}

static void all_voices(double seconds)
{
    Audio *a = audio_open(&(AudioConfig){0});
    int ticks = (int)(seconds * LOOP_TICKS_PER_SECOND);
    double start = cpu_seconds();
    for (int i = 0; i < ticks; i++) {
        /* a new sound every tick: with sounds of a few tenths of a second, every voice is busy */
        audio_cue(a, (AudioCue)(i % AUDIO_CUE_COUNT), 0);
        audio_tick_end(a);
    }
    double cpu = cpu_seconds() - start;
    report("every voice busy", cpu, seconds, a);
    audio_close(a);
}

static void silence(double seconds)
{
    Audio *a = audio_open(&(AudioConfig){0});
    int ticks = (int)(seconds * LOOP_TICKS_PER_SECOND);
    double start = cpu_seconds();
    for (int i = 0; i < ticks; i++)
        audio_tick_end(a);
    double cpu = cpu_seconds() - start;
    report("silence", cpu, seconds, a);
    audio_close(a);
}

int main(int argc, char **argv)
{
    double seconds = argc > 1 ? atof(argv[1]) : 60;
    if (seconds <= 0) {
        fprintf(stderr, "usage: bench-audio [SECONDS]\n");
        return 2;
    }
    printf("bench-audio: %g s of sound each, %d Hz stereo, %d voices\n", seconds, AUDIO_RATE,
           AUDIO_VOICES);
    rhythm("3", ANIM_PROP_BALL, seconds);
    rhythm("531", ANIM_PROP_BALL, seconds);
    rhythm("97531", ANIM_PROP_CLUB, seconds);
    rhythm("97531", ANIM_PROP_RING, seconds);
    all_voices(seconds);
    silence(seconds);
    return 0;
}
