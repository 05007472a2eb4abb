/* The game loop's side of Hands on phones for the siteswap card game: starts the server for a
 * game, keeps each seat's short log, and once a tick answers the phones' checks and actions and
 * publishes every linked seat's view. It only reads the game; actions go through the caller's
 * apply function, the same path as an action made on the big screen. */
#pragma once

#include "phone_server.h"
#include "phone_view.h"
#include "ssgame.h"

#include <stdbool.h>
#include <stdio.h>

/* Applies a checked action the way the screen does (events, animation, log, save). */
typedef bool (*PhoneApplyFn)(void *ctx, const SsgAction *a, SsgError *err);

typedef struct PhoneTable {
    PhoneServer *server;            /* NULL when not running */
    int seats;
    bool linked[SSG_MAX_SEATS];
    bool on_phone[SSG_MAX_SEATS];   /* refreshed every tick */
    PhoneLog log[SSG_MAX_SEATS];
    long log_added;                 /* lines added in all: part of the publish signature */
    bool choosing;                  /* set by the table before each tick: a performer at the
                                     * screen chooses how to perform, guessing is not open */
    bool built_choosing;
    long version[SSG_MAX_SEATS];
    char *last[SSG_MAX_SEATS];      /* the JSON last published */
    /* What the views were last built from: rebuilt when one of these moved. */
    bool built;
    int built_actions;
    long built_mask, built_log;
} PhoneTable;

/* Starts listening for a game with this setup: a link for every person seat. wake (may be NULL)
 * is called from a server thread whenever a phone's request waits for the game loop. false with
 * the reason in err (the table is then not running). */
bool phone_table_start(PhoneTable *t, const SsgSetup *setup, const char *bind, int port,
                       const char *data_dir, PhoneWake wake, void *wake_ctx, char *err,
                       size_t err_size);
/* Stops listening and forgets everything; fine on a table that is not running. */
void phone_table_stop(PhoneTable *t);
bool phone_table_running(const PhoneTable *t);
/* "seat N NAME: URL" for every linked seat, one a line. */
void phone_table_print_links(const PhoneTable *t, const SsgSetup *setup, FILE *out);
/* The seat's link, "" when it has none. */
bool phone_table_url(const PhoneTable *t, int seat, char *buf, size_t size);
/* Events the game produced (every action's, whoever made it): each seat's log. */
void phone_table_events(PhoneTable *t, const SsgSetup *setup, const SsgEvents *events);
/* One tick of the game loop: answers every waiting check and action (actions applied through
 * apply), then publishes the views that changed. Returns the actions applied. */
int phone_table_tick(PhoneTable *t, const SsgGame *g, PhoneApplyFn apply, void *ctx);
