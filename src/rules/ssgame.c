/* The siteswap card game's state machine: setup, actions, the end of a turn, winners. Views,
 * events in words and save files are in ssgame_view.c and ssgame_save.c. */
#include "ssgame.h"

#include "cardswap.h"
#include "rng.h"
#include "savetext.h"
#include "siteswap.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define FAIL(...)                                                                                  \
    do {                                                                                           \
        if (err)                                                                                   \
            snprintf(err->message, sizeof err->message, __VA_ARGS__);                             \
        return false;                                                                              \
    } while (0)

/* ---- Small helpers ---- */

static void emit(SsgEvents *ev, SsgEventKind kind, int seat, int card, int index, int value,
                 const char *text)
{
    if (!ev || ev->n >= SSG_MAX_EVENTS)
        return;
    SsgEvent *e = &ev->ev[ev->n++];
    memset(e, 0, sizeof *e);
    e->kind = kind;
    e->seat = seat;
    e->card = card;
    e->index = index;
    e->value = value;
    if (text)
        snprintf(e->text, sizeof e->text, "%s", text);
}

SsgAction ssgame_action(SsgActionKind kind, int seat)
{
    SsgAction a;
    memset(&a, 0, sizeof a);
    a.kind = kind;
    a.seat = seat;
    a.card = -1;
    a.target = -1;
    return a;
}

int ssgame_style_index(SsgStyle s)
{
    return (s.prop % 3) * 6 + (s.hand % 2) * 3 + s.move % 3;
}

SsgStyle ssgame_style_from_index(int i)
{
    SsgStyle s = {(uint8_t)(i / 6 % 3), (uint8_t)(i / 3 % 2), (uint8_t)(i % 3)};
    return s;
}

void ssgame_style_text(SsgStyle s, char *buf, size_t size)
{
    static const char *props[] = {"balls", "clubs", "rings"};
    static const char *hands[] = {"right hand first", "left hand first"};
    static const char *moves[] = {"normal", "reverse", "Mills Mess"};
    snprintf(buf, size, "%s, %s, %s", props[s.prop % 3], hands[s.hand % 2], moves[s.move % 3]);
}

static bool style_ok(SsgStyle s)
{
    return s.prop <= SSG_RINGS && s.hand <= SSG_LEFT && s.move <= SSG_MOVE_MILLS_MESS;
}

int ssgame_card_value(const SsgGame *g, int seat, int card)
{
    return cardswap_value(deck_rank(card), g->setup.seat[seat].flash);
}

int ssgame_held(const SsgGame *g, int seat)
{
    int n = g->hand[seat].n;
    if ((g->phase == SSG_PHASE_PERFORM) && g->perf.performer == seat)
        n += g->perf.stack.n;
    return n;
}

static int min_period(const SsgGame *g)
{
    return g->setup.advanced ? 2 : 3;
}

/* "5 3 3": values as siteswap characters, spaced for reading. */
static void values_text(const int *v, int n, char *buf, size_t size)
{
    size_t at = 0;
    buf[0] = '\0';
    for (int i = 0; i < n && at + 3 < size; i++) {
        buf[at++] = siteswap_throw_char(v[i]);
        if (i + 1 < n)
            buf[at++] = ' ';
        buf[at] = '\0';
    }
}

/* The facts of a trick from its catalogue notation. */
static bool trick_facts(const SsgGame *g, int trick, int *balls, int *period, int *highest)
{
    if (!g->tricks || trick < 0 || trick >= g->tricks->count)
        return false;
    Siteswap *s = siteswap_parse(g->tricks->entries[trick].notation, NULL);
    if (!s)
        return false;
    *balls = siteswap_balls(s);
    *period = siteswap_period(s);
    *highest = siteswap_max_throw(s);
    siteswap_free(s);
    return true;
}

/* S32: a trick's hand movement is part of the trick. A trick is recorded and compared with its
 * movement as "normal" (the trick's own), so only the prop and the starting hand tell repeats
 * apart. */
static SsgStyle trick_style(SsgStyle s)
{
    s.move = SSG_MOVE_NORMAL;
    return s;
}

/* The trick's own movement as one of the three, or -1 when it is none of them (Burke's
 * Barrage, Tennis, ...). */
static int trick_move(const SsgGame *g, int trick)
{
    const char *m = g->tricks->entries[trick].style;
    return strcmp(m, "normal") == 0      ? SSG_MOVE_NORMAL
           : strcmp(m, "reverse") == 0    ? SSG_MOVE_REVERSE
           : strcmp(m, "mills-mess") == 0 ? SSG_MOVE_MILLS_MESS
                                          : -1;
}

static int trick_index(const SsgGame *g, const char *name)
{
    if (!g->tricks)
        return -1;
    const CatalogueEntry *e = catalogue_find(g->tricks, name);
    if (!e || !catalogue_is_trick(e))
        return -1;
    return (int)(e - g->tricks->entries);
}

int ssgame_catch_cycles(const SsgGame *g)
{
    if (!g->setup.catch_rule)
        return 0;
    int period = g->perf.n, highest = 0, balls = 0;
    if (g->perf.kind == SSG_PLAY_TRICK) {
        if (!trick_facts(g, g->perf.trick, &balls, &period, &highest))
            return 0;
    } else {
        for (int i = 0; i < g->perf.n; i++)
            if (g->perf.performed[i] > highest)
                highest = g->perf.performed[i];
    }
    if (period < 1)
        return 0;
    int throws = highest > 3 * period ? highest : 3 * period;
    return (throws + period - 1) / period;
}

int ssgame_cycle_throws(const SsgGame *g)
{
    if (g->phase != SSG_PHASE_PERFORM)
        return 0;
    if (g->perf.kind != SSG_PLAY_TRICK)
        return g->perf.n;
    int balls = 0, period = 0, highest = 0;
    return trick_facts(g, g->perf.trick, &balls, &period, &highest) ? period : 0;
}

int ssgame_waiting_for(const SsgGame *g)
{
    switch (g->phase) {
    case SSG_PHASE_TURN:
        return g->turn;
    case SSG_PHASE_PERFORM:
    case SSG_PHASE_TRICK_DISCARD:
        return g->perf.performer;
    case SSG_PHASE_EXCHANGE:
        return g->exchanger;
    case SSG_PHASE_OVER:
        break;
    }
    return -1;
}

/* ---- Setup ---- */

SsgSetup ssgame_default_setup(void)
{
    SsgSetup s;
    memset(&s, 0, sizeof s);
    s.seats = 2;
    for (int i = 0; i < SSG_MAX_SEATS; i++) {
        snprintf(s.seat[i].name, sizeof s.seat[i].name, "Player %d", i + 1);
        s.seat[i].kind = SSG_PERSON;
        s.seat[i].level = SSG_NORMAL;
        s.seat[i].flash = SSG_DEFAULT_FLASH;
    }
    s.cycles = SSG_DEFAULT_CYCLES;
    s.starter = -1;
    s.seed = 1;
    return s;
}

