#include "table_scene.h"

#include "card_motion.h"
#include "cardswap.h"
#include "draw.h"
#include "juggler.h"
#include "palette.h"
#include "siteswap.h"
#include "stage.h"
#include "ssgame_ai.h"
#include "savefile.h"
#include "summary_scene.h"
#include "table_save.h"
#include "textedit.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#define LOG_LINES 200
#define LOG_TEXT 112
#define AI_THINK_SECONDS 0.9   /* a computer player's pause before acting, at normal speed */
#define SUMMARY_LINES 8
#define BANNER_SECONDS 3.5     /* a guess's verdict stays up this long */
#define WATCH_SECONDS 0.6      /* watching computers look again this long after a cycle */

/* Tags for the motion timeline's piles. */
enum { PILE_PICKUP = 1, PILE_DISCARD = 2, PILE_HAND = 10, PILE_STACK = 20, PILE_REVEALED = 100 };

typedef enum ButtonId {
    B_NONE, B_PERFORM, B_CLEAR, B_HINT, B_SORT, B_TRICK, B_SKIP, B_STYLE, B_WATCH, B_BUILD_NEW,
    B_TAKE_PICKUP, B_TAKE_DISCARD, B_DECLINE, B_DISCARD, B_LAY_DOWN, B_DROPPED, B_HURRY, B_LEAVE,
    B_TRICK_GO, B_TRICK_CANCEL, B_JUGGLE_REAL, B_ON_SCREEN, B_CYCLE, B_HINT_BALLS, B_HINT_PERIOD,
    B_HINT_HIGHEST, B_GUESS_GO, B_GUESS_CANCEL, B_LOW_DRAW,
} ButtonId;

typedef enum Overlay { OVERLAY_NONE, OVERLAY_JUGGLE, OVERLAY_TRICKS } Overlay;

/* How the pattern on the table is being performed, as the screen shows it. */
typedef enum PerfShow {
    PERF_CHOOSING,   /* a person laid it down and chooses: juggle it or the screen */
    PERF_REAL,       /* juggled for real: the table counts cycles by hand */
    PERF_SCREEN,     /* the on-screen juggler performs; cycles count themselves */
} PerfShow;

typedef struct Slot {
    int card;
    bool mine;      /* false: a card of the revealed siteswap being extended */
} Slot;

typedef struct TableScene {
    Scene base;
    GameChoice choice;
    SsgGame game;
    bool game_ok;
    const Catalogue *tricks;    /* the app's catalogue (loaded once; empty when damaged) */
    SsgView pub;                /* the public view, after every change */
    SsgView priv;               /* the shown seat's view: filled only in TABLE_PRIVATE */
    SsgEvents events;
    TableMode mode;
    int shown;
    int persons;
    CardMotion motion;
    double ai_wait;

    char log[LOG_LINES][LOG_TEXT];
    int log_total, log_scroll;
    int revealed_scroll;        /* rows of revealed siteswaps scrolled back from the newest */
    int seen_log[SSG_MAX_SEATS];
    int summary_from;

    /* The pattern being built (or the extension, or the cards chosen to discard). */
    Slot slots[SSG_CARDS];
    int slots_n, caret, target;
    bool reduce[SSG_CARDS], reducible[SSG_CARDS];
    int reduced_to[SSG_CARDS];
    int style;
    bool style_needed, sorted, legal;
    char verdict[SSG_TEXT_SIZE], facts[SSG_TEXT_SIZE], performed[SSG_TEXT_SIZE];

    /* Pointer: a press on a hand card or a built card may become a drag. */
    int press_kind;             /* 0 none, 1 hand card, 2 built card */
    int press_index;
    float press_x, press_y, px, py;
    bool dragging;

    Overlay overlay;
    AnimMotion *om;             /* the overlay's juggler */
    bool om_ok;
    double om_t;
    char om_title[96];
    int trick_ids[CATALOGUE_MAX_ENTRIES];
    int tricks_n, trick_sel, trick_top;

    AnimMotion *pm;             /* the performance's juggler (what everyone watches) */
    bool pm_ok;
    double pm_t;
    long pm_for;                /* the action count the motion was prepared for */

    int esc_ticks;              /* a second Esc within this leaves the game */

    /* Performing and guessing. */
    long real_for;              /* the turn whose performer chose to juggle for real */
    double next_cycle;          /* on screen: the juggler's time when the next cycle is complete */
    double watch_wait;          /* until the watching computers look again */
    int guesser;                /* the seat that buzzed in, -1 when none */
    TextEdit guess;
    int guess_pick;             /* guessing a trick: the name picked (index into trick_ids) */
    int guess_top;
    bool swallow_text;          /* the buzz key's own text event is not part of the guess */
    char guess_error[SSG_TEXT_SIZE]; /* why the last try could not be judged (not a siteswap) */
    char banner[SSG_TEXT_SIZE + 64];
    bool banner_good;
    double banner_left;
    double over_wait;           /* the winner's moment before the summary */
    bool save_warned;           /* told the players once that the game cannot be saved */
    bool summary_shown;
    SDL_FRect guess_field;
    SDL_FRect guess_row[16];
    int guess_rows_n;

    /* Drawn last frame, for hit tests and the tests' probe. */
    int faces_n;
    int faces[TABLE_PROBE_FACES];
    int hand_n;
    int hand_card[SSG_CARDS];
    SDL_FRect hand_rect[SSG_CARDS];
    SDL_FRect slot_rect[SSG_CARDS];
    SDL_FRect tag_rect[SSG_CARDS];
    SDL_FRect confirm;
    int buttons_n;
    ButtonId button_id[TABLE_MAX_BUTTONS];
    char button_label[TABLE_MAX_BUTTONS][32];
    bool button_on[TABLE_MAX_BUTTONS];
    SDL_FRect button_rect[TABLE_MAX_BUTTONS];
} TableScene;

/* ---- Small helpers ---- */

static void layout_for(const TableScene *ts, const App *app, TableLayout *L)
{
    table_layout(app->width, app->height, ts->pub.seats, ts->shown,
                 settings_text_scale(app->settings.text_size), L);
}

static bool hit(SDL_FRect r, float x, float y)
{
    return x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h;
}

static void add_log(TableScene *ts, const char *text)
{
    SDL_strlcpy(ts->log[ts->log_total % LOG_LINES], text, LOG_TEXT);
    ts->log_total++;
    ts->log_scroll = 0;
}

/* Lines back from the newest, within what the log keeps. */
static void scroll_log(TableScene *ts, int lines)
{
    int most = SDL_max(0, SDL_min(ts->log_total, LOG_LINES) - 1);
    ts->log_scroll = SDL_clamp(ts->log_scroll + lines, 0, most);
}

static const char *log_line(const TableScene *ts, int i)
{
    if (i < 0 || i >= ts->log_total || i < ts->log_total - LOG_LINES)
        return "";
    return ts->log[i % LOG_LINES];
}

static PerfShow perf_show(const TableScene *ts)
{
    if (ts->pub.perf.on_screen)
        return PERF_SCREEN;
    return ts->real_for == ts->game.turns ? PERF_REAL : PERF_CHOOSING;
}

/* ---- Motion from the engine's events ---- */

static MotionPlace place_at(const App *app, float x, float y, int h, bool face_up)
{
    return (MotionPlace){x / (float)app->width, y / (float)app->height,
                         (float)h / (float)app->height, 0, face_up};
}

static MotionPlace pile_place(const TableScene *ts, const App *app, const TableLayout *L, int pile)
{
    if (pile == PILE_PICKUP)
        return place_at(app, L->pickup_cx, L->pickup_cy, L->pile_card_h, false);
    if (pile == PILE_DISCARD)
        return place_at(app, L->discard_cx, L->discard_cy, L->pile_card_h, true);
    if (pile >= PILE_HAND && pile < PILE_HAND + SSG_MAX_SEATS) {
        const TableSeatBox *s = &L->seat[pile - PILE_HAND];
        return place_at(app, s->fan_cx, s->fan_cy, L->seat_card_h, false);
    }
    if (pile >= PILE_STACK && pile < PILE_STACK + SSG_MAX_SEATS) {
        const TableSeatBox *s = &L->seat[pile - PILE_STACK];
        return place_at(app, s->stack_cx, s->stack_cy, L->seat_card_h, false);
    }
    (void)ts;
    return place_at(app, L->centre.x, L->centre.y, L->revealed_card_h, true);
}

static void revealed_geometry(const TableScene *ts, const App *app, const TableLayout *L,
                              int index, SDL_FRect *row, float *x0, float *step, int *first_visible);

static void queue(TableScene *ts, const App *app, const TableLayout *L, int card, int from,
                  int to, double gap)
{
    MotionMove mv = {.card = card, .from_pile = from, .to_pile = to,
                     .from = pile_place(ts, app, L, from), .to = pile_place(ts, app, L, to)};
    /* Faces: a card shows its face where the public may see it. */
    mv.from.face_up = from == PILE_DISCARD || from >= PILE_REVEALED;
    mv.to.face_up = to == PILE_DISCARD || to >= PILE_REVEALED;
    if (card < 0)
        mv.from.face_up = mv.to.face_up = false;
    motion_add(&ts->motion, &mv, gap);
}

static void queue_revealed(TableScene *ts, const App *app, const TableLayout *L, int seat,
                           int card, int row_index, int pos)
{
    SDL_FRect row;
    float x0, step;
    int first;
    revealed_geometry(ts, app, L, row_index, &row, &x0, &step, &first);
    float cw = table_card_w(L->revealed_card_h);
    MotionMove mv = {.card = card, .from_pile = PILE_STACK + seat, .to_pile = PILE_REVEALED + row_index,
                     .from = pile_place(ts, app, L, PILE_STACK + seat),
                     .to = place_at(app, x0 + step * (float)pos + cw / 2, row.y + row.h / 2,
                                    L->revealed_card_h, true)};
    mv.duration = MOTION_MOVE_SECONDS * 1.3;
    motion_add(&ts->motion, &mv, 0.28);
}

/* Logs the events in words and gives every card that changed place a move. */
static void take_events(TableScene *ts, App *app, const SsgEvents *evs)
{
    ssgame_view(&ts->game, -1, &ts->pub);
    TableLayout L;
    layout_for(ts, app, &L);
    int tabled = ts->pub.revealed_n - 1;
    for (int i = 0; i < evs->n; i++)
        if (evs->ev[i].kind == SSG_EV_TABLED)
            tabled = evs->ev[i].index;
    for (int i = 0; i < evs->n; i++) {
        SsgEvent e = ssgame_event_for(&evs->ev[i], -1);
        char text[LOG_TEXT];
        ssgame_event_text(&ts->pub.setup, &e, text, sizeof text);
        if (text[0] && e.kind != SSG_EV_DEALT && e.kind != SSG_EV_CYCLE &&
            e.kind != SSG_EV_REVEALED)
            add_log(ts, text);
        int s = e.seat >= 0 && e.seat < SSG_MAX_SEATS ? e.seat : 0;
        switch (e.kind) {
        case SSG_EV_DEALT:
            queue(ts, app, &L, -1, PILE_PICKUP, PILE_HAND + s, MOTION_DEAL_GAP);
            break;
        case SSG_EV_TURNED_UP:
            queue(ts, app, &L, e.card, PILE_PICKUP, PILE_DISCARD, 0.25);
            break;
        case SSG_EV_DREW:
            queue(ts, app, &L, -1, e.index == SSG_FROM_DISCARD ? PILE_DISCARD : PILE_PICKUP,
                  PILE_HAND + s, 0.2);
            break;
        case SSG_EV_TOOK:
            queue(ts, app, &L, e.index == SSG_FROM_DISCARD ? e.card : -1,
                  e.index == SSG_FROM_DISCARD ? PILE_DISCARD : PILE_PICKUP, PILE_HAND + s, 0.2);
            break;
        case SSG_EV_DISCARDED:
            queue(ts, app, &L, e.card, PILE_HAND + s, PILE_DISCARD, 0.2);
            break;
        case SSG_EV_LAID_FACE_DOWN:
            for (int k = 0; k < e.value && k < 40; k++)
                queue(ts, app, &L, -1, PILE_HAND + s, PILE_STACK + s, k ? 0.05 : 0.1);
            break;
        case SSG_EV_CARDS_BACK:
            for (int k = 0; k < e.value && k < 40; k++)
                queue(ts, app, &L, -1, PILE_STACK + s, PILE_HAND + s, k ? 0.05 : 0.1);
            break;
        case SSG_EV_REVEALED:
            ts->revealed_scroll = 0; /* the newest comes into view */
            if (tabled >= 0)
                queue_revealed(ts, app, &L, s, e.card, tabled, e.index);
            break;
        case SSG_EV_PILE_TURNED:
            for (int k = 0; k < e.value && k < 12; k++)
                queue(ts, app, &L, -1, PILE_DISCARD, PILE_PICKUP, 0.03);
            break;
        default:
            break;
        }
    }
}

/* ---- The pattern being built: live feedback from the engine ---- */

static int slot_values(const TableScene *ts, int *values)
{
    for (int i = 0; i < ts->slots_n; i++)
        values[i] = ssgame_card_value(&ts->game, ts->shown, ts->slots[i].card);
    return ts->slots_n;
}

static SsgAction build_action(const TableScene *ts)
{
    SsgAction a = ssgame_action(ts->target >= 0 ? SSG_ACT_EXTEND : SSG_ACT_BUILD, ts->shown);
    a.n = ts->slots_n;
    a.target = ts->target;
    for (int i = 0; i < ts->slots_n; i++) {
        a.cards[i] = (uint8_t)ts->slots[i].card;
        a.reduce[i] = ts->reduce[i] && ts->reducible[i];
    }
    a.style = ssgame_style_from_index(ts->style);
    a.on_screen = false; /* the performer chooses once the cards are down */
    return a;
}

static void digits(const int *v, int n, char *buf, size_t size)
{
    size_t k = 0;
    for (int i = 0; i < n && k + 2 < size; i++)
        buf[k++] = siteswap_throw_char(v[i] >= 0 ? v[i] : 0);
    buf[k] = '\0';
}

