/* The seat view JSON. Every field comes from the SsgView, which ssgame_view fills with what the
 * seat may know; the S17 guard below also keeps the juggled throws out while guessing is open. */
#include "phone_ssg_view.h"

#include "cardswap.h"
#include "phone_json.h"
#include "siteswap.h"

#include <stdio.h>
#include <string.h>

void phone_log_events(PhoneLog *logs, const SsgSetup *setup, const SsgEvents *events)
{
    char text[PHONE_LOG_LINE];
    for (int s = 0; s < setup->seats; s++)
        for (int i = 0; i < events->n; i++) {
            SsgEvent e = ssgame_event_for(&events->ev[i], s);
            /* As the screen's log: deals, cycles and single revealed cards are shown by the
             * cards themselves, not in words. */
            if (e.kind == SSG_EV_DEALT || e.kind == SSG_EV_CYCLE || e.kind == SSG_EV_REVEALED)
                continue;
            ssgame_event_text(setup, &e, text, sizeof text);
            if (text[0])
                phone_log_add(&logs[s], text);
        }
}

static const char *phase_word(SsgPhase p)
{
    switch (p) {
    case SSG_PHASE_TURN:
        return "turn";
    case SSG_PHASE_PERFORM:
        return "perform";
    case SSG_PHASE_TRICK_DISCARD:
        return "trick_discard";
    case SSG_PHASE_EXCHANGE:
        return "exchange";
    case SSG_PHASE_OVER:
        break;
    }
    return "over";
}

static void card_str(PhoneJson *j, int card)
{
    char t[DECK_CARD_TEXT];
    if (!deck_card_text(card, t, sizeof t))
        snprintf(t, sizeof t, "?");
    phone_json_str(j, t);
}

static void cards_array(PhoneJson *j, const uint8_t *cards, int n)
{
    phone_json_raw(j, "[");
    for (int i = 0; i < n; i++) {
        if (i)
            phone_json_raw(j, ",");
        card_str(j, cards[i]);
    }
    phone_json_raw(j, "]");
}

static int seat_flash(const SsgView *v, int seat)
{
    return seat >= 0 && seat < v->seats ? v->seat[seat].flash : 5;
}

static void write_revealed(PhoneJson *j, const SsgView *v)
{
    phone_json_raw(j, "[");
    for (int i = 0; i < v->revealed_n; i++) {
        const SsgRevealed *r = &v->revealed[i];
        char pattern[SSG_CARDS + 1];
        int n = 0;
        for (int k = 0; k < r->cards.n && n < SSG_CARDS; k++)
            pattern[n++] = siteswap_throw_char(
                cardswap_value(deck_rank(r->cards.card[k]), seat_flash(v, r->laid_by)));
        pattern[n] = '\0';
        if (i)
            phone_json_raw(j, ",");
        phone_json_raw(j, "{\"index\":");
        phone_json_int(j, i + 1);
        phone_json_key(j, "cards", false);
        cards_array(j, r->cards.card, r->cards.n);
        phone_json_key(j, "pattern", false);
        phone_json_str(j, pattern);
        phone_json_key(j, "laid_by", false);
        phone_json_int(j, r->laid_by + 1);
        phone_json_raw(j, "}");
    }
    phone_json_raw(j, "]");
}

static void write_seats(PhoneJson *j, const SsgView *v, const PhoneViewExtras *x)
{
    phone_json_raw(j, "[");
    for (int s = 0; s < v->seats; s++) {
        const SsgSeatView *sv = &v->seat[s];
        phone_json_seat_head(j, s, sv->name, sv->kind == SSG_COMPUTER ? "computer" : "person");
        phone_json_key(j, "cards", false);
        phone_json_int(j, sv->hand_count + sv->stack_count);
        phone_json_key(j, "place", false);
        phone_json_int(j, sv->place);
        phone_json_key(j, "phone", false);
        phone_json_bool(j, x->phone[s]);
        phone_json_key(j, "wrong_guesses", false);
        phone_json_int(j, sv->wrong_guesses);
        phone_json_raw(j, "}");
    }
    phone_json_raw(j, "]");
}

