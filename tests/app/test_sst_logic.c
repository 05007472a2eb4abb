/* The siteswap table's logic without a window: the build row, the buttons the state offers,
 * the choreography of the engine's events, the frame's rectangles and input tested against
 * them, the log and the banner. No SDL video: these run in milliseconds. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "sst_build.h"
#include "sst_buttons.h"
#include "sst_frame.h"
#include "sst_input.h"
#include "sst_play.h"
#include "table_banner.h"
#include "table_log.h"

typedef struct Fixture {
    SstState st;
    AnimMotion om, pm;
    SstFrame f;
} Fixture;

/* Two people (Anna, Ben) and a computer, seed 7, instant moves. */
static Fixture *table(int computers)
{
    Fixture *fx = calloc(1, sizeof *fx);
    SsgSetup s = ssgame_default_setup();
    s.seats = 2 + computers;
    for (int i = 0; i < s.seats; i++) {
        snprintf(s.seat[i].name, sizeof s.seat[i].name, "%s", (const char *[]){"Anna", "Ben", "Cleo", "Dev"}[i]);
        s.seat[i].kind = i < 2 ? SSG_PERSON : SSG_COMPUTER;
    }
    s.starter = 0;
    s.seed = 7;
    sst_init(&fx->st, &fx->om, &fx->pm, NULL);
    sst_set_window(&fx->st, 1920, 1080, 1, 1, true);
    assert_true(ssgame_new(&fx->st.game, &s, NULL, &fx->st.events, NULL));
    sst_seat_people(&fx->st);
    sst_take_events(&fx->st, &fx->st.events);
    return fx;
}

static void tick_until_settled(Fixture *fx)
{
    for (int i = 0; i < 200 && motion_busy(&fx->st.motion); i++)
        sst_tick(&fx->st, 1.0 / 60);
}

static void click(Fixture *fx, SDL_FRect r)
{
    sst_frame(&fx->st, 0, &fx->f);
    /* Near the left edge: cards in a row overlap, the one on top is the one to the right. */
    Input in = {.kind = INPUT_POINTER_DOWN, .x = r.x + r.w * 0.1f, .y = r.y + r.h / 2};
    sst_input(&fx->st, &fx->f, &in);
    sst_frame(&fx->st, 0, &fx->f);
    in.kind = INPUT_POINTER_UP;
    sst_input(&fx->st, &fx->f, &in);
    sst_frame(&fx->st, 0, &fx->f);
}

static int button(const SstFrame *f, SstButtonId id)
{
    for (int i = 0; i < f->buttons.n; i++)
        if (f->buttons.b[i].id == id)
            return i;
    return -1;
}

static void to_private(Fixture *fx)
{
    tick_until_settled(fx);
    sst_tick(&fx->st, 1.0 / 60);
    assert_int_equal(fx->st.mode, TABLE_CURTAIN);
    sst_frame(&fx->st, 0, &fx->f);
    click(fx, fx->f.confirm);
    assert_int_equal(fx->st.mode, TABLE_PRIVATE);
}

static void test_deal_moves_every_card_dealt(void **state)
{
    (void)state;
    Fixture *fx = table(0);
    int dealt = 0;
    for (int i = 0; i < fx->st.events.n; i++)
        dealt += fx->st.events.ev[i].kind == SSG_EV_DEALT;
    assert_true(dealt > 0);
    int to_hands = 0;
    for (int i = 0; i < fx->st.motion.n; i++)
        to_hands += fx->st.motion.moves[i].to_pile >= PILE_HAND &&
                    fx->st.motion.moves[i].to_pile < PILE_HAND + SSG_MAX_SEATS;
    assert_int_equal(to_hands, dealt);
    /* Dealt cards travel face down: nobody sees another's hand on its way. */
    for (int i = 0; i < fx->st.motion.n; i++)
        if (fx->st.motion.moves[i].to_pile >= PILE_HAND)
            assert_false(fx->st.motion.moves[i].to.face_up);
    free(fx);
}

