/* Where things sit on the Jugglers table, for the frame and for card motion alike: the shared
 * layout (seats round the oval, the log, the strip, the buttons) and, in the free corners of the
 * felt and its middle, the Jugglers' own places: the decks and the discard (top left), the
 * Village Order and the failed policies (top right), the die (bottom left), the round's facts
 * (bottom right), and the three columns in the middle: a policy, the joker, a policy, each with
 * its face-down cards beside it and its poker hand growing below. */
#pragma once

#include "card_motion.h"
#include "jt_state.h"
#include "table_layout.h"

typedef struct JtPlaces {
    TableLayout L;
    SDL_FRect piles, village, die, info;   /* the four corners */
    int pile_h;                            /* cards in the corners */
    float policy_deck_x, deck_x, discard_x, piles_y;
    float village_x0, village_step, village_y, rejected_x;
    SDL_FRect column[JG_DRAFTS];           /* each column's area in the middle */
    int col_h;                             /* cards in the columns */
    float top_y;                           /* centre of the policies and the face-down cards */
    float policy_x[JG_DRAFTS], down_x[JG_DRAFTS], secret_x[JG_DRAFTS];
    float hand_y, hand_x0[JG_DRAFTS], hand_step;
    float words_y;                         /* the hand's value in words, under the hand */
} JtPlaces;

/* The places as drawn now (mid-glide, the seats between their places: JtSeatRing). */
void jt_places(const JtState *st, JtPlaces *P);
/* The same `ahead` timeline seconds past the last tick (drawing blends between ticks). */
void jt_places_at(const JtState *st, double ahead, JtPlaces *P);
/* The places once the seats have glided where they are going (cards queued now go there). */
void jt_places_settled(const JtState *st, JtPlaces *P);

/* The view's order, if it changed, is taken up at timeline second `at`. */
void jt_seats_due(JtState *st, double at);
/* A tick: an order due by now begins its glide. */
void jt_seats_tick(JtState *st);
/* The seats glide now or are about to (the table is not still). */
bool jt_seats_gliding(const JtState *st);
/* That seat is between two places now. */
bool jt_seat_gliding(const JtState *st, int seat);
/* A pile's place for card motion (the column slot for JT_PILE_COLUMN + draft * 8 + k). */
MotionPlace jt_pile_place(const JtState *st, const JtPlaces *P, int pile);
/* The centre of a pile's place in pixels. */
void jt_pile_point(const JtPlaces *P, int pile, float *x, float *y, int *h);
