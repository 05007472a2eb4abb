/* The siteswap table's save file: the engine's save text (ssgame_save) after the comment line
 * that carries the table's own options (table_store_extras_line), which the engine's loader
 * skips as a comment:
 *
 *     # throwdeck table hint-button 1 phones 1
 *     throwdeck-save 1
 *     game siteswap
 *     ...
 *
 * The table writes it after every action (table_store_log); the title screen's Continue reads
 * it back with sst_save_extras and sst_scene_resume. */
#pragma once

#include "game_choice.h"
#include "ssgame.h"
#include "table_store.h"

#include <stdbool.h>
#include <stddef.h>

/* The whole save file for g played with choice's table options; heap string (SDL_free), NULL
 * without memory. */
char *sst_save_text(const SsgGame *g, const GameChoice *choice);
/* The table options a save file carries (table_store_extras), with this game's own: the
 * hint-button word (the setup's default when the file has none). */
void sst_save_extras(const char *text, size_t len, GameChoice *out);

/* One line about a saved game for the title screen: "Anna, Bob, Computer \u00b7 turn 7", or
 * without names the shorter "3 players \u00b7 turn 7" (for where the long one does not fit). */
void sst_save_summary(const SsgGame *g, bool names, char *buf, size_t size);

/* Whether the save file at path holds a game that is not over; its one-line summary (names and
 * turn) in summary. A missing, unreadable or damaged file is no game in progress. */
bool sst_save_in_progress(const char *path, const Catalogue *tricks, char *summary, size_t size);
