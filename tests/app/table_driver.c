#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "table_driver.h"

#include "jugglers_scene.h"
#include "test_env.h"
#include "test_input.h"

#include "title.h"
#include "jugglers_choice.h"

#include <SDL_ttf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The test program's app and what the privacy check remembers between frames. */
static App *app;
static long frames_checked;
static bool was_on_discard[SSG_CARDS];
static int actions_seen; /* the game's actions already looked at for face-up discards */
/* The Jugglers check: the table's actions replayed on a game of its own, and every card an
 * event of that replay showed to everyone. */
static JgGame jt_replay;
static bool jt_replay_on;
static bool jt_public[JG_CARDS];

bool drive_sdl_init(const char *scratch, const char *name)
{
    return test_env_sdl(scratch, name);
}

void drive_sdl_quit(void)
{
    TTF_Quit();
    SDL_Quit();
}

void drive_start(App *a, int w, int h, bool keep_save)
{
    char err[1024];
    Options opts = {.width = w, .height = h, .frames = 1};
    assert_true(app_init(a, &opts, err, sizeof err));
    drive_attach(a);
    if (!keep_save)
        remove(a->game_save_path);
    Scene *title = title_scene_create(a);
    assert_non_null(title);
    app_push_scene(a, title);
    drive_frame();
}

static void jt_forget(void)
{
    if (jt_replay_on)
        jugglers_free(&jt_replay);
    jt_replay_on = false;
    memset(jt_public, 0, sizeof jt_public);
}

void drive_stop(void)
{
    jt_forget();
    app_shutdown(app);
    SDL_FlushEvents(SDL_FIRSTEVENT, SDL_LASTEVENT);
}

void drive_push_table(const GameChoice *choice)
{
    Scene *t = sst_scene_create(app, choice);
    assert_non_null(t);
    app_push_scene(app, t);
    drive_frame();
}

void drive_push_jugglers_phones_table(uint64_t seed)
{
    GameChoice c = game_choice_for(games_named("jugglers"), seed);
    jugglers_choice(&c)->players = 3;
    jugglers_choice(&c)->player[2].kind = JG_COMPUTER;
    jugglers_choice(&c)->first_chairman = 0;
    c.phones = true;
    Scene *s = jugglers_scene_create(app, &c);
    assert_non_null(s);
    app_push_scene(app, s);
}

void drive_attach(App *a)
{
    app = a;
    frames_checked = 0;
    memset(was_on_discard, 0, sizeof was_on_discard);
    actions_seen = 0;
    jt_forget();
}

void drive_mouse(Uint32 type, float x, float y)
{
    input_mouse(app, type, x, y);
}

void drive_motion(float x, float y)
{
    input_motion(app, x, y, false);
}

void drive_key(SDL_Keycode sym)
{
    input_key(sym);
}

void drive_text(const char *text)
{
    input_text(text);
}

static bool in_pile(const Pile *p, int card)
{
    return pile_find(p, card) >= 0;
}

static void sst_check_privacy(Scene *top)
{
    SstProbe p;
    if (!sst_scene_probe(top, app, &p))
        return;
    frames_checked++;
    const SsgGame *g = p.game;
    /* A card discarded face up was public even if it never lay on the discard pile in a frame
     * checked here: a second discard turns the pile over into the pick-up pile at once (S30). */
    if (actions_seen > g->actions_n)
        actions_seen = 0; /* another game */
    for (; actions_seen < g->actions_n; actions_seen++) {
        const SsgAction *a = &g->actions[actions_seen];
        if (a->kind == SSG_ACT_DISCARD && a->card >= 0 && a->card < SSG_CARDS)
            was_on_discard[a->card] = true;
        for (int k = 0; a->kind == SSG_ACT_DISCARD_TWO && k < a->n; k++)
            was_on_discard[a->cards[k]] = true;
    }
    if (p.mode == TABLE_CURTAIN)
        assert_int_equal(p.faces_n, 0);
    for (int i = 0; i < p.faces_n; i++) {
        int c = p.faces[i];
        bool public_card = in_pile(&g->discard, c);
        for (int r = 0; r < g->revealed_n && !public_card; r++)
            public_card = in_pile(&g->revealed[r].cards, c);
        bool own = p.mode == TABLE_PRIVATE && in_pile(&g->hand[p.shown_seat], c);
        bool leaving_discard = p.busy && c >= 0 && c < SSG_CARDS && was_on_discard[c];
        if (!public_card && !own && !leaving_discard)
            fail_msg("card %d drawn face up in mode %d", c, (int)p.mode);
    }
    if (!p.busy)
        memset(was_on_discard, 0, sizeof was_on_discard);
    for (int i = 0; i < g->discard.n; i++)
        was_on_discard[g->discard.card[i]] = true;
}

