#include "lab_input.h"

#include "hit.h"
#include "juggler.h"
#include "lab_browser.h"
#include "lab_history.h"
#include "lab_pass.h"
#include "lab_pattern.h"
#include "lab_time.h"
#include "lab_words.h"
#include "palette.h"

#include <math.h>

/* ---- Input ---- */

static void press(LabScene *lab, App *app, LabButton b)
{
    switch (b) {
    case LAB_BUTTON_BEAT_BACK: lab_step_beat(lab, -1); break;
    case LAB_BUTTON_PLAY: lab->paused = !lab->paused; break;
    case LAB_BUTTON_BEAT_FORWARD: lab_step_beat(lab, 1); break;
    case LAB_BUTTON_RESTART: lab->t = 0; break;
    case LAB_BUTTON_SLOWER: lab_change_speed(lab, -1); break;
    case LAB_BUTTON_FASTER: lab_change_speed(lab, 1); break;
    case LAB_BUTTON_ENTRY:
        lab->in_state = !lab->in_state;
        lab_rechoose(lab, false);
        break;
    case LAB_BUTTON_PROPS:
        lab->prop = (AnimProp)((lab->prop + 1) % 3);
        lab->prop_picked = true;
        lab_rechoose(lab, true);
        break;
    case LAB_BUTTON_STYLE: /* the player's choice: it stays for the patterns typed next */
        lab->style = (AnimStyle)((lab->style + 1) % ANIM_STYLE_COUNT);
        lab->style_picked = false;
        lab_rechoose(lab, true);
        break;
    case LAB_BUTTON_HAND:
        lab->start_left = !lab->start_left;
        lab_rechoose(lab, true);
        break;
    case LAB_BUTTON_FOLLOW: {
        /* the props one by one, then none; a passing pattern's props are all its clubs */
        int props = lab->passing && lab->pass_motion ? lab->pass_motion->props
                    : lab->has_motion                ? lab->motion->balls
                                                     : 0;
        lab->follow = lab->follow + 1 < props ? lab->follow + 1 : -1;
        break;
    }
    case LAB_BUTTON_CATALOGUE: lab_open_browser(lab, app, LAB_TAB_CATALOGUE); break;
    case LAB_BUTTON_HISTORY: lab_open_browser(lab, app, LAB_TAB_HISTORY); break;
    case LAB_BUTTON_RANDOM: lab_random_pattern(lab, app); break;
    case LAB_BUTTON_EXIT:
    case LAB_BUTTON_COUNT:
        break;
    }
}

/* Keys that work everywhere in the Lab, the browser open or not. */
static bool shortcut(LabScene *lab, App *app, const Input *in)
{
    bool ctrl = (in->mod & KMOD_CTRL) != 0;
    switch (in->key) {
    case SDLK_F2: press(lab, app, LAB_BUTTON_PROPS); return true;
    case SDLK_F3: press(lab, app, LAB_BUTTON_STYLE); return true;
    case SDLK_F4: press(lab, app, LAB_BUTTON_HAND); return true;
    case SDLK_F5: press(lab, app, LAB_BUTTON_RESTART); return true;
    case SDLK_F6: press(lab, app, LAB_BUTTON_FOLLOW); return true;
    case SDLK_F7: press(lab, app, LAB_BUTTON_ENTRY); return true;
    case SDLK_F8: press(lab, app, LAB_BUTTON_RANDOM); return true;
    case SDLK_F9: press(lab, app, LAB_BUTTON_CATALOGUE); return true;
    case SDLK_F10: press(lab, app, LAB_BUTTON_HISTORY); return true;
    case SDLK_PAGEUP:
        if (lab->browsing && lab->tab != LAB_TAB_RANDOM)
            return false;
        press(lab, app, LAB_BUTTON_BEAT_BACK);
        return true;
    case SDLK_PAGEDOWN:
        if (lab->browsing && lab->tab != LAB_TAB_RANDOM)
            return false;
        press(lab, app, LAB_BUTTON_BEAT_FORWARD);
        return true;
    case SDLK_f:
        if (ctrl)
            lab_open_browser(lab, app, LAB_TAB_CATALOGUE);
        return ctrl;
    case SDLK_h:
        if (ctrl)
            lab_open_browser(lab, app, LAB_TAB_HISTORY);
        return ctrl;
    case SDLK_g: /* passing: the whole pattern or each juggler's own count */
        if (ctrl)
            lab_pass_toggle_view(lab);
        return ctrl;
    default:
        return false;
    }
}

