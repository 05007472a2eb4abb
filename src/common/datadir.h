/* Where Throwdeck's data files (assets/) are, for the game and the CLI alike.
 *
 * Looked up in this order:
 *   1. $THROWDECK_DATA_DIR, when set (a clear error if it does not hold the data);
 *   2. the source tree's assets/ folder, when the running program is inside the build folder
 *      it was built in (running uninstalled);
 *   3. the data folder baked in at build time (<prefix>/share/throwdeck); on Windows instead
 *      the folder "data" beside the program (the zip's and the installer's layout).
 * Plain C (POSIX, or Windows through platform.h): no SDL, so the CLI can use it too. */
#pragma once

#include <stdbool.h>
#include <stddef.h>

/* A file every complete data folder holds; used to tell a real data folder from a wrong one. */
#define DATADIR_MARKER "cards/back.svg"

/* Finds the data folder. exe_dir is the folder the running program is in (may be NULL when
 * unknown). On success writes the folder (no trailing slash) to out and returns true; on
 * failure writes a message for the user to out and returns false. */
bool datadir_find(const char *exe_dir, char *out, size_t out_size);

/* The folder of the running program, from /proc/self/exe (Windows: GetModuleFileNameW); false
 * when it cannot be told. */
bool datadir_exe_dir(char *out, size_t out_size);

/* Joins folder and relative path into out; false if it does not fit. */
bool datadir_join(char *out, size_t out_size, const char *dir, const char *rel);

/* The font files found at configure time (absolute paths), used when the data folder does not
 * carry its own fonts/ links. */
const char *datadir_font_regular(void);
const char *datadir_font_bold(void);
