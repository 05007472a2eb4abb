#include "reader.h"

#include "cards.h"
#include "datadir.h"
#include "draw.h"
#include "hit.h"
#include "palette.h"
#include "textfit.h"

#include <limits.h>
#include <math.h>
#ifndef PATH_MAX
#define PATH_MAX 4096
#endif

static float clampf(float v, float lo, float hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

/* ---- Opening a text ---- */

static bool reader_start(Reader *r, bool chips)
{
    *r = (Reader){.chips = chips, .jumped_section = -1, .hover_link = -1, .focused_link = -1,
                  .playing_link = -1, .hover_toc = -1, .press_link = -1};
    r->flow = SDL_calloc(1, sizeof *r->flow); /* empty until the first layout */
    return r->flow != NULL;
}

static void reader_lists(Reader *r)
{
    int n = r->doc ? r->doc->section_count : 0;
    ui_list_init(&r->toc, (float)(n > 0 ? n : 1));
    ui_list_resize(&r->toc, n, (float)(n > 0 ? n : 1));
}

bool reader_open_text(Reader *r, const char *markup, const char *name, bool chips,
                      const char *what_wrong)
{
    if (!reader_start(r, chips))
        return false;
    RulesDoc *doc = SDL_calloc(1, sizeof *doc);
    if (!doc) {
        reader_close(r);
        return false;
    }
    char err[200];
    if (rules_text_parse(markup, doc, err, sizeof err)) {
        r->doc = doc;
    } else {
        SDL_strlcpy(r->problem, what_wrong, sizeof r->problem);
        SDL_snprintf(r->detail, sizeof r->detail, "%s, %s", name, err);
        SDL_free(doc);
        SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "%s %s", r->problem, r->detail);
    }
    reader_lists(r);
    return true;
}

bool reader_open(Reader *r, const App *app, const char *rel, bool chips, const char *what_missing,
                 const char *what_wrong, char **markup)
{
    if (markup)
        *markup = NULL;
    char path[PATH_MAX], why[sizeof r->detail] = "";
    char *text = NULL;
    if (!datadir_join(path, sizeof path, app->data_dir, rel)) {
        SDL_snprintf(why, sizeof why, "The path to %s is too long.", rel);
    } else {
        /* Opened here rather than by SDL_LoadFile, whose message for a missing file is only
         * "Parameter 'src' is invalid". */
        SDL_RWops *rw = SDL_RWFromFile(path, "rb");
        text = rw ? SDL_LoadFile_RW(rw, NULL, 1) : NULL;
        if (!rw) /* SDL's message names the file */
            SDL_snprintf(why, sizeof why, "%s.", SDL_GetError());
        else if (!text)
            SDL_snprintf(why, sizeof why, "%s could not be read: %s.", path, SDL_GetError());
    }
    if (text) {
        bool ok = reader_open_text(r, text, rel, chips, what_wrong);
        if (ok && markup)
            *markup = text;
        else
            SDL_free(text);
        return ok;
    }
    /* A missing text is said on the screen, never a reason to fail. */
    if (!reader_start(r, chips))
        return false;
    SDL_strlcpy(r->problem, what_missing, sizeof r->problem);
    SDL_strlcpy(r->detail, why, sizeof r->detail);
    SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "%s %s", r->problem, r->detail);
    reader_lists(r);
    return true;
}

void reader_close(Reader *r)
{
    SDL_free(r->doc);
    SDL_free(r->flow);
    r->doc = NULL;
    r->flow = NULL;
}

/* ---- Layout and scrolling ---- */

float reader_max_scroll(const Reader *r)
{
    if (!r->doc || r->laid_body_px == 0)
        return 0;
    return rules_layout_max_scroll(r->flow, r->doc->section_count, r->frame.text_view.h);
}

void reader_scroll_to(Reader *r, float y)
{
    r->scroll_target = clampf(y, 0, reader_max_scroll(r));
}

void reader_scroll_by(Reader *r, float dy)
{
    reader_scroll_to(r, r->scroll_target + dy);
}

float reader_line_height(const Reader *r)
{
    return (float)r->frame.body_px * RULES_LINE_HEIGHT;
}

