/* The siteswap card game's part of a choice: its defaults, its rows on the setup screen and its
 * lines kept for the next setup. */
#include "siteswap_choice.h"

#include "ssgame_ai.h"

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

_Static_assert(sizeof(SiteswapPart) <= GAME_CHOICE_PART_SIZE, "the siteswap part fits a choice");
_Static_assert(SSG_MAX_SEATS <= GAMES_MAX_SEATS, "the setup screen has a row for every seat");

SiteswapPart *siteswap_part(const GameChoice *c)
{
    return (SiteswapPart *)(void *)(uintptr_t)c->part.bytes;
}

SsgSetup *siteswap_choice(const GameChoice *c)
{
    return &siteswap_part(c)->setup;
}

void siteswap_choice_defaults(GameChoice *c)
{
    SsgSetup *s = siteswap_choice(c);
    *s = ssgame_default_setup();
    siteswap_part(c)->hint_button = true;
    for (int i = 0; i < SSG_MAX_SEATS; i++)
        SDL_strlcpy(s->seat[i].name, games_default_name(i), sizeof s->seat[i].name);
}

uint64_t siteswap_seed(const GameChoice *c)
{
    return siteswap_choice(c)->seed;
}

void siteswap_set_seed(GameChoice *c, uint64_t seed)
{
    siteswap_choice(c)->seed = seed;
}

bool siteswap_choice_check(const GameChoice *c, char *err, size_t err_size)
{
    SsgError e = {{0}};
    if (ssgame_check_setup(siteswap_choice(c), &e))
        return true;
    SDL_strlcpy(err, e.message, err_size);
    return false;
}

void siteswap_for_table(GameChoice *c, const char *seats)
{
    SsgSetup *s = siteswap_choice(c);
    int n = (int)strlen(seats);
    s->seats = n < SSG_MAX_SEATS ? n : SSG_MAX_SEATS;
    for (int i = 0; i < s->seats; i++)
        s->seat[i].kind = seats[i] == 'c' ? SSG_COMPUTER : SSG_PERSON;
    s->starter = 0;
}

/* ---- Rows ---- */

enum { OPT_CATCH, OPT_ADVANCED, OPT_PENALTY, OPT_HINT, OPT_CYCLES, OPT_STARTER, OPT_COUNT };

static int seat_count(const GameChoice *c)
{
    return siteswap_choice(c)->seats;
}

static void step_seats(GameChoice *c, int dir)
{
    SsgSetup *s = siteswap_choice(c);
    s->seats = SDL_clamp(s->seats + dir, SSG_MIN_SEATS, SSG_MAX_SEATS);
    if (s->starter >= s->seats)
        s->starter = -1;
}

static char *seat_name(GameChoice *c, int seat, size_t *size)
{
    *size = sizeof siteswap_choice(c)->seat[seat].name;
    return siteswap_choice(c)->seat[seat].name;
}

static int seat_kind(const GameChoice *c, int seat)
{
    const SsgSeatSetup *p = &siteswap_choice(c)->seat[seat];
    return p->kind == SSG_PERSON ? 0 : 1 + (int)p->level;
}

static void set_seat_kind(GameChoice *c, int seat, int k)
{
    SsgSeatSetup *p = &siteswap_choice(c)->seat[seat];
    p->kind = k == 0 ? SSG_PERSON : SSG_COMPUTER;
    if (k > 0)
        p->level = (SsgLevel)(k - 1);
}

static void seat_extra(const GameChoice *c, int seat, char *text, size_t size)
{
    SDL_snprintf(text, size, "flash %d", siteswap_choice(c)->seat[seat].flash);
}

/* The highest flash, 3..11, round at either end. */
static void step_seat_extra(GameChoice *c, int seat, int dir)
{
    SsgSeatSetup *p = &siteswap_choice(c)->seat[seat];
    p->flash += dir;
    if (p->flash > 11)
        p->flash = 3;
    if (p->flash < 3)
        p->flash = 11;
}

static bool option_visible(const GameChoice *c, int option)
{
    (void)c;
    return option >= 0 && option < OPT_COUNT;
}

