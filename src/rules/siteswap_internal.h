/* Internal to the siteswap module (siteswap_model.c, siteswap_parse.c, siteswap_check.c,
 * siteswap_states.c): the sized model's layout and the helpers the four files share. Callers
 * outside src/rules/siteswap_*.c use siteswap.h only. */
#pragma once

#include "siteswap.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

static inline int other_hand(int hand)
{
    return hand == SITESWAP_LEFT ? SITESWAP_RIGHT : SITESWAP_LEFT;
}

/* The hand an async pattern throws with on beat b of its first repetition. */
static inline int async_hand(long beat)
{
    return beat % 2 == 0 ? SITESWAP_RIGHT : SITESWAP_LEFT;
}

/* ---- The sized model ---- */

struct Siteswap {
    uint32_t bytes;        /* the whole allocation: this header, the offsets, the throws */
    int16_t period;
    int16_t written_throws;
    int16_t throw_count;
    int8_t notation;       /* SiteswapNotation */
    bool multiplex;
    /* 2 * period + 1 offsets: slot (beat b, hand h) holds throws [start[2b+h], start[2b+h+1]).
     * The throws follow the last offset (both are 2-byte aligned). */
    uint16_t start[];
};

_Static_assert(offsetof(Siteswap, start) <= 16 && _Alignof(SiteswapThrow) <= _Alignof(uint16_t),
               "SITESWAP_MAX_BYTES counts 16 header bytes; throws follow the offsets unpadded");

static inline SiteswapThrow *throws_of(Siteswap *s)
{
    return (SiteswapThrow *)(void *)(s->start + 2 * s->period + 1);
}

static inline const SiteswapThrow *cthrows_of(const Siteswap *s)
{
    return (const SiteswapThrow *)(const void *)(s->start + 2 * s->period + 1);
}

static inline size_t bytes_for(int period, int throws)
{
    return offsetof(Siteswap, start) + sizeof(uint16_t) * (size_t)(2 * period + 1) +
           sizeof(SiteswapThrow) * (size_t)throws;
}

/* The throws of one slot: a pointer into the pattern and how many. */
typedef struct Slot {
    const SiteswapThrow *t;
    int count;
} Slot;

static inline Slot slot_at(const Siteswap *s, int beat, int hand)
{
    int k = 2 * beat + hand;
    return (Slot){cthrows_of(s) + s->start[k], s->start[k + 1] - s->start[k]};
}

/* A pattern looked at in place: its first `period` beats (its unit, or all of it), rotated left
 * by rot (< period) and, for sync, mirrored. What the canonical form, states and transitions
 * try per rotation, with no copies. */
typedef struct View {
    const Siteswap *s;
    int period, rot;
    bool mirror;
} View;

static inline View whole_view(const Siteswap *s)
{
    return (View){s, s->period, 0, false};
}

/* The slot of beat b and hand h as the view shows it (async: empty for the hand not throwing). */
static inline Slot view_slot(const View *v, int b, int h)
{
    int src = b + v->rot;
    if (src >= v->period)
        src -= v->period;
    if (v->s->notation == SITESWAP_ASYNC) {
        if (h != async_hand(b))
            return (Slot){NULL, 0};
        return slot_at(v->s, src, async_hand(src));
    }
    return slot_at(v->s, src, v->mirror ? other_hand(h) : h);
}

/* Whether a throw crosses: async by its value, sync as written (mirroring keeps it). */
static inline bool crosses(SiteswapNotation notation, const SiteswapThrow *t)
{
    return notation == SITESWAP_ASYNC ? t->value % 2 == 1 : t->to_hand != t->from_hand;
}

/* Sets a throw's hands from its place: it is thrown by `hand` and crosses or not. */
static inline void settle(SiteswapThrow *t, int hand, bool cross)
{
    t->from_hand = (int8_t)hand;
    t->to_hand = (int8_t)(cross ? other_hand(hand) : hand);
}

/* Scratch for building one pattern slot by slot (parsing, transitions), packed into a sized
 * pattern at the end. Only the counts of beats in use are ever set. */
typedef struct Grid {
    SiteswapNotation notation;
    int period, written_throws;
    int8_t count[SITESWAP_MAX_BEATS][2];
    SiteswapThrow t[SITESWAP_MAX_BEATS][2][SITESWAP_MAX_MULTIPLEX];
} Grid;


/* Beats ahead a landing state looks at: the highest throw, plus the beat of the throw. */
#define STATE_BEATS (SITESWAP_MAX_THROW + 1)

/* Writing text piece by piece into a fixed buffer; ok turns false when it did not fit. */
typedef struct Out {
    char *buf;
    size_t size, len;
    bool ok;
} Out;

/* Shared between the files of the module (prefix ss_: internal). */
bool ss_set_error(SiteswapError *err, int column, const char *fmt, ...);
Siteswap *ss_alloc_pattern(SiteswapNotation notation, int period, int written, int throws);
Siteswap *ss_pack_grid(const Grid *g);
Siteswap *ss_pack_view(const View *v);
bool ss_vanilla_values(const Siteswap *s, int *v);
Siteswap *ss_values_pattern(const int *values, int n);
int ss_total_value(const Siteswap *s);
void ss_put(Out *o, char c);
void ss_put_slot(Out *o, Slot slot, bool sync);
bool ss_format_view(const View *v, char *buf, size_t size);
int ss_compare_slots(Slot a, Slot b, bool sync);
int ss_compare_reading(const View *a, const View *b);
