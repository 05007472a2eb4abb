/* The siteswap table's shared moments, without a window: a pattern laid down or recognised is
 * revealed large to the whole table and held before anything moves on; revealed siteswaps lie in
 * rows where every card's value reads from across the room. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cards.h"
#include "sst_fixture.h"
#include "sst_frame.h"
#include "sst_input.h"
#include "sst_places.h"
#include "sst_play.h"

/* people person seats first, then computers; seat `starter` starts. */
static SstFixture *table(int people, int computers, int starter, uint64_t seed)
{
    return sst_fixture(people, computers, SSG_NORMAL, starter, seed);
}

static void tick(SstFixture *fx, double seconds)
{
    for (double t = 0; t < seconds; t += 1.0 / 60)
        sst_tick(&fx->st, 1.0 / 60);
}

static void press_enter(SstFixture *fx)
{
    sst_frame(&fx->st, 0, &fx->f);
    Input in = {.kind = INPUT_CONFIRM, .key = SDLK_RETURN};
    sst_input(&fx->st, &fx->f, &in);
}

/* Ticks until the reveal is up (at most max seconds of game time); false if it never came. */
static bool until_reveal(SstFixture *fx, double max)
{
    for (double t = 0; t < max; t += 1.0 / 60) {
        sst_tick(&fx->st, 1.0 / 60);
        if (fx->st.overlay == OVERLAY_REVEAL)
            return true;
    }
    return false;
}

