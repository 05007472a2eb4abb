/* anim_prepare: from a siteswap to flights and hand paths over one cycle.
 *
 * Order of work: list the throws of one cycle; time every flight (a throw of n is caught n - dwell
 * beats later, 1s and multiplexes get their own timing); place throws and catches from the style
 * table; lay each hand's path through its catch and throw points (velocities matched to the
 * props so nothing jerks); then name the props and find how they swap from cycle to cycle. */
#include "anim_internal.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#define ZIP_FLIGHT 0.35     /* beats: the shortest flight, a 1's quick zip */
#define CATCH_FOLLOW 0.6    /* the hand moves along with an incoming prop at this share of its speed */
#define MULTIPLEX_GAP 0.12  /* beats between catches of props landing together */
#define MULTIPLEX_SEP 0.09  /* metres between props thrown together: a gap of a ball-width and a bit */
#define SCOOP_MIN 0.03      /* metres: the least dip of a hand between catch and throw */
#define SCOOP_MAX 0.16
#define RISE_MIN 0.02       /* metres: how far a hand follows through above a throw */
#define RISE_MAX 0.10
#define CLUB_SPIN_RATE 2.2  /* turns per second of air time, rounded down to whole turns */
#define CLUB_CATCH_ANGLE 0.35   /* radians from upright, head tipped towards the viewer */
#define CLUB_THROW_ANGLE (-0.45)

bool anim_fail(char *err, size_t n, const char *fmt, ...)
{
    if (err && n > 0) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err, n, fmt, ap);
        va_end(ap);
    }
    return false;
}

AnimSettings anim_default_settings(void)
{
    AnimSettings s;
    memset(&s, 0, sizeof s);
    s.style = ANIM_STYLE_NORMAL;
    s.prop = ANIM_PROP_BALL;
    s.start = ANIM_START_IN_STATE;
    return s;
}

double anim_auto_rate(const Siteswap *s, double dwell)
{
    /* Beats per second jugglers use, by number of balls. */
    static const double known[][2] = {{1, 2.0}, {2, 2.4}, {3, 2.9}, {4, 3.4}, {5, 4.1}, {7, 5.0}};
    int n_known = (int)(sizeof known / sizeof known[0]);
    double b = siteswap_balls(s), rate;
    if (b <= known[0][0]) {
        rate = known[0][1];
    } else if (b >= known[n_known - 1][0]) {
        rate = known[n_known - 1][1] + 0.45 * (b - known[n_known - 1][0]);
    } else {
        int i = 0;
        while (b > known[i + 1][0])
            i++;
        double f = (b - known[i][0]) / (known[i + 1][0] - known[i][0]);
        rate = anim_lerp(known[i][1], known[i + 1][1], f);
    }
    if (dwell <= 0)
        dwell = ANIM_DEFAULT_DWELL;
    /* Air time is beats divided by rate: a very high throw needs a quicker beat to stay under the
     * limit (otherwise it would fly many metres high). */
    double air_beats = siteswap_max_throw(s) - dwell;
    if (air_beats / rate > ANIM_MAX_AIR)
        rate = air_beats / ANIM_MAX_AIR;
    return rate;
}

double anim_auto_slowdown(const Siteswap *s, double rate, double dwell)
{
    if (dwell <= 0)
        dwell = ANIM_DEFAULT_DWELL;
    if (!(rate > 0))
        rate = anim_auto_rate(s, dwell);
    /* Released and caught level, a throw in the air T seconds rises g T² / 8: shown k times
     * slower it rises g (T/k)² / 8, at most ANIM_SHOWN_RISE. */
    double air = (siteswap_max_throw(s) - dwell) / rate;
    double k = air > 0 ? air * sqrt(ANIM_GRAVITY / (8 * ANIM_SHOWN_RISE)) : 1;
    return anim_clamp(k, 1, ANIM_MAX_SLOWDOWN);
}

double anim_cycle_seconds(const AnimMotion *m)
{
    return m->cycle_beats * m->beat_seconds;
}

double anim_full_cycle_seconds(const AnimMotion *m)
{
    return (double)m->full_cycle_beats * m->beat_seconds;
}

static int gcd(int a, int b)
{
    while (b) {
        int t = a % b;
        a = b;
        b = t;
    }
    return a;
}

static double hand_sign(int hand)
{
    return hand == SITESWAP_RIGHT ? -1.0 : 1.0;
}

