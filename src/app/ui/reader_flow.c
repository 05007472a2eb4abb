#include "reader_flow.h"

#include "textfit.h"

#include <math.h>
#include <string.h>

/* Proportions of text to the window (like app_px: of the height, unless the window is narrow),
 * chosen so the body text is about 37 px at 1920x1080: readable from across a table. */
#define BODY_SIZE 0.034f
#define TITLE_SIZE 0.058f
#define TOC_SIZE 0.027f
#define HINT_SIZE 0.024f
#define CHIP_HEIGHT 1.22f
#define CHIP_PAD 0.3f       /* inside a chip, either side of its label */
#define CHIP_MARGIN 0.1f    /* outside it, so a comma does not touch it */

static int px_at_least(float px, int least)
{
    int v = (int)(px + 0.5f);
    return v < least ? least : v;
}

/* The contents list: as many rows as sections, shrunk to fit the panel's height, the text
 * shrunk to fit its width. */
static void layout_contents(ReaderFrame *f, const RulesDoc *doc, RulesMeasure measure, void *ctx)
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
    /* One size for every title, the section being read in bold: the list reads evenly. */
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


void reader_layout_frame(int width, int height, float text_scale, bool side_panel,
                         const RulesDoc *doc, RulesMeasure measure, void *ctx, ReaderFrame *out)
{
    float w = (float)width, h = (float)height;
    float base = fminf(h, w * 0.6f);
    ReaderFrame *f = out;
    *f = (ReaderFrame){0};
    f->margin = fmaxf(6, roundf(base * 0.03f));
    f->narrow = w < h * 1.25f;
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
    float body_bottom = f->hint_y - m * 0.4f;
    float body_h = fmaxf(0, body_bottom - body_top);

    if (!side_panel) {
        /* The text has all the width the contents list leaves. */
        float toc_w = w * (f->narrow ? 0.27f : 0.22f);
        f->contents = (SDL_FRect){m, body_top, toc_w, body_h};
        float tx = m + toc_w + m * 0.6f;
        f->text_panel = (SDL_FRect){tx, body_top, fmaxf(0, w - m - tx), body_h};
    } else if (f->narrow) {
        /* The screen's panel in a strip above the contents and the text. */
        float toc_w = w * 0.27f, strip_h = body_h * 0.36f;
        f->side = (SDL_FRect){m, body_top, w - 2 * m, strip_h};
        body_top += strip_h + m * 0.5f;
        body_h = fmaxf(0, body_bottom - body_top);
        f->contents = (SDL_FRect){m, body_top, toc_w, body_h};
        f->text_panel = (SDL_FRect){m + toc_w + m * 0.5f, body_top, w - 2 * m - toc_w - m * 0.5f,
                                    body_h};
    } else {
        /* The screen's panel on the right, a quarter of the width. */
        float toc_w = w * 0.19f, side_w = w * 0.25f;
        f->contents = (SDL_FRect){m, body_top, toc_w, body_h};
        f->side = (SDL_FRect){w - m - side_w, body_top, side_w, body_h};
        float tx = m + toc_w + m * 0.6f;
        f->text_panel = (SDL_FRect){tx, body_top, f->side.x - m * 0.6f - tx, body_h};
    }
    layout_contents(f, doc, measure, ctx);

    /* The text: inset by about a letter, the scroll bar along the panel's right edge. */
    float pad = fmaxf(6, (float)f->body_px * 0.85f);
    float bar_w = fmaxf(6, base * 0.011f);
    SDL_FRect p = f->text_panel;
    f->scrollbar = (SDL_FRect){p.x + p.w - pad * 0.5f - bar_w, p.y + pad * 0.6f, bar_w,
                               fmaxf(0, p.h - pad * 1.2f)};
    f->text_view = (SDL_FRect){p.x + pad, p.y + pad * 0.6f,
                               fmaxf(0, f->scrollbar.x - pad * 0.6f - (p.x + pad)),
                               fmaxf(0, p.h - pad * 1.2f)};
}

/* ---- The flow of the text ---- */

typedef struct Flow {
    const RulesDoc *doc;
    RulesFlow *out;
    RulesMeasure measure;
    void *ctx;
    float y;            /* top of the current line */
    float x;            /* where the next piece goes */
    float x0, x1;       /* the line's ends */
    float line_h;
    bool line_used;
    int px;
    bool heading;
    int block;
} Flow;

typedef struct Piece {
    RulesSpanKind kind;
    int start, length, link;
} Piece;

#define WORD_MAX_PIECES 16

static int measure(const Flow *f, bool bold, int start, int length)
{
    return f->measure(f->ctx, bold, f->px, f->doc->text + start, (size_t)length);
}

static float chip_width(const Flow *f, const Piece *p)
{
    return (float)measure(f, true, p->start, p->length) + 2 * CHIP_PAD * (float)f->px;
}

