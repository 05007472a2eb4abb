/* Hands on phones for Jugglers, end to end: the game itself (the app in-process, headless) plays
 * a Jugglers match of four players to one round win with phones on 127.0.0.1: Anna and Ben on
 * their phones (headless Chromium pages, played by phones_jugglers_game.mjs through the page as
 * people would tap it), Cleo at the screen through the curtain (synthetic SDL events) and a
 * computer. The match runs to its end; the phones' plays and secret influences are the game's
 * own actions; the screen never opens a curtain for a phone seat, and every frame passes the
 * Jugglers table's privacy check (under the curtain nothing; otherwise only cards that were
 * face up on the table, and behind the curtain the shown seat's own hand and sigil), so a phone
 * seat's cards never show on the big screen.
 *
 * Usage: test-phones-jugglers-game SCRATCH_DIR SCRIPT_DIR. Exit 77 (skipped) without node,
 * Chromium or playwright-core, saying which; CI installs them (.ci/deps --tests). */
#define _GNU_SOURCE
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <SDL.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>

#include "app.h"
#include "jugglers_scene.h"
#include "phones_harness.h"
#include "table_driver.h"
#include "test_input.h"
#include "jugglers_choice.h"

#define ANNA 0
#define BEN 1
#define CLEO 2

static App app;
static char scratch[1024];
static const char *script_dir;
static char urls[JG_MAX_SEATS][PHONES_URL];

static bool jprobe(JtProbe *p, bool *on_top)
{
    *on_top = false;
    for (int i = app.scene_count - 1; i >= 0; i--)
        if (jugglers_scene_probe(app.scenes[i], p)) {
            *on_top = i == app.scene_count - 1;
            return true;
        }
    return false;
}

/* The Jugglers table's privacy check (tests/app/table_driver.h), and more: a phone seat's cards
 * are on its phone, so the screen is never private for it. */
static void check_privacy(void)
{
    drive_check_privacy();
    JtProbe p;
    if (app.scene_count > 0 && jugglers_scene_probe(app.scenes[app.scene_count - 1], &p) &&
        p.mode == TABLE_PRIVATE)
        assert_int_equal(p.shown_seat, CLEO);
}

static void frame(void)
{
    assert_true(app_step(&app, LOOP_MAX_FRAME_NS));
    app_present(&app);
    check_privacy();
}

static void click_centre(SDL_FRect r)
{
    input_click_centre(&app, r);
    frame();
}

static bool click_button(const char *label)
{
    JtProbe p;
    bool top;
    assert_true(jprobe(&p, &top));
    for (int i = 0; i < p.buttons.n; i++)
        if (strcmp(p.buttons.b[i].label, label) == 0 && p.buttons.b[i].on) {
            click_centre(p.button_rect[i]);
            return true;
        }
    return false;
}

typedef struct Pushing {
    const GameChoice *choice;
    Scene *scene;
} Pushing;

static void create_table(void *ctx)
{
    Pushing *p = ctx;
    p->scene = jugglers_scene_create(&app, p->choice);
}

typedef struct Played {
    int curtains_for_cleo, curtains_for_phones, cleo_actions, phone_actions[2], phone_secrets;
} Played;

/* Cleo, behind the curtain: secret influences by button, else her first card on a column. */
static void cleo_decides(const JtProbe *p, long turn)
{
    const JgGame *g = p->game;
    long before = g->actions_n;
    if (g->phase == JG_PHASE_SECRETS) {
        assert_true(click_button(turn % 2 ? "No secret" : "1 secret"));
    } else {
        int i = (int)(turn % (p->hand_n > 0 ? p->hand_n : 1));
        if (p->hand_n > 0)
            click_centre(p->hand_rect[i]);
        JtProbe q;
        bool top;
        assert_true(jprobe(&q, &top));
        click_centre(q.column[turn % JG_DRAFTS]);
    }
    JtProbe after;
    bool top;
    assert_true(jprobe(&after, &top));
    assert_int_equal(after.game->actions_n, before + 1);
}

static void screen_step(Played *pl, bool *curtain_seen, long *turn)
{
    JtProbe p;
    bool top;
    assert_true(jprobe(&p, &top));
    if (p.mode == TABLE_CURTAIN) {
        if (p.shown_seat == CLEO) {
            if (!*curtain_seen)
                pl->curtains_for_cleo++;
            for (int i = 0; i < 4; i++)
                frame(); /* the curtain takes presses after half a second */
            for (double t = 0; t < 0.75; t += 0.25)
                frame();
            assert_true(jprobe(&p, &top));
            click_centre(p.confirm);
            *curtain_seen = true;
            return;
        }
        if (!*curtain_seen && p.game->actions_n > 0)
            pl->curtains_for_phones++;
        *curtain_seen = true;
        frame();
        return;
    }
    *curtain_seen = false;
    if (p.mode == TABLE_PRIVATE && p.shown_seat == CLEO && !p.busy) {
        cleo_decides(&p, (*turn)++);
        return;
    }
    if (p.scoring && p.game->phase != JG_PHASE_OVER) {
        click_button("Next round");
        return;
    }
    frame();
}

typedef struct Screen {
    Played *pl;
    bool curtain_seen;
    long turn;
} Screen;

