/* throwdeck: the game. Parses the command line, opens the window, runs the title screen. */
#define _POSIX_C_SOURCE 200809L
#include "app.h"
#include "games.h"
#include "help_scene.h"
#include "lab.h"
#include "learn_scene.h"
#include "options.h"
#include "probe.h"
#include "rules_scene.h"
#include "title.h"

#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Sanitizer builds check for leaks before SDL_Quit (see the end of main). */
#if defined(__SANITIZE_ADDRESS__)
#define TD_LEAK_CHECK 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define TD_LEAK_CHECK 1
#endif
#endif
#ifdef TD_LEAK_CHECK
#include <sanitizer/lsan_interface.h>
#endif

/* SIGINT and SIGTERM end the game cleanly. SDL_Init installs handlers that turn the first into
 * an SDL_QUIT event, which the loop handles like closing the window (a table saves its game on
 * the way out); the loop never waits long for it, as every search in it has a budget. Ours wrap
 * SDL's so that a second signal, should the game still be running, ends it at once: the save
 * on disk is whole at every moment (written atomically, or appended and synced), so nothing
 * saved is lost either way. Process-wide, as signals are: main's state only. */
#ifndef _WIN32 /* Windows has no SIGTERM to catch: closing the window is SDL_QUIT there */
static struct sigaction sdl_stop[2];
static volatile sig_atomic_t stop_signals;

static void on_stop_signal(int sig)
{
    const struct sigaction *sdl = &sdl_stop[sig == SIGINT ? 0 : 1];
    if (stop_signals++ == 0 && !(sdl->sa_flags & SA_SIGINFO) && sdl->sa_handler != SIG_DFL &&
        sdl->sa_handler != SIG_IGN) {
        sdl->sa_handler(sig); /* SDL's: an SDL_QUIT at the next look at the events */
        /* SDL's handler puts itself back with signal(): put ours back over it. */
        struct sigaction ours;
        memset(&ours, 0, sizeof ours);
        ours.sa_handler = on_stop_signal;
        sigemptyset(&ours.sa_mask);
        sigaction(sig, &ours, NULL);
        return;
    }
    signal(sig, SIG_DFL);
    raise(sig);
}

static void install_stop_signals(void)
{
    int sigs[2] = {SIGINT, SIGTERM};
    for (int i = 0; i < 2; i++) {
        struct sigaction ours;
        memset(&ours, 0, sizeof ours);
        ours.sa_handler = on_stop_signal;
        sigemptyset(&ours.sa_mask);
        sigaction(sigs[i], &ours, &sdl_stop[i]);
    }
}
#else
static void install_stop_signals(void)
{
}
#endif

static void report(const char *what, const char *why)
{
    fprintf(stderr, "throwdeck: %s: %s\n", what, why);
    /* A user who started the game from a menu sees no terminal: show it in a box too. */
    const char *driver = SDL_GetCurrentVideoDriver();
    if (driver && SDL_strcmp(driver, "dummy") != 0 && SDL_strcmp(driver, "offscreen") != 0) {
        char msg[1200];
        SDL_snprintf(msg, sizeof msg, "%s:\n%s", what, why);
        SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, "Throwdeck", msg, NULL);
    }
}

/* Clamps the window asked for to what the display and the renderer can hold, so a huge --size
 * does not take gigabytes and minutes a frame. Says so when it had to clamp a size given on the
 * command line (into said, for the player). */
static void clamp_window_size(Options *opts, char *said, size_t said_size)
{
    int w = opts->width ? opts->width : OPTIONS_DEFAULT_WIDTH;
    int h = opts->height ? opts->height : OPTIONS_DEFAULT_HEIGHT;
    int max_w = APP_SOFTWARE_MAX_SIDE, max_h = APP_SOFTWARE_MAX_SIDE;
    const char *driver = SDL_GetCurrentVideoDriver();
    bool headless = driver && (SDL_strcmp(driver, "dummy") == 0 || SDL_strcmp(driver, "offscreen") == 0);
    SDL_Rect usable;
    /* A headless "display" has a nominal size only: the picture is not shown on it. */
    if (!headless && SDL_GetDisplayUsableBounds(0, &usable) == 0 && usable.w > 0 && usable.h > 0) {
        max_w = usable.w;
        max_h = usable.h;
    }
    SDL_RendererInfo info;
    if (!headless && SDL_GetNumRenderDrivers() > 0 && SDL_GetRenderDriverInfo(0, &info) == 0) {
        if (info.max_texture_width > 0)
            max_w = SDL_min(max_w, info.max_texture_width);
        if (info.max_texture_height > 0)
            max_h = SDL_min(max_h, info.max_texture_height);
    }
    said[0] = '\0';
    if (w <= max_w && h <= max_h)
        return;
    int cw = SDL_min(w, max_w), ch = SDL_min(h, max_h);
    if (opts->width)
        SDL_snprintf(said, said_size, "The window is %dx%d, not the %dx%d asked for: that is as "
                     "large as this %s can show.", cw, ch, w, h,
                     headless ? "software renderer" : "display");
    opts->width = cw;
    opts->height = ch;
}

