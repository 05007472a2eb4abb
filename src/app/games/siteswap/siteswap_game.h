/* The siteswap card game's entry in the games list (games/games.h). */
#pragma once

#include "games.h"

extern const GameDef siteswap_game;

