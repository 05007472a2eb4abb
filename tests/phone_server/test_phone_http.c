/* The phones' HTTP server end to end: a plain socket client on 127.0.0.1 against the server of
 * a game running in-process (its game loop in its own thread). */
#define _GNU_SOURCE
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include <stdatomic.h>
#include <sys/socket.h>
#include <unistd.h>

#include "phone_client.h"
#include "phone_jg.h"

static HttpReply get(PhoneGame *pg, int seat, const char *rest)
{
    char path[128];
    phone_path(pg, seat, rest, path, sizeof path);
    return http_request(pg->port, "GET", path, NULL, 0);
}

static HttpReply post(PhoneGame *pg, int seat, const char *rest, const char *body)
{
    char path[128];
    phone_path(pg, seat, rest, path, sizeof path);
    return http_request(pg->port, "POST", path, body, strlen(body));
}

/* The view can take a tick to be published: wait for it. */
static HttpReply view(PhoneGame *pg, int seat)
{
    for (int i = 0; i < 500; i++) {
        HttpReply r = get(pg, seat, "/view");
        if (r.status != 503)
            return r;
        http_reply_free(&r);
        usleep(2000);
    }
    return get(pg, seat, "/view");
}

static void view_has_the_hand_as_card_codes(void **state)
{
    PhoneGame *pg = *state;
    HttpReply r = view(pg, 0);
    assert_int_equal(r.status, 200);
    assert_non_null(strstr(r.head, "Content-Type: application/json"));
    assert_non_null(strstr(r.body, "\"hand\":[\""));
    pthread_mutex_lock(&pg->lock);
    for (int i = 0; i < pg->game.hand[0].n; i++) {
        char t[DECK_CARD_TEXT], q[16];
        deck_card_text(pg->game.hand[0].card[i], t, sizeof t);
        snprintf(q, sizeof q, "\"%s\"", t);
        assert_non_null(strstr(r.body, q));
    }
    for (int i = 0; i < pg->game.hand[1].n; i++) {
        char t[DECK_CARD_TEXT], q[16];
        deck_card_text(pg->game.hand[1].card[i], t, sizeof t);
        snprintf(q, sizeof q, "\"%s\"", t);
        assert_null(strstr(r.body, q));
    }
    pthread_mutex_unlock(&pg->lock);
    assert_non_null(strstr(r.body, "\"name\":\"P\\\"1\\\"\""));
    http_reply_free(&r);
}

static void every_answer_has_the_security_headers(void **state)
{
    PhoneGame *pg = *state;
    HttpReply r = get(pg, 0, "/art/hearts.svg");
    assert_int_equal(r.status, 200);
    assert_non_null(strstr(r.head, "Content-Security-Policy: default-src 'none'; script-src 'self'"));
    assert_non_null(strstr(r.head, "X-Content-Type-Options: nosniff"));
    assert_non_null(strstr(r.head, "Cache-Control: no-store"));
    assert_non_null(strstr(r.head, "Referrer-Policy: no-referrer"));
    assert_non_null(strstr(r.head, "Content-Type: image/svg+xml"));
    http_reply_free(&r);
    r = get(pg, 0, "");
    assert_int_equal(r.status, 302);
    char where[80];
    snprintf(where, sizeof where, "Location: /s/%s/", pg->token[0]);
    assert_non_null(strstr(r.head, where));
    http_reply_free(&r);
}

static void wrong_token_gets_404_and_learns_nothing(void **state)
{
    PhoneGame *pg = *state;
    char path[128];
    snprintf(path, sizeof path, "/s/%s/view", pg->token[0]);
    path[3] = path[3] == 'a' ? 'b' : 'a';
    const char *paths[] = {path, "/", "/s/", "/s/x/view", "/index.html", "/../../etc/passwd"};
    for (size_t i = 0; i < sizeof paths / sizeof paths[0]; i++) {
        HttpReply r = http_request(pg->port, "GET", paths[i], NULL, 0);
        assert_int_equal(r.status, 404);
        assert_string_equal(r.body, "not found");
        http_reply_free(&r);
    }
    /* A computer seat has no link; a POST with a wrong token is refused before its body. */
    HttpReply r = http_request(pg->port, "POST", path, "skip 1", 6);
    assert_int_equal(r.status, 404);
    http_reply_free(&r);
}

