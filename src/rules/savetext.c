#include "savetext.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void savetext_reader(SaveReader *r, const char *text, size_t len)
{
    r->text = text;
    r->len = text ? len : 0;
    r->pos = 0;
    r->line = 0;
}

/* Splits buf in place; returns false with a message for a bad quote. */
static bool split_words(SaveLine *out, char *err, size_t err_size)
{
    char *p = out->buf, *w = out->buf;
    out->argc = 0;
    while (*p) {
        if (*p == ' ' || *p == '\t') {
            p++;
            continue;
        }
        if (out->argc == SAVETEXT_MAX_WORDS) {
            snprintf(err, err_size, "line %d: more than %d words", out->number, SAVETEXT_MAX_WORDS);
            return false;
        }
        /* Words are rewritten in place (w never passes p), so escapes shrink safely. */
        out->argv[out->argc++] = w;
        if (*p == '"') {
            p++;
            while (*p && *p != '"') {
                if (*p == '\\' && (p[1] == '"' || p[1] == '\\'))
                    p++;
                *w++ = *p++;
            }
            if (*p != '"') {
                snprintf(err, err_size, "line %d: a quoted name has no closing quote", out->number);
                return false;
            }
            p++;
            if (*p && *p != ' ' && *p != '\t') {
                snprintf(err, err_size, "line %d: expected a space after a quoted name",
                         out->number);
                return false;
            }
        } else {
            while (*p && *p != ' ' && *p != '\t')
                *w++ = *p++;
        }
        char *end = w;
        if (*p)
            p++;
        *end = '\0';
        w = end + 1;
    }
    return true;
}

int savetext_next(SaveReader *r, SaveLine *out, char *err, size_t err_size)
{
    while (r->pos < r->len) {
        size_t start = r->pos, end = start;
        while (end < r->len && r->text[end] != '\n')
            end++;
        r->pos = end < r->len ? end + 1 : end;
        r->line++;
        size_t n = end - start;
        if (n > 0 && r->text[start + n - 1] == '\r')
            n--;
        out->number = r->line;
        if (n > SAVETEXT_MAX_LINE) {
            snprintf(err, err_size, "line %d: longer than %d characters", r->line,
                     SAVETEXT_MAX_LINE);
            return -1;
        }
        for (size_t i = 0; i < n; i++) {
            unsigned char c = (unsigned char)r->text[start + i];
            if ((c < 0x20 && c != '\t') || c == 0x7f) {
                snprintf(err, err_size, "line %d: unexpected control character (byte %u)",
                         r->line, (unsigned)c);
                return -1;
            }
        }
        memcpy(out->buf, r->text + start, n);
        out->buf[n] = '\0';
        const char *first = out->buf;
        while (*first == ' ' || *first == '\t')
            first++;
        if (*first == '\0' || *first == '#')
            continue;
        if (!split_words(out, err, err_size))
            return -1;
        return 1;
    }
    return 0;
}

static void reserve(SaveWriter *w, size_t more)
{
    if (w->failed || w->len + more + 1 <= w->cap)
        return;
    size_t cap = w->cap ? w->cap : 1024;
    while (cap < w->len + more + 1)
        cap *= 2;
    char *b = realloc(w->buf, cap);
    if (!b) {
        w->failed = true;
        return;
    }
    w->buf = b;
    w->cap = cap;
}

void savetext_printf(SaveWriter *w, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0) {
        w->failed = true;
        va_end(ap2);
        return;
    }
    reserve(w, (size_t)n);
    if (!w->failed) {
        vsnprintf(w->buf + w->len, (size_t)n + 1, fmt, ap2);
        w->len += (size_t)n;
    }
    va_end(ap2);
}

void savetext_quote(SaveWriter *w, const char *s)
{
    savetext_printf(w, "\"");
    for (; *s; s++) {
        if (*s == '"' || *s == '\\')
            savetext_printf(w, "\\%c", *s);
        else if ((unsigned char)*s >= 0x20 && *s != 0x7f)
            savetext_printf(w, "%c", *s);
    }
    savetext_printf(w, "\"");
}

void savetext_free(SaveWriter *w)
{
    free(w->buf);
    w->buf = NULL;
    w->len = w->cap = 0;
    w->failed = false;
}

