#include "settings_scene.h"

#include "draw.h"
#include "menu.h"
#include "palette.h"
#include "textfit.h"

typedef enum SettingsRow {
    ROW_FULLSCREEN,
    ROW_SPEED,
    ROW_COLOURS,
    ROW_TEXT_SIZE,
    ROW_SEATS,
    ROW_EFFECTS,      /* sound: the table's cues */
    ROW_RHYTHM,       /* sound: the catches of juggled patterns */
    ROW_HIDDEN_SOUND, /* sound while the window is hidden */
    ROW_BACK,
    ROW_COUNT
} SettingsRow;

static const double speeds[] = {0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0, 4.0};
#define SPEED_COUNT (int)(sizeof speeds / sizeof speeds[0])

typedef struct SettingsScene {
    Scene base;
    int focused;
} SettingsScene;


static int speed_index(double speed)
{
    int best = 0;
    for (int i = 1; i < SPEED_COUNT; i++)
        if (SDL_fabs(speeds[i] - speed) < SDL_fabs(speeds[best] - speed))
            best = i;
    return best;
}

/* Moves a setting one step (dir = -1 or +1; 0 toggles or steps forward, for Enter and clicks). */
static void change(App *app, int row, int dir)
{
    Settings s = app->settings;
    int step = dir == 0 ? 1 : dir;
    switch (row) {
    case ROW_FULLSCREEN:
        s.fullscreen = !app->fullscreen; /* what the player sees is what gets saved */
        break;
    case ROW_COLOURS:
        s.colour_blind_props = !s.colour_blind_props;
        break;
    case ROW_SEATS:
        s.seats_turn = !s.seats_turn;
        break;
    case ROW_HIDDEN_SOUND:
        s.silent_hidden = !s.silent_hidden;
        break;
    case ROW_EFFECTS:
    case ROW_RHYTHM: {
        /* Steps of 10 %; Enter and clicks go round from 100 back to 0. */
        int *v = row == ROW_EFFECTS ? &s.effects_volume : &s.rhythm_volume;
        int next = *v + step * SETTINGS_VOLUME_STEP;
        if (dir == 0 && next > 100)
            next = 0;
        if (next < 0 || next > 100)
            return;
        *v = next;
        app_apply_settings(app, &s);
        audio_preview(app->audio, row == ROW_EFFECTS ? AUDIO_BUS_EFFECTS : AUDIO_BUS_RHYTHM);
        return;
    }
    case ROW_SPEED: {
        /* The speeds, then Instant past the fastest. */
        int i = (s.instant_moves ? SPEED_COUNT : speed_index(s.animation_speed)) + step;
        if (dir == 0)
            i = (i + SPEED_COUNT + 1) % (SPEED_COUNT + 1);
        if (i < 0 || i > SPEED_COUNT)
            return;
        s.instant_moves = i == SPEED_COUNT;
        s.animation_speed = s.instant_moves ? 1.0 : speeds[i];
        break;
    }
    case ROW_TEXT_SIZE: {
        int i = (int)s.text_size + step;
        if (dir == 0)
            i = (i + TEXT_SIZE_COUNT) % TEXT_SIZE_COUNT;
        if (i < 0 || i >= TEXT_SIZE_COUNT)
            return;
        s.text_size = (TextSize)i;
        break;
    }
    default:
        return;
    }
    app_apply_settings(app, &s);
}

static void row_text(const App *app, int row, const char **label, char *value, size_t n)
{
    const Settings *s = &app->settings;
    value[0] = '\0';
    switch (row) {
    case ROW_FULLSCREEN:
        *label = "Full screen";
        SDL_strlcpy(value, app->fullscreen ? "On" : "Off", n);
        break;
    case ROW_SPEED:
        *label = "Animation speed";
        if (s->instant_moves)
            SDL_strlcpy(value, "Instant", n);
        else
            SDL_snprintf(value, n, "%g\u00d7", s->animation_speed);
        break;
    case ROW_COLOURS:
        *label = "Colour-blind-safe colours";
        SDL_strlcpy(value, s->colour_blind_props ? "On" : "Off", n);
        break;
    case ROW_SEATS:
        *label = "Seats";
        SDL_strlcpy(value, s->seats_turn ? "Turn to the player" : "Stay in place", n);
        break;
    case ROW_EFFECTS:
        *label = "Sound effects";
        SDL_snprintf(value, n, "%d%%", s->effects_volume);
        break;
    case ROW_RHYTHM:
        *label = "Rhythm of the catches";
        SDL_snprintf(value, n, "%d%%", s->rhythm_volume);
        break;
    case ROW_HIDDEN_SOUND:
        *label = "Sound while hidden";
        SDL_strlcpy(value, s->silent_hidden ? "Off" : "On", n);
        break;
    case ROW_TEXT_SIZE:
        *label = "Text size";
        SDL_strlcpy(value, settings_text_size_name(s->text_size), n);
        break;
    default:
        *label = "Back";
        break;
    }
}

typedef struct SettingsLayout {
    float heading_y;
    int heading_px, row_px, hint_px;
    SDL_FRect rows[ROW_COUNT];
    float hint_y;
} SettingsLayout;

