#include "sst_input.h"

#include "hit.h"
#include "sst_build.h"
#include "textfield.h"
#include "sst_buttons.h"
#include "sst_places.h"
#include "sst_guess.h"
#include "sst_play.h"
#include "sst_style.h"
#include "table_join.h"
#include "table_curtain.h"

#include <math.h>
#include <stdlib.h>

static bool hit(SDL_FRect r, float x, float y)
{
    return ui_hit(r, x, y);
}

static bool is_pointer(const Input *in)
{
    return in->kind == INPUT_POINTER_DOWN || in->kind == INPUT_POINTER_MOVE ||
           in->kind == INPUT_POINTER_UP;
}

static int build_gap(const SstState *st, const SstFrame *f, float x)
{
    const TableLayout *L = &f->L;
    float cw = table_card_w(f->S.build_card_h);
    float step = table_row_step(L->build.w, SDL_max(st->build.n, 1), cw);
    return table_row_gap(L->build.x, step, st->build.n, cw, x);
}

static void press(SstState *st, int kind, int index, const Input *in)
{
    st->press_kind = kind;
    st->drag.index = index;
    st->drag.from_x = in->x;
    st->drag.from_y = in->y;
    st->drag.dragging = false;
}

static void private_pointer(SstState *st, const SstFrame *f, const Input *in)
{
    const TableLayout *L = &f->L;
    SstBuild *b = &st->build;
    bool turn = st->priv.phase == SSG_PHASE_TURN;
    st->drag.x = in->x;
    st->drag.y = in->y;
    if (in->kind == INPUT_POINTER_DOWN) {
        for (int i = 0; i < b->n; i++)
            if (hit(f->tag_rect[i], in->x, in->y) && b->reducible[i]) {
                b->reduce[i] = !b->reduce[i];
                sst_build_refresh(st);
                return;
            }
        for (int i = f->hand_n - 1; i >= 0; i--)
            if (hit(f->hand_rect[i], in->x, in->y)) {
                press(st, 1, i, in);
                return;
            }
        for (int i = b->n - 1; i >= 0; i--)
            if (hit(f->slot_rect[i], in->x, in->y)) {
                press(st, 2, i, in);
                return;
            }
        if (hit(L->build, in->x, in->y)) {
            b->caret = build_gap(st, f, in->x);
            return;
        }
        if (turn) {
            int rv = sst_revealed_at(f, st->pub.revealed_n, in->x, in->y);
            if (rv >= 0)
                sst_build_extend(st, rv);
        }
        return;
    }
    if (in->kind == INPUT_POINTER_MOVE) {
        if (st->press_kind && !st->drag.dragging &&
            fabsf(in->x - st->drag.from_x) + fabsf(in->y - st->drag.from_y) >
                table_card_w(f->S.build_card_h) * 0.25f)
            st->drag.dragging = true;
        if (st->drag.dragging && hit(L->build, in->x, in->y))
            b->caret = build_gap(st, f, in->x);
        return;
    }
    if (!st->press_kind)
        return;
    int kind = st->press_kind, i = st->drag.index;
    bool dragged = st->drag.dragging;
    st->press_kind = 0;
    st->drag.dragging = false;
    bool dropped = hit(f->drop, in->x, in->y);
    if (kind == 1 && i < f->hand_n) {
        int card = f->hand_card[i];
        if (!dragged)
            sst_build_insert(st, card, turn ? b->caret : b->n);
        else if (dropped)
            sst_build_insert(st, card, turn ? build_gap(st, f, in->x) : b->n);
        return;
    }
    if (kind == 2 && i < b->n) {
        if (!b->slot[i].mine) /* an old card: the caret goes after it */
            b->caret = i + 1;
        else if (!dragged || !dropped)
            sst_build_remove(st, i); /* clicked, or dragged off the row */
        else
            sst_build_move(st, i, build_gap(st, f, in->x));
    }
}

static int seat_key(SDL_Keycode k)
{
    if (k >= SDLK_1 && k <= SDLK_9)
        return (int)(k - SDLK_1);
    if (k >= SDLK_KP_1 && k <= SDLK_KP_9)
        return (int)(k - SDLK_KP_1);
    return -1;
}

