/* What the Jugglers table shows and where, from the same frame that is drawn and clicked: for
 * tests (privacy, clicks) and its part of the --probe report. */
#pragma once

#include "json_write.h"
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
    bool own_shown;              /* the shown seat's own hand and sigil are drawn */
    bool held;                   /* a gathering's result is held up */
    bool held_may_go_on;         /* and Enter or a click takes the table on now */
    char held_verdict[2][240];   /* its verdicts on the left and right policies */
    SDL_FRect seat_box[JG_MAX_SEATS];   /* each seat's panel as drawn */
    bool seat_moving[JG_MAX_SEATS];     /* the seat glides to a new place (JtSeatRing) */
    SDL_FRect table_felt, strip; /* the felt and the strip: the same size all game long */
} JtProbe;

/* The probe of the table in st, drawn last as drawn; f is where the frame input is tested
 * against now is made; layer_redraws: times the table at rest was drawn into its layer. */
void jt_probe_fill(const JtState *st, const JtFrame *drawn, JtFrame *f, int layer_redraws,
                   JtProbe *out);
/* The table's members of the --probe report (core/probe.h): phase, seats, columns, faces. */
void jt_probe_json(JsonWriter *j, const JtProbe *p);
