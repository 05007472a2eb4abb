/* Starting from the ground state: the cascade or fountain, the throws into the pattern, the
 * pattern a few times, the throws back out, as one looping sequence the animator plays like any
 * other pattern.
 *
 * The rules module's siteswap_transition writes the way in and out as text; the animator needs
 * throws hand by hand (sync and multiplex too), so the shortest transitions are found here, from
 * landing states: after L steps, whatever is still in the air
 * from the old state must fit the new one; the props caught in those L steps are thrown into the
 * places left, earliest first. */
#include "anim_internal.h"

#include <string.h>

#define STATE_STEPS (SITESWAP_MAX_THROW + 2)

/* Props landing on each coming step (beat, or pair for sync) in each hand. Async uses hand 0. */
typedef struct Landing {
    int c[STATE_STEPS][2];
} Landing;

static int right_on(int beat)
{
    return beat % 2 == 0 ? SITESWAP_RIGHT : SITESWAP_LEFT;
}

/* The landing state when the pattern, juggled forever, reaches beat `rot` of its repetition. */
static void landing_state(const Siteswap *s, int rot, Landing *out)
{
    memset(out, 0, sizeof *out);
    bool sync = siteswap_notation(s) == SITESWAP_SYNC;
    int hp = siteswap_hand_period(s), maxv = siteswap_max_throw(s);
    long base = (long)hp * ((maxv + hp - 1) / hp + 1) + rot;
    for (long beat = base - maxv; beat < base; beat++) {
        SiteswapBeatThrow th[SITESWAP_MAX_MULTIPLEX * 2];
        int n = siteswap_throws_on_beat(s, beat, th, SITESWAP_MAX_MULTIPLEX * 2);
        for (int i = 0; i < n && i < SITESWAP_MAX_MULTIPLEX * 2; i++) {
            long land = beat + th[i].value;
            if (th[i].value == 0 || land < base)
                continue;
            int step = (int)(land - base) / (sync ? 2 : 1);
            if (step < STATE_STEPS)
                out->c[step][sync ? th[i].to_hand : 0]++;
        }
    }
}

static void ground_state(int balls, bool sync, Landing *out)
{
    memset(out, 0, sizeof *out);
    for (int i = 0; i < balls; i++) {
        if (sync)
            out->c[i / 2][i % 2]++;
        else if (i < STATE_STEPS)
            out->c[i][0]++;
    }
}

/* One throw of a transition. */
typedef struct Move {
    int step, hand, value;   /* value in beats; hand only for sync (async: by beat) */
    bool cross;
} Move;

/* Shortest throws from a to b, at least min_steps long. Returns the number of steps and fills
 * moves (count in *n_moves), or -1 when none fits the limits. */
static int transition(const Landing *a, const Landing *b, bool sync, int min_steps, Move *moves,
                      int max_moves, int *n_moves)
{
    int hands = sync ? 2 : 1, unit = sync ? 2 : 1;
    int L = min_steps;
    for (;; L++) {
        if (L >= STATE_STEPS)
            return -1;
        bool fits = true;
        for (int t = 0; t + L < STATE_STEPS && fits; t++)
            for (int h = 0; h < hands; h++)
                if (a->c[t + L][h] > b->c[t][h])
                    fits = false;
        if (fits)
            break;
    }
    Landing open = *b;
    for (int t = 0; t + L < STATE_STEPS; t++)
        for (int h = 0; h < hands; h++)
            open.c[t][h] -= a->c[t + L][h];
    *n_moves = 0;
    for (int i = 0; i < L; i++)
        for (int h = 0; h < hands; h++) {
            int props = a->c[i][h];
            if (props == 0 && *n_moves < max_moves)
                moves[(*n_moves)++] = (Move){i, h, 0, false};
            for (int p = 0; p < props; p++) {
                /* Earliest open place; for sync the same hand first, then across. */
                int t = 0, to = -1;
                for (; t < STATE_STEPS && to < 0; t++) {
                    if (open.c[t][h] > 0)
                        to = h;
                    else if (sync && open.c[t][1 - h] > 0)
                        to = 1 - h;
                }
                t--;
                if (to < 0 || *n_moves >= max_moves)
                    return -1;
                open.c[t][to]--;
                int value = (L - i + t) * unit;
                if (value > SITESWAP_MAX_THROW)
                    return -1;
                moves[(*n_moves)++] = (Move){i, h, value, to != h};
            }
        }
    return L;
}

/* The sequence's throws, listed as they are made; siteswap_from_throws builds the pattern. */
typedef struct Composer {
    bool sync;
    int beat;        /* next beat to fill */
    int next_index;  /* for throws that are not the user's */
    int count;
    SiteswapBeatThrow throws[SITESWAP_MAX_THROWS];
} Composer;

