/* The Jugglers table's state: everything the table knows between frames, without SDL types and
 * without rectangles (those are the frame's, jt_frame.h).
 *
 * The table hosts the game (src/rules/jugglers.h) but decides nothing: it keeps the engine's game
 * only to apply actions, save and log them; what it shows it reads from the engine's views
 * (`pub` for everyone, `priv` for the person behind the curtain). The split:
 *   jt_places.c    where the piles, columns and seats' cards are (pure)
 *   jt_buttons.c   which buttons the state offers and what each does (pure)
 *   jt_play.c      actions, events to card moves and dice, computers, the tick (pure)
 *   jt_frame.c     state + layout -> every rectangle and card on screen (pure)
 *   jt_draw.c      draws state + frame (SDL), jt_input.c: input + frame -> state (SDL events)
 *   jt_save.c      what the title asks of a Jugglers save (Continue)
 *   jt_probe.c     what the frame shows, for tests and the --probe report
 *   jugglers_scene.c  the scene: the app's calls, and the kit's table host (table_host.h) for
 *                  saves, notices, the summary, the rules and phones.
 *
 * The table shows the engine's changes as card moves on one timeline: a pile shows the view's
 * cards minus those still on their way to it, plus those that have not left it yet. A die roll
 * is a pause on that timeline, so the cards it decides wait for it to land. */
#pragma once

#include "audio.h"
#include "card_motion.h"
#include "jugglers.h"
#include "table_banner.h"
#include "table_buttons.h"
#include "table_log.h"
#include "table_mode.h"

#include <stdbool.h>

_Static_assert(JG_MAX_SEATS <= TABLE_MAX_SEATS, "the kit's seats hold every seat");

/* Motion tags for the places cards move between. */
enum {
    JT_PILE_NONE = 0,
    JT_PILE_POLICY_DECK = 1,
    JT_PILE_DECK = 2,         /* the influence deck */
    JT_PILE_DISCARD = 3,
    JT_PILE_VILLAGE = 4,      /* the Village Order: passed policies, face up */
    JT_PILE_REJECTED = 5,     /* failed policies, face down */
    JT_PILE_DIE = 6,          /* not a card: a die roll's pause */
    JT_PILE_HAND = 10,        /* + seat: the hand's fanned backs */
    JT_PILE_SIGIL = 20,       /* + seat */
    JT_PILE_POLICY = 30,      /* + draft: the policy card above the column */
    JT_PILE_DOWN = 40,        /* + draft: this cycle's face-down cards */
    JT_PILE_SECRET = 50,      /* + draft: secret influences waiting for the last cycle */
    JT_PILE_COLUMN = 60,      /* + draft * 8 + place: the column's face-up hand */
    JT_PILE_FAN = 90,         /* + draft * 8 + place: face-down cards fanned out to be settled */
};
#define JT_COLUMN_SLOTS 8

/* Every pause and pace of the table in one place, in seconds at normal animation speed. */
typedef struct JtTimings {
    double ai_think;        /* a computer player's pause before acting */
    double ai_retry;        /* nothing for computers to do: look again after this */
    double banner, banner_fade;
    double curtain_arm;     /* the curtain ignores every press for this long after it appears */
    double esc_again;       /* a second Esc within this leaves the game */
    double die_roll;        /* a die tumbles this long before it lands */
    double die_rest;        /* and lies still this long before the cards it decided move */
    double deal_gap, play_gap, draw_gap, settle_gap, policy_gap, reveal_gap, clear_gap;
    double scoring_auto;    /* a table of computers only leaves a round's scores after this */
    double score_reveal;    /* a round's end reveals the next seat's sigil and points after this */
    double over_wait;       /* the last cards landed: the summary after this */
    double held_min;        /* a gathering's result stays up at least this long */
    double held_hold;       /* and goes on by itself after this with people at the screen */
    double held_alone;      /* or after this at a table of computers */
    double seat_glide;      /* the seats glide to their new places this long (timeline) */
} JtTimings;

extern const JtTimings JT_TIMINGS;

