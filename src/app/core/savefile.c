#define _POSIX_C_SOURCE 200809L
#include "savefile.h"

#include "textfile.h"

#include <SDL.h>
#include <stdlib.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define SET_ASIDE_TRIES 999

/* What an errno of a failed write means for someone who only wanted their game kept. */
static const char *reason(int errnum)
{
    switch (errnum) {
    case ENOENT:
    case ENOTDIR:
        return "its folder does not exist";
    case EACCES:
    case EPERM:
        return "the game is not allowed to write there";
    case EROFS:
        return "the disk is read-only";
    case ENOSPC:
        return "the disk is full";
#ifdef EDQUOT
    case EDQUOT:
        return "your disk quota is used up";
#endif
    case EFBIG:
        return "the file would be larger than this system allows";
    case EIO:
        return "the disk reported an error (EIO)";
    case EISDIR:
        return "a folder of that name is in the way";
    case ENAMETOOLONG:
        return "the name is too long";
    default:
        return strerror(errnum);
    }
}

static void say(char *err, size_t err_size, const char *fmt, const char *path, const char *why)
{
    if (err && err_size)
        SDL_snprintf(err, err_size, fmt, path, why);
}

/* Flushes the folder holding path, so the rename itself survives a power cut. Not every file
 * system can (some answer EINVAL): the file is in place either way, so this never fails. */
static void sync_folder(const char *path)
{
    char dir[PATH_MAX];
    const char *slash = strrchr(path, '/');
    if (!slash)
        SDL_strlcpy(dir, ".", sizeof dir);
    else if (slash == path)
        SDL_strlcpy(dir, "/", sizeof dir);
    else if ((size_t)(slash - path) < sizeof dir)
        SDL_strlcpy(dir, path, (size_t)(slash - path) + 1);
    else
        return;
    int fd = open(dir, O_RDONLY | O_DIRECTORY);
    if (fd >= 0) {
        (void)fsync(fd);
        close(fd);
    }
}

/* True when what is at tmp is something a write could not simply replace: a stale folder, a
 * FIFO (opening it to write would block), a device or a socket. An empty stale folder is
 * cleared away first. */
static bool temporary_in_the_way(const char *tmp)
{
    struct stat st;
    if (lstat(tmp, &st) != 0 || S_ISREG(st.st_mode))
        return false;
    if (S_ISDIR(st.st_mode) && rmdir(tmp) == 0)
        return false;
    return true;
}

/* Opens the temporary file beside path: "PATH.tmp", or when something that is not ours to
 * overwrite is in the way there (an old folder, a FIFO, a link), a fresh "PATH.tmp-XXXXXX"
 * instead, so a leftover never blocks every save. -1 with errno set when neither opens. */
static int open_temporary(const char *path, char *tmp, size_t size)
{
    if ((size_t)SDL_snprintf(tmp, size, "%s.tmp", path) >= size) {
        errno = ENAMETOOLONG;
        return -1;
    }
    if (!temporary_in_the_way(tmp)) {
        int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0644);
        if (fd >= 0 || (errno != EISDIR && errno != ELOOP && errno != ETXTBSY))
            return fd;
    }
    if ((size_t)SDL_snprintf(tmp, size, "%s.tmp-XXXXXX", path) >= size) {
        errno = ENAMETOOLONG;
        return -1;
    }
    return mkstemp(tmp);
}

static bool write_all(int fd, const char *data, size_t len)
{
    while (len > 0) {
        ssize_t n = write(fd, data, len);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            if (n == 0)
                errno = ENOSPC;
            return false;
        }
        data += n;
        len -= (size_t)n;
    }
    return true;
}

bool savefile_write(const char *path, const char *data, size_t len, char *err, size_t err_size)
{
    char tmp[PATH_MAX];
    if (err && err_size)
        err[0] = '\0';
    /* A folder, FIFO, device or socket at path is not ours to replace: renaming over it would
     * swap a device node or a folder for a file. */
    struct stat st;
    if (lstat(path, &st) == 0 && !S_ISREG(st.st_mode) && !S_ISLNK(st.st_mode)) {
        if (S_ISDIR(st.st_mode))
            say(err, err_size, "%s could not be written: %s", path, reason(EISDIR));
        else
            say(err, err_size, "%s could not be written: it is %s, not a file, and was left as "
                "it is", path, textfile_kind((unsigned)st.st_mode));
        return false;
    }
    int fd = open_temporary(path, tmp, sizeof tmp);
    if (fd < 0) {
        int saved = errno;
        if (saved == EISDIR || saved == ELOOP || saved == ETXTBSY)
            say(err, err_size, "%s could not be written: something is in the way at %s", path,
                tmp);
        else
            say(err, err_size, "%s could not be written: %s", path, reason(saved));
        return false;
    }
    bool ok = write_all(fd, data, len) && fsync(fd) == 0;
    int saved = errno;
    if (close(fd) != 0 && ok) {
        ok = false;
        saved = errno;
    }
    /* rename() replaces the old file in one step: a crash leaves the old or the new, never half. */
    if (ok && rename(tmp, path) != 0) {
        ok = false;
        saved = errno;
    }
    if (!ok) {
        say(err, err_size, "%s could not be written: %s", path, reason(saved));
        remove(tmp);
        return false;
    }
    sync_folder(path);
    return true;
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
                         reason(errno));
            return false;
        }
        SDL_strlcpy(moved_to, name, size);
        sync_folder(path);
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
