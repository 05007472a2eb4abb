#include "sst_play.h"

#include "siteswap_cues.h"

#include "sst_build.h"
#include "sst_places.h"
#include "ssgame_ai.h"
#include "juggler.h"
#include "stage.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void sst_notice(SstState *st, const char *text)
{
    snprintf(st->ask.notice, sizeof st->ask.notice, "%s", text);
}

/* ---- Choreography: the engine's events as card moves ---- */

static void queue(SstState *st, const TableLayout *L, const SstLayout *S, int card, int from,
                  int to, double gap)
{
    MotionMove mv = {.card = card, .from_pile = from, .to_pile = to,
                     .from = sst_pile_place(st, L, S, from),
                     .to = sst_pile_place(st, L, S, to)};
    /* Faces: a card shows its face where the public may see it. */
    mv.from.face_up = from == PILE_DISCARD || from >= PILE_REVEALED;
    mv.to.face_up = to == PILE_DISCARD || to >= PILE_REVEALED;
    if (card < 0)
        mv.from.face_up = mv.to.face_up = false;
    motion_add(&st->motion, &mv, gap);
}

static void queue_revealed(SstState *st, const TableLayout *L, const SstLayout *S, int seat,
                           int card, int row_index, int pos)
{
    SstRevealedPlan plan;
    sst_revealed_plan(st, L, S, &plan);
    float cx = S->revealed.x, cy = S->revealed.y;
    if (row_index >= 0 && row_index < SSG_MAX_REVEALED && plan.at[row_index].shown)
        sst_revealed_card_at(S, &plan.at[row_index], pos, &cx, &cy);
    MotionMove mv = {.card = card, .from_pile = PILE_STACK + seat, .to_pile = PILE_REVEALED + row_index,
                     .from = sst_pile_place(st, L, S, PILE_STACK + seat),
                     .to = sst_place_at(st, cx, cy, S->revealed_card_h, true)};
    mv.duration = MOTION_MOVE_SECONDS * SST_TIMINGS.reveal_slowdown;
    motion_add(&st->motion, &mv, SST_TIMINGS.reveal_gap);
}

/* An event as everyone may see it, in the log in words (deals, cycles and single cards turned
 * up are shown by the cards themselves). */
static SsgEvent log_event(SstState *st, const SsgSetup *setup, const SsgEvent *raw)
{
    SsgEvent e = ssgame_event_for(raw, -1);
    char text[TABLE_LOG_TEXT];
    ssgame_event_text(setup, &e, text, sizeof text);
    if (text[0] && e.kind != SSG_EV_DEALT && e.kind != SSG_EV_CYCLE && e.kind != SSG_EV_REVEALED)
        table_log_add(&st->log, text);
    return e;
}

static void refresh_views(SstState *st)
{
    ssgame_view(&st->game, -1, &st->pub);
    st->waiting = ssgame_waiting_for(&st->game);
    st->turns = st->game.turns;
}

/* ---- The reveal ---- */

static const CatalogueEntry *trick_by_id(const SstState *st, int id);
static bool prepare_trick_id(SstState *st, int id, SsgStyle style);

/* A pattern recognised or laid down: noted now, while the engine still holds the performance,
 * and shown once its cards have landed (sst_tick). */