void reader_jump_to_section(Reader *r, int section)
{
    if (!r->doc || section < 0 || section >= r->doc->section_count)
        return;
    float top = r->flow->section_y[section] - (float)r->frame.body_px * 0.3f;
    reader_scroll_to(r, section == 0 ? 0 : top);
    r->jumped_section = section;
    r->jumped_to = r->scroll_target;
}

void reader_layout(Reader *r, const ReaderFrame *frame, RulesMeasure measure, void *ctx)
{
    bool laid = r->doc && r->laid_body_px > 0;
    bool at_end = laid && r->scroll_target > 0 && r->scroll_target >= reader_max_scroll(r) - 1;
    int jumped = r->jumped_section >= 0 && (!laid || r->scroll_target == r->jumped_to)
                     ? r->jumped_section : -1;
    int anchor = -1;
    float offset = 0;
    for (int b = 0; laid && b < r->doc->block_count && anchor < 0; b++)
        if (r->flow->block_y[b] >= r->scroll_target - 0.5f)
            anchor = b;
    if (anchor >= 0)
        offset = (r->flow->block_y[anchor] - r->scroll_target) / (float)r->laid_body_px;

    r->frame = *frame;
    if (!r->doc)
        return;
    float w = frame->text_view.w;
    if (w == r->laid_flow_w && frame->body_px == r->laid_body_px)
        return;
    rules_layout_flow(r->doc, w, frame->body_px, frame->heading_px, measure, ctx, r->flow);
    r->laid_flow_w = w;
    r->laid_body_px = frame->body_px;
    float y = r->scroll_target;
    if (anchor >= 0)
        y = r->flow->block_y[anchor] - offset * (float)frame->body_px;
    if (at_end)
        y = reader_max_scroll(r);
    r->scroll = r->scroll_target = clampf(y, 0, reader_max_scroll(r));
    if (jumped >= 0) {
        reader_jump_to_section(r, jumped);
        r->scroll = r->scroll_target;
    }
}

int reader_current_section(const Reader *r)
{
    if (!r->doc || r->laid_body_px == 0)
        return r->jumped_section > 0 ? r->jumped_section : 0;
    if (r->jumped_section >= 0 && r->scroll_target == r->jumped_to)
        return r->jumped_section;
    return rules_layout_section_at(r->flow, r->doc->section_count,
                                   r->scroll_target + r->frame.text_view.h * 0.3f);
}

bool reader_link_chip(const Reader *r, int link, SDL_FRect *chip)
{
    if (!r->doc || link < 0 || link >= r->doc->link_count || r->flow->link_run[link] < 0)
        return false;
    const RulesRun *run = &r->flow->runs[r->flow->link_run[link]];
    *chip = (SDL_FRect){run->x, run->y, run->w, run->h};
    return true;
}

bool reader_link_visible(const Reader *r, int link)
{
    SDL_FRect c;
    return reader_link_chip(r, link, &c) && c.y >= r->scroll_target &&
           c.y + c.h <= r->scroll_target + r->frame.text_view.h;
}

void reader_reveal_link(Reader *r, int link)
{
    SDL_FRect c;
    if (!reader_link_chip(r, link, &c))
        return;
    float margin = reader_line_height(r) * 1.5f, view_h = r->frame.text_view.h;
    if (c.y < r->scroll_target + margin)
        reader_scroll_to(r, c.y - margin);
    else if (c.y + c.h > r->scroll_target + view_h - margin)
        reader_scroll_to(r, c.y + c.h - view_h + margin);
}

SDL_FRect reader_thumb_rect(const Reader *r)
{
    SDL_FRect track = r->frame.scrollbar;
    float maxs = reader_max_scroll(r), view = r->frame.text_view.h;
    float th = maxs > 0 ? fmaxf(track.w * 3, track.h * view / (view + maxs)) : track.h;
    th = fminf(th, track.h);
    float y = track.y + (maxs > 0 ? (track.h - th) * r->scroll / maxs : 0);
    return (SDL_FRect){track.x, y, track.w, th};
}

