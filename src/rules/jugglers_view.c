/* What each seat may know of a Jugglers game, the check that a view holds nothing more, and
 * events redacted and in words. */
#include "jugglers.h"

#include <stdio.h>
#include <string.h>

void jugglers_view(const JgGame *g, int viewer, JgView *v)
{
    memset(v, 0, sizeof *v);
    if (viewer < -1 || viewer >= g->seats)
        viewer = -1;
    v->viewer = viewer;
    v->setup = g->setup;
    v->setup.seed = 0;
    v->seats = g->seats;
    for (int s = 0; s < g->seats; s++) {
        JgSeatView *sv = &v->seat[s];
        memcpy(sv->name, g->seat[s].name, sizeof sv->name);
        sv->kind = g->seat[s].kind;
        sv->level = g->seat[s].level;
        sv->controller = g->seat[s].controller;
        sv->has_hand = g->seat[s].has_hand;
        sv->has_sigil = g->seat[s].has_sigil;
        sv->hand_count = g->hand[s].n;
        sv->wins = g->wins[s];
    }
    memcpy(v->ring, g->ring, sizeof v->ring);
    memcpy(v->order, g->order, sizeof v->order);
    v->phase = g->phase;
    v->round = g->round;
    v->gathering = g->gathering;
    v->gatherings = g->gatherings;
    v->cycle = g->cycle;
    v->cycles = g->cycles;
    v->step = g->step;
    v->chairman = g->chairman;
    v->turn = g->phase == JG_PHASE_PLAY ? g->turn : -1;
    v->waiting_for = jugglers_waiting_for(g);
    v->last_played = g->last_played;
    v->secrets_max = jugglers_secrets_max(g->setup.players);
    v->sigil = viewer >= 0 ? g->sigil[viewer] : -1;
    if (viewer >= 0)
        v->hand = g->hand[viewer];
    for (int d = 0; d < JG_DRAFTS; d++) {
        const JgDraftState *x = &g->draft[d];
        JgDraftView *dv = &v->draft[d];
        dv->policy = x->policy;
        dv->hand = x->hand;
        dv->down_n = x->down_n;
        for (int i = 0; i < x->down_n; i++) {
            const JgDown *o = &x->down[i];
            dv->down[i].seat = o->seat;
            dv->down[i].source = (JgSource)o->source;
            bool own = viewer >= 0 && o->seat == viewer && o->source == JG_FROM_HAND;
            dv->down[i].card = own ? o->card : -1;
        }
        dv->secrets = x->secret_n;
    }
    v->deck_count = g->deck.n;
    v->discard_count = g->discard.n;
    v->policy_deck_count = g->policy_deck.n;
    v->set_aside_count = g->set_aside.n;
    v->village = g->village;
    v->rejected = g->rejected;
    if (viewer >= 0)
        for (int c = 0; c < JG_INFLUENCE_CARDS; c++)
            if (g->known_discard[viewer] >> c & 1)
                pile_push(&v->known_discard, c);
    memcpy(v->policies, g->policies, sizeof v->policies);
    v->history_n = g->history_n;
    memcpy(v->history, g->history, sizeof(JgPlayRecord) * (size_t)g->history_n);
    v->has_result = g->has_result;
    if (g->has_result)
        v->result = g->result;
    if (g->phase == JG_PHASE_OVER)
        memcpy(v->winner, g->winner, sizeof v->winner);
    v->actions = g->actions_n;
    v->decision_seed = rng_one_way(rng_one_way(g->setup.seed ^ UINT64_C(0x4A55474C45525321)) +
                                   (uint64_t)(viewer + 1) * 1000003u +
                                   (uint64_t)g->actions_n * 7919u);
}

/* ---- The privacy check ---- */

static uint64_t pile_bits(const Pile *p)
{
    uint64_t bits = 0;
    for (int i = 0; i < p->n; i++)
        bits |= UINT64_C(1) << p->card[i];
    return bits;
}

