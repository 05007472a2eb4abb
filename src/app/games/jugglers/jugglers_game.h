/* Jugglers' entry in the games list (games/games.h). */
#pragma once

#include "games.h"

extern const GameDef jugglers_game;

