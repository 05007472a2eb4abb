/* The SDL application: window, renderer, the data files (loaded once, core/assets.h), the scene
 * stack and the main loop.
 *
 * SDL events become the game's own Input actions and go to the top scene first. Scenes update
 * in fixed ticks (core/loop.h) and draw once per frame, blended by the tick remainder. Scenes
 * change the stack only by requests (app_request_push, ...), carried out after the handler or
 * tick that made them, so no scene is freed while its own code runs. */
#pragma once

#include "assets.h"
#include "audio.h"
#include "cards.h"
#include "layer.h"
#include "loop.h"
#include "options.h"
#include "settings.h"
#include "svg.h"
#include "text.h"

#include <SDL.h>
#include <limits.h>
#include <stdbool.h>

typedef enum InputKind {
    INPUT_UP,
    INPUT_DOWN,
    INPUT_LEFT,
    INPUT_RIGHT,
    INPUT_CONFIRM,      /* Enter, keypad Enter, Space */
    INPUT_BACK,         /* Esc */
    INPUT_POINTER_MOVE, /* mouse moved: x, y in pixels */
    INPUT_POINTER_DOWN, /* mouse button or touch pressed at x, y */
    INPUT_POINTER_UP,
    INPUT_TEXT,         /* typed text (UTF-8 in text), from SDL's text input */
    INPUT_KEY,          /* any other key; key and mod say which */
    INPUT_WHEEL,        /* mouse wheel or touchpad scroll with the pointer at x, y */
} InputKind;

typedef struct Input {
    InputKind kind;
    float x, y;       /* pointer position in renderer pixels */
    SDL_Keycode key;  /* for key presses (every kind made from a key), so text fields can read */
    Uint16 mod;       /* the raw key: in a pattern field, 'a' and Space are throws, not moves */
    bool repeat;      /* a key held down, repeating: never a deliberate press */
    char text[32];
    float wheel_x, wheel_y; /* INPUT_WHEEL: notches (fractions from touchpads); y > 0 scrolls up */
} Input;

typedef struct App App;
typedef struct Scene Scene;
typedef struct JsonWriter JsonWriter;

struct Scene {
    /* What the scene is ("title", "siteswap_table", ...): how others recognise it (app_scene_is)
     * and what --probe reports as "scene". NULL: "unknown". */
    const char *name;
    void (*update)(Scene *scene, App *app);                    /* one fixed tick */
    void (*draw)(Scene *scene, App *app, double blend);        /* blend in [0, 1) */
    bool (*input)(Scene *scene, App *app, const Input *input); /* true when handled */
    void (*destroy)(Scene *scene);
    /* How long the scene's picture stays as it is if no input comes, in milliseconds: 0 while
     * anything moves (a frame is drawn every refresh), APP_STILL_FOREVER when only input changes
     * it, else the time to the next change (a caret's blink, a clock). While every scene drawn
     * is still, the app sleeps until an event or that time instead of redrawing; the fixed ticks
     * of the time slept still run (before the event that wakes it). NULL: always moving. */
    uint32_t (*still_ms)(Scene *scene, App *app);
    /* True while letters typed are text here (a pattern, a name, a guess): M is then a letter,
     * not the mute key (Ctrl+M still is). NULL: never. */
    bool (*takes_letters)(Scene *scene);
    bool opaque;  /* covers the whole window: the scenes under it are not drawn */
    /* Writes the scene's own members of the --probe JSON after "scene" (core/probe.h: "phase",
     * then "stage" and "figure" or probe_no_stage). NULL: "phase": "shown" and no stage. */
    void (*probe)(Scene *scene, App *app, JsonWriter *w);
    /* One fixed tick of what the scene keeps running while others cover it (a table's phone
     * server answering requests): run for every scene on the stack, top or not, before the top
     * scene's update. NULL: nothing. */
    void (*service)(Scene *scene, App *app);
};

/* Whether scene is the one named (Scene.name); false for NULL. */
bool app_scene_is(const Scene *scene, const char *name);

