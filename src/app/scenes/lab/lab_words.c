#include "lab_words.h"

#include "datadir.h"
#include "draw.h"
#include "hit.h"
#include "lab_pattern.h"
#include "palette.h"
#include "probe_json.h"
#include "textfile.h"
#include "textfit.h"

#include <limits.h>
#include <math.h>
#ifndef PATH_MAX
#define PATH_MAX 4096
#endif

LabWords *lab_words_create(App *app)
{
    LabWords *w = SDL_calloc(1, sizeof *w);
    if (!w)
        return NULL;
    w->hover_line = w->hover_spot = w->focus = w->hover_chip = -1;
    char path[PATH_MAX], why[200] = "", err[160] = "";
    char *text = NULL;
    size_t len = 0;
    if (!datadir_join(path, sizeof path, app->data_dir, TOOLTIP_FILE))
        SDL_snprintf(why, sizeof why, "the path to %s is too long", TOOLTIP_FILE);
    else
        text = textfile_read(path, &len, NULL, why, sizeof why);
    if (text && !tooltip_terms_parse(text, &w->terms, err, sizeof err))
        SDL_snprintf(w->problem, sizeof w->problem, "%s, %s", TOOLTIP_FILE, err);
    else if (!text)
        SDL_snprintf(w->problem, sizeof w->problem, "%s: %s", TOOLTIP_FILE, why);
    free(text);
    /* The Lab works without its words: the facts just do not explain themselves. */
    if (w->problem[0])
        SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "The Lab's terms: %s", w->problem);
    return w;
}

void lab_words_destroy(LabWords *w)
{
    SDL_free(w);
}

/* ---- Keeping up with the Lab ---- */

static bool showing_mistake(const LabScene *lab)
{
    return lab->parsed && !lab->valid && !lab->waiting && lab->field.edit.length > 0;
}

static int focusable_terms(const LabWords *w)
{
    int n = 0;
    for (int i = 0; i < LAB_FACT_LINES; i++)
        n += w->facts[i].spot_count;
    return n;
}

/* The spot the focus stands on, or NULL when it is on a chip or nowhere. */
static const TooltipSpot *focused_spot(const LabWords *w)
{
    int k = w->focus;
    for (int i = 0; k >= 0 && i < LAB_FACT_LINES; i++) {
        if (k < w->facts[i].spot_count)
            return &w->facts[i].spots[k];
        k -= w->facts[i].spot_count;
    }
    return NULL;
}

static int focused_chip(const LabWords *w)
{
    int c = w->focus - focusable_terms(w);
    return w->focus >= 0 && c >= 0 && c < w->suggest_count ? c : -1;
}

void lab_words_sync(LabScene *lab, App *app)
{
    LabWords *w = lab->words;
    if (!w)
        return;
    const LabLayout *lay = &lab->lay;
    float line_h = (float)lay->body_px * 1.35f, y = lay->facts.y;
    for (int i = 0; i < LAB_FACT_LINES; i++) {
        tooltip_flow(lab->valid ? lab->facts[i] : "", lay->text_x, y, lay->text_w, lay->body_px,
                     line_h, textfit_measure_cache, app->text, &w->terms, &w->facts[i]);
        y += w->facts[i].height;
    }

    const char *typed = lab->field.edit.text;
    if (!showing_mistake(lab)) {
        w->suggest_count = 0;
        w->suggested_for[0] = '\0';
    } else if (SDL_strcmp(typed, w->suggested_for) != 0) {
        SDL_strlcpy(w->suggested_for, typed, sizeof w->suggested_for);
        w->suggest_count = siteswap_suggest(lab->typed, w->suggest, LAB_SUGGEST_SHOWN);
    }
    /* Below the explanation of the mistake: "Did you mean" and a chip a pattern. The
     * explanation gets smaller, if it must, to leave them room above the ladder. */
    int widest = 0;
    float msg_y = lab->has_motion ? lay->facts.y : lay->now_y;
    float room = lay->facts.y + lay->facts.h - msg_y - (float)lay->body_px * 1.6f;
    const char *msg[1] = {lab->message};
    w->message_px = w->suggest_count > 0 && lab->message[0]
                        ? text_wrapped_px(app->text, FONT_REGULAR, lay->body_px,
                                          textfit_min_px(lay->body_px), msg, 1, lay->text_w, room)
                        : lay->body_px;
    float msg_h = lab->message[0] ? text_measure_wrapped(app->text, FONT_REGULAR, w->message_px,
                                                         lab->message, lay->text_w, &widest)
                                  : 0;
    w->suggest_y = msg_y + msg_h + (float)lay->body_px * 0.3f;
    int lw = 0, lh = 0;
    text_measure(app->text, FONT_REGULAR, lay->body_px, "Did you mean", &lw, &lh);
    float x = lay->text_x + (float)lw + (float)lay->body_px * 0.5f;
    float chip_h = (float)lay->body_px * 1.3f, pad = (float)lay->body_px * 0.45f;
    for (int i = 0; i < w->suggest_count; i++) {
        int tw = 0, th = 0;
        text_measure(app->text, FONT_BOLD, lay->body_px, w->suggest[i].text, &tw, &th);
        w->chips[i] = (SDL_FRect){x, w->suggest_y - (chip_h - (float)lay->body_px * 1.2f) / 2,
                                  (float)tw + 2 * pad, chip_h};
        x += w->chips[i].w + (float)lay->body_px * 0.4f;
    }
    /* A chip that would not fit whole in the panel is not offered. */
    while (w->suggest_count > 0 &&
           w->chips[w->suggest_count - 1].x + w->chips[w->suggest_count - 1].w >
               lay->text_x + lay->text_w)
        w->suggest_count--;
    if (w->focus >= focusable_terms(w) + w->suggest_count)
        w->focus = -1;
    if (w->hover_chip >= w->suggest_count)
        w->hover_chip = -1;
    if (w->hover_line >= 0 && w->hover_spot >= w->facts[w->hover_line].spot_count)
        w->hover_line = w->hover_spot = -1;
}

