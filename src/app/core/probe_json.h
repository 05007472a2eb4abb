/* The members of the --probe report (probe.h), for the report and each scene's own part of it:
 * one member a line, indented (the common JSON writer's readable form). */
#pragma once

#include "json_write.h"

#include <SDL_rect.h>
#include <stdbool.h>

void probe_int(JsonWriter *j, const char *key, long v);
void probe_num(JsonWriter *j, const char *key, double v); /* one decimal */
void probe_bool(JsonWriter *j, const char *key, bool v);
void probe_str(JsonWriter *j, const char *key, const char *s);
void probe_null(JsonWriter *j, const char *key);
/* A rectangle, or null when it is empty (nothing there). */
void probe_rect(JsonWriter *j, const char *key, SDL_FRect r);
void probe_ints(JsonWriter *j, const char *key, const int *v, int n);
/* The jugglers on screen: "figure", one box each (their bodies as drawn), and "prop_px", their
 * smallest prop's drawn diameter; [] and null when no juggler is on screen. */
void probe_jugglers(JsonWriter *j, const SDL_FRect *figures, int n, double prop_px);
/* "stage": null, then no jugglers: what a scene without a stage says. */
void probe_no_stage(JsonWriter *j);
