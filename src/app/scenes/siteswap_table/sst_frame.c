#include "sst_frame.h"

#include "sst_places.h"
#include "stage.h"

#include "sst_build.h"
#include "sst_buttons.h"
#include "table_curtain.h"

#include <math.h>
#include <string.h>

static float minf(float a, float b)
{
    return a < b ? a : b;
}

static int maxi(int a, int b)
{
    return a > b ? a : b;
}

static int mini(int a, int b)
{
    return a < b ? a : b;
}

static bool inside(SDL_FRect r, float x, float y)
{
    return x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h;
}

int sst_revealed_at(const SstFrame *f, int count, float x, float y)
{
    for (int i = 0; i < count && i < SSG_MAX_REVEALED; i++)
        if (f->revealed_row[i].w > 0 && inside(f->revealed_row[i], x, y))
            return i;
    return -1;
}

/* The first row a list shows in `fit` rows: its scroll, moved to keep the selection in view. */
static int list_top(const UiList *l, int fit)
{
    int top = (int)l->top;
    if (l->selected >= 0 && l->selected < top)
        top = l->selected;
    if (l->selected >= top + fit)
        top = l->selected - fit + 1;
    return top < 0 ? 0 : top;
}

static int shown_count(const SstState *st, int pile, int after)
{
    return motion_shown(&st->motion, pile, after);
}

static bool card_flying(const SstState *st, int card)
{
    for (int i = 0; i < st->motion.n; i++)
        if (st->motion.moves[i].card == card)
            return true;
    return false;
}

static void frame_seats(const SstState *st, SstFrame *f)
{
    const TableLayout *L = &f->L;
    int turn = st->pub.phase == SSG_PHASE_OVER ? -1 : st->waiting;
    for (int s = 0; s < st->pub.seats; s++) {
        const TableSeatBox *sb = &L->seat[s];
        SstSeatShow *show = &f->seat[s];
        show->on_turn = s == turn;
        show->buzzable = sst_may_guess(st, s, NULL, 0);
        show->hand = shown_count(st, PILE_HAND + s, st->pub.seat[s].hand_count);
        show->stack = shown_count(st, PILE_STACK + s, st->pub.seat[s].stack_count);
        /* The hand as a fan of backs: spread wider the more cards there are. */
        table_cards_fan(&f->table, show->hand, 12, sb->fan_cx, sb->fan_cy, L->seat_card_h);
        for (int i = 0; i < mini(show->stack, 5); i++)
            table_cards_add(&f->table, -1, false, sb->stack_cx - (float)i * 1.5f,
                            sb->stack_cy - (float)i * 1.5f, L->seat_card_h);
    }
}

static void frame_piles(const SstState *st, SstFrame *f)
{
    const TableLayout *L = &f->L;
    f->pickup_shown = shown_count(st, PILE_PICKUP, st->pub.pickup_count);
    int layers = mini((f->pickup_shown + 3) / 4, TABLE_PILE_LAYERS);
    for (int i = 0; i < layers; i++)
        table_cards_add(&f->table, -1, false, f->S.pickup_cx - (float)i * 0.8f,
                        f->S.pickup_cy - (float)i * TABLE_PILE_LAYER_RISE, L->pile_card_h);
    /* The discard pile: the highest card not still on its way here, and the one below. */
    const Pile *d = &st->pub.discard;
    int top = -1, below = -1;
    for (int i = d->n - 1; i >= 0; i--)
        if (!card_flying(st, d->card[i])) {
            if (top < 0) {
                top = d->card[i];
            } else {
                below = d->card[i];
                break;
            }
        }
    f->discard_empty = top < 0;
    if (below >= 0)
        table_cards_add(&f->table, below, true, f->S.discard_cx + 2, f->S.discard_cy + 2, L->pile_card_h);
    if (top >= 0)
        table_cards_add(&f->table, top, true, f->S.discard_cx, f->S.discard_cy, L->pile_card_h);
}

