/* Card values, legal builds, reductions, extensions and the best-build search. */
#include "cardswap.h"

#include "rng.h"
#include "siteswap.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define MAX_VALUE SITESWAP_MAX_THROW

int cardswap_value(int rank, int flash)
{
    if (rank == CARDSWAP_ACE)
        return flash >= 11 ? 11 : 1;
    if (rank == 10)
        return flash >= 10 ? 10 : 0;
    if (rank >= 2 && rank <= 9)
        return rank;
    return -1;
}

int cardswap_rank(int value, int flash)
{
    for (int rank = 1; rank <= 10; rank++)
        if (cardswap_value(rank, flash) == value)
            return rank;
    return -1;
}

int cardswap_parse_rank(const char *name)
{
    if (!name)
        return -1;
    if (strcmp(name, "A") == 0)
        return CARDSWAP_ACE;
    if (strcmp(name, "10") == 0)
        return 10;
    if (name[0] >= '2' && name[0] <= '9' && name[1] == '\0')
        return name[0] - '0';
    return -1;
}

CardswapVerdict cardswap_check(const int *values, int n, int min_period)
{
    if (n < min_period || n < 1)
        return CARDSWAP_TOO_SHORT;
    if (!siteswap_values_valid(values, n))
        return CARDSWAP_INVALID;
    for (int i = 1; i < n; i++)
        if (values[i] != values[0])
            return CARDSWAP_LEGAL;
    return CARDSWAP_ONE_VALUE;
}

int cardswap_reducible(const int *values, int n, int flash, bool *out)
{
    int count = 0;
    for (int i = 0; i < n; i++) {
        out[i] = values[i] > flash && values[i] - n >= 0;
        count += out[i];
    }
    return count;
}

bool cardswap_reduce(const int *values, int n, int flash, const bool *which, int *out)
{
    for (int i = 0; i < n; i++) {
        bool allowed = values[i] > flash && values[i] - n >= 0;
        if (which[i] && !allowed)
            return false;
        out[i] = which[i] ? values[i] - n : values[i];
    }
    return true;
}

bool cardswap_keeps_order(const int *old, int m, const int *seq, int n)
{
    int j = 0;
    for (int i = 0; i < n && j < m; i++)
        if (seq[i] == old[j])
            j++;
    return j == m;
}

bool cardswap_legal_extension(const int *old, int m, const int *seq, int n, const int *hand,
                              int hand_n, int min_period)
{
    if (n <= m || !cardswap_keeps_order(old, m, seq, n))
        return false;
    /* Whichever way old sits inside seq, the inserted cards are seq's minus old's. */
    int need[MAX_VALUE + 1] = {0};
    for (int i = 0; i < n; i++) {
        if (seq[i] < 0 || seq[i] > MAX_VALUE)
            return false;
        need[seq[i]]++;
    }
    for (int i = 0; i < m; i++)
        need[old[i]]--;
    for (int i = 0; i < hand_n; i++)
        if (hand[i] >= 0 && hand[i] <= MAX_VALUE)
            need[hand[i]]--;
    for (int v = 0; v <= MAX_VALUE; v++)
        if (need[v] > 0)
            return false;
    return cardswap_check(seq, n, min_period) == CARDSWAP_LEGAL;
}

/* ---- Show rotation ---- */

/* Landing state bits at the start of a valid vanilla sequence (bit t: a prop lands in t beats). */
static uint64_t start_state(const int *v, int n)
{
    uint64_t state = 0;
    for (int i = 0; i < n; i++)
        for (int at = i - n; at + v[i] >= 0; at -= n)
            state |= 1ull << (at + v[i]);
    return state;
}

static bool rotation_larger(const int *v, int n, int a, int b)
{
    for (int i = 0; i < n; i++) {
        int x = v[(a + i) % n], y = v[(b + i) % n];
        if (x != y)
            return x > y;
    }
    return false;
}

