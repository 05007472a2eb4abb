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

#include <SDL.h>
#include <string.h>

static void test_the_default_is_the_siteswap_game_for_two_people(void **state)
{
    (void)state;
    GameChoice c = game_choice_default(42);
    assert_ptr_equal(c.game, games_named("siteswap"));
    assert_int_equal(siteswap_choice(&c)->seats, 2);
    assert_int_equal(siteswap_choice(&c)->seat[0].kind, SSG_PERSON);
    assert_int_equal(siteswap_choice(&c)->seat[1].kind, SSG_PERSON);
    assert_string_equal(siteswap_choice(&c)->seat[0].name, "Anna");
    assert_string_equal(siteswap_choice(&c)->seat[1].name, "Ben");
    assert_true(siteswap_part(&c)->hint_button);
    char err[256] = "";
    assert_true(game_choice_check(&c, err, sizeof err));
}

static void test_the_jugglers_part_is_ready_to_play(void **state)
{
    (void)state;
    GameChoice c = game_choice_for(games_named("jugglers"), 42);
    char err[256] = "";
    assert_true(game_choice_check(&c, err, sizeof err));
    assert_string_equal(jugglers_choice(&c)->player[0].name, "Anna");
    assert_int_equal(jugglers_choice(&c)->player[0].kind, JG_PERSON);
    assert_int_equal(jugglers_choice(&c)->wins, JG_DEFAULT_WINS);
}

static void test_jugglers_takes_two_to_five_players(void **state)
{
    (void)state;
    GameChoice c = game_choice_for(games_named("jugglers"), 1);
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
    GameChoice c = game_choice_for(games_named("jugglers"), 1);
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
    GameChoice j = game_choice_for(games_named("jugglers"), 1);
    assert_true(game_choice_check(&j, err, sizeof err));
}

static void test_seeds_are_six_digits_and_follow_the_chosen_game(void **state)
{
    (void)state;
    GameChoice c = game_choice_default(UINT64_C(123456789));
    assert_int_equal(siteswap_choice(&c)->seed, 456789);
    game_choice_set_seed(&c, 17);
    assert_int_equal(game_choice_seed(&c), 17);
    GameChoice j = game_choice_for(games_named("jugglers"), UINT64_C(123456789));
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
        const GameDef *game = games_named(j == 1 ? "jugglers" : "siteswap");
        GameChoice c = game_choice_for_table("pcc", game, false, false);
        assert_true(c.no_save);
        assert_ptr_equal(c.game, game);
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
        GameChoice kept = game_choice_for_table("pp", game, true, true);
        assert_false(kept.no_save);
        assert_true(kept.phones);
    }
}

static void test_every_game_has_a_name(void **state)
{
    (void)state;
    assert_string_equal(games_named("siteswap")->title, "Siteswap card game");
    assert_string_equal(games_named("jugglers")->title, "Jugglers");
}

/* The setup screen asks each game for its rows: every game in the list gives them all, and its
 * defaults start a game (the registry's contract, games.h). */
