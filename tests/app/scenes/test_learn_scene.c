/* The Learn screen (the siteswap course) in the real application, headless, driven by synthetic
 * SDL events: opened from the title and by lesson number, every lesson read and laid out whole
 * at 1280x720 and 1920x1080 with Normal and Large text, each kind of exercise answered wrongly
 * and rightly, the juggler slowed, paused, stepped and a ball followed, progress kept across
 * openings, and a damaged progress file set aside with a message. Also the course's pure parts:
 * a lesson's directives, answers checked by the rules module, the progress text.
 * Usage: test-app-learn_scene SCRATCH_DIR */
#define _GNU_SOURCE /* memmem */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "app.h"
#include "test_files.h"
#include "learn_course.h"
#include "learn_scene.h"
#include "options.h"
#include "probe.h"
#include "siteswap.h"
#include "test_env.h"
#include "test_input.h"
#include "title.h"
#include "tooltip.h"

static App app; /* large; the tests run one at a time */
static const char *scratch = "."; /* the scratch folder given on the command line */

static void start_at(int w, int h, TextSize text)
{
    char err[1024];
    assert_true(app_init(&app, &(Options){.width = w, .height = h, .frames = 1}, err, sizeof err));
    app.settings.text_size = text;
    Scene *title = title_scene_create(&app);
    assert_non_null(title);
    app_push_scene(&app, title);
    assert_true(input_frames(&app, 1));
}

static void stop(void)
{
    app_shutdown(&app);
    SDL_FlushEvents(SDL_FIRSTEVENT, SDL_LASTEVENT);
}

static LearnSceneView view(void)
{
    LearnSceneView v;
    assert_true(app.scene_count > 0);
    assert_true(learn_scene_view(app.scenes[app.scene_count - 1], &v));
    return v;
}

static char progress_path[4096];

static void forget_progress(void)
{
    const char *slash = strrchr(app.settings_path, '/');
    assert_non_null(slash);
    snprintf(progress_path, sizeof progress_path, "%.*s%s", (int)(slash - app.settings_path + 1),
             app.settings_path, "learn-progress.txt");
    unlink(progress_path);
}

static void open_lesson(int n)
{
    Scene *s = learn_scene_create(&app, n);
    assert_non_null(s);
    app_push_scene(&app, s);
    assert_true(input_frames(&app, 2));
}

/* The place among the four shown where choice text is. */
static int place_of(const LearnSceneView *v, const char *text)
{
    for (int i = 0; i < LEARN_CHOICES; i++)
        if (strcmp(v->choices[i], text) == 0)
            return i;
    fail_msg("no choice %s", text);
    return -1;
}

static void clear_answer(void)
{
    for (int i = 0; i < 10; i++)
        input_key(SDLK_BACKSPACE);
    assert_true(input_frames(&app, 1));
}

/* With LEARN_SHOTS=DIR, a picture of the screen at this moment (for people to look at). */
static void shot(const char *name)
{
    const char *dir = getenv("LEARN_SHOTS");
    if (!dir || !*dir)
        return;
    char path[2048];
    snprintf(path, sizeof path, "%s/%s.png", dir, name);
    assert_true(input_frames(&app, 1));
    assert_true(app_write_screenshot(&app, path));
}

/* ---- The course's pure parts ---- */

static void test_lesson_directives_read(void **state)
{
    (void)state;
    LearnLesson l;
    char err[200];
    assert_true(learn_lesson_read("%! show 531\n%! q Why?\n%! ask fix 53_ balls=3\n# T\nText\n", &l,
                                  err, sizeof err));
    assert_string_equal(l.show, "531");
    assert_int_equal(l.ask.kind, LEARN_ASK_FIX);
    assert_string_equal(l.ask.blank, "53_");
    assert_int_equal(l.ask.balls, 3);
    assert_true(learn_lesson_read("%! q Which?\n%! ask choose a b | c | d | e f\n", &l, err, sizeof err));
    assert_string_equal(l.ask.choice[0], "a b");
    assert_string_equal(l.ask.choice[3], "e f");
    /* Mistakes are named with their line. */
    assert_false(learn_lesson_read("%! q x\n%! ask pattern balls=x\n", &l, err, sizeof err));
    assert_non_null(strstr(err, "line 2"));
    assert_false(learn_lesson_read("%! q x\n%! ask fix 531\n", &l, err, sizeof err));
    assert_false(learn_lesson_read("%! ask pattern\n", &l, err, sizeof err)); /* no question */
    assert_false(learn_lesson_read("%! dance\n", &l, err, sizeof err));
}