void reader_tab(Reader *r, bool backwards)
{
    int n = r->doc ? r->doc->link_count : 0;
    if (n == 0)
        return;
    r->in_contents = false;
    int next = -1;
    if (r->focused_link >= 0 && reader_link_visible(r, r->focused_link)) {
        next = (r->focused_link + (backwards ? n - 1 : 1)) % n;
    } else {
        /* The reader has moved on: start where they are. */
        for (int k = 0; k < n && next < 0; k++) {
            int i = backwards ? n - 1 - k : k;
            if (reader_link_visible(r, i))
                next = i;
        }
        /* None in sight: the first one below the view (or above it, going back). */
        for (int k = 0; k < n && next < 0; k++) {
            int i = backwards ? n - 1 - k : k;
            SDL_FRect c;
            if (reader_link_chip(r, i, &c) && (backwards ? c.y < r->scroll_target
                                                         : c.y > r->scroll_target))
                next = i;
        }
        if (next < 0)
            next = backwards ? n - 1 : 0;
    }
    r->focused_link = next;
    reader_reveal_link(r, next);
}

void reader_update(Reader *r)
{
    if (r->dragging || r->dragging_bar)
        return;
    float d = r->scroll_target - r->scroll;
    r->scroll = fabsf(d) < 0.5f ? r->scroll_target : r->scroll + d * READER_SCROLL_EASE;
}

bool reader_moving(const Reader *r)
{
    return r->scroll != r->scroll_target || r->dragging || r->dragging_bar;
}

/* ---- Input ---- */

static int link_at(const Reader *r, float x, float y)
{
    const SDL_FRect v = r->frame.text_view;
    if (!r->doc || !r->chips || !ui_hit(v, x, y))
        return -1;
    return rules_layout_link_at(r->flow, x - v.x, y - v.y + r->scroll);
}

static int toc_at(const Reader *r, float x, float y)
{
    return r->doc ? ui_hit_index(r->frame.toc, r->frame.toc_count, x, y) : -1;
}

static void pointer_down(Reader *r, const Input *in)
{
    const ReaderFrame *f = &r->frame;
    SDL_FRect bar = {f->scrollbar.x - f->scrollbar.w, f->scrollbar.y, f->scrollbar.w * 3,
                     f->scrollbar.h}; /* wider than it looks: easy to hit */
    int toc = toc_at(r, in->x, in->y);
    if (toc >= 0) {
        r->in_contents = false;
        ui_list_select(&r->toc, toc);
        reader_jump_to_section(r, toc);
    } else if (reader_max_scroll(r) > 0 && ui_hit(bar, in->x, in->y)) {
        SDL_FRect thumb = reader_thumb_rect(r);
        if (in->y >= thumb.y && in->y < thumb.y + thumb.h) {
            r->dragging_bar = true;
            r->press_y = in->y - thumb.y;
        } else {
            reader_scroll_by(r, (in->y < thumb.y ? -1.0f : 1.0f) * f->text_view.h * 0.9f);
        }
    } else if (ui_hit(f->text_view, in->x, in->y)) {
        r->pressing = true;
        r->dragging = false;
        r->press_x = in->x;
        r->press_y = in->y;
        r->scroll_target = r->scroll; /* a finger on the text stops it */
        r->press_scroll = r->scroll;
        r->press_link = link_at(r, in->x, in->y);
    }
}

static void pointer_move(Reader *r, const Input *in)
{
    if (r->dragging_bar) {
        SDL_FRect track = r->frame.scrollbar, thumb = reader_thumb_rect(r);
        float room = track.h - thumb.h;
        if (room > 0) /* the thumb's top follows the pointer, keeping the grip */
            r->scroll = r->scroll_target =
                clampf((in->y - r->press_y - track.y) / room, 0, 1) * reader_max_scroll(r);
        return;
    }
    if (r->pressing) {
        float slop = (float)r->frame.body_px * 0.5f;
        if (!r->dragging && (fabsf(in->y - r->press_y) > slop || fabsf(in->x - r->press_x) > slop))
            r->dragging = true;
        if (r->dragging) {
            r->press_link = -1;
            r->scroll = r->scroll_target =
                clampf(r->press_scroll - (in->y - r->press_y), 0, reader_max_scroll(r));
        }
        return;
    }
    r->hover_link = link_at(r, in->x, in->y);
    r->hover_toc = toc_at(r, in->x, in->y);
}

/* A key in the contents list: the text follows as the list is walked. */
static void contents_key(Reader *r, SDL_Keycode key)
{
    int n = r->doc ? r->doc->section_count : 0;
    ui_list_resize(&r->toc, n, (float)n);
    if (n > 0 && ui_list_key(&r->toc, key))
        reader_jump_to_section(r, r->toc.selected);
}

