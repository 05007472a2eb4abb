#include "audio_sounds.h"

#include <math.h>

static const char *const cue_names[AUDIO_CUE_COUNT] = {
    "deal", "slide", "turn", "shuffle", "buzz-in", "right", "wrong", "winner", "your turn",
    "die", "settling", "policy passes", "policy fails", "drop", "bounce",
};

const char *audio_cue_name(AudioCue cue)
{
    return cue >= 0 && cue < AUDIO_CUE_COUNT ? cue_names[cue] : "";
}

static uint64_t after(uint64_t at, double seconds)
{
    return at + (uint64_t)(seconds * AUDIO_RATE + 0.5);
}

/* ---- Props ---- */

/* A beanbag-like ball into a palm: a dull, low knock. */
static const AudioSound ball_catch = {
    .modes = {{210, 0.030f, 0.50f}, {540, 0.018f, 0.22f}}, .mode_count = 2,
    .noise_amp = 0.45f, .noise_attack = 0.001f, .noise_decay = 0.010f,
    .noise_low = 120, .noise_high = 1900,
};
/* A club handle into the hand: woody, brighter, with more ring. */
static const AudioSound club_catch = {
    .modes = {{470, 0.050f, 0.36f}, {1130, 0.032f, 0.26f}, {2650, 0.018f, 0.12f}},
    .mode_count = 3,
    .noise_amp = 0.32f, .noise_attack = 0.0005f, .noise_decay = 0.006f,
    .noise_low = 700, .noise_high = 5200,
};
/* A plastic ring: a light clack with a high ring after it. */
static const AudioSound ring_catch = {
    .modes = {{330, 0.025f, 0.20f}, {1250, 0.090f, 0.20f}, {3400, 0.060f, 0.10f},
              {6100, 0.040f, 0.05f}},
    .mode_count = 4,
    .noise_amp = 0.22f, .noise_attack = 0.0005f, .noise_decay = 0.004f,
    .noise_low = 2000, .noise_high = 8000,
};
/* The floor: a deep thud. */
static const AudioSound thud = {
    .modes = {{85, 0.090f, 0.65f}, {190, 0.050f, 0.28f}}, .mode_count = 2,
    .noise_amp = 0.50f, .noise_attack = 0.001f, .noise_decay = 0.028f,
    .noise_low = 40, .noise_high = 650,
};
/* A bounce ball off the floor: a hard, springy "pock" whose pitch jumps up. */
static const AudioSound pock = {
    .modes = {{720, 0.030f, 0.35f}, {1900, 0.015f, 0.18f}}, .mode_count = 2,
    .noise_amp = 0.30f, .noise_attack = 0.0005f, .noise_decay = 0.005f,
    .noise_low = 1000, .noise_high = 6000,
    .wave = AUDIO_WAVE_SINE, .tone_amp = 0.28f, .tone_freq = 300, .tone_end = 520,
    .tone_attack = 0.002f, .tone_hold = 0.035f, .tone_decay = 0.030f,
};

/* ---- Cards ---- */

static const AudioSound flick = {
    .modes = {{2200, 0.010f, 0.08f}}, .mode_count = 1,
    .noise_amp = 0.42f, .noise_attack = 0.002f, .noise_decay = 0.020f,
    .noise_low = 1500, .noise_high = 7000,
};
static const AudioSound swish = {
    .noise_amp = 0.30f, .noise_attack = 0.050f, .noise_decay = 0.070f,
    .noise_low = 900, .noise_high = 4500, .length = 0.40f,
};
static const AudioSound snap = {
    .modes = {{1700, 0.015f, 0.14f}}, .mode_count = 1,
    .noise_amp = 0.50f, .noise_attack = 0.0008f, .noise_decay = 0.008f,
    .noise_low = 1200, .noise_high = 8000,
};
static const AudioSound riffle = {
    .noise_amp = 0.40f, .noise_attack = 0.030f, .noise_decay = 0.350f,
    .noise_low = 1200, .noise_high = 7000, .tremolo_hz = 22, .length = 0.75f,
};

/* ---- Calls ---- */

