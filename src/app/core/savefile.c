#define _POSIX_C_SOURCE 200809L
#include "savefile.h"

#include "savetext.h"
#include "textfile.h"

#include <SDL.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "platform.h" /* after the system headers: UTF-8 paths on Windows */

#define SET_ASIDE_TRIES 999

/* The writer keeps the loader's limit: one number for both. */
_Static_assert(SAVETEXT_MAX_BYTES == TEXTFILE_MAX_BYTES, "a save's limit is the file limit");

static void say(char *err, size_t err_size, const char *fmt, const char *path, const char *why)
{
    if (err && err_size)
        SDL_snprintf(err, err_size, fmt, path, why);
}

bool savefile_write(const char *path, const char *data, size_t len, char *err, size_t err_size)
{
    char why[PATH_MAX + 200];
    if (err && err_size)
        err[0] = '\0';
    if (textfile_write(path, data, len, why, sizeof why))
        return true;
    say(err, err_size, "%s could not be written: %s", path, why);
    return false;
}

char *savefile_read(const char *path, size_t *len, char *err, size_t err_size)
{
    return savefile_read_fault(path, len, NULL, err, err_size);
}

char *savefile_read_fault(const char *path, size_t *len, TextfileFault *fault, char *err,
                          size_t err_size)
{
    char why[200];
    size_t n = 0;
    *len = 0;
    if (err && err_size)
        err[0] = '\0';
    char *text = textfile_read(path, &n, fault, why, sizeof why);
    if (!text) {
        say(err, err_size, "%s could not be read: %s", path, why);
        return NULL;
    }
    /* Callers free with SDL_free: hand them SDL's memory. */
    char *copy = SDL_malloc(n + 1);
    if (copy) {
        memcpy(copy, text, n + 1);
        *len = n;
    } else {
        if (fault)
            *fault = TEXTFILE_UNREADABLE;
        say(err, err_size, "%s could not be read: %s", path, "out of memory");
    }
    free(text);
    return copy;
}

SavefileLook savefile_look(const char *path, char *err, size_t err_size)
{
    if (err && err_size)
        err[0] = '\0';
    struct stat st;
    if (stat(path, &st) == 0)
        return SAVEFILE_THERE;
    if (errno == ENOENT)
        return SAVEFILE_NONE;
    /* The file may well be there: it is its folder that cannot be searched. */
    int saved = errno;
    char dir[PATH_MAX];
    const char *slash = strrchr(path, '/');
    size_t n = slash ? (size_t)(slash - path) : 0;
    if (n == 0 || n >= sizeof dir)
        SDL_strlcpy(dir, slash ? "/" : ".", sizeof dir);
    else
        SDL_strlcpy(dir, path, n + 1);
    const char *why = saved == EACCES || saved == EPERM ? "the game is not allowed to open it"
                      : saved == ENOTDIR               ? "a part of its path is not a folder"
                                                       : strerror(saved);
    say(err, err_size, "The folder %s cannot be opened: %s", dir, why);
    return SAVEFILE_HIDDEN;
}

bool savefile_exists(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

bool savefile_set_aside(const char *path, char *moved_to, size_t size)
{
    char name[PATH_MAX];
    for (int i = 1; i <= SET_ASIDE_TRIES; i++) {
        int n = i == 1 ? SDL_snprintf(name, sizeof name, "%s.damaged", path)
                       : SDL_snprintf(name, sizeof name, "%s.damaged-%d", path, i);
        if (n < 0 || (size_t)n >= sizeof name) {
            SDL_snprintf(moved_to, size, "the name %s.damaged is too long", path);
            return false;
        }
        struct stat st;
        if (lstat(name, &st) == 0 || errno != ENOENT)
            continue; /* taken: never overwrite an earlier damaged file */
        if (rename(path, name) != 0) {
            SDL_snprintf(moved_to, size, "%s could not be moved to %s: %s", path, name,
                         textfile_write_reason(errno));
            return false;
        }
        SDL_strlcpy(moved_to, name, size);
        textfile_sync_folder(path);
        return true;
    }
    SDL_snprintf(moved_to, size, "%s could not be moved: %d damaged copies are already kept", path,
                 SET_ASIDE_TRIES);
    return false;
}

bool savefile_remove(const char *path)
{
    return remove(path) == 0 || errno == ENOENT;
}

uint64_t savefile_stamp(const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0)
        return 0;
    /* FNV-1a over the facts that change when the file does. */
#ifdef _WIN32
    uint64_t facts[5] = {(uint64_t)st.st_ino, (uint64_t)st.st_size, (uint64_t)st.st_mtime, 0,
                         (uint64_t)st.st_dev}; /* Windows' stat tells whole seconds */
#else
    uint64_t facts[5] = {(uint64_t)st.st_ino, (uint64_t)st.st_size, (uint64_t)st.st_mtim.tv_sec,
                         (uint64_t)st.st_mtim.tv_nsec, (uint64_t)st.st_dev};
#endif
    uint64_t h = UINT64_C(14695981039346656037);
    const unsigned char *p = (const unsigned char *)facts;
    for (size_t i = 0; i < sizeof facts; i++)
        h = (h ^ p[i]) * UINT64_C(1099511628211);
    return h ? h : 1;
}

