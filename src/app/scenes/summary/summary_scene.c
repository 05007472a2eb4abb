#include "summary_scene.h"

#include "probe.h"
#include "summary_draw.h"
#include "summary_input.h"
#include "summary_sparks.h"
#include "summary_state.h"

#include <string.h>

/* ---- Update ---- */

static void summary_probe_json(Scene *scene, App *app, JsonWriter *j);

static void summary_update(Scene *scene, App *app)
{
    SummaryScene *ss = (SummaryScene *)scene;
    double dt = 1.0 / LOOP_TICKS_PER_SECOND;
    ss->ticks++;
    if (ss->celebrating && ss->ticks >= (long)(MOMENT_SECONDS * LOOP_TICKS_PER_SECOND))
        summary_end_moment(ss);
    if (ss->calm_ticks > 0)
        ss->calm_ticks--;
    summary_step_sparks(ss, dt);
    if (ss->watching) {
        ss->om_t += dt;
        if (ss->om_ok) /* the watched pattern's catches, heard */
            audio_rhythm(app->audio, ss->om, ss->om_t - dt, ss->om_t);
    }
}

/* Still once the winner's moment is over and its props are caught, unless a pattern is being
 * watched (the juggler moves). */
static uint32_t summary_still_ms(Scene *scene, App *app)
{
    (void)app;
    const SummaryScene *ss = (const SummaryScene *)scene;
    if (ss->celebrating || ss->watching)
        return 0;
    for (int i = 0; i < SPARKS; i++)
        if (ss->sparks[i].flying)
            return 0;
    return APP_STILL_FOREVER;
}

/* ---- Life ---- */

static void summary_destroy(Scene *scene)
{
    SummaryScene *ss = (SummaryScene *)scene;
    layer_free(&ss->under_watch);
    if (ss->watch.free_ctx)
        ss->watch.free_ctx(ss->watch.ctx);
    SDL_free(ss->rows);
    SDL_free(ss->om);
    SDL_free(ss);
}

Scene *summary_scene_create_content(App *app, const SummaryContent *c, const GameChoice *choice,
                                    SummaryPlayAgain again)
{
    (void)app;
    SummaryScene *ss = SDL_calloc(1, sizeof *ss);
    if (!ss) {
        if (c->watch.free_ctx) /* the scene owns it from the call on */
            c->watch.free_ctx(c->watch.ctx);
        return NULL;
    }
    ss->base = (Scene){.name = "summary", .probe = summary_probe_json,
                       .update = summary_update, .draw = summary_draw, .input = summary_input,
                       .destroy = summary_destroy, .still_ms = summary_still_ms,
                       .opaque = true};
    ss->watch = c->watch;
    ss->om = SDL_malloc(sizeof *ss->om);
    ss->choice = *choice;
    ss->again = again;
    ss->turns = c->turns;
    ss->seats = SDL_clamp(c->seats, 1, SUMMARY_MAX_SEATS);
    memcpy(ss->names, c->names, sizeof ss->names);
    ss->winner = c->winner;
    SDL_strlcpy(ss->moment_name, c->moment_name, sizeof ss->moment_name);
    ss->places_n = SDL_clamp(c->places_n, 0, SUMMARY_MAX_SEATS);
    memcpy(ss->place_seat, c->place_seat, sizeof ss->place_seat);
    memcpy(ss->place_text, c->place_text, sizeof ss->place_text);
    SDL_strlcpy(ss->headline, c->headline, sizeof ss->headline);
    SDL_strlcpy(ss->subtitle, c->subtitle, sizeof ss->subtitle);
    SDL_strlcpy(ss->moment_detail, c->moment_detail, sizeof ss->moment_detail);
    memcpy(ss->heads, c->heads, sizeof ss->heads);
    SDL_strlcpy(ss->hint, c->hint, sizeof ss->hint);
    SDL_strlcpy(ss->empty, c->empty, sizeof ss->empty);
    ss->rows_n = SDL_max(0, c->rows_n);
    ss->rows = SDL_calloc((size_t)SDL_max(1, ss->rows_n), sizeof *ss->rows);
    if (!ss->rows) {
        summary_destroy(&ss->base);
        return NULL;
    }
    if (ss->rows_n)
        memcpy(ss->rows, c->rows, sizeof *ss->rows * (size_t)ss->rows_n);
    ss->cards_n = SDL_clamp(c->cards_n, 0, MAX_CARDS);
    memcpy(ss->card_rank, c->card_rank, sizeof ss->card_rank);
    memcpy(ss->card_suit, c->card_suit, sizeof ss->card_suit);
    ui_list_init(&ss->list, 1);
    ss->pointer_x = ss->pointer_y = -1;
    ss->celebrating = true;
    summary_start_sparks(ss, c->seed, c->clubs, c->rings);
    return &ss->base;
}

bool summary_scene_probe(Scene *scene, const App *app, SummaryProbe *out)
{
    if (!scene || !app_scene_is(scene, "summary"))
        return false;
    SummaryScene *ss = (SummaryScene *)scene;
    memset(out, 0, sizeof *out);
    out->celebrating = ss->celebrating;
    SDL_strlcpy(out->headline, ss->headline, sizeof out->headline);
    SDL_strlcpy(out->subtitle, ss->subtitle, sizeof out->subtitle);
    SDL_strlcpy(out->moment_detail, ss->moment_detail, sizeof out->moment_detail);
    out->places_n = ss->places_n;
    memcpy(out->place_text, ss->place_text, sizeof out->place_text);
    out->rows_n = ss->rows_n;
    out->rows = ss->rows;
    summary_layout_for(ss, app, &out->layout);
    summary_sync_list(ss, &out->layout);
    out->selected = ss->list.selected;
    out->scroll = summary_scroll_px(ss, &out->layout);
    out->max_scroll = summary_max_scroll(ss, &out->layout);
    out->watching = ss->watching;
    out->watch_ok = ss->om_ok;
    SDL_strlcpy(out->watch_title, ss->om_title, sizeof out->watch_title);
    out->watch_n = ss->watch_n;
    out->under_watch_redraws = ss->under_watch.redraws;
    memcpy(out->watch_row, ss->watch_row, sizeof out->watch_row);
    memcpy(out->watch_button, ss->watch_button, sizeof out->watch_button);
    for (int i = 0; i < SPARKS; i++)
        out->sparks_flying += ss->sparks[i].flying;
    return true;
}

/* The --probe part: watching a performance or shown, and the headline. */
static void summary_probe_json(Scene *scene, App *app, JsonWriter *j)
{
    SummaryProbe *p = SDL_malloc(sizeof *p); /* the probe is large */
    if (!p || !summary_scene_probe(scene, app, p)) {
        j->failed = true;
        SDL_free(p);
        return;
    }
    probe_str(j, "phase", p->watching ? "watching" : "shown");
    probe_str(j, "headline", p->headline);
    probe_no_stage(j);
    SDL_free(p);
}
