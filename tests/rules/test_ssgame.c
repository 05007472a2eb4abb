/* The siteswap card game engine: one test per ruling of assets/rules/siteswap-rulings.txt, named
 * after its id (test_S8_...), plus
 * a scripted game from deal to win, saves, views, determinism and self-play invariants.
 *
 * Tests arrange hands by moving named cards between piles of a real game (every card stays in
 * exactly one place, so the invariants still hold); the rules only ever see actions. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "catalogue.h"
#include "savetext.h"
#include "ssgame.h"
#include "ssgame_ai.h"
#include "ssg_fixture.h"
#include "siteswap.h"

static SsgSetup people(int seats)
{
    SsgSetup s = ssgame_default_setup();
    s.seats = seats;
    s.starter = 0;
    s.seed = 7;
    return s;
}

static int card(const char *t)
{
    int c = deck_parse_card(t);
    assert_true(c >= 0);
    return c;
}

/* Takes the card from wherever it is (piles, hands) so the caller can place it. */
static void lift(SsgGame *g, int c)
{
    if (pile_remove(&g->pickup, c) || pile_remove(&g->discard, c))
        return;
    for (int s = 0; s < g->setup.seats; s++)
        if (pile_remove(&g->hand[s], c))
            return;
    fail_msg("card %d is not in a pile or hand", c);
}

/* The seat's hand becomes exactly these cards; its old cards go under the pick-up pile. */
static void set_hand(SsgGame *g, int seat, const char *cards)
{
    Pile old = g->hand[seat];
    pile_clear(&g->hand[seat]);
    for (int i = 0; i < old.n; i++) {
        memmove(&g->pickup.card[1], &g->pickup.card[0], (size_t)g->pickup.n);
        g->pickup.card[0] = old.card[i];
        g->pickup.n++;
    }
    char copy[256];
    snprintf(copy, sizeof copy, "%s", cards);
    for (char *t = strtok(copy, " "); t; t = strtok(NULL, " ")) {
        int c = card(t);
        lift(g, c);
        pile_push(&g->hand[seat], c);
    }
}

/* The card goes on top of the pick-up pile (drawn next). */
static void on_top(SsgGame *g, const char *t)
{
    int c = card(t);
    lift(g, c);
    pile_push(&g->pickup, c);
}

static SsgAction play(SsgActionKind kind, int seat, const char *cards)
{
    SsgAction a = ssgame_action(kind, seat);
    if (cards) {
        char copy[256];
        snprintf(copy, sizeof copy, "%s", cards);
        for (char *t = strtok(copy, " "); t; t = strtok(NULL, " "))
            a.cards[a.n++] = (uint8_t)card(t);
    }
    return a;
}

static void refused(SsgFixture *f, SsgAction a, const char *why)
{
    f->ev.n = 0;
    char before[64];
    int actions = f->g.actions_n;
    snprintf(before, sizeof before, "%d", f->g.hand[a.seat >= 0 && a.seat < 6 ? a.seat : 0].n);
    if (ssgame_apply(&f->g, &a, &f->ev, &f->err))
        fail_msg("accepted, expected a refusal about \"%s\"", why);
    if (!strstr(f->err.message, why))
        fail_msg("refusal \"%s\" does not mention \"%s\"", f->err.message, why);
    assert_int_equal(f->g.actions_n, actions);
    assert_int_equal(f->ev.n, 0);
}

static SsgAction guess(int seat, const char *text)
{
    SsgAction a = ssgame_action(SSG_ACT_GUESS, seat);
    snprintf(a.text, sizeof a.text, "%s", text);
    return a;
}

static int count_events(const SsgFixture *f, SsgEventKind k)
{
    int n = 0;
    for (int i = 0; i < f->ev.n; i++)
        n += f->ev.ev[i].kind == k;
    return n;
}

/* Build by seat 0, guessed right by seat 1, exchange declined. */
static void build_recognised(SsgFixture *f, int seat, const char *cards, const char *right)
{
    ssg_ok(f, play(SSG_ACT_BUILD, seat, cards));
    ssg_ok(f, guess((seat + 1) % f->g.setup.seats, right));
    ssg_ok(f, ssgame_action(SSG_ACT_DECLINE, (seat + 1) % f->g.setup.seats));
}

/* ---- Cards ---- */

static void test_S1_cards_are_two_packs_of_ace_to_ten_each_exactly_once(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(4));
    assert_true(ssgame_invariants(g, &f->err));
    int counts[11] = {0};
    for (int c = 0; c < SSG_CARDS; c++)
        counts[deck_rank(c)]++;
    for (int r = 1; r <= 10; r++)
        assert_int_equal(counts[r], 8);
    assert_int_equal(g->pickup.n + g->discard.n + 4 * 8, 80);
}

static void test_S2_ten_is_zero_and_ace_is_one_below_flash_ten(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(2));
    assert_int_equal(ssgame_card_value(g, 0, card("10h1")), 0);
    assert_int_equal(ssgame_card_value(g, 0, card("Ah1")), 1);
    assert_int_equal(ssgame_card_value(g, 0, card("7h1")), 7);
    /* Cards 5, 10, A are 501: a legal siteswap for a flash-5 player. */
    set_hand(g, 0, "5h1 Ac1 10d1 7s1");
    ssg_ok(f, play(SSG_ACT_BUILD, 0, "5h1 10d1 Ac1"));
    ssg_ok(f, guess(1, "501"));
    assert_int_equal(count_events(f, SSG_EV_GUESS_RIGHT), 1);
}

static void test_S2_flash_ten_plays_tens_as_ten_and_flash_eleven_aces_as_eleven(void **st)
{
    SsgFixture *f = *st;
    SsgSetup s = people(3);
    s.seat[1].flash = 10;
    s.seat[2].flash = 11;
    SsgGame *g = ssg_fixture_start(f, s);
    assert_int_equal(ssgame_card_value(g, 1, card("10h1")), 10);
    assert_int_equal(ssgame_card_value(g, 1, card("Ah1")), 1);
    assert_int_equal(ssgame_card_value(g, 2, card("10h1")), 10);
    assert_int_equal(ssgame_card_value(g, 2, card("Ah1")), 11);
    /* For seat 1, 10 4 1 (a41) is valid; for seat 0 the same cards are 041, also valid, but
     * 10 8 3 is a83 (valid) for seat 1 and 083 (invalid) for seat 0. */
    set_hand(g, 0, "10h1 8h1 3h1 2c1");
    refused(f, play(SSG_ACT_BUILD, 0, "10h1 8h1 3h1"), "not a siteswap");
}

static void test_S3_highest_flash_is_3_to_11_and_defaults_to_5(void **st)
{
    (void)st;
    SsgSetup s = people(2);
    assert_int_equal(s.seat[0].flash, 5);
    SsgError err;
    s.seat[1].flash = 2;
    assert_false(ssgame_check_setup(&s, &err));
    assert_non_null(strstr(err.message, "3 to 11"));
    s.seat[1].flash = 12;
    assert_false(ssgame_check_setup(&s, &err));
    s.seat[1].flash = 11;
    assert_true(ssgame_check_setup(&s, &err));
}

/* ---- Setup ---- */

static void test_S4_two_to_six_seats(void **st)
{
    (void)st;
    SsgError err;
    SsgSetup s = people(1);
    assert_false(ssgame_check_setup(&s, &err));
    s.seats = 7;
    assert_false(ssgame_check_setup(&s, &err));
    for (int n = 2; n <= 6; n++) {
        s.seats = n;
        assert_true(ssgame_check_setup(&s, &err));
    }
}

static void test_S5_deal_8_each_with_2_to_4_players_7_with_5_and_6_with_6(void **st)
{
    SsgFixture *f = *st;
    const int expect[] = {0, 0, 8, 8, 8, 7, 6};
    for (int n = 2; n <= 6; n++) {
        SsgGame *g = ssg_fixture_start(f, people(n));
        for (int s = 0; s < n; s++)
            assert_int_equal(g->hand[s].n, expect[n]);
        assert_int_equal(count_events(f, SSG_EV_DEALT), n * expect[n]);
        /* One card at a time round the table, from the starter. */
        assert_int_equal(f->ev.ev[0].seat, 0);
        assert_int_equal(f->ev.ev[1].seat, 1);
    }
}

static void test_S5_rest_is_the_pickup_pile_with_its_top_card_turned_up(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(4));
    assert_int_equal(g->discard.n, 1);
    assert_int_equal(g->pickup.n, 80 - 32 - 1);
    assert_int_equal(count_events(f, SSG_EV_TURNED_UP), 1);
}

static void test_S6_who_starts_is_chosen_or_random_from_the_seed(void **st)
{
    SsgFixture *f = *st;
    SsgSetup s = people(4);
    s.starter = 2;
    assert_int_equal(ssg_fixture_start(f, s)->turn, 2);
    s.starter = -1;
    bool seen[4] = {false};
    for (uint64_t seed = 1; seed <= 40; seed++) {
        s.seed = seed;
        int first = ssg_fixture_start(f, s)->turn;
        assert_int_equal(ssg_fixture_start(f, s)->turn, first); /* the same seed, the same starter */
        seen[first] = true;
    }
    for (int i = 0; i < 4; i++)
        assert_true(seen[i]);
}

/* ---- A legal siteswap ---- */

static void test_S8_legal_siteswap_needs_period_3_or_2_with_the_advanced_option(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(2));
    set_hand(g, 0, "5h1 Ac1 4c1 4d1");
    refused(f, play(SSG_ACT_BUILD, 0, "5h1 Ac1"), "at least 3 cards");
    SsgSetup s = people(2);
    s.advanced = true;
    g = ssg_fixture_start(f, s);
    set_hand(g, 0, "5h1 Ac1 4c1 4d1");
    ssg_ok(f, play(SSG_ACT_BUILD, 0, "5h1 Ac1"));
}

static void test_S8_333_is_not_legal_but_5151_is(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(2));
    set_hand(g, 0, "3h1 3c1 3d1 5h1 Ah1 5c1 Ac1");
    refused(f, play(SSG_ACT_BUILD, 0, "3h1 3c1 3d1"), "two different throws");
    ssg_ok(f, play(SSG_ACT_BUILD, 0, "5h1 Ah1 5c1 Ac1"));
}

static void test_S8_an_invalid_siteswap_is_explained_by_its_colliding_throws(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(2));
    set_hand(g, 0, "5h1 3c1 3d1 4h1");
    refused(f, play(SSG_ACT_BUILD, 0, "5h1 3c1 3d1"),
            "5 3 3 is not a siteswap: the 5 thrown on beat 1 and the 3 thrown on beat 3 both "
            "land on beat 6");
}

/* ---- Same pattern ---- */

static void test_S9_5151_51_15_and_1515_are_one_pattern(void **st)
{
    SsgFixture *f = *st;
    const char *guesses[] = {"51", "15", "5151", "1515"};
    for (int i = 0; i < 4; i++) {
        SsgGame *g = ssg_fixture_start(f, people(2));
        set_hand(g, 0, "5h1 Ah1 5c1 Ac1 7h1");
        ssg_ok(f, play(SSG_ACT_BUILD, 0, "5h1 Ah1 5c1 Ac1"));
        ssg_ok(f, guess(1, guesses[i]));
        assert_int_equal(count_events(f, SSG_EV_GUESS_RIGHT), 1);
    }
}

static void test_S9_741_and_714_are_different_patterns(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(2));
    set_hand(g, 0, "7h1 4h1 Ah1 2c1");
    ssg_ok(f, play(SSG_ACT_BUILD, 0, "7h1 4h1 Ah1"));
    ssg_ok(f, guess(1, "714"));
    assert_int_equal(count_events(f, SSG_EV_GUESS_WRONG), 1);
    ssg_ok(f, guess(1, "417")); /* a rotation of 741 */
    assert_int_equal(count_events(f, SSG_EV_GUESS_RIGHT), 1);
}

/* ---- A turn ---- */

static void test_S10_build_lays_all_cards_face_down_with_the_siteswap_on_top(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(2));
    set_hand(g, 0, "2c1 5h1 3c1 4d1 9s1");
    ssg_ok(f, play(SSG_ACT_BUILD, 0, "5h1 3c1 4d1"));
    assert_int_equal(g->hand[0].n, 0);
    assert_int_equal(g->perf.stack.n, 5);
    assert_int_equal(ssgame_held(g, 0), 5);
    /* Top first: 5, then 3, then 4. */
    assert_int_equal(g->perf.stack.card[4], card("5h1"));
    assert_int_equal(g->perf.stack.card[3], card("3c1"));
    assert_int_equal(g->perf.stack.card[2], card("4d1"));
    /* Others see five cards, not the period. */
    SsgView *v = malloc(sizeof *v);
    ssgame_view(g, 1, v);
    assert_int_equal(v->seat[0].stack_count, 5);
    assert_int_equal(v->perf.own_n, 0);
    free(v);
}

static void test_S10_build_uses_only_the_players_own_cards_once_each(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(2));
    set_hand(g, 0, "5h1 3c1 4d1");
    set_hand(g, 1, "4h2 2c1 2d1");
    refused(f, play(SSG_ACT_BUILD, 0, "5h1 3c1 4h2"), "not in Player 1's hand");
    refused(f, play(SSG_ACT_BUILD, 0, "5h1 5h1 3c1"), "used twice");
    refused(f, play(SSG_ACT_BUILD, 1, "4h2 2c1 2d1"), "It is Player 1's turn");
}

static void test_S11_extend_inserts_cards_and_keeps_the_old_order(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(2));
    set_hand(g, 0, "4h1 2h1 3h1 9s1");
    build_recognised(f, 0, "4h1 2h1 3h1", "423");
    set_hand(g, 1, "5c1 Ac1 3c1 8d1");
    SsgAction bad = play(SSG_ACT_EXTEND, 1, "5c1 2h1 4h1 Ac1 3c1 3h1");
    bad.target = 0;
    refused(f, bad, "order");
    SsgAction a = play(SSG_ACT_EXTEND, 1, "4h1 5c1 Ac1 2h1 3c1 3h1"); /* 423 -> 451233 */
    a.target = 0;
    ssg_ok(f, a);
    /* The inserted cards go on top, first inserted first: 5, then 1, then 3. */
    int n = g->perf.stack.n;
    assert_int_equal(g->perf.stack.card[n - 1], card("5c1"));
    assert_int_equal(g->perf.stack.card[n - 2], card("Ac1"));
    assert_int_equal(g->perf.stack.card[n - 3], card("3c1"));
}

