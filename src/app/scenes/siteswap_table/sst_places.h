/* Where things sit on the siteswap table, for the frame and for card motion alike: the layout for
 * the state's window and seats, the places of the piles, and the rows of revealed siteswaps. */
#pragma once

#include "card_motion.h"
#include "sst_state.h"
#include "table_layout.h"

/* The places only the siteswap table has, beside the kit's layout: the two piles and their
 * labels in the middle, the revealed siteswaps beside them, and in the strip the built
 * pattern's cards and the feedback right of them. */
typedef struct SstLayout {
    float pickup_cx, pickup_cy, discard_cx, discard_cy;
    SDL_FRect pickup_label, discard_label; /* "Pick-up" and "Discard" above the piles */
    SDL_FRect revealed;       /* rows of revealed siteswaps */
    int revealed_card_h;
    float revealed_row_h;     /* one row: who laid it, then its cards */
    int build_card_h;         /* the pattern being built (in the kit's build row) */
    SDL_FRect feedback;       /* legal or not and why, balls, period, reductions */
} SstLayout;

/* The siteswap table's own places in the kit's layout L (text_scale: the player's text size,
 * as L was made with). */
void sst_layout_places(const TableLayout *L, float text_scale, SstLayout *S);
/* Both layouts for the state's window and seats. */
void sst_layout(const SstState *st, TableLayout *L, SstLayout *S);

/* Where a revealed siteswap lies: its box (every line of it), where its cards start, their
 * step and how many a line holds. Not shown: scrolled out of view. */
typedef struct SstRevealedPlace {
    SDL_FRect box;
    float x0, step;
    int per_line, lines;
    bool shown;
} SstRevealedPlace;

typedef struct SstRevealedPlan {
    SstRevealedPlace at[SSG_MAX_REVEALED];
    int before, after;    /* older and newer siteswaps out of view */
} SstRevealedPlan;

/* Every revealed siteswap's place, for the state's scroll. */
void sst_revealed_plan(const SstState *st, const TableLayout *L, const SstLayout *S,
                       SstRevealedPlan *out);
/* How far back the revealed siteswaps scroll before the oldest is in view. */
int sst_revealed_max_scroll(const SstState *st, const TableLayout *L, const SstLayout *S);
/* Centre of card pos of a placed siteswap; false when its line is cut off (too long to show). */
bool sst_revealed_card_at(const SstLayout *S, const SstRevealedPlace *p, int pos, float *cx,
                          float *cy);
/* Where the on-screen juggler performs: centred over the table, at least 35% of the window's
 * width and 60% of its height, the log and the bottom strip left in view. */
SDL_FRect sst_stage_rect(const TableLayout *L);
/* Inside the stage, a little in from its rounded edge: what the juggler is drawn into. */
SDL_FRect sst_stage_shot_rect(const TableLayout *L);
/* Places on the table for card motion, in fractions of the window. */
MotionPlace sst_pile_place(const SstState *st, const TableLayout *L, const SstLayout *S,
                           int pile);
MotionPlace sst_place_at(const SstState *st, float x, float y, int h, bool face_up);
