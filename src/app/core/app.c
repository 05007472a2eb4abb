#include "app.h"

#include "palette.h"

#include "datadir.h"
#include "draw.h"
#include "renderer_facts.h"
#include "savefile.h"

#include <SDL_image.h>
#include <SDL_ttf.h>

#define DEFAULT_REFRESH_HZ 60

/* The display's refresh rate, for pacing frames when vsync does not. */
static int display_refresh_hz(App *app)
{
    SDL_DisplayMode mode;
    int display = SDL_GetWindowDisplayIndex(app->window);
    if (display >= 0 && SDL_GetCurrentDisplayMode(display, &mode) == 0 && mode.refresh_rate >= 30)
        return mode.refresh_rate;
    return DEFAULT_REFRESH_HZ;
}

static void update_size(App *app)
{
    int ww, wh;
    SDL_GetWindowSize(app->window, &ww, &wh);
    if (SDL_GetRendererOutputSize(app->renderer, &app->width, &app->height) != 0) {
        app->width = ww;
        app->height = wh;
    }
    app->pixel_scale = ww > 0 ? (float)app->width / (float)ww : 1.0f;
    app->refresh_hz = display_refresh_hz(app);
}

static void set_window_icon(App *app)
{
    SDL_Surface *icon = svg_surface(app->svg, "icons/throwdeck.svg", 128, 128);
    if (icon) {
        SDL_SetWindowIcon(app->window, icon);
        SDL_FreeSurface(icon);
    }
}

void app_notify(App *app, const char *message)
{
    app_notify_for(app, message, APP_NOTICE_SECONDS);
}

void app_notify_for(App *app, const char *message, double seconds)
{
    SDL_strlcpy(app->notice, message, sizeof app->notice);
    app->notice_ticks = (int)(seconds * LOOP_TICKS_PER_SECOND + 0.5);
    SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "%s", message);
}

/* Problems found while starting all go in the one notice, so none hides another. */
static void notify_also(App *app, const char *message)
{
    if (!message[0])
        return;
    if (app->notice_ticks <= 0 || !app->notice[0]) {
        app_notify(app, message);
        return;
    }
    char both[sizeof app->notice];
    SDL_snprintf(both, sizeof both, "%s %s", app->notice, message);
    SDL_strlcpy(app->notice, both, sizeof app->notice);
    SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "%s", message);
}

/* A message for the player along the bottom of the screen, over every scene. */
static void draw_notice(App *app)
{
    if (app->notice_ticks <= 0 || !app->notice[0])
        return;
    int px = app_px(app, 0.026f);
    float pad = (float)px * 0.8f;
    float max_text_w = (float)app->width * 0.9f - 2 * pad;
    int widest;
    float text_h = text_measure_wrapped(app->text, FONT_REGULAR, px, app->notice, max_text_w,
                                        &widest);
    float w = (float)widest + 2 * pad, h = text_h + pad;
    SDL_FRect box = {((float)app->width - w) / 2, (float)app->height - h - pad * 3, w, h};
    draw_rounded_rect(app->renderer, box, SDL_min(h / 2, (float)px * 1.2f),
                      PALETTE_NOTICE);
    text_draw_wrapped(app->text, FONT_REGULAR, px, PALETTE_NOTICE_TEXT, app->notice,
                      box.x + pad, box.y + pad / 2, max_text_w);
}

static void apply_sound(App *app)
{
    const Settings *s = &app->settings;
    audio_set_levels(app->audio, s->effects_volume, s->rhythm_volume, s->sound_muted,
                     s->silent_hidden);
}

void app_apply_settings(App *app, const Settings *s)
{
    app->settings = *s;
    apply_sound(app);
    if (s->fullscreen != app->fullscreen)
        app_toggle_fullscreen(app);
    /* The player changed something: from now on the file is ours to write, and a notice that
     * said the damaged file would be left alone is no longer true. */
    if (app->settings_keep_file)
        app->notice_ticks = 0;
    app->settings_keep_file = false;
    char msg[600];
    if (app->settings_path[0] && !settings_save(app->settings_path, &app->settings, msg, sizeof msg))
        app_notify(app, msg);
}

