/* Plain words in the Pattern Lab (issue 34), in the real application, headless: every term the
 * facts show explains itself when pointed at or reached with Tab (the probe's "tip"), a mistake
 * offers the closest valid patterns (the probe's "suggest") that a click or Tab and Enter
 * juggle, a catalogue pattern is named in the panel, and the caption does not promise a way in
 * that the facts say is not needed.
 * Usage: test-app-lab-words SCRATCH_DIR */
#define _POSIX_C_SOURCE 200809L
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
#include "lab.h"
#include "lab_fixture.h"
#include "lab_layout.h"
#include "probe.h"
#include "test_env.h"
#include "test_input.h"

static App app_storage;

static App *start_sized(const char *pattern, int w, int h)
{
    return lab_fixture_start(&app_storage, pattern, w, h, 2);
}

static void stop(App *app)
{
    lab_fixture_stop(app);
}

static LabStatus status(App *app)
{
    return lab_fixture_status(app);
}

/* The probe's text (freed by the caller). */
static char *probe(App *app)
{
    char *json = probe_text(app);
    assert_non_null(json);
    return json;
}

/* The term the probe's tooltip explains, in out ("" when none shows). */
static void tip_term(App *app, char *out, size_t size)
{
    char *json = probe(app);
    out[0] = '\0';
    const char *tip = strstr(json, "\"tip\"");
    const char *term = tip ? strstr(tip, "\"term\": \"") : NULL;
    if (term) {
        term += strlen("\"term\": \"");
        size_t n = strcspn(term, "\"");
        snprintf(out, size, "%.*s", (int)(n < size ? n : size - 1), term);
    }
    free(json);
}

/* The panel is drawn into a layer only when it changes: pointing at a button draws it again, so
 * what it says is drawn in this frame. */
static bool panel_says(App *app, const char *text)
{
    LabLayout lay;
    lab_layout(app->width, app->height, 1, &lay);
    SDL_FRect b = lay.buttons[LAB_BUTTON_RESTART];
    input_motion(app, b.x + b.w / 2, b.y + b.h / 2, false);
    assert_true(input_frames(app, 1));
    return text_was_drawn(app->text, text);
}

static void retype(App *app, const char *text)
{
    lab_fixture_type(text);
    assert_true(input_frames(app, 60));
}

/* Pointing at the facts line by line, left to right, finds the terms: "period" has its
 * tooltip, in plain words. */
static void test_pointing_at_a_term_shows_what_it_means(void **state)
{
    (void)state;
    App *app = start_sized("531", 1280, 720);
    LabLayout lay;
    lab_layout(1280, 720, 1, &lay);
    char term[64] = "", found[8][64];
    int n = 0;
    for (float x = lay.text_x + 2; x < lay.text_x + lay.text_w && n < 8; x += 6) {
        input_motion(app, x, lay.facts.y + (float)lay.body_px * 0.6f, false);
        assert_true(input_frames(app, 1));
        tip_term(app, term, sizeof term);
        if (term[0] && (n == 0 || strcmp(found[n - 1], term) != 0))
            snprintf(found[n++], sizeof found[0], "%s", term);
        if (strcmp(term, "period") == 0) {
            char *json = probe(app);
            assert_non_null(strstr(json, "\"text\": \"How many throws")); /* the file's words */
            free(json);
        }
    }
    bool period = false, ground = false;
    for (int i = 0; i < n; i++) {
        period = period || strcmp(found[i], "period") == 0;
        ground = ground || strcmp(found[i], "ground state") == 0;
    }
    assert_true(period);
    assert_true(ground); /* the longer term, not "state" inside it */
    /* Away from the terms, the tooltip goes. */
    input_motion(app, lay.juggler.x + 5, lay.juggler.y + 5, false);
    assert_true(input_frames(app, 1));
    tip_term(app, term, sizeof term);
    assert_string_equal(term, "");
    stop(app);
}

