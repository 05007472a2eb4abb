/* The siteswap card game's guided first game (--tutorial siteswap, the setup's Tutorial): a
 * fixed deal for one person (Anna) and two computers, and the coach (table/coach.h) reading
 * assets/tutorial/siteswap.txt. This file names the table's targets and conditions for the
 * script; the scene calls it from a few lines. */
#pragma once

#include "app.h"
#include "coach.h"
#include "sst_frame.h"
#include "sst_state.h"

#define SST_TUTORIAL_SEED 1
#define SST_TUTORIAL_SCRIPT "tutorial/siteswap.txt"

typedef struct SstTutorial {
    Coach coach;
} SstTutorial;


/* Input first seen by the coach: true when it took it (a Next, or a move the step is not
 * waiting for, which gets the gentle word); false lets the table have it. */
bool sst_tutorial_input(SstTutorial *t, SstState *st, const SstFrame *f, const Input *in,
                        bool typing);
/* A click on the step's target has reached the table: a step that ends with it ends. */
void sst_tutorial_after_input(SstTutorial *t, const Input *in);
/* Each tick: conditions checked, the computers held while a step asks for it. */
void sst_tutorial_tick(SstTutorial *t, SstState *st, double dt);
/* After the table is drawn: the coach over it. */
void sst_tutorial_draw(SstTutorial *t, App *app, const SstState *st, const SstFrame *f);

/* Where a target of the script is in the frame (w 0: not there now). */
SDL_FRect sst_tutorial_target(const SstState *st, const SstFrame *f, const char *spec);
/* The boxes the coach keeps clear (out holds COACH_MAX_CLEAR): how many. */
int sst_tutorial_clear(const SstState *st, const SstFrame *f, CoachClear *out);
/* Whether a condition of the script holds. */
bool sst_tutorial_holds(const SstState *st, const char *cond);