static void spot_world(const AnimSpot *sp, int hand, double out[3])
{
    out[0] = hand_sign(hand) * sp->x;
    out[1] = ANIM_HAND_Y + sp->dy;
    out[2] = sp->z;
}

static const AnimStyleBeat *style_beat(const AnimStyleTable *st, int beat)
{
    return &st->beat[beat % st->beats];
}

/* ---- Building: a scratch area kept inside the motion's own arrays ---- */

typedef struct Builder {
    AnimMotion *m;
    const AnimStyleTable *style;
    double bs;         /* seconds per beat */
    double dwell;      /* beats */
    double gentle;     /* m/s: how fast an empty or holding hand still moves up through a throw */
    bool sync;
    int first_hand;    /* throws beat 0 (async) */
} Builder;

static bool is_hand_beat(const Builder *b, int hand, int beat)
{
    if (b->sync)
        return beat % 2 == 0;
    return (beat % 2 == 0) == (hand == b->first_hand);
}

/* Events thrown by `hand` on `beat` (within the cycle): [first, first+count). */
static int events_at(const AnimMotion *m, int beat, int hand, int *first)
{
    int lo = m->beat_first[beat], hi = m->beat_first[beat + 1];
    int i = lo;
    while (i < hi && m->events[i].hand != hand)
        i++;
    *first = i;
    int n = 0;
    while (i + n < hi && m->events[i + n].hand == hand)
        n++;
    return n;
}

static bool list_events(Builder *b, const Siteswap *s, char *err, size_t n)
{
    AnimMotion *m = b->m;
    m->event_count = 0;
    for (int beat = 0; beat < m->cycle_beats; beat++) {
        m->beat_first[beat] = m->event_count;
        SiteswapBeatThrow th[SITESWAP_MAX_MULTIPLEX * 2];
        int count = siteswap_throws_on_beat(s, beat, th, SITESWAP_MAX_MULTIPLEX * 2);
        if (count > SITESWAP_MAX_MULTIPLEX * 2)
            count = SITESWAP_MAX_MULTIPLEX * 2;
        if (m->event_count + count > ANIM_MAX_EVENTS)
            return anim_fail(err, n, "The pattern is too long to animate (more than %d throws before it repeats).",
                        ANIM_MAX_EVENTS);
        /* Right hand first, then left; within a hand, held props first, then higher throws. */
        for (int pass = 0; pass < 2; pass++) {
            int hand = pass == 0 ? SITESWAP_RIGHT : SITESWAP_LEFT;
            int first = m->event_count;
            for (int i = 0; i < count; i++) {
                int from = th[i].from_hand, to = th[i].to_hand;
                if (m->settings.start_left) {
                    from = 1 - from;
                    to = 1 - to;
                }
                if (from != hand)
                    continue;
                AnimEvent *e = &m->events[m->event_count++];
                memset(e, 0, sizeof *e);
                e->beat = beat;
                e->hand = from;
                e->to_hand = to;
                e->value = th[i].value;
                e->index = th[i].index;
                e->column = th[i].column;
                int in_period = beat % siteswap_period(s);
                e->in_pattern = in_period >= m->pattern_first_beat &&
                                in_period < m->pattern_first_beat + m->pattern_beats;
                if (!e->in_pattern)
                    e->index = e->column = -1;
                e->held = e->value == 2 && from == to && !m->settings.toss_twos;
                e->next = e->prev = -1;
            }
            /* Insertion sort of this hand's few throws. */
            for (int i = first + 1; i < m->event_count; i++) {
                AnimEvent key = m->events[i];
                int j = i - 1;
                while (j >= first) {
                    const AnimEvent *o = &m->events[j];
                    /* held first, then throws staying in the hand (outer places), then
                     * crossing ones (inner places, so the props do not cross in the air) */
                    bool o_cross = o->to_hand != o->hand, k_cross = key.to_hand != key.hand;
                    bool after = o->held != key.held ? key.held
                                 : o_cross != k_cross ? o_cross
                                                      : o->value < key.value;
                    if (!after)
                        break;
                    m->events[j + 1] = m->events[j];
                    j--;
                }
                m->events[j + 1] = key;
            }
            int slot = 0;
            for (int i = first; i < m->event_count; i++)
                m->events[i].slot = m->events[i].value > 0 ? slot++ : -1;
        }
    }
    m->beat_first[m->cycle_beats] = m->event_count;
    return true;
}

