#include "lab_layout.h"

#include "hit.h"

#include <SDL_stdinc.h>
#include <stdbool.h>

/* Text sizes follow app_px(): a fraction of the height, but a very wide or very narrow window
 * must not squash the text. k shrinks everything when the panel cannot hold it. */
static int text_px(float base, float fraction, float k)
{
    int px = (int)(base * fraction * k + 0.5f);
    return px < 10 ? 10 : px;
}

static void button_row(SDL_FRect *out, int count, float x, float y, float w, float h, float gap)
{
    float bw = (w - gap * (float)(count - 1)) / (float)count;
    for (int i = 0; i < count; i++)
        out[i] = (SDL_FRect){x + (float)i * (bw + gap), y, bw, h};
}

/* The panel's contents, buttons at its bottom; returns the ladder's height (may be too small). */
static float place_panel(LabLayout *o, float base, float k)
{
    o->title_px = text_px(base, 0.040f, k);
    o->field_px = text_px(base, 0.060f, k);
    o->now_px = text_px(base, 0.028f, k);
    o->pattern_px = text_px(base, 0.056f, k);
    o->body_px = text_px(base, 0.029f, k);
    o->ladder_px = text_px(base, 0.024f, k);
    o->button_px = text_px(base, 0.028f, k);
    o->key_px = text_px(base, 0.020f, k);
    float pad = (float)o->body_px * 0.8f, gap = pad * 0.35f;
    o->text_x = o->panel.x + pad;
    o->text_w = o->panel.w - 2 * pad;

    /* Buttons: a label and its key underneath. */
    float row_h = (float)o->button_px * 1.3f + (float)o->key_px * 1.2f + (float)o->button_px * 0.5f;
    int rows = (LAB_BUTTON_COUNT + LAB_BUTTON_COLUMNS - 1) / LAB_BUTTON_COLUMNS;
    float bottom = o->panel.y + o->panel.h - pad * 0.8f;
    float top = bottom - (float)rows * row_h - (float)(rows - 1) * gap;
    for (int r = 0; r < rows; r++) {
        int first = r * LAB_BUTTON_COLUMNS;
        int n = SDL_min(LAB_BUTTON_COLUMNS, LAB_BUTTON_COUNT - first);
        button_row(o->buttons + first, n, o->text_x, top + (float)r * (row_h + gap), o->text_w,
                   row_h, gap);
    }

    float y = o->panel.y + pad * 0.7f;
    o->title_y = y;
    y += (float)o->title_px * 1.3f;
    o->field = (SDL_FRect){o->text_x, y, o->text_w, (float)o->field_px * 1.45f};
    y += o->field.h + pad * 0.5f;
    o->now_y = y;
    y += (float)o->now_px * 1.3f;
    o->pattern_y = y;
    y += (float)o->pattern_px * 1.4f + pad * 0.2f;
    /* Four lines of facts, or a wrapped explanation of a mistake. */
    o->facts = (SDL_FRect){o->text_x, y, o->text_w, (float)o->body_px * 1.35f * 4};
    y += o->facts.h + pad * 0.4f;
    o->ladder = (SDL_FRect){o->text_x, y, o->text_w, top - pad * 0.6f - y};
    return o->ladder.h;
}

