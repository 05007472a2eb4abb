/* The Rules screen in the real application, headless, driven by synthetic SDL events: opened
 * from the title, scrolled with keys, wheel, mouse drag and finger swipes, walked with Tab and
 * the contents list; a picked example is juggled (and drawn), an invalid one explained; the
 * screen survives resizes, a changed text size and a missing rules file; Esc returns.
 * Usage: test-app-rules_scene SCRATCH_DIR */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <SDL.h>
#include <SDL_ttf.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "app.h"
#include "test_files.h"
#include "games.h"
#include "test_env.h"
#include "test_input.h"
#include "rules_scene.h"
#include "title.h"

static const char *scratch;

/* ---- Synthetic input ---- */

static void finger(Uint32 type, float x, float y, const App *app)
{
    SDL_Event e = {0};
    e.type = type;
    e.tfinger.touchId = 1;
    e.tfinger.fingerId = 1;
    e.tfinger.x = x / (float)app->width; /* fingers report 0..1 of the window */
    e.tfinger.y = y / (float)app->height;
    SDL_PushEvent(&e);
}

/* ---- Running the game ---- */

/* Enough game time for the text to glide to where it is going. */
static bool settle(App *app)
{
    for (int i = 0; i < 3; i++)
        if (!app_step(app, LOOP_MAX_FRAME_NS))
            return false;
    app_present(app);
    return true;
}

static App *start_at(int w, int h)
{
    static App app; /* large; the tests run one at a time */
    char err[1024];
    assert_true(app_init(&app, &(Options){.width = w, .height = h, .frames = 1}, err, sizeof err));
    Scene *title = title_scene_create(&app);
    assert_non_null(title);
    app_push_scene(&app, title);
    assert_true(input_frames(&app, 1));
    return &app;
}

static void stop(App *app)
{
    app_shutdown(app);
    SDL_FlushEvents(SDL_FIRSTEVENT, SDL_LASTEVENT);
}

static Scene *top(App *app)
{
    return app->scene_count ? app->scenes[app->scene_count - 1] : NULL;
}

static RulesSceneView view(App *app)
{
    RulesSceneView v;
    assert_true(rules_scene_view(top(app), &v));
    return v;
}

/* Opens Rules the way a player does: the fourth entry of the title menu. */
static App *open_rules_at(int w, int h)
{
    App *app = start_at(w, h);
    assert_false(rules_scene_view(top(app), &(RulesSceneView){0}));
    input_key(SDLK_DOWN);
    input_key(SDLK_DOWN);
    input_key(SDLK_DOWN);
    input_key(SDLK_RETURN);
    assert_true(input_frames(app, 2));
    assert_int_equal(app->scene_count, 2);
    RulesSceneView v = view(app);
    assert_true(v.link_count > 20);
    assert_string_equal(v.pattern, ""); /* nothing picked yet: the juggler does a cascade */
    assert_true(v.juggling);
    return app;
}

static App *open_rules(void)
{
    return open_rules_at(1280, 720);
}

/* Tab until the example target has the focus; false if it never does. */
static bool tab_to(App *app, const char *target)
{
    for (int i = 0; i < 200; i++) {
        input_key(SDLK_TAB);
        if (!input_frames(app, 1))
            return false;
        if (strcmp(view(app).focused, target) == 0)
            return true;
    }
    return false;
}

/* Pixels in the right quarter of the window with the juggler's shirt colour. */
static int shirt_pixels(App *app)
{
    assert_true(app_step(app, LOOP_NS_PER_SECOND / 60));
    SDL_Rect area = {app->width * 3 / 4, 0, app->width / 4, app->height};
    Uint32 *pixels = malloc((size_t)area.w * (size_t)area.h * 4);
    assert_non_null(pixels);
    assert_int_equal(SDL_RenderReadPixels(app->renderer, &area, SDL_PIXELFORMAT_ARGB8888, pixels,
                                          area.w * 4), 0);
    int n = 0;
    for (int i = 0; i < area.w * area.h; i++) {
        int r = (int)(pixels[i] >> 16 & 255), g = (int)(pixels[i] >> 8 & 255), b = (int)(pixels[i] & 255);
        n += abs(r - 52) < 6 && abs(g - 84) < 6 && abs(b - 140) < 6;
    }
    free(pixels);
    app_present(app);
    return n;
}

