/* Driving the game in process for the card table's tests: synthetic SDL events, frames with
 * a privacy check of every one drawn, the table's probe and its buttons.
 *
 * The privacy check: while a table is on top, no card face may be drawn except the discard
 * pile's, the revealed siteswaps' and, when a hand is shown privately, that hand's (a card
 * taken from the discard pile shows its public face until it turns over on its way). */
#pragma once

#include "app.h"
#include "table_scene.h"

#include <SDL.h>
#include <stdbool.h>

/* The app the functions below drive (the test's own). */
void drive_attach(App *app);

void drive_mouse(Uint32 type, float x, float y);   /* a button event at x, y in pixels */
void drive_motion(float x, float y);
void drive_key(SDL_Keycode sym);
void drive_text(const char *text);                 /* typed text, as SDL's text input gives it */

void drive_frame(void);             /* one 60 Hz frame, drawn, presented and checked */
void drive_seconds(double seconds); /* game time in quarter-second frames, each checked */
void drive_click(float x, float y);
void drive_click_centre(SDL_FRect r);

/* The table on top (fails the test if the top scene is not a table). */
TableProbe drive_probe(void);
int drive_button_index(const TableProbe *p, const char *label);
/* Clicks the button with this label if it is offered and enabled. */
bool drive_click_button(const char *label);

long drive_frames_checked(void);    /* frames whose privacy was checked so far */