/* Nominal catch time in beats of a tossed prop, before multiplex catches are spread out. */
static double nominal_catch(const Builder *b, const AnimEvent *e)
{
    double land = e->beat + e->value;
    if (e->value == 1)
        return e->beat + fmax(1.0 - b->dwell, ZIP_FLIGHT);
    return land - b->dwell;
}

/* Props landing in `hand` for its throw on `beat` (cycle beat), in catch order: held ones first
 * (already there), then by catch time. Returns how many; fills ids and their cycle offsets. */
typedef struct Incoming {
    int event;
    int cycles;     /* the landing is this many cycles after the event's own cycle */
    double when;    /* beats, relative to the landing cycle */
    double side;    /* how far inwards for the catching hand it was thrown */
} Incoming;

static void offset_for(int hand, int i, int count, double out[3]);

/* Across-the-body offset of a prop where it is thrown (multiplex props sit side by side). */
static double throw_offset_x(const AnimMotion *m, const AnimEvent *e)
{
    int first, count = 0, i = m->beat_first[e->beat];
    while (i < m->beat_first[e->beat + 1] && m->events[i].hand != e->hand)
        i++;
    for (first = i; i < m->beat_first[e->beat + 1] && m->events[i].hand == e->hand; i++)
        count += m->events[i].value > 0;
    (void)first;
    double off[3];
    offset_for(e->hand, e->slot, count, off);
    return off[0];
}

static int incoming_at(const Builder *b, int beat, int hand, Incoming *out, int max)
{
    const AnimMotion *m = b->m;
    int P = m->cycle_beats, n = 0;
    for (int back = 1; back <= m->max_value; back++) {
        int src = ((beat - back) % P + P) % P;
        int cycles = (src + back) / P;   /* landing beat src+back is beat + cycles*P */
        for (int i = m->beat_first[src]; i < m->beat_first[src + 1]; i++) {
            const AnimEvent *e = &m->events[i];
            if (e->value != back || e->to_hand != hand || n >= max)
                continue;
            Incoming in = {i, cycles, e->held ? -1000.0 + back : nominal_catch(b, e) - cycles * P,
                           -hand_sign(hand) * throw_offset_x(m, e)};
            int j = n++;
            /* By catch time; props landing together keep their order across the body, so
             * their paths do not cross: the one thrown furthest out on this side first. */
            while (j > 0 && (out[j - 1].when > in.when + 1e-9 ||
                             (fabs(out[j - 1].when - in.when) <= 1e-9 && out[j - 1].side > in.side))) {
                out[j] = out[j - 1];
                j--;
            }
            out[j] = in;
        }
    }
    return n;
}

/* Props held together sit side by side across the hand: the first outermost. */
static void offset_for(int hand, int i, int count, double out[3])
{
    out[0] = hand_sign(hand) * ((count - 1) / 2.0 - i) * MULTIPLEX_SEP;
    out[1] = 0;
    out[2] = 0;
}

