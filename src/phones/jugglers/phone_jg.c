/* Jugglers' side of the phone table. */
#include "phone_jg.h"

#include "phone_jg_act.h"
#include "phone_jg_view.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

_Static_assert(JG_MAX_SEATS <= PHONE_MAX_SEATS, "a table's seats fit the server's");
_Static_assert(JG_NAME_SIZE <= PHONE_SEAT_NAME, "seat names fit whole");
_Static_assert(JG_TEXT_SIZE <= PHONE_REASON_SIZE, "reasons fit whole");

typedef struct JgSide {
    const JgGame *game;
    bool scoring;
    PhoneJApplyFn apply;
    PhoneJNextFn next;
    void *ctx;
} JgSide;

void phone_jg_seats(const JgGame *g, PhoneSeats *out)
{
    phone_seats_clear(out);
    for (int s = 0; s < g->seats && s < JG_MAX_SEATS; s++)
        phone_seats_add(out, g->seat[s].name, g->seat[s].kind == JG_PERSON);
}

void phone_jg_events(PhoneTable *t, const JgGame *g, const JgEvents *events)
{
    if (!phone_table_running(t))
        return;
    JgView *names = malloc(sizeof *names);
    if (!names)
        return;
    jugglers_view(g, -1, names);
    phone_jlog_events(t->log, names, events);
    phone_table_logged(t, events->n);
    free(names);
}

/* The round's scoring showing is part of what the views show, beside the actions. */
static long jg_signature(void *ctx)
{
    const JgSide *side = ctx;
    return side->game->actions_n * 2L + side->scoring;
}

/* "next-round SEAT": the table's step, not the rules'. Allowed to any seat with a link while
 * the scoring shows, as Next round on the big screen is to anyone there. */
static int jg_next_round(const JgSide *side, int seat, int line_seat, char *msg, size_t msg_size)
{
    if (line_seat != seat) {
        snprintf(msg, msg_size, "This phone plays for seat %d, not seat %d.", seat + 1,
                 line_seat + 1);
        return PHONE_FORBIDDEN;
    }
    if (!side->scoring || !side->next || side->game->phase == JG_PHASE_OVER) {
        snprintf(msg, msg_size, "%s",
                 side->game->phase == JG_PHASE_OVER
                     ? "The match is over: there is no next round."
                     : "The round is not over yet: Next round comes with its scores.");
        return PHONE_CONFLICT;
    }
    return PHONE_OK;
}

static char *jg_check(void *ctx, int seat, const char *body, size_t len, int *status)
{
    const JgSide *side = ctx;
    int line_seat;
    if (phone_jg_next_round_line(body, len, &line_seat)) {
        char msg[PHONE_REASON_SIZE];
        int st = jg_next_round(side, seat, line_seat, msg, sizeof msg);
        *status = st == PHONE_FORBIDDEN ? PHONE_FORBIDDEN : PHONE_OK;
        return phone_answer_json(st == PHONE_OK, st == PHONE_OK ? "" : msg);
    }
    return phone_jcheck_json(side->game, seat, body, len, status);
}

static int jg_act(void *ctx, int seat, const char *body, size_t len, char *msg, size_t msg_size)
{
    const JgSide *side = ctx;
    int line_seat;
    if (phone_jg_next_round_line(body, len, &line_seat)) {
        int st = jg_next_round(side, seat, line_seat, msg, msg_size);
        if (st == PHONE_OK) {
            side->next(side->ctx);
            msg[0] = '\0';
        }
        return st;
    }
    JgAction a;
    JgError err = {{0}};
    int status = phone_jaction_judge(side->game, seat, body, len, &a, &err);
    if (status == PHONE_OK && !side->apply(side->ctx, &a, &err))
        status = PHONE_CONFLICT;
    snprintf(msg, msg_size, "%s", err.message);
    return status;
}

static char *jg_view(void *ctx, int seat, const PhoneLinkFacts *facts)
{
    JgView *v = malloc(sizeof *v);
    if (!v)
        return NULL;
    const JgSide *side = ctx;
    jugglers_view(side->game, seat, v);
    PhoneJViewExtras x = {.version = facts->version, .log = facts->log,
                          .scoring = side->scoring};
    memcpy(x.phone, facts->on_phone, sizeof x.phone);
    char *json = phone_jview_json(v, &x);
    free(v);
    return json;
}

static const PhoneGameOps jg_ops = {jg_signature, jg_check, jg_act, jg_view};

int phone_jg_tick_round(PhoneTable *t, const JgGame *g, bool scoring, PhoneJApplyFn apply,
                        PhoneJNextFn next, void *ctx)
{
    JgSide side = {g, scoring, apply, next, ctx};
    return phone_table_tick(t, &jg_ops, &side);
}

int phone_jg_tick(PhoneTable *t, const JgGame *g, PhoneJApplyFn apply, void *ctx)
{
    return phone_jg_tick_round(t, g, false, apply, NULL, ctx);
}
