#include "table_curtain.h"

bool table_curtain_opens(bool up, double age, double arm, SDL_FRect button, const Input *in)
{
    if (!up || age < arm)
        return false;
    if (in->kind == INPUT_POINTER_DOWN)
        return button.w > 0 && in->x >= button.x && in->x < button.x + button.w && in->y >= button.y &&
               in->y < button.y + button.h;
    return in->kind == INPUT_CONFIRM && !in->repeat && in->key != SDLK_SPACE;
}

SDL_FRect table_curtain_button(int w, int h, int big_px)
{
    float W = (float)w, H = (float)h;
    float bw = SDL_min(W * 0.8f, (float)big_px * 16), bh = (float)big_px * 2.2f;
    return (SDL_FRect){(W - bw) / 2, H * 0.56f, bw, bh};
}
