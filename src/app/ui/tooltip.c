#include "tooltip.h"

#include "draw.h"
#include "palette.h"

#include <math.h>
#include <string.h>

/* ---- The terms ---- */

static char lower(char c)
{
    return c >= 'A' && c <= 'Z' ? (char)(c - 'A' + 'a') : c;
}

static bool word_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
           (unsigned char)c >= 0x80;
}

static size_t trimmed(const char *s, size_t n, const char **start)
{
    while (n > 0 && (*s == ' ' || *s == '\t')) {
        s++;
        n--;
    }
    while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r'))
        n--;
    *start = s;
    return n;
}

bool tooltip_terms_parse(const char *text, TooltipTerms *out, char *err, size_t err_size)
{
    out->count = 0;
    int line_no = 0;
    for (const char *p = text; p && *p;) {
        const char *end = strchr(p, '\n');
        size_t n = end ? (size_t)(end - p) : strlen(p);
        line_no++;
        const char *line;
        size_t len = trimmed(p, n, &line);
        p = end ? end + 1 : p + n;
        if (len == 0 || line[0] == '%')
            continue;
        const char *colon = memchr(line, ':', len);
        const char *term, *def;
        size_t term_len = colon ? trimmed(line, (size_t)(colon - line), &term) : 0;
        size_t def_len = colon ? trimmed(colon + 1, len - (size_t)(colon + 1 - line), &def) : 0;
        const char *why = !colon || term_len == 0 || def_len == 0
                              ? "expected \"term: what it means\""
                          : term_len >= TOOLTIP_TERM_MAX ? "the term is too long"
                          : def_len >= TOOLTIP_TEXT_MAX  ? "the definition is too long"
                          : out->count == TOOLTIP_MAX_TERMS ? "too many terms"
                                                            : NULL;
        if (why) {
            snprintf(err, err_size, "line %d: %s", line_no, why);
            return false;
        }
        TooltipTerm *t = &out->terms[out->count++];
        memcpy(t->term, term, term_len);
        t->term[term_len] = '\0';
        memcpy(t->text, def, def_len);
        t->text[def_len] = '\0';
    }
    return true;
}

static bool same_words(const char *a, const char *b, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (lower(a[i]) != lower(b[i]))
            return false;
    return true;
}

const TooltipTerm *tooltip_terms_find(const TooltipTerms *terms, const char *name)
{
    size_t n = name ? strlen(name) : 0;
    for (int i = 0; terms && i < terms->count; i++)
        if (strlen(terms->terms[i].term) == n && same_words(terms->terms[i].term, name, n))
            return &terms->terms[i];
    return NULL;
}

/* The longest term standing whole at text + i, or -1; its length in *len. */
static int term_at(const TooltipTerms *terms, const char *text, size_t i, size_t *len)
{
    if (!terms || (i > 0 && word_char(text[i - 1])))
        return -1;
    int best = -1;
    size_t best_len = 0;
    for (int t = 0; t < terms->count; t++) {
        size_t n = strlen(terms->terms[t].term);
        if (n > best_len && strlen(text + i) >= n &&
            same_words(text + i, terms->terms[t].term, n) && !word_char(text[i + n])) {
            best = t;
            best_len = n;
        }
    }
    *len = best_len;
    return best;
}

/* ---- A line flowed, with its terms ---- */

void tooltip_flow(const char *text, float x, float y, float width, int px, float line_h,
                  TextfitMeasure measure, void *ctx, const TooltipTerms *terms, TooltipFlow *out)
{
    *out = (TooltipFlow){.x = x, .y = y, .line_h = line_h};
    size_t total = text ? strlen(text) : 0, at = 0;
    /* Lines as text_draw_wrapped makes them: words while they fit, a long word alone. */
    while (at < total && out->line_count < TOOLTIP_FLOW_LINES) {
        size_t len = 0, fit = 0;
        while (at + len < total) {
            size_t next = len;
            while (at + next < total && text[at + next] == ' ')
                next++;
            while (at + next < total && text[at + next] != ' ')
                next++;
            if ((float)measure(ctx, false, px, text + at, next) > width && fit > 0)
                break;
            fit = len = next;
        }
        if (fit == 0)
            fit = total - at;
        out->line_start[out->line_count] = (int)at;
        out->line_length[out->line_count] = (int)fit;
        out->line_count++;
        at += fit;
        while (at < total && text[at] == ' ')
            at++;
    }
    out->height = line_h * (float)out->line_count;

    /* The terms: each whole match, cut at line ends (a term may wrap). */
    for (size_t i = 0; i < total && out->spot_count < TOOLTIP_FLOW_SPOTS;) {
        size_t n = 0;
        int t = term_at(terms, text, i, &n);
        if (t < 0) {
            i++;
            continue;
        }
        for (int l = 0; l < out->line_count && out->spot_count < TOOLTIP_FLOW_SPOTS; l++) {
            size_t ls = (size_t)out->line_start[l], le = ls + (size_t)out->line_length[l];
            size_t a = i > ls ? i : ls, b = i + n < le ? i + n : le;
            if (a >= b)
                continue;
            float left = (float)measure(ctx, false, px, text + ls, a - ls);
            float w = (float)measure(ctx, false, px, text + a, b - a);
            out->spots[out->spot_count++] = (TooltipSpot){
                t, (int)a, (int)(b - a), {x + left, y + line_h * (float)l, w, line_h}};
        }
        i += n;
    }
}

