/* The one hit test every widget and screen uses.
 *
 * A point is in a rectangle on its left and top edges and inside; the right and bottom edges
 * belong to whatever comes next, so rows and buttons that touch never both claim a point. An
 * empty rectangle holds nothing. */
#pragma once

#include <SDL_rect.h>
#include <stdbool.h>

bool ui_hit(SDL_FRect r, float x, float y);

/* The first of count rectangles holding (x, y), or -1. */
int ui_hit_index(const SDL_FRect *rects, int count, float x, float y);
