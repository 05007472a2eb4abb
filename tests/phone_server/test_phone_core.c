/* The phones' pure core: the seat view JSON never tells more than the seat's own view, strings
 * are escaped, tokens have their shape, requests are routed by token, action lines are held to
 * their seat and the rules. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "phone_json.h"
#include "phone_protocol.h"
#include "phone_ssg_act.h"
#include "phone_ssg_view.h"
#include "phone_token.h"
#include "rng.h"
#include "siteswap.h"
#include "ssgame_ai.h"

static const char trick_text[] = "Cascade | 3 | 3 | normal | plain\n"
                                 "Mills Mess | 3 | 3 | mills-mess | arms cross\n"
                                 "Box | (4,2x)* | 3 | normal | see-saw\n";

static bool has_card(const char *json, int card)
{
    char t[DECK_CARD_TEXT], q[DECK_CARD_TEXT + 2];
    deck_card_text(card, t, sizeof t);
    snprintf(q, sizeof q, "\"%s\"", t);
    return strstr(json, q) != NULL;
}

static char *json_for(const SsgGame *g, int seat, const PhoneLog *log)
{
    SsgView *v = malloc(sizeof *v);
    assert_non_null(v);
    ssgame_view(g, seat, v);
    PhoneViewExtras x = {.version = 3, .log = log};
    char *json = phone_view_json(v, &x);
    free(v);
    assert_non_null(json);
    return json;
}

/* What must never appear in seat's JSON: other seats' cards (hand or face-down stack), any card
 * of the pick-up pile, the seed, and the juggled throws while guessing is open (S17). */
static void check_secrets(const SsgGame *g, int seat, const char *json)
{
    for (int s = 0; s < g->setup.seats; s++) {
        if (s == seat)
            continue;
        for (int i = 0; i < g->hand[s].n; i++)
            assert_false(has_card(json, g->hand[s].card[i]));
    }
    bool perform = g->phase == SSG_PHASE_PERFORM;
    if (perform && g->perf.performer != seat)
        for (int i = 0; i < g->perf.stack.n; i++)
            assert_false(has_card(json, g->perf.stack.card[i]));
    for (int i = 0; i < g->pickup.n; i++)
        assert_false(has_card(json, g->pickup.card[i]));
    char seed[32];
    snprintf(seed, sizeof seed, "%llu", (unsigned long long)g->setup.seed);
    assert_null(strstr(json, seed));
    assert_null(strstr(json, "seen"));
    if (perform && g->perf.performer != seat && g->perf.recognised_by < 0 &&
        g->perf.kind != SSG_PLAY_TRICK) {
        char pattern[SSG_CARDS + 3] = "\"";
        int n = 1;
        for (int i = 0; i < g->perf.n; i++)
            pattern[n++] = siteswap_throw_char(g->perf.performed[i]);
        pattern[n++] = '"';
        pattern[n] = '\0';
        bool revealed_same = false; /* the same pattern may lie on the table already */
        for (int r = 0; r < g->revealed_n; r++) {
            char rv[SSG_CARDS + 3] = "\"";
            int k = 1;
            for (int i = 0; i < g->revealed[r].cards.n; i++)
                rv[k++] = siteswap_throw_char(ssgame_card_value(g, g->revealed[r].laid_by,
                                                                g->revealed[r].cards.card[i]));
            rv[k++] = '"';
            rv[k] = '\0';
            revealed_same = revealed_same || strcmp(rv, pattern) == 0;
        }
        if (!revealed_same)
            assert_null(strstr(json, pattern));
    }
}

/* Random games among computers; every seat's JSON is checked after every action, with the seat
 * seen as a computer and as a person (a person's SsgView holds the juggled throws). */
