#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "lab_fixture.h"
#include "test_input.h"

App *lab_fixture_start(App *app, const char *pattern, int w, int h, int frames)
{
    char err[1024];
    Options opts = {.width = w, .height = h, .frames = 1};
    assert_true(app_init(app, &opts, err, sizeof err));
    Scene *lab = lab_scene_create(app, pattern);
    assert_non_null(lab);
    app_push_scene(app, lab);
    assert_true(input_frames(app, frames));
    return app;
}

void lab_fixture_stop(App *app)
{
    app_shutdown(app);
    SDL_FlushEvents(SDL_FIRSTEVENT, SDL_LASTEVENT);
}

LabStatus lab_fixture_status(App *app)
{
    LabStatus st;
    assert_true(app->scene_count > 0);
    assert_true(lab_scene_status(app->scenes[app->scene_count - 1], &st));
    return st;
}

void lab_fixture_type(const char *text)
{
    input_key_mod(SDLK_a, KMOD_LCTRL);
    input_key(SDLK_BACKSPACE);
    for (const char *c = text; *c; c++) {
        char one[2] = {*c, '\0'};
        input_text(one);
    }
}
