/* Reading and checking the whole Juggling Lab siteswap notation (see notation.h).
 *
 * One pass over the text places every throw on its beat, juggler and hand as it goes: async
 * throws alternate hands by beat from where a hand specifier last set them, pairs take the left
 * hand first and two beats (one with '!'), a repeat `(...^N)` reads its text N times on, and a
 * trailing '*' repeats what came before it with the hands swapped. */
#include "notation.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Parser {
    const char *text;
    int pos;
    int beat;                          /* where the next throw goes */
    int jugglers;                      /* -1 until a sequence or group says */
    bool right_on_even[NOTATION_MAX_JUGGLERS];
    bool vanilla;                      /* no 'x', no pairs, no hand change after beat 0 */
    int cursor;                        /* index of the next written throw read */
    int written;                       /* written throws: the largest index + 1 */
    int depth;                         /* repeats being read */
    NotationPattern *out;
    SiteswapError *err;
} Parser;

static bool fail(Parser *p, int column, const char *fmt, ...)
{
    SiteswapError *err = p->err;
    if (err && err->message[0] == '\0') {
        err->column = column;
        int n = column > 0 ? snprintf(err->message, sizeof err->message, "column %d: ", column)
                           : 0;
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err->message + n, sizeof err->message - (size_t)n, fmt, ap);
        va_end(ap);
    }
    return false;
}

static char peek(const Parser *p)
{
    return p->text[p->pos];
}

static int col(const Parser *p)
{
    return p->pos + 1;
}

static void spaces(Parser *p)
{
    while (peek(p) == ' ' || peek(p) == '\t' || peek(p) == '\r' || peek(p) == '\n')
        p->pos++;
}

static void what_is(char c, char *buf, size_t size)
{
    unsigned char u = (unsigned char)c;
    if (u == 0)
        snprintf(buf, size, "the end of the pattern");
    else if (u > 0x20 && u < 0x7f)
        snprintf(buf, size, "'%c'", c);
    else if (u == ' ' || u == '\t')
        snprintf(buf, size, "a space");
    else
        snprintf(buf, size, "byte 0x%02x", u);
}

static bool unexpected(Parser *p, const char *expected)
{
    char what[32];
    what_is(peek(p), what, sizeof what);
    return fail(p, col(p), "unexpected %s; expected %s", what, expected);
}

static bool is_digit(char c)
{
    return c >= '0' && c <= '9';
}

static bool is_modifier_start(char c)
{
    return c >= 'A' && c <= 'Z' && c != 'L' && c != 'R';
}

/* A throw value starts here: a digit, a lower-case letter, or '{'. */
static bool starts_value(char c)
{
    return is_digit(c) || (c >= 'a' && c <= 'z') || c == '{';
}

static bool starts_throw(char c)
{
    return starts_value(c) || c == '[';
}

/* A number of digits (at most 9 read; more is too large anyway). -1 when none. */
static int number(Parser *p, int limit, const char *what)
{
    if (!is_digit(peek(p)))
        return -1;
    int start = col(p);
    long v = 0;
    while (is_digit(peek(p))) {
        if (v <= limit)
            v = v * 10 + (peek(p) - '0');
        p->pos++;
    }
    if (v > limit) {
        fail(p, start, "%s can be at most %d", what, limit);
        return -2;
    }
    return (int)v;
}

/* ---- Throws ---- */

/* Where a multiplex being read goes: juggler, beat, hand (-1: by the beat, async). */
typedef struct Place {
    int juggler, beat, hand;
} Place;

static int async_hand_of(const Parser *p, int juggler, int beat)
{
    bool right = (beat % 2 == 0) == p->right_on_even[juggler];
    return right ? SITESWAP_RIGHT : SITESWAP_LEFT;
}

