/* anim-strip: draws a pattern's motion as a strip of frames in one PNG, so a person can check
 * how the animator moves (and later compare the game's juggler with it). Headless: SDL's
 * software renderer into a surface, no window.
 *
 *   anim-strip PATTERN [-s style] [-p ball|club|ring] [-n frames] [-c columns] [-d seconds]
 *              [-t start] [-l] [-g] [-w dwell] [-r rate] [--trails] -o out.png
 *
 * --trails draws one picture with every prop's path over a full cycle instead of frames. */
#include <SDL.h>
#include <SDL_image.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "anim.h"

#define FRAME_W 220
#define FRAME_H 320
#define PI 3.14159265358979323846

typedef struct View {
    double scale;       /* pixels per metre */
    double cx, cy;      /* where the body's midline and floor level go, in the frame */
    int ox, oy;         /* frame origin in the strip */
    double yaw_c, yaw_s, pitch;
} View;

/* A slightly turned, slightly raised camera, so clubs turning towards the viewer show. */
static void project(const View *v, const double p[3], float *x, float *y)
{
    double sx = p[0] * v->yaw_c + p[2] * v->yaw_s;
    double depth = p[2] * v->yaw_c - p[0] * v->yaw_s;
    double sy = p[1] - v->pitch * depth;
    *x = (float)(v->ox + v->cx + sx * v->scale);
    *y = (float)(v->oy + v->cy - sy * v->scale);
}

static SDL_Color rgb(unsigned c, int shade)
{
    int r = (int)(c >> 16 & 255), g = (int)(c >> 8 & 255), b = (int)(c & 255);
    r = r * shade / 100;
    g = g * shade / 100;
    b = b * shade / 100;
    SDL_Color col = {(Uint8)(r > 255 ? 255 : r), (Uint8)(g > 255 ? 255 : g), (Uint8)(b > 255 ? 255 : b), 255};
    return col;
}

static void fill_poly(SDL_Renderer *r, const float *xy, int n, SDL_Color c)
{
    SDL_Vertex v[64];
    int idx[192], k = 0;
    for (int i = 0; i < n && i < 64; i++)
        v[i] = (SDL_Vertex){{xy[2 * i], xy[2 * i + 1]}, c, {0, 0}};
    for (int i = 1; i + 1 < n && i + 1 < 64; i++) {
        idx[k++] = 0;
        idx[k++] = i;
        idx[k++] = i + 1;
    }
    SDL_RenderGeometry(r, NULL, v, n, idx, k);
}

static void thick_line(SDL_Renderer *r, float x0, float y0, float x1, float y1, float w0, float w1,
                       SDL_Color c)
{
    float dx = x1 - x0, dy = y1 - y0, len = sqrtf(dx * dx + dy * dy);
    if (len < 1e-3f)
        len = 1e-3f;
    float nx = -dy / len, ny = dx / len;
    float q[8] = {x0 + nx * w0 / 2, y0 + ny * w0 / 2, x1 + nx * w1 / 2, y1 + ny * w1 / 2,
                  x1 - nx * w1 / 2, y1 - ny * w1 / 2, x0 - nx * w0 / 2, y0 - ny * w0 / 2};
    fill_poly(r, q, 4, c);
}

static void fill_ellipse(SDL_Renderer *r, float x, float y, float rx, float ry, float rot,
                         SDL_Color c)
{
    float xy[2 * 40];
    for (int i = 0; i < 40; i++) {
        float a = (float)(2 * PI * i / 40);
        float ex = rx * cosf(a), ey = ry * sinf(a);
        xy[2 * i] = x + ex * cosf(rot) - ey * sinf(rot);
        xy[2 * i + 1] = y + ex * sinf(rot) + ey * cosf(rot);
    }
    fill_poly(r, xy, 40, c);
}

/* The band between two concentric ellipses (outer radius ro, inner ri, width squashed). */
static void ring_band(SDL_Renderer *r, float x, float y, float ro, float ri, float squash, SDL_Color c)
{
    enum { N = 48 };
    SDL_Vertex v[2 * N];
    int idx[6 * N], k = 0;
    for (int i = 0; i < N; i++) {
        float a = (float)(2 * PI * i / N), ca = cosf(a) * squash, sa = sinf(a);
        v[2 * i] = (SDL_Vertex){{x + ro * ca, y + ro * sa}, c, {0, 0}};
        v[2 * i + 1] = (SDL_Vertex){{x + ri * ca, y + ri * sa}, c, {0, 0}};
    }
    for (int i = 0; i < N; i++) {
        int j = (i + 1) % N;
        int q[6] = {2 * i, 2 * i + 1, 2 * j, 2 * j, 2 * i + 1, 2 * j + 1};
        for (int t = 0; t < 6; t++)
            idx[k++] = q[t];
    }
    SDL_RenderGeometry(r, NULL, v, 2 * N, idx, k);
}

