/* The card table's building, extending and choosing, in process and headless, driven by
 * synthetic SDL events: cards dragged and clicked and typed into the build, reordered and taken
 * out again, an extension of a revealed siteswap, reductions, styles, the trick picker, the
 * recogniser's exchange, the low-hand draw and instant card moves. Each test checks the engine's
 * state (through the probe's game) and what was drawn; every frame is checked for privacy.
 * Deals are found by trying seeds with cardswap's search on a scratch game of the same setup.
 * Usage: test-app-table-build SCRATCH_DIR */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "cardswap.h"
#include "setup_scene.h"
#include "siteswap.h"
#include "table_driver.h"
#include "test_env.h"
#include "sst_scene.h"
#include "title.h"
#include "siteswap_choice.h"
#include "siteswap_games.h"

static App app;

/* ---- Events and frames (as in test_table_scene.c) ---- */

/* Every drawn frame: card faces only from the discard pile, revealed siteswaps and, when a
 * hand is shown, that hand (a card leaving the discard pile shows its face on the way). */

/* Press at one place, move there in steps, let go. */
static void drag(float x0, float y0, float x1, float y1)
{
    drive_mouse(SDL_MOUSEBUTTONDOWN, x0, y0);
    for (int k = 1; k <= 6; k++)
        drive_motion(x0 + (x1 - x0) * (float)k / 6, y0 + (y1 - y0) * (float)k / 6);
    drive_mouse(SDL_MOUSEBUTTONUP, x1, y1);
    drive_frame();
}

static void press(SDL_Keycode sym)
{
    drive_key(sym);
    drive_frame();
}

/* Clicks an offered, enabled button. */
static void click_button(const char *label)
{
    SstProbe p = drive_probe();
    int i = drive_button_index(&p, label);
    if (i < 0 || !p.button_on[i])
        fail_msg("no enabled button \"%s\"", label);
    drive_click_centre(p.button_rect[i]);
}

/* On to the next person's private hand: through the curtain if there is one. */
static SstProbe to_private(void)
{
    TableMode m = drive_until_a_person(40);
    if (m == TABLE_CURTAIN) {
        drive_open_curtain();
        drive_frame();
    }
    SstProbe p = drive_probe();
    assert_int_equal(p.mode, TABLE_PRIVATE);
    drive_seconds(1.5); /* the cards settle */
    return drive_probe();
}

/* ---- Deals ---- */

/* One letter a seat (p person, c computer), seat 0 starts, the fewest cycles allowed. */
static GameChoice choice_for(const char *seats, uint64_t seed)
{
    GameChoice c = siteswap_games_choice(seed, seats);
    for (int i = 0; i < siteswap_choice(&c)->seats; i++)
        siteswap_choice(&c)->seat[i].level = SSG_EASY;
    siteswap_choice(&c)->starter = 0;
    siteswap_choice(&c)->cycles = 5;
    return c;
}

static void open_table(const char *seats, uint64_t seed)
{
    GameChoice c = choice_for(seats, seed);
    drive_push_table(&c);
}

/* The same deal as open_table, on a scratch engine game, to look ahead. */
static void scratch_game(SsgGame *g, const char *seats, uint64_t seed)
{
    GameChoice c = choice_for(seats, seed);
    assert_true(ssgame_new(g, siteswap_choice(&c), NULL, NULL, NULL));
}

static int seat_values(const SsgGame *g, int seat, int *values)
{
    const Pile *h = &g->hand[seat];
    for (int i = 0; i < h->n; i++)
        values[i] = ssgame_card_value(g, seat, h->card[i]);
    return h->n;
}

/* The seat's cards of these values, in order (the first unused card of each value). */
static bool cards_for(const SsgGame *g, int seat, const int *values, int n, uint8_t *cards)
{
    const Pile *h = &g->hand[seat];
    bool used[SSG_CARDS] = {false};
    for (int k = 0; k < n; k++) {
        bool found = false;
        for (int i = 0; i < h->n && !found; i++)
            if (!used[i] && ssgame_card_value(g, seat, h->card[i]) == values[k]) {
                used[i] = true;
                cards[k] = (uint8_t)h->card[i];
                found = true;
            }
        if (!found)
            return false;
    }
    return true;
}

/* On the scratch game: seat builds these values, shows the cycles and lays it down. */
static bool scratch_lay_down(SsgGame *g, int seat, const int *values, int n)
{
    SsgAction a = ssgame_action(SSG_ACT_BUILD, seat);
    a.n = n;
    a.on_screen = true;
    if (!cards_for(g, seat, values, n, a.cards))
        return false;
    bool ok = false;
    for (int s = 0; s < SSG_STYLES && !ok; s++) {
        a.style = ssgame_style_from_index(s);
        ok = ssgame_check(g, &a, NULL);
    }
    if (!ok || !ssgame_apply(g, &a, NULL, NULL))
        return false;
    for (int c = 0; c < g->setup.cycles; c++) {
        SsgAction cy = ssgame_action(SSG_ACT_CYCLE, seat);
        ssgame_apply(g, &cy, NULL, NULL);
    }
    SsgAction l = ssgame_action(SSG_ACT_LAY_DOWN, seat);
    return ssgame_apply(g, &l, NULL, NULL) && g->phase == SSG_PHASE_TURN;
}

/* ---- Driving the private hand ---- */

static int card_value(const SstProbe *p, int card)
{
    return ssgame_card_value(p->game, p->shown_seat, card);
}

static int hand_index_of_value(const SstProbe *p, int value)
{
    for (int i = 0; i < p->hand_n; i++)
        if (card_value(p, p->hand_card[i]) == value)
            return i;
    return -1;
}

/* Clicks the hand's cards of these values in order (each goes in at the caret). */
static void click_values(const int *values, int n)
{
    for (int k = 0; k < n; k++) {
        SstProbe p = drive_probe();
        int i = hand_index_of_value(&p, values[k]);
        assert_true(i >= 0);
        drive_click_centre(p.hand_rect[i]);
    }
}

static bool drawn(const SstProbe *p, int card)
{
    for (int i = 0; i < p->faces_n; i++)
        if (p->faces[i] == card)
            return true;
    return false;
}

static bool in_drawn_hand(const SstProbe *p, int card)
{
    for (int i = 0; i < p->hand_n; i++)
        if (p->hand_card[i] == card)
            return true;
    return false;
}

