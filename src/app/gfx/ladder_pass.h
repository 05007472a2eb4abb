/* The ladder of a passing pattern: one diagram per juggler, stacked, each with its own hands'
 * rails and its selfs (drawn by ladder.h), and the passes as lines from the thrower's rail to
 * the catcher's, labelled with their value and 'p'. */
#pragma once

#include "anim_pass.h"
#include "ladder.h"

/* The strip of base->area juggler j's diagram takes (of n). */
SDL_FRect ladder_pass_strip(SDL_FRect area, int j, int n);

/* Draws every juggler's diagram in base->area, around base->now_beat (base->first_beat and
 * base->beats as for ladder_draw). throws: room for `max` throws a juggler, reused. */
void ladder_pass_draw(SDL_Renderer *r, TextCache *text, const AnimPassMotion *m,
                      const LadderView *base, AnimLadderThrow *throws, int max);

/* A juggler's name on screen: "A", "B", ... */
const char *ladder_pass_name(int juggler);
