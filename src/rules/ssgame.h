/* The siteswap card game as a deterministic state machine.
 *
 * The rules are the siteswap card game's as the project reads them in
 * assets/rules/siteswap-rulings.txt, whose rulings comments cite by id (S8). A game is made
 * from a setup (seats, options, seed); after that only actions change it. Each action is checked
 * and either applied, reporting what happened as events, or rejected with a reason a player
 * understands. The same setup and actions give the same game on every machine: the seed only
 * shuffles the deck and picks who starts.
 *
 * Screens and computer players never read SsgGame: they get an SsgView for one seat (or the
 * public view), which holds only what that seat may know, and events redacted for that seat.
 *
 * Pure C: no SDL, no clock, no file I/O (saves are text the caller writes and reads). */
#pragma once

#include "catalogue.h"
#include "deck.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define SSG_MAX_SEATS 6
#define SSG_MIN_SEATS 2
#define SSG_CARDS DECK_SITESWAP_CARDS
#define SSG_NAME_SIZE 32
#define SSG_TEXT_SIZE 200          /* reasons, guesses */
#define SSG_MAX_REVEALED 40        /* every revealed siteswap holds at least 2 cards */
#define SSG_MAX_PLAYED 256         /* distinct patterns remembered with their styles */
#define SSG_MAX_EVENTS 256         /* events one action can cause, at most */
#define SSG_STYLES 18              /* 3 props x 2 starting hands x 3 movements */
#define SSG_DEFAULT_CYCLES 20
#define SSG_DEFAULT_FLASH 5
#define SSG_SAVE_VERSION 1
#define SSG_MAX_WRONG_GUESSES 10    /* per seat per performance (S41) */
#define SSG_GUESSES_PER_CYCLE 3     /* per seat in one cycle of a performance (S41) */
#define SSG_WRONG_SAID 24           /* wrong guesses a performance remembers, for S38 */
#define SSG_GUESS_SIZE 64

typedef enum SsgSeatKind { SSG_PERSON, SSG_COMPUTER } SsgSeatKind;
typedef enum SsgLevel { SSG_EASY, SSG_NORMAL, SSG_HARD } SsgLevel;

typedef struct SsgSeatSetup {
    char name[SSG_NAME_SIZE];
    SsgSeatKind kind;
    SsgLevel level;         /* computer seats only */
    int flash;              /* highest flash, 3..11 */
} SsgSeatSetup;

typedef struct SsgSetup {
    int seats;                       /* 2..6 */
    SsgSeatSetup seat[SSG_MAX_SEATS];
    bool catch_rule;                 /* option [1] */
    bool advanced;                   /* option [2]: period 2 allowed, draw 2 */
    bool guess_penalty;              /* option [3] */
    bool play_for_places;            /* go on after the winner */
    int cycles;                      /* before laying down unrecognised, 5..50 */
    int starter;                     /* seat, or -1 for a random one */
    uint64_t seed;
} SsgSetup;

/* How a pattern is juggled. A pattern already performed needs a style not used with it yet. */
typedef enum SsgProp { SSG_BALLS, SSG_CLUBS, SSG_RINGS } SsgProp;
typedef enum SsgHand { SSG_RIGHT, SSG_LEFT } SsgHand;
typedef enum SsgMove { SSG_MOVE_NORMAL, SSG_MOVE_REVERSE, SSG_MOVE_MILLS_MESS } SsgMove;
typedef struct SsgStyle {
    uint8_t prop, hand, move;
} SsgStyle;

typedef enum SsgPhase {
    SSG_PHASE_TURN,          /* the seat on turn builds, extends, juggles a trick or skips */
    SSG_PHASE_PERFORM,       /* a pattern is being performed and guessed */
    SSG_PHASE_TRICK_DISCARD, /* a recognised trick: its performer discards two, draws two */
    SSG_PHASE_EXCHANGE,      /* the recogniser may exchange one card */
    SSG_PHASE_OVER,
} SsgPhase;

