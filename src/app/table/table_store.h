/* Keeping a card table's game on disk by appending (savefile_log_write): only the new actions
 * are written and synced after every action, the whole text now and then (atomically); the
 * save is removed once the game is over, and the players are told the first time it cannot be
 * written (the game goes on). Shared by both card games' tables. */
#pragma once

#include "app.h"
#include "savefile.h"

#include <stdbool.h>

/* log lives as long as the table; warned: whether the players were already told that saving
 * fails (set and cleared here). */
void table_store_log(App *app, SavefileLog *log, bool over, int actions, SavefileLine line,
                     SavefileWhole whole, void (*free_text)(void *), const void *ctx,
                     bool *warned);
