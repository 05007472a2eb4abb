/* anim_pose_at: where every prop and hand is at one instant, from the prepared motion; and the
 * ladder-diagram data. Only reads the motion, so any number of poses can be asked at once. */
#include "anim_internal.h"

#include <math.h>
#include <string.h>

#define PI 3.14159265358979323846
#define CLUB_BALANCE 0.18   /* metres from the handle's grip to a club's centre of mass */

unsigned anim_colour_rgb(int colour)
{
    /* Okabe–Ito's colour-blind-safe set first, then lighter and darker variants. */
    static const unsigned rgb[ANIM_COLOURS] = {
        0xE69F00, 0x56B4E9, 0x009E73, 0xF0E442, 0x0072B2, 0xD55E00,
        0xCC79A7, 0xF5F5F5, 0x8C510A, 0x7F3C8D, 0x80CDC1, 0x404040,
    };
    if (colour < 0)
        colour = -colour;
    return rgb[colour % ANIM_COLOURS];
}

static long floor_div(long a, long b)
{
    long q = a / b;
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;
}

/* The prop at an event `cycles` cycles after the first: labels move on by f^cycles. */
static int prop_at(const AnimMotion *m, int label, double cycles)
{
    int c = m->perm_cycle[label], len = m->perm_len[c];
    double k = fmod(cycles, len);
    if (k < 0)
        k += len;
    int pos = (m->perm_pos[label] + (int)k) % len;
    return m->perm_members[m->perm_start[c] + pos];
}

static double smooth(double u)
{
    u = anim_clamp(u, 0, 1);
    return u * u * (3 - 2 * u);
}

static double hand_sign(int hand)
{
    return hand == SITESWAP_RIGHT ? -1.0 : 1.0;
}

