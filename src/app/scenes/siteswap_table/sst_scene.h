/* The siteswap table: the siteswap card game on one screen shared by everyone at the table.
 *
 * The scene glues the table's parts (sst_state.h lists them) to the app: it feeds them the
 * window, the settings and the ticks, draws the frame, hands them input, and has the kit's
 * table host (table_host.h) carry out what they ask for: saving after every action (sst_save.h),
 * notices, the summary when the game is over, leaving, and Hands on phones. Between turns and during computer players' turns only the public view is
 * drawn; a person's hand appears only after a curtain ("Pass to Anna") that the person
 * confirms, unless they are the only person at the table. */
#pragma once

#include "app.h"
#include "game_choice.h"
#include "sst_probe.h"

Scene *sst_scene_create(App *app, const GameChoice *choice);
/* A game from save text (ssgame_save), resumed where it stopped: the log is rebuilt from its
 * actions, and a person on turn gets the curtain first. extras gives the table's own options
 * (hint button); NULL for the defaults. NULL with the reason in err when the text is not a
 * game (the loader's "line N: ..." message). */
Scene *sst_scene_resume(App *app, const char *text, size_t len, const GameChoice *extras,
                        char *err, size_t err_size);
/* A phones table's link for seat ("http://HOST:PORT/s/TOKEN"); false (buf "") when the scene
 * is not a table, phones are off, or the seat has no link. For tests driving phones. */
bool sst_scene_phone_url(Scene *scene, int seat, char *buf, size_t size);
/* Whether scene is a siteswap table. */
bool sst_scene_is(const Scene *scene);
/* false if scene is not a siteswap table. */
bool sst_scene_probe(Scene *scene, const App *app, SstProbe *out);
/* The guided first game (sst_tutorial.h): the scene takes the coach and frees it with itself. */
typedef struct SstTutorial SstTutorial;
void sst_scene_set_tutorial(Scene *scene, SstTutorial *t);
/* The coach of a guided game, or NULL (not a table, or not guided); for tests. */
SstTutorial *sst_scene_tutorial(Scene *scene);
/* The table's part of the --probe report (core/probe.h), after its "scene". */
void sst_scene_probe_write(Scene *scene, App *app, JsonWriter *w);
