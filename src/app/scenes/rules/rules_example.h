/* The example on show on the Rules screen: a picked chip (a siteswap, a card pattern or a
 * trick) juggled beside the text, or why it cannot be; the cascade before any is picked. */
#pragma once

#include "rules_state.h"

/* The cascade, before the player picks an example. */
void rules_show_cascade(RulesScene *rs);
/* Juggles (or explains) the example of a link, which gets the focus. */
void rules_pick_link(RulesScene *rs, int link);