static void fill_circle(SDL_Renderer *r, float x, float y, float rad, SDL_Color c)
{
    fill_ellipse(r, x, y, rad, rad, 0, c);
}

static void draw_body(SDL_Renderer *r, const View *v)
{
    SDL_Color skin = {205, 205, 215, 255}, cloth = {120, 130, 150, 255};
    double hip_l[3] = {0.14, 0.90, 0}, hip_r[3] = {-0.14, 0.90, 0};
    double sh_l[3] = {0.19, 1.45, 0.02}, sh_r[3] = {-0.19, 1.45, 0.02};
    double foot_l[3] = {0.16, 0.02, 0.05}, foot_r[3] = {-0.16, 0.02, 0.05};
    double head[3] = {0, 1.63, 0.02}, neck[3] = {0, 1.50, 0.02};
    float x[8], y[8];
    project(v, foot_l, &x[0], &y[0]);
    project(v, hip_l, &x[1], &y[1]);
    thick_line(r, x[0], y[0], x[1], y[1], 0.11f * (float)v->scale, 0.13f * (float)v->scale, cloth);
    project(v, foot_r, &x[0], &y[0]);
    project(v, hip_r, &x[1], &y[1]);
    thick_line(r, x[0], y[0], x[1], y[1], 0.11f * (float)v->scale, 0.13f * (float)v->scale, cloth);
    float q[8];
    project(v, hip_r, &q[0], &q[1]);
    project(v, hip_l, &q[2], &q[3]);
    project(v, sh_l, &q[4], &q[5]);
    project(v, sh_r, &q[6], &q[7]);
    fill_poly(r, q, 4, cloth);
    project(v, neck, &x[0], &y[0]);
    project(v, head, &x[1], &y[1]);
    thick_line(r, x[0], y[0], x[0], y[0] - 0.05f * (float)v->scale, 0.07f * (float)v->scale,
               0.07f * (float)v->scale, skin);
    fill_ellipse(r, x[1], y[1], 0.085f * (float)v->scale, 0.11f * (float)v->scale, 0, skin);
}

static void draw_arm(SDL_Renderer *r, const View *v, const AnimHandPose *h)
{
    SDL_Color arm = {225, 190, 160, 255}, edge = {120, 90, 70, 255};
    float sx, sy, ex, ey, hx, hy;
    project(v, h->shoulder, &sx, &sy);
    project(v, h->elbow, &ex, &ey);
    project(v, h->pos, &hx, &hy);
    float s = (float)v->scale;
    thick_line(r, sx, sy, ex, ey, 0.10f * s, 0.085f * s, edge);
    thick_line(r, ex, ey, hx, hy, 0.085f * s, 0.065f * s, edge);
    thick_line(r, sx, sy, ex, ey, 0.08f * s, 0.065f * s, arm);
    thick_line(r, ex, ey, hx, hy, 0.065f * s, 0.045f * s, arm);
    fill_circle(r, ex, ey, 0.037f * s, arm);
    fill_circle(r, hx, hy, 0.045f * s, edge);
    fill_circle(r, hx, hy, 0.036f * s, arm);
}

static void draw_prop(SDL_Renderer *r, const View *v, AnimProp kind, const AnimPropPose *p)
{
    SDL_Color c = rgb(anim_colour_rgb(p->colour), 100), dark = rgb(anim_colour_rgb(p->colour), 55);
    float x, y, s = (float)v->scale;
    project(v, p->pos, &x, &y);
    if (kind == ANIM_PROP_BALL) {
        fill_circle(r, x, y, 0.036f * s, dark);
        fill_circle(r, x, y, 0.031f * s, c);
        return;
    }
    if (kind == ANIM_PROP_RING) {
        /* Held at its rim: the centre is a radius above the hand. Seen face on, turned by angle
         * about the vertical (foreshortened across). */
        float rr = (float)ANIM_RING_RADIUS * s, cx = x, cy = y - rr, squash = fabsf(cosf((float)p->angle));
        ring_band(r, cx, cy, rr, rr * 0.80f, squash, dark);
        ring_band(r, cx, cy, rr * 0.96f, rr * 0.84f, squash, c);
        return;
    }
    /* Club: handle from the hand point, then the body swelling towards the head. */
    double tip[3], knob[3], mid[3];
    for (int i = 0; i < 3; i++) {
        knob[i] = p->pos[i] - 0.10 * p->dir[i];
        mid[i] = p->pos[i] + 0.12 * p->dir[i];
        tip[i] = p->pos[i] + 0.42 * p->dir[i];
    }
    float kx, ky, mx, my, tx, ty;
    project(v, knob, &kx, &ky);
    project(v, mid, &mx, &my);
    project(v, tip, &tx, &ty);
    thick_line(r, kx, ky, mx, my, 0.030f * s, 0.032f * s, dark);
    thick_line(r, mx, my, tx, ty, 0.032f * s, 0.090f * s, dark);
    fill_circle(r, tx, ty, 0.045f * s, dark);
    thick_line(r, kx, ky, mx, my, 0.020f * s, 0.022f * s, (SDL_Color){240, 240, 240, 255});
    thick_line(r, mx, my, tx, ty, 0.022f * s, 0.076f * s, c);
    fill_circle(r, tx, ty, 0.038f * s, c);
    fill_circle(r, kx, ky, 0.020f * s, dark);
}

