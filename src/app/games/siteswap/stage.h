/* The card games' jugglers: a played siteswap or trick prepared for the animator in the style it
 * was played with (prop, starting hand, movement), drawn into a rectangle; and the card art's
 * suit for an engine card. Shared by the table, its performances and the game's summary: the
 * siteswap game's own (it speaks of its rules' styles), kept with the game, not in gfx/. */
#pragma once

#include "anim.h"
#include "app.h"
#include "cards.h"
#include "ssgame.h"

#include <stdbool.h>

CardSuit stage_card_suit(int card);
/* A siteswap card id's rank and suit as the art draws them: the table kit's TableCardFace. */
bool stage_card_face(int card, int *rank, CardSuit *suit);

/* A siteswap of n throws as performed; false if it cannot be animated. */
bool stage_prepare_values(AnimMotion *m, const int *values, int n, SsgStyle style);
/* A catalogue trick (its notation and its movement's name, e.g. "mills-mess"), with the prop
 * and starting hand of style. */
bool stage_prepare_trick(AnimMotion *m, const char *notation, const char *movement,
                         SsgStyle style);
/* The shot a performance starts with in area, the figure kept JUGGLER_MIN_FIGURE of a window
 * window_h pixels high (the highest arcs cropped, marked at the top edge, when they need more). */
AnimShot stage_shot(const AnimMotion *m, SDL_FRect area, int window_h);
/* The juggler at this many seconds into the motion, fitted into area (the motion's own shot). */
void stage_draw(App *app, const AnimMotion *m, double seconds, SDL_FRect area);
/* The same through a camera's shot (anim_camera_follow with juggler_aspect(area)), so the zoom
 * eases when one performance gives way to the next; NULL is stage_draw. */
void stage_draw_shot(App *app, const AnimMotion *m, double seconds, SDL_FRect area,
                     const AnimShot *shot);