/* The rotation to show: ground first, then largest reading. */
static int show_offset(const int *v, int n)
{
    int balls = 0;
    for (int i = 0; i < n; i++)
        balls += v[i];
    balls /= n;
    uint64_t ground = balls >= 64 ? ~0ull : (1ull << balls) - 1;
    uint64_t state = start_state(v, n);
    int best = 0;
    bool best_ground = state == ground;
    for (int j = 0; j < n; j++) {
        bool g = state == ground;
        if ((g && !best_ground) || (g == best_ground && rotation_larger(v, n, j, best))) {
            best = j;
            best_ground = g;
        }
        /* Throw from beat j: the state moves on one beat. */
        state >>= 1;
        if (v[j] > 0)
            state |= 1ull << (v[j] - 1);
    }
    return best;
}

void cardswap_show_rotation(const int *values, int n, int *out)
{
    int tmp[CARDSWAP_MAX_CARDS];
    int off = show_offset(values, n);
    for (int i = 0; i < n; i++)
        tmp[i] = values[(off + i) % n];
    memcpy(out, tmp, sizeof(int) * (size_t)n);
}

/* ---- Arranging a multiset into a valid siteswap ---- */

typedef struct Arranger {
    int n;                       /* period */
    int count[MAX_VALUE + 1];    /* values still to place */
    int seq[CARDSWAP_MAX_CARDS];
    uint64_t taken;              /* landing beats (mod n) already used */
    /* Listing every arrangement: */
    bool all;
    CardswapVisit visit;
    void *ctx;
    long listed;
    bool stop;
    /* The budget (nodes of choose and arrange together; negative: none) and what it cut: */
    long budget, nodes;
    long per_set, set_nodes;     /* nodes one multiset may take to arrange (negative: any) */
    bool gave_up;                /* this multiset took too long: try the next one */
    long level_budget;           /* the node count at which this length gives way (negative: none) */
    bool stop_level;             /* this length has had its share: try a shorter one */
    bool cut;                    /* something was left unsearched: the answer is not proven */
} Arranger;

/* One step of the search; false once the budget is spent (the search then unwinds). */
static bool step(Arranger *a)
{
    if (a->budget >= 0 && a->nodes >= a->budget) {
        a->cut = true;
        a->stop = true;
        return false;
    }
    a->nodes++;
    if (a->per_set >= 0 && ++a->set_nodes > a->per_set) {
        a->cut = true;
        a->gave_up = true;
        return false;
    }
    return true;
}

static int max_left(const Arranger *a)
{
    for (int v = MAX_VALUE; v >= 0; v--)
        if (a->count[v] > 0)
            return v;
    return -1;
}

/* A throw at beat i >= pos lands at i + v, or wraps to at most maxv - 1; a free landing beat in
 * [maxv, pos) can never be filled any more. */
static bool dead_end(const Arranger *a, int pos)
{
    int maxv = max_left(a);
    if (maxv < 0 || maxv >= pos)
        return false;
    uint64_t range = (pos >= 64 ? ~0ull : (1ull << pos) - 1) & ~((1ull << maxv) - 1);
    return (~a->taken & range) != 0;
}

static bool is_show_rotation(const int *v, int n)
{
    int off = show_offset(v, n);
    if (off == 0)
        return true;
    for (int i = 0; i < n; i++)
        if (v[(off + i) % n] != v[i])
            return false;
    return true;   /* a repetition: this rotation reads the same */
}

/* Depth-first, largest values first. Returns true when a single arrangement is found. */
static bool arrange(Arranger *a, int pos)
{
    if (pos == a->n) {
        if (!a->all)
            return true;
        if (is_show_rotation(a->seq, a->n)) {
            a->listed++;
            if (a->visit && !a->visit(a->seq, a->n, a->ctx))
                a->stop = true;
        }
        return false;
    }
    if (!step(a) || dead_end(a, pos))
        return false;
    for (int v = MAX_VALUE; v >= 0 && !a->stop && !a->gave_up; v--) {
        if (a->count[v] == 0)
            continue;
        uint64_t bit = 1ull << ((pos + v) % a->n);
        if (a->taken & bit)
            continue;
        a->count[v]--;
        a->taken |= bit;
        a->seq[pos] = v;
        bool found = arrange(a, pos + 1);
        a->count[v]++;
        a->taken &= ~bit;
        if (found)
            return true;
    }
    return false;
}

