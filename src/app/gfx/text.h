/* Text through SDL2_ttf, rendered once and cached as textures.
 *
 * A frame asks for (face, pixel size, colour, string); the first ask renders it, later asks reuse
 * the texture. Entries not used for a while are evicted at the end of a frame, so changing text
 * (a clock, a typed pattern) does not grow the cache without bound. */
#pragma once

#include <SDL.h>
#include <stdbool.h>

typedef enum FontFace { FONT_REGULAR, FONT_BOLD, FONT_FACE_COUNT } FontFace;

typedef enum TextAlign {
    TEXT_LEFT = 0,
    TEXT_CENTER = 1,
    TEXT_RIGHT = 2,
} TextAlign;

typedef struct TextCache TextCache;

/* Opens the two faces; false with a message in err when a font cannot be opened. */
TextCache *text_create(SDL_Renderer *renderer, const char *regular_path, const char *bold_path,
                       char *err, size_t err_size);
void text_destroy(TextCache *tc);

/* The texture for a string (NULL for an empty string or on failure); *w and *h get its size. */
SDL_Texture *text_get(TextCache *tc, FontFace face, int px, SDL_Color color, const char *utf8,
                      int *w, int *h);

/* Size a string would take, without rendering it. */
void text_measure(TextCache *tc, FontFace face, int px, const char *utf8, int *w, int *h);

/* Draws a string with its top at y, aligned on x; returns its width. */
int text_draw(TextCache *tc, FontFace face, int px, SDL_Color color, const char *utf8, float x,
              float y, TextAlign align);

/* Marks the end of a frame: evicts entries unused for a while. */
void text_end_frame(TextCache *tc);

/* Drops every texture (e.g. after the renderer lost its textures). */
void text_flush(TextCache *tc);

/* ---- Text drawn cut short (for the --probe file and the tests that keep every screen whole) */

#define TEXT_CUTS_MAX 24

/* Notes that utf8 was drawn cut short this frame (an ellipsis put in place of its end). */
void text_note_cut(TextCache *tc, const char *utf8);

/* Whether a clip rectangle set from now on scrolls its text (a list, a page, a typed line): text
 * it clips is not cut, it is scrolled out of view. Text the window's edges clip is always cut. */
void text_set_clip_scrolls(TextCache *tc, bool scrolls);

/* The texts drawn cut short (ellipsised, or clipped by the window or a clip that does not scroll)
 * in the frame being drawn, or in the last frame ended when nothing was drawn since: each once,
 * at most TEXT_CUTS_MAX. */
int text_cut_count(const TextCache *tc);
const char *text_cut(const TextCache *tc, int i);

/* Whether a string containing needle was drawn in the frame being drawn, or in the last frame
 * ended when nothing was drawn since (for tests of what a screen says). Only the first
 * TEXT_DRAWN_MAX strings of a frame are kept. */
#define TEXT_DRAWN_MAX 256
bool text_was_drawn(const TextCache *tc, const char *needle);

/* Number of cached strings, for tests and statistics. */
int text_cached_count(const TextCache *tc);

/* Draws a string wrapped at spaces to max_width, line after line from y; returns the height
 * used. */
float text_draw_wrapped(TextCache *tc, FontFace face, int px, SDL_Color color, const char *utf8,
                        float x, float y, float max_width);

/* The largest size from px down to min_px at which the texts, wrapped to max_width one after
 * another, take no more than max_height (and no word is wider than max_width); min_px when none
 * does. NULL texts are skipped. */
int text_wrapped_px(TextCache *tc, FontFace face, int px, int min_px, const char *const *texts,
                    int count, float max_width, float max_height);

/* The height text_draw_wrapped would use, and its widest line in *widest. */
float text_measure_wrapped(TextCache *tc, FontFace face, int px, const char *utf8,
                           float max_width, int *widest);
