/* Files the game must never lose: the atomic write and what survives when it fails, the
 * bounded read, setting a damaged file aside under a free name, and the change stamp.
 * Usage: test-app-savefile SCRATCH_DIR */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "savefile.h"
#include "test_files.h"
#include "savetext.h"
#include "ssgame.h"
#include "ssgame_ai.h"

static const char *scratch;
static char dir[1024];

static void path_for(char *buf, size_t n, const char *name)
{
    snprintf(buf, n, "%s/%s", dir, name);
}

static bool exists(const char *path)
{
    struct stat st;
    return lstat(path, &st) == 0;
}

/* A fresh folder per test, so names taken by an earlier test do not matter. */
static int fresh_folder(void **state)
{
    (void)state;
    snprintf(dir, sizeof dir, "%s/savefile-test", scratch);
    char cmd[1200];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd) != 0)
        return -1;
    return mkdir(dir, 0755) == 0 ? 0 : -1;
}

static void test_write_then_read_gives_the_same_bytes(void **state)
{
    (void)state;
    char path[1100], err[600];
    path_for(path, sizeof path, "game.sav");
    const char data[] = "throwdeck-save 1\n\0binary\xff tail\n";
    assert_true(savefile_write(path, data, sizeof data - 1, err, sizeof err));
    assert_string_equal(err, "");
    size_t len = 99;
    char *back = savefile_read(path, &len, err, sizeof err);
    assert_non_null(back);
    assert_int_equal(len, sizeof data - 1);
    assert_memory_equal(back, data, sizeof data - 1);
    assert_int_equal(back[len], '\0');
    SDL_free(back);
}

static void test_writing_replaces_the_old_file_whole_and_leaves_no_temporary_file(void **state)
{
    (void)state;
    char path[1100], tmp[1200], err[600], back[256];
    path_for(path, sizeof path, "game.sav");
    test_file_write_text(path, "an old save that is much longer than the new one will be");
    assert_true(savefile_write(path, "new", 3, err, sizeof err));
    test_file_read(path, back, sizeof back);
    assert_string_equal(back, "new");
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    assert_false(exists(tmp));
}

static void test_a_write_into_a_missing_folder_fails_and_says_why(void **state)
{
    (void)state;
    char path[1100], err[600];
    path_for(path, sizeof path, "no-such-folder/game.sav");
    assert_false(savefile_write(path, "x", 1, err, sizeof err));
    assert_non_null(strstr(err, path));
    assert_non_null(strstr(err, "folder does not exist"));
    assert_false(exists(path));
}

static void test_a_leftover_temporary_folder_does_not_block_saving(void **state)
{
    (void)state;
    char path[1100], tmp[1200], inner[1300], err[600], back[256];
    path_for(path, sizeof path, "game.sav");
    test_file_write_text(path, "the old game");
    /* A folder with something in it where the temporary file goes: it is not ours to delete,
     * so the write goes around it. */
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    assert_int_equal(mkdir(tmp, 0755), 0);
    snprintf(inner, sizeof inner, "%s/keep", tmp);
    test_file_write_text(inner, "kept");
    assert_true(savefile_write(path, "the new game", 12, err, sizeof err));
    test_file_read(path, back, sizeof back);
    assert_string_equal(back, "the new game");
    assert_true(exists(inner));
    /* Nothing else is left beside it: the folder holds the save, the old folder and no more. */
    char cmd[1300];
    snprintf(cmd, sizeof cmd, "test $(ls -A '%s' | wc -l) -eq 2", dir);
    assert_int_equal(system(cmd), 0);
}

static void test_an_empty_leftover_temporary_folder_is_cleared(void **state)
{
    (void)state;
    char path[1100], tmp[1200], err[600];
    path_for(path, sizeof path, "game.sav");
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    assert_int_equal(mkdir(tmp, 0755), 0);
    assert_true(savefile_write(path, "new", 3, err, sizeof err));
    assert_false(exists(tmp));
}