static void frame_revealed(const SstState *st, SstFrame *f)
{
    const TableLayout *L = &f->L;
    SstRevealedPlan plan;
    sst_revealed_plan(st, L, &f->S, &plan);
    f->revealed_before = plan.before;
    f->revealed_after = plan.after;
    for (int i = 0; i < st->pub.revealed_n && i < SSG_MAX_REVEALED; i++) {
        const SstRevealedPlace *p = &plan.at[i];
        if (!p->shown)
            continue;
        f->revealed_row[i] = p->box;
        f->revealed_x0[i] = p->x0;
        const SsgRevealed *rv = &st->pub.revealed[i];
        for (int k = 0; k < rv->cards.n; k++) {
            float cx, cy;
            if (!card_flying(st, rv->cards.card[k]) && sst_revealed_card_at(&f->S, p, k, &cx, &cy))
                table_cards_add(&f->table, rv->cards.card[k], true, cx, cy, f->S.revealed_card_h);
        }
    }
}

/* The style's three choices in a row across `w` from (x, y), each a body-size line high. */
static void frame_style_chips(SstFrame *f, float x, float y, float w)
{
    const TableLayout *L = &f->L;
    /* Widths after the longest words: "Rings", "Right hand", "Mills Mess". */
    static const float share[3] = {0.27f, 0.37f, 0.36f};
    float gap = L->margin * 0.4f, room = w - gap * 2, ch = (float)L->body_px * 1.5f;
    for (int i = 0; i < 3; i++) {
        f->style_chip[i] = (SDL_FRect){x, y, room * share[i], ch};
        x += room * share[i] + gap;
    }
    f->style_chips = true;
}

static void frame_private(const SstState *st, SstFrame *f)
{
    const TableLayout *L = &f->L;
    const SstBuild *b = &st->build;
    f->tag_hover = -1;
    int order[SSG_CARDS];
    int n = sst_hand_order(st, order);
    float cw = table_card_w(L->hand_card_h);
    float step = table_row_step(L->hand.w, maxi(n, 1), cw);
    f->hand_n = n;
    for (int i = 0; i < n; i++) {
        float cx = L->hand.x + step * (float)i + cw / 2, cy = L->hand.y + L->hand.h / 2;
        f->hand_card[i] = order[i];
        f->hand_rect[i] = (SDL_FRect){cx - cw / 2, cy - (float)L->hand_card_h / 2, cw,
                                      (float)L->hand_card_h};
        bool held = st->press_kind == 1 && st->drag.index == i && st->drag.dragging;
        if (!held)
            table_cards_add(&f->mine, order[i], true, cx, cy, L->hand_card_h);
    }
    /* The pattern being built, with the caret where the next card goes. */
    float bcw = table_card_w(f->S.build_card_h);
    float bx0 = L->build.x, bstep = table_row_step(L->build.w, maxi(b->n, 1), bcw);
    float by = L->build.y + L->build.h / 2;
    bool turn = st->priv.phase == SSG_PHASE_TURN;
    for (int i = 0; i < b->n; i++) {
        float cx = bx0 + bstep * (float)i + bcw / 2;
        f->slot_rect[i] = (SDL_FRect){cx - bcw / 2, by - (float)f->S.build_card_h / 2, bcw,
                                      (float)f->S.build_card_h};
        bool held = st->press_kind == 2 && st->drag.index == i && st->drag.dragging;
        if (held)
            continue;
        TableCard *c = table_cards_add(&f->mine, b->slot[i].card, true, cx, by, f->S.build_card_h);
        if (c)
            c->dim = !b->slot[i].mine; /* the revealed siteswap's own cards stay where they are */
        if (b->reducible[i] && turn) {
            /* A toggle on the card: juggle this throw lower by the period. */
            float tw = bcw * 0.62f, th = (float)L->small_px * 1.3f;
            f->tag_rect[i] = (SDL_FRect){cx - tw / 2, by + (float)f->S.build_card_h / 2 - th * 0.6f,
                                         tw, th};
            if (inside(f->tag_rect[i], st->drag.x, st->drag.y))
                f->tag_hover = i;
        }
    }
    if (turn) {
        float gx = b->n == 0 ? bx0
                 : b->caret >= b->n ? bx0 + bstep * (float)(b->n - 1) + bcw + 3
                                    : bx0 + bstep * (float)b->caret - 3;
        f->caret = (SDL_FRect){gx - 3, by - (float)f->S.build_card_h * 0.55f, 6,
                               (float)f->S.build_card_h * 1.1f};
    }
    f->drop = (SDL_FRect){L->build.x, L->build.y - L->margin * 2, L->build.w,
                          L->build.h + L->margin * 4};
    /* Any pattern may be juggled in a style of the player's choosing (S14), chosen as on the
     * phones: at the foot of the verdict, so it reads with it. */
    bool own = false;
    for (int i = 0; i < b->n; i++)
        own |= b->slot[i].mine;
    if (turn && own) {
        const SDL_FRect fb = f->S.feedback;
        float ch = (float)L->body_px * 1.5f;
        frame_style_chips(f, fb.x, fb.y + fb.h - ch, fb.w);
    }
    /* A card being dragged follows the pointer. */
    if (st->drag.dragging) {
        int card = st->press_kind == 1 && st->drag.index < n ? order[st->drag.index]
                 : st->press_kind == 2 && st->drag.index < b->n ? b->slot[st->drag.index].card
                                                                 : -1;
        TableCard *c = card >= 0 ? table_cards_add(&f->mine, card, true, st->drag.x, st->drag.y,
                                                   f->S.build_card_h)
                                 : NULL;
        if (c) {
            c->angle = 4;
            c->lift = 1;
        }
    }
}

