#include "sst_tutorial_start.h"

#include "datadir.h"
#include "sst_scene.h"
#include "sst_tutorial.h"
#include "siteswap_choice.h"

Scene *sst_tutorial_create(App *app)
{
    SstTutorial *t = SDL_calloc(1, sizeof *t);
    if (!t)
        return NULL;
    char path[PATH_MAX + 64], err[PATH_MAX + 300];
    if (!datadir_join(path, sizeof path, app->data_dir, SST_TUTORIAL_SCRIPT) ||
        !coach_load(&t->coach, path, err, sizeof err)) {
        app_notify(app, err);
        SDL_free(t);
        return NULL;
    }
    /* A fixed deal: Anna, a person, starts against two computers; the seed was chosen so that
     * the deal and the computers' own choices bring every kind of move in the guided part
     * (assets/tutorial/siteswap.txt follows it). */
    GameChoice choice = game_choice_for_table("pcc", games_named(SITESWAP_ID), false, false);
    siteswap_choice(&choice)->seed = SST_TUTORIAL_SEED;
    siteswap_part(&choice)->hint_button = false;
    Scene *scene = sst_scene_create(app, &choice);
    if (!scene) {
        SDL_free(t);
        return NULL;
    }
    sst_scene_set_tutorial(scene, t);
    return scene;
}
