#include "jt_state.h"

#include <stdio.h>
#include <string.h>

const JtTimings JT_TIMINGS = {
    .ai_think = 0.9, .ai_retry = 0.25,
    .banner = 3.5, .banner_fade = 0.4,
    .curtain_arm = 0.5, .esc_again = 3.0,
    .die_roll = 0.8, .die_rest = 0.7,
    .deal_gap = 0.085, .play_gap = 0.1, .draw_gap = 0.25, .settle_gap = 0.35,
    .policy_gap = 0.45, .reveal_gap = 0.6, .clear_gap = 0.04,
    .scoring_auto = 6.0, .score_reveal = 0.8, .over_wait = 1.0,
    .held_min = 4.0, .held_hold = 14.0, .held_alone = 5.0,
    .seat_glide = 0.8,
};

void jt_init(JtState *st)
{
    memset(st, 0, sizeof *st);
    st->priv.viewer = -1;
    st->win.text_scale = 1;
    st->win.speed = 1;
    st->pick = JT_PICK_NONE;
    st->drag.index = JT_PICK_NONE;
    st->column = JG_JOKER;
    motion_init(&st->motion, 1);
}

void jt_seat_people(JtState *st)
{
    st->game_ok = true;
    jugglers_view(&st->game, -1, &st->pub);
    st->before = st->pub;
    jt_seats_reset(st);
    st->ai_wait = JT_TIMINGS.ai_think; /* the table appears before anyone moves */
    bool person[JG_MAX_SEATS] = {0};
    st->persons = 0;
    for (int s = 0; s < st->pub.seats; s++) {
        person[s] = st->pub.seat[s].kind == JG_PERSON;
        st->persons += person[s];
    }
    st->shown = table_mode_first_shown(person, st->pub.seats, jt_waiting(st));
}

bool jt_view_ring(const JgView *v, int *ring)
{
    int seats = v->seats > 0 ? v->seats : 4;
    bool seen[JG_MAX_SEATS] = {false}, ok = true;
    for (int k = 0; k < JG_MAX_SEATS; k++)
        ring[k] = k; /* all of it set, so orders compare whole */
    for (int k = 0; k < seats && k < JG_MAX_SEATS; k++) {
        int s = v->ring[k];
        ok = ok && s >= 0 && s < seats && !seen[s];
        if (ok)
            seen[s] = true;
        ring[k] = s;
    }
    if (!ok)
        for (int k = 0; k < JG_MAX_SEATS; k++)
            ring[k] = k;
    return ok;
}

void jt_seats_reset(JtState *st)
{
    JtSeatRing *r = &st->seats;
    int ring[JG_MAX_SEATS];
    bool set = jt_view_ring(&st->pub, ring);
    *r = (JtSeatRing){.set = set, .start = -1e9};
    memcpy(r->ring, ring, sizeof ring);
    memcpy(r->from, ring, sizeof ring);
}

void jt_set_window(JtState *st, int width, int height, float text_scale, double speed,
                   bool instant)
{
    st->win = (TableWindow){width, height, text_scale, speed, instant};
}

int jt_waiting(const JtState *st)
{
    return st->pub.phase == JG_PHASE_OVER ? -1 : st->pub.waiting_for;
}

bool jt_person_decides(const JtState *st)
{
    int w = jt_waiting(st);
    return w >= 0 && w < st->pub.seats && st->pub.seat[w].kind == JG_PERSON;
}

int jt_solo_seat(const JtState *st)
{
    if (st->phones.on || st->persons != 1)
        return -1;
    for (int s = 0; s < st->game.seats && s < JG_MAX_SEATS; s++)
        if (st->game.seat[s].kind == JG_PERSON)
            return s;
    return -1;
}

int jt_persons_at_screen(const JtState *st)
{
    int n = 0;
    for (int s = 0; s < st->pub.seats && s < JG_MAX_SEATS; s++)
        n += st->pub.seat[s].kind == JG_PERSON && !(st->phones.on && st->phones.on_phone[s]);
    return n;
}

void jt_hand_words(const Pile *hand, char *buf, size_t size)
{
    PokerCard cards[POKERHAND_MAX_CARDS];
    int n = hand->n < POKERHAND_MAX_CARDS ? hand->n : POKERHAND_MAX_CARDS;
    for (int i = 0; i < n; i++)
        cards[i] = jugglers_poker_card(hand->card[i]);
    pokerhand_describe(cards, n, buf, size);
}

int jt_ahead_of_joker(const JgDraftView *policy, const JgDraftView *joker)
{
    uint32_t p = jugglers_hand_value(&policy->hand), j = jugglers_hand_value(&joker->hand);
    return p > j ? 1 : p == j ? 0 : -1;
}

void jt_die_words(const JtDie *d, char *buf, size_t size)
{
    static const char *const col[JG_DRAFTS] = {"the left policy", "the joker", "the right policy"};
    const char *where = d->draft >= 0 && d->draft < JG_DRAFTS ? col[d->draft] : "?";
    if (d->roll == JG_ROLL_SECRET)
        snprintf(buf, size, "%d: a secret influence goes to %s", d->value, where);
    else if (d->roll == JG_ROLL_DUMMY)
        snprintf(buf, size, "%d: the dummy plays on %s", d->value, where);
    else
        snprintf(buf, size, "%d: settles %s's column", d->value, where);
}

/* A hand's category in words, capitalised ("Two pairs", "Empty hand"). */
static void category_words(const Pile *hand, char *buf, size_t size)
{
    const char *name = pokerhand_category_name(pokerhand_category(jugglers_hand_value(hand)));
    snprintf(buf, size, "%s", name);
    if (buf[0] >= 'a' && buf[0] <= 'z')
        buf[0] = (char)(buf[0] - 'a' + 'A');
}

/* The verdict on a policy in words: which hand, its category, against the joker's (J6). */
void jt_held_verdict(const JtHeld *h, int side, char *buf, size_t size)
{
    int d = side == 0 ? JG_LEFT : JG_RIGHT;
    char mine[48], joker[48], card[16];
    category_words(&h->hand[d], mine, sizeof mine);
    category_words(&h->hand[JG_JOKER], joker, sizeof joker);
    jugglers_card_words(h->policy[side], card, sizeof card);
    uint32_t a = jugglers_hand_value(&h->hand[d]), j = jugglers_hand_value(&h->hand[JG_JOKER]);
    const char *hand = side == 0 ? "the left hand" : "the right hand";
    if (h->passed[side])
        snprintf(buf, size, "\u2714 %s passes: %s, %s, beats the joker's %s.", card, hand, mine, joker);
    else if (a == j)
        snprintf(buf, size, "\u2718 %s fails: %s, %s, only ties the joker's %s.", card, hand, mine,
                 joker);
    else
        snprintf(buf, size, "\u2718 %s fails: %s, %s, loses to the joker's %s.", card, hand, mine,
                 joker);
}
