#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "ssg_fixture.h"

#include <stdlib.h>

static const char trick_text[] =
    "Cascade | 3 | 3 | normal | plain\n"
    "Mills Mess | 3 | 3 | mills-mess | arms cross\n"
    "Box | (4,2x)* | 3 | normal | see-saw\n"
    "Burke's Barrage | 423 | 3 | burkes-barrage | arms\n";

int ssg_fixture_setup(void **state)
{
    SsgFixture *f = calloc(1, sizeof *f);
    CatalogueError cerr;
    if (!f || !catalogue_parse(trick_text, &f->tricks, &cerr)) {
        free(f);
        return -1;
    }
    *state = f;
    return 0;
}

int ssg_fixture_teardown(void **state)
{
    SsgFixture *f = *state;
    ssgame_free(&f->g);
    catalogue_free(&f->tricks);
    free(f);
    return 0;
}

SsgGame *ssg_fixture_start(SsgFixture *f, SsgSetup s)
{
    ssgame_free(&f->g);
    f->ev.n = 0;
    assert_true(ssgame_new(&f->g, &s, &f->tricks, &f->ev, &f->err));
    return &f->g;
}

void ssg_ok(SsgFixture *f, SsgAction a)
{
    f->ev.n = 0;
    if (!ssgame_apply(&f->g, &a, &f->ev, &f->err)) {
        char line[256];
        ssgame_action_text(&a, line, sizeof line);
        fail_msg("rejected %s: %s", line, f->err.message);
    }
    if (!ssgame_invariants(&f->g, &f->err))
        fail_msg("invariant: %s", f->err.message);
}

bool ssg_cards_for(const SsgGame *g, int seat, const int *values, int n, uint8_t *cards)
{
    const Pile *h = &g->hand[seat];
    bool used[SSG_CARDS] = {false};
    for (int k = 0; k < n; k++) {
        int found = -1;
        for (int i = 0; i < h->n && found < 0; i++)
            if (!used[i] && ssgame_card_value(g, seat, h->card[i]) == values[k])
                found = i;
        if (found < 0)
            return false;
        used[found] = true;
        cards[k] = h->card[found];
    }
    return true;
}
