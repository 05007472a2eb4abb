/* The table's save file: the engine's save text (ssgame_save) after one comment line that
 * carries the table's own options, which the engine's loader skips as a comment:
 *
 *     # throwdeck table hint-button 1
 *     throwdeck-save 1
 *     game siteswap
 *     ...
 *
 * The table writes it after every action (with savefile_write); the title screen's Continue
 * reads it back with table_save_extras and table_scene_resume. */
#pragma once

#include "game_choice.h"
#include "ssgame.h"

#include <stdbool.h>
#include <stddef.h>

/* The whole save file for g played with choice's table options; heap string (SDL_free), NULL
 * without memory. */
char *table_save_text(const SsgGame *g, const GameChoice *choice);

/* The table options a save file carries: *out gets the setup screen's defaults, then what the
 * comment line says (a file without one, e.g. from throwdeck-cli, keeps the defaults). */
void table_save_extras(const char *text, size_t len, GameChoice *out);

/* One line about a saved game for the title screen: "Anna, Bob, Computer \u00b7 turn 7", or
 * without names the shorter "3 players \u00b7 turn 7" (for where the long one does not fit). */
void table_save_summary(const SsgGame *g, bool names, char *buf, size_t size);
