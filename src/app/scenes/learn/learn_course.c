#include "learn_course.h"

#include "numparse.h"
#include "siteswap.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static void say(char *buf, size_t size, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, size, fmt, ap);
    va_end(ap);
}

static void copy(char *dst, size_t size, const char *src, size_t n)
{
    if (n >= size)
        n = size - 1;
    memcpy(dst, src, n);
    dst[n] = '\0';
}

/* The next space-separated word of *p, or NULL at the end. */
static const char *word(const char **p, size_t *len)
{
    const char *s = *p;
    while (*s == ' ' || *s == '\t')
        s++;
    if (!*s)
        return NULL;
    const char *e = s;
    while (*e && *e != ' ' && *e != '\t')
        e++;
    *len = (size_t)(e - s);
    *p = e;
    return s;
}

static bool number(const char *s, size_t n, int lo, int hi, int *out)
{
    char buf[16];
    long long v;
    if (n == 0 || n >= sizeof buf)
        return false;
    copy(buf, sizeof buf, s, n);
    if (!numparse_int(buf, lo, hi, &v))
        return false;
    *out = (int)v;
    return true;
}

/* The conditions after "ask pattern" or "ask fix BLANK". */
static bool conditions(const char *p, LearnAsk *ask, char *err, size_t err_size)
{
    size_t n;
    const char *w;
    while ((w = word(&p, &n)) != NULL) {
        if (n > 6 && strncmp(w, "balls=", 6) == 0) {
            if (!number(w + 6, n - 6, 1, 35, &ask->balls))
                return say(err, err_size, "balls= needs a number from 1 to 35"), false;
        } else if (n > 7 && strncmp(w, "period=", 7) == 0) {
            if (!number(w + 7, n - 7, 1, 64, &ask->period))
                return say(err, err_size, "period= needs a number from 1 to 64"), false;
        } else if (n > 4 && strncmp(w, "max=", 4) == 0) {
            if (!number(w + 4, n - 4, 1, 35, &ask->max_throw))
                return say(err, err_size, "max= needs a number from 1 to 35"), false;
        } else if (n > 4 && strncmp(w, "not=", 4) == 0) {
            const char *s = w + 4, *end = w + n;
            while (s < end) {
                const char *c = memchr(s, ',', (size_t)(end - s));
                if (!c)
                    c = end;
                if (ask->not_count >= LEARN_MAX_NOT)
                    return say(err, err_size, "not= lists at most %d patterns", LEARN_MAX_NOT), false;
                copy(ask->not_[ask->not_count++], LEARN_PATTERN_MAX, s, (size_t)(c - s));
                s = c + 1;
            }
        } else if (n == 6 && strncmp(w, "ground", 6) == 0) {
            ask->ground = 1;
        } else if (n == 7 && strncmp(w, "excited", 7) == 0) {
            ask->ground = -1;
        } else if (n == 4 && strncmp(w, "sync", 4) == 0) {
            ask->sync = true;
        } else if (n == 9 && strncmp(w, "multiplex", 9) == 0) {
            ask->multiplex = true;
        } else {
            return say(err, err_size, "unknown condition '%.*s'", (int)n, w), false;
        }
    }
    return true;
}

