/* The Join screen at a venue, in process and headless: the addresses the phones are offered
 * (two pretend interfaces, THROWDECK_PHONE_IFACES, both on this machine's loopback so the server
 * really listens on them), picking the second by key, number and click so the seats' links
 * follow, and the plain advice once a phone has not joined within 10 s of the game's clock,
 * all read through the probe's "join" member.
 * Usage: test-app-table-join SCRATCH_DIR */
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
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

#include "app.h"
#include "jugglers_scene.h"
#include "phone_client.h"
#include "probe.h"
#include "siteswap_choice.h"
#include "sst_scene.h"
#include "table_driver.h"
#include "table_join.h"

static App app;
static const char *scratch;

static Scene *top(void)
{
    return app.scenes[app.scene_count - 1];
}

/* A siteswap table of persons people and `computers` computers. */
static void open_table_with(int w, int h, int persons, int computers)
{
    drive_start(&app, w, h, false);
    app.phones_bind[0] = '\0'; /* the machine's addresses: here the pretend ones */
    GameChoice c = game_choice_default(5);
    SsgSetup *setup = siteswap_choice(&c);
    setup->seats = persons + computers;
    for (int s = 0; s < persons + computers; s++)
        setup->seat[s].kind = s < persons ? SSG_PERSON : SSG_COMPUTER;
    setup->starter = 0;
    c.phones = true;
    c.no_save = true;
    drive_push_table(&c);
}

/* A siteswap table of persons people and one computer. */
static void open_table_of(int w, int h, int persons)
{
    open_table_with(w, h, persons, 1);
}

static void open_table(int w, int h)
{
    open_table_of(w, h, 2);
}

/* The probe's "join" member, without spaces, in buf. */
static const char *join_probe(char *buf, size_t size)
{
    char *text = probe_text(&app);
    assert_non_null(text);
    const char *j = strstr(text, "\"join\"");
    assert_non_null(j);
    size_t k = 0;
    int depth = 0;
    for (const char *p = j; *p && k + 1 < size; p++) {
        if (*p == ' ' || *p == '\n')
            continue;
        buf[k++] = *p;
        if (*p == '{')
            depth++;
        if (*p == '}' && --depth == 0)
            break;
    }
    buf[k] = '\0';
    free(text);
    return buf;
}

static bool probe_has(const char *text)
{
    char buf[2048];
    join_probe(buf, sizeof buf);
    if (!strstr(buf, text))
        fprintf(stderr, "# no %s in %s\n", text, buf);
    return strstr(buf, text) != NULL;
}

static void seat_url(int seat, char *url, size_t size)
{
    assert_true(sst_scene_phone_url(top(), seat, url, size));
}

/* A phone's GET of path at url's host and port; true when an answer came. */
static bool phone_get(const char *url, const char *rest)
{
    int fd = phone_client_send(url, NULL, "GET", rest, "");
    if (fd < 0)
        return false;
    struct timeval t = {5, 0};
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &t, sizeof t);
    char buf[512];
    bool ok = recv(fd, buf, sizeof buf, 0) > 0;
    close(fd);
    return ok;
}

static void test_the_join_screen_lists_the_addresses_and_the_one_in_use(void **state)
{
    (void)state;
    open_table(1280, 720);
    drive_key(SDLK_p);
    drive_frame();
    assert_true(probe_has("\"open\":true"));
    assert_true(probe_has("{\"name\":\"wlan0\",\"address\":\"127.0.0.2\"},"
                          "{\"name\":\"eth0\",\"address\":\"127.0.0.3\"}]"));
    /* The skipped ones are not offered. */
    assert_false(probe_has("docker0"));
    assert_false(probe_has("tun0"));
    assert_true(probe_has("\"chosen\":0"));
    char url[128];
    seat_url(0, url, sizeof url);
    assert_int_equal(strncmp(url, "http://127.0.0.2:", 17), 0);
    drive_stop();
}

