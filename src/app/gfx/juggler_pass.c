#include "juggler_pass.h"

#include "draw.h"
#include "palette.h"

#include <math.h>

AnimShot juggler_pass_shot(const AnimPassMotion *m, SDL_FRect area, double max_height)
{
    return anim_pass_camera_target(m, juggler_aspect(area), max_height);
}

void juggler_pass_pose(const AnimPassMotion *m, double seconds, AnimPassPose *out)
{
    anim_pass_pose_at(m, seconds, out);
    anim_pass_pose_seen(m, out);
}

float juggler_pass_floor_y(const AnimShot *shot, SDL_FRect area)
{
    double at[3] = {0, 0, 0};
    return juggler_shot_project(shot, area, at).y;
}

/* The floor a bounce pattern bounces off: from the soles' line to the area's bottom. */
static void draw_floor(SDL_Renderer *r, const AnimShot *shot, SDL_FRect area)
{
    float y = juggler_pass_floor_y(shot, area);
    float bottom = area.y + area.h;
    if (y >= bottom)
        return;
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(r, 0, 0, 0, 70);
    SDL_RenderFillRectF(r, &(SDL_FRect){area.x, y, area.w, bottom - y});
    SDL_SetRenderDrawColor(r, 246, 239, 217, 150);
    float s = juggler_shot_scale(shot, area);
    SDL_RenderFillRectF(r, &(SDL_FRect){area.x, y - 1, area.w, fmaxf(2.0f, s * 0.012f)});
}

void juggler_pass_draw(SDL_Renderer *r, TextCache *text, const AnimPassMotion *m,
                       const AnimPassPose *pose, const JugglerPassView *view)
{
    SDL_FRect area = view->area;
    const AnimShot *shot = view->shot;
    SDL_Rect clip = {(int)area.x, (int)area.y, (int)area.w, (int)area.h};
    SDL_RenderSetClipRect(r, &clip);
    draw_floor(r, shot, area);
    JugglerView jv = {.area = area, .colour_blind = view->colour_blind, .shot = shot,
                      .follow = view->follow >= 0 && view->follow < m->props,
                      .follow_prop = view->follow};
    for (int k = 0; k < m->jugglers; k++)
        juggler_draw_figure(r, m->settings.prop, &pose->figure[pose->figure_order[k]], &jv);
    /* Each juggler's letter over the head, as the ladders name them. */
    if (m->jugglers > 1)
        for (int j = 0; j < m->jugglers; j++) {
            const double *h = pose->figure[j].body.head;
            double above[3] = {h[0], h[1] + ANIM_HEAD_R + 0.06, h[2]};
            SDL_FPoint p = juggler_shot_project(shot, area, above);
            float px = (float)view->name_px;
            draw_circle(r, p.x, p.y - px * 0.6f, px * 0.75f, PALETTE_LADDER_NAMES);
            text_draw(text, FONT_BOLD, view->name_px, PALETTE_GOLD, ladder_pass_name(j), p.x,
                      p.y - px * 1.2f, TEXT_CENTER);
        }
    SDL_RenderSetClipRect(r, NULL);
}

int juggler_pass_boxes(const AnimPassMotion *m, const AnimPassPose *pose, const AnimShot *shot,
                       SDL_FRect area, SDL_FRect *out)
{
    for (int k = 0; k < m->jugglers; k++)
        out[k] = juggler_figure_box(&pose->figure[k], shot, area);
    return m->jugglers;
}

double juggler_pass_prop_px(const AnimPassMotion *m, const AnimShot *shot, SDL_FRect area)
{
    /* as the solo juggler reports it: a ball's or ring's diameter, a club body's widest */
    float s = juggler_shot_scale(shot, area);
    double d = m->settings.prop == ANIM_PROP_CLUB ? 2 * 0.046
               : m->settings.prop == ANIM_PROP_RING ? 2 * ANIM_RING_RADIUS
                                                    : 2 * 0.055;
    return d * s;
}

void juggler_pass_draw_ladder(SDL_Renderer *r, TextCache *text, const AnimPassMotion *m,
                              SDL_FRect area, int label_px, bool colour_blind, double now_beat,
                              AnimLadderThrow *throws, int max)
{
    LadderView v = {.area = area, .label_px = label_px, .follow = -1, .colour_blind = colour_blind};
    v.beats = ladder_beats_for(v.area, v.label_px);
    /* three or more stacked: fewer, wider beats, so their larger labels stand apart */
    if (m->jugglers > 2)
        v.beats = SDL_max(4.0, v.beats * 0.75);
    v.first_beat = now_beat - v.beats * 0.3;
    v.now_beat = now_beat;
    ladder_pass_draw(r, text, m, &v, throws, max);
}