/* One throw: value, 'x', pass, modifier, '/'. passing: 'p' may follow. */
static bool single_throw(Parser *p, Place at, bool passing)
{
    NotationPattern *o = p->out;
    int start = col(p);
    int value;
    char c = peek(p);
    if (c == '{') {
        p->pos++;
        spaces(p);
        value = number(p, NOTATION_MAX_THROW, "a throw in braces");
        if (value == -2)
            return false;
        if (value < 0)
            return unexpected(p, "a number inside '{' '}', such as {12}");
        spaces(p);
        if (peek(p) != '}')
            return unexpected(p, "'}' to close the throw");
        p->pos++;
    } else if (is_digit(c)) {
        value = c - '0';
        p->pos++;
    } else if (c >= 'a' && c <= 'z') {
        value = c - 'a' + 10;
        p->pos++;
    } else {
        return unexpected(p, "a throw (0-9, a-z, {...})");
    }
    bool cross = false;
    if (peek(p) == 'x') {
        cross = true;
        p->pos++;
    }
    int pass_to = 0;
    if (passing && peek(p) == 'p') {
        p->pos++;
        pass_to = -1;
        int n = number(p, 99, "a juggler number");
        if (n == -2)
            return false;
        if (n == 0)
            return fail(p, col(p) - 1, "jugglers are numbered from 1: p1, p2, ...");
        if (n > 0)
            pass_to = n;
    }
    char mod[NOTATION_MAX_MODIFIER + 1] = "";
    if (is_modifier_start(peek(p))) {
        int n = 0, mstart = col(p);
        while (peek(p) >= 'A' && peek(p) <= 'Z') {
            if (n == NOTATION_MAX_MODIFIER)
                return fail(p, mstart, "a modifier can have at most %d letters",
                            NOTATION_MAX_MODIFIER);
            mod[n++] = peek(p);
            p->pos++;
        }
        mod[n] = '\0';
    }
    if (peek(p) == '/')
        p->pos++;
    if (cross)
        p->vanilla = false;

    if (o->throw_count >= NOTATION_MAX_THROWS)
        return fail(p, start, "the pattern has more than %d throws", NOTATION_MAX_THROWS);
    int hand = at.hand >= 0 ? at.hand : async_hand_of(p, at.juggler, at.beat);
    int same_slot = 0;
    for (int i = o->throw_count - 1; i >= 0 && o->throws[i].beat == at.beat; i--)
        if (o->throws[i].juggler == at.juggler && o->throws[i].hand == hand)
            same_slot++;
    if (same_slot >= NOTATION_MAX_MULTIPLEX)
        return fail(p, start, "more than %d throws from one hand at once",
                    NOTATION_MAX_MULTIPLEX);
    NotationThrow *t = &o->throws[o->throw_count++];
    memset(t, 0, sizeof *t);
    t->beat = (int16_t)at.beat;
    t->column = (int16_t)(start < INT16_MAX ? start : INT16_MAX);
    t->index = (int16_t)p->cursor++;
    if (p->cursor > p->written)
        p->written = p->cursor;
    t->value = (int16_t)value;
    t->juggler = (int8_t)at.juggler;
    t->hand = (int8_t)hand;
    t->pass_to = (int8_t)pass_to;
    t->cross = cross;
    t->sync = at.hand >= 0;
    memcpy(t->modifier, mod, sizeof mod);
    return true;
}

/* A throw or a bracketed multiplex at one place. */
static bool multi_throw(Parser *p, Place at, bool passing)
{
    if (peek(p) != '[')
        return single_throw(p, at, passing);
    int open = col(p);
    int before = p->out->throw_count;
    p->pos++;
    for (;;) {
        spaces(p);
        char c = peek(p);
        if (c == ']') {
            if (p->out->throw_count == before)
                return fail(p, col(p), "empty brackets: put throws inside");
            if (p->out->throw_count - before > 1)
                p->out->multiplex = true;
            p->pos++;
            return true;
        }
        if (c == '\0')
            return fail(p, open, "'[' is never closed with ']'");
        if (!starts_value(c))
            return unexpected(p, "a throw (0-9, a-z, {...}) or ']' in brackets");
        if (!single_throw(p, at, passing))
            return false;
    }
}

