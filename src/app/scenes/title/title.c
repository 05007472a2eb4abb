#include "title.h"

#include "draw.h"
#include "game_resume.h"
#include "games.h"
#include "palette.h"
#include "lab.h"
#include "menu.h"
#include "learn_scene.h"
#include "rules_scene.h"
#include "savefile.h"
#include "settings_scene.h"
#include "setup_scene.h"
#include "table_store.h"
#include "textfit.h"
#include "title_layout.h"
#include "td_config.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "platform.h" /* after the system headers: UTF-8 paths on Windows */

#define TD_PI 3.14159265358979323846

typedef enum TitleItem {
    ITEM_CONTINUE, /* only while a game in progress is saved */
    ITEM_PLAY,
    ITEM_LAB,
    ITEM_SETTINGS,
    ITEM_RULES,
    ITEM_HELP,
    ITEM_LEARN,    /* the siteswap course */
    ITEM_FULLSCREEN,
    ITEM_QUIT,
    ITEM_COUNT
} TitleItem;

/* The cards bob for this long after the last input, then rest where they are, so a title left
 * alone draws nothing (app.h, Scene.still_ms); the next input takes the bob up from there. */
#define BOB_TICKS (LOOP_TICKS_PER_SECOND * 16 / 5)
/* How often the title looks whether the save file changed (a stat, and a load only when it did). */
#define SAVE_CHECK_TICKS (LOOP_TICKS_PER_SECOND / 2)

typedef struct TitleScene {
    Scene base;
    TitleItem selected;       /* the item, not its row: rows move as Continue comes and goes */
    bool can_continue;        /* the save file holds a game that is not over */
    bool save_over;           /* it holds a finished game */
    bool save_damaged;        /* the last look found it damaged (and said so) */
    bool save_unreadable;     /* the last look could not read it or its folder: left as it is */
    char save_problem[PATH_MAX + 200]; /* why, to say again when Continue is asked for */
    char summary[200];        /* "Anna, Bob, Computer · turn 7" */
    bool from_prev;           /* Continue resumes the previous game (kept when a new one began) */
    char summary_short[64];   /* "3 players · turn 7" */
    uint64_t save_stamp;      /* savefile_stamp when last read */
    bool save_checked;
    uint64_t checked_at;      /* loop tick of the last look */
    uint64_t ticks;           /* ticks the title has run (it runs only while on top) */
    uint64_t bob_ticks;       /* of those, the ticks the cards bobbed */
    uint64_t bob_until;       /* the title's tick they stop at */
    bool redraw;              /* the save file changed since the last frame: draw it */
} TitleScene;

/* The rows of the menu, top to bottom. */
static int menu_items(const TitleScene *ts, TitleItem *items)
{
    int n = 0;
    for (int i = 0; i < ITEM_COUNT; i++)
        if (i != ITEM_CONTINUE || ts->can_continue)
            items[n++] = (TitleItem)i;
    return n;
}

static int selected_row(const TitleScene *ts)
{
    TitleItem items[ITEM_COUNT];
    int n = menu_items(ts, items);
    for (int i = 0; i < n; i++)
        if (items[i] == ts->selected)
            return i;
    return 0;
}

static void layout(const TitleScene *ts, const App *app, TitleLayout *lay)
{
    TitleItem items[ITEM_COUNT];
    title_layout_detail(app->width, app->height, menu_items(ts, items), ts->can_continue,
                        settings_text_scale(app->settings.text_size), lay);
}

/* The full stop that ends a sentence ending in why: none when why has its own. */
static const char *full_stop(const char *why)
{
    size_t n = SDL_strlen(why);
    return n && (why[n - 1] == '.' || why[n - 1] == '!' || why[n - 1] == '?') ? "" : ".";
}

/* A save that cannot be used is moved aside, never deleted, and the player is told where. */
static void save_damaged(TitleScene *ts, App *app, const char *why, bool why_names_file)
{
    char moved[PATH_MAX + 200], msg[sizeof app->notice];
    bool kept = savefile_set_aside(app->game_save_path, moved, sizeof moved);
    if (kept && why_names_file)
        SDL_snprintf(msg, sizeof msg, "%s%s The saved game was kept as %s.", why, full_stop(why),
                     moved);
    else if (kept)
        SDL_snprintf(msg, sizeof msg, "The saved game could not be read \u2014 %s%s It was kept "
                     "as %s.", why, full_stop(why), moved);
    else
        SDL_snprintf(msg, sizeof msg, "The saved game could not be read \u2014 %s%s It was left "
                     "as it is: %s.", why, full_stop(why), moved);
    app_notify(app, msg);
    ts->save_damaged = true;
    ts->can_continue = false;
    ts->save_stamp = savefile_stamp(app->game_save_path);
    if (ts->selected == ITEM_CONTINUE)
        ts->selected = ITEM_PLAY;
}