static void reveal_note(SstState *st, int index, bool trick)
{
    const SsgPerformance *p = &st->game.perf;
    SstReveal *r = &st->reveal;
    memset(r, 0, sizeof *r);
    r->pending = true;
    r->trick = trick;
    r->index = index;
    r->performer = p->performer;
    r->named_by = p->recognised_by;
    r->style = p->style;
    r->trick_id = p->trick;
    if (trick) {
        const CatalogueEntry *e = trick_by_id(st, p->trick);
        snprintf(r->what, sizeof r->what, "%s", e ? e->name : "A trick");
        snprintf(r->facts, sizeof r->facts, "%s", e && e->notation[0] ? e->notation : "");
        return;
    }
    r->n = p->n < SSG_CARDS ? p->n : SSG_CARDS;
    int sum = 0;
    for (int i = 0; i < r->n; i++) {
        r->values[i] = p->performed[i];
        sum += p->performed[i];
    }
    char juggled[SSG_CARDS + 1], added[SSG_CARDS + 1] = "";
    sst_digits(r->values, r->n, juggled, sizeof juggled);
    int w = 0;
    if (index >= 0 && index < st->pub.revealed_n) {
        /* The revealed row's values, as the table lays them: its characters, and for an
         * extension the new cards among them, said and raised so the table sees the new throws. */
        const SsgRevealed *rv = &st->pub.revealed[index];
        int laid = rv->laid_by >= 0 && rv->laid_by < st->pub.seats ? rv->laid_by : 0;
        int v[SSG_CARDS], new_v[SSG_CARDS], k = 0;
        for (int i = 0; i < rv->cards.n; i++)
            v[i] = ssgame_card_value(&st->game, laid, rv->cards.card[i]);
        sst_digits(v, rv->cards.n, r->what, sizeof r->what);
        if (p->kind == SSG_PLAY_EXTEND) {
            r->extension = true;
            for (int i = 0; i < r->n && i < rv->cards.n; i++)
                if ((r->inserted[i] = p->inserted[i]))
                    new_v[k++] = v[i];
            sst_digits(new_v, k, added, sizeof added);
            w = snprintf(r->facts, sizeof r->facts, "New: %s \u00b7 ", added);
        }
    }
    int balls = r->n > 0 ? sum / r->n : 0;
    /* Reduced throws change the balls: say what was juggled first, so "2 balls" is not read as
     * the laid 7122's (it has 3). */
    if (strcmp(juggled, r->what) != 0 && w >= 0 && (size_t)w < sizeof r->facts)
        w += snprintf(r->facts + w, sizeof r->facts - (size_t)w, "Juggled as %s: ", juggled);
    if (w >= 0 && (size_t)w < sizeof r->facts)
        snprintf(r->facts + w, sizeof r->facts - (size_t)w, "%d %s, %d %s", balls,
                 balls == 1 ? "ball" : "balls", r->n, r->n == 1 ? "throw" : "throws");
}

static void reveal_open(SstState *st)
{
    SstReveal *r = &st->reveal;
    r->pending = false;
    r->age = 0;
    if (r->trick)
        st->om_ok = prepare_trick_id(st, r->trick_id, r->style);
    else
        st->om_ok = st->om && stage_prepare_values(st->om, r->values, r->n, r->style);
    st->om_t = 0;
    st->overlay = OVERLAY_REVEAL;
}

bool sst_reveal_may_close(const SstState *st)
{
    return st->overlay == OVERLAY_REVEAL && st->reveal.age >= SST_TIMINGS.reveal_min;
}

double sst_reveal_left(const SstState *st)
{
    double hold = st->persons > 0 ? SST_TIMINGS.reveal_hold : SST_TIMINGS.reveal_alone;
    hold = sst_paced(st, hold);
    if (hold < SST_TIMINGS.reveal_min)
        hold = SST_TIMINGS.reveal_min;
    return hold - st->reveal.age;
}

void sst_reveal_close(SstState *st)
{
    if (st->overlay == OVERLAY_REVEAL)
        st->overlay = OVERLAY_NONE;
}

/* The reveal opens once every card has landed (before the next curtain or computer move, which
 * wait while it is up) and closes by itself after its hold. */
static void reveal_tick(SstState *st, double dt)
{
    if (st->reveal.pending && st->overlay == OVERLAY_NONE && st->mode == TABLE_PUBLIC &&
        !st->phones.join_open && !motion_busy(&st->motion))
        reveal_open(st);
    if (st->overlay != OVERLAY_REVEAL)
        return;
    st->reveal.age += dt;
    if (sst_reveal_left(st) <= 0)
        sst_reveal_close(st);
}