static bool key(Reader *r, const Input *in)
{
    float page = r->frame.text_view.h * 0.9f;
    switch (in->key) {
    case SDLK_TAB:
        if (!r->chips)
            return false;
        reader_tab(r, (in->mod & KMOD_SHIFT) != 0);
        return true;
    case SDLK_PAGEUP:
    case SDLK_PAGEDOWN:
        reader_scroll_by(r, (in->key == SDLK_PAGEUP ? -1.0f : 1.0f) * page);
        return true;
    case SDLK_HOME:
    case SDLK_END:
        if (r->in_contents)
            contents_key(r, in->key);
        else
            reader_scroll_to(r, in->key == SDLK_HOME ? 0 : reader_max_scroll(r));
        return true;
    default:
        return false;
    }
}

bool reader_input(Reader *r, const Input *in, int *picked)
{
    *picked = -1;
    switch (in->kind) {
    case INPUT_UP:
    case INPUT_DOWN: {
        int dir = in->kind == INPUT_UP ? -1 : 1;
        if (r->in_contents)
            contents_key(r, dir < 0 ? SDLK_UP : SDLK_DOWN);
        else
            reader_scroll_by(r, (float)dir * reader_line_height(r) * 2);
        return true;
    }
    case INPUT_LEFT:
        if (!r->in_contents && r->doc) {
            r->in_contents = true;
            ui_list_resize(&r->toc, r->doc->section_count, (float)r->doc->section_count);
            ui_list_select(&r->toc, reader_current_section(r));
        }
        return true;
    case INPUT_RIGHT:
        r->in_contents = false;
        return true;
    case INPUT_CONFIRM:
        if (r->in_contents) {
            reader_jump_to_section(r, r->toc.selected);
            r->in_contents = false;
        } else if (r->chips && r->focused_link >= 0) {
            *picked = r->focused_link;
        } else if (in->key == SDLK_SPACE) { /* Space pages on, as in a browser */
            reader_scroll_by(r, ((in->mod & KMOD_SHIFT) ? -1.0f : 1.0f) *
                                    r->frame.text_view.h * 0.9f);
        }
        return true;
    case INPUT_KEY:
        return key(r, in);
    case INPUT_WHEEL:
        reader_scroll_by(r, -in->wheel_y * reader_line_height(r) * 3);
        return true;
    case INPUT_POINTER_DOWN:
        pointer_down(r, in);
        return true;
    case INPUT_POINTER_MOVE:
        pointer_move(r, in);
        return true;
    case INPUT_POINTER_UP:
        if (r->pressing && !r->dragging && r->press_link >= 0 &&
            link_at(r, in->x, in->y) == r->press_link) {
            r->in_contents = false;
            *picked = r->press_link;
        }
        r->pressing = r->dragging = r->dragging_bar = false;
        r->press_link = -1;
        return true;
    default:
        return false;
    }
}

/* ---- Drawing ---- */

/* A line cut by the view's edge fades with what is cut off: half a line reads as "scroll for
 * more" rather than as a drawing mistake. Whole lines are fully opaque. */
static Uint8 edge_alpha(const Reader *r, float y, float h)
{
    float top = r->frame.text_view.y, bottom = top + r->frame.text_view.h;
    float seen = h > 0 ? (fminf(y + h, bottom) - fmaxf(y, top)) / h : 1;
    seen = clampf(seen, 0, 1);
    return (Uint8)(255.0f * (0.12f + 0.88f * seen * seen));
}

static SDL_Color faded(SDL_Color c, Uint8 alpha)
{
    c.a = (Uint8)(c.a * alpha / 255);
    return c;
}

static void draw_run_text(App *app, const Reader *r, const RulesRun *run, FontFace face,
                          SDL_Color colour, float x, float y, float h, TextAlign align)
{
    char buf[512];
    int len = SDL_min(run->length, (int)sizeof buf - 1);
    SDL_memcpy(buf, r->doc->text + run->start, (size_t)len);
    buf[len] = '\0';
    int tw, th;
    SDL_Texture *t = text_get(app->text, face, run->px, colour, buf, &tw, &th);
    if (!t)
        return;
    float left = align == TEXT_CENTER ? x - (float)tw / 2 : x;
    SDL_SetTextureAlphaMod(t, edge_alpha(r, y, h));
    SDL_RenderCopyF(app->renderer, t, NULL,
                    &(SDL_FRect){left, roundf(y + (h - (float)th) / 2), (float)tw, (float)th});
    SDL_SetTextureAlphaMod(t, 255); /* the texture is cached and shared */
}

