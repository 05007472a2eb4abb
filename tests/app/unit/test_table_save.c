/* The table's save file: the engine's save text after the comment line that carries the
 * table's hint-button option, read back by the engine and by sst_save_extras. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <SDL.h>
#include <stdlib.h>
#include <string.h>

#include "siteswap_choice.h"
#include "sst_save.h"

/* A two-person game after a few skipped turns. */
static SsgGame *game_with_skips(int skips)
{
    static SsgGame g;
    GameChoice c = game_choice_default(42);
    SsgError err;
    assert_true(ssgame_new(&g, siteswap_choice(&c), NULL, NULL, &err));
    for (int i = 0; i < skips; i++)
        assert_true(ssgame_apply(&g, &(SsgAction){.kind = SSG_ACT_SKIP, .seat = g.turn}, NULL,
                                 &err));
    return &g;
}

static void test_the_text_is_the_comment_line_then_the_engines_save(void **state)
{
    (void)state;
    SsgGame *g = game_with_skips(3);
    GameChoice c = game_choice_default(42);
    char *text = sst_save_text(g, &c);
    assert_non_null(text);
    char *engine = ssgame_save(g);
    const char *line = "# throwdeck table hint-button 1\n";
    assert_memory_equal(text, line, strlen(line));
    assert_string_equal(text + strlen(line), engine);
    free(engine);

    SsgGame back;
    SsgError err;
    assert_true(ssgame_load(&back, text, strlen(text), NULL, &err)); /* the line is a comment */
    assert_int_equal(back.actions_n, 3);
    assert_int_equal(back.turn, g->turn);
    ssgame_free(&back);
    SDL_free(text);
    ssgame_free(g);
}

static void test_the_hint_button_option_round_trips(void **state)
{
    (void)state;
    SsgGame *g = game_with_skips(1);
    for (int on = 0; on <= 1; on++) {
        GameChoice c = game_choice_default(42);
        siteswap_part(&c)->hint_button = on;
        char *text = sst_save_text(g, &c);
        assert_non_null(text);
        GameChoice back;
        sst_save_extras(text, strlen(text), &back);
        assert_int_equal(siteswap_part(&back)->hint_button, on);
        SDL_free(text);
    }
    ssgame_free(g);
}

/* A game played with phones says so (Continue starts them again); one without keeps the line
 * older games wrote. */
static void test_the_phones_option_round_trips(void **state)
{
    (void)state;
    SsgGame *g = game_with_skips(1);
    for (int on = 0; on <= 1; on++) {
        GameChoice c = game_choice_default(42);
        c.phones = on;
        char *text = sst_save_text(g, &c);
        assert_non_null(text);
        assert_int_equal(strstr(text, " phones 1\n") != NULL, on);
        GameChoice back;
        sst_save_extras(text, strlen(text), &back);
        assert_int_equal(back.phones, on);
        assert_int_equal(siteswap_part(&back)->hint_button, siteswap_part(&c)->hint_button);
        SDL_free(text);
    }
    ssgame_free(g);
}

static void test_a_save_without_the_line_gives_the_setup_defaults(void **state)
{
    (void)state;
    SsgGame *g = game_with_skips(1);
    char *engine = ssgame_save(g);
    GameChoice back = game_choice_default(1);
    siteswap_part(&back)->hint_button = false;
    sst_save_extras(engine, strlen(engine), &back);
    assert_true(siteswap_part(&back)->hint_button); /* the setup's default */
    free(engine);
    ssgame_free(g);
}

static void test_odd_extras_lines_are_read_as_far_as_they_make_sense(void **state)
{
    (void)state;
    GameChoice back;
    const char *cases[][2] = {
        /* text, expected hint_button ("1" or "0"), and why */
        {"# throwdeck table colour red hint-button 0\nthrowdeck-save 1\n", "0"}, /* unknown key */
        {"# notes\n# throwdeck table hint-button 0\nthrowdeck-save 1\n", "0"}, /* 2nd comment */
        {"# throwdeck table hint-button maybe\nthrowdeck-save 1\n", "1"},   /* bad value */
        {"# throwdeck table hint-button\n", "1"},                            /* no value */
        {"# throwdeck tablehint-button 0\n", "1"},                           /* not the prefix */
        {"throwdeck-save 1\n# throwdeck table hint-button 0\n", "1"},       /* after the header */
        {"# throwdeck table hint-button 0", "0"},                            /* no newline */
        {"", "1"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        sst_save_extras(cases[i][0], strlen(cases[i][0]), &back);
        if (siteswap_part(&back)->hint_button != (cases[i][1][0] == '1'))
            fail_msg("case %zu: hint_button %d", i, siteswap_part(&back)->hint_button);
    }
    /* Only len bytes are read: the line cut before its value says nothing. */
    const char *cut = "# throwdeck table hint-button 0\n";
    sst_save_extras(cut, strlen(cut) - 3, &back);
    assert_true(siteswap_part(&back)->hint_button);
}

static void test_the_summary_names_the_players_and_the_turn(void **state)
{
    (void)state;
    SsgGame *g = game_with_skips(6);
    char buf[200];
    sst_save_summary(g, true, buf, sizeof buf);
    char want[200];
    assert_true(snprintf(want, sizeof want, "%s, %s \u00b7 turn %ld", g->setup.seat[0].name,
                         g->setup.seat[1].name, g->turns) < (int)sizeof want);
    assert_string_equal(buf, want);
    assert_int_equal(g->turns, 7);
    sst_save_summary(g, false, buf, sizeof buf);
    assert_string_equal(buf, "2 players \u00b7 turn 7");
    ssgame_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_text_is_the_comment_line_then_the_engines_save),
        cmocka_unit_test(test_the_hint_button_option_round_trips),
        cmocka_unit_test(test_the_phones_option_round_trips),
        cmocka_unit_test(test_a_save_without_the_line_gives_the_setup_defaults),
        cmocka_unit_test(test_odd_extras_lines_are_read_as_far_as_they_make_sense),
        cmocka_unit_test(test_the_summary_names_the_players_and_the_turn),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
