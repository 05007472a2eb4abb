/* The Jugglers state machine: setup, rounds, gatherings, cycles, settling, the Village Order
 * and scoring. Views, events in words and save files are in jugglers_view.c and
 * jugglers_save.c. Rules cite the ruling they come from by its id in
 * assets/rules/jugglers-rulings.txt (J13). */
#include "jugglers.h"

#include "savetext.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define FAIL(...)                                                                                  \
    do {                                                                                           \
        if (err)                                                                                   \
            snprintf(err->message, sizeof err->message, __VA_ARGS__);                             \
        return false;                                                                              \
    } while (0)

static const char *const draft_names[JG_DRAFTS] = {"left", "joker", "right"};

/* ---- Small helpers ---- */

static void emit(JgEvents *ev, JgEventKind kind, int seat, int card, int draft, int index,
                 int value)
{
    if (!ev || ev->n >= JG_MAX_EVENTS)
        return;
    JgEvent *e = &ev->ev[ev->n++];
    e->kind = kind;
    e->seat = seat;
    e->card = card;
    e->draft = draft;
    e->index = index;
    e->value = value;
}

static JgAction blank_action(JgActionKind kind, int seat)
{
    JgAction a;
    memset(&a, 0, sizeof a);
    a.kind = kind;
    a.seat = seat;
    a.card = -1;
    a.draft = -1;
    return a;
}

JgAction jugglers_secrets(int seat, int count)
{
    JgAction a = blank_action(JG_ACT_SECRETS, seat);
    a.count = count;
    return a;
}

JgAction jugglers_play_hand(int seat, int card, int draft)
{
    JgAction a = blank_action(JG_ACT_PLAY, seat);
    a.source = JG_FROM_HAND;
    a.card = card;
    a.draft = draft;
    return a;
}

JgAction jugglers_play_deck(int seat, int draft)
{
    JgAction a = blank_action(JG_ACT_PLAY, seat);
    a.source = JG_FROM_DECK;
    a.draft = draft;
    return a;
}

const char *jugglers_draft_name(int draft)
{
    return draft >= 0 && draft < JG_DRAFTS ? draft_names[draft] : "?";
}

/* ---- Facts from the rulings ---- */

int jugglers_seats(int players)
{
    return players == 5 ? 5 : 4;
}

int jugglers_seat_of_player(int players, int player)
{
    return players == 2 ? player * 2 : player;
}

int jugglers_secrets_max(int players)
{
    return players == 2 ? 3 : players == 3 ? 2 : 1;
}

int jugglers_hand_size(int players)
{
    return players == 5 ? 7 : 5;
}

int jugglers_cycles(int players)
{
    return players == 5 || players == 2 ? 5 : 4;
}

int jugglers_draft_of_roll(int roll)
{
    return (roll - 1) % 3;
}

int jugglers_settle_pick(int roll, int count)
{
    return count > 0 ? (roll - 1) % count : -1;
}

int jugglers_cycle_seat(const int *order, int seats, int cycle, int step)
{
    return order[((step - cycle) % seats + seats) % seats];
}

bool jugglers_matches(int sigil, int card)
{
    if (sigil < 0 || card < 0 || sigil >= JG_CARDS || card >= JG_CARDS)
        return false;
    return deck52_rank(sigil) == deck52_rank(card) || deck52_suit(sigil) == deck52_suit(card);
}

PokerCard jugglers_poker_card(int card)
{
    return pokerhand_card_at(card);
}

uint32_t jugglers_hand_value(const Pile *hand)
{
    PokerCard cards[POKERHAND_MAX_CARDS];
    int n = hand->n < POKERHAND_MAX_CARDS ? hand->n : POKERHAND_MAX_CARDS;
    for (int i = 0; i < n; i++)
        cards[i] = pokerhand_card_at(hand->card[i]);
    return pokerhand_value(cards, n);
}

int jugglers_waiting_for(const JgGame *g)
{
    switch (g->phase) {
    case JG_PHASE_SECRETS:
        return g->chairman;
    case JG_PHASE_PLAY:
        return g->seat[g->turn].controller >= 0 ? g->seat[g->turn].controller : g->turn;
    case JG_PHASE_OVER:
        break;
    }
    return -1;
}

static int roll_die(JgGame *g)
{
    return 1 + (int)rng_below(&g->rng, 6);
}

static bool is_dummy(const JgGame *g, int seat)
{
    return g->seat[seat].kind == JG_DUMMY;
}

/* ---- Setup ---- */

JgSetup jugglers_default_setup(void)
{
    JgSetup s;
    memset(&s, 0, sizeof s);
    s.players = 4;
    for (int i = 0; i < JG_MAX_PLAYERS; i++) {
        snprintf(s.player[i].name, sizeof s.player[i].name, "Player %d", i + 1);
        s.player[i].kind = i == 0 ? JG_PERSON : JG_COMPUTER;
        s.player[i].level = JG_NORMAL;
    }
    s.dummy_sigils = true;
    s.wins = JG_DEFAULT_WINS;
    s.first_chairman = -1;
    s.seed = 1;
    return s;
}