static void guess_keys(SstState *st, const SstFrame *f, const Input *in)
{
    bool trick = st->pub.perf.kind == SSG_PLAY_TRICK;
    if (in->kind == INPUT_TEXT) {
        if (st->swallow_text) { /* the buzz key's own character */
            st->swallow_text = false;
        } else if (!trick) {
            sst_guess_text(st, in->text);
        } else if (in->text[0] && st->tricks_n > 0) { /* a letter jumps to the next trick with it */
            sst_guess_pick_letter(st, in->text);
        }
        return;
    }
    if (in->kind == INPUT_CONFIRM && in->key != SDLK_SPACE) {
        sst_submit_guess(st);
        return;
    }
    if (trick) {
        UiList *l = &st->guess_list;
        ui_list_resize(l, st->tricks_n, (float)f->guess_fit);
        l->top = (float)f->guess_top;
        if (in->kind == INPUT_UP || in->kind == INPUT_DOWN)
            ui_list_key(l, in->kind == INPUT_UP ? SDLK_UP : SDLK_DOWN);
        else if (in->kind == INPUT_KEY)
            ui_list_key(l, in->key);
        else if (in->kind == INPUT_POINTER_DOWN) {
            int k = ui_hit_index(f->guess_row, f->guess_rows_n, in->x, in->y);
            if (k >= 0 && f->guess_top + k == l->selected)
                sst_submit_guess(st); /* a second click on the picked name guesses it */
            else if (k >= 0)
                ui_list_select(l, f->guess_top + k);
        }
        return;
    }
    /* The one key set of every text field (caret, selection, Home/End, clipboard); the arrows
     * are moves only as the raw arrow keys (W/A/S/D are letters here). */
    bool arrow = in->key == SDLK_LEFT || in->key == SDLK_RIGHT || (in->mod & KMOD_CTRL);
    if (in->kind == INPUT_KEY || ((in->kind == INPUT_LEFT || in->kind == INPUT_RIGHT) && arrow)) {
        TextfieldClipboard clip = textfield_sdl_clipboard();
        if (textfield_key(&st->guess, in->key, in->mod, &clip) == TEXTFIELD_EDITED)
            st->guess_error[0] = '\0';
    }
}

/* During a performance, in the public view: buzzing in, typing or picking a guess, the
 * counter of a real performance. The buttons were handled before. */
static void performance_input(SstState *st, const SstFrame *f, const Input *in)
{
    if (in->kind == INPUT_POINTER_DOWN)
        for (int s = 0; s < st->pub.seats; s++)
            if (hit(f->L.seat[s].box, in->x, in->y)) {
                if (s != st->guesser)
                    sst_buzz(st, s, false);
                return;
            }
    int p = st->pub.perf.performer;
    bool person_performs = p >= 0 && st->pub.seat[p].kind == SSG_PERSON;
    if (st->guesser >= 0) {
        guess_keys(st, f, in);
        return;
    }
    SstPerfShow show = sst_perf_show(st);
    if (person_performs && in->kind == INPUT_KEY && (in->key == SDLK_j || in->key == SDLK_o)) {
        if (in->key == SDLK_j && show == PERF_CHOOSING)
            sst_button_press(st, B_JUGGLE_REAL);
        else if (in->key == SDLK_o && show != PERF_SCREEN)
            sst_button_press(st, B_ON_SCREEN);
        return;
    }
    if (in->kind == INPUT_KEY && seat_key(in->key) >= 0) {
        int s = seat_key(in->key);
        if (s < st->pub.seats)
            sst_buzz(st, s, true);
    } else if (in->kind == INPUT_CONFIRM && show == PERF_REAL && person_performs) {
        sst_count_cycle(st);
    }
}

static void private_keys(SstState *st, const Input *in)
{
    SstBuild *b = &st->build;
    if (in->kind == INPUT_CONFIRM && in->key != SDLK_SPACE) {
        if (st->priv.phase == SSG_PHASE_TURN)
            sst_button_press(st, B_PERFORM);
        return;
    }
    if (in->kind == INPUT_LEFT && in->key == SDLK_LEFT) {
        b->caret = SDL_max(0, b->caret - 1);
        return;
    }
    if (in->kind == INPUT_RIGHT && in->key == SDLK_RIGHT) {
        b->caret = SDL_min(b->n, b->caret + 1);
        return;
    }
    if (in->kind != INPUT_KEY && in->kind != INPUT_LEFT)
        return;
    SDL_Keycode k = in->key;
    if (k >= SDLK_2 && k <= SDLK_9)
        sst_build_add_rank(st, (int)(k - SDLK_0));
    else if (k >= SDLK_KP_1 && k <= SDLK_KP_9)
        sst_build_add_rank(st, (int)(k - SDLK_KP_1) + 1);
    else if (k == SDLK_0 || k == SDLK_KP_0)
        sst_build_add_rank(st, 10);
    else if (k == SDLK_1 || k == SDLK_a)
        sst_build_add_rank(st, 1);
    else if (k == SDLK_BACKSPACE)
        sst_build_backspace(st);
    else if (k == SDLK_DELETE)
        sst_build_remove(st, b->caret);
}

