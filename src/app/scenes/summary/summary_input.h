/* Input on the summary: skipping the moment, choosing and watching rows, scrolling, Play again
 * and Back (which leave: the scene may be gone when summary_input returns). */
#pragma once

#include "summary_state.h"

bool summary_input(Scene *scene, App *app, const Input *in);
