/* The Lab's pattern: the typed text checked as it changes (its facts, or the rules module's
 * explanation and the colliding throws), and the last valid pattern prepared for juggling. */
#pragma once

#include "lab_state.h"

const char *lab_prop_name(AnimProp p, int count);
/* Whether s holds nothing but spaces. */
bool lab_blank(const char *s);
/* Checks the field's text again (after an edit); a valid pattern then waits for a pause. */
void lab_refresh(LabScene *lab);
/* Juggles the valid pattern waiting in the field now (Enter, or typing paused), and records it
 * in the history; a typed pattern drops a catalogue pick's name and movement. False when none
 * is waiting. */
bool lab_juggle_typed(LabScene *lab, App *app);
/* One tick of the Lab's time: a pattern waiting TYPING_PAUSE_TICKS without a key is juggled. */
void lab_typing_tick(LabScene *lab, App *app);
/* Puts text in the field and juggles it at once if it is valid, playing. */
void lab_load(LabScene *lab, App *app, const char *text);
/* The same for a catalogue entry: in its style, with its name shown (pick NULL: lab_load). */
void lab_load_pick(LabScene *lab, App *app, const char *text, const CatalogueEntry *pick);
/* The same pattern with another prop, style, hand or entry. */
void lab_rechoose(LabScene *lab, bool keep_time);
