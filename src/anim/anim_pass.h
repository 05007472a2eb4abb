/* The passing animator: several jugglers, each a figure of its own, juggling one pattern of the
 * whole notation (src/rules/notation.h) between them; and bounces off the floor.
 *
 * anim_pass_prepare places the jugglers (two face each other, three or more stand in a ring, each
 * turned a little towards the viewer so every figure reads from the front), times every throw of
 * one repetition, links each throw to the one that throws its prop next, lays its flight from
 * the thrower's hand to the catcher's (a parabola; a bounce: parabolas joined at the floor), and
 * names the props. anim_pass_pose_at then says where everything is at any time.
 *
 * The world frame is the solo animator's (anim.h) seen from the same viewer: x to the viewer's
 * right, y up, z towards the viewer, the floor at y = 0. Each juggler has its own frame like
 * the solo one (facing its own +z), turned by `yaw` about y and moved to `pos`.
 *
 * Pure C11: no SDL, no clock, no I/O; the motion is one plain block (large: keep it on the heap). */
#pragma once

#include "anim.h"
#include "notation.h"

#include <stdbool.h>

#define ANIM_PASS_MAX_JUGGLERS NOTATION_MAX_JUGGLERS
#define ANIM_PASS_MAX_EVENTS NOTATION_MAX_THROWS
#define ANIM_PASS_FLOOR_Y 0.055   /* a bounced ball's centre when it touches the floor (its drawn radius) */
#define ANIM_PASS_MAX_BOUNCES 3

/* What passers call a throw (global view: by its value and whether it goes to another juggler):
 * "gap" (0), "zip" (1), "hold" (a held 2), "flip" (a 2 tossed to another hand), "self" (3),
 * "heff" (a 4 self: a double to the same hand), "triple self" (5 and up), "zap" (a 2 or 1 passed:
 * a quick flat pass), "pass" (3p), "double" (4p), "triple" (5p), "quad" (6p and up); a bounced
 * throw is named "bounce". */
const char *anim_pass_throw_name(int value, bool pass, bool held, bool bounce);

typedef struct AnimPassPlace {
    double pos[3];   /* where the juggler stands, on the floor */
    double yaw;      /* radians: 0 faces the viewer, pi/2 faces the viewer's right */
} AnimPassPlace;

typedef struct AnimPassEvent {
    int beat;                 /* within one repetition */
    int juggler, hand, to_juggler, to_hand;
    int value;
    int index, column;        /* the written throw (notation.h) */
    int slot;                 /* place among a hand's throws on this beat (multiplex) */
    bool pass, held;
    int bounces;              /* floor touches on the way (0: none) */
    int next, next_cycles;    /* the event that throws this prop next, and in which repetition */
    int prev;                 /* the event whose prop this one throws */
    int label;                /* the prop it carries in the first repetition */
    int turns;                /* club spins */
    double t_throw, t_catch;  /* seconds shown */
    double catch_before;      /* seconds: when the thrower's hand caught what it throws here */
    double hand_catch[3];     /* world: where that hand caught it */
    double p0[3], v0[3], p1[3];
    double seg_t[ANIM_PASS_MAX_BOUNCES + 1];   /* flight time at each floor touch (bounces) */
    double seg_v[ANIM_PASS_MAX_BOUNCES + 1];   /* upward speed leaving each touch */
    double restitution;       /* upward speed off the floor, of the downward speed */
    double spin_dir[3];       /* horizontal unit vector a club's head turns towards */
    double tilt0, tilt1;      /* club angle at release and at the catch, about spin_dir */
    double spot_throw[3];     /* world: where the hand releases it */
    double spot_catch[3];     /* world: where the catching hand takes it */
} AnimPassEvent;

