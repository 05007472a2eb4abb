/* A guided first game's script (assets/tutorial/<game>.txt): the coach's steps, each with what it
 * points at, what it waits for and its words in the Rules text's markup.
 *
 *   % a comment (the Rules text's comment: a script is Rules markup with directives)
 *   %other Not that one yet: ...    the gentle word for a move the step is not waiting for
 *   %step NAME                      a new step; the lines after it are its words
 *   %point TARGET                   what the coach points at: the table names its targets
 *                                   ("button Perform", "hand 7", "revealed 0", "column 2"...)
 *   %until CONDITION                the step ends when the table says this holds (one a line,
 *                                   all must hold); without one, a click on the target ends it,
 *                                   and a step pointing at nothing ends with the coach's Next
 *   %hold                           the computers leave this step's move to the player
 *   %free                           the last step: the guided part is over, play on freely
 *
 * The words are the Rules markup's inline part: *bold*, {534} a pattern, a backslash escapes.
 * Pure C: no SDL, no I/O. */
#pragma once

#include <stdbool.h>
#include <stddef.h>

#define COACH_MAX_STEPS 48
#define COACH_MAX_UNTIL 3
#define COACH_WORDS 640
#define COACH_SPEC 64
#define COACH_NAME 32

typedef struct CoachStep {
    char name[COACH_NAME];
    char point[COACH_SPEC];                 /* "" when it points at nothing */
    int until_n;
    char until[COACH_MAX_UNTIL][COACH_SPEC];
    bool hold;                              /* the computers wait for the player */
    bool free;                              /* the guided part is over */
    char words[COACH_WORDS];                /* markup */
} CoachStep;

typedef struct CoachScript {
    int n;
    CoachStep step[COACH_MAX_STEPS];
    char other[COACH_WORDS];                /* the gentle word, markup */
} CoachScript;

/* Reads a script. false with the line and the problem in err (no step, a directive before the
 * first step, too many steps or conditions, words too long, an unknown directive, no %free step
 * at the end). */
bool coach_script_parse(const char *text, size_t len, CoachScript *out, char *err,
                        size_t err_size);

/* The words as shown: markup taken away (*bold* and {534/clubs} become bold and 534). */
void coach_plain(const char *markup, char *out, size_t size);

/* A target or condition split into its word and the rest ("hand 7": "hand", "7"). */
bool coach_spec_is(const char *spec, const char *word, const char **rest);