/* Settings, and where the files the game keeps go: SDL's preference folder. */
static void load_settings(App *app, const Options *opts, char *renderer_check,
                          size_t renderer_check_size)
{
    renderer_check[0] = '\0';
    app->settings = settings_defaults();
    char *pref = SDL_GetPrefPath("throwdeck", "throwdeck");
    if (!pref) {
        app_notify(app, "Settings and games cannot be saved: no folder for them was found.");
        return;
    }
    SDL_snprintf(app->settings_path, sizeof app->settings_path, "%s%s", pref, SETTINGS_FILE_NAME);
    SDL_snprintf(app->game_save_path, sizeof app->game_save_path, "%s%s", pref,
                 APP_GAME_SAVE_FILE_NAME);
    SDL_snprintf(renderer_check, renderer_check_size, "%s%s", pref, RENDERER_CACHE_FILE_NAME);
    SDL_free(pref);
    char msg[600];
    app->settings = settings_load(app->settings_path, msg, sizeof msg, &app->settings_keep_file);
    if (msg[0])
        app_notify(app, msg);
}

/* The name OpenGL gives for what draws (GL_RENDERER), when renderer is OpenGL; else NULL. SDL's
 * OpenGL renderers leave their context current once made. */
static const char *gl_renderer_name(SDL_Renderer *renderer)
{
    SDL_RendererInfo info;
    if (SDL_GetRendererInfo(renderer, &info) != 0 || SDL_strncmp(info.name, "opengl", 6) != 0)
        return NULL;
#ifdef _WIN32
#define APP_GL_CALL __stdcall
#else
#define APP_GL_CALL
#endif
    typedef const unsigned char *(APP_GL_CALL * GetString)(unsigned int);
    GetString get_string = (GetString)(uintptr_t)SDL_GL_GetProcAddress("glGetString");
    return get_string ? (const char *)get_string(0x1F01 /* GL_RENDERER */) : NULL;
}

/* False when the accelerated renderer is OpenGL drawn by the CPU (renderer_pick.h). The
 * GL_RENDERER asked goes into gl ("" when not OpenGL). */
static bool keep_accelerated(SDL_Renderer *renderer, char *gl, size_t gl_size)
{
    gl[0] = '\0';
    SDL_RendererInfo info;
    if (SDL_GetRendererInfo(renderer, &info) != 0)
        return true;
    const char *name = gl_renderer_name(renderer);
    SDL_strlcpy(gl, name ? name : "", gl_size);
    RendererPick pick = renderer_pick(SDL_GetHint(SDL_HINT_RENDER_DRIVER), info.name, name);
    if (pick == RENDERER_PICK_SOFTWARE)
        SDL_LogInfo(SDL_LOG_CATEGORY_APPLICATION, "OpenGL is drawn in software here (%s): SDL's "
                    "software renderer draws instead (SDL_RENDER_DRIVER=opengl keeps OpenGL).", gl);
    return pick == RENDERER_PICK_KEEP;
}

/* The renderer: the software one straight away when that is known to be the pick without
 * OpenGL (renderer_pick_early); else the accelerated one, asked what it is, and its answer
 * remembered in check_path for the next start on the same setup. */
