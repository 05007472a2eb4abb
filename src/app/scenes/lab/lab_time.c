#include "lab_time.h"

#include <math.h>

/* Slow motion down to a tenth, and up to double speed. */
static const double speeds[] = {0.1, 0.25, 0.5, 0.75, 1.0, 1.5, 2.0};
#define SPEED_COUNT (int)(sizeof speeds / sizeof speeds[0])

double lab_speed(const LabScene *lab)
{
    return speeds[lab->speed_step];
}

double lab_beat_seconds(const LabScene *lab)
{
    if (lab->passing)
        return lab->pass_motion->beat_seconds;
    return lab->has_motion ? lab->motion->beat_seconds : 1.0;
}

/* ---- Time ---- */

void lab_step_beat(LabScene *lab, int dir)
{
    if (!lab->has_motion && !lab->passing)
        return;
    lab->paused = true;
    double bs = lab_beat_seconds(lab), beat = lab->t / bs;
    double target = dir > 0 ? floor(beat + 1e-6) + 1 : ceil(beat - 1e-6) - 1;
    lab->t = target * bs;
}

void lab_change_speed(LabScene *lab, int dir)
{
    int step = lab->speed_step + dir;
    if (step >= 0 && step < SPEED_COUNT)
        lab->speed_step = step;
}

static LabPhase phase_at(const LabScene *lab, long beat)
{
    const AnimMotion *m = lab->motion;
    if (lab->passing)
        return LAB_PHASE_PATTERN;
    if (!lab->has_motion)
        return LAB_PHASE_NONE;
    if (m->settings.start != ANIM_START_FROM_GROUND)
        return LAB_PHASE_PATTERN;
    int cycle = siteswap_period(anim_pattern(m));
    long period = cycle > 0 ? cycle : 1;
    long local = ((beat % period) + period) % period;
    long first = m->pattern_first_beat, end = first + m->pattern_beats;
    if (local >= first && local < end)
        return LAB_PHASE_PATTERN;
    if (local >= end)
        return LAB_PHASE_EXIT;
    return local >= first - lab->entry_beats ? LAB_PHASE_ENTRY : LAB_PHASE_CASCADE;
}

/* The ladder for this moment: the juggled motion's throws around now, or the typed pattern's
 * own (collisions marked) when it is not valid. Also finds the throw being made. */
void lab_gather_ladder(LabScene *lab, double now_beat, const LadderView *v)
{
    long first = (long)floor(v->first_beat) - SITESWAP_MAX_THROW - 1;
    long last = (long)ceil(v->first_beat + v->beats) + 1;
    int n;
    if (!lab->valid && lab->parsed)
        n = anim_ladder_pattern(lab->typed, first, last, -1, lab->ladder, LADDER_MAX);
    else if (lab->has_motion && lab->valid && !lab->passing)
        n = anim_ladder(lab->motion, first, last, now_beat, lab->ladder, LADDER_MAX);
    else
        n = 0;
    lab->ladder_count = n < LADDER_MAX ? n : LADDER_MAX;
    /* Only the latest beat's throws are "now" (the animator marks the latest of each hand). */
    long latest = LONG_MIN;
    for (int i = 0; i < lab->ladder_count; i++)
        if (lab->ladder[i].beat <= now_beat && lab->ladder[i].beat > latest)
            latest = lab->ladder[i].beat;
    lab->current_throw = -1;
    lab->phase = lab->valid ? phase_at(lab, (long)floor(now_beat)) : LAB_PHASE_NONE;
    for (int i = 0; i < lab->ladder_count; i++) {
        AnimLadderThrow *t = &lab->ladder[i];
        t->current = lab->valid && t->beat == latest;
        if (t->current && t->index >= 0 && lab->current_throw < 0 && lab->phase == LAB_PHASE_PATTERN)
            lab->current_throw = t->index;
    }
}

double lab_now_seconds(const LabScene *lab, const App *app, double blend)
{
    if (lab->paused || lab->scrubbing)
        return lab->t;
    return lab->t + blend * lab_speed(lab) * app->settings.animation_speed / LOOP_TICKS_PER_SECOND;
}

LadderView lab_ladder_view(const LabScene *lab, const App *app, double now_beat)
{
    LadderView v = {.area = lab->lay.ladder, .label_px = lab->lay.ladder_px, .follow = lab->follow,
                    .colour_blind = app->settings.colour_blind_props};
    v.beats = ladder_beats_for(v.area, v.label_px);
    if (lab->valid) {
        v.first_beat = now_beat - v.beats * 0.3;
        v.now_beat = now_beat;
    } else {
        v.first_beat = -0.6;   /* the typed pattern from its first beat, still */
        v.now_beat = v.first_beat - 1;
        v.follow = -1;
    }
    return v;
}