/* Arranging by repair, for long patterns where the depth-first search can wander: start
 * from any order and swap throws to take landings off crowded beats until every beat has one.
 * A multiset whose sum is a multiple of the period always has an arrangement (M. Hall, 1952)
 * and long ones have very many, so this finds one quickly where the ordered search may not.
 * Deterministic: its choices come from an RNG seeded by the period. Each swap looked at is a
 * step of the budget. */
static bool arrange_by_repair(Arranger *a)
{
    int n = a->n, at = 0;
    for (int v = MAX_VALUE; v >= 0; v--)
        for (int k = 0; k < a->count[v]; k++)
            a->seq[at++] = v;
    int lands[CARDSWAP_MAX_CARDS] = {0};
    int crowd = 0; /* landings beyond the first on each beat */
    for (int i = 0; i < n; i++)
        if (lands[(i + a->seq[i]) % n]++ > 0)
            crowd++;
    RngState rng;
    rng_seed(&rng, 0x5175ull * (uint64_t)n + 1);
    for (int round = 0; crowd > 0 && round < 400 * n; round++) {
        /* A throw landing on a crowded beat, from a random place on. */
        int i = (int)rng_below(&rng, (uint32_t)n);
        while (lands[(i + a->seq[i]) % n] < 2)
            i = (i + 1) % n;
        int best = -1, best_delta = 1 << 20, ties = 0;
        for (int j = 0; j < n; j++) {
            if (!step(a))
                return false;
            if (j == i || a->seq[j] == a->seq[i])
                continue;
            int li = (i + a->seq[i]) % n, lj = (j + a->seq[j]) % n;
            int ni = (i + a->seq[j]) % n, nj = (j + a->seq[i]) % n;
            /* Change in crowding: leave li and lj, land on ni and nj. */
            lands[li]--;
            lands[lj]--;
            int delta = -(lands[li] >= 1) - (lands[lj] >= 1);
            delta += lands[ni] >= 1;
            lands[ni]++;
            delta += lands[nj] >= 1;
            lands[ni]--;
            lands[li]++;
            lands[lj]++;
            if (delta < best_delta) {
                best_delta = delta;
                best = j;
                ties = 1;
            } else if (delta == best_delta && rng_below(&rng, (uint32_t)++ties) == 0) {
                best = j;
            }
        }
        if (best < 0)
            return false;
        if (best_delta > 0 && rng_below(&rng, 4) != 0)
            continue; /* mostly wait for a better throw; sometimes take the step to get out */
        int j = best;
        lands[(i + a->seq[i]) % n]--;
        lands[(j + a->seq[j]) % n]--;
        int t = a->seq[i];
        a->seq[i] = a->seq[j];
        a->seq[j] = t;
        lands[(i + a->seq[i]) % n]++;
        lands[(j + a->seq[j]) % n]++;
        crowd += best_delta;
    }
    return crowd == 0;
}

/* ---- Choosing the cards ---- */

typedef struct Chooser {
    int n;                          /* cards to choose (the period L) */
    int values[MAX_VALUE + 1];      /* distinct values in the hand */
    int avail[MAX_VALUE + 1];       /* how many of each */
    int kinds;
    /* Bit r of reach[i][k]: k more cards from values[i..] can make a sum that is r mod n. */
    uint64_t reach[MAX_VALUE + 2][CARDSWAP_MAX_CARDS + 1];
    int pick[MAX_VALUE + 1];
    /* What to do with a multiset that qualifies: */
    Arranger *arr;
    bool found;
} Chooser;

