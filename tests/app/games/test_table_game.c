/* A whole siteswap card game on the table, headless, driven only by synthetic SDL events: two
 * people and two computer players, from the deal to the end. The people play through the screen
 * like people would: the curtain, clicks on cards, "Best build", an extension by the caret, a
 * trick from the picker, the performer's choice between the screen and real juggling, the +1
 * counter, buzzing in by seat number, typing guesses (one wrong, then right), the exchange. One
 * on-screen performance goes unrecognised for 20 cycles and is laid down. Every frame is checked
 * for privacy, and the engine's record of the game is checked for each of those moments.
 * Usage: test-app-table-game SCRATCH_DIR [SEED] */
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
#include "cardswap.h"
#include "setup_scene.h"
#include "siteswap.h"
#include "savefile.h"
#include "ssgame_ai.h"
#include "summary_scene.h"
#include "table_driver.h"
#include "sst_scene.h"
#include "title.h"
#include "siteswap_choice.h"
#include "siteswap_games.h"

#include <signal.h>
#include <time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

static App app;
static uint64_t game_seed = 7;
static char scratch[1024];
static const char *throwdeck_exe;

/* ---- Driving the app ---- */

/* Screenshots of each kind of moment, for people reviewing the screens: only when
 * TABLE_GAME_SHOTS names a folder. */
static void shot(const char *name)
{
    static char done[32][32];
    static int done_n;
    const char *dir = getenv("TABLE_GAME_SHOTS");
    if (!dir)
        return;
    for (int i = 0; i < done_n; i++)
        if (strcmp(done[i], name) == 0)
            return;
    if (done_n < 32)
        SDL_strlcpy(done[done_n++], name, sizeof done[0]);
    char path[1200];
    snprintf(path, sizeof path, "%s/%s.png", dir, name);
    app_write_screenshot(&app, path);
}

/* ---- What the game did, from the engine's own record ---- */

typedef struct Seen {
    int right_guesses, wrong_guesses, exchanges, extensions_tabled, tricks_recognised;
    int unrecognised_laid_down_on_screen;  /* after at least 20 cycles */
    int real_performances;
    int person_actions;
} Seen;

/* Replays the game's actions on a scratch game and counts what happened. */
static Seen replay_record(const SsgGame *g)
{
    Seen s = {0};
    SsgGame *r = malloc(sizeof *r);
    SsgEvents *ev = malloc(sizeof *ev);
    assert_non_null(r);
    assert_non_null(ev);
    assert_true(ssgame_new(r, &g->setup, g->tricks, NULL, NULL));
    for (int i = 0; i < g->actions_n; i++) {
        const SsgAction *a = &g->actions[i];
        SsgPerformance before = r->perf;
        ev->n = 0;
        assert_true(ssgame_apply(r, a, ev, NULL));
        if (g->setup.seat[a->seat].kind == SSG_PERSON)
            s.person_actions++;
        if (a->kind == SSG_ACT_TAKE)
            s.exchanges++;
        if (a->kind == SSG_ACT_LAY_DOWN && before.on_screen && before.cycles >= 20 &&
            before.recognised_by < 0)
            s.unrecognised_laid_down_on_screen++;
        if ((a->kind == SSG_ACT_BUILD || a->kind == SSG_ACT_EXTEND || a->kind == SSG_ACT_TRICK) &&
            !a->on_screen && g->setup.seat[a->seat].kind == SSG_PERSON) {
            /* Was it ever handed to the screen? Look ahead for a SCREEN by this performer. */
            bool screen = false;
            for (int k = i + 1; k < g->actions_n; k++) {
                const SsgAction *b = &g->actions[k];
                if (b->kind == SSG_ACT_SCREEN && b->seat == a->seat)
                    screen = true;
                if (b->kind == SSG_ACT_BUILD || b->kind == SSG_ACT_EXTEND ||
                    b->kind == SSG_ACT_TRICK || b->kind == SSG_ACT_SKIP)
                    break;
            }
            if (!screen)
                s.real_performances++;
        }
        for (int k = 0; k < ev->n; k++) {
            const SsgEvent *e = &ev->ev[k];
            if (e->kind == SSG_EV_GUESS_RIGHT) {
                s.right_guesses++;
                if (before.kind == SSG_PLAY_TRICK)
                    s.tricks_recognised++;
            }
            if (e->kind == SSG_EV_GUESS_WRONG)
                s.wrong_guesses++;
            if (e->kind == SSG_EV_TABLED && before.kind == SSG_PLAY_EXTEND)
                s.extensions_tabled++;
        }
    }
    ssgame_free(r);
    free(r);
    free(ev);
    return s;
}

