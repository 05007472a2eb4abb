/* Drawing the siteswap table: reads the state and its frame, writes neither. */
#pragma once

#include "app.h"
#include "layer.h"
#include "sst_frame.h"

/* base: the scene's cached layer of the table at rest (freed with the scene). */
void sst_draw(App *app, DrawLayer *base, const SstState *st, const SstFrame *f);
