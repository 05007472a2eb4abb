/* Card motion: a timeline of cards sliding, flipping and lifting from one place to another.
 *
 * The game changes at once; the view then asks this timeline where each moving card is. A move
 * goes from one place to another between two named piles (tags the scene chooses), eases in and
 * out, lifts a little on the way and flips when its face changes (the card narrows to an edge
 * and widens showing its other side). Moves queued one after another are staggered, as when
 * dealing one card at a time round the table. Time is seconds on the timeline; the scene feeds
 * it fixed ticks, scaled by the animation-speed setting, and can hurry or skip what is moving.
 * Pure C: no SDL, no clock. */
#pragma once

#include <stdbool.h>

#define MOTION_MAX_MOVES 320
#define MOTION_MOVE_SECONDS 0.42   /* one card's slide at normal speed */
#define MOTION_DEAL_GAP 0.085      /* between cards dealt one after another */
#define MOTION_HURRY 5.0           /* how much faster a hurried timeline runs */
#define MOTION_INSTANT 0.0         /* the speed for "Instant": every move lands as it is queued */

typedef struct MotionPlace {
    float x, y;       /* centre, in the scene's units */
    float height;     /* the card's height there */
    float angle;      /* degrees, clockwise */
    bool face_up;
} MotionPlace;

typedef struct MotionMove {
    int card;               /* card id, or -1 for a card this view may only see the back of */
    int from_pile, to_pile; /* the scene's tags for the piles it leaves and reaches */
    MotionPlace from, to;
    double start, duration; /* seconds on the timeline (filled by motion_add) */
} MotionMove;

typedef struct CardMotion {
    double now;             /* seconds on the timeline */
    double last_start;      /* start of the last move queued */
    double speed;           /* the animation-speed setting: 1 = normal */
    bool instant;           /* speed MOTION_INSTANT: nothing is ever on its way */
    bool hurried;           /* this batch runs MOTION_HURRY times faster until everything lands */
    int n;
    MotionMove moves[MOTION_MAX_MOVES];
} CardMotion;

/* Where a moving card is now. */
typedef struct MotionSample {
    float x, y, height, angle;
    float width_scale;      /* 1 normally, towards 0 at the edge of a flip */
    bool face_up;           /* the side showing now */
    float lift;             /* 0..1: how high it is lifted (draw a larger shadow) */
    bool started;           /* false: still waiting at its start */
} MotionSample;

void motion_init(CardMotion *m, double speed);
/* Speed from the setting, clamped to 0.1..10; exactly MOTION_INSTANT makes the timeline
 * instant: what is moving lands at once, and so does every move queued from then on. */
void motion_set_speed(CardMotion *m, double speed);

/* Queues a move starting gap seconds after the previous queued move (0: with it), and never
 * before now. duration <= 0 takes MOTION_MOVE_SECONDS. When the timeline is full the move is
 * not queued (the card simply appears where it goes) and false is returned; an instant
 * timeline queues nothing either (the card lands at once) and returns true. */
bool motion_add(CardMotion *m, const MotionMove *move, double gap);

/* Advances by real seconds (scaled by speed, and by the hurry); landed moves are dropped. */
void motion_advance(CardMotion *m, double seconds);
/* Makes everything now queued run faster; a second hurry while still hurried skips. */
void motion_hurry(CardMotion *m);
/* Lands every move at once. */
void motion_skip(CardMotion *m);
bool motion_busy(const CardMotion *m);

/* Where move i is `ahead` timeline seconds from now (for blending between ticks). */
bool motion_sample(const CardMotion *m, int i, double ahead, MotionSample *out);

/* Moves still on their way to pile (not landed): the pile shows that many cards fewer. */
int motion_arriving(const CardMotion *m, int pile);
/* Moves that have not left pile yet: the pile still shows those cards. */
int motion_waiting(const CardMotion *m, int pile);

/* Timeline seconds that `seconds` of real time add now (the speed and any hurry): for drawing
 * between ticks. */
double motion_ahead(const CardMotion *m, double seconds);
/* What a pile of `after` cards (its count once everything has landed) shows now: those still
 * on their way to it are not there yet, those that have not left it are still there. */
int motion_shown(const CardMotion *m, int pile, int after);

/* Ease in and out: 0 at 0, 1 at 1, flat at both ends. */
double motion_ease(double p);