static float piece_advance(const Flow *f, const Piece *p)
{
    if (p->kind == RULES_SPAN_LINK)
        return chip_width(f, p) + 2 * CHIP_MARGIN * (float)f->px;
    return (float)measure(f, f->heading || p->kind == RULES_SPAN_BOLD, p->start, p->length);
}

static RulesRun *new_run(Flow *f)
{
    RulesFlow *o = f->out;
    if (o->run_count >= RULES_MAX_RUNS) {
        o->truncated = true;
        return NULL;
    }
    RulesRun *r = &o->runs[o->run_count++];
    *r = (RulesRun){.link = -1, .block = f->block, .px = f->px};
    return r;
}

static RulesRunKind text_run_kind(const Flow *f, RulesSpanKind k)
{
    return f->heading ? RULES_RUN_HEADING : k == RULES_SPAN_BOLD ? RULES_RUN_BOLD : RULES_RUN_PLAIN;
}

static void new_line(Flow *f)
{
    f->y += f->line_h;
    f->x = f->x0;
    f->line_used = false;
}

/* Places one word (pieces with no space between them) on the line, or on the next. */
static void place_word(Flow *f, const Piece *pieces, int n)
{
    if (n == 0)
        return;
    float space = (float)f->measure(f->ctx, f->heading, f->px, " ", 1);
    float word_w = 0;
    for (int i = 0; i < n; i++)
        word_w += piece_advance(f, &pieces[i]);
    if (f->line_used && f->x + space + word_w > f->x1)
        new_line(f);
    RulesFlow *o = f->out;
    RulesRun *prev = f->line_used && o->run_count > 0 ? &o->runs[o->run_count - 1] : NULL;
    float x = f->x + (f->line_used ? space : 0);
    for (int i = 0; i < n; i++) {
        const Piece *p = &pieces[i];
        if (p->kind == RULES_SPAN_LINK) {
            RulesRun *r = new_run(f);
            if (!r)
                return;
            float chip_h = CHIP_HEIGHT * (float)f->px;
            *r = (RulesRun){.kind = RULES_RUN_LINK, .start = p->start, .length = p->length,
                            .link = p->link, .block = f->block, .px = f->px,
                            .x = x + CHIP_MARGIN * (float)f->px,
                            .y = f->y + (f->line_h - chip_h) / 2, .w = chip_width(f, p),
                            .h = chip_h};
            if (p->link >= 0 && p->link < RULES_MAX_LINKS)
                o->link_run[p->link] = o->run_count - 1;
            x = r->x + r->w + CHIP_MARGIN * (float)f->px;
            prev = r;
            continue;
        }
        RulesRunKind kind = text_run_kind(f, p->kind);
        /* Text in the same style on the same line is one run: fewer, longer strings to draw,
         * measured as a whole, so kerning across the words is right. */
        if (prev && prev->kind == kind &&
            (p->start == prev->start + prev->length ||
             (p->start == prev->start + prev->length + 1 &&
              f->doc->text[prev->start + prev->length] == ' '))) {
            prev->length = p->start + p->length - prev->start;
            prev->w = (float)measure(f, kind != RULES_RUN_PLAIN, prev->start, prev->length);
            x = prev->x + prev->w;
            continue;
        }
        RulesRun *r = new_run(f);
        if (!r)
            return;
        *r = (RulesRun){.kind = kind, .start = p->start, .length = p->length, .link = -1,
                        .block = f->block, .px = f->px, .x = x, .y = f->y,
                        .w = (float)measure(f, kind != RULES_RUN_PLAIN, p->start, p->length),
                        .h = f->line_h};
        x = r->x + r->w;
        prev = r;
    }
    f->x = x;
    f->line_used = true;
}

/* Cuts a block's spans into words at spaces (a chip is never cut) and places them. */
static void flow_words(Flow *f, const RulesBlock *b)
{
    const RulesDoc *doc = f->doc;
    Piece word[WORD_MAX_PIECES];
    int n = 0;
    for (int s = b->first_span; s < b->first_span + b->span_count; s++) {
        const RulesSpan *sp = &doc->spans[s];
        if (sp->kind == RULES_SPAN_LINK) {
            if (n == WORD_MAX_PIECES) {
                place_word(f, word, n);
                n = 0;
            }
            word[n++] = (Piece){RULES_SPAN_LINK, sp->start, sp->length, sp->link};
            continue;
        }
        int i = sp->start, end = sp->start + sp->length;
        while (i < end) {
            if (doc->text[i] == ' ') {
                place_word(f, word, n);
                n = 0;
                i++;
                continue;
            }
            int j = i;
            while (j < end && doc->text[j] != ' ')
                j++;
            if (n == WORD_MAX_PIECES) {
                place_word(f, word, n);
                n = 0;
            }
            word[n++] = (Piece){sp->kind, i, j - i, -1};
            i = j;
        }
    }
    place_word(f, word, n);
}