static SDL_Renderer *make_renderer(SDL_Window *window, bool headless, const char *check_path)
{
    SDL_Renderer *renderer = NULL;
    const char *user = SDL_GetHint(SDL_HINT_RENDER_DRIVER);
    char key[RENDERER_KEY_SIZE] = "", cached[RENDERER_GL_NAME_SIZE];
    RendererFacts facts = {.user_driver = user, .gpu_device = renderer_facts_gpu_device(),
                           .always_software = SDL_getenv("LIBGL_ALWAYS_SOFTWARE"),
                           .gallium_driver = SDL_getenv("GALLIUM_DRIVER")};
    bool software = headless;
    if (!software && facts.gpu_device && !(user && user[0])) {
        renderer_facts_key(SDL_GetCurrentVideoDriver(), key, sizeof key);
        if (renderer_facts_cached(check_path, key, cached, sizeof cached))
            facts.cached_gl = cached;
    }
    if (!software && renderer_pick_early(&facts) == RENDERER_PICK_SOFTWARE) {
        software = true;
        if (!(user && user[0]))
            SDL_LogInfo(SDL_LOG_CATEGORY_APPLICATION, "%s: SDL's software renderer draws "
                        "(SDL_RENDER_DRIVER=opengl keeps OpenGL).",
                        facts.cached_gl ? "OpenGL draws in software on this setup"
                                        : "No GPU here, or OpenGL is told to draw in software");
    }
    if (!software) {
        renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED |
                                                      SDL_RENDERER_PRESENTVSYNC |
                                                      SDL_RENDERER_TARGETTEXTURE);
        char gl[RENDERER_GL_NAME_SIZE] = "";
        if (renderer && !keep_accelerated(renderer, gl, sizeof gl)) {
            SDL_DestroyRenderer(renderer);
            renderer = NULL;
        }
        /* What OpenGL said, when it is news (the user's own driver is not a check). */
        if (!(user && user[0]) && gl[0] && SDL_strcmp(gl, facts.cached_gl ? facts.cached_gl : ""))
            renderer_facts_remember(check_path, key, gl);
    }
    if (!renderer) {
        /* The window's pixels go straight to the display, not through OpenGL (loading it alone
         * costs the start-up half a second and tens of MiB). The user's own setting wins. */
        SDL_SetHintWithPriority(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0", SDL_HINT_DEFAULT);
        /* no GPU, or headless: the software renderer draws the same picture */
        renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE |
                                                      SDL_RENDERER_TARGETTEXTURE);
    }
    return renderer;
}

bool app_init(App *app, const Options *opts, char *err, size_t err_size)
{
    *app = (App){0};
    app->phones = opts->phones;
    SDL_strlcpy(app->phones_bind, opts->bind ? opts->bind : "", sizeof app->phones_bind);
    app->phones_port = opts->port;
    char exe_dir[PATH_MAX];
    char *base = SDL_GetBasePath();
    SDL_strlcpy(exe_dir, base ? base : "", sizeof exe_dir);
    SDL_free(base);
    if (!datadir_find(exe_dir[0] ? exe_dir : NULL, app->data_dir, sizeof app->data_dir)) {
        SDL_strlcpy(err, app->data_dir, err_size);
        return false;
    }

    /* Touch is handled as touch; without this every tap would also arrive as a click. */
    SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0");
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear");
    const char *driver = SDL_GetCurrentVideoDriver();
    bool headless = driver && (SDL_strcmp(driver, "dummy") == 0 || SDL_strcmp(driver, "offscreen") == 0);

    char renderer_check[PATH_MAX];
    load_settings(app, opts, renderer_check, sizeof renderer_check);
    int w = opts->width ? opts->width : OPTIONS_DEFAULT_WIDTH;
    int h = opts->height ? opts->height : OPTIONS_DEFAULT_HEIGHT;
    Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    /* --fullscreen / --windowed win for this run; the saved choice stays as it was. */
    bool fullscreen = opts->display_given ? opts->fullscreen : app->settings.fullscreen;
    if (fullscreen)
        flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
    app->window = SDL_CreateWindow("Throwdeck", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, w,
                                   h, flags);
    if (!app->window) {
        SDL_snprintf(err, err_size, "cannot open a window: %s", SDL_GetError());
        return false;
    }
    SDL_SetWindowMinimumSize(app->window, 640, 400);
    app->fullscreen = fullscreen;

    app->renderer = make_renderer(app->window, headless, renderer_check);
    if (!app->renderer) {
        SDL_snprintf(err, err_size, "cannot create a renderer: %s", SDL_GetError());
        return false;
    }
    SDL_SetRenderDrawBlendMode(app->renderer, SDL_BLENDMODE_BLEND);
    /* A window larger than the renderer can draw (a window manager or a resize may ask for any
     * size) is refused by SDL at this limit instead of costing gigabytes a frame. The software
     * renderer reports no limit: it gets the same bound as on the command line. */
    SDL_RendererInfo info;
    int max_w = APP_SOFTWARE_MAX_SIDE, max_h = APP_SOFTWARE_MAX_SIDE;
    if (SDL_GetRendererInfo(app->renderer, &info) == 0 && info.max_texture_width > 0 &&
        info.max_texture_height > 0) {
        max_w = info.max_texture_width;
        max_h = info.max_texture_height;
    }
    SDL_SetWindowMaximumSize(app->window, max_w, max_h);
    update_size(app);

    char problem[ASSETS_PROBLEM_SIZE];
    app->text = assets_open_fonts(app->renderer, app->data_dir, problem, sizeof problem, err,
                                  err_size);
    if (!app->text)
        return false;
    notify_also(app, problem);
    app->svg = svg_create(app->renderer, app->data_dir);
    app->cards = app->svg ? cards_create(app->renderer, app->svg, app->text) : NULL;
    if (!app->svg || !app->cards) {
        SDL_snprintf(err, err_size, "out of memory");
        return false;
    }
    assets_check_card_art(app->svg, problem, sizeof problem);
    notify_also(app, problem);
    assets_load_catalogue(app->data_dir, &app->catalogue, app->catalogue_problem,
                          sizeof app->catalogue_problem);
    notify_also(app, app->catalogue_problem);
    set_window_icon(app);
    loop_init(&app->loop);
    /* A run that makes a screenshot (or a headless one) opens no sound device: its sound, if
     * recorded, is made on the game's clock alone. Room for the recording is taken now. */
    uint64_t ticks = (uint64_t)opts->frames * LOOP_TICKS_PER_SECOND / 60 + 2;
    AudioConfig sound = {.device = !headless && !opts->screenshot,
                         .record = opts->audio_out != NULL,
                         .record_frames = opts->audio_out ? (size_t)ticks * AUDIO_TICK_FRAMES : 0};
    app->audio = audio_open(&sound);
    if (!app->audio) {
        SDL_snprintf(err, err_size, "out of memory");
        return false;
    }
    apply_sound(app);
    return true;
}

