/* The new-game screen. First the game: the siteswap card game or Jugglers. The siteswap game:
 * seats (name, person or computer and its level, highest flash), the rule options [1] [2] [3],
 * the best-build hint, cycles before laying down, who starts, and the seed; under the seats,
 * what a computer seat's level means. Jugglers: 2-5 players (name, person or computer and its
 * level), round wins to win, the dummies' sigils with two players, the first chairman, the seed;
 * under the seats, the variation the player count makes, in words. Everything works from the
 * keyboard: arrows choose rows and change values, Tab goes through a seat's fields.
 * Play then Start starts the game played last (two people by default). */
#pragma once

#include "app.h"
#include "game_choice.h"
#include "games.h"

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
    SDL_FRect name_box[GAMES_MAX_SEATS], kind_box[GAMES_MAX_SEATS], flash_box[GAMES_MAX_SEATS];
    bool asking;              /* "A game is in progress: Continue it / Start a new one" is up */
    char under[300];          /* the line under the seats: Jugglers' variation, or what the
                               * focused (or first) computer seat's level means; "" for none */
    char error[200];
    float step_back_x, step_on_x; /* on a focused row stepped by ‹ ›: where they are drawn (x
                                   * of each one's middle); 0 on other rows */
    float focus_y;                /* the middle of the focused row */
} SetupProbe;
/* false if scene is not the setup screen. */
bool setup_scene_probe(Scene *scene, const App *app, SetupProbe *out);
/* The question's buttons: 0 Continue it, 1 Start a new one. */
SDL_FRect setup_scene_ask_rect(const App *app, int which);
/* Where the "Start game" button and the Game row are at this window size, on the setup screen
 * on top (for tests that click them). */
SDL_FRect setup_scene_start_rect(const App *app);
SDL_FRect setup_scene_game_rect(const App *app);
SDL_FRect setup_scene_tutorial_rect(const App *app);
