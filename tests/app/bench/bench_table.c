/* Frame times of the card table while a pattern is performed on screen (the juggler in the
 * log's place, seats, piles and revealed siteswaps around it) at 1920x1080, next to a bare
 * clear-and-present loop in the same window. Only frames drawn during an on-screen performance
 * count; four computer players keep the game going between performances. Then the resident
 * memory at the table, and a Jugglers table of four computers: frames while its cards move.
 *
 * Uses whatever video driver SDL picks (run it under Xvfb for a real X window). Presents are not
 * paced: the figures are the cost of a frame, not the display's rate.
 * Usage: bench-table [FRAMES] [WIDTHxHEIGHT] */
#define _POSIX_C_SOURCE 200809L
#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>
#include <stdio.h>
#include <stdlib.h>

#include "app.h"
#include "bench_frames.h"
#include "jugglers_scene.h"
#include "setup_scene.h"
#include "sst_scene.h"
#include "title.h"
#include "siteswap_choice.h"
#include "siteswap_games.h"
#include "jugglers_choice.h"

int main(int argc, char **argv)
{
    static App app;
    int frames;
    int code = bench_start(argc, argv, "bench-table", &app, &frames);
    if (code != 0)
        return code;
    app.game_save_path[0] = '\0'; /* measure drawing, not the disk */
    GameChoice c = siteswap_games_choice(11, "cccc");
    for (int i = 0; i < 4; i++)
        siteswap_choice(&c)->seat[i].level = SSG_EASY; /* slow to recognise: long performances */
    Scene *title = title_scene_create(&app), *table = title ? sst_scene_create(&app, &c) : NULL;
    if (!table) {
        fprintf(stderr, "bench-table: cannot make the table\n");
        return 1;
    }
    app_push_scene(&app, title);
    app_push_scene(&app, table);
    bench_print_renderer(app.renderer, app.width, app.height);

    BenchFrames f;
    if (!bench_frames_init(&f, frames))
        return 1;
    double bare = bench_bare_loop(app.renderer, frames); /* the window with nothing drawn */

    /* Frames at 60 per game second; only those during an on-screen performance are kept. */
    int performances = 0;
    long last_turn = -1;
    for (long i = 0; f.n < frames && i < 200L * frames; i++) {
        SstProbe p;
        if (app.scene_count == 0 || !sst_scene_probe(app.scenes[app.scene_count - 1], &app, &p))
            break; /* the game ended: the summary is up */
        bool performing = p.game->phase == SSG_PHASE_PERFORM && p.game->perf.on_screen;
        if (performing && p.game->turns != last_turn) {
            performances++;
            last_turn = p.game->turns;
        }
        double w0 = bench_now_ms(), c0 = bench_cpu_ms();
        app_step(&app, LOOP_NS_PER_SECOND / 60);
        app_present(&app);
        if (performing)
            bench_frames_add(&f, w0, c0);
    }
    if (f.n < 10) {
        fprintf(stderr, "bench-table: no performance to measure\n");
        return 1;
    }
    char what[80];
    snprintf(what, sizeof what, "table, performing on screen (%d)", performances);
    bench_report(what, &f, bare);
    bench_frames_free(&f);
    double rss, peak;
    bench_rss_mib(&rss, &peak);
    printf("%-36s %.1f MiB (peak %.1f MiB)\n", "resident memory at the table", rss, peak);

    /* The Jugglers table, four computers: only frames while cards move count (a table at rest
     * draws nothing: the loop sleeps). */
    while (app.scene_count > 1)
        app_pop_scene(&app);
    GameChoice jc = game_choice_for(games_named("jugglers"), 11);
    jc.no_save = true;
    jugglers_choice(&jc)->players = 4;
    for (int i = 0; i < 4; i++)
        jugglers_choice(&jc)->player[i].kind = JG_COMPUTER;
    Scene *jt = jugglers_scene_create(&app, &jc);
    if (!jt) {
        fprintf(stderr, "bench-table: cannot make the Jugglers table\n");
        return 1;
    }
    app_push_scene(&app, jt);
    BenchFrames jf;
    if (!bench_frames_init(&jf, frames))
        return 1;
    for (long i = 0; jf.n < frames && i < 200L * frames; i++) {
        JtProbe p;
        if (!jugglers_scene_probe(app.scenes[app.scene_count - 1], &p))
            break; /* the match ended */
        double w0 = bench_now_ms(), c0 = bench_cpu_ms();
        app_step(&app, LOOP_NS_PER_SECOND / 60);
        app_present(&app);
        if (p.busy)
            bench_frames_add(&jf, w0, c0);
    }
    if (jf.n >= 10)
        bench_report("Jugglers table, cards moving", &jf, bare);
    bench_frames_free(&jf);
    app_shutdown(&app);
    IMG_Quit();
    TTF_Quit();
    SDL_Quit();
    return 0;
}
