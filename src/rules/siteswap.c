/* Siteswap notation: parsing into the beats × hands × throws model, validation with messages a
 * juggler understands, and the facts about a pattern (balls, states, canonical form). */
#include "siteswap.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
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

/* Sets beat, hands and index-independent fields of every throw from its place in the model:
 * used after building or rotating. Async hands follow beat parity and value parity; sync throws
 * keep whether they cross. */
static void settle_throws(Siteswap *s)
{
    for (int b = 0; b < s->period; b++) {
        for (int h = 0; h < 2; h++) {
            SiteswapSlot *slot = &s->slots[b][h];
            for (int i = 0; i < slot->count; i++) {
                SiteswapThrow *t = &slot->throws[i];
                bool cross = s->notation == SITESWAP_ASYNC ? t->value % 2 == 1
                                                           : t->to_hand != t->from_hand;
                t->beat = b;
                t->from_hand = h;
                t->to_hand = cross ? other_hand(h) : h;
            }
        }
    }
}

/* Rows at and after the period are never read, so only the pattern's own beats are ever
 * cleared or copied (the struct has room for the longest pattern; most are a few beats). */
static void clear_header(Siteswap *s)
{
    s->notation = SITESWAP_ASYNC;
    s->multiplex = false;
    s->period = 0;
    s->written_throws = 0;
}

static void copy_rows(Siteswap *dst, const Siteswap *src, int rows)
{
    if (dst != src && rows > 0)
        memcpy(dst->slots, src->slots, sizeof dst->slots[0] * (size_t)rows);
}

static void update_multiplex(Siteswap *s)
{
    s->multiplex = false;
    for (int b = 0; b < s->period; b++)
        for (int h = 0; h < 2; h++)
            if (s->slots[b][h].count > 1)
                s->multiplex = true;
}

/* The throws of a vanilla pattern with one throw (maybe a 0) a beat; false for any other. */
static bool vanilla_values(const Siteswap *s, int *v)
{
    if (s->notation != SITESWAP_ASYNC || s->period <= 0)
        return false;
    for (int b = 0; b < s->period; b++) {
        const SiteswapSlot *slot = &s->slots[b][async_hand(b)];
        if (slot->count != 1 || s->slots[b][other_hand(async_hand(b))].count != 0)
            return false;
        v[b] = slot->throws[0].value;
    }
    return true;
}

/* ---- Parsing ---- */