typedef enum SsgPlayKind { SSG_PLAY_BUILD, SSG_PLAY_EXTEND, SSG_PLAY_TRICK } SsgPlayKind;
typedef enum SsgHint { SSG_HINT_BALLS, SSG_HINT_PERIOD, SSG_HINT_HIGHEST, SSG_HINTS } SsgHint;
typedef enum SsgSource { SSG_FROM_PICKUP, SSG_FROM_DISCARD } SsgSource;

/* Why a game ended, for its summary (ssgame_end_text says it in words). */
typedef enum SsgEndReason {
    SSG_END_NONE,          /* not over */
    SSG_END_OUT_OF_CARDS,  /* the first seat with no cards won (S28) */
    SSG_END_PLACES,        /* playing on for places: every place is decided (S28) */
    SSG_END_STALEMATE,     /* both piles empty and a round passed with no card laid (S34) */
} SsgEndReason;

typedef enum SsgActionKind {
    SSG_ACT_BUILD,        /* seat, cards (the siteswap, in order), reduce, style, on_screen */
    SSG_ACT_EXTEND,       /* seat, target, cards (the whole new sequence), reduce, style, on_screen */
    SSG_ACT_TRICK,        /* seat, text (the trick's name), style, on_screen */
    SSG_ACT_SKIP,         /* seat */
    SSG_ACT_SCREEN,       /* the performer hands the performance to the on-screen juggler */
    SSG_ACT_HINT,         /* performer, hint */
    SSG_ACT_GUESS,        /* seat, text: a siteswap, or a trick's name */
    SSG_ACT_CYCLE,        /* performer: one more period shown */
    SSG_ACT_LAY_DOWN,     /* performer: unrecognised after the cycles */
    SSG_ACT_DROP,         /* performer: dropped or gave up */
    SSG_ACT_TAKE,         /* recogniser: takes the top card of source (the exchange's first half) */
    SSG_ACT_DISCARD,      /* recogniser, after taking: card goes face up on the discard pile */
    SSG_ACT_DECLINE,      /* recogniser: no exchange */
    SSG_ACT_DISCARD_TWO,  /* trick performer: cards[0..n) (two, or all if fewer) */
    SSG_ACT_LOW_DRAW,     /* any seat holding fewer than 3 cards */
    SSG_ACT_UNDO,         /* seat: takes back its last action, which revealed nothing (S40) */
    SSG_ACT_KINDS
} SsgActionKind;

typedef struct SsgAction {
    SsgActionKind kind;
    int seat;
    int n;                           /* cards used */
    uint8_t cards[SSG_CARDS];
    bool reduce[SSG_CARDS];          /* per position of the pattern */
    int target;                      /* EXTEND: revealed siteswap index */
    SsgSource source;                /* TAKE */
    int card;                        /* DISCARD */
    SsgHint hint;
    SsgStyle style;
    bool on_screen;
    char text[64];                   /* GUESS, TRICK */
} SsgAction;

typedef enum SsgEventKind {
    SSG_EV_DEALT,           /* seat, card */
    SSG_EV_TURNED_UP,       /* card: top of the pick-up pile starts the discard pile */
    SSG_EV_TURN,            /* seat is on turn */
    SSG_EV_LAID_FACE_DOWN,  /* seat, value = cards in the stack */
    SSG_EV_PERFORMING,      /* seat, index = play kind, value = target (extend) */
    SSG_EV_ON_SCREEN,       /* seat: the on-screen juggler performs */
    SSG_EV_HINT,            /* seat, index = hint, value */
    SSG_EV_GUESS_RIGHT,     /* seat, text */
    SSG_EV_GUESS_WRONG,     /* seat, text, value = wrong guesses this performance */
    SSG_EV_CYCLE,           /* seat (performer), value = cycles shown */
    SSG_EV_REVEALED,        /* seat (performer), card, index = position in the siteswap, value = k-th revealed */
    SSG_EV_TABLED,          /* seat, index = revealed siteswap index: the siteswap is on the table */
    SSG_EV_CARDS_BACK,      /* seat, value = cards taken back from the stack into the hand */
    SSG_EV_DREW,            /* seat, card (hidden from others), index = source */
    SSG_EV_TOOK,            /* seat, card, index = source: an exchange takes a card */
    SSG_EV_DISCARDED,       /* seat, card */
    SSG_EV_PILE_TURNED,     /* value = cards that became the pick-up pile */
    SSG_EV_NOTHING_TO_DRAW, /* seat */
    SSG_EV_SKIPPED,         /* seat */
    SSG_EV_DROPPED,         /* seat; value 1 when a trick was given up */
    SSG_EV_DECLINED,        /* seat: no exchange */
    SSG_EV_WON,             /* seat, value = place (1 = winner) */
    SSG_EV_GAME_OVER,       /* value = SsgEndReason */
    SSG_EV_REMARK,          /* seat, text: a computer player says why (added by ssgame_ai) */
    SSG_EV_UNDONE,          /* seat, index = the kind of action taken back (S40) */
    SSG_EV_KINDS
} SsgEventKind;