static void megabyte_body_is_refused_and_the_game_goes_on(void **state)
{
    PhoneGame *pg = *state;
    size_t big = 1 << 20;
    char *body = malloc(big + 1);
    memset(body, 'x', big);
    body[big] = '\0';
    HttpReply r = post(pg, 0, "/action", body);
    assert_int_equal(r.status, 413);
    http_reply_free(&r);
    /* Just over the cap, the body already sent (no early refusal by length): still 413. */
    body[PHONE_MAX_BODY + 1] = '\0';
    r = post(pg, 0, "/action", body);
    assert_int_equal(r.status, 413);
    http_reply_free(&r);
    free(body);
    r = post(pg, 0, "/action", "skip 1");
    assert_int_equal(r.status, 200);
    assert_string_equal(r.body, "{\"ok\":true}");
    http_reply_free(&r);
    pthread_mutex_lock(&pg->lock);
    assert_int_equal(pg->game.turn, 1);
    pthread_mutex_unlock(&pg->lock);
}

static void too_many_connections_are_refused(void **state)
{
    PhoneGame *pg = *state;
    int fds[PHONE_MAX_PER_IP];
    for (int i = 0; i < PHONE_MAX_PER_IP; i++) {
        fds[i] = http_connect(pg->port);
        assert_true(fds[i] >= 0);
    }
    usleep(100000); /* the server has accepted them all */
    /* One more from the same address: closed at once, no answer. */
    HttpReply r = view(pg, 0);
    assert_int_equal(r.status, -1);
    http_reply_free(&r);
    for (int i = 0; i < PHONE_MAX_PER_IP; i++)
        close(fds[i]);
    /* Their slots come back once the server sees them closed. */
    for (int i = 0; i < 100 && r.status != 200; i++) {
        usleep(20000);
        http_reply_free(&r);
        r = view(pg, 0);
    }
    assert_int_equal(r.status, 200);
    http_reply_free(&r);
}

static void action_for_another_seat_is_403(void **state)
{
    PhoneGame *pg = *state;
    HttpReply r = post(pg, 1, "/action", "skip 1");
    assert_int_equal(r.status, 403);
    assert_non_null(strstr(r.body, "\"ok\":false"));
    http_reply_free(&r);
    pthread_mutex_lock(&pg->lock);
    assert_int_equal(pg->game.turn, 0);
    pthread_mutex_unlock(&pg->lock);
}

static void illegal_action_is_409_with_the_reason(void **state)
{
    PhoneGame *pg = *state;
    HttpReply r = post(pg, 1, "/action", "skip 2");
    assert_int_equal(r.status, 409);
    assert_non_null(strstr(r.body, "\"error\":\"It is P\\\"1\\\"'s turn"));
    http_reply_free(&r);
    r = post(pg, 0, "/action", "build 1 nonsense");
    assert_int_equal(r.status, 409);
    http_reply_free(&r);
    pthread_mutex_lock(&pg->lock);
    assert_int_equal(pg->game.actions_n, 0);
    pthread_mutex_unlock(&pg->lock);
}

static void check_answers_without_applying(void **state)
{
    PhoneGame *pg = *state;
    HttpReply r = post(pg, 0, "/check", "skip 1");
    assert_int_equal(r.status, 200);
    assert_string_equal(r.body, "{\"ok\":true,\"error\":\"\",\"facts\":null}");
    http_reply_free(&r);
    pthread_mutex_lock(&pg->lock);
    assert_int_equal(pg->game.actions_n, 0);
    pthread_mutex_unlock(&pg->lock);
}

