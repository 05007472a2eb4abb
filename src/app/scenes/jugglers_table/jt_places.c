#include "jt_places.h"

#include "table_place.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static bool top_row(const TableLayout *L, const SDL_FRect *b)
{
    return b->y < L->table.y + L->margin * 2;
}

static bool bottom_row(const TableLayout *L, const SDL_FRect *b)
{
    return b->y + b->h > L->table.y + L->table.h - L->margin * 2;
}

/* The four corners of the felt that the seats leave free. */
static void corners(JtPlaces *P)
{
    const TableLayout *L = &P->L;
    float m = L->margin;
    SDL_FRect t = L->table;
    float top_left = t.x + t.w, top_right = t.x, left_top = t.y + t.h, right_top = t.y + t.h;
    float left_bottom = t.y, right_bottom = t.y, bottom_left = t.x + t.w, bottom_right = t.x;
    for (int s = 0; s < L->seats; s++) {
        const SDL_FRect *b = &L->seat[s].box;
        if (top_row(L, b)) {
            top_left = fminf(top_left, b->x);
            top_right = fmaxf(top_right, b->x + b->w);
        } else if (bottom_row(L, b)) {
            bottom_left = fminf(bottom_left, b->x);
            bottom_right = fmaxf(bottom_right, b->x + b->w);
        } else if (b->x < t.x + t.w / 2) {
            left_top = fminf(left_top, b->y);
            left_bottom = fmaxf(left_bottom, b->y + b->h);
        } else {
            right_top = fminf(right_top, b->y);
            right_bottom = fmaxf(right_bottom, b->y + b->h);
        }
    }
    /* Above and below the middle too, so nothing there meets the columns. */
    SDL_FRect c = L->centre;
    left_top = fminf(left_top, c.y);
    right_top = fminf(right_top, c.y);
    left_bottom = fmaxf(left_bottom, c.y + c.h);
    right_bottom = fmaxf(right_bottom, c.y + c.h);
    P->piles = (SDL_FRect){t.x + m, t.y + m, fmaxf(0, top_left - 2 * m - t.x),
                           fmaxf(0, left_top - 2 * m - t.y)};
    P->village = (SDL_FRect){top_right + m, t.y + m, fmaxf(0, t.x + t.w - top_right - 2 * m),
                             fmaxf(0, right_top - 2 * m - t.y)};
    P->die = (SDL_FRect){t.x + m, left_bottom + m, fmaxf(0, bottom_left - 2 * m - t.x),
                         fmaxf(0, t.y + t.h - left_bottom - 2 * m)};
    P->info = (SDL_FRect){bottom_right + m, right_bottom + m,
                          fmaxf(0, t.x + t.w - bottom_right - 2 * m),
                          fmaxf(0, t.y + t.h - right_bottom - 2 * m)};
}

/* The kit leaves the bottom 38% of the window to the private strip (hand, build, buttons). The
 * table's own view shows no hand, only a status line: there the felt takes the whole height, the
 * log a little less width, and the buttons sit under the log. */
static void public_frame(JtPlaces *P)
{
    TableLayout *L = &P->L;
    float W = (float)L->width, H = (float)L->height, m = L->margin;
    float b = fminf(H, W * 0.6f);
    float log_w = fmaxf(W * 0.2f, b * 0.34f);
    float bh = L->buttons[0].h, bw = (log_w - m) / 2;
    float btn_top = H - m - 2 * bh - m * 0.6f;
    L->strip = (SDL_FRect){m, H - 2 * m - (float)L->name_px * 1.3f, W - 2 * m, 0};
    L->strip.h = H - m - L->strip.y;
    L->log = (SDL_FRect){W - m - log_w, m, log_w, btn_top - 2 * m};
    L->table = (SDL_FRect){m, m, W - 3 * m - log_w, L->strip.y - 2 * m};
    for (int i = 0; i < TABLE_MAX_BUTTONS; i++) {
        int col = i % 2, row = i / 2;
        L->buttons[i] = (SDL_FRect){L->log.x + (float)col * (bw + m),
                                    btn_top + (float)(row % 2) * (bh + m * 0.6f), bw, bh};
    }
}

/* The seats moved onto the (possibly taller and narrower) felt `t` from the kit's felt `t0`, the
 * side seats made narrower so the columns between them get room, and the middle recomputed. */
