/* The siteswap card table's state: everything the table knows between frames, without SDL
 * types and without rectangles (those are the frame's, sst_frame.h).
 *
 * The table hosts the game (src/rules/ssgame.h) but decides nothing: it keeps the engine's game
 * only to apply actions, save and log them; what it shows it reads from the engine's views
 * (`pub` for everyone, `priv` for the person behind the curtain). The split:
 *   sst_build.c    the pattern being built (pure)
 *   sst_buttons.c  which buttons the state offers and what each does (pure)
 *   sst_play.c     actions, events to card moves, performances, computers, the tick (pure)
 *   sst_guess.c    buzzing in and guessing during a performance (pure)
 *   sst_frame.c    state + layout -> every rectangle and card on screen (pure)
 *   sst_draw.c     draws state + frame (SDL), sst_input.c: input + frame -> state (SDL events)
 *   sst_probe.c    what the frame shows, for tests and the --probe report
 *   sst_scene.c    the scene: the app's calls, and the kit's table host (table_host.h) for
 *                  saves, notices, the summary and phones. */
#pragma once

#include "anim.h"
#include "audio.h"
#include "card_motion.h"
#include "catalogue.h"
#include "list.h"
#include "ssgame.h"
#include "table_banner.h"
#include "table_buttons.h"
#include "table_log.h"
#include "table_mode.h"
#include "textedit.h"

#include <stdbool.h>

_Static_assert(SSG_MAX_SEATS <= TABLE_MAX_SEATS, "the kit's seats hold every seat");

typedef enum SstButtonId {
    B_NONE, B_PERFORM, B_CLEAR, B_HINT, B_SORT, B_TRICK, B_SKIP, B_WATCH, B_BUILD_NEW,
    B_TAKE_PICKUP, B_TAKE_DISCARD, B_DECLINE, B_DISCARD, B_LAY_DOWN, B_DROPPED, B_HURRY, B_LEAVE,
    B_TRICK_GO, B_TRICK_CANCEL, B_JUGGLE_REAL, B_ON_SCREEN, B_CYCLE, B_HINT_BALLS, B_HINT_PERIOD,
    B_HINT_HIGHEST, B_GUESS_GO, B_GUESS_CANCEL, B_LOW_DRAW, B_JOIN, B_UNDO,
} SstButtonId;

/* OVERLAY_REVEAL: a pattern just recognised or laid down, large for the whole table (SstReveal). */
typedef enum SstOverlay { OVERLAY_NONE, OVERLAY_JUGGLE, OVERLAY_TRICKS, OVERLAY_REVEAL } SstOverlay;

/* How the pattern on the table is being performed, as the screen shows it. */
typedef enum SstPerfShow {
    PERF_CHOOSING,   /* a person laid it down and chooses: juggle it or the screen */
    PERF_REAL,       /* juggled for real: the table counts cycles by hand */
    PERF_SCREEN,     /* the on-screen juggler performs; cycles count themselves */
} SstPerfShow;

/* What the scene must do for the state after input or a tick (the state cannot: no SDL): the
 * kit's requests that this table makes. */
typedef enum SstRequest {
    SST_REQ_NONE = TABLE_REQ_NONE,
    SST_REQ_LEAVE = TABLE_REQ_LEAVE,
    SST_REQ_SUMMARY = TABLE_REQ_SUMMARY,
} SstRequest;

/* Motion tags for the piles cards move between. */
enum { PILE_PICKUP = 1, PILE_DISCARD = 2, PILE_HAND = 10, PILE_STACK = 20, PILE_REVEALED = 100 };

/* Every pause and pace of the table in one place, in seconds at normal animation speed; the
 * animation-speed setting divides them (sst_paced). Each is long enough to read from across a
 * room: a computer's action, each card of a reveal turned one at a time, an exchange, and a
 * verdict, which holds the next computer action and the next curtain for verdict_min. */
