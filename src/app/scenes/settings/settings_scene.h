/* The settings screen: full screen, animation speed, colour-blind-safe prop colours, text size.
 * Every change is applied at once and saved to the player's preference folder. */
#pragma once

#include "app.h"

Scene *settings_scene_create(App *app);

/* Whether scene is the Settings screen (for the --probe file). */
bool settings_scene_is(const Scene *scene);
