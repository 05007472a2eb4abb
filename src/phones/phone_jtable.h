/* The game loop's side of Hands on phones for Jugglers (phone_table.h is the siteswap game's):
 * starts the server for a game with a link for every person seat, keeps each seat's short log,
 * and once a tick answers the phones' checks and actions and publishes every linked seat's
 * view. It only reads the game; actions go through the caller's apply function, the same path
 * as an action made on the big screen. */
#pragma once

#include "phone_jview.h"
#include "phone_server.h"

#include <stdbool.h>
#include <stdio.h>

/* Applies a checked action the way the screen does (events, card moves, log, save). */
typedef bool (*PhoneJApplyFn)(void *ctx, const JgAction *a, JgError *err);

typedef struct PhoneJTable {
    PhoneServer *server;            /* NULL when not running */
    int seats;
    bool linked[JG_MAX_SEATS];
    bool on_phone[JG_MAX_SEATS];    /* refreshed every tick */
    PhoneLog log[JG_MAX_SEATS];
    long log_added;
    long version[JG_MAX_SEATS];
    char *last[JG_MAX_SEATS];       /* the JSON last published */
    bool built;
    int built_actions;
    long built_mask, built_log;
} PhoneJTable;

/* Starts listening for this game: a link for every person seat. false with the reason. */
bool phone_jtable_start(PhoneJTable *t, const JgGame *g, const char *bind, int port,
                        const char *data_dir, PhoneWake wake, void *wake_ctx, char *err,
                        size_t err_size);
void phone_jtable_stop(PhoneJTable *t);
bool phone_jtable_running(const PhoneJTable *t);
/* "seat N NAME: URL" for every linked seat, one a line. */
void phone_jtable_print_links(const PhoneJTable *t, const JgGame *g, FILE *out);
bool phone_jtable_url(const PhoneJTable *t, int seat, char *buf, size_t size);
/* Events the game produced (every action's, whoever made it): each seat's log. */
void phone_jtable_events(PhoneJTable *t, const JgGame *g, const JgEvents *events);
/* One tick: answers every waiting check and action (actions applied through apply), then
 * publishes the views that changed. Returns the actions applied. */
int phone_jtable_tick(PhoneJTable *t, const JgGame *g, PhoneJApplyFn apply, void *ctx);
