/* Starting from the ground state: the cascade or fountain, the throws into the pattern, the
 * pattern a few times, the throws back out, as one looping sequence the animator plays like any
 * other pattern. The way in and out are the rules module's shortest transitions
 * (siteswap_transition), taken as throws. */
#include "anim_internal.h"

#include <stdlib.h>
#include <string.h>

static int right_on(int beat)
{
    return beat % 2 == 0 ? SITESWAP_RIGHT : SITESWAP_LEFT;
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

/* A transition's throws from the current beat on, then past them. */
static bool put_transition(Composer *c, const SiteswapBeatThrow *throws, int n, int beats)
{
    for (int i = 0; i < n; i++)
        if (!put(c, c->beat + throws[i].beat, throws[i].from_hand, throws[i].value,
                 throws[i].to_hand != throws[i].from_hand, -1, 0))
            return false;
    c->beat += beats;
    return true;
}

Siteswap *anim_compose_from_ground(const Siteswap *s, int ground_repeats, int pattern_repeats,
                                   double rate, int *pattern_first, int *pattern_beats)
{
    bool sync = siteswap_notation(s) == SITESWAP_SYNC;
    int balls = siteswap_balls(s), P = siteswap_period(s), unit = sync ? 2 : 1;
    if (sync && balls % 2 == 1)
        return NULL;   /* no plain synchronous fountain to start from */
    SiteswapTransition *tr = malloc(sizeof *tr);   /* large: its throws as well as its text */
    if (!tr || !siteswap_transition(s, tr, NULL)) {
        free(tr);
        return NULL;
    }
    int rot = tr->rotation;

    int ground_beats = (ground_repeats > 0 ? ground_repeats : 6) * unit;
    int fixed = ground_beats + tr->entry_beats + tr->exit_beats;
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
    if (fixed + reps * P > SITESWAP_MAX_BEATS) {
        free(tr);
        return NULL;
    }

    Composer c;   /* large: only what is used is set */
    c.sync = sync;
    c.beat = 0;
    c.count = 0;
    c.next_index = siteswap_written_throws(s);
    /* The ground pattern: every hand throws the number of balls, straight (sync) or by its
     * value (async). */
    bool ok = true;
    for (int k = 0; k < ground_beats && ok; k += unit) {
        for (int h = 0; h < (sync ? 2 : 1) && ok; h++)
            ok = put(&c, c.beat, h, balls, false, -1, 0);
        c.beat += unit;
    }
    ok = ok && put_transition(&c, tr->entry_throws, tr->entry_count, tr->entry_beats);
    if (!ok) {
        free(tr);
        return NULL;
    }
    *pattern_first = c.beat;
    for (int k = 0; k < reps * P; k++) {
        int q = (rot + k) % P;
        for (int h = 0; h < 2; h++) {
            if (!sync && h != right_on(q))
                continue;
            for (int i = 0; i < siteswap_slot_count(s, q, h); i++) {
                const SiteswapThrow *t = siteswap_slot_throw(s, q, h, i);
                if (!put(&c, c.beat, h, t->value, t->to_hand != t->from_hand, t->index,
                         t->column)) {
                    free(tr);
                    return NULL;
                }
            }
        }
        c.beat++;
    }
    *pattern_beats = reps * P;
    ok = put_transition(&c, tr->exit_throws, tr->exit_count, tr->exit_beats);
    free(tr);
    if (!ok)
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
