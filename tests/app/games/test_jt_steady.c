/* The Jugglers table as played at a real table (issue 31): a gathering's end held on screen until
 * the table goes on, a steady layout with the only person's hand always shown, the dummies where
 * the rules seat them (J21, J22, J34), the seats in the probe, and the round's scores whole.
 * Headless, driven by synthetic SDL events; every frame checked for privacy.
 * Usage: test-app-jt-steady SCRATCH_DIR */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <SDL.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "jt_play.h"
#include "jugglers_scene.h"
#include "jugglers_choice.h"
#include "probe.h"
#include "table_driver.h"
#include "test_env.h"
#include "text.h"

static App app;

static JtProbe *probe(void)
{
    static JtProbe p;
    assert_true(app.scene_count > 0);
    assert_true(jugglers_scene_probe(app.scenes[app.scene_count - 1], &p));
    return &p;
}

static void key(SDL_Keycode k)
{
    drive_key(k);
    drive_frame();
}

/* A Jugglers table for seats ("pccc": a person and three computers), seat 0 the first chairman. */
static void start(int w, int h, const char *kinds, uint64_t seed, TextSize text, bool instant)
{
    drive_start(&app, w, h, false);
    app.settings.text_size = text;
    app.settings.instant_moves = instant;
    GameChoice c = game_choice_for(games_named("jugglers"), seed);
    c.no_save = true;
    JgSetup *js = jugglers_choice(&c);
    js->players = (int)strlen(kinds);
    js->first_chairman = 0;
    for (int i = 0; i < js->players; i++)
        js->player[i].kind = kinds[i] == 'p' ? JG_PERSON : JG_COMPUTER;
    Scene *s = jugglers_scene_create(&app, &c);
    assert_non_null(s);
    app_push_scene(&app, s);
    drive_frame();
}

/* The person (alone, no curtain) takes their turn with keys: no secret, or a column's number. */
static void person_acts(long turn)
{
    const JgGame *g = probe()->game;
    if (g->phase == JG_PHASE_SECRETS)
        key(SDLK_0);
    else
        key((SDL_Keycode)(SDLK_1 + turn % 3));
}

/* No text cut short in the frame drawn now (layers drawn afresh, as the probe's frame is). */
static void assert_nothing_cut(const char *where)
{
    app.redraw_layers = true;
    drive_frame();
    app.redraw_layers = false;
    const char *dir = getenv("JT_STEADY_SHOTS"); /* a folder: a picture of each moment checked */
    if (dir) {
        static int shots;
        char path[600];
        snprintf(path, sizeof path, "%s/%02d-%dx%d.png", dir, ++shots, app.width, app.height);
        app_write_screenshot(&app, path);
    }
    int n = text_cut_count(app.text);
    for (int i = 0; i < n; i++)
        print_message("# cut on %s: %s\n", where, text_cut(app.text, i));
    assert_int_equal(n, 0);
}

/* Plays on (the person by keys) until the predicate holds or max frames pass. */
static bool play_until(bool (*done)(const JtProbe *), int max)
{
    long turn = 0;
    for (int i = 0; i < max; i++) {
        JtProbe *p = probe();
        if (done(p))
            return true;
        if (p->mode == TABLE_PRIVATE)
            person_acts(turn++);
        else if (p->held && p->held_may_go_on)
            key(SDLK_RETURN);
        else if (p->scoring)
            key(SDLK_RETURN);
        else
            drive_seconds(0.25); /* a quarter second a step: the computers think meanwhile */
    }
    return false;
}

static bool held_up(const JtProbe *p)
{
    return p->held;
}

static bool scoring_up(const JtProbe *p)
{
    if (getenv("JT_STEADY_DEBUG"))
        fprintf(stderr, "g %d.%d phase %d mode %d held %d scoring %d busy %d\n", p->game->round,
                p->game->gathering, (int)p->game->phase, (int)p->mode, p->held, p->scoring, p->busy);
    return p->scoring;
}

static bool round_two(const JtProbe *p)
{
    if (getenv("JT_STEADY_DEBUG"))
        fprintf(stderr, "round %d phase %d mode %d held %d scoring %d\n", p->game->round,
                (int)p->game->phase, (int)p->mode, p->held, p->scoring);
    return p->game->round >= 2 || p->game->phase == JG_PHASE_OVER;
}

