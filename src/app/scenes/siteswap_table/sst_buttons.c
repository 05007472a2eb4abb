#include "sst_buttons.h"

#include "sst_build.h"
#include "sst_guess.h"
#include "sst_play.h"

#include <stdio.h>

static void add(SstButtons *out, SstButtonId id, const char *label, bool on)
{
    table_buttons_add(out, (int)id, label, on,
                      id == B_PERFORM || id == B_TRICK_GO || id == B_LAY_DOWN || id == B_CYCLE ||
                      id == B_GUESS_GO || id == B_JUGGLE_REAL || id == B_ON_SCREEN);
}

static void list_private(const SstState *st, SstButtons *out)
{
    const SstBuild *b = &st->build;
    SsgPhase ph = st->priv.phase;
    if (ph == SSG_PHASE_TURN) {
        add(out, B_PERFORM, b->target >= 0 ? "Perform extension" : "Perform", b->legal);
        add(out, B_CLEAR, "Clear", b->n > 0);
        if (st->hint_button)
            add(out, B_HINT, "Best build", true);
        add(out, B_SORT, st->sorted[st->shown] ? "As dealt" : "Sort", true);
        add(out, B_TRICK, "Trick\u2026", st->tricks && st->tricks->count > 0);
        if (b->target >= 0)
            add(out, B_BUILD_NEW, "New build", true);
        /* The style is chosen beside the verdict (sst_style.h), as on the phones. */
        add(out, B_SKIP, "Skip turn", true);
    } else if (ph == SSG_PHASE_EXCHANGE) {
        if (!st->priv.exchange_taken) {
            add(out, B_TAKE_PICKUP, "Take pick-up", st->pub.pickup_count > 0);
            add(out, B_TAKE_DISCARD, "Take discard", st->pub.discard.n > 0);
            add(out, B_DECLINE, "No exchange", true);
        } else {
            add(out, B_DISCARD, "Discard it", b->n == 1);
        }
    } else if (ph == SSG_PHASE_TRICK_DISCARD) {
        add(out, B_DISCARD, "Discard these", b->n >= 1);
    }
    SsgAction low = ssgame_action(SSG_ACT_LOW_DRAW, st->shown);
    if (ssgame_check(&st->game, &low, NULL))
        add(out, B_LOW_DRAW, "Draw a card", true);
}

static void list_performance(const SstState *st, SstButtons *out)
{
    SstPerfShow show = sst_perf_show(st);
    if (show == PERF_CHOOSING) {
        add(out, B_JUGGLE_REAL, "I'll juggle it (J)", true);
        add(out, B_ON_SCREEN, "Show it on screen (O)", true);
        out->choice = true;
        return;
    }
    bool trick = st->pub.perf.kind == SSG_PLAY_TRICK;
    bool may = st->pub.perf.recognised_by < 0 &&
               st->pub.perf.cycles >= st->pub.perf.cycles_to_lay_down;
    if (show == PERF_REAL) {
        /* S39: the button says when the next count will be accepted, in whole seconds (tenths
         * would tell the table the period). */
        char label[TABLE_BUTTON_LABEL];
        if (st->count_wait > 0)
            snprintf(label, sizeof label, "+1 in %d s", (int)st->count_wait + 1);
        else
            snprintf(label, sizeof label, "+1 cycle");
        add(out, B_CYCLE, label, st->count_wait <= 0);
    }
    if (!trick)
        add(out, B_LAY_DOWN, "Lay it down", may);
    add(out, B_DROPPED, trick ? "Give up" : "Dropped", true);
    if (show == PERF_REAL)
        add(out, B_ON_SCREEN, "On screen (O)", true);
    if (!trick && st->pub.perf.recognised_by < 0) {
        /* A hint given stays, greyed: the next one must not slide under the pointer. */
        add(out, B_HINT_BALLS, "Hint: balls", st->pub.perf.hint_value[SSG_HINT_BALLS] < 0);
        add(out, B_HINT_PERIOD, "Hint: period", st->pub.perf.hint_value[SSG_HINT_PERIOD] < 0);
        add(out, B_HINT_HIGHEST, "Hint: highest", st->pub.perf.hint_value[SSG_HINT_HIGHEST] < 0);
    }
}

/* S40: a person's move that showed nothing can be taken back for a moment. */
static void add_undo(const SstState *st, SstButtons *out)
{
    if (sst_undo_seat(st) < 0)
        return;
    add(out, B_UNDO, "Undo (Ctrl+Z)", true); /* short: it fits beside the others at 1280x720 */
}

static void list_buttons(const SstState *st, SstButtons *out);

void sst_buttons_list(const SstState *st, SstButtons *out)
{
    out->n = 0;
    out->choice = false;
    list_buttons(st, out);
    if (!out->choice && st->guesser < 0 && st->overlay == OVERLAY_NONE)
        add_undo(st, out);
}