static void draw_chip(App *app, const Reader *r, const RulesRun *run, float x, float y)
{
    SDL_Renderer *ren = app->renderer;
    bool playing = run->link == r->playing_link, focused = run->link == r->focused_link,
         hover = run->link == r->hover_link;
    SDL_FRect chip = {x, y, run->w, run->h};
    Uint8 alpha = edge_alpha(r, y, run->h);
    if (focused) { /* a ring outside the chip, so the focus shows whatever the chip's colour */
        float ring = SDL_max(2.0f, (float)run->px * 0.12f);
        draw_rounded_rect(ren, (SDL_FRect){x - ring, y - ring, run->w + 2 * ring,
                                           run->h + 2 * ring},
                          run->h * 0.3f + ring, faded(PALETTE_CREAM, alpha));
        draw_rounded_rect(ren, (SDL_FRect){x - ring * 0.5f, y - ring * 0.5f, run->w + ring,
                                           run->h + ring},
                          run->h * 0.3f + ring * 0.5f, faded(PALETTE_DARK, alpha));
    }
    SDL_Color fill = playing ? PALETTE_GOLD : hover ? PALETTE_CHIP_HOVER : PALETTE_CHIP;
    draw_rounded_rect(ren, chip, run->h * 0.3f, faded(fill, alpha));
    if (!playing) /* a card's edge along the bottom: it reads as something to press */
        draw_rounded_rect(ren, (SDL_FRect){x + run->h * 0.2f,
                                           y + run->h - SDL_max(2.0f, run->h * 0.07f),
                                           run->w - run->h * 0.4f, SDL_max(2.0f, run->h * 0.07f)},
                          1, faded(PALETTE_CHIP_EDGE, alpha));
    draw_run_text(app, r, run, FONT_BOLD, PALETTE_DARK, x + run->w / 2, y, run->h, TEXT_CENTER);
}

