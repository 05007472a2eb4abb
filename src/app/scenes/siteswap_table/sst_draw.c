#include "sst_draw.h"

#include "button.h"
#include "draw.h"
#include "layer.h"
#include "palette.h"
#include "sst_play.h"
#include "sst_style.h"
#include "stage.h"
#include "table_paint.h"
#include "table_qr.h"
#include "textfit.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#define SUMMARY_LOG_LINES 16

/* A seat's name (a computer's mark after it) and its count, as its header shows them. */
static void seat_words(const SstState *st, const SstFrame *f, int s, char *name, size_t name_size,
                       char *count, size_t count_size)
{
    const SsgSeatView *sv = &st->pub.seat[s];
    const SstSeatShow *show = &f->seat[s];
    snprintf(name, name_size, "%s%s", sv->name, sv->kind == SSG_COMPUTER ? " \u2699" : "");
    int held = show->hand + show->stack;
    if (sv->place > 0)
        snprintf(count, count_size, sv->place == 1 ? "winner!" : "place %d", sv->place);
    else
        snprintf(count, count_size, "%d card%s", held, held == 1 ? "" : "s");
}

static void draw_seats(App *app, const SstState *st, const SstFrame *f)
{
    for (int s = 0; s < st->pub.seats; s++) {
        const SstSeatShow *show = &f->seat[s];
        char name[64], count[48];
        seat_words(st, f, s, name, sizeof name, count, sizeof count);
        /* The seat's number badge is its key for buzzing in with a guess. */
        table_paint_seat(app, &f->L, s, name, show->on_turn, show->buzzable, count);
    }
}

/* "to play", "performing": over the seat's cards, which may reach its corner. */
static void draw_seat_status(App *app, const SstState *st, const SstFrame *f)
{
    for (int s = 0; s < st->pub.seats; s++) {
        const SstSeatShow *show = &f->seat[s];
        const char *what = !show->on_turn ? NULL
                         : st->pub.phase == SSG_PHASE_PERFORM ? "performing"
                         : st->pub.phase == SSG_PHASE_EXCHANGE ? "exchanging"
                                                               : "to play";
        table_paint_seat_status(app, &f->L, s, what);
        char name[64], count[48]; /* a count that did not fit beside the name, over the cards */
        seat_words(st, f, s, name, sizeof name, count, sizeof count);
        table_paint_seat_count(app, &f->L, s, name, count);
    }
}

static void draw_place(App *app, float cx, float cy, int h)
{
    float w = table_card_w(h);
    draw_rounded_rect(app->renderer, (SDL_FRect){cx - w / 2, cy - (float)h / 2, w, (float)h},
                      (float)h * 0.06f, PALETTE_CARD_PLACE);
}

/* Under the cards: empty piles' places, pile labels, the extended siteswap's glow. */
static void draw_table_under(App *app, const SstState *st, const SstFrame *f)
{
    const TableLayout *L = &f->L;
    if (f->pickup_shown == 0)
        draw_place(app, f->S.pickup_cx, f->S.pickup_cy, L->pile_card_h);
    if (f->discard_empty) /* an empty discard pile still has its place on the table */
        draw_place(app, f->S.discard_cx, f->S.discard_cy, L->pile_card_h);
    SDL_FRect pl = f->S.pickup_label, dl = f->S.discard_label;
    table_paint_text_fit(app, FONT_BOLD, L->small_px, PALETTE_CREAM, "Pick-up", f->S.pickup_cx, pl.y,
                         pl.w, TEXT_CENTER);
    table_paint_text_fit(app, FONT_BOLD, L->small_px, PALETTE_CREAM, "Discard", f->S.discard_cx, dl.y,
                         dl.w, TEXT_CENTER);
    if (st->pub.revealed_n == 0) /* wrapped: a narrow felt must not cut it short */
        text_draw_wrapped(app->text, FONT_REGULAR, L->small_px, PALETTE_FAINT,
                          "Revealed siteswaps will lie here.", f->S.revealed.x, f->S.revealed.y,
                          f->S.revealed.w);
    for (int i = 0; i < st->pub.revealed_n && i < SSG_MAX_REVEALED; i++) {
        SDL_FRect row = f->revealed_row[i];
        if (row.w <= 0)
            continue;
        if (st->mode == TABLE_PRIVATE && st->build.target == i)
            draw_rounded_rect(app->renderer, (SDL_FRect){row.x - 4, row.y - 4, row.w + 8, row.h + 8},
                              8, PALETTE_TARGET_GLOW);
        const SsgRevealed *rv = &st->pub.revealed[i];
        const char *who = rv->laid_by >= 0 && rv->laid_by < st->pub.seats
                              ? st->pub.seat[rv->laid_by].name : "?";
        table_paint_text_fit(app, FONT_BOLD, L->small_px, PALETTE_SOFT, who, row.x,
                             row.y + (float)f->S.revealed_card_h / 2 - (float)L->small_px * 0.65f,
                             f->revealed_x0[i] - row.x - 6, TEXT_LEFT);
    }
}

