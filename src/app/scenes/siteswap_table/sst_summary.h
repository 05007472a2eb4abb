/* The end of a siteswap card game on the summary screen (scenes/summary/): the winner's moment,
 * the places, then every pattern played in order (who, the pattern and how it was juggled, who
 * recognised it and after how many cycles, or laid down, or dropped), the longest one marked,
 * each with a Watch button that juggles it as it was played. */
#pragma once

#include "app.h"
#include "game_choice.h"
#include "ssgame.h"
#include "summary_scene.h"

/* The summary scene for a finished (or any) game; its history is rebuilt from the actions.
 * choice: the seats and options to play again with (NULL: the game's own setup). again: what
 * Play again opens (e.g. sst_scene_create: passed in, so this file need not include the
 * table's scene). NULL without memory. */
Scene *sst_summary_create(App *app, const SsgGame *game, const GameChoice *choice,
                          SummaryPlayAgain again);