static void test_picking_the_second_address_moves_every_link_there(void **state)
{
    (void)state;
    open_table(1920, 1080);
    drive_key(SDLK_p);
    drive_frame();
    drive_key(SDLK_DOWN); /* the arrows */
    drive_frame();
    assert_true(probe_has("\"chosen\":1"));
    assert_true(probe_has("\"open\":true")); /* picking does not close the screen */
    char url[128];
    for (int s = 0; s < 2; s++) {
        seat_url(s, url, sizeof url);
        assert_int_equal(strncmp(url, "http://127.0.0.3:", 17), 0);
    }
    assert_true(phone_get(url, "/")); /* the server listens there */
    drive_key(SDLK_1); /* a number */
    drive_frame();
    assert_true(probe_has("\"chosen\":0"));
    /* A click on the second tile, where the layout puts it. */
    TableJoinLayout L;
    table_join_layout(1920, 1080, 2, 2, false, 36, &L);
    drive_click_centre(L.host_tile[1]);
    drive_frame();
    assert_true(probe_has("\"chosen\":1"));
    seat_url(1, url, sizeof url);
    assert_int_equal(strncmp(url, "http://127.0.0.3:", 17), 0);
    /* Esc goes back to the table; the pick stays. */
    drive_key(SDLK_ESCAPE);
    drive_frame();
    assert_true(probe_has("\"open\":false"));
    assert_true(probe_has("\"chosen\":1"));
    drive_stop();
}

static void test_a_jugglers_table_picks_the_second_address_too(void **state)
{
    (void)state;
    drive_start(&app, 1280, 720, false);
    app.phones_bind[0] = '\0';
    drive_push_jugglers_phones_table(9);
    char url[128];
    assert_true(jugglers_scene_phone_url(top(), 0, url, sizeof url));
    assert_int_equal(strncmp(url, "http://127.0.0.2:", 17), 0);
    drive_key(SDLK_p);
    drive_frame();
    assert_true(probe_has("{\"name\":\"eth0\",\"address\":\"127.0.0.3\"}"));
    drive_key(SDLK_2);
    drive_frame();
    assert_true(probe_has("\"chosen\":1"));
    assert_true(jugglers_scene_phone_url(top(), 1, url, sizeof url));
    assert_int_equal(strncmp(url, "http://127.0.0.3:", 17), 0);
    assert_true(phone_get(url, "/"));
    drive_stop();
}

static void test_advice_shows_after_ten_seconds_without_a_phone(void **state)
{
    (void)state;
    open_table(1280, 720);
    drive_key(SDLK_p);
    drive_frame();
    drive_seconds(9);
    assert_true(probe_has("\"stuck\":[]"));
    assert_true(probe_has("\"advice\":false"));
    /* A table asleep wakes for it: the advice is due in about a second. */
    uint32_t still = top()->still_ms(top(), &app);
    assert_true(still > 0 && still <= 1100);
    drive_seconds(1.5);
    assert_true(probe_has("\"stuck\":[0,1]"));
    assert_true(probe_has("\"advice\":true"));
    /* Closed and opened again: the phones get their 10 s again. */
    drive_key(SDLK_ESCAPE);
    drive_frame();
    assert_true(probe_has("\"advice\":false"));
    drive_key(SDLK_p);
    drive_frame();
    assert_true(probe_has("\"advice\":false"));
    drive_stop();
}

static void test_advice_for_a_page_that_reached_this_computer_but_never_joined(void **state)
{
    (void)state;
    open_table(1280, 720);
    char url[128];
    seat_url(1, url, sizeof url);
    assert_true(phone_get(url, "/")); /* the page asked for, its stream never opened */
    drive_frame();
    drive_seconds(10.5);
    drive_key(SDLK_p); /* only just open: seat 1's phone has not had its time yet */
    drive_frame();
    assert_true(probe_has("\"stuck\":[1]"));
    assert_true(probe_has("\"advice\":true"));
    drive_stop();
}

static void test_a_seat_whose_page_joined_needs_no_advice(void **state)
{
    (void)state;
    open_table(1280, 720);
    char url[128];
    seat_url(0, url, sizeof url);
    /* Seat 0's page opens its events stream and holds it. */
    int fd = phone_client_send(url, "127.0.0.2", "GET", "/events", "");
    assert_true(fd >= 0);
    for (int i = 0; i < 400 && !probe_has("\"stuck\":[]"); i++)
        drive_frame(); /* nothing stuck yet anyway: this waits for the server's threads */
    usleep(300000);
    drive_key(SDLK_p);
    drive_frame();
    drive_seconds(11);
    assert_true(probe_has("\"stuck\":[1]"));
    close(fd);
    drive_stop();
}