static void seats_round(JtPlaces *P, SDL_FRect t0)
{
    TableLayout *L = &P->L;
    SDL_FRect t = L->table;
    float m = L->margin, b = fminf((float)L->height, (float)L->width * 0.6f);
    float top = t.y + m, bottom = t.y + t.h - m, left = t.x + m, right = t.x + t.w - m;
    int tops = 0;
    for (int s = 0; s < L->seats; s++)
        tops += L->seat[s].box.y < t0.y + 1;
    for (int s = 0; s < L->seats; s++) {
        TableSeatBox *sb = &L->seat[s];
        SDL_FRect o = sb->box, n = o;
        float u = t0.w > o.w ? (o.x - t0.x) / (t0.w - o.w) : 0.5f;
        float v = t0.h > o.h ? (o.y - t0.y) / (t0.h - o.h) : 0.5f;
        if (v < 0.01f && tops > 1) {
            /* Two seats on top: narrower, and clear of the piles and the Village Order. */
            n.w = fminf(o.w, b * 0.3f);
            float reserve = fminf((float)L->small_px * 15.6f + 2 * m, (t.w - 2 * n.w - m) / 2);
            n.x = u < 0.5f ? t.x + reserve : t.x + t.w - reserve - n.w;
            n.y = t.y;
            top = fmaxf(top, n.y + n.h + m);
        } else if (v < 0.01f || v > 0.99f) {
            n.x = t.x + u * (t.w - o.w);
            n.y = v < 0.01f ? t.y : t.y + t.h - o.h;
            if (v < 0.01f)
                top = fmaxf(top, n.y + n.h + m);
            else
                bottom = fminf(bottom, n.y - m);
        } else {
            n.w = fminf(o.w, b * 0.3f);
            n.x = u < 0.5f ? t.x : t.x + t.w - n.w;
            n.y = t.y + v * (t.h - o.h);
            if (u < 0.5f)
                left = fmaxf(left, n.x + n.w + m);
            else
                right = fminf(right, n.x - m);
        }
        sb->box = n;
        sb->fan_cx += n.x - o.x;
        sb->name_x += n.x - o.x;
        sb->stack_cx += (n.x + n.w) - (o.x + o.w);
        sb->fan_cy += n.y - o.y;
        sb->stack_cy += n.y - o.y;
        sb->name_y += n.y - o.y;
    }
    L->centre = (SDL_FRect){left, top, fmaxf(0, right - left), fmaxf(0, bottom - top)};
}

/* How far the glide is at timeline second now (1: still), and the orders it goes between. */
static double glide_at(const JtState *st, double now, const int **from, const int **to)
{
    const JtSeatRing *r = &st->seats;
    double start = r->start;
    *from = r->from;
    *to = r->ring;
    if (r->due && now >= r->at - 1e-9) { /* begun on the timeline, not yet taken up by a tick */
        *from = r->ring;
        *to = r->next;
        start = r->at;
    }
    if (st->motion.instant || JT_TIMINGS.seat_glide <= 0)
        return 1;
    double t = (now - start) / JT_TIMINGS.seat_glide;
    return t < 0 ? 0 : t > 1 ? 1 : t;
}

bool jt_seats_gliding(const JtState *st)
{
    const int *from, *to;
    return st->seats.set && (st->seats.due || glide_at(st, st->motion.now, &from, &to) < 1);
}

bool jt_seat_gliding(const JtState *st, int seat)
{
    const int *from, *to;
    if (!st->seats.set || glide_at(st, st->motion.now, &from, &to) >= 1)
        return false;
    for (int k = 0; k < JG_MAX_SEATS; k++)
        if ((from[k] == seat) != (to[k] == seat))
            return true;
    return false;
}

void jt_seats_due(JtState *st, double at)
{
    JtSeatRing *r = &st->seats;
    int ring[JG_MAX_SEATS];
    if (!r->set || !jt_view_ring(&st->pub, ring))
        return;
    if (memcmp(ring, r->due ? r->next : r->ring, sizeof ring) == 0)
        return;
    memcpy(r->next, ring, sizeof ring); /* a newer order before the last began replaces it */
    if (!r->due) {
        r->due = true;
        r->at = at;
    }
}

void jt_seats_tick(JtState *st)
{
    JtSeatRing *r = &st->seats;
    if (!r->due || (st->motion.now < r->at - 1e-9 && !st->motion.instant))
        return;
    memcpy(r->from, r->ring, sizeof r->from);
    memcpy(r->ring, r->next, sizeof r->ring);
    r->start = r->at;
    r->due = false;
}

