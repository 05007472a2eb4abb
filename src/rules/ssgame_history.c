/* The story of a game, replayed from its actions: see ssgame_history.h. */
#include "ssgame_history.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void empty(SsgHistory *out)
{
    memset(out, 0, sizeof *out);
    out->longest = -1;
    out->winner = -1;
}

/* A new entry from the performance that has just begun. */
static void open_entry(const SsgGame *s, SsgHistoryEntry *e)
{
    const SsgPerformance *p = &s->perf;
    memset(e, 0, sizeof *e);
    e->kind = p->kind;
    e->performer = p->performer;
    e->recognised_by = -1;
    e->on_screen = p->on_screen;
    e->style = p->style;
    e->turn = s->turns;
    e->revealed_index = p->kind == SSG_PLAY_EXTEND ? p->target : -1;
    if (p->kind == SSG_PLAY_TRICK) {
        if (s->tricks && p->trick >= 0 && p->trick < s->tricks->count)
            snprintf(e->trick, sizeof e->trick, "%s", s->tricks->entries[p->trick].name);
        return;
    }
    e->n = p->n;
    for (int i = 0; i < p->n; i++) {
        e->values[i] = p->values[i];
        e->performed[i] = p->performed[i];
    }
}

/* A dropped pattern keeps only who tried what kind of play, and when. */
static void keep_secret(SsgHistoryEntry *e)
{
    SsgHistoryEntry secret;
    memset(&secret, 0, sizeof secret);
    secret.kind = e->kind;
    secret.performer = e->performer;
    secret.outcome = SSG_OUTCOME_DROPPED;
    secret.recognised_by = -1;
    secret.revealed_index = -1;
    secret.turn = e->turn;
    *e = secret;
}

/* Follows one applied action's events into the open entry. Returns true when the performance
 * ended with it. */
static bool follow(const SsgGame *s, const SsgEvents *ev, SsgHistoryEntry *e)
{
    bool dropped = false;
    for (int i = 0; i < ev->n; i++) {
        const SsgEvent *x = &ev->ev[i];
        switch (x->kind) {
        case SSG_EV_ON_SCREEN:
            e->on_screen = true;
            break;
        case SSG_EV_GUESS_WRONG:
            e->wrong_guesses++;
            break;
        case SSG_EV_GUESS_RIGHT:
            e->recognised_by = x->seat;
            e->cycles = s->perf.cycles; /* a guess shows no cycle: the count it was made at */
            break;
        case SSG_EV_CYCLE:
            if (e->recognised_by < 0)
                e->cycles = x->value;
            break;
        case SSG_EV_TABLED:
            e->revealed_index = x->index;
            break;
        case SSG_EV_DROPPED:
            dropped = true;
            break;
        default:
            break;
        }
    }
    if (dropped) {
        keep_secret(e);
        return true;
    }
    if (s->phase == SSG_PHASE_PERFORM)
        return false;
    e->outcome = e->recognised_by >= 0 ? SSG_OUTCOME_RECOGNISED : SSG_OUTCOME_LAID_DOWN;
    return true;
}

/* The replay ends where the game is: the same places, table and turn count. */
static bool same_game(const SsgGame *a, const SsgGame *b)
{
    if (a->phase != b->phase || a->turns != b->turns || a->revealed_n != b->revealed_n ||
        a->finished != b->finished)
        return false;
    for (int s = 0; s < a->setup.seats; s++)
        if (a->place[s] != b->place[s] || a->hand[s].n != b->hand[s].n)
            return false;
    for (int i = 0; i < a->revealed_n; i++)
        if (a->revealed[i].cards.n != b->revealed[i].cards.n ||
            memcmp(a->revealed[i].cards.card, b->revealed[i].cards.card,
                   (size_t)a->revealed[i].cards.n) != 0)
            return false;
    return true;
}

bool ssgame_history(const SsgGame *g, SsgHistory *out)
{
    empty(out);
    SsgGame *s = malloc(sizeof *s);
    SsgEvents *ev = malloc(sizeof *ev);
    SsgHistoryEntry *open = malloc(sizeof *open);
    /* Only the actions that count: an action taken back (S40) never happened in the story. */
    int *eff = malloc(sizeof *eff * (size_t)(g->actions_n > 0 ? g->actions_n : 1));
    int m = eff ? ssgame_effective_actions(g->actions, g->actions_n, eff) : 0;
    bool ok = s && ev && open && eff && ssgame_new(s, &g->setup, g->tricks, NULL, NULL);
    bool started = ok;
    bool performing = false;
    for (int i = 0; ok && i < m; i++) {
        const SsgAction *a = &g->actions[eff[i]];
        ev->n = 0;
        if (!ssgame_apply(s, a, ev, NULL)) {
            ok = false;
            break;
        }
        if (a->kind == SSG_ACT_BUILD || a->kind == SSG_ACT_EXTEND || a->kind == SSG_ACT_TRICK) {
            open_entry(s, open);
            performing = true;
        }
        if (!performing || !follow(s, ev, open))
            continue;
        performing = false;
        if (out->n < SSG_HISTORY_MAX)
            out->entry[out->n++] = *open;
        else
            out->omitted++;
    }
    ok = ok && same_game(s, g);
    if (started)
        ssgame_free(s);
    free(s);
    free(ev);
    free(open);
    free(eff);
    if (!ok) {
        empty(out);
        return false;
    }
    for (int i = 0; i < out->n; i++) {
        const SsgHistoryEntry *e = &out->entry[i];
        if (e->outcome != SSG_OUTCOME_DROPPED && e->kind != SSG_PLAY_TRICK &&
            (out->longest < 0 || e->n > out->entry[out->longest].n))
            out->longest = i;
    }
    for (int seat = 0; seat < g->setup.seats; seat++) {
        out->places[seat] = g->place[seat];
        if (g->place[seat] == 1)
            out->winner = seat;
    }
    out->turns = g->turns;
    out->end_reason = g->end_reason;
    return true;
}