static void test_answers_checked_by_the_rules_module(void **state)
{
    (void)state;
    LearnAsk ask = {.kind = LEARN_ASK_PATTERN, .balls = 3, .period = 3, .not_count = 1,
                    .not_ = {"441"}};
    LearnVerdict v;
    learn_check(&ask, "531", &v);
    assert_true(v.right);
    assert_true(v.juggle);
    learn_check(&ask, "414", &v); /* 441 turned round is the same pattern */
    assert_false(v.right);
    learn_check(&ask, "432", &v);
    assert_false(v.right);
    assert_true(v.broken);
    learn_check(&ask, "534", &v); /* 4 balls */
    assert_false(v.right);
    assert_non_null(strstr(v.message, "4 balls"));
    learn_check(&ask, "333", &v); /* period 1, written three times */
    assert_false(v.right);
    learn_check(&ask, "5%1", &v);
    assert_false(v.right);
    assert_false(v.juggle);
    learn_check(&ask, "", &v);
    assert_false(v.right);

    LearnAsk fix = {.kind = LEARN_ASK_FIX, .balls = 3};
    strcpy(fix.blank, "53_");
    learn_check(&fix, "1", &v);
    assert_true(v.right);
    assert_string_equal(v.pattern, "531");
    learn_check(&fix, "4", &v); /* 534 works, with 4 balls */
    assert_false(v.right);
    assert_true(v.juggle);

    LearnAsk ex = {.kind = LEARN_ASK_PATTERN, .ground = -1};
    learn_check(&ex, "51", &v);
    assert_true(v.right);
    learn_check(&ex, "531", &v);
    assert_false(v.right);
    LearnAsk sync = {.kind = LEARN_ASK_PATTERN, .sync = true, .balls = 3};
    learn_check(&sync, "(4,2)", &v);
    assert_true(v.right);
    learn_check(&sync, "42", &v);
    assert_false(v.right);
    LearnAsk multi = {.kind = LEARN_ASK_PATTERN, .multiplex = true};
    learn_check(&multi, "[34]23", &v);
    assert_true(v.right);
    learn_check(&multi, "423", &v);
    assert_false(v.right);

    int order[LEARN_CHOICES], seen = 0;
    learn_choice_order(3, order);
    for (int i = 0; i < LEARN_CHOICES; i++)
        seen |= 1 << order[i];
    assert_int_equal(seen, 15); /* each choice once */
}

static void test_progress_text(void **state)
{
    (void)state;
    LearnProgress p = {0}, q;
    p.done[1] = p.done[5] = p.done[14] = true;
    p.at = 6;
    char text[256], err[200];
    assert_true(learn_progress_format(&p, text, sizeof text));
    assert_true(learn_progress_parse(text, &q, err, sizeof err));
    assert_memory_equal(&p, &q, sizeof p);
    assert_int_equal(learn_progress_done_count(&q, 14), 3);
    assert_false(learn_progress_parse("garbage\n", &q, err, sizeof err));
    assert_false(learn_progress_parse("throwdeck-learn 1\ndone 1 x\n", &q, err, sizeof err));
    assert_false(learn_progress_parse("throwdeck-learn 1\ndone 99\n", &q, err, sizeof err));
    assert_false(learn_progress_parse("throwdeck-learn 1\nfly away\n", &q, err, sizeof err));
}

static void test_learn_option(void **state)
{
    (void)state;
    OptionsGames games = {0};
    Options o;
    FILE *null = fopen("/dev/null", "w");
    char *a1[] = {"throwdeck", "--learn"};
    assert_int_equal(options_parse(2, a1, &games, &o, null, null), OPTIONS_RUN);
    assert_true(o.learn);
    assert_int_equal(o.learn_lesson, 0);
    char *a2[] = {"throwdeck", "--learn", "7", "--size", "1280x720"};
    assert_int_equal(options_parse(5, a2, &games, &o, null, null), OPTIONS_RUN);
    assert_int_equal(o.learn_lesson, 7);
    assert_int_equal(o.width, 1280);
    char *a3[] = {"throwdeck", "--learn=3"};
    assert_int_equal(options_parse(2, a3, &games, &o, null, null), OPTIONS_RUN);
    assert_int_equal(o.learn_lesson, 3);
    char *a4[] = {"throwdeck", "--learn", "three"};
    assert_int_equal(options_parse(3, a4, &games, &o, null, null), OPTIONS_USAGE);
    char *a5[] = {"throwdeck", "--learn", "0"};
    assert_int_equal(options_parse(3, a5, &games, &o, null, null), OPTIONS_USAGE);
    fclose(null);
}

/* ---- The screen ---- */

static void test_title_opens_the_course_list(void **state)
{
    (void)state;
    start_at(1280, 720, TEXT_SIZE_NORMAL);
    forget_progress();
    for (int i = 0; i < 5; i++) /* past Play, Pattern Lab, Settings, Rules and Help */
        input_key(SDLK_DOWN);
    input_key_frame(&app, SDLK_RETURN);
    assert_true(input_frames(&app, 1));
    LearnSceneView v = view();
    assert_true(v.list);
    assert_true(v.lessons >= 12);
    assert_int_equal(v.selected, 1);
    assert_int_equal(text_cut_count(app.text), 0);
    input_key_frame(&app, SDLK_DOWN);
    input_key_frame(&app, SDLK_RETURN);
    v = view();
    assert_false(v.list);
    assert_int_equal(v.lesson, 2);
    assert_true(v.juggling);
    assert_string_equal(v.problem, "");
    char *probe = probe_text(&app);
    assert_non_null(probe);
    assert_non_null(strstr(probe, "\"scene\": \"learn\""));
    assert_non_null(strstr(probe, "\"lesson\": 2"));
    assert_non_null(strstr(probe, "\"lessons\": 14"));
    assert_non_null(strstr(probe, "\"title\": \"A throw's number is its height\""));
    assert_non_null(strstr(probe, "\"cut\": []"));
    free(probe);
    input_key_frame(&app, SDLK_ESCAPE); /* back to the list, then the title */
    assert_true(view().list);
    input_key_frame(&app, SDLK_ESCAPE);
    assert_int_equal(app.scene_count, 1);
    stop();
}

