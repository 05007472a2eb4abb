/* Sound: the mixer, the rhythm of the animator's catches and what --audio-out writes. The game
 * runs headless (null backend, no device) and its recorded sound is written as a WAV file, read
 * back and measured.
 * Usage: test-app-audio SCRATCH_DIR */
#define _GNU_SOURCE /* mallinfo2 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <SDL.h>
#include <SDL_ttf.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include "app.h"
#include "test_input.h"
#include "audio.h"
#include "audio_rhythm.h"
#include "jugglers_cues.h"
#include "siteswap_cues.h"
#include "game_choice.h"
#include "games.h"
#include "sst_scene.h"
#include "lab.h"
#include "lab_state.h"
#include "settings.h"
#include "settings_scene.h"
#include "siteswap.h"
#include "test_env.h"

static const char *scratch;
static App app_storage;

/* ---- A WAV file read back ---- */

typedef struct Wav {
    int rate, channels, bits;
    size_t frames;
    int16_t *pcm;   /* interleaved */
    unsigned char *bytes;
    size_t size;
} Wav;

static uint32_t get32(const unsigned char *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static Wav read_wav(const char *path)
{
    Wav w = {0};
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    fseek(f, 0, SEEK_END);
    w.size = (size_t)ftell(f);
    fseek(f, 0, SEEK_SET);
    w.bytes = malloc(w.size);
    assert_non_null(w.bytes);
    assert_int_equal(fread(w.bytes, 1, w.size, f), w.size);
    fclose(f);
    assert_true(w.size >= 44);
    assert_memory_equal(w.bytes, "RIFF", 4);
    assert_memory_equal(w.bytes + 8, "WAVEfmt ", 8);
    assert_int_equal(w.bytes[20] | w.bytes[21] << 8, 1); /* PCM */
    w.channels = w.bytes[22] | w.bytes[23] << 8;
    w.rate = (int)get32(w.bytes + 24);
    w.bits = w.bytes[34] | w.bytes[35] << 8;
    assert_memory_equal(w.bytes + 36, "data", 4);
    size_t data = get32(w.bytes + 40);
    assert_int_equal(data + 44, w.size);
    w.frames = data / 4;
    w.pcm = malloc(data + 4);
    for (size_t i = 0; i < w.frames * 2; i++)
        w.pcm[i] = (int16_t)(w.bytes[44 + 2 * i] | w.bytes[45 + 2 * i] << 8);
    return w;
}

static void free_wav(Wav *w)
{
    free(w->pcm);
    free(w->bytes);
}

/* ---- The game, headless, recording ---- */

static App *start_lab(const char *pattern, int frames, bool muted)
{
    App *app = &app_storage;
    char err[1024];
    Options opts = {.width = 640, .height = 400, .frames = frames, .screenshot = "unused.png",
                    .audio_out = "unused.wav"};
    assert_true(app_init(app, &opts, err, sizeof err));
    Settings s = settings_defaults();
    s.sound_muted = muted;
    app_apply_settings(app, &s);
    Scene *lab = lab_scene_create(app, pattern);
    assert_non_null(lab);
    app_push_scene(app, lab);
    for (int i = 0; i < frames; i++)
        assert_true(app_step(app, LOOP_NS_PER_SECOND / 60));
    return app;
}

static void record(const char *pattern, int frames, bool muted, const char *name, Wav *out)
{
    App *app = start_lab(pattern, frames, muted);
    char path[2048], err[600];
    snprintf(path, sizeof path, "%s/%s", scratch, name);
    assert_true(audio_write_wav(app->audio, path, err, sizeof err));
    app_shutdown(app);
    *out = read_wav(path);
    assert_int_equal(out->rate, AUDIO_RATE);
    assert_int_equal(out->channels, 2);
    assert_int_equal(out->bits, 16);
}

static int peak_of(const Wav *w)
{
    int peak = 0;
    for (size_t i = 0; i < w->frames * 2; i++)
        peak = abs(w->pcm[i]) > peak ? abs(w->pcm[i]) : peak;
    return peak;
}

/* Onsets found in the sound alone: where the level (the loudest sample of each millisecond)
 * rises above a floor and well above what it was just before. The first sample past the floor
 * is the onset. */
static int find_onsets(const Wav *w, double *onsets, int max)
{
    enum { MS = AUDIO_RATE / 1000 };
    const int floor_level = 600;   /* about -35 dBFS */
    size_t blocks = w->frames / MS;
    int *env = calloc(blocks, sizeof *env);
    for (size_t b = 0; b < blocks; b++)
        for (size_t f = b * MS; f < (b + 1) * MS; f++)
            for (int c = 0; c < 2; c++)
                env[b] = abs(w->pcm[2 * f + c]) > env[b] ? abs(w->pcm[2 * f + c]) : env[b];
    int n = 0;
    for (size_t b = 4; b < blocks; b++) {
        int before = SDL_max(SDL_max(env[b - 1], env[b - 2]), env[b - 3]);
        if (env[b] < floor_level || env[b] < 3 * before)
            continue;
        size_t f = b * MS;
        while (f < (b + 1) * MS && abs(w->pcm[2 * f]) < floor_level &&
               abs(w->pcm[2 * f + 1]) < floor_level)
            f++;
        /* a rise that began in the block before counts from there */
        if (n < max)
            onsets[n] = (double)f / AUDIO_RATE;
        n++;
        b += 20; /* a catch is one onset */
    }
    free(env);
    return n;
}

/* The Lab juggling the 3-ball cascade: every catch the animator makes (the Lab's own motion)
 * is heard within 5 ms of its moment, and nothing else is. */
static void test_cascade_onsets_fall_on_the_animators_catches(void **state)
{
    (void)state;
    const int frames = 300;  /* 5 s */
    App *app = start_lab("3", frames, false);
    LabScene *lab = (LabScene *)app->scenes[app->scene_count - 1];
    assert_true(lab->has_motion);
    /* The Lab's time runs from 0 at one tick a tick: a catch at t is heard at t. */
    double end = lab->t;
    AudioCatch catches[64];
    int want = audio_rhythm_catches(lab->motion, 0, end, catches, 64);
    assert_true(want >= 12 && want < 64);
    char path[2048], err[600];
    snprintf(path, sizeof path, "%s/cascade.wav", scratch);
    assert_true(audio_write_wav(app->audio, path, err, sizeof err));
    app_shutdown(app);
    Wav w = read_wav(path);
    double onsets[128];
    int got = find_onsets(&w, onsets, 128);
    double worst = 0;
    int matched = 0;
    for (int i = 0; i < want; i++) {
        if (catches[i].t > (double)w.frames / AUDIO_RATE - 0.01)
            continue;
        double best = 1e9;
        for (int k = 0; k < got && k < 128; k++)
            best = fabs(onsets[k] - catches[i].t) < fabs(best) ? onsets[k] - catches[i].t : best;
        assert_true(fabs(best) <= 0.005);
        worst = fmax(worst, fabs(best));
        matched++;
    }
    assert_int_equal(got, matched);
    printf("# %d catches of the cascade heard, worst onset %.3f ms from the animator's catch\n",
           matched, worst * 1000);
    free_wav(&w);
}

/* Muted (M), the game records silence: every sample is 0. */
static void test_muted_game_is_silent(void **state)
{
    (void)state;
    Wav loud, quiet;
    record("531", 180, false, "loud.wav", &loud);
    record("531", 180, true, "muted.wav", &quiet);
    assert_true(peak_of(&loud) > 1000);
    assert_int_equal(peak_of(&quiet), 0);
    assert_int_equal(loud.frames, quiet.frames);
    free_wav(&loud);
    free_wav(&quiet);
}

/* The busiest pattern and every cue at once: the limiter keeps the wave below full scale. */
static void test_nothing_clips(void **state)
{
    (void)state;
    Wav w;
    App *app = start_lab("97531", 240, false);
    for (int c = 0; c < AUDIO_CUE_COUNT; c++)
        audio_cue(app->audio, (AudioCue)c, 0);
    for (int i = 0; i < 120; i++)
        assert_true(app_step(app, LOOP_NS_PER_SECOND / 60));
    char path[2048], err[600];
    snprintf(path, sizeof path, "%s/busy.wav", scratch);
    float before = audio_peak(app->audio);
    assert_true(audio_write_wav(app->audio, path, err, sizeof err));
    app_shutdown(app);
    w = read_wav(path);
    int peak = peak_of(&w);
    printf("# 97531 with every cue: peak %d of 32767 (%.1f dBFS); %.2f before the limiter\n",
           peak, 20 * log10(peak / 32767.0), before);
    assert_true(peak > 3000);
    assert_true(peak < 32767);
    free_wav(&w);
}

/* Two runs of the same frames write the same bytes. */
static void test_wav_is_the_same_on_every_run(void **state)
{
    (void)state;
    Wav a, b;
    record("441", 240, false, "run1.wav", &a);
    record("441", 240, false, "run2.wav", &b);
    assert_int_equal(a.size, b.size);
    assert_memory_equal(a.bytes, b.bytes, a.size);
    assert_true(peak_of(&a) > 1000);
    free_wav(&a);
    free_wav(&b);
}

/* Slow motion slows the rhythm: at a quarter speed the catches come four times as far apart. */
static void test_slow_motion_slows_the_rhythm(void **state)
{
    (void)state;
    Wav fast, slow;
    record("3", 240, false, "fast.wav", &fast);
    App *app = &app_storage;
    char err[1024];
    Options opts = {.width = 640, .height = 400, .frames = 240, .screenshot = "unused.png",
                    .audio_out = "unused.wav"};
    assert_true(app_init(app, &opts, err, sizeof err));
    Settings defaults = settings_defaults();
    app_apply_settings(app, &defaults);
    Scene *lab = lab_scene_create(app, "3");
    app_push_scene(app, lab);
    ((LabScene *)lab)->speed_step = 1; /* 0.25 */
    for (int i = 0; i < 240; i++)
        assert_true(app_step(app, LOOP_NS_PER_SECOND / 60));
    char path[2048];
    snprintf(path, sizeof path, "%s/slow.wav", scratch);
    assert_true(audio_write_wav(app->audio, path, err, sizeof err));
    app_shutdown(app);
    slow = read_wav(path);
    double a[64], b[64];
    int na = find_onsets(&fast, a, 64), nb = find_onsets(&slow, b, 64);
    assert_true(na >= 8 && nb >= 2);
    double gap_fast = (a[na - 1] - a[1]) / (na - 2), gap_slow = (b[nb - 1] - b[0]) / (nb - 1);
    assert_float_equal(gap_slow / gap_fast, 4.0, 0.05);
    free_wav(&fast);
    free_wav(&slow);
}

/* ---- The mixer alone ---- */

/* The mixer takes no memory once made: thousands of sounds played and a minute rendered leave
 * the heap as it was. */
static void test_mixer_allocates_nothing_while_playing(void **state)
{
    (void)state;
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
    static AudioMixer m;
    static int16_t out[AUDIO_TICK_FRAMES * 2];
    mixer_init(&m);
    struct mallinfo2 before = mallinfo2();
    for (int tick = 0; tick < 125 * 60; tick++) {
        if (tick % 3 == 0)
            audio_sounds_catch(&m, (AnimProp)(tick % 3), 0.1 * (tick % 30), m.now + 17, 0.3f);
        if (tick % 50 == 0)
            audio_sounds_cue(&m, (AudioCue)(tick / 50 % AUDIO_CUE_COUNT), m.now, 0.8f, 0);
        mixer_render(&m, out, AUDIO_TICK_FRAMES);
    }
    struct mallinfo2 after = mallinfo2();
    assert_int_equal(after.uordblks, before.uordblks);
    assert_int_equal(after.hblkhd, before.hblkhd);
    assert_true(m.played > 2500);
#else
    skip();
#endif
}

/* Catches sound at the frame they are scheduled for: an impulse-like onset exactly there. */
static void test_mixer_starts_a_sound_on_its_frame(void **state)
{
    (void)state;
    static AudioMixer m;
    static int16_t out[4096 * 2];
    mixer_init(&m);
    audio_sounds_catch(&m, ANIM_PROP_BALL, 0.4, 1000, 0);
    mixer_render(&m, out, 4096);
    for (int f = 0; f < 1000; f++)
        assert_int_equal(out[2 * f] | out[2 * f + 1], 0);
    int loud = 0;
    for (int f = 1000; f < 1000 + AUDIO_RATE / 1000; f++)
        loud = SDL_max(loud, abs(out[2 * f]));
    assert_true(loud > 500);
}

/* A catch on the juggler's left (the viewer's left, negative x) is louder on the left. */
static void test_hands_are_panned_apart(void **state)
{
    (void)state;
    static AudioMixer m;
    static int16_t out[4800 * 2];
    double l = 0, r = 0;
    mixer_init(&m);
    audio_sounds_catch(&m, ANIM_PROP_CLUB, 0.4, 0, -0.8f);
    mixer_render(&m, out, 4800);
    for (int f = 0; f < 4800; f++) {
        l += abs(out[2 * f]);
        r += abs(out[2 * f + 1]);
    }
    assert_true(l > 3 * r);
}

/* Zero crossings a second of the first 50 ms of one catch: how bright it sounds. */
static double brightness(AnimProp prop)
{
    static AudioMixer m;
    static int16_t out[2400 * 2];
    mixer_init(&m);
    audio_sounds_catch(&m, prop, 0.4, 0, 0);
    mixer_render(&m, out, 2400);
    int crossings = 0;
    for (int f = 1; f < 2400; f++)
        crossings += (out[2 * f] >= 0) != (out[2 * f - 2] >= 0);
    return crossings / 0.05;
}

/* Balls, clubs and rings each have their own catch: a dull ball, a woody club, a bright ring. */
static void test_each_prop_has_its_own_voice(void **state)
{
    (void)state;
    double ball = brightness(ANIM_PROP_BALL), club = brightness(ANIM_PROP_CLUB),
           ring = brightness(ANIM_PROP_RING);
    printf("# catch brightness (zero crossings a second): ball %.0f, club %.0f, ring %.0f\n",
           ball, club, ring);
    assert_true(ball * 1.3 < club);
    assert_true(club * 1.3 < ring);
}

/* A higher throw lands heavier: a louder and lower catch. */
static void test_higher_throws_land_heavier(void **state)
{
    (void)state;
    float p1, g1, p9, g9;
    audio_sounds_catch_weight(0.05, &p1, &g1);
    audio_sounds_catch_weight(3.0, &p9, &g9);
    assert_true(p9 < p1);
    assert_true(g9 > g1);
}

/* Nothing sounding, a still screen sleeps; a sound keeps the loop awake only until it ends. */
static void test_still_screen_sleeps_when_nothing_sounds(void **state)
{
    (void)state;
    App *app = &app_storage;
    char err[1024];
    Options opts = {.width = 640, .height = 400, .frames = 1};
    assert_true(app_init(app, &opts, err, sizeof err));
    Settings defaults = settings_defaults();
    app_apply_settings(app, &defaults);
    Scene *lab = lab_scene_create(app, "3");
    app_push_scene(app, lab);
    ((LabScene *)lab)->paused = true;
    for (int i = 0; i < 120; i++)
        assert_true(app_step(app, LOOP_NS_PER_SECOND / 60));
    assert_false(audio_busy(app->audio));
    uint32_t still = app_still_ms(app);
    assert_true(still > 0);
    audio_cue(app->audio, AUDIO_CUE_DEAL, 0);
    assert_true(audio_busy(app->audio));
    assert_int_equal(app_still_ms(app), 0);
    for (int i = 0; i < 60; i++)
        assert_true(app_step(app, LOOP_NS_PER_SECOND / 60));
    assert_false(audio_busy(app->audio));
    assert_true(app_still_ms(app) > 0); /* asleep again (until the caret blinks) */
    app_shutdown(app);
}

/* No device (an audio driver that does not exist): the null backend, and the game goes on. */
static void test_no_device_plays_silent(void **state)
{
    (void)state;
    SDL_setenv("SDL_AUDIODRIVER", "no-such-driver", 1);
    Audio *a = audio_open(&(AudioConfig){.device = true});
    assert_non_null(a);
    assert_string_equal(audio_backend(a), "none");
    audio_cue(a, AUDIO_CUE_YOUR_TURN, 0);
    for (int i = 0; i < 10; i++)
        audio_tick_end(a);
    assert_int_equal(audio_frames(a), 10 * AUDIO_TICK_FRAMES);
    audio_close(a);
    SDL_setenv("SDL_AUDIODRIVER", "dummy", 1);
    a = audio_open(&(AudioConfig){.device = true});
    assert_string_equal(audio_backend(a), "SDL (dummy)");
    audio_cue(a, AUDIO_CUE_YOUR_TURN, 0);
    for (int i = 0; i < 10; i++)
        audio_tick_end(a);
    audio_close(a);
}

/* The sound settings are kept in the file and read back; a bad volume is said. */
static void test_sound_settings_round_trip(void **state)
{
    (void)state;
    Settings s = settings_defaults();
    assert_int_equal(s.effects_volume, SETTINGS_EFFECTS_VOLUME);
    assert_true(s.silent_hidden);
    assert_false(s.sound_muted);
    s.effects_volume = 35;
    s.rhythm_volume = 0;
    s.sound_muted = true;
    s.silent_hidden = false;
    char text[1024], problem[200];
    assert_true(settings_format(&s, text, sizeof text) > 0);
    Settings back;
    assert_true(settings_parse(text, &back, problem, sizeof problem));
    assert_int_equal(back.effects_volume, 35);
    assert_int_equal(back.rhythm_volume, 0);
    assert_true(back.sound_muted);
    assert_false(back.silent_hidden);
    assert_false(settings_parse("rhythm_volume = 140\n", &back, problem, sizeof problem));
    assert_non_null(strstr(problem, "0 to 100"));
    assert_int_equal(back.rhythm_volume, SETTINGS_RHYTHM_VOLUME);
}

/* Nothing heard tells what a screen hides: a cue depends on the event's kind (and whether a
 * turn comes to a person), never on its card or where a hidden card came from. */
static void test_table_cues_never_tell_a_card(void **state)
{
    (void)state;
    for (int k = 0; k < SSG_EV_KINDS; k++)
        for (int person = 0; person < 2; person++) {
            SsgEvent a = {.kind = (SsgEventKind)k, .seat = 0, .card = -1, .index = 0, .value = 1};
            AudioCue first = siteswap_cue(&a, person);
            for (int card = 0; card < 40; card++) {
                SsgEvent b = a;
                b.card = card;
                b.index = card % 3 ? SSG_FROM_DISCARD : 0;
                assert_int_equal(siteswap_cue(&b, person), first);
            }
        }
    for (int k = 0; k < JG_EV_KINDS; k++) {
        JgEvent a = {.kind = (JgEventKind)k, .seat = 0, .card = -1, .draft = 0, .index = 0,
                     .value = 1};
        AudioCue first = jugglers_cue(&a, true);
        for (int card = 0; card < 40; card++) {
            JgEvent b = a;
            b.card = card;
            assert_int_equal(jugglers_cue(&b, true), first);
        }
    }
}

/* A turn coming to a person is heard; one coming to a computer player is not. */
static void test_a_persons_turn_is_heard(void **state)
{
    (void)state;
    SsgEvent turn = {.kind = SSG_EV_TURN, .seat = 1};
    assert_int_equal(siteswap_cue(&turn, true), AUDIO_CUE_YOUR_TURN);
    assert_int_equal(siteswap_cue(&turn, false), AUDIO_CUE_COUNT);
    JgEvent jturn = {.kind = JG_EV_TURN, .seat = 1, .value = 1};
    assert_int_equal(jugglers_cue(&jturn, true), AUDIO_CUE_YOUR_TURN);
    assert_int_equal(jugglers_cue(&jturn, false), AUDIO_CUE_COUNT);
    JgEvent die = {.kind = JG_EV_DIE_ROLLED, .value = 4};
    assert_int_equal(jugglers_cue(&die, false), AUDIO_CUE_DIE);
}

/* A table of computers is heard from its deal on (the real scene, recorded). */
static void test_a_table_is_heard_from_its_deal(void **state)
{
    (void)state;
    App *app = &app_storage;
    char err[1024];
    Options opts = {.width = 640, .height = 400, .frames = 120, .screenshot = "unused.png",
                    .audio_out = "unused.wav"};
    assert_true(app_init(app, &opts, err, sizeof err));
    Settings defaults = settings_defaults();
    app_apply_settings(app, &defaults);
    GameChoice choice = game_choice_for_table("ccc", games_named("siteswap"), false, false);
    Scene *table = sst_scene_create(app, &choice);
    assert_non_null(table);
    app_push_scene(app, table);
    for (int i = 0; i < 120; i++)
        assert_true(app_step(app, LOOP_NS_PER_SECOND / 60));
    size_t frames;
    const int16_t *pcm = audio_recorded(app->audio, &frames);
    int peak = 0;
    for (size_t i = 0; i < frames * 2; i++)
        peak = SDL_max(peak, abs(pcm[i]));
    assert_true(frames >= 2 * AUDIO_RATE - AUDIO_TICK_FRAMES);
    assert_true(peak > 1000);
    assert_true(peak < 32767);
    app_shutdown(app);
}

/* The settings screen's sound rows: the effects volume steps by 10 % and is heard at once, and
 * the rhythm volume goes down to 0 and no further. Screenshots of it go in the scratch folder. */
static void test_settings_screen_sets_the_volumes(void **state)
{
    (void)state;
    static const int sizes[][2] = {{1280, 720}, {1920, 1080}};
    for (int k = 0; k < 2; k++) {
        App *app = &app_storage;
        char err[1024];
        Options opts = {.width = sizes[k][0], .height = sizes[k][1], .frames = 1};
        assert_true(app_init(app, &opts, err, sizeof err));
        Settings defaults = settings_defaults();
        app_apply_settings(app, &defaults);
        Scene *scene = settings_scene_create(app);
        assert_non_null(scene);
        app_push_scene(app, scene);
        for (int i = 0; i < 5; i++)
            input_key(SDLK_DOWN);
        input_key(SDLK_RIGHT);
        assert_true(app_step(app, LOOP_NS_PER_SECOND / 60));
        assert_int_equal(app->settings.effects_volume, SETTINGS_EFFECTS_VOLUME + 10);
        assert_true(audio_busy(app->audio));
        input_key(SDLK_DOWN);
        for (int i = 0; i < 12; i++)
            input_key(SDLK_LEFT);
        assert_true(app_step(app, LOOP_NS_PER_SECOND / 60));
        assert_int_equal(app->settings.rhythm_volume, 0);
        input_key(SDLK_m); /* M on a screen that takes no letters: muted, and said */
        assert_true(app_step(app, LOOP_NS_PER_SECOND / 60));
        assert_true(app->settings.sound_muted);
        assert_non_null(strstr(app->notice, "Sound off"));
        char path[2048];
        snprintf(path, sizeof path, "%s/settings-%dx%d.png", scratch, sizes[k][0], sizes[k][1]);
        assert_true(app_write_screenshot(app, path));
        app_shutdown(app);
        SDL_FlushEvents(SDL_FIRSTEVENT, SDL_LASTEVENT);
    }
}

int main(int argc, char **argv)
{
    int ready = test_env_start(argc, argv, "audio");
    if (ready)
        return ready;
    scratch = argv[1];
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cascade_onsets_fall_on_the_animators_catches),
        cmocka_unit_test(test_muted_game_is_silent),
        cmocka_unit_test(test_nothing_clips),
        cmocka_unit_test(test_wav_is_the_same_on_every_run),
        cmocka_unit_test(test_slow_motion_slows_the_rhythm),
        cmocka_unit_test(test_mixer_allocates_nothing_while_playing),
        cmocka_unit_test(test_mixer_starts_a_sound_on_its_frame),
        cmocka_unit_test(test_hands_are_panned_apart),
        cmocka_unit_test(test_higher_throws_land_heavier),
        cmocka_unit_test(test_each_prop_has_its_own_voice),
        cmocka_unit_test(test_still_screen_sleeps_when_nothing_sounds),
        cmocka_unit_test(test_no_device_plays_silent),
        cmocka_unit_test(test_sound_settings_round_trip),
        cmocka_unit_test(test_settings_screen_sets_the_volumes),
        cmocka_unit_test(test_table_cues_never_tell_a_card),
        cmocka_unit_test(test_a_persons_turn_is_heard),
        cmocka_unit_test(test_a_table_is_heard_from_its_deal),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    TTF_Quit();
    SDL_Quit();
    return failed;
}
