/* The ladder diagram: time runs left to right, one rail per hand, and every throw is a line
 * from the beat it is thrown on to the beat it is thrown again (a siteswap's value is that
 * distance). Crossing throws go from one rail to the other; throws to the same hand arch away
 * from the other rail. Collisions in an invalid pattern are drawn in red.
 *
 * The throws come from the animator (anim_ladder for a prepared motion, anim_ladder_pattern
 * for any parsed pattern, valid or not); this module only draws them. */
#pragma once

#include "anim.h"
#include "text.h"

#include <SDL.h>
#include <stdbool.h>

typedef struct LadderView {
    SDL_FRect area;
    double first_beat;     /* beat at the left edge of the rails */
    double beats;          /* beats shown across the rails */
    double now_beat;       /* the marker; below first_beat for none */
    int follow;            /* prop whose throws stand out (others fade), -1 for none */
    bool colour_blind;     /* prop colours from the colour-blind-safe palette */
    int label_px;          /* hand names and throw values */
    bool ground_drawn;     /* the ground is there already (a cached layer): not drawn again */
} LadderView;

/* Beats that fit in an area at a readable spacing (for choosing first_beat and beats). */
double ladder_beats_for(SDL_FRect area, int label_px);

/* Where a beat's throw on a hand's rail is drawn (for tests and hit-testing). */
SDL_FPoint ladder_point(const LadderView *v, double beat, int hand);

/* The diagram's ground alone (ladder_draw draws it unless ground_drawn). */
void ladder_draw_ground(SDL_Renderer *r, const LadderView *v);

void ladder_draw(SDL_Renderer *r, TextCache *text, const AnimLadderThrow *throws, int count,
                 const LadderView *v);