static void test_S11_extension_is_judged_with_the_extenders_values_before_reduction(void **st)
{
    SsgFixture *f = *st;
    SsgSetup s = people(2);
    s.seat[0].flash = 4;
    SsgGame *g = ssg_fixture_start(f, s);
    /* A novice plays 915 as 612. */
    set_hand(g, 0, "9h1 Ah1 5h1 2d1");
    SsgAction b = play(SSG_ACT_BUILD, 0, "9h1 Ah1 5h1");
    b.reduce[0] = b.reduce[2] = true;
    ssg_ok(f, b);
    assert_int_equal(g->perf.performed[0], 6);
    assert_int_equal(g->perf.performed[2], 2);
    ssg_ok(f, guess(1, "612"));
    ssg_ok(f, ssgame_action(SSG_ACT_DECLINE, 1));
    /* No-one can add a 3 to make 6312 (9315 is not a siteswap), but a 5 makes 9155. */
    set_hand(g, 1, "3c1 5c1 7d1");
    SsgAction three = play(SSG_ACT_EXTEND, 1, "9h1 3c1 Ah1 5h1");
    three.target = 0;
    refused(f, three, "not a siteswap");
    SsgAction five = play(SSG_ACT_EXTEND, 1, "9h1 Ah1 5h1 5c1");
    five.target = 0;
    ssg_ok(f, five);
}

static void test_S12_non_siteswap_trick_recognised_discards_two_and_draws_two(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(2));
    set_hand(g, 0, "2c1 2d1 9h1 9s1");
    SsgAction t = ssgame_action(SSG_ACT_TRICK, 0);
    snprintf(t.text, sizeof t.text, "%s", "Cascade");
    refused(f, t, "not one of the non-siteswap tricks");
    snprintf(t.text, sizeof t.text, "%s", "Mills Mess");
    ssg_ok(f, t);
    refused(f, guess(1, "3"), "guess it by name");
    ssg_ok(f, guess(1, "Box"));
    ssg_ok(f, guess(1, "mills mess"));
    assert_int_equal(g->phase, SSG_PHASE_TRICK_DISCARD);
    refused(f, play(SSG_ACT_DISCARD_TWO, 0, "2c1"), "Discard 2 cards");
    on_top(g, "7h2");
    on_top(g, "6h2");
    ssg_ok(f, play(SSG_ACT_DISCARD_TWO, 0, "2c1 2d1"));
    assert_int_equal(pile_top(&g->discard), card("2d1"));
    assert_true(pile_find(&g->hand[0], card("6h2")) >= 0);
    assert_true(pile_find(&g->hand[0], card("7h2")) >= 0);
    assert_int_equal(g->phase, SSG_PHASE_EXCHANGE); /* then the recogniser's exchange */
}

static void test_S13_skip_ends_the_turn_with_a_draw(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(3));
    ssg_ok(f, ssgame_action(SSG_ACT_SKIP, 0));
    assert_int_equal(g->hand[0].n, 9);
    assert_int_equal(g->turn, 1);
}

/* ---- Playing a pattern that has been played before ---- */

static void test_S14_a_pattern_played_before_needs_a_new_style(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(2));
    set_hand(g, 0, "5h1 3h1 4h1 9s1 9c1");
    build_recognised(f, 0, "5h1 3h1 4h1", "534");
    set_hand(g, 1, "3c1 4c1 5c1 8d1");
    /* 453 is a rotation of 534: the same pattern, so the same style is refused. */
    refused(f, play(SSG_ACT_BUILD, 1, "4c1 5c1 3c1"), "performed before with balls");
    SsgAction clubs = play(SSG_ACT_BUILD, 1, "4c1 5c1 3c1");
    clubs.style.prop = SSG_CLUBS;
    ssg_ok(f, clubs);
    assert_int_equal(g->played_n, 1);
}

/* ---- Reductions ---- */

static void test_S15_reduction_933_as_633_with_highest_flash_8(void **st)
{
    SsgFixture *f = *st;
    SsgSetup s = people(2);
    s.seat[0].flash = 8;
    SsgGame *g = ssg_fixture_start(f, s);
    set_hand(g, 0, "9h1 3h1 3c1 7d1");
    SsgAction a = play(SSG_ACT_BUILD, 0, "9h1 3h1 3c1");
    a.reduce[0] = true;
    ssg_ok(f, a);
    ssg_ok(f, guess(1, "933"));
    assert_int_equal(count_events(f, SSG_EV_GUESS_WRONG), 1); /* the performed pattern is 633 */
    ssg_ok(f, guess(1, "336"));
    assert_int_equal(count_events(f, SSG_EV_GUESS_RIGHT), 1);
}

static void test_S15_reduction_915_as_612_and_9155_as_5155_or_5111_with_flash_4(void **st)
{
    SsgFixture *f = *st;
    SsgSetup s = people(2);
    s.seat[0].flash = 4;
    SsgGame *g = ssg_fixture_start(f, s);
    set_hand(g, 0, "9h1 Ah1 5h1 5c1 2d1");
    SsgAction a = play(SSG_ACT_BUILD, 0, "9h1 Ah1 5h1 5c1");
    a.reduce[0] = true;
    ssg_ok(f, a);
    assert_int_equal(g->perf.performed[0], 5);
    assert_int_equal(g->perf.performed[2], 5);
    ssg_ok(f, ssgame_action(SSG_ACT_DROP, 0));
    ssg_ok(f, ssgame_action(SSG_ACT_SKIP, 1));
    set_hand(g, 0, "9h1 Ah1 5h1 5c1 2d1");
    a.reduce[2] = a.reduce[3] = true;
    ssg_ok(f, a);
    const int expect[] = {5, 1, 1, 1};
    for (int i = 0; i < 4; i++)
        assert_int_equal(g->perf.performed[i], expect[i]);
}

static void test_S15_only_throws_above_the_highest_flash_reduce_and_never_below_zero(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(2)); /* flash 5 */
    set_hand(g, 0, "5h1 3h1 4h1 6c1 Ac1 7d1");
    SsgAction a = play(SSG_ACT_BUILD, 0, "5h1 3h1 4h1");
    a.reduce[0] = true;
    refused(f, a, "only throws above your highest flash");
    /* 6 in 61 (period 2) cannot fall to 4 here without [2], so try 7 1 ... 714 reduced by 3 */
    SsgAction b = play(SSG_ACT_BUILD, 0, "7d1 Ac1 4h1");
    b.reduce[0] = true; /* 7 - 3 = 4 -> 414 */
    ssg_ok(f, b);
    assert_int_equal(g->perf.performed[0], 4);
}

/* ---- Performing ---- */

static void test_S16_performer_can_hand_over_to_the_on_screen_juggler(void **st)
{
    SsgFixture *f = *st;
    SsgSetup s = people(2);
    s.seat[1].kind = SSG_COMPUTER;
    SsgGame *g = ssg_fixture_start(f, s);
    set_hand(g, 0, "5h1 3h1 4h1 8c1");
    ssg_ok(f, play(SSG_ACT_BUILD, 0, "5h1 3h1 4h1"));
    assert_false(g->perf.on_screen);
    refused(f, ssgame_action(SSG_ACT_SCREEN, 1), "Only Player 1");
    ssg_ok(f, ssgame_action(SSG_ACT_SCREEN, 0));
    assert_true(g->perf.on_screen);
    refused(f, ssgame_action(SSG_ACT_SCREEN, 0), "already");
    /* Computer players always use the screen. */
    ssg_ok(f, ssgame_action(SSG_ACT_DROP, 0));
    set_hand(g, 1, "5c1 3c1 4c1 8d1");
    ssg_ok(f, play(SSG_ACT_BUILD, 1, "5c1 3c1 4c1"));
    assert_true(g->perf.on_screen);
}

static void test_S18_unrecognised_pattern_may_be_laid_down_after_the_cycles(void **st)
{
    SsgFixture *f = *st;
    SsgSetup s = people(2);
    s.cycles = 5;
    SsgGame *g = ssg_fixture_start(f, s);
    set_hand(g, 0, "5h1 3h1 4h1 8c1");
    ssg_ok(f, play(SSG_ACT_BUILD, 0, "5h1 3h1 4h1"));
    for (int i = 0; i < 4; i++)
        ssg_ok(f, ssgame_action(SSG_ACT_CYCLE, 0));
    refused(f, ssgame_action(SSG_ACT_LAY_DOWN, 0), "after 5 cycles; 4 shown");
    ssg_ok(f, ssgame_action(SSG_ACT_CYCLE, 0));
    ssg_ok(f, ssgame_action(SSG_ACT_LAY_DOWN, 0));
    assert_int_equal(g->revealed_n, 1);
    assert_int_equal(g->hand[0].n, 1 + 1); /* the 8 back, plus the end-of-turn draw */
    assert_int_equal(g->turn, 1);
    SsgError err;
    s.cycles = 4;
    assert_false(ssgame_check_setup(&s, &err));
    s.cycles = 51;
    assert_false(ssgame_check_setup(&s, &err));
}

static void test_S18_a_drop_takes_the_cards_back_and_ends_the_turn_as_a_skip(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(2));
    set_hand(g, 0, "5h1 3h1 4h1 8c1");
    ssg_ok(f, play(SSG_ACT_BUILD, 0, "5h1 3h1 4h1"));
    ssg_ok(f, ssgame_action(SSG_ACT_DROP, 0));
    assert_int_equal(g->hand[0].n, 5);
    assert_int_equal(g->revealed_n, 0);
    assert_int_equal(g->played_n, 0); /* a dropped attempt stays secret */
    assert_int_equal(g->turn, 1);
}

static void test_S19_hints_are_given_one_at_a_time_to_everyone(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(3));
    set_hand(g, 0, "7h1 4h1 Ah1 8c1");
    ssg_ok(f, play(SSG_ACT_BUILD, 0, "7h1 4h1 Ah1"));
    SsgAction h = ssgame_action(SSG_ACT_HINT, 0);
    h.hint = SSG_HINT_BALLS;
    ssg_ok(f, h);
    assert_int_equal(f->ev.ev[0].value, 4);
    refused(f, h, "already");
    h.hint = SSG_HINT_PERIOD;
    ssg_ok(f, h);
    assert_int_equal(f->ev.ev[0].value, 3);
    h.hint = SSG_HINT_HIGHEST;
    ssg_ok(f, h);
    assert_int_equal(f->ev.ev[0].value, 7);
    SsgView *v = malloc(sizeof *v);
    ssgame_view(g, -1, v);
    assert_int_equal(v->perf.hint_value[SSG_HINT_BALLS], 4);
    assert_int_equal(v->perf.hint_value[SSG_HINT_PERIOD], 3);
    free(v);
    h.seat = 1;
    refused(f, h, "Only Player 1");
}

static void test_S20_catch_rule_lays_down_after_max_of_highest_throw_and_three_periods(void **st)
{
    SsgFixture *f = *st;
    SsgSetup s = people(2);
    s.catch_rule = true;
    SsgGame *g = ssg_fixture_start(f, s);
    set_hand(g, 0, "9h1 3h1 10h1 8c1");
    /* 930: max(9, 3 x 3) = 9 throws = 3 cycles */
    ssg_ok(f, play(SSG_ACT_BUILD, 0, "9h1 3h1 10h1"));
    assert_int_equal(ssgame_catch_cycles(g), 3);
    ssg_ok(f, ssgame_action(SSG_ACT_CYCLE, 0));
    ssg_ok(f, guess(1, "309"));
    assert_int_equal(g->phase, SSG_PHASE_PERFORM); /* recognised, not yet laid down */
    refused(f, guess(1, "930"), "recognised it already");
    ssg_ok(f, ssgame_action(SSG_ACT_CYCLE, 0));
    assert_int_equal(g->revealed_n, 0);
    ssg_ok(f, ssgame_action(SSG_ACT_CYCLE, 0));
    assert_int_equal(g->revealed_n, 1);
    assert_int_equal(g->phase, SSG_PHASE_EXCHANGE);
}

static void test_S17_views_never_give_away_private_cards_or_the_stack(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(3));
    set_hand(g, 0, "5h1 3h1 4h1 8c1");
    ssg_ok(f, play(SSG_ACT_BUILD, 0, "5h1 3h1 4h1"));
    SsgView *v = malloc(sizeof *v);
    for (int viewer = -1; viewer < 3; viewer++) {
        ssgame_view(g, viewer, v);
        assert_int_equal(v->setup.seed, 0);
        if (viewer == 1 || viewer == 2)
            assert_int_equal(v->hand.n, g->hand[viewer].n);
        else
            assert_int_equal(v->hand.n, 0); /* the performer's hand is in the stack */
        assert_int_equal(v->perf.own_n, viewer == 0 ? 3 : 0);
        /* No other seat's cards in the view's own hand. */
        for (int i = 0; i < v->hand.n; i++)
            assert_true(viewer >= 0 && pile_find(&g->hand[viewer], v->hand.card[i]) >= 0);
    }
    free(v);
}

/* ---- Guessing ---- */

static void test_S21_any_other_seat_may_guess_but_not_the_performer(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(3));
    refused(f, guess(1, "534"), "while a pattern is performed");
    set_hand(g, 0, "5h1 3h1 4h1 8c1");
    ssg_ok(f, play(SSG_ACT_BUILD, 0, "5h1 3h1 4h1"));
    refused(f, guess(0, "534"), "cannot guess their own");
    refused(f, guess(2, "5x3"), "not a siteswap");
    refused(f, guess(2, "(4,2x)"), "plain siteswap");
    ssg_ok(f, guess(2, "441"));
    ssg_ok(f, guess(1, "345"));
    assert_int_equal(count_events(f, SSG_EV_GUESS_RIGHT), 1);
    assert_int_equal(g->perf.recognised_by, 1);
}

