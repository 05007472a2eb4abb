/* What decides the renderer, gathered from the system without loading OpenGL (for
 * renderer_pick_early, core/renderer_pick.h), and the remembered result of the last real check. */
#pragma once

#include "renderer_pick.h"

#include <stdbool.h>
#include <stddef.h>

#define RENDERER_CACHE_FILE_NAME "renderer-check.txt" /* in the preference folder */
#define RENDERER_KEY_SIZE 2048
#define RENDERER_GL_NAME_SIZE 256

/* Whether the system shows a GPU device. Linux: a node in /dev/dri or /dev/nvidia*; true
 * elsewhere (it cannot tell). */
bool renderer_facts_gpu_device(void);

/* One line naming everything that can change what OpenGL draws with here: SDL's version and
 * video driver, the display (and when its server started), the environment variables that steer
 * OpenGL's loader and drivers, the GPU devices, and the system's library cache (a driver
 * installed or removed changes it). */
void renderer_facts_key(const char *video_driver, char *key, size_t key_size);

/* The GL_RENDERER remembered in the file at path for key, into gl; false when there is none. */
bool renderer_facts_cached(const char *path, const char *key, char *gl, size_t gl_size);
/* Remembers gl_renderer for key (quietly: a file that cannot be written costs only time). */
void renderer_facts_remember(const char *path, const char *key, const char *gl_renderer);
