/* Where everything on the Rules screen goes: the reading screens' frame (reader_flow.h) with
 * the juggler's panel in its side panel, as a function of the window size. The text's flow is
 * the reader's (reader_flow.h, included here).
 *
 * Pure: text is measured through a callback, as in reader_flow.h. */
#pragma once

#include "reader_flow.h"
#include "rules_text.h"

#include <SDL_rect.h>

typedef struct RulesFrame {
    ReaderFrame text;          /* title, contents, text, scroll bar, hints; side: the juggler */
    int pattern_px, info_px;
    SDL_FRect juggler;         /* the juggler's panel */
    SDL_FRect juggler_info;    /* the pattern's name and facts, in that panel */
    SDL_FRect juggler_figure;  /* where the figure juggles; its top may lie under the facts */
} RulesFrame;

/* text_scale: the player's text size (1 = normal). doc gives the section titles, which the
 * contents list must fit. */
void rules_layout_frame(int width, int height, float text_scale, const RulesDoc *doc,
                        RulesMeasure measure, void *ctx, RulesFrame *out);
