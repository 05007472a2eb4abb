/* The guided first games (--tutorial), in process and headless: the coach's steps walked by
 * synthetic clicks on the boxes the probe reports (its target, its Next), typing what a step
 * asks, until the free part; a move the coach is not waiting for gets its gentle word and
 * changes nothing. Usage: test-app-tutorial SCRATCH_DIR */
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

#include "anim.h"
#include "app.h"
#include "coach.h"
#include "games.h"
#include "jt_tutorial.h"
#include "jugglers_scene.h"
#include "probe.h"
#include "reader_flow.h"
#include "setup_scene.h"
#include "sst_scene.h"
#include "sst_tutorial.h"
#include "table_driver.h"
#include "test_env.h"

static App app;

static Scene *top(void)
{
    assert_true(app.scene_count > 0);
    return app.scenes[app.scene_count - 1];
}

/* The coach of the guided table on top. */
static Coach *coach(void)
{
    SstTutorial *st = sst_scene_tutorial(top());
    if (st)
        return &st->coach;
    JtTutorial *jt = jugglers_scene_tutorial(top());
    assert_non_null(jt);
    return &jt->coach;
}

static void open_tutorial_sized(const char *game, int w, int h, TextSize text)
{
    drive_start(&app, w, h, false);
    app.settings.text_size = text;
    const GameDef *g = games_named(game);
    assert_non_null(g);
    assert_non_null(g->tutorial);
    Scene *s = g->tutorial(&app);
    assert_non_null(s);
    app_push_scene(&app, s);
    drive_frame();
}

static void open_tutorial(const char *game, int w, int h)
{
    open_tutorial_sized(game, w, h, TEXT_SIZE_NORMAL);
}

/* The coach's panel is whole: inside the window, nothing on screen drawn cut. */
static void coach_panel_whole(const Coach *c)
{
    SDL_FRect p = c->panel;
    if (p.x < 0 || p.y < 0 || p.x + p.w > (float)app.width || p.y + p.h > (float)app.height)
        fail_msg("step %d (%s): the coach's panel %.0f,%.0f %.0fx%.0f is not inside %dx%d",
                 c->step, coach_current(c)->name, p.x, p.y, p.w, p.h, app.width, app.height);
    /* Nothing cut, the coach's words nor the table's (the style chips' "Right hand (F6)" was,
     * at 1920x1080). */
    for (int i = 0; i < text_cut_count(app.text); i++)
        fail_msg("step %d (%s) at %dx%d: cut \"%s\"", c->step, coach_current(c)->name,
                 app.width, app.height, text_cut(app.text, i));
}

/* While the step rings a button, the table's gold default is that button or none: a gold
 * elsewhere says the opposite (by hand "Joker (↑)" was gold under the ring on "← Left
 * policy"). Returns whether the rung button is the gold one. */
static bool gold_is_the_ring(void)
{
    const Coach *c = coach();
    const char *label = NULL;
    if (!coach_spec_is(coach_current(c)->point, "button", &label))
        return false;
    bool rung_gold = false;
    if (sst_scene_tutorial(top())) {
        SstProbe p = drive_probe();
        for (int i = 0; i < p.buttons_n; i++) {
            bool rung = strncmp(p.button_label[i], label, strlen(label)) == 0;
            if (p.button_primary[i] && !rung)
                fail_msg("step %d (%s): \"%s\" is gold, the coach rings \"%s\"", c->step,
                         coach_current(c)->name, p.button_label[i], label);
            rung_gold |= rung && p.button_primary[i];
            if (getenv("TUTORIAL_TRACE"))
                fprintf(stderr, "  %s on %d gold %d\n", p.button_label[i], p.button_on[i],
                        p.button_primary[i]);
        }
        return rung_gold;
    }
    JtProbe *p = malloc(sizeof *p);
    assert_non_null(p);
    assert_true(jugglers_scene_probe(top(), p));
    for (int i = 0; i < p->buttons.n; i++) {
        bool rung = strncmp(p->buttons.b[i].label, label, strlen(label)) == 0;
        if (p->buttons.b[i].primary && !rung)
            fail_msg("step %d (%s): \"%s\" is gold, the coach rings \"%s\"", c->step,
                     coach_current(c)->name, p->buttons.b[i].label, label);
        rung_gold |= rung && p->buttons.b[i].primary;
    }
    free(p);
    return rung_gold;
}