bool ssgame_check_setup(const SsgSetup *s, SsgError *err)
{
    if (s->seats < SSG_MIN_SEATS || s->seats > SSG_MAX_SEATS)
        FAIL("The game needs 2 to 6 seats, not %d.", s->seats);
    for (int i = 0; i < s->seats; i++) {
        const SsgSeatSetup *p = &s->seat[i];
        const char *problem = savetext_name_problem(p->name, sizeof p->name);
        if (problem)
            FAIL("Seat %d%s.", i + 1, problem);
        if (p->kind != SSG_PERSON && p->kind != SSG_COMPUTER)
            FAIL("Seat %d is neither a person nor a computer player.", i + 1);
        if (p->level < SSG_EASY || p->level > SSG_HARD)
            FAIL("Seat %d has no such level.", i + 1);
        if (p->flash < 3 || p->flash > 11)
            FAIL("Seat %d's highest flash must be 3 to 11, not %d.", i + 1, p->flash);
    }
    if (s->cycles < 5 || s->cycles > 50)
        FAIL("Cycles before laying down must be 5 to 50, not %d.", s->cycles);
    if (s->starter < -1 || s->starter >= s->seats)
        FAIL("Seat %d cannot start: there are %d seats.", s->starter + 1, s->seats);
    return true;
}

static int hand_size(int seats)
{
    return seats <= 4 ? 8 : seats == 5 ? 7 : 6;
}

static bool can_draw(const SsgGame *g)
{
    return g->pickup.n > 0 || g->discard.n >= 2;
}

static void start_turn(SsgGame *g, int seat, SsgEvents *ev)
{
    g->phase = SSG_PHASE_TURN;
    g->turn = seat;
    g->turns++;
    g->laid_this_turn = false;
    g->began_dry = !can_draw(g);
    emit(ev, SSG_EV_TURN, seat, -1, 0, 0, NULL);
}

bool ssgame_new(SsgGame *g, const SsgSetup *setup, const Catalogue *tricks, SsgEvents *events,
                SsgError *err)
{
    memset(g, 0, sizeof *g);
    if (!ssgame_check_setup(setup, err))
        return false;
    g->setup = *setup;
    g->tricks = tricks;
    g->exchanger = -1;
    RngState rng;
    rng_seed(&rng, setup->seed);
    uint8_t deck[SSG_CARDS];
    for (int i = 0; i < SSG_CARDS; i++)
        deck[i] = (uint8_t)i;
    rng_shuffle(&rng, deck, SSG_CARDS, 1);
    for (int i = 0; i < SSG_CARDS; i++)
        pile_push(&g->pickup, deck[i]);
    int starter = setup->starter >= 0 ? setup->starter : (int)rng_below(&rng, (uint32_t)setup->seats);
    int each = hand_size(setup->seats);
    for (int round = 0; round < each; round++)
        for (int k = 0; k < setup->seats; k++) {
            int seat = (starter + k) % setup->seats;
            int c = pile_pop(&g->pickup);
            pile_push(&g->hand[seat], c);
            emit(events, SSG_EV_DEALT, seat, c, 0, 0, NULL);
        }
    int up = pile_pop(&g->pickup);
    pile_push(&g->discard, up);
    emit(events, SSG_EV_TURNED_UP, -1, up, 0, 0, NULL);
    start_turn(g, starter, events);
    return true;
}

void ssgame_free(SsgGame *g)
{
    free(g->undo_to); /* S40's kept game */
    g->undo_to = NULL;
    free(g->actions);
    g->actions = NULL;
    g->actions_n = g->actions_cap = 0;
}

/* ---- Drawing, turning the pile over, winners ---- */

/* The pick-up pile is empty: the discard pile is turned over (not shuffled) and its new top card
 * turned up (S27). It happens the moment the pile runs out, and again as soon as a second card
 * lands on the discard pile (S30); a single discard card would only come straight back up, so
 * it stays. */
static void turn_pile_over(SsgGame *g, SsgEvents *ev)
{
    if (g->pickup.n > 0 || g->discard.n < 2)
        return;
    int n = g->discard.n;
    for (int i = n - 1; i >= 0; i--)
        pile_push(&g->pickup, g->discard.card[i]);
    pile_clear(&g->discard);
    g->reshuffles++;
    emit(ev, SSG_EV_PILE_TURNED, -1, -1, 0, n, NULL);
    int up = pile_pop(&g->pickup);
    pile_push(&g->discard, up);
    emit(ev, SSG_EV_TURNED_UP, -1, up, 0, 0, NULL);
}


static void draw_one(SsgGame *g, int seat, SsgEvents *ev)
{
    /* A seat that has finished holds nothing and draws nothing (S33). */
    if (g->place[seat] != 0)
        return;
    turn_pile_over(g, ev);
    int c = pile_pop(&g->pickup);
    if (c < 0) {
        emit(ev, SSG_EV_NOTHING_TO_DRAW, seat, -1, 0, 0, NULL);
        return;
    }
    pile_push(&g->hand[seat], c);
    emit(ev, SSG_EV_DREW, seat, c, SSG_FROM_PICKUP, 0, NULL);
    turn_pile_over(g, ev);
}

static int unfinished(const SsgGame *g)
{
    int n = 0;
    for (int i = 0; i < g->setup.seats; i++)
        n += g->place[i] == 0;
    return n;
}

static void game_over(SsgGame *g, SsgEndReason why, SsgEvents *ev)
{
    g->phase = SSG_PHASE_OVER;
    g->end_reason = why;
    emit(ev, SSG_EV_GAME_OVER, -1, -1, 0, (int)why, NULL);
}

void ssgame_end_text(SsgEndReason reason, char *buf, size_t size)
{
    static const char *why[] = {
        "",
        "the first to have no cards left wins",
        "every seat but one has gone out: the places are decided",
        "both piles empty and a round passed with no card laid: fewest cards wins",
    };
    snprintf(buf, size, "%s", (int)reason >= 0 && reason <= SSG_END_STALEMATE ? why[reason] : "");
}

/* No stalemate (S34): the seats still playing are placed by the cards they hold, fewest first;
 * equal counts share a place. */
static void end_in_stalemate(SsgGame *g, SsgEvents *ev)
{
    int seats = g->setup.seats, base = g->finished, held[SSG_MAX_SEATS];
    for (int s = 0; s < seats; s++)
        held[s] = g->place[s] == 0 ? ssgame_held(g, s) : -1;
    for (int s = 0; s < seats; s++) {
        if (held[s] < 0)
            continue;
        int fewer = 0;
        for (int t = 0; t < seats; t++)
            fewer += held[t] >= 0 && held[t] < held[s];
        g->place[s] = base + 1 + fewer;
        g->finished++;
    }
    for (int place = base + 1; place <= seats; place++)
        for (int s = 0; s < seats; s++)
            if (held[s] >= 0 && g->place[s] == place)
                emit(ev, SSG_EV_WON, s, -1, 0, place, NULL);
    game_over(g, SSG_END_STALEMATE, ev);
}

/* The first seat with no cards wins at once; with places, the others play on. Returns true
 * when the game is over. first: the seat to look at first (the one that just acted). */
