#include "probe.h"

#include "json_write.h"
#include "jugglers_scene.h"
#include "lab.h"
#include "rules_scene.h"
#include "savefile.h"
#include "settings_scene.h"
#include "setup_scene.h"
#include "summary_scene.h"
#include "table_scene.h"
#include "title.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- Members of the report (the common writer puts one a line, indented). */

static void pj_int(JsonWriter *j, const char *key, long v)
{
    json_member(j, key);
    json_int(j, v);
}

static void pj_num(JsonWriter *j, const char *key, double v)
{
    json_member(j, key);
    json_printf(j, "%.1f", v);
}

static void pj_bool(JsonWriter *j, const char *key, bool v)
{
    json_member(j, key);
    json_bool(j, v);
}

static void pj_str(JsonWriter *j, const char *key, const char *s)
{
    json_member(j, key);
    json_str(j, s);
}

static void pj_null(JsonWriter *j, const char *key)
{
    json_member(j, key);
    json_raw(j, "null");
}

/* A rectangle, or null when it is empty (nothing there). */
static void pj_rect(JsonWriter *j, const char *key, SDL_FRect r)
{
    if (r.w <= 0 || r.h <= 0) {
        pj_null(j, key);
        return;
    }
    json_open(j, key, '{');
    pj_num(j, "x", r.x);
    pj_num(j, "y", r.y);
    pj_num(j, "w", r.w);
    pj_num(j, "h", r.h);
    json_close(j, '}');
}

static void pj_ints(JsonWriter *j, const char *key, const int *v, int n)
{
    json_open(j, key, '[');
    for (int i = 0; i < n; i++)
        pj_int(j, NULL, v[i]);
    json_close(j, ']');
}

/* The jugglers on screen: one box each (their bodies as drawn), and their smallest prop's
 * drawn diameter; [] and null when no juggler is on screen. */
static void pj_jugglers(JsonWriter *j, const SDL_FRect *figures, int n, double prop_px)
{
    json_open(j, "figure", '[');
    for (int i = 0; i < n; i++)
        pj_rect(j, NULL, figures[i]);
    json_close(j, ']');
    if (n > 0)
        pj_num(j, "prop_px", prop_px);
    else
        pj_null(j, "prop_px");
}

/* ---- The scenes ---- */

static const char *mode_name(TableMode m)
{
    return m == TABLE_CURTAIN ? "curtain" : m == TABLE_PRIVATE ? "private" : "public";
}

