/* Jugglers, the game: one test per ruling of assets/rules/jugglers-rulings.txt, named after its
 * id (test_J7_...; the rulings on poker hands themselves, J3 to J5, are test_pokerhand.c's; here
 * the game uses them), including the cases the game had to decide (J28 onwards); a scripted
 * gathering with stacked cards, saves (round trip, corrupt, truncated and hostile files), the
 * privacy of views and events, determinism and the computer players.
 *
 * Many tests watch self-played games through a referee that rebuilds the drafts from the raw
 * events and checks each settling and comparison against the rulings' wording. Cards are stacked
 * by swapping them between places in a freshly dealt game, which keeps every card once. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jugglers.h"
#include "jugglers_ai.h"
#include "savetext.h"

/* ---- helpers ---- */

static int card(const char *text)
{
    int c = deck52_parse_card(text);
    if (c < 0)
        fail_msg("bad card '%s' in a test", text);
    return c;
}

/* All seats people (so nothing plays by itself), a fixed first chairman unless -1. */
static JgSetup setup_for(int players, uint64_t seed, int chairman)
{
    JgSetup s = jugglers_default_setup();
    s.players = players;
    for (int i = 0; i < players; i++) {
        s.player[i].kind = JG_PERSON;
        s.player[i].level = JG_NORMAL;
    }
    s.seed = seed;
    s.first_chairman = chairman;
    return s;
}

static JgGame *new_game(const JgSetup *s, JgEvents *ev)
{
    JgGame *g = malloc(sizeof *g);
    assert_non_null(g);
    JgError err;
    if (ev)
        ev->n = 0;
    if (!jugglers_new(g, s, ev, &err))
        fail_msg("cannot start: %s", err.message);
    return g;
}

static void end_game(JgGame *g)
{
    jugglers_free(g);
    free(g);
}

static void check_invariants(const JgGame *g)
{
    JgError err;
    if (!jugglers_invariants(g, &err))
        fail_msg("invariant broken after %d actions: %s", g->actions_n, err.message);
}

static void apply_ok(JgGame *g, JgAction a, JgEvents *ev)
{
    JgError err;
    if (ev)
        ev->n = 0;
    if (!jugglers_apply(g, &a, ev, &err)) {
        char line[64];
        jugglers_action_text(&a, line, sizeof line);
        fail_msg("'%s' refused: %s", line, err.message);
    }
    check_invariants(g);
}

static void apply_refused(JgGame *g, JgAction a, const char *reason_part)
{
    JgError err;
    int before = g->actions_n;
    assert_false(jugglers_apply(g, &a, NULL, &err));
    assert_int_equal(g->actions_n, before);
    if (!strstr(err.message, reason_part))
        fail_msg("reason '%s' lacks '%s'", err.message, reason_part);
}

/* The decision a computer player of the given level would take for the seat the game waits
 * for (people's seats included), from that seat's view. */
static JgAction decide_for(const JgGame *g, JgLevel level)
{
    JgView *v = malloc(sizeof *v);
    assert_non_null(v);
    jugglers_view(g, jugglers_waiting_for(g), v);
    v->seat[v->viewer].level = level;
    JgAction a;
    assert_true(jgai_decide(v, &a));
    free(v);
    return a;
}

static void step_any(JgGame *g, JgEvents *ev)
{
    apply_ok(g, decide_for(g, JG_NORMAL), ev);
}

static int count_kind(const JgEvents *ev, JgEventKind kind)
{
    int n = 0;
    for (int i = 0; i < ev->n; i++)
        n += ev->ev[i].kind == kind;
    return n;
}

static const JgEvent *nth_kind(const JgEvents *ev, JgEventKind kind, int nth)
{
    for (int i = 0; i < ev->n; i++)
        if (ev->ev[i].kind == kind && nth-- == 0)
            return &ev->ev[i];
    return NULL;
}

/* ---- stacking cards: every place a card can be, and swapping two cards' places ---- */

typedef struct Slot {
    uint8_t *u8;
    int *i;
} Slot;

static int pile_slots(Pile *p, Slot *out, int n)
{
    for (int k = 0; k < p->n; k++)
        out[n++] = (Slot){&p->card[k], NULL};
    return n;
}

static int all_slots(JgGame *g, Slot *out)
{
    int n = 0;
    n = pile_slots(&g->policy_deck, out, n);
    n = pile_slots(&g->village, out, n);
    n = pile_slots(&g->rejected, out, n);
    n = pile_slots(&g->set_aside, out, n);
    n = pile_slots(&g->deck, out, n);
    n = pile_slots(&g->discard, out, n);
    for (int s = 0; s < g->seats; s++) {
        n = pile_slots(&g->hand[s], out, n);
        if (g->sigil[s] >= 0)
            out[n++] = (Slot){NULL, &g->sigil[s]};
    }
    for (int d = 0; d < JG_DRAFTS; d++) {
        JgDraftState *x = &g->draft[d];
        n = pile_slots(&x->hand, out, n);
        for (int k = 0; k < x->down_n; k++)
            out[n++] = (Slot){&x->down[k].card, NULL};
        for (int k = 0; k < x->secret_n; k++)
            out[n++] = (Slot){&x->secret[k], NULL};
        if (x->policy >= 0)
            out[n++] = (Slot){NULL, &x->policy};
    }
    return n;
}

static int slot_get(Slot s)
{
    return s.u8 ? *s.u8 : *s.i;
}

static void slot_set(Slot s, int c)
{
    if (s.u8)
        *s.u8 = (uint8_t)c;
    else
        *s.i = c;
}

/* Swaps the places of two cards of the same kind (influence or policy). */
static void swap_cards(JgGame *g, int a, int b)
{
    Slot slots[JG_CARDS + 8];
    int n = all_slots(g, slots), sa = -1, sb = -1;
    for (int i = 0; i < n; i++) {
        if (slot_get(slots[i]) == a)
            sa = i;
        if (slot_get(slots[i]) == b)
            sb = i;
    }
    assert_true(sa >= 0 && sb >= 0);
    slot_set(slots[sa], b);
    slot_set(slots[sb], a);
    /* What a seat knows of a discarded card belongs to the place, not the card. */
    if (a < JG_INFLUENCE_CARDS && b < JG_INFLUENCE_CARDS)
        for (int s = 0; s < g->seats; s++) {
            uint64_t ka = g->known_discard[s] >> a & 1, kb = g->known_discard[s] >> b & 1;
            g->known_discard[s] &= ~((UINT64_C(1) << a) | (UINT64_C(1) << b));
            g->known_discard[s] |= kb << a | ka << b;
        }
}

/* Puts a card where another is now (that one goes where the first was). */
static void put_card(JgGame *g, const char *text, int *where)
{
    swap_cards(g, card(text), *where);
}

static void put_in_pile(JgGame *g, const char *text, Pile *p, int index)
{
    int here = p->card[index];
    swap_cards(g, card(text), here);
}

/* Stacks the deck from the top down: texts[0] is drawn first. */
static void stack_deck(JgGame *g, const char *const *texts, int n)
{
    for (int i = 0; i < n; i++)
        put_in_pile(g, texts[i], &g->deck, g->deck.n - 1 - i);
}

/* ---- the referee: rebuilds the drafts from raw events and checks the rulings ---- */

typedef struct Referee {
    int seats, cycles, players;
    int up[JG_DRAFTS][8], up_n[JG_DRAFTS];
    int down[JG_DRAFTS][JG_MAX_DOWN], down_seat[JG_DRAFTS][JG_MAX_DOWN], down_n[JG_DRAFTS];
    int secret[JG_DRAFTS][JG_MAX_SECRETS], secret_n[JG_DRAFTS];
    int roll[JG_DRAFTS];
    int settled_left[JG_DRAFTS];          /* face-down cards still to account for */
    int cycle;                            /* cycles started in the gathering */
    long settles, die_settles, compared, ties, passes;
} Referee;

static uint32_t value_of(const int *cards, int n)
{
    PokerCard pc[POKERHAND_MAX_CARDS];
    assert_true(n <= POKERHAND_MAX_CARDS);
    for (int i = 0; i < n; i++)
        pc[i] = pokerhand_card_at(cards[i]);
    return pokerhand_value(pc, n);
}

static void referee_events(Referee *r, const JgEvents *ev)
{
    for (int i = 0; i < ev->n; i++) {
        const JgEvent *e = &ev->ev[i];
        int d = e->draft;
        switch (e->kind) {
        case JG_EV_GATHERING_START:
            memset(r->up_n, 0, sizeof r->up_n);
            memset(r->down_n, 0, sizeof r->down_n);
            memset(r->secret_n, 0, sizeof r->secret_n);
            r->cycle = 0;
            break;
        case JG_EV_FACE_UP_DEALT:
            r->up[d][r->up_n[d]++] = e->card;
            break;
        case JG_EV_SECRET_PLACED:
            r->secret[d][r->secret_n[d]++] = e->card;
            break;
        case JG_EV_CYCLE_START:
            r->cycle++;
            assert_int_equal(e->value, r->cycle);
            break;
        case JG_EV_SECRET_JOINED:
            /* "The secret influences join their drafts, face down, at the start of the last
             * cycle": before anyone plays in it. */
            assert_int_equal(r->cycle, r->cycles);
            assert_int_equal(r->down_n[d], 0);
            for (int k = 0; k < r->secret_n[d]; k++) {
                r->down_seat[d][r->down_n[d]] = -1;
                r->down[d][r->down_n[d]++] = r->secret[d][k];
            }
            r->secret_n[d] = 0;
            break;
        case JG_EV_PLAYED:
            r->down_seat[d][r->down_n[d]] = e->seat;
            r->down[d][r->down_n[d]++] = e->card;
            assert_int_equal(e->value, r->down_n[d]);
            break;
        case JG_EV_DIE_ROLLED:
            assert_in_range(e->value, 1, 6);
            if (e->index == JG_ROLL_SETTLE)
                r->roll[d] = e->value;
            else
                assert_int_equal(d, (e->value - 1) % 3);
            break;
        case JG_EV_SETTLED: {
            /* One card: it joins. More: the card in place ((roll - 1) mod count) + 1. */
            int k = r->down_n[d];
            int pick = k == 1 ? 0 : (r->roll[d] - 1) % k;
            assert_true(k >= 1);
            assert_int_equal(e->value, k);
            assert_int_equal(e->index, pick + 1);
            assert_int_equal(e->card, r->down[d][pick]);
            assert_int_equal(e->seat, r->down_seat[d][pick]);
            r->up[d][r->up_n[d]++] = e->card;
            r->settled_left[d] = k - 1;
            r->settles++;
            r->die_settles += k > 1;
            if (k > 1)
                r->roll[d] = 0;
            break;
        }
        case JG_EV_SETTLE_DISCARDED: {
            bool found = false;
            for (int k = 0; k < r->down_n[d]; k++)
                found |= r->down[d][k] == e->card && e->card != r->up[d][r->up_n[d] - 1];
            assert_true(found);
            if (--r->settled_left[d] == 0)
                r->down_n[d] = 0;
            break;
        }
        case JG_EV_NOTHING_SETTLED:
            assert_int_equal(r->down_n[d], 0);
            break;
        case JG_EV_POLICY_PASSED:
        case JG_EV_POLICY_REJECTED: {
            uint32_t v = value_of(r->up[d], r->up_n[d]);
            uint32_t joker = value_of(r->up[JG_JOKER], r->up_n[JG_JOKER]);
            assert_int_equal((uint32_t)e->value, v);
            assert_int_equal((uint32_t)e->index, joker);
            /* "A policy passes only when its hand is strictly higher than the joker's." */
            assert_int_equal(e->kind == JG_EV_POLICY_PASSED, v > joker);
            r->compared++;
            r->ties += v == joker;
            r->passes += v > joker;
            break;
        }
        default:
            break;
        }
        if (e->kind == JG_EV_SETTLED && r->down_n[d] == 1)
            r->down_n[d] = 0;
    }
}

/* Plays a whole game with normal computer decisions for every seat, calling back after each
 * action with its events; returns the game (free with end_game). */
typedef void (*Watch)(const JgGame *g, const JgEvents *ev, void *ctx);

static JgGame *play_game(const JgSetup *s, Watch watch, void *ctx, Referee *ref)
{
    JgEvents *ev = malloc(sizeof *ev);
    assert_non_null(ev);
    JgGame *g = new_game(s, ev);
    Referee local;
    if (!ref)
        ref = &local;
    memset(ref, 0, sizeof *ref);
    ref->seats = g->seats;
    ref->cycles = g->cycles;
    ref->players = s->players;
    referee_events(ref, ev);
    if (watch)
        watch(g, ev, ctx);
    while (g->phase != JG_PHASE_OVER) {
        assert_true(g->actions_n < 5000);
        step_any(g, ev);
        referee_events(ref, ev);
        if (watch)
            watch(g, ev, ctx);
    }
    free(ev);
    return g;
}

/* Plays with normal decisions until the predicate holds (or the game ends). */
typedef bool (*Until)(const JgGame *g);

static void play_until(JgGame *g, JgEvents *ev, Until until)
{
    while (g->phase != JG_PHASE_OVER && !until(g))
        step_any(g, ev);
}

/* ---- Cards, dice and seats ---- */