/* ---- Tests ---- */

static void test_rules_opens_from_the_title_and_esc_returns(void **state)
{
    (void)state;
    App *app = open_rules();
    input_key(SDLK_ESCAPE);
    assert_true(input_frames(app, 1));
    assert_int_equal(app->scene_count, 1); /* the title, which did not see the Esc */
    assert_false(app->quit);
    stop(app);
}

static void test_keys_scroll_the_text(void **state)
{
    (void)state;
    App *app = open_rules();
    input_key(SDLK_PAGEDOWN);
    assert_true(settle(app));
    RulesSceneView v = view(app);
    assert_true(v.scroll_target > 100);
    assert_float_equal(v.scroll, v.scroll_target, 0.5);
    float page = v.scroll;

    input_key(SDLK_DOWN);
    assert_true(settle(app));
    assert_true(view(app).scroll > page);
    input_key(SDLK_UP);
    input_key(SDLK_UP);
    assert_true(settle(app));
    assert_true(view(app).scroll < page);

    input_key(SDLK_END);
    assert_true(settle(app));
    v = view(app);
    assert_float_equal(v.scroll, v.max_scroll, 0.5);
    assert_int_equal(v.section, 12); /* the last: the options */
    input_key(SDLK_PAGEDOWN);              /* nothing past the end */
    assert_true(settle(app));
    assert_float_equal(view(app).scroll, v.max_scroll, 0.5);

    input_key(SDLK_HOME);
    assert_true(settle(app));
    assert_float_equal(view(app).scroll, 0, 0.01);
    input_key(SDLK_PAGEUP);                /* nor before the start */
    input_key(SDLK_SPACE);                 /* Space pages on while no example has the focus */
    assert_true(settle(app));
    assert_float_equal(view(app).scroll, page, 1);
    stop(app);
}

static void test_the_wheel_and_a_mouse_drag_scroll(void **state)
{
    (void)state;
    App *app = open_rules();
    float cx = (float)app->width / 2, cy = (float)app->height / 2;
    input_wheel(app, -2, cx, cy); /* towards the player: down the text */
    assert_true(settle(app));
    float after_wheel = view(app).scroll;
    assert_true(after_wheel > 50);
    input_wheel(app, 1, cx, cy);
    assert_true(settle(app));
    assert_true(view(app).scroll < after_wheel);

    float before = view(app).scroll;
    input_mouse(app, SDL_MOUSEBUTTONDOWN, cx, cy + 150);
    for (int i = 1; i <= 10; i++)
        input_motion(app, cx, cy + 150 - 25.0f * (float)i, true);
    input_mouse(app, SDL_MOUSEBUTTONUP, cx, cy - 100);
    assert_true(input_frames(app, 1));
    RulesSceneView v = view(app);
    assert_float_equal(v.scroll, before + 250, 1);
    assert_string_equal(v.pattern, ""); /* a drag picks nothing, even one over a chip */
    stop(app);
}

static void test_tab_to_an_example_and_enter_juggles_it(void **state)
{
    (void)state;
    App *app = open_rules();
    input_key(SDLK_PAGEDOWN);
    assert_true(settle(app));
    input_key(SDLK_TAB);
    assert_true(settle(app));
    RulesSceneView v = view(app);
    assert_true(v.focused_link >= 0);
    SDL_FRect chip;
    /* The first example in sight, not the first of the text, which is scrolled away. */
    assert_true(rules_scene_link_rect(top(app), app, v.focused, &chip));
    assert_true(v.focused_link > 0);
    char first[RULES_TARGET_MAX];
    snprintf(first, sizeof first, "%s", v.focused);
    input_key(SDLK_RETURN);
    assert_true(input_frames(app, 1));
    v = view(app);
    assert_string_equal(v.pattern, first);

    input_key(SDLK_TAB);
    assert_true(input_frames(app, 1));
    int second = view(app).focused_link;
    assert_int_equal(second, v.focused_link + 1);
    input_key_mod(SDLK_TAB, KMOD_LSHIFT); /* and back */
    assert_true(input_frames(app, 1));
    assert_int_equal(view(app).focused_link, v.focused_link);

    /* Home, then Tab: the first example, 534, which Enter juggles. */
    input_key(SDLK_HOME);
    assert_true(settle(app));
    input_key(SDLK_TAB);
    input_key(SDLK_RETURN);
    assert_true(settle(app));
    v = view(app);
    assert_string_equal(v.focused, "534");
    assert_string_equal(v.pattern, "534");
    assert_true(v.juggling);
    assert_false(v.invalid);

    /* Tab far down the text: the view follows the focus. */
    assert_true(tab_to(app, "9155"));
    assert_true(settle(app));
    assert_true(rules_scene_link_rect(top(app), app, "9155", &chip));
    assert_true(view(app).scroll > 0);
    stop(app);
}

