/* The Rules screen's state, shared by its files and private to this folder.
 *
 *   rules_state.c    layout and scrolling: the reader's place, chips in view, the scroll bar
 *   rules_example.c  the example on show: a picked chip juggled or explained, Tab between chips
 *   rules_draw.c     draws the state (SDL); rules_input.c: input -> state
 *   rules_scene.c    the scene: create (loading the text), update, destroy, the view for tests. */
#pragma once

#include "anim.h"
#include "app.h"
#include "catalogue.h"
#include "game_choice.h"
#include "layer.h"
#include "list.h"
#include "rules_layout.h"
#include "rules_text.h"
#include "siteswap.h"

#define SCROLL_EASE 0.3f /* of the way to the target per tick: quick, but the eye can follow */
#define INFO_LINES 4

typedef struct RulesScene {
    Scene base;
    GameKind game;        /* whose rules: G switches to the other game's */
    bool switch_game;     /* G was pressed: the scene replaces itself with the other's */
    Scene *(*make)(App *app, GameKind game); /* rules_scene_create_for, for G */
    RulesDoc *doc;        /* large: on the heap, like the flow and the motion */
    RulesFlow *flow;
    AnimMotion *motion;
    const Catalogue *catalogue; /* the app's names and tricks; empty if its file cannot be read */
    char problem[200];    /* why there is no text to show, when there is none */
    char detail[400];     /* and what exactly went wrong, for whoever fixes it */

    /* The layout, and what it was made for: it is made again when any of these changes. */
    RulesFrame frame;
    int laid_w, laid_h;
    TextSize laid_text;
    float laid_flow_w;
    int laid_body_px;

    float scroll, scroll_target;
    int jumped_section;   /* the section last jumped to, while the text stays where it went */
    float jumped_to;
    bool in_contents;
    UiList toc;           /* the contents list: its focus (every row is in view) */
    int hover_link, focused_link, playing_link, hover_toc;
    SDL_Cursor *hand;     /* over something to press; NULL where the system has none */
    bool hand_shown;

    /* A press on the text: a tap on a chip picks it; moving further drags the text. */
    bool pressing, dragging, dragging_bar;
    float press_x, press_y, press_scroll;
    int press_link;

    /* The example on show. */
    bool has_motion;
    double t;
    bool invalid;
    bool has_broken;      /* an invalid pattern that parsed: the diagram shows its collisions */
    Siteswap *broken;     /* owned; set with has_broken */
    char shown[RULES_TARGET_MAX + 64];
    char info[INFO_LINES][240];
    SDL_Color info_colour[INFO_LINES];
    DrawLayer still;      /* all but the example's figure and facts (rules_draw) */
} RulesScene;

static inline float clampf(float v, float lo, float hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

float rules_max_scroll(const RulesScene *rs);
void rules_scroll_to(RulesScene *rs, float y);
void rules_scroll_by(RulesScene *rs, float dy);
void rules_jump_to_section(RulesScene *rs, int section);
/* Lays the screen out again when the window or the text size changed, keeping the reader's
 * place. */
void rules_ensure_layout(RulesScene *rs, App *app);
float rules_line_height(const RulesScene *rs);
/* The section being read. */
int rules_current_section(const RulesScene *rs);
/* A link's chip in the text's own coordinates; false if it has none. */
bool rules_link_chip(const RulesScene *rs, int link, SDL_FRect *chip);
/* Whether a chip is wholly in the view at the scroll the text is heading for. */
bool rules_link_visible(const RulesScene *rs, int link);
/* Scrolls just enough for a chip to be in view with a margin. */
void rules_reveal_link(RulesScene *rs, int link);
/* The scroll bar's thumb, and the track it moves in. */
SDL_FRect rules_thumb_rect(const RulesScene *rs);