/* How the two fields look (the pattern's also marks its colliding throws in red). */
TextfieldLook lab_field_look(const LabScene *lab, const bool *marks)
{
    return (TextfieldLook){.px = lab->lay.field_px, .face = FONT_BOLD,
                           .ink = lab->valid || lab->waiting || lab_blank(lab->field.edit.text)
                                      ? PALETTE_DARK
                                      : PALETTE_INVALID_TEXT,
                           .fill = PALETTE_FIELD, .placeholder = "Type a siteswap",
                           .marks = marks, .editing = !lab->browsing};
}

TextfieldLook lab_search_look(const LabScene *lab)
{
    return (TextfieldLook){.px = lab->lay.search_px, .face = FONT_BOLD, .ink = PALETTE_DARK,
                           .fill = PALETTE_FIELD, .placeholder = "Search names and notations",
                           .editing = lab->browsing && lab->tab == LAB_TAB_CATALOGUE};
}

/* Input for the catalogue's search field; the list follows what it holds. */
static void search_input(LabScene *lab, App *app, const Input *in)
{
    TextfieldLook look = lab_search_look(lab);
    if (textfield_input(&lab->search, app, in, lab->lay.search, &look) == TEXTFIELD_EDITED)
        lab_filter(lab);
}

/* Text for the pattern: + and - are not siteswap characters, so they change the speed. */
static void pattern_text(LabScene *lab, App *app, const Input *in)
{
    if (SDL_strcmp(in->text, "+") == 0 || SDL_strcmp(in->text, "=") == 0) {
        lab_change_speed(lab, 1);
    } else if (SDL_strcmp(in->text, "-") == 0) {
        lab_change_speed(lab, -1);
    } else {
        TextfieldLook look = lab_field_look(lab, NULL);
        textfield_input(&lab->field, app, in, lab->lay.field, &look);
    }
}

static int row_at(const LabScene *lab, float x, float y)
{
    if (!ui_hit(lab->lay.list, x, y))
        return -1;
    return ui_list_row_at(&lab->list[lab->tab], y - lab->lay.list.y, lab->lay.row_h);
}

/* The history's rows by their pattern, for jumping to the one a typed character starts. */
static const char *history_label(void *ctx, int row)
{
    const LabHistory *h = ctx;
    return h->items[row];
}

static bool browser_pointer(LabScene *lab, App *app, const Input *in)
{
    const LabLayout *lay = &lab->lay;
    if (!ui_hit(lay->browser, in->x, in->y))
        return false;
    if (in->kind == INPUT_POINTER_DOWN) {
        int t = ui_hit_index(lay->tabs, LAB_TAB_COUNT, in->x, in->y);
        if (t >= 0) {
            lab->tab = (LabTab)t;
            lab_keep_in_view(lab, app);
            return true;
        }
        if (lab->tab == LAB_TAB_RANDOM) {
            for (int i = 0; i < LAB_RANDOM_ROWS; i++) {
                if (ui_hit(lay->random_minus[i], in->x, in->y))
                    lab_random_adjust(lab, i, -1);
                else if (ui_hit(lay->random_plus[i], in->x, in->y))
                    lab_random_adjust(lab, i, 1);
                else if (ui_hit(lay->random_rows[i], in->x, in->y))
                    lab->list[LAB_TAB_RANDOM].selected = i;
            }
            if (ui_hit(lay->random_go, in->x, in->y))
                lab_choose_row(lab, app, LAB_RANDOM_ROWS);
            return true;
        }
        if (lab->tab == LAB_TAB_CATALOGUE && ui_hit(lay->search, in->x, in->y)) {
            search_input(lab, app, in);
            return true;
        }
        if (ui_hit(lay->list, in->x, in->y)) {
            lab->list_drag = true;
            lab->list_moved = false;
            lab->drag_y = in->y;
            lab->drag_top = lab->list[lab->tab].top;
        }
        return true;
    }
    if (in->kind == INPUT_POINTER_UP && lab->list_drag) {
        lab->list_drag = false;
        if (!lab->list_moved) {
            int row = row_at(lab, in->x, in->y);
            if (row >= 0 && row < lab_list_count(lab, app))
                lab_choose_row(lab, app, row);
        }
        return true;
    }
    if (in->kind == INPUT_WHEEL) {
        lab_sync_list(lab, app);
        ui_list_wheel(&lab->list[lab->tab], in->wheel_y, 3);
        return true;
    }
    return in->kind == INPUT_POINTER_DOWN;
}

