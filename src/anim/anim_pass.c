/* The passing animator (anim_pass.h): jugglers placed, throws linked and timed, flights laid
 * between hands, bounces off the floor, and poses of every figure at any time. */
#include "anim_pass.h"
#include "anim_internal.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#define PI 3.14159265358979323846
#define CLUB_BALANCE 0.18     /* as anim_pose.c: grip to a club's centre of mass */
#define HOLD_TILT 0.35        /* radians a held club's head leans forwards */
#define RESTITUTION 0.85      /* a ball's upward speed off the floor, of its downward speed */
#define DUO_APART 2.0         /* metres between two passers' feet: near enough to read both */
#define CHEAT_TWO 0.55        /* radians two passers are turned from each other towards the viewer */
#define RING_LIFT 0.2          /* a ring seen from slightly above: metres up on screen per metre back */
#define RING_DISTANCE 20.0     /* metres from the viewer to the back of a ring: nearer is larger */
#define CHEAT_RING 1.3        /* weight of the viewer's direction in a ring juggler's facing */


/* By flight time in half beats of the thrower's own count (a juggler throwing on every beat:
 * twice the value). Passers name passes by spins: up to 2.5 beats a quick flat "zap", 3 and
 * 3.5 (four-handed 6/7) a single "pass", 4 and 4.5 a "double", 5 and 5.5 a "triple". */
static const char *name_by_halves(int halves, bool pass, bool held, bool bounce)
{
    if (bounce)
        return "bounce";
    if (halves <= 0)
        return "gap";
    if (pass)
        return halves <= 5 ? "zap" : halves <= 7 ? "pass" : halves <= 9 ? "double"
               : halves <= 11 ? "triple" : "quad";
    int beats = halves / 2;
    if (beats <= 1)
        return "zip";
    if (beats == 2)
        return held ? "hold" : "flip";
    return beats == 3 ? "self" : beats == 4 ? "heff" : beats == 5 ? "trelf" : "high self";
}

const char *anim_pass_throw_name(int value, bool pass, bool held, bool bounce)
{
    return name_by_halves(2 * value, pass, held, bounce);
}

const char *anim_pass_event_name(const AnimPassMotion *m, const AnimPassEvent *e)
{
    int own = m->own_beat[e->juggler] > 1 ? m->own_beat[e->juggler] : 1;
    return name_by_halves(2 * e->value / own, e->pass, e->held, e->bounces > 0);
}

/* A juggler whose throws all fall on every other beat (0s between, no synchronous pair) is
 * written at double time, as the four-handed Why Not is: its own beat is two. Such a writing
 * is also how a juggler half a beat behind the others is put in the notation. */
static void find_own_beats(AnimPassMotion *m, const NotationPattern *p)
{
    for (int j = 0; j < m->jugglers; j++) {
        int parity = -1;
        bool every_other = p->period % 2 == 0;
        for (int i = 0; i < p->throw_count && every_other; i++) {
            const NotationThrow *t = &p->throws[i];
            if (t->juggler != j || t->value == 0)
                continue;
            if (t->sync || (parity >= 0 && t->beat % 2 != parity))
                every_other = false;
            parity = t->beat % 2;
        }
        m->own_beat[j] = every_other && parity >= 0 ? 2 : 1;
    }
}

double anim_pass_cycle_seconds(const AnimPassMotion *m)
{
    return m->period * m->beat_seconds;
}

static double hand_sign(int hand)
{
    return hand == SITESWAP_RIGHT ? -1.0 : 1.0;
}

static long floor_div(long a, long b)
{
    long q = a / b;
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;
}

/* A point of a juggler's own frame in the world. */
static void to_world(const AnimPassPlace *pl, const double local[3], double out[3])
{
    double c = cos(pl->yaw), s = sin(pl->yaw);
    double x = local[0] * c + local[2] * s, z = -local[0] * s + local[2] * c;
    out[0] = pl->pos[0] + x;
    out[1] = pl->pos[1] + local[1];
    out[2] = pl->pos[2] + z;
}

static void dir_to_world(const AnimPassPlace *pl, const double local[3], double out[3])
{
    double c = cos(pl->yaw), s = sin(pl->yaw);
    out[0] = local[0] * c + local[2] * s;
    out[1] = local[1];
    out[2] = -local[0] * s + local[2] * c;
}

static void to_local(const AnimPassPlace *pl, const double world[3], double out[3])
{
    double c = cos(pl->yaw), s = sin(pl->yaw);
    double x = world[0] - pl->pos[0], z = world[2] - pl->pos[2];
    out[0] = x * c - z * s;
    out[1] = world[1] - pl->pos[1];
    out[2] = x * s + z * c;
}

/* Two face each other, turned a little towards the viewer; three or more stand round a ring,
 * each facing its middle and the viewer, at different distances across so none hides another. */