void app_toggle_fullscreen(App *app)
{
    app->fullscreen = !app->fullscreen;
    if (SDL_SetWindowFullscreen(app->window, app->fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0)) {
        SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "Cannot switch full screen: %s", SDL_GetError());
        app->fullscreen = !app->fullscreen;
    }
    update_size(app);
}

static void drop_table(App *app)
{
    if (app->table)
        SDL_DestroyTexture(app->table);
    app->table = NULL;
}

/* The felt as a texture of the window's size, its pixels worked out here band by band
 * (draw_table_row): NULL when the renderer cannot make it. */
static SDL_Texture *make_table(App *app, SDL_Color centre, SDL_Color edge)
{
    enum { BAND = 32 };
    SDL_Texture *t = SDL_CreateTexture(app->renderer, SDL_PIXELFORMAT_ARGB8888,
                                       SDL_TEXTUREACCESS_STATIC, app->width, app->height);
    Uint32 *band = t ? SDL_malloc(sizeof *band * (size_t)app->width * BAND) : NULL;
    bool ok = band != NULL;
    for (int y0 = 0; ok && y0 < app->height; y0 += BAND) {
        int rows = SDL_min(BAND, app->height - y0);
        for (int y = 0; y < rows; y++)
            draw_table_row(band + (size_t)y * (size_t)app->width, y0 + y, app->width, app->height,
                           centre, edge);
        SDL_Rect where = {0, y0, app->width, rows};
        ok = SDL_UpdateTexture(t, &where, band, app->width * (int)sizeof *band) == 0;
    }
    SDL_free(band);
    if (!ok && t) {
        SDL_DestroyTexture(t);
        t = NULL;
    }
    if (t)
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_NONE); /* opaque: a plain copy */
    return t;
}

static const SDL_Color felt_centre = {38, 112, 74, 255}, felt_edge = {12, 46, 30, 255};

