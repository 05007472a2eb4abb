#include "learn_state.h"

#include "draw.h"
#include "juggler.h"
#include "ladder.h"
#include "learn_pass.h"
#include "palette.h"
#include "textfit.h"

#include <math.h>

/* ---- The lesson's text (the Rules text's flow: plain, bold, headings, bullets, chips) ---- */

/* A line cut by the view's edge fades with what is cut off, so it reads as "more below". */
static Uint8 edge_alpha(const LearnScene *ls, float y, float h)
{
    float top = ls->frame.text_view.y, bottom = top + ls->frame.text_view.h;
    float seen = h > 0 ? (fminf(y + h, bottom) - fmaxf(y, top)) / h : 1;
    seen = seen < 0 ? 0 : seen > 1 ? 1 : seen;
    return (Uint8)(255.0f * (0.12f + 0.88f * seen * seen));
}

static void run_text(App *app, const LearnScene *ls, const RulesRun *r, FontFace face,
                     SDL_Color colour, float x, float y, TextAlign align)
{
    char buf[512];
    int len = SDL_min(r->length, (int)sizeof buf - 1);
    SDL_memcpy(buf, ls->doc->text + r->start, (size_t)len);
    buf[len] = '\0';
    int tw, th;
    SDL_Texture *t = text_get(app->text, face, r->px, colour, buf, &tw, &th);
    if (!t)
        return;
    float left = align == TEXT_CENTER ? x - (float)tw / 2 : x;
    SDL_SetTextureAlphaMod(t, edge_alpha(ls, y, r->h));
    SDL_RenderCopyF(app->renderer, t, NULL,
                    &(SDL_FRect){left, roundf(y + (r->h - (float)th) / 2), (float)tw, (float)th});
    SDL_SetTextureAlphaMod(t, 255); /* the texture is cached and shared */
}

static void draw_chip(App *app, const LearnScene *ls, const RulesRun *r, float x, float y)
{
    SDL_Renderer *ren = app->renderer;
    const char *target = ls->doc->links[r->link].target;
    bool playing = !ls->hide_name && SDL_strcmp(target, ls->figure) == 0;
    bool focused = r->link == ls->focused_link, hover = r->link == ls->hover_link;
    if (focused) {
        float ring = SDL_max(2.0f, (float)r->px * 0.12f);
        draw_rounded_rect(ren, (SDL_FRect){x - ring, y - ring, r->w + 2 * ring, r->h + 2 * ring},
                          r->h * 0.3f + ring, PALETTE_CREAM);
    }
    SDL_Color fill = playing ? PALETTE_GOLD : hover ? PALETTE_CHIP_HOVER : PALETTE_CHIP;
    fill.a = (Uint8)(fill.a * edge_alpha(ls, y, r->h) / 255); /* fades at the view's edge */
    draw_rounded_rect(ren, (SDL_FRect){x, y, r->w, r->h}, r->h * 0.3f, fill);
    run_text(app, ls, r, FONT_BOLD, PALETTE_DARK, x + r->w / 2, y, TEXT_CENTER);
}