static void test_a_fifo_left_as_the_temporary_file_does_not_block_saving(void **state)
{
    (void)state;
    char path[1100], tmp[1200], err[600], back[64];
    path_for(path, sizeof path, "game.sav");
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    assert_int_equal(mkfifo(tmp, 0644), 0);
    alarm(10); /* opening the FIFO to write would wait for a reader for ever */
    bool ok = savefile_write(path, "new", 3, err, sizeof err);
    alarm(0);
    assert_true(ok);
    test_file_read(path, back, sizeof back);
    assert_string_equal(back, "new");
}

/* savefile_write in a child process limited to files of max_bytes: a write past it fails the
 * way it does on a full disk, part way through. */
static bool write_with_a_size_limit(const char *path, const char *data, size_t len,
                                    rlim_t max_bytes, char *err, size_t err_size)
{
    int fds[2];
    assert_int_equal(pipe(fds), 0);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        close(fds[0]);
        signal(SIGXFSZ, SIG_IGN); /* the write then fails with EFBIG instead of killing us */
        struct rlimit lim = {max_bytes, max_bytes};
        if (setrlimit(RLIMIT_FSIZE, &lim) != 0)
            _exit(3);
        bool ok = savefile_write(path, data, len, err, err_size);
        ssize_t w = write(fds[1], err, strlen(err) + 1);
        _exit(w > 0 ? (ok ? 0 : 1) : 4);
    }
    close(fds[1]);
    ssize_t got = read(fds[0], err, err_size - 1);
    close(fds[0]);
    err[got > 0 ? got : 0] = '\0';
    int status;
    assert_int_equal(waitpid(pid, &status, 0), pid);
    assert_true(WIFEXITED(status));
    assert_true(WEXITSTATUS(status) <= 1);
    return WEXITSTATUS(status) == 0;
}

static void test_a_write_cut_short_keeps_the_old_file_and_says_why(void **state)
{
    (void)state;
    char path[1100], tmp[1200], err[600], back[256];
    path_for(path, sizeof path, "game.sav");
    test_file_write_text(path, "the old game");
    static char big[200000];
    memset(big, 'x', sizeof big);
    assert_false(write_with_a_size_limit(path, big, sizeof big, 65536, err, sizeof err));
    assert_non_null(strstr(err, path));
    assert_non_null(strstr(err, "larger than this system allows"));
    test_file_read(path, back, sizeof back);
    assert_string_equal(back, "the old game");
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    assert_false(exists(tmp));
}

static void test_a_device_or_fifo_at_the_path_is_never_written_over(void **state)
{
    (void)state;
    char path[1100], err[600];
    path_for(path, sizeof path, "shot.png");
    assert_int_equal(mkfifo(path, 0644), 0);
    assert_false(savefile_write(path, "png", 3, err, sizeof err));
    assert_non_null(strstr(err, "named pipe"));
    struct stat st;
    assert_int_equal(lstat(path, &st), 0);
    assert_true(S_ISFIFO(st.st_mode)); /* still the FIFO: not renamed over */
    assert_false(savefile_write("/dev/full", "png", 3, err, sizeof err));
    assert_non_null(strstr(err, "a device"));
    assert_int_equal(lstat("/dev/full", &st), 0);
    assert_true(S_ISCHR(st.st_mode));
}

static void test_a_fifo_in_place_of_the_file_is_refused_without_blocking(void **state)
{
    (void)state;
    char path[1100], err[600];
    path_for(path, sizeof path, "game.sav");
    assert_int_equal(mkfifo(path, 0644), 0);
    alarm(10); /* opening the FIFO to read would wait for a writer for ever */
    size_t len;
    TextfileFault fault;
    char *text = savefile_read_fault(path, &len, &fault, err, sizeof err);
    alarm(0);
    assert_null(text);
    assert_int_equal(fault, TEXTFILE_UNUSABLE);
    assert_non_null(strstr(err, "named pipe"));
}

static void test_a_folder_in_place_of_the_file_is_unusable_not_empty(void **state)
{
    (void)state;
    char path[1100], err[600];
    path_for(path, sizeof path, "game.sav");
    assert_int_equal(mkdir(path, 0755), 0);
    size_t len;
    TextfileFault fault;
    assert_null(savefile_read_fault(path, &len, &fault, err, sizeof err));
    assert_int_equal(fault, TEXTFILE_UNUSABLE);
    assert_non_null(strstr(err, "it is a folder"));
}

