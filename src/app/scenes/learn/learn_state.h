/* The Learn screen's state, shared by its files and private to this folder.
 *
 *   learn_course.c  pure: a lesson's directives, checking answers, the progress text
 *   learn_layout.c  pure: where everything goes
 *   learn_lesson.c  the lessons: reading them, opening one, the pattern on show, answers, progress
 *   learn_input.c   input -> state;  learn_draw.c: draws the state (SDL)
 *   learn_words.c   the terms (assets/learn/terms.txt, as the Lab's tooltips): the words that end
 *                   a lesson, a term's tooltip when pointed at
 *   learn_juggle_state.c  the state line beside the juggler, and where a juggle from the
 *                   cascade is (the cascade, the way in, the pattern, the way out)
 *   learn_scene.c   the scene: create, update, destroy, probe, the view for tests
 *   learn_pass.c    a passing (or bounce) pattern on show, by the passing animator */
#pragma once

#include "anim.h"
#include "app.h"
#include "learn_course.h"
#include "learn_layout.h"
#include "rules_layout.h"
#include "rules_text.h"
#include "siteswap.h"
#include "tooltip.h"

#include <limits.h>

#define LEARN_SPEEDS 4
#define LEARN_FILE_MAX 64
#define LEARN_PROGRESS_FILE "learn-progress.txt" /* in the preference folder */
#define LEARN_LADDER_MAX 160

typedef enum LearnMode { LEARN_MODE_LIST, LEARN_MODE_LESSON } LearnMode;

typedef struct LearnScene {
    Scene base;
    LearnMode mode;
    int lesson_count;
    char files[LEARN_MAX_LESSONS][LEARN_FILE_MAX];
    char titles[LEARN_MAX_LESSONS][RULES_TITLE_MAX];
    char course_problem[300];  /* the course cannot be read at all */
    int selected;              /* the list's row */

    /* The lesson open (0-based), its text and its exercise. */
    int lesson;
    RulesDoc *doc;             /* NULL: the lesson could not be read (problem says why) */
    RulesFlow *flow;
    LearnLesson meta;
    char problem[400];
    float scroll, scroll_target;
    int focused_link, hover_link;

    /* The pattern on show. */
    AnimMotion *motion;
    bool has_motion;
    bool passing;              /* several jugglers (or bounces) juggle instead: learn_pass.c */
    struct LearnPass *pass;    /* made when first needed */
    Siteswap *broken;          /* a pattern that cannot be juggled: drawn on the ladder in red */
    char figure[LEARN_PATTERN_MAX];
    bool hide_name;            /* the pick exercise's mystery pattern */
    bool from_ground;          /* juggled from the cascade: way in, pattern, way out */
    int entry_beats;           /* ...its way in's beats */
    char way_in[16], way_out[16], ground[16];
    int period;                /* the pattern's own period (the motion may hold more) */
    double t;
    bool paused;
    int speed;                 /* index in learn_speeds */
    int follow;                /* the prop followed, -1: none */
    AnimLadderThrow ladder[LEARN_LADDER_MAX];
    int ladder_count;

    /* The exercise. */
    char answer[LEARN_PATTERN_MAX];
    bool typing;               /* letters go into the answer */
    bool esc_stopped_typing;   /* the last key was the Esc that let go of the answer: the next
                                * Esc does not leave yet (two quick Escs are not a way out) */
    bool esc_warned;           /* ...and that Esc came: the hint says Esc again leaves */
    int order[LEARN_CHOICES];
    int choice_focus;          /* place shown, -1: none */
    int picked;                /* place picked, -1: none */
    bool answered;
    char checked[LEARN_PATTERN_MAX]; /* the answer the verdict is about */
    LearnVerdict verdict;
    int hover_button, hover_choice;

    /* The terms (assets/learn/terms.txt); none when the file cannot be read. */
    TooltipTerms terms;
    int hover_term;            /* the term pointed at, -1: none */
    SDL_FRect hover_term_box;
    SDL_FRect state_terms[2];  /* the state line's "State" and its kind, to point at */
    int state_term_ids[2];

    LearnProgress progress;
    char progress_path[PATH_MAX];
    char progress_note[300];   /* said once on the list: a damaged file set aside */

    LearnFrame frame;
    int laid_w, laid_h, laid_lesson;
    TextSize laid_text;
    bool laid_typing;
    SDL_FRect drawn_figure;
    float drawn_prop_px;
    bool drawn_on;
} LearnScene;

extern const double learn_speeds[LEARN_SPEEDS];

/* learn_lesson.c */
void learn_read_course(LearnScene *ls, App *app);
void learn_open_lesson(LearnScene *ls, App *app, int lesson);
void learn_show_pattern(LearnScene *ls, const char *pattern, bool hide_name);
void learn_submit(LearnScene *ls, App *app, const char *answer);
void learn_load_progress(LearnScene *ls, App *app);
void learn_save_progress(LearnScene *ls, App *app);
void learn_ensure_layout(LearnScene *ls, App *app);
float learn_max_scroll(const LearnScene *ls);
void learn_scroll_by(LearnScene *ls, float dy);
double learn_beat_seconds(const LearnScene *ls);
/* The shortest time the way in of a juggle from the cascade is shown in (slowed to it). */
#define LEARN_WAY_IN_SECONDS 1.5
void learn_step(LearnScene *ls, int beats);
void learn_follow_next(LearnScene *ls);
/* The text of the choice shown at place i. */
const char *learn_choice_at(const LearnScene *ls, int place);

/* learn_words.c */
void learn_load_terms(LearnScene *ls, App *app);
/* The lesson's markup with the words of its terms ("%! words") after it, as asides; the caller
 * frees it. */
char *learn_markup_with_words(const LearnScene *ls, const char *markup);
/* The term under the pointer in the lesson's text or on the state line (ls->hover_term). */
void learn_point_at_term(LearnScene *ls, float x, float y);
/* A bold run of the lesson's text that is a term: underlined, to point at. */
bool learn_run_is_term(const LearnScene *ls, const RulesRun *r);
void learn_draw_term_tip(App *app, LearnScene *ls);

/* learn_juggle_state.c */
typedef enum LearnPhase {
    LEARN_PHASE_NONE, LEARN_PHASE_GROUND, LEARN_PHASE_ENTRY, LEARN_PHASE_PATTERN, LEARN_PHASE_EXIT
} LearnPhase;
/* The state after the throws made up to now_beat ("xx-x"); "" when there is none to show. */
void learn_state_now(const LearnScene *ls, double now_beat, char *buf, size_t size);
LearnPhase learn_phase(const LearnScene *ls, double now_beat);
/* Where the juggle is, in words: "Now: the way in, a 4". */
void learn_phase_words(const LearnScene *ls, double now_beat, char *buf, size_t size);
/* The state line, over the figure (lessons with "%! state"). */
void learn_draw_state_line(App *app, LearnScene *ls, double now_beat);

/* learn_input.c, learn_draw.c */
bool learn_input(Scene *scene, App *app, const Input *in);
/* The line of keys at the foot of the screen, as it reads now. */
const char *learn_hint(const LearnScene *ls);
void learn_draw(Scene *scene, App *app, double blend);