static bool check_winners(SsgGame *g, int first, SsgEvents *ev)
{
    int seats = g->setup.seats;
    for (int k = 0; k < seats; k++) {
        int s = (first + k) % seats;
        if (g->place[s] != 0 || ssgame_held(g, s) != 0)
            continue;
        g->place[s] = ++g->finished;
        emit(ev, SSG_EV_WON, s, -1, 0, g->place[s], NULL);
        if (!g->setup.play_for_places) {
            game_over(g, SSG_END_OUT_OF_CARDS, ev);
            return true;
        }
    }
    if (g->setup.play_for_places && g->finished > 0 && unfinished(g) <= 1) {
        for (int s = 0; s < seats; s++)
            if (g->place[s] == 0) {
                g->place[s] = ++g->finished;
                emit(ev, SSG_EV_WON, s, -1, 0, g->place[s], NULL);
            }
        game_over(g, SSG_END_PLACES, ev);
        return true;
    }
    return false;
}

static void next_turn(SsgGame *g, SsgEvents *ev)
{
    int seats = g->setup.seats;
    for (int k = 1; k <= seats; k++) {
        int s = (g->turn + k) % seats;
        if (g->place[s] == 0) {
            start_turn(g, s, ev);
            return;
        }
    }
    game_over(g, SSG_END_PLACES, ev);
}

/* The end of a turn: the player on turn draws one card (two with [2]), also after a skip or a
 * failed performance, but not after a successful extension; then the next seat is on turn. */
static void finish_turn(SsgGame *g, int seat, bool drew_exempt, SsgEvents *ev)
{
    if (!drew_exempt && g->place[seat] == 0) {
        int n = g->setup.advanced ? 2 : 1;
        for (int i = 0; i < n; i++)
            draw_one(g, seat, ev);
    }
    /* S34: a round of turns begun with nothing left to draw, and nothing laid, ends the game. */
    if (g->laid_this_turn || !g->began_dry || can_draw(g))
        g->idle_turns = 0;
    else
        g->idle_turns++;
    if (g->idle_turns >= unfinished(g)) {
        end_in_stalemate(g, ev);
        return;
    }
    g->turn = seat;
    next_turn(g, ev);
}

/* ---- Checking patterns ---- */

/* Why values are not a legal siteswap, in the player's terms. */
static bool explain_illegal(const int *v, int n, int minp, SsgError *err)
{
    char text[3 * SSG_CARDS + 1];
    values_text(v, n, text, sizeof text);
    CardswapVerdict verdict = cardswap_check(v, n, minp);
    switch (verdict) {
    case CARDSWAP_LEGAL:
        return true;
    case CARDSWAP_TOO_SHORT:
        FAIL("A siteswap needs at least %d cards%s; %.100s has %d.", minp,
             minp == 2 ? "" : " (2 with the advanced option)", text, n);
    case CARDSWAP_ONE_VALUE:
        FAIL("%.120s uses one value only; a siteswap here needs at least two different throws.",
             text);
    case CARDSWAP_INVALID:
        break;
    }
    /* Two throws landing on the same beat, counted from 1 as people do. */
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if ((i + v[i]) % n == (j + v[j]) % n) {
                int land_i = i + 1 + v[i], land_j = j + 1 + v[j];
                if (land_i == land_j)
                    FAIL("%.60s is not a siteswap: the %c thrown on beat %d and the %c thrown "
                         "on beat %d both land on beat %d.", text, siteswap_throw_char(v[i]),
                         i + 1, siteswap_throw_char(v[j]), j + 1, land_i);
                FAIL("%.36s is not a siteswap: the %c thrown on beat %d and the %c thrown on "
                     "beat %d land on the same beat of the pattern (beats %d and %d, %d apart).",
                     text, siteswap_throw_char(v[i]), i + 1, siteswap_throw_char(v[j]), j + 1,
                     land_i, land_j, land_i > land_j ? land_i - land_j : land_j - land_i);
            }
    FAIL("%.60s is not a siteswap.", text);
}

static int find_played(const SsgGame *g, bool trick, const int *values, int n, const char *name)
{
    /* Values that make no pattern match none (siteswap_values_same_pattern says no). */
    for (int i = 0; i < g->played_n; i++) {
        const SsgPlayed *p = &g->played[i];
        if (p->trick != trick)
            continue;
        if (trick) {
            if (strcmp(p->trick_name, name) == 0)
                return i;
            continue;
        }
        int pv[SSG_CARDS];
        for (int k = 0; k < p->n; k++)
            pv[k] = p->values[k];
        if (siteswap_values_same_pattern(values, n, pv, p->n))
            return i;
    }
    return -1;
}

/* A pattern performed before needs a style it has not been performed with. */
static bool check_style(const SsgGame *g, bool trick, const int *values, int n, const char *name,
                        SsgStyle style, SsgError *err)
{
    if (!style_ok(style))
        FAIL("That is not a style: choose balls, clubs or rings; a starting hand; a movement.");
    int i = find_played(g, trick, values, n, name);
    if (i < 0)
        return true;
    uint32_t used = g->played[i].styles, all = 0;
    int styles = 0;
    for (int k = 0; k < SSG_STYLES; k++)
        if (!trick || ssgame_style_from_index(k).move == SSG_MOVE_NORMAL) {
            all |= 1u << k;
            styles++;
        }
    if ((used & all) == all)
        FAIL("This pattern has been performed in all %d styles already.", styles);
    if (used & (1u << ssgame_style_index(style))) {
        char st[80];
        ssgame_style_text(style, st, sizeof st);
        FAIL("This pattern has been performed before with %s: choose another prop, starting "
             "hand or movement.", st);
    }
    return true;
}

static void record_played(SsgGame *g, bool trick, const int *values, int n, const char *name,
                          SsgStyle style)
{
    int i = find_played(g, trick, values, n, name);
    if (i < 0) {
        if (g->played_n >= SSG_MAX_PLAYED)
            return;
        i = g->played_n++;
        SsgPlayed *p = &g->played[i];
        memset(p, 0, sizeof *p);
        p->trick = trick;
        p->n = trick ? 0 : n;
        for (int k = 0; k < p->n; k++)
            p->values[k] = (uint8_t)values[k];
        if (name)
            snprintf(p->trick_name, sizeof p->trick_name, "%s", name);
    }
    g->played[i].styles |= 1u << ssgame_style_index(style);
}

