/* The games the app plays, in one list (game_list.c): what the rest of the app asks of a game,
 * so that the title, the setup, Continue, the command line, the probe and the Rules name none.
 *
 * Each game keeps its definition in its own folder (games/siteswap/, games/jugglers/) beside
 * its screens (every scenes/<game>_ folder: its table, with its end-of-game summary); only
 * those folders include its rules headers. A new game: src/README.md, "Adding a game", lists
 * its files. */
#pragma once

#include "app.h"
#include "game_choice.h"
#include "options.h"

#include <limits.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define GAMES_LINE 200
#define GAMES_MAX 8            /* games in the list at most */
#define GAMES_MAX_SEATS 6      /* seat rows the setup screen has room for */
#define GAMES_MAX_OPTIONS 8    /* a game's option rows at most */

/* What a save file's text says of its game (GameDef.save_read). */
typedef struct GameSave {
    bool known;                  /* false: out of memory, nothing could be said */
    char why[PATH_MAX + 200];    /* damaged: why it cannot be read; "" when it reads */
    bool over;                   /* the game in it has ended */
    char line[GAMES_LINE];       /* the title's line, naming the game ("Jugglers: Anna, ...") */
    char plain[GAMES_LINE];      /* the line "A game is in progress" gives ("Anna, Ben · turn 7") */
    char brief[64];              /* the short one ("3 players · turn 7") */
} GameSave;

/* A game's rows on the setup screen: its seats (a name, person or a computer's level, and
 * perhaps a third field) and its options, read and changed through its part of a GameChoice.
 * The setup screen adds the Game row above, Hands on phones among the options (at phones_at)
 * and the deal's seed, Start and Back below. */
typedef struct GameSetupRows {
    const char *seats_label;     /* "Seats", "Players" */
    const char *keys;            /* the line under the seats on how the rows work */
    int options;                 /* how many option rows (at most GAMES_MAX_OPTIONS) */
    int phones_at;               /* where the Hands on phones row goes among them */
    int (*seat_count)(const GameChoice *c);
    void (*step_seats)(GameChoice *c, int dir);
    char *(*seat_name)(GameChoice *c, int seat, size_t *size);
    /* 0 a person, 1..3 a computer easy, normal, hard: the order the arrows go through. */
    int (*seat_kind)(const GameChoice *c, int seat);
    void (*set_seat_kind)(GameChoice *c, int seat, int kind);
    /* A seat's third field ("flash 5"), stepped by dir; NULL when a seat has none. */
    void (*seat_extra)(const GameChoice *c, int seat, char *text, size_t size);
    void (*step_seat_extra)(GameChoice *c, int seat, int dir);
    bool (*option_visible)(const GameChoice *c, int option);
    bool (*option_stepped)(int option);  /* changed by ‹ › (else a switch or a number) */
    void (*option_text)(const GameChoice *c, int option, char *label, char *value, size_t n);
    void (*option_change)(GameChoice *c, int option, int dir);
    /* The line under the seats for the seat the keys are on (-1 for none): true when it says
     * something of this choice (shown bold, and reported to tests), false for a plain aside;
     * "" for nothing. */
    bool (*under)(const GameChoice *c, int focus_seat, char *buf, size_t size);
} GameSetupRows;

/* (typedef'd in game_choice.h, so a choice can name its game) */
struct GameDef {
    const char *id;              /* "siteswap": --game's name */
    const char *title;           /* "Siteswap card game": the setup's and the messages' name */
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
    /* Its part of a new choice: the default seats and options (c->game is set). */
    void (*defaults)(GameChoice *c);
    /* The deal's seed in its part, read and set as given. */
    uint64_t (*seed)(const GameChoice *c);
    void (*set_seed)(GameChoice *c, uint64_t seed);
    /* Whether its engine starts with this part; its reason in err when not. */
    bool (*check)(const GameChoice *c, char *err, size_t err_size);
    /* --table SEATS: one letter a seat ('c' a computer), the first seat starting. */
    void (*for_table)(GameChoice *c, const char *seats);
    /* Its rows on the setup screen. */
    const GameSetupRows *rows;
    /* Its part kept as "key value" lines for the next setup (SDL_malloc'd; NULL without
     * memory), and read back over the defaults in choice (unknown lines skipped); false when
     * the lines are damaged. No game is built for either (game_choice_keep, _recall). */
    char *(*setup_text)(const GameChoice *choice);
    bool (*setup_read)(const char *text, size_t len, GameChoice *choice);
};

/* The list, in the order the setup offers them; the first is the default. */
int games_count(void);
const GameDef *games_at(int i);
/* The game called id (--game's name); NULL when there is none. */
const GameDef *games_named(const char *id);
/* Where game is in the list; -1 when it is not one of the list. */
int games_index(const GameDef *game);
/* The game a choice is of (the first when it names none). */
const GameDef *games_of_choice(const GameChoice *c);
/* The game after this one in the list (round to the first): the Rules' G, the setup's Game row. */
const GameDef *games_next(const GameDef *game);
/* The game save text is of: the first that claims it, else the one that takes the rest. */
const GameDef *games_of_save(const char *text, size_t len);
/* The games' names and seat limits for the command line (core/options.h). */
void games_options(OptionsGames *out);

/* The name a new choice gives seat i (Anna, Ben, Chloe, ...). */
const char *games_default_name(int i);

/* The list itself (game_list.c): n set to its length. */
const GameDef *const *game_list(int *n);
