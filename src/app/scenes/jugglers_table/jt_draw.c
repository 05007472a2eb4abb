#include "jt_draw.h"

#include "layer.h"

#include "draw.h"
#include "jt_play.h"
#include "palette.h"
#include "table_paint.h"
#include "table_qr.h"
#include "textfit.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* A seat's name (a computer's mark after it) and its count, as its header shows them. */
static void seat_words(const JtState *st, const JtFrame *f, int s, char *name, size_t name_size,
                       char *count, size_t count_size)
{
    const JgSeatView *sv = &st->pub.seat[s];
    snprintf(name, name_size, "%s%s", sv->name, sv->kind == JG_COMPUTER ? " \u2699" : "");
    if (sv->kind == JG_DUMMY) /* its name says so ("Dummy", "Anna's dummy"): room for it */
        count[0] = '\0';
    else
        snprintf(count, count_size, "%d card%s", f->seat[s].hand, f->seat[s].hand == 1 ? "" : "s");
}

static void draw_seats(App *app, const JtState *st, const JtFrame *f)
{
    for (int s = 0; s < st->pub.seats; s++) {
        const JtSeatShow *show = &f->seat[s];
        char name[64], count[64];
        seat_words(st, f, s, name, sizeof name, count, sizeof count);
        table_paint_seat(app, &f->P.L, s, name, show->on_turn, false, count);
        if (show->chairman) { /* the chairman's marker: a gold disc on the panel's corner */
            const SDL_FRect *b = &f->P.L.seat[s].box;
            float r = (float)f->P.L.name_px * 0.55f;
            draw_circle(app->renderer, b->x + b->w - r * 0.4f, b->y + r * 0.4f, r, PALETTE_GOLD);
            text_draw(app->text, FONT_BOLD, (int)(r * 1.3f), PALETTE_DARK, "C",
                      b->x + b->w - r * 0.4f, b->y + r * 0.4f - r * 0.75f, TEXT_CENTER);
        }
    }
}

/* "to play" and the rounds won: over the seat's cards, which may reach its corner. */
static void draw_seat_status(App *app, const JtState *st, const JtFrame *f)
{
    for (int s = 0; s < st->pub.seats; s++) {
        const JgSeatView *sv = &st->pub.seat[s];
        bool on_turn = f->seat[s].on_turn;
        char wins[24] = "", status[64];
        if (sv->wins > 0)
            snprintf(wins, sizeof wins, "%d win%s", sv->wins, sv->wins == 1 ? "" : "s");
        snprintf(status, sizeof status, "%s%s%s", on_turn ? "to play" : "",
                 wins[0] && on_turn ? " \u00b7 " : "", wins);
        table_paint_seat_status(app, &f->P.L, s, status);
        char name[64], count[64]; /* a count that did not fit beside the name, over the cards */
        seat_words(st, f, s, name, sizeof name, count, sizeof count);
        table_paint_seat_count(app, &f->P.L, s, name, count);
    }
}

static void draw_place(App *app, float cx, float cy, int h)
{
    float w = table_card_w(h);
    draw_rounded_rect(app->renderer, (SDL_FRect){cx - w / 2, cy - (float)h / 2, w, (float)h},
                      (float)h * 0.06f, PALETTE_CARD_PLACE);
}

static void label(App *app, const JtFrame *f, const char *text, float cx, float card_cy, int h,
                  float w)
{
    const TableLayout *L = &f->P.L;
    table_paint_text_fit(app, FONT_BOLD, L->small_px, PALETTE_CREAM, text, cx,
                         card_cy - (float)h / 2 - (float)L->small_px * 1.4f, w, TEXT_CENTER);
}