static void draw_text(App *app, LearnScene *ls)
{
    const LearnFrame *f = &ls->frame;
    SDL_Renderer *r = app->renderer;
    draw_rounded_rect(r, f->text_panel, (float)f->body_px * 0.8f, PALETTE_PANEL);
    SDL_FRect v = f->text_view;
    if (ls->problem[0]) {
        text_draw_wrapped(app->text, FONT_REGULAR, f->body_px, PALETTE_ERROR, ls->problem, v.x,
                          v.y, v.w);
        return;
    }
    text_set_clip_scrolls(app->text, true); /* lines out of view are scrolled, not cut */
    SDL_Rect clip = {(int)(v.x - (float)f->body_px * 0.4f), (int)v.y,
                     (int)(v.w + (float)f->body_px * 0.8f), (int)v.h};
    SDL_RenderSetClipRect(r, &clip);
    float top = ls->scroll, bottom = ls->scroll + v.h;
    for (int i = 0; i < ls->flow->box_count; i++) {
        SDL_FRect b = ls->flow->boxes[i];
        if (b.y > bottom || b.y + b.h < top)
            continue;
        SDL_FRect box = {v.x + b.x, v.y + b.y - top, b.w, b.h};
        draw_rounded_rect(r, box, (float)f->body_px * 0.5f, PALETTE_ASIDE);
        draw_rounded_rect(r, (SDL_FRect){box.x, box.y, (float)f->body_px * 0.22f, box.h},
                          (float)f->body_px * 0.11f, PALETTE_GOLD);
    }
    for (int i = 0; i < ls->flow->run_count; i++) {
        const RulesRun *run = &ls->flow->runs[i];
        if (run->y > bottom || run->y + run->h < top)
            continue;
        float x = v.x + run->x, y = v.y + run->y - top;
        switch (run->kind) {
        case RULES_RUN_PLAIN: run_text(app, ls, run, FONT_REGULAR, PALETTE_CREAM, x, y, TEXT_LEFT); break;
        case RULES_RUN_BOLD:
            run_text(app, ls, run, FONT_BOLD, PALETTE_CREAM, x, y, TEXT_LEFT);
            if (learn_run_is_term(ls, run)) /* a term: its words show when pointed at */
                draw_rounded_rect(r, (SDL_FRect){x, y + run->h * 0.86f, run->w,
                                                 SDL_max(2.0f, (float)run->px * 0.07f)},
                                  1, PALETTE_GOLD);
            break;
        case RULES_RUN_HEADING: run_text(app, ls, run, FONT_BOLD, PALETTE_GOLD, x, y, TEXT_LEFT); break;
        case RULES_RUN_BULLET:
            draw_rounded_rect(r, (SDL_FRect){x, y, run->w, run->h}, run->w / 2, PALETTE_GOLD);
            break;
        case RULES_RUN_LINK: draw_chip(app, ls, run, x, y); break;
        case RULES_RUN_CARD: break; /* the course has no cards */
        }
    }
    SDL_RenderSetClipRect(r, NULL);
    text_set_clip_scrolls(app->text, false);
    float max = learn_max_scroll(ls);
    if (max > 0) { /* where the reader is, and that there is more */
        SDL_FRect track = {f->text_panel.x + f->text_panel.w - f->pad * 1.1f, v.y, f->pad * 0.45f, v.h};
        float th = fmaxf(track.h * v.h / (v.h + max), track.w * 2);
        SDL_FRect thumb = {track.x, track.y + (track.h - th) * ls->scroll / max, track.w, th};
        draw_rounded_rect(r, track, track.w / 2, PALETTE_SCROLL_TRACK);
        draw_rounded_rect(r, thumb, track.w / 2, PALETTE_SCROLL_THUMB);
    }
}

/* ---- The exercise ---- */

static void draw_box_text(App *app, SDL_FRect box, FontFace face, int px, SDL_Color fill,
                          SDL_Color ink, const char *text, bool ring)
{
    if (ring)
        draw_rounded_rect(app->renderer, (SDL_FRect){box.x - 3, box.y - 3, box.w + 6, box.h + 6},
                          box.h * 0.25f + 3, PALETTE_CREAM);
    draw_rounded_rect(app->renderer, box, box.h * 0.25f, fill);
    textfit_draw_in(app->text, face, px, ink, text, box, box.h * 0.3f, TEXT_CENTER);
}

