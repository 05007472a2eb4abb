/* What a card table shows between frames: the public table, the curtain on its way to one
 * person, or that person's private cards. Shared by both card games' tables. Pure C. */
#pragma once

typedef enum TableMode {
    TABLE_PUBLIC,    /* what everyone may see */
    TABLE_CURTAIN,   /* "Pass to Anna": nothing private drawn yet */
    TABLE_PRIVATE,   /* one person's hand and choices */
} TableMode;

#include <stdbool.h>

#define TABLE_MAX_SEATS 6   /* the most seats at either table */
#define TABLE_PHONE_URL 96  /* a seat's phone link, "http://HOST:PORT/s/TOKEN" */
#define TABLE_JOIN_HOSTS 4  /* addresses offered on the Join screen (PHONE_MAX_BINDS) */
#define TABLE_JOIN_ADVICE_S 10.0 /* a phone not in by then gets advice on the Join screen */

/* What a table's state asks its scene for (TableAsk's request): the table host (table_host.h)
 * carries these out. */
typedef enum TableRequest {
    TABLE_REQ_NONE,
    TABLE_REQ_LEAVE,      /* back to where the table was opened from */
    TABLE_REQ_SUMMARY,    /* the game is over: its summary */
    TABLE_REQ_RULES,      /* the game's rules */
} TableRequest;

/* The window and the player's settings, as a table's frame and timeline need them. */
typedef struct TableWindow {
    int width, height;
    float text_scale;   /* the player's text size (1 = normal) */
    double speed;       /* the animation-speed setting */
    bool instant;       /* cards land as they are queued */
} TableWindow;

/* What a table's state asks of its scene after input or a tick (the state has no SDL, so it
 * cannot save, notify or leave itself). */
typedef struct TableAsk {
    int request;          /* a TableRequest */
    bool save_due;        /* an action was applied: write the save */
    char notice[400];     /* a message for the players, "" when none */
    double notice_for;    /* seconds it holds, when less than a notice's usual time */
} TableAsk;

/* Hands on phones as a table's state sees it (the scene keeps it current). A seat on its phone
 * holds its cards there: the screen never shows them and skips its curtain; url is each person
 * seat's link for the curtain and the Join screen ("" without one). */
typedef struct TablePhones {
    bool on;                              /* Hands on phones runs for this game */
    bool on_phone[TABLE_MAX_SEATS];
    char url[TABLE_MAX_SEATS][TABLE_PHONE_URL];
    bool join_open;                       /* the Join screen: every seat's link and QR code */
    /* The addresses the phones are offered (the server's, best first) and the one the links
     * use; the Join screen asks for another through want (-1: none asked), which the host
     * carries out after the phones' tick. */
    int hosts;
    char host_addr[TABLE_JOIN_HOSTS][16];
    char host_name[TABLE_JOIN_HOSTS][32];
    int chosen, want;
    /* Whether each seat's phone got through, on the game's clock (seconds of the phones' ticks
     * since they started): when its link was first reached (-1 not yet), whether its page
     * opened its stream; when the Join screen last opened. */
    double clock;
    double reached_at[TABLE_MAX_SEATS];
    bool joined[TABLE_MAX_SEATS];
    bool join_was_open;
    double join_since;
} TablePhones;

/* A press on a card that may become a drag: it becomes one once the pointer has moved far enough. */
typedef struct TableDrag {
    int index;            /* what was pressed (the table's own index), -1 when nothing */
    float from_x, from_y; /* where it was pressed */
    float x, y;           /* where the pointer is */
    bool dragging;
} TableDrag;

void table_drag_press(TableDrag *d, int index, float x, float y);
/* The pointer moved: true once it is a drag (moved more than threshold from the press). */
bool table_drag_move(TableDrag *d, float x, float y, float threshold);
/* The press ends: true when it was a drag. Nothing is pressed afterwards. */
bool table_drag_release(TableDrag *d);

/* A person decides for `seat` now. With more than one person at the table the curtain goes up
 * for them (mode, shown seat and the curtain's age set; true); alone, they need no curtain
 * (false: the caller shows their cards at once). */
bool table_mode_curtain_for(TableMode *mode, int *shown, double *curtain_age, int persons, int seat);

/* The seat at the bottom when a table opens: the person the game waits for, otherwise the first
 * person, otherwise seat 0. person[s] says whether seat s is a person. */
int table_mode_first_shown(const bool *person, int seats, int waiting);