static bool directive(const char *p, LearnLesson *out, char *err, size_t err_size)
{
    size_t n;
    const char *w = word(&p, &n);
    if (!w)
        return say(err, err_size, "an empty %%! line"), false;
    if (n == 4 && strncmp(w, "show", 4) == 0) {
        const char *v = word(&p, &n);
        if (!v)
            return say(err, err_size, "show needs a pattern"), false;
        copy(out->show, sizeof out->show, v, n);
        return true;
    }
    if (n == 5 && strncmp(w, "state", 5) == 0 && !word(&p, &n)) {
        out->state = true;
        return true;
    }
    if (n == 5 && strncmp(w, "beats", 5) == 0 && !word(&p, &n)) {
        out->beats = true;
        return true;
    }
    if (n == 12 && strncmp(w, "from-cascade", 12) == 0 && !word(&p, &n)) {
        out->from_cascade = true;
        return true;
    }
    if (n == 5 && strncmp(w, "words", 5) == 0) {
        while (*p == ' ')
            p++;
        if (!*p)
            return say(err, err_size, "words needs the terms, between commas"), false;
        if (strlen(p) >= sizeof out->words)
            return say(err, err_size, "words lists too much"), false;
        copy(out->words, sizeof out->words, p, strlen(p));
        return true;
    }
    if (n == 1 && w[0] == 'q') {
        while (*p == ' ')
            p++;
        copy(out->ask.question, sizeof out->ask.question, p, strlen(p));
        return true;
    }
    if (n != 3 || strncmp(w, "ask", 3) != 0)
        return say(err, err_size, "unknown word '%.*s'", (int)n, w), false;
    LearnAsk *ask = &out->ask;
    const char *kind = word(&p, &n);
    if (!kind)
        return say(err, err_size, "ask needs a kind: pattern, fix, pick, choose or wayin"), false;
    if (n == 7 && strncmp(kind, "pattern", 7) == 0) {
        ask->kind = LEARN_ASK_PATTERN;
        return conditions(p, ask, err, err_size);
    }
    if (n == 3 && strncmp(kind, "fix", 3) == 0) {
        ask->kind = LEARN_ASK_FIX;
        const char *b = word(&p, &n);
        if (!b || !memchr(b, '_', n))
            return say(err, err_size, "fix needs a pattern with a blank _"), false;
        copy(ask->blank, sizeof ask->blank, b, n);
        return conditions(p, ask, err, err_size);
    }
    if (n == 4 && strncmp(kind, "pick", 4) == 0) {
        ask->kind = LEARN_ASK_PICK;
        for (int i = 0; i < LEARN_CHOICES; i++) {
            const char *c = word(&p, &n);
            if (!c)
                return say(err, err_size, "pick needs %d patterns", LEARN_CHOICES), false;
            copy(ask->choice[i], LEARN_CHOICE_MAX, c, n);
        }
        return true;
    }
    if (n == 5 && strncmp(kind, "wayin", 5) == 0) {
        ask->kind = LEARN_ASK_WAYIN;
        const char *t = word(&p, &n);
        if (!t || n >= sizeof ask->into)
            return say(err, err_size, "wayin needs the pattern gone into"), false;
        copy(ask->into, sizeof ask->into, t, n);
        Siteswap *s = siteswap_parse(ask->into, NULL);
        bool plain = s && siteswap_validate(s, NULL) && siteswap_notation(s) == SITESWAP_ASYNC &&
                     !siteswap_is_multiplex(s);
        ask->balls = plain ? siteswap_balls(s) : 0;
        siteswap_free(s);
        if (!plain || ask->balls < 1 || word(&p, &n))
            return say(err, err_size, "wayin needs one pattern that works, one throw a beat"), false;
        char g = siteswap_throw_char(ask->balls);
        say(ask->blank, sizeof ask->blank, "%c%c%c _ %s", g, g, g, ask->into);
        return true;
    }
    if (n == 6 && strncmp(kind, "choose", 6) == 0) {
        ask->kind = LEARN_ASK_CHOOSE;
        for (int i = 0; i < LEARN_CHOICES; i++) {
            while (*p == ' ')
                p++;
            const char *bar = strchr(p, '|');
            const char *end = bar ? bar : p + strlen(p);
            while (end > p && end[-1] == ' ')
                end--;
            if (end == p)
                return say(err, err_size, "choose needs %d answers between |", LEARN_CHOICES), false;
            copy(ask->choice[i], LEARN_CHOICE_MAX, p, (size_t)(end - p));
            p = bar ? bar + 1 : p + strlen(p);
        }
        return true;
    }
    return say(err, err_size, "unknown exercise '%.*s'", (int)n, kind), false;
}

bool learn_lesson_read(const char *markup, LearnLesson *out, char *err, size_t err_size)
{
    memset(out, 0, sizeof *out);
    int line_no = 0;
    for (const char *line = markup; line && *line;) {
        const char *end = strchr(line, '\n');
        size_t n = end ? (size_t)(end - line) : strlen(line);
        line_no++;
        if (n >= 2 && line[0] == '%' && line[1] == '!') {
            char buf[512], why[160];
            copy(buf, sizeof buf, line + 2, n - 2);
            size_t k = strlen(buf);
            while (k > 0 && (buf[k - 1] == '\r' || buf[k - 1] == ' '))
                buf[--k] = '\0';
            if (!directive(buf, out, why, sizeof why)) {
                say(err, err_size, "line %d: %s", line_no, why);
                return false;
            }
        }
        line = end ? end + 1 : NULL;
    }
    if (out->ask.kind != LEARN_ASK_NONE && !out->ask.question[0]) {
        say(err, err_size, "the exercise has no question (a %%! q line)");
        return false;
    }
    return true;
}

/* ---- Checking ---- */

static bool same(const Siteswap *s, const char *other)
{
    Siteswap *o = siteswap_parse(other, NULL);
    bool yes = o && siteswap_validate(o, NULL) && siteswap_same_pattern(s, o);
    siteswap_free(o);
    return yes;
}

