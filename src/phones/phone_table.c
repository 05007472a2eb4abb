/* The game loop's side of Hands on phones. */
#include "phone_table.h"

#include "phone_act.h"

#include <stdlib.h>
#include <string.h>

bool phone_table_start(PhoneTable *t, const SsgSetup *setup, const char *bind, int port,
                       const char *data_dir, PhoneWake wake, void *wake_ctx, char *err,
                       size_t err_size)
{
    memset(t, 0, sizeof *t);
    t->seats = setup->seats;
    PhoneServerConfig cfg = {.bind = bind, .port = port, .data_dir = data_dir,
                             .seats = setup->seats, .wake = wake, .wake_ctx = wake_ctx};
    for (int s = 0; s < setup->seats && s < PHONE_MAX_SEATS; s++)
        cfg.linked[s] = t->linked[s] = setup->seat[s].kind == SSG_PERSON;
    t->server = phone_server_start(&cfg, err, err_size);
    return t->server != NULL;
}

void phone_table_stop(PhoneTable *t)
{
    phone_server_stop(t->server);
    for (int s = 0; s < SSG_MAX_SEATS; s++)
        free(t->last[s]);
    memset(t, 0, sizeof *t);
}

bool phone_table_running(const PhoneTable *t)
{
    return t->server != NULL;
}

bool phone_table_url(const PhoneTable *t, int seat, char *buf, size_t size)
{
    return phone_server_url(t->server, seat, buf, size);
}

void phone_table_print_links(const PhoneTable *t, const SsgSetup *setup, FILE *out)
{
    char url[128];
    for (int s = 0; s < setup->seats; s++)
        if (phone_server_url(t->server, s, url, sizeof url))
            fprintf(out, "seat %d %s: %s\n", s + 1, setup->seat[s].name, url);
    fflush(out);
}

void phone_table_events(PhoneTable *t, const SsgSetup *setup, const SsgEvents *events)
{
    if (!t->server)
        return;
    phone_log_events(t->log, setup, events);
    t->log_added += events->n;
}

static void answer_jobs(PhoneTable *t, const SsgGame *g, PhoneApplyFn apply, void *ctx,
                        int *applied)
{
    PhoneJob *job = malloc(sizeof *job);
    if (!job)
        return;
    while (phone_server_next_job(t->server, job)) {
        if (job->seat < 0 || job->seat >= g->setup.seats) {
            phone_server_answer(t->server, job->id, 403, "{\"ok\":false,\"error\":\"no seat\"}");
            continue;
        }
        if (job->route == PHONE_ROUTE_CHECK) {
            int status;
            char *json = phone_check_json(g, job->seat, job->body, job->len, &status);
            phone_server_answer(t->server, job->id, status, json);
            free(json);
            continue;
        }
        SsgAction a;
        SsgError err = {{0}};
        int status = phone_action_judge(g, job->seat, job->body, job->len, &a, &err);
        if (status == PHONE_OK) {
            if (apply(ctx, &a, &err))
                (*applied)++;
            else
                status = PHONE_CONFLICT;
        }
        char *json = phone_answer_json(status == PHONE_OK, err.message);
        phone_server_answer(t->server, job->id, status, json);
        free(json);
    }
    free(job);
}

static void publish(PhoneTable *t, const SsgGame *g)
{
    SsgView *v = malloc(sizeof *v);
    if (!v)
        return;
    for (int s = 0; s < g->setup.seats; s++) {
        if (!t->linked[s])
            continue;
        ssgame_view(g, s, v);
        PhoneViewExtras x = {.version = t->version[s], .log = &t->log[s],
                             .choosing = t->choosing, .tricks = g->tricks};
        memcpy(x.phone, t->on_phone, sizeof x.phone);
        SsgAction draw = ssgame_action(SSG_ACT_LOW_DRAW, s);
        x.may_draw = ssgame_check(g, &draw, NULL);
        char *json = phone_view_json(v, &x);
        if (json && t->last[s] && strcmp(json, t->last[s]) == 0) {
            free(json);
            continue;
        }
        /* Changed: one version more. */
        free(json);
        x.version = ++t->version[s];
        json = phone_view_json(v, &x);
        if (!json)
            continue;
        free(t->last[s]);
        t->last[s] = json;
        phone_server_publish(t->server, s, json);
    }
    free(v);
}

int phone_table_tick(PhoneTable *t, const SsgGame *g, PhoneApplyFn apply, void *ctx)
{
    if (!t->server)
        return 0;
    long mask = 0;
    for (int s = 0; s < g->setup.seats && s < SSG_MAX_SEATS; s++) {
        t->on_phone[s] = t->linked[s] && phone_server_on_phone(t->server, s);
        mask |= (long)t->on_phone[s] << s;
    }
    int applied = 0;
    answer_jobs(t, g, apply, ctx, &applied);
    /* The views depend on the actions, who is on a phone and the logs: rebuilt when one moved. */
    if (!t->built || g->actions_n != t->built_actions || mask != t->built_mask ||
        t->log_added != t->built_log || t->choosing != t->built_choosing) {
        t->built = true;
        t->built_choosing = t->choosing;
        t->built_actions = g->actions_n;
        t->built_mask = mask;
        t->built_log = t->log_added;
        publish(t, g);
    }
    return applied;
}
