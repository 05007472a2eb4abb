/* The summary scene's state, shared by its files and private to this folder. The words come
 * from the game that ended (SummaryContent): each game makes them in its own folder.
 *
 *   summary_state.c   the state's geometry in a window: layout, list, scroll (pure)
 *   summary_sparks.c  the winner's moment: props thrown and falling (pure)
 *   summary_draw.c    draws the state (SDL); summary_input.c: input -> state, leaving
 *   summary_scene.c   the scene: create, update, destroy, probe. */
#pragma once

#include "anim.h"
#include "app.h"
#include "game_choice.h"
#include "layer.h"
#include "list.h"
#include "rng.h"
#include "summary_layout.h"
#include "summary_rows.h"

#define MOMENT_SECONDS 3.5     /* the winner's moment, unless skipped */
#define CALM_SECONDS 0.35      /* after it, Enter and Esc wait this long: no double presses */
#define SPARKS 44
#define SPARK_GRAVITY 1.7f     /* window heights per second squared */
#define MAX_CARDS SUMMARY_MAX_CARDS           /* the winner's cards the celebration throws */
#define TD_PI 3.14159265358979323846

typedef enum SparkKind { SPARK_BALL, SPARK_CLUB, SPARK_RING, SPARK_CARD, SPARK_KINDS } SparkKind;

/* A prop or card of the celebration: x in window widths, y in window heights. */
typedef struct Spark {
    bool flying;
    double wait;            /* seconds before its first throw */
    float x, y, px, py;     /* now and one tick ago, for blending */
    float vx, vy;
    float angle, pangle, spin; /* degrees */
    float size;             /* in window heights */
    SparkKind kind;
    int colour, rank, suit;
} Spark;

typedef struct SummaryScene {
    Scene base;
    GameChoice choice;
    SummaryPlayAgain again; /* makes the next game's scene; NULL: there is none */
    long turns;             /* the game's, for Play again's deal */
    int seats;
    char names[SUMMARY_MAX_SEATS][SUMMARY_NAME_SIZE];
    char headline[96], subtitle[200], moment_detail[200];
    char moment_name[96];   /* the winners' names when not one seat's ("" for the winner's) */
    char heads[3][32];      /* the list's column heads */
    char hint[160];         /* the keys, under the list */
    char empty[96];         /* what the list says without rows */
    int winner;
    int places_n;
    int place_seat[SUMMARY_MAX_SEATS];
    char place_text[SUMMARY_MAX_SEATS][64];
    SummaryRow *rows;
    int rows_n;
    SummaryWatch watch;     /* the game's: what a row's Watch juggles */

    long ticks;
    bool celebrating;
    int calm_ticks;
    RngState rng;
    Spark sparks[SPARKS];
    SparkKind kinds[SPARK_KINDS];
    int kinds_n;
    int card_rank[MAX_CARDS], card_suit[MAX_CARDS];
    int cards_n;

    UiList list;            /* the rows: selection and scroll, in rows */
    bool pressing, dragging;
    int press_where;        /* 0 nothing, 1 the list, 2 Play again, 3 Back */
    float press_x, press_y, press_top;
    float pointer_x, pointer_y; /* for the buttons' hover */

    bool watching;
    AnimMotion *om;
    bool om_ok;
    double om_t;
    char om_title[160], om_detail[200];

    DrawLayer under_watch;  /* the summary and the panel under a watched pattern */
    int watch_n;
    int watch_row[SUMMARY_PROBE_WATCH];
    SDL_FRect watch_button[SUMMARY_PROBE_WATCH];
} SummaryScene;

void summary_layout_for(const SummaryScene *ss, const App *app, SummaryLayout *L);
/* The list counts rows; the screen scrolls them by pixels of row_h. */
void summary_sync_list(SummaryScene *ss, const SummaryLayout *L);
float summary_scroll_px(const SummaryScene *ss, const SummaryLayout *L);
float summary_max_scroll(const SummaryScene *ss, const SummaryLayout *L);
SDL_FRect summary_row_rect(const SummaryScene *ss, const SummaryLayout *L, int i);
