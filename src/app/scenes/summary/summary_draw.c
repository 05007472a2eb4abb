#include "summary_draw.h"

#include "button.h"
#include "draw.h"
#include "hit.h"
#include "juggler.h"
#include "layer.h"
#include "palette.h"
#include "textfit.h"

#include <math.h>

static void draw_sparks(SummaryScene *ss, App *app, double blend)
{
    float W = (float)app->width, H = (float)app->height;
    float b = (float)blend;
    for (int i = 0; i < SPARKS; i++) {
        const Spark *s = &ss->sparks[i];
        if (!s->flying)
            continue;
        float x = (s->px + (s->x - s->px) * b) * W, y = (s->py + (s->y - s->py) * b) * H;
        float a = s->pangle + (s->angle - s->pangle) * b;
        float r = s->size * H;
        SDL_Color c = juggler_prop_colour(s->colour, app->settings.colour_blind_props);
        float rad = a * (float)TD_PI / 180.0f;
        switch (s->kind) {
        case SPARK_BALL:
            draw_circle(app->renderer, x, y, r, c);
            break;
        case SPARK_CLUB: {
            /* A club end over end: a thin handle with a knob, widening to the body. */
            float dx = sinf(rad) * r, dy = -cosf(rad) * r;
            draw_thick_line(app->renderer, x - dx * 2.2f, y - dy * 2.2f, x, y, r * 0.35f, c);
            draw_thick_line(app->renderer, x - dx * 0.2f, y - dy * 0.2f, x + dx * 1.2f,
                            y + dy * 1.2f, r * 0.95f, c);
            draw_circle(app->renderer, x - dx * 2.3f, y - dy * 2.3f, r * 0.3f, PALETTE_CREAM);
            break;
        }
        case SPARK_RING:
            draw_ellipse_ring(app->renderer, x, y, r * 1.4f, r * 1.4f * fmaxf(0.2f, fabsf(cosf(rad))),
                              0, r * 0.35f, c);
            break;
        case SPARK_CARD: {
            int h = (int)(r);
            SDL_Texture *t = cards_face(app->cards, s->rank, (CardSuit)s->suit, h);
            if (t)
                cards_draw(app->cards, t, x, y, h, a);
            break;
        }
        default:
            break;
        }
    }
}

/* ---- Drawing ---- */

static void draw_moment(SummaryScene *ss, App *app, const SummaryLayout *L)
{
    SDL_FRect n = L->winner;
    const char *name = ss->moment_name[0] ? ss->moment_name
                       : ss->winner >= 0  ? ss->names[ss->winner]
                                          : "Game over";
    /* A veil behind the words: the props fly behind it, the words stay readable. */
    int nw, nh, dw;
    text_measure(app->text, FONT_BOLD, L->winner_px, name, &nw, &nh);
    float dh = text_measure_wrapped(app->text, FONT_REGULAR, L->winner_detail_px, ss->moment_detail,
                                    L->winner_detail.w, &dw);
    float vw = SDL_min(n.w, (float)SDL_max(nw, dw) + L->margin * 4);
    SDL_FRect veil = {n.x + (n.w - vw) / 2, n.y - L->margin,  vw,
                      L->winner_detail.y + dh + L->margin - (n.y - L->margin)};
    draw_rounded_rect(app->renderer, veil, L->margin * 1.5f, PALETTE_VEIL);
    SDL_Color shadow = PALETTE_TEXT_SHADOW;
    float off = (float)L->winner_px * 0.04f;
    textfit_draw(app->text, FONT_BOLD, L->winner_px, shadow, name, n.x + n.w / 2 + off, n.y + off, n.w,
             TEXT_CENTER);
    textfit_draw(app->text, FONT_BOLD, L->winner_px, PALETTE_GOLD, name, n.x + n.w / 2, n.y, n.w,
             TEXT_CENTER);
    if (ss->winner >= 0)
        textfit_draw(app->text, FONT_BOLD, L->winner_line_px, PALETTE_CREAM,
                 ss->moment_name[0] ? "share the game!" : "wins the game!",
                 L->winner_line.x + L->winner_line.w / 2, L->winner_line.y, L->winner_line.w,
                 TEXT_CENTER);
    int tw;
    text_measure_wrapped(app->text, FONT_REGULAR, L->winner_detail_px, ss->moment_detail,
                         L->winner_detail.w, &tw);
    text_draw_wrapped(app->text, FONT_REGULAR, L->winner_detail_px, PALETTE_SOFT,
                      ss->moment_detail, L->winner_detail.x + (L->winner_detail.w - (float)tw) / 2,
                      L->winner_detail.y, L->winner_detail.w);
    textfit_draw(app->text, FONT_REGULAR, L->skip_px, PALETTE_FAINT, "Click or press any key for the summary",
             L->skip.x + L->skip.w / 2, L->skip.y, L->skip.w, TEXT_CENTER);
}