static void browser_input(LabScene *lab, App *app, const Input *in)
{
    UiList *list = &lab->list[lab->tab];
    bool shift = (in->mod & KMOD_SHIFT) != 0;
    lab_sync_list(lab, app);
    switch (in->kind) {
    case INPUT_TEXT:
        if (lab->tab == LAB_TAB_CATALOGUE)
            search_input(lab, app, in);
        else if (lab->tab == LAB_TAB_HISTORY)
            ui_list_jump(list, in->text, history_label, lab->history);
        return;
    case INPUT_BACK:
        lab->browsing = false;
        return;
    default:
        break;
    }
    switch (in->key) {
    case SDLK_UP:
    case SDLK_DOWN:
    case SDLK_PAGEUP:
    case SDLK_PAGEDOWN:
        ui_list_key(list, in->key);
        break;
    case SDLK_HOME:
    case SDLK_END: /* in the catalogue they edit the search */
        if (lab->tab == LAB_TAB_CATALOGUE)
            search_input(lab, app, in);
        else
            ui_list_key(list, in->key);
        break;
    case SDLK_TAB:
        lab->tab = (LabTab)((lab->tab + (shift ? LAB_TAB_COUNT - 1 : 1)) % LAB_TAB_COUNT);
        break;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
        lab_choose_row(lab, app, list->selected);
        break;
    case SDLK_LEFT:
    case SDLK_RIGHT:
        if (lab->tab == LAB_TAB_RANDOM)
            lab_random_adjust(lab, list->selected, in->key == SDLK_LEFT ? -1 : 1);
        else if (lab->tab == LAB_TAB_CATALOGUE)
            search_input(lab, app, in);
        break;
    default:
        if (lab->tab == LAB_TAB_CATALOGUE)
            search_input(lab, app, in);
        return;
    }
    lab_keep_in_view(lab, app);
}

