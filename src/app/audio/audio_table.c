#include "audio_table.h"

#include "card_motion.h"

#define MAX_CUES_PER_BATCH 24

/* Plays a batch's cues: a run of the same card cue spaced like the cards move, each other cue
 * once, and the rest after the cards. */
typedef struct Batch {
    Audio *audio;
    double gap, at;        /* seconds between cards; when the next card sound goes */
    int count[AUDIO_CUE_COUNT];
} Batch;

static void add(Batch *b, AudioCue cue)
{
    if (cue >= AUDIO_CUE_COUNT)
        return;
    bool card = cue == AUDIO_CUE_DEAL || cue == AUDIO_CUE_SLIDE || cue == AUDIO_CUE_TURN;
    if (b->count[cue] >= (card ? MAX_CUES_PER_BATCH : 1))
        return;
    b->count[cue]++;
    if (card) {
        audio_cue_after(b->audio, cue, b->at, 0);
        b->at += b->gap;
    } else {
        audio_cue_after(b->audio, cue, 0, 0);
    }
}

static double card_gap(double speed, bool instant)
{
    if (instant)
        return 0.02;
    return MOTION_DEAL_GAP / (speed > 0.1 ? speed : 0.1);
}

void audio_table_play(Audio *audio, const AudioCue *cues, int n, double speed, bool instant)
{
    if (!audio || !cues)
        return;
    Batch b = {.audio = audio, .gap = card_gap(speed, instant)};
    for (int i = 0; i < n; i++)
        add(&b, cues[i]);
}
