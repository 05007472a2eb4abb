#include "sst_places.h"

#include "table_place.h"

#include <math.h>
#include <string.h>

static int maxi(int a, int b)
{
    return a > b ? a : b;
}

static int mini(int a, int b)
{
    return a < b ? a : b;
}

void sst_layout_places(const TableLayout *L, float text_scale, SstLayout *S)
{
    *S = (SstLayout){0};
    /* The kit's measures, as table_layout made them. */
    text_scale = fminf(fmaxf(text_scale, 0.5f), 1.5f);
    float W = (float)L->width, H = (float)L->height;
    float b = fminf(H, W * 0.6f), m = L->margin;
    float cs = 1.0f + fmaxf(0.0f, text_scale - 1.0f) * fminf(1.0f, fmaxf(0.0f, (b - 600) / 120));
    SDL_FRect c = L->centre;

    /* Piles on the left of the middle, revealed siteswaps on the right. */
    float pcw = table_card_w(L->pile_card_h);
    float piles_w = pcw * 2 + m * 2;
    S->pickup_cx = c.x + pcw / 2 + m * 0.5f;
    S->discard_cx = S->pickup_cx + pcw + m;
    /* The labels sit above the pile at its deepest (its layers rise), under the seats above. */
    float rise = TABLE_PILE_LAYERS * TABLE_PILE_LAYER_RISE;
    float label_h = (float)L->small_px * 1.3f;
    S->pickup_cy = S->discard_cy = c.y + label_h + rise + m * 0.4f + (float)L->pile_card_h / 2;
    float lw = pcw + m * 0.8f;
    float ly = S->pickup_cy - (float)L->pile_card_h / 2 - rise - m * 0.3f - label_h;
    S->pickup_label = (SDL_FRect){S->pickup_cx - lw / 2, ly, lw, label_h};
    S->discard_label = (SDL_FRect){S->discard_cx - lw / 2, ly, lw, label_h};
    S->revealed = (SDL_FRect){c.x + piles_w + m, c.y, c.w - piles_w - m, c.h};
    if (S->revealed.w < 0)
        S->revealed.w = 0;
    /* Six cards of a row always fit beside the piles. */
    /* A revealed card's value (cards_value_px) reads at 2.5% of the height even on a 10. */
    S->revealed_card_h = (int)fmaxf(ceilf(b * 0.066f),
                                    fminf(b * 0.066f * cs, S->revealed.w / 6 * 1.4f));
    S->revealed_row_h = (float)S->revealed_card_h * 1.05f;

    /* The build row: the pattern's cards, the feedback right of them. */
    float left_w = L->strip.w - L->log.w - m;
    float by = L->build.y;
    S->build_card_h = (int)fminf(b * 0.11f * cs, (H - m - by) * 0.85f);
    S->feedback = (SDL_FRect){m + left_w * 0.52f + m, by, left_w * 0.48f - m, L->build.h};
}

void sst_layout(const SstState *st, TableLayout *L, SstLayout *S)
{
    /* Seats stay where the people sit unless the player asked for the table to turn: the
     * private hand shows in the strip at the bottom either way. */
    table_layout(st->win.width, st->win.height, st->pub.seats, st->seats_turn ? st->shown : 0,
                 st->win.text_scale, L);
    sst_layout_places(L, st->win.text_scale, S);
}

MotionPlace sst_place_at(const SstState *st, float x, float y, int h, bool face_up)
{
    return table_place_at(st->win.width, st->win.height, x, y, h, face_up);
}

MotionPlace sst_pile_place(const SstState *st, const TableLayout *L, const SstLayout *S,
                           int pile)
{
    if (pile == PILE_PICKUP)
        return sst_place_at(st, S->pickup_cx, S->pickup_cy, L->pile_card_h, false);
    if (pile == PILE_DISCARD)
        return sst_place_at(st, S->discard_cx, S->discard_cy, L->pile_card_h, true);
    if (pile >= PILE_HAND && pile < PILE_HAND + SSG_MAX_SEATS) {
        const TableSeatBox *s = &L->seat[pile - PILE_HAND];
        return sst_place_at(st, s->fan_cx, s->fan_cy, L->seat_card_h, false);
    }
    if (pile >= PILE_STACK && pile < PILE_STACK + SSG_MAX_SEATS) {
        const TableSeatBox *s = &L->seat[pile - PILE_STACK];
        return sst_place_at(st, s->stack_cx, s->stack_cy, L->seat_card_h, false);
    }
    return sst_place_at(st, L->centre.x, L->centre.y, S->revealed_card_h, true);
}

/* Revealed siteswaps lie in rows that the table reads from across the room: a siteswap too long
 * for one line wraps onto the next instead of fanning its cards over each other, so every card's
 * value shows whole. The newest that fit are shown, in one column, or two when the middle is wide
 * and they do not all fit in one. */
#define REVEALED_MIN_STEP 0.9f  /* of a card's width: the next card leaves the value uncovered */

static float revealed_label_w(const TableLayout *L)
{
    return (float)L->small_px * 5.2f;
}