static void test_a_lesson_that_does_not_exist_opens_the_list_and_says_so(void **state)
{
    (void)state;
    start_at(1280, 720, TEXT_SIZE_NORMAL);
    open_lesson(99);
    assert_true(view().list);
    assert_non_null(strstr(app.notice, "no lesson 99"));
    stop();
}

/* Every lesson: read without a mistake, its example and exercise there, nothing cut. */
static void every_lesson_whole(int w, int h, TextSize text)
{
    start_at(w, h, text);
    open_lesson(1);
    int lessons = view().lessons;
    for (int n = 1; n <= lessons; n++) {
        LearnSceneView v = view();
        assert_int_equal(v.lesson, n);
        if (v.problem[0])
            fail_msg("lesson %d: %s", n, v.problem);
        assert_true(v.juggling || v.broken);
        assert_true(v.ask != LEARN_ASK_NONE);
        assert_true(input_frames(&app, 1));
        if (text_cut_count(app.text) != 0)
            fail_msg("lesson %d at %dx%d: cut \"%s\"", n, w, h, text_cut(app.text, 0));
        /* The end of the text too, and an answer's verdict shown. */
        input_key(SDLK_END);
        for (int i = 0; i < 30; i++)
            input_key(SDLK_PAGEDOWN);
        bool typed = v.ask == LEARN_ASK_PATTERN || v.ask == LEARN_ASK_FIX || v.ask == LEARN_ASK_WAYIN;
        if (typed) {
            input_text("9");
            input_key_frame(&app, SDLK_RETURN);
        } else {
            input_key_frame(&app, SDLK_2);
        }
        assert_true(view().answered);
        assert_true(input_frames(&app, 2));
        if (text_cut_count(app.text) != 0)
            fail_msg("lesson %d at %dx%d, answered: cut \"%s\"", n, w, h, text_cut(app.text, 0));
        if (typed)
            input_key_frame(&app, SDLK_ESCAPE); /* the answer lets go of the keys */
        if (n < lessons)
            input_key_frame(&app, SDLK_n);
    }
    stop();
}

static void test_every_lesson_whole_at_1280x720(void **state)
{
    (void)state;
    every_lesson_whole(1280, 720, TEXT_SIZE_NORMAL);
}

static void test_every_lesson_whole_at_1920x1080(void **state)
{
    (void)state;
    every_lesson_whole(1920, 1080, TEXT_SIZE_NORMAL);
}

static void test_every_lesson_whole_with_large_text(void **state)
{
    (void)state;
    every_lesson_whole(1280, 720, TEXT_SIZE_LARGE);
    every_lesson_whole(1920, 1080, TEXT_SIZE_LARGE);
}

static void test_choose_wrong_then_right_marks_the_lesson_done(void **state)
{
    (void)state;
    start_at(1280, 720, TEXT_SIZE_NORMAL);
    forget_progress();
    open_lesson(1);
    LearnSceneView v = view();
    assert_int_equal(v.ask, LEARN_ASK_CHOOSE);
    input_key_frame(&app, (SDL_Keycode)(SDLK_1 + place_of(&v, "1 beat")));
    v = view();
    assert_true(v.answered);
    assert_false(v.right);
    assert_int_equal(v.done, 0);
    input_key_frame(&app, (SDL_Keycode)(SDLK_1 + place_of(&v, "3 beats")));
    v = view();
    assert_true(v.right);
    assert_int_equal(v.done, 1);
    assert_true(v.lesson_done);
    input_key_frame(&app, SDLK_RETURN); /* on to the next lesson */
    assert_int_equal(view().lesson, 2);
    stop();
    /* Kept: the next opening knows, and the list starts at the first lesson not done. */
    start_at(1280, 720, TEXT_SIZE_NORMAL);
    open_lesson(0);
    v = view();
    assert_int_equal(v.done, 1);
    assert_int_equal(v.selected, 2);
    stop();
}

static void test_pick_the_pattern_juggled(void **state)
{
    (void)state;
    start_at(1280, 720, TEXT_SIZE_NORMAL);
    open_lesson(4);
    LearnSceneView v = view();
    assert_int_equal(v.ask, LEARN_ASK_PICK);
    assert_true(v.juggling);
    assert_string_equal(v.figure, "441");
    char *probe = probe_text(&app);
    assert_non_null(strstr(probe, "\"pattern\": \"?\"")); /* not named while it is asked */
    free(probe);
    /* Tab juggles the lesson's examples to compare, and comes back to the question's. */
    input_key_frame(&app, SDLK_TAB);
    assert_string_equal(view().figure, "441");
    bool back = false;
    for (int i = 0; i < 12 && !back; i++) {
        input_key_frame(&app, SDLK_TAB);
        v = view();
        back = strcmp(v.figure, "441") == 0 && !v.right;
        if (back) {
            probe = probe_text(&app);
            back = strstr(probe, "\"pattern\": \"?\"") != NULL;
            free(probe);
        }
    }
    assert_true(back);
    input_key_frame(&app, (SDL_Keycode)(SDLK_1 + place_of(&v, "531")));
    assert_false(view().right);
    shot("pick-wrong");
    input_key_frame(&app, (SDL_Keycode)(SDLK_1 + place_of(&v, "441")));
    assert_true(view().right);
    shot("pick-right");
    stop();
}

