/* The juggling animator: where every prop and both hands are at any moment of a pattern.
 *
 * anim_prepare turns a valid siteswap (src/rules/siteswap.h) plus settings (speed, dwell, style,
 * props) into an AnimMotion: every throw's flight and each hand's path over one cycle. After
 * that, anim_pose_at answers "where is everything at time t" in a few microseconds, for any t,
 * so screens can draw at any frame rate. The ladder functions give what a ladder diagram needs.
 *
 * Pure C11: no SDL, no clock, no I/O, no heap, no global state; the caller passes time in.
 *
 * Units and frame: seconds, beats, metres, real gravity (9.8 m/s²). The frame is body-centred:
 * the origin is on the floor between the juggler's feet, x runs across to the viewer's right (the
 * juggler's right hand is at negative x), y is up, z points from the body towards the viewer.
 * Hands work at about y = 1 m. */
#pragma once

#include <stdbool.h>
#include <stddef.h>

#include "siteswap.h"

#define ANIM_GRAVITY 9.8             /* m/s² */
#define ANIM_DEFAULT_DWELL 1.3       /* beats a prop spends in the hand, of every 2 */
#define ANIM_MAX_PROPS 64
#define ANIM_MAX_CYCLE_BEATS 384     /* beats after which hands and throws repeat (before props swap) */
#define ANIM_MAX_EVENTS 2048         /* throws (0s included) in those beats */
#define ANIM_MAX_KNOTS (ANIM_MAX_CYCLE_BEATS * 3 + 2)  /* per hand: up to 6 per throw, and the loop closed */

typedef enum AnimStyle {
    ANIM_STYLE_NORMAL,      /* throw inside, catch outside */
    ANIM_STYLE_REVERSE,     /* throw outside, catch inside */
    ANIM_STYLE_MILLS_MESS,  /* arms cross and uncross */
    ANIM_STYLE_TENNIS,      /* every third throw from outside, over the pattern */
    ANIM_STYLE_COLUMNS,     /* straight up; with (4,4)(4,0) the right hand takes the middle */
    ANIM_STYLE_BURKES,      /* Burke's Barrage (423): the held ball is carried over the top */
    ANIM_STYLE_RUBENSTEIN,  /* Rubenstein's Revenge (52233): arms cross on the 2s and 3s */
    ANIM_STYLE_COUNT
} AnimStyle;

/* The one map from names to styles, for every screen: the catalogue's style words
 * ("mills-mess"), the Rules text's modifiers ("mills") and the tricks' own names ("Mills Mess",
 * "Burke's Barrage"). Case, spaces, hyphens and apostrophes do not matter. False (and *out
 * untouched) for a name that is no style. */
bool anim_style_from_name(const char *name, AnimStyle *out);
/* The same, with ANIM_STYLE_NORMAL for a name that is no style (or NULL). */
AnimStyle anim_style_named(const char *name);
/* The style's word as the catalogue writes it ("mills-mess"), and its name for people. */
const char *anim_style_word(AnimStyle style);
const char *anim_style_label(AnimStyle style);

typedef enum AnimProp { ANIM_PROP_BALL, ANIM_PROP_CLUB, ANIM_PROP_RING } AnimProp;

typedef enum AnimStart {
    ANIM_START_IN_STATE,     /* props already placed as the pattern needs; loops forever */
    ANIM_START_FROM_GROUND,  /* ground-state cascade/fountain, transition in, pattern, transition out, loop */
} AnimStart;

typedef struct AnimSettings {
    double rate;         /* beats per second; 0 = chosen from the pattern */
    double dwell;        /* beats a prop spends in the hand; 0 = ANIM_DEFAULT_DWELL */
    AnimStyle style;
    AnimProp prop;
    bool start_left;     /* mirror: the left hand throws beat 0 */
    bool toss_twos;      /* a 2 that stays in its hand is tossed instead of held */
    AnimStart start;
    int pattern_repeats; /* ANIM_START_FROM_GROUND: repetitions of the pattern between entry and exit (0 = enough for ~6 s) */
    int ground_repeats;  /* ANIM_START_FROM_GROUND: ground throws before the entry (0 = 6) */
    double slowdown;     /* shown this many times slower than juggled (1 = real time); 0 = the
                          * least that keeps the highest throw within ANIM_SHOWN_RISE */
} AnimSettings;