static const AudioSound buzzer = {
    .wave = AUDIO_WAVE_PULSE, .tone_amp = 0.34f, .tone_freq = 156, .tone_end = 150,
    .tone_attack = 0.006f, .tone_hold = 0.30f, .tone_decay = 0.050f,
};
static const AudioSound buzzer_fifth = {
    .wave = AUDIO_WAVE_PULSE, .tone_amp = 0.20f, .tone_freq = 233, .tone_end = 225,
    .tone_attack = 0.006f, .tone_hold = 0.30f, .tone_decay = 0.050f,
};
/* A small bell at 1 kHz (pitched to the note wanted): a struck partial and two inharmonic ones. */
static const AudioSound bell = {
    .modes = {{1000, 0.42f, 0.26f}, {2400, 0.20f, 0.09f}, {3900, 0.09f, 0.04f}}, .mode_count = 3,
    .noise_amp = 0.06f, .noise_attack = 0.0005f, .noise_decay = 0.004f,
    .noise_low = 3000, .noise_high = 9000,
};
static const AudioSound low_tone = {
    .wave = AUDIO_WAVE_TRIANGLE, .tone_amp = 0.34f, .tone_freq = 330, .tone_end = 247,
    .tone_attack = 0.010f, .tone_hold = 0.18f, .tone_decay = 0.070f,
};
static const AudioSound shimmer = {
    .noise_amp = 0.08f, .noise_attack = 0.050f, .noise_decay = 0.400f,
    .noise_low = 5000, .noise_high = 12000, .tremolo_hz = 13,
};
static const AudioSound die_click = {
    .modes = {{2400, 0.012f, 0.22f}, {3900, 0.008f, 0.10f}}, .mode_count = 2,
    .noise_amp = 0.30f, .noise_attack = 0.0005f, .noise_decay = 0.004f,
    .noise_low = 2500, .noise_high = 9000,
};
static const AudioSound die_land = {
    .modes = {{300, 0.030f, 0.30f}, {1500, 0.015f, 0.12f}}, .mode_count = 2,
    .noise_amp = 0.25f, .noise_attack = 0.0005f, .noise_decay = 0.006f,
    .noise_low = 400, .noise_high = 5000,
};
static const AudioSound settle = {
    .modes = {{140, 0.080f, 0.42f}, {420, 0.040f, 0.14f}}, .mode_count = 2,
    .noise_amp = 0.18f, .noise_attack = 0.003f, .noise_decay = 0.030f,
    .noise_low = 60, .noise_high = 500,
};

/* Frequencies of the notes used, Hz. */
#define NOTE_C5 523.25f
#define NOTE_E5 659.26f
#define NOTE_G5 783.99f
#define NOTE_B5 987.77f
#define NOTE_C6 1046.50f
#define NOTE_D6 1174.66f
#define NOTE_E6 1318.51f

static void ring_bell(AudioMixer *m, float note, uint64_t at, float gain, float pan)
{
    mixer_play(m, &bell, at, note / 1000.0f, gain, pan, AUDIO_BUS_EFFECTS);
}

