#include "audio_mixer.h"

#include <math.h>
#include <string.h>

#define PI_F 3.14159265f
#define FADE_SAMPLES 64          /* every voice ends with this short fade, so none clicks off */
#define MAX_SECONDS 4.0f
#define DIE_AWAY 7.0f            /* decay constants until a part is below -60 dB */
#define LIMIT_KNEE 0.7f          /* above this the limiter bends the wave, never past full scale */

void mixer_init(AudioMixer *m)
{
    memset(m, 0, sizeof *m);
    for (int b = 0; b < AUDIO_BUS_COUNT; b++)
        m->bus_gain[b] = 1.0f;
}

static float fall_per_sample(float decay)
{
    return decay > 0 ? expf(-1.0f / (decay * (float)AUDIO_RATE)) : 0.0f;
}

static float one_pole(float hz)
{
    if (hz <= 0)
        return 1.0f;
    float a = 1.0f - expf(-2.0f * PI_F * hz / (float)AUDIO_RATE);
    return a > 1.0f ? 1.0f : a;
}

static uint32_t sound_length(const AudioSound *s)
{
    float len = s->length;
    if (len <= 0) {
        for (int i = 0; i < s->mode_count; i++)
            len = fmaxf(len, s->modes[i].decay * DIE_AWAY);
        if (s->noise_amp > 0)
            len = fmaxf(len, s->noise_attack + s->noise_decay * DIE_AWAY);
        if (s->wave != AUDIO_WAVE_NONE)
            len = fmaxf(len, s->tone_attack + s->tone_hold + s->tone_decay * DIE_AWAY);
    }
    len = fminf(len, MAX_SECONDS);
    return (uint32_t)(len * (float)AUDIO_RATE) + 1;
}

/* The voice nearest its end (waiting ones count their wait): it makes room for a new sound. */
static AudioVoice *free_voice(AudioMixer *m)
{
    AudioVoice *best = NULL;
    uint64_t best_left = UINT64_MAX;
    for (int i = 0; i < AUDIO_VOICES; i++) {
        AudioVoice *v = &m->voices[i];
        if (!v->busy)
            return v;
        uint64_t left = (uint64_t)(v->length - v->age) + (v->start > m->now ? v->start - m->now : 0);
        if (left < best_left) {
            best_left = left;
            best = v;
        }
    }
    m->stolen++;
    return best;
}

void mixer_play(AudioMixer *m, const AudioSound *s, uint64_t at, float pitch, float gain,
                float pan, AudioBus bus)
{
    if (!s || gain <= 0 || pitch <= 0)
        return;
    AudioVoice *v = free_voice(m);
    memset(v, 0, sizeof *v);
    v->busy = true;
    v->bus = bus;
    v->start = at > m->now ? at : m->now;
    v->length = sound_length(s);
    pan = pan < -1 ? -1 : pan > 1 ? 1 : pan;
    float angle = (pan + 1.0f) * PI_F / 4.0f;   /* equal power across the field */
    v->gain_l = gain * cosf(angle) * 1.41421356f;
    v->gain_r = gain * sinf(angle) * 1.41421356f;
    v->mode_count = 0;
    for (int i = 0; i < s->mode_count && i < AUDIO_MODES; i++) {
        float f = s->modes[i].freq * pitch;
        if (f <= 0 || f >= AUDIO_RATE * 0.45f)
            continue;
        float w = 2.0f * PI_F * f / (float)AUDIO_RATE, r = fall_per_sample(s->modes[i].decay);
        int k = v->mode_count++;
        v->mc[k] = 2.0f * r * cosf(w);
        v->mr2[k] = r * r;
        v->my1[k] = 0.0f;                                /* amp r^n sin(w n) */
        v->my2[k] = s->modes[i].amp * r * sinf(w);
    }
    if (s->noise_amp > 0) {
        v->noise_peak = s->noise_amp;
        v->attack_samples = (uint32_t)(s->noise_attack * (float)AUDIO_RATE);
        v->noise_rise = v->attack_samples ? s->noise_amp / (float)v->attack_samples : 0;
        v->noise_env = v->attack_samples ? 0 : s->noise_amp;
        v->noise_fall = fall_per_sample(s->noise_decay);
        v->lp_a = one_pole(s->noise_high * pitch);
        v->hp_a = s->noise_low > 0 ? one_pole(s->noise_low * pitch) : 0;
        /* The noise is the same for the same sound at the same moment: runs repeat exactly. */
        v->seed = (uint32_t)(v->start * 2654435761u) ^ 0x9e3779b9u ^ (uint32_t)(v - m->voices);
        if (!v->seed)
            v->seed = 1;
        v->trem_step = s->tremolo_hz > 0 ? 2.0f * PI_F * s->tremolo_hz / (float)AUDIO_RATE : 0;
    }
    v->wave = s->wave;
    if (s->wave != AUDIO_WAVE_NONE) {
        v->tone_amp = s->tone_amp;
        v->tone_attack = (uint32_t)(s->tone_attack * (float)AUDIO_RATE);
        v->tone_rise = v->tone_attack ? s->tone_amp / (float)v->tone_attack : 0;
        v->tone_env = v->tone_attack ? 0 : s->tone_amp;
        v->tone_glide = v->tone_attack + (uint32_t)(s->tone_hold * (float)AUDIO_RATE);
        v->tone_fall = fall_per_sample(s->tone_decay);
        v->step = s->tone_freq * pitch / (float)AUDIO_RATE;
        float end = s->tone_end > 0 ? s->tone_end * pitch : s->tone_freq * pitch;
        v->step_mul = v->tone_glide > 0 && s->tone_freq > 0
                          ? powf(end / (s->tone_freq * pitch), 1.0f / (float)v->tone_glide)
                          : 1.0f;
    }
    m->played++;
}

