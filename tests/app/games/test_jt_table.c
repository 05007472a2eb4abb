/* Jugglers at the table, headless, driven only by synthetic SDL events: whole matches and
 * shorter games with people and computer players, for 2, 3, 4 and 5 players. The people play
 * through the screen like people would: they open the curtain, choose secret influences with a
 * button or a key, and play cards by clicking a card then a column, by dragging a card onto a
 * column, by the arrow keys and a column's number, or take the deck's unseen card; they go on
 * after a round's scores. Every frame is checked for privacy: under the curtain nothing shows,
 * in public only cards that have been face up on the table (policies, the columns' hands, the
 * Village Order, sigils revealed at a round's end), and behind the curtain only those and the
 * shown person's own hand and sigil.
 * Usage: test-app-jt-table SCRATCH_DIR */
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
#include "test_input.h"
#include "jugglers_scene.h"
#include "summary_scene.h"
#include "table_driver.h"
#include "title.h"
#include "jugglers_choice.h"

static App app;
static char scratch[1024];
static int inputs_by_way[4];   /* click then column, drag, keys, the deck's card */

/* Screenshots of each kind of moment, for people reviewing the screens: only when JT_TABLE_SHOTS
 * names a folder. */
static void shot(const char *name)
{
    static char done[16][32];
    static int done_n;
    const char *dir = getenv("JT_TABLE_SHOTS");
    if (!dir)
        return;
    for (int i = 0; i < done_n; i++)
        if (strcmp(done[i], name) == 0)
            return;
    if (done_n < 16)
        SDL_strlcpy(done[done_n++], name, sizeof done[0]);
    char path[1200];
    snprintf(path, sizeof path, "%s/%s.png", dir, name);
    app_write_screenshot(&app, path);
}

static JtProbe probe(void)
{
    JtProbe p;
    assert_true(app.scene_count > 0);
    assert_true(jugglers_scene_probe(app.scenes[app.scene_count - 1], &p));
    return p;
}

static void frame(void)
{
    assert_true(app_step(&app, LOOP_MAX_FRAME_NS));
    app_present(&app);
    drive_check_privacy();
}

static void click(float x, float y)
{
    input_click(&app, x, y);
    frame();
}

static void click_centre(SDL_FRect r)
{
    click(r.x + r.w / 2, r.y + r.h / 2);
}

static void key(SDL_Keycode k)
{
    drive_key(k);
    frame();
}

static bool click_button(const char *label)
{
    JtProbe p = probe();
    for (int i = 0; i < p.buttons.n; i++)
        if (strcmp(p.buttons.b[i].label, label) == 0 && p.buttons.b[i].on) {
            click_centre(p.button_rect[i]);
            return true;
        }
    return false;
}

/* ---- A person's turn, in one of the ways people play ---- */

static int choice_index(const JtProbe *p, int pick)
{
    for (int i = 0; i < p->hand_n; i++)
        if (p->pick_of[i] == pick)
            return i;
    return -1;
}