static void test_S22_wild_guess_penalty_draws_from_the_second_wrong_guess(void **st)
{
    SsgFixture *f = *st;
    SsgSetup s = people(2);
    s.guess_penalty = true;
    SsgGame *g = ssg_fixture_start(f, s);
    set_hand(g, 0, "5h1 3h1 4h1 8c1");
    ssg_ok(f, play(SSG_ACT_BUILD, 0, "5h1 3h1 4h1"));
    int before = g->hand[1].n;
    ssg_ok(f, guess(1, "441"));
    assert_int_equal(g->hand[1].n, before);
    ssg_ok(f, guess(1, "531"));
    assert_int_equal(g->hand[1].n, before + 1);
    ssg_ok(f, guess(1, "51"));
    assert_int_equal(g->hand[1].n, before + 2);
    /* Without the option, wrong guesses cost nothing. */
    g = ssg_fixture_start(f, people(2));
    set_hand(g, 0, "5h1 3h1 4h1 8c1");
    ssg_ok(f, play(SSG_ACT_BUILD, 0, "5h1 3h1 4h1"));
    before = g->hand[1].n;
    ssg_ok(f, guess(1, "441"));
    ssg_ok(f, guess(1, "531"));
    assert_int_equal(g->hand[1].n, before);
}

static void test_S23_recognised_cards_are_revealed_one_at_a_time_from_the_top(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(2));
    set_hand(g, 0, "5h1 3h1 4h1 8c1 2c1");
    ssg_ok(f, play(SSG_ACT_BUILD, 0, "5h1 3h1 4h1"));
    ssg_ok(f, guess(1, "534"));
    const char *order[] = {"5h1", "3h1", "4h1"};
    int k = 0;
    for (int i = 0; i < f->ev.n; i++)
        if (f->ev.ev[i].kind == SSG_EV_REVEALED) {
            assert_int_equal(f->ev.ev[i].card, card(order[k]));
            assert_int_equal(f->ev.ev[i].value, k);
            k++;
        }
    assert_int_equal(k, 3);
    assert_int_equal(g->revealed_n, 1);
    assert_int_equal(g->revealed[0].laid_by, 0);
    assert_int_equal(g->hand[0].n, 2); /* the rest back in the hand */
}

static void test_S24_recogniser_may_exchange_one_card_from_either_pile_or_decline(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(3));
    set_hand(g, 0, "5h1 3h1 4h1 8c1");
    ssg_ok(f, play(SSG_ACT_BUILD, 0, "5h1 3h1 4h1"));
    ssg_ok(f, guess(2, "534"));
    assert_int_equal(g->phase, SSG_PHASE_EXCHANGE);
    refused(f, ssgame_action(SSG_ACT_DECLINE, 1), "no exchange");
    int top = pile_top(&g->discard);
    SsgAction take = ssgame_action(SSG_ACT_TAKE, 2);
    take.source = SSG_FROM_DISCARD;
    int before = g->hand[2].n;
    ssg_ok(f, take);
    assert_true(pile_find(&g->hand[2], top) >= 0);
    refused(f, ssgame_action(SSG_ACT_DECLINE, 2), "now discard");
    SsgAction d = ssgame_action(SSG_ACT_DISCARD, 2);
    d.card = g->hand[2].card[0];
    ssg_ok(f, d);
    assert_int_equal(g->hand[2].n, before);
    assert_int_equal(pile_top(&g->discard), d.card);
    assert_int_equal(g->turn, 1);
    /* From the pick-up pile, and declining. */
    set_hand(g, 1, "5c1 3c1 4c1 8d1");
    SsgAction b = play(SSG_ACT_BUILD, 1, "5c1 3c1 4c1");
    b.style.hand = SSG_LEFT;
    ssg_ok(f, b);
    ssg_ok(f, guess(0, "534"));
    on_top(g, "9d2");
    take = ssgame_action(SSG_ACT_TAKE, 0);
    take.source = SSG_FROM_PICKUP;
    ssg_ok(f, take);
    assert_true(pile_find(&g->hand[0], card("9d2")) >= 0);
    d = ssgame_action(SSG_ACT_DISCARD, 0);
    d.card = card("9d2");
    ssg_ok(f, d);
    set_hand(g, 2, "5d1 3d1 4d1 8s1");
    b = play(SSG_ACT_BUILD, 2, "5d1 3d1 4d1");
    b.style.prop = SSG_RINGS;
    ssg_ok(f, b);
    ssg_ok(f, guess(1, "534"));
    ssg_ok(f, ssgame_action(SSG_ACT_DECLINE, 1));
    assert_int_equal(g->turn, 0);
}

/* ---- End of turn ---- */

static void test_S25_end_of_turn_draws_one_or_two_with_the_advanced_option(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(2));
    set_hand(g, 0, "5h1 3h1 4h1 8c1 2c1");
    build_recognised(f, 0, "5h1 3h1 4h1", "534");
    assert_int_equal(g->hand[0].n, 3);
    SsgSetup s = people(2);
    s.advanced = true;
    g = ssg_fixture_start(f, s);
    set_hand(g, 0, "5h1 3h1 4h1 8c1 2c1");
    build_recognised(f, 0, "5h1 3h1 4h1", "534");
    assert_int_equal(g->hand[0].n, 4);
}

static void test_S25_no_draw_after_a_successful_extension(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(2));
    set_hand(g, 0, "4h1 2h1 3h1 9s1");
    build_recognised(f, 0, "4h1 2h1 3h1", "423");
    set_hand(g, 1, "5c1 Ac1 3c1 8d1");
    SsgAction a = play(SSG_ACT_EXTEND, 1, "4h1 5c1 Ac1 2h1 3c1 3h1");
    a.target = 0;
    ssg_ok(f, a);
    ssg_ok(f, guess(0, "451233"));
    ssg_ok(f, ssgame_action(SSG_ACT_DECLINE, 0));
    assert_int_equal(g->hand[1].n, 1); /* only the 8: no draw */
    assert_int_equal(g->revealed[0].cards.n, 6);
    assert_int_equal(g->revealed[0].laid_by, 1);
}

static void test_S25_a_failed_extension_draws_as_after_a_skip(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(2));
    set_hand(g, 0, "4h1 2h1 3h1 9s1");
    build_recognised(f, 0, "4h1 2h1 3h1", "423");
    set_hand(g, 1, "5c1 Ac1 3c1 8d1");
    SsgAction a = play(SSG_ACT_EXTEND, 1, "4h1 5c1 Ac1 2h1 3c1 3h1");
    a.target = 0;
    ssg_ok(f, a);
    ssg_ok(f, ssgame_action(SSG_ACT_DROP, 1));
    assert_int_equal(g->hand[1].n, 5);
    assert_int_equal(g->revealed[0].cards.n, 3);
}

/* The log says a drop is a drop (the button and the summary say "Dropped"), and a trick given up
 * ("Give up") is said as such. */
static void test_a_drop_is_logged_as_a_drop_and_a_trick_as_given_up(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(2));
    set_hand(g, 0, "4h1 2h1 3h1 9s1");
    ssg_ok(f, play(SSG_ACT_BUILD, 0, "4h1 2h1 3h1"));
    ssg_ok(f, ssgame_action(SSG_ACT_DROP, 0));
    const SsgEvent *drop = NULL;
    for (int i = 0; i < f->ev.n; i++)
        if (f->ev.ev[i].kind == SSG_EV_DROPPED)
            drop = &f->ev.ev[i];
    assert_non_null(drop);
    assert_int_equal(drop->value, 0);
    char line[SSG_TEXT_SIZE];
    ssgame_event_text(&g->setup, drop, line, sizeof line);
    assert_non_null(strstr(line, "dropped"));
    SsgEvent trick = *drop;
    trick.value = 1;
    ssgame_event_text(&g->setup, &trick, line, sizeof line);
    assert_non_null(strstr(line, "gave up the trick"));
}

static void test_S26_a_seat_with_fewer_than_3_cards_may_draw_at_any_time(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(3));
    set_hand(g, 2, "7c1 8c1");
    refused(f, ssgame_action(SSG_ACT_LOW_DRAW, 1), "fewer than 3");
    ssg_ok(f, ssgame_action(SSG_ACT_LOW_DRAW, 2)); /* not its turn: any time */
    assert_int_equal(g->hand[2].n, 3);
    refused(f, ssgame_action(SSG_ACT_LOW_DRAW, 2), "fewer than 3");
    /* A performer holds its face-down stack. */
    set_hand(g, 0, "5h1 3h1 4h1");
    ssg_ok(f, play(SSG_ACT_BUILD, 0, "5h1 3h1 4h1"));
    refused(f, ssgame_action(SSG_ACT_LOW_DRAW, 0), "fewer than 3");
}

static void test_S27_an_empty_pickup_pile_is_refilled_by_turning_the_discard_pile_over(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(2));
    /* Move the whole pick-up pile onto the discard pile, in order, ending with 4c2 on top. */
    while (g->pickup.n > 0)
        pile_push(&g->discard, pile_pop(&g->pickup));
    int bottom = g->discard.card[0], second = g->discard.card[1];
    int n = g->discard.n;
    ssg_ok(f, ssgame_action(SSG_ACT_SKIP, 0));
    assert_int_equal(count_events(f, SSG_EV_PILE_TURNED), 1);
    /* Turned over, not shuffled: the old bottom card is turned up, the next one drawn. */
    assert_int_equal(pile_top(&g->discard), bottom);
    assert_int_equal(g->hand[0].card[g->hand[0].n - 1], second);
    assert_int_equal(g->pickup.n, n - 2);
    assert_int_equal(g->reshuffles, 1);
}

static void test_S27_a_draw_does_nothing_when_both_piles_are_empty(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(2));
    /* Everything into seat 1's hand but one discard card. */
    while (g->pickup.n > 0)
        pile_push(&g->hand[1], pile_pop(&g->pickup));
    int before = g->hand[0].n;
    ssg_ok(f, ssgame_action(SSG_ACT_SKIP, 0));
    assert_int_equal(g->hand[0].n, before);
    assert_int_equal(count_events(f, SSG_EV_NOTHING_TO_DRAW), 1);
    while (g->hand[0].n > 1)
        pile_push(&g->hand[1], pile_pop(&g->hand[0]));
    refused(f, ssgame_action(SSG_ACT_LOW_DRAW, 0), "nothing to draw");
}

/* ---- End of the game ---- */

static void test_S28_the_first_seat_with_no_cards_wins_at_once(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(3));
    set_hand(g, 0, "5h1 3h1 4h1");
    ssg_ok(f, play(SSG_ACT_BUILD, 0, "5h1 3h1 4h1"));
    ssg_ok(f, guess(1, "534"));
    assert_int_equal(g->phase, SSG_PHASE_OVER);
    assert_int_equal(g->place[0], 1);
    assert_int_equal(count_events(f, SSG_EV_WON), 1);
    refused(f, ssgame_action(SSG_ACT_DECLINE, 1), "game is over");
}

static void test_S28_the_game_can_go_on_for_places(void **st)
{
    SsgFixture *f = *st;
    SsgSetup s = people(3);
    s.play_for_places = true;
    SsgGame *g = ssg_fixture_start(f, s);
    set_hand(g, 0, "5h1 3h1 4h1");
    ssg_ok(f, play(SSG_ACT_BUILD, 0, "5h1 3h1 4h1"));
    ssg_ok(f, guess(1, "534"));
    assert_int_equal(g->place[0], 1);
    assert_int_equal(g->phase, SSG_PHASE_EXCHANGE); /* the recogniser still exchanges */
    ssg_ok(f, ssgame_action(SSG_ACT_DECLINE, 1));
    assert_int_equal(g->turn, 1);
    refused(f, ssgame_action(SSG_ACT_SKIP, 0), "has finished");
    set_hand(g, 1, "6c1 4c1 2c1");
    ssg_ok(f, play(SSG_ACT_BUILD, 1, "6c1 4c1 2c1"));
    ssg_ok(f, guess(2, "642"));
    assert_int_equal(g->place[1], 2);
    assert_int_equal(g->place[2], 3);
    assert_int_equal(g->phase, SSG_PHASE_OVER);
}

/* ---- Events, saves, determinism, self-play ---- */

static void test_events_hide_other_seats_drawn_cards(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(2));
    ssg_ok(f, ssgame_action(SSG_ACT_SKIP, 0));
    const SsgEvent *drew = NULL;
    for (int i = 0; i < f->ev.n; i++)
        if (f->ev.ev[i].kind == SSG_EV_DREW)
            drew = &f->ev.ev[i];
    assert_non_null(drew);
    assert_true(ssgame_event_for(drew, 0).card >= 0);
    assert_int_equal(ssgame_event_for(drew, 1).card, -1);
    assert_int_equal(ssgame_event_for(drew, -1).card, -1);
    char text[128];
    SsgEvent hidden = ssgame_event_for(drew, 1);
    ssgame_event_text(&g->setup, &hidden, text, sizeof text);
    assert_string_equal(text, "Player 1 drew a card");
}

/* Plays a game of computer players to the end (or max actions). */
static void self_play(SsgFixture *f, SsgSetup s, int max_actions)
{
    SsgGame *g = ssg_fixture_start(f, s);
    for (int i = 0; i < max_actions && g->phase != SSG_PHASE_OVER; i++) {
        f->ev.n = 0;
        int r = ssai_step(g, &f->ev, &f->err);
        if (r < 0)
            fail_msg("seed %llu: %s", (unsigned long long)s.seed, f->err.message);
        assert_int_equal(r, 1);
        if (!ssgame_invariants(g, &f->err))
            fail_msg("seed %llu: %s", (unsigned long long)s.seed, f->err.message);
    }
}

static SsgSetup computers(int seats, uint64_t seed)
{
    SsgSetup s = ssgame_default_setup();
    s.seats = seats;
    s.seed = seed;
    for (int i = 0; i < seats; i++) {
        s.seat[i].kind = SSG_COMPUTER;
        s.seat[i].level = (SsgLevel)(i % 3);
        s.seat[i].flash = 3 + (int)((seed + (uint64_t)i) % 9);
    }
    return s;
}

/* ---- The edges settled by the audit (S29-S34) ---- */