static void view_never_shows_secrets(void **state)
{
    (void)state;
    Catalogue tricks;
    CatalogueError cerr;
    assert_true(catalogue_parse(trick_text, &tricks, &cerr));
    RngState rng;
    rng_seed(&rng, 20261124);
    SsgEvents *ev = malloc(sizeof *ev);
    assert_non_null(ev);
    long checked = 0;
    for (int game = 0; game < 24; game++) {
        SsgSetup s = ssgame_default_setup();
        s.seats = 2 + (int)rng_below(&rng, 5);
        s.seed = 1000000000000ULL + rng_next(&rng) % 1000000000000ULL;
        s.advanced = rng_below(&rng, 2);
        s.catch_rule = rng_below(&rng, 2);
        s.cycles = 5;
        for (int i = 0; i < s.seats; i++) {
            snprintf(s.seat[i].name, sizeof s.seat[i].name, "Seat \"%d\"", i + 1);
            s.seat[i].kind = SSG_COMPUTER;
            s.seat[i].level = (SsgLevel)rng_below(&rng, 3);
            s.seat[i].flash = 5;
        }
        SsgGame g;
        SsgError err;
        ev->n = 0;
        assert_true(ssgame_new(&g, &s, &tricks, ev, &err));
        PhoneLog logs[SSG_MAX_SEATS] = {0};
        phone_log_events(logs, &g.setup, ev);
        for (int step = 0; step < 400 && g.phase != SSG_PHASE_OVER; step++) {
            ev->n = 0;
            int r = ssai_step(&g, ev, &err);
            assert_int_not_equal(r, -1);
            phone_log_events(logs, &g.setup, ev);
            SsgGame as_person = g;
            int flip = (int)rng_below(&rng, (uint32_t)s.seats);
            as_person.setup.seat[flip].kind = SSG_PERSON;
            for (int seat = 0; seat < s.seats; seat++) {
                char *a = json_for(&g, seat, &logs[seat]);
                char *b = json_for(&as_person, seat, &logs[seat]);
                check_secrets(&g, seat, a);
                check_secrets(&g, seat, b);
                /* Its own hand is there, every card of it. */
                for (int i = 0; i < g.hand[seat].n; i++)
                    assert_true(has_card(a, g.hand[seat].card[i]));
                free(a);
                free(b);
                checked++;
            }
            if (r == 0)
                break;
        }
        ssgame_free(&g);
    }
    assert_true(checked > 1000);
    free(ev);
    catalogue_free(&tricks);
}

static void view_has_the_contract_fields(void **state)
{
    (void)state;
    SsgSetup s = ssgame_default_setup();
    s.seats = 2;
    s.starter = 0;
    s.seed = 7;
    snprintf(s.seat[0].name, sizeof s.seat[0].name, "Anna");
    snprintf(s.seat[1].name, sizeof s.seat[1].name, "Bo");
    SsgGame g;
    SsgError err;
    assert_true(ssgame_new(&g, &s, NULL, NULL, &err));
    char *json = json_for(&g, 0, NULL);
    assert_non_null(strstr(json, "{\"game\":\"siteswap\",\"version\":3,\"seat\":1,\"name\":\"Anna\","
                                 "\"phase\":\"turn\",\"turn\":1,\"your_turn\":true,"
                                 "\"waiting_for\":1,\"hand\":[\""));
    assert_non_null(strstr(json, "\"seats\":[{\"seat\":1,\"name\":\"Anna\",\"kind\":\"person\","));
    assert_non_null(strstr(json, "\"performance\":null,\"exchange\":null,\"may_draw\":false"));
    char pickup[32];
    snprintf(pickup, sizeof pickup, "\"pickup\":%d,", g.pickup.n);
    assert_non_null(strstr(json, pickup));
    free(json);
    ssgame_free(&g);
}

static void json_escapes_quotes_controls_and_bad_utf8(void **state)
{
    (void)state;
    PhoneJson j = {0};
    phone_json_str(&j, "a\"b\\c\n\t\x01\x7f\xc3\xa9\xe2\x99\xa5\xff\xc3(\xed\xa0\x80");
    assert_string_equal(j.buf, "\"a\\\"b\\\\c\\u000a\\u0009\\u0001\\u007f\xc3\xa9\xe2\x99\xa5"
                               "\xef\xbf\xbd\xef\xbf\xbd(\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd\"");
    phone_json_free(&j);
    phone_json_raw(&j, "{");
    phone_json_key(&j, "k", true);
    phone_json_int(&j, -12);
    phone_json_key(&j, "b", false);
    phone_json_bool(&j, true);
    phone_json_raw(&j, "}");
    assert_string_equal(j.buf, "{\"k\":-12,\"b\":true}");
    phone_json_free(&j);
}

/* The same writer's report layout (the app's probe): one member a line, two spaces a level, the
 * commas tracked by the writer, the same escapes. */