/* Under the cards: empty places, labels, the joker's token. */
static void draw_under(App *app, const JtState *st, const JtFrame *f)
{
    const JtPlaces *P = &f->P;
    const TableLayout *L = &P->L;
    float pw = P->deck_x - P->policy_deck_x;
    float xs[3] = {P->policy_deck_x, P->deck_x, P->discard_x};
    const char *names[3] = {"Policies", "Influence", "Discard"};
    for (int i = 0; i < 3; i++) {
        draw_place(app, xs[i], P->piles_y, P->pile_h);
        label(app, f, names[i], xs[i], P->piles_y, P->pile_h, pw);
    }
    draw_place(app, P->rejected_x, P->village_y, P->pile_h);
    label(app, f, "Failed", P->rejected_x, P->village_y, P->pile_h, pw);
    table_paint_text_fit(app, FONT_BOLD, L->small_px, PALETTE_GOLD, "Village Order", P->village.x,
                         P->village_y - (float)P->pile_h / 2 - (float)L->small_px * 1.4f,
                         P->village.w * 0.6f, TEXT_LEFT);
    if (st->pub.village.n == 0)
        table_paint_text_fit(app, FONT_REGULAR, L->small_px, PALETTE_FAINT, "passed policies lie here",
                             P->village.x, P->village_y - (float)L->small_px * 0.6f,
                             P->village.w - table_card_w(P->pile_h) * 1.3f, TEXT_LEFT);
    float cw = table_card_w(P->col_h);
    for (int d = 0; d < JG_DRAFTS; d++) {
        draw_place(app, P->policy_x[d], P->top_y, P->col_h);
        if (d == JG_JOKER) {
            SDL_FRect j = {P->policy_x[d] - cw / 2, P->top_y - (float)P->col_h / 2, cw, (float)P->col_h};
            draw_rounded_rect(app->renderer, j, cw * 0.1f, PALETTE_GOLD);
            /* The word whole, as large as the token's width allows (never cut to "J..."). */
            int px = (int)((float)L->body_px * 1.2f), tw = 0, th = 0;
            text_measure(app->text, FONT_BOLD, px, "JOKER", &tw, &th);
            if ((float)tw > j.w * 0.88f && tw > 0)
                px = (int)((float)px * j.w * 0.88f / (float)tw);
            table_paint_text_fit(app, FONT_BOLD, px, PALETTE_DARK, "JOKER", j.x + j.w / 2,
                                 j.y + j.h / 2 - (float)px * 0.65f, j.w * 0.95f, TEXT_CENTER);
        }
        if (f->down[d] == 0)
            draw_place(app, P->down_x[d], P->top_y, P->col_h);
    }
}

static void draw_pill_count(App *app, const TableLayout *L, int n, const char *what, float cx, float cy)
{
    char t[48];
    snprintf(t, sizeof t, "%d%s", n, what);
    table_paint_pill(app, L->small_px, PALETTE_CREAM, t, cx, cy);
}

