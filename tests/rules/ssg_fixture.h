/* What the siteswap card game's tests share (test_ssgame.c, test_ssgame_history.c and the app's
 * summary test): a fixture holding a game whose catalogue knows four tricks, and cards of given
 * values picked from a dealt hand. */
#pragma once

#include "catalogue.h"
#include "ssgame.h"
#include "ssgame_history.h"

#include <stdbool.h>
#include <stdint.h>

typedef struct SsgFixture {
    Catalogue tricks; /* Cascade 3, Mills Mess 3, Box (4,2x)*, Burke's Barrage 423 */
    SsgGame g;
    SsgEvents ev;
    SsgError err;
    SsgHistory h;     /* for the tests of the game's story */
} SsgFixture;

/* cmocka's group setup and teardown: *state is the SsgFixture. */
int ssg_fixture_setup(void **state);
int ssg_fixture_teardown(void **state);
/* A new game of this setup in the fixture (the last one freed), its events in f->ev. */
SsgGame *ssg_fixture_start(SsgFixture *f, SsgSetup s);

/* Applies the action to the fixture's game (its events in f->ev), failing the test when the
 * rules refuse it or break an invariant. */
void ssg_ok(SsgFixture *f, SsgAction a);

/* Cards of the seat's hand for these values, each card once; false if the hand lacks one. */
bool ssg_cards_for(const SsgGame *g, int seat, const int *values, int n, uint8_t *cards);
