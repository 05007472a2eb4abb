/* Which renderer draws the game: the accelerated one SDL picks, unless the only "acceleration"
 * is OpenGL rasterised in software (Mesa's llvmpipe, softpipe or swrast: a machine without a
 * GPU driver, a virtual machine), where SDL's own software renderer draws the same picture
 * several times faster. A render driver the user names (SDL_RENDER_DRIVER) always wins.
 * Pure: the caller asks SDL and OpenGL for the names. */
#pragma once

#include <stdbool.h>

typedef enum RendererPick {
    RENDERER_PICK_KEEP,     /* the renderer made stays */
    RENDERER_PICK_SOFTWARE, /* replace it by SDL's software renderer */
} RendererPick;

/* Whether GL_RENDERER names an OpenGL that rasterises on the CPU. NULL: no. */
bool renderer_is_software_gl(const char *gl_renderer);

/* user_driver: SDL_RENDER_DRIVER as the user set it (NULL or "" when not); made: the name of the
 * renderer SDL made ("opengl", "opengles2", "software", ...); gl_renderer: its GL_RENDERER
 * string, NULL when it is not OpenGL or cannot tell. */
RendererPick renderer_pick(const char *user_driver, const char *made, const char *gl_renderer);
