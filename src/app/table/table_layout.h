/* Where everything on the card table goes, as a pure function of the window size, the number of
 * seats and which seat sits at the bottom (the one whose hand may be shown).
 *
 * Seats sit round an oval like people round a real table: the bottom seat nearest the screen's
 * bottom edge, the next seat (the turn passes to the left) to its left, and so on clockwise.
 * The piles sit in the middle, the game log on the right, the private hand, a row of the game's
 * own and the buttons in a strip along the bottom (each game places its own things in the
 * middle and that row: sst_places.h, jt_places.h). Sizes follow the
 * window, so the same layout works from 1024x600 to 3840x2160; the scene and its tests agree on
 * every rectangle. */
#pragma once

#include "table_mode.h"

#include <SDL_rect.h>
#include <stdbool.h>

#define TABLE_MAX_BUTTONS 8
#define TABLE_PILE_LAYERS 12        /* a pile's depth, drawn as layers raised a little each */
#define TABLE_PILE_LAYER_RISE 1.2f  /* pixels each layer rises */

typedef struct TableSeatBox {
    SDL_FRect box;            /* the seat's panel: name, card count, fanned backs, stack */
    float fan_cx, fan_cy;     /* centre of the fanned card backs */
    float stack_cx, stack_cy; /* its face-down stack while it performs */
    float name_x, name_y;     /* left and top of its name */
} TableSeatBox;

typedef struct TableLayout {
    int width, height;
    float margin;
    SDL_FRect table;          /* the felt the seats sit round */
    SDL_FRect centre;         /* inside the seats: the piles and what the game lays there */
    int seats;
    TableSeatBox seat[TABLE_MAX_SEATS]; /* by seat number, already turned for the bottom seat */
    int seat_card_h;          /* card backs in a seat's fan */
    int pile_card_h;          /* the piles in the middle (a game places them) */
    SDL_FRect log;
    SDL_FRect strip;          /* along the bottom: hand, the game's own row, buttons */
    SDL_FRect hand;           /* the private hand, large */
    int hand_card_h;
    SDL_FRect build;          /* under the hand, left of the buttons: the game's own row */
    SDL_FRect buttons[TABLE_MAX_BUTTONS]; /* two columns under each other, right of the strip */
    int name_px, body_px, small_px, big_px, button_px;
    int log_px;               /* the log's lines: never shrunk to fit, fewer lines instead */
} TableLayout;

/* Every text size a table draws, in pixels, and the smallest of them (for the probe and the
 * tests of legibility across a room). */
typedef struct TableTextSizes {
    int name, body, small, big, button, badge, log, min;
} TableTextSizes;
void table_layout_text_sizes(const TableLayout *L, TableTextSizes *out);
/* The seat number badge's digits: a little smaller than the name beside them. */
int table_layout_badge_px(const TableLayout *L);

/* text_scale: the player's text size (1 = normal). bottom_seat is turned to the bottom. */
void table_layout(int width, int height, int seats, int bottom_seat, float text_scale,
                  TableLayout *out);

/* Cards in a row of width row_w: the distance from one card's left edge to the next, so that
 * n cards of width card_w fit (overlapping when crowded, at most a little apart). */
float table_row_step(float row_w, int n, float card_w);

/* Which of n cards laid left to right from x0 with step (cards card_w wide) is under x;
 * the topmost (rightmost) wins where cards overlap. -1 when none. */
int table_row_hit(float x0, float step, int n, float card_w, float x);

/* The gap (0..n) between cards in a row nearest to x: where a card is inserted. */
int table_row_gap(float x0, float step, int n, float card_w, float x);

/* Width of a card of this height (cards are 5:7). */
float table_card_w(int height);
