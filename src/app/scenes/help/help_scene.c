#include "help_scene.h"

#include "probe_json.h"

#include "draw.h"
#include "help_text.h"
#include "json_write.h"
#include "palette.h"
#include "reader.h"
#include "textfit.h"

typedef struct HelpScene {
    Scene base;
    Reader reader;        /* the text, its layout, its place and the contents list */
    HelpScreens screens;
    char from[HELP_SCREEN_NAME_MAX];
    int from_section;
    int laid_w, laid_h;
    TextSize laid_text;
} HelpScene;

/* Lays the screen out again when the window or the text size changed; the reader keeps the
 * place being read. */
static void ensure_layout(HelpScene *hs, App *app)
{
    if (hs->laid_w == app->width && hs->laid_h == app->height &&
        hs->laid_text == app->settings.text_size)
        return;
    hs->laid_w = app->width;
    hs->laid_h = app->height;
    hs->laid_text = app->settings.text_size;
    ReaderFrame frame;
    /* No juggler here: the text has all the width the contents list leaves. */
    reader_layout_frame(app->width, app->height, settings_text_scale(app->settings.text_size),
                        false, hs->reader.doc, textfit_measure_cache, app->text, &frame);
    reader_layout(&hs->reader, &frame, textfit_measure_cache, app->text);
}

/* ---- Drawing ---- */

static void help_draw(Scene *scene, App *app, double blend)
{
    (void)blend;
    HelpScene *hs = (HelpScene *)scene;
    ensure_layout(hs, app);
    const Reader *r = &hs->reader;
    const ReaderFrame *f = &r->frame;
    app_draw_table(app);
    int tw = text_draw(app->text, FONT_BOLD, f->title_px, PALETTE_CREAM, "Help", f->title_x,
                       f->title_y, TEXT_LEFT);
    if (hs->from_section >= 0 && r->doc) {
        char sub[RULES_TITLE_MAX + 32];
        SDL_snprintf(sub, sizeof sub, "opened from: %s", r->doc->sections[hs->from_section].title);
        int sw, sh, hw, hh;
        text_measure(app->text, FONT_REGULAR, f->toc_px, "Ag", &sw, &sh);
        text_measure(app->text, FONT_BOLD, f->title_px, "Ag", &hw, &hh);
        float x = f->title_x + (float)tw + f->margin * 0.6f;
        textfit_draw(app->text, FONT_REGULAR, f->toc_px, PALETTE_SOFT, sub, x,
                     f->title_y + (float)(hh - sh) * 0.72f, (float)app->width - f->margin - x,
                     TEXT_LEFT);
    }
    reader_draw_contents(app, r);
    reader_draw_text(app, r, PALETTE_GOLD); /* bold in gold: the keys stand out */
    const char *hint = r->in_contents
        ? "\u2191 \u2193 section   \u00b7   \u2192 or Enter  back to the text   \u00b7   Esc back"
        : "\u2191 \u2193 scroll   \u00b7   \u2190 contents   \u00b7   Esc or F1  back";
    textfit_draw(app->text, FONT_REGULAR, f->hint_px, PALETTE_SOFT, hint, (float)app->width / 2,
                 f->hint_y, (float)app->width - 2 * f->margin, TEXT_CENTER);
}

/* ---- Input ---- */

static bool help_input(Scene *scene, App *app, const Input *in)
{
    HelpScene *hs = (HelpScene *)scene;
    ensure_layout(hs, app);
    int picked;
    if (in->kind == INPUT_BACK)
        app_request_pop(app);
    else
        reader_input(&hs->reader, in, &picked); /* no chips here: nothing is picked */
    return true; /* a screen of its own: nothing reaches the screen under it */
}

/* ---- The scene ---- */

static void help_update(Scene *scene, App *app)
{
    (void)app;
    reader_update(&((HelpScene *)scene)->reader);
}

static uint32_t help_still_ms(Scene *scene, App *app)
{
    (void)app;
    return reader_moving(&((const HelpScene *)scene)->reader) ? 0 : APP_STILL_FOREVER;
}

static void help_destroy(Scene *scene)
{
    HelpScene *hs = (HelpScene *)scene;
    reader_close(&hs->reader);
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

Scene *help_scene_create(App *app, const char *from)
{
    HelpScene *hs = SDL_calloc(1, sizeof *hs);
    if (!hs)
        return NULL;
    /* A missing or damaged text is said on the screen, never a reason to fail. */
    char *markup = NULL;
    if (!reader_open(&hs->reader, app, HELP_FILE, false,
                     "The help could not be found. Reinstalling Throwdeck should bring it back.",
                     "The help text has a mistake and cannot be shown.", &markup)) {
        SDL_free(hs);
        return NULL;
    }
    hs->base = (Scene){.update = help_update, .draw = help_draw, .input = help_input,
                       .destroy = help_destroy, .still_ms = help_still_ms, .opaque = true,
                       .name = HELP_SCENE_NAME, .probe = help_probe};
    hs->from_section = -1;
    if (from)
        SDL_strlcpy(hs->from, from, sizeof hs->from);
    if (hs->reader.doc) { /* the "%screen" lines say which section is whose */
        help_text_screens(markup, &hs->screens);
        int s = help_text_section_for(&hs->screens, from);
        hs->from_section = s < hs->reader.doc->section_count ? s : -1;
        hs->reader.jumped_section = hs->from_section >= 0 ? hs->from_section : 0;
    }
    SDL_free(markup);
    return &hs->base;
}

bool help_scene_view(const Scene *scene, HelpSceneView *out)
{
    if (!scene || scene->draw != help_draw)
        return false;
    const HelpScene *hs = (const HelpScene *)scene;
    const Reader *r = &hs->reader;
    *out = (HelpSceneView){
        .from_section = hs->from_section,
        .section = reader_current_section(r),
        .section_count = r->doc ? r->doc->section_count : 0,
        .scroll = r->scroll,
        .scroll_target = r->scroll_target,
        .max_scroll = reader_max_scroll(r),
        .in_contents = r->in_contents,
        .has_text = r->doc != NULL,
        .truncated = r->doc && r->flow->truncated,
    };
    SDL_strlcpy(out->from, hs->from, sizeof out->from);
    SDL_strlcpy(out->problem, r->problem, sizeof out->problem);
    if (r->doc && out->section >= 0 && out->section < r->doc->section_count)
        SDL_strlcpy(out->section_title, r->doc->sections[out->section].title,
                    sizeof out->section_title);
    return true;
}
