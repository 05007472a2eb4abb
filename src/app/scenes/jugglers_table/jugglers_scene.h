/* The Jugglers table: the poker-hand card game on one screen shared by everyone at the table.
 *
 * The scene glues the table's parts (jt_state.h lists them) to the app: it feeds them the
 * window, the settings and the ticks, draws the frame, hands them input, and carries out what
 * they ask for (saving after every action, notices, leaving). Between decisions and during
 * computer players' turns only the public view is drawn; a person's hand and sigil appear only
 * after a curtain ("Pass to Anna") that the person opens, unless they are the only person. */
#pragma once

#include "app.h"
#include "game_choice.h"
#include "jt_frame.h"

#define JT_PROBE_FACES 160

/* What the scene is doing and where everything is, from the same frame that is drawn and
 * clicked, for tests (privacy, clicks) and the --probe file. */
typedef struct JtProbe {
    TableMode mode;
    int shown_seat;
    const JgGame *game;
    int faces_n;                 /* card faces drawn in the frame last drawn, by card id */
    int faces[JT_PROBE_FACES];
    bool busy;                   /* cards are moving */
    SDL_FRect confirm;           /* the curtain's button */
    int hand_n;                  /* the private choices as drawn: card ids (-1: the deck's) */
    int hand_card[JT_HAND_SLOTS];
    int pick_of[JT_HAND_SLOTS];
    SDL_FRect hand_rect[JT_HAND_SLOTS];
    int pick;
    SDL_FRect column[JG_DRAFTS];
    JtButtons buttons;           /* labels, on or greyed out, ids */
    SDL_FRect button_rect[JT_MAX_BUTTONS];
    bool scoring;                /* a round's scores are up */
    char banner[TABLE_BANNER_TEXT];
    int dice;                    /* rolls so far */
    int round, gathering, cycle;
    char column_words[JG_DRAFTS][96];
    int record_n;                /* the match's gatherings so far, oldest first (a resumed game's
                                  * too, rebuilt from its actions) */
    const JtGathering *record;
    bool phones;                 /* Hands on phones runs for this game */
    bool on_phone[JG_MAX_SEATS]; /* the seat holds its cards on its phone now */
    bool join_open;              /* the Join screen is up */
    int layer_redraws;           /* times the table at rest was drawn into its layer */
} JtProbe;

Scene *jugglers_scene_create(App *app, const GameChoice *choice);
/* A game from save text (jugglers_save), resumed where it stopped; NULL with the reason. */
Scene *jugglers_scene_resume(App *app, const char *text, size_t len, char *err, size_t err_size);
/* A phones table's link for seat ("http://HOST:PORT/s/TOKEN"); false (buf "") when the scene
 * is not a Jugglers table, phones are off, or the seat has no link. For tests driving phones. */
bool jugglers_scene_phone_url(Scene *scene, int seat, char *buf, size_t size);
/* false if scene is not a Jugglers table. */
bool jugglers_scene_probe(Scene *scene, JtProbe *out);
/* The scene's probe hook (Scene.probe, jt_probe_json.c): the table's part of --probe. */
void jt_probe_json(Scene *scene, App *app, JsonWriter *j);
