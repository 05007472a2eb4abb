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

/* Shoulder, elbow from the hand: two bones of fixed length, the elbow pointing down and out. */
static void place_arm(int hand, AnimHandPose *h)
{
    double sx = hand_sign(hand);
    double S[3] = {sx * ANIM_SHOULDER_X, ANIM_SHOULDER_Y, 0.02};
    memcpy(h->shoulder, S, sizeof S);
    double d[3], len = 0;
    for (int i = 0; i < 3; i++) {
        d[i] = h->pos[i] - S[i];
        len += d[i] * d[i];
    }
    len = sqrt(len);
    double a = ANIM_UPPER_ARM, b = ANIM_FOREARM;
    /* Near full stretch the elbow would swing fast for a small hand movement: ease the reach
     * towards its limit instead (the forearm is drawn to the hand, so it stretches a little). */
    double full = a + b, knee = 0.85 * full, reach = fmax(len, fabs(a - b) + 1e-6);
    if (reach > knee)
        reach = knee + 0.14 * full * tanh((reach - knee) / (0.14 * full));
    for (int i = 0; i < 3; i++)
        d[i] = len > 1e-9 ? d[i] / len : (i == 1 ? -1 : 0);
    double along = (a * a - b * b + reach * reach) / (2 * reach);
    double up = sqrt(fmax(a * a - along * along, 0));
    double pole[3] = {sx * 0.3, -1.0, -0.5}, dot = 0, pn = 0;
    for (int i = 0; i < 3; i++)
        dot += pole[i] * d[i];
    for (int i = 0; i < 3; i++) {
        pole[i] -= dot * d[i];
        pn += pole[i] * pole[i];
    }
    pn = sqrt(pn);
    for (int i = 0; i < 3; i++)
        h->elbow[i] = S[i] + d[i] * along + (pn > 1e-9 ? pole[i] / pn : 0) * up;
    h->crossed = anim_clamp(-sx * h->pos[0] / 0.2, 0, 1);
}

static void place_prop(const AnimMotion *m, const AnimEvent *e, double seconds, double tau,
                       AnimPropPose *pp)
{
    double flight = e->t_catch - e->t_throw;
    double theta;
    if (!e->held && tau < flight) {
        pp->pos[0] = e->p0[0] + e->v0[0] * tau;
        pp->pos[1] = e->p0[1] + e->v0[1] * tau - 0.5 * ANIM_GRAVITY * tau * tau;
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
        pp->angle = theta;
        pp->dir[0] = 0;
        pp->dir[1] = cos(theta);
        pp->dir[2] = sin(theta);
        if (pp->hand < 0) {
            /* A club turns about its centre of mass, which flies the parabola; the handle
             * (the point given) goes round it, and is back on the flight path at both ends. */
            double s = tau / flight, d0[3] = {0, cos(e->tilt_throw), sin(e->tilt_throw)};
            double d1[3] = {0, cos(e->tilt_catch), sin(e->tilt_catch)};
            for (int i = 0; i < 3; i++)
                pp->pos[i] += CLUB_BALANCE * (anim_lerp(d0[i], d1[i], s) - pp->dir[i]);
        }
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

    for (int h = 0; h < 2; h++) {
        anim_hand_at(m, h, seconds, out->hands[h].pos);
        place_arm(h, &out->hands[h]);
    }

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
        SiteswapThrow th[SITESWAP_MAX_MULTIPLEX * 2];
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
