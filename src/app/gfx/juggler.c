#include "juggler.h"

#include "draw.h"

#include <math.h>

/* Body proportions in metres (the animator's frame: floor at y = 0, hands near y = 1). */
#define HEAD_Y 1.68f
#define HEAD_R 0.11f
#define HIP_Y 0.93f
#define ARM_WIDTH 0.075f
#define HAND_R 0.045f
#define BALL_R 0.05f
#define CLUB_HALF 0.25f
#define RING_R 0.16f

static const SDL_Color skin = {233, 196, 160, 255};
static const SDL_Color shirt = {52, 84, 140, 255};
static const SDL_Color trousers = {40, 46, 58, 255};
static const SDL_Color sleeve_far = {44, 72, 122, 255};

/* A bright palette for players who do not need the colour-blind-safe one. */
static const unsigned bright[] = {0xE53935, 0xFDD835, 0x1E88E5, 0x43A047, 0xFB8C00, 0x8E24AA,
                                  0x00ACC1, 0xF06292, 0x7CB342, 0x5D4037, 0x3949AB, 0xC0CA33};

typedef struct Projection {
    float scale, cx, floor_y;
} Projection;

float juggler_scale(const AnimMotion *m, SDL_FRect area)
{
    float top = fmaxf((float)m->top, HEAD_Y + HEAD_R) + 0.08f; /* top: props' size included */
    float half_w = fmaxf((float)m->width, 0.55f) + 0.15f;
    return fminf(area.h / top, area.w / (2 * half_w));
}

static SDL_FPoint project(const Projection *p, const double pos[3])
{
    return (SDL_FPoint){p->cx + (float)pos[0] * p->scale, p->floor_y - (float)pos[1] * p->scale};
}

SDL_Color juggler_prop_colour(int colour, bool colour_blind)
{
    unsigned rgb = colour_blind ? anim_colour_rgb(colour)
                                : bright[colour % (int)(sizeof bright / sizeof bright[0])];
    return (SDL_Color){(Uint8)(rgb >> 16), (Uint8)(rgb >> 8), (Uint8)rgb, 255};
}

static SDL_Color shade(SDL_Color c, float f)
{
    return (SDL_Color){(Uint8)fminf(255, c.r * f), (Uint8)fminf(255, c.g * f),
                       (Uint8)fminf(255, c.b * f), c.a};
}

static void draw_body(SDL_Renderer *r, const Projection *p, const AnimPose *pose)
{
    float s = p->scale;
    const double *ls = pose->hands[SITESWAP_LEFT].shoulder, *rs = pose->hands[SITESWAP_RIGHT].shoulder;
    double hip_l[3] = {ls[0] * 0.55, HIP_Y, 0}, hip_r[3] = {rs[0] * 0.55, HIP_Y, 0};
    double foot_l[3] = {ls[0] * 0.75, 0.02, 0}, foot_r[3] = {rs[0] * 0.75, 0.02, 0};
    SDL_FPoint hl = project(p, hip_l), hr = project(p, hip_r);
    SDL_FPoint fl = project(p, foot_l), fr = project(p, foot_r);
    draw_thick_line(r, hl.x, hl.y, fl.x, fl.y, 0.13f * s, trousers);
    draw_thick_line(r, hr.x, hr.y, fr.x, fr.y, 0.13f * s, trousers);
    SDL_FPoint sl = project(p, ls), sr = project(p, rs);
    /* Torso: a rounded block from the shoulders to the hips. */
    float top = fminf(sl.y, sr.y) - 0.03f * s, bottom = hl.y + 0.04f * s;
    float left = fminf(sl.x, sr.x) - 0.02f * s, right = fmaxf(sl.x, sr.x) + 0.02f * s;
    draw_rounded_rect(r, (SDL_FRect){left, top, right - left, bottom - top}, 0.08f * s, shirt);
    double neck[3] = {0, (ls[1] + rs[1]) / 2 + 0.02, 0}, head[3] = {0, HEAD_Y, 0};
    SDL_FPoint n = project(p, neck), h = project(p, head);
    draw_thick_line(r, n.x, n.y, h.x, h.y, 0.08f * s, skin);
    draw_circle(r, h.x, h.y, HEAD_R * s, skin);
}