/* Checks the reductions the performer chose and writes the performed pattern. */
static bool check_reductions(const SsgGame *g, int seat, const int *values, int n,
                             const bool *reduce, int *performed, SsgError *err)
{
    int flash = g->setup.seat[seat].flash;
    for (int i = 0; i < n; i++) {
        performed[i] = values[i];
        if (!reduce[i])
            continue;
        if (values[i] <= flash)
            FAIL("The %c (throw %d) cannot be reduced: only throws above your highest flash (%d) "
                 "can.", siteswap_throw_char(values[i]), i + 1, flash);
        if (values[i] - n < 0)
            FAIL("The %c (throw %d) cannot be reduced by the period %d: it would fall below 0.",
                 siteswap_throw_char(values[i]), i + 1, n);
        performed[i] = values[i] - n;
    }
    /* S29: reduced into a single value, it would be a plain cascade or fountain. */
    bool reduced = false, two_values = false;
    for (int i = 0; i < n; i++) {
        reduced = reduced || reduce[i];
        two_values = two_values || performed[i] != performed[0];
    }
    if (reduced && !two_values) {
        char text[64]; /* a long pattern is cut short: the reason still reads */
        values_text(performed, n, text, sizeof text);
        FAIL("Juggled as %s, the pattern would use one value only; a reduction may not turn it "
             "into a plain cascade or fountain.", text);
    }
    return true;
}

static bool seat_ok(const SsgGame *g, int seat, SsgError *err)
{
    if (seat < 0 || seat >= g->setup.seats)
        FAIL("There is no seat %d.", seat + 1);
    return true;
}

static const char *name_of(const SsgGame *g, int seat)
{
    return g->setup.seat[seat].name;
}

/* Cards must be distinct cards of the seat's hand (allow: cards also allowed, e.g. old ones). */
static bool check_own_cards(const SsgGame *g, int seat, const uint8_t *cards, int n, SsgError *err)
{
    for (int i = 0; i < n; i++) {
        char t[DECK_CARD_TEXT];
        deck_card_text(cards[i], t, sizeof t);
        if (cards[i] >= SSG_CARDS)
            FAIL("That is not a card.");
        if (pile_find(&g->hand[seat], cards[i]) < 0)
            FAIL("%s is not in %s's hand.", t, name_of(g, seat));
        for (int j = 0; j < i; j++)
            if (cards[j] == cards[i])
                FAIL("%s is used twice.", t);
    }
    return true;
}

/* ---- Checking actions ---- */

static bool check_build(const SsgGame *g, const SsgAction *a, SsgPerformance *p, SsgError *err)
{
    if (a->n < 1 || a->n > SSG_CARDS)
        FAIL("Choose the cards of your siteswap.");
    if (!check_own_cards(g, a->seat, a->cards, a->n, err))
        return false;
    memset(p, 0, sizeof *p);
    p->kind = SSG_PLAY_BUILD;
    p->performer = a->seat;
    p->target = -1;
    p->n = a->n;
    for (int i = 0; i < a->n; i++) {
        p->sequence[i] = a->cards[i];
        p->values[i] = ssgame_card_value(g, a->seat, a->cards[i]);
    }
    if (!explain_illegal(p->values, p->n, min_period(g), err))
        return false;
    if (!check_reductions(g, a->seat, p->values, p->n, a->reduce, p->performed, err))
        return false;
    return check_style(g, false, p->performed, p->n, NULL, a->style, err);
}

static bool check_extend(const SsgGame *g, const SsgAction *a, SsgPerformance *p, SsgError *err)
{
    if (a->target < 0 || a->target >= g->revealed_n)
        FAIL("There is no revealed siteswap %d on the table.", a->target + 1);
    const Pile *old = &g->revealed[a->target].cards;
    if (a->n <= old->n || a->n > SSG_CARDS)
        FAIL("An extension inserts at least one of your cards into the siteswap.");
    memset(p, 0, sizeof *p);
    p->kind = SSG_PLAY_EXTEND;
    p->performer = a->seat;
    p->target = a->target;
    p->n = a->n;
    int j = 0;
    uint8_t mine[SSG_CARDS];
    int mine_n = 0;
    for (int i = 0; i < a->n; i++) {
        int c = a->cards[i];
        if (c >= SSG_CARDS)
            FAIL("That is not a card.");
        p->sequence[i] = (uint8_t)c;
        p->values[i] = ssgame_card_value(g, a->seat, c);
        if (j < old->n && old->card[j] == c) {
            j++;
            continue;
        }
        if (pile_find(old, c) >= 0)
            FAIL("The siteswap's cards must keep their order; new cards go in between them.");
        p->inserted[i] = true;
        mine[mine_n++] = (uint8_t)c;
    }
    if (j < old->n)
        FAIL("An extension keeps every card of the siteswap, in order.");
    if (!check_own_cards(g, a->seat, mine, mine_n, err))
        return false;
    if (!explain_illegal(p->values, p->n, min_period(g), err))
        return false;
    if (!check_reductions(g, a->seat, p->values, p->n, a->reduce, p->performed, err))
        return false;
    return check_style(g, false, p->performed, p->n, NULL, a->style, err);
}

static bool check_trick(const SsgGame *g, const SsgAction *a, SsgPerformance *p, SsgError *err)
{
    int t = trick_index(g, a->text);
    if (t < 0)
        FAIL("\"%s\" is not one of the non-siteswap tricks.", a->text);
    memset(p, 0, sizeof *p);
    p->kind = SSG_PLAY_TRICK;
    p->performer = a->seat;
    p->target = -1;
    p->trick = t;
    if (!style_ok(a->style))
        FAIL("That is not a style: choose balls, clubs or rings; a starting hand; a movement.");
    if (a->style.move != SSG_MOVE_NORMAL && (int)a->style.move != trick_move(g, t)) {
        static const char *moves[] = {"normal", "reverse", "Mills Mess"};
        FAIL("%s has its own hand movement, and %s contradicts it: perform it with its own "
             "movement (\"normal\") and choose a new prop or starting hand to repeat it.",
             g->tricks->entries[t].name, moves[a->style.move]);
    }
    return check_style(g, true, NULL, 0, g->tricks->entries[t].name, trick_style(a->style), err);
}

static bool in_turn(const SsgGame *g, const SsgAction *a, SsgError *err)
{
    if (g->phase != SSG_PHASE_TURN)
        FAIL("That can only be done at the start of a turn.");
    if (a->seat != g->turn)
        FAIL("It is %s's turn, not %s's.", name_of(g, g->turn), name_of(g, a->seat));
    return true;
}

static bool in_performance(const SsgGame *g, const SsgAction *a, SsgError *err)
{
    if (g->phase != SSG_PHASE_PERFORM)
        FAIL("Nothing is being performed.");
    if (a->seat != g->perf.performer)
        FAIL("Only %s, the performer, can do that.", name_of(g, g->perf.performer));
    return true;
}

/* Is text the right guess? false with a reason when it cannot be judged (not a siteswap). */
static bool judge_guess(const SsgGame *g, const char *text, bool *right, SsgError *err)
{
    if (g->perf.kind == SSG_PLAY_TRICK) {
        int t = trick_index(g, text);
        if (t < 0)
            FAIL("This is a non-siteswap trick: guess it by name from the list of tricks.");
        *right = t == g->perf.trick;
        return true;
    }
    SiteswapError serr;
    Siteswap *s = siteswap_parse(text, &serr);
    if (!s)
        FAIL("\"%s\" is not a siteswap: %s", text, serr.message);
    bool vanilla = siteswap_is_vanilla(s), valid = vanilla && siteswap_validate(s, &serr);
    Siteswap *performed = valid ? siteswap_from_values(g->perf.performed, g->perf.n) : NULL;
    if (performed)
        *right = siteswap_same_pattern(s, performed);
    siteswap_free(s);
    siteswap_free(performed);
    if (!vanilla)
        FAIL("Guess a plain siteswap like 534: cards make no multiplex or synchronous throws.");
    if (!valid)
        FAIL("\"%s\" is not a siteswap: %s", text, serr.message);
    if (!performed)
        FAIL("The performed pattern cannot be compared.");
    return true;
}