/* Every card whose place the viewer may not know, worked out from the game, not the view. */
static uint64_t hidden_from(const JgGame *g, int viewer)
{
    uint64_t hidden = pile_bits(&g->deck) | pile_bits(&g->policy_deck) | pile_bits(&g->set_aside);
    hidden |= pile_bits(&g->discard) & ~(viewer >= 0 ? g->known_discard[viewer] : 0);
    for (int s = 0; s < g->seats; s++) {
        if (s == viewer)
            continue;
        hidden |= pile_bits(&g->hand[s]);
        if (g->sigil[s] >= 0 && g->phase != JG_PHASE_OVER)
            hidden |= UINT64_C(1) << g->sigil[s];
    }
    for (int d = 0; d < JG_DRAFTS; d++) {
        const JgDraftState *x = &g->draft[d];
        for (int i = 0; i < x->secret_n; i++)
            hidden |= UINT64_C(1) << x->secret[i];
        for (int i = 0; i < x->down_n; i++)
            if (viewer < 0 || x->down[i].seat != viewer || x->down[i].source != JG_FROM_HAND)
                hidden |= UINT64_C(1) << x->down[i].card;
    }
    return hidden;
}

static bool leak(int card, uint64_t hidden, const char *where, JgError *err)
{
    if (card < 0 || !(hidden >> card & 1))
        return false;
    if (err) {
        char t[8];
        deck52_card_text(card, t, sizeof t);
        snprintf(err->message, sizeof err->message, "The view shows the hidden card %s (%s).", t,
                 where);
    }
    return true;
}

static bool pile_leaks(const Pile *p, uint64_t hidden, const char *where, JgError *err)
{
    for (int i = 0; i < p->n; i++)
        if (leak(p->card[i], hidden, where, err))
            return true;
    return false;
}

bool jugglers_view_check(const JgGame *g, const JgView *v, JgError *err)
{
    int viewer = v->viewer;
    uint64_t hidden = hidden_from(g, viewer);
    if (v->setup.seed != 0) {
        if (err)
            snprintf(err->message, sizeof err->message, "The view holds the seed.");
        return false;
    }
    if (leak(v->sigil, hidden, "sigil", err) || pile_leaks(&v->hand, hidden, "hand", err) ||
        pile_leaks(&v->village, hidden, "Village Order", err) ||
        pile_leaks(&v->rejected, hidden, "failed policies", err) ||
        pile_leaks(&v->known_discard, hidden, "own discards", err))
        return false;
    for (int d = 0; d < JG_DRAFTS; d++) {
        const JgDraftView *dv = &v->draft[d];
        if (leak(dv->policy, hidden, "policy", err) ||
            pile_leaks(&dv->hand, hidden, "a draft's hand", err))
            return false;
        for (int i = 0; i < dv->down_n; i++)
            if (leak(dv->down[i].card, hidden, "a face-down card", err))
                return false;
    }
    /* Only the viewer's own: the right hand, sigil and face-down cards, nobody else's. */
    bool mine_ok = viewer < 0 ? v->hand.n == 0 && v->sigil == -1
                              : v->hand.n == g->hand[viewer].n && v->sigil == g->sigil[viewer];
    for (int d = 0; d < JG_DRAFTS && mine_ok; d++)
        for (int i = 0; i < v->draft[d].down_n; i++)
            if (v->draft[d].down[i].card >= 0 &&
                (v->draft[d].down[i].seat != viewer || v->draft[d].down[i].source != JG_FROM_HAND ||
                 v->draft[d].down[i].card != g->draft[d].down[i].card))
                mine_ok = false;
    if (!mine_ok && err)
        snprintf(err->message, sizeof err->message, "The view's own cards are not the seat's.");
    return mine_ok;
}

/* ---- Events ---- */

JgEvent jugglers_event_for(const JgEvent *e, int viewer)
{
    JgEvent out = *e;
    bool mine = viewer >= 0 && viewer == e->seat;
    switch (e->kind) {
    case JG_EV_SIGIL_DEALT:
    case JG_EV_DEALT:
    case JG_EV_DREW:
    case JG_EV_HAND_DISCARDED:
        if (!mine)
            out.card = -1;
        break;
    case JG_EV_PLAYED:
    case JG_EV_SETTLE_DISCARDED:
        if (!mine || e->index != JG_FROM_HAND)
            out.card = -1;
        break;
    case JG_EV_POLICY_SET_ASIDE:
    case JG_EV_SECRET_PLACED:
    case JG_EV_DECK_DISCARDED:
        out.card = -1;
        break;
    default:
        break;
    }
    return out;
}

