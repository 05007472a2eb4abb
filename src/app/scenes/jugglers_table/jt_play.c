#include "jt_play.h"

#include "jugglers_cues.h"

#include "jt_places.h"
#include "jugglers_ai.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void jt_notice(JtState *st, const char *text)
{
    snprintf(st->ask.notice, sizeof st->ask.notice, "%s", text);
}

/* ---- Choreography: the engine's events as card moves ---- */

typedef struct Queue {
    JtState *st;
    JtPlaces P;
    double extra;      /* a die just rolled: the next card waits for it to land */
} Queue;

static bool face_up_pile(int pile)
{
    return pile == JT_PILE_VILLAGE || (pile >= JT_PILE_POLICY && pile < JT_PILE_POLICY + JG_DRAFTS) ||
           pile >= JT_PILE_COLUMN;
}

/* A move; village_slot >= 0 places a card in the Village Order's fan. */
static void queue_move(Queue *q, int card, int from, int to, double gap, bool up_from, bool up_to,
                       int village_from, int village_to)
{
    JtState *st = q->st;
    MotionMove mv = {.card = card, .from_pile = from, .to_pile = to,
                     .from = jt_pile_place(st, &q->P, from), .to = jt_pile_place(st, &q->P, to)};
    float W = st->win.width > 0 ? (float)st->win.width : 1;
    if (village_from >= 0)
        mv.from.x += q->P.village_step * (float)village_from / W;
    if (village_to >= 0)
        mv.to.x += q->P.village_step * (float)village_to / W;
    mv.from.face_up = up_from && card >= 0;
    mv.to.face_up = up_to && card >= 0;
    motion_add(&st->motion, &mv, gap + q->extra);
    q->extra = 0;
}

static void queue(Queue *q, int card, int from, int to, double gap)
{
    queue_move(q, card, from, to, gap, face_up_pile(from), face_up_pile(to), -1, -1);
}

/* The match's record keeps the newest gatherings. */
static void record(JtGathering *rec, int *n, const JtGathering *g)
{
    if (*n == JT_RECORD) {
        memmove(rec, rec + 1, sizeof rec[0] * (JT_RECORD - 1));
        (*n)--;
    }
    rec[(*n)++] = *g;
}

static void roll_die(Queue *q, const JgEvent *e)
{
    JtState *st = q->st;
    const JtTimings *T = &JT_TIMINGS;
    MotionMove mv = {.card = -1, .from_pile = JT_PILE_DIE, .to_pile = JT_PILE_DIE,
                     .from = jt_pile_place(st, &q->P, JT_PILE_DIE),
                     .to = jt_pile_place(st, &q->P, JT_PILE_DIE), .duration = T->die_roll};
    double start = st->motion.now;
    int before = st->motion.n;
    motion_add(&st->motion, &mv, q->extra + T->play_gap);
    if (st->motion.n > before)
        start = st->motion.moves[st->motion.n - 1].start;
    st->die[st->dice_n % JT_DICE] = (JtDie){e->value, e->index, e->draft, start};
    st->dice_n++;
    q->extra = T->die_roll + T->die_rest;
}

