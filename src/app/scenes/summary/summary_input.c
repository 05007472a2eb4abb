#include "summary_input.h"

#include "hit.h"
#include "summary_sparks.h"

#include <math.h>

static void open_watch(SummaryScene *ss, int row)
{
    if (row < 0 || row >= ss->rows_n || !ss->rows[row].watchable || !ss->om ||
        !ss->watch.prepare)
        return;
    const SummaryRow *r = &ss->rows[row];
    ss->om_ok = ss->watch.prepare(ss->watch.ctx, row, ss->om);
    SDL_snprintf(ss->om_title, sizeof ss->om_title, "%s, by %s", r->pattern, r->who);
    SDL_strlcpy(ss->om_detail, r->pattern_detail, sizeof ss->om_detail);
    ss->om_t = 0;
    ss->list.selected = row;
    ss->watching = true;
}

/* Back to the title (the summary and the table under it leave); with again, a new game with
 * the same seats and options follows. */
static void leave(SummaryScene *ss, App *app, bool again)
{
    Scene *table = NULL;
    if (again) {
        GameChoice next = ss->choice;
        game_choice_set_seed(&next, summary_next_seed(game_choice_seed(&ss->choice), ss->turns));
        table = ss->again ? ss->again(app, &next) : NULL;
        if (!table) {
            app_notify(app, "A new game could not be started.");
            return;
        }
    }
    app_request_pop_to_title(app);
    app_request_push(app, table);
}

static int row_at(const SummaryScene *ss, const SummaryLayout *L, float x, float y)
{
    if (!ui_hit(L->list, x, y))
        return -1;
    return ui_list_row_at(&ss->list, y - L->list.y, L->row_h);
}

/* A press on the scroll bar's track: the list goes to the same fraction of its length. */
static void scroll_to_bar(SummaryScene *ss, const SummaryLayout *L, float y)
{
    if (L->scrollbar.h <= 0)
        return;
    float want = (y - L->scrollbar.y) / L->scrollbar.h * ui_list_max_top(&ss->list);
    ui_list_scroll(&ss->list, want - ss->list.top);
}

static void pointer(SummaryScene *ss, App *app, const SummaryLayout *L, const Input *in)
{
    float drag = (float)app_px(app, 0.02f);
    switch (in->kind) {
    case INPUT_POINTER_DOWN:
        ss->pressing = true;
        ss->dragging = false;
        ss->press_x = in->x;
        ss->press_y = in->y;
        ss->press_top = ss->list.top;
        ss->press_where = ui_hit(L->list, in->x, in->y)         ? 1
                          : ui_hit(L->play_again, in->x, in->y) ? 2
                          : ui_hit(L->back, in->x, in->y)       ? 3
                                                             : 0;
        if (ss->press_where == 0 && ui_hit(L->scrollbar, in->x, in->y))
            ss->press_where = 4;
        break;
    case INPUT_POINTER_MOVE:
        if (!ss->pressing)
            break;
        if (ss->press_where == 1 && !ss->dragging && fabsf(in->y - ss->press_y) > drag)
            ss->dragging = true;
        if (ss->dragging)
            ui_list_drag(&ss->list, ss->press_top, in->y - ss->press_y, L->row_h);
        if (ss->press_where == 4)
            scroll_to_bar(ss, L, in->y);
        break;
    case INPUT_POINTER_UP: {
        if (!ss->pressing)
            break;
        ss->pressing = false;
        int where = ss->press_where;
        if (ss->dragging || where == 0)
            break;
        if (where == 2 && ui_hit(L->play_again, in->x, in->y)) {
            leave(ss, app, true);
            return; /* ss is gone */
        }
        if (where == 3 && ui_hit(L->back, in->x, in->y)) {
            leave(ss, app, false);
            return;
        }
        if (where == 4) {
            scroll_to_bar(ss, L, in->y);
            break;
        }
        int row = row_at(ss, L, in->x, in->y);
        if (where != 1 || row < 0 || row != row_at(ss, L, ss->press_x, ss->press_y))
            break;
        ss->list.selected = row;
        SDL_FRect r = summary_row_rect(ss, L, row);
        SDL_FRect wb = {r.x + L->watch.x, r.y + L->watch.y, L->watch.w, L->watch.h};
        if (ss->rows[row].watchable && ui_hit(wb, in->x, in->y) &&
            ui_hit(wb, ss->press_x, ss->press_y))
            open_watch(ss, row);
        break;
    }
    default:
        break;
    }
}

bool summary_input(Scene *scene, App *app, const Input *in)
{
    SummaryScene *ss = (SummaryScene *)scene;
    SummaryLayout L;
    summary_layout_for(ss, app, &L);
    summary_sync_list(ss, &L);
    if (ss->celebrating) {
        /* Any click or key ends the moment; moving the pointer or the wheel does not. */
        if (in->kind != INPUT_POINTER_MOVE && in->kind != INPUT_WHEEL && in->kind != INPUT_TEXT &&
            in->kind != INPUT_POINTER_UP)
            summary_end_moment(ss);
        return true;
    }
    if (ss->watching) {
        if (in->kind == INPUT_POINTER_DOWN || in->kind == INPUT_BACK || in->kind == INPUT_CONFIRM ||
            (in->kind == INPUT_KEY && in->key == SDLK_j)) {
            ss->watching = false;
            ss->pressing = false; /* the click that closes it is not a press on the list */
        }
        return true;
    }
    bool calm = ss->calm_ticks > 0;
    switch (in->kind) {
    case INPUT_BACK:
        if (!calm)
            leave(ss, app, false);
        return true;
    case INPUT_CONFIRM:
        if (in->key == SDLK_SPACE)
            open_watch(ss, ss->list.selected);
        else if (!calm)
            leave(ss, app, true);
        return true;
    case INPUT_UP:
    case INPUT_DOWN: /* W and S too */
        ui_list_key(&ss->list, in->kind == INPUT_UP ? SDLK_UP : SDLK_DOWN);
        return true;
    case INPUT_WHEEL:
        ui_list_wheel(&ss->list, in->wheel_y, 1);
        return true;
    case INPUT_KEY:
        if (in->key == SDLK_j)
            open_watch(ss, ss->list.selected);
        else
            ui_list_key(&ss->list, in->key);
        return true;
    case INPUT_POINTER_DOWN:
    case INPUT_POINTER_MOVE:
    case INPUT_POINTER_UP:
        ss->pointer_x = in->x;
        ss->pointer_y = in->y;
        if (in->kind != INPUT_POINTER_MOVE && calm)
            return true;
        pointer(ss, app, &L, in); /* may free ss */
        return true;
    default:
        return true;
    }
}