/* A point on the visible part of built card i (a later card may overlap its right side). */
static void slot_point(const SstProbe *p, int i, float *x, float *y)
{
    SDL_FRect r = p->build_rect[i];
    float visible = i + 1 < p->build_n ? p->build_rect[i + 1].x - r.x : r.w;
    *x = r.x + SDL_min(visible, r.w) / 2;
    *y = r.y + r.h / 2;
}

/* Where gap g (0..build_n) of the build row is. */
static float gap_x(const SstProbe *p, int g)
{
    if (g == 0)
        return p->build_rect[0].x + 1;
    SDL_FRect a = p->build_rect[g - 1];
    if (g == p->build_n)
        return a.x + a.w + 1;
    return (a.x + a.w + p->build_rect[g].x) / 2;
}

static float build_mid_y(const SstProbe *p)
{
    return p->layout.build.y + p->layout.build.h / 2;
}

/* The person builds these values, performs, and lays the pattern down after the cycles. */
static void build_and_lay_down(const int *values, int n)
{
    click_values(values, n);
    SstProbe p = drive_probe();
    assert_true(p.build_legal);
    click_button("Perform");
    click_button("Show it on screen (O)"); /* the performer's choice */
    for (double t = 0; t < 200; t += 0.25) {
        p = drive_probe();
        assert_int_equal(p.game->phase, SSG_PHASE_PERFORM);
        int i = drive_button_index(&p, "Lay it down");
        if (i >= 0 && p.button_on[i]) {
            drive_click_centre(p.button_rect[i]);
            assert_true(drive_probe().game->phase != SSG_PHASE_PERFORM);
            return;
        }
        drive_seconds(0.25);
    }
    fail_msg("the pattern could never be laid down");
}

static const SsgAction *last_action(const SstProbe *p)
{
    assert_true(p->game->actions_n > 0);
    return &p->game->actions[p->game->actions_n - 1];
}

/* A deal for two people whose first hand has a legal build (of at least 3 cards). */
static SstProbe open_with_a_build(uint64_t from, int *best, int *n)
{
    for (uint64_t seed = from; seed < from + 50; seed++) {
        SsgGame g;
        scratch_game(&g, "pp", seed);
        int values[SSG_CARDS];
        int hn = seat_values(&g, 0, values);
        *n = cardswap_best_build(values, hn, 3, best);
        ssgame_free(&g);
        if (*n >= 3) {
            open_table("pp", seed);
            return to_private();
        }
    }
    fail_msg("no deal with a build");
    return drive_probe();
}

/* ---- Building ---- */

static void test_a_hand_card_dragged_into_the_build_lands_at_the_gap_where_it_is_dropped(void **state)
{
    (void)state;
    drive_start(&app, 1280, 720, false);
    SstProbe p = open_with_a_build(1, (int[SSG_CARDS]){0}, (int[1]){0});
    long actions = p.game->actions_n;
    int held = p.hand_n;
    for (int k = 0; k < 2; k++) {
        drive_click_centre(p.hand_rect[0]);
        p = drive_probe();
    }
    assert_int_equal(p.build_n, 2);
    int a = p.build_card[0], b = p.build_card[1];

    /* Dragged between the two: [a c b]. */
    int c = p.hand_card[0];
    drag(p.hand_rect[0].x + p.hand_rect[0].w / 2, p.hand_rect[0].y + p.hand_rect[0].h / 2,
         gap_x(&p, 1), build_mid_y(&p));
    p = drive_probe();
    assert_int_equal(p.build_n, 3);
    assert_int_equal(p.build_card[0], a);
    assert_int_equal(p.build_card[1], c);
    assert_int_equal(p.build_card[2], b);
    /* Dragged before the first: [d a c b]. */
    int d = p.hand_card[1];
    drag(p.hand_rect[1].x + p.hand_rect[1].w / 2, p.hand_rect[1].y + p.hand_rect[1].h / 2,
         gap_x(&p, 0), build_mid_y(&p));
    drive_frame();
    p = drive_probe();
    assert_int_equal(p.build_n, 4);
    const int want[4] = {d, a, c, b};
    for (int k = 0; k < 4; k++) {
        assert_int_equal(p.build_card[k], want[k]);
        assert_true(drawn(&p, want[k]));            /* drawn in the build row... */
        assert_false(in_drawn_hand(&p, want[k]));   /* ...and no longer in the hand */
        if (k > 0)
            assert_true(p.build_rect[k].x > p.build_rect[k - 1].x);
    }
    assert_int_equal(p.hand_n, held - 4);
    /* Nothing reached the engine: the cards are still in the hand there. */
    assert_int_equal(p.game->actions_n, actions);
    assert_int_equal(p.game->hand[p.shown_seat].n, held);
    drive_stop();
}

static void test_a_built_card_dragged_to_another_gap_moves_there(void **state)
{
    (void)state;
    drive_start(&app, 1280, 720, false);
    SstProbe p = open_with_a_build(1, (int[SSG_CARDS]){0}, (int[1]){0});
    for (int k = 0; k < 3; k++) {
        drive_click_centre(p.hand_rect[0]);
        p = drive_probe();
    }
    assert_int_equal(p.build_n, 3);
    int a = p.build_card[0], b = p.build_card[1], c = p.build_card[2];
    float x, y;
    slot_point(&p, 0, &x, &y);
    drag(x, y, gap_x(&p, 3), y); /* the first to the end */
    drive_frame();
    p = drive_probe();
    assert_int_equal(p.build_n, 3);
    assert_int_equal(p.build_card[0], b);
    assert_int_equal(p.build_card[1], c);
    assert_int_equal(p.build_card[2], a);
    slot_point(&p, 2, &x, &y);
    drag(x, y, gap_x(&p, 1), y); /* back between b and c */
    drive_frame();
    p = drive_probe();
    assert_int_equal(p.build_card[0], b);
    assert_int_equal(p.build_card[1], a);
    assert_int_equal(p.build_card[2], c);
    for (int k = 0; k < 3; k++)
        assert_true(drawn(&p, p.build_card[k]));
    assert_true(p.build_rect[0].x < p.build_rect[1].x && p.build_rect[1].x < p.build_rect[2].x);
    assert_int_equal(p.game->phase, SSG_PHASE_TURN);
    drive_stop();
}