static void place_jugglers(AnimPassMotion *m)
{
    int n = m->jugglers;
    if (n == 1) {
        m->place[0] = (AnimPassPlace){{0, 0, 0}, 0};
        return;
    }
    if (n == 2) {
        m->place[0] = (AnimPassPlace){{-DUO_APART / 2, 0, 0}, PI / 2 - CHEAT_TWO};
        m->place[1] = (AnimPassPlace){{DUO_APART / 2, 0, 0}, -(PI / 2 - CHEAT_TWO)};
        return;
    }
    double rx = n == 3 ? 1.2 : 1.2 + 0.3 * (n - 4), rz = 1.1;
    double turn = n == 3 ? 0 : PI / n / 2;   /* four: nobody straight behind another */
    for (int j = 0; j < n; j++) {
        double a = PI + turn + 2 * PI * j / n;   /* juggler 1 at the back */
        double x = rx * sin(a), z = rz * cos(a);
        double fx = -sin(a), fz = -cos(a) + CHEAT_RING;
        m->place[j] = (AnimPassPlace){{x, 0, z}, atan2(fx, fz)};
    }
    /* A ring is seen from slightly above: the back ones stand higher and a little smaller. */
    m->view_lift = RING_LIFT;
    m->view_front = -1e9;
    m->view_cx = 0;
    double back = 1e9;
    for (int j = 0; j < n; j++) {
        m->view_front = fmax(m->view_front, m->place[j].pos[2]);
        back = fmin(back, m->place[j].pos[2]);
        m->view_cx += m->place[j].pos[0] / n;
    }
    m->view_depth = m->view_front - back;
}

void anim_pass_seen(const AnimPassMotion *m, const double world[3], double out[3])
{
    double d = m->view_lift > 0 ? m->view_front - world[2] : 0;
    /* the back ones keep the solo size, the nearer ones a little larger */
    double f = RING_DISTANCE / (RING_DISTANCE - m->view_depth + d);
    out[0] = m->view_cx + (world[0] - m->view_cx) * f;
    out[1] = world[1] * f + d * m->view_lift;
    out[2] = world[2];
}

static void seen_in_place(const AnimPassMotion *m, double p[3])
{
    double w[3] = {p[0], p[1], p[2]};
    anim_pass_seen(m, w, p);
}

static void seen_prop(const AnimPassMotion *m, AnimPropPose *pp)
{
    double tip[3] = {pp->pos[0] + pp->dir[0] * 0.1, pp->pos[1] + pp->dir[1] * 0.1,
                     pp->pos[2] + pp->dir[2] * 0.1};
    seen_in_place(m, pp->pos);
    seen_in_place(m, tip);
    double dx = tip[0] - pp->pos[0], dy = tip[1] - pp->pos[1], dz = tip[2] - pp->pos[2];
    double len = sqrt(dx * dx + dy * dy + dz * dz);
    if (len > 1e-9)
        pp->dir[0] = dx / len, pp->dir[1] = dy / len, pp->dir[2] = dz / len;
}

void anim_pass_pose_seen(const AnimPassMotion *m, AnimPassPose *pose)
{
    if (!(m->view_lift > 0))
        return;
    for (int i = 0; i < pose->prop_count; i++)
        seen_prop(m, &pose->props[i]);
    for (int j = 0; j < pose->jugglers; j++) {
        AnimPose *f = &pose->figure[j];
        AnimBodyPose *b = &f->body;
        double *pts[] = {b->pelvis, b->hips[0], b->hips[1], b->knees[0], b->knees[1],
                         b->ankles[0], b->ankles[1], b->chest, b->head,
                         f->hands[0].pos, f->hands[0].elbow, f->hands[0].shoulder,
                         f->hands[1].pos, f->hands[1].elbow, f->hands[1].shoulder};
        for (size_t k = 0; k < sizeof pts / sizeof *pts; k++)
            seen_in_place(m, pts[k]);
        for (int i = 0; i < f->prop_count; i++)
            seen_prop(m, &f->props[i]);
    }
}

/* Where a prop sits in the hand, from the hand's point: multiplex props side by side. */
static void hold_offset(const AnimPassEvent *e, int slot, double out[3])
{
    out[0] = hand_sign(e->to_hand) * 0.05 * slot;
    out[1] = 0.02;
    out[2] = 0.03;
}

/* Spots in the thrower's or catcher's own frame. */
static void throw_spot(const AnimPassEvent *e, double out[3])
{
    double sx = hand_sign(e->hand);
    if (e->value == 0) {
        out[0] = sx * 0.24, out[1] = ANIM_HAND_Y - 0.08, out[2] = 0.26;
    } else if (e->held) {
        out[0] = sx * 0.2, out[1] = ANIM_HAND_Y - 0.04, out[2] = 0.3;
    } else if (e->pass) {
        out[0] = sx * 0.17, out[1] = ANIM_HAND_Y - 0.06, out[2] = 0.42;
    } else if (e->bounces) {
        out[0] = sx * 0.2, out[1] = ANIM_HAND_Y - 0.1, out[2] = 0.3;
    } else {
        out[0] = sx * 0.1, out[1] = ANIM_HAND_Y - 0.02, out[2] = 0.32;
    }
}

static void catch_spot(const AnimPassEvent *e, double out[3])
{
    double sx = hand_sign(e->to_hand);
    if (e->pass) {
        out[0] = sx * 0.26, out[1] = ANIM_HAND_Y + 0.1, out[2] = 0.42;
    } else {
        out[0] = sx * 0.3, out[1] = ANIM_HAND_Y + 0.04, out[2] = 0.3;
    }
}

