#include "menu.h"

#include "hit.h"

int menu_item_at(const SDL_FRect *items, int count, float x, float y)
{
    return ui_hit_index(items, count, x, y);
}

MenuAction menu_input(int *focus, const SDL_FRect *items, int count, const Input *in)
{
    int item;
    switch (in->kind) {
    case INPUT_UP:
        *focus = (*focus + count - 1) % count;
        return MENU_MOVED;
    case INPUT_DOWN:
        *focus = (*focus + 1) % count;
        return MENU_MOVED;
    case INPUT_CONFIRM:
        return MENU_CHOSEN;
    case INPUT_POINTER_MOVE:
        item = menu_item_at(items, count, in->x, in->y);
        if (item >= 0)
            *focus = item;
        return MENU_MOVED;
    case INPUT_POINTER_DOWN:
        item = menu_item_at(items, count, in->x, in->y);
        if (item < 0)
            return MENU_MOVED; /* a click beside the menu does nothing */
        *focus = item;
        return MENU_CHOSEN;
    default:
        return MENU_NONE;
    }
}