/* A pair `(left,right)` and its '!'; returns the beats it takes (2, or 1 with '!'), 0 on error. */
static int paired_throw(Parser *p, int juggler, bool passing)
{
    p->pos++;   /* '(' */
    p->vanilla = false;
    p->out->has_sync = true;
    for (int h = 0; h < 2; h++) {
        spaces(p);
        if (!starts_throw(peek(p))) {
            char what[32];
            what_is(peek(p), what, sizeof what);
            fail(p, col(p), "expected a throw for the %s hand of the pair, found %s",
                 h == 0 ? "left" : "right", what);
            return 0;
        }
        Place at = {juggler, p->beat, h == 0 ? SITESWAP_LEFT : SITESWAP_RIGHT};
        if (!multi_throw(p, at, passing))
            return 0;
        spaces(p);
        char want = h == 0 ? ',' : ')';
        if (peek(p) == '^') {
            fail(p, col(p), "a repeat inside a passing group cannot be read; repeat whole "
                            "groups, as in (<3p|3p>^2)");
            return 0;
        }
        if (peek(p) != want) {
            unexpected(p, h == 0 ? "',' between the hands of the pair"
                                 : "')' to close the pair");
            return 0;
        }
        p->pos++;
    }
    if (peek(p) == '!') {
        p->pos++;
        p->out->short_beats = true;
        return 1;
    }
    return 2;
}

static bool room_for_beats(Parser *p, int beats)
{
    if (p->beat + beats > NOTATION_MAX_BEATS)
        return fail(p, col(p), "the pattern is longer than %d beats", NOTATION_MAX_BEATS);
    return true;
}

static void hand_specifier(Parser *p, int juggler)
{
    bool left = peek(p) == 'L';
    p->pos++;
    p->right_on_even[juggler] = (p->beat % 2 == 0) ? !left : left;
    p->out->hand_specifiers = true;
    if (p->beat > 0)
        p->vanilla = false;
}

/* One element of a juggler's throws: a hand specifier, a throw or multiplex, or a pair. Returns
 * false on an error; advances p->beat. */
static bool sequence_element(Parser *p, int juggler, bool passing)
{
    char c = peek(p);
    if (c == 'R' || c == 'L') {
        hand_specifier(p, juggler);
        return true;
    }
    if (c == '(') {
        if (!room_for_beats(p, 2))
            return false;
        int beats = paired_throw(p, juggler, passing);
        if (beats == 0)
            return false;
        p->beat += beats;
        return true;
    }
    if (!room_for_beats(p, 1))
        return false;
    p->out->has_async = true;
    if (!multi_throw(p, (Place){juggler, p->beat, -1}, passing))
        return false;
    p->beat++;
    return true;
}

static bool set_jugglers(Parser *p, int n, int column)
{
    if (p->jugglers < 0) {
        p->jugglers = n;
        return true;
    }
    if (p->jugglers == n)
        return true;
    if (n == 1)
        return fail(p, column, "solo throws cannot follow passing groups for %d jugglers; "
                               "write them inside '<' '|' '>'", p->jugglers);
    if (p->jugglers == 1)
        return fail(p, column, "a passing group cannot follow solo throws; write the whole "
                               "pattern in groups such as <3p|3p>");
    return fail(p, column, "this group has %d jugglers but the pattern before it has %d", n,
                p->jugglers);
}

/* `<a|b|...>`: one part per juggler, all as long. */
static bool passing_group(Parser *p)
{
    int open = col(p);
    p->pos++;
    int start = p->beat, beats = -1, j = 0;
    for (;;) {
        if (j >= NOTATION_MAX_JUGGLERS)
            return fail(p, col(p), "more than %d jugglers", NOTATION_MAX_JUGGLERS);
        p->beat = start;
        int part = col(p);
        spaces(p);
        while (peek(p) != '|' && peek(p) != '>') {
            char c = peek(p);
            if (c == '\0')
                return fail(p, open, "'<' is never closed with '>'");
            if (!starts_throw(c) && c != '(' && c != 'R' && c != 'L') {
                if (c == '<')
                    return fail(p, col(p), "passing groups cannot be nested; close this one "
                                           "with '>' first");
                return unexpected(p, "a throw (0-9, a-z, {...}), '[', '(', R, L, '|' or '>'");
            }
            if (!sequence_element(p, j, true))
                return false;
            spaces(p);
        }
        int mine = p->beat - start;
        if (beats < 0) {
            beats = mine;
        } else if (mine != beats) {
            return fail(p, part, "juggler %d has %d beat%s in this group but juggler 1 has %d; "
                                 "every juggler needs the same number",
                        j + 1, mine, mine == 1 ? "" : "s", beats);
        }
        j++;
        if (peek(p) == '>') {
            p->pos++;
            break;
        }
        p->pos++;   /* '|' */
    }
    p->beat = start + beats;
    return set_jugglers(p, j, open);
}