static void test_S7_rule_options_are_off_by_default(void **st)
{
    (void)st;
    SsgSetup s = ssgame_default_setup();
    assert_false(s.catch_rule);
    assert_false(s.advanced);
    assert_false(s.guess_penalty);
    assert_false(s.play_for_places);
    assert_int_equal(s.cycles, 20);
}

static void test_S29_a_reduction_may_not_leave_one_value_633_as_333(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(2));
    set_hand(g, 0, "6h1 3h1 3c1 4d1");
    SsgAction a = play(SSG_ACT_BUILD, 0, "6h1 3h1 3c1");
    a.reduce[0] = true;
    refused(f, a, "one value only");
    a.reduce[0] = false;
    ssg_ok(f, a); /* juggled as it is, 633 is fine */
}

/* The save of a real game whose starting seat holds a 6 and two 3s, with that build reduced to
 * 333 as its only action: the loader names the line. */
static void test_S29_a_save_juggling_633_as_333_is_refused_at_that_line(void **st)
{
    SsgFixture *f = *st;
    for (uint64_t seed = 1; seed < 5000; seed++) {
        SsgSetup s = people(2);
        s.seed = seed;
        SsgGame *g = ssg_fixture_start(f, s);
        int six = -1, three[2] = {-1, -1};
        for (int i = 0; i < g->hand[0].n; i++) {
            int c = g->hand[0].card[i], v = ssgame_card_value(g, 0, c);
            if (v == 6 && six < 0)
                six = c;
            else if (v == 3 && three[0] < 0)
                three[0] = c;
            else if (v == 3 && three[1] < 0)
                three[1] = c;
        }
        if (six < 0 || three[1] < 0)
            continue;
        char *text = ssgame_save(g);
        assert_non_null(text);
        char *end = strstr(text, "end 0");
        assert_non_null(end);
        *end = '\0';
        int line = 1;
        for (const char *c = text; *c; c++)
            line += *c == '\n';
        char t6[DECK_CARD_TEXT], ta[DECK_CARD_TEXT], tb[DECK_CARD_TEXT], save[2048];
        deck_card_text(six, t6, sizeof t6);
        deck_card_text(three[0], ta, sizeof ta);
        deck_card_text(three[1], tb, sizeof tb);
        snprintf(save, sizeof save, "%sbuild 1 %s %s %s style balls right normal reduce 1\nend 1\n",
                 text, t6, ta, tb);
        free(text);
        SsgGame loaded;
        assert_false(ssgame_load(&loaded, save, strlen(save), &f->tricks, &f->err));
        char where[32];
        snprintf(where, sizeof where, "line %d:", line);
        if (!strstr(f->err.message, where) || !strstr(f->err.message, "one value only"))
            fail_msg("refused with \"%s\", not at %s for one value", f->err.message, where);
        return;
    }
    fail_msg("no deal gave the starting seat a 6 and two 3s");
}

static void test_S30_the_discard_pile_is_turned_over_the_moment_the_pickup_pile_runs_out(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(2));
    /* One card left to pick up; everything else on the discard pile. */
    while (g->pickup.n > 1)
        pile_push(&g->discard, pile_pop(&g->pickup));
    int last = g->pickup.card[0], discards = g->discard.n;
    ssg_ok(f, ssgame_action(SSG_ACT_SKIP, 0));
    assert_int_equal(g->hand[0].card[g->hand[0].n - 1], last);
    /* Turned over within the same action, before anyone needs to draw again. */
    assert_int_equal(count_events(f, SSG_EV_PILE_TURNED), 1);
    assert_int_equal(g->pickup.n, discards - 1);
    assert_int_equal(g->discard.n, 1);
    assert_int_equal(g->reshuffles, 1);
}

static void test_S31_named_then_dropped_under_the_catch_rule_counts_as_performed(void **st)
{
    SsgFixture *f = *st;
    SsgSetup s = people(2);
    s.catch_rule = true;
    SsgGame *g = ssg_fixture_start(f, s);
    set_hand(g, 0, "5h1 3h1 4h1 2c1");
    ssg_ok(f, play(SSG_ACT_BUILD, 0, "5h1 3h1 4h1"));
    ssg_ok(f, guess(1, "534"));
    assert_int_equal(g->phase, SSG_PHASE_PERFORM); /* named, not enough catches yet */
    ssg_ok(f, ssgame_action(SSG_ACT_DROP, 0));
    assert_int_equal(g->hand[0].n, 5); /* the cards came back, and the end-of-turn draw */
    assert_int_equal(g->played_n, 1);
    ssg_ok(f, ssgame_action(SSG_ACT_SKIP, 1));
    refused(f, play(SSG_ACT_BUILD, 0, "4h1 5h1 3h1"), "performed before");
    SsgAction a = play(SSG_ACT_BUILD, 0, "4h1 5h1 3h1");
    a.style.prop = SSG_CLUBS;
    ssg_ok(f, a);
    /* Dropped before anyone named it, a pattern was never performed. */
    ssg_ok(f, ssgame_action(SSG_ACT_DROP, 0));
    ssg_ok(f, ssgame_action(SSG_ACT_SKIP, 1));
    set_hand(g, 0, "6h1 4c1 2h1");
    ssg_ok(f, play(SSG_ACT_BUILD, 0, "6h1 4c1 2h1"));
    ssg_ok(f, ssgame_action(SSG_ACT_DROP, 0));
    assert_int_equal(g->played_n, 1);
}

static void test_S32_a_trick_keeps_its_own_movement(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(2));
    SsgAction a = ssgame_action(SSG_ACT_TRICK, 0);
    snprintf(a.text, sizeof a.text, "Mills Mess");
    a.style.move = SSG_MOVE_REVERSE;
    refused(f, a, "contradicts");
    a.style.move = SSG_MOVE_MILLS_MESS; /* its own movement: the same as "normal" */
    ssg_ok(f, a);
    ssg_ok(f, guess(1, "Mills Mess"));
    SsgAction two = ssgame_action(SSG_ACT_DISCARD_TWO, 0);
    two.n = 2;
    two.cards[0] = g->hand[0].card[0];
    two.cards[1] = g->hand[0].card[1];
    ssg_ok(f, two);
    ssg_ok(f, ssgame_action(SSG_ACT_DECLINE, 1));
    ssg_ok(f, ssgame_action(SSG_ACT_SKIP, 1));
    /* A repeat with only the movement changed is the same style. */
    a.style.move = SSG_MOVE_NORMAL;
    refused(f, a, "performed before");
    a.style.hand = SSG_LEFT;
    ssg_ok(f, a);
    /* A trick whose own movement is none of the three takes only "normal". */
    ssg_ok(f, ssgame_action(SSG_ACT_DROP, 0));
    ssg_ok(f, ssgame_action(SSG_ACT_SKIP, 1));
    SsgAction b = ssgame_action(SSG_ACT_TRICK, 0);
    snprintf(b.text, sizeof b.text, "Burke's Barrage");
    b.style.move = SSG_MOVE_MILLS_MESS;
    refused(f, b, "contradicts");
    b.style.move = SSG_MOVE_NORMAL;
    ssg_ok(f, b);
}

static void test_S33_a_finished_seat_may_guess_but_never_draws(void **st)
{
    SsgFixture *f = *st;
    SsgSetup s = people(3);
    s.play_for_places = true;
    s.guess_penalty = true;
    SsgGame *g = ssg_fixture_start(f, s);
    set_hand(g, 0, "5h1 3h1 4h1");
    ssg_ok(f, play(SSG_ACT_BUILD, 0, "5h1 3h1 4h1"));
    ssg_ok(f, guess(1, "534"));
    ssg_ok(f, ssgame_action(SSG_ACT_DECLINE, 1));
    assert_int_equal(g->place[0], 1);
    refused(f, ssgame_action(SSG_ACT_LOW_DRAW, 0), "cannot draw");
    set_hand(g, 1, "6c1 4c1 2c1 9d1");
    ssg_ok(f, play(SSG_ACT_BUILD, 1, "6c1 4c1 2c1"));
    /* Two wrong guesses would cost a card under [3]: a finished seat draws nothing. */
    ssg_ok(f, guess(0, "441"));
    ssg_ok(f, guess(0, "531"));
    assert_int_equal(g->hand[0].n, 0);
    assert_int_equal(count_events(f, SSG_EV_DREW), 0);
    ssg_ok(f, guess(0, "642"));
    /* Recognised by a finished seat: no exchange, the turn ends. */
    assert_int_equal(g->phase, SSG_PHASE_TURN);
    assert_int_equal(g->turn, 2);
    assert_int_equal(g->hand[0].n, 0);
}

static void test_S34_a_round_with_empty_piles_and_nothing_laid_ends_the_game(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(3));
    /* Seat 2 holds every card of the piles but one, so nothing can be drawn. The first turn
     * began with cards to draw (they went during it), so the round starts with the next. */
    while (g->pickup.n > 0)
        pile_push(&g->hand[2], pile_pop(&g->pickup));
    ssg_ok(f, ssgame_action(SSG_ACT_SKIP, 0));
    ssg_ok(f, ssgame_action(SSG_ACT_SKIP, 1));
    ssg_ok(f, ssgame_action(SSG_ACT_SKIP, 2));
    assert_int_equal(g->phase, SSG_PHASE_TURN);
    ssg_ok(f, ssgame_action(SSG_ACT_SKIP, 0));
    assert_int_equal(g->phase, SSG_PHASE_OVER);
    assert_int_equal(g->end_reason, SSG_END_STALEMATE);
    /* Fewest cards first; seats 0 and 1 hold 8 each and share the first place. */
    assert_int_equal(g->place[0], 1);
    assert_int_equal(g->place[1], 1);
    assert_int_equal(g->place[2], 3);
    assert_int_equal(count_events(f, SSG_EV_WON), 3);
    SsgView v;
    ssgame_view(g, -1, &v);
    assert_int_equal(v.end_reason, SSG_END_STALEMATE);
    char why[SSG_TEXT_SIZE], line[SSG_TEXT_SIZE];
    ssgame_end_text(v.end_reason, why, sizeof why);
    assert_non_null(strstr(why, "fewest cards wins"));
    ssgame_event_text(&g->setup, &f->ev.ev[f->ev.n - 1], line, sizeof line);
    assert_non_null(strstr(line, "a round passed with no card laid"));
}

static void test_S34_a_pattern_laid_down_starts_the_round_again(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(3));
    set_hand(g, 1, "5h1 3h1 4h1 2c1");
    while (g->pickup.n > 0)
        pile_push(&g->hand[2], pile_pop(&g->pickup));
    ssg_ok(f, ssgame_action(SSG_ACT_SKIP, 0));
    build_recognised(f, 1, "5h1 3h1 4h1", "534");
    ssg_ok(f, ssgame_action(SSG_ACT_SKIP, 2));
    ssg_ok(f, ssgame_action(SSG_ACT_SKIP, 0));
    assert_int_not_equal(g->phase, SSG_PHASE_OVER);
    ssg_ok(f, ssgame_action(SSG_ACT_SKIP, 1));
    assert_int_equal(g->phase, SSG_PHASE_OVER);
    assert_int_equal(g->place[1], 1); /* one card left */
}

/* ---- Computer players (S35, S36) ---- */

/* Seat 0, a person, lays cards; the other seats are computers of the given level. */
static SsgGame *person_and_computers(SsgFixture *f, int seats, SsgLevel level, uint64_t seed)
{
    SsgSetup s = people(seats);
    s.seed = seed;
    for (int i = 1; i < seats; i++) {
        s.seat[i].kind = SSG_COMPUTER;
        s.seat[i].level = level;
    }
    return ssg_fixture_start(f, s);
}

static void test_S35_computers_cannot_see_a_pattern_juggled_for_real(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = person_and_computers(f, 4, SSG_HARD, 3);
    set_hand(g, 0, "5h1 3h1 4h1 2c1");
    ssg_ok(f, play(SSG_ACT_BUILD, 0, "5h1 3h1 4h1"));
    SsgView v;
    ssgame_view(g, 1, &v);
    assert_int_equal(v.perf.seen_n, 0);
    for (int c = 0; c < 20; c++) {
        ssg_ok(f, ssgame_action(SSG_ACT_CYCLE, 0));
        f->ev.n = 0;
        assert_int_equal(ssai_watch(g, &f->ev, &f->err), 0);
    }
    /* Handed to the screen, the same pattern is soon named. */
    ssg_ok(f, ssgame_action(SSG_ACT_SCREEN, 0));
    ssgame_view(g, 1, &v);
    assert_int_equal(v.perf.seen_n, 3);
    for (int c = 0; c < 30 && g->perf.recognised_by < 0; c++) {
        ssg_ok(f, ssgame_action(SSG_ACT_CYCLE, 0));
        f->ev.n = 0;
        while (g->phase == SSG_PHASE_PERFORM && ssai_watch(g, &f->ev, &f->err) == 1)
            f->ev.n = 0;
    }
    assert_int_not_equal(g->phase, SSG_PHASE_PERFORM);
}

static void test_S35_computers_guess_real_juggling_from_hints_only_when_one_pattern_fits(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = person_and_computers(f, 2, SSG_HARD, 5);
    set_hand(g, 0, "3h1 10h1 10c1 2c1");
    ssg_ok(f, play(SSG_ACT_BUILD, 0, "3h1 10h1 10c1"));
    SsgAction h = ssgame_action(SSG_ACT_HINT, 0);
    h.hint = SSG_HINT_BALLS;
    ssg_ok(f, h);
    h.hint = SSG_HINT_PERIOD;
    ssg_ok(f, h);
    /* One ball in period 3 could still be 300 or 201: no guess. */
    for (int c = 0; c < 10; c++) {
        ssg_ok(f, ssgame_action(SSG_ACT_CYCLE, 0));
        f->ev.n = 0;
        assert_int_equal(ssai_watch(g, &f->ev, &f->err), 0);
    }
    h.hint = SSG_HINT_HIGHEST;
    ssg_ok(f, h);
    bool said = false;
    for (int c = 0; c < 30 && g->phase == SSG_PHASE_PERFORM; c++) {
        ssg_ok(f, ssgame_action(SSG_ACT_CYCLE, 0));
        f->ev.n = 0;
        if (ssai_watch(g, &f->ev, &f->err) != 1)
            continue;
        assert_int_equal(count_events(f, SSG_EV_GUESS_RIGHT), 1);
        for (int i = 0; i < f->ev.n; i++)
            if (f->ev.ev[i].kind == SSG_EV_REMARK && f->ev.ev[i].seat == 1 &&
                strstr(f->ev.ev[i].text, "highest throw 3"))
                said = true;
    }
    assert_int_not_equal(g->phase, SSG_PHASE_PERFORM);
    assert_true(said);
}