/* Height of a bounced flight at tau, given its first segment (v0y) and the touches. */
static double bounce_y(const AnimPassEvent *e, double g, double tau)
{
    if (tau <= e->seg_t[0])
        return e->p0[1] + e->v0[1] * tau - 0.5 * g * tau * tau;
    int k = 0;
    while (k + 1 < e->bounces && tau > e->seg_t[k + 1])
        k++;
    double d = tau - e->seg_t[k];
    return ANIM_PASS_FLOOR_Y + e->seg_v[k] * d - 0.5 * g * d * d;
}

/* For a first touch at tb: the starting speed that reaches the floor then, each bounce after
 * it, and how far from the catch height the last arc ends at flight time T. */
static double bounce_miss(AnimPassEvent *e, double g, double T, double tb)
{
    double y0 = e->p0[1], y1 = e->p1[1];
    double v = (ANIM_PASS_FLOOR_Y - y0 + 0.5 * g * tb * tb) / tb;
    double u = e->restitution * (g * tb - v);   /* up off the floor */
    double t = tb;
    e->v0[1] = v;
    for (int k = 0; k < e->bounces; k++) {
        e->seg_t[k] = t;
        e->seg_v[k] = u;
        if (k + 1 < e->bounces) {
            t += 2 * u / g;
            u *= e->restitution;
        }
    }
    double d = T - t;
    if (d <= 0)
        return 1e9;
    double k = e->bounces - 1;
    return ANIM_PASS_FLOOR_Y + e->seg_v[(int)k] * d - 0.5 * g * d * d - y1;
}

/* Lays a bounced flight: the first touch is chosen so the last arc ends at the catching hand;
 * a lift bounce (thrown up or dropped) when one fits, else thrown down at the floor. */
static bool lay_bounce_with(AnimPassEvent *e, double g, double T)
{
    enum { STEPS = 400 };
    double prev_t = T * (STEPS - 1) / STEPS, prev = bounce_miss(e, g, T, prev_t);
    for (int i = STEPS - 2; i >= 1; i--) {
        double tb = T * i / STEPS, f = bounce_miss(e, g, T, tb);
        if ((f <= 0) != (prev <= 0) && fabs(f) < 1e8 && fabs(prev) < 1e8) {
            double lo = tb, hi = prev_t;
            for (int it = 0; it < 60; it++) {
                double mid = (lo + hi) / 2, fm = bounce_miss(e, g, T, mid);
                if ((fm <= 0) == (f <= 0))
                    lo = mid;
                else
                    hi = mid;
            }
            bounce_miss(e, g, T, (lo + hi) / 2);
            return true;
        }
        prev = f;
        prev_t = tb;
    }
    return false;
}

/* Several bounces in a short time need a deader ball: the liveliest that fits. */
static bool lay_bounce(AnimPassEvent *e, double g, double T)
{
    for (double r = RESTITUTION; r > 0.2; r -= 0.1) {
        e->restitution = r;
        if (lay_bounce_with(e, g, T))
            return true;
    }
    return false;
}

/* Every throw of one repetition, and for each the one that throws its prop next: the k-th prop
 * landing on a hand and beat (in the notation's order) is the k-th thrown there. */
static bool list_events(AnimPassMotion *m, const NotationPattern *p, char *err, size_t n)
{
    int P = p->period;
    m->event_count = 0;
    m->max_value = 0;
    m->bounces = false;
    memset(m->hand_count, 0, sizeof m->hand_count);
    for (int i = 0; i < p->throw_count; i++) {
        const NotationThrow *t = &p->throws[i];
        AnimPassEvent *e = &m->events[m->event_count++];
        memset(e, 0, sizeof *e);
        e->beat = t->beat;
        e->juggler = t->juggler;
        e->hand = t->hand;
        e->to_juggler = t->to_juggler;
        e->to_hand = t->to_hand;
        e->value = t->value;
        e->index = t->index;
        e->column = t->column;
        e->pass = t->to_juggler != t->juggler;
        for (const char *c = t->modifier; *c; c++)
            e->bounces += *c == 'B';
        if (e->bounces > ANIM_PASS_MAX_BOUNCES)
            e->bounces = ANIM_PASS_MAX_BOUNCES;
        e->held = !e->pass && !e->bounces && t->value <= 2 && t->value > 0 &&
                  t->to_hand == t->hand && !m->settings.toss_twos;
        e->next = -1;
        e->label = -1;
        if (e->value > m->max_value)
            m->max_value = e->value;
        if (e->bounces)
            m->bounces = true;
    }
    for (int b = 0, i = 0; b <= P; b++) {
        while (i < m->event_count && m->events[i].beat < b)
            i++;
        m->beat_first[b] = i;
    }
    /* Slots: the order of a hand's throws on one beat. */
    for (int i = 0; i < m->event_count; i++) {
        AnimPassEvent *e = &m->events[i];
        for (int k = m->beat_first[e->beat]; k < i; k++)
            if (m->events[k].juggler == e->juggler && m->events[k].hand == e->hand &&
                m->events[k].value > 0)
                e->slot++;
    }
    for (int i = 0; i < m->event_count; i++) {
        AnimPassEvent *e = &m->events[i];
        if (e->value == 0)
            continue;
        int land = e->beat + e->value, lb = land % P, rank = 0;
        for (int k = 0; k < i; k++) {
            const AnimPassEvent *o = &m->events[k];
            if (o->value > 0 && (o->beat + o->value) % P == lb && o->to_juggler == e->to_juggler &&
                o->to_hand == e->to_hand)
                rank++;
        }
        for (int k = m->beat_first[lb]; k < m->beat_first[lb + 1]; k++) {
            const AnimPassEvent *o = &m->events[k];
            if (o->value > 0 && o->juggler == e->to_juggler && o->hand == e->to_hand &&
                o->slot == rank) {
                e->next = k;
                e->next_cycles = land / P;
                break;
            }
        }
        if (e->next < 0)
            return anim_fail(err, n, "Throw %d lands where no throw follows: the pattern is not valid",
                        e->column);
    }
    /* Each hand's throws in order, one a beat. */
    for (int i = 0; i < m->event_count; i++) {
        const AnimPassEvent *e = &m->events[i];
        int *cnt = &m->hand_count[e->juggler][e->hand];
        if (*cnt > 0 && m->events[m->hand_events[e->juggler][e->hand][*cnt - 1]].beat == e->beat)
            continue;
        m->hand_events[e->juggler][e->hand][(*cnt)++] = i;
    }
    return true;
}

