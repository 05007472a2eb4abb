/* Never lose a game: the title screen's Continue, in process and headless. A saved game in
 * progress puts Continue first and selected, and resumes the same game; a damaged save is
 * reported, kept as game.sav.damaged and offers no Continue; a finished game offers none; the
 * title notices a save written or finished while it waits or while a table covers it. A save or
 * a folder the game may not read is said to be unreadable and left where it is; a FIFO in the
 * save's place is set aside without blocking.
 * Usage: test-app-continue SCRATCH_DIR */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <SDL.h>
#include <SDL_ttf.h>
#include <stdio.h>
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "app.h"
#include "test_files.h"
#include "test_env.h"
#include "test_input.h"
#include "savefile.h"
#include "savetext.h"
#include "ssgame_ai.h"
#include "sst_save.h"
#include "sst_scene.h"
#include "title.h"
#include "title_layout.h"
#include "siteswap_choice.h"

static App app;

static void init_app(void)
{
    char err[1024];
    Options opts = {.width = 1280, .height = 720, .frames = 1};
    assert_true(app_init(&app, &opts, err, sizeof err));
    assert_true(app.game_save_path[0] != '\0');
    char prev[PATH_MAX];
    table_store_backup_path(app.game_save_path, prev, sizeof prev);
    remove(prev); /* no previous game from another test */
}

static Scene *start_title(void)
{
    Scene *title = title_scene_create(&app);
    assert_non_null(title);
    app_push_scene(&app, title);
    assert_true(input_frames(&app, 1));
    return title;
}

static void stop_app(void)
{
    app_shutdown(&app);
    SDL_FlushEvents(SDL_FIRSTEVENT, SDL_LASTEVENT);
}

static bool top_is_table(SstProbe *p)
{
    SstProbe scratch;
    return sst_scene_probe(app.scenes[app.scene_count - 1], &app, p ? p : &scratch);
}

/* Every test starts with no save and no damaged copies in the preference folder. */
static int clean_folder(void **state)
{
    (void)state;
    init_app();
    char path[PATH_MAX + 32];
    savefile_remove(app.game_save_path);
    for (int i = 1; i <= 5; i++) {
        if (i == 1)
            snprintf(path, sizeof path, "%s.damaged", app.game_save_path);
        else
            snprintf(path, sizeof path, "%s.damaged-%d", app.game_save_path, i);
        savefile_remove(path);
    }
    app_shutdown(&app);
    return 0;
}

/* A game of two people after some skipped turns: a game in progress. */
static SsgGame *game_in_progress(int skips)
{
    SsgGame *g = malloc(sizeof *g);
    assert_non_null(g);
    GameChoice c = game_choice_default(7);
    SsgError err;
    assert_true(ssgame_new(g, siteswap_choice(&c), NULL, NULL, &err));
    for (int i = 0; i < skips; i++)
        assert_true(ssgame_apply(g, &(SsgAction){.kind = SSG_ACT_SKIP, .seat = g->turn}, NULL,
                                 &err));
    return g;
}

/* A game of computers played to its end. */
static SsgGame *finished_game(void)
{
    SsgGame *g = malloc(sizeof *g);
    assert_non_null(g);
    SsgSetup s = ssgame_default_setup();
    s.seed = 11;
    for (int i = 0; i < s.seats; i++)
        s.seat[i].kind = SSG_COMPUTER;
    SsgError err;
    assert_true(ssgame_new(g, &s, NULL, NULL, &err));
    SsgEvents *ev = malloc(sizeof *ev);
    assert_non_null(ev);
    for (int i = 0; i < 20000 && g->phase != SSG_PHASE_OVER; i++) {
        ev->n = 0;
        assert_int_equal(ssai_step(g, ev, &err), 1);
    }
    free(ev);
    assert_int_equal(g->phase, SSG_PHASE_OVER);
    return g;
}

static void save_game(const SsgGame *g)
{
    GameChoice c = game_choice_default(7);
    char *text = sst_save_text(g, &c);
    assert_non_null(text);
    char err[PATH_MAX + 200];
    assert_true(savefile_write(app.game_save_path, text, strlen(text), err, sizeof err));
    SDL_free(text);
}

