#include "table_qr.h"

#include "draw.h"
#include "palette.h"
#include "phone_qr.h"
#include "table_join.h"
#include "text.h"
#include "textfit.h"

#include <stdio.h>
#include <string.h>

bool table_paint_qr(App *app, SDL_FRect r, const char *text)
{
    PhoneQr qr;
    if (!phone_qr_encode(text, &qr))
        return false;
    int quiet = TABLE_JOIN_QUIET;
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

/* A caption, the code (size a side) and the link under it on two lines, centred on cx from
 * top, the words fitted to text_w; split: a path too long for it goes on two lines. */
static void paint_link(App *app, float cx, float top, float size, float text_w, const char *caption,
                       const char *url, int px, int small, bool split)
{
    if (caption[0])
        textfit_draw(app->text, FONT_BOLD, px, PALETTE_GOLD, caption, cx, top, text_w, TEXT_CENTER);
    float y = top + (float)px * 1.5f;
    table_paint_qr(app, (SDL_FRect){cx - size / 2, y, size, size}, url);
    /* The link in words on two lines (the address, then the seat's path), whole: it is typed
     * from the screen when a phone cannot scan. */
    const char *path = strstr(url, "/s/");
    char host[96];
    size_t n = path ? (size_t)(path - url) : strlen(url);
    snprintf(host, sizeof host, "%.*s", (int)(n < sizeof host ? n : sizeof host - 1), url);
    float ty = y + size + (float)px * 0.5f;
    textfit_draw(app->text, FONT_REGULAR, small, PALETTE_CREAM, host, cx, ty, text_w, TEXT_CENTER);
    if (!path)
        return;
    /* Whole at its size on one line, or in two halves, so every seat's path reads alike. */
    if (!split || (float)textfit_measure_cache(app->text, false, small, path, strlen(path)) <= text_w) {
        textfit_draw(app->text, FONT_REGULAR, small, PALETTE_CREAM, path, cx,
                     ty + (float)small * 1.3f, text_w, TEXT_CENTER);
        return;
    }
    size_t len = strlen(path), half = (len + 1) / 2;
    char first[TABLE_PHONE_URL];
    snprintf(first, sizeof first, "%.*s", (int)half, path);
    textfit_draw(app->text, FONT_REGULAR, small, PALETTE_CREAM, first, cx,
                 ty + (float)small * 1.3f, text_w, TEXT_CENTER);
    textfit_draw(app->text, FONT_REGULAR, small, PALETTE_CREAM, path + half, cx,
                 ty + (float)small * 2.5f, text_w, TEXT_CENTER);
}

void table_paint_phone_link(App *app, float cx, float top, float size, const char *caption,
                            const char *url, int px)
{
    /* The caption fitted to 1.4 sizes, the link to 1.6. */
    textfit_draw(app->text, FONT_BOLD, px, PALETTE_GOLD, caption, cx, top, size * 1.4f,
                 TEXT_CENTER);
    paint_link(app, cx, top, size, size * 1.6f, "", url, px, (int)((float)px * 0.85f), false);
}

/* The link of the first seat with one, at host addr: what a tile's QR code opens. The seat, or
 * -1 when none has a link. */
static int first_link_at(const TablePhones *ph, int seats, const char *addr, char *out,
                         size_t size)
{
    for (int s = 0; s < seats && s < TABLE_MAX_SEATS; s++) {
        const char *u = ph->url[s];
        const char *host = strstr(u, "://");
        const char *port = host ? strchr(host + 3, ':') : NULL;
        if (!port)
            continue;
        snprintf(out, size, "%.*s%s%s", (int)(host + 3 - u), u, addr, port);
        return s;
    }
    return -1;
}

/* The column of addresses to pick from: each its number and interface, its address and the
 * first seat's code there; the chosen one gold. */
static void paint_hosts(App *app, const TablePhones *ph, int seats, const char *const names[],
                        const TableJoinLayout *L, float qr_cap, int px)
{
    SDL_Renderer *rd = app->renderer;
    int shown = ph->want >= 0 ? ph->want : ph->chosen;
    textfit_draw(app->text, FONT_BOLD, px, PALETTE_CREAM, "Which network are the phones on?",
                 L->host_tile[0].x + L->host_tile[0].w / 2, L->host_tile[0].y - (float)px * 1.4f,
                 L->host_tile[0].w, TEXT_CENTER);
    for (int i = 0; i < L->hosts; i++) {
        SDL_FRect t = L->host_tile[i];
        bool on = i == shown;
        if (on) /* a gold ring round the chosen one, seen across the room */
            draw_rounded_rect(rd, (SDL_FRect){t.x - 4, t.y - 4, t.w + 8, t.h + 8}, 14, PALETTE_GOLD);
        draw_rounded_rect(rd, t, 12, on ? PALETTE_SHEET : PALETTE_ROW);
        float pad = (float)px * 0.5f;
        char line[96];
        snprintf(line, sizeof line, "%d  %s", i + 1, ph->host_name[i][0] ? ph->host_name[i] : "address");
        /* Never larger than the seats' own codes: those are what the players scan. */
        float qr = SDL_min(SDL_min(t.h - 2 * pad, t.w * 0.42f), qr_cap);
        float text_w = t.w - qr - 3 * pad;
        float tx = t.x + pad;
        textfit_draw(app->text, FONT_BOLD, px, on ? PALETTE_GOLD : PALETTE_CREAM, line, tx,
                     t.y + pad, text_w, TEXT_LEFT);
        textfit_draw(app->text, FONT_REGULAR, px, PALETTE_CREAM, ph->host_addr[i], tx,
                     t.y + pad + (float)px * 1.4f, text_w, TEXT_LEFT);
        char url[TABLE_PHONE_URL + 16], whose[64];
        int first = first_link_at(ph, seats, ph->host_addr[i], url, sizeof url);
        int small = (int)((float)px * 0.8f);
        float y = t.y + pad + (float)px * 2.8f;
        textfit_draw(app->text, on ? FONT_BOLD : FONT_REGULAR, small, on ? PALETTE_GOLD : PALETTE_SOFT,
                     on ? "in use" : "click or press its number", tx, y, text_w, TEXT_LEFT);
        if (first >= 0) { /* a phone that opens this one's code shows this address works */
            snprintf(whose, sizeof whose, "the code: %d %s", first + 1, names[first]);
            textfit_draw(app->text, FONT_REGULAR, small, PALETTE_SOFT, whose, tx,
                         y + (float)small * 1.4f, text_w, TEXT_LEFT);
        }
        if (qr > 16 && first >= 0)
            table_paint_qr(app, (SDL_FRect){t.x + t.w - pad - qr, t.y + (t.h - qr) / 2, qr, qr},
                           url);
    }
}

/* Plain advice for phones that have not got in: the likely causes at a venue, and the way to
 * play on regardless. */
static void paint_advice(App *app, const TablePhones *ph, const char *const names[],
                         const int stuck[], int n, SDL_FRect box, int lines_n, int px)
{
    draw_rounded_rect(app->renderer, box, 12, PALETTE_NOTICE);
    char head[200];
    bool reached = table_join_all_reached(ph, stuck, n);
    int k = snprintf(head, sizeof head, "%s: ", reached ? "Reached this computer, but the page did not load"
                                                        : "Not joined yet");
    for (int i = 0; i < n && k > 0 && (size_t)k < sizeof head; i++)
        k += snprintf(head + k, sizeof head - (size_t)k, "%s%d %s", i ? ", " : "", stuck[i] + 1,
                      names[stuck[i]]);
    const char *full[] = {
        head,
        "Put each phone on the same Wi-Fi as this computer.",
        "Venue Wi-Fi may keep devices apart: use a phone's hotspot for this computer and all phones.",
        "Or play without phones: press Esc, then pass this screen to each player in turn.",
    };
    if (lines_n == 0) { /* in the left column: wrapped, as large as the box allows */
        float pad = (float)px * 0.5f, w = box.w - 2 * pad;
        const char *texts[4] = {full[0], full[1], full[2], full[3]};
        int size = text_wrapped_px(app->text, FONT_REGULAR, px, textfit_min_px(px) * 3 / 4, texts,
                                   4, w, box.h - 2 * pad - (float)px * 1.2f);
        float y = box.y + pad;
        for (int i = 0; i < 4; i++)
            y += text_draw_wrapped(app->text, i == 0 ? FONT_BOLD : FONT_REGULAR, size,
                                   i == 0 ? PALETTE_GOLD : PALETTE_CREAM, texts[i], box.x + pad, y,
                                   w) + (float)size * 0.4f;
        return;
    }
    const char *const *lines = full;
    float lh = box.h / (float)lines_n;
    int line_px = SDL_min(px, (int)(lh * 0.78f));
    for (int i = 0; i < lines_n; i++)
        textfit_draw(app->text, i == 0 ? FONT_BOLD : FONT_REGULAR, line_px,
                     i == 0 ? PALETTE_GOLD : PALETTE_CREAM, lines[i], box.x + box.w / 2,
                     box.y + lh * (float)i + (lh - (float)line_px) / 2, box.w - (float)px, TEXT_CENTER);
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
    int stuck[TABLE_MAX_SEATS];
    int nstuck = table_join_stuck(ph, seats, stuck);
    TableJoinLayout L;
    table_join_layout(W, H, ph->hosts, n, nstuck > 0, name_px, &L);
    /* The empty table first, as the curtain does: the curtain's colour is not quite opaque and
     * the scene under the table (the title) would show through. */
    app_draw_table(app);
    draw_rounded_rect(app->renderer, (SDL_FRect){0, 0, W, H}, 0, PALETTE_CURTAIN);
    textfit_draw(app->text, FONT_BOLD, app_px(app, 0.05f), PALETTE_CREAM,
                 "Hands on phones: scan your seat's code", W / 2, H * 0.025f, W * 0.94f,
                 TEXT_CENTER);
    if (n <= 0)
        textfit_draw(app->text, FONT_REGULAR, name_px, PALETTE_SOFT,
                     "No seat has a link: phones are off for this game.", W / 2, H * 0.45f,
                     W * 0.9f, TEXT_CENTER);
    if (L.hosts > 1)
        paint_hosts(app, ph, seats, names, &L, n > 0 ? L.qr : H, name_px);
    for (int i = 0; i < n; i++) {
        float cx, top;
        table_join_cell(&L, i, &cx, &top);
        paint_link(app, cx, top, L.qr, L.text_w, captions[i], urls[i], L.px, L.small, true);
    }
    if (nstuck > 0)
        paint_advice(app, ph, names, stuck, nstuck, L.advice, L.advice_lines, name_px);
    textfit_draw(app->text, FONT_REGULAR, small_px, PALETTE_FAINT,
                 L.hosts > 1 ? "Arrows, a number or a click pick the network; Esc or Enter goes "
                               "back to the table"
                             : "Any key or click goes back to the table",
                 W / 2, H * 0.955f, W * 0.9f, TEXT_CENTER);
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