/* Over the cards: counts on pills, the revealed rows out of view. */
static void draw_table_over(App *app, const SstState *st, const SstFrame *f)
{
    const TableLayout *L = &f->L;
    char n[96];
    for (int s = 0; s < st->pub.seats; s++)
        if (f->seat[s].stack > 0) {
            snprintf(n, sizeof n, "%d", f->seat[s].stack);
            table_paint_pill(app, L->small_px, PALETTE_GOLD, n, L->seat[s].stack_cx,
                             L->seat[s].stack_cy - (float)L->small_px * 0.65f);
        }
    snprintf(n, sizeof n, "%d", f->pickup_shown);
    table_paint_pill(app, L->body_px, PALETTE_CREAM, n, f->S.pickup_cx,
                     f->S.pickup_cy + (float)L->pile_card_h * 0.18f);
    if (f->revealed_before || f->revealed_after) {
        if (f->revealed_after)
            snprintf(n, sizeof n, "\u2191 %d older \u00b7 \u2193 %d newer \u00b7 wheel here to scroll",
                     f->revealed_before, f->revealed_after);
        else
            snprintf(n, sizeof n, "\u2191 %d older \u00b7 wheel here to scroll", f->revealed_before);
        text_draw(app->text, FONT_REGULAR, L->small_px, PALETTE_FAINT, n, f->S.revealed.x + f->S.revealed.w,
                  f->S.revealed.y + f->S.revealed.h - (float)L->small_px * 1.3f, TEXT_RIGHT);
    }
}

static void draw_log(App *app, const SstState *st, const SstFrame *f)
{
    const TableLayout *L = &f->L;
    bool summary = st->mode == TABLE_PRIVATE && st->summary_from < st->log.total;
    table_paint_log(app, L->log, L->margin, &st->log, summary ? "Since your last turn" : "What happened",
                    summary, summary ? st->summary_from : 0, summary ? SUMMARY_LOG_LINES : 0,
                    L->body_px, L->log_px);
}

/* What a reduction badge means, over the pattern while the pointer is on it. */
static void draw_tag_tip(App *app, const SstState *st, const SstFrame *f, int i)
{
    const TableLayout *L = &f->L;
    const SstBuild *b = &st->build;
    int value = b->reduced_to[i] + b->n;
    char tip[200];
    snprintf(tip, sizeof tip, "\u2193%d: juggle this %d as a %d (%d minus the period, %d). %s",
             b->reduced_to[i], value, b->reduced_to[i], value, b->n,
             b->reduce[i] ? "On: click to juggle it as it is." : "Click to switch it on.");
    int tw, th;
    text_measure(app->text, FONT_BOLD, L->small_px, tip, &tw, &th);
    float w = SDL_min((float)tw + (float)th, L->strip.w * 0.9f);
    SDL_FRect tag = f->tag_rect[i];
    float x = SDL_clamp(tag.x + tag.w / 2 - w / 2, L->strip.x, L->strip.x + L->strip.w - w);
    SDL_FRect box = {x, L->build.y - (float)th * 1.6f, w, (float)th * 1.4f};
    draw_rounded_rect(app->renderer, box, box.h * 0.3f, PALETTE_PILL);
    table_paint_text_fit(app, FONT_BOLD, L->small_px, PALETTE_CREAM, tip, box.x + box.w / 2,
                         box.y + (float)th * 0.2f, box.w - (float)th, TEXT_CENTER);
}

