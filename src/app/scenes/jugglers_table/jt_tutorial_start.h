/* Starting the guided first game: the table of its fixed deal with the coach attached (kept
 * apart from jt_tutorial.c, which the scene includes). */
#pragma once

#include "app.h"

/* The guided game's table; NULL when it cannot start (the reason noted on screen). */
Scene *jt_tutorial_create(App *app);
