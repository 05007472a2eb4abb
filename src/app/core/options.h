/* The game's command line: parsed into Options without side effects, so it can be tested. */
#pragma once

#include <stdbool.h>
#include <stdio.h>

typedef enum OptionsResult {
    OPTIONS_RUN,     /* start the game */
    OPTIONS_EXIT_OK, /* --help or --version was printed: exit 0 */
    OPTIONS_USAGE,   /* bad command line: message printed, exit 2 */
} OptionsResult;

typedef struct Options {
    int width, height;        /* window size in points; 0 = default */
    bool fullscreen;
    bool display_given;       /* --fullscreen or --windowed was given: it overrides the setting */
    const char *screenshot;   /* write a PNG here after `frames` frames, then exit */
    const char *probe;        /* with screenshot: what is on screen, as JSON (core/probe.h) */
    int frames;
    const char *audio_out;    /* with screenshot: the sound of those frames as a WAV file */
    const char *lab;          /* open the Pattern Lab on this pattern */
    bool rules;               /* open the Rules screen */
    bool learn;               /* open the siteswap course: its list, or lesson learn_lesson */
    int learn_lesson;         /* 1-based; 0: the list */
    const char *table;        /* open a card table at once: one letter a seat, p person, c computer */
    bool save_game;           /* --table's game is saved like one started from Play */
    const char *game;         /* --game NAME: the game --table and --summary open (NULL: the
                               * first game given to options_parse) */
    const char *tutorial;     /* --tutorial GAME: a guided first game of that game (a --game name) */
    bool continue_game;       /* resume the saved card game at once */
    bool summary;             /* show the summary of a self-played game (for screenshots) */
    unsigned long long summary_seed;
    bool phones;              /* Hands on phones: the setup's default, and --table's game */
    const char *bind;         /* --bind: the address phones connect to (NULL: the local ones) */
    int port;                 /* --port: 0 for a free one */
} Options;

#define OPTIONS_DEFAULT_WIDTH 1280
#define OPTIONS_DEFAULT_HEIGHT 800

/* The games --game may name (the app's list, games/games.h: the command line knows none). */
#define OPTIONS_MAX_GAMES 8
typedef struct OptionsGames {
    int n;
    const char *name[OPTIONS_MAX_GAMES];  /* --game's names; the first is the default */
    const char *title[OPTIONS_MAX_GAMES]; /* for messages: "Jugglers" */
    int max_seats[OPTIONS_MAX_GAMES];     /* --table's letters at most for the game */
} OptionsGames;

/* Parses argv for these games. Help and version go to out; errors go to err, naming the
 * offending argument. */
OptionsResult options_parse(int argc, char **argv, const OptionsGames *games, Options *opts,
                            FILE *out, FILE *err);
