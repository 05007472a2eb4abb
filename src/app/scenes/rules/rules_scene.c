#include "rules_scene.h"

#include "datadir.h"
#include "games.h"
#include "probe.h"
#include "rules_draw.h"
#include "rules_example.h"
#include "rules_input.h"
#include "rules_state.h"

#include <math.h>

static void rules_probe_json(Scene *scene, App *app, JsonWriter *j);

static void rules_update(Scene *scene, App *app)
{
    RulesScene *rs = (RulesScene *)scene;
    double t0 = rs->t;
    rs->t += app->settings.animation_speed / LOOP_TICKS_PER_SECOND;
    if (rs->has_motion) /* the example's catches, heard */
        audio_rhythm(app->audio, rs->motion, t0, rs->t);
    if (!rs->dragging && !rs->dragging_bar) {
        float d = rs->scroll_target - rs->scroll;
        rs->scroll = fabsf(d) < 0.5f ? rs->scroll_target : rs->scroll + d * SCROLL_EASE;
    }
}

/* Still when no example is juggled (an invalid pattern's diagram, or no text) and the text
 * has come to rest; the cascade shown at first moves. */
static uint32_t rules_still_ms(Scene *scene, App *app)
{
    (void)app;
    const RulesScene *rs = (const RulesScene *)scene;
    bool moving = rs->has_motion || rs->scroll != rs->scroll_target || rs->dragging ||
                  rs->dragging_bar || rs->switch_game;
    return moving ? 0 : APP_STILL_FOREVER;
}

static void rules_destroy(Scene *scene)
{
    RulesScene *rs = (RulesScene *)scene;
    if (rs->hand) {
        SDL_SetCursor(SDL_GetDefaultCursor());
        SDL_FreeCursor(rs->hand);
    }
    layer_free(&rs->still);
    SDL_free(rs->doc);
    SDL_free(rs->flow);
    SDL_free(rs->motion);
    siteswap_free(rs->broken);
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
    return rules_scene_create_for(app, games_at(0)->kind);
}

Scene *rules_scene_create_for(App *app, GameKind game)
{
    const char *file = games_of_kind(game)->rules_file; /* the game says where its rules are */
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
    rs->base = (Scene){.name = "rules", .probe = rules_probe_json,
                       .update = rules_update, .draw = rules_draw, .input = rules_input,
                       .destroy = rules_destroy, .still_ms = rules_still_ms,
                       .opaque = true}; /* the felt covers the window: the title under it is not drawn */
    rs->flow = flow;
    rs->motion = motion;
    rs->hover_link = rs->focused_link = rs->playing_link = rs->hover_toc = rs->press_link = -1;
    rs->hand = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_HAND);
    rs->jumped_section = -1;

    /* A missing or damaged rules file is shown on the screen, not a reason to fail. */
    char why[sizeof rs->detail];
    rs->game = game;
    rs->make = rules_scene_create_for;
    char *markup = load_data(app, file, why, sizeof why);
    char err[200];
    if (!markup) {
        SDL_strlcpy(rs->problem, "The rules could not be found. Reinstalling Throwdeck should "
                    "bring them back.", sizeof rs->problem);
        SDL_strlcpy(rs->detail, why, sizeof rs->detail);
        SDL_free(doc);
    } else if (!rules_text_parse(markup, doc, err, sizeof err)) {
        SDL_strlcpy(rs->problem, "The rules text has a mistake and cannot be shown.",
                    sizeof rs->problem);
        SDL_snprintf(rs->detail, sizeof rs->detail, "%s, %s", file, err);
        SDL_free(doc);
    } else {
        rs->doc = doc;
    }
    SDL_free(markup);
    if (!rs->doc)
        SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "%s %s", rs->problem, rs->detail);

    rs->catalogue = &app->catalogue;
    rules_show_cascade(rs);
    return &rs->base;
}

bool rules_scene_view(const Scene *scene, RulesSceneView *out)
{
    if (!scene || !app_scene_is(scene, "rules"))
        return false;
    const RulesScene *rs = (const RulesScene *)scene;
    *out = (RulesSceneView){
        .juggling = rs->has_motion,
        .invalid = rs->invalid,
        .scroll = rs->scroll,
        .scroll_target = rs->scroll_target,
        .max_scroll = rules_max_scroll(rs),
        .scroll_thumb = rules_thumb_rect(rs),
        .focused_link = rs->focused_link,
        .link_count = rs->doc ? rs->doc->link_count : 0,
        .section = rules_current_section(rs),
        .in_contents = rs->in_contents,
        .game = rs->game,
        .cards_rows = 0,
        .still_redraws = rs->still.redraws,
    };
    for (int b = 0; rs->doc && b < rs->doc->block_count; b++)
        out->cards_rows += rs->doc->blocks[b].kind == RULES_BLOCK_CARDS;
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
    rules_ensure_layout(rs, app);
    const SDL_FRect view = rs->frame.text_view;
    for (int i = 0; rs->doc && i < rs->doc->link_count; i++) {
        SDL_FRect c;
        if (SDL_strcmp(rs->doc->links[i].target, target) != 0 || !rules_link_chip(rs, i, &c))
            continue;
        *out = (SDL_FRect){view.x + c.x, view.y + c.y - rs->scroll, c.w, c.h};
        if (out->y >= view.y && out->y + out->h <= view.y + view.h)
            return true;
    }
    return false;
}

/* The --probe part: whether an example is juggled. */
static void rules_probe_json(Scene *scene, App *app, JsonWriter *j)
{
    (void)app;
    RulesSceneView v;
    if (!rules_scene_view(scene, &v)) {
        j->failed = true;
        return;
    }
    probe_str(j, "phase", v.juggling ? "juggling" : "shown");
    probe_no_stage(j);
}
