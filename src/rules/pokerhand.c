/* Jugglers poker hands: the influence cards, hand values and hand names. */
#include "pokerhand.h"

#include <assert.h>
#include <stdio.h>
#include <string.h>

/* A value is the category in bits 20-23 and up to five deciding ranks below it, four bits each,
 * the most important first (bits 16-19): comparing values compares the category, then the
 * deciding ranks in order. Unused rank slots are 0, below every rank. */
#define CATEGORY_SHIFT 20
#define RANK_BITS 4

/* A hand as the rulings see it (J3, J5): its best category, the ranks that decide ties in order of
 * importance, and the suit for the flush categories (for naming only: suits never break ties). */
typedef struct MadeHand {
    PokerCategory category;
    int ranks[POKERHAND_MAX_CARDS];
    int count;
    int suit;   /* -1 unless a flush or straight flush */
} MadeHand;

static const char suit_letters[POKERHAND_SUITS] = {'c', 'd', 'h', 's'};
static const char *const suit_names[POKERHAND_SUITS] = {"clubs", "diamonds", "hearts", "spades"};

static const char *const category_names[POKERHAND_CATEGORIES] = {
    [POKERHAND_EMPTY] = "empty hand",
    [POKERHAND_HIGH_CARD] = "high card",
    [POKERHAND_PAIR] = "pair",
    [POKERHAND_STRAIGHT4] = "straight with 4 cards",
    [POKERHAND_TWO_PAIRS] = "two pairs",
    [POKERHAND_THREE_OF_A_KIND] = "three of a kind",
    [POKERHAND_FLUSH4] = "flush with 4 cards",
    [POKERHAND_STRAIGHT] = "straight",
    [POKERHAND_FLUSH] = "flush",
    [POKERHAND_FULL_HOUSE] = "full house",
    [POKERHAND_FOUR_OF_A_KIND] = "four of a kind",
    [POKERHAND_STRAIGHT_FLUSH4] = "straight flush with 4 cards",
    [POKERHAND_STRAIGHT_FLUSH] = "straight flush",
};

bool pokerhand_card_valid(PokerCard card)
{
    return card.rank >= POKERHAND_MIN_RANK && card.rank <= POKERHAND_MAX_RANK &&
           card.suit < POKERHAND_SUITS;
}

int pokerhand_card_index(PokerCard card)
{
    if (!pokerhand_card_valid(card))
        return -1;
    return (card.rank - POKERHAND_MIN_RANK) * POKERHAND_SUITS + card.suit;
}

PokerCard pokerhand_card_at(int index)
{
    PokerCard card = {0, 0};
    if (index >= 0 && index < POKERHAND_DECK_SIZE) {
        card.rank = (uint8_t)(index / POKERHAND_SUITS + POKERHAND_MIN_RANK);
        card.suit = (uint8_t)(index % POKERHAND_SUITS);
    }
    return card;
}

bool pokerhand_parse_card(const char *text, PokerCard *out)
{
    if (!text)
        return false;
    int rank;
    const char *p = text;
    if (p[0] == '1' && p[1] == '0') {
        rank = 10;
        p += 2;
    } else if (p[0] >= '2' && p[0] <= '9') {
        rank = p[0] - '0';
        p++;
    } else {
        return false;
    }
    char letter = (char)(p[0] >= 'A' && p[0] <= 'Z' ? p[0] - 'A' + 'a' : p[0]);
    for (int s = 0; s < POKERHAND_SUITS; s++)
        if (letter == suit_letters[s] && p[1] == '\0') {
            out->rank = (uint8_t)rank;
            out->suit = (uint8_t)s;
            return true;
        }
    return false;
}

void pokerhand_format_card(PokerCard card, char buf[POKERHAND_CARD_TEXT])
{
    if (!pokerhand_card_valid(card)) {
        strcpy(buf, "??");
        return;
    }
    int i = 0;
    if (card.rank == 10)
        buf[i++] = '1';
    buf[i++] = (char)('0' + card.rank % 10);
    buf[i++] = suit_letters[card.suit];
    buf[i] = '\0';
}

/* The top rank of the highest run of len consecutive ranks in a set of ranks (bit r for rank
 * r), 0 when there is none. No ace, so runs never wrap: 2-6 is the lowest straight. */