typedef struct SstTimings {
    double ai_think;        /* a computer player's pause before acting */
    double exchange;        /* after a recognition: before the recogniser's exchange */
    double verdict_min;     /* a verdict is read at least this long before the table moves on */
    double ai_retry;        /* nothing for computers to do: look again after this */
    double banner;          /* a verdict stays up this long */
    double banner_fade;     /* and fades over its last this long */
    double watch_after;     /* watching computers look this long after a cycle */
    double people_first;    /* no computer names a pattern on screen before this long ... */
    double people_per_beat; /* ... and this much more per beat of the pattern's repeat */
    double after_person_guess; /* no computer guesses this long after a person's guess is judged */
    double real_beat;       /* juggled for real: a cycle counts no sooner than this per beat */
    double undo_window;     /* an action that revealed nothing can be taken back this long */
    double over_wait;       /* the last cards landed: the winner's moment after this */
    double esc_again;       /* a second Esc within this leaves the game */
    double curtain_arm;     /* the curtain ignores every press for this long after it appears */
    double cycle_min;       /* the shortest cycle counted on screen */
    double cycle_default;   /* a cycle when the juggler cannot tell */
    double stage_fade;      /* the table steps back (and comes back) over this long */
    double reveal_min;      /* the reveal holds at least this long (not paced: it is read) ... */
    double reveal_hold;     /* ... and goes on by itself after this with people at the table */
    double reveal_alone;    /* ... or this, with only computers */
    double turn_up_gap, draw_gap, discard_gap, lay_first_gap, lay_next_gap, reveal_gap,
           reveal_slowdown, pile_turn_gap;
} SstTimings;

extern const SstTimings SST_TIMINGS;

/* The reveal: when a pattern is recognised or laid down, the table sees it large (who named it,
 * its values, the pattern juggled once more) once its cards have landed, before anything moves
 * on. Everything in it is public: the cards lie face up on the table. */
typedef struct SstReveal {
    bool pending;                 /* noted: opens once the cards have landed */
    double age;                   /* seconds it has been up */
    bool trick;
    int index;                    /* the revealed siteswap (not for a trick) */
    int performer, named_by;      /* named_by -1: nobody recognised it, it was laid down */
    char what[64];                /* the siteswap's characters, or the trick's name */
    char facts[128];              /* balls and throws, as juggled */
    bool extension;               /* an extension: its new cards are raised */
    bool inserted[SSG_CARDS];     /* which of its cards are new */
    int values[SSG_CARDS];        /* the pattern as juggled (after reductions) */
    int n;
    SsgStyle style;
    int trick_id;                 /* catalogue index, for a trick */
} SstReveal;

typedef struct SstSlot {
    int card;
    bool mine;      /* false: a card of the revealed siteswap being extended */
} SstSlot;

/* The pattern being built (or the extension, or the cards chosen to discard). */
typedef struct SstBuild {
    SstSlot slot[SSG_CARDS];
    int n, caret, target;         /* target: the revealed siteswap extended, -1 for a build */
    bool reduce[SSG_CARDS], reducible[SSG_CARDS];
    int reduced_to[SSG_CARDS];
    int style;                    /* ssgame_style_index of the style chosen */
    bool style_needed, legal;
    char verdict[SSG_TEXT_SIZE], facts[SSG_TEXT_SIZE], performed[SSG_TEXT_SIZE];
    char shown[SSG_TEXT_SIZE];    /* performed as drawn beside the style's choices, which name
                                   * the style themselves: the reduction only */
} SstBuild;

/* The buttons: the kit's lists, with SstButtonId ids. */
#define SST_MAX_BUTTONS TABLE_BUTTONS_MAX
typedef TableButton SstButton;
typedef TableButtons SstButtons;