/* savefile_read_fault as a user who may not read path (root reads anything). */
static TextfileFault read_without_permission(const char *path, char *err, size_t err_size)
{
    int fds[2];
    assert_int_equal(pipe(fds), 0);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        close(fds[0]);
        if (geteuid() == 0 && (setgid(65534) != 0 || setuid(65534) != 0))
            _exit(100);
        size_t len;
        TextfileFault fault;
        char *text = savefile_read_fault(path, &len, &fault, err, err_size);
        SDL_free(text);
        ssize_t w = write(fds[1], err, strlen(err) + 1);
        _exit(w >= 0 ? (int)fault : 101);
    }
    close(fds[1]);
    ssize_t got = read(fds[0], err, err_size - 1);
    close(fds[0]);
    err[got > 0 ? got : 0] = '\0';
    int status;
    assert_int_equal(waitpid(pid, &status, 0), pid);
    assert_true(WIFEXITED(status) && WEXITSTATUS(status) < 100);
    return (TextfileFault)WEXITSTATUS(status);
}

static void test_a_file_without_read_permission_is_unreadable_not_damaged(void **state)
{
    (void)state;
    char path[1100], err[600];
    path_for(path, sizeof path, "game.sav");
    test_file_write_text(path, "an intact game");
    assert_int_equal(chmod(path, 0), 0);
    assert_int_equal(read_without_permission(path, err, sizeof err), TEXTFILE_UNREADABLE);
    assert_non_null(strstr(err, "permission to read it is denied"));
    assert_null(strstr(err, "write"));
}

static void test_a_folder_that_cannot_be_opened_is_named(void **state)
{
    (void)state;
    char path[1100], err[600];
    path_for(path, sizeof path, "game.sav");
    test_file_write_text(path, "an intact game");
    assert_int_equal(savefile_look(path, err, sizeof err), SAVEFILE_THERE);
    char missing[1100];
    path_for(missing, sizeof missing, "none.sav");
    assert_int_equal(savefile_look(missing, err, sizeof err), SAVEFILE_NONE);
    /* A regular file where a folder should be: the folder cannot be opened. */
    char inside[1200];
    snprintf(inside, sizeof inside, "%s/game.sav", path);
    assert_int_equal(savefile_look(inside, err, sizeof err), SAVEFILE_HIDDEN);
    assert_non_null(strstr(err, "The folder"));
    assert_non_null(strstr(err, path));
    assert_non_null(strstr(err, "cannot be opened"));
}

static void test_a_failed_rename_removes_the_temporary_file(void **state)
{
    (void)state;
    char path[1100], inner[1200], tmp[1200], err[600];
    /* The target is a folder with something in it: rename() refuses to replace it. */
    path_for(path, sizeof path, "game.sav");
    assert_int_equal(mkdir(path, 0755), 0);
    snprintf(inner, sizeof inner, "%s/keep", path);
    test_file_write_text(inner, "kept");
    assert_false(savefile_write(path, "new", 3, err, sizeof err));
    assert_non_null(strstr(err, path));
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    assert_false(exists(tmp));
    assert_true(exists(inner));
}

/* savefile_write as a user who may not write into dir: as root (which writes anywhere) in a
 * child process that gives up root first. */
static bool write_without_permission(const char *path, char *err, size_t err_size)
{
    if (geteuid() != 0)
        return savefile_write(path, "new", 3, err, err_size);
    int fds[2];
    assert_int_equal(pipe(fds), 0);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        close(fds[0]);
        if (setgid(65534) != 0 || setuid(65534) != 0)
            _exit(3);
        bool ok = savefile_write(path, "new", 3, err, err_size);
        ssize_t w = write(fds[1], err, strlen(err) + 1);
        _exit(w > 0 ? (ok ? 0 : 1) : 4);
    }
    close(fds[1]);
    ssize_t got = read(fds[0], err, err_size - 1);
    close(fds[0]);
    err[got > 0 ? got : 0] = '\0';
    int status;
    assert_int_equal(waitpid(pid, &status, 0), pid);
    assert_true(WIFEXITED(status));
    assert_true(WEXITSTATUS(status) <= 1); /* 3, 4: the test itself could not run */
    return WEXITSTATUS(status) == 0;
}

