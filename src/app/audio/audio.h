/* Sound for the game: the mixer (audio_mixer.h) on the simulation's clock, played through SDL's
 * audio device, or through nothing when there is none.
 *
 * Time: every fixed tick of the game (core/loop.h) is AUDIO_TICK_FRAMES frames of sound. A
 * scene's update schedules what happens during its tick at the exact frame it happens
 * (audio_rhythm, audio_cue_at); when the tick ends its sound is rendered and handed to the
 * device, a steady few tens of milliseconds ahead of it. So sound follows the game's own clock:
 * it never drifts from the picture, slows with it, and is the same on every run. What is
 * rendered can also be kept and written as a WAV file (--audio-out).
 *
 * Backends: SDL's device when it opens; else (no device, SDL_AUDIODRIVER that fails, a headless
 * run) the null backend, which renders only what is recorded and plays nothing. A device that
 * fails is said once on stderr and the game goes on silent. */
#pragma once

#include "anim.h"
#include "audio_mixer.h"
#include "audio_sounds.h"

#include <stdbool.h>
#include <stddef.h>

#define AUDIO_TICK_FRAMES 384   /* AUDIO_RATE / LOOP_TICKS_PER_SECOND */

typedef struct Audio Audio;

typedef struct AudioConfig {
    bool device;          /* try SDL's audio device (false: the null backend) */
    bool record;          /* keep what is rendered for audio_write_wav */
    size_t record_frames; /* frames to keep room for (more are dropped, and said) */
} AudioConfig;

/* Never NULL unless out of memory; a device that cannot open leaves the null backend. */
Audio *audio_open(const AudioConfig *config);
void audio_close(Audio *audio);

/* "SDL (pulseaudio)" or "none": what plays the sound. */
const char *audio_backend(const Audio *audio);

/* Volumes 0..100 for the effects (the table's cues) and the rhythm (catches); muted silences
 * all. silent_hidden: no sound while the window is hidden. */
void audio_set_levels(Audio *audio, int effects, int rhythm, bool muted, bool silent_hidden);
void audio_set_hidden(Audio *audio, bool hidden);

/* The fixed tick's sound: everything scheduled from the tick's update lands in it. */
void audio_tick_end(Audio *audio);

/* Whether sound goes to a device now (one is open, and it is not muted or hidden). While the
 * window is hidden and this is true, the loop wakes every AUDIO_HIDDEN_WAIT_MS to make it. */
#define AUDIO_HIDDEN_WAIT_MS 10
bool audio_live(const Audio *audio);

/* Whether anything sounds now or is about to: while it does, the loop must keep ticking. */
bool audio_busy(const Audio *audio);

/* A cue now (the start of the tick being made), or `fraction` (0..1) of the way through it. */
void audio_cue(Audio *audio, AudioCue cue, float pan);
void audio_cue_at(Audio *audio, AudioCue cue, double fraction, float pan);
/* A cue `seconds` after the start of this tick (up to a few seconds). */
void audio_cue_after(Audio *audio, AudioCue cue, double seconds, float pan);

/* A short sample of a bus at its volume (the settings screen's volume rows): a card cue for the
 * effects, two catches for the rhythm. */
void audio_preview(Audio *audio, AudioBus bus);

/* The catches of a motion whose time went from t0 to t1 seconds during this tick, each at its
 * exact moment in the tick. A backward step, a pause or a jump of more than half a second
 * (scrubbing, a restart) sounds nothing. */
void audio_rhythm(Audio *audio, const AnimMotion *motion, double t0, double t1);

/* Frames rendered since the start, and the loudest sample before the limiter (0..). */
uint64_t audio_frames(const Audio *audio);
float audio_peak(const Audio *audio);

/* Writes what was recorded as 16-bit PCM stereo WAV; false with a message in err. */
bool audio_write_wav(const Audio *audio, const char *path, char *err, size_t err_size);
/* The recorded frames (interleaved left, right) and how many. */
const int16_t *audio_recorded(const Audio *audio, size_t *frames);
