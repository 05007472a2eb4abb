/* See platform.h. */
#ifndef _WIN32
#define _DEFAULT_SOURCE /* getrandom */
#endif
#include "platform.h"

#include <errno.h>
#include <limits.h>
#include <stdint.h>

#ifndef _WIN32
#include <sys/random.h>

bool platform_random(void *buf, size_t n)
{
    unsigned char *p = buf;
    size_t got = 0;
    while (got < n) {
        ssize_t r = getrandom(p + got, n - got, 0);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
            return false;
        got += (size_t)r;
    }
    return true;
}

void platform_console_main(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
}

#else
#include <windows.h>
#include <bcrypt.h>
#include <shellapi.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

/* platform.h maps these names onto the functions below; here they are the C library's own. */
#undef _stat64
#undef open
#undef fopen
#undef rename
#undef remove
#undef rmdir
#undef mkstemp
#undef realpath

bool platform_random(void *buf, size_t n)
{
    unsigned char *p = buf;
    while (n > 0) {
        ULONG chunk = n > 0x10000000 ? 0x10000000 : (ULONG)n;
        if (!BCRYPT_SUCCESS(BCryptGenRandom(NULL, p, chunk, BCRYPT_USE_SYSTEM_PREFERRED_RNG)))
            return false;
        p += chunk;
        n -= chunk;
    }
    return true;
}

/* UTF-8 to a fresh UTF-16 string (free it); NULL with errno set when path is not UTF-8. */
static wchar_t *wide(const char *s)
{
    int n = MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, s, -1, NULL, 0);
    wchar_t *w = n > 0 ? malloc((size_t)n * sizeof *w) : NULL;
    if (!w || MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, s, -1, w, n) != n) {
        free(w);
        errno = n > 0 ? ENOMEM : EINVAL;
        return NULL;
    }
    return w;
}

void platform_console_main(int *argc, char ***argv)
{
    _setmode(_fileno(stdout), _O_BINARY);
    _setmode(_fileno(stderr), _O_BINARY);
    SetConsoleOutputCP(CP_UTF8);
    int n = 0;
    wchar_t **w = CommandLineToArgvW(GetCommandLineW(), &n);
    if (!w || n < 1)
        return;
    char **args = calloc((size_t)n + 1, sizeof *args);
    for (int i = 0; args && i < n; i++) {
        int len = WideCharToMultiByte(CP_UTF8, 0, w[i], -1, NULL, 0, NULL, NULL);
        args[i] = len > 0 ? malloc((size_t)len) : NULL;
        if (!args[i] ||
            WideCharToMultiByte(CP_UTF8, 0, w[i], -1, args[i], len, NULL, NULL) != len) {
            LocalFree(w);
            return; /* keep the C library's argv (leaks what was made: once, at start) */
        }
    }
    LocalFree(w);
    if (!args)
        return;
    *argc = n;
    *argv = args;
}

/* UTF-16 to UTF-8 into out; false if it does not fit. */
static bool narrow(const wchar_t *w, char *out, size_t size)
{
    int n = WideCharToMultiByte(CP_UTF8, 0, w, -1, NULL, 0, NULL, NULL);
    if (n <= 0 || (size_t)n > size)
        return false;
    return WideCharToMultiByte(CP_UTF8, 0, w, -1, out, n, NULL, NULL) == n;
}

static void set_errno_from(DWORD e)
{
    switch (e) {
    case ERROR_FILE_NOT_FOUND:
    case ERROR_PATH_NOT_FOUND:
    case ERROR_INVALID_NAME:
        errno = ENOENT;
        break;
    case ERROR_ACCESS_DENIED:
    case ERROR_SHARING_VIOLATION:
    case ERROR_LOCK_VIOLATION:
        errno = EACCES;
        break;
    case ERROR_DISK_FULL:
    case ERROR_HANDLE_DISK_FULL:
        errno = ENOSPC;
        break;
    case ERROR_WRITE_PROTECT:
        errno = EROFS;
        break;
    case ERROR_FILENAME_EXCED_RANGE:
        errno = ENAMETOOLONG;
        break;
    default:
        errno = EIO;
        break;
    }
}

