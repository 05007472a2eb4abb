/* The Jugglers table's logic without a window: the choreography of the engine's events (every
 * card moves, a die roll pauses the cards it decides), the frame's piles, the columns' values in
 * words, the buttons the state offers, input tested against the frame, and the kit's curtain and
 * drag rules. No SDL video: these run in milliseconds. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jt_buttons.h"
#include "jt_frame.h"
#include "jt_input.h"
#include "jt_places.h"
#include "jt_play.h"
#include "jugglers_ai.h"
#include "table_curtain.h"

typedef struct Fixture {
    JtState st;
    JtFrame f;
} Fixture;

/* A new game at 1280x720 at normal speed: its deal queued as card moves, nothing landed yet. */
static Fixture *new_table(int players, const char *kinds, uint64_t seed)
{
    Fixture *fx = calloc(1, sizeof *fx);
    assert_non_null(fx);
    JtState *st = &fx->st;
    jt_init(st);
    jt_set_window(st, 1280, 720, 1, 1, false);
    JgSetup s = jugglers_default_setup();
    s.players = players;
    s.seed = seed;
    s.first_chairman = 0;
    for (int i = 0; i < players; i++) {
        snprintf(s.player[i].name, sizeof s.player[i].name, "P%d", i + 1);
        s.player[i].kind = kinds[i] == 'p' ? JG_PERSON : JG_COMPUTER;
    }
    JgError err;
    assert_true(jugglers_new(&st->game, &s, &st->events, &err));
    jt_seat_people(st);
    memset(&st->pub, 0, sizeof st->pub); /* the table before the deal: empty */
    st->pub.seats = st->game.seats;
    for (int d = 0; d < JG_DRAFTS; d++)
        st->pub.draft[d].policy = -1;
    jt_take_events(st, &st->events);
    return fx;
}

static void free_table(Fixture *fx)
{
    jugglers_free(&fx->st.game);
    free(fx);
}

static int moves_to(const JtState *st, int pile)
{
    int n = 0;
    for (int i = 0; i < st->motion.n; i++)
        n += st->motion.moves[i].to_pile == pile;
    return n;
}

static void test_the_deal_moves_every_card_from_the_decks(void **state)
{
    (void)state;
    Fixture *fx = new_table(4, "pccc", 4);
    JtState *st = &fx->st;
    for (int s = 0; s < 4; s++) {
        assert_int_equal(moves_to(st, JT_PILE_HAND + s), 5);
        assert_int_equal(moves_to(st, JT_PILE_SIGIL + s), 1);
    }
    assert_int_equal(moves_to(st, JT_PILE_POLICY + JG_LEFT), 1);
    assert_int_equal(moves_to(st, JT_PILE_POLICY + JG_RIGHT), 1);
    /* Before anything lands the seats hold nothing; afterwards exactly what the view says. */
    jt_frame(st, 0, &fx->f);
    for (int s = 0; s < 4; s++)
        assert_int_equal(fx->f.seat[s].hand, 0);
    assert_int_equal(fx->f.deck, 36);
    motion_skip(&st->motion);
    jt_frame(st, 0, &fx->f);
    for (int s = 0; s < 4; s++) {
        assert_int_equal(fx->f.seat[s].hand, 5);
        assert_true(fx->f.seat[s].sigil);
    }
    assert_int_equal(fx->f.deck, st->pub.deck_count);
    assert_int_equal(fx->f.policy_deck, st->pub.policy_deck_count);
    free_table(fx);
}

static void test_a_die_roll_holds_back_the_card_it_places(void **state)
{
    (void)state;
    Fixture *fx = new_table(4, "pccc", 4);
    JtState *st = &fx->st;
    motion_skip(&st->motion);
    JgAction a = jugglers_secrets(st->pub.chairman, 1);
    JgError err;
    assert_true(jt_apply(st, &a, &err));
    assert_int_equal(st->dice_n, 1);
    const JtDie *die = &st->die[0];
    assert_int_equal(die->roll, JG_ROLL_SECRET);
    assert_int_equal(die->draft, jugglers_draft_of_roll(die->value));
    for (int i = 0; i < st->motion.n; i++)
        if (st->motion.moves[i].to_pile == JT_PILE_SECRET + die->draft)
            assert_true(st->motion.moves[i].start >= die->start + JT_TIMINGS.die_roll);
    /* Tumbling at first, landed after its roll. */
    double landed;
    assert_ptr_equal(jt_die_now(st, die->start - st->motion.now + 0.1, &landed), die);
    assert_true(landed < 1);
    jt_die_now(st, die->start - st->motion.now + JT_TIMINGS.die_roll + 0.01, &landed);
    assert_true(landed >= 1);
    free_table(fx);
}

