/* The setup screen as a scene: starting, continuing and keeping a game, the probe. */
#include "setup_scene.h"

#include "setup_state.h"

/* Continue the game in progress instead of starting one. */
void setup_continue_saved(SetupScene *ss, App *app)
{
    size_t len = 0;
    char err[1024];
    char *text = savefile_read(app->game_save_path, &len, err, sizeof err);
    Scene *table = NULL;
    if (text) {
        table = game_resume_scene(app, text, len, err, sizeof err);
        SDL_free(text);
    }
    if (!table) {
        SDL_strlcpy(ss->error, err, sizeof ss->error);
        ss->asking = false;
        return;
    }
    app_request_replace(app, table);
}

/* The last game's seats, names and options, beside the settings: setup starts from them. */
static bool last_setup_path(const App *app, char *out, size_t size)
{
    const char *slash = strrchr(app->game_save_path, '/');
    if (!slash)
        return false;
    SDL_snprintf(out, size, "%.*s/last-setup.sav", (int)(slash - app->game_save_path),
                 app->game_save_path);
    return true;
}

/* The choice itself, kept as text (game_choice_keep: no game is built), so Play opens on the
 * game played last. */
static void remember_setup(const GameChoice *choice, App *app)
{
    char path[PATH_MAX], err[512];
    if (!last_setup_path(app, path, sizeof path))
        return;
    char *text = game_choice_keep(choice);
    if (text && !savefile_write(path, text, strlen(text), err, sizeof err))
        SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "The setup could not be kept: %s", err);
    SDL_free(text);
}

static void recall_setup(SetupScene *ss, const App *app)
{
    char path[PATH_MAX], err[512];
    size_t len = 0;
    char *text = last_setup_path(app, path, sizeof path) && savefile_exists(path)
                     ? savefile_read(path, &len, err, sizeof err) : NULL;
    GameChoice kept = ss->choice;
    if (text && game_choice_recall(text, len, &kept)) {
        setup_choose_game(ss, games_of_choice(&kept));
        ss->choice = kept;
    }
    SDL_free(text);
}

/* A new game over one in progress: the old one is kept as the backup first. */
void setup_start_new(SetupScene *ss, App *app)
{
    ss->asking = false;
    if (ss->in_progress[0] && !table_store_back_up(app->game_save_path)) {
        char prev[PATH_MAX];
        table_store_backup_path(app->game_save_path, prev, sizeof prev);
        SDL_snprintf(ss->error, sizeof ss->error, "The game in progress could not be kept as %s, "
                     "so no new game was started over it.", prev);
        return;
    }
    remember_setup(&ss->choice, app);
    /* In the setup screen's place: Esc from the table leads to the title. */
    app_request_replace(app, games_of_choice(&ss->choice)->create(app, &ss->choice));
}

static const SetupScene *top_setup(const App *app)
{
    Scene *top = app->scene_count ? app->scenes[app->scene_count - 1] : NULL;
    return app_scene_is(top, "setup") ? (const SetupScene *)top : NULL;
}

/* A row of the setup screen on top (the siteswap game's rows when it is not on top). */
static SDL_FRect row_rect(const App *app, int row)
{
    SetupScene plain = {0};
    setup_choices_init(&plain, 1, false);
    const SetupScene *ss = top_setup(app);
    SDL_FRect rows[ROW_COUNT];
    setup_rows_layout(ss ? ss : &plain, app, rows);
    return rows[row];
}

SDL_FRect setup_scene_start_rect(const App *app)
{
    return row_rect(app, ROW_START);
}

SDL_FRect setup_scene_tutorial_rect(const App *app)
{
    return row_rect(app, ROW_TUTORIAL);
}

SDL_FRect setup_scene_game_rect(const App *app)
{
    return row_rect(app, ROW_GAME);
}

SDL_FRect setup_scene_ask_rect(const App *app, int which)
{
    SDL_FRect panel, b[2];
    setup_ask_layout(app, &panel, b);
    return b[which ? 1 : 0];
}

bool setup_scene_probe(Scene *scene, const App *app, SetupProbe *out)
{
    if (!scene || !app_scene_is(scene, "setup"))
        return false;
    const SetupScene *ss = (const SetupScene *)scene;
    memset(out, 0, sizeof *out);
    out->choice = ss->choice;
    int seat = setup_focused_seat(ss);
    out->focus_seat = seat;
    char value[64];
    setup_row_text(ss, ss->focus, out->focus_label, value, sizeof value);
    out->part = seat >= 0 ? (int)ss->part : 0;
    if (seat >= 0 && ss->name_seat == seat) {
        out->cursor = ss->name.edit.cursor;
        out->anchor = ss->name.edit.anchor;
    }
    out->caret_shown = ss->name.caret_shown;
    out->caret = ss->name.caret;
    out->name_x = ss->name.text_x;
    out->name_px = ss->name.px;
    SDL_FRect rows[ROW_COUNT];
    setup_rows_layout(ss, app, rows);
    for (int i = 0; i < GAMES_MAX_SEATS; i++)
        setup_seat_parts(ss, rows[ROW_SEAT0 + i], &out->name_box[i], &out->kind_box[i],
                   &out->flash_box[i]);
    out->focus_y = rows[ss->focus].y + rows[ss->focus].h / 2;
    if (seat < 0 && setup_stepped_row(ss, ss->focus)) {
        float left, right;
        setup_value_span(ss, app, ss->focus, rows[ss->focus], &left, &right);
        float arrow = (float)app_px(app, 0.03f) * 0.3f; /* about half a "‹" */
        out->step_back_x = left + arrow;
        out->step_on_x = right - arrow;
    }
    if (!setup_under_text(ss, seat, out->under, sizeof out->under))
        out->under[0] = '\0'; /* an aside, not about the choice */
    out->asking = ss->asking;
    SDL_strlcpy(out->error, ss->error, sizeof out->error);
    return true;
}

static void setup_destroy(Scene *scene)
{
    SDL_free(scene);
}

static bool setup_takes_letters(Scene *scene)
{
    (void)scene;
    return true; /* letters go to a seat's name */
}

/* The --probe part: whether the "game in progress" question is up. */
static void setup_probe_json(Scene *scene, App *app, JsonWriter *j)
{
    SetupProbe *p = SDL_malloc(sizeof *p);
    if (!p || !setup_scene_probe(scene, app, p)) {
        j->failed = true;
        SDL_free(p);
        return;
    }
    probe_str(j, "phase", p->asking ? "asking" : "shown");
    probe_no_stage(j);
    SDL_free(p);
}

Scene *setup_scene_create(App *app)
{
    SetupScene *ss = SDL_calloc(1, sizeof *ss);
    if (!ss)
        return NULL;
    ss->base = (Scene){.name = "setup", .probe = setup_probe_json,
                       .draw = setup_draw, .input = setup_input, .destroy = setup_destroy,
                       .still_ms = setup_still_ms, .takes_letters = setup_takes_letters,
                       .opaque = true}; /* the felt covers the window */
    /* A fresh deal each time, from the clock: the seed is shown, so any deal can be replayed. */
    setup_choices_init(ss, SDL_GetPerformanceCounter() ^ (app->loop.ticks << 20),
                       app->phones && phone_server_available()); /* --phones: on by default */
    recall_setup(ss, app); /* the last game's seats, names and options */
    ss->focus = ROW_START;
    ss->name_seat = -1;
    SDL_StartTextInput(); /* names are typed (the Lab stops text input when it closes) */
    return &ss->base;
}
