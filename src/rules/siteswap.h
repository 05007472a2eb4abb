/* Siteswaps: the notation jugglers write patterns in, and the facts about a pattern.
 *
 * Vanilla (`531`), multiplex (`24[54]`) and synchronous (`(4,2x)*`) notation all parse into
 * one model: for each beat of one written repetition and each hand, the throws that hand makes.
 * Validation, states, canonical forms and the animator only ever look at that model.
 *
 * Conventions: beats are 0-based in the model and 1-based in messages for people. Async beat 0
 * is thrown by the right hand, then the hands alternate; sync pairs are thrown on even beats by
 * both hands and nothing is thrown on odd beats. Pure C: no I/O, no global state. */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define SITESWAP_MAX_BEATS 64        /* beats in one written repetition (after '*' expansion); sync pairs count 2 beats */
#define SITESWAP_MAX_THROW 35        /* 'z' */
#define SITESWAP_MAX_MULTIPLEX 8     /* throws by one hand on one beat */
/* Written throws at most (every beat, both hands, full multiplexes). */
#define SITESWAP_MAX_THROWS (SITESWAP_MAX_BEATS * 2 * SITESWAP_MAX_MULTIPLEX)
/* Room for any text this module writes for one pattern (formatted, canonical), with the NUL. */
#define SITESWAP_TEXT_SIZE (SITESWAP_MAX_BEATS * 2 * (SITESWAP_MAX_MULTIPLEX * 2 + 3) + 8)

typedef enum SiteswapHand { SITESWAP_LEFT = 0, SITESWAP_RIGHT = 1 } SiteswapHand;
typedef enum SiteswapNotation { SITESWAP_ASYNC, SITESWAP_SYNC } SiteswapNotation;

/* One written throw, as narrow as its ranges allow (values to 35, 1024 throws, two hands). It
 * has no beat: its place in the pattern says that (see SiteswapBeatThrow for throws in time). */
typedef struct SiteswapThrow {
    int16_t index;      /* which throw of the written pattern this is (0-based, in reading
                         * order), to highlight it; < SITESWAP_MAX_THROWS */
    int16_t column;     /* 1-based column in the typed text (SITESWAP_MAX_COLUMN past that) */
    int8_t value;       /* beats until the prop is thrown again; 0 = empty hand */
    int8_t from_hand;   /* SiteswapHand */
    int8_t to_hand;     /* SiteswapHand it lands in */
} SiteswapThrow;

/* A throw made on one absolute beat (siteswap_throws_on_beat), or one given to
 * siteswap_from_throws: the same fields and the beat it is thrown on. */
typedef struct SiteswapBeatThrow {
    int32_t beat;
    int16_t index, column;
    int8_t value, from_hand, to_hand;
} SiteswapBeatThrow;

#define SITESWAP_MAX_COLUMN INT16_MAX

/* One internal model for vanilla, multiplex and sync: for each beat of one written repetition
 * and each hand, the throws that hand makes (a slot). Async patterns use the slot of the hand
 * throwing on that beat in the first repetition (beat 0: right); with an odd period the hands
 * swap in the next repetition, which siteswap_throws_on_beat accounts for. A written 0 is one
 * throw of value 0 in its slot (so it can be highlighted); it throws nothing.
 *
 * Opaque and sized to the pattern: one allocation holding a small header, an offset per slot
 * and the throws themselves ("531" takes 50 bytes, the longest pattern SITESWAP_MAX_BYTES). It
 * holds offsets, never pointers, so siteswap_bytes(s) bytes copy it whole. Constructors return
 * a new pattern (NULL and a message on bad input or out of memory); free it with
 * siteswap_free. Read it through the accessors below, so no caller depends on the layout. The
 * facts about rotations (canonical form, states, prime) look at the pattern in place and do
 * not build or copy patterns per rotation. */
typedef struct Siteswap Siteswap;

/* The largest pattern in bytes: every beat, both hands, full multiplexes. */
#define SITESWAP_MAX_BYTES (16 + (SITESWAP_MAX_BEATS * 2 + 1) * 2 + \
                            SITESWAP_MAX_THROWS * sizeof(SiteswapThrow))

typedef struct SiteswapError {
    int column;         /* 1-based column in the text; 0 when not about one place */
    char message[160];  /* complete sentence for the user, e.g. "column 4: expected ..." */
} SiteswapError;

/* Parses text into a new pattern: syntax and limits only (see siteswap_validate for the
 * juggling). On failure returns NULL and explains in err (err may be NULL); running out of
 * memory is such a failure. Never reads past the NUL. */
