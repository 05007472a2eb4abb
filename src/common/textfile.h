/* Reading and writing a whole file the game or the CLI keeps (a save, the settings, a
 * screenshot, the catalogue) without ever blocking, reading without end or leaving half a file,
 * and saying truthfully why one could not be read or written.
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

/* Writes len bytes of data as the whole of path, atomically: to "PATH.tmp", flushed to the
 * disk, renamed over path, and the folder flushed, so after a crash or a power cut path holds
 * the old text or the new, never half of one. A leftover temporary that is not a plain file (an
 * old folder, a FIFO) is removed when it is an empty folder, else written around with a fresh
 * "PATH.tmp-XXXXXX", so it never blocks a write. A folder, FIFO, device or socket at path is
 * never replaced. false with the reason in why (without the path: "the disk is full"); the old
 * file is then as it was and no temporary file is left. */
bool textfile_write(const char *path, const char *data, size_t len, char *why, size_t why_size);

/* The reason for an errno of a failed write, in plain words ("the disk is full"). */
const char *textfile_write_reason(int errnum);

/* Flushes the folder holding path (after a rename in it); never fails. */
void textfile_sync_folder(const char *path);