static void back(SstState *st)
{
    if (st->guesser >= 0) {
        st->guesser = -1;
    } else if (st->overlay == OVERLAY_REVEAL && sst_reveal_may_close(st)) {
        sst_reveal_close(st);
    } else if (st->overlay != OVERLAY_NONE && st->overlay != OVERLAY_REVEAL) {
        st->overlay = OVERLAY_NONE;
    } else if (st->mode == TABLE_PRIVATE && st->build.target >= 0) {
        sst_build_clear(st);
        sst_build_refresh(st);
    } else if (st->esc_left > 0 || st->pub.phase == SSG_PHASE_OVER) {
        st->ask.request = SST_REQ_LEAVE;
    } else {
        st->esc_left = SST_TIMINGS.esc_again;
        sst_notice(st, "Press Esc again to leave this game.");
        st->ask.notice_for = st->esc_left; /* said only while it is true */
    }
}

static void wheel(SstState *st, const SstFrame *f, const Input *in)
{
    int notches = in->wheel_y > 0 ? 1 : in->wheel_y < 0 ? -1 : 0;
    if (hit(f->L.log, in->x, in->y)) {
        table_log_scroll(&st->log, notches * 2);
    } else if (hit(f->S.revealed, in->x, in->y)) {
        st->revealed_scroll = SDL_clamp(st->revealed_scroll + notches, 0,
                                        sst_revealed_max_scroll(st, &f->L, &f->S));
    }
}

/* The trick picker: the list's keys, the wheel, a click or a first letter; Enter juggles it. */
static void tricks_input(SstState *st, const SstFrame *f, const Input *in)
{
    UiList *l = &st->trick_list;
    ui_list_resize(l, st->tricks_n, (float)f->trick_fit);
    l->top = (float)f->trick_top;
    int before = l->selected;
    if (in->kind == INPUT_UP || in->kind == INPUT_DOWN)
        ui_list_key(l, in->kind == INPUT_UP ? SDLK_UP : SDLK_DOWN);
    else if (in->kind == INPUT_KEY)
        ui_list_key(l, in->key);
    else if (in->kind == INPUT_WHEEL)
        ui_list_wheel(l, in->wheel_y, 3);
    else if (in->kind == INPUT_TEXT)
        sst_trick_pick_letter(st, in->text);
    else if (in->kind == INPUT_CONFIRM)
        sst_button_press(st, B_TRICK_GO);
    else if (in->kind == INPUT_POINTER_DOWN) {
        int k = ui_hit_index(f->trick_row, f->trick_rows_n, in->x, in->y);
        if (k >= 0)
            ui_list_select(l, f->trick_top + k);
    }
    if (st->overlay == OVERLAY_TRICKS && l->selected != before)
        sst_select_trick(st, l->selected); /* its preview */
}

/* Only a deliberate act opens the curtain: a press that began once the curtain had been up for
 * a moment, on its button or with Enter. Space (which counts cycles), a held key's repeats and
 * the Enter that just submitted a guess never do: they began before the curtain was there. */
bool sst_curtain_opens(const SstState *st, const SstFrame *f, const Input *in)
{
    return table_curtain_opens(st->mode == TABLE_CURTAIN, st->curtain_age, SST_TIMINGS.curtain_arm,
                               f->confirm, in);
}

/* The style's choices: a click on one, or its key (F5 prop, F6 hand, F7 movement), moves it
 * on to its next value the engine accepts. True when the input was theirs. */
