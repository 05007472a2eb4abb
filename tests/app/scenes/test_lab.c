/* The Pattern Lab in the real application, headless, driven by synthetic SDL events: patterns
 * typed into the field are checked as typed, collisions are marked, the throw being made moves
 * on, beats step both ways, the catalogue filters, random patterns are valid, the history
 * remembers, and no typing or clicking crashes it.
 * Usage: test-app-lab SCRATCH_DIR */
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
#include "test_env.h"
#include "test_input.h"
#include "lab.h"
#include "lab_fixture.h"
#include "lab_layout.h"

/* Game time in drawn frames of 1/60 s. */
static bool seconds(App *app, double s)
{
    return input_frames(app, (int)(s * 60 + 0.5));
}

static App app_storage;

static App *start_sized(const char *pattern, int w, int h)
{
    return lab_fixture_start(&app_storage, pattern, w, h, 2);
}

static App *start(const char *pattern)
{
    return start_sized(pattern, 640, 400); /* small: cheap frames */
}

static void stop(App *app)
{
    lab_fixture_stop(app);
}

static LabStatus status(App *app)
{
    return lab_fixture_status(app);
}

/* Replaces the field's text the way a player would: select all, then type character by
 * character (each one checked as it comes), then stop typing long enough for it to be juggled. */
static void retype_no_pause(App *app, const char *text)
{
    lab_fixture_type(text);
    assert_true(input_frames(app, 2));
}

static void retype(App *app, const char *text)
{
    retype_no_pause(app, text);
    assert_true(seconds(app, 0.75));
}

static LabLayout layout(const App *app)
{
    LabLayout lay;
    lab_layout(app->width, app->height, settings_text_scale(app->settings.text_size), &lay);
    return lay;
}