bool jugglers_check_setup(const JgSetup *s, JgError *err)
{
    if (s->players < JG_MIN_PLAYERS || s->players > JG_MAX_PLAYERS)
        FAIL("Jugglers is for 2 to 5 players, not %d.", s->players);
    for (int i = 0; i < s->players; i++) {
        const JgPlayerSetup *p = &s->player[i];
        const char *problem = savetext_name_problem(p->name, sizeof p->name);
        if (problem)
            FAIL("Player %d%s.", i + 1, problem);
        if (p->kind != JG_PERSON && p->kind != JG_COMPUTER)
            FAIL("Player %d is neither a person nor a computer player.", i + 1);
        if (p->level < JG_EASY || p->level > JG_HARD)
            FAIL("Player %d has no such level.", i + 1);
    }
    if (s->wins < 1 || s->wins > JG_MAX_WINS)
        FAIL("The game is played to 1 to %d round wins, not %d.", JG_MAX_WINS, s->wins);
    if (s->first_chairman != -1) {
        int seats = jugglers_seats(s->players);
        bool person_seat = false;
        for (int i = 0; i < s->players; i++)
            person_seat |= jugglers_seat_of_player(s->players, i) == s->first_chairman;
        if (s->first_chairman < 0 || s->first_chairman >= seats)
            FAIL("There is no seat %d to be the first chairman.", s->first_chairman + 1);
        if (!person_seat)
            FAIL("Seat %d is a dummy: a dummy is never chairman.", s->first_chairman + 1);
    }
    return true;
}

/* "Anna's dummy", the owner's name shortened to fit. */
static void dummy_name(char *buf, size_t size, const char *owner)
{
    static const char tail[] = "'s dummy";
    size_t room = size - sizeof tail, n = strlen(owner);
    if (n > room)
        n = room;
    memcpy(buf, owner, n);
    memcpy(buf + n, tail, sizeof tail);
}

/* The table (J2, J21, J22). */
static void init_seats(JgGame *g)
{
    const JgSetup *s = &g->setup;
    g->seats = jugglers_seats(s->players);
    for (int i = 0; i < g->seats; i++) {
        JgSeat *seat = &g->seat[i];
        memset(seat, 0, sizeof *seat);
        seat->kind = JG_DUMMY;
        seat->player = -1;
        seat->controller = -1;
        snprintf(seat->name, sizeof seat->name, "Dummy");
    }
    for (int p = 0; p < s->players; p++) {
        JgSeat *seat = &g->seat[jugglers_seat_of_player(s->players, p)];
        memcpy(seat->name, s->player[p].name, sizeof seat->name);
        seat->kind = s->player[p].kind;
        seat->level = s->player[p].level;
        seat->player = p;
        seat->has_hand = true;
        seat->has_sigil = true;
    }
    if (s->players == 3)
        g->seat[3].has_sigil = true;     /* the dummy head: a sigil, no hand */
    if (s->players == 2)
        for (int d = 1; d < 4; d += 2) { /* each person's dummy sits on their left */
            g->seat[d].controller = d - 1;
            g->seat[d].has_sigil = s->dummy_sigils;
            dummy_name(g->seat[d].name, sizeof g->seat[d].name, g->seat[d - 1].name);
        }
}

/* The table order and the first cycle's order. With three players the dummy sits on the
 * chairman's left, so it moves with the chairmanship. */
static void set_ring(JgGame *g)
{
    int n = 0;
    if (g->setup.players == 3) {
        for (int p = 0; p < 3; p++) {
            g->ring[n++] = p;
            if (p == g->chairman)
                g->ring[n++] = 3;
        }
    } else {
        for (int i = 0; i < g->seats; i++)
            g->ring[n++] = i;
    }
    int at = 0;
    for (int i = 0; i < n; i++)
        if (g->ring[i] == g->chairman)
            at = i;
    for (int k = 0; k < n; k++)
        g->order[k] = g->ring[(at + 1 + k) % n];
}

/* ---- Rounds and gatherings ---- */

static void start_gathering(JgGame *g, JgEvents *ev);
static void begin_cycle(JgGame *g, JgEvents *ev);
static void next_turn(JgGame *g, JgEvents *ev);

/* "A round": every policy card back in the policy deck, shuffled; a sigil to each seat that
 * takes one, clockwise from the chairman's left; with five players the 11th card is set aside
 * unseen, so the policy deck always holds two cards per gathering. */
