/* Keeping a card table's game on disk: the save text written whole after every action
 * (savefile_write: atomic), removed once the game is over, and a notice the first time it
 * cannot be written (the game goes on). Shared by both card games' tables. */
#pragma once

#include "app.h"

#include <stdbool.h>

/* text: the game's save text (NULL: it could not be made); warned: whether the players were
 * already told that saving fails (set and cleared here). */
void table_store_game(App *app, const char *text, bool over, bool *warned);