static bool pattern(Parser *p, bool in_repeat);

/* Whether the '(' here opens a repeat `(...^N)`, not a pair: a '^' before its ')'. */
static bool opens_repeat(const Parser *p)
{
    int depth = 0;
    for (int i = p->pos; p->text[i] != '\0'; i++) {
        char c = p->text[i];
        if (c == '(')
            depth++;
        else if (c == ')' && --depth == 0)
            return false;
        else if (c == '^' && depth == 1)
            return true;
    }
    return false;
}

/* `(pattern^N)`: the text read N times, each reading placing its throws further on. */
static bool repeat(Parser *p)
{
    int open = col(p);
    if (p->depth >= 8)
        return fail(p, open, "repeats nested more than 8 deep");
    p->pos++;
    int body = p->pos, base = p->cursor, start = p->beat;
    p->depth++;
    if (!pattern(p, true))
        return false;
    /* Every reading must move on, or nested repeats of nothing would never end. */
    if (p->beat == start)
        return fail(p, open, "a repeat needs throws, not only R or L");
    /* at '^' */
    p->pos++;
    spaces(p);
    int n = number(p, NOTATION_MAX_BEATS, "a repeat count");
    if (n == -2)
        return false;
    if (n < 0)
        return unexpected(p, "a number of repeats after '^', such as (3^2)");
    if (n == 0)
        return fail(p, col(p) - 1, "repeat at least once: ^1 or more");
    spaces(p);
    if (peek(p) != ')')
        return unexpected(p, "')' to close the repeat");
    int after = p->pos + 1;
    for (int i = 1; i < n; i++) {
        p->pos = body;
        p->cursor = base;   /* a repeat's throws are the written ones again */
        if (!pattern(p, true))
            return false;
    }
    p->depth--;
    p->pos = after;
    p->out->repeats = true;
    return true;
}

/* The throws placed from `first` on (beats [start, p->beat)) again, hands swapped: '*'. */
static bool switch_repeat(Parser *p, int start, int first)
{
    int beats = p->beat - start;
    if (beats == 0)
        return fail(p, col(p), "'*' must follow throws");
    if (!room_for_beats(p, beats))
        return false;
    NotationPattern *o = p->out;
    int end = o->throw_count;
    if (o->throw_count + (end - first) > NOTATION_MAX_THROWS)
        return fail(p, col(p), "the pattern has more than %d throws", NOTATION_MAX_THROWS);
    for (int i = first; i < end; i++) {
        NotationThrow t = o->throws[i];
        t.beat = (int16_t)(t.beat + beats);
        t.hand = (int8_t)(1 - t.hand);
        o->throws[o->throw_count++] = t;
    }
    p->beat += beats;
    return true;
}

/* A sequence of solo elements, passing groups and repeats, with an optional '*' at its end.
 * In a repeat it stops at '^'; at the top at the end of the text. */
static bool pattern(Parser *p, bool in_repeat)
{
    int start = p->beat, first = p->out->throw_count;
    bool any = false;
    for (;;) {
        spaces(p);
        char c = peek(p);
        if (c == '\0') {
            if (in_repeat)
                return fail(p, col(p), "the repeat is never closed: write (...^N)");
            break;
        }
        if (c == '^') {
            if (!in_repeat)
                return fail(p, col(p), "'^' only counts repeats, as in (3^2)");
            break;
        }
        if (c == '*') {
            if (!any)
                return fail(p, col(p), "'*' must follow throws");
            p->pos++;
            if (!switch_repeat(p, start, first))
                return false;
            spaces(p);
            if (peek(p) == '\0' || (in_repeat && peek(p) == '^'))
                break;
            return fail(p, col(p), in_repeat ? "only '^' may follow '*' in a repeat"
                                             : "nothing may follow '*'");
        }
        if (c == '<') {
            if (!passing_group(p))
                return false;
        } else if (c == '(' && opens_repeat(p)) {
            if (!repeat(p))
                return false;
        } else if (starts_throw(c) || c == '(' || c == 'R' || c == 'L') {
            int column = col(p);
            if (!sequence_element(p, 0, false) || !set_jugglers(p, 1, column))
                return false;
        } else if (c == '?') {
            return fail(p, col(p), "'?' (a transition to be found) is not supported; "
                                   "write the throws");
        } else if (c == '>' || c == '|') {
            return fail(p, col(p), "'%c' without a '<' before it", c);
        } else if (c == ']') {
            return fail(p, col(p), "']' without a '[' before it");
        } else if (c == ')') {
            return fail(p, col(p), "')' without a '(' before it");
        } else if (c >= 'A' && c <= 'Z') {
            return fail(p, col(p), "capitals follow a throw as modifiers (3B: bounced) or are "
                                   "hands (R, L); throws above 9 are lower case: %c",
                        c - 'A' + 'a');
        } else {
            return unexpected(p, "a throw (0-9, a-z, {...}), '[', '(', '<', R or L");
        }
        any = true;
    }
    if (!any)
        return fail(p, col(p), in_repeat ? "the repeat is empty" : "the pattern is empty");
    return true;
}

