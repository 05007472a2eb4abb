/* The QR codes the big screen draws for Hands on phones, read back as a phone's camera would:
 * the game (in-process, headless) draws the curtain and the Join screen, writes the frame as a
 * PNG, and zbarimg (Debian's zbar-tools) decodes it; each code must be exactly its seat's link.
 * Siteswap and Jugglers tables, at 1280x720 and 1920x1080.
 * Usage: test-app-phone-qr-decode SCRATCH_DIR. Exit 77 (skipped) without zbarimg. */
#define _GNU_SOURCE
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app.h"
#include "jugglers_scene.h"
#include "phones_harness.h"
#include "table_driver.h"
#include "sst_scene.h"
#include "siteswap_choice.h"

#define SKIP 77

static App app;
static char scratch[1024];

static Scene *top(void)
{
    return app.scenes[app.scene_count - 1];
}

/* The codes zbarimg finds in the frame drawn now, one per line, sorted (at most n). */
static int decode_frame(const char *name, char codes[][128], int n)
{
    char png[1200], cmd[2600];
    snprintf(png, sizeof png, "%s/%s.png", scratch, name);
    assert_true(app_write_screenshot(&app, png));
    snprintf(cmd, sizeof cmd, "zbarimg --quiet --raw -Sdisable -Sqrcode.enable '%s' | sort", png);
    FILE *p = popen(cmd, "r");
    assert_non_null(p);
    int k = 0;
    char line[512];
    while (k < n && fgets(line, sizeof line, p)) {
        line[strcspn(line, "\r\n")] = '\0';
        if (line[0])
            SDL_strlcpy(codes[k++], line, sizeof codes[0]);
    }
    pclose(p);
    return k;
}

static void start(int w, int h)
{
    drive_start(&app, w, h, false);
    SDL_strlcpy(app.phones_bind, "127.0.0.1", sizeof app.phones_bind);
}

/* The siteswap table's curtain for seat 1 and its Join screen (P) with both person seats. */
static void siteswap_codes_at(int w, int h)
{
    start(w, h);
    GameChoice c = game_choice_default(5);
    siteswap_choice(&c)->seats = 3;
    siteswap_choice(&c)->seat[2].kind = SSG_COMPUTER;
    siteswap_choice(&c)->starter = 0;
    c.phones = true;
    c.no_save = true;
    drive_push_table(&c);
    char url[2][128];
    assert_true(sst_scene_phone_url(top(), 0, url[0], sizeof url[0]));
    assert_true(sst_scene_phone_url(top(), 1, url[1], sizeof url[1]));
    drive_seconds(5);
    SstProbe p = drive_probe();
    assert_int_equal(p.mode, TABLE_CURTAIN);
    assert_int_equal(p.shown_seat, 0);
    char codes[4][128];
    assert_int_equal(decode_frame("siteswap-curtain", codes, 4), 1);
    assert_string_equal(codes[0], url[0]);
    drive_key(SDLK_p); /* the Join screen */
    drive_frame();
    assert_int_equal(decode_frame("siteswap-join", codes, 4), 2);
    /* Sorted: the tokens are random, so either order. */
    bool direct = strcmp(codes[0], url[0]) == 0;
    assert_string_equal(codes[direct ? 0 : 1], url[0]);
    assert_string_equal(codes[direct ? 1 : 0], url[1]);
    drive_stop();
}

static void test_siteswap_curtain_and_join_codes_read_as_the_seats_links(void **state)
{
    (void)state;
    siteswap_codes_at(1280, 720);
    siteswap_codes_at(1920, 1080);
}

static void test_jugglers_curtain_and_join_codes_read_as_the_seats_links(void **state)
{
    (void)state;
    start(1280, 720);
    drive_push_jugglers_phones_table(9);
    char url[2][128];
    assert_true(jugglers_scene_phone_url(top(), 0, url[0], sizeof url[0]));
    assert_true(jugglers_scene_phone_url(top(), 1, url[1], sizeof url[1]));
    drive_seconds(8);
    JtProbe p;
    assert_true(jugglers_scene_probe(top(), &p));
    assert_int_equal(p.mode, TABLE_CURTAIN);
    assert_int_equal(p.shown_seat, 0);
    char codes[4][128];
    assert_int_equal(decode_frame("jugglers-curtain", codes, 4), 1);
    assert_string_equal(codes[0], url[0]);
    drive_key(SDLK_p);
    drive_frame();
    assert_true(jugglers_scene_probe(top(), &p));
    assert_true(p.join_open);
    assert_int_equal(decode_frame("jugglers-join", codes, 4), 2);
    bool direct = strcmp(codes[0], url[0]) == 0;
    assert_string_equal(codes[direct ? 0 : 1], url[0]);
    assert_string_equal(codes[direct ? 1 : 0], url[1]);
    drive_stop();
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s SCRATCH_DIR\n", argv[0]);
        return 2;
    }
    if (!phones_on_path("zbarimg")) {
        printf("1..0 # SKIP no zbarimg (apt-get install zbar-tools; .ci/deps --tests installs it)\n");
        return SKIP;
    }
    SDL_strlcpy(scratch, argv[1], sizeof scratch);
    if (!drive_sdl_init(argv[1], "phone-qr-xdg"))
        return 1;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_siteswap_curtain_and_join_codes_read_as_the_seats_links),
        cmocka_unit_test(test_jugglers_curtain_and_join_codes_read_as_the_seats_links),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    drive_sdl_quit();
    return failed;
}
