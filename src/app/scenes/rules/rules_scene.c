#include "rules_scene.h"

#include "cardswap.h"
#include "catalogue.h"
#include "datadir.h"
#include "draw.h"
#include "hit.h"
#include "juggler.h"
#include "list.h"
#include "palette.h"
#include "rules_layout.h"
#include "textfit.h"

#include <math.h>
#include <stdarg.h>

#define RULES_FILE "rules/siteswap-card-game.txt"
#define SCROLL_EASE 0.3f /* of the way to the target per tick: quick, but the eye can follow */
#define INFO_LINES 4

typedef struct RulesScene {
    Scene base;
    RulesDoc *doc;        /* large: on the heap, like the flow and the motion */
    RulesFlow *flow;
    AnimMotion *motion;
    const Catalogue *catalogue; /* the app's names and tricks; empty if its file cannot be read */
    char problem[200];    /* why there is no text to show, when there is none */
    char detail[400];     /* and what exactly went wrong, for whoever fixes it */

    /* The layout, and what it was made for: it is made again when any of these changes. */
    RulesFrame frame;
    int laid_w, laid_h;
    TextSize laid_text;
    float laid_flow_w;
    int laid_body_px;

    float scroll, scroll_target;
    int jumped_section;   /* the section last jumped to, while the text stays where it went */
    float jumped_to;
    bool in_contents;
    UiList toc;           /* the contents list: its focus (every row is in view) */
    int hover_link, focused_link, playing_link, hover_toc;
    SDL_Cursor *hand;     /* over something to press; NULL where the system has none */
    bool hand_shown;

    /* A press on the text: a tap on a chip picks it; moving further drags the text. */
    bool pressing, dragging, dragging_bar;
    float press_x, press_y, press_scroll;
    int press_link;

    /* The example on show. */
    bool has_motion;
    double t;
    bool invalid;
    bool has_broken;      /* an invalid pattern that parsed: the diagram shows its collisions */
    Siteswap broken;
    char shown[RULES_TARGET_MAX + 64];
    char info[INFO_LINES][240];
    SDL_Color info_colour[INFO_LINES];
} RulesScene;

/* ---- Layout ---- */

static float max_scroll(const RulesScene *rs)
{
    if (!rs->doc)
        return 0;
    return rules_layout_max_scroll(rs->flow, rs->doc->section_count, rs->frame.text_view.h);
}