/* Throw and nominal catch places, flight times, pairing of landing props with the next throws. */
static bool time_flights(Builder *b, char *err, size_t n)
{
    AnimMotion *m = b->m;
    int P = m->cycle_beats;
    for (int beat = 0; beat < P; beat++) {
        for (int hand = 0; hand < 2; hand++) {
            if (!is_hand_beat(b, hand, beat))
                continue;
            int first, count = events_at(m, beat, hand, &first);
            int tossed = 0;
            for (int i = 0; i < count; i++)
                tossed += m->events[first + i].value > 0;
            Incoming in[SITESWAP_MAX_MULTIPLEX * 2];
            int n_in = incoming_at(b, beat, hand, in, SITESWAP_MAX_MULTIPLEX * 2);
            if (n_in != tossed)
                return anim_fail(err, n, "Beat %d: %d props land in the %s hand but it throws %d.",
                            beat + 1, n_in, hand == SITESWAP_RIGHT ? "right" : "left", tossed);
            const AnimStyleBeat *sb = style_beat(b->style, beat);
            double catch_p[3];
            spot_world(&sb->catch_at[hand], hand, catch_p);
            double prev_catch = -1e9;
            for (int k = 0; k < n_in; k++) {
                AnimEvent *e = &m->events[in[k].event];
                /* The k-th prop to land is the k-th thrown (0s left out). */
                AnimEvent *nx = NULL;
                int seen = 0;
                for (int i = 0; i < count; i++) {
                    if (m->events[first + i].value == 0)
                        continue;
                    if (seen++ == k) {
                        nx = &m->events[first + i];
                        break;
                    }
                }
                e->next = (int)(nx - m->events);
                nx->prev = in[k].event;
                offset_for(hand, k, n_in, e->off_catch);
                e->t_throw = e->beat * b->bs;
                e->t_next = (e->beat + e->value) * b->bs;
                if (e->held) {
                    e->t_catch = e->t_throw;
                    memcpy(e->p1, e->p0, sizeof e->p1);
                    continue;
                }
                double when = in[k].when;
                if (when < prev_catch + MULTIPLEX_GAP)
                    when = prev_catch + MULTIPLEX_GAP;
                if (when > beat - 0.1)
                    when = beat - 0.1;
                prev_catch = when;
                e->t_catch = (when + in[k].cycles * P) * b->bs;
                /* Nominal landing place; later catches of a multiplex are moved onto the hand. */
                double cp[3] = {catch_p[0], catch_p[1], catch_p[2]};
                if (e->value == 1) {
                    /* A zip is caught nearer the middle, on its way across. */
                    double tp[3];
                    spot_world(&sb->throw_at[hand], hand, tp);
                    cp[0] = anim_lerp(cp[0], tp[0], 0.5);
                }
                for (int i = 0; i < 3; i++)
                    e->p1[i] = cp[i] + e->off_catch[i];
            }
            int j = 0;
            for (int i = 0; i < count; i++) {
                AnimEvent *e = &m->events[first + i];
                if (e->value == 0)
                    continue;
                offset_for(hand, j++, tossed, e->off_throw);
                double tp[3];
                spot_world(&sb->throw_at[hand], hand, tp);
                for (int c = 0; c < 3; c++)
                    e->p0[c] = tp[c] + e->off_throw[c];
            }
        }
    }
    return true;
}

static void launch_velocity(const Builder *b, AnimEvent *e)
{
    double T = e->t_catch - e->t_throw;
    if (e->held || T <= 0) {
        memset(e->v0, 0, sizeof e->v0);
        return;
    }
    for (int i = 0; i < 3; i++)
        e->v0[i] = (e->p1[i] - e->p0[i]) / T;
    e->v0[1] += 0.5 * b->m->gravity * T;
}

static void arrival_velocity(const AnimMotion *m, const AnimEvent *e, double out[3])
{
    double T = e->t_catch - e->t_throw;
    out[0] = e->v0[0];
    out[1] = e->v0[1] - m->gravity * T;
    out[2] = e->v0[2];
}

static bool push_knot(AnimMotion *m, int hand, double t, const double p[3], const double v[3])
{
    if (m->knot_count[hand] >= ANIM_MAX_KNOTS)
        return false;
    AnimKnot *k = &m->knots[hand][m->knot_count[hand]++];
    k->t = t;
    memcpy(k->p, p, sizeof k->p);
    memcpy(k->v, v, sizeof k->v);
    return true;
}

/* Knots between two ends of a hand's path where it dips (down < 0: the scoop from a catch to a
 * throw) or rises (down > 0: after a throw, before the next catch). Each half moves without
 * overshooting (speed x time <= 2.5 x depth), the faster end getting the shorter half; when
 * there is more time than that needs, the hand moves along level between the halves instead of
 * going further. Returns false when out of room. */
