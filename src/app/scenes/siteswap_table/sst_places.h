/* Where things sit on the siteswap table, for the frame and for card motion alike: the layout for
 * the state's window and seats, the places of the piles, and the rows of revealed siteswaps. */
#pragma once

#include "card_motion.h"
#include "sst_state.h"
#include "table_layout.h"

/* The layout for the state's window and seats. */
void sst_layout(const SstState *st, TableLayout *L);

/* Revealed siteswap `index` in the layout: its row, where its cards start and their step, and
 * the first index shown (index < *first_visible or *first_visible == index + 1: not shown). */
void sst_revealed_geometry(const SstState *st, const TableLayout *L, int index, SDL_FRect *row,
                           float *x0, float *step, int *first_visible);
int sst_revealed_capacity(const TableLayout *L, int count, int *cols);
/* Where the on-screen juggler performs: centred over the table, at least 35% of the window's
 * width and 60% of its height, the log and the bottom strip left in view. */
SDL_FRect sst_stage_rect(const TableLayout *L);
/* Inside the stage, a little in from its rounded edge: what the juggler is drawn into. */
SDL_FRect sst_stage_shot_rect(const TableLayout *L);
/* Places on the table for card motion, in fractions of the window. */
MotionPlace sst_pile_place(const SstState *st, const TableLayout *L, int pile);
MotionPlace sst_place_at(const SstState *st, float x, float y, int h, bool face_up);