static void start_round(JgGame *g, JgEvents *ev)
{
    g->round++;
    pile_clear(&g->policy_deck);
    pile_clear(&g->village);
    pile_clear(&g->rejected);
    pile_clear(&g->set_aside);
    for (int c = JG_INFLUENCE_CARDS; c < JG_CARDS; c++)
        pile_push(&g->policy_deck, c);
    for (int s = 0; s < JG_MAX_SEATS; s++)
        g->sigil[s] = -1;
    pile_shuffle(&g->policy_deck, &g->rng);
    set_ring(g);
    emit(ev, JG_EV_ROUND_START, g->chairman, -1, -1, 0, g->round);
    emit(ev, JG_EV_POLICY_SHUFFLED, g->chairman, -1, -1, 0, g->policy_deck.n);
    for (int k = 0; k < g->seats; k++) {
        int s = g->order[k];
        if (!g->seat[s].has_sigil)
            continue;
        g->sigil[s] = pile_pop(&g->policy_deck);
        emit(ev, JG_EV_SIGIL_DEALT, s, g->sigil[s], -1, 0, 0);
    }
    if (g->policy_deck.n % 2 != 0) {
        int c = pile_pop(&g->policy_deck);
        pile_push(&g->set_aside, c);
        emit(ev, JG_EV_POLICY_SET_ASIDE, -1, c, -1, 0, 0);
    }
    g->gatherings = g->policy_deck.n / 2;
    g->gathering = 0;
    g->history_n = 0;
    for (int i = 0; i < JG_MAX_GATHERINGS; i++)
        g->policies[i][0] = g->policies[i][1] = -1;
    start_gathering(g, ev);
}

/* "A gathering", up to the chairman's choice: a new influence deck from every card not in a
 * hand, two policies beside the joker, hand cards dealt one at a time clockwise from the
 * chairman's left until every hand holds 5 (7 with five players). */
static void start_gathering(JgGame *g, JgEvents *ev)
{
    g->gathering++;
    set_ring(g);
    pile_move_all(&g->deck, &g->discard);
    pile_shuffle(&g->deck, &g->rng);
    memset(g->known_discard, 0, sizeof g->known_discard);
    emit(ev, JG_EV_GATHERING_START, g->chairman, -1, -1, g->gatherings, g->gathering);
    emit(ev, JG_EV_DECK_SHUFFLED, g->chairman, -1, -1, 0, g->deck.n);
    for (int d = 0; d < JG_DRAFTS; d++) {
        g->draft[d].policy = -1;
        pile_clear(&g->draft[d].hand);
        g->draft[d].down_n = 0;
        g->draft[d].secret_n = 0;
    }
    g->draft[JG_LEFT].policy = pile_pop(&g->policy_deck);
    g->draft[JG_RIGHT].policy = pile_pop(&g->policy_deck);
    g->policies[g->gathering - 1][0] = g->draft[JG_LEFT].policy;
    g->policies[g->gathering - 1][1] = g->draft[JG_RIGHT].policy;
    emit(ev, JG_EV_POLICY_DRAWN, -1, g->draft[JG_LEFT].policy, JG_LEFT, 0, 0);
    emit(ev, JG_EV_POLICY_DRAWN, -1, g->draft[JG_RIGHT].policy, JG_RIGHT, 0, 0);
    int size = jugglers_hand_size(g->setup.players);
    for (bool dealt = true; dealt;) {
        dealt = false;
        for (int k = 0; k < g->seats; k++) {
            int s = g->order[k];
            if (!g->seat[s].has_hand || g->hand[s].n >= size || g->deck.n == 0)
                continue;
            int c = pile_pop(&g->deck);
            pile_push(&g->hand[s], c);
            emit(ev, JG_EV_DEALT, s, c, -1, 0, 0);
            dealt = true;
        }
    }
    g->cycles = jugglers_cycles(g->setup.players);
    g->cycle = 0;
    g->step = 0;
    g->turn = -1;
    g->last_played = -1;
    g->phase = JG_PHASE_SECRETS;
    emit(ev, JG_EV_CHOOSE_SECRETS, g->chairman, -1, -1, 0, jugglers_secrets_max(g->setup.players));
}

/* The chairman's choice (J9, J10): each included secret influence is the deck's top
 * card, face down on the draft a die roll picks; except with two players, each one not
 * included costs the deck's top card, discarded unseen. Then, with three or four players, one
 * card face up under each draft. */