static int run_top(unsigned ranks, int len)
{
    unsigned starts = ranks;
    for (int i = 1; i < len; i++)
        starts &= ranks >> i;
    if (!starts)   /* the usual answer: cheap */
        return 0;
    for (int r = POKERHAND_MAX_RANK; r >= POKERHAND_MIN_RANK; r--)
        if (starts >> r & 1u)
            return r + len - 1;
    return 0;
}

static void set_ranks(MadeHand *h, PokerCategory category, int a, int b)
{
    h->category = category;
    h->ranks[0] = a;
    h->ranks[1] = b;
    h->count = b ? 2 : 1;
}

/* The ranks of a set, highest first, as the deciding cards of a flush. */
static void set_flush(MadeHand *h, PokerCategory category, unsigned ranks, int suit)
{
    h->category = category;
    h->suit = suit;
    h->count = 0;
    for (int r = POKERHAND_MAX_RANK; r >= POKERHAND_MIN_RANK && h->count < POKERHAND_MAX_CARDS;
         r--)
        if (ranks >> r & 1u)
            h->ranks[h->count++] = r;
}

/* The best category in the hand, tried from the highest down (J3):
 * the first that fits is the hand's value, and only its cards are kept. */
static MadeHand make_hand(const PokerCard *cards, int n)
{
    MadeHand h = {POKERHAND_EMPTY, {0}, 0, -1};
    if (n <= 0)
        return h;
    int per_rank[POKERHAND_MAX_RANK + 1] = {0};
    int per_suit[POKERHAND_SUITS] = {0};
    unsigned suit_ranks[POKERHAND_SUITS] = {0};
    unsigned all_ranks = 0;
    assert(n <= POKERHAND_MAX_CARDS);
    for (int i = 0; i < n; i++) {
        assert(pokerhand_card_valid(cards[i]));
        per_rank[cards[i].rank]++;
        per_suit[cards[i].suit]++;
        suit_ranks[cards[i].suit] |= 1u << cards[i].rank;
        all_ranks |= 1u << cards[i].rank;
    }
    /* The highest rank held four, three and two times, and the second pair (0 if none). */
    int quad = 0, trip = 0, pair_hi = 0, pair_lo = 0;
    for (int r = POKERHAND_MAX_RANK; r >= POKERHAND_MIN_RANK; r--) {
        if (per_rank[r] >= 4 && !quad)
            quad = r;
        else if (per_rank[r] == 3 && !trip)
            trip = r;
        else if (per_rank[r] == 2 && !pair_hi)
            pair_hi = r;
        else if (per_rank[r] == 2 && !pair_lo)
            pair_lo = r;
    }
    int flush_suit = -1, flush4_suit = -1, sf_top = 0, sf_suit = -1, sf4_top = 0, sf4_suit = -1;
    for (int s = 0; s < POKERHAND_SUITS; s++) {
        if (per_suit[s] < 4)   /* too few for any of the suited categories */
            continue;
        int top5 = run_top(suit_ranks[s], 5), top4 = run_top(suit_ranks[s], 4);
        if (top5 > sf_top) {
            sf_top = top5;
            sf_suit = s;
        }
        if (top4 > sf4_top) {
            sf4_top = top4;
            sf4_suit = s;
        }
        if (per_suit[s] >= 5)
            flush_suit = s;
        else if (per_suit[s] == 4)
            flush4_suit = s;
    }
    int straight_top = run_top(all_ranks, 5), straight4_top = run_top(all_ranks, 4);

    if (sf_top) {
        set_ranks(&h, POKERHAND_STRAIGHT_FLUSH, sf_top, 0);
        h.suit = sf_suit;
    } else if (sf4_top) {
        set_ranks(&h, POKERHAND_STRAIGHT_FLUSH4, sf4_top, 0);
        h.suit = sf4_suit;
    } else if (quad) {
        set_ranks(&h, POKERHAND_FOUR_OF_A_KIND, quad, 0);
    } else if (trip && pair_hi) {
        set_ranks(&h, POKERHAND_FULL_HOUSE, trip, pair_hi);
    } else if (flush_suit >= 0) {
        set_flush(&h, POKERHAND_FLUSH, suit_ranks[flush_suit], flush_suit);
    } else if (straight_top) {
        set_ranks(&h, POKERHAND_STRAIGHT, straight_top, 0);
    } else if (flush4_suit >= 0) {
        set_flush(&h, POKERHAND_FLUSH4, suit_ranks[flush4_suit], flush4_suit);
    } else if (trip) {
        set_ranks(&h, POKERHAND_THREE_OF_A_KIND, trip, 0);
    } else if (pair_lo) {
        set_ranks(&h, POKERHAND_TWO_PAIRS, pair_hi, pair_lo);
    } else if (straight4_top) {
        set_ranks(&h, POKERHAND_STRAIGHT4, straight4_top, 0);
    } else if (pair_hi) {
        set_ranks(&h, POKERHAND_PAIR, pair_hi, 0);
    } else {
        int high = POKERHAND_MAX_RANK;
        while (!(all_ranks >> high & 1u))
            high--;
        set_ranks(&h, POKERHAND_HIGH_CARD, high, 0);
    }
    return h;
}