static void test_a_click_on_534_juggles_it(void **state)
{
    (void)state;
    App *app = open_rules();
    int cascade = shirt_pixels(app);
    assert_true(cascade > 100); /* the juggler is drawn beside the text */
    SDL_FRect chip;
    assert_true(rules_scene_link_rect(top(app), app, "534", &chip));
    input_click(app, chip.x + chip.w / 2, chip.y + chip.h / 2);
    assert_true(input_frames(app, 2));
    RulesSceneView v = view(app);
    assert_string_equal(v.pattern, "534");
    assert_string_equal(v.focused, "534");
    assert_true(v.juggling);
    assert_non_null(strstr(v.message, "4 balls"));
    assert_true(shirt_pixels(app) > 100);

    /* A click beside the chip picks nothing new. */
    input_click(app, chip.x + chip.w / 2, chip.y - chip.h * 2);
    assert_true(input_frames(app, 1));
    assert_string_equal(view(app).pattern, "534");
    stop(app);
}

static void test_an_invalid_example_is_explained_and_333_still_juggles(void **state)
{
    (void)state;
    App *app = open_rules();
    assert_true(tab_to(app, "533"));
    input_key(SDLK_RETURN);
    assert_true(settle(app));
    RulesSceneView v = view(app);
    assert_string_equal(v.pattern, "533");
    assert_true(v.invalid);
    assert_false(v.juggling);
    assert_non_null(strstr(v.message, "Not a siteswap"));
    assert_true(strlen(v.message) > 30); /* and why */
    assert_int_equal(shirt_pixels(app), 0);

    /* 333 is nearby: a cascade, just not a legal play. */
    SDL_FRect chip;
    assert_true(rules_scene_link_rect(top(app), app, "333", &chip));
    input_click(app, chip.x + chip.w / 2, chip.y + chip.h / 2);
    assert_true(input_frames(app, 1));
    v = view(app);
    assert_string_equal(v.pattern, "333");
    assert_true(v.juggling);
    assert_false(v.invalid);
    stop(app);
}

static void test_tricks_and_styled_examples_juggle(void **state)
{
    (void)state;
    App *app = open_rules();
    const char *targets[] = {"Mills Mess", "Box", "Columns", "Burke's Barrage", "534", "9315"};
    for (size_t i = 0; i < sizeof targets / sizeof *targets; i++) {
        assert_true(tab_to(app, targets[i]));
        input_key(SDLK_RETURN);
        assert_true(input_frames(app, 2));
        RulesSceneView v = view(app);
        assert_string_equal(v.pattern, targets[i]);
        assert_true(v.juggling == (strcmp(targets[i], "9315") != 0));
    }
    stop(app);
}

static void test_the_contents_list_jumps_to_sections(void **state)
{
    (void)state;
    App *app = open_rules();
    input_key(SDLK_LEFT);
    assert_true(input_frames(app, 1));
    assert_true(view(app).in_contents);
    for (int i = 0; i < 4; i++)
        input_key(SDLK_DOWN);
    assert_true(settle(app));
    RulesSceneView v = view(app);
    assert_int_equal(v.section, 4); /* the text follows the list */
    input_key(SDLK_RETURN);
    assert_true(input_frames(app, 1));
    v = view(app);
    assert_false(v.in_contents);
    assert_int_equal(v.section, 4);
    input_key(SDLK_LEFT);
    input_key(SDLK_END);
    input_key(SDLK_RIGHT);
    assert_true(settle(app));
    v = view(app);
    assert_false(v.in_contents);
    assert_int_equal(v.section, 12);

    /* A click on a row of the list: walk down its left side until the section changes. */
    bool jumped = false;
    for (float y = (float)app->height * 0.15f; y < (float)app->height && !jumped; y += 4) {
        input_click(app, (float)app->width * 0.08f, y);
        assert_true(settle(app));
        jumped = view(app).section == 0;
    }
    assert_true(jumped);
    stop(app);
}

