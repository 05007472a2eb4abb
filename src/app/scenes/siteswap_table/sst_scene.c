#include "sst_scene.h"

#include "phone_ssg.h"
#include "savefile.h"
#include "siteswap_choice.h"
#include "sst_build.h"
#include "sst_draw.h"
#include "sst_input.h"
#include "sst_play.h"
#include "sst_save.h"
#include "sst_tutorial.h"
#include "sst_summary.h"
#include "table_join.h"
#include "table_host.h"

#include <stdio.h>
#include <string.h>

typedef struct SstScene {
    Scene base;
    TableHost host;        /* saves, notices, the summary, phones (host.choice: the setup) */
    SstState st;
    SstFrame drawn;        /* the frame last drawn: what the probe reports */
    DrawLayer base_layer;  /* the table at rest, drawn once until it changes (sst_draw) */
    int heard_guesser;     /* the buzz-in last heard (-1 none) */
    SstTutorial *tutorial; /* the guided first game's coach (sst_tutorial.h); NULL in a game */
} SstScene;

void sst_scene_set_tutorial(Scene *scene, SstTutorial *t)
{
    ((SstScene *)scene)->tutorial = t;
}

SstTutorial *sst_scene_tutorial(Scene *scene)
{
    return scene && sst_scene_is(scene) ? ((SstScene *)scene)->tutorial : NULL;
}

/* ---- Hands on phones ---- */

static void phone_events(void *ctx, const SsgSetup *setup, const SsgEvents *events)
{
    phone_ssg_events(ctx, setup, events);
}

/* A phone's action, checked by the rules already: the same path as one made on the screen. */
static bool phone_apply(void *ctx, const SsgAction *a, SsgError *err)
{
    SstState *st = &((SstScene *)ctx)->st;
    /* The rules take a guess during any performance; the table opens guessing only once the
     * performer has chosen how to perform (as it does for the screen's Guess button). */
    if (a->kind == SSG_ACT_GUESS && !sst_may_guess(st, a->seat, err->message, sizeof err->message))
        return false;
    /* S40: the table offers taking back only for a moment, and only for moves made on it. */
    if (a->kind == SSG_ACT_UNDO && sst_undo_seat(st) != a->seat) {
        snprintf(err->message, sizeof err->message, "Only a move made on the screen can be taken "
                 "back, for a moment after it.");
        return false;
    }
    if (!sst_apply(st, a, err))
        return false;
    bool plays = a->kind == SSG_ACT_BUILD || a->kind == SSG_ACT_EXTEND || a->kind == SSG_ACT_TRICK;
    if (plays && !a->on_screen)
        st->real_for = st->turns; /* "screen" not asked for: juggled for real, cycles by hand */
    if (st->mode != TABLE_PUBLIC && st->shown == a->seat) {
        sst_leave_private(st); /* played from the phone: the screen's curtain is not needed */
    } else if (st->mode == TABLE_PRIVATE) {
        ssgame_view(&st->game, st->shown, &st->priv);
        sst_build_refresh(st);
    }
    return true;
}

static void phones_off(void *ctx)
{
    ((SstScene *)ctx)->st.on_events = NULL;
}

/* Starts listening for this game and prints each person seat's link on standard output. */
static void phones_start(SstScene *ts, App *app)
{
    PhoneSeats seats;
    phone_ssg_seats(&ts->st.game.setup, &seats);
    if (!table_host_phones_start(&ts->host, app, &seats, &ts->st.phones))
        return;
    ts->st.on_events = phone_events;
    ts->st.on_events_ctx = &ts->host.phones;
}

static void phones_tick(SstScene *ts)
{
    if (!table_host_phones_running(&ts->host))
        return;
    /* A performer at the screen chooses how to perform: guessing is not open yet. */
    bool choosing =
        ts->st.pub.phase == SSG_PHASE_PERFORM && sst_perf_show(&ts->st) == PERF_CHOOSING;
    phone_ssg_tick(&ts->host.phones, &ts->st.game, choosing, phone_apply, ts);
    table_host_phones_seen(&ts->host, &ts->st.phones);
}

static void sync_window(SstScene *ts, const App *app)
{
    sst_set_window(&ts->st, app->width, app->height, settings_text_scale(app->settings.text_size),
                   app->settings.animation_speed, app->settings.instant_moves);
    ts->st.seats_turn = app->settings.seats_turn;
}

/* The save needs the whole game (its seed and actions), not a view. */
static bool save_line(const void *ctx, int i, char *buf, size_t size)
{
    return ssgame_action_text(&((const SstScene *)ctx)->st.game.actions[i], buf, size);
}

static char *save_whole(const void *ctx)
{
    const SstScene *ts = ctx;
    return sst_save_text(&ts->st.game, &ts->host.choice);
}

