/* The title screen: the game's name, a fan of cards, and the menu of what exists so far. */
#pragma once

#include "app.h"

Scene *title_scene_create(App *app);
