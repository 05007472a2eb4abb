#include "renderer_pick.h"

#include <ctype.h>
#include <stddef.h>
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