static void refresh_feedback(TableScene *ts)
{
    ts->legal = false;
    ts->verdict[0] = ts->facts[0] = ts->performed[0] = '\0';
    ts->style_needed = false;
    SsgPhase ph = ts->game.phase;
    if (ts->mode != TABLE_PRIVATE)
        return;
    if (ph == SSG_PHASE_EXCHANGE || ph == SSG_PHASE_TRICK_DISCARD) {
        SDL_strlcpy(ts->verdict, ph == SSG_PHASE_EXCHANGE
                    ? (ts->game.exchange_taken ? "Choose one card to discard."
                                               : "You recognised it: you may exchange one card.")
                    : "Your trick was recognised: choose two cards to discard.",
                    sizeof ts->verdict);
        return;
    }
    if (ts->slots_n == 0 || (ts->target >= 0 && ts->slots_n == ts->priv.revealed[ts->target].cards.n)) {
        SDL_strlcpy(ts->verdict, ts->target >= 0
                    ? "Insert your cards into it: the caret shows where the next one goes."
                    : "Click cards, drag them or type their values to build a siteswap.",
                    sizeof ts->verdict);
        return;
    }
    int values[SSG_CARDS] = {0};
    int n = slot_values(ts, values);
    int flash = ts->priv.seat[ts->shown].flash;
    cardswap_reducible(values, n, flash, ts->reducible);
    for (int i = 0; i < n; i++) {
        if (!ts->reducible[i])
            ts->reduce[i] = false;
        ts->reduced_to[i] = values[i] - n;
    }
    SsgAction a = build_action(ts);
    SsgError err = {{0}};
    bool ok = ssgame_check(&ts->game, &a, &err);
    if (!ok) {
        /* Perhaps only the style: the pattern has been played before. */
        SsgError first = err;
        for (int s = 0; s < SSG_STYLES && !ok; s++) {
            a.style = ssgame_style_from_index(s);
            if (ssgame_check(&ts->game, &a, NULL)) {
                ok = true;
                ts->style = s;
            }
        }
        if (ok)
            ts->style_needed = true;
        else
            err = first;
    } else {
        /* Played before with the chosen style passing? Then the default style was taken. */
        SsgAction b = a;
        b.style = ssgame_style_from_index(0);
        ts->style_needed = ts->style != 0 || !ssgame_check(&ts->game, &b, NULL);
    }
    char seq[SSG_CARDS + 1], perf[SSG_CARDS + 1];
    digits(values, n, seq, sizeof seq);
    if (!ok) {
        SDL_snprintf(ts->verdict, sizeof ts->verdict, "%s: not yet. %s", seq, err.message);
        return;
    }
    ts->legal = true;
    int performed[SSG_CARDS];
    bool which[SSG_CARDS];
    for (int i = 0; i < n; i++)
        which[i] = ts->reduce[i] && ts->reducible[i];
    if (!cardswap_reduce(values, n, flash, which, performed))
        memcpy(performed, values, sizeof(int) * (size_t)n);
    digits(performed, n, perf, sizeof perf);
    int sum = 0;
    for (int i = 0; i < n; i++)
        sum += performed[i];
    SDL_snprintf(ts->verdict, sizeof ts->verdict, "%s is legal.", seq);
    SDL_snprintf(ts->facts, sizeof ts->facts, "%d balls \u00b7 period %d", n ? sum / n : 0, n);
    if (strcmp(seq, perf) != 0)
        SDL_snprintf(ts->performed, sizeof ts->performed, "You will juggle %s.", perf);
    if (ts->style_needed) {
        char st[80];
        ssgame_style_text(ssgame_style_from_index(ts->style), st, sizeof st);
        size_t k = strlen(ts->performed);
        SDL_snprintf(ts->performed + k, sizeof ts->performed - k,
                     "%sPlayed before: juggle it with %s.", k ? " " : "", st);
    }
}

static void clear_build(TableScene *ts)
{
    ts->slots_n = 0;
    ts->caret = 0;
    ts->target = -1;
    ts->style = 0;
    memset(ts->reduce, 0, sizeof ts->reduce);
    memset(ts->reducible, 0, sizeof ts->reducible);
    ts->press_kind = 0;
    ts->dragging = false;
}

static bool in_slots(const TableScene *ts, int card)
{
    for (int i = 0; i < ts->slots_n; i++)
        if (ts->slots[i].card == card && ts->slots[i].mine)
            return true;
    return false;
}

static void insert_slot(TableScene *ts, int card, int at)
{
    if (ts->slots_n >= SSG_CARDS || in_slots(ts, card))
        return;
    at = SDL_clamp(at, 0, ts->slots_n);
    memmove(&ts->slots[at + 1], &ts->slots[at], sizeof(Slot) * (size_t)(ts->slots_n - at));
    memmove(&ts->reduce[at + 1], &ts->reduce[at], sizeof(bool) * (size_t)(ts->slots_n - at));
    ts->slots[at] = (Slot){card, true};
    ts->reduce[at] = false;
    ts->slots_n++;
    ts->caret = at + 1;
    refresh_feedback(ts);
}

static void remove_slot(TableScene *ts, int at)
{
    if (at < 0 || at >= ts->slots_n || !ts->slots[at].mine)
        return;
    memmove(&ts->slots[at], &ts->slots[at + 1], sizeof(Slot) * (size_t)(ts->slots_n - at - 1));
    memmove(&ts->reduce[at], &ts->reduce[at + 1], sizeof(bool) * (size_t)(ts->slots_n - at - 1));
    ts->slots_n--;
    if (ts->caret > at)
        ts->caret--;
    refresh_feedback(ts);
}

static void start_extend(TableScene *ts, int target)
{
    if (target < 0 || target >= ts->priv.revealed_n)
        return;
    clear_build(ts);
    ts->target = target;
    const Pile *p = &ts->priv.revealed[target].cards;
    for (int i = 0; i < p->n; i++)
        ts->slots[i] = (Slot){p->card[i], false};
    ts->slots_n = p->n;
    ts->caret = p->n;
    refresh_feedback(ts);
}

/* The private hand in the order shown, without the cards already in the build. */
static int hand_order(const TableScene *ts, int *out)
{
    int n = 0;
    for (int i = 0; i < ts->priv.hand.n; i++)
        if (!in_slots(ts, ts->priv.hand.card[i]))
            out[n++] = ts->priv.hand.card[i];
    if (ts->sorted) {
        for (int i = 1; i < n; i++) /* insertion sort by value, then suit */
            for (int j = i; j > 0; j--) {
                int a = ssgame_card_value(&ts->game, ts->shown, out[j - 1]) * 8 + deck_suit(out[j - 1]);
                int b = ssgame_card_value(&ts->game, ts->shown, out[j]) * 8 + deck_suit(out[j]);
                if (a <= b)
                    break;
                int t = out[j];
                out[j] = out[j - 1];
                out[j - 1] = t;
            }
    }
    return n;
}

/* ---- Modes ---- */

static void enter_private(TableScene *ts, int seat)
{
    ts->shown = seat;
    ssgame_view(&ts->game, seat, &ts->priv);
    ts->mode = TABLE_PRIVATE;
    ts->summary_from = ts->seen_log[seat];
    ts->overlay = OVERLAY_NONE;
    clear_build(ts);
    refresh_feedback(ts);
}

static void leave_private(TableScene *ts)
{
    if (ts->mode == TABLE_PRIVATE)
        ts->seen_log[ts->shown] = ts->log_total;
    memset(&ts->priv, 0, sizeof ts->priv); /* nothing private outlives the turn */
    ts->priv.viewer = -1;
    clear_build(ts);
    ts->mode = TABLE_PUBLIC;
    ts->overlay = OVERLAY_NONE;
    ts->ai_wait = AI_THINK_SECONDS;
}

static void after_change(TableScene *ts, App *app);

/* Every action goes to the engine here: applied, its events shown, the game saved. */
static bool apply_action(TableScene *ts, App *app, const SsgAction *a, SsgError *err)
{
    ts->events.n = 0;
    if (!ssgame_apply(&ts->game, a, &ts->events, err))
        return false;
    take_events(ts, app, &ts->events);
    after_change(ts, app);
    return true;
}

static bool submit(TableScene *ts, App *app, const SsgAction *a)
{
    SsgError err = {{0}};
    bool stay = ts->mode == TABLE_PRIVATE;
    if (!apply_action(ts, app, a, &err)) {
        SDL_strlcpy(ts->verdict, err.message, sizeof ts->verdict);
        ts->legal = false;
        return false;
    }
    stay = stay && ssgame_waiting_for(&ts->game) == ts->shown && ts->game.phase != SSG_PHASE_PERFORM;
    if (stay) { /* e.g. took a card in an exchange, now discards one */
        ssgame_view(&ts->game, ts->shown, &ts->priv);
        clear_build(ts);
        refresh_feedback(ts);
    } else {
        leave_private(ts);
    }
    return true;
}

/* ---- Jugglers ---- */

static bool table_prepare_trick(AnimMotion *m, const CatalogueEntry *e, SsgStyle style)
{
    return e && stage_prepare_trick(m, e->notation, e->style, style);
}

static void show_juggled_revealed(TableScene *ts, int index)
{
    if (!ts->om || index < 0 || index >= ts->pub.revealed_n)
        return;
    const SsgRevealed *r = &ts->pub.revealed[index];
    int values[SSG_CARDS];
    int laid = r->laid_by >= 0 && r->laid_by < ts->pub.seats ? r->laid_by : 0;
    for (int i = 0; i < r->cards.n; i++)
        values[i] = ssgame_card_value(&ts->game, laid, r->cards.card[i]);
    ts->om_ok = stage_prepare_values(ts->om, values, r->cards.n, (SsgStyle){0, 0, 0});
    char seq[SSG_CARDS + 1];
    digits(values, r->cards.n, seq, sizeof seq);
    SDL_snprintf(ts->om_title, sizeof ts->om_title, "%s, laid by %s", seq, ts->pub.seat[laid].name);
    ts->om_t = 0;
    ts->overlay = OVERLAY_JUGGLE;
}

static void open_tricks(TableScene *ts)
{
    ts->tricks_n = 0;
    for (int i = 0; i < ts->tricks->count && ts->tricks_n < CATALOGUE_MAX_ENTRIES; i++)
        if (catalogue_is_trick(&ts->tricks->entries[i]))
            ts->trick_ids[ts->tricks_n++] = i;
    ts->trick_sel = 0;
    ts->trick_top = 0;
    ts->overlay = OVERLAY_TRICKS;
    ts->om_ok = ts->tricks_n > 0 && ts->om &&
                table_prepare_trick(ts->om, &ts->tricks->entries[ts->trick_ids[0]], (SsgStyle){0, 0, 0});
    ts->om_t = 0;
}

static void select_trick(TableScene *ts, int sel)
{
    if (ts->tricks_n <= 0)
        return;
    ts->trick_sel = (sel + ts->tricks_n) % ts->tricks_n;
    ts->om_ok = ts->om && table_prepare_trick(ts->om, &ts->tricks->entries[ts->trick_ids[ts->trick_sel]],
                                              (SsgStyle){0, 0, 0});
    ts->om_t = 0;
}

/* ---- Buttons for the current state ---- */

static void add_button(TableScene *ts, ButtonId id, const char *label, bool on)
{
    if (ts->buttons_n >= TABLE_MAX_BUTTONS)
        return;
    ts->button_id[ts->buttons_n] = id;
    SDL_strlcpy(ts->button_label[ts->buttons_n], label, sizeof ts->button_label[0]);
    ts->button_on[ts->buttons_n] = on;
    ts->buttons_n++;
}

static void list_buttons(TableScene *ts);

static void update_buttons(TableScene *ts, const TableLayout *L)
{
    list_buttons(ts);
    for (int i = 0; i < ts->buttons_n; i++)
        ts->button_rect[i] = L->buttons[i];
    if (ts->mode == TABLE_PUBLIC && ts->game.phase == SSG_PHASE_PERFORM && ts->guesser < 0 &&
        ts->buttons_n == 2 && ts->button_id[0] == B_JUGGLE_REAL) {
        /* The performer's choice: two large buttons under the question, easy to hit. */
        float x = L->strip.x + L->margin + SDL_min(L->strip.h * 0.62f, (L->buttons[0].x - L->strip.x) * 0.3f) + L->margin * 1.2f;
        float w = (L->buttons[0].x - L->margin - x - L->margin) / 2;
        float h = L->buttons[0].h * 1.6f;
        float y = L->strip.y + L->strip.h * 0.42f;
        ts->button_rect[0] = (SDL_FRect){x, y, w, h};
        ts->button_rect[1] = (SDL_FRect){x + w + L->margin, y, w, h};
    }
}

static void list_buttons(TableScene *ts)
{
    ts->buttons_n = 0;
    if (ts->overlay == OVERLAY_TRICKS) {
        add_button(ts, B_TRICK_GO, "Juggle this trick", ts->tricks_n > 0);
        add_button(ts, B_TRICK_CANCEL, "Back to cards", true);
        return;
    }
    SsgPhase ph = ts->game.phase;
    if (ts->mode == TABLE_PRIVATE) {
        if (ph == SSG_PHASE_TURN) {
            add_button(ts, B_PERFORM, ts->target >= 0 ? "Perform extension" : "Perform", ts->legal);
            add_button(ts, B_CLEAR, "Clear", ts->slots_n > 0);
            if (ts->choice.hint_button)
                add_button(ts, B_HINT, "Best build", true);
            add_button(ts, B_SORT, ts->sorted ? "As dealt" : "Sort", true);
            add_button(ts, B_TRICK, "Trick\u2026", ts->tricks_n > 0 || ts->tricks->count > 0);
            if (ts->target >= 0)
                add_button(ts, B_BUILD_NEW, "New build", true);
            if (ts->style_needed)
                add_button(ts, B_STYLE, "Other style", ts->legal);
            add_button(ts, B_SKIP, "Skip turn", true);
        } else if (ph == SSG_PHASE_EXCHANGE) {
            if (!ts->game.exchange_taken) {
                add_button(ts, B_TAKE_PICKUP, "Take pick-up", ts->pub.pickup_count > 0);
                add_button(ts, B_TAKE_DISCARD, "Take discard", ts->pub.discard.n > 0);
                add_button(ts, B_DECLINE, "No exchange", true);
            } else {
                add_button(ts, B_DISCARD, "Discard it", ts->slots_n == 1);
            }
        } else if (ph == SSG_PHASE_TRICK_DISCARD) {
            add_button(ts, B_DISCARD, "Discard these", ts->slots_n >= 1);
        }
        SsgAction low = ssgame_action(SSG_ACT_LOW_DRAW, ts->shown);
        if (ssgame_check(&ts->game, &low, NULL))
            add_button(ts, B_LOW_DRAW, "Draw a card", true);
        return;
    }
    if (ts->mode == TABLE_PUBLIC) {
        if (ph == SSG_PHASE_OVER) {
            add_button(ts, B_LEAVE, "Back to title", true);
            return;
        }
        if (ph == SSG_PHASE_PERFORM && ts->guesser >= 0) {
            bool any = ts->pub.perf.kind == SSG_PLAY_TRICK ? ts->tricks_n > 0 : ts->guess.length > 0;
            add_button(ts, B_GUESS_GO, "Guess (Enter)", any);
            add_button(ts, B_GUESS_CANCEL, "Cancel (Esc)", true);
            return;
        }
        if (ph == SSG_PHASE_PERFORM && ts->pub.perf.performer >= 0 &&
            ts->pub.seat[ts->pub.perf.performer].kind == SSG_PERSON) {
            PerfShow show = perf_show(ts);
            if (show == PERF_CHOOSING) {
                add_button(ts, B_JUGGLE_REAL, "I'll juggle it (J)", true);
                add_button(ts, B_ON_SCREEN, "Show it on screen (O)", true);
                return;
            }
            bool trick = ts->pub.perf.kind == SSG_PLAY_TRICK;
            bool may = ts->pub.perf.recognised_by < 0 &&
                       ts->pub.perf.cycles >= ts->pub.perf.cycles_to_lay_down;
            if (show == PERF_REAL)
                add_button(ts, B_CYCLE, "+1 cycle", true);
            if (!trick)
                add_button(ts, B_LAY_DOWN, "Lay it down", may);
            add_button(ts, B_DROPPED, trick ? "Give up" : "Dropped", true);
            if (show == PERF_REAL)
                add_button(ts, B_ON_SCREEN, "On screen (O)", true);
            if (!trick && ts->pub.perf.recognised_by < 0) {
                if (ts->pub.perf.hint_value[SSG_HINT_BALLS] < 0)
                    add_button(ts, B_HINT_BALLS, "Hint: balls", true);
                if (ts->pub.perf.hint_value[SSG_HINT_PERIOD] < 0)
                    add_button(ts, B_HINT_PERIOD, "Hint: period", true);
                if (ts->pub.perf.hint_value[SSG_HINT_HIGHEST] < 0)
                    add_button(ts, B_HINT_HIGHEST, "Hint: highest", true);
            }
            return;
        }
        add_button(ts, B_HURRY, "Hurry (F)", motion_busy(&ts->motion));
    }
}

