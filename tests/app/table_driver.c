#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "table_driver.h"

#include "jugglers_scene.h"
#include "test_env.h"

#include "title.h"

#include <SDL_ttf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The test program's app and what the privacy check remembers between frames. */
static App *app;
static long frames_checked;
static bool was_on_discard[SSG_CARDS];
static int actions_seen; /* the game's actions already looked at for face-up discards */

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

void drive_stop(void)
{
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
    GameChoice c = game_choice_default(seed);
    c.kind = GAME_JUGGLERS;
    c.jugglers.players = 3;
    c.jugglers.player[2].kind = JG_COMPUTER;
    c.jugglers.first_chairman = 0;
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
}

void drive_mouse(Uint32 type, float x, float y)
{
    SDL_Event e = {0};
    e.type = type;
    e.button.button = SDL_BUTTON_LEFT;
    e.button.x = (int)(x / app->pixel_scale);
    e.button.y = (int)(y / app->pixel_scale);
    SDL_PushEvent(&e);
}

void drive_motion(float x, float y)
{
    SDL_Event e = {0};
    e.type = SDL_MOUSEMOTION;
    e.motion.x = (int)(x / app->pixel_scale);
    e.motion.y = (int)(y / app->pixel_scale);
    SDL_PushEvent(&e);
}

void drive_key(SDL_Keycode sym)
{
    SDL_Event e = {0};
    e.type = SDL_KEYDOWN;
    e.key.state = SDL_PRESSED;
    e.key.keysym.sym = sym;
    SDL_PushEvent(&e);
}

void drive_text(const char *text)
{
    SDL_Event e = {0};
    e.type = SDL_TEXTINPUT;
    SDL_strlcpy(e.text.text, text, sizeof e.text.text);
    SDL_PushEvent(&e);
}

static bool in_pile(const Pile *p, int card)
{
    return pile_find(p, card) >= 0;
}

static void check_privacy(void)
{
    SstProbe p;
    if (app->scene_count == 0 || !sst_scene_probe(app->scenes[app->scene_count - 1], app, &p))
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

void drive_frame(void)
{
    assert_true(app_step(app, LOOP_NS_PER_SECOND / 60));
    app_present(app);
    check_privacy();
}

void drive_seconds(double seconds)
{
    for (double t = 0; t < seconds; t += 0.25) {
        assert_true(app_step(app, LOOP_MAX_FRAME_NS));
        check_privacy();
    }
}

void drive_click(float x, float y)
{
    drive_mouse(SDL_MOUSEBUTTONDOWN, x, y);
    drive_mouse(SDL_MOUSEBUTTONUP, x, y);
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