static double dot3(const double a[3], const double b[3])
{
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

void anim_two_bone(const double root[3], const double target[3], double a, double b,
                   const double pole[3], double joint[3])
{
    double d[3] = {target[0] - root[0], target[1] - root[1], target[2] - root[2]};
    double len = sqrt(dot3(d, d));
    if (len < 1e-9) {   /* no direction to work from: hang the joint towards the pole */
        double pn = sqrt(dot3(pole, pole));
        for (int i = 0; i < 3; i++)
            joint[i] = root[i] + (pn > 1e-9 ? pole[i] / pn : (i == 1 ? -1 : 0)) * a;
        return;
    }
    for (int i = 0; i < 3; i++)
        d[i] /= len;
    double reach = anim_clamp(len, fabs(a - b), a + b);
    /* The joint lies on the circle where two spheres meet: `along` the line, `up` off it. */
    double along = (a * a - b * b + reach * reach) / (2 * reach);
    double up = sqrt(fmax(a * a - along * along, 0));
    double p[3], k = dot3(pole, d);
    for (int i = 0; i < 3; i++)
        p[i] = pole[i] - k * d[i];
    double pn = sqrt(dot3(p, p));
    if (pn < 1e-9) {   /* pole along the bones: any side will do, pick one that is stable */
        double alt[3] = {d[1], -d[0], 0};
        if (dot3(alt, alt) < 1e-12)
            alt[0] = 1, alt[1] = 0, alt[2] = 0;
        memcpy(p, alt, sizeof p);
        pn = sqrt(dot3(p, p));
    }
    for (int i = 0; i < 3; i++)
        joint[i] = root[i] + d[i] * along + p[i] / pn * up;
}

/* ---- The body ---- */

#define BREATH_SECONDS 3.8
#define SWAY_SECONDS 6.7
#define PELVIS_Y 0.955      /* hip joints standing, before the knees give */
#define HIP_X 0.095
#define FOOT_X 0.15
#define NECK 0.07           /* chest to the neck's top */
#define HEAD_ABOVE_NECK 0.10

/* Where the head looks: the props weighted towards the highest ones, so the gaze glides from one
 * high throw to the next instead of jumping when another prop becomes the highest. */
static void gaze_target(const AnimPose *pose, double out[3])
{
    if (pose->prop_count <= 0) {
        out[0] = 0, out[1] = 1.2, out[2] = 0.4;
        return;
    }
    double top = -1e9;
    for (int p = 0; p < pose->prop_count; p++)
        top = fmax(top, pose->props[p].pos[1]);
    double w_sum = 0, acc[3] = {0, 0, 0};
    for (int p = 0; p < pose->prop_count; p++) {
        double w = exp((pose->props[p].pos[1] - top) / 0.2);
        w_sum += w;
        for (int i = 0; i < 3; i++)
            acc[i] += w * pose->props[p].pos[i];
    }
    for (int i = 0; i < 3; i++)
        out[i] = acc[i] / w_sum;
}

void anim_place_body(AnimPose *pose)
{
    AnimBodyPose *b = &pose->body;
    double t = pose->seconds;
    b->breath = 0.5 - 0.5 * cos(2 * PI * t / BREATH_SECONDS);
    /* Weight shifts slowly from foot to foot, and a little towards where the hands work. */
    double hands_x = (pose->hands[0].pos[0] + pose->hands[1].pos[0]) / 2;
    double sway = 0.013 * sin(2 * PI * t / SWAY_SECONDS) + 0.06 * hands_x;
    /* The knees give a little with every throw. */
    double dip = 0.008 * (0.5 - 0.5 * cos(2 * PI * pose->beat));
    double pelvis[3] = {sway, PELVIS_Y - dip, 0};
    memcpy(b->pelvis, pelvis, sizeof pelvis);
    for (int h = 0; h < 2; h++) {
        double sx = hand_sign(h);
        double hip[3] = {pelvis[0] + sx * HIP_X, pelvis[1], pelvis[2]};
        double ankle[3] = {sx * FOOT_X, ANIM_ANKLE_Y, 0.02};
        double knee_pole[3] = {sx * 0.2, 0, 1};   /* knees forwards, a little apart */
        memcpy(b->hips[h], hip, sizeof hip);
        memcpy(b->ankles[h], ankle, sizeof ankle);
        anim_two_bone(hip, ankle, ANIM_THIGH, ANIM_SHIN, knee_pole, b->knees[h]);
    }
    /* The chest sits over the pelvis, leans a touch with the sway, rises as it breathes in. */
    b->chest[0] = sway * 1.5;
    b->chest[1] = ANIM_SHOULDER_Y - dip + 0.012 * b->breath;
    b->chest[2] = 0.01;
    double look[3];
    gaze_target(pose, look);
    double to[3] = {look[0] - b->chest[0], look[1] - (b->chest[1] + 0.2), look[2] - 0.05};
    double n = sqrt(dot3(to, to));
    /* The head tips towards what it watches, but only a little: a juggler looks with the eyes. */
    double tip_x = n > 1e-9 ? to[0] / n : 0, tip_y = n > 1e-9 ? to[1] / n : 0;
    b->head[0] = b->chest[0] + 0.035 * tip_x;
    b->head[1] = b->chest[1] + NECK + HEAD_ABOVE_NECK - 0.01 * fabs(tip_x) + 0.006 * tip_y;
    b->head[2] = 0.02 + 0.015 * tip_y;
    double g[3] = {look[0] - b->head[0], look[1] - b->head[1], look[2] - b->head[2] + 0.6};
    double gn = sqrt(dot3(g, g));
    for (int i = 0; i < 3; i++)
        b->gaze[i] = gn > 1e-9 ? g[i] / gn : (i == 2 ? 1 : 0);
}

/* The arm: the shoulder sits on the chest, follows its hand a little (up when it throws high,
 * forwards and across when it reaches), and more when the hand would be out of reach, so both
 * bones keep their lengths; the elbow points down, out and back. */
void anim_place_arm(int hand, const AnimBodyPose *b, AnimHandPose *h)
{
    double sx = hand_sign(hand);
    double rest_hand[3] = {sx * 0.21, ANIM_HAND_Y, 0.36};
    double S[3] = {b->chest[0] + sx * ANIM_SHOULDER_X, b->chest[1], 0.02};
    for (int i = 0; i < 3; i++)
        S[i] += anim_clamp(0.1 * (h->pos[i] - rest_hand[i]), -0.04, 0.04);
    double a = ANIM_UPPER_ARM, f = ANIM_FOREARM;
    double d[3] = {h->pos[0] - S[0], h->pos[1] - S[1], h->pos[2] - S[2]};
    double len = sqrt(dot3(d, d));
    /* Near full stretch the elbow would swing fast for a small hand movement: the reach eases
     * towards its limit and the shoulder comes along for the rest. */
    double knee = 0.9 * (a + f), limit = 0.985 * (a + f);
    if (len > knee) {
        double eased = knee + (limit - knee) * tanh((len - knee) / (limit - knee));
        for (int i = 0; i < 3; i++)
            S[i] += d[i] / len * (len - eased);
    }
    memcpy(h->shoulder, S, sizeof S);
    double pole[3] = {sx * 0.35, -1.0, -0.45};
    anim_two_bone(S, h->pos, a, f, pole, h->elbow);
    h->crossed = anim_clamp(-sx * h->pos[0] / 0.2, 0, 1);
}

/* A club's direction, handle to head, at spin angle theta (0 upright, turning towards the
 * viewer): it spins in a plane turned a little from side-on, so the spin shows from the front. */
#define CLUB_SPIN_PLANE 0.45   /* radians between the spin plane and the side view */
#define RING_TURN 1.25         /* radians from facing the viewer */

static void club_dir(double theta, double lean, double out[3])
{
    out[0] = lean * sin(theta) * sin(CLUB_SPIN_PLANE);
    out[1] = cos(theta);
    out[2] = sin(theta) * cos(CLUB_SPIN_PLANE);
    double n = sqrt(dot3(out, out));
    for (int i = 0; i < 3; i++)
        out[i] /= n;
}

static void place_prop(const AnimMotion *m, const AnimEvent *e, double seconds, double tau,
                       AnimPropPose *pp)
{
    double flight = e->t_catch - e->t_throw;
    double theta;
    if (!e->held && tau < flight) {
        pp->pos[0] = e->p0[0] + e->v0[0] * tau;
        pp->pos[1] = e->p0[1] + e->v0[1] * tau - 0.5 * m->gravity * tau * tau;
        pp->pos[2] = e->p0[2] + e->v0[2] * tau;
        pp->hand = -1;
        double spin = e->turns * 2 * PI + (e->tilt_catch - e->tilt_throw);
        theta = e->tilt_throw + spin * (tau / flight);
    } else {
        const AnimEvent *nx = &m->events[e->next];
        double in_from = e->held ? 0 : flight, in_len = (e->t_next - e->t_throw) - in_from;
        double u = in_len > 0 ? (tau - in_from) / in_len : 1;
        const double *off0 = e->held ? e->off_throw : e->off_catch;
        double hp[3];
        anim_hand_at(m, e->to_hand, seconds, hp);
        double f = smooth(u);
        for (int i = 0; i < 3; i++)
            pp->pos[i] = hp[i] + anim_lerp(off0[i], nx->off_throw[i], f);
        pp->hand = e->to_hand;
        if (e->held)
            theta = e->tilt_throw + (e->tilt_catch - e->tilt_throw) * sin(PI * anim_clamp(u, 0, 1));
        else
            theta = anim_lerp(e->tilt_catch, nx->tilt_throw, f);
    }
    theta = fmod(theta, 2 * PI);
    if (theta > PI)
        theta -= 2 * PI;
    if (m->settings.prop == ANIM_PROP_CLUB) {
        /* The club's head leans towards the middle: a hand's own side until it is caught. */
        double lean = pp->hand >= 0 ? -hand_sign(pp->hand)
                                    : anim_lerp(-hand_sign(e->hand), -hand_sign(e->to_hand),
                                                smooth(tau / flight));
        pp->angle = theta;
        club_dir(theta, lean, pp->dir);
        if (pp->hand < 0) {
            /* A club turns about its centre of mass, which flies the parabola; the handle
             * (the point given) goes round it, and is back on the flight path at both ends. */
            double s = tau / flight, d0[3], d1[3];
            club_dir(e->tilt_throw, -hand_sign(e->hand), d0);
            club_dir(e->tilt_catch, -hand_sign(e->to_hand), d1);
            for (int i = 0; i < 3; i++)
                pp->pos[i] += CLUB_BALANCE * (anim_lerp(d0[i], d1[i], s) - pp->dir[i]);
        }
    } else if (m->settings.prop == ANIM_PROP_RING) {
        /* Rings fly edge-on to the viewer, as jugglers throw them, turned just enough for the
         * hole to show. */
        pp->angle = RING_TURN;
        pp->dir[0] = sin(RING_TURN);
        pp->dir[1] = 0;
        pp->dir[2] = cos(RING_TURN);
    } else {
        pp->angle = 0;
        pp->dir[0] = 0;
        pp->dir[1] = 0;
        pp->dir[2] = 1;
    }
}

void anim_pose_at(const AnimMotion *m, double seconds, AnimPose *out)
{
    int P = m->cycle_beats;
    double bs = m->beat_seconds, Ps = P * bs;
    double cycles = floor(seconds / Ps);
    double tt = seconds - cycles * Ps;
    if (tt >= Ps) {   /* rounding */
        tt -= Ps;
        cycles += 1;
    }
    if (tt < 0)
        tt = 0;
    double tbeat = tt / bs;
    long now = (long)floor(tbeat);
    out->seconds = seconds;
    out->beat = cycles * P + tbeat;
    out->prop_count = m->balls;

    for (int back = 0; back < m->max_value; back++) {
        long lb = now - back;
        long cyc = floor_div(lb, P);
        int local = (int)(lb - cyc * P);
        for (int i = m->beat_first[local]; i < m->beat_first[local + 1]; i++) {
            const AnimEvent *e = &m->events[i];
            if (e->value == 0 || (double)(lb + e->value) <= tbeat)
                continue;
            int id = prop_at(m, e->label, cycles + (double)cyc);
            AnimPropPose *pp = &out->props[id];
            place_prop(m, e, seconds, (tbeat - (double)lb) * bs, pp);
            pp->colour = id % ANIM_COLOURS;
        }
    }

    for (int h = 0; h < 2; h++)
        anim_hand_at(m, h, seconds, out->hands[h].pos);
    anim_place_body(out);
    for (int h = 0; h < 2; h++)
        anim_place_arm(h, &out->body, &out->hands[h]);

    /* Back to front by depth: a prop in a hand sits just in front of it. */
    double key[ANIM_MAX_PROPS + 2];
    int n = 0;
    for (int h = 0; h < 2; h++) {
        out->order[n] = (AnimItem){ANIM_ITEM_ARM, h};
        key[n++] = out->hands[h].pos[2] - 0.01;
    }
    for (int p = 0; p < out->prop_count; p++) {
        out->order[n] = (AnimItem){ANIM_ITEM_PROP, p};
        key[n++] = out->props[p].pos[2] + (out->props[p].hand >= 0 ? 0.02 : 0);
    }
    for (int i = 1; i < n; i++) {
        AnimItem it = out->order[i];
        double k = key[i];
        int j = i - 1;
        while (j >= 0 && key[j] > k) {
            key[j + 1] = key[j];
            out->order[j + 1] = out->order[j];
            j--;
        }
        key[j + 1] = k;
        out->order[j + 1] = it;
    }
    out->item_count = n;
}

/* ---- Ladder ---- */

static void mark_current(AnimLadderThrow *out, int n, double now_beat)
{
    long latest[2] = {-1000000000L, -1000000000L};
    for (int i = 0; i < n; i++)
        if (out[i].beat <= now_beat && out[i].beat > latest[out[i].hand])
            latest[out[i].hand] = out[i].beat;
    for (int i = 0; i < n; i++)
        out[i].current = out[i].beat == latest[out[i].hand];
}

int anim_ladder(const AnimMotion *m, long first_beat, long last_beat, double now_beat,
                AnimLadderThrow *out, int max)
{
    int P = m->cycle_beats, n = 0;
    for (long beat = first_beat; beat <= last_beat; beat++) {
        long cyc = floor_div(beat, P);
        int local = (int)(beat - cyc * P);
        for (int i = m->beat_first[local]; i < m->beat_first[local + 1]; i++, n++) {
            if (n >= max)
                continue;
            const AnimEvent *e = &m->events[i];
            AnimLadderThrow *t = &out[n];
            t->beat = (int)beat;
            t->hand = e->hand;
            t->to_hand = e->to_hand;
            t->value = e->value;
            t->land_beat = (int)beat + e->value;
            t->catch_beat = beat + (e->t_catch - e->t_throw) / m->beat_seconds;
            t->prop = e->value > 0 ? prop_at(m, e->label, (double)cyc) : -1;
            t->index = e->index;
            t->column = e->column;
            t->collides = false;
        }
    }
    mark_current(out, n < max ? n : max, now_beat);
    return n;
}

int anim_ladder_pattern(const Siteswap *s, long first_beat, long last_beat, double now_beat,
                        AnimLadderThrow *out, int max)
{
    static const SiteswapProblems none;
    SiteswapProblems pr = none;
    siteswap_problems(s, &pr);
    int n = 0;
    for (long beat = first_beat < 0 ? 0 : first_beat; beat <= last_beat; beat++) {
        SiteswapBeatThrow th[SITESWAP_MAX_MULTIPLEX * 2];
        int count = siteswap_throws_on_beat(s, beat, th, SITESWAP_MAX_MULTIPLEX * 2);
        if (count > SITESWAP_MAX_MULTIPLEX * 2)
            count = SITESWAP_MAX_MULTIPLEX * 2;
        for (int i = 0; i < count; i++, n++) {
            if (n >= max)
                continue;
            AnimLadderThrow *t = &out[n];
            t->beat = (int)beat;
            t->hand = th[i].from_hand;
            t->to_hand = th[i].to_hand;
            t->value = th[i].value;
            t->land_beat = (int)beat + th[i].value;
            bool held = th[i].value == 2 && th[i].from_hand == th[i].to_hand;
            t->catch_beat = held || th[i].value == 0 ? (double)beat
                            : th[i].value == 1 ? beat + 0.35
                                               : t->land_beat - ANIM_DEFAULT_DWELL;
            t->prop = -1;
            t->index = th[i].index;
            t->column = th[i].column;
            t->collides = th[i].value > 0 && th[i].index >= 0 && th[i].index < SITESWAP_MAX_THROWS &&
                          pr.collides[th[i].index];
        }
    }
    mark_current(out, n < max ? n : max, now_beat);
    return n;
}