static bool style_input(SstState *st, const SstFrame *f, const Input *in)
{
    for (int i = 0; i < SST_STYLE_PARTS; i++) {
        bool key = in->kind == INPUT_KEY && in->key == sst_style_keycode((SstStylePart)i);
        bool click = in->kind == INPUT_POINTER_DOWN && hit(f->style_chip[i], in->x, in->y);
        if (key || click) {
            sst_style_cycle(st, (SstStylePart)i);
            return true;
        }
    }
    return false;
}

void sst_input(SstState *st, const SstFrame *f, const Input *in)
{
    /* The Join screen: picking an address, or any other deliberate press back to the table. */
    if (st->phones.join_open) {
        table_join_input(&st->phones, in, (float)st->win.width, (float)st->win.height);
        return;
    }
    if (st->phones.on && in->kind == INPUT_KEY && in->key == SDLK_p && st->mode != TABLE_PRIVATE &&
        st->guesser < 0 && st->overlay == OVERLAY_NONE) {
        st->phones.join_open = true;
        return;
    }
    /* The picker's own keys (Page Up/Down, Home, End, the wheel) before the table's. */
    if (st->overlay == OVERLAY_TRICKS && st->mode == TABLE_PRIVATE &&
        (in->kind == INPUT_WHEEL || in->kind == INPUT_TEXT ||
         (in->kind == INPUT_KEY && (in->key == SDLK_PAGEUP || in->key == SDLK_PAGEDOWN ||
                                    in->key == SDLK_HOME || in->key == SDLK_END)))) {
        tricks_input(st, f, in);
        return;
    }
    /* Keys that work everywhere. */
    if (in->kind == INPUT_KEY && in->key == SDLK_f && st->guesser < 0) {
        motion_hurry(&st->motion);
        return;
    }
    if (in->kind == INPUT_KEY && (in->key == SDLK_PAGEUP || in->key == SDLK_PAGEDOWN)) {
        table_log_scroll(&st->log, in->key == SDLK_PAGEUP ? 5 : -5);
        return;
    }
    if (in->kind == INPUT_WHEEL) {
        if (st->mode != TABLE_CURTAIN && st->overlay == OVERLAY_NONE)
            wheel(st, f, in);
        return;
    }
    if (in->kind == INPUT_BACK) {
        back(st);
        return;
    }
    /* S40: Ctrl+Z takes back a person's last move while the Undo is offered (not while a guess
     * is typed: there it belongs to the text field). */
    if (in->kind == INPUT_KEY && in->key == SDLK_z && (in->mod & KMOD_CTRL) && st->guesser < 0 &&
        !in->repeat) {
        sst_undo(st);
        return;
    }
    if (st->mode == TABLE_CURTAIN) {
        if (sst_curtain_opens(st, f, in))
            sst_enter_private(st, st->shown);
        return;
    }
    if (f->style_chips && style_input(st, f, in))
        return;
    int pressed = in->kind == INPUT_POINTER_DOWN
                      ? table_buttons_hit(&f->buttons, f->button_rect, in->x, in->y) : -1;
    if (pressed >= 0) {
        if (f->buttons.b[pressed].on)
            sst_button_press(st, (SstButtonId)f->buttons.b[pressed].id);
        return;
    }
    if (st->overlay == OVERLAY_TRICKS) {
        tricks_input(st, f, in);
        return;
    }
    if (st->overlay == OVERLAY_REVEAL) { /* Enter or a click goes on once it has been read */
        bool enter = in->kind == INPUT_CONFIRM && in->key != SDLK_SPACE; /* Space counts cycles */
        if ((in->kind == INPUT_POINTER_DOWN || enter) && !in->repeat && sst_reveal_may_close(st))
            sst_reveal_close(st);
        return;
    }
    if (st->overlay == OVERLAY_JUGGLE) {
        if (in->kind == INPUT_POINTER_DOWN || in->kind == INPUT_CONFIRM)
            st->overlay = OVERLAY_NONE;
        return;
    }
    if (st->mode == TABLE_PUBLIC && st->pub.phase == SSG_PHASE_PERFORM) {
        performance_input(st, f, in);
        return;
    }
    if (st->mode == TABLE_PUBLIC) {
        if (in->kind == INPUT_POINTER_DOWN) {
            int rv = sst_revealed_at(f, st->pub.revealed_n, in->x, in->y);
            if (rv >= 0)
                sst_show_revealed(st, rv);
        }
        return;
    }
    if (is_pointer(in))
        private_pointer(st, f, in);
    else
        private_keys(st, in);
}