/* A rectangle of the probe's JSON: the object after key within [from, end); false when it is
 * null or absent. */
static bool probe_rect_at(const char *from, const char *end, const char *key, SDL_FRect *out)
{
    char want[48];
    snprintf(want, sizeof want, "\"%s\": ", key);
    const char *at = strstr(from, want);
    if (!at || (end && at >= end))
        return false;
    at += strlen(want);
    return sscanf(at, "{\"x\": %f, \"y\": %f, \"w\": %f, \"h\": %f}", &out->x, &out->y,
                  &out->w, &out->h) == 4;
}

static bool boxes_meet(SDL_FRect a, SDL_FRect b)
{
    return a.w > 0 && b.w > 0 && a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h &&
           b.y < a.y + a.h;
}

/* Through the probe: the coach's panel covers no seat (the table's own seat boxes), nor what
 * it never covers (the revealed row, the columns, a round's scores), nor what it points at. */
static void coach_clear_of_the_table(void)
{
    drive_frame();
    char *text = probe_text(&app);
    assert_non_null(text);
    const char *coach_at = strstr(text, "\"coach\": {");
    assert_non_null(coach_at);
    SDL_FRect panel, box;
    const Coach *c = coach();
    if (!probe_rect_at(coach_at, NULL, "panel", &panel)) {
        free(text);
        return; /* put away */
    }
    const char *seats = strstr(text, "\"seat\": [");
    assert_non_null(seats);
    const char *seats_end = strstr(seats, "}]");
    int n = 0;
    for (const char *at = seats; probe_rect_at(at, seats_end, "box", &box); n++) {
        if (boxes_meet(panel, box))
            fail_msg("%dx%d step %d (%s): the coach %.0f,%.0f %.0fx%.0f covers seat %d "
                     "%.0f,%.0f %.0fx%.0f", app.width, app.height, c->step,
                     coach_current(c)->name, panel.x, panel.y, panel.w, panel.h, n, box.x,
                     box.y, box.w, box.h);
        at = strstr(at, "\"box\": ") + 1;
    }
    assert_true(n >= 3);
    if (probe_rect_at(coach_at, NULL, "target", &box) && boxes_meet(panel, box))
        fail_msg("%dx%d step %d (%s): the coach covers what it points at", app.width,
                 app.height, c->step, coach_current(c)->name);
    const char *clear = strstr(coach_at, "\"clear\": [");
    assert_non_null(clear);
    const char *clear_end = strstr(clear, "]");
    for (const char *at = clear; probe_rect_at(at, clear_end, "box", &box);) {
        const char *what = strstr(at, "\"what\": \"");
        if (boxes_meet(panel, box))
            fail_msg("%dx%d step %d (%s): the coach covers %.12s", app.width, app.height,
                     c->step, coach_current(c)->name, what ? what + 9 : "?");
        at = strstr(at, "\"box\": ") + 1;
    }
    free(text);
}

/* The first {pattern} of the words (what the coach tells the player to type). */
static bool pattern_in(const char *words, char *out, size_t size)
{
    const char *a = strchr(words, '{');
    const char *b = a ? strchr(a, '}') : NULL;
    if (!a || !b || (size_t)(b - a) > size)
        return false;
    memcpy(out, a + 1, (size_t)(b - a - 1));
    out[b - a - 1] = '\0';
    char *slash = strchr(out, '/');
    if (slash)
        *slash = '\0';
    return true;
}

/* While the coach watches (the table is the player's), a Jugglers player on turn plays: the
 * first card, then the first column offered. */