static void json_report_puts_one_member_a_line(void **state)
{
    (void)state;
    JsonWriter j = {0};
    json_start(&j, '{');
    json_open(&j, "window", '{');
    json_member(&j, "w");
    json_int(&j, 1280);
    json_close(&j, '}');
    json_open(&j, "a", '[');
    json_member(&j, NULL);
    json_int(&j, 1);
    json_member(&j, NULL);
    json_printf(&j, "%.1f", 2.25);
    json_close(&j, ']');
    json_member(&j, "s");
    json_str(&j, "x\x7f");
    json_raw(&j, "\n}\n");
    assert_false(j.failed);
    assert_string_equal(j.buf, "{\n  \"window\": {\n    \"w\": 1280},\n  \"a\": [\n    1,\n    2.2],"
                               "\n  \"s\": \"x\\u007f\"\n}\n");
    json_free(&j);
}

static void token_is_32_lowercase_hex_and_fresh(void **state)
{
    (void)state;
    char a[PHONE_TOKEN_CHARS + 1], b[PHONE_TOKEN_CHARS + 1];
    assert_true(phone_token_new(a));
    assert_true(phone_token_new(b));
    assert_int_equal(strlen(a), 32);
    assert_true(phone_token_well_formed(a));
    assert_string_not_equal(a, b);
    for (int i = 0; i < 32; i++)
        assert_true((a[i] >= '0' && a[i] <= '9') || (a[i] >= 'a' && a[i] <= 'f'));
    assert_false(phone_token_well_formed("0123456789abcdef0123456789ABCDEF"));
    assert_false(phone_token_well_formed("0123456789abcdef0123456789abcde"));
    assert_false(phone_token_well_formed("0123456789abcdef0123456789abcdef0"));
    assert_true(phone_token_equal(a, a));
    assert_false(phone_token_equal(a, b));
}

static void route_needs_a_valid_token(void **state)
{
    (void)state;
    PhoneTokens t = {.seats = 3};
    snprintf(t.token[0], sizeof t.token[0], "%s", "0123456789abcdef0123456789abcdef");
    snprintf(t.token[2], sizeof t.token[2], "%s", "fedcba9876543210fedcba9876543210");
    PhoneRequest r = phone_route(&t, "GET", "/s/fedcba9876543210fedcba9876543210/view");
    assert_int_equal(r.route, PHONE_ROUTE_VIEW);
    assert_int_equal(r.seat, 2);
    r = phone_route(&t, "GET", "/s/0123456789abcdef0123456789abcdef");
    assert_int_equal(r.route, PHONE_ROUTE_REDIRECT);
    r = phone_route(&t, "GET", "/s/0123456789abcdef0123456789abcdef/");
    assert_int_equal(r.route, PHONE_ROUTE_FILE);
    assert_string_equal(r.file, "phones/index.html");
    r = phone_route(&t, "GET", "/s/0123456789abcdef0123456789abcdef/art/hearts.svg");
    assert_string_equal(r.file, "cards/hearts.svg");
    r = phone_route(&t, "POST", "/s/0123456789abcdef0123456789abcdef/action");
    assert_int_equal(r.route, PHONE_ROUTE_ACTION);
    r = phone_route(&t, "POST", "/s/0123456789abcdef0123456789abcdef/draft");
    assert_int_equal(r.route, PHONE_ROUTE_DRAFT);
    r = phone_route(&t, "GET", "/s/fedcba9876543210fedcba9876543210/draft");
    assert_int_equal(r.route, PHONE_ROUTE_DRAFT);
    assert_int_equal(r.seat, 2);
    const char *misses[][2] = {
        {"GET", "/s/0123456789abcdef0123456789abcdee/draft"},  /* another token */
        {"PUT", "/s/0123456789abcdef0123456789abcdef/draft"},
        {"GET", "/s/0123456789abcdef0123456789abcdee/view"},   /* another token */
        {"GET", "/s/0123456789ABCDEF0123456789abcdef/view"},   /* upper case */
        {"GET", "/s/00000000000000000000000000000000/view"},   /* seat 1 has no link */
        {"GET", "/s//view"},
        {"GET", "/s/0123456789abcdef0123456789abcdef/../../etc/passwd"},
        {"GET", "/s/0123456789abcdef0123456789abcdef/art/../../x.svg"},
        {"GET", "/s/0123456789abcdef0123456789abcdef/action"}, /* GET of a POST route */
        {"POST", "/s/0123456789abcdef0123456789abcdef/view"},
        {"DELETE", "/s/0123456789abcdef0123456789abcdef/view"},
        {"GET", "/"},
        {"GET", "/view"},
    };
    for (size_t i = 0; i < sizeof misses / sizeof misses[0]; i++) {
        r = phone_route(&t, misses[i][0], misses[i][1]);
        assert_int_equal(r.route, PHONE_ROUTE_NOT_FOUND);
        assert_int_equal(r.seat, -1);
    }
}

