/* The curtain rule both card tables share: the curtain ("Pass the screen to Anna") opens only on
 * a deliberate act of the person it waits for. Nothing opens it before it has been up for a
 * moment (a press meant for the last screen must not land on it), and then only a click on its
 * button or a fresh Enter does: never Space (a throw or +1 key at the tables), never a held key's
 * repeats. Pure: reads the input, decides nothing else. */
#pragma once

#include "app.h"

#include <stdbool.h>

/* The curtain's button for a window of w x h: large, in the lower middle. */
SDL_FRect table_curtain_button(int w, int h, int big_px);
/* up: the curtain is shown; age: seconds it has been up; arm: how long it ignores presses. */
bool table_curtain_opens(bool up, double age, double arm, SDL_FRect button, const Input *in);
