#include "jt_tutorial_start.h"

#include "datadir.h"
#include "jugglers_scene.h"
#include "jt_tutorial.h"
#include "jugglers_choice.h"

Scene *jt_tutorial_create(App *app)
{
    JtTutorial *t = SDL_calloc(1, sizeof *t);
    if (!t)
        return NULL;
    char path[PATH_MAX + 64], err[PATH_MAX + 300];
    if (!datadir_join(path, sizeof path, app->data_dir, JT_TUTORIAL_SCRIPT) ||
        !coach_load(&t->coach, path, err, sizeof err)) {
        app_notify(app, err);
        SDL_free(t);
        return NULL;
    }
    /* A fixed deal: Anna, a person, is the first chairman of four heads; her sigil and the
     * first policies were chosen by the seed so the guided part shows a policy she wants
     * (assets/tutorial/jugglers.txt follows it). */
    GameChoice choice = game_choice_for_table("pccc", games_named(JUGGLERS_ID), false, false);
    jugglers_choice(&choice)->seed = JT_TUTORIAL_SEED;
    Scene *scene = jugglers_scene_create(app, &choice);
    if (!scene) {
        SDL_free(t);
        return NULL;
    }
    jugglers_scene_set_tutorial(scene, t);
    return scene;
}
