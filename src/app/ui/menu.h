/* Menus: a column of items that the keyboard and the pointer move through, the same on every
 * screen. Up and Down move the focus (wrapping round), the pointer over an item focuses it, and
 * Enter, Space or a click on an item chooses it. */
#pragma once

#include "app.h"

typedef enum MenuAction {
    MENU_NONE,   /* the input was not for the menu */
    MENU_MOVED,  /* the focus moved, or the pointer moved (over an item or not) */
    MENU_CHOSEN, /* the focused item was chosen (a click focuses its item first) */
} MenuAction;

/* The item under (x, y), or -1. */
int menu_item_at(const SDL_FRect *items, int count, float x, float y);

MenuAction menu_input(int *focus, const SDL_FRect *items, int count, const Input *in);
