#include "table_paint.h"

#include "button.h"
#include "draw.h"
#include "palette.h"
#include "table_layout.h"
#include "textfit.h"

#include <stdio.h>
#include <stdlib.h>

void table_paint_text_fit(App *app, FontFace face, int px, SDL_Color c, const char *s, float x,
                          float y, float max_w, TextAlign align)
{
    /* The table's one fitting rule: read from across a room, text is never shrunk below its
     * size; what does not fit is cut short with an ellipsis. */
    TextFit fit;
    textfit(textfit_measure_cache, app->text, face == FONT_BOLD, px, px, s, max_w, &fit);
    if (fit.text[0])
        text_draw(app->text, face, px, c, fit.text, x, y, align);
}

/* A face from the game's card ids, as the table that filled the list reads them. */
static SDL_Texture *face_of(App *app, TableCardFace face, int card, int h)
{
    int rank;
    CardSuit suit;
    if (!face || !face(card, &rank, &suit))
        return NULL;
    return cards_face(app->cards, rank, suit, h);
}

void table_paint_cards(App *app, const TableCards *cards)
{
    for (int i = 0; i < cards->n; i++) {
        const TableCard *c = &cards->c[i];
        if (c->h <= 0)
            continue;
        SDL_Texture *t = c->face_up && c->card >= 0 ? face_of(app, cards->face, c->card, c->h)
                                                    : cards_back(app->cards, c->h);
        float w = table_card_w(c->h) * c->width_scale;
        cards_draw_sized(app->cards, t, c->cx, c->cy, w, (float)c->h, c->angle, c->lift);
        if (c->dim)
            draw_rounded_rect(app->renderer,
                              (SDL_FRect){c->cx - w / 2, c->cy - (float)c->h / 2, w, (float)c->h},
                              w * 0.08f, PALETTE_CARD_VEIL);
    }
}

void table_paint_pill(App *app, int px, SDL_Color fg, const char *text, float cx, float top)
{
    int tw, th;
    text_measure(app->text, FONT_BOLD, px, text, &tw, &th);
    SDL_FRect pill = {cx - (float)tw / 2 - (float)th * 0.4f, top, (float)tw + (float)th * 0.8f,
                      (float)th * 1.1f};
    draw_rounded_rect(app->renderer, pill, pill.h / 2, PALETTE_PILL);
    text_draw(app->text, FONT_BOLD, px, fg, text, cx, pill.y + (float)th * 0.05f, TEXT_CENTER);
}

void table_paint_log(App *app, SDL_FRect panel, float margin, const TableLog *log, const char *title,
                     bool title_gold, int from, int max_lines, int title_px, int line_px)
{
    draw_rounded_rect(app->renderer, panel, margin, PALETTE_PANEL);
    float x = panel.x + margin, y = panel.y + margin * 0.7f;
    float w = panel.w - 2 * margin;
    /* A narrow panel sets its title smaller rather than cut it. */
    int tpx = textfit_px(textfit_measure_cache, app->text, true, title_px, title_px * 6 / 10, title, w);
    text_draw(app->text, FONT_BOLD, tpx, title_gold ? PALETTE_GOLD : PALETTE_CREAM, title, x,
              y + (float)(title_px - tpx) * 0.5f, TEXT_LEFT);
    y += (float)title_px * 1.6f;
    float line_h = (float)line_px * 1.3f;
    float room = panel.y + panel.h - y - margin * 0.5f;
    int fit = SDL_max(0, (int)(room / line_h));
    int first, last;
    table_log_window(log, SDL_min(fit, max_lines > 0 ? max_lines : fit), &first, &last);
    first = SDL_max(first, from);
    /* A long line wraps instead of shrinking: the oldest lines give way until the rest fit. */
    float used = 0;
    int keep = last;
    while (keep > first) {
        int widest;
        float h = text_measure_wrapped(app->text, FONT_REGULAR, line_px, table_log_line(log, keep - 1),
                                       w, &widest);
        if (used + h > room)
            break;
        used += h;
        keep--;
    }
    for (int i = keep; i < last; i++)
        y += text_draw_wrapped(app->text, FONT_REGULAR, line_px,
                               i >= log->total - 1 ? PALETTE_CREAM : PALETTE_SOFT,
                               table_log_line(log, i), x, y, w);
    if (log->scroll > 0)
        text_draw(app->text, FONT_REGULAR, line_px, PALETTE_FAINT, "\u2193 wheel or PgDn for newer",
                  x + w, panel.y + margin * 0.7f, TEXT_RIGHT);
}