static void place_browser(LabLayout *o, float base, float k)
{
    /* Over the panel's text and ladder; the buttons stay in reach. */
    o->browser = (SDL_FRect){o->panel.x, o->panel.y, o->panel.w,
                             o->buttons[0].y - o->panel.y - (float)o->body_px * 0.5f};
    o->list_px = text_px(base, 0.030f, k);
    o->search_px = text_px(base, 0.036f, k);
    o->hint_px = text_px(base, 0.024f, k);
    float pad = (float)o->list_px * 0.9f;
    float x = o->browser.x + pad, w = o->browser.w - 2 * pad;
    float y = o->browser.y + pad * 0.8f;
    float tab_h = (float)o->list_px * 2.1f;
    button_row(o->tabs, LAB_TAB_COUNT, x, y, w, tab_h, pad * 0.4f);
    y += tab_h + pad * 0.6f;
    o->search = (SDL_FRect){x, y, w, (float)o->search_px * 1.5f};
    float head_top = y + o->search.h + pad * 0.35f;
    o->head_px = text_px(base, 0.024f, k);
    o->list_head = (SDL_FRect){x, head_top, w, (float)o->head_px * 1.45f};
    /* Columns: the name takes what the siteswap and the two numbers leave. */
    float in = (float)o->list_px * 0.5f, inner = w - 2 * in, num = (float)o->list_px * 3.6f;
    float gap = (float)o->list_px * 0.8f;
    o->col_w[LAB_COL_PERIOD] = num;
    o->col_w[LAB_COL_BALLS] = num;
    o->col_w[LAB_COL_SITESWAP] = (inner - 2 * num - 3 * gap) * 0.42f;
    o->col_w[LAB_COL_NAME] = inner - 2 * num - 3 * gap - o->col_w[LAB_COL_SITESWAP];
    float cx = x + in;
    for (int c = 0; c < LAB_COL_COUNT; c++) {
        o->col_x[c] = cx;
        cx += o->col_w[c] + gap;
    }
    float list_top = o->list_head.y + o->list_head.h + pad * 0.15f;
    o->desc_px = text_px(base, 0.026f, k);
    o->browser_hint_y = o->browser.y + o->browser.h - pad * 0.6f - (float)o->hint_px * 1.3f;
    o->browser_desc_y = o->browser_hint_y - pad * 0.3f - (float)o->desc_px * 1.35f * 2;
    float list_bottom = o->browser_desc_y - pad * 0.3f;
    o->row_h = (float)o->list_px * 2.4f;
    o->rows = (int)((list_bottom - list_top) / o->row_h);
    if (o->rows > LAB_MAX_LIST_ROWS)
        o->rows = LAB_MAX_LIST_ROWS;
    if (o->rows < 1)
        o->rows = 1;
    o->list = (SDL_FRect){x, list_top, w, o->row_h * (float)o->rows};

    /* Random: three steppers from the top of the list area, then the button. */
    float ry = y, rh = (float)o->list_px * 2.4f, sq = rh * 0.9f;
    for (int i = 0; i < LAB_RANDOM_ROWS; i++) {
        o->random_rows[i] = (SDL_FRect){x, ry, w, rh};
        o->random_plus[i] = (SDL_FRect){x + w - sq, ry + (rh - sq) / 2, sq, sq};
        o->random_minus[i] = (SDL_FRect){x + w - sq * 3.6f, ry + (rh - sq) / 2, sq, sq};
        ry += rh + pad * 0.3f;
    }
    o->random_go = (SDL_FRect){x, ry + pad * 0.4f, w, rh * 1.1f};
}

void lab_layout(int width, int height, float text_scale, LabLayout *out)
{
    LabLayout o;
    SDL_zero(o);
    float w = (float)(width > 1 ? width : 1), h = (float)(height > 1 ? height : 1);
    float base = SDL_min(h, w * 0.6f) * (text_scale > 0 ? text_scale : 1.0f);
    float m = SDL_max(4.0f, SDL_min(w, h) * 0.018f), gap = m * 0.5f;
    bool portrait = w < h * 1.15f;

    float k = 1.0f;
    for (int attempt = 0; attempt < 12; attempt++, k *= 0.93f) {
        if (portrait) {
            float split = m + (h - 2 * m) * 0.42f;
            o.juggler = (SDL_FRect){m, m, w - 2 * m, split - m};
            o.panel = (SDL_FRect){m, split + gap, w - 2 * m, h - m - split - gap};
        } else {
            float split = w * 0.42f;
            o.juggler = (SDL_FRect){m, m, split - m - gap, h - 2 * m};
            o.panel = (SDL_FRect){split + gap, m, w - split - gap - m, h - 2 * m};
        }
        /* The ladder needs room for two hands and the arcs above and below them. */
        if (place_panel(&o, base, k) >= (float)o.ladder_px * 6.5f)
            break;
    }
    place_browser(&o, base, k);
    *out = o;
}

int lab_layout_button_at(const LabLayout *lay, float x, float y)
{
    return ui_hit_index(lay->buttons, LAB_BUTTON_COUNT, x, y);
}
