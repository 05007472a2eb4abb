/* The sized siteswap model: building, copying and reading it, its basic facts, writing it out,
 * rotations, units and mirror images, and vanilla patterns from plain values. */
#include "siteswap_internal.h"

#include <stdarg.h>
#include <stdint.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

char siteswap_throw_char(int v)
{
    return (char)(v < 10 ? '0' + v : 'a' + (v - 10));
}

int siteswap_throw_value(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'z')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'Z')
        return c - 'A' + 10;
    return -1;
}

bool ss_set_error(SiteswapError *err, int column, const char *fmt, ...)
{
    if (err) {
        err->column = column;
        int n = 0;
        if (column > 0)
            n = snprintf(err->message, sizeof err->message, "column %d: ", column);
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err->message + n, sizeof err->message - (size_t)n, fmt, ap);
        va_end(ap);
    }
    return false;
}

Siteswap *ss_alloc_pattern(SiteswapNotation notation, int period, int written, int throws)
{
    size_t bytes = bytes_for(period, throws);
    Siteswap *s = malloc(bytes);
    if (!s)
        return NULL;
    s->bytes = (uint32_t)bytes;
    s->period = (int16_t)period;
    s->written_throws = (int16_t)written;
    s->throw_count = (int16_t)throws;
    s->notation = (int8_t)notation;
    s->multiplex = false;
    return s;
}

/* The grid as a sized pattern, every throw's hands settled from its slot. */
Siteswap *ss_pack_grid(const Grid *g)
{
    int n = 0;
    for (int b = 0; b < g->period; b++)
        n += g->count[b][0] + g->count[b][1];
    Siteswap *s = ss_alloc_pattern(g->notation, g->period, g->written_throws, n);
    if (!s)
        return NULL;
    SiteswapThrow *out = throws_of(s);
    int k = 0;
    for (int b = 0; b < g->period; b++)
        for (int h = 0; h < 2; h++) {
            s->start[2 * b + h] = (uint16_t)k;
            int c = g->count[b][h];
            if (c > 1)
                s->multiplex = true;
            for (int i = 0; i < c; i++, k++) {
                out[k] = g->t[b][h][i];
                settle(&out[k], h, crosses(g->notation, &g->t[b][h][i]));
            }
        }
    s->start[2 * g->period] = (uint16_t)k;
    return s;
}

/* The view as its own pattern: what rotate, mirror and unit return. */
Siteswap *ss_pack_view(const View *v)
{
    int n = 0;
    for (int b = 0; b < v->period; b++)
        for (int h = 0; h < 2; h++)
            n += view_slot(v, b, h).count;
    Siteswap *s = ss_alloc_pattern(v->s->notation, v->period, v->s->written_throws, n);
    if (!s)
        return NULL;
    SiteswapThrow *out = throws_of(s);
    int k = 0;
    for (int b = 0; b < v->period; b++)
        for (int h = 0; h < 2; h++) {
            s->start[2 * b + h] = (uint16_t)k;
            Slot sl = view_slot(v, b, h);
            if (sl.count > 1)
                s->multiplex = true;
            for (int i = 0; i < sl.count; i++, k++) {
                out[k] = sl.t[i];
                settle(&out[k], h, crosses(s->notation, &sl.t[i]));
            }
        }
    s->start[2 * v->period] = (uint16_t)k;
    return s;
}

void siteswap_free(Siteswap *s)
{
    free(s);
}

size_t siteswap_bytes(const Siteswap *s)
{
    return s ? s->bytes : 0;
}

Siteswap *siteswap_copy(const Siteswap *s)
{
    if (!s)
        return NULL;
    Siteswap *c = malloc(s->bytes);
    if (c)
        memcpy(c, s, s->bytes);
    return c;
}

Siteswap *siteswap_copy_to(const Siteswap *s, void *storage, size_t size)
{
    if (!s || !storage || size < s->bytes || (uintptr_t)storage % _Alignof(Siteswap) != 0)
        return NULL;
    memcpy(storage, s, s->bytes);
    return storage;
}

SiteswapNotation siteswap_notation(const Siteswap *s)
{
    return (SiteswapNotation)s->notation;
}

