/* The Jugglers seat view JSON. Every field comes from the JgView, which jugglers_view fills with
 * what the seat may know; the view's decision seed is never written. */
#include "phone_jg_view.h"

#include "phone_json.h"
#include "pokerhand.h"

#include <stdio.h>
#include <string.h>

void phone_jlog_events(PhoneLog *logs, const JgView *names, const JgEvents *events)
{
    char text[PHONE_LOG_LINE];
    for (int s = 0; s < names->seats; s++)
        for (int i = 0; i < events->n; i++) {
            JgEvent e = jugglers_event_for(&events->ev[i], s);
            /* As the screen's log: deals and turns are shown by the cards and the banner. */
            if (e.kind == JG_EV_DEALT || e.kind == JG_EV_SIGIL_DEALT || e.kind == JG_EV_TURN)
                continue;
            jugglers_event_text(names, &e, text, sizeof text);
            if (text[0])
                phone_log_add(&logs[s], text);
        }
}

static const char *phase_word(JgPhase p)
{
    return p == JG_PHASE_SECRETS ? "secrets" : p == JG_PHASE_PLAY ? "play" : "over";
}

static const char *kind_word(JgSeatKind k)
{
    return k == JG_PERSON ? "person" : k == JG_COMPUTER ? "computer" : "dummy";
}

static const char *source_word(JgSource s)
{
    return s == JG_FROM_HAND ? "hand" : s == JG_FROM_DECK ? "deck" : "secret";
}

static void card_or_null(PhoneJson *j, int card)
{
    char t[8];
    if (card >= 0 && deck52_card_text(card, t, sizeof t))
        phone_json_str(j, t);
    else
        phone_json_raw(j, "null");
}

static void cards_array(PhoneJson *j, const Pile *p)
{
    phone_json_raw(j, "[");
    for (int i = 0; i < p->n; i++) {
        if (i)
            phone_json_raw(j, ",");
        card_or_null(j, p->card[i]);
    }
    phone_json_raw(j, "]");
}

static void write_draft(PhoneJson *j, const JgView *v, int d)
{
    const JgDraftView *dv = &v->draft[d];
    phone_json_raw(j, "{\"draft\":");
    phone_json_str(j, jugglers_draft_name(d));
    phone_json_key(j, "policy", false);
    card_or_null(j, d == JG_JOKER ? -1 : dv->policy);
    phone_json_key(j, "hand", false);
    cards_array(j, &dv->hand);
    PokerCard cards[POKERHAND_MAX_CARDS];
    int n = dv->hand.n < POKERHAND_MAX_CARDS ? dv->hand.n : POKERHAND_MAX_CARDS;
    for (int i = 0; i < n; i++)
        cards[i] = jugglers_poker_card(dv->hand.card[i]);
    char words[96];
    pokerhand_describe(cards, n, words, sizeof words);
    phone_json_key(j, "words", false);
    phone_json_str(j, n ? words : "");
    /* A policy passes only when its hand is ahead of the joker's (J6): 1 ahead, 0 level,
     * -1 behind; 0 for the joker's own column. */
    int ahead = 0;
    if (d != JG_JOKER) {
        uint32_t a = jugglers_hand_value(&dv->hand);
        uint32_t b = jugglers_hand_value(&v->draft[JG_JOKER].hand);
        ahead = a > b ? 1 : a < b ? -1 : 0;
    }
    phone_json_key(j, "ahead", false);
    phone_json_int(j, ahead);
    phone_json_key(j, "down", false);
    phone_json_raw(j, "[");
    for (int i = 0; i < dv->down_n && i < JG_MAX_DOWN; i++) {
        const JgDownView *o = &dv->down[i];
        phone_json_raw(j, i ? ",{\"seat\":" : "{\"seat\":");
        phone_json_int(j, o->seat + 1);
        phone_json_key(j, "from", false);
        phone_json_str(j, source_word(o->source));
        phone_json_key(j, "card", false);
        card_or_null(j, o->card);
        phone_json_raw(j, "}");
    }
    phone_json_raw(j, "]");
    phone_json_key(j, "secrets", false);
    phone_json_int(j, dv->secrets);
    phone_json_raw(j, "}");
}

static void write_seats(PhoneJson *j, const JgView *v, const PhoneJViewExtras *x)
{
    phone_json_raw(j, "[");
    for (int s = 0; s < v->seats; s++) {
        const JgSeatView *sv = &v->seat[s];
        phone_json_seat_head(j, s, sv->name, kind_word(sv->kind));
        phone_json_key(j, "controller", false);
        phone_json_int(j, sv->controller + 1);
        phone_json_key(j, "cards", false);
        phone_json_int(j, sv->hand_count);
        phone_json_key(j, "has_sigil", false);
        phone_json_bool(j, sv->has_sigil);
        phone_json_key(j, "wins", false);
        phone_json_int(j, sv->wins);
        phone_json_key(j, "phone", false);
        phone_json_bool(j, x->phone[s]);
        phone_json_raw(j, "}");
    }
    phone_json_raw(j, "]");
}

