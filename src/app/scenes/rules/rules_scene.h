/* The Rules screen: the siteswap card game explained for beginners (assets/rules/), with a
 * contents list to jump through it and a juggler beside the text who juggles any example the
 * player picks: a click or tap on a chip like 534, or Tab to it and Enter.
 *
 * Scrolls with the wheel, a drag or swipe, the arrows, Page Up/Down, Home/End and the scroll
 * bar; the Left arrow moves into the contents list. Lays itself out again whenever the window or
 * the text size changes. */
#pragma once

#include "app.h"
#include "game_choice.h"
#include "rules_text.h"

Scene *rules_scene_create(App *app);
/* The rules of either game: the siteswap card game's, or Jugglers' (assets/rules/jugglers.txt,
 * with rows of real cards for the poker hands). G on the screen switches to the other's. */
Scene *rules_scene_create_for(App *app, const GameDef *game);

/* What the screen shows, for tests and the screenshot checks. */
typedef struct RulesSceneView {
    char pattern[RULES_TARGET_MAX]; /* the example shown; "" before the player picks one */
    bool juggling;                  /* the juggler is juggling it */
    bool invalid;                   /* not a siteswap: message says why */
    char message[240];
    float scroll, scroll_target, max_scroll;
    SDL_FRect scroll_thumb;         /* on screen */
    int focused_link;               /* -1: none */
    char focused[RULES_TARGET_MAX]; /* its pattern or trick */
    int link_count;
    int section;                    /* the section being read */
    bool in_contents;               /* the keyboard is in the contents list */
    const GameDef *game;            /* whose rules */
    int cards_rows;                 /* rows of real cards in the text */
    int still_redraws;              /* times the text and panels were drawn (not each frame) */
} RulesSceneView;

/* False when scene is not a Rules screen. */
bool rules_scene_view(const Scene *scene, RulesSceneView *out);

/* Where a chip for target is on screen now (the first one in sight); false if none is. */
bool rules_scene_link_rect(Scene *scene, App *app, const char *target, SDL_FRect *out);
