/* Jugglers' part of a GameChoice: only this game's folders read it (games/jugglers/,
 * scenes/jugglers_table/). Its defaults, rows on the setup screen and kept lines (jugglers_choice.c). */
#pragma once

#include "games.h"
#include "jugglers.h"

/* Its id in the games list (--game's name): its table scene finds its GameDef by it
 * (games_named), as the definition uses that scene. */
#define JUGGLERS_ID "jugglers"

/* The engine's setup in a choice of this game: 2-5 players, round wins needed 1-5, the
 * dummies' sigils, the first chairman, seed. */
JgSetup *jugglers_choice(const GameChoice *c);

/* Its setup rows, defaults and kept lines (jugglers_choice.c) */
extern const GameSetupRows jugglers_rows;
void jugglers_choice_defaults(GameChoice *c);
uint64_t jugglers_seed(const GameChoice *c);
void jugglers_set_seed(GameChoice *c, uint64_t seed);
bool jugglers_choice_check(const GameChoice *c, char *err, size_t err_size);
void jugglers_for_table(GameChoice *c, const char *seats);
char *jugglers_setup_text(const GameChoice *c);
bool jugglers_setup_read(const char *text, size_t len, GameChoice *c);