char *savetext_finish(SaveWriter *w, const void *actions, int n, SaveActionText text)
{
    char line[SAVETEXT_MAX_LINE + 1];
    for (int i = 0; i < n; i++) {
        if (!text(actions, i, line, sizeof line)) {
            savetext_free(w);
            return NULL;
        }
        savetext_printf(w, "%s\n", line);
    }
    savetext_printf(w, "end %d\n", n);
    if (w->failed) {
        savetext_free(w);
        return NULL;
    }
    return w->buf;
}

char *savetext_tail(const void *actions, int from, int n, SaveActionText text, size_t *len)
{
    SaveWriter w = {0};
    char line[SAVETEXT_MAX_LINE + 1];
    for (int i = from < 0 ? 0 : from; i < n; i++) {
        if (!text(actions, i, line, sizeof line)) {
            savetext_free(&w);
            return NULL;
        }
        savetext_printf(&w, "%s\n", line);
    }
    savetext_printf(&w, "end %d\n", n);
    if (w.failed) {
        savetext_free(&w);
        return NULL;
    }
    *len = w.len;
    return w.buf;
}

bool savetext_int(const char *word, long long min, long long max, long long *out)
{
    if (!word || !*word)
        return false;
    const char *p = word;
    if (*p == '-')
        p++;
    if (*p < '0' || *p > '9')
        return false;
    for (const char *q = p; *q; q++)
        if (*q < '0' || *q > '9')
            return false;
    errno = 0;
    char *end = NULL;
    long long v = strtoll(word, &end, 10);
    if (errno || *end || v < min || v > max)
        return false;
    *out = v;
    return true;
}

bool savetext_u64(const char *word, uint64_t *out)
{
    if (!word || *word < '0' || *word > '9')
        return false;
    for (const char *q = word; *q; q++)
        if (*q < '0' || *q > '9')
            return false;
    errno = 0;
    char *end = NULL;
    unsigned long long v = strtoull(word, &end, 10);
    if (errno || *end)
        return false;
    *out = (uint64_t)v;
    return true;
}

/* Is text[start, stop) an "end N" line (the newline excluded)? */
static bool is_end_line(const char *text, size_t start, size_t stop)
{
    size_t i = start;
    while (i < stop && (text[i] == ' ' || text[i] == '\t'))
        i++;
    if (stop - i < 5 || memcmp(text + i, "end", 3) != 0 || (text[i + 3] != ' ' && text[i + 3] != '\t'))
        return false;
    i += 3;
    while (i < stop && (text[i] == ' ' || text[i] == '\t'))
        i++;
    size_t digits = i;
    while (i < stop && text[i] >= '0' && text[i] <= '9')
        i++;
    if (i == digits)
        return false;
    while (i < stop && (text[i] == ' ' || text[i] == '\t' || text[i] == '\r'))
        i++;
    return i == stop;
}

size_t savetext_committed(const char *text, size_t len)
{
    /* From the end back: the last line "end N" with its newline. */
    size_t stop = len;
    while (stop > 0) {
        if (text[stop - 1] != '\n') {
            stop--;
            continue;
        }
        size_t start = stop - 1;
        while (start > 0 && text[start - 1] != '\n')
            start--;
        if (is_end_line(text, start, stop - 1))
            return stop;
        stop = start;
    }
    return len;
}

bool savetext_body(SaveReader *r, SaveLine *l, const SaveBodyOps *ops, void *ctx, bool *started,
                   char *err, size_t err_size)
{
    /* Actions appended after an end line count once their own end line is written whole; an
     * unfinished one after the last end line (the game stopped while writing it) is left out. */
    size_t committed = savetext_committed(r->text, r->len);
    if (committed > r->pos)
        r->len = committed;
    bool ended = false;
    int got;
    while ((got = savetext_next(r, l, err, err_size)) == 1) {
        if (!*started) {
            int setup = ops->setup_line(ctx, l, err, err_size);
            if (setup < 0)
                return false;
            if (setup > 0)
                continue;
            /* Anything else starts the actions: the game begins here. */
            if (!ops->start(ctx, l, err, err_size))
                return false;
            *started = true;
        }
        if (strcmp(l->argv[0], "end") == 0) {
            long long n;
            int actions = ops->actions(ctx);
            if (l->argc != 2 || !savetext_int(l->argv[1], 0, 100000000, &n) || n != actions) {
                snprintf(err, err_size, "line %d: the end line does not match the %d actions read",
                         l->number, actions);
                return false;
            }
            ended = true;
            continue;
        }
        ended = false;
        if (!ops->action(ctx, l, err, err_size))
            return false;
    }
    if (got < 0)
        return false;
    if (!ended) {
        snprintf(err, err_size, "line %d: the save is cut short (no end line)", r->line);
        return false;
    }
    return true;
}

