#include "table_scene.h"

#include "juggler.h"
#include "stage.h"
#include "phone_games.h"
#include "savefile.h"
#include "sst_build.h"
#include "sst_draw.h"
#include "sst_input.h"
#include "sst_play.h"
#include "summary_scene.h"
#include "table_phones.h"
#include "table_save.h"
#include "table_store.h"

#include <stdio.h>
#include <string.h>

typedef struct TableScene {
    Scene base;
    GameChoice choice;
    SstState st;
    SstFrame drawn;        /* the frame last drawn: what the probe reports */
    DrawLayer base_layer;  /* the table at rest, drawn once until it changes (sst_draw) */
    bool save_warned;      /* told the players once that the game cannot be saved */
    SavefileLog save_log;  /* the save on disk, kept by appending */
    PhoneTable phones;     /* Hands on phones: running only while a phones game is played */
    int heard_guesser;     /* the buzz-in last heard (-1 none) */
} TableScene;

/* ---- Hands on phones ---- */

static void phone_events(void *ctx, const SsgSetup *setup, const SsgEvents *events)
{
    phone_ssg_events(ctx, setup, events);
}

/* A phone's action, checked by the rules already: the same path as one made on the screen. */
static bool phone_apply(void *ctx, const SsgAction *a, SsgError *err)
{
    SstState *st = &((TableScene *)ctx)->st;
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

static void phones_stop(TableScene *ts)
{
    table_phones_stop(&ts->phones, ts->st.on_phone, ts->st.phone_url, SSG_MAX_SEATS);
    ts->st.phones = false;
    ts->st.join_open = false;
    ts->st.on_events = NULL;
}

/* Starts listening for this game and prints each person seat's link on standard output. */
static void phones_start(TableScene *ts, App *app)
{
    PhoneSeats seats;
    phone_ssg_seats(&ts->st.game.setup, &seats);
    if (!table_phones_start(&ts->phones, &seats, app, ts->st.phone_url))
        return;
    ts->st.phones = true;
    ts->st.on_events = phone_events;
    ts->st.on_events_ctx = &ts->phones;
}

static void phones_tick(TableScene *ts)
{
    if (!phone_table_running(&ts->phones))
        return;
    /* A performer at the screen chooses how to perform: guessing is not open yet. */
    bool choosing =
        ts->st.pub.phase == SSG_PHASE_PERFORM && sst_perf_show(&ts->st) == PERF_CHOOSING;
    phone_ssg_tick(&ts->phones, &ts->st.game, choosing, phone_apply, ts);
    memcpy(ts->st.on_phone, ts->phones.on_phone, sizeof ts->st.on_phone);
}

static void sync_window(TableScene *ts, const App *app)
{
    sst_set_window(&ts->st, app->width, app->height, settings_text_scale(app->settings.text_size),
                   app->settings.animation_speed, app->settings.instant_moves);
    ts->st.seats_turn = app->settings.seats_turn;
}

/* The game on disk after every action, so closing the window, a crash or a power cut loses
 * at most the action in progress. A finished game leaves nothing to continue. The save needs
 * the whole game (its seed and actions), not a view. */
static bool save_line(const void *ctx, int i, char *buf, size_t size)
{
    return ssgame_action_text(&((const TableScene *)ctx)->st.game.actions[i], buf, size);
}

static char *save_whole(const void *ctx)
{
    const TableScene *ts = ctx;
    return table_save_text(&ts->st.game, &ts->choice);
}

static void save_game(TableScene *ts, App *app)
{
    ts->st.save_due = false;
    if (ts->choice.no_save) /* a test's or a screenshot's table: the player's save stays */
        return;
    bool over = ts->st.game.phase == SSG_PHASE_OVER;
    /* Each action appends its line; the whole text is written only now and then. */
    table_store_log(app, &ts->save_log, over, ts->st.game.actions_n, save_line, save_whole,
                    SDL_free, ts, &ts->save_warned);
}

/* What the table asked for during input or a tick. */
static void carry_out(TableScene *ts, App *app)
{
    if (ts->st.save_due)
        save_game(ts, app);
    if (ts->st.notice[0]) {
        app_notify_for(app, ts->st.notice,
                       ts->st.notice_for > 0 ? ts->st.notice_for : APP_NOTICE_SECONDS);
        ts->st.notice[0] = '\0';
        ts->st.notice_for = 0;
    }
    SstRequest req = ts->st.request;
    ts->st.request = SST_REQ_NONE;
    if (req == SST_REQ_SUMMARY) {
        phones_stop(ts); /* the game is over: the phones have seen its end, nobody listens now */
        app_request_push(app, summary_scene_create(app, &ts->st.game, &ts->choice,
                                                   table_scene_create));
    } else if (req == SST_REQ_LEAVE) {
        app_request_pop(app); /* carried out by the app after this handler */
    }
}

/* A guess is typed, or a trick picked by its first letter: M is a letter then. */
static bool table_takes_letters(Scene *scene)
{
    const TableScene *ts = (const TableScene *)scene;
    return ts->st.guesser >= 0 || ts->st.overlay == OVERLAY_TRICKS;
}

static void table_update(Scene *scene, App *app)
{
    TableScene *ts = (TableScene *)scene;
    sync_window(ts, app);
    double pm_t = ts->st.pm_t;
    sst_tick(&ts->st, 1.0 / LOOP_TICKS_PER_SECOND);
    if (ts->st.pm_ok) /* the performance's catches, heard */
        audio_rhythm(app->audio, ts->st.pm, pm_t, ts->st.pm_t);
    if (ts->st.guesser >= 0 && ts->heard_guesser < 0) /* everyone sees who buzzed in */
        audio_cue(app->audio, AUDIO_CUE_BUZZ, 0);
    ts->heard_guesser = ts->st.guesser;
    carry_out(ts, app);
}

/* The phones are answered every tick, under the Rules too (Scene.service); a move one makes
 * is saved at once, the rest of what it asks for waits until the table is on top again. */
static void table_service(Scene *scene, App *app)
{
    TableScene *ts = (TableScene *)scene;
    sync_window(ts, app);
    phones_tick(ts);
    if (ts->st.save_due)
        save_game(ts, app);
}

static void table_draw(Scene *scene, App *app, double blend)
{
    TableScene *ts = (TableScene *)scene;
    sync_window(ts, app);
    double ahead = motion_ahead(&ts->st.motion, blend / LOOP_TICKS_PER_SECOND);
    sst_frame(&ts->st, ahead, &ts->drawn);
    sst_draw(app, &ts->base_layer, &ts->st, &ts->drawn);
}

/* Still while a person is to act and nothing moves: no card in flight, no juggler, banner,
 * overlay or timer running (the curtain's button wakes after its half second). */
static uint32_t table_still_ms(Scene *scene, App *app)
{
    (void)app;
    return sst_still(&((TableScene *)scene)->st) ? APP_STILL_FOREVER : 0;
}

static bool table_input(Scene *scene, App *app, const Input *in)
{
    TableScene *ts = (TableScene *)scene;
    sync_window(ts, app);
    SstFrame *f = SDL_malloc(sizeof *f);
    if (!f)
        return true;
    sst_frame(&ts->st, 0, f);
    sst_input(&ts->st, f, in);
    SDL_free(f);
    carry_out(ts, app);
    return true;
}

static void table_destroy(Scene *scene)
{
    TableScene *ts = (TableScene *)scene;
    phones_stop(ts); /* leaving the table: stop listening */
    layer_free(&ts->base_layer);
    ssgame_free(&ts->st.game);
    SDL_free(ts->st.om);
    SDL_free(ts->st.pm);
    SDL_free(ts);
}

static TableScene *table_alloc(App *app, const GameChoice *choice)
{
    TableScene *ts = SDL_calloc(1, sizeof *ts);
    if (!ts)
        return NULL;
    ts->base = (Scene){.name = "siteswap_table", .probe = sst_probe_json,
                       .service = table_service,
                       .update = table_update, .draw = table_draw, .input = table_input,
                       .destroy = table_destroy, .still_ms = table_still_ms,
                       .takes_letters = table_takes_letters,
                       .opaque = true}; /* the felt covers the window: nothing under it shows */
    ts->choice = *choice;
    sst_init(&ts->st, SDL_malloc(sizeof(AnimMotion)), SDL_malloc(sizeof(AnimMotion)),
             &app->catalogue);
    ts->st.audio = app->audio;
    ts->heard_guesser = -1;
    if (app->catalogue_problem[0]) /* no tricks in this game: say why as it starts */
        app_notify(app, app->catalogue_problem);
    ts->st.hint_button = choice->hint_button;
    sync_window(ts, app);
    return ts;
}

/* The engine takes no catalogue rather than an empty one (then it offers no tricks). */
static const Catalogue *tricks_or_null(const TableScene *ts)
{
    return ts->st.tricks && ts->st.tricks->count ? ts->st.tricks : NULL;
}

Scene *table_scene_create(App *app, const GameChoice *choice)
{
    TableScene *ts = table_alloc(app, choice);
    if (!ts)
        return NULL;
    SsgError err;
    if (!ssgame_new(&ts->st.game, &choice->setup, tricks_or_null(ts), &ts->st.events, &err)) {
        app_notify(app, err.message);
        table_destroy(&ts->base);
        return NULL;
    }
    if (choice->phones)
        phones_start(ts, app);
    sst_seat_people(&ts->st);
    sst_log_new_game(&ts->st, (unsigned long long)choice->setup.seed);
    sst_take_events(&ts->st, &ts->st.events);
    save_game(ts, app);
    return &ts->base;
}

Scene *table_scene_resume(App *app, const char *text, size_t len, const GameChoice *extras,
                          char *err, size_t err_size)
{
    GameChoice choice = extras ? *extras : game_choice_default(1);
    TableScene *ts = table_alloc(app, &choice);
    if (!ts) {
        SDL_strlcpy(err, "Out of memory.", err_size);
        return NULL;
    }
    SsgError e;
    if (!ssgame_load(&ts->st.game, text, len, tricks_or_null(ts), &e)) {
        SDL_strlcpy(err, e.message, err_size);
        table_destroy(&ts->base);
        return NULL;
    }
    ts->choice.setup = ts->st.game.setup;
    /* Played with phones (or --phones given now): listen again, with fresh links; phones_start
     * says why when it cannot. */
    ts->choice.phones = ts->choice.phones || app->phones;
    if (ts->choice.phones && ts->st.game.phase != SSG_PHASE_OVER)
        phones_start(ts, app);
    sst_seat_people(&ts->st);
    sst_log_rebuild(&ts->st);
    return &ts->base;
}

/* The juggler as drawn into the shot at this moment: its body's box and its smallest prop. */
static SDL_FRect figure_rect(const SstState *st, SDL_FRect area, float *prop_px)
{
    AnimPose pose;
    anim_pose_at(st->pm, st->pm_t, &pose);
    AnimShot shot = st->camera.framed ? st->camera.shot : stage_shot(st->pm, area, st->height);
    *prop_px = juggler_prop_px(st->pm, &pose, &shot, area);
    return juggler_figure_box(&pose, &shot, area);
}

static bool overlaps(SDL_FRect a, SDL_FRect b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

bool table_scene_phone_url(Scene *scene, int seat, char *buf, size_t size)
{
    if (size)
        buf[0] = '\0';
    if (!scene || !app_scene_is(scene, "siteswap_table"))
        return false;
    return phone_table_url(&((TableScene *)scene)->phones, seat, buf, size);
}

/* The smallest value a revealed card on the table shows whole (the card art's own size for it):
 * what a player must read from across the room to plan an extension. 0 when none lies there. */
static int revealed_value_px(const SstState *st, const TableCards *table, int card_h)
{
    int least = 0;
    for (int i = 0; i < st->pub.revealed_n && i < SSG_MAX_REVEALED; i++) {
        const SsgRevealed *rv = &st->pub.revealed[i];
        int laid = rv->laid_by >= 0 && rv->laid_by < st->pub.seats ? rv->laid_by : 0;
        for (int k = 0; k < rv->cards.n; k++)
            for (int c = 0; c < table->n; c++)
                if (table->c[c].card == rv->cards.card[k] && table->c[c].face_up &&
                    table->c[c].h == card_h) {
                    int px = cards_value_px(ssgame_card_value(&st->game, laid, rv->cards.card[k]),
                                            card_h);
                    least = least == 0 || px < least ? px : least;
                }
    }
    return least;
}

bool table_scene_probe(Scene *scene, const App *app, TableProbe *out)
{
    if (!scene || !app_scene_is(scene, "siteswap_table"))
        return false;
    TableScene *ts = (TableScene *)scene;
    const SstState *st = &ts->st;
    SstFrame *f = SDL_malloc(sizeof *f);
    if (!f)
        return false;
    sst_frame(st, 0, f); /* the rectangles input tests against now */
    (void)app;
    memset(out, 0, sizeof *out);
    out->mode = st->mode;
    out->shown_seat = st->shown;
    out->game = &st->game;
    /* Faces from the frame last drawn, all three layers: what the players saw. */
    const SstFrame *d = &ts->drawn;
    const TableCards *layers[] = {&d->table, &d->mine, &d->moving, &d->reveal_cards};
    out->faces_n = table_cards_faces_in(layers, 4, out->faces, TABLE_PROBE_FACES);
    out->revealed_value_px = revealed_value_px(st, &d->table, d->L.revealed_card_h);
    out->busy = motion_busy(&st->motion);
    out->layout = f->L;
    out->confirm = f->confirm;
    out->hand_n = f->hand_n;
    memcpy(out->hand_card, f->hand_card, sizeof out->hand_card);
    memcpy(out->hand_rect, f->hand_rect, sizeof out->hand_rect);
    out->build_n = st->build.n;
    out->build_legal = st->build.legal;
    SDL_strlcpy(out->feedback, st->build.verdict, sizeof out->feedback);
    out->buttons_n = f->buttons.n;
    for (int i = 0; i < f->buttons.n; i++) {
        SDL_strlcpy(out->button_label[i], f->buttons.b[i].label, sizeof out->button_label[0]);
        out->button_on[i] = f->buttons.b[i].on;
        out->button_rect[i] = f->button_rect[i];
    }
    out->guesser = st->guesser;
    SDL_strlcpy(out->guess, st->guess.text, sizeof out->guess);
    SDL_strlcpy(out->guess_error, st->guess_error, sizeof out->guess_error);
    const CatalogueEntry *pick = sst_trick(st, st->guess_list.selected);
    if (st->guesser >= 0 && pick && st->pub.perf.kind == SSG_PLAY_TRICK)
        SDL_strlcpy(out->guess_pick, pick->name, sizeof out->guess_pick);
    if (table_banner_shown(&st->banner))
        SDL_strlcpy(out->banner, st->banner.text, sizeof out->banner);
    out->banner_good = st->banner.good;
    out->verdict_fresh = sst_verdict_fresh(st);
    out->real_performance = st->pub.phase == SSG_PHASE_PERFORM && sst_perf_show(st) == PERF_REAL;
    out->log_scroll = st->log.scroll;
    out->on_stage = f->juggler_on_stage && st->pm_ok;
    out->stage = f->stage;
    if (out->on_stage) {
        out->figure = figure_rect(st, d->shot, &out->prop_px);
        /* Only cards on the move are drawn after the stage: any face among them over it would
         * show on the stage itself. */
        for (int i = 0; i < d->moving.n; i++) {
            const TableCard *c = &d->moving.c[i];
            float cw = table_card_w(c->h);
            SDL_FRect r = {c->cx - cw / 2, c->cy - (float)c->h / 2, cw, (float)c->h};
            if (c->face_up && c->card >= 0 && overlaps(r, d->stage))
                out->faces_over_stage++;
        }
    }
    out->pub = &st->pub;
    out->turn = st->pub.phase == SSG_PHASE_OVER ? -1 : st->waiting;
    table_layout_text_sizes(&f->L, &out->text);
    for (int i = 0; i < st->build.n; i++) {
        out->build_card[i] = st->build.slot[i].card;
        out->build_fixed[i] = !st->build.slot[i].mine;
    }
    memcpy(out->build_rect, f->slot_rect, sizeof out->build_rect);
    memcpy(out->tag_rect, f->tag_rect, sizeof out->tag_rect);
    memcpy(out->reducible, st->build.reducible, sizeof out->reducible);
    memcpy(out->reduce, st->build.reduce, sizeof out->reduce);
    out->caret = st->build.caret;
    out->target = st->build.target;
    out->style = st->build.style;
    out->style_needed = st->build.style_needed;
    SDL_strlcpy(out->performed, st->build.performed, sizeof out->performed);
    out->revealed_n = st->pub.revealed_n;
    memcpy(out->revealed_row, f->revealed_row, sizeof out->revealed_row);
    out->overlay = st->overlay == OVERLAY_JUGGLE ? 1 : st->overlay == OVERLAY_TRICKS ? 2
                 : st->overlay == OVERLAY_REVEAL ? 3 : 0;
    if (st->overlay == OVERLAY_REVEAL) {
        const SstReveal *r = &st->reveal;
        out->reveal = true;
        SDL_strlcpy(out->reveal_what, r->what, sizeof out->reveal_what);
        out->reveal_named_by = r->named_by;
        out->reveal_what_px = d->reveal_what_px;
        out->reveal_may_close = sst_reveal_may_close(st);
        out->reveal_left = sst_reveal_left(st);
        out->reveal_card_h = d->reveal_cards.n > 0 ? d->reveal_cards.c[0].h : 0;
    }
    out->preview_ok = st->overlay != OVERLAY_NONE && st->om_ok;
    out->tricks_n = st->tricks_n;
    out->trick_sel = st->trick_list.selected;
    out->trick_top = f->trick_top;
    const CatalogueEntry *sel = sst_trick(st, st->trick_list.selected);
    if (sel)
        SDL_strlcpy(out->trick_name, sel->name, sizeof out->trick_name);
    out->trick_rows_n = SDL_min(f->trick_rows_n, TABLE_PROBE_TRICK_ROWS);
    memcpy(out->trick_row, f->trick_row, sizeof(SDL_FRect) * (size_t)out->trick_rows_n);
    SDL_free(f);
    return true;
}