/* Over the cards: counts, the columns' values in words, each policy against the joker. */
static void draw_over(App *app, const JtState *st, const JtFrame *f)
{
    const JtPlaces *P = &f->P;
    const TableLayout *L = &P->L;
    float py = P->piles_y + (float)P->pile_h * 0.2f;
    draw_pill_count(app, L, f->policy_deck, "", P->policy_deck_x, py);
    draw_pill_count(app, L, f->deck, "", P->deck_x, py);
    draw_pill_count(app, L, f->discard, "", P->discard_x, py);
    if (f->rejected)
        draw_pill_count(app, L, f->rejected, "", P->rejected_x, P->village_y + (float)P->pile_h * 0.2f);
    bool settled = !motion_busy(&st->motion);
    for (int d = 0; d < JG_DRAFTS; d++) {
        const JgDraftView *dv = &st->pub.draft[d];
        if (f->down[d] > 0)
            /* Above the cards, so it hides neither them nor the policy beside them. */
            draw_pill_count(app, L, f->down[d], " face down", P->down_x[d] + table_card_w(P->col_h) * 0.3f,
                            P->top_y - (float)P->col_h / 2 - (float)L->small_px * 0.8f);
        if (f->secrets[d] > 0) { /* under them, in the gap above the hand, within the column */
            char t[32];
            int tw = 0, th = 0;
            snprintf(t, sizeof t, "%d secret%s", f->secrets[d], f->secrets[d] == 1 ? "" : "s");
            text_measure(app->text, FONT_BOLD, L->small_px, t, &tw, &th);
            float half = (float)tw / 2 + (float)th * 0.4f;
            float right = P->column[d].x + P->column[d].w;
            table_paint_pill(app, L->small_px, PALETTE_CREAM, t, fminf(P->secret_x[d], right - half),
                             P->top_y + (float)P->col_h * 0.5f + (float)L->small_px * 0.25f);
        }
        /* The value in words once the column's cards have landed (it would tell a card early). */
        char words[96], line[140];
        SDL_Color c = PALETTE_CREAM;
        float w = P->column[d].w;
        if (settled && f->column_n[d] == dv->hand.n) {
            jt_hand_words(&dv->hand, words, sizeof words);
            /* Wrapped in a narrow column rather than cut ("Two pairs, 10s and 8s"). */
            float wh = text_draw_wrapped(app->text, FONT_BOLD, L->small_px, PALETTE_CREAM, words,
                                         P->column[d].x, P->words_y, w);
            if (d == JG_JOKER) {
                snprintf(line, sizeof line, "the hand to beat");
                c = PALETTE_GOLD;
            } else if (dv->policy < 0) {
                line[0] = '\0';
            } else {
                int a = jt_ahead_of_joker(dv, &st->pub.draft[JG_JOKER]);
                snprintf(line, sizeof line, a > 0 ? "\u2714 beats the joker" : "\u2718 fails now");
                c = a > 0 ? (SDL_Color){150, 230, 150, 255} : PALETTE_ERROR;
            }
            if (line[0]) /* smaller in a narrow column rather than cut */
                textfit_draw(app->text, FONT_REGULAR, L->small_px, c, line, P->column[d].x,
                             P->words_y + fmaxf(wh, (float)L->small_px * 1.25f), w, TEXT_LEFT);
        }
        /* The column a dragged card is over, else the one the keys point at: never both. */
        if (f->drag_over == d || (f->drag_over < 0 && st->mode == TABLE_PRIVATE &&
                                  st->priv.phase == JG_PHASE_PLAY && st->column == d)) {
            SDL_FRect r = P->column[d];
            draw_rounded_rect(app->renderer, (SDL_FRect){r.x - 3, r.y - 3, r.w + 6, 4}, 2, PALETTE_GOLD);
            draw_rounded_rect(app->renderer, (SDL_FRect){r.x - 3, r.y + r.h - 1, r.w + 6, 4}, 2,
                              PALETTE_GOLD);
        }
    }
}

static void draw_pips(App *app, SDL_FRect b, int value)
{
    static const float spot[7][6][2] = {
        {{0}},
        {{0.5f, 0.5f}},
        {{0.25f, 0.25f}, {0.75f, 0.75f}},
        {{0.25f, 0.25f}, {0.5f, 0.5f}, {0.75f, 0.75f}},
        {{0.25f, 0.25f}, {0.75f, 0.25f}, {0.25f, 0.75f}, {0.75f, 0.75f}},
        {{0.25f, 0.25f}, {0.75f, 0.25f}, {0.5f, 0.5f}, {0.25f, 0.75f}, {0.75f, 0.75f}},
        {{0.25f, 0.22f}, {0.75f, 0.22f}, {0.25f, 0.5f}, {0.75f, 0.5f}, {0.25f, 0.78f}, {0.75f, 0.78f}},
    };
    if (value < 1 || value > 6)
        return;
    for (int i = 0; i < value; i++)
        draw_circle(app->renderer, b.x + b.w * spot[value][i][0], b.y + b.h * spot[value][i][1],
                    b.w * 0.09f, PALETTE_DARK);
}

