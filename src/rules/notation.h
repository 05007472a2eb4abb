/* The whole siteswap notation Juggling Lab reads, passing included, for the Lab and the CLI.
 *
 * Solo: vanilla, multiplex and synchronous throws mixed freely (`4x1(4x,3x)*`), short beats
 * after a pair (`(4,3x)!`), repeats (`(531^2)`), large throws in braces (`{49}1`), hand
 * specifiers (`R3R3xL3L3x`), modifiers in capitals after a throw (`3BB`), '/' between throws
 * in brackets (`[2xp/2]`). Passing: `<...|...>` with one part per juggler, `p` (to the next
 * juggler; the other one of two) and `pN` (to juggler N), groups one after another
 * (`<4xp|3><3|4xp>`), several beats in one group (`<3p 3|3p 3>`), and a group of hand
 * specifiers alone saying which hand each juggler starts with (`<R|L>`).
 *
 * The card game never uses this: its patterns stay the vanilla, multiplex and synchronous ones
 * of siteswap.h. Beats are 0-based here and 1-based in messages, jugglers likewise.
 * Pure C: no I/O, no global state. */
#pragma once

#include "siteswap.h"

#include <stdbool.h>
#include <stdint.h>

#define NOTATION_MAX_JUGGLERS 8
#define NOTATION_MAX_BEATS 256       /* beats of one repetition after repeats and '*' */
#define NOTATION_MAX_THROWS 2048     /* throws of one repetition, 0s included */
#define NOTATION_MAX_THROW 99        /* the largest value, in braces past z: {99} */
#define NOTATION_MAX_MODIFIER 7      /* letters of one throw's modifier ("BB", "BHF") */
#define NOTATION_MAX_MULTIPLEX 8     /* throws by one hand on one beat */

/* One throw of one repetition, as the animator needs it. */
typedef struct NotationThrow {
    int16_t beat;         /* 0-based, in [0, period) */
    int16_t column;       /* 1-based column of its value in the text */
    int16_t index;        /* the written throw it comes from (repeats and '*' share it) */
    int16_t value;        /* beats until it is thrown again; 0: an empty hand */
    int8_t juggler;       /* 0-based */
    int8_t hand;          /* SiteswapHand */
    int8_t to_juggler;    /* 0-based juggler that catches it */
    int8_t to_hand;       /* SiteswapHand that catches it */
    int8_t pass_to;       /* as written: 0 none, -1 `p`, N for `pN` */
    bool cross;           /* written with 'x' (flips the landing hand) */
    bool sync;            /* written in a synchronous pair */
    char modifier[NOTATION_MAX_MODIFIER + 1];   /* as written: "" none, "B" bounce, "BB" ... */
} NotationThrow;

typedef struct NotationPattern {
    int jugglers;         /* 1 for solo patterns */
    int period;           /* beats of one repetition (odd vanilla ones doubled, hands swapped) */
    int written_beats;    /* beats as written, before that doubling */
    int written_throws;
    int throw_count;
    int max_throw;
    int value_sum;        /* every throw's value, over one repetition */
    bool passing;         /* some throw goes to another juggler */
    bool has_sync, has_async, multiplex, modifiers, hand_specifiers, short_beats, repeats;
    NotationThrow throws[NOTATION_MAX_THROWS];   /* by beat, as written within a beat */
} NotationPattern;

/* Parses text into a new pattern (free with notation_free): syntax, juggler counts and limits.
 * NULL and a message naming the column on bad input or out of memory (err may be NULL). */
NotationPattern *notation_parse(const char *text, SiteswapError *err);
void notation_free(NotationPattern *p);   /* NULL is fine */

/* True when every juggler's every hand catches on each beat as many props as it throws, and
 * the values average a whole number; otherwise says in err which juggler, beat and hand. */
bool notation_validate(const NotationPattern *p, SiteswapError *err);
/* Props (balls, clubs) in a valid pattern. */
int notation_props(const NotationPattern *p);

/* What the notation is, in one word: "async", "sync", "mixed" (solo) or "passing". */
const char *notation_kind(const NotationPattern *p);

/* Same pattern: the same throws juggled forever, started on another beat, with the jugglers
 * numbered otherwise or left and right swapped. Both must be valid. */
bool notation_same(const NotationPattern *a, const NotationPattern *b);

/* The pattern in the notation of siteswap.h when it has one (solo, throws to 35, async throws
 * alternating hands and crossing by their value, or pairs on even beats only): a new pattern to
 * free, or NULL. Modifiers are left out (3BB gives 3: drawn plainly). Lets `transition`, `same`
 * and the Lab's animator work on `(3^3)`, `{5}1` or `3BB`. */
Siteswap *notation_to_siteswap(const NotationPattern *p);

/* True when the text can only be read by notation_parse: it uses something siteswap_parse does
 * not read ('<', '!', '^', '{', capitals, '/', '?'). Text siteswap_parse reads keeps its
 * meaning there (uppercase letters are values there, modifiers and hands here). */
bool notation_needs_full(const char *text);
