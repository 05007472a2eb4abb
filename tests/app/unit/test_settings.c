/* Settings: the round trip through the file, and what a damaged file does.
 * Usage: test-app-settings SCRATCH_DIR */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "settings.h"
#include "test_files.h"

static const char *scratch;

static void path_for(char *buf, size_t n, const char *name)
{
    snprintf(buf, n, "%s/%s", scratch, name);
}

static void assert_settings_equal(Settings a, Settings b)
{
    assert_int_equal(a.fullscreen, b.fullscreen);
    assert_float_equal(a.animation_speed, b.animation_speed, 1e-9);
    assert_int_equal(a.instant_moves, b.instant_moves);
    assert_int_equal(a.colour_blind_props, b.colour_blind_props);
    assert_int_equal(a.text_size, b.text_size);
    assert_int_equal(a.seats_turn, b.seats_turn);
}

static void test_settings_round_trip_through_the_file(void **state)
{
    (void)state;
    char path[1024], msg[512];
    path_for(path, sizeof path, "round-trip.txt");
    Settings s = {.fullscreen = true, .animation_speed = 2.5, .colour_blind_props = false,
                  .text_size = TEXT_SIZE_LARGE, .seats_turn = true};
    assert_true(settings_save(path, &s, msg, sizeof msg));
    bool keep = true;
    Settings back = settings_load(path, msg, sizeof msg, &keep);
    assert_false(keep);
    assert_string_equal(msg, "");
    assert_true(back.fullscreen);
    assert_float_equal(back.animation_speed, 2.5, 1e-9);
    assert_false(back.colour_blind_props);
    assert_int_equal(back.text_size, TEXT_SIZE_LARGE);
    assert_true(back.seats_turn);
    assert_false(settings_defaults().seats_turn); /* seats stay in place unless asked */
}

static void test_instant_animation_is_written_as_a_word_and_read_back(void **state)
{
    (void)state;
    char path[1024], msg[512], text[1024];
    path_for(path, sizeof path, "instant.txt");
    Settings s = settings_defaults();
    s.instant_moves = true;
    assert_true(settings_save(path, &s, msg, sizeof msg));
    assert_true(test_file_read(path, text, sizeof text) >= 0);
    assert_non_null(strstr(text, "animation_speed = instant\n"));
    bool keep = true;
    Settings back = settings_load(path, msg, sizeof msg, &keep);
    assert_false(keep);
    assert_settings_equal(back, s);
    /* A number after it means animated again; a near miss is reported and changes nothing. */
    char problem[256];
    assert_true(settings_parse("animation_speed = instant\nanimation_speed = 2\n", &back, problem,
                               sizeof problem));
    assert_false(back.instant_moves);
    assert_float_equal(back.animation_speed, 2.0, 1e-9);
    assert_false(settings_parse("animation_speed = Instantly\n", &back, problem, sizeof problem));
    assert_non_null(strstr(problem, "line 1: animation_speed must be a number from 0.25 to 4 or "
                                    "the word instant, not 'Instantly'"));
    assert_false(back.instant_moves);
    assert_float_equal(back.animation_speed, 1.0, 1e-9);
}

static void test_missing_file_gives_defaults_silently(void **state)
{
    (void)state;
    char path[1024], msg[512];
    path_for(path, sizeof path, "never-written.txt");
    bool keep = true;
    Settings s = settings_load(path, msg, sizeof msg, &keep);
    Settings d = settings_defaults();
    assert_false(keep);
    assert_string_equal(msg, "");
    assert_settings_equal(s, d);
}

static void test_corrupt_file_falls_back_with_a_message_and_is_kept(void **state)
{
    (void)state;
    char path[1024], msg[512];
    path_for(path, sizeof path, "corrupt.txt");
    const char *text = "fullscreen = true\nanimation_speed = fast\ntext_size = large\n";
    test_file_write(path, text, strlen(text));
    bool keep = false;
    Settings s = settings_load(path, msg, sizeof msg, &keep);
    assert_true(keep);
    assert_non_null(strstr(msg, "line 2"));
    assert_non_null(strstr(msg, "animation_speed"));
    /* What could be read is kept; the bad value is the default. */
    assert_true(s.fullscreen);
    assert_int_equal(s.text_size, TEXT_SIZE_LARGE);
    assert_float_equal(s.animation_speed, 1.0, 1e-9);
    /* Loading did not touch the file. */
    char back[256];
    assert_true(test_file_read(path, back, sizeof back) >= 0);
    assert_string_equal(back, text);
}

