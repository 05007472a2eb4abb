#include "jt_frame.h"

#include "jt_buttons.h"
#include "jt_play.h"
#include "table_curtain.h"

#include <math.h>
#include <string.h>

static int mini(int a, int b)
{
    return a < b ? a : b;
}

static bool inside(SDL_FRect r, float x, float y)
{
    return r.w > 0 && x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h;
}

int jt_column_at(const JtFrame *f, float x, float y)
{
    for (int d = 0; d < JG_DRAFTS; d++)
        if (inside(f->P.column[d], x, y))
            return d;
    return -1;
}

static int shown_count(const JtState *st, int pile, int after)
{
    return motion_shown(&st->motion, pile, after);
}

static bool list_pile(int pile)
{
    return pile == JT_PILE_VILLAGE || (pile >= JT_PILE_POLICY && pile < JT_PILE_POLICY + JG_DRAFTS) ||
           pile >= JT_PILE_COLUMN;
}

/* A card of a face-up pile is drawn there only when no move is about it: moves draw it. */
static bool card_moving(const JtState *st, int card)
{
    for (int i = 0; i < st->motion.n; i++)
        if (st->motion.moves[i].card == card)
            return true;
    return false;
}

static void stack(TableCards *tc, int n, float cx, float cy, int h, int max_layers)
{
    int layers = mini((n + 2) / 3, max_layers);
    if (n > 0 && layers < 1)
        layers = 1;
    for (int i = 0; i < layers; i++)
        table_cards_add(tc, -1, false, cx - (float)i * 0.8f, cy - (float)i * 1.2f, h);
}

static void frame_seats(const JtState *st, JtFrame *f)
{
    const TableLayout *L = &f->P.L;
    int w = jt_waiting(st);
    int turn = st->pub.phase == JG_PHASE_PLAY ? st->pub.turn : w;
    for (int s = 0; s < st->pub.seats; s++) {
        const TableSeatBox *sb = &L->seat[s];
        JtSeatShow *show = &f->seat[s];
        show->on_turn = s == turn && st->pub.phase != JG_PHASE_OVER;
        show->chairman = s == st->pub.chairman;
        show->hand = shown_count(st, JT_PILE_HAND + s, st->pub.seat[s].hand_count);
        show->sigil = shown_count(st, JT_PILE_SIGIL + s, st->pub.seat[s].has_sigil ? 1 : 0) > 0;
        table_cards_fan(&f->table, show->hand, JG_MAX_HAND, sb->fan_cx, sb->fan_cy, L->seat_card_h);
        if (show->sigil)
            table_cards_add(&f->table, -1, false, sb->stack_cx, sb->stack_cy, L->seat_card_h);
    }
}

static void frame_piles(const JtState *st, JtFrame *f)
{
    const JtPlaces *P = &f->P;
    f->policy_deck = shown_count(st, JT_PILE_POLICY_DECK, st->pub.policy_deck_count);
    f->deck = shown_count(st, JT_PILE_DECK, st->pub.deck_count);
    f->discard = shown_count(st, JT_PILE_DISCARD, st->pub.discard_count);
    f->rejected = shown_count(st, JT_PILE_REJECTED, st->pub.rejected.n);
    stack(&f->table, f->policy_deck, P->policy_deck_x, P->piles_y, P->pile_h, 6);
    stack(&f->table, f->deck, P->deck_x, P->piles_y, P->pile_h, 8);
    stack(&f->table, f->discard, P->discard_x, P->piles_y, P->pile_h, 8);
    stack(&f->table, f->rejected, P->rejected_x, P->village_y, P->pile_h, 4);
    for (int k = 0; k < st->pub.village.n; k++)
        if (!card_moving(st, st->pub.village.card[k]))
            table_cards_add(&f->table, st->pub.village.card[k], true,
                            P->village_x0 + P->village_step * (float)k, P->village_y, P->pile_h);
}