/* The die: it tumbles (its faces change, it bounces), lands, and says what it decided. */
static void draw_die(App *app, const JtState *st, const JtFrame *f, double ahead)
{
    const JtPlaces *P = &f->P;
    const TableLayout *L = &P->L;
    double landed;
    const JtDie *d = jt_die_now(st, ahead, &landed);
    float size = fminf(P->die.h * 0.55f, (float)L->big_px * 1.6f);
    float x = P->die.x, y = P->die.y + (float)L->small_px * 1.4f;
    table_paint_text_fit(app, FONT_BOLD, L->small_px, PALETTE_CREAM, "Die", x, P->die.y, P->die.w,
                         TEXT_LEFT);
    if (!d) {
        table_paint_text_fit(app, FONT_REGULAR, L->small_px, PALETTE_FAINT, "not rolled yet", x, y,
                             P->die.w, TEXT_LEFT);
        return;
    }
    int face = d->value;
    float bounce = 0;
    if (landed < 1) {
        face = (d->value + (int)(landed * 11)) % 6 + 1;
        bounce = (float)fabs(sin(landed * 3.14159 * 3)) * size * 0.25f * (float)(1 - landed);
    }
    SDL_FRect b = {x, y - bounce, size, size};
    draw_rounded_rect(app->renderer, b, size * 0.18f, PALETTE_PAPER);
    draw_pips(app, b, face);
    if (landed >= 1) {
        char words[120];
        jt_die_words(d, words, sizeof words);
        text_draw_wrapped(app->text, FONT_BOLD, L->small_px, PALETTE_GOLD, words, x + size + L->margin,
                          y, P->die.w - size - L->margin);
    }
}

static void draw_info(App *app, const JtState *st, const JtFrame *f)
{
    const JtPlaces *P = &f->P;
    const TableLayout *L = &P->L;
    const JgView *v = &st->pub;
    char line[160];
    float x = P->info.x + P->info.w, y = P->info.y, w = P->info.w;
    snprintf(line, sizeof line, "Round %d", v->round);
    table_paint_text_fit(app, FONT_BOLD, L->body_px, PALETTE_CREAM, line, x, y, w, TEXT_RIGHT);
    y += (float)L->body_px * 1.4f;
    snprintf(line, sizeof line, "Gathering %d of %d", v->gathering, v->gatherings);
    table_paint_text_fit(app, FONT_REGULAR, L->small_px, PALETTE_SOFT, line, x, y, w, TEXT_RIGHT);
    y += (float)L->small_px * 1.35f;
    snprintf(line, sizeof line, "Cycle %d of %d", v->cycle + 1, v->cycles);
    table_paint_text_fit(app, FONT_REGULAR, L->small_px, PALETTE_SOFT, line, x, y, w, TEXT_RIGHT);
    y += (float)L->small_px * 1.35f;
    snprintf(line, sizeof line, "First to win %d round%s", v->setup.wins, v->setup.wins == 1 ? "" : "s");
    table_paint_text_fit(app, FONT_REGULAR, L->small_px, PALETTE_FAINT, line, x, y, w, TEXT_RIGHT);
}

