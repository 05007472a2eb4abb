/* The title screen's layout at every window size from the smallest to 4K, with and without
 * Continue: everything on screen, nothing overlapping, text large enough to read from across a
 * table. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdbool.h>

#include "title_layout.h"

#define ITEMS 7 /* Play, Pattern Lab, Settings, Rules, Help, Full screen, Quit */

/* The two menus: without a saved game, and with Continue (and its second line) first. */
typedef struct Menu {
    int items;
    bool detail;
} Menu;
static const Menu menus[] = {{ITEMS, false}, {ITEMS + 1, true}};

static const int sizes[][2] = {{640, 400},   {1024, 600},  {1280, 720},  {1280, 800},
                               {1366, 768},  {1920, 1080}, {2560, 1440}, {3840, 2160},
                               {800, 1000},  {1080, 1920}, {2560, 1080}, {1600, 1200}};

/* Bounding box of a card turned about its centre (cards are 5:7). */
static SDL_FRect card_box(const TitleCard *c)
{
    float w = (float)c->height * 5 / 7, h = (float)c->height;
    float a = (float)(fabs(c->angle) * 3.14159265358979 / 180);
    float bw = w * cosf(a) + h * sinf(a), bh = w * sinf(a) + h * cosf(a);
    /* The cards bob up by at most 3% of their height. */
    return (SDL_FRect){c->cx - bw / 2, c->cy - bh / 2 - h * 0.03f, bw, bh + h * 0.03f};
}

static bool inside(SDL_FRect r, int w, int h)
{
    return r.x >= 0 && r.y >= 0 && r.x + r.w <= (float)w && r.y + r.h <= (float)h;
}

