#include "sst_tutorial.h"

#include "sst_play.h"


#include <stdio.h>
#include <stdlib.h>
#include <string.h>


/* A card's value for the seat at the bottom ('0'-'9', 'a', 'b'). */
static int value_of(const SstState *st, int card)
{
    return ssgame_card_value(&st->game, st->shown, card);
}

static int digit_value(const char *s)
{
    if (*s >= '0' && *s <= '9')
        return *s - '0';
    if (*s == 'a' || *s == 'b')
        return 10 + (*s - 'a');
    return -1;
}

SDL_FRect sst_tutorial_target(const SstState *st, const SstFrame *f, const char *spec)
{
    const char *rest = NULL;
    SDL_FRect none = {0};
    if (coach_spec_is(spec, "button", &rest)) {
        for (int i = 0; i < f->buttons.n; i++)
            if (f->buttons.b[i].on && strncmp(f->buttons.b[i].label, rest, strlen(rest)) == 0)
                return f->button_rect[i];
        return none;
    }
    if (coach_spec_is(spec, "hand", &rest)) {
        if (st->mode != TABLE_PRIVATE)
            return none;
        int v = digit_value(rest);
        for (int i = 0; i < f->hand_n; i++)
            if (value_of(st, f->hand_card[i]) == v)
                return f->hand_rect[i];
        return none;
    }
    if (coach_spec_is(spec, "revealed", &rest)) {
        int i = atoi(rest);
        return i >= 0 && i < st->pub.revealed_n && i < SSG_MAX_REVEALED ? f->revealed_row[i]
                                                                         : none;
    }
    if (coach_spec_is(spec, "seat", &rest)) {
        int i = atoi(rest);
        return i >= 0 && i < st->pub.seats && st->mode != TABLE_CURTAIN ? f->L.seat[i].box : none;
    }
    if (coach_spec_is(spec, "slot", &rest)) {
        int i = atoi(rest);
        return st->mode == TABLE_PRIVATE && i >= 0 && i < st->build.n ? f->slot_rect[i] : none;
    }
    if (coach_spec_is(spec, "guess", NULL))
        return st->guesser >= 0 ? f->guess_field : none;
    if (coach_spec_is(spec, "curtain", NULL))
        return st->mode == TABLE_CURTAIN ? f->confirm : none;
    if (coach_spec_is(spec, "build", NULL))
        return st->mode == TABLE_PRIVATE ? f->L.build : none;
    return none;
}

static const char *phase_name(SsgPhase p)
{
    switch (p) {
    case SSG_PHASE_TURN: return "turn";
    case SSG_PHASE_PERFORM: return "perform";
    case SSG_PHASE_TRICK_DISCARD: return "trick_discard";
    case SSG_PHASE_EXCHANGE: return "exchange";
    case SSG_PHASE_OVER: return "over";
    }
    return "";
}