static void draw_strip(App *app, const JtState *st, const JtFrame *f)
{
    const TableLayout *L = &f->P.L;
    char line[200];
    if (f->own_shown) {
        const JgView *v = &st->priv;
        draw_rounded_rect(app->renderer, (SDL_FRect){L->strip.x, L->strip.y - L->margin * 0.3f,
                                                     L->buttons[0].x - L->margin * 1.5f,
                                                     L->strip.h + L->margin * 0.3f},
                          L->margin, PALETTE_STRIP);
        if (f->sigil_rect.w > 0)
            textfit_draw(app->text, FONT_BOLD, L->small_px, PALETTE_GOLD, "Your sigil",
                                 f->sigil_rect.x + f->sigil_rect.w / 2,
                                 f->sigil_rect.y + f->sigil_rect.h + L->margin * 0.2f,
                                 f->sigil_rect.w * 1.4f, TEXT_CENTER);
        for (int i = 0; i < f->hand_n; i++)
            if (f->pick_of[i] == JT_PICK_DECK)
                /* The deck is the last pick in the row: its label may use the room beside it. */
                table_paint_text_fit(app, FONT_BOLD, L->small_px, PALETTE_CREAM, "Deck, unseen",
                                     f->hand_rect[i].x + f->hand_rect[i].w / 2,
                                     f->hand_rect[i].y + f->hand_rect[i].h + L->margin * 0.2f,
                                     f->hand_rect[i].w * 2.2f, TEXT_CENTER);
        float y = L->build.y + (float)L->small_px * 1.2f;
        if (st->mode != TABLE_PRIVATE) /* the only person, watching: the table's line below */
            goto status;
        const char *who = v->seat[st->shown].name;
        if (v->phase == JG_PHASE_SECRETS) {
            snprintf(line, sizeof line, "%s, you are the chairman: how many secret influences "
                     "(at most %d)?", who, v->secrets_max);
        } else if (v->turn != st->shown) {
            snprintf(line, sizeof line, "%s plays for the dummy %s: the deck's top card, on which "
                     "column?", who, v->seat[v->turn].name);
        } else {
            snprintf(line, sizeof line, "%s: pick a card (\u2190 \u2192 or a click), then a column "
                     "(1 2 3, a button, or drag it there).", who);
        }
        /* Wrapped, not cut: the instruction is what a new player reads first; set smaller
         * when it and its note would run past the window's foot. */
        const char *note = v->phase == JG_PHASE_SECRETS
            ? "Each one is placed by a die roll; one you leave out costs the deck's top card."
            : NULL;
        const char *said[2] = {line, note};
        float tw = L->buttons[0].x - L->build.x - L->margin * 2;
        int body = text_wrapped_px(app->text, FONT_BOLD, L->body_px, L->body_px * 6 / 10, said, 2,
                                   tw, (float)app->height - L->margin * 0.3f - y -
                                           (float)L->body_px * 0.3f);
        y += text_draw_wrapped(app->text, FONT_BOLD, body, PALETTE_CREAM, line, L->build.x, y, tw);
        if (note) {
            y += (float)body * 0.3f;
            text_draw_wrapped(app->text, FONT_REGULAR, SDL_max(8, L->small_px * body / L->body_px),
                              PALETTE_SOFT, note, L->build.x, y, tw);
        }
        return;
    }
status:;
    int w = jt_waiting(st);
    if (f->scoring && st->pub.phase != JG_PHASE_OVER) {
        snprintf(line, sizeof line, "The round's points: Next round (Enter) goes on");
    } else if (st->pub.phase == JG_PHASE_OVER) {
        for (int s = 0; s < st->pub.seats; s++)
            if (st->pub.winner[s])
                snprintf(line, sizeof line, "%s wins the game!", st->pub.seat[s].name);
    } else if (st->held.up) {
        snprintf(line, sizeof line, "Gathering %d's result: Go on (Enter)", st->held.gathering);
    } else if (motion_busy(&st->motion)) {
        snprintf(line, sizeof line, "The cards are moving\u2026 (F hurries them)");
    } else if (w >= 0 && !jt_person_decides(st)) {
        snprintf(line, sizeof line, "%s is thinking\u2026", st->pub.seat[w].name);
    } else if (w >= 0 && st->phones.on && w < JG_MAX_SEATS && st->phones.on_phone[w]) {
        snprintf(line, sizeof line, "%s plays on the phone", st->pub.seat[w].name);
    } else if (w >= 0) {
        snprintf(line, sizeof line, "%s to play", st->pub.seat[w].name);
    } else {
        line[0] = '\0';
    }
    float ly = f->own_shown ? L->build.y + (float)L->small_px * 1.2f : L->strip.y + L->margin;
    table_paint_text_fit(app, FONT_BOLD, L->name_px, PALETTE_CREAM, line, L->strip.x, ly,
                         L->buttons[0].x - L->strip.x - L->margin * 2, TEXT_LEFT);
}

