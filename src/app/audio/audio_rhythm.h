/* The rhythm of a pattern: when and where the animator's hands catch, so a sound can fall on
 * every catch. Pure C11 (no SDL, no clock): times are the motion's seconds, passed in. */
#pragma once

#include "anim.h"

typedef struct AudioCatch {
    double t;        /* the motion's seconds: the prop reaches the hand */
    double height;   /* metres its throw rose above the hand that released it */
    double x;        /* where across it is caught, metres (viewer's right positive) */
    int hand;        /* SiteswapHand catching */
} AudioCatch;

/* Catches in (t0, t1], earliest first: every thrown prop's landing, repeated cycle after cycle
 * (held props and 0s make none). Returns how many there are (only max are written). An empty or
 * backward interval has none. */
int audio_rhythm_catches(const AnimMotion *m, double t0, double t1, AudioCatch *out, int max);
