/* The winner's moment: balls, clubs, rings and the winner's own cards thrown up and falling,
 * from the game's seed. Pure: positions in window widths and heights; summary_draw.c draws them. */
#pragma once

#include "summary_state.h"

/* Balls, clubs and/or rings as the game's were (neither: clubs), and the cards already in
 * card_rank, card_suit (cards_n of them), from the game's seed. */
void summary_start_sparks(SummaryScene *ss, uint64_t seed, bool clubs, bool rings);
/* One tick of dt seconds: props fly, fall and are thrown again while the moment lasts. */
void summary_step_sparks(SummaryScene *ss, double dt);
/* The summary comes: the props are caught, Enter and Esc wait a moment. */
void summary_end_moment(SummaryScene *ss);
