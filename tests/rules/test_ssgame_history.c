/* The story of a game (ssgame_history): scripted games on real deals, where every entry is known
 * in advance, and self-played games checked against the events seen while they were played.
 *
 * Unlike test_ssgame.c, these scripts never arrange hands by hand: the history replays the
 * actions from the setup, so every action must follow from the deal itself. A script picks its
 * cards from the dealt hands (the longest build, the best extension), and moves on to the next
 * seed when a deal does not allow one of its steps. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cardswap.h"
#include "catalogue.h"
#include "siteswap.h"
#include "ssgame.h"
#include "ssgame_ai.h"
#include "ssg_fixture.h"
#include "ssgame_history.h"

static SsgSetup people(int seats, uint64_t seed)
{
    SsgSetup s = ssgame_default_setup();
    s.seats = seats;
    s.starter = 0;
    s.seed = seed;
    s.cycles = 5;
    return s;
}

static SsgAction act(SsgActionKind kind, int seat)
{
    return ssgame_action(kind, seat);
}

static SsgAction guess(int seat, const char *text)
{
    SsgAction a = ssgame_action(SSG_ACT_GUESS, seat);
    size_t len = strlen(text);
    assert_true(len < sizeof a.text);
    memcpy(a.text, text, len + 1);
    return a;
}

static SsgAction trick(int seat, const char *name)
{
    SsgAction a = ssgame_action(SSG_ACT_TRICK, seat);
    snprintf(a.text, sizeof a.text, "%s", name);
    return a;
}

static void digits(const int *v, int n, char *buf)
{
    for (int i = 0; i < n; i++)
        buf[i] = siteswap_throw_char(v[i]);
    buf[n] = '\0';
}

static int min_period(const SsgGame *g)
{
    return g->setup.advanced ? 2 : 3;
}

/* The seat's longest build, when it does not use every card (that would win at once). */
static bool longest_build(const SsgGame *g, int seat, SsgAction *a)
{
    const Pile *h = &g->hand[seat];
    int values[SSG_CARDS], best[SSG_CARDS];
    for (int i = 0; i < h->n; i++)
        values[i] = ssgame_card_value(g, seat, h->card[i]);
    int n = cardswap_best_build(values, h->n, min_period(g), best);
    if (n == 0 || n == h->n)
        return false;
    *a = act(SSG_ACT_BUILD, seat);
    a->n = n;
    return ssg_cards_for(g, seat, best, n, a->cards);
}

/* The seat's best extension of revealed siteswap `target`, as the whole new card sequence. */
static bool best_extension(const SsgGame *g, int seat, int target, SsgAction *a)
{
    const Pile *old = &g->revealed[target].cards;
    const Pile *h = &g->hand[seat];
    int oldv[SSG_CARDS], hand[SSG_CARDS], seq[2 * SSG_CARDS];
    /* The extender's own values decide (S11): the old cards as this seat reads them. */
    for (int i = 0; i < old->n; i++)
        oldv[i] = ssgame_card_value(g, seat, old->card[i]);
    for (int i = 0; i < h->n; i++)
        hand[i] = ssgame_card_value(g, seat, h->card[i]);
    int added = cardswap_best_extension(oldv, old->n, hand, h->n, min_period(g), seq);
    if (added == 0 || added == h->n)
        return false;
    *a = act(SSG_ACT_EXTEND, seat);
    a->target = target;
    a->n = old->n + added;
    /* Old cards where they keep their order, the seat's cards for the rest. */
    int j = 0, mine_n = 0, mine_v[SSG_CARDS];
    int slot_of[SSG_CARDS];
    for (int i = 0; i < a->n; i++) {
        if (j < old->n && seq[i] == oldv[j]) {
            a->cards[i] = old->card[j++];
            slot_of[i] = -1;
        } else {
            slot_of[i] = mine_n;
            mine_v[mine_n++] = seq[i];
        }
    }
    if (j < old->n)
        return false;
    uint8_t mine[SSG_CARDS];
    if (!ssg_cards_for(g, seat, mine_v, mine_n, mine))
        return false;
    for (int i = 0; i < a->n; i++)
        if (slot_of[i] >= 0)
            a->cards[i] = mine[slot_of[i]];
    return ssgame_check(g, a, NULL);
}

