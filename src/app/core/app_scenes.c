/* The scene stack (core/app.h): pushes, pops and the requests scenes make, carried out between
 * handlers; and the memory screens keep by name. */
#include "app.h"

void *app_kept(App *app, const char *name, size_t size)
{
    for (int i = 0; i < app->kept_count; i++)
        if (SDL_strcmp(app->kept[i].name, name) == 0)
            return app->kept[i].data;
    if (app->kept_count >= APP_MAX_KEPT)
        return NULL;
    void *data = SDL_calloc(1, size);
    if (data)
        app->kept[app->kept_count++] = (AppKept){.name = name, .data = data};
    return data;
}

bool app_scene_is(const Scene *scene, const char *name)
{
    return scene && scene->name && name && SDL_strcmp(scene->name, name) == 0;
}

void app_push_scene(App *app, Scene *scene)
{
    SDL_assert(app->scene_count < APP_MAX_SCENES);
    app->scenes[app->scene_count++] = scene;
}

void app_pop_scene(App *app)
{
    if (app->scene_count == 0)
        return;
    Scene *top = app->scenes[--app->scene_count];
    if (top->destroy)
        top->destroy(top);
    if (app->scene_count == 0)
        app->quit = true;
}

static void destroy_scene(Scene *scene)
{
    if (scene && scene->destroy)
        scene->destroy(scene);
}

static void request(App *app, AppSceneOp op, Scene *scene)
{
    if ((op == APP_SCENE_PUSH || op == APP_SCENE_REPLACE) && !scene)
        return;
    if (app->request_count == APP_MAX_SCENE_REQUESTS) {
        /* Only a scene asking for changes in a loop gets here: refuse, never overflow. */
        SDL_LogError(SDL_LOG_CATEGORY_APPLICATION, "Too many scene changes at once; one dropped.");
        destroy_scene(scene);
        return;
    }
    app->requests[app->request_count++] = (AppSceneRequest){op, scene};
}

void app_request_push(App *app, Scene *scene)
{
    request(app, APP_SCENE_PUSH, scene);
}

void app_request_pop(App *app)
{
    request(app, APP_SCENE_POP, NULL);
}

void app_request_replace(App *app, Scene *scene)
{
    request(app, APP_SCENE_REPLACE, scene);
}

void app_request_pop_to_title(App *app)
{
    request(app, APP_SCENE_POP_TO_TITLE, NULL);
}

void app_apply_scene_requests(App *app)
{
    /* A scene destroyed here may ask for more in its destroy; those run in the same pass. */
    for (int i = 0; i < app->request_count; i++) {
        AppSceneRequest r = app->requests[i];
        /* Going back leaves the screen's messages behind: "Press Esc again to leave this
         * game" must not stay up over the title, where a second Esc quits. */
        if (r.op == APP_SCENE_POP || r.op == APP_SCENE_POP_TO_TITLE)
            app->notice_ticks = 0;
        switch (r.op) {
        case APP_SCENE_PUSH:
            if (app->scene_count < APP_MAX_SCENES)
                app_push_scene(app, r.scene);
            else
                destroy_scene(r.scene);
            break;
        case APP_SCENE_POP:
            app_pop_scene(app);
            break;
        case APP_SCENE_REPLACE:
            /* The replaced scene was the last one: the new one keeps the game running. */
            if (app->scene_count > 0) {
                Scene *top = app->scenes[--app->scene_count];
                destroy_scene(top);
            }
            app_push_scene(app, r.scene);
            break;
        case APP_SCENE_POP_TO_TITLE:
            while (app->scene_count > 1)
                app_pop_scene(app);
            break;
        }
    }
    app->request_count = 0;
}

/* Scenes asked for but never carried out (the game stopped first) are still the app's. */
void app_drop_scene_requests(App *app)
{
    for (int i = 0; i < app->request_count; i++)
        destroy_scene(app->requests[i].scene);
    app->request_count = 0;
}

void app_open_help(App *app)
{
    Scene *top = app->scene_count > 0 ? app->scenes[app->scene_count - 1] : NULL;
    if (!app->help || !top)
        return;
    const char *from = top->name;
    Scene *help = app->help(app, from);
    if (help && from && help->name && SDL_strcmp(help->name, from) == 0) {
        help->destroy(help); /* F1 on Help itself: back to where it was opened */
        app_request_pop(app);
        return;
    }
    app_request_push(app, help);
}