static void draw_private(App *app, const SstState *st, const SstFrame *f)
{
    SDL_Renderer *r = app->renderer;
    const TableLayout *L = &f->L;
    const SstBuild *b = &st->build;
    bool turn = st->priv.phase == SSG_PHASE_TURN;
    draw_rounded_rect(r, L->strip, L->margin, PALETTE_STRIP);
    if (f->hand_n == 0)
        table_paint_text_fit(app, FONT_REGULAR, L->body_px, PALETTE_SOFT, "No cards left in your hand.",
                             L->hand.x, L->hand.y + L->hand.h / 3, L->hand.w, TEXT_LEFT);
    draw_rounded_rect(r, L->build, L->margin * 0.8f, PALETTE_BUILD_AREA);
    table_paint_cards(app, &f->mine);
    for (int i = 0; i < b->n; i++) {
        SDL_FRect tag = f->tag_rect[i];
        if (tag.w <= 0)
            continue;
        draw_rounded_rect(r, tag, tag.h / 2, b->reduce[i] ? PALETTE_GOLD : PALETTE_TOGGLE_OFF);
        char t[16];
        snprintf(t, sizeof t, "\u2193%d", b->reduced_to[i]);
        text_draw(app->text, FONT_BOLD, L->small_px, b->reduce[i] ? PALETTE_DARK : PALETTE_CREAM, t,
                  tag.x + tag.w / 2, tag.y + tag.h * 0.1f, TEXT_CENTER);
    }
    if (f->caret.w > 0)
        draw_rounded_rect(r, f->caret, 3, PALETTE_GOLD);
    if (f->tag_hover >= 0)
        draw_tag_tip(app, st, f, f->tag_hover);
    if (b->n == 0)
        table_paint_text_fit(app, FONT_REGULAR, L->small_px, PALETTE_FAINT,
                             turn ? "Your pattern goes here"
                             : st->priv.phase == SSG_PHASE_TRICK_DISCARD ? "Click the two cards to discard"
                             : st->priv.exchange_taken ? "Click the card to discard"
                                                       : "Take a card first, or no exchange",
                             L->build.x + L->margin * 1.5f,
                             L->build.y + L->build.h / 2 - (float)L->small_px * 0.6f,
                             L->build.w * 0.8f, TEXT_LEFT);
    /* Live feedback. */
    float fx = f->S.feedback.x, fy = f->S.feedback.y, fw = f->S.feedback.w;
    char who[96];
    snprintf(who, sizeof who, "%s's cards", st->priv.seat[st->shown].name);
    text_draw(app->text, FONT_BOLD, L->small_px, PALETTE_SOFT, who, fx, fy, TEXT_LEFT);
    fy += (float)L->small_px * 1.5f;
    bool prompt = b->n == 0 || !turn ||
                  (b->target >= 0 && b->n == st->priv.revealed[b->target].cards.n);
    /* A long explanation is set smaller to end above the style's choices (or the window's
     * foot), never below them. The style it will be juggled in reads at the body size. */
    bool chips = f->style_chips && st->overlay != OVERLAY_TRICKS;
    const char *style_line = chips ? b->shown : b->performed; /* the choices name the style */
    char facts[SSG_TEXT_SIZE + 24]; /* a repeat said on the facts' line: it fits the strip */
    snprintf(facts, sizeof facts, "%s%s", b->facts,
             chips && b->style_needed ? " \u00b7 played before" : "");
    const char *said[3] = {b->verdict, facts, style_line};
    float foot = chips ? f->style_chip[0].y - L->margin * 0.2f : (float)app->height - L->margin * 0.3f;
    int body = text_wrapped_px(app->text, FONT_BOLD, L->body_px, L->body_px * 6 / 10, said, 3, fw,
                               foot - fy);
    fy += text_draw_wrapped(app->text, FONT_BOLD, body,
                            b->legal ? PALETTE_GOLD : prompt ? PALETTE_CREAM : PALETTE_ERROR,
                            b->verdict, fx, fy, fw);
    if (facts[0])
        fy += text_draw_wrapped(app->text, FONT_REGULAR, body, PALETTE_CREAM, facts, fx, fy, fw);
    if (style_line[0])
        text_draw_wrapped(app->text, FONT_REGULAR, body, PALETTE_SOFT, style_line, fx, fy, fw);
}

static void draw_guess_panel(App *app, const SstState *st, const SstFrame *f)
{
    SDL_Renderer *r = app->renderer;
    const TableLayout *L = &f->L;
    float x = f->perf_x, y = L->strip.y + L->margin * 0.5f, w = f->perf_w;
    char line[120];
    snprintf(line, sizeof line, "%s's guess", st->pub.seat[st->guesser].name);
    text_draw(app->text, FONT_BOLD, L->big_px, PALETTE_GOLD, line, x, y, TEXT_LEFT);
    y += (float)L->big_px * 1.45f;
    if (st->pub.perf.kind == SSG_PLAY_TRICK) {
        text_draw(app->text, FONT_REGULAR, L->small_px, PALETTE_SOFT,
                  "Pick the trick's name: arrows or a click, then Enter.", x, y, TEXT_LEFT);
        for (int k = 0; k < f->guess_rows_n; k++) {
            int i = f->guess_top + k;
            SDL_FRect row = f->guess_row[k];
            bool sel = i == st->guess_list.selected;
            draw_rounded_rect(r, row, row.h * 0.3f, sel ? PALETTE_GOLD : PALETTE_ROW);
            /* The list scrolls: the first and last rows shown say so when more lie beyond. */
            const char *more = k == 0 && f->guess_top > 0 ? "\u25b2 more"
                             : k == f->guess_rows_n - 1 && i + 1 < st->tricks_n ? "\u25bc more"
                                                                                : NULL;
            int mw = 0, mh = 0;
            if (more) {
                text_measure(app->text, FONT_REGULAR, L->small_px, more, &mw, &mh);
                text_draw(app->text, FONT_REGULAR, L->small_px, sel ? PALETTE_DARK : PALETTE_SOFT,
                          more, row.x + row.w - L->margin * 0.5f, row.y + (row.h - (float)mh) / 2,
                          TEXT_RIGHT);
            }
            table_paint_text_fit(app, FONT_BOLD, L->body_px, sel ? PALETTE_DARK : PALETTE_CREAM,
                                 sst_trick(st, i)->name, row.x + L->margin * 0.5f,
                                 row.y + row.h * 0.11f, row.w - L->margin - (float)mw, TEXT_LEFT);
        }
        return;
    }
    SDL_FRect field = f->guess_field;
    float fh = field.h;
    draw_rounded_rect(r, field, fh * 0.2f, PALETTE_PAPER);
    float tx = x + (float)L->big_px * 0.35f, ty = y + (fh - (float)L->big_px * 1.17f) / 2;
    if (st->guess.length == 0)
        text_draw(app->text, FONT_REGULAR, L->big_px, PALETTE_PLACEHOLDER, "e.g. 531", tx, ty, TEXT_LEFT);
    text_draw(app->text, FONT_BOLD, L->big_px, PALETTE_DARK, st->guess.text, tx, ty, TEXT_LEFT);
    char prefix[TEXTEDIT_CAPACITY];
    memcpy(prefix, st->guess.text, st->guess.cursor);
    prefix[st->guess.cursor] = '\0';
    int pw = 0, ph = 0;
    if (st->guess.cursor > 0)
        text_measure(app->text, FONT_BOLD, L->big_px, prefix, &pw, &ph);
    if (fmod(app_time(app, 0), 1.0) < 0.6)
        draw_rounded_rect(r, (SDL_FRect){tx + (float)pw, y + fh * 0.15f, 3, fh * 0.7f}, 1, PALETTE_DARK);
    y += fh + L->margin * 0.6f;
    y += text_draw_wrapped(app->text, FONT_REGULAR, L->small_px, PALETTE_SOFT,
                           "Type the siteswap you see (a for 10, b for 11), then Enter. Esc cancels.",
                           x, y, w);
    if (st->guess_error[0])
        text_draw_wrapped(app->text, FONT_BOLD, L->body_px, PALETTE_ERROR, st->guess_error, x,
                          y + L->margin * 0.4f, w);
}

