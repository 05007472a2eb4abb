/* The new-game screen: seats (name, person or computer and its level, highest flash), the rule
 * options [1] [2] [3], the best-build hint, cycles before laying down, who starts, and the seed.
 * Defaults make a game for two people, so Play then Start is two clicks. */
#pragma once

#include "app.h"
#include "ssgame.h"

/* Everything the setup screen decides: the engine's setup plus the table's own options. */
typedef struct GameChoice {
    SsgSetup setup;
    bool hint_button;   /* the "best build" hint is offered during this game */
} GameChoice;

GameChoice setup_default_choice(uint64_t seed);

Scene *setup_scene_create(App *app);
/* Where the "Start game" button is at this window size (for tests that click it). */
SDL_FRect setup_scene_start_rect(const App *app);
