/* The Jugglers table's buttons: which the state offers now (labels, on or greyed out, the one
 * the table expects next), and what each does, as engine actions or state changes. Pure. */
#pragma once

#include "jt_state.h"

void jt_buttons_list(const JtState *st, JtButtons *out);
void jt_button_press(JtState *st, JtButtonId id);
