/* Buttons: one look on every screen. A caller describes its buttons as an array of UiButton
 * ({rect, label, state}), draws them with ui_buttons_draw and asks ui_button_at which one the
 * pointer is over; it keeps its own ids in the array.
 *
 * The look: a rounded rectangle in the palette's button colours, its label bold and centred,
 * fitted to the width with textfit (an optional hint, such as the key, in small type under it).
 *   normal    green, cream label
 *   primary   gold, dark label: the way on, or a setting that is switched on
 *   disabled  dim, faint label; never hovered
 *   hover     a lighter fill, under the pointer
 *   focus     a cream ring outside the button: it has the keys (shows whatever its fill) */
#pragma once

#include "app.h"

enum {
    UI_BUTTON_NORMAL = 0,
    UI_BUTTON_PRIMARY = 1 << 0,
    UI_BUTTON_DISABLED = 1 << 1,
    UI_BUTTON_HOVER = 1 << 2,
    UI_BUTTON_FOCUS = 1 << 3,
};

typedef struct UiButton {
    SDL_FRect rect;
    const char *label;
    const char *hint;   /* small text under the label (its key), or NULL */
    unsigned state;     /* UI_BUTTON_* flags */
    int id;             /* the caller's, untouched */
} UiButton;

/* Draws one button, its label at px (shrunk to fit), a hint at hint_px. */
void ui_button_draw(App *app, const UiButton *b, int px, int hint_px);

/* Draws count buttons. With even, every label is drawn at one size, the largest at which all
 * of them fit, so a grid reads evenly. */
void ui_buttons_draw(App *app, const UiButton *buttons, int count, int px, int hint_px, bool even);

/* The index of the button under (x, y), disabled ones included (a click on one is used up,
 * not passed to what lies under it), or -1. */
int ui_button_at(const UiButton *buttons, int count, float x, float y);

/* Sets UI_BUTTON_HOVER on the button under (x, y) (not a disabled one), clears it on the rest;
 * returns the index hovered or -1. */
int ui_buttons_hover(UiButton *buttons, int count, float x, float y);

/* The width a label has in a button of width w (for callers that fit several at one size). */
float ui_button_label_room(SDL_FRect rect);
