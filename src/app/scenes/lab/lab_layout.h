/* Where everything in the Pattern Lab goes, as a pure function of the drawable size and the
 * player's text size, so the screen, its hit-testing and the layout tests agree.
 *
 * Landscape: the juggler on the left at the full height of the window (tall patterns need it),
 * a panel on the right: the pattern field, the throw being made, the facts, the ladder diagram
 * and three rows of buttons. Portrait: the juggler on top and the panel below it. The browser (catalogue, history, random) covers the
 * panel, so the juggler stays in view while the player tries patterns. */
#pragma once

#include <SDL_rect.h>

/* The buttons, row by row (LAB_BUTTON_COLUMNS to a row). */
typedef enum LabButton {
    /* Time. */
    LAB_BUTTON_BEAT_BACK,
    LAB_BUTTON_PLAY,
    LAB_BUTTON_BEAT_FORWARD,
    LAB_BUTTON_SLOWER,
    LAB_BUTTON_FASTER,
    /* How it is juggled. */
    LAB_BUTTON_RESTART,
    LAB_BUTTON_ENTRY,
    LAB_BUTTON_PROPS,
    LAB_BUTTON_STYLE,
    LAB_BUTTON_HAND,
    /* What to look at, and where patterns come from. */
    LAB_BUTTON_FOLLOW,
    LAB_BUTTON_CATALOGUE,
    LAB_BUTTON_HISTORY,
    LAB_BUTTON_RANDOM,
    LAB_BUTTON_EXIT,
    LAB_BUTTON_COUNT
} LabButton;

#define LAB_BUTTON_COLUMNS 5

typedef enum LabTab { LAB_TAB_CATALOGUE, LAB_TAB_HISTORY, LAB_TAB_RANDOM, LAB_TAB_COUNT } LabTab;

#define LAB_RANDOM_ROWS 3        /* balls, period, highest throw */

/* The catalogue's and the history's columns, headed above the rows. */
typedef enum LabColumn {
    LAB_COL_NAME,
    LAB_COL_SITESWAP,
    LAB_COL_BALLS,
    LAB_COL_PERIOD,
    LAB_COL_COUNT
} LabColumn;
#define LAB_MAX_LIST_ROWS 40

typedef struct LabLayout {
    SDL_FRect juggler;           /* where the figure and its highest throw must fit */
    SDL_FRect panel;             /* the panel's background */
    float text_x, text_w;        /* the panel's text column */
    float title_y;
    int title_px;
    SDL_FRect field;             /* the pattern field */
    int field_px;
    float now_y;                 /* "Now:" caption, then the pattern with its current throw */
    int now_px;
    float pattern_y;
    int pattern_px;
    SDL_FRect facts;             /* facts, or the explanation of a mistake */
    int body_px;
    SDL_FRect ladder;            /* the ladder diagram */
    int ladder_px;
    SDL_FRect buttons[LAB_BUTTON_COUNT];
    int button_px, key_px;       /* a button's label, and its key below it */

    /* The browser, over the panel. */
    SDL_FRect browser;
    SDL_FRect tabs[LAB_TAB_COUNT];
    SDL_FRect search;            /* the catalogue's search field */
    int search_px;
    SDL_FRect list_head;         /* the columns' headings: above the rows, not scrolled with them */
    int head_px;
    float col_x[LAB_COL_COUNT];  /* each column's cell in a row (and its heading): words from */
    float col_w[LAB_COL_COUNT];  /* col_x, numbers up to col_x + col_w */
    SDL_FRect list;              /* rows of patterns */
    float row_h;
    int rows;                    /* whole rows that fit */
    int list_px;
    SDL_FRect random_rows[LAB_RANDOM_ROWS];    /* whole row: label and value */
    SDL_FRect random_minus[LAB_RANDOM_ROWS], random_plus[LAB_RANDOM_ROWS];
    SDL_FRect random_go;
    float browser_desc_y;        /* two lines about the chosen row */
    int desc_px;
    float browser_hint_y;        /* the keys */
    int hint_px;
} LabLayout;

/* text_scale: the player's text size (1 = normal). */
void lab_layout(int width, int height, float text_scale, LabLayout *out);

/* The button under (x, y), or -1. */
int lab_layout_button_at(const LabLayout *lay, float x, float y);
