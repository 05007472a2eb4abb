#include "coach.h"

#include "anim.h"
#include "draw.h"
#include "juggler.h"
#include "palette.h"
#include "reader_flow.h"
#include "rules_text.h"
#include "textfile.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The next paragraph of plain words (they are split at newlines), NULL after the last. */
static char *next_para(char **at)
{
    while (**at == '\n')
        (*at)++;
    if (!**at)
        return NULL;
    char *para = *at;
    char *nl = strchr(para, '\n');
    if (nl) {
        *nl = '\0';
        *at = nl + 1;
    } else {
        *at = para + strlen(para);
    }
    return para;
}

/* Words as a Rules document: one section, each line of the words a paragraph. */
static bool words_doc(const char *words, RulesDoc *doc, char *err, size_t err_size)
{
    char markup[COACH_WORDS * 2 + 16] = "# Coach\n";
    size_t o = strlen(markup);
    for (const char *p = words; *p && o + 3 < sizeof markup; p++) {
        markup[o++] = *p;
        if (*p == '\n')
            markup[o++] = '\n';
    }
    markup[o] = '\0';
    return rules_text_parse(markup, doc, err, err_size);
}

bool coach_load_text(Coach *c, const char *text, size_t len, char *err, size_t err_size)
{
    memset(c, 0, sizeof *c);
    c->doc_step = -1;
    c->hover_link = c->focus_link = c->show_link = -1;
    if (!coach_script_parse(text, len, &c->script, err, err_size))
        return false;
    /* A step whose words are not good markup is named now, not drawn wrong later. */
    RulesDoc *doc = malloc(sizeof *doc);
    if (!doc) {
        snprintf(err, err_size, "out of memory");
        return false;
    }
    bool ok = true;
    for (int i = 0; i < c->script.n && ok; i++) {
        char why[160];
        if (!words_doc(c->script.step[i].words, doc, why, sizeof why)) {
            snprintf(err, err_size, "step '%s': %s", c->script.step[i].name, why);
            ok = false;
        }
    }
    free(doc);
    return ok;
}

void coach_free(Coach *c)
{
    free(c->doc);
    free(c->flow);
    free(c->motion);
    c->doc = NULL;
    c->flow = NULL;
    c->motion = NULL;
    c->doc_step = -1;
}

bool coach_load(Coach *c, const char *path, char *err, size_t err_size)
{
    size_t len = 0;
    char why[200] = "";
    char *text = textfile_read(path, &len, NULL, why, sizeof why);
    if (!text) {
        snprintf(err, err_size, "The guided game's script could not be read (%s).", why);
        return false;
    }
    char perr[200];
    bool ok = coach_load_text(c, text, len, perr, sizeof perr);
    free(text);
    if (!ok)
        snprintf(err, err_size, "The guided game's script is damaged: %s.", perr);
    return ok;
}

const CoachStep *coach_current(const Coach *c)
{
    return &c->script.step[c->step < c->script.n ? c->step : c->script.n - 1];
}

bool coach_guiding(const Coach *c)
{
    return c->script.n > 0 && !coach_current(c)->free;
}

bool coach_shown(const Coach *c)
{
    return c->script.n > 0 && !c->closed;
}

void coach_advance(Coach *c)
{
    if (c->step + 1 < c->script.n) {
        c->step++;
        c->age = 0;
        c->word[0] = '\0';
        c->word_left = 0;
        c->hover_link = c->focus_link = -1;
        coach_show_chip(c, -1); /* the next words have their own patterns */
    } else {
        c->closed = true; /* Close on the free step */
    }
}

const char *coach_waits(const Coach *c)
{
    const CoachStep *s = coach_current(c);
    if (s->free)
        return "free";
    if (s->until_n)
        return "until";
    return s->point[0] ? "click" : "next";
}

void coach_say_other(Coach *c)
{
    const char *other = c->script.other[0] ? c->script.other
                                           : "Not that yet: the coach is pointing at the next move.";
    coach_plain(other, c->word, sizeof c->word);
    c->word_left = COACH_WORD_SECONDS;
}

void coach_tick(Coach *c, double seconds)
{
    c->age += seconds;
    c->show_t += seconds;
    if (c->word_left > 0) {
        c->word_left -= seconds;
        if (c->word_left <= 0)
            c->word[0] = '\0';
    }
}