/* Reads from an events stream until text has arrived (or 5 s pass); what came is in buf. */
static bool read_until(int fd, char *buf, size_t size, size_t *got, const char *text)
{
    long long until = phone_now_ms() + 5000;
    while (!strstr(buf, text) && phone_now_ms() < until && *got + 1 < size) {
        ssize_t k = recv(fd, buf + *got, size - 1 - *got, 0);
        if (k <= 0)
            return false;
        *got += (size_t)k;
        buf[*got] = '\0';
    }
    return strstr(buf, text) != NULL;
}

/* The version of the last view in a stream's text. */
static long last_version(const char *buf)
{
    const char *at = NULL, *p = buf;
    while ((p = strstr(p, "\"version\":")) != NULL)
        at = p++;
    return at ? strtol(at + 10, NULL, 10) : -1;
}

static void events_stream_pushes_the_new_view(void **state)
{
    PhoneGame *pg = *state;
    HttpReply warm = view(pg, 0);
    http_reply_free(&warm);
    int fd = http_connect(pg->port);
    assert_true(fd >= 0);
    char req[256];
    int n = snprintf(req, sizeof req, "GET /s/%s/events HTTP/1.1\r\nHost: x\r\n\r\n", pg->token[0]);
    send(fd, req, (size_t)n, MSG_NOSIGNAL);
    static char buf[1 << 16];
    size_t got = 0;
    buf[0] = '\0';
    assert_true(read_until(fd, buf, sizeof buf, &got, "event: view\ndata: {\"game\":\"siteswap\""));
    assert_non_null(strstr(buf, "Content-Type: text/event-stream"));
    /* The open stream puts the seat on its phone (its view says so in a new version). */
    assert_true(read_until(fd, buf, sizeof buf, &got, "\"phone\":true"));
    assert_true(phone_server_on_phone(pg->table.server, 0));
    long before = last_version(buf);
    HttpReply r = post(pg, 0, "/action", "skip 1");
    assert_int_equal(r.status, 200);
    http_reply_free(&r);
    assert_true(read_until(fd, buf, sizeof buf, &got, "\"turn\":2,\"your_turn\""));
    assert_true(last_version(buf) > before);
    close(fd);
    /* Closed: the seat stays on its phone for the grace. */
    for (int i = 0; i < 100 && phone_server_streams(pg->table.server, 0) > 0; i++)
        usleep(10000);
    assert_int_equal(phone_server_streams(pg->table.server, 0), 0);
    assert_true(phone_server_on_phone(pg->table.server, 0));
}

/* The pattern being built survives a reload: the page keeps its draft with the server, which
 * hands it back to that seat only and never gives it to the game. */
static void a_seats_draft_is_kept_for_it_alone(void **state)
{
    PhoneGame *pg = *state;
    HttpReply r = get(pg, 0, "/draft");
    assert_int_equal(r.status, 200);
    assert_string_equal(r.body, "null");
    assert_non_null(strstr(r.head, "Cache-Control: no-store"));
    http_reply_free(&r);
    long before = pg->game.actions_n;
    const char *draft = "{\"turnKey\":\"turn:1:1\",\"pattern\":[{\"code\":\"5h1\"}],\"at\":7}";
    r = post(pg, 0, "/draft", draft);
    assert_int_equal(r.status, 200);
    http_reply_free(&r);
    r = get(pg, 0, "/draft");
    assert_int_equal(r.status, 200);
    assert_string_equal(r.body, draft);
    http_reply_free(&r);
    r = get(pg, 1, "/draft"); /* another seat's link: its own, empty */
    assert_string_equal(r.body, "null");
    http_reply_free(&r);
    r = post(pg, 0, "/draft", "{}"); /* replaced whole */
    http_reply_free(&r);
    r = get(pg, 0, "/draft");
    assert_string_equal(r.body, "{}");
    http_reply_free(&r);
    assert_int_equal(pg->game.actions_n, before);
}

