/* The Rules screen's state, shared by its files and private to this folder.
 *
 *   rules_state.c    layout: the reader's frame and the juggler's panel (the text, its place,
 *                    scrolling and chips are the reader's: ui/reader.h)
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
#include "reader.h"
#include "rules_layout.h"
#include "rules_text.h"
#include "siteswap.h"

#define INFO_LINES 4

typedef struct RulesScene {
    Scene base;
    const GameDef *game;  /* whose rules (one of the list): G switches to the next game's */
    Scene *(*make)(App *app, const GameDef *game); /* rules_scene_create_for, for G */
    Reader reader;        /* the text, its layout, its place, the contents and the chips */
    AnimMotion *motion;   /* large: on the heap */
    const Catalogue *catalogue; /* the app's names and tricks; empty if its file cannot be read */

    /* The layout, and what it was made for: it is made again when any of these changes. */
    RulesFrame frame;
    int laid_w, laid_h;
    TextSize laid_text;

    SDL_Cursor *hand;     /* over something to press; NULL where the system has none */
    bool hand_shown;

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

/* Lays the screen out again when the window or the text size changed, keeping the reader's
 * place. */
void rules_ensure_layout(RulesScene *rs, App *app);
