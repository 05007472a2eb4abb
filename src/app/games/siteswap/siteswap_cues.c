#include "siteswap_cues.h"

AudioCue siteswap_cue(const SsgEvent *e, bool person)
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

void siteswap_cues_play(Audio *audio, const SsgSetup *setup, const SsgEvents *events,
                        double speed, bool instant)
{
    if (!audio || !events)
        return;
    AudioCue cues[SSG_MAX_EVENTS];
    int n = 0;
    for (int i = 0; i < events->n && n < SSG_MAX_EVENTS; i++) {
        const SsgEvent *e = &events->ev[i];
        bool person = setup && e->seat >= 0 && e->seat < setup->seats &&
                      setup->seat[e->seat].kind == SSG_PERSON;
        cues[n++] = siteswap_cue(e, person);
    }
    audio_table_play(audio, cues, n, speed, instant);
}
