/* Where everything on the Learn screen goes, as a function of the window size and text size.
 * Pure, so tests can lay every lesson out without a window.
 *
 * A lesson: the title along the top; on the left the lesson's text (it scrolls) over the
 * exercise; on the right the juggler, the controls (slower, pause, step, follow) and the ladder;
 * the key hints along the bottom. The list: one row a lesson. */
#pragma once

#include "learn_course.h"

#include <SDL_rect.h>
#include <stdbool.h>

#define LEARN_BUTTONS 4 /* slower, pause, step, follow */

typedef struct LearnFrame {
    float margin, pad;
    int title_px, body_px, heading_px, small_px, hint_px, answer_px;
    float title_y, hint_y;
    SDL_FRect text_panel, text_view;   /* the lesson's text scrolls in text_view */
    SDL_FRect ask_panel;               /* the exercise */
    float question_y, question_h;      /* its question, wrapped */
    SDL_FRect field;                   /* where the answer is typed */
    SDL_FRect choices[LEARN_CHOICES];  /* pick and choose: two by two */
    SDL_FRect verdict;                 /* what the game says about the answer */
    SDL_FRect stage;                   /* the juggler's panel */
    SDL_FRect facts;                   /* the pattern's name and facts, in the panel */
    SDL_FRect figure;                  /* where the figure juggles */
    SDL_FRect state_line;              /* the state, over the figure (when a lesson shows it) */
    SDL_FRect buttons[LEARN_BUTTONS];
    SDL_FRect ladder;
    /* The list of lessons. */
    SDL_FRect list_panel;
    float row_h;
    int row_px;
} LearnFrame;

/* question_h: the question's height wrapped to the exercise panel's width (learn_layout_
 * question_width); answer_rows: 1 for a typed answer, 2 for four choices (two by two);
 * verdict_lines: lines kept for the verdict. */
float learn_layout_question_width(int width, int height, float text_scale);
void learn_layout_frame(int width, int height, float text_scale, float question_h,
                        int answer_rows, int verdict_lines, int lessons, LearnFrame *out);
