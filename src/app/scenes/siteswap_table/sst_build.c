#include "sst_build.h"

#include "cardswap.h"

#include <stdio.h>
#include <string.h>

static int clampi(int v, int lo, int hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

void sst_build_clear(SstState *st)
{
    SstBuild *b = &st->build;
    b->n = 0;
    b->caret = 0;
    b->target = -1;
    b->style = 0;
    memset(b->reduce, 0, sizeof b->reduce);
    memset(b->reducible, 0, sizeof b->reducible);
    st->press_kind = 0;
    st->drag.dragging = false;
}

static int slot_values(const SstState *st, int *values)
{
    for (int i = 0; i < st->build.n; i++)
        values[i] = ssgame_card_value(&st->game, st->shown, st->build.slot[i].card);
    return st->build.n;
}

SsgAction sst_build_action(const SstState *st)
{
    const SstBuild *b = &st->build;
    SsgAction a = ssgame_action(b->target >= 0 ? SSG_ACT_EXTEND : SSG_ACT_BUILD, st->shown);
    a.n = b->n;
    a.target = b->target;
    for (int i = 0; i < b->n; i++) {
        a.cards[i] = (uint8_t)b->slot[i].card;
        a.reduce[i] = b->reduce[i] && b->reducible[i];
    }
    a.style = ssgame_style_from_index(b->style);
    a.on_screen = false; /* the performer chooses once the cards are down */
    return a;
}

void sst_build_refresh(SstState *st)
{
    SstBuild *b = &st->build;
    b->legal = false;
    b->verdict[0] = b->facts[0] = b->performed[0] = b->shown[0] = '\0';
    b->style_needed = false;
    SsgPhase ph = st->priv.phase;
    if (st->mode != TABLE_PRIVATE)
        return;
    if (ph == SSG_PHASE_EXCHANGE || ph == SSG_PHASE_TRICK_DISCARD) {
        snprintf(b->verdict, sizeof b->verdict, "%s",
                 ph == SSG_PHASE_EXCHANGE
                     ? (st->priv.exchange_taken ? "Choose one card to discard."
                                                : "You recognised it: you may exchange one card.")
                     : "Your trick was recognised: choose two cards to discard.");
        return;
    }
    if (b->n == 0 || (b->target >= 0 && b->n == st->priv.revealed[b->target].cards.n)) {
        snprintf(b->verdict, sizeof b->verdict, "%s",
                 b->target >= 0
                     ? "Insert your cards into it: the caret shows where the next one goes."
                     : "Click cards, drag them or type their values to build a siteswap.");
        return;
    }
    int values[SSG_CARDS] = {0};
    int n = slot_values(st, values);
    int flash = st->priv.seat[st->shown].flash;
    cardswap_reducible(values, n, flash, b->reducible);
    for (int i = 0; i < n; i++) {
        if (!b->reducible[i])
            b->reduce[i] = false;
        b->reduced_to[i] = values[i] - n;
    }
    SsgAction a = sst_build_action(st);
    SsgError err = {{0}};
    bool ok = ssgame_check(&st->game, &a, &err);
    if (!ok) {
        /* Perhaps only the style: the pattern has been played before. */
        SsgError first = err;
        for (int s = 0; s < SSG_STYLES && !ok; s++) {
            a.style = ssgame_style_from_index(s);
            if (ssgame_check(&st->game, &a, NULL)) {
                ok = true;
                b->style = s;
            }
        }
        if (ok)
            b->style_needed = true;
        else
            err = first;
    } else {
        /* Played before with the chosen style passing? Then the default style was taken (a
         * style chosen freely is not a needed one: any pattern may be juggled in any style it
         * has not had, S14). */
        SsgAction d = a;
        d.style = ssgame_style_from_index(0);
        b->style_needed = !ssgame_check(&st->game, &d, NULL);
    }
    char seq[SSG_CARDS + 1], perf[SSG_CARDS + 1];
    sst_digits(values, n, seq, sizeof seq);
    if (!ok) {
        snprintf(b->verdict, sizeof b->verdict, "%s: not yet. %s", seq, err.message);
        return;
    }
    b->legal = true;
    int performed[SSG_CARDS];
    bool which[SSG_CARDS];
    for (int i = 0; i < n; i++)
        which[i] = b->reduce[i] && b->reducible[i];
    if (!cardswap_reduce(values, n, flash, which, performed))
        memcpy(performed, values, sizeof(int) * (size_t)n);
    sst_digits(performed, n, perf, sizeof perf);
    int sum = 0;
    for (int i = 0; i < n; i++)
        sum += performed[i];
    snprintf(b->verdict, sizeof b->verdict, "%s is legal.", seq);
    int balls = n ? sum / n : 0;
    snprintf(b->facts, sizeof b->facts, "%d ball%s \u00b7 period %d", balls, balls == 1 ? "" : "s",
             n);
    if (strcmp(seq, perf) != 0)
        snprintf(b->performed, sizeof b->performed, "You will juggle %s.", perf);
    memcpy(b->shown, b->performed, sizeof b->shown);
    if (b->style_needed || b->style != 0) {
        char style[80];
        ssgame_style_text(ssgame_style_from_index(b->style), style, sizeof style);
        size_t k = strlen(b->performed);
        snprintf(b->performed + k, sizeof b->performed - k, "%s%s %s.", k ? " " : "",
                 b->style_needed ? "Played before: juggle it with" : "Juggle it with", style);
    }
}

static bool in_build(const SstState *st, int card)
{
    for (int i = 0; i < st->build.n; i++)
        if (st->build.slot[i].card == card && st->build.slot[i].mine)
            return true;
    return false;
}

void sst_build_insert(SstState *st, int card, int at)
{
    SstBuild *b = &st->build;
    if (b->n >= SSG_CARDS || in_build(st, card))
        return;
    at = clampi(at, 0, b->n);
    memmove(&b->slot[at + 1], &b->slot[at], sizeof(SstSlot) * (size_t)(b->n - at));
    memmove(&b->reduce[at + 1], &b->reduce[at], sizeof(bool) * (size_t)(b->n - at));
    b->slot[at] = (SstSlot){card, true};
    b->reduce[at] = false;
    b->n++;
    b->caret = at + 1;
    sst_build_refresh(st);
}

void sst_build_remove(SstState *st, int at)
{
    SstBuild *b = &st->build;
    if (at < 0 || at >= b->n || !b->slot[at].mine)
        return;
    memmove(&b->slot[at], &b->slot[at + 1], sizeof(SstSlot) * (size_t)(b->n - at - 1));
    memmove(&b->reduce[at], &b->reduce[at + 1], sizeof(bool) * (size_t)(b->n - at - 1));
    b->n--;
    if (b->caret > at)
        b->caret--;
    sst_build_refresh(st);
}

void sst_build_move(SstState *st, int i, int gap)
{
    SstBuild *b = &st->build;
    if (i < 0 || i >= b->n || !b->slot[i].mine)
        return;
    SstSlot s = b->slot[i];
    bool red = b->reduce[i];
    sst_build_remove(st, i);
    if (gap > i)
        gap--;
    sst_build_insert(st, s.card, gap);
    b->reduce[clampi(gap, 0, b->n - 1)] = red;
    sst_build_refresh(st);
}

void sst_build_extend(SstState *st, int target)
{
    if (target < 0 || target >= st->priv.revealed_n)
        return;
    sst_build_clear(st);
    SstBuild *b = &st->build;
    b->target = target;
    const Pile *p = &st->priv.revealed[target].cards;
    for (int i = 0; i < p->n; i++)
        b->slot[i] = (SstSlot){p->card[i], false};
    b->n = p->n;
    b->caret = p->n;
    sst_build_refresh(st);
}

int sst_hand_order(const SstState *st, int *out)
{
    int n = 0;
    for (int i = 0; i < st->priv.hand.n; i++)
        if (!in_build(st, st->priv.hand.card[i]))
            out[n++] = st->priv.hand.card[i];
    if (st->sorted[st->shown]) {
        for (int i = 1; i < n; i++) /* insertion sort by value, then suit */
            for (int j = i; j > 0; j--) {
                int a = ssgame_card_value(&st->game, st->shown, out[j - 1]) * 8 + deck_suit(out[j - 1]);
                int c = ssgame_card_value(&st->game, st->shown, out[j]) * 8 + deck_suit(out[j]);
                if (a <= c)
                    break;
                int t = out[j];
                out[j] = out[j - 1];
                out[j - 1] = t;
            }
    }
    return n;
}

bool sst_build_add_rank(SstState *st, int rank)
{
    int order[SSG_CARDS];
    int n = sst_hand_order(st, order);
    for (int i = 0; i < n; i++)
        if (deck_rank(order[i]) == rank) {
            sst_build_insert(st, order[i], st->priv.phase == SSG_PHASE_TURN ? st->build.caret
                                                                             : st->build.n);
            return true;
        }
    /* Say so in the build row: a key that does nothing looks like a broken key. */
    static const char *const names[] = {"", "Ace", "2", "3", "4", "5", "6", "7", "8", "9", "10"};
    const char *name = rank >= 1 && rank <= 10 ? names[rank] : "?";
    bool used = false;
    for (int i = 0; i < st->build.n; i++)
        used |= st->build.slot[i].mine && deck_rank(st->build.slot[i].card) == rank;
    if (used)
        snprintf(st->build.verdict, sizeof st->build.verdict,
                 "Every %s you hold is in the pattern already.", name);
    else
        snprintf(st->build.verdict, sizeof st->build.verdict, "You hold no %s.", name);
    st->build.legal = false;
    return false;
}

void sst_build_backspace(SstState *st)
{
    int at = st->build.caret - 1;
    while (at >= 0 && !st->build.slot[at].mine)
        at--;
    sst_build_remove(st, at);
}

void sst_build_best(SstState *st)
{
    int values[SSG_CARDS], best[SSG_CARDS];
    const Pile *hand = &st->priv.hand;
    for (int i = 0; i < hand->n; i++)
        values[i] = ssgame_card_value(&st->game, st->shown, hand->card[i]);
    /* The search has a budget of steps (about 100 ms on the game loop, however large the
     * hand); when it runs out the longest build found is laid, and the verdict says so. */
    CardswapCut cut;
    int n = cardswap_best_build_within(values, hand->n, st->pub.setup.advanced ? 2 : 3,
                                       CARDSWAP_BUILD_NODES, best, &cut);
    sst_build_clear(st);
    if (n == 0) {
        sst_build_refresh(st);
        snprintf(st->build.verdict, sizeof st->build.verdict, "%s",
                 cut.cut ? "Best build found no legal siteswap before its search was cut short: "
                           "extend one, juggle a trick or skip."
                         : "No legal siteswap can be built from this hand: extend one, juggle a "
                           "trick or skip.");
        return;
    }
    bool used[SSG_CARDS] = {false};
    for (int k = 0; k < n; k++)
        for (int i = 0; i < hand->n; i++)
            if (!used[i] && values[i] == best[k]) {
                used[i] = true;
                sst_build_insert(st, hand->card[i], st->build.n);
                break;
            }
    if (cut.cut) {
        size_t len = strlen(st->build.verdict);
        snprintf(st->build.verdict + len, sizeof st->build.verdict - len, "%s",
                 len ? " (The search was cut short: a longer build may exist.)"
                     : "The search was cut short: a longer build may exist.");
    }
}