static void test_fix_the_blank(void **state)
{
    (void)state;
    start_at(1280, 720, TEXT_SIZE_NORMAL);
    open_lesson(5); /* 432, in red: its collision on the ladder, no juggler */
    LearnSceneView v = view();
    assert_true(v.broken);
    assert_false(v.juggling);
    assert_string_equal(v.figure, "432");
    input_key_frame(&app, (SDL_Keycode)(SDLK_1 + place_of(&v, "432")));
    assert_false(view().right);
    input_key_frame(&app, (SDL_Keycode)(SDLK_1 + place_of(&v, "423")));
    assert_true(view().right);
    input_key_frame(&app, SDLK_n);
    input_key_frame(&app, SDLK_n);
    v = view();
    assert_int_equal(v.lesson, 7);
    assert_int_equal(v.ask, LEARN_ASK_FIX);
    input_text_frame(&app, "4");
    input_key_frame(&app, SDLK_RETURN);
    v = view();
    assert_false(v.right);
    assert_non_null(strstr(v.verdict, "4 balls"));
    shot("fix-wrong");
    assert_string_equal(v.figure, "534"); /* what was typed, juggled */
    assert_true(v.juggling);
    clear_answer();
    input_text_frame(&app, "1");
    input_key_frame(&app, SDLK_RETURN);
    v = view();
    assert_true(v.right);
    assert_string_equal(v.figure, "531");
    stop();
}

static void test_type_a_pattern_right_and_wrong(void **state)
{
    (void)state;
    start_at(1280, 720, TEXT_SIZE_NORMAL);
    open_lesson(6);
    assert_int_equal(view().ask, LEARN_ASK_PATTERN);
    input_text_frame(&app, "441"); /* the lesson's own */
    input_key_frame(&app, SDLK_RETURN);
    assert_false(view().right);
    clear_answer();
    input_text_frame(&app, "432");
    input_key_frame(&app, SDLK_RETURN);
    LearnSceneView v = view();
    assert_false(v.right);
    assert_true(v.broken);
    assert_non_null(strstr(v.verdict, "cannot be juggled"));
    shot("type-broken");
    clear_answer();
    input_text_frame(&app, "612");
    input_key_frame(&app, SDLK_RETURN);
    v = view();
    assert_true(v.right);
    assert_true(v.juggling);
    assert_string_equal(v.figure, "612");
    shot("type-right");
    stop();
}

static void test_letters_are_commands_until_typing(void **state)
{
    (void)state;
    start_at(1280, 720, TEXT_SIZE_NORMAL);
    open_lesson(11); /* a synchronous pattern: x is typed */
    input_key_frame(&app, SDLK_f);
    assert_int_equal(view().follow, 0);
    input_text_frame(&app, "(4");
    input_key(SDLK_x);
    input_text_frame(&app, "x");
    input_text_frame(&app, ",2x)");
    assert_string_equal(view().answer, "(4x,2x)");
    assert_int_equal(view().follow, 0);
    input_key_frame(&app, SDLK_RETURN);
    assert_true(view().right);
    stop();
}

static void test_slow_pause_step_follow(void **state)
{
    (void)state;
    start_at(1280, 720, TEXT_SIZE_NORMAL);
    open_lesson(1);
    LearnSceneView v = view();
    assert_false(v.paused);
    assert_true(v.speed == 1.0);
    input_key_frame(&app, SDLK_s);
    assert_true(view().speed == 0.5);
    input_key_frame(&app, SDLK_SPACE);
    v = view();
    assert_true(v.paused);
    double beat = v.beat;
    assert_true(input_frames(&app, 10));
    assert_true(view().beat == beat); /* paused: still */
    input_key_frame(&app, SDLK_RIGHT);
    double next = view().beat;
    assert_true(next > beat && next <= beat + 1.0001);
    input_key_frame(&app, SDLK_RIGHT);
    assert_true(view().beat > next + 0.999);
    input_key_frame(&app, SDLK_LEFT);
    assert_true(view().beat < next + 0.001);
    for (int i = 0; i < 3; i++) { /* ball 1, 2, 3, then none */
        input_key_frame(&app, SDLK_f);
        assert_int_equal(view().follow, i);
    }
    input_key_frame(&app, SDLK_f);
    assert_int_equal(view().follow, -1);
    input_key_frame(&app, SDLK_SPACE);
    beat = view().beat;
    assert_true(input_frames(&app, 10));
    assert_true(view().beat > beat);
    /* Tab juggles the text's examples. */
    input_key_frame(&app, SDLK_TAB);
    assert_string_equal(view().figure, "3");
    stop();
}

static void test_damaged_progress_is_set_aside_and_said(void **state)
{
    (void)state;
    start_at(1280, 720, TEXT_SIZE_NORMAL);
    forget_progress();
    char aside[4200];
    snprintf(aside, sizeof aside, "%s.damaged", progress_path);
    unlink(aside);
    test_file_write_text(progress_path, "this is not progress\n");
    open_lesson(0);
    LearnSceneView v = view();
    assert_int_equal(v.done, 0);
    assert_non_null(strstr(app.notice, "damaged"));
    /* Nothing lost: the old text is kept beside. */
    FILE *f = fopen(aside, "r");
    assert_non_null(f);
    char line[64] = "";
    assert_non_null(fgets(line, sizeof line, f));
    fclose(f);
    assert_string_equal(line, "this is not progress\n");
    stop();
}

/* ---- Issue 34, the course walked as a newcomer: the hard spots fixed ---- */

/* Lesson 4's pick can be done by watching: every wrong choice differs from the pattern juggled
 * in something seen at any speed (its highest throw crosses where the juggled one's does not,
 * or it needs another number of balls), and a wrong pick says what that pattern would show. */
