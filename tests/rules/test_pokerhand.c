/* Jugglers poker hands: one test per ruling about hands (J3 to J5 in
 * assets/rules/jugglers-rulings.txt), named after its id,
 * the cards and their text, the names in words, and every hand of 0-5 influence cards checked
 * against a slow reference evaluator written from the rulings' wording. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "pokerhand.h"

/* ---- helpers ---- */

/* A hand from text such as "9h 10s 2c"; fails the test on a bad card. */
static int hand(const char *text, PokerCard *out)
{
    char copy[128];
    int n = 0;
    assert_true(strlen(text) < sizeof copy);
    strcpy(copy, text);
    for (char *tok = strtok(copy, " "); tok; tok = strtok(NULL, " ")) {
        assert_true(n < POKERHAND_MAX_CARDS);
        if (!pokerhand_parse_card(tok, &out[n]))
            fail_msg("bad card '%s' in test hand", tok);
        n++;
    }
    return n;
}

static uint32_t value_of(const char *text)
{
    PokerCard cards[POKERHAND_MAX_CARDS];
    int n = hand(text, cards);
    return pokerhand_value(cards, n);
}

static const char *category_of(const char *text)
{
    return pokerhand_category_name(pokerhand_category(value_of(text)));
}

static const char *words(const char *text)
{
    static char buf[128];
    PokerCard cards[POKERHAND_MAX_CARDS];
    int n = hand(text, cards);
    pokerhand_describe(cards, n, buf, sizeof buf);
    return buf;
}

#define assert_higher(a, b) assert_true(value_of(a) > value_of(b))
#define assert_same(a, b) assert_int_equal(value_of(a), value_of(b))

/* ---- the cards ---- */

static void test_J1_influence_deck_is_36_cards_2_to_10_each_once(void **st)
{
    (void)st;
    uint64_t seen = 0;
    for (int i = 0; i < POKERHAND_DECK_SIZE; i++) {
        PokerCard c = pokerhand_card_at(i);
        assert_true(pokerhand_card_valid(c));
        assert_in_range(c.rank, 2, 10);
        assert_in_range(c.suit, 0, 3);
        assert_int_equal(pokerhand_card_index(c), i);
        seen |= 1ull << (c.rank * 4 + c.suit);
    }
    int distinct = 0;
    for (int b = 0; b < 64; b++)
        distinct += (int)(seen >> b & 1u);
    assert_int_equal(distinct, 36);
    assert_false(pokerhand_card_valid((PokerCard){1, 0}));    /* no ace */
    assert_false(pokerhand_card_valid((PokerCard){11, 0}));   /* no face cards */
    assert_false(pokerhand_card_valid((PokerCard){5, 4}));
    assert_int_equal(pokerhand_card_index((PokerCard){11, 0}), -1);
}

