/* The game's command line: every option, and every way to get it wrong. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "games.h"
#include "options.h"

typedef struct Run {
    OptionsResult result;
    Options opts;
    char out[4096];
    char err[4096];
} Run;

static void read_all(FILE *f, char *buf, size_t n)
{
    rewind(f);
    size_t got = fread(buf, 1, n - 1, f);
    buf[got] = '\0';
    fclose(f);
}

static Run parse(int argc, const char *const *args)
{
    Run run;
    char *argv[16];
    argv[0] = (char *)"throwdeck";
    for (int i = 0; i < argc; i++)
        argv[i + 1] = (char *)args[i];
    FILE *out = tmpfile(), *err = tmpfile();
    assert_non_null(out);
    assert_non_null(err);
    OptionsGames games;
    games_options(&games); /* the app's list of games */
    run.result = options_parse(argc + 1, argv, &games, &run.opts, out, err);
    read_all(out, run.out, sizeof run.out);
    read_all(err, run.err, sizeof run.err);
    return run;
}

#define PARSE(...) parse((int)(sizeof((const char *[]){__VA_ARGS__}) / sizeof(const char *)), \
                         (const char *[]){__VA_ARGS__})

static void test_no_options_starts_windowed_at_default_size(void **state)
{
    (void)state;
    Run r = parse(0, NULL);
    assert_int_equal(r.result, OPTIONS_RUN);
    assert_false(r.opts.fullscreen);
    assert_int_equal(r.opts.width, 0);
    assert_null(r.opts.screenshot);
    assert_string_equal(r.err, "");
}

static void test_help_lists_every_option_and_exits_zero(void **state)
{
    (void)state;
    Run r = PARSE("--help");
    assert_int_equal(r.result, OPTIONS_EXIT_OK);
    const char *expected[] = {"--windowed", "--fullscreen", "--size", "--screenshot", "--frames",
                              "--probe", "--help", "--version", "THROWDECK_DATA_DIR"};
    for (size_t i = 0; i < sizeof expected / sizeof *expected; i++)
        assert_non_null(strstr(r.out, expected[i]));
    assert_int_equal(PARSE("-h").result, OPTIONS_EXIT_OK);
}

static void test_version_prints_name_and_version(void **state)
{
    (void)state;
    Run r = PARSE("--version");
    assert_int_equal(r.result, OPTIONS_EXIT_OK);
    assert_int_equal(strncmp(r.out, "throwdeck ", 10), 0);
    assert_true(strlen(r.out) > 12);
}

static void test_size_sets_the_window_size(void **state)
{
    (void)state;
    Run r = PARSE("--size", "1920x1080");
    assert_int_equal(r.result, OPTIONS_RUN);
    assert_int_equal(r.opts.width, 1920);
    assert_int_equal(r.opts.height, 1080);
    r = PARSE("-s=1024x600");
    assert_int_equal(r.opts.width, 1024);
    assert_int_equal(r.opts.height, 600);
}

static void test_bad_sizes_are_refused_with_a_message(void **state)
{
    (void)state;
    const char *bad[] = {"1920", "x1080", "1920x", "axb", "10x10", "1920x1080x3", "-5x100",
                         "99999999999999999999x100"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        Run r = PARSE("--size", bad[i]);
        assert_int_equal(r.result, OPTIONS_USAGE);
        assert_non_null(strstr(r.err, "not a window size"));
    }
}

static void test_fullscreen_and_windowed_the_last_one_wins(void **state)
{
    (void)state;
    assert_true(PARSE("--fullscreen").opts.fullscreen);
    assert_false(PARSE("-f", "--windowed").opts.fullscreen);
    assert_true(PARSE("-w", "-f").opts.fullscreen);
}

static void test_screenshot_with_frames(void **state)
{
    (void)state;
    Run r = PARSE("--screenshot", "shot.png", "--frames", "30");
    assert_int_equal(r.result, OPTIONS_RUN);
    assert_string_equal(r.opts.screenshot, "shot.png");
    assert_int_equal(r.opts.frames, 30);
    r = PARSE("--screenshot=a.png");
    assert_int_equal(r.opts.frames, 1);
}

