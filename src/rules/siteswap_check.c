/* Whether a pattern can be juggled, and why not in words a juggler understands: every
 * collision and every hand with nothing to throw is explained here and only here. */
#include "siteswap_internal.h"

#include <stdarg.h>
#include <stdint.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
        return ss_set_error(err, 0, "the pattern is empty");
    int values[SITESWAP_MAX_BEATS];
    if (ss_vanilla_values(s, values) && siteswap_values_valid(values, s->period))
        return true;
    SiteswapProblems pr;
    int sum = ss_total_value(s);
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

