/* The game loop's side of Hands on phones for Jugglers. */
#include "phone_jtable.h"

#include "phone_act.h"
#include "phone_jact.h"

#include <stdlib.h>
#include <string.h>

bool phone_jtable_start(PhoneJTable *t, const JgGame *g, const char *bind, int port,
                        const char *data_dir, PhoneWake wake, void *wake_ctx, char *err,
                        size_t err_size)
{
    memset(t, 0, sizeof *t);
    t->seats = g->seats;
    PhoneServerConfig cfg = {.bind = bind, .port = port, .data_dir = data_dir, .seats = g->seats,
                             .wake = wake, .wake_ctx = wake_ctx};
    for (int s = 0; s < g->seats && s < PHONE_MAX_SEATS; s++)
        cfg.linked[s] = t->linked[s] = g->seat[s].kind == JG_PERSON;
    t->server = phone_server_start(&cfg, err, err_size);
    return t->server != NULL;
}

void phone_jtable_stop(PhoneJTable *t)
{
    phone_server_stop(t->server);
    for (int s = 0; s < JG_MAX_SEATS; s++)
        free(t->last[s]);
    memset(t, 0, sizeof *t);
}

bool phone_jtable_running(const PhoneJTable *t)
{
    return t->server != NULL;
}

bool phone_jtable_url(const PhoneJTable *t, int seat, char *buf, size_t size)
{
    return phone_server_url(t->server, seat, buf, size);
}

void phone_jtable_print_links(const PhoneJTable *t, const JgGame *g, FILE *out)
{
    char url[128];
    for (int s = 0; s < g->seats; s++)
        if (phone_server_url(t->server, s, url, sizeof url))
            fprintf(out, "seat %d %s: %s\n", s + 1, g->seat[s].name, url);
    fflush(out);
}

void phone_jtable_events(PhoneJTable *t, const JgGame *g, const JgEvents *events)
{
    if (!t->server)
        return;
    JgView *names = malloc(sizeof *names);
    if (!names)
        return;
    jugglers_view(g, -1, names);
    phone_jlog_events(t->log, names, events);
    t->log_added += events->n;
    free(names);
}

static void answer_jobs(PhoneJTable *t, const JgGame *g, PhoneJApplyFn apply, void *ctx,
                        int *applied)
{
    PhoneJob *job = malloc(sizeof *job);
    if (!job)
        return;
    while (phone_server_next_job(t->server, job)) {
        if (job->seat < 0 || job->seat >= g->seats) {
            phone_server_answer(t->server, job->id, 403, "{\"ok\":false,\"error\":\"no seat\"}");
            continue;
        }
        if (job->route == PHONE_ROUTE_CHECK) {
            int status;
            char *json = phone_jcheck_json(g, job->seat, job->body, job->len, &status);
            phone_server_answer(t->server, job->id, status, json);
            free(json);
            continue;
        }
        JgAction a;
        JgError err = {{0}};
        int status = phone_jaction_judge(g, job->seat, job->body, job->len, &a, &err);
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

static void publish(PhoneJTable *t, const JgGame *g)
{
    JgView *v = malloc(sizeof *v);
    if (!v)
        return;
    for (int s = 0; s < g->seats; s++) {
        if (!t->linked[s])
            continue;
        jugglers_view(g, s, v);
        PhoneJViewExtras x = {.version = t->version[s], .log = &t->log[s]};
        memcpy(x.phone, t->on_phone, sizeof x.phone);
        char *json = phone_jview_json(v, &x);
        if (json && t->last[s] && strcmp(json, t->last[s]) == 0) {
            free(json);
            continue;
        }
        free(json);
        x.version = ++t->version[s]; /* changed: one version more */
        json = phone_jview_json(v, &x);
        if (!json)
            continue;
        free(t->last[s]);
        t->last[s] = json;
        phone_server_publish(t->server, s, json);
    }
    free(v);
}

int phone_jtable_tick(PhoneJTable *t, const JgGame *g, PhoneJApplyFn apply, void *ctx)
{
    if (!t->server)
        return 0;
    long mask = 0;
    for (int s = 0; s < g->seats && s < JG_MAX_SEATS; s++) {
        t->on_phone[s] = t->linked[s] && phone_server_on_phone(t->server, s);
        mask |= (long)t->on_phone[s] << s;
    }
    int applied = 0;
    answer_jobs(t, g, apply, ctx, &applied);
    if (!t->built || g->actions_n != t->built_actions || mask != t->built_mask ||
        t->log_added != t->built_log) {
        t->built = true;
        t->built_actions = g->actions_n;
        t->built_mask = mask;
        t->built_log = t->log_added;
        publish(t, g);
    }
    return applied;
}
