/* Scrolling pick lists: rows of equal height, one selected, scrolled so the selection stays in
 * view. The same keys everywhere: Up/Down a row, Page Up/Down a page, Home/End the ends; the
 * wheel and a drag scroll, a click selects, a typed letter jumps to the next row starting
 * with it.
 *
 * Pure: positions are in rows (top may be fractional while the list is dragged or scrolls by
 * pixels); the screen turns them into pixels with its row height. */
#pragma once

#include <SDL_keycode.h>
#include <stdbool.h>

typedef struct UiList {
    int count;      /* rows */
    int selected;   /* 0..count-1, or -1 when empty */
    float top;      /* rows scrolled off above the view */
    float visible;  /* rows the view holds (fractional when one is cut by its edge) */
} UiList;

/* An empty list showing visible rows. */
void ui_list_init(UiList *l, float visible);

/* The list's size changed (rows or view): the selection and scroll are kept where they can be. */
void ui_list_resize(UiList *l, int count, float visible);

/* Largest top: the last row at the bottom of the view (0 when all fit). */
float ui_list_max_top(const UiList *l);

/* Scrolls by rows (negative: up), within the list. */
void ui_list_scroll(UiList *l, float rows);

/* Selects row (clamped) and scrolls just enough to show it whole. */
void ui_list_select(UiList *l, int row);

/* Rows Page Up and Page Down move: a view less one row, so one row stays in sight. */
int ui_list_page(const UiList *l);

/* Up, Down, Page Up, Page Down, Home and End; true when key is one of them. Up and Down move
 * the selection a row; the page keys scroll a page and move the selection as far; Home and End
 * select the first and last rows. The selection is always left in view. */
bool ui_list_key(UiList *l, SDL_Keycode key);

/* The mouse wheel: notches as SDL reports them (y > 0 scrolls up), rows_per_notch each. */
void ui_list_wheel(UiList *l, float notches, float rows_per_notch);

/* A drag: the pointer moved dy pixels since it was pressed with the list at press_top. */
void ui_list_drag(UiList *l, float press_top, float dy, float row_h);

/* The row at y pixels below the view's top, or -1 (below the last row, or outside the view). */
int ui_list_row_at(const UiList *l, float y, float row_h);

/* The label of a row, for ui_list_jump. */
typedef const char *(*UiListLabel)(void *ctx, int row);

/* A typed character: the next row after the selection (wrapping) whose label starts with it,
 * ignoring case and leading spaces. True when one was found and selected. */
bool ui_list_jump(UiList *l, const char *typed, UiListLabel label, void *ctx);
