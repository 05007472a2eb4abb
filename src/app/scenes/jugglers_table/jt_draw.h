/* Drawing the Jugglers table: reads the state and its frame, writes neither. */
#pragma once

#include "app.h"
#include "jt_frame.h"

void jt_draw(App *app, const JtState *st, const JtFrame *f, double ahead);