static bool option_stepped(int option)
{
    return option == OPT_CYCLES || option == OPT_STARTER;
}

static void option_text(const GameChoice *c, int option, char *label, char *value, size_t n)
{
    const SsgSetup *s = siteswap_choice(c);
    const char *on = "on", *off = "off";
    switch (option) {
    case OPT_CATCH: snprintf(label, n, "[1] Show enough throws"); snprintf(value, n, "%s", s->catch_rule ? on : off); break;
    case OPT_ADVANCED: snprintf(label, n, "[2] Advanced players (draw 2)"); snprintf(value, n, "%s", s->advanced ? on : off); break;
    case OPT_PENALTY: snprintf(label, n, "[3] Wild guesses draw a card"); snprintf(value, n, "%s", s->guess_penalty ? on : off); break;
    case OPT_HINT: snprintf(label, n, "Best-build hint button"); snprintf(value, n, "%s", siteswap_part(c)->hint_button ? on : off); break;
    case OPT_CYCLES: snprintf(label, n, "Cycles before laying down"); snprintf(value, n, "%d", s->cycles); break;
    case OPT_STARTER:
        snprintf(label, n, "Who starts");
        snprintf(value, n, "%s", s->starter < 0 ? "at random" : s->seat[s->starter].name);
        break;
    default: label[0] = value[0] = '\0'; break;
    }
}

static void option_change(GameChoice *c, int option, int dir)
{
    SsgSetup *s = siteswap_choice(c);
    switch (option) {
    case OPT_CATCH: s->catch_rule = !s->catch_rule; break;
    case OPT_ADVANCED: s->advanced = !s->advanced; break;
    case OPT_PENALTY: s->guess_penalty = !s->guess_penalty; break;
    case OPT_HINT: siteswap_part(c)->hint_button = !siteswap_part(c)->hint_button; break;
    case OPT_CYCLES: s->cycles = SDL_clamp(s->cycles + 5 * dir, 5, 50); break;
    case OPT_STARTER:
        s->starter = s->starter + dir;
        if (s->starter >= s->seats)
            s->starter = -1;
        if (s->starter < -1)
            s->starter = s->seats - 1;
        break;
    default: break;
    }
}

/* What the focused (or else the first) computer seat's level means, its juggler profile; with
 * no computer seat, the rule text's own joke about who starts. */
static bool under(const GameChoice *c, int focus_seat, char *buf, size_t size)
{
    const SsgSetup *s = siteswap_choice(c);
    int seat = -1;
    if (focus_seat >= 0 && seat_kind(c, focus_seat) > 0)
        seat = focus_seat;
    for (int i = 0; seat < 0 && i < s->seats; i++)
        if (seat_kind(c, i) > 0)
            seat = i;
    if (seat < 0) {
        SDL_strlcpy(buf, s->starter < 0
            ? "The rules say: the youngest player without a degree in mathematics starts. "
              "The screen picks at random instead."
            : "Chosen at the table (the youngest without a maths degree, we trust).", size);
        return false;
    }
    const SsgSeatSetup *p = &s->seat[seat];
    char profile[160];
    ssai_profile_text(p->level, p->flash, profile, sizeof profile);
    const char *level = p->level == SSG_EASY ? "easy" : p->level == SSG_HARD ? "hard" : "normal";
    bool vowel = strchr("aeiouAEIOU", level[0]) != NULL; /* "an easy", "a normal" */
    snprintf(buf, size, "%s, %s %s computer with flash %d: %s.", p->name, vowel ? "an" : "a",
             level, p->flash, profile);
    return true;
}

const GameSetupRows siteswap_rows = {
    .seats_label = "Seats",
    .keys = "\u2191 \u2193 choose a row, \u2190 \u2192 change it. Names: type, click or Shift + "
            "arrows to select; Tab goes on to person or computer and the flash. Seed: type digits.",
    .options = OPT_COUNT,
    .phones_at = OPT_CYCLES, /* after the hint, before the cycles */
    .seat_count = seat_count,
    .step_seats = step_seats,
    .seat_name = seat_name,
    .seat_kind = seat_kind,
    .set_seat_kind = set_seat_kind,
    .seat_extra = seat_extra,
    .step_seat_extra = step_seat_extra,
    .option_visible = option_visible,
    .option_stepped = option_stepped,
    .option_text = option_text,
    .option_change = option_change,
    .under = under,
};