/* ---- The people's play ---- */

typedef struct Plan {
    bool extension_tried, trick_tried, wrong_guessed, real_done;
    long silent_turn;   /* the on-screen performance nobody at the table guesses, -1 */
} Plan;

static Plan plan;

/* An extension of some revealed siteswap with cards from this hand, checked by the engine. */
static bool find_extension(const SsgGame *g, int seat, int *target, int *values, int *n,
                           bool *inserted)
{
    const Pile *h = &g->hand[seat];
    int hand[SSG_CARDS];
    for (int i = 0; i < h->n; i++)
        hand[i] = ssgame_card_value(g, seat, h->card[i]);
    for (int r = 0; r < g->revealed_n; r++) {
        const SsgRevealed *rv = &g->revealed[r];
        int old[SSG_CARDS], out[2 * SSG_CARDS];
        for (int i = 0; i < rv->cards.n; i++)
            old[i] = ssgame_card_value(g, rv->laid_by, rv->cards.card[i]);
        int k = cardswap_best_extension_bounded(old, rv->cards.n, hand, h->n,
                                                g->setup.advanced ? 2 : 3, 4000, out);
        if (k <= 0)
            continue;
        /* Which positions are the new cards: the old ones keep their order. */
        int j = 0, m = rv->cards.n + k;
        for (int i = 0; i < m; i++) {
            inserted[i] = !(j < rv->cards.n && out[i] == old[j]);
            if (!inserted[i])
                j++;
        }
        if (j != rv->cards.n)
            continue;
        *target = r;
        *n = m;
        memcpy(values, out, sizeof(int) * (size_t)m);
        return true;
    }
    return false;
}

static void press_left(int times)
{
    for (int i = 0; i < times; i++)
        drive_key(SDLK_LEFT);
    drive_frame();
}

static bool play_extension(void)
{
    SstProbe p = drive_probe();
    int target, values[2 * SSG_CARDS], n;
    bool inserted[2 * SSG_CARDS];
    if (!find_extension(p.game, p.shown_seat, &target, values, &n, inserted))
        return false;
    if (p.revealed_row[target].w <= 0)
        return false;
    drive_click_centre(p.revealed_row[target]);
    /* Each new card at its gap: the caret to the start, then right to the gap, then the card. */
    for (int i = 0; i < n; i++) {
        if (!inserted[i])
            continue;
        press_left(2 * SSG_CARDS);
        for (int k = 0; k < i; k++)
            drive_key(SDLK_RIGHT);
        drive_frame();
        assert_true(drive_click_card_of_value(values[i]));
    }
    p = drive_probe();
    shot("extending");
    if (!p.build_legal) /* e.g. this pattern needs a style the hint did not pick */
        return false;
    return drive_click_button("Perform extension");
}

