/* Jugglers, the poker-hand card game, as a deterministic state machine.
 *
 * The rules are Jugglers' rules text as the project reads it in
 * assets/rules/jugglers-rulings.txt, whose rulings comments cite by id (J7). A game is made
 * from a setup (players, wins to play to, seed); after that only two actions change it: the
 * chairman's choice of secret influences, and a play (a hand card, or the deck's top card
 * unseen, face down on a draft). Everything else (shuffles, deals, every die roll, settling,
 * comparing the hands, the Village Order, scoring, new gatherings and rounds, the three-player
 * dummy's plays) follows by itself inside the action that caused it and is reported as events.
 * The same setup and actions give the same game on every machine: the seed feeds the game's own
 * RngState, which is part of the state, so replays reproduce every shuffle and die roll.
 *
 * Seats: the table has 4 seats (5 with five players), clockwise in seat order. With four or five
 * players, player i sits at seat i. With three, seats 0-2 are the players and seat 3 is the dummy,
 * which always sits on the chairman's left (JgGame.ring gives the table order). With two, the
 * players sit at seats 0 and 2 and each controls the dummy on their left (seats 1 and 3).
 *
 * Screens and computer players never read JgGame: they get a JgView for one seat (or the public
 * view), which holds only what that seat may know, and events redacted for that seat.
 *
 * Pure C: no SDL, no clock, no file I/O (saves are text the caller writes and reads). */
#pragma once

#include "deck.h"
#include "pokerhand.h"
#include "rng.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define JG_MIN_PLAYERS 2
#define JG_MAX_PLAYERS 5
#define JG_MAX_SEATS 5
#define JG_DRAFTS 3                  /* left policy, joker, right policy */
#define JG_CARDS DECK52_CARDS        /* ids 0-35 influence (2-10), 36-51 policy (J Q K A) */
#define JG_INFLUENCE_CARDS DECK52_LOW_CARDS
#define JG_POLICY_CARDS 16
#define JG_NAME_SIZE 32
#define JG_TEXT_SIZE 256
#define JG_MAX_SECRETS 3             /* secret influences at most (two players) */
#define JG_MAX_DOWN (JG_MAX_SEATS + JG_MAX_SECRETS)   /* face down on one draft, at most */
#define JG_MAX_HAND 7                /* hand cards, at most (five players) */
#define JG_MAX_GATHERINGS 7
#define JG_MAX_PLAYS 25              /* plays in one gathering, at most (5 cycles x 5 seats) */
#define JG_MAX_HISTORY (JG_MAX_GATHERINGS * JG_MAX_PLAYS)
#define JG_MAX_EVENTS 512            /* events one action can cause, at most */
#define JG_DEFAULT_WINS 2
#define JG_MAX_WINS 5
#define JG_SAVE_VERSION 1

typedef enum JgSeatKind { JG_PERSON, JG_COMPUTER, JG_DUMMY } JgSeatKind;
typedef enum JgLevel { JG_EASY, JG_NORMAL, JG_HARD } JgLevel;
/* The three drafts, left to right: the joker's is the middle one. */
typedef enum JgDraft { JG_LEFT, JG_JOKER, JG_RIGHT } JgDraft;
/* Where a face-down card came from. */
typedef enum JgSource { JG_FROM_HAND, JG_FROM_DECK, JG_FROM_SECRET } JgSource;

/* ---- Setup ---- */

typedef struct JgError {
    char message[JG_TEXT_SIZE];
} JgError;

typedef struct JgPlayerSetup {
    char name[JG_NAME_SIZE];
    JgSeatKind kind;        /* JG_PERSON or JG_COMPUTER */
    JgLevel level;          /* computer players only */
} JgPlayerSetup;

typedef struct JgSetup {
    int players;                          /* 2..5, clockwise */
    JgPlayerSetup player[JG_MAX_PLAYERS];
    bool dummy_sigils;                    /* two players: the dummies take sigils (6 gatherings)
                                           * or not (7 gatherings); ignored otherwise */
    int wins;                             /* round wins that win the game, 1..5 */
    int first_chairman;                   /* a player's seat, or -1 for one drawn from the seed */
    uint64_t seed;
} JgSetup;

