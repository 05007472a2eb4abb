/* Each game's side of the phone table (phone_table.h): its seats, its events turned into each
 * seat's log, and a tick that hands the table the game's ops. The table answers and publishes;
 * these only say how a check is answered, how an action is judged and applied (through the
 * caller's apply, the same path as the big screen's) and how a seat's view is written. */
#pragma once

#include "jugglers.h"
#include "phone_table.h"
#include "ssgame.h"

#include <stdbool.h>

/* ---- The siteswap card game ---- */

/* Applies a checked action the way the screen does (events, animation, log, save). */
typedef bool (*PhoneApplyFn)(void *ctx, const SsgAction *a, SsgError *err);

void phone_ssg_seats(const SsgSetup *setup, PhoneSeats *out);
/* Events the game produced (every action's, whoever made it): each seat's log. */
void phone_ssg_events(PhoneTable *t, const SsgSetup *setup, const SsgEvents *events);
/* phone_table_tick for this game. choosing: a performer at the screen chooses how to perform,
 * so guessing is not open yet. */
int phone_ssg_tick(PhoneTable *t, const SsgGame *g, bool choosing, PhoneApplyFn apply,
                   void *ctx);

/* ---- Jugglers ---- */

/* Applies a checked action the way the screen does (events, card moves, log, save). */
typedef bool (*PhoneJApplyFn)(void *ctx, const JgAction *a, JgError *err);

/* Next round pressed on a phone while the round's scoring shows: the table goes on, as when
 * Next round is pressed on the big screen. */
typedef void (*PhoneJNextFn)(void *ctx);

void phone_jg_seats(const JgGame *g, PhoneSeats *out);
void phone_jg_events(PhoneTable *t, const JgGame *g, const JgEvents *events);
/* phone_jg_tick_round without a round's scoring on screen. */
int phone_jg_tick(PhoneTable *t, const JgGame *g, PhoneJApplyFn apply, void *ctx);
/* phone_table_tick for Jugglers. scoring: the big screen shows the last round's end with Next
 * round; the phones then show that result and may send "next-round SEAT", which calls next. */
int phone_jg_tick_round(PhoneTable *t, const JgGame *g, bool scoring, PhoneJApplyFn apply,
                        PhoneJNextFn next, void *ctx);
