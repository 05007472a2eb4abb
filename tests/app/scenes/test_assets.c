/* The data files are loaded once, by the application, with one policy when one is missing or
 * damaged: a message on screen, no crash, and every screen opens with what did load.
 * Each test copies the assets into a scratch data folder (THROWDECK_DATA_DIR) and breaks it.
 * Usage: test-app-assets ASSETS_DIR SCRATCH_DIR */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <SDL.h>
#include <SDL_ttf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "app.h"
#include "test_files.h"
#include "test_input.h"
#include "lab.h"
#include "rules_scene.h"
#include "settings_scene.h"
#include "setup_scene.h"
#include "ssgame_ai.h"
#include "sst_summary.h"
#include "sst_scene.h"
#include "title.h"
#include "siteswap_choice.h"
#include "siteswap_games.h"

static const char *assets_dir, *scratch;
static char data_dir[2048];
static App app;

static const char *const data_files[] = {
    "cards/back.svg",   "cards/face.svg",   "cards/shadow.svg",      "cards/spades.svg",
    "cards/hearts.svg", "cards/diamonds.svg", "cards/clubs.svg",     "icons/throwdeck.svg",
    "patterns/catalogue.txt", "rules/siteswap-card-game.txt",
};

static void data_path(char *out, size_t n, const char *rel)
{
    snprintf(out, n, "%s/%s", data_dir, rel);
}

static void write_data(const char *rel, const char *text)
{
    char path[2300];
    data_path(path, sizeof path, rel);
    test_file_write_text(path, text);
}

static void remove_data(const char *rel)
{
    char path[2300];
    data_path(path, sizeof path, rel);
    assert_int_equal(remove(path), 0);
}

/* A fresh, whole copy of the data folder for each test. */
static int fresh_data(void **state)
{
    (void)state;
    static int n;
    snprintf(data_dir, sizeof data_dir, "%s/assets-data-%d", scratch, ++n);
    const char *dirs[] = {"", "/cards", "/icons", "/patterns", "/rules"};
    for (size_t i = 0; i < sizeof dirs / sizeof *dirs; i++) {
        char d[2300];
        snprintf(d, sizeof d, "%s%s", data_dir, dirs[i]);
        mkdir(d, 0755);
    }
    for (size_t i = 0; i < sizeof data_files / sizeof *data_files; i++) {
        char from[2300], to[2300];
        snprintf(from, sizeof from, "%s/%s", assets_dir, data_files[i]);
        data_path(to, sizeof to, data_files[i]);
        size_t len = 0;
        void *bytes = SDL_LoadFile(from, &len);
        assert_non_null(bytes);
        FILE *f = fopen(to, "wb");
        assert_non_null(f);
        assert_int_equal(fwrite(bytes, 1, len, f), len);
        fclose(f);
        SDL_free(bytes);
    }
    setenv("THROWDECK_DATA_DIR", data_dir, 1);
    return 0;
}

static void start(void)
{
    char err[1024];
    Options opts = {.width = 800, .height = 500, .frames = 1};
    if (!app_init(&app, &opts, err, sizeof err))
        fail_msg("the game did not start: %s", err);
    Scene *title = title_scene_create(&app);
    assert_non_null(title);
    app_push_scene(&app, title);
}

static void stop(void)
{
    app_shutdown(&app);
    SDL_FlushEvents(SDL_FIRSTEVENT, SDL_LASTEVENT);
}

/* A finished game of four computer players, with or without the catalogue's tricks. */
static SsgGame *finished_game(GameChoice *c)
{
    *c = siteswap_games_choice(5, "cccc");
    SsgGame *g = siteswap_games_played(c, app.catalogue.count ? &app.catalogue : NULL);
    assert_non_null(g);
    return g;
}

/* Opens each screen over the title, draws it for a while, and goes back. */
static void every_screen_opens(void)
{
    GameChoice c;
    SsgGame *g = finished_game(&c);
    GameChoice table = game_choice_default(3);
    Scene *screens[] = {
        setup_scene_create(&app),
        lab_scene_create(&app, "531"),
        rules_scene_create(&app),
        settings_scene_create(&app),
        sst_scene_create(&app, &table),
        sst_summary_create(&app, g, &c, sst_scene_create),
    };
    for (size_t i = 0; i < sizeof screens / sizeof *screens; i++) {
        assert_non_null(screens[i]);
        app_push_scene(&app, screens[i]);
        assert_true(input_frames(&app, 20));
        assert_int_equal(app.scene_count, 2);
        assert_ptr_equal(app.scenes[1], screens[i]);
        if (i == 1) { /* the Lab's catalogue browser, empty or not */
            input_key(SDLK_F9);
            assert_true(input_frames(&app, 6));
        }
        app_pop_scene(&app);
    }
    ssgame_free(g);
    free(g);
}

static void assert_notice_says(const char *words)
{
    if (!strstr(app.notice, words))
        fail_msg("the notice does not say \"%s\": \"%s\"", words, app.notice);
    assert_true(app.notice_ticks > 0);
}

static void test_a_missing_catalogue_is_reported_and_every_screen_opens(void **state)
{
    (void)state;
    remove_data("patterns/catalogue.txt");
    start();
    assert_int_equal(app.catalogue.count, 0);
    assert_notice_says("catalogue of tricks");
    assert_notice_says("could not be read");
    assert_string_equal(app.catalogue_problem, app.notice);
    every_screen_opens();
    stop();
}