/* A round's end: every sigil shown, each seat's points broken down, the winners. */
static void draw_scores(App *app, const JtState *st, const JtFrame *f)
{
    const TableLayout *L = &f->P.L;
    const JgRoundResult *r = &st->pub.result;
    SDL_FRect p = f->panel;
    draw_rounded_rect(app->renderer, p, L->margin * 1.5f, PALETTE_OVERLAY);
    char line[200];
    snprintf(line, sizeof line, "Round %d: the sigils are revealed", r->round);
    float x = p.x + L->margin * 1.5f, y = p.y + L->margin;
    text_draw_wrapped(app->text, FONT_BOLD, L->big_px, PALETTE_GOLD, line, x, y, p.w - 3 * L->margin);
    text_draw(app->text, FONT_BOLD, L->body_px, PALETTE_CREAM, "Village Order:",
              f->village_x - L->margin * 0.5f, f->village_y + (float)L->big_px * 0.3f, TEXT_RIGHT);
    text_draw_wrapped(app->text, FONT_REGULAR, L->small_px, PALETTE_SOFT,
                      "1 point per Village Order card sharing the sigil's rank or suit, "
                      "\u00bd per other sigil sharing it.", x, f->rule_y, p.w - 3 * L->margin);
    for (int s = 0; s < st->pub.seats; s++) {
        SDL_FRect row = f->score_row[s];
        float ry = row.y, row_h = row.h;
        float tx = row.x;
        const char *name = st->pub.seat[s].name;
        bool gold = r->won[s] && f->scores_shown >= st->pub.seats; /* the winners once all are in */
        if (s >= f->scores_shown) {
            snprintf(line, sizeof line, "%s: \u2026", name);
        } else if (r->sigil[s] < 0) {
            snprintf(line, sizeof line, "%s: no sigil", name);
        } else {
            snprintf(line, sizeof line, "%s: %d Village match%s, %d other sigil%s \u2192 %g point%s%s", name,
                     r->matches[s], r->matches[s] == 1 ? "" : "es", r->allies[s],
                     r->allies[s] == 1 ? "" : "s", r->half_points[s] / 2.0,
                     r->half_points[s] == 2 ? "" : "s", gold ? " \u2014 wins the round" : "");
        }
        /* Wrapped, centred on the row: a long name and its points are never cut. */
        float tw = p.x + p.w - tx - L->margin;
        const char *said[1] = {line};
        int px = text_wrapped_px(app->text, FONT_BOLD, L->body_px, L->small_px, said, 1, tw, row_h);
        int widest = 0;
        float th = text_measure_wrapped(app->text, FONT_BOLD, px, line, tw, &widest);
        text_draw_wrapped(app->text, FONT_BOLD, px, gold ? PALETTE_GOLD : PALETTE_CREAM, line, tx,
                          ry + (row_h - th) * 0.5f, tw);
    }
}

/* A gathering's end, held: the three hands with their cards and values, each policy's verdict
 * and why, and how the table goes on. Wrapped, never cut. */
