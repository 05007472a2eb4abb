#include "jt_save.h"

#include "jugglers.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

bool jt_save_is(const char *text, size_t len)
{
    /* The engine's second line names the game; comments and blank lines may come first. */
    static const char key[] = "\ngame jugglers";
    size_t k = sizeof key - 1;
    for (size_t i = 0; i + k <= len && i < 4096; i++)
        if (memcmp(text + i, key, k) == 0 && (i + k == len || text[i + k] == '\n' ||
                                              text[i + k] == '\r'))
            return true;
    return false;
}

bool jt_save_check(const char *text, size_t len, char *summary, size_t summary_size, char *brief,
                   size_t brief_size, bool *over, char *err, size_t err_size)
{
    if (!jt_save_is(text, len))
        return false;
    err[0] = '\0';
    *over = false;
    JgGame *g = malloc(sizeof *g);
    JgError e;
    if (!g) {
        snprintf(err, err_size, "out of memory");
        return true;
    }
    if (!jugglers_load(g, text, len, &e)) {
        snprintf(err, err_size, "%s", e.message);
        free(g);
        return true;
    }
    *over = g->phase == JG_PHASE_OVER;
    char names[160] = "";
    for (int p = 0; p < g->setup.players; p++) {
        size_t n = strlen(names);
        snprintf(names + n, sizeof names - n, "%s%s", p ? ", " : "", g->setup.player[p].name);
    }
    snprintf(summary, summary_size, "Jugglers: %s \u00b7 round %d, gathering %d", names,
             g->round, g->gathering);
    snprintf(brief, brief_size, "Jugglers, %d players \u00b7 round %d", g->setup.players, g->round);
    jugglers_free(g);
    free(g);
    return true;
}
