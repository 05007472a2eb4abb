#include "help_layout.h"

#include "textfit.h"

#include <math.h>

/* The Rules screen's proportions (body text about 37 px at 1920x1080, to be read from across
 * a room), so the two reading screens look alike. */
#define BODY_SIZE 0.034f
#define TITLE_SIZE 0.058f
#define TOC_SIZE 0.027f
#define HINT_SIZE 0.024f

static int px_at_least(float px, int least)
{
    int v = (int)(px + 0.5f);
    return v < least ? least : v;
}

static void layout_contents(HelpFrame *f, const RulesDoc *doc, RulesMeasure measure, void *ctx)
{
    SDL_FRect c = f->contents;
    float pad = (float)f->toc_px * 0.6f;
    f->contents_label_y = c.y + pad;
    float top = f->contents_label_y + (float)f->toc_px * 1.6f;
    int n = doc ? doc->section_count : 0;
    f->toc_count = n;
    if (n == 0)
        return;
    float avail = c.y + c.h - pad * 0.5f - top;
    float row_h = fminf((float)f->toc_px * 1.75f, avail / (float)n);
    int px = f->toc_px;
    if ((float)px * 1.3f > row_h)
        px = px_at_least(row_h / 1.3f, 8);
    const char *titles[RULES_MAX_SECTIONS] = {0};
    float widths[RULES_MAX_SECTIONS] = {0};
    for (int i = 0; i < n; i++) {
        titles[i] = doc->sections[i].title;
        widths[i] = c.w - pad * 2.2f;
    }
    f->toc_px = textfit_px_all(measure, ctx, true, px, TEXTFIT_MIN_PX, titles, widths, n);
    for (int i = 0; i < n; i++)
        f->toc[i] = (SDL_FRect){c.x + pad * 0.4f, top + (float)i * row_h, c.w - pad * 0.8f, row_h};
    f->toc_text_x = c.x + pad * 1.3f;
}

void help_layout_frame(int width, int height, float text_scale, const RulesDoc *doc,
                       RulesMeasure measure, void *ctx, HelpFrame *out)
{
    float w = (float)width, h = (float)height;
    float base = fminf(h, w * 0.6f);
    HelpFrame *f = out;
    *f = (HelpFrame){0};
    f->margin = fmaxf(6, roundf(base * 0.03f));
    f->title_px = px_at_least(base * TITLE_SIZE * text_scale, 14);
    f->body_px = px_at_least(base * BODY_SIZE * text_scale, 10);
    f->heading_px = px_at_least((float)f->body_px * 1.3f, 12);
    f->toc_px = px_at_least(base * TOC_SIZE * text_scale, 9);
    f->hint_px = px_at_least(base * HINT_SIZE * text_scale, 9);

    float m = f->margin;
    f->title_x = m;
    f->title_y = m * 0.6f;
    float body_top = f->title_y + (float)f->title_px * 1.35f + m * 0.3f;
    f->hint_y = h - (float)f->hint_px * 1.8f;
    float body_h = fmaxf(0, f->hint_y - m * 0.4f - body_top);

    /* No juggler here: the text has all the width the contents list leaves. */
    float toc_w = w * (w < h * 1.25f ? 0.27f : 0.22f);
    f->contents = (SDL_FRect){m, body_top, toc_w, body_h};
    float tx = m + toc_w + m * 0.6f;
    f->text_panel = (SDL_FRect){tx, body_top, fmaxf(0, w - m - tx), body_h};
    layout_contents(f, doc, measure, ctx);

    float pad = fmaxf(6, (float)f->body_px * 0.85f);
    float bar_w = fmaxf(6, base * 0.011f);
    SDL_FRect p = f->text_panel;
    f->scrollbar = (SDL_FRect){p.x + p.w - pad * 0.5f - bar_w, p.y + pad * 0.6f, bar_w,
                               fmaxf(0, p.h - pad * 1.2f)};
    f->text_view = (SDL_FRect){p.x + pad, p.y + pad * 0.6f,
                               fmaxf(0, f->scrollbar.x - pad * 0.6f - (p.x + pad)),
                               fmaxf(0, p.h - pad * 1.2f)};
}