/* A typed pattern against the conditions. */
static void check_pattern(const LearnAsk *ask, const char *typed, LearnVerdict *out)
{
    SiteswapError e = {0};
    Siteswap *s = siteswap_parse(typed, &e);
    copy(out->pattern, sizeof out->pattern, typed, strlen(typed));
    if (!s) {
        say(out->message, sizeof out->message, "%s is not written the way patterns are: %s", typed,
            e.message);
        return;
    }
    if (!siteswap_validate(s, &e)) {
        out->broken = true;
        say(out->message, sizeof out->message, "%s cannot be juggled: %s. The ladder shows it "
            "in red.", typed, e.message);
        siteswap_free(s);
        return;
    }
    out->juggle = true;
    int balls = siteswap_balls(s), unit = siteswap_unit_period(s);
    bool ground = siteswap_is_ground(s);
    const char *plural = balls == 1 ? "" : "s";
    if (ask->balls && balls != ask->balls)
        say(out->message, sizeof out->message, "%s works, but it has %d ball%s: the average "
            "of its throws is %d. This asks for %d.", typed, balls, plural, balls, ask->balls);
    else if (ask->period && unit != ask->period)
        say(out->message, sizeof out->message, "%s works, but its period is %d%s. This asks "
            "for period %d.", typed, unit,
            unit < siteswap_period(s) ? " (it repeats a shorter pattern)" : "", ask->period);
    else if (ask->max_throw && siteswap_max_throw(s) > ask->max_throw)
        say(out->message, sizeof out->message, "%s works, but its highest throw is %d. Keep "
            "every throw at %d or lower.", typed, siteswap_max_throw(s), ask->max_throw);
    else if (ask->sync && siteswap_notation(s) != SITESWAP_SYNC)
        say(out->message, sizeof out->message, "%s works, but it is not synchronous: write it "
            "in pairs like (4,4).", typed);
    else if (ask->multiplex && !siteswap_is_multiplex(s))
        say(out->message, sizeof out->message, "%s works, but no hand throws two balls at "
            "once: put two throws in brackets, like [43].", typed);
    else if (ask->ground == 1 && !ground)
        say(out->message, sizeof out->message, "%s works, but it is excited: you cannot go "
            "into it straight from the cascade. This asks for a ground state pattern.", typed);
    else if (ask->ground == -1 && ground)
        say(out->message, sizeof out->message, "%s works, but it is a ground state pattern: "
            "you can go into it straight from the cascade. This asks for an excited one.", typed);
    else {
        for (int i = 0; i < ask->not_count; i++) {
            if (same(s, ask->not_[i])) {
                if (strcmp(typed, ask->not_[i]) == 0)
                    say(out->message, sizeof out->message, "%s works, but the lesson showed it "
                        "already. Make one of your own!", typed);
                else /* a rotation: the same pattern started on another throw */
                    say(out->message, sizeof out->message, "%s works, but it is %s started on "
                        "another throw, and the lesson showed that. Make one of your own!",
                        typed, ask->not_[i]);
                siteswap_free(s);
                return;
            }
        }
        out->right = true;
        say(out->message, sizeof out->message, "Yes! %s works: %d ball%s, period %d%s.", typed,
            balls, plural, unit, ground ? ", ground state" : ", excited");
    }
    siteswap_free(s);
}

/* ---- States ---- */

#define STATE_BEATS 64

void learn_state_text(unsigned long long mask, char *buf, size_t size)
{
    size_t n = 0;
    for (int k = 0; k < STATE_BEATS && (mask >> k) != 0 && n + 1 < size; k++)
        buf[n++] = (mask >> k) & 1 ? 'x' : '-';
    if (size > 0)
        buf[n] = '\0';
}

bool learn_state_throw(unsigned long long *mask, const char *text, char *why, size_t why_size)
{
    for (const char *c = text; *c; c++) {
        int t = *c >= '0' && *c <= '9' ? *c - '0'
                : *c >= 'a' && *c <= 'z' ? *c - 'a' + 10 : -1;
        if (*c == ' ')
            continue;
        if (t < 0)
            return say(why, why_size, "'%c' is not a throw: write the throws as numbers", *c), false;
        bool ball = (*mask & 1) != 0;
        if (t == 0 && ball)
            return say(why, why_size, "a 0 leaves a ball in the hand: it has to be thrown"), false;
        if (t > 0 && !ball)
            return say(why, why_size, "the %c is thrown from an empty hand: no ball comes down "
                       "on that beat", *c), false;
        if (t > 0 && ((*mask >> t) & 1))
            return say(why, why_size, "the %c lands together with another ball", *c), false;
        *mask = (*mask | (t > 0 ? 1ull << t : 0)) >> 1;
    }
    return true;
}