static void test_a_finger_swipes_the_text_and_taps_an_example(void **state)
{
    (void)state;
    App *app = open_rules();
    float cx = (float)app->width / 2, cy = (float)app->height * 0.7f;
    finger(SDL_FINGERDOWN, cx, cy, app);
    for (int i = 1; i <= 6; i++)
        finger(SDL_FINGERMOTION, cx, cy - 40.0f * (float)i, app);
    finger(SDL_FINGERUP, cx, cy - 240, app);
    assert_true(input_frames(app, 1));
    assert_float_equal(view(app).scroll, 240, 1.5);

    input_key(SDLK_HOME);
    assert_true(settle(app));
    SDL_FRect chip;
    assert_true(rules_scene_link_rect(top(app), app, "534", &chip));
    finger(SDL_FINGERDOWN, chip.x + chip.w / 2, chip.y + chip.h / 2, app);
    finger(SDL_FINGERUP, chip.x + chip.w / 2, chip.y + chip.h / 2, app);
    assert_true(input_frames(app, 1));
    assert_string_equal(view(app).pattern, "534");
    stop(app);
}

static void test_the_scroll_bar_drags_and_pages(void **state)
{
    (void)state;
    App *app = open_rules();
    /* The bar runs down the right edge of the text panel, left of the juggler (the right
     * quarter): find it by clicking along a row until the text pages. */
    float y = (float)app->height * 0.8f, bar_x = -1;
    for (float x = (float)app->width * 0.74f; x > (float)app->width * 0.5f && bar_x < 0; x -= 2) {
        input_click(app, x, y);
        assert_true(settle(app));
        if (view(app).scroll > 0)
            bar_x = x;
    }
    assert_true(bar_x > 0);
    float paged = view(app).scroll;
    assert_true(paged > (float)app->height * 0.3f);

    /* Drag the thumb from the top to the bottom: the end of the text. */
    input_key(SDLK_HOME);
    assert_true(settle(app));
    SDL_FRect thumb = view(app).scroll_thumb;
    assert_true(fabsf(thumb.x + thumb.w / 2 - bar_x) < thumb.w * 2); /* the bar that paged */
    input_mouse(app, SDL_MOUSEBUTTONDOWN, thumb.x + thumb.w / 2, thumb.y + thumb.h / 2);
    input_motion(app, thumb.x + thumb.w / 2, thumb.y + 40, true);
    assert_true(input_frames(app, 1));
    float part = view(app).scroll;
    assert_true(part > 0 && part < view(app).max_scroll);
    input_motion(app, thumb.x + thumb.w / 2, (float)app->height, true);
    input_mouse(app, SDL_MOUSEBUTTONUP, thumb.x + thumb.w / 2, (float)app->height);
    assert_true(input_frames(app, 1));
    RulesSceneView v = view(app);
    assert_float_equal(v.scroll, v.max_scroll, 0.5);
    stop(app);
}

static void test_a_resize_keeps_the_place_and_the_examples_work(void **state)
{
    (void)state;
    App *app = open_rules_at(1920, 1080);
    input_key(SDLK_LEFT);
    for (int i = 0; i < 5; i++)
        input_key(SDLK_DOWN);
    input_key(SDLK_RETURN);
    assert_true(settle(app));
    assert_int_equal(view(app).section, 5);
    const int sizes[][2] = {{1024, 600}, {1280, 720}, {800, 1000}};
    for (int i = 0; i < 3; i++) {
        SDL_SetWindowSize(app->window, sizes[i][0], sizes[i][1]);
        assert_true(input_frames(app, 2));
        assert_int_equal(app->width, sizes[i][0]);
        RulesSceneView v = view(app);
        assert_int_equal(v.section, 5);
        assert_true(v.scroll <= v.max_scroll);
    }
    /* Scrolled by hand into the middle of a section, the reader keeps it too. */
    input_key(SDLK_DOWN);
    input_key(SDLK_DOWN);
    assert_true(settle(app));
    SDL_SetWindowSize(app->window, 1366, 768);
    assert_true(input_frames(app, 2));
    assert_int_equal(view(app).section, 5);
    /* At the end of the text, a resize keeps it at the end. */
    input_key(SDLK_END);
    assert_true(settle(app));
    SDL_SetWindowSize(app->window, 1024, 600);
    assert_true(input_frames(app, 2));
    RulesSceneView end = view(app);
    assert_float_equal(end.scroll, end.max_scroll, 0.5);

    /* "Your turn", with 423 in it: click it where it is now. */
    input_key(SDLK_LEFT);
    input_key(SDLK_HOME);
    for (int i = 0; i < 5; i++)
        input_key(SDLK_DOWN);
    input_key(SDLK_RETURN);
    assert_true(settle(app));
    SDL_FRect chip;
    assert_true(tab_to(app, "423"));
    assert_true(settle(app));
    assert_true(rules_scene_link_rect(top(app), app, "423", &chip));
    input_click(app, chip.x + chip.w / 2, chip.y + chip.h / 2);
    assert_true(input_frames(app, 1));
    assert_string_equal(view(app).pattern, "423");
    stop(app);
}

