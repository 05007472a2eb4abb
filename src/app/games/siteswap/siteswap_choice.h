/* The siteswap card game's part of a GameChoice: only this game's folders read it (games/siteswap/,
 * scenes/siteswap_table/). Its defaults, rows on the setup screen and kept lines (siteswap_choice.c). */
#pragma once

#include "games.h"
#include "ssgame.h"

/* Its id in the games list (--game's name): its table scene and the summary find its GameDef
 * by it (games_named), as the definition uses them. */
#define SITESWAP_ID "siteswap"

/* This game's part of a choice: the engine's setup, and the table's own option, which the
 * engine knows nothing of. */
typedef struct SiteswapPart {
    SsgSetup setup;             /* 2-6 seats, rule options, cycles, starter, seed */
    bool hint_button;           /* the "Best build" hint is offered during this game */
} SiteswapPart;

SiteswapPart *siteswap_part(const GameChoice *c);
/* The engine's setup in a choice of this game (siteswap_part(c)->setup). */
SsgSetup *siteswap_choice(const GameChoice *c);

/* Its setup rows, defaults and kept lines (siteswap_choice.c) */
extern const GameSetupRows siteswap_rows;
void siteswap_choice_defaults(GameChoice *c);
uint64_t siteswap_seed(const GameChoice *c);
void siteswap_set_seed(GameChoice *c, uint64_t seed);
bool siteswap_choice_check(const GameChoice *c, char *err, size_t err_size);
void siteswap_for_table(GameChoice *c, const char *seats);
char *siteswap_setup_text(const GameChoice *c);
bool siteswap_setup_read(const char *text, size_t len, GameChoice *c);