void sst_take_events(SstState *st, const SsgEvents *evs)
{
    const SstTimings *T = &SST_TIMINGS;
    if (st->on_events)
        st->on_events(st->on_events_ctx, &st->game.setup, evs);
    siteswap_cues_play(st->audio, &st->game.setup, evs, st->win.speed, st->win.instant);
    refresh_views(st);
    TableLayout L;
    SstLayout S;
    sst_layout(st, &L, &S);
    int tabled = st->pub.revealed_n - 1;
    for (int i = 0; i < evs->n; i++)
        if (evs->ev[i].kind == SSG_EV_TABLED)
            tabled = evs->ev[i].index;
    for (int i = 0; i < evs->n; i++) {
        SsgEvent e = log_event(st, &st->pub.setup, &evs->ev[i]);
        int s = e.seat >= 0 && e.seat < SSG_MAX_SEATS ? e.seat : 0;
        switch (e.kind) {
        case SSG_EV_DEALT:
            queue(st, &L, &S, -1, PILE_PICKUP, PILE_HAND + s, MOTION_DEAL_GAP);
            break;
        case SSG_EV_TURNED_UP:
            queue(st, &L, &S, e.card, PILE_PICKUP, PILE_DISCARD, T->turn_up_gap);
            break;
        case SSG_EV_DREW:
            queue(st, &L, &S, -1, e.index == SSG_FROM_DISCARD ? PILE_DISCARD : PILE_PICKUP,
                  PILE_HAND + s, T->draw_gap);
            break;
        case SSG_EV_TOOK:
            queue(st, &L, &S, e.index == SSG_FROM_DISCARD ? e.card : -1,
                  e.index == SSG_FROM_DISCARD ? PILE_DISCARD : PILE_PICKUP, PILE_HAND + s, T->draw_gap);
            break;
        case SSG_EV_DISCARDED:
            queue(st, &L, &S, e.card, PILE_HAND + s, PILE_DISCARD, T->discard_gap);
            break;
        case SSG_EV_LAID_FACE_DOWN:
            for (int k = 0; k < e.value && k < 40; k++)
                queue(st, &L, &S, -1, PILE_HAND + s, PILE_STACK + s, k ? T->lay_next_gap : T->lay_first_gap);
            break;
        case SSG_EV_CARDS_BACK:
            for (int k = 0; k < e.value && k < 40; k++)
                queue(st, &L, &S, -1, PILE_STACK + s, PILE_HAND + s, k ? T->lay_next_gap : T->lay_first_gap);
            break;
        case SSG_EV_REVEALED:
            st->revealed_scroll = 0; /* the newest comes into view */
            if (tabled >= 0)
                queue_revealed(st, &L, &S, s, e.card, tabled, e.index);
            break;
        case SSG_EV_TABLED:
            reveal_note(st, e.index, false);
            break;
        case SSG_EV_GUESS_RIGHT:
            if (st->game.perf.kind == SSG_PLAY_TRICK)
                reveal_note(st, -1, true);
            break;
        case SSG_EV_PILE_TURNED:
            for (int k = 0; k < e.value && k < 12; k++)
                queue(st, &L, &S, -1, PILE_DISCARD, PILE_PICKUP, T->pile_turn_gap);
            break;
        default:
            break;
        }
    }
}

/* ---- Actions ---- */

/* The verdicts everyone must see, and the guess panel closed when guessing is over. */
static void after_change(SstState *st)
{
    st->ask.save_due = true;
    const SsgSetup *setup = &st->pub.setup;
    for (int i = 0; i < st->events.n; i++) {
        const SsgEvent *e = &st->events.ev[i];
        const char *who = e->seat >= 0 && e->seat < setup->seats ? setup->seat[e->seat].name : "?";
        char t[TABLE_BANNER_TEXT];
        bool good = true;
        t[0] = '\0';
        /* S38: a person's guess judged, the computers keep quiet for a moment: its verdict is
         * read, and no computer looks as if it copied. */
        if ((e->kind == SSG_EV_GUESS_RIGHT || e->kind == SSG_EV_GUESS_WRONG) &&
            e->seat >= 0 && e->seat < setup->seats && setup->seat[e->seat].kind == SSG_PERSON)
            st->computers_quiet = SST_TIMINGS.after_person_guess;
        if (e->kind == SSG_EV_GUESS_RIGHT) {
            snprintf(t, sizeof t, "%s: \u201c%s\u201d \u2014 right!", who, e->text);
        } else if (e->kind == SSG_EV_GUESS_WRONG) {
            bool penalty = false;
            for (int k = i + 1; k < st->events.n; k++)
                penalty |= st->events.ev[k].kind == SSG_EV_DREW && st->events.ev[k].seat == e->seat;
            snprintf(t, sizeof t, "%s: \u201c%s\u201d \u2014 wrong.%s", who, e->text,
                     penalty ? " Another wrong guess: draw a card." : "");
            good = false;
        } else if (e->kind == SSG_EV_DROPPED) {
            snprintf(t, sizeof t, e->value ? "%s gave up the trick: the cards go back to the hand."
                                           : "%s dropped: the cards go back to the hand.", who);
            good = false;
        } else if (e->kind == SSG_EV_TABLED && st->pub.perf.recognised_by < 0) {
            snprintf(t, sizeof t, "Nobody recognised it: %s lays it down.", who);
        } else if (e->kind == SSG_EV_UNDONE) {
            snprintf(t, sizeof t, "%s took it back.", who);
        } else if (e->kind == SSG_EV_WON && e->value == 1) {
            snprintf(t, sizeof t, "%s wins the game!", who);
        }
        if (t[0]) {
            table_banner_set(&st->banner, good, t, sst_paced(st, SST_TIMINGS.banner));
            st->banner_age = 0;
        }
    }
    if (st->pub.phase != SSG_PHASE_PERFORM || st->pub.perf.recognised_by >= 0)
        st->guesser = -1;
}