/* Every term in the facts of a few kinds of pattern can be reached with Tab, each has a
 * definition, and between them they cover the ones a beginner meets. */
static void test_tab_reaches_every_term_and_each_explains_itself(void **state)
{
    (void)state;
    const char *patterns[] = {"531", "51", "(4,4)", "[43]23"};
    bool seen_state = false, seen_ground = false, seen_excited = false, seen_prime = false,
         seen_period = false, seen_way_in = false;
    for (size_t p = 0; p < sizeof patterns / sizeof patterns[0]; p++) {
        App *app = start_sized(patterns[p], 1920, 1080);
        char term[64] = "";
        int steps = 0;
        do {
            input_key(SDLK_TAB);
            assert_true(input_frames(app, 1));
            tip_term(app, term, sizeof term);
            char *json = probe(app);
            if (term[0]) /* a definition, not an empty string */
                assert_null(strstr(json, "\"text\": \"\""));
            free(json);
            seen_state = seen_state || strcmp(term, "state") == 0;
            seen_ground = seen_ground || strcmp(term, "ground state") == 0;
            seen_excited = seen_excited || strcmp(term, "excited state") == 0;
            seen_prime = seen_prime || strcmp(term, "prime") == 0;
            seen_period = seen_period || strcmp(term, "period") == 0;
            seen_way_in = seen_way_in || strcmp(term, "way in") == 0;
        } while (term[0] && ++steps < 40);
        assert_true(steps >= 3);  /* several terms, then Tab leaves them */
        assert_string_equal(term, "");
        stop(app);
    }
    assert_true(seen_state && seen_ground && seen_excited && seen_prime && seen_period &&
                seen_way_in);
}

static void test_esc_leaves_the_terms_before_the_lab(void **state)
{
    (void)state;
    App *app = start_sized("531", 1280, 720);
    char term[64];
    input_key(SDLK_TAB);
    assert_true(input_frames(app, 1));
    tip_term(app, term, sizeof term);
    assert_true(term[0] != '\0');
    input_key(SDLK_ESCAPE);
    assert_true(input_frames(app, 1));
    tip_term(app, term, sizeof term);
    assert_string_equal(term, "");
    assert_true(lab_scene_status(app->scenes[app->scene_count - 1], &(LabStatus){0}));
    stop(app);
}

static void test_a_mistake_offers_the_closest_patterns(void **state)
{
    (void)state;
    App *app = start_sized("3", 1280, 720);
    retype(app, "532");
    char *json = probe(app);
    const char *sg = strstr(json, "\"suggest\"");
    assert_non_null(sg);
    assert_non_null(strstr(sg, "\"531\""));
    assert_non_null(strstr(sg, "\"552\""));
    free(json);
    assert_true(panel_says(app, "Did you mean"));
    retype(app, "531"); /* mended: the suggestions go */
    json = probe(app);
    assert_null(strstr(json, "\"suggest\""));
    free(json);
    stop(app);
}

static void test_a_suggestion_is_juggled_by_a_click(void **state)
{
    (void)state;
    App *app = start_sized("3", 1280, 720);
    retype(app, "532");
    /* Find the first chip along the line under the explanation. */
    LabLayout lay;
    lab_layout(1280, 720, 1, &lay);
    for (float y = lay.now_y; y < lay.ladder.y && strcmp(status(app).juggled, "531") != 0;
         y += (float)lay.body_px * 0.5f)
        for (float x = lay.text_x; x < lay.text_x + lay.text_w * 0.6f &&
                                   strcmp(status(app).juggled, "531") != 0;
             x += (float)lay.body_px * 0.5f) {
            input_click(app, x, y);
            assert_true(input_frames(app, 1));
        }
    LabStatus st = status(app);
    assert_string_equal(st.juggled, "531");
    assert_string_equal(st.field, "531");
    assert_true(st.valid);
    stop(app);
}

