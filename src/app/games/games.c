#include "games.h"

#include <SDL.h>

int games_count(void)
{
    int n;
    game_list(&n);
    return n;
}

const GameDef *games_at(int i)
{
    int n;
    const GameDef *const *list = game_list(&n);
    return list[i >= 0 && i < n ? i : 0];
}

const GameDef *games_named(const char *id)
{
    for (int i = 0; id && i < games_count(); i++)
        if (SDL_strcmp(games_at(i)->id, id) == 0)
            return games_at(i);
    return NULL;
}

const GameDef *games_of_kind(GameKind kind)
{
    for (int i = 0; i < games_count(); i++)
        if (games_at(i)->kind == kind)
            return games_at(i);
    return games_at(0);
}

const GameDef *games_next(const GameDef *game)
{
    for (int i = 0; i < games_count(); i++)
        if (games_at(i) == game)
            return games_at((i + 1) % games_count());
    return games_at(0);
}

const GameDef *games_of_save(const char *text, size_t len)
{
    const GameDef *rest = games_at(0);
    for (int i = 0; i < games_count(); i++) {
        const GameDef *g = games_at(i);
        if (!g->save_is)
            rest = g;
        else if (g->save_is(text, len))
            return g;
    }
    return rest;
}

void games_options(OptionsGames *out)
{
    SDL_zerop(out);
    for (int i = 0; i < games_count() && i < OPTIONS_MAX_GAMES; i++) {
        out->name[i] = games_at(i)->id;
        out->title[i] = games_at(i)->title;
        out->max_seats[i] = games_at(i)->max_seats;
        out->n++;
    }
}

const char *games_default_name(int i)
{
    static const char *const names[] = {"Anna", "Ben", "Chloe", "Dev", "Emma", "Finn"};
    int n = (int)(sizeof names / sizeof *names);
    return names[i >= 0 && i < n ? i : n - 1];
}
