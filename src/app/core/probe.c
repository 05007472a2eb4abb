#include "probe.h"

#include "jugglers_scene.h"
#include "lab.h"
#include "probe_json.h"
#include "rules_scene.h"
#include "savefile.h"
#include "settings_scene.h"
#include "setup_scene.h"
#include "summary_scene.h"
#include "sst_scene.h"
#include "title.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- The scenes ---- */

/* The scene on top, by asking each kind of scene whether it is that one. */
static void top_scene(JsonWriter *j, App *app)
{
    Scene *top = app->scene_count > 0 ? app->scenes[app->scene_count - 1] : NULL;
    if (top && top->name && top->probe) { /* a scene that reports itself */
        probe_str(j, "scene", top->name);
        top->probe(top, app, j);
        return;
    }
    union {
        SummaryProbe summary;
        SetupProbe setup;
        LabStatus lab;
        RulesSceneView rules;
    } *u = SDL_malloc(sizeof *u); /* the probes are large */
    if (!u) {
        j->failed = true;
        return;
    }
    if (sst_scene_is(top)) {
        probe_str(j, "scene", "siteswap_table");
        sst_scene_probe_write(top, app, j);
    } else if (jugglers_scene_is(top)) {
        probe_str(j, "scene", "jugglers_table");
        jugglers_scene_probe_write(top, app, j);
    } else if (summary_scene_probe(top, app, &u->summary)) {
        probe_str(j, "scene", "summary");
        probe_str(j, "phase", u->summary.watching ? "watching" : "shown");
        probe_str(j, "headline", u->summary.headline);
    } else if (setup_scene_probe(top, app, &u->setup)) {
        probe_str(j, "scene", "setup");
        probe_str(j, "phase", u->setup.asking ? "asking" : "shown");
    } else if (lab_scene_status(top, &u->lab)) {
        probe_str(j, "scene", "lab");
        probe_str(j, "phase", u->lab.juggling ? "juggling" : "shown");
        probe_str(j, "pattern", u->lab.field);
        bool on = u->lab.figure.w > 0 && u->lab.figure.h > 0;
        probe_jugglers(j, &u->lab.figure, on ? 1 : 0, u->lab.prop_px);
    } else if (rules_scene_view(top, &u->rules)) {
        probe_str(j, "scene", "rules");
        probe_str(j, "phase", u->rules.juggling ? "juggling" : "shown");
    } else {
        probe_str(j, "scene", title_scene_is(top)      ? "title"
                              : settings_scene_is(top) ? "settings"
                                                       : "unknown");
        probe_str(j, "phase", "shown");
    }
    SDL_free(u);
}

char *probe_text(App *app)
{
    JsonWriter j = {0};
    json_start(&j, '{');
    json_open(&j, "window", '{');
    probe_int(&j, "w", app->width);
    probe_int(&j, "h", app->height);
    json_close(&j, '}');
    top_scene(&j, app);
    /* Scenes without a stage say nothing of one: say null for them. */
    if (!j.failed && !strstr(j.buf, "\"stage\""))
        probe_null(&j, "stage");
    if (!j.failed && !strstr(j.buf, "\"figure\""))
        probe_jugglers(&j, NULL, 0, 0);
    /* Every text drawn cut short in the frame shown (ellipsised or clipped). */
    json_open(&j, "cut", '[');
    for (int i = 0; i < text_cut_count(app->text); i++)
        probe_str(&j, NULL, text_cut(app->text, i));
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