/* ---- Update ---- */

static void run_computers(TableScene *ts, App *app, double dt)
{
    ts->ai_wait -= dt;
    if (ts->ai_wait > 0)
        return;
    SsgError err = {{0}};
    ts->events.n = 0;
    int r = ssai_step(&ts->game, &ts->events, &err);
    if (r < 0) {
        char msg[300];
        SDL_snprintf(msg, sizeof msg, "A computer player made a refused move: %s", err.message);
        app_notify(app, msg);
    }
    if (r == 1) {
        take_events(ts, app, &ts->events);
        after_change(ts, app);
        ts->ai_wait = AI_THINK_SECONDS;
    } else {
        ts->ai_wait = 0.25; /* nothing to do now: look again soon */
    }
}

/* One juggled period of the performed pattern (what the game counts as a cycle). */
static double cycle_seconds(const TableScene *ts)
{
    double c = 2.0;
    if (ts->pm_ok && ts->pm->beat_seconds > 0 && ts->pm->pattern_beats > 0)
        c = ts->pm->beat_seconds * ts->pm->pattern_beats;
    return c < 0.8 ? 0.8 : c;
}

static void set_banner(TableScene *ts, bool good, const char *text)
{
    SDL_strlcpy(ts->banner, text, sizeof ts->banner);
    ts->banner_good = good;
    ts->banner_left = BANNER_SECONDS;
}

/* Watching computer seats may guess, once per cycle each, unless a person is typing a guess:
 * people can always beat them to it. */
static void watchers_look(TableScene *ts, App *app)
{
    if (ts->guesser >= 0)
        return;
    SsgError err = {{0}};
    ts->events.n = 0;
    int r = ssai_watch(&ts->game, &ts->events, &err);
    if (r < 0)
        app_notify(app, err.message);
    if (r == 1) {
        take_events(ts, app, &ts->events);
        after_change(ts, app);
    }
}

/* A computer performer decides after each cycle: lay down after the cycles, or go on. */
static void computer_performer(TableScene *ts, App *app)
{
    int p = ts->pub.perf.performer;
    if (ts->game.phase != SSG_PHASE_PERFORM || ts->pub.seat[p].kind != SSG_COMPUTER)
        return;
    SsgView *v = SDL_malloc(sizeof *v);
    if (!v)
        return;
    ssgame_view(&ts->game, p, v);
    SsgAction a;
    if (ssai_decide(v, ts->tricks->count ? ts->tricks : NULL, &a) && a.kind != SSG_ACT_CYCLE)
        apply_action(ts, app, &a, NULL);
    SDL_free(v);
}

static void count_cycle(TableScene *ts, App *app)
{
    SsgAction a = ssgame_action(SSG_ACT_CYCLE, ts->pub.perf.performer);
    if (apply_action(ts, app, &a, NULL)) {
        computer_performer(ts, app);
        ts->watch_wait = WATCH_SECONDS;
    }
}

/* A performance in progress: the on-screen juggler's cycles count themselves in step with the
 * juggling; the watching computers look after each. */
static void run_performance(TableScene *ts, App *app, double step)
{
    if (ts->watch_wait > 0) {
        ts->watch_wait -= step;
        if (ts->watch_wait <= 0)
            watchers_look(ts, app);
    }
    if (ts->game.phase != SSG_PHASE_PERFORM)
        return;
    if (perf_show(ts) == PERF_SCREEN && ts->pm_t >= ts->next_cycle) {
        ts->next_cycle += cycle_seconds(ts);
        count_cycle(ts, app);
    }
}

/* The game on disk after every action, so closing the window, a crash or a power cut loses
 * at most the action in progress. A finished game leaves nothing to continue. */
static void save_game(TableScene *ts, App *app)
{
    if (!app->game_save_path[0])
        return;
    if (ts->game.phase == SSG_PHASE_OVER) {
        savefile_remove(app->game_save_path);
        return;
    }
    char *text = table_save_text(&ts->game, &ts->choice);
    char err[512] = "out of memory";
    bool ok = text && savefile_write(app->game_save_path, text, strlen(text), err, sizeof err);
    SDL_free(text);
    if (!ok && !ts->save_warned) {
        char msg[700];
        SDL_snprintf(msg, sizeof msg, "This game cannot be saved (%s); it goes on, but cannot be "
                     "continued if the game is closed.", err);
        app_notify(app, msg);
        ts->save_warned = true;
    } else if (ok) {
        ts->save_warned = false;
    }
}

/* After every applied action: the verdicts everyone must see, and the guess panel closed when
 * guessing is over. */
static void after_change(TableScene *ts, App *app)
{
    save_game(ts, app); /* take_events has refreshed the public view */
    const SsgSetup *setup = &ts->pub.setup;
    for (int i = 0; i < ts->events.n; i++) {
        const SsgEvent *e = &ts->events.ev[i];
        const char *who = e->seat >= 0 && e->seat < setup->seats ? setup->seat[e->seat].name : "?";
        char t[sizeof ts->banner];
        if (e->kind == SSG_EV_GUESS_RIGHT) {
            SDL_snprintf(t, sizeof t, "%s: \u201c%s\u201d \u2014 right!", who, e->text);
            set_banner(ts, true, t);
        } else if (e->kind == SSG_EV_GUESS_WRONG) {
            bool penalty = false;
            for (int k = i + 1; k < ts->events.n; k++)
                penalty |= ts->events.ev[k].kind == SSG_EV_DREW && ts->events.ev[k].seat == e->seat;
            SDL_snprintf(t, sizeof t, "%s: \u201c%s\u201d \u2014 wrong.%s", who, e->text,
                         penalty ? " Another wrong guess: draw a card." : "");
            set_banner(ts, false, t);
        } else if (e->kind == SSG_EV_DROPPED) {
            SDL_snprintf(t, sizeof t, "%s stopped: the cards go back to the hand.", who);
            set_banner(ts, false, t);
        } else if (e->kind == SSG_EV_TABLED && ts->game.perf.recognised_by < 0) {
            SDL_snprintf(t, sizeof t, "Nobody recognised it: %s lays it down.", who);
            set_banner(ts, true, t);
        } else if (e->kind == SSG_EV_WON && e->value == 1) {
            SDL_snprintf(t, sizeof t, "%s wins the game!", who);
            set_banner(ts, true, t);
        }
    }
    if (ts->game.phase != SSG_PHASE_PERFORM || ts->pub.perf.recognised_by >= 0)
        ts->guesser = -1;
}

static void prepare_performance(TableScene *ts)
{
    if (!ts->pub.performing || !ts->pm) {
        ts->pm_ok = false;
        ts->pm_for = -1;
        return;
    }
    long key = ts->game.turns;
    if (ts->pm_for == key)
        return;
    ts->pm_for = key;
    ts->pm_t = 0;
    ts->guesser = -1;
    ts->banner_left = 0; /* the last performance's verdict is old news */
    if (ts->pub.perf.kind == SSG_PLAY_TRICK)
        ts->pm_ok = table_prepare_trick(ts->pm, catalogue_find(ts->tricks, ts->pub.perf.trick),
                                        ts->pub.perf.style);
    else
        ts->pm_ok = stage_prepare_values(ts->pm, ts->pub.perf.seen, ts->pub.perf.seen_n, ts->pub.perf.style);
    ts->next_cycle = cycle_seconds(ts);
}

static void table_update(Scene *scene, App *app)
{
    TableScene *ts = (TableScene *)scene;
    double dt = 1.0 / LOOP_TICKS_PER_SECOND;
    double speed = app->settings.animation_speed;
    motion_set_speed(&ts->motion, app->settings.instant_moves ? MOTION_INSTANT : speed);
    motion_advance(&ts->motion, dt);
    ts->swallow_text = false;
    if (ts->esc_ticks > 0)
        ts->esc_ticks--;
    if (ts->banner_left > 0)
        ts->banner_left -= dt;
    if (ts->overlay != OVERLAY_NONE)
        ts->om_t += dt;
    prepare_performance(ts);
    /* The juggler juggles in real time (hurrying the cards does not rush the performance). */
    if (ts->pm_ok && ts->game.phase == SSG_PHASE_PERFORM && perf_show(ts) == PERF_SCREEN)
        ts->pm_t += dt;
    if (!ts->game_ok || ts->mode != TABLE_PUBLIC || motion_busy(&ts->motion) ||
        ts->overlay != OVERLAY_NONE)
        return;
    SsgPhase ph = ts->game.phase;
    if (ph == SSG_PHASE_OVER) {
        /* The last cards have landed: the winner's moment and the summary take over. */
        ts->over_wait += dt;
        if (ts->over_wait >= 1.0 && !ts->summary_shown) {
            ts->summary_shown = true;
            app_request_push(app, summary_scene_create(app, &ts->game, &ts->choice,
                                                       table_scene_create));
        }
        return;
    }
    double step = dt * speed;
    if (ph == SSG_PHASE_PERFORM) {
        run_performance(ts, app, dt); /* computers always perform on screen (the engine's rule) */
        return;
    }
    int w = ssgame_waiting_for(&ts->game);
    if (w < 0)
        return;
    if (ts->pub.seat[w].kind == SSG_COMPUTER) {
        run_computers(ts, app, step);
        return;
    }
    if (ts->persons > 1) {
        ts->shown = w;
        ts->mode = TABLE_CURTAIN;
    } else {
        enter_private(ts, w);
    }
}

/* ---- Drawing ---- */

static void note_face(TableScene *ts, int card)
{
    if (ts->faces_n < TABLE_PROBE_FACES)
        ts->faces[ts->faces_n++] = card;
}

static void draw_card(TableScene *ts, App *app, int card, bool face_up, float cx, float cy,
                      int h, float width_scale, double angle, float lift)
{
    SDL_Texture *t;
    if (face_up && card >= 0) {
        t = cards_face(app->cards, deck_rank(card), stage_card_suit(card), h);
        note_face(ts, card);
    } else {
        t = cards_back(app->cards, h);
    }
    cards_draw_sized(app->cards, t, cx, cy, table_card_w(h) * width_scale, (float)h, angle, lift);
}

static void draw_text_fit(App *app, FontFace face, int px, SDL_Color c, const char *s, float x,
                          float y, float max_w, TextAlign align)
{
    int tw, th;
    text_measure(app->text, face, px, s, &tw, &th);
    if ((float)tw > max_w && tw > 0)
        px = SDL_max(8, (int)((float)px * max_w / (float)tw));
    text_draw(app->text, face, px, c, s, x, y, align);
}

static int shown_count(const TableScene *ts, int pile, int after)
{
    int n = after - motion_arriving(&ts->motion, pile) + motion_waiting(&ts->motion, pile);
    return n < 0 ? 0 : n;
}

static bool may_guess(const TableScene *ts, int seat, char *why, size_t why_size);

static void draw_seats(TableScene *ts, App *app, const TableLayout *L)
{
    SDL_Renderer *r = app->renderer;
    int turn = ts->game.phase == SSG_PHASE_OVER ? -1 : ssgame_waiting_for(&ts->game);
    for (int s = 0; s < ts->pub.seats; s++) {
        const TableSeatBox *sb = &L->seat[s];
        const SsgSeatView *sv = &ts->pub.seat[s];
        bool on_turn = s == turn;
        if (on_turn) { /* a gold frame: unmistakable from across the table */
            float g = L->margin * 0.45f;
            draw_rounded_rect(r, (SDL_FRect){sb->box.x - g, sb->box.y - g, sb->box.w + 2 * g,
                                             sb->box.h + 2 * g},
                              sb->box.h * 0.16f + g, PALETTE_GOLD);
        }
        draw_rounded_rect(r, sb->box, sb->box.h * 0.16f,
                          on_turn ? (SDL_Color){20, 60, 38, 245} : PALETTE_PANEL);
        char name[64];
        SDL_snprintf(name, sizeof name, "%s%s", sv->name, sv->kind == SSG_COMPUTER ? " \u2699" : "");
        /* The seat's number: its key for buzzing in with a guess. */
        float badge = (float)L->name_px * 1.1f;
        bool buzzable = may_guess(ts, s, NULL, 0);
        SDL_FRect nb = {sb->name_x, sb->name_y + (float)L->name_px * 0.12f, badge, badge};
        draw_rounded_rect(r, nb, badge * 0.3f, buzzable ? PALETTE_GOLD : (SDL_Color){255, 255, 255, 40});
        char num[4];
        SDL_snprintf(num, sizeof num, "%d", s + 1);
        text_draw(app->text, FONT_BOLD, (int)((float)L->name_px * 0.8f),
                  buzzable ? PALETTE_DARK : PALETTE_SOFT, num, nb.x + badge / 2,
                  nb.y + badge * 0.08f, TEXT_CENTER);
        draw_text_fit(app, FONT_BOLD, L->name_px, on_turn ? PALETTE_GOLD : PALETTE_CREAM, name,
                      sb->name_x + badge + L->margin * 0.4f, sb->name_y,
                      sb->box.w * 0.62f - badge - L->margin * 0.4f, TEXT_LEFT);
        int hand = shown_count(ts, PILE_HAND + s, sv->hand_count);
        int stack = shown_count(ts, PILE_STACK + s, sv->stack_count);
        char count[48];
        if (sv->place > 0)
            SDL_snprintf(count, sizeof count, sv->place == 1 ? "winner!" : "place %d", sv->place);
        else
            SDL_snprintf(count, sizeof count, "%d card%s", hand + stack, hand + stack == 1 ? "" : "s");
        text_draw(app->text, FONT_BOLD, L->small_px, PALETTE_SOFT, count,
                  sb->box.x + sb->box.w - L->margin * 0.8f, sb->name_y + (float)L->name_px * 0.2f,
                  TEXT_RIGHT);
        /* The hand as a fan of backs: spread wider the more cards there are. */
        int shown = SDL_min(hand, 12);
        float cw = table_card_w(L->seat_card_h);
        for (int i = 0; i < shown; i++) {
            float f = shown > 1 ? (float)i / (float)(shown - 1) - 0.5f : 0;
            float spread = cw * 0.16f * (float)(shown - 1);
            draw_card(ts, app, -1, false, sb->fan_cx + f * spread, sb->fan_cy + fabsf(f) * cw * 0.12f,
                      L->seat_card_h, 1, f * 4.0f * (float)SDL_min(shown, 8), 0);
        }
        if (stack > 0) {
            for (int i = 0; i < SDL_min(stack, 5); i++)
                draw_card(ts, app, -1, false, sb->stack_cx - (float)i * 1.5f,
                          sb->stack_cy - (float)i * 1.5f, L->seat_card_h, 1, 0, 0);
            char n[16];
            SDL_snprintf(n, sizeof n, "%d", stack);
            int tw, th;
            text_measure(app->text, FONT_BOLD, L->small_px, n, &tw, &th);
            SDL_FRect pill = {sb->stack_cx - (float)tw / 2 - (float)th * 0.35f,
                              sb->stack_cy - (float)th * 0.55f, (float)tw + (float)th * 0.7f,
                              (float)th * 1.1f};
            draw_rounded_rect(r, pill, pill.h / 2, (SDL_Color){10, 20, 40, 225});
            text_draw(app->text, FONT_BOLD, L->small_px, PALETTE_GOLD, n, sb->stack_cx,
                      pill.y + (float)th * 0.05f, TEXT_CENTER);
        }
        if (on_turn) {
            const char *what = ts->game.phase == SSG_PHASE_PERFORM ? "performing"
                             : ts->game.phase == SSG_PHASE_EXCHANGE ? "exchanging"
                                                                    : "to play";
            text_draw(app->text, FONT_BOLD, L->small_px, PALETTE_GOLD, what,
                      sb->box.x + sb->box.w - L->margin * 0.8f,
                      sb->box.y + sb->box.h - (float)L->small_px * 1.5f, TEXT_RIGHT);
        }
    }
}

