/* The document reader the reading screens share (the Help and the Rules, and any screen that
 * shows a text of the markup in rules_text.h): the text read from the data folder, laid out in
 * the reading frame (reader_flow.h), scrolled with eased keys, the wheel, a finger's drag and
 * the scroll bar, the contents list walked with the arrows, and the live patterns as chips
 * that Tab walks and a tap or Enter picks (the screen decides what a picked chip does).
 *
 * A screen keeps a Reader, lays it out with reader_layout when its window or text size changes,
 * passes it its input (reader_input), eases it each tick (reader_update) and draws it
 * (reader_draw_text, reader_draw_contents). */
#pragma once

#include "app.h"
#include "list.h"
#include "reader_flow.h"
#include "rules_text.h"

#include <SDL.h>
#include <stdbool.h>

#define READER_SCROLL_EASE 0.3f /* of the way to the target per tick: quick, but the eye follows */

typedef struct Reader {
    RulesDoc *doc;          /* large: on the heap; NULL when there is no text to show */
    RulesFlow *flow;        /* large: on the heap */
    char problem[200];      /* why there is no text to show */
    char detail[400];       /* and what exactly went wrong, for whoever fixes it */
    bool chips;             /* links are chips to press (the Rules); else they read as bold */

    ReaderFrame frame;      /* the last layout */
    float laid_flow_w;
    int laid_body_px;

    float scroll, scroll_target;
    int jumped_section;     /* the section last jumped to, while the text stays where it went */
    float jumped_to;
    bool in_contents;
    UiList toc;             /* the contents list: its focus (every row is in view) */
    int hover_link, focused_link, playing_link, hover_toc;

    /* A press on the text: a tap on a chip picks it; moving further drags the text. */
    bool pressing, dragging, dragging_bar;
    float press_x, press_y, press_scroll;
    int press_link;
} Reader;

/* Reads the text at rel in the data folder (what is wrong goes to problem and detail, with
 * what_missing and what_wrong as the player's words: "The help could not be found. ...").
 * False only when out of memory; a missing or damaged text leaves doc NULL and says why.
 * markup (may be NULL) gets the file's text for the screen's own reading (SDL_free it), or
 * NULL when it could not be read. */
bool reader_open(Reader *r, const App *app, const char *rel, bool chips, const char *what_missing,
                 const char *what_wrong, char **markup);
/* Reads markup already in memory (the same as reader_open after the file is read). */
bool reader_open_text(Reader *r, const char *markup, const char *name, bool chips,
                      const char *what_wrong);
void reader_close(Reader *r);

/* Lays the text out in frame, keeping the reader's place (the section just jumped to, the end,
 * or the first block in view at the same distance from the top). On the first layout the text
 * opens at jumped_section when one is set. */
void reader_layout(Reader *r, const ReaderFrame *frame, RulesMeasure measure, void *ctx);

float reader_max_scroll(const Reader *r);
void reader_scroll_to(Reader *r, float y);
void reader_scroll_by(Reader *r, float dy);
float reader_line_height(const Reader *r);
void reader_jump_to_section(Reader *r, int section);
/* The section being read: the one last jumped to, until the text moves; else the one holding
 * the line a third of the way down the view, where the eye is. */
int reader_current_section(const Reader *r);
/* A link's chip in the text's own coordinates; false if it has none. */
bool reader_link_chip(const Reader *r, int link, SDL_FRect *chip);
/* Whether a chip is wholly in the view at the scroll the text is heading for. */
bool reader_link_visible(const Reader *r, int link);
/* Scrolls just enough for a chip to be in view with a margin. */
void reader_reveal_link(Reader *r, int link);
/* The scroll bar's thumb. */
SDL_FRect reader_thumb_rect(const Reader *r);
/* Tab: the focus to the next (or previous) chip after the focused one, or the first in sight
 * when the focused one has been scrolled away. */
void reader_tab(Reader *r, bool backwards);

/* Eases the scroll towards its target (one tick). */
void reader_update(Reader *r);
/* Whether the text is moving (scrolling or held by a drag). */
bool reader_moving(const Reader *r);

/* Input for the reader: arrows, pages, Home/End, Space, the wheel, the contents list (Left
 * opens it, Right leaves it), Tab between chips (chips only), the pointer on the text, the
 * scroll bar and the contents. *picked gets a chip tapped or Enter'd (else -1). Returns false
 * for input that is not the reader's (Esc, other keys), which the screen handles. */
bool reader_input(Reader *r, const Input *in, int *picked);

/* Draws the text panel: the text with its asides, bullets, cards and chips, faded where the
 * view cuts a line, and the scroll bar; or the problem when there is no text. bold: the colour
 * of bold words. */
void reader_draw_text(App *app, const Reader *r, SDL_Color bold);
/* Draws the contents list, the section being read marked. */
void reader_draw_contents(App *app, const Reader *r);
