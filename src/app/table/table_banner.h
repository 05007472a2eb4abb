/* A verdict for the whole table ("Ben: 531 — right!"), shown for a while and fading out.
 * Pure C, shared by both card games' tables. */
#pragma once

#include <stdbool.h>

#define TABLE_BANNER_TEXT 320

typedef struct TableBanner {
    char text[TABLE_BANNER_TEXT];
    bool good;    /* green for good news, red for bad */
    double left;  /* seconds still shown; <= 0: not shown */
} TableBanner;

void table_banner_set(TableBanner *b, bool good, const char *text, double seconds);
void table_banner_clear(TableBanner *b);
void table_banner_tick(TableBanner *b, double dt);
bool table_banner_shown(const TableBanner *b);
/* Opacity 0..1: fades over the last `fade` seconds. */
float table_banner_alpha(const TableBanner *b, double fade);
