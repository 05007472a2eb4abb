/* Crash safety: the real program playing a computers-only game with its save on is killed with
 * SIGKILL at random moments, again and again, each time resumed with --continue (or a new game
 * when the last one ended). Half of the kills aim at the writing of the save: the moment its
 * temporary file appears. After every kill the save must load, and hold every action the last
 * save seen before the kill held, unchanged: only the action in progress may be lost.
 * Usage: test-app-kill THROWDECK SCRATCH_DIR [KILLS [SEED]]   (.ci/long/kill-test runs 50 or more) */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <SDL.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "catalogue.h"
#include "savefile.h"
#include "rng.h"
#include "ssgame.h"
#include "td_config.h"
#include "textfile.h"

static const char *throwdeck_exe;
static char save_path[4096], tmp_path[4200];
static int kills = 8;
static RngState rng; /* the project's generator: a seed replays the same run */
static Catalogue tricks;

static void sleep_us(long us)
{
    struct timespec t = {us / 1000000, (us % 1000000) * 1000};
    nanosleep(&t, NULL);
}

static bool exists(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0;
}

/* The save's text, or NULL when there is none (a missing file is not an error here). */
static char *read_save(size_t *len)
{
    char err[512];
    return exists(save_path) ? savefile_read(save_path, len, err, sizeof err) : NULL;
}

/* The save must load as a game; returns its actions. */
static int require_loadable(const char *text, size_t len)
{
    SsgGame *g = malloc(sizeof *g);
    assert_non_null(g);
    SsgError e = {{0}};
    const char *engine = strstr(text, "throwdeck-save");
    if (!engine)
        fail_msg("the save has no game in it:\n%s", text);
    if (!ssgame_load(g, engine, len - (size_t)(engine - text), tricks.count ? &tricks : NULL, &e))
        fail_msg("the save does not load: %s", e.message);
    int n = g->actions_n;
    ssgame_free(g);
    free(g);
    return n;
}

static pid_t start_game(bool resume)
{
    pid_t child = fork();
    assert_true(child >= 0);
    if (child == 0) {
        if (resume)
            execl(throwdeck_exe, throwdeck_exe, "--size", "640x400", "--continue", (char *)NULL);
        else
            execl(throwdeck_exe, throwdeck_exe, "--size", "640x400", "--table", "cccc",
                  "--save-game", (char *)NULL);
        _exit(127);
    }
    return child;
}

static void test_a_game_killed_at_random_moments_loses_at_most_the_action_in_progress(void **state)
{
    (void)state;
    remove(save_path);
    int during_write = 0, finished = 0, max_actions = 0, resumed = 0;
    for (int k = 0; k < kills; k++) {
        size_t len = 0;
        char *before = read_save(&len);
        pid_t child = start_game(before != NULL);
        resumed += before != NULL;
        SDL_free(before);
        before = NULL;
        /* Half the kills wait for a save being written; the others come at any moment. */
        bool aim_at_write = rng_next(&rng) % 2 == 0;
        long waited = 0, limit = 1000000 + (long)(rng_next(&rng) % 6000000);
        long delay = 20000 + (long)(rng_next(&rng) % 5000000);
        char *last = NULL;
        size_t last_len = 0;
        while (waited < (aim_at_write ? limit : delay)) {
            if (aim_at_write && waited > 100000 && exists(tmp_path))
                break;
            if (waited % 20000 == 0) { /* the last whole save seen before the kill */
                size_t n = 0;
                char *t = read_save(&n);
                if (t) {
                    SDL_free(last);
                    last = t;
                    last_len = n;
                }
            }
            sleep_us(250);
            waited += 250;
        }
        if (!last) { /* what the save held just before the kill */
            last = read_save(&last_len);
        }
        kill(child, SIGKILL);
        bool writing = exists(tmp_path);
        during_write += writing;
        int status = 0;
        waitpid(child, &status, 0);
        assert_true(WIFSIGNALED(status));

        size_t after_len = 0;
        char *after = read_save(&after_len);
        if (!after) {
            /* Only a game that ended removes its save. */
            finished++;
            SDL_free(last);
            continue;
        }
        int actions = require_loadable(after, after_len);
        if (last) {
            int had = require_loadable(last, last_len);
            if (actions < had)
                fail_msg("kill %d: the save went back from %d to %d actions", k, had, actions);
            /* Every action saved before is still there, as it was. */
            const char *old_end = strstr(last, "\nend ");
            assert_non_null(old_end);
            size_t keep = (size_t)(old_end - last) + 1;
            if (after_len < keep || memcmp(after, last, keep) != 0)
                fail_msg("kill %d: the actions saved before the kill changed", k);
        }
        if (actions > max_actions)
            max_actions = actions;
        SDL_free(last);
        SDL_free(after);
    }
    printf("# %d kills survived (%d while a save was being written, %d resumed with --continue, "
           "%d after a game ended); up to %d actions in one game\n",
           kills, during_write, resumed, finished, max_actions);
    assert_true(max_actions >= 1); /* the game did get on between the kills */
}

