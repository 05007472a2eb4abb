/* Computer players: every choice from the seat's own view. */
#include "ssgame_ai.h"

#include "cardswap.h"
#include "rng.h"
#include "siteswap.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Mind {
    const SsgView *v;
    const Catalogue *tricks;
    int me;
    SsgLevel level;
    int flash;
    int minp;
    SsaiProfile profile;
    RngState rng;
} Mind;

static double chance(Mind *m)
{
    return (double)(rng_next(&m->rng) >> 11) / 9007199254740992.0;
}

static int value_of(const Mind *m, int card)
{
    return cardswap_value(deck_rank(card), m->flash);
}

static int hand_values(const Mind *m, int *values)
{
    for (int i = 0; i < m->v->hand.n; i++)
        values[i] = value_of(m, m->v->hand.card[i]);
    return m->v->hand.n;
}

/* Cards of the hand for a list of values, each card used once; false if the hand lacks one. */
static bool cards_for(const Mind *m, const int *values, int n, uint8_t *cards)
{
    bool used[SSG_CARDS] = {false};
    for (int i = 0; i < n; i++) {
        int found = -1;
        for (int h = 0; h < m->v->hand.n && found < 0; h++)
            if (!used[h] && value_of(m, m->v->hand.card[h]) == values[i])
                found = h;
        if (found < 0)
            return false;
        used[found] = true;
        cards[i] = m->v->hand.card[found];
    }
    return true;
}

/* ---- The juggler each level is ---- */

/* The flash caps the throws of all three. The periods are short on purpose: a long period lets
 * big cards be reduced to small throws, so a longer cap lets a computer lay most of its hand in
 * one turn (in self-play with a period of 5 or 6 for hard, four hard computers ended their games
 * within 6 turns, and the starting seat won two games in three). */
static const SsaiProfile profiles[3] = {{3, 4}, {4, 4}, {5, 4}};

SsaiProfile ssai_profile(SsgLevel level)
{
    return profiles[(int)level >= SSG_EASY && level <= SSG_HARD ? level : SSG_NORMAL];
}

void ssai_profile_text(SsgLevel level, int flash, char *buf, size_t size)
{
    SsaiProfile p = ssai_profile(level);
    /* Throws no higher than the flash and two values at least: fewer balls than the flash. */
    int balls = p.max_balls < flash - 1 ? p.max_balls : flash - 1;
    snprintf(buf, size, "up to %d balls, period up to %d, throws up to %d", balls, p.max_period,
             flash);
}

/* The pattern as this juggler performs it: every throw above the flash reduced by the period
 * (S15). False when one cannot be, or stays above the flash, or the result is not for this
 * profile: too many balls, too long, or one value only (S29). The values need only be a multiset whose sum the period
 * divides: such a multiset can always be ordered into a siteswap, and reductions do not depend
 * on the order. */
static bool juggle_facts(SsaiProfile p, int flash, const int *values, int n, bool *reduce,
                         int *balls, int *high)
{
    if (n < 1 || n > p.max_period)
        return false;
    int sum = 0, top = 0, first = -1;
    bool two = false;
    for (int i = 0; i < n; i++) {
        int v = values[i];
        bool r = v > flash;
        if (r && v - n < 0)
            return false;
        if (r)
            v -= n;
        if (v > flash) /* still higher than it has ever thrown */
            return false;
        if (reduce)
            reduce[i] = r;
        sum += v;
        top = v > top ? v : top;
        if (i == 0)
            first = v;
        else if (v != first)
            two = true;
    }
    if (!two || sum % n != 0 || sum / n > p.max_balls)
        return false;
    if (balls)
        *balls = sum / n;
    if (high)
        *high = top;
    return true;
}

bool ssai_can_juggle(SsgLevel level, int flash, const int *values, int n, bool *reduce)
{
    if (n < 2 || n > CARDSWAP_MAX_CARDS || !siteswap_values_valid(values, n))
        return false;
    return juggle_facts(ssai_profile(level), flash, values, n, reduce, NULL, NULL);
}

/* How hard a pattern is to juggle and to recognise: its period first, then balls and height. */
static double difficulty(int period, int balls, int high)
{
    return period + 0.5 * (balls > 3 ? balls - 3 : 0) + 0.25 * (high > 5 ? high - 5 : 0);
}

/* The chance of a drop in one cycle of a pattern (S36). How hard a pattern is depends on the
 * juggler: its balls and its period measured against the top of this level's profile. A pattern
 * with two balls or fewer, or well inside the profile, is almost never dropped (a floor of
 * 0.4-1% a cycle: concentration at a table); the risk climbs steeply only near the top of the
 * profile, where a real juggler drops too. Tuned with `throwdeck-cli simulate` (the share
 * given up per level: at normal 6% beside easy computers, 9% among normal ones). */
static double cycle_drop_chance(SsgLevel level, SsaiProfile p, int period, int balls)
{
    static const double floor_chance[] = {0.01, 0.005, 0.004};
    static const double top_chance[] = {0.09, 0.08, 0.07};
    double x = p.max_balls > 2 ? (double)(balls - 2) / (p.max_balls - 2) : 1.0;
    double y = p.max_period > 2 ? (double)(period - 2) / (p.max_period - 2) : 1.0;
    x = x < 0 ? 0 : x > 1 ? 1 : x;
    y = y < 0 ? 0 : y > 1 ? 1 : y;
    return floor_chance[level] + top_chance[level] * x * x * x * (0.5 + 0.5 * y);
}

double ssai_cycle_drop_chance(SsgLevel level, int period, int balls)
{
    if ((int)level < SSG_EASY || level > SSG_HARD)
        level = SSG_NORMAL;
    return cycle_drop_chance(level, ssai_profile(level), period, balls);
}

/* ---- Styles ---- */

/* The first style not yet used with this pattern, or false when every one is. A trick keeps
 * its own movement (S32): only its prop and starting hand change. A siteswap is compared as
 * this juggler performs it (its throws above the flash reduced), as the game records it. */
