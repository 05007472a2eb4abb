#include "rules_layout.h"

#include <math.h>

static int px_at_least(float px, int least)
{
    int v = (int)(px + 0.5f);
    return v < least ? least : v;
}

static SDL_FRect inset(SDL_FRect r, float dx, float dy)
{
    return (SDL_FRect){r.x + dx, r.y + dy, fmaxf(0, r.w - 2 * dx), fmaxf(0, r.h - 2 * dy)};
}

static void layout_juggler_panel(RulesFrame *f)
{
    const ReaderFrame *t = &f->text;
    SDL_FRect j = inset(f->juggler, t->margin * 0.6f, t->margin * 0.6f);
    j.h -= t->margin * 0.4f; /* the feet's round ends reach below the floor line */
    f->pattern_px = px_at_least((float)t->body_px * 1.5f, 12);
    f->info_px = px_at_least((float)t->body_px * 0.8f, 10);
    float info_h = (float)f->pattern_px * 1.35f + (float)f->info_px * 1.35f * 4.0f;
    if (t->narrow) {
        /* Side by side in the strip: the figure left, the facts right. */
        float fig_w = j.w * 0.42f;
        f->juggler_figure = (SDL_FRect){j.x, j.y, fig_w, j.h};
        f->juggler_info = (SDL_FRect){j.x + fig_w + t->margin * 0.5f, j.y,
                                      j.w - fig_w - t->margin * 0.5f, j.h};
    } else {
        /* The figure has the panel below the pattern's name: the facts are drawn over the top
         * of its area, where only high throws reach, so a 9 still leaves a juggler worth
         * watching. */
        info_h = fminf(info_h, j.h * 0.45f);
        float label_h = (float)f->pattern_px * 1.35f;
        f->juggler_info = (SDL_FRect){j.x, j.y, j.w, info_h};
        f->juggler_figure = (SDL_FRect){j.x, j.y + label_h, j.w, j.h - label_h};
    }
}

void rules_layout_frame(int width, int height, float text_scale, const RulesDoc *doc,
                        RulesMeasure measure, void *ctx, RulesFrame *out)
{
    *out = (RulesFrame){0};
    reader_layout_frame(width, height, text_scale, true, doc, measure, ctx, &out->text);
    out->juggler = out->text.side;
    layout_juggler_panel(out);
}