double sst_real_cycle_min(const SstState *st)
{
    int throws = ssgame_cycle_throws(&st->game);
    return SST_TIMINGS.real_beat * (throws > 3 ? throws : 3);
}

bool sst_apply(SstState *st, const SsgAction *a, SsgError *err)
{
    /* S39: juggled for real, a cycle is counted no sooner than the pattern can be juggled. The
     * table refuses the count before it becomes an action, so the save holds only the counts
     * accepted and replays without the clock. */
    bool real_count = a->kind == SSG_ACT_CYCLE && st->pub.phase == SSG_PHASE_PERFORM &&
                      sst_perf_show(st) == PERF_REAL;
    if (real_count && st->count_wait > 0) {
        if (err)
            snprintf(err->message, sizeof err->message, /* whole seconds: see sst_buttons.c */
                     "Too soon to count a cycle: no pattern is juggled that fast. Wait %d s.",
                     (int)st->count_wait + 1);
        return false;
    }
    st->events.n = 0;
    if (!ssgame_apply(&st->game, a, &st->events, err))
        return false;
    /* S40: a person's own move made here that may be taken back opens the Undo for a moment
     * (not a phone's: its seat may already have seen a card it drew). */
    if (a->kind != SSG_ACT_CYCLE) /* the screen's cycles leave a hint's Undo open */
        st->undo_left = 0;
    if (st->game.undo_to && st->game.undo_at == st->game.actions_n - 1 &&
        st->pub.seat[a->seat].kind == SSG_PERSON && !st->phones.on_phone[a->seat])
        st->undo_left = SST_TIMINGS.undo_window;
    if (real_count || a->kind == SSG_ACT_BUILD || a->kind == SSG_ACT_EXTEND ||
        a->kind == SSG_ACT_TRICK)
        st->count_wait = sst_real_cycle_min(st); /* the first cycle takes its time too */
    sst_take_events(st, &st->events);
    after_change(st);
    return true;
}

int sst_undo_seat(const SstState *st)
{
    const SsgGame *g = &st->game;
    if (st->undo_left <= 0 || st->mode == TABLE_CURTAIN || !g->undo_to || g->undo_at < 0 ||
        g->undo_at >= g->actions_n)
        return -1;
    int seat = g->actions[g->undo_at].seat;
    if (st->mode == TABLE_PRIVATE && st->shown != seat)
        return -1;
    return ssgame_undo_check(g, seat, NULL) ? seat : -1;
}

bool sst_undo(SstState *st)
{
    int seat = sst_undo_seat(st);
    if (seat < 0)
        return false;
    SsgAction a = ssgame_action(SSG_ACT_UNDO, seat);
    SsgError err = {{0}};
    if (!sst_apply(st, &a, &err)) {
        sst_notice(st, err.message);
        return false;
    }
    st->undo_left = 0;
    table_banner_clear(&st->banner); /* the verdict of the move taken back is void */
    if (st->mode == TABLE_PRIVATE) { /* e.g. the face-up card taken: choose again */
        ssgame_view(&st->game, st->shown, &st->priv);
        sst_build_clear(st);
        sst_build_refresh(st);
    }
    return true;
}

bool sst_submit(SstState *st, const SsgAction *a)
{
    SsgError err = {{0}};
    bool stay = st->mode == TABLE_PRIVATE;
    if (!sst_apply(st, a, &err)) {
        snprintf(st->build.verdict, sizeof st->build.verdict, "%s", err.message);
        st->build.legal = false;
        return false;
    }
    stay = stay && st->waiting == st->shown && st->pub.phase != SSG_PHASE_PERFORM;
    if (stay) { /* e.g. took a card in an exchange, now discards one */
        ssgame_view(&st->game, st->shown, &st->priv);
        sst_build_clear(st);
        sst_build_refresh(st);
    } else {
        sst_leave_private(st);
    }
    return true;
}