static void test_a_built_card_clicked_goes_back_to_the_hand(void **state)
{
    (void)state;
    drive_start(&app, 1280, 720, false);
    SstProbe p = open_with_a_build(1, (int[SSG_CARDS]){0}, (int[1]){0});
    int held = p.hand_n;
    for (int k = 0; k < 3; k++) {
        drive_click_centre(p.hand_rect[0]);
        p = drive_probe();
    }
    int a = p.build_card[0], b = p.build_card[1], c = p.build_card[2];
    float x, y;
    slot_point(&p, 1, &x, &y);
    drive_click(x, y);
    drive_frame();
    p = drive_probe();
    assert_int_equal(p.build_n, 2);
    assert_int_equal(p.build_card[0], a);
    assert_int_equal(p.build_card[1], c);
    assert_true(in_drawn_hand(&p, b));
    assert_int_equal(p.hand_n, held - 2);
    assert_int_equal(p.game->hand[p.shown_seat].n, held);
    drive_stop();
}

static void test_a_built_card_dragged_off_the_row_goes_back_to_the_hand(void **state)
{
    (void)state;
    drive_start(&app, 1280, 720, false);
    SstProbe p = open_with_a_build(1, (int[SSG_CARDS]){0}, (int[1]){0});
    int held = p.hand_n;
    for (int k = 0; k < 3; k++) {
        drive_click_centre(p.hand_rect[0]);
        p = drive_probe();
    }
    int a = p.build_card[0], b = p.build_card[1], c = p.build_card[2];
    float x, y;
    slot_point(&p, 0, &x, &y);
    /* Up onto the felt, well away from the build row. */
    drag(x, y, p.layout.centre.x + p.layout.centre.w / 2, p.layout.centre.y + 10);
    drive_frame();
    p = drive_probe();
    assert_int_equal(p.build_n, 2);
    assert_int_equal(p.build_card[0], b);
    assert_int_equal(p.build_card[1], c);
    assert_true(in_drawn_hand(&p, a));
    assert_int_equal(p.hand_n, held - 2);
    assert_int_equal(p.game->hand[p.shown_seat].n, held);
    drive_stop();
}

static void test_backspace_and_delete_remove_at_the_caret(void **state)
{
    (void)state;
    drive_start(&app, 1280, 720, false);
    SstProbe p = open_with_a_build(1, (int[SSG_CARDS]){0}, (int[1]){0});
    for (int k = 0; k < 4; k++) {
        drive_click_centre(p.hand_rect[0]);
        p = drive_probe();
    }
    int a = p.build_card[0], b = p.build_card[1], c = p.build_card[2], d = p.build_card[3];
    assert_int_equal(p.caret, 4);
    press(SDLK_LEFT);
    press(SDLK_LEFT);
    assert_int_equal(drive_probe().caret, 2);
    press(SDLK_BACKSPACE); /* the card before the caret: b */
    p = drive_probe();
    assert_int_equal(p.build_n, 3);
    assert_int_equal(p.caret, 1);
    assert_int_equal(p.build_card[0], a);
    assert_int_equal(p.build_card[1], c);
    press(SDLK_DELETE); /* the card after the caret: c */
    p = drive_probe();
    assert_int_equal(p.build_n, 2);
    assert_int_equal(p.caret, 1);
    assert_int_equal(p.build_card[0], a);
    assert_int_equal(p.build_card[1], d);
    assert_true(in_drawn_hand(&p, b) && in_drawn_hand(&p, c));
    press(SDLK_RIGHT);
    press(SDLK_DELETE); /* nothing after the caret: nothing happens */
    assert_int_equal(drive_probe().build_n, 2);
    drive_stop();
}

static void test_typed_card_values_go_in_at_the_caret_and_arrows_move_it(void **state)
{
    (void)state;
    drive_start(&app, 1280, 720, false);
    /* A first hand with an Ace, a 10 and a card from 2 to 9. */
    uint64_t seed = 0;
    int plain = 0;
    for (uint64_t s = 1; s < 200 && !seed; s++) {
        SsgGame g;
        scratch_game(&g, "pp", s);
        bool ace = false, ten = false;
        int other = 0;
        for (int i = 0; i < g.hand[0].n; i++) {
            int r = deck_rank(g.hand[0].card[i]);
            ace |= r == 1;
            ten |= r == 10;
            if (r >= 2 && r <= 9)
                other = r;
        }
        if (ace && ten && other)
            seed = s, plain = other;
        ssgame_free(&g);
    }
    assert_true(seed > 0);
    open_table("pp", seed);
    SstProbe p = to_private();
    int held = p.hand_n;
    press(SDLK_0 + plain);
    press(SDLK_0); /* 0 is the 10 */
    p = drive_probe();
    assert_int_equal(p.build_n, 2);
    assert_int_equal(deck_rank(p.build_card[0]), plain);
    assert_int_equal(deck_rank(p.build_card[1]), 10);
    assert_int_equal(p.caret, 2);
    press(SDLK_LEFT);
    assert_int_equal(drive_probe().caret, 1);
    press(SDLK_a); /* A is the Ace, in at the caret */
    p = drive_probe();
    assert_int_equal(p.build_n, 3);
    assert_int_equal(deck_rank(p.build_card[0]), plain);
    assert_int_equal(deck_rank(p.build_card[1]), 1);
    assert_int_equal(deck_rank(p.build_card[2]), 10);
    assert_int_equal(p.caret, 2);
    for (int k = 0; k < 3; k++)
        assert_true(drawn(&p, p.build_card[k]) && !in_drawn_hand(&p, p.build_card[k]));
    assert_int_equal(p.hand_n, held - 3);
    /* The caret stops at both ends. */
    for (int k = 0; k < 5; k++)
        press(SDLK_LEFT);
    assert_int_equal(drive_probe().caret, 0);
    for (int k = 0; k < 5; k++)
        press(SDLK_RIGHT);
    assert_int_equal(drive_probe().caret, 3);
    /* 1 is an Ace too; a value the hand no longer holds adds nothing. */
    int aces = 0;
    for (int i = 0; i < p.hand_n; i++)
        aces += deck_rank(p.hand_card[i]) == 1;
    press(SDLK_1);
    assert_int_equal(drive_probe().build_n, 3 + (aces > 0));
    assert_int_equal(drive_probe().game->actions_n, p.game->actions_n);
    drive_stop();
}