#define APP_STILL_FOREVER UINT32_MAX
/* The longest the app sleeps without an event: the ticks of the time slept catch up at least
 * this often (a title looking at its save file, a notice timing out). */
#define APP_MAX_SLEEP_MS 1000

/* The software renderer (no GPU, or headless) draws at most this many pixels a side: beyond it
 * a frame takes seconds and gigabytes, which no screen or screenshot needs. */
#define APP_SOFTWARE_MAX_SIDE 4096

#define APP_MAX_SCENES 8
#define APP_MAX_SCENE_REQUESTS 8

/* A change to the scene stack that a scene asks for; app.c carries it out between input
 * handlers and updates, never inside one (see app_request_push). */
typedef enum AppSceneOp {
    APP_SCENE_PUSH,         /* scene goes on top */
    APP_SCENE_POP,          /* the top scene leaves (and is destroyed) */
    APP_SCENE_REPLACE,      /* the top scene leaves, scene takes its place */
    APP_SCENE_POP_TO_TITLE, /* every scene above the bottom one (the title) leaves */
} AppSceneOp;

typedef struct AppSceneRequest {
    AppSceneOp op;
    Scene *scene;           /* PUSH and REPLACE: owned by the request until carried out */
} AppSceneRequest;
/* Memory a screen keeps from one opening to the next (the Lab's history), by name. */
#define APP_MAX_KEPT 8
typedef struct AppKept {
    const char *name;
    void *data;
} AppKept;

#define APP_NOTICE_SECONDS 10
#define APP_GAME_SAVE_FILE_NAME "game.sav" /* in the preference folder, beside the settings */

struct App {
    SDL_Window *window;
    SDL_Renderer *renderer;
    int width, height;  /* drawable size in pixels (HiDPI aware) */
    float pixel_scale;  /* pixels per window point */
    bool fullscreen;    /* what the window is now (F11 changes it for this run only) */
    int refresh_hz;     /* the display's, for pacing frames when vsync does not */
    bool quit;
    char data_dir[PATH_MAX];
    /* Hands on phones from the command line: the setup screen's default and where to listen. */
    bool phones;
    char phones_bind[64];   /* "" for the machine's local network addresses */
    int phones_port;        /* 0 for a free port */
    /* The data files, loaded once by app_init (core/assets.h); every screen uses these. */
    TextCache *text;
    SvgCache *svg;
    CardArt *cards;
    Catalogue catalogue;     /* named patterns and tricks; empty when its file is missing or
                              * damaged, and then catalogue_problem says why (else "") */
    char catalogue_problem[ASSETS_PROBLEM_SIZE];
    Loop loop;
    uint64_t frames_drawn;   /* frames the scenes drew (the idle loop draws none while still) */
    bool redraw_layers;      /* draw cached layers afresh (the frame a probe reports, so every
                              * text on screen is drawn in it and its cuts are seen) */
    Settings settings;       /* the player's saved choices */
    char settings_path[PATH_MAX];
    char game_save_path[PATH_MAX]; /* the card table's game in progress; "" when there is no
                                    * folder for it */
    bool settings_keep_file; /* the file was damaged: leave it until the player changes a setting */
    char notice[600];        /* a message for the player, shown for APP_NOTICE_SECONDS */
    int notice_ticks;
    SDL_Texture *table;      /* the felt, drawn once per window size (see app_draw_table) */
    int table_w, table_h;
    AppKept kept[APP_MAX_KEPT]; /* what screens keep for the whole run (app_kept) */
    int kept_count;
    Audio *audio;            /* the sound (audio/audio.h): a device, or the null backend */
    bool swallow_text;       /* M muted: its own text event is not typed */
    /* Makes the Help screen opened from the screen called from (F1, the title's Help); set by
     * main, as core knows no screen. NULL: no help. */
    Scene *(*help)(App *app, const char *from);
    Scene *scenes[APP_MAX_SCENES];
    int scene_count;
    AppSceneRequest requests[APP_MAX_SCENE_REQUESTS]; /* in the order asked */
    int request_count;
};

