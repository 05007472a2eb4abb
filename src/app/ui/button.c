#include "button.h"

#include "draw.h"
#include "hit.h"
#include "palette.h"
#include "textfit.h"

#include <string.h>

float ui_button_label_room(SDL_FRect rect)
{
    return rect.w * 0.92f;
}

static SDL_Color fill_of(unsigned state)
{
    bool hover = (state & UI_BUTTON_HOVER) != 0;
    if (state & UI_BUTTON_DISABLED)
        return PALETTE_BUTTON_DISABLED;
    if (state & UI_BUTTON_PRIMARY)
        return hover ? PALETTE_BUTTON_PRIMARY_HOVER : PALETTE_BUTTON_PRIMARY;
    return hover ? PALETTE_BUTTON_HOVER : PALETTE_BUTTON;
}

static int bold_w(App *app, int px, const char *s)
{
    int w = 0, h = 0;
    text_measure(app->text, FONT_BOLD, px, s, &w, &h);
    return w;
}

/* A label of several words too wide for its button even shrunk: two lines, split at the space
 * that best balances them, at the largest size both fit (the button tall enough for them).
 * False when it fits on one line or cannot be set on two; nothing drawn then. */
static bool two_lines(App *app, const char *label, int px, SDL_Color ink, SDL_FRect r, float room)
{
    int min_px = textfit_min_px(px);
    if (!label || !strchr(label, ' ') || (float)bold_w(app, min_px, label) <= room)
        return false;
    size_t n = strlen(label);
    char a[128], c[128];
    if (n >= sizeof a)
        return false;
    size_t best = 0;
    int best_w = 0;
    for (size_t k = 1; k + 1 < n; k++) {
        if (label[k] != ' ')
            continue;
        memcpy(a, label, k);
        a[k] = '\0';
        int w = SDL_max(bold_w(app, px, a), bold_w(app, px, label + k + 1));
        if (best == 0 || w < best_w) {
            best = k;
            best_w = w;
        }
    }
    if (best == 0)
        return false;
    memcpy(a, label, best);
    a[best] = '\0';
    SDL_strlcpy(c, label + best + 1, sizeof c);
    int use = px;
    while (use > min_px && ((float)SDL_max(bold_w(app, use, a), bold_w(app, use, c)) > room ||
                            (float)use * 2.3f > r.h))
        use--;
    if ((float)SDL_max(bold_w(app, use, a), bold_w(app, use, c)) > room || (float)use * 2.2f > r.h)
        return false;
    float top = r.y + (r.h - (float)use * 2.3f) / 2, cx = r.x + r.w / 2;
    text_draw(app->text, FONT_BOLD, use, ink, a, cx, top, TEXT_CENTER);
    text_draw(app->text, FONT_BOLD, use, ink, c, cx, top + (float)use * 1.15f, TEXT_CENTER);
    return true;
}

static void draw_label(App *app, const UiButton *b, int px, int hint_px)
{
    SDL_FRect r = b->rect;
    unsigned s = b->state;
    bool disabled = (s & UI_BUTTON_DISABLED) != 0, primary = !disabled && (s & UI_BUTTON_PRIMARY);
    SDL_Color ink = disabled ? PALETTE_FAINT : primary ? PALETTE_DARK : PALETTE_CREAM;
    SDL_Color hint_ink = primary ? PALETTE_DARK : PALETTE_FAINT;
    float room = ui_button_label_room(r);
    float cx = r.x + r.w / 2;
    if (!b->hint || !b->hint[0] || hint_px <= 0) {
        if (!two_lines(app, b->label, px, ink, r, room))
            textfit_draw_in(app->text, FONT_BOLD, px, ink, b->label ? b->label : "",
                            (SDL_FRect){cx - room / 2, r.y, room, r.h}, 0, TEXT_CENTER);
        return;
    }
    /* Label and hint as one block, centred; a shrunk label keeps its line's place. */
    float top = r.y + (r.h - (float)px * 1.2f - (float)hint_px * 1.2f) / 2;
    TextFit fit;
    textfit(textfit_measure_cache, app->text, true, px, textfit_min_px(px), b->label, room, &fit);
    if (fit.text[0])
        text_draw(app->text, FONT_BOLD, fit.px, ink, fit.text, cx,
                  top + (float)(px - fit.px) * 0.6f, TEXT_CENTER);
    textfit_draw(app->text, FONT_REGULAR, hint_px, hint_ink, b->hint, cx,
                 top + (float)px * 1.25f, room, TEXT_CENTER);
}

void ui_button_draw(App *app, const UiButton *b, int px, int hint_px)
{
    SDL_FRect r = b->rect;
    if (r.w <= 0 || r.h <= 0)
        return;
    float radius = r.h * 0.3f;
    if ((b->state & UI_BUTTON_FOCUS) && !(b->state & UI_BUTTON_DISABLED)) {
        /* A cream ring with a dark gap, like the focus on the Rules' examples. */
        float ring = SDL_max(2.0f, r.h * 0.07f);
        draw_rounded_rect(app->renderer, (SDL_FRect){r.x - ring, r.y - ring, r.w + 2 * ring,
                                                     r.h + 2 * ring},
                          radius + ring, PALETTE_FOCUS_RING);
        draw_rounded_rect(app->renderer, (SDL_FRect){r.x - ring * 0.5f, r.y - ring * 0.5f,
                                                     r.w + ring, r.h + ring},
                          radius + ring * 0.5f, PALETTE_DARK);
    }
    draw_rounded_rect(app->renderer, r, radius, fill_of(b->state));
    draw_label(app, b, px, hint_px);
}

void ui_buttons_draw(App *app, const UiButton *buttons, int count, int px, int hint_px, bool even)
{
    if (even && count > 0) {
        const char *labels[64];
        float rooms[64];
        int n = SDL_min(count, 64); /* a grid larger than this is sized by its first 64 */
        for (int i = 0; i < n; i++) {
            labels[i] = buttons[i].label ? buttons[i].label : "";
            rooms[i] = ui_button_label_room(buttons[i].rect);
        }
        px = textfit_px_all(textfit_measure_cache, app->text, true, px, textfit_min_px(px),
                            labels, rooms, n);
    }
    for (int i = 0; i < count; i++)
        ui_button_draw(app, &buttons[i], px, hint_px);
}

int ui_button_at(const UiButton *buttons, int count, float x, float y)
{
    for (int i = 0; i < count; i++)
        if (ui_hit(buttons[i].rect, x, y))
            return i;
    return -1;
}

int ui_buttons_hover(UiButton *buttons, int count, float x, float y)
{
    int at = ui_button_at(buttons, count, x, y);
    if (at >= 0 && (buttons[at].state & UI_BUTTON_DISABLED))
        at = -1;
    for (int i = 0; i < count; i++) {
        if (i == at)
            buttons[i].state |= UI_BUTTON_HOVER;
        else
            buttons[i].state &= ~(unsigned)UI_BUTTON_HOVER;
    }
    return at;
}