/* The way in typed: from the ground state, the throws must leave a state the pattern (started
 * at any of its throws) passes through. */
static void check_way_in(const LearnAsk *ask, const char *typed, LearnVerdict *out)
{
    char ground[STATE_BEATS + 1], now[STATE_BEATS + 1], need[STATE_BEATS + 1] = "", why[160];
    unsigned long long mask = (1ull << ask->balls) - 1;
    learn_state_text(mask, ground, sizeof ground);
    copy(out->pattern, sizeof out->pattern, ask->into, strlen(ask->into));
    if (!learn_state_throw(&mask, typed, why, sizeof why)) {
        say(out->message, sizeof out->message, "From %s, %s: %s. Try again.", ground, typed, why);
        return;
    }
    learn_state_text(mask, now, sizeof now);
    const char *base = ask->balls % 2 ? "cascade" : "fountain";
    Siteswap *s = siteswap_parse(ask->into, NULL);
    int period = s ? siteswap_period(s) : 0;
    for (int r = 0; r < period && !out->right; r++) {
        Siteswap *rot = siteswap_rotate(s, r);
        char st[128];
        if (rot && siteswap_state(rot, st, sizeof st)) {
            if (r == 0)
                copy(need, sizeof need, st, strlen(st));
            out->right = strcmp(st, now) == 0;
        }
        siteswap_free(rot);
    }
    siteswap_free(s);
    if (out->right) {
        out->juggle = true;
        say(out->message, sizeof out->message, "Yes! From %s, %s leaves %s, and %s runs from "
            "there. Watch it: the %s, your way in, then %s.", ground, typed, now, ask->into,
            base, ask->into);
    } else if (strcmp(now, ground) == 0) {
        say(out->message, sizeof out->message, "%s leaves %s, the %s's own state, but %s "
            "needs %s. Try a higher throw.", typed, now, base, ask->into, need);
    } else {
        say(out->message, sizeof out->message, "From %s, %s leaves %s, but %s needs %s. Try "
            "again.", ground, typed, now, ask->into, need);
    }
}

static void trim(const char *in, char *out, size_t size)
{
    while (*in == ' ')
        in++;
    size_t n = strlen(in);
    while (n > 0 && (in[n - 1] == ' ' || in[n - 1] == '\n'))
        n--;
    copy(out, size, in, n);
}

/* A wrong pick: what the pattern picked would look like, so the learner knows what to look for
 * (its highest throw crossing or not, its balls) without being told the answer. */
static void say_not_it(const char *picked, char *buf, size_t size)
{
    Siteswap *s = siteswap_parse(picked, NULL);
    if (!s || !siteswap_validate(s, NULL) || siteswap_notation(s) != SITESWAP_ASYNC) {
        say(buf, size, "Not %s. Watch the highest throw, and count the beats until that ball is "
            "thrown again.", picked);
    } else {
        int top = siteswap_max_throw(s), balls = siteswap_balls(s);
        say(buf, size, "Not %s: its highest throw, a %d, %s, and it needs %d ball%s. Watch the "
            "juggler again (S slows it).", picked, top,
            top % 2 ? "crosses to the other hand" : "comes back to the same hand", balls,
            balls == 1 ? "" : "s");
    }
    siteswap_free(s);
}

void learn_check(const LearnAsk *ask, const char *answer, LearnVerdict *out)
{
    memset(out, 0, sizeof *out);
    char a[LEARN_CHOICE_MAX];
    trim(answer ? answer : "", a, sizeof a);
    switch (ask->kind) {
    case LEARN_ASK_NONE:
        say(out->message, sizeof out->message, "This lesson has nothing to answer.");
        return;
    case LEARN_ASK_PATTERN:
        if (!a[0])
            say(out->message, sizeof out->message, "Type a pattern first, then press Enter.");
        else
            check_pattern(ask, a, out);
        return;
    case LEARN_ASK_FIX: {
        if (!a[0]) {
            say(out->message, sizeof out->message, "Type the missing throw, then press Enter.");
            return;
        }
        if (strchr(a, '_')) {
            say(out->message, sizeof out->message, "Type the throw itself, a number.");
            return;
        }
        char full[LEARN_PATTERN_MAX * 2];
        const char *u = strchr(ask->blank, '_');
        say(full, sizeof full, "%.*s%s%s", (int)(u - ask->blank), ask->blank, a, u + 1);
        check_pattern(ask, full, out);
        return;
    }
    case LEARN_ASK_WAYIN:
        if (!a[0])
            say(out->message, sizeof out->message, "Type the throw (or throws) that take the "
                "cascade into %s, then press Enter.", ask->into);
        else
            check_way_in(ask, a, out);
        return;
    case LEARN_ASK_PICK:
    case LEARN_ASK_CHOOSE:
        if (!a[0]) {
            say(out->message, sizeof out->message, "Pick one of the four.");
            return;
        }
        out->right = strcmp(a, ask->choice[0]) == 0;
        if (ask->kind == LEARN_ASK_PICK) {
            copy(out->pattern, sizeof out->pattern, ask->choice[0], strlen(ask->choice[0]));
            out->juggle = true;
            if (out->right)
                say(out->message, sizeof out->message, "Yes! The juggler was doing %s.", a);
            else
                say_not_it(a, out->message, sizeof out->message);
        } else {
            say(out->message, sizeof out->message, out->right ? "Yes, that's right."
                : "Not that one. Read the lesson again and try another.");
        }
        return;
    }
}