int lab_words_message_px(const LabScene *lab)
{
    return lab->words && lab->words->message_px > 0 ? lab->words->message_px : lab->lay.body_px;
}

const TooltipTerm *lab_words_tip(const LabScene *lab)
{
    const LabWords *w = lab->words;
    if (!w || lab->browsing || !lab->valid)
        return NULL;
    const TooltipSpot *s = focused_spot(w);
    if (!s && w->hover_line >= 0 && w->hover_spot >= 0)
        s = &w->facts[w->hover_line].spots[w->hover_spot];
    return s ? &w->terms.terms[s->term] : NULL;
}

static const TooltipSpot *tip_spot(const LabScene *lab)
{
    const LabWords *w = lab->words;
    const TooltipSpot *s = focused_spot(w);
    if (!s && w->hover_line >= 0 && w->hover_spot >= 0)
        s = &w->facts[w->hover_line].spots[w->hover_spot];
    return s;
}

/* ---- Drawing ---- */

uint64_t lab_words_hash(const LabScene *lab, uint64_t h)
{
    const LabWords *w = lab->words;
    if (!w)
        return h;
    const TooltipTerm *tip = lab_words_tip(lab);
    int lit = tip ? (int)(tip - w->terms.terms) : -1;
    int state[5] = {lit, w->focus, w->hover_chip, w->suggest_count, w->message_px};
    h = layer_hash(h, state, sizeof state);
    for (int i = 0; i < w->suggest_count; i++)
        h = layer_hash(h, w->suggest[i].text, SDL_strlen(w->suggest[i].text) + 1);
    return h;
}

void lab_words_draw_facts(const LabScene *lab, App *app)
{
    const LabWords *w = lab->words;
    const LabLayout *lay = &lab->lay;
    if (!w) {
        float y = lay->facts.y;
        for (int i = 0; i < LAB_FACT_LINES; i++)
            y += text_draw_wrapped(app->text, FONT_REGULAR, lay->body_px, PALETTE_CREAM,
                                   lab->facts[i], lay->text_x, y, lay->text_w);
        return;
    }
    const TooltipSpot *s = tip_spot(lab);
    for (int i = 0; i < LAB_FACT_LINES; i++)
        tooltip_flow_draw(app, lab->facts[i], &w->facts[i], lay->body_px, PALETTE_CREAM,
                          s && s >= w->facts[i].spots &&
                                  s < w->facts[i].spots + w->facts[i].spot_count
                              ? s->term : -1);
}

