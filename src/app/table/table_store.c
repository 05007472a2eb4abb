#include "table_store.h"

#include "savefile.h"

#include <stdio.h>
#include <string.h>

#include "platform.h" /* after the system headers: UTF-8 paths on Windows */

#define EXTRAS_PREFIX "# throwdeck table"

int table_store_extras_line(const GameChoice *choice, char *buf, size_t size)
{
    return table_store_extras_line_with(choice, NULL, buf, size);
}

int table_store_extras_line_with(const GameChoice *choice, const char *own, char *buf,
                                 size_t size)
{
    return SDL_snprintf(buf, size, EXTRAS_PREFIX "%s%s%s\n", own && own[0] ? " " : "",
                        own ? own : "", choice->phones ? " phones 1" : "");
}

void table_store_log(App *app, SavefileLog *log, bool over, int actions, SavefileLine line,
                     SavefileWhole whole, void (*free_text)(void *), const void *ctx,
                     bool *warned)
{
    if (!app->game_save_path[0])
        return;
    if (over) { /* a finished game leaves nothing to continue */
        savefile_remove(app->game_save_path);
        savefile_log_forget(log);
        return;
    }
    char err[512];
    bool ok = savefile_log_write(log, app->game_save_path, actions, line, whole, free_text, ctx,
                                 err, sizeof err);
    if (!ok && !*warned) {
        char msg[700];
        SDL_snprintf(msg, sizeof msg, "This game cannot be saved (%s); it goes on, but cannot be "
                     "continued if the game is closed.", err);
        app_notify(app, msg);
        *warned = true;
    } else if (ok) {
        *warned = false;
    }
}

/* Reads "key value" pairs after the prefix; words not asked for are skipped, so an older game
 * reads a newer file's line. The last "key 0" or "key 1" sets *out. */
static void read_extras_line(const char *line, size_t n, const char *want, bool *out)
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
        if (SDL_strcmp(key, want) == 0 && (SDL_strcmp(value, "0") == 0 ||
                                           SDL_strcmp(value, "1") == 0))
            *out = value[0] == '1';
        key = SDL_strtokr(NULL, " \t\r", &save);
    }
}

void table_store_extras(const char *text, size_t len, GameChoice *out)
{
    *out = game_choice_default(1);
    table_store_extra_flag(text, len, "phones", &out->phones);
}

void table_store_extra_flag(const char *text, size_t len, const char *key, bool *out)
{
    /* The line is among the comment lines before the save's first line. */
    size_t at = 0;
    while (at < len && text[at] == '#') {
        const char *nl = memchr(text + at, '\n', len - at);
        size_t n = nl ? (size_t)(nl - (text + at)) : len - at;
        size_t plen = sizeof EXTRAS_PREFIX - 1;
        if (n > plen && SDL_strncmp(text + at, EXTRAS_PREFIX, plen) == 0 &&
            (text[at + plen] == ' ' || text[at + plen] == '\t'))
            read_extras_line(text + at, n, key, out);
        at += n + 1;
    }
}

void table_store_backup_path(const char *path, char *out, size_t size)
{
    size_t n = strlen(path);
    if (n >= 4 && strcmp(path + n - 4, ".sav") == 0)
        SDL_snprintf(out, size, "%.*s.prev.sav", (int)(n - 4), path);
    else
        SDL_snprintf(out, size, "%s.prev", path);
}

bool table_store_back_up(const char *path)
{
    char prev[4096];
    table_store_backup_path(path, prev, sizeof prev);
    return rename(path, prev) == 0;
}
