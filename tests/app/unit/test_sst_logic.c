/* The siteswap table's logic without a window: the build row, the buttons the state offers,
 * the choreography of the engine's events, the frame's rectangles and input tested against
 * them, the log and the banner. No SDL video: these run in milliseconds. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sst_build.h"
#include "sst_buttons.h"
#include "sst_fixture.h"
#include "sst_frame.h"
#include "sst_input.h"
#include "sst_guess.h"
#include "sst_play.h"
#include "table_banner.h"
#include "table_log.h"

static uint64_t fixture_seed = 7;
static SsgLevel fixture_level = SSG_NORMAL;

/* Two people (Anna, Ben) and computers after them, instant moves. */
static SstFixture *table(int computers)
{
    return sst_fixture(2, computers, fixture_level, 0, fixture_seed);
}

static void tick_until_settled(SstFixture *fx)
{
    for (int i = 0; i < 200 && motion_busy(&fx->st.motion); i++)
        sst_tick(&fx->st, 1.0 / 60);
}

static void click(SstFixture *fx, SDL_FRect r)
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
        if (f->buttons.b[i].id == (int)id)
            return i;
    return -1;
}

static void to_private(SstFixture *fx)
{
    tick_until_settled(fx);
    sst_tick(&fx->st, 1.0 / 60);
    assert_int_equal(fx->st.mode, TABLE_CURTAIN);
    for (double t = 0; t < SST_TIMINGS.curtain_arm + 0.05; t += 1.0 / 60)
        sst_tick(&fx->st, 1.0 / 60);
    sst_frame(&fx->st, 0, &fx->f);
    click(fx, fx->f.confirm);
    assert_int_equal(fx->st.mode, TABLE_PRIVATE);
}

static void test_deal_moves_every_card_dealt(void **state)
{
    (void)state;
    SstFixture *fx = table(0);
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
    sst_fixture_free(fx);
}

static void test_curtain_shows_no_card_faces(void **state)
{
    (void)state;
    SstFixture *fx = table(0);
    tick_until_settled(fx);
    sst_tick(&fx->st, 1.0 / 60);
    assert_int_equal(fx->st.mode, TABLE_CURTAIN);
    sst_frame(&fx->st, 0, &fx->f);
    assert_int_equal(fx->f.table.n + fx->f.mine.n + fx->f.moving.n, 0);
    assert_true(fx->f.confirm.w > 0);
    sst_fixture_free(fx);
}

static void test_private_hand_rects_inside_window_without_overlap_of_centres(void **state)
{
    (void)state;
    SstFixture *fx = table(0);
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
    sst_fixture_free(fx);
}

static void test_click_on_hand_card_puts_it_in_the_build_at_the_caret(void **state)
{
    (void)state;
    SstFixture *fx = table(0);
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
    sst_fixture_free(fx);
}

static void test_build_verdict_and_perform_button_follow_the_engine(void **state)
{
    (void)state;
    SstFixture *fx = table(0);
    to_private(fx);
    sst_build_best(&fx->st);
    sst_frame(&fx->st, 0, &fx->f);
    int perform = button(&fx->f, B_PERFORM);
    assert_true(perform >= 0);
    SsgAction a = sst_build_action(&fx->st);
    assert_int_equal(fx->f.buttons.b[perform].on, ssgame_check(&fx->st.game, &a, NULL));
    assert_int_equal(fx->st.build.legal, ssgame_check(&fx->st.game, &a, NULL));
    sst_fixture_free(fx);
}

/* The build's facts count balls in words that agree with the number: "1 ball", "3 balls". */
static void test_the_builds_facts_say_1_ball_not_1_balls(void **state)
{
    (void)state;
    bool seen = false;
    for (uint64_t seed = 1; seed <= 200 && !seen; seed++) {
        fixture_seed = seed;
        SstFixture *fx = table(0);
        to_private(fx);
        /* One-ball patterns of three cards. */
        static const int tries[][3] = {{1, 1, 1}, {2, 10, 1}, {3, 10, 10}, {1, 2, 10}}; /* ranks: a 10 is a 0 */
        for (int t = 0; t < 4 && !seen; t++) {
            sst_build_clear(&fx->st);
            bool added = true;
            for (int k = 0; k < 3; k++)
                added = added && sst_build_add_rank(&fx->st, tries[t][k]);
            if (added && fx->st.build.legal) {
                assert_non_null(strstr(fx->st.build.facts, "1 ball \u00b7"));
                seen = true;
            }
        }
        sst_fixture_free(fx);
    }
    fixture_seed = 7;
    assert_true(seen);
}

static void test_backspace_removes_the_card_before_the_caret(void **state)
{
    (void)state;
    SstFixture *fx = table(0);
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
    sst_fixture_free(fx);
}

static void test_skip_leaves_private_and_passes_the_turn(void **state)
{
    (void)state;
    SstFixture *fx = table(0);
    to_private(fx);
    sst_button_press(&fx->st, B_SKIP);
    assert_int_equal(fx->st.mode, TABLE_PUBLIC);
    assert_int_equal(fx->st.priv.hand.n, 0); /* nothing private outlives the turn */
    assert_true(fx->st.ask.save_due);
    assert_int_equal(fx->st.waiting, 1);
    sst_fixture_free(fx);
}