/* The file as another program (or a damaged disk) may leave it: written directly, since the
 * game's own writer refuses anything over the limit. */
static void save_bytes(const char *data, size_t len)
{
    test_file_write(app.game_save_path, data, len);
}

static void free_game(SsgGame *g)
{
    ssgame_free(g);
    free(g);
}

static void assert_same_game(const SsgGame *a, const SsgGame *b)
{
    assert_int_equal(a->actions_n, b->actions_n);
    assert_int_equal(a->phase, b->phase);
    assert_int_equal(a->turn, b->turn);
    assert_int_equal(a->turns, b->turns);
    assert_memory_equal(&a->pickup, &b->pickup, sizeof a->pickup);
    assert_memory_equal(&a->discard, &b->discard, sizeof a->discard);
    assert_memory_equal(a->hand, b->hand, sizeof a->hand);
    for (int i = 0; i < a->actions_n; i++) {
        char x[SAVETEXT_MAX_LINE + 1], y[SAVETEXT_MAX_LINE + 1];
        assert_true(ssgame_action_text(&a->actions[i], x, sizeof x));
        assert_true(ssgame_action_text(&b->actions[i], y, sizeof y));
        assert_string_equal(x, y);
    }
}

static void test_a_saved_game_puts_continue_first_and_enter_resumes_the_same_game(void **state)
{
    (void)state;
    init_app();
    SsgGame *g = game_in_progress(5);
    save_game(g);
    start_title();
    input_key(SDLK_RETURN); /* Continue is selected from the start */
    assert_true(input_frames(&app, 1));
    SstProbe p;
    assert_int_equal(app.scene_count, 2);
    assert_true(top_is_table(&p));
    assert_same_game(p.game, g);
    free_game(g);
    stop_app();
}

/* A game set aside when a new one was started over it: with nothing else in progress, Continue
 * offers it, and resuming it makes it the game in progress again. */
static void test_continue_offers_the_previous_game_kept_when_a_new_one_began(void **state)
{
    (void)state;
    init_app();
    SsgGame *g = game_in_progress(4);
    save_game(g);
    char prev[PATH_MAX];
    table_store_backup_path(app.game_save_path, prev, sizeof prev);
    assert_true(table_store_back_up(app.game_save_path));
    assert_false(savefile_exists(app.game_save_path));
    start_title();
    input_key(SDLK_RETURN); /* Continue is offered and selected */
    assert_true(input_frames(&app, 1));
    SstProbe p;
    assert_true(top_is_table(&p));
    assert_same_game(p.game, g);
    assert_true(savefile_exists(app.game_save_path));
    assert_false(savefile_exists(prev));
    free_game(g);
    stop_app();
}

static void test_clicking_continue_where_the_layout_puts_it_resumes_the_game(void **state)
{
    (void)state;
    init_app();
    SsgGame *g = game_in_progress(2);
    save_game(g);
    start_title();
    TitleLayout lay;
    title_layout_detail(app.width, app.height, TITLE_MAX_ITEMS, true,
                        settings_text_scale(app.settings.text_size), &lay);
    input_click(&app, lay.items[0].x + lay.items[0].w / 2, lay.items[0].y + lay.items[0].h / 2);
    assert_true(input_frames(&app, 1));
    SstProbe p;
    assert_true(top_is_table(&p));
    assert_same_game(p.game, g);
    free_game(g);
    stop_app();
}

/* The title with a damaged save: the message says what and where the file went, the file is
 * kept whole under the new name, and Enter opens Play's setup instead of a table. */
