/* A lesson's pattern of several jugglers (or with bounces), which the solo juggler cannot
 * juggle: the passing animator (src/anim/anim_pass.h) juggles it and gfx/juggler_pass.h draws
 * it, the jugglers in a ring and each one's ladder, slowed, stepped and one club followed as a
 * solo pattern is. Private to the Learn screen's folder. */
#pragma once

#include "json_write.h"
#include "learn_state.h"

#include <stddef.h>

/* Juggles pattern when it is a valid one of the whole notation for several jugglers or with a
 * bounce (ls->passing set); false, nothing changed, otherwise. */
bool learn_pass_show(LearnScene *ls, const char *pattern);
void learn_pass_free(LearnScene *ls);

double learn_pass_beat_seconds(const LearnScene *ls);
/* Props juggled (0 when no passing pattern is on show). */
int learn_pass_props(const LearnScene *ls);
/* "ball" or "club": what Follow says it follows. */
const char *learn_prop_word(const LearnScene *ls);
/* The facts line's counts: "2 jugglers, 6 clubs · ". */
void learn_pass_counts(const LearnScene *ls, char *out, size_t size);

/* The figures in the frame's figure area at time t (what the probe then reports), and the
 * ladder of every juggler in its area. */
void learn_pass_draw(LearnScene *ls, App *app, double t);
void learn_pass_draw_ladder(LearnScene *ls, App *app, double now_beat, int label_px);
/* The probe's "figure" (one box a juggler drawn), "prop_px", "jugglers" and "props". */
void learn_pass_probe(const LearnScene *ls, JsonWriter *j, bool on);