static void person_decides(long turn)
{
    JtProbe p = probe();
    const JgGame *g = p.game;
    long actions = g->actions_n;
    if (g->phase == JG_PHASE_SECRETS) {
        int max = jugglers_secrets_max(g->setup.players);
        int k = (int)(turn % (max + 1));
        if (turn % 2)
            key((SDL_Keycode)(SDLK_0 + k));
        else
            assert_true(click_button(k == 0 ? "No secret" : k == 1 ? "1 secret"
                                     : k == 2 ? "2 secrets" : "3 secrets"));
        assert_int_equal(probe().game->actions_n, actions + 1);
        return;
    }
    int draft = (int)(turn % JG_DRAFTS);
    bool own_hand = g->turn == p.shown_seat && g->hand[p.shown_seat].n > 0;
    bool deck = choice_index(&p, JT_PICK_DECK) >= 0;
    int way = own_hand ? (int)(turn % 4) : 3;
    if (way == 3 && !deck)
        way = 0;
    int target_card = -1;
    if (way == 0) { /* click a card, then the column */
        int i = (int)(turn % g->hand[p.shown_seat].n);
        target_card = p.hand_card[i];
        click_centre(p.hand_rect[i]);
        assert_int_equal(probe().pick, p.pick_of[i]);
        click_centre(p.column[draft]);
    } else if (way == 1) { /* drag a card onto the column */
        int i = g->hand[p.shown_seat].n - 1;
        target_card = p.hand_card[i];
        SDL_FRect r = p.hand_rect[i];
        drive_mouse(SDL_MOUSEBUTTONDOWN, r.x + r.w / 2, r.y + r.h / 2);
        frame();
        SDL_FRect c = p.column[draft];
        drive_motion(r.x + r.w / 2 + 20, r.y);
        frame();
        drive_motion(c.x + c.w / 2, c.y + c.h / 2);
        frame();
        drive_mouse(SDL_MOUSEBUTTONUP, c.x + c.w / 2, c.y + c.h / 2);
        frame();
    } else if (way == 2) { /* the arrows pick, the column's number plays */
        key(SDLK_RIGHT);
        JtProbe q = probe();
        if (q.pick == JT_PICK_DECK)
            key(SDLK_RIGHT);
        q = probe();
        target_card = q.pick >= 0 ? q.hand_card[choice_index(&q, q.pick)] : -1;
        key((SDL_Keycode)(SDLK_1 + draft));
    } else { /* the deck's card, unseen */
        int i = choice_index(&p, JT_PICK_DECK);
        assert_true(i >= 0);
        click_centre(p.hand_rect[i]);
        assert_int_equal(probe().pick, JT_PICK_DECK);
        assert_true(click_button(draft == 0 ? "\u2190 Left policy" : draft == 1 ? "Joker (\u2191)"
                                                                                : "Right policy \u2192"));
    }
    inputs_by_way[way]++;
    const JgGame *after = probe().game;
    assert_int_equal(after->actions_n, actions + 1);
    const JgAction *a = &after->actions[actions];
    assert_int_equal(a->draft, draft);
    if (way < 3 && target_card >= 0) {
        assert_int_equal(a->source, JG_FROM_HAND);
        assert_int_equal(a->card, target_card);
    }
    if (way == 3)
        assert_int_equal(a->source, JG_FROM_DECK);
}

/* Plays on through the screen until the game is over or has taken max_actions actions. */
static void play(long max_actions, double max_seconds)
{
    long turn = 0;
    int rounds_seen = 0;
    for (double t = 0; t < max_seconds; t += 0.25) {
        JtProbe p = probe();
        if (p.game->phase == JG_PHASE_OVER || p.game->actions_n >= max_actions)
            break;
        if (p.mode == TABLE_CURTAIN) {
            double arm = JT_TIMINGS.curtain_arm;
            key(SDLK_SPACE);             /* never opens it */
            assert_int_equal(probe().mode, TABLE_CURTAIN);
            for (double w = 0; w < arm; w += 0.25)
                frame();
            click_centre(probe().confirm);
            assert_int_equal(probe().mode, TABLE_PRIVATE);
        } else if (p.mode == TABLE_PRIVATE) {
            if (p.game->phase == JG_PHASE_PLAY && p.game->actions_n > 8)
                shot("private");
            person_decides(turn++);
        } else if (p.held) {
            shot("held");
            if (p.held_may_go_on)
                key(SDLK_RETURN);
            else
                frame();
        } else if (p.scoring) {
            shot("scoring");
            rounds_seen++;
            if (rounds_seen % 2)
                assert_true(click_button("Next round"));
            else
                key(SDLK_RETURN);
        } else {
            if (p.game->actions_n > 30 && !p.busy)
                shot("gathering");
            if (strstr(p.banner, "passes") || strstr(p.banner, "fails")) {
                for (int k = 0; k < 4; k++)
                    frame();
                shot("settling");
            }
            frame();
        }
    }
}

/* speed: the animation-speed setting (computers' pauses follow it too). */
static bool start_no_save; /* the next start opens a table like --table does */

static void start(int players, const char *kinds, uint64_t seed, int wins, double speed)
{
    memset(inputs_by_way, 0, sizeof inputs_by_way);
    drive_start(&app, 1280, 720, start_no_save); /* a --table game starts over a saved one */
    app.settings.animation_speed = speed;
    GameChoice c = game_choice_for(games_named("jugglers"), seed);
    jugglers_choice(&c)->players = players;
    jugglers_choice(&c)->wins = wins;
    c.no_save = start_no_save;
    for (int i = 0; i < players; i++) {
        jugglers_choice(&c)->player[i].kind = kinds[i] == 'p' ? JG_PERSON : JG_COMPUTER;
        jugglers_choice(&c)->player[i].level = (JgLevel)(i % 2);
    }
    Scene *s = jugglers_scene_create(&app, &c);
    assert_non_null(s);
    app_push_scene(&app, s);
    frame();
}