uint32_t coach_still_ms(const Coach *c)
{
    if (c->drawn_step != c->step || c->drawn_closed != c->closed)
        return 0; /* the step moved on in a tick since the last frame: show the new one */
    if (coach_shown(c) && c->show_link >= 0 && !c->show_why[0])
        return 0; /* a pattern is juggled */
    if (!coach_shown(c) || !c->word[0] || c->word_left <= 0)
        return APP_STILL_FOREVER;
    return (uint32_t)(c->word_left * 1000.0) + 1; /* wakes once, when the word goes */
}

void coach_clear_add(CoachClear *k, int *n, SDL_FRect box, float weight, const char *what)
{
    if (box.w <= 0 || box.h <= 0 || *n >= COACH_MAX_CLEAR)
        return;
    k[*n] = (CoachClear){.box = box, .weight = weight};
    SDL_strlcpy(k[*n].what, what, sizeof k[*n].what);
    (*n)++;
}

SDL_FRect coach_box_union(SDL_FRect a, SDL_FRect b)
{
    if (a.w <= 0)
        return b;
    if (b.w <= 0)
        return a;
    float x0 = SDL_min(a.x, b.x), y0 = SDL_min(a.y, b.y);
    float x1 = SDL_max(a.x + a.w, b.x + b.w), y1 = SDL_max(a.y + a.h, b.y + b.h);
    return (SDL_FRect){x0, y0, x1 - x0, y1 - y0};
}

void coach_set_target(Coach *c, SDL_FRect target)
{
    c->target = target;
}

void coach_gold(const Coach *c, TableButtons *bs)
{
    if (!coach_guiding(c) || !coach_shown(c))
        return;
    const char *label = NULL;
    if (!coach_spec_is(coach_current(c)->point, "button", &label) || !label || !label[0])
        return;
    bool found = false;
    for (int i = 0; i < bs->n; i++) {
        bool it = !found && bs->b[i].on && strncmp(bs->b[i].label, label, strlen(label)) == 0;
        bs->b[i].primary = it;
        found |= it;
    }
}