/* ---- Extending ---- */

static void test_an_extension_keeps_the_revealed_cards_and_inserts_at_the_caret(void **state)
{
    (void)state;
    drive_start(&app, 1280, 720, false);
    /* Anna lays down her best build; Ben can then extend it. */
    uint64_t seed = 0;
    int first[SSG_CARDS], n0 = 0, old[SSG_CARDS], ext[2 * SSG_CARDS], len = 0;
    for (uint64_t s = 1; s < 200 && !seed; s++) {
        SsgGame g;
        scratch_game(&g, "pp", s);
        int values[SSG_CARDS];
        int hn = seat_values(&g, 0, values);
        n0 = cardswap_best_build(values, hn, 3, first);
        if (n0 >= 3 && n0 < hn && scratch_lay_down(&g, 0, first, n0) && g.turn == 1) {
            for (int i = 0; i < n0; i++)
                old[i] = ssgame_card_value(&g, 1, g.revealed[0].cards.card[i]);
            int mine[SSG_CARDS];
            int mn = seat_values(&g, 1, mine);
            int k = cardswap_best_extension(old, n0, mine, mn, 3, ext);
            if (k > 0) {
                seed = s;
                len = n0 + k;
            }
        }
        ssgame_free(&g);
    }
    assert_true(seed > 0);
    open_table("pp", seed);
    to_private();
    build_and_lay_down(first, n0);
    SstProbe p = to_private();
    assert_int_equal(p.shown_seat, 1);
    assert_int_equal(p.revealed_n, 1);
    for (int i = 0; i < n0; i++)
        assert_true(drawn(&p, p.game->revealed[0].cards.card[i]));

    /* A click on the revealed siteswap: its cards come into the row, fixed, the caret last. */
    drive_click_centre(p.revealed_row[0]);
    drive_frame();
    p = drive_probe();
    assert_int_equal(p.target, 0);
    assert_int_equal(p.build_n, n0);
    assert_int_equal(p.caret, n0);
    for (int i = 0; i < n0; i++) {
        assert_true(p.build_fixed[i]);
        assert_int_equal(p.build_card[i], p.game->revealed[0].cards.card[i]);
    }
    assert_true(drive_button_index(&p, "Perform extension") >= 0);
    /* Fixed cards stay: a click on one puts the caret after it, Backspace skips over them. */
    float x, y;
    slot_point(&p, 0, &x, &y);
    drive_click(x, y);
    assert_int_equal(drive_probe().caret, 1);
    assert_int_equal(drive_probe().build_n, n0);
    press(SDLK_BACKSPACE);
    assert_int_equal(drive_probe().build_n, n0);

    /* Insert Ben's cards where the best extension has them, placing the caret for each. */
    int oi = 0;
    for (int j = 0; j < len; j++) {
        if (oi < n0 && ext[j] == old[oi]) {
            oi++;
            continue;
        }
        p = drive_probe();
        if (p.caret != j) {
            if (j > 0 && p.build_fixed[j - 1]) {
                slot_point(&p, j - 1, &x, &y);
                drive_click(x, y);
            } else {
                while (drive_probe().caret > j)
                    press(SDLK_LEFT);
                while (drive_probe().caret < j)
                    press(SDLK_RIGHT);
            }
        }
        assert_int_equal(drive_probe().caret, j);
        click_values(&ext[j], 1);
        p = drive_probe();
        assert_false(p.build_fixed[j]);
        assert_int_equal(card_value(&p, p.build_card[j]), ext[j]);
    }
    p = drive_probe();
    assert_int_equal(p.build_n, len);
    assert_true(p.build_legal);
    int cards[2 * SSG_CARDS];
    memcpy(cards, p.build_card, sizeof(int) * (size_t)len);
    long actions = p.game->actions_n;
    click_button("Perform extension");
    p = drive_probe();
    assert_int_equal(p.game->actions_n, actions + 1);
    const SsgAction *a = last_action(&p);
    assert_int_equal(a->kind, SSG_ACT_EXTEND);
    assert_int_equal(a->target, 0);
    assert_int_equal(a->n, len);
    for (int j = 0; j < len; j++)
        assert_int_equal(a->cards[j], cards[j]);
    assert_int_equal(p.game->phase, SSG_PHASE_PERFORM);
    assert_int_equal(p.game->perf.kind, SSG_PLAY_EXTEND);
    for (int j = 0; j < len; j++)
        assert_int_equal(p.game->perf.values[j], ext[j]);
    assert_int_equal(p.mode, TABLE_PUBLIC);
    drive_stop();
}

/* ---- Reductions and styles ---- */

static void test_a_reduction_toggle_changes_the_pattern_shown_and_the_action(void **state)
{
    (void)state;
    drive_start(&app, 1280, 720, false);
    /* A first hand whose best build has a throw above the flash that may be lowered. */
    uint64_t seed = 0;
    int best[SSG_CARDS], n = 0, r = -1;
    for (uint64_t s = 1; s < 200 && !seed; s++) {
        SsgGame g;
        scratch_game(&g, "pp", s);
        int values[SSG_CARDS];
        int hn = seat_values(&g, 0, values);
        n = cardswap_best_build(values, hn, 3, best);
        bool can[SSG_CARDS];
        if (n >= 3 && cardswap_reducible(best, n, g.setup.seat[0].flash, can) > 0) {
            for (int i = n - 1; i >= 0; i--)
                if (can[i])
                    r = i;
            seed = s;
        }
        ssgame_free(&g);
    }
    assert_true(seed > 0);
    open_table("pp", seed);
    to_private();
    click_values(best, n);
    SstProbe p = drive_probe();
    assert_true(p.build_legal);
    /* A toggle is drawn under each reducible card only, none chosen yet. */
    for (int i = 0; i < n; i++) {
        assert_int_equal(p.tag_rect[i].w > 0, p.reducible[i]);
        assert_false(p.reduce[i]);
    }
    assert_true(p.reducible[r]);
    assert_null(strstr(p.performed, "You will juggle"));
    drive_click_centre(p.tag_rect[r]);
    p = drive_probe();
    assert_true(p.reduce[r]);
    assert_int_equal(p.build_n, n); /* the card stays in the build */
    bool which[SSG_CARDS] = {false};
    which[r] = true;
    int performed[SSG_CARDS];
    assert_true(cardswap_reduce(best, n, p.game->setup.seat[0].flash, which, performed));
    assert_int_equal(performed[r], best[r] - n);
    char want[64] = "You will juggle ";
    for (int i = 0; i < n; i++)
        want[16 + i] = siteswap_throw_char(performed[i]);
    assert_non_null(strstr(p.performed, want));
    /* Off and on again, then performed: the action carries the flag. */
    drive_click_centre(p.tag_rect[r]);
    assert_false(drive_probe().reduce[r]);
    assert_null(strstr(drive_probe().performed, "You will juggle"));
    drive_click_centre(p.tag_rect[r]);
    assert_true(drive_probe().reduce[r]);
    click_button("Perform");
    p = drive_probe();
    const SsgAction *a = last_action(&p);
    assert_int_equal(a->kind, SSG_ACT_BUILD);
    for (int i = 0; i < n; i++)
        assert_int_equal(a->reduce[i], i == r);
    for (int i = 0; i < n; i++)
        assert_int_equal(p.game->perf.performed[i], performed[i]);
    drive_stop();
}

