/* Monkey test: every screen of the real application (title, setup, the card table with people
 * and computers, summary, Lab, Rules, Settings), headless through SDL's dummy video driver, gets
 * random keys, clicks, drags, wheel turns, typed text and window resizes, from 1x1 to far beyond
 * any screen. Nothing may crash, assert or upset the sanitizers; the seed is printed first, so a
 * failure replays with MONKEY_SEED.
 * At the table and in the Lab, a resize storm (4K, far too large, 1x1 and back) must give its
 * memory back: resident memory afterwards within STORM_SLACK of what it was before.
 * Usage: test-app-monkey SCRATCH_DIR [INPUTS_PER_SCREEN]
 *   (MONKEY_SECONDS=N instead runs every screen in turn until N seconds have passed: .ci/long/monkey) */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <SDL.h>
#include <SDL_ttf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include "app.h"
#include "cards.h"
#include "svg.h"
#include "text.h"
#include "game_choice.h"
#include "lab.h"
#include "rng.h"
#include "rules_scene.h"
#include "settings_scene.h"
#include "setup_scene.h"
#include "ssgame_ai.h"
#include "sst_summary.h"
#include "sst_scene.h"
#include "title.h"
#include "siteswap_choice.h"
#include "siteswap_games.h"

typedef enum Screen {
    SCREEN_TITLE, SCREEN_SETUP, SCREEN_TABLE, SCREEN_SUMMARY, SCREEN_LAB, SCREEN_RULES,
    SCREEN_SETTINGS, SCREEN_COUNT
} Screen;

static const char *const screen_names[SCREEN_COUNT] = {
    "title", "setup", "table", "summary", "lab", "rules", "settings"};

static RngState rng; /* the project's generator: a seed replays the same run */
static long inputs_per_screen = 1500;
static long inputs_done[SCREEN_COUNT];
static App app;

static int below(int n)
{
    return (int)rng_below(&rng, (uint32_t)n);
}

static Scene *summary_of_a_played_game(void)
{
    GameChoice choice = siteswap_games_choice(rng_next(&rng), "ccc");
    choice.no_save = true;
    for (int i = 0; i < 3; i++)
        siteswap_choice(&choice)->seat[i].level = SSG_EASY;
    SsgGame *game = siteswap_games_played(&choice, app.catalogue.count ? &app.catalogue : NULL);
    assert_non_null(game);
    Scene *scene = sst_summary_create(&app, game, &choice, sst_scene_create);
    siteswap_games_free(game);
    return scene;
}

static Scene *create(Screen s)
{
    switch (s) {
    case SCREEN_SETUP: return setup_scene_create(&app);
    case SCREEN_TABLE: {
        GameChoice choice = siteswap_games_choice(rng_next(&rng), "pcpc");
        choice.no_save = true;
        return sst_scene_create(&app, &choice);
    }
    case SCREEN_SUMMARY: return summary_of_a_played_game();
    case SCREEN_LAB: return lab_scene_create(&app, "531");
    case SCREEN_RULES: return rules_scene_create(&app);
    case SCREEN_SETTINGS: return settings_scene_create(&app);
    default: return NULL;
    }
}

/* The screen on top of the title, as the command line opens it. */
static void open_screen(Screen s)
{
    while (app.scene_count > 1)
        app_pop_scene(&app);
    if (s != SCREEN_TITLE) {
        Scene *scene = create(s);
        assert_non_null(scene);
        app_push_scene(&app, scene);
    }
}

static void push(SDL_Event *e)
{
    SDL_PushEvent(e);
}

static int rand_x(void)
{
    return below(app.width + 40) - 20; /* now and then just outside */
}

static int rand_y(void)
{
    return below(app.height + 40) - 20;
}

static const SDL_Keycode keys[] = {
    SDLK_UP, SDLK_DOWN, SDLK_LEFT, SDLK_RIGHT, SDLK_RETURN, SDLK_SPACE, SDLK_TAB, SDLK_BACKSPACE,
    SDLK_DELETE, SDLK_HOME, SDLK_END, SDLK_PAGEUP, SDLK_PAGEDOWN, SDLK_a, SDLK_d, SDLK_s, SDLK_w,
    SDLK_z, SDLK_0, SDLK_3, SDLK_5, SDLK_9, SDLK_KP_ENTER, SDLK_PLUS, SDLK_MINUS, SDLK_ESCAPE,
    SDLK_x, SDLK_c, SDLK_v, SDLK_F1, SDLK_h, SDLK_n, SDLK_LEFTBRACKET, SDLK_RIGHTPAREN};

