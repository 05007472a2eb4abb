#include "siteswap_suggest.h"

#include <stdlib.h>
#include <string.h>

typedef struct Candidate {
    short kind, at, other, value;  /* value: the new throw of a change */
    int size;                      /* how big the edit is: |change|, or how far apart the
                                    * swapped throws are */
    int off_average;               /* |balls * n - sum of the typed throws| */
    int from_end;                  /* how far the edit's last throw is from the end */
} Candidate;

/* The ranking (siteswap_suggest.h); every tie is broken, so qsort's order is the same on every
 * machine. */
static int order(const void *pa, const void *pb)
{
    const Candidate *a = pa, *b = pb;
    if (a->size != b->size)
        return a->size < b->size ? -1 : 1;
    if (a->off_average != b->off_average)
        return a->off_average < b->off_average ? -1 : 1;
    if (a->from_end != b->from_end)
        return a->from_end < b->from_end ? -1 : 1;
    if (a->kind != b->kind)
        return a->kind < b->kind ? -1 : 1;
    /* The same edit size at the same place: the smaller throw first (531 before 534), then the
     * earlier partner of a swap. */
    if (a->value != b->value)
        return a->value < b->value ? -1 : 1;
    if (a->at != b->at)
        return a->at < b->at ? -1 : 1;
    return (a->other > b->other) - (a->other < b->other);
}

static void apply(const Candidate *c, const int *values, int n, int *out)
{
    memcpy(out, values, (size_t)n * sizeof *out);
    if (c->kind == SITESWAP_SUGGEST_CHANGE) {
        out[c->at] = c->value;
    } else {
        out[c->at] = values[c->other];
        out[c->other] = values[c->at];
    }
}

static int sum_of(const int *v, int n)
{
    int s = 0;
    for (int i = 0; i < n; i++)
        s += v[i];
    return s;
}

int siteswap_suggest_values(const int *values, int n, SiteswapSuggestion *out, int max)
{
    if (!values || !out || n < 1 || n > SITESWAP_MAX_BEATS || max <= 0)
        return 0;
    if (max > SITESWAP_SUGGEST_MAX)
        max = SITESWAP_SUGGEST_MAX;
    for (int i = 0; i < n; i++)
        if (values[i] < 0 || values[i] > SITESWAP_MAX_THROW)
            return 0;
    if (siteswap_values_valid(values, n))
        return 0;

    int limit = n * (SITESWAP_MAX_THROW + 1) + n * (n - 1) / 2;
    Candidate *cands = malloc((size_t)limit * sizeof *cands);
    if (!cands)
        return 0;
    int typed_sum = sum_of(values, n), count = 0, highest = 0;
    for (int i = 0; i < n; i++)
        highest = values[i] > highest ? values[i] : highest;
    /* A changed throw goes no higher than one above the highest typed: a slip of a key, not a
     * new pattern (532 may mean 531 or 552, hardly 5b2). */
    int top = highest + 1 < SITESWAP_MAX_THROW ? highest + 1 : SITESWAP_MAX_THROW;
    int trial[SITESWAP_MAX_BEATS];
    for (int at = 0; at < n; at++) {
        for (int v = 0; v <= top; v++) {
            if (v == values[at])
                continue;
            Candidate c = {.kind = SITESWAP_SUGGEST_CHANGE, .at = (short)at, .other = -1,
                           .value = (short)v, .size = abs(v - values[at]),
                           .from_end = n - 1 - at};
            apply(&c, values, n, trial);
            int sum = sum_of(trial, n);
            if (sum == 0 || sum % n != 0 || !siteswap_values_valid(trial, n))
                continue;
            c.off_average = abs(sum - typed_sum);
            cands[count++] = c;
        }
        for (int other = at + 1; other < n; other++) {
            if (values[other] == values[at])
                continue;
            Candidate c = {.kind = SITESWAP_SUGGEST_SWAP, .at = (short)at, .other = (short)other,
                           .value = -1, .size = other - at, .from_end = n - 1 - other};
            apply(&c, values, n, trial);
            if (typed_sum == 0 || !siteswap_values_valid(trial, n))
                continue;
            c.off_average = 0;
            cands[count++] = c;
        }
    }
    qsort(cands, (size_t)count, sizeof *cands, order);

    int kept = 0;
    int kept_values[SITESWAP_SUGGEST_MAX][SITESWAP_MAX_BEATS];
    for (int i = 0; i < count && kept < max; i++) {
        apply(&cands[i], values, n, trial);
        bool same = false;
        for (int k = 0; k < kept && !same; k++)
            same = siteswap_values_same_pattern(trial, n, kept_values[k], n);
        if (same)
            continue;
        memcpy(kept_values[kept], trial, (size_t)n * sizeof trial[0]);
        SiteswapSuggestion *s = &out[kept++];
        for (int j = 0; j < n; j++)
            s->text[j] = siteswap_throw_char(trial[j]);
        s->text[n] = '\0';
        s->kind = (SiteswapSuggestKind)cands[i].kind;
        s->at = cands[i].at;
        s->other = cands[i].other;
        s->balls = sum_of(trial, n) / n;
    }
    free(cands);
    return kept;
}

int siteswap_suggest(const Siteswap *s, SiteswapSuggestion *out, int max)
{
    if (!s || !siteswap_is_vanilla(s))
        return 0;
    int n = siteswap_period(s);
    if (n < 1 || n > SITESWAP_MAX_BEATS)
        return 0;
    int values[SITESWAP_MAX_BEATS];
    for (int i = 0; i < n; i++) {
        SiteswapBeatThrow t[2];
        int k = siteswap_throws_on_beat(s, i, t, 2);
        if (k > 1)
            return 0;
        values[i] = k == 1 ? t[0].value : 0;
    }
    return siteswap_suggest_values(values, n, out, max);
}
