/* The siteswap card game on phones: its part of the phone protocol (phone_protocol.h has the
 * links, routes, events, caps and answers every game shares) and its side of the phone table
 * (phone_table.h): its seats, its events turned into each seat's log, and a tick that hands the
 * table its ops. The table answers and publishes; these only say how a check is answered, how
 * an action is judged and applied (through the caller's apply, the same path as the big
 * screen's) and how a seat's view is written (phone_ssg_act.h, phone_ssg_view.h).
 *
 * ---- Its action lines (POST /s/T/action and /s/T/check) ----
 * The game's save-file action format (ssgame_action_text writes it, ssgame_action_parse reads
 * it); seats, revealed siteswaps and throw positions count from 1:
 *     build SEAT CARD... style PROP HAND MOVE [reduce POS...] [screen]
 *     extend SEAT on INDEX CARD... style PROP HAND MOVE [reduce POS...] [screen]
 *         (CARD... is the whole new sequence: the revealed siteswap's cards in order, with the
 *          seat's own cards inserted between them)
 *     trick SEAT "NAME" style PROP HAND MOVE [screen]
 *     skip SEAT          screen SEAT        cycle SEAT        laydown SEAT      drop SEAT
 *     hint SEAT balls|period|highest        guess SEAT "TEXT"
 *     take SEAT pickup|discard              discard SEAT CARD                   decline SEAT
 *     discard-two SEAT CARD [CARD]          draw SEAT
 *   PROP balls|clubs|rings, HAND right|left, MOVE normal|reverse|mills-mess.
 *   Quoted words: \" and \\ escape. Cards as in the view: "9h1", "10c2", "Ad1".
 * Notes: "laydown" is one word; the trick discard is "discard-two"; "draw" is the between-turns
 * draw of a seat holding fewer than 3 cards (see "may_draw"). A build/extend/trick line without
 * "screen" means the person juggles it for real: the phone then counts cycles ("cycle SEAT") or
 * hands it to the on-screen juggler ("screen SEAT"); the big screen offers the same buttons.
 * With "screen" the on-screen juggler performs and counts its own cycles.
 * SEAT must be the token's seat.
 *
 * ---- Its checks ----
 *     {"ok":bool,"error":"" or "why","facts":null | {"values":[9,4],"performed":[9,4],
 *      "valid":bool,"balls":N,"period":N,"why":"..."}}
 * facts only for build/extend lines whose cards parse: values are the written throws (the cards'
 * values for this seat), performed after the chosen reductions; valid/balls/period/why describe
 * the performed pattern as a vanilla siteswap (balls and period -1 when invalid; why "" when
 * valid). "ok" is the rules' full verdict (turn, hand, styles, reductions, ...).
 *
 * ---- Its view ----
 * Built only from ssgame_view(game, seat): never another seat's cards, the pick-up pile's order,
 * the seed, or the juggled throws while guessing is open.
 * {"game":"siteswap","version":N,"seat":1,"name":"Anna",
 *  "phase":"turn"|"perform"|"trick_discard"|"exchange"|"over",
 *  "turn":2,                       seat on turn (from 1)
 *  "your_turn":bool,               turn == seat and phase "turn"
 *  "waiting_for":N,                the seat whose decision the game waits for, 0 when over
 *  "hand":["9h1","4c2"],           this seat's cards, in hand order
 *  "values":[9,4],                 the throw value of each hand card for this seat (its flash
 *                                  decides 10s and Aces), same order as "hand"
 *  "flash":5,                      this seat's highest flash
 *  "seats":[{"seat":1,"name":"Anna","kind":"person"|"computer","cards":5,"place":0,
 *            "phone":bool,"wrong_guesses":0}],     cards = held (hand + face-down stack)
 *  "pickup":40,                    cards in the pick-up pile (a count only)
 *  "discard":["7s1"],              face up, bottom first (last = top)
 *  "revealed":[{"index":1,"cards":["5h1","3c1","1d2"],"pattern":"531","laid_by":2}],
 *  "performance":null | {"performer":2,"kind":"build"|"extend"|"trick","target":0 (extend, from
 *       1; else 0),"on_screen":bool,"cycles":N,"cycles_to_lay_down":N,"catch_cycles":N,
 *       "style":{"prop":"balls","hand":"right","move":"normal"},
 *       "hints":{"balls":-1,"period":-1,"highest":-1},  (-1 until given)
 *       "recognised_by":0 (seat from 1, 0 none),"guessed_at":-1 (this seat's last guess cycle),
 *       "you_perform":bool,"you_may_guess":bool, (false while "choosing")
 *       "choosing":bool (the performer, at the screen, chooses how to perform: juggle it or the
 *                        screen; guessing opens after, and a guess sent now gets 409),
 *       "own":null | ["9h1","4c2"]  (the performer's own view only: the pattern as built)},
 *  "exchange":null | {"seat":N,"taken":bool},
 *  "may_draw":bool,                this seat holds fewer than 3 cards and may "draw"
 *  "end":"" | "why the game ended, in words",
 *  "options":{"catch_rule":bool,"advanced":bool,"guess_penalty":bool,"places":bool,"cycles":N},
 *  "tricks":["Mills Mess", ...],  the tricks the screen's list offers (catalogue order): a trick
 *                                  is juggled ("trick SEAT \"NAME\" ...") and guessed ("guess SEAT
 *                                  \"NAME\"") by one of these names; [] without a catalogue
 *  "log":["Anna laid 5 cards face down", ...]}     last 10 lines this seat may read, oldest first
 *                                  (deals, cycles and single revealed cards are not logged:
 *                                  the cards show them; the viewer's own draws name the card)
 * Card suits in the log are the symbols.
 */
#pragma once

#include "phone_table.h"
#include "ssgame.h"

#include <stdbool.h>

/* Applies a checked action the way the screen does (events, animation, log, save). */
typedef bool (*PhoneApplyFn)(void *ctx, const SsgAction *a, SsgError *err);

void phone_ssg_seats(const SsgSetup *setup, PhoneSeats *out);
/* Events the game produced (every action's, whoever made it): each seat's log. */
void phone_ssg_events(PhoneTable *t, const SsgSetup *setup, const SsgEvents *events);
/* phone_table_tick for this game. choosing: a performer at the screen chooses how to perform,
 * so guessing is not open yet. */
int phone_ssg_tick(PhoneTable *t, const SsgGame *g, bool choosing, PhoneApplyFn apply,
                   void *ctx);
