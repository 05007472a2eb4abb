#include "sst_style.h"

#include "sst_build.h"
#include "sst_play.h"

#include <stdio.h>

/* The phone page's words (assets/phones/games/siteswap.js: PROPS, HANDS, MOVES), so both say the same. */
static const char *const WORDS[SST_STYLE_PARTS][3] = {
    {"Balls", "Clubs", "Rings"},
    {"Right hand", "Left hand", NULL},
    {"Normal", "Reverse", "Mills Mess"},
};
static const int VALUES[SST_STYLE_PARTS] = {3, 2, 3};

bool sst_style_for_trick(const SstState *st)
{
    return st->overlay == OVERLAY_TRICKS;
}

static SsgStyle chosen(const SstState *st)
{
    return ssgame_style_from_index(sst_style_for_trick(st) ? st->trick_style : st->build.style);
}

static uint8_t *part_of(SsgStyle *s, SstStylePart part)
{
    return part == SST_STYLE_PROP ? &s->prop : part == SST_STYLE_HAND ? &s->hand : &s->move;
}

const char *sst_style_word(const SstState *st, SstStylePart part)
{
    SsgStyle s = chosen(st);
    int v = *part_of(&s, part);
    return part >= 0 && part < SST_STYLE_PARTS && v >= 0 && v < VALUES[part] ? WORDS[part][v] : "?";
}

const char *sst_style_word_of(SstStylePart part, int v)
{
    return part >= 0 && part < SST_STYLE_PARTS && v >= 0 && v < VALUES[part] ? WORDS[part][v]
                                                                                : NULL;
}

const char *sst_style_key(SstStylePart part)
{
    return part == SST_STYLE_PROP ? "F5" : part == SST_STYLE_HAND ? "F6" : "F7";
}

SDL_Keycode sst_style_keycode(SstStylePart part)
{
    return part == SST_STYLE_PROP ? SDLK_F5 : part == SST_STYLE_HAND ? SDLK_F6 : SDLK_F7;
}

static SsgAction styled_action(const SstState *st)
{
    if (sst_style_for_trick(st))
        return sst_trick_action(st);
    SsgAction a = sst_build_action(st);
    a.style = chosen(st);
    return a;
}

int sst_style_next(const SstState *st, SstStylePart part)
{
    if (part < 0 || part >= SST_STYLE_PARTS)
        return -1;
    if (!sst_style_for_trick(st) && !st->build.legal)
        return -1; /* cards that make no siteswap have no style to choose */
    SsgAction a = styled_action(st);
    SsgStyle now = a.style;
    int at = *part_of(&now, part);
    for (int k = 1; k < VALUES[part]; k++) {
        SsgStyle s = now;
        *part_of(&s, part) = (uint8_t)((at + k) % VALUES[part]);
        a.style = s;
        if (ssgame_check(&st->game, &a, NULL))
            return ssgame_style_index(s);
    }
    return -1;
}

bool sst_style_cycle(SstState *st, SstStylePart part)
{
    int next = sst_style_next(st, part);
    if (next < 0)
        return false;
    if (sst_style_for_trick(st)) {
        st->trick_style = next;
        sst_select_trick(st, st->trick_list.selected); /* its preview in the new style */
    } else {
        st->build.style = next;
        sst_build_refresh(st);
    }
    return true;
}