static int compare_throws(const void *a, const void *b)
{
    const NotationThrow *x = a, *y = b;
    if (x->beat != y->beat)
        return x->beat - y->beat;
    if (x->juggler != y->juggler)
        return x->juggler - y->juggler;
    if (x->hand != y->hand)
        return x->hand - y->hand;
    return x->column - y->column;
}

NotationPattern *notation_parse(const char *text, SiteswapError *err)
{
    if (err) {
        err->column = 0;
        err->message[0] = '\0';
    }
    NotationPattern *o = calloc(1, sizeof *o);
    Parser p = {0};
    p.text = text ? text : "";
    p.jugglers = -1;
    p.vanilla = true;
    p.out = o;
    p.err = err;
    for (int j = 0; j < NOTATION_MAX_JUGGLERS; j++)
        p.right_on_even[j] = true;
    if (!o) {
        fail(&p, 0, "out of memory for the pattern");
        return NULL;
    }
    spaces(&p);
    if (peek(&p) == '\0') {
        fail(&p, 0, "the pattern is empty: type throws such as 3, 531 or <3p|3p>");
        free(o);
        return NULL;
    }
    bool top_star = strchr(p.text, '*') != NULL;
    if (!pattern(&p, false)) {
        free(o);
        return NULL;
    }
    if (p.beat == 0) {
        fail(&p, 0, "the pattern has no beats: write throws, not only R or L");
        free(o);
        return NULL;
    }
    o->jugglers = p.jugglers;
    o->written_throws = p.written;
    o->written_beats = p.beat;
    /* A vanilla pattern of odd length is juggled again with the other hand to repeat. */
    bool ends_star = false;
    if (top_star) {
        size_t n = strlen(p.text);
        while (n > 0 && (p.text[n - 1] == ' ' || p.text[n - 1] == '\t' ||
                         p.text[n - 1] == '\r' || p.text[n - 1] == '\n'))
            n--;
        ends_star = n > 0 && p.text[n - 1] == '*';
    }
    if (!ends_star && p.vanilla && p.beat % 2 == 1) {
        p.pos = (int)strlen(p.text);
        if (!switch_repeat(&p, 0, 0)) {
            free(o);
            return NULL;
        }
    }
    o->period = p.beat;
    for (int i = 0; i < o->throw_count; i++) {
        NotationThrow *t = &o->throws[i];
        int to = t->juggler;
        if (t->pass_to == -1)
            to = (t->juggler + 1) % o->jugglers;
        else if (t->pass_to > 0) {
            if (t->pass_to > o->jugglers) {
                fail(&p, t->column, "the throw passes to juggler %d, but the pattern has %d "
                                    "juggler%s%s", t->pass_to, o->jugglers,
                     o->jugglers == 1 ? "" : "s",
                     t->pass_to >= 10 ? "" : " (a pass then a self is written 3p 3)");
                free(o);
                return NULL;
            }
            to = t->pass_to - 1;
        }
        t->to_juggler = (int8_t)to;
        bool flip = (t->value % 2 == 1) != t->cross;
        t->to_hand = (int8_t)(flip ? 1 - t->hand : t->hand);
        if (to != t->juggler)
            o->passing = true;
        if (t->modifier[0])
            o->modifiers = true;
        if (t->value > o->max_throw)
            o->max_throw = t->value;
        o->value_sum += t->value;
    }
    qsort(o->throws, (size_t)o->throw_count, sizeof o->throws[0], compare_throws);
    return o;
}