static bool bend(AnimMotion *m, int hand, const AnimKnot *a, const AnimKnot *z, int dir,
                 double least, double most)
{
    double T = z->t - a->t;
    /* Speeds and times in the juggler's own time (slowed down, the shape stays the same). */
    double k = m->slowdown, Tj = T / k;
    double va = fmax(fabs(a->v[1]) * k, 0.3), vz = fmax(fabs(z->v[1]) * k, 0.3);
    double f0 = anim_clamp(vz / (va + vz), 0.15, 0.85);
    double need = fmax(va * f0 * Tj, vz * (1 - f0) * Tj) / 2.5;
    double depth = anim_clamp(need, least, most);
    double ext = dir < 0 ? fmin(a->p[1], z->p[1]) - depth : fmax(a->p[1], z->p[1]) + depth;
    /* Time for each half by how far it goes and how fast it starts: a hand carrying a prop
     * high for a hold needs longer to come down than to turn. */
    double da = fabs(ext - a->p[1]), dz = fabs(ext - z->p[1]);
    double wa = da / (va + 1), wz = dz / (vz + 1);
    double frac = anim_clamp(wa / (wa + wz), 0.15, 0.85);
    double fa = frac, fb = frac;   /* where the level part starts and ends, as shares of T */
    if (va * frac * Tj > 2.5 * da)
        fa = 2.5 * da / (va * Tj);
    if (vz * (1 - frac) * Tj > 2.5 * dz)
        fb = 1 - 2.5 * dz / (vz * Tj);
    double p1[3], p2[3], v[3];
    for (int c = 0; c < 3; c += 2) {
        p1[c] = anim_lerp(a->p[c], z->p[c], fa);
        p2[c] = anim_lerp(a->p[c], z->p[c], fb);
        v[c] = (z->p[c] - a->p[c]) / T;
    }
    p1[1] = p2[1] = ext;
    v[1] = 0;
    return push_knot(m, hand, a->t + fa * T, p1, v) &&
           (fb <= fa || push_knot(m, hand, a->t + fb * T, p2, v));
}

/* Each hand: for every beat it throws on, a catch and a throw, with a scoop between them and a
 * small rise after the throw. Velocities follow the props: a prop leaves at exactly the hand's
 * speed, and the hand moves along with an arriving one. */
static bool lay_hand_paths(Builder *b, char *err, size_t n)
{
    AnimMotion *m = b->m;
    int P = m->cycle_beats;
    AnimKnot catches[ANIM_MAX_CYCLE_BEATS], throws[ANIM_MAX_CYCLE_BEATS];
    for (int hand = 0; hand < 2; hand++) {
        int count = 0;
        for (int beat = 0; beat < P; beat++) {
            if (!is_hand_beat(b, hand, beat))
                continue;
            const AnimStyleBeat *sb = style_beat(b->style, beat);
            double tp[3], cp[3], tv[3] = {0, b->gentle, 0}, cv[3] = {0, -CATCH_FOLLOW * b->gentle, 0};
            spot_world(&sb->throw_at[hand], hand, tp);
            spot_world(&sb->catch_at[hand], hand, cp);
            double tc = (beat - b->dwell) * b->bs;

            /* Release: the mean of the props tossed now (one, unless a multiplex). */
            int first, n_ev = events_at(m, beat, hand, &first), tossed = 0;
            double sum[3] = {0, 0, 0};
            for (int i = 0; i < n_ev; i++) {
                AnimEvent *e = &m->events[first + i];
                if (e->value == 0 || e->held)
                    continue;
                launch_velocity(b, e);
                for (int c = 0; c < 3; c++)
                    sum[c] += e->v0[c];
                tossed++;
            }
            if (tossed)
                for (int c = 0; c < 3; c++)
                    tv[c] = sum[c] / tossed;

            /* Catch: the first prop to arrive. */
            Incoming in[SITESWAP_MAX_MULTIPLEX * 2];
            int n_in = incoming_at(b, beat, hand, in, SITESWAP_MAX_MULTIPLEX * 2);
            double first_catch = 1e18;
            for (int k = 0; k < n_in; k++) {
                AnimEvent *e = &m->events[in[k].event];
                if (e->held)
                    continue;
                double when = e->t_catch - in[k].cycles * P * b->bs;
                if (when < first_catch) {
                    first_catch = when;
                    tc = when;
                    for (int c = 0; c < 3; c++)
                        cp[c] = e->p1[c] - e->off_catch[c];
                    /* Its velocity on arrival, from the nominal flight. */
                    double va[3];
                    launch_velocity(b, e);
                    arrival_velocity(m, e, va);
                    for (int c = 0; c < 3; c++)
                        cv[c] = CATCH_FOLLOW * va[c];
                }
            }
            AnimKnot *kc = &catches[count], *kt = &throws[count];
            kc->t = tc;
            kt->t = beat * b->bs;
            memcpy(kc->p, cp, sizeof cp);
            memcpy(kc->v, cv, sizeof cv);
            memcpy(kt->p, tp, sizeof tp);
            memcpy(kt->v, tv, sizeof tv);
            count++;
        }
        if (count == 0)
            return anim_fail(err, n, "The %s hand never throws.", hand ? "right" : "left");
        m->knot_count[hand] = 0;
        bool ok = true;
        for (int j = 0; j < count && ok; j++) {
            AnimKnot next = catches[(j + 1) % count];
            if (j + 1 == count)
                next.t += P * b->bs;
            ok = push_knot(m, hand, catches[j].t, catches[j].p, catches[j].v) &&
                 bend(m, hand, &catches[j], &throws[j], -1, SCOOP_MIN, SCOOP_MAX) &&
                 push_knot(m, hand, throws[j].t, throws[j].p, throws[j].v) &&
                 bend(m, hand, &throws[j], &next, +1, RISE_MIN, RISE_MAX);
        }
        /* Close the loop: the first knot again, one cycle later. */
        AnimKnot k0 = m->knots[hand][0];
        if (!ok || !push_knot(m, hand, k0.t + P * b->bs, k0.p, k0.v))
            return anim_fail(err, n, "The pattern is too long to animate.");
    }
    return true;
}

