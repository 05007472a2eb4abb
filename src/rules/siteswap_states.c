/* Landing states and what follows from them: ground, prime, the canonical form, and the
 * shortest transitions from the ground state in and back out. */
#include "siteswap_internal.h"

#include <stdarg.h>
#include <stdint.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- Valid vanilla patterns as numbers ---- */

/* Most patterns are plain vanilla ones: as one throw a beat and their landing states as
 * bitmasks (bit t: a prop lands t beats ahead), their facts need no model and no copies. */
typedef struct Vanilla {
    int n, balls;
    int v[SITESWAP_MAX_BEATS];
    uint64_t state[SITESWAP_MAX_BEATS];   /* before each throw */
} Vanilla;

/* Fills out for a valid vanilla pattern; false for sync, multiplex and invalid patterns, which
 * the general code answers. */
static bool vanilla_fill(Vanilla *out, int n);

static bool vanilla_view(const Siteswap *s, Vanilla *out)
{
    return ss_vanilla_values(s, out->v) && vanilla_fill(out, s->period);
}

/* The same from plain values (copied into out). */
static bool vanilla_from_values(const int *values, int n, Vanilla *out)
{
    if (n < 1 || n > SITESWAP_MAX_BEATS)
        return false;
    memcpy(out->v, values, sizeof values[0] * (size_t)n);
    return vanilla_fill(out, n);
}

/* States and balls of the values in out->v; false when they are not a valid pattern. */
static bool vanilla_fill(Vanilla *out, int n)
{
    if (!siteswap_values_valid(out->v, n))
        return false;
    int sum = 0;
    out->n = n;
    const int *v = out->v;
    uint64_t state = 0;
    for (int i = 0; i < n; i++) {
        sum += v[i];
        for (int at = i - n; at + v[i] >= 0; at -= n)
            state |= 1ull << (at + v[i]);
    }
    out->balls = sum / n;
    for (int j = 0; j < n; j++) {
        out->state[j] = state;
        state >>= 1;
        if (v[j] > 0)
            state |= 1ull << (v[j] - 1);
    }
    return true;
}

static uint64_t vanilla_ground(const Vanilla *p)
{
    return (1ull << p->balls) - 1;
}

/* The canonical rotation: the unit's length d and the beat j it starts from (ground first,
 * then reading largest), as the general siteswap_canonical chooses. */
static void vanilla_canonical(const Vanilla *p, int *unit, int *start)
{
    int n = p->n, d = n;
    for (int c = 1; c < n && d == n; c++) {
        if (n % c != 0)
            continue;
        bool same = true;
        for (int i = c; i < n && same; i++)
            same = p->v[i] == p->v[i - c];
        if (same)
            d = c;
    }
    uint64_t ground = vanilla_ground(p);
    int best = 0;
    for (int j = 1; j < d; j++) {
        bool g = p->state[j] == ground, bg = p->state[best] == ground;
        if (g != bg) {
            if (g)
                best = j;
            continue;
        }
        for (int i = 0; i < d; i++) {
            int x = p->v[(j + i) % d], y = p->v[(best + i) % d];
            if (x != y) {
                if (x > y)
                    best = j;
                break;
            }
        }
    }
    *unit = d;
    *start = best;
}

/* ---- States ---- */

/* Props landing on each coming beat and hand at the start of the pattern as the view shows it,
 * juggled forever. Async patterns count every beat in hand 0. */
static void landing_counts(const View *v, int counts[STATE_BEATS][2])
{
    memset(counts, 0, sizeof(int[STATE_BEATS][2]));
    int P = v->period;
    bool sync = v->s->notation == SITESWAP_SYNC;
    for (int b = 0; b < P; b++)
        for (int h = 0; h < 2; h++) {
            Slot sl = view_slot(v, b, h);
            for (int i = 0; i < sl.count; i++) {
                const SiteswapThrow *t = &sl.t[i];
                int to = sync && crosses(SITESWAP_SYNC, t) ? other_hand(h) : h;
                for (int at = b - P; at + t->value >= 0; at -= P) {
                    int land = at + t->value;
                    if (land < STATE_BEATS)
                        counts[land][sync ? to : 0]++;
                }
            }
        }
}

static char count_char(int c)
{
    return c == 0 ? '-' : c == 1 ? 'x' : c <= 9 ? (char)('0' + c) : '+';
}

