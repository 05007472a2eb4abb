/* Computer players for the siteswap card game.
 *
 * A computer player decides from its own seat's view only (SsgView), never the game: it cannot
 * see other hands, the pick-up pile or a stack's order. Its random choices come from the view's
 * decision seed, so a game with computer players is still fully determined by its setup and
 * actions, and every machine plays it the same way.
 *
 * Levels: easy plays plausibly but weakly (builds from part of its hand, seldom extends, guesses
 * slowly and sometimes wrongly); normal searches its whole hand and a few revealed siteswaps;
 * hard compares the longest build with the best extension of every revealed siteswap, counts the
 * end-of-turn draw, exchanges and discards to keep its best build, and recognises quickly.
 *
 * Guessing: a watching computer player recognises a performance after a number of cycles drawn
 * per cycle with a chance that falls with the pattern's difficulty (period, highest throw, balls)
 * and rises with its level and the hints given. */
#pragma once

#include "ssgame.h"

/* Search steps one extension search may take: keeps a hard decision in milliseconds. */
#define SSAI_EXTENSION_BUDGET 4000

/* What the viewer (a computer seat) does now, if anything. Call it when the game waits for that
 * seat, and for every watching seat after each cycle of a performance (for guesses). */
bool ssai_decide(const SsgView *v, const Catalogue *tricks, SsgAction *out);

/* Drives the computer seats of a game by one action: the seat the game waits for, the watchers'
 * guesses after a cycle, a computer performer's cycles. Returns 1 after an action, 0 when the
 * game is over or waits for a person, -1 when an action was refused (err says why: a bug).
 * events gets what happened. */
int ssai_step(SsgGame *g, SsgEvents *events, SsgError *err);

/* Only the watchers' part of ssai_step: during a performance, the first watching computer seat
 * (in turn order after the performer) that guesses now makes its guess. For a screen that
 * counts a performance's cycles itself. Returns 1 after a guess, 0 when none, -1 as above. */
int ssai_watch(SsgGame *g, SsgEvents *events, SsgError *err);
