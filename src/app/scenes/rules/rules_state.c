#include "rules_state.h"

#include "textfit.h"

#include <math.h>

/* ---- Layout ---- */

float rules_max_scroll(const RulesScene *rs)
{
    if (!rs->doc)
        return 0;
    return rules_layout_max_scroll(rs->flow, rs->doc->section_count, rs->frame.text_view.h);
}


void rules_scroll_to(RulesScene *rs, float y)
{
    rs->scroll_target = clampf(y, 0, rules_max_scroll(rs));
}

void rules_jump_to_section(RulesScene *rs, int section)
{
    if (!rs->doc || section < 0 || section >= rs->doc->section_count)
        return;
    rules_scroll_to(rs, section == 0 ? 0 : rs->flow->section_y[section] - (float)rs->frame.body_px * 0.3f);
    rs->jumped_section = section;
    rs->jumped_to = rs->scroll_target;
}

/* Lays the screen out again when the window or the text size changed, keeping the reader's
 * place: the section just jumped to, the end of the text, or else the first block starting in
 * the view, at the same distance from its top. */
void rules_ensure_layout(RulesScene *rs, App *app)
{
    if (rs->laid_w == app->width && rs->laid_h == app->height &&
        rs->laid_text == app->settings.text_size)
        return;
    bool laid = rs->doc && rs->laid_body_px > 0;
    bool at_end = laid && rs->scroll_target > 0 && rs->scroll_target >= rules_max_scroll(rs) - 1;
    int jumped = laid && rs->scroll_target == rs->jumped_to ? rs->jumped_section : -1;
    int anchor = -1;
    float offset = 0;
    for (int b = 0; laid && b < rs->doc->block_count && anchor < 0; b++)
        if (rs->flow->block_y[b] >= rs->scroll_target - 0.5f)
            anchor = b;
    if (anchor >= 0)
        offset = (rs->flow->block_y[anchor] - rs->scroll_target) / (float)rs->laid_body_px;

    rs->laid_w = app->width;
    rs->laid_h = app->height;
    rs->laid_text = app->settings.text_size;
    rules_layout_frame(app->width, app->height, settings_text_scale(app->settings.text_size),
                       rs->doc, textfit_measure_cache, app->text, &rs->frame);
    if (!rs->doc)
        return;
    float w = rs->frame.text_view.w;
    if (w == rs->laid_flow_w && rs->frame.body_px == rs->laid_body_px)
        return;
    rules_layout_flow(rs->doc, w, rs->frame.body_px, rs->frame.heading_px, textfit_measure_cache,
                      app->text, rs->flow);
    rs->laid_flow_w = w;
    rs->laid_body_px = rs->frame.body_px;
    float y = rs->scroll_target;
    if (anchor >= 0)
        y = rs->flow->block_y[anchor] - offset * (float)rs->frame.body_px;
    if (at_end)
        y = rules_max_scroll(rs);
    rs->scroll = rs->scroll_target = clampf(y, 0, rules_max_scroll(rs));
    if (jumped >= 0) {
        rules_jump_to_section(rs, jumped);
        rs->scroll = rs->scroll_target;
    }
}

float rules_line_height(const RulesScene *rs)
{
    return (float)rs->frame.body_px * RULES_LINE_HEIGHT;
}

void rules_scroll_by(RulesScene *rs, float dy)
{
    rules_scroll_to(rs, rs->scroll_target + dy);
}

/* The section being read: the one last jumped to, until the text moves; else the one holding
 * the line a third of the way down the view, where the eye is. */
int rules_current_section(const RulesScene *rs)
{
    if (!rs->doc)
        return 0;
    if (rs->jumped_section >= 0 && rs->scroll_target == rs->jumped_to)
        return rs->jumped_section;
    return rules_layout_section_at(rs->flow, rs->doc->section_count,
                                   rs->scroll_target + rs->frame.text_view.h * 0.3f);
}

bool rules_link_chip(const RulesScene *rs, int link, SDL_FRect *chip)
{
    if (!rs->doc || link < 0 || link >= rs->doc->link_count || rs->flow->link_run[link] < 0)
        return false;
    const RulesRun *r = &rs->flow->runs[rs->flow->link_run[link]];
    *chip = (SDL_FRect){r->x, r->y, r->w, r->h};
    return true;
}

/* Whether a chip is wholly in the view at the scroll the text is heading for. */
bool rules_link_visible(const RulesScene *rs, int link)
{
    SDL_FRect c;
    return rules_link_chip(rs, link, &c) && c.y >= rs->scroll_target &&
           c.y + c.h <= rs->scroll_target + rs->frame.text_view.h;
}

void rules_reveal_link(RulesScene *rs, int link)
{
    SDL_FRect c;
    if (!rules_link_chip(rs, link, &c))
        return;
    float margin = rules_line_height(rs) * 1.5f, view_h = rs->frame.text_view.h;
    if (c.y < rs->scroll_target + margin)
        rules_scroll_to(rs, c.y - margin);
    else if (c.y + c.h > rs->scroll_target + view_h - margin)
        rules_scroll_to(rs, c.y + c.h - view_h + margin);
}

/* The scroll bar's thumb, and the track it moves in. */
SDL_FRect rules_thumb_rect(const RulesScene *rs)
{
    SDL_FRect track = rs->frame.scrollbar;
    float maxs = rules_max_scroll(rs), view = rs->frame.text_view.h;
    float th = maxs > 0 ? fmaxf(track.w * 3, track.h * view / (view + maxs)) : track.h;
    th = fminf(th, track.h);
    float y = track.y + (maxs > 0 ? (track.h - th) * rs->scroll / maxs : 0);
    return (SDL_FRect){track.x, y, track.w, th};
}