static void test_second_esc_requests_leaving(void **state)
{
    (void)state;
    SstFixture *fx = table(0);
    sst_frame(&fx->st, 0, &fx->f);
    Input esc = {.kind = INPUT_BACK};
    sst_input(&fx->st, &fx->f, &esc);
    assert_int_equal(fx->st.ask.request, SST_REQ_NONE);
    assert_true(fx->st.ask.notice[0] != '\0');
    sst_input(&fx->st, &fx->f, &esc);
    assert_int_equal(fx->st.ask.request, SST_REQ_LEAVE);
    sst_fixture_free(fx);
}

static void test_computer_turn_waits_its_thinking_time(void **state)
{
    (void)state;
    SstFixture *fx = table(1);
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
    sst_fixture_free(fx);
}

static void test_buttons_in_the_curtain_are_none(void **state)
{
    (void)state;
    SstFixture *fx = table(0);
    tick_until_settled(fx);
    sst_tick(&fx->st, 1.0 / 60);
    SstButtons b;
    sst_buttons_list(&fx->st, &b);
    assert_int_equal(b.n, 0);
    sst_fixture_free(fx);
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

/* The last verdict (a computer's drop, say) waits under a curtain: the curtain says it, and it
 * fades only once the seat's cards are shown, so nobody misses what just happened. */
static void test_a_verdict_waits_under_the_curtain(void **state)
{
    (void)state;
    SstFixture *fx = table(0);
    sst_button_press(&fx->st, B_HURRY);
    tick_until_settled(fx);
    sst_tick(&fx->st, 1.0 / 60);
    assert_int_equal(fx->st.mode, TABLE_CURTAIN);
    table_banner_set(&fx->st.banner, false, "Chloe dropped: the cards go back to the hand.", 3.5);
    for (int i = 0; i < 60 * 10; i++)
        sst_tick(&fx->st, 1.0 / 60);
    assert_int_equal(fx->st.mode, TABLE_CURTAIN);
    assert_true(table_banner_shown(&fx->st.banner));
    assert_true(sst_still(&fx->st)); /* held, not fading: the curtain is not redrawn */
    sst_frame(&fx->st, 0, &fx->f);
    click(fx, fx->f.confirm);
    assert_int_equal(fx->st.mode, TABLE_PRIVATE);
    for (int i = 0; i < 60 * 4; i++)
        sst_tick(&fx->st, 1.0 / 60);
    assert_false(table_banner_shown(&fx->st.banner));
    sst_fixture_free(fx);
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


static void send(SstFixture *fx, Input in)
{
    sst_frame(&fx->st, 0, &fx->f);
    sst_input(&fx->st, &fx->f, &in);
}

static void up_curtain(SstFixture *fx)
{
    tick_until_settled(fx);
    sst_tick(&fx->st, 1.0 / 60);
    assert_int_equal(fx->st.mode, TABLE_CURTAIN);
    sst_frame(&fx->st, 0, &fx->f);
}

static void test_curtain_ignores_enter_in_its_first_moment(void **state)
{
    (void)state;
    SstFixture *fx = table(0);
    up_curtain(fx);
    send(fx, (Input){.kind = INPUT_CONFIRM, .key = SDLK_RETURN});
    assert_int_equal(fx->st.mode, TABLE_CURTAIN);
    for (double t = 0; t < SST_TIMINGS.curtain_arm; t += 1.0 / 60)
        sst_tick(&fx->st, 1.0 / 60);
    send(fx, (Input){.kind = INPUT_CONFIRM, .key = SDLK_RETURN});
    assert_int_equal(fx->st.mode, TABLE_PRIVATE);
    sst_fixture_free(fx);
}

static void test_curtain_never_opens_on_space(void **state)
{
    (void)state;
    SstFixture *fx = table(0);
    up_curtain(fx);
    for (int i = 0; i < 120; i++) {
        sst_tick(&fx->st, 1.0 / 60);
        send(fx, (Input){.kind = INPUT_CONFIRM, .key = SDLK_SPACE});
    }
    assert_int_equal(fx->st.mode, TABLE_CURTAIN);
    sst_fixture_free(fx);
}

static void test_curtain_never_opens_on_a_held_key_repeating(void **state)
{
    (void)state;
    SstFixture *fx = table(0);
    up_curtain(fx);
    for (int i = 0; i < 120; i++) {
        sst_tick(&fx->st, 1.0 / 60);
        send(fx, (Input){.kind = INPUT_CONFIRM, .key = SDLK_RETURN, .repeat = true});
    }
    assert_int_equal(fx->st.mode, TABLE_CURTAIN);
    sst_fixture_free(fx);
}

static void test_curtain_ignores_a_click_in_its_first_frames(void **state)
{
    (void)state;
    SstFixture *fx = table(0);
    up_curtain(fx);
    click(fx, fx->f.confirm);
    assert_int_equal(fx->st.mode, TABLE_CURTAIN);
    for (double t = 0; t < SST_TIMINGS.curtain_arm; t += 1.0 / 60)
        sst_tick(&fx->st, 1.0 / 60);
    SDL_FRect beside = fx->f.confirm;
    beside.y += beside.h * 2; /* a click beside the button is not a yes */
    click(fx, beside);
    assert_int_equal(fx->st.mode, TABLE_CURTAIN);
    click(fx, fx->f.confirm);
    assert_int_equal(fx->st.mode, TABLE_PRIVATE);
    sst_fixture_free(fx);
}

static void test_sort_is_each_persons_own(void **state)
{
    (void)state;
    SstFixture *fx = table(0);
    to_private(fx);
    sst_button_press(&fx->st, B_SORT);
    assert_true(fx->st.sorted[0]);
    sst_button_press(&fx->st, B_SKIP);
    tick_until_settled(fx);
    sst_tick(&fx->st, 1.0 / 60);
    to_private(fx);
    assert_int_equal(fx->st.shown, 1);
    sst_frame(&fx->st, 0, &fx->f);
    assert_string_equal(fx->f.buttons.b[button(&fx->f, B_SORT)].label, "Sort");
    sst_fixture_free(fx);
}

static void test_typed_value_not_in_hand_says_so(void **state)
{
    (void)state;
    SstFixture *fx = table(0);
    to_private(fx);
    int missing = -1;
    for (int rank = 1; rank <= 10 && missing < 0; rank++) {
        bool held = false;
        for (int i = 0; i < fx->st.priv.hand.n; i++)
            held |= deck_rank(fx->st.priv.hand.card[i]) == rank;
        if (!held)
            missing = rank;
    }
    assert_true(missing > 0);
    SDL_Keycode key = missing == 10 ? SDLK_0 : missing == 1 ? SDLK_a : (SDL_Keycode)(SDLK_0 + missing);
    send(fx, (Input){.kind = missing == 1 ? INPUT_LEFT : INPUT_KEY, .key = key});
    assert_int_equal(fx->st.build.n, 0);
    assert_non_null(strstr(fx->st.build.verdict, "You hold no"));
    sst_fixture_free(fx);
}

/* The reduction badge explains itself: the frame marks the one under the pointer, which drawing
 * turns into a line saying what it does. */
static void test_reduction_badge_under_the_pointer_is_explained(void **state)
{
    (void)state;
    SstFixture *fx = table(0);
    to_private(fx);
    fx->st.priv.seat[fx->st.shown].flash = 2; /* everything above 2 may be reduced */
    sst_frame(&fx->st, 0, &fx->f);
    for (int i = 0; i < fx->f.hand_n && fx->st.build.n < 3; i++)
        sst_build_insert(&fx->st, fx->f.hand_card[i], fx->st.build.n);
    sst_frame(&fx->st, 0, &fx->f);
    int tag = -1;
    for (int i = 0; i < fx->st.build.n && tag < 0; i++)
        if (fx->f.tag_rect[i].w > 0)
            tag = i;
    assert_true(tag >= 0); /* seed 7 deals throws above 2 */
    assert_int_equal(fx->f.tag_hover, -1);
    SDL_FRect r = fx->f.tag_rect[tag];
    send(fx, (Input){.kind = INPUT_POINTER_MOVE, .x = r.x + r.w / 2, .y = r.y + r.h / 2});
    sst_frame(&fx->st, 0, &fx->f);
    assert_int_equal(fx->f.tag_hover, tag);
    sst_fixture_free(fx);
}

/* Long games driven by random keys, clicks and ticks: no card of a person's hand is ever in a
 * frame unless that person opened the curtain with a deliberate act after it appeared. */
static void test_privacy_under_random_input(void **state)
{
    (void)state;
    long frames = 0, inputs = 0, opened = 0;
    for (int game = 0; game < 40; game++) {
        fixture_seed = 100 + (uint64_t)game;
        SstFixture *fx = table(game % 3);
        uint64_t rng = 0x9e3779b97f4a7c15ull * (uint64_t)(game + 1);
        double curtain_since = -1, clock = 0;
        int confirmed = -1; /* the person who last opened the curtain deliberately */
        for (int step = 0; step < 4000 && fx->st.pub.phase != SSG_PHASE_OVER; step++) {
            rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
            int r = (int)(rng % 100);
            TableMode before = fx->st.mode;
            sst_frame(&fx->st, 0, &fx->f);
            Input in = {.kind = INPUT_KEY};
            bool deliberate = false;
            if (r < 35) {
                int ticks = 1 + (int)((rng >> 8) % 30);
                for (int t = 0; t < ticks; t++) {
                    TableMode m0 = fx->st.mode;
                    sst_tick(&fx->st, 1.0 / 60);
                    clock += 1.0 / 60;
                    if (fx->st.mode == TABLE_CURTAIN && m0 != TABLE_CURTAIN)
                        curtain_since = clock; /* the test's own watch on the curtain */
                }
            } else {
                if (r < 50) {
                    static const SDL_Keycode keys[] = {SDLK_RETURN, SDLK_SPACE, SDLK_1, SDLK_2,
                                                       SDLK_3, SDLK_5, SDLK_7, SDLK_BACKSPACE,
                                                       SDLK_j, SDLK_o, SDLK_f};
                    in.key = keys[(rng >> 8) % (sizeof keys / sizeof *keys)];
                    in.kind = in.key == SDLK_RETURN || in.key == SDLK_SPACE ? INPUT_CONFIRM : INPUT_KEY;
                    in.repeat = ((rng >> 20) % 4) == 0;
                    deliberate = in.key == SDLK_RETURN && !in.repeat;
                } else {
                    SDL_FRect target = {0, 0, 1920, 1080};
                    int pick = (int)((rng >> 8) % 4);
                    if (pick == 0 && fx->f.buttons.n > 0)
                        target = fx->f.button_rect[(rng >> 16) % (uint64_t)fx->f.buttons.n];
                    else if (pick == 1 && fx->f.hand_n > 0)
                        target = fx->f.hand_rect[(rng >> 16) % (uint64_t)fx->f.hand_n];
                    else if (pick == 2)
                        target = fx->f.confirm;
                    float fx_ = (float)((rng >> 24) % 1000) / 1000.0f, fy = (float)((rng >> 34) % 1000) / 1000.0f;
                    in = (Input){.kind = INPUT_POINTER_DOWN, .x = target.x + target.w * fx_,
                                 .y = target.y + target.h * fy};
                    deliberate = in.x >= fx->f.confirm.x && in.x < fx->f.confirm.x + fx->f.confirm.w &&
                                 in.y >= fx->f.confirm.y && in.y < fx->f.confirm.y + fx->f.confirm.h;
                }
                deliberate = deliberate && before == TABLE_CURTAIN && curtain_since >= 0 &&
                             clock - curtain_since >= SST_TIMINGS.curtain_arm - 1e-6;
                sst_input(&fx->st, &fx->f, &in);
                inputs++;
                if (in.kind == INPUT_POINTER_DOWN) {
                    in.kind = INPUT_POINTER_UP;
                    sst_frame(&fx->st, 0, &fx->f);
                    sst_input(&fx->st, &fx->f, &in);
                }
                if (before == TABLE_CURTAIN && fx->st.mode == TABLE_PRIVATE) {
                    if (!deliberate)
                        fail_msg("game %d step %d: the curtain opened without a deliberate act", game, step);
                    confirmed = fx->st.shown;
                    opened++;
                }
            }
            if (fx->st.mode != TABLE_CURTAIN)
                curtain_since = -1;
            if (fx->st.mode != TABLE_PRIVATE)
                confirmed = -1;
            /* The frame: no face of any person's hand but the one who confirmed. */
            sst_frame(&fx->st, 0, &fx->f);
            frames++;
            int faces[3 * TABLE_CARDS_MAX], n = 0;
            n += table_cards_faces(&fx->f.table, faces + n, TABLE_CARDS_MAX);
            n += table_cards_faces(&fx->f.mine, faces + n, TABLE_CARDS_MAX);
            n += table_cards_faces(&fx->f.moving, faces + n, TABLE_CARDS_MAX);
            for (int k = 0; k < n; k++)
                for (int s = 0; s < fx->st.game.setup.seats; s++) {
                    const Pile *h = &fx->st.game.hand[s];
                    for (int c = 0; c < h->n; c++)
                        if (h->card[c] == faces[k] && s != confirmed)
                            fail_msg("game %d step %d: a card of seat %d's hand shown (mode %d)", game,
                                     step, s, (int)fx->st.mode);
                }
        }
        sst_fixture_free(fx);
    }
    fixture_seed = 7;
    printf("# %ld inputs, %ld frames checked, the curtain opened %ld times\n", inputs, frames, opened);
    assert_true(opened > 10);
}

/* A pattern performed on screen takes the stage: at least 60% of the height and 35% of the width,
 * centred; the table steps back; no card face of the performer's stack is in the frame. */
static void test_performance_on_screen_takes_the_stage(void **state)
{
    (void)state;
    static const int sizes[][2] = {{1280, 720}, {1920, 1080}, {3840, 2160}, {1024, 600}};
    for (int k = 0; k < 4; k++) {
        fixture_seed = 11;
        SstFixture *fx = table(2);
        sst_set_window(&fx->st, sizes[k][0], sizes[k][1], 1, 1, true);
        /* The people skip until a computer performs. */
        for (int i = 0; i < 20000 && !(fx->st.pub.phase == SSG_PHASE_PERFORM &&
                                         fx->st.pub.perf.on_screen); i++) {
            sst_tick(&fx->st, 1.0 / 60);
            if (fx->st.mode == TABLE_CURTAIN) {
                for (double t = 0; t < SST_TIMINGS.curtain_arm + 0.05; t += 1.0 / 60)
                    sst_tick(&fx->st, 1.0 / 60);
                sst_enter_private(&fx->st, fx->st.shown);
            }
            if (fx->st.mode == TABLE_PRIVATE)
                sst_button_press(&fx->st, B_SKIP);
        }
        assert_int_equal(fx->st.pub.phase, SSG_PHASE_PERFORM);
        for (int i = 0; i < 30; i++)
            sst_tick(&fx->st, 1.0 / 60);
        sst_frame(&fx->st, 0, &fx->f);
        float W = (float)sizes[k][0], H = (float)sizes[k][1];
        assert_true(fx->f.juggler_on_stage);
        assert_true(fx->st.pm_ok);
        assert_true(fx->f.stage.h >= 0.6f * H);
        assert_true(fx->f.stage.w >= 0.35f * W);
        assert_true(fabsf(fx->f.stage.x + fx->f.stage.w / 2 - W / 2) < 1);
        assert_true(fx->st.stage_in > 0.99);
        assert_true(fx->st.camera.framed);
        const Pile *stack = &fx->st.game.perf.stack;
        int faces[3 * TABLE_CARDS_MAX], n = 0;
        n += table_cards_faces(&fx->f.table, faces + n, TABLE_CARDS_MAX);
        n += table_cards_faces(&fx->f.moving, faces + n, TABLE_CARDS_MAX);
        for (int i = 0; i < n; i++)
            for (int c = 0; c < stack->n; c++)
                assert_int_not_equal(faces[i], stack->card[c]);
        sst_fixture_free(fx);
    }
    fixture_seed = 7;
}

/* Resumed at a person's turn with nothing moving, the table is not still until that person's
 * curtain is up: the loop must not sleep before showing it. */
static void test_a_table_about_to_show_a_curtain_is_not_still(void **state)
{
    (void)state;
    SstFixture *fx = table(0);
    tick_until_settled(fx);
    fx->st.mode = TABLE_PUBLIC; /* as a resumed game starts: the table shown, nothing moving */
    assert_false(motion_busy(&fx->st.motion));
    assert_int_equal(fx->st.pub.seat[fx->st.waiting].kind, SSG_PERSON);
    assert_false(sst_still(&fx->st));
    sst_tick(&fx->st, 1.0 / 60);
    assert_int_equal(fx->st.mode, TABLE_CURTAIN);
    for (double t = 0; t < 1.1; t += 1.0 / 60)
        sst_tick(&fx->st, 1.0 / 60);
    assert_true(sst_still(&fx->st)); /* waiting for the person's press */
    sst_fixture_free(fx);
}

/* A person's pattern on screen, watched by two hard computers: however quick its cycles, no
 * computer names it in its first seconds (people read juggling in seconds, computers count
 * cycles), and after them the computers do name patterns. */
static void test_people_have_the_first_seconds_to_name_a_pattern_on_screen(void **state)
{
    (void)state;
    int named_by_computer = 0;
    fixture_level = SSG_HARD;
    for (uint64_t seed = 1; seed <= 12; seed++) {
        fixture_seed = seed;
        SstFixture *fx = table(2);
        sst_button_press(&fx->st, B_HURRY);
        to_private(fx);
        sst_button_press(&fx->st, B_HINT); /* the best build in Anna's hand */
        if (!fx->st.build.legal) {
            sst_fixture_free(fx);
            continue;
        }
        sst_button_press(&fx->st, B_PERFORM);
        tick_until_settled(fx);
        sst_button_press(&fx->st, B_ON_SCREEN);
        assert_int_equal(fx->st.game.phase, SSG_PHASE_PERFORM);
        assert_true(fx->st.game.perf.on_screen);
        double floor = -1;
        for (int i = 0; i < 60 * 60 && fx->st.game.phase == SSG_PHASE_PERFORM; i++) {
            sst_tick(&fx->st, 1.0 / 60);
            if (fx->st.pm_ok && floor < 0)
                floor = sst_people_first_seconds(&fx->st);
            int by = fx->st.game.perf.recognised_by;
            if (by >= 0) {
                assert_true(by >= 2); /* the people did not guess */
                assert_true(floor >= SST_TIMINGS.people_first);
                assert_true(fx->st.pm_t >= floor);
                named_by_computer++;
                break;
            }
        }
        sst_fixture_free(fx);
    }
    fixture_seed = 7;
    fixture_level = SSG_NORMAL;
    assert_true(named_by_computer >= 3);
}

/* S38: a person's guess is judged wrong after the computers have watched long enough to name the
 * pattern: no computer guesses within 3 s of it (the person's "wrong" is read, and nobody looks
 * as if they copied), and after the 3 s the computers do name it. */
static void test_a_computer_waits_3_s_after_a_persons_wrong_guess(void **state)
{
    (void)state;
    int guessed_after = 0;
    fixture_level = SSG_HARD;
    for (uint64_t seed = 1; seed <= 12; seed++) {
        fixture_seed = seed;
        SstFixture *fx = table(2);
        sst_button_press(&fx->st, B_HURRY);
        to_private(fx);
        sst_button_press(&fx->st, B_HINT);
        if (!fx->st.build.legal) {
            sst_fixture_free(fx);
            continue;
        }
        sst_button_press(&fx->st, B_PERFORM);
        tick_until_settled(fx);
        sst_button_press(&fx->st, B_ON_SCREEN);
        sst_tick(&fx->st, 1.0 / 60);
        /* Ben buzzes in at once and takes his time: the computers watch many cycles meanwhile. */
        sst_buzz(&fx->st, 1, false);
        assert_int_equal(fx->st.guesser, 1);
        for (int i = 0; i < 60 * 12; i++)
            sst_tick(&fx->st, 1.0 / 60);
        assert_int_equal(fx->st.game.perf.recognised_by, -1);
        sst_guess_text(&fx->st, "55500");
        int before = fx->st.game.actions_n;
        sst_submit_guess(&fx->st);
        assert_int_equal(fx->st.game.actions_n, before + 1);
        if (fx->st.game.perf.recognised_by >= 0) { /* Ben was right after all */
            sst_fixture_free(fx);
            continue;
        }
        double t = 0;
        for (int i = 0; i < 60 * 20 && fx->st.game.phase == SSG_PHASE_PERFORM; i++) {
            int n = fx->st.game.actions_n;
            sst_tick(&fx->st, 1.0 / 60);
            t += 1.0 / 60;
            bool computer_guessed = false;
            for (int k = n; k < fx->st.game.actions_n; k++)
                computer_guessed |= fx->st.game.actions[k].kind == SSG_ACT_GUESS &&
                                    fx->st.game.actions[k].seat >= 2;
            if (computer_guessed) {
                assert_true(t >= SST_TIMINGS.after_person_guess);
                assert_true(SST_TIMINGS.after_person_guess >= 3.0);
                guessed_after++;
                break;
            }
        }
        sst_fixture_free(fx);
    }
    fixture_seed = 7;
    fixture_level = SSG_NORMAL;
    assert_true(guessed_after >= 3);
}

/* S39: juggled for real, "+1 cycle" pressed 17 times in 4 s counts no faster than the pattern
 * can be juggled (0.2 s a beat, 3 beats at least): every count too soon is refused before it
 * becomes an action (the game's actions are unchanged), and the button says how long until the
 * next count is accepted. */
static void test_the_cycle_counter_refuses_counts_faster_than_the_pattern_can_be_juggled(
    void **state)
{
    (void)state;
    SstFixture *fx = table(0);
    sst_button_press(&fx->st, B_HURRY);
    to_private(fx);
    sst_button_press(&fx->st, B_HINT);
    assert_true(fx->st.build.legal);
    sst_button_press(&fx->st, B_PERFORM);
    tick_until_settled(fx);
    sst_button_press(&fx->st, B_JUGGLE_REAL);
    assert_int_equal(sst_perf_show(&fx->st), PERF_REAL);
    double least = sst_real_cycle_min(&fx->st);
    int throws = fx->st.game.perf.n;
    assert_true(least >= 0.2 * throws - 1e-9 && least >= 0.6 - 1e-9);
    double t = 0, last = 0;
    int counted = 0, refused = 0;
    for (int press = 0; press < 17; press++) {
        for (int i = 0; i < 14; i++) { /* 17 presses in about 4 s */
            sst_tick(&fx->st, 1.0 / 60);
            t += 1.0 / 60;
        }
        SstButtons bs;
        sst_buttons_list(&fx->st, &bs);
        int k = -1;
        for (int i = 0; i < bs.n; i++)
            if (bs.b[i].id == B_CYCLE)
                k = i;
        assert_true(k >= 0);
        int actions = fx->st.game.actions_n, cycles = fx->st.game.perf.cycles;
        bool soon = fx->st.count_wait > 0;
        assert_int_equal(bs.b[k].on, !soon);
        if (soon)
            assert_true(t - last < least + 1e-6);
        else
            assert_true(t - last >= least - 1.0 / 60 - 1e-6);
        if (soon)
            assert_non_null(strstr(bs.b[k].label, " s"));
        sst_button_press(&fx->st, B_CYCLE); /* as Space does, whatever the button shows */
        if (fx->st.game.perf.cycles > cycles) {
            assert_false(soon);
            assert_true(t - last >= least - 1.0 / 60);
            last = t;
            counted++;
        } else {
            assert_int_equal(fx->st.game.actions_n, actions);
            assert_true(table_banner_shown(&fx->st.banner) ||
                        strstr(fx->st.ask.notice, "Too soon") != NULL);
            refused++;
        }
    }
    assert_true(refused > 0);
    assert_true(counted >= 1);
    assert_true(counted <= (int)(t / least) + 1);
    sst_fixture_free(fx);
}

/* Anna lays her best build down and chooses to juggle it for real (two people, so Ben's
 * curtain follows her turn). */
static SstFixture *anna_juggles_for_real(void)
{
    SstFixture *fx = table(0);
    sst_button_press(&fx->st, B_HURRY);
    to_private(fx);
    sst_button_press(&fx->st, B_HINT);
    assert_true(fx->st.build.legal);
    sst_button_press(&fx->st, B_PERFORM);
    tick_until_settled(fx);
    sst_button_press(&fx->st, B_JUGGLE_REAL);
    assert_int_equal(sst_perf_show(&fx->st), PERF_REAL);
    return fx;
}

static bool offers(SstFixture *fx, SstButtonId id)
{
    sst_frame(&fx->st, 0, &fx->f);
    return button(&fx->f, id) >= 0;
}

/* The save as written now reloads to the same game (S40: the move and its taking back are both
 * in it). */
static void assert_save_replays(SstFixture *fx)
{
    char *text = ssgame_save(&fx->st.game);
    assert_non_null(text);
    assert_non_null(strstr(text, "\nundo "));
    SsgGame *h = malloc(sizeof *h);
    SsgError err;
    assert_true(ssgame_load(h, text, strlen(text), NULL, &err));
    assert_int_equal(h->phase, fx->st.game.phase);
    assert_int_equal(h->turn, fx->st.game.turn);
    assert_memory_equal(h->hand, fx->st.game.hand, sizeof h->hand);
    assert_memory_equal(&h->perf, &fx->st.game.perf, sizeof h->perf);
    ssgame_free(h);
    free(h);
    free(text);
}

/* S40: "Dropped" pressed by mistake: for a moment the table waits (no curtain for Ben), offers
 * Undo, and Ctrl+Z puts Anna's performance back where it was; the save replays to it. */
static void test_a_drop_by_mistake_is_taken_back_with_ctrl_z(void **state)
{
    (void)state;
    SstFixture *fx = anna_juggles_for_real();
    int cycles = fx->st.game.perf.cycles;
    sst_button_press(&fx->st, B_DROPPED);
    assert_int_equal(fx->st.game.phase, SSG_PHASE_TURN);
    for (int i = 0; i < 60 * 2; i++)
        sst_tick(&fx->st, 1.0 / 60);
    assert_int_equal(fx->st.mode, TABLE_PUBLIC); /* Ben's curtain waits */
    assert_true(offers(fx, B_UNDO));
    Input in = {.kind = INPUT_KEY, .key = SDLK_z, .mod = KMOD_LCTRL};
    sst_input(&fx->st, &fx->f, &in);
    assert_int_equal(fx->st.game.phase, SSG_PHASE_PERFORM);
    assert_int_equal(fx->st.game.perf.performer, 0);
    assert_int_equal(fx->st.game.perf.cycles, cycles);
    assert_int_equal(sst_perf_show(&fx->st), PERF_REAL);
    assert_false(offers(fx, B_UNDO));
    assert_save_replays(fx);
    sst_fixture_free(fx);
}

/* S40: the Undo lasts a few seconds and never crosses a curtain: once Ben's curtain is up,
 * Ctrl+Z does nothing and no Undo is offered. */
static void test_the_undo_ends_after_its_seconds_and_at_the_next_curtain(void **state)
{
    (void)state;
    SstFixture *fx = anna_juggles_for_real();
    sst_button_press(&fx->st, B_DROPPED);
    double t = 0;
    while (fx->st.mode != TABLE_CURTAIN && t < 10) {
        sst_tick(&fx->st, 1.0 / 60);
        t += 1.0 / 60;
    }
    assert_int_equal(fx->st.mode, TABLE_CURTAIN);
    assert_true(t >= SST_TIMINGS.undo_window - 0.05 && t <= SST_TIMINGS.undo_window + 0.5);
    assert_true(SST_TIMINGS.undo_window >= 2 && SST_TIMINGS.undo_window <= 5);
    int actions = fx->st.game.actions_n;
    sst_frame(&fx->st, 0, &fx->f);
    Input in = {.kind = INPUT_KEY, .key = SDLK_z, .mod = KMOD_LCTRL};
    sst_input(&fx->st, &fx->f, &in);
    assert_int_equal(fx->st.game.actions_n, actions);
    assert_int_equal(fx->st.game.phase, SSG_PHASE_TURN);
    assert_false(offers(fx, B_UNDO));
    sst_fixture_free(fx);
}

/* S40: a hint given by a double click is taken back with the Undo button; the hint before it
 * stays, and the save replays to the same game. */
static void test_a_second_hint_is_taken_back_with_the_undo_button(void **state)
{
    (void)state;
    SstFixture *fx = anna_juggles_for_real();
    sst_button_press(&fx->st, B_HINT_BALLS);
    sst_button_press(&fx->st, B_HINT_PERIOD);
    assert_true(fx->st.game.perf.hint_value[SSG_HINT_PERIOD] >= 0);
    assert_true(offers(fx, B_UNDO));
    click(fx, fx->f.button_rect[button(&fx->f, B_UNDO)]);
    assert_int_equal(fx->st.game.perf.hint_value[SSG_HINT_PERIOD], -1);
    assert_true(fx->st.game.perf.hint_value[SSG_HINT_BALLS] >= 0);
    assert_false(offers(fx, B_UNDO));
    assert_save_replays(fx);
    sst_fixture_free(fx);
}

/* S40: the exchange's choice, made behind the curtain: the face-up card taken by mistake is
 * put back (Ben chooses again, still in private), and so is "No exchange" (with Ctrl+Z); a card
 * from the pick-up pile, seen by its taker, offers no Undo. */
static void test_the_exchange_choice_is_taken_back_but_not_a_card_seen(void **state)
{
    (void)state;
    SstFixture *fx = anna_juggles_for_real();
    char text[SSG_CARDS + 1];
    const SsgPerformance *p = &fx->st.game.perf;
    for (int i = 0; i < p->n; i++)
        text[i] = "0123456789ab"[p->performed[i]];
    text[p->n] = '\0';
    sst_buzz(&fx->st, 1, false);
    sst_guess_text(&fx->st, text);
    sst_submit_guess(&fx->st);
    assert_int_equal(fx->st.game.phase, SSG_PHASE_EXCHANGE);
    for (int i = 0; i < 60 * 20 && fx->st.mode != TABLE_CURTAIN; i++) {
        sst_tick(&fx->st, 1.0 / 60);
        if (sst_reveal_may_close(&fx->st)) /* the table has read the reveal: Enter */
            sst_reveal_close(&fx->st);
    }
    assert_int_equal(fx->st.mode, TABLE_CURTAIN);
    assert_int_equal(fx->st.shown, 1);
    sst_enter_private(&fx->st, 1);
    Pile hand = fx->st.game.hand[1], discard = fx->st.game.discard;
    sst_button_press(&fx->st, B_TAKE_DISCARD);
    assert_true(fx->st.game.exchange_taken);
    assert_int_equal(fx->st.mode, TABLE_PRIVATE);
    assert_true(offers(fx, B_UNDO));
    sst_button_press(&fx->st, B_UNDO);
    assert_false(fx->st.game.exchange_taken);
    assert_false(fx->st.priv.exchange_taken);
    assert_int_equal(fx->st.mode, TABLE_PRIVATE);
    assert_memory_equal(&fx->st.game.hand[1], &hand, sizeof hand);
    assert_memory_equal(&fx->st.game.discard, &discard, sizeof discard);
    assert_true(offers(fx, B_DECLINE));
    sst_button_press(&fx->st, B_DECLINE);
    assert_int_equal(fx->st.game.phase, SSG_PHASE_TURN); /* Ben's own turn: he stays behind */
    assert_true(offers(fx, B_UNDO));
    Input in = {.kind = INPUT_KEY, .key = SDLK_z, .mod = KMOD_LCTRL};
    sst_input(&fx->st, &fx->f, &in);
    assert_int_equal(fx->st.game.phase, SSG_PHASE_EXCHANGE);
    assert_int_equal(fx->st.game.exchanger, 1);
    assert_save_replays(fx);
    /* Ben takes the pick-up pile's top card instead: he has seen it. */
    if (fx->st.mode != TABLE_PRIVATE)
        sst_enter_private(&fx->st, 1);
    sst_button_press(&fx->st, B_TAKE_PICKUP);
    assert_true(fx->st.game.exchange_taken);
    assert_false(offers(fx, B_UNDO));
    sst_fixture_free(fx);
}

/* After "Hint: balls" the buttons stay where they were, that one greyed out: a double-click on
 * it gives one hint, never the next one slid under the pointer. */
static void test_a_hint_given_keeps_the_buttons_in_place(void **state)
{
    (void)state;
    int tried = 0;
    for (uint64_t seed = 1; seed <= 8 && tried == 0; seed++) {
        fixture_seed = seed;
        SstFixture *fx = table(0);
        to_private(fx);
        sst_button_press(&fx->st, B_HINT);
        if (!fx->st.build.legal) {
            sst_fixture_free(fx);
            continue;
        }
        sst_button_press(&fx->st, B_PERFORM);
        tick_until_settled(fx);
        sst_button_press(&fx->st, B_ON_SCREEN);
        assert_int_equal(fx->st.game.phase, SSG_PHASE_PERFORM);
        for (int i = 0; i < 30; i++)
            sst_tick(&fx->st, 1.0 / 60);
        sst_frame(&fx->st, 0, &fx->f);
        int balls = button(&fx->f, B_HINT_BALLS), period = button(&fx->f, B_HINT_PERIOD);
        assert_true(balls >= 0 && period >= 0);
        SDL_FRect where = fx->f.button_rect[balls], next = fx->f.button_rect[period];
        click(fx, where);
        assert_true(fx->st.pub.perf.hint_value[SSG_HINT_BALLS] >= 0);
        click(fx, where); /* the second click of a double-click */
        assert_true(fx->st.pub.perf.hint_value[SSG_HINT_PERIOD] < 0);
        assert_true(fx->st.pub.perf.hint_value[SSG_HINT_HIGHEST] < 0);
        sst_frame(&fx->st, 0, &fx->f);
        balls = button(&fx->f, B_HINT_BALLS);
        period = button(&fx->f, B_HINT_PERIOD);
        assert_true(balls >= 0 && period >= 0);
        assert_false(fx->f.buttons.b[balls].on);
        assert_float_equal(fx->f.button_rect[balls].x, where.x, 0.5);
        assert_float_equal(fx->f.button_rect[balls].y, where.y, 0.5);
        assert_float_equal(fx->f.button_rect[period].x, next.x, 0.5);
        assert_float_equal(fx->f.button_rect[period].y, next.y, 0.5);
        tried++;
        sst_fixture_free(fx);
    }
    fixture_seed = 7;
    assert_int_equal(tried, 1);
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
        cmocka_unit_test(test_the_builds_facts_say_1_ball_not_1_balls),
        cmocka_unit_test(test_skip_leaves_private_and_passes_the_turn),
        cmocka_unit_test(test_second_esc_requests_leaving),
        cmocka_unit_test(test_computer_turn_waits_its_thinking_time),
        cmocka_unit_test(test_buttons_in_the_curtain_are_none),
        cmocka_unit_test(test_log_keeps_the_newest_lines_and_scrolls_within_them),
        cmocka_unit_test(test_banner_fades_then_goes),
        cmocka_unit_test(test_a_verdict_waits_under_the_curtain),
        cmocka_unit_test(test_curtain_ignores_enter_in_its_first_moment),
        cmocka_unit_test(test_curtain_never_opens_on_space),
        cmocka_unit_test(test_curtain_never_opens_on_a_held_key_repeating),
        cmocka_unit_test(test_curtain_ignores_a_click_in_its_first_frames),
        cmocka_unit_test(test_sort_is_each_persons_own),
        cmocka_unit_test(test_typed_value_not_in_hand_says_so),
        cmocka_unit_test(test_reduction_badge_under_the_pointer_is_explained),
        cmocka_unit_test(test_privacy_under_random_input),
        cmocka_unit_test(test_performance_on_screen_takes_the_stage),
        cmocka_unit_test(test_people_have_the_first_seconds_to_name_a_pattern_on_screen),
        cmocka_unit_test(test_a_table_about_to_show_a_curtain_is_not_still),
        cmocka_unit_test(test_a_computer_waits_3_s_after_a_persons_wrong_guess),
        cmocka_unit_test(test_the_cycle_counter_refuses_counts_faster_than_the_pattern_can_be_juggled),
        cmocka_unit_test(test_a_drop_by_mistake_is_taken_back_with_ctrl_z),
        cmocka_unit_test(test_the_undo_ends_after_its_seconds_and_at_the_next_curtain),
        cmocka_unit_test(test_a_second_hint_is_taken_back_with_the_undo_button),
        cmocka_unit_test(test_the_exchange_choice_is_taken_back_but_not_a_card_seen),
        cmocka_unit_test(test_a_hint_given_keeps_the_buttons_in_place),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
