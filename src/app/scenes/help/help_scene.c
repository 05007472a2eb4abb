#include "help_scene.h"

#include "probe_json.h"

#include "datadir.h"
#include "draw.h"
#include "help_layout.h"
#include "help_text.h"
#include "hit.h"
#include "json_write.h"
#include "list.h"
#include "palette.h"
#include "textfit.h"

#include <math.h>

#define SCROLL_EASE 0.3f /* of the way to the target per tick, as on the Rules screen */

typedef struct HelpScene {
    Scene base;
    RulesDoc *doc;        /* large: on the heap, like the flow; NULL when there is no text */
    RulesFlow *flow;
    HelpScreens screens;
    char problem[200];    /* why there is no text to show */
    char detail[400];     /* and what exactly went wrong, for whoever fixes it */
    char from[HELP_SCREEN_NAME_MAX];
    int from_section;

    HelpFrame frame;
    int laid_w, laid_h;
    TextSize laid_text;
    bool laid;

    float scroll, scroll_target;
    int jumped_section;   /* the section last jumped to, while the text stays there */
    float jumped_to;
    bool in_contents;
    UiList toc;
    int hover_toc;
    bool pressing, dragging, dragging_bar;
    float press_y, press_scroll;
} HelpScene;

static float clampf(float v, float lo, float hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

/* ---- State ---- */

static float max_scroll(const HelpScene *hs)
{
    if (!hs->doc || !hs->laid)
        return 0;
    return rules_layout_max_scroll(hs->flow, hs->doc->section_count, hs->frame.text_view.h);
}

static void scroll_to(HelpScene *hs, float y)
{
    hs->scroll_target = clampf(y, 0, max_scroll(hs));
}

static void scroll_by(HelpScene *hs, float dy)
{
    scroll_to(hs, hs->scroll_target + dy);
}

static float line_height(const HelpScene *hs)
{
    return (float)hs->frame.body_px * RULES_LINE_HEIGHT;
}

static void jump_to_section(HelpScene *hs, int section)
{
    if (!hs->doc || section < 0 || section >= hs->doc->section_count)
        return;
    scroll_to(hs, section == 0 ? 0 : hs->flow->section_y[section] - (float)hs->frame.body_px * 0.3f);
    hs->jumped_section = section;
    hs->jumped_to = hs->scroll_target;
}

/* The section being read: the one jumped to while the text stays there, else the one holding
 * the line a third of the way down the view. */
static int current_section(const HelpScene *hs)
{
    if (!hs->doc || !hs->laid)
        return hs->jumped_section > 0 ? hs->jumped_section : 0;
    if (hs->jumped_section >= 0 && hs->scroll_target == hs->jumped_to)
        return hs->jumped_section;
    return rules_layout_section_at(hs->flow, hs->doc->section_count,
                                   hs->scroll_target + hs->frame.text_view.h * 0.3f);
}

/* Lays the screen out again when the window or the text size changed, keeping the section
 * being read at the top. */
static void ensure_layout(HelpScene *hs, App *app)
{
    if (hs->laid && hs->laid_w == app->width && hs->laid_h == app->height &&
        hs->laid_text == app->settings.text_size)
        return;
    int section = current_section(hs);
    bool jumped = !hs->laid || (hs->jumped_section >= 0 && hs->scroll_target == hs->jumped_to);
    hs->laid_w = app->width;
    hs->laid_h = app->height;
    hs->laid_text = app->settings.text_size;
    help_layout_frame(app->width, app->height, settings_text_scale(app->settings.text_size),
                      hs->doc, textfit_measure_cache, app->text, &hs->frame);
    if (!hs->doc)
        return;
    rules_layout_flow(hs->doc, hs->frame.text_view.w, hs->frame.body_px, hs->frame.heading_px,
                      textfit_measure_cache, app->text, hs->flow);
    hs->laid = true;
    if (jumped || section > 0)
        jump_to_section(hs, section);
    else
        scroll_to(hs, 0);
    hs->scroll = hs->scroll_target;
}

static SDL_FRect thumb_rect(const HelpScene *hs)
{
    SDL_FRect track = hs->frame.scrollbar;
    float maxs = max_scroll(hs), view = hs->frame.text_view.h;
    float th = maxs > 0 ? fmaxf(track.w * 3, track.h * view / (view + maxs)) : track.h;
    th = fminf(th, track.h);
    float y = track.y + (maxs > 0 ? (track.h - th) * hs->scroll / maxs : 0);
    return (SDL_FRect){track.x, y, track.w, th};
}

/* ---- Drawing ---- */

/* A line cut by the view's edge fades with what is cut off, as on the Rules screen: half a line
 * reads as "scroll for more". */
static Uint8 edge_alpha(const HelpScene *hs, float y, float h)
{
    float top = hs->frame.text_view.y, bottom = top + hs->frame.text_view.h;
    float seen = h > 0 ? (fminf(y + h, bottom) - fmaxf(y, top)) / h : 1;
    seen = clampf(seen, 0, 1);
    return (Uint8)(255.0f * (0.12f + 0.88f * seen * seen));
}

static void draw_run(App *app, const HelpScene *hs, const RulesRun *r, FontFace face,
                     SDL_Color colour, float x, float y)
{
    char buf[512];
    int len = SDL_min(r->length, (int)sizeof buf - 1);
    SDL_memcpy(buf, hs->doc->text + r->start, (size_t)len);
    buf[len] = '\0';
    int tw, th;
    SDL_Texture *t = text_get(app->text, face, r->px, colour, buf, &tw, &th);
    if (!t)
        return;
    SDL_SetTextureAlphaMod(t, edge_alpha(hs, y, r->h));
    SDL_RenderCopyF(app->renderer, t, NULL,
                    &(SDL_FRect){x, roundf(y + (r->h - (float)th) / 2), (float)tw, (float)th});
    SDL_SetTextureAlphaMod(t, 255); /* the texture is cached and shared */
}

static void draw_text(App *app, const HelpScene *hs)
{
    const HelpFrame *f = &hs->frame;
    SDL_Renderer *r = app->renderer;
    draw_rounded_rect(r, f->text_panel, (float)f->body_px * 0.8f, PALETTE_PANEL);
    SDL_FRect v = f->text_view;
    if (!hs->doc) {
        float h = text_draw_wrapped(app->text, FONT_REGULAR, f->body_px, PALETTE_ERROR,
                                    hs->problem, v.x, v.y, v.w);
        SDL_RenderSetClipRect(r, &(SDL_Rect){(int)v.x, (int)v.y, (int)v.w, (int)v.h});
        text_draw_wrapped(app->text, FONT_REGULAR, f->toc_px, PALETTE_FAINT, hs->detail, v.x,
                          v.y + h + (float)f->body_px * 0.5f, v.w);
        SDL_RenderSetClipRect(r, NULL);
        return;
    }
    SDL_RenderSetClipRect(r, &(SDL_Rect){(int)v.x, (int)v.y, (int)v.w + 1, (int)v.h});
    float top = hs->scroll, bottom = hs->scroll + v.h;
    for (int i = 0; i < hs->flow->box_count; i++) {
        SDL_FRect b = hs->flow->boxes[i];
        if (b.y > bottom || b.y + b.h < top)
            continue;
        SDL_FRect box = {v.x + b.x, v.y + b.y - top, b.w, b.h};
        draw_rounded_rect(r, box, (float)f->body_px * 0.5f, PALETTE_ASIDE);
        draw_rounded_rect(r, (SDL_FRect){box.x, box.y, (float)f->body_px * 0.22f, box.h},
                          (float)f->body_px * 0.11f, PALETTE_GOLD);
    }
    for (int i = 0; i < hs->flow->run_count; i++) {
        const RulesRun *run = &hs->flow->runs[i];
        if (run->y > bottom || run->y + run->h < top)
            continue;
        float x = v.x + run->x, y = v.y + run->y - top;
        switch (run->kind) {
        case RULES_RUN_PLAIN:
            draw_run(app, hs, run, FONT_REGULAR, PALETTE_CREAM, x, y);
            break;
        case RULES_RUN_BOLD:
        case RULES_RUN_LINK: /* the help has no examples to juggle: a link reads as bold */
            draw_run(app, hs, run, FONT_BOLD, PALETTE_GOLD, x, y);
            break;
        case RULES_RUN_HEADING:
            draw_run(app, hs, run, FONT_BOLD, PALETTE_GOLD, x, y);
            break;
        case RULES_RUN_BULLET: {
            SDL_Color c = PALETTE_GOLD;
            c.a = edge_alpha(hs, y, run->h);
            draw_rounded_rect(r, (SDL_FRect){x, y, run->w, run->h}, run->w / 2, c);
            break;
        }
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
    if (max_scroll(hs) > 0) {
        SDL_FRect track = f->scrollbar, thumb = thumb_rect(hs);
        draw_rounded_rect(r, track, track.w / 2, PALETTE_SCROLL_TRACK);
        draw_rounded_rect(r, thumb, track.w / 2,
                          hs->dragging_bar ? PALETTE_GOLD : PALETTE_SCROLL_THUMB);
    }
}

static void draw_contents(App *app, const HelpScene *hs)
{
    const HelpFrame *f = &hs->frame;
    SDL_Renderer *r = app->renderer;
    draw_rounded_rect(r, f->contents, (float)f->toc_px * 0.8f, PALETTE_PANEL);
    float pad = (float)f->toc_px * 0.6f;
    textfit_draw(app->text, FONT_BOLD, f->toc_px, PALETTE_FAINT, "Contents", f->contents.x + pad,
                 f->contents_label_y, f->contents.w - 2 * pad, TEXT_LEFT);
    int reading = current_section(hs);
    int sw, sh;
    text_measure(app->text, FONT_REGULAR, f->toc_px, "Ag", &sw, &sh);
    for (int i = 0; i < f->toc_count; i++) {
        SDL_FRect row = f->toc[i];
        bool focus = hs->in_contents && i == hs->toc.selected;
        if (focus)
            draw_rounded_rect(r, row, row.h * 0.3f, PALETTE_GOLD);
        else if (i == hs->hover_toc)
            draw_rounded_rect(r, row, row.h * 0.3f, PALETTE_ROW);
        if (i == reading && !focus)
            draw_rounded_rect(r, (SDL_FRect){row.x + pad * 0.15f, row.y + row.h * 0.2f,
                                             SDL_max(3.0f, pad * 0.25f), row.h * 0.6f},
                              pad * 0.12f, PALETTE_GOLD);
        SDL_Color ink = focus ? PALETTE_DARK : i == reading ? PALETTE_CREAM : PALETTE_SOFT;
        textfit_draw(app->text, i == reading || focus ? FONT_BOLD : FONT_REGULAR, f->toc_px, ink,
                     hs->doc->sections[i].title, f->toc_text_x, row.y + (row.h - (float)sh) / 2,
                     row.x + row.w - f->toc_text_x - pad * 0.4f, TEXT_LEFT);
    }
}

static void help_draw(Scene *scene, App *app, double blend)
{
    (void)blend;
    HelpScene *hs = (HelpScene *)scene;
    ensure_layout(hs, app);
    const HelpFrame *f = &hs->frame;
    app_draw_table(app);
    int tw = text_draw(app->text, FONT_BOLD, f->title_px, PALETTE_CREAM, "Help", f->title_x,
                       f->title_y, TEXT_LEFT);
    if (hs->from_section >= 0 && hs->doc) {
        char sub[RULES_TITLE_MAX + 32];
        SDL_snprintf(sub, sizeof sub, "opened from: %s", hs->doc->sections[hs->from_section].title);
        int sw, sh, hw, hh;
        text_measure(app->text, FONT_REGULAR, f->toc_px, "Ag", &sw, &sh);
        text_measure(app->text, FONT_BOLD, f->title_px, "Ag", &hw, &hh);
        float x = f->title_x + (float)tw + f->margin * 0.6f;
        textfit_draw(app->text, FONT_REGULAR, f->toc_px, PALETTE_SOFT, sub, x,
                     f->title_y + (float)(hh - sh) * 0.72f, (float)app->width - f->margin - x,
                     TEXT_LEFT);
    }
    if (hs->doc)
        draw_contents(app, hs);
    else
        draw_rounded_rect(app->renderer, f->contents, (float)f->toc_px * 0.8f, PALETTE_PANEL);
    draw_text(app, hs);
    const char *hint = hs->in_contents
        ? "\u2191 \u2193 section   \u00b7   \u2192 or Enter  back to the text   \u00b7   Esc back"
        : "\u2191 \u2193 scroll   \u00b7   \u2190 contents   \u00b7   Esc or F1  back";
    textfit_draw(app->text, FONT_REGULAR, f->hint_px, PALETTE_SOFT, hint, (float)app->width / 2,
                 f->hint_y, (float)app->width - 2 * f->margin, TEXT_CENTER);
}

/* ---- Input ---- */

static void contents_key(HelpScene *hs, SDL_Keycode key)
{
    int n = hs->doc ? hs->doc->section_count : 0;
    ui_list_resize(&hs->toc, n, (float)n);
    if (n > 0 && ui_list_key(&hs->toc, key))
        jump_to_section(hs, hs->toc.selected);
}

static void pointer_down(HelpScene *hs, const Input *in)
{
    const HelpFrame *f = &hs->frame;
    SDL_FRect bar = {f->scrollbar.x - f->scrollbar.w, f->scrollbar.y, f->scrollbar.w * 3,
                     f->scrollbar.h}; /* wider than it looks: easy to hit */
    int toc = hs->doc ? ui_hit_index(f->toc, f->toc_count, in->x, in->y) : -1;
    if (toc >= 0) {
        hs->in_contents = false;
        ui_list_select(&hs->toc, toc);
        jump_to_section(hs, toc);
    } else if (max_scroll(hs) > 0 && ui_hit(bar, in->x, in->y)) {
        SDL_FRect thumb = thumb_rect(hs);
        if (in->y >= thumb.y && in->y < thumb.y + thumb.h) {
            hs->dragging_bar = true;
            hs->press_y = in->y - thumb.y;
        } else {
            scroll_by(hs, (in->y < thumb.y ? -1.0f : 1.0f) * f->text_view.h * 0.9f);
        }
    } else if (ui_hit(f->text_view, in->x, in->y)) {
        hs->pressing = true;
        hs->dragging = false;
        hs->press_y = in->y;
        hs->scroll_target = hs->scroll; /* a finger on the text stops it */
        hs->press_scroll = hs->scroll;
    }
}

static void pointer_move(HelpScene *hs, const Input *in)
{
    if (hs->dragging_bar) {
        SDL_FRect track = hs->frame.scrollbar, thumb = thumb_rect(hs);
        float room = track.h - thumb.h;
        if (room > 0)
            hs->scroll = hs->scroll_target =
                clampf((in->y - hs->press_y - track.y) / room, 0, 1) * max_scroll(hs);
        return;
    }
    if (hs->pressing) {
        if (!hs->dragging && fabsf(in->y - hs->press_y) > (float)hs->frame.body_px * 0.5f)
            hs->dragging = true;
        if (hs->dragging)
            hs->scroll = hs->scroll_target =
                clampf(hs->press_scroll - (in->y - hs->press_y), 0, max_scroll(hs));
        return;
    }
    hs->hover_toc = hs->doc ? ui_hit_index(hs->frame.toc, hs->frame.toc_count, in->x, in->y) : -1;
}

static bool help_input(Scene *scene, App *app, const Input *in)
{
    HelpScene *hs = (HelpScene *)scene;
    ensure_layout(hs, app);
    float page = hs->frame.text_view.h * 0.9f;
    switch (in->kind) {
    case INPUT_BACK:
        app_request_pop(app);
        break;
    case INPUT_UP:
    case INPUT_DOWN: {
        int dir = in->kind == INPUT_UP ? -1 : 1;
        if (hs->in_contents)
            contents_key(hs, dir < 0 ? SDLK_UP : SDLK_DOWN);
        else
            scroll_by(hs, (float)dir * line_height(hs) * 2);
        break;
    }
    case INPUT_LEFT:
        if (!hs->in_contents && hs->doc) {
            hs->in_contents = true;
            ui_list_resize(&hs->toc, hs->doc->section_count, (float)hs->doc->section_count);
            ui_list_select(&hs->toc, current_section(hs));
        }
        break;
    case INPUT_RIGHT:
        hs->in_contents = false;
        break;
    case INPUT_CONFIRM:
        if (hs->in_contents) {
            jump_to_section(hs, hs->toc.selected);
            hs->in_contents = false;
        } else if (in->key == SDLK_SPACE) { /* Space pages on, as in a browser */
            scroll_by(hs, ((in->mod & KMOD_SHIFT) ? -1.0f : 1.0f) * page);
        }
        break;
    case INPUT_KEY:
        if (in->key == SDLK_PAGEUP || in->key == SDLK_PAGEDOWN)
            scroll_by(hs, (in->key == SDLK_PAGEUP ? -1.0f : 1.0f) * page);
        else if (hs->in_contents && (in->key == SDLK_HOME || in->key == SDLK_END))
            contents_key(hs, in->key);
        else if (in->key == SDLK_HOME)
            scroll_to(hs, 0);
        else if (in->key == SDLK_END)
            scroll_to(hs, max_scroll(hs));
        break;
    case INPUT_WHEEL:
        scroll_by(hs, -in->wheel_y * line_height(hs) * 3);
        break;
    case INPUT_POINTER_DOWN:
        pointer_down(hs, in);
        break;
    case INPUT_POINTER_MOVE:
        pointer_move(hs, in);
        break;
    case INPUT_POINTER_UP:
        hs->pressing = hs->dragging = hs->dragging_bar = false;
        break;
    default:
        break;
    }
    return true; /* a screen of its own: nothing reaches the screen under it */
}

/* ---- The scene ---- */

static void help_update(Scene *scene, App *app)
{
    (void)app;
    HelpScene *hs = (HelpScene *)scene;
    if (!hs->dragging && !hs->dragging_bar) {
        float d = hs->scroll_target - hs->scroll;
        hs->scroll = fabsf(d) < 0.5f ? hs->scroll_target : hs->scroll + d * SCROLL_EASE;
    }
}

static uint32_t help_still_ms(Scene *scene, App *app)
{
    (void)app;
    const HelpScene *hs = (const HelpScene *)scene;
    bool moving = hs->scroll != hs->scroll_target || hs->dragging || hs->dragging_bar;
    return moving ? 0 : APP_STILL_FOREVER;
}

static void help_destroy(Scene *scene)
{
    HelpScene *hs = (HelpScene *)scene;
    SDL_free(hs->doc);
    SDL_free(hs->flow);
    SDL_free(hs);
}

static void help_probe(Scene *scene, App *app, JsonWriter *j)
{
    (void)app;
    HelpSceneView v;
    if (!help_scene_view(scene, &v))
        return;
    json_member(j, "phase");
    json_str(j, v.in_contents ? "contents" : "shown");
    json_member(j, "section");
    json_str(j, v.section_title);
    json_member(j, "from");
    json_str(j, v.from);
    probe_no_stage(j); /* no juggler on the Help */
}

/* Reads a data file as a string (NULL with the reason in why; the caller frees it). */
static char *load_data(const App *app, const char *rel, char *why, size_t why_size)
{
    char path[PATH_MAX];
    if (!datadir_join(path, sizeof path, app->data_dir, rel)) {
        SDL_snprintf(why, why_size, "The path to %s is too long.", rel);
        return NULL;
    }
    SDL_RWops *rw = SDL_RWFromFile(path, "rb");
    char *text = rw ? SDL_LoadFile_RW(rw, NULL, 1) : NULL;
    if (!rw)
        SDL_snprintf(why, why_size, "%s.", SDL_GetError());
    else if (!text)
        SDL_snprintf(why, why_size, "%s could not be read: %s.", path, SDL_GetError());
    return text;
}

Scene *help_scene_create(App *app, const char *from)
{
    HelpScene *hs = SDL_calloc(1, sizeof *hs);
    RulesDoc *doc = SDL_calloc(1, sizeof *doc);
    RulesFlow *flow = SDL_calloc(1, sizeof *flow);
    if (!hs || !doc || !flow) {
        SDL_free(hs);
        SDL_free(doc);
        SDL_free(flow);
        return NULL;
    }
    hs->base = (Scene){.update = help_update, .draw = help_draw, .input = help_input,
                       .destroy = help_destroy, .still_ms = help_still_ms, .opaque = true,
                       .name = HELP_SCENE_NAME, .probe = help_probe};
    hs->flow = flow;
    hs->hover_toc = -1;
    hs->jumped_section = -1;
    hs->from_section = -1;
    if (from)
        SDL_strlcpy(hs->from, from, sizeof hs->from);

    /* A missing or damaged text is said on the screen, never a reason to fail. */
    char why[sizeof hs->detail], err[200];
    char *markup = load_data(app, HELP_FILE, why, sizeof why);
    if (!markup) {
        SDL_strlcpy(hs->problem, "The help could not be found. Reinstalling Throwdeck should "
                    "bring it back.", sizeof hs->problem);
        SDL_strlcpy(hs->detail, why, sizeof hs->detail);
        SDL_free(doc);
    } else if (!rules_text_parse(markup, doc, err, sizeof err)) {
        SDL_strlcpy(hs->problem, "The help text has a mistake and cannot be shown.",
                    sizeof hs->problem);
        SDL_snprintf(hs->detail, sizeof hs->detail, "%s, %s", HELP_FILE, err);
        SDL_free(doc);
    } else {
        hs->doc = doc;
        help_text_screens(markup, &hs->screens);
        int s = help_text_section_for(&hs->screens, from);
        hs->from_section = s < doc->section_count ? s : -1;
        hs->jumped_section = hs->from_section >= 0 ? hs->from_section : 0;
    }
    SDL_free(markup);
    if (!hs->doc)
        SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "%s %s", hs->problem, hs->detail);
    ui_list_init(&hs->toc, (float)(hs->doc ? hs->doc->section_count : 1));
    ui_list_resize(&hs->toc, hs->doc ? hs->doc->section_count : 0,
                   (float)(hs->doc ? hs->doc->section_count : 1));
    return &hs->base;
}

bool help_scene_view(const Scene *scene, HelpSceneView *out)
{
    if (!scene || scene->draw != help_draw)
        return false;
    const HelpScene *hs = (const HelpScene *)scene;
    *out = (HelpSceneView){
        .from_section = hs->from_section,
        .section = current_section(hs),
        .section_count = hs->doc ? hs->doc->section_count : 0,
        .scroll = hs->scroll,
        .scroll_target = hs->scroll_target,
        .max_scroll = max_scroll(hs),
        .in_contents = hs->in_contents,
        .has_text = hs->doc != NULL,
        .truncated = hs->doc && hs->flow->truncated,
    };
    SDL_strlcpy(out->from, hs->from, sizeof out->from);
    SDL_strlcpy(out->problem, hs->problem, sizeof out->problem);
    if (hs->doc && out->section >= 0 && out->section < hs->doc->section_count)
        SDL_strlcpy(out->section_title, hs->doc->sections[out->section].title,
                    sizeof out->section_title);
    return true;
}
