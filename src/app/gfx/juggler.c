#include "juggler.h"

#include "draw.h"
#include "palette.h"

#include <math.h>

/* Drawing sizes in metres, a little generous so props read from across a room. */
#define BALL_R 0.055f
#define RING_R ((float)ANIM_RING_RADIUS)
#define RING_BAND 0.045f
#define HAND_R 0.048f
#define UPPER_ARM_R 0.048f
#define FOREARM_R 0.038f
#define THIGH_R 0.075f
#define SHIN_R 0.055f
#define NECK_R 0.045f
#define SHOE_R 0.045f
#define CLUB_GRIP 0.10f     /* knob to the grip, where the animator's point is */

#define JUG_PI 3.14159265f
#define LIGHT_X (-0.6f)     /* towards the light, on screen (y down): upper left */
#define LIGHT_Y (-0.8f)

/* A bright palette for players who do not need the colour-blind-safe one. */
static const unsigned bright[] = {0xE53935, 0xFDD835, 0x1E88E5, 0x43A047, 0xFB8C00, 0x8E24AA,
                                  0x00ACC1, 0xF06292, 0x7CB342, 0x5D4037, 0x3949AB, 0xC0CA33};

typedef struct Projection {
    float scale, cx, cy;     /* pixels per metre; where the shot's centre is drawn */
    double shot_x, shot_y;   /* the shot's centre, metres */
} Projection;

double juggler_aspect(SDL_FRect area)
{
    return area.h > 0 ? (double)area.w / area.h : 1.0;
}

double juggler_max_shot_height(SDL_FRect area, int window_h)
{
    if (!(area.h > 0) || window_h <= 0)
        return 0;
    double scale = JUGGLER_MIN_FIGURE * (double)window_h / ANIM_FIGURE_TOP;   /* pixels per metre */
    return area.h / scale;
}

float juggler_shot_scale(const AnimShot *shot, SDL_FRect area)
{
    return shot->height > 0 ? area.h / (float)shot->height : 1.0f;
}

static Projection projection_of(const AnimShot *shot, SDL_FRect area)
{
    return (Projection){.scale = juggler_shot_scale(shot, area), .cx = area.x + area.w / 2,
                        .cy = area.y + area.h / 2, .shot_x = shot->cx, .shot_y = shot->cy};
}

static SDL_FPoint project(const Projection *p, const double pos[3])
{
    return (SDL_FPoint){p->cx + (float)(pos[0] - p->shot_x) * p->scale,
                        p->cy - (float)(pos[1] - p->shot_y) * p->scale};
}

SDL_FPoint juggler_shot_project(const AnimShot *shot, SDL_FRect area, const double pos[3])
{
    Projection p = projection_of(shot, area);
    return project(&p, pos);
}

float juggler_scale(const AnimMotion *m, SDL_FRect area)
{
    AnimShot shot = anim_camera_target(m, juggler_aspect(area));
    return juggler_shot_scale(&shot, area);
}