static void draw_hint_chips(App *app, const TableLayout *L, const SstState *st, float x, float y)
{
    static const char *names[SSG_HINTS] = {"Balls", "Period", "Highest throw"};
    for (int h = 0; h < SSG_HINTS; h++) {
        int v = st->pub.perf.hint_value[h];
        char t[48];
        if (v >= 0)
            snprintf(t, sizeof t, "%s %d", names[h], v);
        else
            snprintf(t, sizeof t, "%s ?", names[h]);
        int tw, th;
        text_measure(app->text, FONT_BOLD, L->body_px, t, &tw, &th);
        SDL_FRect chip = {x, y, (float)tw + (float)th, (float)th * 1.25f};
        draw_rounded_rect(app->renderer, chip, chip.h / 2, v >= 0 ? PALETTE_GOLD : PALETTE_ROW);
        text_draw(app->text, FONT_BOLD, L->body_px, v >= 0 ? PALETTE_DARK : PALETTE_FAINT, t,
                  x + (float)th / 2, y + (float)th * 0.12f, TEXT_LEFT);
        x += chip.w + L->margin * 0.6f;
    }
}

/* The juggler takes the stage, centred over the table: its ground, under the juggler. */
static bool stage_shown(const SstState *st, const SstFrame *f)
{
    return st->mode == TABLE_PUBLIC && st->pub.phase == SSG_PHASE_PERFORM && f->juggler_on_stage;
}

static Uint8 stage_alpha(const SstState *st)
{
    return (Uint8)(230.0 * st->stage_in);
}

static void draw_stage_ground(App *app, const SstState *st, const SstFrame *f)
{
    SDL_Color ground = PALETTE_SHEET;
    ground.a = stage_alpha(st);
    draw_rounded_rect(app->renderer, f->stage, f->L.margin, ground);
}

/* The juggler on the stage's ground (which is in the base layer). */
static void draw_stage_juggler(App *app, const SstState *st, const SstFrame *f)
{
    if (stage_shown(st, f) && st->pm_ok) {
        AnimShot first = stage_shot(st->pm, f->shot, st->win.height);
        stage_draw_shot(app, st->pm, st->pm_t, f->shot,
                        st->camera.framed ? &st->camera.shot : &first);
    }
}

/* While a pattern is performed: the juggler (or the counter of a real performance), the
 * cycles, the hints given, who may guess, and the guess being typed. Never the throws. */