static void test_every_game_gives_its_setup_rows_and_defaults(void **state)
{
    (void)state;
    assert_true(games_count() >= 1 && games_count() <= GAMES_MAX);
    for (int i = 0; i < games_count(); i++) {
        const GameDef *g = games_at(i);
        assert_non_null(g->defaults);
        assert_non_null(g->seed);
        assert_non_null(g->set_seed);
        assert_non_null(g->check);
        assert_non_null(g->for_table);
        assert_non_null(g->setup_text);
        assert_non_null(g->setup_read);
        const GameSetupRows *r = g->rows;
        assert_non_null(r);
        assert_true(r->seats_label && r->seats_label[0] && r->keys && r->keys[0]);
        assert_true(r->options >= 0 && r->options <= GAMES_MAX_OPTIONS);
        assert_true(r->phones_at >= 0 && r->phones_at <= r->options);
        assert_true(r->seat_count && r->step_seats && r->seat_name && r->seat_kind &&
                    r->set_seat_kind && r->option_visible && r->option_stepped &&
                    r->option_text && r->option_change && r->under);
        assert_true((r->seat_extra == NULL) == (r->step_seat_extra == NULL));
        assert_true(g->max_seats >= 2 && g->max_seats <= GAMES_MAX_SEATS);

        GameChoice c = game_choice_for(g, 1234567);
        assert_ptr_equal(c.game, g);
        assert_int_equal(game_choice_seed(&c), 234567);
        char err[256] = "";
        assert_true(game_choice_check(&c, err, sizeof err));
        int n = r->seat_count(&c);
        assert_true(n >= 2 && n <= g->max_seats);
        for (int s = 0; s < n; s++) {
            size_t size = 0;
            assert_true(r->seat_name(&c, s, &size)[0] != '\0');
            assert_true(size > 1);
            /* Person and the three computer levels, round and back. */
            for (int k = 0; k < 4; k++) {
                r->set_seat_kind(&c, s, k);
                assert_int_equal(r->seat_kind(&c, s), k);
            }
        }
        for (int o = 0; o < r->options; o++) {
            char label[96] = "", value[64] = "";
            r->option_text(&c, o, label, value, sizeof value);
            if (r->option_visible(&c, o))
                assert_true(label[0] != '\0');
        }
        /* More seats than the game allows are never reached by the arrows. */
        for (int k = 0; k < 10; k++)
            r->step_seats(&c, 1);
        assert_int_equal(r->seat_count(&c), g->max_seats);
        assert_true(game_choice_check(&c, err, sizeof err));
        for (int k = 0; k < 10; k++)
            r->step_seats(&c, -1);
        assert_true(r->seat_count(&c) >= 2);
        assert_true(game_choice_check(&c, err, sizeof err));
    }
}

/* Play opens on the game played last: the choice is kept as its own lines (no game is built or
 * saved for it) and read back whole, with the new deal's seed. */
static void test_a_kept_setup_round_trips_without_building_a_game(void **state)
{
    (void)state;
    for (int i = 0; i < games_count(); i++) {
        const GameDef *g = games_at(i);
        const GameSetupRows *r = g->rows;
        GameChoice c = game_choice_for(g, 77);
        r->step_seats(&c, 1);
        size_t size = 0;
        char *name = r->seat_name(&c, 0, &size);
        SDL_strlcpy(name, " Zo\u00eb Ann", size); /* spaces, not ASCII */
        r->set_seat_kind(&c, 1, 3);
        for (int o = 0; o < r->options; o++)
            if (r->option_visible(&c, o))
                r->option_change(&c, o, 1);
        if (g == games_named(SITESWAP_ID)) /* its hint row was switched off above */
            assert_false(siteswap_part(&c)->hint_button);
        char err[256];
        assert_true(game_choice_check(&c, err, sizeof err));
        char *text = game_choice_keep(&c);
        assert_non_null(text);
        assert_non_null(strstr(text, g->id));
        /* Lines of its own ("key value"), not a game's save. */
        assert_memory_equal(text, "throwdeck-setup 1\n", 18);
        assert_null(strstr(text, "\n\n"));

        GameChoice back = game_choice_for(games_at((i + 1) % games_count()), 424242);
        back.phones = true;
        assert_true(game_choice_recall(text, strlen(text), &back));
        assert_ptr_equal(back.game, g);
        assert_int_equal(game_choice_seed(&back), 424242); /* a fresh deal all the same */
        assert_true(back.phones);
        if (g == games_named(SITESWAP_ID))
            assert_false(siteswap_part(&back)->hint_button);
        assert_string_equal(r->seat_name(&back, 0, &size), " Zo\u00eb Ann");
        assert_int_equal(r->seat_kind(&back, 1), 3);
        assert_int_equal(r->seat_count(&back), r->seat_count(&c));
        char *again = game_choice_keep(&back);
        assert_non_null(again);
        assert_string_equal(again, text); /* everything kept came back */
        SDL_free(again);
        SDL_free(text);
    }
}

/* A setup kept before the hint was the siteswap game's own option: its "hint" line came
 * between the game's name and the seats, in every game's kept text. The player's choice is not
 * lost: the hint stays off, and a Jugglers text with the line still reads. */
