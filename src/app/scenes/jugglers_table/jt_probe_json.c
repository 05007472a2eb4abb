/* The Jugglers table's part of the --probe JSON (core/probe.h), from its probe. */
#include "jugglers_scene.h"

#include "probe.h"

#include <SDL.h>

static const char *mode_name(TableMode m)
{
    return m == TABLE_CURTAIN ? "curtain" : m == TABLE_PRIVATE ? "private" : "public";
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

static void jugglers_table(JsonWriter *j, const JtProbe *p)
{
    probe_str(j, "game", "jugglers");
    probe_str(j, "phase", jt_phase(p));
    probe_str(j, "mode", mode_name(p->mode));
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

void jt_probe_json(Scene *scene, App *app, JsonWriter *j)
{
    (void)app;
    JtProbe *p = SDL_malloc(sizeof *p); /* the probe is large */
    if (!p || !jugglers_scene_probe(scene, p)) {
        j->failed = true;
        SDL_free(p);
        return;
    }
    jugglers_table(j, p);
    SDL_free(p);
}