static void draw_performance(App *app, const SstState *st, const SstFrame *f)
{
    SDL_Renderer *r = app->renderer;
    const TableLayout *L = &f->L;
    int p = st->pub.perf.performer;
    SstPerfShow show = sst_perf_show(st);
    /* The cycle counter everyone can read from across the table. */
    SDL_FRect counter = f->counter;
    draw_rounded_rect(r, counter, L->margin, PALETTE_COUNTER_BOX);
    char line[320];
    int cpx = (int)SDL_min(counter.h * 0.5f, counter.w * 0.45f);
    snprintf(line, sizeof line, "%d", st->pub.perf.cycles);
    text_draw(app->text, FONT_BOLD, cpx, show == PERF_CHOOSING ? PALETTE_FAINT : PALETTE_GOLD, line,
              counter.x + counter.w / 2, counter.y + counter.h * 0.12f, TEXT_CENTER);
    text_draw(app->text, FONT_BOLD, L->body_px, PALETTE_SOFT,
              st->pub.perf.cycles == 1 ? "cycle" : "cycles", counter.x + counter.w / 2,
              counter.y + counter.h * 0.12f + (float)cpx * 1.2f, TEXT_CENTER);
    if (st->guesser >= 0 && st->guesser < st->pub.seats) {
        draw_guess_panel(app, st, f);
        return;
    }
    float x = f->perf_x, w = f->perf_w, y = L->strip.y + L->margin * 0.5f;
    bool trick = st->pub.perf.kind == SSG_PLAY_TRICK;
    snprintf(line, sizeof line, "%s %s", st->pub.seat[p].name,
             show == PERF_CHOOSING ? (trick ? "has chosen a trick" : "has laid the cards down")
             : trick ? "is juggling a trick" : "is juggling a siteswap");
    table_paint_text_fit(app, FONT_BOLD, L->big_px, PALETTE_CREAM, line, x, y, w, TEXT_LEFT);
    y += (float)L->big_px * 1.4f;
    const char *how = show == PERF_CHOOSING ? "How will it be performed? Juggle it yourself, or "
                                              "let the juggler on the screen show it."
                      : show == PERF_REAL ? "Juggled for real: count each cycle with +1 (or Space)."
                                          : "Performed by the juggler on the screen.";
    y += text_draw_wrapped(app->text, FONT_REGULAR, L->body_px, PALETTE_SOFT, how, x, y, w);
    if (show == PERF_CHOOSING)
        return;
    if (st->pub.perf.recognised_by >= 0)
        snprintf(line, sizeof line, "Recognised by %s: it is revealed after cycle %d.",
                 st->pub.seat[st->pub.perf.recognised_by].name, st->pub.perf.catch_cycles);
    else if (trick)
        snprintf(line, sizeof line, "Guess the trick's name.");
    else if (st->pub.perf.cycles >= st->pub.perf.cycles_to_lay_down)
        snprintf(line, sizeof line, "%d cycles shown: it may be laid down unrecognised.",
                 st->pub.perf.cycles);
    else
        snprintf(line, sizeof line, "It may be laid down unrecognised after %d cycles.",
                 st->pub.perf.cycles_to_lay_down);
    /* Wrapped: how the performance may end is not to be cut short. */
    y += text_draw_wrapped(app->text, FONT_BOLD, L->name_px, PALETTE_CREAM, line, x, y, w) +
         (float)L->name_px * 0.1f;
    if (!trick) {
        draw_hint_chips(app, L, st, x, y);
        y += (float)L->body_px * 2.0f;
    }
    char who[160];
    sst_guessers_text(st, who, sizeof who);
    if (who[0]) {
        SDL_snprintf(line, sizeof line, "Recognise it? Press your seat's number or click your seat: %s.",
                 who);
        const char *said[1] = {line}; /* smaller rather than past the window's foot */
        int px = text_wrapped_px(app->text, FONT_REGULAR, L->body_px, L->body_px * 6 / 10, said, 1,
                                 w, (float)app->height - L->margin * 0.3f - y);
        text_draw_wrapped(app->text, FONT_REGULAR, px, PALETTE_CREAM, line, x, y, w);
    }
}

static void draw_public_strip(App *app, const SstState *st, const SstFrame *f)
{
    const TableLayout *L = &f->L;
    float x = L->strip.x + L->margin, y = L->strip.y + L->margin;
    float w = L->build.w + f->S.feedback.w;
    char line[200] = "";
    SsgPhase ph = st->pub.phase;
    if (ph == SSG_PHASE_OVER) {
        for (int s = 0; s < st->pub.seats; s++)
            if (st->pub.seat[s].place == 1)
                snprintf(line, sizeof line, "%s wins the game!", st->pub.seat[s].name);
        if (!line[0])
            snprintf(line, sizeof line, "The game is over.");
    } else if (ph == SSG_PHASE_PERFORM) {
        draw_performance(app, st, f);
        return;
    } else {
        int ws = st->waiting;
        if (ws >= 0 && st->pub.seat[ws].kind == SSG_COMPUTER)
            snprintf(line, sizeof line, "%s is thinking\u2026", st->pub.seat[ws].name);
        else if (ws >= 0)
            snprintf(line, sizeof line, "%s to play", st->pub.seat[ws].name);
        if (motion_busy(&st->motion))
            snprintf(line, sizeof line, "Cards on the move\u2026");
    }
    text_draw(app->text, FONT_BOLD, L->big_px, PALETTE_CREAM, line, x, y, TEXT_LEFT);
    text_draw_wrapped(app->text, FONT_REGULAR, L->body_px, PALETTE_SOFT,
                      "Click a revealed siteswap to see it juggled. F hurries the cards; "
                      "PgUp and PgDn scroll the log.", x, y + (float)L->big_px * 1.6f, w);
}