static void frame_columns(const JtState *st, JtFrame *f)
{
    const JtPlaces *P = &f->P;
    float cw = table_card_w(P->col_h);
    for (int d = 0; d < JG_DRAFTS; d++) {
        const JgDraftView *dv = &st->pub.draft[d];
        if (dv->policy >= 0 && !card_moving(st, dv->policy))
            table_cards_add(&f->table, dv->policy, true, P->policy_x[d], P->top_y, P->col_h);
        f->down[d] = shown_count(st, JT_PILE_DOWN + d, dv->down_n);
        f->secrets[d] = shown_count(st, JT_PILE_SECRET + d, dv->secrets);
        /* Face-down cards overlap a little, so their number shows at a glance. */
        for (int k = 0; k < mini(f->down[d], JG_MAX_DOWN); k++)
            table_cards_add(&f->table, -1, false, P->down_x[d] + (float)k * cw * 0.07f,
                            P->top_y + (float)k * 1.5f, P->col_h);
        for (int k = 0; k < mini(f->secrets[d], JG_MAX_SECRETS); k++)
            table_cards_add(&f->table, -1, false, P->secret_x[d] + (float)k * cw * 0.1f,
                            P->top_y, (int)((float)P->col_h * 0.8f));
        int n = 0;
        for (int k = 0; k < dv->hand.n && k < JT_COLUMN_SLOTS; k++) {
            if (card_moving(st, dv->hand.card[k]))
                continue;
            table_cards_add(&f->table, dv->hand.card[k], true,
                            P->hand_x0[d] + P->hand_step * (float)k + cw / 2, P->hand_y, P->col_h);
            n++;
        }
        f->column_n[d] = n;
        /* Cards fanned out for settling lie over the hand while the die rolls. */
        for (int k = 0; k < JT_COLUMN_SLOTS; k++) {
            int pile = JT_PILE_FAN + d * JT_COLUMN_SLOTS + k;
            if (shown_count(st, pile, 0) > 0) {
                float x, y;
                int h;
                jt_pile_point(P, pile, &x, &y, &h);
                table_cards_add(&f->table, -1, false, x, y, h);
            }
        }
    }
}

/* Moves: those on their way are drawn where they are; a face-up card waiting to leave a face-up
 * pile is drawn there (unless an earlier move of it has not landed yet). */
static void frame_moving(const JtState *st, JtFrame *f, double ahead)
{
    for (int i = 0; i < st->motion.n; i++) {
        const MotionMove *mv = &st->motion.moves[i];
        if (mv->from_pile == JT_PILE_DIE)
            continue;
        MotionSample s;
        if (!motion_sample(&st->motion, i, ahead, &s))
            continue;
        float W = (float)st->win.width, H = (float)st->win.height;
        if (!s.started) {
            if (!list_pile(mv->from_pile) || mv->card < 0)
                continue;
            bool earlier = false;
            for (int k = 0; k < i && !earlier; k++)
                earlier = st->motion.moves[k].card == mv->card;
            if (!earlier)
                table_cards_add(&f->table, mv->card, mv->from.face_up, mv->from.x * W,
                                mv->from.y * H, (int)(mv->from.height * H));
            continue;
        }
        table_cards_add_sample(&f->moving, mv->card, &s, st->win.width, st->win.height);
    }
}

