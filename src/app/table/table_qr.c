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

void table_paint_join(App *app, const TablePhones *ph, int seats, const char *const names[],
                      int name_px, int small_px)
{
    int n = 0;
    char captions[TABLE_JOIN_MAX][96];
    const char *urls[TABLE_JOIN_MAX];
    for (int s = 0; s < seats && s < TABLE_MAX_SEATS && n < TABLE_JOIN_MAX; s++)
        if (ph->url[s][0]) {
            snprintf(captions[n], sizeof captions[n], "%d %s%s", s + 1, names[s],
                     ph->on_phone[s] ? " (on a phone)" : "");
            urls[n++] = ph->url[s];
        }
    float W = (float)app->width, H = (float)app->height;
    /* The empty table first, as the curtain does: the curtain's colour is not quite opaque and
     * the scene under the table (the title) would show through. */
    app_draw_table(app);
    draw_rounded_rect(app->renderer, (SDL_FRect){0, 0, W, H}, 0, PALETTE_CURTAIN);
    textfit_draw(app->text, FONT_BOLD, app_px(app, 0.05f), PALETTE_CREAM,
                 "Hands on phones: scan your seat's code", W / 2, H * 0.05f, W * 0.94f,
                 TEXT_CENTER);
    if (n <= 0)
        textfit_draw(app->text, FONT_REGULAR, name_px, PALETTE_SOFT,
                     "No seat has a link: phones are off for this game.", W / 2, H * 0.45f,
                     W * 0.9f, TEXT_CENTER);
    int cols = n <= 3 ? n : 3, rows = n <= 3 ? 1 : 2;
    float cw = W / (float)(cols ? cols : 1), ch = H * 0.82f / (float)rows;
    float size = SDL_min(cw * 0.7f, ch - (float)name_px * 4.5f);
    for (int i = 0; i < n; i++)
        table_paint_phone_link(app, cw * ((float)(i % cols) + 0.5f),
                               H * 0.13f + ch * (float)(i / cols), size, captions[i], urls[i],
                               name_px);
    textfit_draw(app->text, FONT_REGULAR, small_px, PALETTE_FAINT,
                 "Any key or click goes back to the table", W / 2, H * 0.96f, W * 0.9f,
                 TEXT_CENTER);
}

void table_paint_curtain_link(App *app, const char *url, float margin, int name_px)
{
    float H = (float)app->height, W = (float)app->width;
    /* Below the curtain's words, beside its button: about 9 cm at 1080p on a 24" screen, a
     * code a phone reads from across a table. */
    float size = SDL_min(H * 0.38f, W * 0.2f);
    /* The link under the code is fitted to 1.6 sizes wide: centred so it ends inside the
     * window (at 1280x720 the path ran off its right edge). */
    table_paint_phone_link(app, W - size * 0.8f - margin, H * 0.47f, size, "Or on your phone:",
                           url, name_px);
}
