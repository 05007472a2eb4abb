/* Siteswap games for the tests and benchmarks: a choice of seats written as letters, and a game
 * of computers played to its end (for a summary, a Continue, a screen that needs one). No cmocka
 * here: the benchmarks use it too; callers assert. */
#pragma once

#include "catalogue.h"
#include "game_choice.h"
#include "ssgame.h"

#include <stdint.h>

/* game_choice_default(seed) with one seat a letter of seats: 'p' a person, 'c' a computer (at
 * the default level). Everything else (levels, starter, no_save) is the caller's. */
GameChoice siteswap_games_choice(uint64_t seed, const char *seats);
/* The game of c with every seat played by the computers' step (ssai_step) until it is over,
 * tricks recognised from the catalogue (NULL: none); NULL when the engine refuses the game, a
 * step fails or it is not over after 100000 steps. Freed by siteswap_games_free. */
SsgGame *siteswap_games_played(const GameChoice *c, const Catalogue *tricks);
void siteswap_games_free(SsgGame *g);
