/* The siteswap card game's events heard at the table: each event's cue (audio/audio_table.h plays
 * them). Only an event's kind and whether it is about a person choose, never a card. */
#pragma once

#include "audio_table.h"
#include "ssgame.h"

/* The cue for an event, AUDIO_CUE_COUNT for none. person: the seat it is about is a person (a
 * turn coming to a computer has no cue). */
AudioCue siteswap_cue(const SsgEvent *e, bool person);
/* Plays a batch of events' cues as they come to the table (audio_table_play). */
void siteswap_cues_play(Audio *audio, const SsgSetup *setup, const SsgEvents *events, double speed, bool instant);
