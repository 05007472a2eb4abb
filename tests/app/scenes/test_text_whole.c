/* No text cut anywhere: every screen (title, settings, setup for both games, the Rules' pages,
 * the Lab, the siteswap table in its phases, the Jugglers table, the summary) at 1280x720 and
 * 1920x1080 with Normal and Large text, each asked through the probe's `cut` (every text drawn
 * ellipsised or clipped in the frame shown) and found empty.
 * Usage: test-app-text-whole SCRATCH_DIR */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "jugglers_scene.h"
#include "lab.h"
#include "probe.h"
#include "rules_scene.h"
#include "settings_scene.h"
#include "setup_scene.h"
#include "table_driver.h"
#include "test_env.h"
#include "sst_scene.h"
#include "siteswap_choice.h"
#include "jugglers_choice.h"

static App app;
static const char *scratch;

typedef struct Config {
    int w, h;
    TextSize text;
    const char *name;
} Config;

static const Config configs[] = {
    {1280, 720, TEXT_SIZE_NORMAL, "1280x720 Normal"},
    {1920, 1080, TEXT_SIZE_NORMAL, "1920x1080 Normal"},
    {1280, 720, TEXT_SIZE_LARGE, "1280x720 Large"},
    {1920, 1080, TEXT_SIZE_LARGE, "1920x1080 Large"},
};

static const Config *config;
static int screens_seen, screens_cut;

/* The probe's "cut" member as written, or NULL when it is empty. */
static char *cut_of_probe(void)
{
    char *text = probe_text(&app);
    assert_non_null(text);
    char *at = strstr(text, "\"cut\": [");
    assert_non_null(at); /* every screen says it */
    char *end = strchr(at, ']');
    assert_non_null(end);
    bool empty = end == at + strlen("\"cut\": [");
    if (empty) {
        free(text);
        return NULL;
    }
    end[1] = '\0';
    memmove(text, at, strlen(at) + 1);
    return text;
}

/* Draws a frame as the probe's frame does (layers afresh) and checks the probe's cut. */
static void check(const char *screen)
{
    app.redraw_layers = true;
    drive_frame();
    app.redraw_layers = false;
    screens_seen++;
    const char *shots = getenv("TEXT_WHOLE_SHOTS"); /* a folder: a picture of each screen */
    static char last[128]; /* the first frame of each screen at each size */
    char now[128];
    snprintf(now, sizeof now, "%s %s", screen, config->name);
    if (shots && strcmp(last, now) != 0) {
        snprintf(last, sizeof last, "%s", now);
        char path[512];
        snprintf(path, sizeof path, "%s/%03d-%s-%s.png", shots, screens_seen, screen, config->name);
        for (char *c = path + strlen(shots) + 1; *c; c++)
            if (*c == ' ' || *c == '(' || *c == ')' || *c == '/')
                *c = '_';
        app_write_screenshot(&app, path);
    }
    char *cut = cut_of_probe();
    if (cut) {
        screens_cut++;
        print_message("# cut on %s at %s: %s\n", screen, config->name, cut);
        free(cut);
    }
}

static void start(const Config *c)
{
    config = c;
    drive_start(&app, c->w, c->h, false);
    app.settings.text_size = c->text;
    drive_frame();
}

static void push(Scene *s)
{
    assert_non_null(s);
    app_push_scene(&app, s);
    drive_frame();
}

static void pop(void)
{
    app_pop_scene(&app);
    drive_frame();
}

static void menus(void)
{
    check("title");
    push(settings_scene_create(&app));
    check("settings");
    for (int i = 0; i < 12; i++) { /* every row focused in turn */
        drive_key(SDLK_DOWN);
        check("settings");
    }
    pop();
    push(setup_scene_create(&app));
    check("setup");
    for (int i = 0; i < 24; i++) {
        drive_key(SDLK_DOWN);
        check("setup");
    }
    drive_click_centre(setup_scene_game_rect(&app)); /* Jugglers */
    check("setup (Jugglers)");
    for (int i = 0; i < 16; i++) {
        drive_key(SDLK_DOWN);
        check("setup (Jugglers)");
    }
    pop();
}

static void rules(const GameDef *game)
{
    push(rules_scene_create_for(&app, game));
    check("rules");
    for (int i = 0; i < 40; i++) { /* every page of the contents */
        drive_key(SDLK_DOWN);
        drive_frame();
        check("rules");
    }
    pop();
}

static void lab(const char *pattern)
{
    push(lab_scene_create(&app, pattern));
    drive_seconds(1);
    char where[64];
    snprintf(where, sizeof where, "lab %s", pattern);
    check(where);
    for (int i = 0; i < 12; i++) /* Slower, down to its slowest: "0.1× speed" */
        drive_key(SDLK_DOWN);
    drive_seconds(0.5);
    snprintf(where, sizeof where, "lab %s slowed", pattern);
    check(where);
    pop();
}