static bool free_style(const Mind *m, bool trick, const int *values, int n, const char *name,
                       SsgStyle *out)
{
    uint32_t used = 0;
    int performed[SSG_CARDS];
    for (int i = 0; i < n && !trick; i++)
        performed[i] = values[i] > m->flash && values[i] - n >= 0 ? values[i] - n : values[i];
    for (int i = 0; i < m->v->played_n; i++) {
        const SsgPlayed *p = &m->v->played[i];
        if (p->trick != trick)
            continue;
        if (trick) {
            if (strcmp(p->trick_name, name) == 0)
                used |= p->styles;
            continue;
        }
        int pv[SSG_CARDS];
        for (int k = 0; k < p->n; k++)
            pv[k] = p->values[k];
        if (siteswap_values_same_pattern(performed, n, pv, p->n))
            used |= p->styles;
    }
    for (int i = 0; i < SSG_STYLES; i++) {
        SsgStyle s = ssgame_style_from_index(i);
        if (trick && s.move != SSG_MOVE_NORMAL)
            continue;
        if (!(used & (1u << i))) {
            *out = s;
            return true;
        }
    }
    return false;
}

/* ---- Choosing cards: sub-multisets of the hand ---- */

#define MAX_VALUE 12 /* throws 0..11 */

typedef struct Multiset {
    int count[MAX_VALUE];
} Multiset;

static Multiset multiset_of(const int *values, int n)
{
    Multiset s;
    memset(&s, 0, sizeof s);
    for (int i = 0; i < n; i++)
        if (values[i] >= 0 && values[i] < MAX_VALUE)
            s.count[values[i]]++;
    return s;
}

static int multiset_values(const Multiset *s, int *out)
{
    int n = 0;
    for (int v = 0; v < MAX_VALUE; v++)
        for (int k = 0; k < s->count[v]; k++)
            out[n++] = v;
    return n;
}

/* A search over every part of the hand of at most `most` cards; visit gets each part. */
typedef struct PartSearch {
    const Multiset *hand;
    int most;
    Multiset part;
    int size, sum;
    void (*visit)(struct PartSearch *ps, void *ctx);
    void *ctx;
} PartSearch;

static void parts_from(PartSearch *ps, int v)
{
    if (v == MAX_VALUE) {
        if (ps->size > 0)
            ps->visit(ps, ps->ctx);
        return;
    }
    int have = ps->hand->count[v];
    for (int k = 0; k <= have && ps->size + k <= ps->most; k++) {
        ps->part.count[v] = k;
        ps->size += k;
        ps->sum += k * v;
        parts_from(ps, v + 1);
        ps->size -= k;
        ps->sum -= k * v;
    }
    ps->part.count[v] = 0;
}

static void each_part(const Multiset *hand, int most, void (*visit)(PartSearch *, void *),
                      void *ctx)
{
    PartSearch ps;
    memset(&ps, 0, sizeof ps);
    ps.hand = hand;
    ps.most = most;
    ps.visit = visit;
    ps.ctx = ctx;
    parts_from(&ps, 0);
}

/* The longest build this juggler could lay from a hand (for weighing what a play keeps). */
typedef struct Longest {
    SsaiProfile p;
    int flash, minp, best;
} Longest;

static void longest_visit(PartSearch *ps, void *ctx)
{
    Longest *l = ctx;
    if (ps->size < l->minp || ps->size <= l->best || ps->sum % ps->size != 0)
        return;
    int v[SSG_CARDS];
    int n = multiset_values(&ps->part, v);
    if (juggle_facts(l->p, l->flash, v, n, NULL, NULL, NULL))
        l->best = n;
}

static int longest_build(const Mind *m, const Multiset *hand)
{
    Longest l = {m->profile, m->flash, m->minp, 0};
    each_part(hand, m->profile.max_period, longest_visit, &l);
    return l.best;
}

/* ---- Builds ---- */

typedef struct BuildSearch {
    Mind *m;
    const Multiset *hand;
    int hand_n;
    double best_score;
    int best_n;
    int best[SSG_CARDS];
} BuildSearch;

/* The cycles a play of this period will likely run before it counts. Watchers who think it may
 * be the performer's last cards do not name it (see could_go_out): then it runs the full cycles
 * unless an easy player or a person at the table names it. Otherwise a named pattern is named
 * within a few cycles. table: cards of the extended siteswap already on the table. */
static int expected_cycles(const Mind *m, int period, int table)
{
    const SsgView *v = m->v;
    if (period < 1 || (v->hand.n + table) % period != 0)
        return 3;
    for (int s = 0; s < v->seats; s++)
        if (s != m->me && v->seat[s].place == 0 &&
            (v->seat[s].kind == SSG_PERSON || v->seat[s].level == SSG_EASY))
            return v->setup.cycles / 2;
    return v->setup.cycles;
}

/* What a play is worth: cards gone, less what the performance risks, plus (for hard) what the
 * cards kept promise for the next turn. Emptying the hand wins outright. */
static double play_score(const Mind *m, int gone, bool draws, int balls, int high, int period,
                         int table, const Multiset *kept, int kept_n)
{
    /* Prefers what it juggles reliably: a drop before it counts costs the turn. Hard players
     * count the cycles the play will have to run (a possible last pattern goes unnamed); the others
     * think only of the first few. */
    double h = cycle_drop_chance(m->level, m->profile, period, balls);
    int cycles = m->level == SSG_HARD ? expected_cycles(m, period, table) : 4;
    double safe = pow(1 - h, cycles);
    if (kept_n == 0)
        return 1000.0 * safe - difficulty(period, balls, high);
    int draw = draws ? (m->v->setup.advanced ? 2 : 1) : 0;
    /* A drop costs more than the cards kept: the turn, and a table that watched for nothing.
     * Weighed as two cards, it makes a likely drop lose to a safer, slightly shorter play (S36). */
    double score = safe * gone - 2.0 * (1 - safe) - draw;
    if (m->level == SSG_HARD && kept)
        score += 0.5 * longest_build(m, kept);
    return score;
}