static void draw_ask(App *app, LearnScene *ls, double now)
{
    const LearnFrame *f = &ls->frame;
    const LearnAsk *ask = &ls->meta.ask;
    draw_rounded_rect(app->renderer, f->ask_panel, (float)f->body_px * 0.8f, PALETTE_ASIDE);
    float x = f->ask_panel.x + f->pad, w = f->ask_panel.w - 2 * f->pad;
    bool done = ls->progress.done[ls->lesson + 1];
    if (ask->kind == LEARN_ASK_NONE) {
        text_draw_wrapped(app->text, FONT_BOLD, f->small_px, PALETTE_CREAM, "Read on.", x,
                          f->question_y, w);
        return;
    }
    text_draw_wrapped(app->text, FONT_BOLD, f->small_px, PALETTE_GOLD, ask->question, x,
                      f->question_y, w);
    char label[LEARN_CHOICE_MAX + 8];
    bool around = ask->kind == LEARN_ASK_FIX || ask->kind == LEARN_ASK_WAYIN; /* given throws */
    if (ask->kind == LEARN_ASK_PATTERN || around) {
        SDL_FRect fb = f->field;
        draw_rounded_rect(app->renderer, fb, fb.h * 0.2f, ls->typing ? PALETTE_FIELD : PALETTE_FIELD_IDLE);
        float tx = fb.x + fb.h * 0.3f, ty = fb.y + (fb.h - (float)f->answer_px * 1.2f) / 2;
        int tw = 0;
        /* The given throws around the blank: quieter than the typed one, readable on either
         * field colour. */
        SDL_Color given = ls->typing ? (SDL_Color){70, 98, 84, 255} : PALETTE_SOFT;
        if (around) { /* the blank filled in as it is typed */
            const char *u = SDL_strchr(ask->blank, '_');
            char before[LEARN_PATTERN_MAX];
            SDL_snprintf(before, sizeof before, "%.*s", (int)(u - ask->blank), ask->blank);
            tw = text_draw(app->text, FONT_BOLD, f->answer_px, given, before, tx, ty, TEXT_LEFT);
            tx += (float)tw;
        }
        const char *shown = ls->answer[0] ? ls->answer : ls->typing ? "" : around ? "_" : "";
        SDL_Color ink = !ls->answer[0] ? PALETTE_PLACEHOLDER : ls->typing ? PALETTE_DARK : PALETTE_CREAM;
        tw = text_draw(app->text, FONT_BOLD, f->answer_px, ink,
                       shown, tx, ty, TEXT_LEFT);
        tx += (float)tw;
        if (ls->typing && fmod(now, 1.0) < 0.6) /* the caret */
            draw_rounded_rect(app->renderer, (SDL_FRect){tx + 2, ty, 3, (float)f->answer_px * 1.2f},
                              1, PALETTE_CARET);
        if (around) {
            const char *u = SDL_strchr(ask->blank, '_');
            text_draw(app->text, FONT_BOLD, f->answer_px, given, u + 1, tx + 6, ty, TEXT_LEFT);
        }
        if (!ls->answer[0] && !ls->typing)
            text_draw(app->text, FONT_REGULAR, f->small_px, PALETTE_PLACEHOLDER, "type here",
                      fb.x + fb.w - fb.h * 0.3f, fb.y + (fb.h - (float)f->small_px * 1.2f) / 2,
                      TEXT_RIGHT);
        /* Whether keys are typed or are commands, said where the eyes are. */
        const char *how[2] = {ls->typing ? "Typing: every key" : "Letters are commands",
                              ls->typing ? "Enter check \u00b7 Esc stop" : "Click here or type a number"};
        float hx = fb.x + fb.w + f->pad, hw = f->ask_panel.x + f->ask_panel.w - hx - f->pad;
        int hpx = SDL_max(10, f->small_px * 7 / 8);
        for (int i = 0; i < 2; i++)
            textfit_draw(app->text, i == 0 && ls->typing ? FONT_BOLD : FONT_REGULAR, hpx,
                         i == 0 && ls->typing ? PALETTE_GOLD : PALETTE_SOFT, how[i], hx,
                         fb.y + fb.h / 2 + (i == 0 ? -1.1f : 0.05f) * (float)hpx, hw, TEXT_LEFT);
    } else {
        for (int i = 0; i < LEARN_CHOICES; i++) {
            bool picked = ls->answered && i == ls->picked;
            SDL_Color fill = picked ? (ls->verdict.right ? PALETTE_GOOD : PALETTE_ERROR)
                             : i == ls->hover_choice ? PALETTE_BUTTON_HOVER : PALETTE_BUTTON;
            SDL_FRect c = f->choices[i];
            draw_box_text(app, c, FONT_BOLD, f->small_px, fill, picked ? PALETTE_DARK : PALETTE_CREAM,
                          learn_choice_at(ls, i), i == ls->choice_focus && !picked);
            /* Its key, small, at the left end: not read as part of the answer. */
            char keyname[4];
            SDL_snprintf(keyname, sizeof keyname, "%d", i + 1);
            int kpx = SDL_max(10, f->small_px * 3 / 4);
            text_draw(app->text, FONT_REGULAR, kpx, PALETTE_SOFT, keyname, c.x + c.h * 0.35f,
                      c.y + (c.h - (float)kpx * 1.2f) / 2, TEXT_LEFT);
        }
    }
    const char *said = ls->answered ? ls->verdict.message
                       : done ? "Done before. Try it again if you like."
                              : "";
    if (ls->answered && ls->verdict.right && ls->lesson + 1 < ls->lesson_count)
        SDL_snprintf(label, sizeof label, ls->typing ? " Enter: next lesson." /* N is typed */
                                                     : " Enter or N: next lesson.");
    else if (ls->answered && ls->verdict.right)
        SDL_snprintf(label, sizeof label, " That was the last lesson!");
    else
        label[0] = '\0';
    char full[400];
    SDL_snprintf(full, sizeof full, "%s%s", said, label);
    if (full[0]) {
        const char *texts[] = {full};
        int px = text_wrapped_px(app->text, FONT_REGULAR, f->small_px, textfit_min_px(f->small_px),
                                 texts, 1, f->verdict.w, f->verdict.h);
        SDL_Color ink = !ls->answered ? PALETTE_SOFT : ls->verdict.right ? PALETTE_GOOD : PALETTE_CREAM;
        if (ls->answered && !ls->verdict.right)
            ink = (SDL_Color){255, 190, 170, 255};
        text_draw_wrapped(app->text, FONT_REGULAR, px, ink, full, f->verdict.x, f->verdict.y,
                          f->verdict.w);
    }
}