void anim_hand_at(const AnimMotion *m, int hand, double seconds, double out[3])
{
    const AnimKnot *k = m->knots[hand];
    int n = m->knot_count[hand];
    double P = anim_cycle_seconds(m);
    double t = fmod(seconds, P);
    if (t < 0)
        t += P;
    if (t < k[0].t)
        t += P;
    if (t >= k[n - 1].t)
        t -= P;
    int lo = 0, hi = n - 1;   /* k[lo].t <= t < k[hi].t */
    if (t < k[0].t) {
        t = k[0].t;
    }
    while (hi - lo > 1) {
        int mid = (lo + hi) / 2;
        if (k[mid].t <= t)
            lo = mid;
        else
            hi = mid;
    }
    double T = k[hi].t - k[lo].t;
    double s = T > 0 ? anim_clamp((t - k[lo].t) / T, 0, 1) : 0;
    anim_hermite(k[lo].p, k[lo].v, k[hi].p, k[hi].v, T, s, out);
}

/* Later catches of a multiplex land where the hand is by then. */
static void settle_catches(Builder *b)
{
    AnimMotion *m = b->m;
    for (int i = 0; i < m->event_count; i++) {
        AnimEvent *e = &m->events[i];
        if (e->value == 0 || e->held)
            continue;
        double hp[3];
        anim_hand_at(m, e->to_hand, e->t_catch, hp);
        for (int c = 0; c < 3; c++)
            e->p1[c] = hp[c] + e->off_catch[c];
        launch_velocity(b, e);
    }
}

/* Names the props (labels) in the first cycle and finds how they move on from cycle to cycle. */
static bool name_props(Builder *b, char *err, size_t n)
{
    AnimMotion *m = b->m;
    int P = m->cycle_beats, label = 0;
    int initial_of[ANIM_MAX_PROPS];
    for (int i = 0; i < m->event_count; i++) {
        AnimEvent *e = &m->events[i];
        if (e->value == 0)
            continue;
        if (e->prev < 0 || e->next < 0)
            return anim_fail(err, n, "Internal error: a prop is lost at beat %d.", e->beat + 1);
        const AnimEvent *p = &m->events[e->prev];
        if (p->beat + p->value > e->beat) {   /* came over from the cycle before */
            if (label >= ANIM_MAX_PROPS)
                return anim_fail(err, n, "More than %d props.", ANIM_MAX_PROPS);
            initial_of[label] = i;
            e->label = label++;
        } else {
            e->label = p->label;
        }
    }
    if (label != m->balls)
        return anim_fail(err, n, "Internal error: %d props found for %d balls.", label, m->balls);
    (void)P;
    /* f(x): the prop at x's first throw in cycle k was at its previous throw in cycle k-1. */
    int f[ANIM_MAX_PROPS];
    for (int x = 0; x < label; x++)
        f[x] = m->events[m->events[initial_of[x]].prev].label;
    bool done[ANIM_MAX_PROPS] = {false};
    long lcm = 1;
    int members = 0;
    for (int x = 0; x < label; x++) {
        if (done[x])
            continue;
        int start = members, len = 0;
        for (int y = x; !done[y]; y = f[y]) {
            done[y] = true;
            m->perm_members[members++] = y;
            len++;
        }
        for (int i = 0; i < len; i++) {
            int y = m->perm_members[start + i];
            m->perm_cycle[y] = x;
            m->perm_pos[y] = i;
        }
        m->perm_start[x] = start;
        m->perm_len[x] = len;
        long g = gcd((int)(lcm % len), len);
        if (lcm < 1000000000L)
            lcm = lcm / (g ? g : 1) * len;
    }
    m->full_cycle_beats = lcm * P;
    return true;
}

