/* The setup screen's state, shared by its files and private to this folder.
 *
 *   setup_rows.c    the rows: the chosen game's seats and options (its GameDef's rows) between
 *                   the Game row and the seed, what each says and how it changes
 *   setup_layout.c  where the rows, a seat's parts and the question are
 *   setup_input.c   input -> state (the name being edited, focus, keys, clicks)
 *   setup_draw.c    draws the state
 *   setup_scene.c   the scene: create, destroy, start or continue a game, the probe. */
#pragma once

#include "app.h"
#include "game_choice.h"
#include "button.h"
#include "draw.h"
#include "game_resume.h"
#include "games.h"
#include "hit.h"
#include "palette.h"
#include "probe.h"
#include "phone_server.h"
#include "savefile.h"
#include "table_store.h"
#include "textfield.h"
#include "textfit.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#define NAME_MAX_BYTES 19      /* a name short enough for a seat's panel at the table */

/* Rows: the game, the number of seats, one row per seat, then the game's options (Hands on
 * phones among them, where the game puts it) and the buttons. */
typedef enum SetupRow {
    ROW_GAME,          /* which card game: the first choice after Play */
    ROW_SEATS,
    ROW_SEAT0,
    ROW_OPTION0 = ROW_SEAT0 + GAMES_MAX_SEATS, /* the game's options and Hands on phones */
    ROW_SEED = ROW_OPTION0 + GAMES_MAX_OPTIONS + 1,
    ROW_START,
    ROW_TUTORIAL,      /* the chosen game's guided first game */
    ROW_BACK,
    ROW_COUNT
} SetupRow;

/* The parts of a seat row, each a field Tab stops at. */
typedef enum SeatPart { PART_NAME, PART_KIND, PART_FLASH, PART_COUNT } SeatPart;

typedef struct SetupScene {
    Scene base;
    GameChoice choice;       /* the chosen game's */
    GameChoice kept[GAMES_MAX]; /* each game's as it was left, by its place in the list */
    int focus;
    SeatPart part;           /* on a seat row: which field has the keys */
    TextField name;          /* the focused seat's name, with its cursor and selection */
    int name_seat;           /* the seat `name` was loaded from, -1 for none */
    char error[200];
    /* Start with a game in progress: ask first (Continue it / Start a new one). */
    bool asking;
    int ask_focus;           /* 0 Continue it, 1 Start a new one */
    char in_progress[200];   /* who plays it and the turn */
} SetupScene;

/* setup_rows.c: the rows as the chosen game gives them (the row texts, the steps of a row,
 * the seats' names and kinds, the line under the seats), and switching the game. */
const GameSetupRows *setup_game_rows(const SetupScene *ss);
bool setup_row_visible(const SetupScene *ss, int row);
bool setup_stepped_row(const SetupScene *ss, int row);
char *setup_seat_name(SetupScene *ss, int seat, size_t *size);
bool setup_has_extra(const SetupScene *ss);
int setup_part_count(const SetupScene *ss);
int setup_seat_count(const SetupScene *ss);
void setup_change(SetupScene *ss, App *app, int row, int dir);
void setup_change_extra(SetupScene *ss, int seat, int dir);
void setup_cycle_kind(SetupScene *ss, int seat, int dir);
bool setup_under_text(const SetupScene *ss, int focus_seat, char *buf, size_t size);
void setup_row_text(const SetupScene *ss, int row, char *label, char *value, size_t n);
void setup_typed_seed(SetupScene *ss, uint64_t seed);
/* Every game's choice from its defaults with this seed, the first game's chosen. */
void setup_choices_init(SetupScene *ss, uint64_t seed, bool phones);
/* The choice of the game at this place in the list becomes the chosen one (the seed, phones
 * and the others' parts kept). */
void setup_choose_game(SetupScene *ss, const GameDef *game);

/* setup_layout.c: where the rows are, a seat row's parts (name, kind, flash), the span of a
 * stepped value and which arrow a click is on (-1, +1 or 0), the question's panel. */
int setup_click_step(const SetupScene *ss, const App *app, int row, SDL_FRect rr, float x);
void setup_ask_layout(const App *app, SDL_FRect *panel, SDL_FRect *buttons);
void setup_rows_layout(const SetupScene *ss, const App *app, SDL_FRect *rows);
void setup_seat_parts(const SetupScene *ss, SDL_FRect r, SDL_FRect *name, SDL_FRect *kind,
                      SDL_FRect *flash);
void setup_value_span(const SetupScene *ss, const App *app, int row, SDL_FRect rr, float *left,
                      float *right);

/* setup_input.c: the scene's input; the focused seat (-1 for another row), its name loaded
 * into the field, the field's look. */
TextfieldLook setup_name_look(const App *app, bool editing);
bool setup_input(Scene *scene, App *app, const Input *in);
int setup_focused_seat(const SetupScene *ss);
void setup_sync_name(SetupScene *ss);

/* setup_draw.c: the scene's drawing and how long it stays still. */
uint32_t setup_still_ms(Scene *scene, App *app);
void setup_draw(Scene *scene, App *app, double blend);

/* setup_scene.c: the game in progress continued, or a new one started (the old one kept). */
void setup_continue_saved(SetupScene *ss, App *app);
void setup_start_new(SetupScene *ss, App *app);