static void test_frames_without_screenshot_is_a_usage_error(void **state)
{
    (void)state;
    Run r = PARSE("--frames", "3");
    assert_int_equal(r.result, OPTIONS_USAGE);
    assert_non_null(strstr(r.err, "--screenshot"));
}

static void test_probe_writes_json_beside_a_screenshot(void **state)
{
    (void)state;
    Run r = PARSE("--screenshot", "shot.png", "--probe", "shot.json");
    assert_int_equal(r.result, OPTIONS_RUN);
    assert_string_equal(r.opts.probe, "shot.json");
    assert_string_equal(PARSE("--screenshot=a.png", "--probe=b.json").opts.probe, "b.json");
    assert_null(PARSE("--screenshot", "a.png").opts.probe);
}

static void test_probe_without_screenshot_is_a_usage_error(void **state)
{
    (void)state;
    Run r = PARSE("--probe", "out.json");
    assert_int_equal(r.result, OPTIONS_USAGE);
    assert_non_null(strstr(r.err, "--screenshot"));
    assert_int_equal(PARSE("--screenshot", "a.png", "--probe").result, OPTIONS_USAGE);
    assert_int_equal(PARSE("--screenshot", "a.png", "--probe", "").result, OPTIONS_USAGE);
}

static void test_bad_frame_counts_are_refused(void **state)
{
    (void)state;
    assert_int_equal(PARSE("--screenshot", "a.png", "--frames", "0").result, OPTIONS_USAGE);
    assert_int_equal(PARSE("--screenshot", "a.png", "--frames", "ten").result, OPTIONS_USAGE);
}

static void test_unknown_option_names_it_and_is_a_usage_error(void **state)
{
    (void)state;
    Run r = PARSE("--fulscreen");
    assert_int_equal(r.result, OPTIONS_USAGE);
    assert_non_null(strstr(r.err, "unknown option '--fulscreen'"));
    assert_non_null(strstr(r.err, "--help"));
    assert_int_equal(PARSE("stray").result, OPTIONS_USAGE);
}

static void test_missing_value_is_a_usage_error(void **state)
{
    (void)state;
    Run r = PARSE("--size");
    assert_int_equal(r.result, OPTIONS_USAGE);
    assert_non_null(strstr(r.err, "needs a value"));
    assert_int_equal(PARSE("--screenshot").result, OPTIONS_USAGE);
}

static void test_value_given_to_a_flag_is_a_usage_error(void **state)
{
    (void)state;
    Run r = PARSE("--fullscreen=yes");
    assert_int_equal(r.result, OPTIONS_USAGE);
    assert_non_null(strstr(r.err, "takes no value"));
}

static void test_rules_opens_the_rules_screen_and_takes_no_value(void **state)
{
    (void)state;
    assert_false(PARSE("-w").opts.rules);
    Run r = PARSE("--rules", "--size", "1024x600");
    assert_int_equal(r.result, OPTIONS_RUN);
    assert_true(r.opts.rules);
    assert_int_equal(PARSE("--rules=534").result, OPTIONS_USAGE);
    assert_non_null(strstr(PARSE("--help").out, "--rules"));
}

static void test_table_opens_a_card_table_of_people_and_computers(void **state)
{
    (void)state;
    Run r = PARSE("--table", "pcc");
    assert_int_equal(r.result, OPTIONS_RUN);
    assert_string_equal(r.opts.table, "pcc");
    r = PARSE("--table=pppppp");
    assert_int_equal(r.result, OPTIONS_RUN);
    assert_string_equal(r.opts.table, "pppppp");
    const char *bad[] = {"p", "pcpcpcp", "pxc", "", "PC"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        r = PARSE("--table", bad[i]);
        assert_int_equal(r.result, OPTIONS_USAGE);
        assert_non_null(strstr(r.err, "not a table"));
    }
    r = PARSE("--table");
    assert_int_equal(r.result, OPTIONS_USAGE);
    r = PARSE("--help");
    assert_non_null(strstr(r.out, "--table SEATS"));
}