bool siteswap_state(const Siteswap *s, char *buf, size_t size)
{
    Vanilla p;
    if (vanilla_view(s, &p)) {
        Out o = {buf, size, 0, true};
        if (size > 0)
            buf[0] = '\0';
        for (uint64_t st = p.state[0]; st; st >>= 1)
            ss_put(&o, st & 1 ? 'x' : '-');
        return o.ok && size > 0;
    }
    int counts[STATE_BEATS][2];
    View whole = whole_view(s);
    landing_counts(&whole, counts);
    Out o = {buf, size, 0, true};
    if (size > 0)
        buf[0] = '\0';
    int last = -1;
    for (int t = 0; t < STATE_BEATS; t++)
        if (counts[t][0] || counts[t][1])
            last = t;
    if (s->notation == SITESWAP_ASYNC) {
        for (int t = 0; t <= last; t++)
            ss_put(&o, count_char(counts[t][0]));
    } else {
        for (int t = 0; t <= last; t += 2) {
            ss_put(&o, '(');
            ss_put(&o, count_char(counts[t][SITESWAP_LEFT]));
            ss_put(&o, ',');
            ss_put(&o, count_char(counts[t][SITESWAP_RIGHT]));
            ss_put(&o, ')');
        }
    }
    return o.ok && size > 0;
}

static bool counts_ground(const Siteswap *s, int counts[STATE_BEATS][2])
{
    int balls = siteswap_balls(s);
    if (s->notation == SITESWAP_ASYNC) {
        for (int t = 0; t < STATE_BEATS; t++)
            if (counts[t][0] != (t < balls ? 1 : 0))
                return false;
        return true;
    }
    /* Sync: full pairs first; an odd ball in either hand of the next pair. */
    for (int t = 0; t < STATE_BEATS; t++) {
        int pair = t / 2;
        for (int h = 0; h < 2; h++) {
            int c = counts[t][h];
            if (t % 2 == 1 || pair > balls / 2) {
                if (c != 0)
                    return false;
            } else if (pair < balls / 2) {
                if (c != 1)
                    return false;
            }
        }
        if (t % 2 == 0 && pair == balls / 2 && counts[t][0] + counts[t][1] != balls % 2)
            return false;
        if (t % 2 == 0 && pair == balls / 2 && (counts[t][0] > 1 || counts[t][1] > 1))
            return false;
    }
    return true;
}

static bool view_ground(const View *v)
{
    int counts[STATE_BEATS][2];
    landing_counts(v, counts);
    return counts_ground(v->s, counts);
}

bool siteswap_is_ground(const Siteswap *s)
{
    Vanilla p;
    if (vanilla_view(s, &p))
        return p.state[0] == vanilla_ground(&p);
    View whole = whole_view(s);
    return view_ground(&whole);
}

bool siteswap_is_prime(const Siteswap *s)
{
    Vanilla p;
    if (vanilla_view(s, &p)) {
        for (int a = 0; a < p.n; a++)
            for (int b = a + 1; b < p.n; b++)
                if (p.state[a] == p.state[b])
                    return false;
        return true;
    }
    /* The written cycle, like period and state: 5151 comes back to its first state halfway. */
    int step = s->notation == SITESWAP_SYNC ? 2 : 1;
    static const int none[STATE_BEATS][2];
    int states[SITESWAP_MAX_BEATS][STATE_BEATS][2];
    int n = 0;
    for (int j = 0; j < s->period; j += step) {
        View r = {s, s->period, j, false};
        landing_counts(&r, states[n]);
        for (int k = 0; k < n; k++)
            if (memcmp(states[k], states[n], sizeof none) == 0)
                return false;
        n++;
    }
    return true;
}

/* ---- Canonical form ---- */

/* Sorts the throws of every slot, largest (value, crossing) first. */
static void sort_slots(Siteswap *s)
{
    bool sync = s->notation == SITESWAP_SYNC;
    SiteswapThrow *all = throws_of(s);
    for (int k = 0; k < 2 * s->period; k++) {
        SiteswapThrow *slot = all + s->start[k];
        int count = s->start[k + 1] - s->start[k];
        for (int i = 1; i < count; i++) {   /* insertion sort: a few throws at most */
            SiteswapThrow t = slot[i];
            int kt = t.value * 2 + (sync && t.to_hand != t.from_hand);
            int j = i;
            while (j > 0) {
                const SiteswapThrow *u = &slot[j - 1];
                int ku = u->value * 2 + (sync && u->to_hand != u->from_hand);
                if (ku >= kt)
                    break;
                slot[j] = slot[j - 1];
                j--;
            }
            slot[j] = t;
        }
    }
}

