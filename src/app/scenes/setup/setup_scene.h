/* The new-game screen: seats (name, person or computer and its level, highest flash), the rule
 * options [1] [2] [3], the best-build hint, cycles before laying down, who starts, and the seed.
 * Defaults make a game for two people, so Play then Start is two clicks. */
#pragma once

#include "app.h"
#include "game_choice.h"
#include "ssgame.h"

Scene *setup_scene_create(App *app);

/* What the setup screen holds and drew last frame, for tests. */
typedef struct SetupProbe {
    GameChoice choice;
    int focus_seat;           /* the seat row focused, -1 for another row */
    char focus_label[96];     /* the focused row's label (on a seat row, the name) */
    int part;                 /* on a seat row: 0 the name, 1 person or computer, 2 the flash */
    size_t cursor, anchor;    /* in the focused name, in bytes; equal when nothing is selected */
    bool caret_shown;         /* the caret was drawn in the last frame */
    SDL_FRect caret;          /* where it was (or would have been) */
    float name_x;             /* where the focused name's text starts (FONT_REGULAR, name_px) */
    int name_px;
    SDL_FRect name_box[SSG_MAX_SEATS], kind_box[SSG_MAX_SEATS], flash_box[SSG_MAX_SEATS];
    bool asking;              /* "A game is in progress: Continue it / Start a new one" is up */
    char error[200];
} SetupProbe;
/* false if scene is not the setup screen. */
bool setup_scene_probe(Scene *scene, const App *app, SetupProbe *out);
/* The question's buttons: 0 Continue it, 1 Start a new one. */
SDL_FRect setup_scene_ask_rect(const App *app, int which);
/* Where the "Start game" button is at this window size (for tests that click it). */
SDL_FRect setup_scene_start_rect(const App *app);
