#include "title.h"

#include "draw.h"
#include "palette.h"
#include "lab.h"
#include "menu.h"
#include "rules_scene.h"
#include "settings_scene.h"
#include "setup_scene.h"
#include "title_layout.h"
#include "td_config.h"

#include <math.h>

#define TD_PI 3.14159265358979323846

typedef enum TitleItem {
    ITEM_PLAY,
    ITEM_LAB,
    ITEM_SETTINGS,
    ITEM_RULES,
    ITEM_FULLSCREEN,
    ITEM_QUIT,
    ITEM_COUNT
} TitleItem;

typedef struct TitleScene {
    Scene base;
    int selected;
} TitleScene;


static const char *item_label(const App *app, int item)
{
    switch (item) {
    case ITEM_PLAY:
        return "Play";
    case ITEM_LAB:
        return "Pattern Lab";
    case ITEM_SETTINGS:
        return "Settings";
    case ITEM_RULES:
        return "Rules";
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
    return item == ITEM_FULLSCREEN ? "F11" : item == ITEM_QUIT ? "Esc" : "";
}

static void activate(TitleScene *ts, App *app, int item)
{
    (void)ts;
    switch (item) {
    case ITEM_PLAY: {
        Scene *setup = setup_scene_create(app);
        if (setup)
            app_push_scene(app, setup);
        break;
    }
    case ITEM_LAB: {
        Scene *lab = lab_scene_create(app, NULL);
        if (lab)
            app_push_scene(app, lab);
        break;
    }
    case ITEM_SETTINGS: {
        Scene *settings = settings_scene_create(app);
        if (settings)
            app_push_scene(app, settings);
        break;
    }
    case ITEM_RULES: {
        Scene *rules = rules_scene_create(app);
        if (rules)
            app_push_scene(app, rules);
        break;
    }
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
    TitleLayout lay;
    title_layout(app->width, app->height, ITEM_COUNT,
                 settings_text_scale(app->settings.text_size), &lay);
    switch (menu_input(&ts->selected, lay.items, ITEM_COUNT, in)) {
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
    title_layout(app->width, app->height, ITEM_COUNT,
                 settings_text_scale(app->settings.text_size), &lay);
    app_draw_table(app);

    text_draw(app->text, FONT_BOLD, lay.title_px, (SDL_Color){8, 30, 18, 150}, "Throwdeck",
              lay.title_x + (float)lay.title_px * 0.04f, lay.title_y + (float)lay.title_px * 0.05f,
              TEXT_CENTER);
    text_draw(app->text, FONT_BOLD, lay.title_px, PALETTE_CREAM, "Throwdeck", lay.title_x,
              lay.title_y, TEXT_CENTER);
    text_draw(app->text, FONT_REGULAR, lay.subtitle_px, PALETTE_SOFT,
              "Siteswap card games for jugglers, around one screen", lay.title_x, lay.subtitle_y,
              TEXT_CENTER);

    /* The cards bob gently one after another, like a slow 531. */
    double t = app_time(app, blend);
    for (int i = 0; i < TITLE_CARDS; i++) {
        const TitleCard *c = &lay.cards[i];
        double phase = t * 2.0 * TD_PI / 3.2 - i * 2.0 * TD_PI / 3.0;
        float lift = (float)((sin(phase) + 1.0) * 0.5) * (float)c->height * 0.03f;
        SDL_Texture *face = cards_face(app->cards, c->rank, (CardSuit)c->suit, c->height);
        cards_draw(app->cards, face, c->cx, c->cy - lift, c->height, c->angle);
    }

    for (int i = 0; i < ITEM_COUNT; i++) {
        SDL_FRect box = lay.items[i];
        bool sel = i == ts->selected;
        draw_rounded_rect(r, box, box.h * 0.5f, sel ? PALETTE_GOLD : PALETTE_ROW);
        SDL_Color ink = sel ? PALETTE_DARK : PALETTE_CREAM;
        int th, tw;
        text_measure(app->text, FONT_BOLD, lay.item_px, "Ag", &tw, &th);
        float ty = box.y + (box.h - (float)th) / 2;
        text_draw(app->text, FONT_BOLD, lay.item_px, ink, item_label(app, i),
                  box.x + box.h * 0.55f, ty, TEXT_LEFT);
        int kpx = lay.item_px * 7 / 10;
        text_measure(app->text, FONT_REGULAR, kpx, "Ag", &tw, &th);
        text_draw(app->text, FONT_REGULAR, kpx, sel ? (SDL_Color){70, 60, 30, 255} : PALETTE_SOFT,
                  item_key(i), box.x + box.w - box.h * 0.55f, box.y + (box.h - (float)th) / 2,
                  TEXT_RIGHT);
    }

    text_draw(app->text, FONT_REGULAR, lay.hint_px, PALETTE_SOFT,
              "\u2191 \u2193 choose   \u00b7   Enter select   \u00b7   F11 full screen   \u00b7   Esc quit",
              (float)app->width / 2, lay.hint_y, TEXT_CENTER);
    text_draw(app->text, FONT_REGULAR, lay.hint_px * 8 / 10, PALETTE_FAINT,
              "v" TD_VERSION, (float)app->width - (float)lay.hint_px, lay.hint_y, TEXT_RIGHT);
}

static void title_destroy(Scene *scene)
{
    SDL_free(scene);
}

Scene *title_scene_create(App *app)
{
    (void)app;
    TitleScene *ts = SDL_calloc(1, sizeof *ts);
    if (!ts)
        return NULL;
    ts->base = (Scene){.draw = title_draw, .input = title_input, .destroy = title_destroy};
    return &ts->base;
}
