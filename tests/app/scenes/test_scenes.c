/* The real application, headless, driven by synthetic SDL events: input goes to the top scene
 * first, the settings screen changes and saves settings, a damaged settings file is reported
 * and left alone until the player changes something.
 * Usage: test-app-scenes SCRATCH_DIR */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "app.h"
#include "test_files.h"
#include "test_env.h"
#include "test_input.h"
#include "title.h"

static const char *scratch;
static char pref_dir[2048];

static void settings_file(char *buf, size_t n)
{
    snprintf(buf, n, "%s/%s", pref_dir, SETTINGS_FILE_NAME);
}

static App *start_with(Options opts)
{
    static App app;
    char err[1024];
    assert_true(app_init(&app, &opts, err, sizeof err));
    Scene *title = title_scene_create(&app);
    assert_non_null(title);
    app_push_scene(&app, title);
    assert_true(input_frames(&app, 2));
    return &app;
}

static App *start(void)
{
    return start_with((Options){.width = 640, .height = 400, .frames = 1}); /* small: cheap frames */
}

static void stop(App *app)
{
    app_shutdown(app);
    SDL_FlushEvents(SDL_FIRSTEVENT, SDL_LASTEVENT);
}

static int setup(void **state)
{
    (void)state;
    char path[2100];
    settings_file(path, sizeof path);
    remove(path);
    return 0;
}

static void test_enter_on_settings_opens_the_settings_screen_on_top(void **state)
{
    (void)state;
    App *app = start();
    input_key(SDLK_DOWN); /* past Play */
    input_key(SDLK_DOWN);
    input_key(SDLK_RETURN); /* "Settings" is the third entry */
    assert_true(input_frames(app, 2));
    assert_int_equal(app->scene_count, 2);
    stop(app);
}

static void test_esc_on_a_screen_goes_back_without_reaching_the_title(void **state)
{
    (void)state;
    App *app = start();
    input_key(SDLK_DOWN); /* past Play */
    input_key(SDLK_DOWN);
    input_key(SDLK_RETURN);
    assert_true(input_frames(app, 1));
    input_key(SDLK_ESCAPE); /* leaves Settings; the title under it must not see it and quit */
    assert_true(input_frames(app, 2));
    assert_int_equal(app->scene_count, 1);
    assert_false(app->quit);
    input_key(SDLK_ESCAPE); /* now the title has it: quit */
    assert_false(input_frames(app, 1));
    stop(app);
}

static void test_choosing_quit_with_the_keyboard_quits(void **state)
{
    (void)state;
    App *app = start();
    for (int i = 0; i < 7; i++) /* Play, Lab, Settings, Rules, Help, Learn, Full screen, Quit */
        input_key(SDLK_DOWN);
    input_key(SDLK_RETURN);
    assert_false(input_frames(app, 1));
    assert_true(app->quit);
    stop(app);
}

static void test_up_from_the_first_entry_wraps_to_quit(void **state)
{
    (void)state;
    App *app = start();
    input_key(SDLK_UP);
    input_key(SDLK_SPACE);
    assert_false(input_frames(app, 1));
    stop(app);
}

static void test_changing_a_setting_saves_it(void **state)
{
    (void)state;
    App *app = start();
    input_key(SDLK_DOWN); /* past Play */
    input_key(SDLK_DOWN);
    input_key(SDLK_RETURN);       /* Settings */
    input_key(SDLK_DOWN);         /* Animation speed */
    input_key(SDLK_RIGHT);        /* 1 -> 1.5 */
    input_key(SDLK_DOWN);
    input_key(SDLK_DOWN);         /* Text size */
    input_key(SDLK_LEFT);         /* Normal -> Small */
    assert_true(input_frames(app, 2));
    assert_float_equal(app->settings.animation_speed, 1.5, 1e-9);
    assert_int_equal(app->settings.text_size, TEXT_SIZE_SMALL);
    char path[2100], text[1024];
    settings_file(path, sizeof path);
    assert_true(test_file_read(path, text, sizeof text) > 0);
    assert_non_null(strstr(text, "animation_speed = 1.50"));
    assert_non_null(strstr(text, "text_size = small"));
    stop(app);

    /* And the next start reads it back. */
    app = start();
    assert_float_equal(app->settings.animation_speed, 1.5, 1e-9);
    assert_int_equal(app->settings.text_size, TEXT_SIZE_SMALL);
    stop(app);
}