/* The places with the seats in the table order ring. */
static void places_for(const JtState *st, const int *ring, JtPlaces *P)
{
    *P = (JtPlaces){0};
    /* Seats stay where the people sit unless the player asked for the table to turn (Settings),
     * as at the siteswap table. */
    int seats = st->pub.seats > 0 ? st->pub.seats : 4;
    int bottom = 0; /* the shown seat's place round the table when the table turns */
    for (int k = 0; k < seats && k < JG_MAX_SEATS; k++)
        if (ring[k] == st->shown)
            bottom = k;
    table_layout(st->win.width, st->win.height, seats, st->seats_turn ? bottom : 0,
                 st->win.text_scale, &P->L);
    /* The kit places seat numbers round the oval; here the places go in the rules' table order
     * (the ring), so a three-player dummy is drawn on the chairman's left (J21, J34). */
    TableSeatBox by_place[TABLE_MAX_SEATS];
    memcpy(by_place, P->L.seat, sizeof by_place);
    for (int k = 0; k < seats && k < JG_MAX_SEATS; k++)
        P->L.seat[ring[k]] = by_place[k];
    SDL_FRect t0 = P->L.table;
    /* One layout whether or not a hand is shown: while anyone plays at this screen the strip's
     * room stays (their hand comes and goes behind the curtain), so nothing rescales; the felt
     * takes the whole height only when no hand is ever shown here (every person on a phone). */
    if (st->mode != TABLE_PRIVATE && jt_persons_at_screen(st) == 0)
        public_frame(P);
    seats_round(P, t0);
    const TableLayout *L = &P->L;
    float m = L->margin;
    float b = fminf((float)L->height, (float)L->width * 0.6f);
    corners(P);

    /* The corners' cards: three side by side in the top left, under their labels. */
    float label = (float)L->small_px * 1.5f;
    float by_h = fminf(P->piles.h, P->village.h) - label;
    float by_w = P->piles.w / 4.0f / (5.0f / 7.0f);
    P->pile_h = (int)fmaxf(8, fminf(fminf(by_h, by_w), (float)L->pile_card_h * 1.2f));
    float pw = table_card_w(P->pile_h);
    P->piles_y = P->piles.y + label + (float)P->pile_h / 2;
    P->policy_deck_x = P->piles.x + pw / 2;
    /* Spaced so that each label ("Influence") reads at full size over its card. */
    float gap = fmaxf(pw * 1.12f, (float)L->small_px * 6.0f);
    gap = fmaxf(pw * 1.05f, fminf(gap, (P->piles.w - pw) / 2.0f)); /* the three within the corner */
    P->deck_x = P->policy_deck_x + gap;
    P->discard_x = P->deck_x + gap;
    /* The Village Order fans out left to right; the failed policies lie at the right end. */
    P->rejected_x = P->village.x + P->village.w - pw / 2;
    P->village_x0 = P->village.x + pw / 2;
    P->village_y = P->village.y + label + (float)P->pile_h / 2;
    P->village_step = fminf(pw * 1.05f, (P->village.w - pw * 2.2f) / (float)(JG_MAX_GATHERINGS - 1));

    /* The three columns in the middle: the policy, its face-down cards and its secrets on top,
     * the poker hand below, fanned wide enough that every card's rank and suit show, then the
     * hand's value in words. As large as the middle allows. */
    SDL_FRect c = L->centre;
    float cw = c.w / JG_DRAFTS;
    float inner = cw - m;
    float words = (float)L->small_px * 4.0f; /* the value (wrapped to two lines) and the verdict */
    /* Between the top row and the hand: room for the secrets' label under them. */
    float label_gap = (float)L->small_px * 1.6f;
    float by_height = (c.h - words - m - label_gap) / 2.15f;
    /* Five cards 0.6 of a card apart: 3.4 card widths, so a 10's index reads whole; the top
     * row (policy, face-down cards, secrets) fits the same width. */
    float by_width = inner / 3.4f / (5.0f / 7.0f);
    P->col_h = (int)fmaxf(8, fminf(fminf(by_height, by_width), b * 0.17f));
    float ccw = table_card_w(P->col_h);
    float block = (float)P->col_h * 2.0f + label_gap + m * 0.3f + words;
    P->top_y = c.y + fmaxf(0, (c.h - block) / 2) + (float)P->col_h / 2;
    P->hand_y = P->top_y + (float)P->col_h + label_gap;
    P->words_y = P->hand_y + (float)P->col_h / 2 + m * 0.3f;
    P->hand_step = fminf(table_row_step(inner, POKERHAND_MAX_CARDS, ccw), ccw * 0.75f);
    for (int d = 0; d < JG_DRAFTS; d++) {
        float x = c.x + cw * (float)d + m / 2;
        P->column[d] = (SDL_FRect){x, c.y, inner, c.h};
        P->policy_x[d] = x + ccw / 2;
        P->down_x[d] = x + ccw * 1.62f;
        /* Secrets at the column's own right end (never over the next column or a seat). */
        P->secret_x[d] = fmaxf(P->down_x[d] + ccw * 1.05f, x + inner - ccw * 0.6f);
        P->hand_x0[d] = x;
    }
}