static bool lab_pointer(LabScene *lab, App *app, const Input *in)
{
    const LabLayout *lay = &lab->lay;
    TextfieldLook flook = lab_field_look(lab, NULL);
    if (in->kind == INPUT_POINTER_MOVE) {
        lab->hover = lab_layout_button_at(lay, in->x, in->y);
        if (lab->field.selecting) /* a drag from the field selects */
            textfield_input(&lab->field, app, in, lay->field, &flook);
        if (lab->search.selecting)
            search_input(lab, app, in);
        if (lab->scrubbing && lab->has_motion) {
            LadderView v = lab_ladder_view(lab, app, 0);
            float bw = (ladder_point(&v, 1, 0).x - ladder_point(&v, 0, 0).x);
            lab->t = lab->drag_t + (double)((lab->drag_x - in->x) / bw) * lab_beat_seconds(lab);
        }
        if (lab->browsing && !lab->list_drag && lab->tab != LAB_TAB_RANDOM) {
            /* The pointer over a row chooses it, as in the menus, so its description shows. */
            int row = row_at(lab, in->x, in->y);
            if (row >= 0 && row < lab_list_count(lab, app))
                lab->list[lab->tab].selected = row;
        }
        if (lab->list_drag) {
            float dy = in->y - lab->drag_y;
            if (SDL_fabsf(dy) > lab->lay.row_h * 0.3f)
                lab->list_moved = true;
            lab_sync_list(lab, app);
            ui_list_drag(&lab->list[lab->tab], lab->drag_top, dy, lab->lay.row_h);
        }
        return true;
    }
    if (in->kind == INPUT_POINTER_UP) {
        lab->scrubbing = false;
        textfield_input(&lab->field, app, in, lay->field, &flook);
        search_input(lab, app, in);
        if (lab->browsing)
            browser_pointer(lab, app, in);
        lab->list_drag = false;
        return true;
    }
    if (in->kind == INPUT_WHEEL) {
        if (lab->browsing)
            browser_pointer(lab, app, in);
        else if (ui_hit(lay->ladder, in->x, in->y) || ui_hit(lay->juggler, in->x, in->y))
            lab_step_beat(lab, in->wheel_y > 0 ? -1 : 1);
        return true;
    }
    /* INPUT_POINTER_DOWN */
    int b = lab_layout_button_at(lay, in->x, in->y);
    if (b == LAB_BUTTON_EXIT) {
        SDL_StopTextInput();
        app_request_pop(app);
        return false;
    }
    if (b >= 0) {
        press(lab, app, (LabButton)b);
        return true;
    }
    if (lab->browsing && browser_pointer(lab, app, in))
        return true;
    if (ui_hit(lay->field, in->x, in->y)) {
        textfield_input(&lab->field, app, in, lay->field, &flook);
        SDL_StartTextInput(); /* brings up a touch keyboard where there is one */
    } else if (ui_hit(lay->ladder, in->x, in->y) && lab->has_motion && lab->valid) {
        lab->scrubbing = true;
        lab->paused = true;
        lab->drag_x = in->x;
        lab->drag_t = lab->t;
    } else if (ui_hit(lay->juggler, in->x, in->y) && lab->has_motion) {
        /* A tap on a prop follows it (again: lets go); anywhere else plays or pauses. */
        AnimPose pose;
        anim_pose_at(lab->motion, lab->t, &pose);
        AnimShot shot = lab_shot(lab);
        float best = juggler_shot_scale(&shot, lay->juggler) * 0.22f;
        int hit = -1;
        for (int i = 0; i < pose.prop_count; i++) {
            SDL_FPoint c = juggler_shot_project(&shot, lay->juggler, pose.props[i].pos);
            float d = SDL_sqrtf((c.x - in->x) * (c.x - in->x) + (c.y - in->y) * (c.y - in->y));
            if (d < best) {
                best = d;
                hit = i;
            }
        }
        if (hit >= 0)
            lab->follow = lab->follow == hit ? -1 : hit;
        else
            lab->paused = !lab->paused;
    }
    return true;
}

bool lab_input(Scene *scene, App *app, const Input *in)
{
    LabScene *lab = (LabScene *)scene;
    lab_layout(app->width, app->height, settings_text_scale(app->settings.text_size), &lab->lay);
    if (lab_words_input(lab, app, in)) { /* the terms and the suggestions */
        lab_refresh(lab);
        return true;
    }
    switch (in->kind) {
    case INPUT_POINTER_MOVE:
    case INPUT_POINTER_DOWN:
    case INPUT_POINTER_UP:
    case INPUT_WHEEL:
        if (!lab_pointer(lab, app, in))
            return true; /* the Lab is leaving */
        lab_refresh(lab);
        return true;
    default:
        break;
    }
    if (in->kind != INPUT_TEXT && shortcut(lab, app, in)) {
        lab_refresh(lab);
        return true;
    }
    if (lab->browsing) {
        browser_input(lab, app, in);
        lab_refresh(lab);
        return true;
    }
    switch (in->kind) {
    case INPUT_TEXT:
        pattern_text(lab, app, in);
        break;
    case INPUT_BACK:
        SDL_StopTextInput();
        app_request_pop(app);
        return true;
    default:
        /* Arrows change the speed; w and s (also "up" and "down") are throws. */
        if (in->key == SDLK_UP || in->key == SDLK_DOWN)
            lab_change_speed(lab, in->key == SDLK_UP ? 1 : -1);
        else if (in->key == SDLK_RETURN || in->key == SDLK_KP_ENTER) {
            lab_refresh(lab);
            /* Enter juggles what was typed, else plays or pauses what the field shows; a
             * mistake in the field is explained, it does not stop the juggler. */
            if (!lab_juggle_typed(lab, app) && lab->valid)
                press(lab, app, LAB_BUTTON_PLAY);
        }
        else {
            TextfieldLook look = lab_field_look(lab, NULL);
            textfield_input(&lab->field, app, in, lab->lay.field, &look);
        }
        break;
    }
    lab_refresh(lab);
    return true;
}
