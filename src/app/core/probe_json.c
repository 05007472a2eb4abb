#include "probe_json.h"

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

/* A rectangle, or null when it is empty (nothing there). */
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

/* The jugglers on screen: one box each (their bodies as drawn), and their smallest prop's
 * drawn diameter; [] and null when no juggler is on screen. */
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