/* ---- A save kept by appending ---- */

static uint64_t line_hash(const char *s)
{
    uint64_t h = UINT64_C(14695981039346656037);
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * UINT64_C(1099511628211);
    return h;
}

void savefile_log_forget(SavefileLog *log)
{
    log->ready = false;
}

/* Does the file still end with the action lines this log wrote (no undo, nothing replaced)? */
static bool log_matches(const SavefileLog *log, const char *path, int actions, SavefileLine line,
                        const void *ctx)
{
    if (!log->ready || actions < log->actions || savefile_stamp(path) != log->stamp)
        return false;
    char text[SAVETEXT_MAX_LINE + 1];
    int from = log->actions > SAVEFILE_LOG_RECENT ? log->actions - SAVEFILE_LOG_RECENT : 0;
    for (int i = from; i < log->actions; i++)
        if (!line(ctx, i, text, sizeof text) ||
            line_hash(text) != log->recent[i % SAVEFILE_LOG_RECENT])
            return false;
    return true;
}

static void log_remember(SavefileLog *log, const char *path, int actions, SavefileLine line,
                         const void *ctx, int from)
{
    char text[SAVETEXT_MAX_LINE + 1];
    if (from < actions - SAVEFILE_LOG_RECENT)
        from = actions - SAVEFILE_LOG_RECENT;
    for (int i = from < 0 ? 0 : from; i < actions; i++)
        log->recent[i % SAVEFILE_LOG_RECENT] = line(ctx, i, text, sizeof text) ? line_hash(text) : 0;
    log->actions = actions;
    log->stamp = savefile_stamp(path);
    log->ready = log->stamp != 0;
}

/* Appends the lines of actions [log->actions, actions) and "end N", synced. false when it could
 * not (too large, a write error): the caller then writes the whole text, which also replaces an
 * append left half done. */
static bool log_append(SavefileLog *log, const char *path, int actions, SavefileLine line,
                       const void *ctx)
{
    size_t cap = 4096, n = 0;
    char *tail = SDL_malloc(cap);
    char text[SAVETEXT_MAX_LINE + 1];
    bool ok = tail != NULL;
    for (int i = log->actions; i <= actions && ok; i++) {
        int len = i < actions ? (line(ctx, i, text, sizeof text) ? (int)strlen(text) : -1)
                              : SDL_snprintf(text, sizeof text, "end %d", actions);
        if (len < 0) {
            ok = false;
            break;
        }
        if (n + (size_t)len + 1 > cap) {
            char *bigger = SDL_realloc(tail, cap = (n + (size_t)len + 1) * 2);
            if (!bigger) {
                ok = false;
                break;
            }
            tail = bigger;
        }
        memcpy(tail + n, text, (size_t)len);
        n += (size_t)len;
        tail[n++] = '\n';
    }
    ok = ok && log->size + n <= SAVEFILE_MAX_BYTES;
    int fd = ok ? open(path, O_WRONLY | O_APPEND | O_NOFOLLOW | O_CLOEXEC) : -1;
    if (fd >= 0) {
        size_t done = 0;
        while (done < n) {
            ssize_t got = write(fd, tail + done, n - done);
            if (got < 0 && errno == EINTR)
                continue;
            if (got <= 0)
                break;
            done += (size_t)got;
        }
        ok = done == n && fdatasync(fd) == 0;
        ok = close(fd) == 0 && ok;
    } else {
        ok = false;
    }
    SDL_free(tail);
    if (ok) {
        int from = log->actions;
        log->size += n;
        log_remember(log, path, actions, line, ctx, from);
    }
    return ok;
}

bool savefile_log_write(SavefileLog *log, const char *path, int actions, SavefileLine line,
                        SavefileWhole whole, void (*free_text)(void *), const void *ctx,
                        char *err, size_t err_size)
{
    if (err && err_size)
        err[0] = '\0';
    if (log_matches(log, path, actions, line, ctx)) {
        if (actions == log->actions)
            return true; /* nothing new */
        bool tidy = log->size < SAVEFILE_LOG_TIDY && log->size - log->whole > log->whole / 2;
        if (!tidy && log_append(log, path, actions, line, ctx))
            return true;
    }
    log->ready = false;
    char *text = whole(ctx);
    if (!text) {
        say(err, err_size, "%s could not be written: %s", path, "out of memory");
        return false;
    }
    size_t len = strlen(text);
    /* The writer keeps the reader's limit: a save it could not read back is never written,
     * and the one already there stays (it loads, and holds the game up to the last action
     * that fitted). */
    bool ok = len <= SAVEFILE_MAX_BYTES;
    if (!ok)
        say(err, err_size, "%s could not be written: %s", path,
            "it would be larger than " TEXTFILE_MAX_TEXT ", the most a save may hold");
    ok = ok && savefile_write(path, text, len, err, err_size);
    free_text(text);
    if (ok) {
        log->size = log->whole = len;
        log_remember(log, path, actions, line, ctx, 0);
    }
    return ok;
}