static void test_a_pattern_played_before_needs_another_style_and_a_new_prop_may_be_chosen(void **state)
{
    (void)state;
    drive_start(&app, 1280, 720, false);
    /* Anna lays down three cards whose values Ben holds too. */
    uint64_t seed = 0;
    int tri[3] = {0};
    for (uint64_t s = 1; s < 300 && !seed; s++) {
        SsgGame g;
        scratch_game(&g, "pp", s);
        int v0[SSG_CARDS];
        int n0 = seat_values(&g, 0, v0);
        for (int a = 0; a < n0 && !seed; a++)
            for (int b = 0; b < n0 && !seed; b++)
                for (int c = 0; c < n0 && !seed; c++) {
                    int t[3] = {v0[a], v0[b], v0[c]};
                    uint8_t cards[3];
                    if (a == b || b == c || a == c || cardswap_check(t, 3, 3) != CARDSWAP_LEGAL ||
                        !cards_for(&g, 1, t, 3, cards))
                        continue;
                    SsgGame h;
                    scratch_game(&h, "pp", s);
                    if (scratch_lay_down(&h, 0, t, 3) && h.turn == 1) {
                        seed = s;
                        memcpy(tri, t, sizeof tri);
                    }
                    ssgame_free(&h);
                }
        ssgame_free(&g);
    }
    assert_true(seed > 0);
    open_table("pp", seed);
    to_private();
    build_and_lay_down(tri, 3);
    SstProbe p = to_private();
    assert_int_equal(p.shown_seat, 1);
    click_values(tri, 3);
    p = drive_probe();
    assert_true(p.build_legal);
    assert_true(p.style_needed);
    assert_non_null(strstr(p.performed, "Played before"));
    /* The engine refuses the first style (Anna's) and accepts the one chosen. */
    SsgAction act = ssgame_action(SSG_ACT_BUILD, 1);
    act.n = 3;
    act.on_screen = true;
    for (int i = 0; i < 3; i++)
        act.cards[i] = (uint8_t)p.build_card[i];
    act.style = ssgame_style_from_index(0);
    assert_false(ssgame_check(p.game, &act, NULL));
    assert_true(p.style != 0);
    act.style = ssgame_style_from_index(p.style);
    assert_true(ssgame_check(p.game, &act, NULL));
    char text[80];
    ssgame_style_text(act.style, text, sizeof text);
    assert_non_null(strstr(p.performed, text));
    /* Another prop: the next style the engine accepts, named in the feedback. */
    int before = p.style;
    assert_true(p.style_chips);
    assert_true(p.style_chip_on[0]);
    drive_click_centre(p.style_chip[0]);
    drive_frame();
    p = drive_probe();
    assert_true(p.style != before && p.style != 0);
    act.style = ssgame_style_from_index(p.style);
    assert_true(ssgame_check(p.game, &act, NULL));
    ssgame_style_text(act.style, text, sizeof text);
    assert_non_null(strstr(p.performed, text));
    click_button("Perform");
    p = drive_probe();
    const SsgAction *a = last_action(&p);
    assert_int_equal(a->kind, SSG_ACT_BUILD);
    assert_int_equal(ssgame_style_index(a->style), ssgame_style_index(act.style));
    assert_int_equal(ssgame_style_index(p.game->perf.style), ssgame_style_index(act.style));
    drive_stop();
}

/* The style chips are whole at 1280x720 and 1920x1080, Normal and Large text, whatever word
 * each shows (with Large text at 1920x1080 "Right hand (F6)" was cut). */
static void test_the_style_chips_are_whole_at_both_sizes_and_text_sizes(void **state)
{
    (void)state;
    const int sizes[2][2] = {{1280, 720}, {1920, 1080}};
    const TextSize texts[2] = {TEXT_SIZE_NORMAL, TEXT_SIZE_LARGE};
    for (int k = 0; k < 4; k++) {
        drive_start(&app, sizes[k / 2][0], sizes[k / 2][1], false);
        app.settings.text_size = texts[k % 2];
        int best[SSG_CARDS], n = 0;
        open_with_a_build(1, best, &n);
        click_values(best, n);
        const SDL_Keycode keys[3] = {SDLK_F5, SDLK_F6, SDLK_F7};
        for (int part = 0; part < 3; part++)
            for (int v = 0; v < 3; v++) {
                drive_frame();
                assert_true(drive_probe().style_chips);
                for (int i = 0; i < text_cut_count(app.text); i++)
                    fail_msg("%dx%d, text size %d: cut \"%s\"", app.width, app.height,
                             (int)texts[k % 2], text_cut(app.text, i));
                if (getenv("TABLE_SHOTS") && part == 1 && v == 0) { /* DIR: a look at them */
                    char path[512];
                    snprintf(path, sizeof path, "%s/style-chips-%dx%d-%d.png",
                             getenv("TABLE_SHOTS"), app.width, app.height, (int)texts[k % 2]);
                    app_write_screenshot(&app, path);
                }
                press(keys[part]);
            }
        drive_stop();
    }
}

/* S14: any pattern may be juggled in a style of the player's choosing, chosen as on the phones:
 * prop, starting hand and movement, each on its own, with the phone's words (issue 31). */