Siteswap *siteswap_parse(const char *text, SiteswapError *err);
void siteswap_free(Siteswap *s);                /* NULL is fine */
Siteswap *siteswap_copy(const Siteswap *s);     /* NULL when out of memory */
size_t siteswap_bytes(const Siteswap *s);       /* what the pattern takes, header included */
/* Copies s into caller storage of size bytes (aligned for a pointer; SITESWAP_MAX_BYTES holds
 * any pattern) and returns it there, or NULL if it does not fit. Never free the result. */
Siteswap *siteswap_copy_to(const Siteswap *s, void *storage, size_t size);

/* Builds a pattern from its throws, each given with its beat (0 <= beat < period) and from_hand
 * (async: ignored, the hand throwing on that beat); to_hand counts for sync only. Throws of one
 * slot keep their order. NULL if any is out of range, a slot gets more than
 * SITESWAP_MAX_MULTIPLEX, or out of memory. */
Siteswap *siteswap_from_throws(SiteswapNotation notation, int period, int written_throws,
                               const SiteswapBeatThrow *throws, int count);

/* Read access. */
SiteswapNotation siteswap_notation(const Siteswap *s);
bool siteswap_is_multiplex(const Siteswap *s);   /* some hand throws more than one prop at once */
int siteswap_written_throws(const Siteswap *s);  /* as typed (0s included; '*' adds none) */
/* Throws in the slot of beat [0, period) and hand; 0 outside the pattern. */
int siteswap_slot_count(const Siteswap *s, int beat, int hand);
/* Throw i of that slot, in the order written; NULL outside it. */
const SiteswapThrow *siteswap_slot_throw(const Siteswap *s, int beat, int hand, int i);

/* One throw as written: 0-9 then a-z for 10-35 (either case when reading); -1 for any other. */
int siteswap_throw_value(char c);
char siteswap_throw_char(int value); /* value 0..35 */

/* True when the pattern can be juggled: on every beat and hand as many props land as are thrown.
 * Otherwise explains it for a juggler in err (average, collisions, hands with nothing to throw). */
bool siteswap_validate(const Siteswap *s, SiteswapError *err);

int siteswap_period(const Siteswap *s);        /* beats per written repetition (sync: 2 per pair) */
int siteswap_hand_period(const Siteswap *s);   /* beats after which throws AND hands repeat exactly (async odd period p -> 2p) */
int siteswap_balls(const Siteswap *s);         /* valid patterns only */
int siteswap_max_throw(const Siteswap *s);
/* Throws made on absolute beat >= 0, written to out (at most max); returns how many there are
 * (which may be more than max). A 0 entry means that hand is empty on that beat.
 * async: beat 0 is thrown by the RIGHT hand, then alternating; sync: both hands on even beats,
 * none on odd beats. Landing hand: async flips for odd values; sync flips for 'x'. */
int siteswap_throws_on_beat(const Siteswap *s, long beat, SiteswapBeatThrow *out, int max);

/* True for async patterns without multiplexes: the ones a plain list of numbers describes. */
bool siteswap_is_vanilla(const Siteswap *s);

/* ---- Invalid patterns, as data for the ladder diagram ---- */

/* A beat and hand of the first repetition where the props landing (from throws of every
 * repetition) differ from the throws made. Async patterns are judged beat by beat: the hand is
 * the one throwing on that beat in the first repetition. */
typedef struct SiteswapPlace {
    int beat;      /* 0-based, in [0, period) */
    int hand;      /* SiteswapHand */
    int landing;   /* props landing there */
    int thrown;    /* props thrown there (0s do not count) */
} SiteswapPlace;

typedef struct SiteswapProblems {
    int hand_period;
    int place_count;   /* 0 when valid */
    SiteswapPlace places[SITESWAP_MAX_BEATS * 4];
    /* By SiteswapThrow.index: this throw lands where more props land than are thrown
     * (draw it red); and this throw's hand has nothing to throw it with. */
    bool collides[SITESWAP_MAX_THROWS];
    bool starved[SITESWAP_MAX_THROWS];
} SiteswapProblems;

/* Fills out for any parsed pattern; returns out->place_count (0: valid). */
int siteswap_problems(const Siteswap *s, SiteswapProblems *out);

/* ---- Facts about a valid pattern ---- */

