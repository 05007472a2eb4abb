/* Text that must fit a width: shrunk, down to a smallest size, then cut short with an
 * ellipsis. Every screen that fits text uses this, so long names look the same everywhere.
 *
 * The arithmetic is pure and measures through a callback (tests pass their own); the drawing
 * functions at the end measure and draw with the game's text cache. */
#pragma once

#include "text.h"

#include <stdbool.h>
#include <stddef.h>

/* Width in pixels of length bytes of utf8 at px, bold or regular. */
typedef int (*TextfitMeasure)(void *ctx, bool bold, int px, const char *utf8, size_t length);

#define TEXTFIT_MIN_FRACTION 0.7f /* text shrinks to 70% of its size before it is cut */
#define TEXTFIT_MIN_PX 8          /* and never below this */
#define TEXTFIT_MAX_BYTES 256     /* longer text is cut at this many bytes before fitting */

/* The smallest size text of size px may shrink to. */
int textfit_min_px(int px);

/* The size at which text fits width: px when it fits, else smaller, but not below min_px. */
int textfit_px(TextfitMeasure measure, void *ctx, bool bold, int px, int min_px,
               const char *text, float width);

/* One size for a set of texts, each in its own width: the largest at which all of them fit
 * (not below min_px), so a row or grid of labels reads evenly. */
int textfit_px_all(TextfitMeasure measure, void *ctx, bool bold, int px, int min_px,
                   const char *const *texts, const float *widths, int count);

typedef struct TextFit {
    int px;                       /* the size to draw at */
    bool cut;                     /* the text ends in an ellipsis */
    char text[TEXTFIT_MAX_BYTES + 4];
} TextFit;

/* Fits text to width: shrinks it (down to min_px), then cuts whole characters off its end and
 * adds an ellipsis until it fits. Nothing fits a width of 0 or less: out->text is then "". */
void textfit(TextfitMeasure measure, void *ctx, bool bold, int px, int min_px, const char *text,
             float width, TextFit *out);

/* ---- With the game's text cache ---- */

/* A TextfitMeasure over a TextCache (ctx). */
int textfit_measure_cache(void *ctx, bool bold, int px, const char *utf8, size_t length);

/* Draws text fitted to max_w (down to textfit_min_px(px)) at x aligned, y being the top of a
 * line of size px: smaller text is centred on that line. Returns the size used. */
int textfit_draw(TextCache *tc, FontFace face, int px, SDL_Color colour, const char *text,
                 float x, float y, float max_w, TextAlign align);

/* Draws text fitted between box's sides less pad, centred in its height. Returns the size. */
int textfit_draw_in(TextCache *tc, FontFace face, int px, SDL_Color colour, const char *text,
                    SDL_FRect box, float pad, TextAlign align);
