#include "rules_draw.h"

#include "games.h"
#include "draw.h"
#include "juggler.h"
#include "layer.h"
#include "palette.h"
#include "textfit.h"

#include <math.h>

/* ---- Drawing ---- */

/* A line cut by the view's edge fades with what is cut off: half a line reads as "scroll for
 * more" rather than as a drawing mistake. Whole lines are fully opaque. */
static Uint8 edge_alpha(const RulesScene *rs, float y, float h)
{
    float top = rs->frame.text_view.y, bottom = top + rs->frame.text_view.h;
    float seen = h > 0 ? (fminf(y + h, bottom) - fmaxf(y, top)) / h : 1;
    seen = clampf(seen, 0, 1);
    return (Uint8)(255.0f * (0.12f + 0.88f * seen * seen));
}

static SDL_Color faded(SDL_Color c, Uint8 alpha)
{
    c.a = (Uint8)(c.a * alpha / 255);
    return c;
}

static void draw_run_text(App *app, const RulesScene *rs, const RulesRun *r, FontFace face,
                          SDL_Color colour, float x, float y, float h, TextAlign align)
{
    char buf[512];
    int len = SDL_min(r->length, (int)sizeof buf - 1);
    SDL_memcpy(buf, rs->doc->text + r->start, (size_t)len);
    buf[len] = '\0';
    int tw, th;
    SDL_Texture *t = text_get(app->text, face, r->px, colour, buf, &tw, &th);
    if (!t)
        return;
    float left = align == TEXT_CENTER ? x - (float)tw / 2 : x;
    SDL_SetTextureAlphaMod(t, edge_alpha(rs, y, h));
    SDL_RenderCopyF(app->renderer, t, NULL,
                    &(SDL_FRect){left, roundf(y + (h - (float)th) / 2), (float)tw, (float)th});
    SDL_SetTextureAlphaMod(t, 255); /* the texture is cached and shared */
}

static void draw_chip(App *app, const RulesScene *rs, const RulesRun *r, float x, float y)
{
    SDL_Renderer *ren = app->renderer;
    bool playing = r->link == rs->playing_link, focused = r->link == rs->focused_link,
         hover = r->link == rs->hover_link;
    SDL_FRect chip = {x, y, r->w, r->h};
    Uint8 alpha = edge_alpha(rs, y, r->h);
    if (focused) { /* a ring outside the chip, so the focus shows whatever the chip's colour */
        float ring = SDL_max(2.0f, (float)r->px * 0.12f);
        draw_rounded_rect(ren, (SDL_FRect){x - ring, y - ring, r->w + 2 * ring, r->h + 2 * ring},
                          r->h * 0.3f + ring, faded(PALETTE_CREAM, alpha));
        draw_rounded_rect(ren, (SDL_FRect){x - ring * 0.5f, y - ring * 0.5f, r->w + ring,
                                           r->h + ring},
                          r->h * 0.3f + ring * 0.5f, faded(PALETTE_DARK, alpha));
    }
    SDL_Color fill = playing ? PALETTE_GOLD
                     : hover ? PALETTE_CHIP_HOVER : PALETTE_CHIP;
    draw_rounded_rect(ren, chip, r->h * 0.3f, faded(fill, alpha));
    if (!playing) /* a card's edge along the bottom: it reads as something to press */
        draw_rounded_rect(ren, (SDL_FRect){x + r->h * 0.2f, y + r->h - SDL_max(2.0f, r->h * 0.07f),
                                           r->w - r->h * 0.4f, SDL_max(2.0f, r->h * 0.07f)},
                          1, faded(PALETTE_CHIP_EDGE, alpha));
    draw_run_text(app, rs, r, FONT_BOLD, PALETTE_DARK, x + r->w / 2, y, r->h, TEXT_CENTER);
}