static float lerp(float a, float b, float t)
{
    return a + (b - a) * t;
}

/* Where things sit with the seats as drawn: mid-glide, each seat between its old place and its
 * new one (eased); the rest (the corners, the columns) where the seats are going, since the
 * places round the table are the same ones, only who sits in them changes. */
static void places_glide(const JtState *st, double now, JtPlaces *P)
{
    int ring[JG_MAX_SEATS];
    if (!st->seats.set) {
        jt_view_ring(&st->pub, ring);
        places_for(st, ring, P);
        return;
    }
    const int *from, *to;
    double t = glide_at(st, now, &from, &to);
    places_for(st, to, P);
    if (t >= 1)
        return;
    JtPlaces *A = malloc(sizeof *A);
    if (!A)
        return; /* the seats are drawn where they go */
    places_for(st, from, A);
    float e = (float)motion_ease(t);
    float tcx = P->L.table.x + P->L.table.w / 2, tcy = P->L.table.y + P->L.table.h / 2;
    float W = (float)P->L.width, H = (float)P->L.height;
    for (int s = 0; s < P->L.seats && s < JG_MAX_SEATS; s++) {
        TableSeatBox *b = &P->L.seat[s];
        const TableSeatBox *a = &A->L.seat[s];
        /* Two seats swapping places would meet halfway: the one going one way round passes
         * inside, the other outside, a box's height apart from the straight way at most. */
        float ax = a->box.x + a->box.w / 2, ay = a->box.y + a->box.h / 2;
        float bx = b->box.x + b->box.w / 2, by = b->box.y + b->box.h / 2;
        float mx = (ax + bx) / 2 - tcx, my = (ay + by) / 2 - tcy;
        float len = sqrtf(mx * mx + my * my);
        float cross = (ax - tcx) * (by - tcy) - (ay - tcy) * (bx - tcx);
        float side = len > 1 && fabsf(cross) > 1 ? (cross > 0 ? -1.0f : 1.0f) : 0.0f;
        float bend = side * fmaxf(a->box.h, b->box.h) * sinf(3.14159265f * e);
        float dx = len > 1 ? mx / len * bend : 0, dy = len > 1 ? my / len * bend : 0;
        SDL_FRect box = {lerp(a->box.x, b->box.x, e), lerp(a->box.y, b->box.y, e),
                         lerp(a->box.w, b->box.w, e), lerp(a->box.h, b->box.h, e)};
        /* Within the window all the way. */
        dx = fminf(fmaxf(dx, -box.x), W - box.w - box.x);
        dy = fminf(fmaxf(dy, -box.y), H - box.h - box.y);
        box.x += dx;
        box.y += dy;
        b->box = box;
        b->fan_cx = lerp(a->fan_cx, b->fan_cx, e) + dx;
        b->fan_cy = lerp(a->fan_cy, b->fan_cy, e) + dy;
        b->stack_cx = lerp(a->stack_cx, b->stack_cx, e) + dx;
        b->stack_cy = lerp(a->stack_cy, b->stack_cy, e) + dy;
        b->name_x = lerp(a->name_x, b->name_x, e) + dx;
        b->name_y = lerp(a->name_y, b->name_y, e) + dy;
    }
    free(A);
}

void jt_places(const JtState *st, JtPlaces *P)
{
    places_glide(st, st->motion.now, P);
}

