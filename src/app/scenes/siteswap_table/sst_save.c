#include "sst_save.h"

#include "savefile.h"
#include "siteswap_choice.h"

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

char *sst_save_text(const SsgGame *g, const GameChoice *choice)
{
    char *game = ssgame_save(g);
    if (!game)
        return NULL;
    char head[64], own[32];
    SDL_snprintf(own, sizeof own, "hint-button %d", siteswap_part(choice)->hint_button ? 1 : 0);
    int n = table_store_extras_line_with(choice, own, head, sizeof head);
    size_t glen = SDL_strlen(game);
    char *out = SDL_malloc((size_t)n + glen + 1);
    if (out) {
        SDL_memcpy(out, head, (size_t)n);
        SDL_memcpy(out + n, game, glen + 1);
    }
    free(game); /* the rules module allocates with malloc */
    return out;
}

void sst_save_extras(const char *text, size_t len, GameChoice *out)
{
    GameChoice table;
    table_store_extras(text, len, &table);
    *out = game_choice_for(games_named(SITESWAP_ID), 1);
    out->phones = table.phones;
    table_store_extra_flag(text, len, "hint-button", &siteswap_part(out)->hint_button);
}

void sst_save_summary(const SsgGame *g, bool names, char *buf, size_t size)
{
    const SsgSetup *s = &g->setup;
    if (!size)
        return;
    buf[0] = '\0';
    if (names) {
        for (int i = 0; i < s->seats; i++) {
            if (i > 0)
                SDL_strlcat(buf, ", ", size);
            SDL_strlcat(buf, s->seat[i].name, size);
        }
    } else {
        SDL_snprintf(buf, size, "%d players", s->seats);
    }
    char turn[40];
    SDL_snprintf(turn, sizeof turn, " \u00b7 turn %ld", g->turns);
    SDL_strlcat(buf, turn, size);
}

bool sst_save_in_progress(const char *path, const Catalogue *tricks, char *summary, size_t size)
{
    if (summary && size)
        summary[0] = '\0';
    if (!path || !path[0] || !savefile_exists(path))
        return false;
    size_t len = 0;
    char err[64];
    char *text = savefile_read(path, &len, err, sizeof err);
    SsgGame *g = text ? malloc(sizeof *g) : NULL;
    bool on = false;
    if (g && ssgame_load(g, text, len, tricks && tricks->count ? tricks : NULL, NULL)) {
        on = g->phase != SSG_PHASE_OVER;
        if (summary && size)
            sst_save_summary(g, true, summary, size);
        ssgame_free(g);
    }
    free(g);
    SDL_free(text);
    return on;
}
