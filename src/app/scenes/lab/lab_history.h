/* The patterns a player has juggled in the Lab since the game started, newest first.
 *
 * Kept by the app for the Lab (app_kept; the Lab is freed on leaving it), so leaving the Lab
 * and coming back keeps the list. Pure data: no SDL calls, nothing saved to disk. */
#pragma once

#include <stdbool.h>

#define LAB_HISTORY_MAX 40
#define LAB_HISTORY_TEXT 96

typedef struct LabHistory {
    int count;
    char items[LAB_HISTORY_MAX][LAB_HISTORY_TEXT];  /* [0] is the newest */
} LabHistory;

/* Puts a pattern first (moving it up if it is already listed, dropping the oldest if full).
 * Leading and trailing spaces are ignored; blank or over-long text is not recorded. Returns
 * true when it was recorded. */
bool lab_history_add(LabHistory *h, const char *pattern);