static void test_a_whole_match_of_four_two_people_and_two_computers(void **state)
{
    (void)state;
    start(4, "pcpc", 11, 2, 2);
    play(100000, 20000);
    JtProbe p = probe();
    assert_int_equal(p.game->phase, JG_PHASE_OVER);
    int winners = 0;
    for (int s = 0; s < p.game->seats; s++)
        winners += p.game->winner[s];
    assert_true(winners >= 1);
    for (int w = 0; w < 4; w++)
        assert_true(inputs_by_way[w] > 0);
    assert_true(drive_frames_checked() > 500);
    /* The end: the last round's scores stay up with the way out. */
    for (int i = 0; i < 600 && !probe().scoring; i++) {
        if (probe().held && probe().held_may_go_on) /* the last gathering's result first */
            key(SDLK_RETURN);
        else
            frame();
    }
    assert_true(probe().scoring);
    shot("over");
    /* The match's summary: the winner's moment, then every gathering and every round's end. */
    int gatherings = probe().record_n;
    assert_true(click_button("The match"));
    frame();
    SummaryProbe sp;
    assert_true(summary_scene_probe(app.scenes[app.scene_count - 1], &app, &sp));
    assert_true(sp.celebrating);
    assert_non_null(strstr(sp.headline, "the match!"));
    for (int i = 0; i < 300 && sp.celebrating; i++) {
        app_step(&app, LOOP_NS_PER_SECOND / 60);
        assert_true(summary_scene_probe(app.scenes[app.scene_count - 1], &app, &sp));
    }
    assert_false(sp.celebrating);
    app_step(&app, LOOP_NS_PER_SECOND / 60);
    shot("match");
    int rounds = 0, rows_gatherings = 0;
    for (int i = 0; i < sp.rows_n; i++) {
        if (strstr(sp.rows[i].pattern, "the round")) {
            rounds++;
            /* Each person's points (J24), and who won it (J25). */
            assert_non_null(strstr(sp.rows[i].result, p.game->seat[0].name));
            assert_non_null(strstr(sp.rows[i].pattern_detail, "Village Order"));
        } else {
            rows_gatherings++;
            assert_non_null(strstr(sp.rows[i].pattern, "left"));
            assert_non_null(strstr(sp.rows[i].result_detail, "joker"));
        }
    }
    assert_int_equal(rows_gatherings, gatherings); /* the table saw every gathering the summary lists */
    assert_int_equal(rounds, p.game->round);
    drive_stop();
}

static void test_two_people_play_their_dummies(void **state)
{
    (void)state;
    start(2, "pp", 5, 1, 4);
    play(70, 3000);
    const JgGame *g = probe().game;
    assert_true(g->actions_n >= 70);
    assert_true(inputs_by_way[3] > 0); /* the dummies' cards come from the deck */
    drive_stop();
}

static void test_three_players_with_the_dummy_head(void **state)
{
    (void)state;
    start(3, "pcp", 8, 1, 4);
    play(60, 3000);
    assert_true(probe().game->actions_n >= 60);
    assert_true(probe().dice > 0);
    drive_stop();
}

static void test_five_players_in_a_crowded_village(void **state)
{
    (void)state;
    start(5, "pcccp", 9, 1, 4);
    play(60, 4000);
    assert_true(probe().game->actions_n >= 60);
    drive_stop();
}

static void test_a_table_of_computers_plays_a_round_on_its_own(void **state)
{
    (void)state;
    start(4, "cccc", 3, 1, 4);
    for (int i = 0; i < 12000 && probe().game->phase != JG_PHASE_OVER; i++)
        frame();
    assert_int_equal(probe().game->phase, JG_PHASE_OVER);
    drive_stop();
}

static bool box_equal(SDL_FRect a, SDL_FRect b)
{
    return SDL_fabsf(a.x - b.x) < 0.5f && SDL_fabsf(a.y - b.y) < 0.5f &&
           SDL_fabsf(a.w - b.w) < 0.5f && SDL_fabsf(a.h - b.h) < 0.5f;
}

static int moving_seat(const JtProbe *p)
{
    for (int s = 0; s < p->game->seats; s++)
        if (p->seat_moving[s])
            return s;
    return -1;
}

/* With three players the dummy sits on the chairman's left (J21), so when the chair passes the
 * seats change places: they glide there, eased, over a readable time (not jump), the table is
 * drawn every frame meanwhile (never asleep), and each seat ends in a place another seat held. */
