/* Drawing the siteswap table: reads the state and its frame, writes neither. */
#pragma once

#include "app.h"
#include "sst_frame.h"

void sst_draw(App *app, const SstState *st, const SstFrame *f);