static bool game_over(const void *ctx)
{
    return ((const SstScene *)ctx)->st.game.phase == SSG_PHASE_OVER;
}

static int game_actions(const void *ctx)
{
    return ((const SstScene *)ctx)->st.game.actions_n;
}

static Scene *summary(App *app, void *ctx)
{
    SstScene *ts = ctx;
    return sst_summary_create(app, &ts->st.game, &ts->host.choice, sst_scene_create);
}

static const TableHostGame HOSTED = {
    .save_line = save_line, .save_whole = save_whole, .free_text = SDL_free,
    .over = game_over, .actions = game_actions, .summary = summary, .phones_off = phones_off,
    .summary_failed = "The game's summary could not be made (out of memory).",
};

/* A guess is typed, or a trick picked by its first letter: M is a letter then. */
static bool sst_scene_takes_letters(Scene *scene)
{
    const SstScene *ts = (const SstScene *)scene;
    return ts->st.guesser >= 0 || ts->st.overlay == OVERLAY_TRICKS;
}

static void sst_scene_update(Scene *scene, App *app)
{
    SstScene *ts = (SstScene *)scene;
    sync_window(ts, app);
    double pm_t = ts->st.pm_t;
    sst_tick(&ts->st, 1.0 / LOOP_TICKS_PER_SECOND);
    if (ts->tutorial)
        sst_tutorial_tick(ts->tutorial, &ts->st, 1.0 / LOOP_TICKS_PER_SECOND);
    if (ts->st.pm_ok) /* the performance's catches, heard */
        audio_rhythm(app->audio, ts->st.pm, pm_t, ts->st.pm_t);
    if (ts->st.guesser >= 0 && ts->heard_guesser < 0) /* everyone sees who buzzed in */
        audio_cue(app->audio, AUDIO_CUE_BUZZ, 0);
    ts->heard_guesser = ts->st.guesser;
    table_host_carry_out(&ts->host, app, &ts->st.ask, &ts->st.phones);
}

/* The phones are answered every tick, under the Rules too (Scene.service); a move one makes
 * is saved at once, the rest of what it asks for waits until the table is on top again. */
static void sst_scene_service(Scene *scene, App *app)
{
    SstScene *ts = (SstScene *)scene;
    sync_window(ts, app);
    phones_tick(ts);
    if (ts->st.ask.save_due) {
        ts->st.ask.save_due = false;
        table_host_save(&ts->host, app);
    }
}

static void sst_scene_draw(Scene *scene, App *app, double blend)
{
    SstScene *ts = (SstScene *)scene;
    sync_window(ts, app);
    double ahead = motion_ahead(&ts->st.motion, blend / LOOP_TICKS_PER_SECOND);
    sst_frame(&ts->st, ahead, &ts->drawn);
    if (ts->tutorial) /* the gold default is what the coach rings */
        coach_gold(&ts->tutorial->coach, &ts->drawn.buttons);
    sst_draw(app, &ts->base_layer, &ts->st, &ts->drawn);
    if (ts->tutorial)
        sst_tutorial_draw(ts->tutorial, app, &ts->st, &ts->drawn);
}

/* Still while a person is to act and nothing moves: no card in flight, no juggler, banner,
 * overlay or timer running (the curtain's button wakes after its half second). */
static uint32_t sst_scene_still_ms(Scene *scene, App *app)
{
    (void)app;
    const SstScene *ts = (const SstScene *)scene;
    const SstState *st = &ts->st;
    uint32_t join = table_join_still_ms(&st->phones, st->pub.seats); /* advice due */
    uint32_t still = sst_still(st) ? join : 0;
    if (ts->tutorial) { /* the coach's gentle word goes by itself */
        uint32_t coach = coach_still_ms(&ts->tutorial->coach);
        still = coach < still ? coach : still;
    }
    return still;
}

static bool sst_scene_input(Scene *scene, App *app, const Input *in)
{
    SstScene *ts = (SstScene *)scene;
    sync_window(ts, app);
    SstFrame *f = SDL_malloc(sizeof *f);
    if (!f)
        return true;
    sst_frame(&ts->st, 0, f);
    if (!ts->tutorial || !sst_tutorial_input(ts->tutorial, &ts->st, f, in,
                                             sst_scene_takes_letters(scene))) {
        sst_input(&ts->st, f, in);
        if (ts->tutorial)
            sst_tutorial_after_input(ts->tutorial, in);
    }
    SDL_free(f);
    table_host_carry_out(&ts->host, app, &ts->st.ask, &ts->st.phones);
    return true;
}

static void sst_scene_destroy(Scene *scene)
{
    SstScene *ts = (SstScene *)scene;
    table_host_phones_stop(&ts->host, &ts->st.phones); /* leaving the table: stop listening */
    layer_free(&ts->base_layer);
    ssgame_free(&ts->st.game);
    if (ts->tutorial)
        coach_free(&ts->tutorial->coach);
    SDL_free(ts->tutorial);
    SDL_free(ts->st.om);
    SDL_free(ts->st.pm);
    SDL_free(ts);
}