static void draw_text(App *app, RulesScene *rs)
{
    const RulesFrame *f = &rs->frame;
    SDL_Renderer *r = app->renderer;
    draw_rounded_rect(r, f->text_panel, (float)f->body_px * 0.8f, PALETTE_PANEL);
    SDL_FRect v = f->text_view;
    if (!rs->doc) {
        float h = text_draw_wrapped(app->text, FONT_REGULAR, f->body_px, PALETTE_ERROR,
                                    rs->problem, v.x, v.y, v.w);
        /* The detail names a file: a path may be wider than the panel, so it is clipped. */
        SDL_RenderSetClipRect(r, &(SDL_Rect){(int)v.x, (int)v.y, (int)v.w, (int)v.h});
        text_draw_wrapped(app->text, FONT_REGULAR, f->toc_px, PALETTE_FAINT, rs->detail, v.x,
                          v.y + h + (float)f->body_px * 0.5f, v.w);
        SDL_RenderSetClipRect(r, NULL);
        return;
    }
    /* Clipped to the view, with a little room for the focus ring at its edges. */
    SDL_Rect clip = {(int)(v.x - (float)f->body_px * 0.4f), (int)v.y,
                     (int)(v.w + (float)f->body_px * 0.8f), (int)v.h};
    SDL_RenderSetClipRect(r, &clip);
    float top = rs->scroll, bottom = rs->scroll + v.h;
    for (int i = 0; i < rs->flow->box_count; i++) {
        SDL_FRect b = rs->flow->boxes[i];
        if (b.y > bottom || b.y + b.h < top)
            continue;
        SDL_FRect box = {v.x + b.x, v.y + b.y - top, b.w, b.h};
        draw_rounded_rect(r, box, (float)f->body_px * 0.5f, PALETTE_ASIDE);
        draw_rounded_rect(r, (SDL_FRect){box.x, box.y, (float)f->body_px * 0.22f, box.h},
                          (float)f->body_px * 0.11f, PALETTE_GOLD);
    }
    for (int i = 0; i < rs->flow->run_count; i++) {
        const RulesRun *run = &rs->flow->runs[i];
        if (run->y > bottom || run->y + run->h < top)
            continue;
        float x = v.x + run->x, y = v.y + run->y - top;
        switch (run->kind) {
        case RULES_RUN_PLAIN:
            draw_run_text(app, rs, run, FONT_REGULAR, PALETTE_CREAM, x, y, run->h, TEXT_LEFT);
            break;
        case RULES_RUN_BOLD:
            draw_run_text(app, rs, run, FONT_BOLD, PALETTE_CREAM, x, y, run->h, TEXT_LEFT);
            break;
        case RULES_RUN_HEADING:
            draw_run_text(app, rs, run, FONT_BOLD, PALETTE_GOLD, x, y, run->h, TEXT_LEFT);
            break;
        case RULES_RUN_BULLET:
            draw_rounded_rect(r, (SDL_FRect){x, y, run->w, run->h}, run->w / 2,
                              faded(PALETTE_GOLD, edge_alpha(rs, y, run->h)));
            break;
        case RULES_RUN_LINK:
            draw_chip(app, rs, run, x, y);
            break;
        case RULES_RUN_CARD: {
            SDL_Texture *t = cards_face_52(app->cards, run->link, (int)run->h);
            if (t)
                cards_draw_sized(app->cards, t, x + run->w / 2, y + run->h / 2, run->w, run->h, 0,
                                 0);
            break;
        }
        }
    }
    SDL_RenderSetClipRect(r, NULL);

    if (rules_max_scroll(rs) > 0) {
        SDL_FRect track = f->scrollbar, thumb = rules_thumb_rect(rs);
        draw_rounded_rect(r, track, track.w / 2, PALETTE_SCROLL_TRACK);
        draw_rounded_rect(r, thumb, track.w / 2,
                          rs->dragging_bar ? PALETTE_GOLD : PALETTE_SCROLL_THUMB);
    }
}