/* After one cycle of a period-5 pattern on screen, no computer of any level names it, over
 * many decision seeds. */
static void test_S35_no_computer_names_a_period_5_pattern_in_its_first_cycle(void **st)
{
    SsgFixture *f = *st;
    for (uint64_t seed = 1; seed <= 60; seed++) {
        SsgGame *g = person_and_computers(f, 4, (SsgLevel)(seed % 3), seed);
        set_hand(g, 0, "5h1 5c1 5d1 10h1 10c1 2c1");
        SsgAction a = play(SSG_ACT_BUILD, 0, "5h1 5c1 5d1 10h1 10c1");
        a.on_screen = true;
        ssg_ok(f, a);
        ssg_ok(f, ssgame_action(SSG_ACT_CYCLE, 0));
        f->ev.n = 0;
        assert_int_equal(ssai_watch(g, &f->ev, &f->err), 0);
    }
}

/* An easy computer watching a period-6 pattern on screen names it before the fifth cycle in
 * fewer than 1 game in 10. */
static void test_S35_an_easy_computer_rarely_names_a_period_6_pattern_before_5_cycles(void **st)
{
    SsgFixture *f = *st;
    int early = 0, games = 60;
    for (uint64_t seed = 1; seed <= (uint64_t)games; seed++) {
        SsgGame *g = person_and_computers(f, 2, SSG_EASY, seed);
        set_hand(g, 0, "5h1 5c1 5d1 10h1 10c1 3h1 2c1");
        SsgAction a = play(SSG_ACT_BUILD, 0, "5h1 5c1 5d1 10h1 10c1 3h1");
        a.on_screen = true;
        ssg_ok(f, a);
        for (int c = 1; c < 5 && g->perf.recognised_by < 0; c++) {
            ssg_ok(f, ssgame_action(SSG_ACT_CYCLE, 0));
            f->ev.n = 0;
            assert_true(ssai_watch(g, &f->ev, &f->err) >= 0);
        }
        early += g->perf.recognised_by >= 0;
    }
    assert_true(early * 10 < games);
}

/* Every wrong guess the computers make in self-play has as many balls as the pattern shown and
 * is a real siteswap (computers give no hints, so the balls are what must agree). */
static void test_S35_wrong_guesses_keep_the_number_of_balls(void **st)
{
    SsgFixture *f = *st;
    int wrong = 0;
    for (uint64_t seed = 1; seed <= 25; seed++) {
        SsgGame *g = ssg_fixture_start(f, computers(2 + (int)(seed % 5), seed * 13));
        for (int i = 0; i < 20000 && g->phase != SSG_PHASE_OVER; i++) {
            f->ev.n = 0;
            assert_int_equal(ssai_step(g, &f->ev, &f->err), 1);
            for (int e = 0; e < f->ev.n; e++) {
                if (f->ev.ev[e].kind != SSG_EV_GUESS_WRONG || g->perf.kind == SSG_PLAY_TRICK)
                    continue;
                Siteswap *guessed = siteswap_parse(f->ev.ev[e].text, NULL);
                Siteswap *shown = siteswap_from_values(g->perf.performed, g->perf.n);
                assert_non_null(guessed);
                assert_non_null(shown);
                int guessed_balls = siteswap_balls(guessed), shown_balls = siteswap_balls(shown);
                int guessed_period = siteswap_period(guessed);
                siteswap_free(guessed);
                siteswap_free(shown);
                assert_int_equal(guessed_balls, shown_balls);
                assert_true(guessed_period >= 2);
                wrong++;
            }
        }
    }
    assert_true(wrong > 0);
}

/* In self-play every pattern a computer lays or extends into is within its level's profile,
 * as juggled: every throw above its flash reduced, none left above it. */
static void test_S36_computers_lay_only_patterns_they_can_juggle(void **st)
{
    SsgFixture *f = *st;
    int plays = 0;
    for (uint64_t seed = 1; seed <= 25; seed++) {
        SsgGame *g = ssg_fixture_start(f, computers(2 + (int)(seed % 5), seed * 7));
        for (int i = 0; i < 20000 && g->phase != SSG_PHASE_OVER; i++) {
            f->ev.n = 0;
            assert_int_equal(ssai_step(g, &f->ev, &f->err), 1);
            const SsgAction *a = &g->actions[g->actions_n - 1];
            if (a->kind != SSG_ACT_BUILD && a->kind != SSG_ACT_EXTEND)
                continue;
            const SsgSeatSetup *seat = &g->setup.seat[a->seat];
            SsaiProfile p = ssai_profile(seat->level);
            int sum = 0;
            assert_true(g->perf.n <= p.max_period);
            for (int k = 0; k < g->perf.n; k++) {
                assert_true(g->perf.performed[k] <= seat->flash);
                assert_true(a->reduce[k] == (g->perf.values[k] > seat->flash));
                sum += g->perf.performed[k];
            }
            assert_true(sum <= p.max_balls * g->perf.n);
            plays++;
        }
    }
    assert_true(plays > 60);
}

static void test_S36_each_level_reads_as_a_juggler_in_one_line(void **st)
{
    (void)st;
    char line[80];
    for (int level = SSG_EASY; level <= SSG_HARD; level++) {
        SsaiProfile p = ssai_profile((SsgLevel)level);
        ssai_profile_text((SsgLevel)level, 6, line, sizeof line);
        char want[80];
        snprintf(want, sizeof want, "up to %d balls, period up to %d, throws up to 6", p.max_balls,
                 p.max_period);
        assert_string_equal(line, want);
    }
    assert_true(ssai_profile(SSG_EASY).max_balls < ssai_profile(SSG_HARD).max_balls);
    /* With a highest flash of 5, throws of 5 at most in two values make 4 balls at most. */
    ssai_profile_text(SSG_HARD, 5, line, sizeof line);
    assert_string_equal(line, "up to 4 balls, period up to 4, throws up to 5");
    int v633[] = {6, 3, 3}, v441[] = {4, 4, 1};
    assert_false(ssai_can_juggle(SSG_HARD, 5, v633, 3, NULL)); /* 333 after the reduction */
    assert_true(ssai_can_juggle(SSG_HARD, 6, v633, 3, NULL));
    assert_true(ssai_can_juggle(SSG_EASY, 5, v441, 3, NULL));
}

/* S36: a pattern well inside a computer's profile mostly runs all its cycles (a hard computer
 * juggling 441, 3 balls of its 5, with nobody naming it), while one at the top of the profile (a
 * normal computer juggling 5551, 4 balls in period 4) is a gamble it mostly loses. */
static void test_S36_a_pattern_well_inside_the_profile_runs_its_cycles_one_at_the_top_is_a_gamble(
    void **st)
{
    SsgFixture *f = *st;
    static const struct {
        SsgLevel level;
        const char *hand, *pattern;
    } runs[] = {{SSG_HARD, "4h1 4c1 Ah1 2c1", "4h1 4c1 Ah1"},
                {SSG_NORMAL, "5h1 5c1 5d1 Ah1 2c1", "5h1 5c1 5d1 Ah1"}};
    int through[2] = {0, 0}, games = 60;
    for (int r = 0; r < 2; r++)
        for (uint64_t seed = 1; seed <= (uint64_t)games; seed++) {
            SsgSetup s = people(2);
            s.seed = seed;
            s.seat[0].kind = SSG_COMPUTER;
            s.seat[0].level = runs[r].level;
            SsgGame *g = ssg_fixture_start(f, s);
            set_hand(g, 0, runs[r].hand);
            SsgAction a = play(SSG_ACT_BUILD, 0, runs[r].pattern);
            a.on_screen = true;
            ssg_ok(f, a);
            while (g->phase == SSG_PHASE_PERFORM) {
                f->ev.n = 0;
                assert_int_equal(ssai_step(g, &f->ev, &f->err), 1);
            }
            through[r] += g->revealed_n == 1; /* laid down after the cycles, not dropped */
        }
    assert_true(through[0] * 10 >= games * 7);
    assert_true(through[1] * 10 <= games * 4);
}

/* S36: a pattern of one or two balls is well inside every profile: under 2% a cycle, at every
 * level and every period a computer juggles. */
static void test_S36_one_and_two_ball_patterns_are_dropped_under_2_percent_a_cycle(void **st)
{
    (void)st;
    for (int level = SSG_EASY; level <= SSG_HARD; level++)
        for (int period = 2; period <= ssai_profile((SsgLevel)level).max_period; period++)
            for (int balls = 1; balls <= 2; balls++)
                assert_true(ssai_cycle_drop_chance((SsgLevel)level, period, balls) < 0.02);
}

/* S36: the risk follows how hard the pattern is for the profile: never less with more balls or
 * a longer period, and at the top of the profile several times what it is well inside it. */
static void test_S36_drop_risk_climbs_toward_the_top_of_the_profile(void **st)
{
    (void)st;
    for (int level = SSG_EASY; level <= SSG_HARD; level++) {
        SsgLevel l = (SsgLevel)level;
        SsaiProfile p = ssai_profile(l);
        for (int period = 2; period <= p.max_period; period++)
            for (int balls = 1; balls <= p.max_balls; balls++) {
                double h = ssai_cycle_drop_chance(l, period, balls);
                assert_true(h > 0 && h < 0.2);
                if (balls > 1)
                    assert_true(h >= ssai_cycle_drop_chance(l, period, balls - 1));
                if (period > 2)
                    assert_true(h >= ssai_cycle_drop_chance(l, period - 1, balls));
            }
        double top = ssai_cycle_drop_chance(l, p.max_period, p.max_balls);
        assert_true(top >= 4 * ssai_cycle_drop_chance(l, 3, 2));
    }
    /* The same 4-ball pattern is at the top for normal, well inside for hard. */
    assert_true(ssai_cycle_drop_chance(SSG_HARD, 4, 4) * 2 < ssai_cycle_drop_chance(SSG_NORMAL, 4, 4));
}

/* S36: a computer does not perform a pattern it is likely to drop when it has a safer one: a
 * normal computer holding 5551 (4 balls, the top of its profile) and 531 or 321 performs one of
 * the latter. */
static void test_S36_a_computer_prefers_a_play_it_is_unlikely_to_drop(void **st)
{
    SsgFixture *f = *st;
    for (uint64_t seed = 1; seed <= 20; seed++) {
        SsgSetup s = people(2);
        s.seed = seed;
        s.seat[0].kind = SSG_COMPUTER;
        s.seat[0].level = SSG_NORMAL;
        SsgGame *g = ssg_fixture_start(f, s);
        set_hand(g, 0, "5h1 5c1 5d1 Ah1 3h1 2c1");
        f->ev.n = 0;
        assert_int_equal(ssai_step(g, &f->ev, &f->err), 1);
        assert_int_equal(g->phase, SSG_PHASE_PERFORM);
        int sum = 0;
        for (int k = 0; k < g->perf.n; k++)
            sum += g->perf.performed[k];
        assert_true(sum / g->perf.n <= 3);
    }
}

/* S35: a watcher reads a pattern throw by throw: a normal computer never names a period-7
 * pattern on screen before its fifth cycle, a hard one before its third. */
static void test_S35_a_period_7_pattern_takes_a_normal_computer_5_cycles(void **st)
{
    SsgFixture *f = *st;
    for (uint64_t seed = 1; seed <= 60; seed++) {
        SsgLevel level = seed % 2 ? SSG_NORMAL : SSG_HARD;
        int soonest = level == SSG_NORMAL ? 5 : 3;
        SsgGame *g = person_and_computers(f, 3, level, seed);
        set_hand(g, 0, "5h1 5c1 Ah1 Ac1 5d1 3h1 Ad1 2c1");
        SsgAction a = play(SSG_ACT_BUILD, 0, "5h1 5c1 Ah1 Ac1 5d1 3h1 Ad1"); /* 5511531 */
        a.on_screen = true;
        ssg_ok(f, a);
        for (int c = 1; c < soonest; c++) {
            ssg_ok(f, ssgame_action(SSG_ACT_CYCLE, 0));
            f->ev.n = 0;
            while (g->phase == SSG_PHASE_PERFORM && ssai_watch(g, &f->ev, &f->err) == 1)
                f->ev.n = 0;
            assert_int_equal(g->perf.recognised_by, -1);
        }
    }
}


/* S38: a guess judged wrong is heard by the whole table: no computer says it again in that
 * performance, as said or turned round (552 is 525), so none seems to copy a wrong guess. */
static void test_S38_computers_never_repeat_a_guess_judged_wrong(void **st)
{
    SsgFixture *f = *st;
    int wrong_from_computers = 0;
    for (uint64_t seed = 1; seed <= 80; seed++) {
        SsgGame *g = person_and_computers(f, 4, SSG_EASY, seed);
        set_hand(g, 0, "5h1 3h1 4h1 2c1");
        SsgAction a = play(SSG_ACT_BUILD, 0, "5h1 3h1 4h1"); /* 534: its near misses 552, 336 */
        a.on_screen = true;
        ssg_ok(f, a);
        ssg_ok(f, guess(1, "525"));
        for (int c = 0; c < 12 && g->phase == SSG_PHASE_PERFORM && g->perf.recognised_by < 0; c++) {
            ssg_ok(f, ssgame_action(SSG_ACT_CYCLE, 0));
            for (int k = 0; k < 8 && g->phase == SSG_PHASE_PERFORM; k++) {
                f->ev.n = 0;
                if (ssai_watch(g, &f->ev, &f->err) != 1)
                    break;
                for (int i = 0; i < f->ev.n; i++) {
                    const SsgEvent *e = &f->ev.ev[i];
                    if (e->kind != SSG_EV_GUESS_WRONG)
                        continue;
                    wrong_from_computers++;
                    assert_string_not_equal(e->text, "552");
                    assert_string_not_equal(e->text, "525");
                }
            }
        }
    }
    assert_true(wrong_from_computers > 0); /* they still guess wrong (336), just not that */
}

