/* The setup screen's layout: its rows, a seat row's parts, the question's panel. */
#include "setup_state.h"

/* The question over the setup screen: its panel and its two buttons. */
void setup_ask_layout(const App *app, SDL_FRect *panel, SDL_FRect *buttons)
{
    float w = (float)app->width, h = (float)app->height;
    *panel = (SDL_FRect){w * 0.18f, h * 0.28f, w * 0.64f, h * 0.40f};
    float bw = panel->w * 0.40f, bh = h * 0.085f, gap = panel->w * 0.06f;
    float y = panel->y + panel->h - bh - h * 0.05f;
    buttons[0] = (SDL_FRect){panel->x + (panel->w - 2 * bw - gap) / 2, y, bw, bh};
    buttons[1] = (SDL_FRect){buttons[0].x + bw + gap, y, bw, bh};
}

/* Where a stepped row's "‹  value  ›" is drawn: from *left to *right (as setup_draw puts it). */
void setup_value_span(const SetupScene *ss, const App *app, int row, SDL_FRect rr, float *left,
                      float *right)
{
    char label[96], value[64], shown[96];
    setup_row_text(ss, row, label, value, sizeof value);
    SDL_snprintf(shown, sizeof shown, "\u2039  %s  \u203a", value);
    int vw = 0, vh = 0;
    text_measure(app->text, FONT_REGULAR, app_px(app, 0.03f), shown, &vw, &vh);
    *right = rr.x + rr.w - rr.h * 0.35f;
    *left = *right - (float)vw;
}

/* The step a click at x on a row makes: -1 on the row's "‹" (the left half of its "‹ value ›"),
 * else +1, as the arrow keys do. */
int setup_click_step(const SetupScene *ss, const App *app, int row, SDL_FRect rr, float x)
{
    if (!setup_stepped_row(ss, row))
        return 1;
    float left, right;
    setup_value_span(ss, app, row, rr, &left, &right);
    return x >= left - rr.h * 0.35f && x < (left + right) / 2 ? -1 : 1;
}

/* Two columns: seats on the left, options and buttons on the right; the game above the
 * options, beside the screen's title. */
void setup_rows_layout(const SetupScene *ss, const App *app, SDL_FRect *rows)
{
    float w = (float)app->width, h = (float)app->height;
    float top = h * 0.17f, rh = h * 0.075f, gap = h * 0.012f;
    float lx = w * 0.04f, lw = w * 0.44f, rx = w * 0.52f, rw = w * 0.44f;
    rows[ROW_GAME] = (SDL_FRect){rx, h * 0.04f, rw, rh};
    int right = 0;
    for (int r = ROW_SEATS; r < ROW_COUNT; r++) {
        if (r < ROW_OPTION0)
            rows[r] = (SDL_FRect){lx, top + (float)(r - ROW_SEATS) * (rh + gap), lw, rh};
        else
            rows[r] = (SDL_FRect){rx, top + (float)right * (rh + gap), rw, rh};
        if (r >= ROW_OPTION0 && r < ROW_START && setup_row_visible(ss, r))
            right++;
    }
    /* The three buttons side by side at the bottom right. */
    rows[ROW_START].w = rw * 0.44f;
    rows[ROW_TUTORIAL] = (SDL_FRect){rx + rw * 0.47f, rows[ROW_START].y, rw * 0.27f, rh};
    rows[ROW_BACK] = (SDL_FRect){rx + rw * 0.77f, rows[ROW_START].y, rw * 0.23f, rh};
}

/* A seat row's fields: the name box, person or computer, and the game's third field if it has
 * one (the siteswap game's highest flash). */
void setup_seat_parts(const SetupScene *ss, SDL_FRect r, SDL_FRect *name, SDL_FRect *kind,
                      SDL_FRect *flash)
{
    float pad = r.h * 0.16f;
    *name = (SDL_FRect){r.x + pad, r.y + pad, r.w * 0.36f - pad, r.h - 2 * pad};
    float kind_w = !setup_has_extra(ss) ? r.w * 0.62f - pad : r.w * 0.38f;
    *kind = (SDL_FRect){r.x + r.w * 0.38f, r.y + pad, kind_w, r.h - 2 * pad};
    *flash = !setup_has_extra(ss) ? (SDL_FRect){r.x + r.w, r.y + pad, 0, r.h - 2 * pad}
                             : (SDL_FRect){r.x + r.w * 0.78f, r.y + pad, r.w * 0.22f - pad,
                                           r.h - 2 * pad};
}
