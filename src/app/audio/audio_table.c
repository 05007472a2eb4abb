#include "audio_table.h"

#include "card_motion.h"

#define MAX_CUES_PER_BATCH 24

AudioCue audio_table_ssg_cue(const SsgEvent *e, bool person)
{
    switch (e->kind) {
    case SSG_EV_DEALT: return AUDIO_CUE_DEAL;
    case SSG_EV_TURNED_UP: return AUDIO_CUE_TURN;
    case SSG_EV_TURN: return person ? AUDIO_CUE_YOUR_TURN : AUDIO_CUE_COUNT;
    case SSG_EV_LAID_FACE_DOWN:
    case SSG_EV_CARDS_BACK:
    case SSG_EV_DREW:
    case SSG_EV_TOOK:
    case SSG_EV_DISCARDED: return AUDIO_CUE_SLIDE;
    case SSG_EV_GUESS_RIGHT: return AUDIO_CUE_RIGHT;
    case SSG_EV_GUESS_WRONG: return AUDIO_CUE_WRONG;
    case SSG_EV_REVEALED: return AUDIO_CUE_TURN;
    case SSG_EV_PILE_TURNED: return AUDIO_CUE_SHUFFLE;
    case SSG_EV_DROPPED: return AUDIO_CUE_DROP;
    case SSG_EV_WON: return e->value == 1 ? AUDIO_CUE_WINNER : AUDIO_CUE_COUNT;
    default: return AUDIO_CUE_COUNT;
    }
}

AudioCue audio_table_jg_cue(const JgEvent *e, bool person)
{
    switch (e->kind) {
    case JG_EV_POLICY_SHUFFLED:
    case JG_EV_DECK_SHUFFLED: return AUDIO_CUE_SHUFFLE;
    case JG_EV_SIGIL_DEALT:
    case JG_EV_DEALT: return AUDIO_CUE_DEAL;
    case JG_EV_POLICY_DRAWN:
    case JG_EV_FACE_UP_DEALT:
    case JG_EV_SIGIL_REVEALED: return AUDIO_CUE_TURN;
    case JG_EV_DIE_ROLLED: return AUDIO_CUE_DIE;
    case JG_EV_SECRET_PLACED:
    case JG_EV_PLAYED:
    case JG_EV_DREW: return AUDIO_CUE_SLIDE;
    case JG_EV_TURN: return person ? AUDIO_CUE_YOUR_TURN : AUDIO_CUE_COUNT;
    case JG_EV_SETTLED: return AUDIO_CUE_SETTLE;
    case JG_EV_POLICY_PASSED: return AUDIO_CUE_POLICY_PASS;
    case JG_EV_POLICY_REJECTED: return AUDIO_CUE_POLICY_FAIL;
    case JG_EV_GAME_WON: return AUDIO_CUE_WINNER;
    default: return AUDIO_CUE_COUNT;
    }
}

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

void audio_table_ssg(Audio *audio, const SsgSetup *setup, const SsgEvents *events, double speed,
                     bool instant)
{
    if (!audio || !events)
        return;
    Batch b = {.audio = audio, .gap = card_gap(speed, instant)};
    for (int i = 0; i < events->n; i++) {
        const SsgEvent *e = &events->ev[i];
        bool person = setup && e->seat >= 0 && e->seat < setup->seats &&
                      setup->seat[e->seat].kind == SSG_PERSON;
        add(&b, audio_table_ssg_cue(e, person));
    }
}

void audio_table_jg(Audio *audio, const JgGame *game, const JgEvents *events, double speed,
                    bool instant)
{
    if (!audio || !events)
        return;
    Batch b = {.audio = audio, .gap = card_gap(speed, instant)};
    for (int i = 0; i < events->n; i++) {
        const JgEvent *e = &events->ev[i];
        bool person = false;
        if (game && e->kind == JG_EV_TURN)
            for (int p = 0; p < game->setup.players; p++)
                if (jugglers_seat_of_player(game->setup.players, p) == e->value)
                    person = game->setup.player[p].kind == JG_PERSON;
        add(&b, audio_table_jg_cue(e, person));
    }
}