bool siteswap_is_multiplex(const Siteswap *s)
{
    return s->multiplex;
}

int siteswap_written_throws(const Siteswap *s)
{
    return s->written_throws;
}

int siteswap_slot_count(const Siteswap *s, int beat, int hand)
{
    if (beat < 0 || beat >= s->period || hand < 0 || hand > 1)
        return 0;
    return slot_at(s, beat, hand).count;
}

const SiteswapThrow *siteswap_slot_throw(const Siteswap *s, int beat, int hand, int i)
{
    if (i < 0 || i >= siteswap_slot_count(s, beat, hand))
        return NULL;
    return &slot_at(s, beat, hand).t[i];
}

Siteswap *siteswap_from_throws(SiteswapNotation notation, int period, int written_throws,
                               const SiteswapBeatThrow *throws, int count)
{
    if (period < 1 || period > SITESWAP_MAX_BEATS || count < 0 || written_throws < 0 ||
        written_throws > SITESWAP_MAX_THROWS)
        return NULL;
    Grid g;
    g.notation = notation;
    g.period = period;
    g.written_throws = written_throws;
    memset(g.count, 0, sizeof g.count[0] * (size_t)period);
    for (int i = 0; i < count; i++) {
        const SiteswapBeatThrow *in = &throws[i];
        if (in->beat < 0 || in->beat >= period || in->value < 0 ||
            in->value > SITESWAP_MAX_THROW || in->from_hand < 0 || in->from_hand > 1 ||
            in->to_hand < 0 || in->to_hand > 1)
            return NULL;
        int h = notation == SITESWAP_ASYNC ? async_hand(in->beat) : in->from_hand;
        if (g.count[in->beat][h] >= SITESWAP_MAX_MULTIPLEX)
            return NULL;
        SiteswapThrow *t = &g.t[in->beat][h][g.count[in->beat][h]++];
        t->index = in->index;
        t->column = in->column;
        t->value = in->value;
        t->from_hand = in->from_hand;
        t->to_hand = in->to_hand;
    }
    return ss_pack_grid(&g);
}

/* The throws of a vanilla pattern with one throw (maybe a 0) a beat; false for any other. */
bool ss_vanilla_values(const Siteswap *s, int *v)
{
    if (s->notation != SITESWAP_ASYNC || s->period <= 0 || s->multiplex)
        return false;
    for (int b = 0; b < s->period; b++) {
        Slot slot = slot_at(s, b, async_hand(b));
        if (slot.count != 1)
            return false;
        v[b] = slot.t[0].value;
    }
    return true;
}

/* ---- Basic facts ---- */

int siteswap_period(const Siteswap *s)
{
    return s->period;
}

int siteswap_hand_period(const Siteswap *s)
{
    if (s->notation == SITESWAP_ASYNC && s->period % 2 == 1)
        return 2 * s->period;
    return s->period;
}

int ss_total_value(const Siteswap *s)
{
    int sum = 0;
    const SiteswapThrow *t = cthrows_of(s);
    for (int i = 0; i < s->throw_count; i++)
        sum += t[i].value;
    return sum;
}

int siteswap_balls(const Siteswap *s)
{
    return s->period > 0 ? ss_total_value(s) / s->period : 0;
}

int siteswap_max_throw(const Siteswap *s)
{
    int m = 0;
    const SiteswapThrow *t = cthrows_of(s);
    for (int i = 0; i < s->throw_count; i++)
        if (t[i].value > m)
            m = t[i].value;
    return m;
}

bool siteswap_is_vanilla(const Siteswap *s)
{
    return s->notation == SITESWAP_ASYNC && !s->multiplex;
}

static SiteswapBeatThrow on_beat(const SiteswapThrow *t, long beat)
{
    return (SiteswapBeatThrow){(int32_t)beat, t->index, t->column, t->value, t->from_hand,
                               t->to_hand};
}

