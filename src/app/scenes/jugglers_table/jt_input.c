#include "jt_input.h"

#include "jt_buttons.h"
#include "jt_play.h"
#include "table_join.h"
#include "table_curtain.h"


static bool hit(SDL_FRect r, float x, float y)
{
    return r.w > 0 && x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h;
}

/* The hand slot (index into the frame's choices) under the pointer, topmost first; -1. */
static int slot_at(const JtFrame *f, float x, float y)
{
    for (int i = f->hand_n - 1; i >= 0; i--)
        if (hit(f->hand_rect[i], x, y))
            return i;
    return -1;
}

/* A seat playing for a dummy may only take the deck's card. */
static bool may_pick(const JtState *st, int pick)
{
    return pick == JT_PICK_DECK || st->priv.turn == st->shown;
}

static void move_pick(JtState *st, const JtFrame *f, int dir)
{
    int at = 0;
    for (int i = 0; i < f->hand_n; i++)
        if (f->pick_of[i] == st->pick)
            at = i;
    for (int k = 1; k <= f->hand_n; k++) {
        int i = ((at + dir * k) % f->hand_n + f->hand_n) % f->hand_n;
        if (may_pick(st, f->pick_of[i])) {
            st->pick = f->pick_of[i];
            return;
        }
    }
}

static void play_input(JtState *st, const JtFrame *f, const Input *in)
{
    switch (in->kind) {
    case INPUT_LEFT:
    case INPUT_RIGHT:
        if (f->hand_n > 0)
            move_pick(st, f, in->kind == INPUT_LEFT ? -1 : 1);
        return;
    case INPUT_UP:
    case INPUT_DOWN:
        st->column = (st->column + (in->kind == INPUT_DOWN ? 1 : JG_DRAFTS - 1)) % JG_DRAFTS;
        return;
    case INPUT_CONFIRM:
        if (!in->repeat)
            jt_play_pick(st, st->column);
        return;
    case INPUT_KEY:
        if (in->key >= SDLK_1 && in->key <= SDLK_3 && !in->repeat)
            jt_play_pick(st, (int)(in->key - SDLK_1));
        return;
    case INPUT_POINTER_DOWN: {
        int i = slot_at(f, in->x, in->y);
        if (i >= 0 && may_pick(st, f->pick_of[i])) {
            st->pick = f->pick_of[i];
            table_drag_press(&st->drag, f->pick_of[i], in->x, in->y);
            return;
        }
        int d = jt_column_at(f, in->x, in->y);
        if (d >= 0) {
            st->column = d;
            jt_play_pick(st, d);
        }
        return;
    }
    case INPUT_POINTER_MOVE:
        table_drag_move(&st->drag, in->x, in->y, f->P.L.margin);
        return;
    case INPUT_POINTER_UP: {
        bool dragged = table_drag_release(&st->drag);
        int d = jt_column_at(f, in->x, in->y);
        if (dragged && d >= 0) {
            st->column = d;
            jt_play_pick(st, d);
        }
        return;
    }
    default:
        return;
    }
}

static void secrets_input(JtState *st, const Input *in)
{
    if (in->kind != INPUT_KEY || in->repeat || in->key < SDLK_0 || in->key > SDLK_3)
        return;
    int k = (int)(in->key - SDLK_0);
    if (k <= st->priv.secrets_max)
        jt_button_press(st, (JtButtonId)(JT_B_SECRETS0 + k));
}

static void back(JtState *st)
{
    if (st->esc_left > 0) {
        st->ask.request = JT_REQ_LEAVE;
        return;
    }
    st->esc_left = JT_TIMINGS.esc_again;
    jt_notice(st, "Press Esc again to leave the table: the game is saved, Continue resumes it.");
    st->ask.notice_for = st->esc_left; /* said only while it is true */
}

void jt_input(JtState *st, const JtFrame *f, const Input *in)
{
    /* The Join screen: picking an address, or any other deliberate press back to the table. */
    if (st->phones.join_open) {
        table_join_input(&st->phones, in, (float)st->win.width, (float)st->win.height);
        return;
    }
    if (st->phones.on && in->kind == INPUT_KEY && in->key == SDLK_p && st->mode != TABLE_PRIVATE) {
        st->phones.join_open = true;
        return;
    }
    if (in->kind == INPUT_KEY) { /* keys for everyone, whoever has the screen */
        switch (in->key) {
        case SDLK_f:
            jt_hurry(st);
            return;
        case SDLK_h:
            st->ask.request = JT_REQ_RULES; /* the rules over the table, Esc comes back */
            return;
        case SDLK_PAGEUP:
        case SDLK_PAGEDOWN:
            table_log_scroll(&st->log, in->key == SDLK_PAGEUP ? 5 : -5);
            return;
        default:
            break;
        }
    }
    if (in->kind == INPUT_WHEEL) {
        if (hit(f->P.L.log, in->x, in->y))
            table_log_scroll(&st->log, in->wheel_y > 0 ? 1 : -1);
        return;
    }
    if (in->kind == INPUT_BACK) {
        back(st);
        return;
    }
    if (st->mode == TABLE_CURTAIN) {
        if (table_curtain_opens(true, st->curtain_age, JT_TIMINGS.curtain_arm, f->confirm, in))
            jt_enter_private(st, st->shown);
        return;
    }
    int b = in->kind == INPUT_POINTER_DOWN
                ? table_buttons_hit(&f->buttons, f->button_rect, in->x, in->y) : -1;
    if (b >= 0) { /* a greyed-out button takes the press and does nothing */
        if (f->buttons.b[b].on)
            jt_button_press(st, (JtButtonId)f->buttons.b[b].id);
        return;
    }
    if (st->mode == TABLE_PRIVATE) {
        if (st->priv.phase == JG_PHASE_SECRETS)
            secrets_input(st, in);
        else
            play_input(st, f, in);
        return;
    }
    if (st->held.up && !in->repeat &&
        (in->kind == INPUT_CONFIRM || in->kind == INPUT_POINTER_DOWN)) {
        jt_held_go_on(st); /* Enter or a click anywhere, once it may */
        return;
    }
    if (f->scoring && in->kind == INPUT_CONFIRM && !in->repeat && f->buttons.n > 0)
        jt_button_press(st, (JtButtonId)f->buttons.b[0].id);
}