/* ---- Modes ---- */

void sst_enter_private(SstState *st, int seat)
{
    if (sst_undo_seat(st) != seat)
        st->undo_left = 0; /* S40: the screen changes hands */
    st->shown = seat;
    ssgame_view(&st->game, seat, &st->priv);
    st->mode = TABLE_PRIVATE;
    st->summary_from = st->seen_log[seat];
    st->overlay = OVERLAY_NONE;
    sst_build_clear(st);
    sst_build_refresh(st);
}

void sst_leave_private(SstState *st)
{
    if (st->mode == TABLE_PRIVATE)
        st->seen_log[st->shown] = st->log.total;
    memset(&st->priv, 0, sizeof st->priv); /* nothing private outlives the turn */
    st->priv.viewer = -1;
    sst_build_clear(st);
    st->mode = TABLE_PUBLIC;
    st->overlay = OVERLAY_NONE;
    st->ai_wait = SST_TIMINGS.ai_think;
}

/* ---- The overlay ---- */

static const Catalogue *tricks_or_null(const SstState *st)
{
    return st->tricks && st->tricks->count ? st->tricks : NULL;
}

static bool prepare_trick(AnimMotion *m, const CatalogueEntry *e, SsgStyle style)
{
    return m && e && stage_prepare_trick(m, e->notation, e->style, style);
}

static const CatalogueEntry *trick_by_id(const SstState *st, int id)
{
    return st->tricks && id >= 0 && id < st->tricks->count ? &st->tricks->entries[id] : NULL;
}

static bool prepare_trick_id(SstState *st, int id, SsgStyle style)
{
    return prepare_trick(st->om, trick_by_id(st, id), style);
}

void sst_show_revealed(SstState *st, int index)
{
    if (!st->om || index < 0 || index >= st->pub.revealed_n)
        return;
    const SsgRevealed *r = &st->pub.revealed[index];
    int values[SSG_CARDS];
    int laid = r->laid_by >= 0 && r->laid_by < st->pub.seats ? r->laid_by : 0;
    for (int i = 0; i < r->cards.n; i++)
        values[i] = ssgame_card_value(&st->game, laid, r->cards.card[i]);
    st->om_ok = stage_prepare_values(st->om, values, r->cards.n, (SsgStyle){0, 0, 0});
    char seq[SSG_CARDS + 1];
    sst_digits(values, r->cards.n, seq, sizeof seq);
    snprintf(st->om_title, sizeof st->om_title, "%s, laid by %s", seq, st->pub.seat[laid].name);
    st->om_t = 0;
    st->overlay = OVERLAY_JUGGLE;
}

void sst_list_tricks(SstState *st)
{
    st->tricks_n = 0;
    for (int i = 0; st->tricks && i < st->tricks->count && st->tricks_n < CATALOGUE_MAX_ENTRIES; i++)
        if (catalogue_is_trick(&st->tricks->entries[i]))
            st->trick_ids[st->tricks_n++] = i;
}

void sst_open_tricks(SstState *st)
{
    sst_list_tricks(st);
    ui_list_init(&st->trick_list, 1);
    ui_list_resize(&st->trick_list, st->tricks_n, 1);
    ui_list_select(&st->trick_list, 0);
    st->overlay = OVERLAY_TRICKS;
    sst_trick_style_fit(st);
    st->om_ok = st->tricks_n > 0 && prepare_trick(st->om, sst_trick(st, 0),
                                                  ssgame_style_from_index(st->trick_style));
    st->om_t = 0;
}

void sst_select_trick(SstState *st, int sel)
{
    if (st->tricks_n <= 0)
        return;
    ui_list_select(&st->trick_list, sel);
    sst_trick_style_fit(st);
    st->om_ok = prepare_trick(st->om, sst_trick(st, st->trick_list.selected),
                              ssgame_style_from_index(st->trick_style));
    st->om_t = 0;
}

SsgAction sst_trick_action(const SstState *st)
{
    SsgAction a = ssgame_action(SSG_ACT_TRICK, st->shown);
    const CatalogueEntry *e = sst_trick(st, st->trick_list.selected);
    if (e)
        snprintf(a.text, sizeof a.text, "%s", e->name);
    a.style = ssgame_style_from_index(st->trick_style);
    return a;
}

