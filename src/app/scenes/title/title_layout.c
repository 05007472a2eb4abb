#include "title_layout.h"

#include <math.h>
#include <stdbool.h>

#define TD_PI 3.14159265358979323846
#define DETAIL_SCALE 0.62f /* the first item's second line, to its label */

void title_layout(int width, int height, int item_count, float text_scale, TitleLayout *out)
{
    title_layout_detail(width, height, item_count, false, text_scale, out);
}

void title_layout_detail(int width, int height, int item_count, bool first_detail,
                         float text_scale, TitleLayout *out)
{
    float w = (float)width, h = (float)height;
    /* Text follows the height, but never so big that a narrow window overflows. */
    float tbase = fminf(h, w * 0.6f);
    bool wide = w >= h * 1.3f;
    *out = (TitleLayout){0};

    out->title_px = (int)(tbase * 0.13f);
    out->title_x = w / 2;
    out->title_y = h * 0.05f;
    out->subtitle_px = (int)(tbase * 0.036f * text_scale);
    out->subtitle_y = out->title_y + (float)out->title_px * 1.22f;
    out->hint_px = (int)(tbase * 0.027f * text_scale);
    out->hint_y = h - (float)out->hint_px * 2.2f;

    /* The fan: three cards that read 5 3 1, a siteswap every juggler knows. */
    static const int ranks[TITLE_CARDS] = {5, 3, 1};
    static const int suits[TITLE_CARDS] = {1, 0, 2}; /* hearts, spades, diamonds */
    float fan_cx = wide ? w * 0.31f : w * 0.5f;
    float fan_cy = wide ? h * 0.58f : h * 0.42f;
    int card_h = (int)(wide ? fminf(h * 0.40f, w * 0.20f) : fminf(h * 0.24f, w * 0.30f));
    float pivot_drop = (float)card_h * 2.2f; /* the fan turns about a point below the cards */
    for (int i = 0; i < TITLE_CARDS; i++) {
        double angle = (i - 1) * 14.0;
        double a = angle * TD_PI / 180.0;
        out->cards[i] = (TitleCard){
            .cx = fan_cx + pivot_drop * (float)sin(a),
            .cy = fan_cy + pivot_drop * (1.0f - (float)cos(a)),
            .height = card_h,
            .angle = angle,
            .rank = ranks[i],
            .suit = suits[i],
        };
    }

    if (item_count > TITLE_MAX_ITEMS)
        item_count = TITLE_MAX_ITEMS;
    out->item_px = (int)(tbase * 0.05f * text_scale);
    float item_h = (float)out->item_px * 1.8f;
    float item_w = wide ? w * 0.34f : w * 0.7f;
    float gap = item_h * 0.28f;
    float menu_cx = wide ? w * 0.70f : w * 0.5f;
    float menu_cy = wide ? h * 0.60f : h * 0.74f;
    /* The first item's second line: its text and a little space. */
    float detail = first_detail && item_count > 0 ? (float)out->item_px * DETAIL_SCALE * 1.25f : 0;
    float total = (float)item_count * item_h + detail + (float)(item_count - 1) * gap;

    /* Room for the menu about its centre: below the title (and, when stacked, the cards) and
     * above the hints. Large text or many items shrink the rows rather than overlap. */
    float above = out->subtitle_y + (float)out->subtitle_px * 1.3f;
    if (!wide) {
        for (int i = 0; i < TITLE_CARDS; i++) {
            const TitleCard *c = &out->cards[i];
            float a = (float)(fabs(c->angle) * TD_PI / 180.0);
            float cw = (float)c->height * 5 / 7, ch = (float)c->height;
            above = fmaxf(above, c->cy + (cw * sinf(a) + ch * cosf(a)) / 2);
        }
    }
    float clearance = h * 0.02f;
    float room = 2 * fminf(menu_cy - above - clearance, out->hint_y - clearance - menu_cy);
    /* A menu too tall to sit about its centre moves as little as it must within the band
     * between the title and the hints, before anything in it shrinks. */
    float band_top = above + clearance, band = out->hint_y - clearance - band_top;
    if (total > room && band > room) {
        room = fminf(total, band);
        menu_cy = fminf(fmaxf(menu_cy, band_top + room / 2), band_top + band - room / 2);
    }
    /* A crowded menu first closes up its gaps, then trims the padding in its rows, and only
     * then makes its text smaller: the labels stay as large as they can. */
    if (item_count > 1 && total > room && room > 0) {
        float min_gap = item_h * 0.07f;
        gap = fmaxf(min_gap,
                    (room - (float)item_count * item_h - detail) / (float)(item_count - 1));
        total = (float)item_count * item_h + detail + (float)(item_count - 1) * gap;
    }
    if (item_count > 0 && total > room && room > 0) {
        float min_h = (float)out->item_px * 1.3f; /* the label (1.2) still fits */
        item_h = fmaxf(min_h, (room - (float)(item_count - 1) * gap - detail) / (float)item_count);
        total = (float)item_count * item_h + detail + (float)(item_count - 1) * gap;
    }
    if (item_count > 0 && total > room && room > 0) {
        float k = room / total;
        item_h *= k;
        gap *= k;
        detail *= k;
        total = room;
        out->item_px = (int)((float)out->item_px * k);
    }
    out->detail_px = detail > 0 ? (int)((float)out->item_px * DETAIL_SCALE) : 0;
    float y = menu_cy - total / 2;
    for (int i = 0; i < item_count; i++) {
        float ih = item_h + (i == 0 ? detail : 0);
        out->items[i] = (SDL_FRect){menu_cx - item_w / 2, y, item_w, ih};
        y += ih + gap;
    }
}