int siteswap_throws_on_beat(const Siteswap *s, long beat, SiteswapBeatThrow *out, int max)
{
    if (beat < 0 || s->period <= 0)
        return 0;
    int pos = (int)(beat % s->period);
    int n = 0;
    if (s->notation == SITESWAP_ASYNC) {
        int hand = async_hand(beat);
        Slot slot = slot_at(s, pos, async_hand(pos));
        for (int i = 0; i < slot.count; i++, n++) {
            if (n >= max)
                continue;
            out[n] = on_beat(&slot.t[i], beat);
            out[n].from_hand = (int8_t)hand;
            out[n].to_hand = (int8_t)(out[n].value % 2 == 1 ? other_hand(hand) : hand);
        }
        return n;
    }
    if (beat % 2 == 1)
        return 0;
    for (int h = 0; h < 2; h++) {
        Slot slot = slot_at(s, pos, h);
        for (int i = 0; i < slot.count; i++, n++)
            if (n < max)
                out[n] = on_beat(&slot.t[i], beat);
    }
    return n;
}

/* ---- Formatting ---- */

void ss_put(Out *o, char c)
{
    if (o->len + 1 < o->size)
        o->buf[o->len++] = c;
    else
        o->ok = false;
    if (o->size > 0)
        o->buf[o->len < o->size ? o->len : o->size - 1] = '\0';
}

void ss_put_slot(Out *o, Slot slot, bool sync)
{
    if (slot.count == 0) {
        ss_put(o, '0');
        return;
    }
    if (slot.count > 1)
        ss_put(o, '[');
    for (int i = 0; i < slot.count; i++) {
        const SiteswapThrow *t = &slot.t[i];
        ss_put(o, siteswap_throw_char(t->value));
        if (sync && t->to_hand != t->from_hand)
            ss_put(o, 'x');
    }
    if (slot.count > 1)
        ss_put(o, ']');
}

/* The pattern as a view shows it (a rotation is written without building it). */
bool ss_format_view(const View *v, char *buf, size_t size)
{
    Out o = {buf, size, 0, true};
    if (size > 0)
        buf[0] = '\0';
    if (v->s->notation == SITESWAP_ASYNC) {
        for (int b = 0; b < v->period; b++)
            ss_put_slot(&o, view_slot(v, b, async_hand(b)), false);
    } else {
        for (int b = 0; b < v->period; b += 2) {
            ss_put(&o, '(');
            ss_put_slot(&o, view_slot(v, b, SITESWAP_LEFT), true);
            ss_put(&o, ',');
            ss_put_slot(&o, view_slot(v, b, SITESWAP_RIGHT), true);
            ss_put(&o, ')');
        }
    }
    return o.ok && size > 0;
}

bool siteswap_format(const Siteswap *s, char *buf, size_t size)
{
    View v = whole_view(s);
    return ss_format_view(&v, buf, size);
}

/* ---- Rotations, units, mirror ---- */

static int wrap(int beats, int period)
{
    return period > 0 ? ((beats % period) + period) % period : 0;
}

Siteswap *siteswap_rotate(const Siteswap *s, int beats)
{
    if (wrap(beats, s->period) == 0)
        return siteswap_copy(s);
    View v = {s, s->period, wrap(beats, s->period), false};
    return ss_pack_view(&v);
}

Siteswap *siteswap_mirror(const Siteswap *s)
{
    if (s->notation != SITESWAP_SYNC)
        return siteswap_copy(s);
    View v = {s, s->period, 0, true};
    return ss_pack_view(&v);
}

/* Throw keys of a slot, largest first: value * 2 + crossing. Returns how many. */
static int slot_keys(Slot slot, bool sync, int *keys)
{
    int n = 0;
    for (int i = 0; i < slot.count; i++) {
        const SiteswapThrow *t = &slot.t[i];
        int k = t->value * 2 + (sync && t->to_hand != t->from_hand);
        int j = n++;
        while (j > 0 && keys[j - 1] < k) {
            keys[j] = keys[j - 1];
            j--;
        }
        keys[j] = k;
    }
    return n;
}