static void apply_secrets(JgGame *g, int count, JgEvents *ev)
{
    int c = g->chairman;
    emit(ev, JG_EV_SECRETS_CHOSEN, c, -1, -1, 0, count);
    for (int i = 0; i < count && g->deck.n > 0; i++) {
        int card = pile_pop(&g->deck);
        int roll = roll_die(g);
        int d = jugglers_draft_of_roll(roll);
        emit(ev, JG_EV_DIE_ROLLED, c, -1, d, JG_ROLL_SECRET, roll);
        g->draft[d].secret[g->draft[d].secret_n++] = (uint8_t)card;
        emit(ev, JG_EV_SECRET_PLACED, c, card, d, 0, g->draft[d].secret_n);
    }
    if (g->setup.players != 2)
        for (int i = count; i < jugglers_secrets_max(g->setup.players) && g->deck.n > 0; i++) {
            int card = pile_pop(&g->deck);
            pile_push(&g->discard, card);
            emit(ev, JG_EV_DECK_DISCARDED, c, card, -1, 0, 0);
        }
    if (g->cycles == 4)
        for (int d = 0; d < JG_DRAFTS && g->deck.n > 0; d++) {
            int card = pile_pop(&g->deck);
            pile_push(&g->draft[d].hand, card);
            emit(ev, JG_EV_FACE_UP_DEALT, c, card, d, 0, 0);
        }
    g->phase = JG_PHASE_PLAY;
    g->cycle = 0;
    begin_cycle(g, ev);
}

/* "A cycle": the secret influences join their drafts, face down, at the start of the last. */
static void begin_cycle(JgGame *g, JgEvents *ev)
{
    g->step = 0;
    int first = jugglers_cycle_seat(g->order, g->seats, g->cycle, 0);
    emit(ev, JG_EV_CYCLE_START, first, -1, -1, g->cycles, g->cycle + 1);
    if (g->cycle == g->cycles - 1)
        for (int d = 0; d < JG_DRAFTS; d++) {
            JgDraftState *x = &g->draft[d];
            if (x->secret_n == 0)
                continue;
            for (int i = 0; i < x->secret_n; i++)
                x->down[x->down_n++] = (JgDown){x->secret[i], -1, JG_FROM_SECRET};
            emit(ev, JG_EV_SECRET_JOINED, g->chairman, -1, d, 0, x->secret_n);
            x->secret_n = 0;
        }
    next_turn(g, ev);
}

/* Settling after each cycle, draft by draft: one face-down card joins the hand face up; with
 * more, the chairman rolls and the card in place ((roll - 1) mod count) + 1 joins, the others are
 * discarded unseen (their players know their own). */
static void settle(JgGame *g, JgEvents *ev)
{
    for (int d = 0; d < JG_DRAFTS; d++) {
        JgDraftState *x = &g->draft[d];
        int k = x->down_n;
        if (k == 0) {
            emit(ev, JG_EV_NOTHING_SETTLED, -1, -1, d, 0, 0);
            continue;
        }
        int pick = 0;
        if (k > 1) {
            int roll = roll_die(g);
            pick = jugglers_settle_pick(roll, k);
            emit(ev, JG_EV_DIE_ROLLED, g->chairman, -1, d, JG_ROLL_SETTLE, roll);
        }
        JgDown up = x->down[pick];
        pile_push(&x->hand, up.card);
        emit(ev, JG_EV_SETTLED, up.seat, up.card, d, pick + 1, k);
        for (int i = 0; i < k; i++) {
            if (i == pick)
                continue;
            JgDown o = x->down[i];
            pile_push(&g->discard, o.card);
            if (o.seat >= 0 && o.source == JG_FROM_HAND)
                g->known_discard[o.seat] |= UINT64_C(1) << o.card;
            emit(ev, JG_EV_SETTLE_DISCARDED, o.seat, o.card, d, o.source, 0);
        }
        x->down_n = 0;
    }
}

/* The next chairman is the seat that played last (J18). A dummy is never
 * chairman, and with two players 5 cycles round 4 seats end with the chairman itself: in both
 * cases the role moves clockwise to the next person, as the rule text's "the role moves
 * clockwise" wants (an interpretation; see the tests named after it). */
static int next_chairman(const JgGame *g)
{
    int s = g->last_played >= 0 ? g->last_played : g->chairman;
    if (!is_dummy(g, s) && s != g->chairman)
        return s;
    int at = 0;
    for (int i = 0; i < g->seats; i++)
        if (g->ring[i] == s)
            at = i;
    for (int k = 1; k <= g->seats; k++) {
        int t = g->ring[(at + k) % g->seats];
        if (!is_dummy(g, t) && t != s)
            return t;
    }
    return g->chairman;
}

static void end_round(JgGame *g, JgEvents *ev);

/* After the last cycle: each policy hand against the joker's; strictly higher passes to the
 * Village Order, the others are discarded face down. Seats keep their hand cards (five players
 * discard their last two); everything else goes back for the next deck. */
