#include "probe.h"

#include "savefile.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- Members of the report (the common writer puts one a line, indented). */

void probe_int(JsonWriter *j, const char *key, long v)
{
    json_member(j, key);
    json_int(j, v);
}

void probe_num(JsonWriter *j, const char *key, double v)
{
    json_member(j, key);
    json_printf(j, "%.1f", v);
}

void probe_bool(JsonWriter *j, const char *key, bool v)
{
    json_member(j, key);
    json_bool(j, v);
}

void probe_str(JsonWriter *j, const char *key, const char *s)
{
    json_member(j, key);
    json_str(j, s);
}

void probe_null(JsonWriter *j, const char *key)
{
    json_member(j, key);
    json_raw(j, "null");
}

void probe_rect(JsonWriter *j, const char *key, SDL_FRect r)
{
    if (r.w <= 0 || r.h <= 0) {
        probe_null(j, key);
        return;
    }
    json_open(j, key, '{');
    probe_num(j, "x", r.x);
    probe_num(j, "y", r.y);
    probe_num(j, "w", r.w);
    probe_num(j, "h", r.h);
    json_close(j, '}');
}

void probe_ints(JsonWriter *j, const char *key, const int *v, int n)
{
    json_open(j, key, '[');
    for (int i = 0; i < n; i++)
        probe_int(j, NULL, v[i]);
    json_close(j, ']');
}

void probe_jugglers(JsonWriter *j, const SDL_FRect *figures, int n, double prop_px)
{
    json_open(j, "figure", '[');
    for (int i = 0; i < n; i++)
        probe_rect(j, NULL, figures[i]);
    json_close(j, ']');
    if (n > 0)
        probe_num(j, "prop_px", prop_px);
    else
        probe_null(j, "prop_px");
}

void probe_no_stage(JsonWriter *j)
{
    probe_null(j, "stage");
    probe_jugglers(j, NULL, 0, 0);
}

/* The scene on top: its name, then what its own probe hook says. */
static void top_scene(JsonWriter *j, App *app)
{
    Scene *top = app->scene_count > 0 ? app->scenes[app->scene_count - 1] : NULL;
    probe_str(j, "scene", top && top->name ? top->name : "unknown");
    if (top && top->probe) {
        top->probe(top, app, j);
    } else {
        probe_str(j, "phase", "shown");
        probe_no_stage(j);
    }
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
