/* Several jugglers on screen: the passing animator's figures (src/anim/anim_pass.h) drawn
 * through a shot, the floor a bounce pattern needs, each juggler's letter over the head (as the
 * passing ladder, ladder_pass.h, names them), and the ladder laid out around now. What the Lab
 * and the Learn screen both draw of a passing pattern; each keeps its own camera and words. */
#pragma once

#include "anim_pass.h"
#include "juggler.h"
#include "ladder_pass.h"
#include "text.h"

#include <SDL.h>
#include <stdbool.h>

typedef struct JugglerPassView {
    SDL_FRect area;       /* where the figures go; drawing is clipped to it */
    const AnimShot *shot; /* what the camera shows (juggler_pass_shot for a still one) */
    bool colour_blind;    /* the colour-blind-safe prop palette */
    int follow;           /* the prop that stands out (the others fade); -1 or out of range: none */
    int name_px;          /* the letters over the heads */
} JugglerPassView;

/* The shot that shows every figure and flight in area, no taller than max_height (0: any)
 * unless the figures need it (anim_pass_camera_target). */
AnimShot juggler_pass_shot(const AnimPassMotion *m, SDL_FRect area, double max_height);

/* The pose at `seconds` moved to how it is seen: what juggler_pass_draw and the boxes take. */
void juggler_pass_pose(const AnimPassMotion *m, double seconds, AnimPassPose *out);

/* The floor (from the soles' line down), every figure far to near with its props, and each
 * juggler's letter over the head when there are several. */
void juggler_pass_draw(SDL_Renderer *r, TextCache *text, const AnimPassMotion *m,
                       const AnimPassPose *pose, const JugglerPassView *view);

/* Each juggler's body as drawn (juggler_figure_box), in the jugglers' order: how many. out has
 * room for ANIM_PASS_MAX_JUGGLERS. */
int juggler_pass_boxes(const AnimPassMotion *m, const AnimPassPose *pose, const AnimShot *shot,
                       SDL_FRect area, SDL_FRect *out);

/* The smallest prop's drawn diameter in pixels (a ball's, a ring's, a club body's widest). */
double juggler_pass_prop_px(const AnimPassMotion *m, const AnimShot *shot, SDL_FRect area);

/* Where the floor's line is drawn (y in pixels). */
float juggler_pass_floor_y(const AnimShot *shot, SDL_FRect area);

/* The ladder of every juggler in area around now_beat: as many beats as fit the labels (fewer,
 * wider ones for three or more stacked, so their labels stand apart), now at 0.3 of the
 * width. throws: room for `max` throws a juggler, reused. */
void juggler_pass_draw_ladder(SDL_Renderer *r, TextCache *text, const AnimPassMotion *m,
                              SDL_FRect area, int label_px, bool colour_blind, double now_beat,
                              AnimLadderThrow *throws, int max);