/* A save that cannot be read (no permission, its folder cannot be opened) may be intact: it
 * is left where it is, and the player is told why. */
static void save_unreadable(TitleScene *ts, App *app, const char *why, const char *then)
{
    SDL_snprintf(ts->save_problem, sizeof ts->save_problem, "%s%s %s", why, full_stop(why), then);
    app_notify(app, ts->save_problem);
    ts->save_unreadable = true;
    ts->can_continue = false;
    if (ts->selected == ITEM_CONTINUE)
        ts->selected = ITEM_PLAY;
}

/* Looks at the save file when it changed since the last look: Continue is offered while it
 * holds a game that is not over. */
static void check_save(TitleScene *ts, App *app)
{
    ts->checked_at = app->loop.ticks;
    uint64_t stamp = app->game_save_path[0] ? savefile_stamp(app->game_save_path) : 0;
    if (ts->save_checked && stamp == ts->save_stamp)
        return;
    bool had = ts->can_continue;
    ts->redraw = true;
    ts->save_checked = true;
    ts->save_stamp = stamp;
    ts->can_continue = ts->save_over = ts->save_damaged = ts->save_unreadable = false;
    char err[PATH_MAX + 200];
    if (!stamp && app->game_save_path[0] &&
        savefile_look(app->game_save_path, err, sizeof err) == SAVEFILE_HIDDEN)
        save_unreadable(ts, app, err, "A saved game in it cannot be continued.");
    if (stamp) {
        size_t len;
        TextfileFault fault;
        char *text = savefile_read_fault(app->game_save_path, &len, &fault, err, sizeof err);
        if (!text && fault == TEXTFILE_MISSING) {
            ts->save_stamp = 0; /* removed since the look: no save, nothing to say */
        } else if (!text && fault == TEXTFILE_UNREADABLE) {
            save_unreadable(ts, app, err, "The saved game was left as it is.");
        } else if (!text) {
            save_damaged(ts, app, err, true);
        } else {
            /* One Continue for whichever game is in progress: its game reads it. */
            GameSave *save = SDL_malloc(sizeof *save);
            if (save)
                games_of_save(text, len)->save_read(app, text, len, save);
            if (!save || !save->known) {
                /* Out of memory: no Continue for now, and the file stays where it is. */
            } else if (save->why[0]) {
                save_damaged(ts, app, save->why, false);
            } else {
                ts->save_over = save->over;
                ts->can_continue = !ts->save_over;
                SDL_strlcpy(ts->summary, save->line, sizeof ts->summary);
                SDL_strlcpy(ts->summary_short, save->brief, sizeof ts->summary_short);
            }
            SDL_free(save);
        }
        SDL_free(text);
    }
    /* No game in progress, but the one set aside when a new game was started over it is. */
    ts->from_prev = false;
    char prev[PATH_MAX];
    if (!ts->can_continue && !ts->save_unreadable && app->game_save_path[0]) {
        table_store_backup_path(app->game_save_path, prev, sizeof prev);
        char line[160];
        char why[PATH_MAX + 200];
        if (game_resume_in_progress(app, prev, line, sizeof line)) {
            ts->can_continue = ts->from_prev = true;
            SDL_snprintf(ts->summary, sizeof ts->summary, "The previous game: %s", line);
            SDL_strlcpy(ts->summary_short, "The previous game", sizeof ts->summary_short);
        } else if (game_resume_damaged(app, prev, why, sizeof why)) {
            /* Set aside and said, as the main save is. */
            char moved[PATH_MAX + 200], msg[sizeof app->notice];
            if (savefile_set_aside(prev, moved, sizeof moved))
                SDL_snprintf(msg, sizeof msg, "The previous game could not be read \u2014 %s%s It "
                             "was kept as %s.", why, full_stop(why), moved);
            else
                SDL_snprintf(msg, sizeof msg, "The previous game could not be read \u2014 %s%s It "
                             "was left as it is: %s.", why, full_stop(why), moved);
            app_notify(app, msg);
        }
    }
    /* A game to continue is what the player most likely wants; without one, Play. */
    if (ts->can_continue && !had)
        ts->selected = ITEM_CONTINUE;
    else if (!ts->can_continue && ts->selected == ITEM_CONTINUE)
        ts->selected = ITEM_PLAY;
}

