#define _POSIX_C_SOURCE 200809L
#include "savefile.h"

#include "textfile.h"

#include <SDL.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define SET_ASIDE_TRIES 999

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
    uint64_t facts[5] = {(uint64_t)st.st_ino, (uint64_t)st.st_size, (uint64_t)st.st_mtim.tv_sec,
                         (uint64_t)st.st_mtim.tv_nsec, (uint64_t)st.st_dev};
    uint64_t h = UINT64_C(14695981039346656037);
    const unsigned char *p = (const unsigned char *)facts;
    for (size_t i = 0; i < sizeof facts; i++)
        h = (h ^ p[i]) * UINT64_C(1099511628211);
    return h ? h : 1;
}