/* Which prop carries each throw, and how the props trade places from one repetition to the
 * next: the props are those in the air or a hand at the start (time 0). */
static bool name_props(AnimPassMotion *m, char *err, size_t n)
{
    int P = m->period;
    int cover_ev[ANIM_MAX_PROPS], cover_cyc[ANIM_MAX_PROPS], props = 0;
    for (int i = 0; i < m->event_count; i++) {
        const AnimPassEvent *e = &m->events[i];
        if (e->value == 0)
            continue;
        /* copies of it thrown k repetitions back that are still up at time 0 */
        for (int k = (e->beat + P - 1) / P; e->beat - k * P + e->value > 0; k++) {
            if (props >= ANIM_MAX_PROPS)
                return anim_fail(err, n, "Too many props to animate (at most %d)", ANIM_MAX_PROPS);
            cover_ev[props] = i;
            cover_cyc[props] = -k;
            props++;
        }
    }
    m->props = props;
    int g[ANIM_MAX_PROPS];
    for (int prop = 0; prop < props; prop++) {
        int i = cover_ev[prop], c = cover_cyc[prop];
        for (int guard = 0;; guard++) {
            if (guard > 4 * ANIM_PASS_MAX_EVENTS)
                return anim_fail(err, n, "The props' paths do not close");
            if (c == 0)
                m->events[i].label = prop;
            int ni = m->events[i].next, nc = c + m->events[i].next_cycles;
            if ((long)nc * P + m->events[ni].beat > P) {
                /* (i, c) is up at time P: shifted back a repetition it is a prop at time 0 */
                g[prop] = -1;
                for (int q = 0; q < props; q++)
                    if (cover_ev[q] == i && cover_cyc[q] == c - 1)
                        g[prop] = q;
                if (g[prop] < 0)
                    return anim_fail(err, n, "The props' paths do not close");
                break;
            }
            i = ni;
            c = nc;
        }
    }
    /* Role r in repetition K is carried by prop ginv^K(r): cycles of ginv. */
    int ginv[ANIM_MAX_PROPS];
    for (int p = 0; p < props; p++)
        ginv[g[p]] = p;
    bool seen[ANIM_MAX_PROPS] = {false};
    int cycles = 0, at = 0;
    for (int r = 0; r < props; r++) {
        if (seen[r])
            continue;
        m->perm_start[cycles] = at;
        int len = 0;
        for (int x = r; !seen[x]; x = ginv[x]) {
            seen[x] = true;
            m->perm_cycle[x] = cycles;
            m->perm_pos[x] = len++;
            m->perm_members[at++] = x;
        }
        m->perm_len[cycles++] = len;
    }
    return true;
}

/* The prop carrying a throw of role `label` in repetition K. */
static int prop_at(const AnimPassMotion *m, int label, long K)
{
    int c = m->perm_cycle[label], len = m->perm_len[c];
    long k = K % len;
    if (k < 0)
        k += len;
    return m->perm_members[m->perm_start[c] + (int)((m->perm_pos[label] + k) % len)];
}

static double air_beats(const AnimPassMotion *m, const AnimPassEvent *e)
{
    double dwell = m->settings.dwell;
    if (e->value - dwell >= 0.5)
        return e->value - dwell;
    return e->value * 0.55;
}