static void test_a_read_only_folder_keeps_the_old_file(void **state)
{
    (void)state;
    char path[1100], err[600], back[256];
    path_for(path, sizeof path, "game.sav");
    test_file_write_text(path, "the old game");
    assert_int_equal(chmod(dir, 0555), 0);
    bool ok = write_without_permission(path, err, sizeof err);
    chmod(dir, 0755);
    assert_false(ok);
    assert_non_null(strstr(err, "not allowed to write there"));
    test_file_read(path, back, sizeof back);
    assert_string_equal(back, "the old game");
}

static void test_reading_a_missing_file_says_there_is_none(void **state)
{
    (void)state;
    char path[1100], err[600];
    path_for(path, sizeof path, "nothing.sav");
    size_t len = 7;
    assert_null(savefile_read(path, &len, err, sizeof err));
    assert_int_equal(len, 0);
    assert_non_null(strstr(err, "there is no such file"));
}

static void test_an_empty_file_reads_as_empty_text(void **state)
{
    (void)state;
    char path[1100], err[600];
    path_for(path, sizeof path, "empty.sav");
    test_file_write_text(path, "");
    size_t len = 7;
    char *text = savefile_read(path, &len, err, sizeof err);
    assert_non_null(text);
    assert_int_equal(len, 0);
    assert_string_equal(text, "");
    SDL_free(text);
}

static void sized_file(const char *path, off_t size)
{
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(ftruncate(fileno(f), size), 0);
    fclose(f);
}

static void test_a_file_of_4_mb_is_read_and_one_byte_more_is_refused(void **state)
{
    (void)state;
    char path[1100], err[600];
    path_for(path, sizeof path, "big.sav");
    sized_file(path, SAVEFILE_MAX_BYTES);
    size_t len;
    char *text = savefile_read(path, &len, err, sizeof err);
    assert_non_null(text);
    assert_int_equal(len, SAVEFILE_MAX_BYTES);
    SDL_free(text);
    sized_file(path, SAVEFILE_MAX_BYTES + 1);
    assert_null(savefile_read(path, &len, err, sizeof err));
    assert_non_null(strstr(err, "larger than 4 MB"));
}

static void test_setting_aside_uses_damaged_then_numbered_names_and_keeps_every_copy(void **state)
{
    (void)state;
    char path[1100], moved[1300], name[1200], back[256];
    path_for(path, sizeof path, "game.sav");
    const char *texts[] = {"first", "second", "third"};
    const char *suffix[] = {".damaged", ".damaged-2", ".damaged-3"};
    for (int i = 0; i < 3; i++) {
        test_file_write_text(path, texts[i]);
        assert_true(savefile_set_aside(path, moved, sizeof moved));
        snprintf(name, sizeof name, "%s%s", path, suffix[i]);
        assert_string_equal(moved, name);
        assert_false(exists(path));
    }
    for (int i = 0; i < 3; i++) {
        snprintf(name, sizeof name, "%s%s", path, suffix[i]);
        test_file_read(name, back, sizeof back);
        assert_string_equal(back, texts[i]);
    }
}

static void test_setting_aside_a_missing_file_fails_with_a_reason(void **state)
{
    (void)state;
    char path[1100], moved[1300];
    path_for(path, sizeof path, "nothing.sav");
    assert_false(savefile_set_aside(path, moved, sizeof moved));
    assert_non_null(strstr(moved, "could not be moved"));
}

static void test_exists_only_for_a_regular_file(void **state)
{
    (void)state;
    char path[1100], folder[1100];
    path_for(path, sizeof path, "game.sav");
    path_for(folder, sizeof folder, "a-folder");
    assert_false(savefile_exists(path));
    test_file_write_text(path, "x");
    assert_true(savefile_exists(path));
    assert_int_equal(mkdir(folder, 0755), 0);
    assert_false(savefile_exists(folder));
}

