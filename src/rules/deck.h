/* Cards and piles, shared by the table games.
 *
 * A card is a small id; a Pile is an ordered stack of ids whose last entry is the top. The
 * siteswap card game's deck is 80 cards: two packs of Ace to 10 in four suits. Text for a card
 * names its rank, suit and pack ("10h2", "Ac1") so a save file can say exactly which card moved.
 * Jugglers uses one standard 52-card pack (deck52_*): "9h", "10s", "Qs", "Ac".
 * Pure C, no I/O. */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "rng.h"

#define DECK_MAX_CARDS 80          /* the largest deck any table game uses */
#define DECK_SITESWAP_CARDS 80     /* 2 packs x 4 suits x Ace..10 */
#define DECK_CARD_TEXT 6           /* "10h2" plus NUL, with room to spare */
#define DECK52_CARDS 52            /* one standard pack */
#define DECK52_LOW_CARDS 36        /* its 2-10: ids 0-35 */

typedef enum DeckSuit { DECK_CLUBS, DECK_DIAMONDS, DECK_HEARTS, DECK_SPADES } DeckSuit;

typedef struct Pile {
    int n;
    uint8_t card[DECK_MAX_CARDS];  /* card[n - 1] is the top */
} Pile;

/* The siteswap game's cards: id = pack * 40 + suit * 10 + (rank - 1), rank 1 (Ace) to 10. */
int deck_rank(int id);
int deck_suit(int id);
int deck_pack(int id);   /* 1 or 2 */
int deck_card(int rank, int suit, int pack);   /* -1 when out of range */
/* "10h2"; false when id is not a card (buf gets "?"). */
bool deck_card_text(int id, char *buf, size_t size);
/* Parses "Ac1", "10h2" (suit c, d, h, s; pack 1 or 2; case-insensitive). -1 on anything else. */
int deck_parse_card(const char *text);

/* One standard pack: id = (rank - 2) * 4 + suit, rank 2-14 (11 J, 12 Q, 13 K, 14 A), suit a
 * DeckSuit. Ids 0-35 are the cards 2-10 in pokerhand's order (pokerhand_card_at(id)); 36-51 are
 * the jacks, queens, kings and aces. */
int deck52_rank(int id);
int deck52_suit(int id);
int deck52_card(int rank, int suit);   /* -1 when out of range */
/* "9h", "10s", "Jd", "Ac"; false when id is not a card (buf gets "?"). */
bool deck52_card_text(int id, char *buf, size_t size);
/* Parses the text above (rank 2-10, J, Q, K or A; suit c, d, h, s; either case). -1 on anything
 * else. */
int deck52_parse_card(const char *text);

void pile_clear(Pile *p);
void pile_push(Pile *p, int card);         /* the caller keeps n below DECK_MAX_CARDS */
int pile_pop(Pile *p);                     /* the top card, or -1 when empty */
int pile_top(const Pile *p);               /* -1 when empty */
int pile_find(const Pile *p, int card);    /* index or -1 */
bool pile_remove(Pile *p, int card);       /* keeps the others' order */
int pile_remove_at(Pile *p, int index);    /* the card that was there, or -1; keeps the order */
void pile_move_all(Pile *to, Pile *from);  /* from's cards onto to's top, in order; from empties */
void pile_shuffle(Pile *p, RngState *rng);
