/* The Lab's passing patterns and bounces: a valid pattern of the whole notation for several
 * jugglers (or with bounces) juggled by the passing animator, one figure a juggler, a ladder a
 * juggler, and the throws named as passers name them, for the whole pattern or each juggler's
 * own count (Ctrl+G). Kept apart from the solo Lab's files; the drawing itself is
 * gfx/juggler_pass.h's, shared with the Learn screen. */
#pragma once

#include "lab_state.h"
#include "json_write.h"

/* The text read as the whole notation when only the passing animator juggles it (several
 * jugglers, or a bounce): the valid pattern (the caller owns it), else NULL. */
NotationPattern *lab_pass_wanted(const char *text);

/* Juggles lab->pass_typed (taken over) from its start; false with lab->message set when the
 * animator cannot. */
bool lab_pass_juggle(LabScene *lab, const char *text);
/* Back to the solo juggler (a solo pattern is juggled). */
void lab_pass_stop(LabScene *lab);
/* Frees what lab_pass_* made. */
void lab_pass_free(LabScene *lab);
/* The same pattern again with the Lab's prop (F2). */
void lab_pass_rechoose(LabScene *lab);

/* Toggles the panel between the whole pattern and each juggler's own count. */
void lab_pass_toggle_view(LabScene *lab);
/* The panel's lines for what is juggled (lab->facts). */
void lab_pass_describe(LabScene *lab);

/* The camera, once a tick; and whether it has settled on its shot (nothing left to draw). */
void lab_pass_follow(LabScene *lab, double dt);
bool lab_pass_settled(const LabScene *lab);
/* The figures (and the floor) in the juggler's area, and each juggler's ladder. */
void lab_pass_draw(LabScene *lab, App *app, double t);
void lab_pass_draw_ladder(LabScene *lab, App *app, double now_beat);
/* The probe's members: jugglers (each figure's box), the throws named, the view. */
void lab_pass_probe(LabScene *lab, App *app, JsonWriter *j);
