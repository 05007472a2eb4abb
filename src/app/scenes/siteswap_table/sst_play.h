/* The siteswap table in play: actions to the engine, the engine's events as log lines and card
 * moves (the choreography, paced by SST_TIMINGS), verdict banners, the curtain's modes, computer
 * players, performances and guesses, and the tick that runs them. Pure: no SDL; what needs the
 * app (saving, notices, the summary, leaving) is asked for in the state's request fields. */
#pragma once

#include "sst_state.h"

/* Logs the events in words and gives every card that changed place a move. */
void sst_take_events(SstState *st, const SsgEvents *evs);
/* Applies an action: events shown, banners set, the save asked for. */
bool sst_apply(SstState *st, const SsgAction *a, SsgError *err);
/* S40: the seat whose last move may be taken back now (Undo, Ctrl+Z), or -1: a person's own
 * move made on this screen, less than SST_TIMINGS.undo_window ago, no curtain since. */
int sst_undo_seat(const SstState *st);
/* Takes it back; false when nothing may be. */
bool sst_undo(SstState *st);
/* An action of the person behind the curtain: stays private while it is still their move. */
bool sst_submit(SstState *st, const SsgAction *a);

void sst_enter_private(SstState *st, int seat);
void sst_leave_private(SstState *st);

/* One fixed tick of dt seconds. */
void sst_tick(SstState *st, double dt);

/* Performing and guessing. */
/* One more cycle shown. Juggled for real, a count sooner than sst_real_cycle_min after the last
 * one (or after the choice to juggle it) is refused with a notice (S39). */
void sst_count_cycle(SstState *st);
/* The least time one cycle of the pattern performed takes to juggle at a fast human tempo. */
double sst_real_cycle_min(const SstState *st);
double sst_cycle_seconds(const SstState *st);
/* Nothing moves and nothing will until input (or a phone) comes: the loop may sleep. */
bool sst_still(const SstState *st);
/* Seconds of a pattern on screen before any computer may name it. */
double sst_people_first_seconds(const SstState *st);

/* The overlay: a revealed siteswap juggled, the trick picker. */
void sst_show_revealed(SstState *st, int index);
void sst_open_tricks(SstState *st);
void sst_select_trick(SstState *st, int sel);
/* The trick picker's action for the selected trick, in the style chosen for it. */
SsgAction sst_trick_action(const SstState *st);
/* Keeps the trick's chosen style one the engine accepts for the selected trick (the first
 * accepted one otherwise). */
void sst_trick_style_fit(SstState *st);
void sst_trick_go(SstState *st);
/* The catalogue's tricks into the picker's list (trick_ids, tricks_n). */
void sst_list_tricks(SstState *st);

/* The log at the start of a new game, and of a resumed one rebuilt from its actions. */
void sst_log_new_game(SstState *st, unsigned long long seed);
void sst_log_rebuild(SstState *st);
/* A message for the player (the scene shows it). */
void sst_notice(SstState *st, const char *text);

/* The reveal (SstReveal): whether Enter or a click may close it yet, the seconds before it goes
 * on by itself, and closing it. */
bool sst_reveal_may_close(const SstState *st);
double sst_reveal_left(const SstState *st);
void sst_reveal_close(SstState *st);
