/* Hands on phones at the card table, in process and headless: the table listens on 127.0.0.1
 * for a phones game, a seat whose phone holds an events stream open skips its curtain, a phone
 * that drops out falls back to the curtain after the grace, a seat switches back to its phone
 * at any moment, and a phone's action is played as if made on the screen.
 * Usage: test-app-table-phones SCRATCH_DIR */
#define _GNU_SOURCE
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <SDL.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include "app.h"
#include "jugglers_scene.h"
#include "phone_client.h"
#include "phone_protocol.h"
#include "rules_scene.h"
#include "table_driver.h"
#include "test_env.h"
#include "sst_scene.h"
#include "siteswap_choice.h"
#include "jugglers_choice.h"

static App app;

static Scene *top(void)
{
    return app.scenes[app.scene_count - 1];
}

/* Opens a connection to the seat's link and sends a request; the answer is read later (the
 * game loop that answers is this thread's frames). */
static int send_request(int seat, const char *method, const char *rest, const char *body)
{
    char url[128] = ""; /* the highest table's: a screen may cover it (the Rules) */
    for (int i = app.scene_count - 1; i >= 0 && !url[0]; i--)
        if (!sst_scene_phone_url(app.scenes[i], seat, url, sizeof url))
            jugglers_scene_phone_url(app.scenes[i], seat, url, sizeof url);
    assert_true(url[0] != '\0');
    assert_int_equal(strncmp(url, "http://127.0.0.1:", 17), 0);
    int fd = phone_client_send(url, NULL, method, rest, body);
    assert_true(fd >= 0);
    fcntl(fd, F_SETFL, O_NONBLOCK);
    return fd;
}

static long long now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

/* Frames until the socket has said text, at most max seconds of real time (the server's threads
 * run in real time, the frames as fast as they can); what came is in buf. */
static bool frames_until(int fd, const char *text, char *buf, size_t size, double max)
{
    size_t got = strlen(buf);
    long long until = now_ms() + (long long)(max * 1000);
    while (now_ms() < until) {
        ssize_t k;
        while ((k = recv(fd, buf + got, size - 1 - got, 0)) > 0)
            got += (size_t)k;
        buf[got] = '\0';
        if (strstr(buf, text))
            return true;
        drive_frame();
        struct timespec t = {0, 5000000};
        nanosleep(&t, NULL);
    }
    return false;
}

static void wait_real(double seconds)
{
    struct timespec t = {(time_t)seconds, (long)((seconds - (double)(time_t)seconds) * 1e9)};
    nanosleep(&t, NULL);
}

static void open_phone_table(void)
{
    drive_start(&app, 1280, 720, false);
    SDL_strlcpy(app.phones_bind, "127.0.0.1", sizeof app.phones_bind);
    GameChoice c = game_choice_default(5);
    siteswap_choice(&c)->seats = 3;
    siteswap_choice(&c)->seat[2].kind = SSG_COMPUTER;
    siteswap_choice(&c)->starter = 0;
    c.phones = true;
    drive_push_table(&c);
    char url[128];
    assert_true(sst_scene_phone_url(top(), 0, url, sizeof url));
    assert_true(sst_scene_phone_url(top(), 1, url, sizeof url));
    assert_false(sst_scene_phone_url(top(), 2, url, sizeof url)); /* a computer: no link */
}

