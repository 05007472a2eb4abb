#include "table_layout.h"

#include <math.h>

float table_card_w(int height)
{
    return (float)height * 5.0f / 7.0f;
}

float table_row_step(float row_w, int n, float card_w)
{
    if (n <= 1)
        return card_w * 1.08f;
    float step = (row_w - card_w) / (float)(n - 1);
    return fminf(step, card_w * 1.08f);
}

int table_row_hit(float x0, float step, int n, float card_w, float x)
{
    for (int i = n - 1; i >= 0; i--) {
        float left = x0 + step * (float)i;
        if (x >= left && x < left + card_w)
            return i;
    }
    return -1;
}

int table_row_gap(float x0, float step, int n, float card_w, float x)
{
    int best = 0;
    float best_d = INFINITY;
    for (int g = 0; g <= n; g++) {
        /* Gap g is before card g: between the two cards' edges when apart, at card g's left
         * edge (its visible boundary) when they overlap, and past the last card at the end. */
        float gx;
        if (g == 0)
            gx = x0;
        else if (g == n)
            gx = x0 + step * (float)(n - 1) + card_w;
        else
            gx = x0 + step * (float)g - (step > card_w ? (step - card_w) / 2 : 0);
        float d = fabsf(x - gx);
        if (d < best_d) {
            best_d = d;
            best = g;
        }
    }
    return best;
}

int table_layout_badge_px(const TableLayout *L)
{
    return (int)((float)L->name_px * 0.8f);
}

void table_layout_text_sizes(const TableLayout *L, TableTextSizes *out)
{
    *out = (TableTextSizes){.name = L->name_px, .body = L->body_px, .small = L->small_px,
                            .big = L->big_px, .button = L->button_px,
                            .badge = table_layout_badge_px(L), .log = L->log_px};
    const int all[] = {out->name, out->body, out->small, out->big, out->button, out->badge, out->log};
    out->min = all[0];
    for (size_t i = 1; i < sizeof all / sizeof *all; i++)
        if (all[i] < out->min)
            out->min = all[i];
}

