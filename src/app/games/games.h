/* The games the app plays, in one list (game_list.c): what the rest of the app asks of a game,
 * so that the title, the setup, Continue, the command line, the probe and the Rules name none.
 *
 * Each game keeps its definition in its own folder (games/siteswap/, games/jugglers/) beside
 * its table scene (scenes/siteswap_table/, scenes/jugglers_table/); only those folders include
 * its rules headers. A new game: its folder with a GameDef, and one line in game_list.c. */
#pragma once

#include "app.h"
#include "game_choice.h"
#include "options.h"

#include <limits.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define GAMES_LINE 200

/* What a save file's text says of its game (GameDef.save_read). */
typedef struct GameSave {
    bool known;                  /* false: out of memory, nothing could be said */
    char why[PATH_MAX + 200];    /* damaged: why it cannot be read; "" when it reads */
    bool over;                   /* the game in it has ended */
    char line[GAMES_LINE];       /* the title's line, naming the game ("Jugglers: Anna, ...") */
    char plain[GAMES_LINE];      /* the line "A game is in progress" gives ("Anna, Ben · turn 7") */
    char brief[64];              /* the short one ("3 players · turn 7") */
} GameSave;

typedef struct GameDef {
    const char *id;              /* "siteswap": --game's name */
    const char *title;           /* "Siteswap card game": the setup's and the messages' name */
    GameKind kind;               /* its part of a GameChoice */
    const char *rules_file;      /* its Rules screen's text, under the data folder */
    const char *rules_name;      /* its name in the Rules screen's heading ("Jugglers") */
    const char *rules_idle;      /* the Rules' line while no example of the text is juggled */
    int max_seats;               /* the most seats --table may give it */
    /* Whether save text is this game's. NULL: every text no other game claims. */
    bool (*save_is)(const char *text, size_t len);
    /* What save text of this game says (damaged, over, its lines). */
    void (*save_read)(const App *app, const char *text, size_t len, GameSave *out);
    /* The table for save text of this game, resumed where it stopped; NULL with the reason. */
    Scene *(*resume)(App *app, const char *text, size_t len, char *err, size_t err_size);
    /* A new game's table for this choice; NULL when out of memory. */
    Scene *(*create)(App *app, const GameChoice *choice);
    /* A guided first game (--tutorial, the setup's Tutorial): one person and computers, a coach
     * showing each kind of move; NULL when out of memory or the game has none. */
    Scene *(*tutorial)(App *app);
    /* --summary SEED: computers play a whole game dealt from seed; its summary (NULL: none). */
    Scene *(*self_played)(App *app, uint64_t seed);
    /* The choice kept as text for the next setup (SDL_malloc'd; NULL when it cannot be), and
     * read back into choice (its seed kept: a fresh deal all the same); false when the text is
     * not this game's setup. */
    char *(*setup_text)(const GameChoice *choice);
    bool (*setup_read)(const char *text, size_t len, GameChoice *choice);
} GameDef;

/* The list, in the order the setup offers them; the first is the default. */
int games_count(void);
const GameDef *games_at(int i);
/* The game called id (--game's name); NULL when there is none. */
const GameDef *games_named(const char *id);
/* The game of a choice's kind (the first one for an unknown kind). */
const GameDef *games_of_kind(GameKind kind);
/* The game after this one in the list (round to the first): the Rules' G, the setup's Game row. */
const GameDef *games_next(const GameDef *game);
/* The game save text is of: the first that claims it, else the one that takes the rest. */
const GameDef *games_of_save(const char *text, size_t len);
/* The games' names and seat limits for the command line (core/options.h). */
void games_options(OptionsGames *out);

/* The list itself (game_list.c): n set to its length. */
const GameDef *const *game_list(int *n);