static void club_spin(Builder *b)
{
    AnimMotion *m = b->m;
    for (int i = 0; i < m->event_count; i++) {
        AnimEvent *e = &m->events[i];
        e->tilt_catch = CLUB_CATCH_ANGLE;
        e->tilt_throw = CLUB_THROW_ANGLE;
        double air = e->t_catch - e->t_throw;   /* as shown: a club turns at a pace the eye follows */
        e->turns = e->held || e->value == 0 ? 0 : (int)floor(air * CLUB_SPIN_RATE + 0.3);
    }
}

/* Highest point, lowest hand point, width: for fitting the view. */
static void measure(Builder *b)
{
    AnimMotion *m = b->m;
    m->max_height = 0;
    m->throw_height = 0;
    m->width = 0;
    for (int i = 0; i < m->event_count; i++) {
        const AnimEvent *e = &m->events[i];
        if (e->value == 0)
            continue;
        double top = fmax(e->p0[1], e->p1[1]);
        double T = e->t_catch - e->t_throw, tau = e->v0[1] / m->gravity;
        if (!e->held && tau > 0 && tau < T) {
            double rise = e->v0[1] * e->v0[1] / (2 * m->gravity);
            top = e->p0[1] + rise;
            /* The height people mean: above the releasing hand, the pattern's own throws only
             * (not the way in from the cascade). Released and caught level, rise = g T² / 8. */
            if (e->in_pattern)
                m->throw_height = fmax(m->throw_height, rise);
        }
        m->max_height = fmax(m->max_height, top);
        m->width = fmax(m->width, fmax(fabs(e->p0[0]), fabs(e->p1[0])));
    }
    m->hand_low = 1e9;
    for (int hand = 0; hand < 2; hand++)
        for (int i = 0; i + 1 < m->knot_count[hand]; i++) {
            const AnimKnot *k0 = &m->knots[hand][i], *k1 = k0 + 1;
            double T = k1->t - k0->t;
            /* Extremes of each coordinate: the ends and where the cubic's slope is zero. */
            for (int c = 0; c < 2; c++) {
                double y0 = k0->p[c], y1 = k1->p[c], m0 = T * k0->v[c], m1 = T * k1->v[c];
                double qa = 6 * y0 + 3 * m0 - 6 * y1 + 3 * m1;   /* y'(s) = qa s² + qb s + m0 */
                double qb = -6 * y0 - 4 * m0 + 6 * y1 - 2 * m1;
                double cand[4] = {0, 1, -1, -1};
                if (fabs(qa) > 1e-12) {
                    double disc = qb * qb - 4 * qa * m0;
                    if (disc >= 0) {
                        cand[2] = (-qb + sqrt(disc)) / (2 * qa);
                        cand[3] = (-qb - sqrt(disc)) / (2 * qa);
                    }
                } else if (fabs(qb) > 1e-12) {
                    cand[2] = -m0 / qb;
                }
                for (int j = 0; j < 4; j++) {
                    if (cand[j] < 0 || cand[j] > 1)
                        continue;
                    double p[3];
                    anim_hermite(k0->p, k0->v, k1->p, k1->v, T, cand[j], p);
                    if (c == 1) {
                        m->hand_low = fmin(m->hand_low, p[1]);
                        m->max_height = fmax(m->max_height, p[1]);
                    } else {
                        m->width = fmax(m->width, fabs(p[0]));
                    }
                }
            }
        }
    m->hand_low -= 1e-12;   /* evaluation elsewhere may round a hair lower */
    double size = m->settings.prop == ANIM_PROP_CLUB   ? ANIM_CLUB_LENGTH
                  : m->settings.prop == ANIM_PROP_RING ? 2 * ANIM_RING_RADIUS
                                                       : ANIM_BALL_RADIUS;
    m->top = m->max_height + size;
}

const Siteswap *anim_pattern(const AnimMotion *m)
{
    return (const Siteswap *)(const void *)m->pattern_storage;
}