int main(int argc, char **argv)
{
    Options opts;
    OptionsGames games;
    games_options(&games);
    switch (options_parse(argc, argv, &games, &opts, stdout, stderr)) {
    case OPTIONS_EXIT_OK:
        return 0;
    case OPTIONS_USAGE:
        return 2;
    case OPTIONS_RUN:
        break;
    }

    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
        fprintf(stderr, "throwdeck: cannot start SDL: %s\n", SDL_GetError());
        return 1;
    }
    install_stop_signals();
    if (TTF_Init() != 0) {
        fprintf(stderr, "throwdeck: cannot start SDL_ttf: %s\n", TTF_GetError());
        SDL_Quit();
        return 1;
    }
    IMG_Init(IMG_INIT_PNG);

    char clamped[300];
    clamp_window_size(&opts, clamped, sizeof clamped);
    if (clamped[0])
        fprintf(stderr, "throwdeck: %s\n", clamped);

    int code = 1;
    App app;
    char err[1024] = "";
    if (!app_init(&app, &opts, err, sizeof err)) {
        report("Throwdeck could not start", err);
    } else {
        if (clamped[0] && !opts.screenshot)
            app_notify(&app, clamped);
        app.help = help_scene_create; /* F1 and the title's Help */
        Scene *title = title_scene_create(&app);
        Scene *lab = title && opts.lab ? lab_scene_create(&app, opts.lab) : NULL;
        Scene *rules = title && opts.rules ? rules_scene_create(&app) : NULL;
        Scene *learn = title && opts.learn ? learn_scene_create(&app, opts.learn_lesson) : NULL;
        const GameDef *game = opts.game ? games_named(opts.game) : games_at(0);
        if (!game)
            game = games_at(0);
        Scene *table = NULL;
        if (title && opts.table) {
            /* A fixed deal, so screenshots of the table are the same on every run. */
            GameChoice choice = game_choice_for_table(opts.table, game, opts.save_game,
                                                      opts.phones);
            table = game->create(&app, &choice);
        }
        /* --tutorial GAME: the guided first game; the title says why when there is none. */
        Scene *tutorial = NULL;
        if (title && opts.tutorial) {
            const GameDef *tg = games_named(opts.tutorial);
            tutorial = tg && tg->tutorial ? tg->tutorial(&app) : NULL;
            if (!tutorial)
                app_notify(&app, "The guided game could not start.");
        }
        /* --summary SEED: computers play a whole game dealt from the seed; its summary. */
        Scene *summary = title && opts.summary ? game->self_played(&app, opts.summary_seed) : NULL;
        if (title && (lab || !opts.lab) && (rules || !opts.rules) &&
            (learn || !opts.learn) && (table || !opts.table) &&
            (summary || !opts.summary)) {
            app_push_scene(&app, title); /* Esc from the Lab, the Rules or a table leads to the title */
            if (rules)
                app_push_scene(&app, rules);
            if (learn)
                app_push_scene(&app, learn);
            if (lab)
                app_push_scene(&app, lab);
            if (table)
                app_push_scene(&app, table);
            if (tutorial)
                app_push_scene(&app, tutorial);
            /* No saved game, or a damaged one: the title says so and the game starts there. */
            if (opts.continue_game) {
                title_scene_continue(title, &app);
                app_apply_scene_requests(&app); /* the table goes under the summary, if any */
            }
            if (summary)
                app_push_scene(&app, summary);
            code = app_run(&app, &opts);
            /* app_run stopped at the screenshot's frame: the scenes are still as it shows. */
            if (code == 0 && opts.probe && !probe_write(&app, opts.probe, err, sizeof err)) {
                fprintf(stderr, "throwdeck: cannot write the probe %s: %s\n", opts.probe, err);
                code = 1;
            }
        } else {
            Scene *made[] = {title, lab, rules, learn, table, summary};
            for (int i = 0; i < 6; i++)
                if (made[i])
                    made[i]->destroy(made[i]);
            report("Throwdeck could not start", "out of memory");
        }
    }
    app_shutdown(&app);
    IMG_Quit();
    TTF_Quit();
#ifdef TD_LEAK_CHECK
    /* Everything of ours is freed by now. Check here, while SDL still has the OpenGL driver
     * loaded: after SDL_Quit unloads it, a leak inside it can no longer be told apart by its
     * library's name, and the suppressions (.ci/lsan.supp) could not match it. */
    __lsan_do_leak_check();
#endif
    SDL_Quit();
    return code;
}
