#include "sst_probe.h"

#include "cards.h"
#include "juggler.h"
#include "probe_json.h"
#include "sst_play.h"
#include "sst_style.h"
#include "stage.h"
#include "table_probe.h"

#include <string.h>

/* The juggler as drawn into the shot at this moment: its body's box and its smallest prop. */
static SDL_FRect figure_rect(const SstState *st, SDL_FRect area, float *prop_px)
{
    AnimPose pose;
    anim_pose_at(st->pm, st->pm_t, &pose);
    AnimShot shot = st->camera.framed ? st->camera.shot : stage_shot(st->pm, area, st->win.height);
    *prop_px = juggler_prop_px(st->pm, &pose, &shot, area);
    return juggler_figure_box(&pose, &shot, area);
}

static bool overlaps(SDL_FRect a, SDL_FRect b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/* The smallest value a revealed card on the table shows whole (the card art's own size for it):
 * what a player must read from across the room to plan an extension. 0 when none lies there. */
static int revealed_value_px(const SstState *st, const TableCards *table, int card_h)
{
    int least = 0;
    for (int i = 0; i < st->pub.revealed_n && i < SSG_MAX_REVEALED; i++) {
        const SsgRevealed *rv = &st->pub.revealed[i];
        int laid = rv->laid_by >= 0 && rv->laid_by < st->pub.seats ? rv->laid_by : 0;
        for (int k = 0; k < rv->cards.n; k++)
            for (int c = 0; c < table->n; c++)
                if (table->c[c].card == rv->cards.card[k] && table->c[c].face_up &&
                    table->c[c].h == card_h) {
                    int px = cards_value_px(ssgame_card_value(&st->game, laid, rv->cards.card[k]),
                                            card_h);
                    least = least == 0 || px < least ? px : least;
                }
    }
    return least;
}

bool sst_probe_fill(const SstState *st, const SstFrame *d, SstProbe *out)
{
    SstFrame *f = SDL_malloc(sizeof *f);
    if (!f)
        return false;
    sst_frame(st, 0, f); /* the rectangles input tests against now */
    memset(out, 0, sizeof *out);
    out->mode = st->mode;
    out->shown_seat = st->shown;
    out->game = &st->game;
    /* Faces from the frame last drawn, all three layers: what the players saw. */
    const TableCards *layers[] = {&d->table, &d->mine, &d->moving, &d->reveal_cards};
    out->faces_n = table_cards_faces_in(layers, 4, out->faces, SST_PROBE_FACES);
    out->revealed_value_px = revealed_value_px(st, &d->table, d->S.revealed_card_h);
    out->busy = motion_busy(&st->motion);
    out->layout = f->L;
    out->confirm = f->confirm;
    out->hand_n = f->hand_n;
    memcpy(out->hand_card, f->hand_card, sizeof out->hand_card);
    memcpy(out->hand_rect, f->hand_rect, sizeof out->hand_rect);
    out->build_n = st->build.n;
    out->build_legal = st->build.legal;
    SDL_strlcpy(out->feedback, st->build.verdict, sizeof out->feedback);
    out->buttons_n = f->buttons.n;
    for (int i = 0; i < f->buttons.n; i++) {
        SDL_strlcpy(out->button_label[i], f->buttons.b[i].label, sizeof out->button_label[0]);
        out->button_on[i] = f->buttons.b[i].on;
        /* gold as drawn (the coach's ring may move it) */
        out->button_primary[i] = i < d->buttons.n && d->buttons.b[i].id == f->buttons.b[i].id &&
                                 d->buttons.b[i].primary;
        out->button_rect[i] = f->button_rect[i];
    }
    out->guesser = st->guesser;
    SDL_strlcpy(out->guess, st->guess.text, sizeof out->guess);
    SDL_strlcpy(out->guess_error, st->guess_error, sizeof out->guess_error);
    const CatalogueEntry *pick = sst_trick(st, st->guess_list.selected);
    if (st->guesser >= 0 && pick && st->pub.perf.kind == SSG_PLAY_TRICK)
        SDL_strlcpy(out->guess_pick, pick->name, sizeof out->guess_pick);
    if (table_banner_shown(&st->banner))
        SDL_strlcpy(out->banner, st->banner.text, sizeof out->banner);
    out->banner_good = st->banner.good;
    out->verdict_fresh = sst_verdict_fresh(st);
    out->real_performance = st->pub.phase == SSG_PHASE_PERFORM && sst_perf_show(st) == PERF_REAL;
    out->log_scroll = st->log.scroll;
    out->on_stage = f->juggler_on_stage && st->pm_ok;
    out->stage = f->stage;
    if (out->on_stage) {
        out->figure = figure_rect(st, d->shot, &out->prop_px);
        /* Only cards on the move are drawn after the stage: any face among them over it would
         * show on the stage itself. */
        for (int i = 0; i < d->moving.n; i++) {
            const TableCard *c = &d->moving.c[i];
            float cw = table_card_w(c->h);
            SDL_FRect r = {c->cx - cw / 2, c->cy - (float)c->h / 2, cw, (float)c->h};
            if (c->face_up && c->card >= 0 && overlaps(r, d->stage))
                out->faces_over_stage++;
        }
    }
    out->pub = &st->pub;
    out->turn = st->pub.phase == SSG_PHASE_OVER ? -1 : st->waiting;
    table_layout_text_sizes(&f->L, &out->text);
    for (int i = 0; i < st->build.n; i++) {
        out->build_card[i] = st->build.slot[i].card;
        out->build_fixed[i] = !st->build.slot[i].mine;
    }
    memcpy(out->build_rect, f->slot_rect, sizeof out->build_rect);
    memcpy(out->tag_rect, f->tag_rect, sizeof out->tag_rect);
    memcpy(out->reducible, st->build.reducible, sizeof out->reducible);
    memcpy(out->reduce, st->build.reduce, sizeof out->reduce);
    out->caret = st->build.caret;
    out->target = st->build.target;
    out->style = st->build.style;
    out->style_needed = st->build.style_needed;
    out->trick_style = st->trick_style;
    out->style_chips = f->style_chips;
    memcpy(out->style_chip, f->style_chip, sizeof out->style_chip);
    for (int i = 0; i < SST_STYLE_PARTS; i++) {
        SDL_strlcpy(out->style_word[i], sst_style_word(st, (SstStylePart)i),
                    sizeof out->style_word[i]);
        out->style_chip_on[i] = f->style_chips && sst_style_next(st, (SstStylePart)i) >= 0;
    }
    SDL_strlcpy(out->performed, st->build.performed, sizeof out->performed);
    out->revealed_n = st->pub.revealed_n;
    memcpy(out->revealed_row, f->revealed_row, sizeof out->revealed_row);
    out->overlay = st->overlay == OVERLAY_JUGGLE ? 1 : st->overlay == OVERLAY_TRICKS ? 2
                 : st->overlay == OVERLAY_REVEAL ? 3 : 0;
    if (st->overlay == OVERLAY_REVEAL) {
        const SstReveal *r = &st->reveal;
        out->reveal = true;
        SDL_strlcpy(out->reveal_what, r->what, sizeof out->reveal_what);
        out->reveal_named_by = r->named_by;
        out->reveal_what_px = d->reveal_what_px;
        out->reveal_may_close = sst_reveal_may_close(st);
        out->reveal_left = sst_reveal_left(st);
        out->reveal_card_h = d->reveal_cards.n > 0 ? d->reveal_cards.c[0].h : 0;
    }
    out->preview_ok = st->overlay != OVERLAY_NONE && st->om_ok;
    out->tricks_n = st->tricks_n;
    out->trick_sel = st->trick_list.selected;
    out->trick_top = f->trick_top;
    const CatalogueEntry *sel = sst_trick(st, st->trick_list.selected);
    if (sel)
        SDL_strlcpy(out->trick_name, sel->name, sizeof out->trick_name);
    out->trick_rows_n = SDL_min(f->trick_rows_n, SST_PROBE_TRICK_ROWS);
    memcpy(out->trick_row, f->trick_row, sizeof(SDL_FRect) * (size_t)out->trick_rows_n);
    SDL_free(f);
    return true;
}

static const char *sst_phase(const SstProbe *p)
{
    if (p->mode == TABLE_CURTAIN)
        return "curtain";
    if (p->overlay == 1 && p->preview_ok)
        return "watching";
    switch (p->pub->phase) {
    case SSG_PHASE_PERFORM:
        return p->on_stage ? "performing" : p->real_performance ? "juggling_for_real" : "choosing";
    case SSG_PHASE_TURN:
        return "turn";
    case SSG_PHASE_TRICK_DISCARD:
        return "trick_discard";
    case SSG_PHASE_EXCHANGE:
        return "exchange";
    case SSG_PHASE_OVER:
        return "over";
    }
    return "turn";
}

void sst_probe_json(JsonWriter *j, const SstProbe *p)
{
    const SsgView *v = p->pub;
    probe_str(j, "game", "siteswap");
    probe_str(j, "phase", sst_phase(p));
    probe_str(j, "mode", table_probe_mode(p->mode));
    probe_bool(j, "curtain", p->mode == TABLE_CURTAIN);
    probe_rect(j, "stage", p->on_stage ? p->stage : (SDL_FRect){0});
    probe_jugglers(j, &p->figure, p->on_stage ? 1 : 0, p->prop_px);
    probe_int(j, "seats", v->seats);
    probe_int(j, "turn", p->turn);
    probe_int(j, "shown_seat", p->shown_seat);
    int cards[SSG_MAX_SEATS];
    for (int s = 0; s < v->seats && s < SSG_MAX_SEATS; s++)
        cards[s] = v->seat[s].hand_count + v->seat[s].stack_count;
    probe_ints(j, "cards_per_seat", cards, v->seats);
    json_open(j, "seat", '[');
    for (int s = 0; s < v->seats && s < SSG_MAX_SEATS; s++) {
        json_open(j, NULL, '{');
        probe_str(j, "name", v->seat[s].name);
        probe_str(j, "kind", v->seat[s].kind == SSG_COMPUTER ? "computer" : "person");
        probe_rect(j, "box", p->mode == TABLE_CURTAIN ? (SDL_FRect){0} : p->layout.seat[s].box);
        json_close(j, '}');
    }
    json_close(j, ']');
    probe_int(j, "pickup", v->pickup_count);
    probe_int(j, "revealed", v->revealed_n);
    if (p->revealed_value_px > 0)
        probe_int(j, "revealed_value_px", p->revealed_value_px);
    if (p->reveal) {
        json_open(j, "reveal", '{');
        probe_str(j, "what", p->reveal_what);
        probe_int(j, "named_by", p->reveal_named_by);
        probe_int(j, "what_px", p->reveal_what_px);
        probe_int(j, "card_h", p->reveal_card_h);
        probe_bool(j, "may_close", p->reveal_may_close);
        probe_num(j, "left", p->reveal_left);
        json_close(j, '}');
    }
    probe_ints(j, "faces", p->faces, p->faces_n);
    probe_int(j, "faces_over_stage", p->faces_over_stage);
    probe_ints(j, "hand", p->hand_card, p->mode == TABLE_PRIVATE ? p->hand_n : 0);
    bool open = v->phase == SSG_PHASE_PERFORM && v->perf.recognised_by < 0;
    probe_bool(j, "guessing_open", open);
    probe_int(j, "guesser", p->guesser);
    if (v->phase == SSG_PHASE_PERFORM) {
        probe_int(j, "performer", v->perf.performer);
        probe_int(j, "cycles", v->perf.cycles);
    }
    if (p->style_chips) { /* the style chosen for the build or the trick, as the phone says it */
        json_open(j, "style", '{');
        probe_str(j, "prop", p->style_word[0]);
        probe_str(j, "hand", p->style_word[1]);
        probe_str(j, "move", p->style_word[2]);
        json_close(j, '}');
    }
    probe_str(j, "banner", p->banner);
    probe_bool(j, "busy", p->busy);
    table_probe_text_px(j, &p->text);
}