static SstScene *sst_scene_alloc(App *app, const GameChoice *choice)
{
    SstScene *ts = SDL_calloc(1, sizeof *ts);
    if (!ts)
        return NULL;
    ts->base = (Scene){.name = "siteswap_table", .probe = sst_scene_probe_write,
                       .service = sst_scene_service,
                       .update = sst_scene_update, .draw = sst_scene_draw,
                       .input = sst_scene_input, .destroy = sst_scene_destroy,
                       .still_ms = sst_scene_still_ms, .takes_letters = sst_scene_takes_letters,
                       .opaque = true}; /* the felt covers the window: nothing under it shows */
    table_host_init(&ts->host, choice, &HOSTED, ts);
    sst_init(&ts->st, SDL_malloc(sizeof(AnimMotion)), SDL_malloc(sizeof(AnimMotion)),
             &app->catalogue);
    ts->st.audio = app->audio;
    ts->heard_guesser = -1;
    if (app->catalogue_problem[0]) /* no tricks in this game: say why as it starts */
        app_notify(app, app->catalogue_problem);
    ts->st.hint_button = siteswap_part(choice)->hint_button;
    sync_window(ts, app);
    return ts;
}

/* The engine takes no catalogue rather than an empty one (then it offers no tricks). */
static const Catalogue *tricks_or_null(const SstScene *ts)
{
    return ts->st.tricks && ts->st.tricks->count ? ts->st.tricks : NULL;
}

Scene *sst_scene_create(App *app, const GameChoice *choice)
{
    SstScene *ts = sst_scene_alloc(app, choice);
    if (!ts)
        return NULL;
    SsgError err;
    if (!ssgame_new(&ts->st.game, siteswap_choice(choice), tricks_or_null(ts), &ts->st.events, &err)) {
        app_notify(app, err.message);
        sst_scene_destroy(&ts->base);
        return NULL;
    }
    if (choice->phones)
        phones_start(ts, app);
    sst_seat_people(&ts->st);
    sst_log_new_game(&ts->st, (unsigned long long)siteswap_choice(choice)->seed);
    sst_take_events(&ts->st, &ts->st.events);
    table_host_save(&ts->host, app);
    return &ts->base;
}

Scene *sst_scene_resume(App *app, const char *text, size_t len, const GameChoice *extras,
                        char *err, size_t err_size)
{
    GameChoice choice = extras ? *extras : game_choice_default(1);
    SstScene *ts = sst_scene_alloc(app, &choice);
    if (!ts) {
        SDL_strlcpy(err, "Out of memory.", err_size);
        return NULL;
    }
    SsgError e;
    if (!ssgame_load(&ts->st.game, text, len, tricks_or_null(ts), &e)) {
        SDL_strlcpy(err, e.message, err_size);
        sst_scene_destroy(&ts->base);
        return NULL;
    }
    *siteswap_choice(&ts->host.choice) = ts->st.game.setup;
    /* Played with phones (or --phones given now): listen again, with fresh links; phones_start
     * says why when it cannot. */
    ts->host.choice.phones = ts->host.choice.phones || app->phones;
    if (ts->host.choice.phones && ts->st.game.phase != SSG_PHASE_OVER)
        phones_start(ts, app);
    sst_seat_people(&ts->st);
    sst_log_rebuild(&ts->st);
    return &ts->base;
}

bool sst_scene_phone_url(Scene *scene, int seat, char *buf, size_t size)
{
    if (size)
        buf[0] = '\0';
    if (!sst_scene_is(scene))
        return false;
    return table_host_phone_url(&((SstScene *)scene)->host, seat, buf, size);
}

bool sst_scene_is(const Scene *scene)
{
    return app_scene_is(scene, "siteswap_table");
}

bool sst_scene_probe(Scene *scene, const App *app, SstProbe *out)
{
    (void)app;
    if (!sst_scene_is(scene))
        return false;
    SstScene *ts = (SstScene *)scene;
    return sst_probe_fill(&ts->st, &ts->drawn, out);
}

void sst_scene_probe_write(Scene *scene, App *app, JsonWriter *w)
{
    SstProbe *p = SDL_malloc(sizeof *p); /* large */
    if (!p || !sst_scene_probe(scene, app, p))
        w->failed = true;
    else {
        sst_probe_json(w, p);
        const SstState *st = &((SstScene *)scene)->st;
        table_join_probe(w, &st->phones, st->pub.seats, (float)app->width, (float)app->height, ((SstScene *)scene)->drawn.L.name_px);
    }
    SstScene *ts = (SstScene *)scene;
    if (p && ts->tutorial)
        coach_probe(&ts->tutorial->coach, w);
    SDL_free(p);
}
