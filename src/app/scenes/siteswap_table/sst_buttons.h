/* The siteswap table's buttons: which the state offers now (labels, on or greyed out, the one
 * the table expects next), and what each does, as engine actions or state changes. Pure. */
#pragma once

#include "sst_state.h"

void sst_buttons_list(const SstState *st, SstButtons *out);
void sst_button_press(SstState *st, SstButtonId id);
