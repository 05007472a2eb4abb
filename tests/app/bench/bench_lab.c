/* Frame times of the Pattern Lab: 97531 juggled with clubs at 1920x1080, as the game runs it
 * (the title under the Lab, as after `throwdeck --lab`), next to a bare clear-and-present loop
 * in the same window (CPU per frame; bench_frames.h).
 *
 * Uses whatever video driver SDL picks (run it under Xvfb for a real X window, or with
 * SDL_VIDEODRIVER=dummy for the software renderer alone). Presents are not paced: the figures
 * are the cost of a frame, not the display's rate.
 * Usage: bench-lab [FRAMES] [WIDTHxHEIGHT] */
#define _POSIX_C_SOURCE 200809L
#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>
#include <stdio.h>
#include <stdlib.h>

#include "app.h"
#include "bench_frames.h"
#include "lab.h"
#include "title.h"

int main(int argc, char **argv)
{
    static App app;
    int frames;
    int code = bench_start(argc, argv, "bench-lab", &app, &frames);
    if (code != 0)
        return code;
    Scene *title = title_scene_create(&app), *lab = title ? lab_scene_create(&app, "97531") : NULL;
    if (!lab) {
        fprintf(stderr, "bench-lab: out of memory\n");
        return 1;
    }
    app_push_scene(&app, title);
    app_push_scene(&app, lab);
    SDL_Event e = {.type = SDL_KEYDOWN};
    e.key.keysym.sym = SDLK_F2; /* clubs */
    SDL_PushEvent(&e);
    app_step(&app, LOOP_NS_PER_SECOND / 60);
    app_present(&app);
    bench_print_renderer(app.renderer, app.width, app.height);

    BenchFrames f;
    if (!bench_frames_init(&f, frames))
        return 1;
    double bare = bench_bare_loop(app.renderer, frames); /* the window with nothing drawn */

    LabStatus st;
    for (int i = 0; i < frames; i++) {
        double w0 = bench_now_ms(), c0 = bench_cpu_ms();
        app_step(&app, LOOP_NS_PER_SECOND / 60);
        app_present(&app);
        bench_frames_add(&f, w0, c0);
    }
    lab_scene_status(app.scenes[app.scene_count - 1], &st);
    bench_report(st.prop == ANIM_PROP_CLUB && st.valid ? "Lab, 97531 with clubs" : "Lab (NOT clubs!)",
                 &f, bare);
    bench_frames_free(&f);
    app_shutdown(&app);
    IMG_Quit();
    TTF_Quit();
    SDL_Quit();
    return 0;
}