static void frame_motion(const SstState *st, double ahead, SstFrame *f)
{
    for (int i = 0; i < st->motion.n; i++) {
        MotionSample s;
        if (!motion_sample(&st->motion, i, ahead, &s) || !s.started)
            continue;
        table_cards_add_sample(&f->moving, st->motion.moves[i].card, &s, st->win.width, st->win.height);
    }
}

static void frame_buttons(const SstState *st, SstFrame *f)
{
    const TableLayout *L = &f->L;
    sst_buttons_list(st, &f->buttons);
    table_buttons_place(&f->buttons, L, f->button_rect);
    if (f->buttons.choice) {
        /* The performer's choice: two large buttons under the question, easy to hit. */
        float x = L->strip.x + L->margin +
                  minf(L->strip.h * 0.62f, (L->buttons[0].x - L->strip.x) * 0.3f) + L->margin * 1.2f;
        float w = (L->buttons[0].x - L->margin - x - L->margin) / 2;
        float h = L->buttons[0].h * 1.6f;
        float y = L->strip.y + L->strip.h * 0.42f;
        f->button_rect[0] = (SDL_FRect){x, y, w, h};
        f->button_rect[1] = (SDL_FRect){x + w + L->margin, y, w, h};
    }
}

static void frame_performance(const SstState *st, SstFrame *f)
{
    const TableLayout *L = &f->L;
    float x = L->strip.x + L->margin;
    float right = L->buttons[0].x - L->margin;
    float box_w = minf(L->strip.h * 0.62f, (right - x) * 0.3f);
    f->counter = (SDL_FRect){x, L->strip.y + L->margin * 0.5f, box_w, L->strip.h - L->margin};
    f->perf_x = f->counter.x + f->counter.w + L->margin * 1.2f;
    f->perf_w = right - f->perf_x;
    f->juggler_on_stage = st->mode == TABLE_PUBLIC && sst_perf_show(st) == PERF_SCREEN;
    f->stage = sst_stage_rect(L);
    f->shot = sst_stage_shot_rect(L);
    if (st->guesser < 0)
        return;
    /* The guess panel: a title line, then the field or the trick names. */
    float y = L->strip.y + L->margin * 0.5f + (float)L->big_px * 1.45f;
    float bottom = L->strip.y + L->strip.h - L->margin * 0.5f;
    if (st->pub.perf.kind == SSG_PLAY_TRICK) {
        y += (float)L->small_px * 1.5f;
        float row_h = (float)L->body_px * 1.45f;
        int cols = 2;
        int rows = maxi(1, (int)((bottom - y) / row_h));
        int fit = mini(rows * cols, SST_GUESS_ROWS);
        f->guess_fit = fit;
        f->guess_top = list_top(&st->guess_list, fit);
        int top = f->guess_top;
        float cw = f->perf_w / (float)cols;
        for (int i = top; i < st->tricks_n && i < top + fit; i++) {
            int k = i - top;
            f->guess_row[f->guess_rows_n++] =
                (SDL_FRect){f->perf_x + (float)(k / rows) * cw, y + (float)(k % rows) * row_h,
                            cw - L->margin, row_h * 0.92f};
        }
        return;
    }
    float fh = (float)L->big_px * 1.5f;
    f->guess_field = (SDL_FRect){f->perf_x, y, minf(f->perf_w, (float)L->big_px * 12), fh};
}