static void test_lesson_4_choices_differ_in_what_is_seen(void **state)
{
    (void)state;
    start_at(1280, 720, TEXT_SIZE_NORMAL);
    open_lesson(4);
    LearnSceneView v = view();
    assert_int_equal(v.ask, LEARN_ASK_PICK);
    Siteswap *juggled = siteswap_parse(v.figure, NULL);
    assert_non_null(juggled);
    int top = siteswap_max_throw(juggled), balls = siteswap_balls(juggled);
    siteswap_free(juggled);
    for (int i = 0; i < LEARN_CHOICES; i++) {
        if (strcmp(v.choices[i], v.figure) == 0)
            continue;
        Siteswap *c = siteswap_parse(v.choices[i], NULL);
        assert_non_null(c);
        assert_true(siteswap_validate(c, NULL));
        bool seen = siteswap_max_throw(c) % 2 != top % 2 || siteswap_balls(c) != balls;
        if (!seen)
            fail_msg("%s looks like %s: same crossing of the high throws, same balls",
                     v.choices[i], v.figure);
        siteswap_free(c);
    }
    input_key_frame(&app, (SDL_Keycode)(SDLK_1 + place_of(&v, "531")));
    v = view();
    assert_false(v.right);
    assert_non_null(strstr(v.verdict, "crosses to the other hand"));
    /* The lesson says how to watch, and where the slower button is. */
    assert_non_null(memmem(v.text, (size_t)v.text_length, "Slower", 6));
    stop();
}

/* Lesson 5 names each of its four choices as a pattern to juggle: the three that collide are
 * drawn with their collision in red on the ladder, the one that works is juggled. */
static void test_lesson_5_shows_each_pattern_it_names(void **state)
{
    (void)state;
    start_at(1280, 720, TEXT_SIZE_NORMAL);
    open_lesson(5);
    LearnSceneView v = view();
    const char *named[] = {"423", "432", "324", "243"};
    for (int i = 0; i < 4; i++) {
        bool found = false;
        for (int k = 0; k < 20 && !found; k++) {
            input_key_frame(&app, SDLK_TAB);
            found = strcmp(view().figure, named[i]) == 0;
        }
        if (!found)
            fail_msg("lesson 5 never juggles %s", named[i]);
        v = view();
        if (strcmp(named[i], "423") == 0) {
            assert_true(v.juggling);
            assert_false(v.broken);
            assert_int_equal(v.collisions, 0);
        } else {
            assert_true(v.broken);
            if (v.collisions < 2)
                fail_msg("%s: %d throws in red", named[i], v.collisions);
        }
        assert_true(place_of(&v, named[i]) >= 0); /* and it is one of the choices */
    }
    /* Clicked, as the question says: a chip in the text juggles its pattern (the choices do
     * not take every click). */
    for (int k = 0; k < 3; k++)
        input_key(SDLK_PAGEDOWN);
    assert_true(input_frames(&app, 30));
    v = view();
    int clicked = 0;
    for (int i = 0; i < v.links; i++) {
        if (v.link_box[i].w <= 0 || strcmp(v.link[i], v.figure) == 0)
            continue;
        input_click_centre(&app, v.link_box[i]);
        assert_true(input_frames(&app, 1));
        assert_string_equal(view().figure, v.link[i]);
        assert_false(view().answered);
        clicked++;
        v = view();
    }
    assert_true(clicked >= 2);
    stop();
}

/* Lesson 5 counts beats ("the 4 is thrown on beat 1 and comes down on beat 5"): its ladder
 * numbers them ("%! beats"), for the broken pattern and the juggled one; lessons that do not
 * count beats leave the ladder as the Lab draws it. */
static void test_lesson_5_ladder_numbers_the_beats_its_text_counts(void **state)
{
    (void)state;
    LearnLesson l;
    char err[200];
    assert_true(learn_lesson_read("%! beats\n%! q Which?\n%! ask choose a | b | c | d\n", &l, err,
                                  sizeof err));
    assert_true(l.beats);
    assert_false(learn_lesson_read("%! beats 3\n%! q Which?\n%! ask choose a | b | c | d\n", &l,
                                   err, sizeof err));
    start_at(1280, 720, TEXT_SIZE_NORMAL);
    open_lesson(5);
    LearnSceneView v = view();
    assert_true(v.broken);
    assert_true(v.beats_numbered);
    shot("lesson-5-beats-broken");
    for (int k = 0; k < 20 && strcmp(view().figure, "423") != 0; k++)
        input_key_frame(&app, SDLK_TAB);
    v = view();
    assert_string_equal(v.figure, "423");
    assert_true(v.juggling);
    assert_true(v.beats_numbered);
    shot("lesson-5-beats-juggled");
    stop();
    start_at(1280, 720, TEXT_SIZE_NORMAL);
    open_lesson(1);
    assert_false(view().beats_numbered);
    stop();
}

/* Lesson 2 asks which of four heights is juggled: each of the four can be seen juggled from
 * the text (Tab, or a click), as lesson 5 shows each pattern it names, and juggles. */