static void draw_contents(App *app, const RulesScene *rs)
{
    const RulesFrame *f = &rs->frame;
    SDL_Renderer *r = app->renderer;
    draw_rounded_rect(r, f->contents, (float)f->toc_px * 0.8f, PALETTE_PANEL);
    float pad = (float)f->toc_px * 0.6f;
    text_draw(app->text, FONT_BOLD, f->toc_px, PALETTE_FAINT, "Contents", f->contents.x + pad,
              f->contents_label_y, TEXT_LEFT);
    int reading = rules_current_section(rs);
    for (int i = 0; i < f->toc_count; i++) {
        SDL_FRect row = f->toc[i];
        bool focus = rs->in_contents && i == rs->toc.selected;
        if (focus)
            draw_rounded_rect(r, row, row.h * 0.3f, PALETTE_GOLD);
        else if (i == rs->hover_toc)
            draw_rounded_rect(r, row, row.h * 0.3f, PALETTE_ROW);
        if (i == reading && !focus) /* a bar beside the section being read */
            draw_rounded_rect(r, (SDL_FRect){row.x + pad * 0.15f, row.y + row.h * 0.2f,
                                             SDL_max(3.0f, pad * 0.25f), row.h * 0.6f},
                              pad * 0.12f, PALETTE_GOLD);
        SDL_Color ink = focus ? PALETTE_DARK : i == reading ? PALETTE_CREAM : PALETTE_SOFT;
        int tw, th;
        text_measure(app->text, FONT_REGULAR, f->toc_px, "Ag", &tw, &th);
        textfit_draw(app->text, i == reading || focus ? FONT_BOLD : FONT_REGULAR, f->toc_px, ink,
                     rs->doc->sections[i].title, f->toc_text_x, row.y + (row.h - (float)th) / 2,
                     row.x + row.w - f->toc_text_x - pad * 0.4f, TEXT_LEFT);
    }
}

/* Where the figure goes: below the facts, but a tall pattern may send its high throws up
 * behind them, as long as the juggler's body stays clear of the text. */
static SDL_FRect figure_area(const RulesScene *rs, float text_bottom)
{
    SDL_FRect most = rs->frame.juggler_figure;
    if (rs->frame.narrow || text_bottom <= most.y)
        return most;
    float bottom = most.y + most.h, gap = (float)rs->frame.info_px * 0.6f;
    SDL_FRect area = {most.x, text_bottom, most.w, fmaxf(0, bottom - text_bottom)};
    float lo = area.h, hi = most.h;
    for (int i = 0; i < 20 && hi - lo > 1; i++) {
        float h = (lo + hi) / 2;
        float head_top = bottom - 1.85f * juggler_scale(rs->motion, (SDL_FRect){most.x, bottom - h,
                                                                                most.w, h});
        if (head_top >= text_bottom + gap)
            lo = h;
        else
            hi = h;
    }
    return (SDL_FRect){most.x, bottom - lo, most.w, lo};
}

/* Why an invalid pattern cannot be juggled, drawn: each throw an arc from the beat it is made
 * on to the beat it lands on, two repetitions long; the throws that land together in red. */