static void test_tutorial_opens_a_guided_game_and_names_the_choices_for_a_bad_one(void **state)
{
    (void)state;
    Run r = PARSE("--tutorial", "siteswap");
    assert_int_equal(r.result, OPTIONS_RUN);
    assert_string_equal(r.opts.tutorial, "siteswap");
    r = PARSE("--tutorial=jugglers");
    assert_int_equal(r.result, OPTIONS_RUN);
    assert_string_equal(r.opts.tutorial, "jugglers");
    const char *bad[] = {"chess", "", "Siteswap"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        r = PARSE("--tutorial", bad[i]);
        assert_int_equal(r.result, OPTIONS_USAGE);
        assert_non_null(strstr(r.err, "has no guided game"));
        assert_non_null(strstr(r.err, "siteswap"));
        assert_non_null(strstr(r.err, "jugglers"));
    }
    r = PARSE("--tutorial");
    assert_int_equal(r.result, OPTIONS_USAGE);
    r = PARSE("--tutorial", "siteswap", "--table", "pc");
    assert_int_equal(r.result, OPTIONS_USAGE);
    assert_non_null(strstr(r.err, "--tutorial opens its own table"));
    r = PARSE("--help");
    assert_non_null(strstr(r.out, "--tutorial GAME"));
}

static void test_game_jugglers_makes_the_table_a_jugglers_table_of_two_to_five(void **state)
{
    (void)state;
    Run r = PARSE("--table", "ppcc", "--game", "jugglers");
    assert_int_equal(r.result, OPTIONS_RUN);
    assert_string_equal(r.opts.game, "jugglers");
    r = PARSE("--table", "pc", "--game=siteswap");
    assert_int_equal(r.result, OPTIONS_RUN);
    assert_string_equal(r.opts.game, "siteswap");
    r = PARSE("--table", "pppccc", "--game", "jugglers");
    assert_int_equal(r.result, OPTIONS_USAGE);
    assert_non_null(strstr(r.err, "2 to 5 players"));
    r = PARSE("--table", "pc", "--game", "poker");
    assert_int_equal(r.result, OPTIONS_USAGE);
    assert_non_null(strstr(r.err, "'poker' is not a game"));
    r = PARSE("--help");
    assert_non_null(strstr(r.out, "--game NAME"));
}

/* --help's --game lines come from the registry: every game by its name, title and seats. */
static void test_help_lists_every_game_of_the_registry(void **state)
{
    (void)state;
    OptionsGames games;
    games_options(&games);
    assert_true(games.n >= 2);
    Run r = PARSE("--help");
    assert_int_equal(r.result, OPTIONS_EXIT_OK);
    for (int g = 0; g < games.n; g++) {
        char line[160];
        snprintf(line, sizeof line, "%s%s: %s, 2 to %d seats", games.name[g],
                 g == 0 ? " (the default)" : "", games.title[g], games.max_seats[g]);
        assert_non_null(strstr(r.out, line));
    }
}

static void test_continue_resumes_the_saved_game_and_takes_no_value(void **state)
{
    (void)state;
    assert_false(PARSE("--size", "800x600").opts.continue_game);
    Run r = PARSE("--continue");
    assert_int_equal(r.result, OPTIONS_RUN);
    assert_true(r.opts.continue_game);
    assert_null(r.opts.table);
    r = PARSE("--continue=yes");
    assert_int_equal(r.result, OPTIONS_USAGE);
    assert_non_null(strstr(r.err, "takes no value"));
    r = PARSE("--continue", "--table", "pc");
    assert_int_equal(r.result, OPTIONS_USAGE);
    assert_non_null(strstr(r.err, "--continue and --table"));
    r = PARSE("--help");
    assert_non_null(strstr(r.out, "--continue"));
}