static void test_lesson_2_shows_each_choice_juggled(void **state)
{
    (void)state;
    start_at(1280, 720, TEXT_SIZE_NORMAL);
    open_lesson(2);
    LearnSceneView v = view();
    assert_int_equal(v.ask, LEARN_ASK_PICK);
    for (int c = 0; c < LEARN_CHOICES; c++) {
        const char *want = v.choices[c];
        bool found = false;
        for (int k = 0; k < 20 && !found; k++) {
            input_key_frame(&app, SDLK_TAB);
            found = strcmp(view().figure, want) == 0 && view().links > 0;
        }
        if (!found)
            fail_msg("lesson 2 offers %s but never juggles it", want);
        LearnSceneView w = view();
        if (!w.juggling)
            fail_msg("lesson 2: %s is shown but not juggled", want);
        if (c == 2)
            shot("lesson-2-choice");
    }
    stop();
}

/* Lesson 9 shows the state beside the juggler as it juggles: the shower's two states, one
 * after the other as it is stepped, the way the Lab and terms.txt write them. */
static void test_lesson_9_shows_the_state(void **state)
{
    (void)state;
    start_at(1280, 720, TEXT_SIZE_NORMAL);
    open_lesson(9);
    LearnSceneView v = view();
    assert_string_equal(v.figure, "51");
    bool seen_a = false, seen_b = false;
    for (int i = 0; i < 4; i++) {
        input_key_frame(&app, SDLK_RIGHT);
        v = view();
        seen_a |= strcmp(v.state, "xx-x") == 0;
        seen_b |= strcmp(v.state, "x-x-x") == 0;
        if (strcmp(v.state, "xx-x") != 0 && strcmp(v.state, "x-x-x") != 0)
            fail_msg("the shower in state \"%s\"", v.state);
    }
    assert_true(seen_a && seen_b);
    assert_true(v.state_label.w > 0);
    char *probe = probe_text(&app);
    assert_non_null(strstr(probe, "\"state\": \""));
    free(probe);
    /* The cascade, picked in the text, is in the ground state. */
    for (int k = 0; k < 20 && strcmp(view().figure, "3") != 0; k++)
        input_key_frame(&app, SDLK_TAB);
    input_key_frame(&app, SDLK_RIGHT);
    assert_string_equal(view().state, "xxx");
    /* Lessons that are not about states show none. */
    stop();
    start_at(1280, 720, TEXT_SIZE_NORMAL);
    open_lesson(1);
    assert_string_equal(view().state, "");
    stop();
}

/* Lesson 10 juggles its worked example from the cascade (the cascade, the way in, the shower,
 * the way out) and checks a way in typed by the learner by throwing it from the cascade. */
static void test_lesson_10_way_in_shown_and_checked(void **state)
{
    (void)state;
    LearnAsk ask;
    LearnLesson l;
    char err[200];
    assert_true(learn_lesson_read("%! q In?\n%! ask wayin 711\n", &l, err, sizeof err));
    ask = l.ask;
    assert_int_equal(ask.kind, LEARN_ASK_WAYIN);
    assert_int_equal(ask.balls, 3);
    LearnVerdict r;
    learn_check(&ask, "5", &r);
    assert_true(r.right);
    assert_non_null(strstr(r.message, "xx--x"));
    learn_check(&ask, "35", &r); /* a cascade throw first changes nothing */
    assert_true(r.right);
    learn_check(&ask, "4", &r);
    assert_false(r.right);
    assert_non_null(strstr(r.message, "xx-x"));
    learn_check(&ask, "3", &r);
    assert_false(r.right);
    learn_check(&ask, "0", &r); /* a ball in the hand is not thrown */
    assert_false(r.right);
    learn_check(&ask, "q", &r);
    assert_false(r.right);
    assert_false(learn_lesson_read("%! q In?\n%! ask wayin 432\n", &l, err, sizeof err));

    start_at(1280, 720, TEXT_SIZE_NORMAL);
    forget_progress();
    open_lesson(10);
    LearnSceneView v = view();
    assert_int_equal(v.ask, LEARN_ASK_WAYIN);
    assert_string_equal(v.figure, "51");
    bool seen[4] = {false};
    const char *parts[4] = {"cascade", "way in", "pattern", "way out"};
    for (int i = 0; i < 80; i++) {
        input_key_frame(&app, SDLK_RIGHT);
        for (int p = 0; p < 4; p++)
            seen[p] |= strcmp(view().phase, parts[p]) == 0;
    }
    for (int p = 0; p < 4; p++)
        if (!seen[p])
            fail_msg("the worked example never shows the %s", parts[p]);
    input_text_frame(&app, "4");
    input_key_frame(&app, SDLK_RETURN);
    assert_false(view().right);
    clear_answer();
    input_text_frame(&app, "5");
    input_key_frame(&app, SDLK_RETURN);
    v = view();
    assert_true(v.right);
    assert_true(v.lesson_done);
    assert_string_equal(v.figure, "711"); /* juggled: the cascade, the way in, 711 */
    assert_true(v.juggling);
    assert_string_equal(v.phase, "cascade");
    stop();
}

/* Lesson 12 asks for a multiplex of the learner's own: its examples, and their rotations, are
 * refused with a message that says so (as lesson 9 refuses the shower); another one is right. */