static int lay_flights(AnimPassMotion *m, const NotationPattern *p)
{
    int unbounced = 0;
    double bs = m->beat_seconds, g = m->gravity;
    for (int i = 0; i < m->event_count; i++) {
        AnimPassEvent *e = &m->events[i];
        const AnimPassPlace *from = &m->place[e->juggler], *to = &m->place[e->to_juggler];
        double spot[3];
        throw_spot(e, spot);
        to_world(from, spot, e->spot_throw);
        catch_spot(e, spot);
        to_world(to, spot, e->spot_catch);
        e->t_throw = e->beat * bs;
        if (e->value == 0) {
            e->t_catch = e->t_throw;
            continue;
        }
        e->t_catch = e->held ? e->t_throw : e->t_throw + air_beats(m, e) * bs;
    }
    /* Props landing in one hand on one beat (multiplex) are caught together, where and when
     * the first of them is: the hand is in one place. */
    for (int i = 0; i < m->event_count; i++)
        if (m->events[i].value > 0)
            m->events[m->events[i].next].prev = i;
    for (int i = 0; i < m->event_count; i++) {
        AnimPassEvent *e = &m->events[i];
        if (e->value == 0)
            continue;
        const AnimPassEvent *nx = &m->events[e->next];
        for (int k = m->beat_first[nx->beat]; k < m->beat_first[nx->beat + 1]; k++) {
            const AnimPassEvent *o = &m->events[k];
            if (o->juggler == nx->juggler && o->hand == nx->hand && o->value > 0 && o->slot == 0 &&
                o->prev != i && !e->held) {
                const AnimPassEvent *first = &m->events[o->prev];
                if (first->held)   /* it never left: nothing to meet */
                    break;
                memcpy(e->spot_catch, first->spot_catch, sizeof e->spot_catch);
                e->t_catch = first->t_catch + (double)(e->next_cycles - first->next_cycles) *
                                                  anim_pass_cycle_seconds(m);
                break;
            }
        }
    }
    /* ...and thrown together from where the first of them is thrown. */
    for (int i = 0; i < m->event_count; i++) {
        AnimPassEvent *e = &m->events[i];
        for (int k = m->beat_first[e->beat]; k < i && e->slot > 0; k++)
            if (m->events[k].juggler == e->juggler && m->events[k].hand == e->hand &&
                m->events[k].slot == 0 && m->events[k].value > 0)
                memcpy(e->spot_throw, m->events[k].spot_throw, sizeof e->spot_throw);
    }
    for (int i = 0; i < m->event_count; i++)
        if (m->events[i].held)   /* never leaves the hand: its catch is where it is held */
            memcpy(m->events[i].spot_catch, m->events[i].spot_throw, sizeof m->events[i].spot_catch);
    for (int i = 0; i < m->event_count; i++) {
        AnimPassEvent *e = &m->events[i];
        const AnimPassPlace *from = &m->place[e->juggler];
        if (e->value == 0)
            continue;
        /* released from where it sat in the hand */
        const AnimPassEvent *pv = &m->events[e->prev];
        double off0[3], w0[3];
        hold_offset(pv, e->slot, off0);
        dir_to_world(from, off0, w0);
        for (int k = 0; k < 3; k++)
            e->p0[k] = e->spot_throw[k] + (pv->held ? 0 : w0[k]);
        /* caught where it then sits in the hand (anim_pass_pose_at) */
        double off[3], w[3];
        hold_offset(e, m->events[e->next].slot, off);
        dir_to_world(&m->place[e->to_juggler], off, w);
        for (int k = 0; k < 3; k++)
            e->p1[k] = e->spot_catch[k] + (e->held ? 0 : w[k]);
        double T = e->t_catch - e->t_throw;
        if (T > 0) {
            for (int k = 0; k < 3; k++)
                e->v0[k] = (e->p1[k] - e->p0[k]) / T;
            e->v0[1] += 0.5 * g * T;
            if (e->bounces && !lay_bounce(e, g, T)) {
                /* too quick for its bounces at this gravity: flown plainly unless a slower
                 * showing is tried (anim_pass_prepare) */
                e->v0[1] = (e->p1[1] - e->p0[1]) / T + 0.5 * g * T;
                e->bounces = 0;
                unbounced++;
            }
        }
        /* A club turns about the horizontal line across its way: towards the catcher for a
         * pass, forwards for a self. */
        double f[3] = {e->p1[0] - e->p0[0], 0, e->p1[2] - e->p0[2]};
        double len = hypot(f[0], f[2]);
        if (!e->pass || len < 0.3) {
            double fwd[3] = {0, 0, 1};
            dir_to_world(from, fwd, f);
            len = 1;
        }
        e->spin_dir[0] = f[0] / len, e->spin_dir[1] = 0, e->spin_dir[2] = f[2] / len;
        e->turns = e->held || e->value <= 1 || e->bounces ? 0 : e->value == 2 ? 1 : e->value - 2;
        e->tilt0 = HOLD_TILT;
        e->tilt1 = (e->pass ? -HOLD_TILT : HOLD_TILT) + 2 * PI * e->turns;
    }
    /* When and where each hand last caught before a throw, in the frame of that throw's
     * repetition: a prop caught wins over one held all along (multiplex with a held 2). */
    bool caught[ANIM_PASS_MAX_EVENTS] = {false};
    for (int i = 0; i < m->event_count; i++) {
        const AnimPassEvent *e = &m->events[i];
        if (e->value == 0)
            continue;
        const AnimPassEvent *nx = &m->events[e->next];
        int s0 = e->next;
        for (int k = m->beat_first[nx->beat]; k < m->beat_first[nx->beat + 1]; k++)
            if (m->events[k].juggler == nx->juggler && m->events[k].hand == nx->hand &&
                m->events[k].value > 0 && m->events[k].slot == 0)
                s0 = k;
        AnimPassEvent *first = &m->events[s0];
        if (caught[s0] && e->held)
            continue;
        first->catch_before = e->t_catch - e->next_cycles * anim_pass_cycle_seconds(m);
        memcpy(first->hand_catch, e->spot_catch, sizeof first->hand_catch);
        caught[s0] = caught[s0] || !e->held;
    }
    (void)p;
    return unbounced;
}