static void test_J1_one_pack_of_52_policy_deck_jqka_influence_deck_2_to_10_one_die(void **st)
{
    (void)st;
    char text[8];
    for (int c = 0; c < JG_CARDS; c++) {
        assert_true(deck52_card_text(c, text, sizeof text));
        assert_int_equal(deck52_parse_card(text), c);
        int rank = deck52_rank(c);
        if (c < JG_INFLUENCE_CARDS) {
            /* The influence cards are the hand evaluator's cards, same ids. */
            assert_in_range(rank, 2, 10);
            PokerCard pc = pokerhand_card_at(c);
            assert_int_equal(pc.rank, rank);
            assert_int_equal(pc.suit, deck52_suit(c));
        } else {
            assert_in_range(rank, 11, 14);
        }
    }
    assert_string_equal((deck52_card_text(card("Qs"), text, sizeof text), text), "Qs");
    assert_string_equal((deck52_card_text(card("10h"), text, sizeof text), text), "10h");
    assert_int_equal(deck52_parse_card("as"), card("As"));
    assert_int_equal(deck52_parse_card("1h"), -1);
    assert_int_equal(deck52_parse_card("Qx"), -1);
    assert_int_equal(deck52_parse_card("10"), -1);

    JgSetup s = setup_for(4, 3, -1);
    JgGame *g = new_game(&s, NULL);
    check_invariants(g); /* all 52, each exactly once */
    for (int seat = 0; seat < 4; seat++) {
        assert_true(g->sigil[seat] >= JG_INFLUENCE_CARDS);
        for (int i = 0; i < g->hand[seat].n; i++)
            assert_true(g->hand[seat].card[i] < JG_INFLUENCE_CARDS);
    }
    assert_true(g->draft[JG_LEFT].policy >= JG_INFLUENCE_CARDS);
    assert_true(g->draft[JG_RIGHT].policy >= JG_INFLUENCE_CARDS);
    assert_int_equal(g->draft[JG_JOKER].policy, -1); /* the joker is only a marker */
    end_game(g);

    /* One six-sided die: every roll 1-6, and each face turns up. */
    int faces[7] = {0};
    for (uint64_t seed = 1; seed <= 3; seed++) {
        JgSetup t = setup_for(3, seed, -1);
        t.wins = 1;
        JgEvents *ev = malloc(sizeof *ev);
        JgGame *h = new_game(&t, ev);
        while (h->phase != JG_PHASE_OVER) {
            step_any(h, ev);
            for (int i = 0; i < ev->n; i++)
                if (ev->ev[i].kind == JG_EV_DIE_ROLLED) {
                    assert_in_range(ev->ev[i].value, 1, 6);
                    faces[ev->ev[i].value]++;
                }
        }
        free(ev);
        end_game(h);
    }
    for (int f = 1; f <= 6; f++)
        assert_true(faces[f] > 0);
}

static void test_J2_table_of_4_seats_5_with_five_players_dummies_fill_empty_seats(void **st)
{
    (void)st;
    for (int players = 2; players <= 5; players++) {
        JgSetup s = setup_for(players, 1, -1);
        JgGame *g = new_game(&s, NULL);
        assert_int_equal(g->seats, players == 5 ? 5 : 4);
        int dummies = 0;
        for (int seat = 0; seat < g->seats; seat++) {
            bool dummy = g->seat[seat].kind == JG_DUMMY;
            dummies += dummy;
            assert_int_equal(g->seat[seat].has_hand, !dummy);
            assert_int_equal(g->hand[seat].n > 0, !dummy);
        }
        assert_int_equal(dummies, g->seats - players);
        for (int p = 0; p < players; p++) {
            int seat = jugglers_seat_of_player(players, p);
            assert_int_equal(g->seat[seat].player, p);
            assert_string_equal(g->seat[seat].name, s.player[p].name);
        }
        /* Clockwise is seat order (the three-player dummy sits on the chairman's left). */
        if (players != 3)
            for (int i = 0; i < g->seats; i++)
                assert_int_equal(g->ring[i], i);
        end_game(g);
    }
}

/* ---- A round ---- */

static void test_J7_sigils_and_gatherings_6_or_7_five_players_set_one_aside(void **st)
{
    (void)st;
    static const struct {
        int players;
        bool dummy_sigils;
        int sigils, gatherings, set_aside;
    } cases[] = {
        {4, true, 4, 6, 0}, {3, true, 4, 6, 0}, {2, true, 4, 6, 0}, {2, false, 2, 7, 0},
        {5, true, 5, 5, 1},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        JgSetup s = setup_for(cases[i].players, 7 + i, -1);
        s.dummy_sigils = cases[i].dummy_sigils;
        JgEvents *ev = malloc(sizeof *ev);
        JgGame *g = new_game(&s, ev);
        assert_int_equal(count_kind(ev, JG_EV_SIGIL_DEALT), cases[i].sigils);
        assert_int_equal(g->gatherings, cases[i].gatherings);
        assert_int_equal(g->set_aside.n, cases[i].set_aside);
        assert_int_equal(count_kind(ev, JG_EV_POLICY_SET_ASIDE), cases[i].set_aside);
        /* The chairman shuffled the policy deck before dealing the sigils. */
        assert_int_equal(ev->ev[1].kind, JG_EV_POLICY_SHUFFLED);
        int sigils = 0;
        for (int seat = 0; seat < g->seats; seat++)
            sigils += g->sigil[seat] >= 0;
        assert_int_equal(sigils, cases[i].sigils);
        /* Dealt clockwise from the chairman's left. */
        for (int k = 0, n = 0; k < g->seats; k++)
            if (g->sigil[g->order[k]] >= 0) {
                const JgEvent *e = nth_kind(ev, JG_EV_SIGIL_DEALT, n++);
                assert_int_equal(e->seat, g->order[k]);
            }
        /* Every gathering is played: the round ends after exactly that many. */
        int gatherings = 1;
        while (g->round == 1 && g->phase != JG_PHASE_OVER) {
            step_any(g, ev);
            gatherings += count_kind(ev, JG_EV_GATHERING_START) > 0 && g->round == 1;
        }
        assert_int_equal(gatherings, cases[i].gatherings);
        free(ev);
        end_game(g);
    }
}

static void test_J8_gathering_two_policies_then_hands_dealt_to_5_or_7(void **st)
{
    (void)st;
    for (int players = 2; players <= 5; players++) {
        JgSetup s = setup_for(players, 11, -1);
        JgEvents *ev = malloc(sizeof *ev);
        JgGame *g = new_game(&s, ev);
        int size = players == 5 ? 7 : 5;
        /* Two policies drawn (left and right of the joker), then the hands. */
        const JgEvent *l = nth_kind(ev, JG_EV_POLICY_DRAWN, 0), *r = nth_kind(ev, JG_EV_POLICY_DRAWN, 1);
        assert_int_equal(l->draft, JG_LEFT);
        assert_int_equal(r->draft, JG_RIGHT);
        assert_int_equal(l->card, g->draft[JG_LEFT].policy);
        assert_int_equal(r->card, g->draft[JG_RIGHT].policy);
        assert_true(l < nth_kind(ev, JG_EV_DEALT, 0));
        for (int seat = 0; seat < g->seats; seat++)
            assert_int_equal(g->hand[seat].n, g->seat[seat].has_hand ? size : 0);
        /* One card at a time, clockwise from the chairman's left. */
        const JgEvent *first = nth_kind(ev, JG_EV_DEALT, 0);
        int left = g->order[0];
        if (!g->seat[left].has_hand)
            left = g->order[1];
        assert_int_equal(first->seat, left);
        assert_int_equal(g->phase, JG_PHASE_SECRETS);
        assert_int_equal(jugglers_waiting_for(g), g->chairman);
        /* The next gathering deals only up to the size again (five players: a fresh 7). */
        while (g->gathering == 1)
            step_any(g, ev);
        for (int seat = 0; seat < g->seats; seat++)
            assert_int_equal(g->hand[seat].n, g->seat[seat].has_hand ? size : 0);
        free(ev);
        end_game(g);
    }
}

static void test_J9_secret_influences_0_to_1_2_with_three_3_with_two(void **st)
{
    (void)st;
    for (int players = 2; players <= 5; players++) {
        int most = players == 2 ? 3 : players == 3 ? 2 : 1;
        assert_int_equal(jugglers_secrets_max(players), most);
        JgSetup s = setup_for(players, 5, 0);
        JgGame *g = new_game(&s, NULL);
        apply_refused(g, jugglers_secrets(0, most + 1), "Include 0 to");
        apply_refused(g, jugglers_secrets(0, -1), "Include 0 to");
        int other = jugglers_seat_of_player(players, 1);
        apply_refused(g, jugglers_secrets(other, 0), "Only the chairman");
        for (int c = 0; c <= most; c++) {
            JgError err;
            JgAction a = jugglers_secrets(0, c);
            assert_true(jugglers_check(g, &a, &err));
        }
        end_game(g);
    }
}

static void test_J10_secret_influence_is_the_decks_top_card_on_the_draft_the_die_picks(void **st)
{
    (void)st;
    int drafts_seen[JG_DRAFTS] = {0};
    for (uint64_t seed = 1; seed <= 12; seed++) {
        JgSetup s = setup_for(2, seed, 0);
        JgEvents *ev = malloc(sizeof *ev);
        JgGame *g = new_game(&s, ev);
        int top[3];
        for (int i = 0; i < 3; i++)
            top[i] = g->deck.card[g->deck.n - 1 - i];
        apply_ok(g, jugglers_secrets(0, 3), ev);
        assert_int_equal(count_kind(ev, JG_EV_SECRET_PLACED), 3);
        int placed[JG_DRAFTS] = {0};
        for (int i = 0; i < 3; i++) {
            const JgEvent *roll = nth_kind(ev, JG_EV_DIE_ROLLED, i);
            const JgEvent *put = nth_kind(ev, JG_EV_SECRET_PLACED, i);
            assert_int_equal(roll->index, JG_ROLL_SECRET);
            /* 1 or 4: left, 2 or 5: joker, 3 or 6: right. */
            int want = roll->value == 1 || roll->value == 4   ? JG_LEFT
                       : roll->value == 2 || roll->value == 5 ? JG_JOKER
                                                              : JG_RIGHT;
            assert_int_equal(put->draft, want);
            assert_int_equal(put->card, top[i]);
            assert_int_equal(g->draft[want].secret[placed[want]++], top[i]);
            drafts_seen[want]++;
        }
        for (int d = 0; d < JG_DRAFTS; d++)
            assert_int_equal(g->draft[d].secret_n, placed[d]);
        free(ev);
        end_game(g);
    }
    for (int d = 0; d < JG_DRAFTS; d++)
        assert_true(drafts_seen[d] > 0);
    for (int roll = 1; roll <= 6; roll++)
        assert_int_equal(jugglers_draft_of_roll(roll), (roll - 1) % 3);
}

static void test_J11_unincluded_secret_costs_the_top_card_except_with_two_players(void **st)
{
    (void)st;
    for (int players = 2; players <= 5; players++) {
        int most = jugglers_secrets_max(players);
        for (int c = 0; c <= most; c++) {
            JgSetup s = setup_for(players, 21, 0);
            JgEvents *ev = malloc(sizeof *ev);
            JgGame *g = new_game(&s, ev);
            int deck = g->deck.n, discard = g->discard.n;
            int top_after_secrets = c < g->deck.n ? g->deck.card[g->deck.n - 1 - c] : -1;
            apply_ok(g, jugglers_secrets(0, c), ev);
            int costs = players == 2 ? 0 : most - c;
            assert_int_equal(count_kind(ev, JG_EV_DECK_DISCARDED), costs);
            assert_int_equal(count_kind(ev, JG_EV_SECRET_PLACED), c);
            if (costs > 0)
                assert_int_equal(nth_kind(ev, JG_EV_DECK_DISCARDED, 0)->card, top_after_secrets);
            /* Four players always use one card, three players two. */
            int face_up = players == 3 || players == 4 ? 3 : 0;
            int played_before = count_kind(ev, JG_EV_PLAYED); /* the three-player dummy */
            assert_int_equal(g->deck.n, deck - c - costs - face_up - played_before);
            assert_int_equal(g->discard.n, discard + costs);
            if (players == 4 || players == 5)
                assert_int_equal(c + costs, 1);
            if (players == 3)
                assert_int_equal(c + costs, 2);
            free(ev);
            end_game(g);
        }
    }
}

static void test_J12_face_up_card_under_each_draft_except_five_and_two_players(void **st)
{
    (void)st;
    for (int players = 2; players <= 5; players++) {
        JgSetup s = setup_for(players, 4, 0);
        JgEvents *ev = malloc(sizeof *ev);
        JgGame *g = new_game(&s, ev);
        int top[3] = {-1, -1, -1};
        int cost = players == 2 ? 0 : jugglers_secrets_max(players);
        for (int i = 0; i < 3 && g->deck.n - 1 - cost - i >= 0; i++)
            top[i] = g->deck.card[g->deck.n - 1 - cost - i];
        apply_ok(g, jugglers_secrets(0, 0), ev);
        bool four_cycles = players == 3 || players == 4;
        assert_int_equal(g->cycles, four_cycles ? 4 : 5);
        assert_int_equal(jugglers_cycles(players), g->cycles);
        assert_int_equal(count_kind(ev, JG_EV_FACE_UP_DEALT), four_cycles ? 3 : 0);
        for (int d = 0; d < JG_DRAFTS; d++) {
            if (four_cycles) {
                assert_int_equal(g->draft[d].hand.n, 1);
                assert_int_equal(g->draft[d].hand.card[0], top[d]);
            } else {
                assert_int_equal(g->draft[d].hand.n, 0);
            }
        }
        free(ev);
        end_game(g);
    }
}

