#include "audio.h"

#include "audio_rhythm.h"
#include "loop.h"
#include "savefile.h"

#include <SDL.h>

_Static_assert(AUDIO_TICK_FRAMES * LOOP_TICKS_PER_SECOND == AUDIO_RATE,
               "a tick is a whole number of frames");

#define FRAME_BYTES (AUDIO_CHANNELS * (int)sizeof(int16_t))
/* How far ahead of the device the sound is kept: enough for a frame that comes late. */
#define LEAD_FRAMES (AUDIO_RATE * 60 / 1000)
/* Less than this queued and the device is about to run dry: top it up to LEAD_FRAMES. */
#define LOW_FRAMES AUDIO_TICK_FRAMES
/* More than this queued (the game stalled, then caught up): start again from LEAD_FRAMES. */
#define HIGH_FRAMES (AUDIO_RATE * 300 / 1000)
#define MAX_CATCHES_PER_TICK 64
#define JUMP_SECONDS 0.5

struct Audio {
    AudioMixer mixer;
    SDL_AudioDeviceID device;      /* 0: the null backend */
    char backend[64];
    int16_t tick[AUDIO_TICK_FRAMES * AUDIO_CHANNELS];
    int16_t silence[LEAD_FRAMES * AUDIO_CHANNELS];
    bool muted, silent_hidden, hidden;
    int16_t *record;               /* interleaved frames, room for record_cap */
    size_t record_len, record_cap;
    bool record_full;
    AudioCatch catches[MAX_CATCHES_PER_TICK];
};

static void open_device(Audio *a)
{
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
        SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "No sound: %s. The game plays silent.", SDL_GetError());
        return;
    }
    SDL_AudioSpec want = {.freq = AUDIO_RATE, .format = AUDIO_S16SYS, .channels = AUDIO_CHANNELS,
                          .samples = 1024};   /* no callback: the game queues what it renders */
    a->device = SDL_OpenAudioDevice(NULL, 0, &want, NULL, 0);
    if (!a->device) {
        SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "No sound: %s. The game plays silent.", SDL_GetError());
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        return;
    }
    const char *driver = SDL_GetCurrentAudioDriver();
    SDL_snprintf(a->backend, sizeof a->backend, "SDL (%s)", driver ? driver : "?");
    SDL_PauseAudioDevice(a->device, 0);
}

Audio *audio_open(const AudioConfig *config)
{
    Audio *a = SDL_calloc(1, sizeof *a);
    if (!a)
        return NULL;
    mixer_init(&a->mixer);
    SDL_strlcpy(a->backend, "none", sizeof a->backend);
    a->silent_hidden = true;
    if (config->record) {
        /* All the room the run needs, taken now: nothing is allocated while sound plays. */
        a->record_cap = config->record_frames;
        a->record = a->record_cap ? SDL_malloc(a->record_cap * FRAME_BYTES) : NULL;
        if (!a->record)
            a->record_cap = 0;
    }
    if (config->device)
        open_device(a);
    return a;
}

void audio_close(Audio *a)
{
    if (!a)
        return;
    if (a->device) {
        SDL_CloseAudioDevice(a->device);
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
    }
    SDL_free(a->record);
    SDL_free(a);
}

const char *audio_backend(const Audio *a)
{
    return a ? a->backend : "none";
}

static float level(int percent)
{
    percent = percent < 0 ? 0 : percent > 100 ? 100 : percent;
    float f = (float)percent / 100.0f;
    return f * f;   /* loudness is heard about as the square root of power */
}

void audio_set_levels(Audio *a, int effects, int rhythm, bool muted, bool silent_hidden)
{
    if (!a)
        return;
    a->mixer.bus_gain[AUDIO_BUS_EFFECTS] = level(effects);
    a->mixer.bus_gain[AUDIO_BUS_RHYTHM] = level(rhythm);
    a->muted = muted;
    a->silent_hidden = silent_hidden;
    a->mixer.muted = muted || (a->hidden && a->silent_hidden);
}

void audio_set_hidden(Audio *a, bool hidden)
{
    if (!a)
        return;
    a->hidden = hidden;
    a->mixer.muted = a->muted || (a->hidden && a->silent_hidden);
}

bool audio_busy(const Audio *a)
{
    return a && !a->mixer.muted && mixer_busy(&a->mixer);
}

bool audio_live(const Audio *a)
{
    return a && a->device && !a->mixer.muted;
}

uint64_t audio_frames(const Audio *a)
{
    return a ? a->mixer.now : 0;
}

float audio_peak(const Audio *a)
{
    return a ? a->mixer.peak : 0;
}

static void keep(Audio *a, const int16_t *frames, bool silent)
{
    if (!a->record)
        return;
    if (a->record_len + AUDIO_TICK_FRAMES > a->record_cap) {
        if (!a->record_full)
            SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "The sound recorded is longer than room was kept "
                        "for: the rest is not written.");
        a->record_full = true;
        return;
    }
    int16_t *to = a->record + a->record_len * AUDIO_CHANNELS;
    if (silent)
        SDL_memset(to, 0, AUDIO_TICK_FRAMES * FRAME_BYTES);
    else
        SDL_memcpy(to, frames, AUDIO_TICK_FRAMES * FRAME_BYTES);
    a->record_len += AUDIO_TICK_FRAMES;
}

