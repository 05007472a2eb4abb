/* Jugglers on phones, the pure core: a seat's view JSON tells no more than jugglers_view gives
 * that seat (no other seat's hand or sigil, no face-down card but its own, no deck order, no
 * seed), it has the contract's fields, and action lines are parsed by the save loader's parser,
 * held to the token's seat (or the two-player dummy it plays for, J21) and judged by the rules'
 * own check. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jugglers_ai.h"
#include "phone_jg_act.h"
#include "phone_jg_view.h"
#include "rng.h"

static bool has_card(const char *json, int card)
{
    char t[8], q[12];
    if (!deck52_card_text(card, t, sizeof t))
        return false;
    snprintf(q, sizeof q, "\"%s\"", t);
    return strstr(json, q) != NULL;
}

static char *json_for(const JgGame *g, int seat, const PhoneLog *log)
{
    JgView *v = malloc(sizeof *v);
    assert_non_null(v);
    jugglers_view(g, seat, v);
    PhoneJViewExtras x = {.version = 7, .log = log};
    char *json = phone_jview_json(v, &x);
    free(v);
    assert_non_null(json);
    return json;
}

/* A card seat may not know shows in its JSON only when everyone may see it (the public JSON has
 * it too: a policy card face up, or a sigil revealed at the last round's end). */
static void hidden(const char *json, const char *pub, int card)
{
    if (has_card(json, card) && !has_card(pub, card)) {
        char t[8];
        deck52_card_text(card, t, sizeof t);
        fail_msg("the hidden card %s is in a seat's JSON: %s", t, json);
    }
}

static void check_secrets(const JgGame *g, int seat, const char *json, const char *pub)
{
    for (int s = 0; s < g->seats; s++) {
        if (s == seat)
            continue;
        for (int i = 0; i < g->hand[s].n; i++)
            hidden(json, pub, g->hand[s].card[i]);
        if (g->sigil[s] >= 0)
            hidden(json, pub, g->sigil[s]);
    }
    const Pile *piles[] = {&g->deck, &g->discard, &g->policy_deck, &g->set_aside};
    for (size_t p = 0; p < sizeof piles / sizeof *piles; p++)
        for (int i = 0; i < piles[p]->n; i++)
            hidden(json, pub, piles[p]->card[i]);
    for (int d = 0; d < JG_DRAFTS; d++) {
        const JgDraftState *x = &g->draft[d];
        for (int i = 0; i < x->down_n; i++)
            if (!(x->down[i].seat == seat && x->down[i].source == JG_FROM_HAND))
                hidden(json, pub, x->down[i].card);
        for (int i = 0; i < x->secret_n; i++)
            hidden(json, pub, x->secret[i]);
    }
    char seed[32];
    snprintf(seed, sizeof seed, "%llu", (unsigned long long)g->setup.seed);
    assert_null(strstr(json, seed));
    assert_null(strstr(json, "seed"));
}

/* Whole games of computers for 2 to 5 players: every seat's JSON after every action. */
static void jugglers_view_never_shows_hidden_cards(void **state)
{
    (void)state;
    RngState rng;
    rng_seed(&rng, 20261124);
    JgEvents *ev = malloc(sizeof *ev);
    assert_non_null(ev);
    long checked = 0;
    for (int game = 0; game < 8; game++) {
        JgSetup s = jugglers_default_setup();
        s.players = 2 + game % 4;
        s.wins = 1;
        s.seed = 1000000000000ULL + rng_next(&rng) % 1000000000000ULL;
        s.dummy_sigils = rng_below(&rng, 2);
        for (int i = 0; i < s.players; i++) {
            snprintf(s.player[i].name, sizeof s.player[i].name, "P\"%d\"", i + 1);
            s.player[i].kind = JG_COMPUTER;
            s.player[i].level = (JgLevel)rng_below(&rng, 3);
        }
        JgGame g;
        JgError err;
        ev->n = 0;
        assert_true(jugglers_new(&g, &s, ev, &err));
        PhoneLog logs[JG_MAX_SEATS] = {{0}};
        for (int step = 0; step < 400 && g.phase != JG_PHASE_OVER; step++) {
            JgView *names = malloc(sizeof *names);
            assert_non_null(names);
            jugglers_view(&g, -1, names);
            phone_jlog_events(logs, names, ev);
            free(names);
            char *pub = json_for(&g, -1, NULL);
            for (int seat = 0; seat < g.seats; seat++) {
                char *json = json_for(&g, seat, &logs[seat]);
                check_secrets(&g, seat, json, pub);
                free(json);
                checked++;
            }
            free(pub);
            ev->n = 0;
            assert_int_equal(jgai_step(&g, ev, &err), 1);
        }
        assert_int_equal(g.phase, JG_PHASE_OVER);
        jugglers_free(&g);
    }
    free(ev);
    printf("# %ld seat views checked\n", checked);
}