static void test_a_column_says_its_poker_value_in_words(void **state)
{
    (void)state;
    Pile p = {0};
    const char *cards[] = {"9h", "4c", "9s", "4d"};
    for (int i = 0; i < 4; i++)
        pile_push(&p, deck52_parse_card(cards[i]));
    char words[96];
    jt_hand_words(&p, words, sizeof words);
    assert_string_equal(words, "Two pairs, 9s and 4s");
    p.n = 0;
    jt_hand_words(&p, words, sizeof words);
    assert_string_equal(words, "Empty hand");
}

static void test_a_policy_passes_only_ahead_of_the_joker(void **state)
{
    (void)state;
    JgDraftView policy = {.policy = 40}, joker = {.policy = -1};
    pile_push(&policy.hand, deck52_parse_card("9h"));
    pile_push(&joker.hand, deck52_parse_card("9s"));
    assert_int_equal(jt_ahead_of_joker(&policy, &joker), 0); /* level: it would fail */
    pile_push(&policy.hand, deck52_parse_card("9c"));
    assert_int_equal(jt_ahead_of_joker(&policy, &joker), 1);
    pile_push(&joker.hand, deck52_parse_card("9d"));
    pile_push(&joker.hand, deck52_parse_card("2c"));
    pile_push(&joker.hand, deck52_parse_card("2d"));
    assert_int_equal(jt_ahead_of_joker(&policy, &joker), -1);
}

static void test_the_chairman_chooses_from_none_to_the_most_secrets(void **state)
{
    (void)state;
    Fixture *fx = new_table(2, "pp", 6);
    JtState *st = &fx->st;
    motion_skip(&st->motion);
    jt_enter_private(st, st->pub.chairman);
    JtButtons b;
    jt_buttons_list(st, &b);
    assert_int_equal(b.n, jugglers_secrets_max(2) + 1);
    assert_string_equal(b.b[0].label, "No secret");
    assert_true(b.b[b.n - 1].primary);
    long before = st->game.actions_n;
    jt_button_press(st, (JtButtonId)b.b[1].id);
    assert_int_equal(st->game.actions_n, before + 1);
    assert_int_equal(st->game.actions[before].count, 1);
    assert_int_equal(st->mode, TABLE_PUBLIC); /* nothing private outlives the choice */
    assert_int_equal(st->priv.viewer, -1);
    free_table(fx);
}

/* Plays computer moves until a seat waits to play for its dummy (two players). */
static bool until_a_dummy_turn(JtState *st)
{
    for (int i = 0; i < 400; i++) {
        if (st->pub.phase == JG_PHASE_PLAY && st->pub.turn != st->pub.waiting_for)
            return true;
        JgAction a;
        JgView v;
        jugglers_view(&st->game, st->pub.waiting_for, &v);
        if (!jgai_decide(&v, &a))
            return false;
        JgError err;
        assert_true(jt_apply(st, &a, &err));
        motion_skip(&st->motion);
    }
    return false;
}

static void test_playing_for_a_dummy_offers_only_the_deck(void **state)
{
    (void)state;
    Fixture *fx = new_table(2, "pp", 6);
    JtState *st = &fx->st;
    motion_skip(&st->motion);
    assert_true(until_a_dummy_turn(st));
    int controller = st->pub.waiting_for, dummy = st->pub.turn;
    jt_enter_private(st, controller);
    assert_int_equal(st->pick, JT_PICK_DECK);
    jt_frame(st, 0, &fx->f);
    Input right = {.kind = INPUT_RIGHT};
    jt_input(st, &fx->f, &right);
    assert_int_equal(st->pick, JT_PICK_DECK); /* the hand's cards are not the dummy's */
    Input three = {.kind = INPUT_KEY, .key = SDLK_3};
    long before = st->game.actions_n;
    jt_input(st, &fx->f, &three);
    assert_int_equal(st->game.actions_n, before + 1);
    const JgAction *a = &st->game.actions[before];
    assert_int_equal(a->seat, dummy);
    assert_int_equal(a->source, JG_FROM_DECK);
    assert_int_equal(a->draft, JG_RIGHT);
    free_table(fx);
}