typedef struct AnimPassMotion {
    AnimSettings settings;    /* rate, dwell, prop as resolved */
    int jugglers, props, period, max_value;
    double beat_seconds, slowdown, gravity;
    bool bounces;             /* some throw bounces: the floor is drawn */
    AnimPassPlace place[ANIM_PASS_MAX_JUGGLERS];
    int own_beat[ANIM_PASS_MAX_JUGGLERS];
    /* the ring seen from slightly above (anim_pass_seen); view_lift 0: straight ahead */
    double view_lift, view_front, view_depth, view_cx;   /* notation beats per beat of the juggler's own count */
    double left, right, top;  /* extent of figures and flights as seen, x and y (for the camera) */
    int event_count;
    AnimPassEvent events[ANIM_PASS_MAX_EVENTS];   /* by beat, as the notation lists them */
    int beat_first[NOTATION_MAX_BEATS + 1];
    /* each hand's throws in beat order (one per beat: the first slot) */
    int hand_count[ANIM_PASS_MAX_JUGGLERS][2];
    int hand_events[ANIM_PASS_MAX_JUGGLERS][2][NOTATION_MAX_BEATS];
    /* props swap places from one repetition to the next (as in AnimMotion) */
    int perm_cycle[ANIM_MAX_PROPS], perm_pos[ANIM_MAX_PROPS];
    int perm_start[ANIM_MAX_PROPS], perm_len[ANIM_MAX_PROPS], perm_members[ANIM_MAX_PROPS];
} AnimPassMotion;

/* A throw's name by its flight time in the thrower's own beats: a juggler written at double
 * time (throwing on every other beat, as in the four-handed Why Not) counts two notation beats
 * as one, so its 7p is a single pass and its 8 a heff. The notation has no other per-juggler
 * offset: a pattern written in one count (Why Not for two) is named by value as written. */
const char *anim_pass_event_name(const AnimPassMotion *m, const AnimPassEvent *e);

/* Prepares a valid pattern (notation_validate) for juggling: false with a sentence in err when
 * it cannot (too many props, no throws). settings: rate 0 chooses one, style is not used. */
bool anim_pass_prepare(const NotationPattern *p, const AnimSettings *settings, AnimPassMotion *out,
                       char *err, size_t err_size);

double anim_pass_cycle_seconds(const AnimPassMotion *m);

/* Where each juggler's hand is (world frame) at any time. */
void anim_pass_hand_at(const AnimPassMotion *m, int juggler, int hand, double seconds, double out[3]);

typedef struct AnimPassPose {
    double seconds, beat;
    int jugglers, prop_count;
    AnimPropPose props[ANIM_MAX_PROPS];          /* world frame; hand: the holding hand or -1 */
    int prop_juggler[ANIM_MAX_PROPS];            /* holder, or the juggler drawn with it in flight */
    int figure_order[ANIM_PASS_MAX_JUGGLERS];    /* farthest first */
    /* Each juggler as a solo pose in the world frame: body and arms, every prop, and in its
     * paint order only its arms and the props drawn with it. */
    AnimPose figure[ANIM_PASS_MAX_JUGGLERS];
} AnimPassPose;

void anim_pass_pose_at(const AnimPassMotion *m, double seconds, AnimPassPose *out);

/* Three or more in a ring are seen from slightly above, so the ring reads: a world point as
 * drawn, the back ones higher and a little smaller (x about the ring's centre, y up by depth
 * behind the front juggler); two passers and a solo juggler are seen straight ahead (as is). */
void anim_pass_seen(const AnimPassMotion *m, const double world[3], double out[3]);
/* A pose (anim_pass_pose_at) moved to how it is seen, for drawing. */
void anim_pass_pose_seen(const AnimPassMotion *m, AnimPassPose *pose);

/* The shot (front view, as anim_camera_target_within) that shows every figure and flight, no
 * taller than max_height (0: any) unless the figures need it, centred on the jugglers. */
AnimShot anim_pass_camera_target(const AnimPassMotion *m, double aspect, double max_height);
/* Moves a camera towards a shot, as anim_camera_follow does for a solo motion. */
void anim_camera_follow_shot(AnimCamera *cam, AnimShot want, double dt);