/* The Join screen with two addresses and its advice, whole at both sizes: nothing cut (the
 * probe's "cut"). With JOIN_SHOTS set to a folder, a picture of each is written there. */
static void test_the_join_screen_with_its_advice_reads_whole(void **state)
{
    (void)state;
    const int sizes[][3] = {{1280, 720, 2}, {1920, 1080, 2}};
    for (int i = 0; i < 2; i++) {
        open_table_of(sizes[i][0], sizes[i][1], sizes[i][2]);
        drive_key(SDLK_p);
        drive_frame();
        drive_seconds(10.5);
        assert_true(probe_has("\"advice\":true"));
        app.redraw_layers = true;
        drive_frame();
        app.redraw_layers = false;
        const char *shots = getenv("JOIN_SHOTS");
        if (shots) {
            char png[1024];
            snprintf(png, sizeof png, "%s/join-%dx%d-%d.png", shots, sizes[i][0], sizes[i][1],
                     sizes[i][2]);
            assert_true(app_write_screenshot(&app, png));
        }
        char *text = probe_text(&app);
        assert_non_null(text);
        const char *cut = strstr(text, "\"cut\": [");
        assert_non_null(cut);
        if (cut[strlen("\"cut\": [")] != ']')
            fprintf(stderr, "# cut at %dx%d: %.600s\n", sizes[i][0], sizes[i][1], cut);
        assert_int_equal(cut[strlen("\"cut\": [")], ']');
        free(text);
        drive_stop();
    }
}

/* Five people and two addresses, the advice up: the codes are smaller, but every one of them
 * (each seat's, each address's) still reads as its link, decoded by zbarimg from the frame. */
static void test_every_code_scans_with_five_people_and_two_addresses(void **state)
{
    (void)state;
    if (system("command -v zbarimg >/dev/null 2>&1") != 0)
        skip();
    const int sizes[][2] = {{1280, 720}, {1920, 1080}};
    for (int i = 0; i < 2; i++) {
        open_table_of(sizes[i][0], sizes[i][1], 5);
        drive_key(SDLK_p);
        drive_frame();
        drive_seconds(10.5);
        assert_true(probe_has("\"stuck\":[0,1,2,3,4]"));
        const char *dir = getenv("JOIN_SHOTS") ? getenv("JOIN_SHOTS") : scratch;
        char png[1024], cmd[1200];
        snprintf(png, sizeof png, "%s/join-%dx%d-5.png", dir, sizes[i][0], sizes[i][1]);
        assert_true(app_write_screenshot(&app, png));
        /* Seat 1's link at the first address is both its code and the first tile's. */
        char want[7][160];
        int n = 0;
        for (int s = 0; s < 5; s++)
            seat_url(s, want[n++], sizeof want[0]);
        SDL_strlcpy(want[n], want[0], sizeof want[0]);
        memcpy(strstr(want[n], "127.0.0.2"), "127.0.0.3", 9);
        n++;
        snprintf(cmd, sizeof cmd, "zbarimg --quiet --raw -Sdisable -Sqrcode.enable '%s' 2>/dev/null",
                 png);
        FILE *p = popen(cmd, "r");
        assert_non_null(p);
        char line[256];
        bool seen[7] = {false};
        int codes = 0;
        while (fgets(line, sizeof line, p)) {
            line[strcspn(line, "\r\n")] = '\0';
            codes++;
            for (int k = 0; k < n; k++)
                seen[k] |= strcmp(line, want[k]) == 0;
        }
        pclose(p);
        assert_int_equal(codes, 7); /* five seats and two addresses */
        for (int k = 0; k < n; k++)
            assert_true(seen[k]);
        drive_stop();
    }
}

/* The probe's "join" member's integer `name` ("qr":158 -> 158), -1 when absent. */
static int join_int(const char *name)
{
    char buf[2048], key[40];
    join_probe(buf, sizeof buf);
    snprintf(key, sizeof key, "\"%s\":", name);
    const char *at = strstr(buf, key);
    return at ? atoi(at + strlen(key)) : -1;
}