static void draw_collisions(App *app, const RulesScene *rs, SDL_FRect area)
{
    const Siteswap *s = rs->broken;
    int period = siteswap_period(s), max = siteswap_max_throw(s);
    int reps = period * 2 + max <= 28 ? 2 : 1;
    int last = SDL_min(period * reps, 28) - 1, beats = last + 1 + max;
    AnimLadderThrow throws[64];
    int n = SDL_min(anim_ladder_pattern(s, 0, last, 0, throws, 64), 64);
    if (beats <= 1 || n <= 0 || area.h < (float)rs->frame.info_px * 4)
        return;
    SDL_Renderer *r = app->renderer;
    int px = rs->frame.info_px;
    float step = area.w / (float)beats, base = area.y + area.h - (float)px * 3.4f;
    float lift = fminf(area.h - (float)px * 4.3f, area.w * 0.7f) / (float)SDL_max(max, 1);
    float thick = SDL_max(2.5f, step * 0.13f);
    for (int pass = 0; pass < 2; pass++) { /* the red arcs on top */
        for (int i = 0; i < n; i++) {
            const AnimLadderThrow *t = &throws[i];
            if (t->value <= 0 || t->collides != (pass == 1))
                continue;
            /* Opaque: the arc is drawn in pieces, and see-through pieces show their joins. */
            SDL_Color ink = t->collides ? PALETTE_ERROR : PALETTE_ARC;
            float x0 = area.x + step * ((float)t->beat + 0.5f), x1 = x0 + step * (float)t->value;
            float height = lift * (float)t->value;
            float px0 = x0, py0 = base;
            for (int k = 1; k <= 16; k++) {
                float u = (float)k / 16;
                float x = x0 + (x1 - x0) * u, y = base - height * 4 * u * (1 - u);
                draw_thick_line(r, px0, py0, x, y, thick, ink);
                px0 = x;
                py0 = y;
            }
        }
    }
    for (int b = 0; b < beats; b++) {
        float x = area.x + step * ((float)b + 0.5f);
        bool clash = false;
        for (int i = 0; i < n; i++)
            clash = clash || (throws[i].collides && throws[i].land_beat == b);
        draw_circle(r, x, base, SDL_max(3.0f, step * (clash ? 0.2f : 0.13f)),
                    clash ? PALETTE_ERROR : PALETTE_CREAM);
    }
    for (int i = 0; i < n; i++) {
        char v[2] = {siteswap_throw_char(throws[i].value), '\0'};
        text_draw(app->text, FONT_BOLD, px, throws[i].collides ? PALETTE_ERROR : PALETTE_SOFT, v,
                  area.x + step * ((float)throws[i].beat + 0.5f), base + (float)px * 0.5f,
                  TEXT_CENTER);
    }
    text_draw_wrapped(app->text, FONT_REGULAR, px, PALETTE_ERROR, "Red: they land together",
                      area.x, base + (float)px * 1.9f, area.w);
}

/* The juggler's panel; the figure and the facts over it are drawn each frame (draw_juggler). */
static void draw_juggler_panel(App *app, const RulesScene *rs)
{
    draw_rounded_rect(app->renderer, rs->frame.juggler, (float)rs->frame.body_px * 0.8f,
                      PALETTE_PANEL);
}

static void draw_juggler(App *app, const RulesScene *rs, double blend)
{
    const RulesFrame *f = &rs->frame;
    SDL_Renderer *r = app->renderer;
    SDL_FRect info = f->juggler_info;
    float text_h = (float)f->pattern_px * 1.3f;
    for (int i = 0; i < INFO_LINES; i++) {
        int widest;
        if (rs->info[i][0])
            text_h += text_measure_wrapped(app->text, i == 0 ? FONT_BOLD : FONT_REGULAR,
                                           f->info_px, rs->info[i], info.w, &widest) +
                      (float)f->info_px * 0.15f;
    }
    if (rs->has_motion) { /* first, so the facts stay readable over high throws */
        double t = rs->t + blend * app->settings.animation_speed / LOOP_TICKS_PER_SECOND;
        AnimPose pose;
        anim_pose_at(rs->motion, t, &pose);
        JugglerView view = {.area = figure_area(rs, info.y + text_h),
                            .colour_blind = app->settings.colour_blind_props};
        if (view.area.h > (float)f->body_px * 2)
            juggler_draw(r, rs->motion, &pose, &view);
    } else if (rs->has_broken) {
        SDL_FRect fig = f->juggler_figure;
        float top = f->narrow ? fig.y : fmaxf(fig.y, info.y + text_h + (float)f->info_px);
        draw_collisions(app, rs, (SDL_FRect){fig.x, top, fig.w, fig.y + fig.h - top});
    }
    float y = info.y;
    text_draw(app->text, FONT_BOLD, f->pattern_px, rs->invalid ? PALETTE_ERROR : PALETTE_CREAM,
              rs->shown, info.x, y, TEXT_LEFT);
    y += (float)f->pattern_px * 1.3f;
    for (int i = 0; i < INFO_LINES; i++) {
        if (!rs->info[i][0])
            continue;
        y += text_draw_wrapped(app->text, i == 0 ? FONT_BOLD : FONT_REGULAR, f->info_px,
                               rs->info_colour[i], rs->info[i], info.x, y, info.w);
        y += (float)f->info_px * 0.15f;
    }
}