bool savetext_single(const char *text, size_t len, SaveLine *l, char *err, size_t err_size)
{
    SaveReader r;
    savetext_reader(&r, text, len);
    int got = savetext_next(&r, l, err, err_size);
    if (got < 0) {
        savetext_unnumber(err);
        return false;
    }
    if (got == 0) {
        snprintf(err, err_size, "Send one action line.");
        return false;
    }
    SaveLine extra;
    char ignored[SAVETEXT_MAX_LINE];
    if (savetext_next(&r, &extra, ignored, sizeof ignored) != 0) {
        snprintf(err, err_size, "Send one action line, not several.");
        return false;
    }
    return true;
}

void savetext_unnumber(char *msg)
{
    size_t len = strlen(msg);
    if (len >= 8 && strncmp(msg, "line 1: ", 8) == 0)
        memmove(msg, msg + 8, len - 8 + 1);
}

bool savetext_header(SaveReader *r, SaveLine *l, int max_version, const char *game, char *err,
                     size_t err_size)
{
    if (r->len > SAVETEXT_MAX_BYTES) {
        snprintf(err, err_size, "the save is larger than %d MB, the most a save may hold",
                 SAVETEXT_MAX_BYTES / (1024 * 1024));
        return false;
    }
    int got = savetext_next(r, l, err, err_size);
    if (got < 0)
        return false;
    if (got == 0) {
        /* Comments or blanks and nothing else: a save cut short, not an empty file. */
        if (r->len == 0)
            snprintf(err, err_size, "the file is empty");
        else
            snprintf(err, err_size, "line %d: the save is cut short before its first line "
                     "(\"throwdeck-save\")", r->line > 0 ? r->line : 1);
        return false;
    }
    long long v;
    if (strcmp(l->argv[0], "throwdeck-save") != 0 || l->argc != 2) {
        snprintf(err, err_size,
                 "line %d: this is not a Throwdeck save (it should start with \"throwdeck-save\")",
                 l->number);
        return false;
    }
    if (!savetext_int(l->argv[1], 1, 1000000, &v)) {
        snprintf(err, err_size, "line %d: unreadable save version", l->number);
        return false;
    }
    if (v > max_version) {
        snprintf(err, err_size,
                 "line %d: this save was made by a newer Throwdeck (save version %lld); this one "
                 "reads version %d", l->number, v, max_version);
        return false;
    }
    got = savetext_next(r, l, err, err_size);
    if (got < 0)
        return false;
    if (got == 0) {
        snprintf(err, err_size, "line %d: the save is cut short (no game line)", r->line);
        return false;
    }
    if (strcmp(l->argv[0], "game") != 0 || l->argc != 2) {
        snprintf(err, err_size, "line %d: expected \"game %s\"", l->number, game);
        return false;
    }
    if (strcmp(l->argv[1], game) != 0) {
        snprintf(err, err_size, "line %d: this is a save of another game (\"%.30s\"), not %s",
                 l->number, l->argv[1], game);
        return false;
    }
    return true;
}

bool savetext_once(int *first_line, const SaveLine *line, char *err, size_t err_size)
{
    if (*first_line) {
        snprintf(err, err_size, "line %d: a second \"%.20s\" line; the first is line %d",
                 line->number, line->argv[0], *first_line);
        return false;
    }
    *first_line = line->number;
    return true;
}

bool savetext_game(const char *text, size_t len, char *game, size_t size)
{
    SaveReader r;
    savetext_reader(&r, text, len);
    SaveLine *l = malloc(sizeof *l);
    char err[160];
    bool found = false;
    /* The game line comes before any seat or action: a few lines are enough. */
    for (int i = 0; l && i < 8 && savetext_next(&r, l, err, sizeof err) == 1; i++)
        if (strcmp(l->argv[0], "game") == 0 && l->argc == 2) {
            snprintf(game, size, "%s", l->argv[1]);
            found = true;
            break;
        }
    free(l);
    return found;
}

const char *savetext_name_problem(const char *name, size_t size)
{
    if (memchr(name, '\0', size) == NULL)
        return "'s name is too long";
    if (name[0] == '\0')
        return " needs a name";
    for (const char *c = name; *c; c++)
        if ((unsigned char)*c < 0x20 || *c == 0x7f)
            return "'s name has a control character";
    return NULL;
}