/* ---- Kept for the next setup ---- */

char *siteswap_setup_text(const GameChoice *c)
{
    const SsgSetup *s = siteswap_choice(c);
    size_t size = 256 + (size_t)SSG_MAX_SEATS * (SSG_NAME_SIZE + 32);
    char *text = SDL_malloc(size);
    if (!text)
        return NULL;
    /* "hint" first: the line the list itself wrote there once (games.c), so old and new
     * kept texts read alike. */
    int at = SDL_snprintf(text, size, "hint %d\nseats %d\n", siteswap_part(c)->hint_button ? 1 : 0,
                          s->seats);
    for (int i = 0; i < s->seats && at > 0 && (size_t)at < size; i++) /* the name last: spaces */
        at += SDL_snprintf(text + at, size - (size_t)at, "seat %d %d %d %s\n",
                           s->seat[i].kind == SSG_COMPUTER, (int)s->seat[i].level,
                           s->seat[i].flash, s->seat[i].name);
    if (at > 0 && (size_t)at < size)
        SDL_snprintf(text + at, size - (size_t)at,
                     "catch %d\nadvanced %d\npenalty %d\nplaces %d\ncycles %d\nstarter %d\n",
                     s->catch_rule, s->advanced, s->guess_penalty, s->play_for_places, s->cycles,
                     s->starter);
    return text;
}

/* A whole number in [lo, hi], or false. */
static bool number(const char *v, int lo, int hi, int *out)
{
    char *end;
    long n = strtol(v, &end, 10);
    if (end == v || *end || n < lo || n > hi)
        return false;
    *out = (int)n;
    return true;
}

bool siteswap_setup_read(const char *text, size_t len, GameChoice *c)
{
    SsgSetup *s = siteswap_choice(c);
    char key[32], value[128];
    size_t pos = 0;
    int seat = 0, n;
    bool ok = true;
    while (ok && game_choice_line(text, len, &pos, key, sizeof key, value, sizeof value)) {
        if (!strcmp(key, "seats")) {
            ok = number(value, SSG_MIN_SEATS, SSG_MAX_SEATS, &s->seats);
        } else if (!strcmp(key, "hint") && number(value, 0, 1, &n)) {
            siteswap_part(c)->hint_button = n;
        } else if (!strcmp(key, "seat")) {
            int computer, level, flash, used = 0;
            ok = seat < SSG_MAX_SEATS &&
                 sscanf(value, "%d %d %d%n", &computer, &level, &flash, &used) == 3 && used > 0 &&
                 level >= 0 && level <= (int)SSG_HARD && flash >= 3 && flash <= 11;
            if (ok) {
                SsgSeatSetup *p = &s->seat[seat++];
                p->kind = computer ? SSG_COMPUTER : SSG_PERSON;
                p->level = (SsgLevel)level;
                p->flash = flash;
                SDL_strlcpy(p->name, value + used + (value[used] == ' '), sizeof p->name);
            }
        } else if (!strcmp(key, "catch") && number(value, 0, 1, &n)) {
            s->catch_rule = n;
        } else if (!strcmp(key, "advanced") && number(value, 0, 1, &n)) {
            s->advanced = n;
        } else if (!strcmp(key, "penalty") && number(value, 0, 1, &n)) {
            s->guess_penalty = n;
        } else if (!strcmp(key, "places") && number(value, 0, 1, &n)) {
            s->play_for_places = n;
        } else if (!strcmp(key, "cycles")) {
            ok = number(value, 1, 1000, &s->cycles);
        } else if (!strcmp(key, "starter")) {
            ok = number(value, -1, SSG_MAX_SEATS - 1, &s->starter);
        }
    }
    return ok && seat >= s->seats && s->starter < s->seats;
}