static void check_damaged(const char *data, size_t len, const char *why)
{
    init_app();
    save_bytes(data, len);
    start_title();
    assert_non_null(strstr(app.notice, "could not be read"));
    assert_non_null(strstr(app.notice, why));
    char damaged[PATH_MAX + 32];
    snprintf(damaged, sizeof damaged, "%s.damaged", app.game_save_path);
    assert_non_null(strstr(app.notice, damaged));
    assert_false(savefile_exists(app.game_save_path));
    size_t back_len;
    char err[PATH_MAX + 200];
    char *back = savefile_read(damaged, &back_len, err, sizeof err);
    if (len <= SAVEFILE_MAX_BYTES) {
        assert_non_null(back);
        assert_int_equal(back_len, len);
        assert_memory_equal(back, data, len);
    } else {
        assert_true(savefile_exists(damaged));
    }
    SDL_free(back);
    input_key(SDLK_RETURN);
    assert_true(input_frames(&app, 1));
    assert_int_equal(app.scene_count, 2);
    assert_false(top_is_table(NULL));
    stop_app();
}

static void test_a_truncated_save_is_kept_as_damaged_with_a_message_and_no_continue(void **state)
{
    (void)state;
    SsgGame *g = game_in_progress(5);
    GameChoice c = game_choice_default(7);
    char *text = sst_save_text(g, &c);
    assert_non_null(text);
    free_game(g);
    size_t cut = strlen(text) * 2 / 3;
    check_damaged(text, cut, "line ");
    SDL_free(text);
}

static void test_a_garbage_save_is_kept_as_damaged_with_a_message_and_no_continue(void **state)
{
    (void)state;
    const char garbage[] = "\x89PNG\r\n\x1a\n\0\0\0\rIHDR not a save at all \xff\xfe";
    check_damaged(garbage, sizeof garbage - 1, "line 1");
}

static void test_a_save_over_4_mb_is_kept_as_damaged_with_a_message(void **state)
{
    (void)state;
    size_t len = SAVEFILE_MAX_BYTES + 10;
    char *big = malloc(len);
    assert_non_null(big);
    memset(big, '#', len);
    check_damaged(big, len, "larger than 4 MB");
    free(big);
}

static void test_a_second_damaged_save_does_not_replace_the_first_copy(void **state)
{
    (void)state;
    check_damaged("first damaged", 13, "line 1");
    init_app();
    save_bytes("second damaged", 14);
    start_title();
    char second[PATH_MAX + 32];
    snprintf(second, sizeof second, "%s.damaged-2", app.game_save_path);
    assert_non_null(strstr(app.notice, second));
    assert_true(savefile_exists(second));
    stop_app();
}

/* The save is damaged after the title last looked (another copy of the game, a disk error):
 * choosing Continue reports it instead of opening a table, and the menu falls back to Play. */
static void test_a_save_damaged_after_the_last_look_is_reported_when_chosen(void **state)
{
    (void)state;
    init_app();
    SsgGame *g = game_in_progress(2);
    save_game(g);
    free_game(g);
    start_title();
    save_bytes("throwdeck-save 1\ngame siteswap\n", 31);
    input_key(SDLK_RETURN);
    assert_true(input_frames(&app, 1));
    assert_int_equal(app.scene_count, 1);
    assert_non_null(strstr(app.notice, "could not be read"));
    assert_non_null(strstr(app.notice, ".damaged"));
    input_key(SDLK_RETURN); /* now Play */
    assert_true(input_frames(&app, 1));
    assert_int_equal(app.scene_count, 2);
    assert_false(top_is_table(NULL));
    stop_app();
}

static void test_a_finished_game_offers_no_continue_and_stays_where_it_is(void **state)
{
    (void)state;
    init_app();
    SsgGame *g = finished_game();
    save_game(g);
    free_game(g);
    start_title();
    assert_true(app.notice_ticks == 0 || strstr(app.notice, "saved game") == NULL);
    input_key(SDLK_RETURN); /* Play */
    assert_true(input_frames(&app, 1));
    assert_int_equal(app.scene_count, 2);
    assert_false(top_is_table(NULL));
    assert_true(savefile_exists(app.game_save_path));
    stop_app();
}