static bool card_flying(const TableScene *ts, int card)
{
    for (int i = 0; i < ts->motion.n; i++)
        if (ts->motion.moves[i].card == card)
            return true;
    return false;
}

static void draw_piles(TableScene *ts, App *app, const TableLayout *L)
{
    int pick = shown_count(ts, PILE_PICKUP, ts->pub.pickup_count);
    int layers = SDL_min((pick + 3) / 4, 12);
    for (int i = 0; i < layers; i++)
        draw_card(ts, app, -1, false, L->pickup_cx - (float)i * 0.8f, L->pickup_cy - (float)i * 1.2f,
                  L->pile_card_h, 1, 0, 0);
    if (pick == 0)
        draw_rounded_rect(app->renderer,
                          (SDL_FRect){L->pickup_cx - table_card_w(L->pile_card_h) / 2,
                                      L->pickup_cy - (float)L->pile_card_h / 2,
                                      table_card_w(L->pile_card_h), (float)L->pile_card_h},
                          (float)L->pile_card_h * 0.06f, (SDL_Color){0, 0, 0, 50});
    /* Labels fit above their own card; the count sits on the pile in large type. */
    float ly = L->pickup_cy - (float)L->pile_card_h / 2 - (float)L->small_px * 1.45f;
    float lw = table_card_w(L->pile_card_h) + L->margin * 0.8f;
    draw_text_fit(app, FONT_BOLD, L->small_px, PALETTE_CREAM, "Pick-up", L->pickup_cx, ly, lw,
                  TEXT_CENTER);
    draw_text_fit(app, FONT_BOLD, L->small_px, PALETTE_CREAM, "Discard", L->discard_cx, ly, lw,
                  TEXT_CENTER);
    char count[16];
    SDL_snprintf(count, sizeof count, "%d", pick);
    int tw, th;
    text_measure(app->text, FONT_BOLD, L->body_px, count, &tw, &th);
    SDL_FRect pill = {L->pickup_cx - (float)tw / 2 - (float)th * 0.4f,
                      L->pickup_cy + (float)L->pile_card_h * 0.18f, (float)tw + (float)th * 0.8f,
                      (float)th * 1.1f};
    draw_rounded_rect(app->renderer, pill, pill.h / 2, (SDL_Color){10, 20, 40, 225});
    text_draw(app->text, FONT_BOLD, L->body_px, PALETTE_CREAM, count, L->pickup_cx,
              pill.y + (float)th * 0.05f, TEXT_CENTER);
    /* The discard pile: the highest card not still on its way here. */
    const Pile *d = &ts->pub.discard;
    int shown = -1, below = -1;
    for (int i = d->n - 1; i >= 0; i--)
        if (!card_flying(ts, d->card[i])) {
            if (shown < 0)
                shown = d->card[i];
            else {
                below = d->card[i];
                break;
            }
        }
    if (shown < 0) /* an empty discard pile still has its place on the table */
        draw_rounded_rect(app->renderer,
                          (SDL_FRect){L->discard_cx - table_card_w(L->pile_card_h) / 2,
                                      L->discard_cy - (float)L->pile_card_h / 2,
                                      table_card_w(L->pile_card_h), (float)L->pile_card_h},
                          (float)L->pile_card_h * 0.06f, (SDL_Color){0, 0, 0, 50});
    if (below >= 0)
        draw_card(ts, app, below, true, L->discard_cx + 2, L->discard_cy + 2, L->pile_card_h, 1, 0, 0);
    if (shown >= 0)
        draw_card(ts, app, shown, true, L->discard_cx, L->discard_cy, L->pile_card_h, 1, 0, 0);
}

/* Revealed siteswaps: the newest rows that fit, in one or two columns. */
static int revealed_capacity(const TableLayout *L, int count, int *cols)
{
    int rows = SDL_max(1, (int)(L->revealed.h / L->revealed_row_h));
    float min_col = table_card_w(L->revealed_card_h) * 9;
    /* One wide column while they fit: long siteswaps stay readable. */
    *cols = count > rows && L->revealed.w >= 2 * min_col ? 2 : 1;
    return rows * *cols;
}

static void revealed_geometry(const TableScene *ts, const App *app, const TableLayout *L,
                              int index, SDL_FRect *row, float *x0, float *step, int *first_visible)
{
    (void)app;
    int cols;
    int cap = revealed_capacity(L, ts->pub.revealed_n, &cols);
    int rows = cap / cols;
    int newest_first = SDL_max(0, ts->pub.revealed_n - cap);
    int first = SDL_max(0, newest_first - SDL_clamp(ts->revealed_scroll, 0, newest_first));
    /* Callers treat index >= *first_visible as shown: one past index hides a row beyond. */
    *first_visible = index >= first && index < first + cap ? first : index + 1;
    int k = SDL_max(0, SDL_min(index - first, cap - 1));
    int col = k / rows, r = k % rows;
    float cw = L->revealed.w / (float)cols;
    *row = (SDL_FRect){L->revealed.x + (float)col * cw, L->revealed.y + (float)r * L->revealed_row_h,
                       cw - L->margin, (float)L->revealed_card_h};
    float label_w = (float)L->small_px * 5.2f;
    float card_w = table_card_w(L->revealed_card_h);
    int n = index >= 0 && index < ts->pub.revealed_n ? ts->pub.revealed[index].cards.n : 1;
    *x0 = row->x + label_w;
    *step = table_row_step(row->w - label_w, n, card_w);
}

static int revealed_at(TableScene *ts, App *app, const TableLayout *L, float x, float y)
{
    for (int i = 0; i < ts->pub.revealed_n; i++) {
        SDL_FRect row;
        float x0, step;
        int first;
        revealed_geometry(ts, app, L, i, &row, &x0, &step, &first);
        if (i >= first && hit(row, x, y))
            return i;
    }
    return -1;
}

static void draw_revealed(TableScene *ts, App *app, const TableLayout *L)
{
    if (ts->pub.revealed_n == 0) {
        draw_text_fit(app, FONT_REGULAR, L->small_px, PALETTE_FAINT,
                      "Revealed siteswaps will lie here.", L->revealed.x, L->revealed.y,
                      L->revealed.w, TEXT_LEFT);
        return;
    }
    float cw = table_card_w(L->revealed_card_h);
    for (int i = 0; i < ts->pub.revealed_n; i++) {
        SDL_FRect row;
        float x0, step;
        int first;
        revealed_geometry(ts, app, L, i, &row, &x0, &step, &first);
        if (i < first)
            continue;
        const SsgRevealed *rv = &ts->pub.revealed[i];
        bool target = ts->mode == TABLE_PRIVATE && ts->target == i;
        if (target)
            draw_rounded_rect(app->renderer, (SDL_FRect){row.x - 4, row.y - 4, row.w + 8, row.h + 8},
                              8, (SDL_Color){242, 193, 78, 90});
        const char *who = rv->laid_by >= 0 && rv->laid_by < ts->pub.seats
                              ? ts->pub.seat[rv->laid_by].name : "?";
        draw_text_fit(app, FONT_BOLD, L->small_px, PALETTE_SOFT, who, row.x,
                      row.y + row.h / 2 - (float)L->small_px * 0.65f, x0 - row.x - 6, TEXT_LEFT);
        for (int k = 0; k < rv->cards.n; k++) {
            if (card_flying(ts, rv->cards.card[k]))
                continue;
            draw_card(ts, app, rv->cards.card[k], true, x0 + step * (float)k + cw / 2,
                      row.y + row.h / 2, L->revealed_card_h, 1, 0, 0);
        }
    }
}

/* How many revealed siteswaps are out of view before and after the rows shown. */
static void revealed_hidden(const TableScene *ts, const App *app, const TableLayout *L, int *before,
                            int *after)
{
    *before = *after = 0;
    for (int i = 0; i < ts->pub.revealed_n; i++) {
        SDL_FRect row;
        float x0, step;
        int first;
        revealed_geometry(ts, app, L, i, &row, &x0, &step, &first);
        if (i < first)
            (*before)++;
        else if (first == i + 1)
            (*after)++;
    }
}

static void draw_revealed_more(TableScene *ts, App *app, const TableLayout *L)
{
    int before, after;
    revealed_hidden(ts, app, L, &before, &after);
    if (!before && !after)
        return;
    char t[96];
    if (after)
        SDL_snprintf(t, sizeof t, "\u2191 %d older \u00b7 \u2193 %d newer \u00b7 wheel here to scroll",
                     before, after);
    else
        SDL_snprintf(t, sizeof t, "\u2191 %d older \u00b7 wheel here to scroll", before);
    text_draw(app->text, FONT_REGULAR, L->small_px, PALETTE_FAINT, t, L->revealed.x + L->revealed.w,
              L->revealed.y + L->revealed.h - (float)L->small_px * 1.3f, TEXT_RIGHT);
}

static void draw_log(TableScene *ts, App *app, const TableLayout *L)
{
    draw_rounded_rect(app->renderer, L->log, L->margin, PALETTE_PANEL);
    float x = L->log.x + L->margin, y = L->log.y + L->margin * 0.7f;
    float w = L->log.w - 2 * L->margin;
    bool summary = ts->mode == TABLE_PRIVATE && ts->summary_from < ts->log_total;
    text_draw(app->text, FONT_BOLD, L->body_px, summary ? PALETTE_GOLD : PALETTE_CREAM,
              summary ? "Since your last turn" : "What happened", x, y, TEXT_LEFT);
    y += (float)L->body_px * 1.6f;
    float line_h = (float)L->small_px * 1.35f;
    int fit = (int)((L->log.y + L->log.h - y - L->margin * 0.5f) / line_h);
    int last = ts->log_total - ts->log_scroll;
    int first = SDL_max(SDL_max(0, ts->log_total - LOG_LINES), last - fit);
    if (summary)
        first = SDL_max(first, SDL_max(ts->summary_from, last - SDL_min(fit, SUMMARY_LINES * 2)));
    for (int i = first; i < last; i++) {
        draw_text_fit(app, FONT_REGULAR, L->small_px, i >= ts->log_total - 1 ? PALETTE_CREAM : PALETTE_SOFT,
                      log_line(ts, i), x, y, w, TEXT_LEFT);
        y += line_h;
    }
    if (ts->log_scroll > 0)
        text_draw(app->text, FONT_REGULAR, L->small_px, PALETTE_FAINT, "\u2193 wheel or PgDn for newer",
                  x + w, L->log.y + L->margin * 0.7f, TEXT_RIGHT);
}

static void draw_buttons(TableScene *ts, App *app, const TableLayout *L)
{
    update_buttons(ts, L);
    for (int i = 0; i < ts->buttons_n; i++) {
        SDL_FRect b = ts->button_rect[i];
        bool on = ts->button_on[i];
        ButtonId id = ts->button_id[i];
        bool primary = id == B_PERFORM || id == B_TRICK_GO || id == B_LAY_DOWN || id == B_CYCLE ||
                       id == B_GUESS_GO || id == B_JUGGLE_REAL || id == B_ON_SCREEN;
        SDL_Color bg = !on ? (SDL_Color){10, 30, 20, 110}
                     : primary ? PALETTE_GOLD : (SDL_Color){30, 90, 60, 235};
        draw_rounded_rect(app->renderer, b, b.h * 0.3f, bg);
        /* Long labels shrink to fit; centre them at the size they are drawn. */
        int tw, th, px = L->button_px;
        text_measure(app->text, FONT_BOLD, px, ts->button_label[i], &tw, &th);
        if ((float)tw > b.w * 0.92f && tw > 0)
            px = SDL_max(8, (int)((float)px * b.w * 0.92f / (float)tw));
        text_measure(app->text, FONT_BOLD, px, "Ag", &tw, &th);
        text_draw(app->text, FONT_BOLD, px, !on ? PALETTE_FAINT : primary ? PALETTE_DARK : PALETTE_CREAM,
                  ts->button_label[i], b.x + b.w / 2, b.y + (b.h - (float)th) / 2, TEXT_CENTER);
    }
}

static void build_geometry(const TableScene *ts, const TableLayout *L, float *x0, float *step)
{
    float cw = table_card_w(L->build_card_h);
    *x0 = L->build.x;
    *step = table_row_step(L->build.w, SDL_max(ts->slots_n, 1), cw);
}

static void hand_geometry(int n, const TableLayout *L, float *x0, float *step)
{
    float cw = table_card_w(L->hand_card_h);
    *x0 = L->hand.x;
    *step = table_row_step(L->hand.w, SDL_max(n, 1), cw);
}

