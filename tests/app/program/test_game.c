/* Runs the real throwdeck, headless (SDL's dummy video driver and software renderer), and
 * checks what it shows and how it treats its command line.
 * Usage: test-app-game PATH_TO_THROWDECK SCRATCH_DIR */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <SDL.h>
#include <SDL_image.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include "lab_layout.h"
#include "test_files.h"
#include "savefile.h"
#include "sst_save.h"
#include "title_layout.h"
#include "siteswap_choice.h"

static const char *game;
static const char *scratch;

/* Runs the game with args after the shell commands in prefix (may be ""); returns its exit
 * code and what it wrote to stderr and stdout. */
static int run_game_after(const char *prefix, const char *args, char *output, size_t output_size)
{
    char log[1024], cmd[4096];
    snprintf(log, sizeof log, "%s/game-output.txt", scratch);
    /* Its own preference folder: the tests must not see the developer's own settings. */
    snprintf(cmd, sizeof cmd,
             "%s XDG_DATA_HOME='%s/xdg' SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy '%s' %s >'%s' 2>&1",
             prefix, scratch, game, args, log);
    int status = system(cmd);
    output[0] = '\0';
    FILE *f = fopen(log, "r");
    if (f) {
        size_t n = fread(output, 1, output_size - 1, f);
        output[n] = '\0';
        fclose(f);
    }
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

static int run_game(const char *args, char *output, size_t output_size)
{
    return run_game_after("", args, output, output_size);
}

static SDL_Color pixel(SDL_Surface *s, float x, float y)
{
    int xi = (int)x, yi = (int)y;
    assert_true(xi >= 0 && yi >= 0 && xi < s->w && yi < s->h);
    Uint32 v = ((Uint32 *)((Uint8 *)s->pixels + yi * s->pitch))[xi];
    SDL_Color c;
    SDL_GetRGBA(v, s->format, &c.r, &c.g, &c.b, &c.a);
    return c;
}

static bool near(SDL_Color c, int r, int g, int b, int tol)
{
    return abs(c.r - r) <= tol && abs(c.g - g) <= tol && abs(c.b - b) <= tol;
}

/* A point given in a card's own frame (0..1 across and down) in screen pixels. */
static void card_point(const TitleCard *c, float u, float v, float *x, float *y)
{
    float w = (float)c->height * 5 / 7, h = (float)c->height;
    float dx = (u - 0.5f) * w, dy = (v - 0.5f) * h;
    float a = (float)(c->angle * 3.14159265358979 / 180);
    *x = c->cx + dx * cosf(a) - dy * sinf(a);
    *y = c->cy + dx * sinf(a) + dy * cosf(a);
}

typedef struct Census {
    int samples, paper, red_ink, black_ink, green;
} Census;

/* Samples a grid over part of a card (u0..u1 across, v0..v1 down) and counts colours. */
static Census census(SDL_Surface *s, const TitleCard *c, float u0, float u1, float v0, float v1)
{
    Census k = {0};
    for (int i = 0; i <= 20; i++) {
        for (int j = 0; j <= 20; j++) {
            float x, y;
            card_point(c, u0 + (u1 - u0) * i / 20, v0 + (v1 - v0) * j / 20, &x, &y);
            SDL_Color p = pixel(s, x, y);
            k.samples++;
            k.paper += near(p, 251, 248, 241, 14);
            k.red_ink += p.r > 150 && p.g < 90 && p.b < 90;
            k.black_ink += p.r < 60 && p.g < 60 && p.b < 70;
            k.green += p.g > p.r + 15 && p.g > p.b;
        }
    }
    return k;
}

static SDL_Surface *screenshot_with(int w, int h, const char *extra)
{
    char png[1024], args[1400], out[4096];
    snprintf(png, sizeof png, "%s/shot-%dx%d.png", scratch, w, h);
    remove(png);
    snprintf(args, sizeof args, "--size %dx%d --screenshot '%s' %s", w, h, png, extra);
    int code = run_game(args, out, sizeof out);
    if (code != 0)
        fprintf(stderr, "# throwdeck said: %s\n", out);
    assert_int_equal(code, 0);
    SDL_Surface *raw = IMG_Load(png);
    assert_non_null(raw);
    SDL_Surface *s = SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_FreeSurface(raw);
    assert_non_null(s);
    assert_int_equal(s->w, w);
    assert_int_equal(s->h, h);
    return s;
}

static SDL_Surface *screenshot(int w, int h)
{
    return screenshot_with(w, h, "--frames 3");
}

/* Counts the juggler's skin and shirt pixels where the Lab's layout puts the juggler. */
static void count_figure(SDL_Surface *s, int *skin, int *shirt)
{
    LabLayout lay;
    lab_layout(s->w, s->h, 1.0f, &lay);
    *skin = *shirt = 0;
    for (int y = (int)lay.juggler.y; y < (int)(lay.juggler.y + lay.juggler.h); y += 2) {
        for (int x = (int)lay.juggler.x; x < (int)(lay.juggler.x + lay.juggler.w); x += 2) {
            SDL_Color p = pixel(s, (float)x, (float)y);
            *skin += near(p, 233, 196, 160, 12);
            *shirt += near(p, 52, 84, 140, 12);
        }
    }
}

static void test_lab_juggles_a_valid_pattern_from_the_command_line(void **state)
{
    (void)state;
    SDL_Surface *s = screenshot_with(1280, 720, "--lab 531 --frames 90");
    int skin, shirt;
    count_figure(s, &skin, &shirt);
    assert_true(skin > 200);
    assert_true(shirt > 1000);
    SDL_FreeSurface(s);
}

static void test_lab_shows_no_juggler_for_an_invalid_pattern(void **state)
{
    (void)state;
    SDL_Surface *s = screenshot_with(1280, 720, "--lab 543 --frames 30");
    int skin, shirt;
    count_figure(s, &skin, &shirt);
    assert_int_equal(skin + shirt, 0);
    /* ...and the pattern field, where the layout puts it, is drawn. */
    LabLayout lay;
    lab_layout(s->w, s->h, 1.0f, &lay);
    int paper = 0;
    float fy = lay.field.y + lay.field.h * 0.15f;
    for (float x = lay.field.x; x < lay.field.x + lay.field.w; x += 2)
        paper += near(pixel(s, x, fy), 251, 248, 241, 6);
    assert_true(paper > 100);
    SDL_FreeSurface(s);
}

static void check_title_screen(int w, int h)
{
    SDL_Surface *s = screenshot(w, h);
    TitleLayout lay;
    title_layout(w, h, 7, 1.0f, &lay); /* Play, Lab, Settings, Rules, Help, Full screen, Quit */

    /* The table: green felt in the corners. */
    SDL_Color corner = pixel(s, 4, 4);
    assert_true(corner.g > corner.r && corner.g > corner.b);

    /* The top card of the fan, the Ace of diamonds, drawn whole where the layout puts it: mostly
     * paper, with its red value; and no felt showing through it. */
    Census ace = census(s, &lay.cards[2], 0.12f, 0.88f, 0.12f, 0.88f);
    assert_true(ace.paper > ace.samples / 2);
    assert_true(ace.red_ink > ace.samples / 20);
    assert_int_equal(ace.green, 0);
    /* The 3 of spades in the middle: its visible left part shows black ink and no red. */
    Census three = census(s, &lay.cards[1], 0.08f, 0.45f, 0.1f, 0.6f);
    assert_true(three.paper > three.samples / 3);
    assert_true(three.black_ink > three.samples / 20);
    assert_int_equal(three.red_ink, 0);

    /* The title's band holds cream letters. */
    int cream = 0, total = 0;
    for (float x = (float)w * 0.25f; x < (float)w * 0.75f; x += 2) {
        for (float y = lay.title_y; y < lay.title_y + (float)lay.title_px * 1.1f; y += 3) {
            total++;
            cream += near(pixel(s, x, y), 246, 239, 217, 12);
        }
    }
    assert_true(cream > total / 12);

    /* The first menu item is selected: a gold band along its top edge. */
    SDL_FRect it = lay.items[0];
    int gold = 0;
    for (float x = it.x + it.h; x < it.x + it.w - it.h; x += 4)
        gold += near(pixel(s, x, it.y + it.h * 0.12f), 242, 193, 78, 10);
    assert_true(gold > (int)((it.w - 2 * it.h) / 4) * 9 / 10);
    /* The second is not. */
    SDL_Color second = pixel(s, lay.items[1].x + lay.items[1].w / 2, lay.items[1].y + 2);
    assert_false(near(second, 242, 193, 78, 40));
    SDL_FreeSurface(s);
}

static void test_title_screen_at_1280x720(void **state)
{
    (void)state;
    check_title_screen(1280, 720);
}

static void test_title_screen_at_1920x1080(void **state)
{
    (void)state;
    check_title_screen(1920, 1080);
}

static void test_unknown_option_exits_2_with_a_message(void **state)
{
    (void)state;
    char out[4096];
    assert_int_equal(run_game("--bogus", out, sizeof out), 2);
    assert_non_null(strstr(out, "unknown option '--bogus'"));
}

static void test_version_exits_0(void **state)
{
    (void)state;
    char out[4096];
    assert_int_equal(run_game("--version", out, sizeof out), 0);
    assert_int_equal(strncmp(out, "throwdeck ", 10), 0);
}

static void test_wrong_data_dir_is_a_clear_error(void **state)
{
    (void)state;
    char out[4096], args[1400];
    snprintf(args, sizeof args, "--screenshot '%s/never.png'", scratch);
    setenv("THROWDECK_DATA_DIR", "/nonexistent/throwdeck-data", 1);
    int code = run_game(args, out, sizeof out);
    unsetenv("THROWDECK_DATA_DIR");
    assert_int_equal(code, 1);
    assert_non_null(strstr(out, "THROWDECK_DATA_DIR"));
    assert_non_null(strstr(out, "/nonexistent/throwdeck-data"));
}

static void test_unwritable_screenshot_is_a_clear_error(void **state)
{
    (void)state;
    char out[4096];
    int code = run_game("--screenshot /nonexistent-folder/shot.png", out, sizeof out);
    assert_int_equal(code, 1);
    assert_non_null(strstr(out, "/nonexistent-folder/shot.png"));
}

static void test_a_screenshot_onto_a_device_exits_1_with_the_reason(void **state)
{
    (void)state;
    char out[4096];
    int code = run_game("--screenshot /dev/full", out, sizeof out);
    assert_int_equal(code, 1);
    assert_non_null(strstr(out, "/dev/full could not be written: it is a device"));
    struct stat st;
    assert_int_equal(stat("/dev/full", &st), 0);
    assert_true(S_ISCHR(st.st_mode));
}

/* A limit on the size of files the game may write stands in for a full disk: the write stops
 * part way through, as it would when the disk fills up. */
static void test_a_screenshot_on_a_full_disk_exits_1_and_keeps_the_old_picture(void **state)
{
    (void)state;
    char png[1024], args[1200], out[4096];
    snprintf(png, sizeof png, "%s/full-disk.png", scratch);
    test_file_write_text(png, "the old picture");
    snprintf(args, sizeof args, "--screenshot '%s'", png);
    int code = run_game_after("ulimit -f 20; trap '' XFSZ;", args, out, sizeof out);
    assert_int_equal(code, 1);
    assert_non_null(strstr(out, "could not be written"));
    assert_non_null(strstr(out, png));
    char back[64] = "";
    assert_true(test_file_read(png, back, sizeof back) >= 0);
    assert_string_equal(back, "the old picture");
}

static void test_a_window_larger_than_the_renderer_can_hold_is_clamped_and_said(void **state)
{
    (void)state;
    char png[1024], args[1200], out[4096];
    snprintf(png, sizeof png, "%s/huge.png", scratch);
    remove(png);
    snprintf(args, sizeof args, "--size 16384x16384 --screenshot '%s'", png);
    int code = run_game(args, out, sizeof out);
    assert_int_equal(code, 0);
    assert_non_null(strstr(out, "The window is 4096x4096, not the 16384x16384 asked for"));
    SDL_Surface *s = IMG_Load(png);
    assert_non_null(s);
    assert_int_equal(s->w, 4096);
    assert_int_equal(s->h, 4096);
    SDL_FreeSurface(s);
    remove(png);
}

/* The game's save file in the preference folder the runs use (SDL: XDG_DATA_HOME/org/app). */
static void save_path(char *buf, size_t n)
{
    char dir[1200];
    snprintf(dir, sizeof dir, "%s/xdg", scratch);
    mkdir(dir, 0755);
    snprintf(dir, sizeof dir, "%s/xdg/throwdeck", scratch);
    mkdir(dir, 0755);
    snprintf(dir, sizeof dir, "%s/xdg/throwdeck/throwdeck", scratch);
    mkdir(dir, 0755);
    snprintf(buf, n, "%s/game.sav", dir);
}

/* Is the first menu row of this layout drawn gold (selected) in the screenshot? */
static bool first_row_gold(SDL_Surface *s, const TitleLayout *lay)
{
    SDL_FRect it = lay->items[0];
    int gold = 0, n = 0;
    for (float x = it.x + it.h; x < it.x + it.w - it.h; x += 4, n++)
        gold += near(pixel(s, x, it.y + it.h * 0.12f), 242, 193, 78, 10);
    return gold > n * 9 / 10;
}

static SDL_Surface *load_png(const char *png)
{
    SDL_Surface *raw = IMG_Load(png);
    assert_non_null(raw);
    SDL_Surface *s = SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_FreeSurface(raw);
    assert_non_null(s);
    return s;
}

static void test_continue_without_a_save_starts_at_the_title_with_a_message(void **state)
{
    (void)state;
    char path[1300], png[1100], args[1400], out[4096];
    save_path(path, sizeof path);
    remove(path);
    snprintf(png, sizeof png, "%s/continue-none.png", scratch);
    snprintf(args, sizeof args, "--continue --size 1280x720 --screenshot '%s' --frames 3", png);
    assert_int_equal(run_game(args, out, sizeof out), 0);
    assert_non_null(strstr(out, "There is no saved game to continue"));
    SDL_Surface *s = load_png(png);
    TitleLayout lay;
    title_layout(1280, 720, 6, 1.0f, &lay); /* the title, Play selected */
    assert_true(first_row_gold(s, &lay));
    SDL_FreeSurface(s);
}

/* A game one action in, written to path as the table writes it; returns its text (SDL_free). */
static char *write_game_in_progress(const char *path)
{
    char err[1500];
    SsgGame g;
    GameChoice c = game_choice_default(5);
    assert_true(ssgame_new(&g, siteswap_choice(&c), NULL, NULL, NULL));
    assert_true(ssgame_apply(&g, &(SsgAction){.kind = SSG_ACT_SKIP, .seat = g.turn}, NULL, NULL));
    char *text = sst_save_text(&g, &c);
    assert_non_null(text);
    assert_true(savefile_write(path, text, strlen(text), err, sizeof err));
    ssgame_free(&g);
    return text;
}

static void test_continue_with_a_save_opens_the_saved_game_at_once(void **state)
{
    (void)state;
    char path[1300], png[1100], args[1400], out[4096];
    save_path(path, sizeof path);
    SDL_free(write_game_in_progress(path));
    snprintf(png, sizeof png, "%s/continue-game.png", scratch);
    snprintf(args, sizeof args, "--continue --size 1280x720 --screenshot '%s' --frames 3", png);
    int code = run_game(args, out, sizeof out);
    remove(path);
    assert_int_equal(code, 0);
    assert_null(strstr(out, "saved game"));
    /* The table covers the title: no gold Continue row where the title would draw it. */
    SDL_Surface *s = load_png(png);
    TitleLayout lay;
    title_layout_detail(1280, 720, TITLE_MAX_ITEMS, true, 1.0f, &lay);
    assert_false(first_row_gold(s, &lay));
    SDL_FreeSurface(s);
}

/* A table opened for a screenshot (or a test) leaves the player's saved game as it was. */
static void test_table_and_summary_leave_the_players_save_alone(void **state)
{
    (void)state;
    char path[1300], png[1100], args[1400], out[4096], err[1500];
    save_path(path, sizeof path);
    char *text = write_game_in_progress(path);
    snprintf(png, sizeof png, "%s/table-shot.png", scratch);
    snprintf(args, sizeof args, "--table pcc --size 1280x720 --screenshot '%s' --frames 90", png);
    assert_int_equal(run_game(args, out, sizeof out), 0);
    size_t len = 0;
    char *after = savefile_read(path, &len, err, sizeof err);
    assert_non_null(after);
    assert_string_equal(after, text);
    SDL_free(after);
    snprintf(args, sizeof args, "--summary 3 --size 1280x720 --screenshot '%s' --frames 3", png);
    assert_int_equal(run_game(args, out, sizeof out), 0);
    after = savefile_read(path, &len, err, sizeof err);
    assert_non_null(after);
    assert_string_equal(after, text);
    SDL_free(after);
    SDL_free(text);
    remove(path);
}

static void test_continue_with_a_damaged_save_keeps_it_and_says_where(void **state)
{
    (void)state;
    char path[1300], damaged[1400], png[1100], args[1400], out[4096], err[1500];
    save_path(path, sizeof path);
    snprintf(damaged, sizeof damaged, "%s.damaged", path);
    remove(damaged);
    const char *cut = "throwdeck-save 1\ngame siteswap\nseed"; /* cut short */
    assert_true(savefile_write(path, cut, strlen(cut), err, sizeof err));
    snprintf(png, sizeof png, "%s/continue-damaged.png", scratch);
    snprintf(args, sizeof args, "--continue --screenshot '%s'", png);
    int code = run_game(args, out, sizeof out);
    bool kept = savefile_exists(damaged);
    remove(damaged);
    assert_int_equal(code, 0);
    assert_non_null(strstr(out, "could not be read"));
    assert_non_null(strstr(out, damaged));
    assert_true(kept);
    assert_false(savefile_exists(path));
}

/* A FIFO in place of the save: opening it to read would wait for a writer for ever, so
 * --continue would never return. It is refused at once and set aside like a damaged file. */
static void test_continue_with_a_fifo_as_the_save_returns_and_sets_it_aside(void **state)
{
    (void)state;
    char path[1300], damaged[1400], png[1100], args[1400], out[4096];
    save_path(path, sizeof path);
    snprintf(damaged, sizeof damaged, "%s.damaged", path);
    remove(damaged);
    remove(path);
    assert_int_equal(mkfifo(path, 0644), 0);
    snprintf(png, sizeof png, "%s/continue-fifo.png", scratch);
    snprintf(args, sizeof args, "--continue --screenshot '%s'", png);
    int code = run_game_after("timeout 60 env", args, out, sizeof out); /* 124: it hung */
    struct stat st;
    bool kept = lstat(damaged, &st) == 0 && S_ISFIFO(st.st_mode);
    remove(damaged);
    remove(path);
    assert_int_equal(code, 0);
    assert_non_null(strstr(out, "it is a named pipe (FIFO), not a file"));
    assert_true(kept);
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: %s PATH_TO_THROWDECK SCRATCH_DIR\n", argv[0]);
        return 2;
    }
    game = argv[1];
    scratch = argv[2];
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_title_screen_at_1280x720),
        cmocka_unit_test(test_title_screen_at_1920x1080),
        cmocka_unit_test(test_lab_juggles_a_valid_pattern_from_the_command_line),
        cmocka_unit_test(test_lab_shows_no_juggler_for_an_invalid_pattern),
        cmocka_unit_test(test_unknown_option_exits_2_with_a_message),
        cmocka_unit_test(test_version_exits_0),
        cmocka_unit_test(test_wrong_data_dir_is_a_clear_error),
        cmocka_unit_test(test_unwritable_screenshot_is_a_clear_error),
        cmocka_unit_test(test_a_screenshot_onto_a_device_exits_1_with_the_reason),
        cmocka_unit_test(test_a_screenshot_on_a_full_disk_exits_1_and_keeps_the_old_picture),
        cmocka_unit_test(test_a_window_larger_than_the_renderer_can_hold_is_clamped_and_said),
        cmocka_unit_test(test_continue_without_a_save_starts_at_the_title_with_a_message),
        cmocka_unit_test(test_continue_with_a_save_opens_the_saved_game_at_once),
        cmocka_unit_test(test_continue_with_a_damaged_save_keeps_it_and_says_where),
        cmocka_unit_test(test_table_and_summary_leave_the_players_save_alone),
        cmocka_unit_test(test_continue_with_a_fifo_as_the_save_returns_and_sets_it_aside),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
