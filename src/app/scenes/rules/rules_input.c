#include "rules_input.h"

#include "games.h"

#include "hit.h"
#include "rules_example.h"

#include <math.h>

/* ---- Input ---- */

static int toc_at(const RulesScene *rs, float x, float y)
{
    return ui_hit_index(rs->frame.toc, rs->frame.toc_count, x, y);
}


static void drag_bar(RulesScene *rs, float y)
{
    SDL_FRect track = rs->frame.scrollbar, thumb = rules_thumb_rect(rs);
    float room = track.h - thumb.h;
    if (room <= 0)
        return;
    float top = y - rs->press_y; /* where the thumb's top goes, keeping the grip */
    rs->scroll = rs->scroll_target = clampf((top - track.y) / room, 0, 1) * rules_max_scroll(rs);
}

static void pointer_down(RulesScene *rs, const Input *in)
{
    const RulesFrame *f = &rs->frame;
    SDL_FRect bar = {f->scrollbar.x - f->scrollbar.w, f->scrollbar.y, f->scrollbar.w * 3,
                     f->scrollbar.h}; /* wider than it looks: easy to hit */
    int toc = toc_at(rs, in->x, in->y);
    if (toc >= 0) {
        rs->in_contents = false;
        ui_list_select(&rs->toc, toc);
        rules_jump_to_section(rs, toc);
    } else if (rules_max_scroll(rs) > 0 && ui_hit(bar, in->x, in->y)) {
        SDL_FRect thumb = rules_thumb_rect(rs);
        if (in->y >= thumb.y && in->y < thumb.y + thumb.h) {
            rs->dragging_bar = true;
            rs->press_y = in->y - thumb.y;
        } else {
            rules_scroll_by(rs, (in->y < thumb.y ? -1.0f : 1.0f) * f->text_view.h * 0.9f);
        }
    } else if (ui_hit(f->text_view, in->x, in->y)) {
        rs->pressing = true;
        rs->dragging = false;
        rs->press_x = in->x;
        rs->press_y = in->y;
        rs->scroll_target = rs->scroll; /* a finger on the text stops it */
        rs->press_scroll = rs->scroll;
        rs->press_link = rules_layout_link_at(rs->flow, in->x - f->text_view.x,
                                              in->y - f->text_view.y + rs->scroll);
    }
}

static void pointer_move(RulesScene *rs, const Input *in)
{
    const RulesFrame *f = &rs->frame;
    if (rs->dragging_bar) {
        drag_bar(rs, in->y);
        return;
    }
    if (rs->pressing) {
        float slop = (float)f->body_px * 0.5f;
        if (!rs->dragging && (fabsf(in->y - rs->press_y) > slop || fabsf(in->x - rs->press_x) > slop))
            rs->dragging = true;
        if (rs->dragging) {
            rs->press_link = -1;
            rs->scroll = rs->scroll_target =
                clampf(rs->press_scroll - (in->y - rs->press_y), 0, rules_max_scroll(rs));
        }
        return;
    }
    rs->hover_link = ui_hit(f->text_view, in->x, in->y)
                     ? rules_layout_link_at(rs->flow, in->x - f->text_view.x,
                                            in->y - f->text_view.y + rs->scroll)
                     : -1;
    rs->hover_toc = toc_at(rs, in->x, in->y);
    bool hand = rs->hover_link >= 0 || rs->hover_toc >= 0;
    if (rs->hand && hand != rs->hand_shown) {
        SDL_SetCursor(hand ? rs->hand : SDL_GetDefaultCursor());
        rs->hand_shown = hand;
    }
}

static void pointer_up(RulesScene *rs, const Input *in)
{
    const RulesFrame *f = &rs->frame;
    if (rs->pressing && !rs->dragging && rs->press_link >= 0 &&
        rules_layout_link_at(rs->flow, in->x - f->text_view.x,
                             in->y - f->text_view.y + rs->scroll) == rs->press_link) {
        rs->in_contents = false;
        rules_pick_link(rs, rs->press_link);
    }
    rs->pressing = rs->dragging = rs->dragging_bar = false;
    rs->press_link = -1;
}

/* A key in the contents list: the text follows as the list is walked. */
static void contents_key(RulesScene *rs, SDL_Keycode key)
{
    int n = rs->doc ? rs->doc->section_count : 0;
    ui_list_resize(&rs->toc, n, (float)n);
    if (n > 0 && ui_list_key(&rs->toc, key))
        rules_jump_to_section(rs, rs->toc.selected);
}

static void key(RulesScene *rs, const Input *in)
{
    bool shift = (in->mod & KMOD_SHIFT) != 0;
    float page = rs->frame.text_view.h * 0.9f;
    switch (in->key) {
    case SDLK_TAB:
        rules_tab(rs, shift);
        break;
    case SDLK_g: /* the other game's rules, in this one's place */
        rs->switch_game = true;
        break;
    case SDLK_PAGEUP:
        rules_scroll_by(rs, -page);
        break;
    case SDLK_PAGEDOWN:
        rules_scroll_by(rs, page);
        break;
    case SDLK_HOME:
        if (rs->in_contents)
            contents_key(rs, SDLK_HOME);
        else
            rules_scroll_to(rs, 0);
        break;
    case SDLK_END:
        if (rs->in_contents)
            contents_key(rs, SDLK_END);
        else
            rules_scroll_to(rs, rules_max_scroll(rs));
        break;
    default:
        break;
    }
}

bool rules_input(Scene *scene, App *app, const Input *in)
{
    RulesScene *rs = (RulesScene *)scene;
    rules_ensure_layout(rs, app);
    float step = rules_line_height(rs) * 2;
    switch (in->kind) {
    case INPUT_BACK:
        app_request_pop(app);
        return true;
    case INPUT_UP:
    case INPUT_DOWN: {
        int dir = in->kind == INPUT_UP ? -1 : 1;
        if (rs->in_contents)
            contents_key(rs, dir < 0 ? SDLK_UP : SDLK_DOWN);
        else
            rules_scroll_by(rs, (float)dir * step);
        break;
    }
    case INPUT_LEFT:
        if (!rs->in_contents && rs->doc) {
            rs->in_contents = true;
            ui_list_resize(&rs->toc, rs->doc->section_count, (float)rs->doc->section_count);
            ui_list_select(&rs->toc, rules_current_section(rs));
        }
        break;
    case INPUT_RIGHT:
        rs->in_contents = false;
        break;
    case INPUT_CONFIRM:
        if (rs->in_contents) {
            rules_jump_to_section(rs, rs->toc.selected);
            rs->in_contents = false;
        } else if (rs->focused_link >= 0) {
            rules_pick_link(rs, rs->focused_link);
        } else if (in->key == SDLK_SPACE) { /* Space pages on, as in a browser */
            rules_scroll_by(rs, ((in->mod & KMOD_SHIFT) ? -1.0f : 1.0f) * rs->frame.text_view.h * 0.9f);
        }
        break;
    case INPUT_KEY:
        key(rs, in);
        if (rs->switch_game) {
            rs->switch_game = false;
            app_request_replace(app, rs->make(app, games_next(games_of_kind(rs->game))->kind));
        }
        break;
    case INPUT_WHEEL:
        rules_scroll_by(rs, -in->wheel_y * rules_line_height(rs) * 3);
        break;
    case INPUT_POINTER_DOWN:
        pointer_down(rs, in);
        break;
    case INPUT_POINTER_MOVE:
        pointer_move(rs, in);
        break;
    case INPUT_POINTER_UP:
        pointer_up(rs, in);
        break;
    default:
        break;
    }
    return true; /* a screen of its own: nothing reaches the title under it */
}