void table_paint_banner(App *app, const TableBanner *b, float left, float right, float top, int px,
                        double fade)
{
    if (!table_banner_shown(b))
        return;
    int tw, th;
    float maxw = (right - left) * 0.9f;
    text_measure(app->text, FONT_BOLD, px, b->text, &tw, &th);
    TextFit fit; /* a verdict may shrink to three quarters (still large), then is cut short */
    textfit(textfit_measure_cache, app->text, true, px, px * 3 / 4, b->text, maxw, &fit);
    px = fit.px;
    const char *shown = fit.text;
    text_measure(app->text, FONT_BOLD, px, shown, &tw, &th);
    float a = table_banner_alpha(b, fade);
    SDL_FRect r = {left + (right - left - (float)tw) / 2 - (float)th, top, (float)tw + 2 * (float)th,
                   (float)th * 1.8f};
    SDL_Color bg = b->good ? PALETTE_VERDICT_GOOD : PALETTE_VERDICT_BAD;
    bg.a = (Uint8)((float)bg.a * a);
    draw_rounded_rect(app->renderer, r, r.h * 0.3f, bg);
    SDL_Color fg = PALETTE_CREAM;
    fg.a = (Uint8)(255 * a);
    text_draw(app->text, FONT_BOLD, px, fg, shown, r.x + r.w / 2, r.y + (r.h - (float)th) / 2,
              TEXT_CENTER);
}

void table_paint_curtain(App *app, const char *name, const char *why, SDL_FRect button, bool armed,
                         int name_px, int big_px, int small_px)
{
    float W = (float)app->width, H = (float)app->height;
    app_draw_table(app);
    draw_rounded_rect(app->renderer, (SDL_FRect){0, 0, W, H}, 0, PALETTE_CURTAIN);
    char line[160];
    snprintf(line, sizeof line, "Pass the screen to %s", name);
    int big = app_px(app, 0.075f);
    table_paint_text_fit(app, FONT_BOLD, big, PALETTE_CREAM, line, W / 2, H * 0.26f, W * 0.94f,
                         TEXT_CENTER);
    table_paint_text_fit(app, FONT_BOLD, name_px, PALETTE_GOLD, why, W / 2,
                         H * 0.26f + (float)big * 1.45f, W * 0.94f, TEXT_CENTER);
    table_paint_text_fit(app, FONT_REGULAR, name_px, PALETTE_SOFT,
                         "Everyone else, please look away while the cards are shown.", W / 2,
                         H * 0.26f + (float)big * 1.45f + (float)name_px * 1.6f, W * 0.94f,
                         TEXT_CENTER);
    snprintf(line, sizeof line, "I am %s: show my cards", name);
    /* Greyed out for its first moment: a key pressed for the step before cannot open it. */
    table_paint_button(app, button, line, armed, true, big_px);
    text_draw(app->text, FONT_REGULAR, small_px, PALETTE_FAINT, "Click, tap or press Enter", W / 2,
              button.y + button.h + (float)small_px, TEXT_CENTER);
}

void table_paint_button(App *app, SDL_FRect r, const char *label, bool on, bool primary, int px)
{
    UiButton b = {.rect = r, .label = label,
                  .state = !on ? UI_BUTTON_DISABLED : primary ? UI_BUTTON_PRIMARY : UI_BUTTON_NORMAL};
    ui_button_draw(app, &b, px, px);
}

/* Whether a seat's count fits on its name's line beside the whole name. */
static bool table_seat_count_beside(App *app, const TableLayout *L, int seat, const char *name,
                                    const char *count)
{
    if (!count || !count[0])
        return false;
    const TableSeatBox *sb = &L->seat[seat];
    int cw = 0, ch = 0, nw = 0, nh = 0;
    float badge = (float)L->name_px * 1.1f;
    float name_left = sb->name_x + badge + L->margin * 0.4f;
    float right = sb->box.x + sb->box.w - L->margin * 0.8f;
    text_measure(app->text, FONT_BOLD, L->small_px, count, &cw, &ch);
    text_measure(app->text, FONT_BOLD, L->name_px, name, &nw, &nh);
    return (float)nw <= right - (float)cw - L->margin * 0.6f - name_left;
}

