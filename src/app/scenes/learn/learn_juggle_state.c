#include "learn_state.h"

#include "draw.h"
#include "palette.h"
#include "textfit.h"

#include <math.h>

#define STATE_SHOWN 12 /* beats of the state drawn at most */

/* Which coming beats have a ball due: the throws made so far (the last SITESWAP_MAX_THROW
 * beats of them) and where they come down, the same count the Lab's "State" gives for a
 * pattern's start (siteswap_state). */
void learn_state_now(const LearnScene *ls, double now_beat, char *buf, size_t size)
{
    if (size > 0)
        buf[0] = '\0';
    if (!ls->has_motion || size < 2 ||
        siteswap_notation(anim_pattern(ls->motion)) != SITESWAP_ASYNC)
        return;
    long next = (long)floor(now_beat + 1e-6) + 1; /* the coming throw's beat */
    AnimLadderThrow made[LEARN_LADDER_MAX];
    int n = anim_ladder(ls->motion, next - SITESWAP_MAX_THROW - 1, next - 1, now_beat, made,
                        LEARN_LADDER_MAX);
    n = SDL_min(n, LEARN_LADDER_MAX);
    int due[SITESWAP_MAX_THROW + 2] = {0}, last = -1;
    for (int i = 0; i < n; i++) {
        long k = made[i].land_beat - next;
        if (made[i].value > 0 && k >= 0 && k <= SITESWAP_MAX_THROW) {
            due[k]++;
            last = SDL_max(last, (int)k);
        }
    }
    size_t w = 0;
    for (int k = 0; k <= last && w + 1 < size; k++)
        buf[w++] = due[k] == 0 ? '-' : due[k] == 1 ? 'x' : (char)('0' + SDL_min(due[k], 9));
    buf[w] = '\0';
}

LearnPhase learn_phase(const LearnScene *ls, double now_beat)
{
    if (!ls->has_motion)
        return LEARN_PHASE_NONE;
    const AnimMotion *m = ls->motion;
    if (!ls->from_ground || m->settings.start != ANIM_START_FROM_GROUND)
        return LEARN_PHASE_PATTERN;
    long period = SDL_max(1, siteswap_period(anim_pattern(m)));
    long beat = (long)floor(now_beat + 1e-6);
    long local = ((beat % period) + period) % period;
    long first = m->pattern_first_beat, end = first + m->pattern_beats;
    if (local >= first && local < end)
        return LEARN_PHASE_PATTERN;
    if (local >= end)
        return LEARN_PHASE_EXIT;
    return local >= first - ls->entry_beats ? LEARN_PHASE_ENTRY : LEARN_PHASE_GROUND;
}

void learn_phase_words(const LearnScene *ls, double now_beat, char *buf, size_t size)
{
    const char *base = ls->motion->balls % 2 ? "cascade" : "fountain";
    switch (learn_phase(ls, now_beat)) {
    case LEARN_PHASE_GROUND:
        SDL_snprintf(buf, size, "Now: the %s, before the way in", base);
        break;
    case LEARN_PHASE_ENTRY:
        SDL_snprintf(buf, size, "Now: the way in, %s", ls->way_in);
        break;
    case LEARN_PHASE_PATTERN:
        SDL_snprintf(buf, size, "Now: %s", ls->figure);
        break;
    case LEARN_PHASE_EXIT:
        SDL_snprintf(buf, size, "Now: the way out, %s", ls->way_out);
        break;
    default:
        if (size > 0)
            buf[0] = '\0';
        break;
    }
}

static int term_id(const LearnScene *ls, const char *name)
{
    const TooltipTerm *t = tooltip_terms_find(&ls->terms, name);
    return t ? (int)(t - ls->terms.terms) : -1;
}

/* "State  [x][x][ ][x]  excited state": the beats coming, a ball's mark where one is due. */
void learn_draw_state_line(App *app, LearnScene *ls, double now_beat)
{
    ls->state_terms[0] = ls->state_terms[1] = (SDL_FRect){0};
    if (!ls->meta.state || ls->hide_name)
        return; /* only the lessons that ask for it work the state out, not every frame of all */
    char state[SITESWAP_MAX_THROW + 2];
    learn_state_now(ls, now_beat, state, sizeof state);
    if (!state[0])
        return;
    SDL_Renderer *r = app->renderer;
    const LearnFrame *f = &ls->frame;
    SDL_FRect box = f->state_line;
    int px = f->small_px;
    float cell = box.h * 0.86f, gap = cell * 0.14f, cy = box.y + (box.h - cell) / 2;
    float ty = box.y + (box.h - (float)px * 1.2f) / 2;
    int lw = text_draw(app->text, FONT_BOLD, px, PALETTE_CREAM, "State", box.x, ty, TEXT_LEFT);
    ls->state_terms[0] = (SDL_FRect){box.x, ty, (float)lw, (float)px * 1.2f};
    ls->state_term_ids[0] = term_id(ls, "state");
    float x = box.x + (float)lw + (float)px * 0.6f;
    int n = SDL_min((int)SDL_strlen(state), STATE_SHOWN);
    bool ground = true;
    for (int k = 0; state[k]; k++)
        ground = ground && state[k] == 'x';
    ground = ground && (int)SDL_strlen(state) == ls->motion->balls;
    const char *kind = ground ? "ground state" : "excited state";
    int kw, kh;
    text_measure(app->text, FONT_REGULAR, px, kind, &kw, &kh);
    /* Many beats (a high pattern typed): smaller boxes, so the words still fit. */
    float room_cells = box.x + box.w - x - (float)kw - (float)px * 0.6f;
    if (n > 0 && (cell + gap) * (float)n > room_cells) {
        cell = fmaxf((float)px * 0.7f, room_cells / (float)n * 0.88f);
        gap = cell * 0.14f;
        cy = box.y + (box.h - cell) / 2;
    }
    for (int k = 0; k < n; k++) {
        bool ball = state[k] != '-';
        SDL_FRect c = {x, cy, cell, cell};
        draw_rounded_rect(r, c, cell * 0.22f, ball ? PALETTE_GOLD : PALETTE_SCROLL_TRACK);
        char mark[2] = {state[k] == '-' ? '-' : state[k], '\0'};
        textfit_draw_in(app->text, FONT_BOLD, px, ball ? PALETTE_DARK : PALETTE_SOFT, mark, c, 0,
                        TEXT_CENTER);
        x += cell + gap;
    }
    float kx = x + (float)px * 0.5f, room = box.x + box.w - kx;
    if (room >= (float)kw) { /* whole, or not at all */
        text_draw(app->text, FONT_REGULAR, px, ground ? PALETTE_GOOD : PALETTE_GOLD, kind, kx, ty,
                  TEXT_LEFT);
        ls->state_terms[1] = (SDL_FRect){kx, ty, (float)kw, (float)px * 1.2f};
        ls->state_term_ids[1] = term_id(ls, kind);
    }
}
