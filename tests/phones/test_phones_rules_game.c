/* Two phone seats and a computer play a whole siteswap game through the phone page, on the
 * game's real phone server and rules, without the SDL table: this program is the game loop
 * (phone jobs answered each tick, the computer moved by ssai_step, an on-screen performance's
 * cycles counted every 0.6 s) and headless Chromium pages play the phone seats
 * (phones_game.mjs). The table's own end-to-end test, with a curtain seat, is
 * test_phones_game.c.
 *
 * Usage: [PHONES_SHOTS=DIR] test-phones-rules-game SCRIPT_DIR DATA_DIR. Exit 77 (skipped) without node, Chromium
 * or playwright-core, saying which. */
#define _GNU_SOURCE
#include "phone_ssg.h"
#include "phones_harness.h"
#include "ssgame.h"
#include "ssgame_ai.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

typedef struct Host {
    SsgGame game;
    PhoneTable table;
    long phone_actions[SSG_MAX_SEATS][SSG_ACT_KINDS]; /* actions that came from each phone */
    bool from_phone;
} Host;

static bool apply(void *ctx, const SsgAction *a, SsgError *err)
{
    Host *h = ctx;
    SsgEvents *ev = calloc(1, sizeof *ev);
    if (!ev)
        return false;
    bool ok = ssgame_apply(&h->game, a, ev, err);
    if (ok) {
        phone_ssg_events(&h->table, &h->game.setup, ev);
        if (h->from_phone)
            h->phone_actions[a->seat][a->kind]++;
    }
    free(ev);
    return ok;
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: %s SCRIPT_DIR DATA_DIR\n", argv[0]);
        return 2;
    }
    const char *script_dir = argv[1], *data_dir = argv[2];
    const char *why = phones_missing(script_dir);
    if (why) {
        printf("1..0 # SKIP %s\n", why);
        return PHONES_SKIP;
    }
    signal(SIGPIPE, SIG_IGN);

    static Host h;
    SsgSetup s = ssgame_default_setup();
    s.seats = 3;
    s.starter = 0;
    s.seed = 20261124;
    s.cycles = 5; /* the fewest: an unnamed pattern is laid down soon */
    const char *names[] = {"Anna", "Ben", "Robot"};
    for (int i = 0; i < 3; i++) {
        snprintf(s.seat[i].name, sizeof s.seat[i].name, "%s", names[i]);
        s.seat[i].kind = i == 2 ? SSG_COMPUTER : SSG_PERSON;
    }
    SsgError err = {{0}};
    char msg[300] = "";
    if (!ssgame_new(&h.game, &s, NULL, NULL, &err)) {
        printf("1..1\nnot ok 1 - game: %s\n", err.message);
        return 1;
    }
    PhoneSeats links;
    phone_ssg_seats(&s, &links);
    if (!phone_table_start(&h.table, &links, "127.0.0.1", 0, data_dir, NULL, NULL, msg,
                           sizeof msg)) {
        printf("1..0 # SKIP the phone server is not available: %s\n", msg);
        ssgame_free(&h.game);
        return PHONES_SKIP;
    }
    phone_table_print_links(&h.table, stderr);

    char url1[PHONES_URL], url2[PHONES_URL];
    phone_table_url(&h.table, 0, url1, sizeof url1);
    phone_table_url(&h.table, 1, url2, sizeof url2);
    /* PHONES_SHOTS=DIR: the phones' screenshots of building, guessing and exchanging. */
    pid_t child = phones_start_node(script_dir, "phones_game.mjs", 420, url1, url2);
    if (child < 0) {
        printf("1..1\nnot ok 1 - cannot start node\n");
        return 1;
    }

    /* The game loop: a tick every 5 ms until the game is over and the phones have seen it. */
    long long start = phones_now_ms(), next_ai = 0, next_cycle = 0;
    int status = -1;
    bool exited = false;
    while (!exited && phones_now_ms() - start < 480000) {
        h.from_phone = true;
        phone_ssg_tick(&h.table, &h.game, false, apply, &h);
        h.from_phone = false;
        long long t = phones_now_ms();
        const SsgGame *g = &h.game;
        if (g->phase != SSG_PHASE_OVER && t >= next_ai) {
            next_ai = t + 100;
            SsgEvents *ev = calloc(1, sizeof *ev);
            if (ev && ssai_step(&h.game, ev, &err) > 0)
                phone_ssg_events(&h.table, &h.game.setup, ev);
            free(ev);
        }
        /* A person's pattern on screen: the screen's juggler shows a cycle every 600 ms here. */
        if (g->phase == SSG_PHASE_PERFORM && g->perf.on_screen &&
            g->setup.seat[g->perf.performer].kind == SSG_PERSON && t >= next_cycle) {
            next_cycle = t + 600;
            SsgAction c = ssgame_action(SSG_ACT_CYCLE, g->perf.performer);
            SsgEvents *ev = calloc(1, sizeof *ev);
            if (ev && ssgame_apply(&h.game, &c, ev, &err)) {
                phone_ssg_events(&h.table, &h.game.setup, ev);
                ev->n = 0;
                if (ssai_watch(&h.game, ev, &err) > 0)
                    phone_ssg_events(&h.table, &h.game.setup, ev);
            }
            free(ev);
        }
        if (waitpid(child, &status, WNOHANG) == child)
            exited = true;
        struct timespec nap = {0, 5000000};
        nanosleep(&nap, NULL);
    }
    if (!exited) {
        kill(child, SIGTERM);
        waitpid(child, &status, 0);
    }
    int code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;

    printf("1..4\n");
    int failed = 0;
#define CHECK(cond, name)                                                                          \
    do {                                                                                           \
        bool ok_ = (cond);                                                                         \
        failed += !ok_;                                                                            \
        printf("%s %d - %s\n", ok_ ? "ok" : "not ok", ++n, name);                                  \
    } while (0)
    int n = 0;
    if (code == PHONES_SKIP) {
        printf("# the browser could not start: skipped\n");
        phone_table_stop(&h.table);
        ssgame_free(&h.game);
        return PHONES_SKIP;
    }
    CHECK(code == 0, "phones_play_their_seats_to_the_end (phones_game.mjs exit 0)");
    CHECK(h.game.phase == SSG_PHASE_OVER, "phones_game_runs_to_its_end");
    CHECK(h.phone_actions[0][SSG_ACT_BUILD] + h.phone_actions[1][SSG_ACT_BUILD] >= 2,
          "phones_builds_are_the_games_actions");
    CHECK(h.phone_actions[0][SSG_ACT_GUESS] + h.phone_actions[1][SSG_ACT_GUESS] >= 1,
          "phones_guesses_are_the_games_actions");
    printf("# %d actions in the game; from the phones: seat 1 %ld builds %ld guesses, seat 2 %ld "
           "builds %ld guesses; %.1f s\n",
           h.game.actions_n, h.phone_actions[0][SSG_ACT_BUILD], h.phone_actions[0][SSG_ACT_GUESS],
           h.phone_actions[1][SSG_ACT_BUILD], h.phone_actions[1][SSG_ACT_GUESS],
           (double)(phones_now_ms() - start) / 1000.0);
    phone_table_stop(&h.table);
    ssgame_free(&h.game);
    return failed ? 1 : 0;
}
