/* The Join screen's workings, apart from its drawing (table_qr.h): where its parts go, which
 * address the host picks with keys or the mouse, which seats need advice, and its part of the
 * probe. Time is the phones' clock (TablePhones.clock: the game's ticks), never the wall's. */
#pragma once

#include "app.h"
#include "json_write.h"
#include "table_mode.h"

#include <stdbool.h>
#include <stdint.h>

#define TABLE_JOIN_MAX 8
#define TABLE_JOIN_QUIET 4 /* modules of white round a code: the margin a reader needs */

/* Where the Join screen's parts go in a window W x H: with more than one address, a column of
 * them on the left (each a tile: its number and interface, its address, a QR code of the first
 * link there); the seats' codes in the rest, in a grid; the advice, when shown, in a band above
 * the hint, or with more than three seats in the left column under the addresses (wrapped), so
 * the codes get the window's whole height. */
typedef struct TableJoinLayout {
    int hosts;
    SDL_FRect host_tile[TABLE_JOIN_HOSTS];
    SDL_FRect seats_area;
    SDL_FRect advice;           /* empty when no advice shows */
    int advice_lines;           /* 4 across the bottom, or 0: wrapped in the left column */
    int cols, rows;             /* the seats' grid */
    float cell_w, cell_h;
    float qr;                   /* each seat's code's square, quiet zone included (the code is
                                 * drawn in whole pixels a module, so it may come out smaller:
                                 * table_join_qr_px) */
    float text_w;               /* the width a seat's caption and address are fitted to */
    int px, small;              /* a seat's caption, and its address */
} TableJoinLayout;

/* links: the seats with a link; px: the seats' captions' size. With more than three the
 * address column and the advice share the left column, so the seats' codes stay large enough
 * to scan from across a table. */
void table_join_layout(float W, float H, int hosts, int links, bool advice, int px,
                       TableJoinLayout *out);
/* Code i (0-based among the seats with a link): the centre of its cell and the top of its
 * caption. */
void table_join_cell(const TableJoinLayout *L, int i, float *cx, float *top);
/* The side a code of text comes out at in a square of side `box` (whole pixels a module, quiet
 * zone included); 0 when it cannot be made. */
int table_join_qr_px(const char *text, float box);
/* The seats with a link. */
int table_join_links(const TablePhones *ph);

/* The seats (of seats) that need advice now, in stuck (at least TABLE_MAX_SEATS); how many.
 * A seat with a link needs it when its page never opened its stream and either its link was
 * reached TABLE_JOIN_ADVICE_S ago (the page does not load) or the Join screen has been open that
 * long (its phone never got through). */
int table_join_stuck(const TablePhones *ph, int seats, int stuck[]);
/* Did every one of these stuck seats' phones reach this computer (their pages did not load)? */
bool table_join_all_reached(const TablePhones *ph, const int stuck[], int n);

/* A key or a press while the Join screen is open (W x H the window): with several addresses,
 * the arrows, Tab or a number pick one and a click on its tile does; anything else deliberate
 * (Enter, Esc, a click elsewhere, another key) goes back to the table. The pick waits in
 * ph->want for the host (table_host_phones_seen). */
void table_join_input(TablePhones *ph, const Input *in, float W, float H);

/* How long the Join screen stays as it is: until the advice is due, APP_STILL_FOREVER when
 * nothing will change by itself (or it is closed). */
uint32_t table_join_still_ms(const TablePhones *ph, int seats);

/* The probe's "join" member: open, the addresses (name, address), the chosen one, the seats
 * needing advice and whether the advice shows, and in a window W x H with captions of px
 * pixels the seats' codes: their grid and the smallest code's side as drawn ("qr"). */
void table_join_probe(JsonWriter *j, const TablePhones *ph, int seats, float W, float H, int px);