static const char *play_word(SsgPlayKind k)
{
    return k == SSG_PLAY_EXTEND ? "extend" : k == SSG_PLAY_TRICK ? "trick" : "build";
}

static void write_performance(PhoneJson *j, const SsgView *v, bool choosing)
{
    static const char *props[] = {"balls", "clubs", "rings"};
    static const char *hands[] = {"right", "left"};
    static const char *moves[] = {"normal", "reverse", "mills-mess"};
    bool with_perf = v->performing || v->phase == SSG_PHASE_TRICK_DISCARD ||
                     (v->phase == SSG_PHASE_EXCHANGE && v->exchanger >= 0);
    if (!with_perf) {
        phone_json_raw(j, "null");
        return;
    }
    int me = v->viewer;
    bool you_perform = me == v->perf.performer;
    phone_json_raw(j, "{\"performer\":");
    phone_json_int(j, v->perf.performer + 1);
    phone_json_key(j, "kind", false);
    phone_json_str(j, play_word(v->perf.kind));
    phone_json_key(j, "target", false);
    phone_json_int(j, v->perf.kind == SSG_PLAY_EXTEND ? v->perf.target + 1 : 0);
    phone_json_key(j, "on_screen", false);
    phone_json_bool(j, v->perf.on_screen);
    phone_json_key(j, "cycles", false);
    phone_json_int(j, v->perf.cycles);
    phone_json_key(j, "cycles_to_lay_down", false);
    phone_json_int(j, v->perf.cycles_to_lay_down);
    phone_json_key(j, "catch_cycles", false);
    phone_json_int(j, v->perf.catch_cycles);
    phone_json_key(j, "style", false);
    phone_json_raw(j, "{\"prop\":");
    phone_json_str(j, props[v->perf.style.prop % 3]);
    phone_json_key(j, "hand", false);
    phone_json_str(j, hands[v->perf.style.hand % 2]);
    phone_json_key(j, "move", false);
    phone_json_str(j, moves[v->perf.style.move % 3]);
    phone_json_raw(j, "}");
    phone_json_key(j, "hints", false);
    phone_json_raw(j, "{\"balls\":");
    phone_json_int(j, v->perf.hint_value[SSG_HINT_BALLS]);
    phone_json_key(j, "period", false);
    phone_json_int(j, v->perf.hint_value[SSG_HINT_PERIOD]);
    phone_json_key(j, "highest", false);
    phone_json_int(j, v->perf.hint_value[SSG_HINT_HIGHEST]);
    phone_json_raw(j, "}");
    phone_json_key(j, "recognised_by", false);
    phone_json_int(j, v->perf.recognised_by + 1);
    phone_json_key(j, "guessed_at", false);
    phone_json_int(j, me >= 0 && me < SSG_MAX_SEATS ? v->perf.guessed_at[me] : -1);
    phone_json_key(j, "you_perform", false);
    phone_json_bool(j, you_perform);
    phone_json_key(j, "you_may_guess", false);
    phone_json_bool(j, v->performing && me >= 0 && !you_perform && v->perf.recognised_by < 0 &&
                           !choosing);
    phone_json_key(j, "choosing", false);
    phone_json_bool(j, choosing);
    /* The performer's own pattern as built: theirs to know. The juggled throws (perf.seen) are
     * never written: S17, nothing may give them away while guessing is open. */
    phone_json_key(j, "own", false);
    if (you_perform && v->perf.own_n > 0)
        cards_array(j, v->perf.own_sequence, v->perf.own_n);
    else
        phone_json_raw(j, "null");
    phone_json_raw(j, "}");
}