/* The seats of a gathering's plays, checked when it ends: the first cycle starts on the
 * chairman's left and goes clockwise; each later cycle starts with the seat that played last,
 * which so plays twice in a row. */
typedef struct OrderCheck {
    int turns[64], n;
    int ring[JG_MAX_SEATS];
    int chairman;
    long gatherings;
} OrderCheck;

static int clockwise_after(const int *ring, int seats, int seat)
{
    for (int i = 0; i < seats; i++)
        if (ring[i] == seat)
            return ring[(i + 1) % seats];
    fail_msg("seat %d is not at the table", seat);
    return -1;
}

static void watch_order(const JgGame *g, const JgEvents *ev, void *ctx)
{
    OrderCheck *o = ctx;
    for (int i = 0; i < ev->n; i++) {
        const JgEvent *e = &ev->ev[i];
        if (e->kind == JG_EV_GATHERING_START) {
            o->n = 0;
            o->chairman = e->seat;
            memcpy(o->ring, g->ring, sizeof o->ring);
        } else if (e->kind == JG_EV_PLAYED) {
            o->turns[o->n++] = e->seat;
        } else if (e->kind == JG_EV_CHAIRMAN) {
            int seats = g->seats, cycles = g->cycles;
            assert_int_equal(o->n, seats * cycles);
            assert_int_equal(o->turns[0], clockwise_after(o->ring, seats, o->chairman));
            for (int c = 0; c < cycles; c++) {
                if (c > 0)
                    assert_int_equal(o->turns[c * seats], o->turns[c * seats - 1]);
                for (int k = 1; k < seats; k++)
                    assert_int_equal(o->turns[c * seats + k],
                                     clockwise_after(o->ring, seats, o->turns[c * seats + k - 1]));
            }
            o->gatherings++;
        }
    }
}

static void test_J13_cycle_starts_left_of_chairman_then_with_the_last_to_play(void **st)
{
    (void)st;
    for (int players = 2; players <= 5; players++) {
        JgSetup s = setup_for(players, 30 + (uint64_t)players, -1);
        s.wins = 1;
        OrderCheck o;
        memset(&o, 0, sizeof o);
        JgGame *g = play_game(&s, watch_order, &o, NULL);
        assert_true(o.gatherings >= 5);
        end_game(g);
    }
    /* The rule as a function: cycle c starts where cycle c-1 ended. */
    int order[4] = {1, 2, 3, 0};
    int expect[4][4] = {{1, 2, 3, 0}, {0, 1, 2, 3}, {3, 0, 1, 2}, {2, 3, 0, 1}};
    for (int c = 0; c < 4; c++)
        for (int k = 0; k < 4; k++)
            assert_int_equal(jugglers_cycle_seat(order, 4, c, k), expect[c][k]);
}

static void test_J14_a_play_is_a_hand_card_or_the_decks_top_card_unseen(void **st)
{
    (void)st;
    JgSetup s = setup_for(4, 8, 0);
    JgEvents *ev = malloc(sizeof *ev);
    JgGame *g = new_game(&s, ev);
    apply_ok(g, jugglers_secrets(0, 0), ev);
    int seat = g->turn;
    assert_int_equal(seat, 1);
    int other = g->hand[2].card[0];
    apply_refused(g, jugglers_play_hand(seat, other, JG_LEFT), "not in");
    apply_refused(g, jugglers_play_hand(seat, card("Qs"), JG_LEFT), "not in");
    apply_refused(g, jugglers_play_hand(seat, g->hand[seat].card[0], 3), "Play on the left draft");
    apply_refused(g, jugglers_play_hand(2, g->hand[2].card[0], JG_LEFT), "turn");
    JgAction bad = jugglers_play_deck(seat, JG_LEFT);
    bad.source = JG_FROM_SECRET;
    apply_refused(g, bad, "hand card or the deck");
    /* A hand card, face down on the chosen draft. */
    int c = g->hand[seat].card[2];
    apply_ok(g, jugglers_play_hand(seat, c, JG_RIGHT), ev);
    assert_int_equal(g->draft[JG_RIGHT].down_n, 1);
    assert_int_equal(g->draft[JG_RIGHT].down[0].card, c);
    assert_int_equal(g->draft[JG_RIGHT].down[0].source, JG_FROM_HAND);
    assert_int_equal(pile_find(&g->hand[seat], c), -1);
    /* The deck's top card, unseen: the player's own view does not show it. */
    seat = g->turn;
    int top = g->deck.card[g->deck.n - 1];
    int hand_before = g->hand[seat].n;
    apply_ok(g, jugglers_play_deck(seat, JG_JOKER), ev);
    assert_int_equal(g->draft[JG_JOKER].down[0].card, top);
    assert_int_equal(g->hand[seat].n, hand_before);
    JgView *v = malloc(sizeof *v);
    jugglers_view(g, seat, v);
    assert_int_equal(v->draft[JG_JOKER].down[0].card, -1);
    assert_int_equal(v->draft[JG_JOKER].down[0].seat, seat);
    assert_int_equal(v->draft[JG_JOKER].down[0].source, JG_FROM_DECK);
    assert_int_equal(jugglers_event_for(nth_kind(ev, JG_EV_PLAYED, 0), seat).card, -1);
    /* With an empty deck only hand cards remain. */
    while (g->deck.n > 0)
        step_any(g, ev);
    apply_refused(g, jugglers_play_deck(g->turn, JG_LEFT), "The deck is empty");
    free(v);
    free(ev);
    end_game(g);
}

static void test_J15_hand_play_draws_one_while_the_deck_lasts(void **st)
{
    (void)st;
    for (int players = 2; players <= 5; players++) {
        JgSetup s = setup_for(players, 40, -1);
        JgEvents *ev = malloc(sizeof *ev);
        JgGame *g = new_game(&s, ev);
        int plays = 0, draws = 0, empty_deck_plays = 0;
        while (g->round == 1 && g->phase != JG_PHASE_OVER) {
            int deck = g->deck.n;
            int seat = g->phase == JG_PHASE_PLAY ? g->turn : -1;
            int hand = seat >= 0 ? g->hand[seat].n : 0;
            JgAction a = decide_for(g, JG_NORMAL);
            apply_ok(g, a, ev);
            if (a.kind != JG_ACT_PLAY)
                continue;
            const JgEvent *drew = nth_kind(ev, JG_EV_DREW, 0);
            bool from_hand = a.source == JG_FROM_HAND;
            plays++;
            if (from_hand && deck > 0) {
                assert_non_null(drew);
                assert_int_equal(drew->seat, seat);
                draws++;
            } else {
                assert_null(drew);
            }
            if (from_hand && deck == 0)
                empty_deck_plays++;
            /* The hand is back to its size, or one down once the deck has run out. */
            if (g->gathering > 0 && g->phase == JG_PHASE_PLAY && seat == a.seat &&
                count_kind(ev, JG_EV_GATHERING_START) == 0)
                assert_int_equal(g->hand[seat].n, hand - (from_hand && deck == 0));
        }
        assert_true(plays > 0);
        assert_true(draws > 0 || players == 5);
        /* Four players: the deck runs out just before the last cycle. */
        if (players == 4)
            assert_true(empty_deck_plays > 0);
        if (players == 5)
            assert_int_equal(draws, 0);
        free(ev);
        end_game(g);
    }
}

static bool at_last_cycle(const JgGame *g)
{
    return g->phase == JG_PHASE_PLAY && g->cycle == g->cycles - 1;
}

static bool before_last_cycle(const JgGame *g)
{
    return g->phase == JG_PHASE_PLAY && g->cycle == g->cycles - 2 && g->step == g->seats - 1;
}

static void test_J16_secret_influences_join_at_the_start_of_the_last_cycle(void **st)
{
    (void)st;
    JgSetup s = setup_for(2, 50, 0);
    JgEvents *ev = malloc(sizeof *ev);
    JgGame *g = new_game(&s, ev);
    apply_ok(g, jugglers_secrets(0, 3), ev);
    int secret[3], where[3];
    for (int i = 0; i < 3; i++) {
        secret[i] = nth_kind(ev, JG_EV_SECRET_PLACED, i)->card;
        where[i] = nth_kind(ev, JG_EV_SECRET_PLACED, i)->draft;
    }
    play_until(g, ev, before_last_cycle);
    for (int d = 0; d < JG_DRAFTS; d++)
        for (int i = 0; i < g->draft[d].down_n; i++)
            assert_true(g->draft[d].down[i].seat >= 0); /* not joined yet */
    step_any(g, ev); /* the cycle's last play, its settling, and the last cycle's start */
    assert_true(at_last_cycle(g));
    assert_int_equal(g->step, 0);
    assert_true(count_kind(ev, JG_EV_SECRET_JOINED) >= 1);
    /* Face down, first on their drafts (before any play of the last cycle), in order. */
    int seen[JG_DRAFTS] = {0};
    for (int i = 0; i < 3; i++) {
        JgDraftState *x = &g->draft[where[i]];
        assert_int_equal(x->down[seen[where[i]]].card, secret[i]);
        assert_int_equal(x->down[seen[where[i]]].seat, -1);
        assert_int_equal(x->down[seen[where[i]]].source, JG_FROM_SECRET);
        seen[where[i]]++;
    }
    for (int d = 0; d < JG_DRAFTS; d++) {
        assert_int_equal(g->draft[d].secret_n, 0);
        assert_int_equal(g->draft[d].down_n, seen[d]);
    }
    /* Nobody sees them, not even the chairman who placed them. */
    for (int viewer = -1; viewer < g->seats; viewer++) {
        JgView v;
        jugglers_view(g, viewer, &v);
        for (int d = 0; d < JG_DRAFTS; d++)
            for (int i = 0; i < v.draft[d].down_n; i++)
                assert_int_equal(v.draft[d].down[i].card, -1);
    }
    free(ev);
    end_game(g);
}

static void test_J17_settling_one_card_joins_more_by_die_none_nothing(void **st)
{
    (void)st;
    /* The position rule itself, for every count and roll. */
    for (int count = 1; count <= JG_MAX_DOWN; count++)
        for (int roll = 1; roll <= 6; roll++)
            assert_int_equal(jugglers_settle_pick(roll, count), (roll - 1) % count);
    assert_int_equal(jugglers_settle_pick(3, 2), 0); /* "3: the 3rd (or 1st if there were 2)" */
    /* Whole games through the referee, which checks every settling. */
    long settles = 0, die = 0;
    for (int players = 2; players <= 5; players++) {
        JgSetup s = setup_for(players, 60 + (uint64_t)players, -1);
        s.wins = 1;
        Referee r;
        JgGame *g = play_game(&s, NULL, NULL, &r);
        settles += r.settles;
        die += r.die_settles;
        end_game(g);
    }
    assert_true(settles > 100);
    assert_true(die > 20);
    /* No face-down card: nothing joins. */
    JgSetup s = setup_for(4, 9, 0);
    JgEvents *ev = malloc(sizeof *ev);
    JgGame *g = new_game(&s, ev);
    apply_ok(g, jugglers_secrets(0, 0), ev);
    for (int k = 0; k < 4; k++) {
        int seat = g->turn;
        apply_ok(g, jugglers_play_hand(seat, g->hand[seat].card[0], JG_JOKER), ev);
    }
    assert_int_equal(count_kind(ev, JG_EV_NOTHING_SETTLED), 2);
    assert_int_equal(g->draft[JG_LEFT].hand.n, 1);
    assert_int_equal(g->draft[JG_JOKER].hand.n, 2);
    assert_int_equal(count_kind(ev, JG_EV_SETTLE_DISCARDED), 3);
    free(ev);
    end_game(g);
}

