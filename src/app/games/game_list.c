/* Every game the app plays: a new one is one line here and its own folders. */
#include "games.h"
#include "jugglers_game.h"
#include "siteswap_game.h"

static const GameDef *const list[] = {
    &siteswap_game,
    &jugglers_game,
};

const GameDef *const *game_list(int *n)
{
    *n = (int)(sizeof list / sizeof *list);
    return list;
}