static float clampf(float v, float lo, float hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

static void scroll_to(RulesScene *rs, float y)
{
    rs->scroll_target = clampf(y, 0, max_scroll(rs));
}

static void jump_to_section(RulesScene *rs, int section)
{
    if (!rs->doc || section < 0 || section >= rs->doc->section_count)
        return;
    scroll_to(rs, section == 0 ? 0 : rs->flow->section_y[section] - (float)rs->frame.body_px * 0.3f);
    rs->jumped_section = section;
    rs->jumped_to = rs->scroll_target;
}

/* Lays the screen out again when the window or the text size changed, keeping the reader's
 * place: the section just jumped to, the end of the text, or else the first block starting in
 * the view, at the same distance from its top. */
static void ensure_layout(RulesScene *rs, App *app)
{
    if (rs->laid_w == app->width && rs->laid_h == app->height &&
        rs->laid_text == app->settings.text_size)
        return;
    bool laid = rs->doc && rs->laid_body_px > 0;
    bool at_end = laid && rs->scroll_target > 0 && rs->scroll_target >= max_scroll(rs) - 1;
    int jumped = laid && rs->scroll_target == rs->jumped_to ? rs->jumped_section : -1;
    int anchor = -1;
    float offset = 0;
    for (int b = 0; laid && b < rs->doc->block_count && anchor < 0; b++)
        if (rs->flow->block_y[b] >= rs->scroll_target - 0.5f)
            anchor = b;
    if (anchor >= 0)
        offset = (rs->flow->block_y[anchor] - rs->scroll_target) / (float)rs->laid_body_px;

    rs->laid_w = app->width;
    rs->laid_h = app->height;
    rs->laid_text = app->settings.text_size;
    rules_layout_frame(app->width, app->height, settings_text_scale(app->settings.text_size),
                       rs->doc, textfit_measure_cache, app->text, &rs->frame);
    if (!rs->doc)
        return;
    float w = rs->frame.text_view.w;
    if (w == rs->laid_flow_w && rs->frame.body_px == rs->laid_body_px)
        return;
    rules_layout_flow(rs->doc, w, rs->frame.body_px, rs->frame.heading_px, textfit_measure_cache,
                      app->text, rs->flow);
    rs->laid_flow_w = w;
    rs->laid_body_px = rs->frame.body_px;
    float y = rs->scroll_target;
    if (anchor >= 0)
        y = rs->flow->block_y[anchor] - offset * (float)rs->frame.body_px;
    if (at_end)
        y = max_scroll(rs);
    rs->scroll = rs->scroll_target = clampf(y, 0, max_scroll(rs));
    if (jumped >= 0) {
        jump_to_section(rs, jumped);
        rs->scroll = rs->scroll_target;
    }
}

static float line_height(const RulesScene *rs)
{
    return (float)rs->frame.body_px * RULES_LINE_HEIGHT;
}

static void scroll_by(RulesScene *rs, float dy)
{
    scroll_to(rs, rs->scroll_target + dy);
}

/* The section being read: the one last jumped to, until the text moves; else the one holding
 * the line a third of the way down the view, where the eye is. */
static int current_section(const RulesScene *rs)
{
    if (!rs->doc)
        return 0;
    if (rs->jumped_section >= 0 && rs->scroll_target == rs->jumped_to)
        return rs->jumped_section;
    return rules_layout_section_at(rs->flow, rs->doc->section_count,
                                   rs->scroll_target + rs->frame.text_view.h * 0.3f);
}

static bool link_chip(const RulesScene *rs, int link, SDL_FRect *chip)
{
    if (!rs->doc || link < 0 || link >= rs->doc->link_count || rs->flow->link_run[link] < 0)
        return false;
    const RulesRun *r = &rs->flow->runs[rs->flow->link_run[link]];
    *chip = (SDL_FRect){r->x, r->y, r->w, r->h};
    return true;
}

/* Whether a chip is wholly in the view at the scroll the text is heading for. */
static bool link_visible(const RulesScene *rs, int link)
{
    SDL_FRect c;
    return link_chip(rs, link, &c) && c.y >= rs->scroll_target &&
           c.y + c.h <= rs->scroll_target + rs->frame.text_view.h;
}

static void reveal_link(RulesScene *rs, int link)
{
    SDL_FRect c;
    if (!link_chip(rs, link, &c))
        return;
    float margin = line_height(rs) * 1.5f, view_h = rs->frame.text_view.h;
    if (c.y < rs->scroll_target + margin)
        scroll_to(rs, c.y - margin);
    else if (c.y + c.h > rs->scroll_target + view_h - margin)
        scroll_to(rs, c.y + c.h - view_h + margin);
}

/* ---- The example on show ---- */

static void set_info(RulesScene *rs, int line, SDL_Color colour, const char *fmt, ...)
    SDL_PRINTF_VARARG_FUNC(4);

static void set_info(RulesScene *rs, int line, SDL_Color colour, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    SDL_vsnprintf(rs->info[line], sizeof rs->info[line], fmt, ap);
    va_end(ap);
    rs->info_colour[line] = colour;
}

/* The catalogue's entry for the same pattern juggled normally, for its name. */
static const CatalogueEntry *catalogue_same(const RulesScene *rs, const Siteswap *s)
{
    for (int i = 0; i < rs->catalogue->count; i++) {
        const CatalogueEntry *e = &rs->catalogue->entries[i];
        Siteswap other;
        if (SDL_strcmp(e->style, "normal") == 0 && siteswap_parse(e->notation, &other, NULL) &&
            siteswap_validate(&other, NULL) && siteswap_same_pattern(s, &other))
            return e;
    }
    return NULL;
}

/* What the rulings say about the pattern as a play of cards. */
static void describe_play(RulesScene *rs, const Siteswap *s, int line)
{
    if (!siteswap_is_vanilla(s)) {
        set_info(rs, line, PALETTE_SOFT, "Not a plain siteswap: it can only be played as a trick.");
        return;
    }
    int values[SITESWAP_MAX_BEATS], n = siteswap_period(s), highest = 0;
    bool same = true;
    for (int i = 0; i < n; i++) {
        SiteswapThrow t;
        values[i] = siteswap_throws_on_beat(s, i, &t, 1) > 0 ? t.value : 0;
        same = same && values[i] == values[0];
        highest = SDL_max(highest, values[i]);
    }
    if (same)
        set_info(rs, line, PALETTE_ERROR, "Not a legal play: every throw is the same.");
    else if (highest > 11)
        set_info(rs, line, PALETTE_ERROR, "Not a play: no card is worth more than 11.");
    else if (cardswap_check(values, n, 3) == CARDSWAP_LEGAL)
        set_info(rs, line, PALETTE_GOOD, "A legal play of %d cards.", n);
    else if (cardswap_check(values, n, 2) == CARDSWAP_LEGAL)
        set_info(rs, line, PALETTE_GOLD, "Legal only with option [2]: its period is 2.");
    else
        set_info(rs, line, PALETTE_ERROR, "Not a legal play.");
}

/* Shows an example: prepares the juggler, or says why it cannot be juggled. */
static void show_link(RulesScene *rs, int index)
{
    const RulesLink *link = &rs->doc->links[index];
    const RulesSpan *label = NULL;
    for (int i = 0; i < rs->doc->span_count && !label; i++)
        if (rs->doc->spans[i].kind == RULES_SPAN_LINK && rs->doc->spans[i].link == index)
            label = &rs->doc->spans[i];
    if (label)
        SDL_snprintf(rs->shown, sizeof rs->shown, "%.*s", label->length,
                     rs->doc->text + label->start);
    else
        SDL_strlcpy(rs->shown, link->target, sizeof rs->shown);
    rs->playing_link = index;
    rs->has_motion = false;
    rs->invalid = rs->has_broken = false;
    rs->t = 0;
    for (int i = 0; i < INFO_LINES; i++)
        rs->info[i][0] = '\0';

    AnimSettings set = anim_default_settings();
    set.prop = link->prop;
    set.start_left = link->start_left;
    set.style = link->style;
    set.start = ANIM_START_IN_STATE; /* straight into the pattern, round and round */
    const char *notation = link->target;
    const CatalogueEntry *entry = NULL;
    if (link->trick) {
        entry = catalogue_find(rs->catalogue, link->target);
        if (!entry) {
            rs->invalid = true;
            set_info(rs, 0, PALETTE_ERROR, rs->catalogue->count
                     ? "This trick is not in the list of tricks."
                     : "The list of tricks could not be read.");
            return;
        }
        notation = entry->notation;
        set.style = anim_style_named(entry->style);
    }

    Siteswap s;
    SiteswapError err = {0};
    if (!siteswap_parse(notation, &s, &err) || !siteswap_validate(&s, &err)) {
        rs->invalid = true;
        rs->has_broken = siteswap_parse(notation, &rs->broken, NULL);
        set_info(rs, 0, PALETTE_ERROR, "Not a siteswap.");
        /* Shown as a sentence: a capital at the start, a full stop at the end. */
        size_t n = SDL_strlen(err.message);
        set_info(rs, 1, PALETTE_CREAM, "%s%s", err.message,
                 n > 0 && err.message[n - 1] != '.' ? "." : "");
        if (rs->info[1][0] >= 'a' && rs->info[1][0] <= 'z')
            rs->info[1][0] = (char)(rs->info[1][0] - 'a' + 'A');
        return;
    }
    if (entry) {
        set_info(rs, 0, PALETTE_GOLD, "A trick, not a plain siteswap");
        set_info(rs, 1, PALETTE_CREAM, "Siteswap %s \u00b7 %d balls", entry->notation,
                 siteswap_balls(&s));
        set_info(rs, 2, PALETTE_SOFT, "%s", entry->description);
    } else {
        const CatalogueEntry *same = catalogue_same(rs, &s);
        bool named = same && SDL_strcmp(same->name, same->notation) != 0;
        set_info(rs, 0, PALETTE_GOLD, "%s", named ? same->name : "");
        set_info(rs, 1, PALETTE_CREAM, "%d balls \u00b7 period %d", siteswap_balls(&s),
                 siteswap_period(&s));
        describe_play(rs, &s, 2);
        if (same)
            set_info(rs, 3, PALETTE_SOFT, "%s", same->description);
    }
    char why[200];
    if (!anim_prepare(&s, &set, rs->motion, why, sizeof why)) {
        rs->invalid = true;
        set_info(rs, 3, PALETTE_ERROR, "%s", why);
        return;
    }
    rs->has_motion = true;
}

/* Before anything is picked the juggler does a cascade and says what to do. */
static void show_cascade(RulesScene *rs)
{
    SDL_strlcpy(rs->shown, "3", sizeof rs->shown);
    rs->playing_link = -1;
    for (int i = 0; i < INFO_LINES; i++)
        rs->info[i][0] = '\0';
    set_info(rs, 0, PALETTE_GOLD, "Cascade");
    set_info(rs, 1, PALETTE_SOFT, "Pick an example in the text, and I juggle it.");
    Siteswap s;
    AnimSettings set = anim_default_settings();
    set.start = ANIM_START_IN_STATE;
    rs->has_motion = siteswap_parse("3", &s, NULL) && anim_prepare(&s, &set, rs->motion, NULL, 0);
}

static void pick_link(RulesScene *rs, int link)
{
    if (!rs->doc || link < 0 || link >= rs->doc->link_count)
        return;
    rs->focused_link = link;
    show_link(rs, link);
    reveal_link(rs, link);
}

/* Tab: the next example after the focused one, or the first in sight when the focused one has
 * been scrolled away (the reader has moved on; start where they are). */
static void tab(RulesScene *rs, bool backwards)
{
    int n = rs->doc ? rs->doc->link_count : 0;
    if (n == 0)
        return;
    rs->in_contents = false;
    int next = -1;
    if (rs->focused_link >= 0 && link_visible(rs, rs->focused_link)) {
        next = (rs->focused_link + (backwards ? n - 1 : 1)) % n;
    } else {
        for (int k = 0; k < n && next < 0; k++) {
            int i = backwards ? n - 1 - k : k;
            if (link_visible(rs, i))
                next = i;
        }
        /* None in sight: the first one below the view (or above it, going back). */
        for (int k = 0; k < n && next < 0; k++) {
            int i = backwards ? n - 1 - k : k;
            SDL_FRect c;
            if (link_chip(rs, i, &c) && (backwards ? c.y < rs->scroll_target
                                                   : c.y > rs->scroll_target))
                next = i;
        }
        if (next < 0)
            next = backwards ? n - 1 : 0;
    }
    rs->focused_link = next;
    reveal_link(rs, next);
}

/* ---- Input ---- */

static int toc_at(const RulesScene *rs, float x, float y)
{
    return ui_hit_index(rs->frame.toc, rs->frame.toc_count, x, y);
}

/* The scroll bar's thumb, and the track it moves in. */
static SDL_FRect thumb_rect(const RulesScene *rs)
{
    SDL_FRect track = rs->frame.scrollbar;
    float maxs = max_scroll(rs), view = rs->frame.text_view.h;
    float th = maxs > 0 ? fmaxf(track.w * 3, track.h * view / (view + maxs)) : track.h;
    th = fminf(th, track.h);
    float y = track.y + (maxs > 0 ? (track.h - th) * rs->scroll / maxs : 0);
    return (SDL_FRect){track.x, y, track.w, th};
}

static void drag_bar(RulesScene *rs, float y)
{
    SDL_FRect track = rs->frame.scrollbar, thumb = thumb_rect(rs);
    float room = track.h - thumb.h;
    if (room <= 0)
        return;
    float top = y - rs->press_y; /* where the thumb's top goes, keeping the grip */
    rs->scroll = rs->scroll_target = clampf((top - track.y) / room, 0, 1) * max_scroll(rs);
}

static void pointer_down(RulesScene *rs, const Input *in)
{
    const RulesFrame *f = &rs->frame;
    SDL_FRect bar = {f->scrollbar.x - f->scrollbar.w, f->scrollbar.y, f->scrollbar.w * 3,
                     f->scrollbar.h}; /* wider than it looks: easy to hit */
    int toc = toc_at(rs, in->x, in->y);
    if (toc >= 0) {
        rs->in_contents = false;
        ui_list_select(&rs->toc, toc);
        jump_to_section(rs, toc);
    } else if (max_scroll(rs) > 0 && ui_hit(bar, in->x, in->y)) {
        SDL_FRect thumb = thumb_rect(rs);
        if (in->y >= thumb.y && in->y < thumb.y + thumb.h) {
            rs->dragging_bar = true;
            rs->press_y = in->y - thumb.y;
        } else {
            scroll_by(rs, (in->y < thumb.y ? -1.0f : 1.0f) * f->text_view.h * 0.9f);
        }
    } else if (ui_hit(f->text_view, in->x, in->y)) {
        rs->pressing = true;
        rs->dragging = false;
        rs->press_x = in->x;
        rs->press_y = in->y;
        rs->scroll_target = rs->scroll; /* a finger on the text stops it */
        rs->press_scroll = rs->scroll;
        rs->press_link = rules_layout_link_at(rs->flow, in->x - f->text_view.x,
                                              in->y - f->text_view.y + rs->scroll);
    }
}

static void pointer_move(RulesScene *rs, const Input *in)
{
    const RulesFrame *f = &rs->frame;
    if (rs->dragging_bar) {
        drag_bar(rs, in->y);
        return;
    }
    if (rs->pressing) {
        float slop = (float)f->body_px * 0.5f;
        if (!rs->dragging && (fabsf(in->y - rs->press_y) > slop || fabsf(in->x - rs->press_x) > slop))
            rs->dragging = true;
        if (rs->dragging) {
            rs->press_link = -1;
            rs->scroll = rs->scroll_target =
                clampf(rs->press_scroll - (in->y - rs->press_y), 0, max_scroll(rs));
        }
        return;
    }
    rs->hover_link = ui_hit(f->text_view, in->x, in->y)
                     ? rules_layout_link_at(rs->flow, in->x - f->text_view.x,
                                            in->y - f->text_view.y + rs->scroll)
                     : -1;
    rs->hover_toc = toc_at(rs, in->x, in->y);
    bool hand = rs->hover_link >= 0 || rs->hover_toc >= 0;
    if (rs->hand && hand != rs->hand_shown) {
        SDL_SetCursor(hand ? rs->hand : SDL_GetDefaultCursor());
        rs->hand_shown = hand;
    }
}

static void pointer_up(RulesScene *rs, const Input *in)
{
    const RulesFrame *f = &rs->frame;
    if (rs->pressing && !rs->dragging && rs->press_link >= 0 &&
        rules_layout_link_at(rs->flow, in->x - f->text_view.x,
                             in->y - f->text_view.y + rs->scroll) == rs->press_link) {
        rs->in_contents = false;
        pick_link(rs, rs->press_link);
    }
    rs->pressing = rs->dragging = rs->dragging_bar = false;
    rs->press_link = -1;
}

/* A key in the contents list: the text follows as the list is walked. */
static void contents_key(RulesScene *rs, SDL_Keycode key)
{
    int n = rs->doc ? rs->doc->section_count : 0;
    ui_list_resize(&rs->toc, n, (float)n);
    if (n > 0 && ui_list_key(&rs->toc, key))
        jump_to_section(rs, rs->toc.selected);
}

static void key(RulesScene *rs, const Input *in)
{
    bool shift = (in->mod & KMOD_SHIFT) != 0;
    float page = rs->frame.text_view.h * 0.9f;
    switch (in->key) {
    case SDLK_TAB:
        tab(rs, shift);
        break;
    case SDLK_PAGEUP:
        scroll_by(rs, -page);
        break;
    case SDLK_PAGEDOWN:
        scroll_by(rs, page);
        break;
    case SDLK_HOME:
        if (rs->in_contents)
            contents_key(rs, SDLK_HOME);
        else
            scroll_to(rs, 0);
        break;
    case SDLK_END:
        if (rs->in_contents)
            contents_key(rs, SDLK_END);
        else
            scroll_to(rs, max_scroll(rs));
        break;
    default:
        break;
    }
}

static bool rules_input(Scene *scene, App *app, const Input *in)
{
    RulesScene *rs = (RulesScene *)scene;
    ensure_layout(rs, app);
    float step = line_height(rs) * 2;
    switch (in->kind) {
    case INPUT_BACK:
        app_request_pop(app);
        return true;
    case INPUT_UP:
    case INPUT_DOWN: {
        int dir = in->kind == INPUT_UP ? -1 : 1;
        if (rs->in_contents)
            contents_key(rs, dir < 0 ? SDLK_UP : SDLK_DOWN);
        else
            scroll_by(rs, (float)dir * step);
        break;
    }
    case INPUT_LEFT:
        if (!rs->in_contents && rs->doc) {
            rs->in_contents = true;
            ui_list_resize(&rs->toc, rs->doc->section_count, (float)rs->doc->section_count);
            ui_list_select(&rs->toc, current_section(rs));
        }
        break;
    case INPUT_RIGHT:
        rs->in_contents = false;
        break;
    case INPUT_CONFIRM:
        if (rs->in_contents) {
            jump_to_section(rs, rs->toc.selected);
            rs->in_contents = false;
        } else if (rs->focused_link >= 0) {
            pick_link(rs, rs->focused_link);
        } else if (in->key == SDLK_SPACE) { /* Space pages on, as in a browser */
            scroll_by(rs, ((in->mod & KMOD_SHIFT) ? -1.0f : 1.0f) * rs->frame.text_view.h * 0.9f);
        }
        break;
    case INPUT_KEY:
        key(rs, in);
        break;
    case INPUT_WHEEL:
        scroll_by(rs, -in->wheel_y * line_height(rs) * 3);
        break;
    case INPUT_POINTER_DOWN:
        pointer_down(rs, in);
        break;
    case INPUT_POINTER_MOVE:
        pointer_move(rs, in);
        break;
    case INPUT_POINTER_UP:
        pointer_up(rs, in);
        break;
    default:
        break;
    }
    return true; /* a screen of its own: nothing reaches the title under it */
}

static void rules_update(Scene *scene, App *app)
{
    RulesScene *rs = (RulesScene *)scene;
    rs->t += app->settings.animation_speed / LOOP_TICKS_PER_SECOND;
    if (!rs->dragging && !rs->dragging_bar) {
        float d = rs->scroll_target - rs->scroll;
        rs->scroll = fabsf(d) < 0.5f ? rs->scroll_target : rs->scroll + d * SCROLL_EASE;
    }
}

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
        }
    }
    SDL_RenderSetClipRect(r, NULL);

    if (max_scroll(rs) > 0) {
        SDL_FRect track = f->scrollbar, thumb = thumb_rect(rs);
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
    int reading = current_section(rs);
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
    const Siteswap *s = &rs->broken;
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

static void draw_juggler(App *app, const RulesScene *rs, double blend)
{
    const RulesFrame *f = &rs->frame;
    SDL_Renderer *r = app->renderer;
    draw_rounded_rect(r, f->juggler, (float)f->body_px * 0.8f, PALETTE_PANEL);
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

static void rules_draw(Scene *scene, App *app, double blend)
{
    RulesScene *rs = (RulesScene *)scene;
    ensure_layout(rs, app);
    const RulesFrame *f = &rs->frame;
    app_draw_table(app);

    int tw = text_draw(app->text, FONT_BOLD, f->title_px, PALETTE_CREAM, "Rules", f->title_x,
                       f->title_y, TEXT_LEFT);
    int sw, sh, hw, hh;
    text_measure(app->text, FONT_REGULAR, f->toc_px, "Ag", &sw, &sh);
    text_measure(app->text, FONT_BOLD, f->title_px, "Ag", &hw, &hh);
    text_draw(app->text, FONT_REGULAR, f->toc_px, PALETTE_SOFT, "the siteswap card game",
              f->title_x + (float)tw + f->margin * 0.6f, f->title_y + (float)(hh - sh) * 0.72f,
              TEXT_LEFT);

    draw_contents(app, rs); /* empty without a text, but the screen keeps its shape */
    draw_text(app, rs);
    draw_juggler(app, rs, blend);

    const char *hint = rs->in_contents
        ? "\u2191 \u2193 section   \u00b7   \u2192 or Enter  back to the text   \u00b7   Esc back"
        : "\u2191 \u2193 scroll   \u00b7   Tab  next example   \u00b7   Enter  juggle it   \u00b7   "
          "\u2190 contents   \u00b7   Esc back";
    text_draw(app->text, FONT_REGULAR, f->hint_px, PALETTE_SOFT, hint, (float)app->width / 2,
              f->hint_y, TEXT_CENTER);
}

static void rules_destroy(Scene *scene)
{
    RulesScene *rs = (RulesScene *)scene;
    if (rs->hand) {
        SDL_SetCursor(SDL_GetDefaultCursor());
        SDL_FreeCursor(rs->hand);
    }
    SDL_free(rs->doc);
    SDL_free(rs->flow);
    SDL_free(rs->motion);
    SDL_free(rs);
}

/* Reads a data file as a string (NULL if it cannot be read; the caller frees it). */
static char *load_data(const App *app, const char *rel, char *why, size_t why_size)
{
    char path[PATH_MAX];
    if (!datadir_join(path, sizeof path, app->data_dir, rel)) {
        SDL_snprintf(why, why_size, "The path to %s is too long.", rel);
        return NULL;
    }
    /* Opened here rather than by SDL_LoadFile, whose message for a missing file is only
     * "Parameter 'src' is invalid". */
    SDL_RWops *rw = SDL_RWFromFile(path, "rb");
    char *text = rw ? SDL_LoadFile_RW(rw, NULL, 1) : NULL;
    if (!rw) /* SDL's message names the file */
        SDL_snprintf(why, why_size, "%s.", SDL_GetError());
    else if (!text)
        SDL_snprintf(why, why_size, "%s could not be read: %s.", path, SDL_GetError());
    return text;
}

Scene *rules_scene_create(App *app)
{
    RulesScene *rs = SDL_calloc(1, sizeof *rs);
    RulesDoc *doc = SDL_calloc(1, sizeof *doc);
    RulesFlow *flow = SDL_calloc(1, sizeof *flow); /* empty until the first layout */
    AnimMotion *motion = SDL_malloc(sizeof *motion);
    if (!rs || !doc || !flow || !motion) {
        SDL_free(rs);
        SDL_free(doc);
        SDL_free(flow);
        SDL_free(motion);
        return NULL;
    }
    rs->base = (Scene){.update = rules_update, .draw = rules_draw, .input = rules_input,
                       .destroy = rules_destroy};
    rs->flow = flow;
    rs->motion = motion;
    rs->hover_link = rs->focused_link = rs->playing_link = rs->hover_toc = rs->press_link = -1;
    rs->hand = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_HAND);
    rs->jumped_section = -1;

    /* A missing or damaged rules file is shown on the screen, not a reason to fail. */
    char why[sizeof rs->detail];
    char *markup = load_data(app, RULES_FILE, why, sizeof why);
    char err[200];
    if (!markup) {
        SDL_strlcpy(rs->problem, "The rules could not be found. Reinstalling Throwdeck should "
                    "bring them back.", sizeof rs->problem);
        SDL_strlcpy(rs->detail, why, sizeof rs->detail);
        SDL_free(doc);
    } else if (!rules_text_parse(markup, doc, err, sizeof err)) {
        SDL_strlcpy(rs->problem, "The rules text has a mistake and cannot be shown.",
                    sizeof rs->problem);
        SDL_snprintf(rs->detail, sizeof rs->detail, "%s, %s", RULES_FILE, err);
        SDL_free(doc);
    } else {
        rs->doc = doc;
    }
    SDL_free(markup);
    if (!rs->doc)
        SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "%s %s", rs->problem, rs->detail);

    rs->catalogue = &app->catalogue;
    show_cascade(rs);
    return &rs->base;
}