static void build_visit(PartSearch *ps, void *ctx)
{
    BuildSearch *b = ctx;
    Mind *m = b->m;
    int n = ps->size;
    if (n < m->minp || ps->sum % n != 0)
        return;
    int v[SSG_CARDS], balls, high;
    multiset_values(&ps->part, v);
    if (!juggle_facts(m->profile, m->flash, v, n, NULL, &balls, &high))
        return;
    Multiset kept = *b->hand;
    for (int x = 0; x < MAX_VALUE; x++)
        kept.count[x] -= ps->part.count[x];
    double score = play_score(m, n, true, balls, high, n, 0, &kept, b->hand_n - n);
    if (b->best_n > 0 && score <= b->best_score)
        return;
    int order[SSG_CARDS];
    if (cardswap_best_build(v, n, m->minp, order) != n)
        return;
    SsgStyle style;
    if (!free_style(m, false, order, n, NULL, &style))
        return;
    b->best_score = score;
    b->best_n = n;
    memcpy(b->best, order, sizeof(int) * (size_t)n);
}

/* The best build this juggler can lay (from a random part of the hand for easy players).
 * Returns its length (0: none) and its score. */
static int best_build(Mind *m, int *out, double *score)
{
    int values[SSG_CARDS];
    int n = hand_values(m, values);
    if (m->level == SSG_EASY && n > 3) {
        /* An easy player overlooks some of its cards. */
        int keep = 0;
        for (int i = 0; i < n; i++)
            if (chance(m) < 0.85)
                values[keep++] = values[i];
        n = keep;
    }
    Multiset hand = multiset_of(values, n);
    BuildSearch b;
    memset(&b, 0, sizeof b);
    b.m = m;
    b.hand = &hand;
    b.hand_n = m->v->hand.n;
    each_part(&hand, m->profile.max_period, build_visit, &b);
    memcpy(out, b.best, sizeof(int) * (size_t)b.best_n);
    *score = b.best_score;
    return b.best_n;
}

/* ---- Extensions ---- */

/* Interleaves the inserted values into old's order so that every throw lands on its own beat. */
typedef struct Weave {
    const int *old;
    int m, n;
    Multiset ins;
    int seq[SSG_CARDS];
    bool slot[SSG_CARDS];
    long budget;
} Weave;

static bool weave_from(Weave *w, int i, int j)
{
    if (i == w->n)
        return true;
    if (--w->budget < 0)
        return false;
    if (j < w->m) {
        int v = w->old[j], land = (i + v) % w->n;
        if (!w->slot[land]) {
            w->slot[land] = true;
            w->seq[i] = v;
            if (weave_from(w, i + 1, j + 1))
                return true;
            w->slot[land] = false;
        }
    }
    if (i - j >= w->n - w->m) /* every inserted card is placed */
        return false;
    for (int v = 0; v < MAX_VALUE; v++) {
        if (w->ins.count[v] == 0)
            continue;
        int land = (i + v) % w->n;
        if (w->slot[land])
            continue;
        w->slot[land] = true;
        w->ins.count[v]--;
        w->seq[i] = v;
        if (weave_from(w, i + 1, j))
            return true;
        w->ins.count[v]++;
        w->slot[land] = false;
    }
    return false;
}

typedef struct ExtendSearch {
    Mind *m;
    const Multiset *hand;
    int hand_n;
    const int *old;
    int old_n, old_sum;
    long budget;
    double best_score;
    int best_k;
    int best[SSG_CARDS];
} ExtendSearch;

static void extend_visit(PartSearch *ps, void *ctx)
{
    ExtendSearch *e = ctx;
    Mind *m = e->m;
    int k = ps->size, n = e->old_n + k;
    if (n > m->profile.max_period || (e->old_sum + ps->sum) % n != 0 || e->budget <= 0)
        return;
    int all[SSG_CARDS], balls, high;
    memcpy(all, e->old, sizeof(int) * (size_t)e->old_n);
    multiset_values(&ps->part, all + e->old_n);
    if (!juggle_facts(m->profile, m->flash, all, n, NULL, &balls, &high))
        return;
    Multiset kept = *e->hand;
    for (int x = 0; x < MAX_VALUE; x++)
        kept.count[x] -= ps->part.count[x];
    double score = play_score(m, k, false, balls, high, n, e->old_n, &kept, e->hand_n - k);
    if (e->best_k > 0 && score <= e->best_score)
        return;
    Weave w;
    memset(&w, 0, sizeof w);
    w.old = e->old;
    w.m = e->old_n;
    w.n = n;
    w.ins = ps->part;
    w.budget = e->budget < 2000 ? e->budget : 2000;
    bool found = weave_from(&w, 0, 0);
    e->budget -= 2000 - (w.budget > 0 ? w.budget : 0);
    SsgStyle style;
    if (!found || cardswap_check(w.seq, n, m->minp) != CARDSWAP_LEGAL ||
        !free_style(m, false, w.seq, n, NULL, &style))
        return;
    e->best_score = score;
    e->best_k = k;
    memcpy(e->best, w.seq, sizeof(int) * (size_t)n);
}

static void pattern_text(const int *v, int n, char *buf, size_t size)
{
    if (siteswap_values_canonical_text(v, n, buf, size))
        return;
    size_t at = 0;
    for (int i = 0; i < n && at + 1 < size; i++)
        buf[at++] = siteswap_throw_char(v[i]);
    buf[at] = '\0';
}

/* ---- The turn ---- */

/* The juggler's own values of the performed pattern: every throw above its flash reduced. */
static void mark_reductions(const Mind *m, SsgAction *a)
{
    int v[SSG_CARDS];
    for (int i = 0; i < a->n; i++)
        v[i] = value_of(m, a->cards[i]);
    juggle_facts(m->profile, m->flash, v, a->n, a->reduce, NULL, NULL);
}

