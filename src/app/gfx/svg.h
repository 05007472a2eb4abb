/* SVG assets rasterised by SDL2_image at exactly the size the window needs, and cached.
 *
 * Files are read once; each (file, size) is rasterised once and kept until the size changes
 * (old sizes are evicted when unused), so assets stay sharp at any window size without
 * rasterising every frame. */
#pragma once

#include <SDL.h>
#include <stdbool.h>

typedef struct SvgCache SvgCache;

SvgCache *svg_create(SDL_Renderer *renderer, const char *data_dir);
void svg_destroy(SvgCache *sc);

/* The asset (path relative to the data folder) rasterised to fit w×h pixels (aspect ratio kept);
 * NULL if it cannot be read, with the reason logged once. */
SDL_Texture *svg_get(SvgCache *sc, const char *rel_path, int w, int h);

/* An asset as a surface at w×h (caller frees), e.g. for the window icon. */
SDL_Surface *svg_surface(SvgCache *sc, const char *rel_path, int w, int h);

/* Marks the end of a frame: evicts textures unused for a while. */
void svg_end_frame(SvgCache *sc);

/* Drops every texture (e.g. after the renderer lost its textures). */
void svg_flush(SvgCache *sc);