static void test_a_card_dragged_onto_a_column_is_played_there(void **state)
{
    (void)state;
    Fixture *fx = new_table(4, "pccc", 4);
    JtState *st = &fx->st;
    motion_skip(&st->motion);
    JgAction s = jugglers_secrets(st->pub.chairman, 0);
    JgError err;
    assert_true(jt_apply(st, &s, &err));
    motion_skip(&st->motion);
    for (int i = 0; i < 10 && st->pub.waiting_for != 0; i++) {
        JgView v;
        jugglers_view(&st->game, st->pub.waiting_for, &v);
        JgAction a;
        assert_true(jgai_decide(&v, &a));
        assert_true(jt_apply(st, &a, &err));
        motion_skip(&st->motion);
    }
    assert_int_equal(st->pub.waiting_for, 0);
    jt_enter_private(st, 0);
    jt_frame(st, 0, &fx->f);
    SDL_FRect card = fx->f.hand_rect[1], col = fx->f.P.column[JG_LEFT];
    int expected = fx->f.hand_card[1];
    Input in = {.kind = INPUT_POINTER_DOWN, .x = card.x + card.w / 2, .y = card.y + card.h / 2};
    jt_input(st, &fx->f, &in);
    in = (Input){.kind = INPUT_POINTER_MOVE, .x = col.x + col.w / 2, .y = col.y + col.h / 2};
    jt_input(st, &fx->f, &in);
    jt_frame(st, 0, &fx->f);
    assert_int_equal(fx->f.drag_over, JG_LEFT);
    long before = st->game.actions_n;
    in.kind = INPUT_POINTER_UP;
    jt_input(st, &fx->f, &in);
    assert_int_equal(st->game.actions_n, before + 1);
    assert_int_equal(st->game.actions[before].card, expected);
    assert_int_equal(st->game.actions[before].draft, JG_LEFT);
    free_table(fx);
}

static void test_settling_fans_the_face_down_cards_out_before_the_die(void **state)
{
    (void)state;
    Fixture *fx = new_table(4, "cccc", 12);
    JtState *st = &fx->st;
    for (int i = 0; i < 200; i++) {
        motion_skip(&st->motion);
        JgView v;
        jugglers_view(&st->game, st->pub.waiting_for, &v);
        JgAction a;
        assert_true(jgai_decide(&v, &a));
        JgError err;
        assert_true(jt_apply(st, &a, &err));
        for (int k = 0; k < st->events.n; k++) {
            const JgEvent *e = &st->events.ev[k];
            if (e->kind != JG_EV_SETTLED || e->value < 2)
                continue;
            int fanned = 0, from_pick = 0;
            for (int m = 0; m < st->motion.n; m++) {
                const MotionMove *mv = &st->motion.moves[m];
                fanned += mv->to_pile >= JT_PILE_FAN + e->draft * JT_COLUMN_SLOTS &&
                          mv->to_pile < JT_PILE_FAN + (e->draft + 1) * JT_COLUMN_SLOTS;
                from_pick += mv->card == e->card &&
                             mv->from_pile == JT_PILE_FAN + e->draft * JT_COLUMN_SLOTS + e->index - 1;
            }
            assert_int_equal(fanned, e->value);
            assert_int_equal(from_pick, 1);
            free_table(fx);
            return;
        }
    }
    fail_msg("no settling among two or more cards in 200 actions");
}

/* Computer moves, each landed before the next, until one ends a gathering (a policy decided). */
static bool until_a_policy_is_decided(JtState *st)
{
    for (int i = 0; i < 200; i++) {
        motion_skip(&st->motion);
        jt_tick(st, 0.01);
        JgView v;
        jugglers_view(&st->game, st->pub.waiting_for, &v);
        JgAction a;
        JgError err;
        if (!jgai_decide(&v, &a) || !jt_apply(st, &a, &err))
            return false;
        for (int k = 0; k < st->events.n; k++)
            if (st->events.ev[k].kind == JG_EV_POLICY_PASSED ||
                st->events.ev[k].kind == JG_EV_POLICY_REJECTED)
                return true;
    }
    return false;
}

static void test_a_verdict_waits_for_the_settling_it_tells(void **state)
{
    (void)state;
    Fixture *fx = new_table(4, "cccc", 12);
    JtState *st = &fx->st;
    assert_true(until_a_policy_is_decided(st));
    table_banner_clear(&st->banner);
    jt_tick(st, 0.05);
    assert_false(table_banner_shown(&st->banner)); /* the columns are still settling */
    assert_true(st->banners_n > 0);
    motion_skip(&st->motion);
    jt_tick(st, 0.05);
    assert_true(table_banner_shown(&st->banner));
    assert_true(strstr(st->banner.text, "passes") || strstr(st->banner.text, "fails") ||
                strstr(st->banner.text, "wins"));
    free_table(fx);
}