static void test_steps_stop_at_the_ends_of_a_range(void **state)
{
    (void)state;
    App *app = start();
    input_key(SDLK_DOWN); /* past Play */
    input_key(SDLK_DOWN);
    input_key(SDLK_RETURN);
    input_key(SDLK_DOWN);
    for (int i = 0; i < 20; i++)
        input_key(SDLK_RIGHT);
    assert_true(input_frames(app, 1));
    assert_true(app->settings.instant_moves); /* past the fastest speed: Instant */
    char path[2100], text[1024];
    settings_file(path, sizeof path);
    assert_true(test_file_read(path, text, sizeof text) > 0);
    assert_non_null(strstr(text, "animation_speed = instant"));
    input_key(SDLK_LEFT);
    assert_true(input_frames(app, 1));
    assert_false(app->settings.instant_moves);
    assert_float_equal(app->settings.animation_speed, SETTINGS_SPEED_MAX, 1e-9);
    for (int i = 0; i < 20; i++)
        input_key(SDLK_LEFT);
    assert_true(input_frames(app, 1));
    assert_float_equal(app->settings.animation_speed, SETTINGS_SPEED_MIN, 1e-9);
    stop(app);
}

static void test_clicks_reach_the_settings_rows_and_back(void **state)
{
    (void)state;
    App *app = start();
    input_key(SDLK_DOWN); /* past Play */
    input_key(SDLK_DOWN);
    input_key(SDLK_RETURN);
    assert_true(input_frames(app, 1));
    bool before = app->settings.colour_blind_props;
    /* The rows sit below the heading, one after another: find the colours row by clicking
     * down the middle of the screen until the setting flips. */
    bool flipped = false;
    for (int y = 0; y < app->height && !flipped; y += 6) {
        input_mouse(app, SDL_MOUSEBUTTONDOWN, (float)app->width / 2, (float)y);
        assert_true(input_frames(app, 1));
        if (app->scene_count == 1)
            break; /* clicked Back before reaching it */
        flipped = app->settings.colour_blind_props != before;
    }
    assert_true(flipped);
    stop(app);
}

static void test_damaged_settings_file_is_reported_and_kept_until_a_change(void **state)
{
    (void)state;
    char path[2100], text[1024];
    settings_file(path, sizeof path);
    const char *damaged = "fullscreen = false\ntext_size = enormous\n";
    test_file_write_text(path, damaged);
    App *app = start();
    assert_non_null(strstr(app->notice, "could not be read"));
    assert_true(app->notice_ticks > 0);
    assert_true(app->settings_keep_file);
    assert_int_equal(app->settings.text_size, TEXT_SIZE_NORMAL);
    assert_true(input_seconds(app, 2.0));
    test_file_read(path, text, sizeof text);
    assert_string_equal(text, damaged); /* untouched by starting and running */
    input_key(SDLK_DOWN); /* past Play */
    input_key(SDLK_DOWN);
    input_key(SDLK_RETURN);
    input_key(SDLK_DOWN);
    input_key(SDLK_DOWN);
    input_key(SDLK_RETURN); /* colour-blind-safe colours: toggled, so the file is rewritten */
    assert_true(input_frames(app, 1));
    assert_int_equal(app->notice_ticks, 0); /* "left as it is" would no longer be true */
    test_file_read(path, text, sizeof text);
    assert_null(strstr(text, "enormous"));
    assert_non_null(strstr(text, "text_size = normal"));
    stop(app);
}

