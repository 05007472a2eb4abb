/* The table's save file: the engine's save text (ssgame_save) after one comment line that
 * carries the table's own options, which the engine's loader skips as a comment:
 *
 *     # throwdeck table hint-button 1 phones 1
 *     throwdeck-save 1
 *     game siteswap
 *     ...
 *
 * The table writes it after every action (with savefile_write); the title screen's Continue
 * reads it back with table_save_extras and table_scene_resume. "phones 1" (written only for a
 * game played with Hands on phones) makes Continue start the phone server again, with fresh
 * links. The Jugglers table writes the same line before jugglers_save's text. */
#pragma once

#include "game_choice.h"
#include "ssgame.h"

#include <stdbool.h>
#include <stddef.h>

/* The whole save file for g played with choice's table options; heap string (SDL_free), NULL
 * without memory. */
char *table_save_text(const SsgGame *g, const GameChoice *choice);
/* The comment line alone, with its newline, into buf; its length (snprintf's). */
int table_save_extras_line(const GameChoice *choice, char *buf, size_t size);

/* The table options a save file carries: *out gets the setup screen's defaults, then what the
 * comment line says (a file without one, e.g. from throwdeck-cli, keeps the defaults). */
void table_save_extras(const char *text, size_t len, GameChoice *out);

/* One line about a saved game for the title screen: "Anna, Bob, Computer \u00b7 turn 7", or
 * without names the shorter "3 players \u00b7 turn 7" (for where the long one does not fit). */
void table_save_summary(const SsgGame *g, bool names, char *buf, size_t size);

/* Whether the save file at path holds a game that is not over; its one-line summary (names and
 * turn) in summary. A missing, unreadable or damaged file is no game in progress. */
bool table_save_in_progress(const char *path, const Catalogue *tricks, char *summary, size_t size);

/* Where a game in progress goes when a new one is started over it ("game.prev.sav" beside
 * "game.sav"), so that starting a new game never loses one. */
void table_save_backup_path(const char *path, char *out, size_t size);
/* Moves the save at path to its backup path (replacing an older backup); false if it could not. */
bool table_save_back_up(const char *path);