typedef struct SstState {
    /* The engine. The game is read only to apply, check, save and log actions; the rest reads
     * the views. `waiting` and `turns` are the two facts the views do not carry. */
    SsgGame game;
    bool game_ok;
    const Catalogue *tricks;    /* the app's catalogue (may be empty) */
    SsgView pub;                /* the public view, after every change */
    SsgView priv;               /* the shown seat's view: filled only in TABLE_PRIVATE */
    SsgEvents events;
    int waiting;                /* ssgame_waiting_for after the last change */
    long turns;                 /* the engine's turn count: one performance per turn */
    bool hint_button;           /* the table's "Best build" option */

    TableWindow win;            /* the window and the player's settings, as the frame needs */
    bool seats_turn;            /* the setting: the shown seat turns to the bottom (else seats
                                 * keep their places round the table) */

    TableMode mode;
    int shown;                  /* the seat at the bottom (whose hand is shown when private) */
    int persons;
    CardMotion motion;
    double ai_wait;
    TableLog log;
    int revealed_scroll;        /* rows of revealed siteswaps scrolled back from the newest */
    int seen_log[SSG_MAX_SEATS];
    int summary_from;
    SstBuild build;
    bool sorted[SSG_MAX_SEATS]; /* each person's own choice: sorted or as dealt */
    double curtain_age;         /* seconds the curtain has been up */

    /* Pointer: a press on a hand card or a built card may become a drag (drag.index: the
     * card pressed; drag.x, drag.y follow the pointer even when nothing is pressed). */
    int press_kind;             /* 0 none, 1 hand card, 2 built card */
    TableDrag drag;

    SstOverlay overlay;
    AnimMotion *om;             /* the overlay's juggler */
    bool om_ok;
    double om_t;
    char om_title[96];
    int trick_ids[CATALOGUE_MAX_ENTRIES];
    int tricks_n;
    UiList trick_list;          /* the picker: which trick is selected, how far it scrolled */
    int trick_style;            /* ssgame_style_index of the style the trick is juggled in */

    AnimMotion *pm;             /* the performance's juggler (what everyone watches) */
    AnimCamera camera;          /* frames it; its zoom eases from one performance to the next */
    double stage_in;            /* 0..1: the table stepping back while the juggler has the stage */
    bool pm_ok;
    double pm_t;
    long pm_for;                /* the turn the motion was prepared for */
    long real_for;              /* the turn whose performer chose to juggle for real */
    double next_cycle;          /* on screen: the juggler's time when the next cycle is complete */
    double watch_wait;          /* until the watching computers look again */

    int guesser;                /* the seat that buzzed in, -1 when none */
    TextEdit guess;
    UiList guess_list;          /* guessing a trick: the name picked (index into trick_ids) */
    bool swallow_text;          /* the buzz key's own text event is not part of the guess */
    char guess_error[SSG_TEXT_SIZE];
    TableBanner banner;
    double banner_age;          /* seconds the verdict has been up */

    SstReveal reveal;

    double esc_left;            /* a second Esc within this leaves the game */
    double over_wait;
    bool summary_shown;

    TablePhones phones;         /* Hands on phones (the scene keeps them current) */
    /* Told about every event the game makes, whoever acted (the phones' logs). */
    void (*on_events)(void *ctx, const SsgSetup *setup, const SsgEvents *events);
    void *on_events_ctx;
    Audio *audio;               /* the app's sound: the cues of public events (NULL: none) */

    /* Fairness and misclicks (assets/rules/siteswap-rulings.txt, S38-S40; guess limits S41). */
    double computers_quiet;     /* no computer guesses until this runs out (after a person's) */
    double count_wait;          /* juggled for real: until the next "+1 cycle" is accepted */
    double undo_left;           /* a person's last move may be taken back until this runs out */

    TableAsk ask;               /* for the scene: what it must carry out after this input or
                                 * tick (request: an SstRequest) */
} SstState;

/* A fresh state around a game already made or loaded (game_ok set by the caller). */
void sst_init(SstState *st, AnimMotion *om, AnimMotion *pm, const Catalogue *tricks);
/* Seats, the bottom seat and the views once the game exists. */
void sst_seat_people(SstState *st);
void sst_set_window(SstState *st, int width, int height, float text_scale, double speed,
                    bool instant);
SstPerfShow sst_perf_show(const SstState *st);
/* A timing of SST_TIMINGS as paced by the animation-speed setting. */
double sst_paced(const SstState *st, double seconds);
/* Whether a verdict went up less than SST_TIMINGS.verdict_min (paced) ago: nothing moves on. */
bool sst_verdict_fresh(const SstState *st);
/* Whether a seat may buzz in now (people watching an unrecognised performance); otherwise why
 * not in why (may be NULL). */
bool sst_may_guess(const SstState *st, int seat, char *why, size_t why_size);
/* The people who may buzz, for the prompt: "2 Bob, 4 Dan". */
void sst_guessers_text(const SstState *st, char *buf, size_t size);
/* Throw values as siteswap characters ("a" for 10). */
void sst_digits(const int *v, int n, char *buf, size_t size);
/* The trick named at position i of the picker's list. */
const CatalogueEntry *sst_trick(const SstState *st, int i);
