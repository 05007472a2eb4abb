/* Jugglers' part of a choice: its defaults, its rows on the setup screen and its lines kept for
 * the next setup. */
#include "jugglers_choice.h"

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

_Static_assert(sizeof(JgSetup) <= GAME_CHOICE_PART_SIZE, "the Jugglers setup fits a choice");
_Static_assert(JG_MAX_PLAYERS <= GAMES_MAX_SEATS, "the setup screen has a row for every player");

JgSetup *jugglers_choice(const GameChoice *c)
{
    return (JgSetup *)(void *)(uintptr_t)c->part.bytes;
}

/* Four players, two of them people. */
void jugglers_choice_defaults(GameChoice *c)
{
    JgSetup *j = jugglers_choice(c);
    *j = jugglers_default_setup();
    for (int i = 0; i < JG_MAX_PLAYERS; i++) {
        SDL_strlcpy(j->player[i].name, games_default_name(i), sizeof j->player[i].name);
        j->player[i].kind = i < 2 ? JG_PERSON : JG_COMPUTER;
    }
}

uint64_t jugglers_seed(const GameChoice *c)
{
    return jugglers_choice(c)->seed;
}

void jugglers_set_seed(GameChoice *c, uint64_t seed)
{
    jugglers_choice(c)->seed = seed;
}

bool jugglers_choice_check(const GameChoice *c, char *err, size_t err_size)
{
    JgError e = {{0}};
    if (jugglers_check_setup(jugglers_choice(c), &e))
        return true;
    SDL_strlcpy(err, e.message, err_size);
    return false;
}

void jugglers_for_table(GameChoice *c, const char *seats)
{
    JgSetup *j = jugglers_choice(c);
    int n = (int)strlen(seats);
    j->players = n < JG_MAX_SEATS ? n : JG_MAX_SEATS;
    for (int i = 0; i < j->players; i++)
        j->player[i].kind = seats[i] == 'c' ? JG_COMPUTER : JG_PERSON;
    j->first_chairman = 0;
}

/* ---- Rows ---- */

enum { OPT_WINS, OPT_DUMMIES, OPT_CHAIRMAN, OPT_COUNT };

static int seat_count(const GameChoice *c)
{
    return jugglers_choice(c)->players;
}

static void step_seats(GameChoice *c, int dir)
{
    JgSetup *j = jugglers_choice(c);
    j->players = SDL_clamp(j->players + dir, JG_MIN_PLAYERS, JG_MAX_PLAYERS);
    if (j->first_chairman >= j->players)
        j->first_chairman = -1;
}

static char *seat_name(GameChoice *c, int seat, size_t *size)
{
    *size = sizeof jugglers_choice(c)->player[seat].name;
    return jugglers_choice(c)->player[seat].name;
}

static int seat_kind(const GameChoice *c, int seat)
{
    const JgPlayerSetup *p = &jugglers_choice(c)->player[seat];
    return p->kind == JG_PERSON ? 0 : 1 + (int)p->level;
}

static void set_seat_kind(GameChoice *c, int seat, int k)
{
    JgPlayerSetup *p = &jugglers_choice(c)->player[seat];
    p->kind = k == 0 ? JG_PERSON : JG_COMPUTER;
    if (k > 0)
        p->level = (JgLevel)(k - 1);
}

static bool option_visible(const GameChoice *c, int option)
{
    if (option == OPT_DUMMIES)
        return jugglers_choice(c)->players == 2; /* only two players have dummies to choose */
    return option >= 0 && option < OPT_COUNT;
}

static bool option_stepped(int option)
{
    return option >= 0 && option < OPT_COUNT;
}

static void option_text(const GameChoice *c, int option, char *label, char *value, size_t n)
{
    const JgSetup *j = jugglers_choice(c);
    switch (option) {
    case OPT_WINS: snprintf(label, n, "Round wins to win"); snprintf(value, n, "%d", j->wins); break;
    case OPT_DUMMIES:
        snprintf(label, n, "Dummies");
        snprintf(value, n, "%s", j->dummy_sigils ? "sigils, 6 gatherings" : "no sigils, 7 gatherings");
        break;
    case OPT_CHAIRMAN:
        snprintf(label, n, "First chairman");
        snprintf(value, n, "%s", j->first_chairman < 0 ? "at random" : j->player[j->first_chairman].name);
        break;
    default: label[0] = value[0] = '\0'; break;
    }
}

static void option_change(GameChoice *c, int option, int dir)
{
    JgSetup *j = jugglers_choice(c);
    switch (option) {
    case OPT_WINS: j->wins = SDL_clamp(j->wins + dir, 1, JG_MAX_WINS); break;
    case OPT_DUMMIES: j->dummy_sigils = !j->dummy_sigils; break;
    case OPT_CHAIRMAN:
        j->first_chairman += dir;
        if (j->first_chairman >= j->players)
            j->first_chairman = -1;
        if (j->first_chairman < -1)
            j->first_chairman = j->players - 1;
        break;
    default: break;
    }
}

