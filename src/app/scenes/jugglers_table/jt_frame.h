/* The Jugglers table's frame: a pure function of the state and the window that says where
 * everything is: every card (in three layers, in drawing order), the private hand and sigil, the
 * columns a card can go to, the buttons, the scores panel, the curtain's button. Drawing draws
 * exactly this, input tests clicks against exactly this, and the tests' probe reports it. */
#pragma once

#include "jt_places.h"
#include "jt_state.h"
#include "table_cards.h"

#define JT_HAND_SLOTS (JG_MAX_HAND + 1)   /* the hand and the deck's top card */

typedef struct JtSeatShow {
    bool on_turn;
    bool chairman;
    int hand;             /* backs shown (those still on their way are not counted yet) */
    bool sigil;
} JtSeatShow;

typedef struct JtFrame {
    JtPlaces P;
    TableCards table;          /* seats, piles, columns, the Village Order */
    TableCards mine;           /* the private hand and sigil (and a dragged card, last) */
    TableCards moving;         /* cards on the move */
    TableCards held_cards;     /* a held gathering's hands, over the felt */
    bool own_shown;            /* the shown seat's hand and sigil are on screen (behind the
                                * curtain, or always for the only person at the screen) */
    bool held;                 /* a gathering's result is held up */
    SDL_FRect held_panel;
    float held_row_y[JG_DRAFTS];   /* each hand's row in the panel (top) */
    int held_card_h;
    float held_words_x;            /* where each row's words start */
    JtSeatShow seat[JG_MAX_SEATS];
    int policy_deck, deck, discard, rejected;      /* counts shown */
    int down[JG_DRAFTS], secrets[JG_DRAFTS];
    int column_n[JG_DRAFTS];                        /* face-up cards shown in each column */

    /* Private: the choices, the deck's card last; pick_of says which pick each is. */
    int hand_n;
    int hand_card[JT_HAND_SLOTS];
    int pick_of[JT_HAND_SLOTS];
    SDL_FRect hand_rect[JT_HAND_SLOTS];
    SDL_FRect sigil_rect;                           /* empty when none is shown */
    int drag_over;                                  /* the column under a dragged card, -1 */

    JtButtons buttons;
    SDL_FRect button_rect[JT_MAX_BUTTONS];
    SDL_FRect confirm;                              /* the curtain's button */
    bool scoring;                                   /* a round's scores are up */
    SDL_FRect panel;
    SDL_FRect score_row[JG_MAX_SEATS];
    int scores_shown;                               /* seats whose sigil and points are
                                                     * revealed so far, one by one */
    float village_x, village_y;                     /* where the scores' Village Order starts */
    float rule_y;                                   /* the scoring rule's line, under it */
} JtFrame;

/* The frame at `ahead` seconds of motion past the last tick (drawing blends; input uses 0). */
void jt_frame(const JtState *st, double ahead, JtFrame *f);
/* The column (a JgDraft) under (x, y), or -1. */
int jt_column_at(const JtFrame *f, float x, float y);