/* Orders keys like reading: larger first key wins; on a common prefix, more throws win. */
int ss_compare_slots(Slot a, Slot b, bool sync)
{
    if (a.count == 1 && b.count == 1) {   /* the usual case, without sorting */
        int ka = a.t->value * 2 + (sync && a.t->to_hand != a.t->from_hand);
        int kb = b.t->value * 2 + (sync && b.t->to_hand != b.t->from_hand);
        return ka < kb ? -1 : ka > kb ? 1 : 0;
    }
    int ka[SITESWAP_MAX_MULTIPLEX], kb[SITESWAP_MAX_MULTIPLEX];
    int na = slot_keys(a, sync, ka), nb = slot_keys(b, sync, kb);
    for (int i = 0; i < na && i < nb; i++)
        if (ka[i] != kb[i])
            return ka[i] < kb[i] ? -1 : 1;
    return na < nb ? -1 : na > nb ? 1 : 0;
}

int ss_compare_reading(const View *a, const View *b)
{
    bool sync = a->s->notation == SITESWAP_SYNC;
    for (int beat = 0; beat < a->period && beat < b->period; beat++) {
        if (sync) {
            for (int h = SITESWAP_LEFT; h <= SITESWAP_RIGHT; h++) {
                int c = ss_compare_slots(view_slot(a, beat, h), view_slot(b, beat, h), true);
                if (c != 0)
                    return c;
            }
        } else {
            int c = ss_compare_slots(view_slot(a, beat, async_hand(beat)),
                                  view_slot(b, beat, async_hand(beat)), false);
            if (c != 0)
                return c;
        }
    }
    return a->period < b->period ? -1 : a->period > b->period ? 1 : 0;
}

int siteswap_unit_period(const Siteswap *s)
{
    int P = s->period;
    bool sync = s->notation == SITESWAP_SYNC;
    for (int d = sync ? 2 : 1; d < P; d += sync ? 2 : 1) {
        if (P % d != 0)
            continue;
        bool same = true;
        for (int b = 0; b + d < P && same; b++) {
            if (sync) {
                for (int h = 0; h < 2; h++)
                    if (ss_compare_slots(slot_at(s, b, h), slot_at(s, b + d, h), true) != 0)
                        same = false;
            } else if (ss_compare_slots(slot_at(s, b, async_hand(b)),
                                     slot_at(s, b + d, async_hand(b + d)), false) != 0) {
                same = false;
            }
        }
        if (same)
            return d;
    }
    return P;
}

Siteswap *siteswap_unit(const Siteswap *s)
{
    View v = {s, siteswap_unit_period(s), 0, false};
    return ss_pack_view(&v);
}

/* ---- Vanilla arrays ---- */

Siteswap *siteswap_from_values(const int *values, int n)
{
    if (n < 1 || n > SITESWAP_MAX_BEATS)
        return NULL;
    for (int b = 0; b < n; b++)
        if (values[b] < 0 || values[b] > SITESWAP_MAX_THROW)
            return NULL;
    return ss_values_pattern(values, n);
}

/* The vanilla pattern of n values already checked. */
Siteswap *ss_values_pattern(const int *values, int n)
{
    Siteswap *s = ss_alloc_pattern(SITESWAP_ASYNC, n, n, n);
    if (!s)
        return NULL;
    SiteswapThrow *t = throws_of(s);
    for (int b = 0; b < n; b++) {
        int h = async_hand(b);
        /* The throwing hand's slot holds throw b; the other hand's is empty. */
        s->start[2 * b + other_hand(h)] = (uint16_t)(b + (h == SITESWAP_LEFT));
        s->start[2 * b + h] = (uint16_t)b;
        t[b] = (SiteswapThrow){(int16_t)b, (int16_t)(b + 1), (int8_t)values[b], 0, 0};
        settle(&t[b], h, values[b] % 2 == 1);
    }
    s->start[2 * n] = (uint16_t)n;
    return s;
}

bool siteswap_values_valid(const int *values, int n)
{
    if (n < 1 || n > SITESWAP_MAX_BEATS)
        return false;
    unsigned long long taken = 0;
    for (int i = 0; i < n; i++) {
        if (values[i] < 0 || values[i] > SITESWAP_MAX_THROW)
            return false;
        int land = i + values[i];
        while (land >= n)   /* cheaper than % for the few periods a throw spans */
            land -= n;
        unsigned long long bit = 1ull << land;
        if (taken & bit)
            return false;
        taken |= bit;
    }
    return true;
}

