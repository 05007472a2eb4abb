/* The Jugglers table: the poker-hand card game on one screen shared by everyone at the table.
 *
 * The scene glues the table's parts (jt_state.h lists them) to the app: it feeds them the
 * window, the settings and the ticks, draws the frame, hands them input, and has the kit's
 * table host (table_host.h) carry out what they ask for (saving after every action, notices,
 * the rules, the summary, leaving, Hands on phones). Between decisions and during
 * computer players' turns only the public view is drawn; a person's hand and sigil appear only
 * after a curtain ("Pass to Anna") that the person opens, unless they are the only person. */
#pragma once

#include "app.h"
#include "game_choice.h"
#include "jt_probe.h"

Scene *jugglers_scene_create(App *app, const GameChoice *choice);
/* A game from save text (jugglers_save), resumed where it stopped; NULL with the reason. */
Scene *jugglers_scene_resume(App *app, const char *text, size_t len, char *err, size_t err_size);
/* A phones table's link for seat ("http://HOST:PORT/s/TOKEN"); false (buf "") when the scene
 * is not a Jugglers table, phones are off, or the seat has no link. For tests driving phones. */
bool jugglers_scene_phone_url(Scene *scene, int seat, char *buf, size_t size);
/* Whether scene is a Jugglers table. */
bool jugglers_scene_is(const Scene *scene);
/* false if scene is not a Jugglers table. */
bool jugglers_scene_probe(Scene *scene, JtProbe *out);
/* The guided first game (jt_tutorial.h): the scene takes the coach and frees it with itself. */
typedef struct JtTutorial JtTutorial;
void jugglers_scene_set_tutorial(Scene *scene, JtTutorial *t);
/* The coach of a guided game, or NULL (not a Jugglers table, or not guided); for tests. */
JtTutorial *jugglers_scene_tutorial(Scene *scene);
/* The table's part of the --probe report (core/probe.h), after its "scene". */
void jugglers_scene_probe_write(Scene *scene, App *app, JsonWriter *w);