static bool choose_play(Mind *m, SsgAction *out)
{
    const SsgView *v = m->v;
    double best_score = -1000;
    bool found = false;
    int build[SSG_CARDS];
    double build_score = 0;
    int len = best_build(m, build, &build_score);
    SsgStyle style;
    if (len > 0 && free_style(m, false, build, len, NULL, &style)) {
        SsgAction a = ssgame_action(SSG_ACT_BUILD, m->me);
        if (cards_for(m, build, len, a.cards)) {
            a.n = len;
            a.style = style;
            a.on_screen = true;
            mark_reductions(m, &a);
            best_score = build_score;
            *out = a;
            found = true;
        }
    }
    /* Extensions: every revealed siteswap for hard, a few for normal, seldom for easy; normal
     * players look for one only when they cannot build. */
    int looks = m->level == SSG_HARD ? v->revealed_n : m->level == SSG_NORMAL ? 3 : 1;
    if ((m->level == SSG_EASY && found && chance(m) < 0.7) || (m->level == SSG_NORMAL && found))
        looks = 0;
    int start = v->revealed_n > 0 ? (int)rng_below(&m->rng, (uint32_t)v->revealed_n) : 0;
    int hand[SSG_CARDS];
    int hn = hand_values(m, hand);
    Multiset hand_set = multiset_of(hand, hn);
    long budget = m->level == SSG_HARD ? SSAI_EXTENSION_BUDGET * 4 : SSAI_EXTENSION_BUDGET;
    for (int t = 0; t < v->revealed_n && t < looks && budget > 0; t++) {
        int r = m->level == SSG_HARD ? t : (start + t) % v->revealed_n;
        const Pile *old = &v->revealed[r].cards;
        if (old->n >= m->profile.max_period)
            continue;
        int oldv[SSG_CARDS], sum = 0;
        for (int i = 0; i < old->n; i++) {
            oldv[i] = value_of(m, old->card[i]);
            sum += oldv[i];
        }
        ExtendSearch e;
        memset(&e, 0, sizeof e);
        e.m = m;
        e.hand = &hand_set;
        e.hand_n = hn;
        e.old = oldv;
        e.old_n = old->n;
        e.old_sum = sum;
        e.budget = budget;
        each_part(&hand_set, m->profile.max_period - old->n, extend_visit, &e);
        budget = e.budget;
        if (e.best_k <= 0 || (found && e.best_score <= best_score))
            continue;
        int n = old->n + e.best_k;
        if (!free_style(m, false, e.best, n, NULL, &style))
            continue;
        /* Old cards keep their ids (matched left to right); the rest come from the hand. */
        SsgAction a = ssgame_action(SSG_ACT_EXTEND, m->me);
        a.target = r;
        a.n = n;
        int j = 0, ins[SSG_CARDS], ni = 0, pos[SSG_CARDS];
        for (int i = 0; i < a.n; i++) {
            if (j < old->n && oldv[j] == e.best[i]) {
                a.cards[i] = old->card[j++];
            } else {
                pos[ni] = i;
                ins[ni++] = e.best[i];
            }
        }
        uint8_t mine[SSG_CARDS];
        if (j != old->n || !cards_for(m, ins, ni, mine))
            continue;
        for (int i = 0; i < ni; i++)
            a.cards[pos[i]] = mine[i];
        a.style = style;
        a.on_screen = true;
        mark_reductions(m, &a);
        *out = a;
        best_score = e.best_score;
        found = true;
    }
    if (found)
        return true;
    /* Nothing to lay: a trick it can juggle swaps two cards if recognised, which beats a plain
     * skip. Of the tricks in its range with a style left, it picks among those it is least
     * likely to drop (S36). */
    if (m->tricks && v->hand.n >= 2) {
        int cand[CATALOGUE_MAX_ENTRIES], nc = 0;
        double risk[CATALOGUE_MAX_ENTRIES], least = 1.0;
        for (int i = 0; i < m->tricks->count && nc < CATALOGUE_MAX_ENTRIES; i++) {
            const CatalogueEntry *e = &m->tricks->entries[i];
            if (!catalogue_is_trick(e) || e->balls > m->profile.max_balls ||
                !free_style(m, true, NULL, 0, e->name, &style))
                continue;
            Siteswap *s = siteswap_parse(e->notation, NULL);
            int period = s ? siteswap_unit_period(s) : 3, balls = s ? siteswap_balls(s) : e->balls;
            siteswap_free(s);
            risk[nc] = cycle_drop_chance(m->level, m->profile, period, balls);
            least = risk[nc] < least ? risk[nc] : least;
            cand[nc++] = i;
        }
        int keep = 0;
        for (int k = 0; k < nc; k++)
            if (risk[k] <= least + 0.01)
                cand[keep++] = cand[k];
        if (keep > 0) {
            const CatalogueEntry *e = &m->tricks->entries[cand[rng_below(&m->rng, (uint32_t)keep)]];
            free_style(m, true, NULL, 0, e->name, &style);
            SsgAction a = ssgame_action(SSG_ACT_TRICK, m->me);
            snprintf(a.text, sizeof a.text, "%s", e->name);
            a.style = style;
            a.on_screen = true;
            *out = a;
            return true;
        }
    }
    *out = ssgame_action(SSG_ACT_SKIP, m->me);
    return true;
}

/* ---- Keeping cards ---- */

/* Quality of a hand of values for discards and exchanges: the longest build this juggler could
 * lay from it, then lower throws (easier for everyone), as one number. */
static int hand_quality(const Mind *m, const int *values, int n)
{
    Multiset set = multiset_of(values, n);
    int len = longest_build(m, &set);
    int sum = 0;
    for (int i = 0; i < n; i++)
        sum += values[i];
    return len * 1000 - sum;
}

/* The card whose loss hurts least. skip: index to treat as gone already (-1 none). */
static int worst_card(const Mind *m, int skip)
{
    int values[SSG_CARDS];
    int n = hand_values(m, values);
    int best = -1, best_q = 0;
    for (int i = 0; i < n; i++) {
        if (i == skip)
            continue;
        int rest[SSG_CARDS], k = 0;
        for (int j = 0; j < n; j++)
            if (j != i && j != skip)
                rest[k++] = values[j];
        int q = hand_quality(m, rest, k);
        if (best < 0 || q > best_q) {
            best = i;
            best_q = q;
        }
    }
    return best;
}

/* ---- Watching ---- */

/* The facts of what is shown: for a siteswap its unit period, balls and highest throw; for a
 * trick those of its catalogue notation. False when nothing is seen. */
