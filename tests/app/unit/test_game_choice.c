/* What a new game is (games/game_choice.h): the siteswap card game or Jugglers, each with its
 * own seats and options, checked by its engine. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "game_choice.h"
#include "games.h"
#include "siteswap_choice.h"
#include "jugglers_choice.h"

#include <string.h>

static void test_the_default_is_the_siteswap_game_for_two_people(void **state)
{
    (void)state;
    GameChoice c = game_choice_default(42);
    assert_int_equal(c.kind, GAME_SITESWAP);
    assert_int_equal(siteswap_choice(&c)->seats, 2);
    assert_int_equal(siteswap_choice(&c)->seat[0].kind, SSG_PERSON);
    assert_int_equal(siteswap_choice(&c)->seat[1].kind, SSG_PERSON);
    assert_string_equal(siteswap_choice(&c)->seat[0].name, "Anna");
    assert_string_equal(siteswap_choice(&c)->seat[1].name, "Ben");
    assert_true(c.hint_button);
    char err[256] = "";
    assert_true(game_choice_check(&c, err, sizeof err));
}

static void test_the_jugglers_part_is_ready_to_play(void **state)
{
    (void)state;
    GameChoice c = game_choice_for(GAME_JUGGLERS, 42);
    char err[256] = "";
    assert_true(game_choice_check(&c, err, sizeof err));
    assert_string_equal(jugglers_choice(&c)->player[0].name, "Anna");
    assert_int_equal(jugglers_choice(&c)->player[0].kind, JG_PERSON);
    assert_int_equal(jugglers_choice(&c)->wins, JG_DEFAULT_WINS);
}

static void test_jugglers_takes_two_to_five_players(void **state)
{
    (void)state;
    GameChoice c = game_choice_for(GAME_JUGGLERS, 1);
    char err[256];
    for (int n = 2; n <= 5; n++) {
        jugglers_choice(&c)->players = n;
        assert_true(game_choice_check(&c, err, sizeof err));
    }
    jugglers_choice(&c)->players = 1;
    err[0] = '\0';
    assert_false(game_choice_check(&c, err, sizeof err));
    assert_true(err[0] != '\0');
    jugglers_choice(&c)->players = 6;
    assert_false(game_choice_check(&c, err, sizeof err));
}

static void test_jugglers_plays_to_one_to_five_round_wins(void **state)
{
    (void)state;
    GameChoice c = game_choice_for(GAME_JUGGLERS, 1);
    char err[256];
    for (int w = 1; w <= 5; w++) {
        jugglers_choice(&c)->wins = w;
        assert_true(game_choice_check(&c, err, sizeof err));
    }
    jugglers_choice(&c)->wins = 0;
    assert_false(game_choice_check(&c, err, sizeof err));
    jugglers_choice(&c)->wins = 6;
    assert_false(game_choice_check(&c, err, sizeof err));
}

static void test_a_bad_siteswap_setup_is_refused_with_the_engines_reason(void **state)
{
    (void)state;
    GameChoice c = game_choice_default(1);
    siteswap_choice(&c)->seats = 1;
    char err[256] = "";
    assert_false(game_choice_check(&c, err, sizeof err));
    assert_true(strlen(err) > 0);
    /* The other game's choice is its own: a fine Jugglers setup is not touched by it. */
    GameChoice j = game_choice_for(GAME_JUGGLERS, 1);
    assert_true(game_choice_check(&j, err, sizeof err));
}

static void test_seeds_are_six_digits_and_follow_the_chosen_game(void **state)
{
    (void)state;
    GameChoice c = game_choice_default(UINT64_C(123456789));
    assert_int_equal(siteswap_choice(&c)->seed, 456789);
    game_choice_set_seed(&c, 17);
    assert_int_equal(game_choice_seed(&c), 17);
    GameChoice j = game_choice_for(GAME_JUGGLERS, UINT64_C(123456789));
    assert_int_equal(jugglers_choice(&j)->seed, 456789);
    jugglers_choice(&j)->seed = 5;
    assert_int_equal(game_choice_seed(&j), 5);
}

/* --table opens a fixed deal for screenshots and tests; in either game it leaves the player's
 * saved game alone unless --save-game asks otherwise. */
static void test_a_table_opened_with_table_leaves_the_saved_game_alone_in_both_games(void **state)
{
    (void)state;
    for (int j = 0; j < 2; j++) {
        GameChoice c = game_choice_for_table("pcc", j == 1 ? GAME_JUGGLERS : GAME_SITESWAP, false, false);
        assert_true(c.no_save);
        assert_int_equal(c.kind, j == 1 ? GAME_JUGGLERS : GAME_SITESWAP);
        assert_int_equal(game_choice_seed(&c), 1);
        char err[200];
        assert_true(game_choice_check(&c, err, sizeof err));
        if (j == 1) {
            assert_int_equal(jugglers_choice(&c)->players, 3);
            assert_int_equal(jugglers_choice(&c)->player[0].kind, JG_PERSON);
            assert_int_equal(jugglers_choice(&c)->player[2].kind, JG_COMPUTER);
        } else {
            assert_int_equal(siteswap_choice(&c)->seats, 3);
            assert_int_equal(siteswap_choice(&c)->seat[0].kind, SSG_PERSON);
            assert_int_equal(siteswap_choice(&c)->seat[1].kind, SSG_COMPUTER);
        }
        GameChoice kept = game_choice_for_table("pp", j == 1 ? GAME_JUGGLERS : GAME_SITESWAP, true, true);
        assert_false(kept.no_save);
        assert_true(kept.phones);
    }
}

static void test_every_game_has_a_name(void **state)
{
    (void)state;
    assert_string_equal(games_of_kind(GAME_SITESWAP)->title, "Siteswap card game");
    assert_string_equal(games_of_kind(GAME_JUGGLERS)->title, "Jugglers");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_default_is_the_siteswap_game_for_two_people),
        cmocka_unit_test(test_a_table_opened_with_table_leaves_the_saved_game_alone_in_both_games),
        cmocka_unit_test(test_the_jugglers_part_is_ready_to_play),
        cmocka_unit_test(test_jugglers_takes_two_to_five_players),
        cmocka_unit_test(test_jugglers_plays_to_one_to_five_round_wins),
        cmocka_unit_test(test_a_bad_siteswap_setup_is_refused_with_the_engines_reason),
        cmocka_unit_test(test_seeds_are_six_digits_and_follow_the_chosen_game),
        cmocka_unit_test(test_every_game_has_a_name),
    };
    return cmocka_run_group_tests_name("app-game-choice", tests, NULL, NULL);
}
