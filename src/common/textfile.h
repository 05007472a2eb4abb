/* Reading a whole file the game or the CLI keeps (a save, the settings, the catalogue) without
 * ever blocking or reading without end, and saying truthfully why one could not be read.
 *
 * Only regular files are read: a folder, a named pipe (FIFO), a device or a socket in a file's
 * place is refused at once, before anything could wait on it. Every file has the same limit,
 * TEXTFILE_MAX_BYTES, for the game and the CLI alike.
 * Plain C and POSIX: no SDL, so the game and the CLI share it. */
#pragma once

#include <stdbool.h>
#include <stddef.h>

#define TEXTFILE_MAX_BYTES (4 * 1024 * 1024)
#define TEXTFILE_MAX_TEXT "4 MB" /* the limit in words, for messages */

typedef enum TextfileFault {
    TEXTFILE_OK,
    TEXTFILE_MISSING,    /* there is no such file */
    TEXTFILE_UNREADABLE, /* it is there but could not be read (permission, an I/O error, no
                          * memory): the file may be fine, so leave it where it is */
    TEXTFILE_UNUSABLE,   /* no file of ours can be this (a folder, a FIFO, a device, over the
                          * limit): it may be moved aside */
} TextfileFault;

/* The whole file as a malloc'd NUL-terminated string (*len excludes the NUL). NULL when it
 * cannot be read: *fault says which kind of failure (fault may be NULL) and why gets the reason
 * in plain words ("it is a named pipe (FIFO), not a file"), without the path. */
char *textfile_read(const char *path, size_t *len, TextfileFault *fault, char *why,
                    size_t why_size);

/* What kind of thing st_mode is when it is not a regular file, as "a folder", "a named pipe
 * (FIFO)", ...; NULL for a regular file. */
const char *textfile_kind(unsigned mode);

/* The reason for an errno of a failed read or look, in plain words. */
const char *textfile_reason(int errnum);