static bool shown_facts(const Mind *m, int *period, int *balls, int *high)
{
    const SsgView *v = m->v;
    Siteswap *s = NULL;
    if (v->perf.kind == SSG_PLAY_TRICK) {
        const CatalogueEntry *e = m->tricks && v->perf.trick[0]
                                      ? catalogue_find(m->tricks, v->perf.trick)
                                      : NULL;
        s = e ? siteswap_parse(e->notation, NULL) : NULL;
    } else if (v->perf.seen_n >= 1) {
        s = siteswap_from_values(v->perf.seen, v->perf.seen_n);
    }
    if (!s)
        return false;
    *period = siteswap_unit_period(s);
    *balls = siteswap_balls(s);
    *high = siteswap_max_throw(s);
    siteswap_free(s);
    return true;
}

/* Does a candidate siteswap agree with every hint given? */
static bool fits_hints(const SsgView *v, const int *w, int n)
{
    int sum = 0, high = 0;
    for (int i = 0; i < n; i++) {
        sum += w[i];
        high = w[i] > high ? w[i] : high;
    }
    const int *h = v->perf.hint_value;
    return (h[SSG_HINT_BALLS] < 0 || sum == h[SSG_HINT_BALLS] * n) &&
           (h[SSG_HINT_PERIOD] < 0 || n == h[SSG_HINT_PERIOD]) &&
           (h[SSG_HINT_HIGHEST] < 0 || high == h[SSG_HINT_HIGHEST]);
}

/* A guess the table has already heard judged wrong in this performance (S38): a computer never
 * says it again, whoever said it, so none looks as if it copied a wrong guess. Patterns are
 * compared as patterns (any rotation), tricks by name. */
static bool heard_wrong_pattern(const SsgView *v, const int *w, int n)
{
    for (int i = 0; i < v->perf.wrong_said_n; i++) {
        int said[SSG_CARDS], k = 0;
        bool ok = true;
        for (const char *c = v->perf.wrong_said[i]; *c && ok; c++) {
            if (*c == ' ')
                continue;
            if (k >= SSG_CARDS)
                ok = false;
            else if (*c >= '0' && *c <= '9')
                said[k++] = *c - '0';
            else if (*c >= 'a' && *c <= 'z')
                said[k++] = *c - 'a' + 10;
            else if (*c >= 'A' && *c <= 'Z')
                said[k++] = *c - 'A' + 10;
            else
                ok = false;
        }
        if (ok && k > 0 && siteswap_values_same_pattern(said, k, w, n))
            return true;
    }
    return false;
}

static bool heard_wrong_trick(const SsgView *v, const char *name)
{
    for (int i = 0; i < v->perf.wrong_said_n; i++) {
        const char *a = v->perf.wrong_said[i], *b = name;
        while (*a && *b && (*a | 0x20) == (*b | 0x20))
            a++, b++;
        if (!*a && !*b)
            return true;
    }
    return false;
}

/* A plausible wrong guess at a shown siteswap: two neighbouring throws site-swapped (same
 * balls), or a catalogue pattern with as many balls that starts the same way. Never one value
 * only, never a different number of balls, always within the hints. False when none is found. */
static bool near_miss(Mind *m, char *text, size_t size)
{
    const SsgView *v = m->v;
    int n = v->perf.seen_n;
    Siteswap *seen = siteswap_from_values(v->perf.seen, n);
    if (!seen)
        return false;
    int balls = siteswap_balls(seen);
    siteswap_free(seen);
    int cands[16][SSG_CARDS], lens[16], nc = 0;
    for (int i = 0; i < n && nc < 16; i++) {
        int w[SSG_CARDS], j = (i + 1) % n;
        memcpy(w, v->perf.seen, sizeof(int) * (size_t)n);
        if (n < 2 || w[i] < 1 || w[j] + 1 >= MAX_VALUE)
            continue;
        int t = w[i];
        w[i] = w[j] + 1;
        w[j] = t - 1;
        memcpy(cands[nc], w, sizeof(int) * (size_t)n);
        lens[nc++] = n;
    }
    if (m->tricks) {
        for (int e = 0; e < m->tricks->count && nc < 16; e++) {
            const CatalogueEntry *c = &m->tricks->entries[e];
            if (catalogue_is_trick(c) || c->balls != balls)
                continue;
            Siteswap *s = siteswap_parse(c->notation, NULL);
            int len = s && siteswap_is_vanilla(s) ? siteswap_period(s) : 0, w[SSG_CARDS];
            for (int k = 0; k < len && len <= SSG_CARDS; k++) {
                const SiteswapThrow *t =
                    siteswap_slot_throw(s, k, k % 2 == 0 ? SITESWAP_RIGHT : SITESWAP_LEFT, 0);
                w[k] = t ? t->value : 0;
            }
            siteswap_free(s);
            if (len < 2 || len > SSG_CARDS)
                continue;
            bool alike = false;
            for (int k = 0; k < n && !alike; k++)
                alike = v->perf.seen[k] == w[0];
            if (!alike)
                continue;
            memcpy(cands[nc], w, sizeof(int) * (size_t)len);
            lens[nc++] = len;
        }
    }
    int order = nc > 0 ? (int)rng_below(&m->rng, (uint32_t)nc) : 0;
    for (int t = 0; t < nc; t++) {
        int *w = cands[(order + t) % nc], len = lens[(order + t) % nc];
        bool two = false;
        int sum = 0;
        for (int k = 0; k < len; k++) {
            two = two || w[k] != w[0];
            sum += w[k];
        }
        /* Valid values: their balls are their average (as siteswap_balls says). */
        if (!two || !siteswap_values_valid(w, len) || sum / len != balls ||
            siteswap_values_same_pattern(v->perf.seen, n, w, len) || !fits_hints(v, w, len) ||
            heard_wrong_pattern(v, w, len))
            continue;
        pattern_text(w, len, text, size);
        return true;
    }
    return false;
}

/* Counting the patterns the hints allow, up to two (that is: ambiguous). */
typedef struct HintSearch {
    int n, sum, high;
    int seq[SSG_CARDS];
    bool slot[SSG_CARDS];
    int found;
    int first[SSG_CARDS];
    long budget;
} HintSearch;