/* The gradient is hundreds of shaded triangles over the whole window, the most costly thing a
 * frame would draw on a software renderer: made once per size into a texture and copied. */
static void ensure_table(App *app)
{
    if (app->table && (app->table_w != app->width || app->table_h != app->height))
        drop_table(app);
    if (!app->table && (app->table = make_table(app, felt_centre, felt_edge)) != NULL) {
        app->table_w = app->width;
        app->table_h = app->height;
    }
}

bool app_layer_begin(App *app, DrawLayer *layer, uint64_t key)
{
    ensure_table(app);
    if (app->redraw_layers)
        layer->lost = true;
    return layer_begin(layer, app->renderer, app->width, app->height, key);
}

void app_draw_table(App *app)
{
    ensure_table(app);
    if (app->table)
        SDL_RenderCopy(app->renderer, app->table, NULL, NULL);
    else /* no texture that large: draw it every frame */
        draw_table(app->renderer, app->width, app->height, felt_centre, felt_edge);
}

double app_time(const App *app, double blend)
{
    return ((double)app->loop.ticks + blend) / LOOP_TICKS_PER_SECOND;
}

int app_px(const App *app, float fraction_of_height)
{
    /* Height rules, but a very wide or very narrow window must not squash the text. */
    float base = SDL_min((float)app->height, (float)app->width * 0.6f);
    int px = (int)(base * fraction_of_height * settings_text_scale(app->settings.text_size) + 0.5f);
    return px < 10 ? 10 : px;
}

static bool dispatch(App *app, const Input *in)
{
    bool handled = false;
    for (int i = app->scene_count - 1; i >= 0 && !handled; i--) {
        Scene *s = app->scenes[i];
        handled = s->input && s->input(s, app, in);
    }
    app_apply_scene_requests(app);
    return handled;
}

#define MUTE_NOTICE_TICKS (LOOP_TICKS_PER_SECOND * 2)

void app_toggle_mute(App *app)
{
    Settings s = app->settings;
    s.sound_muted = !s.sound_muted;
    app_apply_settings(app, &s);
    /* Said on screen for a moment, not logged: it is the player's own choice. */
    SDL_strlcpy(app->notice, s.sound_muted ? "Sound off (M turns it on)" : "Sound on",
                sizeof app->notice);
    if (app->notice_ticks < MUTE_NOTICE_TICKS)
        app->notice_ticks = MUTE_NOTICE_TICKS;
}