static void test_any_build_may_be_juggled_in_a_chosen_prop_hand_and_movement(void **state)
{
    (void)state;
    drive_start(&app, 1280, 720, false);
    int best[SSG_CARDS], n = 0;
    SstProbe p = open_with_a_build(1, best, &n);
    assert_false(p.style_chips); /* nothing built: no style to choose yet */
    click_values(best, n);
    p = drive_probe();
    assert_true(p.build_legal);
    assert_false(p.style_needed);
    assert_int_equal(p.style, 0);
    assert_true(p.style_chips);
    assert_string_equal(p.style_word[0], "Balls");
    assert_string_equal(p.style_word[1], "Right hand");
    assert_string_equal(p.style_word[2], "Normal");
    for (int i = 0; i < 3; i++)
        assert_true(p.style_chip_on[i]);
    assert_null(strstr(p.performed, "Juggle it with"));
    /* The keys cycle each part; a click does too. */
    press(SDLK_F5);
    press(SDLK_F6);
    p = drive_probe();
    drive_click_centre(p.style_chip[2]);
    drive_frame();
    p = drive_probe();
    assert_string_equal(p.style_word[0], "Clubs");
    assert_string_equal(p.style_word[1], "Left hand");
    assert_string_equal(p.style_word[2], "Reverse");
    SsgStyle want = {SSG_CLUBS, SSG_LEFT, SSG_MOVE_REVERSE};
    assert_int_equal(p.style, ssgame_style_index(want));
    assert_false(p.style_needed);
    char text[80], line[100];
    ssgame_style_text(want, text, sizeof text);
    snprintf(line, sizeof line, "Juggle it with %s.", text);
    assert_non_null(strstr(p.performed, line));
    /* Round the props: Rings, then Balls again. */
    press(SDLK_F5);
    assert_string_equal(drive_probe().style_word[0], "Rings");
    press(SDLK_F5);
    press(SDLK_F5);
    p = drive_probe();
    assert_string_equal(p.style_word[0], "Clubs");
    click_button("Perform");
    p = drive_probe();
    const SsgAction *a = last_action(&p);
    assert_int_equal(a->kind, SSG_ACT_BUILD);
    assert_int_equal(ssgame_style_index(a->style), ssgame_style_index(want));
    assert_int_equal(ssgame_style_index(p.game->perf.style), ssgame_style_index(want));
    drive_stop();
}

/* S14, S32: a trick too is juggled in the prop and starting hand chosen in the picker; its
 * movement is its own (or normal), so no other movement can be chosen. */
static void test_a_trick_may_be_juggled_in_a_chosen_prop_hand_and_movement(void **state)
{
    (void)state;
    drive_start(&app, 1280, 720, false);
    open_table("pp", 4);
    SstProbe p = to_private();
    click_button("Trick\u2026");
    drive_frame();
    p = drive_probe();
    assert_int_equal(p.overlay, 2);
    assert_true(p.style_chips);
    assert_string_equal(p.style_word[0], "Balls");
    assert_string_equal(p.style_word[1], "Right hand");
    assert_true(p.style_chip_on[0] && p.style_chip_on[1]);
    /* Find a trick whose own movement is normal: no other movement may be chosen for it. */
    int plain = -1;
    for (int k = 0; k < p.tricks_n && plain < 0; k++) {
        if (!p.style_chip_on[2])
            plain = p.trick_sel;
        else
            press(SDLK_DOWN);
        p = drive_probe();
    }
    assert_true(plain >= 0);
    press(SDLK_F7);
    assert_string_equal(drive_probe().style_word[2], "Normal"); /* refused: it stays */
    press(SDLK_F5);
    p = drive_probe();
    drive_click_centre(p.style_chip[1]);
    drive_frame();
    p = drive_probe();
    assert_string_equal(p.style_word[0], "Clubs");
    assert_string_equal(p.style_word[1], "Left hand");
    SsgStyle want = {SSG_CLUBS, SSG_LEFT, SSG_MOVE_NORMAL};
    assert_int_equal(p.trick_style, ssgame_style_index(want));
    assert_true(p.preview_ok); /* its preview in that style */
    char name[48];
    SDL_strlcpy(name, p.trick_name, sizeof name);
    click_button("Juggle this trick");
    p = drive_probe();
    const SsgAction *a = last_action(&p);
    assert_int_equal(a->kind, SSG_ACT_TRICK);
    assert_string_equal(a->text, name);
    assert_int_equal(ssgame_style_index(a->style), ssgame_style_index(want));
    assert_int_equal(p.game->perf.kind, SSG_PLAY_TRICK);
    assert_int_equal(ssgame_style_index(p.game->perf.style), ssgame_style_index(want));
    drive_stop();
}

/* ---- Tricks ---- */

static void test_the_trick_picker_selects_previews_and_submits_the_trick(void **state)
{
    (void)state;
    drive_start(&app, 1280, 720, false);
    open_table("pp", 4);
    SstProbe p = to_private();
    click_button("Trick\u2026");
    drive_frame();
    p = drive_probe();
    assert_int_equal(p.overlay, 2);
    assert_true(p.tricks_n >= 3);
    assert_int_equal(p.trick_sel, 0);
    assert_true(p.preview_ok);
    assert_true(drive_button_index(&p, "Juggle this trick") >= 0);
    assert_true(drive_button_index(&p, "Back to cards") >= 0);
    assert_true(p.trick_rows_n >= 3);
    press(SDLK_DOWN);
    press(SDLK_DOWN);
    assert_int_equal(drive_probe().trick_sel, 2);
    press(SDLK_UP);
    assert_int_equal(drive_probe().trick_sel, 1);
    press(SDLK_UP);
    press(SDLK_UP); /* the top stays the top, as in every list */
    assert_int_equal(drive_probe().trick_sel, 0);
    press(SDLK_END);
    assert_int_equal(drive_probe().trick_sel, p.tricks_n - 1);
    press(SDLK_HOME);
    p = drive_probe();
    assert_int_equal(p.trick_sel, 0);
    /* A click on a row selects it and prepares its juggler. */
    drive_click_centre(p.trick_row[2]);
    p = drive_probe();
    assert_int_equal(p.trick_sel, p.trick_top + 2);
    assert_true(p.preview_ok);
    char name[48];
    SDL_strlcpy(name, p.trick_name, sizeof name);
    assert_true(name[0] != '\0');
    long actions = p.game->actions_n;
    click_button("Juggle this trick");
    p = drive_probe();
    assert_int_equal(p.game->actions_n, actions + 1);
    const SsgAction *a = last_action(&p);
    assert_int_equal(a->kind, SSG_ACT_TRICK);
    assert_string_equal(a->text, name);
    assert_int_equal(p.game->phase, SSG_PHASE_PERFORM);
    assert_int_equal(p.game->perf.kind, SSG_PLAY_TRICK);
    assert_string_equal(p.game->tricks->entries[p.game->perf.trick].name, name);
    assert_int_equal(p.overlay, 0);
    assert_int_equal(p.mode, TABLE_PUBLIC);
    drive_stop();
}

