#include "coach_script.h"

#include <stdio.h>
#include <string.h>

static void copy(char *to, size_t size, const char *from, size_t n)
{
    if (n >= size)
        n = size - 1;
    memcpy(to, from, n);
    to[n] = '\0';
}

/* A directive's value: after the word and its spaces, without trailing spaces. */
static void value_of(const char *line, size_t n, size_t word, char *out, size_t size)
{
    size_t i = word;
    while (i < n && (line[i] == ' ' || line[i] == '\t'))
        i++;
    size_t end = n;
    while (end > i && (line[end - 1] == ' ' || line[end - 1] == '\t' || line[end - 1] == '\r'))
        end--;
    copy(out, size, line + i, end - i);
}

static bool directive(const char *line, size_t n, const char *word)
{
    size_t w = strlen(word);
    return n >= w && memcmp(line, word, w) == 0 &&
           (n == w || line[w] == ' ' || line[w] == '\t' || line[w] == '\r');
}

/* Appends a line of words: lines run on with a space; a blank line starts a new paragraph. */
static bool add_words(char *words, const char *line, size_t n)
{
    while (n && (line[n - 1] == '\r' || line[n - 1] == ' '))
        n--;
    size_t have = strlen(words);
    if (n == 0) {
        if (have && words[have - 1] != '\n') {
            if (have + 1 >= COACH_WORDS)
                return false;
            words[have++] = '\n';
            words[have] = '\0';
        }
        return true;
    }
    bool space = have && words[have - 1] != '\n';
    if (have + n + (space ? 1 : 0) >= COACH_WORDS)
        return false;
    if (space)
        words[have++] = ' ';
    memcpy(words + have, line, n);
    words[have + n] = '\0';
    return true;
}

static void trim_end(char *words)
{
    size_t n = strlen(words);
    while (n && (words[n - 1] == '\n' || words[n - 1] == ' '))
        words[--n] = '\0';
}

bool coach_script_parse(const char *text, size_t len, CoachScript *out, char *err,
                        size_t err_size)
{
    memset(out, 0, sizeof *out);
    int line_no = 0;
    bool in_other = false;
    size_t at = 0;
    while (at < len) {
        size_t end = at;
        while (end < len && text[end] != '\n')
            end++;
        const char *line = text + at;
        size_t n = end - at;
        at = end + 1;
        line_no++;
        CoachStep *cur = out->n ? &out->step[out->n - 1] : NULL;
        if (n && line[0] == '%') {
            if (n == 1 || line[1] == ' ' || line[1] == '\t' || line[1] == '\r')
                continue; /* a comment */
            in_other = false;
            if (directive(line, n, "%step")) {
                if (out->n == COACH_MAX_STEPS) {
                    snprintf(err, err_size, "line %d: more than %d steps", line_no,
                             COACH_MAX_STEPS);
                    return false;
                }
                if (cur)
                    trim_end(cur->words);
                cur = &out->step[out->n++];
                value_of(line, n, 5, cur->name, sizeof cur->name);
            } else if (directive(line, n, "%other")) {
                char v[COACH_WORDS];
                value_of(line, n, 6, v, sizeof v);
                out->other[0] = '\0';
                add_words(out->other, v, strlen(v));
                in_other = true;
            } else if (!cur) {
                snprintf(err, err_size, "line %d: '%.*s' before the first %%step", line_no,
                         (int)(n > 20 ? 20 : n), line);
                return false;
            } else if (directive(line, n, "%point")) {
                value_of(line, n, 6, cur->point, sizeof cur->point);
            } else if (directive(line, n, "%until")) {
                if (cur->until_n == COACH_MAX_UNTIL) {
                    snprintf(err, err_size, "line %d: more than %d conditions in a step",
                             line_no, COACH_MAX_UNTIL);
                    return false;
                }
                value_of(line, n, 6, cur->until[cur->until_n], sizeof cur->until[0]);
                cur->until_n++;
            } else if (directive(line, n, "%hold")) {
                cur->hold = true;
            } else if (directive(line, n, "%free")) {
                cur->free = true;
            } else {
                snprintf(err, err_size, "line %d: unknown directive '%.*s'", line_no,
                         (int)(n > 20 ? 20 : n), line);
                return false;
            }
            continue;
        }
        if (in_other) {
            if (n == 0 || line[0] == '\r')
                in_other = false;
            else if (!add_words(out->other, line, n)) {
                snprintf(err, err_size, "line %d: the gentle word is too long", line_no);
                return false;
            }
            continue;
        }
        if (!cur) {
            bool blank = true;
            for (size_t i = 0; i < n; i++)
                blank = blank && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r');
            if (blank)
                continue;
            snprintf(err, err_size, "line %d: words before the first %%step", line_no);
            return false;
        }
        if (!add_words(cur->words, line, n)) {
            snprintf(err, err_size, "line %d: step '%s' has more words than fit (%d bytes)",
                     line_no, cur->name, COACH_WORDS - 1);
            return false;
        }
    }
    if (out->n == 0) {
        snprintf(err, err_size, "the script has no %%step");
        return false;
    }
    trim_end(out->step[out->n - 1].words);
    if (!out->step[out->n - 1].free) {
        snprintf(err, err_size, "the last step ('%s') must be the %%free one",
                 out->step[out->n - 1].name);
        return false;
    }
    return true;
}

void coach_plain(const char *markup, char *out, size_t size)
{
    size_t o = 0;
    bool in_link = false, skip = false;
    for (const char *p = markup; *p && o + 1 < size; p++) {
        if (*p == '\\' && p[1]) {
            p++;
            if (!skip)
                out[o++] = *p;
            continue;
        }
        if (*p == '*')
            continue;
        if (*p == '{' && !in_link) {
            in_link = true;
            skip = false;
            if (p[1] == '@')
                p++;
            continue;
        }
        if (*p == '/' && in_link) {
            skip = true; /* {534/clubs}: the modifier is not read out */
            continue;
        }
        if (*p == '}' && in_link) {
            in_link = skip = false;
            continue;
        }
        if (!skip)
            out[o++] = *p;
    }
    out[o] = '\0';
}

bool coach_spec_is(const char *spec, const char *word, const char **rest)
{
    size_t n = strlen(word);
    if (strncmp(spec, word, n) != 0 || (spec[n] != '\0' && spec[n] != ' '))
        return false;
    const char *r = spec + n;
    while (*r == ' ')
        r++;
    if (rest)
        *rest = r;
    return true;
}
