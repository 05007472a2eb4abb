/* The table's cues: what everyone at the table sees happen, heard. Each game turns its events
 * into cues (games/<game>/<game>_cues.c), choosing by an event's kind and who made it, never by a
 * card, so nothing heard tells what a screen hides; this plays them in time with the cards. */
#pragma once

#include "audio.h"

#include <stdbool.h>

/* Plays the cues of a batch of events as they come to the table, one a event (AUDIO_CUE_COUNT
 * for none): cards dealt one after another sound one after another (`speed` is the animation
 * speed; instant: all at once), each other cue once. */
void audio_table_play(Audio *audio, const AudioCue *cues, int n, double speed, bool instant);