static uint64_t low_bits(int n)
{
    return n >= 64 ? ~0ull : (1ull << n) - 1;
}

static void fill_reach(Chooser *c)
{
    int L = c->n;
    memset(c->reach, 0, sizeof c->reach);
    c->reach[c->kinds][0] = 1;
    for (int i = c->kinds - 1; i >= 0; i--)
        for (int k = 0; k <= L; k++) {
            uint64_t bits = 0;
            for (int take = 0; take <= c->avail[i] && take <= k; take++) {
                /* Taking `take` cards of this value shifts every reachable sum up by take * v. */
                uint64_t from = c->reach[i + 1][k - take];
                int shift = (take * c->values[i]) % L;
                if (shift == 0)
                    bits |= from;
                else
                    bits |= ((from << shift) | (from >> (L - shift))) & low_bits(L);
            }
            c->reach[i][k] = bits;
        }
}

/* Tries every multiset (value by value) with the right size and sum; each one with two or more
 * values goes to the arranger. Stops at the first arrangement unless listing all. */
static void choose(Chooser *c, int i, int left, int sum_mod)
{
    if (c->found && !c->arr->all)
        return;
    if (c->arr->stop || c->arr->stop_level)
        return;
    if (c->arr->budget >= 0 && c->arr->nodes >= c->arr->budget) {
        c->arr->cut = true;
        c->arr->stop = true;
        return;
    }
    c->arr->nodes++;
    if (c->arr->level_budget >= 0 && c->arr->nodes > c->arr->level_budget) {
        c->arr->cut = true;
        c->arr->stop_level = true;
        return;
    }
    int L = c->n;
    int need = ((-sum_mod) % L + L) % L;
    if (!(c->reach[i][left] >> need & 1))
        return;
    if (i == c->kinds) {
        int distinct = 0;
        for (int j = 0; j < c->kinds; j++)
            distinct += c->pick[j] > 0;
        if (distinct < 2)
            return;
        memset(c->arr->count, 0, sizeof c->arr->count);
        for (int j = 0; j < c->kinds; j++)
            c->arr->count[c->values[j]] = c->pick[j];
        c->arr->taken = 0;
        c->arr->set_nodes = 0;
        c->arr->gave_up = false;
        long before = c->arr->listed;
        bool one = arrange(c->arr, 0);
        if (!one && c->arr->gave_up && !c->arr->all && !c->arr->stop) {
            /* The ordered search took too long: repair instead, with a share of its own. */
            Arranger *a = c->arr;
            long per_set = a->per_set;
            a->set_nodes = 0;
            a->gave_up = false;
            if (a->budget >= 0)
                a->per_set = (a->budget - a->nodes) / 16 + 20000;
            one = arrange_by_repair(a);
            a->per_set = per_set;
        }
        if (one || c->arr->listed > before)
            c->found = true;
        return;
    }
    for (int take = c->avail[i] < left ? c->avail[i] : left; take >= 0; take--) {
        c->pick[i] = take;
        choose(c, i + 1, left - take, (sum_mod + take * c->values[i]) % L);
    }
    c->pick[i] = 0;
}

static void chooser_init(Chooser *c, const int *hand, int n)
{
    int counts[MAX_VALUE + 1] = {0};
    for (int i = 0; i < n; i++)
        if (hand[i] >= 0 && hand[i] <= MAX_VALUE)
            counts[hand[i]]++;
    c->kinds = 0;
    for (int v = MAX_VALUE; v >= 0; v--)
        if (counts[v] > 0) {
            c->values[c->kinds] = v;
            c->avail[c->kinds] = counts[v];
            c->kinds++;
        }
}

static int usable_cards(const int *hand, int n)
{
    int usable = 0;
    for (int i = 0; i < n; i++)
        usable += hand[i] >= 0 && hand[i] <= MAX_VALUE;
    return usable;
}

/* The search for the longest build, longest first. With a budget each length gets a share of
 * what is left, and each multiset of cards a share of that to be arranged (another multiset of
 * the same cards and sum often arranges at once where one takes long), so a large hand still
 * reaches shorter lengths and returns the longest build found. */
