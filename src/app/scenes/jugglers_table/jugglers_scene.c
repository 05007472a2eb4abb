#include "jugglers_scene.h"

#include "jt_draw.h"
#include "jt_input.h"
#include "jt_places.h"
#include "jt_tutorial.h"
#include "jt_play.h"
#include "jt_summary.h"
#include "jugglers_choice.h"
#include "phone_jg.h"
#include "rules_scene.h"
#include "table_host.h"
#include "table_join.h"
#include "table_store.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct JugglersScene {
    Scene base;
    TableHost host;        /* saves, notices, the summary, phones (host.choice: the setup) */
    JtState st;
    JtFrame drawn;         /* the frame last drawn: what the probe reports */
    JtFrame now;           /* the frame input is tested against */
    DrawLayer layer;       /* the table at rest (jt_draw) */
    JtTutorial *tutorial;  /* the guided first game's coach (jt_tutorial.h); NULL in a game */
} JugglersScene;

void jugglers_scene_set_tutorial(Scene *scene, JtTutorial *t)
{
    ((JugglersScene *)scene)->tutorial = t;
}

JtTutorial *jugglers_scene_tutorial(Scene *scene)
{
    return scene && app_scene_is(scene, "jugglers_table") ? ((JugglersScene *)scene)->tutorial
                                                          : NULL;
}

/* ---- Hands on phones ---- */

static void phone_events(void *ctx, const JgGame *g, const JgEvents *events)
{
    phone_jg_events(ctx, g, events);
}

/* A phone's action, checked by the rules already: the same path as one made on the screen. */
static bool phone_apply(void *ctx, const JgAction *a, JgError *err)
{
    JtState *st = &((JugglersScene *)ctx)->st;
    if (!jt_apply(st, a, err))
        return false;
    if (st->mode != TABLE_PUBLIC) {
        /* Played from the phone: the screen's curtain (or a stale private view) is not needed;
         * the next decision brings its own curtain. */
        jt_leave_private(st);
    }
    return true;
}

/* Next round pressed on a phone: as on the screen (phone_jg_tick_round allows it only while
 * the round's scoring shows). */
static void phone_next_round(void *ctx)
{
    jt_dismiss_scoring(&((JugglersScene *)ctx)->st);
}

static void phones_off(void *ctx)
{
    ((JugglersScene *)ctx)->st.on_events = NULL;
}

/* Starts listening for this game and prints each person seat's link on standard output. */
static void phones_start(JugglersScene *js, App *app)
{
    PhoneSeats seats;
    phone_jg_seats(&js->st.game, &seats);
    if (!table_host_phones_start(&js->host, app, &seats, &js->st.phones))
        return;
    js->st.on_events = phone_events;
    js->st.on_events_ctx = &js->host.phones;
}

static void phones_tick(JugglersScene *js)
{
    if (!table_host_phones_running(&js->host))
        return;
    phone_jg_tick_round(&js->host.phones, &js->st.game, jt_scoring_shown(&js->st), phone_apply,
                        phone_next_round, js);
    table_host_phones_seen(&js->host, &js->st.phones);
}

static void sync_window(JugglersScene *js, const App *app)
{
    jt_set_window(&js->st, app->width, app->height, settings_text_scale(app->settings.text_size),
                  app->settings.animation_speed, app->settings.instant_moves);
    js->st.seats_turn = app->settings.seats_turn;
}

static bool save_line(const void *ctx, int i, char *buf, size_t size)
{
    return jugglers_action_text(&((const JugglersScene *)ctx)->st.game.actions[i], buf, size);
}

static void free_text(void *text)
{
    free(text); /* jugglers_save's text is malloc'd */
}

/* The whole save text: the game's, after the table's line when phones play (a comment to the
 * engine: Continue starts the phones again). */
static char *save_whole(const void *ctx)
{
    const JugglersScene *js = ctx;
    char *text = jugglers_save(&js->st.game);
    if (text && js->host.choice.phones) {
        char head[64];
        int n = table_store_extras_line(&js->host.choice, head, sizeof head);
        size_t len = strlen(text);
        char *both = n > 0 ? malloc((size_t)n + len + 1) : NULL;
        if (both) {
            memcpy(both, head, (size_t)n);
            memcpy(both + n, text, len + 1);
        }
        if (both) { /* else saved without the line: Continue then plays through the curtain */
            free(text);
            text = both;
        }
    }
    return text;
}

static bool game_over(const void *ctx)
{
    return ((const JugglersScene *)ctx)->st.game.phase == JG_PHASE_OVER;
}

static int game_actions(const void *ctx)
{
    return ((const JugglersScene *)ctx)->st.game.actions_n;
}

static Scene *summary(App *app, void *ctx)
{
    JugglersScene *js = ctx;
    return jt_summary_create(app, &js->st.game, &js->host.choice, jugglers_scene_create);
}

static Scene *rules(App *app)
{
    return rules_scene_create_for(app, games_named(JUGGLERS_ID));
}