/* Four players (one person, three normal computer players), to 2 wins, seed 1. */
JgSetup jugglers_default_setup(void);
/* Checks a setup; false with a reason (player count, names, kinds, wins, first chairman). */
bool jugglers_check_setup(const JgSetup *setup, JgError *err);
/* The table: seats for a number of players (4, or 5 with five), the seat of player i. */
int jugglers_seats(int players);
int jugglers_seat_of_player(int players, int player);

/* ---- Actions ---- */

typedef enum JgActionKind {
    JG_ACT_SECRETS,      /* seat = chairman, count = secret influences included (0..max) */
    JG_ACT_PLAY,         /* seat = the seat on turn (a two-player dummy's controller acts for
                          * it), source = hand (card) or deck, draft */
    JG_ACT_KINDS
} JgActionKind;

typedef struct JgAction {
    JgActionKind kind;
    int seat;
    int count;           /* SECRETS */
    JgSource source;     /* PLAY: JG_FROM_HAND or JG_FROM_DECK */
    int card;            /* PLAY from the hand */
    int draft;           /* PLAY: a JgDraft */
} JgAction;

JgAction jugglers_secrets(int seat, int count);
JgAction jugglers_play_hand(int seat, int card, int draft);
JgAction jugglers_play_deck(int seat, int draft);

/* ---- Events ---- */

/* What a die roll is for. */
typedef enum JgRoll { JG_ROLL_SECRET, JG_ROLL_DUMMY, JG_ROLL_SETTLE } JgRoll;

typedef enum JgEventKind {
    JG_EV_ROUND_START,        /* seat = chairman, value = round (1-based) */
    JG_EV_POLICY_SHUFFLED,    /* seat = chairman, value = cards */
    JG_EV_SIGIL_DEALT,        /* seat, card (only that seat sees it) */
    JG_EV_POLICY_SET_ASIDE,   /* card (nobody sees it): five players, the 11th card */
    JG_EV_GATHERING_START,    /* seat = chairman, value = gathering (1-based), index = of how many */
    JG_EV_DECK_SHUFFLED,      /* seat = chairman, value = cards in the new influence deck */
    JG_EV_POLICY_DRAWN,       /* draft (left or right), card */
    JG_EV_DEALT,              /* seat, card (only that seat sees it) */
    JG_EV_CHOOSE_SECRETS,     /* seat = chairman, value = most secret influences allowed */
    JG_EV_SECRETS_CHOSEN,     /* seat = chairman, value = secret influences included */
    JG_EV_DIE_ROLLED,         /* seat = who rolls (the chairman), value = 1..6, index = JgRoll,
                               * draft = the draft it picks (SECRET, DUMMY) or settles (SETTLE) */
    JG_EV_SECRET_PLACED,      /* seat = chairman, draft, card (nobody sees it) */
    JG_EV_DECK_DISCARDED,     /* card (nobody sees it): an unincluded secret influence's cost */
    JG_EV_FACE_UP_DEALT,      /* draft, card: the first card of the draft's hand */
    JG_EV_CYCLE_START,        /* seat = who starts, value = cycle (1-based), index = of how many */
    JG_EV_SECRET_JOINED,      /* draft, value = secret influences now face down there */
    JG_EV_TURN,               /* seat on turn, value = the seat that decides (a dummy's controller) */
    JG_EV_NO_PLAY,            /* seat: nothing to play (no hand card, no deck); its turn passes */
    JG_EV_PLAYED,             /* seat, draft, index = JgSource, value = its place in the draft's
                               * face-down cards (1-based), card (only the seat sees its own hand
                               * card; nobody sees a deck card) */
    JG_EV_DREW,               /* seat, card (only that seat sees it) */
    JG_EV_SETTLED,            /* draft, card (face up now), index = its place (1-based), value =
                               * face-down cards there, seat = who played it (-1: secret) */
    JG_EV_SETTLE_DISCARDED,   /* draft, seat = who played it (-1: secret), index = JgSource, card
                               * (only its player sees it, and only a hand card) */
    JG_EV_NOTHING_SETTLED,    /* draft: no face-down card, the hand gains nothing */
    JG_EV_POLICY_PASSED,      /* draft, card, value = its hand's value, index = the joker's */
    JG_EV_POLICY_REJECTED,    /* draft, card, value = its hand's value, index = the joker's */
    JG_EV_DRAFTS_CLEARED,     /* value = influence cards off the table */
    JG_EV_HAND_DISCARDED,     /* seat, card (only that seat sees it): five players' last cards */
    JG_EV_CHAIRMAN,           /* seat: the next chairman */
    JG_EV_SIGIL_REVEALED,     /* seat, card */
    JG_EV_SCORED,             /* seat, value = points x 2, index = Village Order matches */
    JG_EV_ROUND_WON,          /* seat, value = its round wins so far */
    JG_EV_GAME_WON,           /* seat */
    JG_EV_GAME_OVER,
    JG_EV_KINDS
} JgEventKind;