static void jugglers_play_on(void)
{
    if (!jugglers_scene_tutorial(top()))
        return;
    JtProbe *p = malloc(sizeof *p);
    assert_non_null(p);
    assert_true(jugglers_scene_probe(top(), p));
    if (p->mode == TABLE_PRIVATE && p->hand_n > 0) {
        if (p->pick == JT_PICK_NONE) {
            drive_click_centre(p->hand_rect[0]);
        } else {
            for (int i = 0; i < p->buttons.n; i++)
                if (p->buttons.b[i].on) {
                    drive_click_centre(p->button_rect[i]);
                    break;
                }
        }
    } else if (p->scoring) {
        /* a round's scores up during the walk: the coach's step points at them */
    }
    free(p);
}

/* Follows the coach: its Next, its target, the pattern its words give; waits when it waits
 * for the computers. Every step is reached in order, and the walk ends at the free step. */
static void walk_to_step(double max_seconds, const char *stop);

static void walk_to_free_part(double max_seconds)
{
    walk_to_step(max_seconds, NULL);
}

/* The same, stopping when the step named stop comes up (NULL: the free step). */
static void walk_to_step(double max_seconds, const char *stop)
{
    double waited = 0;
    int last = -1;
    while (coach_guiding(coach())) {
        drive_frame();
        Coach *c = coach();
        const CoachStep *s = coach_current(c);
        if (c->step != last) {
            assert_true(c->step == last + 1 || last < 0); /* no step skipped */
            if (getenv("TUTORIAL_TRACE") && !sst_scene_tutorial(top())) {
                fprintf(stderr, "step %d %s (%.1f s)\n", c->step, s->name, waited);
            } else if (getenv("TUTORIAL_TRACE")) {
                SstProbe p = drive_probe();
                fprintf(stderr, "step %d %s (%.1f s) hand", c->step, s->name, waited);
                for (int i = 0; i < p.pub->revealed_n; i++)
                    fprintf(stderr, " r%d", p.pub->revealed[i].cards.n);
                for (int i = 0; i < p.hand_n; i++)
                    fprintf(stderr, " %d", deck_rank(p.hand_card[i]) % 10);
                fprintf(stderr, "\n");
            }
            last = c->step;
            drive_frame();
            coach_panel_whole(c);
            coach_clear_of_the_table();
            /* TUTORIAL_SHOTS=DIR: a screenshot of each step, to look at */
            if (getenv("TUTORIAL_SHOTS")) {
                char path[512];
                drive_frame();
                snprintf(path, sizeof path, "%s/%s-%02d-%s.png", getenv("TUTORIAL_SHOTS"),
                         sst_scene_tutorial(top()) ? "siteswap" : "jugglers", c->step, s->name);
                app_write_screenshot(&app, path);
            }
        }
        if (!coach_guiding(c) || (stop && strcmp(s->name, stop) == 0))
            return;
        if (strcmp(coach_waits(c), "next") == 0) {
            assert_true(c->next.w > 0);
            drive_click_centre(c->next);
            continue;
        }
        if (s->point[0] && c->target.w > 0) {
            coach_clear_of_the_table(); /* the table has moved since the step came up */
            gold_is_the_ring();
            char typed[64];
            if (strcmp(s->point, "guess") == 0 && pattern_in(s->words, typed, sizeof typed)) {
                drive_text(typed);
                drive_key(SDLK_RETURN);
                drive_frame();
            } else {
                drive_click_centre(c->target);
            }
            drive_seconds(0.5);
            waited += 0.5;
        } else {
            /* the steps whose words ask the player to play on their own */
            if (!s->point[0] && (strcmp(s->name, "gathering") == 0 ||
                                 strcmp(s->name, "round") == 0))
                jugglers_play_on();
            drive_seconds(0.5);
            waited += 0.5;
        }
        if (waited > max_seconds)
            fail_msg("the coach is stuck at step %d (%s) waiting %s", c->step, s->name,
                     coach_waits(c));
    }
    assert_true(coach_current(coach())->free);
    assert_int_equal(coach()->step, last + 1); /* the last guided step led to it */
    assert_true(coach_shown(coach()));
    assert_int_equal(coach()->step, coach()->script.n - 1);
}