static void person_turn(void)
{
    SstProbe p = drive_probe();
    long actions = p.game->actions_n;
    if (!plan.extension_tried && p.game->revealed_n > 0) {
        if (play_extension() && drive_probe().game->actions_n > actions) {
            plan.extension_tried = true;
            return;
        }
        drive_click_button("New build");
        drive_click_button("Clear");
    }
    if (!plan.trick_tried && p.game->turns > 4 && drive_click_button("Trick\u2026")) {
        plan.trick_tried = true;
        assert_true(drive_click_button("Juggle this trick"));
        if (drive_probe().game->actions_n > actions)
            return;
        drive_click_button("Back to cards");
    }
    if (p.hand_n >= 2 && getenv("TABLE_GAME_SHOTS")) { /* two cards: often not a siteswap yet */
        drive_click_centre(p.hand_rect[0]);
        drive_click_centre(drive_probe().hand_rect[0]);
        if (!drive_probe().build_legal)
            shot("building-illegal");
        drive_click_button("Clear");
    }
    assert_true(drive_click_button("Best build"));
    p = drive_probe();
    if (p.build_legal)
        shot("building-legal");
    if (p.build_legal && drive_click_button("Perform") && drive_probe().game->actions_n > actions)
        return;
    assert_true(drive_click_button("Skip turn"));
    assert_true(drive_probe().game->actions_n > actions);
}

static void person_exchange(void)
{
    SstProbe p = drive_probe();
    if (p.game->exchange_taken || drive_click_button("Take pick-up")) {
        p = drive_probe();
        assert_true(p.hand_n > 0);
        drive_click_centre(p.hand_rect[0]);
        assert_true(drive_click_button("Discard it"));
    }
}

static void person_trick_discard(void)
{
    SstProbe p = drive_probe();
    int n = p.hand_n < 2 ? p.hand_n : 2;
    for (int i = 0; i < n; i++) {
        p = drive_probe();
        drive_click_centre(p.hand_rect[0]);
    }
    assert_true(drive_click_button("Discard these"));
}

static void pattern_text(const SsgGame *g, char *buf, size_t size)
{
    size_t k = 0;
    for (int i = 0; i < g->perf.n && k + 1 < size; i++)
        buf[k++] = siteswap_throw_char(g->perf.performed[i]);
    buf[k] = '\0';
}

/* A person watching buzzes in with their seat's number and types (or picks) a guess. */
static void guess(int seat, bool right)
{
    SstProbe p = drive_probe();
    const SsgGame *g = p.game;
    drive_key(SDLK_1 + seat);
    drive_frame();
    p = drive_probe();
    assert_int_equal(p.guesser, seat);
    if (g->perf.kind == SSG_PLAY_TRICK) {
        const char *name = g->tricks->entries[g->perf.trick].name;
        for (int k = 0; k < 80 && (strcmp(drive_probe().guess_pick, name) == 0) != right; k++) {
            drive_key(SDLK_DOWN);
            drive_frame();
        }
    } else {
        char text[SSG_CARDS + 1];
        pattern_text(g, text, sizeof text);
        if (!right) /* a real siteswap, and not this one */
            SDL_strlcpy(text, strcmp(text, "3") == 0 ? "441" : "3", sizeof text);
        drive_text(text);
        drive_frame();
        assert_string_equal(drive_probe().guess, text);
    }
    shot(g->perf.kind == SSG_PLAY_TRICK ? "guess-trick" : "guess-typed");
    long before = drive_probe().game->actions_n;
    drive_key(SDLK_RETURN);
    drive_frame();
    p = drive_probe();
    assert_int_equal(p.game->actions_n, before + 1);
    assert_int_equal(p.guesser, -1);
    assert_true(p.banner[0] != '\0');  /* everyone sees the verdict */
    assert_int_equal(p.banner_good, right);
    shot(right ? "verdict-right" : "verdict-wrong");
}

static int other_person(const SsgGame *g, int seat)
{
    for (int s = 0; s < g->setup.seats; s++)
        if (s != seat && g->setup.seat[s].kind == SSG_PERSON && g->place[s] == 0)
            return s;
    return -1;
}

