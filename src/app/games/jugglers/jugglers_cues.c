#include "jugglers_cues.h"

AudioCue jugglers_cue(const JgEvent *e, bool person)
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

void jugglers_cues_play(Audio *audio, const JgGame *game, const JgEvents *events, double speed,
                        bool instant)
{
    if (!audio || !events)
        return;
    AudioCue cues[JG_MAX_EVENTS];
    int n = 0;
    for (int i = 0; i < events->n && n < JG_MAX_EVENTS; i++) {
        const JgEvent *e = &events->ev[i];
        bool person = false;
        if (game && e->kind == JG_EV_TURN)
            for (int p = 0; p < game->setup.players; p++)
                if (jugglers_seat_of_player(game->setup.players, p) == e->value)
                    person = game->setup.player[p].kind == JG_PERSON;
        cues[n++] = jugglers_cue(e, person);
    }
    audio_table_play(audio, cues, n, speed, instant);
}
