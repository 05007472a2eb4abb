/* What the whole-game phone tests share (test_phones_game.c for the siteswap game,
 * test_phones_jugglers_game.c for Jugglers, test_phones_rules_game.c without the app): the
 * command line and the skip when the browser cannot play, the links read from what the game
 * prints, the node driver started on two of them, and the screen's loop kept near real time
 * until the game is over and the phones have seen it. Each test gives its own screen step and
 * its own checks. Plain POSIX, no SDL. */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

#define PHONES_SKIP 77
#define PHONES_URL 128

long long phones_now_ms(void);
/* Whether an executable prog is found on the PATH. */
bool phones_on_path(const char *prog);

/* Why the browser cannot play here (no node, Chromium or playwright-core in script_dir), or
 * NULL when it can. */
const char *phones_missing(const char *script_dir);
/* The start of a table test's main: "PROG SCRATCH_DIR SCRIPT_DIR" and the skip when the browser
 * cannot play. Returns -1 to go on and run the tests, else the exit code. */
int phones_setup(int argc, char **argv, char *scratch, size_t scratch_size,
                 const char **script_dir);

/* Runs push(ctx) with standard error caught in the file path, then reads the links the game
 * printed there ("seat N NAME: URL"), as a person at the console would, into urls[0..seats).
 * Returns how many. (The links go to standard error: standard output is the tests' TAP.) */
int phones_read_links(const char *path, void (*push)(void *ctx), void *ctx,
                      char (*urls)[PHONES_URL], int seats);

/* Starts node SCRIPT_DIR/script on the two links with its --timeout (PHONES_SHOTS=DIR: the
 * phones' screenshots, for people). -1 when node cannot start. */
pid_t phones_start_node(const char *script_dir, const char *script, int timeout_s,
                        const char *url1, const char *url2);

/* The screen's side until the game is over (step(ctx) does a quarter second of it and says
 * whether the game was over before) and node has exited, kept near real time (the phones are
 * people: they need it to tap), 540 s at most; node is stopped if it still runs. Returns node's
 * wait status. */
int phones_play(pid_t node, bool (*step)(void *ctx), void *ctx);