/* Six people, each a code: at 1280x720 and 1920x1080, with two addresses, before and with the
 * advice, every code is at least 150 pixels a side at 1280x720 (scanned from a phone at arm's
 * length across a table) and nothing on the screen is cut, the typed addresses least of all. */
static void test_six_seats_codes_are_large_and_their_addresses_whole(void **state)
{
    (void)state;
    const int sizes[][3] = {{1280, 720, 150}, {1920, 1080, 225}};
    for (int i = 0; i < 2; i++) {
        for (int advice = 0; advice < 2; advice++) {
            open_table_with(sizes[i][0], sizes[i][1], 6, 0);
            drive_key(SDLK_p);
            drive_frame();
            if (advice)
                drive_seconds(10.5);
            assert_true(probe_has(advice ? "\"advice\":true" : "\"advice\":false"));
            assert_int_equal(join_int("codes"), 6);
            int qr = join_int("qr");
            fprintf(stderr, "# %dx%d %s: codes %d px, grid %dx%d\n", sizes[i][0], sizes[i][1],
                    advice ? "with advice" : "no advice", qr, join_int("cols"), join_int("rows"));
            assert_true(qr >= sizes[i][2]);
            app.redraw_layers = true;
            drive_frame();
            app.redraw_layers = false;
            const char *shots = getenv("JOIN_SHOTS");
            char png[1024];
            snprintf(png, sizeof png, "%s/join-%dx%d-6%s.png", shots ? shots : scratch,
                     sizes[i][0], sizes[i][1], advice ? "-advice" : "");
            assert_true(app_write_screenshot(&app, png));
            char *text = probe_text(&app);
            assert_non_null(text);
            const char *cut = strstr(text, "\"cut\": [");
            assert_non_null(cut);
            if (cut[strlen("\"cut\": [")] != ']')
                fprintf(stderr, "# cut at %dx%d: %.600s\n", sizes[i][0], sizes[i][1], cut);
            assert_int_equal(cut[strlen("\"cut\": [")], ']');
            free(text);
            /* Every seat's code and both addresses' codes read as their links. */
            if (system("command -v zbarimg >/dev/null 2>&1") == 0) {
                char cmd[1200], line[256];
                snprintf(cmd, sizeof cmd,
                         "zbarimg --quiet --raw -Sdisable -Sqrcode.enable '%s' 2>/dev/null", png);
                FILE *p = popen(cmd, "r");
                assert_non_null(p);
                char want[6][160];
                bool seen[6] = {false};
                for (int s = 0; s < 6; s++)
                    seat_url(s, want[s], sizeof want[0]);
                int codes = 0;
                while (fgets(line, sizeof line, p)) {
                    line[strcspn(line, "\r\n")] = '\0';
                    codes++;
                    for (int s = 0; s < 6; s++)
                        seen[s] |= strcmp(line, want[s]) == 0;
                }
                pclose(p);
                assert_int_equal(codes, 8); /* six seats and two addresses */
                for (int s = 0; s < 6; s++)
                    assert_true(seen[s]);
            }
            drive_stop();
        }
    }
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s SCRATCH_DIR\n", argv[0]);
        return 2;
    }
    /* Two addresses the phones may use and two they may not, all on this machine's loopback. */
    setenv("THROWDECK_PHONE_IFACES",
           "docker0=127.0.0.4,wlan0=127.0.0.2,tun0=127.0.0.5/p,eth0=127.0.0.3", 1);
    scratch = argv[1];
    if (!drive_sdl_init(argv[1], "table-join-xdg"))
        return 1;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_join_screen_lists_the_addresses_and_the_one_in_use),
        cmocka_unit_test(test_picking_the_second_address_moves_every_link_there),
        cmocka_unit_test(test_a_jugglers_table_picks_the_second_address_too),
        cmocka_unit_test(test_advice_shows_after_ten_seconds_without_a_phone),
        cmocka_unit_test(test_advice_for_a_page_that_reached_this_computer_but_never_joined),
        cmocka_unit_test(test_a_seat_whose_page_joined_needs_no_advice),
        cmocka_unit_test(test_the_join_screen_with_its_advice_reads_whole),
        cmocka_unit_test(test_every_code_scans_with_five_people_and_two_addresses),
        cmocka_unit_test(test_six_seats_codes_are_large_and_their_addresses_whole),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    drive_sdl_quit();
    return failed;
}
