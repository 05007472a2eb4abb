/* --probe FILE: what is on screen at the screenshot's moment, as JSON, for tests and bug
 * reports. It reads the top scene's own probe (the frame that was drawn and is clicked), never
 * the game behind it, so it reports exactly what the players could see:
 *
 *   scene    title, setup, siteswap_table, jugglers_table, summary, lab, rules, settings
 *   phase    at the siteswap table: performing (a pattern performed on screen), watching (a
 *            revealed siteswap juggled over the table), choosing, juggling_for_real, turn,
 *            trick_discard, exchange, curtain, over; at a Jugglers table: secrets, play,
 *            scoring, curtain, over; elsewhere the scene's own state or "shown"
 *   window   {w, h} in pixels
 *   stage    {x, y, w, h}: where the juggler and the props' flights are drawn; null when none
 *   figure   {x, y, w, h}: the juggler's body; null when none
 * and per table: seats, turn, cards per seat, the curtain, faces drawn (card ids), the text
 * sizes in pixels.
 *
 * The core writes "window" and "scene" (Scene.name); each scene writes the rest of its part with
 * its probe hook (Scene.probe) and the helpers below, so the core knows no scene. */
#pragma once

#include "app.h"
#include "json_write.h"
#include "probe_json.h"

#include <stdbool.h>
#include <stddef.h>

/* The members of a scene's part: probe_json.h. */

/* The JSON for the app's top scene as a heap string (free() it); NULL when out of memory. */
char *probe_text(App *app);

/* Writes probe_text to path atomically (core/savefile.h); false with the reason in err. */
bool probe_write(App *app, const char *path, char *err, size_t err_size);
