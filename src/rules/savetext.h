/* The text format family of Throwdeck's save files, shared by the table games.
 *
 * A save is lines of words: `seat "Anna" person flash 5`. Words are separated by spaces; a word
 * in double quotes may hold spaces (\" and \\ escape). '#' starts a comment line. The reader
 * never trusts its input: every line is bounded, control bytes are refused, and each error names
 * its line. The writer grows a heap buffer; the caller decides where the text goes (the rules
 * module does no file I/O). */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define SAVETEXT_MAX_LINE 1024     /* bytes in one line, newline excluded */
#define SAVETEXT_MAX_WORDS 100
/* The most a whole save may hold: the file limit (TEXTFILE_MAX_BYTES, which the app checks is
 * the same), so the writer never makes a save the reader refuses. */
#define SAVETEXT_MAX_BYTES (4 * 1024 * 1024)

typedef struct SaveReader {
    const char *text;
    size_t len, pos;
    int line;                       /* number of the line last read, 1-based */
} SaveReader;

typedef struct SaveLine {
    int number;
    int argc;
    const char *argv[SAVETEXT_MAX_WORDS];
    char buf[SAVETEXT_MAX_LINE + 1];
} SaveLine;

void savetext_reader(SaveReader *r, const char *text, size_t len);
/* The next line that is not blank or a comment, split into words. Returns 1 with a line, 0 at
 * the end of the text, -1 on a malformed line (err says what, starting "line N: "). */
int savetext_next(SaveReader *r, SaveLine *out, char *err, size_t err_size);

typedef struct SaveWriter {
    char *buf;                      /* NUL-terminated; free() it */
    size_t len, cap;
    bool failed;                    /* out of memory: the text is incomplete */
} SaveWriter;

void savetext_printf(SaveWriter *w, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* Writes s as a quoted word. */
void savetext_quote(SaveWriter *w, const char *s);
void savetext_free(SaveWriter *w);
/* The text of actions[i] as a save line; false when it has none. */
typedef bool (*SaveActionText)(const void *actions, int i, char *buf, size_t size);
/* Ends a save with its n action lines and "end N": the text (the caller frees it), or NULL
 * (w freed) when an action has no text or memory ran out. */
char *savetext_finish(SaveWriter *w, const void *actions, int n, SaveActionText text);
/* What to append to a save that ends after action `from` - 1 so that it holds all n: the
 * action lines from `from` on and "end n" (a heap string, *len its length; NULL without memory
 * or when an action has no text). A save may hold several end lines: each one commits the
 * actions before it (savetext_body). */
char *savetext_tail(const void *actions, int from, int n, SaveActionText text, size_t *len);
/* The length of the part of text a loader reads: up to the last "end N" line (with its
 * newline); what follows it is an append the game did not finish and is left out. len when
 * there is no such line. */
size_t savetext_committed(const char *text, size_t len);

/* What is wrong with a player's name held in a char[size] of a setup, as the end of a sentence
 * after its owner ("'s name is too long", " needs a name", "'s name has a control character"),
 * or NULL when it is fine. Shared by the games' setup checks and their save loaders. */
const char *savetext_name_problem(const char *name, size_t size);

/* Parses a whole decimal number in [min, max]; false for anything else. */
bool savetext_int(const char *word, long long min, long long max, long long *out);
/* Parses a whole non-negative decimal number that fits 64 bits (a seed); false for anything
 * else. */
bool savetext_u64(const char *word, uint64_t *out);

/* Reads a save's first two lines, "throwdeck-save VERSION" and "game NAME", and checks them: a
 * Throwdeck save, a version this build reads (1 to max_version), and the expected game. false
 * with a message ("line N: this is a save of another game (\"siteswap\")") otherwise; the
 * reader is then past both lines. */
bool savetext_header(SaveReader *r, SaveLine *line, int max_version, const char *game,
                     char *err, size_t err_size);

/* For setup lines a save gives once ("seed", "cycles", ...): *first_line is 0 until the first
 * is read, then its number. A second one is refused at its own line ("line 5: a second \"seed\"
 * line; the first is line 3"), so the error is never reported later at an unrelated line. */
bool savetext_once(int *first_line, const SaveLine *line, char *err, size_t err_size);

/* A game's side of reading the lines after a save's header (savetext_body). Each call gets the
 * ctx handed to savetext_body; a failure puts its message in the err buffer handed there. */
typedef struct SaveBodyOps {
    /* A line before the game began: 1 when it was a setup line (taken), 0 when it is none (the
     * actions start at it), -1 for a bad one. */
    int (*setup_line)(void *ctx, const SaveLine *l, char *err, size_t err_size);
    /* The game begins, from the setup read, at the first line that is not a setup line. */
    bool (*start)(void *ctx, const SaveLine *l, char *err, size_t err_size);
    /* Actions applied so far: the "end N" line must say as many. */
    int (*actions)(void *ctx);
    /* One action line: parsed and applied. */
    bool (*action)(void *ctx, const SaveLine *l, char *err, size_t err_size);
} SaveBodyOps;

/* Reads a save's lines after its header: setup lines, then (once start said yes) action lines,
 * then "end N" with N the actions read. More actions and end lines may follow (a save kept by
 * appending): each end line must count every action before it, and text after the last end
 * line is an append left unfinished and is not read (savetext_committed). Every error names
 * its line ("line 12: the save is cut short (no end line)"). *started
 * says whether start succeeded (the caller then owns a game to free on failure). */
bool savetext_body(SaveReader *r, SaveLine *l, const SaveBodyOps *ops, void *ctx, bool *started,
                   char *err, size_t err_size);

/* Reads text that must hold exactly one line that is not blank or a comment (an action sent
 * by a phone): false with a message that names no line ("Send one action line."). */
bool savetext_single(const char *text, size_t len, SaveLine *l, char *err, size_t err_size);
/* Drops the "line 1: " a message about a single line starts with (it means nothing there). */
void savetext_unnumber(char *msg);

/* The game a save is for (its "game" line among the first lines), so a caller can pick the
 * loader; false when the text names none. */
bool savetext_game(const char *text, size_t len, char *game, size_t size);