void sst_trick_style_fit(SstState *st)
{
    SsgAction a = sst_trick_action(st);
    if (!a.text[0] || ssgame_check(&st->game, &a, NULL))
        return;
    for (int s = 0; s < SSG_STYLES; s++) {
        a.style = ssgame_style_from_index(s);
        if (ssgame_check(&st->game, &a, NULL)) {
            st->trick_style = s;
            return;
        }
    }
}

void sst_trick_go(SstState *st)
{
    const CatalogueEntry *e = sst_trick(st, st->trick_list.selected);
    if (!e)
        return;
    /* In the style chosen in the picker (S14, S32), kept one the engine accepts. */
    sst_trick_style_fit(st);
    SsgAction a = sst_trick_action(st);
    st->overlay = OVERLAY_NONE;
    if (!sst_submit(st, &a)) {
        sst_build_refresh(st);
        snprintf(st->build.verdict, sizeof st->build.verdict, "That trick cannot be juggled now.");
    }
}

/* ---- Performing and guessing ---- */

double sst_cycle_seconds(const SstState *st)
{
    double c = SST_TIMINGS.cycle_default;
    if (st->pm_ok && st->pm->beat_seconds > 0 && st->pm->pattern_beats > 0)
        c = st->pm->beat_seconds * st->pm->pattern_beats;
    return c < SST_TIMINGS.cycle_min ? SST_TIMINGS.cycle_min : c;
}

double sst_people_first_seconds(const SstState *st)
{
    int beats = st->pm_ok && st->pm->pattern_beats > 0 ? st->pm->pattern_beats : 3;
    return SST_TIMINGS.people_first + SST_TIMINGS.people_per_beat * beats;
}

/* Watching computer seats may guess, once per cycle each, unless a person is typing a guess:
 * people can always beat them to it. The computers count cycles, but people read juggling in
 * seconds: a pattern on screen is left to the people for its first few seconds (longer for a
 * longer repeat), however quick its cycles, so a person at the table has a fair chance to name it
 * first. */
static void watchers_look(SstState *st)
{
    if (st->guesser >= 0)
        return;
    if (st->computers_quiet > 0) { /* S38: look again once the quiet after a person's guess ends */
        st->watch_wait = st->computers_quiet + 0.01;
        return;
    }
    if (sst_undo_seat(st) >= 0) { /* S40: a hint that may be taken back is not used yet */
        st->watch_wait = st->undo_left + 0.01;
        return;
    }
    if (sst_perf_show(st) == PERF_SCREEN && st->pm_t < sst_people_first_seconds(st))
        return;
    SsgError err = {{0}};
    st->events.n = 0;
    int r = ssai_watch(&st->game, &st->events, &err);
    if (r < 0)
        sst_notice(st, err.message);
    if (r == 1) {
        sst_take_events(st, &st->events);
        after_change(st);
    }
}

/* A computer performer decides after each cycle: lay down after the cycles, or go on. */
static void computer_performer(SstState *st)
{
    int p = st->pub.perf.performer;
    if (st->pub.phase != SSG_PHASE_PERFORM || p < 0 || st->pub.seat[p].kind != SSG_COMPUTER)
        return;
    SsgView *v = malloc(sizeof *v);
    if (!v)
        return;
    ssgame_view(&st->game, p, v);
    SsgAction a;
    if (ssai_decide(v, tricks_or_null(st), &a) && a.kind != SSG_ACT_CYCLE)
        sst_apply(st, &a, NULL);
    free(v);
}

void sst_count_cycle(SstState *st)
{
    SsgAction a = ssgame_action(SSG_ACT_CYCLE, st->pub.perf.performer);
    SsgError err = {{0}};
    if (sst_apply(st, &a, &err)) {
        computer_performer(st);
        st->watch_wait = SST_TIMINGS.watch_after;
    } else if (st->count_wait > 0 && !table_banner_shown(&st->banner)) {
        sst_notice(st, err.message); /* a verdict up stays readable: the button says it too */
    }
}

/* A performance in progress: the on-screen juggler's cycles count themselves in step with the
 * juggling; the watching computers look after each. */