void notation_free(NotationPattern *p)
{
    free(p);
}

/* ---- Checking ---- */

int notation_props(const NotationPattern *p)
{
    return p->period > 0 ? p->value_sum / p->period : 0;
}

const char *notation_kind(const NotationPattern *p)
{
    if (p->jugglers > 1)
        return "passing";
    if (p->has_sync && p->has_async)
        return "mixed";
    return p->has_sync ? "sync" : "async";
}

typedef struct Tally {
    int16_t thrown[NOTATION_MAX_JUGGLERS][2][NOTATION_MAX_BEATS];
    int16_t landing[NOTATION_MAX_JUGGLERS][2][NOTATION_MAX_BEATS];
} Tally;

static void tally(const NotationPattern *p, Tally *t)
{
    memset(t, 0, sizeof *t);
    for (int i = 0; i < p->throw_count; i++) {
        const NotationThrow *x = &p->throws[i];
        if (x->value == 0)
            continue;
        t->thrown[x->juggler][x->hand][x->beat]++;
        t->landing[x->to_juggler][x->to_hand][(x->beat + x->value) % p->period]++;
    }
}

/* "the 3p", "the {49}", "the left 4x" */
static void throw_text(const NotationPattern *p, const NotationThrow *t, char *buf, size_t size)
{
    char v[8];
    if (t->value < 36)
        snprintf(v, sizeof v, "%c", siteswap_throw_char(t->value));
    else
        snprintf(v, sizeof v, "{%d}", t->value);
    char pass[8] = "";
    if (t->pass_to == -1)
        snprintf(pass, sizeof pass, "p");
    else if (t->pass_to > 0)
        snprintf(pass, sizeof pass, "p%d", t->pass_to);
    snprintf(buf, size, "%s%s%s%s%s", t->sync ? (t->hand == SITESWAP_LEFT ? "left " : "right ")
                                              : "",
             v, t->cross ? "x" : "", pass, t->modifier);
    (void)p;
}

static void whose_hand(const NotationPattern *p, int juggler, int hand, char *buf, size_t size)
{
    const char *h = hand == SITESWAP_LEFT ? "left" : "right";
    if (p->jugglers == 1)
        snprintf(buf, size, "the %s hand", h);
    else
        snprintf(buf, size, "juggler %d's %s hand", juggler + 1, h);
}

