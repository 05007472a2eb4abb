/* What each seat may know of a siteswap card game, and its events in words. */
#include "ssgame.h"

#include "rng.h"
#include "siteswap.h"

#include <stdio.h>
#include <string.h>


void ssgame_view(const SsgGame *g, int viewer, SsgView *v)
{
    memset(v, 0, sizeof *v);
    if (viewer < -1 || viewer >= g->setup.seats)
        viewer = -1;
    v->viewer = viewer;
    v->setup = g->setup;
    v->setup.seed = 0;
    v->phase = g->phase;
    v->turn = g->turn;
    v->seats = g->setup.seats;
    bool performing = g->phase == SSG_PHASE_PERFORM;
    for (int s = 0; s < g->setup.seats; s++) {
        SsgSeatView *sv = &v->seat[s];
        memcpy(sv->name, g->setup.seat[s].name, sizeof sv->name);
        sv->kind = g->setup.seat[s].kind;
        sv->level = g->setup.seat[s].level;
        sv->flash = g->setup.seat[s].flash;
        sv->hand_count = g->hand[s].n;
        sv->stack_count = performing && g->perf.performer == s ? g->perf.stack.n : 0;
        sv->place = g->place[s];
        sv->wrong_guesses = performing ? g->perf.wrong[s] : 0;
    }
    if (viewer >= 0)
        v->hand = g->hand[viewer];
    v->pickup_count = g->pickup.n;
    v->discard = g->discard;
    v->revealed_n = g->revealed_n;
    memcpy(v->revealed, g->revealed, sizeof(SsgRevealed) * (size_t)g->revealed_n);
    v->played_n = g->played_n;
    memcpy(v->played, g->played, sizeof(SsgPlayed) * (size_t)g->played_n);
    v->exchanger = g->phase == SSG_PHASE_EXCHANGE ? g->exchanger : -1;
    v->exchange_taken = g->phase == SSG_PHASE_EXCHANGE && g->exchange_taken;
    v->end_reason = g->end_reason;
    v->actions = g->actions_n;
    /* One way (not the bare, invertible splitmix finaliser): the seed would tell the deck. */
    v->decision_seed = rng_one_way(rng_one_way(g->setup.seed ^ UINT64_C(0x5EEDFACE)) +
                                   (uint64_t)(viewer + 1) * 1000003u +
                                   (uint64_t)g->actions_n * 7919u);
    bool with_perf = g->phase == SSG_PHASE_PERFORM || g->phase == SSG_PHASE_TRICK_DISCARD ||
                     (g->phase == SSG_PHASE_EXCHANGE && g->exchanger >= 0);
    v->performing = performing;
    if (!with_perf)
        return;
    const SsgPerformance *p = &g->perf;
    v->perf.kind = p->kind;
    v->perf.performer = p->performer;
    v->perf.target = p->target;
    v->perf.on_screen = p->on_screen;
    v->perf.cycles = p->cycles;
    v->perf.cycles_to_lay_down = g->setup.cycles;
    v->perf.catch_cycles = ssgame_catch_cycles(g);
    memcpy(v->perf.hint_value, p->hint_value, sizeof v->perf.hint_value);
    v->perf.recognised_by = p->recognised_by;
    memcpy(v->perf.guessed_at, p->guessed_at, sizeof v->perf.guessed_at);
    v->perf.wrong_said_n = p->wrong_said_n;
    memcpy(v->perf.wrong_said, p->wrong_said, sizeof v->perf.wrong_said);
    v->perf.style = p->style;
    /* What the juggler shows: everyone watching sees it (not as text). A computer seat sees
     * only the screen, never a person juggling for real (S35). */
    bool sees = p->on_screen || viewer < 0 || viewer == p->performer ||
                g->setup.seat[viewer].kind != SSG_COMPUTER;
    if (!sees) {
        /* nothing: the juggling happens in the room, out of the computer's sight */
    } else if (p->kind == SSG_PLAY_TRICK) {
        if (g->tricks && p->trick >= 0 && p->trick < g->tricks->count)
            snprintf(v->perf.trick, sizeof v->perf.trick, "%s", g->tricks->entries[p->trick].name);
    } else {
        v->perf.seen_n = p->n;
        memcpy(v->perf.seen, p->performed, sizeof(int) * (size_t)p->n);
    }
    if (viewer == p->performer && p->kind != SSG_PLAY_TRICK) {
        v->perf.own_n = p->n;
        memcpy(v->perf.own_sequence, p->sequence, (size_t)p->n);
    }
}

SsgEvent ssgame_event_for(const SsgEvent *e, int viewer)
{
    SsgEvent out = *e;
    bool private_card = e->kind == SSG_EV_DEALT || e->kind == SSG_EV_DREW ||
                        (e->kind == SSG_EV_TOOK && e->index == SSG_FROM_PICKUP);
    if (private_card && viewer != e->seat)
        out.card = -1;
    return out;
}

static void card_words(int card, char *buf, size_t size)
{
    static const char *suits[] = {"\u2663", "\u2666", "\u2665", "\u2660"};
    int rank = deck_rank(card);
    if (card < 0 || card >= SSG_CARDS) {
        snprintf(buf, size, "a card");
        return;
    }
    if (rank == 1)
        snprintf(buf, size, "A%s", suits[deck_suit(card)]);
    else
        snprintf(buf, size, "%d%s", rank, suits[deck_suit(card)]);
}