static void values_of(const SsgGame *g, int seat, const SsgAction *a, int *v)
{
    for (int i = 0; i < a->n; i++)
        v[i] = ssgame_card_value(g, seat, a->cards[i]);
}

static const int zero[SSG_CARDS];

static void assert_secret(const SsgHistoryEntry *e)
{
    assert_int_equal(e->outcome, SSG_OUTCOME_DROPPED);
    assert_int_equal(e->n, 0);
    assert_memory_equal(e->values, zero, sizeof zero);
    assert_memory_equal(e->performed, zero, sizeof zero);
    assert_string_equal(e->trick, "");
    assert_int_equal(e->recognised_by, -1);
    assert_int_equal(e->cycles, 0);
    assert_int_equal(e->wrong_guesses, 0);
    assert_false(e->on_screen);
    assert_int_equal(e->revealed_index, -1);
    SsgStyle plain = {0, 0, 0};
    assert_memory_equal(&e->style, &plain, sizeof plain);
}

/* What the scripted game must record. */
typedef struct Expect {
    int first_values[SSG_CARDS], first_n;
    int laid_values[SSG_CARDS], laid_performed[SSG_CARDS], laid_n;
    bool laid_won;
    int ext_values[SSG_CARDS], ext_n;
} Expect;

/* Three people, seed `seed`: a build guessed wrong then recognised after two cycles; a trick
 * guessed wrong then right; a build handed to the screen and dropped; a build with reductions in
 * clubs, left hand first, laid down after the cycles; an extension recognised at once. false
 * when this deal does not allow every step. */
