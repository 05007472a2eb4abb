#include "textfit.h"

#include <string.h>

#define ELLIPSIS "\u2026"

int textfit_min_px(int px)
{
    int min = (int)((float)px * TEXTFIT_MIN_FRACTION);
    return min > TEXTFIT_MIN_PX ? min : TEXTFIT_MIN_PX;
}

static int width_of(TextfitMeasure measure, void *ctx, bool bold, int px, const char *text)
{
    return measure(ctx, bold, px, text, strlen(text));
}

int textfit_px(TextfitMeasure measure, void *ctx, bool bold, int px, int min_px,
               const char *text, float width)
{
    int w = width_of(measure, ctx, bold, px, text);
    if (w <= 0 || (float)w <= width)
        return px;
    if (min_px > px)
        min_px = px;
    /* Glyph widths are nearly proportional to the size: guess, then step down the rest. */
    int use = width > 0 ? (int)((float)px * width / (float)w) : min_px;
    if (use < min_px)
        return min_px;
    while (use > min_px && (float)width_of(measure, ctx, bold, use, text) > width)
        use--;
    return use;
}

int textfit_px_all(TextfitMeasure measure, void *ctx, bool bold, int px, int min_px,
                   const char *const *texts, const float *widths, int count)
{
    int use = px;
    for (int i = 0; i < count; i++) {
        int one = textfit_px(measure, ctx, bold, use, min_px, texts[i] ? texts[i] : "", widths[i]);
        if (one < use)
            use = one;
    }
    return use;
}

static bool is_continuation(unsigned char c)
{
    return (c & 0xC0) == 0x80;
}

void textfit(TextfitMeasure measure, void *ctx, bool bold, int px, int min_px, const char *text,
             float width, TextFit *out)
{
    out->px = px;
    out->cut = false;
    out->text[0] = '\0';
    if (!text || !text[0] || width <= 0)
        return;
    /* Over-long text is first cut at a character boundary. */
    size_t len = strlen(text);
    if (len > TEXTFIT_MAX_BYTES) {
        len = TEXTFIT_MAX_BYTES;
        while (len > 0 && is_continuation((unsigned char)text[len]))
            len--;
    }
    memcpy(out->text, text, len);
    out->text[len] = '\0';
    out->px = textfit_px(measure, ctx, bold, px, min_px, out->text, width);
    if ((float)width_of(measure, ctx, bold, out->px, out->text) <= width)
        return;
    /* Still too wide at the smallest size: the longest start of it that fits with "…"
     * (binary search over whole characters). */
    out->cut = true;
    size_t stops[TEXTFIT_MAX_BYTES + 1];
    int n = 0;
    for (size_t i = 0; i < len; i++)
        if (!is_continuation((unsigned char)text[i]))
            stops[n++] = i; /* cutting here keeps the characters before i */
    int lo = 0, hi = n - 1; /* stops[0] == 0: "…" alone is the last resort */
    char buf[TEXTFIT_MAX_BYTES + 4];
    while (lo < hi) {
        int mid = (lo + hi + 1) / 2;
        memcpy(buf, text, stops[mid]);
        memcpy(buf + stops[mid], ELLIPSIS, sizeof ELLIPSIS);
        if ((float)width_of(measure, ctx, bold, out->px, buf) <= width)
            lo = mid;
        else
            hi = mid - 1;
    }
    memcpy(out->text, text, stops[lo]);
    memcpy(out->text + stops[lo], ELLIPSIS, sizeof ELLIPSIS);
    if (measure == textfit_measure_cache) /* fitted for the screen: the probe tells of it */
        text_note_cut((TextCache *)ctx, out->text);
}

/* ---- With the game's text cache ---- */

int textfit_measure_cache(void *ctx, bool bold, int px, const char *utf8, size_t length)
{
    char buf[TEXTFIT_MAX_BYTES + 4];
    if (length >= sizeof buf)
        length = sizeof buf - 1;
    memcpy(buf, utf8, length);
    buf[length] = '\0';
    int w = 0, h = 0;
    text_measure((TextCache *)ctx, bold ? FONT_BOLD : FONT_REGULAR, px, buf, &w, &h);
    return w;
}

int textfit_draw(TextCache *tc, FontFace face, int px, SDL_Color colour, const char *text,
                 float x, float y, float max_w, TextAlign align)
{
    TextFit fit;
    textfit(textfit_measure_cache, tc, face == FONT_BOLD, px, textfit_min_px(px), text, max_w,
            &fit);
    if (fit.text[0])
        text_draw(tc, face, fit.px, colour, fit.text, x, y + (float)(px - fit.px) * 0.5f, align);
    return fit.px;
}

int textfit_draw_in(TextCache *tc, FontFace face, int px, SDL_Color colour, const char *text,
                    SDL_FRect box, float pad, TextAlign align)
{
    TextFit fit;
    textfit(textfit_measure_cache, tc, face == FONT_BOLD, px, textfit_min_px(px), text,
            box.w - 2 * pad, &fit);
    if (!fit.text[0])
        return fit.px;
    int tw, th;
    text_measure(tc, face, fit.px, "Ag", &tw, &th);
    float x = align == TEXT_CENTER ? box.x + box.w / 2
              : align == TEXT_RIGHT ? box.x + box.w - pad : box.x + pad;
    text_draw(tc, face, fit.px, colour, fit.text, x, box.y + (box.h - (float)th) / 2, align);
    return fit.px;
}
