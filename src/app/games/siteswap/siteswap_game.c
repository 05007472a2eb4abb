/* The siteswap card game for the registry: its saves, its table, its self-played summary. */
#include "siteswap_game.h"

#include "siteswap_choice.h"
#include "ssgame_ai.h"
#include "sst_summary.h"
#include "sst_save.h"
#include "sst_scene.h"
#include "sst_tutorial_start.h"

#include <SDL.h>
#include <string.h>

static void save_read(const App *app, const char *text, size_t len, GameSave *out)
{
    SDL_zerop(out);
    SsgGame *g = SDL_malloc(sizeof *g);
    if (!g)
        return; /* out of memory: nothing known */
    out->known = true;
    SsgError e;
    if (!ssgame_load(g, text, len, app->catalogue.count ? &app->catalogue : NULL, &e)) {
        SDL_strlcpy(out->why, e.message, sizeof out->why);
        SDL_free(g);
        return;
    }
    out->over = g->phase == SSG_PHASE_OVER;
    sst_save_summary(g, true, out->plain, sizeof out->plain);
    /* Named like the Jugglers line, so the title says which game Continue resumes. */
    char line[GAMES_LINE - 32];
    sst_save_summary(g, true, line, sizeof line);
    SDL_snprintf(out->line, sizeof out->line, "Siteswap: %s", line);
    sst_save_summary(g, false, out->brief, sizeof out->brief);
    ssgame_free(g);
    SDL_free(g);
}

static Scene *resume(App *app, const char *text, size_t len, char *err, size_t err_size)
{
    GameChoice extras;
    sst_save_extras(text, len, &extras);
    return sst_scene_resume(app, text, len, &extras, err, err_size);
}

/* Four computer players (three easy and one normal, so games run long enough to scroll, and
 * now and then a trick is juggled) play a whole game dealt from the seed. */
static Scene *self_played(App *app, uint64_t seed)
{
    GameChoice choice = game_choice_for(&siteswap_game, seed);
    choice.no_save = true; /* Play again from this summary leaves the player's save alone */
    SsgSetup *setup = siteswap_choice(&choice);
    setup->seats = 4;
    for (int i = 0; i < 4; i++) {
        setup->seat[i].kind = SSG_COMPUTER;
        setup->seat[i].level = i == 3 ? SSG_NORMAL : SSG_EASY;
    }
    SsgGame *game = SDL_malloc(sizeof *game);
    SsgEvents *events = SDL_malloc(sizeof *events);
    Scene *scene = NULL;
    SsgError err = {{0}};
    if (game && events &&
        ssgame_new(game, setup, app->catalogue.count ? &app->catalogue : NULL, NULL, &err)) {
        int r = 1;
        for (int i = 0; i < 100000 && r == 1 && game->phase != SSG_PHASE_OVER; i++) {
            events->n = 0;
            r = ssai_step(game, events, &err);
        }
        if (r < 0)
            app_notify(app, err.message);
        scene = sst_summary_create(app, game, &choice, sst_scene_create);
        ssgame_free(game);
    }
    SDL_free(game);
    SDL_free(events);
    return scene;
}

const GameDef siteswap_game = {
    .id = SITESWAP_ID,
    .title = "Siteswap card game",
    .rules_file = "rules/siteswap-card-game.txt",
    .rules_name = "the siteswap card game",
    .rules_idle = "Pick an example in the text, and I juggle it.",
    .max_seats = SSG_MAX_SEATS,
    .save_is = NULL, /* the save file's first format: every text Jugglers does not claim */
    .save_read = save_read,
    .resume = resume,
    .create = sst_scene_create,
    .tutorial = sst_tutorial_create,
    .self_played = self_played,
    .defaults = siteswap_choice_defaults,
    .seed = siteswap_seed,
    .set_seed = siteswap_set_seed,
    .check = siteswap_choice_check,
    .for_table = siteswap_for_table,
    .rows = &siteswap_rows,
    .setup_text = siteswap_setup_text,
    .setup_read = siteswap_setup_read,
};