static const char *const texts[] = {
    "5", "3", "a", "[", "]", "(", ",", "x", "*", "531", "97531", "é", "\xff\xfe", "%s%n",
    "(4,2x)*", "24[54]", " ", "ëëëëëëëëëëëëëëëëëëëëëëëëëëëëë", "0", "b", "\t"};

/* Sizes a window manager may give, degenerate ones included. */
static const int sizes[][2] = {{1, 1}, {2, 3}, {1, 800}, {1280, 1}, {640, 400}, {1280, 800},
                               {3840, 2160}, {30000, 30000}, {333, 777}, {1920, 1080}};

/* A size below the window's minimum, forced on the layout as a window manager may (SDL keeps
 * the window itself at its minimum), and how many inputs a large size lasts: large frames are
 * slow in software, so they come and go. */
static int forced_w, forced_h, large_left;

static void set_size(int w, int h)
{
    SDL_SetWindowSize(app.window, w, h);
    SDL_Event e = {0};
    e.type = SDL_WINDOWEVENT;
    e.window.event = SDL_WINDOWEVENT_SIZE_CHANGED;
    e.window.windowID = SDL_GetWindowID(app.window);
    e.window.data1 = w;
    e.window.data2 = h;
    push(&e);
}

static void resize(void)
{
    const int *sz = sizes[below((int)(sizeof sizes / sizeof sizes[0]))];
    set_size(sz[0], sz[1]);
    if (sz[0] < 640 || sz[1] < 400) {
        forced_w = sz[0];
        forced_h = sz[1];
    }
    large_left = sz[0] > 1280 || sz[1] > 800 ? 3 : 0;
}

/* One random input; Esc is rare, so the screen gets most of them. */
static void one_input(void)
{
    SDL_Event e = {0};
    int r = below(100);
    if (r < 30) {
        SDL_Keycode k = keys[below((int)(sizeof keys / sizeof keys[0]))];
        if (k == SDLK_ESCAPE && below(4))
            k = SDLK_TAB;
        e.type = SDL_KEYDOWN;
        e.key.state = SDL_PRESSED;
        e.key.repeat = below(8) == 0;
        e.key.keysym.sym = k;
        e.key.keysym.mod = below(6) == 0 ? KMOD_SHIFT : below(10) == 0 ? KMOD_CTRL : KMOD_NONE;
        push(&e);
        e.type = SDL_KEYUP;
        e.key.state = SDL_RELEASED;
        push(&e);
    } else if (r < 55) { /* a click */
        e.type = SDL_MOUSEBUTTONDOWN;
        e.button.button = SDL_BUTTON_LEFT;
        e.button.x = rand_x();
        e.button.y = rand_y();
        push(&e);
        e.type = SDL_MOUSEBUTTONUP;
        push(&e);
    } else if (r < 70) { /* a drag in a few steps */
        int x = rand_x(), y = rand_y();
        e.type = SDL_MOUSEBUTTONDOWN;
        e.button.button = SDL_BUTTON_LEFT;
        e.button.x = x;
        e.button.y = y;
        push(&e);
        for (int i = 0; i < 4; i++) {
            SDL_Event m = {0};
            m.type = SDL_MOUSEMOTION;
            m.motion.x = x = x + below(201) - 100;
            m.motion.y = y = y + below(201) - 100;
            m.motion.state = SDL_BUTTON_LMASK;
            push(&m);
        }
        e.type = SDL_MOUSEBUTTONUP;
        e.button.x = x;
        e.button.y = y;
        push(&e);
    } else if (r < 80) {
        e.type = SDL_MOUSEWHEEL;
        e.wheel.y = below(11) - 5;
        e.wheel.x = below(5) == 0 ? below(3) - 1 : 0;
        e.wheel.preciseY = (float)e.wheel.y * (below(3) == 0 ? 0.1f : 1.0f);
        e.wheel.preciseX = (float)e.wheel.x;
        e.wheel.mouseX = rand_x();
        e.wheel.mouseY = rand_y();
        push(&e);
    } else if (r < 92) {
        e.type = SDL_TEXTINPUT;
        SDL_strlcpy(e.text.text, texts[below((int)(sizeof texts / sizeof texts[0]))],
                    sizeof e.text.text);
        push(&e);
    } else if (r < 96) {
        e.type = SDL_MOUSEMOTION;
        e.motion.x = rand_x();
        e.motion.y = rand_y();
        push(&e);
    } else {
        resize();
    }
}

/* inputs random inputs for screen s, a frame (sometimes several) after each; the screen is
 * opened again whenever the inputs left it. */
