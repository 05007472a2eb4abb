/* Shapes SDL's renderer lacks, built from SDL_RenderGeometry: rounded panels and the table. */
#pragma once

#include <SDL.h>

/* A filled rectangle with rounded corners (radius in pixels, clamped to fit). */
void draw_rounded_rect(SDL_Renderer *r, SDL_FRect rect, float radius, SDL_Color color);

/* The table: a felt colour lit from the middle, darker towards the edges. */
void draw_table(SDL_Renderer *r, int w, int h, SDL_Color centre, SDL_Color edge);
/* Row y of the same table w×h pixels, as opaque ARGB8888 pixels (w of them), for filling a
 * texture without the renderer. */
void draw_table_row(Uint32 *argb, int y, int w, int h, SDL_Color centre, SDL_Color edge);

/* A filled circle. */
void draw_circle(SDL_Renderer *r, float cx, float cy, float radius, SDL_Color color);

/* A line of the given thickness with round ends (a capsule). */
void draw_thick_line(SDL_Renderer *r, float x0, float y0, float x1, float y1, float thickness,
                     SDL_Color color);

/* An ellipse outline of the given thickness, turned by angle radians. */
void draw_ellipse_ring(SDL_Renderer *r, float cx, float cy, float rx, float ry, float angle,
                       float thickness, SDL_Color color);