int tooltip_flow_spot_at(const TooltipFlow *flow, float x, float y)
{
    for (int i = 0; i < flow->spot_count; i++) {
        SDL_FRect b = flow->spots[i].box;
        if (x >= b.x && x < b.x + b.w && y >= b.y && y < b.y + b.h)
            return i;
    }
    return -1;
}

/* ---- Drawing ---- */

static void draw_piece(App *app, const char *text, int start, int length, int px,
                       SDL_Color colour, float x, float y)
{
    char buf[512];
    int n = SDL_min(length, (int)sizeof buf - 1);
    SDL_memcpy(buf, text + start, (size_t)n);
    buf[n] = '\0';
    text_draw(app->text, FONT_REGULAR, px, colour, buf, x, y, TEXT_LEFT);
}

void tooltip_flow_draw(App *app, const char *text, const TooltipFlow *flow, int px,
                       SDL_Color colour, int lit)
{
    SDL_Renderer *r = app->renderer;
    float thick = SDL_max(2.0f, (float)px * 0.07f);
    for (int s = 0; s < flow->spot_count; s++) {
        const TooltipSpot *sp = &flow->spots[s];
        if (sp->term == lit) /* the term being explained, on gold as a focused thing is */
            draw_rounded_rect(r, (SDL_FRect){sp->box.x - (float)px * 0.12f, sp->box.y,
                                             sp->box.w + (float)px * 0.24f, (float)px * 1.3f},
                              (float)px * 0.2f, PALETTE_GOLD);
    }
    for (int l = 0; l < flow->line_count; l++)
        draw_piece(app, text, flow->line_start[l], flow->line_length[l], px, colour, flow->x,
                   flow->y + flow->line_h * (float)l);
    for (int s = 0; s < flow->spot_count; s++) {
        const TooltipSpot *sp = &flow->spots[s];
        if (sp->term == lit) { /* dark on the gold */
            draw_piece(app, text, sp->start, sp->length, px, PALETTE_DARK, sp->box.x, sp->box.y);
            continue;
        }
        /* A dotted line under a term: there is more to read about it. */
        float y = sp->box.y + (float)px * 1.22f, dash = SDL_max(3.0f, (float)px * 0.16f);
        SDL_Color ink = PALETTE_GOLD;
        ink.a = 200;
        for (float x = sp->box.x; x < sp->box.x + sp->box.w - dash * 0.5f; x += dash * 2)
            draw_rounded_rect(r, (SDL_FRect){x, y, SDL_min(dash, sp->box.x + sp->box.w - x), thick},
                              thick / 2, ink);
    }
}

void tooltip_draw(App *app, const TooltipTerm *term, SDL_FRect box, SDL_FRect bounds, int px,
                  float max_w)
{
    if (!term)
        return;
    float pad = (float)px * 0.6f;
    int widest = 0, tw = 0, th = 0;
    max_w = fminf(max_w, bounds.w);
    float text_w = fmaxf((float)px * 4, max_w - 2 * pad);
    float body_h = text_measure_wrapped(app->text, FONT_REGULAR, px, term->text, text_w, &widest);
    text_measure(app->text, FONT_BOLD, px, term->term, &tw, &th);
    float w = fminf(max_w, (float)SDL_max(widest, tw) + 2 * pad);
    float h = (float)px * 1.35f + body_h + 2 * pad;
    float gap = (float)px * 0.3f;
    float y = box.y + box.h + gap;
    if (y + h > bounds.y + bounds.h) /* no room below: above it */
        y = box.y - gap - h;
    y = fmaxf(bounds.y, fminf(y, bounds.y + bounds.h - h));
    float x = fmaxf(bounds.x, fminf(box.x, bounds.x + bounds.w - w));
    SDL_FRect tip = {x, y, w, h};
    float ring = SDL_max(2.0f, (float)px * 0.1f);
    draw_rounded_rect(app->renderer, (SDL_FRect){x - ring, y - ring, w + 2 * ring, h + 2 * ring},
                      (float)px * 0.4f + ring, PALETTE_GOLD);
    draw_rounded_rect(app->renderer, tip, (float)px * 0.4f, PALETTE_OVERLAY);
    text_draw(app->text, FONT_BOLD, px, PALETTE_GOLD, term->term, x + pad, y + pad, TEXT_LEFT);
    text_draw_wrapped(app->text, FONT_REGULAR, px, PALETTE_CREAM, term->text, x + pad,
                      y + pad + (float)px * 1.35f, w - 2 * pad);
}
