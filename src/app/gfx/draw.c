#include "draw.h"

#include <math.h>

#define TD_PI 3.14159265358979323846

#define CORNER_SEGMENTS 8

/* SDL's software renderer blends each triangle through a temporary surface the size of its
 * bounding box (allocated, cleared, blitted, freed); an opaque colour needs no blending, and
 * without it the triangle is written straight into the picture: the same pixels, several
 * times faster. Returns the mode to put back. */
static SDL_BlendMode opaque_begin(SDL_Renderer *r, SDL_Color color)
{
    SDL_BlendMode was = SDL_BLENDMODE_BLEND;
    SDL_GetRenderDrawBlendMode(r, &was);
    if (color.a == 255 && was == SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
    return was;
}

static void opaque_end(SDL_Renderer *r, SDL_BlendMode was)
{
    SDL_SetRenderDrawBlendMode(r, was);
}

void draw_rounded_rect(SDL_Renderer *r, SDL_FRect rect, float radius, SDL_Color color)
{
    /* Whole pixels, so the corner fans and the rectangles meet without a seam. */
    float x0 = SDL_roundf(rect.x), y0 = SDL_roundf(rect.y);
    rect = (SDL_FRect){x0, y0, SDL_roundf(rect.x + rect.w) - x0, SDL_roundf(rect.y + rect.h) - y0};
    float max_radius = SDL_floorf(SDL_min(rect.w, rect.h) / 2);
    radius = SDL_roundf(radius);
    if (radius > max_radius)
        radius = max_radius;
    if (radius < 0)
        radius = 0;
    /* The body as three plain rectangles and only the corners as triangle fans: a software
     * renderer fills each triangle by scanning its bounding box, so a fan across a whole panel
     * costs many times the panel's area. The pieces do not overlap, so translucent colours blend
     * once. */
    SDL_BlendMode was = opaque_begin(r, color);
    SDL_SetRenderDrawColor(r, color.r, color.g, color.b, color.a);
    SDL_FRect body[3] = {
        {rect.x + radius, rect.y, rect.w - 2 * radius, rect.h},
        {rect.x, rect.y + radius, radius, rect.h - 2 * radius},
        {rect.x + rect.w - radius, rect.y + radius, radius, rect.h - 2 * radius},
    };
    /* A pill's sides have no straight part: SDL fills an empty rectangle as a line of pixels,
     * which would show as a darker seam across each end of a translucent pill. */
    SDL_RenderFillRectsF(r, body, radius > 0 && rect.h - 2 * radius > 0 ? 3 : 1);
    if (radius <= 0) {
        opaque_end(r, was);
        return;
    }
    enum { FAN = CORNER_SEGMENTS + 2 };
    SDL_Vertex v[4 * FAN];
    int idx[4 * CORNER_SEGMENTS * 3], n = 0;
    const float cx[4] = {rect.x + rect.w - radius, rect.x + radius, rect.x + radius,
                         rect.x + rect.w - radius};
    const float cy[4] = {rect.y + radius, rect.y + radius, rect.y + rect.h - radius,
                         rect.y + rect.h - radius};
    for (int c = 0; c < 4; c++) {
        int base = c * FAN;
        v[base] = (SDL_Vertex){{cx[c], cy[c]}, color, {0, 0}};
        for (int s = 0; s <= CORNER_SEGMENTS; s++) {
            double a = (c * 90.0 + 90.0 * s / CORNER_SEGMENTS) * TD_PI / 180.0;
            v[base + 1 + s] = (SDL_Vertex){
                {cx[c] + radius * (float)cos(a), cy[c] - radius * (float)sin(a)}, color, {0, 0}};
        }
        for (int s = 0; s < CORNER_SEGMENTS; s++) {
            idx[n++] = base;
            idx[n++] = base + 1 + s;
            idx[n++] = base + 2 + s;
        }
    }
    SDL_RenderGeometry(r, NULL, v, 4 * FAN, idx, n);
    opaque_end(r, was);
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
    /* Both colours opaque (the felt is): no blending, so no temporary surface per triangle. */
    SDL_BlendMode was = opaque_begin(r, centre.a < edge.a ? centre : edge);
    SDL_RenderGeometry(r, NULL, v, (GX + 1) * (GY + 1), idx, n);
    opaque_end(r, was);
}

#define CIRCLE_SEGMENTS 28

void draw_circle(SDL_Renderer *r, float cx, float cy, float radius, SDL_Color color)
{
    SDL_Vertex v[CIRCLE_SEGMENTS + 1];
    int idx[CIRCLE_SEGMENTS * 3];
    v[0] = (SDL_Vertex){{cx, cy}, color, {0, 0}};
    for (int i = 0; i < CIRCLE_SEGMENTS; i++) {
        double a = 2 * TD_PI * i / CIRCLE_SEGMENTS;
        v[i + 1] = (SDL_Vertex){{cx + radius * (float)cos(a), cy + radius * (float)sin(a)}, color,
                                {0, 0}};
        idx[i * 3] = 0;
        idx[i * 3 + 1] = 1 + i;
        idx[i * 3 + 2] = 1 + (i + 1) % CIRCLE_SEGMENTS;
    }
    SDL_BlendMode was = opaque_begin(r, color);
    SDL_RenderGeometry(r, NULL, v, CIRCLE_SEGMENTS + 1, idx, CIRCLE_SEGMENTS * 3);
    opaque_end(r, was);
}

void draw_thick_line(SDL_Renderer *r, float x0, float y0, float x1, float y1, float thickness,
                     SDL_Color color)
{
    float dx = x1 - x0, dy = y1 - y0;
    float len = sqrtf(dx * dx + dy * dy);
    float h = thickness / 2;
    if (len > 1e-4f) {
        float nx = -dy / len * h, ny = dx / len * h;
        SDL_Vertex v[4] = {{{x0 + nx, y0 + ny}, color, {0, 0}}, {{x1 + nx, y1 + ny}, color, {0, 0}},
                           {{x1 - nx, y1 - ny}, color, {0, 0}}, {{x0 - nx, y0 - ny}, color, {0, 0}}};
        const int idx[6] = {0, 1, 2, 0, 2, 3};
        SDL_BlendMode was = opaque_begin(r, color);
        SDL_RenderGeometry(r, NULL, v, 4, idx, 6);
        opaque_end(r, was);
    }
    draw_circle(r, x0, y0, h, color);
    draw_circle(r, x1, y1, h, color);
}

void draw_ellipse_ring(SDL_Renderer *r, float cx, float cy, float rx, float ry, float angle,
                       float thickness, SDL_Color color)
{
    enum { N = 40 };
    SDL_Vertex v[N * 2];
    int idx[N * 6];
    float ca = cosf(angle), sa = sinf(angle);
    for (int i = 0; i < N; i++) {
        double a = 2 * TD_PI * i / N;
        float ex = (float)cos(a), ey = (float)sin(a);
        float ox = ex * (rx + thickness / 2), oy = ey * (ry + thickness / 2);
        float ix = ex * SDL_max(rx - thickness / 2, 0), iy = ey * SDL_max(ry - thickness / 2, 0);
        v[i * 2] = (SDL_Vertex){{cx + ox * ca - oy * sa, cy + ox * sa + oy * ca}, color, {0, 0}};
        v[i * 2 + 1] = (SDL_Vertex){{cx + ix * ca - iy * sa, cy + ix * sa + iy * ca}, color, {0, 0}};
    }
    for (int i = 0; i < N; i++) {
        int a = i * 2, b = i * 2 + 1, c = ((i + 1) % N) * 2, d = c + 1;
        int *t = idx + i * 6;
        t[0] = a, t[1] = c, t[2] = b, t[3] = b, t[4] = c, t[5] = d;
    }
    SDL_BlendMode was = opaque_begin(r, color);
    SDL_RenderGeometry(r, NULL, v, N * 2, idx, N * 6);
    opaque_end(r, was);
}
