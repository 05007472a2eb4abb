#include "rules_draw.h"

#include "games.h"
#include "draw.h"
#include "juggler.h"
#include "layer.h"
#include "palette.h"
#include "textfit.h"

#include <math.h>

/* ---- Drawing ---- */

/* Where the figure goes: below the facts, but a tall pattern may send its high throws up
 * behind them, as long as the juggler's body stays clear of the text. */
static SDL_FRect figure_area(const RulesScene *rs, float text_bottom)
{
    SDL_FRect most = rs->frame.juggler_figure;
    if (rs->frame.text.narrow || text_bottom <= most.y)
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
    draw_rounded_rect(app->renderer, rs->frame.juggler, (float)rs->frame.text.body_px * 0.8f,
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
        if (view.area.h > (float)f->text.body_px * 2)
            juggler_draw(r, rs->motion, &pose, &view);
    } else if (rs->has_broken) {
        SDL_FRect fig = f->juggler_figure;
        float top = f->text.narrow ? fig.y : fmaxf(fig.y, info.y + text_h + (float)f->info_px);
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
    const Reader *r = &rs->reader;
    int state[] = {games_index(rs->game), r->in_contents, r->toc.selected, r->hover_link,
                   r->focused_link, r->playing_link, r->hover_toc, r->laid_body_px,
                   reader_current_section(r), r->dragging_bar};
    h = layer_hash(h, state, sizeof state);
    h = layer_hash(h, &r->scroll, sizeof r->scroll);
    h = layer_hash(h, &r->flow, sizeof r->flow); /* which text: the pointer and its layout */
    if (r->flow)
        h = layer_hash(h, &r->flow->height, sizeof r->flow->height);
    h = layer_hash(h, r->problem, SDL_strlen(r->problem));
    h = layer_hash(h, r->detail, SDL_strlen(r->detail));
    return h;
}

/* What stays as it is while the example juggles: the felt, the title, the contents, the text
 * and the juggler's panel. SDL's software renderer fills each translucent panel and glyph pixel
 * by pixel; drawn once into a layer, a frame of the cascade costs a copy and the figure. */
static void draw_still(App *app, RulesScene *rs)
{
    const RulesFrame *f = &rs->frame;
    app_draw_table(app);
    const ReaderFrame *t = &f->text;
    int tw = text_draw(app->text, FONT_BOLD, t->title_px, PALETTE_CREAM, "Rules", t->title_x,
                       t->title_y, TEXT_LEFT);
    int sw, sh, hw, hh;
    text_measure(app->text, FONT_REGULAR, f->text.toc_px, "Ag", &sw, &sh);
    text_measure(app->text, FONT_BOLD, f->text.title_px, "Ag", &hw, &hh);
    const GameDef *game = rs->game; /* and G's: the next in the list */
    char heading[160];
    SDL_snprintf(heading, sizeof heading, "%s  \u00b7  G: %s", game->rules_name,
                 games_next(game)->rules_name);
    text_draw(app->text, FONT_REGULAR, f->text.toc_px, PALETTE_SOFT, heading,
              t->title_x + (float)tw + t->margin * 0.6f, t->title_y + (float)(hh - sh) * 0.72f,
              TEXT_LEFT);

    reader_draw_contents(app, &rs->reader); /* empty without a text: the screen keeps its shape */
    reader_draw_text(app, &rs->reader, PALETTE_CREAM);
    draw_juggler_panel(app, rs);

    const char *hint = rs->reader.in_contents
        ? "\u2191 \u2193 section   \u00b7   \u2192 or Enter  back to the text   \u00b7   F1 help   "
          "\u00b7   Esc back"
        : "\u2191 \u2193 scroll   \u00b7   Tab  next example   \u00b7   Enter  juggle it   "
          "\u00b7   \u2190 contents   \u00b7   F1 help   \u00b7   Esc back";
    textfit_draw(app->text, FONT_REGULAR, f->text.hint_px, PALETTE_SOFT, hint,
                 (float)app->width / 2, f->text.hint_y,
                 (float)app->width - 2 * f->text.margin, TEXT_CENTER);
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