static void test_the_text_size_setting_lays_the_screen_out_again(void **state)
{
    (void)state;
    App *app = open_rules();
    SDL_FRect normal, large;
    assert_true(rules_scene_link_rect(top(app), app, "534", &normal));
    Settings s = app->settings;
    s.text_size = TEXT_SIZE_LARGE;
    app_apply_settings(app, &s);
    assert_true(input_frames(app, 1));
    assert_true(rules_scene_link_rect(top(app), app, "534", &large));
    assert_true(large.h > normal.h);
    input_click(app, large.x + large.w / 2, large.y + large.h / 2);
    assert_true(input_frames(app, 1));
    assert_string_equal(view(app).pattern, "534");
    s.text_size = TEXT_SIZE_NORMAL; /* saved: the next tests start with normal text again */
    app_apply_settings(app, &s);
    stop(app);
}

static void test_4k_draws(void **state)
{
    (void)state;
    App *app = open_rules_at(3840, 2160);
    SDL_FRect chip;
    assert_true(rules_scene_link_rect(top(app), app, "534", &chip));
    assert_true(chip.h > 60);
    input_click(app, chip.x + chip.w / 2, chip.y + chip.h / 2);
    assert_true(input_frames(app, 2));
    assert_string_equal(view(app).pattern, "534");
    stop(app);
}

static void test_a_missing_rules_file_is_shown_not_fatal(void **state)
{
    (void)state;
    /* A data folder with the card art and the icon but no rules (nor pattern names). */
    App *app = start_at(640, 400);
    char data[PATH_MAX], dir[2048];
    snprintf(data, sizeof data, "%s", app->data_dir);
    stop(app);
    snprintf(dir, sizeof dir, "%s/data-without-rules", scratch);
    mkdir(dir, 0755);
    const char *keep[] = {"cards", "icons"};
    for (int i = 0; i < 2; i++) {
        char from[PATH_MAX + 16], to[2100];
        snprintf(from, sizeof from, "%s/%s", data, keep[i]);
        snprintf(to, sizeof to, "%s/%s", dir, keep[i]);
        unlink(to);
        assert_int_equal(symlink(from, to), 0);
    }
    setenv("THROWDECK_DATA_DIR", dir, 1);

    app = start_at(640, 400);
    input_key(SDLK_DOWN);
    input_key(SDLK_DOWN);
    input_key(SDLK_DOWN);
    input_key(SDLK_RETURN);
    assert_true(input_frames(app, 2));
    RulesSceneView v = view(app);
    assert_int_equal(v.link_count, 0);
    /* Everything a player might try does nothing harmful. */
    input_key(SDLK_TAB);
    input_key(SDLK_RETURN);
    input_key(SDLK_PAGEDOWN);
    input_key(SDLK_END);
    input_key(SDLK_LEFT);
    input_key(SDLK_DOWN);
    input_key(SDLK_RETURN);
    input_wheel(app, -3, 300, 200);
    input_click(app, 320, 200);
    input_click(app, 60, 150);
    assert_true(settle(app));
    assert_float_equal(view(app).scroll, 0, 0.01);
    input_key(SDLK_ESCAPE);
    assert_true(input_frames(app, 1));
    assert_int_equal(app->scene_count, 1);

    /* A damaged rules file: the same, and the title still works afterwards. */
    char rules[2100], file[2200];
    snprintf(rules, sizeof rules, "%s/rules", dir);
    mkdir(rules, 0755);
    snprintf(file, sizeof file, "%s/siteswap-card-game.txt", rules);
    test_file_write_text(file, "text before any heading {534\n# Title\n*open\n");
    input_key(SDLK_RETURN);
    assert_true(input_frames(app, 2));
    assert_int_equal(view(app).link_count, 0);
    input_key(SDLK_TAB);
    input_key(SDLK_RETURN);
    input_key(SDLK_ESCAPE);
    assert_true(input_frames(app, 2));
    assert_int_equal(app->scene_count, 1);
    remove(file);
    stop(app);
    unsetenv("THROWDECK_DATA_DIR");
}

