/* A plain socket HTTP client and an in-process phones game for the server's tests: the game
 * loop runs in its own thread (the only writer of the game, as in the app), the test is the
 * phone. */
#pragma once

#include "phone_ssg.h"
#include "ssgame.h"

#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>

typedef struct PhoneGame {
    SsgGame game;
    PhoneTable table;
    pthread_t thread;
    pthread_mutex_t lock;        /* held by the game loop during each tick */
    volatile int stop;
    int port;
    char token[SSG_MAX_SEATS][40];
    long applied;
} PhoneGame;

/* A game of seats ("ppc": p person, c computer), seat 1 on turn, its server on 127.0.0.1. */
PhoneGame *phone_game_start(const char *seats);
void phone_game_stop(PhoneGame *pg);
/* cmocka's setup and teardown of a test on its own game of seats "ppc" (*state: the PhoneGame). */
int phone_game_setup(void **state);
int phone_game_teardown(void **state);

typedef struct HttpReply {
    int status;                  /* -1: no answer (connection refused or closed) */
    char head[4096];
    char *body;                  /* heap, NUL-terminated */
    size_t body_len;
} HttpReply;

int http_connect(int port);
/* Sends a request (method, path, body of len bytes, extra header lines) and reads the whole
 * reply (the server closes: "Connection: close"). */
HttpReply http_request(int port, const char *method, const char *path, const char *body,
                       size_t len);
void http_reply_free(HttpReply *r);
/* A connection to the server from a given loopback address ("127.0.0.2"), with a receive
 * timeout of timeout_ms; -1 on failure. */
int http_connect_from(const char *from, int port, int timeout_ms);
/* Sends len raw bytes from 127.0.0.1 and reads the reply until the server closes. */
HttpReply http_raw(int port, const char *data, size_t len);
/* The seat's path: "/s/TOKEN" + rest. */
void phone_path(const PhoneGame *pg, int seat, const char *rest, char *buf, size_t size);
long long phone_now_ms(void);
