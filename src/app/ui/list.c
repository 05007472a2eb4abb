#include "list.h"

#include <math.h>

void ui_list_init(UiList *l, float visible)
{
    *l = (UiList){.count = 0, .selected = -1, .top = 0, .visible = visible};
}

float ui_list_max_top(const UiList *l)
{
    float most = (float)l->count - l->visible;
    return most > 0 ? most : 0;
}

static void clamp_top(UiList *l)
{
    float most = ui_list_max_top(l);
    if (l->top > most)
        l->top = most;
    if (l->top < 0 || l->top != l->top) /* NaN from a zero row height: back to the start */
        l->top = 0;
}

void ui_list_resize(UiList *l, int count, float visible)
{
    l->count = count > 0 ? count : 0;
    l->visible = visible > 0 ? visible : 0;
    if (l->count == 0)
        l->selected = -1;
    else if (l->selected >= l->count)
        l->selected = l->count - 1;
    else if (l->selected < 0)
        l->selected = 0;
    clamp_top(l);
}

void ui_list_scroll(UiList *l, float rows)
{
    l->top += rows;
    clamp_top(l);
}

void ui_list_select(UiList *l, int row)
{
    if (l->count == 0) {
        l->selected = -1;
        return;
    }
    l->selected = row < 0 ? 0 : row >= l->count ? l->count - 1 : row;
    float sel = (float)l->selected;
    if (sel < l->top)
        l->top = sel;
    else if (sel + 1 > l->top + l->visible)
        l->top = sel + 1 - l->visible;
    clamp_top(l);
}

int ui_list_page(const UiList *l)
{
    int page = (int)floorf(l->visible) - 1;
    return page > 1 ? page : 1;
}

bool ui_list_key(UiList *l, SDL_Keycode key)
{
    int row = l->selected;
    switch (key) {
    case SDLK_UP: row--; break;
    case SDLK_DOWN: row++; break;
    case SDLK_PAGEUP:
    case SDLK_PAGEDOWN: {
        /* The view moves a page and the selection with it, keeping its place in the view. */
        int page = key == SDLK_PAGEUP ? -ui_list_page(l) : ui_list_page(l);
        ui_list_scroll(l, (float)page);
        row += page;
        break;
    }
    case SDLK_HOME: row = 0; break;
    case SDLK_END: row = l->count - 1; break;
    default: return false;
    }
    ui_list_select(l, row);
    return true;
}

void ui_list_wheel(UiList *l, float notches, float rows_per_notch)
{
    ui_list_scroll(l, -notches * rows_per_notch);
}

void ui_list_drag(UiList *l, float press_top, float dy, float row_h)
{
    if (row_h <= 0)
        return;
    l->top = press_top - dy / row_h;
    clamp_top(l);
}

int ui_list_row_at(const UiList *l, float y, float row_h)
{
    if (row_h <= 0 || y < 0 || y >= l->visible * row_h)
        return -1;
    int row = (int)floorf(l->top + y / row_h);
    return row >= 0 && row < l->count ? row : -1;
}

static int lower(int c)
{
    return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
}

bool ui_list_jump(UiList *l, const char *typed, UiListLabel label, void *ctx)
{
    if (!typed || !typed[0] || l->count == 0)
        return false;
    int want = lower((unsigned char)typed[0]);
    for (int k = 1; k <= l->count; k++) {
        int row = ((l->selected < 0 ? -1 : l->selected) + k) % l->count;
        const char *s = label(ctx, row);
        while (s && *s == ' ')
            s++;
        if (s && *s && lower((unsigned char)*s) == want) {
            ui_list_select(l, row);
            return true;
        }
    }
    return false;
}