static bool scripted_game(SsgFixture *f, uint64_t seed, Expect *x)
{
    SsgGame *g = ssg_fixture_start(f, people(3, seed));
    memset(x, 0, sizeof *x);
    char text[SSG_CARDS + 1];

    /* Turn 1: seat 0 builds; seat 2 guesses wrong; two cycles; seat 1 recognises it. */
    SsgAction a;
    if (!longest_build(g, 0, &a))
        return false;
    ssg_ok(f, a);
    x->first_n = a.n;
    values_of(g, 0, &a, x->first_values);
    ssg_ok(f, guess(2, "3"));
    ssg_ok(f, act(SSG_ACT_CYCLE, 0));
    ssg_ok(f, act(SSG_ACT_CYCLE, 0));
    digits(g->perf.performed, g->perf.n, text);
    ssg_ok(f, guess(1, text));
    ssg_ok(f, act(SSG_ACT_DECLINE, 1));

    /* Turn 2: seat 1 juggles Mills Mess; seat 0 says Box, seat 2 knows it. */
    if (g->hand[1].n < 3)
        return false;
    ssg_ok(f, trick(1, "Mills Mess"));
    ssg_ok(f, guess(0, "Box"));
    ssg_ok(f, guess(2, "Mills Mess"));
    SsgAction two = act(SSG_ACT_DISCARD_TWO, 1);
    two.n = 2;
    two.cards[0] = g->hand[1].card[0];
    two.cards[1] = g->hand[1].card[1];
    ssg_ok(f, two);
    ssg_ok(f, act(SSG_ACT_DECLINE, 2));

    /* Turn 3: seat 2 builds, hands it to the screen and drops it. */
    if (!longest_build(g, 2, &a))
        return false;
    ssg_ok(f, a);
    ssg_ok(f, guess(0, "3"));
    ssg_ok(f, act(SSG_ACT_SCREEN, 2));
    ssg_ok(f, act(SSG_ACT_CYCLE, 2));
    ssg_ok(f, act(SSG_ACT_DROP, 2));

    /* Turn 4: seat 0 builds with every possible reduction (but one, when all of them would
     * leave a single value, S29), in clubs from the left hand, and lays it down unrecognised
     * after the 5 cycles. */
    if (!longest_build(g, 0, &a))
        return false;
    int v[SSG_CARDS];
    values_of(g, 0, &a, v);
    bool which[SSG_CARDS];
    if (cardswap_reducible(v, a.n, g->setup.seat[0].flash, which) == 0)
        return false;
    int reduced[SSG_CARDS];
    assert_true(cardswap_reduce(v, a.n, g->setup.seat[0].flash, which, reduced));
    bool one_value = true;
    for (int i = 1; i < a.n; i++)
        one_value = one_value && reduced[i] == reduced[0];
    for (int i = a.n - 1; i >= 0 && one_value; i--)
        if (which[i]) {
            which[i] = false;
            one_value = false;
        }
    for (int i = 0; i < a.n; i++)
        a.reduce[i] = which[i];
    a.style = (SsgStyle){SSG_CLUBS, SSG_LEFT, SSG_MOVE_NORMAL};
    ssg_ok(f, a);
    x->laid_n = a.n;
    memcpy(x->laid_values, v, sizeof v);
    assert_true(cardswap_reduce(v, a.n, g->setup.seat[0].flash, which, x->laid_performed));
    for (int i = 0; i < 5; i++)
        ssg_ok(f, act(SSG_ACT_CYCLE, 0));
    ssg_ok(f, act(SSG_ACT_LAY_DOWN, 0));

    /* Turn 5: seat 1 extends the first siteswap; seat 2 recognises it at once. */
    if (g->phase == SSG_PHASE_OVER || g->turn != 1 || !best_extension(g, 1, 0, &a))
        return false;
    ssg_ok(f, a);
    x->ext_n = a.n;
    values_of(g, 1, &a, x->ext_values);
    digits(g->perf.performed, g->perf.n, text);
    ssg_ok(f, guess(2, text));
    if (g->phase == SSG_PHASE_EXCHANGE)
        ssg_ok(f, act(SSG_ACT_DECLINE, 2));
    return true;
}

