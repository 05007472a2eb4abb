/* Judging a Jugglers phone's action line. */
#include "phone_jg_act.h"

#include "phone_json.h"

#include <stdio.h>
#include <string.h>

int phone_jaction_judge(const JgGame *g, int seat, const char *body, size_t len, JgAction *out,
                        JgError *err)
{
    if (!jugglers_action_parse(body, len, g->seats, out, err))
        return PHONE_CONFLICT;
    /* A two-player dummy has no phone: its controller's phone plays for it (J21). */
    bool own = out->seat == seat ||
               (out->seat >= 0 && out->seat < g->seats && g->seat[out->seat].controller == seat);
    if (!own) {
        snprintf(err->message, sizeof err->message,
                 "This phone plays for seat %d, not seat %d.", seat + 1, out->seat + 1);
        return PHONE_FORBIDDEN;
    }
    if (!jugglers_check(g, out, err))
        return PHONE_CONFLICT;
    return PHONE_OK;
}

char *phone_jcheck_json(const JgGame *g, int seat, const char *body, size_t len, int *status)
{
    JgAction a;
    JgError err = {{0}};
    int st = phone_jaction_judge(g, seat, body, len, &a, &err);
    *status = st == PHONE_FORBIDDEN ? PHONE_FORBIDDEN : PHONE_OK;
    PhoneJson j = {0};
    phone_json_raw(&j, "{\"ok\":");
    phone_json_bool(&j, st == PHONE_OK);
    phone_json_key(&j, "error", false);
    phone_json_str(&j, st == PHONE_OK ? "" : err.message);
    phone_json_raw(&j, ",\"facts\":null}");
    if (j.failed) {
        phone_json_free(&j);
        return NULL;
    }
    return j.buf;
}

bool phone_jg_next_round_line(const char *body, size_t len, int *seat)
{
    static const char word[] = "next-round ";
    size_t w = sizeof word - 1;
    if (len > 0 && body[len - 1] == '\n')
        len--;
    if (len <= w || len > w + 3 || memcmp(body, word, w) != 0)
        return false;
    int n = 0;
    for (size_t i = w; i < len; i++) {
        if (body[i] < '0' || body[i] > '9')
            return false;
        n = n * 10 + (body[i] - '0');
    }
    if (n < 1 || body[w] == '0')
        return false;
    *seat = n - 1;
    return true;
}
