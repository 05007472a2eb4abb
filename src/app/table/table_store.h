/* A card table's save file, the part both games' tables share.
 *
 * Keeping the game on disk by appending (savefile_log_write): only the new actions are written
 * and synced after every action, the whole text now and then (atomically); the save is removed
 * once the game is over, and the players are told the first time it cannot be written (the
 * game goes on).
 *
 * The table's own options ride in one comment line before the engine's save text, which the
 * engines' loaders skip as a comment:
 *
 *     # throwdeck table hint-button 1 phones 1
 *
 * "phones 1" (written only for a game played with Hands on phones) makes Continue start the
 * phone server again, with fresh links. The words before it are the game's own options
 * ("hint-button 1": the siteswap table's), which the table kit only carries. */
#pragma once

#include "app.h"
#include "game_choice.h"
#include "savefile.h"

#include <stdbool.h>
#include <stddef.h>

/* log lives as long as the table; warned: whether the players were already told that saving
 * fails (set and cleared here). */
void table_store_log(App *app, SavefileLog *log, bool over, int actions, SavefileLine line,
                     SavefileWhole whole, void (*free_text)(void *), const void *ctx,
                     bool *warned);

/* The comment line alone, with its newline, into buf; its length (snprintf's). */
int table_store_extras_line(const GameChoice *choice, char *buf, size_t size);
/* The same with the game's own "key 0|1" words first (own: NULL or "" for none). */
int table_store_extras_line_with(const GameChoice *choice, const char *own, char *buf,
                                 size_t size);

/* The table options a save file carries: *out gets the setup screen's defaults, then what the
 * comment line says (a file without one, e.g. from throwdeck-cli, keeps the defaults). */
void table_store_extras(const char *text, size_t len, GameChoice *out);
/* One "key 0|1" word of that line into *out (a game's own option); *out untouched when the
 * line has none, or a value other than 0 or 1. */
void table_store_extra_flag(const char *text, size_t len, const char *key, bool *out);

/* Where a game in progress goes when a new one is started over it ("game.prev.sav" beside
 * "game.sav"), so that starting a new game never loses one. */
void table_store_backup_path(const char *path, char *out, size_t size);
/* Moves the save at path to its backup path (replacing an older backup); false if it could not. */
bool table_store_back_up(const char *path);