static void draw_button(SummaryScene *ss, App *app, SDL_FRect r, int px, const char *label,
                        unsigned state)
{
    if (!ss->pressing && ui_hit(r, ss->pointer_x, ss->pointer_y))
        state |= UI_BUTTON_HOVER;
    ui_button_draw(app, &(UiButton){.rect = r, .label = label, .state = state}, px, 0);
}

static void draw_row(SummaryScene *ss, App *app, const SummaryLayout *L, int i, SDL_FRect r)
{
    SDL_Renderer *rd = app->renderer;
    const SummaryRow *row = &ss->rows[i];
    bool dropped = row->dropped;
    SDL_FRect bg = {r.x, r.y + 1, r.w, r.h - 2};
    SDL_Color fill = i == ss->list.selected ? PALETTE_LIST_SELECTED
                     : i % 2               ? PALETTE_LIST_ODD
                                           : PALETTE_LIST_EVEN;
    draw_rounded_rect(rd, bg, L->margin * 0.3f, fill);
    if (row->longest)
        draw_rounded_rect(rd, (SDL_FRect){r.x, r.y + 3, L->margin * 0.22f, r.h - 6}, 2, PALETTE_GOLD);
    float line1 = r.y + (float)L->detail_px * 0.35f;
    float line2 = line1 + (float)L->row_px * 1.3f;
    SDL_Color main = dropped ? PALETTE_FAINT : PALETTE_CREAM;
    /* Who, and when; the longest pattern's badge under the name, where there is room. */
    float x = r.x + L->col_x[SUMMARY_COL_PLAYER];
    float cw = L->col_w[SUMMARY_COL_PLAYER];
    textfit_draw(app->text, FONT_BOLD, L->row_px, main, row->who, x, line1, cw, TEXT_LEFT);
    int tw, th;
    text_measure(app->text, FONT_REGULAR, L->detail_px, row->when, &tw, &th);
    bool when = true;
    if (row->longest) {
        const char *badge = "longest";
        int bw, bh;
        text_measure(app->text, FONT_BOLD, L->detail_px, badge, &bw, &bh);
        SDL_FRect b = {x + (float)tw + (float)L->detail_px * 0.5f, line2,
                       (float)bw + (float)L->detail_px * 0.9f, (float)bh};
        if (b.x + b.w > x + cw) { /* no room for both: the badge wins */
            b.x = x;
            when = false;
        }
        draw_rounded_rect(rd, b, b.h * 0.45f, PALETTE_GOLD);
        text_draw(app->text, FONT_BOLD, L->detail_px, PALETTE_DARK, badge, b.x + b.w / 2, b.y,
                  TEXT_CENTER);
    }
    if (when)
        textfit_draw(app->text, FONT_REGULAR, L->detail_px, PALETTE_FAINT, row->when, x, line2, cw,
                 TEXT_LEFT);
    /* The pattern, and how it was played. */
    x = r.x + L->col_x[SUMMARY_COL_PATTERN];
    float pw = L->col_w[SUMMARY_COL_PATTERN];
    textfit_draw(app->text, FONT_BOLD, L->row_px, row->longest ? PALETTE_GOLD : main, row->pattern, x, line1,
             pw, TEXT_LEFT);
    textfit_draw(app->text, FONT_REGULAR, L->detail_px, PALETTE_SOFT, row->pattern_detail, x, line2, pw,
             TEXT_LEFT);
    /* What became of it. */
    x = r.x + L->col_x[SUMMARY_COL_RESULT];
    textfit_draw(app->text, FONT_BOLD, L->row_px, dropped ? PALETTE_ERROR : main, row->result, x, line1,
             L->col_w[SUMMARY_COL_RESULT], TEXT_LEFT);
    textfit_draw(app->text, FONT_REGULAR, L->detail_px, PALETTE_SOFT, row->result_detail, x, line2,
             L->col_w[SUMMARY_COL_RESULT], TEXT_LEFT);
    if (!row->watchable)
        return;
    SDL_FRect wb = {r.x + L->watch.x, r.y + L->watch.y, L->watch.w, L->watch.h};
    draw_button(ss, app, wb, L->detail_px, "Watch", UI_BUTTON_NORMAL);
    /* Only buttons wholly in the list can be pressed (the rest are under its edges). */
    if (wb.y >= L->list.y && wb.y + wb.h <= L->list.y + L->list.h + 0.5f &&
        ss->watch_n < SUMMARY_PROBE_WATCH) {
        ss->watch_row[ss->watch_n] = i;
        ss->watch_button[ss->watch_n++] = wb;
    }
}

