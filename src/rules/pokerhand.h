/* Poker hands for Jugglers: the influence cards, a hand's comparable value, and its name.
 *
 * The influence deck is the 36 cards 2-10 of one pack in four suits, each card once; jacks,
 * queens, kings and aces are policy cards and never enter a hand (J1 in
 * assets/rules/jugglers-rulings.txt). A hand holds 0 to 5 of them. pokerhand_value turns a hand
 * into a number that orders hands by plain integer comparison, following J3 to J5: the best
 * category the hand contains (with the three 4-card hands), no ace, only the category's cards
 * break ties, suits never do, and the empty hand is lowest. Pure C, no global state. */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define POKERHAND_MIN_RANK 2
#define POKERHAND_MAX_RANK 10
#define POKERHAND_SUITS 4
#define POKERHAND_DECK_SIZE 36   /* 9 ranks x 4 suits */
#define POKERHAND_MAX_CARDS 5    /* a hand has 0 to 5 cards */
#define POKERHAND_CARD_TEXT 4    /* room for "10s" and its NUL */

typedef enum PokerSuit {
    POKERHAND_CLUBS,
    POKERHAND_DIAMONDS,
    POKERHAND_HEARTS,
    POKERHAND_SPADES,
} PokerSuit;

/* An influence card: rank 2-10 and a suit. Two bytes, so hands copy freely. */
typedef struct PokerCard {
    uint8_t rank;
    uint8_t suit;   /* a PokerSuit */
} PokerCard;

/* The categories from lowest to highest, in the rule text's order (an empty hand is below
 * high card). Stored in the top bits of a value, so the order here is the order of play. */
typedef enum PokerCategory {
    POKERHAND_EMPTY,
    POKERHAND_HIGH_CARD,
    POKERHAND_PAIR,
    POKERHAND_STRAIGHT4,        /* straight with 4 cards */
    POKERHAND_TWO_PAIRS,
    POKERHAND_THREE_OF_A_KIND,
    POKERHAND_FLUSH4,           /* flush with 4 cards */
    POKERHAND_STRAIGHT,
    POKERHAND_FLUSH,
    POKERHAND_FULL_HOUSE,
    POKERHAND_FOUR_OF_A_KIND,
    POKERHAND_STRAIGHT_FLUSH4,  /* straight flush with 4 cards */
    POKERHAND_STRAIGHT_FLUSH,
} PokerCategory;

#define POKERHAND_CATEGORIES 13

/* True for a rank 2-10 and a suit 0-3. */
bool pokerhand_card_valid(PokerCard card);
/* The card's place in the deck, 0-35 (rank-major: 2c 2d 2h 2s 3c ...); -1 for an invalid card.
 * Handy for a 64-bit set of cards seen or dealt. */
int pokerhand_card_index(PokerCard card);
/* The card at index 0-35 (the inverse of pokerhand_card_index). */
PokerCard pokerhand_card_at(int index);

/* Parses "9h", "10s": a rank 2-10 followed by a suit c, d, h or s (either case), nothing
 * else. False for anything else, including face cards and aces, which are policy cards. */
bool pokerhand_parse_card(const char *text, PokerCard *out);
/* Writes the card as "9h" / "10s" into buf (POKERHAND_CARD_TEXT bytes). */
void pokerhand_format_card(PokerCard card, char buf[POKERHAND_CARD_TEXT]);

/* The hand's value: higher value, higher hand; equal value, equal hand. 0 for the empty hand,
 * every other hand above it. cards: n (0-5) valid, distinct cards in any order. */
uint32_t pokerhand_value(const PokerCard *cards, int n);
/* The category a value stands for. */
PokerCategory pokerhand_category(uint32_t value);
/* < 0, 0 or > 0 as hand a is lower than, equal to or higher than hand b. */
int pokerhand_compare(const PokerCard *a, int na, const PokerCard *b, int nb);

/* The category in lower case: "two pairs", "straight flush with 4 cards", "empty hand". */
const char *pokerhand_category_name(PokerCategory category);
/* The hand in words for the screen: the category and the cards that decide ties, e.g.
 * "Two pairs, 9s and 4s", "Full house, 6s over 10s", "Flush with 4 cards, 10 5 4 2 of
 * diamonds", "High card, 10", "Empty hand". Writes at most size bytes into buf (always
 * NUL-terminated when size > 0) and returns the length the whole text needs, like snprintf. */
size_t pokerhand_describe(const PokerCard *cards, int n, char *buf, size_t size);