void learn_choice_order(int lesson, int order[LEARN_CHOICES])
{
    for (int i = 0; i < LEARN_CHOICES; i++)
        order[i] = i;
    unsigned x = (unsigned)lesson * 2654435761u + 12345u;
    for (int i = LEARN_CHOICES - 1; i > 0; i--) {
        x = x * 1103515245u + 12345u;
        int j = (int)((x >> 16) % (unsigned)(i + 1));
        int t = order[i];
        order[i] = order[j];
        order[j] = t;
    }
}

/* ---- Progress ---- */

#define PROGRESS_HEADER "throwdeck-learn 1"

bool learn_progress_parse(const char *text, LearnProgress *out, char *err, size_t err_size)
{
    memset(out, 0, sizeof *out);
    size_t hn = strlen(PROGRESS_HEADER);
    if (strncmp(text, PROGRESS_HEADER, hn) != 0 || (text[hn] != '\n' && text[hn] != '\r' &&
                                                     text[hn] != '\0')) {
        say(err, err_size, "it does not start with \"%s\"", PROGRESS_HEADER);
        return false;
    }
    int line_no = 1;
    for (const char *line = strchr(text, '\n'); line && line[1];) {
        line++;
        line_no++;
        const char *end = strchr(line, '\n');
        char buf[256];
        size_t n = end ? (size_t)(end - line) : strlen(line);
        if (n >= sizeof buf) {
            say(err, err_size, "line %d is too long", line_no);
            return false;
        }
        copy(buf, sizeof buf, line, n);
        if (n > 0 && buf[n - 1] == '\r')
            buf[--n] = '\0';
        const char *p = buf;
        size_t wn;
        const char *w = word(&p, &wn);
        if (!w) {
            /* a blank line */
        } else if (wn == 4 && strncmp(w, "done", 4) == 0) {
            while ((w = word(&p, &wn)) != NULL) {
                int k;
                if (!number(w, wn, 1, LEARN_MAX_LESSONS, &k)) {
                    say(err, err_size, "line %d: '%.*s' is not a lesson number", line_no, (int)wn, w);
                    return false;
                }
                out->done[k] = true;
            }
        } else if (wn == 2 && strncmp(w, "at", 2) == 0) {
            w = word(&p, &wn);
            if (!w || !number(w, wn, 1, LEARN_MAX_LESSONS, &out->at) || word(&p, &wn)) {
                say(err, err_size, "line %d: \"at\" needs one lesson number", line_no);
                return false;
            }
        } else {
            say(err, err_size, "line %d: '%.*s' is not understood", line_no, (int)wn, w);
            return false;
        }
        line = end;
    }
    return true;
}

bool learn_progress_format(const LearnProgress *p, char *buf, size_t size)
{
    size_t used = (size_t)snprintf(buf, size, PROGRESS_HEADER "\ndone");
    for (int k = 1; k <= LEARN_MAX_LESSONS && used < size; k++)
        if (p->done[k])
            used += (size_t)snprintf(buf + used, size - used, " %d", k);
    if (used < size)
        used += (size_t)snprintf(buf + used, size - used, "\n");
    if (p->at > 0 && used < size)
        used += (size_t)snprintf(buf + used, size - used, "at %d\n", p->at);
    return used < size;
}

int learn_progress_done_count(const LearnProgress *p, int lessons)
{
    int n = 0;
    for (int k = 1; k <= lessons && k <= LEARN_MAX_LESSONS; k++)
        n += p->done[k];
    return n;
}
