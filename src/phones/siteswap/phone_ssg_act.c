/* Judging a siteswap card game phone's action line. */
#include "phone_ssg_act.h"

#include "cardswap.h"
#include "phone_json.h"
#include "siteswap.h"

#include <stdio.h>
#include <string.h>

int phone_action_judge(const SsgGame *g, int seat, const char *body, size_t len, SsgAction *out,
                       SsgError *err)
{
    if (!ssgame_action_parse(body, len, g->setup.seats, out, err))
        return PHONE_CONFLICT;
    if (out->seat != seat) {
        snprintf(err->message, sizeof err->message,
                 "This phone plays for seat %d, not seat %d.", seat + 1, out->seat + 1);
        return PHONE_FORBIDDEN;
    }
    if (!ssgame_check(g, out, err))
        return PHONE_CONFLICT;
    return PHONE_OK;
}

static void int_array(PhoneJson *j, const int *v, int n)
{
    phone_json_raw(j, "[");
    for (int i = 0; i < n; i++) {
        if (i)
            phone_json_raw(j, ",");
        phone_json_int(j, v[i]);
    }
    phone_json_raw(j, "]");
}

/* The performed pattern's facts: the values of the cards for this seat, the chosen reductions. */
static void write_facts(PhoneJson *j, const SsgGame *g, int seat, const SsgAction *a)
{
    int values[SSG_CARDS] = {0}, performed[SSG_CARDS] = {0};
    int n = a->n < 0 ? 0 : a->n > SSG_CARDS ? SSG_CARDS : a->n;
    for (int i = 0; i < n; i++) {
        values[i] = cardswap_value(deck_rank(a->cards[i]), g->setup.seat[seat].flash);
        performed[i] = a->reduce[i] ? values[i] - n : values[i];
    }
    phone_json_raw(j, "{\"values\":");
    int_array(j, values, n);
    phone_json_key(j, "performed", false);
    int_array(j, performed, n);
    bool in_range = n > 0;
    for (int i = 0; i < n; i++)
        in_range = in_range && performed[i] >= 0 && performed[i] <= 35;
    SiteswapError serr = {0};
    Siteswap *s = in_range ? siteswap_from_values(performed, n) : NULL;
    bool valid = s && siteswap_validate(s, &serr);
    int balls = valid ? siteswap_balls(s) : -1;
    siteswap_free(s);
    phone_json_key(j, "valid", false);
    phone_json_bool(j, valid);
    phone_json_key(j, "balls", false);
    phone_json_int(j, balls);
    phone_json_key(j, "period", false);
    phone_json_int(j, valid ? n : -1);
    phone_json_key(j, "why", false);
    phone_json_str(j, valid ? "" : !in_range ? "A throw would fall below 0."
                                : serr.message[0] ? serr.message
                                                  : "Two throws land on the same beat.");
    phone_json_raw(j, "}");
}

char *phone_check_json(const SsgGame *g, int seat, const char *body, size_t len, int *status)
{
    SsgAction a;
    SsgError err = {{0}};
    int st = phone_action_judge(g, seat, body, len, &a, &err);
    /* Facts need the cards parsed and the seat's own line; the verdict may still be "no". */
    bool parsed = st == PHONE_OK;
    if (st == PHONE_CONFLICT) {
        SsgError ignored;
        parsed = ssgame_action_parse(body, len, g->setup.seats, &a, &ignored) && a.seat == seat;
    }
    *status = st == PHONE_FORBIDDEN ? PHONE_FORBIDDEN : PHONE_OK;
    PhoneJson j = {0};
    phone_json_raw(&j, "{\"ok\":");
    phone_json_bool(&j, st == PHONE_OK);
    phone_json_key(&j, "error", false);
    phone_json_str(&j, st == PHONE_OK ? "" : err.message);
    phone_json_key(&j, "facts", false);
    if (parsed && (a.kind == SSG_ACT_BUILD || a.kind == SSG_ACT_EXTEND) && a.n > 0)
        write_facts(&j, g, seat, &a);
    else
        phone_json_raw(&j, "null");
    phone_json_raw(&j, "}");
    if (j.failed) {
        phone_json_free(&j);
        return NULL;
    }
    return j.buf;
}