/* The reveal: who named it, the siteswap large, its cards, what it was, and the way on. */
static void draw_reveal(App *app, const SstState *st, const SstFrame *f)
{
    const TableLayout *L = &f->L;
    const SstReveal *r = &st->reveal;
    if (st->om_ok)
        stage_draw(app, st->om, st->om_t, f->preview);
    const char *performer = r->performer >= 0 && r->performer < st->pub.seats
                                ? st->pub.seat[r->performer].name : "?";
    char who[200];
    if (r->named_by >= 0 && r->named_by < st->pub.seats)
        snprintf(who, sizeof who, "%s recognised %s's %s!", st->pub.seat[r->named_by].name,
                 performer, r->trick ? "trick" : r->extension ? "extension" : "siteswap");
    else
        snprintf(who, sizeof who, "Nobody recognised it: %s lays it down.", performer);
    SDL_FRect b = f->reveal_who;
    int widest;
    float used = text_measure_wrapped(app->text, FONT_BOLD, L->big_px, who, b.w, &widest);
    text_draw_wrapped(app->text, FONT_BOLD, L->big_px, PALETTE_GOLD, who, b.x, b.y + (b.h - used) / 2,
                      b.w);
    b = f->reveal_what;
    text_draw(app->text, FONT_BOLD, f->reveal_what_px, PALETTE_CREAM, r->what, b.x + b.w / 2, b.y,
              TEXT_CENTER);
    table_paint_cards(app, &f->reveal_cards);
    b = f->reveal_facts;
    textfit_draw(app->text, FONT_REGULAR, L->body_px, PALETTE_SOFT, r->facts, b.x + b.w / 2, b.y,
                 b.w, TEXT_CENTER);
    char go[64];
    bool may = sst_reveal_may_close(st);
    int left = (int)ceil(sst_reveal_left(st));
    if (may)
        snprintf(go, sizeof go, "Go on (Enter) · %d s", left);
    else
        snprintf(go, sizeof go, "Go on in %d s", (int)ceil(SST_TIMINGS.reveal_min - r->age));
    table_paint_button(app, f->reveal_go, go, may, true, L->button_px);
}

static void draw_overlay(App *app, const SstState *st, const SstFrame *f)
{
    const TableLayout *L = &f->L;
    SDL_FRect panel = f->panel;
    draw_rounded_rect(app->renderer, panel, st->overlay == OVERLAY_REVEAL ? 0 : L->margin,
                      PALETTE_OVERLAY);
    if (st->overlay == OVERLAY_REVEAL) {
        draw_reveal(app, st, f);
        return;
    }
    if (st->overlay == OVERLAY_JUGGLE) {
        if (st->om_ok)
            stage_draw(app, st->om, st->om_t, f->preview);
        text_draw(app->text, FONT_BOLD, L->big_px, PALETTE_CREAM, st->om_title,
                  panel.x + panel.w / 2, panel.y + L->margin, TEXT_CENTER);
        text_draw(app->text, FONT_REGULAR, L->small_px, PALETTE_SOFT, "Click or Esc to close",
                  panel.x + panel.w / 2, panel.y + panel.h - (float)L->small_px * 1.6f, TEXT_CENTER);
        return;
    }
    text_draw(app->text, FONT_BOLD, L->big_px, PALETTE_CREAM, "Juggle a trick", panel.x + L->margin,
              panel.y + L->margin, TEXT_LEFT);
    for (int k = 0; k < f->trick_rows_n; k++) {
        int i = f->trick_top + k;
        SDL_FRect row = f->trick_row[k];
        bool sel = i == st->trick_list.selected;
        if (sel)
            draw_rounded_rect(app->renderer, row, row.h * 0.3f, PALETTE_GOLD);
        table_paint_text_fit(app, FONT_BOLD, L->body_px, sel ? PALETTE_DARK : PALETTE_CREAM,
                             sst_trick(st, i)->name, row.x + L->margin * 0.5f, row.y + row.h * 0.13f,
                             row.w - L->margin, TEXT_LEFT);
    }
    const CatalogueEntry *e = sst_trick(st, st->trick_list.selected);
    if (e) {
        if (st->om_ok)
            stage_draw(app, st->om, st->om_t, f->preview);
        text_draw_wrapped(app->text, FONT_REGULAR, L->body_px, PALETTE_SOFT, e->description,
                          panel.x + panel.w * 0.77f, panel.y + L->margin * 3, panel.w * 0.21f);
    }
}