bool mixer_busy(const AudioMixer *m)
{
    for (int i = 0; i < AUDIO_VOICES; i++)
        if (m->voices[i].busy)
            return true;
    return false;
}

static float voice_sample(AudioVoice *v)
{
    float x = 0;
    for (int k = 0; k < v->mode_count; k++) {
        float y = v->my1[k];
        float next = v->mc[k] * v->my2[k] - v->mr2[k] * y;
        v->my1[k] = v->my2[k];
        v->my2[k] = next;
        x += y;
    }
    if (v->noise_peak > 0) {
        v->seed = v->seed * 1664525u + 1013904223u;
        float n = (float)(int32_t)v->seed * (1.0f / 2147483648.0f);
        v->lp += v->lp_a * (n - v->lp);
        float band = v->lp;
        if (v->hp_a > 0) {
            v->hp += v->hp_a * (band - v->hp);
            band -= v->hp;
        }
        if (v->age < v->attack_samples)
            v->noise_env += v->noise_rise;
        else
            v->noise_env *= v->noise_fall;
        float trem = 1.0f;
        if (v->trem_step > 0) {
            float c = 0.5f + 0.5f * cosf(v->trem_phase);
            trem = c * c * c;
            v->trem_phase += v->trem_step;
            if (v->trem_phase > 2.0f * PI_F)
                v->trem_phase -= 2.0f * PI_F;
        }
        x += band * v->noise_env * trem;
    }
    if (v->wave != AUDIO_WAVE_NONE) {
        float w;
        switch (v->wave) {
        case AUDIO_WAVE_SINE: w = sinf(2.0f * PI_F * v->phase); break;
        case AUDIO_WAVE_TRIANGLE: w = 4.0f * fabsf(v->phase - 0.5f) - 1.0f; break;
        default: w = v->phase < 0.5f ? 0.6f : -0.6f; break;
        }
        if (v->age < v->tone_attack)
            v->tone_env += v->tone_rise;
        else if (v->age >= v->tone_glide)
            v->tone_env *= v->tone_fall;
        if (v->age < v->tone_glide)
            v->step *= v->step_mul;
        v->phase += v->step;
        if (v->phase >= 1.0f)
            v->phase -= 1.0f;
        /* A pulse rounded off, so its corners do not alias into whistles. */
        v->tone_lp += 0.25f * (w - v->tone_lp);
        x += (v->wave == AUDIO_WAVE_PULSE ? v->tone_lp : w) * v->tone_env;
    }
    uint32_t left = v->length - v->age;
    if (left < FADE_SAMPLES)
        x *= (float)left / FADE_SAMPLES;
    v->age++;
    return x;
}

static float limit(float x, float *peak)
{
    float a = fabsf(x);
    if (a > *peak)
        *peak = a;
    if (a <= LIMIT_KNEE)
        return x;
    float y = LIMIT_KNEE + (1.0f - LIMIT_KNEE) * tanhf((a - LIMIT_KNEE) / (1.0f - LIMIT_KNEE));
    return x < 0 ? -y : y;
}

static int16_t to_pcm(float x)
{
    float s = x * 32767.0f;
    int i = (int)(s < 0 ? s - 0.5f : s + 0.5f);
    return (int16_t)(i > 32767 ? 32767 : i < -32767 ? -32767 : i);
}

static void render_block(AudioMixer *m, int16_t *out, size_t frames)
{
    float mix[AUDIO_BLOCK * AUDIO_CHANNELS];
    memset(mix, 0, sizeof(float) * frames * AUDIO_CHANNELS);
    uint64_t end = m->now + frames;
    for (int i = 0; i < AUDIO_VOICES; i++) {
        AudioVoice *v = &m->voices[i];
        if (!v->busy || v->start >= end)
            continue;
        size_t from = v->start > m->now ? (size_t)(v->start - m->now) : 0;
        float gl = v->gain_l * m->bus_gain[v->bus], gr = v->gain_r * m->bus_gain[v->bus];
        for (size_t f = from; f < frames; f++) {
            float x = voice_sample(v);
            mix[2 * f] += x * gl;
            mix[2 * f + 1] += x * gr;
            if (v->age >= v->length) {
                v->busy = false;
                break;
            }
        }
    }
    for (size_t k = 0; k < frames * AUDIO_CHANNELS; k++)
        out[k] = m->muted ? 0 : to_pcm(limit(mix[k], &m->peak));
    m->now = end;
}

void mixer_render(AudioMixer *m, int16_t *out, size_t frames)
{
    while (frames > 0) {
        size_t n = frames < AUDIO_BLOCK ? frames : AUDIO_BLOCK;
        render_block(m, out, n);
        out += n * AUDIO_CHANNELS;
        frames -= n;
    }
}

void mixer_skip(AudioMixer *m, size_t frames)
{
    m->now += frames;
}

void mixer_stop_all(AudioMixer *m)
{
    for (int i = 0; i < AUDIO_VOICES; i++)
        m->voices[i].busy = false;
}
