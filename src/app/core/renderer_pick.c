#include "renderer_pick.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* Case-insensitive strstr: drivers spell their names as they like ("Software Rasterizer"). */
static bool contains(const char *text, const char *word)
{
    size_t n = strlen(word);
    for (; *text; text++) {
        size_t i = 0;
        while (i < n && text[i] && tolower((unsigned char)text[i]) == word[i])
            i++;
        if (i == n)
            return true;
    }
    return false;
}

bool renderer_is_software_gl(const char *gl_renderer)
{
    /* Mesa's three CPU rasterisers, and Windows' fallback OpenGL 1.1. */
    static const char *const software[] = {"llvmpipe", "softpipe", "swrast", "software rasterizer",
                                           "gdi generic"};
    if (!gl_renderer)
        return false;
    for (size_t i = 0; i < sizeof software / sizeof *software; i++)
        if (contains(gl_renderer, software[i]))
            return true;
    return false;
}

RendererPick renderer_pick(const char *user_driver, const char *made, const char *gl_renderer)
{
    if (user_driver && user_driver[0])
        return RENDERER_PICK_KEEP;
    if (!made || strcmp(made, "software") == 0)
        return RENDERER_PICK_KEEP;
    return renderer_is_software_gl(gl_renderer) ? RENDERER_PICK_SOFTWARE : RENDERER_PICK_KEEP;
}

/* Mesa reads LIBGL_ALWAYS_SOFTWARE as a yes/no word. */
static bool env_yes(const char *value)
{
    static const char *const yes[] = {"1", "true", "y", "yes"};
    if (!value)
        return false;
    for (size_t i = 0; i < sizeof yes / sizeof *yes; i++) {
        size_t n = strlen(yes[i]);
        size_t j = 0;
        while (j < n && value[j] && tolower((unsigned char)value[j]) == yes[i][j])
            j++;
        if (j == n && value[j] == '\0')
            return true;
    }
    return false;
}

RendererPick renderer_pick_early(const RendererFacts *f)
{
    if (f->user_driver && f->user_driver[0])
        return strcmp(f->user_driver, "software") == 0 ? RENDERER_PICK_SOFTWARE
                                                      : RENDERER_PICK_KEEP;
    if (!f->gpu_device || env_yes(f->always_software) ||
        renderer_is_software_gl(f->gallium_driver) || renderer_is_software_gl(f->cached_gl))
        return RENDERER_PICK_SOFTWARE;
    return RENDERER_PICK_KEEP;
}

#define CACHE_HEADER "throwdeck-renderer-check 1"

bool renderer_cache_format(char *out, size_t out_size, const char *key, const char *gl_renderer)
{
    if (strchr(key, '\n') || strchr(gl_renderer, '\n'))
        return false;
    int n = snprintf(out, out_size, CACHE_HEADER "\nkey %s\ngl %s\n", key, gl_renderer);
    return n >= 0 && (size_t)n < out_size;
}

/* The rest of the line after prefix at *at, moving *at past the line; NULL if it differs. */
static const char *line_after(const char **at, const char *prefix, size_t *len)
{
    size_t n = strlen(prefix);
    if (strncmp(*at, prefix, n) != 0)
        return NULL;
    const char *start = *at + n, *end = strchr(start, '\n');
    if (!end)
        return NULL;
    *len = (size_t)(end - start);
    *at = end + 1;
    return start;
}

bool renderer_cache_lookup(const char *text, const char *key, char *gl, size_t gl_size)
{
    size_t len;
    const char *at = text, *k, *g;
    if (!line_after(&at, CACHE_HEADER, &len) || len != 0 || !(k = line_after(&at, "key ", &len)) ||
        len != strlen(key) || strncmp(k, key, len) != 0 || !(g = line_after(&at, "gl ", &len)) ||
        *at != '\0' || len == 0 || len >= gl_size)
        return false;
    memcpy(gl, g, len);
    gl[len] = '\0';
    return true;
}
