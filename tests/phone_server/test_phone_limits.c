/* The phones' server against clients that misbehave: slow clients that trickle a request byte
 * by byte from several loopback addresses (127.0.0.2 ... are loopback on Linux), and requests
 * that the HTTP layer itself refuses. All traffic stays on 127.0.0.0/8; every test is bounded
 * in time and in connections. */
#define _GNU_SOURCE
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "phone_client.h"

/* How long a whole request may take to arrive, and the slack the test allows on top. */
#define SLACK_MS 1500

static HttpReply view(PhoneGame *pg, int seat)
{
    char path[128];
    phone_path(pg, seat, "/view", path, sizeof path);
    for (int i = 0; i < 500; i++) {
        HttpReply r = http_request(pg->port, "GET", path, NULL, 0);
        if (r.status != 503)
            return r;
        http_reply_free(&r);
        usleep(2000);
    }
    return http_request(pg->port, "GET", path, NULL, 0);
}

static bool has_security_headers(const HttpReply *r)
{
    return strstr(r->head, "Content-Security-Policy: default-src 'none'; script-src 'self'") &&
           strstr(r->head, "X-Content-Type-Options: nosniff") &&
           strstr(r->head, "Cache-Control: no-store") &&
           strstr(r->head, "Referrer-Policy: no-referrer");
}

/* ---- Slow clients ---- */

#define SLOW_ADDRESSES 4
#define SLOW_PER_ADDRESS 10

typedef struct Slow {
    int port;
    volatile int stop;
    int fd[SLOW_ADDRESSES][SLOW_PER_ADDRESS];
    long reopened;               /* connections opened again after the server closed them */
} Slow;

static const char slow_head[] = "GET /s/0123456789abcdef0123456789abcdef/view HTTP/1.1\r\nHost: x\r\n";

static int slow_open(const Slow *sl, int a)
{
    char from[16];
    snprintf(from, sizeof from, "127.0.0.%d", a + 2);
    int fd = http_connect_from(from, sl->port, 300);
    if (fd >= 0)
        send(fd, "G", 1, MSG_NOSIGNAL | MSG_DONTWAIT);
    return fd;
}

/* Every 250 ms, one more byte of an endless header on every slow connection; a connection the
 * server closed is opened again at once, as an attacker would. */
static void *slow_main(void *arg)
{
    Slow *sl = arg;
    for (long tick = 1; !sl->stop; tick++) {
        for (int a = 0; a < SLOW_ADDRESSES; a++)
            for (int k = 0; k < SLOW_PER_ADDRESS && !sl->stop; k++) {
                int *fd = &sl->fd[a][k];
                char c = slow_head[tick % (sizeof slow_head - 1)];
                if (tick >= (long)sizeof slow_head - 1)
                    c = 'x'; /* a header line that never ends */
                char junk[256];
                if (*fd >= 0 && (recv(*fd, junk, sizeof junk, MSG_DONTWAIT) == 0 ||
                                 send(*fd, &c, 1, MSG_NOSIGNAL | MSG_DONTWAIT) < 0)) {
                    close(*fd);
                    *fd = -1;
                }
                if (*fd < 0) {
                    *fd = slow_open(sl, a);
                    sl->reopened++;
                }
            }
        usleep(250000);
    }
    return NULL;
}

/* Forty slow clients from four addresses, each trickling one byte every 250 ms and reconnecting
 * whenever the server drops it: a phone from another address still gets its view, again and
 * again, within a second each time. */