static void frame_private(const JtState *st, JtFrame *f)
{
    const TableLayout *L = &f->P.L;
    const JgView *v = &st->priv;
    int h = L->hand_card_h;
    float cw = table_card_w(h);
    /* Out of turn (the only person watching the computers) the hand is shown, not offered. */
    bool deciding = st->mode == TABLE_PRIVATE;
    bool own_turn = deciding && v->phase == JG_PHASE_PLAY && v->turn == st->shown;
    bool playing = deciding && v->phase == JG_PHASE_PLAY;
    f->hand_n = 0;
    for (int i = 0; i < v->hand.n && i < JG_MAX_HAND; i++) {
        f->hand_card[f->hand_n] = v->hand.card[i];
        f->pick_of[f->hand_n++] = i;
    }
    if (playing && v->deck_count > 0) { /* the deck's top card, unseen: a choice of its own */
        f->hand_card[f->hand_n] = -1;
        f->pick_of[f->hand_n++] = JT_PICK_DECK;
    }
    float sigil_w = cw * 1.4f;
    float row_w = L->hand.w - sigil_w - L->margin;
    float step = fminf(cw * 1.1f, (row_w - cw * 1.3f) / (float)(f->hand_n > 1 ? f->hand_n - 1 : 1));
    for (int i = 0; i < f->hand_n; i++) {
        float x = L->hand.x + step * (float)i + (f->pick_of[i] == JT_PICK_DECK ? cw * 0.25f : 0);
        float y = L->hand.y;
        bool picked = st->pick == f->pick_of[i] && (own_turn || f->pick_of[i] == JT_PICK_DECK);
        if (picked)
            y -= (float)h * 0.12f;
        f->hand_rect[i] = (SDL_FRect){x, y, cw, (float)h};
        bool dragged = st->drag.dragging && st->drag.index == f->pick_of[i];
        TableCard *c = table_cards_add(&f->mine, f->hand_card[i], f->hand_card[i] >= 0, x + cw / 2,
                                       y + (float)h / 2, h);
        if (c) {
            c->lift = picked ? 1 : 0;
            /* A dummy's controller plays only the deck: its own hand is shown, not offered. */
            c->dim = playing && !own_turn && f->pick_of[i] != JT_PICK_DECK;
            if (dragged)
                c->dim = true;
        }
    }
    if (v->sigil >= 0) {
        float x = L->hand.x + L->hand.w - sigil_w;
        f->sigil_rect = (SDL_FRect){x, L->hand.y, cw, (float)h};
        table_cards_add(&f->mine, v->sigil, true, x + cw / 2, L->hand.y + (float)h / 2, h);
    }
    f->drag_over = -1;
    if (st->drag.dragging && st->drag.index != JT_PICK_NONE) {
        int card = -1;
        for (int i = 0; i < f->hand_n; i++)
            if (f->pick_of[i] == st->drag.index)
                card = f->hand_card[i];
        TableCard *c = table_cards_add(&f->mine, card, card >= 0, st->drag.x, st->drag.y, h);
        if (c)
            c->lift = 1;
        f->drag_over = jt_column_at(f, st->drag.x, st->drag.y);
    }
}

/* The scores: the title on its own line, the Village Order under it on the right with its
 * label before it, the scoring rule, then a row per seat with its sigil, face up (every sigil is
 * public at a round's end). */
static void frame_scores(const JtState *st, JtFrame *f)
{
    const TableLayout *L = &f->P.L;
    SDL_FRect p = f->panel;
    float x = p.x + L->margin * 1.5f;
    int vh = (int)((float)L->big_px * 1.6f);
    float vw = table_card_w(vh);
    f->village_y = p.y + L->margin + (float)L->big_px * 1.45f;
    float top = f->village_y + (float)vh + L->margin * 0.5f + (float)L->small_px * 2.9f;
    int rows = st->pub.seats > 0 ? st->pub.seats : 1;
    float row_h = (p.y + p.h - top - L->margin) / (float)rows;
    int h = (int)fminf(row_h * 0.9f, (float)L->hand_card_h);
    float cw = table_card_w(h);
    /* The Village Order the sigils were scored against, right of its label. */
    const Pile *v = &st->pub.result.village;
    for (int k = 0; k < v->n; k++)
        table_cards_add(&f->mine, v->card[k], true,
                        p.x + p.w - L->margin * 1.5f - vw / 2 - (float)(v->n - 1 - k) * vw * 0.75f,
                        f->village_y + (float)vh / 2, vh);
    f->village_x = p.x + p.w - L->margin * 1.5f - vw - (float)(v->n > 0 ? v->n - 1 : 0) * vw * 0.75f;
    f->rule_y = f->village_y + (float)vh + L->margin * 0.5f;
    /* The sigils turn up one by one, each with its points (J24); instant moves show all. */
    double step = JT_TIMINGS.score_reveal / (st->win.speed > 0 ? st->win.speed : 1);
    f->scores_shown = st->win.instant ? st->pub.seats
                                      : SDL_min(st->pub.seats, 1 + (int)(st->scoring_age / step));
    for (int s = 0; s < st->pub.seats; s++) {
        float ry = top + row_h * (float)s;
        f->score_row[s] = (SDL_FRect){x + cw + L->margin, ry, p.x + p.w - x - cw - 2 * L->margin, row_h};
        int sigil = st->pub.result.sigil[s];
        if (sigil >= 0)
            table_cards_add(&f->mine, sigil, s < f->scores_shown, x + cw / 2, ry + row_h / 2, h);
    }
}