/* Counts the server's wake-ups of the game loop (from its threads). */
static atomic_int wakes;

static void count_wake(void *ctx)
{
    (void)ctx;
    atomic_fetch_add(&wakes, 1);
}

/* Waits up to ms for the wake count to pass before; true when it did. */
static bool woken_after(int before, int ms)
{
    long long until = phone_now_ms() + ms;
    while (atomic_load(&wakes) <= before && phone_now_ms() < until)
        usleep(5000);
    return atomic_load(&wakes) > before;
}

/* The game loop sleeps while the table is still: a phone joining (its events stream opening)
 * and a phone leaving (the grace over) each wake it, so the screen shows the change without
 * anyone touching it (issue 31: the TV kept "Pass the screen to Anna"). */
static void stream_open_and_grace_end_wake_the_loop(void **state)
{
    (void)state;
    atomic_store(&wakes, 0);
    PhoneServerConfig cfg = {.bind = "127.0.0.1", .data_dir = TEST_DATA_DIR, .seats = 2,
                             .linked = {true, true}, .wake = count_wake};
    char err[256];
    PhoneServer *s = phone_server_start(&cfg, err, sizeof err);
    assert_non_null(s);
    phone_server_publish(s, 0, "{\"game\":\"siteswap\",\"version\":1}");
    char url[256];
    assert_true(phone_server_url(s, 0, url, sizeof url));
    const char *token = strstr(url, "/s/") + 3;
    int fd = http_connect(phone_server_port(s));
    assert_true(fd >= 0);
    int before = atomic_load(&wakes);
    char req[256];
    int n = snprintf(req, sizeof req, "GET /s/%s/events HTTP/1.1\r\nHost: x\r\n\r\n", token);
    send(fd, req, (size_t)n, MSG_NOSIGNAL);
    static char buf[1 << 14];
    size_t got = 0;
    buf[0] = '\0';
    assert_true(read_until(fd, buf, sizeof buf, &got, "event: view"));
    assert_true(woken_after(before, 1000));
    assert_true(phone_server_on_phone(s, 0));
    close(fd);
    for (int i = 0; i < 200 && phone_server_streams(s, 0) > 0; i++)
        usleep(10000);
    assert_int_equal(phone_server_streams(s, 0), 0);
    /* Within the grace the seat is still on its phone; once it ends the loop is woken. */
    before = atomic_load(&wakes);
    long long closed = phone_now_ms();
    assert_true(woken_after(before, PHONE_GRACE_MS + 2000));
    assert_true(phone_now_ms() - closed >= PHONE_GRACE_MS - 1000);
    assert_false(phone_server_on_phone(s, 0));
    phone_server_stop(s);
}

/* ---- Next round from a Jugglers phone, through the server and the table ---- */

typedef struct JgTable {
    JgGame game;
    PhoneTable table;
    bool scoring;                /* the big screen shows the round's scores */
    int nexts;
} JgTable;

static bool jg_refuse(void *ctx, const JgAction *a, JgError *err)
{
    (void)ctx;
    (void)a;
    snprintf(err->message, sizeof err->message, "not in this test");
    return false;
}

static void jg_next(void *ctx)
{
    JgTable *t = ctx;
    t->scoring = false;
    t->nexts++;
}

typedef struct Posted {
    int port;
    char path[128];
    const char *body;
    HttpReply reply;
    atomic_int done;
} Posted;

static void *post_thread(void *arg)
{
    Posted *p = arg;
    p->reply = http_request(p->port, "POST", p->path, p->body, strlen(p->body));
    atomic_store(&p->done, 1);
    return NULL;
}

