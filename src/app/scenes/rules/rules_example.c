#include "rules_example.h"

#include "games.h"
#include "cardswap.h"
#include "palette.h"

#include <stdarg.h>

/* ---- The example on show ---- */

static void set_info(RulesScene *rs, int line, SDL_Color colour, const char *fmt, ...)
    SDL_PRINTF_VARARG_FUNC(4);

static void set_info(RulesScene *rs, int line, SDL_Color colour, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    SDL_vsnprintf(rs->info[line], sizeof rs->info[line], fmt, ap);
    va_end(ap);
    rs->info_colour[line] = colour;
}

/* The catalogue's entry for the same pattern juggled normally, for its name. */
static const CatalogueEntry *catalogue_same(const RulesScene *rs, const Siteswap *s)
{
    for (int i = 0; i < rs->catalogue->count; i++) {
        const CatalogueEntry *e = &rs->catalogue->entries[i];
        if (SDL_strcmp(e->style, "normal") != 0)
            continue;
        Siteswap *other = siteswap_parse(e->notation, NULL);
        bool same = other && siteswap_validate(other, NULL) && siteswap_same_pattern(s, other);
        siteswap_free(other);
        if (same)
            return e;
    }
    return NULL;
}

/* What the rulings say about the pattern as a play of cards. */
static void describe_play(RulesScene *rs, const Siteswap *s, int line)
{
    if (!siteswap_is_vanilla(s)) {
        set_info(rs, line, PALETTE_SOFT, "Not a plain siteswap: it can only be played as a trick.");
        return;
    }
    int values[SITESWAP_MAX_BEATS], n = siteswap_period(s), highest = 0;
    bool same = true;
    for (int i = 0; i < n; i++) {
        SiteswapBeatThrow t;
        values[i] = siteswap_throws_on_beat(s, i, &t, 1) > 0 ? t.value : 0;
        same = same && values[i] == values[0];
        highest = SDL_max(highest, values[i]);
    }
    if (same)
        set_info(rs, line, PALETTE_ERROR, "Not a legal play: every throw is the same.");
    else if (highest > 11)
        set_info(rs, line, PALETTE_ERROR, "Not a play: no card is worth more than 11.");
    else if (cardswap_check(values, n, 3) == CARDSWAP_LEGAL)
        set_info(rs, line, PALETTE_GOOD, "A legal play of %d cards.", n);
    else if (cardswap_check(values, n, 2) == CARDSWAP_LEGAL)
        set_info(rs, line, PALETTE_GOLD, "Legal only with option [2]: its period is 2.");
    else
        set_info(rs, line, PALETTE_ERROR, "Not a legal play.");
}

/* Shows an example: prepares the juggler, or says why it cannot be juggled. */
static void show_link(RulesScene *rs, int index)
{
    const RulesLink *link = &rs->reader.doc->links[index];
    const RulesSpan *label = NULL;
    const RulesDoc *doc = rs->reader.doc;
    for (int i = 0; i < doc->span_count && !label; i++)
        if (doc->spans[i].kind == RULES_SPAN_LINK && doc->spans[i].link == index)
            label = &doc->spans[i];
    if (label)
        SDL_snprintf(rs->shown, sizeof rs->shown, "%.*s", label->length,
                     rs->reader.doc->text + label->start);
    else
        SDL_strlcpy(rs->shown, link->target, sizeof rs->shown);
    rs->reader.playing_link = index;
    rs->has_motion = false;
    rs->invalid = rs->has_broken = false;
    siteswap_free(rs->broken);
    rs->broken = NULL;
    rs->t = 0;
    for (int i = 0; i < INFO_LINES; i++)
        rs->info[i][0] = '\0';

    AnimSettings set = anim_default_settings();
    set.prop = link->prop;
    set.start_left = link->start_left;
    set.style = link->style;
    set.start = ANIM_START_IN_STATE; /* straight into the pattern, round and round */
    const char *notation = link->target;
    const CatalogueEntry *entry = NULL;
    if (link->trick) {
        entry = catalogue_find(rs->catalogue, link->target);
        if (!entry) {
            rs->invalid = true;
            set_info(rs, 0, PALETTE_ERROR, rs->catalogue->count
                     ? "This trick is not in the list of tricks."
                     : "The list of tricks could not be read.");
            return;
        }
        notation = entry->notation;
        set.style = anim_style_named(entry->style);
    }

    SiteswapError err = {0};
    Siteswap *s = siteswap_parse(notation, &err);
    if (!s || !siteswap_validate(s, &err)) {
        rs->invalid = true;
        rs->broken = s;   /* kept for the diagram when it parsed */
        rs->has_broken = s != NULL;
        set_info(rs, 0, PALETTE_ERROR, "Not a siteswap.");
        /* Shown as a sentence: a capital at the start, a full stop at the end. */
        size_t n = SDL_strlen(err.message);
        set_info(rs, 1, PALETTE_CREAM, "%s%s", err.message,
                 n > 0 && err.message[n - 1] != '.' ? "." : "");
        if (rs->info[1][0] >= 'a' && rs->info[1][0] <= 'z')
            rs->info[1][0] = (char)(rs->info[1][0] - 'a' + 'A');
        return;
    }
    if (entry) {
        set_info(rs, 0, PALETTE_GOLD, "A trick, not a plain siteswap");
        set_info(rs, 1, PALETTE_CREAM, "Siteswap %s \u00b7 %d ball%s", entry->notation,
                 siteswap_balls(s), siteswap_balls(s) == 1 ? "" : "s");
        set_info(rs, 2, PALETTE_SOFT, "%s", entry->description);
    } else {
        const CatalogueEntry *same = catalogue_same(rs, s);
        bool named = same && SDL_strcmp(same->name, same->notation) != 0;
        set_info(rs, 0, PALETTE_GOLD, "%s", named ? same->name : "");
        set_info(rs, 1, PALETTE_CREAM, "%d ball%s \u00b7 period %d", siteswap_balls(s),
                 siteswap_balls(s) == 1 ? "" : "s", siteswap_period(s));
        describe_play(rs, s, 2);
        if (same)
            set_info(rs, 3, PALETTE_SOFT, "%s", same->description);
    }
    char why[200];
    bool prepared = anim_prepare(s, &set, rs->motion, why, sizeof why);
    siteswap_free(s);
    if (!prepared) {
        rs->invalid = true;
        set_info(rs, 3, PALETTE_ERROR, "%s", why);
        return;
    }
    rs->has_motion = true;
}

/* Before anything is picked the juggler does a cascade and says what to do. */
void rules_show_cascade(RulesScene *rs)
{
    SDL_strlcpy(rs->shown, "3", sizeof rs->shown);
    rs->reader.playing_link = -1;
    for (int i = 0; i < INFO_LINES; i++)
        rs->info[i][0] = '\0';
    set_info(rs, 0, PALETTE_GOLD, "Cascade");
    set_info(rs, 1, PALETTE_SOFT, "%s", rs->game->rules_idle);
    AnimSettings set = anim_default_settings();
    set.start = ANIM_START_IN_STATE;
    Siteswap *s = siteswap_parse("3", NULL);
    rs->has_motion = s && anim_prepare(s, &set, rs->motion, NULL, 0);
    siteswap_free(s);
}

void rules_pick_link(RulesScene *rs, int link)
{
    if (!rs->reader.doc || link < 0 || link >= rs->reader.doc->link_count)
        return;
    rs->reader.focused_link = link;
    show_link(rs, link);
    reader_reveal_link(&rs->reader, link);
}
