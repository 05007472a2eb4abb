/* The tests' socket client and in-process game. */
#define _GNU_SOURCE
#include "phone_client.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

long long phone_now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

static bool apply(void *ctx, const SsgAction *a, SsgError *err)
{
    PhoneGame *pg = ctx;
    SsgEvents *ev = malloc(sizeof *ev);
    if (!ev)
        return false;
    ev->n = 0;
    bool ok = ssgame_apply(&pg->game, a, ev, err);
    if (ok) {
        phone_ssg_events(&pg->table, &pg->game.setup, ev);
        pg->applied++;
    }
    free(ev);
    return ok;
}

static void *loop(void *arg)
{
    PhoneGame *pg = arg;
    while (!pg->stop) {
        pthread_mutex_lock(&pg->lock);
        phone_ssg_tick(&pg->table, &pg->game, false, apply, pg);
        pthread_mutex_unlock(&pg->lock);
        struct timespec t = {0, 2000000}; /* a tick every 2 ms */
        nanosleep(&t, NULL);
    }
    return NULL;
}

PhoneGame *phone_game_start(const char *seats)
{
    PhoneGame *pg = calloc(1, sizeof *pg);
    if (!pg)
        return NULL;
    SsgSetup s = ssgame_default_setup();
    s.seats = (int)strlen(seats);
    s.starter = 0;
    s.seed = 424242;
    for (int i = 0; i < s.seats; i++) {
        snprintf(s.seat[i].name, sizeof s.seat[i].name, "P\"%d\"", i + 1);
        s.seat[i].kind = seats[i] == 'c' ? SSG_COMPUTER : SSG_PERSON;
    }
    SsgError err;
    char msg[300];
    PhoneSeats links;
    phone_ssg_seats(&s, &links);
    if (!ssgame_new(&pg->game, &s, NULL, NULL, &err) ||
        !phone_table_start(&pg->table, &links, "127.0.0.1", 0, TEST_DATA_DIR, NULL, NULL, msg,
                           sizeof msg)) {
        fprintf(stderr, "phone_game_start: %s\n", msg);
        ssgame_free(&pg->game);
        free(pg);
        return NULL;
    }
    pg->port = phone_server_port(pg->table.server);
    for (int i = 0; i < s.seats; i++) {
        char url[128];
        if (phone_table_url(&pg->table, i, url, sizeof url))
            snprintf(pg->token[i], sizeof pg->token[i], "%s", strrchr(url, '/') + 1);
    }
    pthread_mutex_init(&pg->lock, NULL);
    pthread_create(&pg->thread, NULL, loop, pg);
    return pg;
}

void phone_game_stop(PhoneGame *pg)
{
    if (!pg)
        return;
    pg->stop = 1;
    pthread_join(pg->thread, NULL);
    phone_table_stop(&pg->table);
    ssgame_free(&pg->game);
    pthread_mutex_destroy(&pg->lock);
    free(pg);
}

void phone_path(const PhoneGame *pg, int seat, const char *rest, char *buf, size_t size)
{
    snprintf(buf, size, "/s/%s%s", pg->token[seat], rest);
}

int http_connect(int port)
{
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0)
        return -1;
    struct sockaddr_in a = {.sin_family = AF_INET, .sin_port = htons((uint16_t)port)};
    inet_pton(AF_INET, "127.0.0.1", &a.sin_addr);
    struct timeval tv = {5, 0};
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    if (connect(fd, (struct sockaddr *)&a, sizeof a) != 0) {
        close(fd);
        return -1;
    }
    return fd;
}

int http_connect_from(const char *from, int port, int timeout_ms)
{
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0)
        return -1;
    struct sockaddr_in me = {.sin_family = AF_INET};
    struct sockaddr_in a = {.sin_family = AF_INET, .sin_port = htons((uint16_t)port)};
    inet_pton(AF_INET, from, &me.sin_addr);
    inet_pton(AF_INET, "127.0.0.1", &a.sin_addr);
    struct timeval tv = {timeout_ms / 1000, (timeout_ms % 1000) * 1000};
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof tv);
    if (bind(fd, (struct sockaddr *)&me, sizeof me) != 0 ||
        connect(fd, (struct sockaddr *)&a, sizeof a) != 0) {
        close(fd);
        return -1;
    }
    return fd;
}

static HttpReply read_reply(int fd);

HttpReply http_raw(int port, const char *data, size_t len)
{
    HttpReply r = {.status = -1};
    int fd = http_connect(port);
    if (fd < 0)
        return r;
    for (size_t at = 0; at < len;) {
        ssize_t k = send(fd, data + at, len - at, MSG_NOSIGNAL);
        if (k <= 0)
            break;
        at += (size_t)k;
    }
    return read_reply(fd);
}

HttpReply http_request(int port, const char *method, const char *path, const char *body,
                       size_t len)
{
    HttpReply r = {.status = -1};
    int fd = http_connect(port);
    if (fd < 0)
        return r;
    char head[1024];
    int n = snprintf(head, sizeof head,
                     "%s %s HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
                     "Content-Length: %zu\r\n\r\n",
                     method, path, len);
    send(fd, head, (size_t)n, MSG_NOSIGNAL);
    for (size_t at = 0; at < len;) {
        ssize_t k = send(fd, body + at, len - at, MSG_NOSIGNAL);
        if (k <= 0)
            break; /* the server may refuse a body before it is all sent */
        at += (size_t)k;
    }
    return read_reply(fd);
}

/* Reads a reply until the server closes (or the receive timeout), then closes fd. */
static HttpReply read_reply(int fd)
{
    HttpReply r = {.status = -1};
    size_t cap = 65536, got = 0;
    char *buf = malloc(cap + 1);
    for (;;) {
        if (got == cap) {
            cap *= 2;
            buf = realloc(buf, cap + 1);
        }
        ssize_t k = recv(fd, buf + got, cap - got, 0);
        if (k <= 0)
            break;
        got += (size_t)k;
    }
    close(fd);
    buf[got] = '\0';
    char *end = strstr(buf, "\r\n\r\n");
    if (got > 12 && strncmp(buf, "HTTP/1.1 ", 9) == 0 && end) {
        r.status = atoi(buf + 9);
        size_t hl = (size_t)(end - buf);
        snprintf(r.head, sizeof r.head, "%.*s", (int)(hl < sizeof r.head ? hl : sizeof r.head - 1), buf);
        r.body_len = got - hl - 4;
        r.body = malloc(r.body_len + 1);
        memcpy(r.body, end + 4, r.body_len);
        r.body[r.body_len] = '\0';
    }
    free(buf);
    return r;
}

void http_reply_free(HttpReply *r)
{
    free(r->body);
    r->body = NULL;
}

int phone_game_setup(void **state)
{
    PhoneGame *pg = phone_game_start("ppc");
    if (!pg)
        return -1;
    *state = pg;
    return 0;
}

int phone_game_teardown(void **state)
{
    phone_game_stop(*state);
    return 0;
}