static void draw_private(TableScene *ts, App *app, const TableLayout *L)
{
    SDL_Renderer *r = app->renderer;
    draw_rounded_rect(r, L->strip, L->margin, (SDL_Color){8, 26, 17, 120});
    /* The hand, large. */
    int order[SSG_CARDS];
    int n = hand_order(ts, order);
    float x0, step, cw = table_card_w(L->hand_card_h);
    hand_geometry(n, L, &x0, &step);
    ts->hand_n = n;
    for (int i = 0; i < n; i++) {
        bool held = ts->press_kind == 1 && ts->press_index == i && ts->dragging;
        float cx = x0 + step * (float)i + cw / 2, cy = L->hand.y + L->hand.h / 2;
        ts->hand_card[i] = order[i];
        ts->hand_rect[i] = (SDL_FRect){cx - cw / 2, cy - (float)L->hand_card_h / 2, cw,
                                       (float)L->hand_card_h};
        if (!held)
            draw_card(ts, app, order[i], true, cx, cy, L->hand_card_h, 1, 0, 0);
    }
    if (n == 0)
        draw_text_fit(app, FONT_REGULAR, L->body_px, PALETTE_SOFT, "No cards left in your hand.",
                      L->hand.x, L->hand.y + L->hand.h / 3, L->hand.w, TEXT_LEFT);

    /* The pattern being built, with the caret where the next card goes. */
    draw_rounded_rect(r, L->build, L->margin * 0.8f, (SDL_Color){0, 0, 0, 60});
    float bx0, bstep, bcw = table_card_w(L->build_card_h);
    build_geometry(ts, L, &bx0, &bstep);
    float by = L->build.y + L->build.h / 2;
    for (int i = 0; i < ts->slots_n; i++) {
        float cx = bx0 + bstep * (float)i + bcw / 2;
        ts->slot_rect[i] = (SDL_FRect){cx - bcw / 2, by - (float)L->build_card_h / 2, bcw,
                                       (float)L->build_card_h};
        bool held = ts->press_kind == 2 && ts->press_index == i && ts->dragging;
        if (held)
            continue;
        draw_card(ts, app, ts->slots[i].card, true, cx, by, L->build_card_h, 1, 0, 0);
        if (!ts->slots[i].mine) /* the revealed siteswap's own cards stay where they are */
            draw_rounded_rect(r, ts->slot_rect[i], bcw * 0.08f, (SDL_Color){10, 30, 20, 110});
        ts->tag_rect[i] = (SDL_FRect){0, 0, 0, 0};
        if (ts->reducible[i] && ts->game.phase == SSG_PHASE_TURN) {
            /* A toggle on the card: juggle this throw lower by the period. */
            float tw = bcw * 0.62f, th = (float)L->small_px * 1.3f;
            SDL_FRect tag = {cx - tw / 2, by + (float)L->build_card_h / 2 - th * 0.6f, tw, th};
            ts->tag_rect[i] = tag;
            draw_rounded_rect(r, tag, th / 2, ts->reduce[i] ? PALETTE_GOLD : (SDL_Color){30, 90, 60, 240});
            char t[16];
            SDL_snprintf(t, sizeof t, "\u2193%d", ts->reduced_to[i]);
            text_draw(app->text, FONT_BOLD, L->small_px, ts->reduce[i] ? PALETTE_DARK : PALETTE_CREAM,
                      t, cx, tag.y + th * 0.1f, TEXT_CENTER);
        }
    }
    if (ts->game.phase == SSG_PHASE_TURN) {
        float gx = ts->slots_n == 0 ? bx0
                 : ts->caret >= ts->slots_n ? bx0 + bstep * (float)(ts->slots_n - 1) + bcw + 3
                                            : bx0 + bstep * (float)ts->caret - 3;
        draw_rounded_rect(r, (SDL_FRect){gx - 3, by - (float)L->build_card_h * 0.55f, 6,
                                         (float)L->build_card_h * 1.1f}, 3, PALETTE_GOLD);
    }
    if (ts->slots_n == 0)
        draw_text_fit(app, FONT_REGULAR, L->small_px, PALETTE_FAINT,
                      ts->game.phase == SSG_PHASE_TURN ? "Your pattern goes here"
                      : ts->game.phase == SSG_PHASE_TRICK_DISCARD ? "Click the two cards to discard"
                      : ts->game.exchange_taken ? "Click the card to discard"
                                                : "Take a card first, or no exchange",
                      bx0 + L->margin * 1.5f, by - (float)L->small_px * 0.6f, L->build.w * 0.8f,
                      TEXT_LEFT);

    /* Live feedback. */
    float fx = L->feedback.x, fy = L->feedback.y, fw = L->feedback.w;
    char who[96];
    SDL_snprintf(who, sizeof who, "%s's cards", ts->priv.seat[ts->shown].name);
    text_draw(app->text, FONT_BOLD, L->small_px, PALETTE_SOFT, who, fx, fy, TEXT_LEFT);
    fy += (float)L->small_px * 1.5f;
    bool prompt = ts->slots_n == 0 || ts->game.phase != SSG_PHASE_TURN ||
                  (ts->target >= 0 && ts->slots_n == ts->priv.revealed[ts->target].cards.n);
    fy += text_draw_wrapped(app->text, FONT_BOLD, L->body_px,
                            ts->legal ? PALETTE_GOLD : prompt ? PALETTE_CREAM : PALETTE_ERROR,
                            ts->verdict, fx, fy, fw);
    if (ts->facts[0])
        fy += text_draw_wrapped(app->text, FONT_REGULAR, L->body_px, PALETTE_CREAM, ts->facts, fx,
                                fy, fw);
    if (ts->performed[0])
        text_draw_wrapped(app->text, FONT_REGULAR, L->small_px, PALETTE_SOFT, ts->performed, fx, fy, fw);

    /* A card being dragged follows the pointer. */
    if (ts->dragging) {
        int card = ts->press_kind == 1 && ts->press_index < n ? order[ts->press_index]
                 : ts->press_kind == 2 && ts->press_index < ts->slots_n ? ts->slots[ts->press_index].card
                                                                      : -1;
        if (card >= 0)
            draw_card(ts, app, card, true, ts->px, ts->py, L->build_card_h, 1, 4, 1);
    }
}

/* Seats that may buzz in now: people watching an unrecognised performance. Otherwise why not
 * in why (may be NULL). */
static bool may_guess(const TableScene *ts, int seat, char *why, size_t why_size)
{
    char w[120] = "";
    const char *name = seat >= 0 && seat < ts->pub.seats ? ts->pub.seat[seat].name : "";
    if (ts->game.phase != SSG_PHASE_PERFORM || !name[0])
        SDL_strlcpy(w, "Guesses are made while a pattern is performed.", sizeof w);
    else if (seat == ts->pub.perf.performer)
        SDL_snprintf(w, sizeof w, "%s is performing: the others guess.", name);
    else if (ts->pub.seat[seat].kind == SSG_COMPUTER)
        SDL_snprintf(w, sizeof w, "%s is a computer player: it guesses by itself.", name);
    else if (ts->pub.seat[seat].place != 0)
        SDL_snprintf(w, sizeof w, "%s has finished and no longer guesses.", name);
    else if (ts->pub.perf.recognised_by >= 0)
        SDL_strlcpy(w, "It has been recognised already.", sizeof w);
    else if (perf_show(ts) == PERF_CHOOSING)
        SDL_strlcpy(w, "Guessing opens once the performance starts.", sizeof w);
    if (why)
        SDL_strlcpy(why, w, why_size);
    return w[0] == '\0';
}

/* The list of people who may buzz, for the prompt: "2 Bob, 4 Dan". */
static void guessers_text(const TableScene *ts, char *buf, size_t size)
{
    buf[0] = '\0';
    size_t k = 0;
    for (int s = 0; s < ts->pub.seats; s++)
        if (may_guess(ts, s, NULL, 0)) {
            k += (size_t)SDL_snprintf(buf + k, size > k ? size - k : 0, "%s%d %s", k ? ", " : "",
                                      s + 1, ts->pub.seat[s].name);
            if (k >= size)
                break;
        }
}

static void draw_guess_panel(TableScene *ts, App *app, const TableLayout *L, float x, float y,
                             float w, float bottom)
{
    SDL_Renderer *r = app->renderer;
    char line[120];
    SDL_snprintf(line, sizeof line, "%s's guess", ts->pub.seat[ts->guesser].name);
    text_draw(app->text, FONT_BOLD, L->big_px, PALETTE_GOLD, line, x, y, TEXT_LEFT);
    y += (float)L->big_px * 1.45f;
    ts->guess_rows_n = 0;
    if (ts->pub.perf.kind == SSG_PLAY_TRICK) {
        text_draw(app->text, FONT_REGULAR, L->small_px, PALETTE_SOFT,
                  "Pick the trick's name: arrows or a click, then Enter.", x, y, TEXT_LEFT);
        y += (float)L->small_px * 1.5f;
        float row_h = (float)L->body_px * 1.45f;
        int cols = 2;
        int rows = SDL_max(1, (int)((bottom - y) / row_h));
        int fit = SDL_min(rows * cols, 16);
        if (ts->guess_pick < ts->guess_top)
            ts->guess_top = ts->guess_pick;
        if (ts->guess_pick >= ts->guess_top + fit)
            ts->guess_top = ts->guess_pick - fit + 1;
        float cw = w / (float)cols;
        for (int i = ts->guess_top; i < ts->tricks_n && i < ts->guess_top + fit; i++) {
            int k = i - ts->guess_top;
            SDL_FRect row = {x + (float)(k / rows) * cw, y + (float)(k % rows) * row_h,
                             cw - L->margin, row_h * 0.92f};
            ts->guess_row[ts->guess_rows_n++] = row;
            bool sel = i == ts->guess_pick;
            draw_rounded_rect(r, row, row.h * 0.3f, sel ? PALETTE_GOLD : PALETTE_ROW);
            draw_text_fit(app, FONT_BOLD, L->body_px, sel ? PALETTE_DARK : PALETTE_CREAM,
                          ts->tricks->entries[ts->trick_ids[i]].name, row.x + L->margin * 0.5f,
                          row.y + row_h * 0.1f, row.w - L->margin, TEXT_LEFT);
        }
        return;
    }
    float fh = (float)L->big_px * 1.5f;
    ts->guess_field = (SDL_FRect){x, y, SDL_min(w, (float)L->big_px * 12), fh};
    draw_rounded_rect(r, ts->guess_field, fh * 0.2f, PALETTE_PAPER);
    float tx = x + (float)L->big_px * 0.35f, ty = y + (fh - (float)L->big_px * 1.17f) / 2;
    if (ts->guess.length == 0)
        text_draw(app->text, FONT_REGULAR, L->big_px, (SDL_Color){130, 130, 120, 255}, "e.g. 531",
                  tx, ty, TEXT_LEFT);
    text_draw(app->text, FONT_BOLD, L->big_px, PALETTE_DARK, ts->guess.text, tx, ty, TEXT_LEFT);
    char prefix[TEXTEDIT_CAPACITY];
    SDL_memcpy(prefix, ts->guess.text, ts->guess.cursor);
    prefix[ts->guess.cursor] = '\0';
    int pw = 0, ph = 0;
    if (ts->guess.cursor > 0)
        text_measure(app->text, FONT_BOLD, L->big_px, prefix, &pw, &ph);
    if (fmod(app_time(app, 0), 1.0) < 0.6)
        draw_rounded_rect(r, (SDL_FRect){tx + (float)pw, y + fh * 0.15f, 3, fh * 0.7f}, 1,
                          PALETTE_DARK);
    y += fh + L->margin * 0.6f;
    y += text_draw_wrapped(app->text, FONT_REGULAR, L->small_px, PALETTE_SOFT,
                           "Type the siteswap you see (a for 10, b for 11), then Enter. Esc cancels.",
                           x, y, w);
    if (ts->guess_error[0])
        text_draw_wrapped(app->text, FONT_BOLD, L->body_px, PALETTE_ERROR, ts->guess_error, x,
                          y + L->margin * 0.4f, w);
}

/* While a pattern is performed: the juggler (or the counter of a real performance), the
 * cycles, the hints given, who may guess, and the guess being typed. Never the throws. */
static void draw_performance(TableScene *ts, App *app, const TableLayout *L)
{
    SDL_Renderer *r = app->renderer;
    float x = L->strip.x + L->margin, y = L->strip.y + L->margin * 0.5f;
    float right = L->buttons[0].x - L->margin;
    float bottom = L->strip.y + L->strip.h - L->margin * 0.5f;
    int p = ts->pub.perf.performer;
    PerfShow show = perf_show(ts);
    /* The juggler takes the log's place: tall and narrow, like a pattern's flight paths. */
    if (show == PERF_SCREEN) {
        SDL_FRect stage = L->log;
        draw_rounded_rect(r, stage, L->margin, (SDL_Color){0, 0, 0, 60});
        if (ts->pm_ok)
            stage_draw(app, ts->pm, ts->pm_t, (SDL_FRect){stage.x + L->margin * 0.5f,
                            stage.y + L->margin * 0.5f, stage.w - L->margin, stage.h - L->margin});
    }
    /* The cycle counter everyone can read from across the table. */
    float box_w = SDL_min(L->strip.h * 0.62f, (right - x) * 0.3f);
    SDL_FRect counter = {x, L->strip.y + L->margin * 0.5f, box_w, L->strip.h - L->margin};
    draw_rounded_rect(r, counter, L->margin, (SDL_Color){0, 0, 0, 45});
    char line[200];
    int cpx = (int)SDL_min(counter.h * 0.5f, counter.w * 0.45f);
    SDL_snprintf(line, sizeof line, "%d", ts->pub.perf.cycles);
    text_draw(app->text, FONT_BOLD, cpx, show == PERF_CHOOSING ? PALETTE_FAINT : PALETTE_GOLD, line,
              counter.x + counter.w / 2, counter.y + counter.h * 0.12f, TEXT_CENTER);
    text_draw(app->text, FONT_BOLD, L->body_px, PALETTE_SOFT,
              ts->pub.perf.cycles == 1 ? "cycle" : "cycles", counter.x + counter.w / 2,
              counter.y + counter.h * 0.12f + (float)cpx * 1.2f, TEXT_CENTER);
    x = counter.x + counter.w + L->margin * 1.2f;
    float w = right - x;
    bool trick = ts->pub.perf.kind == SSG_PLAY_TRICK;
    if (ts->guesser >= 0 && ts->guesser < ts->pub.seats) {
        draw_guess_panel(ts, app, L, x, y, w, bottom);
        return;
    }
    SDL_snprintf(line, sizeof line, "%s %s", ts->pub.seat[p].name,
                 show == PERF_CHOOSING ? "has laid the cards down"
                 : trick ? "is juggling a trick" : "is juggling a siteswap");
    draw_text_fit(app, FONT_BOLD, L->big_px, PALETTE_CREAM, line, x, y, w, TEXT_LEFT);
    y += (float)L->big_px * 1.4f;
    const char *how = show == PERF_CHOOSING ? "How will it be performed? Juggle it yourself, or "
                                              "let the juggler on the screen show it."
                      : show == PERF_REAL ? "Juggled for real: count each cycle with +1 (or Space)."
                                          : "Performed by the juggler on the screen.";
    y += text_draw_wrapped(app->text, FONT_REGULAR, L->body_px, PALETTE_SOFT, how, x, y, w);
    if (show != PERF_CHOOSING) {
        if (ts->pub.perf.recognised_by >= 0)
            SDL_snprintf(line, sizeof line, "Recognised by %s: it is revealed after cycle %d.",
                         ts->pub.seat[ts->pub.perf.recognised_by].name, ts->pub.perf.catch_cycles);
        else if (trick)
            SDL_snprintf(line, sizeof line, "Guess the trick's name.");
        else if (ts->pub.perf.cycles >= ts->pub.perf.cycles_to_lay_down)
            SDL_snprintf(line, sizeof line, "%d cycles shown: it may be laid down unrecognised.",
                         ts->pub.perf.cycles);
        else
            SDL_snprintf(line, sizeof line, "It may be laid down unrecognised after %d cycles.",
                         ts->pub.perf.cycles_to_lay_down);
        draw_text_fit(app, FONT_BOLD, L->name_px, PALETTE_CREAM, line, x, y, w, TEXT_LEFT);
        y += (float)L->name_px * 1.45f;
        if (!trick) {
            static const char *names[SSG_HINTS] = {"Balls", "Period", "Highest throw"};
            float hx = x;
            for (int h = 0; h < SSG_HINTS; h++) {
                int v = ts->pub.perf.hint_value[h];
                char t[48];
                if (v >= 0)
                    SDL_snprintf(t, sizeof t, "%s %d", names[h], v);
                else
                    SDL_snprintf(t, sizeof t, "%s ?", names[h]);
                int tw, th;
                text_measure(app->text, FONT_BOLD, L->body_px, t, &tw, &th);
                SDL_FRect chip = {hx, y, (float)tw + (float)th, (float)th * 1.25f};
                draw_rounded_rect(r, chip, chip.h / 2, v >= 0 ? PALETTE_GOLD : PALETTE_ROW);
                text_draw(app->text, FONT_BOLD, L->body_px, v >= 0 ? PALETTE_DARK : PALETTE_FAINT, t,
                          hx + (float)th / 2, y + (float)th * 0.12f, TEXT_LEFT);
                hx += chip.w + L->margin * 0.6f;
            }
            y += (float)L->body_px * 2.0f;
        }
        char who[160];
        guessers_text(ts, who, sizeof who);
        if (who[0]) {
            SDL_snprintf(line, sizeof line, "Recognise it? Press your seat's number or click your "
                         "seat: %s.", who);
            text_draw_wrapped(app->text, FONT_REGULAR, L->body_px, PALETTE_CREAM, line, x, y, w);
        }
    }
}