static void test_J6_a_policy_passes_only_when_strictly_higher_than_the_joker(void **st)
{
    (void)st;
    long compared = 0, ties = 0, passes = 0;
    for (uint64_t seed = 1; seed <= 8; seed++) {
        JgSetup s = setup_for(4, seed, -1);
        s.wins = 1;
        Referee r;
        JgGame *g = play_game(&s, NULL, NULL, &r);
        compared += r.compared;
        ties += r.ties;
        passes += r.passes;
        end_game(g);
    }
    assert_true(compared > 50);
    assert_true(passes > 0 && passes < compared);
    (void)ties;
    /* Stacked: after three cycles that give each draft one card, the hands are set to a pair
     * of 9s (left), a pair of 9s with other kickers (joker), a pair of 10s (right); the last
     * cycle keeps them so whatever the die says. Equal is not higher: the left fails. */
    {
        JgSetup t = setup_for(4, 31, 0);
        JgEvents *e = malloc(sizeof *e);
        JgGame *h = new_game(&t, e);
        apply_ok(h, jugglers_secrets(0, 0), e);
        static const int to[4] = {JG_LEFT, JG_JOKER, JG_RIGHT, JG_JOKER};
        for (int c = 0; c < 3; c++)
            for (int k = 0; k < 4; k++) {
                int seat = h->turn;
                apply_ok(h, jugglers_play_hand(seat, h->hand[seat].card[0], to[k]), e);
            }
        assert_int_equal(h->cycle, 3);
        static const char *const up[3][4] = {{"9c", "9h", "2d", "4s"},
                                             {"9d", "9s", "3c", "5h"},
                                             {"10c", "10h", "2s", "3s"}};
        for (int d = 0; d < JG_DRAFTS; d++) {
            assert_int_equal(h->draft[d].hand.n, 4);
            for (int i = 0; i < 4; i++)
                put_in_pile(h, up[d][i], &h->draft[d].hand, i);
        }
        static const struct {
            const char *card;
            int draft;
        } last[4] = {{"7c", JG_LEFT}, {"8d", JG_JOKER}, {"6d", JG_RIGHT}, {"7d", JG_RIGHT}};
        for (int k = 0; k < 4; k++) {
            int seat = h->turn;
            put_in_pile(h, last[k].card, &h->hand[seat], 0);
            apply_ok(h, jugglers_play_hand(seat, card(last[k].card), last[k].draft), e);
        }
        const JgEvent *l = NULL, *r = NULL;
        for (int i = 0; i < e->n; i++)
            if (e->ev[i].kind == JG_EV_POLICY_PASSED || e->ev[i].kind == JG_EV_POLICY_REJECTED) {
                if (e->ev[i].draft == JG_LEFT)
                    l = &e->ev[i];
                else
                    r = &e->ev[i];
            }
        assert_non_null(l);
        assert_non_null(r);
        assert_int_equal(l->kind, JG_EV_POLICY_REJECTED);
        assert_int_equal(l->value, l->index); /* equal hands */
        assert_int_equal(pokerhand_category((uint32_t)l->value), POKERHAND_PAIR);
        assert_int_equal(r->kind, JG_EV_POLICY_PASSED);
        assert_true(pile_find(&h->rejected, l->card) >= 0);
        assert_true(pile_find(&h->village, r->card) >= 0);
        free(e);
        end_game(h);
    }
    /* Passed policies go face up to the Village Order, the others to the failed pile. */
    JgSetup s = setup_for(4, 3, 0);
    JgEvents *ev = malloc(sizeof *ev);
    JgGame *g = new_game(&s, ev);
    int left = g->draft[JG_LEFT].policy, right = g->draft[JG_RIGHT].policy;
    while (g->gathering == 1)
        step_any(g, ev);
    const JgEvent *l = NULL, *r = NULL;
    for (int i = 0; i < ev->n; i++) {
        if ((ev->ev[i].kind == JG_EV_POLICY_PASSED || ev->ev[i].kind == JG_EV_POLICY_REJECTED) &&
            ev->ev[i].draft == JG_LEFT)
            l = &ev->ev[i];
        if ((ev->ev[i].kind == JG_EV_POLICY_PASSED || ev->ev[i].kind == JG_EV_POLICY_REJECTED) &&
            ev->ev[i].draft == JG_RIGHT)
            r = &ev->ev[i];
    }
    assert_non_null(l);
    assert_non_null(r);
    assert_int_equal(l->card, left);
    assert_int_equal(r->card, right);
    assert_int_equal(pile_find(&g->village, left) >= 0, l->kind == JG_EV_POLICY_PASSED);
    assert_int_equal(pile_find(&g->rejected, left) >= 0, l->kind == JG_EV_POLICY_REJECTED);
    assert_int_equal(pile_find(&g->village, right) >= 0, r->kind == JG_EV_POLICY_PASSED);
    /* Failed policies were seen face up as drafts, so they stay known to all. */
    JgView v;
    jugglers_view(g, -1, &v);
    assert_int_equal(v.village.n + v.rejected.n, 2);
    free(ev);
    end_game(g);
}

static void test_J18_seat_that_played_last_becomes_chairman(void **st)
{
    (void)st;
    JgSetup s = setup_for(4, 12, 2);
    JgEvents *ev = malloc(sizeof *ev);
    JgGame *g = new_game(&s, ev);
    assert_int_equal(g->chairman, 2);
    int last = -1, chairman = 2, changes = 0;
    while (g->round == 1) {
        step_any(g, ev);
        for (int i = 0; i < ev->n; i++) {
            if (ev->ev[i].kind == JG_EV_PLAYED)
                last = ev->ev[i].seat;
            if (ev->ev[i].kind == JG_EV_CHAIRMAN) {
                assert_int_equal(ev->ev[i].seat, last);
                /* Four cycles round four seats end on the chairman's left: the role moves
                 * clockwise. */
                assert_int_equal(ev->ev[i].seat, (chairman + 1) % 4);
                chairman = ev->ev[i].seat;
                changes++;
            }
        }
    }
    assert_int_equal(changes, 6);
    assert_int_equal(g->chairman, chairman);
    free(ev);
    end_game(g);
}

static bool gathering_2(const JgGame *g)
{
    return g->gathering == 2 || g->round > 1;
}

static void test_J19_seats_keep_hand_cards_five_players_discard_their_last_two(void **st)
{
    (void)st;
    for (int players = 4; players <= 5; players++) {
        JgSetup s = setup_for(players, 13, 0);
        JgEvents *ev = malloc(sizeof *ev);
        JgGame *g = new_game(&s, ev);
        apply_ok(g, jugglers_secrets(0, 0), ev);
        /* The gathering's last play: the kept cards stay in the hands. */
        while (!(g->cycle == g->cycles - 1 && g->step == g->seats - 1))
            step_any(g, ev);
        Pile kept[JG_MAX_SEATS];
        for (int seat = 0; seat < g->seats; seat++)
            kept[seat] = g->hand[seat];
        int last = g->turn;
        step_any(g, ev);
        assert_true(gathering_2(g));
        if (players == 5) {
            /* Each seat's last 2 were discarded (their owner sees them go), then 7 new dealt. */
            assert_int_equal(count_kind(ev, JG_EV_HAND_DISCARDED), 2 * 5);
            for (int seat = 0; seat < 5; seat++) {
                int mine = 0;
                for (int i = 0; i < ev->n; i++)
                    if (ev->ev[i].kind == JG_EV_HAND_DISCARDED && ev->ev[i].seat == seat) {
                        mine++;
                        assert_true(pile_find(&kept[seat], ev->ev[i].card) >= 0);
                        assert_int_equal(jugglers_event_for(&ev->ev[i], (seat + 1) % 5).card, -1);
                    }
                assert_int_equal(mine, 2);
                assert_int_equal(g->hand[seat].n, 7);
            }
        } else {
            for (int seat = 0; seat < 4; seat++) {
                Pile before = kept[seat];
                if (seat == last)
                    continue; /* it played one of them just now */
                for (int i = 0; i < before.n; i++)
                    assert_true(pile_find(&g->hand[seat], before.card[i]) >= 0);
                assert_int_equal(g->hand[seat].n, 5);
            }
        }
        free(ev);
        end_game(g);
    }
}

static void test_J20_other_influence_cards_shuffled_into_a_new_deck(void **st)
{
    (void)st;
    for (int players = 2; players <= 5; players++) {
        JgSetup s = setup_for(players, 14, 0);
        JgEvents *ev = malloc(sizeof *ev);
        JgGame *g = new_game(&s, ev);
        while (g->gathering == 1)
            step_any(g, ev);
        const JgEvent *shuffled = nth_kind(ev, JG_EV_DECK_SHUFFLED, 0);
        assert_non_null(shuffled);
        /* Every influence card not kept in a hand went into the new deck. */
        int kept = 0;
        for (int i = 0; i < ev->n; i++)
            if (ev->ev[i].kind == JG_EV_DEALT)
                kept--;
        for (int seat = 0; seat < g->seats; seat++)
            kept += g->hand[seat].n;
        assert_int_equal(shuffled->value, JG_INFLUENCE_CARDS - kept);
        for (int d = 0; d < JG_DRAFTS; d++)
            assert_int_equal(g->draft[d].hand.n, 0);
        assert_int_equal(g->discard.n, 0);
        free(ev);
        end_game(g);
    }
}

/* ---- Dummies ---- */

static void test_J21_three_player_dummy_sits_left_of_chairman_and_plays_by_die(void **st)
{
    (void)st;
    JgSetup s = setup_for(3, 15, -1);
    JgEvents *ev = malloc(sizeof *ev);
    JgGame *g = new_game(&s, ev);
    int dummy = 3;
    assert_int_equal(g->seat[dummy].kind, JG_DUMMY);
    assert_true(g->sigil[dummy] >= 0);
    assert_int_equal(g->hand[dummy].n, 0);
    long dummy_plays = 0;
    while (g->round == 1) {
        /* Always on the chairman's left, so it starts the first cycle; never chairman. */
        assert_int_equal(g->order[0], dummy);
        assert_true(g->chairman != dummy);
        assert_true(jugglers_waiting_for(g) != dummy);
        step_any(g, ev);
        for (int i = 0; i < ev->n; i++) {
            const JgEvent *e = &ev->ev[i];
            if (e->kind != JG_EV_PLAYED || e->seat != dummy)
                continue;
            /* The chairman rolled just before, and the deck's top card went where the die
             * said, unseen. */
            assert_true(i >= 1);
            const JgEvent *roll = &ev->ev[i - 1];
            assert_int_equal(roll->kind, JG_EV_DIE_ROLLED);
            assert_int_equal(roll->index, JG_ROLL_DUMMY);
            assert_int_equal(e->draft, jugglers_draft_of_roll(roll->value));
            assert_int_equal(e->index, JG_FROM_DECK);
            for (int viewer = -1; viewer < 4; viewer++)
                assert_int_equal(jugglers_event_for(e, viewer).card, -1);
            dummy_plays++;
        }
    }
    assert_int_equal(dummy_plays, 6 * 4); /* once per cycle, every gathering of the round */
    apply_refused(g, jugglers_play_deck(dummy, JG_LEFT), g->phase == JG_PHASE_SECRETS
                                                            ? "chooses the secret influences"
                                                            : "turn");
    free(ev);
    end_game(g);
}

/* J34: the table order (the ring every screen draws) keeps the people in their places, with
 * three people puts the dummy right after the chairman (on their left) at every moment of a
 * round, and with two people each dummy right after its owner. */
static void test_J34_the_dummies_sit_where_the_table_order_puts_them(void **st)
{
    (void)st;
    for (int players = 2; players <= 3; players++) {
        JgSetup s = setup_for(players, 40 + (uint64_t)players, -1);
        JgEvents *ev = malloc(sizeof *ev);
        JgGame *g = new_game(&s, ev);
        int chairs = 0, last = -1;
        while (g->round == 1) {
            JgView *v = malloc(sizeof *v);
            jugglers_view(g, -1, v);
            int at[JG_MAX_SEATS];
            for (int k = 0; k < g->seats; k++)
                at[v->ring[k]] = k;
            assert_int_equal(v->ring[0], 0); /* seat 0 first: the ring turns, nobody jumps */
            if (players == 3) {
                /* The people in their own clockwise order, the dummy after the chairman. */
                assert_true(at[0] < at[1] && at[1] < at[2]);
                assert_int_equal(at[3], (at[v->chairman] + 1) % 4);
                assert_int_equal(v->order[0], 3); /* so it starts the first cycle */
            } else {
                for (int d = 1; d < 4; d += 2)
                    assert_int_equal(at[d], (at[g->seat[d].controller] + 1) % 4);
            }
            if (v->chairman != last) {
                chairs++;
                last = v->chairman;
            }
            free(v);
            step_any(g, ev);
        }
        assert_true(chairs >= (players == 3 ? 3 : 2)); /* the chair passed, the dummy with it */
        free(ev);
        end_game(g);
    }
}

static void test_J22_two_player_dummies_played_by_the_person_on_their_right(void **st)
{
    (void)st;
    JgSetup s = setup_for(2, 16, 0);
    JgEvents *ev = malloc(sizeof *ev);
    JgGame *g = new_game(&s, ev);
    /* The people sit opposite, each with a dummy on their left. */
    assert_int_equal(g->seat[0].kind, JG_PERSON);
    assert_int_equal(g->seat[2].kind, JG_PERSON);
    assert_int_equal(g->seat[1].controller, 0);
    assert_int_equal(g->seat[3].controller, 2);
    apply_ok(g, jugglers_secrets(0, 1), ev);
    assert_int_equal(g->turn, 1); /* the chairman's dummy starts the gathering */
    assert_int_equal(jugglers_waiting_for(g), 0);
    apply_refused(g, jugglers_play_hand(1, g->hand[0].card[0], JG_LEFT), "no hand");
    int top = g->deck.card[g->deck.n - 1];
    apply_ok(g, jugglers_play_deck(1, JG_RIGHT), ev);
    assert_int_equal(count_kind(ev, JG_EV_DIE_ROLLED), 0); /* chosen, not rolled */
    assert_int_equal(g->draft[JG_RIGHT].down[0].card, top);
    assert_int_equal(g->draft[JG_RIGHT].down[0].seat, 1);
    /* The next seat is the other person, then their dummy decided by them. */
    assert_int_equal(jugglers_waiting_for(g), 2);
    apply_ok(g, jugglers_play_hand(2, g->hand[2].card[0], JG_LEFT), ev);
    assert_int_equal(g->turn, 3);
    assert_int_equal(jugglers_waiting_for(g), 2);
    /* Dummies take sigils, or not (then 7 gatherings). */
    assert_true(g->sigil[1] >= 0 && g->sigil[3] >= 0);
    JgSetup t = setup_for(2, 16, 0);
    t.dummy_sigils = false;
    JgGame *h = new_game(&t, NULL);
    assert_int_equal(h->sigil[1], -1);
    assert_int_equal(h->sigil[3], -1);
    assert_int_equal(h->gatherings, 7);
    end_game(h);
    free(ev);
    end_game(g);
}

