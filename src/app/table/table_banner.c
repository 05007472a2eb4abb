#include "table_banner.h"

#include <stdio.h>

void table_banner_set(TableBanner *b, bool good, const char *text, double seconds)
{
    snprintf(b->text, sizeof b->text, "%s", text);
    b->good = good;
    b->left = seconds;
}

void table_banner_clear(TableBanner *b)
{
    b->left = 0;
}

void table_banner_tick(TableBanner *b, double dt)
{
    if (b->left > 0)
        b->left -= dt;
}

bool table_banner_shown(const TableBanner *b)
{
    return b->left > 0 && b->text[0];
}

float table_banner_alpha(const TableBanner *b, double fade)
{
    if (b->left <= 0)
        return 0;
    if (fade <= 0 || b->left >= fade)
        return 1;
    return (float)(b->left / fade);
}