static void test_lesson_12_asks_for_a_multiplex_of_your_own(void **state)
{
    (void)state;
    start_at(1280, 720, TEXT_SIZE_NORMAL);
    forget_progress();
    open_lesson(12);
    assert_int_equal(view().ask, LEARN_ASK_PATTERN);
    const char *shown[] = {"[34]23", "23[34]", "24[54]"};
    for (int i = 0; i < 3; i++) {
        input_text_frame(&app, shown[i]);
        input_key_frame(&app, SDLK_RETURN);
        LearnSceneView v = view();
        if (v.right)
            fail_msg("lesson 12 takes its own example %s", shown[i]);
        assert_non_null(strstr(v.verdict, "Make one of your own"));
        clear_answer();
    }
    input_text_frame(&app, "[43]23"); /* the same throws, the 4 and 3 written the other way */
    input_key_frame(&app, SDLK_RETURN);
    assert_false(view().right);
    clear_answer();
    input_text_frame(&app, "[33]33");
    input_key_frame(&app, SDLK_RETURN);
    LearnSceneView v = view();
    if (!v.right)
        fail_msg("[33]33: %s", v.verdict);
    stop();
}

/* Two quick Escs out of the answer do not leave the lesson: the first stops the typing, the
 * second only says how to leave (the hint line), a third leaves, as Esc goes back elsewhere.
 * L leaves at once; after anything else, one Esc leaves again. */
static void test_esc_twice_out_of_the_answer_stays_in_the_lesson(void **state)
{
    (void)state;
    start_at(1280, 720, TEXT_SIZE_NORMAL);
    open_lesson(6);
    input_text_frame(&app, "44");
    assert_true(view().typing);
    input_key_frame(&app, SDLK_ESCAPE);
    LearnSceneView v = view();
    assert_false(v.typing);
    assert_false(v.list);
    assert_non_null(strstr(v.hint, "L  the list of lessons"));
    input_key_frame(&app, SDLK_ESCAPE);
    v = view();
    assert_false(v.list);
    assert_int_equal(v.lesson, 6);
    assert_string_equal(v.answer, "44"); /* nothing lost */
    assert_non_null(strstr(v.hint, "Esc once more"));
    input_key_frame(&app, SDLK_ESCAPE);
    assert_true(view().list);
    /* L leaves straight after the typing stops. */
    input_key_frame(&app, SDLK_RETURN);
    assert_int_equal(view().lesson, 6);
    input_text_frame(&app, "5");
    input_key_frame(&app, SDLK_ESCAPE);
    input_key_frame(&app, SDLK_l);
    assert_true(view().list);
    /* Something else done after the typing: Esc is back to going back. */
    input_key_frame(&app, SDLK_RETURN);
    input_text_frame(&app, "5");
    input_key_frame(&app, SDLK_ESCAPE);
    input_key_frame(&app, SDLK_RIGHT);
    assert_false(view().list);
    input_key_frame(&app, SDLK_ESCAPE);
    assert_true(view().list);
    /* A lesson never typed in: one Esc goes back to the list. */
    input_key_frame(&app, SDLK_RETURN);
    assert_false(view().list);
    input_key_frame(&app, SDLK_ESCAPE);
    assert_true(view().list);
    stop();
}

/* Lesson 10's worked example comes to its way in soon (about two beats of the cascade), and
 * the way in, with its line "Now: the way in, 4", lasts long enough to be seen: it is slowed
 * to at least LEARN_WAY_IN_SECONDS. */
static void test_lesson_10_way_in_comes_soon_and_stays_long_enough_to_see(void **state)
{
    (void)state;
    start_at(1280, 720, TEXT_SIZE_NORMAL);
    open_lesson(10);
    assert_string_equal(view().figure, "51");
    int frames = 0;
    while (strcmp(view().phase, "way in") != 0 && frames < 600) {
        assert_true(input_frames(&app, 1));
        frames++;
    }
    double at = view().beat;
    if (at > 3.0)
        fail_msg("the way in starts at beat %.2f: too long in the cascade", at);
    int in = 0;
    while (strcmp(view().phase, "way in") == 0 && in < 1000) {
        assert_true(input_frames(&app, 1));
        in++;
    }
    if (in < 60 * 1.4) /* frames of 1/60 s */
        fail_msg("the way in is shown %d frames, less than %.1f s", in, 1.4);
    print_message("lesson 10: the way in at beat %.2f (%d frames in), shown %d frames\n", at,
                  frames, in);
    assert_string_equal(view().phase, "pattern");
    stop();
}

/* A focused answer takes every printable key, letters that are commands elsewhere too; Esc
 * lets go, and the letters are commands again. The screen says which it is. */
static void test_typed_letters_go_into_the_focused_field(void **state)
{
    (void)state;
    start_at(1280, 720, TEXT_SIZE_NORMAL);
    open_lesson(6);
    LearnSceneView v = view();
    assert_false(v.typing);
    input_click_centre(&app, v.field);
    assert_true(input_frames(&app, 1));
    assert_true(view().typing);
    const char *typed = "sfnpl-+ ";
    for (const char *c = typed; *c; c++) { /* each as a key and its text, as SDL sends them */
        input_key(*c == '-' ? SDLK_MINUS : *c == '+' ? SDLK_PLUS : *c == ' ' ? SDLK_SPACE
                  : (SDL_Keycode)*c);
        char one[2] = {*c, '\0'};
        input_text_frame(&app, one);
    }
    v = view();
    assert_string_equal(v.answer, typed);
    assert_true(v.speed == 1.0);
    assert_int_equal(v.follow, -1);
    assert_false(v.paused);
    assert_int_equal(v.lesson, 6);
    char *probe = probe_text(&app);
    assert_non_null(strstr(probe, "\"typing\": true"));
    free(probe);
    input_key_frame(&app, SDLK_ESCAPE);
    assert_false(view().typing);
    input_key_frame(&app, SDLK_s);
    input_text_frame(&app, "s");
    v = view();
    assert_true(v.speed == 0.5);
    assert_string_equal(v.answer, typed);
    /* Enter on an empty answer starts the typing too; a digit does. */
    clear_answer();
    input_key_frame(&app, SDLK_ESCAPE);
    input_key_frame(&app, SDLK_RETURN);
    assert_true(view().typing);
    stop();
}

