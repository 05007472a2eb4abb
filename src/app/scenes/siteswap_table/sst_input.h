/* Input at the siteswap table: the player's keys, clicks, drags and wheel, tested against the
 * frame that was drawn, become state changes and engine actions. */
#pragma once

#include "app.h"
#include "sst_frame.h"

/* Whether this input opens the curtain now. */
bool sst_curtain_opens(const SstState *st, const SstFrame *f, const Input *in);
/* Always handled (the table takes every input while it is on top). */
void sst_input(SstState *st, const SstFrame *f, const Input *in);