static void run_performance(SstState *st, double dt)
{
    if (st->watch_wait > 0) {
        st->watch_wait -= dt;
        if (st->watch_wait <= 0)
            watchers_look(st);
    }
    if (st->pub.phase != SSG_PHASE_PERFORM)
        return;
    if (sst_perf_show(st) == PERF_SCREEN && st->pm_t >= st->next_cycle) {
        st->next_cycle += sst_cycle_seconds(st);
        sst_count_cycle(st);
    }
}

static void prepare_performance(SstState *st)
{
    if (!st->pub.performing || !st->pm) {
        st->pm_ok = false;
        st->pm_for = -1;
        return;
    }
    if (st->pm_for == st->turns)
        return;
    st->pm_for = st->turns;
    st->pm_t = 0;
    st->guesser = -1;
    table_banner_clear(&st->banner); /* the last performance's verdict is old news */
    if (st->pub.perf.kind == SSG_PLAY_TRICK)
        st->pm_ok = prepare_trick(st->pm, st->tricks ? catalogue_find(st->tricks, st->pub.perf.trick)
                                                     : NULL, st->pub.perf.style);
    else
        st->pm_ok = stage_prepare_values(st->pm, st->pub.perf.seen, st->pub.perf.seen_n,
                                         st->pub.perf.style);
    st->next_cycle = sst_cycle_seconds(st);
}

static void run_computers(SstState *st, double dt)
{
    st->ai_wait -= dt;
    if (st->ai_wait > 0)
        return;
    SsgError err = {{0}};
    st->events.n = 0;
    int r = ssai_step(&st->game, &st->events, &err);
    if (r < 0) {
        char msg[300];
        snprintf(msg, sizeof msg, "A computer player made a refused move: %s", err.message);
        sst_notice(st, msg);
    }
    if (r == 1) {
        sst_take_events(st, &st->events);
        after_change(st);
        /* A recognition's verdict, then the exchange: time to read one before the other. */
        st->ai_wait = st->pub.phase == SSG_PHASE_EXCHANGE ? SST_TIMINGS.exchange
                                                          : SST_TIMINGS.ai_think;
    } else {
        st->ai_wait = SST_TIMINGS.ai_retry; /* nothing to do now: look again soon */
    }
}

void sst_tick(SstState *st, double dt)
{
    double speed = st->win.speed;
    motion_set_speed(&st->motion, st->win.instant ? MOTION_INSTANT : speed);
    motion_advance(&st->motion, dt);
    st->swallow_text = false;
    if (st->esc_left > 0)
        st->esc_left -= dt;
    /* Real seconds, whatever the animation speed: they are the people's time. */
    st->computers_quiet = st->computers_quiet > dt ? st->computers_quiet - dt : 0;
    st->count_wait = st->count_wait > dt ? st->count_wait - dt : 0;
    st->undo_left = st->undo_left > dt ? st->undo_left - dt : 0;
    /* Under a curtain the last verdict waits: the curtain says it (a computer's drop would
     * otherwise be gone before the table had read it), and the seat sees it fade after. */
    if (st->mode != TABLE_CURTAIN)
        table_banner_tick(&st->banner, dt);
    st->banner_age += dt;
    if (st->mode == TABLE_CURTAIN) {
        st->curtain_age += dt;
        st->undo_left = 0; /* S40: never across a curtain */
    }
    if (st->overlay != OVERLAY_NONE)
        st->om_t += dt;
    reveal_tick(st, dt);
    prepare_performance(st);
    /* The juggler juggles in real time (hurrying the cards does not rush the performance). */
    bool on_stage = st->pm_ok && st->pub.phase == SSG_PHASE_PERFORM &&
                    sst_perf_show(st) == PERF_SCREEN && st->mode == TABLE_PUBLIC;
    if (on_stage) {
        st->pm_t += dt;
        TableLayout L;
        SstLayout S;
        sst_layout(st, &L, &S);
        /* Framed for where the juggler is drawn, the figure kept readable across the room
         * however high the throws. */
        SDL_FRect shot = sst_stage_shot_rect(&L);
        st->camera.max_height = juggler_max_shot_height(shot, st->win.height);
        if (shot.h > 0)
            anim_camera_follow(&st->camera, st->pm, juggler_aspect(shot), dt);
    }
    double step = dt / SST_TIMINGS.stage_fade;
    st->stage_in = on_stage ? (st->stage_in + step > 1 ? 1 : st->stage_in + step)
                            : (st->stage_in - step < 0 ? 0 : st->stage_in - step);
    /* A seat that went to its phone: its cards leave the screen at once. */
    if (st->mode != TABLE_PUBLIC && st->shown >= 0 && st->shown < SSG_MAX_SEATS &&
        st->phones.on_phone[st->shown])
        sst_leave_private(st);
    if (!st->game_ok || st->mode != TABLE_PUBLIC || motion_busy(&st->motion) ||
        st->overlay != OVERLAY_NONE || st->phones.join_open)
        return;
    SsgPhase ph = st->pub.phase;
    if (ph == SSG_PHASE_OVER) {
        /* The last cards have landed: the winner's moment and the summary take over. */
        st->over_wait += dt;
        if (st->over_wait >= SST_TIMINGS.over_wait && !st->summary_shown) {
            st->summary_shown = true;
            st->ask.request = SST_REQ_SUMMARY;
        }
        return;
    }
    if (ph == SSG_PHASE_PERFORM) {
        run_performance(st, dt); /* computers always perform on screen (the engine's rule) */
        return;
    }
    /* A verdict just up: the next computer's action and the next curtain wait until it has been
     * read (the reveal's cards have landed by now: moving cards hold everything above). */
    if (sst_verdict_fresh(st))
        return;
    /* S40: while a person's move may still be taken back, the next curtain and the computers
     * wait. */
    if (sst_undo_seat(st) >= 0)
        return;
    int w = st->waiting;
    if (w < 0)
        return;
    if (st->pub.seat[w].kind == SSG_COMPUTER) {
        run_computers(st, dt * speed);
        return;
    }
    if (st->phones.on_phone[w])
        return; /* the phone decides: no curtain */
    /* In a phones game the curtain always comes first: it shows the seat's link. */
    int persons = st->phones.on && st->persons < 2 ? 2 : st->persons;
    if (!table_mode_curtain_for(&st->mode, &st->shown, &st->curtain_age, persons, w))
        sst_enter_private(st, w);
}