static int clampi(int v, int lo, int hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

static int fan_place(int draft, int k)
{
    return JT_PILE_FAN + draft * JT_COLUMN_SLOTS + clampi(k, 0, JT_COLUMN_SLOTS - 1);
}

/* The settling roll at event i: the column's face-down cards spread out first (how many, and
 * which the die picks, are in the SETTLED event that follows it). */
static void fan_out(Queue *q, const JgEvents *evs, int i, int d, bool *fanned, int *pick)
{
    for (int k = i + 1; k < evs->n; k++) {
        const JgEvent *s = &evs->ev[k];
        if (s->kind != JG_EV_SETTLED || s->draft != d)
            continue;
        for (int j = 0; j < s->value && j < JT_COLUMN_SLOTS; j++)
            queue(q, -1, JT_PILE_DOWN + d, fan_place(d, j), JT_TIMINGS.clear_gap);
        *fanned = true;
        *pick = s->index - 1;
        return;
    }
}

/* The only person at the screen keeps their own view between their turns: their hand and
 * sigil stay shown (nobody else is there to see them). */
static void refresh_own(JtState *st)
{
    int solo = jt_solo_seat(st);
    if (solo >= 0 && st->mode != TABLE_PRIVATE && st->game_ok)
        jugglers_view(&st->game, solo, &st->priv);
}

static void refresh_views(JtState *st)
{
    st->before = st->pub;
    jugglers_view(&st->game, -1, &st->pub);
    refresh_own(st);
}

static bool logged(const JgEvent *e)
{
    return e->kind != JG_EV_DEALT && e->kind != JG_EV_SIGIL_DEALT && e->kind != JG_EV_TURN;
}

static const char *seat_name(const JtState *st, int s)
{
    return s >= 0 && s < st->pub.seats ? st->pub.seat[s].name : "?";
}

/* The verdict an event gives the whole table, if any, shown once the cards queued so far land. */
static void banner_for(JtState *st, const JgEvent *e)
{
    char t[TABLE_BANNER_TEXT], card[16];
    bool good = true;
    jugglers_card_words(e->card, card, sizeof card);
    if (e->kind == JG_EV_POLICY_PASSED) {
        snprintf(t, sizeof t, "%s passes: it joins the Village Order.", card);
    } else if (e->kind == JG_EV_POLICY_REJECTED) {
        snprintf(t, sizeof t, "%s fails: the joker's hand is as good or better.", card);
        good = false;
    } else if (e->kind == JG_EV_ROUND_WON) {
        snprintf(t, sizeof t, "%s wins the round (%d so far).", seat_name(st, e->seat), e->value);
    } else if (e->kind == JG_EV_GAME_WON) {
        snprintf(t, sizeof t, "%s wins the game!", seat_name(st, e->seat));
    } else {
        return;
    }
    const CardMotion *m = &st->motion;
    double at = m->n > 0 ? m->moves[m->n - 1].start + m->moves[m->n - 1].duration : m->now;
    if (st->banners_n == JT_BANNERS) { /* full: the oldest goes up at once */
        table_banner_set(&st->banner, st->banner_due[0].good, st->banner_due[0].text, JT_TIMINGS.banner);
        memmove(st->banner_due, st->banner_due + 1, sizeof st->banner_due[0] * (JT_BANNERS - 1));
        st->banners_n--;
    }
    JtBannerDue *b = &st->banner_due[st->banners_n++];
    snprintf(b->text, sizeof b->text, "%s", t);
    b->good = good;
    b->at = at;
}

/* Verdicts whose cards have landed go up. */
static void banners_due(JtState *st)
{
    int k = 0;
    while (k < st->banners_n && (st->banner_due[k].at <= st->motion.now || !motion_busy(&st->motion))) {
        table_banner_set(&st->banner, st->banner_due[k].good, st->banner_due[k].text, JT_TIMINGS.banner);
        k++;
    }
    if (k > 0) {
        memmove(st->banner_due, st->banner_due + k, sizeof st->banner_due[0] * (size_t)(st->banners_n - k));
        st->banners_n -= k;
    }
}

/* The end of a gathering, held once the last card has settled: the timeline stops there and
 * the cards that follow (the policies to the Village Order or away, the columns cleared, the
 * next deal) wait until the table goes on. */
static void hold_gathering(JtState *st, Queue *q, const Pile *col, const JgEvents *evs)
{
    const CardMotion *m = &st->motion;
    double end = m->now;
    for (int i = 0; i < m->n; i++) {
        double e = m->moves[i].start + m->moves[i].duration;
        end = e > end ? e : end;
    }
    JtHeld *h = &st->held;
    *h = (JtHeld){.due = true, .at = end + q->extra, .round = st->before.round,
                  .gathering = st->before.gathering, .gatherings = st->before.gatherings,
                  .policy = {st->before.draft[JG_LEFT].policy, st->before.draft[JG_RIGHT].policy}};
    for (int d = 0; d < JG_DRAFTS; d++)
        h->hand[d] = col[d];
    for (int i = 0; i < evs->n; i++)
        if (evs->ev[i].kind == JG_EV_POLICY_PASSED)
            h->passed[evs->ev[i].draft == JG_LEFT ? 0 : 1] = true;
    /* The next card leaves a moment after the hold point, never before it. */
    double last = m->n > 0 ? m->last_start : m->now;
    q->extra = h->at - last + JT_TIMINGS.policy_gap;
    if (q->extra < 0)
        q->extra = 0;
}

/* An event in words, as everyone may read it; false when it is not logged. */
static bool event_line(const JgView *v, const JgEvent *ev, char *text, size_t size)
{
    JgEvent e = jugglers_event_for(ev, -1);
    jugglers_event_text(v, &e, text, size);
    return text[0] && logged(&e);
}

/* The chair passes: when the table order changes with it (the dummy of three players moves to
 * the new chairman's left) the seats glide to their new places once the cards queued so far
 * have landed, and the cards that follow wait for them and go where they are going. */
static void pass_chair(JtState *st, Queue *q)
{
    const CardMotion *m = &st->motion;
    double end = m->now;
    for (int i = 0; i < m->n; i++) {
        double e = m->moves[i].start + m->moves[i].duration;
        end = e > end ? e : end;
    }
    bool was_due = st->seats.due;
    jt_seats_due(st, end + q->extra);
    if (!st->seats.due)
        return;
    jt_places_settled(st, &q->P);
    if (!was_due) {
        double last = m->n > 0 ? m->last_start : m->now;
        double wait = st->seats.at + JT_TIMINGS.seat_glide - last;
        q->extra = wait > 0 ? wait : 0;
    }
}

/* The events in words, as everyone may read them. */
static void log_events(TableLog *log, const JgView *v, const JgEvents *evs)
{
    char text[TABLE_LOG_TEXT];
    for (int i = 0; i < evs->n; i++)
        if (event_line(v, &evs->ev[i], text, sizeof text))
            table_log_add(log, text);
}

/* A line held back until the table goes on past a held gathering. */
static void log_later(JtState *st, const char *text)
{
    if (st->log_later_n == JT_LOG_LATER) { /* full: the oldest goes in now */
        table_log_add(&st->log, st->log_later[0]);
        memmove(st->log_later, st->log_later + 1, sizeof st->log_later[0] * (JT_LOG_LATER - 1));
        st->log_later_n--;
    }
    snprintf(st->log_later[st->log_later_n++], TABLE_LOG_TEXT, "%s", text);
}

/* The lines held back join the log once no gathering is held (or waits to be). */
static void log_catch_up(JtState *st)
{
    if (st->held.due || st->held.up)
        return;
    for (int i = 0; i < st->log_later_n; i++)
        table_log_add(&st->log, st->log_later[i]);
    st->log_later_n = 0;
}

/* The events in words, up to what the screen shows: a gathering's verdicts are logged with its
 * held result, what follows them only once the table goes on. behind: lines are held back
 * already (a gathering was held before these events). */
static void log_taken(JtState *st, const JgEvents *evs, bool behind)
{
    int verdict = -1;
    for (int i = 0; i < evs->n; i++)
        if (evs->ev[i].kind == JG_EV_POLICY_PASSED || evs->ev[i].kind == JG_EV_POLICY_REJECTED)
            verdict = i;
    char text[TABLE_LOG_TEXT];
    for (int i = 0; i < evs->n; i++) {
        if (!event_line(&st->pub, &evs->ev[i], text, sizeof text))
            continue;
        if (behind || (verdict >= 0 && i > verdict && (st->held.due || st->held.up)))
            log_later(st, text);
        else
            table_log_add(&st->log, text);
    }
}

void jt_record_events(JtGathering *rec, int *n, const JgView *before, const JgEvents *evs)
{
    JtGathering done = {.round = before->round, .gathering = before->gathering,
                        .policy = {before->draft[JG_LEFT].policy, before->draft[JG_RIGHT].policy}};
    for (int d = 0; d < JG_DRAFTS; d++)
        done.hand[d] = before->draft[d].hand;
    for (int i = 0; i < evs->n; i++) {
        const JgEvent *e = &evs->ev[i];
        int d = clampi(e->draft, 0, JG_DRAFTS - 1);
        switch (e->kind) {
        case JG_EV_FACE_UP_DEALT:
        case JG_EV_SETTLED:
            pile_push(&done.hand[d], e->card);
            break;
        case JG_EV_POLICY_PASSED:
            done.passed[d == JG_LEFT ? 0 : 1] = true;
            break;
        case JG_EV_DRAFTS_CLEARED:
            record(rec, n, &done);
            break;
        default:
            break;
        }
    }
}

void jt_take_events(JtState *st, const JgEvents *evs)
{
    const JtTimings *T = &JT_TIMINGS;
    if (st->on_events)
        st->on_events(st->on_events_ctx, &st->game, evs);
    jugglers_cues_play(st->audio, &st->game, evs, st->win.speed, st->win.instant);
    refresh_views(st);
    Queue q = {.st = st};
    jt_places_settled(st, &q.P); /* where the seats sit, or are gliding to */
    /* Where cards lie as the events unfold, starting from the table before them. */
    Pile col[JG_DRAFTS];
    for (int d = 0; d < JG_DRAFTS; d++)
        col[d] = st->before.draft[d].hand;
    int village_n = st->before.village.n, rejected_n = st->before.rejected.n;
    Pile village = st->before.village;
    jt_record_events(st->record, &st->record_n, &st->before, evs);
    /* Settling: the face-down cards of a column fan out before its die picks one. */
    bool fanned[JG_DRAFTS] = {false};
    int fan_pick[JG_DRAFTS] = {0}, fan_next[JG_DRAFTS] = {0};
    int held_set = 0;
    bool behind = st->held.due || st->held.up || st->log_later_n > 0;
    for (int i = 0; i < evs->n; i++) {
        JgEvent e = jugglers_event_for(&evs->ev[i], -1);
        int s = clampi(e.seat, 0, JG_MAX_SEATS - 1), d = clampi(e.draft, 0, JG_DRAFTS - 1);
        switch (e.kind) {
        case JG_EV_POLICY_SHUFFLED: /* a new round: the policies come back to the chairman */
            for (int k = village_n - 1; k >= 0; k--)
                queue_move(&q, village.card[k], JT_PILE_VILLAGE, JT_PILE_POLICY_DECK, T->clear_gap,
                           true, false, k, -1);
            for (int k = 0; k < rejected_n; k++)
                queue(&q, -1, JT_PILE_REJECTED, JT_PILE_POLICY_DECK, T->clear_gap);
            village_n = rejected_n = 0;
            break;
        case JG_EV_SIGIL_DEALT:
            queue(&q, -1, JT_PILE_POLICY_DECK, JT_PILE_SIGIL + s, T->deal_gap);
            break;
        case JG_EV_POLICY_DRAWN:
            queue(&q, e.card, JT_PILE_POLICY_DECK, JT_PILE_POLICY + d, T->policy_gap);
            break;
        case JG_EV_DEALT:
            queue(&q, -1, JT_PILE_DECK, JT_PILE_HAND + s, T->deal_gap);
            break;
        case JG_EV_SECRET_PLACED:
            queue(&q, -1, JT_PILE_DECK, JT_PILE_SECRET + d, T->draw_gap);
            break;
        case JG_EV_DECK_DISCARDED:
            queue(&q, -1, JT_PILE_DECK, JT_PILE_DISCARD, T->draw_gap);
            break;
        case JG_EV_FACE_UP_DEALT:
            queue(&q, e.card, JT_PILE_DECK, JT_PILE_COLUMN + d * JT_COLUMN_SLOTS +
                  clampi(col[d].n, 0, JT_COLUMN_SLOTS - 1), T->policy_gap);
            pile_push(&col[d], e.card);
            break;
        case JG_EV_SECRET_JOINED:
            for (int k = 0; k < e.value && k < JG_MAX_SECRETS; k++)
                queue(&q, -1, JT_PILE_SECRET + d, JT_PILE_DOWN + d, T->play_gap);
            break;
        case JG_EV_PLAYED:
            queue(&q, -1, e.index == JG_FROM_DECK ? JT_PILE_DECK : JT_PILE_HAND + s,
                  JT_PILE_DOWN + d, T->play_gap);
            break;
        case JG_EV_DREW:
            queue(&q, -1, JT_PILE_DECK, JT_PILE_HAND + s, T->draw_gap);
            break;
        case JG_EV_DIE_ROLLED:
            if (e.index == JG_ROLL_SETTLE)
                fan_out(&q, evs, i, d, &fanned[d], &fan_pick[d]);
            roll_die(&q, &e);
            break;
        case JG_EV_SETTLED:
            queue(&q, e.card, fanned[d] ? fan_place(d, fan_pick[d]) : JT_PILE_DOWN + d,
                  JT_PILE_COLUMN + d * JT_COLUMN_SLOTS + clampi(col[d].n, 0, JT_COLUMN_SLOTS - 1),
                  T->settle_gap);
            pile_push(&col[d], e.card);
            break;
        case JG_EV_SETTLE_DISCARDED:
            if (fanned[d] && fan_next[d] == fan_pick[d])
                fan_next[d]++;
            queue(&q, -1, fanned[d] ? fan_place(d, fan_next[d]++) : JT_PILE_DOWN + d,
                  JT_PILE_DISCARD, T->clear_gap);
            break;
        case JG_EV_POLICY_PASSED:
            if (!held_set++)
                hold_gathering(st, &q, col, evs);
            queue_move(&q, e.card, JT_PILE_POLICY + d, JT_PILE_VILLAGE, T->policy_gap, true, true, -1,
                       clampi(village_n, 0, JG_MAX_GATHERINGS - 1));
            if (village_n < JG_MAX_GATHERINGS)
                village.card[village_n] = (uint8_t)e.card;
            village.n = ++village_n;
            break;
        case JG_EV_POLICY_REJECTED:
            if (!held_set++)
                hold_gathering(st, &q, col, evs);
            queue_move(&q, e.card, JT_PILE_POLICY + d, JT_PILE_REJECTED, T->policy_gap, true, false, -1,
                       -1);
            rejected_n++;
            break;
        case JG_EV_DRAFTS_CLEARED:
            for (int k = 0; k < JG_DRAFTS; k++) {
                for (int c = 0; c < col[k].n && c < JT_COLUMN_SLOTS; c++)
                    queue_move(&q, col[k].card[c], JT_PILE_COLUMN + k * JT_COLUMN_SLOTS + c,
                               JT_PILE_DISCARD, T->clear_gap, true, false, -1, -1);
                col[k].n = 0;
            }
            break;
        case JG_EV_HAND_DISCARDED:
            queue(&q, -1, JT_PILE_HAND + s, JT_PILE_DISCARD, T->clear_gap);
            break;
        case JG_EV_SIGIL_REVEALED:
            queue_move(&q, e.card, JT_PILE_SIGIL + s, JT_PILE_SIGIL + s, T->reveal_gap, false, true,
                       -1, -1);
            break;
        case JG_EV_CHAIRMAN:
            pass_chair(st, &q);
            break;
        case JG_EV_SCORED:
            st->scoring_round = st->pub.has_result ? st->pub.result.round : st->scoring_round;
            st->scoring_age = 0;
            break;
        default:
            break;
        }
        banner_for(st, &e);
    }
    log_taken(st, evs, behind);
}

/* ---- Actions ---- */


/* An action was applied: the save is due. */
static void after_change(JtState *st)
{
    st->ask.save_due = true;
}

bool jt_apply(JtState *st, const JgAction *a, JgError *err)
{
    st->events.n = 0;
    bool ok = jugglers_apply(&st->game, a, &st->events, err);
    if (ok) { /* the table shows what happened and says what must be seen */
        jt_take_events(st, &st->events);
        after_change(st);
    }
    return ok;
}

bool jt_submit(JtState *st, const JgAction *a)
{
    JgError err = {{0}};
    if (!jt_apply(st, a, &err)) {
        jt_notice(st, err.message);
        return false;
    }
    jt_leave_private(st);
    return true;
}

bool jt_play_pick(JtState *st, int draft)
{
    if (st->mode != TABLE_PRIVATE || st->priv.phase != JG_PHASE_PLAY || draft < 0 ||
        draft >= JG_DRAFTS)
        return false;
    int turn = st->priv.turn;
    JgAction a;
    if (st->pick == JT_PICK_DECK)
        a = jugglers_play_deck(turn, draft);
    else if (st->pick >= 0 && st->pick < st->priv.hand.n)
        a = jugglers_play_hand(turn, st->priv.hand.card[st->pick], draft);
    else
        return false;
    return jt_submit(st, &a);
}

/* ---- Modes ---- */

void jt_enter_private(JtState *st, int seat)
{
    st->shown = seat;
    jugglers_view(&st->game, seat, &st->priv);
    st->mode = TABLE_PRIVATE;
    /* A seat without a hand (a dummy's controller plays it) can only take the deck's card. */
    bool own_turn = st->priv.turn == seat;
    st->pick = own_turn && st->priv.hand.n > 0 ? 0
             : st->priv.deck_count > 0 ? JT_PICK_DECK : JT_PICK_NONE;
    st->column = JG_JOKER;
    table_drag_release(&st->drag);
}

void jt_leave_private(JtState *st)
{
    memset(&st->priv, 0, sizeof st->priv); /* nothing private outlives the decision */
    st->priv.viewer = -1;
    st->pick = JT_PICK_NONE;
    table_drag_release(&st->drag);
    st->mode = TABLE_PUBLIC;
    st->ai_wait = JT_TIMINGS.ai_think;
    refresh_own(st);
}

bool jt_scoring_shown(const JtState *st)
{
    return st->scoring_round > st->scored_round && !motion_busy(&st->motion) &&
           !st->held.due && !st->held.up && st->mode == TABLE_PUBLIC;
}

/* How long a held gathering stays up by itself: longer with people reading, shorter for a
 * table of computers, paced by the animation speed, never under held_min. */
static double held_hold(const JtState *st)
{
    double base = jt_persons_at_screen(st) > 0 ? JT_TIMINGS.held_hold : JT_TIMINGS.held_alone;
    double hold = base / (st->win.speed > 0 ? st->win.speed : 1);
    return hold < JT_TIMINGS.held_min ? JT_TIMINGS.held_min : hold;
}

double jt_held_left(const JtState *st)
{
    return st->held.up ? held_hold(st) - st->held.age : 0;
}

bool jt_held_may_go_on(const JtState *st)
{
    return st->held.up && st->held.age >= JT_TIMINGS.held_min;
}

bool jt_held_go_on(JtState *st)
{
    if (!jt_held_may_go_on(st))
        return false;
    st->held.up = false;
    log_catch_up(st);
    return true;
}

void jt_hurry(JtState *st)
{
    if (st->held.due || st->held.up) {
        /* Faster up to the hold, never past it: the result is read before the cards move. */
        if (st->held.due && st->motion.n > 0)
            st->motion.hurried = true;
        return;
    }
    motion_hurry(&st->motion);
}

/* The timeline up to a held gathering and no further; there it goes up. */
static void advance_motion(JtState *st, double dt)
{
    JtHeld *h = &st->held;
    if (h->up) {
        h->age += dt;
        if (h->age >= held_hold(st))
            h->up = false;
        return;
    }
    CardMotion *m = &st->motion;
    if (h->due && !m->instant) {
        double rate = m->speed * (m->hurried ? MOTION_HURRY : 1.0);
        double left = h->at - m->now;
        if (rate > 0 && left / rate < dt)
            dt = left > 0 ? left / rate : 0;
    }
    motion_advance(m, dt);
    if (h->due && (m->instant || m->now >= h->at - 1e-6)) {
        h->due = false;
        h->up = true;
        h->age = 0;
        m->hurried = false;
    }
}

void jt_dismiss_scoring(JtState *st)
{
    st->scored_round = st->scoring_round;
    st->ai_wait = JT_TIMINGS.ai_think;
}

const JtDie *jt_die_now(const JtState *st, double ahead, double *landed)
{
    double now = st->motion.now + ahead;
    for (int k = 0; k < st->dice_n && k < JT_DICE; k++) {
        const JtDie *d = &st->die[(st->dice_n - 1 - k) % JT_DICE];
        if (d->start <= now + 1e-9) {
            double p = (now - d->start) / JT_TIMINGS.die_roll;
            *landed = p < 0 ? 0 : p > 1 ? 1 : p;
            return d;
        }
    }
    *landed = 1;
    return NULL;
}

/* ---- The tick ---- */

static void run_computers(JtState *st, double dt)
{
    if ((st->ai_wait -= dt) > 0)
        return;
    JgError err = {{0}};
    char msg[300];
    st->events.n = 0;
    switch (jgai_step(&st->game, &st->events, &err)) {
    case 1: /* it acted: show it, then give the table time to follow */
        jt_take_events(st, &st->events);
        after_change(st);
        st->ai_wait = JT_TIMINGS.ai_think;
        return;
    case -1: /* a refused move is a bug: say so rather than hang */
        snprintf(msg, sizeof msg, "A computer player made a refused move: %s", err.message);
        jt_notice(st, msg);
        break;
    default:
        break;
    }
    st->ai_wait = JT_TIMINGS.ai_retry;
}

void jt_tick(JtState *st, double dt)
{
    motion_set_speed(&st->motion, st->win.instant ? MOTION_INSTANT : st->win.speed);
    advance_motion(st, dt);
    jt_seats_tick(st);
    log_catch_up(st);
    banners_due(st);
    if (st->esc_left > 0)
        st->esc_left -= dt;
    table_banner_tick(&st->banner, dt);
    if (st->mode == TABLE_CURTAIN)
        st->curtain_age += dt;
    /* A seat that went to its phone: its cards leave the screen at once. */
    if (st->mode != TABLE_PUBLIC && st->shown >= 0 && st->shown < JG_MAX_SEATS &&
        st->phones.on && st->phones.on_phone[st->shown])
        jt_leave_private(st);
    if (!st->game_ok || st->mode != TABLE_PUBLIC || motion_busy(&st->motion) || st->phones.join_open ||
        st->held.due || st->held.up)
        return;
    if (jt_scoring_shown(st)) {
        /* People read the scores and go on themselves; a table of computers, or of people who
         * all hold their cards on phones, goes on alone. */
        st->scoring_age += dt;
        bool over = st->pub.phase == JG_PHASE_OVER;
        bool alone = jt_persons_at_screen(st) == 0;
        if (alone && st->scoring_age >= JT_TIMINGS.scoring_auto && !over)
            jt_dismiss_scoring(st);
        if (alone && st->scoring_age >= JT_TIMINGS.scoring_auto && over &&
            !st->summary_asked) {
            st->summary_asked = true; /* once: leaving the summary comes back to the table */
            st->ask.request = JT_REQ_SUMMARY;
        }
        return;
    }
    if (st->pub.phase == JG_PHASE_OVER) {
        st->over_wait += dt;
        return;
    }
    int w = jt_waiting(st);
    if (w < 0)
        return;
    if (!jt_person_decides(st)) {
        run_computers(st, dt * st->win.speed);
        return;
    }
    if (st->phones.on && st->phones.on_phone[w])
        return; /* the phone decides: no curtain */
    /* In a phones game the curtain always comes first: it shows the seat's link. */
    int persons = st->phones.on && st->persons < 2 ? 2 : st->persons;
    if (!table_mode_curtain_for(&st->mode, &st->shown, &st->curtain_age, persons, w))
        jt_enter_private(st, w);
}

/* ---- The log ---- */

void jt_log_new_game(JtState *st, unsigned long long seed)
{
    table_log_new_game(&st->log, "A new game of Jugglers: the sigils and the cards are dealt.", seed);
}

/* Replays the actions on a scratch game for their words and the match's record of gatherings:
 * the save holds actions, not lines. */
void jt_log_rebuild(JtState *st)
{
    JgGame *g = malloc(sizeof *g);
    JgEvents *ev = malloc(sizeof *ev);
    JgView *v = malloc(sizeof *v), *before = malloc(sizeof *before);
    st->record_n = 0;
    if (g && ev && v && before && jugglers_new(g, &st->game.setup, NULL, NULL)) {
        table_log_add(&st->log, "A saved game of Jugglers, resumed.");
        jugglers_view(g, -1, v);
        for (int i = 0; i < st->game.actions_n; i++) {
            ev->n = 0;
            jugglers_view(g, -1, before);
            if (!jugglers_apply(g, &st->game.actions[i], ev, NULL))
                break;
            log_events(&st->log, v, ev);
            jt_record_events(st->record, &st->record_n, before, ev);
        }
        jugglers_free(g);
    }
    free(g);
    free(ev);
    free(v);
    free(before);
}

void jt_curtain_why(const JtState *st, char *buf, size_t size)
{
    const JgView *v = &st->pub;
    const char *name = v->seat[st->shown].name;
    bool dummy = v->phase == JG_PHASE_PLAY && v->turn >= 0 && v->turn != st->shown;
    switch (v->phase) {
    case JG_PHASE_SECRETS:
        snprintf(buf, size, "%s is the chairman and chooses the secret influences.", name);
        return;
    default:
        snprintf(buf, size, dummy ? "%s plays for the dummy %s." : "It is %s's turn.", name,
                 dummy ? v->seat[v->turn].name : "");
        return;
    }
}