typedef struct JgEvent {
    JgEventKind kind;
    int seat;
    int card;            /* -1 when not about a card, or hidden from the viewer */
    int draft;           /* -1 when not about a draft */
    int index;
    int value;
} JgEvent;

typedef struct JgEvents {
    int n;
    JgEvent ev[JG_MAX_EVENTS];
} JgEvents;

/* ---- State ---- */

typedef enum JgPhase {
    JG_PHASE_SECRETS,    /* the chairman decides how many secret influences to include */
    JG_PHASE_PLAY,       /* the seat on turn plays (its controller decides for a dummy) */
    JG_PHASE_OVER,
} JgPhase;

typedef struct JgSeat {
    char name[JG_NAME_SIZE];
    JgSeatKind kind;
    JgLevel level;
    int player;          /* index in setup.player, -1 for a dummy */
    int controller;      /* a two-player dummy: the seat that plays it; -1 otherwise */
    bool has_hand;       /* dummies have none */
    bool has_sigil;
} JgSeat;

/* A face-down card on a draft. */
typedef struct JgDown {
    uint8_t card;
    int8_t seat;         /* who played it; -1 for a secret influence */
    uint8_t source;      /* JgSource */
} JgDown;

typedef struct JgDraftState {
    int policy;                      /* the policy card, -1 for the joker's draft */
    Pile hand;                       /* the poker hand, face up, in the order it grew */
    int down_n;
    JgDown down[JG_MAX_DOWN];        /* this cycle's face-down cards, the first played first */
    int secret_n;
    uint8_t secret[JG_MAX_SECRETS];  /* secret influences waiting for the last cycle */
} JgDraftState;

/* One play of the round, as everyone saw it: who put a card where, from hand or deck. */
typedef struct JgPlayRecord {
    int8_t gathering;    /* 0-based */
    int8_t seat;
    int8_t draft;
    int8_t source;
} JgPlayRecord;

/* The end of a round, all public: every sigil revealed, the Village Order, the points. */
typedef struct JgRoundResult {
    int round;
    int sigil[JG_MAX_SEATS];         /* -1: no sigil */
    Pile village;
    int matches[JG_MAX_SEATS];       /* Village Order cards sharing the sigil's rank or suit */
    int allies[JG_MAX_SEATS];        /* other seats' sigils sharing its rank or suit */
    int half_points[JG_MAX_SEATS];   /* points x 2: matches count 2, allies 1 */
    bool won[JG_MAX_SEATS];
} JgRoundResult;

