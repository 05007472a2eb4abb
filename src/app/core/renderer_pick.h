/* Which renderer draws the game: the accelerated one SDL picks, unless the only "acceleration"
 * is OpenGL rasterised in software (Mesa's llvmpipe, softpipe or swrast: a machine without a
 * GPU driver, a virtual machine), where SDL's own software renderer draws the same picture
 * several times faster. A render driver the user names (SDL_RENDER_DRIVER) always wins.
 *
 * Asking OpenGL costs about half a second and tens of MiB (the driver is loaded and a context
 * made), so the answer is first looked for without it (renderer_pick_early): no GPU device, an
 * environment that asks for a CPU rasteriser, or what the last check on the same setup found
 * (the remembered GL_RENDERER, see renderer_cache_*). Only when none of them tells is the
 * accelerated renderer made and asked (renderer_pick).
 * Pure: the caller asks SDL, OpenGL and the system for the names and reads the files. */
#pragma once

#include <stdbool.h>
#include <stddef.h>

typedef enum RendererPick {
    RENDERER_PICK_KEEP,     /* the renderer made (or about to be) stays */
    RENDERER_PICK_SOFTWARE, /* SDL's software renderer draws instead */
} RendererPick;

/* Whether GL_RENDERER names an OpenGL that rasterises on the CPU. NULL: no. */
bool renderer_is_software_gl(const char *gl_renderer);

/* user_driver: SDL_RENDER_DRIVER as the user set it (NULL or "" when not); made: the name of the
 * renderer SDL made ("opengl", "opengles2", "software", ...); gl_renderer: its GL_RENDERER
 * string, NULL when it is not OpenGL or cannot tell. */
RendererPick renderer_pick(const char *user_driver, const char *made, const char *gl_renderer);

/* What is known before any renderer is made, without loading OpenGL. */
typedef struct RendererFacts {
    const char *user_driver;    /* SDL_RENDER_DRIVER; NULL or "" when not set */
    bool gpu_device;            /* the system shows a GPU (Linux: /dev/dri/..., /dev/nvidia...);
                                 * true where it cannot tell */
    const char *always_software; /* LIBGL_ALWAYS_SOFTWARE, NULL when not set */
    const char *gallium_driver; /* GALLIUM_DRIVER, NULL when not set */
    const char *cached_gl;      /* GL_RENDERER the last check on this setup found; NULL: none */
} RendererFacts;

/* SOFTWARE when the software renderer draws without trying the accelerated one (the user
 * named it, or OpenGL could only draw on the CPU here); KEEP: make the accelerated renderer and
 * ask it (renderer_pick). */
RendererPick renderer_pick_early(const RendererFacts *facts);

/* The remembered check: a small text file holding the setup it was made on (key: one line,
 * anything that can change what OpenGL draws with; see renderer_facts.h) and the GL_RENDERER
 * found. Writes the file's text into out (false when it does not fit or a name holds a line
 * break). */
bool renderer_cache_format(char *out, size_t out_size, const char *key, const char *gl_renderer);
/* The GL_RENDERER remembered for key, into gl; false when text is not such a file, is damaged,
 * or was made on another setup. */
bool renderer_cache_lookup(const char *text, const char *key, char *gl, size_t gl_size);
