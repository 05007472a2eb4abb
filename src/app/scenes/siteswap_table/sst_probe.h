/* What the siteswap table shows and where, from the same frame that is drawn and clicked: for
 * tests (privacy, clicks) and its part of the --probe report. */
#pragma once

#include "json_write.h"
#include "sst_frame.h"

#define SST_PROBE_FACES 160
#define SST_PROBE_TRICK_ROWS 40

/* What the scene is doing and where everything is, from the same frame that is drawn and
 * clicked, for tests (privacy, clicks). */
typedef struct SstProbe {
    TableMode mode;
    int shown_seat;              /* the seat at the bottom (whose hand is shown when private) */
    const SsgGame *game;
    int faces_n;                 /* card faces drawn in the frame, by card id */
    int faces[SST_PROBE_FACES];
    bool busy;                   /* cards are moving */
    TableLayout layout;
    SDL_FRect confirm;           /* the curtain's button */
    int hand_n;                  /* the private hand as drawn: card ids and where */
    int hand_card[SSG_CARDS];
    SDL_FRect hand_rect[SSG_CARDS];
    int build_n;                 /* the pattern being built */
    bool build_legal;
    char feedback[SSG_TEXT_SIZE];
    int buttons_n;
    char button_label[TABLE_MAX_BUTTONS][32];
    bool button_on[TABLE_MAX_BUTTONS];  /* false: shown greyed out, does nothing */
    bool button_primary[TABLE_MAX_BUTTONS]; /* gold: the step the table expects next */
    SDL_FRect button_rect[TABLE_MAX_BUTTONS]; /* where each is (the layout's grid, or larger) */
    /* Performing and guessing. */
    int guesser;                 /* the seat whose guess panel is open, -1 */
    char guess[64];              /* what it has typed */
    char guess_pick[48];         /* guessing a trick: the name picked */
    char guess_error[SSG_TEXT_SIZE]; /* why a try could not be judged, shown in the panel */
    char banner[SSG_TEXT_SIZE + 64]; /* the verdict everyone sees, "" when none is up */
    bool banner_good;
    bool verdict_fresh;          /* the verdict went up too recently for the table to move on */
    bool real_performance;       /* the performer juggles for real (counted by hand) */
    bool on_stage;               /* the on-screen juggler has the stage */
    SDL_FRect stage;             /* where it performs */
    SDL_FRect figure;            /* the juggler's body as drawn there; empty when off stage */
    float prop_px;               /* its smallest prop's drawn diameter; 0 when off stage */
    int faces_over_stage;        /* faces drawn over the stage (cards on the move across it) */
    const SsgView *pub;          /* the public view: what everyone at the table may know */
    int turn;                    /* the seat the table waits for, -1 */
    TableTextSizes text;         /* every text size the table draws, in pixels */
    int log_scroll;              /* log lines scrolled back from the newest */
    /* The build row as drawn and the state of building. */
    int build_card[SSG_CARDS];
    bool build_fixed[SSG_CARDS];      /* a card of the revealed siteswap being extended */
    SDL_FRect build_rect[SSG_CARDS];
    SDL_FRect tag_rect[SSG_CARDS];    /* reduction toggles under the cards; empty where none */
    bool reducible[SSG_CARDS];
    bool reduce[SSG_CARDS];
    int caret;                        /* the gap (0..build_n) where the next card goes */
    int target;                       /* the revealed siteswap being extended, -1 for a build */
    int style;                        /* ssgame_style_index of the style chosen */
    bool style_needed;
    int trick_style;                  /* ssgame_style_index of the trick picker's style */
    bool style_chips;                 /* the style's choices are shown (prop, hand, movement) */
    SDL_FRect style_chip[3];
    char style_word[3][16];           /* the chosen prop, hand and movement, in the phone's words */
    bool style_chip_on[3];            /* another value is accepted: the choice is not greyed */
    char performed[SSG_TEXT_SIZE];    /* "You will juggle ...", the style when one is needed */
    int revealed_n;
    SDL_FRect revealed_row[SSG_MAX_REVEALED]; /* empty for rows not shown */
    int overlay;                      /* 0 none, 1 a revealed siteswap juggled, 2 trick picker,
                                       * 3 the reveal */
    int revealed_value_px;            /* the smallest value of a revealed card on the table, 0 */
    bool reveal;                      /* the reveal is up: what, who named it (-1: laid down) */
    char reveal_what[64];
    int reveal_named_by;
    int reveal_what_px, reveal_card_h;
    bool reveal_may_close;            /* Enter or a click goes on now */
    double reveal_left;               /* seconds before it goes on by itself */
    bool preview_ok;                  /* the overlay's juggler is prepared */
    int tricks_n, trick_sel;
    char trick_name[48];              /* the selected trick */
    int trick_rows_n;                 /* rows of the picker shown: trick_row[k] is trick top + k */
    int trick_top;
    SDL_FRect trick_row[SST_PROBE_TRICK_ROWS];
} SstProbe;

/* The probe of the table in st, drawn last as d; false without memory. */
bool sst_probe_fill(const SstState *st, const SstFrame *d, SstProbe *out);
/* The table's members of the --probe report (core/probe.h): phase, seats, faces, text sizes. */
void sst_probe_json(JsonWriter *j, const SstProbe *p);