static void test_a_save_written_while_the_title_waits_brings_continue_within_a_second(void **state)
{
    (void)state;
    init_app();
    start_title();
    SsgGame *g = game_in_progress(3);
    save_game(g);
    assert_true(input_frames(&app, 60));
    input_key(SDLK_RETURN);
    assert_true(input_frames(&app, 1));
    SstProbe p;
    assert_true(top_is_table(&p));
    assert_same_game(p.game, g);
    free_game(g);
    stop_app();
}

/* While a resumed table covers the title its game ends (the table will save it): back on the
 * title, Continue is gone at once and Enter means Play. */
static void test_back_from_a_table_the_title_sees_the_finished_game_at_once(void **state)
{
    (void)state;
    init_app();
    SsgGame *g = game_in_progress(1);
    save_game(g);
    free_game(g);
    start_title();
    input_key(SDLK_RETURN);
    assert_true(input_frames(&app, 60));
    assert_true(top_is_table(NULL));
    g = finished_game();
    save_game(g);
    free_game(g);
    input_key(SDLK_ESCAPE);
    assert_true(input_frames(&app, 1));
    input_key(SDLK_ESCAPE);
    assert_true(input_frames(&app, 1));
    assert_int_equal(app.scene_count, 1);
    input_key(SDLK_RETURN);
    assert_true(input_frames(&app, 1));
    assert_int_equal(app.scene_count, 2);
    assert_false(top_is_table(NULL));
    stop_app();
}

static void test_continue_without_a_save_stays_on_the_title_with_a_message(void **state)
{
    (void)state;
    init_app();
    Scene *title = start_title();
    assert_false(title_scene_continue(title, &app));
    assert_int_equal(app.scene_count, 1);
    assert_non_null(strstr(app.notice, "There is no saved game to continue"));
    stop_app();
}

static void test_continue_on_a_finished_game_says_it_is_over(void **state)
{
    (void)state;
    init_app();
    SsgGame *g = finished_game();
    save_game(g);
    free_game(g);
    Scene *title = start_title();
    assert_false(title_scene_continue(title, &app));
    assert_int_equal(app.scene_count, 1);
    assert_non_null(strstr(app.notice, "is over"));
    stop_app();
}

/* The game as a user who may not read what root can: in a child process that gives up root
 * first. check returns 0 when what it saw was right, another number (and a line on stderr)
 * when not; cmocka's assertions are not used in the child. */
static int as_unprivileged(const char *save_path, int (*check)(void))
{
    /* SDL makes the preference folders private (0700): let the other user pass through the
     * two above the game's own folder for this test. */
    char up[2][PATH_MAX]; /* .../throwdeck (the organisation's folder) and the one above it */
    snprintf(up[0], sizeof up[0], "%s", save_path);
    *strrchr(up[0], '/') = '\0'; /* the game's own folder */
    *strrchr(up[0], '/') = '\0';
    snprintf(up[1], sizeof up[1], "%s", up[0]);
    *strrchr(up[1], '/') = '\0';
    assert_int_equal(chmod(up[0], 0711), 0);
    assert_int_equal(chmod(up[1], 0711), 0);
    fflush(NULL);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        signal(SIGSEGV, SIG_DFL); /* a crash here is the child's, not another cmocka test */
        signal(SIGABRT, SIG_DFL);
        if (geteuid() == 0 && (setgid(65534) != 0 || setuid(65534) != 0))
            _exit(90);
        _exit(check());
    }
    int status;
    assert_int_equal(waitpid(pid, &status, 0), pid);
    chmod(up[0], 0700);
    chmod(up[1], 0700);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 99;
}

/* Starts the game at the title and asks for Continue; the notice is then what the player saw. */
static int child_title_continue(bool *continued)
{
    char err[1024];
    Options opts = {.width = 1280, .height = 720, .frames = 1};
    if (!app_init(&app, &opts, err, sizeof err)) {
        fprintf(stderr, "child: %s\n", err);
        return 10;
    }
    if (!app.game_save_path[0]) {
        fprintf(stderr, "child: no preference folder: %s\n", app.notice);
        return 12;
    }
    Scene *title = title_scene_create(&app);
    if (!title)
        return 11;
    app_push_scene(&app, title);
    app_step(&app, LOOP_NS_PER_SECOND / 60);
    *continued = title_scene_continue(title, &app);
    return 0;
}

