#include "ladder_pass.h"

#include "draw.h"
#include "palette.h"

#include <math.h>

const char *ladder_pass_name(int juggler)
{
    static const char *const names[] = {"A", "B", "C", "D", "E", "F", "G", "H"};
    return juggler >= 0 && juggler < 8 ? names[juggler] : "?";
}

SDL_FRect ladder_pass_strip(SDL_FRect area, int j, int n)
{
    float h = n > 0 ? area.h / (float)n : area.h;
    return (SDL_FRect){area.x, area.y + h * (float)j, area.w, h};
}

static long floor_div(long a, long b)
{
    long q = a / b;
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;
}

void ladder_pass_draw(SDL_Renderer *r, TextCache *text, const AnimPassMotion *m,
                      const LadderView *base, AnimLadderThrow *throws, int max)
{
    int n = m->jugglers, P = m->period;
    long first = (long)floor(base->first_beat) - m->max_value - 1;
    long last = (long)ceil(base->first_beat + base->beats) + 1;
    /* Stacked diagrams are thinner: their labels shrink to fit, but never below the Lab's
     * smallest text (its keys' size, five sixths of the ladder's labels) so they read at 3 m. */
    LadderView scaled = *base;
    float strip_h = ladder_pass_strip(base->area, 0, n).h;
    int least = SDL_max(10, (base->label_px * 5 + 3) / 6);
    scaled.label_px = SDL_max(least, SDL_min(base->label_px, (int)(strip_h / 4.2f)));
    base = &scaled;
    float px = (float)base->label_px;
    /* With several jugglers each one's letter has a column of its own, left of the hands'
     * names: drawn between R and L it ran into them on a thin strip. */
    SDL_FRect rails = base->area;
    if (n > 1) {
        rails.x += px * 1.5f;
        rails.w -= px * 1.5f;
    }
    long latest = (long)floor(base->now_beat);
    /* Each juggler's own diagram: selfs and holds, as the solo ladder draws them. */
    for (int j = 0; j < n; j++) {
        LadderView v = *base;
        v.area = ladder_pass_strip(rails, j, n);
        v.ground_drawn = true;
        v.follow = -1;
        int count = 0;
        for (long b = first; b <= last && count < max; b++) {
            long K = floor_div(b, P);
            int local = (int)(b - K * P);
            for (int i = m->beat_first[local]; i < m->beat_first[local + 1] && count < max; i++) {
                const AnimPassEvent *e = &m->events[i];
                if (e->juggler != j || e->pass || e->value == 0)
                    continue;
                throws[count++] = (AnimLadderThrow){
                    .beat = (int)b, .hand = e->hand, .to_hand = e->to_hand, .value = e->value,
                    .land_beat = (int)b + e->value,
                    .catch_beat = e->held ? (double)b : (double)b + (e->t_catch - e->t_throw) / m->beat_seconds,
                    .prop = -1, .index = e->index, .column = e->column,
                    .current = b == latest};
            }
        }
        ladder_draw(r, text, throws, count, &v);
        /* the juggler's name over the hands' names */
        if (n > 1)
            text_draw(text, FONT_BOLD, base->label_px, PALETTE_GOLD, ladder_pass_name(j),
                      base->area.x + px * 0.7f, v.area.y + v.area.h * 0.5f - px * 0.6f,
                      TEXT_CENTER);
        if (j > 0) {
            SDL_SetRenderDrawColor(r, 0, 0, 0, 90);
            SDL_RenderFillRectF(r, &(SDL_FRect){v.area.x, v.area.y - 1, v.area.w, 2});
        }
    }
    /* The passes: a line from the thrower's rail to the catcher's, its value at the start. */
    SDL_Rect clip = {(int)rails.x, (int)rails.y, (int)rails.w, (int)rails.h};
    SDL_RenderSetClipRect(r, &clip);
    for (long b = first; b <= last; b++) {
        long K = floor_div(b, P);
        int local = (int)(b - K * P);
        for (int i = m->beat_first[local]; i < m->beat_first[local + 1]; i++) {
            const AnimPassEvent *e = &m->events[i];
            if (!e->pass || e->value == 0)
                continue;
            LadderView from = *base, to = *base;
            from.area = ladder_pass_strip(rails, e->juggler, n);
            to.area = ladder_pass_strip(rails, e->to_juggler, n);
            SDL_FPoint a = ladder_point(&from, (double)b, e->hand);
            SDL_FPoint c = ladder_point(&to, (double)(b + e->value), e->to_hand);
            bool now = b == latest;
            SDL_Color col = now ? PALETTE_GOLD : (SDL_Color){120, 200, 255, 230};
            draw_thick_line(r, a.x, a.y, c.x, c.y, fmaxf(2.0f, px * (now ? 0.2f : 0.13f)), col);
            if (a.x < ladder_point(&from, base->first_beat, e->hand).x + px * 0.8f ||
                a.x > base->area.x + base->area.w - px)
                continue;   /* its label would be cut at the edge */
            char label[8];
            SDL_snprintf(label, sizeof label, "%dp", e->value);
            float dy = c.y > a.y ? px * 0.9f : -px * 0.9f;
            draw_circle(r, a.x, a.y + dy, px * 0.75f, PALETTE_LADDER_LABEL);
            text_draw(text, FONT_BOLD, base->label_px, col, label, a.x, a.y + dy - px * 0.6f,
                      TEXT_CENTER);
        }
    }
    SDL_RenderSetClipRect(r, NULL);
}
