/* The on-screen juggler: a figure drawn from the animator's pose (src/anim/anim.h).
 *
 * Front view, scaled so the whole pattern (the highest throw included) fits the given area,
 * feet on its bottom edge. Props and arms are painted back to front in the animator's depth
 * order, so props pass behind and in front of the arms (Mills Mess crossings read correctly). */
#pragma once

#include "anim.h"

#include <SDL.h>
#include <stdbool.h>

typedef struct JugglerView {
    SDL_FRect area;      /* where the figure may go, in pixels */
    bool colour_blind;   /* the colour-blind-safe prop palette */
    bool follow;         /* one prop stands out (ringed), the others fade */
    int follow_prop;
} JugglerView;

/* Pixels per metre for a motion in an area (the same for every frame of a pattern). */
float juggler_scale(const AnimMotion *m, SDL_FRect area);

/* Where a point of the animator's frame (metres) is drawn in an area. */
SDL_FPoint juggler_project(const AnimMotion *m, SDL_FRect area, const double pos[3]);

/* The colour a prop (by its colour index) is drawn in, so other views can match it. */
SDL_Color juggler_prop_colour(int colour, bool colour_blind);

void juggler_draw(SDL_Renderer *r, const AnimMotion *m, const AnimPose *pose,
                  const JugglerView *view);
