#include "jt_buttons.h"

#include "jt_play.h"

#include <stdio.h>

/* The step the table expects next is gold only when it can be taken. */
static void add(JtButtons *out, JtButtonId id, const char *label, bool on, bool primary)
{
    table_buttons_add(out, (int)id, label, on, primary && on);
}

void jt_buttons_list(const JtState *st, JtButtons *out)
{
    out->n = 0;
    if (st->mode == TABLE_CURTAIN)
        return;
    if (st->mode == TABLE_PRIVATE && st->priv.phase == JG_PHASE_SECRETS) {
        static const char *const label[] = {"No secret", "1 secret", "2 secrets", "3 secrets"};
        for (int k = 0; k <= st->priv.secrets_max && k <= JG_MAX_SECRETS; k++)
            add(out, (JtButtonId)(JT_B_SECRETS0 + k), label[k], true, k == st->priv.secrets_max);
        return;
    }
    if (st->mode == TABLE_PRIVATE) {
        bool picked = st->pick != JT_PICK_NONE;
        add(out, JT_B_LEFT, "\u2190 Left policy", picked, st->column == JG_LEFT);
        add(out, JT_B_JOKER, "Joker (\u2191)", picked, st->column == JG_JOKER);
        add(out, JT_B_RIGHT, "Right policy \u2192", picked, st->column == JG_RIGHT);
        return;
    }
    if (st->held.up) { /* greyed out for held_min: a result is read before it goes */
        add(out, JT_B_GO_ON, "Go on (Enter)", jt_held_may_go_on(st), true);
        return;
    }
    if (jt_scoring_shown(st)) {
        /* Over: the way on is the match's summary (the winner's moment first). */
        bool over = st->pub.phase == JG_PHASE_OVER;
        if (over)
            add(out, JT_B_MATCH, "The match", true, true);
        add(out, over ? JT_B_LEAVE : JT_B_NEXT_ROUND, over ? "Leave the table" : "Next round", true,
            !over);
        return;
    }
    add(out, JT_B_HURRY, "Hurry (F)", motion_busy(&st->motion), false);
    if (st->phones.on)
        add(out, JT_B_JOIN, "Phones (P)", true, false);
}

void jt_button_press(JtState *st, JtButtonId id)
{
    switch (id) {
    case JT_B_LEFT:
    case JT_B_JOKER:
    case JT_B_RIGHT:
        jt_play_pick(st, id == JT_B_LEFT ? JG_LEFT : id == JT_B_JOKER ? JG_JOKER : JG_RIGHT);
        break;
    case JT_B_SECRETS0:
    case JT_B_SECRETS1:
    case JT_B_SECRETS2:
    case JT_B_SECRETS3: {
        JgAction a = jugglers_secrets(st->shown, (int)(id - JT_B_SECRETS0));
        jt_submit(st, &a);
        break;
    }
    case JT_B_NEXT_ROUND:
        jt_dismiss_scoring(st);
        break;
    case JT_B_MATCH:
        st->ask.request = JT_REQ_SUMMARY;
        break;
    case JT_B_LEAVE:
        st->ask.request = JT_REQ_LEAVE;
        break;
    case JT_B_HURRY:
        jt_hurry(st);
        break;
    case JT_B_GO_ON:
        jt_held_go_on(st);
        break;
    case JT_B_JOIN:
        st->phones.join_open = true;
        break;
    default:
        break;
    }
}