static void test_card_text(void **st)
{
    (void)st;
    PokerCard c;
    char buf[POKERHAND_CARD_TEXT];
    static const char *const good[] = {"2c", "9h", "10s", "5d", "7S", "10H"};
    static const int ranks[] = {2, 9, 10, 5, 7, 10};
    static const int suits[] = {POKERHAND_CLUBS, POKERHAND_HEARTS, POKERHAND_SPADES,
                                POKERHAND_DIAMONDS, POKERHAND_SPADES, POKERHAND_HEARTS};
    for (int i = 0; i < 6; i++) {
        assert_true(pokerhand_parse_card(good[i], &c));
        assert_int_equal(c.rank, ranks[i]);
        assert_int_equal(c.suit, suits[i]);
    }
    static const char *const bad[] = {"", "9", "10", "1h", "11h", "0h", "Jh", "Qs", "Kd", "Ac",
                                      "Th", "9x", "9hh", "h9", " 9h", "9h ", "010s", "-2c"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        assert_false(pokerhand_parse_card(bad[i], &c));
    assert_false(pokerhand_parse_card(NULL, &c));
    for (int i = 0; i < POKERHAND_DECK_SIZE; i++) {
        pokerhand_format_card(pokerhand_card_at(i), buf);
        assert_true(pokerhand_parse_card(buf, &c));
        assert_int_equal(pokerhand_card_index(c), i);
    }
    pokerhand_format_card((PokerCard){10, POKERHAND_SPADES}, buf);
    assert_string_equal(buf, "10s");
    pokerhand_format_card((PokerCard){9, POKERHAND_HEARTS}, buf);
    assert_string_equal(buf, "9h");
}

/* ---- one test per ruling about hands ---- */

/* "Its value is the best category it contains, in the rule text's order": the rule text's own
 * examples, lowest first. */
static void test_J3_categories_rank_in_the_rule_texts_order(void **st)
{
    (void)st;
    static const char *const examples[][2] = {
        {"", "empty hand"},
        {"10c", "high card"},
        {"4c 4h", "pair"},
        {"7h 8d 9s 10s", "straight with 4 cards"},
        {"3c 3h 9c 9d", "two pairs"},
        {"7d 7c 7h", "three of a kind"},
        {"2d 4d 5d 10d", "flush with 4 cards"},
        {"4c 5h 6d 7s 8h", "straight"},
        {"2s 3s 6s 7s 9s", "flush"},
        {"10c 10h 6s 6d 6c", "full house"},
        {"2h 2d 2c 2s", "four of a kind"},
        {"2s 3s 4s 5s", "straight flush with 4 cards"},
        {"5h 6h 7h 8h 9h", "straight flush"},
    };
    for (int i = 0; i < 13; i++) {
        assert_string_equal(category_of(examples[i][0]), examples[i][1]);
        if (i > 0)
            assert_true(value_of(examples[i][0]) > value_of(examples[i - 1][0]));
    }
    /* The weakest hand of a category beats the strongest of the one below. */
    assert_higher("2c 3c 4c 5c 6c", "7s 8s 9s 10s 2h");      /* straight flush over 4-card one */
    assert_higher("2s 3s 4s 5s", "10c 10h 10d 10s 9c");      /* 4-card straight flush over quads */
    assert_higher("2h 2d 2c 2s", "10c 10h 10s 9d 9c");       /* quads over full house */
    assert_higher("2c 2h 2s 3d 3c", "10s 9s 8s 6s 5s");      /* full house over flush */
    assert_higher("2h 3h 4h 5h 7h", "6c 7d 8s 9h 10h");      /* flush over straight */
    assert_higher("2c 3h 4d 5s 6h", "10d 9d 8d 6d");         /* straight over 4-card flush */
    assert_higher("2d 3d 4d 6d", "10c 10h 10s 9h 8c");       /* 4-card flush over three */
    assert_higher("2c 2h 2s", "10c 10h 9s 9h 8c");           /* three over two pairs */
    assert_higher("2c 2h 3s 3h", "7h 8d 9s 10s 10c");        /* two pairs over 4-card straight */
    assert_higher("2c 3h 4s 5h", "10c 10h 9s 7h 5c");        /* 4-card straight over pair */
    assert_higher("2c 2h", "10c 9h 7s 5h 3c");               /* pair over high card */
}

/* "Each hand is the best it can be": a hand that fits several categories counts as the best. */
static void test_J3_hand_is_the_best_category_it_contains(void **st)
{
    (void)st;
    /* a straight with four cards of a suit in a row is a straight flush with 4 cards */
    assert_string_equal(category_of("4c 5c 6c 7c 8h"), "straight flush with 4 cards");
    assert_string_equal(category_of("4c 5c 6c 7c 9c"), "straight flush with 4 cards"); /* > flush */
    assert_string_equal(category_of("4c 5h 6h 7h 8h"), "straight flush with 4 cards");
    assert_string_equal(category_of("4c 5h 6c 7c 8c"), "straight");   /* beats its 4-card flush */
    assert_string_equal(category_of("2h 5h 9h 10h 10c"), "flush with 4 cards"); /* not a pair */
    assert_string_equal(category_of("5c 6h 7s 8d 8h"), "straight with 4 cards");  /* not a pair */
    assert_string_equal(category_of("5c 5h 7s 7d 6c"), "two pairs");  /* no 4-card straight */
    assert_string_equal(category_of("9c 9h 9s 4d 4h"), "full house");
    assert_string_equal(category_of("9c 9h 9s 9d 4h"), "four of a kind");
    assert_string_equal(category_of("3d 3c 3h 3s"), "four of a kind");
    assert_string_equal(category_of("3d 3c 8h"), "pair");
    assert_string_equal(category_of("3d 5c 8h"), "high card");
}

/* "An empty hand is below high card." */
static void test_J3_empty_hand_is_lowest(void **st)
{
    (void)st;
    PokerCard none[1] = {{2, 0}};
    uint32_t empty = pokerhand_value(none, 0);
    assert_int_equal(empty, 0);
    assert_int_equal(pokerhand_category(empty), POKERHAND_EMPTY);
    for (int i = 0; i < POKERHAND_DECK_SIZE; i++) {
        PokerCard one = pokerhand_card_at(i);
        assert_true(pokerhand_value(&one, 1) > empty);
    }
    assert_higher("2c", "");
    assert_true(pokerhand_compare(none, 0, none, 0) == 0);
}

/* "There is no ace: straights run from 2-6 up to 6-10, straights with 4 cards from 2-5 up to
 * 7-10." Nothing wraps round from 10 to 2. */
static void test_J4_no_ace_straights_run_2_to_10_without_wrapping(void **st)
{
    (void)st;
    assert_string_equal(category_of("2c 3h 4s 5d 6c"), "straight");
    assert_string_equal(category_of("6c 7h 8s 9d 10c"), "straight");
    assert_higher("6c 7h 8s 9d 10c", "5c 6h 7s 8d 9c");
    assert_higher("3c 4h 5s 6d 7c", "2c 3h 4s 5d 6c");
    assert_string_equal(category_of("8c 9h 10s 2d 3c"), "high card");        /* no wrap */
    assert_string_equal(category_of("7c 8h 9s 10d 2c"), "straight with 4 cards");
    assert_string_equal(category_of("2c 3h 4s 5d"), "straight with 4 cards");
    assert_string_equal(category_of("7c 8h 9s 10d"), "straight with 4 cards");
    assert_string_equal(category_of("9c 10h 2s 3d"), "high card");
    assert_string_equal(category_of("2s 3s 4s 5s 6s"), "straight flush");
    assert_string_equal(category_of("7s 8s 9s 10s 2s"), "straight flush with 4 cards");
    assert_string_equal(category_of("8s 9s 10s 2s 3s"), "flush");
    assert_string_equal(category_of("9s 10s 2s 3s"), "flush with 4 cards");
    assert_string_equal(words("2c 3h 4s 5d 6c"), "Straight, 2 to 6");
    assert_string_equal(words("7c 8h 9s 10d"), "Straight with 4 cards, 7 to 10");
}

/* "Only the cards that form the category count ... Cards outside the category (kickers) never
 * count." The fifth card changes nothing; nor do the other cards of a high card. */
static void test_J5_only_category_cards_break_ties(void **st)
{
    (void)st;
    assert_same("10c 9h 8s 6d 4c", "10h 2c 3d");                 /* high card: the 10 alone */
    assert_same("10c", "10h 9s 7c 6d 5h");
    assert_same("9c 9h 10s 7d 6c", "9d 9s 2c 3h 4d");            /* pair */
    assert_same("9c 9h 10s", "9d 9s");
    assert_same("6c 6h 4s 4d 10c", "6d 6s 4c 4h 2d");            /* two pairs */
    assert_same("7c 7h 7s 10d 9c", "7d 7c 7h 2s");               /* three of a kind */
    assert_same("5c 5h 5s 5d 10c", "5c 5h 5s 5d 2c");            /* four of a kind */
    assert_same("5c 5h 5s 5d", "5c 5h 5s 5d 9h");
    assert_same("6c 7h 8s 9d 9c", "6d 7c 8h 9s 2c");             /* 4-card straight */
    assert_same("2d 4d 5d 10d 10c", "2h 4h 5h 10h 3c");          /* 4-card flush */
    assert_same("2s 3s 4s 5s 10h", "2h 3h 4h 5h 8c");            /* 4-card straight flush */
    assert_same("3s 4s 5s 6s 8s", "3h 4h 5h 6h 2c");             /* its flush card is a kicker */
}

/* "the three of a kind before the pair in a full house" */
static void test_J5_full_house_compares_three_of_a_kind_before_pair(void **st)
{
    (void)st;
    assert_higher("6c 6h 6s 2d 2c", "5c 5h 5s 10d 10c");
    assert_higher("6c 6h 6s 3d 3c", "6c 6h 6s 2d 2c");     /* then the pair */
    assert_same("6c 6h 6s 3d 3c", "6d 6h 6s 3h 3s");
}

/* "the higher pair before the lower in two pairs" */
static void test_J5_two_pairs_compare_higher_pair_then_lower(void **st)
{
    (void)st;
    assert_higher("9c 9h 2s 2d", "8c 8h 7s 7d");
    assert_higher("9c 9h 3s 3d", "9d 9s 2c 2h");
    assert_same("9c 9h 3s 3d", "9d 9s 3c 3h");
    assert_string_equal(words("4c 9h 4s 9d 10c"), "Two pairs, 9s and 4s");
}

/* "the highest card in straights and flushes, then the next highest, and so on" */
static void test_J5_straights_and_flushes_compare_highest_card_then_next(void **st)
{
    (void)st;
    assert_higher("10s 6s 5s 3s 2s", "9s 8s 7s 5s 4s");      /* flush: highest card first */
    assert_higher("10s 8s 5s 3s 2s", "10h 7h 6h 5h 3h");     /* then the next */
    assert_higher("10s 8s 6s 4s 3s", "10h 8h 6h 4h 2h");     /* down to the last */
    assert_higher("10d 5d 4d 3d", "9d 8d 7d 5d");            /* 4-card flush likewise */
    assert_higher("10d 5d 4d 3d", "10h 5h 4h 2h");
    assert_higher("5c 6h 7s 8d 9c", "4c 5h 6s 7d 8c");       /* straight */
    assert_higher("6c 7h 8s 9d", "5c 6h 7s 8d");             /* 4-card straight */
    assert_higher("4h 5h 6h 7h 8h", "3s 4s 5s 6s 7s");       /* straight flush */
    assert_higher("4h 5h 6h 7h", "3s 4s 5s 6s");             /* 4-card straight flush */
}

/* "Suits never break ties." */
static void test_J5_suits_never_break_ties(void **st)
{
    (void)st;
    assert_same("10c", "10s");
    assert_same("10c 8c 6c 4c 2c", "10s 8s 6s 4s 2s");
    assert_same("2c 3c 4c 5c 6c", "2s 3s 4s 5s 6s");
    assert_same("7c 7h", "7d 7s");
    assert_same("2c 3h 4s 5d 6c", "2s 3d 4c 5h 6h");
}

/* "Equal is equal", and "a policy passes only when its hand is strictly higher". */
static void test_J5_equal_is_equal(void **st)
{
    (void)st;
    PokerCard a[POKERHAND_MAX_CARDS], b[POKERHAND_MAX_CARDS];
    int na = hand("8c 8h 5s 4d 2c", a), nb = hand("8d 8s 10c 9h 6c", b);
    assert_int_equal(pokerhand_compare(a, na, b, nb), 0);
    assert_int_equal(pokerhand_compare(b, nb, a, na), 0);
    nb = hand("9d 9s", b);
    assert_true(pokerhand_compare(a, na, b, nb) < 0);
    assert_true(pokerhand_compare(b, nb, a, na) > 0);
}

/* ---- names in words ---- */

static void test_names_in_words(void **st)
{
    (void)st;
    assert_string_equal(words(""), "Empty hand");
    assert_string_equal(words("10c 2h 7s"), "High card, 10");
    assert_string_equal(words("4c 4h 9s"), "Pair, 4s");
    assert_string_equal(words("7h 8d 9s 10s 10c"), "Straight with 4 cards, 7 to 10");
    assert_string_equal(words("3c 3h 9c 9d"), "Two pairs, 9s and 3s");
    assert_string_equal(words("7d 7c 7h 2c"), "Three of a kind, 7s");
    assert_string_equal(words("2d 4d 5d 10d 3c"), "Flush with 4 cards, 10 5 4 2 of diamonds");
    assert_string_equal(words("4c 5h 6d 7s 8h"), "Straight, 4 to 8");
    assert_string_equal(words("2s 3s 6s 7s 9s"), "Flush, 9 7 6 3 2 of spades");
    assert_string_equal(words("10c 10h 6s 6d 6c"), "Full house, 6s over 10s");
    assert_string_equal(words("2h 2d 2c 2s 9c"), "Four of a kind, 2s");
    assert_string_equal(words("2s 3s 4s 5s 9h"), "Straight flush with 4 cards, 2 to 5 of spades");
    assert_string_equal(words("5h 6h 7h 8h 9h"), "Straight flush, 5 to 9 of hearts");
    assert_string_equal(words("10h 6h 7h 8h 9h"), "Straight flush, 6 to 10 of hearts");
}

static void test_names_fit_the_callers_buffer(void **st)
{
    (void)st;
    PokerCard cards[POKERHAND_MAX_CARDS];
    int n = hand("4c 9h 4s 9d", cards);
    char small[10];
    memset(small, 'x', sizeof small);
    size_t need = pokerhand_describe(cards, n, small, sizeof small);
    assert_int_equal(need, strlen("Two pairs, 9s and 4s"));
    assert_string_equal(small, "Two pairs");
    assert_int_equal(pokerhand_describe(cards, n, NULL, 0), need);
    char exact[21];
    assert_int_equal(pokerhand_describe(cards, n, exact, sizeof exact), 20);
    assert_string_equal(exact, "Two pairs, 9s and 4s");
}

/* ---- every hand against a reference evaluator ---- */

/* The reference reads the rulings literally and slowly: every subset of the hand's cards is
 * checked against every category's definition (the cards that form it), and the hand is worth
 * the best (category, deciding ranks) found. The category is its place in the rule text's
 * list, counted from the bottom; the empty hand is 0. */
static const char *const ref_names[] = {
    "empty hand",     "high card",          "pair",     "straight with 4 cards",
    "two pairs",      "three of a kind",    "flush with 4 cards", "straight",
    "flush",          "full house",         "four of a kind", "straight flush with 4 cards",
    "straight flush",
};

typedef struct RefValue {
    signed char key[1 + POKERHAND_MAX_CARDS];   /* category, then deciding ranks */
} RefValue;

static int ref_compare(const RefValue *a, const RefValue *b)
{
    return memcmp(a->key, b->key, sizeof a->key);
}

/* Offers (category, ranks...) as a candidate for the hand's value. */
static void ref_offer(RefValue *best, int category, const int *ranks, int count)
{
    RefValue v;
    memset(&v, 0, sizeof v);
    v.key[0] = (signed char)category;
    for (int i = 0; i < count; i++)
        v.key[1 + i] = (signed char)ranks[i];
    if (ref_compare(&v, best) > 0)
        *best = v;
}

static RefValue ref_value(const PokerCard *cards, int n)
{
    RefValue best;
    memset(&best, 0, sizeof best);
    for (unsigned subset = 1; subset < 1u << n; subset++) {
        PokerCard c[POKERHAND_MAX_CARDS];
        int k = 0;
        for (int i = 0; i < n; i++)
            if (subset >> i & 1u)
                c[k++] = cards[i];
        /* ranks highest first */
        int r[POKERHAND_MAX_CARDS];
        for (int i = 0; i < k; i++)
            r[i] = c[i].rank;
        for (int i = 0; i < k; i++)
            for (int j = i + 1; j < k; j++)
                if (r[j] > r[i]) {
                    int t = r[i];
                    r[i] = r[j];
                    r[j] = t;
                }
        bool one_suit = true, one_rank = true, adjacent = true;
        for (int i = 1; i < k; i++) {
            one_suit = one_suit && c[i].suit == c[0].suit;
            one_rank = one_rank && r[i] == r[0];
            adjacent = adjacent && r[i] == r[i - 1] - 1;
        }
        bool full = k == 5 && ((r[0] == r[2] && r[3] == r[4] && r[2] != r[3]) ||
                               (r[0] == r[1] && r[2] == r[4] && r[1] != r[2]));
        bool two_pairs = k == 4 && r[0] == r[1] && r[2] == r[3] && r[1] != r[2];
        if (k == 5 && one_suit && adjacent)
            ref_offer(&best, 12, r, 5);
        if (k == 4 && one_suit && adjacent)
            ref_offer(&best, 11, r, 4);
        if (k == 4 && one_rank)
            ref_offer(&best, 10, r, 1);
        if (full) {
            int tp[2] = {r[2], r[0] == r[2] ? r[3] : r[0]};   /* the middle card is in the three */
            ref_offer(&best, 9, tp, 2);
        }
        if (k == 5 && one_suit)
            ref_offer(&best, 8, r, 5);
        if (k == 5 && adjacent)
            ref_offer(&best, 7, r, 5);
        if (k == 4 && one_suit)
            ref_offer(&best, 6, r, 4);
        if (k == 3 && one_rank)
            ref_offer(&best, 5, r, 1);
        if (two_pairs) {
            int hl[2] = {r[0], r[2]};
            ref_offer(&best, 4, hl, 2);
        }
        if (k == 4 && adjacent)
            ref_offer(&best, 3, r, 4);
        if (k == 2 && one_rank)
            ref_offer(&best, 2, r, 1);
        if (k == 1)
            ref_offer(&best, 1, r, 1);
    }
    return best;
}

typedef struct Evaluated {
    uint32_t value;
    RefValue ref;
} Evaluated;

static int by_value(const void *pa, const void *pb)
{
    const Evaluated *a = pa, *b = pb;
    if (a->value != b->value)
        return a->value < b->value ? -1 : 1;
    return ref_compare(&a->ref, &b->ref);
}

#define ALL_HANDS 443704   /* C(36,0) + ... + C(36,5) */

/* Calls visit for every hand of n cards (ascending deck indices). */
static void each_hand(int n, void (*visit)(const PokerCard *cards, int n, void *ctx), void *ctx)
{
    int idx[POKERHAND_MAX_CARDS];
    PokerCard cards[POKERHAND_MAX_CARDS];
    for (int i = 0; i < n; i++)
        idx[i] = i;
    for (;;) {
        for (int i = 0; i < n; i++)
            cards[i] = pokerhand_card_at(idx[i]);
        visit(cards, n, ctx);
        int i = n - 1;
        while (i >= 0 && idx[i] == POKERHAND_DECK_SIZE - n + i)
            i--;
        if (i < 0)
            return;
        idx[i]++;
        for (int j = i + 1; j < n; j++)
            idx[j] = idx[j - 1] + 1;
    }
}

typedef struct Collect {
    Evaluated *all;
    int count;
    long category_counts[POKERHAND_CATEGORIES];   /* five-card hands, by pokerhand_category */
} Collect;

static void collect(const PokerCard *cards, int n, void *ctx)
{
    Collect *c = ctx;
    Evaluated *e = &c->all[c->count++];
    e->value = pokerhand_value(cards, n);
    e->ref = ref_value(cards, n);
    /* Same category by name: the two evaluators share no tables. */
    const char *name = pokerhand_category_name(pokerhand_category(e->value));
    if (strcmp(name, ref_names[(int)e->ref.key[0]]) != 0) {
        char text[POKERHAND_MAX_CARDS * 4 + 1] = "", card[POKERHAND_CARD_TEXT];
        for (int i = 0; i < n; i++) {
            pokerhand_format_card(cards[i], card);
            strcat(text, card);
            strcat(text, " ");
        }
        fail_msg("%s: %s, reference says %s", text, name, ref_names[(int)e->ref.key[0]]);
    }
    if (n == 5)
        c->category_counts[pokerhand_category(e->value)]++;
}

/* Every hand of 0-5 cards: the order by value is the reference's order, equal reference hands
 * get equal values, and the five-card hands fall into the categories in the known numbers. */
static void test_every_hand_agrees_with_the_reference(void **st)
{
    (void)st;
    Collect c;
    memset(&c, 0, sizeof c);
    c.all = malloc(sizeof *c.all * ALL_HANDS);
    assert_non_null(c.all);
    for (int n = 0; n <= POKERHAND_MAX_CARDS; n++)
        each_hand(n, collect, &c);
    assert_int_equal(c.count, ALL_HANDS);

    /* Sorted by value, each step up in value must be a step up in the reference and each equal
     * value an equal reference; together that makes the two orders the same. */
    qsort(c.all, (size_t)c.count, sizeof *c.all, by_value);
    assert_int_equal(c.all[0].value, 0);   /* the empty hand, alone at the bottom */
    assert_true(c.all[1].value > 0);
    long classes = 1;
    for (int i = 1; i < c.count; i++) {
        int ref = ref_compare(&c.all[i - 1].ref, &c.all[i].ref);
        if (c.all[i - 1].value == c.all[i].value) {
            assert_int_equal(ref, 0);
        } else {
            assert_true(ref < 0);
            classes++;
        }
    }
    print_message("# %d hands in %ld classes of equal hands\n", c.count, classes);

    static const struct {
        PokerCategory category;
        long count;
    } want[] = {
        {POKERHAND_STRAIGHT_FLUSH, 20},   {POKERHAND_STRAIGHT_FLUSH4, 728},
        {POKERHAND_FOUR_OF_A_KIND, 288},  {POKERHAND_FULL_HOUSE, 1728},
        {POKERHAND_FLUSH, 404},           {POKERHAND_STRAIGHT, 4980},
        {POKERHAND_FLUSH4, 12780},        {POKERHAND_THREE_OF_A_KIND, 16128},
        {POKERHAND_TWO_PAIRS, 36288},     {POKERHAND_STRAIGHT4, 28128},
        {POKERHAND_PAIR, 178560},         {POKERHAND_HIGH_CARD, 96960},
        {POKERHAND_EMPTY, 0},
    };
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        if (c.category_counts[want[i].category] != want[i].count)
            fail_msg("%s: %ld five-card hands, want %ld",
                     pokerhand_category_name(want[i].category),
                     c.category_counts[want[i].category], want[i].count);
    }
    free(c.all);
}

