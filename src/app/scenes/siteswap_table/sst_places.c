#include "sst_places.h"

#include "table_place.h"

static int maxi(int a, int b)
{
    return a > b ? a : b;
}

static int mini(int a, int b)
{
    return a < b ? a : b;
}

void sst_layout(const SstState *st, TableLayout *L)
{
    /* Seats stay where the people sit unless the player asked for the table to turn: the
     * private hand shows in the strip at the bottom either way. */
    table_layout(st->width, st->height, st->pub.seats, st->seats_turn ? st->shown : 0,
                 st->text_scale, L);
}

MotionPlace sst_place_at(const SstState *st, float x, float y, int h, bool face_up)
{
    return table_place_at(st->width, st->height, x, y, h, face_up);
}

MotionPlace sst_pile_place(const SstState *st, const TableLayout *L, int pile)
{
    if (pile == PILE_PICKUP)
        return sst_place_at(st, L->pickup_cx, L->pickup_cy, L->pile_card_h, false);
    if (pile == PILE_DISCARD)
        return sst_place_at(st, L->discard_cx, L->discard_cy, L->pile_card_h, true);
    if (pile >= PILE_HAND && pile < PILE_HAND + SSG_MAX_SEATS) {
        const TableSeatBox *s = &L->seat[pile - PILE_HAND];
        return sst_place_at(st, s->fan_cx, s->fan_cy, L->seat_card_h, false);
    }
    if (pile >= PILE_STACK && pile < PILE_STACK + SSG_MAX_SEATS) {
        const TableSeatBox *s = &L->seat[pile - PILE_STACK];
        return sst_place_at(st, s->stack_cx, s->stack_cy, L->seat_card_h, false);
    }
    return sst_place_at(st, L->centre.x, L->centre.y, L->revealed_card_h, true);
}

/* Revealed siteswaps: the newest rows that fit, in one or two columns. */
int sst_revealed_capacity(const TableLayout *L, int count, int *cols)
{
    int rows = maxi(1, (int)(L->revealed.h / L->revealed_row_h));
    float min_col = table_card_w(L->revealed_card_h) * 9;
    /* One wide column while they fit: long siteswaps stay readable. */
    *cols = count > rows && L->revealed.w >= 2 * min_col ? 2 : 1;
    return rows * *cols;
}

void sst_revealed_geometry(const SstState *st, const TableLayout *L, int index, SDL_FRect *row,
                           float *x0, float *step, int *first_visible)
{
    int cols;
    int cap = sst_revealed_capacity(L, st->pub.revealed_n, &cols);
    int rows = cap / cols;
    int newest_first = maxi(0, st->pub.revealed_n - cap);
    int scroll = st->revealed_scroll < 0 ? 0 : mini(st->revealed_scroll, newest_first);
    int first = maxi(0, newest_first - scroll);
    /* Callers treat index >= *first_visible as shown: one past index hides a row beyond. */
    *first_visible = index >= first && index < first + cap ? first : index + 1;
    int k = maxi(0, mini(index - first, cap - 1));
    int col = k / rows, r = k % rows;
    float cw = L->revealed.w / (float)cols;
    *row = (SDL_FRect){L->revealed.x + (float)col * cw, L->revealed.y + (float)r * L->revealed_row_h,
                       cw - L->margin, (float)L->revealed_card_h};
    float label_w = (float)L->small_px * 5.2f;
    float card_w = table_card_w(L->revealed_card_h);
    int n = index >= 0 && index < st->pub.revealed_n ? st->pub.revealed[index].cards.n : 1;
    *x0 = row->x + label_w;
    *step = table_row_step(row->w - label_w, n, card_w);
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
