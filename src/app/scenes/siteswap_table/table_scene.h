/* The card table: the siteswap card game on one screen shared by everyone at the table.
 *
 * The scene glues the table's parts (sst_state.h lists them) to the app: it feeds them the
 * window, the settings and the ticks, draws the frame, hands them input, and carries out what
 * they ask for: saving after every action (table_save.h), notices, the summary when the game is
 * over, leaving. Between turns and during computer players' turns only the public view is
 * drawn; a person's hand appears only after a curtain ("Pass to Anna") that the person
 * confirms, unless they are the only person at the table. */
#pragma once

#include "app.h"
#include "game_choice.h"
#include "sst_state.h"
#include "table_layout.h"

#define TABLE_PROBE_FACES 160
#define TABLE_PROBE_TRICK_ROWS 40

/* What the scene is doing and where everything is, from the same frame that is drawn and
 * clicked, for tests (privacy, clicks). */
typedef struct TableProbe {
    TableMode mode;
    int shown_seat;              /* the seat at the bottom (whose hand is shown when private) */
    const SsgGame *game;
    int faces_n;                 /* card faces drawn in the frame, by card id */
    int faces[TABLE_PROBE_FACES];
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
    SDL_FRect trick_row[TABLE_PROBE_TRICK_ROWS];
} TableProbe;

Scene *table_scene_create(App *app, const GameChoice *choice);
/* A game from save text (ssgame_save), resumed where it stopped: the log is rebuilt from its
 * actions, and a person on turn gets the curtain first. extras gives the table's own options
 * (hint button); NULL for the defaults. NULL with the reason in err when the text is not a
 * game (the loader's "line N: ..." message). */
Scene *table_scene_resume(App *app, const char *text, size_t len, const GameChoice *extras,
                          char *err, size_t err_size);
/* A phones table's link for seat ("http://HOST:PORT/s/TOKEN"); false (buf "") when the scene
 * is not a table, phones are off, or the seat has no link. For tests driving phones. */
bool table_scene_phone_url(Scene *scene, int seat, char *buf, size_t size);
/* false if scene is not a table scene. */
bool table_scene_probe(Scene *scene, const App *app, TableProbe *out);
/* The scene's probe hook (Scene.probe, sst_probe_json.c): the table's part of --probe. */
void sst_probe_json(Scene *scene, App *app, JsonWriter *j);