static void list_buttons(const SstState *st, SstButtons *out)
{
    if (st->mode == TABLE_CURTAIN)
        return;
    if (st->overlay == OVERLAY_REVEAL) /* it has its own button: the table waits under it */
        return;
    if (st->overlay == OVERLAY_TRICKS) {
        add(out, B_TRICK_GO, "Juggle this trick", st->tricks_n > 0);
        add(out, B_TRICK_CANCEL, "Back to cards", true);
        return;
    }
    if (st->mode == TABLE_PRIVATE) {
        list_private(st, out);
        return;
    }
    SsgPhase ph = st->pub.phase;
    if (ph == SSG_PHASE_OVER) {
        add(out, B_LEAVE, "Back to title", true);
        return;
    }
    if (ph == SSG_PHASE_PERFORM && st->guesser >= 0) {
        bool any = st->pub.perf.kind == SSG_PLAY_TRICK ? st->tricks_n > 0 : st->guess.length > 0;
        add(out, B_GUESS_GO, "Guess (Enter)", any);
        add(out, B_GUESS_CANCEL, "Cancel (Esc)", true);
        return;
    }
    int p = st->pub.perf.performer;
    if (ph == SSG_PHASE_PERFORM && p >= 0 && st->pub.seat[p].kind == SSG_PERSON) {
        list_performance(st, out);
        return;
    }
    add(out, B_HURRY, "Hurry (F)", motion_busy(&st->motion));
    if (st->phones.on)
        add(out, B_JOIN, "Phones (P)", true);
}

static void submit_kind(SstState *st, SsgActionKind kind)
{
    SsgAction a = ssgame_action(kind, st->shown);
    sst_submit(st, &a);
}

/* The performer's controls: lay down, drop, hand to the screen, hints. */
static void performer_action(SstState *st, SstButtonId id)
{
    SsgActionKind k = id == B_LAY_DOWN ? SSG_ACT_LAY_DOWN : id == B_DROPPED ? SSG_ACT_DROP
                    : id == B_ON_SCREEN ? SSG_ACT_SCREEN : SSG_ACT_HINT;
    SsgAction a = ssgame_action(k, st->pub.perf.performer);
    a.hint = id == B_HINT_BALLS ? SSG_HINT_BALLS : id == B_HINT_PERIOD ? SSG_HINT_PERIOD
                                                                       : SSG_HINT_HIGHEST;
    SsgError err = {{0}};
    if (!sst_apply(st, &a, &err))
        sst_notice(st, err.message);
    else if (k == SSG_ACT_SCREEN)
        st->next_cycle = st->pm_t + sst_cycle_seconds(st);
}

void sst_button_press(SstState *st, SstButtonId id)
{
    switch (id) {
    case B_JOIN:
        st->phones.join_open = true;
        break;
    case B_PERFORM:
        if (st->build.legal) {
            SsgAction a = sst_build_action(st);
            sst_submit(st, &a);
        }
        break;
    case B_CLEAR: {
        int t = st->build.target;
        sst_build_clear(st);
        if (t >= 0)
            sst_build_extend(st, t);
        sst_build_refresh(st);
        break;
    }
    case B_HINT:
        sst_build_best(st);
        break;
    case B_SORT:
        st->sorted[st->shown] = !st->sorted[st->shown];
        break;
    case B_TRICK:
        sst_open_tricks(st);
        break;
    case B_BUILD_NEW:
        sst_build_clear(st);
        sst_build_refresh(st);
        break;
    case B_SKIP:
        submit_kind(st, SSG_ACT_SKIP);
        break;
    case B_TAKE_PICKUP:
    case B_TAKE_DISCARD: {
        SsgAction a = ssgame_action(SSG_ACT_TAKE, st->shown);
        a.source = id == B_TAKE_PICKUP ? SSG_FROM_PICKUP : SSG_FROM_DISCARD;
        sst_submit(st, &a);
        break;
    }
    case B_DECLINE:
        submit_kind(st, SSG_ACT_DECLINE);
        break;
    case B_DISCARD: {
        SsgAction a;
        if (st->priv.phase == SSG_PHASE_EXCHANGE) {
            a = ssgame_action(SSG_ACT_DISCARD, st->shown);
            a.card = st->build.n > 0 ? st->build.slot[0].card : -1;
        } else {
            a = ssgame_action(SSG_ACT_DISCARD_TWO, st->shown);
            a.n = st->build.n;
            for (int i = 0; i < st->build.n; i++)
                a.cards[i] = (uint8_t)st->build.slot[i].card;
        }
        sst_submit(st, &a);
        break;
    }
    case B_LAY_DOWN:
    case B_DROPPED:
    case B_ON_SCREEN:
    case B_HINT_BALLS:
    case B_HINT_PERIOD:
    case B_HINT_HIGHEST:
        performer_action(st, id);
        break;
    case B_JUGGLE_REAL:
        st->real_for = st->turns;
        st->count_wait = sst_real_cycle_min(st); /* S39: the first cycle takes its time too */
        break;
    case B_CYCLE:
        sst_count_cycle(st);
        break;
    case B_GUESS_GO:
        sst_submit_guess(st);
        break;
    case B_GUESS_CANCEL:
        st->guesser = -1;
        break;
    case B_HURRY:
        motion_hurry(&st->motion);
        break;
    case B_LEAVE:
        st->ask.request = SST_REQ_LEAVE;
        break;
    case B_TRICK_GO:
        sst_trick_go(st);
        break;
    case B_TRICK_CANCEL:
        st->overlay = OVERLAY_NONE;
        break;
    case B_LOW_DRAW:
        submit_kind(st, SSG_ACT_LOW_DRAW);
        break;
    case B_UNDO:
        sst_undo(st);
        break;
    default:
        break;
    }
}