static void test_a_seat_on_its_phone_skips_its_curtain_and_falls_back_after_the_grace(void **state)
{
    (void)state;
    open_phone_table();
    static char buf[1 << 16];
    buf[0] = '\0';
    int stream = send_request(0, "GET", "/events", "");
    assert_true(frames_until(stream, "\"phone\":true", buf, sizeof buf, 10));
    drive_seconds(5); /* the deal lands; seat 1 is on turn */
    SstProbe p = drive_probe();
    assert_int_equal(ssgame_waiting_for(p.game), 0);
    assert_int_equal(p.mode, TABLE_PUBLIC); /* its phone decides: no curtain */
    close(stream);
    wait_real(PHONE_GRACE_MS / 1000.0 + 0.7);
    drive_seconds(1);
    p = drive_probe();
    assert_int_equal(p.mode, TABLE_CURTAIN); /* dropped out: the curtain again */
    assert_int_equal(p.shown_seat, 0);
    /* Back on the phone while the curtain is up: the curtain goes. */
    buf[0] = '\0';
    stream = send_request(0, "GET", "/events", "");
    assert_true(frames_until(stream, "event: view", buf, sizeof buf, 10));
    drive_seconds(0.5);
    assert_int_equal(drive_probe().mode, TABLE_PUBLIC);
    close(stream);
    drive_stop();
}

static void test_a_phones_action_is_played_like_the_screens(void **state)
{
    (void)state;
    open_phone_table();
    drive_seconds(5);
    SstProbe p = drive_probe();
    assert_int_equal(ssgame_waiting_for(p.game), 0);
    static char buf[4096];
    buf[0] = '\0';
    int fd = send_request(0, "POST", "/action", "skip 1");
    assert_true(frames_until(fd, "{\"ok\":true}", buf, sizeof buf, 5));
    close(fd);
    drive_seconds(3);
    p = drive_probe();
    assert_int_equal(p.game->actions_n, 1);
    assert_int_equal(ssgame_waiting_for(p.game), 1);
    assert_int_equal(p.mode, TABLE_CURTAIN); /* Ben has no phone open: his curtain */
    assert_int_equal(p.shown_seat, 1);
    /* Another seat's line from seat 1's phone: refused, nothing played. */
    buf[0] = '\0';
    fd = send_request(0, "POST", "/action", "skip 2");
    assert_true(frames_until(fd, "403 Forbidden", buf, sizeof buf, 5));
    close(fd);
    assert_int_equal(drive_probe().game->actions_n, 1);
    drive_stop();
}

/* The Rules opened over a phones table: the table's phone server still answers, and a move from
 * a phone is played at once, not answered "busy" until the Rules close. */
static void test_a_phones_move_is_played_while_the_rules_cover_the_table(void **state)
{
    (void)state;
    open_phone_table();
    drive_seconds(5);
    assert_int_equal(ssgame_waiting_for(drive_probe().game), 0);
    Scene *rules = rules_scene_create(&app);
    assert_non_null(rules);
    app_push_scene(&app, rules);
    drive_frame();
    assert_true(app_scene_is(top(), "rules"));
    static char buf[4096];
    buf[0] = '\0';
    int fd = send_request(0, "POST", "/action", "skip 1");
    assert_true(frames_until(fd, "{\"ok\":true}", buf, sizeof buf, 5));
    close(fd);
    assert_true(app_scene_is(top(), "rules")); /* still covered */
    SstProbe p;
    assert_true(sst_scene_probe(app.scenes[app.scene_count - 2], &app, &p));
    assert_int_equal(p.game->actions_n, 1);
    assert_int_equal(ssgame_waiting_for(p.game), 1);
    app_pop_scene(&app);
    drive_seconds(1);
    p = drive_probe();
    assert_int_equal(p.game->actions_n, 1);
    assert_int_equal(ssgame_waiting_for(p.game), 1);
    drive_stop();
}

/* While a performer at the screen chooses how to perform (juggle it or the screen), the table
 * pauses and guessing is not open: a phone's view says you_may_guess false (and choosing), and a
 * guess from a phone is refused with the screen's reason. */