/* High throws at the tempo of the ball count would fly metres high and shrink the juggler to a
 * speck. Like Juggling Lab's slowdown, such a pattern is juggled at a quicker tempo, which keeps
 * its throws lower (a throw's height grows with the square of its time in the air), and shown
 * slowed down, so the beat on screen stays the ball count's (AnimSettings.rate). In the motion
 * everything is in the seconds shown: a prop falls under ANIM_GRAVITY / slowdown². The highest
 * throw rises at most this far above the hand (a 5-ball cascade's height): */
#define ANIM_SHOWN_RISE 1.1
#define ANIM_MAX_SLOWDOWN 4.0

/* The automatic slowdown (>= 1) for a pattern shown at `rate` beats per second with this dwell. */
double anim_auto_slowdown(const Siteswap *s, double rate, double dwell);

/* Settings every field of which means "default". */
AnimSettings anim_default_settings(void);

/* One throw of the prepared cycle (a 0 is an entry too: it moves the empty hand). Private to
 * the animator; read it through the ladder functions. */
typedef struct AnimEvent {
    int beat;            /* within the cycle */
    int hand, to_hand;   /* SiteswapHand, after mirroring */
    int value;
    int index, column;   /* the written throw (see SiteswapThrow); -1 for transition throws */
    int slot;            /* place among the props thrown together (multiplex) */
    bool held;           /* stays in the hand (a held 2) */
    bool in_pattern;     /* part of the pattern itself, not the ground or a transition */
    int next;            /* event that throws this prop next (index, may wrap the cycle) */
    int prev;
    int label;           /* prop carried in the first cycle */
    int turns;           /* club spins in the air */
    double t_throw, t_catch, t_next;   /* seconds: release, catch, next release */
    double p0[3], v0[3], p1[3];        /* flight: parabola from p0 with v0, reaching p1 at t_catch */
    double off_throw[3], off_catch[3]; /* where in the hand (multiplex props sit apart) */
    double tilt_catch, tilt_throw;     /* club angle in the hand at catch and release */
} AnimEvent;

typedef struct AnimKnot {
    double t;                /* seconds */
    double p[3], v[3];
} AnimKnot;

/* Everything anim_pose_at needs: fill with anim_prepare. Large (a few hundred kB): keep one per
 * animated pattern, statically or on the heap. Fields are read-only for callers. */
typedef struct AnimMotion {
    AnimSettings settings;     /* as resolved: rate and dwell filled in */
    int balls;
    int cycle_beats;           /* hands and throws repeat after this many beats */
    long full_cycle_beats;     /* ...and every prop is back in its place after this many */
    double beat_seconds;       /* 1 / rate, seconds shown */
    double slowdown;           /* as resolved: shown this many times slower than juggled (>= 1) */
    double gravity;            /* ANIM_GRAVITY / slowdown²: how props fall in the seconds shown */
    double max_height;         /* highest point of any prop's flight path (ball centre, club balance point) */
    double throw_height;       /* the pattern's highest throw, apex above the hand that releases it
                                * (what people call a throw's height: a cascade 3 is about 0.4 m);
                                * real: at the tempo juggled, rate * slowdown */
    double top;                /* highest point of anything drawn, prop sizes included: for fitting the view */
    double hand_low;           /* lowest point of the hands */
    double width;              /* widest x reached by props or hands, either side */
    /* What is animated (with ANIM_START_FROM_GROUND: the whole sequence), a copy the motion
     * owns in place so a motion stays one plain block: read it with anim_pattern. */
    _Alignas(8) unsigned char pattern_storage[SITESWAP_MAX_BYTES];
    int pattern_first_beat, pattern_beats;  /* where the user's pattern sits in the cycle */
    int event_count;
    AnimEvent events[ANIM_MAX_EVENTS];      /* by beat, then hand, then slot */
    int beat_first[ANIM_MAX_CYCLE_BEATS + 1];
    int knot_count[2];
    AnimKnot knots[2][ANIM_MAX_KNOTS];
    /* Props swap places from one cycle to the next: label -> label, as cycles. */
    int perm_cycle[ANIM_MAX_PROPS], perm_pos[ANIM_MAX_PROPS];
    int perm_start[ANIM_MAX_PROPS], perm_len[ANIM_MAX_PROPS], perm_members[ANIM_MAX_PROPS];
    int max_value;
} AnimMotion;