uint32_t pokerhand_value(const PokerCard *cards, int n)
{
    MadeHand h = make_hand(cards, n);
    uint32_t value = (uint32_t)h.category << CATEGORY_SHIFT;
    for (int i = 0; i < h.count; i++)
        value |= (uint32_t)h.ranks[i] << (CATEGORY_SHIFT - RANK_BITS * (i + 1));
    return value;
}

PokerCategory pokerhand_category(uint32_t value)
{
    uint32_t category = value >> CATEGORY_SHIFT;
    return category < POKERHAND_CATEGORIES ? (PokerCategory)category : POKERHAND_EMPTY;
}

int pokerhand_compare(const PokerCard *a, int na, const PokerCard *b, int nb)
{
    uint32_t va = pokerhand_value(a, na), vb = pokerhand_value(b, nb);
    return (va > vb) - (va < vb);
}

const char *pokerhand_category_name(PokerCategory category)
{
    return (unsigned)category < POKERHAND_CATEGORIES ? category_names[category] : "?";
}

size_t pokerhand_describe(const PokerCard *cards, int n, char *buf, size_t size)
{
    MadeHand h = make_hand(cards, n);
    const int *r = h.ranks;
    char detail[64] = "";
    switch (h.category) {
    case POKERHAND_EMPTY:
        break;
    case POKERHAND_HIGH_CARD:
        snprintf(detail, sizeof detail, "%d", r[0]);
        break;
    case POKERHAND_PAIR:
    case POKERHAND_THREE_OF_A_KIND:
    case POKERHAND_FOUR_OF_A_KIND:
        snprintf(detail, sizeof detail, "%ds", r[0]);
        break;
    case POKERHAND_TWO_PAIRS:
        snprintf(detail, sizeof detail, "%ds and %ds", r[0], r[1]);
        break;
    case POKERHAND_FULL_HOUSE:
        snprintf(detail, sizeof detail, "%ds over %ds", r[0], r[1]);
        break;
    case POKERHAND_STRAIGHT4:
        snprintf(detail, sizeof detail, "%d to %d", r[0] - 3, r[0]);
        break;
    case POKERHAND_STRAIGHT:
        snprintf(detail, sizeof detail, "%d to %d", r[0] - 4, r[0]);
        break;
    case POKERHAND_STRAIGHT_FLUSH4:
        snprintf(detail, sizeof detail, "%d to %d of %s", r[0] - 3, r[0], suit_names[h.suit]);
        break;
    case POKERHAND_STRAIGHT_FLUSH:
        snprintf(detail, sizeof detail, "%d to %d of %s", r[0] - 4, r[0], suit_names[h.suit]);
        break;
    case POKERHAND_FLUSH4:
    case POKERHAND_FLUSH: {
        size_t len = 0;
        for (int i = 0; i < h.count; i++)
            len += (size_t)snprintf(detail + len, sizeof detail - len, "%s%d", i ? " " : "",
                                    r[i]);
        snprintf(detail + len, sizeof detail - len, " of %s", suit_names[h.suit]);
        break;
    }
    }
    /* The category name with a capital, then the deciding cards. */
    const char *name = category_names[h.category];
    int len = snprintf(buf, size, "%c%s%s%s", name[0] - 'a' + 'A', name + 1, detail[0] ? ", " : "",
                       detail);
    return len < 0 ? 0 : (size_t)len;
}
