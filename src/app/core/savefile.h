/* Files the game must never lose: written whole or not at all, read with a size limit, and a
 * damaged one moved aside instead of deleted. The reading and writing are textfile's (shared
 * with the CLI); this adds messages for the player that name the file, and setting aside.
 *
 * A write goes to "PATH.tmp", is flushed to the disk, and is renamed over PATH; the folder is
 * then flushed too, so after a crash or a power cut PATH holds the old text or the new, never
 * half of one. A leftover temporary that is not a plain file (an old folder, a FIFO) is
 * cleared when empty or else written around ("PATH.tmp-XXXXXX"), so it never blocks a save.
 * Only regular files are read or replaced: a folder, FIFO, device or socket in their place is
 * refused at once, without blocking. Every failure says why in plain words ("the folder ...
 * does not exist"), for a message to the player. */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "textfile.h"

#define SAVEFILE_MAX_BYTES TEXTFILE_MAX_BYTES /* larger files are refused by savefile_read */

/* Writes len bytes of data as the whole of path, atomically. On failure the old file is left
 * as it was, no temporary file is left behind, and err says what went wrong (a full disk, no
 * permission, a folder or device at path). */
bool savefile_write(const char *path, const char *data, size_t len, char *err, size_t err_size);

/* The whole file as a heap string (NUL-terminated; *len excludes the NUL; free with SDL_free).
 * NULL with the reason in err when it cannot be read or is over SAVEFILE_MAX_BYTES. */
char *savefile_read(const char *path, size_t *len, char *err, size_t err_size);

/* savefile_read that also says which kind of failure it was (fault may be NULL): a file that is
 * TEXTFILE_UNREADABLE (no permission, an I/O error) may be intact and must be left where it is;
 * only a TEXTFILE_UNUSABLE one (a folder, a FIFO, too large) or one whose text is damaged is
 * moved aside. */
char *savefile_read_fault(const char *path, size_t *len, TextfileFault *fault, char *err,
                          size_t err_size);

typedef enum SavefileLook {
    SAVEFILE_NONE,   /* nothing there */
    SAVEFILE_THERE,  /* something is there (savefile_read tells whether it is usable) */
    SAVEFILE_HIDDEN, /* its folder cannot be opened, so whether a file is there is unknown */
} SavefileLook;

/* Whether anything is at path; SAVEFILE_HIDDEN with "The folder DIR cannot be opened: WHY" in
 * err when the folder holding it cannot be searched. */
SavefileLook savefile_look(const char *path, char *err, size_t err_size);

/* True when path is an existing regular file. */
bool savefile_exists(const char *path);

/* Moves a damaged file out of the way without losing it: renames path to "PATH.damaged", or
 * "PATH.damaged-2", "-3", ... when that name is taken. moved_to gets the new name. false when
 * it could not be moved (moved_to then says why). */
bool savefile_set_aside(const char *path, char *moved_to, size_t size);

/* Deletes path. True when it is gone afterwards (also when there was nothing to delete). */
bool savefile_remove(const char *path);

/* A number that changes whenever the file at path is replaced or changed (size, time, inode),
 * 0 when there is none: a cheap way to notice that a file needs reading again. */
uint64_t savefile_stamp(const char *path);

/* ---- A save kept by appending ----
 *
 * Rewriting a whole save after every action costs as much as the game is long (a 4 MB save:
 * over 100 ms each, fsync included). A game's save instead grows by its new action lines and an
 * "end N" line, appended and synced; the save format reads that (savetext_body: each end line
 * commits the actions before it, and an append cut short by a crash is left out), so after a
 * crash at any moment the file loads with every action whose append finished. The whole file
 * is rewritten (atomically, savefile_write) only now and then: the first save of a game in this
 * run, after the file changed behind the game's back or an undo, while the file is small
 * (under SAVEFILE_LOG_TIDY, where it costs nothing), and when appending would pass the limit
 * (which drops the extra end lines). */

#define SAVEFILE_LOG_RECENT 8             /* last action lines checked against the file */
#define SAVEFILE_LOG_TIDY (256 * 1024)    /* below this, the file is kept with one end line */

typedef struct SavefileLog {
    bool ready;             /* the file holds what was last written through this log */
    uint64_t stamp;         /* savefile_stamp of it then */
    size_t size;            /* its length */
    size_t whole;           /* its length at the last whole rewrite */
    int actions;            /* actions it holds */
    uint64_t recent[SAVEFILE_LOG_RECENT]; /* hashes of its last action lines, by index */
} SavefileLog;

/* The text of action i as a save line (no newline); false when it has none. */
typedef bool (*SavefileLine)(const void *ctx, int i, char *buf, size_t size);
/* The whole save text (heap, freed with free_text), NULL without memory. */
typedef char *(*SavefileWhole)(const void *ctx);

/* Brings the save at path up to a game of `actions` actions: appends the new ones when it can,
 * else writes the whole text. false with err when it could not be written (the file on disk
 * is then as it was and still loads): also when the save would pass SAVEFILE_MAX_BYTES, the
 * limit savefile_read keeps, so no save is written that could not be read back. A log
 * starts zeroed; savefile_log_forget makes the next save a whole one. */
bool savefile_log_write(SavefileLog *log, const char *path, int actions, SavefileLine line,
                        SavefileWhole whole, void (*free_text)(void *), const void *ctx,
                        char *err, size_t err_size);
void savefile_log_forget(SavefileLog *log);