/* The order does not depend on the order the cards are given in. */
static void test_card_order_does_not_matter(void **st)
{
    (void)st;
    PokerCard a[POKERHAND_MAX_CARDS];
    static const char *const hands[] = {"2s 3s 4s 5s 9h", "10c 10h 6s 6d 6c", "4c 9h 4s 9d 10c",
                                        "2d 4d 5d 10d 3c", "7h 8d 9s 10s 10c"};
    for (size_t h = 0; h < sizeof hands / sizeof hands[0]; h++) {
        int n = hand(hands[h], a);
        uint32_t first = pokerhand_value(a, n);
        /* every rotation and the reversal */
        for (int r = 0; r < n; r++) {
            PokerCard rot[POKERHAND_MAX_CARDS], rev[POKERHAND_MAX_CARDS];
            for (int i = 0; i < n; i++) {
                rot[i] = a[(i + r) % n];
                rev[i] = a[(n - 1 - i + r) % n];
            }
            assert_int_equal(pokerhand_value(rot, n), first);
            assert_int_equal(pokerhand_value(rev, n), first);
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_J1_influence_deck_is_36_cards_2_to_10_each_once),
        cmocka_unit_test(test_card_text),
        cmocka_unit_test(test_J3_categories_rank_in_the_rule_texts_order),
        cmocka_unit_test(test_J3_hand_is_the_best_category_it_contains),
        cmocka_unit_test(test_J3_empty_hand_is_lowest),
        cmocka_unit_test(test_J4_no_ace_straights_run_2_to_10_without_wrapping),
        cmocka_unit_test(test_J5_only_category_cards_break_ties),
        cmocka_unit_test(test_J5_full_house_compares_three_of_a_kind_before_pair),
        cmocka_unit_test(test_J5_two_pairs_compare_higher_pair_then_lower),
        cmocka_unit_test(test_J5_straights_and_flushes_compare_highest_card_then_next),
        cmocka_unit_test(test_J5_suits_never_break_ties),
        cmocka_unit_test(test_J5_equal_is_equal),
        cmocka_unit_test(test_names_in_words),
        cmocka_unit_test(test_names_fit_the_callers_buffer),
        cmocka_unit_test(test_card_order_does_not_matter),
        cmocka_unit_test(test_every_hand_agrees_with_the_reference),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
