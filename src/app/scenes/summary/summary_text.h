/* The summary in words: each pattern of the game's history as a row, the places in order, and
 * the headlines over the summary and under the winner's name. Pure: no drawing. */
#pragma once

#include "summary_state.h"

/* Row i from the history (and the trick's catalogue entry in juggles[i]). */
void summary_describe(SummaryScene *ss, int i);
/* The places in order: the placed seats by place, then the others by the cards they hold. */
void summary_order_places(SummaryScene *ss, const SsgGame *g);
/* The texts over the summary and under the winner's name (after the rows). */
void summary_headlines(SummaryScene *ss);