static void draw_curtain(App *app, const SstState *st, const SstFrame *f)
{
    const SsgView *v = &st->pub;
    const char *name = v->seat[st->shown].name;
    char why[200];
    if (v->phase == SSG_PHASE_EXCHANGE && v->perf.performer >= 0)
        snprintf(why, sizeof why, "%s recognised %s's pattern and may exchange a card.", name,
                 v->seat[v->perf.performer].name);
    else if (v->phase == SSG_PHASE_TRICK_DISCARD)
        snprintf(why, sizeof why, "The trick was recognised: %s discards two cards and draws two.", name);
    else if (table_banner_shown(&st->banner)) /* what just happened, then whose turn */
        snprintf(why, sizeof why, "%.150s It is %s's turn.", st->banner.text, name);
    else
        snprintf(why, sizeof why, "It is %s's turn.", name);
    table_paint_curtain(app, name, why, f->confirm, st->curtain_age >= SST_TIMINGS.curtain_arm,
                        f->L.name_px, f->L.big_px, f->L.small_px);
    const char *url = st->phones.on ? st->phones.url[st->shown] : "";
    if (url[0]) /* or the cards go to the seat's phone: the screen then skips this curtain */
        table_paint_curtain_link(app, url, f->L.margin, f->L.name_px);
}

/* The Join screen: every person seat's link, to scan from across the room. */
static void draw_join(App *app, const SstState *st, const SstFrame *f)
{
    const char *names[SSG_MAX_SEATS];
    for (int s = 0; s < st->pub.seats && s < SSG_MAX_SEATS; s++)
        names[s] = st->pub.seat[s].name;
    table_paint_join(app, &st->phones, SDL_min(st->pub.seats, SSG_MAX_SEATS), names, f->L.name_px,
                     f->L.small_px);
}

/* The strip of a performance watched (not while someone types a guess: its caret blinks) is
 * in the base layer: it changes once a cycle. */
static bool strip_in_base(const SstState *st)
{
    return st->mode == TABLE_PUBLIC && st->pub.phase == SSG_PHASE_PERFORM &&
           !(st->guesser >= 0 && st->guesser < st->pub.seats);
}

/* The buttons too, while nothing is drawn over them: no card in flight, banner or overlay,
 * and no private strip (its ground spans the buttons' column). */
static bool buttons_in_base(const SstState *st, const SstFrame *f)
{
    return st->mode == TABLE_PUBLIC && f->moving.n == 0 && !table_banner_shown(&st->banner) &&
           st->overlay == OVERLAY_NONE;
}

static void draw_buttons(App *app, const SstFrame *f)
{
    for (int i = 0; i < f->buttons.n; i++)
        table_paint_button(app, f->button_rect[i], f->buttons.b[i].label, f->buttons.b[i].on,
                           f->buttons.b[i].primary, f->L.button_px);
}

/* Everything the base layer shows, and nothing else: a change in any of it draws the layer
 * again. Cards on the move, the juggler, the strip and the buttons are drawn over it live. */
static uint64_t base_key(const SstState *st, const SstFrame *f)
{
    uint64_t h = LAYER_HASH_START;
    h = layer_hash(h, &f->L, sizeof f->L);
    h = layer_hash(h, &f->table.face, sizeof f->table.face);
    h = layer_hash(h, f->table.c, sizeof f->table.c[0] * (size_t)SDL_clamp(f->table.n, 0, TABLE_CARDS_MAX));
    h = layer_hash(h, f->seat, sizeof f->seat);
    h = layer_hash(h, &f->pickup_shown, sizeof f->pickup_shown);
    h = layer_hash(h, &f->discard_empty, sizeof f->discard_empty);
    h = layer_hash(h, f->revealed_row, sizeof f->revealed_row);
    h = layer_hash(h, f->revealed_x0, sizeof f->revealed_x0);
    h = layer_hash(h, &f->revealed_before, sizeof f->revealed_before);
    h = layer_hash(h, &f->revealed_after, sizeof f->revealed_after);
    /* Of the public view, what draw_base reads: not the performance's cycle count, which
     * changes every cycle and is drawn live. */
    h = layer_hash(h, &st->pub.seats, sizeof st->pub.seats);
    h = layer_hash(h, &st->pub.phase, sizeof st->pub.phase);
    h = layer_hash(h, st->pub.seat, sizeof st->pub.seat);
    h = layer_hash(h, &st->pub.revealed_n, sizeof st->pub.revealed_n);
    for (int i = 0; i < st->pub.revealed_n && i < SSG_MAX_REVEALED; i++)
        h = layer_hash(h, &st->pub.revealed[i].laid_by, sizeof st->pub.revealed[i].laid_by);
    h = layer_hash(h, &st->mode, sizeof st->mode);
    h = layer_hash(h, &st->build.target, sizeof st->build.target);
    h = layer_hash(h, &st->summary_from, sizeof st->summary_from);
    h = layer_hash(h, &st->log.total, sizeof st->log.total);
    h = layer_hash(h, &st->log.scroll, sizeof st->log.scroll);
    Uint8 veil = (Uint8)(150.0 * st->stage_in), ground = stage_alpha(st);
    bool stage = stage_shown(st, f);
    h = layer_hash(h, &veil, 1);
    h = layer_hash(h, &stage, sizeof stage);
    if (stage) {
        h = layer_hash(h, &ground, 1);
        h = layer_hash(h, &f->stage, sizeof f->stage);
    }
    bool strip = strip_in_base(st), buttons = buttons_in_base(st, f);
    h = layer_hash(h, &strip, sizeof strip);
    if (strip) {
        h = layer_hash(h, &st->pub.perf, sizeof st->pub.perf);
        SstPerfShow show = sst_perf_show(st);
        char who[160];
        sst_guessers_text(st, who, sizeof who);
        h = layer_hash(h, &show, sizeof show);
        h = layer_hash(h, who, SDL_strlen(who));
        h = layer_hash(h, &f->counter, sizeof f->counter);
        h = layer_hash(h, &f->perf_x, sizeof f->perf_x);
        h = layer_hash(h, &f->perf_w, sizeof f->perf_w);
    }
    h = layer_hash(h, &buttons, sizeof buttons);
    if (buttons) {
        h = layer_hash(h, &f->buttons, sizeof f->buttons);
        h = layer_hash(h, f->button_rect, sizeof f->button_rect[0] * (size_t)SDL_clamp(f->buttons.n, 0, SST_MAX_BUTTONS));
    }
    return h;
}