typedef struct SsgEvent {
    SsgEventKind kind;
    int seat;
    int card;              /* -1 when not about a card, or hidden from the viewer */
    int index;
    int value;
    char text[64];
} SsgEvent;

typedef struct SsgEvents {
    int n;
    SsgEvent ev[SSG_MAX_EVENTS];
} SsgEvents;

typedef struct SsgError {
    char message[SSG_TEXT_SIZE];
} SsgError;

typedef struct SsgRevealed {
    Pile cards;            /* in the pattern's order: card[0] is its first throw */
    int laid_by;
} SsgRevealed;

/* A pattern performed in this game and the styles it has been performed with. */
typedef struct SsgPlayed {
    bool trick;
    int n;                   /* siteswap: the performed throws */
    uint8_t values[SSG_CARDS];
    char trick_name[48];
    uint32_t styles;         /* bit ssgame_style_index(style) */
} SsgPlayed;

typedef struct SsgPerformance {
    SsgPlayKind kind;
    int performer;
    int target;                       /* EXTEND: the revealed siteswap extended */
    Pile stack;                       /* the performer's cards face down; card[n-1] is the top */
    int n;                            /* throws in the pattern (cards used) */
    uint8_t sequence[SSG_CARDS];      /* BUILD/EXTEND: the cards in the pattern's order */
    bool inserted[SSG_CARDS];         /* EXTEND: which positions are new cards */
    int values[SSG_CARDS];            /* the siteswap before reductions */
    int performed[SSG_CARDS];         /* after the chosen reductions */
    int trick;                        /* TRICK: catalogue index */
    SsgStyle style;
    bool on_screen;
    int cycles;
    int hint_value[SSG_HINTS];        /* -1 until given */
    int wrong[SSG_MAX_SEATS];         /* wrong guesses per seat in this performance */
    int guessed_at[SSG_MAX_SEATS];    /* the cycle of each seat's last guess, -1 before */
    int cycle_guesses[SSG_MAX_SEATS]; /* guesses made in cycle guessed_at (S41) */
    int recognised_by;                /* -1 until a right guess */
    int wrong_said_n;                 /* the first wrong guesses, as said (S38) */
    char wrong_said[SSG_WRONG_SAID][SSG_GUESS_SIZE];
} SsgPerformance;

typedef struct SsgGame {
    SsgSetup setup;
    const Catalogue *tricks;          /* not owned; may be NULL (no tricks) */
    SsgPhase phase;
    int turn;                         /* the seat on turn */
    Pile pickup, discard;
    Pile hand[SSG_MAX_SEATS];
    int place[SSG_MAX_SEATS];         /* 0 while playing; 1 = winner, 2 = second, ... */
    int finished;                     /* seats with a place */
    int revealed_n;
    SsgRevealed revealed[SSG_MAX_REVEALED];
    int played_n;
    SsgPlayed played[SSG_MAX_PLAYED];
    SsgPerformance perf;              /* valid in PERFORM, TRICK_DISCARD, EXCHANGE */
    bool perf_success;                /* laid down or recognised: decides the end-of-turn draw */
    int exchanger;                    /* EXCHANGE: the recogniser */
    bool exchange_taken;              /* EXCHANGE: took a card, now discards one */
    long turns;                       /* turns begun */
    long reshuffles;                  /* discard pile turned over */
    bool laid_this_turn;              /* a pattern was laid down or a trick recognised (S34) */
    bool began_dry;                   /* this turn began with nothing left to draw (S34) */
    int idle_turns;                   /* turns in a row ended with both piles empty, nothing laid */
    SsgEndReason end_reason;
    /* Every applied action, for the save file and replays. */
    int actions_n, actions_cap;
    SsgAction *actions;
    /* S40: the game as it was before the last action that may be taken back (heap, owned; NULL
     * when none), that action's index and whether it, or a cycle since, showed something. */
    struct SsgGame *undo_to;
    int undo_at;
    bool undo_shown;
} SsgGame;