bool sst_still(const SstState *st)
{
    int w = st->waiting;
    bool moving = !st->game_ok || motion_busy(&st->motion) || st->overlay != OVERLAY_NONE ||
                  st->stage_in > 0 || st->esc_left > 0 ||
                  /* a verdict fades, but waits still under a curtain (sst_tick) */
                  (table_banner_shown(&st->banner) && st->mode != TABLE_CURTAIN) ||
                  st->guesser >= 0 || st->drag.dragging || st->ask.request != SST_REQ_NONE ||
                  st->undo_left > 0 || st->count_wait > 0 ||
                  (st->mode == TABLE_CURTAIN && st->curtain_age < 1.0) ||
                  st->pub.phase == SSG_PHASE_PERFORM || st->pub.phase == SSG_PHASE_OVER ||
                  w < 0 || st->pub.seat[w].kind != SSG_PERSON;
    /* A person to play and the table still public: the next tick brings the curtain (or the
     * hand) up, unless the seat plays on its phone or the Join screen is open. */
    if (!moving && st->mode == TABLE_PUBLIC && !st->phones.on_phone[w] && !st->phones.join_open)
        moving = true;
    return !moving;
}

/* ---- The log ---- */

void sst_log_new_game(SstState *st, unsigned long long seed)
{
    table_log_new_game(&st->log, "A new game: the cards are dealt.", seed);
}

#define SUMMARY_LINES 8

/* Replays the actions on a scratch game for their words: the save holds actions, not lines. */
void sst_log_rebuild(SstState *st)
{
    SsgGame *g = malloc(sizeof *g);
    SsgEvents *ev = malloc(sizeof *ev);
    if (g && ev && ssgame_new(g, &st->game.setup, st->game.tricks, NULL, NULL)) {
        table_log_add(&st->log, "A saved game, resumed.");
        for (int i = 0; i < st->game.actions_n; i++) {
            ev->n = 0;
            if (!ssgame_apply(g, &st->game.actions[i], ev, NULL))
                break;
            for (int k = 0; k < ev->n; k++)
                log_event(st, &st->game.setup, &ev->ev[k]);
        }
        ssgame_free(g);
    }
    free(g);
    free(ev);
    /* Nobody has seen a summary of the resumed game yet: each person's starts here. */
    for (int s = 0; s < SSG_MAX_SEATS; s++)
        st->seen_log[s] = st->log.total > SUMMARY_LINES ? st->log.total - SUMMARY_LINES : 0;
}
