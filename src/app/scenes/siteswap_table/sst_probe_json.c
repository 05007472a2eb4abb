/* The siteswap table's part of the --probe JSON (core/probe.h), from its probe. */
#include "table_scene.h"

#include "probe.h"

#include <SDL.h>

static const char *mode_name(TableMode m)
{
    return m == TABLE_CURTAIN ? "curtain" : m == TABLE_PRIVATE ? "private" : "public";
}

static void text_sizes(JsonWriter *j, const TableTextSizes *t)
{
    json_open(j, "text_px", '{');
    probe_int(j, "name", t->name);
    probe_int(j, "body", t->body);
    probe_int(j, "small", t->small);
    probe_int(j, "big", t->big);
    probe_int(j, "button", t->button);
    probe_int(j, "badge", t->badge);
    probe_int(j, "log", t->log);
    probe_int(j, "min", t->min);
    json_close(j, '}');
}

static const char *sst_phase(const TableProbe *p)
{
    if (p->mode == TABLE_CURTAIN)
        return "curtain";
    if (p->overlay == 1 && p->preview_ok)
        return "watching";
    switch (p->pub->phase) {
    case SSG_PHASE_PERFORM:
        return p->on_stage ? "performing" : p->real_performance ? "juggling_for_real" : "choosing";
    case SSG_PHASE_TURN:
        return "turn";
    case SSG_PHASE_TRICK_DISCARD:
        return "trick_discard";
    case SSG_PHASE_EXCHANGE:
        return "exchange";
    case SSG_PHASE_OVER:
        return "over";
    }
    return "turn";
}

static void siteswap_table(JsonWriter *j, const TableProbe *p)
{
    const SsgView *v = p->pub;
    probe_str(j, "game", "siteswap");
    probe_str(j, "phase", sst_phase(p));
    probe_str(j, "mode", mode_name(p->mode));
    probe_bool(j, "curtain", p->mode == TABLE_CURTAIN);
    probe_rect(j, "stage", p->on_stage ? p->stage : (SDL_FRect){0});
    probe_jugglers(j, &p->figure, p->on_stage ? 1 : 0, p->prop_px);
    probe_int(j, "seats", v->seats);
    probe_int(j, "turn", p->turn);
    probe_int(j, "shown_seat", p->shown_seat);
    int cards[SSG_MAX_SEATS];
    for (int s = 0; s < v->seats && s < SSG_MAX_SEATS; s++)
        cards[s] = v->seat[s].hand_count + v->seat[s].stack_count;
    probe_ints(j, "cards_per_seat", cards, v->seats);
    json_open(j, "seat", '[');
    for (int s = 0; s < v->seats && s < SSG_MAX_SEATS; s++) {
        json_open(j, NULL, '{');
        probe_str(j, "name", v->seat[s].name);
        probe_str(j, "kind", v->seat[s].kind == SSG_COMPUTER ? "computer" : "person");
        probe_rect(j, "box", p->mode == TABLE_CURTAIN ? (SDL_FRect){0} : p->layout.seat[s].box);
        json_close(j, '}');
    }
    json_close(j, ']');
    probe_int(j, "pickup", v->pickup_count);
    probe_int(j, "revealed", v->revealed_n);
    if (p->revealed_value_px > 0)
        probe_int(j, "revealed_value_px", p->revealed_value_px);
    if (p->reveal) {
        json_open(j, "reveal", '{');
        probe_str(j, "what", p->reveal_what);
        probe_int(j, "named_by", p->reveal_named_by);
        probe_int(j, "what_px", p->reveal_what_px);
        probe_int(j, "card_h", p->reveal_card_h);
        probe_bool(j, "may_close", p->reveal_may_close);
        probe_num(j, "left", p->reveal_left);
        json_close(j, '}');
    }
    probe_ints(j, "faces", p->faces, p->faces_n);
    probe_int(j, "faces_over_stage", p->faces_over_stage);
    probe_ints(j, "hand", p->hand_card, p->mode == TABLE_PRIVATE ? p->hand_n : 0);
    bool open = v->phase == SSG_PHASE_PERFORM && v->perf.recognised_by < 0;
    probe_bool(j, "guessing_open", open);
    probe_int(j, "guesser", p->guesser);
    if (v->phase == SSG_PHASE_PERFORM) {
        probe_int(j, "performer", v->perf.performer);
        probe_int(j, "cycles", v->perf.cycles);
    }
    probe_str(j, "banner", p->banner);
    probe_bool(j, "busy", p->busy);
    text_sizes(j, &p->text);
}

void sst_probe_json(Scene *scene, App *app, JsonWriter *j)
{
    TableProbe *p = SDL_malloc(sizeof *p); /* the probe is large */
    if (!p || !table_scene_probe(scene, app, p)) {
        j->failed = true;
        SDL_free(p);
        return;
    }
    siteswap_table(j, p);
    SDL_free(p);
}