void table_layout(int width, int height, int seats, int bottom_seat, float text_scale,
                  TableLayout *out)
{
    *out = (TableLayout){0};
    if (seats < 1)
        seats = 1;
    if (seats > TABLE_MAX_SEATS)
        seats = TABLE_MAX_SEATS;
    if (bottom_seat < 0 || bottom_seat >= seats)
        bottom_seat = 0;
    if (text_scale < 0.5f)
        text_scale = 0.5f;
    if (text_scale > 1.5f)
        text_scale = 1.5f;
    float W = (float)width, H = (float)height;
    /* Sizes follow the height, but a narrow window must not squash the table. */
    float b = fminf(H, W * 0.6f);
    float m = b * 0.015f;
    out->width = width;
    out->height = height;
    out->margin = m;
    out->seats = seats;

    /* Read from across a room: body text at least 2.8% of the height, nothing under 2.2%
     * (rounded up, so a small window does not fall just short). */
    float ts = b * text_scale;
    out->name_px = (int)ceilf(ts * 0.033f);
    out->body_px = (int)ceilf(ts * 0.029f);
    out->small_px = (int)ceilf(ts * 0.023f);
    out->big_px = (int)ceilf(ts * 0.046f);
    out->button_px = (int)ceilf(ts * 0.029f);
    out->log_px = (int)ceilf(ts * 0.025f);
    /* Large text enlarges the cards too (the hand and the build as far as the strip allows),
     * where the window has room for larger cards: fully from 720 pixels up. */
    float cs = 1.0f + fmaxf(0.0f, text_scale - 1.0f) * fminf(1.0f, fmaxf(0.0f, (b - 600) / 120));

    float top_h = H * 0.62f;
    float log_w = fmaxf(W * 0.22f, b * 0.36f);
    out->log = (SDL_FRect){W - m - log_w, m, log_w, top_h - m};
    out->table = (SDL_FRect){m, m, W - 3 * m - log_w, top_h - m};

    /* Seats round the table's edge: places as fractions of the room left by a seat panel,
     * clockwise from the bottom (the turn passes to the left, which is the screen's left for
     * the person at the bottom). */
    static const float places[TABLE_MAX_SEATS + 1][TABLE_MAX_SEATS][2] = {
        [1] = {{0.5f, 1}},
        [2] = {{0.5f, 1}, {0.5f, 0}},
        [3] = {{0.5f, 1}, {0.1f, 0}, {0.9f, 0}},
        [4] = {{0.5f, 1}, {0, 0.5f}, {0.5f, 0}, {1, 0.5f}},
        [5] = {{0.5f, 1}, {0, 0.62f}, {0.24f, 0}, {0.76f, 0}, {1, 0.62f}},
        [6] = {{0.5f, 1}, {0, 0.7f}, {0, 0}, {0.5f, 0}, {1, 0}, {1, 0.7f}},
    };
    out->seat_card_h = (int)(b * 0.07f); /* backs only: nothing to read on them */
    float name_h = (float)out->name_px * 1.35f;
    float sh = name_h + (float)out->seat_card_h * 1.12f + b * 0.02f;
    float sw = fminf(b * 0.34f, out->table.w / 3.3f);
    float scw = table_card_w(out->seat_card_h);
    for (int s = 0; s < seats; s++) {
        int k = (s - bottom_seat + seats) % seats;
        float x = out->table.x + places[seats][k][0] * (out->table.w - sw);
        float y = out->table.y + places[seats][k][1] * (out->table.h - sh);
        TableSeatBox *sb = &out->seat[s];
        sb->box = (SDL_FRect){x, y, sw, sh};
        sb->name_x = sb->box.x + b * 0.012f;
        sb->name_y = sb->box.y + b * 0.008f;
        float row_y = sb->box.y + name_h + b * 0.008f + (float)out->seat_card_h / 2;
        sb->fan_cx = sb->box.x + b * 0.012f + scw * 1.5f;
        sb->fan_cy = row_y;
        sb->stack_cx = sb->box.x + sw - b * 0.012f - scw * 0.6f;
        sb->stack_cy = row_y;
    }

    /* The middle: below the top row, above the bottom seat, between the side seats. */
    SDL_FRect t = out->table;
    float top = t.y + m, bottom = t.y + t.h - m, left = t.x + m, right = t.x + t.w - m;
    for (int k = 0; k < seats; k++) {
        float u = places[seats][k][0], v = places[seats][k][1];
        float y = t.y + v * (t.h - sh), x = t.x + u * (t.w - sw);
        if (v == 0)
            top = fmaxf(top, y + sh + m);
        else if (v == 1)
            bottom = fminf(bottom, y - m);
        else if (u == 0)
            left = fmaxf(left, x + sw + m);
        else
            right = fminf(right, x - m);
    }
    SDL_FRect c = {left, top, fmaxf(0, right - left), fmaxf(0, bottom - top)};
    out->centre = c;

    /* Piles on the left of the middle (the siteswap table's revealed siteswaps on the right).
     * Larger piles only while six revealed cards of the normal size still fit beside them. */
    float pile_w_max = (c.w - 3 * m - 6 * table_card_w((int)(b * 0.062f))) / 2;
    out->pile_card_h = (int)fminf(fmaxf(b * 0.15f, fminf(b * 0.15f * cs, pile_w_max * 1.4f)),
                                  c.h * 0.72f);

    /* The strip along the bottom. */
    float sy = top_h + m;
    out->strip = (SDL_FRect){m, sy, W - 2 * m, H - m - sy};
    float left_w = out->strip.w - log_w - m;
    out->hand_card_h = (int)fminf(b * 0.17f * cs, out->strip.h * 0.44f);
    out->hand = (SDL_FRect){m, sy + m * 0.5f, left_w, (float)out->hand_card_h * 1.12f};
    float by = out->hand.y + out->hand.h + m;
    out->build = (SDL_FRect){m, by, left_w * 0.52f, H - m - by};

    float bx = W - m - log_w;
    float bw = (log_w - m) / 2;
    float bh = fminf(b * 0.058f, (out->strip.h - 3 * m * 0.6f) / 4);
    for (int i = 0; i < TABLE_MAX_BUTTONS; i++) {
        int col = i % 2, row = i / 2;
        out->buttons[i] = (SDL_FRect){bx + (float)col * (bw + m), sy + (float)row * (bh + m * 0.6f),
                                      bw, bh};
    }
}