/* S41: guesses are limited, so that no seat can flood the game (or its save) with them. */
static bool guess_allowed(const SsgGame *g, int seat, SsgError *err)
{
    const SsgPerformance *p = &g->perf;
    if (p->wrong[seat] >= SSG_MAX_WRONG_GUESSES)
        FAIL("%s has made %d wrong guesses in this performance, the most allowed.",
             name_of(g, seat), SSG_MAX_WRONG_GUESSES);
    if (p->guessed_at[seat] == p->cycles && p->cycle_guesses[seat] >= SSG_GUESSES_PER_CYCLE)
        FAIL("%s has made %d guesses in this cycle: wait for the next cycle.", name_of(g, seat),
             SSG_GUESSES_PER_CYCLE);
    return true;
}

static bool check_action(const SsgGame *g, const SsgAction *a, SsgPerformance *scratch,
                         SsgError *err)
{
    if (g->phase == SSG_PHASE_OVER)
        FAIL("The game is over.");
    if ((int)a->kind < 0 || a->kind >= SSG_ACT_KINDS)
        FAIL("That is not an action.");
    if (a->n < 0 || a->n > SSG_CARDS || memchr(a->text, '\0', sizeof a->text) == NULL)
        FAIL("That action is malformed.");
    if (!seat_ok(g, a->seat, err))
        return false;
    /* S33: a seat that has finished may still guess, and does nothing else. */
    if (g->place[a->seat] != 0 && a->kind == SSG_ACT_LOW_DRAW)
        FAIL("%s has finished and cannot draw.", name_of(g, a->seat));
    if (g->place[a->seat] != 0 && a->kind != SSG_ACT_GUESS)
        FAIL("%s has finished and no longer plays, but may still guess.", name_of(g, a->seat));
    switch (a->kind) {
    case SSG_ACT_BUILD:
        return in_turn(g, a, err) && check_build(g, a, scratch, err);
    case SSG_ACT_EXTEND:
        return in_turn(g, a, err) && check_extend(g, a, scratch, err);
    case SSG_ACT_TRICK:
        return in_turn(g, a, err) && check_trick(g, a, scratch, err);
    case SSG_ACT_SKIP:
        return in_turn(g, a, err);
    case SSG_ACT_SCREEN:
        if (!in_performance(g, a, err))
            return false;
        if (g->perf.on_screen)
            FAIL("The on-screen juggler is already performing.");
        return true;
    case SSG_ACT_HINT:
        if (!in_performance(g, a, err))
            return false;
        if ((int)a->hint < 0 || a->hint >= SSG_HINTS)
            FAIL("Hints are the number of balls, the period and the highest throw.");
        if (g->perf.hint_value[a->hint] >= 0)
            FAIL("That hint has been given already.");
        return true;
    case SSG_ACT_GUESS: {
        if (g->phase != SSG_PHASE_PERFORM)
            FAIL("Guesses are made while a pattern is performed.");
        if (a->seat == g->perf.performer)
            FAIL("The performer cannot guess their own pattern.");
        if (g->perf.recognised_by >= 0)
            FAIL("%s has recognised it already.", name_of(g, g->perf.recognised_by));
        if (a->text[0] == '\0')
            FAIL("Type a guess.");
        if (!guess_allowed(g, a->seat, err))
            return false;
        bool right;
        return judge_guess(g, a->text, &right, err);
    }
    case SSG_ACT_CYCLE:
        return in_performance(g, a, err);
    case SSG_ACT_LAY_DOWN:
        if (!in_performance(g, a, err))
            return false;
        if (g->perf.kind == SSG_PLAY_TRICK)
            FAIL("A trick has no cards to lay down: only a recognised trick lets you exchange "
                 "two cards. Stop with \"give up\".");
        if (g->perf.recognised_by >= 0)
            FAIL("It has been recognised: keep going until %d cycles are shown.",
                 ssgame_catch_cycles(g));
        if (g->perf.cycles < g->setup.cycles)
            FAIL("Unrecognised patterns can be laid down after %d cycles; %d shown so far.",
                 g->setup.cycles, g->perf.cycles);
        return true;
    case SSG_ACT_DROP:
        return in_performance(g, a, err);
    case SSG_ACT_TAKE:
        if (g->phase != SSG_PHASE_EXCHANGE || a->seat != g->exchanger)
            FAIL("Only the seat that recognised the pattern may exchange a card, straight after.");
        if (g->exchange_taken)
            FAIL("You have taken a card: now discard one.");
        if (a->source == SSG_FROM_DISCARD) {
            if (g->discard.n == 0)
                FAIL("The discard pile is empty.");
        } else if (a->source == SSG_FROM_PICKUP) {
            if (!can_draw(g))
                FAIL("The pick-up pile is empty and cannot be refilled.");
        } else {
            FAIL("Take from the pick-up pile or the discard pile.");
        }
        return true;
    case SSG_ACT_DISCARD:
        if (g->phase != SSG_PHASE_EXCHANGE || a->seat != g->exchanger || !g->exchange_taken)
            FAIL("Discard after taking a card in an exchange.");
        if (a->card < 0 || a->card >= SSG_CARDS || pile_find(&g->hand[a->seat], a->card) < 0)
            FAIL("Discard one of your own cards.");
        return true;
    case SSG_ACT_DECLINE:
        if (g->phase != SSG_PHASE_EXCHANGE || a->seat != g->exchanger)
            FAIL("There is no exchange to decline.");
        if (g->exchange_taken)
            FAIL("You have taken a card: now discard one.");
        return true;
    case SSG_ACT_DISCARD_TWO: {
        if (g->phase != SSG_PHASE_TRICK_DISCARD || a->seat != g->perf.performer)
            FAIL("Discarding two cards comes after a recognised trick.");
        int want = g->hand[a->seat].n < 2 ? g->hand[a->seat].n : 2;
        if (a->n != want)
            FAIL("Discard %d card%s.", want, want == 1 ? "" : "s");
        return check_own_cards(g, a->seat, a->cards, a->n, err);
    }
    case SSG_ACT_UNDO:
        return ssgame_undo_check(g, a->seat, err);
    case SSG_ACT_LOW_DRAW:
        if (ssgame_held(g, a->seat) >= 3)
            FAIL("Only a seat holding fewer than 3 cards may draw between turns.");
        if (!can_draw(g))
            FAIL("There is nothing to draw: both piles are empty.");
        return true;
    case SSG_ACT_KINDS:
        break;
    }
    FAIL("That is not an action.");
}