/* The ladder's beats numbered under it, 1 on the pattern's first throw, for a lesson whose text
 * counts beats ("%! beats"). */
static void draw_beat_numbers(App *app, const LadderView *lv)
{
    int px = SDL_max(10, lv->label_px * 9 / 10);
    float y = lv->area.y + lv->area.h + (float)px * 0.25f;
    for (long b = (long)ceil(lv->first_beat); b <= (long)floor(lv->first_beat + lv->beats); b++) {
        if (b < 0)
            continue;
        SDL_FPoint p = ladder_point(lv, (double)b, SITESWAP_LEFT);
        if (p.x < lv->area.x || p.x > lv->area.x + lv->area.w)
            continue;
        char num[24];
        SDL_snprintf(num, sizeof num, "%ld", b + 1);
        text_draw(app->text, FONT_REGULAR, px, PALETTE_SOFT, num, p.x, y, TEXT_CENTER);
    }
    text_draw(app->text, FONT_REGULAR, px, PALETTE_SOFT, "beat", lv->area.x + (float)px * 0.3f, y,
              TEXT_LEFT);
}

/* ---- The juggler, the controls and the ladder ---- */

static void draw_stage(App *app, LearnScene *ls, double blend)
{
    const LearnFrame *f = &ls->frame;
    SDL_Renderer *r = app->renderer;
    draw_rounded_rect(r, f->stage, (float)f->body_px * 0.8f, PALETTE_PANEL);
    double t = ls->t;
    if (!ls->paused)
        t += blend * learn_speeds[ls->speed] * app->settings.animation_speed / LOOP_TICKS_PER_SECOND;
    double beat_s = learn_beat_seconds(ls), now_beat = t / beat_s;

    /* The facts: what is juggled, how fast, what is followed. */
    char name[120], facts[200];
    if (!ls->figure[0])
        name[0] = '\0';
    else if (ls->hide_name)
        SDL_strlcpy(name, "Which pattern is this?", sizeof name);
    else if (ls->broken)
        SDL_snprintf(name, sizeof name, "%s cannot be juggled", ls->figure);
    else
        SDL_strlcpy(name, ls->figure, sizeof name);
    const char *speed_words[LEARN_SPEEDS] = {"1/8 speed", "1/4 speed", "half speed", "full speed"};
    char follow[40] = "";
    if (ls->follow >= 0)
        SDL_snprintf(follow, sizeof follow, "  \u00b7  following %s %d", learn_prop_word(ls),
                     ls->follow + 1);
    char counts[80] = "";
    if (ls->has_motion && !ls->hide_name) /* what the lessons teach to read off a pattern */
        SDL_snprintf(counts, sizeof counts, "%d ball%s  \u00b7  period %d  \u00b7  ",
                     ls->motion->balls, ls->motion->balls == 1 ? "" : "s",
                     ls->period);
    else if (ls->passing && !ls->hide_name)
        learn_pass_counts(ls, counts, sizeof counts);
    if (ls->from_ground) { /* where the juggle from the cascade is */
        char part[100];
        learn_phase_words(ls, now_beat, part, sizeof part);
        SDL_snprintf(counts, sizeof counts, "%s  \u00b7  ", part);
    }
    if (ls->has_motion || ls->passing)
        SDL_snprintf(facts, sizeof facts, "%s%s%s%s", counts, speed_words[ls->speed],
                     ls->paused ? "  \u00b7  paused" : "", follow);
    else if (ls->broken)
        SDL_strlcpy(facts, "Red on the ladder: balls landing together", sizeof facts);
    else
        facts[0] = '\0';
    textfit_draw(app->text, FONT_BOLD, f->answer_px, ls->broken ? PALETTE_ERROR : PALETTE_CREAM,
                 name, f->facts.x, f->facts.y, f->facts.w, TEXT_LEFT);
    textfit_draw(app->text, FONT_REGULAR, f->small_px, PALETTE_SOFT, facts, f->facts.x,
                 f->facts.y + (float)f->answer_px * 1.25f, f->facts.w, TEXT_LEFT);

    ls->drawn_on = false;
    if (ls->has_motion) {
        AnimPose pose;
        anim_pose_at(ls->motion, t, &pose);
        JugglerView view = {.area = f->figure, .colour_blind = app->settings.colour_blind_props,
                            .follow = ls->follow >= 0, .follow_prop = ls->follow};
        juggler_draw(r, ls->motion, &pose, &view);
        AnimShot shot = anim_camera_target(ls->motion, juggler_aspect(f->figure));
        ls->drawn_figure = juggler_figure_box(&pose, &shot, f->figure);
        ls->drawn_prop_px = juggler_prop_px(ls->motion, &pose, &shot, f->figure);
        ls->drawn_on = true;
    } else if (ls->passing) {
        learn_pass_draw(ls, app, t);
    }
    learn_draw_state_line(app, ls, now_beat);

    /* The controls. */
    /* Their keys are in the hint line (S, Space, the arrows, F). */
    const char *labels[LEARN_BUTTONS] = {"Slower", ls->paused ? "Play" : "Pause", "Step",
                                         "Follow"};
    const char *texts[LEARN_BUTTONS];
    float widths[LEARN_BUTTONS];
    for (int i = 0; i < LEARN_BUTTONS; i++) {
        texts[i] = labels[i];
        widths[i] = f->buttons[i].w - f->buttons[i].h * 0.65f;
    }
    int bpx = textfit_px_all(textfit_measure_cache, app->text, true, f->small_px,
                             textfit_min_px(f->small_px), texts, widths, LEARN_BUTTONS);
    for (int i = 0; i < LEARN_BUTTONS; i++) {
        bool on = (i == 1 && ls->paused) || (i == 3 && ls->follow >= 0) || (i == 0 && ls->speed < LEARN_SPEEDS - 1);
        SDL_Color fill = on ? PALETTE_BUTTON_PRIMARY : i == ls->hover_button ? PALETTE_BUTTON_HOVER
                                                                              : PALETTE_BUTTON;
        draw_box_text(app, f->buttons[i], FONT_BOLD, bpx, fill, on ? PALETTE_DARK : PALETTE_CREAM,
                      labels[i], false);
    }

    /* The ladder: the juggled throws around now, or a broken pattern's collisions in red. */
    int label_px = SDL_max(10, f->hint_px);
    LadderView lv = {.area = f->ladder, .label_px = label_px, .follow = ls->follow,
                     .colour_blind = app->settings.colour_blind_props};
    if (ls->meta.beats) /* room under the rails for the beats' numbers, inside the panel */
        lv.area.h -= (float)SDL_max(10, label_px * 9 / 10) * 1.4f;
    lv.beats = ladder_beats_for(lv.area, label_px);
    int n = 0;
    if (ls->has_motion) {
        lv.first_beat = now_beat - lv.beats * 0.3;
        lv.now_beat = now_beat;
        long first = (long)floor(lv.first_beat) - SITESWAP_MAX_THROW - 1;
        long last = (long)ceil(lv.first_beat + lv.beats) + 1;
        n = anim_ladder(ls->motion, first, last, now_beat, ls->ladder, LEARN_LADDER_MAX);
    } else if (ls->broken) {
        /* No juggler: the collision, large, where the figure would stand. */
        lv.area = (SDL_FRect){f->figure.x, f->figure.y + f->figure.h * 0.2f, f->figure.w,
                              fminf(f->figure.h * 0.6f, f->figure.w * 0.45f)};
        lv.label_px = f->small_px;
        lv.beats = ladder_beats_for(lv.area, lv.label_px);
        lv.first_beat = -0.6;
        lv.now_beat = lv.first_beat - 1;
        lv.follow = -1;
        n = anim_ladder_pattern(ls->broken, 0, (long)ceil(lv.beats), -1, ls->ladder, LEARN_LADDER_MAX);
    }
    ls->ladder_count = SDL_min(n, LEARN_LADDER_MAX);
    if (ls->has_motion) { /* only the latest beat's throws are "now" */
        long latest = LONG_MIN;
        for (int i = 0; i < ls->ladder_count; i++)
            if (ls->ladder[i].beat <= now_beat && ls->ladder[i].beat > latest)
                latest = ls->ladder[i].beat;
        for (int i = 0; i < ls->ladder_count; i++)
            ls->ladder[i].current = ls->ladder[i].beat == latest;
    }
    if (ls->hide_name) { /* its numbers would give the answer away */
        draw_rounded_rect(r, f->ladder, (float)f->small_px * 0.4f, PALETTE_SCROLL_TRACK);
        textfit_draw_in(app->text, FONT_REGULAR, f->small_px, PALETTE_SOFT,
                        "The ladder shows once you have found it", f->ladder, f->pad, TEXT_CENTER);
    } else if (ls->has_motion || ls->broken) {
        ladder_draw(r, app->text, ls->ladder, ls->ladder_count, &lv);
        if (ls->meta.beats)
            draw_beat_numbers(app, &lv);
    } else if (ls->passing) {
        learn_pass_draw_ladder(ls, app, now_beat, label_px);
    }
}

