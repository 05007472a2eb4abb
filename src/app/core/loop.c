#include "loop.h"

void loop_init(Loop *loop)
{
    *loop = (Loop){
        .tick_ns = LOOP_NS_PER_SECOND / LOOP_TICKS_PER_SECOND,
        .max_frame_ns = LOOP_MAX_FRAME_NS,
    };
}

static uint32_t advance(Loop *loop, uint64_t elapsed_ns, uint64_t most_ns)
{
    loop->clamped = elapsed_ns > most_ns;
    if (loop->clamped)
        elapsed_ns = most_ns;
    loop->accumulator_ns += elapsed_ns;
    uint32_t due = (uint32_t)(loop->accumulator_ns / loop->tick_ns);
    loop->accumulator_ns -= (uint64_t)due * loop->tick_ns;
    loop->ticks += due;
    return due;
}

uint32_t loop_advance(Loop *loop, uint64_t elapsed_ns)
{
    return advance(loop, elapsed_ns, loop->max_frame_ns);
}

uint32_t loop_advance_slept(Loop *loop, uint64_t elapsed_ns, uint64_t slept_ns)
{
    return advance(loop, elapsed_ns, slept_ns + loop->max_frame_ns);
}

double loop_blend(const Loop *loop)
{
    return (double)loop->accumulator_ns / (double)loop->tick_ns;
}
