/* The siteswap course's own data, pure: a lesson's directives (what the juggler shows first and
 * the exercise at its end), checking an answer with the rules module, and the progress file's
 * text. No SDL, no I/O: the scene reads the files and hands the text in.
 *
 * A lesson is a file in assets/learn/ in the Rules text's markup (scenes/rules/rules_text.h),
 * with its own lines starting "%!" (comments to the markup) for the course:
 *   %! show 3                     the pattern juggled when the lesson opens
 *   %! ask pattern balls=3 period=3 ground excited sync multiplex max=5 not=333,3
 *                                 type a pattern that works and meets every condition given
 *   %! ask fix 53_ balls=3        type the throw that fills the blank (the same conditions)
 *   %! ask pick 441 531 423 51    the first pattern is juggled unnamed: pick it out of the four
 *   %! ask choose A | B | C | D   a plain question: the first answer is right (shown shuffled)
 *   %! ask wayin 711              type the throws that take the cascade (or fountain) into 711
 *   %! q The question, in words.  what the exercise asks, shown above it
 *   %! state                      the state is shown beside the juggler as it juggles
 *   %! beats                      the ladder's beats are numbered (1 on the pattern's first throw)
 *   %! from-cascade               excited patterns are juggled from the cascade: way in, pattern,
 *                                 way out, round again
 *   %! words state, ground state  terms of assets/learn/terms.txt whose words end the lesson */
#pragma once

#include <stdbool.h>
#include <stddef.h>

#define LEARN_MAX_LESSONS 32
#define LEARN_CHOICES 4
#define LEARN_CHOICE_MAX 64
#define LEARN_PATTERN_MAX 48
#define LEARN_MAX_NOT 6

typedef enum LearnAskKind {
    LEARN_ASK_NONE,
    LEARN_ASK_PATTERN, /* type a pattern meeting the conditions */
    LEARN_ASK_FIX,     /* type the throw for the blank */
    LEARN_ASK_PICK,    /* which of four patterns is being juggled */
    LEARN_ASK_CHOOSE,  /* which of four answers is right */
    LEARN_ASK_WAYIN,   /* type the way in from the ground state into a pattern */
} LearnAskKind;

typedef struct LearnAsk {
    LearnAskKind kind;
    char question[300];
    int balls, period, max_throw;  /* 0: any */
    int ground;                    /* 1: ground state, -1: excited, 0: either */
    bool sync, multiplex;          /* required */
    int not_count;                 /* patterns that do not count (the lesson's own examples) */
    char not_[LEARN_MAX_NOT][LEARN_PATTERN_MAX];
    char blank[LEARN_PATTERN_MAX]; /* FIX: the pattern with one '_'; WAYIN: "333_711", shown */
    char into[LEARN_PATTERN_MAX];  /* WAYIN: the pattern gone into */
    char choice[LEARN_CHOICES][LEARN_CHOICE_MAX]; /* PICK, CHOOSE: [0] is the right one */
} LearnAsk;

#define LEARN_WORDS_MAX 200

typedef struct LearnLesson {
    char show[LEARN_PATTERN_MAX];  /* "" : the cascade */
    bool state;                    /* show the state as it juggles */
    bool beats;                    /* number the ladder's beats */
    bool from_cascade;             /* excited patterns start from the cascade */
    char words[LEARN_WORDS_MAX];   /* terms to explain at the end, comma-separated */
    LearnAsk ask;
} LearnLesson;

/* Reads the "%!" lines of a lesson's markup. false with the line and problem in err when one is
 * not understood (an unknown word, a bad number, a fix without a blank). */
bool learn_lesson_read(const char *markup, LearnLesson *out, char *err, size_t err_size);

typedef struct LearnVerdict {
    bool right;
    bool juggle;                    /* pattern works: the juggler can show it */
    bool broken;                    /* pattern parsed but cannot be juggled: show the collision */
    char pattern[LEARN_PATTERN_MAX];/* the pattern the answer makes (FIX: with the blank filled) */
    char message[300];              /* what the learner reads: why right, or what is wrong */
} LearnVerdict;

/* Checks a typed answer (PATTERN, FIX) or a picked one (PICK, CHOOSE: the choice's text). */
void learn_check(const LearnAsk *ask, const char *answer, LearnVerdict *out);

/* A state as written in the course and the Lab: bit k set when a ball comes down on the k-th
 * coming beat, written 'x' (and '-' for none), trailing empty beats left off: 0xB -> "xx-x". */
void learn_state_text(unsigned long long mask, char *buf, size_t size);

/* The throws written in text (digits, and a-z for 10 to 35; nothing else), thrown from state
 * *mask one by one. false with what went wrong in why (a throw from an empty hand, two balls
 * landing together, a character that is no throw); *mask is then the state before that throw. */
bool learn_state_throw(unsigned long long *mask, const char *text, char *why, size_t why_size);

/* The order the four choices are shown in for lesson `lesson` (a fixed shuffle, so the right one
 * is not always first, the same on every run): order[i] is the choice shown at place i. */
void learn_choice_order(int lesson, int order[LEARN_CHOICES]);

/* ---- Progress: which lessons are done, as a small text file ----
 *   throwdeck-learn 1
 *   done 1 2 5
 *   at 6
 * Lessons count from 1. */
typedef struct LearnProgress {
    bool done[LEARN_MAX_LESSONS + 1]; /* by lesson number */
    int at;                           /* the lesson last opened (0: none) */
} LearnProgress;

/* false with the problem in err when text is not a progress file (the caller keeps the file). */
bool learn_progress_parse(const char *text, LearnProgress *out, char *err, size_t err_size);
/* The file's text; false if it does not fit. */
bool learn_progress_format(const LearnProgress *p, char *buf, size_t size);
int learn_progress_done_count(const LearnProgress *p, int lessons);
