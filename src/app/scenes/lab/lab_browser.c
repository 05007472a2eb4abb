#include "lab_browser.h"

#include "lab_pattern.h"
#include "siteswap_gen.h"

const RandomRange lab_random_ranges[LAB_RANDOM_ROWS] = {
    {"Balls", 1, 9}, {"Period", 1, 8}, {"Highest throw", 1, 15},
};

/* ---- The browser ---- */

/* Where needle first appears in hay ignoring case, from `from`; -1 when it does not. */
static int find_ignoring_case(const char *hay, const char *needle, int from)
{
    size_t n = SDL_strlen(needle);
    for (const char *h = hay + from; *h; h++)
        if (SDL_strncasecmp(h, needle, n) == 0)
            return (int)(h - hay);
    return -1;
}

static bool word_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
           c == '\'' || (unsigned char)c >= 0x80;
}

/* How well an entry answers the search, best first; MATCH_NONE when it does not. Searching
 * "box" puts Box before Box-like names (Async box), and those before names that only hold the
 * letters somewhere. */
enum {
    MATCH_NAME,         /* the whole name */
    MATCH_NOTATION,     /* the whole notation */
    MATCH_NAME_START,   /* the name starts with it */
    MATCH_WORD,         /* a whole word of the name, or the start of one */
    MATCH_INSIDE,       /* anywhere in the name */
    MATCH_IN_NOTATION,  /* anywhere in the notation */
    MATCH_NONE
};

static int match_rank(const CatalogueEntry *e, const char *needle)
{
    size_t n = SDL_strlen(needle);
    if (n == 0)
        return MATCH_NAME_START;   /* no search: the catalogue's own order */
    if (SDL_strcasecmp(e->name, needle) == 0)
        return MATCH_NAME;
    if (SDL_strcasecmp(e->notation, needle) == 0)
        return MATCH_NOTATION;
    int at = find_ignoring_case(e->name, needle, 0);
    if (at == 0)
        return MATCH_NAME_START;
    for (int i = at; i > 0; i = find_ignoring_case(e->name, needle, i + 1))
        if (!word_char(e->name[i - 1]))
            return MATCH_WORD;
    if (at > 0)
        return MATCH_INSIDE;
    return find_ignoring_case(e->notation, needle, 0) >= 0 ? MATCH_IN_NOTATION : MATCH_NONE;
}

void lab_filter(LabScene *lab)
{
    char needle[TEXTEDIT_CAPACITY];
    const char *s = lab->search.edit.text;
    while (*s == ' ')
        s++;
    SDL_strlcpy(needle, s, sizeof needle);
    for (size_t n = SDL_strlen(needle); n > 0 && needle[n - 1] == ' '; n--)
        needle[n - 1] = '\0';
    int count = lab->catalogue->count < CATALOGUE_MAX_ENTRIES ? lab->catalogue->count
                                                                : CATALOGUE_MAX_ENTRIES;
    unsigned char rank[CATALOGUE_MAX_ENTRIES];
    for (int i = 0; i < count; i++)
        rank[i] = (unsigned char)match_rank(&lab->catalogue->entries[i], needle);
    /* Best matches first; the catalogue's order among equals. */
    lab->match_count = 0;
    for (int r = 0; r < MATCH_NONE; r++)
        for (int i = 0; i < count; i++)
            if (rank[i] == r)
                lab->matches[lab->match_count++] = i;
    lab->list[LAB_TAB_CATALOGUE].selected = 0;
    lab->list[LAB_TAB_CATALOGUE].top = 0;
}

void lab_load_catalogue(LabScene *lab, const App *app)
{
    lab->catalogue = &app->catalogue;
    lab->catalogue_error = app->catalogue_problem;
    for (int i = 0; i < lab->catalogue->count && i < CATALOGUE_MAX_ENTRIES; i++) {
        Siteswap *s = siteswap_parse(lab->catalogue->entries[i].notation, NULL);
        lab->periods[i] = s ? siteswap_period(s) : 0;
        siteswap_free(s);
    }
    lab_filter(lab);
}

