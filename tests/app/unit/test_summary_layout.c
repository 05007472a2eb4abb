/* The game summary's layout at every window size from the smallest to 4K, landscape and
 * portrait, with 2 to 6 seats and every text size: everything in the window, nothing
 * overlapping, rows tall enough for their text, text large enough to read from across a table. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>

#include "summary_layout.h"

static const int sizes[][2] = {{640, 400},   {1024, 600},  {1280, 720},  {1280, 800},
                               {1366, 768},  {1920, 1080}, {2560, 1440}, {3840, 2160},
                               {800, 1000},  {1080, 1920}, {2560, 1080}, {1600, 1200}};
static const float scales[] = {0.85f, 1.0f, 1.25f};

#define EACH_LAYOUT(L)                                                                             \
    for (size_t s_ = 0; s_ < sizeof sizes / sizeof *sizes; s_++)                                   \
        for (size_t k_ = 0; k_ < sizeof scales / sizeof *scales; k_++)                             \
            for (int seats_ = 2; seats_ <= SUMMARY_MAX_PLACES; seats_++)                           \
                for (int once_ = (summary_layout(sizes[s_][0], sizes[s_][1], seats_, scales[k_],   \
                                                 &L), 1); once_; once_ = 0)

static bool inside(SDL_FRect r, SDL_FRect outer)
{
    return r.w > 0 && r.h > 0 && r.x >= outer.x && r.y >= outer.y &&
           r.x + r.w <= outer.x + outer.w + 0.01f && r.y + r.h <= outer.y + outer.h + 0.01f;
}

static bool overlap(SDL_FRect a, SDL_FRect b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

static void check_apart(const SDL_FRect *r, int n, const SummaryLayout *L)
{
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (overlap(r[i], r[j]))
                fail_msg("%dx%d, %d seats: boxes %d and %d overlap", L->width, L->height,
                         L->places, i, j);
}

static void test_the_summary_fits_the_window_and_nothing_overlaps(void **state)
{
    (void)state;
    SummaryLayout L;
    EACH_LAYOUT(L) {
        SDL_FRect win = {0, 0, (float)L.width, (float)L.height};
        SDL_FRect r[9 + SUMMARY_MAX_PLACES];
        int n = 0;
        r[n++] = L.title;
        r[n++] = L.subtitle;
        r[n++] = L.header;
        r[n++] = L.list;
        r[n++] = L.scrollbar;
        r[n++] = L.play_again;
        r[n++] = L.back;
        r[n++] = L.hint;
        for (int i = 0; i < L.places; i++)
            r[n++] = L.place[i];
        for (int i = 0; i < n; i++)
            if (!inside(r[i], win))
                fail_msg("%dx%d: box %d is outside the window", L.width, L.height, i);
        check_apart(r, n, &L);
    }
}

static void test_the_winners_moment_fits_and_nothing_overlaps(void **state)
{
    (void)state;
    SummaryLayout L;
    EACH_LAYOUT(L) {
        SDL_FRect win = {0, 0, (float)L.width, (float)L.height};
        SDL_FRect r[] = {L.winner, L.winner_line, L.winner_detail, L.skip};
        for (size_t i = 0; i < sizeof r / sizeof *r; i++)
            assert_true(inside(r[i], win));
        check_apart(r, 4, &L);
        assert_true(L.winner.h >= (float)L.winner_px * 1.2f);
    }
}

static void test_the_watch_overlay_fits_and_nothing_in_it_overlaps(void **state)
{
    (void)state;
    SummaryLayout L;
    EACH_LAYOUT(L) {
        SDL_FRect win = {0, 0, (float)L.width, (float)L.height};
        assert_true(inside(L.overlay, win));
        SDL_FRect r[] = {L.overlay_title, L.overlay_juggler, L.overlay_close};
        for (size_t i = 0; i < sizeof r / sizeof *r; i++)
            assert_true(inside(r[i], L.overlay));
        check_apart(r, 3, &L);
        assert_true(L.overlay_juggler.h >= (float)L.height * 0.4f); /* a juggler worth watching */
    }
}

static void test_columns_and_the_watch_button_sit_inside_a_row_side_by_side(void **state)
{
    (void)state;
    SummaryLayout L;
    EACH_LAYOUT(L) {
        SDL_FRect row = {0, 0, L.list.w, L.row_h};
        for (int c = 0; c < SUMMARY_COLUMNS; c++) {
            assert_true(L.col_w[c] > 0);
            assert_true(L.col_x[c] >= 0 && L.col_x[c] + L.col_w[c] <= L.list.w + 0.01f);
            if (c > 0)
                assert_true(L.col_x[c] >= L.col_x[c - 1] + L.col_w[c - 1]);
        }
        assert_true(inside(L.watch, row));
        assert_true(L.watch.x >= L.col_x[SUMMARY_COL_RESULT] + L.col_w[SUMMARY_COL_RESULT]);
        /* "Watch" fits its button; both lines of a row fit the row. */
        assert_true(L.watch.w >= (float)L.detail_px * 4.0f);
        assert_true(L.watch.h >= (float)L.detail_px * 1.4f);
        assert_true(L.row_h >= (float)L.row_px * 1.2f + (float)L.detail_px * 1.2f);
    }
}

static void test_the_list_always_shows_at_least_two_rows(void **state)
{
    (void)state;
    SummaryLayout L;
    EACH_LAYOUT(L) {
        if (L.list.h < L.row_h * 2)
            fail_msg("%dx%d at text %.2f with %d seats: the list holds %.1f rows", L.width,
                     L.height, (double)scales[k_], L.places, (double)(L.list.h / L.row_h));
        assert_true(summary_visible_rows(&L) >= 3);
    }
}

static void test_text_reads_from_across_a_table_at_1080p_and_at_the_smallest_window(void **state)
{
    (void)state;
    SummaryLayout L;
    summary_layout(1920, 1080, 4, 1.0f, &L);
    assert_true(L.winner_px >= 160);
    assert_true(L.title_px >= 72);
    assert_true(L.row_px >= 36);
    assert_true(L.detail_px >= 28);
    assert_true(L.button_px >= 36);
    assert_true(L.place_px >= 32);
    assert_true(L.hint_px >= 24);
    assert_true(L.list.h >= L.row_h * 4); /* and a good part of the game at once */
    summary_layout(1024, 600, 6, 1.0f, &L);
    assert_true(L.row_px >= 20);
    assert_true(L.detail_px >= 16);
    assert_true(L.hint_px >= 14);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_summary_fits_the_window_and_nothing_overlaps),
        cmocka_unit_test(test_the_winners_moment_fits_and_nothing_overlaps),
        cmocka_unit_test(test_the_watch_overlay_fits_and_nothing_in_it_overlaps),
        cmocka_unit_test(test_columns_and_the_watch_button_sit_inside_a_row_side_by_side),
        cmocka_unit_test(test_the_list_always_shows_at_least_two_rows),
        cmocka_unit_test(test_text_reads_from_across_a_table_at_1080p_and_at_the_smallest_window),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