static void test_back_to_cards_closes_the_trick_picker_and_submits_nothing(void **state)
{
    (void)state;
    drive_start(&app, 1280, 720, false);
    open_table("pp", 4);
    SstProbe p = to_private();
    long actions = p.game->actions_n;
    click_button("Trick\u2026");
    assert_int_equal(drive_probe().overlay, 2);
    click_button("Back to cards");
    p = drive_probe();
    assert_int_equal(p.overlay, 0);
    assert_int_equal(p.game->actions_n, actions);
    assert_true(drive_button_index(&p, "Skip turn") >= 0);
    drive_stop();
}

/* ---- The recogniser's exchange ----
 * A person recognises a pattern by guessing, and the table has no guess field yet: these tests
 * reach the exchange by resuming a saved game (sst_scene_resume) whose last action is Ben's
 * right guess, made on a scratch engine game. From there everything goes through the screen. */

static SstProbe resume_at_bens_exchange(uint64_t seed)
{
    SsgGame g;
    scratch_game(&g, "pp", seed);
    int values[SSG_CARDS], best[SSG_CARDS];
    int n = cardswap_best_build(values, seat_values(&g, 0, values), 3, best);
    assert_true(n >= 3);
    SsgAction a = ssgame_action(SSG_ACT_BUILD, 0);
    a.n = n;
    a.on_screen = true;
    assert_true(cards_for(&g, 0, best, n, a.cards));
    assert_true(ssgame_apply(&g, &a, NULL, NULL));
    SsgAction guess = ssgame_action(SSG_ACT_GUESS, 1);
    for (int i = 0; i < n; i++)
        guess.text[i] = siteswap_throw_char(best[i]);
    assert_true(ssgame_apply(&g, &guess, NULL, NULL));
    assert_int_equal(g.phase, SSG_PHASE_EXCHANGE);
    assert_int_equal(g.exchanger, 1);
    char *text = ssgame_save(&g);
    assert_non_null(text);
    ssgame_free(&g);
    char err[300];
    Scene *t = sst_scene_resume(&app, text, strlen(text), NULL, err, sizeof err);
    free(text);
    if (!t)
        fail_msg("resume: %s", err);
    app_push_scene(&app, t);
    drive_frame();
    SstProbe p = to_private();
    assert_int_equal(p.shown_seat, 1);
    assert_int_equal(p.game->phase, SSG_PHASE_EXCHANGE);
    assert_true(drive_button_index(&p, "Take pick-up") >= 0);
    assert_true(drive_button_index(&p, "Take discard") >= 0);
    assert_true(drive_button_index(&p, "No exchange") >= 0);
    return p;
}

/* After taking: one card chosen and discarded through the screen. */
static void discard_one_card(int taken)
{
    SstProbe p = drive_probe();
    assert_true(p.game->exchange_taken);
    assert_int_equal(p.mode, TABLE_PRIVATE);
    int i = p.hand_card[0] == taken ? 1 : 0;
    int card = p.hand_card[i];
    assert_false(p.button_on[drive_button_index(&p, "Discard it")]); /* nothing chosen yet */
    drive_click_centre(p.hand_rect[i]);
    p = drive_probe();
    assert_int_equal(p.build_n, 1);
    assert_int_equal(p.build_card[0], card);
    int held = p.game->hand[1].n;
    click_button("Discard it");
    p = drive_probe();
    const SsgAction *a = last_action(&p);
    assert_int_equal(a->kind, SSG_ACT_DISCARD);
    assert_int_equal(a->card, card);
    assert_int_equal(p.game->hand[1].n, held - 1);
    assert_int_equal(p.game->discard.card[p.game->discard.n - 1], card);
    assert_true(p.game->phase != SSG_PHASE_EXCHANGE);
    drive_seconds(3); /* it lands face up on the discard pile */
    p = drive_probe();
    assert_true(drawn(&p, card));
    assert_false(in_drawn_hand(&p, card));
}

static void test_the_recogniser_takes_from_the_pick_up_pile_then_discards_one(void **state)
{
    (void)state;
    drive_start(&app, 1280, 720, false);
    SstProbe p = resume_at_bens_exchange(3);
    int held = p.game->hand[1].n, pickup = p.game->pickup.n;
    int top = p.game->pickup.card[pickup - 1];
    click_button("Take pick-up");
    p = drive_probe();
    assert_int_equal(last_action(&p)->kind, SSG_ACT_TAKE);
    assert_int_equal(last_action(&p)->source, SSG_FROM_PICKUP);
    assert_int_equal(p.game->hand[1].n, held + 1);
    assert_int_equal(p.game->pickup.n, pickup - 1);
    assert_true((pile_find(&p.game->hand[1], top) >= 0));
    assert_non_null(strstr(p.feedback, "discard"));
    assert_true(drive_button_index(&p, "Take pick-up") < 0);
    drive_seconds(1.5);
    p = drive_probe();
    assert_true(in_drawn_hand(&p, top)); /* the new card is in the hand as drawn */
    discard_one_card(-1);
    drive_stop();
}

static void test_the_recogniser_takes_from_the_discard_pile_then_discards_one(void **state)
{
    (void)state;
    drive_start(&app, 1280, 720, false);
    SstProbe p = resume_at_bens_exchange(3);
    int held = p.game->hand[1].n;
    int top = p.game->discard.card[p.game->discard.n - 1];
    assert_true(drawn(&p, top)); /* face up on the pile */
    click_button("Take discard");
    p = drive_probe();
    assert_int_equal(last_action(&p)->kind, SSG_ACT_TAKE);
    assert_int_equal(last_action(&p)->source, SSG_FROM_DISCARD);
    assert_int_equal(p.game->hand[1].n, held + 1);
    assert_true((pile_find(&p.game->hand[1], top) >= 0));
    drive_seconds(1.5);
    p = drive_probe();
    assert_true(in_drawn_hand(&p, top));
    discard_one_card(top);
    drive_stop();
}

