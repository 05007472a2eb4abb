#include "table_log.h"

#include <stdio.h>

void table_log_add(TableLog *log, const char *text)
{
    snprintf(log->line[log->total % TABLE_LOG_LINES], TABLE_LOG_TEXT, "%s", text);
    log->total++;
    log->scroll = 0;
}

void table_log_scroll(TableLog *log, int lines)
{
    int kept = log->total < TABLE_LOG_LINES ? log->total : TABLE_LOG_LINES;
    int most = kept > 1 ? kept - 1 : 0;
    int s = log->scroll + lines;
    log->scroll = s < 0 ? 0 : s > most ? most : s;
}

const char *table_log_line(const TableLog *log, int i)
{
    if (i < 0 || i >= log->total || i < log->total - TABLE_LOG_LINES)
        return "";
    return log->line[i % TABLE_LOG_LINES];
}

void table_log_window(const TableLog *log, int fit, int *first, int *last)
{
    int oldest = log->total > TABLE_LOG_LINES ? log->total - TABLE_LOG_LINES : 0;
    *last = log->total - log->scroll;
    int f = *last - (fit > 0 ? fit : 0);
    *first = f < oldest ? oldest : f;
}

void table_log_new_game(TableLog *log, const char *opening, unsigned long long seed)
{
    table_log_add(log, opening);
    char line[80];
    snprintf(line, sizeof line, "Deal number %llu.", seed);
    table_log_add(log, line);
}
