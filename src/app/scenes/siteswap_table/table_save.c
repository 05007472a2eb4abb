#include "table_save.h"

#include "savefile.h"

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform.h" /* after the system headers: UTF-8 paths on Windows */

#define EXTRAS_PREFIX "# throwdeck table"

int table_save_extras_line(const GameChoice *choice, char *buf, size_t size)
{
    return SDL_snprintf(buf, size, EXTRAS_PREFIX " hint-button %d%s\n",
                        choice->hint_button ? 1 : 0, choice->phones ? " phones 1" : "");
}

char *table_save_text(const SsgGame *g, const GameChoice *choice)
{
    char *game = ssgame_save(g);
    if (!game)
        return NULL;
    char head[64];
    int n = table_save_extras_line(choice, head, sizeof head);
    size_t glen = SDL_strlen(game);
    char *out = SDL_malloc((size_t)n + glen + 1);
    if (out) {
        SDL_memcpy(out, head, (size_t)n);
        SDL_memcpy(out + n, game, glen + 1);
    }
    free(game); /* the rules module allocates with malloc */
    return out;
}

/* Reads "key value" pairs after the prefix; words the table does not know are skipped, so an
 * older game reads a newer file's line. */
static void read_extras_line(const char *line, size_t n, GameChoice *out)
{
    char buf[256];
    if (n >= sizeof buf)
        return;
    SDL_memcpy(buf, line, n);
    buf[n] = '\0';
    char *save = NULL;
    char *key = SDL_strtokr(buf + sizeof EXTRAS_PREFIX - 1, " \t\r", &save);
    while (key) {
        char *value = SDL_strtokr(NULL, " \t\r", &save);
        if (!value)
            break;
        if (SDL_strcmp(key, "hint-button") == 0 && (SDL_strcmp(value, "0") == 0 ||
                                                    SDL_strcmp(value, "1") == 0))
            out->hint_button = value[0] == '1';
        if (SDL_strcmp(key, "phones") == 0 && (SDL_strcmp(value, "0") == 0 ||
                                               SDL_strcmp(value, "1") == 0))
            out->phones = value[0] == '1';
        key = SDL_strtokr(NULL, " \t\r", &save);
    }
}

void table_save_extras(const char *text, size_t len, GameChoice *out)
{
    *out = game_choice_default(1);
    /* The line is among the comment lines before the save's first line. */
    size_t at = 0;
    while (at < len && text[at] == '#') {
        const char *nl = memchr(text + at, '\n', len - at);
        size_t n = nl ? (size_t)(nl - (text + at)) : len - at;
        size_t plen = sizeof EXTRAS_PREFIX - 1;
        if (n > plen && SDL_strncmp(text + at, EXTRAS_PREFIX, plen) == 0 &&
            (text[at + plen] == ' ' || text[at + plen] == '\t'))
            read_extras_line(text + at, n, out);
        at += n + 1;
    }
}

void table_save_summary(const SsgGame *g, bool names, char *buf, size_t size)
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

bool table_save_in_progress(const char *path, const Catalogue *tricks, char *summary, size_t size)
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
            table_save_summary(g, true, summary, size);
        ssgame_free(g);
    }
    free(g);
    SDL_free(text);
    return on;
}

void table_save_backup_path(const char *path, char *out, size_t size)
{
    size_t n = strlen(path);
    if (n >= 4 && strcmp(path + n - 4, ".sav") == 0)
        SDL_snprintf(out, size, "%.*s.prev.sav", (int)(n - 4), path);
    else
        SDL_snprintf(out, size, "%s.prev", path);
}

bool table_save_back_up(const char *path)
{
    char prev[4096];
    table_save_backup_path(path, prev, sizeof prev);
    return rename(path, prev) == 0;
}