/* Turns one SDL event into the game's input, or handles it at application level. */
static void handle_event(App *app, const SDL_Event *e)
{
    Input in = {0};
    switch (e->type) {
    case SDL_QUIT:
        app->quit = true;
        return;
    case SDL_WINDOWEVENT:
        if (e->window.event == SDL_WINDOWEVENT_SIZE_CHANGED ||
            e->window.event == SDL_WINDOWEVENT_DISPLAY_CHANGED) {
            int w = app->width, h = app->height;
            update_size(app);
            /* Art rasterised for the old size is drawn again at the new one anyway; kept, it
             * held about 50 MiB after a resize through 4K and back (cards stay until replaced). */
            if (app->width != w || app->height != h) {
                cards_flush(app->cards);
                svg_flush(app->svg);
                text_flush(app->text);
            }
        }
        return;
    case SDL_RENDER_TARGETS_RESET:
    case SDL_RENDER_DEVICE_RESET:
        cards_flush(app->cards);
        drop_table(app);
        svg_flush(app->svg);
        text_flush(app->text);
        return;
    case SDL_TEXTINPUT:
        if (app->swallow_text) {
            app->swallow_text = false;
            if (!SDL_strcmp(e->text.text, "m") || !SDL_strcmp(e->text.text, "M"))
                return;
        }
        in.kind = INPUT_TEXT;
        SDL_strlcpy(in.text, e->text.text, sizeof in.text);
        dispatch(app, &in);
        return;
    case SDL_KEYDOWN:
        in.key = e->key.keysym.sym;
        in.mod = e->key.keysym.mod;
        in.repeat = e->key.repeat != 0;
        switch (e->key.keysym.sym) {
        case SDLK_F11:
            if (!e->key.repeat)
                app_toggle_fullscreen(app);
            return;
        case SDLK_F1:
            if (!e->key.repeat)
                app_open_help(app);
            return;
        case SDLK_m: {
            /* M mutes on every screen, except where letters are typed as text (a siteswap may
             * hold an m): Ctrl+M there, and anywhere. */
            Scene *top = app->scene_count > 0 ? app->scenes[app->scene_count - 1] : NULL;
            bool letters = top && top->takes_letters && top->takes_letters(top);
            bool ctrl = (e->key.keysym.mod & KMOD_CTRL) != 0;
            if (ctrl || (!letters && !(e->key.keysym.mod & (KMOD_ALT | KMOD_GUI)))) {
                if (!e->key.repeat)
                    app_toggle_mute(app);
                app->swallow_text = !ctrl; /* the "m" that follows is not typed */
                return;
            }
            in.kind = INPUT_KEY;
            break;
        }
        case SDLK_UP: case SDLK_w: in.kind = INPUT_UP; break;
        case SDLK_DOWN: case SDLK_s: in.kind = INPUT_DOWN; break;
        case SDLK_LEFT: case SDLK_a: in.kind = INPUT_LEFT; break;
        case SDLK_RIGHT: case SDLK_d: in.kind = INPUT_RIGHT; break;
        case SDLK_RETURN: case SDLK_KP_ENTER: case SDLK_SPACE: in.kind = INPUT_CONFIRM; break;
        case SDLK_ESCAPE: in.kind = INPUT_BACK; break;
        default: in.kind = INPUT_KEY; break;
        }
        dispatch(app, &in);
        return;
    case SDL_MOUSEMOTION:
        if (e->motion.which == SDL_TOUCH_MOUSEID)
            return;
        in = (Input){.kind = INPUT_POINTER_MOVE, .x = (float)e->motion.x * app->pixel_scale,
                     .y = (float)e->motion.y * app->pixel_scale};
        dispatch(app, &in);
        return;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
        if (e->button.which == SDL_TOUCH_MOUSEID || e->button.button != SDL_BUTTON_LEFT)
            return;
        in = (Input){.kind = e->type == SDL_MOUSEBUTTONDOWN ? INPUT_POINTER_DOWN : INPUT_POINTER_UP,
                     .x = (float)e->button.x * app->pixel_scale,
                     .y = (float)e->button.y * app->pixel_scale};
        dispatch(app, &in);
        return;
    case SDL_MOUSEWHEEL: {
        if (e->wheel.which == SDL_TOUCH_MOUSEID)
            return;
        /* The values as the system gives them: with "natural" scrolling they are already turned
         * round the way the player chose (SDL only reports that they are). */
        in = (Input){.kind = INPUT_WHEEL, .x = (float)e->wheel.mouseX * app->pixel_scale,
                     .y = (float)e->wheel.mouseY * app->pixel_scale,
                     .wheel_x = e->wheel.preciseX, .wheel_y = e->wheel.preciseY};
        dispatch(app, &in);
        return;
    }
    case SDL_FINGERDOWN:
    case SDL_FINGERUP:
    case SDL_FINGERMOTION:
        in.kind = e->type == SDL_FINGERDOWN ? INPUT_POINTER_DOWN
                  : e->type == SDL_FINGERUP ? INPUT_POINTER_UP : INPUT_POINTER_MOVE;
        in.x = e->tfinger.x * (float)app->width; /* finger positions are 0..1 of the window */
        in.y = e->tfinger.y * (float)app->height;
        dispatch(app, &in);
        return;
    default:
        return;
    }
}

static void run_ticks(App *app, uint32_t ticks)
{
    for (uint32_t t = 0; t < ticks && app->scene_count > 0 && !app->quit; t++) {
        /* What keeps time under a covered scene first (a table's phones), then the top one. */
        for (int i = 0; i < app->scene_count; i++)
            if (app->scenes[i]->service)
                app->scenes[i]->service(app->scenes[i], app);
        Scene *top = app->scenes[app->scene_count - 1];
        if (top->update)
            top->update(top, app);
        app_apply_scene_requests(app);
        audio_tick_end(app->audio);   /* the sound of the tick just simulated */
        if (app->notice_ticks > 0)
            app->notice_ticks--;
    }
}

