/* Input at the Jugglers table: the players' keys, clicks, drags and wheel, tested against the
 * frame that was drawn, become state changes and engine actions. */
#pragma once

#include "app.h"
#include "jt_frame.h"

/* Always handled (the table takes every input while it is on top). */
void jt_input(JtState *st, const JtFrame *f, const Input *in);
