/* The scene glue both card tables share: what a table's state asks for after input or a tick
 * (TableAsk: the save, a notice, leaving, the summary, the rules) carried out for the app, and
 * Hands on phones (the phone table started for the app's address, the players told when it
 * cannot listen, the links printed; stopped when the game is over or the table closes).
 *
 * Each table scene holds one host and tells it, in TableHostGame, the little that differs: how
 * its game's save is written and which summary and rules it opens. The game's own side of the
 * phones (seats, events, the tick) is in that game's folder under src/phones/; the scene calls
 * it and then table_host_phones_seen. */
#pragma once

#include "app.h"
#include "game_choice.h"
#include "phone_table.h"
#include "savefile.h"
#include "table_mode.h"

#include <stdbool.h>
#include <stddef.h>

/* What the host asks of the game it hosts; every function gets the host's ctx. */
typedef struct TableHostGame {
    SavefileLine save_line;       /* action i's line of the save */
    SavefileWhole save_whole;     /* the whole save text */
    void (*free_text)(void *);    /* frees save_whole's text */
    bool (*over)(const void *ctx); /* the game is over: the save goes, it cannot be continued */
    int (*actions)(const void *ctx); /* actions so far (lines of the save) */
    /* The summary once the game is over; NULL when it cannot be made: the players are told
     * summary_failed ("The game's summary could not be made ..."). */
    Scene *(*summary)(App *app, void *ctx);
    const char *summary_failed;
    /* The game's rules (TABLE_REQ_RULES); NULL when the table never asks for them. */
    Scene *(*rules)(App *app);
    /* Hands on phones stopped: the game's own hooks (its events to the phones) go too; NULL. */
    void (*phones_off)(void *ctx);
} TableHostGame;

typedef struct TableHost {
    GameChoice choice;            /* the game's setup: no_save, phones, the table's options */
    const TableHostGame *game;
    void *ctx;                    /* the scene */
    bool save_warned;             /* told the players once that the game cannot be saved */
    SavefileLog save_log;         /* the save on disk, kept by appending */
    PhoneTable phones;            /* Hands on phones: running only while a phones game is played */
} TableHost;

void table_host_init(TableHost *h, const GameChoice *choice, const TableHostGame *game, void *ctx);

/* The game on disk after every action (its line appended; the whole text now and then), so
 * closing the window, a crash or a power cut loses at most the action in progress. A finished
 * game leaves nothing to continue. Nothing for a test's or a screenshot's table (no_save). */
void table_host_save(TableHost *h, App *app);

/* Carries out what the state asked for, in this order: the save, a notice, then its request
 * (leaving, the rules, or the summary: the phones stop first, the game is over). ask is
 * cleared; ph is the state's phones. */
void table_host_carry_out(TableHost *h, App *app, TableAsk *ask, TablePhones *ph);

/* Starts listening for these seats on the app's address and port, fills ph (on, each seat's
 * link) and prints the links on standard output. false, with the players told why, when it
 * cannot listen. */
bool table_host_phones_start(TableHost *h, App *app, const PhoneSeats *seats, TablePhones *ph);
/* Stops listening; no seat is on its phone, none has a link, the Join screen closes. */
void table_host_phones_stop(TableHost *h, TablePhones *ph);
bool table_host_phones_running(const TableHost *h);
/* After the phones' tick, once a tick: which seats hold their cards on their phones now,
 * which links were reached and which pages joined (on the phones' clock, ph->clock), and the
 * address the Join screen asked for (ph->want) made the links'. */
void table_host_phones_seen(TableHost *h, TablePhones *ph);
/* A seat's link ("http://HOST:PORT/s/TOKEN"); false (buf "") when phones are off or the seat
 * has none. */
bool table_host_phone_url(const TableHost *h, int seat, char *buf, size_t size);