/* The probe says a guided game is on and what the coach says. */
static void probe_says_the_coach(void)
{
    drive_frame();
    char *text = probe_text(&app);
    assert_non_null(text);
    assert_non_null(strstr(text, "\"tutorial\": true"));
    assert_non_null(strstr(text, "\"coach\": {"));
    char plain[COACH_WORDS];
    coach_plain(coach_current(coach())->words, plain, sizeof plain);
    char head[40];
    SDL_strlcpy(head, plain, sizeof head);
    assert_non_null(strstr(text, head));
    free(text);
}

static void test_the_siteswap_tutorial_walks_every_kind_of_move_to_the_free_part(void **state)
{
    (void)state;
    open_tutorial("siteswap", 1280, 720);
    probe_says_the_coach();
    walk_to_free_part(600);
    probe_says_the_coach();
    /* After the guided part the game goes on: the free step's Close puts the coach away. */
    drive_click_centre(coach()->next);
    assert_false(coach_shown(coach()));
    drive_stop();
}

static void test_the_jugglers_tutorial_walks_every_kind_of_move_to_the_free_part(void **state)
{
    (void)state;
    open_tutorial("jugglers", 1280, 720);
    probe_says_the_coach();
    walk_to_free_part(1500);
    probe_says_the_coach();
    drive_click_centre(coach()->next);
    assert_false(coach_shown(coach()));
    drive_stop();
}

/* With Large text at 1280x720 the coach's every step is whole (the walk checks each). */
static void test_the_coach_is_whole_at_every_step_with_large_text(void **state)
{
    (void)state;
    open_tutorial_sized("siteswap", 1280, 720, TEXT_SIZE_LARGE);
    walk_to_free_part(600);
    drive_stop();
    open_tutorial_sized("jugglers", 1280, 720, TEXT_SIZE_LARGE);
    walk_to_free_part(1500);
    drive_stop();
}

/* The coach's words are the Rules markup: a pattern is a chip inside the panel, bold is bold;
 * the probe keeps the plain words. */
static void test_the_coachs_words_show_a_live_pattern_as_a_chip(void **state)
{
    (void)state;
    open_tutorial("siteswap", 1280, 720);
    drive_click_centre(coach()->next); /* past the welcome: "{741} is one" */
    drive_frame();
    Coach *c = coach();
    assert_true(c->doc_ok);
    assert_non_null(c->flow);
    int chips = 0, bold = 0;
    for (int i = 0; i < c->flow->run_count; i++) {
        const RulesRun *r = &c->flow->runs[i];
        if (r->kind == RULES_RUN_BOLD && r->block > 0)
            bold++;
        if (r->kind != RULES_RUN_LINK)
            continue;
        chips++;
        assert_int_equal(r->length, 3);
        assert_memory_equal(c->doc->text + r->start, "741", 3);
        assert_true(r->x >= 0 && r->x + r->w <= c->panel.w);
    }
    assert_int_equal(chips, 1);
    assert_int_equal(bold, 1); /* *Build* */
    char *text = probe_text(&app);
    assert_non_null(strstr(text, "Build a siteswap from your cards. 741 is one"));
    free(text);
    drive_stop();
}

/* A script whose words are not good markup is refused, the step named. */
static void test_a_step_with_broken_markup_is_refused_by_name(void **state)
{
    (void)state;
    Coach *c = malloc(sizeof *c);
    assert_non_null(c);
    char err[300] = "";
    const char *bad = "%step first\nFine {531}.\n%step second\nA *bold without end.\n"
                      "%step last\n%free\nOver to you.\n";
    assert_false(coach_load_text(c, bad, strlen(bad), err, sizeof err));
    assert_non_null(strstr(err, "second"));
    const char *good = "%step first\nFine {531}.\n%step last\n%free\nOver to you.\n";
    assert_true(coach_load_text(c, good, strlen(good), err, sizeof err));
    coach_free(c);
    free(c);
}