static void test_no_exchange_declines_and_keeps_the_hand(void **state)
{
    (void)state;
    drive_start(&app, 1280, 720, false);
    SstProbe p = resume_at_bens_exchange(3);
    Pile before = p.game->hand[1];
    int discard = p.game->discard.n;
    click_button("No exchange");
    p = drive_probe();
    assert_int_equal(last_action(&p)->kind, SSG_ACT_DECLINE);
    assert_true(p.game->phase != SSG_PHASE_EXCHANGE);
    assert_int_equal(p.game->discard.n, discard);
    assert_int_equal(p.game->hand[1].n, before.n);
    for (int i = 0; i < before.n; i++)
        assert_true((pile_find(&p.game->hand[1], before.card[i]) >= 0));
    drive_stop();
}

/* ---- The low-hand draw ---- */

static void test_a_hand_of_fewer_than_three_cards_is_offered_a_draw(void **state)
{
    (void)state;
    drive_start(&app, 1280, 720, false);
    /* Anna lays down all but one of her cards, draws one at the end of the turn: two left. */
    uint64_t seed = 0;
    int best[SSG_CARDS], n = 0;
    for (uint64_t s = 1; s < 200 && !seed; s++) {
        SsgGame g;
        scratch_game(&g, "pp", s);
        int values[SSG_CARDS];
        int hn = seat_values(&g, 0, values);
        n = cardswap_best_build(values, hn, 3, best);
        if (n == hn - 1 && scratch_lay_down(&g, 0, best, n) && g.hand[0].n < 3)
            seed = s;
        ssgame_free(&g);
    }
    assert_true(seed > 0);
    open_table("pp", seed);
    SstProbe p = to_private();
    assert_true(drive_button_index(&p, "Draw a card") < 0); /* eight cards: no */
    build_and_lay_down(best, n);
    p = to_private();
    assert_int_equal(p.shown_seat, 1);
    click_button("Skip turn");
    p = to_private();
    assert_int_equal(p.shown_seat, 0);
    int held = p.game->hand[0].n;
    assert_true(held < 3);
    assert_int_equal(p.hand_n, held);
    int pickup = p.game->pickup.n;
    int top = p.game->pickup.card[pickup - 1];
    click_button("Draw a card");
    p = drive_probe();
    assert_int_equal(last_action(&p)->kind, SSG_ACT_LOW_DRAW);
    assert_int_equal(p.game->hand[0].n, held + 1);
    assert_true((pile_find(&p.game->hand[0], top) >= 0));
    assert_int_equal(p.mode, TABLE_PRIVATE); /* still Anna's turn */
    assert_int_equal(p.game->phase, SSG_PHASE_TURN);
    drive_seconds(1.5);
    p = drive_probe();
    assert_int_equal(p.hand_n, held + 1);
    assert_true(in_drawn_hand(&p, top));
    if (held + 1 >= 3)
        assert_true(drive_button_index(&p, "Draw a card") < 0);
    drive_stop();
}

/* ---- Instant moves ---- */

static void test_with_instant_moves_no_card_is_ever_on_its_way(void **state)
{
    (void)state;
    drive_start(&app, 1280, 720, false);
    app.settings.instant_moves = true;
    open_table("pc", 2);
    SstProbe p = drive_probe();
    assert_false(p.busy); /* the deal is on the table after one frame */
    assert_int_equal(p.game->hand[0].n, 8);
    int frames = 0;
    while (p.mode == TABLE_PUBLIC && frames++ < 200) {
        drive_seconds(0.25);
        p = drive_probe();
        assert_false(p.busy);
    }
    assert_int_equal(p.mode, TABLE_PRIVATE);
    click_button("Skip turn"); /* a drawn card and the computer's play land at once too */
    for (int i = 0; i < 40; i++) {
        drive_seconds(0.25);
        assert_false(drive_probe().busy);
    }
    drive_stop();
}

int main(int argc, char **argv)
{
    int code = test_env_start(argc, argv, "table-build-xdg");
    if (code)
        return code;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_hand_card_dragged_into_the_build_lands_at_the_gap_where_it_is_dropped),
        cmocka_unit_test(test_a_built_card_dragged_to_another_gap_moves_there),
        cmocka_unit_test(test_a_built_card_clicked_goes_back_to_the_hand),
        cmocka_unit_test(test_a_built_card_dragged_off_the_row_goes_back_to_the_hand),
        cmocka_unit_test(test_backspace_and_delete_remove_at_the_caret),
        cmocka_unit_test(test_typed_card_values_go_in_at_the_caret_and_arrows_move_it),
        cmocka_unit_test(test_an_extension_keeps_the_revealed_cards_and_inserts_at_the_caret),
        cmocka_unit_test(test_a_reduction_toggle_changes_the_pattern_shown_and_the_action),
        cmocka_unit_test(test_a_pattern_played_before_needs_another_style_and_a_new_prop_may_be_chosen),
        cmocka_unit_test(test_any_build_may_be_juggled_in_a_chosen_prop_hand_and_movement),
        cmocka_unit_test(test_a_trick_may_be_juggled_in_a_chosen_prop_hand_and_movement),
        cmocka_unit_test(test_the_trick_picker_selects_previews_and_submits_the_trick),
        cmocka_unit_test(test_back_to_cards_closes_the_trick_picker_and_submits_nothing),
        cmocka_unit_test(test_the_recogniser_takes_from_the_pick_up_pile_then_discards_one),
        cmocka_unit_test(test_the_recogniser_takes_from_the_discard_pile_then_discards_one),
        cmocka_unit_test(test_no_exchange_declines_and_keeps_the_hand),
        cmocka_unit_test(test_a_hand_of_fewer_than_three_cards_is_offered_a_draw),
        cmocka_unit_test(test_with_instant_moves_no_card_is_ever_on_its_way),
        cmocka_unit_test(test_the_style_chips_are_whole_at_both_sizes_and_text_sizes),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    drive_sdl_quit();
    return failed;
}