static void slow_clients_from_four_addresses_leave_room_for_a_new_phone(void **state)
{
    PhoneGame *pg = *state;
    HttpReply r = view(pg, 0);
    assert_int_equal(r.status, 200);
    http_reply_free(&r);

    Slow *sl = calloc(1, sizeof *sl);
    sl->port = pg->port;
    for (int a = 0; a < SLOW_ADDRESSES; a++)
        for (int k = 0; k < SLOW_PER_ADDRESS; k++)
            sl->fd[a][k] = slow_open(sl, a);
    pthread_t t;
    pthread_create(&t, NULL, slow_main, sl);
    usleep(500000);
    char path[128];
    phone_path(pg, 0, "/view", path, sizeof path);
    int served = 0;
    long long worst = 0;
    /* Eight tries over about 8 s: across more than one cut of the slow ones. */
    for (int i = 0; i < 8; i++) {
        long long t0 = phone_now_ms();
        HttpReply q = http_request(pg->port, "GET", path, NULL, 0);
        long long took = phone_now_ms() - t0;
        if (q.status == 200 && took < 1000)
            served++;
        if (took > worst)
            worst = took;
        http_reply_free(&q);
        usleep(1000000);
    }
    sl->stop = 1;
    pthread_join(t, NULL);
    for (int a = 0; a < SLOW_ADDRESSES; a++)
        for (int k = 0; k < SLOW_PER_ADDRESS; k++)
            if (sl->fd[a][k] >= 0)
                close(sl->fd[a][k]);
    printf("# phone served %d of 8 times under 40 slow clients, slowest %lld ms, slow ones "
           "reconnected %ld times\n",
           served, worst, sl->reopened);
    free(sl);
    assert_int_equal(served, 8);
}

/* Trickles data (len bytes, one every 200 ms) and returns how long the server kept the
 * connection open; stops trying at limit_ms. */
static long long trickle(int port, const char *data, size_t len, long long limit_ms)
{
    int fd = http_connect_from("127.0.0.2", port, 200);
    assert_true(fd >= 0);
    long long t0 = phone_now_ms();
    size_t at = 0;
    while (phone_now_ms() - t0 < limit_ms) {
        if (at < len && send(fd, data + at, 1, MSG_NOSIGNAL) == 1)
            at++;
        char buf[512];
        ssize_t k = recv(fd, buf, sizeof buf, 0); /* waits up to 200 ms */
        if (k == 0 || (k < 0 && errno != EAGAIN && errno != EWOULDBLOCK))
            break;
        if (k > 0) {
            /* An answer: the server gave up on the request; it closes next. */
            while ((k = recv(fd, buf, sizeof buf, 0)) > 0)
                ;
            break;
        }
    }
    close(fd);
    return phone_now_ms() - t0;
}

/* A head that never ends, one byte every 200 ms, is cut once the total time is up, however
 * steadily it trickles. */
static void a_trickled_head_is_cut_after_the_request_time(void **state)
{
    PhoneGame *pg = *state;
    char head[512];
    int n = snprintf(head, sizeof head, "GET /s/%s/view HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ",
                     pg->token[0]);
    memset(head + n, 'x', sizeof head - (size_t)n);
    long long open_ms = trickle(pg->port, head, sizeof head, PHONE_REQUEST_MS + SLACK_MS + 1000);
    printf("# trickled head kept open %lld ms (limit %d ms)\n", open_ms, PHONE_REQUEST_MS);
    assert_true(open_ms >= PHONE_REQUEST_MS - 200);
    assert_true(open_ms <= PHONE_REQUEST_MS + SLACK_MS);
}

/* The same for a body: the head arrives at once, the body one byte every 200 ms. */
static void a_trickled_body_is_cut_after_the_request_time(void **state)
{
    PhoneGame *pg = *state;
    char req[512];
    int n = snprintf(req, sizeof req,
                     "POST /s/%s/check HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 200\r\n\r\n",
                     pg->token[0]);
    int fd = http_connect_from("127.0.0.3", pg->port, 200);
    assert_true(fd >= 0);
    send(fd, req, (size_t)n, MSG_NOSIGNAL);
    long long t0 = phone_now_ms();
    bool closed = false;
    while (!closed && phone_now_ms() - t0 < PHONE_REQUEST_MS + SLACK_MS + 1000) {
        send(fd, "s", 1, MSG_NOSIGNAL);
        char buf[512];
        ssize_t k = recv(fd, buf, sizeof buf, 0);
        closed = k == 0 || (k < 0 && errno != EAGAIN && errno != EWOULDBLOCK) || k > 0;
    }
    long long open_ms = phone_now_ms() - t0;
    close(fd);
    printf("# trickled body kept open %lld ms (limit %d ms)\n", open_ms, PHONE_REQUEST_MS);
    assert_true(closed);
    assert_true(open_ms <= PHONE_REQUEST_MS + SLACK_MS);
}

/* ---- What the HTTP layer refuses ---- */