/* The reveal over the whole window: the juggler on the left, on the right who named it, the
 * siteswap in characters a room reads, its cards in rows, and what it was; the button to go on
 * below them. Sizes follow the height, shrunk only where a long siteswap needs the width. */
static void frame_reveal(const SstState *st, SstFrame *f)
{
    const TableLayout *L = &f->L;
    const SstReveal *r = &st->reveal;
    float m = L->margin, W = (float)L->width, H = (float)L->height;
    f->panel = (SDL_FRect){0, 0, W, H}; /* the moment has the whole screen */
    SDL_FRect p = f->panel;
    f->preview = (SDL_FRect){p.x + m, p.y + m, p.w * 0.36f, p.h - 2 * m};
    float x = f->preview.x + f->preview.w + m * 2, w = p.x + p.w - m * 2 - x;
    float y = p.y + m * 2, bottom = p.y + p.h - m * 2;
    float who_h = (float)L->big_px * 1.3f * 2;  /* room for two lines: a long name wraps */
    f->reveal_who = (SDL_FRect){x, y, w, who_h};
    y += who_h + m;
    /* The characters: up to 14% of the height, narrower for a long siteswap. */
    int n = (int)strlen(r->what);
    float per_char = r->trick ? 0.62f : 0.64f;
    float px = fminf(H * 0.14f, w / (per_char * (float)(n > 0 ? n : 1)));
    f->reveal_what_px = (int)px;
    f->reveal_what = (SDL_FRect){x, y, w, px * 1.2f};
    y += px * 1.25f + m;
    float go_h = (float)L->button_px * 2.0f, facts_h = (float)L->body_px * 1.4f;
    f->reveal_go = (SDL_FRect){x + w - fminf(w, (float)L->button_px * 11), bottom - go_h,
                               fminf(w, (float)L->button_px * 11), go_h};
    float cards_bottom = f->reveal_go.y - facts_h - m * 1.5f;
    f->reveal_facts = (SDL_FRect){x, y, w, facts_h};
    if (r->trick || r->index < 0 || r->index >= st->pub.revealed_n)
        return;
    /* The cards, as large as the room left allows, in as few rows as fit. */
    const SsgRevealed *rv = &st->pub.revealed[r->index];
    int count = rv->cards.n;
    float room = cards_bottom - y;
    float best_h = 0;
    int best_rows = 1;
    for (int rows = 1; rows <= 3 && count > 0; rows++) {
        int per = (count + rows - 1) / rows;
        float h_by_w = w / ((float)per * 1.06f) * 7.0f / 5.0f;
        float h_by_h = room / ((float)rows * 1.08f);
        float h = fminf(fminf(h_by_w, h_by_h), H * 0.22f);
        if (h > best_h) {
            best_h = h;
            best_rows = rows;
        }
    }
    int ch = (int)best_h, per = (count + best_rows - 1) / best_rows;
    float cw = table_card_w(ch);
    for (int i = 0; i < count; i++) {
        int row = i / per, k = i % per;
        int in_row = row == best_rows - 1 ? count - per * (best_rows - 1) : per;
        float row_w = (float)in_row * cw * 1.06f;
        float cx = x + (w - row_w) / 2 + cw * 1.06f * ((float)k + 0.5f);
        float cy = y + (float)ch * 1.08f * ((float)row + 0.5f);
        bool added = st->reveal.extension && i < SSG_CARDS && st->reveal.inserted[i];
        /* An extension's new cards stand a little higher, raised. */
        table_cards_add(&f->reveal_cards, rv->cards.card[i], true, cx,
                        added ? cy - (float)ch * 0.06f : cy, ch);
        if (added)
            f->reveal_cards.c[f->reveal_cards.n - 1].lift = 1.0f;
    }
    f->reveal_facts.y = y + (float)ch * 1.08f * (float)best_rows + m * 0.5f; /* under the cards */
}

