#include "lab_browser.h"

#include "lab_pattern.h"
#include "siteswap_gen.h"

const RandomRange lab_random_ranges[LAB_RANDOM_ROWS] = {
    {"Balls", 1, 9}, {"Period", 1, 8}, {"Highest throw", 1, 15},
};

/* ---- The browser ---- */

static bool contains_ignoring_case(const char *hay, const char *needle)
{
    size_t n = SDL_strlen(needle);
    for (const char *h = hay; *h; h++)
        if (SDL_strncasecmp(h, needle, n) == 0)
            return true;
    return n == 0;
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
    lab->match_count = 0;
    for (int i = 0; i < lab->catalogue->count; i++) {
        const CatalogueEntry *e = &lab->catalogue->entries[i];
        if (contains_ignoring_case(e->name, needle) || contains_ignoring_case(e->notation, needle))
            lab->matches[lab->match_count++] = i;
    }
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
        AnimStyle style = anim_style_named(e->style);
        bool restyle = style != lab->style;
        lab->style = style;
        lab_load(lab, app, e->notation);
        if (restyle && !lab->valid)
            lab_rechoose(lab, true);
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