static void test_the_only_person_keeps_their_hand_shown_on_a_table_that_never_rescales(void **state)
{
    (void)state;
    start(1280, 720, "pccc", 5, TEXT_SIZE_NORMAL, false);
    SDL_FRect felt = probe()->table_felt, strip = probe()->strip;
    SDL_FRect box0 = probe()->seat_box[0];
    int frames = 0, public_frames = 0;
    long turn = 0;
    for (int i = 0; i < 6000 && probe()->game->gathering < 3 && probe()->game->round == 1; i++) {
        JtProbe *p = probe();
        assert_int_not_equal(p->mode, TABLE_CURTAIN); /* alone: no curtain */
        /* The same felt, strip and seats whether the person decides or the computers play. */
        assert_memory_equal(&p->table_felt, &felt, sizeof felt);
        assert_memory_equal(&p->strip, &strip, sizeof strip);
        assert_memory_equal(&p->seat_box[0], &box0, sizeof box0);
        /* The hand and the sigil stay shown (nobody else is there to see them). */
        assert_true(p->own_shown);
        assert_true(p->hand_n > 0);
        frames++;
        public_frames += p->mode == TABLE_PUBLIC;
        if (p->mode == TABLE_PRIVATE)
            person_acts(turn++);
        else if (p->held && p->held_may_go_on)
            key(SDLK_RETURN);
        else
            drive_frame();
    }
    assert_true(probe()->game->gathering >= 3);
    assert_true(public_frames > 100); /* the computers' turns were watched, hand in view */
    assert_true(frames > public_frames);
    drive_stop();
}

/* Two people passing the screen: their hands come and go behind the curtain, and the felt, the
 * strip and the seats stay where they are throughout (the table never jumps between a person's
 * turn and the computers'). */
static void test_people_passing_the_screen_see_a_table_that_never_rescales(void **state)
{
    (void)state;
    start(1280, 720, "ppc", 5, TEXT_SIZE_NORMAL, false);
    bool seen = false;
    SDL_FRect felt = {0}, strip = {0}, box0 = {0};
    int private_frames = 0, public_frames = 0;
    long turn = 0;
    for (int i = 0; i < 8000 && probe()->game->gathering < 2 && probe()->game->round == 1; i++) {
        JtProbe *p = probe();
        if (p->mode != TABLE_CURTAIN) {
            if (!seen) {
                felt = p->table_felt, strip = p->strip, box0 = p->seat_box[0];
                seen = true;
            }
            assert_memory_equal(&p->table_felt, &felt, sizeof felt);
            assert_memory_equal(&p->strip, &strip, sizeof strip);
            assert_memory_equal(&p->seat_box[0], &box0, sizeof box0);
        }
        private_frames += p->mode == TABLE_PRIVATE;
        public_frames += p->mode == TABLE_PUBLIC;
        if (p->mode == TABLE_CURTAIN)
            key(SDLK_RETURN);
        else if (p->mode == TABLE_PRIVATE)
            person_acts(turn++);
        else if (p->held && p->held_may_go_on)
            key(SDLK_RETURN);
        else
            drive_frame();
    }
    assert_true(probe()->game->gathering >= 2);
    assert_true(private_frames > 0);
    assert_true(public_frames > 100);
    drive_stop();
}

