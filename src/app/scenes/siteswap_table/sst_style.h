/* The style a pattern or a trick is juggled in, chosen on the screen as the phones choose it:
 * prop, starting hand and movement, each cycled on its own, with the phone's words. Only a
 * style the engine accepts (ssgame_check, the check the phone asks for) can be chosen (S14). */
#pragma once

#include "sst_state.h"

typedef enum SstStylePart { SST_STYLE_PROP, SST_STYLE_HAND, SST_STYLE_MOVE, SST_STYLE_PARTS } SstStylePart;

/* Whose style the choices change now: the trick picker's (OVERLAY_TRICKS), else the build's. */
bool sst_style_for_trick(const SstState *st);
/* The chosen value of one part, in the phone's words ("Balls", "Left hand", "Mills Mess"). */
const char *sst_style_word(const SstState *st, SstStylePart part);
/* Value v's word of one part, whichever is chosen (NULL past the last): the chips are sized
 * for the widest, so a chip's text keeps its size as the player cycles it. */
const char *sst_style_word_of(SstStylePart part, int v);
/* The key that cycles one part ("F5", "F6", "F7"). */
const char *sst_style_key(SstStylePart part);
SDL_Keycode sst_style_keycode(SstStylePart part);
/* The next value of this part that makes a style the engine accepts, as a style index, or -1
 * when no other value does (the choice is then greyed out). */
int sst_style_next(const SstState *st, SstStylePart part);
/* Moves this part on to its next accepted value; false when there is none. */
bool sst_style_cycle(SstState *st, SstStylePart part);
