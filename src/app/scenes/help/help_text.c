#include "help_text.h"

#include <string.h>

#define SCREEN_MARK "%screen"

/* A heading exactly as the Rules markup reads one: '#' in the first column, then a space, a
 * tab or the end of the line. */
static bool is_heading(const char *s, size_t n)
{
    return n >= 1 && s[0] == '#' && (n == 1 || s[1] == ' ' || s[1] == '\t');
}

static bool is_blank(const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (s[i] != ' ' && s[i] != '\t' && s[i] != '\r')
            return false;
    return true;
}

void help_text_screens(const char *markup, HelpScreens *out)
{
    memset(out, 0, sizeof *out);
    int headings = 0;
    int waiting = 0; /* names read since the last heading, at the end of out->name */
    const char *s = markup;
    while (s && *s) {
        const char *end = strchr(s, '\n');
        size_t n = end ? (size_t)(end - s) : strlen(s);
        size_t mark = sizeof SCREEN_MARK - 1;
        if (is_heading(s, n)) {
            for (int i = out->count - waiting; i < out->count; i++)
                out->section[i] = headings;
            waiting = 0;
            headings++;
        } else if (n > mark && memcmp(s, SCREEN_MARK, mark) == 0 &&
                   (s[mark] == ' ' || s[mark] == '\t')) {
            size_t i = mark;
            while (i < n && (s[i] == ' ' || s[i] == '\t'))
                i++;
            size_t j = i;
            while (j < n && s[j] != ' ' && s[j] != '\t' && s[j] != '\r')
                j++;
            if (j > i && j - i < HELP_SCREEN_NAME_MAX && out->count < HELP_MAX_SCREENS) {
                memcpy(out->name[out->count], s + i, j - i);
                out->name[out->count][j - i] = '\0';
                out->count++;
                waiting++;
            }
        } else if (s[0] != '%' && !is_blank(s, n)) {
            out->count -= waiting; /* text came first: those names belong to no heading */
            waiting = 0;
        }
        s = end ? end + 1 : NULL;
    }
    out->count -= waiting;
}

int help_text_section_for(const HelpScreens *screens, const char *name)
{
    if (!name)
        return -1;
    for (int i = 0; i < screens->count; i++)
        if (strcmp(screens->name[i], name) == 0)
            return screens->section[i];
    return -1;
}