/* The lowest scene drawn: the top one, or the highest opaque one under it. */
static int bottom_drawn(const App *app)
{
    int bottom = app->scene_count - 1;
    while (bottom > 0 && !app->scenes[bottom]->opaque)
        bottom--;
    return bottom < 0 ? 0 : bottom;
}

/* Events, then the ticks due; draws when draw is set. False when the game should stop. */
static bool frame(App *app, uint64_t elapsed_ns, bool draw)
{
    app_apply_scene_requests(app); /* any made between frames (main, tests) */
    SDL_Event e;
    while (SDL_PollEvent(&e))
        handle_event(app, &e);
    if (app->quit || app->scene_count == 0)
        return false;
    run_ticks(app, loop_advance(&app->loop, elapsed_ns));
    if (app->quit || app->scene_count == 0)
        return false;
    if (!draw)
        return true;

    double blend = loop_blend(&app->loop);
    int bottom = bottom_drawn(app);
    /* An opaque scene at the bottom paints every pixel: clearing first would fill the window
     * twice (as much again as a bare frame without a GPU). */
    if (!app->scenes[bottom]->opaque) {
        SDL_SetRenderDrawColor(app->renderer, 0, 0, 0, 255);
        SDL_RenderClear(app->renderer);
    }
    for (int i = bottom; i < app->scene_count; i++)
        if (app->scenes[i]->draw)
            app->scenes[i]->draw(app->scenes[i], app, blend);
    draw_notice(app);
    app->frames_drawn++;
    return true;
}

bool app_step(App *app, uint64_t elapsed_ns)
{
    return frame(app, elapsed_ns, true);
}

void app_catch_up(App *app, uint64_t elapsed_ns, uint64_t slept_ns)
{
    app_apply_scene_requests(app);
    run_ticks(app, loop_advance_slept(&app->loop, elapsed_ns, slept_ns));
}

uint32_t app_still_ms(App *app)
{
    uint32_t still = APP_STILL_FOREVER;
    if (app->scene_count == 0)
        return 0;
    /* Sound made on the game's clock needs its ticks: no sleep until it has died away. */
    if (audio_busy(app->audio))
        return 0;
    for (int i = bottom_drawn(app); i < app->scene_count; i++) {
        Scene *s = app->scenes[i];
        uint32_t ms = s->still_ms ? s->still_ms(s, app) : 0;
        if (ms < still)
            still = ms;
    }
    if (app->notice_ticks > 0) { /* it goes at the end of its time */
        uint32_t left = (uint32_t)((uint64_t)app->notice_ticks * 1000 / LOOP_TICKS_PER_SECOND);
        if (left < still)
            still = left;
    }
    return still;
}

uint32_t app_wait_ms(uint32_t still_ms, bool hidden, bool screenshot)
{
    if (screenshot)
        return 0;
    if (hidden)
        return APP_MAX_SLEEP_MS;
    return still_ms < APP_MAX_SLEEP_MS ? still_ms : APP_MAX_SLEEP_MS;
}

uint32_t app_still_forever(Scene *scene, App *app)
{
    (void)scene;
    (void)app;
    return APP_STILL_FOREVER;
}

uint32_t app_ms_to_blink(const App *app, double since, double half_period)
{
    double now = app_time(app, loop_blend(&app->loop));
    if (half_period <= 0 || now < since)
        return 0;
    double into = SDL_fmod(now - since, half_period);
    /* One millisecond past the turn, so the frame drawn then shows it turned. */
    return (uint32_t)((half_period - into) * 1000.0) + 1;
}

void app_present(App *app)
{
    SDL_RenderPresent(app->renderer);
    text_end_frame(app->text);
    svg_end_frame(app->svg);
}