static int child_says(const char *what)
{
    if (strstr(app.notice, what))
        return 0;
    fprintf(stderr, "child: the notice \"%s\" does not say \"%s\"\n", app.notice, what);
    return 20;
}

static int unreadable_save_check(void)
{
    bool continued;
    int r = child_title_continue(&continued);
    if (r)
        return r;
    char damaged[PATH_MAX + 32];
    snprintf(damaged, sizeof damaged, "%s.damaged", app.game_save_path);
    if (continued || app.scene_count != 1) {
        fprintf(stderr, "child: continued %d, %d scenes\n", continued, app.scene_count);
        r = 30;
    } else if (savefile_exists(damaged) || access(app.game_save_path, F_OK) != 0) {
        /* moved aside: it was not damaged */
        fprintf(stderr, "child: the save was moved (%s), the notice: %s\n", strerror(errno),
                app.notice);
        r = 31;
    } else
        r = child_says("could not be read") || child_says("permission to read it is denied") ||
            child_says("left as it is") ? 32 : 0;
    app_shutdown(&app);
    return r;
}

static void test_a_save_the_game_may_not_read_is_left_in_place_and_called_unreadable(void **state)
{
    (void)state;
    init_app();
    SsgGame *g = game_in_progress(3);
    save_game(g);
    free_game(g);
    char path[PATH_MAX];
    snprintf(path, sizeof path, "%s", app.game_save_path);
    stop_app();
    /* The other user may pass through the game's folder (SDL makes it 0700) but not read the
     * save: the folder is fine, the file is not. */
    char folder[PATH_MAX];
    snprintf(folder, sizeof folder, "%s", path);
    *strrchr(folder, '/') = '\0';
    assert_int_equal(chmod(folder, 0711), 0);
    assert_int_equal(chmod(path, 0), 0);
    int r = as_unprivileged(path, unreadable_save_check);
    chmod(path, 0644);
    chmod(folder, 0700);
    assert_int_equal(r, 0);
    assert_true(savefile_exists(path));
}

static int hidden_folder_check(void)
{
    bool continued;
    int r = child_title_continue(&continued);
    if (r)
        return r;
    char folder[PATH_MAX];
    snprintf(folder, sizeof folder, "%s", app.game_save_path);
    *strrchr(folder, '/') = '\0';
    if (continued)
        r = 40;
    else if (strstr(app.notice, "There is no saved game"))
        r = 41;
    else
        r = child_says("cannot be opened") || child_says(folder) ? 42 : 0;
    app_shutdown(&app);
    return r;
}

static void test_a_preference_folder_the_game_cannot_open_is_named_not_called_empty(void **state)
{
    (void)state;
    init_app();
    SsgGame *g = game_in_progress(3);
    save_game(g);
    free_game(g);
    char app_save_path_copy[PATH_MAX], folder[PATH_MAX];
    snprintf(app_save_path_copy, sizeof app_save_path_copy, "%s", app.game_save_path);
    snprintf(folder, sizeof folder, "%s", app.game_save_path);
    *strrchr(folder, '/') = '\0';
    stop_app();
    assert_int_equal(chmod(folder, 0), 0);
    int r = as_unprivileged(app_save_path_copy, hidden_folder_check);
    chmod(folder, 0755);
    assert_int_equal(r, 0);
}

static void test_a_fifo_in_place_of_the_save_is_set_aside_without_blocking(void **state)
{
    (void)state;
    init_app();
    assert_int_equal(mkfifo(app.game_save_path, 0644), 0);
    alarm(20); /* opening the FIFO to read would wait for ever: fail instead */
    Scene *title = start_title();
    assert_false(title_scene_continue(title, &app));
    alarm(0);
    assert_non_null(strstr(app.notice, "named pipe"));
    char damaged[PATH_MAX + 32];
    snprintf(damaged, sizeof damaged, "%s.damaged", app.game_save_path);
    struct stat st;
    assert_int_equal(lstat(damaged, &st), 0);
    assert_true(S_ISFIFO(st.st_mode));
    assert_int_not_equal(lstat(app.game_save_path, &st), 0);
    savefile_remove(damaged);
    stop_app();
}