/* The setup screen's Tutorial opens the chosen game's guided game in its place. */
static void test_the_setup_screens_tutorial_opens_the_chosen_games_guided_game(void **state)
{
    (void)state;
    drive_start(&app, 1280, 720, false);
    app_push_scene(&app, setup_scene_create(&app));
    drive_frame();
    int below = app.scene_count - 1;
    drive_click_centre(setup_scene_tutorial_rect(&app));
    drive_frame();
    assert_int_equal(app.scene_count - 1, below); /* the setup was replaced */
    assert_non_null(sst_scene_tutorial(top()));
    assert_int_equal(coach()->step, 0);
    drive_stop();

    drive_start(&app, 1280, 720, false);
    app_push_scene(&app, setup_scene_create(&app));
    drive_frame();
    drive_click_centre(setup_scene_game_rect(&app)); /* the next game: Jugglers */
    drive_frame();
    drive_click_centre(setup_scene_tutorial_rect(&app));
    drive_frame();
    assert_non_null(jugglers_scene_tutorial(top()));
    drive_stop();
}

/* A wrong move during a step (Skip turn while the coach points at a card) is not made: the
 * coach says its gentle word and keeps pointing. */
static void test_a_move_the_coach_is_not_waiting_for_gets_its_word_and_is_not_made(void **state)
{
    (void)state;
    open_tutorial("siteswap", 1280, 720);
    drive_click_centre(coach()->next); /* past the welcome */
    for (int i = 0; i < 40 && coach()->target.w <= 0; i++) { /* the cards are dealt */
        drive_seconds(0.25);
        drive_frame();
    }
    int step = coach()->step;
    assert_true(coach()->target.w > 0);
    SstProbe p = drive_probe();
    int skip = drive_button_index(&p, "Skip turn");
    assert_true(skip >= 0);
    long turn = p.turn;
    drive_click_centre(p.button_rect[skip]);
    drive_seconds(1);
    drive_frame();
    assert_int_equal(coach()->step, step);
    assert_true(coach()->word[0] != '\0');
    p = drive_probe();
    assert_int_equal(p.turn, turn);
    assert_int_equal(p.pub->phase, SSG_PHASE_TURN);
    char *text = probe_text(&app);
    assert_non_null(strstr(text, coach()->word));
    free(text);
    /* The table waits for the player, so the app would sleep: it wakes for the word to go. */
    uint32_t still = app_still_ms(&app);
    assert_true(still > 0);
    assert_true(still <= (uint32_t)(COACH_WORD_SECONDS * 1000) + 1);
    /* Clicking empty felt is a wrong move too; the words go away after a while. */
    drive_seconds(COACH_WORD_SECONDS + 1);
    drive_frame();
    assert_true(coach()->word[0] == '\0');
    assert_true(app_still_ms(&app) > (uint32_t)(COACH_WORD_SECONDS * 1000)); /* nothing due */
    drive_stop();
}


/* At 1920x1080, Normal and Large text, every step of both walks keeps the coach off the seats,
 * the revealed row (the columns in Jugglers) and its target (1280x720 is walked above). */
static void test_the_coach_covers_no_seat_revealed_row_nor_target_at_every_step(void **state)
{
    (void)state;
    const TextSize sizes[] = {TEXT_SIZE_NORMAL, TEXT_SIZE_LARGE};
    for (int k = 0; k < 2; k++) {
        open_tutorial_sized("siteswap", 1920, 1080, sizes[k]);
        walk_to_free_part(600);
        drive_stop();
        open_tutorial_sized("jugglers", 1920, 1080, sizes[k]);
        walk_to_free_part(1500);
        drive_stop();
    }
}

/* A live pattern in the coach's words is a chip to press: a click juggles it in the panel
 * (the step and the table unchanged, no gentle word), a second click puts it away; Tab brings
 * the focus to it and Enter juggles it, Esc puts it away without leaving the table. */