static bool overlaps(SDL_FRect a, SDL_FRect b)
{
    if (a.w <= 0 || b.w <= 0)
        return false;
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

static float overlap_area(SDL_FRect a, SDL_FRect b)
{
    if (!overlaps(a, b))
        return 0;
    float w = SDL_min(a.x + a.w, b.x + b.w) - SDL_max(a.x, b.x);
    float h = SDL_min(a.y + a.h, b.y + b.h) - SDL_max(a.y, b.y);
    return w * h;
}

/* The heading the panel shows over the words. */
static const char *heading(const Coach *c)
{
    return coach_current(c)->free ? "Coach: over to you" : "Coach";
}

static const char *next_label(const Coach *c)
{
    return coach_current(c)->free ? "Close" : "Next";
}

static int measure(void *ctx, bool bold, int px, const char *utf8, size_t length)
{
    char buf[COACH_WORDS * 2];
    if (length >= sizeof buf)
        length = sizeof buf - 1;
    memcpy(buf, utf8, length);
    buf[length] = '\0';
    int w = 0, h = 0;
    text_measure(ctx, bold ? FONT_BOLD : FONT_REGULAR, px, buf, &w, &h);
    return w;
}

/* The current step's words as markup in c->doc (false: drawn plain, e.g. out of memory). */
static bool step_doc(Coach *c)
{
    if (!c->doc)
        c->doc = malloc(sizeof *c->doc);
    if (!c->flow)
        c->flow = malloc(sizeof *c->flow);
    if (!c->doc || !c->flow)
        return false;
    int step = c->step < c->script.n ? c->step : c->script.n - 1;
    if (c->doc_step != step) {
        char why[160];
        c->doc_step = step;
        c->doc_ok = words_doc(coach_current(c)->words, c->doc, why, sizeof why);
        c->flow_px = 0;
        c->sized_n = 0;
    }
    return c->doc_ok;
}

/* The words flowed at px in width w (kept until the step, size or width changes). */
static const RulesFlow *step_flow(Coach *c, TextCache *tc, int px, float w)
{
    if (!step_doc(c))
        return NULL;
    if (c->flow_px != px || c->flow_w != w) {
        rules_layout_flow(c->doc, w, px, px, measure, tc, c->flow);
        c->flow_px = px;
        c->flow_w = w;
    }
    return c->flow;
}

/* The first block of the flow is the document's heading, which the panel does not show: the
 * words start at the second. */
static float flow_top(const Coach *c)
{
    return c->doc->block_count > 1 ? c->flow->block_y[1] : c->flow->height;
}

/* The words' height at px in width w: the paragraphs, then the gentle word. */
static float words_height(Coach *c, TextCache *tc, int px, float w)
{
    float h = 0;
    int widest = 0;
    /* Laid out every frame at a few sizes: the heights are kept, not flowed again. */
    int k = 0;
    if (step_doc(c))
        while (k < c->sized_n && (c->sized[k].px != px || c->sized[k].w != w))
            k++;
    const RulesFlow *f = NULL;
    if (c->doc_ok && k < c->sized_n) {
        h = c->sized[k].h;
    } else if ((f = step_flow(c, tc, px, w)) != NULL) {
        h = f->height - flow_top(c);
        if (c->sized_n < (int)SDL_arraysize(c->sized))
            c->sized[c->sized_n++] = (CoachSized){px, w, h};
    } else {
        char plain[COACH_WORDS];
        coach_plain(coach_current(c)->words, plain, sizeof plain);
        char *at = plain;
        for (char *para = next_para(&at); para; para = next_para(&at))
            h += text_measure_wrapped(tc, FONT_REGULAR, px, para, w, &widest) + px * 0.4f;
    }
    if (c->word[0])
        h += text_measure_wrapped(tc, FONT_BOLD, px, c->word, w, &widest) + px * 0.4f;
    return h;
}

/* The figure's height under the words while a pattern is juggled in the panel. */
static float figure_height(const Coach *c, int h, int px)
{
    if (c->show_link < 0)
        return 0;
    if (c->show_why[0])
        return px * 3.0f;
    return SDL_max(px * 8.0f, h * 0.28f);
}

/* What a place costs: the target and the never-covered boxes first (counted, so the fewest
 * win when none can be avoided), then the weighted pixels covered, then how far the panel is
 * from what it points at (a short arrow). */
static double place_cost(const Coach *c, SDL_FRect t, const CoachClear *clear, int n, int px,
                         int w, int h)
{
    double cost = 0;
    if (c->target.w > 0) {
        SDL_FRect grown = {c->target.x - px, c->target.y - px, c->target.w + 2 * px,
                           c->target.h + 2 * px};
        if (overlaps(t, c->target))
            cost += 1e15;
        else if (overlaps(t, grown))
            cost += 1e13;
    }
    for (int k = 0; k < n; k++) {
        float a = overlap_area(t, clear[k].box);
        if (clear[k].weight < 0)
            cost += a > 0 ? 1e12 + a : 0;
        else
            cost += a * clear[k].weight;
    }
    float cx = t.x + t.w / 2, cy = t.y + t.h / 2;
    float ax = c->target.w > 0 ? c->target.x + c->target.w / 2 : w * 0.5f;
    float ay = c->target.w > 0 ? c->target.y + c->target.h / 2 : h * 0.3f;
    /* and a short, wide panel reads better than a tall column */
    return cost + 2.0 * sqrt((double)(cx - ax) * (cx - ax) + (double)(cy - ay) * (cy - ay)) +
           20.0 * t.h;
}

static bool same_question(const Coach *c, int w, int h, int px, int min_px,
                          const CoachClear *clear, int n)
{
    return c->asked.w == w && c->asked.h == h && c->asked.px == px &&
           c->asked.min_px == min_px && c->asked.step == c->step && c->asked.clear_n == n &&
           c->asked.link == c->show_link && c->asked.word == (c->word[0] != '\0') &&
           c->asked.shown && memcmp(&c->asked.target, &c->target, sizeof c->target) == 0 &&
           memcmp(c->asked.clear, clear, sizeof *clear * (size_t)n) == 0;
}

void coach_layout(Coach *c, TextCache *tc, int w, int h, int px, int min_px,
                  const CoachClear *clear, int clear_n)
{
    if (!coach_shown(c)) {
        c->px = px;
        c->panel = c->next = c->figure = (SDL_FRect){0};
        c->clear_n = 0;
        return;
    }
    clear_n = SDL_min(clear_n, COACH_MAX_CLEAR);
    if (!same_question(c, w, h, px, min_px, clear, clear_n)) {
        c->asked.w = w;
        c->asked.h = h;
        c->asked.px = px;
        c->asked.min_px = min_px;
        c->asked.step = c->step;
        c->asked.clear_n = clear_n;
        c->asked.link = c->show_link;
        c->asked.word = c->word[0] != '\0';
        c->asked.shown = true;
        c->asked.target = c->target;
        memcpy(c->asked.clear, clear, sizeof *clear * (size_t)clear_n);
        memcpy(c->clear, clear, sizeof *clear * (size_t)clear_n);
        c->clear_n = clear_n;
        /* Every width and place at every size from px down: the words shrink only when that
         * keeps the table clearer (a step of size costs 2% of the window's area). */
        bool has_next = !coach_current(c)->point[0] && !coach_current(c)->until_n;
        float m = 8;
        const float shares[] = {0.42f, 0.28f, 0.22f, 0.6f, 1.0f};
        double best_cost = 1e300;
        SDL_FRect best = {m, m, SDL_min((float)w - 2 * m, 300.0f), (float)h - 2 * m};
        int best_px = min_px;
        for (int size = px; size >= min_px; size--) {
            float pad = size * 0.7f;
            for (size_t k = 0; k < SDL_arraysize(shares); k++) {
                float pw = shares[k] >= 1.0f ? (float)w - 2 * m : w * shares[k];
                if (shares[k] == 0.42f)
                    pw = SDL_min(pw, 34.0f * size);
                pw = SDL_max(pw, SDL_min((float)w - 2 * m, 12.0f * size));
                float ph = pad * 2 + size * 1.4f + words_height(c, tc, size, pw - 2 * pad) +
                           (has_next ? size * 2.0f : 0) + figure_height(c, h, size);
                if (ph > h - 2 * m && size > min_px)
                    continue;
                const int steps = 16;
                for (int ix = 0; ix <= steps; ix++)
                    for (int iy = 0; iy <= steps; iy++) {
                        SDL_FRect t = {m + (w - 2 * m - pw) * ix / steps,
                                       m + SDL_max(0.0f, h - 2 * m - ph) * iy / steps, pw, ph};
                        double cost = place_cost(c, t, clear, clear_n, size, w, h) +
                                      0.02 * w * h * (px - size);
                        if (cost < best_cost) {
                            best_cost = cost;
                            best = t;
                            best_px = size;
                        }
                    }
            }
        }
        c->panel = best;
        c->px = best_px;
    }
    px = c->px;
    float pad = px * 0.7f;
    bool has_next = !coach_current(c)->point[0] && !coach_current(c)->until_n;
    /* The words at the size and width chosen, for the chips' places. */
    step_flow(c, tc, px, c->panel.w - 2 * pad);
    c->words_x = c->panel.x + pad;
    c->words_y = c->panel.y + pad + px * 1.4f - (c->doc_ok ? flow_top(c) : 0);
    float fh = figure_height(c, h, px);
    c->figure = fh > 0 ? (SDL_FRect){c->panel.x + pad,
                                     c->panel.y + c->panel.h - pad - (has_next ? px * 2.0f : 0) - fh,
                                     c->panel.w - 2 * pad, fh - px * 0.3f}
                       : (SDL_FRect){0};
    if (has_next || coach_current(c)->free) {
        int bw = 0, bh = 0;
        text_measure(tc, FONT_BOLD, px, next_label(c), &bw, &bh);
        float nw = bw + px * 2.0f, nh = px * 1.8f;
        c->next = (SDL_FRect){c->panel.x + c->panel.w - pad - nw, c->panel.y + c->panel.h - pad - nh,
                              nw, nh};
        if (coach_current(c)->free && !has_next) {
            /* the free step says its words and offers Close in the heading's line */
            c->next = (SDL_FRect){c->panel.x + c->panel.w - pad - nw, c->panel.y + pad * 0.5f,
                                  nw, nh};
        }
    } else {
        c->next = (SDL_FRect){0};
    }
}

static void ring(SDL_Renderer *r, SDL_FRect t, float grow, float thick, SDL_Color col)
{
    float x0 = t.x - grow, y0 = t.y - grow, x1 = t.x + t.w + grow, y1 = t.y + t.h + grow;
    draw_thick_line(r, x0, y0, x1, y0, thick, col);
    draw_thick_line(r, x1, y0, x1, y1, thick, col);
    draw_thick_line(r, x1, y1, x0, y1, thick, col);
    draw_thick_line(r, x0, y1, x0, y0, thick, col);
}

/* The arrow: from the panel's edge nearest the target to just short of the target's ring. */
static void arrow(SDL_Renderer *r, SDL_FRect from, SDL_FRect to, float thick, SDL_Color col)
{
    float tx = to.x + to.w / 2, ty = to.y + to.h / 2;
    float fx = SDL_clamp(tx, from.x + 12, from.x + from.w - 12);
    float fy = SDL_clamp(ty, from.y + 12, from.y + from.h - 12);
    if (fx > from.x + 12 && fx < from.x + from.w - 12 && fy > from.y + 12 &&
        fy < from.y + from.h - 12)
        return;
    /* end on the target's ring side facing the panel */
    float ex = SDL_clamp(fx, to.x - thick * 2, to.x + to.w + thick * 2);
    float ey = SDL_clamp(fy, to.y - thick * 2, to.y + to.h + thick * 2);
    float dx = ex - fx, dy = ey - fy, len = sqrtf(dx * dx + dy * dy);
    if (len < thick * 4)
        return;
    dx /= len;
    dy /= len;
    draw_thick_line(r, fx, fy, ex, ey, thick, col);
    float hx = -dy, hy = dx, head = thick * 3.5f;
    draw_thick_line(r, ex, ey, ex - dx * head + hx * head * 0.7f, ey - dy * head + hy * head * 0.7f,
                    thick, col);
    draw_thick_line(r, ex, ey, ex - dx * head - hx * head * 0.7f, ey - dy * head - hy * head * 0.7f,
                    thick, col);
}

/* A run's text, centred in its line (or its chip) of height h. */
static void run_text(SDL_Renderer *r, TextCache *tc, const Coach *c, const RulesRun *run,
                     FontFace face, SDL_Color col, float x, float y, TextAlign align)
{
    char buf[COACH_WORDS * 2];
    int n = run->length < (int)sizeof buf - 1 ? run->length : (int)sizeof buf - 1;
    memcpy(buf, c->doc->text + run->start, (size_t)n);
    buf[n] = '\0';
    int tw = 0, th = 0;
    SDL_Texture *t = text_get(tc, face, run->px, col, buf, &tw, &th);
    if (!t)
        return;
    float left = align == TEXT_CENTER ? x - (float)tw / 2 : x;
    SDL_RenderCopyF(r, t, NULL,
                    &(SDL_FRect){left, roundf(y + (run->h - (float)th) / 2), (float)tw, (float)th});
}

/* The words with their bold and their patterns as chips, drawn like the Rules screen's. */
static void draw_flow(const Coach *c, SDL_Renderer *r, TextCache *tc, float x0, float y0)
{
    const RulesFlow *f = c->flow;
    for (int i = 0; i < f->run_count; i++) {
        const RulesRun *run = &f->runs[i];
        if (run->block == 0)
            continue; /* the document's heading */
        float x = x0 + run->x, y = y0 + run->y;
        switch (run->kind) {
        case RULES_RUN_PLAIN:
            run_text(r, tc, c, run, FONT_REGULAR, PALETTE_CREAM, x, y, TEXT_LEFT);
            break;
        case RULES_RUN_BOLD:
        case RULES_RUN_HEADING:
            run_text(r, tc, c, run, FONT_BOLD, PALETTE_GOLD, x, y, TEXT_LEFT);
            break;
        case RULES_RUN_BULLET:
            draw_rounded_rect(r, (SDL_FRect){x, y, run->w, run->h}, run->w / 2, PALETTE_GOLD);
            break;
        case RULES_RUN_LINK: {
            /* a live pattern: pressed (or Tab and Enter) it is juggled in the panel */
            SDL_FRect chip = {x, y, run->w, run->h};
            if (run->link == c->focus_link) {
                float ring_w = SDL_max(2.0f, (float)run->px * 0.12f);
                draw_rounded_rect(r, (SDL_FRect){x - ring_w, y - ring_w, run->w + 2 * ring_w,
                                                 run->h + 2 * ring_w},
                                  run->h * 0.3f + ring_w, PALETTE_CREAM);
            }
            SDL_Color fill = run->link == c->show_link   ? PALETTE_GOLD
                             : run->link == c->hover_link ? PALETTE_CHIP_HOVER
                                                           : PALETTE_CHIP;
            draw_rounded_rect(r, chip, run->h * 0.3f, fill);
            float edge = SDL_max(2.0f, run->h * 0.07f);
            draw_rounded_rect(r, (SDL_FRect){x + run->h * 0.2f, y + run->h - edge,
                                             run->w - run->h * 0.4f, edge},
                              1, PALETTE_CHIP_EDGE);
            run_text(r, tc, c, run, FONT_BOLD, PALETTE_DARK, x + run->w / 2, y, TEXT_CENTER);
            break;
        }
        case RULES_RUN_CARD:
            break; /* a row of cards has no place in the coach's words */
        }
    }
}

/* The pattern picked from the words, juggled under them with its name; or why it cannot be. */
static void draw_figure(const Coach *c, SDL_Renderer *r, TextCache *tc, int px)
{
    SDL_FRect f = c->figure;
    if (c->show_link < 0 || f.w <= 0)
        return;
    draw_rounded_rect(r, f, px * 0.4f, PALETTE_PANEL);
    if (c->show_why[0]) {
        text_draw_wrapped(tc, FONT_REGULAR, px, PALETTE_ERROR, c->show_why, f.x + px * 0.5f,
                          f.y + px * 0.4f, f.w - px);
        return;
    }
    if (c->motion) {
        AnimPose pose;
        anim_pose_at(c->motion, c->show_t, &pose);
        JugglerView view = {.area = {f.x + px * 0.3f, f.y + px * 0.3f, f.w - px * 0.6f,
                                     f.h - px * 0.6f},
                            .colour_blind = c->colour_blind};
        juggler_draw(r, c->motion, &pose, &view);
    }
    text_draw(tc, FONT_BOLD, px, PALETTE_GOLD, c->shown, f.x + px * 0.5f, f.y + px * 0.3f,
              TEXT_LEFT);
}

void coach_draw(Coach *c, SDL_Renderer *r, TextCache *tc)
{
    c->drawn_step = c->step;
    c->drawn_closed = c->closed;
    if (!coach_shown(c))
        return;
    int px = c->px > 0 ? c->px : 20;
    float pad = px * 0.7f;
    SDL_Color gold = PALETTE_GOLD;
    float thick = SDL_max(3.0f, px * 0.2f);
    if (c->target.w > 0 && !coach_current(c)->free) {
        /* Steady, not pulsing: a still table is not redrawn (Scene.still_ms). */
        ring(r, c->target, thick * 2.0f, thick, gold);
        arrow(r, c->panel, c->target, thick, gold);
    }
    draw_rounded_rect(r, c->panel, px * 0.6f, PALETTE_OVERLAY);
    ring(r, c->panel, 0, SDL_max(2.0f, thick * 0.6f), gold);
    float x = c->panel.x + pad, y = c->panel.y + pad, w = c->panel.w - 2 * pad;
    text_draw(tc, FONT_BOLD, px, gold, heading(c), x, y, TEXT_LEFT);
    y += px * 1.4f;
    const RulesFlow *f = step_flow(c, tc, px, w);
    if (f) {
        draw_flow(c, r, tc, x, y - flow_top(c));
        y += f->height - flow_top(c);
    } else {
        char plain[COACH_WORDS];
        coach_plain(coach_current(c)->words, plain, sizeof plain);
        char *at = plain;
        for (char *para = next_para(&at); para; para = next_para(&at))
            y += text_draw_wrapped(tc, FONT_REGULAR, px, PALETTE_CREAM, para, x, y, w) + px * 0.4f;
    }
    if (c->word[0])
        text_draw_wrapped(tc, FONT_BOLD, px, PALETTE_ERROR, c->word, x, y, w);
    draw_figure(c, r, tc, px);
    if (c->next.w > 0) {
        draw_rounded_rect(r, c->next, px * 0.4f, PALETTE_BUTTON_PRIMARY);
        int bw = 0, bh = 0;
        text_measure(tc, FONT_BOLD, px, next_label(c), &bw, &bh);
        text_draw(tc, FONT_BOLD, px, PALETTE_DARK, next_label(c), c->next.x + (c->next.w - bw) / 2,
                  c->next.y + (c->next.h - bh) / 2, TEXT_LEFT);
    }
}
