/* The siteswap table's state without a window, for the tests of its logic (test_sst_logic.c,
 * test_sst_reveal.c): a dealt game at 1920x1080, its people seated, its deal's events taken. */
#pragma once

#include "sst_frame.h"
#include "sst_play.h"

#include <stdint.h>

typedef struct SstFixture {
    SstState st;
    AnimMotion om, pm;
    SstFrame f;
} SstFixture;

/* people person seats first (Anna, Ben, Cleo...), then computers at level; seat starter starts.
 * Fails the test when the engine refuses the game. */
SstFixture *sst_fixture(int people, int computers, SsgLevel level, int starter, uint64_t seed);
void sst_fixture_free(SstFixture *fx);
