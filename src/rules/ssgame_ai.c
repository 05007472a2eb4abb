/* Computer players: every choice from the seat's own view. */
#include "ssgame_ai.h"

#include "cardswap.h"
#include "rng.h"
#include "siteswap.h"

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

/* The first style not yet used with this pattern, or false when every one is. */
static bool free_style(const Mind *m, bool trick, const int *values, int n, const char *name,
                       SsgStyle *out)
{
    uint32_t used = 0;
    Siteswap a;
    bool have_a = !trick && siteswap_from_values(values, n, &a);
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
        Siteswap b;
        if (have_a && siteswap_from_values(pv, p->n, &b) && siteswap_same_pattern(&a, &b))
            used |= p->styles;
    }
    for (int i = 0; i < SSG_STYLES; i++)
        if (!(used & (1u << i))) {
            *out = ssgame_style_from_index(i);
            return true;
        }
    return false;
}

/* The longest build of the hand's values (of a random part of it for easy players). */
static int best_build(Mind *m, int *out)
{
    int values[SSG_CARDS];
    int n = hand_values(m, values);
    if (m->level == SSG_EASY && n > 3) {
        /* An easy player overlooks some of its cards. */
        int keep = 0;
        for (int i = 0; i < n; i++)
            if (chance(m) < 0.7)
                values[keep++] = values[i];
        n = keep;
    }
    if (n > CARDSWAP_MAX_CARDS)
        n = CARDSWAP_MAX_CARDS;
    return cardswap_best_build(values, n, m->minp, out);
}

/* Quality of a hand of values for discards and exchanges: its longest build, then lower
 * throws (easier for everyone), as one number. */
