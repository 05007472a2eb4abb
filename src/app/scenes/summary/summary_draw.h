/* Drawing the summary: the winner's moment, the places, the rows, the Watch overlay. Reads the
 * state; writes only where the Watch buttons were drawn (for input and the probe). */
#pragma once

#include "summary_state.h"

void summary_draw(Scene *scene, App *app, double blend);