static void draw_frame(SDL_Renderer *r, const View *v, const AnimMotion *m, const AnimPose *pose)
{
    SDL_Rect bg = {v->ox, v->oy, FRAME_W, FRAME_H};
    SDL_RenderSetClipRect(r, &bg);
    SDL_SetRenderDrawColor(r, 250, 250, 250, 255);
    SDL_RenderFillRect(r, &bg);
    SDL_SetRenderDrawColor(r, 200, 200, 200, 255);
    SDL_RenderDrawRect(r, &bg);
    /* Guides: the floor and the hands' working height. */
    float x0, y0;
    double floor_p[3] = {0, 0, 0}, hands_p[3] = {0, 1.0, 0.3};
    project(v, floor_p, &x0, &y0);
    SDL_RenderDrawLine(r, v->ox, (int)y0, v->ox + FRAME_W - 1, (int)y0);
    project(v, hands_p, &x0, &y0);
    SDL_SetRenderDrawColor(r, 230, 230, 235, 255);
    SDL_RenderDrawLine(r, v->ox, (int)y0, v->ox + FRAME_W - 1, (int)y0);
    draw_body(r, v);
    for (int i = 0; i < pose->item_count; i++) {
        AnimItem it = pose->order[i];
        if (it.kind == ANIM_ITEM_ARM)
            draw_arm(r, v, &pose->hands[it.id]);
        else
            draw_prop(r, v, m->settings.prop, &pose->props[it.id]);
    }
    /* The beat, as ticks along the bottom: one tick per beat of the cycle, the current filled. */
    int beat = (int)floor(pose->beat);
    int P = m->cycle_beats < 24 ? m->cycle_beats : 24;
    for (int b = 0; b < P; b++) {
        SDL_Rect t = {v->ox + 6 + b * 8, v->oy + FRAME_H - 10, 6, 6};
        SDL_SetRenderDrawColor(r, 120, 120, 120, 255);
        if (((beat % m->cycle_beats) + m->cycle_beats) % m->cycle_beats == b)
            SDL_RenderFillRect(r, &t);
        else
            SDL_RenderDrawRect(r, &t);
    }
}

static void draw_trails(SDL_Renderer *r, const View *v, const AnimMotion *m)
{
    AnimPose pose;
    anim_pose_at(m, 0, &pose);
    draw_frame(r, v, m, &pose);
    double T = anim_full_cycle_seconds(m);
    if (T > 20)
        T = 20;
    for (double t = 0; t < T; t += 0.004) {
        anim_pose_at(m, t, &pose);
        for (int h = 0; h < 2; h++) {
            float x, y;
            project(v, pose.hands[h].pos, &x, &y);
            SDL_SetRenderDrawColor(r, 90, 60, 40, 255);
            SDL_RenderDrawPoint(r, (int)x, (int)y);
        }
        for (int p = 0; p < pose.prop_count; p++) {
            float x, y;
            project(v, pose.props[p].pos, &x, &y);
            SDL_Color c = rgb(anim_colour_rgb(pose.props[p].colour), 80);
            SDL_SetRenderDrawColor(r, c.r, c.g, c.b, 255);
            SDL_RenderDrawPoint(r, (int)x, (int)y);
        }
    }
}

static int usage(void)
{
    fprintf(stderr, "usage: anim-strip PATTERN [-s normal|reverse|mills|tennis|columns|burkes|rubenstein]\n"
                    "       [-p ball|club|ring] [-n frames] [-c columns] [-d seconds-between]\n"
                    "       [-t start-seconds] [-l (left starts)] [-g (from ground state)]\n"
                    "       [-w dwell] [-r rate] [--trails] -o out.png\n");
    return 2;
}