/* Prepares the motion for a valid pattern. On failure (invalid pattern, out of limits, bad
 * settings) returns false with a sentence for the user in err (may be NULL). */
bool anim_prepare(const Siteswap *s, const AnimSettings *settings, AnimMotion *out, char *err,
                  size_t err_size);

/* The automatic beat rate for a pattern with this dwell: about 2.9 beats/s for 3 balls, 3.4 for 4,
 * 4.1 for 5, 5 for 7; raised if a throw would need more than ANIM_MAX_AIR seconds in the air. */
#define ANIM_MAX_AIR 2.6
double anim_auto_rate(const Siteswap *s, double dwell);

/* The pattern a prepared motion animates (see AnimMotion.pattern_storage). */
const Siteswap *anim_pattern(const AnimMotion *m);

double anim_cycle_seconds(const AnimMotion *m);       /* hands and throws repeat */
double anim_full_cycle_seconds(const AnimMotion *m);  /* everything, prop colours included */

/* ---- Poses ---- */

typedef struct AnimPropPose {
    double pos[3];
    double dir[3];   /* unit vector along the prop: club handle to head; ring normal */
    double angle;    /* club: spin about the x axis from upright; ring: turn about y from facing the viewer */
    int hand;        /* SiteswapHand holding it, -1 in the air */
    int colour;      /* 0..ANIM_COLOURS-1, distinct for each prop up to ANIM_COLOURS */
} AnimPropPose;

/* An arm: the shoulder follows the body and, a little, its hand; the elbow is solved from
 * shoulder and hand with both bones at their lengths (ANIM_UPPER_ARM, ANIM_FOREARM). */
typedef struct AnimHandPose {
    double pos[3];
    double elbow[3];
    double shoulder[3];
    double crossed;  /* 0 own side .. 1 fully across the body's midline (arms crossing) */
} AnimHandPose;

/* The figure's measurements, metres. */
#define ANIM_UPPER_ARM 0.32
#define ANIM_FOREARM 0.36    /* elbow to the middle of the palm */
#define ANIM_THIGH 0.46
#define ANIM_SHIN 0.45
#define ANIM_ANKLE_Y 0.08    /* the soles are on the floor, y = 0 */
#define ANIM_HEAD_R 0.11
#define ANIM_FIGURE_TOP 1.86      /* above the top of the head at its highest, hair included */
#define ANIM_FIGURE_HALF_W 0.56   /* elbows at their widest, either side */

/* The rest of the person: it breathes and sways, bends the knees a little with the throws, and
 * the head turns towards the highest props. Feet stay where they stand. */
typedef struct AnimBodyPose {
    double pelvis[3];       /* between the hip joints */
    double hips[2][3];      /* [SiteswapHand] */
    double knees[2][3];
    double ankles[2][3];    /* fixed: y = ANIM_ANKLE_Y in every frame */
    double chest[3];        /* between the shoulders, where the neck starts */
    double head[3];         /* centre */
    double gaze[3];         /* unit vector: where the face looks */
    double breath;          /* 0 breathed out .. 1 breathed in */
} AnimBodyPose;

/* Something to draw, for painting back to front. */
typedef enum AnimItemKind { ANIM_ITEM_PROP, ANIM_ITEM_ARM } AnimItemKind;
typedef struct AnimItem {
    AnimItemKind kind;
    int id;          /* prop number or SiteswapHand */
} AnimItem;