static void watch_performance(void)
{
    SstProbe p = drive_probe();
    const SsgGame *g = p.game;
    int performer = g->perf.performer;
    bool person = g->setup.seat[performer].kind == SSG_PERSON;
    if (person && drive_button_index(&p, "Show it on screen (O)") >= 0) {
        shot("choose");
        /* The first siteswap a person lays down is juggled for real, the rest on screen. */
        if (!plan.real_done && g->perf.kind != SSG_PLAY_TRICK) {
            plan.real_done = true;
            drive_key(SDLK_j); /* "I'll juggle it (J)", from the keyboard */
            drive_frame();
            assert_true(drive_probe().real_performance);
        } else {
            assert_true(drive_click_button("Show it on screen (O)"));
            assert_true(drive_probe().game->perf.on_screen);
            if (plan.silent_turn < 0 && g->perf.kind != SSG_PLAY_TRICK)
                plan.silent_turn = g->turns;
        }
        return;
    }
    if (person && drive_probe().real_performance) {
        drive_key(SDLK_SPACE); /* the performer's neighbour counts a cycle */
        drive_frame();
        shot("real-counter");
    }
    if (g->perf.on_screen && g->perf.cycles >= 3)
        shot(g->perf.kind == SSG_PLAY_TRICK ? "screen-trick" : "screen-siteswap");
    if (g->turns == plan.silent_turn && g->perf.cycles >= 20)
        shot("screen-20-cycles");
    int watcher = other_person(g, performer);
    bool silent = g->turns == plan.silent_turn;
    if (watcher >= 0 && !silent && g->perf.recognised_by < 0 && g->perf.cycles >= 2 &&
        g->perf.guessed_at[watcher] < g->perf.cycles) {
        if (!plan.wrong_guessed) {
            plan.wrong_guessed = true;
            guess(watcher, false);
        } else {
            guess(watcher, true);
        }
        return;
    }
    if (person && drive_click_button("Lay it down"))
        return;
    drive_seconds(0.25);
}

/* Plays until the game is over; false if it ran out of time. */
static bool play_game(double max_seconds)
{
    double t = 0;
    while (t < max_seconds) {
        SstProbe p = drive_probe();
        const SsgGame *g = p.game;
        if (p.reveal) { /* the table reads the reveal, then a person goes on with Enter */
            shot("reveal");
            if (p.reveal_may_close) {
                drive_key(SDLK_RETURN);
                drive_frame();
                assert_false(drive_probe().reveal);
            } else {
                drive_seconds(0.25);
                t += 0.25;
            }
            continue;
        }
        if (g->phase == SSG_PHASE_OVER && !p.busy)
            return true;
        if (p.mode == TABLE_CURTAIN) {
            shot("curtain");
            drive_open_curtain();
            assert_int_equal(drive_probe().mode, TABLE_PRIVATE);
            continue;
        }
        if (p.mode == TABLE_PRIVATE) {
            if (g->phase == SSG_PHASE_TURN)
                person_turn();
            else if (g->phase == SSG_PHASE_EXCHANGE) {
                shot("exchange");
                person_exchange();
            }
            else if (g->phase == SSG_PHASE_TRICK_DISCARD)
                person_trick_discard();
            drive_frame();
            continue;
        }
        if (p.busy && g->revealed_n > 0)
            shot("cards-moving");
        if (g->phase == SSG_PHASE_PERFORM && !p.busy) {
            watch_performance();
            t += 0.25;
            continue;
        }
        drive_seconds(0.25);
        t += 0.25;
    }
    return false;
}