void jt_places_at(const JtState *st, double ahead, JtPlaces *P)
{
    places_glide(st, st->motion.now + ahead, P);
}

void jt_places_settled(const JtState *st, JtPlaces *P)
{
    const JtSeatRing *r = &st->seats;
    int ring[JG_MAX_SEATS];
    if (!r->set)
        jt_view_ring(&st->pub, ring);
    else
        memcpy(ring, r->due ? r->next : r->ring, sizeof ring);
    places_for(st, ring, P);
}

void jt_pile_point(const JtPlaces *P, int pile, float *x, float *y, int *h)
{
    const TableLayout *L = &P->L;
    *h = P->pile_h;
    *y = P->piles_y;
    if (pile == JT_PILE_POLICY_DECK) {
        *x = P->policy_deck_x;
    } else if (pile == JT_PILE_DECK) {
        *x = P->deck_x;
    } else if (pile == JT_PILE_DISCARD) {
        *x = P->discard_x;
    } else if (pile == JT_PILE_VILLAGE) {
        *x = P->village_x0;
        *y = P->village_y;
    } else if (pile == JT_PILE_REJECTED) {
        *x = P->rejected_x;
        *y = P->village_y;
    } else if (pile >= JT_PILE_HAND && pile < JT_PILE_HAND + JG_MAX_SEATS) {
        const TableSeatBox *s = &L->seat[pile - JT_PILE_HAND];
        *x = s->fan_cx;
        *y = s->fan_cy;
        *h = L->seat_card_h;
    } else if (pile >= JT_PILE_SIGIL && pile < JT_PILE_SIGIL + JG_MAX_SEATS) {
        const TableSeatBox *s = &L->seat[pile - JT_PILE_SIGIL];
        *x = s->stack_cx;
        *y = s->stack_cy;
        *h = L->seat_card_h;
    } else if (pile >= JT_PILE_POLICY && pile < JT_PILE_POLICY + JG_DRAFTS) {
        *x = P->policy_x[pile - JT_PILE_POLICY];
        *y = P->top_y;
        *h = P->col_h;
    } else if (pile >= JT_PILE_DOWN && pile < JT_PILE_DOWN + JG_DRAFTS) {
        *x = P->down_x[pile - JT_PILE_DOWN];
        *y = P->top_y;
        *h = P->col_h;
    } else if (pile >= JT_PILE_SECRET && pile < JT_PILE_SECRET + JG_DRAFTS) {
        *x = P->secret_x[pile - JT_PILE_SECRET];
        *y = P->top_y;
        *h = P->col_h;
    } else if (pile >= JT_PILE_COLUMN && pile < JT_PILE_COLUMN + JG_DRAFTS * JT_COLUMN_SLOTS) {
        int d = (pile - JT_PILE_COLUMN) / JT_COLUMN_SLOTS, k = (pile - JT_PILE_COLUMN) % JT_COLUMN_SLOTS;
        *x = P->hand_x0[d] + P->hand_step * (float)k + table_card_w(P->col_h) / 2;
        *y = P->hand_y;
        *h = P->col_h;
    } else if (pile >= JT_PILE_FAN && pile < JT_PILE_FAN + JG_DRAFTS * JT_COLUMN_SLOTS) {
        /* Fanned across the column, over its hand, while the die picks one. */
        int d = (pile - JT_PILE_FAN) / JT_COLUMN_SLOTS, k = (pile - JT_PILE_FAN) % JT_COLUMN_SLOTS;
        float cw = table_card_w(P->col_h);
        float step = (P->column[d].w - cw) / (float)(JT_COLUMN_SLOTS - 1);
        *x = P->column[d].x + cw / 2 + step * (float)k;
        *y = P->hand_y - (float)P->col_h * 0.3f;
        *h = P->col_h;
    } else { /* the die */
        *x = P->die.x + P->die.w / 2;
        *y = P->die.y + P->die.h / 2;
    }
}

MotionPlace jt_pile_place(const JtState *st, const JtPlaces *P, int pile)
{
    float x, y;
    int h;
    jt_pile_point(P, pile, &x, &y, &h);
    bool face_up = pile == JT_PILE_VILLAGE || (pile >= JT_PILE_POLICY && pile < JT_PILE_POLICY + 3) ||
                   pile >= JT_PILE_COLUMN;
    return table_place_at(st->win.width, st->win.height, x, y, h, face_up);
}