static void frame_overlay(const SstState *st, SstFrame *f)
{
    const TableLayout *L = &f->L;
    f->style_chips = false; /* the overlay covers the build's choices */
    if (st->overlay == OVERLAY_REVEAL) {
        frame_reveal(st, f);
        return;
    }
    f->panel = (SDL_FRect){L->margin * 2, L->margin * 2, L->table.w + L->log.w, L->table.h};
    const SDL_FRect p = f->panel;
    if (st->overlay == OVERLAY_JUGGLE) {
        f->preview = (SDL_FRect){p.x + p.w * 0.25f, p.y + L->margin * 4, p.w * 0.5f,
                                 p.h - L->margin * 5};
        return;
    }
    /* The trick picker: the list on the left, its preview juggled in the middle. */
    float chip_h = (float)L->body_px * 1.5f;
    f->preview = (SDL_FRect){p.x + p.w * 0.45f, p.y + L->margin * 2, p.w * 0.3f,
                             p.h - L->margin * 5 - chip_h};
    /* The trick's style, under its preview (S32: its own movement, or normal). */
    frame_style_chips(f, f->preview.x, f->preview.y + f->preview.h + L->margin,
                      p.x + p.w - L->margin * 2 - f->preview.x);
    float ly = p.y + L->margin + (float)L->big_px * 1.5f;
    float line_h = (float)L->body_px * 1.5f;
    int fit = mini(SST_TRICK_ROWS, maxi(1, (int)((p.y + p.h - ly - L->margin) / line_h)));
    f->trick_fit = fit;
    f->trick_top = list_top(&st->trick_list, fit);
    int top = f->trick_top;
    for (int i = top; i < st->tricks_n && i < top + fit; i++)
        f->trick_row[f->trick_rows_n++] = (SDL_FRect){p.x + L->margin, ly + (float)(i - top) * line_h,
                                                      p.w * 0.38f, line_h * 0.92f};
}

void sst_frame(const SstState *st, double ahead, SstFrame *f)
{
    memset(f, 0, sizeof *f);
    f->table.face = f->mine.face = f->moving.face = f->reveal_cards.face = stage_card_face;
    sst_layout(st, &f->L, &f->S);
    const TableLayout *L = &f->L;
    if (st->mode == TABLE_CURTAIN) {
        /* Nothing of the table under the curtain: only its button. */
        f->confirm = table_curtain_button(st->win.width, st->win.height, L->big_px);
        return;
    }
    frame_seats(st, f);
    frame_piles(st, f);
    frame_revealed(st, f);
    if (st->mode == TABLE_PRIVATE)
        frame_private(st, f);
    else if (st->pub.phase == SSG_PHASE_PERFORM)
        frame_performance(st, f);
    frame_motion(st, ahead, f);
    if (st->overlay != OVERLAY_NONE)
        frame_overlay(st, f);
    frame_buttons(st, f);
}
