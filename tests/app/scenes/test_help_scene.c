/* The Help screen in the real application, headless, driven by synthetic SDL events: opened
 * from the title's menu and by F1 on the Lab and on both tables, at the section of the screen
 * it came from; Esc (or F1 again) returns to that screen as it was; every screen has its
 * section in the text; it scrolls; it reads whole (nothing cut) at 1280x720, 1920x1080 and
 * Large text; a missing text file is said on screen.
 * Usage: test-app-help_scene SCRATCH_DIR HELP_TXT
 * With HELP_SHOTS=DIR set, it also writes its screenshots there. */
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

#include "app.h"
#include "test_input.h"
#include "games.h"
#include "game_choice.h"
#include "help_scene.h"
#include "help_text.h"
#include "jugglers_scene.h"
#include "lab.h"
#include "probe.h"
#include "sst_scene.h"
#include "test_env.h"
#include "title.h"

static const char *scratch, *help_txt;

static App app; /* large; the tests run one at a time */

static void start_at(int w, int h)
{
    char err[1024];
    assert_true(app_init(&app, &(Options){.width = w, .height = h, .frames = 1}, err, sizeof err));
    app.help = help_scene_create; /* as main does */
    Scene *title = title_scene_create(&app);
    assert_non_null(title);
    app_push_scene(&app, title);
    assert_true(input_frames(&app, 2));
}

static void stop(void)
{
    app_shutdown(&app);
}

static Scene *top(void)
{
    return app.scene_count > 0 ? app.scenes[app.scene_count - 1] : NULL;
}

/* The Help screen on top, and what it shows. */
static HelpSceneView help_view(void)
{
    HelpSceneView v;
    assert_true(help_scene_view(top(), &v));
    return v;
}

static void shot(const char *name)
{
    const char *dir = getenv("HELP_SHOTS");
    if (!dir || !*dir)
        return;
    char path[2048];
    snprintf(path, sizeof path, "%s/%s.png", dir, name);
    app.redraw_layers = true;
    assert_true(input_frames(&app, 1));
    assert_true(app_write_screenshot(&app, path));
}

/* ---- The text ---- */

static char *read_help_text(void)
{
    char *text = SDL_LoadFile(help_txt, NULL);
    assert_non_null(text);
    return text;
}

/* Every screen F1 can be pressed on has its own section, and the names point at the heading
 * that follows them. */
static void test_every_screen_has_its_section(void **state)
{
    (void)state;
    char *markup = read_help_text();
    static RulesDoc doc;
    char err[200];
    assert_true(rules_text_parse(markup, &doc, err, sizeof err));
    HelpScreens screens;
    help_text_screens(markup, &screens);
    const char *names[] = {"title", "setup", "siteswap_table", "jugglers_table", "summary",
                           "lab", "rules", "settings", "help"};
    const char *titles[] = {"The title screen", "Setting up a game", "At the siteswap card table",
                            "At the Jugglers table", "The end of a game", "The Pattern Lab",
                            "The Rules screen", "Settings", "Everywhere"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        int s = help_text_section_for(&screens, names[i]);
        assert_in_range(s, 0, doc.section_count - 1);
        assert_string_equal(doc.sections[s].title, titles[i]);
    }
    assert_int_equal(help_text_section_for(&screens, "no_such_screen"), -1);
    assert_int_equal(help_text_section_for(&screens, NULL), -1);
    SDL_free(markup);
}

/* A "%screen" line belongs to the heading after it, past blank lines and comments, and to none
 * when text comes between. */
static void test_screen_lines_belong_to_the_next_heading(void **state)
{
    (void)state;
    HelpScreens s;
    help_text_screens("% intro\n%screen a\n\n% note\n# One\ntext\n%screen b\n%screen c\n# Two\n"
                      "%screen d\nstray text\n# Three\n%screen e\n",
                      &s);
    assert_int_equal(help_text_section_for(&s, "a"), 0);
    assert_int_equal(help_text_section_for(&s, "b"), 1);
    assert_int_equal(help_text_section_for(&s, "c"), 1);
    assert_int_equal(help_text_section_for(&s, "d"), -1);
    assert_int_equal(help_text_section_for(&s, "e"), -1);
}

/* ---- The screen ---- */