/* A game's script and look are served by its id alone (phones/games/ID.js, ID.css), nothing
 * else from there. */
static void route_serves_a_games_files_by_its_id(void **state)
{
    (void)state;
    PhoneTokens t = {.seats = 1};
    snprintf(t.token[0], sizeof t.token[0], "%s", "0123456789abcdef0123456789abcdef");
    PhoneRequest r = phone_route(&t, "GET", "/s/0123456789abcdef0123456789abcdef/games/jugglers.js");
    assert_int_equal(r.route, PHONE_ROUTE_FILE);
    assert_int_equal(r.seat, 0);
    assert_string_equal(r.file, "phones/games/jugglers.js");
    assert_string_equal(r.type, "text/javascript; charset=utf-8");
    r = phone_route(&t, "GET", "/s/0123456789abcdef0123456789abcdef/games/a_third-game2.js");
    assert_string_equal(r.file, "phones/games/a_third-game2.js");
    r = phone_route(&t, "GET", "/s/0123456789abcdef0123456789abcdef/games/jugglers.css");
    assert_int_equal(r.route, PHONE_ROUTE_FILE);
    assert_string_equal(r.file, "phones/games/jugglers.css");
    assert_string_equal(r.type, "text/css; charset=utf-8");
    const char *misses[] = {
        "games/.js", "games/../app.js", "games/x/../y.js", "games/Siteswap.js", "games/2nd.js",
        "games/siteswap.js.map", "games/siteswap.html", "games/siteswap", "games/", "games/x.cs",
        "games/abcdefghijklmnopqrstuvwxyz0123456.js", /* 33 characters */
        "games/a%2fb.js", "game/siteswap.js",
    };
    for (size_t i = 0; i < sizeof misses / sizeof misses[0]; i++) {
        char path[128];
        snprintf(path, sizeof path, "/s/0123456789abcdef0123456789abcdef/%s", misses[i]);
        r = phone_route(&t, "GET", path);
        assert_int_equal(r.route, PHONE_ROUTE_NOT_FOUND);
    }
    r = phone_route(&t, "POST", "/s/0123456789abcdef0123456789abcdef/games/jugglers.js");
    assert_int_equal(r.route, PHONE_ROUTE_NOT_FOUND);
}

static int head_status(const char *req)
{
    return phone_head_check(req, strlen(req)).status;
}

static void head_check_waits_for_the_whole_request(void **state)
{
    (void)state;
    const char req[] = "POST /s/t/action HTTP/1.1\r\nHost: x\r\nContent-Length: 6\r\n\r\nskip 1";
    size_t len = strlen(req);
    /* Every prefix waits; the whole request is taken, and bytes after it are not its own. */
    for (size_t n = 0; n < len; n++) {
        PhoneHead h = phone_head_check(req, n);
        assert_int_equal(h.status, 0);
    }
    PhoneHead h = phone_head_check(req, len);
    assert_int_equal(h.status, 200);
    assert_int_equal(h.size, len);
    char more[200];
    snprintf(more, sizeof more, "%sGET / HTTP/1.1\r\n", req);
    h = phone_head_check(more, strlen(more));
    assert_int_equal(h.status, 200);
    assert_int_equal(h.size, len);
    assert_int_equal(head_status("GET / HTTP/1.0\r\n\r\n"), 200); /* 1.0 needs no Host */
}

static void head_check_reads_leading_zeros_of_content_length(void **state)
{
    (void)state;
    const char req[] = "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 0000000006\r\n\r\nskip 1";
    PhoneHead h = phone_head_check(req, strlen(req));
    assert_int_equal(h.status, 200);
    assert_int_equal(h.size, strlen(req));
    assert_int_equal(phone_content_length("0000000006", 10), 6);
    assert_int_equal(phone_content_length("00000000000000000000004096", 26), PHONE_MAX_BODY);
    assert_int_equal(phone_content_length("4097", 4), PHONE_MAX_BODY + 1);
    assert_int_equal(phone_content_length("99999999999999999999999", 23), PHONE_MAX_BODY + 1);
    assert_int_equal(phone_content_length("+6", 2), -1);
    assert_int_equal(phone_content_length("6 6", 3), -1);
    assert_int_equal(phone_content_length("", 0), -1);
}