static void end_gathering(JgGame *g, JgEvents *ev)
{
    uint32_t joker = jugglers_hand_value(&g->draft[JG_JOKER].hand);
    for (int d = JG_LEFT; d <= JG_RIGHT; d += 2) {
        JgDraftState *x = &g->draft[d];
        uint32_t v = jugglers_hand_value(&x->hand);
        if (v > joker) {
            pile_push(&g->village, x->policy);
            emit(ev, JG_EV_POLICY_PASSED, -1, x->policy, d, (int)joker, (int)v);
        } else {
            pile_push(&g->rejected, x->policy);
            emit(ev, JG_EV_POLICY_REJECTED, -1, x->policy, d, (int)joker, (int)v);
        }
        x->policy = -1;
    }
    int cleared = 0;
    for (int d = 0; d < JG_DRAFTS; d++) {
        cleared += g->draft[d].hand.n;
        pile_move_all(&g->discard, &g->draft[d].hand);
    }
    emit(ev, JG_EV_DRAFTS_CLEARED, -1, -1, -1, 0, cleared);
    if (g->setup.players == 5)
        for (int k = 0; k < g->seats; k++) {
            int s = g->order[k];
            for (int i = 0; i < g->hand[s].n; i++)
                emit(ev, JG_EV_HAND_DISCARDED, s, g->hand[s].card[i], -1, 0, 0);
            pile_move_all(&g->discard, &g->hand[s]);
        }
    g->chairman = next_chairman(g);
    set_ring(g);   /* with three players the dummy moves to the new chairman's left */
    g->turn = -1;
    emit(ev, JG_EV_CHAIRMAN, g->chairman, -1, -1, 0, 0);
    if (g->gathering >= g->gatherings)
        end_round(g, ev);
    else
        start_gathering(g, ev);
}

/* "Scoring": every sigil revealed; 1 point per Village Order card sharing the sigil's rank or
 * suit, 0.5 per other seat's sigil (dummies' too) sharing it. The people with the most points
 * win the round (dummies never win, so a dummy's score never stops a person winning); the game
 * ends when a round brings one or more people to the set number of wins. */
void jugglers_score_round(const int *sigil, const bool *dummy, int seats, const Pile *village,
                          JgRoundResult *r)
{
    memset(r, 0, sizeof *r);
    r->village = *village;
    for (int s = 0; s < JG_MAX_SEATS; s++)
        r->sigil[s] = s < seats ? sigil[s] : -1;
    int best = -1;
    for (int s = 0; s < seats; s++) {
        if (sigil[s] < 0)
            continue;
        for (int i = 0; i < village->n; i++)
            r->matches[s] += jugglers_matches(sigil[s], village->card[i]);
        for (int t = 0; t < seats; t++)
            if (t != s && sigil[t] >= 0)
                r->allies[s] += jugglers_matches(sigil[s], sigil[t]);
        r->half_points[s] = 2 * r->matches[s] + r->allies[s];
        if (!dummy[s] && r->half_points[s] > best)
            best = r->half_points[s];
    }
    for (int s = 0; s < seats; s++)
        r->won[s] = !dummy[s] && sigil[s] >= 0 && r->half_points[s] == best;
}

static void end_round(JgGame *g, JgEvents *ev)
{
    JgRoundResult *r = &g->result;
    bool dummy[JG_MAX_SEATS] = {false};
    for (int s = 0; s < g->seats; s++)
        dummy[s] = is_dummy(g, s);
    jugglers_score_round(g->sigil, dummy, g->seats, &g->village, r);
    r->round = g->round;
    for (int k = 0; k < g->seats; k++) {
        int s = g->order[k];
        if (g->sigil[s] >= 0)
            emit(ev, JG_EV_SIGIL_REVEALED, s, g->sigil[s], -1, 0, 0);
    }
    for (int s = 0; s < g->seats; s++)
        if (g->sigil[s] >= 0)
            emit(ev, JG_EV_SCORED, s, -1, -1, r->matches[s], r->half_points[s]);
    bool over = false;
    for (int s = 0; s < g->seats; s++) {
        if (!r->won[s])
            continue;
        g->wins[s]++;
        emit(ev, JG_EV_ROUND_WON, s, -1, -1, 0, g->wins[s]);
        over |= g->wins[s] >= g->setup.wins;
    }
    g->has_result = true;
    if (!over) {
        start_round(g, ev);
        return;
    }
    for (int s = 0; s < g->seats; s++) {
        g->winner[s] = !is_dummy(g, s) && g->wins[s] >= g->setup.wins;
        if (g->winner[s])
            emit(ev, JG_EV_GAME_WON, s, -1, -1, 0, g->wins[s]);
    }
    g->phase = JG_PHASE_OVER;
    g->turn = -1;
    emit(ev, JG_EV_GAME_OVER, -1, -1, -1, 0, 0);
}

/* ---- Plays ---- */

static void advance(JgGame *g, JgEvents *ev);

