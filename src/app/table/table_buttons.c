#include "table_buttons.h"

#include <stdio.h>

void table_buttons_add(TableButtons *out, int id, const char *label, bool on, bool primary)
{
    if (out->n >= TABLE_BUTTONS_MAX)
        return;
    TableButton *b = &out->b[out->n++];
    b->id = id;
    snprintf(b->label, sizeof b->label, "%s", label);
    b->on = on;
    b->primary = primary;
}

void table_buttons_place(const TableButtons *bs, const TableLayout *L, SDL_FRect *rects)
{
    for (int i = 0; i < bs->n && i < TABLE_BUTTONS_MAX; i++)
        rects[i] = L->buttons[i];
}

int table_buttons_hit(const TableButtons *bs, const SDL_FRect *rects, float x, float y)
{
    for (int i = 0; i < bs->n && i < TABLE_BUTTONS_MAX; i++) {
        SDL_FRect r = rects[i];
        if (r.w > 0 && x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h)
            return i;
    }
    return -1;
}