static void head_check_refuses_escaped_control_bytes_in_the_target(void **state)
{
    (void)state;
    const char *bad[] = {"%00", "%00junk", "%0a", "%1F", "%7f", "%7F", "%zz", "%0", "%"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char req[128];
        snprintf(req, sizeof req, "GET /s/t/view%s HTTP/1.1\r\nHost: x\r\n\r\n", bad[i]);
        assert_int_equal(head_status(req), 400);
    }
    assert_int_equal(head_status("GET /s/t/view%41%20%7e HTTP/1.1\r\nHost: x\r\n\r\n"), 200);
}

static void head_check_gives_each_refusal_its_status(void **state)
{
    (void)state;
    assert_int_equal(head_status("GARBAGE\r\n\r\n"), 400);
    assert_int_equal(head_status("GET /\r\n\r\n"), 400);
    assert_int_equal(head_status("GET * HTTP/1.1\r\nHost: x\r\n\r\n"), 400);
    assert_int_equal(head_status("GET / HTTP/1.1\nHost: x\r\n\r\n"), 400);       /* bare LF */
    assert_int_equal(head_status("GET / HTTP/1.1\r\n\r\n"), 400);                 /* no Host */
    assert_int_equal(head_status("GET / HTTP/1.1\r\nHost: x\r\nHost: y\r\n\r\n"), 400);
    assert_int_equal(head_status("GET / HTTP/1.1\r\nHost: x\r\n folded\r\n\r\n"), 400);
    assert_int_equal(head_status("GET / HTTP/1.1\r\nHost : x\r\n\r\n"), 400);
    assert_int_equal(head_status("GET / HTTP/1.1\r\nHost: x\x01\r\n\r\n"), 400);
    assert_int_equal(head_status("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\n"
                                 "Content-Length: 1\r\n\r\nx"), 400);
    assert_int_equal(head_status("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n"),
                     400);
    assert_int_equal(head_status("POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n"
                                 "\r\n"), 411);
    assert_int_equal(head_status("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 4097\r\n\r\n"),
                     413);
    assert_int_equal(head_status("GET / HTTP/2.0\r\nHost: x\r\n\r\n"), 505);
    assert_int_equal(head_status("GET / HTTP/1.2\r\nHost: x\r\n\r\n"), 505);
    assert_int_equal(head_status("GET / HTTP/1.x\r\nHost: x\r\n\r\n"), 400);
    /* Sizes: a target over its cap, a request line or headers over the head's. */
    static char big[PHONE_MAX_HEAD + 64];
    int n = snprintf(big, sizeof big, "GET /");
    memset(big + n, 'a', PHONE_MAX_TARGET);
    snprintf(big + n + PHONE_MAX_TARGET, sizeof big - (size_t)n - PHONE_MAX_TARGET,
             " HTTP/1.1\r\nHost: x\r\n\r\n");
    assert_int_equal(head_status(big), 414);
    memset(big, 'a', sizeof big - 1);
    memcpy(big, "GET /", 5);
    big[sizeof big - 1] = '\0';
    assert_int_equal(head_status(big), 414);
    n = snprintf(big, sizeof big, "GET / HTTP/1.1\r\nHost: x\r\nX: ");
    memset(big + n, 'a', sizeof big - 1 - (size_t)n);
    assert_int_equal(head_status(big), 431);
    n = snprintf(big, sizeof big, "GET / HTTP/1.1\r\nHost: x\r\n");
    for (int i = 0; i <= PHONE_MAX_HEADERS; i++)
        n += snprintf(big + n, sizeof big - (size_t)n, "X: y\r\n");
    snprintf(big + n, sizeof big - (size_t)n, "\r\n");
    assert_int_equal(head_status(big), 431);
}

static SsgGame two_people(void)
{
    SsgSetup s = ssgame_default_setup();
    s.seats = 2;
    s.starter = 0;
    s.seed = 7;
    SsgGame g;
    SsgError err;
    assert_true(ssgame_new(&g, &s, NULL, NULL, &err));
    return g;
}

