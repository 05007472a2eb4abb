/* The few places where Windows differs from POSIX for Throwdeck's files and random bytes.
 *
 * Include it after the system headers. Elsewhere it adds nothing but platform_random(). On
 * Windows (mingw-w64) it maps the POSIX file calls the game and the CLI use onto Windows' wide
 * (UTF-16) calls, so paths are UTF-8 everywhere in the code and folders with spaces or accents
 * work: the C library's narrow calls would read them in the system's ANSI code page instead.
 * rename() becomes MoveFileExW with MOVEFILE_REPLACE_EXISTING (POSIX rename replaces the target
 * in one step; the C library's rename on Windows refuses an existing target). */
#pragma once

#include <stdbool.h>
#include <stddef.h>

/* Fills buf with n bytes from the operating system's random source (getrandom on Linux,
 * BCryptGenRandom on Windows); false when it fails. */
bool platform_random(void *buf, size_t n);

/* For a console program's main(): on Windows, argv again in UTF-8 (the C library hands it over
 * in the ANSI code page, which loses what that page lacks), standard output and error written
 * byte for byte (no CR added before each LF) and the console told to show UTF-8. Does nothing
 * elsewhere. argv stays valid until the program ends. */
void platform_console_main(int *argc, char ***argv);

#ifdef _WIN32
#include <fcntl.h>
#include <io.h>
#include <stdio.h>
#include <sys/stat.h>

/* No links, sockets or close-on-exec flags for files on Windows. */
#ifndef S_ISLNK
#define S_ISLNK(m) 0
#endif
#ifndef S_ISSOCK
#define S_ISSOCK(m) 0
#endif
#ifndef S_ISFIFO
#define S_ISFIFO(m) (((m) & S_IFMT) == _S_IFIFO)
#endif
#ifndef S_ISBLK
#define S_ISBLK(m) 0
#endif
#define O_NOFOLLOW 0
#define O_NONBLOCK 0
#define O_NOCTTY 0
#define O_DIRECTORY 0
#define O_CLOEXEC _O_NOINHERIT

/* With _FILE_OFFSET_BITS=64 (Meson's default) mingw-w64 names struct stat and stat() _stat64,
 * with 64-bit sizes and times; platform_stat takes the place of that _stat64(). */
#if !defined(_FILE_OFFSET_BITS) || _FILE_OFFSET_BITS != 64 || defined(_USE_32BIT_TIME_T)
#error "platform.h on Windows expects _FILE_OFFSET_BITS=64 and 64-bit time_t"
#endif
int platform_stat(const char *path, struct _stat64 *st);
int platform_open(const char *path, int flags, ...);
FILE *platform_fopen(const char *path, const char *mode);
int platform_rename(const char *from, const char *to);
int platform_remove(const char *path);
int platform_rmdir(const char *path);
int platform_mkstemp(char *templ);
char *platform_realpath(const char *path, char *resolved);
/* POSIX getline, which Windows' C library lacks. */
long long platform_getline(char **line, size_t *cap, FILE *f);

#define _stat64(p, s) platform_stat(p, s) /* what stat(p, s) becomes */
#define lstat(p, s) platform_stat(p, s)
#define open platform_open
#define fopen(p, m) platform_fopen(p, m)
#define rename(a, b) platform_rename(a, b)
#define remove(p) platform_remove(p)
#define rmdir(p) platform_rmdir(p)
#define mkstemp(t) platform_mkstemp(t)
#define realpath(p, r) platform_realpath(p, r)
#define fsync(fd) _commit(fd)
#define fdatasync(fd) _commit(fd)
#define getline(l, c, f) platform_getline(l, c, f)
#endif
