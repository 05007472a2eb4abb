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
    reader_update(&rs->reader);
}

/* Still when no example is juggled (an invalid pattern's diagram, or no text) and the text
 * has come to rest; the cascade shown at first moves. */
static uint32_t rules_still_ms(Scene *scene, App *app)
{
    (void)app;
    const RulesScene *rs = (const RulesScene *)scene;
    bool moving = rs->has_motion || reader_moving(&rs->reader);
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
    reader_close(&rs->reader);
    SDL_free(rs->motion);
    siteswap_free(rs->broken);
    SDL_free(rs);
}

Scene *rules_scene_create(App *app)
{
    return rules_scene_create_for(app, games_at(0));
}

Scene *rules_scene_create_for(App *app, const GameDef *game)
{
    if (games_index(game) < 0)
        game = games_at(0);
    const char *file = game->rules_file; /* the game says where its rules are */
    RulesScene *rs = SDL_calloc(1, sizeof *rs);
    AnimMotion *motion = SDL_malloc(sizeof *motion);
    /* A missing or damaged rules file is shown on the screen, not a reason to fail. */
    if (!rs || !motion ||
        !reader_open(&rs->reader, app, file, true,
                     "The rules could not be found. Reinstalling Throwdeck should bring them "
                     "back.", "The rules text has a mistake and cannot be shown.", NULL)) {
        SDL_free(rs);
        SDL_free(motion);
        return NULL;
    }
    rs->base = (Scene){.name = "rules", .probe = rules_probe_json,
                       .update = rules_update, .draw = rules_draw, .input = rules_input,
                       .destroy = rules_destroy, .still_ms = rules_still_ms,
                       .opaque = true}; /* the felt covers the window: the title under it is not drawn */
    rs->motion = motion;
    rs->hand = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_HAND);
    rs->game = game;
    rs->make = rules_scene_create_for;
    rs->catalogue = &app->catalogue;
    rules_show_cascade(rs);
    return &rs->base;
}

bool rules_scene_view(const Scene *scene, RulesSceneView *out)
{
    if (!scene || !app_scene_is(scene, "rules"))
        return false;
    const RulesScene *rs = (const RulesScene *)scene;
    const Reader *r = &rs->reader;
    *out = (RulesSceneView){
        .juggling = rs->has_motion,
        .invalid = rs->invalid,
        .scroll = r->scroll,
        .scroll_target = r->scroll_target,
        .max_scroll = reader_max_scroll(r),
        .scroll_thumb = reader_thumb_rect(r),
        .focused_link = r->focused_link,
        .link_count = r->doc ? r->doc->link_count : 0,
        .section = reader_current_section(r),
        .in_contents = r->in_contents,
        .game = rs->game,
        .cards_rows = 0,
        .still_redraws = rs->still.redraws,
    };
    for (int b = 0; r->doc && b < r->doc->block_count; b++)
        out->cards_rows += r->doc->blocks[b].kind == RULES_BLOCK_CARDS;
    if (r->playing_link >= 0)
        SDL_strlcpy(out->pattern, r->doc->links[r->playing_link].target, sizeof out->pattern);
    if (r->focused_link >= 0)
        SDL_strlcpy(out->focused, r->doc->links[r->focused_link].target, sizeof out->focused);
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
    const Reader *r = &rs->reader;
    const SDL_FRect view = r->frame.text_view;
    for (int i = 0; r->doc && i < r->doc->link_count; i++) {
        SDL_FRect c;
        if (SDL_strcmp(r->doc->links[i].target, target) != 0 || !reader_link_chip(r, i, &c))
            continue;
        *out = (SDL_FRect){view.x + c.x, view.y + c.y - r->scroll, c.w, c.h};
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