static JgGame new_game(int players, JgSeatKind kind)
{
    JgSetup s = jugglers_default_setup();
    s.players = players;
    s.first_chairman = 0;
    s.seed = 77;
    for (int i = 0; i < players; i++) {
        snprintf(s.player[i].name, sizeof s.player[i].name, "P%d", i + 1);
        s.player[i].kind = kind;
    }
    JgGame g;
    assert_true(jugglers_new(&g, &s, NULL, NULL));
    return g;
}

static void jugglers_view_has_the_contract_fields(void **state)
{
    (void)state;
    JgGame g = new_game(4, JG_PERSON);
    char *json = json_for(&g, 0, NULL);
    const char *keys[] = {"\"game\":\"jugglers\"", "\"version\":7", "\"seat\":1", "\"name\":\"P1\"",
                          "\"phase\":\"secrets\"", "\"round\":1", "\"gathering\":1",
                          "\"chairman\":1", "\"waiting_for\":1", "\"your_decision\":true",
                          "\"plays_for\":0", "\"secrets_max\":1", "\"sigil\":\"", "\"hand\":[\"",
                          "\"deck\":", "\"drafts\":[{\"draft\":\"left\",\"policy\":\"",
                          "{\"draft\":\"joker\",\"policy\":null", "\"seats\":[{\"seat\":1",
                          "\"village\":[]", "\"result\":null", "\"winners\":[]", "\"log\":[]"};
    for (size_t i = 0; i < sizeof keys / sizeof *keys; i++)
        if (!strstr(json, keys[i]))
            fail_msg("no %s in %s", keys[i], json);
    for (int i = 0; i < g.hand[0].n; i++)
        assert_true(has_card(json, g.hand[0].card[i]));
    assert_true(has_card(json, g.sigil[0]));
    free(json);
    jugglers_free(&g);
}

/* A round's end on the phones: its sigils and points only while the big screen shows them
 * (with Next round), and at the match's end; never in the next round (issue 31: the previous
 * round's sigils stayed on the page). */
static void jugglers_round_result_shows_only_while_its_scores_do(void **state)
{
    (void)state;
    JgGame g = new_game(4, JG_PERSON);
    JgView *v = malloc(sizeof *v);
    assert_non_null(v);
    jugglers_view(&g, 0, v);
    v->has_result = true;
    memset(&v->result, 0, sizeof v->result);
    v->result.round = 1;
    for (int s = 0; s < v->seats; s++)
        v->result.sigil[s] = g.sigil[s];
    v->result.half_points[2] = 5;
    v->result.won[2] = true;
    PhoneJViewExtras x = {.version = 3, .scoring = true};
    char *json = phone_jview_json(v, &x);
    assert_non_null(json);
    assert_non_null(strstr(json, "\"result\":{\"round\":1,\"sigils\":[\""));
    assert_non_null(strstr(json, "\"won\":[false,false,true,false]"));
    assert_non_null(strstr(json, "\"next_round\":true"));
    free(json);
    x.scoring = false; /* Next round pressed: the next round's views carry no old sigils */
    json = phone_jview_json(v, &x);
    assert_non_null(json);
    assert_non_null(strstr(json, "\"result\":null"));
    assert_non_null(strstr(json, "\"next_round\":false"));
    for (int s = 1; s < v->seats; s++)
        assert_false(has_card(json, g.sigil[s]));
    free(json);
    v->phase = JG_PHASE_OVER; /* the match's end keeps its last round shown, with no next */
    json = phone_jview_json(v, &x);
    assert_non_null(strstr(json, "\"result\":{\"round\":1"));
    assert_non_null(strstr(json, "\"next_round\":false"));
    free(json);
    free(v);
    jugglers_free(&g);
}