void reader_draw_text(App *app, const Reader *r, SDL_Color bold)
{
    const ReaderFrame *f = &r->frame;
    SDL_Renderer *ren = app->renderer;
    draw_rounded_rect(ren, f->text_panel, (float)f->body_px * 0.8f, PALETTE_PANEL);
    SDL_FRect v = f->text_view;
    if (!r->doc) {
        float h = text_draw_wrapped(app->text, FONT_REGULAR, f->body_px, PALETTE_ERROR,
                                    r->problem, v.x, v.y, v.w);
        /* The detail names a file: a path may be wider than the panel, so it is clipped. */
        SDL_RenderSetClipRect(ren, &(SDL_Rect){(int)v.x, (int)v.y, (int)v.w, (int)v.h});
        text_draw_wrapped(app->text, FONT_REGULAR, f->toc_px, PALETTE_FAINT, r->detail, v.x,
                          v.y + h + (float)f->body_px * 0.5f, v.w);
        SDL_RenderSetClipRect(ren, NULL);
        return;
    }
    /* Clipped to the view, with a little room for a chip's focus ring at its edges. */
    SDL_Rect clip = {(int)(v.x - (float)f->body_px * 0.4f), (int)v.y,
                     (int)(v.w + (float)f->body_px * 0.8f), (int)v.h};
    SDL_RenderSetClipRect(ren, &clip);
    float top = r->scroll, bottom = r->scroll + v.h;
    for (int i = 0; i < r->flow->box_count; i++) {
        SDL_FRect b = r->flow->boxes[i];
        if (b.y > bottom || b.y + b.h < top)
            continue;
        SDL_FRect box = {v.x + b.x, v.y + b.y - top, b.w, b.h};
        draw_rounded_rect(ren, box, (float)f->body_px * 0.5f, PALETTE_ASIDE);
        draw_rounded_rect(ren, (SDL_FRect){box.x, box.y, (float)f->body_px * 0.22f, box.h},
                          (float)f->body_px * 0.11f, PALETTE_GOLD);
    }
    for (int i = 0; i < r->flow->run_count; i++) {
        const RulesRun *run = &r->flow->runs[i];
        if (run->y > bottom || run->y + run->h < top)
            continue;
        float x = v.x + run->x, y = v.y + run->y - top;
        switch (run->kind) {
        case RULES_RUN_PLAIN:
            draw_run_text(app, r, run, FONT_REGULAR, PALETTE_CREAM, x, y, run->h, TEXT_LEFT);
            break;
        case RULES_RUN_BOLD:
            draw_run_text(app, r, run, FONT_BOLD, bold, x, y, run->h, TEXT_LEFT);
            break;
        case RULES_RUN_HEADING:
            draw_run_text(app, r, run, FONT_BOLD, PALETTE_GOLD, x, y, run->h, TEXT_LEFT);
            break;
        case RULES_RUN_BULLET:
            draw_rounded_rect(ren, (SDL_FRect){x, y, run->w, run->h}, run->w / 2,
                              faded(PALETTE_GOLD, edge_alpha(r, y, run->h)));
            break;
        case RULES_RUN_LINK:
            if (r->chips)
                draw_chip(app, r, run, x, y);
            else /* nothing to juggle here: a link reads as bold */
                draw_run_text(app, r, run, FONT_BOLD, bold, x, y, run->h, TEXT_LEFT);
            break;
        case RULES_RUN_CARD: {
            SDL_Texture *t = cards_face_52(app->cards, run->link, (int)run->h);
            if (t)
                cards_draw_sized(app->cards, t, x + run->w / 2, y + run->h / 2, run->w, run->h,
                                 0, 0);
            break;
        }
        }
    }
    SDL_RenderSetClipRect(ren, NULL);

    if (reader_max_scroll(r) > 0) {
        SDL_FRect track = f->scrollbar, thumb = reader_thumb_rect(r);
        draw_rounded_rect(ren, track, track.w / 2, PALETTE_SCROLL_TRACK);
        draw_rounded_rect(ren, thumb, track.w / 2,
                          r->dragging_bar ? PALETTE_GOLD : PALETTE_SCROLL_THUMB);
    }
}

void reader_draw_contents(App *app, const Reader *r)
{
    const ReaderFrame *f = &r->frame;
    SDL_Renderer *ren = app->renderer;
    draw_rounded_rect(ren, f->contents, (float)f->toc_px * 0.8f, PALETTE_PANEL);
    if (!r->doc) /* empty, but the screen keeps its shape */
        return;
    float pad = (float)f->toc_px * 0.6f;
    textfit_draw(app->text, FONT_BOLD, f->toc_px, PALETTE_FAINT, "Contents", f->contents.x + pad,
                 f->contents_label_y, f->contents.w - 2 * pad, TEXT_LEFT);
    int reading = reader_current_section(r);
    int sw, sh;
    text_measure(app->text, FONT_REGULAR, f->toc_px, "Ag", &sw, &sh);
    for (int i = 0; i < f->toc_count; i++) {
        SDL_FRect row = f->toc[i];
        bool focus = r->in_contents && i == r->toc.selected;
        if (focus)
            draw_rounded_rect(ren, row, row.h * 0.3f, PALETTE_GOLD);
        else if (i == r->hover_toc)
            draw_rounded_rect(ren, row, row.h * 0.3f, PALETTE_ROW);
        if (i == reading && !focus) /* a bar beside the section being read */
            draw_rounded_rect(ren, (SDL_FRect){row.x + pad * 0.15f, row.y + row.h * 0.2f,
                                               SDL_max(3.0f, pad * 0.25f), row.h * 0.6f},
                              pad * 0.12f, PALETTE_GOLD);
        SDL_Color ink = focus ? PALETTE_DARK : i == reading ? PALETTE_CREAM : PALETTE_SOFT;
        textfit_draw(app->text, i == reading || focus ? FONT_BOLD : FONT_REGULAR, f->toc_px, ink,
                     r->doc->sections[i].title, f->toc_text_x, row.y + (row.h - (float)sh) / 2,
                     row.x + row.w - f->toc_text_x - pad * 0.4f, TEXT_LEFT);
    }
}
