/* The table's cues: what everyone at the table sees happen, heard. Only an event's kind and who
 * made it choose a sound, never a card, so nothing heard tells what a screen hides. */
#pragma once

#include "audio.h"
#include "jugglers.h"
#include "ssgame.h"

/* The cue for a siteswap card game event, AUDIO_CUE_COUNT for none. person: the seat it is
 * about is a person (a turn coming to a computer has no cue). */
AudioCue audio_table_ssg_cue(const SsgEvent *e, bool person);
/* ...and for a Jugglers event. */
AudioCue audio_table_jg_cue(const JgEvent *e, bool person);

/* Plays the cues of a batch of events as they come to the table: cards dealt one after
 * another sound one after another (`speed` is the animation speed; instant: all at once). */
void audio_table_ssg(Audio *audio, const SsgSetup *setup, const SsgEvents *events, double speed,
                     bool instant);
void audio_table_jg(Audio *audio, const JgGame *game, const JgEvents *events, double speed,
                    bool instant);