/* Every card an event of the table's game showed to everyone (a seat of -1 sees what all see). */
static void jt_learn_public(const JgGame *g)
{
    static JgEvents ev;
    if (!jt_replay_on) {
        ev.n = 0;
        assert_true(jugglers_new(&jt_replay, &g->setup, &ev, NULL));
        jt_replay_on = true;
    }
    for (;;) {
        for (int i = 0; i < ev.n; i++) {
            JgEvent e = jugglers_event_for(&ev.ev[i], -1);
            if (e.card >= 0 && e.card < JG_CARDS)
                jt_public[e.card] = true;
        }
        ev.n = 0;
        if (jt_replay.actions_n >= g->actions_n)
            break;
        assert_true(jugglers_apply(&jt_replay, &g->actions[jt_replay.actions_n], &ev, NULL));
    }
}

static void jt_check_privacy(Scene *top)
{
    JtProbe p;
    if (!jugglers_scene_probe(top, &p))
        return;
    frames_checked++;
    const JgGame *g = p.game;
    if (jt_replay_on &&
        (jt_replay.actions_n > g->actions_n || jt_replay.setup.seed != g->setup.seed))
        jt_forget(); /* another game */
    jt_learn_public(g);
    if (p.mode == TABLE_CURTAIN)
        assert_int_equal(p.faces_n, 0);
    for (int i = 0; i < p.faces_n; i++) {
        int c = p.faces[i];
        assert_true(c >= 0 && c < JG_CARDS);
        bool own = (p.mode == TABLE_PRIVATE || p.own_shown) &&
                   (pile_find(&g->hand[p.shown_seat], c) >= 0 || g->sigil[p.shown_seat] == c);
        if (!jt_public[c] && !own)
            fail_msg("card %d drawn face up in mode %d", c, (int)p.mode);
    }
    /* Behind the curtain the hand drawn is exactly the shown seat's. */
    if (p.mode == TABLE_PRIVATE || p.own_shown)
        for (int i = 0; i < p.hand_n; i++)
            if (p.hand_card[i] >= 0)
                assert_true(pile_find(&g->hand[p.shown_seat], p.hand_card[i]) >= 0);
}

void drive_check_privacy(void)
{
    if (app->scene_count == 0)
        return;
    Scene *top = app->scenes[app->scene_count - 1];
    sst_check_privacy(top);
    jt_check_privacy(top);
}

void drive_frame(void)
{
    assert_true(app_step(app, LOOP_NS_PER_SECOND / 60));
    app_present(app);
    drive_check_privacy();
}

void drive_seconds(double seconds)
{
    for (double t = 0; t < seconds; t += 0.25) {
        assert_true(app_step(app, LOOP_MAX_FRAME_NS));
        drive_check_privacy();
    }
}

void drive_click(float x, float y)
{
    input_click(app, x, y);
    drive_frame();
}

void drive_click_centre(SDL_FRect r)
{
    drive_click(r.x + r.w / 2, r.y + r.h / 2);
}

/* The curtain opens only once it has been up for a moment (SST_TIMINGS.curtain_arm): wait, as a
 * person passing the screen would, then click its button. */
void drive_open_curtain(void)
{
    drive_seconds(SST_TIMINGS.curtain_arm + 0.25);
    drive_click_centre(drive_probe().confirm);
}

SstProbe drive_probe(void)
{
    SstProbe p;
    assert_true(app->scene_count > 0);
    assert_true(sst_scene_probe(app->scenes[app->scene_count - 1], app, &p));
    return p;
}

int drive_button_index(const SstProbe *p, const char *label)
{
    for (int i = 0; i < p->buttons_n; i++)
        if (strcmp(p->button_label[i], label) == 0)
            return i;
    return -1;
}

bool drive_click_button(const char *label)
{
    SstProbe p = drive_probe();
    int i = drive_button_index(&p, label);
    if (i < 0 || !p.button_on[i])
        return false;
    drive_click_centre(p.button_rect[i]);
    return true;
}

TableMode drive_until_a_person(double max)
{
    for (double t = 0; t < max; t += 0.25) {
        drive_seconds(0.25);
        SstProbe p = drive_probe();
        if (p.mode != TABLE_PUBLIC)
            return p.mode;
    }
    return TABLE_PUBLIC;
}

bool drive_click_card_of_value(int value)
{
    SstProbe p = drive_probe();
    for (int i = 0; i < p.hand_n; i++)
        if (ssgame_card_value(p.game, p.shown_seat, p.hand_card[i]) == value) {
            drive_click_centre(p.hand_rect[i]);
            return true;
        }
    return false;
}

long drive_frames_checked(void)
{
    return frames_checked;
}
