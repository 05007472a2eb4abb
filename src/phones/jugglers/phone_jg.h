/* Jugglers on phones: its part of the phone protocol (phone_protocol.h has the links, routes,
 * events, caps and answers every game shares) and its side of the phone table (phone_table.h):
 * its seats, its events turned into each seat's log, and a tick that hands the table its ops.
 * The table answers and publishes; these only say how a check is answered, how an action is
 * judged and applied (through the caller's apply, the same path as the big screen's) and how a
 * seat's view is written (phone_jg_act.h, phone_jg_view.h).
 *
 * Person seats get links; computer players and dummies do not (with two players each player's
 * phone plays the dummy on its left, J21).
 *
 * ---- Its action lines (POST /s/T/action and /s/T/check) ----
 * Jugglers' save-file lines (jugglers_action_text writes them, jugglers_action_parse reads
 * them), seats counted from 1:
 *     secrets SEAT COUNT          the chairman includes COUNT secret influences (0..secrets_max)
 *     play SEAT CARD DRAFT        CARD a hand card ("9h", "10s") or "deck" (the top card, unseen);
 *                                 DRAFT left|joker|right; SEAT is the seat on turn: this seat,
 *                                 or the dummy it plays for ("plays_for")
 *     next-round SEAT             goes on from a round's scores (the big screen's Next round),
 *                                 while "next_round" is true; 409 otherwise
 * judged by jugglers_check; a check's "facts" are always null.
 *
 * ---- Its view ----
 * Built only from jugglers_view(game, seat) (never another seat's hand or sigil, a face-down
 * card other than the seat's own hand cards, the deck, a secret influence, the seed):
 * {"game":"jugglers","version":N,"seat":1,"name":"Anna","phase":"secrets"|"play"|"over",
 *  "round":1,"gathering":2,"gatherings":6,"cycle":1,"cycles":4,  (counts from 1; over: may run
 *                                  one past the last)
 *  "chairman":N,"turn":N (0 outside play),"waiting_for":N (0 when over),
 *  "your_decision":bool,           the game waits for this seat (as chairman, on turn, or for
 *                                  its dummy)
 *  "plays_for":N,                  the seat whose card goes down now when your_decision in play
 *                                  (this seat or its dummy; a dummy plays only "deck"), else 0
 *  "secrets_max":N,                when your_decision in "secrets", else 0
 *  "sigil":"Qs"|null,"hand":["9h","4c"],"deck":N,
 *  "drafts":[{"draft":"left"|"joker"|"right","policy":"Kh"|null,"hand":["7s"],
 *             "words":"High card, 7","ahead":1|0|-1 (the policy's hand against the joker's; only
 *             ahead passes, J6; 0 for the joker),"down":[{"seat":N (0: a secret influence),
 *             "from":"hand"|"deck"|"secret","card":"9h"|null (only this seat's own hand
 *             card)}],"secrets":N (waiting for the last cycle)}],
 *  "seats":[{"seat":1,"name":"Anna","kind":"person"|"computer"|"dummy","controller":N (0 none),
 *            "cards":N,"has_sigil":bool,"wins":N,"phone":bool}],
 *  "village":["Ad"],"rejected":["Jc"],"wins_to_win":2,
 *  "result":null | {"round":1,"sigils":["Qs",null,...] (by seat; all revealed),
 *                   "half_points":[4,1,...],"won":[bool,...]},   the last round's end, only
 *                                  while the big screen shows its scores, and when over
 *  "next_round":bool,              the screen shows a round's scores with Next round: any linked
 *                                  seat may send "next-round SEAT"
 *  "winners":[seats] (when over),"log":[...]}
 */
#pragma once

#include "jugglers.h"
#include "phone_table.h"

#include <stdbool.h>

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