static void test_the_seats_glide_to_their_new_places_when_the_chair_passes(void **state)
{
    (void)state;
    start(3, "ccc", 8, 1, 1);
    Scene *scene = app.scenes[app.scene_count - 1];
    JtProbe p = probe();
    int chair = p.game->chairman;
    SDL_FRect before[JG_MAX_SEATS];
    for (int i = 0; i < 3000 && moving_seat(&p) < 0; i++) {
        memcpy(before, p.seat_box, sizeof before);
        assert_true(app_step(&app, LOOP_NS_PER_SECOND / 20));
        app_present(&app);
        p = probe();
        if (p.held)
            shot("held");
    }
    int s = moving_seat(&p);
    assert_true(s >= 0);
    assert_int_not_equal(p.game->chairman, chair);
    SDL_FRect from = before[s];
    SDL_FRect way[200], half[JG_MAX_SEATS];
    memcpy(half, p.seat_box, sizeof half);
    int n = 0;
    while (moving_seat(&p) >= 0 && n < 200) {
        assert_int_equal(scene->still_ms(scene, &app), 0); /* drawn every frame while moving */
        way[n++] = p.seat_box[s];
        if (n == 24) /* about halfway */
            memcpy(half, p.seat_box, sizeof half);
        if (n == 20)
            shot("seats_gliding");
        assert_true(app_step(&app, LOOP_NS_PER_SECOND / 60));
        app_present(&app);
        p = probe();
    }
    SDL_FRect to = p.seat_box[s];
    /* Halfway, two seats swapping places do not cover each other. */
    for (int a = 0; a < p.game->seats; a++)
        for (int b = a + 1; b < p.game->seats; b++) {
            SDL_FRect i;
            if (SDL_IntersectFRect(&half[a], &half[b], &i))
                assert_true(i.w * i.h < half[a].w * half[a].h * 0.25f);
        }
    double seconds = n / 60.0;
    assert_true(seconds >= 0.55 && seconds <= 1.1);
    assert_false(box_equal(from, to));
    /* Through places in between (along the way from the old place to the new, never a jump of
     * more than a fifth of the way in a frame). */
    float ux = to.x - from.x, uy = to.y - from.y;
    float dist = SDL_sqrtf(ux * ux + uy * uy);
    SDL_FRect prev = from;
    int between = 0;
    for (int i = 0; i < n; i++) {
        float along = ((way[i].x - from.x) * ux + (way[i].y - from.y) * uy) / dist;
        float sx = way[i].x - prev.x, sy = way[i].y - prev.y;
        assert_true(SDL_sqrtf(sx * sx + sy * sy) <= dist * 0.2f + 0.5f);
        between += along > 1 && along < dist - 1;
        prev = way[i];
    }
    assert_true(between >= 10);
    /* Its new place is one the seats had before (the places stay, who sits there changes),
     * and it stays there. */
    bool held_before = false;
    for (int t = 0; t < p.game->seats; t++)
        held_before |= t != s && box_equal(before[t], to);
    if (!held_before)
        for (int t = 0; t < p.game->seats; t++)
            fprintf(stderr, "# seat %d before %g,%g %gx%g now %g,%g %gx%g\n", t, before[t].x,
                    before[t].y, before[t].w, before[t].h, p.seat_box[t].x, p.seat_box[t].y,
                    p.seat_box[t].w, p.seat_box[t].h);
    assert_true(held_before);
    for (int i = 0; i < 30; i++)
        frame();
    assert_true(box_equal(probe().seat_box[s], to));
    drive_stop();
}

/* Cards fly at 60 frames a second over a layer holding the table at rest: the layer is drawn
 * again only when something lands or changes, not for each frame a card moves. */
static void test_the_table_at_rest_is_drawn_once_while_cards_fly_over_it(void **state)
{
    (void)state;
    start(4, "cccc", 5, 1, 1);
    int busy = 0;
    uint64_t drawn = app.frames_drawn;
    int before = probe().layer_redraws;
    for (int i = 0; i < 900; i++) {
        assert_true(app_step(&app, LOOP_NS_PER_SECOND / 60));
        app_present(&app);
        busy += probe().busy;
    }
    int redraws = probe().layer_redraws - before;
    uint64_t frames = app.frames_drawn - drawn;
    assert_true(busy > 300);      /* the cards were moving most of the time */
    assert_true(redraws >= 5);    /* and the table changed as they landed */
    assert_true((uint64_t)redraws * 4 < frames);
    drive_stop();
}

