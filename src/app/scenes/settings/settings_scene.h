/* The settings screen: full screen, animation speed, colour-blind-safe prop colours, text size.
 * Every change is applied at once and saved to the player's preference folder. */
#pragma once

#include "app.h"

Scene *settings_scene_create(App *app);