void jugglers_card_words(int card, char *buf, size_t size)
{
    static const char *const suits[] = {"\u2663", "\u2666", "\u2665", "\u2660"};
    static const char faces[] = "JQKA";
    if (card < 0 || card >= JG_CARDS) {
        snprintf(buf, size, "a card");
        return;
    }
    int rank = deck52_rank(card);
    if (rank > 10)
        snprintf(buf, size, "%c%s", faces[rank - 11], suits[deck52_suit(card)]);
    else
        snprintf(buf, size, "%d%s", rank, suits[deck52_suit(card)]);
}

static const char *draft_words(int d)
{
    static const char *const words[] = {"the left draft", "the joker's draft", "the right draft"};
    return d >= 0 && d < JG_DRAFTS ? words[d] : "a draft";
}

/* "7.5" from points x 2. */
static void points_text(int half, char *buf, size_t size)
{
    if (half % 2)
        snprintf(buf, size, "%d.5", half / 2);
    else
        snprintf(buf, size, "%d", half / 2);
}

void jugglers_event_text(const JgView *v, const JgEvent *e, char *buf, size_t size)
{
    const char *who = e->seat >= 0 && e->seat < v->seats ? v->seat[e->seat].name : "";
    char card[32];
    jugglers_card_words(e->card, card, sizeof card);
    static const char *const sources[] = {"a hand card", "the deck's top card", "a secret"};
    const char *source = e->index >= 0 && e->index <= JG_FROM_SECRET ? sources[e->index] : "a card";
    switch (e->kind) {
    case JG_EV_ROUND_START:
        snprintf(buf, size, "Round %d: %s is chairman", e->value, who);
        return;
    case JG_EV_POLICY_SHUFFLED:
        snprintf(buf, size, "%s shuffled the %d policy cards", who, e->value);
        return;
    case JG_EV_SIGIL_DEALT:
        if (e->card >= 0)
            snprintf(buf, size, "%s's sigil is %s", who, card);
        else
            snprintf(buf, size, "%s was dealt a sigil", who);
        return;
    case JG_EV_POLICY_SET_ASIDE:
        snprintf(buf, size, "One policy card was set aside unseen");
        return;
    case JG_EV_GATHERING_START:
        snprintf(buf, size, "Gathering %d of %d, chaired by %s", e->value, e->index, who);
        return;
    case JG_EV_DECK_SHUFFLED:
        snprintf(buf, size, "%s shuffled a new influence deck of %d cards", who, e->value);
        return;
    case JG_EV_POLICY_DRAWN:
        snprintf(buf, size, "%s is the policy of %s", card, draft_words(e->draft));
        return;
    case JG_EV_DEALT:
        if (e->card >= 0)
            snprintf(buf, size, "%s was dealt %s", who, card);
        else
            snprintf(buf, size, "%s was dealt a card", who);
        return;
    case JG_EV_CHOOSE_SECRETS:
        snprintf(buf, size, "%s chooses how many secret influences to include (0 to %d)", who,
                 e->value);
        return;
    case JG_EV_SECRETS_CHOSEN:
        snprintf(buf, size, "%s includes %d secret influence%s", who, e->value,
                 e->value == 1 ? "" : "s");
        return;
    case JG_EV_DIE_ROLLED: {
        static const char *const why[] = {"for a secret influence", "for the dummy's play",
                                          "to settle"};
        snprintf(buf, size, "%s rolled %d %s: %s", who, e->value,
                 e->index >= 0 && e->index <= JG_ROLL_SETTLE ? why[e->index] : "",
                 draft_words(e->draft));
        return;
    }
    case JG_EV_SECRET_PLACED:
        snprintf(buf, size, "A secret influence lies face down by %s", draft_words(e->draft));
        return;
    case JG_EV_DECK_DISCARDED:
        snprintf(buf, size, "The deck's top card was discarded unseen");
        return;
    case JG_EV_FACE_UP_DEALT:
        snprintf(buf, size, "%s starts the hand of %s", card, draft_words(e->draft));
        return;
    case JG_EV_CYCLE_START:
        snprintf(buf, size, "Cycle %d of %d: %s starts", e->value, e->index, who);
        return;
    case JG_EV_SECRET_JOINED:
        snprintf(buf, size, "The secret influence%s of %s joined it face down",
                 e->value == 1 ? "" : "s", draft_words(e->draft));
        return;
    case JG_EV_TURN:
        if (e->value != e->seat && e->value >= 0 && e->value < v->seats)
            snprintf(buf, size, "%s's turn (%s decides)", who, v->seat[e->value].name);
        else
            snprintf(buf, size, "%s's turn", who);
        return;
    case JG_EV_NO_PLAY:
        snprintf(buf, size, "%s has nothing to play", who);
        return;
    case JG_EV_PLAYED:
        if (e->card >= 0)
            snprintf(buf, size, "%s played %s face down on %s", who, card, draft_words(e->draft));
        else
            snprintf(buf, size, "%s played %s face down on %s", who, source,
                     draft_words(e->draft));
        return;
    case JG_EV_DREW:
        if (e->card >= 0)
            snprintf(buf, size, "%s drew %s", who, card);
        else
            snprintf(buf, size, "%s drew a card", who);
        return;
    case JG_EV_SETTLED:
        if (e->value > 1)
            snprintf(buf, size, "%s joins %s (card %d of %d)", card, draft_words(e->draft),
                     e->index, e->value);
        else
            snprintf(buf, size, "%s joins %s", card, draft_words(e->draft));
        return;
    case JG_EV_SETTLE_DISCARDED:
        if (e->card >= 0)
            snprintf(buf, size, "%s's %s on %s was discarded unseen", who, card,
                     draft_words(e->draft));
        else
            snprintf(buf, size, "A face-down card on %s was discarded unseen",
                     draft_words(e->draft));
        return;
    case JG_EV_NOTHING_SETTLED:
        snprintf(buf, size, "Nothing joins %s", draft_words(e->draft));
        return;
    case JG_EV_POLICY_PASSED:
    case JG_EV_POLICY_REJECTED: {
        const char *hand = pokerhand_category_name(pokerhand_category((uint32_t)e->value));
        const char *joker = pokerhand_category_name(pokerhand_category((uint32_t)e->index));
        if (e->kind == JG_EV_POLICY_PASSED)
            snprintf(buf, size, "%s passes to the Village Order: %s beats the joker's %s", card,
                     hand, joker);
        else
            snprintf(buf, size, "%s fails: %s does not beat the joker's %s", card, hand, joker);
        return;
    }
    case JG_EV_DRAFTS_CLEARED:
        snprintf(buf, size, "The drafts' %d influence cards were cleared away", e->value);
        return;
    case JG_EV_HAND_DISCARDED:
        if (e->card >= 0)
            snprintf(buf, size, "%s discarded %s from the hand", who, card);
        else
            snprintf(buf, size, "%s discarded a hand card", who);
        return;
    case JG_EV_CHAIRMAN:
        snprintf(buf, size, "%s becomes chairman", who);
        return;
    case JG_EV_SIGIL_REVEALED:
        snprintf(buf, size, "%s's sigil: %s", who, card);
        return;
    case JG_EV_SCORED: {
        char pts[16];
        points_text(e->value, pts, sizeof pts);
        snprintf(buf, size, "%s scores %s (%d Village Order match%s)", who, pts, e->index,
                 e->index == 1 ? "" : "es");
        return;
    }
    case JG_EV_ROUND_WON:
        snprintf(buf, size, "%s wins the round (%d win%s)", who, e->value, e->value == 1 ? "" : "s");
        return;
    case JG_EV_GAME_WON:
        snprintf(buf, size, "%s wins the game!", who);
        return;
    case JG_EV_GAME_OVER:
        snprintf(buf, size, "Game over");
        return;
    case JG_EV_KINDS:
        break;
    }
    snprintf(buf, size, "?");
}