int platform_stat(const char *path, struct _stat64 *st)
{
    wchar_t *w = wide(path);
    if (!w)
        return -1;
    int r = _wstat64(w, st);
    free(w);
    return r;
}

/* Always binary: Throwdeck's files keep their bytes as they are. */
int platform_open(const char *path, int flags, ...)
{
    int mode = 0;
    if (flags & _O_CREAT) {
        va_list ap;
        va_start(ap, flags);
        mode = va_arg(ap, int);
        va_end(ap);
    }
    wchar_t *w = wide(path);
    if (!w)
        return -1;
    int fd = _wopen(w, flags | _O_BINARY, mode & (_S_IREAD | _S_IWRITE));
    free(w);
    return fd;
}

FILE *platform_fopen(const char *path, const char *mode)
{
    wchar_t *w = wide(path), *m = wide(mode);
    FILE *f = w && m ? _wfopen(w, m) : NULL;
    free(w);
    free(m);
    return f;
}

/* Windows' own replace: one step, the old file or the new, like POSIX rename. */
int platform_rename(const char *from, const char *to)
{
    wchar_t *a = wide(from), *b = wide(to);
    BOOL ok = a && b && MoveFileExW(a, b, MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH);
    DWORD e = GetLastError();
    bool converted = a && b;
    free(a);
    free(b);
    if (ok)
        return 0;
    if (converted)
        set_errno_from(e);
    return -1;
}

int platform_remove(const char *path)
{
    wchar_t *w = wide(path);
    int r = w ? _wremove(w) : -1;
    free(w);
    return r;
}

int platform_rmdir(const char *path)
{
    wchar_t *w = wide(path);
    int r = w ? _wrmdir(w) : -1;
    free(w);
    return r;
}

/* Replaces the trailing XXXXXX with random letters and creates the file, which must be new. */
int platform_mkstemp(char *templ)
{
    size_t n = strlen(templ);
    if (n < 6 || strcmp(templ + n - 6, "XXXXXX") != 0) {
        errno = EINVAL;
        return -1;
    }
    static const char letters[] = "abcdefghijklmnopqrstuvwxyz0123456789";
    for (int attempt = 0; attempt < 100; attempt++) {
        unsigned char r[6];
        if (!platform_random(r, sizeof r)) {
            errno = EIO;
            return -1;
        }
        for (int i = 0; i < 6; i++)
            templ[n - 6 + i] = letters[r[i] % (sizeof letters - 1)];
        int fd = platform_open(templ, _O_WRONLY | _O_CREAT | _O_EXCL, _S_IREAD | _S_IWRITE);
        if (fd >= 0 || errno != EEXIST)
            return fd;
    }
    errno = EEXIST;
    return -1;
}

long long platform_getline(char **line, size_t *cap, FILE *f)
{
    size_t n = 0;
    int c;
    while ((c = getc(f)) != EOF) {
        if (n + 2 > *cap || !*line) {
            size_t bigger = *cap < 128 ? 128 : *cap * 2;
            char *p = realloc(*line, bigger);
            if (!p) {
                errno = ENOMEM;
                return -1;
            }
            *line = p;
            *cap = bigger;
        }
        (*line)[n++] = (char)c;
        if (c == '\n')
            break;
    }
    if (n == 0)
        return -1;
    (*line)[n] = '\0';
    return (long long)n;
}

/* The absolute path (no links to follow on Windows' usual disks); resolved holds PATH_MAX. */
char *platform_realpath(const char *path, char *resolved)
{
    wchar_t *w = wide(path);
    if (!w)
        return NULL;
    wchar_t full[32768];
    DWORD n = GetFullPathNameW(w, (DWORD)(sizeof full / sizeof full[0]), full, NULL);
    free(w);
    if (n == 0 || n >= sizeof full / sizeof full[0] || GetFileAttributesW(full) == INVALID_FILE_ATTRIBUTES) {
        errno = ENOENT;
        return NULL;
    }
    for (wchar_t *c = full; *c; c++)
        if (*c == L'\\')
            *c = L'/';
    if (!narrow(full, resolved, PATH_MAX)) {
        errno = ENAMETOOLONG;
        return NULL;
    }
    return resolved;
}
#endif
