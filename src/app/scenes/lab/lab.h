/* The Pattern Lab: type any siteswap and watch it juggled.
 *
 * The pattern is checked as it is typed; a valid one is juggled, entering from the cascade, once
 * typing pauses (or on Enter); an invalid one gets the rules module's plain-language explanation, and the ladder
 * diagram draws the throws that collide in red. Beside the juggler: the pattern with the throw
 * being made, its facts, the ladder scrolling with time. Buttons (each with its key) play,
 * pause, step beat by beat, change speed, props, style, starting hand and entry, follow one
 * prop, and open the catalogue of named patterns, the history and the random pattern maker. */
#pragma once

#include "anim.h"
#include "app.h"
#include "lab_history.h"
#include "lab_layout.h"
#include "lab_types.h"

/* Opens the Lab on a pattern (NULL or "" for the cascade). */
Scene *lab_scene_create(App *app, const char *pattern);

/* What the Lab shows now, for tests (strings point into the scene; valid until its next
 * input or update). */
typedef struct LabStatus {
    const char *field;           /* the typed text */
    bool valid;                  /* the typed text is a pattern, and it is the one juggled */
    bool waiting;                /* the typed text is a pattern, juggled once typing pauses */
    const char *juggled;         /* the text of the pattern juggled, "" none */
    const char *name;            /* the catalogue's name shown for it, "" none */
    bool juggling;               /* something is juggled (the last valid pattern during a typo) */
    const char *message;         /* why the typed text is not juggled; "" when it is */
    const char *facts[LAB_FACT_LINES];
    int red_count;               /* written throws drawn red: they land where others land */
    bool red[SITESWAP_MAX_THROWS];
    int current_throw;           /* written throw being made now (its index), -1 outside the pattern */
    LabPhase phase;
    double beat;                 /* beats since the motion started */
    double throw_height;         /* the highest throw, metres above the hand (as the facts say) */
    bool paused;
    double speed;                /* 1 = normal */
    AnimProp prop;
    AnimStyle style;
    bool start_left;
    bool in_state;               /* starts in the pattern's own state, not from the cascade */
    int follow;                  /* prop singled out, -1 none */
    bool browsing;
    LabTab tab;
    int match_count;             /* catalogue rows matching the search */
    const char *chosen;          /* the notation of the browser's chosen row, "" none */
    const char *chosen_name;     /* and its name */
    SDL_FRect figure;            /* the juggler's body as last laid out; empty when none juggles */
    float prop_px;               /* its smallest prop's drawn diameter; 0 when none juggles */
} LabStatus;

/* False when the scene is not a Lab. */
bool lab_scene_status(const Scene *scene, LabStatus *out);

/* The patterns juggled in the Lab this run, kept by the app between visits; NULL when out of
 * memory. */
LabHistory *lab_history_of(App *app);
