#include "table_qr.h"

#include "draw.h"
#include "palette.h"
#include "phone_qr.h"
#include "textfit.h"

#include <stdio.h>
#include <string.h>

bool table_paint_qr(App *app, SDL_FRect r, const char *text)
{
    PhoneQr qr;
    if (!phone_qr_encode(text, &qr))
        return false;
    int quiet = 4; /* the white margin a reader needs around the code */
    int cells = qr.size + 2 * quiet;
    int m = (int)(SDL_min(r.w, r.h) / (float)cells);
    if (m < 1)
        m = 1;
    float side = (float)(m * cells);
    float x0 = SDL_floorf(r.x + (r.w - side) / 2), y0 = SDL_floorf(r.y + (r.h - side) / 2);
    SDL_Renderer *rd = app->renderer;
    SDL_SetRenderDrawColor(rd, 255, 255, 255, 255);
    SDL_RenderFillRectF(rd, &(SDL_FRect){x0, y0, side, side});
    SDL_SetRenderDrawColor(rd, 0, 0, 0, 255);
    SDL_FRect row[256];
    for (int y = 0; y < qr.size; y++) {
        int n = 0;
        for (int x = 0; x < qr.size && n < 256; x++)
            if (qr.dark[y * qr.size + x])
                row[n++] = (SDL_FRect){x0 + (float)((x + quiet) * m),
                                       y0 + (float)((y + quiet) * m), (float)m, (float)m};
        SDL_RenderFillRectsF(rd, row, n);
    }
    phone_qr_free(&qr);
    return true;
}

void table_paint_phone_link(App *app, float cx, float top, float size, const char *caption,
                            const char *url, int px)
{
    textfit_draw(app->text, FONT_BOLD, px, PALETTE_GOLD, caption, cx, top, size * 1.4f,
                 TEXT_CENTER);
    float y = top + (float)px * 1.5f;
    table_paint_qr(app, (SDL_FRect){cx - size / 2, y, size, size}, url);
    /* The link in words on two lines (the address, then the seat's path), whole: it is typed
     * from the screen when a phone cannot scan. */
    const char *path = strstr(url, "/s/");
    char host[96];
    size_t n = path ? (size_t)(path - url) : strlen(url);
    snprintf(host, sizeof host, "%.*s", (int)(n < sizeof host ? n : sizeof host - 1), url);
    int small = (int)((float)px * 0.85f);
    float ty = y + size + (float)px * 0.5f;
    textfit_draw(app->text, FONT_REGULAR, small, PALETTE_CREAM, host, cx, ty, size * 1.6f,
                 TEXT_CENTER);
    if (path)
        textfit_draw(app->text, FONT_REGULAR, small, PALETTE_CREAM, path, cx,
                     ty + (float)small * 1.3f, size * 1.6f, TEXT_CENTER);
}