/* Next round from a phone is the table's line "next-round SEAT", apart from the rules' lines. */
static void jugglers_next_round_line_is_read_strictly(void **state)
{
    (void)state;
    int seat = -1;
    assert_true(phone_jg_next_round_line("next-round 3", 12, &seat));
    assert_int_equal(seat, 2);
    assert_true(phone_jg_next_round_line("next-round 1\n", 13, &seat));
    assert_int_equal(seat, 0);
    const char *bad[] = {"next-round", "next-round ", "next-round 0", "next-round 01",
                         "next-round x", "next-round 1 2", "next-round -1", "Next-round 1",
                         "play 1 deck left", "next-round 1234"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
        assert_false(phone_jg_next_round_line(bad[i], strlen(bad[i]), &seat));
    /* The rules' parser does not take it: it is never a game action. */
    JgGame g = new_game(4, JG_PERSON);
    JgAction a;
    JgError err = {{0}};
    assert_int_equal(phone_jaction_judge(&g, 0, "next-round 1", 12, &a, &err), PHONE_CONFLICT);
    jugglers_free(&g);
}

static int judge(const JgGame *g, int seat, const char *line, JgAction *a, JgError *err)
{
    return phone_jaction_judge(g, seat, line, strlen(line), a, err);
}

static void jugglers_action_for_another_seat_is_forbidden(void **state)
{
    (void)state;
    JgGame g = new_game(4, JG_PERSON);
    JgAction a;
    JgError err = {{0}};
    assert_int_equal(judge(&g, 1, "secrets 1 1", &a, &err), PHONE_FORBIDDEN);
    assert_non_null(strstr(err.message, "seat 2"));
    assert_int_equal(judge(&g, 0, "secrets 1 1\n", &a, &err), PHONE_OK);
    assert_int_equal(a.kind, JG_ACT_SECRETS);
    assert_int_equal(a.count, 1);
    jugglers_free(&g);
}

/* J21: with two players each plays the dummy on its left; the dummy has no phone of its own. */
static void jugglers_a_dummys_controller_plays_for_it_from_its_phone(void **state)
{
    (void)state;
    JgGame g = new_game(2, JG_PERSON);
    JgError err;
    assert_true(jugglers_apply(&g, &(JgAction){.kind = JG_ACT_SECRETS, .seat = 0}, NULL, &err));
    /* Play on until a dummy is on turn. */
    for (int i = 0; i < 40 && g.seat[g.turn].kind != JG_DUMMY; i++) {
        JgAction a = jugglers_play_deck(g.turn, JG_JOKER);
        assert_true(jugglers_apply(&g, &a, NULL, &err));
    }
    int dummy = g.turn, owner = g.seat[dummy].controller;
    assert_int_equal(g.seat[dummy].kind, JG_DUMMY);
    char line[64];
    snprintf(line, sizeof line, "play %d deck left", dummy + 1);
    JgAction a;
    assert_int_equal(judge(&g, owner, line, &a, &err), PHONE_OK);
    assert_int_equal(a.seat, dummy);
    assert_int_equal(judge(&g, owner == 0 ? 2 : 0, line, &a, &err), PHONE_FORBIDDEN);
    jugglers_free(&g);
}

static void jugglers_illegal_action_is_a_conflict_with_the_reason(void **state)
{
    (void)state;
    JgGame g = new_game(4, JG_PERSON);
    JgAction a;
    JgError err = {{0}};
    assert_int_equal(judge(&g, 0, "play 1 deck left", &a, &err), PHONE_CONFLICT);
    assert_non_null(strstr(err.message, "chooses the secret influences first"));
    assert_int_equal(judge(&g, 0, "secrets 1 3", &a, &err), PHONE_CONFLICT);
    assert_int_equal(judge(&g, 0, "play 1 Qs left", &a, &err), PHONE_CONFLICT);
    assert_non_null(strstr(err.message, "policy card"));
    assert_int_equal(judge(&g, 0, "play 1 9h middle", &a, &err), PHONE_CONFLICT);
    assert_int_equal(judge(&g, 0, "secrets 1 1\nsecrets 1 0", &a, &err), PHONE_CONFLICT);
    assert_non_null(strstr(err.message, "not several"));
    assert_int_equal(judge(&g, 0, "", &a, &err), PHONE_CONFLICT);
    assert_int_equal(phone_jaction_judge(&g, 0, "secrets\0 1 1", 12, &a, &err), PHONE_CONFLICT);
    /* A card this seat does not hold is refused by the rules' own check. */
    assert_true(jugglers_apply(&g, &(JgAction){.kind = JG_ACT_SECRETS, .seat = 0}, NULL, &err));
    int other = g.hand[(g.turn + 1) % 4].card[0];
    char t[8], line[64];
    deck52_card_text(other, t, sizeof t);
    snprintf(line, sizeof line, "play %d %s left", g.turn + 1, t);
    assert_int_equal(judge(&g, g.turn, line, &a, &err), PHONE_CONFLICT);
    jugglers_free(&g);
}

static void jugglers_check_answers_and_never_applies(void **state)
{
    (void)state;
    JgGame g = new_game(4, JG_PERSON);
    int status;
    char *json = phone_jcheck_json(&g, 0, "secrets 1 1", 11, &status);
    assert_int_equal(status, 200);
    assert_string_equal(json, "{\"ok\":true,\"error\":\"\",\"facts\":null}");
    free(json);
    json = phone_jcheck_json(&g, 0, "secrets 1 5", 11, &status);
    assert_int_equal(status, 200);
    assert_non_null(strstr(json, "\"ok\":false"));
    free(json);
    json = phone_jcheck_json(&g, 2, "secrets 1 1", 11, &status);
    assert_int_equal(status, 403);
    free(json);
    assert_int_equal(g.actions_n, 0);
    assert_int_equal(g.phase, JG_PHASE_SECRETS);
    jugglers_free(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(jugglers_view_never_shows_hidden_cards),
        cmocka_unit_test(jugglers_view_has_the_contract_fields),
        cmocka_unit_test(jugglers_action_for_another_seat_is_forbidden),
        cmocka_unit_test(jugglers_a_dummys_controller_plays_for_it_from_its_phone),
        cmocka_unit_test(jugglers_illegal_action_is_a_conflict_with_the_reason),
        cmocka_unit_test(jugglers_check_answers_and_never_applies),
        cmocka_unit_test(jugglers_round_result_shows_only_while_its_scores_do),
        cmocka_unit_test(jugglers_next_round_line_is_read_strictly),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