void ssgame_event_text(const SsgSetup *setup, const SsgEvent *e, char *buf, size_t size)
{
    const char *who = e->seat >= 0 && e->seat < setup->seats ? setup->seat[e->seat].name : "";
    char card[32];
    card_words(e->card, card, sizeof card);
    static const char *hints[] = {"balls", "period", "highest throw"};
    switch (e->kind) {
    case SSG_EV_DEALT:
        if (e->card >= 0)
            snprintf(buf, size, "%s was dealt %s", who, card);
        else
            snprintf(buf, size, "%s was dealt a card", who);
        return;
    case SSG_EV_TURNED_UP:
        snprintf(buf, size, "%s turned up on the discard pile", card);
        return;
    case SSG_EV_TURN:
        snprintf(buf, size, "%s's turn", who);
        return;
    case SSG_EV_LAID_FACE_DOWN:
        snprintf(buf, size, "%s laid %d card%s face down", who, e->value, e->value == 1 ? "" : "s");
        return;
    case SSG_EV_PERFORMING:
        if (e->index == SSG_PLAY_EXTEND)
            snprintf(buf, size, "%s extends siteswap %d and performs it", who, e->value + 1);
        else if (e->index == SSG_PLAY_TRICK)
            snprintf(buf, size, "%s performs a non-siteswap trick", who);
        else
            snprintf(buf, size, "%s performs a siteswap", who);
        return;
    case SSG_EV_ON_SCREEN:
        snprintf(buf, size, "The on-screen juggler performs for %s", who);
        return;
    case SSG_EV_HINT:
        snprintf(buf, size, "Hint from %s: %s %d", who,
                 hints[e->index >= 0 && e->index < SSG_HINTS ? e->index : 0], e->value);
        return;
    case SSG_EV_GUESS_RIGHT:
        snprintf(buf, size, "%s recognised it: %s", who, e->text);
        return;
    case SSG_EV_GUESS_WRONG:
        snprintf(buf, size, "%s guessed %s: wrong", who, e->text);
        return;
    case SSG_EV_CYCLE:
        snprintf(buf, size, "Cycle %d", e->value);
        return;
    case SSG_EV_REVEALED:
        snprintf(buf, size, "%s revealed %s", who, card);
        return;
    case SSG_EV_TABLED:
        snprintf(buf, size, "%s's siteswap of %d cards is on the table", who, e->value);
        return;
    case SSG_EV_CARDS_BACK:
        snprintf(buf, size, "%s took %d card%s back into the hand", who, e->value,
                 e->value == 1 ? "" : "s");
        return;
    case SSG_EV_DREW:
        if (e->card >= 0)
            snprintf(buf, size, "%s drew %s", who, card);
        else
            snprintf(buf, size, "%s drew a card", who);
        return;
    case SSG_EV_TOOK:
        snprintf(buf, size, "%s took %s from the %s pile", who, card,
                 e->index == SSG_FROM_DISCARD ? "discard" : "pick-up");
        return;
    case SSG_EV_DISCARDED:
        snprintf(buf, size, "%s discarded %s", who, card);
        return;
    case SSG_EV_PILE_TURNED:
        snprintf(buf, size, "The discard pile (%d cards) was turned over to become the pick-up pile",
                 e->value);
        return;
    case SSG_EV_NOTHING_TO_DRAW:
        snprintf(buf, size, "Nothing left for %s to draw", who);
        return;
    case SSG_EV_SKIPPED:
        snprintf(buf, size, "%s skipped", who);
        return;
    case SSG_EV_DROPPED:
        /* value: 1 for a trick given up (its button says "Give up"), 0 for a drop. */
        snprintf(buf, size, e->value ? "%s gave up the trick and takes the cards back"
                                     : "%s dropped: the cards go back to the hand", who);
        return;
    case SSG_EV_DECLINED:
        snprintf(buf, size, "%s kept their cards (no exchange)", who);
        return;
    case SSG_EV_WON:
        if (e->value == 1)
            snprintf(buf, size, "%s wins!", who);
        else
            snprintf(buf, size, "%s finishes in place %d", who, e->value);
        return;
    case SSG_EV_GAME_OVER: {
        char why[SSG_TEXT_SIZE];
        ssgame_end_text((SsgEndReason)e->value, why, sizeof why);
        snprintf(buf, size, why[0] ? "Game over: %s" : "Game over", why);
        return;
    }
    case SSG_EV_REMARK:
        snprintf(buf, size, "%s: %s", who, e->text);
        return;
    case SSG_EV_UNDONE: {
        static const char *what[SSG_ACT_KINDS] = {
            [SSG_ACT_HINT] = "the hint", [SSG_ACT_DROP] = "the drop",
            [SSG_ACT_TAKE] = "taking the card", [SSG_ACT_DECLINE] = "declining the exchange"};
        const char *w = e->index >= 0 && e->index < SSG_ACT_KINDS && what[e->index]
                            ? what[e->index] : "the last action";
        snprintf(buf, size, "%s took back %s", who, w);
        return;
    }
    case SSG_EV_KINDS:
        break;
    }
    snprintf(buf, size, "?");
}
