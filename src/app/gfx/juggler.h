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
} JugglerView;

/* Pixels per metre for a motion in an area (the same for every frame of a pattern). */
float juggler_scale(const AnimMotion *m, SDL_FRect area);

void juggler_draw(SDL_Renderer *r, const AnimMotion *m, const AnimPose *pose,
                  const JugglerView *view);
