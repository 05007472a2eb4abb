/* Fuzz target for the phones' request handling without sockets: the gate's check of a raw
 * request (the whole input as it would arrive), routing (method, path, token)
 * and judging a body as an action line and as a check, against a game in progress of each kind
 * (the siteswap game, and Jugglers with two players and their dummies). Input: the
 * first byte picks the method, then the path up to a newline, then the body. Any input must be
 * answered, never crash; the answer's JSON has no raw control bytes. Also built without
 * libFuzzer by replay.c. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "phone_jg_act.h"
#include "phone_json.h"
#include "phone_protocol.h"
#include "phone_ssg_act.h"

static void require_one_line_json(const char *json)
{
    REQUIRE(json != NULL);
    REQUIRE(json[0] == '{');
    for (const unsigned char *c = (const unsigned char *)json; *c; c++)
        REQUIRE(*c >= 0x20);
}

/* The same body for a Jugglers phone: seat 0 plays its own seat and its dummy (seat 1). */
static void judge_jugglers(int seat, const char *body, size_t len)
{
    static JgGame game;
    static bool ready;
    if (!ready) {
        JgSetup s = jugglers_default_setup();
        s.players = 2;
        s.first_chairman = 0;
        s.seed = 99;
        for (int i = 0; i < 2; i++)
            s.player[i].kind = JG_PERSON;
        JgError err;
        REQUIRE(jugglers_new(&game, &s, NULL, &err));
        REQUIRE(jugglers_apply(&game, &(JgAction){.kind = JG_ACT_SECRETS, .seat = 0}, NULL, &err));
        ready = true;
    }
    JgAction a;
    JgError err = {{0}};
    int status = phone_jaction_judge(&game, seat, body, len, &a, &err);
    REQUIRE(status == PHONE_OK || status == PHONE_FORBIDDEN || status == PHONE_CONFLICT);
    if (status == PHONE_OK)
        REQUIRE((a.seat == seat || game.seat[a.seat].controller == seat) &&
                jugglers_check(&game, &a, NULL));
    char *answer = phone_answer_json(status == PHONE_OK, err.message);
    require_one_line_json(answer);
    free(answer);
    int check_status;
    char *check = phone_jcheck_json(&game, seat, body, len, &check_status);
    require_one_line_json(check);
    REQUIRE(check_status == 200 || check_status == 403);
    free(check);
}

/* The gate's check of the input as raw bytes from a socket: a known status; a whole request
 * lies within the bytes, under the caps, and its target holds no escaped control byte; and
 * the check decides the same with any bytes after the request. */
static void check_head(const uint8_t *data, size_t size)
{
    PhoneHead h = phone_head_check((const char *)data, size);
    REQUIRE(h.status == 0 || h.status == 200 || h.status == 400 || h.status == 411 ||
            h.status == 413 || h.status == 414 || h.status == 431 || h.status == 505);
    REQUIRE(h.status == 200 ? h.size > 0 && h.size <= size : h.size == 0);
    if (h.status == 0)
        REQUIRE(size < PHONE_MAX_HEAD + 2 + PHONE_MAX_BODY);
    if (h.status != 200)
        return;
    REQUIRE(h.size <= PHONE_MAX_HEAD + 2 + PHONE_MAX_BODY);
    const char *sp = memchr(data, ' ', h.size);
    REQUIRE(sp != NULL && sp[1] == '/');
    for (const char *c = sp + 1; *c != ' '; c++) {
        REQUIRE((unsigned char)*c > 0x20 && (unsigned char)*c < 0x7f);
        if (*c == '%')
            REQUIRE(!(c[1] == '0' || c[1] == '1' || ((c[1] == '7') && (c[2] == 'f' || c[2] == 'F'))));
    }
    PhoneHead again = phone_head_check((const char *)data, h.size);
    REQUIRE(again.status == 200 && again.size == h.size);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    check_head(data, size);
    static SsgGame game;
    static bool ready;
    if (!ready) {
        SsgSetup s = ssgame_default_setup();
        s.seats = 3;
        s.starter = 0;
        s.seed = 99;
        SsgError err;
        REQUIRE(ssgame_new(&game, &s, NULL, NULL, &err));
        ready = true;
    }
    static const PhoneTokens tokens = {
        .seats = 3,
        .token = {"0123456789abcdef0123456789abcdef", "", "fedcba9876543210fedcba9876543210"},
    };
    if (size == 0)
        return 0;
    static const char *methods[] = {"GET", "POST", "PUT", "HEAD", ""};
    const char *method = methods[data[0] % 5];
    data++;
    size--;
    const uint8_t *nl = memchr(data, '\n', size);
    size_t path_len = nl ? (size_t)(nl - data) : size;
    char *path = malloc(path_len + 1);
    REQUIRE(path);
    memcpy(path, data, path_len);
    path[path_len] = '\0'; /* a NUL inside ends the path early, as in a C string from the server */
    const char *body = nl ? (const char *)nl + 1 : "";
    size_t body_len = nl ? size - path_len - 1 : 0;
    PhoneRequest r = phone_route(&tokens, method, path);
    REQUIRE(r.route == PHONE_ROUTE_NOT_FOUND ? r.seat == -1 : r.seat == 0 || r.seat == 2);
    if (r.route == PHONE_ROUTE_FILE)
        REQUIRE(strstr(r.file, "..") == NULL && r.type != NULL);
    /* Every body is judged for seat 0 whatever the route: the judge sees all inputs. */
    int seat = r.seat >= 0 ? r.seat : 0;
    if (body_len <= PHONE_MAX_BODY) {
        SsgAction a;
        SsgError err = {{0}};
        int status = phone_action_judge(&game, seat, body, body_len, &a, &err);
        REQUIRE(status == PHONE_OK || status == PHONE_FORBIDDEN || status == PHONE_CONFLICT);
        if (status == PHONE_OK)
            REQUIRE(a.seat == seat && ssgame_check(&game, &a, NULL));
        char *answer = phone_answer_json(status == PHONE_OK, err.message);
        require_one_line_json(answer);
        free(answer);
        int check_status;
        char *check = phone_check_json(&game, seat, body, body_len, &check_status);
        require_one_line_json(check);
        REQUIRE(check_status == 200 || check_status == 403);
        free(check);
        judge_jugglers(seat, body, body_len);
    }
    /* The JSON writer with any bytes. */
    PhoneJson j = {0};
    phone_json_str(&j, path);
    REQUIRE(j.buf && j.buf[0] == '"');
    for (const unsigned char *c = (const unsigned char *)j.buf; *c; c++)
        REQUIRE(*c >= 0x20);
    phone_json_free(&j);
    free(path);
    return 0;
}