static void test_remove_deletes_and_is_true_when_already_gone(void **state)
{
    (void)state;
    char path[1100];
    path_for(path, sizeof path, "game.sav");
    test_file_write_text(path, "x");
    assert_true(savefile_remove(path));
    assert_false(exists(path));
    assert_true(savefile_remove(path));
}

static void test_the_stamp_changes_whenever_the_file_is_written(void **state)
{
    (void)state;
    char path[1100], err[600];
    path_for(path, sizeof path, "game.sav");
    assert_true(savefile_stamp(path) == 0);
    assert_true(savefile_write(path, "same", 4, err, sizeof err));
    uint64_t first = savefile_stamp(path);
    assert_true(first != 0);
    assert_true(savefile_stamp(path) == first);
    assert_true(savefile_write(path, "same", 4, err, sizeof err)); /* same text, a new file */
    assert_true(savefile_stamp(path) != first);
}

static size_t big_size;

static bool big_line(const void *ctx, int i, char *buf, size_t size)
{
    (void)ctx;
    return snprintf(buf, size, "skip %d", i % 2 + 1) < (int)size;
}

static char *big_whole(const void *ctx)
{
    (void)ctx;
    char *big = malloc(big_size + 1);
    if (big) {
        memset(big, '#', big_size);
        big[big_size] = '\0';
    }
    return big;
}

/* The writer keeps the reader's limit (issue 30): a save over 4 MB is refused with the reason,
 * and the save already there stays as it was, so it still loads. */
static void test_a_save_over_4_mb_is_refused_and_the_old_file_stays(void **st)
{
    (void)st;
    char path[1200], err[600], buf[64];
    path_for(path, sizeof path, "game.sav");
    test_file_write_text(path, "old");
    SavefileLog log;
    memset(&log, 0, sizeof log);
    big_size = (size_t)SAVEFILE_MAX_BYTES + 1;
    assert_false(savefile_log_write(&log, path, 3, big_line, big_whole, free, NULL, err,
                                    sizeof err));
    assert_non_null(strstr(err, "larger than 4 MB"));
    test_file_read(path, buf, sizeof buf);
    assert_string_equal(buf, "old");
    big_size = (size_t)SAVEFILE_MAX_BYTES; /* the limit itself is fine */
    assert_true(savefile_log_write(&log, path, 3, big_line, big_whole, free, NULL, err,
                                   sizeof err));
}

typedef struct LogGame {
    SsgGame g;
} LogGame;

static bool log_line(const void *ctx, int i, char *buf, size_t size)
{
    return ssgame_action_text(&((const LogGame *)ctx)->g.actions[i], buf, size);
}

static char *log_whole(const void *ctx)
{
    return ssgame_save(&((const LogGame *)ctx)->g);
}

static SsgGame *log_game_start(LogGame *lg)
{
    SsgSetup s = ssgame_default_setup();
    s.seats = 3;
    s.seed = 11;
    for (int i = 0; i < 3; i++) {
        s.seat[i].kind = SSG_COMPUTER;
        s.seat[i].level = SSG_HARD;
    }
    SsgEvents *ev = calloc(1, sizeof *ev); /* the deal's events start from none */
    SsgError e;
    assert_non_null(ev);
    bool made = ssgame_new(&lg->g, &s, NULL, ev, &e);
    free(ev);
    assert_true(made);
    return &lg->g;
}

static char *load_check(const char *path, const SsgGame *g)
{
    size_t len = 0;
    char err[600];
    char *text = savefile_read(path, &len, err, sizeof err);
    assert_non_null(text);
    SsgGame *h = malloc(sizeof *h);
    SsgError e;
    if (!ssgame_load(h, text, len, NULL, &e))
        fail_msg("the save does not load: %s", e.message);
    assert_int_equal(h->actions_n, g->actions_n);
    char *a = ssgame_save(h), *b = ssgame_save(g);
    assert_string_equal(a, b);
    free(a);
    free(b);
    ssgame_free(h);
    free(h);
    return text;
}

/* A game saved after every action through a log: the file grows by appends (several end
 * lines), loads as the same game at every step, and is written whole again when the game
 * behind it changed (an undo, a file replaced behind its back). */
