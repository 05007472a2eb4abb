/* The Jugglers table in play: actions to the engine, the engine's events as log lines, card
 * moves and die rolls (paced by JT_TIMINGS), verdict banners, the curtain's modes, computer
 * players, a round's scores, and the tick that runs them. Pure: no SDL; what needs the app
 * (saving, notices, leaving) is asked for in the state's request fields. */
#pragma once

#include "jt_state.h"

/* The gatherings the events finish, added to a match's record (rec, n of them, the oldest
 * dropped past JT_RECORD): their policies, the three hands as settled (J17) and which policies
 * passed (J6). before: the public view before the events. Run over a resumed game's replayed
 * actions too, so its summary is whole. */
void jt_record_events(JtGathering *rec, int *n, const JgView *before, const JgEvents *evs);
/* Logs the events in words and gives every card that changed place a move, every roll a die. */
void jt_take_events(JtState *st, const JgEvents *evs);
/* Applies an action: events shown, banners set, the save asked for. false with err's reason. */
bool jt_apply(JtState *st, const JgAction *a, JgError *err);
/* The action of the person behind the curtain; the screen goes public again after it. A refused
 * action changes nothing and says why in the notice. */
bool jt_submit(JtState *st, const JgAction *a);
/* Plays the picked card (st->pick) on a column for the seat on turn. */
bool jt_play_pick(JtState *st, int draft);

void jt_enter_private(JtState *st, int seat);
void jt_leave_private(JtState *st);

/* True while a round's scores are up and wait to be dismissed. */
bool jt_scoring_shown(const JtState *st);
void jt_dismiss_scoring(JtState *st);

/* A gathering's end held up (JtHeld): seconds until it goes on by itself; whether Enter or a
 * click may take the table on now (after held_min), and doing so (false when not yet). */
double jt_held_left(const JtState *st);
bool jt_held_may_go_on(const JtState *st);
bool jt_held_go_on(JtState *st);
/* F or Hurry: the cards faster (a second time: at once), but never past a held gathering. */
void jt_hurry(JtState *st);

/* One fixed tick of dt seconds. */
void jt_tick(JtState *st, double dt);

/* The log at the start of a new game, and of a resumed one rebuilt from its actions. */
void jt_log_new_game(JtState *st, unsigned long long seed);
void jt_log_rebuild(JtState *st);
void jt_notice(JtState *st, const char *text);
/* Why the curtain waits for the shown seat, in words. */
void jt_curtain_why(const JtState *st, char *buf, size_t size);
/* The die shown now: the newest roll that has started on the timeline (NULL: none yet), and
 * how far it is (0..1 tumbling, 1 landed). */
const JtDie *jt_die_now(const JtState *st, double ahead, double *landed);
