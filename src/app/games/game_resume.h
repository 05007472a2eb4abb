/* The one save file holds whichever game was played last (games/games.h says whose it is):
 * the title's Continue and the setup's "A game is in progress" ask these questions of it without
 * caring which game it is. */
#pragma once

#include "app.h"

#include <stdbool.h>
#include <stddef.h>

/* Whether the save file at path holds a game of either kind that is not over; a line about it
 * ("Jugglers: Anna, Ben, Chloe, Dev · round 1", "Anna, Ben · turn 7") in summary. A missing,
 * unreadable or damaged file is no game in progress. */
bool game_resume_in_progress(const App *app, const char *path, char *summary, size_t size);

/* Whether the regular file at path is damaged: it cannot be used (over the limit), or its text
 * is not a game of either kind. The reason in why. false for a missing file, one that cannot
 * be read now (no permission: it may be intact) and a good one, finished or not. */
bool game_resume_damaged(const App *app, const char *path, char *why, size_t why_size);

/* The table for save text of either game, resumed where it stopped; NULL with the reason. */
Scene *game_resume_scene(App *app, const char *text, size_t len, char *err, size_t err_size);