/* S41: three guesses in a cycle, then the seat waits for the next cycle. */
static void test_S41_at_most_3_guesses_per_seat_in_one_cycle(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(3));
    set_hand(g, 0, "5h1 3h1 4h1 8c1");
    ssg_ok(f, play(SSG_ACT_BUILD, 0, "5h1 3h1 4h1"));
    ssg_ok(f, guess(1, "441"));
    ssg_ok(f, guess(1, "531"));
    ssg_ok(f, guess(1, "51"));
    refused(f, guess(1, "534"), "wait for the next cycle");
    ssg_ok(f, guess(2, "441")); /* another seat has its own count */
    ssg_ok(f, play(SSG_ACT_CYCLE, 0, NULL));
    ssg_ok(f, guess(1, "534"));
    assert_int_equal(count_events(f, SSG_EV_GUESS_RIGHT), 1);
}

/* S41: after ten wrong guesses in one performance a seat watches until the next one. */
static void test_S41_at_most_10_wrong_guesses_per_seat_in_one_performance(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(3));
    set_hand(g, 0, "5h1 3h1 4h1 8c1");
    ssg_ok(f, play(SSG_ACT_BUILD, 0, "5h1 3h1 4h1"));
    for (int i = 0; i < SSG_MAX_WRONG_GUESSES; i++) {
        ssg_ok(f, guess(1, i % 2 ? "441" : "531"));
        ssg_ok(f, play(SSG_ACT_CYCLE, 0, NULL));
    }
    assert_int_equal(g->perf.wrong[1], 10);
    refused(f, guess(1, "534"), "10 wrong guesses");
    ssg_ok(f, guess(2, "534")); /* the others still may */
    assert_int_equal(g->perf.recognised_by, 2);
}

/* S41: a seat (or its phone) sending guesses without end, with the performer cycling, cannot
 * make a save larger than the loader reads back (issue 30: 60,000 guesses did). */
static void test_S41_a_seat_cannot_grow_the_save_past_the_loader_limit(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(2));
    set_hand(g, 0, "5h1 3h1 4h1 8c1");
    ssg_ok(f, play(SSG_ACT_BUILD, 0, "5h1 3h1 4h1"));
    char wild[64];
    for (int i = 0; i < 31; i++)
        memcpy(wild + 2 * i, "51", 2);
    wild[62] = '\0';
    long accepted = 0;
    for (int i = 0; i < 70000; i++) {
        SsgAction a = guess(1, wild);
        f->ev.n = 0;
        accepted += ssgame_apply(g, &a, &f->ev, &f->err);
        if (i % 3 == 2) {
            a = play(SSG_ACT_CYCLE, 0, NULL);
            f->ev.n = 0;
            ssgame_apply(g, &a, &f->ev, &f->err);
        }
    }
    assert_true(accepted <= SSG_MAX_WRONG_GUESSES);
    char *text = ssgame_save(g);
    assert_non_null(text);
    if (strlen(text) > SAVETEXT_MAX_BYTES)
        fail_msg("%ld guesses made a save of %zu bytes", accepted, strlen(text));
    free(text);
}

/* A pattern on screen that could hold all of a person's cards: hard and normal computers let it
 * run every cycle without a guess (S37); with a card more in the hand they name it. */
static void test_S37_computers_do_not_name_a_possible_last_pattern(void **st)
{
    SsgFixture *f = *st;
    for (uint64_t seed = 1; seed <= 20; seed++) {
        SsgGame *g = person_and_computers(f, 3, seed % 2 ? SSG_HARD : SSG_NORMAL, seed);
        set_hand(g, 0, "5h1 3h1 4h1");
        SsgAction a = play(SSG_ACT_BUILD, 0, "5h1 3h1 4h1");
        a.on_screen = true;
        ssg_ok(f, a);
        for (int c = 0; c < 19; c++) {
            ssg_ok(f, ssgame_action(SSG_ACT_CYCLE, 0));
            f->ev.n = 0;
            assert_int_equal(ssai_watch(g, &f->ev, &f->err), 0);
        }
    }
    SsgGame *g = person_and_computers(f, 3, SSG_HARD, 4);
    set_hand(g, 0, "5h1 3h1 4h1 2c1");
    SsgAction a = play(SSG_ACT_BUILD, 0, "5h1 3h1 4h1");
    a.on_screen = true;
    ssg_ok(f, a);
    for (int c = 0; c < 19 && g->perf.recognised_by < 0; c++) {
        ssg_ok(f, ssgame_action(SSG_ACT_CYCLE, 0));
        f->ev.n = 0;
        while (g->phase == SSG_PHASE_PERFORM && ssai_watch(g, &f->ev, &f->err) == 1)
            f->ev.n = 0;
    }
    assert_true(g->perf.recognised_by > 0);
}

/* An extension counts the siteswap's cards on the table: one card making 534 into 5340 could be
 * a person's last, and goes unnamed by a hard computer. */
static void test_S37_an_extension_that_may_use_the_last_card_is_not_named(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = person_and_computers(f, 2, SSG_HARD, 9);
    set_hand(g, 0, "5h1 3h1 4h1 2c1 10c1");
    set_hand(g, 1, "9h1 9c1 9d1 9s1");
    build_recognised(f, 0, "5h1 3h1 4h1", "534");
    while (g->phase != SSG_PHASE_TURN || g->turn != 0)
        ssg_ok(f, ssgame_action(SSG_ACT_SKIP, g->turn));
    set_hand(g, 0, "10c1");
    SsgAction a = play(SSG_ACT_EXTEND, 0, "5h1 3h1 4h1 10c1");
    a.target = 0;
    a.on_screen = true;
    ssg_ok(f, a);
    for (int c = 0; c < 19; c++) {
        ssg_ok(f, ssgame_action(SSG_ACT_CYCLE, 0));
        f->ev.n = 0;
        assert_int_equal(ssai_watch(g, &f->ev, &f->err), 0);
    }
}

/* Easy computers do not think of it: over many games one names a last pattern early. */
static void test_S37_an_easy_computer_may_still_name_a_last_pattern(void **st)
{
    SsgFixture *f = *st;
    int named = 0;
    for (uint64_t seed = 1; seed <= 20; seed++) {
        SsgGame *g = person_and_computers(f, 2, SSG_EASY, seed);
        set_hand(g, 0, "5h1 3h1 4h1");
        SsgAction a = play(SSG_ACT_BUILD, 0, "5h1 3h1 4h1");
        a.on_screen = true;
        ssg_ok(f, a);
        for (int c = 0; c < 19 && g->phase == SSG_PHASE_PERFORM; c++) {
            ssg_ok(f, ssgame_action(SSG_ACT_CYCLE, 0));
            f->ev.n = 0;
            while (g->phase == SSG_PHASE_PERFORM && ssai_watch(g, &f->ev, &f->err) == 1)
                f->ev.n = 0;
        }
        named += g->phase == SSG_PHASE_OVER;
    }
    assert_true(named > 0);
}

/* ---- Taking back (S40) ---- */

/* The game as a save reloads it: the same state, field by field. */
static void assert_reloads_the_same(SsgFixture *f)
{
    char *text = ssgame_save(&f->g);
    assert_non_null(text);
    SsgGame *h = malloc(sizeof *h);
    SsgError err;
    if (!ssgame_load(h, text, strlen(text), &f->tricks, &err))
        fail_msg("%s", err.message);
    assert_int_equal(h->actions_n, f->g.actions_n);
    assert_int_equal(h->phase, f->g.phase);
    assert_int_equal(h->turn, f->g.turn);
    assert_int_equal(h->turns, f->g.turns);
    assert_memory_equal(&h->pickup, &f->g.pickup, sizeof h->pickup);
    assert_memory_equal(&h->discard, &f->g.discard, sizeof h->discard);
    assert_memory_equal(h->hand, f->g.hand, sizeof h->hand);
    assert_memory_equal(&h->perf, &f->g.perf, sizeof h->perf);
    free(text);
    ssgame_free(h);
    free(h);
}

/* A game made by actions only (a trick needs no arranged hand): a hint and a give-up taken
 * back are in the save, and loading it replays to the same game. */
static void test_S40_a_save_keeps_what_was_taken_back_and_replays_to_the_same_game(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(3));
    SsgAction t = ssgame_action(SSG_ACT_TRICK, 0);
    snprintf(t.text, sizeof t.text, "Mills Mess");
    ssg_ok(f, t);
    SsgAction h = ssgame_action(SSG_ACT_HINT, 0);
    h.hint = SSG_HINT_PERIOD;
    ssg_ok(f, h);
    ssg_ok(f, ssgame_action(SSG_ACT_CYCLE, 0));
    ssg_ok(f, ssgame_action(SSG_ACT_UNDO, 0));
    assert_reloads_the_same(f);
    ssg_ok(f, ssgame_action(SSG_ACT_CYCLE, 0));
    ssg_ok(f, ssgame_action(SSG_ACT_DROP, 0));
    assert_reloads_the_same(f);
    ssg_ok(f, ssgame_action(SSG_ACT_UNDO, 0));
    assert_int_equal(g->phase, SSG_PHASE_PERFORM);
    assert_int_equal(g->perf.cycles, 2);
    assert_int_equal(g->perf.hint_value[SSG_HINT_PERIOD], -1);
    assert_reloads_the_same(f);
    char *text = ssgame_save(g);
    assert_non_null(strstr(text, "\nhint 1 period\ncycle 1\nundo 1\ncycle 1\ndrop 1\nundo 1\n"));
    free(text);
}

static SsgAction hint(int seat, SsgHint which)
{
    SsgAction a = ssgame_action(SSG_ACT_HINT, seat);
    a.hint = which;
    return a;
}

/* A hint given by mistake is taken back, also after the cycles the screen counted since: the
 * hint is unsaid, the cycles stay, and the save holds the hint and its undo. One step only. */
static void test_S40_a_hint_can_be_taken_back_after_the_cycles_counted_since(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(2));
    set_hand(g, 0, "5h1 3h1 4h1 2c1");
    ssg_ok(f, play(SSG_ACT_BUILD, 0, "5h1 3h1 4h1"));
    ssg_ok(f, hint(0, SSG_HINT_BALLS));
    ssg_ok(f, hint(0, SSG_HINT_PERIOD));
    ssg_ok(f, ssgame_action(SSG_ACT_CYCLE, 0));
    ssg_ok(f, ssgame_action(SSG_ACT_CYCLE, 0));
    ssg_ok(f, ssgame_action(SSG_ACT_UNDO, 0));
    assert_int_equal(count_events(f, SSG_EV_UNDONE), 1);
    assert_int_equal(f->ev.ev[0].index, SSG_ACT_HINT);
    assert_int_equal(g->perf.hint_value[SSG_HINT_PERIOD], -1);
    assert_int_equal(g->perf.hint_value[SSG_HINT_BALLS], 4);
    assert_int_equal(g->perf.cycles, 2);
    assert_int_equal(g->actions_n, 6);
    char line[64];
    assert_true(ssgame_action_text(&g->actions[5], line, sizeof line));
    assert_string_equal(line, "undo 1");
    /* One step only: the hint before it stays given. */
    refused(f, ssgame_action(SSG_ACT_UNDO, 0), "Only a drop, a hint");
    assert_int_equal(g->perf.hint_value[SSG_HINT_BALLS], 4);
}

/* "Dropped" pressed by mistake: taken back, the performance goes on where it was, with the
 * cards, the piles and the turn as before; once the next seat has moved it is too late. */
static void test_S40_a_drop_can_be_taken_back_until_the_next_seat_moves(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(3));
    set_hand(g, 0, "5h1 3h1 4h1 2c1");
    ssg_ok(f, play(SSG_ACT_BUILD, 0, "5h1 3h1 4h1"));
    ssg_ok(f, ssgame_action(SSG_ACT_CYCLE, 0));
    SsgGame before = *g;
    ssg_ok(f, ssgame_action(SSG_ACT_DROP, 0));
    assert_int_equal(g->phase, SSG_PHASE_TURN);
    assert_int_equal(g->turn, 1);
    ssg_ok(f, ssgame_action(SSG_ACT_UNDO, 0));
    assert_int_equal(g->phase, SSG_PHASE_PERFORM);
    assert_int_equal(g->turn, 0);
    assert_int_equal(g->turns, before.turns);
    assert_int_equal(g->perf.cycles, 1);
    assert_memory_equal(&g->perf.stack, &before.perf.stack, sizeof before.perf.stack);
    assert_memory_equal(g->hand, before.hand, sizeof before.hand);
    assert_memory_equal(&g->pickup, &before.pickup, sizeof before.pickup);
    ssg_ok(f, ssgame_action(SSG_ACT_DROP, 0));
    ssg_ok(f, ssgame_action(SSG_ACT_SKIP, 1));
    refused(f, ssgame_action(SSG_ACT_UNDO, 0), "as the last move");
}

/* The exchange's choice: taking the face-up card or declining is taken back; a card taken from
 * the pick-up pile has been seen by its taker, and a discard shows a card: neither is. */
static void test_S40_the_exchange_choice_can_be_taken_back_but_not_a_hidden_card_seen(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(2));
    set_hand(g, 0, "5h1 3h1 4h1 2c1 2d1");
    ssg_ok(f, play(SSG_ACT_BUILD, 0, "5h1 3h1 4h1"));
    ssg_ok(f, guess(1, "534"));
    assert_int_equal(g->phase, SSG_PHASE_EXCHANGE);
    SsgGame before = *g;
    SsgAction take = ssgame_action(SSG_ACT_TAKE, 1);
    take.source = SSG_FROM_DISCARD;
    ssg_ok(f, take);
    ssg_ok(f, ssgame_action(SSG_ACT_UNDO, 1));
    assert_int_equal(g->phase, SSG_PHASE_EXCHANGE);
    assert_false(g->exchange_taken);
    assert_memory_equal(&g->discard, &before.discard, sizeof before.discard);
    assert_memory_equal(g->hand, before.hand, sizeof before.hand);
    ssg_ok(f, ssgame_action(SSG_ACT_DECLINE, 1));
    assert_int_equal(g->phase, SSG_PHASE_TURN);
    ssg_ok(f, ssgame_action(SSG_ACT_UNDO, 1));
    assert_int_equal(g->phase, SSG_PHASE_EXCHANGE);
    assert_int_equal(g->exchanger, 1);
    assert_memory_equal(g->hand, before.hand, sizeof before.hand);
    take.source = SSG_FROM_PICKUP;
    ssg_ok(f, take);
    refused(f, ssgame_action(SSG_ACT_UNDO, 1), "Only a drop, a hint");
    SsgAction discard = ssgame_action(SSG_ACT_DISCARD, 1);
    discard.card = g->hand[1].card[0];
    ssg_ok(f, discard);
    refused(f, ssgame_action(SSG_ACT_UNDO, 1), "Only a drop, a hint");
}