SDL_FPoint juggler_project(const AnimMotion *m, SDL_FRect area, const double pos[3])
{
    AnimShot shot = anim_camera_target(m, juggler_aspect(area));
    return juggler_shot_project(&shot, area, pos);
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

/* Towards white by f (0..1): a highlight keeps its hue better than a multiplied colour. */
static SDL_Color tint(SDL_Color c, float f)
{
    return (SDL_Color){(Uint8)(c.r + (255 - c.r) * f), (Uint8)(c.g + (255 - c.g) * f),
                       (Uint8)(c.b + (255 - c.b) * f), c.a};
}

/* The colour of a surface whose outward normal on screen is (nx, ny): lit towards the light,
 * in shade away from it. */
static SDL_Color lit_by(SDL_Color c, float nx, float ny, float strength)
{
    float d = (nx * LIGHT_X + ny * LIGHT_Y) * strength;   /* -1 .. 1 at full strength */
    return d > 0 ? tint(c, 0.28f * d) : shade(c, 1.0f + 0.38f * d);
}

static SDL_Color lit(SDL_Color c, float nx, float ny)
{
    return lit_by(c, nx, ny, 1.0f);
}

/* ---- Shapes, each one geometry call: shaded by the normal at each rim vertex ---- */

#define RIM_MAX 64

/* Opaque shapes (a person, a prop not faded) without blending: SDL's software renderer would
 * blend each triangle through a temporary surface; unblended it writes the same pixels
 * straight in. */
static void geometry(SDL_Renderer *r, const SDL_Vertex *v, int nv, const int *idx, int ni)
{
    bool opaque = true;
    for (int i = 0; i < nv && opaque; i++)
        opaque = v[i].color.a == 255;
    SDL_BlendMode was = SDL_BLENDMODE_BLEND;
    if (opaque) {
        SDL_GetRenderDrawBlendMode(r, &was);
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
    }
    SDL_RenderGeometry(r, NULL, v, nv, idx, ni);
    if (opaque)
        SDL_SetRenderDrawBlendMode(r, was);
}

/* A convex outline filled from `centre`: a core of the centre's colour out to `core` (0..1) of
 * the way to the rim, then shading out to the rim, whose colours are lit by its outward normals.
 * SDL's software renderer works out a shaded pixel's colour with four divisions and a call, a
 * plain one with a store: on a figure 780 px tall a plain core of 0.7 saves about a third of the
 * figure's cost, and cloth and skin look no less round (they are lit softly, flat in the middle). */
static void fill_lit_core(SDL_Renderer *r, SDL_FPoint centre, SDL_Color centre_colour,
                          const SDL_FPoint *rim, const SDL_FPoint *normal, int n, SDL_Color base,
                          float strength, float core)
{
    SDL_Vertex v[2 * RIM_MAX + 1];
    int idx[RIM_MAX * 6];
    int ni = 0;
    v[0] = (SDL_Vertex){centre, centre_colour, {0, 0}};
    for (int i = 0; i < n; i++) {
        v[1 + i] = (SDL_Vertex){rim[i], lit_by(base, normal[i].x, normal[i].y, strength), {0, 0}};
        v[1 + n + i] = (SDL_Vertex){{centre.x + (rim[i].x - centre.x) * core,
                                     centre.y + (rim[i].y - centre.y) * core},
                                    centre_colour, {0, 0}};
    }
    if (core <= 0) {
        for (int i = 0; i < n; i++) {
            idx[ni++] = 0;
            idx[ni++] = 1 + i;
            idx[ni++] = 1 + (i + 1) % n;
        }
        geometry(r, v, n + 1, idx, ni);
        return;
    }
    for (int i = 0; i < n; i++) {   /* the plain core: one colour, its own call */
        idx[ni++] = 0;
        idx[ni++] = 1 + n + i;
        idx[ni++] = 1 + n + (i + 1) % n;
    }
    for (int i = 0; i < n; i++) {   /* the shaded band round it */
        int j = (i + 1) % n;
        idx[ni++] = 1 + n + i;
        idx[ni++] = 1 + i;
        idx[ni++] = 1 + j;
        idx[ni++] = 1 + n + i;
        idx[ni++] = 1 + j;
        idx[ni++] = 1 + n + j;
    }
    geometry(r, v, 2 * n + 1, idx, ni);
}

/* A round-ended limb from a (radius ra) to b (radius rb), shaded like a cylinder. */
static void limb(SDL_Renderer *r, SDL_FPoint a, SDL_FPoint b, float ra, float rb, SDL_Color c)
{
    enum { HALF = 10 };
    SDL_FPoint rim[2 * (HALF + 1)], nrm[2 * (HALF + 1)];
    float dx = b.x - a.x, dy = b.y - a.y, len = sqrtf(dx * dx + dy * dy);
    float base = len > 1e-3f ? atan2f(dy, dx) : 0;
    int n = 0;
    /* Round b's end from one side to the other, then a's. */
    for (int end = 0; end < 2; end++) {
        SDL_FPoint o = end == 0 ? b : a;
        float rad = end == 0 ? rb : ra;
        for (int i = 0; i <= HALF; i++, n++) {
            float ang = base - JUG_PI / 2 + JUG_PI * i / HALF + (end ? JUG_PI : 0);
            nrm[n] = (SDL_FPoint){cosf(ang), sinf(ang)};
            rim[n] = (SDL_FPoint){o.x + rad * nrm[n].x, o.y + rad * nrm[n].y};
        }
    }
    SDL_FPoint mid = {(a.x + b.x) / 2 + LIGHT_X * (ra + rb) * 0.15f,
                      (a.y + b.y) / 2 + LIGHT_Y * (ra + rb) * 0.15f};
    fill_lit_core(r, mid, c, rim, nrm, n, c, 0.6f, 0.7f);   /* cloth and skin: soft, matt */
}

/* A sphere: the highlight (towards white by `shine`) up and left of the centre, the rim darker
 * on the far side. */
static void sphere_lit(SDL_Renderer *r, SDL_FPoint c, float rad, SDL_Color col, float shine,
                       float strength)
{
    enum { N = 28 };
    SDL_FPoint rim[N], nrm[N];
    for (int i = 0; i < N; i++) {
        float a = 2 * JUG_PI * i / N;
        nrm[i] = (SDL_FPoint){cosf(a), sinf(a)};
        rim[i] = (SDL_FPoint){c.x + rad * nrm[i].x, c.y + rad * nrm[i].y};
    }
    SDL_FPoint hi = {c.x + LIGHT_X * rad * 0.38f, c.y + LIGHT_Y * rad * 0.38f};
    /* Glossy props keep their highlight a point; matt skin has a plain middle. */
    fill_lit_core(r, hi, tint(col, shine), rim, nrm, N, strength < 1 ? col : shade(col, 0.92f),
                  strength, shine > 0 ? 0.0f : 0.6f);
}

/* Props are glossy. */
static void sphere(SDL_Renderer *r, SDL_FPoint c, float rad, SDL_Color col)
{
    sphere_lit(r, c, rad, col, 0.45f, 1.0f);
}

/* Skin is matt: its own colour over most of it. */
static void skin_sphere(SDL_Renderer *r, SDL_FPoint c, float rad, SDL_Color col)
{
    sphere_lit(r, c, rad, col, 0.0f, 0.3f);
}

/* ---- The person ---- */

static void draw_floor_shadow(SDL_Renderer *r, const Projection *p, const AnimPose *pose)
{
    /* between the feet, leaning a little with the body's sway */
    double feet = (pose->body.ankles[0][0] + pose->body.ankles[1][0]) / 2;
    /* on the floor under the ankles (a ring's back figures are drawn higher: anim_pass_seen) */
    double floor_y = (pose->body.ankles[0][1] + pose->body.ankles[1][1]) / 2 - ANIM_ANKLE_Y;
    double at[3] = {feet + (pose->body.pelvis[0] - feet) * 0.5, floor_y, 0};
    SDL_FPoint c = project(p, at);
    float s = p->scale;
    enum { N = 24 };
    SDL_Vertex v[N + 1];
    int idx[N * 3];
    SDL_Color edge = PALETTE_JUGGLER_SHADOW;
    edge.a = 0;
    v[0] = (SDL_Vertex){c, PALETTE_JUGGLER_SHADOW, {0, 0}};
    for (int i = 0; i < N; i++) {
        float a = 2 * JUG_PI * i / N;
        v[i + 1] = (SDL_Vertex){{c.x + 0.42f * s * cosf(a), c.y + 0.05f * s * sinf(a)}, edge, {0, 0}};
        idx[i * 3] = 0;
        idx[i * 3 + 1] = 1 + i;
        idx[i * 3 + 2] = 1 + (i + 1) % N;
    }
    SDL_RenderGeometry(r, NULL, v, N + 1, idx, N * 3);
}

static void draw_legs(SDL_Renderer *r, const Projection *p, const AnimBodyPose *b)
{
    float s = p->scale;
    for (int h = 0; h < 2; h++) {
        SDL_FPoint hip = project(p, b->hips[h]), knee = project(p, b->knees[h]),
                   ankle = project(p, b->ankles[h]);
        /* The shoe: seen from the front, a rounded block on the floor, toes out a little. */
        float out = h == SITESWAP_RIGHT ? -1.0f : 1.0f;
        double sole = b->ankles[h][1] - ANIM_ANKLE_Y + SHOE_R;
        double heel[3] = {b->ankles[h][0], sole, 0}, toe[3] = {b->ankles[h][0] + out * 0.03, sole, 0};
        limb(r, project(p, heel), project(p, toe), SHOE_R * s, SHOE_R * s, PALETTE_JUGGLER_SHOES);
        limb(r, knee, ankle, SHIN_R * s, SHIN_R * 0.8f * s, PALETTE_JUGGLER_TROUSERS);
        limb(r, hip, knee, THIGH_R * s, SHIN_R * 1.05f * s, PALETTE_JUGGLER_TROUSERS);
    }
}

static void draw_torso(SDL_Renderer *r, const Projection *p, const AnimPose *pose)
{
    const AnimBodyPose *b = &pose->body;
    float s = p->scale;
    SDL_FPoint sl = project(p, pose->hands[SITESWAP_LEFT].shoulder),
               sr = project(p, pose->hands[SITESWAP_RIGHT].shoulder);
    SDL_FPoint hl = project(p, b->hips[SITESWAP_LEFT]), hr = project(p, b->hips[SITESWAP_RIGHT]);
    SDL_FPoint chest = project(p, b->chest);
    /* Trousers up to the waist, then the shirt: a tapered block from the shoulders to the hips,
     * wider as the chest fills. */
    float breath = (float)b->breath;
    float waist_y = hl.y - 0.1f * s, hip_w = 0.03f * s;
    {   /* the seat of the trousers: from the waist down to between the legs */
        SDL_FPoint rim[6], nrm[6];
        float leg = THIGH_R * s;
        rim[0] = (SDL_FPoint){hr.x - hip_w, waist_y};
        rim[1] = (SDL_FPoint){hl.x + hip_w, waist_y};
        rim[2] = (SDL_FPoint){hl.x + leg, hl.y};
        rim[3] = (SDL_FPoint){hl.x + leg * 0.4f, hl.y + leg * 1.3f};
        rim[4] = (SDL_FPoint){hr.x - leg * 0.4f, hr.y + leg * 1.3f};
        rim[5] = (SDL_FPoint){hr.x - leg, hr.y};
        const float n[6][2] = {{-0.7f, -0.7f}, {0.7f, -0.7f}, {1, 0}, {0.6f, 0.8f}, {-0.6f, 0.8f}, {-1, 0}};
        for (int i = 0; i < 6; i++)
            nrm[i] = (SDL_FPoint){n[i][0], n[i][1]};
        fill_lit_core(r, (SDL_FPoint){(hl.x + hr.x) / 2 + LIGHT_X * leg * 0.3f, (waist_y + hl.y) / 2},
                      tint(PALETTE_JUGGLER_TROUSERS, 0.08f), rim, nrm, 6, PALETTE_JUGGLER_TROUSERS,
                      1.0f, 0.6f);
    }
    float sh_r = 0.05f * s;
    SDL_FPoint rim[12], nrm[12];
    float chest_w = 0.012f * s * breath;
    rim[0] = (SDL_FPoint){sr.x - sh_r * 0.7f, sr.y - sh_r * 0.2f};
    rim[1] = (SDL_FPoint){sr.x, sr.y - sh_r};
    rim[2] = (SDL_FPoint){chest.x, chest.y - sh_r * 1.1f};
    rim[3] = (SDL_FPoint){sl.x, sl.y - sh_r};
    rim[4] = (SDL_FPoint){sl.x + sh_r * 0.7f, sl.y - sh_r * 0.2f};
    rim[5] = (SDL_FPoint){sl.x + sh_r * 0.25f + chest_w, (sl.y + waist_y) / 2};
    rim[6] = (SDL_FPoint){hl.x + hip_w, waist_y};
    rim[7] = (SDL_FPoint){hl.x + hip_w * 0.6f, waist_y + 0.06f * s};
    rim[8] = (SDL_FPoint){(hl.x + hr.x) / 2, waist_y + 0.075f * s};
    rim[9] = (SDL_FPoint){hr.x - hip_w * 0.6f, waist_y + 0.06f * s};
    rim[10] = (SDL_FPoint){hr.x - hip_w, waist_y};
    rim[11] = (SDL_FPoint){sr.x - sh_r * 0.25f - chest_w, (sr.y + waist_y) / 2};
    SDL_FPoint mid = {(chest.x + (hl.x + hr.x) / 2) / 2, (chest.y + waist_y) / 2};
    for (int i = 0; i < 12; i++) {
        float dx = rim[i].x - mid.x, dy = (rim[i].y - mid.y) * 0.35f;
        float n = sqrtf(dx * dx + dy * dy);
        nrm[i] = n > 1e-3f ? (SDL_FPoint){dx / n, dy / n} : (SDL_FPoint){0, -1};
    }
    mid.x += LIGHT_X * 0.05f * s;
    fill_lit_core(r, mid, PALETTE_JUGGLER_SHIRT, rim, nrm, 12, PALETTE_JUGGLER_SHIRT, 0.5f, 0.7f);
}

static void draw_head(SDL_Renderer *r, const Projection *p, const AnimBodyPose *b)
{
    float s = p->scale;
    SDL_FPoint head = project(p, b->head), chest = project(p, b->chest);
    float hr = (float)ANIM_HEAD_R * s;
    limb(r, chest, (SDL_FPoint){head.x, head.y + hr * 0.6f}, NECK_R * s, NECK_R * s,
         PALETTE_JUGGLER_SKIN);
    /* The face turns with the gaze: ears and eyes shift the way it looks. */
    float gx = (float)b->gaze[0], gy = -(float)b->gaze[1];
    for (int side = -1; side <= 1; side += 2)
        sphere(r, (SDL_FPoint){head.x + side * hr * 0.93f - gx * hr * 0.25f, head.y + hr * 0.08f},
               hr * 0.22f, PALETTE_JUGGLER_SKIN);
    skin_sphere(r, head, hr, PALETTE_JUGGLER_SKIN);
    /* Hair: a cap over the top, pushed back as the head tips up. */
    SDL_FPoint rim[17], nrm[17];
    float tilt = -gy * 0.3f;
    for (int i = 0; i <= 16; i++) {
        float a = JUG_PI * (1.05f + 0.9f * i / 16.0f);
        nrm[i] = (SDL_FPoint){cosf(a), sinf(a)};
        rim[i] = (SDL_FPoint){head.x + hr * 1.04f * nrm[i].x, head.y + hr * 1.04f * nrm[i].y};
    }
    SDL_FPoint cap = {head.x - gx * hr * 0.15f, head.y - hr * (0.25f + tilt)};
    fill_lit_core(r, cap, PALETTE_JUGGLER_HAIR, rim, nrm, 17, PALETTE_JUGGLER_HAIR, 1.0f, 0.6f);
    for (int side = -1; side <= 1; side += 2)
        draw_circle(r, head.x + side * hr * 0.36f + gx * hr * 0.3f,
                    head.y + hr * 0.12f + gy * hr * 0.25f, hr * 0.11f, PALETTE_JUGGLER_EYES);
}

static void draw_arm(SDL_Renderer *r, const Projection *p, const AnimHandPose *hand, bool behind)
{
    float s = p->scale;
    SDL_FPoint sh = project(p, hand->shoulder), el = project(p, hand->elbow),
               ha = project(p, hand->pos);
    /* The arm farther from the viewer is in the body's shade. */
    float f = behind ? 0.82f : 1.0f;
    limb(r, el, ha, FOREARM_R * s, FOREARM_R * 0.85f * s, shade(PALETTE_JUGGLER_SKIN, f));
    limb(r, sh, el, UPPER_ARM_R * 1.15f * s, UPPER_ARM_R * s, shade(PALETTE_JUGGLER_SHIRT, f));
    skin_sphere(r, ha, HAND_R * s, shade(PALETTE_JUGGLER_SKIN, f));
}

/* ---- Props ---- */

/* A club along its axis from the knob: distance (metres) and half-width. */
static const float club_profile[][2] = {
    {0.000f, 0.020f}, {0.030f, 0.015f}, {0.150f, 0.016f}, {0.230f, 0.030f},
    {0.330f, 0.044f}, {0.420f, 0.046f}, {0.490f, 0.040f}, {0.520f, 0.026f},
};
#define CLUB_POINTS ((int)(sizeof club_profile / sizeof club_profile[0]))
#define CLUB_BODY_FROM 3   /* profile points from here on are the coloured body */

static void draw_club(SDL_Renderer *r, const Projection *p, const AnimPropPose *prop,
                      SDL_Color col, float alpha)
{
    float s = p->scale;
    /* On screen: the axis as it projects (shorter when the club points at the viewer). */
    float ux = (float)prop->dir[0], uy = -(float)prop->dir[1];
    float foreshort = sqrtf(ux * ux + uy * uy);
    SDL_FPoint grip = project(p, prop->pos);
    if (foreshort < 0.2f) {   /* end-on: the widest part shows as a disc */
        sphere(r, grip, 0.046f * s, col);
        return;
    }
    float nx = -uy / foreshort, ny = ux / foreshort;
    SDL_Vertex v[CLUB_POINTS * 2 + 2];
    int idx[(CLUB_POINTS + 1) * 6], nv = 0, ni = 0;
    SDL_Color handle = PALETTE_JUGGLER_CLUB_HANDLE;
    handle.a = col.a = (Uint8)(255 * alpha);
    for (int i = 0; i < CLUB_POINTS; i++) {
        float along = (club_profile[i][0] - CLUB_GRIP) * s, w = club_profile[i][1] * s;
        float cx = grip.x + ux * along, cy = grip.y + uy * along;
        /* Where the handle meets the body the colour changes: that point is laid twice. */
        int copies = i == CLUB_BODY_FROM ? 2 : 1;
        for (int k = 0; k < copies; k++) {
            SDL_Color c = (i < CLUB_BODY_FROM || (i == CLUB_BODY_FROM && k == 0)) ? handle : col;
            if (nv >= 2) {
                int a = nv - 2;
                int t[6] = {a, a + 1, nv, a + 1, nv + 1, nv};
                if (!(i == CLUB_BODY_FROM && k == 1))
                    for (int j = 0; j < 6; j++)
                        idx[ni++] = t[j];
            }
            v[nv++] = (SDL_Vertex){{cx + nx * w, cy + ny * w}, lit(c, nx, ny), {0, 0}};
            v[nv++] = (SDL_Vertex){{cx - nx * w, cy - ny * w}, lit(c, -nx, -ny), {0, 0}};
        }
    }
    geometry(r, v, nv, idx, ni);
    /* The knob, and a band of tape where the body starts. */
    float knob = -CLUB_GRIP * s;
    draw_circle(r, grip.x + ux * knob, grip.y + uy * knob, 0.022f * s, shade(col, 0.75f));
    float tape = (club_profile[CLUB_BODY_FROM][0] - CLUB_GRIP + 0.012f) * s;
    limb(r, (SDL_FPoint){grip.x + ux * tape + nx * 0.028f * s, grip.y + uy * tape + ny * 0.028f * s},
         (SDL_FPoint){grip.x + ux * tape - nx * 0.028f * s, grip.y + uy * tape - ny * 0.028f * s},
         0.008f * s, 0.008f * s, handle);
}

/* A ring seen nearly edge-on: a narrow ellipse band, its near rim lighter. */
static void draw_ring(SDL_Renderer *r, const Projection *p, const AnimPropPose *prop,
                      SDL_Color col)
{
    float s = p->scale;
    SDL_FPoint c = project(p, prop->pos);
    float rx = RING_R * s * fmaxf(0.18f, fabsf((float)prop->dir[2])), ry = RING_R * s;
    float band = RING_BAND * s;
    enum { N = 36 };
    SDL_Vertex v[N * 2];
    int idx[N * 6];
    for (int i = 0; i < N; i++) {
        float a = 2 * JUG_PI * i / N, ex = cosf(a), ey = sinf(a);
        /* The band's width shows where the ring turns towards the viewer: its left and right. */
        float w = band * (0.35f + 0.65f * fabsf(ex));
        SDL_Color outer = lit(col, ex, ey), inner = shade(lit(col, -ex, -ey), 0.8f);
        v[i * 2] = (SDL_Vertex){{c.x + (rx + w / 2) * ex, c.y + (ry + band * 0.2f) * ey}, outer, {0, 0}};
        v[i * 2 + 1] = (SDL_Vertex){{c.x + fmaxf(rx - w / 2, 0) * ex, c.y + (ry - band * 0.2f) * ey},
                                    inner, {0, 0}};
    }
    for (int i = 0; i < N; i++) {
        int a = i * 2, b = i * 2 + 1, cc = ((i + 1) % N) * 2, d = cc + 1;
        int *t = idx + i * 6;
        t[0] = a, t[1] = cc, t[2] = b, t[3] = b, t[4] = cc, t[5] = d;
    }
    geometry(r, v, N * 2, idx, N * 6);
}

/* A ball is drawn a little bigger nearer the viewer: depth reads at a glance. */
static float ball_near(const AnimPropPose *prop)
{
    return 1.0f + (float)prop->pos[2] * 0.25f;
}

static void draw_prop(SDL_Renderer *r, const Projection *p, AnimProp kind,
                      const AnimPropPose *prop, bool colour_blind, float alpha)
{
    SDL_Color col = juggler_prop_colour(prop->colour, colour_blind);
    col.a = (Uint8)(255 * alpha);
    switch (kind) {
    case ANIM_PROP_CLUB:
        draw_club(r, p, prop, col, alpha);
        break;
    case ANIM_PROP_RING:
        draw_ring(r, p, prop, col);
        break;
    default:
        sphere(r, project(p, prop->pos), BALL_R * p->scale * ball_near(prop), col);
        break;
    }
}

int juggler_edge_marks(const AnimMotion *m, const AnimPose *pose, const AnimShot *shot,
                       SDL_FRect area, JugglerMark *out, int max)
{
    Projection p = projection_of(shot, area);
    float h = fmaxf(10.0f, fminf(area.h * 0.045f, area.w * 0.06f)), w = h * 1.1f;
    int n = 0;
    (void)m;
    for (int i = 0; i < pose->prop_count; i++) {
        SDL_FPoint c = project(&p, pose->props[i].pos);
        if (c.y >= area.y)   /* at least half of it in view */
            continue;
        if (n < max)
            out[n] = (JugglerMark){.prop = i,
                                   .x = fminf(fmaxf(c.x, area.x + w), area.x + area.w - w),
                                   .y = area.y + h * 0.15f, .w = w, .h = h};
        n++;
    }
    return n;
}

/* Props gone above the area's top edge: an arrow at the edge, in the prop's colour, under where
 * it flies. */
static void draw_edge_marks(SDL_Renderer *r, const AnimShot *shot, const AnimMotion *m,
                            const AnimPose *pose, const JugglerView *view)
{
    JugglerMark marks[ANIM_MAX_PROPS];
    int n = SDL_min(juggler_edge_marks(m, pose, shot, view->area, marks, ANIM_MAX_PROPS),
                    ANIM_MAX_PROPS);
    for (int i = 0; i < n; i++) {
        const JugglerMark *k = &marks[i];
        float x = k->x, y = k->y, w = k->w, h = k->h;
        bool dim = view->follow && k->prop != view->follow_prop;
        SDL_Color col = juggler_prop_colour(pose->props[k->prop].colour, view->colour_blind);
        SDL_Color edge = PALETTE_JUGGLER_SHADOW;
        col.a = dim ? 110 : 255;
        edge.a = dim ? 90 : 220;
        /* The outline first, a little larger, then the arrow in its colour. */
        float o = fmaxf(1.5f, h * 0.12f);
        SDL_Vertex v[6] = {
            {{x, y - o}, edge, {0, 0}}, {{x + w / 2 + o, y + h + o * 0.6f}, edge, {0, 0}},
            {{x - w / 2 - o, y + h + o * 0.6f}, edge, {0, 0}},
            {{x, y}, tint(col, 0.25f), {0, 0}}, {{x + w / 2, y + h}, col, {0, 0}},
            {{x - w / 2, y + h}, shade(col, 0.8f), {0, 0}},
        };
        SDL_RenderGeometry(r, NULL, v, 6, NULL, 0);
    }
}

/* One figure and the props in its paint order, through a projection. */
static void draw_figure(SDL_Renderer *r, const Projection *p, AnimProp kind, const AnimPose *pose,
                        const JugglerView *view)
{
    draw_floor_shadow(r, p, pose);
    draw_legs(r, p, &pose->body);
    draw_torso(r, p, pose);
    draw_head(r, p, &pose->body);
    for (int i = 0; i < pose->item_count; i++) {
        const AnimItem *it = &pose->order[i];
        if (it->kind == ANIM_ITEM_ARM) {
            const AnimHandPose *hand = &pose->hands[it->id];
            /* The arm farther back (the one crossed under, in Mills Mess) is in shade. */
            draw_arm(r, p, hand, hand->pos[2] < pose->hands[1 - it->id].pos[2] - 0.05);
        } else if (it->id >= 0 && it->id < pose->prop_count) {
            /* Following one prop: the others fade so its path stands out. */
            bool dim = view->follow && it->id != view->follow_prop;
            if (view->follow && !dim) {
                SDL_FPoint c = project(p, pose->props[it->id].pos);
                float ring = (kind == ANIM_PROP_BALL ? BALL_R * 1.9f : 0.2f) * p->scale;
                draw_ellipse_ring(r, c.x, c.y, ring, ring, 0, fmaxf(2.0f, 0.012f * p->scale),
                                  PALETTE_JUGGLER_FOLLOW);
            }
            draw_prop(r, p, kind, &pose->props[it->id], view->colour_blind, dim ? 0.3f : 1.0f);
        }
    }
}

void juggler_draw(SDL_Renderer *r, const AnimMotion *m, const AnimPose *pose,
                  const JugglerView *view)
{
    AnimShot own;
    const AnimShot *shot = view->shot;
    if (!shot) {
        own = anim_camera_target(m, juggler_aspect(view->area));
        shot = &own;
    }
    Projection p = projection_of(shot, view->area);
    SDL_BlendMode mode;
    SDL_GetRenderDrawBlendMode(r, &mode);
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    draw_figure(r, &p, m->settings.prop, pose, view);
    draw_edge_marks(r, shot, m, pose, view);
    SDL_SetRenderDrawBlendMode(r, mode);
}

void juggler_draw_figure(SDL_Renderer *r, AnimProp prop, const AnimPose *pose,
                         const JugglerView *view)
{
    if (!view->shot)
        return;
    Projection p = projection_of(view->shot, view->area);
    SDL_BlendMode mode;
    SDL_GetRenderDrawBlendMode(r, &mode);
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    draw_figure(r, &p, prop, pose, view);
    SDL_SetRenderDrawBlendMode(r, mode);
}

SDL_FRect juggler_figure_box(const AnimPose *pose, const AnimShot *shot, SDL_FRect area)
{
    Projection p = projection_of(shot, area);
    const AnimBodyPose *b = &pose->body;
    const double *pts[] = {b->pelvis, b->hips[0], b->hips[1], b->knees[0], b->knees[1],
                           b->ankles[0], b->ankles[1], b->chest, b->head,
                           pose->hands[0].pos, pose->hands[1].pos, pose->hands[0].elbow,
                           pose->hands[1].elbow, pose->hands[0].shoulder, pose->hands[1].shoulder};
    float x0 = 1e9f, y0 = 1e9f, x1 = -1e9f, y1 = -1e9f;
    for (size_t i = 0; i < sizeof pts / sizeof *pts; i++) {
        SDL_FPoint q = project(&p, pts[i]);
        x0 = fminf(x0, q.x);
        y0 = fminf(y0, q.y);
        x1 = fmaxf(x1, q.x);
        y1 = fmaxf(y1, q.y);
    }
    float pad = p.scale * 0.12f; /* the head's radius, the shoes */
    return (SDL_FRect){x0 - pad, y0 - pad, x1 - x0 + 2 * pad, y1 - y0 + 2 * pad};
}

float juggler_prop_px(const AnimMotion *m, const AnimPose *pose, const AnimShot *shot,
                      SDL_FRect area)
{
    float s = juggler_shot_scale(shot, area), least = 0;
    for (int i = 0; i < pose->prop_count; i++) {
        float d;
        switch (m->settings.prop) {
        case ANIM_PROP_CLUB:
            d = 2 * club_profile[CLUB_POINTS - 3][1] * s; /* the body at its widest */
            break;
        case ANIM_PROP_RING:
            d = 2 * RING_R * s;
            break;
        default:
            d = 2 * BALL_R * s * ball_near(&pose->props[i]);
            break;
        }
        if (i == 0 || d < least)
            least = d;
    }
    return least;
}