static void test_a_phone_may_not_guess_while_the_performer_chooses_how_to_perform(void **state)
{
    (void)state;
    open_phone_table();
    drive_seconds(5);
    SstProbe p = drive_probe();
    assert_int_equal(p.mode, TABLE_CURTAIN); /* Anna has no phone open: her curtain */
    assert_int_equal(p.shown_seat, 0);
    drive_open_curtain();
    assert_true(drive_click_button("Best build"));
    assert_true(drive_probe().build_legal);
    assert_true(drive_click_button("Perform"));
    drive_seconds(1);
    p = drive_probe();
    assert_int_equal(p.game->phase, SSG_PHASE_PERFORM);
    assert_int_not_equal(drive_button_index(&p, "I'll juggle it (J)"), -1); /* choosing */
    static char buf[1 << 16];
    buf[0] = '\0';
    int fd = send_request(1, "GET", "/view", "");
    assert_true(frames_until(fd, "\"choosing\":true", buf, sizeof buf, 5));
    assert_non_null(strstr(buf, "\"you_may_guess\":false"));
    close(fd);
    buf[0] = '\0';
    fd = send_request(1, "POST", "/action", "guess 2 \"531\"");
    assert_true(frames_until(fd, "Guessing opens once the performance starts", buf, sizeof buf, 5));
    assert_non_null(strstr(buf, "409"));
    close(fd);
    assert_int_equal(drive_probe().game->perf.guessed_at[1], -1);
    /* Shown on screen: guessing opens, and the view says so. */
    assert_true(drive_click_button("Show it on screen (O)"));
    buf[0] = '\0';
    fd = send_request(1, "GET", "/view", "");
    assert_true(frames_until(fd, "\"choosing\":false", buf, sizeof buf, 5));
    assert_non_null(strstr(buf, "\"you_may_guess\":true"));
    close(fd);
    drive_stop();
}

/* Continue on the title (Enter: it is offered first) with the save just written, phones bound
 * to bind; the table on top afterwards. */
static void continue_saved_game(const char *bind)
{
    drive_stop();
    drive_start(&app, 1280, 720, true);
    SDL_strlcpy(app.phones_bind, bind, sizeof app.phones_bind);
    app.notice[0] = '\0';
    drive_key(SDLK_RETURN);
    drive_frame();
    assert_int_equal(app.scene_count, 2);
}

/* A game played with phones, continued: the server starts again with fresh links. */
static void test_continue_starts_the_phones_again_with_fresh_links(void **state)
{
    (void)state;
    open_phone_table();
    char before[128], after[128];
    assert_true(sst_scene_phone_url(top(), 0, before, sizeof before));
    continue_saved_game("127.0.0.1");
    assert_true(sst_scene_phone_url(top(), 0, after, sizeof after));
    assert_true(sst_scene_phone_url(top(), 1, after, sizeof after));
    assert_false(sst_scene_phone_url(top(), 2, after, sizeof after)); /* the computer */
    assert_true(sst_scene_phone_url(top(), 0, after, sizeof after));
    assert_string_not_equal(strstr(before, "/s/"), strstr(after, "/s/")); /* a fresh token */
    static char buf[1 << 16];
    buf[0] = '\0';
    int fd = send_request(0, "GET", "/view", "");
    assert_true(frames_until(fd, "\"game\":\"siteswap\"", buf, sizeof buf, 5));
    close(fd);
    drive_stop();
}

/* When the phones cannot listen again (here: an address this machine does not have), the game
 * goes on through the curtain and says why. */
static void test_continue_says_why_the_phones_cannot_start_again(void **state)
{
    (void)state;
    open_phone_table();
    continue_saved_game("192.0.2.1");
    char url[128];
    assert_false(sst_scene_phone_url(top(), 0, url, sizeof url));
    assert_non_null(strstr(app.notice, "Hands on phones is off for this game"));
    drive_stop();
}

static JtProbe jprobe(void)
{
    JtProbe p;
    assert_true(jugglers_scene_probe(top(), &p));
    return p;
}

/* Jugglers: the chairman on her phone gets no curtain and the screen shows only the public
 * table; her phone dropped, the curtain comes back after the grace; back on the phone, it goes. */
