/* Siteswaps made of cards: the card game's values, legal builds, reductions, extensions and the
 * search for the best build (used by the hint button and the computer players).
 *
 * Everything here works on throw values, already mapped from cards with cardswap_value for the
 * player concerned (S2 in assets/rules/siteswap-rulings.txt). Pure C, no global state. */
#pragma once

#include <stdbool.h>

#define CARDSWAP_MAX_CARDS 64     /* cards in a hand or a laid pattern */
#define CARDSWAP_ACE 1            /* card ranks are 1 (Ace) to 10 */

/* The throw a card stands for: 2-9 themselves; a 10 is 0 and an Ace 1, except that a 10 is 10
 * for a highest flash of 10 or more and an Ace is 11 for 11 or more. -1 for a bad rank. */
int cardswap_value(int rank, int flash);
/* The rank of the card worth value for that player, or -1 when no card is. */
int cardswap_rank(int value, int flash);
/* "A", "2".."10" -> rank; -1 otherwise. */
int cardswap_parse_rank(const char *name);

typedef enum CardswapVerdict {
    CARDSWAP_LEGAL,
    CARDSWAP_TOO_SHORT,   /* fewer cards than the minimum period */
    CARDSWAP_ONE_VALUE,   /* all throws the same (333 is not legal) */
    CARDSWAP_INVALID,     /* not a valid siteswap */
} CardswapVerdict;

/* A legal siteswap per the rulings: valid, period (cards) >= min_period (3, or 2 with the
 * advanced option), at least two different values. */
CardswapVerdict cardswap_check(const int *values, int n, int min_period);

/* Reductions: a throw above the player's highest flash may be lowered by the period (n), once,
 * when the result is 0 or more. Marks which throws may be reduced; returns how many. */
int cardswap_reducible(const int *values, int n, int flash, bool *out);
/* The performed pattern for the chosen reductions; false if one chosen is not allowed. */
bool cardswap_reduce(const int *values, int n, int flash, const bool *which, int *out);

/* Does seq keep all of old's cards in order (old is a subsequence of seq)? */
bool cardswap_keeps_order(const int *old, int m, const int *seq, int n);
/* A legal extension of old by cards from hand: at least one card inserted, old's cards in
 * order, the inserted cards taken from hand (values as a multiset), and the result legal. */
bool cardswap_legal_extension(const int *old, int m, const int *seq, int n, const int *hand,
                              int hand_n, int min_period);

/* Rotates a valid vanilla sequence to how it is best shown: a ground-state rotation if there is
 * one, else the one that reads largest. */
void cardswap_show_rotation(const int *values, int n, int *out);

/* The longest legal siteswap made from some of the hand's cards, each used at most once,
 * written to out (room for n) in cardswap_show_rotation order. Returns its length, 0 if none.
 * Proven optimal when the search is not cut (cardswap_best_build_within): every sub-multiset
 * is considered; a multiset of L throws whose sum is a multiple of L can always be ordered
 * into a valid siteswap (M. Hall, 1952), which the search then finds. */
int cardswap_best_build(const int *hand, int n, int min_period, int *out);

/* Search steps (nodes) a best-build search may take by default: spending all of it took 50 to
 * 75 ms on the (shared, loaded) machine it was calibrated on, the slowest kind of step at that
 * (bench-cardswap prints the figures), so a large hand never freezes the table, the CLI or a
 * computer's turn for more than about 100 ms; real hands of up to 64 cards take far less. A count of work, never of time: the same hand and budget
 * always give the same answer. */
#define CARDSWAP_BUILD_NODES 100000L

/* How a search with a budget went. */
typedef struct CardswapCut {
    bool cut;    /* the budget ran out before every choice was looked at: the answer is the
                  * best found, and a longer build may exist */
    long nodes;  /* search steps taken */
} CardswapCut;

/* cardswap_best_build (which uses CARDSWAP_BUILD_NODES) with at most max_nodes steps
 * (negative: no limit, proven optimal). Longer lengths are tried first, each with a share of
 * the budget, so the answer is the longest build found; cut (may be NULL) says whether the
 * budget cut the search short. */
int cardswap_best_build_within(const int *hand, int n, int min_period, long max_nodes, int *out,
                               CardswapCut *cut);

/* Called with each answer; return false to stop listing. */
typedef bool (*CardswapVisit)(const int *values, int n, void *ctx);
/* Lists every optimal build once per rotation (in show-rotation form). Returns how many were
 * listed (stopping early counts those listed so far), 0 when no build exists. */
long cardswap_all_best_builds(const int *hand, int n, int min_period, CardswapVisit visit,
                              void *ctx);
/* The same within max_nodes steps (negative: no limit); cut says whether the list may be
 * incomplete or the length not the longest. */
long cardswap_all_best_builds_within(const int *hand, int n, int min_period, long max_nodes,
                                     CardswapVisit visit, void *ctx, CardswapCut *cut);

/* The legal extension of old that inserts the most cards from hand, written to out (room for
 * m + hand_n). Returns the number of cards inserted, 0 when none is possible. */
int cardswap_best_extension(const int *old, int m, const int *hand, int hand_n, int min_period,
                            int *out);
/* The same with at most max_nodes search steps for each number of inserted cards (negative: no
 * limit), for decisions that must be quick: the answer is then legal but may not be the most. */
int cardswap_best_extension_bounded(const int *old, int m, const int *hand, int hand_n,
                                    int min_period, long max_nodes, int *out);
/* The same with at most max_nodes steps in all (negative: no limit), the most inserted cards
 * tried first, each number with a share of what is left; cut (may be NULL) says whether the
 * budget cut the search short (a longer extension may then exist). */
int cardswap_best_extension_within(const int *old, int m, const int *hand, int hand_n,
                                   int min_period, long max_nodes, int *out, CardswapCut *cut);

