#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "sst_fixture.h"

#include <stdio.h>
#include <stdlib.h>

SstFixture *sst_fixture(int people, int computers, SsgLevel level, int starter, uint64_t seed)
{
    static const char *names[] = {"Anna", "Ben", "Cleo", "Dev", "Eve", "Finn"};
    SstFixture *fx = calloc(1, sizeof *fx);
    assert_non_null(fx);
    SsgSetup s = ssgame_default_setup();
    s.seats = people + computers;
    assert_true(s.seats <= (int)(sizeof names / sizeof *names));
    for (int i = 0; i < s.seats; i++) {
        snprintf(s.seat[i].name, sizeof s.seat[i].name, "%s", names[i]);
        s.seat[i].kind = i < people ? SSG_PERSON : SSG_COMPUTER;
        s.seat[i].level = level;
    }
    s.starter = starter;
    s.seed = seed;
    sst_init(&fx->st, &fx->om, &fx->pm, NULL);
    sst_set_window(&fx->st, 1920, 1080, 1, 1, true);
    assert_true(ssgame_new(&fx->st.game, &s, NULL, &fx->st.events, NULL));
    sst_seat_people(&fx->st);
    sst_take_events(&fx->st, &fx->st.events);
    return fx;
}

void sst_fixture_free(SstFixture *fx)
{
    ssgame_free(&fx->st.game);
    free(fx);
}