static void test_J23_dummies_never_win_their_sigils_count_for_the_ally_bonus(void **st)
{
    (void)st;
    /* Anna (Kh) and Bob (2 points lower) with dummies Qh and Kd: the dummies' sigils count for
     * the ally bonus, and the highest-scoring dummy does not win. */
    int sigil[4] = {card("Kh"), card("Qh"), card("Js"), card("Kd")};
    bool dummy[4] = {false, true, false, true};
    Pile village;
    pile_clear(&village);
    pile_push(&village, card("Ah"));
    pile_push(&village, card("Jh"));
    pile_push(&village, card("Ad"));
    JgRoundResult r;
    jugglers_score_round(sigil, dummy, 4, &village, &r);
    assert_int_equal(r.allies[0], 2);      /* Qh (suit) and Kd (rank), both dummies */
    assert_int_equal(r.half_points[0], 2 * 2 + 2);
    assert_int_equal(r.half_points[1], 2 * 2 + 1 + 0 + 0); /* Qh: Ah Jh, ally Kh */
    assert_int_equal(r.half_points[3], 2 * 1 + 1);         /* Kd: Ad, ally Kh */
    assert_true(r.won[0]);
    assert_false(r.won[1]);
    assert_false(r.won[3]);
    /* In play: dummies' sigils are revealed at the end and no dummy ever wins a round. */
    JgSetup s = setup_for(3, 17, -1);
    s.wins = 3;
    JgEvents *ev = malloc(sizeof *ev);
    JgGame *g = new_game(&s, ev);
    int rounds = 0;
    while (g->phase != JG_PHASE_OVER) {
        step_any(g, ev);
        for (int i = 0; i < ev->n; i++) {
            if (ev->ev[i].kind == JG_EV_ROUND_WON)
                assert_true(g->seat[ev->ev[i].seat].kind != JG_DUMMY);
            if (ev->ev[i].kind == JG_EV_SIGIL_REVEALED && ev->ev[i].seat == 3)
                rounds++;
        }
    }
    assert_true(rounds >= 3);
    assert_int_equal(g->wins[3], 0);
    assert_false(g->winner[3]);
    free(ev);
    end_game(g);
}

/* ---- Scoring ---- */

static void test_J24_scoring_village_order_matches_and_half_point_allies(void **st)
{
    (void)st;
    /* The rule text's example: sigil Kh scores 1 for each K and each heart in the Village
     * Order (at most 6), 0.5 for each other sigil sharing K or hearts. */
    int sigil[4] = {card("Kh"), card("Ks"), card("Jd"), card("Ah")};
    bool dummy[4] = {false};
    Pile village;
    pile_clear(&village);
    const char *vo[] = {"Kc", "Kd", "Qh", "Jh", "Ac", "Qs"};
    for (int i = 0; i < 6; i++)
        pile_push(&village, card(vo[i]));
    JgRoundResult r;
    jugglers_score_round(sigil, dummy, 4, &village, &r);
    assert_int_equal(r.matches[0], 4);       /* Kc Kd Qh Jh */
    assert_int_equal(r.allies[0], 2);        /* Ks, Ah */
    assert_int_equal(r.half_points[0], 10);  /* 5 points */
    assert_int_equal(r.matches[1], 3);       /* Kc Kd Qs */
    assert_int_equal(r.allies[1], 1);        /* Kh */
    assert_int_equal(r.matches[2], 2);       /* Kd Jh */
    assert_int_equal(r.allies[2], 0);
    assert_int_equal(r.matches[3], 3);       /* Qh Jh Ac */
    assert_int_equal(r.allies[3], 1);        /* Kh */
    assert_true(r.won[0]);
    for (int s = 1; s < 4; s++)
        assert_false(r.won[s]);
    /* The engine scores every round this way and says so in events. */
    JgSetup s = setup_for(4, 18, -1);
    s.wins = 1;
    JgEvents *ev = malloc(sizeof *ev);
    JgGame *g = new_game(&s, ev);
    while (g->phase != JG_PHASE_OVER)
        step_any(g, ev);
    JgRoundResult again;
    bool dummies[4] = {false};
    jugglers_score_round(g->result.sigil, dummies, 4, &g->result.village, &again);
    assert_memory_equal(again.half_points, g->result.half_points, sizeof again.half_points);
    assert_int_equal(count_kind(ev, JG_EV_SIGIL_REVEALED), 4);
    for (int i = 0; i < 4; i++) {
        const JgEvent *e = nth_kind(ev, JG_EV_SCORED, i);
        assert_int_equal(e->value, g->result.half_points[e->seat]);
        assert_int_equal(e->index, g->result.matches[e->seat]);
    }
    free(ev);
    end_game(g);
}

static void test_J25_most_points_win_the_round_ties_each_win(void **st)
{
    (void)st;
    int sigil[4] = {card("Kh"), card("Qs"), card("Jd"), card("Ah")};
    bool dummy[4] = {false};
    Pile village;
    pile_clear(&village);
    pile_push(&village, card("Qd"));   /* Qs (rank), Jd (suit) */
    pile_push(&village, card("Js"));   /* Qs (suit), Jd (rank) */
    JgRoundResult r;
    jugglers_score_round(sigil, dummy, 4, &village, &r);
    assert_int_equal(r.half_points[0], 1); /* only the ally Ah */
    assert_int_equal(r.half_points[1], 4);
    assert_int_equal(r.half_points[2], 4);
    assert_int_equal(r.half_points[3], 1);
    assert_true(r.won[1] && r.won[2]);
    assert_false(r.won[0] || r.won[3]);
}

static void test_J26_game_played_to_the_set_number_of_round_wins(void **st)
{
    (void)st;
    for (int wins = 1; wins <= 3; wins++) {
        JgSetup s = setup_for(4, 19 + (uint64_t)wins, -1);
        s.wins = wins;
        JgGame *g = play_game(&s, NULL, NULL, NULL);
        int most = 0;
        for (int seat = 0; seat < 4; seat++) {
            if (g->wins[seat] > most)
                most = g->wins[seat];
            assert_int_equal(g->winner[seat], g->wins[seat] == wins);
        }
        assert_int_equal(most, wins);
        assert_true(g->round >= wins);
        apply_refused(g, jugglers_secrets(g->chairman, 0), "The game is over");
        end_game(g);
    }
    JgSetup s = setup_for(4, 1, -1);
    s.wins = 0;
    JgError err;
    assert_false(jugglers_check_setup(&s, &err));
    s.wins = 6;
    assert_false(jugglers_check_setup(&s, &err));
    assert_int_equal(jugglers_default_setup().wins, 2);
}

static bool round_2(const JgGame *g)
{
    return g->round >= 2;
}

static void test_J27_new_round_deals_new_sigils_seats_keep_hand_cards(void **st)
{
    (void)st;
    JgSetup s = setup_for(4, 22, -1);
    s.wins = 3;
    JgEvents *ev = malloc(sizeof *ev);
    JgGame *g = new_game(&s, ev);
    while (!(g->gathering == g->gatherings && g->cycle == g->cycles - 1 &&
             g->step == g->seats - 1))
        step_any(g, ev);
    int last = g->turn;
    Pile kept[4];
    for (int seat = 0; seat < 4; seat++)
        kept[seat] = g->hand[seat];
    step_any(g, ev);
    assert_true(round_2(g));
    assert_int_equal(count_kind(ev, JG_EV_ROUND_START), 1);
    assert_int_equal(count_kind(ev, JG_EV_SIGIL_DEALT), 4);
    for (int seat = 0; seat < 4; seat++) {
        if (seat != last)
            for (int i = 0; i < kept[seat].n; i++)
                assert_true(pile_find(&g->hand[seat], kept[seat].card[i]) >= 0);
        assert_int_equal(g->hand[seat].n, 5);
    }
    /* All 16 policy cards were gathered and shuffled: the Village Order starts empty. */
    assert_int_equal(g->village.n, 0);
    assert_int_equal(g->policy_deck.n, 10);
    assert_int_equal(g->gathering, 1);
    free(ev);
    end_game(g);
}

/* ---- Interpretations ---- */

/* The seat of the last PLAYED event before each CHAIRMAN event, and the new chairman. */
typedef struct ChairWatch {
    int last, n;
    int last_played[16], chairman[16];
} ChairWatch;

static void watch_chair(const JgGame *g, const JgEvents *ev, void *ctx)
{
    ChairWatch *w = ctx;
    (void)g;
    for (int i = 0; i < ev->n; i++) {
        if (ev->ev[i].kind == JG_EV_PLAYED)
            w->last = ev->ev[i].seat;
        if (ev->ev[i].kind == JG_EV_CHAIRMAN && w->n < 16) {
            w->last_played[w->n] = w->last;
            w->chairman[w->n++] = ev->ev[i].seat;
        }
    }
}

static void test_J28_three_players_chair_passes_clockwise_past_the_dummy(void **st)
{
    (void)st;
    /* Four cycles round four seats end with the chairman's left, the dummy, which is never
     * chairman: the role goes on clockwise to the next person, and the dummy moves to the new
     * chairman's left. */
    JgSetup s = setup_for(3, 23, 0);
    s.wins = 1;
    ChairWatch w;
    memset(&w, 0, sizeof w);
    JgGame *g = play_game(&s, watch_chair, &w, NULL);
    assert_true(w.n >= 6);
    int expect = 0;
    for (int i = 0; i < w.n; i++) {
        assert_int_equal(w.last_played[i], 3);
        expect = (expect + 1) % 3;
        assert_int_equal(w.chairman[i], expect);
    }
    end_game(g);
}

static void test_J29_two_players_chair_passes_to_the_other_person(void **st)
{
    (void)st;
    /* Five cycles round four seats end with the chairman itself: the role moves clockwise to
     * the other person (past the chairman's dummy), so the two people take turns. */
    JgSetup s = setup_for(2, 24, 0);
    s.wins = 1;
    ChairWatch w;
    memset(&w, 0, sizeof w);
    JgGame *g = play_game(&s, watch_chair, &w, NULL);
    assert_true(w.n >= 6);
    int chairman = 0;
    for (int i = 0; i < w.n; i++) {
        assert_int_equal(w.last_played[i], chairman);
        chairman = (chairman + 2) % 4;
        assert_int_equal(w.chairman[i], chairman);
    }
    end_game(g);
}

static void test_J30_next_round_first_chairman_continues_the_rotation(void **st)
{
    (void)st;
    JgSetup s = setup_for(4, 25, 1);
    s.wins = 3;
    JgEvents *ev = malloc(sizeof *ev);
    JgGame *g = new_game(&s, ev);
    play_until(g, ev, round_2);
    /* Six gatherings moved the role six seats clockwise from seat 2 (index 1). */
    assert_int_equal(g->chairman, (1 + 6) % 4);
    const JgEvent *start = nth_kind(ev, JG_EV_ROUND_START, 0);
    assert_non_null(start);
    assert_int_equal(start->seat, g->chairman);
    free(ev);
    end_game(g);
}

static void test_J31_a_dummys_score_never_stops_a_person_winning(void **st)
{
    (void)st;
    int sigil[4] = {card("Kh"), card("Qh"), card("Js"), card("Ad")};
    bool dummy[4] = {false, false, false, true};
    Pile village;
    pile_clear(&village);
    pile_push(&village, card("Ac"));
    pile_push(&village, card("As"));
    pile_push(&village, card("Kd"));
    JgRoundResult r;
    jugglers_score_round(sigil, dummy, 4, &village, &r);
    assert_true(r.half_points[3] > r.half_points[0]); /* the dummy scored most */
    assert_false(r.won[3]);
    assert_true(r.won[0]);                            /* the best person still wins */
}

static void test_J32_people_reaching_the_wins_together_share_the_game(void **st)
{
    (void)st;
    /* Find a game where one round made two people win together at the last round. */
    bool shared = false;
    for (uint64_t seed = 1; seed <= 60 && !shared; seed++) {
        JgSetup s = setup_for(4, seed, -1);
        s.wins = 1;
        JgGame *g = play_game(&s, NULL, NULL, NULL);
        int winners = 0;
        for (int seat = 0; seat < 4; seat++)
            winners += g->winner[seat];
        assert_true(winners >= 1);
        if (winners >= 2) {
            shared = true;
            for (int seat = 0; seat < 4; seat++)
                assert_int_equal(g->winner[seat], g->result.won[seat]);
        }
        end_game(g);
    }
    assert_true(shared);
}

