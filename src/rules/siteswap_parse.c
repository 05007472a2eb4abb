/* Reading siteswap text (vanilla, multiplex, synchronous) into the sized model, with messages
 * that name the column and what was expected. */
#include "siteswap_internal.h"

#include <stdarg.h>
#include <stdint.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
        return ss_set_error(p->err, col, "more than %d throws from one hand at once",
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
        return ss_set_error(p->err, column(p), "the pattern is longer than %d beats",
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
        return ss_set_error(p->err, col, "expected a throw (0-9, a-z), found %s", what);
    }
    if (v % 2 == 1)
        return ss_set_error(p->err, col, "synchronous throws must be even; %c is odd", c);
    if (in_brackets && v == 0)
        return ss_set_error(p->err, col, "a 0 inside brackets throws nothing; leave it out");
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
                return ss_set_error(p->err, column(p), "empty brackets: put throws inside");
            p->pos++;
            return true;
        }
        if (c == '\0')
            return ss_set_error(p->err, open, "'[' is never closed with ']'");
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
        return ss_set_error(p->err, column(p), "expected a throw for the %s hand", hand_name);
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
    return ss_set_error(p->err, column(p), "expected '%c'%s after %s in a synchronous pair", want,
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
                return ss_set_error(p->err, column(p), "'*' must follow synchronous pairs");
            star = true;
            p->pos++;
            skip_spaces(p);
            if (p->text[p->pos] != '\0')
                return ss_set_error(p->err, column(p), "nothing may follow '*'");
            break;
        }
        if (c != '(') {
            char what[32];
            describe_char(c, what, sizeof what);
            if (siteswap_throw_value(c) >= 0 || c == '[')
                return ss_set_error(p->err, column(p),
                                 "asynchronous throws cannot follow synchronous pairs; "
                                 "expected '('");
            return ss_set_error(p->err, column(p), "expected '(' to start a pair, found %s", what);
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
            return ss_set_error(p->err, column(p) - 1,
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
        return ss_set_error(p->err, column(p), "a 0 inside brackets throws nothing; leave it out");
    if (v < 0) {
        char what[32];
        describe_char(c, what, sizeof what);
        return ss_set_error(p->err, column(p),
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
            return ss_set_error(p->err, column(p),
                             "a synchronous pair cannot follow asynchronous throws");
        } else if (c == '*') {
            return ss_set_error(p->err, column(p), "'*' only follows synchronous pairs");
        } else if (c == ']') {
            return ss_set_error(p->err, column(p), "']' without a '[' before it");
        } else {
            char what[32];
            describe_char(c, what, sizeof what);
            return ss_set_error(p->err, column(p),
                                b == 0 ? "unexpected %s; expected a throw (0-9, a-z), '[' or '('"
                                       : "unexpected %s; expected a throw (0-9, a-z) or '['",
                                what);
        }
        s->period = b + 1;
    }
}

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
    return n > 0 ? ss_values_pattern(v, n) : NULL;
}

Siteswap *siteswap_parse(const char *text, SiteswapError *err)
{
    if (err) {
        err->column = 0;
        err->message[0] = '\0';
    }
    if (text == NULL) {
        ss_set_error(err, 0, "no pattern given");
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
        ss_set_error(err, 0, "the pattern is empty: type throws such as 3 or 531");
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
    Siteswap *s = ss_pack_grid(&g);
    if (!s)
        ss_set_error(err, 0, "out of memory for the pattern");
    return s;
}

