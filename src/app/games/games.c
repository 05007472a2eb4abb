#include "games.h"

#include <SDL.h>
#include <string.h>

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

int games_index(const GameDef *game)
{
    for (int i = 0; game && i < games_count(); i++)
        if (games_at(i) == game)
            return i;
    return -1;
}

const GameDef *games_of_choice(const GameChoice *c)
{
    return c->game ? c->game : games_at(0);
}

const GameDef *games_next(const GameDef *game)
{
    int i = games_index(game);
    return games_at(i < 0 ? 0 : (i + 1) % games_count());
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

/* ---- Choices (game_choice.h): each asks its game ---- */

#define SEED_LIMIT 1000000
#define KEPT_HEADER "throwdeck-setup 1\n"

GameChoice game_choice_for(const GameDef *game, uint64_t seed)
{
    GameChoice c;
    SDL_zero(c);
    if (games_index(game) < 0)
        game = games_at(0);
    c.game = game;
    game->defaults(&c);
    game_choice_set_seed(&c, seed);
    return c;
}

GameChoice game_choice_default(uint64_t seed)
{
    return game_choice_for(games_at(0), seed);
}

uint64_t game_choice_seed(const GameChoice *c)
{
    return games_of_choice(c)->seed(c);
}

void game_choice_set_seed(GameChoice *c, uint64_t seed)
{
    games_of_choice(c)->set_seed(c, seed % SEED_LIMIT);
}

bool game_choice_check(const GameChoice *c, char *err, size_t err_size)
{
    if (c->game && games_index(c->game) < 0) {
        SDL_strlcpy(err, "unknown card game", err_size);
        return false;
    }
    return games_of_choice(c)->check(c, err, err_size);
}

GameChoice game_choice_for_table(const char *seats, const GameDef *game, bool save_game,
                                 bool phones)
{
    GameChoice c = game_choice_for(game, 1);
    games_of_choice(&c)->for_table(&c, seats ? seats : "");
    c.no_save = !save_game; /* the player's saved game is not overwritten by a screenshot's */
    c.phones = phones;
    return c;
}

char *game_choice_keep(const GameChoice *c)
{
    const GameDef *game = games_of_choice(c);
    char *own = game->setup_text(c);
    if (!own)
        return NULL;
    size_t size = strlen(own) + 128;
    char *text = SDL_malloc(size);
    if (text)
        SDL_snprintf(text, size, KEPT_HEADER "game %s\n%s", game->id, own);
    SDL_free(own);
    return text;
}

bool game_choice_line(const char *text, size_t len, size_t *pos, char *key, size_t key_size,
                      char *value, size_t value_size)
{
    while (*pos < len) {
        size_t start = *pos, end = start;
        while (end < len && text[end] != '\n')
            end++;
        *pos = end < len ? end + 1 : end;
        size_t k = start;
        while (k < end && text[k] != ' ')
            k++;
        if (k == start)
            continue; /* an empty line */
        size_t kn = k - start < key_size - 1 ? k - start : key_size - 1;
        memcpy(key, text + start, kn);
        key[kn] = '\0';
        size_t v = k < end ? k + 1 : end, vn = end - v;
        if (vn > 0 && text[v + vn - 1] == '\r')
            vn--;
        vn = vn < value_size - 1 ? vn : value_size - 1;
        memcpy(value, text + v, vn);
        value[vn] = '\0';
        return true;
    }
    return false;
}

bool game_choice_recall(const char *text, size_t len, GameChoice *c)
{
    size_t head = strlen(KEPT_HEADER);
    if (!text || len < head || memcmp(text, KEPT_HEADER, head) != 0)
        return false;
    const GameDef *game = NULL;
    char key[32], value[128];
    size_t pos = head;
    while (game_choice_line(text, len, &pos, key, sizeof key, value, sizeof value)) {
        if (!strcmp(key, "game"))
            game = games_named(value);
    }
    if (!game)
        return false;
    GameChoice kept = game_choice_for(game, game_choice_seed(c));
    kept.phones = c->phones;
    kept.no_save = c->no_save;
    game->set_seed(&kept, game_choice_seed(c)); /* the seed as it was, uncut */
    char err[256];
    if (!game->setup_read(text + head, len - head, &kept) || !game->check(&kept, err, sizeof err))
        return false;
    *c = kept;
    return true;
}