static int hand_quality(const Mind *m, const int *values, int n)
{
    int out[SSG_CARDS];
    int len = n >= m->minp ? cardswap_best_build(values, n, m->minp, out) : 0;
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

static void pattern_text(const int *v, int n, char *buf, size_t size)
{
    Siteswap s;
    if (siteswap_from_values(v, n, &s) && siteswap_canonical_text(&s, buf, size))
        return;
    size_t at = 0;
    for (int i = 0; i < n && at + 1 < size; i++)
        buf[at++] = siteswap_throw_char(v[i]);
    buf[at] = '\0';
}

/* ---- The turn ---- */

static bool choose_play(Mind *m, SsgAction *out)
{
    const SsgView *v = m->v;
    int draw = v->setup.advanced ? 2 : 1;
    int best_score = -1000;
    bool found = false;
    int build[SSG_CARDS];
    int len = best_build(m, build);
    SsgStyle style;
    if (len > 0 && free_style(m, false, build, len, NULL, &style)) {
        SsgAction a = ssgame_action(SSG_ACT_BUILD, m->me);
        if (cards_for(m, build, len, a.cards)) {
            a.n = len;
            a.style = style;
            a.on_screen = true;
            /* A build that empties the hand wins at once: no draw. */
            best_score = len == v->hand.n ? 1000 : len - draw;
            *out = a;
            found = true;
        }
    }
    /* Extensions: every revealed siteswap for hard, a few for normal, seldom for easy. */
    /* Normal players look for an extension only when they cannot build; easy ones seldom. */
    int looks = m->level == SSG_HARD ? v->revealed_n : m->level == SSG_NORMAL ? 3 : 1;
    if ((m->level == SSG_EASY && found && chance(m) < 0.7) || (m->level == SSG_NORMAL && found))
        looks = 0;
    int start = v->revealed_n > 0 ? (int)rng_below(&m->rng, (uint32_t)v->revealed_n) : 0;
    int hand[SSG_CARDS];
    int hn = hand_values(m, hand);
    if (hn > CARDSWAP_MAX_CARDS)
        hn = CARDSWAP_MAX_CARDS;
    long budget = m->level == SSG_HARD ? SSAI_EXTENSION_BUDGET : SSAI_EXTENSION_BUDGET / 4;
    for (int t = 0; t < v->revealed_n && t < looks; t++) {
        int r = m->level == SSG_HARD ? t : (start + t) % v->revealed_n;
        const Pile *old = &v->revealed[r].cards;
        if (old->n + 1 > CARDSWAP_MAX_CARDS)
            continue;
        int oldv[SSG_CARDS];
        for (int i = 0; i < old->n; i++)
            oldv[i] = value_of(m, old->card[i]);
        int seq[2 * SSG_CARDS];
        int k = cardswap_best_extension_bounded(oldv, old->n, hand, hn, m->minp, budget, seq);
        if (k <= 0)
            continue;
        int score = k == v->hand.n ? 1000 : k;
        if (score <= best_score)
            continue;
        if (!free_style(m, false, seq, old->n + k, NULL, &style))
            continue;
        /* Old cards keep their ids (matched left to right); the rest come from the hand. */
        SsgAction a = ssgame_action(SSG_ACT_EXTEND, m->me);
        a.target = r;
        a.n = old->n + k;
        int j = 0, ins[SSG_CARDS], ni = 0, pos[SSG_CARDS];
        for (int i = 0; i < a.n; i++) {
            if (j < old->n && oldv[j] == seq[i]) {
                a.cards[i] = old->card[j++];
            } else {
                pos[ni] = i;
                ins[ni++] = seq[i];
            }
        }
        uint8_t mine[SSG_CARDS];
        if (j != old->n || !cards_for(m, ins, ni, mine))
            continue;
        for (int i = 0; i < ni; i++)
            a.cards[pos[i]] = mine[i];
        a.style = style;
        a.on_screen = true;
        *out = a;
        best_score = score;
        found = true;
    }
    if (found)
        return true;
    /* Nothing to lay: a trick swaps two cards if recognised, which beats a plain skip. */
    if (m->tricks && v->hand.n >= 2 && m->level != SSG_EASY) {
        int count = 0;
        for (int i = 0; i < m->tricks->count; i++)
            count += catalogue_is_trick(&m->tricks->entries[i]);
        if (count > 0) {
            int pick = (int)rng_below(&m->rng, (uint32_t)count);
            for (int i = 0; i < m->tricks->count; i++) {
                const CatalogueEntry *e = &m->tricks->entries[i];
                if (!catalogue_is_trick(e) || pick-- != 0)
                    continue;
                if (!free_style(m, true, NULL, 0, e->name, &style))
                    break;
                SsgAction a = ssgame_action(SSG_ACT_TRICK, m->me);
                snprintf(a.text, sizeof a.text, "%s", e->name);
                a.style = style;
                a.on_screen = true;
                *out = a;
                return true;
            }
        }
    }
    *out = ssgame_action(SSG_ACT_SKIP, m->me);
    return true;
}

/* ---- Watching ---- */

static bool choose_guess(Mind *m, SsgAction *out)
{
    const SsgView *v = m->v;
    if (v->perf.recognised_by >= 0 || v->perf.cycles < 1 ||
        v->perf.guessed_at[m->me] == v->perf.cycles)
        return false;
    bool trick = v->perf.kind == SSG_PLAY_TRICK;
    double difficulty = 2.0;
    int n = v->perf.seen_n;
    if (!trick) {
        if (n < 1)
            return false;
        int sum = 0, high = 0;
        for (int i = 0; i < n; i++) {
            sum += v->perf.seen[i];
            if (v->perf.seen[i] > high)
                high = v->perf.seen[i];
        }
        Siteswap s;
        int unit = siteswap_from_values(v->perf.seen, n, &s) ? siteswap_unit_period(&s) : n;
        difficulty = unit + high / 3.0 + (double)sum / n / 3.0;
    }
    for (int h = 0; h < SSG_HINTS; h++)
        if (v->perf.hint_value[h] >= 0)
            difficulty *= 0.8;
    static const double slowness[] = {1.1, 0.6, 0.3};
    double expected = 1.0 + slowness[m->level] * difficulty;
    double wrong_chance[] = {0.15, 0.06, 0.01};
    int wrong_so_far = v->seat[m->me].wrong_guesses;
    if (v->setup.guess_penalty && wrong_so_far >= 1 && m->level != SSG_EASY)
        wrong_chance[m->level] = 0.0; /* a second wrong guess would cost a card */
    double roll = chance(m);
    SsgAction a = ssgame_action(SSG_ACT_GUESS, m->me);
    if (roll < 1.0 / expected) {
        if (trick)
            snprintf(a.text, sizeof a.text, "%s", v->perf.trick);
        else
            pattern_text(v->perf.seen, n, a.text, sizeof a.text);
        *out = a;
        return true;
    }
    if (roll > 1.0 - wrong_chance[m->level]) {
        if (trick) {
            /* Another trick's name. */
            if (!m->tricks)
                return false;
            for (int tries = 0; tries < 8; tries++) {
                const CatalogueEntry *e =
                    &m->tricks->entries[rng_below(&m->rng, (uint32_t)m->tricks->count)];
                if (catalogue_is_trick(e) && strcmp(e->name, v->perf.trick) != 0) {
                    snprintf(a.text, sizeof a.text, "%s", e->name);
                    *out = a;
                    return true;
                }
            }
            return false;
        }
        /* A near miss: two neighbouring throws site-swapped (a b -> b+1 a-1). */
        int w[SSG_CARDS];
        memcpy(w, v->perf.seen, sizeof(int) * (size_t)n);
        int i = (int)rng_below(&m->rng, (uint32_t)n), j = (i + 1) % n;
        Siteswap seen, guess;
        if (n >= 2 && w[i] >= 1 && w[j] + 1 <= 35) {
            int t = w[i];
            w[i] = w[j] + 1;
            w[j] = t - 1;
        } else {
            n = 1;
            w[0] = v->perf.seen[0] + 1;
        }
        if (!siteswap_values_valid(w, n) || !siteswap_from_values(w, n, &guess) ||
            (siteswap_from_values(v->perf.seen, v->perf.seen_n, &seen) &&
             siteswap_same_pattern(&seen, &guess)))
            return false;
        pattern_text(w, n, a.text, sizeof a.text);
        *out = a;
        return true;
    }
    return false;
}

bool ssai_decide(const SsgView *v, const Catalogue *tricks, SsgAction *out)
{
    Mind m;
    memset(&m, 0, sizeof m);
    m.v = v;
    m.tricks = tricks;
    m.me = v->viewer;
    if (m.me < 0 || m.me >= v->seats || v->phase == SSG_PHASE_OVER || v->seat[m.me].place != 0)
        return false;
    m.level = v->seat[m.me].level;
    if ((int)m.level < SSG_EASY || m.level > SSG_HARD)
        m.level = SSG_NORMAL;
    m.flash = v->seat[m.me].flash;
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
            return false;
        }
        return choose_guess(&m, out);
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
        if (g->setup.seat[s].kind != SSG_COMPUTER || g->place[s] != 0)
            continue;
        ssgame_view(g, s, v);
        SsgAction a;
        if (ssai_decide(v, g->tricks, &a))
            return ssgame_apply(g, &a, ev, err) ? 1 : -1;
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
