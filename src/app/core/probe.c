#include "probe.h"

#include "savefile.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