/* A gathering's end held up: a panel over the felt with a row per hand (its cards, its value
 * and, for a policy, the verdict), large enough to read across the room. */
static void frame_held(const JtState *st, JtFrame *f)
{
    const TableLayout *L = &f->P.L;
    SDL_FRect t = L->table;
    SDL_FRect p = {t.x + t.w * 0.03f, t.y + t.h * 0.03f, t.w * 0.94f, t.h * 0.94f};
    f->held_panel = p;
    float top = p.y + L->margin + (float)L->big_px * 1.6f;
    float foot = (float)L->small_px * 1.8f;
    float row_h = (p.y + p.h - top - foot - L->margin) / (float)JG_DRAFTS;
    int h = (int)fminf(row_h * 0.86f, (float)L->hand_card_h);
    f->held_card_h = h;
    float cw = table_card_w(h);
    float x = p.x + L->margin * 1.5f;
    /* Five cards a little apart: every rank and suit whole. */
    float step = cw * 0.8f;
    f->held_words_x = x + cw + step * (POKERHAND_MAX_CARDS - 1) + L->margin * 1.5f;
    static const int order[JG_DRAFTS] = {JG_LEFT, JG_JOKER, JG_RIGHT};
    for (int r = 0; r < JG_DRAFTS; r++) {
        int d = order[r];
        float ry = top + row_h * (float)r;
        f->held_row_y[d] = ry;
        const Pile *hand = &st->held.hand[d];
        for (int k = 0; k < hand->n && k < POKERHAND_MAX_CARDS; k++)
            table_cards_add(&f->held_cards, hand->card[k], true, x + cw / 2 + step * (float)k,
                            ry + row_h / 2, h);
    }
}

void jt_frame(const JtState *st, double ahead, JtFrame *f)
{
    memset(f, 0, sizeof *f);
    f->table.face = f->mine.face = f->moving.face = f->held_cards.face = cards_of_52;
    jt_places_at(st, ahead, &f->P);
    const TableLayout *L = &f->P.L;
    f->drag_over = -1;
    bool curtain = st->mode == TABLE_CURTAIN;
    f->confirm = curtain ? table_curtain_button(st->win.width, st->win.height, L->big_px)
                         : (SDL_FRect){0, 0, 0, 0};
    if (curtain) /* nothing of the table under the curtain: only its button */
        return;
    frame_seats(st, f);
    frame_piles(st, f);
    frame_columns(st, f);
    frame_moving(st, f, ahead);
    f->own_shown = st->mode == TABLE_PRIVATE ||
                   (jt_solo_seat(st) >= 0 && st->priv.viewer == jt_solo_seat(st));
    bool scoring = jt_scoring_shown(st) && st->pub.has_result;
    if (f->own_shown && !scoring) /* the round's scores cover the hand's row too */
        frame_private(st, f);
    jt_buttons_list(st, &f->buttons);
    table_buttons_place(&f->buttons, L, f->button_rect);
    f->held = st->held.up;
    if (f->held)
        frame_held(st, f);
    f->scoring = jt_scoring_shown(st) && st->pub.has_result;
    if (f->scoring) {
        SDL_FRect t = L->table;
        f->panel = (SDL_FRect){t.x + t.w * 0.03f, t.y + t.h * 0.03f, t.w * 0.94f, t.h * 0.94f};
        if (f->own_shown) /* room for every seat's line: down over the hand's row */
            f->panel.h = L->hand.y + L->hand.h - f->panel.y;
        frame_scores(st, f);
    }
}
