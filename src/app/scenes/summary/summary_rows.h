/* The summary's public pieces below the scene: a row of the game's patterns in words, what a
 * game gives the scene, what Play again calls, and the next game's seed (kept apart so the
 * scene's own files can share them without including the scene's header). Names no game: each
 * game makes its content in its own folder (scenes/siteswap_table/sst_summary.c,
 * scenes/jugglers_table/jt_summary.c). */
#pragma once

#include "anim.h"
#include "app.h"
#include "game_choice.h"

#include <stdint.h>

#define SUMMARY_NAME_SIZE 32       /* a seat's name, as the games' engines hold it */

typedef struct SummaryRow {
    char who[SUMMARY_NAME_SIZE];
    char when[32];             /* "turn 7" */
    char pattern[64];          /* siteswap digits, a trick's name, or a dash for a dropped play */
    char pattern_detail[160];  /* what kind of play, as juggled after reductions, its style */
    char result[96];           /* "Recognised by Ben", "Laid down", "Dropped" */
    char result_detail[128];   /* after how many cycles, on screen or for real */
    bool watchable;            /* has a Watch button */
    bool longest;
    bool dropped;              /* drawn faint, its result in the warning colour */
} SummaryRow;

#define SUMMARY_MAX_SEATS 6
#define SUMMARY_MAX_CARDS 24

/* What a row's Watch button juggles, asked of the game that made the summary. */
typedef struct SummaryWatch {
    /* Row's pattern into m; false when it cannot be juggled (the panel says so). */
    bool (*prepare)(const void *ctx, int row, AnimMotion *m);
    /* m at this many seconds, fitted into area. */
    void (*draw)(App *app, const AnimMotion *m, double seconds, SDL_FRect area);
    void *ctx;                 /* the game's; the scene owns it from then on */
    void (*free_ctx)(void *ctx);
} SummaryWatch;

/* A summary made by a game: everything the scene shows, already in words. The scene copies
 * it, so the caller may free it at once (all but watch.ctx, which the scene frees). */
typedef struct SummaryContent {
    uint64_t seed;             /* the celebration's, and Play again's next deal */
    long turns;                /* the game's turns: Play again's deal is made from them too */
    int seats;
    char names[SUMMARY_MAX_SEATS][SUMMARY_NAME_SIZE];
    int winner;                /* the seat named in the winner's moment, -1 for none */
    char moment_name[96];      /* instead of the winner's name when set ("Anna and Ben") */
    int places_n;
    int place_seat[SUMMARY_MAX_SEATS];
    char place_text[SUMMARY_MAX_SEATS][64];
    char headline[96], subtitle[200], moment_detail[200];
    char heads[3][32];         /* the list's column heads */
    char hint[160];            /* the keys, under the list */
    int cards_n;               /* cards the celebration throws */
    int card_rank[SUMMARY_MAX_CARDS], card_suit[SUMMARY_MAX_CARDS];
    bool clubs, rings;         /* props of the game the celebration throws besides balls
                                * (neither: clubs) */
    char empty[96];            /* what the list says without rows ("": no pattern performed) */
    int rows_n;
    const SummaryRow *rows;
    SummaryWatch watch;        /* prepare NULL: nothing to watch */
} SummaryContent;

#define SUMMARY_PROBE_WATCH 64

/* Makes the scene of a new game from a choice (e.g. sst_scene_create); NULL without memory. */
typedef Scene *(*SummaryPlayAgain)(App *app, const GameChoice *choice);

/* The seed "Play again" deals with: made from the old seed and the game's turns (never the
 * clock), short enough to read out, and never the old one. */
uint64_t summary_next_seed(uint64_t seed, long turns);