/* Issue 30: a damaged game.prev.sav is not passed over in silence: it is set aside like the
 * main save, and the title says so and where it went. */
static void test_a_damaged_previous_game_is_kept_as_damaged_with_a_message(void **state)
{
    (void)state;
    init_app();
    char prev[PATH_MAX], damaged[PATH_MAX + 32];
    table_store_backup_path(app.game_save_path, prev, sizeof prev);
    snprintf(damaged, sizeof damaged, "%s.damaged", prev);
    savefile_remove(damaged);
    test_file_write_text(prev, "throwdeck-save 1\ngame siteswap\nnot a line of a save\n");
    start_title();
    assert_non_null(strstr(app.notice, "previous game could not be read"));
    assert_non_null(strstr(app.notice, damaged));
    assert_false(savefile_exists(prev));
    assert_true(savefile_exists(damaged));
    savefile_remove(damaged);
    stop_app();
}

/* Issue 30: a reason that ends in a full stop gets no second one ("...hand.. It was kept"). */
static void test_title_messages_end_sentences_with_one_full_stop(void **state)
{
    (void)state;
    SsgGame *g = game_in_progress(0);
    GameChoice c = game_choice_default(7);
    char *text = sst_save_text(g, &c);
    assert_non_null(text);
    char bad[4096];
    char *end = strstr(text, "end 0\n");
    assert_non_null(end);
    /* Cards its seat does not hold: refused with a sentence that ends in a full stop. */
    snprintf(bad, sizeof bad, "%.*sbuild %d 5h1 3h1 4h1 style balls right normal\nend 1\n",
             (int)(end - text), text, g->turn + 1);
    SDL_free(text);
    free_game(g);
    init_app();
    save_bytes(bad, strlen(bad));
    start_title();
    assert_non_null(strstr(app.notice, "could not be read"));
    assert_null(strstr(app.notice, ".."));
    assert_non_null(strstr(app.notice, ". It was kept as"));
    stop_app();
}

int main(int argc, char **argv)
{
    int code = test_env_start(argc, argv, "continue-xdg");
    if (code)
        return code;
#define T(f) cmocka_unit_test_setup(f, clean_folder)
    const struct CMUnitTest tests[] = {
        T(test_a_saved_game_puts_continue_first_and_enter_resumes_the_same_game),
        T(test_clicking_continue_where_the_layout_puts_it_resumes_the_game),
        T(test_a_truncated_save_is_kept_as_damaged_with_a_message_and_no_continue),
        T(test_a_garbage_save_is_kept_as_damaged_with_a_message_and_no_continue),
        T(test_a_save_over_4_mb_is_kept_as_damaged_with_a_message),
        T(test_a_second_damaged_save_does_not_replace_the_first_copy),
        T(test_a_save_damaged_after_the_last_look_is_reported_when_chosen),
        T(test_a_finished_game_offers_no_continue_and_stays_where_it_is),
        T(test_a_save_written_while_the_title_waits_brings_continue_within_a_second),
        T(test_back_from_a_table_the_title_sees_the_finished_game_at_once),
        T(test_continue_without_a_save_stays_on_the_title_with_a_message),
        T(test_continue_on_a_finished_game_says_it_is_over),
        T(test_continue_offers_the_previous_game_kept_when_a_new_one_began),
        T(test_a_save_the_game_may_not_read_is_left_in_place_and_called_unreadable),
        T(test_a_preference_folder_the_game_cannot_open_is_named_not_called_empty),
        T(test_a_fifo_in_place_of_the_save_is_set_aside_without_blocking),
        T(test_a_damaged_previous_game_is_kept_as_damaged_with_a_message),
        T(test_title_messages_end_sentences_with_one_full_stop),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    TTF_Quit();
    SDL_Quit();
    return failed;
}