static void test_a_suggestion_is_juggled_with_tab_and_enter(void **state)
{
    (void)state;
    App *app = start_sized("3", 1920, 1080);
    retype(app, "532");
    input_key(SDLK_TAB);
    input_key(SDLK_RETURN);
    assert_true(input_frames(app, 2));
    LabStatus st = status(app);
    assert_string_equal(st.juggled, "531");
    assert_true(st.valid);
    stop(app);
}

static void test_a_catalogue_pattern_shows_its_name_in_the_panel(void **state)
{
    (void)state;
    App *app = start_sized("Mills Mess", 1280, 720);
    assert_true(input_frames(app, 1));
    assert_string_equal(status(app).name, "Mills Mess");
    assert_true(panel_says(app, "Mills Mess"));
    stop(app);
}

/* A ground state pattern needs no way in: the caption over the cascade before it says so
 * rather than "before the way in"; an excited one still says it. */
static void test_the_caption_promises_no_way_in_the_facts_say_is_not_needed(void **state)
{
    (void)state;
    const struct { const char *pattern; bool way_in; } cases[] = {{"531", false}, {"51", true}};
    for (size_t i = 0; i < 2; i++) {
        App *app = start_sized(cases[i].pattern, 1280, 720);
        bool cascade_seen = false;
        for (int f = 0; f < 30 && !cascade_seen; f++) {
            assert_true(input_frames(app, 1));
            if (status(app).phase == LAB_PHASE_CASCADE) {
                cascade_seen = true;
                assert_int_equal(text_was_drawn(app->text, "before the way in"), cases[i].way_in);
            }
        }
        assert_true(cascade_seen);
        stop(app);
    }
}

/* With THROWDECK_SHOTS=DIR, pictures for a person to look at: a tooltip (pointed at, and
 * reached with Tab) and the suggestions under 532, at 1280x720 and 1920x1080. */
static void test_screenshots_for_people_when_asked(void **state)
{
    (void)state;
    const char *dir = getenv("THROWDECK_SHOTS");
    if (!dir)
        return; /* not skip(): cmocka's TAP writes a skip as "not ok", which meson counts as failed */
    const int sizes[][2] = {{1280, 720}, {1920, 1080}};
    for (size_t s = 0; s < 2; s++) {
        int w = sizes[s][0], h = sizes[s][1];
        char path[1024], term[64] = "";
        App *app = start_sized("51", w, h);
        assert_true(input_frames(app, 90));
        for (int k = 0; k < 3; k++) /* balls, period, excited state */
            input_key(SDLK_TAB);
        assert_true(input_frames(app, 2));
        tip_term(app, term, sizeof term);
        assert_true(term[0] != '\0');
        snprintf(path, sizeof path, "%s/lab-tip-%dx%d.png", dir, w, h);
        assert_true(app_write_screenshot(app, path));
        input_key(SDLK_ESCAPE);
        retype(app, "532");
        input_key(SDLK_TAB);
        assert_true(input_frames(app, 2));
        snprintf(path, sizeof path, "%s/lab-suggest-%dx%d.png", dir, w, h);
        assert_true(app_write_screenshot(app, path));
        stop(app);
    }
}

int main(int argc, char **argv)
{
    int code = test_env_start(argc, argv, "lab-words-xdg");
    if (code)
        return code;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_pointing_at_a_term_shows_what_it_means),
        cmocka_unit_test(test_tab_reaches_every_term_and_each_explains_itself),
        cmocka_unit_test(test_esc_leaves_the_terms_before_the_lab),
        cmocka_unit_test(test_a_mistake_offers_the_closest_patterns),
        cmocka_unit_test(test_a_suggestion_is_juggled_by_a_click),
        cmocka_unit_test(test_a_suggestion_is_juggled_with_tab_and_enter),
        cmocka_unit_test(test_a_catalogue_pattern_shows_its_name_in_the_panel),
        cmocka_unit_test(test_the_caption_promises_no_way_in_the_facts_say_is_not_needed),
        cmocka_unit_test(test_screenshots_for_people_when_asked),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    SDL_Quit();
    return failed;
}
