/* The story of a siteswap card game, for the summary at its end: every performance in order,
 * who performed it, how it ended, who recognised it and after how many cycles.
 *
 * Built by replaying the game's actions from its setup on a scratch game (the same way a save
 * is loaded), so it needs nothing the game does not already keep.
 *
 * Privacy (S17 in assets/rules/siteswap-rulings.txt): a dropped pattern was never shown, so its throws stay secret forever.
 * A dropped entry holds who performed it, what kind of play it was and its turn; nothing else
 * (no values, no trick name, no recogniser, no cycles). A performance still going on when the
 * history is made is left out: its throws are still being guessed.
 *
 * Pure C: no SDL, no clock, no I/O. */
#pragma once

#include "ssgame.h"

#include <stdbool.h>

/* Performances kept, in order: far beyond a real game (six easy computer players with the
 * advanced option make about 20, at most about 50). Past it, later performances are only
 * counted (`omitted`); the places, the winner and the turns stay right. About 380 kB. */
#define SSG_HISTORY_MAX 512

typedef enum SsgOutcome {
    SSG_OUTCOME_RECOGNISED, /* someone guessed it (and, with the catch rule, it was laid down) */
    SSG_OUTCOME_LAID_DOWN,  /* unrecognised, laid down after the cycles */
    SSG_OUTCOME_DROPPED,    /* dropped or given up: secret */
} SsgOutcome;

typedef struct SsgHistoryEntry {
    SsgPlayKind kind;
    int performer;
    SsgOutcome outcome;
    int recognised_by;          /* -1 if none */
    int cycles;                 /* cycles shown when it ended (when recognised: at the right guess) */
    int wrong_guesses;          /* by everyone, in this performance */
    bool on_screen;             /* the on-screen juggler performed it (at the end) */
    int n;                      /* siteswaps: throws; 0 for tricks and dropped plays */
    int values[SSG_CARDS];      /* the siteswap from the cards, before reductions */
    int performed[SSG_CARDS];   /* as juggled, after the chosen reductions */
    char trick[48];             /* trick plays: the trick's name */
    SsgStyle style;
    int revealed_index;         /* the revealed siteswap it became or extended, -1 */
    long turn;                  /* the game's turn count when it began (1 = the first turn) */
} SsgHistoryEntry;

typedef struct SsgHistory {
    int n;
    SsgHistoryEntry entry[SSG_HISTORY_MAX];
    int omitted;                /* performances past SSG_HISTORY_MAX, not kept */
    int longest;                /* the entry with the longest siteswap played (most throws),
                                 * the first of equals; -1 when no siteswap was played */
    int winner;                 /* the seat in first place, -1 while nobody has finished */
    int places[SSG_MAX_SEATS];  /* as the game's: 0 = no place, 1 = winner, ... */
    long turns;
    SsgEndReason end_reason;    /* why it ended (ssgame_end_text says it in words) */
} SsgHistory;

/* Fills out from the game (large: keep it on the heap). false when the game's actions do not
 * replay to the same game from its setup (a game changed by other means), or without memory;
 * out is then empty (n 0, longest and winner -1). */
bool ssgame_history(const SsgGame *g, SsgHistory *out);
