/* Synthetic input and frames for the tests that drive the app in process: SDL events as a
 * person's keys, clicks, drags, wheel turns and typing arrive, and frames of game time. Positions
 * are in pixels, turned into the window's points by the app's pixel scale as SDL reports them. */
#pragma once

#include "app.h"

#include <SDL.h>
#include <stdbool.h>

void input_key(SDL_Keycode sym);                 /* a key pressed */
void input_key_mod(SDL_Keycode sym, Uint16 mod); /* a key pressed with Shift, Ctrl... held */
void input_text(const char *text);               /* typed text, as SDL's text input gives it */

/* The left button pressed or let go (type SDL_MOUSEBUTTONDOWN/UP) at x, y. */
void input_mouse(const App *app, Uint32 type, float x, float y);
/* The pointer moved to x, y; held: with the left button down (a drag). */
void input_motion(const App *app, float x, float y, bool held);
void input_click(const App *app, float x, float y); /* pressed and let go at one place */
void input_click_centre(const App *app, SDL_FRect r);
/* The wheel turned by notches (positive: away from the player) with the pointer at x, y. */
void input_wheel(const App *app, float notches, float x, float y);

/* A key, a key with modifiers, typed text, a click: then one frame (as input_frames(app, 1)),
 * failing the test if the game asks to stop, as a person's input is seen before the next one. */
void input_key_frame(App *app, SDL_Keycode sym);
void input_key_mod_frame(App *app, SDL_Keycode sym, Uint16 mod);
void input_text_frame(App *app, const char *text);
void input_click_frame(App *app, float x, float y);
void input_click_centre_frame(App *app, SDL_FRect r);

/* n frames of 1/60 s, each drawn and presented; false as soon as the game asks to stop. */
bool input_frames(App *app, int n);
/* Game time in the largest steps the clock takes (a quarter second), nothing presented; false
 * as soon as the game asks to stop. */
bool input_seconds(App *app, double seconds);
