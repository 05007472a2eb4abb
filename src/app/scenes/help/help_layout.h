/* Where everything on the Help screen goes, as a function of the window and the text size: the
 * title, a contents list (one row a section), the text panel with its scroll bar, and the key
 * hints. The text itself is flowed by the Rules screen's rules_layout_flow.
 *
 * Pure: text is measured through a callback, as in rules_layout.h. */
#pragma once

#include "rules_layout.h"
#include "rules_text.h"

#include <SDL_rect.h>

typedef struct HelpFrame {
    float margin;
    int title_px, body_px, heading_px, toc_px, hint_px;
    float title_x, title_y;
    SDL_FRect contents;        /* the contents panel */
    float contents_label_y;
    int toc_count;
    SDL_FRect toc[RULES_MAX_SECTIONS];
    float toc_text_x;
    SDL_FRect text_panel;
    SDL_FRect text_view;       /* where the text scrolls (clipped outside) */
    SDL_FRect scrollbar;       /* the scroll bar's track */
    float hint_y;              /* top of the key hints along the bottom */
} HelpFrame;

/* text_scale: the player's text size (1 = normal); doc gives the section titles. */
void help_layout_frame(int width, int height, float text_scale, const RulesDoc *doc,
                       RulesMeasure measure, void *ctx, HelpFrame *out);
