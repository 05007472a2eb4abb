/* The game log of a card table: the newest lines in words, kept in a ring, scrolled back by the
 * wheel or Page Up. Pure C, shared by both card games' tables. */
#pragma once

#include <stdbool.h>

#define TABLE_LOG_LINES 200
#define TABLE_LOG_TEXT 112

typedef struct TableLog {
    char line[TABLE_LOG_LINES][TABLE_LOG_TEXT];
    int total;   /* lines ever added */
    int scroll;  /* lines scrolled back from the newest */
} TableLog;

/* Adds a line (cut to TABLE_LOG_TEXT) and shows the newest again. */
void table_log_add(TableLog *log, const char *text);
/* A new game's first lines: the opening words, then the deal's number. */
void table_log_new_game(TableLog *log, const char *opening, unsigned long long seed);
/* Scrolls back (lines > 0) or forward, within what the log keeps. */
void table_log_scroll(TableLog *log, int lines);
/* Line i (0 = the first ever added); "" when it is no longer kept. */
const char *table_log_line(const TableLog *log, int i);
/* The lines to show in a panel that fits `fit` lines: [*first, *last). */
void table_log_window(const TableLog *log, int fit, int *first, int *last);