static void hints_from(HintSearch *h, int i, int sum, int top)
{
    if (h->found >= 2 || --h->budget < 0)
        return;
    int left = h->n - i;
    if (left == 0) {
        if (sum != h->sum || (h->high >= 0 && top != h->high))
            return;
        bool two = false;
        for (int k = 1; k < h->n; k++)
            two = two || h->seq[k] != h->seq[0];
        if (!two)
            return;
        if (h->found == 1 && siteswap_values_same_pattern(h->first, h->n, h->seq, h->n))
            return;
        if (h->found == 0)
            memcpy(h->first, h->seq, sizeof(int) * (size_t)h->n);
        h->found++;
        return;
    }
    int most = h->high >= 0 ? h->high : MAX_VALUE - 1;
    for (int v = 0; v <= most; v++) {
        if (sum + v > h->sum || sum + v + (left - 1) * most < h->sum)
            continue;
        int land = (i + v) % h->n;
        if (h->slot[land])
            continue;
        h->slot[land] = true;
        h->seq[i] = v;
        hints_from(h, i + 1, sum + v, v > top ? v : top);
        h->slot[land] = false;
    }
}

/* The one pattern the given hints allow (balls and period needed), or false when they allow
 * more than one (or the search would take too long). */
static bool only_pattern(const SsgView *v, int *out, int *n)
{
    const int *hint = v->perf.hint_value;
    if (hint[SSG_HINT_PERIOD] < 2 || hint[SSG_HINT_BALLS] < 0 || hint[SSG_HINT_PERIOD] > SSG_CARDS)
        return false;
    HintSearch h;
    memset(&h, 0, sizeof h);
    h.n = hint[SSG_HINT_PERIOD];
    h.sum = hint[SSG_HINT_BALLS] * h.n;
    h.high = hint[SSG_HINT_HIGHEST];
    h.budget = 200000;
    hints_from(&h, 0, 0, 0);
    if (h.found != 1 || h.budget < 0)
        return false;
    memcpy(out, h.first, sizeof(int) * (size_t)h.n);
    *n = h.n;
    return true;
}

/* The one trick whose facts match every hint given, or NULL. */
static const CatalogueEntry *only_trick(const Mind *m)
{
    const int *hint = m->v->perf.hint_value;
    if (!m->tricks || (hint[0] < 0 && hint[1] < 0 && hint[2] < 0))
        return NULL;
    const CatalogueEntry *only = NULL;
    for (int i = 0; i < m->tricks->count; i++) {
        const CatalogueEntry *e = &m->tricks->entries[i];
        Siteswap *s = catalogue_is_trick(e) ? siteswap_parse(e->notation, NULL) : NULL;
        if (!s)
            continue;
        bool fits = (hint[SSG_HINT_BALLS] < 0 || siteswap_balls(s) == hint[SSG_HINT_BALLS]) &&
                    (hint[SSG_HINT_PERIOD] < 0 || siteswap_period(s) == hint[SSG_HINT_PERIOD]) &&
                    (hint[SSG_HINT_HIGHEST] < 0 || siteswap_max_throw(s) == hint[SSG_HINT_HIGHEST]);
        siteswap_free(s);
        if (!fits)
            continue;
        if (only)
            return NULL;
        only = e;
    }
    return only;
}

static void hints_said(const SsgView *v, char *said, size_t size)
{
    static const char *words[] = {"balls", "period", "highest throw"};
    size_t at = (size_t)snprintf(said, size, "going by the hints (");
    bool first = true;
    for (int h = 0; h < SSG_HINTS && at < size; h++) {
        if (v->perf.hint_value[h] < 0)
            continue;
        at += (size_t)snprintf(said + at, size - at, "%s%s %d", first ? "" : ", ", words[h],
                               v->perf.hint_value[h]);
        first = false;
    }
    if (at < size)
        snprintf(said + at, size - at, ")");
}

/* Juggled for real, out of sight: a guess only when the hints leave one pattern. */
static bool guess_from_hints(Mind *m, SsgAction *out, char *said, size_t said_size)
{
    const SsgView *v = m->v;
    static const double keen[] = {0.3, 0.6, 0.9};
    if (chance(m) >= keen[m->level])
        return false;
    SsgAction a = ssgame_action(SSG_ACT_GUESS, m->me);
    if (v->perf.kind == SSG_PLAY_TRICK) {
        const CatalogueEntry *e = only_trick(m);
        if (!e || heard_wrong_trick(v, e->name))
            return false;
        snprintf(a.text, sizeof a.text, "%s", e->name);
    } else {
        int w[SSG_CARDS], n = 0;
        if (!only_pattern(v, w, &n) || heard_wrong_pattern(v, w, n))
            return false;
        pattern_text(w, n, a.text, sizeof a.text);
    }
    hints_said(v, said, said_size);
    *out = a;
    return true;
}

/* The first cycle after which this level may name a pattern this hard (S35). A watcher reads a
 * pattern throw by throw, so a longer period needs more cycles, not just longer ones: a normal
 * computer needs 2 cycles of a 3-ball period-3 pattern, 3 of a period-4 one, 5 or more of a
 * period-7 one; nobody names a period of 5 or more before its third cycle. */
static int earliest_cycle(SsgLevel level, int period, double d)
{
    static const double per[] = {0.9, 0.6, 0.4};
    int e = 1 + (int)(d * per[level]);
    if (period >= 5 && e < 3)
        e = 3;
    return e < 2 ? 2 : e;
}

/* Could naming what is shown end the game for its performer? A watcher knows how many cards the
 * performer holds (hand and stack) and counts the shown pattern's repeat: a build or extension
 * that could hold every one of them might be the last. A trick goes out only when its two
 * discards empty the hand and nothing is left to draw. */