static void test_a_coach_chip_clicked_or_entered_juggles_its_pattern(void **state)
{
    (void)state;
    open_tutorial("siteswap", 1280, 720);
    drive_click_centre(coach()->next); /* past the welcome: "{741} is one" */
    drive_frame();
    Coach *c = coach();
    int step = c->step;
    SDL_FRect chip = coach_chip_rect(c, 0);
    assert_true(chip.w > 0);
    assert_true(boxes_meet(chip, c->panel));
    drive_click_centre(chip);
    drive_seconds(0.5);
    drive_frame();
    assert_int_equal(c->step, step);
    assert_true(c->word[0] == '\0');
    char *text = probe_text(&app);
    assert_non_null(strstr(text, "\"juggling\": \"741\""));
    assert_non_null(strstr(strstr(text, "\"chips\": ["), "\"pattern\": \"741\""));
    free(text);
    assert_non_null(c->motion);
    char juggled[32];
    assert_true(siteswap_format(anim_pattern(c->motion), juggled, sizeof juggled));
    assert_string_equal(juggled, "741"); /* the motion is of the chip's pattern */
    assert_true(c->figure.w > 0 && c->figure.h > 0);
    assert_true(c->figure.y >= c->panel.y && c->figure.y + c->figure.h <= c->panel.y + c->panel.h);
    assert_int_equal(app_still_ms(&app), 0); /* it is juggled: frames are drawn */
    /* the panel stays clear of the table with the figure in it */
    coach_clear_of_the_table();
    drive_click_centre(coach_chip_rect(c, 0));
    drive_frame();
    assert_int_equal(c->show_link, -1);
    text = probe_text(&app);
    assert_non_null(strstr(text, "\"juggling\": \"\""));
    free(text);

    assert_int_equal(c->focus_link, 0); /* the chip clicked has the focus */
    drive_key(SDLK_TAB);
    drive_frame();
    assert_int_equal(c->focus_link, -1); /* past the last chip: none */
    drive_key(SDLK_TAB);
    drive_frame();
    assert_int_equal(c->focus_link, 0);
    drive_key(SDLK_RETURN);
    drive_frame();
    assert_int_equal(c->step, step);
    assert_int_equal(c->show_link, 0);
    drive_key(SDLK_ESCAPE);
    drive_frame();
    assert_int_equal(c->show_link, -1);
    assert_non_null(sst_scene_tutorial(top())); /* still at the table */
    drive_stop();
}

/* A step that ends in a tick (its condition met after the click was drawn) is shown at once:
 * the still table asks for a frame until the new step is drawn (by hand the old words and no
 * ring stayed up until the mouse moved). */
static void test_a_step_ended_in_a_tick_is_drawn_without_waiting_for_input(void **state)
{
    (void)state;
    open_tutorial("siteswap", 1280, 720);
    drive_click_centre(coach()->next); /* past the welcome */
    for (int i = 0; i < 40 && coach()->target.w <= 0; i++) { /* the cards are dealt */
        drive_seconds(0.25);
        drive_frame();
    }
    for (int i = 0; i < 40 && app_still_ms(&app) == 0; i++) /* the deal's sounds die away */
        drive_seconds(0.25);
    drive_frame();
    assert_true(app_still_ms(&app) > 1000); /* the table waits for the player */
    Coach *c = coach();
    int step = c->step;
    coach_advance(c); /* as sst_tutorial_tick does when the step's condition holds */
    assert_int_equal(app_still_ms(&app), 0);
    drive_frame();
    assert_int_equal(c->drawn_step, step + 1);
    assert_true(app_still_ms(&app) > 1000);
    drive_stop();
}

/* While the player reads a step that ends with Next, or is asked to guess, the computers wait (by hand, Ben and Chloe
 * played their whole turns while "Next it is Ben's turn" was read, and the steps about Ben's
 * pattern then waited for a turn already gone). */
