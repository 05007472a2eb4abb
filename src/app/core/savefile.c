#define _POSIX_C_SOURCE 200809L
#include "savefile.h"

#include <SDL.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define SET_ASIDE_TRIES 999

/* What an errno means for someone who only wanted their game kept. */
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

bool savefile_write(const char *path, const char *data, size_t len, char *err, size_t err_size)
{
    char tmp[PATH_MAX];
    if (err && err_size)
        err[0] = '\0';
    if ((size_t)SDL_snprintf(tmp, sizeof tmp, "%s.tmp", path) >= sizeof tmp) {
        say(err, err_size, "%s could not be written: %s", path, "the name is too long");
        return false;
    }
    FILE *f = fopen(tmp, "wb");
    if (!f) {
        say(err, err_size, "%s could not be written: %s", path, reason(errno));
        return false;
    }
    bool ok = fwrite(data, 1, len, f) == len && fflush(f) == 0 && fsync(fileno(f)) == 0;
    int saved = errno;
    if (fclose(f) != 0 && ok) {
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
    *len = 0;
    if (err && err_size)
        err[0] = '\0';
    FILE *f = fopen(path, "rb");
    if (!f) {
        say(err, err_size, "%s could not be read: %s", path,
            errno == ENOENT ? "there is no such file" : reason(errno));
        return NULL;
    }
    struct stat st;
    if (fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode) && st.st_size > SAVEFILE_MAX_BYTES) {
        fclose(f);
        say(err, err_size, "%s could not be read: %s", path,
            "it is larger than 4 MB, far too large for a save");
        return NULL;
    }
    /* Read up to one byte past the limit: the size told by stat may be wrong (a pipe, a file
     * still growing), what is read is not. */
    size_t cap = 65536, n = 0;
    char *buf = SDL_malloc(cap + 1);
    while (buf) {
        if (n == cap) {
            if (cap > SAVEFILE_MAX_BYTES)
                break;
            cap = SDL_min(cap * 2, (size_t)SAVEFILE_MAX_BYTES + 1);
            char *bigger = SDL_realloc(buf, cap + 1);
            if (!bigger) {
                SDL_free(buf);
                buf = NULL;
                break;
            }
            buf = bigger;
        }
        size_t got = fread(buf + n, 1, cap - n, f);
        n += got;
        if (got == 0)
            break;
    }
    bool failed = ferror(f);
    int saved = errno;
    fclose(f);
    if (!buf) {
        say(err, err_size, "%s could not be read: %s", path, "out of memory");
        return NULL;
    }
    if (failed || n > SAVEFILE_MAX_BYTES) {
        say(err, err_size, "%s could not be read: %s", path,
            failed ? reason(saved) : "it is larger than 4 MB, far too large for a save");
        SDL_free(buf);
        return NULL;
    }
    buf[n] = '\0';
    *len = n;
    return buf;
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
