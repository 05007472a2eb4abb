/* Jugglers for the registry: its saves, its table, its self-played summary. */
#include "jugglers_game.h"

#include "jugglers_choice.h"
#include "jt_save.h"
#include "jt_summary.h"
#include "jugglers_ai.h"
#include "jugglers_scene.h"
#include "jt_tutorial_start.h"

#include <SDL.h>
#include <string.h>

static void save_read(const App *app, const char *text, size_t len, GameSave *out)
{
    (void)app;
    SDL_zerop(out);
    out->known = true;
    jt_save_check(text, len, out->line, sizeof out->line, out->brief, sizeof out->brief,
                  &out->over, out->why, sizeof out->why);
    SDL_strlcpy(out->plain, out->line, sizeof out->plain);
}

/* Four computer players (levels mixed) play a whole Jugglers match dealt from the seed. */
static Scene *self_played(App *app, uint64_t seed)
{
    GameChoice choice = game_choice_for(&jugglers_game, seed);
    choice.no_save = true;
    JgSetup *setup = jugglers_choice(&choice);
    setup->players = 4;
    for (int i = 0; i < 4; i++) {
        setup->player[i].kind = JG_COMPUTER;
        setup->player[i].level = (JgLevel)(i % 3);
    }
    JgGame *game = SDL_malloc(sizeof *game);
    JgView *view = SDL_malloc(sizeof *view);
    Scene *scene = NULL;
    JgError err = {{0}};
    if (game && view && jugglers_new(game, setup, NULL, &err)) {
        for (int i = 0; i < 100000 && game->phase != JG_PHASE_OVER; i++) {
            int w = jugglers_waiting_for(game);
            JgAction a;
            jugglers_view(game, w, view);
            if (w < 0 || !jgai_decide(view, &a) || !jugglers_apply(game, &a, NULL, &err)) {
                app_notify(app, err.message[0] ? err.message : "The computers could not go on.");
                break;
            }
        }
        scene = jt_summary_create(app, game, &choice, jugglers_scene_create);
        jugglers_free(game);
    } else if (err.message[0]) {
        app_notify(app, err.message);
    }
    SDL_free(game);
    SDL_free(view);
    return scene;
}

const GameDef jugglers_game = {
    .id = JUGGLERS_ID,
    .title = "Jugglers",
    .rules_file = "rules/jugglers.txt",
    .rules_name = "Jugglers",
    .rules_idle = "Jugglers is played with cards, but I juggle all the same.",
    .max_seats = JG_MAX_SEATS,
    .save_is = jt_save_is,
    .save_read = save_read,
    .resume = jugglers_scene_resume,
    .create = jugglers_scene_create,
    .tutorial = jt_tutorial_create,
    .self_played = self_played,
    .defaults = jugglers_choice_defaults,
    .seed = jugglers_seed,
    .set_seed = jugglers_set_seed,
    .check = jugglers_choice_check,
    .for_table = jugglers_for_table,
    .rows = &jugglers_rows,
    .setup_text = jugglers_setup_text,
    .setup_read = jugglers_setup_read,
};
