#include "jt_probe.h"

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
    const TableCards *layers[] = {&drawn->table, &drawn->mine, &drawn->moving};
    out->faces_n = table_cards_faces_in(layers, 3, out->faces, JT_PROBE_FACES);
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
    probe_str(j, "banner", p->banner);
    probe_bool(j, "busy", p->busy);
}