static void test_help_opens_from_the_title_menu(void **state)
{
    (void)state;
    start_at(1280, 720);
    /* Play, Pattern Lab, Settings, Rules, Help: four rows down from Play. */
    for (int i = 0; i < 4; i++)
        input_key(SDLK_DOWN);
    input_key(SDLK_RETURN);
    assert_true(input_frames(&app, 2));
    HelpSceneView v = help_view();
    assert_true(v.has_text);
    assert_string_equal(v.from, "title");
    assert_string_equal(v.section_title, "The title screen");
    assert_string_equal(app.scenes[app.scene_count - 1]->name, "help");
    char *probe = probe_text(&app);
    assert_non_null(probe);
    assert_non_null(strstr(probe, "\"scene\": \"help\""));
    assert_non_null(strstr(probe, "\"section\": \"The title screen\""));
    free(probe);
    input_key(SDLK_ESCAPE);
    assert_true(input_frames(&app, 2));
    assert_true(title_scene_is(top()));
    stop();
}

static void test_f1_on_the_lab_opens_its_section_and_esc_returns_to_the_pattern(void **state)
{
    (void)state;
    start_at(1280, 720);
    app_push_scene(&app, lab_scene_create(&app, NULL));
    assert_true(input_frames(&app, 2));
    input_key(SDLK_BACKSPACE);
    input_key(SDLK_BACKSPACE);
    input_key(SDLK_BACKSPACE);
    input_text("7");
    input_text("5");
    input_text("1");
    assert_true(input_frames(&app, 2));
    LabStatus before;
    assert_true(lab_scene_status(top(), &before));
    char field[64];
    SDL_strlcpy(field, before.field, sizeof field);
    int depth = app.scene_count;

    input_key(SDLK_F1);
    assert_true(input_frames(&app, 2));
    HelpSceneView v = help_view();
    assert_string_equal(v.from, "lab");
    assert_string_equal(v.section_title, "The Pattern Lab");
    assert_true(v.scroll > 0); /* the Lab's part is not the first: the text went to it */
    shot("help-lab-1280x720");

    input_key(SDLK_ESCAPE);
    assert_true(input_frames(&app, 2));
    LabStatus after;
    assert_true(lab_scene_status(top(), &after));
    assert_string_equal(after.field, field);
    assert_int_equal(app.scene_count, depth);
    stop();
}

/* F1 at a table and Esc: the table is as it was, to the byte of its probe. */
static void table_round_trip(Scene *table, const char *name, const char *section)
{
    app_push_scene(&app, table);
    assert_true(input_frames(&app, 3));
    char *before = probe_text(&app);
    assert_non_null(before);
    assert_string_equal(app.scenes[app.scene_count - 1]->name, name);

    input_key(SDLK_F1);
    assert_true(input_frames(&app, 2));
    HelpSceneView v = help_view();
    assert_string_equal(v.from, name);
    assert_string_equal(v.section_title, section);

    input_key(SDLK_F1); /* F1 again closes it, like Esc */
    assert_true(input_frames(&app, 1));
    char *after = probe_text(&app);
    assert_non_null(after);
    assert_string_equal(after, before);
    free(before);
    free(after);
}

static void test_f1_at_the_siteswap_table_opens_its_section_and_returns(void **state)
{
    (void)state;
    start_at(1280, 720);
    GameChoice c = game_choice_for_table("pp", games_named("siteswap"), false, false);
    table_round_trip(sst_scene_create(&app, &c), "siteswap_table", "At the siteswap card table");
    stop();
}

static void test_f1_at_the_jugglers_table_opens_its_section_and_returns(void **state)
{
    (void)state;
    start_at(1280, 720);
    GameChoice c = game_choice_for_table("pp", games_named("jugglers"), false, false);
    table_round_trip(jugglers_scene_create(&app, &c), "jugglers_table", "At the Jugglers table");
    stop();
}