static void test_scripted_game_records_every_performance_in_order(void **st)
{
    SsgFixture *f = *st;
    Expect x;
    uint64_t seed = 1;
    while (seed < 2000 && !scripted_game(f, seed, &x))
        seed++;
    assert_true(seed < 2000);
    assert_true(ssgame_history(&f->g, &f->h));
    const SsgHistory *h = &f->h;
    assert_int_equal(h->n, 5);
    assert_int_equal(h->omitted, 0);

    const SsgHistoryEntry *e = &h->entry[0];
    assert_int_equal(e->kind, SSG_PLAY_BUILD);
    assert_int_equal(e->performer, 0);
    assert_int_equal(e->outcome, SSG_OUTCOME_RECOGNISED);
    assert_int_equal(e->recognised_by, 1);
    assert_int_equal(e->cycles, 2);
    assert_int_equal(e->wrong_guesses, 1);
    assert_false(e->on_screen);
    assert_int_equal(e->n, x.first_n);
    assert_memory_equal(e->values, x.first_values, sizeof(int) * (size_t)x.first_n);
    assert_int_equal(e->revealed_index, 0);
    assert_int_equal(e->turn, 1);

    e = &h->entry[1];
    assert_int_equal(e->kind, SSG_PLAY_TRICK);
    assert_int_equal(e->performer, 1);
    assert_int_equal(e->outcome, SSG_OUTCOME_RECOGNISED);
    assert_int_equal(e->recognised_by, 2);
    assert_int_equal(e->cycles, 0);
    assert_int_equal(e->wrong_guesses, 1);
    assert_string_equal(e->trick, "Mills Mess");
    assert_int_equal(e->n, 0);
    assert_int_equal(e->revealed_index, -1);
    assert_int_equal(e->turn, 2);

    e = &h->entry[2];
    assert_int_equal(e->kind, SSG_PLAY_BUILD);
    assert_int_equal(e->performer, 2);
    assert_int_equal(e->turn, 3);
    assert_secret(e);

    e = &h->entry[3];
    assert_int_equal(e->kind, SSG_PLAY_BUILD);
    assert_int_equal(e->performer, 0);
    assert_int_equal(e->outcome, SSG_OUTCOME_LAID_DOWN);
    assert_int_equal(e->recognised_by, -1);
    assert_int_equal(e->cycles, 5);
    assert_int_equal(e->wrong_guesses, 0);
    assert_int_equal(e->n, x.laid_n);
    assert_memory_equal(e->values, x.laid_values, sizeof(int) * (size_t)x.laid_n);
    assert_memory_equal(e->performed, x.laid_performed, sizeof(int) * (size_t)x.laid_n);
    assert_memory_not_equal(e->values, e->performed, sizeof(int) * (size_t)x.laid_n);
    assert_int_equal(e->style.prop, SSG_CLUBS);
    assert_int_equal(e->style.hand, SSG_LEFT);
    assert_int_equal(e->style.move, SSG_MOVE_NORMAL);
    assert_int_equal(e->revealed_index, 1);
    assert_int_equal(e->turn, 4);

    e = &h->entry[4];
    assert_int_equal(e->kind, SSG_PLAY_EXTEND);
    assert_int_equal(e->performer, 1);
    assert_int_equal(e->outcome, SSG_OUTCOME_RECOGNISED);
    assert_int_equal(e->recognised_by, 2);
    assert_int_equal(e->cycles, 0);
    assert_int_equal(e->n, x.ext_n);
    assert_memory_equal(e->values, x.ext_values, sizeof(int) * (size_t)x.ext_n);
    assert_int_equal(e->revealed_index, 0);
    assert_int_equal(e->turn, 5);

    /* The extension holds the most throws (it grew the first build), unless the laid-down
     * build is longer still. */
    int expect = x.ext_n > x.laid_n ? 4 : 3;
    assert_int_equal(h->longest, expect);
    assert_int_equal(h->turns, f->g.turns);
    assert_int_equal(h->winner, -1); /* nobody has finished */
}

static void test_a_dropped_pattern_keeps_no_values_even_after_a_right_guess(void **st)
{
    SsgFixture *f = *st;
    /* With the catch rule a recognised pattern must still be shown for some cycles: dropped in
     * that time, the right guess must not tell its throws either. */
    uint64_t seed = 1;
    SsgAction a;
    for (;; seed++) {
        assert_true(seed < 500);
        SsgSetup s = people(2, seed);
        s.catch_rule = true;
        SsgGame *g = ssg_fixture_start(f, s);
        if (longest_build(g, 0, &a))
            break;
    }
    SsgGame *g = &f->g;
    ssg_ok(f, a);
    char text[SSG_CARDS + 1];
    digits(g->perf.performed, g->perf.n, text);
    ssg_ok(f, guess(1, "3"));
    ssg_ok(f, guess(1, text));
    assert_int_equal(g->phase, SSG_PHASE_PERFORM); /* recognised, not yet shown long enough */
    ssg_ok(f, act(SSG_ACT_CYCLE, 0));
    ssg_ok(f, act(SSG_ACT_DROP, 0));
    /* A trick, guessed wrong, given up. */
    ssg_ok(f, trick(1, "Box"));
    ssg_ok(f, guess(0, "Mills Mess"));
    ssg_ok(f, act(SSG_ACT_SCREEN, 1));
    ssg_ok(f, act(SSG_ACT_DROP, 1));
    assert_true(ssgame_history(g, &f->h));
    assert_int_equal(f->h.n, 2);
    assert_int_equal(f->h.entry[0].kind, SSG_PLAY_BUILD);
    assert_int_equal(f->h.entry[0].performer, 0);
    assert_secret(&f->h.entry[0]);
    assert_int_equal(f->h.entry[1].kind, SSG_PLAY_TRICK);
    assert_int_equal(f->h.entry[1].performer, 1);
    assert_secret(&f->h.entry[1]);
    assert_int_equal(f->h.longest, -1); /* nothing was played */
}

