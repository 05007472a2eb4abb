#include "draw.h"

#include <math.h>

#define TD_PI 3.14159265358979323846

#define CORNER_SEGMENTS 8

void draw_rounded_rect(SDL_Renderer *r, SDL_FRect rect, float radius, SDL_Color color)
{
    float max_radius = SDL_min(rect.w, rect.h) / 2;
    if (radius > max_radius)
        radius = max_radius;
    if (radius < 0)
        radius = 0;
    /* A fan from the centre through 4 × (CORNER_SEGMENTS + 1) rim points. */
    enum { RIM = 4 * (CORNER_SEGMENTS + 1) };
    SDL_Vertex v[RIM + 1];
    int idx[RIM * 3];
    const float cx[4] = {rect.x + rect.w - radius, rect.x + radius, rect.x + radius,
                         rect.x + rect.w - radius};
    const float cy[4] = {rect.y + radius, rect.y + radius, rect.y + rect.h - radius,
                         rect.y + rect.h - radius};
    v[0] = (SDL_Vertex){{rect.x + rect.w / 2, rect.y + rect.h / 2}, color, {0, 0}};
    int n = 1;
    for (int c = 0; c < 4; c++) {
        for (int s = 0; s <= CORNER_SEGMENTS; s++) {
            double a = (c * 90.0 + 90.0 * s / CORNER_SEGMENTS) * TD_PI / 180.0;
            v[n++] = (SDL_Vertex){{cx[c] + radius * (float)cos(a), cy[c] - radius * (float)sin(a)},
                                  color, {0, 0}};
        }
    }
    for (int i = 0; i < RIM; i++) {
        idx[i * 3] = 0;
        idx[i * 3 + 1] = 1 + i;
        idx[i * 3 + 2] = 1 + (i + 1) % RIM;
    }
    SDL_RenderGeometry(r, NULL, v, n, idx, RIM * 3);
}

static SDL_Color mix(SDL_Color a, SDL_Color b, float t)
{
    return (SDL_Color){(Uint8)(a.r + (b.r - a.r) * t), (Uint8)(a.g + (b.g - a.g) * t),
                       (Uint8)(a.b + (b.b - a.b) * t), (Uint8)(a.a + (b.a - a.a) * t)};
}

void draw_table(SDL_Renderer *r, int w, int h, SDL_Color centre, SDL_Color edge)
{
    /* A coarse grid whose vertex colours fall off with distance from the middle. */
    enum { GX = 16, GY = 10 };
    SDL_Vertex v[(GX + 1) * (GY + 1)];
    int idx[GX * GY * 6];
    for (int j = 0; j <= GY; j++) {
        for (int i = 0; i <= GX; i++) {
            float x = (float)w * i / GX, y = (float)h * j / GY;
            float dx = (float)i / GX - 0.5f, dy = ((float)j / GY - 0.45f) * 0.9f;
            float d = SDL_min(1.0f, sqrtf(dx * dx + dy * dy) * 1.55f);
            v[j * (GX + 1) + i] = (SDL_Vertex){{x, y}, mix(centre, edge, d * d), {0, 0}};
        }
    }
    int n = 0;
    for (int j = 0; j < GY; j++) {
        for (int i = 0; i < GX; i++) {
            int a = j * (GX + 1) + i, b = a + 1, c = a + GX + 1, d = c + 1;
            idx[n++] = a, idx[n++] = b, idx[n++] = c;
            idx[n++] = b, idx[n++] = d, idx[n++] = c;
        }
    }
    SDL_RenderGeometry(r, NULL, v, (GX + 1) * (GY + 1), idx, n);
}