bool ssgame_check(const SsgGame *g, const SsgAction *a, SsgError *err)
{
    SsgPerformance *scratch = malloc(sizeof *scratch);
    if (!scratch)
        FAIL("Out of memory.");
    bool ok = check_action(g, a, scratch, err);
    free(scratch);
    return ok;
}

/* ---- Applying actions ---- */

static void begin_performance(SsgGame *g, const SsgAction *a, const SsgPerformance *p,
                              SsgEvents *ev)
{
    g->perf = *p;
    SsgPerformance *pf = &g->perf;
    pf->style = a->style;
    pf->on_screen = a->on_screen || g->setup.seat[a->seat].kind == SSG_COMPUTER;
    pf->cycles = 0;
    pf->recognised_by = -1;
    for (int i = 0; i < SSG_HINTS; i++)
        pf->hint_value[i] = -1;
    memset(pf->wrong, 0, sizeof pf->wrong);
    for (int i = 0; i < SSG_MAX_SEATS; i++)
        pf->guessed_at[i] = -1;
    pile_clear(&pf->stack);
    pf->wrong_said_n = 0;
    g->perf_success = false;
    if (pf->kind != SSG_PLAY_TRICK) {
        /* All the performer's cards go face down in one stack, the pattern's cards on top in
         * order (for an extension the inserted cards, first inserted on top). */
        Pile *hand = &g->hand[a->seat];
        uint8_t top[SSG_CARDS];
        int top_n = 0;
        for (int i = 0; i < pf->n; i++)
            if (pf->kind == SSG_PLAY_BUILD || pf->inserted[i])
                top[top_n++] = pf->sequence[i];
        for (int i = 0; i < top_n; i++)
            pile_remove(hand, top[i]);
        for (int i = 0; i < hand->n; i++)
            pile_push(&pf->stack, hand->card[i]);
        for (int i = top_n - 1; i >= 0; i--)
            pile_push(&pf->stack, top[i]);
        pile_clear(hand);
        emit(ev, SSG_EV_LAID_FACE_DOWN, a->seat, -1, 0, pf->stack.n, NULL);
    }
    g->phase = SSG_PHASE_PERFORM;
    emit(ev, SSG_EV_PERFORMING, a->seat, -1, (int)pf->kind, pf->target,
         pf->kind == SSG_PLAY_TRICK ? g->tricks->entries[pf->trick].name : NULL);
    if (pf->on_screen)
        emit(ev, SSG_EV_ON_SCREEN, a->seat, -1, 0, 0, NULL);
}

/* The performer's stack goes back into the hand. */
static void cards_back(SsgGame *g, SsgEvents *ev)
{
    SsgPerformance *p = &g->perf;
    Pile *hand = &g->hand[p->performer];
    int n = p->stack.n;
    for (int i = 0; i < p->stack.n; i++)
        pile_push(hand, p->stack.card[i]);
    pile_clear(&p->stack);
    if (n > 0)
        emit(ev, SSG_EV_CARDS_BACK, p->performer, -1, 0, n, NULL);
}

static void after_exchange(SsgGame *g, SsgEvents *ev)
{
    const SsgPerformance *p = &g->perf;
    finish_turn(g, p->performer, p->kind == SSG_PLAY_EXTEND && g->perf_success, ev);
}

/* After the trick's discard-two-draw-two, or straight after a reveal: the recogniser's
 * optional exchange, then the end of the turn. */
static void offer_exchange(SsgGame *g, SsgEvents *ev)
{
    int r = g->perf.recognised_by;
    if (r >= 0 && g->place[r] == 0) {
        g->phase = SSG_PHASE_EXCHANGE;
        g->exchanger = r;
        g->exchange_taken = false;
        return;
    }
    after_exchange(g, ev);
}

static void record_performance(SsgGame *g)
{
    const SsgPerformance *p = &g->perf;
    if (p->kind == SSG_PLAY_TRICK)
        record_played(g, true, NULL, 0, g->tricks->entries[p->trick].name, trick_style(p->style));
    else
        record_played(g, false, p->performed, p->n, NULL, p->style);
}

/* Recognised (with enough shown under the catch rule) or laid down after the cycles. */
static void succeed(SsgGame *g, SsgEvents *ev)
{
    SsgPerformance *p = &g->perf;
    g->perf_success = true;
    /* Performed for the record (a repeat needs a new style) once it is laid down or, for a
     * trick, recognised; a dropped attempt was not performed and stays secret. */
    record_performance(g);
    g->laid_this_turn = true;
    if (p->kind == SSG_PLAY_TRICK) {
        g->phase = SSG_PHASE_TRICK_DISCARD;
        if (g->hand[p->performer].n == 0) /* nothing to discard: straight on */
            offer_exchange(g, ev);
        return;
    }
    /* Reveal one card at a time from the top of the stack. */
    SsgRevealed r;
    memset(&r, 0, sizeof r);
    r.laid_by = p->performer;
    for (int i = 0; i < p->n; i++)
        pile_push(&r.cards, p->sequence[i]);
    int k = 0;
    for (int i = 0; i < p->n; i++) {
        if (p->kind == SSG_PLAY_EXTEND && !p->inserted[i])
            continue;
        int c = pile_pop(&p->stack);
        emit(ev, SSG_EV_REVEALED, p->performer, c, i, k++, NULL);
    }
    int index = p->kind == SSG_PLAY_EXTEND ? p->target : g->revealed_n;
    if (index >= SSG_MAX_REVEALED) /* cannot happen: each holds 2 or more of 80 cards */
        index = SSG_MAX_REVEALED - 1;
    g->revealed[index] = r;
    if (index == g->revealed_n)
        g->revealed_n++;
    emit(ev, SSG_EV_TABLED, p->performer, -1, index, p->n, NULL);
    cards_back(g, ev);
    g->phase = SSG_PHASE_EXCHANGE; /* the performance is over: held = hand from here */
    if (check_winners(g, p->performer, ev))
        return;
    offer_exchange(g, ev);
}

/* ---- Taking back (S40) ---- */

int ssgame_effective_actions(const SsgAction *actions, int n, int *out)
{
    int m = 0;
    for (int i = 0; i < n; i++) {
        if (actions[i].kind != SSG_ACT_UNDO) {
            out[m++] = i;
            continue;
        }
        /* An undo cancels the latest action that counts, other than the performer's cycles. */
        int k = m - 1;
        while (k >= 0 && actions[out[k]].kind == SSG_ACT_CYCLE)
            k--;
        if (k < 0)
            continue;
        memmove(&out[k], &out[k + 1], sizeof *out * (size_t)(m - k - 1));
        m--;
    }
    return m;
}

/* Events that show the table something it had not seen: such an action cannot be taken back. */
static const char *shows_something(const SsgEvents *ev, int first)
{
    for (int i = first; i < ev->n; i++)
        switch (ev->ev[i].kind) {
        case SSG_EV_TURNED_UP:
        case SSG_EV_PILE_TURNED:
            return "a card was turned up";
        case SSG_EV_REVEALED:
        case SSG_EV_TABLED:
            return "the pattern was revealed";
        case SSG_EV_GUESS_RIGHT:
        case SSG_EV_GUESS_WRONG:
            return "a guess was judged";
        case SSG_EV_WON:
        case SSG_EV_GAME_OVER:
            return "a place was decided";
        case SSG_EV_TOOK:
            if (ev->ev[i].index == SSG_FROM_PICKUP)
                return "a hidden card was taken";
            break;
        case SSG_EV_DISCARDED:
            return "a card was discarded";
        default:
            break;
        }
    return NULL;
}