static void test_with_the_catch_rule_cycles_count_up_to_the_right_guess(void **st)
{
    SsgFixture *f = *st;
    uint64_t seed = 1;
    SsgAction a;
    for (;; seed++) {
        assert_true(seed < 500);
        SsgSetup s = people(2, seed);
        s.catch_rule = true;
        if (longest_build(ssg_fixture_start(f, s), 0, &a))
            break;
    }
    SsgGame *g = &f->g;
    ssg_ok(f, a);
    char text[SSG_CARDS + 1];
    digits(g->perf.performed, g->perf.n, text);
    ssg_ok(f, act(SSG_ACT_CYCLE, 0));
    ssg_ok(f, guess(1, text));
    int shown = 1;
    while (g->phase == SSG_PHASE_PERFORM) {
        ssg_ok(f, act(SSG_ACT_CYCLE, 0));
        shown++;
    }
    assert_true(shown >= 3); /* at least three periods before it may be laid down */
    assert_true(ssgame_history(g, &f->h));
    assert_int_equal(f->h.n, 1);
    assert_int_equal(f->h.entry[0].outcome, SSG_OUTCOME_RECOGNISED);
    assert_int_equal(f->h.entry[0].recognised_by, 1);
    assert_int_equal(f->h.entry[0].cycles, 1);
    assert_int_equal(f->h.entry[0].revealed_index, 0);
}

static void test_a_performance_still_being_guessed_is_left_out(void **st)
{
    SsgFixture *f = *st;
    ssg_ok(f, act(SSG_ACT_SKIP, ssg_fixture_start(f, people(2, 3))->turn));
    ssg_ok(f, trick(f->g.turn, "Box"));
    ssg_ok(f, act(SSG_ACT_CYCLE, f->g.perf.performer));
    assert_true(ssgame_history(&f->g, &f->h));
    assert_int_equal(f->h.n, 0);
    assert_int_equal(f->h.turns, 2);
}

/* A game of nothing but dropped tricks draws the piles empty and then ends (S34): far from
 * the history's limit, every performance kept, and the history says why it ended. */
static void test_S34_a_game_of_drops_ends_and_its_history_says_why(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(2, 5));
    int plays = 0;
    while (g->phase != SSG_PHASE_OVER) {
        ssg_ok(f, trick(g->turn, "Box"));
        ssg_ok(f, act(SSG_ACT_DROP, g->perf.performer));
        plays++;
    }
    assert_true(ssgame_history(g, &f->h));
    assert_int_equal(f->h.n, plays);
    assert_true(plays < SSG_HISTORY_MAX);
    assert_int_equal(f->h.omitted, 0);
    assert_int_equal(f->h.end_reason, SSG_END_STALEMATE);
    assert_int_equal(f->h.turns, plays);
    /* 80 - 16 - 1 cards to draw, one a turn, then a round of two turns with nothing. */
    assert_int_equal(plays, 63 + 2);
}

static void test_a_game_changed_outside_its_actions_is_refused(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(2, 9));
    ssg_ok(f, act(SSG_ACT_SKIP, 0));
    /* A card slipped into a hand without an action: the replay cannot reach this game. */
    pile_push(&g->hand[0], pile_pop(&g->pickup));
    f->h.n = 7;
    assert_false(ssgame_history(g, &f->h));
    assert_int_equal(f->h.n, 0);
    assert_int_equal(f->h.longest, -1);
    assert_int_equal(f->h.winner, -1);
}

/* ---- Self-play ---- */

