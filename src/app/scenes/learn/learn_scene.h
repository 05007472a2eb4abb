/* The Learn screen: a siteswap course for people who have never heard of siteswap. A list of
 * short lessons (assets/learn/), each with the juggler and the ladder showing what it talks
 * about (slowed, stepped, one ball followed) and an exercise at its end that the game checks.
 * Which lessons are done is kept in the preference folder. */
#pragma once

#include "app.h"
#include "learn_course.h"

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
} LearnSceneView;

bool learn_scene_view(const Scene *scene, LearnSceneView *out);
