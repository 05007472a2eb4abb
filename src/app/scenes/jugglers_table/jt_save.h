/* The Jugglers table's save file is the engine's save text (jugglers_save) as it is: the table
 * has no options of its own. The title screen asks these two questions of the one save file,
 * which holds whichever game was played last. */
#pragma once

#include <stdbool.h>
#include <stddef.h>

/* True when the text is a Jugglers save (its "game jugglers" line), readable or not. */
bool jt_save_is(const char *text, size_t len);

/* For a Jugglers save: true, and either err empty with the title's lines about it ("Jugglers:
 * Anna, Ben, Chloe, Dev · round 1") and whether it is over, or err saying why it cannot be read.
 * False when the text is not a Jugglers save (nothing filled in). */
bool jt_save_check(const char *text, size_t len, char *summary, size_t summary_size, char *brief,
                   size_t brief_size, bool *over, char *err, size_t err_size);