/* The extent of everything the camera must show. */
static void measure(AnimPassMotion *m)
{
    /* As seen (anim_pass_seen): a ring's back figures stand higher. */
    double left = 1e9, right = -1e9, top = ANIM_FIGURE_TOP;
    for (int j = 0; j < m->jugglers; j++) {
        const double *at = m->place[j].pos;
        double l[3] = {at[0] - ANIM_FIGURE_HALF_W, ANIM_FIGURE_TOP, at[2]};
        double r[3] = {at[0] + ANIM_FIGURE_HALF_W, ANIM_FIGURE_TOP, at[2]}, sl[3], sr[3];
        anim_pass_seen(m, l, sl);
        anim_pass_seen(m, r, sr);
        left = fmin(left, sl[0]);
        right = fmax(right, sr[0]);
        top = fmax(top, sl[1]);
    }
    for (int i = 0; i < m->event_count; i++) {
        const AnimPassEvent *e = &m->events[i];
        double T = e->t_catch - e->t_throw;
        if (e->value == 0 || T <= 0)
            continue;
        for (int s = 0; s <= 16; s++) {
            double tau = T * s / 16, w[3], seen[3];
            if (e->bounces)
                w[1] = bounce_y(e, m->gravity, tau);
            else
                w[1] = e->p0[1] + e->v0[1] * tau - 0.5 * m->gravity * tau * tau;
            w[0] = e->p0[0] + e->v0[0] * tau;
            w[2] = e->p0[2] + e->v0[2] * tau;
            anim_pass_seen(m, w, seen);
            top = fmax(top, seen[1]);
            left = fmin(left, seen[0]);
            right = fmax(right, seen[0]);
        }
    }
    m->left = left, m->right = right, m->top = top;
}

bool anim_pass_prepare(const NotationPattern *p, const AnimSettings *settings, AnimPassMotion *out,
                       char *err, size_t err_size)
{
    if (!p || p->period <= 0 || p->throw_count <= 0)
        return anim_fail(err, err_size, "No pattern to juggle");
    if (p->jugglers > ANIM_PASS_MAX_JUGGLERS || p->period > NOTATION_MAX_BEATS ||
        p->throw_count > ANIM_PASS_MAX_EVENTS)
        return anim_fail(err, err_size, "Too large to animate");
    memset(out, 0, sizeof *out);
    out->settings = settings ? *settings : anim_default_settings();
    out->jugglers = p->jugglers;
    out->period = p->period;
    if (!(out->settings.dwell > 0))
        out->settings.dwell = ANIM_DEFAULT_DWELL;
    if (!(out->settings.rate > 0)) {
        /* The tempo of each juggler's own share of the props, a little slower for clubs. */
        double each = (double)p->value_sum / p->period / p->jugglers;
        double rate = anim_clamp(2.9 + 0.55 * (each - 3), 2.4, 5.0);
        out->settings.rate = out->settings.prop == ANIM_PROP_CLUB ? rate * 0.85 : rate;
    }
    out->beat_seconds = 1.0 / out->settings.rate;
    place_jugglers(out);
    find_own_beats(out, p);
    if (!list_events(out, p, err, err_size) || !name_props(out, err, err_size))
        return false;
    /* Like the solo animator, high throws are juggled faster and shown slowed down. */
    double slow = out->settings.slowdown;
    if (!(slow >= 1)) {
        double highest = 0;
        for (int i = 0; i < out->event_count; i++)
            if (out->events[i].value > 0 && !out->events[i].held && !out->events[i].bounces) {
                double T = air_beats(out, &out->events[i]) * out->beat_seconds;
                highest = fmax(highest, ANIM_GRAVITY * T * T / 8);
            }
        slow = highest > ANIM_SHOWN_RISE ? sqrt(highest / ANIM_SHOWN_RISE) : 1;
        slow = fmin(slow, ANIM_MAX_SLOWDOWN);
    }
    out->slowdown = slow;
    out->gravity = ANIM_GRAVITY / (slow * slow);
    out->settings.slowdown = slow;
    /* A bounce needs time to fall and rise again: bounce patterns are juggled at a slower
     * beat, as bounce jugglers do, until every bounce fits (or the beat is at its slowest). */
    while (lay_flights(out, p) > 0 && !(settings && settings->rate > 0) &&
           out->settings.rate > 1.0) {
        out->settings.rate *= 0.9;
        out->beat_seconds = 1.0 / out->settings.rate;
        if (!list_events(out, p, err, err_size) || !name_props(out, err, err_size))
            return false;
    }
    measure(out);
    return true;
}

/* ---- Poses ---- */

