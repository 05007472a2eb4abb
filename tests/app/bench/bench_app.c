/* What the game costs outside drawing frames, at 1920x1080 unless told otherwise:
 * - start-up: from main to the title's first frame presented (wall and CPU);
 * - idle: the title left alone for 10 s in the real loop (app_run): CPU as a share of one core,
 *   and the frames it drew;
 * - hidden: the same with the window hidden for 5 s: the ticks simulated (125 a second keep the
 *   game's clock exact) and the frames drawn (none should be);
 * - every other screen left alone for 10 s once it has come to rest: setup, settings, the Rules
 *   (its cascade juggles: it moves), a siteswap table and a Jugglers table waiting for a person,
 *   a summary after the winner's moment.
 * Run under Xvfb for a real X window: xvfb-run -a -s "-screen 0 1920x1080x24" meson test -C build
 * --benchmark app-idle --verbose. Usage: bench-app [WIDTHxHEIGHT] [IDLE_SECONDS] */
#define _POSIX_C_SOURCE 200809L
#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>
#include <stdio.h>
#include <stdlib.h>

#include "app.h"
#include "bench_frames.h"
#include "jugglers_scene.h"
#include "rules_scene.h"
#include "settings_scene.h"
#include "setup_scene.h"
#include "ssgame_ai.h"
#include "sst_summary.h"
#include "sst_scene.h"
#include "title.h"
#include "siteswap_choice.h"
#include "siteswap_games.h"
#include "jugglers_choice.h"

static Uint32 SDLCALL push_quit(Uint32 interval, void *param)
{
    (void)interval;
    (void)param;
    SDL_Event e = {.type = SDL_QUIT};
    SDL_PushEvent(&e);
    return 0;
}

/* Runs the real loop for seconds; prints the share of a core used, the ticks and frames. */
static void run_for(App *app, const char *what, double seconds)
{
    Options opts = {0};
    uint64_t ticks0 = app->loop.ticks, frames0 = app->frames_drawn;
    double w0 = bench_now_ms(), c0 = bench_cpu_ms();
    SDL_TimerID timer = SDL_AddTimer((Uint32)(seconds * 1000), push_quit, NULL);
    app->quit = false;
    app_run(app, &opts);
    SDL_RemoveTimer(timer);
    double wall = bench_now_ms() - w0, cpu = bench_cpu_ms() - c0;
    printf("%-36s %5.1f%% of a core (%.0f ms CPU in %.1f s); %llu ticks, %llu frames drawn\n",
           what, 100.0 * cpu / wall, cpu, wall / 1000, (unsigned long long)(app->loop.ticks - ticks0),
           (unsigned long long)(app->frames_drawn - frames0));
}

/* A siteswap game of computers played to its end, for its summary; NULL when out of memory. */
static Scene *played_summary(App *app)
{
    GameChoice c = siteswap_games_choice(3, "ccc");
    c.no_save = true;
    SsgGame *g = siteswap_games_played(&c, &app->catalogue);
    Scene *scene = g ? sst_summary_create(app, g, &c, sst_scene_create) : NULL;
    siteswap_games_free(g);
    return scene;
}

/* A table where a person sits first (seat 0), the others computers; jugglers or siteswap. */
static Scene *table_for_a_person(App *app, bool jugglers)
{
    if (jugglers) {
        GameChoice c = game_choice_for(games_named("jugglers"), 1);
        c.no_save = true;
        jugglers_choice(&c)->players = 3;
        for (int i = 0; i < 3; i++)
            jugglers_choice(&c)->player[i].kind = i == 0 ? JG_PERSON : JG_COMPUTER;
        jugglers_choice(&c)->first_chairman = 0;
        return jugglers_scene_create(app, &c);
    }
    GameChoice c = siteswap_games_choice(1, "pcc");
    c.no_save = true;
    siteswap_choice(&c)->starter = 0;
    return sst_scene_create(app, &c);
}

/* The screen over the title, run until it rests (at most 60 s of game time at 60 frames a
 * second, as fast as it goes), then left alone in the real loop. */
static void idle_screen(App *app, const char *what, Scene *scene, double seconds)
{
    if (!scene) {
        printf("%-36s could not be made\n", what);
        return;
    }
    app_push_scene(app, scene);
    app->quit = false; /* the last run ended with a quit */
    for (int i = 0; i < 60 * 60 && app_still_ms(app) == 0; i++) {
        app_step(app, LOOP_NS_PER_SECOND / 60);
        app_present(app);
    }
    run_for(app, what, seconds);
    while (app->scene_count > 1)
        app_pop_scene(app);
}

int main(int argc, char **argv)
{
    double w0 = bench_now_ms(), c0 = bench_cpu_ms();
    int w = 1920, h = 1080;
    if (argc > 1 && sscanf(argv[1], "%dx%d", &w, &h) != 2) {
        fprintf(stderr, "usage: %s [WIDTHxHEIGHT] [IDLE_SECONDS]\n", argv[0]);
        return 2;
    }
    double idle = argc > 2 ? atof(argv[2]) : 10;
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_TIMER) != 0 || TTF_Init() != 0) {
        fprintf(stderr, "bench-app: cannot start SDL: %s\n", SDL_GetError());
        return 1;
    }
    IMG_Init(IMG_INIT_PNG);
    static App app;
    char err[1024];
    Options opts = {.width = w, .height = h, .display_given = true};
    if (!app_init(&app, &opts, err, sizeof err)) {
        fprintf(stderr, "bench-app: %s\n", err);
        return 1;
    }
    Scene *title = title_scene_create(&app);
    if (!title) {
        fprintf(stderr, "bench-app: out of memory\n");
        return 1;
    }
    app_push_scene(&app, title);
    app_step(&app, 0);
    app_present(&app);
    double first_wall = bench_now_ms() - w0, first_cpu = bench_cpu_ms() - c0;
    bench_print_renderer(app.renderer, app.width, app.height);
    printf("%-36s %7.1f ms wall, %7.1f ms CPU\n", "start to the title's first frame", first_wall,
           first_cpu);
    double rss, peak;
    bench_rss_mib(&rss, &peak);
    printf("%-36s %.1f MiB (peak %.1f MiB)\n", "resident memory at the title", rss, peak);

    run_for(&app, "title left alone", idle);
    SDL_HideWindow(app.window);
    run_for(&app, "title, window hidden", idle / 2);
    SDL_ShowWindow(app.window);

    app.game_save_path[0] = '\0'; /* the player's saved game is left alone */
    idle_screen(&app, "setup left alone", setup_scene_create(&app), idle);
    idle_screen(&app, "settings left alone", settings_scene_create(&app), idle);
    idle_screen(&app, "rules (the cascade juggles)", rules_scene_create(&app), idle);
    idle_screen(&app, "siteswap table, a person to act", table_for_a_person(&app, false), idle);
    idle_screen(&app, "jugglers table, a person to act", table_for_a_person(&app, true), idle);
    idle_screen(&app, "summary left alone", played_summary(&app), idle);

    app_shutdown(&app);
    IMG_Quit();
    TTF_Quit();
    SDL_Quit();
    return 0;
}
