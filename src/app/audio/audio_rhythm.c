#include "audio_rhythm.h"

#include <math.h>

int audio_rhythm_catches(const AnimMotion *m, double t0, double t1, AudioCatch *out, int max)
{
    double period = anim_cycle_seconds(m);
    if (!(t1 > t0) || !(period > 0))
        return 0;
    int n = 0;
    for (int i = 0; i < m->event_count; i++) {
        const AnimEvent *e = &m->events[i];
        if (e->value <= 0 || e->held || !(e->t_catch > e->t_throw))
            continue;
        /* This throw lands at t_catch + k * period for every whole k. */
        double k = floor((t0 - e->t_catch) / period) + 1;
        for (double t = e->t_catch + k * period; t <= t1; t += period) {
            if (t <= t0)
                continue;
            if (n < max) {
                /* Sorted by insertion: a few per tick. */
                int j = n;
                while (j > 0 && out[j - 1].t > t) {
                    out[j] = out[j - 1];
                    j--;
                }
                double rise = e->v0[1] > 0 ? e->v0[1] * e->v0[1] / (2 * ANIM_GRAVITY) : 0;
                out[j] = (AudioCatch){.t = t, .height = rise, .x = e->p1[0], .hand = e->to_hand};
            }
            n++;
        }
    }
    return n;
}
