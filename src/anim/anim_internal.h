/* Inside the animator: styles as data, small vector and spline helpers shared by its files. */
#pragma once

#include "anim.h"

/* Where a hand throws on a beat and catches before that throw, in the hand's own frame: x is
 * measured outwards from the body's midline (negative: reaching across), dy is above the normal
 * hand height, z towards the viewer. */
typedef struct AnimSpot {
    double x, dy, z;
} AnimSpot;

typedef struct AnimStyleBeat {
    AnimSpot throw_at[2];   /* [SiteswapHand] */
    AnimSpot catch_at[2];
} AnimStyleBeat;

#define ANIM_STYLE_MAX_BEATS 6

typedef struct AnimStyleTable {
    const char *name;
    int beats;                      /* the table repeats after this many beats */
    AnimStyleBeat beat[ANIM_STYLE_MAX_BEATS];
} AnimStyleTable;

const AnimStyleTable *anim_style_table(AnimStyle style);

/* The figure: fixed body measurements in metres. */
#define ANIM_HAND_Y 1.10
#define ANIM_SHOULDER_X 0.19
#define ANIM_SHOULDER_Y 1.45

static inline double anim_lerp(double a, double b, double f)
{
    return a + (b - a) * f;
}

static inline double anim_clamp(double v, double lo, double hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

/* Cubic Hermite between (p0, v0) at time 0 and (p1, v1) at time T, evaluated at s*T. */
static inline void anim_hermite(const double p0[3], const double v0[3], const double p1[3],
                                const double v1[3], double T, double s, double out[3])
{
    double s2 = s * s, s3 = s2 * s;
    double h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s;
    double h01 = -2 * s3 + 3 * s2, h11 = s3 - s2;
    for (int i = 0; i < 3; i++)
        out[i] = h00 * p0[i] + h10 * T * v0[i] + h01 * p1[i] + h11 * T * v1[i];
}

/* The ground pattern, the throws into s, s repeated, the throws out, as one new valid pattern
 * that loops (the caller frees it); NULL when it does not fit (then the pattern starts in its
 * own state) or memory runs out. */
Siteswap *anim_compose_from_ground(const Siteswap *s, int ground_repeats, int pattern_repeats,
                                   double rate, int *pattern_first, int *pattern_beats);

/* Where a hand is at `seconds` (any time; the path repeats every cycle). */
void anim_hand_at(const AnimMotion *m, int hand, double seconds, double out[3]);

/* The body of a pose whose seconds, beat, hands and props are set (the props steer the gaze),
 * in the juggler's own frame; and an arm solved to its hand. Shared with the passing animator,
 * which poses each juggler in its own frame and then places it. */
/* Writes the message to err (n bytes, when given) and returns false: the module's one way to refuse. */
bool anim_fail(char *err, size_t n, const char *fmt, ...);
void anim_place_body(AnimPose *pose);
void anim_place_arm(int hand, const AnimBodyPose *b, AnimHandPose *h);
