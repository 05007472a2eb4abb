/* Plain words in the Lab (issue 34): every term the facts use explains itself in a tooltip when
 * pointed at or reached with Tab (the words from assets/learn/terms.txt), and a pattern that
 * does not work offers the closest ones that do (siteswap_suggest.h), each one a chip to click
 * or Tab to and Enter.
 *
 * Kept apart from the Lab's drawing and input so the Lab's other work merges cleanly: lab_draw.c
 * and lab_input.c call in here at a few lines. */
#pragma once

#include "lab_state.h"
#include "json_write.h"
#include "siteswap_suggest.h"
#include "tooltip.h"

#define LAB_SUGGEST_SHOWN 4

typedef struct LabWords {
    TooltipTerms terms;
    char problem[240];                 /* why there are no terms ("" when there are) */
    TooltipFlow facts[LAB_FACT_LINES]; /* the facts as drawn, with their terms */
    int hover_line, hover_spot;        /* the term under the pointer (-1 none) */
    int focus;                         /* Tab's place: terms first, then the chips; -1 none */

    char suggested_for[TEXTEDIT_CAPACITY];
    SiteswapSuggestion suggest[LAB_SUGGEST_SHOWN];
    int suggest_count;
    float suggest_y;                   /* top of the "Did you mean" line */
    int message_px;                    /* the explanation's size, leaving them room */
    SDL_FRect chips[LAB_SUGGEST_SHOWN];
    int hover_chip;
} LabWords;

/* Reads the terms (a missing or damaged file leaves none, and says why in the log). */
LabWords *lab_words_create(App *app);
void lab_words_destroy(LabWords *w);

/* Brings the words up to date with the Lab: the suggestions for what is typed, the facts'
 * flow for the layout. Called before drawing and before input. */
void lab_words_sync(LabScene *lab, App *app);

/* The size the explanation of a mistake is drawn at: the panel's, or smaller to leave room for
 * the suggestions. */
int lab_words_message_px(const LabScene *lab);

/* Whatever the words change on the still layer, for its key. */
uint64_t lab_words_hash(const LabScene *lab, uint64_t h);
/* The facts with their terms marked (in the still layer). */
void lab_words_draw_facts(const LabScene *lab, App *app);
/* "Did you mean" and the chips, below the explanation of the mistake (in the still layer). */
void lab_words_draw_suggestions(const LabScene *lab, App *app);
/* The tooltip of the term pointed at or focused, over everything. */
void lab_words_draw_tip(const LabScene *lab, App *app);

/* Input the words take: the pointer over a term or a chip, a click on a chip, Tab and Shift+Tab
 * through the terms and chips, Enter on a chip, Esc leaving them. True when it was theirs. */
bool lab_words_input(LabScene *lab, App *app, const Input *in);

/* The term whose tooltip shows, or NULL. */
const TooltipTerm *lab_words_tip(const LabScene *lab);

/* The probe's part: "tip" when a tooltip shows, "suggest" when there are suggestions. */
void lab_words_probe(const LabScene *lab, JsonWriter *j);