static void test_binary_or_truncated_file_falls_back_with_a_message(void **state)
{
    (void)state;
    char path[1024], msg[512];
    path_for(path, sizeof path, "binary.txt");
    test_file_write(path, "full\0\x01\x02", 7);
    bool keep = false;
    Settings s = settings_load(path, msg, sizeof msg, &keep);
    Settings d = settings_defaults();
    assert_true(keep);
    assert_non_null(strstr(msg, "not text"));
    assert_settings_equal(s, d);

    path_for(path, sizeof path, "truncated.txt");
    test_file_write(path, "fullscreen = tr", 15);
    s = settings_load(path, msg, sizeof msg, &keep);
    assert_true(keep);
    assert_false(s.fullscreen);
}

static void test_unknown_keys_and_out_of_range_values_are_reported(void **state)
{
    (void)state;
    Settings s;
    char problem[256];
    assert_false(settings_parse("colour = blue\n", &s, problem, sizeof problem));
    assert_non_null(strstr(problem, "unknown setting 'colour'"));
    assert_false(settings_parse("animation_speed = 100\n", &s, problem, sizeof problem));
    assert_float_equal(s.animation_speed, 1.0, 1e-9);
    assert_false(settings_parse("animation_speed = nan\n", &s, problem, sizeof problem));
    assert_false(settings_parse("text_size = huge\n", &s, problem, sizeof problem));
    assert_false(settings_parse("seats = spin\n", &s, problem, sizeof problem));
    assert_false(s.seats_turn);
    assert_false(settings_parse("just words\n", &s, problem, sizeof problem));
    assert_non_null(strstr(problem, "key = value"));
}

/* Issue 30: the message (shown, and written to stderr) never carries the file's raw control
 * bytes: an escape sequence in settings.txt is shown as \x1b, not sent to the terminal. */
static void test_control_bytes_in_a_bad_line_are_escaped_in_the_message(void **state)
{
    (void)state;
    Settings s;
    char problem[256];
    assert_false(settings_parse("text_size = \x1b[2J\x07" "big\x7f" "x\n", &s, problem, sizeof problem));
    assert_non_null(strstr(problem, "'\\x1b[2J\\x07big\\x7fx'"));
    for (const char *c = problem; *c; c++)
        assert_true((unsigned char)*c >= 0x20 && *c != 0x7f);
    assert_false(settings_parse("\x1b]0;title\x07 = 1\n", &s, problem, sizeof problem));
    assert_non_null(strstr(problem, "unknown setting '\\x1b]0;title\\x07'"));
    char path[1024], msg[512];
    path_for(path, sizeof path, "escapes.txt");
    test_file_write(path, "seats = \x1b[31mred\n", 17);
    bool keep = false;
    settings_load(path, msg, sizeof msg, &keep);
    assert_null(strchr(msg, '\x1b'));
    assert_non_null(strstr(msg, "\\x1b[31mred"));
}

static void test_comments_blank_lines_and_spacing_are_fine(void **state)
{
    (void)state;
    Settings s;
    char problem[256];
    assert_true(settings_parse("# mine\n\n   fullscreen=yes  \r\ntext_size =small\n", &s, problem,
                               sizeof problem));
    assert_true(s.fullscreen);
    assert_int_equal(s.text_size, TEXT_SIZE_SMALL);
}

static void test_saving_replaces_the_file_whole(void **state)
{
    (void)state;
    char path[1024], tmp[1100], msg[512];
    path_for(path, sizeof path, "replace.txt");
    test_file_write(path, "garbage that is much longer than any settings file would ever be ...",
                    69);
    Settings s = settings_defaults();
    assert_true(settings_save(path, &s, msg, sizeof msg));
    char back[1024];
    assert_true(test_file_read(path, back, sizeof back) >= 0);
    assert_null(strstr(back, "garbage"));
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    struct stat st;
    assert_int_not_equal(stat(tmp, &st), 0); /* no temporary file left behind */
}

