#include "table_store.h"

#include "savefile.h"

#include <string.h>

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