static void draw_list(SummaryScene *ss, App *app, const SummaryLayout *L)
{
    SDL_Renderer *rd = app->renderer;
    for (int c = 0; c < SUMMARY_COLUMNS && c < 3; c++)
        textfit_draw(app->text, FONT_BOLD, L->header_px, PALETTE_FAINT, ss->heads[c],
                 L->header.x + L->col_x[c], L->header.y + (float)L->header_px * 0.2f, L->col_w[c],
                 TEXT_LEFT);
    draw_rounded_rect(rd, L->list, L->margin * 0.4f, PALETTE_PANEL);
    ss->watch_n = 0;
    if (ss->rows_n == 0) {
        const char *none = ss->empty[0] ? ss->empty : "No pattern was performed in this game.";
        textfit_draw(app->text, FONT_REGULAR, L->row_px, PALETTE_SOFT, none, L->list.x + L->list.w / 2,
                 L->list.y + L->row_h * 0.3f, L->list.w - L->margin * 2, TEXT_CENTER);
        return;
    }
    SDL_Rect clip = {(int)L->list.x, (int)L->list.y, (int)L->list.w, (int)L->list.h};
    SDL_RenderSetClipRect(rd, &clip);
    int first = SDL_max(0, (int)ss->list.top);
    for (int i = first; i < ss->rows_n && i < first + summary_visible_rows(L); i++)
        draw_row(ss, app, L, i, summary_row_rect(ss, L, i));
    SDL_RenderSetClipRect(rd, NULL);
    float most = summary_max_scroll(ss, L);
    if (most > 0) {
        SDL_FRect t = L->scrollbar;
        draw_rounded_rect(rd, t, t.w / 2, PALETTE_SCROLL_TRACK);
        float total = (float)ss->rows_n * L->row_h;
        float th = SDL_max(t.w * 2, t.h * L->list.h / total);
        SDL_FRect thumb = {t.x, t.y + (t.h - th) * summary_scroll_px(ss, L) / most, t.w, th};
        draw_rounded_rect(rd, thumb, t.w / 2, PALETTE_SCROLL_THUMB);
    }
}

/* The watched pattern's panel over the dimmed summary: its title and how to close it. */
static void draw_watch_panel(SummaryScene *ss, App *app, const SummaryLayout *L)
{
    SDL_FRect all = {0, 0, (float)app->width, (float)app->height};
    draw_rounded_rect(app->renderer, all, 0, PALETTE_DIM);
    draw_rounded_rect(app->renderer, L->overlay, L->margin, PALETTE_OVERLAY);
    SDL_FRect t = L->overlay_title;
    textfit_draw(app->text, FONT_BOLD, L->overlay_title_px, PALETTE_CREAM, ss->om_title, t.x + t.w / 2, t.y,
             t.w, TEXT_CENTER);
    SDL_FRect c = L->overlay_close;
    char line[260];
    SDL_snprintf(line, sizeof line, "%s%sClick or Esc to close", ss->om_detail,
                 ss->om_detail[0] ? "   \u00b7   " : "");
    textfit_draw(app->text, FONT_REGULAR, L->overlay_close_px, PALETTE_SOFT, line, c.x + c.w / 2, c.y, c.w,
             TEXT_CENTER);
}

/* The pattern juggled in the panel (its close line lies below the juggler's area). */
static void draw_watch_stage(SummaryScene *ss, App *app, const SummaryLayout *L)
{
    SDL_FRect j = L->overlay_juggler;
    if (ss->om_ok)
        ss->watch.draw(app, ss->om, ss->om_t, j);
    else
        textfit_draw(app->text, FONT_REGULAR, L->row_px, PALETTE_ERROR, "This pattern cannot be juggled here.",
                 j.x + j.w / 2, j.y + j.h / 2, j.w, TEXT_CENTER);
}