static void test_unwritable_folder_is_a_clear_error(void **state)
{
    (void)state;
    char msg[512];
    Settings s = settings_defaults();
    assert_false(settings_save("/nonexistent-folder/settings.txt", &s, msg, sizeof msg));
    assert_non_null(strstr(msg, "could not be saved"));
}

static void test_settings_file_that_is_a_folder_is_reported_and_left_alone(void **state)
{
    (void)state;
    char path[1024], msg[1024];
    path_for(path, sizeof path, "settings-folder.txt");
    rmdir(path);
    assert_int_equal(mkdir(path, 0755), 0);
    bool keep = false;
    Settings s = settings_load(path, msg, sizeof msg, &keep);
    assert_settings_equal(s, settings_defaults());
    assert_non_null(strstr(msg, "could not be read"));
    assert_non_null(strstr(msg, "it is a folder"));
    assert_true(keep);
    struct stat st;
    assert_int_equal(stat(path, &st), 0);
    assert_true(S_ISDIR(st.st_mode));
    rmdir(path);
}

static void test_settings_file_that_is_a_fifo_is_reported_without_blocking(void **state)
{
    (void)state;
    char path[1024], msg[1024];
    path_for(path, sizeof path, "settings-fifo.txt");
    unlink(path);
    assert_int_equal(mkfifo(path, 0644), 0);
    bool keep = false;
    alarm(10); /* opening the FIFO to read would wait for a writer for ever */
    Settings s = settings_load(path, msg, sizeof msg, &keep);
    alarm(0);
    assert_settings_equal(s, settings_defaults());
    assert_non_null(strstr(msg, "named pipe"));
    assert_true(keep);
    unlink(path);
}

/* The animation speed is a plain decimal: what strtod would also take (hexadecimal, exponents,
 * blanks inside, "inf") is refused and quoted. */
static void test_animation_speed_must_be_a_plain_decimal(void **state)
{
    (void)state;
    const char *bad[] = {"0x1p1", "2e0", "inf", "nan", "+2", "2.", ".5", "1,5", "2 2"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        char text[64], problem[300], quoted[32];
        snprintf(text, sizeof text, "animation_speed = %s\n", bad[i]);
        Settings s;
        assert_false(settings_parse(text, &s, problem, sizeof problem));
        snprintf(quoted, sizeof quoted, "'%s'", bad[i]);
        assert_non_null(strstr(problem, quoted));
        assert_float_equal(s.animation_speed, 1.0, 1e-9);
    }
    Settings s;
    char problem[300];
    assert_true(settings_parse("animation_speed = 2.5\n", &s, problem, sizeof problem));
    assert_float_equal(s.animation_speed, 2.5, 1e-9);
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s SCRATCH_DIR\n", argv[0]);
        return 2;
    }
    scratch = argv[1];
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_settings_round_trip_through_the_file),
        cmocka_unit_test(test_instant_animation_is_written_as_a_word_and_read_back),
        cmocka_unit_test(test_missing_file_gives_defaults_silently),
        cmocka_unit_test(test_corrupt_file_falls_back_with_a_message_and_is_kept),
        cmocka_unit_test(test_binary_or_truncated_file_falls_back_with_a_message),
        cmocka_unit_test(test_unknown_keys_and_out_of_range_values_are_reported),
        cmocka_unit_test(test_control_bytes_in_a_bad_line_are_escaped_in_the_message),
        cmocka_unit_test(test_comments_blank_lines_and_spacing_are_fine),
        cmocka_unit_test(test_saving_replaces_the_file_whole),
        cmocka_unit_test(test_unwritable_folder_is_a_clear_error),
        cmocka_unit_test(test_settings_file_that_is_a_folder_is_reported_and_left_alone),
        cmocka_unit_test(test_settings_file_that_is_a_fifo_is_reported_without_blocking),
        cmocka_unit_test(test_animation_speed_must_be_a_plain_decimal),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