static void start_table(uint64_t seed)
{
    int w = 1280, h = 720;
    /* For reviewing screenshots at other sizes: TABLE_GAME_SIZE=1920x1080. */
    const char *size = getenv("TABLE_GAME_SIZE");
    if (size && sscanf(size, "%dx%d", &w, &h) != 2)
        w = 1280, h = 720;
    drive_start(&app, w, h, false);
    app.settings.animation_speed = 4; /* the fastest cards a player can choose */
    GameChoice c = siteswap_games_choice(seed, "pcpc");
    const char *names[4] = {"Anna", "Ben", "Cleo", "Dev"};
    for (int i = 0; i < 4; i++) {
        SDL_strlcpy(siteswap_choice(&c)->seat[i].name, names[i], sizeof siteswap_choice(&c)->seat[i].name);
        siteswap_choice(&c)->seat[i].level = SSG_EASY;
    }
    siteswap_choice(&c)->guess_penalty = true;
    siteswap_choice(&c)->starter = 0;
    siteswap_part(&c)->hint_button = true;
    drive_push_table(&c);
}

static void test_a_whole_game_with_two_people_and_two_computers(void **state)
{
    (void)state;
    memset(&plan, 0, sizeof plan);
    plan.silent_turn = -1;
    start_table(game_seed);
    assert_true(play_game(3600));
    SstProbe p = drive_probe();
    Seen s = replay_record(p.game);
    printf("# seed %llu: %d actions (%d by people), %d right and %d wrong guesses, %d exchanges, "
           "%d extensions, %d tricks recognised, %d laid down unrecognised on screen, %d real "
           "performances; %ld frames checked for privacy\n",
           (unsigned long long)game_seed, p.game->actions_n, s.person_actions, s.right_guesses,
           s.wrong_guesses, s.exchanges, s.extensions_tabled, s.tricks_recognised,
           s.unrecognised_laid_down_on_screen, s.real_performances, drive_frames_checked());
    assert_int_equal(p.game->phase, SSG_PHASE_OVER);
    assert_true(s.right_guesses >= 1);
    assert_true(s.wrong_guesses >= 1);
    assert_true(s.exchanges >= 1);
    assert_true(s.extensions_tabled >= 1);
    assert_true(s.tricks_recognised >= 1);
    assert_true(s.unrecognised_laid_down_on_screen >= 1);
    assert_true(s.real_performances >= 1);
    /* The winner's moment, then the summary of every pattern played. */
    drive_seconds(2);
    SummaryProbe sp;
    assert_true(summary_scene_probe(app.scenes[app.scene_count - 1], &app, &sp));
    shot("winner");
    int winner = -1;
    for (int i = 0; i < 4; i++)
        if (p.game->place[i] == 1)
            winner = i;
    assert_true(winner >= 0);
    assert_non_null(strstr(sp.headline, p.game->setup.seat[winner].name));
    drive_seconds(4);
    assert_true(summary_scene_probe(app.scenes[app.scene_count - 1], &app, &sp));
    assert_false(sp.celebrating);
    assert_true(sp.rows_n >= 5);
    shot("summary");
    /* A finished game leaves nothing to continue. */
    assert_false(savefile_exists(app.game_save_path));
    drive_stop();
}

/* The real program, all computers, killed with SIGKILL mid-game: the save it left behind is a
 * whole game, and Continue resumes exactly that game. */
