/* The coach of a guided first game: an overlay the card tables offer. It reads a script
 * (coach_script.h), shows the current step's words in a panel placed clear of what it points
 * at, rings that target with an arrow to it, and gives a gentle word for a move the step is not
 * waiting for. The table says where each target is and whether a step's conditions hold; the
 * coach knows no game. */
#pragma once

#include "app.h"
#include "coach_script.h"
#include "table_buttons.h"
#include "text.h"

#include <SDL.h>
#include <stdbool.h>

typedef struct JsonWriter JsonWriter;
typedef struct RulesDoc RulesDoc;
typedef struct RulesFlow RulesFlow;
typedef struct AnimMotion AnimMotion;

#define COACH_WORD_SECONDS 5.0   /* how long a gentle word stays up */

typedef struct CoachSized {
    int px;
    float w, h;
} CoachSized;

/* A box of the table the panel keeps clear of: by weight per pixel covered, or never when any
 * place allows (COACH_NEVER: the seats, the cards laid out, what the step talks about). */
#define COACH_NEVER (-1.0f)
#define COACH_MAX_CLEAR 24
typedef struct CoachClear {
    SDL_FRect box;
    float weight;
    char what[24];               /* named in the probe ("seat 0", "revealed") */
} CoachClear;

/* Adds box to a table's list of boxes to keep clear (k, *n of COACH_MAX_CLEAR); an empty box
 * or a full list adds nothing. */
void coach_clear_add(CoachClear *k, int *n, SDL_FRect box, float weight, const char *what);
/* The smallest box holding both; an empty one (w <= 0) counts as nothing. */
SDL_FRect coach_box_union(SDL_FRect a, SDL_FRect b);

typedef struct Coach {
    CoachScript script;
    int step;
    bool closed;                 /* the free step's panel was put away */
    char word[COACH_WORDS];      /* the gentle word up now ("" none), plain */
    double word_left;
    double age;                  /* seconds the step has been up */
    int drawn_step;              /* the step the screen shows (a tick moves on unseen) */
    bool drawn_closed;
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
    CoachSized sized[64];
    /* The last layout's question, so a still table is not placed again every frame. */
    struct {
        int w, h, px, min_px, step, clear_n, link;
        bool word, shown;
        SDL_FRect target;
        CoachClear clear[COACH_MAX_CLEAR];
    } asked;
    CoachClear clear[COACH_MAX_CLEAR]; /* the boxes kept clear, as last laid out (probe) */
    int clear_n;
    /* The words' live patterns: chips to click (or Tab to and Enter), juggled in the panel. */
    float words_x, words_y;      /* where the flow's (0, 0) is drawn */
    int hover_link, focus_link;  /* -1: none */
    int show_link;               /* the pattern juggled (-1: none) */
    char shown[48];              /* its label */
    char show_why[160];          /* why it cannot be juggled ("" when it is) */
    AnimMotion *motion;          /* on the heap from the first pattern shown */
    double show_t;
    SDL_FRect figure;            /* where it is juggled (w 0: none) */
    bool colour_blind;
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
/* While the step points at a button, that button (the first one on whose label begins with
 * the step's words, as the ring finds it) is the table's gold default and no other is: a gold
 * elsewhere would say the opposite of the ring. Other steps leave the table's gold alone. */
void coach_gold(const Coach *c, TableButtons *bs);

/* Lays the panel out in a w x h window at words size px (smaller down to min_px when that
 * keeps the table clear), never over the target nor a COACH_NEVER box when any place allows,
 * covering as little of the weighted boxes as it can. */
void coach_layout(Coach *c, TextCache *tc, int w, int h, int px, int min_px,
                  const CoachClear *clear, int clear_n);
void coach_draw(Coach *c, SDL_Renderer *r, TextCache *tc);

typedef enum CoachHit {
    COACH_HIT_NONE,      /* not shown, or outside everything of the coach */
    COACH_HIT_TARGET,    /* on what the step points at */
    COACH_HIT_NEXT,      /* the panel's Next (or Close on the free step) */
    COACH_HIT_CHIP,      /* a live pattern of the words */
    COACH_HIT_PANEL,     /* elsewhere on the panel */
} CoachHit;
CoachHit coach_hit(const Coach *c, float x, float y);
/* The live pattern (a link of the step's words) under x, y, or -1. */
int coach_chip_at(const Coach *c, float x, float y);
/* A chip's box on screen, as last laid out (w 0: none). */
SDL_FRect coach_chip_rect(const Coach *c, int link);
/* Juggles the live pattern in the panel (the same link again puts it away; -1 puts it away). */
void coach_show_chip(Coach *c, int link);

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
 * target, panel, next, other, clear (the boxes it keeps clear), chips, focused, juggling,
 * figure}. */
void coach_probe(const Coach *c, JsonWriter *j);
