/* The on-screen juggler: a person drawn from the animator's pose (src/anim/anim.h).
 *
 * Front view through the animator's camera (anim_camera_*): by default the shot that frames the
 * whole figure and the highest throw in the area, feet near its bottom edge; a scene that keeps
 * an AnimCamera passes its shot so the zoom eases from one pattern to the next. Props and arms
 * are painted back to front in the animator's depth order, so props pass behind and in front of
 * the arms (Mills Mess crossings read correctly); everything is lit from the upper left. A prop
 * above the top of the area (a shot capped in height crops the highest arcs) is marked there by
 * an arrow in its colour, where it left and will come back. */
#pragma once

#include "anim.h"

#include <SDL.h>
#include <stdbool.h>

typedef struct JugglerView {
    SDL_FRect area;      /* where the figure may go, in pixels */
    bool colour_blind;   /* the colour-blind-safe prop palette */
    bool follow;         /* one prop stands out (ringed), the others fade */
    int follow_prop;
    const AnimShot *shot;   /* what the camera shows; NULL: the motion's own shot for the area */
} JugglerView;

/* Pixels per metre for a motion in an area, through the motion's own shot (the same for every
 * frame of a pattern). */
float juggler_scale(const AnimMotion *m, SDL_FRect area);

/* Where a point of the animator's frame (metres) is drawn in an area, through the motion's own
 * shot. */
SDL_FPoint juggler_project(const AnimMotion *m, SDL_FRect area, const double pos[3]);

/* The same through any shot (a moving camera's): pixels per metre, and where a point goes. */
float juggler_shot_scale(const AnimShot *shot, SDL_FRect area);
SDL_FPoint juggler_shot_project(const AnimShot *shot, SDL_FRect area, const double pos[3]);

/* The area's aspect, as anim_camera_target and anim_camera_follow want it. */
double juggler_aspect(SDL_FRect area);

/* The figure stands at least this share of the window's height, so the room can read it. */
#define JUGGLER_MIN_FIGURE 0.38f

/* The tallest shot (metres, for AnimCamera.max_height and anim_camera_target_within) that keeps
 * the figure JUGGLER_MIN_FIGURE of a window window_h pixels high, drawn into area. */
double juggler_max_shot_height(SDL_FRect area, int window_h);

/* The colour a prop (by its colour index) is drawn in, so other views can match it. */
SDL_Color juggler_prop_colour(int colour, bool colour_blind);

void juggler_draw(SDL_Renderer *r, const AnimMotion *m, const AnimPose *pose,
                  const JugglerView *view);

/* One figure of several (the passing animator's, anim_pass.h) through view->shot (required):
 * the person and the props in its paint order, no edge marks. */
void juggler_draw_figure(SDL_Renderer *r, AnimProp prop, const AnimPose *pose,
                         const JugglerView *view);

/* The person as drawn through a shot (props left out): its joints with the head's and the
 * shoes' size round them, in pixels. For the probe, and for fitting the camera. */
SDL_FRect juggler_figure_box(const AnimPose *pose, const AnimShot *shot, SDL_FRect area);

/* A prop above the top of the area, marked at the edge by an arrow (x, y its tip) w x h. */
typedef struct JugglerMark {
    int prop;
    float x, y, w, h;
} JugglerMark;

/* The marks juggler_draw puts at the area's top edge for props whose middle has flown above it:
 * how many (only max are written). */
int juggler_edge_marks(const AnimMotion *m, const AnimPose *pose, const AnimShot *shot,
                       SDL_FRect area, JugglerMark *out, int max);

/* The smallest prop's drawn diameter in pixels (a ball's, a ring's, a club body's widest),
 * 0 with no props. */
float juggler_prop_px(const AnimMotion *m, const AnimPose *pose, const AnimShot *shot,
                      SDL_FRect area);