/* ---- Setup ---- */

/* Two people, default options, seed 1: a starting point for a setup screen. */
SsgSetup ssgame_default_setup(void);
/* Checks a setup; false with a reason (seat count, flash, names, cycles, starter). */
bool ssgame_check_setup(const SsgSetup *setup, SsgError *err);
/* Starts a game: shuffles, deals one card at a time round the table, turns up the discard
 * pile's first card and gives the turn to the starter. tricks may be NULL. The game owns heap
 * memory for its action list: ssgame_free releases it. Events may be NULL. */
bool ssgame_new(SsgGame *g, const SsgSetup *setup, const Catalogue *tricks, SsgEvents *events,
                SsgError *err);
void ssgame_free(SsgGame *g);

/* ---- Actions ---- */

/* Applies the action if the rules allow it (events get what happened, appended after the
 * events already there); otherwise changes nothing and explains why. */
bool ssgame_apply(SsgGame *g, const SsgAction *a, SsgEvents *events, SsgError *err);
/* Would the action be accepted? Changes nothing. */
bool ssgame_check(const SsgGame *g, const SsgAction *a, SsgError *err);

/* Convenience constructors for the common actions. */
SsgAction ssgame_action(SsgActionKind kind, int seat);

/* ---- Facts ---- */

int ssgame_style_index(SsgStyle s);
SsgStyle ssgame_style_from_index(int i);
void ssgame_style_text(SsgStyle s, char *buf, size_t size);   /* "clubs, left hand, Mills Mess" */
/* The throw value of a card for a seat (its highest flash decides 10s and Aces). */
int ssgame_card_value(const SsgGame *g, int seat, int card);
/* Cards a seat holds: its hand plus, while it performs, its face-down stack. */
int ssgame_held(const SsgGame *g, int seat);
/* The least number of cycles before a recognised pattern may be laid down: 0 without the
 * catch rule, else max(highest throw, 3 x period) throws in whole cycles. */
int ssgame_catch_cycles(const SsgGame *g);
/* The throws of one cycle of the pattern being performed (S18): a siteswap's cards as laid, a
 * trick's notation period; 0 when nothing is performed. The table uses it for the least time a
 * cycle juggled for real takes (S39). */
int ssgame_cycle_throws(const SsgGame *g);
/* Why the game ended, in one line for its summary: "both piles empty and a round passed with no
 * card laid: fewest cards wins". An empty string while it is not over. */
void ssgame_end_text(SsgEndReason reason, char *buf, size_t size);
/* The seat whose decision the game waits for (on turn, performing, exchanging), -1 when over. */
int ssgame_waiting_for(const SsgGame *g);
/* Checks every invariant (each card exactly once, revealed siteswaps legal, ...); false with
 * what broke. Used by tests and self-play after every action. */
bool ssgame_invariants(const SsgGame *g, SsgError *err);
/* An action as one save-file line without the newline: "build 1 5h1 3c2 4d1 style balls right
 * normal". false if it does not fit. */
bool ssgame_action_text(const SsgAction *a, char *buf, size_t size);

/* Parses one action line as ssgame_action_text writes it (a trailing newline allowed; any
 * bytes). seats bounds the seat number. false with a reason in words; out is then undefined.
 * Parsing only: ssgame_check decides whether the action is legal. err may be NULL. */
bool ssgame_action_parse(const char *text, size_t len, int seats, SsgAction *out, SsgError *err);

/* ---- Taking back (S40) ---- */