static bool overlaps(SDL_FRect a, SDL_FRect b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/* A pattern laid down (or recognised) by computers while a person watches: it is revealed large
 * once its cards have landed, holds for at least 4 s whatever is pressed, then Enter goes on;
 * nothing at the table moves while it is up, and it comes before the next curtain. */
static void test_a_pattern_laid_down_is_revealed_large_and_held_before_the_table_moves_on(void **state)
{
    (void)state;
    SstFixture *fx = table(1, 3, 1, 21);
    assert_true(until_reveal(fx, 900));
    SstState *st = &fx->st;
    assert_false(motion_busy(&st->motion)); /* every card of it has landed */
    assert_int_equal(st->mode, TABLE_PUBLIC);
    const SstReveal *r = &st->reveal;
    assert_true(r->index >= 0 && r->index < st->pub.revealed_n);
    /* Its characters are the revealed cards' values, as the table lays them. */
    const SsgRevealed *rv = &st->pub.revealed[r->index];
    int v[SSG_CARDS];
    for (int i = 0; i < rv->cards.n; i++)
        v[i] = ssgame_card_value(&st->game, rv->laid_by, rv->cards.card[i]);
    char digits[SSG_CARDS + 1];
    sst_digits(v, rv->cards.n, digits, sizeof digits);
    assert_string_equal(r->what, digits);
    assert_true(st->om_ok); /* the pattern juggled once more beside it */
    /* Large: characters a room reads, and every card of it drawn big. */
    sst_frame(st, 0, &fx->f);
    assert_true(fx->f.reveal_what_px >= 1080 * 0.06);
    assert_int_equal(fx->f.reveal_cards.n, rv->cards.n);
    for (int i = 0; i < fx->f.reveal_cards.n; i++) {
        const TableCard *c = &fx->f.reveal_cards.c[i];
        assert_true(cards_value_px(v[i], c->h) >= 1080 * 0.025);
        assert_true(c->cx - table_card_w(c->h) / 2 >= fx->f.preview.x + fx->f.preview.w);
    }
    assert_false(overlaps(fx->f.reveal_who, fx->f.reveal_what));
    assert_int_equal(fx->f.buttons.n, 0); /* the table waits under it: only its own button */
    /* Held: Enter and a click do nothing for its first seconds, and nothing moves on. */
    long actions = st->game.actions_n;
    tick(fx, SST_TIMINGS.reveal_min - 0.5);
    press_enter(fx);
    assert_int_equal(st->overlay, OVERLAY_REVEAL);
    assert_int_equal(st->game.actions_n, actions);
    assert_int_equal(st->mode, TABLE_PUBLIC);
    tick(fx, 0.6);
    assert_true(sst_reveal_may_close(st));
    assert_true(sst_reveal_left(st) > 1); /* people at the table: it waits for them a while */
    press_enter(fx);
    assert_int_equal(st->overlay, OVERLAY_NONE);
    sst_fixture_free(fx);
}

/* An extension is revealed as one: "…'s extension", its new cards raised above the old and said
 * ("New: 4 · …"), so the table sees what was slipped in. Computers play until one extends. */
static void test_an_extension_is_revealed_with_its_new_cards_raised(void **state)
{
    (void)state;
    bool seen = false;
    for (uint64_t seed = 1; seed <= 60 && !seen; seed++) /* seed 7 extends first */ {
        SstFixture *fx = table(0, 4, 0, seed);
        SstState *st = &fx->st;
        for (int reveals = 0; reveals < 40 && !seen && st->pub.phase != SSG_PHASE_OVER; reveals++) {
            if (!until_reveal(fx, 600))
                break;
            const SstReveal *r = &st->reveal;
            if (!r->trick && r->extension) {
                seen = true;
                sst_frame(st, 0, &fx->f);
                int added = 0;
                float old_y = -1;
                for (int i = 0; i < r->n; i++)
                    if (!r->inserted[i])
                        old_y = fx->f.reveal_cards.c[i].cy;
                for (int i = 0; i < r->n; i++) {
                    const TableCard *c = &fx->f.reveal_cards.c[i];
                    if (r->inserted[i]) {
                        added++;
                        assert_true(c->lift > 0.5f);
                        if (old_y >= 0 && r->n <= 8) /* one row: raised above the old cards */
                            assert_true(c->cy < old_y);
                    } else {
                        assert_true(c->lift < 0.5f);
                    }
                }
                assert_true(added >= 1 && added < r->n);
                assert_non_null(strstr(r->facts, "New: "));
            }
            tick(fx, SST_TIMINGS.reveal_alone + 0.5); /* it goes on by itself */
        }
        sst_fixture_free(fx);
    }
    assert_true(seen);
}

/* With only computers at the table (a demo), the reveal goes on by itself after its hold. */
static void test_a_reveal_goes_on_by_itself(void **state)
{
    (void)state;
    SstFixture *fx = table(0, 3, 0, 5);
    assert_true(until_reveal(fx, 900));
    double left = sst_reveal_left(&fx->st);
    assert_true(left >= SST_TIMINGS.reveal_min - 0.05);
    tick(fx, left + 0.1);
    assert_int_equal(fx->st.overlay, OVERLAY_NONE);
    assert_false(fx->st.reveal.pending);
    sst_fixture_free(fx);
}

/* Fills the public view with revealed siteswaps of these lengths (cards 1.. in turn). */
static void lay(SstState *st, const int *lengths, int n)
{
    st->pub.revealed_n = n;
    int card = 0;
    for (int i = 0; i < n; i++) {
        SsgRevealed *r = &st->pub.revealed[i];
        memset(r, 0, sizeof *r);
        r->laid_by = i % st->pub.seats;
        for (int k = 0; k < lengths[i]; k++)
            r->cards.card[r->cards.n++] = card++ % SSG_CARDS;
    }
}

/* Revealed siteswaps lie in rows, never fanned over each other: every card shown whole enough
 * that its value reads (each value at least 2.5% of the height), inside the middle of the
 * felt, siteswaps apart, the newest always in view, at both sizes and both text sizes. */
static void test_revealed_siteswaps_lie_in_rows_where_every_value_reads(void **state)
{
    (void)state;
    const int sizes[][2] = {{1280, 720}, {1920, 1080}};
    const float scales[] = {1.0f, 1.25f};
    const int sets[][8] = {{13}, {13, 13}, {3, 13, 5, 9, 13, 2}, {4, 4, 4, 4, 4, 4, 4, 4},
                           {12, 11, 10, 13, 6, 7, 8, 13}};
    const int set_n[] = {1, 2, 6, 8, 8};
    for (int z = 0; z < 2; z++)
        for (int k = 0; k < 2; k++)
            for (int seats = 2; seats <= 6; seats++)
                for (int q = 0; q < 5; q++) {
                    SstFixture *fx = table(0, seats, 0, 3);
                    SstState *st = &fx->st;
                    int W = sizes[z][0], H = sizes[z][1];
                    sst_set_window(st, W, H, scales[k], 1, true);
                    motion_init(&st->motion, 1); /* nothing in flight */
                    lay(st, sets[q], set_n[q]);
                    sst_frame(st, 0, &fx->f);
                    const TableLayout *L = &fx->f.L;
                    float cw = table_card_w(fx->f.S.revealed_card_h);
                    assert_true(cards_value_px(10, fx->f.S.revealed_card_h) >= H * 0.025f);
                    int newest = set_n[q] - 1;
                    assert_true(fx->f.revealed_row[newest].w > 0);
                    SstRevealedPlan plan;
                    sst_revealed_plan(st, L, &fx->f.S, &plan);
                    for (int i = 0; i < set_n[q]; i++) {
                        if (!plan.at[i].shown)
                            continue;
                        SDL_FRect box = plan.at[i].box;
                        if (!(box.x >= fx->f.S.revealed.x - 0.5f && box.y >= fx->f.S.revealed.y - 0.5f &&
                              box.x + box.w <= fx->f.S.revealed.x + fx->f.S.revealed.w + 0.5f &&
                              box.y + box.h <= fx->f.S.revealed.y + fx->f.S.revealed.h + 0.5f))
                            fail_msg("%dx%d text %.2f, %d seats, set %d: siteswap %d outside the middle",
                                     W, H, scales[k], seats, q, i);
                        for (int j = 0; j < i; j++)
                            if (plan.at[j].shown && overlaps(box, plan.at[j].box))
                                fail_msg("%dx%d, %d seats, set %d: siteswaps %d and %d overlap", W, H,
                                         seats, q, j, i);
                        /* Cards of one line step at least 0.9 of a card: the value uncovered. */
                        float px = 0, py = -1;
                        for (int c = 0; c < sets[q][i]; c++) {
                            float cx, cy;
                            if (!sst_revealed_card_at(&fx->f.S, &plan.at[i], c, &cx, &cy))
                                break;
                            assert_true(cx + cw / 2 <= fx->f.S.revealed.x + fx->f.S.revealed.w + 0.5f);
                            if (cy == py && cx - px < cw * 0.9f - 0.01f)
                                fail_msg("%dx%d, %d seats, set %d: cards %d and %d of siteswap %d "
                                         "overlap (%.1f apart, card %.1f wide)", W, H, seats, q,
                                         c - 1, c, i, cx - px, cw);
                            px = cx;
                            py = cy;
                        }
                    }
                    sst_fixture_free(fx);
                }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_pattern_laid_down_is_revealed_large_and_held_before_the_table_moves_on),
        cmocka_unit_test(test_a_reveal_goes_on_by_itself),
        cmocka_unit_test(test_an_extension_is_revealed_with_its_new_cards_raised),
        cmocka_unit_test(test_revealed_siteswaps_lie_in_rows_where_every_value_reads),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