/* Hands a tick to the device, keeping LEAD_FRAMES or so queued ahead of what it plays. */
static void queue(Audio *a)
{
    if (SDL_GetAudioDeviceStatus(a->device) == SDL_AUDIO_STOPPED) {
        SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "The sound device stopped: the game plays silent.");
        SDL_CloseAudioDevice(a->device);
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        a->device = 0;
        SDL_strlcpy(a->backend, "none", sizeof a->backend);
        return;
    }
    Uint32 queued = SDL_GetQueuedAudioSize(a->device) / FRAME_BYTES;
    if (queued > HIGH_FRAMES) {
        SDL_ClearQueuedAudio(a->device);
        queued = 0;
    }
    if (queued < LOW_FRAMES)
        SDL_QueueAudio(a->device, a->silence, (Uint32)(LEAD_FRAMES - queued) * FRAME_BYTES);
    SDL_QueueAudio(a->device, a->tick, AUDIO_TICK_FRAMES * FRAME_BYTES);
}

void audio_tick_end(Audio *a)
{
    if (!a)
        return;
    /* Nothing sounds: the tick is silence, made without rendering, and the device is left to
     * run dry (it plays silence by itself). */
    if (!mixer_busy(&a->mixer)) {
        mixer_skip(&a->mixer, AUDIO_TICK_FRAMES);
        keep(a, NULL, true);
        return;
    }
    mixer_render(&a->mixer, a->tick, AUDIO_TICK_FRAMES);
    keep(a, a->tick, false);
    if (a->device && !a->mixer.muted)
        queue(a);
}

static uint64_t at_fraction(const Audio *a, double fraction)
{
    fraction = fraction < 0 ? 0 : fraction > 1 ? 1 : fraction;
    return a->mixer.now + (uint64_t)(fraction * AUDIO_TICK_FRAMES + 0.5);
}

void audio_cue_at(Audio *a, AudioCue cue, double fraction, float pan)
{
    if (!a)
        return;
    audio_sounds_cue(&a->mixer, cue, at_fraction(a, fraction), 0.8f, pan);
}

void audio_cue_after(Audio *a, AudioCue cue, double seconds, float pan)
{
    if (!a)
        return;
    seconds = seconds < 0 ? 0 : seconds > 4 ? 4 : seconds;
    audio_sounds_cue(&a->mixer, cue, a->mixer.now + (uint64_t)(seconds * AUDIO_RATE + 0.5), 0.8f,
                     pan);
}

void audio_cue(Audio *a, AudioCue cue, float pan)
{
    audio_cue_at(a, cue, 0, pan);
}

void audio_preview(Audio *a, AudioBus bus)
{
    if (!a)
        return;
    mixer_stop_all(&a->mixer); /* one preview at a time, however fast the keys go */
    if (bus == AUDIO_BUS_EFFECTS) {
        audio_cue(a, AUDIO_CUE_TURN, 0);
    } else {
        audio_sounds_catch(&a->mixer, ANIM_PROP_BALL, 0.4, a->mixer.now, -0.6f);
        audio_sounds_catch(&a->mixer, ANIM_PROP_BALL, 0.4, a->mixer.now + AUDIO_RATE / 3, 0.6f);
    }
}

void audio_rhythm(Audio *a, const AnimMotion *m, double t0, double t1)
{
    if (!a || !m || !(t1 > t0) || t1 - t0 > JUMP_SECONDS)
        return;
    int n = audio_rhythm_catches(m, t0, t1, a->catches, MAX_CATCHES_PER_TICK);
    n = n < MAX_CATCHES_PER_TICK ? n : MAX_CATCHES_PER_TICK;
    for (int i = 0; i < n; i++) {
        const AudioCatch *c = &a->catches[i];
        double pan = c->x / 0.45;
        audio_sounds_catch(&a->mixer, m->settings.prop, c->height,
                           at_fraction(a, (c->t - t0) / (t1 - t0)),
                           (float)(pan < -0.85 ? -0.85 : pan > 0.85 ? 0.85 : pan));
    }
}

const int16_t *audio_recorded(const Audio *a, size_t *frames)
{
    *frames = a && a->record ? a->record_len : 0;
    return a ? a->record : NULL;
}

static void put16(unsigned char *p, unsigned v)
{
    p[0] = (unsigned char)(v & 0xff);
    p[1] = (unsigned char)((v >> 8) & 0xff);
}

static void put32(unsigned char *p, uint32_t v)
{
    put16(p, v & 0xffff);
    put16(p + 2, v >> 16);
}

bool audio_write_wav(const Audio *a, const char *path, char *err, size_t err_size)
{
    size_t frames = a && a->record ? a->record_len : 0;
    size_t data = frames * FRAME_BYTES;
    if (data > UINT32_MAX - 44) {
        SDL_snprintf(err, err_size, "the sound is too long for a WAV file");
        return false;
    }
    unsigned char *buf = SDL_malloc(44 + data);
    if (!buf) {
        SDL_snprintf(err, err_size, "out of memory");
        return false;
    }
    SDL_memcpy(buf, "RIFF", 4);
    put32(buf + 4, (uint32_t)(36 + data));
    SDL_memcpy(buf + 8, "WAVEfmt ", 8);
    put32(buf + 16, 16);
    put16(buf + 20, 1);                      /* PCM */
    put16(buf + 22, AUDIO_CHANNELS);
    put32(buf + 24, AUDIO_RATE);
    put32(buf + 28, AUDIO_RATE * FRAME_BYTES);
    put16(buf + 32, FRAME_BYTES);
    put16(buf + 34, 16);
    SDL_memcpy(buf + 36, "data", 4);
    put32(buf + 40, (uint32_t)data);
    /* Little-endian samples whatever the machine. */
    for (size_t i = 0; i < frames * AUDIO_CHANNELS; i++)
        put16(buf + 44 + 2 * i, (unsigned)(uint16_t)a->record[i]);
    bool ok = savefile_write(path, (const char *)buf, 44 + data, err, err_size);
    SDL_free(buf);
    return ok;
}