static int search_builds(const int *hand, int n, int min_period, Arranger *a, int *out)
{
    if (n > CARDSWAP_MAX_CARDS)
        n = CARDSWAP_MAX_CARDS;
    static const Chooser blank;
    Chooser c = blank;
    chooser_init(&c, hand, n);
    c.arr = a;
    int lowest = min_period > 2 ? min_period : 2;
    for (int L = usable_cards(hand, n); L >= lowest && !a->stop; L--) {
        c.n = L;
        a->n = L;
        c.found = false;
        a->stop_level = false;
        a->level_budget = -1;
        a->per_set = -1;
        if (a->budget >= 0) {
            long left = a->budget - a->nodes;
            a->level_budget = a->nodes + left / 4 + 1000;
            a->per_set = left / 256 + 2000;
        }
        bool cut_above = a->cut;
        fill_reach(&c);
        choose(&c, 0, L, 0);
        if (c.found) {
            a->cut = cut_above; /* a multiset given up at this length does not matter now */
            if (!a->all)
                cardswap_show_rotation(a->seq, L, out);
            return L;
        }
    }
    return 0;
}

int cardswap_best_build(const int *hand, int n, int min_period, int *out)
{
    return cardswap_best_build_within(hand, n, min_period, CARDSWAP_BUILD_NODES, out, NULL);
}

int cardswap_best_build_within(const int *hand, int n, int min_period, long max_nodes, int *out,
                               CardswapCut *cut)
{
    Arranger a;
    memset(&a, 0, sizeof a);
    a.budget = max_nodes;
    int L = search_builds(hand, n, min_period, &a, out);
    if (cut) {
        cut->cut = a.cut;
        cut->nodes = a.nodes;
    }
    return L;
}

long cardswap_all_best_builds(const int *hand, int n, int min_period, CardswapVisit visit,
                              void *ctx)
{
    return cardswap_all_best_builds_within(hand, n, min_period, -1, visit, ctx, NULL);
}

long cardswap_all_best_builds_within(const int *hand, int n, int min_period, long max_nodes,
                                     CardswapVisit visit, void *ctx, CardswapCut *cut)
{
    Arranger a;
    memset(&a, 0, sizeof a);
    a.all = true;
    a.visit = visit;
    a.ctx = ctx;
    a.budget = max_nodes;
    int L = search_builds(hand, n, min_period, &a, NULL);
    if (cut) {
        cut->cut = a.cut;
        cut->nodes = a.nodes;
    }
    return L > 0 ? a.listed : 0;
}

/* ---- Best extension ---- */

/* Dead ends already explored, so the search never repeats one: with many cards the same
 * situation (position, old cards placed, hand cards left, landing beats that still matter) is
 * reached through many orders of the same cards. Lossy (a slot is overwritten) but exact: a
 * hit means this very situation failed before. */
#define DEAD_SLOTS (1 << 14)
#define DEAD_KINDS 18

typedef struct DeadKey {
    uint64_t w[4];
} DeadKey;

typedef struct Extender {
    const int *old;
    int m, k, N;            /* old cards, cards to insert, total */
    int count[MAX_VALUE + 1];
    int kinds, values[MAX_VALUE + 1];   /* the distinct values in the hand */
    int maxv;               /* highest value anywhere: for the dead-end test */
    int seq[2 * CARDSWAP_MAX_CARDS];
    uint64_t taken;
    bool two_values;        /* old already has two different values */
    DeadKey *dead;          /* NULL: no memory of dead ends */
    long budget;            /* nodes this search may visit; negative: no limit */
    long nodes;
    bool exhausted;         /* stopped by the budget: "not found" is then not a proof */
} Extender;

