/* Siteswap notation: parsing into the beats × hands × throws model, validation with messages a
 * juggler understands, and the facts about a pattern (balls, states, canonical form). */
#include "siteswap.h"

#include <stdarg.h>
#include <stdint.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- Small helpers ---- */

static int other_hand(int hand)
{
    return hand == SITESWAP_LEFT ? SITESWAP_RIGHT : SITESWAP_LEFT;
}

/* The hand an async pattern throws with on beat b of its first repetition. */
static int async_hand(long beat)
{
    return beat % 2 == 0 ? SITESWAP_RIGHT : SITESWAP_LEFT;
}

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

static bool set_error(SiteswapError *err, int column, const char *fmt, ...)
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

/* How to name a character in a message. */
static void describe_char(char c, char *buf, size_t size)
{
    unsigned char u = (unsigned char)c;
    if (u == 0)
        snprintf(buf, size, "the end of the pattern");
    else if (u >= 0x21 && u < 0x7f)
        snprintf(buf, size, "'%c'", c);
    else if (u == ' ' || u == '\t')
        snprintf(buf, size, "a space");
    else
        snprintf(buf, size, "byte 0x%02x", u);
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

static SiteswapThrow *throws_of(Siteswap *s)
{
    return (SiteswapThrow *)(void *)(s->start + 2 * s->period + 1);
}

static const SiteswapThrow *cthrows_of(const Siteswap *s)
{
    return (const SiteswapThrow *)(const void *)(s->start + 2 * s->period + 1);
}

static size_t bytes_for(int period, int throws)
{
    return offsetof(Siteswap, start) + sizeof(uint16_t) * (size_t)(2 * period + 1) +
           sizeof(SiteswapThrow) * (size_t)throws;
}

/* The throws of one slot: a pointer into the pattern and how many. */
typedef struct Slot {
    const SiteswapThrow *t;
    int count;
} Slot;

static Slot slot_at(const Siteswap *s, int beat, int hand)
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

static View whole_view(const Siteswap *s)
{
    return (View){s, s->period, 0, false};
}

/* The slot of beat b and hand h as the view shows it (async: empty for the hand not throwing). */
static Slot view_slot(const View *v, int b, int h)
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
static bool crosses(SiteswapNotation notation, const SiteswapThrow *t)
{
    return notation == SITESWAP_ASYNC ? t->value % 2 == 1 : t->to_hand != t->from_hand;
}

/* Sets a throw's hands from its place: it is thrown by `hand` and crosses or not. */
static void settle(SiteswapThrow *t, int hand, bool cross)
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

static Siteswap *alloc_pattern(SiteswapNotation notation, int period, int written, int throws)
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
static Siteswap *pack_grid(const Grid *g)
{
    int n = 0;
    for (int b = 0; b < g->period; b++)
        n += g->count[b][0] + g->count[b][1];
    Siteswap *s = alloc_pattern(g->notation, g->period, g->written_throws, n);
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
static Siteswap *pack_view(const View *v)
{
    int n = 0;
    for (int b = 0; b < v->period; b++)
        for (int h = 0; h < 2; h++)
            n += view_slot(v, b, h).count;
    Siteswap *s = alloc_pattern(v->s->notation, v->period, v->s->written_throws, n);
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
    return pack_grid(&g);
}

/* The throws of a vanilla pattern with one throw (maybe a 0) a beat; false for any other. */
static bool vanilla_values(const Siteswap *s, int *v)
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

/* ---- Parsing ---- */

typedef struct Parser {
    const char *text;
    int pos;
    Grid *out;
    SiteswapError *err;
} Parser;

static void skip_spaces(Parser *p)
{
    while (p->text[p->pos] == ' ' || p->text[p->pos] == '\t')
        p->pos++;
}

static int column(const Parser *p)
{
    return p->pos + 1;
}

/* A place being parsed: one hand on one beat of the grid. */
typedef struct Place {
    int beat, hand;
} Place;

static bool add_throw(Parser *p, Place at, int value, bool cross, int col)
{
    int8_t *count = &p->out->count[at.beat][at.hand];
    if (*count >= SITESWAP_MAX_MULTIPLEX)
        return set_error(p->err, col, "more than %d throws from one hand at once",
                         SITESWAP_MAX_MULTIPLEX);
    SiteswapThrow *t = &p->out->t[at.beat][at.hand][(*count)++];
    t->value = (int8_t)value;
    t->from_hand = SITESWAP_LEFT;
    t->to_hand = cross ? SITESWAP_RIGHT : SITESWAP_LEFT;   /* pack_grid settles the hands */
    t->index = p->out->written_throws++;
    t->column = (int16_t)(col < SITESWAP_MAX_COLUMN ? col : SITESWAP_MAX_COLUMN);
    return true;
}

static bool start_beat(Parser *p, int beats)
{
    if (p->out->period + beats > SITESWAP_MAX_BEATS)
        return set_error(p->err, column(p), "the pattern is longer than %d beats",
                         SITESWAP_MAX_BEATS);
    for (int b = p->out->period; b < p->out->period + beats; b++)
        p->out->count[b][0] = p->out->count[b][1] = 0;
    return true;
}

/* One throw value in a synchronous pair, with its optional 'x'. last names it for messages. */
static bool parse_sync_throw(Parser *p, Place slot, bool in_brackets, char *last,
                             size_t last_size)
{
    char c = p->text[p->pos];
    int v = siteswap_throw_value(c);
    int col = column(p);
    if (v < 0) {
        char what[32];
        describe_char(c, what, sizeof what);
        return set_error(p->err, col, "expected a throw (0-9, a-z), found %s", what);
    }
    if (v % 2 == 1)
        return set_error(p->err, col, "synchronous throws must be even; %c is odd", c);
    if (in_brackets && v == 0)
        return set_error(p->err, col, "a 0 inside brackets throws nothing; leave it out");
    p->pos++;
    skip_spaces(p);
    bool cross = p->text[p->pos] == 'x' || p->text[p->pos] == 'X';
    if (cross)
        p->pos++;
    snprintf(last, last_size, "%c%s", c, cross ? "x" : "");
    return add_throw(p, slot, v, cross, col);
}

/* Reads one throw inside brackets into slot; ctx is the caller's. */
typedef bool (*BracketThrow)(Parser *p, Place slot, void *ctx);

/* A multiplex from its '[' to its ']', each throw read by one_throw: the same brackets, empty or
 * unclosed, in both notations. */
static bool parse_brackets(Parser *p, Place slot, BracketThrow one_throw, void *ctx)
{
    int open = column(p);
    p->pos++;
    for (;;) {
        skip_spaces(p);
        char c = p->text[p->pos];
        if (c == ']') {
            if (p->out->count[slot.beat][slot.hand] == 0)
                return set_error(p->err, column(p), "empty brackets: put throws inside");
            p->pos++;
            return true;
        }
        if (c == '\0')
            return set_error(p->err, open, "'[' is never closed with ']'");
        if (!one_throw(p, slot, ctx))
            return false;
    }
}

typedef struct LastThrow {
    char *text;
    size_t size;
} LastThrow;

static bool sync_bracket_throw(Parser *p, Place slot, void *ctx)
{
    LastThrow *last = ctx;
    return parse_sync_throw(p, slot, true, last->text, last->size);
}

/* What one hand throws in a pair: a throw or a bracketed multiplex. */
static bool parse_sync_hand(Parser *p, Place slot, const char *hand_name, char *last,
                            size_t last_size)
{
    skip_spaces(p);
    char c = p->text[p->pos];
    if (c == '[') {
        LastThrow lt = {last, last_size};
        if (!parse_brackets(p, slot, sync_bracket_throw, &lt))
            return false;
        snprintf(last, last_size, "']'");
        return true;
    }
    if (c == ',' || c == ')' || c == '\0')
        return set_error(p->err, column(p), "expected a throw for the %s hand", hand_name);
    return parse_sync_throw(p, slot, false, last, last_size);
}

/* After one hand of a synchronous pair: the separator that must follow (',' or ')'), or an
 * error naming what was expected after the last throw read. */
static bool expect_after_sync_hand(Parser *p, char want, const char *last)
{
    skip_spaces(p);
    if (p->text[p->pos] == want) {
        p->pos++;
        return true;
    }
    bool single = last[0] != '\'';
    return set_error(p->err, column(p), "expected '%c'%s after %s in a synchronous pair", want,
                     single && strchr(last, 'x') == NULL ? " or 'x'" : "", last);
}

static bool parse_sync(Parser *p)
{
    Grid *s = p->out;
    bool star = false;
    for (;;) {
        skip_spaces(p);
        char c = p->text[p->pos];
        if (c == '\0')
            break;
        if (c == '*') {
            if (s->period == 0)
                return set_error(p->err, column(p), "'*' must follow synchronous pairs");
            star = true;
            p->pos++;
            skip_spaces(p);
            if (p->text[p->pos] != '\0')
                return set_error(p->err, column(p), "nothing may follow '*'");
            break;
        }
        if (c != '(') {
            char what[32];
            describe_char(c, what, sizeof what);
            if (siteswap_throw_value(c) >= 0 || c == '[')
                return set_error(p->err, column(p),
                                 "asynchronous throws cannot follow synchronous pairs; "
                                 "expected '('");
            return set_error(p->err, column(p), "expected '(' to start a pair, found %s", what);
        }
        if (!start_beat(p, 2))
            return false;
        int b = s->period;
        /* Sync pairs fill two beats; nothing is thrown on the second. */
        p->pos++;
        char last[16];
        if (!parse_sync_hand(p, (Place){b, SITESWAP_LEFT}, "left", last, sizeof last))
            return false;
        if (!expect_after_sync_hand(p, ',', last) ||
            !parse_sync_hand(p, (Place){b, SITESWAP_RIGHT}, "right", last, sizeof last) ||
            !expect_after_sync_hand(p, ')', last))
            return false;
        s->period = b + 2;
    }
    if (star) {
        int n = s->period;
        if (2 * n > SITESWAP_MAX_BEATS)
            return set_error(p->err, column(p) - 1,
                             "with '*' the pattern is longer than %d beats", SITESWAP_MAX_BEATS);
        for (int b = 0; b < n; b++)
            for (int h = 0; h < 2; h++) {
                /* The repeat swaps the hands; throws keep whether they cross. */
                int dh = other_hand(h);
                s->count[n + b][dh] = s->count[b][h];
                for (int i = 0; i < s->count[b][h]; i++) {
                    SiteswapThrow *t = &s->t[n + b][dh][i];
                    *t = s->t[b][h][i];
                    bool cross = t->to_hand != t->from_hand;
                    t->from_hand = other_hand(h);
                    t->to_hand = cross ? h : other_hand(h);
                }
            }
        s->period = 2 * n;
    }
    return true;
}

static bool async_bracket_throw(Parser *p, Place slot, void *ctx)
{
    (void)ctx;
    char c = p->text[p->pos];
    int v = siteswap_throw_value(c);
    if (v == 0)
        return set_error(p->err, column(p), "a 0 inside brackets throws nothing; leave it out");
    if (v < 0) {
        char what[32];
        describe_char(c, what, sizeof what);
        return set_error(p->err, column(p),
                         "expected a throw (1-9, a-z) or ']' in brackets, found %s", what);
    }
    if (!add_throw(p, slot, v, false, column(p)))
        return false;
    p->pos++;
    return true;
}

static bool parse_async(Parser *p)
{
    Grid *s = p->out;
    for (;;) {
        skip_spaces(p);
        char c = p->text[p->pos];
        if (c == '\0')
            return true;
        int b = s->period;
        /* The slot is only formed once the beat is known to fit. */
        if ((c == '[' || siteswap_throw_value(c) >= 0) && !start_beat(p, 1))
            return false;
        Place slot = {b, async_hand(b)};   /* only used once start_beat let it in */
        if (c == '[') {
            if (!parse_brackets(p, slot, async_bracket_throw, NULL))
                return false;
        } else if (siteswap_throw_value(c) >= 0) {
            if (!add_throw(p, slot, siteswap_throw_value(c), false, column(p)))
                return false;
            p->pos++;
        } else if (c == '(') {
            return set_error(p->err, column(p),
                             "a synchronous pair cannot follow asynchronous throws");
        } else if (c == '*') {
            return set_error(p->err, column(p), "'*' only follows synchronous pairs");
        } else if (c == ']') {
            return set_error(p->err, column(p), "']' without a '[' before it");
        } else {
            char what[32];
            describe_char(c, what, sizeof what);
            return set_error(p->err, column(p),
                             "unexpected %s; expected a throw (0-9, a-z) or '['", what);
        }
        s->period = b + 1;
    }
}

static Siteswap *values_pattern(const int *values, int n);

/* Text of throws only (no spaces, brackets or pairs: most patterns), built at once as
 * siteswap_from_values builds it, which is what the parser below makes of it too. NULL for any
 * other text, which the parser reads (and explains). */
static Siteswap *parse_plain(const char *text)
{
    int v[SITESWAP_MAX_BEATS], n = 0;
    for (; text[n] != '\0'; n++) {
        if (n == SITESWAP_MAX_BEATS)
            return NULL;
        v[n] = siteswap_throw_value(text[n]);
        if (v[n] < 0)
            return NULL;
    }
    return n > 0 ? values_pattern(v, n) : NULL;
}

Siteswap *siteswap_parse(const char *text, SiteswapError *err)
{
    if (err) {
        err->column = 0;
        err->message[0] = '\0';
    }
    if (text == NULL) {
        set_error(err, 0, "no pattern given");
        return NULL;
    }
    Siteswap *plain = parse_plain(text);
    if (plain)
        return plain;
    Grid g;   /* scratch: only the beats parsed are written */
    g.notation = SITESWAP_ASYNC;
    g.period = 0;
    g.written_throws = 0;
    Parser p = {text, 0, &g, err};
    skip_spaces(&p);
    if (text[p.pos] == '\0') {
        set_error(err, 0, "the pattern is empty: type throws such as 3 or 531");
        return NULL;
    }
    bool ok;
    if (text[p.pos] == '(') {
        g.notation = SITESWAP_SYNC;
        ok = parse_sync(&p);
    } else {
        ok = parse_async(&p);
    }
    if (!ok)
        return NULL;
    Siteswap *s = pack_grid(&g);
    if (!s)
        set_error(err, 0, "out of memory for the pattern");
    return s;
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

static int total_value(const Siteswap *s)
{
    int sum = 0;
    const SiteswapThrow *t = cthrows_of(s);
    for (int i = 0; i < s->throw_count; i++)
        sum += t[i].value;
    return sum;
}

int siteswap_balls(const Siteswap *s)
{
    return s->period > 0 ? total_value(s) / s->period : 0;
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

/* ---- Validation ---- */

/* The hand that lands a throw, for the analysis over one period: async by the landing beat's
 * parity within the first repetition, so every beat has exactly one hand. */
static int landing_hand(const Siteswap *s, const SiteswapThrow *t, int land)
{
    return s->notation == SITESWAP_ASYNC ? async_hand(land) : t->to_hand;
}

int siteswap_problems(const Siteswap *s, SiteswapProblems *out)
{
    memset(out, 0, sizeof *out);
    int P = s->period;
    out->hand_period = siteswap_hand_period(s);
    if (P <= 0)
        return 0;
    static const int zero[SITESWAP_MAX_BEATS][2];
    int landing[SITESWAP_MAX_BEATS][2], thrown[SITESWAP_MAX_BEATS][2];
    memcpy(landing, zero, sizeof landing);
    memcpy(thrown, zero, sizeof thrown);
    for (int b = 0; b < P; b++)
        for (int h = 0; h < 2; h++)
            for (Slot sl = slot_at(s, b, h); sl.count > 0; sl.t++, sl.count--) {
                const SiteswapThrow *t = sl.t;
                if (t->value == 0)
                    continue;
                thrown[b][h]++;
                int land = (b + t->value) % P;
                landing[land][landing_hand(s, t, land)]++;
            }
    for (int b = 0; b < P; b++)
        for (int h = 0; h < 2; h++)
            if (landing[b][h] != thrown[b][h]) {
                SiteswapPlace *pl = &out->places[out->place_count++];
                pl->beat = b;
                pl->hand = h;
                pl->landing = landing[b][h];
                pl->thrown = thrown[b][h];
            }
    for (int b = 0; b < P; b++)
        for (int h = 0; h < 2; h++)
            for (Slot sl = slot_at(s, b, h); sl.count > 0; sl.t++, sl.count--) {
                const SiteswapThrow *t = sl.t;
                if (t->value == 0)
                    continue;
                int land = (b + t->value) % P;
                int lh = landing_hand(s, t, land);
                if (landing[land][lh] > thrown[land][lh])
                    out->collides[t->index] = true;
                if (landing[b][h] < thrown[b][h])
                    out->starved[t->index] = true;
            }
    return out->place_count;
}

/* Appends text to a message, separated by "; ", if it fits whole. */
static bool append_part(char *msg, size_t size, const char *part)
{
    size_t len = strlen(msg);
    size_t need = strlen(part) + (len > 0 ? 2 : 0);
    if (len + need + 1 > size)
        return false;
    if (len > 0)
        strcat(msg, "; ");
    strcat(msg, part);
    return true;
}

static const char *hand_name(int hand)
{
    return hand == SITESWAP_LEFT ? "left" : "right";
}

/* "the 4 at beat 1 and the 3 at beat 2 both land on beat 5 in the right hand" */
static void describe_collision(const Siteswap *s, const SiteswapPlace *pl, char *buf,
                               size_t size)
{
    int P = s->period;
    const SiteswapThrow *list[SITESWAP_MAX_THROWS];
    int n = 0, target = 0;
    for (int b = 0; b < P; b++)
        for (int h = 0; h < 2; h++)
            for (Slot sl = slot_at(s, b, h); sl.count > 0; sl.t++, sl.count--) {
                const SiteswapThrow *t = sl.t;
                int land = (b + t->value) % P;
                if (t->value == 0 || land != pl->beat || landing_hand(s, t, land) != pl->hand)
                    continue;
                list[n++] = t;
                if (b + t->value > target)
                    target = b + t->value;
            }
    /* Move every throw to the repetition that makes them all land on the same beat. */
    int land_hand = s->notation == SITESWAP_ASYNC ? async_hand(target) : pl->hand;
    buf[0] = '\0';
    size_t len = 0;
    for (int k = 0; k < n && len < size; k++) {
        const SiteswapThrow *t = list[k];
        int beat = target - t->value;
        const char *sep = k == 0 ? "" : k == n - 1 ? " and " : ", ";
        if (s->notation == SITESWAP_SYNC)
            len += (size_t)snprintf(buf + len, size - len, "%sthe %s %c%s at beat %d", sep,
                                    hand_name(t->from_hand), siteswap_throw_char(t->value),
                                    t->to_hand != t->from_hand ? "x" : "", beat + 1);
        else
            len += (size_t)snprintf(buf + len, size - len, "%sthe %c at beat %d", sep,
                                    siteswap_throw_char(t->value), beat + 1);
    }
    if (len >= size)
        return;
    const char *verb = n == 1 ? "lands" : n == 2 ? "both land" : "all land";
    len += (size_t)snprintf(buf + len, size - len, " %s on beat %d in the %s hand", verb,
                            target + 1, hand_name(land_hand));
    if (len >= size)
        return;
    /* One hand catches one prop per throw it makes; say so only where that is not obvious. */
    if (pl->thrown == 0 && n == 1)
        snprintf(buf + len, size - len, ", which throws nothing then");
    else if (pl->thrown >= 2)
        snprintf(buf + len, size - len, ", which throws only %d then", pl->thrown);
}

static void describe_starved(const Siteswap *s, const SiteswapPlace *pl, char *buf, size_t size)
{
    (void)s;
    if (pl->landing == 0 && pl->thrown >= 2)
        snprintf(buf, size, "at beat %d the %s hand throws %d but nothing lands there",
                 pl->beat + 1, hand_name(pl->hand), pl->thrown);
    else if (pl->landing == 0)
        snprintf(buf, size, "at beat %d the %s hand has nothing to throw", pl->beat + 1,
                 hand_name(pl->hand));
    else
        snprintf(buf, size, "at beat %d the %s hand throws %d but only %d land%s there",
                 pl->beat + 1, hand_name(pl->hand), pl->thrown, pl->landing,
                 pl->landing == 1 ? "s" : "");
}

bool siteswap_validate(const Siteswap *s, SiteswapError *err)
{
    if (err) {
        err->column = 0;
        err->message[0] = '\0';
    }
    if (s->period <= 0)
        return set_error(err, 0, "the pattern is empty");
    int values[SITESWAP_MAX_BEATS];
    if (vanilla_values(s, values) && siteswap_values_valid(values, s->period))
        return true;
    SiteswapProblems pr;
    int sum = total_value(s);
    bool whole = sum % s->period == 0;
    if (siteswap_problems(s, &pr) == 0 && whole)
        return true;
    if (!err)
        return false;
    char *msg = err->message;
    char part[sizeof err->message];
    if (!whole) {
        /* Two decimals, trailing zeros dropped: 3.33, 3.5. */
        char avg[32];
        snprintf(avg, sizeof avg, "%.2f", (double)sum / s->period);
        size_t n = strlen(avg);
        while (n > 0 && avg[n - 1] == '0')
            avg[--n] = '\0';
        if (n > 0 && avg[n - 1] == '.')
            avg[--n] = '\0';
        snprintf(part, sizeof part, "average %s is not a whole number of balls", avg);
        append_part(msg, sizeof err->message, part);
    }
    int told = 0, first_collision = -1, first_starved = -1;
    for (int i = 0; i < pr.place_count; i++) {
        if (pr.places[i].landing > pr.places[i].thrown && first_collision < 0)
            first_collision = i;
        if (pr.places[i].landing < pr.places[i].thrown && first_starved < 0)
            first_starved = i;
    }
    if (first_collision >= 0) {
        describe_collision(s, &pr.places[first_collision], part, sizeof part);
        told += append_part(msg, sizeof err->message, part);
    }
    if (first_starved >= 0) {
        describe_starved(s, &pr.places[first_starved], part, sizeof part);
        bool fits = append_part(msg, sizeof err->message, part);
        if (!fits) {
            const SiteswapPlace *pl = &pr.places[first_starved];
            if (pl->landing == 0 && pl->thrown >= 2)
                snprintf(part, sizeof part, "nothing lands at beat %d", pl->beat + 1);
            else
                snprintf(part, sizeof part, "nothing to throw at beat %d", pl->beat + 1);
            fits = append_part(msg, sizeof err->message, part);
        }
        told += fits;
    }
    if (pr.place_count > told) {
        snprintf(part, sizeof part, "%d more beat%s with a problem", pr.place_count - told,
                 pr.place_count - told == 1 ? "" : "s");
        append_part(msg, sizeof err->message, part);
    }
    return false;
}

/* ---- Formatting ---- */

typedef struct Out {
    char *buf;
    size_t size, len;
    bool ok;
} Out;

static void put(Out *o, char c)
{
    if (o->len + 1 < o->size)
        o->buf[o->len++] = c;
    else
        o->ok = false;
    if (o->size > 0)
        o->buf[o->len < o->size ? o->len : o->size - 1] = '\0';
}

static void put_slot(Out *o, Slot slot, bool sync)
{
    if (slot.count == 0) {
        put(o, '0');
        return;
    }
    if (slot.count > 1)
        put(o, '[');
    for (int i = 0; i < slot.count; i++) {
        const SiteswapThrow *t = &slot.t[i];
        put(o, siteswap_throw_char(t->value));
        if (sync && t->to_hand != t->from_hand)
            put(o, 'x');
    }
    if (slot.count > 1)
        put(o, ']');
}

/* The pattern as a view shows it (a rotation is written without building it). */
static bool format_view(const View *v, char *buf, size_t size)
{
    Out o = {buf, size, 0, true};
    if (size > 0)
        buf[0] = '\0';
    if (v->s->notation == SITESWAP_ASYNC) {
        for (int b = 0; b < v->period; b++)
            put_slot(&o, view_slot(v, b, async_hand(b)), false);
    } else {
        for (int b = 0; b < v->period; b += 2) {
            put(&o, '(');
            put_slot(&o, view_slot(v, b, SITESWAP_LEFT), true);
            put(&o, ',');
            put_slot(&o, view_slot(v, b, SITESWAP_RIGHT), true);
            put(&o, ')');
        }
    }
    return o.ok && size > 0;
}

bool siteswap_format(const Siteswap *s, char *buf, size_t size)
{
    View v = whole_view(s);
    return format_view(&v, buf, size);
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
    return pack_view(&v);
}

Siteswap *siteswap_mirror(const Siteswap *s)
{
    if (s->notation != SITESWAP_SYNC)
        return siteswap_copy(s);
    View v = {s, s->period, 0, true};
    return pack_view(&v);
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
static int compare_slots(Slot a, Slot b, bool sync)
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

static int compare_reading(const View *a, const View *b)
{
    bool sync = a->s->notation == SITESWAP_SYNC;
    for (int beat = 0; beat < a->period && beat < b->period; beat++) {
        if (sync) {
            for (int h = SITESWAP_LEFT; h <= SITESWAP_RIGHT; h++) {
                int c = compare_slots(view_slot(a, beat, h), view_slot(b, beat, h), true);
                if (c != 0)
                    return c;
            }
        } else {
            int c = compare_slots(view_slot(a, beat, async_hand(beat)),
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
                    if (compare_slots(slot_at(s, b, h), slot_at(s, b + d, h), true) != 0)
                        same = false;
            } else if (compare_slots(slot_at(s, b, async_hand(b)),
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
    return pack_view(&v);
}

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
    return vanilla_values(s, out->v) && vanilla_fill(out, s->period);
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

#define STATE_BEATS (SITESWAP_MAX_THROW + 1)

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
            put(&o, st & 1 ? 'x' : '-');
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
            put(&o, count_char(counts[t][0]));
    } else {
        for (int t = 0; t <= last; t += 2) {
            put(&o, '(');
            put(&o, count_char(counts[t][SITESWAP_LEFT]));
            put(&o, ',');
            put(&o, count_char(counts[t][SITESWAP_RIGHT]));
            put(&o, ')');
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
                (ground == best_ground && compare_reading(&r, &best) > 0)) {
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
    Siteswap *c = pack_view(&v);
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

/* ---- Vanilla arrays ---- */

Siteswap *siteswap_from_values(const int *values, int n)
{
    if (n < 1 || n > SITESWAP_MAX_BEATS)
        return NULL;
    for (int b = 0; b < n; b++)
        if (values[b] < 0 || values[b] > SITESWAP_MAX_THROW)
            return NULL;
    return values_pattern(values, n);
}

/* The vanilla pattern of n values already checked. */
static Siteswap *values_pattern(const int *values, int n)
{
    Siteswap *s = alloc_pattern(SITESWAP_ASYNC, n, n, n);
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
            put_slot(&o, (Slot){g->t[b][async_hand(b)], g->count[b][async_hand(b)]}, false);
            continue;
        }
        put(&o, '(');
        put_slot(&o, (Slot){g->t[b][SITESWAP_LEFT], g->count[b][SITESWAP_LEFT]}, true);
        put(&o, ',');
        put_slot(&o, (Slot){g->t[b][SITESWAP_RIGHT], g->count[b][SITESWAP_RIGHT]}, true);
        put(&o, ')');
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
        return set_error(err, 0, "no ground state with %d balls in synchronous notation", balls);
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
        format_view(&r, out->pattern, sizeof out->pattern);
        if (best_in == 0)
            out->entry[0] = '\0';
        if (best_out == 0)
            out->exit[0] = '\0';
    }
    if (best < 0)
        return set_error(err, 0, "no transition within the limits (throws up to z, %d at once)",
                         SITESWAP_MAX_MULTIPLEX);
    return true;
}