static void text_sizes(JsonWriter *j, const TableTextSizes *t)
{
    json_open(j, "text_px", '{');
    pj_int(j, "name", t->name);
    pj_int(j, "body", t->body);
    pj_int(j, "small", t->small);
    pj_int(j, "big", t->big);
    pj_int(j, "button", t->button);
    pj_int(j, "badge", t->badge);
    pj_int(j, "log", t->log);
    pj_int(j, "min", t->min);
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
    pj_str(j, "game", "siteswap");
    pj_str(j, "phase", sst_phase(p));
    pj_str(j, "mode", mode_name(p->mode));
    pj_bool(j, "curtain", p->mode == TABLE_CURTAIN);
    pj_rect(j, "stage", p->on_stage ? p->stage : (SDL_FRect){0});
    pj_jugglers(j, &p->figure, p->on_stage ? 1 : 0, p->prop_px);
    pj_int(j, "seats", v->seats);
    pj_int(j, "turn", p->turn);
    pj_int(j, "shown_seat", p->shown_seat);
    int cards[SSG_MAX_SEATS];
    for (int s = 0; s < v->seats && s < SSG_MAX_SEATS; s++)
        cards[s] = v->seat[s].hand_count + v->seat[s].stack_count;
    pj_ints(j, "cards_per_seat", cards, v->seats);
    json_open(j, "seat", '[');
    for (int s = 0; s < v->seats && s < SSG_MAX_SEATS; s++) {
        json_open(j, NULL, '{');
        pj_str(j, "name", v->seat[s].name);
        pj_str(j, "kind", v->seat[s].kind == SSG_COMPUTER ? "computer" : "person");
        pj_rect(j, "box", p->mode == TABLE_CURTAIN ? (SDL_FRect){0} : p->layout.seat[s].box);
        json_close(j, '}');
    }
    json_close(j, ']');
    pj_int(j, "pickup", v->pickup_count);
    pj_int(j, "revealed", v->revealed_n);
    if (p->revealed_value_px > 0)
        pj_int(j, "revealed_value_px", p->revealed_value_px);
    if (p->reveal) {
        json_open(j, "reveal", '{');
        pj_str(j, "what", p->reveal_what);
        pj_int(j, "named_by", p->reveal_named_by);
        pj_int(j, "what_px", p->reveal_what_px);
        pj_int(j, "card_h", p->reveal_card_h);
        pj_bool(j, "may_close", p->reveal_may_close);
        pj_num(j, "left", p->reveal_left);
        json_close(j, '}');
    }
    pj_ints(j, "faces", p->faces, p->faces_n);
    pj_int(j, "faces_over_stage", p->faces_over_stage);
    pj_ints(j, "hand", p->hand_card, p->mode == TABLE_PRIVATE ? p->hand_n : 0);
    bool open = v->phase == SSG_PHASE_PERFORM && v->perf.recognised_by < 0;
    pj_bool(j, "guessing_open", open);
    pj_int(j, "guesser", p->guesser);
    if (v->phase == SSG_PHASE_PERFORM) {
        pj_int(j, "performer", v->perf.performer);
        pj_int(j, "cycles", v->perf.cycles);
    }
    pj_str(j, "banner", p->banner);
    pj_bool(j, "busy", p->busy);
    text_sizes(j, &p->text);
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
    pj_str(j, "game", "jugglers");
    pj_str(j, "phase", jt_phase(p));
    pj_str(j, "mode", mode_name(p->mode));
    pj_bool(j, "curtain", p->mode == TABLE_CURTAIN);
    pj_null(j, "stage");
    pj_jugglers(j, NULL, 0, 0);
    pj_int(j, "seats", p->game->seats);
    pj_int(j, "turn", p->game->phase == JG_PHASE_PLAY ? p->game->turn : -1);
    pj_int(j, "shown_seat", p->shown_seat);
    pj_int(j, "round", p->round);
    pj_int(j, "gathering", p->gathering);
    pj_int(j, "cycle", p->cycle);
    json_open(j, "columns", '[');
    for (int c = 0; c < JG_DRAFTS; c++)
        pj_str(j, NULL, p->column_words[c]);
    json_close(j, ']');
    pj_ints(j, "faces", p->faces, p->faces_n);
    pj_str(j, "banner", p->banner);
    pj_bool(j, "busy", p->busy);
}