static DeadKey dead_key(const Extender *e, int pos, int j)
{
    /* k in the key keeps entries from another number of inserted cards from matching. */
    DeadKey key = {{0, 0, 0, (uint64_t)pos | (uint64_t)j << 8 | (uint64_t)e->k << 16 | 1ull << 63}};
    /* Beats below maxv (reached by wrapping throws) and the window a throw from here reaches;
     * everything between is taken, or the search would have stopped already. */
    uint64_t window = e->maxv >= 64 ? ~0ull : (1ull << e->maxv) - 1;
    for (int b = pos; b < pos + e->maxv + 1 && b < 64; b++)
        window |= 1ull << b;
    key.w[0] = e->taken & window;
    for (int i = 0; i < e->kinds; i++)
        key.w[1 + i / 9] |= (uint64_t)e->count[e->values[i]] << (7 * (i % 9));
    return key;
}

static size_t dead_slot(const DeadKey *k)
{
    uint64_t h = 0x9e3779b97f4a7c15ull;
    for (int i = 0; i < 4; i++) {
        h ^= k->w[i];
        h *= 0xbf58476d1ce4e5b9ull;
        h ^= h >> 31;
    }
    return (size_t)(h & (DEAD_SLOTS - 1));
}

static bool same_key(const DeadKey *a, const DeadKey *b)
{
    return a->w[0] == b->w[0] && a->w[1] == b->w[1] && a->w[2] == b->w[2] && a->w[3] == b->w[3];
}

static bool extend_dead_end(const Extender *e, int pos)
{
    if (e->maxv >= pos)
        return false;
    uint64_t range = (pos >= 64 ? ~0ull : (1ull << pos) - 1) & ~((1ull << e->maxv) - 1);
    return (~e->taken & range) != 0;
}

static bool extend_try(Extender *e, int pos, int j, int inserted);

static bool extend_search(Extender *e, int pos, int j, int inserted)
{
    if (e->budget >= 0 && ++e->nodes > e->budget) {
        e->exhausted = true;
        return false;
    }
    if (pos == e->N) {
        for (int i = 1; i < e->N && !e->two_values; i++)
            if (e->seq[i] != e->seq[0])
                return true;
        return e->two_values;
    }
    if (extend_dead_end(e, pos))
        return false;
    DeadKey key;
    size_t slot = 0;
    if (e->dead) {
        key = dead_key(e, pos, j);
        slot = dead_slot(&key);
        if (same_key(&e->dead[slot], &key))
            return false;
    }
    bool found = extend_try(e, pos, j, inserted);
    if (!found && e->dead && !e->exhausted)
        e->dead[slot] = key;
    return found;
}

static bool extend_try(Extender *e, int pos, int j, int inserted)
{
    /* The old card next first (keeps the pattern recognisable), then hand cards, largest first. */
    if (j < e->m) {
        int v = e->old[j];
        uint64_t bit = 1ull << ((pos + v) % e->N);
        if (!(e->taken & bit)) {
            e->taken |= bit;
            e->seq[pos] = v;
            if (extend_search(e, pos + 1, j + 1, inserted))
                return true;
            e->taken &= ~bit;
        }
    }
    if (inserted < e->k)
        for (int v = MAX_VALUE; v >= 0; v--) {
            if (e->count[v] == 0)
                continue;
            uint64_t bit = 1ull << ((pos + v) % e->N);
            if (e->taken & bit)
                continue;
            e->count[v]--;
            e->taken |= bit;
            e->seq[pos] = v;
            bool found = extend_search(e, pos + 1, j, inserted + 1);
            e->count[v]++;
            e->taken &= ~bit;
            if (found)
                return true;
        }
    return false;
}

static int extension_search(const int *old, int m, const int *hand, int hand_n, int min_period,
                            long per_k, long total, int *out, CardswapCut *cut);

int cardswap_best_extension(const int *old, int m, const int *hand, int hand_n, int min_period,
                            int *out)
{
    return cardswap_best_extension_bounded(old, m, hand, hand_n, min_period, -1, out);
}

