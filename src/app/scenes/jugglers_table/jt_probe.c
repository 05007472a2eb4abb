#include "jt_probe.h"

#include "jt_places.h"
#include "jt_play.h"
#include "probe_json.h"
#include "table_probe.h"

#include <string.h>

void jt_probe_fill(const JtState *st, const JtFrame *drawn, JtFrame *f, int layer_redraws,
                   JtProbe *out)
{
    jt_frame(st, 0, f); /* the rectangles input tests against now */
    *out = (JtProbe){.mode = st->mode, .shown_seat = st->shown, .game = &st->game};
    /* Faces from the frame last drawn, all its layers: what the players saw. */
    out->layer_redraws = layer_redraws;
    const TableCards *layers[] = {&drawn->table, &drawn->mine, &drawn->moving, &drawn->held_cards};
    out->faces_n = table_cards_faces_in(layers, 4, out->faces, JT_PROBE_FACES);
    out->busy = motion_busy(&st->motion);
    out->confirm = f->confirm;
    out->hand_n = f->hand_n;
    memcpy(out->hand_card, f->hand_card, sizeof out->hand_card);
    memcpy(out->pick_of, f->pick_of, sizeof out->pick_of);
    memcpy(out->hand_rect, f->hand_rect, sizeof out->hand_rect);
    out->pick = st->pick;
    memcpy(out->column, f->P.column, sizeof out->column);
    out->buttons = f->buttons;
    memcpy(out->button_rect, f->button_rect, sizeof out->button_rect);
    out->scoring = f->scoring;
    if (table_banner_shown(&st->banner))
        SDL_strlcpy(out->banner, st->banner.text, sizeof out->banner);
    out->dice = st->dice_n;
    out->record_n = st->record_n;
    out->record = st->record;
    out->round = st->pub.round;
    out->gathering = st->pub.gathering;
    out->cycle = st->pub.cycle + 1;
    out->phones = st->phones.on;
    memcpy(out->on_phone, st->phones.on_phone, sizeof out->on_phone);
    out->join_open = st->phones.join_open;
    for (int c = 0; c < JG_DRAFTS; c++)
        jt_hand_words(&st->pub.draft[c].hand, out->column_words[c], sizeof out->column_words[c]);
    out->own_shown = f->own_shown;
    out->held = st->held.up;
    out->held_may_go_on = jt_held_may_go_on(st);
    if (out->held)
        for (int side = 0; side < 2; side++)
            jt_held_verdict(&st->held, side, out->held_verdict[side], sizeof out->held_verdict[side]);
    for (int s = 0; s < JG_MAX_SEATS && s < f->P.L.seats; s++) {
        out->seat_box[s] = f->P.L.seat[s].box;
        out->seat_moving[s] = jt_seat_gliding(st, s);
    }
    out->table_felt = f->P.L.table;
    out->strip = f->P.L.strip;
}

static const char *jt_phase(const JtProbe *p)
{
    if (p->mode == TABLE_CURTAIN)
        return "curtain";
    if (p->scoring)
        return "scoring";
    return p->game->phase == JG_PHASE_OVER ? "over"
         : p->game->phase == JG_PHASE_SECRETS ? "secrets" : "play";
}

void jt_probe_json(JsonWriter *j, const JtProbe *p)
{
    probe_str(j, "game", "jugglers");
    probe_str(j, "phase", jt_phase(p));
    probe_str(j, "mode", table_probe_mode(p->mode));
    probe_bool(j, "curtain", p->mode == TABLE_CURTAIN);
    probe_null(j, "stage");
    probe_jugglers(j, NULL, 0, 0);
    probe_int(j, "seats", p->game->seats);
    probe_int(j, "turn", p->game->phase == JG_PHASE_PLAY ? p->game->turn : -1);
    probe_int(j, "shown_seat", p->shown_seat);
    probe_int(j, "round", p->round);
    probe_int(j, "gathering", p->gathering);
    probe_int(j, "cycle", p->cycle);
    json_open(j, "columns", '[');
    for (int c = 0; c < JG_DRAFTS; c++)
        probe_str(j, NULL, p->column_words[c]);
    json_close(j, ']');
    probe_ints(j, "faces", p->faces, p->faces_n);
    json_open(j, "seat", '[');
    for (int s = 0; s < p->game->seats && s < JG_MAX_SEATS; s++) {
        const JgSeat *seat = &p->game->seat[s];
        json_open(j, NULL, '{');
        probe_str(j, "name", seat->name);
        probe_str(j, "kind", seat->kind == JG_DUMMY ? "dummy"
                           : seat->kind == JG_COMPUTER ? "computer" : "person");
        probe_rect(j, "box", p->mode == TABLE_CURTAIN ? (SDL_FRect){0} : p->seat_box[s]);
        probe_bool(j, "chairman", p->game->chairman == s);
        probe_bool(j, "moving", p->seat_moving[s]);
        json_close(j, '}');
    }
    json_close(j, ']');
    probe_str(j, "banner", p->banner);
    probe_bool(j, "busy", p->busy);
    probe_bool(j, "own_shown", p->own_shown);
    if (p->held) {
        json_open(j, "held", '{');
        probe_bool(j, "may_go_on", p->held_may_go_on);
        probe_str(j, "left", p->held_verdict[0]);
        probe_str(j, "right", p->held_verdict[1]);
        json_close(j, '}');
    }
}
