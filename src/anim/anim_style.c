/* Styles as data: where each hand throws and catches, beat by beat, independent of the siteswap.
 * Positions are in metres in the hand's own frame (x outwards from the midline). */
#include "anim_internal.h"

/* A beat where both hands do the same (mirrored). */
#define SAME(tx, tdy, tz, cx, cdy, cz)                                                  \
    {                                                                                   \
        .throw_at = {{tx, tdy, tz}, {tx, tdy, tz}}, .catch_at = {{cx, cdy, cz}, {cx, cdy, cz}} \
    }

static const AnimStyleTable styles[ANIM_STYLE_COUNT] = {
    [ANIM_STYLE_NORMAL] = {"normal", 1, {SAME(0.11, 0, 0.36, 0.31, 0.02, 0.36)}},
    [ANIM_STYLE_REVERSE] = {"reverse", 1, {SAME(0.31, 0.02, 0.36, 0.11, 0.00, 0.36)}},
    /* Arms cross on two throws of every three, reaching well across. The arm reaching across
     * passes in front of the other one (larger z); catches are made high, at the chest, near
     * the middle, so the arms uncross after them. */
    [ANIM_STYLE_MILLS_MESS] = {"Mills Mess", 3, {
        SAME(-0.30, 0.00, 0.48, -0.04, 0.14, 0.38),
        SAME(0.30, 0.00, 0.32, 0.02, 0.14, 0.38),
        SAME(-0.30, 0.00, 0.44, 0.04, 0.14, 0.38),
    }},
    /* The tennis ball (every third throw in a 3-ball cascade) is thrown from outside, over the top. */
    [ANIM_STYLE_TENNIS] = {"tennis", 3, {
        SAME(0.33, 0.03, 0.36, 0.33, 0.02, 0.36),
        SAME(0.11, 0.00, 0.36, 0.31, 0.02, 0.36),
        SAME(0.11, 0.00, 0.36, 0.31, 0.02, 0.36),
    }},
    /* Straight up. Every other pair, the right hand throws from the middle: with (4,4)(4,0) that
     * makes the middle column. */
    [ANIM_STYLE_COLUMNS] = {"columns", 4, {
        SAME(0.24, 0, 0.36, 0.24, 0, 0.36),
        SAME(0.24, 0, 0.36, 0.24, 0, 0.36),
        {.throw_at = {{0.24, 0, 0.36}, {0.00, 0, 0.36}}, .catch_at = {{0.24, 0, 0.36}, {0.00, 0, 0.36}}},
        {.throw_at = {{0.24, 0, 0.36}, {0.00, 0, 0.36}}, .catch_at = {{0.24, 0, 0.36}, {0.00, 0, 0.36}}},
    }},
    /* Burke's Barrage, 423: the 4 goes up from outside, the held 2 is carried high across the
     * pattern with the arm over the top, and the 3 is thrown from under it, arms crossed. */
    [ANIM_STYLE_BURKES] = {"Burke's Barrage", 3, {
        SAME(0.28, 0.00, 0.34, 0.30, 0.02, 0.36),
        SAME(-0.12, 0.30, 0.48, 0.10, 0.02, 0.38),
        SAME(-0.20, 0.00, 0.36, -0.05, 0.10, 0.44),
    }},
    /* Rubenstein's Revenge, 52233: the 5 from outside, the 2s are carried across and the 3s
     * thrown crossed, so the arms wind over each other and back. */
    [ANIM_STYLE_RUBENSTEIN] = {"Rubenstein's Revenge", 5, {
        SAME(0.30, 0.00, 0.36, 0.30, 0.02, 0.36),
        SAME(0.05, 0.10, 0.44, 0.20, 0.02, 0.36),
        SAME(-0.15, 0.05, 0.46, 0.05, 0.04, 0.40),
        SAME(-0.22, 0.00, 0.42, -0.10, 0.02, 0.42),
        SAME(0.12, 0.00, 0.34, -0.05, 0.02, 0.36),
    }},
};

const AnimStyleTable *anim_style_table(AnimStyle style)
{
    if ((int)style < 0 || style >= ANIM_STYLE_COUNT)
        style = ANIM_STYLE_NORMAL;
    return &styles[style];
}

/* Every name a style goes by; the first for each style is its word in the catalogue. */
static const struct {
    const char *name;
    AnimStyle style;
} style_names[] = {
    {"normal", ANIM_STYLE_NORMAL},
    {"reverse", ANIM_STYLE_REVERSE},
    {"reverse cascade", ANIM_STYLE_REVERSE},
    {"mills-mess", ANIM_STYLE_MILLS_MESS},
    {"mills", ANIM_STYLE_MILLS_MESS},
    {"tennis", ANIM_STYLE_TENNIS},
    {"columns", ANIM_STYLE_COLUMNS},
    {"burkes-barrage", ANIM_STYLE_BURKES},
    {"burkes", ANIM_STYLE_BURKES},
    {"rubensteins-revenge", ANIM_STYLE_RUBENSTEIN},
    {"rubensteins", ANIM_STYLE_RUBENSTEIN},
};

/* The next letter or digit of a name, lower-case; spaces, '-' and apostrophes are skipped, so
 * "Burke's Barrage" reads as "burkesbarrage". 0 at the end. */
static char name_char(const char **p)
{
    for (;;) {
        unsigned char c = (unsigned char)**p;
        if (c == '\0')
            return '\0';
        (*p)++;
        if (c == ' ' || c == '-' || c == '_' || c == '\'')
            continue;
        if (c == 0xE2 && (unsigned char)(*p)[0] == 0x80 && (unsigned char)(*p)[1] == 0x99) {
            *p += 2; /* a typographic apostrophe, U+2019 */
            continue;
        }
        return c >= 'A' && c <= 'Z' ? (char)(c - 'A' + 'a') : (char)c;
    }
}

static bool same_style_name(const char *a, const char *b)
{
    for (;;) {
        char x = name_char(&a), y = name_char(&b);
        if (x != y)
            return false;
        if (x == '\0')
            return true;
    }
}

bool anim_style_from_name(const char *name, AnimStyle *out)
{
    if (!name)
        return false;
    for (size_t i = 0; i < sizeof style_names / sizeof *style_names; i++)
        if (same_style_name(name, style_names[i].name)) {
            *out = style_names[i].style;
            return true;
        }
    return false;
}

AnimStyle anim_style_named(const char *name)
{
    AnimStyle style = ANIM_STYLE_NORMAL;
    (void)anim_style_from_name(name, &style);
    return style;
}

const char *anim_style_word(AnimStyle style)
{
    for (size_t i = 0; i < sizeof style_names / sizeof *style_names; i++)
        if (style_names[i].style == style)
            return style_names[i].name;
    return "normal";
}

const char *anim_style_label(AnimStyle style)
{
    return anim_style_table(style)->name;
}