#define JT_DICE 16
#define JT_BANNERS 8

/* A verdict waiting for the cards it is about to land (it would spoil the settling otherwise). */
typedef struct JtBannerDue {
    char text[TABLE_BANNER_TEXT];
    bool good;
    double at;          /* motion timeline seconds */
} JtBannerDue;

/* A die roll as the table shows it: it tumbles from `start` on the motion timeline. */
typedef struct JtDie {
    int value;          /* 1..6 */
    int roll;           /* JgRoll */
    int draft;          /* the draft it picked or settles */
    double start;
} JtDie;

#define JT_RECORD 64
#define JT_LOG_LATER 64   /* log lines held back behind a held gathering */

/* One gathering of the match as everyone saw it: its policies, the three hands at settling's
 * end, and which policies passed. */
typedef struct JtGathering {
    int round, gathering;
    int policy[2];          /* left and right */
    bool passed[2];
    Pile hand[JG_DRAFTS];
} JtGathering;

/* The end of a gathering held on screen: the timeline stops where the last card settled, the
 * three hands and the verdicts are shown large, and the cards move on once the table goes on
 * (Enter or a click after held_min, or by itself after a while). */
typedef struct JtHeld {
    bool due;               /* waits on the timeline at `at` */
    bool up;                /* shown now: the timeline waits */
    double at;              /* motion timeline seconds */
    double age;             /* seconds shown */
    int round, gathering, gatherings;
    int policy[2];          /* left and right */
    bool passed[2];
    Pile hand[JG_DRAFTS];
} JtHeld;

/* The seats' places round the table as drawn. The rules' table order (the view's ring) changes
 * at once when the chair passes (with three players the dummy moves to the new chairman's
 * left); the drawing takes it up where the chair passes on the motion timeline, and the seats
 * glide from their old places to the new ones, so everyone keeps track of who sits where. */
typedef struct JtSeatRing {
    bool set;                   /* else the view's ring, as it is */
    int from[JG_MAX_SEATS];     /* the order the seats glide from */
    int ring[JG_MAX_SEATS];     /* the order they glide to (or sit in) */
    double start;               /* timeline seconds the glide began */
    bool due;                   /* a new order waits on the timeline at `at` */
    double at;
    int next[JG_MAX_SEATS];
} JtSeatRing;

typedef enum JtButtonId {
    JT_B_NONE, JT_B_LEFT, JT_B_JOKER, JT_B_RIGHT, JT_B_SECRETS0, JT_B_SECRETS1, JT_B_SECRETS2,
    JT_B_SECRETS3, JT_B_NEXT_ROUND, JT_B_HURRY, JT_B_LEAVE, JT_B_MATCH, JT_B_JOIN, JT_B_GO_ON,
} JtButtonId;

/* The buttons: the kit's lists, with JtButtonId ids. */
#define JT_MAX_BUTTONS TABLE_BUTTONS_MAX
#define JT_LABEL TABLE_BUTTON_LABEL
typedef TableButtons JtButtons;

/* What the scene must do for the state after input or a tick (the state cannot: no SDL). */
typedef enum JtRequest {
    JT_REQ_NONE = TABLE_REQ_NONE,
    JT_REQ_LEAVE = TABLE_REQ_LEAVE,
    JT_REQ_SUMMARY = TABLE_REQ_SUMMARY,
    JT_REQ_RULES = TABLE_REQ_RULES,
} JtRequest;

/* The choice behind the curtain: a hand card (index in priv.hand) or the deck's top card. */
#define JT_PICK_NONE (-1)
#define JT_PICK_DECK (-2)