static void draw_held(App *app, const JtState *st, const JtFrame *f)
{
    const TableLayout *L = &f->P.L;
    const JtHeld *h = &st->held;
    SDL_FRect p = f->held_panel;
    draw_rounded_rect(app->renderer, p, L->margin * 1.5f, PALETTE_OVERLAY);
    char line[240], words[96], card[16];
    float x = p.x + L->margin * 1.5f, y = p.y + L->margin;
    snprintf(line, sizeof line, "Gathering %d of %d: the result", h->gathering, h->gatherings);
    text_draw_wrapped(app->text, FONT_BOLD, L->big_px, PALETTE_GOLD, line, x, y, p.w - 3 * L->margin);
    float wx = f->held_words_x, ww = p.x + p.w - L->margin * 1.5f - wx;
    static const int order[JG_DRAFTS] = {JG_LEFT, JG_JOKER, JG_RIGHT};
    float row_h = f->held_row_y[JG_JOKER] - f->held_row_y[JG_LEFT];
    for (int r = 0; r < JG_DRAFTS; r++) {
        int d = order[r];
        float ry = f->held_row_y[d] + L->margin * 0.3f;
        char verdict[240];
        jt_hand_words(&h->hand[d], words, sizeof words);
        SDL_Color c = PALETTE_GOLD;
        if (d == JG_JOKER) {
            snprintf(line, sizeof line, "The joker's hand: %s", words);
            snprintf(verdict, sizeof verdict, "the hand to beat");
        } else {
            int side = d == JG_LEFT ? 0 : 1;
            jugglers_card_words(h->policy[side], card, sizeof card);
            snprintf(line, sizeof line, "%s policy %s: %s", side == 0 ? "Left" : "Right", card, words);
            jt_held_verdict(h, side, verdict, sizeof verdict);
            c = h->passed[side] ? (SDL_Color){150, 230, 150, 255} : PALETTE_ERROR;
        }
        /* Both lines within the row: smaller with Large text in a small window, never cut. */
        const char *said[2] = {line, verdict};
        int px = text_wrapped_px(app->text, FONT_BOLD, L->body_px, L->small_px, said, 2, ww,
                                 row_h - L->margin * 0.5f);
        ry += text_draw_wrapped(app->text, FONT_BOLD, px, PALETTE_CREAM, line, wx, ry, ww);
        text_draw_wrapped(app->text, FONT_REGULAR, px, c, verdict, wx, ry + L->margin * 0.2f, ww);
    }
    const char *hint = jt_held_may_go_on(st) ? "Enter or a click: the cards move on"
                                             : "Read the hands: the cards move on in a moment";
    text_draw_wrapped(app->text, FONT_REGULAR, L->small_px, PALETTE_SOFT, hint, x,
                      p.y + p.h - L->margin - (float)L->small_px * 1.4f, p.w - 3 * L->margin);
}

/* The Join screen: every person seat's link, to scan from across the room. */
static void draw_join(App *app, const JtState *st, const TableLayout *L)
{
    const char *names[JG_MAX_SEATS];
    for (int s = 0; s < st->pub.seats && s < JG_MAX_SEATS; s++)
        names[s] = st->pub.seat[s].name;
    table_paint_join(app, &st->phones, SDL_min(st->pub.seats, JG_MAX_SEATS), names, L->name_px,
                     L->small_px);
}

/* Everything the base layer shows: a change in any of it draws the layer again. Cards that
 * move, the die, the scores, the banner and the buttons are drawn over it each frame. */
static uint64_t base_key(const App *app, const JtState *st, const JtFrame *f)
{
    uint64_t h = layer_hash(LAYER_HASH_START, &f->P, sizeof f->P);
    h = layer_hash(h, &app->settings.text_size, sizeof app->settings.text_size);
    h = layer_hash(h, &f->table.face, sizeof f->table.face);
    h = layer_hash(h, f->table.c, sizeof f->table.c[0] * (size_t)SDL_clamp(f->table.n, 0, TABLE_CARDS_MAX));
    h = layer_hash(h, f->seat, sizeof f->seat);
    int counts[] = {f->policy_deck, f->deck, f->discard, f->rejected, f->drag_over, f->hand_n,
                    (int)st->mode, st->shown, st->column, jt_waiting(st), jt_person_decides(st),
                    motion_busy(&st->motion), f->scoring, st->pub.phase != JG_PHASE_OVER,
                    st->phones.on, st->log.total, st->log.scroll, st->held.up,
                    f->own_shown};
    h = layer_hash(h, counts, sizeof counts);
    h = layer_hash(h, f->down, sizeof f->down);
    h = layer_hash(h, f->secrets, sizeof f->secrets);
    h = layer_hash(h, f->column_n, sizeof f->column_n);
    h = layer_hash(h, f->hand_rect, sizeof f->hand_rect[0] * (size_t)SDL_clamp(f->hand_n, 0, JT_HAND_SLOTS));
    h = layer_hash(h, f->pick_of, sizeof f->pick_of[0] * (size_t)SDL_clamp(f->hand_n, 0, JT_HAND_SLOTS));
    h = layer_hash(h, &f->sigil_rect, sizeof f->sigil_rect);
    h = layer_hash(h, st->phones.on_phone, sizeof st->phones.on_phone);
    h = layer_hash(h, &st->pub, sizeof st->pub);
    if (f->own_shown)
        h = layer_hash(h, &st->priv, sizeof st->priv);
    return h;
}