/* A step of the screen's side; true when the match was over before it. */
static bool screen_play(void *ctx)
{
    Screen *sc = ctx;
    JtProbe p;
    bool top;
    assert_true(jprobe(&p, &top));
    bool over = p.game->phase == JG_PHASE_OVER || !top;
    if (!over)
        screen_step(sc->pl, &sc->curtain_seen, &sc->turn);
    else
        frame();
    return over;
}

static void test_two_phone_seats_a_curtain_seat_and_a_computer_play_a_jugglers_match(void **s)
{
    (void)s;
    drive_start(&app, 1280, 720, false);
    app.settings.animation_speed = 4;
    SDL_strlcpy(app.phones_bind, "127.0.0.1", sizeof app.phones_bind);
    app.phones_port = 0;
    GameChoice c = game_choice_for(games_named("jugglers"), 20261124);
    c.phones = true;
    jugglers_choice(&c)->players = 4;
    jugglers_choice(&c)->wins = 1;
    jugglers_choice(&c)->first_chairman = CLEO; /* the phones have joined by the first phone decision */
    const char *names[4] = {"Anna", "Ben", "Cleo", "Robot"};
    for (int i = 0; i < 4; i++) {
        SDL_strlcpy(jugglers_choice(&c)->player[i].name, names[i], sizeof jugglers_choice(&c)->player[i].name);
        jugglers_choice(&c)->player[i].kind = i == 3 ? JG_COMPUTER : JG_PERSON;
        jugglers_choice(&c)->player[i].level = JG_EASY;
    }
    char links[1200];
    snprintf(links, sizeof links, "%s/phones-jugglers-links.txt", scratch);
    Pushing push = {.choice = &c};
    /* every person seat has a link */
    assert_int_equal(phones_read_links(links, create_table, &push, urls, JG_MAX_SEATS), 3);
    assert_non_null(push.scene);
    app_push_scene(&app, push.scene);
    frame();
    assert_true(strncmp(urls[ANNA], "http://127.0.0.1:", 17) == 0);
    char url[128];
    assert_true(jugglers_scene_phone_url(app.scenes[app.scene_count - 1], BEN, url, sizeof url));
    assert_string_equal(url, urls[BEN]);
    pid_t node = phones_start_node(script_dir, "phones_jugglers_game.mjs", 500, urls[ANNA],
                                   urls[BEN]);
    assert_true(node > 0);

    /* The phones join first (Chromium takes a moment to start): until then the screen waits
     * behind Cleo's curtain, as a table waits for its players to sit down. */
    JtProbe j;
    bool up;
    long long join_by = phones_now_ms() + 60000;
    do {
        frame();
        SDL_Delay(50);
        assert_true(jprobe(&j, &up));
    } while (!(j.on_phone[ANNA] && j.on_phone[BEN]) && phones_now_ms() < join_by);
    assert_true(j.phones && j.on_phone[ANNA] && j.on_phone[BEN] && !j.on_phone[CLEO]);

    Played pl = {0};
    Screen screen = {.pl = &pl};
    long long start = phones_now_ms();
    int status = phones_play(node, screen_play, &screen);
    JtProbe p;
    bool top;
    assert_true(jprobe(&p, &top));
    const JgGame *g = p.game;
    for (int i = 0; i < g->actions_n; i++) {
        const JgAction *a = &g->actions[i];
        if (a->seat == CLEO)
            pl.cleo_actions++;
        if (a->seat == ANNA || a->seat == BEN) {
            pl.phone_actions[a->seat]++;
            pl.phone_secrets += a->kind == JG_ACT_SECRETS;
        }
    }
    printf("# %d actions: Anna %d, Ben %d from their phones (%d secret choices), Cleo %d "
           "through %d curtains; %d curtains for a phone seat; %.0f s; %ld frames checked\n",
           g->actions_n, pl.phone_actions[0], pl.phone_actions[1], pl.phone_secrets,
           pl.cleo_actions, pl.curtains_for_cleo, pl.curtains_for_phones,
           (double)(phones_now_ms() - start) / 1000.0, drive_frames_checked());
    if (WIFEXITED(status) && WEXITSTATUS(status) == PHONES_SKIP) {
        drive_stop();
        skip();
    }
    assert_true(WIFEXITED(status) && WEXITSTATUS(status) == 0); /* the phones saw the end */
    assert_int_equal(g->phase, JG_PHASE_OVER);
    assert_true(pl.phone_actions[0] >= 5 && pl.phone_actions[1] >= 5);
    assert_true(pl.phone_secrets >= 1);
    assert_true(pl.curtains_for_cleo >= 1);
    assert_true(pl.cleo_actions >= 5);
    assert_int_equal(pl.curtains_for_phones, 0);
    drive_stop();
}

int main(int argc, char **argv)
{
    int code = phones_setup(argc, argv, scratch, sizeof scratch, &script_dir);
    if (code >= 0)
        return code;
    if (!drive_sdl_init(scratch, "phones-jugglers-game-xdg"))
        return 1;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_two_phone_seats_a_curtain_seat_and_a_computer_play_a_jugglers_match),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    drive_sdl_quit();
    return failed;
}
