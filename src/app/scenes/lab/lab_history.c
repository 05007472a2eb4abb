#include "lab_history.h"

#include <string.h>

bool lab_history_add(LabHistory *h, const char *pattern)
{
    while (*pattern == ' ')
        pattern++;
    size_t n = strlen(pattern);
    while (n > 0 && pattern[n - 1] == ' ')
        n--;
    if (n == 0 || n >= LAB_HISTORY_TEXT)
        return false;
    char text[LAB_HISTORY_TEXT];
    memcpy(text, pattern, n);
    text[n] = '\0';
    int found = h->count < LAB_HISTORY_MAX ? h->count : LAB_HISTORY_MAX - 1;
    for (int i = 0; i < h->count; i++) {
        if (strcmp(h->items[i], text) == 0) {
            found = i;
            break;
        }
    }
    if (found == h->count)
        h->count++;
    /* Everything above the old place (or the end) moves down one. */
    memmove(h->items[1], h->items[0], (size_t)found * sizeof h->items[0]);
    memcpy(h->items[0], text, n + 1);
    return true;
}
