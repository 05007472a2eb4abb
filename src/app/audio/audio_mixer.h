/* The mixer: a fixed set of voices, each a small synthesiser, summed into 16-bit stereo.
 *
 * Sounds are not recordings: a sound is a recipe (AudioSound) of a few damped resonances (the
 * "modes" a struck object rings with), a filtered noise burst and an optional tone with a glide.
 * Playing one fills a free voice; rendering steps every busy voice sample by sample. Nothing is
 * allocated after mixer_init, and the output depends only on what was played and when (no
 * clock, no randomness from outside), so the same calls give the same bytes on every run.
 *
 * Time is counted in samples since the mixer started (AUDIO_RATE a second). Pure C11: no SDL. */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define AUDIO_RATE 48000
#define AUDIO_CHANNELS 2
#define AUDIO_VOICES 32
#define AUDIO_MODES 4
#define AUDIO_BLOCK 512   /* most frames rendered in one inner pass */

typedef enum AudioBus { AUDIO_BUS_EFFECTS, AUDIO_BUS_RHYTHM, AUDIO_BUS_COUNT } AudioBus;

typedef enum AudioWave { AUDIO_WAVE_NONE, AUDIO_WAVE_SINE, AUDIO_WAVE_TRIANGLE,
                         AUDIO_WAVE_PULSE } AudioWave;

/* One resonance: a partial at freq Hz that starts at amp and falls by 1/e every decay seconds. */
typedef struct AudioMode {
    float freq, decay, amp;
} AudioMode;

/* A sound's recipe. Amplitudes are of full scale (1 = the loudest a sample can be). */
typedef struct AudioSound {
    AudioMode modes[AUDIO_MODES];
    int mode_count;
    /* Noise: rises over noise_attack seconds, then falls by 1/e every noise_decay; band-passed
     * between noise_low and noise_high Hz; tremolo_hz > 0 chops it into that many bursts a
     * second (a riffle). */
    float noise_amp, noise_attack, noise_decay, noise_low, noise_high, tremolo_hz;
    /* Tone: wave at tone_freq gliding to tone_end Hz over the tone's attack + hold; full over
     * tone_hold seconds after its attack, then falls by 1/e every tone_decay. */
    AudioWave wave;
    float tone_amp, tone_freq, tone_end, tone_attack, tone_hold, tone_decay;
    float length;  /* seconds; 0 = until every part has died away */
} AudioSound;

typedef struct AudioVoice {
    bool busy;
    AudioBus bus;
    uint64_t start;          /* sample it begins at */
    uint32_t age, length;    /* samples played, and in all */
    float gain_l, gain_r;
    int mode_count;
    float mc[AUDIO_MODES], mr2[AUDIO_MODES], my1[AUDIO_MODES], my2[AUDIO_MODES];
    float noise_env, noise_peak, noise_rise, noise_fall;
    uint32_t attack_samples;
    float lp_a, hp_a, lp, hp;
    uint32_t seed;
    float trem_phase, trem_step;
    AudioWave wave;
    float tone_env, tone_lp, tone_amp, tone_rise, tone_fall, phase, step, step_mul;
    uint32_t tone_attack, tone_glide;
} AudioVoice;

typedef struct AudioMixer {
    AudioVoice voices[AUDIO_VOICES];
    uint64_t now;                     /* samples rendered so far */
    float bus_gain[AUDIO_BUS_COUNT];  /* 0..1 */
    bool muted;
    float peak;                       /* loudest sample before the limiter, for the tests' figures */
    uint64_t played, stolen;          /* sounds started, and voices cut short to make room */
} AudioMixer;

void mixer_init(AudioMixer *m);

/* Starts `sound` at sample `at` (a time already rendered means now), `pitch` times its
 * frequencies, at `gain`, panned from -1 (left) to 1 (right). With every voice busy the one
 * nearest its end makes room. */
void mixer_play(AudioMixer *m, const AudioSound *sound, uint64_t at, float pitch, float gain,
                float pan, AudioBus bus);

/* Whether any voice sounds now or is waiting to. */
bool mixer_busy(const AudioMixer *m);

/* Renders the next `frames` frames into out (interleaved left, right) and moves time on. */
void mixer_render(AudioMixer *m, int16_t *out, size_t frames);

/* Moves time on by `frames` without rendering: only when mixer_busy is false (silence). */
void mixer_skip(AudioMixer *m, size_t frames);

/* Stops every voice at once. */
void mixer_stop_all(AudioMixer *m);