typedef struct Parser {
    const char *text;
    int pos;
    Siteswap *out;
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

static bool add_throw(Parser *p, SiteswapSlot *slot, int value, bool cross, int col)
{
    if (slot->count >= SITESWAP_MAX_MULTIPLEX)
        return set_error(p->err, col, "more than %d throws from one hand at once",
                         SITESWAP_MAX_MULTIPLEX);
    SiteswapThrow *t = &slot->throws[slot->count++];
    memset(t, 0, sizeof *t);
    t->value = value;
    t->from_hand = SITESWAP_LEFT;
    t->to_hand = cross ? SITESWAP_RIGHT : SITESWAP_LEFT;   /* settle_throws fixes the hands */
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
        p->out->slots[b][0].count = p->out->slots[b][1].count = 0;
    return true;
}

/* One throw value in a synchronous pair, with its optional 'x'. last names it for messages. */
static bool parse_sync_throw(Parser *p, SiteswapSlot *slot, bool in_brackets, char *last,
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
typedef bool (*BracketThrow)(Parser *p, SiteswapSlot *slot, void *ctx);

/* A multiplex from its '[' to its ']', each throw read by one_throw: the same brackets, empty or
 * unclosed, in both notations. */
static bool parse_brackets(Parser *p, SiteswapSlot *slot, BracketThrow one_throw, void *ctx)
{
    int open = column(p);
    p->pos++;
    for (;;) {
        skip_spaces(p);
        char c = p->text[p->pos];
        if (c == ']') {
            if (slot->count == 0)
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

static bool sync_bracket_throw(Parser *p, SiteswapSlot *slot, void *ctx)
{
    LastThrow *last = ctx;
    return parse_sync_throw(p, slot, true, last->text, last->size);
}

/* What one hand throws in a pair: a throw or a bracketed multiplex. */
static bool parse_sync_hand(Parser *p, SiteswapSlot *slot, const char *hand_name, char *last,
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
    Siteswap *s = p->out;
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
        if (!parse_sync_hand(p, &s->slots[b][SITESWAP_LEFT], "left", last, sizeof last))
            return false;
        if (!expect_after_sync_hand(p, ',', last) ||
            !parse_sync_hand(p, &s->slots[b][SITESWAP_RIGHT], "right", last, sizeof last) ||
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
                SiteswapSlot *dst = &s->slots[n + b][other_hand(h)];
                *dst = s->slots[b][h];
                for (int i = 0; i < dst->count; i++) {
                    SiteswapThrow *t = &dst->throws[i];
                    bool cross = t->to_hand != t->from_hand;
                    t->from_hand = other_hand(h);
                    t->to_hand = cross ? h : other_hand(h);
                }
            }
        s->period = 2 * n;
    }
    return true;
}

static bool async_bracket_throw(Parser *p, SiteswapSlot *slot, void *ctx)
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
    Siteswap *s = p->out;
    for (;;) {
        skip_spaces(p);
        char c = p->text[p->pos];
        if (c == '\0')
            return true;
        int b = s->period;
        /* The slot is only formed once the beat is known to fit. */
        if ((c == '[' || siteswap_throw_value(c) >= 0) && !start_beat(p, 1))
            return false;
        SiteswapSlot *slot = b < SITESWAP_MAX_BEATS ? &s->slots[b][async_hand(b)] : NULL;
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

bool siteswap_parse(const char *text, Siteswap *out, SiteswapError *err)
{
    if (err) {
        err->column = 0;
        err->message[0] = '\0';
    }
    clear_header(out);
    if (text == NULL)
        return set_error(err, 0, "no pattern given");
    Parser p = {text, 0, out, err};
    skip_spaces(&p);
    if (text[p.pos] == '\0')
        return set_error(err, 0, "the pattern is empty: type throws such as 3 or 531");
    bool ok;
    if (text[p.pos] == '(') {
        out->notation = SITESWAP_SYNC;
        ok = parse_sync(&p);
    } else {
        out->notation = SITESWAP_ASYNC;
        ok = parse_async(&p);
    }
    if (!ok) {
        clear_header(out);
        return false;
    }
    settle_throws(out);
    update_multiplex(out);
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

static int total_value(const Siteswap *s)
{
    int sum = 0;
    for (int b = 0; b < s->period; b++)
        for (int h = 0; h < 2; h++)
            for (int i = 0; i < s->slots[b][h].count; i++)
                sum += s->slots[b][h].throws[i].value;
    return sum;
}

int siteswap_balls(const Siteswap *s)
{
    return s->period > 0 ? total_value(s) / s->period : 0;
}

int siteswap_max_throw(const Siteswap *s)
{
    int m = 0;
    for (int b = 0; b < s->period; b++)
        for (int h = 0; h < 2; h++)
            for (int i = 0; i < s->slots[b][h].count; i++)
                if (s->slots[b][h].throws[i].value > m)
                    m = s->slots[b][h].throws[i].value;
    return m;
}

bool siteswap_is_vanilla(const Siteswap *s)
{
    return s->notation == SITESWAP_ASYNC && !s->multiplex;
}

int siteswap_throws_on_beat(const Siteswap *s, long beat, SiteswapThrow *out, int max)
{
    if (beat < 0 || s->period <= 0)
        return 0;
    int pos = (int)(beat % s->period);
    int n = 0;
    if (s->notation == SITESWAP_ASYNC) {
        int hand = async_hand(beat);
        const SiteswapSlot *slot = &s->slots[pos][async_hand(pos)];
        for (int i = 0; i < slot->count; i++, n++) {
            if (n >= max)
                continue;
            out[n] = slot->throws[i];
            out[n].beat = (int)beat;
            out[n].from_hand = hand;
            out[n].to_hand = out[n].value % 2 == 1 ? other_hand(hand) : hand;
        }
        return n;
    }
    if (beat % 2 == 1)
        return 0;
    for (int h = 0; h < 2; h++) {
        const SiteswapSlot *slot = &s->slots[pos][h];
        for (int i = 0; i < slot->count; i++, n++) {
            if (n >= max)
                continue;
            out[n] = slot->throws[i];
            out[n].beat = (int)beat;
        }
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
            for (int i = 0; i < s->slots[b][h].count; i++) {
                const SiteswapThrow *t = &s->slots[b][h].throws[i];
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
            for (int i = 0; i < s->slots[b][h].count; i++) {
                const SiteswapThrow *t = &s->slots[b][h].throws[i];
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
            for (int i = 0; i < s->slots[b][h].count; i++) {
                const SiteswapThrow *t = &s->slots[b][h].throws[i];
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

static void put_slot(Out *o, const SiteswapSlot *slot, bool sync)
{
    if (slot->count == 0) {
        put(o, '0');
        return;
    }
    if (slot->count > 1)
        put(o, '[');
    for (int i = 0; i < slot->count; i++) {
        const SiteswapThrow *t = &slot->throws[i];
        put(o, siteswap_throw_char(t->value));
        if (sync && t->to_hand != t->from_hand)
            put(o, 'x');
    }
    if (slot->count > 1)
        put(o, ']');
}

bool siteswap_format(const Siteswap *s, char *buf, size_t size)
{
    Out o = {buf, size, 0, true};
    if (size > 0)
        buf[0] = '\0';
    if (s->notation == SITESWAP_ASYNC) {
        for (int b = 0; b < s->period; b++)
            put_slot(&o, &s->slots[b][async_hand(b)], false);
    } else {
        for (int b = 0; b < s->period; b += 2) {
            put(&o, '(');
            put_slot(&o, &s->slots[b][SITESWAP_LEFT], true);
            put(&o, ',');
            put_slot(&o, &s->slots[b][SITESWAP_RIGHT], true);
            put(&o, ')');
        }
    }
    return o.ok && size > 0;
}

/* ---- Rotations, units, mirror ---- */

/* Copies the header and the pattern's rows (and no more) from s to out; out may be s. */
static void copy_pattern(Siteswap *out, const Siteswap *s)
{
    if (out == s)
        return;
    out->notation = s->notation;
    out->multiplex = s->multiplex;
    out->period = s->period;
    out->written_throws = s->written_throws;
    copy_rows(out, s, s->period);
}

void siteswap_rotate(const Siteswap *s, int beats, Siteswap *out)
{
    int P = s->period;
    if (P <= 0 || ((beats % P) + P) % P == 0) {
        copy_pattern(out, s);
        return;
    }
    beats = ((beats % P) + P) % P;
    /* Rotating in place needs the rows as they were. */
    SiteswapSlot saved[SITESWAP_MAX_BEATS][2];
    const SiteswapSlot (*from)[2] = s->slots;
    if (out == s) {
        memcpy(saved, s->slots, sizeof saved[0] * (size_t)P);
        from = (const SiteswapSlot (*)[2])saved;
    }
    copy_pattern(out, s);
    for (int b = 0; b < P; b++) {
        int src = (b + beats) % P;
        if (s->notation == SITESWAP_ASYNC) {
            out->slots[b][async_hand(b)] = from[src][async_hand(src)];
            out->slots[b][other_hand(async_hand(b))].count = 0;
        } else {
            for (int h = 0; h < 2; h++)
                out->slots[b][h] = from[src][h];
        }
    }
    settle_throws(out);
}

void siteswap_mirror(const Siteswap *s, Siteswap *out)
{
    copy_pattern(out, s);
    if (s->notation != SITESWAP_SYNC)
        return;
    for (int b = 0; b < out->period; b++) {
        SiteswapSlot left = out->slots[b][SITESWAP_LEFT];
        out->slots[b][SITESWAP_LEFT] = out->slots[b][SITESWAP_RIGHT];
        out->slots[b][SITESWAP_RIGHT] = left;
        for (int h = 0; h < 2; h++) {
            SiteswapSlot *slot = &out->slots[b][h];
            for (int i = 0; i < slot->count; i++) {
                slot->throws[i].from_hand = other_hand(slot->throws[i].from_hand);
                slot->throws[i].to_hand = other_hand(slot->throws[i].to_hand);
            }
        }
    }
    settle_throws(out);
}

/* Throw keys of a slot, largest first: value * 2 + crossing. Returns how many. */
static int slot_keys(const SiteswapSlot *slot, bool sync, int *keys)
{
    int n = 0;
    for (int i = 0; i < slot->count; i++) {
        const SiteswapThrow *t = &slot->throws[i];
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
static int compare_slots(const SiteswapSlot *a, const SiteswapSlot *b, bool sync)
{
    int ka[SITESWAP_MAX_MULTIPLEX], kb[SITESWAP_MAX_MULTIPLEX];
    int na = slot_keys(a, sync, ka), nb = slot_keys(b, sync, kb);
    for (int i = 0; i < na && i < nb; i++)
        if (ka[i] != kb[i])
            return ka[i] < kb[i] ? -1 : 1;
    return na < nb ? -1 : na > nb ? 1 : 0;
}

static int compare_reading(const Siteswap *a, const Siteswap *b)
{
    bool sync = a->notation == SITESWAP_SYNC;
    for (int beat = 0; beat < a->period && beat < b->period; beat++) {
        if (sync) {
            for (int h = SITESWAP_LEFT; h <= SITESWAP_RIGHT; h++) {
                int c = compare_slots(&a->slots[beat][h], &b->slots[beat][h], true);
                if (c != 0)
                    return c;
            }
        } else {
            int c = compare_slots(&a->slots[beat][async_hand(beat)],
                                  &b->slots[beat][async_hand(beat)], false);
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
                    if (compare_slots(&s->slots[b][h], &s->slots[b + d][h], true) != 0)
                        same = false;
            } else if (compare_slots(&s->slots[b][async_hand(b)],
                                     &s->slots[b + d][async_hand(b + d)], false) != 0) {
                same = false;
            }
        }
        if (same)
            return d;
    }
    return P;
}

void siteswap_unit(const Siteswap *s, Siteswap *out)
{
    int d = siteswap_unit_period(s);
    copy_pattern(out, s);
    out->period = d;
    update_multiplex(out);
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
static bool vanilla_view(const Siteswap *s, Vanilla *out)
{
    if (!vanilla_values(s, out->v) || !siteswap_values_valid(out->v, s->period))
        return false;
    int n = out->n = s->period, sum = 0;
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

/* Props landing on each coming beat and hand at the start of the pattern as written, juggled
 * forever. Async patterns count every beat in hand 0. */
static void landing_counts(const Siteswap *s, int counts[STATE_BEATS][2])
{
    memset(counts, 0, sizeof(int[STATE_BEATS][2]));
    int P = s->period;
    for (int b = 0; b < P; b++)
        for (int h = 0; h < 2; h++)
            for (int i = 0; i < s->slots[b][h].count; i++) {
                const SiteswapThrow *t = &s->slots[b][h].throws[i];
                for (int at = b - P; at + t->value >= 0; at -= P) {
                    int land = at + t->value;
                    if (land < STATE_BEATS)
                        counts[land][s->notation == SITESWAP_ASYNC ? 0 : t->to_hand]++;
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
    landing_counts(s, counts);
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

bool siteswap_is_ground(const Siteswap *s)
{
    Vanilla p;
    if (vanilla_view(s, &p))
        return p.state[0] == vanilla_ground(&p);
    int counts[STATE_BEATS][2];
    landing_counts(s, counts);
    return counts_ground(s, counts);
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
    const Siteswap u = *s;
    int step = u.notation == SITESWAP_SYNC ? 2 : 1;
    static const int none[STATE_BEATS][2];
    int states[SITESWAP_MAX_BEATS][STATE_BEATS][2];
    int n = 0;
    for (int j = 0; j < u.period; j += step) {
        Siteswap r;
        siteswap_rotate(&u, j, &r);
        landing_counts(&r, states[n]);
        for (int k = 0; k < n; k++)
            if (memcmp(states[k], states[n], sizeof none) == 0)
                return false;
        n++;
    }
    return true;
}

/* ---- Canonical form ---- */

static void sort_slots(Siteswap *s)
{
    bool sync = s->notation == SITESWAP_SYNC;
    for (int b = 0; b < s->period; b++)
        for (int h = 0; h < 2; h++) {
            SiteswapSlot *slot = &s->slots[b][h];
            /* Insertion sort, largest (value, crossing) first. */
            for (int i = 1; i < slot->count; i++) {
                SiteswapThrow t = slot->throws[i];
                int kt = t.value * 2 + (sync && t.to_hand != t.from_hand);
                int j = i;
                while (j > 0) {
                    const SiteswapThrow *u = &slot->throws[j - 1];
                    int ku = u->value * 2 + (sync && u->to_hand != u->from_hand);
                    if (ku >= kt)
                        break;
                    slot->throws[j] = slot->throws[j - 1];
                    j--;
                }
                slot->throws[j] = t;
            }
        }
}

void siteswap_canonical(const Siteswap *s, Siteswap *out)
{
    Vanilla p;
    if (vanilla_view(s, &p)) {
        int unit, start;
        vanilla_canonical(&p, &unit, &start);
        siteswap_unit(s, out);
        siteswap_rotate(out, start, out);
        return;
    }
    Siteswap u;
    siteswap_unit(s, &u);
    int step = u.notation == SITESWAP_SYNC ? 2 : 1;
    int mirrors = u.notation == SITESWAP_SYNC ? 2 : 1;
    Siteswap best;
    bool best_ground = false, have = false;
    for (int m = 0; m < mirrors; m++) {
        Siteswap base;
        if (m == 0)
            base = u;
        else
            siteswap_mirror(&u, &base);
        for (int j = 0; j < u.period; j += step) {
            Siteswap r;
            siteswap_rotate(&base, j, &r);
            bool ground = siteswap_is_ground(&r);
            if (!have || (ground && !best_ground) ||
                (ground == best_ground && compare_reading(&r, &best) > 0)) {
                best = r;
                best_ground = ground;
                have = true;
            }
        }
    }
    sort_slots(&best);
    *out = best;
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
    Siteswap c;
    siteswap_canonical(s, &c);
    return siteswap_format(&c, buf, size);
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

bool siteswap_from_values(const int *values, int n, Siteswap *out)
{
    clear_header(out);
    if (n < 1 || n > SITESWAP_MAX_BEATS)
        return false;
    for (int b = 0; b < n; b++) {
        if (values[b] < 0 || values[b] > SITESWAP_MAX_THROW)
            return false;
        out->slots[b][other_hand(async_hand(b))].count = 0;
        SiteswapSlot *slot = &out->slots[b][async_hand(b)];
        slot->count = 1;
        memset(&slot->throws[0], 0, sizeof slot->throws[0]);
        slot->throws[0].value = values[b];
        slot->throws[0].index = b;
        slot->throws[0].column = b + 1;
    }
    out->period = n;
    out->written_throws = n;
    settle_throws(out);
    return true;
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

static void push_throw(Siteswap *s, int beat, int hand, int value, bool cross)
{
    SiteswapSlot *slot = &s->slots[beat][hand];
    SiteswapThrow *t = &slot->throws[slot->count++];
    memset(t, 0, sizeof *t);
    t->value = value;
    t->from_hand = hand;
    t->to_hand = cross ? other_hand(hand) : hand;
    t->index = s->written_throws++;
    t->column = t->index + 1;
}

/* Shortest throws taking state a to state b (same props): the smallest L for which what is
 * still in the air from a after L steps fits inside b; the props thrown in those steps fill the
 * rest of b, earliest first. Steps are beats (async) or pairs (sync). Returns L, or -1 if a
 * throw would be too high or a hand would need too many at once. */
static int shortest_transition(const Counts *a, const Counts *b, bool sync, Siteswap *out)
{
    int step = sync ? 2 : 1, hands = sync ? 2 : 1;
    memset(out, 0, sizeof *out);
    out->notation = sync ? SITESWAP_SYNC : SITESWAP_ASYNC;
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
    settle_throws(out);
    update_multiplex(out);
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
        Siteswap r;
        siteswap_rotate(s, j, &r);
        Counts target;
        landing_counts(&r, target.c);
        int best_in = -1, best_out = -1, g_in = 0, g_out = 0;
        Siteswap in, outs, tmp;
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
        siteswap_format(&in, out->entry, sizeof out->entry);
        siteswap_format(&outs, out->exit, sizeof out->exit);
        siteswap_format(&r, out->pattern, sizeof out->pattern);
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
