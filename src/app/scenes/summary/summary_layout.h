/* Where everything on the game summary goes, as a pure function of the window size, the number
 * of seats and the player's text size, so the scene and its tests agree on every rectangle.
 *
 * Top to bottom: the heading (who won) and a line under it, the places as a row (or two) of
 * chips, the column headings, the scrolling list of patterns with its scroll bar, the two
 * buttons and a line of key hints. The winner's moment before it and the Watch overlay over it
 * have their places here too. Works from 640x400 to 3840x2160, landscape or portrait. */
#pragma once

#include <SDL_rect.h>

#define SUMMARY_MAX_PLACES 6

/* The list's columns, left to right; the Watch button sits in the last. */
typedef enum SummaryColumn { SUMMARY_COL_PLAYER, SUMMARY_COL_PATTERN, SUMMARY_COL_RESULT,
                             SUMMARY_COL_WATCH, SUMMARY_COLUMNS } SummaryColumn;

typedef struct SummaryLayout {
    int width, height;
    float margin;

    /* The winner's moment. */
    SDL_FRect winner;          /* the winner's name, very large, centred in it */
    int winner_px;
    SDL_FRect winner_line;     /* "wins the game!" */
    int winner_line_px;
    SDL_FRect winner_detail;   /* a fact of the game under it */
    int winner_detail_px;
    SDL_FRect skip;            /* "click or press any key" */
    int skip_px;

    /* The summary. */
    SDL_FRect title;           /* "Anna wins!" */
    int title_px;
    SDL_FRect subtitle;        /* turns, patterns */
    int subtitle_px;
    int places;
    SDL_FRect place[SUMMARY_MAX_PLACES]; /* in place order: the winner first */
    int place_px;
    SDL_FRect header;          /* column headings */
    int header_px;
    SDL_FRect list;            /* the rows scroll inside this */
    float row_h;               /* every row: a main line and a detail line */
    int row_px, detail_px;
    float col_x[SUMMARY_COLUMNS], col_w[SUMMARY_COLUMNS]; /* from the list's left edge */
    SDL_FRect watch;           /* the Watch button, relative to its row's top-left corner */
    SDL_FRect scrollbar;       /* the track, right of the list */
    SDL_FRect play_again, back;
    int button_px;
    SDL_FRect hint;            /* key hints along the bottom */
    int hint_px;

    /* The Watch overlay. */
    SDL_FRect overlay;
    SDL_FRect overlay_title;
    int overlay_title_px;
    SDL_FRect overlay_juggler;
    SDL_FRect overlay_close;   /* "click or Esc to close" */
    int overlay_close_px;
} SummaryLayout;

/* places: seats in the game (1..6). text_scale: the player's text size (1 = normal). */
void summary_layout(int width, int height, int places, float text_scale, SummaryLayout *out);

/* Rows that fit in the list, whole or in part, at most. */
int summary_visible_rows(const SummaryLayout *L);