int main(int argc, char **argv)
{
    if (argc < 2)
        return usage();
    const char *text = argv[1], *out = NULL;
    static const char *const style_names[] = {"normal", "reverse", "mills", "tennis",
                                              "columns", "burkes", "rubenstein"};
    AnimSettings st = anim_default_settings();
    int frames = 16, cols = 8;
    double dt = 0, t0 = 0;
    int trails = 0;
    for (int i = 2; i < argc; i++) {
        const char *a = argv[i], *val = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--trails")) {
            trails = 1;
        } else if (!strcmp(a, "-l")) {
            st.start_left = true;
        } else if (!strcmp(a, "-g")) {
            st.start = ANIM_START_FROM_GROUND;
        } else if (val && !strcmp(a, "-s")) {
            int k = 0;
            while (k < ANIM_STYLE_COUNT && strcmp(val, style_names[k]))
                k++;
            if (k == ANIM_STYLE_COUNT)
                return usage();
            st.style = (AnimStyle)k;
            i++;
        } else if (val && !strcmp(a, "-p")) {
            st.prop = !strcmp(val, "club") ? ANIM_PROP_CLUB : !strcmp(val, "ring") ? ANIM_PROP_RING
                                                                                     : ANIM_PROP_BALL;
            i++;
        } else if (val && !strcmp(a, "-n")) {
            frames = atoi(val);
            i++;
        } else if (val && !strcmp(a, "-c")) {
            cols = atoi(val);
            i++;
        } else if (val && !strcmp(a, "-d")) {
            dt = atof(val);
            i++;
        } else if (val && !strcmp(a, "-t")) {
            t0 = atof(val);
            i++;
        } else if (val && !strcmp(a, "-w")) {
            st.dwell = atof(val);
            i++;
        } else if (val && !strcmp(a, "-r")) {
            st.rate = atof(val);
            i++;
        } else if (val && !strcmp(a, "-o")) {
            out = val;
            i++;
        } else {
            return usage();
        }
    }
    if (!out || frames < 1 || cols < 1)
        return usage();

    SiteswapError se;
    Siteswap *s = siteswap_parse(text, &se);
    if (!s) {
        fprintf(stderr, "%s: %s\n", text, se.message);
        return 1;
    }
    static AnimMotion m;
    char err[256];
    bool prepared = anim_prepare(s, &st, &m, err, sizeof err);
    siteswap_free(s);
    if (!prepared) {
        fprintf(stderr, "%s: %s\n", text, err);
        return 1;
    }
    if (dt <= 0)
        dt = m.beat_seconds / 3;
    if (trails)
        frames = cols = 1;
    int rows = (frames + cols - 1) / cols, w = FRAME_W * (frames < cols ? frames : cols);
    SDL_Surface *surf = SDL_CreateRGBSurfaceWithFormat(0, w, FRAME_H * rows, 32, SDL_PIXELFORMAT_RGBA32);
    SDL_Renderer *r = surf ? SDL_CreateSoftwareRenderer(surf) : NULL;
    if (!r) {
        fprintf(stderr, "SDL: %s\n", SDL_GetError());
        return 1;
    }
    /* Fit the whole pattern: from below the hands to the highest point, both sides. */
    double top = fmax(m.top + 0.05, 1.8), bottom = fmin(m.hand_low - 0.1, 0.55);
    double half = fmax(m.width + 0.15, 0.42);
    if (st.prop == ANIM_PROP_RING)
        half += ANIM_RING_RADIUS;
    View v = {0};
    v.scale = fmin(FRAME_W / (2 * half), (FRAME_H - 16) / (top - bottom));
    v.cx = FRAME_W / 2.0;
    v.cy = 4 + top * v.scale;
    v.yaw_c = cos(0.2);
    v.yaw_s = sin(0.2);
    v.pitch = 0.15;
    SDL_SetRenderDrawColor(r, 255, 255, 255, 255);
    SDL_RenderClear(r);
    printf("%s: %d props, %.2f beats/s, dwell %.2f, cycle %d beats (%.2f s), full %ld beats, "
           "highest %.2f m, hands down to %.2f m\n",
           text, m.balls, m.settings.rate, m.settings.dwell, m.cycle_beats, anim_cycle_seconds(&m),
           m.full_cycle_beats, m.max_height, m.hand_low);
    for (int f = 0; f < frames; f++) {
        v.ox = FRAME_W * (f % cols);
        v.oy = FRAME_H * (f / cols);
        if (trails) {
            draw_trails(r, &v, &m);
        } else {
            AnimPose pose;
            anim_pose_at(&m, t0 + f * dt, &pose);
            draw_frame(r, &v, &m, &pose);
        }
    }
    SDL_RenderPresent(r);
    int rc = IMG_SavePNG(surf, out) == 0 ? 0 : 1;
    if (rc)
        fprintf(stderr, "%s: %s\n", out, SDL_GetError());
    SDL_DestroyRenderer(r);
    SDL_FreeSurface(surf);
    return rc;
}