static void test_valid_patterns_are_juggled_as_soon_as_typed(void **state)
{
    (void)state;
    App *app = start("");
    struct {
        const char *text;
        const char *fact;
    } cases[] = {
        {"3", "3 balls"},
        {"531", "period 3"},
        {"(4,2x)*", "synchronous"},
        {"[34]23", "multiplex"},
        {"97531", "5 balls"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        retype(app, cases[i].text);
        LabStatus st = status(app);
        assert_string_equal(st.field, cases[i].text);
        assert_true(st.valid);
        assert_true(st.juggling);
        assert_string_equal(st.message, "");
        assert_int_equal(st.red_count, 0);
        assert_non_null(strstr(st.facts[0], cases[i].fact));
        assert_true(st.throw_height > 0.2);
    }
    /* The tallest pattern is juggled quicker, so its 9 rises about a metre above the hand, and
     * shown slowed down: the facts say both. */
    LabStatus high = status(app);
    assert_true(high.throw_height > 0.9 && high.throw_height < 1.2);
    assert_non_null(strstr(high.facts[3], "Juggled at 8.1 throws a second, shown 2.0\u00d7 slower"));
    stop(app);
}

/* "Highest throw ... m above the hand": a cascade's throws rise about 0.4 m, not 1.5 m (the floor
 * to the top of the throw). */
static void test_highest_throw_is_given_above_the_hand(void **state)
{
    (void)state;
    App *app = start("3");
    LabStatus st = status(app);
    assert_non_null(strstr(st.facts[1], "highest throw 3, 0.4 m above the hand"));
    assert_float_equal(st.throw_height, 0.4, 0.05);
    stop(app);
}

/* Typing 97531 key by key, 0.3 s apart (the Lab's own clock, stepped by the test): no prefix
 * is juggled (not the 9-ball fountain, not 97); 0.7 s after the last key the whole pattern is,
 * and the history holds only what was juggled. Enter juggles at once. */
static void test_typing_juggles_once_typing_pauses_or_on_enter(void **state)
{
    (void)state;
    App *app = start("3");
    int before = lab_history_of(app)->count;
    input_key_mod(SDLK_a, KMOD_LCTRL);
    input_key(SDLK_BACKSPACE);
    assert_true(input_frames(app, 1));
    for (const char *c = "97531"; *c; c++) {
        char one[2] = {*c, '\0'};
        input_text(one);
        assert_true(seconds(app, 0.3));
        LabStatus st = status(app);
        assert_string_equal(st.juggled, "3"); /* the prefixes 9, 97, 975, 9753 are not */
        assert_false(st.valid);
        assert_int_equal(st.red_count, 0);
    }
    assert_true(status(app).waiting);
    assert_true(seconds(app, 0.3)); /* 0.6 s since the last key: still waiting */
    assert_string_equal(status(app).juggled, "3");
    assert_true(seconds(app, 0.15)); /* 0.75 s */
    LabStatus st = status(app);
    assert_string_equal(st.juggled, "97531");
    assert_true(st.valid);
    assert_false(st.waiting);
    assert_non_null(strstr(st.facts[0], "5 balls"));
    assert_int_equal(lab_history_of(app)->count, before + 1);
    assert_string_equal(lab_history_of(app)->items[0], "97531");
    assert_string_equal(lab_history_of(app)->items[1], "3");

    /* Enter: juggled at once, without waiting for the pause. */
    retype_no_pause(app, "531");
    assert_string_equal(status(app).juggled, "97531");
    input_key(SDLK_RETURN);
    assert_true(input_frames(app, 1));
    st = status(app);
    assert_string_equal(st.juggled, "531");
    assert_true(st.valid);
    assert_false(st.paused); /* Enter juggled it; it did not pause the juggler */
    assert_int_equal(lab_history_of(app)->count, before + 2);
    /* With nothing waiting, Enter plays and pauses as before. */
    input_key(SDLK_RETURN);
    assert_true(input_frames(app, 1));
    assert_true(status(app).paused);
    stop(app);
}

/* `--lab "Mills Mess"`: a catalogue name opens its notation in its style. */
static void test_a_catalogue_name_opens_its_pattern_in_its_style(void **state)
{
    (void)state;
    App *app = start("mills mess");
    LabStatus st = status(app);
    assert_string_equal(st.field, "3");
    assert_string_equal(st.juggled, "3");
    assert_int_equal(st.style, ANIM_STYLE_MILLS_MESS);
    stop(app);
}

static void test_543_is_explained_and_its_colliding_throws_are_red(void **state)
{
    (void)state;
    App *app = start("531");
    retype(app, "543");
    LabStatus st = status(app);
    assert_false(st.valid);
    assert_non_null(strstr(st.message, "land"));
    /* The 5, the 4 and the 3 all land on the same beat. */
    assert_int_equal(st.red_count, 3);
    assert_true(st.red[0] && st.red[1] && st.red[2]);
    assert_true(st.juggling); /* 531 goes on while the player fixes it */
    stop(app);
}

static void test_a_typo_is_explained_without_red_throws(void **state)
{
    (void)state;
    App *app = start("531");
    retype(app, "53!1");
    LabStatus st = status(app);
    assert_false(st.valid);
    assert_true(strlen(st.message) > 10);
    assert_true(st.message[0] >= 'A' && st.message[0] <= 'Z'); /* a sentence */
    assert_int_equal(st.red_count, 0);
    /* Fixing it juggles at once. */
    input_key(SDLK_LEFT);
    input_key(SDLK_BACKSPACE);
    assert_true(input_frames(app, 1));
    st = status(app);
    assert_string_equal(st.field, "531");
    assert_true(st.valid);
    stop(app);
}

/* Juggling Lab's notation in the Lab: what has a vanilla form is juggled; a passing pattern is
 * named with a clear message (not juggled yet), and the last pattern goes on. */
static void test_passing_patterns_are_juggled_and_mistakes_in_them_explained(void **state)
{
    (void)state;
    App *app = start("531");
    retype(app, "<3p 3|3p 3>");
    LabStatus st = status(app);
    assert_true(st.valid);
    assert_string_equal(st.juggled, "<3p 3|3p 3>");
    assert_non_null(strstr(st.facts[0], "2 jugglers, 6"));
    assert_int_equal(st.red_count, 0);
    assert_true(st.juggling);
    retype(app, "<3p|3>");
    st = status(app);
    assert_false(st.valid);
    assert_non_null(strstr(st.message, "juggler 2's left hand"));
    retype(app, "(531^2)");
    input_key(SDLK_RETURN);
    assert_true(input_frames(app, 2));
    st = status(app);
    assert_true(st.valid);
    stop(app);
}

static void test_the_juggler_enters_from_the_cascade_then_juggles_the_pattern(void **state)
{
    (void)state;
    App *app = start("5551");
    LabStatus st = status(app);
    assert_int_equal(st.phase, LAB_PHASE_CASCADE);
    assert_int_equal(st.current_throw, -1);
    bool reached = false;
    for (int i = 0; i < 60 * 8 && !reached; i++) {
        assert_true(input_frames(app, 1));
        reached = status(app).phase == LAB_PHASE_PATTERN;
    }
    assert_true(reached);
    assert_true(status(app).current_throw >= 0);
    stop(app);
}

static void test_the_current_throw_advances_and_steps_go_both_ways(void **state)
{
    (void)state;
    App *app = start("531");
    input_key(SDLK_F7); /* start in the pattern's own state: throw 0 at beat 0 */
    assert_true(input_frames(app, 1));
    assert_true(status(app).in_state);
    input_key(SDLK_F5); /* restart */
    input_key(SDLK_RETURN); /* pause */
    assert_true(input_frames(app, 1));
    LabStatus st = status(app);
    assert_true(st.paused);
    double beat = st.beat;
    int first = st.current_throw;
    assert_true(first >= 0 && first < 3);
    for (int i = 1; i <= 4; i++) {
        input_key(SDLK_PAGEDOWN);
        assert_true(input_frames(app, 1));
        st = status(app);
        assert_true(st.paused);
        assert_float_equal(st.beat, floor(beat) + i, 1e-6);
        assert_int_equal(st.current_throw, (first + i) % 3);
    }
    input_key(SDLK_PAGEUP);
    input_key(SDLK_PAGEUP);
    assert_true(input_frames(app, 1));
    st = status(app);
    assert_float_equal(st.beat, floor(beat) + 2, 1e-6);
    assert_int_equal(st.current_throw, (first + 2) % 3);
    /* Playing again moves time on. */
    input_key(SDLK_RETURN);
    assert_true(seconds(app, 0.5));
    assert_false(status(app).paused);
    assert_true(status(app).beat > floor(beat) + 2.5);
    stop(app);
}

static void test_speed_goes_down_to_a_tenth_and_back(void **state)
{
    (void)state;
    App *app = start("3");
    for (int i = 0; i < 10; i++)
        input_key(SDLK_DOWN);
    assert_true(input_frames(app, 1));
    assert_float_equal(status(app).speed, 0.1, 1e-9);
    input_text("+"); /* not a throw: faster */
    assert_true(input_frames(app, 1));
    assert_float_equal(status(app).speed, 0.25, 1e-9);
    assert_string_equal(status(app).field, "3");
    for (int i = 0; i < 10; i++)
        input_key(SDLK_UP);
    assert_true(input_frames(app, 1));
    assert_float_equal(status(app).speed, 2.0, 1e-9);
    stop(app);
}

static void test_props_style_hand_and_following_a_prop(void **state)
{
    (void)state;
    App *app = start("97531");
    input_key(SDLK_F2);
    input_key(SDLK_F3);
    input_key(SDLK_F3);
    input_key(SDLK_F4);
    input_key(SDLK_F6);
    input_key(SDLK_F6);
    assert_true(input_frames(app, 3));
    LabStatus st = status(app);
    assert_int_equal(st.prop, ANIM_PROP_CLUB);
    assert_int_equal(st.style, ANIM_STYLE_MILLS_MESS);
    assert_true(st.start_left);
    assert_int_equal(st.follow, 1);
    assert_true(st.valid);
    assert_non_null(strstr(st.facts[0], "clubs"));
    for (int i = 0; i < 4; i++)
        input_key(SDLK_F6); /* balls 3, 4, 5, then past the last: everyone again */
    assert_true(input_frames(app, 1));
    assert_int_equal(status(app).follow, -1);
    stop(app);
}

static void test_buttons_answer_clicks(void **state)
{
    (void)state;
    App *app = start("531");
    LabLayout lay = layout(app);
    input_click_centre(app, lay.buttons[LAB_BUTTON_PLAY]);
    assert_true(input_frames(app, 1));
    assert_true(status(app).paused);
    double beat = status(app).beat;
    input_click_centre(app, lay.buttons[LAB_BUTTON_BEAT_FORWARD]);
    assert_true(input_frames(app, 1));
    assert_float_equal(status(app).beat, floor(beat + 1e-6) + 1, 1e-6);
    input_click_centre(app, lay.buttons[LAB_BUTTON_PROPS]);
    input_click_centre(app, lay.buttons[LAB_BUTTON_SLOWER]);
    input_click_centre(app, lay.buttons[LAB_BUTTON_CATALOGUE]);
    assert_true(input_frames(app, 1));
    assert_int_equal(status(app).prop, ANIM_PROP_CLUB);
    assert_float_equal(status(app).speed, 0.75, 1e-9);
    assert_true(status(app).browsing);
    input_click_centre(app, lay.buttons[LAB_BUTTON_EXIT]);
    assert_false(input_frames(app, 1)); /* the Lab was the only scene: the game ends */
    stop(app);
}

static void test_dragging_the_ladder_moves_time_and_a_tap_on_the_stage_plays(void **state)
{
    (void)state;
    App *app = start("531");
    LabLayout lay = layout(app);
    float y = lay.ladder.y + lay.ladder.h / 2, x = lay.ladder.x + lay.ladder.w * 0.8f;
    input_mouse(app, SDL_MOUSEBUTTONDOWN, x, y);
    assert_true(input_frames(app, 1));
    double before = status(app).beat;
    assert_true(status(app).paused);
    /* Drag left: later beats come into view. */
    input_motion(app, x - lay.ladder.w * 0.5f, y, false);
    input_mouse(app, SDL_MOUSEBUTTONUP, x - lay.ladder.w * 0.5f, y);
    assert_true(input_frames(app, 1));
    assert_true(status(app).beat > before + 2);
    assert_true(status(app).paused);

    /* A tap on the juggler away from every prop plays again. */
    input_mouse(app, SDL_MOUSEBUTTONDOWN, lay.juggler.x + 2, lay.juggler.y + 2);
    assert_true(input_frames(app, 1));
    assert_false(status(app).paused);
    stop(app);
}

static void test_catalogue_search_filters_and_enter_juggles_the_choice(void **state)
{
    (void)state;
    App *app = start("3");
    input_key(SDLK_F9);
    assert_true(input_frames(app, 1));
    LabStatus st = status(app);
    assert_true(st.browsing);
    assert_int_equal(st.tab, LAB_TAB_CATALOGUE);
    int all = st.match_count;
    assert_true(all > 40);
    input_text("sh");
    input_text("ower");
    assert_true(input_frames(app, 1));
    st = status(app);
    assert_true(st.match_count > 0 && st.match_count < all);
    assert_string_equal(st.field, "3"); /* typing went to the search, not the pattern */
    input_key(SDLK_DOWN);
    assert_true(input_frames(app, 1));
    char chosen[96];
    SDL_strlcpy(chosen, status(app).chosen, sizeof chosen);
    assert_true(chosen[0] != '\0');
    input_key(SDLK_RETURN);
    assert_true(input_frames(app, 1));
    st = status(app);
    assert_string_equal(st.field, chosen);
    assert_true(st.valid);
    /* By notation too; and nothing matches nonsense. */
    input_key_mod(SDLK_a, KMOD_LCTRL);
    input_text("441");
    assert_true(input_frames(app, 1));
    assert_true(status(app).match_count >= 1);
    input_text("qqq");
    assert_true(input_frames(app, 1));
    assert_int_equal(status(app).match_count, 0);
    input_key(SDLK_RETURN); /* nothing to choose: nothing happens */
    input_key(SDLK_ESCAPE);
    assert_true(input_frames(app, 1));
    assert_false(status(app).browsing);
    assert_int_equal(app->scene_count, 1); /* Esc closed the browser, not the Lab */
    stop(app);
}

static void test_catalogue_rows_load_on_click_and_styles_come_along(void **state)
{
    (void)state;
    App *app = start("3");
    input_key(SDLK_F9);
    input_text("mills mess");
    assert_true(input_frames(app, 1));
    assert_true(status(app).match_count >= 1);
    LabLayout lay = layout(app);
    SDL_FRect row = {lay.list.x, lay.list.y, lay.list.w, lay.row_h * 0.9f};
    input_click_centre(app, row);
    assert_true(input_frames(app, 1));
    LabStatus st = status(app);
    assert_true(st.valid);
    assert_int_equal(st.style, ANIM_STYLE_MILLS_MESS);
    stop(app);
}

static void test_random_patterns_are_valid_and_follow_the_settings(void **state)
{
    (void)state;
    App *app = start("3");
    for (int i = 0; i < 8; i++) {
        input_key(SDLK_F8);
        assert_true(input_frames(app, 1));
        LabStatus st = status(app);
        assert_true(st.valid);
        assert_int_equal((int)strlen(st.field), 3);     /* period 3 */
        assert_non_null(strstr(st.facts[0], "3 balls"));
    }
    /* The random tab: 4 balls, period 4. */
    input_key(SDLK_F9);
    input_key(SDLK_TAB);
    input_key(SDLK_TAB);
    input_key(SDLK_RIGHT);      /* balls 3 -> 4 */
    input_key(SDLK_DOWN);
    input_key(SDLK_RIGHT);      /* period 3 -> 4 */
    input_key(SDLK_DOWN);
    input_key(SDLK_RIGHT);
    input_key(SDLK_RIGHT);      /* highest throw 5 -> 7 */
    input_key(SDLK_DOWN);
    input_key(SDLK_RETURN);     /* the button */
    assert_true(input_frames(app, 1));
    LabStatus st = status(app);
    assert_int_equal(st.tab, LAB_TAB_RANDOM);
    assert_true(st.valid);
    assert_int_equal((int)strlen(st.field), 4);
    assert_non_null(strstr(st.facts[0], "4 balls"));
    stop(app);
}

static void test_history_keeps_what_was_juggled_even_after_leaving(void **state)
{
    (void)state;
    App *app = start("3");
    int before = lab_history_of(app)->count;
    assert_string_equal(lab_history_of(app)->items[0], "3");
    retype(app, "531");
    assert_true(seconds(app, 1.4));
    retype_no_pause(app, "441"); /* typed over before it was juggled */
    retype(app, "97531");
    assert_true(seconds(app, 1.4));
    assert_int_equal(lab_history_of(app)->count, before + 2);
    assert_string_equal(lab_history_of(app)->items[0], "97531");
    assert_string_equal(lab_history_of(app)->items[1], "531");
    retype(app, "543"); /* invalid: never listed */
    assert_true(seconds(app, 1.4));
    assert_string_equal(lab_history_of(app)->items[0], "97531");

    /* F10, then Down, Enter: juggles the second newest. */
    input_key(SDLK_F10);
    input_key(SDLK_DOWN);
    input_key(SDLK_RETURN);
    assert_true(input_frames(app, 1));
    assert_string_equal(status(app).field, "531");
    assert_string_equal(lab_history_of(app)->items[0], "531");

    /* Leave the Lab and come back: the list is still there. */
    int count = lab_history_of(app)->count;
    input_key(SDLK_ESCAPE);
    input_key(SDLK_ESCAPE);
    assert_false(input_frames(app, 1));
    Scene *lab = lab_scene_create(app, "");
    assert_non_null(lab);
    app_push_scene(app, lab);
    app->quit = false;
    assert_true(input_frames(app, 1));
    assert_int_equal(lab_history_of(app)->count, count);
    stop(app);
}

/* In the history a typed character jumps to the next pattern starting with it. */
static void test_a_typed_character_jumps_in_the_history(void **state)
{
    (void)state;
    App *app = start("3");
    retype(app, "531");
    assert_true(seconds(app, 1.4));
    retype(app, "97531");
    assert_true(seconds(app, 1.4));
    assert_string_equal(lab_history_of(app)->items[0], "97531");
    input_key(SDLK_F10);
    input_text("5");
    input_key(SDLK_RETURN);
    assert_true(input_frames(app, 1));
    assert_string_equal(status(app).field, "531");
    assert_string_equal(lab_history_of(app)->items[0], "531");
    input_text("9"); /* jumps, and types nothing into the field */
    input_key(SDLK_RETURN);
    assert_true(input_frames(app, 1));
    assert_string_equal(status(app).field, "97531");
    stop(app);
}

static void test_nothing_typed_or_clicked_crashes_it(void **state)
{
    (void)state;
    App *app = start("3");
    const char *inputs[] = {"[", "]", "(", ")", ",", "x", "*", "0", "[0]", "((", "9z", "\xc3\xa9",
                            "zzzzzzzzzzzzzzzzzzzzzzzz", "[33333333333]", "(4,4)(", " ", "-", "=",
                            "\x01", "\xff", "(0,0)", "[[]]", "1x", "*(", "00000", "b0b0b0b0"};
    for (size_t i = 0; i < sizeof inputs / sizeof *inputs; i++) {
        input_text(inputs[i]);
        input_key(SDLK_F2 + (SDL_Keycode)(i % 9));
        input_key(i % 2 ? SDLK_PAGEDOWN : SDLK_PAGEUP);
        assert_true(input_frames(app, 1));
    }
    /* Clicks and drags all over the screen, the browser open and shut. */
    bool running = true;
    for (int y = 0; y < app->height && running; y += 23)
        for (int x = 0; x < app->width && running; x += 41) {
            if (x == 0)
                input_key(SDLK_F9);
            input_mouse(app, SDL_MOUSEBUTTONDOWN, (float)x, (float)y);
            input_mouse(app, SDL_MOUSEBUTTONUP, (float)x + 20, (float)y + 30);
            running = input_frames(app, 1); /* until Back is clicked */
        }
    assert_false(running);
    stop(app);
}

static void test_resizing_keeps_it_drawing(void **state)
{
    (void)state;
    App *app = start("97531");
    const int sizes[][2] = {{1024, 600}, {640, 400}, {1920, 1080}, {800, 1000}};
    for (size_t i = 0; i < sizeof sizes / sizeof *sizes; i++) {
        SDL_SetWindowSize(app->window, sizes[i][0], sizes[i][1]);
        assert_true(input_frames(app, 2));
        assert_true(status(app).valid);
    }
    stop(app);
}

/* With THROWDECK_SHOTS=DIR, pictures of the Lab's states for a person to look at (the
 * browser, clubs, following a ball) at 1280x720 and 1920x1080. */
static void test_screenshots_for_people_when_asked(void **state)
{
    (void)state;
    const char *dir = getenv("THROWDECK_SHOTS");
    if (!dir)
        return; /* not skip(): cmocka's TAP writes a skip as "not ok", which meson counts as failed */
    const int sizes[][2] = {{1280, 720}, {1920, 1080}};
    const char *clubs[] = {"3", "531", "(4,2x)*", "[34]23", "97531"};
    for (size_t s = 0; s < 2; s++) {
        int w = sizes[s][0], h = sizes[s][1];
        char path[1024];
        App *app = start_sized("97531", w, h);
        input_key(SDLK_F2);
        for (size_t i = 0; i < sizeof clubs / sizeof *clubs; i++) {
            retype(app, clubs[i]);
            assert_true(seconds(app, 3.3));
            char name[16] = "";
            for (const char *c = clubs[i], *n = name; *c; c++)
                if (SDL_isdigit(*c) && n < name + sizeof name - 1)
                    name[n++ - name] = *c;
            snprintf(path, sizeof path, "%s/lab-clubs-%s-%dx%d.png", dir, name, w, h);
            assert_true(app_write_screenshot(app, path));
        }
        input_key(SDLK_F6);
        input_key(SDLK_F6);
        assert_true(seconds(app, 1.0));
        snprintf(path, sizeof path, "%s/lab-follow-%dx%d.png", dir, w, h);
        assert_true(app_write_screenshot(app, path));
        input_key(SDLK_F9);
        input_text("b");
        assert_true(input_frames(app, 2));
        snprintf(path, sizeof path, "%s/lab-catalogue-%dx%d.png", dir, w, h);
        assert_true(app_write_screenshot(app, path));
        input_key(SDLK_TAB);
        assert_true(input_frames(app, 2));
        snprintf(path, sizeof path, "%s/lab-history-%dx%d.png", dir, w, h);
        assert_true(app_write_screenshot(app, path));
        input_key(SDLK_TAB);
        assert_true(input_frames(app, 2));
        snprintf(path, sizeof path, "%s/lab-random-%dx%d.png", dir, w, h);
        assert_true(app_write_screenshot(app, path));
        stop(app);
    }
}

/* Enter on a pattern with a mistake explains it; it neither pauses nor plays the juggler, who
 * goes on with the last good pattern (issue 32). */
static void test_enter_on_a_mistake_does_not_pause_the_juggler(void **state)
{
    (void)state;
    App *app = start("531");
    retype(app, "543");
    LabStatus st = status(app);
    assert_false(st.valid);
    assert_false(st.paused);
    input_key(SDLK_RETURN);
    assert_true(input_frames(app, 1));
    st = status(app);
    assert_false(st.paused);
    assert_string_equal(st.juggled, "531");
    assert_true(st.message[0] != '\0');
    input_key(SDLK_KP_ENTER);
    assert_true(input_frames(app, 1));
    assert_false(status(app).paused);
    stop(app);
}

/* A pattern chosen in the catalogue is juggled, even when the juggler was paused before. */
static void test_a_catalogue_pick_plays_even_after_a_pause(void **state)
{
    (void)state;
    App *app = start("3");
    input_key(SDLK_RETURN); /* nothing waiting: pauses */
    assert_true(input_frames(app, 1));
    assert_true(status(app).paused);
    for (int pick = 0; pick < 2; pick++) {
        input_key(SDLK_F9);
        input_key_mod(SDLK_a, KMOD_LCTRL); /* the search is kept from the last time: replaced */
        input_text(pick == 0 ? "shower" : "mills mess");
        assert_true(input_frames(app, 1));
        input_key(SDLK_RETURN);
        assert_true(input_frames(app, 1));
        LabStatus st = status(app);
        assert_true(st.valid);
        assert_false(st.paused);
        input_key(SDLK_ESCAPE); /* the browser closed, Enter pauses again before the next pick */
        input_key(SDLK_RETURN);
        assert_true(input_frames(app, 1));
        assert_true(status(app).paused);
    }
    stop(app);
}

/* The movement a catalogue pick came with (Mills Mess) goes with it: 531 typed next is juggled
 * plainly. A movement the player chose (the style button) stays for what is typed next. */
static void test_a_typed_pattern_drops_the_picks_movement(void **state)
{
    (void)state;
    App *app = start("mills mess");
    assert_int_equal(status(app).style, ANIM_STYLE_MILLS_MESS);
    retype(app, "531");
    LabStatus st = status(app);
    assert_string_equal(st.juggled, "531");
    assert_int_equal(st.style, ANIM_STYLE_NORMAL);
    stop(app);
    /* Enter juggles it the same way. */
    app = start("mills mess");
    retype_no_pause(app, "441");
    input_key(SDLK_RETURN);
    assert_true(input_frames(app, 1));
    assert_string_equal(status(app).juggled, "441");
    assert_int_equal(status(app).style, ANIM_STYLE_NORMAL);
    /* The player's own choice stays. */
    input_key(SDLK_F3);
    assert_true(input_frames(app, 1));
    AnimStyle chosen = status(app).style;
    assert_int_not_equal(chosen, ANIM_STYLE_NORMAL);
    retype(app, "531");
    assert_string_equal(status(app).juggled, "531");
    assert_int_equal(status(app).style, chosen);
    stop(app);
    /* A pick whose movement the player then changed: that change is the player's and stays. */
    app = start("mills mess");
    input_key(SDLK_F3);
    assert_true(input_frames(app, 1));
    chosen = status(app).style;
    retype(app, "51");
    assert_string_equal(status(app).juggled, "51");
    assert_int_equal(status(app).style, chosen);
    stop(app);
}

/* The panel names a catalogue pattern, not only its siteswap; typing another pattern, or
 * juggling the pick in another movement, takes the name away. */
static void test_a_catalogue_pick_shows_its_name(void **state)
{
    (void)state;
    App *app = start("3");
    assert_string_equal(status(app).name, "");
    input_key(SDLK_F9);
    input_text("rubenstein");
    assert_true(input_frames(app, 1));
    input_key(SDLK_RETURN);
    assert_true(input_frames(app, 1));
    LabStatus st = status(app);
    assert_string_equal(st.juggled, "52233");
    assert_string_equal(st.name, "Rubenstein's Revenge");
    input_key(SDLK_ESCAPE);
    retype(app, "543"); /* a mistake: the pick goes on, named */
    assert_string_equal(status(app).name, "Rubenstein's Revenge");
    retype(app, "531");
    assert_string_equal(status(app).name, "");
    stop(app);
    app = start("Mills Mess"); /* by name on the command line too */
    assert_string_equal(status(app).name, "Mills Mess");
    input_key(SDLK_F3); /* another movement: no longer Mills Mess */
    assert_true(input_frames(app, 1));
    assert_string_equal(status(app).name, "");
    stop(app);
}

/* Searching "box" lists Box first, then names with the word (Half-box, Async box), then names
 * that only hold the letters. */
static void test_search_ranks_exact_names_then_words_then_the_rest(void **state)
{
    (void)state;
    App *app = start("3");
    input_key(SDLK_F9);
    input_text("box");
    assert_true(input_frames(app, 1));
    int count = status(app).match_count;
    assert_true(count >= 3 && count <= 16);
    char names[16][48];
    for (int i = 0; i < count; i++) {
        SDL_strlcpy(names[i], status(app).chosen_name, sizeof names[i]);
        input_key(SDLK_DOWN);
        assert_true(input_frames(app, 1));
    }
    assert_string_equal(names[0], "Box");
    bool half = false;
    for (int i = 1; i < count; i++)
        half |= strcmp(names[i], "Half-box") == 0;
    assert_true(half);
    /* By notation: the pattern whose notation it is comes before those that hold it. */
    input_key_mod(SDLK_a, KMOD_LCTRL);
    input_text("441");
    assert_true(input_frames(app, 1));
    assert_string_equal(status(app).chosen, "441");
    stop(app);
}

int main(int argc, char **argv)
{
    int code = test_env_start(argc, argv, "lab-xdg");
    if (code)
        return code;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_valid_patterns_are_juggled_as_soon_as_typed),
        cmocka_unit_test(test_highest_throw_is_given_above_the_hand),
        cmocka_unit_test(test_typing_juggles_once_typing_pauses_or_on_enter),
        cmocka_unit_test(test_a_catalogue_name_opens_its_pattern_in_its_style),
        cmocka_unit_test(test_543_is_explained_and_its_colliding_throws_are_red),
        cmocka_unit_test(test_a_typo_is_explained_without_red_throws),
        cmocka_unit_test(test_passing_patterns_are_juggled_and_mistakes_in_them_explained),
        cmocka_unit_test(test_the_juggler_enters_from_the_cascade_then_juggles_the_pattern),
        cmocka_unit_test(test_the_current_throw_advances_and_steps_go_both_ways),
        cmocka_unit_test(test_speed_goes_down_to_a_tenth_and_back),
        cmocka_unit_test(test_props_style_hand_and_following_a_prop),
        cmocka_unit_test(test_buttons_answer_clicks),
        cmocka_unit_test(test_dragging_the_ladder_moves_time_and_a_tap_on_the_stage_plays),
        cmocka_unit_test(test_catalogue_search_filters_and_enter_juggles_the_choice),
        cmocka_unit_test(test_catalogue_rows_load_on_click_and_styles_come_along),
        cmocka_unit_test(test_random_patterns_are_valid_and_follow_the_settings),
        cmocka_unit_test(test_history_keeps_what_was_juggled_even_after_leaving),
        cmocka_unit_test(test_a_typed_character_jumps_in_the_history),
        cmocka_unit_test(test_nothing_typed_or_clicked_crashes_it),
        cmocka_unit_test(test_resizing_keeps_it_drawing),
        cmocka_unit_test(test_enter_on_a_mistake_does_not_pause_the_juggler),
        cmocka_unit_test(test_a_catalogue_pick_plays_even_after_a_pause),
        cmocka_unit_test(test_a_typed_pattern_drops_the_picks_movement),
        cmocka_unit_test(test_a_catalogue_pick_shows_its_name),
        cmocka_unit_test(test_search_ranks_exact_names_then_words_then_the_rest),
        cmocka_unit_test(test_screenshots_for_people_when_asked),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    TTF_Quit();
    SDL_Quit();
    return failed;
}