int lab_list_count(const LabScene *lab, const App *app)
{
    switch (lab->tab) {
    case LAB_TAB_CATALOGUE: return lab->match_count;
    case LAB_TAB_HISTORY: return lab->history->count;
    default: return LAB_RANDOM_ROWS + 1; /* the steppers and the button */
    }
}

typedef struct RandomPick {
    RngState *rng;
    long seen;
    int values[SITESWAP_MAX_BEATS];
    int n;
} RandomPick;

/* Reservoir sampling: every pattern listed has the same chance, in one pass. */
static bool pick_visit(const int *values, int n, void *ctx)
{
    RandomPick *p = ctx;
    p->seen++;
    if (rng_below(p->rng, (uint32_t)p->seen) == 0) {
        SDL_memcpy(p->values, values, sizeof values[0] * (size_t)n);
        p->n = n;
    }
    return p->seen < RANDOM_VISITS;
}

void lab_random_pattern(LabScene *lab, App *app)
{
    SiteswapGenOptions opt = {.balls = lab->random_value[0], .min_period = lab->random_value[1],
                              .max_period = lab->random_value[1], .max_throw = lab->random_value[2]};
    RandomPick pick = {.rng = &lab->rng};
    siteswap_generate(&opt, pick_visit, &pick);
    if (pick.n == 0) {
        char msg[200];
        SDL_snprintf(msg, sizeof msg,
                     "No pattern has %d balls, period %d and no throw above %d: raise the highest throw.",
                     opt.balls, opt.min_period, opt.max_throw);
        app_notify(app, msg);
        return;
    }
    char text[SITESWAP_MAX_BEATS + 1];
    for (int i = 0; i < pick.n; i++)
        text[i] = siteswap_throw_char(pick.values[i]);
    text[pick.n] = '\0';
    lab_load(lab, app, text);
}

void lab_choose_row(LabScene *lab, App *app, int row)
{
    if (lab->tab == LAB_TAB_CATALOGUE && row >= 0 && row < lab->match_count) {
        const CatalogueEntry *e = &lab->catalogue->entries[lab->matches[row]];
        lab->list[lab->tab].selected = row;
        lab_load_pick(lab, app, e->notation, e);
    } else if (lab->tab == LAB_TAB_HISTORY && row >= 0 && row < lab->history->count) {
        char text[LAB_HISTORY_TEXT];
        SDL_strlcpy(text, lab->history->items[row], sizeof text);
        lab_load(lab, app, text); /* moves it to the top */
        lab->list[lab->tab].selected = 0;
        lab->list[lab->tab].top = 0;
    } else if (lab->tab == LAB_TAB_RANDOM) {
        lab->list[lab->tab].selected = row;
        if (row == LAB_RANDOM_ROWS)
            lab_random_pattern(lab, app);
    }
}

/* The open list as the layout shows it now: its rows and how many are in view. */
void lab_sync_list(LabScene *lab, const App *app)
{
    float visible = lab->tab == LAB_TAB_RANDOM ? (float)(LAB_RANDOM_ROWS + 1) : (float)lab->lay.rows;
    ui_list_resize(&lab->list[lab->tab], lab_list_count(lab, app), visible);
}

void lab_keep_in_view(LabScene *lab, const App *app)
{
    lab_sync_list(lab, app);
    ui_list_select(&lab->list[lab->tab], lab->list[lab->tab].selected);
}

void lab_open_browser(LabScene *lab, App *app, LabTab tab)
{
    if (lab->browsing && lab->tab == tab) {
        lab->browsing = false; /* the same key closes it */
        return;
    }
    lab->browsing = true;
    lab->tab = tab;
    if (tab == LAB_TAB_HISTORY)
        lab->list[tab].selected = 0, lab->list[tab].top = 0;
    lab_keep_in_view(lab, app);
}

void lab_random_adjust(LabScene *lab, int row, int dir)
{
    if (row < 0 || row >= LAB_RANDOM_ROWS)
        return;
    int v = lab->random_value[row] + dir;
    if (v >= lab_random_ranges[row].lo && v <= lab_random_ranges[row].hi)
        lab->random_value[row] = v;
}