static void play_card(JgGame *g, int s, JgSource source, int card, int draft, JgEvents *ev)
{
    if (source == JG_FROM_HAND)
        pile_remove(&g->hand[s], card);
    else
        card = pile_pop(&g->deck);
    JgDraftState *x = &g->draft[draft];
    x->down[x->down_n++] = (JgDown){(uint8_t)card, (int8_t)s, (uint8_t)source};
    emit(ev, JG_EV_PLAYED, s, card, draft, source, x->down_n);
    if (g->history_n < JG_MAX_HISTORY)
        g->history[g->history_n++] =
            (JgPlayRecord){(int8_t)(g->gathering - 1), (int8_t)s, (int8_t)draft, (int8_t)source};
    g->last_played = s;
    /* After a hand card, draw one while the deck lasts. */
    if (source == JG_FROM_HAND && g->deck.n > 0) {
        int c = pile_pop(&g->deck);
        pile_push(&g->hand[s], c);
        emit(ev, JG_EV_DREW, s, c, -1, 0, 0);
    }
    advance(g, ev);
}

static void advance(JgGame *g, JgEvents *ev)
{
    g->step++;
    if (g->step < g->seats) {
        next_turn(g, ev);
        return;
    }
    settle(g, ev);
    g->cycle++;
    if (g->cycle < g->cycles)
        begin_cycle(g, ev);
    else
        end_gathering(g, ev);
}

/* The seat on turn plays; the three-player dummy plays at once: the chairman rolls for the
 * draft and plays the deck's top card there unseen (J21, J22). */
static void next_turn(JgGame *g, JgEvents *ev)
{
    int s = jugglers_cycle_seat(g->order, g->seats, g->cycle, g->step);
    g->turn = s;
    int decider = g->seat[s].controller >= 0 ? g->seat[s].controller : s;
    emit(ev, JG_EV_TURN, s, -1, -1, 0, decider);
    bool can_hand = g->seat[s].has_hand && g->hand[s].n > 0;
    if (!can_hand && g->deck.n == 0) {
        /* Never happens with the rulings' card counts; kept so no state can stall. */
        emit(ev, JG_EV_NO_PLAY, s, -1, -1, 0, 0);
        advance(g, ev);
        return;
    }
    if (is_dummy(g, s) && g->seat[s].controller < 0) {
        int roll = roll_die(g);
        int d = jugglers_draft_of_roll(roll);
        emit(ev, JG_EV_DIE_ROLLED, g->chairman, -1, d, JG_ROLL_DUMMY, roll);
        play_card(g, s, JG_FROM_DECK, -1, d, ev);
    }
}

/* ---- New game ---- */

bool jugglers_new(JgGame *g, const JgSetup *setup, JgEvents *events, JgError *err)
{
    memset(g, 0, sizeof *g);
    if (!jugglers_check_setup(setup, err))
        return false;
    g->setup = *setup;
    init_seats(g);
    rng_seed(&g->rng, setup->seed);
    for (int c = 0; c < JG_INFLUENCE_CARDS; c++)
        pile_push(&g->discard, c);   /* shuffled into the deck by the first gathering */
    for (int s = 0; s < JG_MAX_SEATS; s++)
        g->sigil[s] = -1;
    for (int d = 0; d < JG_DRAFTS; d++)
        g->draft[d].policy = -1;
    g->turn = -1;
    g->last_played = -1;
    if (setup->first_chairman >= 0)
        g->chairman = setup->first_chairman;
    else
        g->chairman = jugglers_seat_of_player(
            setup->players, (int)rng_below(&g->rng, (uint32_t)setup->players));
    start_round(g, events);
    return true;
}

void jugglers_free(JgGame *g)
{
    free(g->actions);
    g->actions = NULL;
    g->actions_n = g->actions_cap = 0;
}

/* ---- Checking and applying actions ---- */

bool jugglers_check(const JgGame *g, const JgAction *a, JgError *err)
{
    if (g->phase == JG_PHASE_OVER)
        FAIL("The game is over.");
    if (a->seat < 0 || a->seat >= g->seats)
        FAIL("There is no seat %d.", a->seat + 1);
    const char *who = g->seat[a->seat].name;
    switch (a->kind) {
    case JG_ACT_SECRETS: {
        int most = jugglers_secrets_max(g->setup.players);
        if (g->phase != JG_PHASE_SECRETS)
            FAIL("Secret influences are chosen at the start of a gathering, before the plays.");
        if (a->seat != g->chairman)
            FAIL("Only the chairman, %s, chooses the secret influences.",
                 g->seat[g->chairman].name);
        if (a->count < 0 || a->count > most)
            FAIL("Include 0 to %d secret influence%s, not %d.", most, most == 1 ? "" : "s",
                 a->count);
        return true;
    }
    case JG_ACT_PLAY:
        if (g->phase != JG_PHASE_PLAY)
            FAIL("The chairman, %s, chooses the secret influences first.",
                 g->seat[g->chairman].name);
        if (a->seat != g->turn)
            FAIL("It is %s's turn, not %s's.", g->seat[g->turn].name, who);
        if (a->draft < 0 || a->draft >= JG_DRAFTS)
            FAIL("Play on the left draft, the joker's or the right one.");
        if (a->source == JG_FROM_HAND) {
            if (!g->seat[a->seat].has_hand)
                FAIL("%s has no hand: a dummy plays the deck's top card.", who);
            if (a->card < 0 || a->card >= JG_CARDS || pile_find(&g->hand[a->seat], a->card) < 0)
                FAIL("That card is not in %s's hand.", who);
            return true;
        }
        if (a->source == JG_FROM_DECK) {
            if (g->deck.n == 0)
                FAIL("The deck is empty: play a hand card.");
            return true;
        }
        FAIL("Play a hand card or the deck's top card.");
    case JG_ACT_KINDS:
        break;
    }
    FAIL("That is not an action.");
}