static bool could_go_out(const Mind *m, int period)
{
    const SsgView *v = m->v;
    const SsgSeatView *p = &v->seat[v->perf.performer];
    int held = p->hand_count + p->stack_count;
    if (v->perf.kind == SSG_PLAY_TRICK)
        return held <= 2 && v->pickup_count == 0 && v->discard.n < 2;
    if (period < 1)
        return false;
    int old = 0;
    if (v->perf.kind == SSG_PLAY_EXTEND && v->perf.target >= 0 && v->perf.target < v->revealed_n)
        old = v->revealed[v->perf.target].cards.n;
    /* The shown repeat may have been laid once or more: the watcher cannot tell how many cards
     * the pattern holds (S10), only that it is a whole number of repeats. */
    return (held + old) % period == 0;
}

static bool choose_guess(Mind *m, SsgAction *out, char *said, size_t said_size)
{
    const SsgView *v = m->v;
    if (v->perf.recognised_by >= 0 || v->perf.cycles < 1 ||
        v->perf.guessed_at[m->me] == v->perf.cycles ||
        v->seat[m->me].wrong_guesses >= SSG_MAX_WRONG_GUESSES) /* S41 */
        return false;
    bool trick = v->perf.kind == SSG_PLAY_TRICK;
    bool sees = trick ? v->perf.trick[0] != '\0' : v->perf.seen_n > 0;
    if (!v->perf.on_screen || !sees) {
        int hinted = v->perf.hint_value[SSG_HINT_PERIOD];
        if (m->level != SSG_EASY && hinted > 0 && could_go_out(m, hinted))
            return false;
        return guess_from_hints(m, out, said, said_size);
    }
    int period, balls, high;
    if (!shown_facts(m, &period, &balls, &high))
        return false;
    double d = difficulty(period, balls, high);
    for (int h = 0; h < SSG_HINTS; h++)
        if (v->perf.hint_value[h] >= 0)
            d *= 0.85;
    int earliest = earliest_cycle(m->level, period, d);
    if (period >= 5 && v->perf.cycles < 2)
        return false; /* nobody names a long pattern in its first cycle */
    static const double sharp[] = {0.35, 0.5, 0.7};
    double right = v->perf.cycles >= earliest ? sharp[m->level] / (1.0 + 0.1 * d) : 0.0;
    /* A pattern with more balls than it juggles itself is one it seldom reads. */
    if (balls > m->profile.max_balls)
        right *= 0.15;
    double wrong_chance[] = {0.12, 0.06, 0.02};
    if (v->setup.guess_penalty && v->seat[m->me].wrong_guesses >= 1 && m->level != SSG_EASY)
        wrong_chance[m->level] = 0.0; /* a second wrong guess would cost a card */
    if (v->perf.cycles + 2 < earliest)
        wrong_chance[m->level] = 0.0; /* too soon even to venture a guess */
    /* Naming a pattern that may be the performer's last cards would hand them the game: normal
     * and hard players let it run its cycles instead (easy ones do not think of it). */
    if (m->level != SSG_EASY && could_go_out(m, period))
        return false;
    double roll = chance(m);
    SsgAction a = ssgame_action(SSG_ACT_GUESS, m->me);
    if (roll < right) {
        if (trick)
            snprintf(a.text, sizeof a.text, "%s", v->perf.trick);
        else
            pattern_text(v->perf.seen, v->perf.seen_n, a.text, sizeof a.text);
        *out = a;
        return true;
    }
    if (roll > 1.0 - wrong_chance[m->level]) {
        if (trick) {
            /* Another trick with as many balls. */
            if (!m->tricks || m->tricks->count == 0)
                return false;
            for (int tries = 0; tries < 8; tries++) {
                const CatalogueEntry *e =
                    &m->tricks->entries[rng_below(&m->rng, (uint32_t)m->tricks->count)];
                if (catalogue_is_trick(e) && strcmp(e->name, v->perf.trick) != 0 &&
                    e->balls == balls && !heard_wrong_trick(v, e->name)) {
                    snprintf(a.text, sizeof a.text, "%s", e->name);
                    *out = a;
                    return true;
                }
            }
            return false;
        }
        if (!near_miss(m, a.text, sizeof a.text))
            return false;
        *out = a;
        return true;
    }
    return false;
}

/* This performer's chance of dropping in the coming cycle. */
static double drop_chance(Mind *m)
{
    int period, balls, high;
    if (!shown_facts(m, &period, &balls, &high))
        return 0.0;
    return cycle_drop_chance(m->level, m->profile, period, balls);
}

bool ssai_decide(const SsgView *v, const Catalogue *tricks, SsgAction *out)
{
    char said[SSG_TEXT_SIZE];
    return ssai_decide_saying(v, tricks, out, said, sizeof said);
}