static void test_the_computers_wait_while_the_player_reads_or_is_asked_to_guess(void **state)
{
    (void)state;
    open_tutorial("siteswap", 1280, 720);
    walk_to_step(600, "drew");
    assert_string_equal(coach_current(coach())->name, "drew");
    SstProbe p = drive_probe();
    long turn = p.turn;
    SsgPhase phase = p.pub->phase;
    drive_seconds(30); /* a slow reader */
    drive_frame();
    p = drive_probe();
    assert_int_equal(p.turn, turn);
    assert_int_equal(p.pub->phase, phase);
    assert_string_equal(coach_current(coach())->name, "drew");
    /* Next: Ben plays, and the coach's next step (his pattern juggled) comes */
    drive_click_centre(coach()->next);
    walk_to_step(600, "buzz");
    assert_string_equal(coach_current(coach())->name, "buzz");
    /* Asked to buzz in, the player may take their time: Ben's juggler goes on, unrecognised
     * but not laid down (by hand the 20 cycles ran out while the steps were read). */
    drive_seconds(60);
    drive_frame();
    p = drive_probe();
    assert_int_equal(p.pub->phase, SSG_PHASE_PERFORM);
    assert_int_equal(p.pub->perf.performer, 1);
    assert_string_equal(coach_current(coach())->name, "buzz");
    walk_to_step(600, "take"); /* and the guess is still in time */
    assert_string_equal(coach_current(coach())->name, "take");
    drive_stop();
}

/* In Jugglers the step that rings "← Left policy" has that button gold (the table's own
 * default was "Joker (↑)"), and so the later steps that ring a button, in both games. */
static void test_the_button_the_coach_rings_is_the_gold_default(void **state)
{
    (void)state;
    open_tutorial("jugglers", 1280, 720);
    walk_to_step(1500, "play");
    assert_string_equal(coach_current(coach())->name, "play");
    drive_frame();
    assert_true(gold_is_the_ring());
    walk_to_step(1500, "play-right");
    drive_frame();
    assert_true(gold_is_the_ring());
    drive_stop();

    open_tutorial("siteswap", 1280, 720);
    walk_to_step(600, "take");
    /* the buttons come after the verdict */
    for (int i = 0; i < 240 && coach()->target.w <= 0; i++) {
        drive_seconds(0.25);
        drive_frame();
    }
    assert_true(coach()->target.w > 0);
    assert_true(gold_is_the_ring());
    drive_stop();
}

int main(int argc, char **argv)
{
    int code = test_env_start(argc, argv, "tutorial-xdg");
    if (code)
        return code;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_siteswap_tutorial_walks_every_kind_of_move_to_the_free_part),
        cmocka_unit_test(test_the_jugglers_tutorial_walks_every_kind_of_move_to_the_free_part),
        cmocka_unit_test(test_the_coach_is_whole_at_every_step_with_large_text),
        cmocka_unit_test(test_the_coachs_words_show_a_live_pattern_as_a_chip),
        cmocka_unit_test(test_a_step_with_broken_markup_is_refused_by_name),
        cmocka_unit_test(test_the_setup_screens_tutorial_opens_the_chosen_games_guided_game),
        cmocka_unit_test(test_a_move_the_coach_is_not_waiting_for_gets_its_word_and_is_not_made),
        cmocka_unit_test(test_a_coach_chip_clicked_or_entered_juggles_its_pattern),
        cmocka_unit_test(test_a_step_ended_in_a_tick_is_drawn_without_waiting_for_input),
        cmocka_unit_test(test_the_computers_wait_while_the_player_reads_or_is_asked_to_guess),
        cmocka_unit_test(test_the_coach_covers_no_seat_revealed_row_nor_target_at_every_step),
        cmocka_unit_test(test_the_button_the_coach_rings_is_the_gold_default),
    };
    /* TUTORIAL_ONLY=N runs only the N-th test (1-based), for looking at one while fixing it. */
    const char *only = getenv("TUTORIAL_ONLY");
    int n = (int)(sizeof tests / sizeof tests[0]);
    int failed = only && atoi(only) >= 1 && atoi(only) <= n
                     ? _cmocka_run_group_tests("tutorial", tests + atoi(only) - 1, 1, NULL, NULL)
                     : cmocka_run_group_tests(tests, NULL, NULL);
    drive_sdl_quit();
    return failed;
}