/* The scene on top, by asking each kind of scene whether it is that one. */
static void top_scene(JsonWriter *j, App *app)
{
    Scene *top = app->scene_count > 0 ? app->scenes[app->scene_count - 1] : NULL;
    if (top && top->name && top->probe) { /* a scene that reports itself */
        pj_str(j, "scene", top->name);
        top->probe(top, app, j);
        return;
    }
    union {
        TableProbe table;
        JtProbe jt;
        SummaryProbe summary;
        SetupProbe setup;
        LabStatus lab;
        RulesSceneView rules;
    } *u = SDL_malloc(sizeof *u); /* the probes are large */
    if (!u) {
        j->failed = true;
        return;
    }
    if (table_scene_probe(top, app, &u->table)) {
        pj_str(j, "scene", "siteswap_table");
        siteswap_table(j, &u->table);
    } else if (jugglers_scene_probe(top, &u->jt)) {
        pj_str(j, "scene", "jugglers_table");
        jugglers_table(j, &u->jt);
    } else if (summary_scene_probe(top, app, &u->summary)) {
        pj_str(j, "scene", "summary");
        pj_str(j, "phase", u->summary.watching ? "watching" : "shown");
        pj_str(j, "headline", u->summary.headline);
    } else if (setup_scene_probe(top, app, &u->setup)) {
        pj_str(j, "scene", "setup");
        pj_str(j, "phase", u->setup.asking ? "asking" : "shown");
    } else if (lab_scene_status(top, &u->lab)) {
        pj_str(j, "scene", "lab");
        pj_str(j, "phase", u->lab.juggling ? "juggling" : "shown");
        pj_str(j, "pattern", u->lab.field);
        bool on = u->lab.figure.w > 0 && u->lab.figure.h > 0;
        pj_jugglers(j, &u->lab.figure, on ? 1 : 0, u->lab.prop_px);
    } else if (rules_scene_view(top, &u->rules)) {
        pj_str(j, "scene", "rules");
        pj_str(j, "phase", u->rules.juggling ? "juggling" : "shown");
    } else {
        pj_str(j, "scene", title_scene_is(top) ? "title" : settings_scene_is(top) ? "settings"
                                                                                    : "unknown");
        pj_str(j, "phase", "shown");
    }
    SDL_free(u);
}

char *probe_text(App *app)
{
    JsonWriter j = {0};
    json_start(&j, '{');
    json_open(&j, "window", '{');
    pj_int(&j, "w", app->width);
    pj_int(&j, "h", app->height);
    json_close(&j, '}');
    top_scene(&j, app);
    /* Scenes without a stage say nothing of one: say null for them. */
    if (!j.failed && !strstr(j.buf, "\"stage\""))
        pj_null(&j, "stage");
    if (!j.failed && !strstr(j.buf, "\"figure\""))
        pj_jugglers(&j, NULL, 0, 0);
    /* Every text drawn cut short in the frame shown (ellipsised or clipped). */
    json_open(&j, "cut", '[');
    for (int i = 0; i < text_cut_count(app->text); i++)
        pj_str(&j, NULL, text_cut(app->text, i));
    json_close(&j, ']');
    json_raw(&j, "\n}\n");
    if (j.failed) {
        json_free(&j);
        return NULL;
    }
    return j.buf;
}

const char *probe_scene_name(App *app)
{
    static const char *const names[] = {"title", "setup", "siteswap_table", "jugglers_table",
                                        "summary", "lab", "rules", "settings"};
    Scene *top = app->scene_count > 0 ? app->scenes[app->scene_count - 1] : NULL;
    if (!top || top->name)
        return top ? top->name : NULL;
    /* Scenes without a name yet are recognised the way the probe recognises them. */
    char *text = probe_text(app);
    const char *found = NULL, *key = "\"scene\": \"";
    const char *at = text ? strstr(text, key) : NULL;
    for (size_t i = 0; at && !found && i < sizeof names / sizeof names[0]; i++) {
        size_t n = strlen(names[i]), k = strlen(key);
        if (strncmp(at + k, names[i], n) == 0 && at[k + n] == '"')
            found = names[i];
    }
    free(text);
    return found;
}

/* Here rather than in app.c, beside the name it asks for: app.c includes nothing of the probe. */
void app_open_help(App *app)
{
    Scene *top = app->scene_count > 0 ? app->scenes[app->scene_count - 1] : NULL;
    if (!app->help || !top)
        return;
    const char *from = probe_scene_name(app);
    Scene *help = app->help(app, from);
    if (help && from && help->name && SDL_strcmp(help->name, from) == 0) {
        help->destroy(help); /* F1 on Help itself: back to where it was opened */
        app_request_pop(app);
        return;
    }
    app_request_push(app, help);
}

bool probe_write(App *app, const char *path, char *err, size_t err_size)
{
    char *text = probe_text(app);
    if (!text) {
        SDL_strlcpy(err, "Out of memory.", err_size);
        return false;
    }
    bool ok = savefile_write(path, text, strlen(text), err, err_size);
    free(text);
    return ok;
}
