/* The phones' HTTP server: libmicrohttpd in its own threads, serving the protocol of
 * phone_protocol.h for one game.
 *
 * The server never touches the game. Actions and checks wait in a mutex-protected queue that
 * the game loop drains (phone_server_next_job), judges with the rules and answers
 * (phone_server_answer); the game loop publishes each seat's view JSON (phone_server_publish)
 * for the server to serve and push. Built without libmicrohttpd, phone_server_start says so and
 * returns NULL (phone_server_none.c). */
#pragma once

#include "phone_protocol.h"

#include <stdbool.h>
#include <stddef.h>

#define PHONE_MAX_BINDS 4
#define PHONE_MAX_SEATS 8

typedef struct PhoneServer PhoneServer;

/* Called from a server thread when a job is queued, so a game loop asleep while nothing moves
 * wakes at once to answer it (e.g. by pushing an event); it must be thread-safe. */
typedef void (*PhoneWake)(void *ctx);

typedef struct PhoneServerConfig {
    const char *bind;            /* an IPv4 address, or NULL/"" for the machine's local network
                                  * addresses (127.0.0.1 when it has none) */
    int port;                    /* 0: a free port */
    const char *data_dir;        /* the page files: DATA_DIR/phones/..., DATA_DIR/cards/... */
    int seats;
    bool linked[PHONE_MAX_SEATS];/* seats that get a link (the person seats) */
    PhoneWake wake;              /* NULL: the loop polls often enough by itself */
    void *wake_ctx;
} PhoneServerConfig;

typedef struct PhoneJob {
    long id;
    int seat;
    PhoneRoute route;            /* PHONE_ROUTE_ACTION or PHONE_ROUTE_CHECK */
    size_t len;
    char body[PHONE_MAX_BODY + 1];  /* NUL-terminated copy (the body may hold NULs itself) */
} PhoneJob;

/* Is the server built in (libmicrohttpd and libqrencode were found)? */
bool phone_server_available(void);

/* Starts listening with fresh tokens; NULL with a message in err on failure. */
PhoneServer *phone_server_start(const PhoneServerConfig *cfg, char *err, size_t err_size);
/* Stops listening, ends every stream and frees the server. NULL is fine. */
void phone_server_stop(PhoneServer *s);

int phone_server_port(const PhoneServer *s);
/* The seat's link, "http://HOST:PORT/s/TOKEN"; false for a seat without one. */
bool phone_server_url(const PhoneServer *s, int seat, char *buf, size_t size);

/* The addresses it listens on, best first (phone_addr.h: what a phone on the room's network can
 * reach), each with its interface's name ("" for --bind's); the links use the chosen one, the
 * first until another is chosen. */
int phone_server_hosts(const PhoneServer *s);
bool phone_server_host(const PhoneServer *s, int i, char *addr, size_t addr_size, char *name,
                       size_t name_size);
int phone_server_chosen(const PhoneServer *s);
/* The game loop's: the links (phone_server_url) use host i from now on; false when no such. */
bool phone_server_choose(PhoneServer *s, int i);
/* Has a request with the seat's token come (the page or its parts): the link reaches this
 * computer from that phone? */
bool phone_server_reached(PhoneServer *s, int seat);
/* Has the seat's page ever opened its events stream: the page loaded and joined? */
bool phone_server_joined(PhoneServer *s, int seat);

/* ---- The game loop's side ---- */

/* Takes the oldest waiting job; false when none waits. */
bool phone_server_next_job(PhoneServer *s, PhoneJob *out);
/* Answers job id with an HTTP status and a JSON body (copied). */
void phone_server_answer(PhoneServer *s, long id, int status, const char *json);
/* The seat's current view JSON (copied); its streams get it at once. */
void phone_server_publish(PhoneServer *s, int seat, const char *json);
/* Is the seat on its phone: an events stream open now, or closed less than the grace ago? */
bool phone_server_on_phone(PhoneServer *s, int seat);
/* Open event streams of a seat (tests). */
int phone_server_streams(PhoneServer *s, int seat);