static void action_for_another_seat_is_forbidden(void **state)
{
    (void)state;
    SsgGame g = two_people();
    SsgAction a;
    SsgError err;
    assert_int_equal(phone_action_judge(&g, 0, "skip 2", 6, &a, &err), PHONE_FORBIDDEN);
    assert_int_equal(phone_action_judge(&g, 0, "skip 1\n", 7, &a, &err), PHONE_OK);
    assert_int_equal(a.kind, SSG_ACT_SKIP);
    ssgame_free(&g);
}

static void illegal_action_is_a_conflict_with_the_reason(void **state)
{
    (void)state;
    SsgGame g = two_people();
    SsgAction a;
    SsgError err;
    /* Seat 2 is not on turn. */
    assert_int_equal(phone_action_judge(&g, 1, "skip 2", 6, &a, &err), PHONE_CONFLICT);
    assert_non_null(strstr(err.message, "turn"));
    assert_int_equal(phone_action_judge(&g, 0, "fly 1", 5, &a, &err), PHONE_CONFLICT);
    assert_non_null(strstr(err.message, "unknown"));
    assert_null(strstr(err.message, "line 1"));
    assert_int_equal(phone_action_judge(&g, 0, "skip 1\nskip 1", 13, &a, &err), PHONE_CONFLICT);
    assert_int_equal(phone_action_judge(&g, 0, "skip\0 1", 7, &a, &err), PHONE_CONFLICT);
    assert_int_equal(phone_action_judge(&g, 0, "", 0, &a, &err), PHONE_CONFLICT);
    ssgame_free(&g);
}

static void check_gives_the_pattern_facts(void **state)
{
    (void)state;
    SsgGame g = two_people();
    /* The seat's own first three cards as a build line: facts whatever the verdict. */
    char line[256], t[DECK_CARD_TEXT];
    int at = snprintf(line, sizeof line, "build 1");
    for (int i = 0; i < 3; i++) {
        deck_card_text(g.hand[0].card[i], t, sizeof t);
        at += snprintf(line + at, sizeof line - (size_t)at, " %s", t);
    }
    snprintf(line + at, sizeof line - (size_t)at, " style balls right normal");
    int status;
    char *json = phone_check_json(&g, 0, line, strlen(line), &status);
    assert_int_equal(status, 200);
    assert_non_null(strstr(json, "\"facts\":{\"values\":["));
    assert_non_null(strstr(json, "\"period\":"));
    free(json);
    json = phone_check_json(&g, 0, "skip 2", 6, &status);
    assert_int_equal(status, 403);
    free(json);
    json = phone_check_json(&g, 0, "skip 1", 6, &status);
    assert_string_equal(json, "{\"ok\":true,\"error\":\"\",\"facts\":null}");
    free(json);
    ssgame_free(&g);
}

static void log_keeps_the_last_lines_oldest_first(void **state)
{
    (void)state;
    PhoneLog log = {0};
    char t[16];
    for (int i = 0; i < PHONE_LOG_LINES + 3; i++) {
        snprintf(t, sizeof t, "line %d", i);
        phone_log_add(&log, t);
    }
    assert_int_equal(log.n, PHONE_LOG_LINES);
    assert_string_equal(log.line[log.start], "line 3");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(view_never_shows_secrets),
        cmocka_unit_test(view_has_the_contract_fields),
        cmocka_unit_test(json_escapes_quotes_controls_and_bad_utf8),
        cmocka_unit_test(json_report_puts_one_member_a_line),
        cmocka_unit_test(token_is_32_lowercase_hex_and_fresh),
        cmocka_unit_test(route_needs_a_valid_token),
        cmocka_unit_test(route_serves_a_games_files_by_its_id),
        cmocka_unit_test(head_check_waits_for_the_whole_request),
        cmocka_unit_test(head_check_reads_leading_zeros_of_content_length),
        cmocka_unit_test(head_check_refuses_escaped_control_bytes_in_the_target),
        cmocka_unit_test(head_check_gives_each_refusal_its_status),
        cmocka_unit_test(action_for_another_seat_is_forbidden),
        cmocka_unit_test(illegal_action_is_a_conflict_with_the_reason),
        cmocka_unit_test(check_gives_the_pattern_facts),
        cmocka_unit_test(log_keeps_the_last_lines_oldest_first),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