static void test_a_gathering_end_is_held_with_each_verdict_and_why_until_the_table_goes_on(void **state)
{
    (void)state;
    static const struct {
        int w, h;
        TextSize text;
    } sizes[] = {{1280, 720, TEXT_SIZE_NORMAL}, {1920, 1080, TEXT_SIZE_NORMAL},
                 {1280, 720, TEXT_SIZE_LARGE}, {1920, 1080, TEXT_SIZE_LARGE}};
    for (size_t k = 0; k < sizeof sizes / sizeof *sizes; k++) {
        start(sizes[k].w, sizes[k].h, "pccc", 7, sizes[k].text, false);
        app.settings.animation_speed = 4;
        assert_true(play_until(held_up, 20000));
        app.settings.animation_speed = 1; /* held 14 s by itself: long enough to look at */
        JtProbe *p = probe();
        long actions = p->game->actions_n;
        int village = p->game->village.n;
        /* Each policy's verdict names its hand and the joker's, and why (J6). */
        for (int side = 0; side < 2; side++) {
            const char *v = p->held_verdict[side];
            assert_non_null(strstr(v, side == 0 ? "the left hand" : "the right hand"));
            assert_non_null(strstr(v, "the joker's"));
            assert_true(strstr(v, "passes") || strstr(v, "fails"));
            assert_true(strstr(v, "beats") || strstr(v, "ties") || strstr(v, "loses to"));
        }
        assert_nothing_cut("a held gathering");
        /* Enter before 4 s does nothing; nothing else moves meanwhile. */
        assert_false(probe()->held_may_go_on);
        key(SDLK_RETURN);
        assert_true(probe()->held);
        int redraws = probe()->layer_redraws;
        drive_seconds(2.0);
        assert_true(probe()->held);
        assert_int_equal(probe()->game->actions_n, actions);
        assert_int_equal(probe()->layer_redraws, redraws); /* the table at rest is not redrawn */
        assert_true(app_still_ms(&app) > 0);               /* and the app sleeps */
        drive_seconds(2.25);
        assert_true(probe()->held_may_go_on);
        key(SDLK_RETURN);
        assert_false(probe()->held);
        /* Then the cards move: the passed policies reach the Village Order. */
        (void)village;
        drive_stop();
    }
}

static void test_a_held_gathering_goes_on_by_itself_at_a_table_of_computers(void **state)
{
    (void)state;
    start(1280, 720, "cccc", 3, TEXT_SIZE_NORMAL, false);
    for (int i = 0; i < 4000 && !probe()->held; i++)
        drive_seconds(0.25);
    assert_true(probe()->held);
    int gathering = probe()->game->gathering;
    drive_seconds(3.5);
    assert_true(probe()->held); /* at least 4 s */
    for (int i = 0; i < 600 && probe()->held; i++)
        drive_frame();
    assert_false(probe()->held);
    for (int i = 0; i < 4000 && probe()->game->gathering == gathering; i++)
        drive_seconds(0.25);
    assert_true(probe()->game->gathering > gathering);
    drive_stop();
}

static void test_a_rounds_scores_are_whole_at_both_sizes_and_large_text(void **state)
{
    (void)state;
    static const struct {
        int w, h;
        TextSize text;
    } sizes[] = {{1280, 720, TEXT_SIZE_NORMAL}, {1920, 1080, TEXT_SIZE_NORMAL},
                 {1280, 720, TEXT_SIZE_LARGE}, {1920, 1080, TEXT_SIZE_LARGE}};
    for (size_t k = 0; k < sizeof sizes / sizeof *sizes; k++) {
        start(sizes[k].w, sizes[k].h, "pccc", 9, sizes[k].text, true);
        app.settings.animation_speed = 4; /* the computers think faster */
        assert_true(play_until(scoring_up, 20000));
        drive_seconds(4); /* every sigil turned up */
        assert_true(probe()->scoring);
        assert_nothing_cut("a round's scores");
        key(SDLK_RETURN);
        assert_true(play_until(round_two, 2000));
        drive_stop();
    }
}

/* Each seat's place round the table, 0 at the bottom and on clockwise (the screen's left first,
 * as the turn passes to the left), from the seats' boxes as drawn. */
static void places(const JtProbe *p, int seats, int *place)
{
    SDL_FRect t = p->table_felt;
    float cx = t.x + t.w / 2, cy = t.y + t.h / 2;
    double angle[JG_MAX_SEATS];
    for (int s = 0; s < seats; s++) {
        SDL_FRect b = p->seat_box[s];
        double a = atan2((b.y + b.h / 2) - cy, (b.x + b.w / 2) - cx) * 180 / 3.14159265358979;
        while (a < 89)   /* the bottom (straight down) first */
            a += 360;
        angle[s] = a;
    }
    for (int s = 0; s < seats; s++) {
        place[s] = 0;
        for (int o = 0; o < seats; o++)
            place[s] += angle[o] < angle[s];
    }
}

/* J21, J34: with three people the dummy is drawn on the chairman's left (the next place
 * clockwise), every gathering, as the chair passes. */