bool sst_tutorial_holds(const SstState *st, const char *cond)
{
    const char *rest = NULL;
    if (coach_spec_is(cond, "build", &rest)) {
        char have[SSG_CARDS + 1];
        int n = 0;
        for (int i = 0; i < st->build.n && n < SSG_CARDS; i++) {
            int v = value_of(st, st->build.slot[i].card);
            have[n++] = (char)(v < 10 ? '0' + v : 'a' + v - 10);
        }
        have[n] = '\0';
        return strcmp(have, rest) == 0;
    }
    if (coach_spec_is(cond, "phase", &rest))
        return strcmp(phase_name(st->pub.phase), rest) == 0;
    if (coach_spec_is(cond, "turn", &rest))
        return st->pub.phase == SSG_PHASE_TURN && st->pub.turn == atoi(rest);
    if (coach_spec_is(cond, "performer", &rest))
        return st->pub.phase == SSG_PHASE_PERFORM && st->pub.perf.performer == atoi(rest);
    if (coach_spec_is(cond, "on-screen", NULL))
        return st->pub.phase == SSG_PHASE_PERFORM && sst_perf_show(st) == PERF_SCREEN;
    if (coach_spec_is(cond, "guesser", &rest))
        return st->guesser == atoi(rest);
    if (coach_spec_is(cond, "revealed", &rest))
        return st->pub.revealed_n >= atoi(rest);
    if (coach_spec_is(cond, "reveal-up", NULL))
        return st->overlay == OVERLAY_REVEAL;
    if (coach_spec_is(cond, "quiet", NULL))
        return st->overlay == OVERLAY_NONE && !st->reveal.pending && !motion_busy(&st->motion);
    if (coach_spec_is(cond, "caret", &rest))
        return st->build.caret == atoi(rest);
    if (coach_spec_is(cond, "extending", NULL))
        return st->build.target >= 0 && st->build.n > 0;
    if (coach_spec_is(cond, "exchanged", NULL))
        return st->pub.phase != SSG_PHASE_EXCHANGE;
    if (coach_spec_is(cond, "taken", NULL))
        return st->pub.phase == SSG_PHASE_EXCHANGE && st->pub.exchange_taken;
    if (coach_spec_is(cond, "did", &rest)) { /* the person at seat 0 has made this move */
        static const struct { const char *name; SsgActionKind kind; } kinds[] = {
            {"build", SSG_ACT_BUILD}, {"extend", SSG_ACT_EXTEND}, {"skip", SSG_ACT_SKIP},
            {"guess", SSG_ACT_GUESS}, {"take", SSG_ACT_TAKE}, {"discard", SSG_ACT_DISCARD},
        };
        for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++)
            if (strcmp(rest, kinds[k].name) == 0)
                for (int i = 0; i < st->game.actions_n; i++)
                    if (st->game.actions[i].kind == kinds[k].kind && st->game.actions[i].seat == 0)
                        return true;
        return false;
    }
    return false;
}

static bool holds(const void *st, const char *cond)
{
    return sst_tutorial_holds(st, cond);
}

bool sst_tutorial_input(SstTutorial *t, SstState *st, const SstFrame *f, const Input *in,
                        bool typing)
{
    const CoachStep *s = coach_current(&t->coach);
    coach_set_target(&t->coach,
                     s->point[0] ? sst_tutorial_target(st, f, s->point) : (SDL_FRect){0});
    return coach_input(&t->coach, in, typing);
}

void sst_tutorial_after_input(SstTutorial *t, const Input *in)
{
    coach_after_input(&t->coach, in);
}

void sst_tutorial_tick(SstTutorial *t, SstState *st, double dt)
{
    Coach *c = &t->coach;
    coach_check(c, holds, st, dt);
    if (coach_guiding(c) && coach_current(c)->hold && st->computers_quiet < 0.5)
        st->computers_quiet = 0.5; /* the computers leave this one to the player */
    /* ... and a computer performer does not lay its pattern down meanwhile: the cycles wait
     * (by hand, reading the buzz and type steps took the 20 cycles, "Nobody recognised it",
     * and the step waiting for the exchange waited for ever). */
    if (coach_guiding(c) && coach_current(c)->hold && st->pub.phase == SSG_PHASE_PERFORM &&
        st->next_cycle < st->pm_t + sst_cycle_seconds(st))
        st->next_cycle = st->pm_t + sst_cycle_seconds(st);
    /* While the player reads a step that ends with Next, the computers wait: by hand, Ben and
     * Chloe had played their whole turns before "Next it is Ben's turn" was read, and the steps
     * about Ben's pattern waited for a turn already gone. */
    if (coach_guiding(c) && strcmp(coach_waits(c), "next") == 0 && st->ai_wait < 0.5)
        st->ai_wait = 0.5;
}

