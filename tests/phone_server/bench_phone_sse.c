/* How fast a change reaches a phone: a seat's events stream is open, another seat's phone plays
 * an action, and the time from sending it to the stream's new view is measured (the target: a
 * new view within 100 ms on a local network). The game loop ticks every 2 ms here; the game's
 * own ticks at 60 Hz add up to 17 ms. Prints figures; a benchmark, never a unit test. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "phone_client.h"

static int cmp(const void *a, const void *b)
{
    long long x = *(const long long *)a, y = *(const long long *)b;
    return x < y ? -1 : x > y;
}

int main(void)
{
    PhoneGame *pg = phone_game_start("ppp");
    if (!pg)
        return 1;
    int fd = http_connect(pg->port);
    char req[256];
    int n = snprintf(req, sizeof req, "GET /s/%s/events HTTP/1.1\r\nHost: x\r\n\r\n", pg->token[0]);
    send(fd, req, (size_t)n, MSG_NOSIGNAL);
    static char buf[1 << 20];
    size_t got = 0;
    enum { ROUNDS = 45 }; /* 3 people skipping: the game ends in a stalemate after 58 */
    long long delay[ROUNDS], post[ROUNDS];
    int done = 0;
    /* Wait for the stream's first views (the second one says the seat is on its phone). */
    long long until = phone_now_ms() + 5000;
    while (!strstr(buf, "\"version\":2,") && phone_now_ms() < until) {
        ssize_t k = recv(fd, buf + got, sizeof buf - 1 - got, 0);
        if (k <= 0)
            break;
        got += (size_t)k;
        buf[got] = '\0';
    }
    for (int r = 0; r < ROUNDS; r++) {
        int seat = r % 3;
        char path[96], body[16], want[32];
        snprintf(path, sizeof path, "/s/%s/action", pg->token[seat]);
        snprintf(body, sizeof body, "skip %d", seat + 1);
        snprintf(want, sizeof want, "\"version\":%d,", r + 3);
        long long t0 = phone_now_ms();
        HttpReply a = http_request(pg->port, "POST", path, body, strlen(body));
        post[r] = phone_now_ms() - t0;
        bool ok = a.status == 200;
        if (!ok)
            printf("phones-sse: round %d refused (%d): %s\n", r, a.status, a.body ? a.body : "");
        http_reply_free(&a);
        while (ok && !strstr(buf, want) && got + 1 < sizeof buf) {
            ssize_t k = recv(fd, buf + got, sizeof buf - 1 - got, 0);
            if (k <= 0)
                break;
            got += (size_t)k;
            buf[got] = '\0';
        }
        if (!ok || !strstr(buf, want))
            break;
        delay[r] = phone_now_ms() - t0;
        done++;
    }
    close(fd);
    phone_game_stop(pg);
    if (done == 0) {
        printf("phones-sse: no view arrived\n");
        return 1;
    }
    qsort(delay, (size_t)done, sizeof delay[0], cmp);
    qsort(post, (size_t)done, sizeof post[0], cmp);
    printf("phones-sse: %d actions; action sent -> new view on another seat's stream: median %lld ms, "
           "max %lld ms (target 100 ms); POST round trip median %lld ms, max %lld ms\n",
           done, delay[done / 2], delay[done - 1], post[done / 2], post[done - 1]);
    return done == ROUNDS ? 0 : 1;
}