/* The rotation (and mirror image) of the unit that siteswap_canonical writes out. */
static View canonical_view(const Siteswap *s)
{
    Vanilla p;
    if (vanilla_view(s, &p)) {
        int unit, start;
        vanilla_canonical(&p, &unit, &start);
        return (View){s, unit, start, false};
    }
    int d = siteswap_unit_period(s);
    int step = s->notation == SITESWAP_SYNC ? 2 : 1;
    int mirrors = s->notation == SITESWAP_SYNC ? 2 : 1;
    View best = {s, d, 0, false};
    bool best_ground = false, have = false;
    for (int m = 0; m < mirrors; m++)
        for (int j = 0; j < d; j += step) {
            View r = {s, d, j, m == 1};
            bool ground = view_ground(&r);
            if (!have || (ground && !best_ground) ||
                (ground == best_ground && ss_compare_reading(&r, &best) > 0)) {
                best = r;
                best_ground = ground;
                have = true;
            }
        }
    return best;
}

Siteswap *siteswap_canonical(const Siteswap *s)
{
    View v = canonical_view(s);
    Siteswap *c = ss_pack_view(&v);
    if (c)
        sort_slots(c);
    return c;
}

bool siteswap_canonical_text(const Siteswap *s, char *buf, size_t size)
{
    Vanilla p;
    if (vanilla_view(s, &p) && size > (size_t)p.n) {
        int unit, start;
        vanilla_canonical(&p, &unit, &start);
        for (int i = 0; i < unit; i++)
            buf[i] = siteswap_throw_char(p.v[(start + i) % unit]);
        buf[unit] = '\0';
        return true;
    }
    Siteswap *c = siteswap_canonical(s);
    if (!c) {
        if (size > 0)
            buf[0] = '\0';
        return false;
    }
    bool ok = siteswap_format(c, buf, size);
    siteswap_free(c);
    return ok;
}

void siteswap_facts(const Siteswap *s, SiteswapFacts *out)
{
    out->period = s->period;
    Vanilla p;
    if (!vanilla_view(s, &p)) {
        out->balls = siteswap_balls(s);
        out->max_throw = siteswap_max_throw(s);
        out->ground = siteswap_is_ground(s);
        out->prime = siteswap_is_prime(s);
        siteswap_state(s, out->state, sizeof out->state);
        siteswap_canonical_text(s, out->canonical, sizeof out->canonical);
        return;
    }
    out->balls = p.balls;
    out->max_throw = 0;
    for (int i = 0; i < p.n; i++)
        if (p.v[i] > out->max_throw)
            out->max_throw = p.v[i];
    out->ground = p.state[0] == vanilla_ground(&p);
    out->prime = true;
    for (int a = 0; a < p.n && out->prime; a++)
        for (int b = a + 1; b < p.n; b++)
            if (p.state[a] == p.state[b])
                out->prime = false;
    int len = 0;
    for (uint64_t st = p.state[0]; st; st >>= 1)
        out->state[len++] = st & 1 ? 'x' : '-';
    out->state[len] = '\0';
    int unit, start;
    vanilla_canonical(&p, &unit, &start);
    for (int i = 0; i < unit; i++)
        out->canonical[i] = siteswap_throw_char(p.v[(start + i) % unit]);
    out->canonical[unit] = '\0';
}

bool siteswap_same_pattern(const Siteswap *a, const Siteswap *b)
{
    if (a->notation != b->notation)
        return false;
    char ta[SITESWAP_TEXT_SIZE], tb[SITESWAP_TEXT_SIZE];
    siteswap_canonical_text(a, ta, sizeof ta);
    siteswap_canonical_text(b, tb, sizeof tb);
    return strcmp(ta, tb) == 0;
}

/* ---- Vanilla arrays: canonical form ---- */

bool siteswap_values_canonical_text(const int *values, int n, char *buf, size_t size)
{
    Vanilla p;
    if (vanilla_from_values(values, n, &p) && size > (size_t)n) {
        int unit, start;
        vanilla_canonical(&p, &unit, &start);
        for (int i = 0; i < unit; i++)
            buf[i] = siteswap_throw_char(p.v[(start + i) % unit]);
        buf[unit] = '\0';
        return true;
    }
    Siteswap *s = siteswap_from_values(values, n);
    bool ok = s && siteswap_canonical_text(s, buf, size);
    siteswap_free(s);
    return ok;
}

