#define _XOPEN_SOURCE 700 /* realpath */
#include "datadir.h"

#include "td_config.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#ifdef _WIN32
#include <wchar.h>
#include <windows.h>
#endif

#include "platform.h" /* after the system headers: UTF-8 paths on Windows */

bool datadir_join(char *out, size_t out_size, const char *dir, const char *rel)
{
    int n = snprintf(out, out_size, "%s/%s", dir, rel);
    return n >= 0 && (size_t)n < out_size;
}

static bool holds_data(const char *dir)
{
    char marker[PATH_MAX];
    struct stat st;
    return datadir_join(marker, sizeof marker, dir, DATADIR_MARKER) && stat(marker, &st) == 0 &&
           S_ISREG(st.st_mode);
}

/* True when path is dir itself or lies below it. */
static bool is_inside(const char *path, const char *dir)
{
    char real_path[PATH_MAX], real_dir[PATH_MAX];
    if (!realpath(path, real_path) || !realpath(dir, real_dir))
        return false;
    size_t n = strlen(real_dir);
    return strncmp(real_path, real_dir, n) == 0 && (real_path[n] == '\0' || real_path[n] == '/');
}

static bool copy_out(char *out, size_t out_size, const char *dir)
{
    int n = snprintf(out, out_size, "%s", dir);
    return n >= 0 && (size_t)n < out_size;
}

bool datadir_find(const char *exe_dir, char *out, size_t out_size)
{
    const char *env = getenv("THROWDECK_DATA_DIR");
    if (env && *env) {
        if (holds_data(env) && copy_out(out, out_size, env))
            return true;
        snprintf(out, out_size,
                 "THROWDECK_DATA_DIR is set to '%s', but that folder does not hold Throwdeck's "
                 "data (no %s there). Unset it or point it at the assets folder.",
                 env, DATADIR_MARKER);
        return false;
    }
    if (exe_dir && is_inside(exe_dir, TD_BUILD_ROOT) && holds_data(TD_SOURCE_ASSETS))
        return copy_out(out, out_size, TD_SOURCE_ASSETS);
#ifdef _WIN32
    /* Windows: the zip and the installer put the data in a folder beside the programs. */
    char beside[PATH_MAX];
    if (exe_dir && datadir_join(beside, sizeof beside, exe_dir, "data") && holds_data(beside))
        return copy_out(out, out_size, beside);
    snprintf(out, out_size,
             "Throwdeck's data files were not found in the folder 'data' beside the program "
             "(%s). Unpack the whole zip, or set THROWDECK_DATA_DIR to the folder that holds them.",
             exe_dir ? exe_dir : "unknown");
    return false;
#else
    if (holds_data(TD_DATADIR))
        return copy_out(out, out_size, TD_DATADIR);
    snprintf(out, out_size,
             "Throwdeck's data files were not found in %s. Reinstall Throwdeck, or set "
             "THROWDECK_DATA_DIR to the folder that holds them.",
             TD_DATADIR);
    return false;
#endif
}

#ifdef _WIN32
bool datadir_exe_dir(char *out, size_t out_size)
{
    wchar_t w[32768];
    DWORD n = GetModuleFileNameW(NULL, w, (DWORD)(sizeof w / sizeof w[0]));
    if (n == 0 || n >= sizeof w / sizeof w[0])
        return false;
    wchar_t *slash = wcsrchr(w, L'\\');
    if (!slash)
        return false;
    *slash = L'\0';
    int len = WideCharToMultiByte(CP_UTF8, 0, w, -1, NULL, 0, NULL, NULL);
    return len > 0 && (size_t)len <= out_size &&
           WideCharToMultiByte(CP_UTF8, 0, w, -1, out, len, NULL, NULL) == len;
}
#else
bool datadir_exe_dir(char *out, size_t out_size)
{
    char buf[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
    if (n <= 0)
        return false;
    buf[n] = '\0';
    char *slash = strrchr(buf, '/');
    if (!slash)
        return false;
    *slash = '\0';
    return copy_out(out, out_size, buf[0] ? buf : "/");
}
#endif

const char *datadir_font_regular(void)
{
    return TD_FONT_REGULAR;
}

const char *datadir_font_bold(void)
{
    return TD_FONT_BOLD;
}
