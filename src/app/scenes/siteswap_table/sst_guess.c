#include "sst_guess.h"

#include "sst_play.h"

#include <stdio.h>
#include <string.h>

void sst_buzz(SstState *st, int seat, bool from_key)
{
    char why[120];
    if (!sst_may_guess(st, seat, why, sizeof why)) {
        table_banner_set(&st->banner, false, why, sst_paced(st, SST_TIMINGS.banner));
        st->banner_age = 0;
        return;
    }
    st->guesser = seat;
    table_banner_clear(&st->banner); /* the panel takes the strip: an old verdict would cover it */
    st->guess_error[0] = '\0';
    textedit_init(&st->guess, "");
    st->swallow_text = from_key;
    if (st->pub.perf.kind == SSG_PLAY_TRICK && st->tricks_n == 0)
        sst_list_tricks(st);
    ui_list_init(&st->guess_list, 1);
    ui_list_resize(&st->guess_list, st->tricks_n, 1);
    ui_list_select(&st->guess_list, 0);
}

/* Typing a guess: siteswap characters only, in lower case. */
void sst_guess_text(SstState *st, const char *text)
{
    char clean[32];
    size_t k = 0;
    for (const char *c = text; *c && k + 1 < sizeof clean; c++)
        if ((*c >= '0' && *c <= '9') || (*c >= 'a' && *c <= 'z'))
            clean[k++] = *c;
        else if (*c >= 'A' && *c <= 'Z')
            clean[k++] = (char)(*c - 'A' + 'a');
    clean[k] = '\0';
    if (k > 0 && st->guess.length + k < 60)
        textedit_insert(&st->guess, clean);
    st->guess_error[0] = '\0';
}

static const char *trick_label(void *ctx, int row)
{
    const CatalogueEntry *e = sst_trick(ctx, row);
    return e ? e->name : "";
}

void sst_guess_pick_letter(SstState *st, const char *typed)
{
    ui_list_jump(&st->guess_list, typed, trick_label, st);
}

void sst_trick_pick_letter(SstState *st, const char *typed)
{
    if (ui_list_jump(&st->trick_list, typed, trick_label, st))
        sst_select_trick(st, st->trick_list.selected);
}

void sst_submit_guess(SstState *st)
{
    if (st->guesser < 0)
        return;
    SsgAction a = ssgame_action(SSG_ACT_GUESS, st->guesser);
    if (st->pub.perf.kind == SSG_PLAY_TRICK) {
        const CatalogueEntry *e = sst_trick(st, st->guess_list.selected);
        if (!e)
            return;
        snprintf(a.text, sizeof a.text, "%s", e->name);
    } else {
        if (st->guess.length == 0)
            return;
        if (st->guess.length >= sizeof a.text) {
            snprintf(st->guess_error, sizeof st->guess_error,
                     "That guess is too long for any hand of cards.");
            return;
        }
        memcpy(a.text, st->guess.text, st->guess.length + 1); /* fits: checked above */
    }
    SsgError err = {{0}};
    int who = st->guesser;
    if (!sst_apply(st, &a, &err)) {
        /* Not judged (not a siteswap): nothing counted, the panel stays for another try. */
        snprintf(st->guess_error, sizeof st->guess_error, "%s", err.message);
        st->guesser = who;
        return;
    }
    st->guesser = -1;
}