bool siteswap_values_same_pattern(const int *a, int na, const int *b, int nb)
{
    char ta[SITESWAP_TEXT_SIZE], tb[SITESWAP_TEXT_SIZE];
    return siteswap_values_canonical_text(a, na, ta, sizeof ta) &&
           siteswap_values_canonical_text(b, nb, tb, sizeof tb) && strcmp(ta, tb) == 0;
}

/* ---- Transitions ---- */

/* A landing state as counts per coming beat and hand (async uses hand 0 only). */
typedef struct Counts {
    int c[STATE_BEATS][2];
} Counts;

static void ground_counts(int balls, bool sync, int extra_hand, Counts *out)
{
    memset(out, 0, sizeof *out);
    if (!sync) {
        for (int t = 0; t < balls && t < STATE_BEATS; t++)
            out->c[t][0] = 1;
        return;
    }
    for (int k = 0; k < balls / 2 && 2 * k < STATE_BEATS; k++)
        out->c[2 * k][0] = out->c[2 * k][1] = 1;
    if (balls % 2 == 1 && 2 * (balls / 2) < STATE_BEATS)
        out->c[2 * (balls / 2)][extra_hand] = 1;
}

static void push_throw(Grid *g, int beat, int hand, int value, bool cross)
{
    SiteswapThrow *t = &g->t[beat][hand][g->count[beat][hand]++];
    t->value = (int8_t)value;
    t->from_hand = (int8_t)hand;
    t->to_hand = (int8_t)(cross ? other_hand(hand) : hand);
    t->index = (int16_t)g->written_throws++;
    t->column = (int16_t)(t->index + 1);
}

/* Writes a grid as siteswap_format writes the pattern it packs into. */
static bool format_grid(const Grid *g, char *buf, size_t size)
{
    Out o = {buf, size, 0, true};
    if (size > 0)
        buf[0] = '\0';
    for (int b = 0; b < g->period; b += g->notation == SITESWAP_SYNC ? 2 : 1) {
        if (g->notation == SITESWAP_ASYNC) {
            ss_put_slot(&o, (Slot){g->t[b][async_hand(b)], g->count[b][async_hand(b)]}, false);
            continue;
        }
        ss_put(&o, '(');
        ss_put_slot(&o, (Slot){g->t[b][SITESWAP_LEFT], g->count[b][SITESWAP_LEFT]}, true);
        ss_put(&o, ',');
        ss_put_slot(&o, (Slot){g->t[b][SITESWAP_RIGHT], g->count[b][SITESWAP_RIGHT]}, true);
        ss_put(&o, ')');
    }
    return o.ok && size > 0;
}

/* Shortest throws taking state a to state b (same props): the smallest L for which what is
 * still in the air from a after L steps fits inside b; the props thrown in those steps fill the
 * rest of b, earliest first. Steps are beats (async) or pairs (sync). Returns L, or -1 if a
 * throw would be too high or a hand would need too many at once. */
static int shortest_transition(const Counts *a, const Counts *b, bool sync, Grid *out)
{
    int step = sync ? 2 : 1, hands = sync ? 2 : 1;
    memset(out->count, 0, sizeof out->count);
    out->notation = sync ? SITESWAP_SYNC : SITESWAP_ASYNC;
    out->period = 0;
    out->written_throws = 0;
    int L = 0;
    for (;; L++) {
        bool fits = true;
        for (int t = 0; t < STATE_BEATS && fits; t += step)
            for (int h = 0; h < hands; h++) {
                int from = t + L * step;
                if (from < STATE_BEATS && a->c[from][h] > b->c[t][h])
                    fits = false;
            }
        if (fits)
            break;
    }
    if (L * step > SITESWAP_MAX_BEATS)
        return -1;
    Counts need = *b;
    for (int t = 0; t < STATE_BEATS; t += step)
        for (int h = 0; h < hands; h++)
            if (t + L * step < STATE_BEATS)
                need.c[t][h] -= a->c[t + L * step][h];
    for (int i = 0; i < L; i++) {
        int beat = i * step;
        for (int h = 0; h < hands; h++) {
            int hand = sync ? h : async_hand(beat);
            int props = a->c[beat][h];
            if (props == 0)
                push_throw(out, beat, hand, 0, false);
            if (props > SITESWAP_MAX_MULTIPLEX)
                return -1;
            for (int p = 0; p < props; p++) {
                /* Earliest open place; sync prefers the same hand (no crossing). */
                int t = 0, to = h;
                for (;; t += step) {
                    if (t >= STATE_BEATS)
                        return -1;
                    if (need.c[t][h] > 0) {
                        to = h;
                        break;
                    }
                    if (sync && need.c[t][other_hand(h)] > 0) {
                        to = other_hand(h);
                        break;
                    }
                }
                need.c[t][to]--;
                int value = t + (L - i) * step;
                if (value > SITESWAP_MAX_THROW)
                    return -1;
                push_throw(out, beat, hand, value, sync && to != h);
            }
        }
    }
    out->period = L * step;
    return L;
}