static SsgSetup computers(int seats, uint64_t seed)
{
    SsgSetup s = ssgame_default_setup();
    s.seats = seats;
    s.seed = seed;
    for (int i = 0; i < seats; i++) {
        s.seat[i].kind = SSG_COMPUTER;
        s.seat[i].level = (SsgLevel)((seed + (uint64_t)i) % 3);
        s.seat[i].flash = 3 + (int)((seed + (uint64_t)i) % 9);
    }
    return s;
}

/* What the events of a self-played game said. Guesses at a dropped performance do not count:
 * its entry keeps nothing. */
typedef struct Seen {
    int performances, right, wrong, dropped;
    int open_wrong, open_right;
} Seen;

static void play_out(SsgFixture *f, SsgSetup s, Seen *seen)
{
    SsgGame *g = ssg_fixture_start(f, s);
    memset(seen, 0, sizeof *seen);
    for (int i = 0; i < 20000 && g->phase != SSG_PHASE_OVER; i++) {
        f->ev.n = 0;
        int r = ssai_step(g, &f->ev, &f->err);
        if (r != 1)
            fail_msg("seed %llu: %s", (unsigned long long)s.seed, f->err.message);
        for (int k = 0; k < f->ev.n; k++) {
            switch (f->ev.ev[k].kind) {
            case SSG_EV_PERFORMING:
                seen->performances++;
                seen->open_wrong = seen->open_right = 0;
                break;
            case SSG_EV_GUESS_WRONG:
                seen->wrong++, seen->open_wrong++;
                break;
            case SSG_EV_GUESS_RIGHT:
                seen->right++, seen->open_right++;
                break;
            case SSG_EV_DROPPED:
                seen->dropped++;
                seen->wrong -= seen->open_wrong;
                seen->right -= seen->open_right;
                break;
            default:
                break;
            }
        }
    }
    assert_int_equal(g->phase, SSG_PHASE_OVER);
}

static void test_self_played_games_agree_with_the_table_and_the_events(void **st)
{
    SsgFixture *f = *st;
    int tricks = 0, extensions = 0;
    for (uint64_t seed = 1; seed <= 40; seed++) {
        SsgSetup s = computers(2 + (int)(seed % 5), seed * 17);
        s.advanced = seed % 2;
        s.catch_rule = seed % 3 == 0;
        s.guess_penalty = seed % 4 == 0;
        s.play_for_places = seed % 5 == 0;
        Seen seen;
        play_out(f, s, &seen);
        const SsgGame *g = &f->g;
        const SsgHistory *h = &f->h;
        assert_true(ssgame_history(g, &f->h));
        assert_int_equal(h->n, seen.performances);

        int builds = 0, right = 0, wrong = 0, dropped = 0;
        for (int i = 0; i < h->n; i++) {
            const SsgHistoryEntry *e = &h->entry[i];
            if (i > 0)
                assert_true(e->turn >= h->entry[i - 1].turn);
            if (e->outcome == SSG_OUTCOME_DROPPED) {
                dropped++;
                assert_secret(e);
                continue;
            }
            builds += e->kind == SSG_PLAY_BUILD;
            tricks += e->kind == SSG_PLAY_TRICK;
            extensions += e->kind == SSG_PLAY_EXTEND;
            wrong += e->wrong_guesses;
            if (e->outcome == SSG_OUTCOME_RECOGNISED) {
                right++;
                assert_true(e->recognised_by >= 0 && e->recognised_by < s.seats);
                assert_int_not_equal(e->recognised_by, e->performer);
            } else {
                assert_int_equal(e->recognised_by, -1);
                assert_true(e->cycles >= s.cycles);
            }
            if (e->kind == SSG_PLAY_TRICK) {
                assert_non_null(catalogue_find(&f->tricks, e->trick));
                continue;
            }
            Siteswap *ss = siteswap_from_values(e->performed, e->n);
            assert_non_null(ss);
            siteswap_free(ss);
            assert_true(e->revealed_index >= 0 && e->revealed_index < g->revealed_n);
            assert_true(e->on_screen); /* computer players always use the screen */
        }
        /* Every revealed siteswap was made by one build; extensions change it, never add. */
        assert_int_equal(builds, g->revealed_n);
        assert_int_equal(dropped, seen.dropped);
        assert_int_equal(right, seen.right);
        assert_int_equal(wrong, seen.wrong);
        /* The last play on each revealed siteswap is what lies on the table. */
        for (int r = 0; r < g->revealed_n; r++) {
            const SsgHistoryEntry *last = NULL;
            for (int i = 0; i < h->n; i++)
                if (h->entry[i].outcome != SSG_OUTCOME_DROPPED &&
                    h->entry[i].kind != SSG_PLAY_TRICK && h->entry[i].revealed_index == r)
                    last = &h->entry[i];
            assert_non_null(last);
            const SsgRevealed *rv = &g->revealed[r];
            assert_int_equal(last->performer, rv->laid_by);
            assert_int_equal(last->n, rv->cards.n);
            for (int k = 0; k < rv->cards.n; k++)
                assert_int_equal(last->values[k], ssgame_card_value(g, rv->laid_by, rv->cards.card[k]));
        }
        /* The longest: none longer, none as long before it. */
        if (g->revealed_n > 0) {
            assert_true(h->longest >= 0);
            int most = h->entry[h->longest].n;
            for (int i = 0; i < h->n; i++) {
                const SsgHistoryEntry *e = &h->entry[i];
                if (e->outcome == SSG_OUTCOME_DROPPED || e->kind == SSG_PLAY_TRICK)
                    continue;
                assert_true(e->n <= most);
                if (i < h->longest)
                    assert_true(e->n < most);
            }
        }
        assert_true(h->winner >= 0);
        assert_int_equal(g->place[h->winner], 1);
        assert_memory_equal(h->places, g->place, sizeof h->places);
        assert_int_equal(h->turns, g->turns);
    }
    /* The mix of levels plays tricks and extensions too. */
    assert_true(tricks > 0);
    assert_true(extensions > 0);
}