bool title_scene_continue(Scene *scene, App *app)
{
    TitleScene *ts = (TitleScene *)scene;
    check_save(ts, app);
    if (!ts->can_continue) {
        if (ts->save_unreadable)
            app_notify(app, ts->save_problem);
        else if (!ts->save_damaged)
            app_notify(app, ts->save_over ? "The saved game is over: start a new one with Play."
                                          : "There is no saved game to continue: start one with "
                                            "Play.");
        return false;
    }
    size_t len;
    char err[PATH_MAX + 200];
    if (ts->from_prev) { /* the previous game becomes the one in progress again */
        char prev[PATH_MAX];
        table_store_backup_path(app->game_save_path, prev, sizeof prev);
        if (rename(prev, app->game_save_path) != 0) {
            SDL_snprintf(err, sizeof err, "The previous game (%s) could not be resumed: %s.", prev,
                         strerror(errno));
            app_notify(app, err);
            return false;
        }
        ts->save_checked = false;
    }
    TextfileFault fault;
    char *text = savefile_read_fault(app->game_save_path, &len, &fault, err, sizeof err);
    if (!text) {
        if (fault == TEXTFILE_UNREADABLE)
            save_unreadable(ts, app, err, "The saved game was left as it is.");
        else
            save_damaged(ts, app, err, true);
        return false;
    }
    Scene *table = game_resume_scene(app, text, len, err, sizeof err);
    SDL_free(text);
    if (!table) {
        save_damaged(ts, app, err, false);
        return false;
    }
    app_request_push(app, table);
    return true;
}


static const char *item_label(const App *app, int item)
{
    switch (item) {
    case ITEM_CONTINUE:
        return "Continue";
    case ITEM_PLAY:
        return "Play";
    case ITEM_LAB:
        return "Pattern Lab";
    case ITEM_SETTINGS:
        return "Settings";
    case ITEM_RULES:
        return "Rules";
    case ITEM_LEARN:
        return "Learn";
    case ITEM_HELP:
        return "Help";
    case ITEM_FULLSCREEN:
        return app->fullscreen ? "Window" : "Full screen";
    case ITEM_QUIT:
        return "Quit";
    default:
        return "";
    }
}

static const char *item_key(int item)
{
    return item == ITEM_FULLSCREEN ? "F11" : item == ITEM_QUIT ? "Esc" : item == ITEM_HELP ? "F1" : "";
}

static void activate(TitleScene *ts, App *app, TitleItem item)
{
    switch (item) {
    case ITEM_CONTINUE:
        title_scene_continue(&ts->base, app);
        break;
    case ITEM_PLAY: {
        app_request_push(app, setup_scene_create(app));
        break;
    }
    case ITEM_LAB: {
        app_request_push(app, lab_scene_create(app, NULL));
        break;
    }
    case ITEM_SETTINGS: {
        app_request_push(app, settings_scene_create(app));
        break;
    }
    case ITEM_RULES: {
        app_request_push(app, rules_scene_create(app));
        break;
    }
    case ITEM_LEARN:
        app_request_push(app, learn_scene_create(app, 0));
        break;
    case ITEM_HELP:
        app_open_help(app);
        break;
    case ITEM_FULLSCREEN:
        app_toggle_fullscreen(app);
        break;
    case ITEM_QUIT:
        app->quit = true;
        break;
    default:
        break;
    }
}

static bool title_input(Scene *scene, App *app, const Input *in)
{
    TitleScene *ts = (TitleScene *)scene;
    if (in->kind != INPUT_POINTER_MOVE) /* a press; a pointer passing by (or entering) is not */
        ts->bob_until = ts->ticks + BOB_TICKS;
    TitleLayout lay;
    layout(ts, app, &lay);
    TitleItem items[ITEM_COUNT];
    int n = menu_items(ts, items);
    int row = selected_row(ts);
    MenuAction action = menu_input(&row, lay.items, n, in);
    ts->selected = items[row];
    switch (action) {
    case MENU_CHOSEN:
        activate(ts, app, ts->selected);
        return true;
    case MENU_MOVED:
        return true;
    case MENU_NONE:
        break;
    }
    if (in->kind == INPUT_BACK) {
        app->quit = true;
        return true;
    }
    return false;
}