static void draw_banner(TableScene *ts, App *app, const TableLayout *L)
{
    /* Verdicts are for the whole table: not over someone's private cards. */
    if (ts->banner_left <= 0 || !ts->banner[0] || ts->mode != TABLE_PUBLIC)
        return;
    int tw, th;
    float maxw = (L->buttons[0].x - L->strip.x) * 0.9f;
    int px = L->name_px;
    text_measure(app->text, FONT_BOLD, px, ts->banner, &tw, &th);
    if ((float)tw > maxw)
        px = SDL_max(8, (int)((float)px * maxw / (float)tw)), text_measure(app->text, FONT_BOLD, px,
                                                                           ts->banner, &tw, &th);
    float a = (float)SDL_min(1.0, ts->banner_left / 0.4);
    /* Low in the strip, below its text and left of the buttons: it covers no cards. */
    float left = L->strip.x, right = L->buttons[0].x - L->margin;
    SDL_FRect b = {left + (right - left - (float)tw) / 2 - (float)th,
                   L->strip.y + L->strip.h * 0.72f, (float)tw + 2 * (float)th, (float)th * 1.8f};
    SDL_Color bg = ts->banner_good ? (SDL_Color){28, 110, 60, (Uint8)(240 * a)}
                                   : (SDL_Color){140, 45, 35, (Uint8)(240 * a)};
    draw_rounded_rect(app->renderer, b, b.h * 0.3f, bg);
    SDL_Color fg = PALETTE_CREAM;
    fg.a = (Uint8)(255 * a);
    text_draw(app->text, FONT_BOLD, px, fg, ts->banner, b.x + b.w / 2, b.y + (b.h - (float)th) / 2,
              TEXT_CENTER);
}

static void draw_public_strip(TableScene *ts, App *app, const TableLayout *L)
{
    float x = L->strip.x + L->margin, y = L->strip.y + L->margin;
    float w = L->build.w + L->feedback.w;
    char line[200] = "";
    SsgPhase ph = ts->game.phase;
    if (ph == SSG_PHASE_OVER) {
        for (int s = 0; s < ts->pub.seats; s++)
            if (ts->pub.seat[s].place == 1)
                SDL_snprintf(line, sizeof line, "%s wins the game!", ts->pub.seat[s].name);
        if (!line[0])
            SDL_strlcpy(line, "The game is over.", sizeof line);
    } else if (ph == SSG_PHASE_PERFORM) {
        draw_performance(ts, app, L);
        return;
    } else {
        int wseat = ssgame_waiting_for(&ts->game);
        if (wseat >= 0 && ts->pub.seat[wseat].kind == SSG_COMPUTER)
            SDL_snprintf(line, sizeof line, "%s is thinking\u2026", ts->pub.seat[wseat].name);
        else if (wseat >= 0)
            SDL_snprintf(line, sizeof line, "%s to play", ts->pub.seat[wseat].name);
        if (motion_busy(&ts->motion))
            SDL_strlcpy(line, "Cards on the move\u2026", sizeof line);
    }
    text_draw(app->text, FONT_BOLD, L->big_px, PALETTE_CREAM, line, x, y, TEXT_LEFT);
    text_draw_wrapped(app->text, FONT_REGULAR, L->body_px, PALETTE_SOFT,
                      "Click a revealed siteswap to see it juggled. F hurries the cards; "
                      "PgUp and PgDn scroll the log.", x, y + (float)L->big_px * 1.6f, w);
}

static void draw_motion(TableScene *ts, App *app, double blend)
{
    double ahead = blend / LOOP_TICKS_PER_SECOND * ts->motion.speed *
                   (ts->motion.hurried ? MOTION_HURRY : 1.0);
    float W = (float)app->width, H = (float)app->height;
    for (int i = 0; i < ts->motion.n; i++) {
        MotionSample s;
        if (!motion_sample(&ts->motion, i, ahead, &s) || !s.started)
            continue;
        int h = (int)(s.height * H);
        /* Compose the face at the destination's size and scale it on the way. */
        int art_h = (int)(ts->motion.moves[i].to.height * H);
        int card = ts->motion.moves[i].card;
        SDL_Texture *t;
        if (s.face_up && card >= 0) {
            t = cards_face(app->cards, deck_rank(card), stage_card_suit(card), art_h);
            note_face(ts, card);
        } else {
            t = cards_back(app->cards, art_h);
        }
        cards_draw_sized(app->cards, t, s.x * W, s.y * H - s.lift * (float)h * 0.12f,
                         table_card_w(h) * s.width_scale, (float)h, s.angle, s.lift);
    }
}

static void draw_overlay(TableScene *ts, App *app, const TableLayout *L)
{
    if (ts->overlay == OVERLAY_NONE)
        return;
    SDL_Renderer *r = app->renderer;
    float W = (float)app->width, H = (float)app->height;
    SDL_FRect panel = {L->margin * 2, L->margin * 2, L->table.w + L->log.w, L->table.h};
    draw_rounded_rect(r, panel, L->margin, (SDL_Color){6, 22, 14, 255}); /* opaque: no table noise behind the list */
    (void)W;
    (void)H;
    if (ts->overlay == OVERLAY_JUGGLE) {
        SDL_FRect area = {panel.x + panel.w * 0.25f, panel.y + L->margin * 4, panel.w * 0.5f,
                          panel.h - L->margin * 5};
        if (ts->om_ok)
            stage_draw(app, ts->om, ts->om_t, area);
        text_draw(app->text, FONT_BOLD, L->big_px, PALETTE_CREAM, ts->om_title,
                  panel.x + panel.w / 2, panel.y + L->margin, TEXT_CENTER);
        text_draw(app->text, FONT_REGULAR, L->small_px, PALETTE_SOFT, "Click or Esc to close",
                  panel.x + panel.w / 2, panel.y + panel.h - (float)L->small_px * 1.6f, TEXT_CENTER);
        return;
    }
    /* The trick picker: the list on the left, its preview juggled on the right. */
    text_draw(app->text, FONT_BOLD, L->big_px, PALETTE_CREAM, "Juggle a trick", panel.x + L->margin,
              panel.y + L->margin, TEXT_LEFT);
    float ly = panel.y + L->margin + (float)L->big_px * 1.5f;
    float line_h = (float)L->body_px * 1.5f;
    int fit = SDL_max(1, (int)((panel.y + panel.h - ly - L->margin) / line_h));
    if (ts->trick_sel < ts->trick_top)
        ts->trick_top = ts->trick_sel;
    if (ts->trick_sel >= ts->trick_top + fit)
        ts->trick_top = ts->trick_sel - fit + 1;
    for (int i = ts->trick_top; i < ts->tricks_n && i < ts->trick_top + fit; i++) {
        const CatalogueEntry *e = &ts->tricks->entries[ts->trick_ids[i]];
        SDL_FRect row = {panel.x + L->margin, ly + (float)(i - ts->trick_top) * line_h,
                         panel.w * 0.38f, line_h * 0.92f};
        if (i == ts->trick_sel)
            draw_rounded_rect(r, row, row.h * 0.3f, PALETTE_GOLD);
        draw_text_fit(app, FONT_BOLD, L->body_px, i == ts->trick_sel ? PALETTE_DARK : PALETTE_CREAM,
                      e->name, row.x + L->margin * 0.5f, row.y + line_h * 0.12f, row.w - L->margin,
                      TEXT_LEFT);
    }
    if (ts->tricks_n > 0) {
        const CatalogueEntry *e = &ts->tricks->entries[ts->trick_ids[ts->trick_sel]];
        SDL_FRect area = {panel.x + panel.w * 0.45f, panel.y + L->margin * 2, panel.w * 0.3f,
                          panel.h - L->margin * 4};
        if (ts->om_ok)
            stage_draw(app, ts->om, ts->om_t, area);
        text_draw_wrapped(app->text, FONT_REGULAR, L->body_px, PALETTE_SOFT, e->description,
                          panel.x + panel.w * 0.77f, panel.y + L->margin * 3, panel.w * 0.21f);
    }
}

static void draw_curtain(TableScene *ts, App *app, const TableLayout *L)
{
    float W = (float)app->width, H = (float)app->height;
    app_draw_table(app);
    SDL_FRect veil = {0, 0, W, H};
    draw_rounded_rect(app->renderer, veil, 0, (SDL_Color){8, 26, 17, 235});
    char line[120];
    SDL_snprintf(line, sizeof line, "Pass the screen to %s", ts->pub.seat[ts->shown].name);
    int big = app_px(app, 0.075f);
    text_draw(app->text, FONT_BOLD, big, PALETTE_CREAM, line, W / 2, H * 0.26f, TEXT_CENTER);
    /* Why the screen goes to this person now. */
    char why[160] = "";
    const SsgView *v = &ts->pub;
    if (ts->game.phase == SSG_PHASE_EXCHANGE && ts->pub.perf.performer >= 0)
        SDL_snprintf(why, sizeof why, "%s recognised %s's pattern and may exchange a card.",
                     v->seat[ts->shown].name, v->seat[ts->pub.perf.performer].name);
    else if (ts->game.phase == SSG_PHASE_TRICK_DISCARD)
        SDL_snprintf(why, sizeof why, "The trick was recognised: %s discards two cards and draws two.",
                     v->seat[ts->shown].name);
    else
        SDL_snprintf(why, sizeof why, "It is %s's turn.", v->seat[ts->shown].name);
    text_draw(app->text, FONT_BOLD, L->name_px, PALETTE_GOLD, why, W / 2,
              H * 0.26f + (float)big * 1.45f, TEXT_CENTER);
    text_draw(app->text, FONT_REGULAR, L->name_px, PALETTE_SOFT,
              "Everyone else, please look away while the cards are shown.", W / 2,
              H * 0.26f + (float)big * 1.45f + (float)L->name_px * 1.6f, TEXT_CENTER);
    char button[120];
    SDL_snprintf(button, sizeof button, "I am %s: show my cards", ts->pub.seat[ts->shown].name);
    int tw, th;
    text_measure(app->text, FONT_BOLD, L->big_px, button, &tw, &th);
    float bw = (float)tw + (float)L->big_px * 2.4f, bh = (float)th * 1.9f;
    ts->confirm = (SDL_FRect){(W - bw) / 2, H * 0.56f, bw, bh};
    draw_rounded_rect(app->renderer, ts->confirm, bh * 0.3f, PALETTE_GOLD);
    text_draw(app->text, FONT_BOLD, L->big_px, PALETTE_DARK, button, W / 2,
              ts->confirm.y + (bh - (float)th) / 2, TEXT_CENTER);
    text_draw(app->text, FONT_REGULAR, L->small_px, PALETTE_FAINT, "Click, tap or press Enter",
              W / 2, ts->confirm.y + bh + (float)L->small_px, TEXT_CENTER);
}

static void table_draw(Scene *scene, App *app, double blend)
{
    TableScene *ts = (TableScene *)scene;
    ts->faces_n = 0;
    ts->hand_n = 0;
    TableLayout L;
    layout_for(ts, app, &L);
    if (ts->mode == TABLE_CURTAIN) {
        /* Nothing of the table under the curtain: the screen is on its way to someone. */
        draw_curtain(ts, app, &L);
        return;
    }
    app_draw_table(app);
    draw_rounded_rect(app->renderer, L.table, L.margin * 2, (SDL_Color){0, 0, 0, 28});
    draw_seats(ts, app, &L);
    draw_piles(ts, app, &L);
    draw_revealed(ts, app, &L);
    draw_revealed_more(ts, app, &L);
    if (!(ts->mode == TABLE_PUBLIC && ts->game.phase == SSG_PHASE_PERFORM && perf_show(ts) == PERF_SCREEN))
        draw_log(ts, app, &L);
    if (ts->mode == TABLE_PRIVATE)
        draw_private(ts, app, &L);
    else
        draw_public_strip(ts, app, &L);
    draw_motion(ts, app, blend);
    draw_banner(ts, app, &L);
    draw_overlay(ts, app, &L);
    draw_buttons(ts, app, &L);
}

/* ---- Input ---- */

/* A person buzzed in: the guess panel opens for that seat, or a word on why not. */
static void buzz(TableScene *ts, int seat, bool from_key)
{
    char why[120];
    if (!may_guess(ts, seat, why, sizeof why)) {
        set_banner(ts, false, why);
        return;
    }
    ts->guesser = seat;
    ts->banner_left = 0; /* the panel takes the strip: an old verdict would cover it */
    ts->guess_error[0] = '\0';
    textedit_init(&ts->guess, "");
    ts->swallow_text = from_key;
    if (ts->pub.perf.kind == SSG_PLAY_TRICK && ts->tricks_n == 0)
        for (int i = 0; i < ts->tricks->count && ts->tricks_n < CATALOGUE_MAX_ENTRIES; i++)
            if (catalogue_is_trick(&ts->tricks->entries[i]))
                ts->trick_ids[ts->tricks_n++] = i;
    ts->guess_pick = 0;
    ts->guess_top = 0;
}

static void submit_guess(TableScene *ts, App *app)
{
    if (ts->guesser < 0)
        return;
    SsgAction a = ssgame_action(SSG_ACT_GUESS, ts->guesser);
    if (ts->pub.perf.kind == SSG_PLAY_TRICK) {
        if (ts->tricks_n == 0)
            return;
        SDL_strlcpy(a.text, ts->tricks->entries[ts->trick_ids[ts->guess_pick]].name, sizeof a.text);
    } else {
        if (ts->guess.length == 0)
            return;
        if (ts->guess.length >= sizeof a.text) {
            SDL_strlcpy(ts->guess_error, "That guess is too long for any hand of cards.",
                        sizeof ts->guess_error);
            return;
        }
        SDL_strlcpy(a.text, ts->guess.text, sizeof a.text);
    }
    SsgError err = {{0}};
    int who = ts->guesser;
    if (!apply_action(ts, app, &a, &err)) {
        /* Not judged (not a siteswap): nothing counted, the panel stays for another try. */
        SDL_strlcpy(ts->guess_error, err.message, sizeof ts->guess_error);
        ts->guesser = who;
        return;
    }
    ts->guesser = -1;
}