static const TableHostGame HOSTED = {
    .save_line = save_line, .save_whole = save_whole, .free_text = free_text,
    .over = game_over, .actions = game_actions, .summary = summary, .rules = rules,
    .phones_off = phones_off,
    .summary_failed = "The match's summary could not be made (out of memory).",
};

/* The scene for a call from the app, told the window and settings as they are now. */
static JugglersScene *ready(Scene *scene, const App *app)
{
    JugglersScene *js = (JugglersScene *)scene;
    sync_window(js, app);
    return js;
}

static void jugglers_update(Scene *scene, App *app)
{
    JugglersScene *js = ready(scene, app);
    jt_tick(&js->st, 1.0 / LOOP_TICKS_PER_SECOND);
    if (js->tutorial)
        jt_tutorial_tick(js->tutorial, &js->st, 1.0 / LOOP_TICKS_PER_SECOND);
    if (js->tutorial)
        jt_tutorial_steer(js->tutorial, &js->st);
    table_host_carry_out(&js->host, app, &js->st.ask, &js->st.phones);
}

/* The phones are answered every tick, under the Rules too (Scene.service); a move one makes
 * is saved at once, the rest of what it asks for waits until the table is on top again. */
static void jugglers_service(Scene *scene, App *app)
{
    JugglersScene *js = ready(scene, app);
    phones_tick(js);
    if (js->st.ask.save_due) {
        js->st.ask.save_due = false;
        table_host_save(&js->host, app);
    }
}

static void jugglers_draw(Scene *scene, App *app, double blend)
{
    JugglersScene *js = ready(scene, app);
    double ahead = motion_ahead(&js->st.motion, blend / LOOP_TICKS_PER_SECOND);
    jt_frame(&js->st, ahead, &js->drawn);
    if (js->tutorial)
        jt_tutorial_gold(js->tutorial, &js->drawn);
    jt_draw(app, &js->layer, &js->st, &js->drawn, ahead);
    if (js->tutorial)
        jt_tutorial_draw(js->tutorial, app, &js->st, &js->drawn);
}

/* Input is tested against the frame as it is now (no blending). */
static bool jugglers_input(Scene *scene, App *app, const Input *in)
{
    JugglersScene *js = ready(scene, app);
    jt_frame(&js->st, 0, &js->now);
    if (!js->tutorial || !jt_tutorial_input(js->tutorial, &js->st, &js->now, in)) {
        jt_input(&js->st, &js->now, in);
        if (js->tutorial)
            jt_tutorial_after_input(js->tutorial, in);
    }
    table_host_carry_out(&js->host, app, &js->st.ask, &js->st.phones);
    return true;
}

/* Milliseconds until a timer of left seconds runs out (and a moment more, so it has). */
static uint32_t ms_until(double left)
{
    return left <= 0 ? 0 : (uint32_t)(left * 1000.0) + 1;
}

/* Still while a person is to act and nothing moves: no card or die in flight, no verdict due or
 * shown, every score turned up. The curtain wakes once it takes presses, an Esc's second chance
 * when it runs out. */
static uint32_t table_still_ms(Scene *scene, App *app)
{
    (void)app;
    const JtState *st = &((JugglersScene *)scene)->st;
    if (st->held.up && !table_banner_shown(&st->banner) && !st->drag.dragging &&
        st->ask.request == JT_REQ_NONE) {
        /* A held gathering is still: it wakes when Go on lights up and when it goes by itself. */
        double lit = JT_TIMINGS.held_min - st->held.age;
        uint32_t still = ms_until(lit > 0 ? lit : jt_held_left(st));
        if (st->esc_left > 0 && ms_until(st->esc_left) < still)
            still = ms_until(st->esc_left);
        return still;
    }
    if (!st->game_ok || motion_busy(&st->motion) || jt_seats_gliding(st) || st->banners_n > 0 ||
        table_banner_shown(&st->banner) || st->drag.dragging || st->ask.request != JT_REQ_NONE)
        return 0;
    uint32_t still = APP_STILL_FOREVER;
    if (jt_scoring_shown(st)) {
        /* People read the scores and go on themselves; computers alone go on after a while. */
        double step = JT_TIMINGS.score_reveal / (st->win.speed > 0 ? st->win.speed : 1);
        if (st->persons == 0 ||
            (!st->win.instant && st->scoring_age < step * (st->pub.seats - 1)))
            return 0;
    } else if (st->pub.phase == JG_PHASE_OVER || jt_waiting(st) < 0 || !jt_person_decides(st) ||
               (st->mode == TABLE_PUBLIC &&
                !(st->phones.on && st->phones.on_phone[jt_waiting(st)]))) {
        /* Computers play, or the curtain or the person's cards come next tick; a seat on its
         * phone is waited for asleep (its request wakes the loop). */
        return 0;
    } else if (st->mode == TABLE_CURTAIN && st->curtain_age < JT_TIMINGS.curtain_arm) {
        still = ms_until(JT_TIMINGS.curtain_arm - st->curtain_age);
    }
    if (st->esc_left > 0 && ms_until(st->esc_left) < still)
        still = ms_until(st->esc_left);
    uint32_t join = table_join_still_ms(&st->phones, st->pub.seats); /* advice due */
    return join < still ? join : still;
}