/* S40: a give-up taken back never happened in the story: the trick goes on, is named, and the
 * history holds one recognised performance, no dropped one. */
static void test_S40_an_action_taken_back_is_not_in_the_story(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(2, 3));
    ssg_ok(f, trick(0, "Mills Mess"));
    ssg_ok(f, act(SSG_ACT_CYCLE, 0));
    ssg_ok(f, act(SSG_ACT_DROP, 0));
    ssg_ok(f, act(SSG_ACT_UNDO, 0));
    ssg_ok(f, act(SSG_ACT_CYCLE, 0));
    ssg_ok(f, guess(1, "Mills Mess"));
    SsgHistory *h = malloc(sizeof *h);
    assert_non_null(h);
    assert_true(ssgame_history(g, h));
    assert_int_equal(h->n, 1);
    assert_int_equal(h->entry[0].outcome, SSG_OUTCOME_RECOGNISED);
    assert_int_equal(h->entry[0].recognised_by, 1);
    assert_int_equal(h->entry[0].cycles, 2);
    free(h);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_scripted_game_records_every_performance_in_order),
        cmocka_unit_test(test_a_dropped_pattern_keeps_no_values_even_after_a_right_guess),
        cmocka_unit_test(test_with_the_catch_rule_cycles_count_up_to_the_right_guess),
        cmocka_unit_test(test_a_performance_still_being_guessed_is_left_out),
        cmocka_unit_test(test_S34_a_game_of_drops_ends_and_its_history_says_why),
        cmocka_unit_test(test_a_game_changed_outside_its_actions_is_refused),
        cmocka_unit_test(test_self_played_games_agree_with_the_table_and_the_events),
        cmocka_unit_test(test_S40_an_action_taken_back_is_not_in_the_story),
    };
    return cmocka_run_group_tests(tests, ssg_fixture_setup, ssg_fixture_teardown);
}
