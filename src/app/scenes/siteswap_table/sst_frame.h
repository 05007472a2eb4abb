/* The siteswap table's frame: a pure function of the state and the window that says where
 * everything is: every card (in three layers, in drawing order), the hand, the build row and its
 * reduction badges, the revealed rows, the buttons, the trick picker's and the guess panel's rows,
 * the curtain's button. Drawing draws exactly this, input tests clicks against exactly this, and
 * the tests' probe reports it: what is clicked is what was drawn. */
#pragma once

#include "sst_places.h"
#include "sst_state.h"
#include "table_cards.h"
#include "table_layout.h"

#define SST_GUESS_ROWS 16
#define SST_TRICK_ROWS 40

typedef struct SstSeatShow {
    bool on_turn;
    bool buzzable;        /* may buzz in now: the number badge lights up */
    int hand, stack;      /* cards shown (those still on their way are not counted yet) */
} SstSeatShow;

typedef struct SstFrame {
    TableLayout L;             /* the kit's layout */
    SstLayout S;               /* and this table's own places in it */
    TableCards table;          /* seats' fans and stacks, the piles, the revealed siteswaps */
    TableCards mine;           /* the private hand and the build (and a dragged card, last) */
    TableCards moving;         /* cards on the move */
    SstSeatShow seat[SSG_MAX_SEATS];
    int pickup_shown;
    bool discard_empty;

    /* The revealed siteswaps: rows shown (empty where not), and how many are out of view. */
    SDL_FRect revealed_row[SSG_MAX_REVEALED];
    float revealed_x0[SSG_MAX_REVEALED];
    int revealed_before, revealed_after;

    /* Private. */
    int hand_n;
    int hand_card[SSG_CARDS];
    SDL_FRect hand_rect[SSG_CARDS];
    SDL_FRect slot_rect[SSG_CARDS];
    SDL_FRect tag_rect[SSG_CARDS];   /* reduction toggles under the cards; empty where none */
    SDL_FRect caret;                 /* empty when no caret is shown */
    int tag_hover;                   /* the reduction badge under the pointer, -1 */
    SDL_FRect drop;                  /* where a dragged card lands in the build */

    /* The style's three choices (SstStylePart order: prop, hand, movement), beside the build's
     * verdict or under the trick picker's preview; none shown when style_chips is false. */
    bool style_chips;
    SDL_FRect style_chip[3];

    SstButtons buttons;
    SDL_FRect button_rect[SST_MAX_BUTTONS];

    SDL_FRect confirm;               /* the curtain's button */

    /* The performance strip. */
    SDL_FRect counter;               /* the cycle counter */
    float perf_x, perf_w;            /* the text column right of the counter */
    SDL_FRect guess_field;
    int guess_rows_n, guess_top, guess_fit;
    SDL_FRect guess_row[SST_GUESS_ROWS];

    /* The overlay: a revealed siteswap juggled, or the trick picker. */
    SDL_FRect panel, preview;
    int trick_rows_n, trick_top, trick_fit;
    SDL_FRect trick_row[SST_TRICK_ROWS];
    /* The reveal (OVERLAY_REVEAL): panel and preview above, then its lines and cards. */
    SDL_FRect reveal_who, reveal_what, reveal_facts, reveal_go;
    int reveal_what_px;              /* the siteswap's characters (or the trick's name) */
    TableCards reveal_cards;         /* its cards, large */
    bool juggler_on_stage;           /* the performance juggler replaces the log */
    SDL_FRect stage;
    SDL_FRect shot;                  /* inside the stage: what the juggler is drawn into */
} SstFrame;

/* The frame at `ahead` seconds of motion past the last tick (drawing blends; input uses 0). */
void sst_frame(const SstState *st, double ahead, SstFrame *f);
/* The revealed siteswap under (x, y), or -1. */
int sst_revealed_at(const SstFrame *f, int count, float x, float y);
