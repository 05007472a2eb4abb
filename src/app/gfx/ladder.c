#include "ladder.h"

#include "draw.h"
#include "juggler.h"
#include "palette.h"

#include <math.h>

#define CURVE_SEGMENTS 18
#define LABEL_W_EM 1.6f    /* room for the hand names left of the rails, in label heights */
#define COLLISION PALETTE_LADDER_COLLISION

static float rails_left(const LadderView *v)
{
    return v->area.x + (float)v->label_px * LABEL_W_EM;
}

static float beat_width(const LadderView *v)
{
    float w = v->area.x + v->area.w - rails_left(v);
    return v->beats > 0 ? w / (float)v->beats : w;
}

double ladder_beats_for(SDL_FRect area, int label_px)
{
    /* A beat about two and a half labels wide keeps the values apart and high throws readable. */
    double beats = (area.w - (float)label_px * LABEL_W_EM) / ((float)label_px * 2.6f);
    return beats < 4 ? 4 : beats;
}

static float rail_y(const LadderView *v, int hand)
{
    /* Right hand above (beat 0 is the right hand's), room above and below for same-hand arcs. */
    return v->area.y + v->area.h * (hand == SITESWAP_RIGHT ? 0.34f : 0.66f);
}

SDL_FPoint ladder_point(const LadderView *v, double beat, int hand)
{
    return (SDL_FPoint){rails_left(v) + (float)(beat - v->first_beat) * beat_width(v),
                        rail_y(v, hand)};
}

/* A quadratic curve drawn as one strip of quads, with round ends. */
static void curve(SDL_Renderer *r, SDL_FPoint a, SDL_FPoint c, SDL_FPoint b, float thick,
                  SDL_Color col)
{
    SDL_Vertex v[(CURVE_SEGMENTS + 1) * 2];
    int idx[CURVE_SEGMENTS * 6];
    float hw = thick / 2;
    for (int i = 0; i <= CURVE_SEGMENTS; i++) {
        float t = (float)i / CURVE_SEGMENTS, u = 1 - t;
        float x = u * u * a.x + 2 * u * t * c.x + t * t * b.x;
        float y = u * u * a.y + 2 * u * t * c.y + t * t * b.y;
        /* Tangent of the curve, for the strip's width. */
        float dx = 2 * u * (c.x - a.x) + 2 * t * (b.x - c.x);
        float dy = 2 * u * (c.y - a.y) + 2 * t * (b.y - c.y);
        float len = sqrtf(dx * dx + dy * dy);
        float nx = len > 1e-4f ? -dy / len * hw : 0, ny = len > 1e-4f ? dx / len * hw : hw;
        v[i * 2] = (SDL_Vertex){{x + nx, y + ny}, col, {0, 0}};
        v[i * 2 + 1] = (SDL_Vertex){{x - nx, y - ny}, col, {0, 0}};
    }
    for (int i = 0; i < CURVE_SEGMENTS; i++) {
        int *t = idx + i * 6, a0 = i * 2;
        t[0] = a0, t[1] = a0 + 1, t[2] = a0 + 2, t[3] = a0 + 1, t[4] = a0 + 3, t[5] = a0 + 2;
    }
    SDL_RenderGeometry(r, NULL, v, (CURVE_SEGMENTS + 1) * 2, idx, CURVE_SEGMENTS * 6);
    draw_circle(r, a.x, a.y, hw, col);
    draw_circle(r, b.x, b.y, hw, col);
}

static SDL_Color faded(SDL_Color c, float alpha)
{
    c.a = (Uint8)(c.a * alpha);
    return c;
}

static SDL_Color throw_colour(const AnimLadderThrow *t, const LadderView *v)
{
    if (t->collides)
        return COLLISION;
    if (t->prop < 0)
        return PALETTE_CREAM;
    return juggler_prop_colour(t->prop, v->colour_blind);
}

/* One throw: straight across for a crossing throw, an arch for a throw to the same hand. */
static void draw_throw(SDL_Renderer *r, const AnimLadderThrow *t, const LadderView *v)
{
    if (t->value <= 0)
        return;
    float bw = beat_width(v), px = (float)v->label_px;
    SDL_FPoint a = ladder_point(v, t->beat, t->hand), b = ladder_point(v, t->land_beat, t->to_hand);
    SDL_FPoint c = {(a.x + b.x) / 2, (a.y + b.y) / 2};
    if (t->hand == t->to_hand) {
        /* Higher throws arch higher, up to the edge of the area. */
        float room = t->hand == SITESWAP_RIGHT ? a.y - v->area.y : v->area.y + v->area.h - a.y;
        float rise = SDL_min(room * 1.7f, bw * 0.45f * (float)t->value);
        c.y += t->hand == SITESWAP_RIGHT ? -rise : rise;
    } else {
        /* A slight bow, so a 1 and a long cross at the same beat stay apart. */
        c.x -= bw * 0.15f;
    }
    /* A curve lies inside the triangle of its ends and control point: one wholly outside the
     * area (thrown long before the first beat shown) would be clipped away pixel by pixel. */
    float reach = px * 0.34f * 1.5f + px * 0.22f + px * 0.55f + 2;
    float x0 = SDL_min(SDL_min(a.x, b.x), c.x) - reach, x1 = SDL_max(SDL_max(a.x, b.x), c.x) + reach;
    float y0 = SDL_min(SDL_min(a.y, b.y), c.y) - reach, y1 = SDL_max(SDL_max(a.y, b.y), c.y) + reach;
    if (x1 < v->area.x || x0 > v->area.x + v->area.w || y1 < v->area.y ||
        y0 > v->area.y + v->area.h)
        return;
    SDL_Color col = throw_colour(t, v);
    bool followed = v->follow >= 0 && t->prop == v->follow;
    float thick = px * (t->current ? 0.34f : 0.22f) * (followed ? 1.5f : 1.0f);
    if (v->follow >= 0 && !followed && !t->collides)
        col = faded(col, 0.28f);
    if (t->current)
        curve(r, a, c, b, thick + px * 0.22f, faded(PALETTE_GOLD, col.a / 255.0f));
    curve(r, a, c, b, thick, col);
    if (t->collides)
        draw_ellipse_ring(r, b.x, b.y, px * 0.55f, px * 0.55f, 0, px * 0.16f, COLLISION);
}

