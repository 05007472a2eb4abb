/* Words that explain themselves: a list of terms with plain definitions (read from
 * assets/learn/terms.txt, the words the course uses too), a line of text flowed into wrapped
 * lines with the terms it holds found and placed, and a tooltip drawn beside a term.
 *
 * The terms file: "% comment" lines, blank lines, and one term a line as "term: definition".
 * A term is matched whole-word and without regard to case; a longer term wins over a shorter one
 * inside it ("ground state" over "state").
 *
 * tooltip_terms_parse and tooltip_flow are pure (text measured through a callback), so a test
 * can lay a line out; tooltip_draw draws with SDL. */
#pragma once

#include "app.h"
#include "textfit.h"

#include <SDL_rect.h>
#include <stdbool.h>
#include <stddef.h>

#define TOOLTIP_MAX_TERMS 40
#define TOOLTIP_TERM_MAX 32
#define TOOLTIP_TEXT_MAX 400
#define TOOLTIP_FILE "learn/terms.txt"

typedef struct TooltipTerm {
    char term[TOOLTIP_TERM_MAX];
    char text[TOOLTIP_TEXT_MAX];
} TooltipTerm;

typedef struct TooltipTerms {
    int count;
    TooltipTerm terms[TOOLTIP_MAX_TERMS];
} TooltipTerms;

/* Reads the terms file's text. On a mistake (a line without "term: definition", a term or a
 * definition too long, too many terms) returns false with the line and the problem in err;
 * out then holds the terms before it. */
bool tooltip_terms_parse(const char *text, TooltipTerms *out, char *err, size_t err_size);

/* The term called name (any case), or NULL. */
const TooltipTerm *tooltip_terms_find(const TooltipTerms *terms, const char *name);

#define TOOLTIP_FLOW_LINES 8
#define TOOLTIP_FLOW_SPOTS 16

/* Where a term stands in a flowed line of text: its index in the terms and its box. */
typedef struct TooltipSpot {
    int term;
    int start, length;  /* bytes of the text, on one line */
    SDL_FRect box;
} TooltipSpot;

typedef struct TooltipFlow {
    float x, y;                 /* top left of the first line */
    int line_count;
    int line_start[TOOLTIP_FLOW_LINES], line_length[TOOLTIP_FLOW_LINES]; /* bytes of the text */
    float line_h, height;
    int spot_count;
    TooltipSpot spots[TOOLTIP_FLOW_SPOTS];
} TooltipFlow;

/* Flows text (regular face, px) into lines no wider than width from (x, y), line_h apart,
 * breaking at spaces, and finds the terms in it. A word wider than the line stands alone on
 * its line. Lines past TOOLTIP_FLOW_LINES are left out. terms may be NULL. */
void tooltip_flow(const char *text, float x, float y, float width, int px, float line_h,
                  TextfitMeasure measure, void *ctx, const TooltipTerms *terms, TooltipFlow *out);

/* The spot at (x, y), or -1. */
int tooltip_flow_spot_at(const TooltipFlow *flow, float x, float y);

/* Draws the flowed text in colour, each term underlined so it reads as something to point at;
 * the term `lit` (an index in the terms, -1 none) on a gold ground. */
void tooltip_flow_draw(App *app, const char *text, const TooltipFlow *flow, int px,
                       SDL_Color colour, int lit);

/* Draws the tooltip for a term beside box (below it, or above when there is no room), inside
 * bounds: the term in bold and its definition, px high, at most max_w wide. */
void tooltip_draw(App *app, const TooltipTerm *term, SDL_FRect box, SDL_FRect bounds, int px,
                  float max_w);