static void test_a_save_kept_by_appending_loads_as_the_game_after_every_action(void **st)
{
    (void)st;
    char path[1200], err[600];
    path_for(path, sizeof path, "game.sav");
    LogGame *lg = calloc(1, sizeof *lg);
    SsgGame *g = log_game_start(lg);
    SavefileLog log;
    memset(&log, 0, sizeof log);
    SsgEvents *ev = malloc(sizeof *ev);
    SsgError e;
    int appended = 0;
    for (int i = 0; i < 300 && g->phase != SSG_PHASE_OVER; i++) {
        ev->n = 0;
        assert_int_equal(ssai_step(g, ev, &e), 1);
        size_t whole_before = log.whole;
        bool was_ready = log.ready;
        assert_true(savefile_log_write(&log, path, g->actions_n, log_line, log_whole, free, lg,
                                       err, sizeof err));
        appended += was_ready && log.whole == whole_before;
        if (i % 25 == 0)
            free(load_check(path, g));
    }
    assert_true(appended > 50);
    char *text = load_check(path, g);
    /* The file replaced behind the game's back: the next save writes it whole. */
    test_file_write_text(path, "throwdeck-save 1\n");
    ev->n = 0;
    if (g->phase != SSG_PHASE_OVER)
        assert_int_equal(ssai_step(g, ev, &e), 1);
    assert_true(savefile_log_write(&log, path, g->actions_n, log_line, log_whole, free, lg, err,
                                   sizeof err));
    free(load_check(path, g));
    /* An undone action (fewer actions, then another in its place): written whole. */
    g->actions_n--;
    assert_true(savefile_log_write(&log, path, g->actions_n, log_line, log_whole, free, lg, err,
                                   sizeof err));
    size_t len = 0;
    char *after = savefile_read(path, &len, err, sizeof err);
    char want_end[32];
    snprintf(want_end, sizeof want_end, "end %d\n", g->actions_n);
    assert_true(len > strlen(want_end));
    assert_string_equal(after + len - strlen(want_end), want_end);
    SDL_free(after);
    SDL_free(text);
    free(ev);
    ssgame_free(g);
    free(lg);
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s SCRATCH_DIR\n", argv[0]);
        return 2;
    }
    scratch = argv[1];
#define T(f) cmocka_unit_test_setup(f, fresh_folder)
    const struct CMUnitTest tests[] = {
        T(test_write_then_read_gives_the_same_bytes),
        T(test_writing_replaces_the_old_file_whole_and_leaves_no_temporary_file),
        T(test_a_write_into_a_missing_folder_fails_and_says_why),
        T(test_a_leftover_temporary_folder_does_not_block_saving),
        T(test_an_empty_leftover_temporary_folder_is_cleared),
        T(test_a_fifo_left_as_the_temporary_file_does_not_block_saving),
        T(test_a_write_cut_short_keeps_the_old_file_and_says_why),
        T(test_a_device_or_fifo_at_the_path_is_never_written_over),
        T(test_a_fifo_in_place_of_the_file_is_refused_without_blocking),
        T(test_a_folder_in_place_of_the_file_is_unusable_not_empty),
        T(test_a_file_without_read_permission_is_unreadable_not_damaged),
        T(test_a_folder_that_cannot_be_opened_is_named),
        T(test_a_failed_rename_removes_the_temporary_file),
        T(test_a_read_only_folder_keeps_the_old_file),
        T(test_reading_a_missing_file_says_there_is_none),
        T(test_an_empty_file_reads_as_empty_text),
        T(test_a_file_of_4_mb_is_read_and_one_byte_more_is_refused),
        T(test_setting_aside_uses_damaged_then_numbered_names_and_keeps_every_copy),
        T(test_setting_aside_a_missing_file_fails_with_a_reason),
        T(test_exists_only_for_a_regular_file),
        T(test_remove_deletes_and_is_true_when_already_gone),
        T(test_the_stamp_changes_whenever_the_file_is_written),
        T(test_a_save_over_4_mb_is_refused_and_the_old_file_stays),
        T(test_a_save_kept_by_appending_loads_as_the_game_after_every_action),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
