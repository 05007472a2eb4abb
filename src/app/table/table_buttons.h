/* A card table's buttons as its state offers them: what each is (the table's own id), its
 * label, whether it does something now (otherwise greyed out) and whether it is the step the
 * table expects next. The frame places them, drawing paints them, input presses them: both
 * card games' tables keep their lists this way. Pure C. */
#pragma once

#include "table_layout.h"

#include <stdbool.h>

#define TABLE_BUTTONS_MAX TABLE_MAX_BUTTONS
#define TABLE_BUTTON_LABEL 40

typedef struct TableButton {
    int id;                          /* the table's own button id */
    char label[TABLE_BUTTON_LABEL];
    bool on;                         /* false: shown greyed out, does nothing */
    bool primary;                    /* the step the table expects next */
} TableButton;

typedef struct TableButtons {
    int n;
    TableButton b[TABLE_BUTTONS_MAX];
    bool choice;                     /* shown as two large choice buttons (the siteswap table's
                                      * performer: juggle it or the screen) */
} TableButtons;

/* Appends a button (dropped when the list is full). */
void table_buttons_add(TableButtons *out, int id, const char *label, bool on, bool primary);
/* The layout's grid: button i in the layout's place i. */
void table_buttons_place(const TableButtons *bs, const TableLayout *L, SDL_FRect *rects);
/* The button under (x, y) among rects, or -1. */
int table_buttons_hit(const TableButtons *bs, const SDL_FRect *rects, float x, float y);