bool notation_validate(const NotationPattern *p, SiteswapError *err)
{
    if (err) {
        err->column = 0;
        err->message[0] = '\0';
    }
    Parser sink = {0};
    sink.err = err;
    if (p->period <= 0)
        return fail(&sink, 0, "the pattern is empty");
    if (p->value_sum % p->period != 0) {
        char avg[32];
        snprintf(avg, sizeof avg, "%.2f", (double)p->value_sum / p->period);
        size_t n = strlen(avg);
        while (n > 0 && avg[n - 1] == '0')
            avg[--n] = '\0';
        if (n > 0 && avg[n - 1] == '.')
            avg[--n] = '\0';
        return fail(&sink, 0, "the throws add up to %d over %d beats: average %s is not a whole "
                              "number of props", p->value_sum, p->period, avg);
    }
    Tally *t = malloc(sizeof *t);
    if (!t)
        return fail(&sink, 0, "out of memory to check the pattern");
    tally(p, t);
    bool ok = true;
    for (int j = 0; j < p->jugglers && ok; j++)
        for (int h = 0; h < 2 && ok; h++)
            for (int b = 0; b < p->period && ok; b++) {
                int land = t->landing[j][h][b], thrown = t->thrown[j][h][b];
                if (land <= thrown)
                    continue;
                ok = false;
                /* Name the throws landing there, each from the repetition that makes them all
                 * land together (as the beat after the latest of them). */
                const NotationThrow *list[NOTATION_MAX_MULTIPLEX * 2 + 8];
                int n = 0, target = 0;
                for (int i = 0; i < p->throw_count; i++) {
                    const NotationThrow *x = &p->throws[i];
                    if (x->value == 0 || x->to_juggler != j || x->to_hand != h ||
                        (x->beat + x->value) % p->period != b)
                        continue;
                    if (n < (int)(sizeof list / sizeof list[0]))
                        list[n++] = x;
                    if (x->beat + x->value > target)
                        target = x->beat + x->value;
                }
                char msg[sizeof err->message], part[48], who[40];
                size_t len = 0;
                msg[0] = '\0';
                for (int k = 0; k < n && k < 4; k++) {
                    throw_text(p, list[k], part, sizeof part);
                    int beat = target - list[k]->value;
                    char from[40] = "";
                    if (p->jugglers > 1)
                        snprintf(from, sizeof from, " of juggler %d", list[k]->juggler + 1);
                    len += (size_t)snprintf(msg + len, sizeof msg - len, "%sthe %s%s at beat %d",
                                            k == 0 ? "" : k == n - 1 ? " and " : ", ", part,
                                            from, beat + 1);
                    if (len >= sizeof msg)
                        break;
                }
                whose_hand(p, j, h, who, sizeof who);
                if (len < sizeof msg)
                    snprintf(msg + len, sizeof msg - len, "%s%s on beat %d in %s, which %s",
                             n > 4 ? " and more" : "",
                             n == 1 ? " lands" : n == 2 ? " both land" : " all land",
                             target + 1, who, thrown == 0 ? "throws nothing then" : "throws only");
                if (thrown > 0) {
                    len = strlen(msg);
                    if (len < sizeof msg)
                        snprintf(msg + len, sizeof msg - len, " %d then", thrown);
                }
                fail(&sink, 0, "%s", msg);
            }
    for (int j = 0; j < p->jugglers && ok; j++)
        for (int h = 0; h < 2 && ok; h++)
            for (int b = 0; b < p->period && ok; b++) {
                int land = t->landing[j][h][b], thrown = t->thrown[j][h][b];
                if (land >= thrown)
                    continue;
                ok = false;
                char who[40];
                whose_hand(p, j, h, who, sizeof who);
                if (land == 0)
                    fail(&sink, 0, "at beat %d %s has nothing to throw", b + 1, who);
                else
                    fail(&sink, 0, "at beat %d %s throws %d but only %d land%s there", b + 1, who,
                         thrown, land, land == 1 ? "s" : "");
            }
    free(t);
    return ok;
}

/* ---- Same pattern ---- */

static long gcd(long a, long b)
{
    while (b) {
        long r = a % b;
        a = b;
        b = r;
    }
    return a;
}

/* A throw as one number for comparing: beat, juggler, hand, value, catcher. */
static uint32_t key(int beat, int j, int h, int value, int tj, int th)
{
    return (uint32_t)beat << 20 | (uint32_t)j << 17 | (uint32_t)h << 16 | (uint32_t)value << 4 |
           (uint32_t)tj << 1 | (uint32_t)th;
}

static int compare_keys(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return x < y ? -1 : x > y;
}

/* The keys of p juggled over `beats` (a multiple of its period), shifted, renumbered and
 * maybe mirrored, sorted. Returns how many. */
static int keys_of(const NotationPattern *p, int beats, int shift, const int *perm, bool mirror,
                   uint32_t *out)
{
    int n = 0;
    for (int rep = 0; rep < beats / p->period; rep++)
        for (int i = 0; i < p->throw_count; i++) {
            const NotationThrow *t = &p->throws[i];
            if (t->value == 0)
                continue;
            int beat = (t->beat + rep * p->period + shift) % beats;
            int h = mirror ? 1 - t->hand : t->hand, th = mirror ? 1 - t->to_hand : t->to_hand;
            out[n++] = key(beat, perm[t->juggler], h, t->value, perm[t->to_juggler], th);
        }
    qsort(out, (size_t)n, sizeof out[0], compare_keys);
    return n;
}

static bool next_perm(int *a, int n)
{
    int i = n - 2;
    while (i >= 0 && a[i] >= a[i + 1])
        i--;
    if (i < 0)
        return false;
    int j = n - 1;
    while (a[j] <= a[i])
        j--;
    int t = a[i];
    a[i] = a[j];
    a[j] = t;
    for (int l = i + 1, r = n - 1; l < r; l++, r--) {
        t = a[l];
        a[l] = a[r];
        a[r] = t;
    }
    return true;
}

