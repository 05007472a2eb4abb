/* Computer players for Jugglers.
 *
 * A computer player decides from its own seat's view only (JgView), never the game: it cannot
 * see other sigils, hands, face-down cards or the deck. Its random choices come from the view's
 * decision seed, so a game with computer players is still fully determined by its setup and
 * actions, and every machine plays it the same way. With two players a computer seat also
 * decides where its dummy plays (the view says when the game waits for it).
 *
 * What a seat wants follows from its sigil: a policy sharing the sigil's rank or suit should
 * pass (beat the joker's hand); any other policy had better fail, as it may score for others.
 *
 * Levels:
 *  - easy plays plausibly: it picks the draft its sigil wants most (the joker's when it wants
 *    neither policy) and usually the hand card that improves that hand most;
 *  - normal is greedy on what it sees: for every play it estimates each draft's hand after this
 *    cycle's settling (its own face-down cards as they are, unknown ones as the average unseen
 *    card) and picks the play that makes the policies it wants likeliest to pass and the others
 *    likeliest to fail;
 *  - hard samples the hidden cards consistent with its view (determinization: other seats'
 *    sigils weighted by where they have played this round, then the unseen influence cards
 *    dealt at random to the hands, face-down cards, secrets, deck and discard pile), plays the
 *    rest of the gathering out for every candidate move with a fast default policy (flat Monte
 *    Carlo with common random numbers, the samples spent mostly on the moves that look best after
 *    a first round), and picks the move whose play-outs end best for it:
 *    its points against the best other person's, or winning the round in its last gathering.
 *    It also chooses its secret influences this way. */
#pragma once

#include "jugglers.h"

/* Determinizations per hard decision. The first ones play out every candidate move; the rest
 * only the finalists, the moves that did best in that first look. */
#define JGAI_HARD_SAMPLES 100
#define JGAI_HARD_FIRST_LOOK 30
#define JGAI_HARD_FINALISTS 5

/* What the viewer (a computer seat) does now: the chairman's secret influences, or the play of
 * the seat on turn (its own, or its dummy's with two players). false when the game does not
 * wait for the viewer. */
bool jgai_decide(const JgView *v, JgAction *out);

/* Lets the computer seat the game waits for act once. Returns 1 after an action, 0 when the
 * game is over or waits for a person, -1 when an action was refused (err says why: a bug).
 * events gets what happened. */
int jgai_step(JgGame *g, JgEvents *events, JgError *err);