static bool undoable_kind(const SsgAction *a)
{
    return a->kind == SSG_ACT_HINT || a->kind == SSG_ACT_DROP || a->kind == SSG_ACT_DECLINE ||
           (a->kind == SSG_ACT_TAKE && a->source == SSG_FROM_DISCARD);
}

static void forget_undo(SsgGame *g)
{
    free(g->undo_to);
    g->undo_to = NULL;
    g->undo_shown = false;
}

bool ssgame_undo_check(const SsgGame *g, int seat, SsgError *err)
{
    if (!g->undo_to || g->undo_at < 0 || g->undo_at >= g->actions_n)
        FAIL("Only a drop, a hint or the exchange's choice of the face-up card or no exchange "
             "can be taken back, as the last move.");
    const SsgAction *t = &g->actions[g->undo_at];
    if (t->seat != seat)
        FAIL("Only the seat that made the last move can take it back.");
    if (g->undo_shown)
        FAIL("Too late to take it back: the table has seen what it showed.");
    return true;
}

/* The game goes back to where it was before the action taken back (checked already), and the
 * performer's cycles counted since are counted again; its action list keeps everything, the
 * undo included. */
static void take_back(SsgGame *g, int seat, SsgEvents *ev)
{
    SsgGame *back = g->undo_to;
    int undone = (int)g->actions[g->undo_at].kind, from = g->undo_at + 1;
    SsgAction *actions = g->actions;
    int n = g->actions_n, cap = g->actions_cap;
    *g = *back;
    free(back);
    g->actions = actions;
    g->actions_n = n;
    g->actions_cap = cap;
    g->undo_to = NULL;
    g->undo_shown = false;
    emit(ev, SSG_EV_UNDONE, seat, -1, undone, 0, NULL);
    for (int i = from; i < n - 1; i++)
        if (g->actions[i].kind == SSG_ACT_CYCLE) {
            g->perf.cycles++; /* nothing else: a cycle that showed something made it too late */
            emit(ev, SSG_EV_CYCLE, g->perf.performer, -1, 0, g->perf.cycles, NULL);
        }
}

static void apply_action(SsgGame *g, const SsgAction *a, const SsgPerformance *scratch,
                         SsgEvents *ev)
{
    SsgPerformance *p = &g->perf;
    switch (a->kind) {
    case SSG_ACT_BUILD:
    case SSG_ACT_EXTEND:
    case SSG_ACT_TRICK:
        begin_performance(g, a, scratch, ev);
        break;
    case SSG_ACT_SKIP:
        emit(ev, SSG_EV_SKIPPED, a->seat, -1, 0, 0, NULL);
        finish_turn(g, a->seat, false, ev);
        break;
    case SSG_ACT_SCREEN:
        p->on_screen = true;
        emit(ev, SSG_EV_ON_SCREEN, a->seat, -1, 0, 0, NULL);
        break;
    case SSG_ACT_HINT: {
        int balls = 0, period = p->n, highest = 0;
        if (p->kind == SSG_PLAY_TRICK) {
            trick_facts(g, p->trick, &balls, &period, &highest);
        } else {
            int sum = 0;
            for (int i = 0; i < p->n; i++) {
                sum += p->performed[i];
                if (p->performed[i] > highest)
                    highest = p->performed[i];
            }
            balls = p->n ? sum / p->n : 0;
        }
        int v = a->hint == SSG_HINT_BALLS ? balls : a->hint == SSG_HINT_PERIOD ? period : highest;
        p->hint_value[a->hint] = v;
        emit(ev, SSG_EV_HINT, a->seat, -1, (int)a->hint, v, NULL);
        break;
    }
    case SSG_ACT_GUESS: {
        bool right = false;
        judge_guess(g, a->text, &right, NULL);
        p->cycle_guesses[a->seat] = p->guessed_at[a->seat] == p->cycles
                                        ? p->cycle_guesses[a->seat] + 1 : 1;
        p->guessed_at[a->seat] = p->cycles;
        if (right) {
            p->recognised_by = a->seat;
            emit(ev, SSG_EV_GUESS_RIGHT, a->seat, -1, 0, 0, a->text);
            if (p->cycles >= ssgame_catch_cycles(g))
                succeed(g, ev);
        } else {
            p->wrong[a->seat]++;
            if (p->wrong_said_n < SSG_WRONG_SAID)
                snprintf(p->wrong_said[p->wrong_said_n++], SSG_GUESS_SIZE, "%s", a->text);
            emit(ev, SSG_EV_GUESS_WRONG, a->seat, -1, 0, p->wrong[a->seat], a->text);
            /* Option [3]: from the second wrong guess in a performance, each one costs a card. */
            if (g->setup.guess_penalty && p->wrong[a->seat] >= 2)
                draw_one(g, a->seat, ev);
        }
        break;
    }
    case SSG_ACT_CYCLE:
        p->cycles++;
        emit(ev, SSG_EV_CYCLE, a->seat, -1, 0, p->cycles, NULL);
        if (p->recognised_by >= 0 && p->cycles >= ssgame_catch_cycles(g))
            succeed(g, ev);
        break;
    case SSG_ACT_LAY_DOWN:
        succeed(g, ev);
        break;
    case SSG_ACT_DROP:
        /* S31: named to the whole table, it counts as performed even though it was dropped
         * before the catches the catch rule asks for. */
        if (p->recognised_by >= 0)
            record_performance(g);
        emit(ev, SSG_EV_DROPPED, a->seat, -1, 0, p->kind == SSG_PLAY_TRICK, NULL);
        cards_back(g, ev);
        g->perf_success = false;
        g->phase = SSG_PHASE_EXCHANGE; /* no longer performing, for ssgame_held */
        finish_turn(g, a->seat, false, ev);
        break;
    case SSG_ACT_TAKE: {
        int c;
        if (a->source == SSG_FROM_DISCARD) {
            c = pile_pop(&g->discard);
        } else {
            turn_pile_over(g, ev);
            c = pile_pop(&g->pickup);
        }
        turn_pile_over(g, ev);
        pile_push(&g->hand[a->seat], c);
        g->exchange_taken = true;
        emit(ev, SSG_EV_TOOK, a->seat, c, (int)a->source, 0, NULL);
        break;
    }
    case SSG_ACT_DISCARD:
        pile_remove(&g->hand[a->seat], a->card);
        pile_push(&g->discard, a->card);
        emit(ev, SSG_EV_DISCARDED, a->seat, a->card, 0, 0, NULL);
        g->exchange_taken = false;
        g->exchanger = -1;
        after_exchange(g, ev);
        break;
    case SSG_ACT_DECLINE:
        emit(ev, SSG_EV_DECLINED, a->seat, -1, 0, 0, NULL);
        g->exchanger = -1;
        after_exchange(g, ev);
        break;
    case SSG_ACT_DISCARD_TWO:
        for (int i = 0; i < a->n; i++) {
            pile_remove(&g->hand[a->seat], a->cards[i]);
            pile_push(&g->discard, a->cards[i]);
            emit(ev, SSG_EV_DISCARDED, a->seat, a->cards[i], 0, 0, NULL);
        }
        for (int i = 0; i < a->n; i++)
            draw_one(g, a->seat, ev);
        if (check_winners(g, a->seat, ev))
            break;
        offer_exchange(g, ev);
        break;
    case SSG_ACT_LOW_DRAW:
        draw_one(g, a->seat, ev);
        break;
    case SSG_ACT_UNDO:
        take_back(g, a->seat, ev);
        break;
    case SSG_ACT_KINDS:
        break;
    }
}

