#include "jt_tutorial.h"

#include "jt_play.h"

#include <stdlib.h>
#include <string.h>


SDL_FRect jt_tutorial_target(const JtState *st, const JtFrame *f, const char *spec)
{
    const char *rest = NULL;
    SDL_FRect none = {0};
    if (coach_spec_is(spec, "button", &rest)) {
        for (int i = 0; i < f->buttons.n; i++)
            if (f->buttons.b[i].on && strncmp(f->buttons.b[i].label, rest, strlen(rest)) == 0)
                return f->button_rect[i];
        return none;
    }
    if (coach_spec_is(spec, "hand", &rest)) { /* a hand card of this rank (2-10) */
        if (st->mode != TABLE_PRIVATE)
            return none;
        int rank = atoi(rest);
        for (int i = 0; i < f->hand_n; i++)
            if (f->pick_of[i] != JT_PICK_DECK && f->hand_card[i] >= 0 &&
                deck52_rank(f->hand_card[i]) == rank)
                return f->hand_rect[i];
        return none;
    }
    if (coach_spec_is(spec, "column", &rest)) {
        int k = atoi(rest);
        return k >= 0 && k < JG_DRAFTS ? f->P.column[k] : none;
    }
    if (coach_spec_is(spec, "sigil", NULL))
        return f->sigil_rect;
    return none;
}

static int plays_by_anna(const JtState *st)
{
    int n = 0;
    for (int i = 0; i < st->game.actions_n; i++)
        n += st->game.actions[i].kind == JG_ACT_PLAY && st->game.actions[i].seat == 0;
    return n;
}

bool jt_tutorial_holds(const JtState *st, const char *cond)
{
    const char *rest = NULL;
    if (coach_spec_is(cond, "phase", &rest))
        return strcmp(rest, st->pub.phase == JG_PHASE_SECRETS ? "secrets"
                             : st->pub.phase == JG_PHASE_PLAY  ? "play"
                                                               : "over") == 0;
    if (coach_spec_is(cond, "picked", &rest)) { /* a hand card of that rank is picked */
        if (st->mode != TABLE_PRIVATE || st->pick < 0 || st->pick >= st->priv.hand.n)
            return false;
        return deck52_rank(st->priv.hand.card[st->pick]) == atoi(rest);
    }
    if (coach_spec_is(cond, "plays", &rest))
        return plays_by_anna(st) >= atoi(rest);
    if (coach_spec_is(cond, "cycle", &rest))
        return st->pub.round > 1 || st->pub.gathering > 1 || st->pub.cycle + 1 >= atoi(rest); /* 1-based, as shown */
    if (coach_spec_is(cond, "gathering", &rest))
        return st->pub.round > 1 || st->pub.gathering >= atoi(rest);
    if (coach_spec_is(cond, "passed", &rest))
        return st->pub.village.n >= atoi(rest);
    if (coach_spec_is(cond, "scoring", NULL))
        return jt_scoring_shown(st);
    if (coach_spec_is(cond, "your-move", NULL))
        return jt_person_decides(st) && st->mode == TABLE_PRIVATE;
    if (coach_spec_is(cond, "quiet", NULL))
        return !motion_busy(&st->motion);
    return false;
}

static bool holds(const void *st, const char *cond)
{
    return jt_tutorial_holds(st, cond);
}

static void aim(JtTutorial *t, const JtState *st, const JtFrame *f)
{
    const CoachStep *s = coach_current(&t->coach);
    coach_set_target(&t->coach, s->point[0] ? jt_tutorial_target(st, f, s->point) : (SDL_FRect){0});
}

bool jt_tutorial_input(JtTutorial *t, JtState *st, const JtFrame *f, const Input *in)
{
    aim(t, st, f);
    return coach_input(&t->coach, in, false);
}

void jt_tutorial_after_input(JtTutorial *t, const Input *in)
{
    coach_after_input(&t->coach, in);
}

void jt_tutorial_tick(JtTutorial *t, const JtState *st, double dt)
{
    coach_check(&t->coach, holds, st, dt);
}

void jt_tutorial_steer(JtTutorial *t, JtState *st)
{
    if (t->steered == t->coach.step + 1)
        return;
    t->steered = t->coach.step + 1;
    const char *label = NULL;
    if (!coach_guiding(&t->coach) ||
        !coach_spec_is(coach_current(&t->coach)->point, "button", &label))
        return;
    static const char *const column[JG_DRAFTS] = {"\u2190 Left policy", "Joker", "Right policy"};
    for (int k = 0; k < JG_DRAFTS; k++)
        if (strncmp(column[k], label, strlen(label)) == 0)
            st->column = k;
}

void jt_tutorial_gold(const JtTutorial *t, JtFrame *f)
{
    coach_gold(&t->coach, &f->buttons);
}

int jt_tutorial_clear(const JtState *st, const JtFrame *f, CoachClear *out)
{
    const TableLayout *L = &f->P.L;
    int n = 0;
    /* Never over a seat, a column or the round's scores: the coach talks about them. */
    for (int i = 0; i < L->seats && i < TABLE_MAX_SEATS; i++) {
        char what[24];
        SDL_snprintf(what, sizeof what, "seat %d", i);
        coach_clear_add(out, &n, L->seat[i].box, COACH_NEVER, what);
    }
    for (int k = 0; k < JG_DRAFTS; k++) {
        char what[24];
        SDL_snprintf(what, sizeof what, "column %d", k);
        coach_clear_add(out, &n, f->P.column[k], COACH_NEVER, what);
    }
    if (f->scoring)
        coach_clear_add(out, &n, f->panel, COACH_NEVER, "scores");
    if (f->held)
        coach_clear_add(out, &n, f->held_panel, 2.0f, "gathering");
    /* The hand and the columns' buttons too: the player plays on while the coach talks (a
     * panel over them took the clicks, and with Large text the walk could not play on). */
    SDL_FRect hand = {0}, buttons = {0};
    for (int i = 0; i < f->hand_n && i < JT_HAND_SLOTS; i++)
        hand = coach_box_union(hand, f->hand_rect[i]);
    for (int i = 0; i < f->buttons.n && i < JT_MAX_BUTTONS; i++)
        buttons = coach_box_union(buttons, f->button_rect[i]);
    coach_clear_add(out, &n, hand, COACH_NEVER, "hand");
    coach_clear_add(out, &n, buttons, COACH_NEVER, "buttons");
    coach_clear_add(out, &n, L->hand, 1.0f, "hand's place");
    coach_clear_add(out, &n, f->sigil_rect, 1.0f, "sigil");
    coach_clear_add(out, &n, f->P.village, 0.5f, "village");
    coach_clear_add(out, &n, L->strip, 0.5f, "strip"); /* what the table says under the cards */
    coach_clear_add(out, &n, L->table, 0.05f, "felt");
    coach_clear_add(out, &n, L->log, 0.1f, "log");
    return n;
}

void jt_tutorial_draw(JtTutorial *t, App *app, const JtState *st, const JtFrame *f)
{
    aim(t, st, f);
    const TableLayout *L = &f->P.L;
    CoachClear clear[COACH_MAX_CLEAR];
    int n = jt_tutorial_clear(st, f, clear);
    t->coach.colour_blind = app->settings.colour_blind_props;
    coach_layout(&t->coach, app->text, app->width, app->height, SDL_max(L->name_px, L->body_px + 3),
                 L->small_px, clear, n);
    coach_draw(&t->coach, app->renderer, app->text);
}