static void test_a_jugglers_seat_on_its_phone_skips_its_curtain_and_falls_back(void **state)
{
    (void)state;
    drive_start(&app, 1280, 720, false);
    SDL_strlcpy(app.phones_bind, "127.0.0.1", sizeof app.phones_bind);
    drive_push_jugglers_phones_table(9);
    static char buf[1 << 16];
    buf[0] = '\0';
    int stream = send_request(0, "GET", "/events", "");
    assert_true(frames_until(stream, "\"phone\":true", buf, sizeof buf, 10));
    drive_seconds(8); /* the deal lands; the chairman decides */
    JtProbe p = jprobe();
    assert_int_equal(p.game->phase, JG_PHASE_SECRETS);
    assert_int_equal(p.mode, TABLE_PUBLIC); /* her phone decides: no curtain */
    assert_true(p.on_phone[0]);
    close(stream);
    wait_real(PHONE_GRACE_MS / 1000.0 + 0.7);
    drive_seconds(1);
    p = jprobe();
    assert_int_equal(p.mode, TABLE_CURTAIN); /* dropped out: the curtain again */
    assert_int_equal(p.shown_seat, 0);
    buf[0] = '\0';
    stream = send_request(0, "GET", "/events", "");
    assert_true(frames_until(stream, "event: view", buf, sizeof buf, 10));
    drive_seconds(0.5);
    assert_int_equal(jprobe().mode, TABLE_PUBLIC);
    /* Her phone's choice is played like the screen's. */
    buf[0] = '\0';
    int fd = send_request(0, "POST", "/action", "secrets 1 1");
    assert_true(frames_until(fd, "{\"ok\":true}", buf, sizeof buf, 5));
    close(fd);
    assert_int_equal(jprobe().game->actions_n, 1);
    close(stream);
    drive_stop();
}

/* The same for Jugglers: its save carries the phones too. */
static void test_a_jugglers_game_with_phones_continues_with_fresh_links(void **state)
{
    (void)state;
    drive_start(&app, 1280, 720, false);
    SDL_strlcpy(app.phones_bind, "127.0.0.1", sizeof app.phones_bind);
    GameChoice c = game_choice_for(games_named("jugglers"), 9);
    jugglers_choice(&c)->players = 3;
    jugglers_choice(&c)->player[2].kind = JG_COMPUTER;
    c.phones = true;
    Scene *s = jugglers_scene_create(&app, &c);
    assert_non_null(s);
    app_push_scene(&app, s);
    drive_frame();
    char before[128], after[128];
    assert_true(jugglers_scene_phone_url(top(), 1, before, sizeof before));
    assert_false(jugglers_scene_phone_url(top(), 2, after, sizeof after)); /* the computer */
    continue_saved_game("127.0.0.1");
    JtProbe p;
    assert_true(jugglers_scene_probe(top(), &p));
    assert_true(p.phones);
    assert_true(jugglers_scene_phone_url(top(), 1, after, sizeof after));
    assert_string_not_equal(strstr(before, "/s/"), strstr(after, "/s/"));
    drive_stop();
}

int main(int argc, char **argv)
{
    int code = test_env_start(argc, argv, "table-phones-xdg");
    if (code)
        return code;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_seat_on_its_phone_skips_its_curtain_and_falls_back_after_the_grace),
        cmocka_unit_test(test_a_phones_action_is_played_like_the_screens),
        cmocka_unit_test(test_a_phones_move_is_played_while_the_rules_cover_the_table),
        cmocka_unit_test(test_a_phone_may_not_guess_while_the_performer_chooses_how_to_perform),
        cmocka_unit_test(test_continue_starts_the_phones_again_with_fresh_links),
        cmocka_unit_test(test_continue_says_why_the_phones_cannot_start_again),
        cmocka_unit_test(test_a_jugglers_game_with_phones_continues_with_fresh_links),
        cmocka_unit_test(test_a_jugglers_seat_on_its_phone_skips_its_curtain_and_falls_back),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    drive_sdl_quit();
    return failed;
}
