/* The pattern a person builds at the table: cards in order, a caret where the next one goes,
 * reductions toggled per throw, the style when the pattern was played before, and the engine's
 * verdict as it changes. Pure: it asks the engine (ssgame_check), never decides. */
#pragma once

#include "sst_state.h"

void sst_build_clear(SstState *st);
/* The verdict, facts and reductions for the build as it is now. */
void sst_build_refresh(SstState *st);
void sst_build_insert(SstState *st, int card, int at);
void sst_build_remove(SstState *st, int at);
/* Starts extending revealed siteswap `target`: its cards fill the row, fixed. */
void sst_build_extend(SstState *st, int target);
/* Moves built card i to gap `gap` (0..n), keeping its reduction. */
void sst_build_move(SstState *st, int i, int gap);
/* Adds the first card of this rank not yet used, at the caret (at the end when discarding);
 * false, with the reason in the verdict, when the hand has none left. */
bool sst_build_add_rank(SstState *st, int rank);
/* Backspace: removes the own card before the caret. */
void sst_build_backspace(SstState *st);
/* The engine action the build makes (build or extend). */
SsgAction sst_build_action(const SstState *st);
/* Fills the build with the engine's best build from the hand (the "Best build" hint). */
void sst_build_best(SstState *st);
/* The private hand in the order shown, without the cards already in the build. */
int sst_hand_order(const SstState *st, int *out);