/* Writes the pattern in standard notation (sync expanded, no '*'); false if it does not fit. */
bool siteswap_format(const Siteswap *s, char *buf, size_t size);
/* These four return a new pattern (NULL when out of memory) for the caller to free. */
/* The throws of one written repetition, rotated left by `beats` (sync: an even number). */
Siteswap *siteswap_rotate(const Siteswap *s, int beats);
/* The same pattern with left and right swapped (sync; async patterns are copied unchanged). */
Siteswap *siteswap_mirror(const Siteswap *s);
/* Beats in the shortest repeating unit (`5151` -> 2; `(4,4)(4,4)` -> 2). */
int siteswap_unit_period(const Siteswap *s);
/* The shortest repeating unit as its own pattern. */
Siteswap *siteswap_unit(const Siteswap *s);

/* The landing state at the start of the pattern as written, juggled forever: for each coming
 * beat, how many props land then. Async: one character per beat, '-' none, 'x' one, '2'..'9'
 * several ("xx-x" for 5151). Sync: one "(l,r)" per pair ("(x,x)(x,-)" for (4,2)). Trailing
 * empty beats are left off. false if it does not fit. */
bool siteswap_state(const Siteswap *s, char *buf, size_t size);
/* Ground state as written: the props land on the earliest beats, one per hand and beat. */
bool siteswap_is_ground(const Siteswap *s);
/* Prime: the pattern as written, like its period and state, never passes through the same
 * state twice in one cycle (`51` is prime; `5151` is not: it visits each state twice). */
bool siteswap_is_prime(const Siteswap *s);

/* Canonical form: the shortest repeating unit; then, among its rotations (and for sync its
 * mirror images, which are the same pattern started with the other hand), a ground-state one
 * if there is one, then the one that reads largest. */
Siteswap *siteswap_canonical(const Siteswap *s);
bool siteswap_canonical_text(const Siteswap *s, char *buf, size_t size);
/* Same pattern per the rulings: `5151` = `51` = `15`; `741` != `714`. Both must be valid. */
bool siteswap_same_pattern(const Siteswap *a, const Siteswap *b);

/* Everything above about a valid pattern at once, for listing many patterns: one pass
 * instead of one per question. */
typedef struct SiteswapFacts {
    int balls, period, max_throw;
    bool ground, prime;
    char state[128];                     /* as siteswap_state */
    char canonical[SITESWAP_TEXT_SIZE];  /* as siteswap_canonical_text */
} SiteswapFacts;

/* Fills out for a valid pattern (as the functions above would one by one). */
void siteswap_facts(const Siteswap *s, SiteswapFacts *out);

/* ---- Vanilla patterns as plain arrays (the card game, the generator) ---- */

/* Builds a vanilla pattern from n values (1 <= n <= SITESWAP_MAX_BEATS, 0 <= value <= 35);
 * NULL otherwise or when out of memory. */
Siteswap *siteswap_from_values(const int *values, int n);
/* Fast validity test for a vanilla sequence: every throw lands on a different beat. */
bool siteswap_values_valid(const int *values, int n);
/* As siteswap_canonical_text and siteswap_same_pattern for the patterns siteswap_from_values
 * builds, without building them when they are valid (the computer players' searches). */
bool siteswap_values_canonical_text(const int *values, int n, char *buf, size_t size);
bool siteswap_values_same_pattern(const int *a, int na, const int *b, int nb);

/* ---- Transitions ---- */

typedef struct SiteswapTransition {
    int rotation;                          /* beats the pattern is rotated by to enter it */
    int entry_length, exit_length;         /* throws (async) or pairs (sync) */
    char ground[16];                       /* the ground-state pattern, e.g. "3", "(4,4)", "(4,2)" */
    char ground_after[16];                 /* the ground pattern after the exit (sync may mirror) */
    char entry[SITESWAP_TEXT_SIZE];        /* "" when none is needed */
    char pattern[SITESWAP_TEXT_SIZE];      /* the pattern from the state entered */
    char exit[SITESWAP_TEXT_SIZE];
    /* The same as throws, for the animator: the entry's throws on beats [0, entry_beats) from
     * the ground state, then the pattern (rotated by `rotation`), then the exit's throws on
     * beats [0, exit_beats) counted from the end of the pattern. Async hands follow the beat
     * (beat 0: right); index is -1 (not a written throw) and column 0. */
    int entry_beats, exit_beats;
    int entry_count, exit_count;
    SiteswapBeatThrow entry_throws[SITESWAP_MAX_THROWS];
    SiteswapBeatThrow exit_throws[SITESWAP_MAX_THROWS];
} SiteswapTransition;

/* Shortest throws from the ground state with the same number of balls into the pattern and back
 * out (`333 4 5151 2 333`). Every rotation is tried; ties keep the pattern as written. */
bool siteswap_transition(const Siteswap *s, SiteswapTransition *out, SiteswapError *err);