static void test_the_curtain_opens_only_on_a_deliberate_act(void **state)
{
    (void)state;
    SDL_FRect b = {100, 100, 200, 50};
    Input enter = {.kind = INPUT_CONFIRM, .key = SDLK_RETURN};
    Input space = {.kind = INPUT_CONFIRM, .key = SDLK_SPACE};
    Input held = {.kind = INPUT_CONFIRM, .key = SDLK_RETURN, .repeat = true};
    Input on = {.kind = INPUT_POINTER_DOWN, .x = 150, .y = 120};
    Input off = {.kind = INPUT_POINTER_DOWN, .x = 50, .y = 120};
    assert_false(table_curtain_opens(true, 0.2, 0.5, b, &enter));
    assert_false(table_curtain_opens(true, 0.2, 0.5, b, &on));
    assert_false(table_curtain_opens(true, 1, 0.5, b, &space));
    assert_false(table_curtain_opens(true, 1, 0.5, b, &held));
    assert_false(table_curtain_opens(true, 1, 0.5, b, &off));
    assert_false(table_curtain_opens(false, 1, 0.5, b, &enter));
    assert_true(table_curtain_opens(true, 1, 0.5, b, &enter));
    assert_true(table_curtain_opens(true, 1, 0.5, b, &on));
}

static void test_a_press_becomes_a_drag_past_the_threshold(void **state)
{
    (void)state;
    TableDrag d;
    table_drag_press(&d, -2, 10, 10);
    assert_false(table_drag_move(&d, 14, 10, 8));
    assert_true(table_drag_move(&d, 30, 10, 8));
    assert_true(table_drag_release(&d));
    assert_int_equal(d.index, -1);
    assert_false(table_drag_move(&d, 90, 90, 8)); /* nothing pressed: no drag */
}

static void test_the_curtain_goes_up_only_with_more_than_one_person(void **state)
{
    (void)state;
    TableMode mode = TABLE_PUBLIC;
    int shown = 0;
    double age = 3;
    assert_false(table_mode_curtain_for(&mode, &shown, &age, 1, 2));
    assert_int_equal(mode, TABLE_PUBLIC);
    assert_true(table_mode_curtain_for(&mode, &shown, &age, 2, 2));
    assert_int_equal(mode, TABLE_CURTAIN);
    assert_int_equal(shown, 2);
    assert_true(age == 0);
}

/* By default the seats stay where the people sit: showing another person's cards moves no seat;
 * with "Seats: Turn to the player" the shown seat comes to the bottom. */
static void test_the_seats_stay_in_place_unless_the_table_turns(void **state)
{
    (void)state;
    Fixture *fx = new_table(4, "pppp", 5);
    JtState *st = &fx->st;
    JtPlaces first, other;
    st->shown = 0;
    jt_places(st, &first);
    st->shown = 2;
    jt_places(st, &other);
    for (int s = 0; s < 4; s++) {
        assert_true(first.L.seat[s].box.x == other.L.seat[s].box.x);
        assert_true(first.L.seat[s].box.y == other.L.seat[s].box.y);
    }
    st->seats_turn = true;
    jt_places(st, &other);
    /* Seat 3 now sits where seat 1 sat. */
    assert_true(other.L.seat[2].box.y == first.L.seat[0].box.y);
    assert_true(other.L.seat[0].box.y != first.L.seat[0].box.y);
    free_table(fx);
}

/* The log keeps in step with the screen: while a gathering's result is held up, the log ends
 * with its verdicts; the chair passing and the next gathering join the log only once the table
 * goes on. */
static bool log_has_from(const TableLog *log, int from, const char *words)
{
    for (int i = from; i < log->total; i++)
        if (strstr(table_log_line(log, i), words))
            return true;
    return false;
}

static void test_the_log_waits_with_the_held_gathering_until_the_table_goes_on(void **state)
{
    (void)state;
    Fixture *fx = new_table(4, "cccc", 7);
    JtState *st = &fx->st;
    for (int i = 0; i < 60 * 60 * 10 && !st->held.up; i++)
        jt_tick(st, 1.0 / 60);
    assert_true(st->held.up);
    /* The engine has passed the chair and started the next gathering already. */
    assert_true(st->game.gathering == 2);
    const char *last = table_log_line(&st->log, st->log.total - 1);
    assert_true(strstr(last, " passes to the Village Order") || strstr(last, " fails: "));
    int shown = st->log.total;
    assert_false(log_has_from(&st->log, 0, "becomes chairman"));
    assert_false(log_has_from(&st->log, 0, "Gathering 2 of"));
    assert_true(st->log_later_n > 0);
    /* Ticks while it is held add nothing. */
    for (int i = 0; i < 60; i++)
        jt_tick(st, 1.0 / 60);
    assert_true(st->held.up);
    assert_int_equal(st->log.total, shown);
    /* Go on: the held lines follow, in order. */
    st->held.age = JT_TIMINGS.held_min;
    assert_true(jt_held_go_on(st));
    assert_int_equal(st->log_later_n, 0);
    assert_true(st->log.total > shown);
    assert_true(log_has_from(&st->log, shown, "becomes chairman"));
    assert_true(log_has_from(&st->log, shown, "Gathering 2 of"));
    free_table(fx);
}