int cardswap_best_extension_bounded(const int *old, int m, const int *hand, int hand_n,
                                    int min_period, long max_nodes, int *out)
{
    return extension_search(old, m, hand, hand_n, min_period, max_nodes, -1, out, NULL);
}

int cardswap_best_extension_within(const int *old, int m, const int *hand, int hand_n,
                                   int min_period, long max_nodes, int *out, CardswapCut *cut)
{
    return extension_search(old, m, hand, hand_n, min_period, -1, max_nodes, out, cut);
}

/* per_k: steps for each number of inserted cards (negative: any); total: steps in all, each
 * number of cards (most first) getting a share of what is left (negative: no limit). */
static int extension_search(const int *old, int m, const int *hand, int hand_n, int min_period,
                            long per_k, long total, int *out, CardswapCut *cut)
{
    if (cut) {
        cut->cut = false;
        cut->nodes = 0;
    }
    if (m < 0 || m > CARDSWAP_MAX_CARDS)
        return 0;
    for (int i = 0; i < m; i++)
        if (old[i] < 0 || old[i] > MAX_VALUE)
            return 0;
    int old_sum = 0, maxv = 0;
    bool two_values = false;
    for (int i = 0; i < m; i++) {
        old_sum += old[i];
        if (old[i] > maxv)
            maxv = old[i];
        if (old[i] != old[0])
            two_values = true;
    }
    static const Chooser blank;
    Chooser c = blank;
    chooser_init(&c, hand, hand_n);
    int usable = usable_cards(hand, hand_n);
    for (int i = 0; i < c.kinds; i++)
        if (c.values[i] > maxv)
            maxv = c.values[i];
    /* Without memory the search is still exact, only slower. */
    DeadKey *dead = calloc(DEAD_SLOTS, sizeof *dead);
    long spent = 0;
    bool was_cut = false;
    int best_k = 0;
    /* With a budget: most cards first with half of it; when that finds nothing (a large hand
     * can spend it all on lengths that do not work out), fewest first with the rest, keeping
     * the most cards found. */
    for (int pass = 0; pass < (total >= 0 ? 2 : 1) && best_k == 0; pass++) {
        long pass_end = pass == 0 && total >= 0 ? total / 2 : total;
        for (int step = 0; step < usable; step++) {
            int k = pass == 0 ? usable - step : step + 1;
            int N = m + k;
            if (N > CARDSWAP_MAX_CARDS || N < min_period)
                continue;
            /* Some k hand cards must bring the sum to a multiple of N. */
            c.n = N;
            fill_reach(&c);
            if (!(c.reach[0][k] >> (((-old_sum) % N + N) % N) & 1))
                continue;
            if (total >= 0 && spent >= pass_end) {
                was_cut = true;
                break;
            }
            Extender e;
            memset(&e, 0, sizeof e);
            e.old = old;
            e.m = m;
            e.k = k;
            e.N = N;
            e.maxv = maxv;
            e.two_values = two_values;
            e.kinds = c.kinds;
            for (int i = 0; i < c.kinds; i++) {
                e.values[i] = c.values[i];
                e.count[c.values[i]] = c.avail[i];
            }
            /* The memory needs every count in its key, and two values guaranteed by old. */
            if (c.kinds <= DEAD_KINDS && two_values && dead)
                e.dead = dead;
            e.budget = per_k;
            if (total >= 0) {
                long left = pass_end - spent;
                long share = (pass == 0 ? left / 4 : left / 8) + 1000;
                e.budget = share < left ? share : left;
            }
            bool found = extend_search(&e, 0, 0, 0);
            spent += e.nodes;
            if (e.exhausted && !found)
                was_cut = true;
            if (found && k > best_k) {
                memcpy(out, e.seq, sizeof(int) * (size_t)N);
                best_k = k;
            }
            if (found && pass == 0)
                break; /* most cards first: the first found is the most */
        }
    }
    if (cut) {
        cut->nodes = spent;
        cut->cut = was_cut;
    }
    free(dead);
    return best_k;
}
