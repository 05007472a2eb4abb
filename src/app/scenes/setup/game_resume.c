#include "game_resume.h"

#include "jt_save.h"
#include "jugglers_scene.h"
#include "savefile.h"
#include "sst_save.h"
#include "sst_scene.h"

bool game_resume_in_progress(const App *app, const char *path, char *summary, size_t size)
{
    if (summary && size)
        summary[0] = '\0';
    if (!path || !path[0] || !savefile_exists(path))
        return false;
    size_t len = 0;
    char err[256], brief[64];
    char *text = savefile_read(path, &len, err, sizeof err);
    if (!text)
        return false;
    bool over = false, jugglers = jt_save_is(text, len);
    char line[200] = "";
    if (jugglers)
        jt_save_check(text, len, line, sizeof line, brief, sizeof brief, &over, err, sizeof err);
    SDL_free(text);
    if (!jugglers)
        return sst_save_in_progress(path, &app->catalogue, summary, size);
    if (err[0] || over)
        return false;
    if (summary && size)
        SDL_strlcpy(summary, line, size);
    return true;
}

Scene *game_resume_scene(App *app, const char *text, size_t len, char *err, size_t err_size)
{
    if (jt_save_is(text, len))
        return jugglers_scene_resume(app, text, len, err, err_size);
    GameChoice extras;
    table_store_extras(text, len, &extras);
    return sst_scene_resume(app, text, len, &extras, err, err_size);
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
    bool damaged;
    if (jt_save_is(text, len)) {
        char line[200], brief[64];
        bool over = false;
        jt_save_check(text, len, line, sizeof line, brief, sizeof brief, &over, err, sizeof err);
        damaged = err[0] != '\0';
        if (damaged)
            SDL_strlcpy(why, err, why_size);
    } else {
        SsgGame *g = SDL_malloc(sizeof *g);
        SsgError e;
        damaged = g && !ssgame_load(g, text, len, app->catalogue.count ? &app->catalogue : NULL,
                                    &e);
        if (g && !damaged)
            ssgame_free(g);
        if (damaged)
            SDL_strlcpy(why, e.message, why_size);
        SDL_free(g);
    }
    SDL_free(text);
    return damaged;
}

