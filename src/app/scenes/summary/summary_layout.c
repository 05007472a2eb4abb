#include "summary_layout.h"

#include <math.h>

static SDL_FRect band(float x, float y, float w, float h)
{
    return (SDL_FRect){x, y, w, h};
}

/* The winner's moment: a huge name a little above the middle, the rest under it. */
static void moment(SummaryLayout *o, float w, float h, float base, float ts, float m)
{
    o->winner_px = (int)(base * 0.16f);
    o->winner = band(m, h * 0.2f, w - 2 * m, (float)o->winner_px * 1.25f);
    o->winner_line_px = (int)(base * 0.06f * ts);
    o->winner_line = band(m, o->winner.y + o->winner.h + base * 0.01f, w - 2 * m,
                          (float)o->winner_line_px * 1.3f);
    o->winner_detail_px = (int)(base * 0.036f * ts);
    o->winner_detail = band(m * 2, o->winner_line.y + o->winner_line.h + base * 0.03f, w - 4 * m,
                            (float)o->winner_detail_px * 2.7f); /* up to two lines */
    o->skip_px = (int)(base * 0.028f * ts);
    o->skip = band(m, h - m - (float)o->skip_px * 1.4f, w - 2 * m, (float)o->skip_px * 1.4f);
}

/* The places: chips of equal width in as few rows as fit, each row centred. */
static float chips(SummaryLayout *o, float w, float m, float y, float gap)
{
    int n = o->places;
    float chip_h = (float)o->place_px * 1.9f;
    float room = w - 2 * m;
    float min_w = (float)o->place_px * 8.0f;
    int per_row = (int)((room + gap) / (min_w + gap));
    per_row = per_row < 1 ? 1 : per_row > n ? n : per_row;
    int rows = (n + per_row - 1) / per_row;
    per_row = (n + rows - 1) / rows; /* balanced: 3 and 3 rather than 5 and 1 */
    float chip_w = (room - (float)(per_row - 1) * gap) / (float)per_row;
    chip_w = fminf(chip_w, (float)o->place_px * 14.0f);
    for (int i = 0; i < n; i++) {
        int row = i / per_row, col = i % per_row;
        int in_row = row == rows - 1 ? n - row * per_row : per_row;
        float row_w = (float)in_row * chip_w + (float)(in_row - 1) * gap;
        float x0 = (w - row_w) / 2;
        o->place[i] = band(x0 + (float)col * (chip_w + gap), y + (float)row * (chip_h + gap), chip_w,
                           chip_h);
    }
    return (float)rows * chip_h + (float)(rows - 1) * gap;
}

void summary_layout(int width, int height, int places, float text_scale, SummaryLayout *o)
{
    float w = (float)width, h = (float)height;
    float base = fminf(h, w * 0.6f); /* as app_px: height rules, a narrow window is not squashed */
    float ts = text_scale;
    *o = (SummaryLayout){0};
    o->width = width;
    o->height = height;
    o->places = places < 1 ? 1 : places > SUMMARY_MAX_PLACES ? SUMMARY_MAX_PLACES : places;
    float m = base * 0.03f;
    o->margin = m;
    moment(o, w, h, base, ts, m);

    /* Large text in a small window: everything shrinks together until the list shows at least
     * two rows and a half. */
    float sb_w = fmaxf(6.0f, m * 0.45f), gap = 0;
    for (float k = 1.0f;; k *= 0.94f) {
        float s = base * ts * k;
        o->title_px = (int)(s * 0.07f);
        o->subtitle_px = (int)(s * 0.032f);
        o->place_px = (int)(s * 0.032f);
        o->header_px = (int)(s * 0.025f);
        o->row_px = (int)(s * 0.036f);
        o->detail_px = (int)(s * 0.028f);
        o->button_px = (int)(s * 0.036f);
        o->hint_px = (int)(s * 0.024f);
        gap = m * 0.6f * fminf(1.0f, k * 1.2f);
        float y = m * 0.8f;
        o->title = band(m, y, w - 2 * m, (float)o->title_px * 1.25f);
        y += o->title.h;
        o->subtitle = band(m, y, w - 2 * m, (float)o->subtitle_px * 1.35f);
        y += o->subtitle.h + gap;
        y += chips(o, w, m, y, gap) + gap;
        o->header = band(m, y, w - 2 * m - sb_w - gap * 0.5f, (float)o->header_px * 1.5f);
        y += o->header.h;
        o->hint = band(m, h - m * 0.5f - (float)o->hint_px * 1.4f, w - 2 * m,
                       (float)o->hint_px * 1.4f);
        float bh = (float)o->button_px * 2.0f;
        float by = o->hint.y - gap * 0.6f - bh;
        float bw = fminf((float)o->button_px * 10.0f, (w - 2 * m - gap) / 2);
        o->play_again = band(w / 2 - gap / 2 - bw, by, bw, bh);
        o->back = band(w / 2 + gap / 2, by, bw, bh);
        o->list = band(m, y, o->header.w, by - gap - y);
        o->row_h = (float)o->row_px * 1.3f + (float)o->detail_px * 1.3f + (float)o->detail_px * 0.7f;
        if (o->list.h >= o->row_h * 2.5f || k < 0.5f)
            break;
    }
    o->scrollbar = band(o->list.x + o->list.w + gap * 0.5f, o->list.y, sb_w, o->list.h);

    /* Columns: who, the pattern, what became of it, and the Watch button. */
    float lw = o->list.w, pad = m * 0.5f;
    float watch_w = fmaxf(lw * 0.13f, (float)o->detail_px * 6.0f);
    float rest = lw - watch_w - pad;
    const float share[3] = {0.22f, 0.33f, 0.45f};
    float x = pad;
    for (int c = 0; c < 3; c++) {
        o->col_x[c] = x;
        o->col_w[c] = rest * share[c] - pad;
        x += rest * share[c];
    }
    o->col_x[SUMMARY_COL_WATCH] = x;
    o->col_w[SUMMARY_COL_WATCH] = watch_w;
    float wh = fminf(o->row_h * 0.72f, (float)o->detail_px * 2.3f);
    o->watch = band(x, (o->row_h - wh) / 2, watch_w - pad * 0.5f, wh);

    /* The Watch overlay: nearly the whole window. */
    o->overlay = band(m * 1.5f, m * 1.5f, w - 3 * m, h - 3 * m);
    o->overlay_title_px = (int)(base * 0.05f * ts);
    o->overlay_title = band(o->overlay.x + m, o->overlay.y + m * 0.6f, o->overlay.w - 2 * m,
                            (float)o->overlay_title_px * 1.3f);
    o->overlay_close_px = (int)(base * 0.026f * ts);
    o->overlay_close = band(o->overlay.x + m, o->overlay.y + o->overlay.h - m * 0.6f -
                            (float)o->overlay_close_px * 1.4f, o->overlay.w - 2 * m,
                            (float)o->overlay_close_px * 1.4f);
    float jy = o->overlay_title.y + o->overlay_title.h + m * 0.5f;
    o->overlay_juggler = band(o->overlay.x + o->overlay.w * 0.2f, jy, o->overlay.w * 0.6f,
                              o->overlay_close.y - m * 0.5f - jy);
}

int summary_visible_rows(const SummaryLayout *L)
{
    if (L->row_h <= 0)
        return 1;
    return (int)ceilf(L->list.h / L->row_h) + 1;
}
