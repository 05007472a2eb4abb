/* The title screen: the game's name, a fan of cards, and the menu of what exists so far. */
#pragma once

#include "app.h"

/* The title screen. Its menu starts with Continue while app->game_save_path holds a game that
 * is not over (it looks again whenever the file changes); a save it cannot load is set aside as
 * "game.sav.damaged" with a message, never deleted. */
Scene *title_scene_create(App *app);

/* What Continue does: resumes the saved game on a table asked to go over the title (a scene
 * request: it is on once the app carries the requests out). false, with a message to the
 * player, when there is no game to continue or it is damaged (then set aside). */
bool title_scene_continue(Scene *title, App *app);

/* Whether scene is the title screen (for the --probe file). */
bool title_scene_is(const Scene *scene);