void rules_layout_flow(const RulesDoc *doc, float width, int body_px, int heading_px,
                       RulesMeasure measure_fn, void *ctx, RulesFlow *out)
{
    out->width = width;
    out->body_px = body_px;
    out->heading_px = heading_px;
    out->height = 0;
    out->run_count = out->box_count = 0;
    out->truncated = false;
    for (int i = 0; i < RULES_MAX_LINKS; i++)
        out->link_run[i] = -1;
    for (int i = 0; i < RULES_MAX_SECTIONS; i++)
        out->section_y[i] = 0;
    Flow f = {.doc = doc, .out = out, .measure = measure_fn, .ctx = ctx};
    float body = (float)body_px;
    float y = body * 0.2f;
    RulesBlockKind prev_kind = RULES_BLOCK_HEADING;
    for (int b = 0; b < doc->block_count; b++) {
        const RulesBlock *blk = &doc->blocks[b];
        /* Space above: most before a section, least between bullets of one list. */
        if (b > 0) {
            if (blk->kind == RULES_BLOCK_HEADING)
                y += (float)heading_px * 0.9f;
            else if (prev_kind == RULES_BLOCK_HEADING)
                y += body * 0.15f;
            else if (blk->kind == RULES_BLOCK_BULLET && prev_kind == RULES_BLOCK_BULLET)
                y += body * 0.2f;
            else
                y += body * 0.55f;
        }
        prev_kind = blk->kind;
        f.block = b;
        f.heading = blk->kind == RULES_BLOCK_HEADING;
        f.px = f.heading ? heading_px : body_px;
        f.line_h = (float)f.px * RULES_LINE_HEIGHT;
        float px = (float)f.px;
        float indent = blk->kind == RULES_BLOCK_BULLET ? px * 1.25f
                       : blk->kind == RULES_BLOCK_ASIDE ? px * 0.9f : 0;
        float right = blk->kind == RULES_BLOCK_ASIDE ? px * 0.9f : 0;
        float top = y;
        if (blk->kind == RULES_BLOCK_ASIDE)
            y += px * 0.45f;
        out->block_y[b] = top;
        if (f.heading && blk->section >= 0 && blk->section < RULES_MAX_SECTIONS)
            out->section_y[blk->section] = top;
        f.x0 = f.x = indent;
        f.x1 = fmaxf(indent + px, width - right);
        f.y = y;
        f.line_used = false;
        if (blk->kind == RULES_BLOCK_BULLET) {
            RulesRun *r = new_run(&f);
            if (r) {
                float dot = px * 0.32f;
                *r = (RulesRun){.kind = RULES_RUN_BULLET, .link = -1, .block = b, .px = f.px,
                                .x = indent * 0.35f, .y = y + (f.line_h - dot) / 2, .w = dot,
                                .h = dot};
            }
        }
        if (blk->kind == RULES_BLOCK_CARDS) {
            /* A row of cards, tall enough to read their corners across a room. */
            float ch = body * 3.4f, cw = ch * 0.7f;
            for (int c = 0; c < blk->cards_n; c++) {
                RulesRun *r = new_run(&f);
                if (r)
                    *r = (RulesRun){.kind = RULES_RUN_CARD, .link = blk->card[c], .block = b,
                                    .px = f.px, .x = body * 1.25f + (float)c * cw * 1.08f,
                                    .y = y, .w = cw, .h = ch};
            }
            y += ch;
            continue;
        }
        flow_words(&f, blk);
        y = f.y + (f.line_used ? f.line_h : 0);
        if (blk->kind == RULES_BLOCK_ASIDE) {
            y += px * 0.45f;
            if (out->box_count < RULES_MAX_BOXES)
                out->boxes[out->box_count++] = (SDL_FRect){0, top, width, y - top};
        }
    }
    out->height = y + body * 0.6f;
}

int rules_layout_link_at(const RulesFlow *flow, float x, float y)
{
    for (int i = 0; i < flow->run_count; i++) {
        const RulesRun *r = &flow->runs[i];
        float slack = (float)r->px * 0.15f;
        if (r->kind == RULES_RUN_LINK && x >= r->x - slack && x < r->x + r->w + slack &&
            y >= r->y - slack && y < r->y + r->h + slack)
            return r->link;
    }
    return -1;
}

int rules_layout_section_at(const RulesFlow *flow, int section_count, float y)
{
    int at = 0;
    for (int i = 0; i < section_count && i < RULES_MAX_SECTIONS; i++)
        if (flow->section_y[i] <= y + 1.0f)
            at = i;
    return at;
}

float rules_layout_max_scroll(const RulesFlow *flow, int section_count, float view_h)
{
    float m = fmaxf(0, flow->height - view_h);
    if (section_count > 0 && section_count <= RULES_MAX_SECTIONS)
        m = fmaxf(m, flow->section_y[section_count - 1]);
    return m;
}