/* The table's, and the coach's gentle word, which goes by itself. */
static uint32_t jugglers_still_ms(Scene *scene, App *app)
{
    uint32_t still = table_still_ms(scene, app);
    const JtTutorial *t = ((JugglersScene *)scene)->tutorial;
    uint32_t coach = t ? coach_still_ms(&t->coach) : APP_STILL_FOREVER;
    return coach < still ? coach : still;
}

static void jugglers_destroy(Scene *scene)
{
    JugglersScene *js = (JugglersScene *)scene;
    table_host_phones_stop(&js->host, &js->st.phones); /* leaving the table: stop listening */
    layer_free(&js->layer);
    jugglers_free(&js->st.game);
    if (js->tutorial)
        coach_free(&js->tutorial->coach);
    SDL_free(js->tutorial);
    SDL_free(scene);
}

static JugglersScene *scene_alloc(App *app, const GameChoice *choice)
{
    JugglersScene *js = SDL_calloc(1, sizeof *js);
    if (js) {
        js->base = (Scene){.name = "jugglers_table", .probe = jugglers_scene_probe_write,
                           .service = jugglers_service,
                           .update = jugglers_update, .draw = jugglers_draw,
                           .input = jugglers_input, .destroy = jugglers_destroy,
                           .still_ms = jugglers_still_ms,
                           .opaque = true}; /* the felt covers the window */
        table_host_init(&js->host, choice, &HOSTED, js);
        js->host.choice.game = games_named(JUGGLERS_ID);
        jt_init(&js->st);
        js->st.audio = app->audio;
        sync_window(js, app);
    }
    return js;
}

Scene *jugglers_scene_create(App *app, const GameChoice *choice)
{
    JugglersScene *js = scene_alloc(app, choice);
    if (!js)
        return NULL;
    JgError err;
    if (!jugglers_new(&js->st.game, jugglers_choice(choice), &js->st.events, &err)) {
        app_notify(app, err.message);
        SDL_free(js);
        return NULL;
    }
    if (choice->phones)
        phones_start(js, app);
    jt_seat_people(&js->st);
    /* The view before the deal is an empty table: the deal's cards fly from the decks. */
    memset(&js->st.pub, 0, sizeof js->st.pub);
    js->st.pub.seats = js->st.game.seats;
    for (int d = 0; d < JG_DRAFTS; d++)
        js->st.pub.draft[d].policy = -1;
    jt_log_new_game(&js->st, (unsigned long long)jugglers_choice(choice)->seed);
    jt_take_events(&js->st, &js->st.events);
    table_host_save(&js->host, app);
    return &js->base;
}

Scene *jugglers_scene_resume(App *app, const char *text, size_t len, char *err, size_t err_size)
{
    GameChoice choice = game_choice_for(games_named(JUGGLERS_ID), 1);
    JugglersScene *js = scene_alloc(app, &choice);
    if (!js) {
        SDL_strlcpy(err, "Out of memory.", err_size);
        return NULL;
    }
    JgError e;
    if (!jugglers_load(&js->st.game, text, len, &e)) {
        SDL_strlcpy(err, e.message, err_size);
        SDL_free(js);
        return NULL;
    }
    *jugglers_choice(&js->host.choice) = js->st.game.setup;
    /* Played with phones (or --phones given now): listen again, with fresh links; phones_start
     * says why when it cannot. */
    GameChoice extras;
    table_store_extras(text, len, &extras);
    js->host.choice.phones = extras.phones || app->phones;
    if (js->host.choice.phones && js->st.game.phase != JG_PHASE_OVER)
        phones_start(js, app);
    jt_seat_people(&js->st);
    jt_log_rebuild(&js->st);
    return &js->base;
}

bool jugglers_scene_phone_url(Scene *scene, int seat, char *buf, size_t size)
{
    if (size)
        buf[0] = '\0';
    if (!jugglers_scene_is(scene))
        return false;
    return table_host_phone_url(&((JugglersScene *)scene)->host, seat, buf, size);
}

bool jugglers_scene_is(const Scene *scene)
{
    return app_scene_is(scene, "jugglers_table");
}

bool jugglers_scene_probe(Scene *scene, JtProbe *out)
{
    if (!jugglers_scene_is(scene))
        return false;
    JugglersScene *js = (JugglersScene *)scene;
    jt_probe_fill(&js->st, &js->drawn, &js->now, js->layer.redraws, out);
    return true;
}

void jugglers_scene_probe_write(Scene *scene, App *app, JsonWriter *w)
{
    JtProbe *p = SDL_malloc(sizeof *p); /* large */
    if (!p || !jugglers_scene_probe(scene, p))
        w->failed = true;
    else {
        jt_probe_json(w, p);
        const JtState *st = &((JugglersScene *)scene)->st;
        table_join_probe(w, &st->phones, st->pub.seats, (float)app->width, (float)app->height,
                         ((JugglersScene *)scene)->drawn.P.L.name_px);
    }
    if (p && ((JugglersScene *)scene)->tutorial)
        coach_probe(&((JugglersScene *)scene)->tutorial->coach, w);
    SDL_free(p);
}
