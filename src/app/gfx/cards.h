/* Playing cards drawn from the project's SVG assets at the size the window needs.
 *
 * A card face is composed once per (rank, suit, height) into a texture: the blank face
 * (cards/face.svg), the suit pips (cards/<suit>.svg) and the value in large type, so a card's
 * value reads from across a table. The back is cards/back.svg. */
#pragma once

#include "svg.h"
#include "text.h"

#include <SDL.h>
#include <stdbool.h>

typedef enum CardSuit { CARD_SPADES, CARD_HEARTS, CARD_DIAMONDS, CARD_CLUBS, CARD_SUIT_COUNT } CardSuit;

/* Ranks 1 (Ace) to 10, as on the siteswap card game's cards, and 11-13 (J, Q, K) for Jugglers' policies. */
#define CARD_RANK_MIN 1
#define CARD_RANK_MAX 13

typedef struct CardArt CardArt;

CardArt *cards_create(SDL_Renderer *r, SvgCache *svg, TextCache *text);
void cards_destroy(CardArt *ca);

/* Width of a card of the given height (cards are 5:7). */
int cards_width(int height);

/* The pixel size of the large value on a face of this rank and height (a 10 a little smaller). */
int cards_value_px(int rank, int height);

/* A card's face or back at the given height; NULL if the art cannot be drawn. */
SDL_Texture *cards_face(CardArt *ca, int rank, CardSuit suit, int height);
/* The rank (1 for an ace) and suit the art draws for a card of one standard pack (deck52 ids,
 * Jugglers'); false when id is not a card. */
bool cards_of_52(int id, int *rank, CardSuit *suit);
/* A face for a card of one standard pack; NULL when id is not a card. */
SDL_Texture *cards_face_52(CardArt *ca, int id, int height);
SDL_Texture *cards_back(CardArt *ca, int height);

/* Draws a card texture centred at (cx, cy), turned by angle degrees clockwise, with a shadow. */
void cards_draw(CardArt *ca, SDL_Texture *card, float cx, float cy, int height, double angle);

/* The same at any drawn size (a flip narrows w; a moving card changes size without composing a
 * new face), with a shadow that moves away as the card is lifted (lift 0..1). */
void cards_draw_sized(CardArt *ca, SDL_Texture *card, float cx, float cy, float w, float h,
                      double angle, float lift);

/* Drops composed faces (after the renderer lost its textures). */
void cards_flush(CardArt *ca);