static void test_a_damaged_catalogue_is_reported_with_its_line_and_every_screen_opens(void **state)
{
    (void)state;
    write_data("patterns/catalogue.txt", "# tricks\nBox | (4,2x)* | 3 | normal | fine\n"
                                         "Broken | 5 | 3 | normal | five is not three balls\n");
    start();
    assert_int_equal(app.catalogue.count, 0);
    assert_notice_says("damaged");
    assert_notice_says("line 3");
    every_screen_opens();
    stop();
}

static void test_an_empty_catalogue_is_damaged(void **state)
{
    (void)state;
    write_data("patterns/catalogue.txt", "# nothing but a comment\n");
    start();
    assert_int_equal(app.catalogue.count, 0);
    assert_notice_says("lists no patterns");
    stop();
}

static void test_a_catalogue_of_binary_garbage_is_damaged(void **state)
{
    (void)state;
    write_data("patterns/catalogue.txt", "\x01\x02|||||\xff\xfe\n\x7f");
    start();
    assert_int_equal(app.catalogue.count, 0);
    assert_notice_says("damaged");
    every_screen_opens();
    stop();
}

/* Read once at start: screens opened after the file went away still have every pattern. */
static void test_the_catalogue_is_read_once_and_shared_by_the_screens(void **state)
{
    (void)state;
    start();
    int count = app.catalogue.count;
    assert_true(count > 10);
    assert_string_equal(app.catalogue_problem, "");
    assert_int_equal(app.notice_ticks, 0);
    remove_data("patterns/catalogue.txt");
    Scene *lab = lab_scene_create(&app, NULL);
    assert_non_null(lab);
    app_push_scene(&app, lab);
    assert_true(input_frames(&app, 4));
    LabStatus st;
    assert_true(lab_scene_status(lab, &st));
    assert_int_equal(st.match_count, count);
    app_pop_scene(&app);
    GameChoice c = game_choice_default(9);
    Scene *table = sst_scene_create(&app, &c);
    assert_non_null(table);
    SstProbe p;
    assert_true(sst_scene_probe(table, &app, &p));
    assert_ptr_equal(p.game->tricks, &app.catalogue);
    table->destroy(table);
    assert_int_equal(app.notice_ticks, 0); /* nothing to report */
    stop();
}

static void test_missing_and_damaged_card_art_is_reported_and_cards_are_drawn_plain(void **state)
{
    (void)state;
    remove_data("cards/face.svg");
    /* Damaged as a crash mid-copy leaves them: cut short. (A file SDL_image cannot parse at all
     * also reads as missing, but SDL_image 2.6 leaks a little memory on it, which would fail
     * the sanitizer build.) */
    write_data("cards/back.svg", "");
    write_data("cards/clubs.svg", "");
    start();
    assert_notice_says("card art");
    assert_notice_says("cards/face.svg");
    assert_notice_says("cards/back.svg");
    assert_notice_says("cards/clubs.svg");
    assert_null(strstr(app.notice, "hearts"));
    assert_non_null(cards_face(app.cards, 7, CARD_CLUBS, 140));
    assert_non_null(cards_face(app.cards, 1, CARD_HEARTS, 140));
    assert_non_null(cards_back(app.cards, 140));
    every_screen_opens();
    stop();
}

static void test_every_problem_at_start_is_in_the_one_notice(void **state)
{
    (void)state;
    remove_data("patterns/catalogue.txt");
    remove_data("cards/spades.svg");
    start();
    assert_notice_says("card art");
    assert_notice_says("catalogue of tricks");
    stop();
}

static void test_a_whole_data_folder_gives_no_message(void **state)
{
    (void)state;
    start();
    assert_int_equal(app.notice_ticks, 0);
    assert_string_equal(app.catalogue_problem, "");
    assert_true(app.catalogue.count > 10);
    every_screen_opens();
    stop();
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: %s ASSETS_DIR SCRATCH_DIR\n", argv[0]);
        return 2;
    }
    assets_dir = argv[1];
    scratch = argv[2];
    char xdg[2048];
    snprintf(xdg, sizeof xdg, "%s/assets-xdg", scratch);
    setenv("XDG_DATA_HOME", xdg, 1);
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0 || TTF_Init() != 0) {
        fprintf(stderr, "cannot start SDL: %s\n", SDL_GetError());
        return 1;
    }
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_a_missing_catalogue_is_reported_and_every_screen_opens, fresh_data),
        cmocka_unit_test_setup(test_a_damaged_catalogue_is_reported_with_its_line_and_every_screen_opens, fresh_data),
        cmocka_unit_test_setup(test_an_empty_catalogue_is_damaged, fresh_data),
        cmocka_unit_test_setup(test_a_catalogue_of_binary_garbage_is_damaged, fresh_data),
        cmocka_unit_test_setup(test_the_catalogue_is_read_once_and_shared_by_the_screens, fresh_data),
        cmocka_unit_test_setup(test_missing_and_damaged_card_art_is_reported_and_cards_are_drawn_plain, fresh_data),
        cmocka_unit_test_setup(test_every_problem_at_start_is_in_the_one_notice, fresh_data),
        cmocka_unit_test_setup(test_a_whole_data_folder_gives_no_message, fresh_data),
    };
    int failed = cmocka_run_group_tests_name("app-assets", tests, NULL, NULL);
    TTF_Quit();
    SDL_Quit();
    return failed;
}