/* The table at rest: felt, places, seats, the cards lying there, counts and words, the round's
 * facts, the log and the strip. Moving cards fly over it; nothing drawn live meets the die's
 * corner or the buttons. */
static void draw_base(App *app, const JtState *st, const JtFrame *f)
{
    const TableLayout *L = &f->P.L;
    table_paint_felt(app, L);
    draw_under(app, st, f);
    draw_seats(app, st, f);
    table_paint_cards(app, &f->table);
    draw_seat_status(app, st, f);
    draw_over(app, st, f);
    draw_info(app, st, f);
    table_paint_log(app, L->log, L->margin, &st->log, "What happened", false, 0, 0, L->body_px,
                    L->log_px);
    draw_strip(app, st, f);
}

void jt_draw(App *app, DrawLayer *base, const JtState *st, const JtFrame *f, double ahead)
{
    const TableLayout *L = &f->P.L;
    if (st->phones.join_open) { /* over everything, the curtain too: it shows no cards */
        draw_join(app, st, L);
        return;
    }
    if (st->mode == TABLE_CURTAIN) {
        /* Nothing of the table under the curtain: the screen is on its way to someone. */
        char why[200];
        jt_curtain_why(st, why, sizeof why);
        table_paint_curtain(app, st->pub.seat[st->shown].name, why, f->confirm, st->curtain_age >= JT_TIMINGS.curtain_arm,
                            L->name_px, L->big_px, L->small_px);
        const char *url = st->phones.on ? st->phones.url[st->shown] : "";
        if (url[0]) /* or the cards go to the seat's phone: the screen then skips this curtain */
            table_paint_curtain_link(app, url, L->margin, L->name_px);
        return;
    }
    if (app_layer_begin(app, base, base_key(app, st, f)))
        draw_base(app, st, f);
    layer_end(base, app->renderer);
    draw_die(app, st, f, ahead);
    if (f->own_shown && !f->scoring)
        table_paint_cards(app, &f->mine);
    table_paint_cards(app, &f->moving);
    if (f->held) {
        draw_held(app, st, f);
        table_paint_cards(app, &f->held_cards);
    }
    if (f->scoring) {
        draw_scores(app, st, f);
        table_paint_cards(app, &f->mine);
    }
    if (st->mode == TABLE_PUBLIC)
        /* Inside the window whatever the strip's height: a verdict is never cut at its foot. */
        table_paint_banner(app, &st->banner, L->strip.x, L->buttons[0].x - L->margin,
                           fminf(L->strip.y + L->strip.h * 0.72f,
                                 (float)L->height - L->margin * 0.4f - (float)L->name_px * 2.25f),
                           L->name_px, JT_TIMINGS.banner_fade);
    for (int i = 0; i < f->buttons.n; i++)
        table_paint_button(app, f->button_rect[i], f->buttons.b[i].label, f->buttons.b[i].on,
                           f->buttons.b[i].primary, L->button_px);
}
