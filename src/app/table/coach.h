/* The coach of a guided first game: an overlay the card tables offer. It reads a script
 * (coach_script.h), shows the current step's words in a panel placed clear of what it points
 * at, rings that target with an arrow to it, and gives a gentle word for a move the step is not
 * waiting for. The table says where each target is and whether a step's conditions hold; the
 * coach knows no game. */
#pragma once

#include "app.h"
#include "coach_script.h"
#include "text.h"

#include <SDL.h>
#include <stdbool.h>

typedef struct JsonWriter JsonWriter;
typedef struct RulesDoc RulesDoc;
typedef struct RulesFlow RulesFlow;

#define COACH_WORD_SECONDS 5.0   /* how long a gentle word stays up */

typedef struct CoachSized {
    int px;
    float w, h;
} CoachSized;

typedef struct Coach {
    CoachScript script;
    int step;
    bool closed;                 /* the free step's panel was put away */
    char word[COACH_WORDS];      /* the gentle word up now ("" none), plain */
    double word_left;
    double age;                  /* seconds the step has been up */
    SDL_FRect target;            /* the current target as last placed (w 0: none shown) */
    SDL_FRect panel, next;       /* as last laid out (next w 0: no Next button) */
    int px;                      /* the words' size, as last laid out */
    /* The step's words read as Rules markup and flowed into lines with bold and pattern chips
     * (large: on the heap from the first layout, freed by coach_free). */
    RulesDoc *doc;
    RulesFlow *flow;
    int doc_step;                /* the step doc holds (-1: none) */
    bool doc_ok;                 /* else the words are drawn plain */
    int flow_px;
    float flow_w;
    int sized_n;                 /* the step's words' heights already found at a size, width */
    CoachSized sized[16];
} Coach;

/* Reads the script file (a path under the data folder is the caller's). false with the reason. */
bool coach_load(Coach *c, const char *path, char *err, size_t err_size);
/* The same from text (tests). Every step's words must read as Rules markup. */
bool coach_load_text(Coach *c, const char *text, size_t len, char *err, size_t err_size);
/* Frees what the coach's layout took (the Coach itself is the caller's). */
void coach_free(Coach *c);

const CoachStep *coach_current(const Coach *c);
/* Still guiding: a step before the free one is up. */
bool coach_guiding(const Coach *c);
/* The panel is shown (guiding, or the free step's last words not yet put away). */
bool coach_shown(const Coach *c);
void coach_advance(Coach *c);
/* What ends the step now: "click", "next", "until" or "free". */
const char *coach_waits(const Coach *c);

/* The gentle word for a move the step is not waiting for. */
void coach_say_other(Coach *c);
void coach_tick(Coach *c, double seconds);
/* For the scene's still_ms: how long the coach's picture stays as it is (the gentle word's
 * expiry; APP_STILL_FOREVER without one). The ring is steady, so a still table stays still. */
uint32_t coach_still_ms(const Coach *c);

/* Where the step's target is this frame (w 0: not on screen now). */
void coach_set_target(Coach *c, SDL_FRect target);

/* Lays the panel out in a w x h window at words size px (smaller down to min_px when the words
 * do not fit), clear of the target and of the keep-clear boxes when it can be. */
void coach_layout(Coach *c, TextCache *tc, int w, int h, int px, int min_px,
                  const SDL_FRect *keep_clear, int keep_n);
void coach_draw(Coach *c, SDL_Renderer *r, TextCache *tc);

typedef enum CoachHit {
    COACH_HIT_NONE,      /* not shown, or outside everything of the coach */
    COACH_HIT_TARGET,    /* on what the step points at */
    COACH_HIT_NEXT,      /* the panel's Next (or Close on the free step) */
    COACH_HIT_PANEL,     /* elsewhere on the panel */
} CoachHit;
CoachHit coach_hit(const Coach *c, float x, float y);

/* Input seen by the coach before the table (the target set for this frame first): true when
 * the coach took it (its Next, or a move the step is not waiting for: the gentle word); false
 * lets the table have it. typing: a text field of the table has the keys. */
bool coach_input(Coach *c, const Input *in, bool typing);
/* After the table had it: a click on the target ends a step that waits for that click. */
void coach_after_input(Coach *c, const Input *in);
/* Each tick: the step ends when all its conditions hold (holds asks the table). */
void coach_check(Coach *c, bool (*holds)(const void *table, const char *cond), const void *table,
                 double dt);

/* The probe's members: "tutorial" true and "coach" {step, steps, name, words, waits, point,
 * target, panel, next, other}. */
void coach_probe(const Coach *c, JsonWriter *j);