static bool remember(JgGame *g, const JgAction *a)
{
    if (g->actions_n == g->actions_cap) {
        int cap = g->actions_cap ? g->actions_cap * 2 : 256;
        JgAction *m = realloc(g->actions, (size_t)cap * sizeof *m);
        if (!m)
            return false;
        g->actions = m;
        g->actions_cap = cap;
    }
    g->actions[g->actions_n++] = *a;
    return true;
}

bool jugglers_apply(JgGame *g, const JgAction *a, JgEvents *events, JgError *err)
{
    if (!jugglers_check(g, a, err))
        return false;
    if (!remember(g, a))
        FAIL("Out of memory.");
    if (a->kind == JG_ACT_SECRETS)
        apply_secrets(g, a->count, events);
    else
        play_card(g, a->seat, a->source, a->card, a->draft, events);
    return true;
}

/* ---- Invariants ---- */

static const char *seat_name(const JgGame *g, int s)
{
    return s >= 0 && s < g->seats ? g->seat[s].name : "?";
}

/* Counts the cards of a pile; false when one is of the wrong kind. */
static bool count_pile(const Pile *p, int *seen, bool policy, const char *what, JgError *err)
{
    if (p->n < 0 || p->n > JG_CARDS)
        FAIL("The %s holds %d cards.", what, p->n);
    for (int i = 0; i < p->n; i++) {
        int c = p->card[i];
        if (c >= JG_CARDS || (c >= JG_INFLUENCE_CARDS) != policy)
            FAIL("The %s holds %d, which is not %s card.", what, c,
                 policy ? "a policy" : "an influence");
        seen[c]++;
    }
    return true;
}