typedef struct AnimPose {
    double seconds, beat;
    int prop_count;
    AnimPropPose props[ANIM_MAX_PROPS];
    AnimHandPose hands[2];   /* [SiteswapHand] */
    AnimBodyPose body;
    int item_count;
    AnimItem order[ANIM_MAX_PROPS + 2];   /* farthest first */
} AnimPose;

#define ANIM_COLOURS 12
#define ANIM_BALL_RADIUS 0.034   /* metres, for drawing */
#define ANIM_CLUB_LENGTH 0.52    /* knob to head; the handle is held 0.10 from the knob */
#define ANIM_RING_RADIUS 0.16
/* Colour-blind-friendly colours for prop colour indices, 0xRRGGBB. */
unsigned anim_colour_rgb(int colour);

/* Where everything is at `seconds` (any value; negative and huge times are fine). */
void anim_pose_at(const AnimMotion *m, double seconds, AnimPose *out);

/* Two bones from root to target, of lengths a and b: where their joint goes, bent towards
 * `pole`. A target beyond reach is met with the bones straight towards it. */
void anim_two_bone(const double root[3], const double target[3], double a, double b,
                   const double pole[3], double joint[3]);

/* ---- Camera ---- */

/* What a front view shows, in the animator's metres: a rectangle centred on (cx, cy), `height`
 * high and height * aspect wide. */
typedef struct AnimShot {
    double cx, cy, height;
} AnimShot;

/* A camera that moves: its shot, eased towards the one each new pattern needs. */
typedef struct AnimCamera {
    AnimShot shot;
    bool framed;        /* false until the first follow, which frames at once */
    double max_height;  /* the tallest shot it takes, metres (0: any): see anim_camera_target_within */
} AnimCamera;

#define ANIM_CAMERA_ZOOM_RATE 1.2   /* most the zoom changes in a second, as ln(height) */
#define ANIM_CAMERA_EASE 0.35       /* seconds: the time constant of the ease */

/* The shot for a motion in a view of this aspect (width / height): the whole figure, the highest
 * throw and the widest reach with a margin, the floor near the bottom edge. */
AnimShot anim_camera_target(const AnimMotion *m, double aspect);
/* The same, no taller than max_height (0: no limit), so the figure keeps its size: the floor
 * stays where it is and the tops of the highest arcs leave the shot (the screen marks where).
 * Never shorter than the figure needs. */
AnimShot anim_camera_target_within(const AnimMotion *m, double aspect, double max_height);

/* Moves the camera `dt` seconds towards the motion's shot (within its max_height): smoothly, the zoom never faster than
 * ANIM_CAMERA_ZOOM_RATE. A camera not yet framed takes the shot at once; dt <= 0 (a pause, time
 * scrubbed back) leaves it where it is. */
void anim_camera_follow(AnimCamera *cam, const AnimMotion *m, double aspect, double dt);

/* ---- Ladder diagram ---- */

typedef struct AnimLadderThrow {
    int beat;            /* absolute beat */
    int hand, to_hand;   /* SiteswapHand */
    int value;
    int land_beat;       /* beat + value */
    double catch_beat;   /* when the landing hand catches it (== beat for a held prop) */
    int prop;            /* which prop (-1 for a 0) */
    int index, column;   /* written throw, to highlight in the pattern text (-1: transition throw) */
    bool current;        /* the throw happening now (the latest made, per hand) */
    bool collides;       /* invalid patterns: lands where too many props land */
} AnimLadderThrow;

/* Throws made on beats [first_beat, last_beat] of the prepared motion, with `now_beat` marking
 * the current ones. Returns how many there are (may exceed max; only max are written). */
int anim_ladder(const AnimMotion *m, long first_beat, long last_beat, double now_beat,
                AnimLadderThrow *out, int max);

/* The same for any parsed pattern, valid or not, straight from the notation (no motion): invalid
 * patterns mark the colliding throws so the Lab can draw the collision. */
int anim_ladder_pattern(const Siteswap *s, long first_beat, long last_beat, double now_beat,
                        AnimLadderThrow *out, int max);