/* Learn reads assets/learn/terms.txt, the file the Lab's tooltips read: a lesson ends with the
 * words of the terms it uses, from that file, and a term pointed at shows them. A different
 * terms.txt gives different words. */
static void test_learn_reads_the_terms_the_lab_reads(void **state)
{
    (void)state;
    start_at(1280, 720, TEXT_SIZE_NORMAL);
    open_lesson(9);
    LearnSceneView v = view();
    assert_true(v.terms >= 10);
    char path[8800];
    snprintf(path, sizeof path, "%s/%s", app.data_dir, "learn/terms.txt");
    FILE *f = fopen(path, "r");
    assert_non_null(f);
    static char text[16384];
    size_t n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[n] = '\0';
    static TooltipTerms terms;
    char err[200];
    assert_true(tooltip_terms_parse(text, &terms, err, sizeof err));
    assert_int_equal(v.terms, terms.count);
    const TooltipTerm *st = tooltip_terms_find(&terms, "state");
    assert_non_null(st);
    assert_non_null(memmem(v.text, (size_t)v.text_length, st->text, strlen(st->text)));
    /* Pointed at, the state line's "State" shows the term. */
    assert_true(input_frames(&app, 1));
    v = view();
    input_motion(&app, v.state_label.x + v.state_label.w / 2, v.state_label.y + v.state_label.h / 2,
                 false);
    assert_true(input_frames(&app, 1));
    assert_string_equal(view().hover_term, "state");
    stop();

    /* Another terms file: other words. */
    char dir[2048];
    snprintf(dir, sizeof dir, "%.2000s/learn-terms-data", scratch);
    char sub[4300];
    snprintf(sub, sizeof sub, "%s/learn", dir);
    mkdir(dir, 0755);
    mkdir(sub, 0755);
    const char *files[][2] = {
        {"course.txt", "lesson-01.txt\n"},
        {"lesson-01.txt", "%! show 51\n%! state\n%! q Which?\n%! ask choose a | b | c | d\n"
                          "%! words state\n# States\n\nThe *state* of things.\n"},
        {"terms.txt", "state: Words only this test's terms file has.\n"},
    };
    for (int i = 0; i < 3; i++) {
        snprintf(path, sizeof path, "%s/%s", sub, files[i][0]);
        f = fopen(path, "w");
        assert_non_null(f);
        fputs(files[i][1], f);
        fclose(f);
    }
    start_at(1280, 720, TEXT_SIZE_NORMAL);
    snprintf(app.data_dir, sizeof app.data_dir, "%s", dir);
    open_lesson(1);
    v = view();
    assert_int_equal(v.terms, 1);
    assert_string_equal(v.problem, "");
    assert_non_null(memmem(v.text, (size_t)v.text_length, "only this test's terms file", 27));
    stop();
}

int main(int argc, char **argv)
{
    int rc = test_env_start(argc, argv, "learn-xdg");
    if (rc)
        return rc;
    scratch = argv[1];
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_lesson_directives_read),
        cmocka_unit_test(test_answers_checked_by_the_rules_module),
        cmocka_unit_test(test_progress_text),
        cmocka_unit_test(test_learn_option),
        cmocka_unit_test(test_title_opens_the_course_list),
        cmocka_unit_test(test_a_lesson_that_does_not_exist_opens_the_list_and_says_so),
        cmocka_unit_test(test_choose_wrong_then_right_marks_the_lesson_done),
        cmocka_unit_test(test_pick_the_pattern_juggled),
        cmocka_unit_test(test_fix_the_blank),
        cmocka_unit_test(test_type_a_pattern_right_and_wrong),
        cmocka_unit_test(test_letters_are_commands_until_typing),
        cmocka_unit_test(test_slow_pause_step_follow),
        cmocka_unit_test(test_damaged_progress_is_set_aside_and_said),
        cmocka_unit_test(test_lesson_4_choices_differ_in_what_is_seen),
        cmocka_unit_test(test_lesson_5_shows_each_pattern_it_names),
        cmocka_unit_test(test_lesson_5_ladder_numbers_the_beats_its_text_counts),
        cmocka_unit_test(test_lesson_2_shows_each_choice_juggled),
        cmocka_unit_test(test_lesson_9_shows_the_state),
        cmocka_unit_test(test_lesson_10_way_in_shown_and_checked),
        cmocka_unit_test(test_typed_letters_go_into_the_focused_field),
        cmocka_unit_test(test_lesson_10_way_in_comes_soon_and_stays_long_enough_to_see),
        cmocka_unit_test(test_esc_twice_out_of_the_answer_stays_in_the_lesson),
        cmocka_unit_test(test_lesson_12_asks_for_a_multiplex_of_your_own),
        cmocka_unit_test(test_learn_reads_the_terms_the_lab_reads),
        cmocka_unit_test(test_every_lesson_whole_at_1280x720),
        cmocka_unit_test(test_every_lesson_whole_at_1920x1080),
        cmocka_unit_test(test_every_lesson_whole_with_large_text),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
