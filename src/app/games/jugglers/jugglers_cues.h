/* Jugglers's events heard at the table: each event's cue (audio/audio_table.h plays
 * them). Only an event's kind and whether it is about a person choose, never a card. */
#pragma once

#include "audio_table.h"
#include "jugglers.h"

/* The cue for an event, AUDIO_CUE_COUNT for none. person: the seat it is about is a person (a
 * turn coming to a computer has no cue). */
AudioCue jugglers_cue(const JgEvent *e, bool person);
/* Plays a batch of events' cues as they come to the table (audio_table_play). */
void jugglers_cues_play(Audio *audio, const JgGame *game, const JgEvents *events, double speed, bool instant);