static void test_keys_scroll_and_the_contents_list_jumps(void **state)
{
    (void)state;
    start_at(1280, 720);
    app_open_help(&app);
    assert_true(input_frames(&app, 2));
    HelpSceneView v = help_view();
    assert_string_equal(v.section_title, "The title screen");
    assert_true(v.max_scroll > 0);
    input_key(SDLK_HOME);
    assert_true(input_frames(&app, 30));
    assert_true(help_view().scroll == 0);
    input_key(SDLK_PAGEDOWN);
    assert_true(input_frames(&app, 30));
    float paged = help_view().scroll;
    assert_true(paged > 0);
    input_key(SDLK_END);
    assert_true(input_frames(&app, 30));
    v = help_view();
    assert_true(v.scroll > paged);
    assert_true(v.scroll == v.max_scroll);
    input_key(SDLK_HOME);
    assert_true(input_frames(&app, 30));
    assert_true(help_view().scroll == 0);
    /* Left: the contents; Down twice and Enter: the third section, at the top of the view. */
    input_key(SDLK_LEFT);
    assert_true(input_frames(&app, 1));
    assert_true(help_view().in_contents);
    input_key(SDLK_DOWN);
    input_key(SDLK_DOWN);
    input_key(SDLK_RETURN);
    assert_true(input_frames(&app, 30));
    v = help_view();
    assert_false(v.in_contents);
    assert_int_equal(v.section, 2);
    assert_string_equal(v.section_title, "Setting up a game");
    stop();
}

/* Readable from across a room means whole: no text ellipsised or clipped by the window at the
 * usual sizes and at Large text, with every section of the text laid out. */
static void whole_at(int w, int h, TextSize size, const char *from, const char *name)
{
    start_at(w, h);
    Settings s = app.settings;
    s.text_size = size;
    app_apply_settings(&app, &s);
    app_push_scene(&app, help_scene_create(&app, from));
    app.redraw_layers = true;
    assert_true(input_frames(&app, 2));
    for (int i = 0; i < text_cut_count(app.text); i++)
        fprintf(stderr, "# cut at %dx%d: %s\n", w, h, text_cut(app.text, i));
    assert_int_equal(text_cut_count(app.text), 0);
    assert_true(help_view().has_text);
    assert_false(help_view().truncated);
    shot(name);
    stop();
}

static void test_the_screen_reads_whole_at_every_size(void **state)
{
    (void)state;
    whole_at(1280, 720, TEXT_SIZE_NORMAL, "siteswap_table", "help-table-1280x720");
    whole_at(1920, 1080, TEXT_SIZE_NORMAL, "lab", "help-lab-1920x1080");
    whole_at(1280, 720, TEXT_SIZE_LARGE, "jugglers_table", "help-jugglers-1280x720-large");
    whole_at(1920, 1080, TEXT_SIZE_LARGE, "title", "help-title-1920x1080-large");
    whole_at(800, 600, TEXT_SIZE_LARGE, "setup", "help-setup-800x600-large");
}

static void test_a_missing_help_file_is_said_on_screen(void **state)
{
    (void)state;
    char empty[2048];
    snprintf(empty, sizeof empty, "%s/help-no-data", scratch);
    start_at(1280, 720);
    SDL_strlcpy(app.data_dir, empty, sizeof app.data_dir); /* no help/help.txt there */
    app_open_help(&app);
    assert_true(input_frames(&app, 2));
    HelpSceneView v = help_view();
    assert_false(v.has_text);
    assert_non_null(strstr(v.problem, "could not be found"));
    assert_true(text_was_drawn(app.text, "could not be found"));
    input_key(SDLK_DOWN);
    input_key(SDLK_LEFT);
    input_key(SDLK_END);
    assert_true(input_frames(&app, 2));
    input_key(SDLK_ESCAPE);
    assert_true(input_frames(&app, 2));
    assert_true(title_scene_is(top()));
    stop();
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: %s SCRATCH_DIR HELP_TXT\n", argv[0]);
        return 2;
    }
    scratch = argv[1];
    help_txt = argv[2];
    unsetenv("THROWDECK_DATA_DIR"); /* the source tree's data, as run from the build */
    if (!test_env_sdl(scratch, "help-xdg"))
        return 1;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_screen_has_its_section),
        cmocka_unit_test(test_screen_lines_belong_to_the_next_heading),
        cmocka_unit_test(test_help_opens_from_the_title_menu),
        cmocka_unit_test(test_f1_on_the_lab_opens_its_section_and_esc_returns_to_the_pattern),
        cmocka_unit_test(test_f1_at_the_siteswap_table_opens_its_section_and_returns),
        cmocka_unit_test(test_f1_at_the_jugglers_table_opens_its_section_and_returns),
        cmocka_unit_test(test_keys_scroll_and_the_contents_list_jumps),
        cmocka_unit_test(test_the_screen_reads_whole_at_every_size),
        cmocka_unit_test(test_a_missing_help_file_is_said_on_screen),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    TTF_Quit();
    SDL_Quit();
    return failed;
}