static void press_button(TableScene *ts, App *app, ButtonId id)
{
    switch (id) {
    case B_PERFORM:
        if (ts->legal) {
            SsgAction a = build_action(ts);
            submit(ts, app, &a);
        }
        break;
    case B_CLEAR: {
        int t = ts->target;
        clear_build(ts);
        if (t >= 0)
            start_extend(ts, t);
        refresh_feedback(ts);
        break;
    }
    case B_HINT: {
        int values[SSG_CARDS], best[SSG_CARDS];
        for (int i = 0; i < ts->priv.hand.n; i++)
            values[i] = ssgame_card_value(&ts->game, ts->shown, ts->priv.hand.card[i]);
        int n = cardswap_best_build(values, ts->priv.hand.n, ts->pub.setup.advanced ? 2 : 3, best);
        clear_build(ts);
        if (n == 0) {
            refresh_feedback(ts);
            SDL_strlcpy(ts->verdict, "No legal siteswap can be built from this hand: extend one, "
                        "juggle a trick or skip.", sizeof ts->verdict);
            break;
        }
        bool used[SSG_CARDS] = {false};
        for (int k = 0; k < n; k++)
            for (int i = 0; i < ts->priv.hand.n; i++)
                if (!used[i] && values[i] == best[k]) {
                    used[i] = true;
                    insert_slot(ts, ts->priv.hand.card[i], ts->slots_n);
                    break;
                }
        break;
    }
    case B_SORT:
        ts->sorted = !ts->sorted;
        break;
    case B_TRICK:
        open_tricks(ts);
        break;
    case B_BUILD_NEW:
        clear_build(ts);
        refresh_feedback(ts);
        break;
    case B_STYLE: {
        SsgAction a = build_action(ts);
        for (int k = 1; k <= SSG_STYLES; k++) {
            a.style = ssgame_style_from_index((ts->style + k) % SSG_STYLES);
            if (ssgame_check(&ts->game, &a, NULL)) {
                ts->style = (ts->style + k) % SSG_STYLES;
                break;
            }
        }
        refresh_feedback(ts);
        break;
    }
    case B_SKIP: {
        SsgAction a = ssgame_action(SSG_ACT_SKIP, ts->shown);
        submit(ts, app, &a);
        break;
    }
    case B_TAKE_PICKUP:
    case B_TAKE_DISCARD: {
        SsgAction a = ssgame_action(SSG_ACT_TAKE, ts->shown);
        a.source = id == B_TAKE_PICKUP ? SSG_FROM_PICKUP : SSG_FROM_DISCARD;
        submit(ts, app, &a);
        break;
    }
    case B_DECLINE: {
        SsgAction a = ssgame_action(SSG_ACT_DECLINE, ts->shown);
        submit(ts, app, &a);
        break;
    }
    case B_DISCARD: {
        SsgAction a;
        if (ts->game.phase == SSG_PHASE_EXCHANGE) {
            a = ssgame_action(SSG_ACT_DISCARD, ts->shown);
            a.card = ts->slots_n > 0 ? ts->slots[0].card : -1;
        } else {
            a = ssgame_action(SSG_ACT_DISCARD_TWO, ts->shown);
            a.n = ts->slots_n;
            for (int i = 0; i < ts->slots_n; i++)
                a.cards[i] = (uint8_t)ts->slots[i].card;
        }
        submit(ts, app, &a);
        break;
    }
    case B_LAY_DOWN:
    case B_DROPPED:
    case B_ON_SCREEN:
    case B_HINT_BALLS:
    case B_HINT_PERIOD:
    case B_HINT_HIGHEST: {
        SsgActionKind k = id == B_LAY_DOWN ? SSG_ACT_LAY_DOWN : id == B_DROPPED ? SSG_ACT_DROP
                        : id == B_ON_SCREEN ? SSG_ACT_SCREEN : SSG_ACT_HINT;
        SsgAction a = ssgame_action(k, ts->pub.perf.performer);
        a.hint = id == B_HINT_BALLS ? SSG_HINT_BALLS : id == B_HINT_PERIOD ? SSG_HINT_PERIOD
                                                                           : SSG_HINT_HIGHEST;
        SsgError err;
        if (!apply_action(ts, app, &a, &err))
            app_notify(app, err.message);
        else if (k == SSG_ACT_SCREEN)
            ts->next_cycle = ts->pm_t + cycle_seconds(ts);
        break;
    }
    case B_JUGGLE_REAL:
        ts->real_for = ts->game.turns;
        break;
    case B_CYCLE:
        count_cycle(ts, app);
        break;
    case B_GUESS_GO:
        submit_guess(ts, app);
        break;
    case B_GUESS_CANCEL:
        ts->guesser = -1;
        break;
    case B_HURRY:
        motion_hurry(&ts->motion);
        break;
    case B_LEAVE:
        app_request_pop(app);
        break;
    case B_TRICK_GO:
        if (ts->tricks_n > 0) {
            SsgAction a = ssgame_action(SSG_ACT_TRICK, ts->shown);
            SDL_strlcpy(a.text, ts->tricks->entries[ts->trick_ids[ts->trick_sel]].name, sizeof a.text);
            bool ok = false;
            for (int s = 0; s < SSG_STYLES && !ok; s++) {
                a.style = ssgame_style_from_index(s);
                ok = ssgame_check(&ts->game, &a, NULL);
            }
            ts->overlay = OVERLAY_NONE;
            if (!submit(ts, app, &a))
                refresh_feedback(ts), SDL_strlcpy(ts->verdict, "That trick cannot be juggled now.",
                                                  sizeof ts->verdict);
        }
        break;
    case B_TRICK_CANCEL:
        ts->overlay = OVERLAY_NONE;
        break;
    case B_LOW_DRAW: {
        SsgAction a = ssgame_action(SSG_ACT_LOW_DRAW, ts->shown);
        submit(ts, app, &a);
        break;
    }
    default:
        break;
    }
}

/* Adds the first card of this rank not yet used, at the caret. */
static void add_by_rank(TableScene *ts, int rank)
{
    int order[SSG_CARDS];
    int n = hand_order(ts, order);
    for (int i = 0; i < n; i++)
        if (deck_rank(order[i]) == rank) {
            if (ts->game.phase == SSG_PHASE_TURN)
                insert_slot(ts, order[i], ts->caret);
            else
                insert_slot(ts, order[i], ts->slots_n);
            return;
        }
}

static bool private_pointer(TableScene *ts, App *app, const TableLayout *L, const Input *in)
{
    ts->px = in->x;
    ts->py = in->y;
    float bcw = table_card_w(L->build_card_h);
    if (in->kind == INPUT_POINTER_DOWN) {
        for (int i = 0; i < ts->slots_n; i++)
            if (hit(ts->tag_rect[i], in->x, in->y) && ts->reducible[i]) {
                ts->reduce[i] = !ts->reduce[i];
                refresh_feedback(ts);
                return true;
            }
        for (int i = ts->hand_n - 1; i >= 0; i--)
            if (hit(ts->hand_rect[i], in->x, in->y)) {
                ts->press_kind = 1;
                ts->press_index = i;
                ts->press_x = in->x;
                ts->press_y = in->y;
                ts->dragging = false;
                return true;
            }
        for (int i = ts->slots_n - 1; i >= 0; i--)
            if (hit(ts->slot_rect[i], in->x, in->y)) {
                ts->press_kind = 2;
                ts->press_index = i;
                ts->press_x = in->x;
                ts->press_y = in->y;
                ts->dragging = false;
                return true;
            }
        if (hit(L->build, in->x, in->y)) {
            float x0, step;
            build_geometry(ts, L, &x0, &step);
            ts->caret = table_row_gap(x0, step, ts->slots_n, bcw, in->x);
            return true;
        }
        if (ts->game.phase == SSG_PHASE_TURN) {
            int rv = revealed_at(ts, app, L, in->x, in->y);
            if (rv >= 0) {
                start_extend(ts, rv);
                return true;
            }
        }
        return false;
    }
    if (in->kind == INPUT_POINTER_MOVE) {
        if (ts->press_kind && !ts->dragging &&
            fabsf(in->x - ts->press_x) + fabsf(in->y - ts->press_y) > bcw * 0.25f)
            ts->dragging = true;
        if (ts->dragging && hit(L->build, in->x, in->y)) {
            float x0, step;
            build_geometry(ts, L, &x0, &step);
            ts->caret = table_row_gap(x0, step, ts->slots_n, bcw, in->x);
        }
        return ts->press_kind != 0;
    }
    if (in->kind != INPUT_POINTER_UP || !ts->press_kind)
        return false;
    int kind = ts->press_kind, i = ts->press_index;
    bool dragged = ts->dragging;
    ts->press_kind = 0;
    ts->dragging = false;
    SDL_FRect drop = {L->build.x, L->build.y - L->margin * 2, L->build.w, L->build.h + L->margin * 4};
    bool turn = ts->game.phase == SSG_PHASE_TURN;
    if (kind == 1 && i < ts->hand_n) {
        int card = ts->hand_card[i];
        if (!dragged)
            insert_slot(ts, card, turn ? ts->caret : ts->slots_n);
        else if (hit(drop, in->x, in->y)) {
            float x0, step;
            build_geometry(ts, L, &x0, &step);
            insert_slot(ts, card, turn ? table_row_gap(x0, step, ts->slots_n, bcw, in->x) : ts->slots_n);
        }
        return true;
    }
    if (kind == 2 && i < ts->slots_n) {
        if (!ts->slots[i].mine) { /* an old card: the caret goes after it */
            ts->caret = i + 1;
            return true;
        }
        if (!dragged) {
            remove_slot(ts, i);
        } else if (hit(drop, in->x, in->y)) {
            float x0, step;
            build_geometry(ts, L, &x0, &step);
            int gap = table_row_gap(x0, step, ts->slots_n, bcw, in->x);
            Slot s = ts->slots[i];
            bool red = ts->reduce[i];
            remove_slot(ts, i);
            if (gap > i)
                gap--;
            insert_slot(ts, s.card, gap);
            ts->reduce[SDL_clamp(gap, 0, ts->slots_n - 1)] = red;
            refresh_feedback(ts);
        } else {
            remove_slot(ts, i); /* dragged off the row */
        }
        return true;
    }
    return true;
}

static int seat_key(SDL_Keycode k)
{
    if (k >= SDLK_1 && k <= SDLK_9)
        return (int)(k - SDLK_1);
    if (k >= SDLK_KP_1 && k <= SDLK_KP_9)
        return (int)(k - SDLK_KP_1);
    return -1;
}

/* Typing a guess: siteswap characters only, in lower case. */
static void guess_text(TableScene *ts, const char *text)
{
    char clean[32];
    size_t k = 0;
    for (const char *c = text; *c && k + 1 < sizeof clean; c++)
        if ((*c >= '0' && *c <= '9') || (*c >= 'a' && *c <= 'z'))
            clean[k++] = *c;
        else if (*c >= 'A' && *c <= 'Z')
            clean[k++] = (char)(*c - 'A' + 'a');
    clean[k] = '\0';
    if (k > 0 && ts->guess.length + k < 60)
        textedit_insert(&ts->guess, clean);
}

/* During a performance, in the public view: buzzing in, typing or picking a guess, the
 * counter of a real performance. The buttons were handled before. */
static bool performance_input(TableScene *ts, App *app, const TableLayout *L, const Input *in)
{
    if (in->kind == INPUT_POINTER_DOWN)
        for (int s = 0; s < ts->pub.seats; s++)
            if (hit(L->seat[s].box, in->x, in->y)) {
                if (s != ts->guesser)
                    buzz(ts, s, false);
                return true;
            }
    bool person_performs = ts->pub.seat[ts->pub.perf.performer].kind == SSG_PERSON;
    if (ts->guesser < 0 && person_performs && in->kind == INPUT_KEY &&
        (in->key == SDLK_j || in->key == SDLK_o)) {
        PerfShow show = perf_show(ts);
        if (in->key == SDLK_j && show == PERF_CHOOSING)
            press_button(ts, app, B_JUGGLE_REAL);
        else if (in->key == SDLK_o && show != PERF_SCREEN)
            press_button(ts, app, B_ON_SCREEN);
        return true;
    }
    if (ts->guesser < 0) {
        if (in->kind == INPUT_KEY && seat_key(in->key) >= 0) {
            int s = seat_key(in->key);
            if (s < ts->pub.seats)
                buzz(ts, s, true);
        } else if (in->kind == INPUT_CONFIRM && perf_show(ts) == PERF_REAL &&
                   ts->pub.seat[ts->pub.perf.performer].kind == SSG_PERSON) {
            count_cycle(ts, app);
        }
        return true;
    }
    bool trick = ts->pub.perf.kind == SSG_PLAY_TRICK;
    if (in->kind == INPUT_TEXT) {
        if (ts->swallow_text) { /* the buzz key's own character */
            ts->swallow_text = false;
            return true;
        }
        if (!trick) {
            guess_text(ts, in->text);
            ts->guess_error[0] = '\0';
        } else if (in->text[0]) { /* a letter jumps to the next trick starting with it */
            char c = (char)SDL_tolower((unsigned char)in->text[0]);
            for (int k = 1; k <= ts->tricks_n; k++) {
                int i = (ts->guess_pick + k) % ts->tricks_n;
                if (SDL_tolower((unsigned char)ts->tricks->entries[ts->trick_ids[i]].name[0]) == c) {
                    ts->guess_pick = i;
                    break;
                }
            }
        }
        return true;
    }
    if (in->kind == INPUT_CONFIRM && in->key != SDLK_SPACE) {
        submit_guess(ts, app);
        return true;
    }
    if (trick) {
        if ((in->kind == INPUT_UP || in->kind == INPUT_DOWN) && ts->tricks_n > 0)
            ts->guess_pick = (ts->guess_pick + (in->kind == INPUT_UP ? -1 : 1) + ts->tricks_n) %
                             ts->tricks_n;
        if (in->kind == INPUT_POINTER_DOWN)
            for (int k = 0; k < ts->guess_rows_n; k++)
                if (hit(ts->guess_row[k], in->x, in->y)) {
                    int i = ts->guess_top + k;
                    if (i == ts->guess_pick)
                        submit_guess(ts, app); /* a second click on the picked name guesses it */
                    else
                        ts->guess_pick = i;
                    break;
                }
        return true;
    }
    if ((in->kind == INPUT_LEFT && in->key == SDLK_LEFT))
        textedit_left(&ts->guess, false);
    else if (in->kind == INPUT_RIGHT && in->key == SDLK_RIGHT)
        textedit_right(&ts->guess, false);
    else if (in->kind == INPUT_KEY && in->key == SDLK_BACKSPACE)
        textedit_backspace(&ts->guess);
    else if (in->kind == INPUT_KEY && in->key == SDLK_DELETE)
        textedit_delete(&ts->guess);
    else if (in->kind == INPUT_KEY && in->key == SDLK_HOME)
        textedit_home(&ts->guess, false);
    else if (in->kind == INPUT_KEY && in->key == SDLK_END)
        textedit_end(&ts->guess, false);
    return true;
}

