/* Jugglers' guided first game (--tutorial jugglers, the setup's Tutorial): a fixed deal for one
 * person (Anna) and three computers, and the coach (table/coach.h) reading
 * assets/tutorial/jugglers.txt. This file names the table's targets and conditions for the
 * script; the scene calls it from a few lines. */
#pragma once

#include "app.h"
#include "coach.h"
#include "jt_frame.h"
#include "jt_state.h"

#define JT_TUTORIAL_SEED 1
#define JT_TUTORIAL_SCRIPT "tutorial/jugglers.txt"

typedef struct JtTutorial {
    Coach coach;
    int steered; /* the step last steered for, plus one (0: none yet) */
} JtTutorial;


/* Input first seen by the coach: true when it took it (a Next, or a move the step is not
 * waiting for, which gets the gentle word); false lets the table have it. */
bool jt_tutorial_input(JtTutorial *t, JtState *st, const JtFrame *f, const Input *in);
/* A click on the step's target has reached the table: a step that ends with it ends. */
void jt_tutorial_after_input(JtTutorial *t, const Input *in);
void jt_tutorial_tick(JtTutorial *t, const JtState *st, double dt);
/* When a step comes up that rings a column's button, the table's chosen column (gold, and
 * what Enter plays) becomes that column, so gold and ring say the same. */
void jt_tutorial_steer(JtTutorial *t, JtState *st);
/* The frame's gold default is the button the step rings (coach_gold). */
void jt_tutorial_gold(const JtTutorial *t, JtFrame *f);
void jt_tutorial_draw(JtTutorial *t, App *app, const JtState *st, const JtFrame *f);

/* Where a target of the script is in the frame (w 0: not there now). */
SDL_FRect jt_tutorial_target(const JtState *st, const JtFrame *f, const char *spec);
/* The boxes the coach keeps clear (out holds COACH_MAX_CLEAR): how many. */
int jt_tutorial_clear(const JtState *st, const JtFrame *f, CoachClear *out);
/* Whether a condition of the script holds. */
bool jt_tutorial_holds(const JtState *st, const char *cond);