static void test_curtain_shows_no_card_faces(void **state)
{
    (void)state;
    Fixture *fx = table(0);
    tick_until_settled(fx);
    sst_tick(&fx->st, 1.0 / 60);
    assert_int_equal(fx->st.mode, TABLE_CURTAIN);
    sst_frame(&fx->st, 0, &fx->f);
    assert_int_equal(fx->f.table.n + fx->f.mine.n + fx->f.moving.n, 0);
    assert_true(fx->f.confirm.w > 0);
    free(fx);
}

static void test_private_hand_rects_inside_window_without_overlap_of_centres(void **state)
{
    (void)state;
    Fixture *fx = table(0);
    to_private(fx);
    sst_frame(&fx->st, 0, &fx->f);
    assert_int_equal(fx->f.hand_n, fx->st.priv.hand.n);
    for (int i = 0; i < fx->f.hand_n; i++) {
        SDL_FRect r = fx->f.hand_rect[i];
        assert_true(r.x >= 0 && r.y >= 0 && r.x + r.w <= 1920 && r.y + r.h <= 1080);
        if (i > 0)
            assert_true(r.x > fx->f.hand_rect[i - 1].x);
    }
    /* Every hand card is listed face up in the frame, and nobody else's. */
    int faces[TABLE_CARDS_MAX];
    int n = table_cards_faces(&fx->f.mine, faces, TABLE_CARDS_MAX);
    assert_int_equal(n, fx->f.hand_n);
    free(fx);
}

static void test_click_on_hand_card_puts_it_in_the_build_at_the_caret(void **state)
{
    (void)state;
    Fixture *fx = table(0);
    to_private(fx);
    sst_frame(&fx->st, 0, &fx->f);
    int card = fx->f.hand_card[0];
    click(fx, fx->f.hand_rect[0]);
    assert_int_equal(fx->st.build.n, 1);
    assert_int_equal(fx->st.build.slot[0].card, card);
    assert_int_equal(fx->st.build.caret, 1);
    /* Clicking the built card takes it back. */
    click(fx, fx->f.slot_rect[0]);
    assert_int_equal(fx->st.build.n, 0);
    free(fx);
}

static void test_build_verdict_and_perform_button_follow_the_engine(void **state)
{
    (void)state;
    Fixture *fx = table(0);
    to_private(fx);
    sst_build_best(&fx->st);
    sst_frame(&fx->st, 0, &fx->f);
    int perform = button(&fx->f, B_PERFORM);
    assert_true(perform >= 0);
    SsgAction a = sst_build_action(&fx->st);
    assert_int_equal(fx->f.buttons.b[perform].on, ssgame_check(&fx->st.game, &a, NULL));
    assert_int_equal(fx->st.build.legal, ssgame_check(&fx->st.game, &a, NULL));
    free(fx);
}

static void test_backspace_removes_the_card_before_the_caret(void **state)
{
    (void)state;
    Fixture *fx = table(0);
    to_private(fx);
    sst_frame(&fx->st, 0, &fx->f);
    int a = fx->f.hand_card[0], b = fx->f.hand_card[1];
    sst_build_insert(&fx->st, a, 0);
    sst_build_insert(&fx->st, b, 1);
    fx->st.build.caret = 1;
    sst_build_backspace(&fx->st);
    assert_int_equal(fx->st.build.n, 1);
    assert_int_equal(fx->st.build.slot[0].card, b);
    assert_int_equal(fx->st.build.caret, 0);
    free(fx);
}

static void test_skip_leaves_private_and_passes_the_turn(void **state)
{
    (void)state;
    Fixture *fx = table(0);
    to_private(fx);
    sst_button_press(&fx->st, B_SKIP);
    assert_int_equal(fx->st.mode, TABLE_PUBLIC);
    assert_int_equal(fx->st.priv.hand.n, 0); /* nothing private outlives the turn */
    assert_true(fx->st.save_due);
    assert_int_equal(fx->st.waiting, 1);
    free(fx);
}