static void title_draw(Scene *scene, App *app, double blend)
{
    TitleScene *ts = (TitleScene *)scene;
    SDL_Renderer *r = app->renderer;
    TitleLayout lay;
    layout(ts, app, &lay);
    TitleItem items[ITEM_COUNT];
    int n = menu_items(ts, items);
    ts->redraw = false;
    app_draw_table(app);

    text_draw(app->text, FONT_BOLD, lay.title_px, PALETTE_TEXT_SHADOW, "Throwdeck",
              lay.title_x + (float)lay.title_px * 0.04f, lay.title_y + (float)lay.title_px * 0.05f,
              TEXT_CENTER);
    text_draw(app->text, FONT_BOLD, lay.title_px, PALETTE_CREAM, "Throwdeck", lay.title_x,
              lay.title_y, TEXT_CENTER);
    text_draw(app->text, FONT_REGULAR, lay.subtitle_px, PALETTE_SOFT,
              "Siteswap card games for jugglers, around one screen", lay.title_x, lay.subtitle_y,
              TEXT_CENTER);

    /* The cards bob gently one after another, like a slow 531. */
    double t = ((double)ts->bob_ticks + (ts->ticks < ts->bob_until ? blend : 0)) /
               LOOP_TICKS_PER_SECOND;
    for (int i = 0; i < TITLE_CARDS; i++) {
        const TitleCard *c = &lay.cards[i];
        double phase = t * 2.0 * TD_PI / 3.2 - i * 2.0 * TD_PI / 3.0;
        float lift = (float)((sin(phase) + 1.0) * 0.5) * (float)c->height * 0.03f;
        SDL_Texture *face = cards_face(app->cards, c->rank, (CardSuit)c->suit, c->height);
        cards_draw(app->cards, face, c->cx, c->cy - lift, c->height, c->angle);
    }

    /* Every row's text starts at the same x and every end is as round, even Continue's
     * taller row. */
    float row_h = lay.items[n - 1].h, pad = row_h * 0.55f;
    int kpx = lay.item_px * 7 / 10, th, tw;
    for (int i = 0; i < n; i++) {
        SDL_FRect box = lay.items[i];
        bool sel = items[i] == ts->selected;
        draw_rounded_rect(r, box, row_h * 0.5f, sel ? PALETTE_GOLD : PALETTE_ROW);
        SDL_Color ink = sel ? PALETTE_DARK : PALETTE_CREAM;
        SDL_Color soft = sel ? PALETTE_SOFT_ON_GOLD : PALETTE_SOFT;
        text_measure(app->text, FONT_BOLD, lay.item_px, "Ag", &tw, &th);
        float ty = box.y + (box.h - (float)th) / 2;
        if (items[i] == ITEM_CONTINUE && lay.detail_px > 0) {
            /* Under the label: who is playing and how far they got, the short form when the
             * names do not fit. */
            int dh, dw;
            text_measure(app->text, FONT_REGULAR, lay.detail_px, "Ag", &dw, &dh);
            ty = box.y + (box.h - (float)(th + dh)) / 2;
            float room = box.w - 2 * pad;
            const char *line = ts->summary;
            text_measure(app->text, FONT_REGULAR, lay.detail_px, line, &dw, &dh);
            if ((float)dw > room)
                line = ts->summary_short;
            textfit_draw(app->text, FONT_REGULAR, lay.detail_px, soft, line, box.x + pad,
                         ty + (float)th, room, TEXT_LEFT);
        }
        text_draw(app->text, FONT_BOLD, lay.item_px, ink, item_label(app, items[i]), box.x + pad,
                  ty, TEXT_LEFT);
        text_measure(app->text, FONT_REGULAR, kpx, "Ag", &tw, &th);
        text_draw(app->text, FONT_REGULAR, kpx, soft, item_key(items[i]),
                  box.x + box.w - pad, box.y + (box.h - (float)th) / 2, TEXT_RIGHT);
    }

    text_draw(app->text, FONT_REGULAR, lay.hint_px, PALETTE_SOFT,
              "\u2191 \u2193 choose   \u00b7   Enter select   \u00b7   F1 help   \u00b7   Esc quit",
              (float)app->width / 2, lay.hint_y, TEXT_CENTER);
    text_draw(app->text, FONT_REGULAR, lay.hint_px * 8 / 10, PALETTE_FAINT,
              "v" TD_VERSION, (float)app->width - (float)lay.hint_px, lay.hint_y, TEXT_RIGHT);
}

/* The title only updates while it is the top scene: after a table or any other screen was
 * on it for more than the interval, the first tick looks at once. */
static void title_update(Scene *scene, App *app)
{
    TitleScene *ts = (TitleScene *)scene;
    if (ts->ticks++ < ts->bob_until)
        ts->bob_ticks++;
    if (app->loop.ticks - ts->checked_at >= SAVE_CHECK_TICKS)
        check_save(ts, app);
}

/* Still once the cards rest; the save file is looked at in the ticks run after a sleep. */
static uint32_t title_still_ms(Scene *scene, App *app)
{
    TitleScene *ts = (TitleScene *)scene;
    (void)app;
    return ts->ticks < ts->bob_until || ts->redraw ? 0 : APP_STILL_FOREVER;
}

static void title_destroy(Scene *scene)
{
    TitleScene *ts = (TitleScene *)scene;
    SDL_free(ts);
}

bool title_scene_is(const Scene *scene)
{
    return app_scene_is(scene, "title");
}

Scene *title_scene_create(App *app)
{
    TitleScene *ts = SDL_calloc(1, sizeof *ts);
    if (!ts)
        return NULL;
    ts->base = (Scene){.name = "title",
                       .update = title_update, .draw = title_draw, .input = title_input,
                       .destroy = title_destroy, .still_ms = title_still_ms};
    ts->selected = ITEM_PLAY;
    check_save(ts, app);
    return &ts->base;
}
