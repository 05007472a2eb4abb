/* The camera: which part of the animator's frame a front view shows, and how it moves from one
 * pattern's shot to the next. Pure: the caller keeps the camera and passes the time step in. */
#include "anim_internal.h"
#include "anim_pass.h"

#include <math.h>

#define MARGIN_TOP 0.02      /* of the shot's height, above the highest point */
#define MARGIN_SIDE 0.10     /* metres beside the widest reach */
#define FLOOR_BELOW 0.04     /* metres of floor under the soles */
#define MARGIN_BOTTOM 0.01   /* of the shot's height, under that */
#define CLUB_REACH 0.48      /* above its flight path: the balance point rides up to 0.18 over it,
                              * the knob and head reach 0.28 beyond that, the knob is round */

/* How far a prop reaches beyond its flight path: a club's end, a ring's rim, a ball's side. */
static double prop_reach(AnimProp prop)
{
    return prop == ANIM_PROP_CLUB   ? CLUB_REACH
           : prop == ANIM_PROP_RING ? ANIM_RING_RADIUS
                                    : ANIM_BALL_RADIUS;
}

AnimShot anim_camera_target(const AnimMotion *m, double aspect)
{
    return anim_camera_target_within(m, aspect, 0);
}

AnimShot anim_camera_target_within(const AnimMotion *m, double aspect, double max_height)
{
    if (!(aspect > 0.05 && aspect < 20))
        aspect = 1;
    double top = fmax(m->max_height + prop_reach(m->settings.prop), ANIM_FIGURE_TOP);
    double half_w = fmax(m->width + prop_reach(m->settings.prop), ANIM_FIGURE_HALF_W) + MARGIN_SIDE;
    /* The floor's margin and the top's scale with the shot: solve for the height. */
    double tall = (top + FLOOR_BELOW) / (1 - MARGIN_TOP - MARGIN_BOTTOM);
    double height = fmax(tall, 2 * half_w / aspect);
    if (max_height > 0) {
        double figure = (ANIM_FIGURE_TOP + FLOOR_BELOW) / (1 - MARGIN_TOP - MARGIN_BOTTOM);
        height = fmin(height, fmax(max_height, figure));
    }
    double bottom = -FLOOR_BELOW - MARGIN_BOTTOM * height;
    return (AnimShot){.cx = 0, .cy = bottom + height / 2, .height = height};
}

void anim_camera_follow(AnimCamera *cam, const AnimMotion *m, double aspect, double dt)
{
    anim_camera_follow_shot(cam, anim_camera_target_within(m, aspect, cam->max_height), dt);
}

void anim_camera_follow_shot(AnimCamera *cam, AnimShot want, double dt)
{
    if (!cam->framed || !(cam->shot.height > 0) || !isfinite(cam->shot.cy)) {
        cam->shot = want;
        cam->framed = true;
        return;
    }
    if (!(dt > 0))   /* time stood still or went back (a scrub): the camera waits */
        return;
    /* Ease the zoom in ln(height), so zooming in and out feel alike, capped in rate. */
    double now = log(cam->shot.height), goal = log(want.height);
    double step = (goal - now) * (1 - exp(-dt / ANIM_CAMERA_EASE));
    double cap = ANIM_CAMERA_ZOOM_RATE * dt;
    step = anim_clamp(step, -cap, cap);
    double height = exp(now + step);
    /* The floor keeps its place in the shot as it zooms: cy follows the height. */
    double bottom = -FLOOR_BELOW - MARGIN_BOTTOM * height;
    double f = fabs(goal - now) > 1e-12 ? step / (goal - now) : 1;
    cam->shot.cx = anim_lerp(cam->shot.cx, want.cx, anim_clamp(f, 0, 1));
    cam->shot.height = height;
    cam->shot.cy = bottom + height / 2;
}

AnimShot anim_pass_camera_target(const AnimPassMotion *m, double aspect, double max_height)
{
    if (!(aspect > 0.05 && aspect < 20))
        aspect = 1;
    double top = fmax(m->top + prop_reach(m->settings.prop), ANIM_FIGURE_TOP);
    /* Beside the figures only a held prop's end reaches out: the flights are measured. */
    double side = fmin(prop_reach(m->settings.prop), 0.2) + MARGIN_SIDE;
    double left = m->left - side, right = m->right + side;
    double tall = (top + FLOOR_BELOW) / (1 - MARGIN_TOP - MARGIN_BOTTOM);
    double height = fmax(tall, (right - left) / aspect);
    if (max_height > 0) {
        double figure = (ANIM_FIGURE_TOP + FLOOR_BELOW) / (1 - MARGIN_TOP - MARGIN_BOTTOM);
        height = fmin(height, fmax(max_height, figure));
    }
    double bottom = -FLOOR_BELOW - MARGIN_BOTTOM * height;
    return (AnimShot){.cx = (left + right) / 2, .cy = bottom + height / 2, .height = height};
}