static void test_J33_seat_knows_its_own_discarded_cards(void **st)
{
    (void)st;
    /* Two plays on one draft: one joins, the other is discarded unseen, but its player knows
     * it (and a determinization must not deal it anywhere else). */
    JgSetup s = setup_for(4, 26, 0);
    JgEvents *ev = malloc(sizeof *ev);
    JgGame *g = new_game(&s, ev);
    apply_ok(g, jugglers_secrets(0, 0), ev);
    int plays[4];
    for (int k = 0; k < 4; k++) {
        int seat = g->turn;
        plays[k] = g->hand[seat].card[0];
        apply_ok(g, jugglers_play_hand(seat, plays[k], k < 2 ? JG_LEFT : k == 2 ? JG_JOKER
                                                                                  : JG_RIGHT),
                 ev);
    }
    const JgEvent *gone = nth_kind(ev, JG_EV_SETTLE_DISCARDED, 0);
    assert_non_null(gone);
    int owner = gone->seat;
    JgView v;
    jugglers_view(g, owner, &v);
    assert_int_equal(v.known_discard.n, 1);
    assert_int_equal(v.known_discard.card[0], gone->card);
    assert_int_equal(jugglers_event_for(gone, owner).card, gone->card);
    jugglers_view(g, (owner + 1) % 4, &v);
    assert_int_equal(v.known_discard.n, 0);
    assert_int_equal(jugglers_event_for(gone, (owner + 1) % 4).card, -1);
    free(ev);
    end_game(g);
}

/* ---- A scripted gathering with stacked cards ---- */

static void test_scripted_gathering_with_stacked_cards(void **st)
{
    (void)st;
    JgSetup s = setup_for(4, 2025, 0);
    JgEvents *ev = malloc(sizeof *ev);
    JgGame *g = new_game(&s, ev);
    /* Policies Qh (left) and Ks (right); sigils: Anna Ah, Bob Kd, Cleo Jc, Dan Qs. */
    put_card(g, "Qh", &g->draft[JG_LEFT].policy);
    put_card(g, "Ks", &g->draft[JG_RIGHT].policy);
    put_card(g, "Ah", &g->sigil[0]);
    put_card(g, "Kd", &g->sigil[1]);
    put_card(g, "Jc", &g->sigil[2]);
    put_card(g, "Qs", &g->sigil[3]);
    static const char *const hands[4][5] = {
        {"8h", "8s", "7c", "5s", "2h"},
        {"9h", "9d", "8c", "2s", "3d"},
        {"10s", "10c", "7h", "4c", "5d"},
        {"6s", "6c", "2c", "3c", "4d"},
    };
    for (int seat = 0; seat < 4; seat++)
        for (int i = 0; i < 5; i++)
            put_in_pile(g, hands[seat][i], &g->hand[seat], i);
    /* The deck from the top: the unincluded secret's cost, three face-up cards, then the 12
     * cards drawn in cycles 1-3. */
    static const char *const deck[] = {"10h", "9c", "4h", "7d", "2d", "3h", "3s", "4s",
                                       "5c", "5h", "6d", "6h", "7s", "8d", "9s", "10d"};
    stack_deck(g, deck, 16);
    check_invariants(g);
    apply_ok(g, jugglers_secrets(0, 0), ev);
    assert_int_equal(nth_kind(ev, JG_EV_DECK_DISCARDED, 0)->card, card("10h"));
    assert_int_equal(g->draft[JG_LEFT].hand.card[0], card("9c"));
    assert_int_equal(g->draft[JG_JOKER].hand.card[0], card("4h"));
    assert_int_equal(g->draft[JG_RIGHT].hand.card[0], card("7d"));
    /* Sixteen plays: seat, card ("deck" for the top card), draft. Bob pushes the left pair of
     * 9s, Cleo the tens on the right, Dan the joker; Anna (hearts) helps the left. */
    static const struct {
        int seat;
        const char *card;
        int draft;
    } script[16] = {
        /* cycle 1: Bob Cleo Dan Anna */
        {1, "9h", JG_LEFT}, {2, "10s", JG_RIGHT}, {3, "6s", JG_JOKER}, {0, "2h", JG_LEFT},
        /* cycle 2: Anna Bob Cleo Dan */
        {0, "8h", JG_LEFT}, {1, "9d", JG_LEFT}, {2, "10c", JG_RIGHT}, {3, "6c", JG_JOKER},
        /* cycle 3: Dan Anna Bob Cleo */
        {3, "2c", JG_JOKER}, {0, "deck", JG_RIGHT}, {1, "8c", JG_LEFT}, {2, "7h", JG_RIGHT},
        /* cycle 4: Cleo Dan Anna Bob (the deck has run out) */
        {2, "4c", JG_JOKER}, {3, "3c", JG_JOKER}, {0, "7c", JG_LEFT}, {1, "2s", JG_RIGHT},
    };
    /* Draws after hand plays come off the stacked deck in order. */
    static const char *const draws[] = {"2d", "3h", "3s", "4s", "5c", "5h",
                                        "6d", "6h", "7s", NULL, "9s", "10d"};
    int draw_at = 0, deck_plays = 0, rolls[8], rolls_n = 0;
    uint32_t left_value = 0, joker_value = 0, right_value = 0;
    Referee r;
    memset(&r, 0, sizeof r);
    r.seats = 4;
    r.cycles = 4;
    referee_events(&r, ev);
    for (int i = 0; i < 16; i++) {
        assert_int_equal(g->turn, script[i].seat);
        JgAction a = strcmp(script[i].card, "deck") == 0
                         ? jugglers_play_deck(script[i].seat, script[i].draft)
                         : jugglers_play_hand(script[i].seat, card(script[i].card), script[i].draft);
        int top = g->deck.n ? g->deck.card[g->deck.n - 1] : -1;
        apply_ok(g, a, ev);
        referee_events(&r, ev);
        for (int k = 0; k < ev->n; k++) {
            const JgEvent *e = &ev->ev[k];
            if (e->kind == JG_EV_DIE_ROLLED && rolls_n < 8)
                rolls[rolls_n++] = e->value;
            if (e->kind == JG_EV_POLICY_PASSED || e->kind == JG_EV_POLICY_REJECTED) {
                joker_value = (uint32_t)e->index;
                *(e->draft == JG_LEFT ? &left_value : &right_value) = (uint32_t)e->value;
            }
        }
        if (a.source == JG_FROM_DECK) {
            deck_plays++;
            assert_int_equal(nth_kind(ev, JG_EV_PLAYED, 0)->card, top);
            assert_int_equal(top, card("8d")); /* the next card of the stacked deck */
        }
        if (i < 12) {
            const JgEvent *drew = nth_kind(ev, JG_EV_DREW, 0);
            if (draws[draw_at] == NULL) {
                assert_null(drew);
            } else {
                assert_non_null(drew);
                assert_int_equal(drew->card, card(draws[draw_at]));
            }
            draw_at++;
        } else {
            assert_null(nth_kind(ev, JG_EV_DREW, 0));
        }
    }
    assert_int_equal(deck_plays, 1);
    /* The gathering is over: the outcome follows from the settling rolls the referee checked. */
    assert_int_equal(g->gathering, 2);
    assert_int_equal(g->chairman, 1); /* Bob played last */
    assert_int_equal(r.compared, 2);
    /* This seed's settling rolls, one per draft with two face-down cards (cycle 1 left, cycle 2
     * left, cycle 3 right, cycle 4 joker): pinned, as saves replay through them. Worked by hand:
     * 1 keeps 9h over 2h, 3 keeps 8h over 9d ("or 1st if there were only 2"), 6 keeps 7h over
     * 8d, 3 keeps 4c over 3c. */
    assert_int_equal(rolls_n, 4);
    static const int want_rolls[4] = {1, 3, 6, 3};
    assert_memory_equal(rolls, want_rolls, sizeof want_rolls);
    /* So the hands end as left 9c 9h 8h 8c 7c (two pairs, 9s and 8s), joker 4h 6s 6c 2c 4c (6s
     * and 4s), right 7d 10s 10c 7h 2s (10s and 7s): both policies pass. */
    static const char *const final[3][5] = {{"9c", "9h", "8h", "8c", "7c"},
                                            {"4h", "6s", "6c", "2c", "4c"},
                                            {"7d", "10s", "10c", "7h", "2s"}};
    int hand_cards[3][5];
    for (int d = 0; d < 3; d++)
        for (int i = 0; i < 5; i++)
            hand_cards[d][i] = card(final[d][i]);
    assert_int_equal(left_value, value_of(hand_cards[0], 5));
    assert_int_equal(joker_value, value_of(hand_cards[1], 5));
    assert_int_equal(right_value, value_of(hand_cards[2], 5));
    assert_int_equal(pokerhand_category(joker_value), POKERHAND_TWO_PAIRS);
    assert_int_equal(g->village.n, 2);
    assert_int_equal(g->village.card[0], card("Qh"));
    assert_int_equal(g->village.card[1], card("Ks"));
    assert_int_equal(g->rejected.n, 0);
    /* Kept hands: each seat's 4 cards that it did not play. */
    static const char *const kept[4][4] = {
        {"8s", "5s", "4s", "5c"},
        {"3d", "2d", "5h", "9s"},
        {"5d", "3h", "6d", "10d"},
        {"4d", "3s", "6h", "7s"},
    };
    for (int seat = 0; seat < 4; seat++) {
        assert_int_equal(g->hand[seat].n, 5);   /* 4 kept + 1 dealt for gathering 2 */
        for (int i = 0; i < 4; i++)
            assert_true(pile_find(&g->hand[seat], card(kept[seat][i])) >= 0);
    }
    free(ev);
    end_game(g);
}

/* ---- Saves ---- */

static void same_state(const JgGame *a, const JgGame *b)
{
    assert_int_equal(a->phase, b->phase);
    assert_int_equal(a->round, b->round);
    assert_int_equal(a->gathering, b->gathering);
    assert_int_equal(a->cycle, b->cycle);
    assert_int_equal(a->step, b->step);
    assert_int_equal(a->chairman, b->chairman);
    assert_int_equal(a->turn, b->turn);
    assert_memory_equal(&a->rng, &b->rng, sizeof a->rng);
    assert_memory_equal(a->sigil, b->sigil, sizeof a->sigil);
    assert_memory_equal(a->wins, b->wins, sizeof a->wins);
    assert_memory_equal(a->winner, b->winner, sizeof a->winner);
    assert_memory_equal(a->known_discard, b->known_discard, sizeof a->known_discard);
    assert_memory_equal(&a->deck, &b->deck, sizeof a->deck);
    assert_memory_equal(&a->discard, &b->discard, sizeof a->discard);
    assert_memory_equal(&a->policy_deck, &b->policy_deck, sizeof a->policy_deck);
    assert_memory_equal(&a->village, &b->village, sizeof a->village);
    assert_memory_equal(&a->rejected, &b->rejected, sizeof a->rejected);
    assert_memory_equal(a->hand, b->hand, sizeof a->hand);
    assert_memory_equal(a->draft, b->draft, sizeof a->draft);
    assert_int_equal(a->history_n, b->history_n);
    assert_memory_equal(a->history, b->history, sizeof(JgPlayRecord) * (size_t)a->history_n);
    assert_int_equal(a->actions_n, b->actions_n);
    assert_memory_equal(a->actions, b->actions, sizeof(JgAction) * (size_t)a->actions_n);
}

static void test_save_round_trip_every_player_count(void **st)
{
    (void)st;
    for (int players = 2; players <= 5; players++) {
        JgSetup s = setup_for(players, 100 + (uint64_t)players, players == 2 ? 2 : -1);
        s.wins = 1;
        s.dummy_sigils = players != 2;
        snprintf(s.player[0].name, sizeof s.player[0].name, "Anna \"the\" \\Juggler");
        s.player[1].kind = JG_COMPUTER;
        s.player[1].level = JG_HARD;
        JgEvents *ev = malloc(sizeof *ev);
        JgGame *g = new_game(&s, ev);
        /* Save mid-game and at the end. */
        for (int stage = 0; stage < 2; stage++) {
            int stop = stage == 0 ? 37 : 100000;
            while (g->phase != JG_PHASE_OVER && g->actions_n < stop)
                step_any(g, ev);
            char *text = jugglers_save(g);
            assert_non_null(text);
            JgGame *h = malloc(sizeof *h);
            JgError err;
            if (!jugglers_load(h, text, strlen(text), &err))
                fail_msg("reload: %s\n%s", err.message, text);
            same_state(g, h);
            assert_string_equal(h->setup.player[0].name, s.player[0].name);
            assert_int_equal(h->setup.player[1].level, JG_HARD);
            assert_int_equal(h->setup.dummy_sigils, s.dummy_sigils);
            char *again = jugglers_save(h);
            assert_string_equal(text, again);
            free(again);
            free(text);
            end_game(h);
        }
        free(ev);
        end_game(g);
    }
}

static char *valid_save(int players, uint64_t seed)
{
    JgSetup s = setup_for(players, seed, 0);
    s.wins = 1;
    JgEvents *ev = malloc(sizeof *ev);
    JgGame *g = new_game(&s, ev);
    for (int i = 0; i < 6; i++)
        step_any(g, ev);
    char *text = jugglers_save(g);
    free(ev);
    end_game(g);
    return text;
}