/* The summary as it stands: title, places, the list, the buttons and the keys. */
static void draw_page(SummaryScene *ss, App *app, const SummaryLayout *L)
{
    textfit_draw(app->text, FONT_BOLD, L->title_px, PALETTE_CREAM, ss->headline, L->title.x + L->title.w / 2,
             L->title.y, L->title.w, TEXT_CENTER);
    textfit_draw(app->text, FONT_REGULAR, L->subtitle_px, PALETTE_SOFT, ss->subtitle,
             L->subtitle.x + L->subtitle.w / 2, L->subtitle.y, L->subtitle.w, TEXT_CENTER);
    for (int i = 0; i < ss->places_n; i++) {
        SDL_FRect p = L->place[i];
        bool first = ss->place_seat[i] == ss->winner;
        draw_rounded_rect(app->renderer, p, p.h * 0.5f, first ? PALETTE_GOLD : PALETTE_ROW);
        int tw, th;
        text_measure(app->text, FONT_BOLD, L->place_px, "Ag", &tw, &th);
        textfit_draw(app->text, first ? FONT_BOLD : FONT_REGULAR, L->place_px,
                 first ? PALETTE_DARK : PALETTE_CREAM, ss->place_text[i], p.x + p.w / 2,
                 p.y + (p.h - (float)th) / 2, p.w - p.h * 0.6f, TEXT_CENTER);
    }
    draw_list(ss, app, L);
    /* Enter plays again: the way on, in gold. */
    draw_button(ss, app, L->play_again, L->button_px, "Play again  (Enter)", UI_BUTTON_PRIMARY);
    draw_button(ss, app, L->back, L->button_px, "Back to title  (Esc)", UI_BUTTON_NORMAL);
    char hint[sizeof ss->hint + 32]; /* either game's keys, and the Help's */
    SDL_snprintf(hint, sizeof hint, "%s  \u00b7  F1 help", ss->hint);
    textfit_draw(app->text, FONT_REGULAR, L->hint_px, PALETTE_FAINT, hint,
                 L->hint.x + L->hint.w / 2, L->hint.y, L->hint.w, TEXT_CENTER);
}

static bool sparks_flying(const SummaryScene *ss)
{
    for (int i = 0; i < SPARKS; i++)
        if (ss->sparks[i].flying)
            return true;
    return false;
}

/* Everything under a watched pattern: a change in any of it draws the layer again. */
static uint64_t watch_key(const SummaryScene *ss, const App *app, const SummaryLayout *L)
{
    uint64_t h = layer_hash(LAYER_HASH_START, L, sizeof *L);
    h = layer_hash(h, &app->settings.text_size, sizeof app->settings.text_size);
    int state[] = {ss->list.selected, ss->pressing, ss->rows_n, ss->places_n, ss->winner};
    h = layer_hash(h, state, sizeof state);
    float where[] = {ss->list.top, ss->pointer_x, ss->pointer_y};
    h = layer_hash(h, where, sizeof where);
    const char *texts[] = {ss->headline, ss->subtitle, ss->hint, ss->om_title, ss->om_detail};
    for (int i = 0; i < 5; i++)
        h = layer_hash(h, texts[i], SDL_strlen(texts[i]) + 1);
    return h;
}

void summary_draw(Scene *scene, App *app, double blend)
{
    SummaryScene *ss = (SummaryScene *)scene;
    SummaryLayout L;
    summary_layout_for(ss, app, &L);
    summary_sync_list(ss, &L);
    if (ss->watching && !ss->celebrating && !sparks_flying(ss)) {
        /* Only the juggler moves: the summary and the panel under it wait in a layer. */
        if (app_layer_begin(app, &ss->under_watch, watch_key(ss, app, &L))) {
            app_draw_table(app);
            draw_page(ss, app, &L);
            draw_watch_panel(ss, app, &L);
        }
        layer_end(&ss->under_watch, app->renderer);
        draw_watch_stage(ss, app, &L);
        return;
    }
    app_draw_table(app);
    draw_sparks(ss, app, blend);
    if (ss->celebrating) {
        ss->watch_n = 0;
        draw_moment(ss, app, &L);
        return;
    }
    draw_page(ss, app, &L);
    if (ss->watching) {
        draw_watch_panel(ss, app, &L);
        draw_watch_stage(ss, app, &L);
    }
}