/* Nothing that showed the table something can be taken back: a drop whose draw emptied the
 * pick-up pile turned the discard pile over and a card up; a guess was judged; a build by
 * another seat is not yours to take back. */
static void test_S40_an_action_that_showed_a_card_cannot_be_taken_back(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(2));
    set_hand(g, 0, "5h1 3h1 4h1 2c1");
    ssg_ok(f, play(SSG_ACT_BUILD, 0, "5h1 3h1 4h1"));
    /* One card left to draw, and a second on the discard pile: the drop's draw turns it over. */
    while (g->pickup.n > 1)
        pile_push(&g->discard, pile_pop(&g->pickup));
    while (g->discard.n > 2)
        pile_push(&g->hand[1], pile_pop(&g->discard));
    assert_true(ssgame_invariants(g, &f->err));
    ssg_ok(f, ssgame_action(SSG_ACT_DROP, 0));
    assert_int_equal(count_events(f, SSG_EV_PILE_TURNED), 1);
    refused(f, ssgame_action(SSG_ACT_UNDO, 0), "Too late to take it back");
}

static void test_S40_a_judged_guess_or_another_seats_move_cannot_be_taken_back(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(3));
    set_hand(g, 0, "5h1 3h1 4h1 2c1");
    ssg_ok(f, play(SSG_ACT_BUILD, 0, "5h1 3h1 4h1"));
    refused(f, ssgame_action(SSG_ACT_UNDO, 0), "Only a drop, a hint");
    ssg_ok(f, guess(1, "441"));
    refused(f, ssgame_action(SSG_ACT_UNDO, 1), "Only a drop, a hint");
    ssg_ok(f, hint(0, SSG_HINT_BALLS));
    refused(f, ssgame_action(SSG_ACT_UNDO, 2), "Only the seat that made the last move");
    ssg_ok(f, ssgame_action(SSG_ACT_UNDO, 0));
}

static void test_save_and_load_reach_the_same_game(void **st)
{
    SsgFixture *f = *st;
    for (uint64_t seed = 1; seed <= 20; seed++) {
        SsgSetup s = computers(2 + (int)(seed % 5), seed);
        s.advanced = seed % 2;
        s.catch_rule = seed % 3 == 0;
        s.guess_penalty = seed % 4 == 0;
        s.play_for_places = seed % 5 == 0;
        self_play(f, s, 1000 + (int)seed * 7); /* some end, some stop mid-game */
        char *text = ssgame_save(&f->g);
        assert_non_null(text);
        SsgGame *h = malloc(sizeof *h);
        SsgError err;
        if (!ssgame_load(h, text, strlen(text), &f->tricks, &err))
            fail_msg("seed %llu: %s", (unsigned long long)seed, err.message);
        char *again = ssgame_save(h);
        assert_string_equal(text, again);
        assert_int_equal(h->phase, f->g.phase);
        assert_int_equal(h->turn, f->g.turn);
        assert_memory_equal(&h->pickup, &f->g.pickup, sizeof h->pickup);
        assert_memory_equal(&h->discard, &f->g.discard, sizeof h->discard);
        assert_memory_equal(h->hand, f->g.hand, sizeof h->hand);
        assert_memory_equal(h->place, f->g.place, sizeof h->place);
        assert_int_equal(h->revealed_n, f->g.revealed_n);
        free(again);
        free(text);
        ssgame_free(h);
        free(h);
    }
}

static void test_the_same_seed_and_actions_give_the_same_game(void **st)
{
    SsgFixture *f = *st;
    SsgSetup s = computers(4, 99);
    self_play(f, s, 5000);
    char *first = ssgame_save(&f->g);
    self_play(f, s, 5000);
    char *second = ssgame_save(&f->g);
    assert_string_equal(first, second);
    s.seed = 100;
    self_play(f, s, 5000);
    char *other = ssgame_save(&f->g);
    assert_string_not_equal(first, other);
    free(first);
    free(second);
    free(other);
}

static void expect_load_error(SsgFixture *f, const char *text, const char *why)
{
    SsgGame *h = malloc(sizeof *h);
    SsgError err;
    if (ssgame_load(h, text, strlen(text), &f->tricks, &err))
        fail_msg("loaded, expected \"%s\"", why);
    if (!strstr(err.message, why))
        fail_msg("error \"%s\" does not mention \"%s\"", err.message, why);
    free(h);
}

static void test_corrupt_truncated_and_foreign_saves_are_refused_with_their_line(void **st)
{
    SsgFixture *f = *st;
    const char *head = "throwdeck-save 1\ngame siteswap\nseed 5\noptions none\ncycles 20\n"
                       "starter 1\nseat \"A\" person 5\nseat \"B\" person 5\n";
    char buf[1024];
    expect_load_error(f, "", "empty");
    expect_load_error(f, "hello\n", "line 1: this is not a Throwdeck save");
    expect_load_error(f, "throwdeck-save 2\n", "newer Throwdeck (save version 2)");
    expect_load_error(f, "throwdeck-save 1\ngame jugglers\n", "line 2: this is a save of another game");
    snprintf(buf, sizeof buf, "%s", head);
    expect_load_error(f, buf, "cut short");
    snprintf(buf, sizeof buf, "%sskip 1\nend 2\n", head);
    expect_load_error(f, buf, "line 10: the end line does not match");
    snprintf(buf, sizeof buf, "%sskip 2\nend 1\n", head);
    expect_load_error(f, buf, "line 9: B cannot skip here: It is A's turn");
    snprintf(buf, sizeof buf, "%sbuild 1 5h1 5h3 style balls right normal\nend 1\n", head);
    expect_load_error(f, buf, "line 9: \"5h3\" is not a card");
    snprintf(buf, sizeof buf, "%sbuild 1 5h1 style balls\nend 1\n", head);
    expect_load_error(f, buf, "line 9: expected \"style\"");
    snprintf(buf, sizeof buf, "%sfly 1\nend 1\n", head);
    expect_load_error(f, buf, "line 9: unknown line");
    snprintf(buf, sizeof buf, "%sskip 7\nend 1\n", head);
    expect_load_error(f, buf, "line 9: expected a seat number 1 to 2");
    snprintf(buf, sizeof buf, "%sskip 1\nend 1\nskip 2\nend 1\n", head);
    expect_load_error(f, buf, "line 12: the end line does not match the 2 actions read");
    snprintf(buf, sizeof buf, "%sskip 1\nend 1\nfly 2\nend 2\n", head);
    expect_load_error(f, buf, "line 11: unknown line");
    expect_load_error(f, "throwdeck-save 1\ngame siteswap\nseed 5\nseat \"A\" person 99\n",
                      "line 4: a highest flash is 3 to 11");
    expect_load_error(f, "throwdeck-save 1\ngame siteswap\nseed 5\nseat \"A\" person 5\nend 0\n",
                      "line 5: The game needs 2 to 6 seats");
    expect_load_error(f, "throwdeck-save 1\ngame siteswap\nseat \"A\x01\" person 5\n",
                      "line 3: unexpected control character");
    expect_load_error(f, "throwdeck-save 1\ngame siteswap\nseat \"A person 5\n",
                      "line 3: a quoted name has no closing quote");
    /* A valid file loads. */
    snprintf(buf, sizeof buf, "%s# a comment\nskip 1\nskip 2\nend 2\n", head);
    SsgGame *h = malloc(sizeof *h);
    SsgError err;
    if (!ssgame_load(h, buf, strlen(buf), &f->tricks, &err))
        fail_msg("%s", err.message);
    assert_int_equal(h->actions_n, 2);
    assert_int_equal(h->hand[0].n, 9);
    ssgame_free(h);
    free(h);
}

/* A setup line given twice is refused at the second one, naming the first, instead of one of
 * them quietly winning (and an error turning up later at an unrelated line). */
static void test_a_repeated_setup_line_is_refused_at_that_line(void **st)
{
    SsgFixture *f = *st;
    const char *seats = "seat \"A\" person 5\nseat \"B\" person 5\nskip 1\nend 1\n";
    const char *twice[][2] = {
        {"seed 1\nseed 2\n", "line 4: a second \"seed\" line; the first is line 3"},
        {"seed 1\noptions none\noptions advanced\n",
         "line 5: a second \"options\" line; the first is line 4"},
        {"seed 1\ncycles 20\ncycles 10\n", "line 5: a second \"cycles\" line; the first is line 4"},
        {"seed 1\nstarter 1\nstarter 2\n",
         "line 5: a second \"starter\" line; the first is line 4"},
    };
    char buf[1024];
    for (size_t i = 0; i < sizeof twice / sizeof *twice; i++) {
        snprintf(buf, sizeof buf, "throwdeck-save 1\ngame siteswap\n%s%s", twice[i][0], seats);
        expect_load_error(f, buf, twice[i][1]);
    }
}

/* Only comments (the table's save starts with one): a save cut short, not an empty file. */
static void test_a_save_cut_inside_its_first_comment_is_called_cut_short(void **st)
{
    SsgFixture *f = *st;
    expect_load_error(f, "# Throwdeck card ta", "line 1: the save is cut short before its first line");
    expect_load_error(f, "# Throwdeck card table\n# more\n", "line 2: the save is cut short");
    expect_load_error(f, "", "the file is empty");
}

static void test_every_truncation_of_a_save_is_refused_or_an_earlier_state(void **st)
{
    SsgFixture *f = *st;
    self_play(f, computers(3, 5), 400);
    char *text = ssgame_save(&f->g);
    size_t len = strlen(text);
    SsgGame *h = malloc(sizeof *h);
    int loaded = 0;
    for (size_t cut = 0; cut < len; cut++) {
        SsgError err;
        if (ssgame_load(h, text, cut, &f->tricks, &err)) {
            loaded++;
            ssgame_free(h);
        }
    }
    /* Only the whole file, or the file missing just its last newline, loads. */
    assert_true(loaded <= 1);
    free(h);
    free(text);
}

static bool action_line(const void *actions, int i, char *buf, size_t size)
{
    return ssgame_action_text(&((const SsgAction *)actions)[i], buf, size);
}

/* A save kept by appending (savetext_tail after every action): cut anywhere, as a crash while
 * appending would leave it, it loads with every action up to its last whole end line. */
static void test_a_save_kept_by_appending_loads_to_its_last_end_line_after_any_cut(void **st)
{
    SsgFixture *f = *st;
    self_play(f, computers(3, 5), 60);
    const SsgGame *g = &f->g;
    int n = g->actions_n;
    assert_true(n > 10);
    char *whole = ssgame_save(g);
    char first[SAVETEXT_MAX_LINE + 1];
    assert_true(ssgame_action_text(&g->actions[0], first, sizeof first));
    char *at = strstr(whole, first);
    assert_non_null(at);
    SaveWriter w = {0};
    savetext_printf(&w, "%.*send 0\n", (int)(at - whole), whole);
    size_t ends[1024];
    ends[0] = w.len;
    for (int i = 1; i <= n; i++) {
        size_t len;
        char *tail = savetext_tail(g->actions, i - 1, i, action_line, &len);
        assert_non_null(tail);
        savetext_printf(&w, "%s", tail);
        free(tail);
        ends[i] = w.len;
    }
    assert_false(w.failed);
    SsgGame *h = malloc(sizeof *h);
    int committed = 0;
    for (size_t cut = ends[0]; cut <= w.len; cut++) {
        while (committed < n && ends[committed + 1] <= cut)
            committed++;
        SsgError err;
        if (!ssgame_load(h, w.buf, cut, &f->tricks, &err))
            fail_msg("cut at %zu of %zu: %s", cut, w.len, err.message);
        assert_int_equal(h->actions_n, committed);
        ssgame_free(h);
    }
    /* The whole text reads back as the game saved at once does. */
    assert_true(ssgame_load(h, w.buf, w.len, &f->tricks, NULL));
    char *again = ssgame_save(h);
    assert_string_equal(again, whole);
    free(again);
    ssgame_free(h);
    free(h);
    savetext_free(&w);
    free(whole);
}

static void test_computer_players_keep_every_invariant_in_self_play(void **st)
{
    SsgFixture *f = *st;
    for (uint64_t seed = 1; seed <= 60; seed++) {
        SsgSetup s = computers(2 + (int)(seed % 5), seed * 31);
        s.advanced = seed % 2;
        s.catch_rule = seed % 3 == 0;
        s.guess_penalty = seed % 4 == 0;
        s.play_for_places = seed % 5 == 0;
        self_play(f, s, 20000);
        assert_int_equal(f->g.phase, SSG_PHASE_OVER);
    }
}

/* ssai_watch makes only the watching computers' guesses: a screen that counts the cycles
 * itself (the table, in step with its juggler) drives the rest, and games still end. */