static void expect_load_error(const char *text, const char *want)
{
    JgGame *g = malloc(sizeof *g);
    JgError err;
    bool ok = jugglers_load(g, text, strlen(text), &err);
    if (ok)
        fail_msg("loaded a bad save:\n%s", text);
    if (!strstr(err.message, want))
        fail_msg("error '%s' lacks '%s'", err.message, want);
    assert_null(g->actions);
    free(g);
}

#define HEAD "throwdeck-save 1\ngame jugglers\nseed 5\nwins 2\nchairman 1\n"
#define FOUR "player \"A\" person\nplayer \"B\" person\nplayer \"C\" person\nplayer \"D\" person\n"

/* A setup line given twice is refused at the second one, naming the first. */
static void test_a_repeated_setup_line_is_refused_at_that_line(void **st)
{
    (void)st;
    expect_load_error("throwdeck-save 1\ngame jugglers\nseed 1\nseed 2\n" FOUR "end 0\n",
                      "line 4: a second \"seed\" line; the first is line 3");
    expect_load_error(HEAD "wins 3\n" FOUR "end 0\n",
                      "line 6: a second \"wins\" line; the first is line 4");
    expect_load_error(HEAD "chairman 2\n" FOUR "end 0\n",
                      "line 6: a second \"chairman\" line; the first is line 5");
    expect_load_error(HEAD "dummies none\ndummies sigils\n" FOUR "end 0\n",
                      "line 7: a second \"dummies\" line; the first is line 6");
}

static void test_corrupt_truncated_and_hostile_saves_rejected_with_their_line(void **st)
{
    (void)st;
    char *text = valid_save(4, 77);
    /* Truncated anywhere: never a crash, always an error naming a line or the cut. */
    size_t len = strlen(text);
    for (size_t cut = 0; cut + 1 < len; cut++) { /* all but the last newline */
        JgGame *g = malloc(sizeof *g);
        JgError err;
        bool ok = jugglers_load(g, text, cut, &err);
        if (ok)
            fail_msg("loaded a save cut at %zu", cut);
        assert_true(strncmp(err.message, "line ", 5) == 0 || strcmp(err.message, "the file is empty") == 0);
        free(g);
    }
    /* The line of the cut. */
    char *cut = malloc(len + 1);
    memcpy(cut, text, len + 1);
    *strstr(cut, "end ") = '\0';
    expect_load_error(cut, "line 15: the save is cut short (no end line)");
    free(cut);
    free(text);

    expect_load_error("", "the file is empty");
    expect_load_error("\x01\x02garbage", "line 1: unexpected control character");
    expect_load_error("hello\n", "line 1: this is not a Throwdeck save");
    expect_load_error("throwdeck-save 9\ngame jugglers\n", "line 1: this save was made by a newer Throwdeck");
    expect_load_error("throwdeck-save x\n", "line 1: unreadable save version");
    expect_load_error("throwdeck-save 1\n", "line 1: the save is cut short (no game line)");
    expect_load_error("throwdeck-save 1\n\n# comment\nplayer \"A\" person\n", "line 4: expected \"game jugglers\"");
    expect_load_error("throwdeck-save 1\ngame jugglers\nwins 2\n" FOUR "secrets 1 0\nend 1\n",
                      "line 8: the save has no seed line");
    expect_load_error("throwdeck-save 1\ngame jugglers\nseed -4\n", "line 3: a seed is a whole number");
    expect_load_error("throwdeck-save 1\ngame jugglers\nseed 99999999999999999999\n", "line 3: a seed");
    /* (HEAD gives wins and chairman already: these are the first of each.) */
    expect_load_error("throwdeck-save 1\ngame jugglers\nseed 5\nwins 0\n",
                      "line 4: the game is played to 1 to 5 round wins");
    expect_load_error("throwdeck-save 1\ngame jugglers\nseed 5\nchairman dummy\n",
                      "line 4: the first chairman is a seat number or random");
    expect_load_error(HEAD "dummies maybe\n", "line 6: the dummies take \"sigils\" or \"none\"");
    expect_load_error(HEAD "player \"A\" robot\n", "line 6: a player is \"person\" or \"computer\"");
    expect_load_error(HEAD "player \"A\" computer genius\n", "line 6: a computer player's level");
    expect_load_error(HEAD "player \"\" person\n", "line 6: a player's name must be 1 to 31");
    expect_load_error(HEAD "player \"AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\" person\n", "line 6: a player's name");
    expect_load_error(HEAD "player \"A\ngame\" person\n", "line 6: a quoted name has no closing quote");
    expect_load_error(HEAD FOUR FOUR, "line 11: more than 5 players");
    expect_load_error(HEAD "player \"A\" person\nsecrets 1 0\nend 1\n", "line 7: Jugglers is for 2 to 5 players, not 1");
    expect_load_error("throwdeck-save 1\ngame jugglers\nseed 5\nchairman 2\nplayer \"A\" person\n"
                      "player \"B\" person\nend 0\n",
                      "line 7: Seat 2 is a dummy");
    expect_load_error(HEAD FOUR "play 2 9h left\nend 1\n", "line 10: B cannot play here: The chairman, A, chooses the secret influences first.");
    expect_load_error(HEAD FOUR "secrets 2 0\nend 1\n", "line 10: B cannot choose secret influences here: Only the chairman");
    expect_load_error(HEAD FOUR "secrets 1 5\nend 1\n", "line 10: expected \"secrets SEAT COUNT\"");
    expect_load_error(HEAD FOUR "secrets 1 2\nend 1\n", "line 10: A cannot choose secret influences here: Include 0 to 1 secret influence, not 2.");
    expect_load_error(HEAD FOUR "secrets 9 0\nend 1\n", "line 10: expected \"secrets SEAT COUNT\" (a seat 1 to 4");
    expect_load_error(HEAD FOUR "secrets 1 0\nplay 2 Qh left\nend 2\n", "line 11: Qh is a policy card");
    expect_load_error(HEAD FOUR "secrets 1 0\nplay 2 1h left\nend 2\n", "line 11: \"1h\" is not a card");
    expect_load_error(HEAD FOUR "secrets 1 0\nplay 2 deck middle\nend 2\n", "line 11: \"middle\" is not a draft");
    expect_load_error(HEAD FOUR "secrets 1 0\nplay 3 deck left\nend 2\n", "line 11: C cannot play here: It is B's turn, not C's.");
    expect_load_error(HEAD FOUR "secrets 1 0\nplay 2 deck\nend 2\n", "line 11: expected \"play SEAT CARD DRAFT\"");
    expect_load_error(HEAD FOUR "secrets 1 0\nshuffle 1\nend 2\n", "line 11: unknown line \"shuffle\"");
    expect_load_error(HEAD FOUR "secrets 1 0\nend 2\n", "line 11: the end line does not match the 1 actions read");
    /* Appended actions count up to their own end line, which must count every action. */
    expect_load_error(HEAD FOUR "secrets 1 0\nend 1\nplay 2 deck left\nend 1\n", "line 13: the end line does not match the 2 actions read");
    expect_load_error(HEAD FOUR "secrets 1 0\nend 1\nshuffle 1\nend 2\n", "line 12: unknown line \"shuffle\"");
    /* A card someone else holds (a hostile file cannot play it). */
    {
        JgSetup s = setup_for(4, 5, 0);
        JgGame *g = new_game(&s, NULL);
        char save[1024], c[8];
        deck52_card_text(g->hand[3].card[0], c, sizeof c);
        snprintf(save, sizeof save, HEAD FOUR "secrets 1 0\nplay 2 %s left\nend 2\n", c);
        expect_load_error(save, "line 11: B cannot play here: That card is not in B's hand.");
        end_game(g);
    }
    /* A long line, and an absurd number of words. */
    char *longline = malloc(5000);
    memset(longline, 'x', 4999);
    longline[4999] = '\0';
    memcpy(longline, "throwdeck-save 1\n", 17);
    expect_load_error(longline, "line 2: longer than 1024 characters");
    free(longline);
}

static void test_save_of_another_game_rejected(void **st)
{
    (void)st;
    expect_load_error("throwdeck-save 1\ngame siteswap\nseed 42\nend 0\n",
                      "line 2: this is a save of another game (\"siteswap\"), not jugglers");
    char name[32];
    const char *text = "throwdeck-save 1\ngame siteswap\nseed 1\n";
    assert_true(savetext_game(text, strlen(text), name, sizeof name));
    assert_string_equal(name, "siteswap");
    char *ours = valid_save(3, 2);
    assert_true(savetext_game(ours, strlen(ours), name, sizeof name));
    assert_string_equal(name, "jugglers");
    free(ours);
}

/* ---- Privacy ---- */

static uint64_t bits_of(const Pile *p)
{
    uint64_t b = 0;
    for (int i = 0; i < p->n; i++)
        b |= UINT64_C(1) << p->card[i];
    return b;
}

/* What a viewer may not know, worked out here from the rules, independently of the engine's
 * own check. */
static uint64_t forbidden(const JgGame *g, int viewer)
{
    uint64_t f = bits_of(&g->deck) | bits_of(&g->policy_deck) | bits_of(&g->set_aside);
    uint64_t discard = bits_of(&g->discard);
    if (viewer >= 0)
        discard &= ~g->known_discard[viewer];
    f |= discard;
    for (int s = 0; s < g->seats; s++) {
        if (s == viewer)
            continue;
        f |= bits_of(&g->hand[s]);
        if (g->sigil[s] >= 0 && g->phase != JG_PHASE_OVER)
            f |= UINT64_C(1) << g->sigil[s];
    }
    for (int d = 0; d < JG_DRAFTS; d++) {
        for (int i = 0; i < g->draft[d].secret_n; i++)
            f |= UINT64_C(1) << g->draft[d].secret[i];
        for (int i = 0; i < g->draft[d].down_n; i++) {
            const JgDown *o = &g->draft[d].down[i];
            /* Own hand cards only: not even one's own deck play. */
            if (!(o->seat == viewer && viewer >= 0 && o->source == JG_FROM_HAND))
                f |= UINT64_C(1) << o->card;
        }
    }
    return f;
}

static void no_forbidden(uint64_t f, int c, const char *where)
{
    if (c >= 0 && (f >> c & 1)) {
        char t[8];
        deck52_card_text(c, t, sizeof t);
        fail_msg("a view shows %s in %s", t, where);
    }
}

typedef struct PrivacyStats {
    long views, events;
} PrivacyStats;

/* Who may see the card of each kind of event. */
typedef enum Visibility { SEEN_BY_ALL, SEEN_BY_ITS_SEAT, SEEN_BY_ITS_SEAT_IF_HAND, SEEN_BY_NONE } Visibility;

static Visibility visibility(JgEventKind k)
{
    switch (k) {
    case JG_EV_SIGIL_DEALT:
    case JG_EV_DEALT:
    case JG_EV_DREW:
    case JG_EV_HAND_DISCARDED:
        return SEEN_BY_ITS_SEAT;
    case JG_EV_PLAYED:
    case JG_EV_SETTLE_DISCARDED:
        return SEEN_BY_ITS_SEAT_IF_HAND;
    case JG_EV_POLICY_SET_ASIDE:
    case JG_EV_SECRET_PLACED:
    case JG_EV_DECK_DISCARDED:
        return SEEN_BY_NONE;
    default:
        return SEEN_BY_ALL;
    }
}

static void watch_privacy(const JgGame *g, const JgEvents *ev, void *ctx)
{
    PrivacyStats *p = ctx;
    JgView *v = malloc(sizeof *v);
    for (int viewer = -1; viewer < g->seats; viewer++) {
        jugglers_view(g, viewer, v);
        uint64_t f = forbidden(g, viewer);
        no_forbidden(f, v->sigil, "the sigil");
        for (int i = 0; i < v->hand.n; i++)
            no_forbidden(f, v->hand.card[i], "the hand");
        for (int d = 0; d < JG_DRAFTS; d++) {
            no_forbidden(f, v->draft[d].policy, "a policy");
            for (int i = 0; i < v->draft[d].hand.n; i++)
                no_forbidden(f, v->draft[d].hand.card[i], "a draft's hand");
            for (int i = 0; i < v->draft[d].down_n; i++)
                no_forbidden(f, v->draft[d].down[i].card, "a face-down card");
        }
        for (int i = 0; i < v->village.n; i++)
            no_forbidden(f, v->village.card[i], "the Village Order");
        for (int i = 0; i < v->rejected.n; i++)
            no_forbidden(f, v->rejected.card[i], "the failed policies");
        for (int i = 0; i < v->known_discard.n; i++)
            no_forbidden(f, v->known_discard.card[i], "the seat's discards");
        /* Its own: exactly its hand and sigil; nothing for the public view. */
        if (viewer >= 0) {
            assert_memory_equal(&v->hand, &g->hand[viewer], sizeof v->hand);
            assert_int_equal(v->sigil, g->sigil[viewer]);
        } else {
            assert_int_equal(v->hand.n, 0);
            assert_int_equal(v->sigil, -1);
        }
        assert_int_equal(v->setup.seed, 0);
        JgError err;
        if (!jugglers_view_check(g, v, &err))
            fail_msg("jugglers_view_check: %s", err.message);
        for (int i = 0; i < ev->n; i++) {
            const JgEvent *e = &ev->ev[i];
            JgEvent seen = jugglers_event_for(e, viewer);
            bool may = false;
            switch (visibility(e->kind)) {
            case SEEN_BY_ALL:
                may = true;
                break;
            case SEEN_BY_ITS_SEAT:
                may = viewer >= 0 && viewer == e->seat;
                break;
            case SEEN_BY_ITS_SEAT_IF_HAND:
                may = viewer >= 0 && viewer == e->seat && e->index == JG_FROM_HAND;
                break;
            case SEEN_BY_NONE:
                break;
            }
            assert_int_equal(seen.card, may ? e->card : -1);
            p->events++;
        }
        p->views++;
    }
    free(v);
}

