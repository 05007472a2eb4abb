/* throwdeck-cli internals: one file per group of commands, sharing option parsing and JSON.
 *
 * Exit codes for every command: 0 success, 1 a negative answer (invalid pattern, different
 * patterns, nothing found), 2 a usage error or input that could not be read. */
#pragma once

#include <stdbool.h>
#include <stdio.h>

enum { CLI_OK = 0, CLI_NO = 1, CLI_USAGE = 2 };

/* A command: name, one-line summary, its --help text, and the function that runs it with the
 * arguments after the command name. */
typedef struct CliCommand {
    const char *name;
    const char *summary;
    const char *help;
    int (*run)(int argc, char **argv);
} CliCommand;

/* Writes s as a JSON string (quotes included); invalid UTF-8 becomes U+FFFD. */
void cli_json_string(FILE *f, const char *s);

/* Prints "throwdeck-cli NAME: message" and a pointer to --help on stderr; returns CLI_USAGE. */
int cli_usage_error(const char *command, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* True when arg is --help or -h; prints help to stdout. */
bool cli_wants_help(const char *arg, const CliCommand *cmd);

/* Parses a whole number in [min, max] for option `name`; false (after a usage message) if it
 * is not one. */
bool cli_parse_int(const char *command, const char *name, const char *text, int min, int max,
                   int *out);

/* Parses --seed's value, a whole number that fits 64 bits; false after a usage message. */
bool cli_parse_seed(const char *command, const char *text, unsigned long long *out);

/* Reads the named patterns catalogue from the data folder into a NUL-terminated heap buffer;
 * NULL after printing why. */
char *cli_read_catalogue(void);

/* A whole file in a NUL-terminated heap buffer, its length in len; NULL when it cannot be read,
 * with the reason in why. The limit is the game's own (TEXTFILE_MAX_BYTES, 4 MB): a larger
 * file is refused, never cut; a folder, FIFO or device is refused without blocking. */
char *cli_read_file(const char *path, size_t *len, char *why, size_t why_size);

/* Whether path can be written, looked at before any work is done: false with the reason in why
 * when a folder or device is in its place or its folder is missing or not writable. */
bool cli_check_writable(const char *path, char *why, size_t why_size);

/* Writes text the way the game writes its saves (textfile_write: a temporary file beside
 * path, renamed over it): a crash or a full disk never leaves a half-written file where the
 * previous good one was. false with the reason in why. */
bool cli_write_file(const char *path, const char *text, char *why, size_t why_size);

/* Seconds on a monotonic clock, for the commands' speed figures. */
double cli_now_seconds(void);

/* "easy,normal,hard" -> 0, 1, 2 each (the games' level enums), at most max of them; false for
 * anything else. */
bool cli_parse_levels(const char *text, int max, int *levels, int *n);

extern const CliCommand cli_cmd_check, cli_cmd_same, cli_cmd_transition, cli_cmd_build,
    cli_cmd_extend, cli_cmd_reduce, cli_cmd_gen, cli_cmd_catalogue, cli_cmd_poker,
    cli_cmd_simulate, cli_cmd_replay, cli_cmd_jugglers_simulate, cli_cmd_jugglers_replay;