static void test_watching_computers_only_guess_and_never_count_cycles(void **st)
{
    SsgFixture *f = *st;
    int guesses = 0;
    for (uint64_t seed = 1; seed <= 12; seed++) {
        SsgSetup s = computers(2 + (int)(seed % 4), seed * 17);
        SsgGame *g = ssg_fixture_start(f, s);
        for (int step = 0; step < 20000 && g->phase != SSG_PHASE_OVER; step++) {
            if (g->phase == SSG_PHASE_PERFORM) {
                long before = g->actions_n;
                f->ev.n = 0;
                int r = ssai_watch(g, &f->ev, &f->err);
                assert_true(r >= 0);
                if (r == 1) {
                    const SsgAction *a = &g->actions[before];
                    assert_int_equal(g->actions_n, before + 1);
                    assert_int_equal(a->kind, SSG_ACT_GUESS);
                    assert_int_not_equal(a->seat, g->perf.performer);
                    guesses++;
                    continue;
                }
                assert_int_equal(g->actions_n, before);
            }
            f->ev.n = 0;
            assert_int_equal(ssai_step(g, &f->ev, &f->err), 1);
        }
        assert_int_equal(g->phase, SSG_PHASE_OVER);
    }
    assert_true(guesses > 0);
}

/* A game from deal to win with known cards: build, guess wrong and right, exchange, extend,
 * trick, skip, and a win. */
static void test_scripted_game_from_deal_to_win(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(3));
    set_hand(g, 0, "5h1 3h1 4h1 8c1 2c1");
    set_hand(g, 1, "5c1 Ac1 3c1 7d1");
    set_hand(g, 2, "9s1 9d1 2d2 6s2");
    /* Anna builds 534; Cleo guesses wrong, Ben right and takes the discard's top card. */
    ssg_ok(f, play(SSG_ACT_BUILD, 0, "5h1 3h1 4h1"));
    ssg_ok(f, guess(2, "552"));
    ssg_ok(f, ssgame_action(SSG_ACT_CYCLE, 0));
    ssg_ok(f, guess(1, "453"));
    SsgAction take = ssgame_action(SSG_ACT_TAKE, 1);
    take.source = SSG_FROM_DISCARD;
    ssg_ok(f, take);
    SsgAction d = ssgame_action(SSG_ACT_DISCARD, 1);
    d.card = card("7d1");
    ssg_ok(f, d);
    on_top(g, "6h1");
    assert_int_equal(g->turn, 1);
    assert_int_equal(g->hand[0].n, 3); /* 8, 2 and the drawn card */
    /* Ben extends 534 with an Ace, a 4 and a 7 into 514734: all his cards. */
    set_hand(g, 1, "Ac1 4c1 7c1");
    SsgAction e = play(SSG_ACT_EXTEND, 1, "5h1 Ac1 4c1 7c1 3h1 4h1");
    e.target = 0;
    ssg_ok(f, e);
    ssg_ok(f, ssgame_action(SSG_ACT_CYCLE, 1));
    ssg_ok(f, guess(0, "345147"));
    /* Ben's hand is empty once his cards are revealed: he wins at once, before any exchange
     * or draw. */
    assert_int_equal(g->hand[1].n, 0);
    assert_int_equal(g->revealed[0].cards.n, 6);
    assert_int_equal(g->phase, SSG_PHASE_OVER);
    assert_int_equal(g->place[1], 1);
}

static void test_scripted_game_with_a_trick_and_a_skip_to_a_win(void **st)
{
    SsgFixture *f = *st;
    SsgGame *g = ssg_fixture_start(f, people(2));
    set_hand(g, 0, "2c1 2d1 9h1");
    set_hand(g, 1, "6c1 4c1 2h1 7s1");
    SsgAction t = ssgame_action(SSG_ACT_TRICK, 0);
    snprintf(t.text, sizeof t.text, "%s", "Box");
    ssg_ok(f, t);
    ssg_ok(f, guess(1, "Box"));
    on_top(g, "3d1");
    on_top(g, "5d1");
    ssg_ok(f, play(SSG_ACT_DISCARD_TWO, 0, "2c1 2d1"));
    on_top(g, "4d1"); /* Anna's end-of-turn draw */
    ssg_ok(f, ssgame_action(SSG_ACT_DECLINE, 1));
    assert_true(pile_find(&g->hand[0], card("4d1")) >= 0);
    assert_int_equal(g->turn, 1);
    ssg_ok(f, ssgame_action(SSG_ACT_SKIP, 1));
    /* Anna now holds 9 5 3 4: 9 5 3 4 is not valid, but 5 3 4 is; 9534? sum 21, no. */
    set_hand(g, 0, "9h1 5d1 3d1 4d1");
    SsgAction b = play(SSG_ACT_BUILD, 0, "9h1 5d1 3d1 4d1"); /* 9534 is not a siteswap */
    refused(f, b, "not a siteswap");
    b = play(SSG_ACT_BUILD, 0, "9h1 3d1 4d1"); /* 934? sum 16, no */
    refused(f, b, "not a siteswap");
    set_hand(g, 0, "5d1 3d1 4d1");
    ssg_ok(f, play(SSG_ACT_BUILD, 0, "5d1 3d1 4d1"));
    for (int i = 0; i < 20; i++)
        ssg_ok(f, ssgame_action(SSG_ACT_CYCLE, 0));
    ssg_ok(f, ssgame_action(SSG_ACT_LAY_DOWN, 0));
    assert_int_equal(g->phase, SSG_PHASE_OVER);
    assert_int_equal(g->place[0], 1);
    char *text = ssgame_save(g);
    assert_non_null(strstr(text, "trick 1 \"Box\" style balls right normal\n"));
    assert_non_null(strstr(text, "guess 2 \"Box\"\n"));
    assert_non_null(strstr(text, "discard-two 1 2c1 2d1\n"));
    assert_non_null(strstr(text, "laydown 1\n"));
    free(text);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_S1_cards_are_two_packs_of_ace_to_ten_each_exactly_once),
        cmocka_unit_test(test_S2_ten_is_zero_and_ace_is_one_below_flash_ten),
        cmocka_unit_test(test_S2_flash_ten_plays_tens_as_ten_and_flash_eleven_aces_as_eleven),
        cmocka_unit_test(test_S3_highest_flash_is_3_to_11_and_defaults_to_5),
        cmocka_unit_test(test_S4_two_to_six_seats),
        cmocka_unit_test(test_S5_deal_8_each_with_2_to_4_players_7_with_5_and_6_with_6),
        cmocka_unit_test(test_S5_rest_is_the_pickup_pile_with_its_top_card_turned_up),
        cmocka_unit_test(test_S6_who_starts_is_chosen_or_random_from_the_seed),
        cmocka_unit_test(test_S8_legal_siteswap_needs_period_3_or_2_with_the_advanced_option),
        cmocka_unit_test(test_S8_333_is_not_legal_but_5151_is),
        cmocka_unit_test(test_S8_an_invalid_siteswap_is_explained_by_its_colliding_throws),
        cmocka_unit_test(test_S9_5151_51_15_and_1515_are_one_pattern),
        cmocka_unit_test(test_S9_741_and_714_are_different_patterns),
        cmocka_unit_test(test_S10_build_lays_all_cards_face_down_with_the_siteswap_on_top),
        cmocka_unit_test(test_S10_build_uses_only_the_players_own_cards_once_each),
        cmocka_unit_test(test_S11_extend_inserts_cards_and_keeps_the_old_order),
        cmocka_unit_test(test_S11_extension_is_judged_with_the_extenders_values_before_reduction),
        cmocka_unit_test(test_S12_non_siteswap_trick_recognised_discards_two_and_draws_two),
        cmocka_unit_test(test_S13_skip_ends_the_turn_with_a_draw),
        cmocka_unit_test(test_S14_a_pattern_played_before_needs_a_new_style),
        cmocka_unit_test(test_S15_reduction_933_as_633_with_highest_flash_8),
        cmocka_unit_test(test_S15_reduction_915_as_612_and_9155_as_5155_or_5111_with_flash_4),
        cmocka_unit_test(test_S15_only_throws_above_the_highest_flash_reduce_and_never_below_zero),
        cmocka_unit_test(test_S16_performer_can_hand_over_to_the_on_screen_juggler),
        cmocka_unit_test(test_S18_unrecognised_pattern_may_be_laid_down_after_the_cycles),
        cmocka_unit_test(test_S18_a_drop_takes_the_cards_back_and_ends_the_turn_as_a_skip),
        cmocka_unit_test(test_S19_hints_are_given_one_at_a_time_to_everyone),
        cmocka_unit_test(test_S20_catch_rule_lays_down_after_max_of_highest_throw_and_three_periods),
        cmocka_unit_test(test_S17_views_never_give_away_private_cards_or_the_stack),
        cmocka_unit_test(test_S21_any_other_seat_may_guess_but_not_the_performer),
        cmocka_unit_test(test_S22_wild_guess_penalty_draws_from_the_second_wrong_guess),
        cmocka_unit_test(test_S23_recognised_cards_are_revealed_one_at_a_time_from_the_top),
        cmocka_unit_test(test_S24_recogniser_may_exchange_one_card_from_either_pile_or_decline),
        cmocka_unit_test(test_S25_end_of_turn_draws_one_or_two_with_the_advanced_option),
        cmocka_unit_test(test_S25_no_draw_after_a_successful_extension),
        cmocka_unit_test(test_S25_a_failed_extension_draws_as_after_a_skip),
        cmocka_unit_test(test_a_drop_is_logged_as_a_drop_and_a_trick_as_given_up),
        cmocka_unit_test(test_S26_a_seat_with_fewer_than_3_cards_may_draw_at_any_time),
        cmocka_unit_test(test_S27_an_empty_pickup_pile_is_refilled_by_turning_the_discard_pile_over),
        cmocka_unit_test(test_S27_a_draw_does_nothing_when_both_piles_are_empty),
        cmocka_unit_test(test_S28_the_first_seat_with_no_cards_wins_at_once),
        cmocka_unit_test(test_S28_the_game_can_go_on_for_places),
        cmocka_unit_test(test_S7_rule_options_are_off_by_default),
        cmocka_unit_test(test_S29_a_reduction_may_not_leave_one_value_633_as_333),
        cmocka_unit_test(test_S29_a_save_juggling_633_as_333_is_refused_at_that_line),
        cmocka_unit_test(test_S30_the_discard_pile_is_turned_over_the_moment_the_pickup_pile_runs_out),
        cmocka_unit_test(test_S31_named_then_dropped_under_the_catch_rule_counts_as_performed),
        cmocka_unit_test(test_S32_a_trick_keeps_its_own_movement),
        cmocka_unit_test(test_S33_a_finished_seat_may_guess_but_never_draws),
        cmocka_unit_test(test_S34_a_round_with_empty_piles_and_nothing_laid_ends_the_game),
        cmocka_unit_test(test_S34_a_pattern_laid_down_starts_the_round_again),
        cmocka_unit_test(test_S35_computers_cannot_see_a_pattern_juggled_for_real),
        cmocka_unit_test(test_S35_computers_guess_real_juggling_from_hints_only_when_one_pattern_fits),
        cmocka_unit_test(test_S35_no_computer_names_a_period_5_pattern_in_its_first_cycle),
        cmocka_unit_test(test_S35_an_easy_computer_rarely_names_a_period_6_pattern_before_5_cycles),
        cmocka_unit_test(test_S35_wrong_guesses_keep_the_number_of_balls),
        cmocka_unit_test(test_S36_computers_lay_only_patterns_they_can_juggle),
        cmocka_unit_test(test_S36_each_level_reads_as_a_juggler_in_one_line),
        cmocka_unit_test(test_S36_a_pattern_well_inside_the_profile_runs_its_cycles_one_at_the_top_is_a_gamble),
        cmocka_unit_test(test_S36_one_and_two_ball_patterns_are_dropped_under_2_percent_a_cycle),
        cmocka_unit_test(test_S36_drop_risk_climbs_toward_the_top_of_the_profile),
        cmocka_unit_test(test_S36_a_computer_prefers_a_play_it_is_unlikely_to_drop),
        cmocka_unit_test(test_S35_a_period_7_pattern_takes_a_normal_computer_5_cycles),
        cmocka_unit_test(test_S37_computers_do_not_name_a_possible_last_pattern),
        cmocka_unit_test(test_S37_an_extension_that_may_use_the_last_card_is_not_named),
        cmocka_unit_test(test_S37_an_easy_computer_may_still_name_a_last_pattern),
        cmocka_unit_test(test_S38_computers_never_repeat_a_guess_judged_wrong),
        cmocka_unit_test(test_S41_at_most_3_guesses_per_seat_in_one_cycle),
        cmocka_unit_test(test_S41_at_most_10_wrong_guesses_per_seat_in_one_performance),
        cmocka_unit_test(test_S41_a_seat_cannot_grow_the_save_past_the_loader_limit),
        cmocka_unit_test(test_events_hide_other_seats_drawn_cards),
        cmocka_unit_test(test_S40_a_hint_can_be_taken_back_after_the_cycles_counted_since),
        cmocka_unit_test(test_S40_a_drop_can_be_taken_back_until_the_next_seat_moves),
        cmocka_unit_test(test_S40_the_exchange_choice_can_be_taken_back_but_not_a_hidden_card_seen),
        cmocka_unit_test(test_S40_an_action_that_showed_a_card_cannot_be_taken_back),
        cmocka_unit_test(test_S40_a_judged_guess_or_another_seats_move_cannot_be_taken_back),
        cmocka_unit_test(test_S40_a_save_keeps_what_was_taken_back_and_replays_to_the_same_game),
        cmocka_unit_test(test_save_and_load_reach_the_same_game),
        cmocka_unit_test(test_the_same_seed_and_actions_give_the_same_game),
        cmocka_unit_test(test_corrupt_truncated_and_foreign_saves_are_refused_with_their_line),
        cmocka_unit_test(test_a_repeated_setup_line_is_refused_at_that_line),
        cmocka_unit_test(test_a_save_cut_inside_its_first_comment_is_called_cut_short),
        cmocka_unit_test(test_every_truncation_of_a_save_is_refused_or_an_earlier_state),
        cmocka_unit_test(test_a_save_kept_by_appending_loads_to_its_last_end_line_after_any_cut),
        cmocka_unit_test(test_computer_players_keep_every_invariant_in_self_play),
        cmocka_unit_test(test_watching_computers_only_guess_and_never_count_cycles),
        cmocka_unit_test(test_scripted_game_from_deal_to_win),
        cmocka_unit_test(test_scripted_game_with_a_trick_and_a_skip_to_a_win),
    };
    return cmocka_run_group_tests(tests, ssg_fixture_setup, ssg_fixture_teardown);
}
