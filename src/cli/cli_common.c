/* Option parsing, JSON output, file reading and writing, timing shared by the commands. */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"

#include "datadir.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Length of the valid UTF-8 sequence at s, or 0 if it is not one. */
static int utf8_length(const unsigned char *s)
{
    int n;
    unsigned int min;
    if (s[0] < 0x80)
        return 1;
    if ((s[0] & 0xe0) == 0xc0) {
        n = 2;
        min = 0x80;
    } else if ((s[0] & 0xf0) == 0xe0) {
        n = 3;
        min = 0x800;
    } else if ((s[0] & 0xf8) == 0xf0) {
        n = 4;
        min = 0x10000;
    } else {
        return 0;
    }
    unsigned int cp = s[0] & (0x7f >> n);
    for (int i = 1; i < n; i++) {
        if ((s[i] & 0xc0) != 0x80)
            return 0;
        cp = (cp << 6) | (s[i] & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
        return 0;
    return n;
}

void cli_json_string(FILE *f, const char *s)
{
    fputc('"', f);
    const unsigned char *p = (const unsigned char *)s;
    while (*p) {
        unsigned char c = *p;
        if (c == '"' || c == '\\') {
            fprintf(f, "\\%c", c);
            p++;
        } else if (c == '\n') {
            fputs("\\n", f);
            p++;
        } else if (c == '\t') {
            fputs("\\t", f);
            p++;
        } else if (c < 0x20 || c == 0x7f) {
            fprintf(f, "\\u%04x", c);
            p++;
        } else {
            int n = utf8_length(p);
            if (n == 0) {
                fputs("\\ufffd", f);
                p++;
            } else {
                fwrite(p, 1, (size_t)n, f);
                p += n;
            }
        }
    }
    fputc('"', f);
}

int cli_usage_error(const char *command, const char *fmt, ...)
{
    fprintf(stderr, "throwdeck-cli %s: ", command);
    va_list ap;
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\nTry 'throwdeck-cli %s --help'.\n", command);
    return CLI_USAGE;
}

bool cli_wants_help(const char *arg, const CliCommand *cmd)
{
    if (strcmp(arg, "--help") != 0 && strcmp(arg, "-h") != 0)
        return false;
    fputs(cmd->help, stdout);
    return true;
}

bool cli_parse_int(const char *command, const char *name, const char *text, int min, int max,
                   int *out)
{
    if (text == NULL) {
        cli_usage_error(command, "%s needs a number", name);
        return false;
    }
    char *end;
    errno = 0;
    long v = strtol(text, &end, 10);
    if (errno != 0 || end == text || *end != '\0' || v < min || v > max) {
        cli_usage_error(command, "%s must be a whole number from %d to %d, not '%s'", name, min,
                        max, text);
        return false;
    }
    *out = (int)v;
    return true;
}

char *cli_read_catalogue(void)
{
    char exe[4096], dir[4096 + 256], path[4096 + 300];
    bool have_exe = datadir_exe_dir(exe, sizeof exe);
    if (!datadir_find(have_exe ? exe : NULL, dir, sizeof dir)) {
        fprintf(stderr, "throwdeck-cli: %s\n", dir);
        return NULL;
    }
    if (!datadir_join(path, sizeof path, dir, "patterns/catalogue.txt")) {
        fprintf(stderr, "throwdeck-cli: data folder path too long\n");
        return NULL;
    }
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "throwdeck-cli: cannot open %s: %s\n", path, strerror(errno));
        return NULL;
    }
    size_t cap = 16384, len = 0;
    char *buf = malloc(cap);
    while (buf) {
        size_t n = fread(buf + len, 1, cap - len - 1, f);
        len += n;
        if (len + 1 < cap)
            break;
        char *bigger = cap < (8u << 20) ? realloc(buf, cap * 2) : NULL;
        if (!bigger) {
            free(buf);
            buf = NULL;
            break;
        }
        buf = bigger;
        cap *= 2;
    }
    bool failed = ferror(f) != 0;
    fclose(f);
    if (!buf || failed) {
        free(buf);
        fprintf(stderr, "throwdeck-cli: cannot read %s\n", path);
        return NULL;
    }
    buf[len] = '\0';
    return buf;
}

char *cli_read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 65536, n = 0;
    char *buf = malloc(cap);
    while (buf) {
        n += fread(buf + n, 1, cap - n - 1, f);
        if (n + 1 < cap || cap >= (64u << 20))
            break;
        char *b = realloc(buf, cap * 2);
        if (!b) {
            free(buf);
            buf = NULL;
            break;
        }
        buf = b;
        cap *= 2;
    }
    bool bad = ferror(f) != 0;
    fclose(f);
    if (!buf || bad) {
        free(buf);
        return NULL;
    }
    buf[n] = '\0';
    *len = n;
    return buf;
}

double cli_now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

bool cli_parse_levels(const char *text, int max, int *levels, int *n)
{
    static const char *const names[] = {"easy", "normal", "hard"};
    char copy[256];
    snprintf(copy, sizeof copy, "%s", text);
    *n = 0;
    for (char *tok = strtok(copy, ","); tok; tok = strtok(NULL, ",")) {
        int found = -1;
        for (int l = 0; l < 3; l++)
            if (strcmp(tok, names[l]) == 0)
                found = l;
        if (found < 0 || *n >= max)
            return false;
        levels[(*n)++] = found;
    }
    return *n > 0;
}

bool cli_write_file(const char *path, const char *text)
{
    char tmp[4096];
    if (snprintf(tmp, sizeof tmp, "%s.tmp", path) >= (int)sizeof tmp)
        return false;
    FILE *f = fopen(tmp, "wb");
    if (!f)
        return false;
    bool ok = fputs(text, f) >= 0 && fflush(f) == 0;
    ok = fclose(f) == 0 && ok;
    if (!ok || rename(tmp, path) != 0) {
        remove(tmp);
        return false;
    }
    return true;
}
