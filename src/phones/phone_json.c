/* What every game's seat view shares: the log and the JSON around it. */
#include "phone_json.h"

#include <stdio.h>

void phone_log_add(PhoneLog *log, const char *text)
{
    int at;
    if (log->n < PHONE_LOG_LINES) {
        at = (log->start + log->n) % PHONE_LOG_LINES;
        log->n++;
    } else {
        at = log->start;
        log->start = (log->start + 1) % PHONE_LOG_LINES;
    }
    snprintf(log->line[at], sizeof log->line[at], "%s", text);
}

void phone_json_view_head(PhoneJson *j, const char *game, long version, int seat,
                          const char *name, const char *phase)
{
    phone_json_raw(j, "{\"game\":");
    phone_json_str(j, game);
    phone_json_key(j, "version", false);
    phone_json_int(j, version);
    phone_json_key(j, "seat", false);
    phone_json_int(j, seat + 1);
    phone_json_key(j, "name", false);
    phone_json_str(j, name);
    phone_json_key(j, "phase", false);
    phone_json_str(j, phase);
}

void phone_json_seat_head(PhoneJson *j, int seat, const char *name, const char *kind)
{
    phone_json_raw(j, seat ? ",{\"seat\":" : "{\"seat\":");
    phone_json_int(j, seat + 1);
    phone_json_key(j, "name", false);
    phone_json_str(j, name);
    phone_json_key(j, "kind", false);
    phone_json_str(j, kind);
}

char *phone_json_view_end(PhoneJson *j, const PhoneLog *log)
{
    phone_json_key(j, "log", false);
    phone_json_raw(j, "[");
    for (int i = 0; log && i < log->n; i++) {
        if (i)
            phone_json_raw(j, ",");
        phone_json_str(j, log->line[(log->start + i) % PHONE_LOG_LINES]);
    }
    phone_json_raw(j, "]}");
    if (j->failed) {
        phone_json_free(j);
        return NULL;
    }
    return j->buf;
}

char *phone_answer_json(bool ok, const char *error)
{
    PhoneJson j = {0};
    phone_json_raw(&j, ok ? "{\"ok\":true" : "{\"ok\":false");
    if (!ok) {
        phone_json_key(&j, "error", false);
        phone_json_str(&j, error ? error : "");
    }
    phone_json_raw(&j, "}");
    if (j.failed) {
        phone_json_free(&j);
        return NULL;
    }
    return j.buf;
}