/* Whether seat may take back its last action now (an SSG_ACT_UNDO would be accepted): a drop, a
 * hint, or the exchange's choice (taking the discard pile's top card, or declining), with
 * nothing but the performer's cycles after it and nothing shown by it since (no card turned up,
 * revealed or discarded, no guess judged, nobody placed). One step only. false with why. The
 * undone action stays in the game's action list, cancelled by the undo after it: saves keep
 * both, and loading replays them to the same game. */
bool ssgame_undo_check(const SsgGame *g, int seat, SsgError *err);
/* The actions that count, in order, as indexes into actions[0..n): every undo and the action
 * it took back are left out. out holds n. Returns how many. */
int ssgame_effective_actions(const SsgAction *actions, int n, int *out);

/* ---- Views ---- */

typedef struct SsgSeatView {
    char name[SSG_NAME_SIZE];
    SsgSeatKind kind;
    SsgLevel level;
    int flash;
    int hand_count;
    int stack_count;          /* while performing: hand_count + stack_count cards are held */
    int place;
    int wrong_guesses;        /* in the current performance */
} SsgSeatView;

/* What one seat may know. A seat's own hand, counts of the others', everything face up, public
 * history. During a performance the juggled pattern is in `seen`: what everyone watching sees
 * the juggler do. It is there for the animator and the computer players' eyes; a screen must
 * never print it (S17: nothing may give away the throws while guessing is open). A computer
 * seat's view holds it only while the on-screen juggler performs: it cannot watch a person
 * juggle for real (S35). */
typedef struct SsgView {
    int viewer;               /* seat, or -1 for the public view */
    SsgSetup setup;           /* seed zeroed: the seed would tell the deck */
    SsgPhase phase;
    int turn;
    int seats;
    SsgSeatView seat[SSG_MAX_SEATS];
    Pile hand;                /* the viewer's own hand (empty for the public view) */
    int pickup_count;
    Pile discard;             /* face up: all of it may be known */
    int revealed_n;
    SsgRevealed revealed[SSG_MAX_REVEALED];
    int played_n;
    SsgPlayed played[SSG_MAX_PLAYED];
    bool performing;          /* perf below is meaningful */
    struct {
        SsgPlayKind kind;
        int performer;
        int target;
        bool on_screen;
        int cycles;
        int cycles_to_lay_down;    /* setup.cycles */
        int catch_cycles;          /* option [1]: cycles needed once recognised; 0 otherwise */
        int hint_value[SSG_HINTS]; /* -1 until given */
        int recognised_by;
        int guessed_at[SSG_MAX_SEATS];  /* cycle of each seat's last guess, -1 before */
        int wrong_said_n;          /* guesses judged wrong, as said: the whole table heard */
        char wrong_said[SSG_WRONG_SAID][SSG_GUESS_SIZE];
        SsgStyle style;
        int seen_n;                /* the juggled throws (siteswap plays) */
        int seen[SSG_CARDS];
        char trick[48];            /* the juggled trick (trick plays) */
        /* The performer's own view only: its stack, top first, and the pattern as built. */
        int own_n;
        uint8_t own_sequence[SSG_CARDS];
    } perf;
    int exchanger;            /* in SSG_PHASE_EXCHANGE */
    bool exchange_taken;
    SsgEndReason end_reason;  /* SSG_END_NONE until the game is over */
    long actions;             /* actions so far: with seat, seeds computer players' choices */
    uint64_t decision_seed;   /* for computer players: a one-way mix of the seed, the seat and
                               * the action count, never the seed itself */
} SsgView;

void ssgame_view(const SsgGame *g, int viewer, SsgView *out);
/* An event as the viewer may see it: cards drawn by other seats are hidden (card -1). */
SsgEvent ssgame_event_for(const SsgEvent *e, int viewer);
/* One line for the game log, in words: "Anna laid 5 cards face down". names from the setup. */
void ssgame_event_text(const SsgSetup *setup, const SsgEvent *e, char *buf, size_t size);

/* ---- Saves ---- */

/* The save text (setup, seed, actions); heap string the caller frees, NULL without memory. */
char *ssgame_save(const SsgGame *g);
/* Rebuilds a game from save text by replaying its actions. On failure g is left empty (freed)
 * and err says what is wrong and on which line. */
bool ssgame_load(SsgGame *g, const char *text, size_t len, const Catalogue *tricks, SsgError *err);