static void siteswap_table(void)
{
    GameChoice c = game_choice_default(1);
    siteswap_choice(&c)->seats = 3;
    siteswap_choice(&c)->seat[1].kind = SSG_COMPUTER;
    siteswap_choice(&c)->seat[2].kind = SSG_COMPUTER;
    siteswap_choice(&c)->starter = 0;
    c.no_save = true;
    drive_push_table(&c);
    if (drive_until_a_person(30) == TABLE_CURTAIN) { /* one person alone sees no curtain */
        check("siteswap table (curtain)");
        drive_open_curtain();
        drive_frame();
    }
    check("siteswap table (hand)");
    drive_text("6");
    drive_text("1");
    drive_text("4");
    drive_seconds(0.5);
    check("siteswap table (a build that is not a siteswap)");
    drive_key(SDLK_ESCAPE);
    drive_frame();
    if (drive_click_button("Trick\u2026")) {
        drive_frame();
        check("siteswap table (tricks)");
        drive_click_button("Back to cards");
    }
    drive_click_button("Skip turn");
    for (int i = 0; i < 40; i++) {
        drive_seconds(0.5);
        check("siteswap table (the computers play)");
        if (drive_probe().mode == TABLE_CURTAIN)
            break;
    }
    pop();
}

static void jugglers_table(void)
{
    GameChoice c = game_choice_for(games_named("jugglers"), 1);
    jugglers_choice(&c)->players = 4;
    for (int i = 1; i < 4; i++)
        jugglers_choice(&c)->player[i].kind = JG_COMPUTER;
    jugglers_choice(&c)->first_chairman = 0;
    c.no_save = true;
    push(jugglers_scene_create(&app, &c));
    check("jugglers table");
    for (int i = 0; i < 20; i++) {
        drive_seconds(0.5);
        static JtProbe p;
        assert_true(jugglers_scene_probe(app.scenes[app.scene_count - 1], &p));
        check(p.mode == TABLE_PRIVATE ? "jugglers table (hand)"
              : p.mode == TABLE_CURTAIN ? "jugglers table (curtain)" : "jugglers table");
    }
    pop();
}

/* Whether this part is walked: all of them, unless TEXT_WHOLE_PARTS names some (for looking at
 * one screen's pictures while fixing it). */
static bool part(const char *name)
{
    const char *only = getenv("TEXT_WHOLE_PARTS");
    return !only || strstr(only, name);
}

static void test_no_text_is_cut_on_any_screen(void **state)
{
    (void)state;
    for (size_t k = 0; k < sizeof configs / sizeof *configs; k++) {
        start(&configs[k]);
        if (part("menus"))
            menus();
        if (part("rules")) {
            rules(games_named("siteswap"));
            rules(games_named("jugglers"));
        }
        if (part("lab")) {
            lab("97531");
            lab("614");
            lab("Mills Mess");
        }
        if (part("siteswap"))
            siteswap_table();
        if (part("jugglers"))
            jugglers_table();
        drive_stop();
    }
    print_message("# %d screens checked, %d with text cut\n", screens_seen, screens_cut);
    assert_int_equal(screens_cut, 0);
}

/* A frame drawn whole (cached layers too), so text_was_drawn sees everything on screen. */
static void whole_frame(void)
{
    app.redraw_layers = true;
    drive_frame();
    app.redraw_layers = false;
}

/* The Jugglers table says how the game is won in words that read: "First to win 3 rounds", not
 * "3 round wins wins the game". */
static void test_the_jugglers_table_says_first_to_win_n_rounds(void **state)
{
    (void)state;
    start(&configs[1]);
    GameChoice c = game_choice_for(games_named("jugglers"), 2);
    jugglers_choice(&c)->players = 3;
    jugglers_choice(&c)->wins = 3;
    for (int i = 1; i < 3; i++)
        jugglers_choice(&c)->player[i].kind = JG_COMPUTER;
    jugglers_choice(&c)->first_chairman = 0;
    c.no_save = true;
    push(jugglers_scene_create(&app, &c));
    drive_seconds(2);
    whole_frame();
    assert_true(text_was_drawn(app.text, "First to win 3 rounds"));
    assert_false(text_was_drawn(app.text, "wins wins"));
    drive_stop();
}

/* A person who chose a trick is said to have chosen a trick, not to have laid the cards down. */
static void test_a_trick_is_chosen_not_laid_down(void **state)
{
    (void)state;
    start(&configs[1]);
    GameChoice c = game_choice_default(1);
    siteswap_choice(&c)->seats = 2;
    siteswap_choice(&c)->seat[1].kind = SSG_COMPUTER;
    siteswap_choice(&c)->starter = 0;
    c.no_save = true;
    drive_push_table(&c);
    if (drive_until_a_person(30) == TABLE_CURTAIN)
        drive_open_curtain();
    drive_frame();
    assert_true(drive_click_button("Trick\u2026"));
    drive_frame();
    assert_true(drive_click_button("Juggle this trick"));
    bool said = false;
    for (int i = 0; i < 40 && !said; i++) {
        drive_seconds(0.25);
        whole_frame();
        said = text_was_drawn(app.text, "has chosen a trick");
        assert_false(text_was_drawn(app.text, "has laid the cards down"));
    }
    assert_true(said);
    drive_stop();
}

int main(int argc, char **argv)
{
    int code = test_env_start(argc, argv, "text-whole-xdg");
    if (code)
        return code;
    scratch = argv[1];
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_jugglers_table_says_first_to_win_n_rounds),
        cmocka_unit_test(test_a_trick_is_chosen_not_laid_down),
        cmocka_unit_test(test_no_text_is_cut_on_any_screen),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    drive_sdl_quit();
    return failed;
}
