/* Driving the game in process for the tables' tests: synthetic SDL events, frames with a
 * privacy check of every one drawn, the table's probe and its buttons.
 *
 * The privacy check, while a table is on top: under the curtain no card face at all.
 * - The siteswap table: no card face except the discard pile's, the revealed siteswaps' and,
 *   when a hand is shown privately, that hand's (a card taken from the discard pile shows its
 *   public face until it turns over on its way).
 * - The Jugglers table: only cards that an event of the game showed to everyone (the table's
 *   actions replayed on a game of the check's own) and, behind the curtain, the shown seat's
 *   own hand and sigil; the hand drawn there is exactly that seat's. */
#pragma once

#include "app.h"
#include "setup_scene.h"
#include "sst_scene.h"

#include <SDL.h>
#include <stdbool.h>

/* For a test program's main: SDL headless (the dummy video driver), with the preference folder
 * (settings, saved games) under scratch/name. false with the reason on stderr. */
bool drive_sdl_init(const char *scratch, const char *name);
void drive_sdl_quit(void);

/* The app the functions below drive (the test's own). */
void drive_attach(App *app);
/* app_init at w x h, attached, with the title screen on top. Unless keep_save, a game saved by
 * an earlier run is removed first, so the title starts with Play. */
void drive_start(App *app, int w, int h, bool keep_save);
void drive_stop(void);
/* A table for this choice on top of the stack, one frame drawn. */
void drive_push_table(const GameChoice *choice);
/* A Jugglers table with Hands on phones dealt from seed: two people (seat 1 the first
 * chairman) and a computer, on top of the stack, nothing drawn yet. */
void drive_push_jugglers_phones_table(uint64_t seed);

void drive_mouse(Uint32 type, float x, float y);   /* a button event at x, y in pixels */
void drive_motion(float x, float y);
void drive_key(SDL_Keycode sym);
void drive_text(const char *text);                 /* typed text, as SDL's text input gives it */

void drive_frame(void);             /* one 60 Hz frame, drawn, presented and checked */
/* The privacy check of the frame just drawn (drive_frame and drive_seconds call it): fails the
 * test on a card that must not show. Nothing when no table is on top. */
void drive_check_privacy(void);
void drive_seconds(double seconds); /* game time in quarter-second frames, each checked */
void drive_click(float x, float y);
void drive_click_centre(SDL_FRect r);
/* Waits until the curtain takes presses, then clicks its button. */
void drive_open_curtain(void);

/* The table on top (fails the test if the top scene is not a table). */
SstProbe drive_probe(void);
int drive_button_index(const SstProbe *p, const char *label);
/* Clicks the button with this label if it is offered and enabled. */
bool drive_click_button(const char *label);

/* Runs until the table waits for a person (curtain or private), at most max seconds of game
 * time; the mode it ends in. */
TableMode drive_until_a_person(double max);
/* Clicks the first card of the shown hand worth value (for the shown seat); false if none. */
bool drive_click_card_of_value(int value);

long drive_frames_checked(void);    /* frames whose privacy was checked so far */