static void layout(const App *app, SettingsLayout *lay)
{
    float w = (float)app->width, h = (float)app->height;
    lay->heading_px = app_px(app, 0.08f);
    lay->row_px = app_px(app, 0.045f);
    lay->hint_px = app_px(app, 0.027f);
    lay->heading_y = h * 0.06f;
    lay->hint_y = h - (float)lay->hint_px * 2.2f;
    float row_h = (float)lay->row_px * 1.8f, gap = row_h * 0.25f;
    float top = lay->heading_y + (float)lay->heading_px * 1.6f;
    /* The rows end above the footer (where the file is saved, the keys): with large text or
     * more rows they close up and their text shrinks, rather than run under it. */
    float bottom = lay->hint_y - (float)lay->hint_px * 1.9f;
    float need = (float)ROW_COUNT * row_h + (float)(ROW_COUNT + 1) * gap;
    if (need > bottom - top && bottom > top) {
        float k = (bottom - top) / need;
        row_h *= k;
        gap *= k;
        lay->row_px = SDL_min(lay->row_px, (int)(row_h / 1.5f));
    }
    float row_w = SDL_min(w * 0.8f, (float)lay->row_px * 22.0f);
    for (int i = 0; i < ROW_COUNT; i++)
        lay->rows[i] = (SDL_FRect){(w - row_w) / 2, top + (float)i * (row_h + gap) +
                                   (i == ROW_BACK ? gap * 2 : 0), row_w, row_h};
}

static bool settings_input(Scene *scene, App *app, const Input *in)
{
    SettingsScene *ss = (SettingsScene *)scene;
    SettingsLayout lay;
    layout(app, &lay);
    switch (menu_input(&ss->focused, lay.rows, ROW_COUNT, in)) {
    case MENU_CHOSEN:
        if (ss->focused == ROW_BACK) {
            app_request_pop(app);
        } else if (in->kind == INPUT_POINTER_DOWN && ss->focused != ROW_FULLSCREEN &&
                   ss->focused != ROW_COLOURS && ss->focused != ROW_HIDDEN_SOUND) {
            /* A click on the left half of a stepped setting steps back, on the right forward. */
            SDL_FRect r = lay.rows[ss->focused];
            change(app, ss->focused, in->x < r.x + r.w / 2 ? -1 : 1);
        } else {
            change(app, ss->focused, 0);
        }
        return true;
    case MENU_MOVED:
        return true;
    case MENU_NONE:
        break;
    }
    if (in->kind == INPUT_LEFT || in->kind == INPUT_RIGHT)
        change(app, ss->focused, in->kind == INPUT_LEFT ? -1 : 1);
    else if (in->kind == INPUT_BACK)
        app_request_pop(app);
    return true; /* a modal screen: nothing reaches the scenes under it */
}

static void settings_draw(Scene *scene, App *app, double blend)
{
    (void)blend;
    SettingsScene *ss = (SettingsScene *)scene;
    SettingsLayout lay;
    layout(app, &lay);
    app_draw_table(app);
    text_draw(app->text, FONT_BOLD, lay.heading_px, PALETTE_CREAM, "Settings",
              (float)app->width / 2, lay.heading_y, TEXT_CENTER);
    for (int i = 0; i < ROW_COUNT; i++) {
        SDL_FRect r = lay.rows[i];
        bool focus = i == ss->focused;
        draw_rounded_rect(app->renderer, r, r.h / 2, focus ? PALETTE_GOLD : PALETTE_ROW);
        const char *label;
        char value[64];
        row_text(app, i, &label, value, sizeof value);
        int tw, th;
        text_measure(app->text, FONT_BOLD, lay.row_px, "Ag", &tw, &th);
        float ty = r.y + (r.h - (float)th) / 2;
        SDL_Color ink = focus ? PALETTE_DARK : PALETTE_CREAM;
        if (i == ROW_BACK) {
            text_draw(app->text, FONT_BOLD, lay.row_px, ink, label, r.x + r.w / 2, ty, TEXT_CENTER);
            continue;
        }
        char shown[96];
        bool stepped = i == ROW_SPEED || i == ROW_TEXT_SIZE || i == ROW_EFFECTS || i == ROW_RHYTHM;
        SDL_snprintf(shown, sizeof shown, stepped ? "\u2039  %s  \u203a" : "%s", value);
        int vw = text_draw(app->text, FONT_REGULAR, lay.row_px, ink, shown,
                           r.x + r.w - r.h * 0.55f, ty, TEXT_RIGHT);
        /* The label gives way to the value in a narrow window. */
        textfit_draw(app->text, FONT_BOLD, lay.row_px, ink, label, r.x + r.h * 0.55f, ty,
                     r.w - r.h * 1.4f - (float)vw, TEXT_LEFT);
    }
    text_draw(app->text, FONT_REGULAR, lay.hint_px, PALETTE_SOFT,
              "\u2191 \u2193 choose   \u00b7   \u2190 \u2192 change   \u00b7   F1 help   \u00b7   Esc back",
              (float)app->width / 2, lay.hint_y, TEXT_CENTER);
    if (app->settings_path[0]) {
        char where[PATH_MAX + 32];
        SDL_snprintf(where, sizeof where, "Saved in %s", app->settings_path);
        text_draw(app->text, FONT_REGULAR, lay.hint_px * 8 / 10, PALETTE_FAINT,
                  where, (float)app->width / 2, lay.hint_y - (float)lay.hint_px * 1.5f, TEXT_CENTER);
    }
}

static void settings_destroy(Scene *scene)
{
    SDL_free(scene);
}

bool settings_scene_is(const Scene *scene)
{
    return app_scene_is(scene, "settings");
}

Scene *settings_scene_create(App *app)
{
    (void)app;
    SettingsScene *ss = SDL_calloc(1, sizeof *ss);
    if (!ss)
        return NULL;
    ss->base = (Scene){.name = "settings",
                       .draw = settings_draw, .input = settings_input, .destroy = settings_destroy,
                       .still_ms = app_still_forever, .opaque = true}; /* the felt covers it */
    return &ss->base;
}