static void test_summary_shows_the_end_of_a_self_played_game_from_a_seed(void **state)
{
    (void)state;
    assert_false(PARSE("-w").opts.summary);
    Run r = PARSE("--summary", "42");
    assert_int_equal(r.result, OPTIONS_RUN);
    assert_true(r.opts.summary);
    assert_true(r.opts.summary_seed == 42);
    r = PARSE("--summary=0");
    assert_int_equal(r.result, OPTIONS_RUN);
    assert_true(r.opts.summary_seed == 0);
    const char *bad[] = {"", "x", "-3", "12a", "1000000000", "99999999999999999999999"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        r = PARSE("--summary", bad[i]);
        assert_int_equal(r.result, OPTIONS_USAGE);
        assert_non_null(strstr(r.err, "not a seed"));
    }
    assert_int_equal(PARSE("--summary").result, OPTIONS_USAGE);
    assert_non_null(strstr(PARSE("--help").out, "--summary SEED"));
}

/* One strict reading of numbers: blanks, signs, hexadecimal and trailing text are refused for
 * every number option, and the message quotes what was typed. */
static void test_numbers_with_blanks_signs_or_trailing_text_are_refused(void **state)
{
    (void)state;
    const char *sizes[] = {" 800x600", "800x 600", "800x600 ", "+800x600", "0x320x200",
                           "800x600junk", "1e3x600"};
    for (size_t i = 0; i < sizeof sizes / sizeof *sizes; i++) {
        Run r = PARSE("--size", sizes[i]);
        assert_int_equal(r.result, OPTIONS_USAGE);
        assert_non_null(strstr(r.err, sizes[i]));
    }
    const char *counts[] = {" 5", "5 ", "+5", "0x5", "5junk", ""};
    for (size_t i = 0; i < sizeof counts / sizeof *counts; i++) {
        Run r = PARSE("--screenshot", "x.png", "--frames", counts[i]);
        assert_int_equal(r.result, OPTIONS_USAGE);
        char quoted[16];
        snprintf(quoted, sizeof quoted, "'%s'", counts[i]);
        assert_non_null(strstr(r.err, quoted));
        r = PARSE("--summary", counts[i]);
        assert_int_equal(r.result, OPTIONS_USAGE);
        assert_non_null(strstr(r.err, quoted));
    }
    Run r = PARSE("--size", "0800x0600");
    assert_int_equal(r.result, OPTIONS_RUN);
    assert_int_equal(r.opts.width, 800);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_no_options_starts_windowed_at_default_size),
        cmocka_unit_test(test_table_opens_a_card_table_of_people_and_computers),
        cmocka_unit_test(test_game_jugglers_makes_the_table_a_jugglers_table_of_two_to_five),
        cmocka_unit_test(test_tutorial_opens_a_guided_game_and_names_the_choices_for_a_bad_one),
        cmocka_unit_test(test_help_lists_every_game_of_the_registry),
        cmocka_unit_test(test_continue_resumes_the_saved_game_and_takes_no_value),
        cmocka_unit_test(test_help_lists_every_option_and_exits_zero),
        cmocka_unit_test(test_version_prints_name_and_version),
        cmocka_unit_test(test_size_sets_the_window_size),
        cmocka_unit_test(test_bad_sizes_are_refused_with_a_message),
        cmocka_unit_test(test_numbers_with_blanks_signs_or_trailing_text_are_refused),
        cmocka_unit_test(test_fullscreen_and_windowed_the_last_one_wins),
        cmocka_unit_test(test_screenshot_with_frames),
        cmocka_unit_test(test_frames_without_screenshot_is_a_usage_error),
        cmocka_unit_test(test_probe_writes_json_beside_a_screenshot),
        cmocka_unit_test(test_probe_without_screenshot_is_a_usage_error),
        cmocka_unit_test(test_bad_frame_counts_are_refused),
        cmocka_unit_test(test_unknown_option_names_it_and_is_a_usage_error),
        cmocka_unit_test(test_missing_value_is_a_usage_error),
        cmocka_unit_test(test_value_given_to_a_flag_is_a_usage_error),
        cmocka_unit_test(test_rules_opens_the_rules_screen_and_takes_no_value),
        cmocka_unit_test(test_summary_shows_the_end_of_a_self_played_game_from_a_seed),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
