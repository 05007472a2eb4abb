/* Keeping a card table's game on disk: the save text written whole after every action
 * (savefile_write: atomic), removed once the game is over, and a notice the first time it
 * cannot be written (the game goes on). Shared by both card games' tables. */
#pragma once

#include "app.h"
#include "savefile.h"

#include <stdbool.h>

/* text: the game's save text (NULL: it could not be made); warned: whether the players were
 * already told that saving fails (set and cleared here). */
void table_store_game(App *app, const char *text, bool over, bool *warned);

/* The same kept by appending (savefile_log_write): only the new actions are written after
 * every action, the whole text now and then. log lives as long as the table. */
void table_store_log(App *app, SavefileLog *log, bool over, int actions, SavefileLine line,
                     SavefileWhole whole, void (*free_text)(void *), const void *ctx,
                     bool *warned);