/* Cards a line of a column col_w wide holds. */
static int revealed_per_line(const TableLayout *L, const SstLayout *S, float col_w)
{
    float cw = table_card_w(S->revealed_card_h);
    float avail = col_w - L->margin - revealed_label_w(L);
    return maxi(1, 1 + (int)((avail - cw) / (cw * REVEALED_MIN_STEP)));
}

static int revealed_lines(const SstState *st, int index, int per_line)
{
    int n = st->pub.revealed[index].cards.n;
    return maxi(1, (n + per_line - 1) / per_line);
}

/* Lays out entries first..last in cols columns; false when they do not fit. */
static bool revealed_pack(const SstState *st, const TableLayout *L, const SstLayout *S, int first,
                          int last, int cols, SstRevealedPlan *out)
{
    int rows = maxi(1, (int)(S->revealed.h / S->revealed_row_h));
    float col_w = S->revealed.w / (float)cols;
    int per_line = revealed_per_line(L, S, col_w);
    float cw = table_card_w(S->revealed_card_h);
    int col = 0, row = 0;
    for (int i = first; i <= last; i++) {
        int lines = revealed_lines(st, i, per_line);
        if (row > 0 && row + lines > rows) {
            col++;
            row = 0;
        }
        if (col >= cols)
            return false;
        if (lines > rows) { /* taller than the middle: alone, its first lines */
            if (first != last)
                return false;
            lines = rows;
        }
        if (out) {
            SstRevealedPlace *p = &out->at[i];
            int n = st->pub.revealed[i].cards.n;
            p->box = (SDL_FRect){S->revealed.x + (float)col * col_w,
                                 S->revealed.y + (float)row * S->revealed_row_h, col_w - L->margin,
                                 (float)lines * S->revealed_row_h - (S->revealed_row_h -
                                                                      (float)S->revealed_card_h)};
            p->x0 = p->box.x + revealed_label_w(L);
            p->per_line = per_line;
            p->lines = lines;
            p->step = table_row_step(p->box.w - revealed_label_w(L), mini(n, per_line), cw);
            p->shown = true;
        }
        row += lines;
    }
    return true;
}

/* The oldest entry that fits with `last` the newest shown, and the columns that show most. */
static int revealed_first(const SstState *st, const TableLayout *L, const SstLayout *S, int last,
                          int *cols)
{
    float min_col = table_card_w(S->revealed_card_h) * 9;
    int most = S->revealed.w >= 2 * min_col ? 2 : 1, best = last;
    *cols = 1;
    for (int c = 1; c <= most && best > 0; c++) {
        int first = last;
        while (first > 0 && revealed_pack(st, L, S, first - 1, last, c, NULL))
            first--;
        if (first < best) {
            best = first;
            *cols = c;
        }
    }
    return best;
}

int sst_revealed_max_scroll(const SstState *st, const TableLayout *L, const SstLayout *S)
{
    int n = mini(st->pub.revealed_n, SSG_MAX_REVEALED);
    for (int scroll = 0; scroll < n; scroll++) {
        int cols;
        if (revealed_first(st, L, S, n - 1 - scroll, &cols) == 0)
            return scroll;
    }
    return maxi(0, n - 1);
}

void sst_revealed_plan(const SstState *st, const TableLayout *L, const SstLayout *S,
                       SstRevealedPlan *out)
{
    memset(out, 0, sizeof *out);
    int n = mini(st->pub.revealed_n, SSG_MAX_REVEALED);
    if (n == 0)
        return;
    int scroll = st->revealed_scroll > 0
                     ? mini(st->revealed_scroll, sst_revealed_max_scroll(st, L, S)) : 0;
    int last = n - 1 - scroll, cols;
    int first = revealed_first(st, L, S, last, &cols);
    revealed_pack(st, L, S, first, last, cols, out);
    out->before = first;
    out->after = n - 1 - last;
}

bool sst_revealed_card_at(const SstLayout *S, const SstRevealedPlace *p, int pos, float *cx,
                          float *cy)
{
    int line = p->per_line > 0 ? pos / p->per_line : 0;
    int k = p->per_line > 0 ? pos % p->per_line : pos;
    *cx = p->x0 + p->step * (float)k + table_card_w(S->revealed_card_h) / 2;
    *cy = p->box.y + (float)line * S->revealed_row_h + (float)S->revealed_card_h / 2;
    return line < p->lines;
}

SDL_FRect sst_stage_rect(const TableLayout *L)
{
    float W = (float)L->width, H = (float)L->height;
    float h = L->table.h;                 /* from the top margin down to the strip */
    float w = W * 0.40f;
    if (w > h * 1.1f)                     /* a very wide window: no wider than the figure needs */
        w = W * 0.35f > h * 1.1f ? W * 0.35f : h * 1.1f;
    (void)H;
    return (SDL_FRect){(W - w) / 2, L->table.y, w, h};
}

SDL_FRect sst_stage_shot_rect(const TableLayout *L)
{
    SDL_FRect s = sst_stage_rect(L);
    return (SDL_FRect){s.x + L->margin * 0.5f, s.y + L->margin * 0.5f, s.w - L->margin,
                       s.h - L->margin};
}
