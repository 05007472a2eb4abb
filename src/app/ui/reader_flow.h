/* A document of the reading screens' markup (rules_text.h) laid out: the frame every reading
 * screen shares (a title, the contents list, the text panel with its scroll bar, the key hints,
 * and room for the screen's own panel beside or above the text) as a function of the window
 * size, and the flow of the text into lines with example chips, bullets, asides and cards, as a
 * function of the text column's width.
 *
 * Pure: text is measured through a callback, so the screen measures with its fonts and tests
 * with theirs, and both agree on where every word and example is. Positions in the flow are
 * relative to the top left of the text, before scrolling. */
#pragma once

#include "rules_text.h"

#include <SDL_rect.h>
#include <stdbool.h>
#include <stddef.h>

#define RULES_MAX_RUNS 4096
#define RULES_MAX_BOXES 32
#define RULES_LINE_HEIGHT 1.45f /* of the text size: room for chips on adjacent lines */

/* Width in pixels of length bytes of utf8 at px, in the bold face or the regular one. */
typedef int (*RulesMeasure)(void *ctx, bool bold, int px, const char *utf8, size_t length);

typedef struct ReaderFrame {
    bool narrow;               /* taller than wide-ish: a side panel goes above the text */
    float margin;
    int title_px, body_px, heading_px, toc_px, hint_px;
    float title_x, title_y;    /* left end and top of the screen's title */
    SDL_FRect contents;        /* the contents panel */
    float contents_label_y;    /* top of its "Contents" label */
    int toc_count;
    SDL_FRect toc[RULES_MAX_SECTIONS];
    float toc_text_x;          /* where the titles start in their rows */
    SDL_FRect text_panel;      /* the panel behind the text */
    SDL_FRect text_view;       /* where the text scrolls (everything outside is clipped) */
    SDL_FRect scrollbar;       /* the scroll bar's track */
    SDL_FRect side;            /* the screen's own panel ({0} without one) */
    float hint_y;              /* top of the key hints along the bottom */
} ReaderFrame;

/* text_scale: the player's text size (1 = normal). side_panel: room for the screen's own panel
 * (the Rules' juggler), beside the text or, when narrow, above it. doc gives the section titles,
 * which the contents list must fit. */
void reader_layout_frame(int width, int height, float text_scale, bool side_panel,
                         const RulesDoc *doc, RulesMeasure measure, void *ctx, ReaderFrame *out);

typedef enum RulesRunKind {
    RULES_RUN_PLAIN,
    RULES_RUN_BOLD,
    RULES_RUN_HEADING,
    RULES_RUN_LINK,     /* an example chip: x, y, w, h are the chip */
    RULES_RUN_BULLET,   /* a bullet's dot: a square of side w, centred in the line */
    RULES_RUN_CARD,     /* a card of a row: link is its deck52 id, x, y, w, h its face */
} RulesRunKind;

/* A piece of one line: text in one style, a chip, or a bullet. */
typedef struct RulesRun {
    RulesRunKind kind;
    int start, length;  /* bytes of doc->text */
    int link;           /* RULES_RUN_LINK: the link; else -1 */
    int block;
    int px;
    float x, y, w, h;   /* text runs: h is the line's height, the text centred in it */
} RulesRun;

typedef struct RulesFlow {
    float width;
    int body_px, heading_px;
    float height;              /* of the whole text */
    int run_count;
    RulesRun runs[RULES_MAX_RUNS];
    int box_count;
    SDL_FRect boxes[RULES_MAX_BOXES];      /* behind the asides */
    float block_y[RULES_MAX_BLOCKS];       /* top of each block */
    float section_y[RULES_MAX_SECTIONS];   /* top of each heading */
    int link_run[RULES_MAX_LINKS];         /* the chip of each link (-1: not laid out) */
    bool truncated;                        /* the text did not fit RULES_MAX_RUNS */
} RulesFlow;

void rules_layout_flow(const RulesDoc *doc, float width, int body_px, int heading_px,
                       RulesMeasure measure, void *ctx, RulesFlow *out);

/* The link whose chip is at (x, y) in flow coordinates (a little generous, for fingers), or -1. */
int rules_layout_link_at(const RulesFlow *flow, float x, float y);

/* The section being read when the text is scrolled to y: the last one starting above it. */
int rules_layout_section_at(const RulesFlow *flow, int section_count, float y);

/* How far the text scrolls: to its end, and far enough that the last section's heading can
 * reach the top of a view view_h high. */
float rules_layout_max_scroll(const RulesFlow *flow, int section_count, float view_h);