static void write_result(PhoneJson *j, const JgView *v, bool shown)
{
    if (!v->has_result || !shown) {
        phone_json_raw(j, "null");
        return;
    }
    const JgRoundResult *r = &v->result;
    phone_json_raw(j, "{\"round\":");
    phone_json_int(j, r->round);
    phone_json_key(j, "sigils", false);
    phone_json_raw(j, "[");
    for (int s = 0; s < v->seats; s++) {
        if (s)
            phone_json_raw(j, ",");
        card_or_null(j, r->sigil[s]);
    }
    phone_json_raw(j, "]");
    phone_json_key(j, "half_points", false);
    phone_json_raw(j, "[");
    for (int s = 0; s < v->seats; s++) {
        if (s)
            phone_json_raw(j, ",");
        phone_json_int(j, r->half_points[s]);
    }
    phone_json_raw(j, "]");
    phone_json_key(j, "won", false);
    phone_json_raw(j, "[");
    for (int s = 0; s < v->seats; s++) {
        if (s)
            phone_json_raw(j, ",");
        phone_json_bool(j, r->won[s]);
    }
    phone_json_raw(j, "]}");
}

char *phone_jview_json(const JgView *v, const PhoneJViewExtras *x)
{
    PhoneJson j = {0};
    int me = v->viewer;
    bool mine = me >= 0 && v->waiting_for == me && v->phase != JG_PHASE_OVER;
    phone_json_view_head(&j, "jugglers", x->version, me, me >= 0 ? v->seat[me].name : "",
                         phase_word(v->phase));
    phone_json_key(&j, "round", false);
    phone_json_int(&j, v->round);
    phone_json_key(&j, "gathering", false);
    phone_json_int(&j, v->gathering);
    phone_json_key(&j, "gatherings", false);
    phone_json_int(&j, v->gatherings);
    phone_json_key(&j, "cycle", false);
    phone_json_int(&j, v->cycle + 1);
    phone_json_key(&j, "cycles", false);
    phone_json_int(&j, v->cycles);
    phone_json_key(&j, "chairman", false);
    phone_json_int(&j, v->chairman + 1);
    phone_json_key(&j, "turn", false);
    phone_json_int(&j, v->turn + 1);
    phone_json_key(&j, "waiting_for", false);
    phone_json_int(&j, v->phase == JG_PHASE_OVER ? 0 : v->waiting_for + 1);
    phone_json_key(&j, "your_decision", false);
    phone_json_bool(&j, mine);
    /* The seat whose card goes down now: this seat, or the dummy it plays for (J21). */
    phone_json_key(&j, "plays_for", false);
    phone_json_int(&j, mine && v->phase == JG_PHASE_PLAY ? v->turn + 1 : 0);
    phone_json_key(&j, "secrets_max", false);
    phone_json_int(&j, mine && v->phase == JG_PHASE_SECRETS ? v->secrets_max : 0);
    phone_json_key(&j, "sigil", false);
    card_or_null(&j, v->sigil);
    phone_json_key(&j, "hand", false);
    cards_array(&j, &v->hand);
    phone_json_key(&j, "deck", false);
    phone_json_int(&j, v->deck_count);
    phone_json_key(&j, "drafts", false);
    phone_json_raw(&j, "[");
    for (int d = 0; d < JG_DRAFTS; d++) {
        if (d)
            phone_json_raw(&j, ",");
        write_draft(&j, v, d);
    }
    phone_json_raw(&j, "]");
    phone_json_key(&j, "seats", false);
    write_seats(&j, v, x);
    phone_json_key(&j, "village", false);
    cards_array(&j, &v->village);
    phone_json_key(&j, "rejected", false);
    cards_array(&j, &v->rejected);
    phone_json_key(&j, "wins_to_win", false);
    phone_json_int(&j, v->setup.wins);
    phone_json_key(&j, "result", false);
    write_result(&j, v, x->scoring || v->phase == JG_PHASE_OVER);
    /* Anyone at the table may go on from a round's scoring, as on the big screen. */
    phone_json_key(&j, "next_round", false);
    phone_json_bool(&j, x->scoring && v->phase != JG_PHASE_OVER);
    phone_json_key(&j, "winners", false);
    phone_json_raw(&j, "[");
    bool first = true;
    for (int s = 0; s < v->seats && v->phase == JG_PHASE_OVER; s++)
        if (v->winner[s]) {
            if (!first)
                phone_json_raw(&j, ",");
            phone_json_int(&j, s + 1);
            first = false;
        }
    phone_json_raw(&j, "]");
    return phone_json_view_end(&j, x->log);
}