static void test_lab_takes_typing_including_garbage_and_esc_returns_to_the_title(void **state)
{
    (void)state;
    App *app = start();
    input_key(SDLK_DOWN); /* past Play */
    input_key(SDLK_RETURN); /* Pattern Lab */
    assert_true(input_frames(app, 2));
    assert_int_equal(app->scene_count, 2);
    const char *inputs[] = {"5", "3", "1", "(", "4", "x", "]", "[", "\xc3\xa9", "zzzz", "*", "0"};
    for (size_t i = 0; i < sizeof inputs / sizeof *inputs; i++) {
        input_text(inputs[i]);
        input_key(SDLK_F2);                 /* props change as we go */
        assert_true(input_frames(app, 1));
    }
    input_key(SDLK_HOME);
    input_key(SDLK_DELETE);
    input_key(SDLK_BACKSPACE);
    input_key(SDLK_END);
    input_key(SDLK_UP);
    input_key(SDLK_RETURN);                 /* pause */
    assert_true(input_frames(app, 3));
    input_key(SDLK_ESCAPE);
    assert_true(input_frames(app, 1));
    assert_int_equal(app->scene_count, 1);
    assert_false(app->quit);
    stop(app);
}

static void test_windowed_on_the_command_line_is_not_saved(void **state)
{
    (void)state;
    char path[2100], text[1024];
    settings_file(path, sizeof path);
    test_file_write_text(path, "fullscreen = true\n");
    App *app = start_with((Options){.width = 640, .height = 400, .frames = 1,
                                    .display_given = true, .fullscreen = false});
    assert_false(app->fullscreen);
    assert_true(app->settings.fullscreen);
    input_key(SDLK_DOWN); /* past Play */
    input_key(SDLK_DOWN);
    input_key(SDLK_RETURN); /* Settings */
    input_key(SDLK_DOWN);
    input_key(SDLK_RIGHT);  /* animation speed: a change, so the file is written */
    assert_true(input_frames(app, 1));
    test_file_read(path, text, sizeof text);
    assert_non_null(strstr(text, "animation_speed = 1.50"));
    assert_non_null(strstr(text, "fullscreen = true"));
    stop(app);
}

static void test_notice_fades_after_its_time(void **state)
{
    (void)state;
    App *app = start();
    app_notify(app, "Something to tell the table");
    assert_true(input_seconds(app, APP_NOTICE_SECONDS - 0.5));
    assert_true(app->notice_ticks > 0);
    assert_true(input_seconds(app, 1.0));
    assert_int_equal(app->notice_ticks, 0);
    stop(app);
}

int main(int argc, char **argv)
{
    int code = test_env_start(argc, argv, "scenes-xdg");
    if (code)
        return code;
    scratch = argv[1];
    char *pref = SDL_GetPrefPath("throwdeck", "throwdeck");
    snprintf(pref_dir, sizeof pref_dir, "%s", pref ? pref : ".");
    SDL_free(pref);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_enter_on_settings_opens_the_settings_screen_on_top, setup),
        cmocka_unit_test_setup(test_esc_on_a_screen_goes_back_without_reaching_the_title, setup),
        cmocka_unit_test_setup(test_choosing_quit_with_the_keyboard_quits, setup),
        cmocka_unit_test_setup(test_up_from_the_first_entry_wraps_to_quit, setup),
        cmocka_unit_test_setup(test_changing_a_setting_saves_it, setup),
        cmocka_unit_test_setup(test_steps_stop_at_the_ends_of_a_range, setup),
        cmocka_unit_test_setup(test_clicks_reach_the_settings_rows_and_back, setup),
        cmocka_unit_test_setup(test_damaged_settings_file_is_reported_and_kept_until_a_change, setup),
        cmocka_unit_test_setup(test_lab_takes_typing_including_garbage_and_esc_returns_to_the_title, setup),
        cmocka_unit_test_setup(test_windowed_on_the_command_line_is_not_saved, setup),
        cmocka_unit_test_setup(test_notice_fades_after_its_time, setup),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    TTF_Quit();
    SDL_Quit();
    return failed;
}
