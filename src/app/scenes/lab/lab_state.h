/* The Pattern Lab's state, shared by its files and private to this folder.
 *
 *   lab_pattern.c  the typed pattern checked and described, and the one juggled (no drawing)
 *   lab_time.c     time: speed, beats, phases, the ladder's throws (no drawing)
 *   lab_browser.c  the catalogue, history and random pattern lists
 *   lab_draw.c     draws the state (SDL); lab_input.c: input -> state
 *   lab.c          the scene: create, update, destroy, the status for tests. */
#pragma once

#include "juggler.h"
#include "lab_history.h"

#include "anim.h"
#include "anim_pass.h"
#include "app.h"
#include "catalogue.h"
#include "lab_layout.h"
#include "layer.h"
#include "lab_types.h"
#include "notation.h"
#include "list.h"
#include "rng.h"
#include "siteswap.h"
#include "textfield.h"

#define SPEED_NORMAL 4          /* the step of lab_time.c's speeds that is 1.0 */

/* A valid typed pattern is juggled once typing pauses this long (or on Enter): typing 97531 must
 * not flash a 9-ball fountain, then 97, on the way. Only what is juggled goes into the history. */
#define TYPING_PAUSE_TICKS (LOOP_TICKS_PER_SECOND * 7 / 10)
#define GROUND_BEATS 4          /* cascade throws before the way in: the pattern shows at once */
#define LADDER_MAX 1200
#define TRAIL_SAMPLES 24
#define RANDOM_VISITS 200000    /* patterns looked at for one random pick, at most */

typedef struct RandomRange {
    const char *name;
    int lo, hi;
} RandomRange;

extern const RandomRange lab_random_ranges[LAB_RANDOM_ROWS];

typedef struct LabScene {
    Scene base;
    LabLayout lay;
    DrawLayer still;  /* felt, panel, title, facts and buttons: drawn again only when they change */

    /* The field and what it holds. */
    TextField field;
    char checked[TEXTEDIT_CAPACITY]; /* the text the facts below describe */
    bool valid;                      /* the typed text is a pattern and it is the one juggled */
    bool parsed;                     /* typed parses (valid or not): its ladder is drawn */
    Siteswap *typed;                 /* owned; the last text that parsed */
    SiteswapProblems problems;
    char message[200];
    char facts[LAB_FACT_LINES][200];
    bool waiting;                    /* typed is valid, not juggled yet: typing goes on */
    int wait_ticks;                  /* ...ticks without a key until it is */

    /* What is juggled: the last valid pattern. */
    AnimMotion *motion;              /* a few hundred kB: on the heap, one per Lab */
    AnimCamera camera;               /* frames the juggler; eases its zoom from one pattern to
                                      * the next instead of jumping */
    bool has_motion;
    Siteswap *juggled;               /* owned; set whenever has_motion */
    char juggled_text[TEXTEDIT_CAPACITY];
    int entry_beats;                 /* the way in from the cascade, from siteswap_transition */
    AnimProp prop;
    AnimStyle style;
    bool style_picked;               /* the style came with a catalogue pick, not from the player:
                                      * a pattern typed next is juggled plainly */
    char name[sizeof ((CatalogueEntry *)0)->name]; /* the catalogue's name for what is juggled,
                                                    * "" when it was typed */
    AnimStyle name_style;            /* the pick's style: the name holds while it is juggled so */
    bool start_left;
    bool in_state;
    double t;                        /* seconds into the motion */
    int speed_step;
    bool paused;
    int follow;                      /* prop singled out, -1 none */

    /* Passing and bounces (lab_pass.c): the whole notation juggled by one figure a juggler. */
    bool passing;                    /* what is juggled is pass_motion, not motion */
    AnimPassMotion *pass_motion;     /* on the heap, made when first needed */
    AnimPassPose *pass_pose;
    NotationPattern *pass_typed;     /* owned: the typed text, valid, waiting to be juggled so */
    NotationPattern *pass_juggled;   /* owned: what pass_motion juggles */
    int pass_view;                   /* 0: the whole pattern by beat; 1: each juggler's own count */
    bool prop_picked;                /* the player chose the props (F2): passing keeps them, else
                                      * passers' clubs */

    /* This frame's ladder (also read by the status for tests). */
    AnimLadderThrow ladder[LADDER_MAX];
    int ladder_count;
    int current_throw;
    LabPhase phase;

    /* Pointer. */
    int hover;                       /* button under the pointer, -1 none */
    bool scrubbing;                  /* dragging the ladder moves time */
    float drag_x, drag_y;
    double drag_t;
    bool list_drag, list_moved;
    float drag_top;                  /* the list's top when the drag began */

    /* The browser. */
    bool browsing;
    LabTab tab;
    TextField search;
    const Catalogue *catalogue;  /* the app's, loaded once */
    LabHistory *history;         /* kept by the app from one Lab to the next (lab_history_of),
                                  * else own_history */
    LabHistory own_history;
    const char *catalogue_error; /* why it is empty ("" when it is not): the app's words */
    int periods[CATALOGUE_MAX_ENTRIES];  /* each entry's period, worked out once (0: unknown) */
    int matches[CATALOGUE_MAX_ENTRIES];
    int match_count;
    UiList list[LAB_TAB_COUNT];      /* each list's choice and scroll; random: the focused row */
    int random_value[LAB_RANDOM_ROWS];
    RngState rng;

    struct LabWords *words;      /* plain words: tooltips and suggestions (lab_words.h); NULL
                                  * when out of memory */
} LabScene;

/* The shot the juggler is drawn (and tapped) through: the camera's once it has framed, else the
 * motion's own. */
static inline AnimShot lab_shot(const LabScene *lab)
{
    return lab->camera.framed ? lab->camera.shot
                              : anim_camera_target_within(lab->motion, juggler_aspect(lab->lay.juggler),
                                                          lab->camera.max_height);
}

/* The catalogue's name for the pattern juggled, shown in the panel: "" for a typed pattern, or
 * once the player juggles the pick in another style (a Mills Mess juggled plainly is a cascade). */
static inline const char *lab_shown_name(const LabScene *lab)
{
    return lab->has_motion && lab->style == lab->name_style ? lab->name : "";
}