/* Opens the window and loads what every scene needs; false with a message in err. */
bool app_init(App *app, const Options *opts, char *err, size_t err_size);

/* Runs until quit (or the screenshot is written); returns the process exit code. */
int app_run(App *app, const Options *opts);

/* One frame without presenting it: handles pending SDL events, runs the ticks due for
 * elapsed_ns, draws. False when the game should stop. Tests drive the game with it. */
bool app_step(App *app, uint64_t elapsed_ns);
/* After the app slept for slept_ns (it asked for that long; elapsed_ns is what passed): runs
 * the ticks of that time before any event that came in it is handled, so an animation an
 * event starts begins when the event came, not a sleep earlier. */
void app_catch_up(App *app, uint64_t elapsed_ns, uint64_t slept_ns);
/* How long the picture stays as it is (Scene.still_ms of every scene drawn, the notice's time
 * left): 0 when something moves, APP_STILL_FOREVER when only input changes it. */
uint32_t app_still_ms(App *app);
/* How long the loop may wait for an event before the next frame: still_ms while the window is
 * shown, APP_MAX_SLEEP_MS while it is hidden or minimised (nothing is drawn then), 0 for a
 * screenshot run (which steps a steady 60 Hz). */
uint32_t app_wait_ms(uint32_t still_ms, bool hidden, bool screenshot);
/* For Scene.still_ms of a scene only input changes. */
uint32_t app_still_forever(Scene *scene, App *app);
/* Milliseconds until a blink that restarted at app time since (seconds) next turns, showing
 * and hiding for half_period seconds each. */
uint32_t app_ms_to_blink(const App *app, double since, double half_period);
void app_present(App *app);
bool app_write_screenshot(App *app, const char *path);

/* Shows a message to the player for a few seconds (and logs it). */
void app_notify(App *app, const char *message);
/* The same for a message true only for a while ("Press Esc again…"): it goes after seconds. */
void app_notify_for(App *app, const char *message, double seconds);

/* Turns every sound off or on (M), says so briefly on screen, and keeps it in the settings. */
void app_toggle_mute(App *app);
/* Applies and saves settings the player changed. */
void app_apply_settings(App *app, const Settings *s);

void app_shutdown(App *app);

/* Scene changes from inside a scene (input, update): requests, carried out in order after the
 * handler or tick that asked returns, so a scene that asks for its own removal stays valid
 * until its handler has returned. The app owns a requested scene from the call on (a NULL
 * scene is ignored). */
void app_request_push(App *app, Scene *scene);
void app_request_pop(App *app);
void app_request_replace(App *app, Scene *scene);
void app_request_pop_to_title(App *app);
/* Carries out the pending requests now; app_step does this between handlers and ticks. */
void app_apply_scene_requests(App *app);
/* Frees the requests not carried out (app_shutdown). */
void app_drop_scene_requests(App *app);

/* The memory kept under name for the whole run: size bytes, zeroed when first asked for, the
 * same block each later time, freed by app_shutdown. NULL when out of memory or room. */
void *app_kept(App *app, const char *name, size_t size);

/* Immediate changes, for outside any scene handler (main, tests): they free scenes at once. */
void app_push_scene(App *app, Scene *scene);
void app_pop_scene(App *app);
void app_toggle_fullscreen(App *app);
/* F1, and the title's Help: opens Help (App.help) at the top scene's section, or closes it when
 * it is the top scene. A request, like app_request_push. */
void app_open_help(App *app);

/* Seconds since start from the fixed-tick clock, blended: what animations should use. */
double app_time(const App *app, double blend);

/* Draws the table (the felt every screen sits on) over the whole window. */
void app_draw_table(App *app);
/* Starts a frame of a scene's cached layer at the window's size showing `key` (layer_begin):
 * true when the caller must draw the layer's picture now. The felt's texture is made first, as
 * making it sets the frame as the target. Call layer_end next. */
bool app_layer_begin(App *app, DrawLayer *layer, uint64_t key);

/* Text sizes scale with the window so they read from across a table. */
int app_px(const App *app, float fraction_of_height);
