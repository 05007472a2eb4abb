/* The Pattern Lab's layout from the smallest window to 4K: everything inside the window,
 * nothing overlapping, text large enough to read from across a table, and the juggler's area
 * tall enough that a 5-ball 97531 keeps a figure that can be seen. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdbool.h>
#include <stdlib.h>

#include "juggler.h"
#include "lab_layout.h"

static const int sizes[][2] = {{1024, 600},  {1280, 720},  {1920, 1080}, {3840, 2160},
                               {640, 400},   {1366, 768},  {2560, 1440}, {1280, 800},
                               {800, 1000},  {1080, 1920}, {2560, 1080}, {1600, 1200}};
static const float scales[] = {0.85f, 1.0f, 1.25f};

static bool inside_rect(SDL_FRect r, SDL_FRect outer)
{
    return r.w > 0 && r.h > 0 && r.x >= outer.x - 0.01f && r.y >= outer.y - 0.01f &&
           r.x + r.w <= outer.x + outer.w + 0.01f && r.y + r.h <= outer.y + outer.h + 0.01f;
}

static bool overlap(SDL_FRect a, SDL_FRect b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

static void check(int w, int h, float scale)
{
    LabLayout lay;
    lab_layout(w, h, scale, &lay);
    SDL_FRect win = {0, 0, (float)w, (float)h};
    assert_true(inside_rect(lay.juggler, win));
    assert_true(inside_rect(lay.panel, win));
    assert_false(overlap(lay.juggler, lay.panel));

    /* The panel, top to bottom: title, field, now, pattern, facts, ladder, buttons. */
    SDL_FRect parts[] = {lay.field, lay.facts, lay.ladder};
    for (size_t i = 0; i < sizeof parts / sizeof *parts; i++)
        assert_true(inside_rect(parts[i], lay.panel));
    assert_true(lay.title_y + (float)lay.title_px * 1.2f <= lay.field.y);
    assert_true(lay.field.y + lay.field.h <= lay.now_y);
    assert_true(lay.now_y + (float)lay.now_px * 1.2f <= lay.pattern_y);
    assert_true(lay.pattern_y + (float)lay.pattern_px * 1.25f <= lay.facts.y);
    assert_true(lay.facts.y + lay.facts.h <= lay.ladder.y);
    assert_true(lay.ladder.h >= (float)lay.ladder_px * 6.0f);
    for (int b = 0; b < LAB_BUTTON_COUNT; b++) {
        assert_true(inside_rect(lay.buttons[b], lay.panel));
        assert_true(lay.buttons[b].y >= lay.ladder.y + lay.ladder.h);
        /* Big enough to hit with a finger: about 7 mm on a 1080p laptop screen. */
        assert_true(lay.buttons[b].h >= 28 && lay.buttons[b].w >= 60);
        for (int c = 0; c < b; c++)
            assert_false(overlap(lay.buttons[b], lay.buttons[c]));
        /* The label and the key fit in the button's height. */
        assert_true((float)lay.button_px * 1.2f + (float)lay.key_px * 1.2f <= lay.buttons[b].h);
    }

    /* The browser: over the panel, never over the buttons. */
    assert_true(inside_rect(lay.browser, lay.panel));
    for (int b = 0; b < LAB_BUTTON_COUNT; b++)
        assert_false(overlap(lay.browser, lay.buttons[b]));
    for (int t = 0; t < LAB_TAB_COUNT; t++) {
        assert_true(inside_rect(lay.tabs[t], lay.browser));
        assert_false(overlap(lay.tabs[t], lay.search));
        if (t > 0)
            assert_false(overlap(lay.tabs[t], lay.tabs[t - 1]));
    }
    assert_true(inside_rect(lay.search, lay.browser));
    assert_true(inside_rect(lay.list, lay.browser));
    assert_false(overlap(lay.search, lay.list));
    /* The headings: between the search and the rows, the columns in order inside the rows. */
    assert_true(inside_rect(lay.list_head, lay.browser));
    assert_true(lay.search.y + lay.search.h <= lay.list_head.y);
    assert_true(lay.list_head.y + lay.list_head.h <= lay.list.y);
    assert_true((float)lay.head_px * 1.17f <= lay.list_head.h);
    for (int c = 0; c < LAB_COL_COUNT; c++) {
        assert_true(lay.col_w[c] > (float)lay.list_px * 2);   /* room for "Period" */
        assert_true(lay.col_x[c] >= lay.list.x);
        assert_true(lay.col_x[c] + lay.col_w[c] <= lay.list.x + lay.list.w + 0.01f);
        if (c > 0)
            assert_true(lay.col_x[c - 1] + lay.col_w[c - 1] < lay.col_x[c]);
    }
    assert_true(lay.rows >= 1);
    assert_true(lay.list.y + lay.list.h <= lay.browser_desc_y + 0.01f);
    assert_true(lay.browser_desc_y + (float)lay.desc_px * 2.7f <= lay.browser_hint_y + 0.01f);
    assert_true(lay.browser_hint_y + (float)lay.hint_px * 1.2f <= lay.browser.y + lay.browser.h);
    for (int i = 0; i < LAB_RANDOM_ROWS; i++) {
        assert_true(inside_rect(lay.random_rows[i], lay.browser));
        assert_true(inside_rect(lay.random_minus[i], lay.random_rows[i]));
        assert_true(inside_rect(lay.random_plus[i], lay.random_rows[i]));
        assert_false(overlap(lay.random_minus[i], lay.random_plus[i]));
        if (i > 0)
            assert_false(overlap(lay.random_rows[i], lay.random_rows[i - 1]));
        assert_false(overlap(lay.random_rows[i], lay.random_go));
    }
    assert_true(inside_rect(lay.random_go, lay.browser));
}

