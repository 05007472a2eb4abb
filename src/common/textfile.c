#define _POSIX_C_SOURCE 200809L
#include "textfile.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

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
