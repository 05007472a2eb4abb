/* The game loop's side of Hands on phones, the same for every game. */
#include "phone_table.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

bool phone_table_start(PhoneTable *t, const PhoneSeats *seats, const char *bind, int port,
                       const char *data_dir, PhoneWake wake, void *wake_ctx, char *err,
                       size_t err_size)
{
    memset(t, 0, sizeof *t);
    t->seats = *seats;
    PhoneServerConfig cfg = {.bind = bind, .port = port, .data_dir = data_dir,
                             .seats = seats->n, .wake = wake, .wake_ctx = wake_ctx};
    for (int s = 0; s < seats->n && s < PHONE_MAX_SEATS; s++)
        cfg.linked[s] = seats->person[s];
    t->server = phone_server_start(&cfg, err, err_size);
    return t->server != NULL;
}

void phone_table_stop(PhoneTable *t)
{
    phone_server_stop(t->server);
    for (int s = 0; s < PHONE_MAX_SEATS; s++)
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

void phone_table_print_links(const PhoneTable *t, FILE *out)
{
    char url[128];
    for (int s = 0; s < t->seats.n && s < PHONE_MAX_SEATS; s++)
        if (phone_server_url(t->server, s, url, sizeof url))
            fprintf(out, "seat %d %s: %s\n", s + 1, t->seats.name[s], url);
    fflush(out);
}

void phone_table_logged(PhoneTable *t, int n)
{
    if (t->server)
        t->log_added += n;
}

static void answer_jobs(PhoneTable *t, const PhoneGameOps *ops, void *ctx, int *applied)
{
    PhoneJob *job = malloc(sizeof *job);
    if (!job)
        return;
    while (phone_server_next_job(t->server, job)) {
        if (job->seat < 0 || job->seat >= t->seats.n) {
            phone_server_answer(t->server, job->id, 403, "{\"ok\":false,\"error\":\"no seat\"}");
            continue;
        }
        int status;
        char *json;
        if (job->route == PHONE_ROUTE_CHECK) {
            json = ops->check(ctx, job->seat, job->body, job->len, &status);
        } else {
            char msg[PHONE_REASON_SIZE] = "";
            status = ops->act(ctx, job->seat, job->body, job->len, msg, sizeof msg);
            if (status == PHONE_OK)
                (*applied)++;
            json = phone_answer_json(status == PHONE_OK, msg);
        }
        phone_server_answer(t->server, job->id, status, json);
        free(json);
    }
    free(job);
}

static void publish(PhoneTable *t, const PhoneGameOps *ops, void *ctx)
{
    for (int s = 0; s < t->seats.n && s < PHONE_MAX_SEATS; s++) {
        if (!t->seats.person[s])
            continue;
        PhoneLinkFacts x = {.version = t->version[s], .on_phone = t->on_phone, .log = &t->log[s]};
        char *json = ops->view(ctx, s, &x);
        if (json && t->last[s] && strcmp(json, t->last[s]) == 0) {
            free(json);
            continue;
        }
        free(json);
        x.version = ++t->version[s]; /* changed: one version more */
        json = ops->view(ctx, s, &x);
        if (!json)
            continue;
        free(t->last[s]);
        t->last[s] = json;
        phone_server_publish(t->server, s, json);
    }
}

int phone_table_tick(PhoneTable *t, const PhoneGameOps *ops, void *ctx)
{
    if (!t->server)
        return 0;
    long mask = 0;
    for (int s = 0; s < t->seats.n && s < PHONE_MAX_SEATS; s++) {
        t->on_phone[s] = t->seats.person[s] && phone_server_on_phone(t->server, s);
        mask |= (long)t->on_phone[s] << s;
    }
    int applied = 0;
    answer_jobs(t, ops, ctx, &applied);
    /* The views depend on the game, who is on a phone and the logs: rebuilt when one moved. */
    long signature = ops->signature(ctx);
    if (!t->built || signature != t->built_signature || mask != t->built_mask ||
        t->log_added != t->built_log) {
        t->built = true;
        t->built_signature = signature;
        t->built_mask = mask;
        t->built_log = t->log_added;
        publish(t, ops, ctx);
    }
    return applied;
}

void phone_seats_clear(PhoneSeats *out)
{
    memset(out, 0, sizeof *out);
}

void phone_seats_add(PhoneSeats *out, const char *name, bool person)
{
    if (out->n < 0 || out->n >= PHONE_MAX_SEATS)
        return;
    snprintf(out->name[out->n], sizeof out->name[out->n], "%s", name ? name : "");
    out->person[out->n++] = person;
}