static void test_j34_three_people_the_dummy_is_drawn_on_the_chairmans_left(void **state)
{
    (void)state;
    start(1280, 720, "ccc", 4, TEXT_SIZE_NORMAL, true);
    int chairs_seen = 0, last_chair = -1;
    for (int i = 0; i < 20000 && probe()->game->round < 2 && !probe()->scoring; i++) {
        JtProbe *p = probe();
        const JgGame *g = p->game;
        if (!p->busy && !p->held && g->phase != JG_PHASE_OVER) {
            int place[JG_MAX_SEATS];
            places(p, g->seats, place);
            assert_int_equal(place[3], (place[g->chairman] + 1) % 4);
            if (g->chairman != last_chair) {
                chairs_seen++;
                last_chair = g->chairman;
            }
        }
        if (p->held && p->held_may_go_on)
            key(SDLK_RETURN);
        else
            drive_seconds(0.25);
    }
    assert_true(chairs_seen >= 3); /* the dummy moved with the chair */
    drive_stop();
}

/* J22, J34: with two people each dummy is drawn on its owner's left. */
static void test_j34_two_people_each_dummy_is_drawn_on_its_owners_left(void **state)
{
    (void)state;
    start(1920, 1080, "cc", 6, TEXT_SIZE_NORMAL, true);
    for (int i = 0; i < 400; i++) {
        JtProbe *p = probe();
        const JgGame *g = p->game;
        int place[JG_MAX_SEATS];
        places(p, g->seats, place);
        for (int d = 1; d < 4; d += 2) {
            assert_int_equal(g->seat[d].kind, JG_DUMMY);
            assert_int_equal(place[d], (place[g->seat[d].controller] + 1) % 4);
        }
        drive_frame();
    }
    drive_stop();
}

/* The probe lists the Jugglers seats as the siteswap table's: name, kind, box, chairman. */
static void test_the_probe_lists_each_seat_with_its_name_kind_box_and_chair(void **state)
{
    (void)state;
    start(1280, 720, "pcc", 2, TEXT_SIZE_NORMAL, true);
    drive_seconds(1);
    char *text = probe_text(&app);
    assert_non_null(text);
    const char *seats = strstr(text, "\"seat\": [");
    assert_non_null(seats);
    const JgGame *g = probe()->game;
    for (int s = 0; s < g->seats; s++) {
        char want[80];
        snprintf(want, sizeof want, "\"name\": \"%s\"", g->seat[s].name);
        assert_non_null(strstr(seats, want));
    }
    assert_non_null(strstr(seats, "\"kind\": \"person\""));
    assert_non_null(strstr(seats, "\"kind\": \"computer\""));
    assert_non_null(strstr(seats, "\"kind\": \"dummy\""));
    assert_non_null(strstr(seats, "\"box\""));
    assert_non_null(strstr(seats, "\"chairman\": true"));
    assert_non_null(strstr(seats, "\"chairman\": false"));
    free(text);
    drive_stop();
}

int main(int argc, char **argv)
{
    int code = test_env_start(argc, argv, "jt-steady-xdg");
    if (code)
        return code;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_only_person_keeps_their_hand_shown_on_a_table_that_never_rescales),
        cmocka_unit_test(test_people_passing_the_screen_see_a_table_that_never_rescales),
        cmocka_unit_test(test_a_gathering_end_is_held_with_each_verdict_and_why_until_the_table_goes_on),
        cmocka_unit_test(test_a_held_gathering_goes_on_by_itself_at_a_table_of_computers),
        cmocka_unit_test(test_a_rounds_scores_are_whole_at_both_sizes_and_large_text),
        cmocka_unit_test(test_j34_three_people_the_dummy_is_drawn_on_the_chairmans_left),
        cmocka_unit_test(test_j34_two_people_each_dummy_is_drawn_on_its_owners_left),
        cmocka_unit_test(test_the_probe_lists_each_seat_with_its_name_kind_box_and_chair),
    };
    /* JT_STEADY_ONLY=N runs only the N-th test (1-based), for looking at one while fixing it. */
    const char *only = getenv("JT_STEADY_ONLY");
    int failed = only ? _cmocka_run_group_tests("jt-steady", tests + atoi(only) - 1, 1, NULL, NULL)
                      : cmocka_run_group_tests(tests, NULL, NULL);
    drive_sdl_quit();
    return failed;
}