/* Everything the still layer shows: a change in any of it draws the layer again. The text
 * scrolls, so a scroll redraws it: only while the text moves, never while it is read. */
static uint64_t still_key(const RulesScene *rs, const App *app)
{
    uint64_t h = layer_hash(LAYER_HASH_START, &rs->frame, sizeof rs->frame);
    h = layer_hash(h, &app->settings.text_size, sizeof app->settings.text_size);
    int state[] = {(int)rs->game, rs->in_contents, rs->toc.selected, rs->hover_link,
                   rs->focused_link, rs->playing_link, rs->hover_toc, rs->laid_body_px,
                   rules_current_section(rs)};
    h = layer_hash(h, state, sizeof state);
    h = layer_hash(h, &rs->scroll, sizeof rs->scroll);
    h = layer_hash(h, &rs->flow, sizeof rs->flow); /* which text: the pointer and its layout */
    if (rs->flow)
        h = layer_hash(h, &rs->flow->height, sizeof rs->flow->height);
    h = layer_hash(h, rs->problem, SDL_strlen(rs->problem));
    h = layer_hash(h, rs->detail, SDL_strlen(rs->detail));
    return h;
}

/* What stays as it is while the example juggles: the felt, the title, the contents, the text
 * and the juggler's panel. SDL's software renderer fills each translucent panel and glyph pixel
 * by pixel; drawn once into a layer, a frame of the cascade costs a copy and the figure. */
static void draw_still(App *app, RulesScene *rs)
{
    const RulesFrame *f = &rs->frame;
    app_draw_table(app);
    int tw = text_draw(app->text, FONT_BOLD, f->title_px, PALETTE_CREAM, "Rules", f->title_x,
                       f->title_y, TEXT_LEFT);
    int sw, sh, hw, hh;
    text_measure(app->text, FONT_REGULAR, f->toc_px, "Ag", &sw, &sh);
    text_measure(app->text, FONT_BOLD, f->title_px, "Ag", &hw, &hh);
    const GameDef *game = games_of_kind(rs->game); /* and G's: the next in the list */
    char heading[160];
    SDL_snprintf(heading, sizeof heading, "%s  \u00b7  G: %s", game->rules_name,
                 games_next(game)->rules_name);
    text_draw(app->text, FONT_REGULAR, f->toc_px, PALETTE_SOFT, heading,
              f->title_x + (float)tw + f->margin * 0.6f, f->title_y + (float)(hh - sh) * 0.72f,
              TEXT_LEFT);

    draw_contents(app, rs); /* empty without a text, but the screen keeps its shape */
    draw_text(app, rs);
    draw_juggler_panel(app, rs);

    const char *hint = rs->in_contents
        ? "\u2191 \u2193 section   \u00b7   \u2192 or Enter  back to the text   \u00b7   Esc back"
        : "\u2191 \u2193 scroll   \u00b7   Tab  next example   \u00b7   Enter  juggle it   \u00b7   "
          "\u2190 contents   \u00b7   Esc back";
    text_draw(app->text, FONT_REGULAR, f->hint_px, PALETTE_SOFT, hint, (float)app->width / 2,
              f->hint_y, TEXT_CENTER);
}

void rules_draw(Scene *scene, App *app, double blend)
{
    RulesScene *rs = (RulesScene *)scene;
    rules_ensure_layout(rs, app);
    if (app_layer_begin(app, &rs->still, still_key(rs, app)))
        draw_still(app, rs);
    layer_end(&rs->still, app->renderer);
    draw_juggler(app, rs, blend);
}