static bool remember(SsgGame *g, const SsgAction *a)
{
    if (g->actions_n == g->actions_cap) {
        int cap = g->actions_cap ? g->actions_cap * 2 : 256;
        SsgAction *m = realloc(g->actions, (size_t)cap * sizeof *m);
        if (!m)
            return false;
        g->actions = m;
        g->actions_cap = cap;
    }
    g->actions[g->actions_n++] = *a;
    return true;
}

static void apply_and_settle(SsgGame *g, const SsgAction *a, const SsgPerformance *scratch,
                             SsgEvents *events)
{
    apply_action(g, a, scratch, events);
    if (g->phase != SSG_PHASE_OVER)
        turn_pile_over(g, events); /* S30: a discard may have made it possible again */
}

/* S40: before an action that may be taken back, the game as it was is kept; the cycles after
 * it keep it, anything else forgets it. What the action and those cycles showed is noted. */
static bool apply_keeping_undo(SsgGame *g, const SsgAction *a, const SsgPerformance *scratch,
                               SsgEvents *events, SsgError *err)
{
    if (a->kind == SSG_ACT_UNDO) {
        take_back(g, a->seat, events);
        return true;
    }
    bool keep = undoable_kind(a), cycle = a->kind == SSG_ACT_CYCLE && g->undo_to;
    if (!keep && !cycle)
        forget_undo(g);
    SsgGame *before = NULL;
    if (keep) {
        forget_undo(g);
        before = malloc(sizeof *before);
        if (!before) {
            g->actions_n--; /* remembered already: not applied after all */
            FAIL("Out of memory.");
        }
        *before = *g;
        before->actions = NULL;
        before->actions_n = before->actions_cap = 0;
    }
    /* What it showed is judged on its own events, whatever the caller's list already holds, so
     * a game and its replay from the save always agree on it. */
    SsgEvents *own = keep || cycle ? malloc(sizeof *own) : NULL;
    if ((keep || cycle) && !own) {
        free(before);
        g->actions_n--;
        FAIL("Out of memory.");
    }
    if (own)
        own->n = 0;
    apply_and_settle(g, a, scratch, own ? own : events);
    if (keep) {
        g->undo_to = before;
        g->undo_at = g->actions_n - 1;
        g->undo_shown = false;
    }
    if (own) {
        g->undo_shown = g->undo_shown || shows_something(own, 0) != NULL;
        for (int i = 0; events && i < own->n && events->n < SSG_MAX_EVENTS; i++)
            events->ev[events->n++] = own->ev[i];
        free(own);
    }
    return true;
}

bool ssgame_apply(SsgGame *g, const SsgAction *a, SsgEvents *events, SsgError *err)
{
    SsgPerformance *scratch = malloc(sizeof *scratch);
    if (!scratch)
        FAIL("Out of memory.");
    bool ok = check_action(g, a, scratch, err);
    if (ok && !remember(g, a)) {
        ok = false;
        if (err)
            snprintf(err->message, sizeof err->message, "Out of memory.");
    }
    if (ok)
        ok = apply_keeping_undo(g, a, scratch, events, err);
    free(scratch);
    return ok;
}

/* ---- Invariants ---- */

bool ssgame_invariants(const SsgGame *g, SsgError *err)
{
    int seen[SSG_CARDS] = {0};
    const Pile *piles[2 * SSG_MAX_SEATS + SSG_MAX_REVEALED + 3];
    int np = 0;
    piles[np++] = &g->pickup;
    piles[np++] = &g->discard;
    for (int s = 0; s < g->setup.seats; s++)
        piles[np++] = &g->hand[s];
    if (g->phase == SSG_PHASE_PERFORM)
        piles[np++] = &g->perf.stack;
    for (int i = 0; i < g->revealed_n; i++)
        piles[np++] = &g->revealed[i].cards;
    int total = 0;
    for (int i = 0; i < np; i++)
        for (int k = 0; k < piles[i]->n; k++) {
            int c = piles[i]->card[k];
            if (c >= SSG_CARDS)
                FAIL("A pile holds %d, which is not a card.", c);
            seen[c]++;
            total++;
        }
    for (int c = 0; c < SSG_CARDS; c++)
        if (seen[c] != 1) {
            char t[DECK_CARD_TEXT];
            deck_card_text(c, t, sizeof t);
            FAIL("Card %s is in %d places.", t, seen[c]);
        }
    if (total != SSG_CARDS)
        FAIL("%d cards instead of 80.", total);
    if (g->pickup.n == 0 && g->discard.n >= 2)
        FAIL("The pick-up pile is empty while the discard pile could refill it.");
    for (int i = 0; i < g->revealed_n; i++) {
        /* Legal with the card values of the seat that laid it. */
        const SsgRevealed *r = &g->revealed[i];
        int v[SSG_CARDS];
        for (int k = 0; k < r->cards.n; k++)
            v[k] = ssgame_card_value(g, r->laid_by, r->cards.card[k]);
        if (cardswap_check(v, r->cards.n, min_period(g)) != CARDSWAP_LEGAL)
            FAIL("Revealed siteswap %d is not legal.", i + 1);
    }
    if (g->phase != SSG_PHASE_OVER) {
        if (g->turn < 0 || g->turn >= g->setup.seats)
            FAIL("No seat is on turn.");
        /* (A performer who just finished keeps the turn while the recogniser exchanges.) */
        if (g->phase == SSG_PHASE_TURN && g->place[g->turn] != 0)
            FAIL("The seat on turn (%d) is not playing.", g->turn + 1);
        int w = ssgame_waiting_for(g);
        if (w < 0 || w >= g->setup.seats)
            FAIL("The game waits for no one.");
        for (int s = 0; s < g->setup.seats; s++)
            if (g->place[s] == 0 && ssgame_held(g, s) == 0)
                FAIL("%s holds no cards but has not won.", name_of(g, s));
    }
    if (g->phase == SSG_PHASE_PERFORM || g->phase == SSG_PHASE_TRICK_DISCARD)
        if (g->perf.performer != g->turn)
            FAIL("The performer is not the seat on turn.");
    return true;
}
