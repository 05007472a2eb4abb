/* Guessing at the siteswap table: a seat buzzes in during a performance nobody has named yet,
 * types the siteswap (or picks the trick's name) in its panel, and the guess goes to the rules
 * like any action (sst_apply). Pure C: no SDL. */
#pragma once

#include "sst_state.h"

#include <stdbool.h>

/* Opens the seat's guess panel, or puts up why it may not guess now. from_key: the buzz key's
 * own text event is not part of the guess. */
void sst_buzz(SstState *st, int seat, bool from_key);
void sst_guess_text(SstState *st, const char *text);
/* A typed character jumps to the next trick name starting with it, in the guess or the picker. */
void sst_guess_pick_letter(SstState *st, const char *typed);
void sst_trick_pick_letter(SstState *st, const char *typed);
void sst_submit_guess(SstState *st);

