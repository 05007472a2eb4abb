#include "game_resume.h"

#include "games.h"
#include "savefile.h"

/* What the game the text is of says of it; NULL when out of memory. SDL_free it. */
static GameSave *read_save(const App *app, const char *text, size_t len)
{
    GameSave *s = SDL_malloc(sizeof *s);
    if (s)
        games_of_save(text, len)->save_read(app, text, len, s);
    if (s && !s->known) {
        SDL_free(s);
        return NULL;
    }
    return s;
}

bool game_resume_in_progress(const App *app, const char *path, char *summary, size_t size)
{
    if (summary && size)
        summary[0] = '\0';
    if (!path || !path[0] || !savefile_exists(path))
        return false;
    size_t len = 0;
    char err[256];
    char *text = savefile_read(path, &len, err, sizeof err);
    if (!text)
        return false;
    GameSave *s = read_save(app, text, len);
    SDL_free(text);
    bool on = s && !s->why[0] && !s->over;
    if (on && summary && size)
        SDL_strlcpy(summary, s->plain, size);
    SDL_free(s);
    return on;
}

Scene *game_resume_scene(App *app, const char *text, size_t len, char *err, size_t err_size)
{
    return games_of_save(text, len)->resume(app, text, len, err, err_size);
}

bool game_resume_damaged(const App *app, const char *path, char *why, size_t why_size)
{
    if (why && why_size)
        why[0] = '\0';
    if (!path || !path[0] || !savefile_exists(path))
        return false;
    size_t len = 0;
    TextfileFault fault;
    char err[PATH_MAX + 200];
    char *text = savefile_read_fault(path, &len, &fault, err, sizeof err);
    if (!text) {
        if (fault == TEXTFILE_UNUSABLE)
            SDL_strlcpy(why, err, why_size);
        return fault == TEXTFILE_UNUSABLE;
    }
    GameSave *s = read_save(app, text, len);
    SDL_free(text);
    bool damaged = s && s->why[0];
    if (damaged)
        SDL_strlcpy(why, s->why, why_size);
    SDL_free(s);
    return damaged;
}
