/* Drawing the setup screen. */
#include "setup_state.h"

/* ---- Drawing ---- */

/* The name box: the focused seat's is a text field; the others show their name, fitted. */
static void draw_name(SetupScene *ss, App *app, SDL_FRect box, const char *name, bool focused_row,
                      bool editing, double now)
{
    if (editing) {
        TextfieldLook look = setup_name_look(app, true);
        textfield_draw(&ss->name, app, box, &look, now);
        return;
    }
    TextfieldLook look = setup_name_look(app, false);
    draw_rounded_rect(app->renderer, box, box.h * 0.22f,
                      focused_row ? PALETTE_FIELD_IDLE_ON_GOLD : PALETTE_FIELD_IDLE);
    textfit_draw_in(app->text, FONT_REGULAR, look.px, focused_row ? PALETTE_DARK : PALETTE_CREAM,
                    name, box, (float)look.px * 0.4f, TEXT_LEFT);
}

/* A value on a row or in a seat's field, with ‹ › when arrows change it. */
static void draw_value(App *app, int px, SDL_Color ink, const char *value, bool arrows, float x,
                       float y, TextAlign align)
{
    char shown[96];
    SDL_snprintf(shown, sizeof shown, arrows ? "\u2039  %s  \u203a" : "%s", value);
    text_draw(app->text, FONT_REGULAR, px, ink, shown, x, y, align);
}

static void draw_seat_row(SetupScene *ss, App *app, int row, SDL_FRect rr, int px, double now)
{
    int seat = row - ROW_SEAT0;
    bool focused = row == ss->focus;
    SDL_FRect name, kind, flash;
    setup_seat_parts(ss, rr, &name, &kind, &flash);
    size_t size;
    draw_name(ss, app, name, setup_seat_name(ss, seat, &size), focused,
              focused && ss->part == PART_NAME, now);
    char label[64], value[64], fl[32];
    setup_row_text(ss, row, label, value, sizeof value);
    fl[0] = '\0';
    if (setup_has_extra(ss))
        setup_game_rows(ss)->seat_extra(&ss->choice, seat, fl, sizeof fl);
    const SDL_FRect *part_box[2] = {&kind, &flash};
    const char *part_text[2] = {value, fl};
    for (int k = 0; k < setup_part_count(ss) - 1; k++) {
        SDL_FRect b = *part_box[k];
        bool on = focused && (int)ss->part == k + 1;
        if (on) /* the field the arrows change: a dark chip on the gold row */
            draw_rounded_rect(app->renderer, b, b.h * 0.22f, PALETTE_DARK);
        SDL_Color ink = on ? PALETTE_GOLD : focused ? PALETTE_DARK : PALETTE_CREAM;
        int use = textfit_px(textfit_measure_cache, app->text, false, px, textfit_min_px(px),
                             part_text[k], b.w * (on ? 0.7f : 0.92f));
        int tw, th;
        text_measure(app->text, FONT_REGULAR, use, "Ag", &tw, &th);
        draw_value(app, use, ink, part_text[k], on, b.x + b.w / 2, b.y + (b.h - (float)th) / 2,
                   TEXT_CENTER);
    }
}

static void draw_ask(const SetupScene *ss, App *app, int px, int small)
{
    SDL_FRect panel, b[2];
    setup_ask_layout(app, &panel, b);
    draw_rounded_rect(app->renderer, (SDL_FRect){0, 0, (float)app->width, (float)app->height}, 0,
                      PALETTE_DIM);
    draw_rounded_rect(app->renderer, panel, panel.h * 0.06f, PALETTE_OVERLAY);
    float x = panel.x + panel.w / 2, y = panel.y + panel.h * 0.1f;
    textfit_draw(app->text, FONT_BOLD, app_px(app, 0.05f), PALETTE_CREAM, "A game is in progress",
                 x, y, panel.w * 0.9f, TEXT_CENTER);
    y += (float)app_px(app, 0.05f) * 1.5f;
    textfit_draw(app->text, FONT_BOLD, px, PALETTE_GOLD, ss->in_progress, x, y, panel.w * 0.9f,
                 TEXT_CENTER);
    y += (float)px * 1.5f;
    textfit_draw(app->text, FONT_REGULAR, small, PALETTE_SOFT,
                 "A new game keeps it as the previous game, so nothing is lost.", x, y,
                 panel.w * 0.9f, TEXT_CENTER);
    UiButton buttons[2] = {
        {.rect = b[0], .label = "Continue it", .state = UI_BUTTON_PRIMARY},
        {.rect = b[1], .label = "Start a new one", .state = UI_BUTTON_NORMAL},
    };
    buttons[ss->ask_focus].state |= UI_BUTTON_FOCUS;
    ui_buttons_draw(app, buttons, 2, px, small, true);
}

