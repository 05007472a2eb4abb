#include "sst_state.h"

#include "siteswap.h"

#include <stdio.h>
#include <string.h>

const SstTimings SST_TIMINGS = {
    .ai_think = 0.9,
    .exchange = 1.2,
    .verdict_min = 1.5,
    .ai_retry = 0.25,
    .banner = 3.5,
    .banner_fade = 0.4,
    .watch_after = 0.6,
    .people_first = 4.0,
    .people_per_beat = 0.5,
    .after_person_guess = 3.0,
    .real_beat = 0.2,
    .undo_window = 3.0,
    .over_wait = 1.0,
    .esc_again = 3.0,
    .curtain_arm = 0.5,
    .cycle_min = 0.8,
    .cycle_default = 2.0,
    .stage_fade = 0.35,
    .reveal_min = 4.0,
    .reveal_hold = 14.0,
    .reveal_alone = 5.0,
    .turn_up_gap = 0.25,
    .draw_gap = 0.2,
    .discard_gap = 0.2,
    .lay_first_gap = 0.1,
    .lay_next_gap = 0.05,
    .reveal_gap = 0.28,
    .reveal_slowdown = 1.3,
    .pile_turn_gap = 0.03,
};

void sst_init(SstState *st, AnimMotion *om, AnimMotion *pm, const Catalogue *tricks)
{
    st->om = om;
    st->pm = pm;
    st->tricks = tricks;
    st->pm_for = -1;
    st->guesser = -1;
    st->real_for = -1;
    st->waiting = -1;
    st->build.target = -1;
    st->priv.viewer = -1;
    st->win.text_scale = 1;
    st->win.speed = 1;
    motion_init(&st->motion, 1);
}

void sst_seat_people(SstState *st)
{
    st->game_ok = true;
    ssgame_view(&st->game, -1, &st->pub);
    st->waiting = ssgame_waiting_for(&st->game);
    st->turns = st->game.turns;
    st->persons = 0;
    for (int s = 0; s < st->pub.seats; s++)
        st->persons += st->pub.seat[s].kind == SSG_PERSON;
    /* The first person to play sits at the bottom. */
    int w = st->waiting;
    st->shown = 0;
    if (w >= 0 && st->pub.seat[w].kind == SSG_PERSON)
        st->shown = w;
    else
        for (int s = st->pub.seats - 1; s >= 0; s--)
            if (st->pub.seat[s].kind == SSG_PERSON)
                st->shown = s;
    st->mode = TABLE_PUBLIC;
    st->priv.viewer = -1;
    st->ai_wait = SST_TIMINGS.ai_think;
}

double sst_paced(const SstState *st, double seconds)
{
    return st->win.speed >= 0.1 ? seconds / st->win.speed : seconds;
}

bool sst_verdict_fresh(const SstState *st)
{
    return table_banner_shown(&st->banner) &&
           st->banner_age < sst_paced(st, SST_TIMINGS.verdict_min);
}

void sst_set_window(SstState *st, int width, int height, float text_scale, double speed,
                    bool instant)
{
    st->win.instant = instant;
    st->win.width = width;
    st->win.height = height;
    st->win.text_scale = text_scale;
    st->win.speed = speed;
}

SstPerfShow sst_perf_show(const SstState *st)
{
    if (st->pub.perf.on_screen)
        return PERF_SCREEN;
    return st->real_for == st->turns ? PERF_REAL : PERF_CHOOSING;
}

bool sst_may_guess(const SstState *st, int seat, char *why, size_t why_size)
{
    char w[120] = "";
    const char *name = seat >= 0 && seat < st->pub.seats ? st->pub.seat[seat].name : "";
    if (st->pub.phase != SSG_PHASE_PERFORM || !name[0])
        snprintf(w, sizeof w, "Guesses are made while a pattern is performed.");
    else if (seat == st->pub.perf.performer)
        snprintf(w, sizeof w, "%s is performing: the others guess.", name);
    else if (st->pub.seat[seat].kind == SSG_COMPUTER)
        snprintf(w, sizeof w, "%s is a computer player: it guesses by itself.", name);
    else if (st->pub.seat[seat].place != 0)
        snprintf(w, sizeof w, "%s has finished and no longer guesses.", name);
    else if (st->pub.perf.recognised_by >= 0)
        snprintf(w, sizeof w, "It has been recognised already.");
    else if (sst_perf_show(st) == PERF_CHOOSING)
        snprintf(w, sizeof w, "Guessing opens once the performance starts.");
    if (why && why_size)
        snprintf(why, why_size, "%s", w);
    return w[0] == '\0';
}

void sst_guessers_text(const SstState *st, char *buf, size_t size)
{
    buf[0] = '\0';
    size_t k = 0;
    for (int s = 0; s < st->pub.seats; s++)
        if (sst_may_guess(st, s, NULL, 0)) {
            int w = snprintf(buf + k, size > k ? size - k : 0, "%s%d %s", k ? ", " : "", s + 1,
                             st->pub.seat[s].name);
            if (w < 0 || (k += (size_t)w) >= size)
                break;
        }
}

void sst_digits(const int *v, int n, char *buf, size_t size)
{
    size_t k = 0;
    for (int i = 0; i < n && k + 2 < size; i++)
        buf[k++] = siteswap_throw_char(v[i] >= 0 ? v[i] : 0);
    buf[k] = '\0';
}

const CatalogueEntry *sst_trick(const SstState *st, int i)
{
    if (!st->tricks || i < 0 || i >= st->tricks_n)
        return NULL;
    return &st->tricks->entries[st->trick_ids[i]];
}