/* ---- The list of lessons ---- */

static void draw_list(App *app, LearnScene *ls)
{
    const LearnFrame *f = &ls->frame;
    SDL_Renderer *r = app->renderer;
    draw_rounded_rect(r, f->list_panel, (float)f->body_px * 0.8f, PALETTE_PANEL);
    if (ls->course_problem[0]) {
        text_draw_wrapped(app->text, FONT_REGULAR, f->body_px, PALETTE_ERROR, ls->course_problem,
                          f->list_panel.x + f->pad, f->list_panel.y + f->pad,
                          f->list_panel.w - 2 * f->pad);
        return;
    }
    int tw, th;
    text_measure(app->text, FONT_REGULAR, f->row_px, "Ag", &tw, &th);
    for (int i = 0; i < ls->lesson_count; i++) {
        SDL_FRect row = {f->list_panel.x + f->pad, f->list_panel.y + f->pad + (float)i * f->row_h,
                         f->list_panel.w - 2 * f->pad, f->row_h * 0.92f};
        bool sel = i == ls->selected, done = ls->progress.done[i + 1];
        if (sel)
            draw_rounded_rect(r, row, row.h * 0.3f, PALETTE_GOLD);
        SDL_Color ink = sel ? PALETTE_DARK : PALETTE_CREAM;
        float ty = row.y + (row.h - (float)th) / 2;
        char num[8];
        SDL_snprintf(num, sizeof num, "%d", i + 1);
        text_draw(app->text, FONT_BOLD, f->row_px, ink, num, row.x + (float)f->row_px * 1.6f, ty,
                  TEXT_RIGHT);
        float mark_w = (float)f->row_px * 4.5f;
        textfit_draw(app->text, sel ? FONT_BOLD : FONT_REGULAR, f->row_px, ink, ls->titles[i],
                     row.x + (float)f->row_px * 2.4f, ty, row.w - (float)f->row_px * 2.4f - mark_w,
                     TEXT_LEFT);
        if (done)
            text_draw(app->text, FONT_BOLD, f->row_px, sel ? PALETTE_DARK : PALETTE_GOOD,
                      "\u2713 done", row.x + row.w - (float)f->row_px * 0.5f, ty, TEXT_RIGHT);
    }
}