/* A transition's throws as beat throws (see SiteswapTransition). */
static int grid_throws(const Grid *g, SiteswapBeatThrow *out)
{
    int n = 0;
    for (int b = 0; b < g->period; b++)
        for (int h = 0; h < 2; h++)
            for (int i = 0; i < g->count[b][h]; i++) {
                const SiteswapThrow *t = &g->t[b][h][i];
                int to = g->notation == SITESWAP_ASYNC ? (t->value % 2 ? other_hand(h) : h)
                                                       : t->to_hand;
                out[n++] = (SiteswapBeatThrow){b, -1, 0, t->value, (int8_t)h, (int8_t)to};
            }
    return n;
}

static void ground_text(int balls, bool sync, int extra_hand, char *buf, size_t size)
{
    if (!sync)
        snprintf(buf, size, "%c", siteswap_throw_char(balls));
    else if (balls % 2 == 0)
        snprintf(buf, size, "(%c,%c)", siteswap_throw_char(balls), siteswap_throw_char(balls));
    else if (extra_hand == SITESWAP_LEFT)
        snprintf(buf, size, "(%c,%c)", siteswap_throw_char(balls + 1), siteswap_throw_char(balls - 1));
    else
        snprintf(buf, size, "(%c,%c)", siteswap_throw_char(balls - 1), siteswap_throw_char(balls + 1));
}

bool siteswap_transition(const Siteswap *s, SiteswapTransition *out, SiteswapError *err)
{
    memset(out, 0, sizeof *out);
    if (!siteswap_validate(s, err))
        return false;
    bool sync = s->notation == SITESWAP_SYNC;
    int balls = siteswap_balls(s);
    if (sync && balls + 1 > SITESWAP_MAX_THROW)
        return ss_set_error(err, 0, "no ground state with %d balls in synchronous notation", balls);
    int step = sync ? 2 : 1, grounds = sync && balls % 2 == 1 ? 2 : 1;
    int best = -1;
    for (int j = 0; j < s->period; j += step) {
        View r = {s, s->period, j, false};
        Counts target;
        landing_counts(&r, target.c);
        int best_in = -1, best_out = -1, g_in = 0, g_out = 0;
        Grid in, outs, tmp;
        for (int g = 0; g < grounds; g++) {
            Counts ground;
            ground_counts(balls, sync, g, &ground);
            int n = shortest_transition(&ground, &target, sync, &tmp);
            if (n >= 0 && (best_in < 0 || n < best_in)) {
                best_in = n;
                in = tmp;
                g_in = g;
            }
            n = shortest_transition(&target, &ground, sync, &tmp);
            if (n >= 0 && (best_out < 0 || n < best_out)) {
                best_out = n;
                outs = tmp;
                g_out = g;
            }
        }
        if (best_in < 0 || best_out < 0)
            continue;
        if (best >= 0 && best_in + best_out >= best)
            continue;
        best = best_in + best_out;
        out->rotation = j;
        out->entry_length = best_in;
        out->exit_length = best_out;
        ground_text(balls, sync, g_in, out->ground, sizeof out->ground);
        ground_text(balls, sync, g_out, out->ground_after, sizeof out->ground_after);
        format_grid(&in, out->entry, sizeof out->entry);
        format_grid(&outs, out->exit, sizeof out->exit);
        ss_format_view(&r, out->pattern, sizeof out->pattern);
        out->entry_beats = in.period;
        out->exit_beats = outs.period;
        out->entry_count = grid_throws(&in, out->entry_throws);
        out->exit_count = grid_throws(&outs, out->exit_throws);
        if (best_in == 0)
            out->entry[0] = '\0';
        if (best_out == 0)
            out->exit[0] = '\0';
    }
    if (best < 0)
        return ss_set_error(err, 0, "no transition within the limits (throws up to z, %d at once)",
                         SITESWAP_MAX_MULTIPLEX);
    return true;
}