static void check_refusal(PhoneGame *pg, const char *data, size_t len, int status)
{
    HttpReply r = http_raw(pg->port, data, len);
    if (r.status != status)
        fail_msg("expected %d, got %d for a request starting \"%.40s\"", status, r.status, data);
    assert_true(has_security_headers(&r));
    assert_non_null(strstr(r.head, "Content-Type: text/plain; charset=utf-8"));
    http_reply_free(&r);
}

static void refusals_by_the_http_layer_carry_the_security_headers(void **state)
{
    PhoneGame *pg = *state;
    char path[128];
    phone_path(pg, 0, "/view", path, sizeof path);
    char buf[256];
    check_refusal(pg, "GARBAGE\r\n\r\n", 11, 400);
    int n = snprintf(buf, sizeof buf, "GET %s HTTP/1.1\r\n\r\n", path); /* no Host */
    check_refusal(pg, buf, (size_t)n, 400);
    n = snprintf(buf, sizeof buf, "POST %s HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999999\r\n\r\n",
                 path);
    check_refusal(pg, buf, (size_t)n, 413);
    n = snprintf(buf, sizeof buf, "GET %s HTTP/2.0\r\nHost: x\r\n\r\n", path);
    check_refusal(pg, buf, (size_t)n, 505);
    /* 40 KB of target, and 40 KB of one header: more than the server's own buffers. */
    size_t big = 40000;
    char *req = malloc(big + 256);
    n = snprintf(req, 256, "GET %s", path);
    memset(req + n, 'a', big);
    n += (int)big;
    n += snprintf(req + n, 256, " HTTP/1.1\r\nHost: x\r\n\r\n");
    check_refusal(pg, req, (size_t)n, 414);
    n = snprintf(req, 256, "GET %s HTTP/1.1\r\nHost: x\r\nX-Big: ", path);
    memset(req + n, 'a', big);
    n += (int)big;
    n += snprintf(req + n, 256, "\r\n\r\n");
    check_refusal(pg, req, (size_t)n, 431);
    free(req);
}

static void percent_zero_in_a_path_is_refused(void **state)
{
    PhoneGame *pg = *state;
    HttpReply r = view(pg, 0);
    assert_int_equal(r.status, 200);
    http_reply_free(&r);
    const char *tails[] = {"/view%00junk", "/view%00", "/view%0a", "/view%zz", "/view%0"};
    for (size_t i = 0; i < sizeof tails / sizeof tails[0]; i++) {
        char path[128];
        phone_path(pg, 0, tails[i], path, sizeof path);
        r = http_request(pg->port, "GET", path, NULL, 0);
        if (r.status == 200)
            fail_msg("%s was served", tails[i]);
        assert_int_equal(r.status, 400);
        assert_true(has_security_headers(&r));
        http_reply_free(&r);
    }
}

static void content_length_with_leading_zeros_is_read_as_its_value(void **state)
{
    PhoneGame *pg = *state;
    char path[128], req[512];
    phone_path(pg, 0, "/check", path, sizeof path);
    int n = snprintf(req, sizeof req,
                     "POST %s HTTP/1.1\r\nHost: x\r\nContent-Length: 0000000006\r\n\r\nskip 1",
                     path);
    HttpReply r = http_raw(pg->port, req, (size_t)n);
    assert_int_equal(r.status, 200);
    assert_non_null(strstr(r.body, "\"ok\":true"));
    http_reply_free(&r);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(slow_clients_from_four_addresses_leave_room_for_a_new_phone,
                                        phone_game_setup, phone_game_teardown),
        cmocka_unit_test_setup_teardown(a_trickled_head_is_cut_after_the_request_time,
                                        phone_game_setup, phone_game_teardown),
        cmocka_unit_test_setup_teardown(a_trickled_body_is_cut_after_the_request_time,
                                        phone_game_setup, phone_game_teardown),
        cmocka_unit_test_setup_teardown(refusals_by_the_http_layer_carry_the_security_headers,
                                        phone_game_setup, phone_game_teardown),
        cmocka_unit_test_setup_teardown(percent_zero_in_a_path_is_refused,
                                        phone_game_setup, phone_game_teardown),
        cmocka_unit_test_setup_teardown(content_length_with_leading_zeros_is_read_as_its_value,
                                        phone_game_setup, phone_game_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
