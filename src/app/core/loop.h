/* The fixed-timestep clock ("Fix Your Timestep").
 *
 * The game simulates in integer ticks of a fixed length; each frame adds the real time that
 * passed (clamped, so a stall or a debugger pause does not make the game race to catch up),
 * runs as many whole ticks as the accumulator holds, and draws blended by what is left.
 * Pure arithmetic on nanoseconds: the caller passes time in, so tests use a fake clock. */
#pragma once

#include <stdbool.h>
#include <stdint.h>

#define LOOP_TICKS_PER_SECOND 125 /* 8 ms: a whole number of nanoseconds, so no time is lost */
#define LOOP_NS_PER_SECOND UINT64_C(1000000000)
/* Longest frame the clock accepts; more is treated as this much (and reported as clamped). */
#define LOOP_MAX_FRAME_NS (LOOP_NS_PER_SECOND / 4)

typedef struct Loop {
    uint64_t tick_ns;        /* length of one tick */
    uint64_t max_frame_ns;   /* clamp on one frame's elapsed time */
    uint64_t accumulator_ns; /* time not yet simulated; always < tick_ns after loop_advance */
    uint64_t ticks;          /* ticks simulated since start */
    bool clamped;            /* whether the last frame was clamped */
} Loop;

/* A clock at LOOP_TICKS_PER_SECOND with the LOOP_MAX_FRAME_NS clamp. */
void loop_init(Loop *loop);

/* Adds a frame's elapsed time; returns how many ticks to simulate now. */
uint32_t loop_advance(Loop *loop, uint64_t elapsed_ns);

/* The same after the caller slept on purpose for slept_ns (waiting for input while nothing
 * moves): that time is no stall, so it is all simulated; only what passed beyond it (a machine
 * suspended in the middle of the wait) is clamped as usual. */
uint32_t loop_advance_slept(Loop *loop, uint64_t elapsed_ns, uint64_t slept_ns);

/* How far the present lies between the last tick and the next: in [0, 1). */
double loop_blend(const Loop *loop);