static void monkey(Screen s, long inputs)
{
    open_screen(s);
    int base = app.scene_count;
    for (long i = 0; i < inputs; i++) {
        one_input();
        int steps = below(10) == 0 ? 1 + below(30) : 1;
        for (int k = 0; k < steps; k++)
            if (!app_step(&app, LOOP_NS_PER_SECOND / 60) || app.quit)
                break;
        if (forced_w) {
            app.width = forced_w;
            app.height = forced_h;
            forced_w = forced_h = 0;
            app_step(&app, LOOP_NS_PER_SECOND / 60);
        }
        app_present(&app);
        if (large_left && --large_left == 0)
            set_size(640, 400);
        inputs_done[s]++;
        if (app.quit || app.scene_count < base || app.scene_count >= APP_MAX_SCENES - 1) {
            app.quit = false;
            SDL_FlushEvents(SDL_FIRSTEVENT, SDL_LASTEVENT);
            open_screen(s);
        }
    }
    /* Back to an ordinary size for the next screen. */
    set_size(640, 400);
    app_step(&app, LOOP_NS_PER_SECOND / 60);
    app.quit = false;
}

#if defined(__SANITIZE_ADDRESS__)
/* AddressSanitizer keeps freed memory in quarantine; this empties it (GCC's and Clang's runtimes). */
void __sanitizer_purge_allocator(void);
#endif

/* Resident memory in bytes, after the allocator has given back what it can (0 if unknown). */
static long long resident_bytes(void)
{
#if defined(__SANITIZE_ADDRESS__)
    __sanitizer_purge_allocator();
#elif defined(__GLIBC__)
    malloc_trim(0);
#endif
    long long size = 0, resident = 0;
    FILE *f = fopen("/proc/self/statm", "r");
    if (f) {
        if (fscanf(f, "%lld %lld", &size, &resident) != 2)
            resident = 0;
        fclose(f);
    }
    return resident * (long long)sysconf(_SC_PAGESIZE);
}

/* How far above its starting level resident memory may stay after a resize storm: a leak per
 * size (a window's texture at 4096x4096 is 64 MiB) goes far beyond it. */
#define STORM_SLACK (30ll << 20)
#define MIB(b) ((double)(b) / (1 << 20))

static void frames(int n)
{
    for (int i = 0; i < n; i++) {
        app_step(&app, LOOP_NS_PER_SECOND / 60);
        app_present(&app);
    }
}

/* The window through sizes a user or window manager may give, a few frames at each, and back. */
static void resize_storm(void)
{
    static const int storm[][2] = {{3840, 2160}, {30000, 30000}, {1, 1}, {1280, 800},
                                   {2560, 1440}, {3840, 2160}, {1, 1}, {333, 777},
                                   {30000, 30000}, {1920, 1080}};
    for (int round = 0; round < 2; round++)
        for (size_t i = 0; i < sizeof storm / sizeof storm[0]; i++) {
            set_size(storm[i][0], storm[i][1]);
            app_step(&app, LOOP_NS_PER_SECOND / 60);
            if (storm[i][0] < 640 || storm[i][1] < 400) { /* what the layout may be given */
                app.width = storm[i][0];
                app.height = storm[i][1];
            }
            frames(3);
        }
    set_size(1280, 800);
    frames(30);
}

/* Memory before and after the storm on screen s; prints both and fails on a lasting growth. */
static void storm_gives_memory_back(Screen s)
{
    open_screen(s);
    /* The monkey may have left the window fullscreen (Settings), where sizes are not taken. */
    SDL_SetWindowFullscreen(app.window, 0);
    app.fullscreen = false;
    set_size(1280, 800);
    frames(30);
    long long before = resident_bytes();
    resize_storm();
    long long after = resident_bytes();
    /* What of it is cached art (rasterised images and text), for the figures. */
    cards_flush(app.cards);
    long long c = resident_bytes();
    svg_flush(app.svg);
    long long v = resident_bytes();
    text_flush(app.text);
    long long t = resident_bytes();
    printf("# %s: resident %.1f MiB before the resize storm, %.1f MiB after (%+.1f MiB; cached "
           "cards %.1f, images %.1f, text %.1f MiB)\n",
           screen_names[s], MIB(before), MIB(after), MIB(after - before), MIB(after - c),
           MIB(c - v), MIB(v - t));
    assert_true(app.width == 1280 && app.height == 800);
    if (before > 0)
        assert_true(after - before < STORM_SLACK);
    set_size(640, 400);
    app_step(&app, LOOP_NS_PER_SECOND / 60);
}

