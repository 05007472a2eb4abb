/* Shapes SDL's renderer lacks, built from SDL_RenderGeometry: rounded panels and the table. */
#pragma once

#include <SDL.h>

/* A filled rectangle with rounded corners (radius in pixels, clamped to fit). */
void draw_rounded_rect(SDL_Renderer *r, SDL_FRect rect, float radius, SDL_Color color);

/* The table: a felt colour lit from the middle, darker towards the edges. */
void draw_table(SDL_Renderer *r, int w, int h, SDL_Color centre, SDL_Color edge);
