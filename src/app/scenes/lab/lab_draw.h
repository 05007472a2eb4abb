/* Drawing the Lab: the juggler, the field, the facts, the ladder, the buttons and the browser. */
#pragma once

#include "lab_state.h"

void lab_draw(Scene *scene, App *app, double blend);