static bool overlap(SDL_FRect a, SDL_FRect b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

static void test_everything_fits_in_the_window_at_every_size(void **state)
{
    (void)state;
    for (size_t m = 0; m < 2; m++)
    for (size_t s = 0; s < sizeof sizes / sizeof *sizes; s++) {
        int w = sizes[s][0], h = sizes[s][1];
        TitleLayout lay;
        title_layout_detail(w, h, menus[m].items, menus[m].detail, 1.0f, &lay);
        for (int c = 0; c < TITLE_CARDS; c++)
            assert_true(inside(card_box(&lay.cards[c]), w, h));
        for (int i = 0; i < menus[m].items; i++)
            assert_true(inside(lay.items[i], w, h));
        assert_true(lay.hint_y + (float)lay.hint_px * 1.3f <= (float)h);
    }
}

static void test_cards_menu_and_title_do_not_overlap_at_any_text_size(void **state)
{
    (void)state;
    const float scales[] = {0.85f, 1.0f, 1.25f};
    for (size_t m = 0; m < 2; m++)
    for (size_t k = 0; k < 3; k++)
    for (size_t s = 0; s < sizeof sizes / sizeof *sizes; s++) {
        float scale = scales[k];
        int n = menus[m].items;
        TitleLayout lay;
        title_layout_detail(sizes[s][0], sizes[s][1], n, menus[m].detail, scale, &lay);
        float title_bottom = lay.subtitle_y + (float)lay.subtitle_px * 1.3f;
        for (int i = 0; i < n; i++) {
            assert_true(lay.items[i].y > title_bottom);
            for (int c = 0; c < TITLE_CARDS; c++)
                assert_false(overlap(lay.items[i], card_box(&lay.cards[c])));
            if (i > 0)
                assert_false(overlap(lay.items[i], lay.items[i - 1]));
        }
        for (int c = 0; c < TITLE_CARDS; c++)
            assert_true(card_box(&lay.cards[c]).y > title_bottom);
        assert_true(lay.items[n - 1].y + lay.items[n - 1].h < lay.hint_y);
    }
}

static void test_text_reads_from_across_a_table_at_1080p(void **state)
{
    (void)state;
    TitleLayout lay;
    title_layout(1920, 1080, ITEMS, 1.0f, &lay);
    assert_true(lay.title_px >= 120);
    assert_true(lay.item_px >= 48);
    assert_true(lay.subtitle_px >= 36);
    assert_true(lay.hint_px >= 26);
    assert_true(lay.cards[0].height >= 360); /* a third of the screen */
}

static void test_fan_reads_531_left_to_right(void **state)
{
    (void)state;
    TitleLayout lay;
    title_layout(1280, 720, ITEMS, 1.0f, &lay);
    assert_int_equal(lay.cards[0].rank, 5);
    assert_int_equal(lay.cards[1].rank, 3);
    assert_int_equal(lay.cards[2].rank, 1);
    assert_true(lay.cards[0].cx < lay.cards[1].cx && lay.cards[1].cx < lay.cards[2].cx);
}

static void test_a_full_menu_at_large_text_shrinks_to_fit_and_stays_readable(void **state)
{
    (void)state;
    for (size_t s = 0; s < sizeof sizes / sizeof *sizes; s++) {
        int w = sizes[s][0], h = sizes[s][1];
        TitleLayout lay;
        title_layout_detail(w, h, TITLE_MAX_ITEMS, true, 1.25f, &lay);
        float title_bottom = lay.subtitle_y + (float)lay.subtitle_px * 1.3f;
        for (int i = 0; i < TITLE_MAX_ITEMS; i++) {
            assert_true(inside(lay.items[i], w, h));
            assert_true(lay.items[i].y > title_bottom);
            assert_true((float)lay.item_px * 1.2f <= lay.items[i].h); /* the label fits its row */
            for (int c = 0; c < TITLE_CARDS; c++)
                assert_false(overlap(lay.items[i], card_box(&lay.cards[c])));
            if (i > 0)
                assert_false(overlap(lay.items[i], lay.items[i - 1]));
        }
        assert_true(lay.items[TITLE_MAX_ITEMS - 1].y + lay.items[TITLE_MAX_ITEMS - 1].h < lay.hint_y);
    }
    TitleLayout lay;
    title_layout_detail(1920, 1080, TITLE_MAX_ITEMS, true, 1.25f, &lay);
    assert_true(lay.item_px >= 48);
}

/* Continue makes seven rows, the first with a second line: at the common sizes the labels keep
 * the size six rows have, and the second line reads like the hints below. */
static void test_seven_items_with_continue_keep_the_text_size_at_720p_and_1080p(void **state)
{
    (void)state;
    const int common[][2] = {{1280, 720}, {1920, 1080}};
    for (int s = 0; s < 2; s++) {
        int w = common[s][0], h = common[s][1];
        TitleLayout six, seven;
        title_layout(w, h, ITEMS, 1.0f, &six);
        title_layout_detail(w, h, ITEMS + 1, true, 1.0f, &seven);
        assert_int_equal(seven.item_px, six.item_px);
        assert_true(seven.detail_px >= six.hint_px);
        assert_int_equal(six.detail_px, 0);
        /* The first row holds its label and the line under it; the others are alike. */
        assert_true(seven.items[0].h >= (float)(seven.item_px + seven.detail_px) * 1.2f);
        for (int i = 1; i < ITEMS + 1; i++) {
            assert_float_equal(seven.items[i].h, seven.items[1].h, 0.01);
            assert_true(seven.items[i].h >= (float)seven.item_px * 1.4f);
            assert_true(seven.items[i].y >= seven.items[i - 1].y + seven.items[i - 1].h + 4);
        }
        assert_true(seven.items[ITEMS].y + seven.items[ITEMS].h < seven.hint_y);
    }
    TitleLayout lay;
    title_layout_detail(1920, 1080, ITEMS + 1, true, 1.0f, &lay);
    assert_true(lay.item_px >= 52);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_everything_fits_in_the_window_at_every_size),
        cmocka_unit_test(test_cards_menu_and_title_do_not_overlap_at_any_text_size),
        cmocka_unit_test(test_text_reads_from_across_a_table_at_1080p),
        cmocka_unit_test(test_fan_reads_531_left_to_right),
        cmocka_unit_test(test_a_full_menu_at_large_text_shrinks_to_fit_and_stays_readable),
        cmocka_unit_test(test_seven_items_with_continue_keep_the_text_size_at_720p_and_1080p),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
