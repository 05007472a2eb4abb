/* The siteswap card game's side of the phone table. */
#include "phone_ssg.h"

#include "phone_ssg_act.h"
#include "phone_ssg_view.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

_Static_assert(SSG_MAX_SEATS <= PHONE_MAX_SEATS, "a table's seats fit the server's");
_Static_assert(SSG_NAME_SIZE <= PHONE_SEAT_NAME, "seat names fit whole");
_Static_assert(SSG_TEXT_SIZE <= PHONE_REASON_SIZE, "reasons fit whole");

typedef struct SsgSide {
    const SsgGame *game;
    bool choosing;
    PhoneApplyFn apply;
    void *ctx;
} SsgSide;

void phone_ssg_seats(const SsgSetup *setup, PhoneSeats *out)
{
    phone_seats_clear(out);
    for (int s = 0; s < setup->seats && s < SSG_MAX_SEATS; s++)
        phone_seats_add(out, setup->seat[s].name, setup->seat[s].kind == SSG_PERSON);
}

void phone_ssg_events(PhoneTable *t, const SsgSetup *setup, const SsgEvents *events)
{
    if (!phone_table_running(t))
        return;
    phone_log_events(t->log, setup, events);
    phone_table_logged(t, events->n);
}

/* Guessing opening is part of what the views show, beside the actions. */
static long ssg_signature(void *ctx)
{
    const SsgSide *side = ctx;
    return (long)side->game->actions_n * 2 + side->choosing;
}

static char *ssg_check(void *ctx, int seat, const char *body, size_t len, int *status)
{
    return phone_check_json(((SsgSide *)ctx)->game, seat, body, len, status);
}

static int ssg_act(void *ctx, int seat, const char *body, size_t len, char *msg, size_t msg_size)
{
    const SsgSide *side = ctx;
    SsgAction a;
    SsgError err = {{0}};
    int status = phone_action_judge(side->game, seat, body, len, &a, &err);
    if (status == PHONE_OK && !side->apply(side->ctx, &a, &err))
        status = PHONE_CONFLICT;
    snprintf(msg, msg_size, "%s", err.message);
    return status;
}

static char *ssg_view(void *ctx, int seat, const PhoneLinkFacts *facts)
{
    const SsgSide *side = ctx;
    const SsgGame *g = side->game;
    SsgView *v = malloc(sizeof *v);
    if (!v)
        return NULL;
    ssgame_view(g, seat, v);
    PhoneViewExtras x = {.version = facts->version, .log = facts->log,
                         .choosing = side->choosing, .tricks = g->tricks};
    memcpy(x.phone, facts->on_phone, sizeof x.phone);
    SsgAction draw = ssgame_action(SSG_ACT_LOW_DRAW, seat);
    x.may_draw = ssgame_check(g, &draw, NULL);
    char *json = phone_view_json(v, &x);
    free(v);
    return json;
}

static const PhoneGameOps ssg_ops = {ssg_signature, ssg_check, ssg_act, ssg_view};

int phone_ssg_tick(PhoneTable *t, const SsgGame *g, bool choosing, PhoneApplyFn apply,
                   void *ctx)
{
    SsgSide side = {g, choosing, apply, ctx};
    return phone_table_tick(t, &ssg_ops, &side);
}
