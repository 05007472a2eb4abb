/* Time in the Lab: the speed, beat by beat steps, the phase of the motion (cascade, entry,
 * pattern, exit) and the throws the ladder shows around now. */
#pragma once

#include "ladder.h"
#include "lab_state.h"

double lab_speed(const LabScene *lab);
double lab_beat_seconds(const LabScene *lab);
void lab_step_beat(LabScene *lab, int dir);
void lab_change_speed(LabScene *lab, int dir);
/* The ladder's throws for the view, and which one is being made now. */
void lab_gather_ladder(LabScene *lab, double now_beat, const LadderView *v);
/* Seconds into the motion, blended between ticks. */
double lab_now_seconds(const LabScene *lab, const App *app, double blend);
LadderView lab_ladder_view(const LabScene *lab, const App *app, double now_beat);
