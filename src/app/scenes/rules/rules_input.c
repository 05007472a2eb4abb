#include "rules_input.h"

#include "games.h"
#include "rules_example.h"

/* ---- Input ---- */

/* The hand over something to press: a chip or a row of the contents. */
static void show_hand(RulesScene *rs)
{
    bool hand = rs->reader.hover_link >= 0 || rs->reader.hover_toc >= 0;
    if (rs->hand && hand != rs->hand_shown) {
        SDL_SetCursor(hand ? rs->hand : SDL_GetDefaultCursor());
        rs->hand_shown = hand;
    }
}

bool rules_input(Scene *scene, App *app, const Input *in)
{
    RulesScene *rs = (RulesScene *)scene;
    rules_ensure_layout(rs, app);
    int picked = -1;
    if (in->kind == INPUT_BACK) {
        app_request_pop(app);
        return true;
    }
    if (in->kind == INPUT_KEY && in->key == SDLK_g) { /* the other game's rules, in its place */
        app_request_replace(app, rs->make(app, games_next(rs->game)));
        return true;
    }
    reader_input(&rs->reader, in, &picked);
    if (picked >= 0)
        rules_pick_link(rs, picked);
    if (in->kind == INPUT_POINTER_MOVE)
        show_hand(rs);
    return true; /* a screen of its own: nothing reaches the title under it */
}