/* Jugglers' rules: the same screen, every poker category with real cards, G back and forth. */
static void test_jugglers_rules_show_real_cards_and_g_switches_the_game(void **state)
{
    (void)state;
    App *app = open_rules();
    assert_ptr_equal(view(app).game, games_named("siteswap"));
    input_key(SDLK_g);
    assert_true(input_frames(app, 2));
    RulesSceneView v = view(app);
    assert_ptr_equal(v.game, games_named("jugglers"));
    assert_int_equal(v.cards_rows, 13); /* the policy cards, then the twelve categories (J3) */
    assert_true(v.max_scroll > 0);
    input_key(SDLK_g);
    assert_true(input_frames(app, 2));
    assert_ptr_equal(view(app).game, games_named("siteswap"));
    assert_int_equal(app->scene_count, 2); /* in each other's place, never piled up */
    stop(app);
}

/* The text, the contents and the panels are drawn once into a layer while the example juggles
 * (a software renderer fills each glyph and translucent panel pixel by pixel); scrolling draws
 * them again, and the title under the screen is never drawn (the felt covers it). */
static void test_the_text_is_drawn_once_while_the_example_juggles(void **state)
{
    (void)state;
    App *app = open_rules();
    assert_true(input_frames(app, 2));
    RulesSceneView v = view(app);
    assert_true(v.juggling);
    int once = v.still_redraws;
    assert_true(once >= 1);
    uint64_t drawn = app->frames_drawn;
    assert_true(input_frames(app, 60));
    assert_int_equal(app->frames_drawn - drawn, 60);
    assert_int_equal(view(app).still_redraws, once);
    assert_true(top(app)->opaque);

    input_key(SDLK_PAGEDOWN);
    assert_true(settle(app));
    assert_true(view(app).still_redraws > once);
    stop(app);
}

int main(int argc, char **argv)
{
    unsetenv("THROWDECK_DATA_DIR"); /* the source tree's data, as run from the build */
    int code = test_env_start(argc, argv, "rules-xdg");
    if (code)
        return code;
    scratch = argv[1];
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rules_opens_from_the_title_and_esc_returns),
        cmocka_unit_test(test_keys_scroll_the_text),
        cmocka_unit_test(test_the_wheel_and_a_mouse_drag_scroll),
        cmocka_unit_test(test_tab_to_an_example_and_enter_juggles_it),
        cmocka_unit_test(test_a_click_on_534_juggles_it),
        cmocka_unit_test(test_an_invalid_example_is_explained_and_333_still_juggles),
        cmocka_unit_test(test_tricks_and_styled_examples_juggle),
        cmocka_unit_test(test_the_contents_list_jumps_to_sections),
        cmocka_unit_test(test_a_finger_swipes_the_text_and_taps_an_example),
        cmocka_unit_test(test_the_scroll_bar_drags_and_pages),
        cmocka_unit_test(test_a_resize_keeps_the_place_and_the_examples_work),
        cmocka_unit_test(test_the_text_size_setting_lays_the_screen_out_again),
        cmocka_unit_test(test_4k_draws),
        cmocka_unit_test(test_a_missing_rules_file_is_shown_not_fatal),
        cmocka_unit_test(test_jugglers_rules_show_real_cards_and_g_switches_the_game),
        cmocka_unit_test(test_the_text_is_drawn_once_while_the_example_juggles),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    TTF_Quit();
    SDL_Quit();
    return failed;
}