static void draw_arm(SDL_Renderer *r, const Projection *p, const AnimHandPose *hand, bool behind)
{
    float s = p->scale;
    SDL_FPoint sh = project(p, hand->shoulder), el = project(p, hand->elbow),
               ha = project(p, hand->pos);
    SDL_Color sleeve = behind ? sleeve_far : shade(shirt, 1.08f);
    draw_thick_line(r, sh.x, sh.y, el.x, el.y, ARM_WIDTH * 1.15f * s, sleeve);
    draw_thick_line(r, el.x, el.y, ha.x, ha.y, ARM_WIDTH * s, behind ? shade(skin, 0.9f) : skin);
    draw_circle(r, ha.x, ha.y, HAND_R * s, behind ? shade(skin, 0.85f) : shade(skin, 0.95f));
}

static void draw_prop(SDL_Renderer *r, const Projection *p, const AnimMotion *m,
                      const AnimPropPose *prop, bool colour_blind, float alpha)
{
    float s = p->scale;
    /* A little bigger nearer the viewer: depth reads at a glance. */
    float near = 1.0f + (float)prop->pos[2] * 0.25f;
    SDL_FPoint c = project(p, prop->pos);
    SDL_Color col = juggler_prop_colour(prop->colour, colour_blind);
    col.a = (Uint8)(255 * alpha);
    SDL_Color white = {245, 245, 240, col.a};
    switch (m->settings.prop) {
    case ANIM_PROP_CLUB: {
        float dx = (float)prop->dir[0], dy = -(float)prop->dir[1];
        float len = CLUB_HALF * s * near;
        float hx = c.x - dx * len, hy = c.y - dy * len;       /* handle end */
        float bx = c.x + dx * len * 0.15f, by = c.y + dy * len * 0.15f;
        float tx = c.x + dx * len, ty = c.y + dy * len;       /* head end */
        draw_thick_line(r, hx, hy, bx, by, 0.028f * s * near, white);
        draw_thick_line(r, bx, by, tx - dx * len * 0.25f, ty - dy * len * 0.25f,
                        0.075f * s * near, col);
        draw_circle(r, tx - dx * len * 0.25f, ty - dy * len * 0.25f, 0.05f * s * near, col);
        draw_circle(r, hx, hy, 0.022f * s * near, shade(col, 0.7f));
        break;
    }
    case ANIM_PROP_RING: {
        float rx = RING_R * s * near * fmaxf(0.12f, fabsf((float)cos(prop->angle)));
        draw_ellipse_ring(r, c.x, c.y, rx, RING_R * s * near, 0, 0.035f * s * near, col);
        break;
    }
    default:
        draw_circle(r, c.x, c.y, BALL_R * s * near, shade(col, 0.8f));
        draw_circle(r, c.x - BALL_R * s * 0.2f, c.y - BALL_R * s * 0.2f, BALL_R * s * near * 0.72f,
                    col);
        break;
    }
}

static Projection projection(const AnimMotion *m, SDL_FRect area)
{
    return (Projection){.scale = juggler_scale(m, area), .cx = area.x + area.w / 2,
                        .floor_y = area.y + area.h};
}

SDL_FPoint juggler_project(const AnimMotion *m, SDL_FRect area, const double pos[3])
{
    Projection p = projection(m, area);
    return project(&p, pos);
}

void juggler_draw(SDL_Renderer *r, const AnimMotion *m, const AnimPose *pose,
                  const JugglerView *view)
{
    Projection p = projection(m, view->area);
    draw_body(r, &p, pose);
    for (int i = 0; i < pose->item_count; i++) {
        const AnimItem *it = &pose->order[i];
        if (it->kind == ANIM_ITEM_ARM) {
            const AnimHandPose *hand = &pose->hands[it->id];
            draw_arm(r, &p, hand, hand->pos[2] < 0.05);
        } else if (it->id >= 0 && it->id < pose->prop_count) {
            /* Following one prop: the others fade so its path stands out. */
            bool dim = view->follow && it->id != view->follow_prop;
            if (view->follow && !dim) {
                SDL_FPoint c = project(&p, pose->props[it->id].pos);
                float ring = (m->settings.prop == ANIM_PROP_BALL ? BALL_R * 1.9f : 0.2f) * p.scale;
                draw_ellipse_ring(r, c.x, c.y, ring, ring, 0, fmaxf(2.0f, 0.012f * p.scale),
                                  (SDL_Color){255, 255, 255, 200});
            }
            draw_prop(r, &p, m, &pose->props[it->id], view->colour_blind, dim ? 0.3f : 1.0f);
        }
    }
}