char *phone_view_json(const SsgView *v, const PhoneViewExtras *x)
{
    PhoneJson j = {0};
    int me = v->viewer;
    phone_json_view_head(&j, "siteswap", x->version, me, me >= 0 ? v->seat[me].name : "",
                         phase_word(v->phase));
    phone_json_key(&j, "turn", false);
    phone_json_int(&j, v->turn + 1);
    phone_json_key(&j, "your_turn", false);
    phone_json_bool(&j, v->phase == SSG_PHASE_TURN && v->turn == me);
    int waiting = -1;
    if (v->phase == SSG_PHASE_TURN)
        waiting = v->turn;
    else if (v->phase == SSG_PHASE_PERFORM || v->phase == SSG_PHASE_TRICK_DISCARD)
        waiting = v->perf.performer;
    else if (v->phase == SSG_PHASE_EXCHANGE)
        waiting = v->exchanger;
    phone_json_key(&j, "waiting_for", false);
    phone_json_int(&j, waiting + 1);
    phone_json_key(&j, "hand", false);
    cards_array(&j, v->hand.card, v->hand.n);
    phone_json_key(&j, "values", false);
    phone_json_raw(&j, "[");
    for (int i = 0; i < v->hand.n; i++) {
        if (i)
            phone_json_raw(&j, ",");
        phone_json_int(&j, cardswap_value(deck_rank(v->hand.card[i]), seat_flash(v, me)));
    }
    phone_json_raw(&j, "]");
    phone_json_key(&j, "flash", false);
    phone_json_int(&j, seat_flash(v, me));
    phone_json_key(&j, "seats", false);
    write_seats(&j, v, x);
    phone_json_key(&j, "pickup", false);
    phone_json_int(&j, v->pickup_count);
    phone_json_key(&j, "discard", false);
    cards_array(&j, v->discard.card, v->discard.n);
    phone_json_key(&j, "revealed", false);
    write_revealed(&j, v);
    phone_json_key(&j, "performance", false);
    write_performance(&j, v, x->choosing);
    phone_json_key(&j, "exchange", false);
    if (v->phase == SSG_PHASE_EXCHANGE && v->exchanger >= 0) {
        phone_json_raw(&j, "{\"seat\":");
        phone_json_int(&j, v->exchanger + 1);
        phone_json_key(&j, "taken", false);
        phone_json_bool(&j, v->exchange_taken);
        phone_json_raw(&j, "}");
    } else {
        phone_json_raw(&j, "null");
    }
    phone_json_key(&j, "may_draw", false);
    phone_json_bool(&j, x->may_draw);
    char end[SSG_TEXT_SIZE];
    ssgame_end_text(v->end_reason, end, sizeof end);
    phone_json_key(&j, "end", false);
    phone_json_str(&j, end);
    phone_json_key(&j, "options", false);
    phone_json_raw(&j, "{\"catch_rule\":");
    phone_json_bool(&j, v->setup.catch_rule);
    phone_json_key(&j, "advanced", false);
    phone_json_bool(&j, v->setup.advanced);
    phone_json_key(&j, "guess_penalty", false);
    phone_json_bool(&j, v->setup.guess_penalty);
    phone_json_key(&j, "places", false);
    phone_json_bool(&j, v->setup.play_for_places);
    phone_json_key(&j, "cycles", false);
    phone_json_int(&j, v->setup.cycles);
    phone_json_raw(&j, "}");
    /* The tricks the screen's list offers (catalogue_is_trick), to juggle or to guess by name:
     * the catalogue is public, the same on every screen. */
    phone_json_key(&j, "tricks", false);
    phone_json_raw(&j, "[");
    bool first = true;
    for (int i = 0; x->tricks && i < x->tricks->count; i++)
        if (catalogue_is_trick(&x->tricks->entries[i])) {
            if (!first)
                phone_json_raw(&j, ",");
            phone_json_str(&j, x->tricks->entries[i].name);
            first = false;
        }
    phone_json_raw(&j, "]");
    return phone_json_view_end(&j, x->log);
}
