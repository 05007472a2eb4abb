/* What a new game is: which card game, the table's own options, and the chosen game's part (its
 * seats and options), which only that game reads (games/<game>/: <game>_choice()).
 *
 * The setup screen fills one in; the tables, their save files and the end-of-game summary read
 * it (Play again deals the same choice with a new seed). It lives on its own so that those
 * screens need not include each other. A choice holds one game's part: the setup screen keeps
 * one choice a game, so switching the game there and back loses nothing. */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* A game of the list (games.h): a choice names its game by its definition, so this header
 * names no game and a new game is one line in the list (game_list.c). */
typedef struct GameDef GameDef;

/* Room for any game's part; each game checks at compile time that its part fits. */
#define GAME_CHOICE_PART_SIZE 512

typedef struct GameChoice {
    const GameDef *game; /* which game: one of the list (games_at); NULL is taken as the first */
    bool phones;         /* Hands on phones: each person seat gets a link for its phone */
    bool no_save;        /* a table opened for a test or a screenshot (--table, --summary): it
                          * leaves the player's saved game alone */
    /* The game's own part (its engine's setup: seats, options, seed), opaque here. */
    union {
        unsigned char bytes[GAME_CHOICE_PART_SIZE];
        max_align_t align;
    } part;
} GameChoice;

/* The first game of the list for two people (Anna and Ben), as Play then Start gives. The
 * seed is cut to six digits, short enough to read out and type in again. */
GameChoice game_choice_default(uint64_t seed);
/* The same for this game of the list, with its own defaults; NULL is the first. */
GameChoice game_choice_for(const GameDef *game, uint64_t seed);

/* The seed of the chosen game, and a new one for it (cut like game_choice_default's). */
uint64_t game_choice_seed(const GameChoice *c);
void game_choice_set_seed(GameChoice *c, uint64_t seed);

/* True when the chosen game can start with these seats and options; otherwise the engine's
 * reason in err. */
bool game_choice_check(const GameChoice *c, char *err, size_t err_size);

/* The game `--table SEATS` opens: a fixed deal (seed 1, so screenshots are the same on every
 * run), one letter a seat ('c' a computer, anything else a person), seat 1 starting (or the first
 * chairman) of that game. It leaves the player's saved game alone unless save_game
 * (--save-game). */
GameChoice game_choice_for_table(const char *seats, const GameDef *game, bool save_game,
                                 bool phones);

/* A choice kept for the next setup, as text: the game's id and the game's own lines
 * (GameDef.setup_text); no game is built. SDL_malloc'd, NULL when out of memory. */
char *game_choice_keep(const GameChoice *c);
/* Reads a kept choice into c: the game it names with its kept seats and options, c's seed and
 * phones kept (a fresh deal all the same). false, c untouched, when the text is not a kept
 * choice, names no game we have or its setup would not start. */
bool game_choice_recall(const char *text, size_t len, GameChoice *c);

/* The lines of kept text one by one, for the games' readers: "key value" gives key and the rest
 * of the line as value (cut to the sizes). *pos starts at 0; false at the end. */
bool game_choice_line(const char *text, size_t len, size_t *pos, char *key, size_t key_size,
                      char *value, size_t value_size);
