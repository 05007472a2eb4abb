#include "hit.h"

bool ui_hit(SDL_FRect r, float x, float y)
{
    return r.w > 0 && r.h > 0 && x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h;
}

int ui_hit_index(const SDL_FRect *rects, int count, float x, float y)
{
    for (int i = 0; i < count; i++)
        if (ui_hit(rects[i], x, y))
            return i;
    return -1;
}