void lab_words_draw_suggestions(const LabScene *lab, App *app)
{
    const LabWords *w = lab->words;
    if (!w || w->suggest_count == 0)
        return;
    const LabLayout *lay = &lab->lay;
    SDL_Renderer *r = app->renderer;
    text_draw(app->text, FONT_REGULAR, lay->body_px, PALETTE_SOFT, "Did you mean", lay->text_x,
              w->suggest_y, TEXT_LEFT);
    int focus = focused_chip(w);
    for (int i = 0; i < w->suggest_count; i++) {
        SDL_FRect c = w->chips[i];
        if (i == focus) { /* a ring outside, as the Rules screen's chips have */
            float ring = SDL_max(2.0f, (float)lay->body_px * 0.12f);
            draw_rounded_rect(r, (SDL_FRect){c.x - ring, c.y - ring, c.w + 2 * ring,
                                             c.h + 2 * ring},
                              c.h * 0.3f + ring, PALETTE_FOCUS_RING);
        }
        draw_rounded_rect(r, c, c.h * 0.3f,
                          i == focus ? PALETTE_GOLD
                          : i == w->hover_chip ? PALETTE_CHIP_HOVER : PALETTE_CHIP);
        text_draw(app->text, FONT_BOLD, lay->body_px, PALETTE_DARK, w->suggest[i].text,
                  c.x + c.w / 2, c.y + (c.h - (float)lay->body_px * 1.2f) / 2, TEXT_CENTER);
    }
}

void lab_words_draw_tip(const LabScene *lab, App *app)
{
    const TooltipTerm *tip = lab_words_tip(lab);
    if (!tip)
        return;
    const TooltipSpot *s = tip_spot(lab);
    /* Over the panel (the juggler stays in view), as wide as the panel's text. */
    const LabLayout *lay = &lab->lay;
    SDL_FRect bounds = {lay->panel.x, 0, lay->panel.w, (float)app->height};
    tooltip_draw(app, tip, s->box, bounds, lay->body_px, lay->text_w);
}

/* ---- Input ---- */

static void juggle_suggestion(LabScene *lab, App *app, int i)
{
    LabWords *w = lab->words;
    char text[sizeof w->suggest[0].text];
    SDL_strlcpy(text, w->suggest[i].text, sizeof text);
    w->focus = w->hover_chip = -1;
    lab_load(lab, app, text);
}

bool lab_words_input(LabScene *lab, App *app, const Input *in)
{
    LabWords *w = lab->words;
    if (!w || lab->browsing)
        return false;
    lab_words_sync(lab, app);
    switch (in->kind) {
    case INPUT_POINTER_MOVE:
        w->hover_line = w->hover_spot = -1;
        for (int i = 0; i < LAB_FACT_LINES && w->hover_spot < 0; i++) {
            int s = tooltip_flow_spot_at(&w->facts[i], in->x, in->y);
            if (s >= 0) {
                w->hover_line = i;
                w->hover_spot = s;
            }
        }
        w->hover_chip = ui_hit_index(w->chips, w->suggest_count, in->x, in->y);
        return false; /* the buttons see the pointer too */
    case INPUT_POINTER_DOWN: {
        int c = ui_hit_index(w->chips, w->suggest_count, in->x, in->y);
        if (c < 0)
            return false;
        juggle_suggestion(lab, app, c);
        return true;
    }
    case INPUT_BACK:
        if (w->focus < 0)
            return false;
        w->focus = -1;
        return true;
    case INPUT_TEXT:
        w->focus = -1; /* typing goes on in the field */
        return false;
    default:
        break;
    }
    int n = focusable_terms(w) + w->suggest_count;
    if (in->key == SDLK_TAB && n > 0) {
        bool back = (in->mod & KMOD_SHIFT) != 0;
        /* Round through none: -1, 0 .. n-1, -1 */
        int k = w->focus + 1;
        k = back ? (k + n) % (n + 1) : (k + 1) % (n + 1);
        w->focus = k - 1;
        return true;
    }
    if ((in->key == SDLK_RETURN || in->key == SDLK_KP_ENTER) && focused_chip(w) >= 0) {
        juggle_suggestion(lab, app, focused_chip(w));
        return true;
    }
    return false;
}

void lab_words_probe(const LabScene *lab, JsonWriter *j)
{
    const LabWords *w = lab->words;
    if (!w)
        return;
    const TooltipTerm *tip = lab_words_tip(lab);
    if (tip) {
        json_open(j, "tip", '{');
        probe_str(j, "term", tip->term);
        probe_str(j, "text", tip->text);
        json_close(j, '}');
    }
    if (w->suggest_count > 0) {
        json_open(j, "suggest", '[');
        for (int i = 0; i < w->suggest_count; i++)
            probe_str(j, NULL, w->suggest[i].text);
        json_close(j, ']');
    }
}