static void test_an_old_kept_setup_with_hint_0_keeps_the_hint_off(void **state)
{
    (void)state;
    const char *old = "throwdeck-setup 1\ngame siteswap\nhint 0\nseats 3\n"
                      "seat 0 0 5 Anna\nseat 0 0 5 Ben\nseat 1 2 7 Cleo\n"
                      "catch 1\nadvanced 0\npenalty 1\nplaces 0\ncycles 10\nstarter -1\n";
    GameChoice c = game_choice_for(games_named("jugglers"), 5);
    assert_true(game_choice_recall(old, strlen(old), &c));
    assert_ptr_equal(c.game, games_named(SITESWAP_ID));
    assert_false(siteswap_part(&c)->hint_button);
    assert_int_equal(siteswap_choice(&c)->seats, 3);
    assert_string_equal(siteswap_choice(&c)->seat[2].name, "Cleo");
    assert_true(siteswap_choice(&c)->guess_penalty);
    /* Kept again, it reads the same (the line is the game's own now, in the same place). */
    char *text = game_choice_keep(&c);
    assert_non_null(text);
    assert_non_null(strstr(text, "game siteswap\nhint 0\nseats 3\n"));
    SDL_free(text);
    /* "hint 1", or none at all, gives the option on (the default). */
    char on[512];
    SDL_snprintf(on, sizeof on, "%.*shint 1%s", (int)(strstr(old, "hint 0") - old), old,
                 strstr(old, "hint 0") + 6);
    assert_true(game_choice_recall(on, strlen(on), &c));
    assert_true(siteswap_part(&c)->hint_button);

    const char *jugglers = "throwdeck-setup 1\ngame jugglers\nhint 0\nplayers 2\n"
                           "player 0 0 Anna\nplayer 0 0 Ben\n";
    GameChoice j = game_choice_default(5);
    assert_true(game_choice_recall(jugglers, strlen(jugglers), &j));
    assert_ptr_equal(j.game, games_named("jugglers"));
    assert_int_equal(jugglers_choice(&j)->players, 2);
}

/* A damaged kept setup is no setup: the choice shown stays as it was. */
static void test_a_damaged_kept_setup_changes_nothing(void **state)
{
    (void)state;
    GameChoice c = game_choice_for(games_named("jugglers"), 5);
    char *text = game_choice_keep(&c);
    assert_non_null(text);
    const char *bad[] = {
        "",
        "not a setup at all",
        "throwdeck-setup 1\ngame chess\n",
        "throwdeck-setup 1\ngame jugglers\nplayers 9\n",
        "throwdeck-setup 1\ngame jugglers\nplayers 3\nplayer 0 0 Anna\n", /* two missing */
        "throwdeck-setup 1\ngame siteswap\nseats 2\nseat 0 0 99 Anna\nseat 0 0 5 Ben\n",
        "throwdeck-setup 1\ngame siteswap\nseats 2\nseat 0 0 5 Anna\nseat 0 0 5 Ben\nstarter 4\n",
    };
    for (size_t k = 0; k < sizeof bad / sizeof *bad; k++) {
        GameChoice before = game_choice_default(9), now = before;
        assert_false(game_choice_recall(bad[k], strlen(bad[k]), &now));
        assert_memory_equal(&now, &before, sizeof now);
    }
    /* Cut anywhere, it never reads past its end. */
    for (size_t n = 0; n < strlen(text); n++) {
        GameChoice now = game_choice_default(9);
        game_choice_recall(text, n, &now);
        char err[256];
        assert_true(game_choice_check(&now, err, sizeof err));
    }
    SDL_free(text);
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
        cmocka_unit_test(test_every_game_gives_its_setup_rows_and_defaults),
        cmocka_unit_test(test_a_kept_setup_round_trips_without_building_a_game),
        cmocka_unit_test(test_an_old_kept_setup_with_hint_0_keeps_the_hint_off),
        cmocka_unit_test(test_a_damaged_kept_setup_changes_nothing),
    };
    return cmocka_run_group_tests_name("app-game-choice", tests, NULL, NULL);
}