bool rules_scene_view(const Scene *scene, RulesSceneView *out)
{
    if (!scene || scene->draw != rules_draw)
        return false;
    const RulesScene *rs = (const RulesScene *)scene;
    *out = (RulesSceneView){
        .juggling = rs->has_motion,
        .invalid = rs->invalid,
        .scroll = rs->scroll,
        .scroll_target = rs->scroll_target,
        .max_scroll = max_scroll(rs),
        .scroll_thumb = thumb_rect(rs),
        .focused_link = rs->focused_link,
        .link_count = rs->doc ? rs->doc->link_count : 0,
        .section = current_section(rs),
        .in_contents = rs->in_contents,
    };
    if (rs->playing_link >= 0)
        SDL_strlcpy(out->pattern, rs->doc->links[rs->playing_link].target, sizeof out->pattern);
    if (rs->focused_link >= 0)
        SDL_strlcpy(out->focused, rs->doc->links[rs->focused_link].target, sizeof out->focused);
    SDL_snprintf(out->message, sizeof out->message, "%s %s", rs->info[0], rs->info[1]);
    return true;
}

bool rules_scene_link_rect(Scene *scene, App *app, const char *target, SDL_FRect *out)
{
    RulesSceneView v;
    if (!rules_scene_view(scene, &v))
        return false;
    RulesScene *rs = (RulesScene *)scene;
    ensure_layout(rs, app);
    const SDL_FRect view = rs->frame.text_view;
    for (int i = 0; rs->doc && i < rs->doc->link_count; i++) {
        SDL_FRect c;
        if (SDL_strcmp(rs->doc->links[i].target, target) != 0 || !link_chip(rs, i, &c))
            continue;
        *out = (SDL_FRect){view.x + c.x, view.y + c.y - rs->scroll, c.w, c.h};
        if (out->y >= view.y && out->y + out->h <= view.y + view.h)
            return true;
    }
    return false;
}
