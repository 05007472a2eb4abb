/* The cards a table frame shows, as a list in drawing order: where each card is, how large,
 * and whether its face shows. The frame builds it, drawing draws exactly it, and the tests'
 * privacy check reads the faces from it: what is listed is what is on screen. Pure C. */
#pragma once

#include "card_motion.h"
#include "cards.h"

#include <stdbool.h>

#define TABLE_CARDS_MAX 400

typedef struct TableCard {
    int card;          /* card id, -1 for a back whose card this view may not know */
    bool face_up;
    float cx, cy;      /* centre, pixels */
    int h;             /* height, pixels */
    float width_scale; /* 1, or narrower while turning over */
    float angle;       /* degrees */
    float lift;        /* 0..1: raised (shadow) */
    bool dim;          /* a card that is part of the table, not yours (extending) */
} TableCard;

/* What a game's card id shows: the rank (1 for an ace) and suit the art draws; false when the
 * id is not a card. Each table gives its own (the kit knows no game's cards). */
typedef bool (*TableCardFace)(int card, int *rank, CardSuit *suit);

typedef struct TableCards {
    TableCardFace face; /* set by the table that fills the list */
    int n;
    TableCard c[TABLE_CARDS_MAX];
} TableCards;

/* Empties the list; its face is kept. */
void table_cards_clear(TableCards *tc);
/* Appends a card (dropped silently when the list is full); returns it or NULL. */
TableCard *table_cards_add(TableCards *tc, int card, bool face_up, float cx, float cy, int h);
/* A moving card where the timeline has it now (places are fractions of a width x height window):
 * raised a little while lifted, narrowed while it turns over. */
void table_cards_add_sample(TableCards *tc, int card, const MotionSample *s, int width, int height);
/* n backs fanned round (cx, cy) like a hand held by a seat (at most max of them). */
void table_cards_fan(TableCards *tc, int n, int max, float cx, float cy, int h);
/* Card ids of the faces listed in n lists (a frame's layers), at most max; returns how many. */
int table_cards_faces_in(const TableCards *const *lists, int n, int *out, int max);
/* Card ids of the faces listed, at most max; returns how many. */
int table_cards_faces(const TableCards *tc, int *out, int max);