const char *learn_hint(const LearnScene *ls)
{
    if (ls->mode == LEARN_MODE_LIST)
        return "\u2191 \u2193 lesson   \u00b7   Enter  open it   \u00b7   Esc back";
    if (ls->typing)
        return "Typing: every key goes into the answer   \u00b7   Enter  check   \u00b7   "
               "Backspace  undo   \u00b7   Esc  stop typing (the lesson stays)";
    if (ls->esc_warned) /* a second Esc straight after the one that stopped the typing */
        return "Still in the lesson   \u00b7   Esc once more or L  the list of lessons   \u00b7   "
               "any other key  stay";
    if (ls->esc_stopped_typing)
        return "Keys are commands again   \u00b7   Space  pause   \u00b7   \u2190 \u2192 step   "
               "\u00b7   S  slower   \u00b7   F  follow   \u00b7   L  the list of lessons";
    return "\u2191 \u2193 read   \u00b7   Tab  juggle an example   \u00b7   Space  pause   \u00b7   "
           "\u2190 \u2192 step   \u00b7   S  slower   \u00b7   F  follow   \u00b7   N P  next, previous   "
           "\u00b7   Esc L  lessons";
}

void learn_draw(Scene *scene, App *app, double blend)
{
    LearnScene *ls = (LearnScene *)scene;
    learn_ensure_layout(ls, app);
    const LearnFrame *f = &ls->frame;
    app_draw_table(app);
    int tw = text_draw(app->text, FONT_BOLD, f->title_px, PALETTE_CREAM, "Learn", f->margin,
                       f->title_y, TEXT_LEFT);
    char sub[200];
    int done = learn_progress_done_count(&ls->progress, ls->lesson_count);
    if (ls->mode == LEARN_MODE_LIST)
        SDL_snprintf(sub, sizeof sub, "Siteswap, step by step  \u00b7  %d of %d lessons done", done,
                     ls->lesson_count);
    else
        SDL_snprintf(sub, sizeof sub, "Lesson %d of %d%s", ls->lesson + 1, ls->lesson_count,
                     ls->progress.done[ls->lesson + 1] ? "  \u00b7  \u2713 done" : "");
    int sw, sh, hw, hh;
    text_measure(app->text, FONT_REGULAR, f->small_px, "Ag", &sw, &sh);
    text_measure(app->text, FONT_BOLD, f->title_px, "Ag", &hw, &hh);
    float sx = f->margin + (float)tw + f->margin;
    textfit_draw(app->text, FONT_REGULAR, f->small_px, PALETTE_SOFT, sub, sx,
                 f->title_y + (float)(hh - sh) * 0.7f, (float)app->width - sx - f->margin, TEXT_LEFT);

    if (ls->mode == LEARN_MODE_LIST) {
        draw_list(app, ls);
    } else {
        draw_text(app, ls);
        draw_ask(app, ls, app_time(app, blend));
        draw_stage(app, ls, blend);
    }
    const char *hint = learn_hint(ls);
    textfit_draw(app->text, FONT_REGULAR, f->hint_px, PALETTE_SOFT, hint, (float)app->width / 2,
                 f->hint_y, (float)app->width - 2 * f->margin, TEXT_CENTER);
    learn_draw_term_tip(app, ls); /* over everything */
}