bool jugglers_invariants(const JgGame *g, JgError *err)
{
    int seen[JG_CARDS] = {0};
    char what[64];
    if (!count_pile(&g->policy_deck, seen, true, "policy deck", err) ||
        !count_pile(&g->village, seen, true, "Village Order", err) ||
        !count_pile(&g->rejected, seen, true, "failed policies", err) ||
        !count_pile(&g->set_aside, seen, true, "set-aside pile", err) ||
        !count_pile(&g->deck, seen, false, "influence deck", err) ||
        !count_pile(&g->discard, seen, false, "discard pile", err))
        return false;
    int size = jugglers_hand_size(g->setup.players);
    for (int s = 0; s < g->seats; s++) {
        snprintf(what, sizeof what, "hand of %s", seat_name(g, s));
        if (!count_pile(&g->hand[s], seen, false, what, err))
            return false;
        if (g->hand[s].n > (g->seat[s].has_hand ? size : 0))
            FAIL("%s holds %d hand cards.", seat_name(g, s), g->hand[s].n);
        if ((g->sigil[s] >= 0) != g->seat[s].has_sigil)
            FAIL("%s %s a sigil.", seat_name(g, s), g->sigil[s] >= 0 ? "has" : "lacks");
        if (g->sigil[s] >= 0) {
            if (g->sigil[s] < JG_INFLUENCE_CARDS || g->sigil[s] >= JG_CARDS)
                FAIL("%s's sigil is not a policy card.", seat_name(g, s));
            seen[g->sigil[s]]++;
        }
        if (g->known_discard[s] & ~UINT64_C(0xFFFFFFFFF))
            FAIL("%s remembers a discard that is not an influence card.", seat_name(g, s));
        for (int c = 0; c < JG_INFLUENCE_CARDS; c++)
            if ((g->known_discard[s] >> c & 1) && pile_find(&g->discard, c) < 0)
                FAIL("%s remembers a discard that is not in the discard pile.", seat_name(g, s));
    }
    for (int d = 0; d < JG_DRAFTS; d++) {
        const JgDraftState *x = &g->draft[d];
        snprintf(what, sizeof what, "%s draft's hand", draft_names[d]);
        if (!count_pile(&x->hand, seen, false, what, err))
            return false;
        if (x->hand.n > POKERHAND_MAX_CARDS)
            FAIL("The %s holds %d cards.", what, x->hand.n);
        if (x->down_n < 0 || x->down_n > JG_MAX_DOWN || x->secret_n < 0 ||
            x->secret_n > JG_MAX_SECRETS)
            FAIL("The %s draft has %d face-down and %d secret cards.", draft_names[d], x->down_n,
                 x->secret_n);
        for (int i = 0; i < x->down_n; i++) {
            int c = x->down[i].card;
            if (c >= JG_INFLUENCE_CARDS)
                FAIL("A face-down card on the %s draft is not an influence card.", draft_names[d]);
            seen[c]++;
            if ((x->down[i].seat < 0) != (x->down[i].source == JG_FROM_SECRET))
                FAIL("A face-down card on the %s draft has no player.", draft_names[d]);
        }
        for (int i = 0; i < x->secret_n; i++) {
            if (x->secret[i] >= JG_INFLUENCE_CARDS)
                FAIL("A secret influence is not an influence card.");
            seen[x->secret[i]]++;
        }
        bool policy_draft = d != JG_JOKER && g->phase != JG_PHASE_OVER;
        if ((x->policy >= 0) != policy_draft)
            FAIL("The %s draft %s a policy card.", draft_names[d], x->policy >= 0 ? "has" : "lacks");
        if (x->policy >= 0) {
            if (x->policy < JG_INFLUENCE_CARDS || x->policy >= JG_CARDS)
                FAIL("The %s draft's policy is not a policy card.", draft_names[d]);
            seen[x->policy]++;
        }
    }
    for (int c = 0; c < JG_CARDS; c++)
        if (seen[c] != 1) {
            char t[8];
            deck52_card_text(c, t, sizeof t);
            FAIL("Card %s is in %d places.", t, seen[c]);
        }
    if (is_dummy(g, g->chairman))
        FAIL("A dummy (%s) is chairman.", seat_name(g, g->chairman));
    if (g->setup.players == 3) {
        for (int i = 0; i < g->seats; i++)
            if (g->ring[i] == g->chairman && g->ring[(i + 1) % g->seats] != 3)
                FAIL("The dummy is not on the chairman's left.");
    }
    if (g->phase == JG_PHASE_OVER) {
        bool any = false;
        for (int s = 0; s < g->seats; s++)
            any |= g->winner[s];
        if (!any)
            FAIL("The game is over without a winner.");
        return true;
    }
    for (int s = 0; s < g->seats; s++)
        if (g->wins[s] >= g->setup.wins)
            FAIL("%s has won the game but it goes on.", seat_name(g, s));
    if (g->gathering < 1 || g->gathering > g->gatherings || g->gatherings > JG_MAX_GATHERINGS)
        FAIL("Gathering %d of %d.", g->gathering, g->gatherings);
    if (g->policy_deck.n != 2 * (g->gatherings - g->gathering))
        FAIL("The policy deck holds %d cards in gathering %d of %d.", g->policy_deck.n,
             g->gathering, g->gatherings);
    if (g->village.n + g->rejected.n != 2 * (g->gathering - 1))
        FAIL("%d policies decided before gathering %d.", g->village.n + g->rejected.n,
             g->gathering);
    if (g->cycle < 0 || g->cycle >= g->cycles || g->step < 0 || g->step >= g->seats)
        FAIL("Cycle %d of %d, play %d.", g->cycle + 1, g->cycles, g->step + 1);
    int played = 0, secrets = 0;
    for (int d = 0; d < JG_DRAFTS; d++)
        for (int i = 0; i < g->draft[d].down_n; i++) {
            played += g->draft[d].down[i].seat >= 0;
            secrets += g->draft[d].down[i].seat < 0;
        }
    if (g->phase == JG_PHASE_SECRETS) {
        for (int d = 0; d < JG_DRAFTS; d++)
            if (g->draft[d].hand.n || g->draft[d].down_n || g->draft[d].secret_n)
                FAIL("The drafts hold cards before the secret influences are chosen.");
        if (g->cycle != 0 || g->step != 0)
            FAIL("Plays before the secret influences.");
        return true;
    }
    if (g->turn != jugglers_cycle_seat(g->order, g->seats, g->cycle, g->step))
        FAIL("%s is on turn out of order.", seat_name(g, g->turn));
    if (g->seat[g->turn].kind == JG_DUMMY && g->seat[g->turn].controller < 0)
        FAIL("The game waits for the three-player dummy, which plays by die.");
    if (played > g->step)
        FAIL("%d cards played face down in %d plays of the cycle.", played, g->step);
    if (secrets > 0 && g->cycle != g->cycles - 1)
        FAIL("Secret influences joined before the last cycle.");
    for (int d = 0; d < JG_DRAFTS; d++)
        if (g->draft[d].secret_n > 0 && g->cycle == g->cycles - 1)
            FAIL("Secret influences are still waiting in the last cycle.");
    for (int d = 0; d < JG_DRAFTS; d++)
        if (g->draft[d].hand.n > g->cycle + (g->cycles == 4 ? 1 : 0))
            FAIL("The %s draft's hand has %d cards in cycle %d.", draft_names[d],
                 g->draft[d].hand.n, g->cycle + 1);
    return true;
}
