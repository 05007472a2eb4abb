#include "siteswap_games.h"

#include "siteswap_choice.h"
#include "ssgame_ai.h"

#include <stdlib.h>
#include <string.h>

GameChoice siteswap_games_choice(uint64_t seed, const char *seats)
{
    GameChoice c = game_choice_default(seed);
    SsgSetup *s = siteswap_choice(&c);
    s->seats = (int)strlen(seats);
    for (int i = 0; i < s->seats; i++)
        s->seat[i].kind = seats[i] == 'c' ? SSG_COMPUTER : SSG_PERSON;
    return c;
}

SsgGame *siteswap_games_played(const GameChoice *c, const Catalogue *tricks)
{
    SsgGame *g = malloc(sizeof *g);
    SsgEvents *ev = malloc(sizeof *ev);
    SsgError err;
    bool made = g && ev && ssgame_new(g, siteswap_choice(c), tricks, NULL, &err);
    bool over = false;
    if (made) {
        int r = 1;
        for (int i = 0; i < 100000 && r == 1 && g->phase != SSG_PHASE_OVER; i++) {
            ev->n = 0;
            r = ssai_step(g, ev, &err);
        }
        over = g->phase == SSG_PHASE_OVER;
        if (!over)
            ssgame_free(g);
    }
    free(ev);
    if (!over) {
        free(g);
        return NULL;
    }
    return g;
}

void siteswap_games_free(SsgGame *g)
{
    if (!g)
        return;
    ssgame_free(g);
    free(g);
}
