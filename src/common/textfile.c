#define _POSIX_C_SOURCE 200809L
#include "textfile.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "platform.h" /* after the system headers: UTF-8 paths on Windows */

const char *textfile_kind(unsigned mode)
{
    if (S_ISREG(mode))
        return NULL;
    if (S_ISDIR(mode))
        return "a folder";
    if (S_ISFIFO(mode))
        return "a named pipe (FIFO)";
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return "a device";
    if (S_ISSOCK(mode))
        return "a socket";
    return "not a regular file";
}

const char *textfile_reason(int errnum)
{
    switch (errnum) {
    case ENOENT:
        return "there is no such file";
    case ENOTDIR:
        return "a part of its path is not a folder";
    case EACCES:
    case EPERM:
        return "permission to read it is denied";
    case ELOOP:
        return "its path has a loop of links";
    case ENAMETOOLONG:
        return "the name is too long";
    case EIO:
        return "the disk reported an error (EIO)";
    case ENOMEM:
        return "out of memory";
    default:
        return strerror(errnum);
    }
}

/* Writes a message into why (when there is room for one). */
static void say(char *why, size_t why_size, const char *fmt, const char *what)
{
    if (why && why_size)
        snprintf(why, why_size, fmt, what);
}

static char *fail(TextfileFault *fault, TextfileFault kind, char *why, size_t why_size,
                  const char *fmt, const char *what)
{
    if (fault)
        *fault = kind;
    if (why && why_size)
        snprintf(why, why_size, fmt, what);
    return NULL;
}

static char *refuse_kind(TextfileFault *fault, char *why, size_t why_size, const char *kind)
{
    return fail(fault, TEXTFILE_UNUSABLE, why, why_size, "it is %s, not a file", kind);
}

char *textfile_read(const char *path, size_t *len, TextfileFault *fault, char *why,
                    size_t why_size)
{
    *len = 0;
    if (fault)
        *fault = TEXTFILE_OK;
    if (why && why_size)
        why[0] = '\0';
    /* Look before opening: opening a FIFO or a device can block or have effects of its own. */
    struct stat st;
    if (stat(path, &st) != 0)
        return fail(fault, errno == ENOENT ? TEXTFILE_MISSING : TEXTFILE_UNREADABLE, why,
                    why_size, "%s", textfile_reason(errno));
    const char *kind = textfile_kind((unsigned)st.st_mode);
    if (kind)
        return refuse_kind(fault, why, why_size, kind);
    /* O_NONBLOCK: should the file be swapped for a FIFO since the look, open still returns. */
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (fd < 0)
        return fail(fault, errno == ENOENT ? TEXTFILE_MISSING : TEXTFILE_UNREADABLE, why,
                    why_size, "%s", textfile_reason(errno));
    if (fstat(fd, &st) != 0 || (kind = textfile_kind((unsigned)st.st_mode)) != NULL) {
        close(fd);
        return refuse_kind(fault, why, why_size, kind ? kind : "not a regular file");
    }
    static const char too_large[] = "it is larger than " TEXTFILE_MAX_TEXT
                                    ", the limit for Throwdeck's files";
    if (st.st_size > TEXTFILE_MAX_BYTES) {
        close(fd);
        return fail(fault, TEXTFILE_UNUSABLE, why, why_size, "%s", too_large);
    }
    /* Read up to one byte past the limit: the size told by stat may be wrong (a file still
     * growing), what is read is not. */
    size_t cap = 65536, n = 0;
    char *buf = malloc(cap + 1);
    int read_errno = 0;
    while (buf) {
        if (n == cap) {
            if (cap > TEXTFILE_MAX_BYTES)
                break;
            cap = cap * 2 < (size_t)TEXTFILE_MAX_BYTES + 1 ? cap * 2 : (size_t)TEXTFILE_MAX_BYTES + 1;
            char *bigger = realloc(buf, cap + 1);
            if (!bigger) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = bigger;
        }
        ssize_t got = read(fd, buf + n, cap - n);
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0) {
            read_errno = errno;
            break;
        }
        if (got == 0)
            break;
        n += (size_t)got;
    }
    close(fd);
    if (!buf)
        return fail(fault, TEXTFILE_UNREADABLE, why, why_size, "%s", "out of memory");
    if (read_errno || n > TEXTFILE_MAX_BYTES) {
        free(buf);
        return read_errno ? fail(fault, TEXTFILE_UNREADABLE, why, why_size, "%s",
                                 textfile_reason(read_errno))
                          : fail(fault, TEXTFILE_UNUSABLE, why, why_size, "%s", too_large);
    }
    buf[n] = '\0';
    *len = n;
    return buf;
}

const char *textfile_write_reason(int errnum)
{
    switch (errnum) {
    case ENOENT:
    case ENOTDIR:
        return "its folder does not exist";
    case EACCES:
    case EPERM:
        return "you are not allowed to write there";
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

/* Flushes the folder holding path, so the rename itself survives a power cut. Not every file
 * system can (some answer EINVAL): the file is in place either way, so this never fails. */
void textfile_sync_folder(const char *path)
{
    char dir[PATH_MAX];
    const char *slash = strrchr(path, '/');
    if (!slash)
        snprintf(dir, sizeof dir, ".");
    else if (slash == path)
        snprintf(dir, sizeof dir, "/");
    else if ((size_t)(slash - path) < sizeof dir)
        snprintf(dir, sizeof dir, "%.*s", (int)(slash - path), path);
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
    if ((size_t)snprintf(tmp, size, "%s.tmp", path) >= size) {
        errno = ENAMETOOLONG;
        return -1;
    }
    if (!temporary_in_the_way(tmp)) {
        int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0644);
        if (fd >= 0 || (errno != EISDIR && errno != ELOOP && errno != ETXTBSY))
            return fd;
    }
    if ((size_t)snprintf(tmp, size, "%s.tmp-XXXXXX", path) >= size) {
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

bool textfile_write(const char *path, const char *data, size_t len, char *why, size_t why_size)
{
    char tmp[PATH_MAX];
    if (why && why_size)
        why[0] = '\0';
    /* A folder, FIFO, device or socket at path is not ours to replace: renaming over it would
     * swap a device node or a folder for a file. */
    struct stat st;
    if (lstat(path, &st) == 0 && !S_ISREG(st.st_mode) && !S_ISLNK(st.st_mode)) {
        if (S_ISDIR(st.st_mode))
            say(why, why_size, "%s", textfile_write_reason(EISDIR));
        else
            say(why, why_size, "it is %s, not a file, and was left as it is",
                textfile_kind((unsigned)st.st_mode));
        return false;
    }
    int fd = open_temporary(path, tmp, sizeof tmp);
    if (fd < 0) {
        int saved = errno;
        if (saved == EISDIR || saved == ELOOP || saved == ETXTBSY)
            say(why, why_size, "something is in the way at %s", tmp);
        else
            say(why, why_size, "%s", textfile_write_reason(saved));
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
        say(why, why_size, "%s", textfile_write_reason(saved));
        remove(tmp);
        return false;
    }
    textfile_sync_folder(path);
    return true;
}