/* With four players the table order never changes (only three players' dummy moves with the
 * chair, J21): the chair passes and no seat glides, nothing waits for one. */
static void test_no_seat_glides_when_the_chair_passes_at_four(void **state)
{
    (void)state;
    Fixture *fx = new_table(4, "cccc", 7);
    JtState *st = &fx->st;
    int chair = st->game.chairman;
    for (int i = 0; i < 60 * 60 * 10 && st->game.chairman == chair; i++) {
        jt_tick(st, 1.0 / 60);
        if (st->held.up) {
            st->held.age = JT_TIMINGS.held_min;
            jt_held_go_on(st);
        }
    }
    assert_int_not_equal(st->game.chairman, chair);
    for (int i = 0; i < 60 * 5; i++) {
        assert_false(st->seats.due);
        assert_false(jt_seats_gliding(st));
        jt_tick(st, 1.0 / 60);
    }
    free_table(fx);
}

/* J24: at a round's end the sigils turn up one by one, each with its points, a seat every
 * score_reveal seconds (faster with the animation speed); until its turn a sigil lies face down. */
static void test_the_sigils_turn_up_one_by_one_at_a_rounds_end(void **state)
{
    (void)state;
    Fixture *fx = new_table(4, "cccc", 3);
    JtState *st = &fx->st;
    for (int i = 0; i < 60 * 60 * 30 && !jt_scoring_shown(st); i++)
        jt_tick(st, 1.0 / 60);
    assert_true(jt_scoring_shown(st));
    double step = JT_TIMINGS.score_reveal;
    int last = 0;
    for (int k = 0; k < 4; k++) {
        st->scoring_age = step * k + step * 0.5;
        jt_frame(st, 0, &fx->f);
        assert_true(fx->f.scoring);
        assert_int_equal(fx->f.scores_shown, k + 1);
        /* The sigils face up in the panel: exactly the seats shown so far. */
        int up = 0;
        for (int c = 0; c < fx->f.mine.n; c++)
            for (int s = 0; s < 4; s++)
                if (fx->f.mine.c[c].card == st->pub.result.sigil[s] && fx->f.mine.c[c].face_up)
                    up++;
        assert_int_equal(up, k + 1);
        assert_true(fx->f.scores_shown > last);
        last = fx->f.scores_shown;
    }
    /* At twice the speed the same reveal takes half the time. */
    st->win.speed = 2;
    st->scoring_age = step * 0.5 + step * 0.5 * 0.5;
    jt_frame(st, 0, &fx->f);
    assert_int_equal(fx->f.scores_shown, 2);
    free_table(fx);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_deal_moves_every_card_from_the_decks),
        cmocka_unit_test(test_the_seats_stay_in_place_unless_the_table_turns),
        cmocka_unit_test(test_the_sigils_turn_up_one_by_one_at_a_rounds_end),
        cmocka_unit_test(test_a_die_roll_holds_back_the_card_it_places),
        cmocka_unit_test(test_a_column_says_its_poker_value_in_words),
        cmocka_unit_test(test_a_policy_passes_only_ahead_of_the_joker),
        cmocka_unit_test(test_the_chairman_chooses_from_none_to_the_most_secrets),
        cmocka_unit_test(test_playing_for_a_dummy_offers_only_the_deck),
        cmocka_unit_test(test_a_card_dragged_onto_a_column_is_played_there),
        cmocka_unit_test(test_settling_fans_the_face_down_cards_out_before_the_die),
        cmocka_unit_test(test_a_verdict_waits_for_the_settling_it_tells),
        cmocka_unit_test(test_the_curtain_opens_only_on_a_deliberate_act),
        cmocka_unit_test(test_a_press_becomes_a_drag_past_the_threshold),
        cmocka_unit_test(test_the_curtain_goes_up_only_with_more_than_one_person),
        cmocka_unit_test(test_the_log_waits_with_the_held_gathering_until_the_table_goes_on),
        cmocka_unit_test(test_no_seat_glides_when_the_chair_passes_at_four),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
