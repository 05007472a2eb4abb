/* The Learn screen: a siteswap course for people who have never heard of siteswap. A list of
 * short lessons (assets/learn/), each with the juggler and the ladder showing what it talks
 * about (slowed, stepped, one ball followed) and an exercise at its end that the game checks.
 * Which lessons are done is kept in the preference folder. */
#pragma once

#include "app.h"
#include "learn_course.h"

#include <SDL_rect.h>

#include <stdbool.h>

/* lesson: 1-based; 0 opens the list. A lesson that does not exist opens the list and says so. */
Scene *learn_scene_create(App *app, int lesson);

/* What the screen shows, for tests. */
typedef struct LearnSceneView {
    bool list;                      /* the list of lessons, not a lesson */
    int lesson, lessons;            /* 1-based; 0 on the list */
    int selected;                   /* the list's row, 1-based */
    char title[64];
    char figure[LEARN_PATTERN_MAX]; /* the pattern juggled; "" when none */
    bool juggling, paused, broken;
    int follow;                     /* -1: none */
    double speed;
    LearnAskKind ask;
    char answer[LEARN_PATTERN_MAX];
    bool answered, right;
    char verdict[300];
    char choices[LEARN_CHOICES][LEARN_CHOICE_MAX]; /* in the order shown */
    int done;                       /* lessons done */
    bool lesson_done;
    char problem[400];
    double beat;                    /* the animation's beat now */
    char state[40];                 /* the state line shown ("xx-x"); "" when none */
    const char *phase;              /* from the cascade: "cascade", "way in", "pattern", "way out"; else "" */
    int collisions;                 /* a broken pattern's throws drawn in red on the ladder */
    bool typing;                    /* the answer's field has the keys */
    int terms;                      /* terms read from terms.txt */
    int links;                      /* patterns in the lesson's text to juggle */
    char link[16][24];              /* ...the first of them, as written */
    SDL_FRect link_box[16];         /* ...where each is on screen (empty when scrolled away) */
    const char *text;               /* the lesson's text as shown (its words included), */
    int text_length;                /* ...this many bytes of it (not NUL-ended) */
    SDL_FRect field;                /* where the answer is typed */
    SDL_FRect state_label;          /* the state line's "State", to point at; empty when none */
    bool beats_numbered;            /* the ladder's beats have numbers under them */
    const char *hint;               /* the line of keys at the foot */
    char hover_term[32];            /* the term whose words are shown pointed at; "" none */
} LearnSceneView;

bool learn_scene_view(const Scene *scene, LearnSceneView *out);
