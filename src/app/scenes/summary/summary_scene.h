/* The end of a card game: the winner's moment, then the game's summary. It names no game:
 * each game gives its summary in words (SummaryContent) from its own folder, the siteswap game
 * a row per pattern played (scenes/siteswap_table/sst_summary.c), Jugglers a row per
 * gathering (scenes/jugglers_table/jt_summary.c).
 *
 * The moment: the winner's name very large while balls, clubs, rings and the winner's own cards
 * are thrown up in arcs and fall (a few seconds; any click or key skips it). The summary: the
 * places, then the game's rows in order, the longest marked, each that can be juggled with a
 * Watch button (the game prepares and draws it: SummaryWatch). "Play again" deals a new game
 * with the same seats and options; "Back to title" leaves.
 *
 * The scene copies what it is given, so the table scene under it may stay or go. Both buttons
 * go back to the title (every scene above it leaves); Play again then opens the next game with
 * the maker it was given, so the summary needs to know nothing of the table. */
#pragma once

#include "app.h"
#include "game_choice.h"
#include "summary_layout.h"
#include "summary_rows.h"


/* What the scene shows, and drew last frame, for tests. */
typedef struct SummaryProbe {
    bool celebrating;           /* the winner's moment is on */
    char headline[96];          /* "Anna wins!" */
    char subtitle[200];         /* under it: turns, patterns, why the game ended */
    char moment_detail[200];    /* under the winner's name in the moment */
    int places_n;
    char place_text[SUMMARY_MAX_SEATS][64];   /* in place order */
    int rows_n;
    const SummaryRow *rows;     /* valid while the scene lives */
    int selected;
    float scroll, max_scroll;
    bool watching;              /* the Watch overlay is open */
    bool watch_ok;              /* and its juggler was prepared */
    char watch_title[160];
    SummaryLayout layout;
    int watch_n;                /* Watch buttons drawn last frame, by row */
    int watch_row[SUMMARY_PROBE_WATCH];
    SDL_FRect watch_button[SUMMARY_PROBE_WATCH];
    int sparks_flying;          /* celebration props in the air */
    int under_watch_redraws;    /* times the summary under a watched pattern was drawn */
} SummaryProbe;

/* The summary a game made in words. choice: the seats and options to play again with. again:
 * what Play again opens (NULL: it says a new game could not be started). NULL without memory
 * (content->watch.ctx is freed all the same). */
Scene *summary_scene_create_content(App *app, const SummaryContent *content,
                                    const GameChoice *choice, SummaryPlayAgain again);
/* false if scene is not a summary scene. */
bool summary_scene_probe(Scene *scene, const App *app, SummaryProbe *out);