int sst_tutorial_clear(const SstState *st, const SstFrame *f, CoachClear *out)
{
    int n = 0;
    /* Never over a seat or the siteswaps laid out: the coach talks about them. */
    for (int i = 0; i < st->pub.seats && i < TABLE_MAX_SEATS; i++) {
        char what[24];
        SDL_snprintf(what, sizeof what, "seat %d", i);
        coach_clear_add(out, &n, f->L.seat[i].box, COACH_NEVER, what);
    }
    /* each row from its name to its last card (the felt right of it is free) */
    SDL_FRect rows = {0};
    for (int i = 0; i < st->pub.revealed_n && i < SSG_MAX_REVEALED; i++) {
        SDL_FRect row = f->revealed_row[i];
        if (row.w <= 0)
            continue;
        float right = f->revealed_x0[i];
        const SsgRevealed *rv = &st->pub.revealed[i];
        for (int k = 0; k < rv->cards.n; k++)
            for (int j = 0; j < f->table.n; j++)
                if (f->table.c[j].card == rv->cards.card[k] && f->table.c[j].face_up)
                    right = SDL_max(right, f->table.c[j].cx + table_card_w(f->table.c[j].h) / 2);
        rows = coach_box_union(rows, (SDL_FRect){row.x, row.y,
                                                 SDL_min(row.w, right - row.x + 8), row.h});
    }
    coach_clear_add(out, &n, rows, COACH_NEVER, "revealed");
    /* The player's own places, the juggler on the stage, an overlay: as little as it can. */
    coach_clear_add(out, &n, f->L.hand, 1.0f, "hand");
    coach_clear_add(out, &n, f->L.build, 1.0f, "build");
    SDL_FRect buttons = {0};
    for (int i = 0; i < f->buttons.n; i++)
        buttons = coach_box_union(buttons, f->button_rect[i]);
    coach_clear_add(out, &n, buttons, 3.0f, "buttons");
    if (f->juggler_on_stage)
        coach_clear_add(out, &n, f->stage, 2.0f, "stage");
    if (st->overlay == OVERLAY_REVEAL) {
        /* the reveal: who, the siteswap, its cards and Go on stay readable */
        SDL_FRect cards = {0};
        for (int i = 0; i < f->reveal_cards.n; i++) {
            const TableCard *tc = &f->reveal_cards.c[i];
            float cw = table_card_w(tc->h);
            cards = coach_box_union(cards, (SDL_FRect){tc->cx - cw / 2, tc->cy - tc->h / 2.0f, cw,
                                            (float)tc->h});
        }
        SDL_FRect said = coach_box_union(coach_box_union(f->reveal_who, f->reveal_what),
                                         coach_box_union(f->reveal_facts, cards));
        coach_clear_add(out, &n, said, COACH_NEVER, "reveal");
        coach_clear_add(out, &n, f->reveal_go, COACH_NEVER, "go on");
        coach_clear_add(out, &n, f->preview, 1.0f, "preview");
    } else if (st->overlay != OVERLAY_NONE) {
        coach_clear_add(out, &n, f->panel, 2.0f, "overlay");
    }
    if (st->guesser >= 0)
        coach_clear_add(out, &n, f->guess_field, 2.0f, "guess");
    /* the felt's piles a little, the log least */
    /* the piles, which the exchange talks about */
    SDL_FRect piles = coach_box_union(f->S.pickup_label, f->S.discard_label);
    if (piles.w > 0)
        piles.h += f->L.pile_card_h * 1.15f;
    coach_clear_add(out, &n, piles, 2.0f, "piles");
    coach_clear_add(out, &n, f->L.strip, 0.5f, "strip"); /* what the table says under the cards */
    coach_clear_add(out, &n, f->L.table, 0.05f, "felt");
    coach_clear_add(out, &n, f->L.log, 0.1f, "log");
    return n;
}

void sst_tutorial_draw(SstTutorial *t, App *app, const SstState *st, const SstFrame *f)
{
    Coach *c = &t->coach;
    const CoachStep *s = coach_current(c);
    coach_set_target(c, s->point[0] ? sst_tutorial_target(st, f, s->point) : (SDL_FRect){0});
    CoachClear clear[COACH_MAX_CLEAR];
    int n = sst_tutorial_clear(st, f, clear);
    c->colour_blind = app->settings.colour_blind_props;
    coach_layout(c, app->text, app->width, app->height, SDL_max(f->L.name_px, f->L.body_px + 3),
                 f->L.small_px, clear, n);
    coach_draw(c, app->renderer, app->text);
}