static bool put(Composer *c, int beat, int hand, int value, bool cross, int index, int column)
{
    if (beat >= SITESWAP_MAX_BEATS || c->count >= SITESWAP_MAX_THROWS)
        return false;
    if (!c->sync)
        hand = right_on(beat);
    if (index < 0) {
        index = c->next_index++;
        column = 0;
    }
    /* A slot with too many throws is refused when the pattern is built. */
    c->throws[c->count++] = (SiteswapBeatThrow){
        .beat = beat,
        .index = (int16_t)index,
        .column = (int16_t)column,
        .value = (int8_t)value,
        .from_hand = (int8_t)hand,
        .to_hand = (int8_t)((c->sync ? cross : value % 2 == 1) ? 1 - hand : hand),
    };
    return true;
}

static bool put_moves(Composer *c, const Move *moves, int n, int steps, bool sync)
{
    for (int i = 0; i < n; i++)
        if (!put(c, c->beat + moves[i].step * (sync ? 2 : 1), moves[i].hand, moves[i].value,
                 moves[i].cross, -1, 0))
            return false;
    c->beat += steps * (sync ? 2 : 1);
    return true;
}

Siteswap *anim_compose_from_ground(const Siteswap *s, int ground_repeats, int pattern_repeats,
                                   double rate, int *pattern_first, int *pattern_beats)
{
    bool sync = siteswap_notation(s) == SITESWAP_SYNC;
    int balls = siteswap_balls(s), P = siteswap_period(s), unit = sync ? 2 : 1;
    if (sync && balls % 2 == 1)
        return NULL;   /* no plain synchronous fountain to start from */
    Landing ground, target;
    ground_state(balls, sync, &ground);
    enum { MAX_MOVES = 128 };
    Move in[MAX_MOVES], outm[MAX_MOVES], best_in[MAX_MOVES], best_out[MAX_MOVES];
    int n_in = 0, n_out = 0, best = -1, rot = 0, L_in = 0, L_out = 0, bn_in = 0, bn_out = 0;
    for (int j = 0; j < P; j += unit) {
        landing_state(s, j, &target);
        int a = transition(&ground, &target, sync, 0, in, MAX_MOVES, &n_in);
        int b = transition(&target, &ground, sync, 0, outm, MAX_MOVES, &n_out);
        if (a < 0 || b < 0 || (best >= 0 && a + b >= best))
            continue;
        best = a + b;
        rot = j;
        L_in = a;
        L_out = b;
        bn_in = n_in;
        bn_out = n_out;
        memcpy(best_in, in, sizeof in[0] * (size_t)n_in);
        memcpy(best_out, outm, sizeof outm[0] * (size_t)n_out);
    }
    if (best < 0)
        return NULL;
    /* One step of the ground pattern: from the ground state back to itself. */
    Move g[MAX_MOVES];
    int n_g = 0;
    if (transition(&ground, &ground, sync, 1, g, MAX_MOVES, &n_g) != 1)
        return NULL;

    int ground_beats = (ground_repeats > 0 ? ground_repeats : 6) * unit;
    int fixed = ground_beats + (L_in + L_out) * unit;
    int reps = pattern_repeats;
    if (reps <= 0) {
        reps = (int)(6.0 * rate / P + 0.999);   /* about six seconds of the pattern */
        if (reps < 1)
            reps = 1;
    }
    while (reps > 1 && fixed + reps * P > SITESWAP_MAX_BEATS)
        reps--;
    while (fixed + reps * P > SITESWAP_MAX_BEATS && ground_beats > 2 * unit) {
        ground_beats -= unit;
        fixed -= unit;
    }
    if (fixed + reps * P > SITESWAP_MAX_BEATS)
        return NULL;

    Composer c;   /* large: only what is used is set */
    c.sync = sync;
    c.beat = 0;
    c.count = 0;
    c.next_index = siteswap_written_throws(s);
    for (int k = 0; k < ground_beats; k += unit)
        if (!put_moves(&c, g, n_g, 1, sync))
            return NULL;
    if (!put_moves(&c, best_in, bn_in, L_in, sync))
        return NULL;
    *pattern_first = c.beat;
    for (int k = 0; k < reps * P; k++) {
        int q = (rot + k) % P;
        for (int h = 0; h < 2; h++) {
            if (!sync && h != right_on(q))
                continue;
            for (int i = 0; i < siteswap_slot_count(s, q, h); i++) {
                const SiteswapThrow *t = siteswap_slot_throw(s, q, h, i);
                if (!put(&c, c.beat, h, t->value, t->to_hand != t->from_hand, t->index, t->column))
                    return NULL;
            }
        }
        c.beat++;
    }
    *pattern_beats = reps * P;
    if (!put_moves(&c, best_out, bn_out, L_out, sync))
        return NULL;
    Siteswap *out = siteswap_from_throws(siteswap_notation(s), c.beat, c.next_index, c.throws,
                                         c.count);
    SiteswapError e;
    if (out && !siteswap_validate(out, &e)) {
        siteswap_free(out);
        return NULL;
    }
    return out;
}