static SDL_Rect clip_of(const LadderView *v)
{
    return (SDL_Rect){(int)v->area.x, (int)v->area.y, (int)ceilf(v->area.w), (int)ceilf(v->area.h)};
}

void ladder_draw_ground(SDL_Renderer *r, const LadderView *v)
{
    /* In the diagram's clip, as ever: a fractional area loses its rounded last column. */
    SDL_Rect clip = clip_of(v);
    SDL_RenderSetClipRect(r, &clip);
    draw_rounded_rect(r, v->area, (float)v->label_px * 0.5f, PALETTE_LADDER_GROUND);
    SDL_RenderSetClipRect(r, NULL);
}

void ladder_draw(SDL_Renderer *r, TextCache *text, const AnimLadderThrow *throws, int count,
                 const LadderView *v)
{
    if (!v->ground_drawn)
        ladder_draw_ground(r, v);
    SDL_Rect clip = clip_of(v);
    SDL_RenderSetClipRect(r, &clip);
    text_set_clip_scrolls(text, true); /* throws scroll through it: one at its edge is not cut */
    float px = (float)v->label_px, bw = beat_width(v), left = rails_left(v);
    float right = v->area.x + v->area.w;

    /* Beats: faint ticks, and the rails. */
    for (long b = (long)floor(v->first_beat); b <= (long)ceil(v->first_beat + v->beats); b++) {
        float x = left + (float)((double)b - v->first_beat) * bw;
        if (x < left - 1)
            continue;
        SDL_SetRenderDrawColor(r, 255, 255, 255, b % 2 == 0 ? 34 : 18);
        SDL_RenderFillRectF(r, &(SDL_FRect){x, v->area.y + px * 0.3f, 1, v->area.h - px * 0.6f});
    }
    for (int h = 0; h < 2; h++) {
        float y = rail_y(v, h);
        SDL_SetRenderDrawColor(r, 246, 239, 217, 90);
        SDL_RenderFillRectF(r, &(SDL_FRect){left, y - 1, right - left, 2});
    }

    /* Throws under the marker and the labels; the followed prop's last, on top. */
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < count; i++) {
            bool on_top = throws[i].current || throws[i].collides ||
                          (v->follow >= 0 && throws[i].prop == v->follow);
            if (on_top == (pass == 1))
                draw_throw(r, &throws[i], v);
        }

    /* Each throw's value beside its start, so the diagram reads like the notation. */
    for (int i = 0; i < count; i++) {
        const AnimLadderThrow *t = &throws[i];
        SDL_FPoint a = ladder_point(v, t->beat, t->hand);
        if (a.x < left - px || a.x > right + px)
            continue;
        bool hi = t->current || t->collides;
        draw_circle(r, a.x, a.y, px * (hi ? 0.3f : 0.22f),
                    t->collides ? COLLISION : hi ? PALETTE_GOLD : PALETTE_CREAM);
        char label[2] = {siteswap_throw_char(t->value < 0 ? 0 : t->value % 36), '\0'};
        /* Outside the rails, where crossing throws do not pass; multiplex values stack. */
        int slot = 0;
        for (int j = 0; j < i; j++)
            slot += throws[j].beat == t->beat && throws[j].hand == t->hand;
        float step = px * 1.05f * (float)(slot + 1);
        float cy = t->hand == SITESWAP_RIGHT ? a.y - step : a.y + step;
        draw_circle(r, a.x, cy, px * 0.55f, PALETTE_LADDER_LABEL);
        text_draw(text, FONT_BOLD, v->label_px,
                  t->collides ? PALETTE_ERROR : hi ? PALETTE_GOLD : PALETTE_CREAM, label, a.x,
                  cy - px * 0.6f, TEXT_CENTER);
    }

    if (v->now_beat >= v->first_beat) {
        float x = left + (float)(v->now_beat - v->first_beat) * bw;
        SDL_SetRenderDrawColor(r, 242, 193, 78, 220);
        SDL_RenderFillRectF(r, &(SDL_FRect){x - px * 0.06f, v->area.y + px * 0.2f,
                                             SDL_max(2.0f, px * 0.12f), v->area.h - px * 0.4f});
    }

    /* The hand names over everything, on the left. */
    SDL_FRect names = {v->area.x, v->area.y, px * LABEL_W_EM, v->area.h};
    draw_rounded_rect(r, names, px * 0.5f, PALETTE_LADDER_NAMES);
    text_draw(text, FONT_BOLD, v->label_px, PALETTE_CREAM, "R", v->area.x + px * 0.8f,
              rail_y(v, SITESWAP_RIGHT) - px * 0.6f, TEXT_CENTER);
    text_draw(text, FONT_BOLD, v->label_px, PALETTE_CREAM, "L", v->area.x + px * 0.8f,
              rail_y(v, SITESWAP_LEFT) - px * 0.6f, TEXT_CENTER);
    SDL_RenderSetClipRect(r, NULL);
    text_set_clip_scrolls(text, false);
}
