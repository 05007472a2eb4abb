/* Input on the Rules screen: scrolling (wheel, drag, keys, the bar), the contents list, chips
 * pressed or reached with Tab, and Esc back. */
#pragma once

#include "rules_state.h"

bool rules_input(Scene *scene, App *app, const Input *in);