bool ssai_decide_saying(const SsgView *v, const Catalogue *tricks, SsgAction *out, char *said,
                        size_t said_size)
{
    if (said_size > 0)
        said[0] = '\0';
    Mind m;
    memset(&m, 0, sizeof m);
    m.v = v;
    m.tricks = tricks;
    m.me = v->viewer;
    if (m.me < 0 || m.me >= v->seats || v->phase == SSG_PHASE_OVER)
        return false;
    /* A seat that has finished only watches and guesses (S33). */
    if (v->seat[m.me].place != 0 && v->phase != SSG_PHASE_PERFORM)
        return false;
    m.level = v->seat[m.me].level;
    if ((int)m.level < SSG_EASY || m.level > SSG_HARD)
        m.level = SSG_NORMAL;
    m.flash = v->seat[m.me].flash;
    m.profile = ssai_profile(m.level);
    m.minp = v->setup.advanced ? 2 : 3;
    rng_seed(&m.rng, v->decision_seed);
    int held = v->seat[m.me].hand_count + v->seat[m.me].stack_count;
    bool can_draw = v->pickup_count > 0 || v->discard.n >= 2;
    switch (v->phase) {
    case SSG_PHASE_TURN: {
        if (v->turn != m.me)
            return false;
        SsgAction play;
        choose_play(&m, &play);
        /* Too few cards to build: draw one first (allowed below 3 cards at any time). */
        if (play.kind == SSG_ACT_SKIP && held < 3 && can_draw) {
            *out = ssgame_action(SSG_ACT_LOW_DRAW, m.me);
            return true;
        }
        *out = play;
        return true;
    }
    case SSG_PHASE_PERFORM:
        if (v->perf.performer == m.me) {
            if (v->perf.recognised_by < 0 && v->perf.cycles >= v->perf.cycles_to_lay_down) {
                *out = ssgame_action(v->perf.kind == SSG_PLAY_TRICK ? SSG_ACT_DROP
                                                                    : SSG_ACT_LAY_DOWN, m.me);
                return true;
            }
            if (v->perf.cycles >= 1 && chance(&m) < drop_chance(&m)) {
                *out = ssgame_action(SSG_ACT_DROP, m.me);
                return true;
            }
            return false;
        }
        return choose_guess(&m, out, said, said_size);
    case SSG_PHASE_TRICK_DISCARD: {
        if (v->perf.performer != m.me)
            return false;
        SsgAction a = ssgame_action(SSG_ACT_DISCARD_TWO, m.me);
        int want = v->hand.n < 2 ? v->hand.n : 2;
        int first = m.level == SSG_EASY ? (int)rng_below(&m.rng, (uint32_t)v->hand.n)
                                        : worst_card(&m, -1);
        if (want >= 1)
            a.cards[a.n++] = v->hand.card[first];
        if (want >= 2) {
            int second = worst_card(&m, first);
            a.cards[a.n++] = v->hand.card[second];
        }
        *out = a;
        return true;
    }
    case SSG_PHASE_EXCHANGE: {
        if (v->exchanger != m.me)
            return false;
        if (!v->exchange_taken) {
            if (m.level == SSG_EASY && chance(&m) < 0.5) {
                *out = ssgame_action(SSG_ACT_DECLINE, m.me);
                return true;
            }
            /* Take the face-up card when it improves the best build; else try the pile (the
             * drawn card can always be discarded again, so that never hurts). */
            int values[SSG_CARDS];
            int n = hand_values(&m, values);
            int now = hand_quality(&m, values, n);
            SsgAction a = ssgame_action(SSG_ACT_TAKE, m.me);
            a.source = SSG_FROM_PICKUP;
            int top = pile_top(&v->discard);
            if (top >= 0 && n < SSG_CARDS) {
                values[n] = value_of(&m, top);
                int best_after = -1000000;
                for (int drop = 0; drop <= n; drop++) {
                    int rest[SSG_CARDS], k = 0;
                    for (int j = 0; j <= n; j++)
                        if (j != drop)
                            rest[k++] = values[j];
                    int q = hand_quality(&m, rest, k);
                    if (q > best_after)
                        best_after = q;
                }
                if (best_after > now)
                    a.source = SSG_FROM_DISCARD;
            }
            if (a.source == SSG_FROM_PICKUP && !can_draw)
                a = ssgame_action(SSG_ACT_DECLINE, m.me);
            *out = a;
            return true;
        }
        SsgAction a = ssgame_action(SSG_ACT_DISCARD, m.me);
        int w = m.level == SSG_EASY ? (int)rng_below(&m.rng, (uint32_t)v->hand.n)
                                    : worst_card(&m, -1);
        a.card = v->hand.card[w];
        *out = a;
        return true;
    }
    case SSG_PHASE_OVER:
        break;
    }
    return false;
}

/* The first watching computer seat (after the performer, in turn order) that guesses now. */
static int watch(SsgGame *g, SsgView *v, SsgEvents *ev, SsgError *err)
{
    if (g->phase != SSG_PHASE_PERFORM)
        return 0;
    int seats = g->setup.seats, performer = g->perf.performer;
    for (int k = 1; k < seats; k++) {
        int s = (performer + k) % seats;
        if (g->setup.seat[s].kind != SSG_COMPUTER)
            continue;
        ssgame_view(g, s, v);
        SsgAction a;
        char said[64];
        if (!ssai_decide_saying(v, g->tricks, &a, said, sizeof said))
            continue;
        if (!ssgame_apply(g, &a, ev, err))
            return -1;
        if (said[0] && ev && ev->n < SSG_MAX_EVENTS) {
            SsgEvent *e = &ev->ev[ev->n++];
            memset(e, 0, sizeof *e);
            e->kind = SSG_EV_REMARK;
            e->seat = s;
            e->card = -1;
            snprintf(e->text, sizeof e->text, "%s", said);
        }
        return 1;
    }
    return 0;
}

int ssai_watch(SsgGame *g, SsgEvents *ev, SsgError *err)
{
    SsgView *v = malloc(sizeof *v);
    if (!v) {
        if (err)
            snprintf(err->message, sizeof err->message, "Out of memory.");
        return -1;
    }
    int r = watch(g, v, ev, err);
    free(v);
    return r;
}

int ssai_step(SsgGame *g, SsgEvents *ev, SsgError *err)
{
    if (g->phase == SSG_PHASE_OVER)
        return 0;
    SsgView *v = malloc(sizeof *v);
    if (!v) {
        if (err)
            snprintf(err->message, sizeof err->message, "Out of memory.");
        return -1;
    }
    SsgAction a;
    bool acted = false, ok = true;
    if (g->phase == SSG_PHASE_PERFORM) {
        int performer = g->perf.performer;
        int w = watch(g, v, ev, err);
        acted = w != 0;
        ok = w >= 0;
        if (!acted && g->setup.seat[performer].kind == SSG_COMPUTER) {
            ssgame_view(g, performer, v);
            if (!ssai_decide(v, g->tricks, &a))
                a = ssgame_action(SSG_ACT_CYCLE, performer);
            ok = ssgame_apply(g, &a, ev, err);
            acted = true;
        }
    } else {
        int w = ssgame_waiting_for(g);
        if (w >= 0 && g->setup.seat[w].kind == SSG_COMPUTER) {
            ssgame_view(g, w, v);
            if (ssai_decide(v, g->tricks, &a)) {
                ok = ssgame_apply(g, &a, ev, err);
                acted = true;
            } else if (err) {
                snprintf(err->message, sizeof err->message, "A computer player had no move.");
                ok = false;
            }
        }
    }
    free(v);
    return !ok ? -1 : acted ? 1 : 0;
}
