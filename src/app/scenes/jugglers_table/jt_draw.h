/* Drawing the Jugglers table: reads the state and its frame, writes neither. */
#pragma once

#include "app.h"
#include "jt_frame.h"
#include "layer.h"

/* base: the table at rest, cached between frames (drawn again when what it shows changes). */
void jt_draw(App *app, DrawLayer *base, const JtState *st, const JtFrame *f, double ahead);