static void test_second_esc_requests_leaving(void **state)
{
    (void)state;
    Fixture *fx = table(0);
    sst_frame(&fx->st, 0, &fx->f);
    Input esc = {.kind = INPUT_BACK};
    sst_input(&fx->st, &fx->f, &esc);
    assert_int_equal(fx->st.request, SST_REQ_NONE);
    assert_true(fx->st.notice[0] != '\0');
    sst_input(&fx->st, &fx->f, &esc);
    assert_int_equal(fx->st.request, SST_REQ_LEAVE);
    free(fx);
}

static void test_computer_turn_waits_its_thinking_time(void **state)
{
    (void)state;
    Fixture *fx = table(1);
    sst_button_press(&fx->st, B_HURRY);
    tick_until_settled(fx);
    to_private(fx);
    sst_button_press(&fx->st, B_SKIP); /* Anna */
    tick_until_settled(fx);
    sst_tick(&fx->st, 1.0 / 60);
    to_private(fx);
    sst_button_press(&fx->st, B_SKIP); /* Ben */
    tick_until_settled(fx);
    assert_int_equal(fx->st.waiting, 2);
    long before = fx->st.game.actions_n;
    /* Not before its pause. */
    for (double t = 0; t < SST_TIMINGS.ai_think * 0.5; t += 1.0 / 60)
        sst_tick(&fx->st, 1.0 / 60);
    assert_int_equal(fx->st.game.actions_n, before);
    for (double t = 0; t < SST_TIMINGS.ai_think * 2; t += 1.0 / 60)
        sst_tick(&fx->st, 1.0 / 60);
    assert_true(fx->st.game.actions_n > before);
    free(fx);
}

static void test_buttons_in_the_curtain_are_none(void **state)
{
    (void)state;
    Fixture *fx = table(0);
    tick_until_settled(fx);
    sst_tick(&fx->st, 1.0 / 60);
    SstButtons b;
    sst_buttons_list(&fx->st, &b);
    assert_int_equal(b.n, 0);
    free(fx);
}

static void test_log_keeps_the_newest_lines_and_scrolls_within_them(void **state)
{
    (void)state;
    TableLog *log = calloc(1, sizeof *log);
    char line[32];
    for (int i = 0; i < TABLE_LOG_LINES + 50; i++) {
        snprintf(line, sizeof line, "line %d", i);
        table_log_add(log, line);
    }
    assert_string_equal(table_log_line(log, 0), "");
    assert_string_equal(table_log_line(log, TABLE_LOG_LINES + 49), "line 249");
    table_log_scroll(log, 10000);
    assert_int_equal(log->scroll, TABLE_LOG_LINES - 1);
    table_log_scroll(log, -10000);
    assert_int_equal(log->scroll, 0);
    int first, last;
    table_log_window(log, 5, &first, &last);
    assert_int_equal(last - first, 5);
    assert_int_equal(last, log->total);
    free(log);
}

static void test_banner_fades_then_goes(void **state)
{
    (void)state;
    TableBanner b = {0};
    table_banner_set(&b, true, "Ben: 531 - right!", 1.0);
    assert_true(table_banner_shown(&b));
    table_banner_tick(&b, 0.8);
    assert_true(table_banner_alpha(&b, 0.4) < 1.0f);
    table_banner_tick(&b, 0.3);
    assert_false(table_banner_shown(&b));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_deal_moves_every_card_dealt),
        cmocka_unit_test(test_curtain_shows_no_card_faces),
        cmocka_unit_test(test_private_hand_rects_inside_window_without_overlap_of_centres),
        cmocka_unit_test(test_click_on_hand_card_puts_it_in_the_build_at_the_caret),
        cmocka_unit_test(test_build_verdict_and_perform_button_follow_the_engine),
        cmocka_unit_test(test_backspace_removes_the_card_before_the_caret),
        cmocka_unit_test(test_skip_leaves_private_and_passes_the_turn),
        cmocka_unit_test(test_second_esc_requests_leaving),
        cmocka_unit_test(test_computer_turn_waits_its_thinking_time),
        cmocka_unit_test(test_buttons_in_the_curtain_are_none),
        cmocka_unit_test(test_log_keeps_the_newest_lines_and_scrolls_within_them),
        cmocka_unit_test(test_banner_fades_then_goes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
