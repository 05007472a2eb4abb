/* The game's sounds, as recipes for the mixer (audio_mixer.h): catches, drops and bounces of the
 * props, and the table's cues. All made here in code; no sound file comes from elsewhere.
 * Pure C11: no SDL. */
#pragma once

#include "anim.h"
#include "audio_mixer.h"

typedef enum AudioCue {
    AUDIO_CUE_DEAL,          /* a card dealt */
    AUDIO_CUE_SLIDE,         /* a card sliding across the table */
    AUDIO_CUE_TURN,          /* a card turned face up */
    AUDIO_CUE_SHUFFLE,       /* the piles shuffled */
    AUDIO_CUE_BUZZ,          /* someone buzzes in */
    AUDIO_CUE_RIGHT,         /* a verdict: right */
    AUDIO_CUE_WRONG,         /* a verdict: wrong */
    AUDIO_CUE_WINNER,        /* the winner's moment */
    AUDIO_CUE_YOUR_TURN,     /* the turn comes to a person */
    AUDIO_CUE_DIE,           /* Jugglers: the die rolled */
    AUDIO_CUE_SETTLE,        /* Jugglers: a settling */
    AUDIO_CUE_POLICY_PASS,   /* Jugglers: a policy passes */
    AUDIO_CUE_POLICY_FAIL,   /* ...or fails */
    AUDIO_CUE_DROP,          /* a prop falls to the floor */
    AUDIO_CUE_BOUNCE,        /* a ball bounces off the floor */
    AUDIO_CUE_COUNT
} AudioCue;

/* The cue's name for people and logs ("deal", "your turn"). */
const char *audio_cue_name(AudioCue cue);

/* Plays a cue from sample `at` (some cues are several sounds in a row) on the effects bus. */
void audio_sounds_cue(AudioMixer *m, AudioCue cue, uint64_t at, float gain, float pan);

/* A catch of `prop` after a throw that rose `height` metres above the hand: higher throws land
 * lower and heavier. On the rhythm bus. */
void audio_sounds_catch(AudioMixer *m, AnimProp prop, double height, uint64_t at, float pan);

/* The pitch factor and gain a catch of this height gets (for tests and the note). */
void audio_sounds_catch_weight(double height, float *pitch, float *gain);
