/* What a new game is: which card game, its seats and options, and the table's own options.
 *
 * The setup screen fills one in; the tables, their save files and the end-of-game summary read
 * it (Play again deals the same choice with a new seed). It lives on its own so that those
 * screens need not include each other. Each game keeps its own part, so switching the game
 * on the setup screen and back loses nothing. */
#pragma once

#include "jugglers.h"
#include "ssgame.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef enum GameKind {
    GAME_SITESWAP, /* the siteswap card game (src/rules/ssgame.h) */
    GAME_JUGGLERS, /* Jugglers (src/rules/jugglers.h) */
    GAME_KIND_COUNT
} GameKind;

typedef struct GameChoice {
    GameKind kind;
    /* GAME_SITESWAP */
    SsgSetup setup;      /* the engine's setup: 2-6 seats, rule options, cycles, starter, seed */
    bool hint_button;    /* the "best build" hint is offered during this game */
    bool phones;         /* Hands on phones: each person seat gets a link for its phone */
    bool no_save;        /* a table opened for a test or a screenshot (--table, --summary): it
                          * leaves the player's saved game alone */
    /* GAME_JUGGLERS */
    JgSetup jugglers;    /* 2-5 players, round wins needed 1-5, the dummies' sigils, the first
                          * chairman, seed */
} GameChoice;

/* The siteswap card game for two people (Anna and Ben), as Play then Start gives; the
 * Jugglers part is ready too (four players, two of them people). The seed is cut to six
 * digits, short enough to read out and type in again. */
GameChoice game_choice_default(uint64_t seed);

/* The seed of the chosen game, and a new one for it (cut like game_choice_default's). */
uint64_t game_choice_seed(const GameChoice *c);
void game_choice_set_seed(GameChoice *c, uint64_t seed);

/* True when the chosen game can start with these seats and options; otherwise the engine's
 * reason in err. */
bool game_choice_check(const GameChoice *c, char *err, size_t err_size);

/* The game `--table SEATS` opens: a fixed deal (seed 1, so screenshots are the same on every
 * run), one letter a seat ('c' a computer, anything else a person), seat 1 starting (or the first
 * chairman) of the game of that kind. It leaves the player's saved game alone unless save_game
 * (--save-game). */
GameChoice game_choice_for_table(const char *seats, GameKind kind, bool save_game, bool phones);