/* Which variation of Jugglers the player count makes, in words (J21, J22, J7, J12). */
static bool under(const GameChoice *c, int focus_seat, char *buf, size_t size)
{
    (void)focus_seat;
    const JgSetup *j = jugglers_choice(c);
    const char *text;
    switch (j->players) {
    case 2:
        text = j->dummy_sigils
                   ? "Two players: each also plays the dummy on their left (the deck's top card, "
                     "on a draft they choose). The dummies take sigils: 6 gatherings a round. "
                     "Up to 3 secret influences; 5 cycles, no face-up first cards."
                   : "Two players: each also plays the dummy on their left (the deck's top card, "
                     "on a draft they choose). The dummies take no sigils: 7 gatherings a round. "
                     "Up to 3 secret influences; 5 cycles, no face-up first cards.";
        break;
    case 3:
        text = "Three players: one dummy head sits left of the chairman with a sigil and no "
               "hand; the die picks its draft. Up to 2 secret influences.";
        break;
    case 5:
        text = "Five players: the crowded village. Hands of 7, dealt once a gathering; 5 "
               "gatherings a round; 5 cycles, no face-up first cards.";
        break;
    default:
        text = "Four players: the standard game. 6 gatherings a round, hands of 5, 4 cycles.";
        break;
    }
    SDL_strlcpy(buf, text, size);
    return true;
}

const GameSetupRows jugglers_rows = {
    .seats_label = "Players",
    .keys = "\u2191 \u2193 choose a row, \u2190 \u2192 change it. Names: type, click or Shift + "
            "arrows to select; Tab goes on to person or computer. Seed: type digits.",
    .options = OPT_COUNT,
    .phones_at = 0, /* first: Hands on phones is for both games */
    .seat_count = seat_count,
    .step_seats = step_seats,
    .seat_name = seat_name,
    .seat_kind = seat_kind,
    .set_seat_kind = set_seat_kind,
    .seat_extra = NULL, /* no highest flash */
    .step_seat_extra = NULL,
    .option_visible = option_visible,
    .option_stepped = option_stepped,
    .option_text = option_text,
    .option_change = option_change,
    .under = under,
};

/* ---- Kept for the next setup ---- */

char *jugglers_setup_text(const GameChoice *c)
{
    const JgSetup *j = jugglers_choice(c);
    size_t size = 256 + (size_t)JG_MAX_PLAYERS * (JG_NAME_SIZE + 32);
    char *text = SDL_malloc(size);
    if (!text)
        return NULL;
    int at = SDL_snprintf(text, size, "players %d\n", j->players);
    for (int i = 0; i < j->players && at > 0 && (size_t)at < size; i++) /* the name last */
        at += SDL_snprintf(text + at, size - (size_t)at, "player %d %d %s\n",
                           j->player[i].kind == JG_COMPUTER, (int)j->player[i].level,
                           j->player[i].name);
    if (at > 0 && (size_t)at < size)
        SDL_snprintf(text + at, size - (size_t)at, "wins %d\nsigils %d\nchairman %d\n", j->wins,
                     j->dummy_sigils, j->first_chairman);
    return text;
}

static bool number(const char *v, int lo, int hi, int *out)
{
    char *end;
    long n = strtol(v, &end, 10);
    if (end == v || *end || n < lo || n > hi)
        return false;
    *out = (int)n;
    return true;
}

bool jugglers_setup_read(const char *text, size_t len, GameChoice *c)
{
    JgSetup *j = jugglers_choice(c);
    char key[32], value[128];
    size_t pos = 0;
    int player = 0, n;
    bool ok = true;
    while (ok && game_choice_line(text, len, &pos, key, sizeof key, value, sizeof value)) {
        if (!strcmp(key, "players")) {
            ok = number(value, JG_MIN_PLAYERS, JG_MAX_PLAYERS, &j->players);
        } else if (!strcmp(key, "player")) {
            int computer, level, used = 0;
            ok = player < JG_MAX_PLAYERS &&
                 sscanf(value, "%d %d%n", &computer, &level, &used) == 2 && used > 0 &&
                 level >= 0 && level <= (int)JG_HARD;
            if (ok) {
                JgPlayerSetup *p = &j->player[player++];
                p->kind = computer ? JG_COMPUTER : JG_PERSON;
                p->level = (JgLevel)level;
                SDL_strlcpy(p->name, value + used + (value[used] == ' '), sizeof p->name);
            }
        } else if (!strcmp(key, "wins")) {
            ok = number(value, 1, JG_MAX_WINS, &j->wins);
        } else if (!strcmp(key, "sigils") && number(value, 0, 1, &n)) {
            j->dummy_sigils = n;
        } else if (!strcmp(key, "chairman")) {
            ok = number(value, -1, JG_MAX_PLAYERS - 1, &j->first_chairman);
        }
    }
    return ok && player >= j->players && j->first_chairman < j->players;
}