/* Still but for the caret of a name being edited. */
uint32_t setup_still_ms(Scene *scene, App *app)
{
    SetupScene *ss = (SetupScene *)scene;
    return setup_focused_seat(ss) >= 0 ? textfield_still_ms(&ss->name, app) : APP_STILL_FOREVER;
}

void setup_draw(Scene *scene, App *app, double blend)
{
    SetupScene *ss = (SetupScene *)scene;
    SDL_Renderer *r = app->renderer;
    setup_sync_name(ss);
    ss->name.caret_shown = false;
    double now = app_time(app, blend);
    app_draw_table(app);
    int head = app_px(app, 0.06f), px = app_px(app, 0.03f), small = app_px(app, 0.024f);
    SDL_FRect rows[ROW_COUNT];
    setup_rows_layout(ss, app, rows);
    text_draw(app->text, FONT_BOLD, head, PALETTE_CREAM, "New game", rows[ROW_SEATS].x,
              rows[ROW_GAME].y + (rows[ROW_GAME].h - (float)head * 1.2f) / 2, TEXT_LEFT);
    int tw, th;
    text_measure(app->text, FONT_REGULAR, px, "Ag", &tw, &th);
    for (int i = 0; i < ROW_COUNT; i++) {
        if (!setup_row_visible(ss, i))
            continue;
        bool sel = i == ss->focus;
        if (i == ROW_START || i == ROW_TUTORIAL || i == ROW_BACK) {
            /* Start is the way on; the focus rings whichever has the keys. */
            char label[64], none[64];
            setup_row_text(ss, i, label, none, sizeof label);
            UiButton b = {.rect = rows[i], .label = label,
                          .state = (i == ROW_START ? UI_BUTTON_PRIMARY : UI_BUTTON_NORMAL) |
                                   (sel ? UI_BUTTON_FOCUS : 0)};
            ui_button_draw(app, &b, px, 0);
            continue;
        }
        draw_rounded_rect(r, rows[i], rows[i].h * 0.3f, sel ? PALETTE_GOLD : PALETTE_ROW);
        if (i >= ROW_SEAT0 && i < ROW_SEAT0 + GAMES_MAX_SEATS) {
            draw_seat_row(ss, app, i, rows[i], px, now);
            continue;
        }
        char label[96], value[64];
        setup_row_text(ss, i, label, value, sizeof value);
        SDL_Color ink = sel ? PALETTE_DARK : PALETTE_CREAM;
        float ty = rows[i].y + (rows[i].h - (float)th) / 2;
        /* The label on the left, its value on the right, like the Settings screen. */
        float inset = rows[i].h * 0.35f;
        int vw = 0;
        char shown[96];
        SDL_snprintf(shown, sizeof shown, setup_stepped_row(ss, i) ? "\u2039  %s  \u203a" : "%s", value);
        int vh;
        text_measure(app->text, FONT_REGULAR, px, shown, &vw, &vh);
        draw_value(app, px, ink, value, setup_stepped_row(ss, i), rows[i].x + rows[i].w - inset, ty, TEXT_RIGHT);
        textfit_draw_in(app->text, FONT_REGULAR, px, ink, label,
                        (SDL_FRect){rows[i].x + inset, rows[i].y,
                                    rows[i].w - 3 * inset - (float)vw, rows[i].h},
                        0, TEXT_LEFT);
    }
    /* Under the seats: what the game says of the choice (which Jugglers variation the count
     * makes, what a computer seat's level means, or an aside); then how the rows work. */
    char under[300];
    bool strong = setup_under_text(ss, setup_focused_seat(ss), under, sizeof under);
    float lx = rows[ROW_SEATS].x, lw = rows[ROW_SEATS].w;
    SDL_FRect last = rows[ROW_SEAT0 + setup_seat_count(ss) - 1];
    float ny = last.y + last.h + (float)small * 0.9f;
    float used = text_draw_wrapped(app->text, strong ? FONT_BOLD : FONT_REGULAR, small,
                                   strong ? PALETTE_GOLD : PALETTE_SOFT, under, lx, ny, lw);
    text_draw_wrapped(app->text, FONT_REGULAR, small, PALETTE_SOFT, setup_game_rows(ss)->keys,
                      lx, ny + used + (float)small * 0.6f, lw);
    if (ss->error[0])
        text_draw_wrapped(app->text, FONT_BOLD, small, PALETTE_ERROR, ss->error, rows[ROW_SEED].x,
                          rows[ROW_BACK].y + rows[ROW_BACK].h * 1.3f, rows[ROW_SEED].w);
    if (ss->asking)
        draw_ask(ss, app, px, small);
}