static void test_a_game_killed_mid_game_resumes_to_the_same_state(void **state)
{
    (void)state;
    char err[1024];
    drive_start(&app, 1280, 720, false); /* for the save's path, with no save in it */
    char path[PATH_MAX];
    SDL_strlcpy(path, app.game_save_path, sizeof path);
    drive_stop();

    pid_t child = fork();
    assert_true(child >= 0);
    if (child == 0) {
        execl(throwdeck_exe, throwdeck_exe, "--size", "800x600", "--table", "cccc", "--save-game",
              (char *)NULL);
        _exit(127);
    }
    /* Let it play until a few actions are saved, then pull the plug. */
    long actions = 0;
    for (int i = 0; i < 300 && actions < 6; i++) {
        struct timespec tenth = {0, 100 * 1000 * 1000};
        nanosleep(&tenth, NULL);
        size_t len = 0;
        char *text = savefile_read(path, &len, err, sizeof err);
        /* The last end line: a save kept by appending has one after each append. */
        const char *end = NULL;
        for (const char *at = text; at && (at = strstr(at, "\nend ")) != NULL; at++)
            end = at;
        actions = end ? atol(end + 5) : 0;
        SDL_free(text);
    }
    kill(child, SIGKILL);
    int status = 0;
    waitpid(child, &status, 0);
    assert_true(WIFSIGNALED(status));
    size_t len = 0;
    char *saved = savefile_read(path, &len, err, sizeof err);
    if (!saved)
        fail_msg("no save after the kill: %s", err);

    /* Continue, as the player would. */
    drive_start(&app, 1280, 720, true);
    assert_true(title_scene_continue(app.scenes[0], &app));
    app_apply_scene_requests(&app); /* the table goes on now, before any frame moves it on */
    SstProbe p = drive_probe();
    assert_true(p.game->actions_n >= 1);
    char *now = ssgame_save(p.game);
    assert_non_null(now);
    /* The resumed game is the saved one, action for action: the file read as the rules read
     * it (its first line is the table's own options, a comment; actions appended after the
     * first end line count up to the last one). */
    SsgGame *file_game = malloc(sizeof *file_game);
    assert_non_null(file_game);
    SsgError e;
    if (!ssgame_load(file_game, saved, len, app.catalogue.count ? &app.catalogue : NULL, &e))
        fail_msg("the save does not load: %s", e.message);
    char *in_file = ssgame_save(file_game);
    assert_string_equal(now, in_file);
    free(in_file);
    ssgame_free(file_game);
    free(file_game);
    printf("# killed after %ld actions were saved; resumed with %d actions\n", actions,
           p.game->actions_n);
    free(now);
    SDL_free(saved);
    drive_stop();
}

/* A person was on turn when the game stopped: resuming shows the curtain first, never a hand. */
static void test_a_resumed_game_shows_the_curtain_first(void **state)
{
    (void)state;
    memset(&plan, 0, sizeof plan);
    plan.silent_turn = -1;
    start_table(game_seed);
    /* Play up to the second time a person is called to the screen. */
    int curtains = 0;
    for (double t = 0; t < 600 && curtains < 2; t += 0.25) {
        SstProbe p = drive_probe();
        if (p.mode == TABLE_CURTAIN) {
            if (++curtains == 2)
                break;
            drive_open_curtain();
            person_turn();
        } else if (p.game->phase == SSG_PHASE_PERFORM && !p.busy) {
            watch_performance();
        } else {
            drive_seconds(0.25);
        }
    }
    assert_int_equal(curtains, 2);
    long actions = drive_probe().game->actions_n;
    drive_stop(); /* as if the window were closed */

    drive_start(&app, 1280, 720, true);
    assert_true(title_scene_continue(app.scenes[0], &app));
    app_apply_scene_requests(&app); /* the table goes on now, before any frame moves it on */
    drive_frame();
    SstProbe p = drive_probe();
    assert_int_equal(p.game->actions_n, actions);
    assert_int_equal(p.mode, TABLE_CURTAIN);
    assert_int_equal(p.faces_n, 0);
    assert_int_equal(p.shown_seat, ssgame_waiting_for(p.game));
    drive_open_curtain();
    assert_int_equal(drive_probe().mode, TABLE_PRIVATE);
    drive_stop();
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: %s THROWDECK SCRATCH_DIR [SEED]\n", argv[0]);
        return 2;
    }
    throwdeck_exe = argv[1];
    SDL_strlcpy(scratch, argv[2], sizeof scratch);
    if (argc > 3)
        game_seed = strtoull(argv[3], NULL, 10);
    if (!drive_sdl_init(scratch, "table-game-xdg"))
        return 1;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_whole_game_with_two_people_and_two_computers),
        cmocka_unit_test(test_a_game_killed_mid_game_resumes_to_the_same_state),
        cmocka_unit_test(test_a_resumed_game_shows_the_curtain_first),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    drive_sdl_quit();
    return failed;
}