typedef struct JgGame {
    JgSetup setup;
    int seats;                       /* 4, or 5 with five players */
    JgSeat seat[JG_MAX_SEATS];
    RngState rng;                    /* shuffles and dice: hidden, part of the state */
    JgPhase phase;
    int round;                       /* 1-based */
    int gathering, gatherings;       /* 1-based gathering of the round, and how many it has */
    int cycle, cycles;               /* 0-based cycle of the gathering, and how many it has */
    int step;                        /* plays made in this cycle */
    int chairman;
    int turn;                        /* the seat on turn (PLAY) */
    int last_played;                 /* the seat that played last, -1 before any play */
    int ring[JG_MAX_SEATS];          /* the seats clockwise round the table from seat 0 */
    int order[JG_MAX_SEATS];         /* the first cycle's order: ring from the chairman's left */
    int sigil[JG_MAX_SEATS];         /* -1: none */
    Pile policy_deck, village, rejected, set_aside;
    Pile deck, discard;              /* influence cards: draw pile (top = last), out of play */
    Pile hand[JG_MAX_SEATS];
    JgDraftState draft[JG_DRAFTS];
    uint64_t known_discard[JG_MAX_SEATS];  /* bit c: the seat's own hand card c was discarded
                                            * unseen this gathering (it knows where it went) */
    int wins[JG_MAX_SEATS];
    bool winner[JG_MAX_SEATS];       /* when over */
    int policies[JG_MAX_GATHERINGS][2];    /* this round's drafts, left and right, per gathering */
    int history_n;
    JgPlayRecord history[JG_MAX_HISTORY];  /* this round's plays */
    bool has_result;
    JgRoundResult result;            /* the last round's end */
    /* Every applied action, for the save file and replays. */
    int actions_n, actions_cap;
    JgAction *actions;
} JgGame;

/* Starts a game: the first chairman (drawn from the seed unless the setup names one) shuffles
 * the policy deck, deals the sigils, draws the first two policies and deals the hand cards;
 * the game then waits for the chairman's secret influences. The game owns heap memory for its
 * action list: jugglers_free releases it. events may be NULL. */
bool jugglers_new(JgGame *g, const JgSetup *setup, JgEvents *events, JgError *err);
void jugglers_free(JgGame *g);

/* Applies the action if the rules allow it (events get what happened, appended after the
 * events already there); otherwise changes nothing and explains why. */
bool jugglers_apply(JgGame *g, const JgAction *a, JgEvents *events, JgError *err);
/* Would the action be accepted? Changes nothing. */
bool jugglers_check(const JgGame *g, const JgAction *a, JgError *err);

/* ---- Facts ---- */

/* The seat whose decision the game waits for (the chairman, the seat on turn, a two-player
 * dummy's controller), -1 when over. */
int jugglers_waiting_for(const JgGame *g);
/* The most secret influences the chairman may include: 1, 2 with three players, 3 with two. */
int jugglers_secrets_max(int players);
/* Hand cards each seat with a hand is dealt up to: 5, or 7 with five players. */
int jugglers_hand_size(int players);
/* Cycles in a gathering: 4, or 5 with five or two players (who get no face-up first cards). */
int jugglers_cycles(int players);
/* The draft a die roll picks: 1 or 4 left, 2 or 5 the joker's, 3 or 6 right. */
int jugglers_draft_of_roll(int roll);
/* The face-down card a settling roll picks among count: ((roll - 1) mod count), 0-based. */
int jugglers_settle_pick(int roll, int count);
/* The seat playing the step-th play (0-based) of the cycle-th cycle (0-based), given the first
 * cycle's order: each later cycle starts with the seat that played last. */
int jugglers_cycle_seat(const int *order, int seats, int cycle, int step);
/* True when a card shares the sigil's rank or suit. */
bool jugglers_matches(int sigil, int card);
/* Scores a round (J24): 1 point per Village Order card sharing a sigil's rank
 * or suit, 0.5 per other seat's sigil sharing it; the people (not dummies) with the most points
 * win. sigil[s] is -1 for a seat without one. Fills out's sigils, village, matches, allies,
 * half_points and won; out->round is left 0. */
void jugglers_score_round(const int *sigil, const bool *dummy, int seats, const Pile *village,
                          JgRoundResult *out);
/* The value of a draft's face-up hand (pokerhand_value). */
uint32_t jugglers_hand_value(const Pile *hand);
/* The poker card of an influence card id (0-35). */
PokerCard jugglers_poker_card(int card);
/* Checks every invariant (all 52 cards each exactly once, hands and drafts within their sizes,
 * the turn and phase consistent); false with what broke. Used by tests and self-play. */
bool jugglers_invariants(const JgGame *g, JgError *err);
/* An action as one save-file line without the newline ("play 2 9h left"); false if it does not
 * fit or is not an action. */