void audio_sounds_cue(AudioMixer *m, AudioCue cue, uint64_t at, float gain, float pan)
{
    const AudioBus fx = AUDIO_BUS_EFFECTS;
    switch (cue) {
    case AUDIO_CUE_DEAL:
        mixer_play(m, &flick, at, 1.0f, gain, pan, fx);
        break;
    case AUDIO_CUE_SLIDE:
        mixer_play(m, &swish, at, 1.0f, gain, pan, fx);
        break;
    case AUDIO_CUE_TURN:
        mixer_play(m, &snap, at, 1.0f, gain * 0.7f, pan, fx);
        mixer_play(m, &snap, after(at, 0.045), 1.25f, gain, pan, fx);
        break;
    case AUDIO_CUE_SHUFFLE:
        mixer_play(m, &riffle, at, 1.0f, gain, pan - 0.3f, fx);
        mixer_play(m, &riffle, after(at, 0.06), 1.1f, gain * 0.8f, pan + 0.3f, fx);
        mixer_play(m, &flick, after(at, 0.80), 0.8f, gain, pan, fx);
        break;
    case AUDIO_CUE_BUZZ:
        mixer_play(m, &buzzer, at, 1.0f, gain, pan, fx);
        mixer_play(m, &buzzer_fifth, at, 1.0f, gain, pan, fx);
        break;
    case AUDIO_CUE_RIGHT:
        ring_bell(m, NOTE_G5, at, gain, pan);
        ring_bell(m, NOTE_D6, after(at, 0.11), gain, pan);
        break;
    case AUDIO_CUE_WRONG:
        mixer_play(m, &low_tone, at, 1.0f, gain, pan, fx);
        mixer_play(m, &low_tone, after(at, 0.22), 0.80f, gain, pan, fx);
        break;
    case AUDIO_CUE_WINNER: {
        static const float notes[] = {NOTE_C5, NOTE_E5, NOTE_G5, NOTE_C6};
        for (int i = 0; i < 4; i++)
            ring_bell(m, notes[i], after(at, 0.11 * i), gain * (i == 3 ? 1.0f : 0.8f),
                      pan + 0.2f * (float)(i - 1.5));
        ring_bell(m, NOTE_E6, after(at, 0.44), gain * 0.5f, pan);
        mixer_play(m, &shimmer, after(at, 0.33), 1.0f, gain, pan, fx);
        break;
    }
    case AUDIO_CUE_YOUR_TURN:
        ring_bell(m, NOTE_B5, at, gain, pan);
        ring_bell(m, NOTE_E6, after(at, 0.16), gain, pan);
        break;
    case AUDIO_CUE_DIE: {
        static const float when[] = {0, 0.07f, 0.13f, 0.22f, 0.36f};
        for (int i = 0; i < 5; i++)
            mixer_play(m, &die_click, after(at, when[i]), 1.0f + 0.07f * (float)(i % 3),
                       gain * (1.0f - 0.15f * (float)i), pan + 0.1f * (float)(i % 2), fx);
        mixer_play(m, &die_land, after(at, 0.40), 1.0f, gain * 0.8f, pan, fx);
        break;
    }
    case AUDIO_CUE_SETTLE:
        mixer_play(m, &settle, at, 1.0f, gain, pan, fx);
        break;
    case AUDIO_CUE_POLICY_PASS:
        ring_bell(m, NOTE_E5, at, gain, pan);
        ring_bell(m, NOTE_B5, after(at, 0.13), gain, pan);
        break;
    case AUDIO_CUE_POLICY_FAIL:
        mixer_play(m, &low_tone, at, 1.2f, gain * 0.8f, pan, fx);
        mixer_play(m, &low_tone, after(at, 0.18), 0.9f, gain * 0.8f, pan, fx);
        break;
    case AUDIO_CUE_DROP:
        /* A thud, and the prop bouncing twice, lower, before it lies still. */
        mixer_play(m, &thud, at, 1.0f, gain, pan, fx);
        mixer_play(m, &thud, after(at, 0.28), 1.15f, gain * 0.45f, pan, fx);
        mixer_play(m, &thud, after(at, 0.46), 1.3f, gain * 0.2f, pan, fx);
        break;
    case AUDIO_CUE_BOUNCE:
        mixer_play(m, &pock, at, 1.0f, gain, pan, fx);
        break;
    case AUDIO_CUE_COUNT:
        break;
    }
}

void audio_sounds_catch_weight(double height, float *pitch, float *gain)
{
    /* 0 for a throw of 5 cm or less (a 1 across), 1 for about 3 m (a 9 or higher). */
    double h = height > 0.05 ? height : 0.05;
    double w = log2(h / 0.05) / 6.0;
    w = w < 0 ? 0 : w > 1 ? 1 : w;
    *pitch = (float)(1.45 - 0.75 * w);
    *gain = (float)(0.32 + 0.38 * w);
}

void audio_sounds_catch(AudioMixer *m, AnimProp prop, double height, uint64_t at, float pan)
{
    float pitch, gain;
    audio_sounds_catch_weight(height, &pitch, &gain);
    const AudioSound *s = prop == ANIM_PROP_CLUB ? &club_catch
                          : prop == ANIM_PROP_RING ? &ring_catch : &ball_catch;
    mixer_play(m, s, at, pitch, gain, pan, AUDIO_BUS_RHYTHM);
}