static void test_everything_fits_without_overlapping_at_every_size_and_text_size(void **state)
{
    (void)state;
    for (size_t k = 0; k < sizeof scales / sizeof *scales; k++)
        for (size_t s = 0; s < sizeof sizes / sizeof *sizes; s++)
            check(sizes[s][0], sizes[s][1], scales[k]);
}

static void test_text_reads_from_across_a_table_at_1080p(void **state)
{
    (void)state;
    LabLayout lay;
    lab_layout(1920, 1080, 1.0f, &lay);
    assert_true(lay.field_px >= 56);
    assert_true(lay.pattern_px >= 56);
    assert_true(lay.body_px >= 28);
    assert_true(lay.now_px >= 28);
    assert_true(lay.button_px >= 28);
    assert_true(lay.key_px >= 20);
    assert_true(lay.ladder_px >= 24);
    assert_true(lay.list_px >= 28);
    assert_true(lay.hint_px >= 24);
    assert_true(lay.head_px >= 24);   /* the catalogue's column headings: 2.2% of the height */
}

static void test_layout_scales_with_the_window(void **state)
{
    (void)state;
    LabLayout hd, uhd;
    lab_layout(1920, 1080, 1.0f, &hd);
    lab_layout(3840, 2160, 1.0f, &uhd);
    assert_true(abs(uhd.body_px - 2 * hd.body_px) <= 1);
    assert_float_equal(uhd.ladder.w, 2 * hd.ladder.w, 2.0);
    assert_float_equal(uhd.juggler.h, 2 * hd.juggler.h, 2.0);
}

static void test_the_juggler_has_the_full_height_in_landscape(void **state)
{
    (void)state;
    for (size_t s = 0; s < 4; s++) {
        LabLayout lay;
        lab_layout(sizes[s][0], sizes[s][1], 1.0f, &lay);
        assert_true(lay.juggler.h >= 0.9f * (float)sizes[s][1]);
        assert_true(lay.juggler.w >= 0.38f * (float)sizes[s][0]);
    }
}

static void test_97531_keeps_its_highest_throw_and_a_visible_figure(void **state)
{
    (void)state;
    Siteswap *s = siteswap_parse("97531", NULL);
    assert_non_null(s);
    static AnimMotion m;
    AnimSettings set = anim_default_settings();
    set.prop = ANIM_PROP_CLUB;
    bool prepared = anim_prepare(s, &set, &m, NULL, 0);
    siteswap_free(s);
    assert_true(prepared);
    for (size_t i = 0; i < 4; i++) {
        LabLayout lay;
        lab_layout(sizes[i][0], sizes[i][1], 1.0f, &lay);
        float scale = juggler_scale(&m, lay.juggler);
        /* The highest club head fits under the top of the area... */
        assert_true((float)m.top * scale <= lay.juggler.h);
        /* ...and the juggler (1.8 m) still stands over a quarter of the window high (29% here). */
        assert_true(1.8f * scale >= 0.28f * (float)sizes[i][1]);
    }
}

static void test_buttons_are_found_where_they_are_drawn(void **state)
{
    (void)state;
    LabLayout lay;
    lab_layout(1280, 720, 1.0f, &lay);
    for (int b = 0; b < LAB_BUTTON_COUNT; b++) {
        SDL_FRect r = lay.buttons[b];
        assert_int_equal(lab_layout_button_at(&lay, r.x + r.w / 2, r.y + r.h / 2), b);
    }
    assert_int_equal(lab_layout_button_at(&lay, lay.juggler.x + 5, lay.juggler.y + 5), -1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_everything_fits_without_overlapping_at_every_size_and_text_size),
        cmocka_unit_test(test_text_reads_from_across_a_table_at_1080p),
        cmocka_unit_test(test_layout_scales_with_the_window),
        cmocka_unit_test(test_the_juggler_has_the_full_height_in_landscape),
        cmocka_unit_test(test_97531_keeps_its_highest_throw_and_a_visible_figure),
        cmocka_unit_test(test_buttons_are_found_where_they_are_drawn),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