/* The table at rest: felt, seats, piles and revealed rows, the log, the stage's ground. */
static void draw_base(App *app, const SstState *st, const SstFrame *f)
{
    const TableLayout *L = &f->L;
    table_paint_felt(app, L);
    draw_seats(app, st, f);
    draw_table_under(app, st, f);
    table_paint_cards(app, &f->table);
    draw_seat_status(app, st, f);
    draw_table_over(app, st, f);
    if (st->stage_in > 0) { /* the table steps back while the juggler performs */
        SDL_Color veil = PALETTE_DIM;
        veil.a = (Uint8)(150.0 * st->stage_in);
        draw_rounded_rect(app->renderer, L->table, L->margin * 2, veil);
    }
    draw_log(app, st, f); /* what happened stays in reach during a performance */
    if (stage_shown(st, f))
        draw_stage_ground(app, st, f);
    /* Below the table, where the juggler (drawn over this layer) does not reach. */
    if (strip_in_base(st))
        draw_public_strip(app, st, f);
    if (buttons_in_base(st, f))
        draw_buttons(app, f);
}

/* The style's three choices, in the phone's words with the key that cycles each; a choice
 * with no other value the engine accepts is greyed out. */
static void draw_style_chips(App *app, const SstState *st, const SstFrame *f)
{
    if (!f->style_chips)
        return;
    /* One size for the three, the largest at which every word of each part fits its chip
     * whole (with Large text at 1920x1080 "Right hand (F6)" was cut at the body size). */
    int px = f->L.body_px;
    for (bool fits = false; !fits && px > f->L.small_px * 3 / 4;) {
        fits = true;
        for (int i = 0; i < SST_STYLE_PARTS && fits; i++) {
            float room = ui_button_label_room(f->style_chip[i]);
            const char *word;
            for (int v = 0; (word = sst_style_word_of((SstStylePart)i, v)) != NULL && fits; v++) {
                char label[48];
                int w = 0, h = 0;
                snprintf(label, sizeof label, "%s (%s)", word, sst_style_key((SstStylePart)i));
                text_measure(app->text, FONT_BOLD, px, label, &w, &h);
                fits = (float)w <= room;
            }
        }
        if (!fits)
            px--;
    }
    for (int i = 0; i < SST_STYLE_PARTS; i++) {
        char label[48];
        snprintf(label, sizeof label, "%s (%s)", sst_style_word(st, (SstStylePart)i),
                 sst_style_key((SstStylePart)i));
        table_paint_button(app, f->style_chip[i], label, sst_style_next(st, (SstStylePart)i) >= 0,
                           false, px);
    }
}

void sst_draw(App *app, DrawLayer *base, const SstState *st, const SstFrame *f)
{
    if (st->phones.join_open) {
        draw_join(app, st, f);
        return;
    }
    if (st->mode == TABLE_CURTAIN) {
        /* Nothing of the table under the curtain: the screen is on its way to someone. */
        draw_curtain(app, st, f);
        return;
    }
    const TableLayout *L = &f->L;
    if (app_layer_begin(app, base, base_key(st, f)))
        draw_base(app, st, f);
    layer_end(base, app->renderer);
    draw_stage_juggler(app, st, f);
    if (st->mode == TABLE_PRIVATE)
        draw_private(app, st, f);
    else if (!strip_in_base(st))
        draw_public_strip(app, st, f);
    table_paint_cards(app, &f->moving);
    if (st->mode == TABLE_PUBLIC)  /* verdicts are for the whole table: not over private cards */
        table_paint_banner(app, &st->banner, L->strip.x, L->buttons[0].x - L->margin,
                           L->strip.y + L->strip.h * 0.72f, L->name_px, SST_TIMINGS.banner_fade);
    if (st->overlay != OVERLAY_NONE)
        draw_overlay(app, st, f);
    draw_style_chips(app, st, f);
    if (!buttons_in_base(st, f))
        draw_buttons(app, f);
}