bool jugglers_action_text(const JgAction *a, char *buf, size_t size);
/* Parses one action line as jugglers_action_text writes it (a trailing newline allowed; any
 * bytes); seats bounds the seat number. false with a reason in words. Parsing only:
 * jugglers_check decides whether the action is legal. err may be NULL. */
bool jugglers_action_parse(const char *text, size_t len, int seats, JgAction *out, JgError *err);
/* "left", "joker", "right". */
const char *jugglers_draft_name(int draft);

/* ---- Views ---- */

typedef struct JgSeatView {
    char name[JG_NAME_SIZE];
    JgSeatKind kind;
    JgLevel level;
    int controller;
    bool has_hand;
    bool has_sigil;
    int hand_count;
    int wins;
} JgSeatView;

/* A face-down card as the viewer sees it: who put it there and from where; the card only when
 * it is the viewer's own hand card. */
typedef struct JgDownView {
    int seat;            /* -1: a secret influence */
    JgSource source;
    int card;            /* -1 unless known to the viewer */
} JgDownView;

typedef struct JgDraftView {
    int policy;                      /* -1 for the joker's draft (and between gatherings) */
    Pile hand;                       /* face up */
    int down_n;
    JgDownView down[JG_MAX_DOWN];
    int secrets;                     /* secret influences waiting for the last cycle */
} JgDraftView;

/* What one seat may know: its own sigil and hand, the cards it played face down itself, and
 * everything face up; never another seat's sigil, hand or face-down card, nor an unseen deck
 * card (not even its own random play). The public view (viewer -1) holds only what is face up. */
typedef struct JgView {
    int viewer;                      /* seat, or -1 for the public view */
    JgSetup setup;                   /* seed zeroed: the seed would tell every card */
    int seats;
    JgSeatView seat[JG_MAX_SEATS];
    int ring[JG_MAX_SEATS];
    int order[JG_MAX_SEATS];
    JgPhase phase;
    int round, gathering, gatherings, cycle, cycles, step;
    int chairman, turn, waiting_for, last_played;
    int secrets_max;                 /* in JG_PHASE_SECRETS */
    int sigil;                       /* the viewer's own, -1 when none */
    Pile hand;                       /* the viewer's own */
    JgDraftView draft[JG_DRAFTS];
    int deck_count, discard_count, policy_deck_count, set_aside_count;
    Pile village, rejected;          /* face up: passed, and failed (seen while drafts) */
    Pile known_discard;              /* the viewer's own hand cards discarded unseen */
    int policies[JG_MAX_GATHERINGS][2];
    int history_n;
    JgPlayRecord history[JG_MAX_HISTORY];
    bool has_result;
    JgRoundResult result;            /* the last round's end (all revealed) */
    bool winner[JG_MAX_SEATS];       /* when over */
    long actions;                    /* actions so far */
    uint64_t decision_seed;          /* for computer players: a one-way mix of the seed, the seat
                                      * and the action count, never the seed itself */
} JgView;

void jugglers_view(const JgGame *g, int viewer, JgView *out);
/* Checks that a view holds no card its viewer may not know, against the game's hidden cards
 * (self-play and tests call it after every action); false with the card that leaked. */
bool jugglers_view_check(const JgGame *g, const JgView *v, JgError *err);
/* An event as the viewer may see it: private cards of other seats and unseen cards hidden. */
JgEvent jugglers_event_for(const JgEvent *e, int viewer);
/* One line for the game log, in words ("Anna played a hand card face down on the left draft"),
 * names taken from the view; give it the event as redacted for that view's viewer. */
void jugglers_event_text(const JgView *v, const JgEvent *e, char *buf, size_t size);
/* A card in words with its suit symbol ("9♥", "Q♠"); "a card" for -1. */
void jugglers_card_words(int card, char *buf, size_t size);

/* ---- Saves ---- */

/* The save text (setup, seed, actions); heap string the caller frees, NULL without memory. */
char *jugglers_save(const JgGame *g);
/* Rebuilds a game from save text by replaying its actions. On failure g is left empty (freed)
 * and err says what is wrong and on which line. */
bool jugglers_load(JgGame *g, const char *text, size_t len, JgError *err);