static void test_view_privacy_after_every_action(void **st)
{
    (void)st;
    PrivacyStats p = {0, 0};
    for (int players = 2; players <= 5; players++)
        for (uint64_t seed = 1; seed <= 3; seed++) {
            JgSetup s = setup_for(players, 200 + seed * 10 + (uint64_t)players, -1);
            s.wins = 2;
            s.dummy_sigils = seed != 2;
            JgGame *g = play_game(&s, watch_privacy, &p, NULL);
            end_game(g);
        }
    assert_true(p.views > 10000);
    assert_true(p.events > 10000);
}

/* ---- Determinism and computer players ---- */

static void test_same_seed_and_actions_same_game(void **st)
{
    (void)st;
    for (int players = 2; players <= 5; players++) {
        JgSetup s = setup_for(players, 300 + (uint64_t)players, -1);
        JgGame *g = play_game(&s, NULL, NULL, NULL);
        /* Replaying the actions from the setup gives the same game and the same events. */
        JgEvents *a = malloc(sizeof *a), *b = malloc(sizeof *b);
        JgGame *h = new_game(&s, NULL);
        for (int i = 0; i < g->actions_n; i++)
            apply_ok(h, g->actions[i], a);
        same_state(g, h);
        end_game(h);
        /* Twice more, comparing every action's events. */
        JgGame *x = new_game(&s, a), *y = new_game(&s, b);
        assert_int_equal(a->n, b->n);
        assert_memory_equal(a->ev, b->ev, sizeof(JgEvent) * (size_t)a->n);
        for (int i = 0; i < g->actions_n; i++) {
            apply_ok(x, g->actions[i], a);
            apply_ok(y, g->actions[i], b);
            assert_int_equal(a->n, b->n);
            assert_memory_equal(a->ev, b->ev, sizeof(JgEvent) * (size_t)a->n);
        }
        /* A different seed deals differently. */
        JgSetup t = s;
        t.seed++;
        JgGame *z = new_game(&t, NULL);
        assert_true(memcmp(&z->hand, &x->hand, sizeof z->hand) != 0 || z->chairman != x->chairman);
        end_game(x);
        end_game(y);
        end_game(z);
        free(a);
        free(b);
        end_game(g);
    }
}

static void test_computer_decisions_come_from_the_view_only(void **st)
{
    (void)st;
    for (int level = JG_EASY; level <= JG_HARD; level++) {
        JgSetup s = setup_for(4, 400 + (uint64_t)level, 0);
        JgEvents *ev = malloc(sizeof *ev);
        JgGame *g = new_game(&s, ev);
        for (int i = 0; i < 9; i++)
            step_any(g, ev);
        int me = jugglers_waiting_for(g);
        JgAction before = decide_for(g, (JgLevel)level);
        JgView v1, v2;
        jugglers_view(g, me, &v1);
        /* Change what the seat cannot see: swap cards between two other hands and the deck,
         * and two other seats' sigils. */
        int a = (me + 1) % 4, b = (me + 2) % 4;
        swap_cards(g, g->hand[a].card[0], g->hand[b].card[1]);
        swap_cards(g, g->hand[a].card[1], g->deck.card[0]);
        swap_cards(g, g->sigil[a], g->sigil[b]);
        check_invariants(g);
        jugglers_view(g, me, &v2);
        assert_memory_equal(&v1, &v2, sizeof v1);
        JgAction after = decide_for(g, (JgLevel)level);
        assert_memory_equal(&before, &after, sizeof before);
        /* And the same view always gives the same decision. */
        JgAction again = decide_for(g, (JgLevel)level);
        assert_memory_equal(&after, &again, sizeof after);
        free(ev);
        end_game(g);
    }
}

static void test_computer_players_finish_games_of_every_size(void **st)
{
    (void)st;
    static const JgLevel levels[] = {JG_HARD, JG_EASY, JG_NORMAL, JG_EASY, JG_NORMAL};
    for (int players = 2; players <= 5; players++) {
        JgSetup s = jugglers_default_setup();
        s.players = players;
        s.wins = 1;
        s.seed = 500 + (uint64_t)players;
        s.dummy_sigils = players % 2 == 0;
        for (int p = 0; p < players; p++) {
            s.player[p].kind = JG_COMPUTER;
            s.player[p].level = levels[p];
        }
        JgEvents *ev = malloc(sizeof *ev);
        JgGame *g = new_game(&s, ev);
        JgError err;
        int r;
        while ((r = jgai_step(g, ev, &err)) == 1)
            check_invariants(g);
        if (r < 0)
            fail_msg("computer step: %s", err.message);
        assert_int_equal(g->phase, JG_PHASE_OVER);
        /* A person's seat stops the driver. */
        JgSetup t = setup_for(4, 9, -1);
        JgGame *h = new_game(&t, ev);
        assert_int_equal(jgai_step(h, ev, &err), 0);
        end_game(h);
        free(ev);
        end_game(g);
    }
}

static void test_setup_checked(void **st)
{
    (void)st;
    JgError err;
    JgSetup s = jugglers_default_setup();
    assert_true(jugglers_check_setup(&s, &err));
    s.players = 1;
    assert_false(jugglers_check_setup(&s, &err));
    assert_string_equal(err.message, "Jugglers is for 2 to 5 players, not 1.");
    s.players = 6;
    assert_false(jugglers_check_setup(&s, &err));
    s = jugglers_default_setup();
    s.player[2].name[0] = '\0';
    assert_false(jugglers_check_setup(&s, &err));
    assert_string_equal(err.message, "Player 3 needs a name.");
    s = jugglers_default_setup();
    s.player[1].name[0] = '\t';
    assert_false(jugglers_check_setup(&s, &err));
    s = jugglers_default_setup();
    memset(s.player[0].name, 'x', sizeof s.player[0].name);
    assert_false(jugglers_check_setup(&s, &err));
    s = jugglers_default_setup();
    s.player[0].kind = JG_DUMMY;
    assert_false(jugglers_check_setup(&s, &err));
    s = jugglers_default_setup();
    s.first_chairman = 4;
    assert_false(jugglers_check_setup(&s, &err));
    s.players = 2;
    s.first_chairman = 3;
    assert_false(jugglers_check_setup(&s, &err));
    assert_string_equal(err.message, "Seat 4 is a dummy: a dummy is never chairman.");
    s.first_chairman = 2;
    assert_true(jugglers_check_setup(&s, &err));
    JgGame g;
    s.players = 7;
    assert_false(jugglers_new(&g, &s, NULL, &err));
}

static void test_event_text_for_every_kind(void **st)
{
    (void)st;
    bool seen[JG_EV_KINDS] = {false};
    JgSetup s = setup_for(5, 600, -1);
    s.wins = 1;
    JgEvents *ev = malloc(sizeof *ev);
    JgGame *g = new_game(&s, ev);
    JgView *v = malloc(sizeof *v);
    for (;;) {
        for (int viewer = -1; viewer < g->seats; viewer++) {
            jugglers_view(g, viewer, v);
            for (int i = 0; i < ev->n; i++) {
                JgEvent e = jugglers_event_for(&ev->ev[i], viewer);
                char text[200];
                jugglers_event_text(v, &e, text, sizeof text);
                assert_true(text[0] != '\0' && strcmp(text, "?") != 0);
                seen[e.kind] = true;
                /* A hidden card never shows in the words. */
                if (e.card < 0 && ev->ev[i].card >= 0) {
                    char words[32];
                    jugglers_card_words(ev->ev[i].card, words, sizeof words);
                    assert_null(strstr(text, words));
                }
            }
        }
        if (g->phase == JG_PHASE_OVER)
            break;
        step_any(g, ev);
    }
    /* Kinds that need particular situations: two players and three. */
    for (int players = 2; players <= 3; players++) {
        JgSetup t = setup_for(players, 601, 0);
        JgGame *h = new_game(&t, ev);
        apply_ok(h, jugglers_secrets(0, players == 2 ? 3 : 0), ev);
        for (int i = 0; i < ev->n; i++)
            seen[ev->ev[i].kind] = true;
        while (h->gathering == 1) {
            step_any(h, ev);
            for (int i = 0; i < ev->n; i++)
                seen[ev->ev[i].kind] = true;
        }
        end_game(h);
    }
    for (int k = 0; k < JG_EV_KINDS; k++)
        if (k != JG_EV_NO_PLAY && !seen[k])
            fail_msg("no event of kind %d came up", k);
    char text[200];
    JgEvent e = {JG_EV_KINDS, -1, -1, -1, 0, 0};
    jugglers_event_text(v, &e, text, sizeof text);
    assert_string_equal(text, "?");
    free(v);
    free(ev);
    end_game(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_J1_one_pack_of_52_policy_deck_jqka_influence_deck_2_to_10_one_die),
        cmocka_unit_test(test_J2_table_of_4_seats_5_with_five_players_dummies_fill_empty_seats),
        cmocka_unit_test(test_J7_sigils_and_gatherings_6_or_7_five_players_set_one_aside),
        cmocka_unit_test(test_J8_gathering_two_policies_then_hands_dealt_to_5_or_7),
        cmocka_unit_test(test_J9_secret_influences_0_to_1_2_with_three_3_with_two),
        cmocka_unit_test(test_J10_secret_influence_is_the_decks_top_card_on_the_draft_the_die_picks),
        cmocka_unit_test(test_J11_unincluded_secret_costs_the_top_card_except_with_two_players),
        cmocka_unit_test(test_J12_face_up_card_under_each_draft_except_five_and_two_players),
        cmocka_unit_test(test_J13_cycle_starts_left_of_chairman_then_with_the_last_to_play),
        cmocka_unit_test(test_J14_a_play_is_a_hand_card_or_the_decks_top_card_unseen),
        cmocka_unit_test(test_J15_hand_play_draws_one_while_the_deck_lasts),
        cmocka_unit_test(test_J16_secret_influences_join_at_the_start_of_the_last_cycle),
        cmocka_unit_test(test_J17_settling_one_card_joins_more_by_die_none_nothing),
        cmocka_unit_test(test_J6_a_policy_passes_only_when_strictly_higher_than_the_joker),
        cmocka_unit_test(test_J18_seat_that_played_last_becomes_chairman),
        cmocka_unit_test(test_J19_seats_keep_hand_cards_five_players_discard_their_last_two),
        cmocka_unit_test(test_J20_other_influence_cards_shuffled_into_a_new_deck),
        cmocka_unit_test(test_J21_three_player_dummy_sits_left_of_chairman_and_plays_by_die),
        cmocka_unit_test(test_J22_two_player_dummies_played_by_the_person_on_their_right),
        cmocka_unit_test(test_J34_the_dummies_sit_where_the_table_order_puts_them),
        cmocka_unit_test(test_J23_dummies_never_win_their_sigils_count_for_the_ally_bonus),
        cmocka_unit_test(test_J24_scoring_village_order_matches_and_half_point_allies),
        cmocka_unit_test(test_J25_most_points_win_the_round_ties_each_win),
        cmocka_unit_test(test_J26_game_played_to_the_set_number_of_round_wins),
        cmocka_unit_test(test_J27_new_round_deals_new_sigils_seats_keep_hand_cards),
        cmocka_unit_test(test_J28_three_players_chair_passes_clockwise_past_the_dummy),
        cmocka_unit_test(test_J29_two_players_chair_passes_to_the_other_person),
        cmocka_unit_test(test_J30_next_round_first_chairman_continues_the_rotation),
        cmocka_unit_test(test_J31_a_dummys_score_never_stops_a_person_winning),
        cmocka_unit_test(test_J32_people_reaching_the_wins_together_share_the_game),
        cmocka_unit_test(test_J33_seat_knows_its_own_discarded_cards),
        cmocka_unit_test(test_scripted_gathering_with_stacked_cards),
        cmocka_unit_test(test_save_round_trip_every_player_count),
        cmocka_unit_test(test_corrupt_truncated_and_hostile_saves_rejected_with_their_line),
        cmocka_unit_test(test_a_repeated_setup_line_is_refused_at_that_line),
        cmocka_unit_test(test_save_of_another_game_rejected),
        cmocka_unit_test(test_view_privacy_after_every_action),
        cmocka_unit_test(test_same_seed_and_actions_same_game),
        cmocka_unit_test(test_computer_decisions_come_from_the_view_only),
        cmocka_unit_test(test_computer_players_finish_games_of_every_size),
        cmocka_unit_test(test_setup_checked),
        cmocka_unit_test(test_event_text_for_every_kind),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