/* Posts body to the seat's path while the table ticks (the game loop's side), as the app does. */
static HttpReply jg_post(JgTable *t, int seat, const char *rest, const char *body)
{
    char url[256];
    assert_true(phone_table_url(&t->table, seat, url, sizeof url));
    Posted p = {.port = phone_server_port(t->table.server), .body = body};
    snprintf(p.path, sizeof p.path, "%s%s", strstr(url, "/s/"), rest);
    pthread_t th;
    assert_int_equal(pthread_create(&th, NULL, post_thread, &p), 0);
    while (!atomic_load(&p.done)) {
        phone_jg_tick_round(&t->table, &t->game, t->scoring, jg_refuse, jg_next, t);
        usleep(2000);
    }
    pthread_join(th, NULL);
    return p.reply;
}

/* Whoever may press Next round on the screen may on a phone: "next-round SEAT" while the round's
 * scores show goes on (once), and is refused with the reason otherwise or for another seat. */
static void jugglers_next_round_from_a_phone(void **state)
{
    (void)state;
    JgTable *t = calloc(1, sizeof *t);
    assert_non_null(t);
    JgSetup s = jugglers_default_setup();
    s.players = 3;
    s.seed = 5;
    for (int i = 0; i < 3; i++) {
        snprintf(s.player[i].name, sizeof s.player[i].name, "P%d", i + 1);
        s.player[i].kind = JG_PERSON;
    }
    assert_true(jugglers_new(&t->game, &s, NULL, NULL));
    PhoneSeats seats;
    phone_jg_seats(&t->game, &seats);
    char err[256];
    assert_true(phone_table_start(&t->table, &seats, "127.0.0.1", 0, TEST_DATA_DIR, NULL, NULL,
                                  err, sizeof err));
    t->scoring = true;
    HttpReply r = jg_post(t, 1, "/check", "next-round 2");
    assert_int_equal(r.status, 200);
    assert_non_null(strstr(r.body, "\"ok\":true"));
    http_reply_free(&r);
    r = jg_post(t, 1, "/action", "next-round 1");
    assert_int_equal(r.status, 403);
    http_reply_free(&r);
    assert_int_equal(t->nexts, 0);
    r = jg_post(t, 1, "/action", "next-round 2");
    assert_int_equal(r.status, 200);
    http_reply_free(&r);
    assert_int_equal(t->nexts, 1);
    assert_false(t->scoring);
    r = jg_post(t, 2, "/action", "next-round 3"); /* the table went on already */
    assert_int_equal(r.status, 409);
    assert_non_null(strstr(r.body, "Next round comes with its scores"));
    http_reply_free(&r);
    assert_int_equal(t->nexts, 1);
    phone_table_stop(&t->table);
    jugglers_free(&t->game);
    free(t);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(view_has_the_hand_as_card_codes,
                                        phone_game_setup, phone_game_teardown),
        cmocka_unit_test_setup_teardown(every_answer_has_the_security_headers,
                                        phone_game_setup, phone_game_teardown),
        cmocka_unit_test_setup_teardown(wrong_token_gets_404_and_learns_nothing,
                                        phone_game_setup, phone_game_teardown),
        cmocka_unit_test_setup_teardown(megabyte_body_is_refused_and_the_game_goes_on,
                                        phone_game_setup, phone_game_teardown),
        cmocka_unit_test_setup_teardown(too_many_connections_are_refused,
                                        phone_game_setup, phone_game_teardown),
        cmocka_unit_test_setup_teardown(action_for_another_seat_is_403,
                                        phone_game_setup, phone_game_teardown),
        cmocka_unit_test_setup_teardown(illegal_action_is_409_with_the_reason,
                                        phone_game_setup, phone_game_teardown),
        cmocka_unit_test_setup_teardown(check_answers_without_applying,
                                        phone_game_setup, phone_game_teardown),
        cmocka_unit_test_setup_teardown(events_stream_pushes_the_new_view,
                                        phone_game_setup, phone_game_teardown),
        cmocka_unit_test_setup_teardown(a_seats_draft_is_kept_for_it_alone,
                                        phone_game_setup, phone_game_teardown),
        cmocka_unit_test(stream_open_and_grace_end_wake_the_loop),
        cmocka_unit_test(jugglers_next_round_from_a_phone),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