void table_paint_seat(App *app, const TableLayout *L, int seat, const char *name, bool on_turn,
                      bool badge_lit, const char *count)
{
    SDL_Renderer *r = app->renderer;
    const TableSeatBox *sb = &L->seat[seat];
    if (on_turn) { /* a gold frame: unmistakable from across the table */
        float g = L->margin * 0.45f;
        draw_rounded_rect(r, (SDL_FRect){sb->box.x - g, sb->box.y - g, sb->box.w + 2 * g,
                                         sb->box.h + 2 * g},
                          sb->box.h * 0.16f + g, PALETTE_GOLD);
    }
    draw_rounded_rect(r, sb->box, sb->box.h * 0.16f, on_turn ? PALETTE_SEAT_ON_TURN : PALETTE_PANEL);
    float badge = (float)L->name_px * 1.1f;
    SDL_FRect nb = {sb->name_x, sb->name_y + (float)L->name_px * 0.12f, badge, badge};
    draw_rounded_rect(r, nb, badge * 0.3f, badge_lit ? PALETTE_GOLD : PALETTE_BADGE_OFF);
    char num[12];
    snprintf(num, sizeof num, "%d", seat + 1);
    text_draw(app->text, FONT_BOLD, table_layout_badge_px(L),
              badge_lit ? PALETTE_DARK : PALETTE_SOFT, num, nb.x + badge / 2, nb.y + badge * 0.08f,
              TEXT_CENTER);
    /* The name and the count whole: the count beside the name where both fit, else as a pill
     * over the fanned backs (never "10" for "10 cards", never "Chlo..."). */
    int cw = 0, ch = 0;
    float name_left = sb->name_x + badge + L->margin * 0.4f;
    float right = sb->box.x + sb->box.w - L->margin * 0.8f;
    bool beside = table_seat_count_beside(app, L, seat, name, count);
    if (beside)
        text_measure(app->text, FONT_BOLD, L->small_px, count, &cw, &ch);
    float name_right = beside ? right - (float)cw - L->margin * 0.6f : right;
    table_paint_text_fit(app, FONT_BOLD, L->name_px, on_turn ? PALETTE_GOLD : PALETTE_CREAM, name,
                         name_left, sb->name_y, name_right - name_left, TEXT_LEFT);
    if (beside)
        text_draw(app->text, FONT_BOLD, L->small_px, PALETTE_SOFT, count, right,
                  sb->name_y + (float)L->name_px * 0.2f, TEXT_RIGHT);
}

void table_paint_seat_count(App *app, const TableLayout *L, int seat, const char *name,
                            const char *count)
{
    if (!count || !count[0] || table_seat_count_beside(app, L, seat, name, count))
        return;
    const TableSeatBox *sb = &L->seat[seat];
    table_paint_pill(app, L->small_px, PALETTE_CREAM, count, sb->fan_cx,
                     sb->fan_cy + (float)L->seat_card_h * 0.5f - (float)L->small_px * 0.9f);
}

void table_paint_seat_status(App *app, const TableLayout *L, int seat, const char *status)
{
    if (!status || !status[0])
        return;
    const TableSeatBox *sb = &L->seat[seat];
    int tw = 0, th = 0;
    text_measure(app->text, FONT_BOLD, L->small_px, status, &tw, &th);
    float right = sb->box.x + sb->box.w - L->margin * 0.8f;
    float top = sb->box.y + sb->box.h - (float)L->small_px * 1.5f;
    float pad = (float)L->small_px * 0.35f;
    draw_rounded_rect(app->renderer,
                      (SDL_FRect){right - (float)tw - pad, top - pad * 0.3f, (float)tw + 2 * pad,
                                  (float)th + pad * 0.6f},
                      ((float)th + pad * 0.6f) / 2, PALETTE_SHEET);
    text_draw(app->text, FONT_BOLD, L->small_px, PALETTE_GOLD, status, right, top, TEXT_RIGHT);
}

void table_paint_felt(App *app, const TableLayout *L)
{
    app_draw_table(app);
    draw_rounded_rect(app->renderer, L->table, L->margin * 2, PALETTE_TABLE_SHADE);
}