static void test_a_jugglers_game_continues_from_the_title_where_it_stopped(void **state)
{
    (void)state;
    start(4, "ppcc", 21, 2, 4);
    play(14, 2000);
    long actions = probe().game->actions_n;
    JgAction last = probe().game->actions[actions - 1];
    assert_true(actions >= 14);
    drive_stop(); /* the window closes mid-game */
    drive_start(&app, 1280, 720, true);
    assert_true(title_scene_continue(app.scenes[0], &app));
    frame();
    JtProbe p = probe();
    assert_int_equal(p.game->actions_n, actions);
    assert_int_equal(p.game->actions[actions - 1].card, last.card);
    assert_int_equal(p.game->actions[actions - 1].draft, last.draft);
    /* It goes on through the screen, people behind the curtain as before. */
    play(actions + 6, 2000);
    assert_true(probe().game->actions_n >= actions + 6);
    drive_stop();
}

/* A table opened for a test or a screenshot (--table without --save-game) plays without touching
 * the player's saved game: Continue still resumes the game played before it. */
static void test_a_jugglers_table_opened_with_table_leaves_the_saved_game_alone(void **state)
{
    (void)state;
    start(4, "ppcc", 21, 2, 4);
    play(10, 2000);
    long actions = probe().game->actions_n;
    drive_stop();
    start_no_save = true;
    start(3, "pcc", 5, 2, 4);
    play(16, 2000);
    assert_true(probe().game->actions_n >= 16);
    drive_stop();
    start_no_save = false;
    drive_start(&app, 1280, 720, true);
    assert_true(title_scene_continue(app.scenes[0], &app));
    frame();
    assert_int_equal(probe().game->seats, 4);
    assert_int_equal(probe().game->actions_n, actions);
    drive_stop();
}

/* The match's gatherings (their policies, hands and verdicts) survive a resume: the summary of
 * a continued match is whole. */
static void test_a_resumed_jugglers_game_keeps_its_match_history(void **state)
{
    (void)state;
    start(4, "ppcc", 21, 2, 4);
    play(40, 4000); /* two gatherings of 17 actions each, and on into the third */
    JtProbe p = probe();
    int n = p.record_n;
    assert_true(n >= 2);
    JtGathering before[JT_RECORD];
    memcpy(before, p.record, sizeof before[0] * (size_t)n);
    drive_stop();
    drive_start(&app, 1280, 720, true);
    assert_true(title_scene_continue(app.scenes[0], &app));
    frame();
    p = probe();
    assert_int_equal(p.record_n, n);
    for (int i = 0; i < n; i++) {
        assert_int_equal(p.record[i].gathering, before[i].gathering);
        assert_int_equal(p.record[i].policy[0], before[i].policy[0]);
        assert_int_equal(p.record[i].policy[1], before[i].policy[1]);
        assert_int_equal(p.record[i].passed[0], before[i].passed[0]);
        assert_int_equal(p.record[i].passed[1], before[i].passed[1]);
        for (int d = 0; d < JG_DRAFTS; d++) {
            assert_int_equal(p.record[i].hand[d].n, before[i].hand[d].n);
            assert_memory_equal(p.record[i].hand[d].card, before[i].hand[d].card,
                                before[i].hand[d].n);
        }
    }
    drive_stop();
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s SCRATCH_DIR\n", argv[0]);
        return 2;
    }
    SDL_strlcpy(scratch, argv[1], sizeof scratch);
    if (!drive_sdl_init(scratch, "jt-table-xdg"))
        return 1;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_whole_match_of_four_two_people_and_two_computers),
        cmocka_unit_test(test_two_people_play_their_dummies),
        cmocka_unit_test(test_three_players_with_the_dummy_head),
        cmocka_unit_test(test_five_players_in_a_crowded_village),
        cmocka_unit_test(test_a_table_of_computers_plays_a_round_on_its_own),
        cmocka_unit_test(test_the_table_at_rest_is_drawn_once_while_cards_fly_over_it),
        cmocka_unit_test(test_the_seats_glide_to_their_new_places_when_the_chair_passes),
        cmocka_unit_test(test_a_jugglers_game_continues_from_the_title_where_it_stopped),
        cmocka_unit_test(test_a_jugglers_table_opened_with_table_leaves_the_saved_game_alone),
        cmocka_unit_test(test_a_resumed_jugglers_game_keeps_its_match_history),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    drive_sdl_quit();
    return failed;
}