int app_run(App *app, const Options *opts)
{
    Uint64 freq = SDL_GetPerformanceFrequency();
    Uint64 last = SDL_GetPerformanceCounter();
    int frames = 0;
    bool shown = false; /* the picture on screen is the scenes' latest */
    for (;;) {
        Uint32 wflags = SDL_GetWindowFlags(app->window);
        bool hidden = (wflags & (SDL_WINDOW_MINIMIZED | SDL_WINDOW_HIDDEN)) != 0;
        audio_set_hidden(app->audio, hidden);
        app_apply_scene_requests(app);
        uint32_t still = hidden || !shown ? 0 : app_still_ms(app);
        uint32_t wait = app_wait_ms(still, hidden, opts->screenshot != NULL);
        /* Hidden but heard (the player chose sound while hidden): the ticks that make the
         * sound keep coming, a few at a time. */
        if (hidden && audio_live(app->audio) && wait > AUDIO_HIDDEN_WAIT_MS)
            wait = AUDIO_HIDDEN_WAIT_MS;
        if (wait > 0) {
            /* Nothing moves (or nothing shows): sleep until an event or the next change. The
             * event stays queued; the ticks of the time slept run first. */
            bool event = SDL_WaitEventTimeout(NULL, (int)wait) == 1;
            Uint64 woke = SDL_GetPerformanceCounter();
            app_catch_up(app, (uint64_t)((double)(woke - last) * 1e9 / (double)freq),
                         (uint64_t)wait * 1000000);
            last = woke;
            if (hidden) { /* events only: a window shown again draws at once */
                if (!frame(app, 0, false))
                    return 0;
                shown = false;
                continue;
            }
            /* Woken only for the ticks to catch up, and they changed nothing: no frame. */
            if (!event && still == APP_STILL_FOREVER && app_still_ms(app) == APP_STILL_FOREVER)
                continue;
        }
        Uint64 now = SDL_GetPerformanceCounter();
        /* A screenshot run steps a steady 60 Hz, so its picture does not depend on machine speed. */
        uint64_t elapsed_ns = opts->screenshot ? LOOP_NS_PER_SECOND / 60
                                               : (uint64_t)((double)(now - last) * 1e9 / (double)freq);
        last = now;
        app->redraw_layers = opts->probe && frames + 1 >= opts->frames;
        if (!app_step(app, elapsed_ns))
            return 0;
        if (opts->screenshot && ++frames >= opts->frames) {
            bool ok = app_write_screenshot(app, opts->screenshot);
            char why[PATH_MAX + 200];
            if (opts->audio_out && !audio_write_wav(app->audio, opts->audio_out, why, sizeof why)) {
                SDL_LogError(SDL_LOG_CATEGORY_APPLICATION, "Cannot write the sound: %s", why);
                ok = false;
            }
            return ok ? 0 : 1;
        }
        app_present(app);
        shown = true;

        /* Vsync normally blocks in present; where it does not (no vsync, or a driver that
         * claims it but returns at once), sleep out the rest of the display's frame instead
         * of spinning. */
        if (!opts->screenshot) {
            Uint64 spent_us = (SDL_GetPerformanceCounter() - now) * 1000000 / freq;
            Uint64 frame_us = 1000000 / (Uint64)app->refresh_hz;
            if (spent_us + 1000 < frame_us)
                SDL_Delay((Uint32)((frame_us - spent_us) / 1000));
        }
    }
}

void app_shutdown(App *app)
{
    app_drop_scene_requests(app);
    while (app->scene_count > 0)
        app_pop_scene(app);
    app_drop_scene_requests(app); /* asked for by a scene as it was destroyed */
    for (int i = 0; i < app->kept_count; i++)
        SDL_free(app->kept[i].data);
    cards_destroy(app->cards);
    catalogue_free(&app->catalogue);
    drop_table(app);
    svg_destroy(app->svg);
    text_destroy(app->text);
    audio_close(app->audio);
    if (app->renderer)
        SDL_DestroyRenderer(app->renderer);
    if (app->window)
        SDL_DestroyWindow(app->window);
    *app = (App){0};
}
