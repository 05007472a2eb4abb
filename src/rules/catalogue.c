/* Reading the catalogue's line format: "name | notation | balls | style | description". */
#include "catalogue.h"

#include "notation.h"
#include "siteswap.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool fail(CatalogueError *err, int line, const char *fmt, ...)
{
    if (err) {
        err->line = line;
        int n = line > 0 ? snprintf(err->message, sizeof err->message, "line %d: ", line) : 0;
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err->message + n, sizeof err->message - (size_t)n, fmt, ap);
        va_end(ap);
    }
    return false;
}

static char lower(char c)
{
    return c >= 'A' && c <= 'Z' ? (char)(c - 'A' + 'a') : c;
}

static bool same_name(const char *a, const char *b)
{
    while (*a && lower(*a) == lower(*b)) {
        a++;
        b++;
    }
    return *a == '\0' && *b == '\0';
}

/* Copies the field [start, end) without surrounding spaces; false if it does not fit. */
static bool copy_field(const char *start, const char *end, char *out, size_t size)
{
    while (start < end && (*start == ' ' || *start == '\t'))
        start++;
    while (end > start && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\r'))
        end--;
    size_t n = (size_t)(end - start);
    if (n >= size)
        return false;
    memcpy(out, start, n);
    out[n] = '\0';
    return true;
}

/* The passing catalogue's fourth field and check: jugglers, and the whole notation. */
static bool check_passing(CatalogueEntry *e, const char *jugglers, int number,
                          CatalogueError *err)
{
    char *stop;
    long j = strtol(jugglers, &stop, 10);
    if (*stop != '\0' || j < 1 || j > NOTATION_MAX_JUGGLERS)
        return fail(err, number, "jugglers must be a whole number from 1 to %d, not '%s'",
                    NOTATION_MAX_JUGGLERS, jugglers);
    e->jugglers = (int)j;
    snprintf(e->style, sizeof e->style, "passing");
    SiteswapError se;
    NotationPattern *p = notation_parse(e->notation, &se);
    if (!p || !notation_validate(p, &se)) {
        notation_free(p);
        return fail(err, number, "%s: %s", e->notation, se.message);
    }
    int props = notation_props(p), n = p->jugglers;
    notation_free(p);
    if (n != e->jugglers)
        return fail(err, number, "%s is for %d juggler%s, not %d", e->notation, n,
                    n == 1 ? "" : "s", e->jugglers);
    if (props != e->balls)
        return fail(err, number, "%s has %d props, not %d", e->notation, props, e->balls);
    return true;
}

static bool parse_line(const char *line, const char *end, int number, CatalogueEntry *e,
                       CatalogueError *err, bool passing)
{
    static const char *solo_names[] = {"name", "notation", "balls", "style", "description"};
    static const char *passing_names[] = {"name", "notation", "props", "jugglers",
                                          "description"};
    const char *const *names = passing ? passing_names : solo_names;
    const char *format = passing ? "name | notation | props | jugglers | description"
                                 : "name | notation | balls | style | description";
    const char *fields[6];
    int count = 0;
    fields[count++] = line;
    for (const char *p = line; p < end; p++)
        if (*p == '|') {
            if (count == 5 && !passing)
                return fail(err, number, "too many '|': expected %s", format);
            if (count == 5)   /* passing notations have '|' of their own: '<3p|3p>' */
                break;
            fields[count++] = p + 1;
        }
    if (passing) {
        /* name | notation | props | jugglers | description: the notation runs from the first
         * '|' to the third from the end. */
        int bars = 0;
        const char *last[3] = {NULL, NULL, NULL};
        for (const char *p = line; p < end; p++)
            if (*p == '|') {
                bars++;
                last[0] = last[1];
                last[1] = last[2];
                last[2] = p;
            }
        if (bars < 4)
            return fail(err, number, "expected 5 fields separated by '|' (%s), found %d", format,
                        bars + 1);
        fields[2] = last[0] + 1;
        fields[3] = last[1] + 1;
        fields[4] = last[2] + 1;
        count = 5;
    }
    if (count != 5)
        return fail(err, number, "expected 5 fields separated by '|' (%s), found %d", format,
                    count);
    fields[5] = end + 1;
    char balls[16];
    char *targets[] = {e->name, e->notation, balls, e->style, e->description};
    size_t sizes[] = {sizeof e->name, sizeof e->notation, sizeof balls, sizeof e->style,
                      sizeof e->description};
    for (int i = 0; i < 5; i++) {
        if (!copy_field(fields[i], fields[i + 1] - 1, targets[i], sizes[i]))
            return fail(err, number, "the %s is too long (at most %zu characters)", names[i],
                        sizes[i] - 1);
        if (targets[i][0] == '\0')
            return fail(err, number, "the %s is empty", names[i]);
    }
    char *stop;
    long b = strtol(balls, &stop, 10);
    if (*stop != '\0' || b < 0 || b > SITESWAP_MAX_THROW)
        return fail(err, number, "%s must be a whole number, not '%s'", names[2], balls);
    e->balls = (int)b;
    e->jugglers = 1;
    if (passing)
        return check_passing(e, e->style, number, err);
    for (const char *p = e->style; *p; p++)
        if (!((*p >= 'a' && *p <= 'z') || *p == '-'))
            return fail(err, number, "style '%s' must be a lower-case word (letters and '-')",
                        e->style);
    SiteswapError se;
    Siteswap *s = siteswap_parse(e->notation, &se);
    if (!s || !siteswap_validate(s, &se)) {
        siteswap_free(s);
        return fail(err, number, "%s: %s", e->notation, se.message);
    }
    int pattern_balls = siteswap_balls(s);
    siteswap_free(s);
    if (pattern_balls != e->balls)
        return fail(err, number, "%s has %d balls, not %d", e->notation, pattern_balls,
                    e->balls);
    return true;
}

static bool parse_text(const char *text, Catalogue *out, CatalogueError *err, bool passing)
{
    out->count = 0;
    out->entries = NULL;
    if (err) {
        err->line = 0;
        err->message[0] = '\0';
    }
    if (!text)
        return fail(err, 0, "no catalogue text");
    int cap = 0, number = 0;
    const char *p = text;
    while (*p) {
        const char *end = strchr(p, '\n');
        if (!end)
            end = p + strlen(p);
        number++;
        const char *q = p;
        while (q < end && (*q == ' ' || *q == '\t' || *q == '\r'))
            q++;
        if (q < end && *q != '#') {
            if (out->count >= CATALOGUE_MAX_ENTRIES) {
                catalogue_free(out);
                return fail(err, number, "more than %d entries", CATALOGUE_MAX_ENTRIES);
            }
            if (out->count == cap) {
                cap = cap ? cap * 2 : 64;
                CatalogueEntry *bigger = realloc(out->entries, sizeof *bigger * (size_t)cap);
                if (!bigger) {
                    catalogue_free(out);
                    return fail(err, number, "out of memory");
                }
                out->entries = bigger;
            }
            CatalogueEntry *e = &out->entries[out->count];
            if (!parse_line(p, end, number, e, err, passing)) {
                catalogue_free(out);
                return false;
            }
            if (catalogue_find(out, e->name)) {
                char name[sizeof e->name];
                memcpy(name, e->name, sizeof name);
                catalogue_free(out);
                return fail(err, number, "the name '%s' is used twice", name);
            }
            out->count++;
        }
        p = *end ? end + 1 : end;
    }
    return true;
}

bool catalogue_parse(const char *text, Catalogue *out, CatalogueError *err)
{
    return parse_text(text, out, err, false);
}

bool catalogue_parse_passing(const char *text, Catalogue *out, CatalogueError *err)
{
    return parse_text(text, out, err, true);
}

void catalogue_free(Catalogue *c)
{
    free(c->entries);
    c->entries = NULL;
    c->count = 0;
}

const CatalogueEntry *catalogue_find(const Catalogue *c, const char *name)
{
    for (int i = 0; i < c->count; i++)
        if (same_name(c->entries[i].name, name))
            return &c->entries[i];
    return NULL;
}

bool catalogue_is_trick(const CatalogueEntry *e)
{
    if (strcmp(e->style, "normal") != 0)
        return true;
    Siteswap *s = siteswap_parse(e->notation, NULL);
    bool trick = !s || !siteswap_is_vanilla(s);
    siteswap_free(s);
    return trick;
}
