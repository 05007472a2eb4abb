/* Computer players for the siteswap card game.
 *
 * A computer player decides from its own seat's view only (SsgView), never the game: it cannot
 * see other hands, the pick-up pile or a stack's order. Its random choices come from the view's
 * decision seed, so a game with computer players is still fully determined by its setup and
 * actions, and every machine plays it the same way.
 *
 * Computers are jugglers with a skill (S36 in assets/rules/siteswap-rulings.txt). Each level is a
 * juggler profile (the most balls and the longest period it juggles) and the seat's highest
 * flash caps its throws: a computer reduces every throw above its flash and lays down or
 * extends only into patterns it can juggle that way, preferring the ones it juggles reliably.
 * Levels differ in how well they choose: easy overlooks cards and seldom extends; normal looks
 * at its whole hand and a few revealed siteswaps; hard weighs every build and extension against
 * what it keeps for its next turn, exchanges and discards to keep its best build.
 *
 * Watching, computers recognise like people (S35): only what the on-screen juggler shows (a
 * person juggling for real is out of their sight, unless the hints given leave one pattern,
 * which they then say). Recognition takes more cycles for longer periods, more balls and higher
 * throws, fewer at higher levels, and it seldom reads a pattern with more balls than it juggles
 * itself; no computer names a pattern of period 5 or more in its first cycle. Wrong guesses are
 * plausible: the same number of balls, and any hint given kept. Normal and hard computers do not
 * name a pattern that may be its performer's last cards (S37): it must run its cycles, where a
 * drop can end it (every cycle holds a small risk, steeply more near the top of a profile). */
#pragma once

#include "ssgame.h"

/* Search steps one extension search may take: keeps a hard decision in milliseconds. */
#define SSAI_EXTENSION_BUDGET 4000

/* A level's juggler: the patterns it juggles, after reducing the throws above its flash. */
typedef struct SsaiProfile {
    int max_balls;
    int max_period;
} SsaiProfile;

SsaiProfile ssai_profile(SsgLevel level);
/* The profile in one short line for the setup screen, with the seat's highest flash (which
 * caps the balls too): "up to 4 balls, period up to 4, throws up to 5". */
void ssai_profile_text(SsgLevel level, int flash, char *buf, size_t size);
/* Could a computer of this level and highest flash juggle these card values (a build or an
 * extended siteswap, before reductions)? It reduces every throw above its flash; reduce (room
 * for n, may be NULL) gets which. */
bool ssai_can_juggle(SsgLevel level, int flash, const int *values, int n, bool *reduce);
/* The chance that a computer of this level drops a pattern of this (unit) period and number of
 * balls in one cycle (S36): about 1% well inside its profile, climbing near its top. */
double ssai_cycle_drop_chance(SsgLevel level, int period, int balls);

/* What the viewer (a computer seat) does now, if anything. Call it when the game waits for that
 * seat, and for every watching seat after each cycle of a performance (for guesses). */
bool ssai_decide(const SsgView *v, const Catalogue *tricks, SsgAction *out);
/* The same, and when the computer has something to say about it (a guess made from the hints
 * alone: which hints it used), a short remark in said (empty otherwise). */
bool ssai_decide_saying(const SsgView *v, const Catalogue *tricks, SsgAction *out, char *said,
                        size_t said_size);

/* Drives the computer seats of a game by one action: the seat the game waits for, the watchers'
 * guesses after a cycle, a computer performer's cycles. Returns 1 after an action, 0 when the
 * game is over or waits for a person, -1 when an action was refused (err says why: a bug).
 * events gets what happened, and an SSG_EV_REMARK after a guess made from the hints alone. */
int ssai_step(SsgGame *g, SsgEvents *events, SsgError *err);

/* Only the watchers' part of ssai_step: during a performance, the first watching computer seat
 * (in turn order after the performer) that guesses now makes its guess. For a screen that
 * counts a performance's cycles itself. Returns 1 after a guess, 0 when none, -1 as above. */
int ssai_watch(SsgGame *g, SsgEvents *events, SsgError *err);
