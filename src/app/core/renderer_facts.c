#include "renderer_facts.h"

#include "savefile.h"

#include <SDL.h>
#include <dirent.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

bool renderer_facts_gpu_device(void)
{
#ifdef __linux__
    /* Mesa drives every GPU through /dev/dri; NVIDIA's own driver through /dev/nvidia0... */
    struct stat st;
    if (stat("/dev/dri", &st) == 0 || stat("/dev/nvidiactl", &st) == 0 ||
        stat("/dev/nvidia0", &st) == 0)
        return true;
    return false;
#else
    return true;
#endif
}

static void add(char *key, size_t size, const char *name, const char *value)
{
    char part[512];
    SDL_snprintf(part, sizeof part, "%s=%s;", name, value ? value : "-");
    /* The key is one line. */
    for (char *c = part; *c; c++)
        if (*c == '\n' || *c == '\r')
            *c = '?';
    SDL_strlcat(key, part, size);
}

/* When a file (a display's socket, the library cache) was made, changed, and its size. */
static void add_stamp(char *key, size_t size, const char *name, const char *path)
{
    struct stat st;
    char v[96] = "-";
    if (path && stat(path, &st) == 0)
        SDL_snprintf(v, sizeof v, "%llu.%llu.%lld.%lld", (unsigned long long)st.st_dev,
                     (unsigned long long)st.st_ino, (long long)st.st_mtime, (long long)st.st_size);
    add(key, size, name, v);
}

/* The GPU device nodes' names, so a GPU added or removed (or a driver that makes its nodes)
 * is a new setup. */
static void add_devices(char *key, size_t size)
{
    char names[400] = "";
    DIR *d = opendir("/dev/dri");
    struct dirent *e;
    while (d && (e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.')
            continue;
        SDL_strlcat(names, e->d_name, sizeof names);
        SDL_strlcat(names, ",", sizeof names);
    }
    if (d)
        closedir(d);
    struct stat st;
    if (stat("/dev/nvidiactl", &st) == 0)
        SDL_strlcat(names, "nvidiactl", sizeof names);
    add(key, size, "devices", names);
}

void renderer_facts_key(const char *video_driver, char *key, size_t key_size)
{
    /* What Mesa, libglvnd and SDL read to choose OpenGL's library and driver. */
    static const char *const env[] = {
        "DISPLAY", "WAYLAND_DISPLAY", "LIBGL_ALWAYS_SOFTWARE", "LIBGL_ALWAYS_INDIRECT",
        "GALLIUM_DRIVER", "MESA_LOADER_DRIVER_OVERRIDE", "LIBGL_DRIVERS_PATH", "DRI_PRIME",
        "__GLX_VENDOR_LIBRARY_NAME", "__EGL_VENDOR_LIBRARY_FILENAMES", "LD_LIBRARY_PATH",
        "SDL_VIDEO_GL_DRIVER", "SDL_VIDEO_X11_FORCE_EGL", "SDL_OPENGL_ES_DRIVER"};
    key[0] = '\0';
    SDL_version v;
    SDL_GetVersion(&v);
    char sdl[32];
    SDL_snprintf(sdl, sizeof sdl, "%d.%d.%d", v.major, v.minor, v.patch);
    add(key, key_size, "sdl", sdl);
    add(key, key_size, "video", video_driver);
    for (size_t i = 0; i < sizeof env / sizeof *env; i++)
        add(key, key_size, env[i], SDL_getenv(env[i]));
    /* A display's socket is made anew each time its server starts: an X server of another
     * kind on the same display number (Xvfb, then the desktop's) is checked again. */
    char path[512];
    const char *display = SDL_getenv("DISPLAY");
    int n;
    if (display && display[0] == ':' && sscanf(display + 1, "%d", &n) == 1) {
        SDL_snprintf(path, sizeof path, "/tmp/.X11-unix/X%d", n);
        add_stamp(key, key_size, "x11-socket", path);
    }
    const char *wayland = SDL_getenv("WAYLAND_DISPLAY"), *runtime = SDL_getenv("XDG_RUNTIME_DIR");
    if (wayland && runtime) {
        SDL_snprintf(path, sizeof path, "%s/%s", runtime, wayland);
        add_stamp(key, key_size, "wayland-socket", wayland[0] == '/' ? wayland : path);
    }
    add_devices(key, key_size);
    add_stamp(key, key_size, "ld.so.cache", "/etc/ld.so.cache");
}

bool renderer_facts_cached(const char *path, const char *key, char *gl, size_t gl_size)
{
    size_t len;
    char err[64];
    char *text = path[0] ? savefile_read(path, &len, err, sizeof err) : NULL;
    bool found = text && strlen(text) == len && renderer_cache_lookup(text, key, gl, gl_size);
    SDL_free(text);
    return found;
}

void renderer_facts_remember(const char *path, const char *key, const char *gl_renderer)
{
    char text[RENDERER_KEY_SIZE + RENDERER_GL_NAME_SIZE + 64];
    char err[600];
    if (path[0] && renderer_cache_format(text, sizeof text, key, gl_renderer) &&
        !savefile_write(path, text, strlen(text), err, sizeof err))
        SDL_LogInfo(SDL_LOG_CATEGORY_APPLICATION, "The renderer check is not remembered: %s", err);
}
