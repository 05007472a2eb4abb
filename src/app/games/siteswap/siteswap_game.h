/* The siteswap card game's entry in the games list (games/games.h), and its part of a
 * GameChoice (only this game's folders read it). */
#pragma once

#include "games.h"
#include "ssgame.h"

extern const GameDef siteswap_game;

/* The engine's setup in a choice of this game: 2-6 seats, rule options, cycles, starter, seed. */
SsgSetup *siteswap_choice(const GameChoice *c);

/* setup rows, defaults and kept lines (siteswap_setup.c) */
extern const GameSetupRows siteswap_rows;
void siteswap_choice_defaults(GameChoice *c);
uint64_t siteswap_seed(const GameChoice *c);
void siteswap_set_seed(GameChoice *c, uint64_t seed);
bool siteswap_choice_check(const GameChoice *c, char *err, size_t err_size);
void siteswap_for_table(GameChoice *c, const char *seats);
char *siteswap_setup_text(const GameChoice *c);
bool siteswap_setup_read(const char *text, size_t len, GameChoice *c);