static void test_table_gives_memory_back_after_resizes(void **state)
{
    (void)state;
    storm_gives_memory_back(SCREEN_TABLE);
}

static void test_lab_gives_memory_back_after_resizes(void **state)
{
    (void)state;
    storm_gives_memory_back(SCREEN_LAB);
}

static void test_title_survives_the_monkey(void **state) { (void)state; monkey(SCREEN_TITLE, inputs_per_screen); }
static void test_setup_survives_the_monkey(void **state) { (void)state; monkey(SCREEN_SETUP, inputs_per_screen); }
static void test_table_survives_the_monkey(void **state) { (void)state; monkey(SCREEN_TABLE, inputs_per_screen); }
static void test_summary_survives_the_monkey(void **state) { (void)state; monkey(SCREEN_SUMMARY, inputs_per_screen); }
static void test_lab_survives_the_monkey(void **state) { (void)state; monkey(SCREEN_LAB, inputs_per_screen); }
static void test_rules_survives_the_monkey(void **state) { (void)state; monkey(SCREEN_RULES, inputs_per_screen); }
static void test_settings_survives_the_monkey(void **state) { (void)state; monkey(SCREEN_SETTINGS, inputs_per_screen); }

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s SCRATCH_DIR [INPUTS_PER_SCREEN]\n", argv[0]);
        return 2;
    }
    if (argc > 2)
        inputs_per_screen = atol(argv[2]);
    char xdg[2048];
    snprintf(xdg, sizeof xdg, "%s/monkey-xdg", argv[1]);
    setenv("XDG_DATA_HOME", xdg, 1);
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    const char *given = getenv("MONKEY_SEED");
    uint64_t seed = given ? strtoull(given, NULL, 10) : (uint64_t)time(NULL);
    rng_seed(&rng, seed);
    fprintf(stderr, "# monkey seed %llu (replay: MONKEY_SEED=%llu)\n", (unsigned long long)seed,
            (unsigned long long)seed);
    printf("# monkey seed %llu\n", (unsigned long long)seed);
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0 || TTF_Init() != 0) {
        fprintf(stderr, "cannot start SDL: %s\n", SDL_GetError());
        return 1;
    }
    char err[1024];
    Options opts = {.width = 640, .height = 400, .frames = 1};
    if (!app_init(&app, &opts, err, sizeof err)) {
        fprintf(stderr, "cannot start the game: %s\n", err);
        return 1;
    }
    Scene *title = title_scene_create(&app);
    if (!title)
        return 1;
    app_push_scene(&app, title);

    int failed = 0;
    if (getenv("MONKEY_ONLY")) /* e.g. MONKEY_ONLY='*table*': the tests whose names match */
        cmocka_set_test_filter(getenv("MONKEY_ONLY"));
    const char *secs = getenv("MONKEY_SECONDS");
    if (secs) {
        /* The long run: every screen in turn, in rounds, until the time is up. */
        Uint64 end = SDL_GetTicks64() + (Uint64)strtoull(secs, NULL, 10) * 1000;
        while (SDL_GetTicks64() < end)
            for (int s = 0; s < SCREEN_COUNT; s++)
                monkey((Screen)s, 200);
        /* Then the resize storms, after all that the monkey left behind. */
        const struct CMUnitTest storms[] = {
            cmocka_unit_test(test_table_gives_memory_back_after_resizes),
            cmocka_unit_test(test_lab_gives_memory_back_after_resizes),
        };
        failed = cmocka_run_group_tests(storms, NULL, NULL);
    } else {
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(test_title_survives_the_monkey),
            cmocka_unit_test(test_setup_survives_the_monkey),
            cmocka_unit_test(test_table_survives_the_monkey),
            cmocka_unit_test(test_summary_survives_the_monkey),
            cmocka_unit_test(test_lab_survives_the_monkey),
            cmocka_unit_test(test_rules_survives_the_monkey),
            cmocka_unit_test(test_settings_survives_the_monkey),
            cmocka_unit_test(test_table_gives_memory_back_after_resizes),
            cmocka_unit_test(test_lab_gives_memory_back_after_resizes),
        };
        failed = cmocka_run_group_tests(tests, NULL, NULL);
    }
    for (int s = 0; s < SCREEN_COUNT; s++)
        printf("# %s: %ld inputs\n", screen_names[s], inputs_done[s]);
    fprintf(stderr, "# monkey seed %llu\n", (unsigned long long)seed);
    app_shutdown(&app);
    TTF_Quit();
    SDL_Quit();
    return failed;
}