typedef struct JtState {
    /* The engine. The game is read only to apply, check, save and log actions; the rest reads
     * the views. */
    JgGame game;
    bool game_ok;
    JgView pub;                 /* the public view, after every change */
    JgView before;              /* the public view before the last change (where cards were) */
    JgView priv;                /* the shown seat's view: filled only in TABLE_PRIVATE */
    JgEvents events;

    TableWindow win;

    TableMode mode;
    int shown;                  /* whose cards are shown when private (at the bottom when the
                                 * table turns) */
    bool seats_turn;            /* the setting: the shown seat turns to the bottom (else seats
                                 * stay where the people sit, seat 1 at the bottom) */
    int persons;
    CardMotion motion;
    int dice_n;                 /* rolls so far; die[(i) % JT_DICE] */
    JtDie die[JT_DICE];
    int banners_n;              /* verdicts due, in timeline order */
    JtBannerDue banner_due[JT_BANNERS];
    double ai_wait;
    TableLog log;
    /* Lines of what comes after a held gathering (the policies leaving, the chair passing, the
     * next deal): they join the log once the table goes on, so the log never runs ahead of the
     * screen. The oldest go in early past JT_LOG_LATER. */
    int log_later_n;
    char log_later[JT_LOG_LATER][TABLE_LOG_TEXT];
    TableBanner banner;
    double curtain_age;
    int pick;                   /* JT_PICK_NONE, JT_PICK_DECK or a hand index */
    int column;                 /* the column the keys point at (a JgDraft) */

    /* A press on a hand card may become a drag onto a column; index: the pick pressed, which
     * is never -1 (JT_PICK_NONE) while pressed. */
    TableDrag drag;

    JtHeld held;                /* a gathering's end, held on screen */
    JtSeatRing seats;           /* the seats' order round the table as drawn */

    int record_n;               /* gatherings recorded (the oldest dropped past JT_RECORD) */
    JtGathering record[JT_RECORD];
    bool summary_asked;         /* a table of computers went on to the summary by itself */
    int scoring_round;          /* the round whose scores are shown (0: none) */
    int scored_round;           /* the last round whose scores were dismissed */
    double scoring_age;
    double esc_left;
    double over_wait;

    TableAsk ask;               /* request: a JtRequest */

    TablePhones phones;         /* Hands on phones (the scene keeps them current) */
    /* Told about every event the game makes, whoever acted (the phones' logs). */
    void (*on_events)(void *ctx, const JgGame *g, const JgEvents *events);
    void *on_events_ctx;
    Audio *audio;               /* the app's sound: the cues of public events (NULL: none) */
} JtState;

void jt_init(JtState *st);
/* Seats, the bottom seat and the views once the game exists (game_ok set). */
void jt_seat_people(JtState *st);
/* The seats clockwise round the table from seat 0, as the view keeps them (seat order when the
 * view has none yet); false when it had none. */
bool jt_view_ring(const JgView *v, int *ring);
/* The seats' order as drawn (JtSeatRing): taken from the view, nothing gliding. */
void jt_seats_reset(JtState *st);
void jt_set_window(JtState *st, int width, int height, float text_scale, double speed,
                   bool instant);
/* The seat whose choice the table waits for (a dummy's controller for a dummy), -1 when over. */
int jt_waiting(const JtState *st);
/* True when a person decides for that seat now. */
bool jt_person_decides(const JtState *st);
/* The one person at the screen when there is exactly one (and no phones): nobody else is there
 * to see their cards, so their hand and sigil stay shown all the time. -1 otherwise. */
int jt_solo_seat(const JtState *st);
/* Person seats that play at the screen: not on their phones. */
int jt_persons_at_screen(const JtState *st);
/* The poker value of a draft's face-up hand in words ("Two pairs, 9s and 4s"). */
void jt_hand_words(const Pile *hand, char *buf, size_t size);
/* Whether a policy's hand is ahead of the joker's now: 1 ahead, 0 level, -1 behind. Only ahead
 * passes: a level hand fails (J6). */
int jt_ahead_of_joker(const JgDraftView *policy, const JgDraftView *joker);
/* A held gathering's verdict on a policy (side 0 left, 1 right) and why, in words: "✔ K♠
 * passes: the left hand, Two pairs, beats the joker's Pair." (J6: a tie fails). */
void jt_held_verdict(const JtHeld *h, int side, char *buf, size_t size);
/* What a die roll decided, in words ("4: the joker's column settles"). */
void jt_die_words(const JtDie *d, char *buf, size_t size);