/* The hand's path: from each release to the next catch empty, from the catch to the release
 * carrying, each a cubic between the two spots with the props' speeds, eased. */
static void hand_local_at(const AnimPassMotion *m, int j, int hand, double seconds, double out[3])
{
    int n = m->hand_count[j][hand];
    double rest[3] = {hand_sign(hand) * 0.22, ANIM_HAND_Y - 0.06, 0.3};
    if (n == 0) {
        memcpy(out, rest, sizeof rest);
        return;
    }
    double Ps = anim_pass_cycle_seconds(m);
    double t = seconds - floor(seconds / Ps) * Ps;
    /* the hand's last release at or before t (the repetition before's last when none), and
     * its next */
    int k = -1;
    for (int q = 0; q < n; q++)
        if (m->events[m->hand_events[j][hand][q]].t_throw <= t)
            k = q;
    double shift = 0;
    if (k < 0)
        k = n - 1, shift = -Ps;
    const AnimPassEvent *a = &m->events[m->hand_events[j][hand][k]];
    const AnimPassEvent *b = &m->events[m->hand_events[j][hand][(k + 1) % n]];
    double t0 = a->t_throw + shift, base_b = (k + 1 >= n ? Ps : 0) + shift;
    double t1 = b->t_throw + base_b;
    double tc = b->value == 0 ? t1 : b->catch_before + base_b;
    tc = anim_clamp(tc, t0, t1);
    const AnimPassPlace *pl = &m->place[j];
    double pa[3], pb[3], pc[3];
    to_local(pl, a->spot_throw, pa);
    to_local(pl, b->spot_throw, pb);
    /* where this hand catches what b throws: the catch spot of the throw that brought it */
    memcpy(pc, pb, sizeof pc);
    if (b->value > 0)
        to_local(pl, b->hand_catch, pc);
    if (a->value == 0)
        memcpy(pa, rest, sizeof pa);
    if (b->value == 0)
        memcpy(pb, rest, sizeof pb), memcpy(pc, rest, sizeof pc);
    double zero[3] = {0, 0, 0}, up[3] = {0, 0.9, 0}, down[3] = {0, -0.6, 0};
    if (t < tc) {
        double T = tc - t0, s = T > 1e-9 ? (t - t0) / T : 1;
        anim_hermite(pa, a->value > 0 && !a->held ? up : zero, pc, b->value > 0 ? down : zero,
                     T, s, out);
    } else {
        double T = t1 - tc, s = T > 1e-9 ? (t - tc) / T : 1;
        /* carrying: a scoop down and in to the release */
        double dip[3] = {0, -0.8, 0};
        anim_hermite(pc, b->value > 0 ? dip : zero, pb, b->value > 0 && !b->held ? up : zero,
                     T, s, out);
    }
}

void anim_pass_hand_at(const AnimPassMotion *m, int juggler, int hand, double seconds, double out[3])
{
    double local[3];
    hand_local_at(m, juggler, hand, seconds, local);
    to_world(&m->place[juggler], local, out);
}

static void club_dir(const double f[3], double theta, double out[3])
{
    out[0] = f[0] * sin(theta);
    out[1] = cos(theta);
    out[2] = f[2] * sin(theta);
}

static void place_prop(const AnimPassMotion *m, const AnimPassEvent *e, double seconds, double tau,
                       AnimPropPose *pp)
{
    double flight = e->t_catch - e->t_throw;
    const AnimPassEvent *nx = &m->events[e->next];
    bool in_air = !e->held && tau < flight;
    double theta;
    const double *f = e->spin_dir;
    double fwd_c[3], local_f[3] = {0, 0, 1};
    dir_to_world(&m->place[e->to_juggler], local_f, fwd_c);
    if (in_air) {
        pp->pos[0] = e->p0[0] + e->v0[0] * tau;
        pp->pos[2] = e->p0[2] + e->v0[2] * tau;
        pp->pos[1] = e->bounces ? bounce_y(e, m->gravity, tau)
                                : e->p0[1] + e->v0[1] * tau - 0.5 * m->gravity * tau * tau;
        pp->hand = -1;
        theta = e->tilt0 + (e->tilt1 - e->tilt0) * (tau / flight);
    } else {
        double hp[3];
        anim_pass_hand_at(m, e->to_juggler, e->to_hand, seconds, hp);
        double off[3], w[3];
        hold_offset(e, nx->slot, off);
        dir_to_world(&m->place[e->to_juggler], off, w);
        for (int i = 0; i < 3; i++)
            pp->pos[i] = hp[i] + (e->held ? 0 : w[i]);
        pp->hand = e->to_hand;
        f = fwd_c;
        theta = HOLD_TILT;
    }
    if (m->settings.prop == ANIM_PROP_CLUB) {
        club_dir(f, theta, pp->dir);
        pp->angle = theta;
        if (in_air) {
            /* the balance point flies the parabola; the grip turns round it */
            double s = tau / flight, d0[3], d1[3];
            club_dir(e->spin_dir, e->tilt0, d0);
            club_dir(e->spin_dir, e->tilt1, d1);
            for (int i = 0; i < 3; i++)
                pp->pos[i] += CLUB_BALANCE * (anim_lerp(d0[i], d1[i], s) - pp->dir[i]);
        }
    } else if (m->settings.prop == ANIM_PROP_RING) {
        pp->angle = 1.25;
        pp->dir[0] = sin(1.25), pp->dir[1] = 0, pp->dir[2] = cos(1.25);
    } else {
        pp->angle = 0;
        pp->dir[0] = 0, pp->dir[1] = 0, pp->dir[2] = 1;
    }
}