bool anim_prepare(const Siteswap *s, const AnimSettings *settings, AnimMotion *out, char *err,
                  size_t err_size)
{
    SiteswapError se;
    if (err && err_size)
        err[0] = '\0';
    if (!siteswap_validate(s, &se))
        return anim_fail(err, err_size, "%s", se.message);
    AnimSettings st = settings ? *settings : anim_default_settings();
    if (st.dwell == 0)
        st.dwell = ANIM_DEFAULT_DWELL;
    if (!(st.dwell >= 0.2 && st.dwell <= 1.9))
        return anim_fail(err, err_size, "Dwell must be between 0.2 and 1.9 beats.");
    if (st.rate == 0)
        st.rate = anim_auto_rate(s, st.dwell);
    if (!(st.rate >= 0.2 && st.rate <= 40))
        return anim_fail(err, err_size, "Speed must be between 0.2 and 40 beats per second.");
    if (!(st.slowdown == 0 || (st.slowdown >= 1 && st.slowdown <= ANIM_MAX_SLOWDOWN)))
        return anim_fail(err, err_size, "Slow motion must be between 1 and %g times.", ANIM_MAX_SLOWDOWN);
    if ((int)st.style < 0 || st.style >= ANIM_STYLE_COUNT)
        st.style = ANIM_STYLE_NORMAL;
    int balls = siteswap_balls(s);
    if (balls < 1)
        return anim_fail(err, err_size, "There is nothing to juggle in this pattern.");
    if (balls > ANIM_MAX_PROPS)
        return anim_fail(err, err_size, "At most %d props can be animated.", ANIM_MAX_PROPS);

    memset(out, 0, offsetof(AnimMotion, events));
    if (!siteswap_copy_to(s, out->pattern_storage, sizeof out->pattern_storage))
        return anim_fail(err, err_size, "The pattern is too long to animate.");
    out->pattern_first_beat = 0;
    out->pattern_beats = siteswap_period(s);
    if (st.start == ANIM_START_FROM_GROUND) {
        int first, beats;
        Siteswap *whole = anim_compose_from_ground(s, st.ground_repeats, st.pattern_repeats,
                                                   st.rate, &first, &beats);
        bool kept = whole && siteswap_copy_to(whole, out->pattern_storage,
                                              sizeof out->pattern_storage);
        siteswap_free(whole);
        if (kept) {
            out->pattern_first_beat = first;
            out->pattern_beats = beats;
            s = anim_pattern(out);
            /* The transitions may throw higher than the pattern. */
            double whole_rate = anim_auto_rate(s, st.dwell);
            if ((settings == NULL || settings->rate == 0) && whole_rate > st.rate)
                st.rate = whole_rate;
        } else {
            st.start = ANIM_START_IN_STATE;   /* no way in: start in the pattern's own state */
        }
    }
    if (st.slowdown == 0)   /* after the way in and out, which may throw higher */
        st.slowdown = anim_auto_slowdown(s, st.rate, st.dwell);
    out->settings = st;
    out->balls = balls;
    out->beat_seconds = 1.0 / st.rate;
    out->slowdown = st.slowdown;
    out->gravity = ANIM_GRAVITY / (st.slowdown * st.slowdown);
    out->max_value = siteswap_max_throw(s);

    Builder b = {
        .m = out,
        .style = anim_style_table(st.style),
        .bs = out->beat_seconds,
        .dwell = st.dwell,
        .sync = siteswap_notation(s) == SITESWAP_SYNC,
        .first_hand = st.start_left ? SITESWAP_LEFT : SITESWAP_RIGHT,
    };
    b.gentle = 0.25 * out->gravity * (2.0 - st.dwell) * b.bs;

    /* The cycle: throws, hands and style all repeat, and no throw spans more than one cycle. */
    int hp = siteswap_hand_period(s), sb = b.style->beats;
    long P = (long)hp / gcd(hp, sb) * sb;
    while (P < out->max_value)
        P *= 2;
    if (P > ANIM_MAX_CYCLE_BEATS)
        return anim_fail(err, err_size, "The pattern is too long to animate (%ld beats before it repeats).", P);
    out->cycle_beats = (int)P;

    if (!list_events(&b, s, err, err_size) || !time_flights(&b, err, err_size))
        return false;
    if (!lay_hand_paths(&b, err, err_size))
        return false;
    settle_catches(&b);
    if (!name_props(&b, err, err_size))
        return false;
    club_spin(&b);
    measure(&b);
    return true;
}
