/* Drawing the Rules screen: the text with its chips, the contents, the juggler and the example's
 * words. Reads the state; only lays it out again when the window changed. */
#pragma once

#include "rules_state.h"

void rules_draw(Scene *scene, App *app, double blend);