static bool table_input(Scene *scene, App *app, const Input *in)
{
    TableScene *ts = (TableScene *)scene;
    TableLayout L;
    layout_for(ts, app, &L);
    /* Keys that work everywhere. */
    if (in->kind == INPUT_KEY && in->key == SDLK_f && ts->guesser < 0) {
        motion_hurry(&ts->motion);
        return true;
    }
    if (in->kind == INPUT_KEY && (in->key == SDLK_PAGEUP || in->key == SDLK_PAGEDOWN)) {
        scroll_log(ts, in->key == SDLK_PAGEUP ? 5 : -5);
        return true;
    }
    if (in->kind == INPUT_WHEEL && ts->mode != TABLE_CURTAIN && ts->overlay == OVERLAY_NONE) {
        int notches = in->wheel_y > 0 ? 1 : in->wheel_y < 0 ? -1 : 0;
        if (hit(L.log, in->x, in->y)) {
            scroll_log(ts, notches * 2);
        } else if (hit(L.revealed, in->x, in->y)) {
            int cols, cap = revealed_capacity(&L, ts->pub.revealed_n, &cols);
            ts->revealed_scroll = SDL_clamp(ts->revealed_scroll + notches, 0,
                                            SDL_max(0, ts->pub.revealed_n - cap));
        }
        return true;
    }
    if (in->kind == INPUT_BACK) {
        if (ts->guesser >= 0) {
            ts->guesser = -1;
        } else if (ts->overlay != OVERLAY_NONE) {
            ts->overlay = OVERLAY_NONE;
        } else if (ts->mode == TABLE_PRIVATE && ts->target >= 0) {
            clear_build(ts);
            refresh_feedback(ts);
        } else if (ts->esc_ticks > 0 || ts->game.phase == SSG_PHASE_OVER) {
            app_request_pop(app);
        } else {
            ts->esc_ticks = 3 * LOOP_TICKS_PER_SECOND;
            app_notify(app, "Press Esc again to leave this game.");
        }
        return true;
    }
    if (ts->mode == TABLE_CURTAIN) {
        if ((in->kind == INPUT_POINTER_DOWN && hit(ts->confirm, in->x, in->y)) ||
            in->kind == INPUT_CONFIRM)
            enter_private(ts, ts->shown);
        return true;
    }
    /* Buttons. */
    update_buttons(ts, &L);
    if (in->kind == INPUT_POINTER_DOWN)
        for (int i = 0; i < ts->buttons_n; i++)
            if (hit(ts->button_rect[i], in->x, in->y)) {
                if (ts->button_on[i])
                    press_button(ts, app, ts->button_id[i]);
                return true;
            }
    if (ts->overlay == OVERLAY_TRICKS) {
        if (in->kind == INPUT_UP || in->kind == INPUT_DOWN)
            select_trick(ts, ts->trick_sel + (in->kind == INPUT_UP ? -1 : 1));
        else if (in->kind == INPUT_CONFIRM)
            press_button(ts, app, B_TRICK_GO);
        else if (in->kind == INPUT_POINTER_DOWN) {
            float ly = L.margin * 2 + L.margin + (float)L.big_px * 1.5f;
            float line_h = (float)L.body_px * 1.5f;
            int i = ts->trick_top + (int)floorf((in->y - ly) / line_h);
            if (in->y >= ly && in->x < L.margin * 3 + (L.table.w + L.log.w) * 0.38f &&
                i >= 0 && i < ts->tricks_n)
                select_trick(ts, i);
        }
        return true;
    }
    if (ts->overlay == OVERLAY_JUGGLE) {
        if (in->kind == INPUT_POINTER_DOWN || in->kind == INPUT_CONFIRM)
            ts->overlay = OVERLAY_NONE;
        return true;
    }
    if (ts->mode == TABLE_PUBLIC && ts->game.phase == SSG_PHASE_PERFORM)
        return performance_input(ts, app, &L, in);
    if (ts->mode == TABLE_PUBLIC) {
        if (in->kind == INPUT_POINTER_DOWN) {
            int rv = revealed_at(ts, app, &L, in->x, in->y);
            if (rv >= 0)
                show_juggled_revealed(ts, rv);
        }
        return true;
    }
    /* Private: building. */
    if (in->kind == INPUT_POINTER_DOWN || in->kind == INPUT_POINTER_MOVE || in->kind == INPUT_POINTER_UP)
        return private_pointer(ts, app, &L, in) || true;
    if (in->kind == INPUT_CONFIRM && in->key != SDLK_SPACE) {
        if (ts->game.phase == SSG_PHASE_TURN)
            press_button(ts, app, B_PERFORM);
        return true;
    }
    if (in->kind == INPUT_LEFT && in->key == SDLK_LEFT) {
        ts->caret = SDL_max(0, ts->caret - 1);
        return true;
    }
    if (in->kind == INPUT_RIGHT && in->key == SDLK_RIGHT) {
        ts->caret = SDL_min(ts->slots_n, ts->caret + 1);
        return true;
    }
    SDL_Keycode k = in->key;
    if (in->kind == INPUT_KEY || in->kind == INPUT_LEFT) {
        if (k >= SDLK_2 && k <= SDLK_9)
            add_by_rank(ts, (int)(k - SDLK_0));
        else if (k >= SDLK_KP_1 && k <= SDLK_KP_9)
            add_by_rank(ts, (int)(k - SDLK_KP_1) + 1);
        else if (k == SDLK_0 || k == SDLK_KP_0)
            add_by_rank(ts, 10);
        else if (k == SDLK_1 || k == SDLK_a)
            add_by_rank(ts, 1);
        else if (k == SDLK_BACKSPACE) {
            int at = ts->caret - 1;
            while (at >= 0 && !ts->slots[at].mine)
                at--;
            remove_slot(ts, at);
        } else if (k == SDLK_DELETE)
            remove_slot(ts, ts->caret);
    }
    return true;
}

/* ---- Life ---- */

static void table_destroy(Scene *scene)
{
    TableScene *ts = (TableScene *)scene;
    ssgame_free(&ts->game);
    SDL_free(ts->om);
    SDL_free(ts->pm);
    SDL_free(ts);
}

static void load_tricks(TableScene *ts, App *app)
{
    ts->tricks = &app->catalogue;
    if (app->catalogue_problem[0])
        app_notify(app, app->catalogue_problem); /* said at start; said again for this game */
}

static TableScene *table_alloc(App *app, const GameChoice *choice)
{
    TableScene *ts = SDL_calloc(1, sizeof *ts);
    if (!ts)
        return NULL;
    ts->base = (Scene){.update = table_update, .draw = table_draw, .input = table_input,
                       .destroy = table_destroy};
    ts->choice = *choice;
    ts->om = SDL_malloc(sizeof *ts->om);
    ts->pm = SDL_malloc(sizeof *ts->pm);
    ts->pm_for = -1;
    ts->guesser = -1;
    ts->real_for = -1;
    load_tricks(ts, app);
    motion_init(&ts->motion, app->settings.animation_speed);
    clear_build(ts);
    return ts;
}

/* Seats, the bottom seat and the public view once the game exists. */
static void table_seat_people(TableScene *ts)
{
    ts->game_ok = true;
    ssgame_view(&ts->game, -1, &ts->pub);
    ts->persons = 0;
    for (int s = 0; s < ts->pub.seats; s++)
        ts->persons += ts->pub.seat[s].kind == SSG_PERSON;
    /* The first person to play sits at the bottom. */
    int w = ssgame_waiting_for(&ts->game);
    ts->shown = 0;
    if (w >= 0 && ts->pub.seat[w].kind == SSG_PERSON)
        ts->shown = w;
    else
        for (int s = ts->pub.seats - 1; s >= 0; s--)
            if (ts->pub.seat[s].kind == SSG_PERSON)
                ts->shown = s;
    ts->mode = TABLE_PUBLIC;
    ts->priv.viewer = -1;
    ts->ai_wait = AI_THINK_SECONDS;
}

Scene *table_scene_create(App *app, const GameChoice *choice)
{
    TableScene *ts = table_alloc(app, choice);
    if (!ts)
        return NULL;
    SsgError err;
    if (!ssgame_new(&ts->game, &choice->setup, ts->tricks->count ? ts->tricks : NULL, &ts->events,
                    &err)) {
        app_notify(app, err.message);
        table_destroy(&ts->base);
        return NULL;
    }
    table_seat_people(ts);
    add_log(ts, "A new game: the cards are dealt.");
    char seed[80];
    SDL_snprintf(seed, sizeof seed, "Deal number %llu.", (unsigned long long)choice->setup.seed);
    add_log(ts, seed);
    take_events(ts, app, &ts->events);
    save_game(ts, app);
    return &ts->base;
}

/* The log of a resumed game, rebuilt by replaying its actions on a scratch game. */
static void rebuild_log(TableScene *ts)
{
    SsgGame *g = SDL_malloc(sizeof *g);
    SsgEvents *ev = SDL_malloc(sizeof *ev);
    if (g && ev && ssgame_new(g, &ts->game.setup, ts->game.tricks, NULL, NULL)) {
        add_log(ts, "A saved game, resumed.");
        for (int i = 0; i < ts->game.actions_n; i++) {
            ev->n = 0;
            if (!ssgame_apply(g, &ts->game.actions[i], ev, NULL))
                break;
            for (int k = 0; k < ev->n; k++) {
                SsgEvent e = ssgame_event_for(&ev->ev[k], -1);
                char text[LOG_TEXT];
                ssgame_event_text(&ts->game.setup, &e, text, sizeof text);
                if (text[0] && e.kind != SSG_EV_DEALT && e.kind != SSG_EV_CYCLE &&
                    e.kind != SSG_EV_REVEALED)
                    add_log(ts, text);
            }
        }
        ssgame_free(g);
    }
    SDL_free(g);
    SDL_free(ev);
    /* Nobody has seen a summary of the resumed game yet: each person's starts here. */
    for (int s = 0; s < SSG_MAX_SEATS; s++)
        ts->seen_log[s] = SDL_max(0, ts->log_total - SUMMARY_LINES);
}

Scene *table_scene_resume(App *app, const char *text, size_t len, const GameChoice *extras,
                          char *err, size_t err_size)
{
    GameChoice choice = extras ? *extras : game_choice_default(1);
    TableScene *ts = table_alloc(app, &choice);
    if (!ts) {
        SDL_strlcpy(err, "Out of memory.", err_size);
        return NULL;
    }
    SsgError e;
    if (!ssgame_load(&ts->game, text, len, ts->tricks->count ? ts->tricks : NULL, &e)) {
        SDL_strlcpy(err, e.message, err_size);
        table_destroy(&ts->base);
        return NULL;
    }
    ts->choice.setup = ts->game.setup;
    table_seat_people(ts);
    rebuild_log(ts);
    return &ts->base;
}

bool table_scene_probe(Scene *scene, const App *app, TableProbe *out)
{
    if (!scene || scene->update != table_update)
        return false;
    TableScene *ts = (TableScene *)scene;
    memset(out, 0, sizeof *out);
    out->mode = ts->mode;
    out->shown_seat = ts->shown;
    out->game = &ts->game;
    out->faces_n = ts->faces_n;
    memcpy(out->faces, ts->faces, sizeof out->faces);
    out->busy = motion_busy(&ts->motion);
    layout_for(ts, app, &out->layout);
    out->confirm = ts->confirm;
    out->hand_n = ts->hand_n;
    memcpy(out->hand_card, ts->hand_card, sizeof out->hand_card);
    memcpy(out->hand_rect, ts->hand_rect, sizeof out->hand_rect);
    out->build_n = ts->slots_n;
    out->build_legal = ts->legal;
    SDL_strlcpy(out->feedback, ts->verdict, sizeof out->feedback);
    update_buttons(ts, &out->layout);
    out->buttons_n = ts->buttons_n;
    for (int i = 0; i < ts->buttons_n; i++)
        SDL_strlcpy(out->button_label[i], ts->button_label[i], sizeof out->button_label[0]);
    memcpy(out->button_on, ts->button_on, sizeof out->button_on);
    memcpy(out->button_rect, ts->button_rect, sizeof out->button_rect);
    out->guesser = ts->guesser;
    SDL_strlcpy(out->guess, ts->guess.text, sizeof out->guess);
    SDL_strlcpy(out->guess_error, ts->guess_error, sizeof out->guess_error);
    if (ts->guesser >= 0 && ts->tricks_n > 0 && ts->pub.perf.kind == SSG_PLAY_TRICK)
        SDL_strlcpy(out->guess_pick, ts->tricks->entries[ts->trick_ids[ts->guess_pick]].name,
                    sizeof out->guess_pick);
    if (ts->banner_left > 0)
        SDL_strlcpy(out->banner, ts->banner, sizeof out->banner);
    out->banner_good = ts->banner_good;
    out->real_performance = ts->game.phase == SSG_PHASE_PERFORM && perf_show(ts) == PERF_REAL;
    out->log_scroll = ts->log_scroll;
    /* The build row, building state, revealed rows, the overlay and the buttons' states. */
    for (int i = 0; i < ts->slots_n; i++) {
        out->build_card[i] = ts->slots[i].card;
        out->build_fixed[i] = !ts->slots[i].mine;
    }
    memcpy(out->build_rect, ts->slot_rect, sizeof out->build_rect);
    memcpy(out->tag_rect, ts->tag_rect, sizeof out->tag_rect);
    memcpy(out->reducible, ts->reducible, sizeof out->reducible);
    memcpy(out->reduce, ts->reduce, sizeof out->reduce);
    out->caret = ts->caret;
    out->target = ts->target;
    out->style = ts->style;
    out->style_needed = ts->style_needed;
    SDL_strlcpy(out->performed, ts->performed, sizeof out->performed);
    out->revealed_n = ts->pub.revealed_n;
    for (int i = 0; i < ts->pub.revealed_n && i < SSG_MAX_REVEALED; i++) {
        SDL_FRect row;
        float x0, step;
        int first;
        revealed_geometry(ts, app, &out->layout, i, &row, &x0, &step, &first);
        out->revealed_row[i] = i >= first ? row : (SDL_FRect){0, 0, 0, 0};
    }
    out->overlay = ts->overlay == OVERLAY_JUGGLE ? 1 : ts->overlay == OVERLAY_TRICKS ? 2 : 0;
    out->preview_ok = ts->overlay != OVERLAY_NONE && ts->om_ok;
    out->tricks_n = ts->tricks_n;
    out->trick_sel = ts->trick_sel;
    out->trick_top = ts->trick_top;
    if (ts->tricks_n > 0 && ts->trick_sel < ts->tricks_n)
        SDL_strlcpy(out->trick_name, ts->tricks->entries[ts->trick_ids[ts->trick_sel]].name,
                    sizeof out->trick_name);
    if (ts->overlay == OVERLAY_TRICKS) { /* the picker's rows, as draw_overlay places them */
        const TableLayout *L = &out->layout;
        float ly = L->margin * 3 + (float)L->big_px * 1.5f, line_h = (float)L->body_px * 1.5f;
        int fit = SDL_max(1, (int)((L->margin * 2 + L->table.h - ly - L->margin) / line_h));
        for (int i = ts->trick_top; i < ts->tricks_n && i < ts->trick_top + fit &&
                                    out->trick_rows_n < TABLE_PROBE_TRICK_ROWS; i++)
            out->trick_row[out->trick_rows_n++] =
                (SDL_FRect){L->margin * 3, ly + (float)(i - ts->trick_top) * line_h,
                            (L->table.w + L->log.w) * 0.38f, line_h * 0.92f};
    }
    return true;
}
