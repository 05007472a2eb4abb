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

/* The felt's grid: vertex colours fall off with distance from the middle. */
enum { TABLE_GX = 16, TABLE_GY = 10 };

static SDL_Color table_vertex(int i, int j, SDL_Color centre, SDL_Color edge)
{
    float dx = (float)i / TABLE_GX - 0.5f, dy = ((float)j / TABLE_GY - 0.45f) * 0.9f;
    float d = SDL_min(1.0f, sqrtf(dx * dx + dy * dy) * 1.55f);
    return mix(centre, edge, d * d);
}

void draw_table(SDL_Renderer *r, int w, int h, SDL_Color centre, SDL_Color edge)
{
    enum { GX = TABLE_GX, GY = TABLE_GY };
    SDL_Vertex v[(GX + 1) * (GY + 1)];
    int idx[GX * GY * 6];
    for (int j = 0; j <= GY; j++)
        for (int i = 0; i <= GX; i++)
            v[j * (GX + 1) + i] = (SDL_Vertex){{(float)w * i / GX, (float)h * j / GY},
                                               table_vertex(i, j, centre, edge), {0, 0}};
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

/* One channel across a triangle of the grid cell: a + u (b - a) + v (c - a), truncated as SDL's
 * software renderer does (the pictures match but for a few hundred pixels a level apart). */
static Uint32 lerp3(Uint8 a, Uint8 b, Uint8 c, float u, float v)
{
    float x = (float)a + u * (float)(b - a) + v * (float)(c - a);
    return (Uint32)(x < 0 ? 0 : x > 255 ? 255 : x);
}

void draw_table_row(Uint32 *argb, int y, int w, int h, SDL_Color centre, SDL_Color edge)
{
    /* The same triangles as draw_table (cell corners a b / c d, split along b-c), worked out
     * pixel by pixel at the pixels' centres: SDL's software renderer takes tens of ms to fill
     * them, this loop a few. */
    float gy = ((float)y + 0.5f) * TABLE_GY / (float)h;
    int j = SDL_min((int)gy, TABLE_GY - 1);
    float v = gy - (float)j;
    SDL_Color row0[TABLE_GX + 1], row1[TABLE_GX + 1];
    for (int i = 0; i <= TABLE_GX; i++) {
        row0[i] = table_vertex(i, j, centre, edge);
        row1[i] = table_vertex(i, j + 1, centre, edge);
    }
    for (int x = 0; x < w; x++) {
        float gx = ((float)x + 0.5f) * TABLE_GX / (float)w;
        int i = SDL_min((int)gx, TABLE_GX - 1);
        float u = gx - (float)i;
        SDL_Color a = row0[i], b = row0[i + 1], c = row1[i], d = row1[i + 1];
        Uint32 rr, gg, bb;
        if (u + v <= 1) {
            rr = lerp3(a.r, b.r, c.r, u, v), gg = lerp3(a.g, b.g, c.g, u, v);
            bb = lerp3(a.b, b.b, c.b, u, v);
        } else { /* from d: towards c as u falls, towards b as v falls */
            rr = lerp3(d.r, c.r, b.r, 1 - u, 1 - v), gg = lerp3(d.g, c.g, b.g, 1 - u, 1 - v);
            bb = lerp3(d.b, c.b, b.b, 1 - u, 1 - v);
        }
        argb[x] = 0xFF000000u | rr << 16 | gg << 8 | bb;
    }
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
