/* Option parsing, JSON output, file reading and writing, timing shared by the commands. */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"

#include "datadir.h"
#include "numparse.h"
#include "textfile.h"

#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "platform.h" /* after the system headers: UTF-8 paths on Windows */

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
    long long v;
    if (!numparse_int(text, min, max, &v)) {
        cli_usage_error(command, "%s must be a whole number from %d to %d, not '%s'", name, min,
                        max, text);
        return false;
    }
    *out = (int)v;
    return true;
}

bool cli_parse_seed(const char *command, const char *text, unsigned long long *out)
{
    uint64_t v;
    if (!numparse_u64(text, UINT64_MAX, &v)) {
        cli_usage_error(command, "--seed needs a whole number from 0 to %llu, not '%s'",
                        (unsigned long long)UINT64_MAX, text ? text : "");
        return false;
    }
    *out = v;
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
    size_t len;
    char why[200];
    char *text = textfile_read(path, &len, NULL, why, sizeof why);
    if (!text)
        fprintf(stderr, "throwdeck-cli: cannot read %s: %s\n", path, why);
    return text;
}

char *cli_read_file(const char *path, size_t *len, char *why, size_t why_size)
{
    return textfile_read(path, len, NULL, why, why_size);
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
    *n = 0;
    /* Every item between commas counts: "hard,,hard" and "hard," have an empty one. */
    for (const char *p = text;; p++) {
        const char *end = strchr(p, ',');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        int found = -1;
        for (int l = 0; l < 3; l++)
            if (strlen(names[l]) == len && strncmp(p, names[l], len) == 0)
                found = l;
        if (found < 0 || *n >= max)
            return false;
        levels[(*n)++] = found;
        if (!end)
            return true;
        p = end;
    }
}

/* The folder path is in, for messages: "." when it names none. */
static void folder_of(const char *path, char *dir, size_t size)
{
    const char *slash = strrchr(path, '/');
    size_t n = slash ? (size_t)(slash - path) : 0;
    if (!slash)
        snprintf(dir, size, ".");
    else if (n == 0)
        snprintf(dir, size, "/");
    else
        snprintf(dir, size, "%.*s", (int)n, path);
}

bool cli_check_writable(const char *path, char *why, size_t why_size)
{
    struct stat st;
    if (lstat(path, &st) == 0 && !S_ISREG(st.st_mode) && !S_ISLNK(st.st_mode)) {
        snprintf(why, why_size, "it is %s, not a file", textfile_kind((unsigned)st.st_mode));
        return false;
    }
    char dir[4096];
    folder_of(path, dir, sizeof dir);
    if (stat(dir, &st) != 0) {
        snprintf(why, why_size, "its folder %s cannot be opened: %s", dir, strerror(errno));
        return false;
    }
    if (!S_ISDIR(st.st_mode)) {
        snprintf(why, why_size, "%s is not a folder", dir);
        return false;
    }
    if (access(dir, W_OK | X_OK) != 0) {
        snprintf(why, why_size, "its folder %s cannot be written to: %s", dir, strerror(errno));
        return false;
    }
    return true;
}

bool cli_write_file(const char *path, const char *text, char *why, size_t why_size)
{
    return textfile_write(path, text, strlen(text), why, why_size);
}
