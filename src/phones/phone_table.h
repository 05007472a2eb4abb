/* The game loop's side of Hands on phones, for any game: starts the server with a link for
 * every person seat, keeps each seat's short log, and once a tick answers the phones' checks and
 * actions and publishes every linked seat's view. What differs between the games (how a check is
 * answered, how an action is judged and applied, how a view is written) comes through a
 * PhoneGameOps, which each game's own folder under src/phones/ gives. The table never touches
 * the game itself: actions go through the game's act, the same path as one made on the big
 * screen. */
#pragma once

#include "phone_json.h"
#include "phone_server.h"

#include <stdbool.h>
#include <stdio.h>

#define PHONE_SEAT_NAME 32
#define PHONE_REASON_SIZE 256      /* a refused action's reason, each game asserts its own fit */

/* The seats of a game: how many, their names (for the printed links) and which are people
 * (only they get a link). */
typedef struct PhoneSeats {
    int n;
    char name[PHONE_MAX_SEATS][PHONE_SEAT_NAME];
    bool person[PHONE_MAX_SEATS];
} PhoneSeats;

/* A game's seats as the table takes them, one by one: cleared, then each added in order (one
 * past PHONE_MAX_SEATS is left out; a long name is cut to fit). */
void phone_seats_clear(PhoneSeats *out);
void phone_seats_add(PhoneSeats *out, const char *name, bool person);

/* What the table knows of the links, for a seat's view: facts about phones, not the game. */
typedef struct PhoneLinkFacts {
    long version;
    const bool *on_phone;           /* every seat: an events stream open now */
    const PhoneLog *log;
} PhoneLinkFacts;

/* One game's side of the table; every call gets the ctx handed to phone_table_tick. */
typedef struct PhoneGameOps {
    /* A number that moves whenever what the views show moves (beyond links and logs), e.g. the
     * actions made: the views are written again only then. */
    long (*signature)(void *ctx);
    /* The check route: the answer's JSON (heap, NULL without memory) and its HTTP status. */
    char *(*check)(void *ctx, int seat, const char *body, size_t len, int *status);
    /* The action route: judges body as seat's action and applies it when the rules allow;
     * PHONE_OK, or the status with the reason in msg. */
    int (*act)(void *ctx, int seat, const char *body, size_t len, char *msg, size_t msg_size);
    /* The seat's view JSON (heap), NULL without memory. */
    char *(*view)(void *ctx, int seat, const PhoneLinkFacts *facts);
} PhoneGameOps;

typedef struct PhoneTable {
    PhoneServer *server;                /* NULL when not running */
    PhoneSeats seats;
    bool on_phone[PHONE_MAX_SEATS];     /* refreshed every tick */
    PhoneLog log[PHONE_MAX_SEATS];
    long log_added;                     /* lines added in all: part of the publish signature */
    long version[PHONE_MAX_SEATS];
    char *last[PHONE_MAX_SEATS];        /* the JSON last published */
    /* What the views were last written from: written again when one of these moved. */
    bool built;
    long built_signature, built_mask, built_log;
} PhoneTable;

/* Starts listening for a game with these seats: a link for every person seat. wake (may be
 * NULL) is called from a server thread whenever a phone's request waits for the game loop.
 * false with the reason in err (the table is then not running). */
bool phone_table_start(PhoneTable *t, const PhoneSeats *seats, const char *bind, int port,
                       const char *data_dir, PhoneWake wake, void *wake_ctx, char *err,
                       size_t err_size);
/* Stops listening and forgets everything; fine on a table that is not running. */
void phone_table_stop(PhoneTable *t);
bool phone_table_running(const PhoneTable *t);
/* "seat N NAME: URL" for every linked seat, one a line. */
void phone_table_print_links(const PhoneTable *t, FILE *out);
/* The seat's link; false (buf "") when it has none. */
bool phone_table_url(const PhoneTable *t, int seat, char *buf, size_t size);
/* The game's events went into t->log (each seat's, redacted by the game): n more lines may
 * show. Nothing happens on a table that is not running. */
void phone_table_logged(PhoneTable *t, int n);
/* One tick of the game loop: answers every waiting check and action through ops, then
 * publishes the views that changed. Returns the actions applied. */
int phone_table_tick(PhoneTable *t, const PhoneGameOps *ops, void *ctx);