void anim_pass_pose_at(const AnimPassMotion *m, double seconds, AnimPassPose *out)
{
    int P = m->period;
    double bs = m->beat_seconds;
    double tbeat = seconds / bs;
    long now = (long)floor(tbeat);
    out->seconds = seconds;
    out->beat = tbeat;
    out->jugglers = m->jugglers;
    out->prop_count = m->props;
    for (int p = 0; p < m->props; p++) {
        out->props[p] = (AnimPropPose){.hand = -1};
        out->prop_juggler[p] = 0;
    }
    for (int back = 0; back <= m->max_value + 1; back++) {
        long lb = now - back;
        long K = floor_div(lb, P);
        int local = (int)(lb - K * P);
        for (int i = m->beat_first[local]; i < m->beat_first[local + 1]; i++) {
            const AnimPassEvent *e = &m->events[i];
            if (e->value == 0 || e->label < 0)
                continue;
            /* up from this throw until the next one */
            const AnimPassEvent *nx = &m->events[e->next];
            double t_next = (double)(K + e->next_cycles) * P + nx->beat;
            if (t_next <= tbeat)
                continue;
            int id = prop_at(m, e->label, K);
            AnimPropPose *pp = &out->props[id];
            double tau = (tbeat - (double)lb) * bs;
            place_prop(m, e, seconds, tau, pp);
            pp->colour = id % ANIM_COLOURS;
            double flight = e->t_catch - e->t_throw;
            out->prop_juggler[id] = pp->hand >= 0 || tau >= flight / 2 ? e->to_juggler : e->juggler;
        }
    }
    /* Each figure: posed in its own frame (the props it watches brought there), then placed. */
    for (int j = 0; j < m->jugglers; j++) {
        const AnimPassPlace *pl = &m->place[j];
        AnimPose *f = &out->figure[j];
        f->seconds = seconds + 0.37 * j;   /* breathing and sway out of step */
        f->beat = tbeat;
        f->prop_count = m->props;
        for (int p = 0; p < m->props; p++) {
            f->props[p] = out->props[p];
            to_local(pl, out->props[p].pos, f->props[p].pos);
            /* a prop behind the juggler is not watched */
            if (f->props[p].pos[2] < 0)
                f->props[p].pos[1] = -5;
        }
        for (int h = 0; h < 2; h++)
            hand_local_at(m, j, h, seconds, f->hands[h].pos);
        anim_place_body(f);
        f->seconds = seconds;
        for (int h = 0; h < 2; h++)
            anim_place_arm(h, &f->body, &f->hands[h]);
        AnimBodyPose *b = &f->body;
        double *pts[] = {b->pelvis, b->hips[0], b->hips[1], b->knees[0], b->knees[1], b->ankles[0],
                         b->ankles[1], b->chest, b->head, f->hands[0].pos, f->hands[1].pos,
                         f->hands[0].elbow, f->hands[1].elbow, f->hands[0].shoulder,
                         f->hands[1].shoulder};
        for (size_t i = 0; i < sizeof pts / sizeof *pts; i++) {
            double w[3];
            to_world(pl, pts[i], w);
            memcpy(pts[i], w, sizeof w);
        }
        double g[3];
        dir_to_world(pl, b->gaze, g);
        memcpy(b->gaze, g, sizeof g);
        /* paint order: its arms and its props, back to front */
        double key[ANIM_MAX_PROPS + 2];
        int n = 0;
        for (int h = 0; h < 2; h++) {
            f->order[n] = (AnimItem){ANIM_ITEM_ARM, h};
            key[n++] = f->hands[h].pos[2] - 0.01;
        }
        for (int p = 0; p < m->props; p++) {
            f->props[p] = out->props[p];
            if (out->prop_juggler[p] != j)
                continue;
            f->order[n] = (AnimItem){ANIM_ITEM_PROP, p};
            key[n++] = out->props[p].pos[2] + (out->props[p].hand >= 0 ? 0.02 : 0);
        }
        for (int i = 1; i < n; i++) {
            AnimItem it = f->order[i];
            double k = key[i];
            int q = i - 1;
            while (q >= 0 && key[q] > k) {
                key[q + 1] = key[q];
                f->order[q + 1] = f->order[q];
                q--;
            }
            key[q + 1] = k;
            f->order[q + 1] = it;
        }
        f->item_count = n;
    }
    /* Figures back to front. */
    for (int j = 0; j < m->jugglers; j++)
        out->figure_order[j] = j;
    for (int i = 1; i < m->jugglers; i++) {
        int it = out->figure_order[i], q = i - 1;
        while (q >= 0 && m->place[out->figure_order[q]].pos[2] > m->place[it].pos[2]) {
            out->figure_order[q + 1] = out->figure_order[q];
            q--;
        }
        out->figure_order[q + 1] = it;
    }
}