/* Waits up to limit_us for the child; true when it ended (status then set). */
static bool wait_for(pid_t child, long limit_us, int *status)
{
    for (long waited = 0; waited < limit_us; waited += 5000) {
        if (waitpid(child, status, WNOHANG) == child)
            return true;
        sleep_us(5000);
    }
    return false;
}

/* SIGTERM, then SIGINT on the game continued: each ends the game at once and cleanly (exit
 * status 0), and the save it leaves loads with every action it held before the signal. */
static void test_sigterm_and_sigint_end_the_game_cleanly_keeping_its_save(void **state)
{
    (void)state;
    remove(save_path);
    int sigs[2] = {SIGTERM, SIGINT};
    for (int i = 0; i < 2; i++) {
        pid_t child = start_game(i > 0);
        sleep_us(1500000);
        size_t had_len = 0;
        char *had = read_save(&had_len);
        int had_actions = had ? require_loadable(had, had_len) : 0;
        kill(child, sigs[i]);
        int status = 0;
        if (!wait_for(child, 5000000, &status)) {
            kill(child, SIGKILL);
            waitpid(child, &status, 0);
            fail_msg("the game was still running 5 s after %s", i ? "SIGINT" : "SIGTERM");
        }
        if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
            fail_msg("%s: the game did not end cleanly (status %d)", i ? "SIGINT" : "SIGTERM",
                     status);
        size_t len = 0;
        char *after = read_save(&len);
        if (after) /* none: the game ended before the signal (computers play fast) */
            assert_true(require_loadable(after, len) >= had_actions);
        SDL_free(had);
        SDL_free(after);
    }
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: %s THROWDECK SCRATCH_DIR [KILLS [SEED]]\n", argv[0]);
        return 2;
    }
    throwdeck_exe = argv[1];
    if (argc > 3)
        kills = atoi(argv[3]);
    uint64_t seed = argc > 4 ? strtoull(argv[4], NULL, 10) : (uint64_t)time(NULL);
    rng_seed(&rng, seed);
    printf("# kill test seed %llu\n", (unsigned long long)seed);
    char xdg[4096];
    snprintf(xdg, sizeof xdg, "%s/kill-xdg", argv[2]);
    setenv("XDG_DATA_HOME", xdg, 1);
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    if (SDL_Init(SDL_INIT_EVENTS) != 0)
        return 1;
    char *pref = SDL_GetPrefPath("throwdeck", "throwdeck");
    if (!pref)
        return 1;
    snprintf(save_path, sizeof save_path, "%sgame.sav", pref);
    snprintf(tmp_path, sizeof tmp_path, "%s.tmp", save_path);
    /* Cards land at once: more actions, so more saves, between the kills. */
    char settings[4200];
    snprintf(settings, sizeof settings, "%ssettings.txt", pref);
    FILE *f = fopen(settings, "w");
    if (!f)
        return 1;
    fputs("animation_speed = instant\n", f);
    fclose(f);
    SDL_free(pref);

    size_t n = 0;
    char why[200];
    char *cat = textfile_read(TD_SOURCE_ASSETS "/patterns/catalogue.txt", &n, NULL, why, sizeof why);
    CatalogueError cerr;
    if (!cat || !catalogue_parse(cat, &tricks, &cerr)) {
        fprintf(stderr, "cannot read the catalogue\n");
        return 1;
    }
    free(cat);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_game_killed_at_random_moments_loses_at_most_the_action_in_progress),
        cmocka_unit_test(test_sigterm_and_sigint_end_the_game_cleanly_keeping_its_save),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    catalogue_free(&tricks);
    SDL_Quit();
    return failed;
}