bool notation_same(const NotationPattern *a, const NotationPattern *b)
{
    if (a->jugglers != b->jugglers || notation_props(a) != notation_props(b))
        return false;
    long beats = (long)a->period / gcd(a->period, b->period) * b->period;
    if (beats > 4 * NOTATION_MAX_BEATS)
        return false;
    int na = 0, nb = 0;
    for (int i = 0; i < a->throw_count; i++)
        na += a->throws[i].value > 0;
    for (int i = 0; i < b->throw_count; i++)
        nb += b->throws[i].value > 0;
    if ((long)na * (beats / a->period) != (long)nb * (beats / b->period))
        return false;
    size_t count = (size_t)na * (size_t)(beats / a->period);
    uint32_t *ka = malloc(sizeof *ka * (count + 1)), *kb = malloc(sizeof *kb * (count + 1));
    bool same = false;
    if (ka && kb) {
        int id[NOTATION_MAX_JUGGLERS];
        for (int j = 0; j < NOTATION_MAX_JUGGLERS; j++)
            id[j] = j;
        keys_of(a, (int)beats, 0, id, false, ka);
        int perm[NOTATION_MAX_JUGGLERS];
        memcpy(perm, id, sizeof perm);
        /* Renumbering: every order for up to 5 jugglers, rotations of the ring beyond. */
        int n = a->jugglers;
        for (int r = 0; !same;) {
            for (int shift = 0; shift < beats && !same; shift++)
                for (int m = 0; m < 2 && !same; m++) {
                    keys_of(b, (int)beats, shift, perm, m == 1, kb);
                    same = memcmp(ka, kb, sizeof *ka * count) == 0;
                }
            if (n <= 5) {
                if (!next_perm(perm, n))
                    break;
            } else {
                if (++r >= n)
                    break;
                for (int j = 0; j < n; j++)
                    perm[j] = (j + r) % n;
            }
        }
    }
    free(ka);
    free(kb);
    return same;
}

/* ---- Bridges to siteswap.h ---- */

Siteswap *notation_to_siteswap(const NotationPattern *p)
{
    if (p->jugglers != 1 || p->max_throw > SITESWAP_MAX_THROW)
        return NULL;
    if (p->has_async && p->has_sync)
        return NULL;
    bool sync = p->has_sync;
    int period = p->period;
    /* An odd vanilla pattern, doubled here, is its written half there. */
    if (!sync && p->written_beats % 2 == 1 && p->written_beats * 2 == period)
        period = p->written_beats;
    if (period > SITESWAP_MAX_BEATS)
        return NULL;
    SiteswapBeatThrow *list = malloc(sizeof *list * (size_t)p->throw_count);
    if (!list)
        return NULL;
    int n = 0;
    for (int i = 0; i < p->throw_count; i++) {
        const NotationThrow *t = &p->throws[i];
        if (t->beat >= period)
            continue;
        if (sync) {
            if (t->beat % 2 != 0 || t->value % 2 != 0) {
                free(list);
                return NULL;
            }
        } else {
            int hand = t->beat % 2 == 0 ? SITESWAP_RIGHT : SITESWAP_LEFT;
            if (t->hand != hand || t->cross) {
                free(list);
                return NULL;
            }
        }
        list[n++] = (SiteswapBeatThrow){t->beat, (int16_t)(t->index < 0 ? 0 : t->index),
                                        t->column, (int8_t)t->value, t->hand, t->to_hand};
    }
    /* Every beat of an async pattern needs its throw (a 0 at least). */
    Siteswap *s = siteswap_from_throws(sync ? SITESWAP_SYNC : SITESWAP_ASYNC, period,
                                       p->written_throws, list, n);
    free(list);
    if (s && !sync)
        for (int b = 0; b < period; b++)
            if (siteswap_slot_count(s, b, b % 2 == 0 ? SITESWAP_RIGHT : SITESWAP_LEFT) == 0) {
                siteswap_free(s);
                return NULL;
            }
    return s;
}

bool notation_needs_full(const char *text)
{
    /* Called on every line of a bulk check: one test a character for the usual ones. */
    for (const char *c = text; *c; c++) {
        unsigned char u = (unsigned char)*c;
        if ((u >= '0' && u <= '9') || (u >= 'a' && u <= 'z'))
            continue;
        if ((u >= 'A' && u <= 'Z') || u == '<' || u == '>' || u == '|' || u == '!' ||
            u == '^' || u == '{' || u == '}' || u == '/' || u == '?')
            return true;
    }
    return false;
}
