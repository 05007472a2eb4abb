#include "game_choice.h"

#include <SDL.h>
#include <string.h>

#define SEED_LIMIT 1000000

static const char *const default_names[] = {"Anna", "Ben", "Chloe", "Dev", "Emma", "Finn"};
#define DEFAULT_NAMES (int)(sizeof default_names / sizeof *default_names)

GameChoice game_choice_default(uint64_t seed)
{
    GameChoice c = {.kind = GAME_SITESWAP, .setup = ssgame_default_setup(), .hint_button = true,
                    .jugglers = jugglers_default_setup()};
    for (int i = 0; i < SSG_MAX_SEATS && i < DEFAULT_NAMES; i++)
        SDL_strlcpy(c.setup.seat[i].name, default_names[i], sizeof c.setup.seat[i].name);
    for (int i = 0; i < JG_MAX_PLAYERS && i < DEFAULT_NAMES; i++) {
        SDL_strlcpy(c.jugglers.player[i].name, default_names[i],
                    sizeof c.jugglers.player[i].name);
        c.jugglers.player[i].kind = i < 2 ? JG_PERSON : JG_COMPUTER;
    }
    game_choice_set_seed(&c, seed);
    return c;
}

uint64_t game_choice_seed(const GameChoice *c)
{
    return c->kind == GAME_JUGGLERS ? c->jugglers.seed : c->setup.seed;
}

void game_choice_set_seed(GameChoice *c, uint64_t seed)
{
    /* Both games get it: switching the game on the setup screen keeps the seed shown. */
    c->setup.seed = seed % SEED_LIMIT;
    c->jugglers.seed = seed % SEED_LIMIT;
}

bool game_choice_check(const GameChoice *c, char *err, size_t err_size)
{
    switch (c->kind) {
    case GAME_SITESWAP: {
        SsgError e = {{0}};
        if (ssgame_check_setup(&c->setup, &e))
            return true;
        SDL_strlcpy(err, e.message, err_size);
        return false;
    }
    case GAME_JUGGLERS: {
        JgError e = {{0}};
        if (jugglers_check_setup(&c->jugglers, &e))
            return true;
        SDL_strlcpy(err, e.message, err_size);
        return false;
    }
    default:
        SDL_strlcpy(err, "unknown card game", err_size);
        return false;
    }
}

GameChoice game_choice_for_table(const char *seats, GameKind kind, bool save_game, bool phones)
{
    GameChoice c = game_choice_default(1);
    int n = seats ? (int)strlen(seats) : 0;
    if (kind == GAME_JUGGLERS) {
        c.kind = GAME_JUGGLERS;
        c.jugglers.players = n < JG_MAX_SEATS ? n : JG_MAX_SEATS;
        for (int i = 0; i < c.jugglers.players; i++)
            c.jugglers.player[i].kind = seats[i] == 'c' ? JG_COMPUTER : JG_PERSON;
        c.jugglers.first_chairman = 0;
    } else {
        c.setup.seats = n < SSG_MAX_SEATS ? n : SSG_MAX_SEATS;
        for (int i = 0; i < c.setup.seats; i++)
            c.setup.seat[i].kind = seats[i] == 'c' ? SSG_COMPUTER : SSG_PERSON;
        c.setup.starter = 0;
    }
    c.no_save = !save_game; /* the player's saved game is not overwritten by a screenshot's */
    c.phones = phones;
    return c;
}
