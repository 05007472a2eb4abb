/* Save files of the siteswap card game: the setup, the seed and every action, one per line.
 *
 *   throwdeck-save 1
 *   game siteswap
 *   seed 42
 *   options advanced
 *   cycles 20
 *   starter random
 *   seat "Anna" person 5
 *   seat "Robot" computer hard 5
 *   build 1 5h1 3c2 4d1 style balls right normal
 *   ...
 *   end 37
 *
 * Seats, revealed siteswaps and throw positions are counted from 1 as people do. Loading
 * replays every action through the rules, so a hostile file can only ever reach a legal state. */
#include "ssgame.h"

#include "savetext.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *prop_words[] = {"balls", "clubs", "rings"};
static const char *hand_words[] = {"right", "left"};
static const char *move_words[] = {"normal", "reverse", "mills-mess"};
static const char *hint_words[] = {"balls", "period", "highest"};
static const char *level_words[] = {"easy", "normal", "hard"};

static const char *kind_words[SSG_ACT_KINDS] = {
    [SSG_ACT_BUILD] = "build",       [SSG_ACT_EXTEND] = "extend",
    [SSG_ACT_TRICK] = "trick",       [SSG_ACT_SKIP] = "skip",
    [SSG_ACT_SCREEN] = "screen",     [SSG_ACT_HINT] = "hint",
    [SSG_ACT_GUESS] = "guess",       [SSG_ACT_CYCLE] = "cycle",
    [SSG_ACT_LAY_DOWN] = "laydown",  [SSG_ACT_DROP] = "drop",
    [SSG_ACT_TAKE] = "take",         [SSG_ACT_DISCARD] = "discard",
    [SSG_ACT_DECLINE] = "decline",   [SSG_ACT_DISCARD_TWO] = "discard-two",
    [SSG_ACT_LOW_DRAW] = "draw",     [SSG_ACT_UNDO] = "undo",
};

static int word_index(const char *w, const char *const *words, int n)
{
    for (int i = 0; i < n; i++)
        if (strcmp(w, words[i]) == 0)
            return i;
    return -1;
}

/* Counts what snprintf wrote to buf; false once it no longer fits. */
static bool wrote(size_t size, size_t *at, int n)
{
    if (n < 0 || (size_t)n >= size - *at)
        return false;
    *at += (size_t)n;
    return true;
}

/* Appends text (fmt has one %s) to buf; false once it no longer fits. */
static bool put(char *buf, size_t size, size_t *at, const char *fmt, const char *text)
{
    return wrote(size, at, snprintf(buf + *at, size - *at, fmt, text));
}

/* Appends a number (fmt has one %d). */
static bool put_int(char *buf, size_t size, size_t *at, const char *fmt, int i)
{
    return wrote(size, at, snprintf(buf + *at, size - *at, fmt, i));
}

/* Appends " \"text\"" with quotes and backslashes escaped, as savetext reads them. */
static bool put_quoted(char *buf, size_t size, size_t *at, const char *text)
{
    bool ok = put(buf, size, at, "%s", " \"");
    for (const char *c = text; *c && ok; c++) {
        char two[3] = {*c, 0, 0};
        if (*c == '"' || *c == '\\') {
            two[0] = '\\';
            two[1] = *c;
        }
        ok = put(buf, size, at, "%s", two);
    }
    return ok && put(buf, size, at, "%s", "\"");
}

bool ssgame_action_text(const SsgAction *a, char *buf, size_t size)
{
    if (size == 0)
        return false;
    buf[0] = '\0';
    if ((int)a->kind < 0 || a->kind >= SSG_ACT_KINDS || a->n < 0 || a->n > SSG_CARDS)
        return false;
    size_t at = 0;
    bool ok = put(buf, size, &at, "%s", kind_words[a->kind]) &&
              put_int(buf, size, &at, " %d", a->seat + 1);
    char card[DECK_CARD_TEXT];
    switch (a->kind) {
    case SSG_ACT_EXTEND:
        ok = ok && put_int(buf, size, &at, " on %d", a->target + 1);
        /* fall through */
    case SSG_ACT_BUILD:
        for (int i = 0; i < a->n && ok; i++) {
            deck_card_text(a->cards[i], card, sizeof card);
            ok = put(buf, size, &at, " %s", card);
        }
        /* fall through */
    case SSG_ACT_TRICK:
        if (a->kind == SSG_ACT_TRICK) {
            ok = ok && put_quoted(buf, size, &at, a->text);
        }
        ok = ok && put(buf, size, &at, " style %s", prop_words[a->style.prop % 3]) &&
             put(buf, size, &at, " %s", hand_words[a->style.hand % 2]) &&
             put(buf, size, &at, " %s", move_words[a->style.move % 3]);
        if (a->kind != SSG_ACT_TRICK) {
            bool any = false;
            for (int i = 0; i < a->n && ok; i++)
                if (a->reduce[i]) {
                    if (!any)
                        ok = put(buf, size, &at, "%s", " reduce");
                    any = true;
                    ok = ok && put_int(buf, size, &at, " %d", i + 1);
                }
        }
        if (a->on_screen)
            ok = ok && put(buf, size, &at, "%s", " screen");
        break;
    case SSG_ACT_HINT:
        ok = ok && put(buf, size, &at, " %s", hint_words[(unsigned)a->hint % SSG_HINTS]);
        break;
    case SSG_ACT_GUESS:
        ok = ok && put_quoted(buf, size, &at, a->text);
        break;
    case SSG_ACT_TAKE:
        ok = ok && put(buf, size, &at, " %s", a->source == SSG_FROM_DISCARD ? "discard" : "pickup");
        break;
    case SSG_ACT_DISCARD:
        deck_card_text(a->card, card, sizeof card);
        ok = ok && put(buf, size, &at, " %s", card);
        break;
    case SSG_ACT_DISCARD_TWO:
        for (int i = 0; i < a->n && ok; i++) {
            deck_card_text(a->cards[i], card, sizeof card);
            ok = put(buf, size, &at, " %s", card);
        }
        break;
    default:
        break;
    }
    return ok;
}

static bool action_line(const void *actions, int i, char *buf, size_t size)
{
    return ssgame_action_text(&((const SsgAction *)actions)[i], buf, size);
}

char *ssgame_save(const SsgGame *g)
{
    SaveWriter w = {0};
    const SsgSetup *s = &g->setup;
    savetext_printf(&w, "throwdeck-save %d\ngame siteswap\nseed %llu\noptions", SSG_SAVE_VERSION,
                    (unsigned long long)s->seed);
    if (!s->catch_rule && !s->advanced && !s->guess_penalty && !s->play_for_places)
        savetext_printf(&w, " none");
    if (s->catch_rule)
        savetext_printf(&w, " catch-rule");
    if (s->advanced)
        savetext_printf(&w, " advanced");
    if (s->guess_penalty)
        savetext_printf(&w, " guess-penalty");
    if (s->play_for_places)
        savetext_printf(&w, " places");
    savetext_printf(&w, "\ncycles %d\n", s->cycles);
    if (s->starter < 0)
        savetext_printf(&w, "starter random\n");
    else
        savetext_printf(&w, "starter %d\n", s->starter + 1);
    for (int i = 0; i < s->seats; i++) {
        savetext_printf(&w, "seat ");
        savetext_quote(&w, s->seat[i].name);
        if (s->seat[i].kind == SSG_COMPUTER)
            savetext_printf(&w, " computer %s %d\n", level_words[s->seat[i].level % 3],
                            s->seat[i].flash);
        else
            savetext_printf(&w, " person %d\n", s->seat[i].flash);
    }
    return savetext_finish(&w, g->actions, g->actions_n, action_line);
}

/* ---- Loading ---- */

#define LFAIL(...)                                                                                 \
    do {                                                                                           \
        snprintf(err->message, sizeof err->message, __VA_ARGS__);                                 \
        return false;                                                                              \
    } while (0)

static bool parse_seat_number(const char *w, int seats, int *out)
{
    long long v;
    if (!savetext_int(w, 1, seats, &v))
        return false;
    *out = (int)v - 1;
    return true;
}

/* Parses one action line (argv[0] is its kind). */
static bool parse_action(const SaveLine *l, int seats, SsgAction *a, SsgError *err)
{
    int kind = word_index(l->argv[0], kind_words, SSG_ACT_KINDS);
    if (kind < 0)
        LFAIL("line %d: unknown line \"%.40s\"", l->number, l->argv[0]);
    *a = ssgame_action((SsgActionKind)kind, 0);
    if (l->argc < 2 || !parse_seat_number(l->argv[1], seats, &a->seat))
        LFAIL("line %d: expected a seat number 1 to %d after \"%s\"", l->number, seats,
              l->argv[0]);
    int i = 2;
    switch (a->kind) {
    case SSG_ACT_EXTEND: {
        long long t;
        if (l->argc < 4 || strcmp(l->argv[2], "on") != 0 ||
            !savetext_int(l->argv[3], 1, SSG_MAX_REVEALED, &t))
            LFAIL("line %d: expected \"on\" and the number of the siteswap extended", l->number);
        a->target = (int)t - 1;
        i = 4;
    }
        /* fall through */
    case SSG_ACT_BUILD:
        while (i < l->argc && strcmp(l->argv[i], "style") != 0) {
            int c = deck_parse_card(l->argv[i]);
            if (c < 0)
                LFAIL("line %d: \"%.20s\" is not a card (like 5h1: rank, suit, pack)", l->number,
                      l->argv[i]);
            if (a->n >= SSG_CARDS)
                LFAIL("line %d: too many cards", l->number);
            a->cards[a->n++] = (uint8_t)c;
            i++;
        }
        /* fall through */
    case SSG_ACT_TRICK:
        if (a->kind == SSG_ACT_TRICK) {
            if (i >= l->argc || strlen(l->argv[i]) >= sizeof a->text)
                LFAIL("line %d: expected the trick's name", l->number);
            snprintf(a->text, sizeof a->text, "%s", l->argv[i++]);
        }
        if (i + 3 >= l->argc)
            LFAIL("line %d: expected \"style\" and a prop, a hand and a movement", l->number);
        if (strcmp(l->argv[i], "style") != 0)
            LFAIL("line %d: expected \"style\"", l->number);
        {
            int p = word_index(l->argv[i + 1], prop_words, 3);
            int h = i + 2 < l->argc ? word_index(l->argv[i + 2], hand_words, 2) : -1;
            int m = i + 3 < l->argc ? word_index(l->argv[i + 3], move_words, 3) : -1;
            if (p < 0 || h < 0 || m < 0)
                LFAIL("line %d: a style is a prop (balls, clubs, rings), a hand (right, left) and "
                      "a movement (normal, reverse, mills-mess)", l->number);
            a->style.prop = (uint8_t)p;
            a->style.hand = (uint8_t)h;
            a->style.move = (uint8_t)m;
        }
        i += 4;
        if (i < l->argc && strcmp(l->argv[i], "reduce") == 0 && a->kind != SSG_ACT_TRICK) {
            i++;
            long long pos;
            while (i < l->argc && savetext_int(l->argv[i], 1, a->n, &pos)) {
                a->reduce[pos - 1] = true;
                i++;
            }
        }
        if (i < l->argc && strcmp(l->argv[i], "screen") == 0) {
            a->on_screen = true;
            i++;
        }
        break;
    case SSG_ACT_HINT: {
        int h = i < l->argc ? word_index(l->argv[i], hint_words, SSG_HINTS) : -1;
        if (h < 0)
            LFAIL("line %d: a hint is balls, period or highest", l->number);
        a->hint = (SsgHint)h;
        i++;
        break;
    }
    case SSG_ACT_GUESS:
        if (i >= l->argc || strlen(l->argv[i]) >= sizeof a->text)
            LFAIL("line %d: expected the guess in quotes", l->number);
        snprintf(a->text, sizeof a->text, "%s", l->argv[i++]);
        break;
    case SSG_ACT_TAKE:
        if (i < l->argc && strcmp(l->argv[i], "pickup") == 0)
            a->source = SSG_FROM_PICKUP;
        else if (i < l->argc && strcmp(l->argv[i], "discard") == 0)
            a->source = SSG_FROM_DISCARD;
        else
            LFAIL("line %d: take from \"pickup\" or \"discard\"", l->number);
        i++;
        break;
    case SSG_ACT_DISCARD:
        a->card = i < l->argc ? deck_parse_card(l->argv[i]) : -1;
        if (a->card < 0)
            LFAIL("line %d: expected the card discarded", l->number);
        i++;
        break;
    case SSG_ACT_DISCARD_TWO:
        while (i < l->argc && a->n < 2) {
            int c = deck_parse_card(l->argv[i]);
            if (c < 0)
                LFAIL("line %d: \"%.20s\" is not a card", l->number, l->argv[i]);
            a->cards[a->n++] = (uint8_t)c;
            i++;
        }
        break;
    default:
        break;
    }
    if (i != l->argc)
        LFAIL("line %d: unexpected \"%.40s\"", l->number, l->argv[i]);
    return true;
}

bool ssgame_action_parse(const char *text, size_t len, int seats, SsgAction *out, SsgError *err)
{
    SsgError local;
    if (!err)
        err = &local;
    SaveLine l;
    if (!savetext_single(text, len, &l, err->message, sizeof err->message))
        return false;
    if (!parse_action(&l, seats, out, err)) {
        savetext_unnumber(err->message);
        return false;
    }
    return true;
}

static bool parse_seat(const SaveLine *l, SsgSeatSetup *seat, SsgError *err)
{
    /* seat "NAME" person FLASH | seat "NAME" computer LEVEL FLASH */
    if (l->argc < 4)
        LFAIL("line %d: a seat is a name in quotes, person or computer (with a level), and a "
              "highest flash", l->number);
    if (strlen(l->argv[1]) >= sizeof seat->name || l->argv[1][0] == '\0')
        LFAIL("line %d: a seat's name must be 1 to %d characters", l->number,
              (int)sizeof seat->name - 1);
    snprintf(seat->name, sizeof seat->name, "%s", l->argv[1]);
    int at = 3;
    if (strcmp(l->argv[2], "person") == 0) {
        seat->kind = SSG_PERSON;
        seat->level = SSG_NORMAL;
    } else if (strcmp(l->argv[2], "computer") == 0) {
        seat->kind = SSG_COMPUTER;
        int lv = word_index(l->argv[3], level_words, 3);
        if (lv < 0)
            LFAIL("line %d: a computer player's level is easy, normal or hard", l->number);
        seat->level = (SsgLevel)lv;
        at = 4;
    } else {
        LFAIL("line %d: a seat is a person or a computer", l->number);
    }
    long long flash;
    if (at + 1 != l->argc || !savetext_int(l->argv[at], 3, 11, &flash))
        LFAIL("line %d: a highest flash is 3 to 11", l->number);
    seat->flash = (int)flash;
    return true;
}

/* What loading holds between the lines (savetext_body's ctx). */
typedef struct Loading {
    SsgGame *g;
    SsgSetup setup;
    const Catalogue *tricks;
    bool have_seed;
    int seed_line, options_line, cycles_line, starter_line; /* first seen on (0: not yet) */
    SsgAction *a;
    SsgEvents *ev;
    SsgError *err;              /* its message is the buffer savetext_body writes to */
} Loading;

static bool parse_options(SsgSetup *setup, const SaveLine *l, char *msg, size_t size)
{
    for (int i = 1; i < l->argc; i++) {
        const char *o = l->argv[i];
        if (strcmp(o, "catch-rule") == 0)
            setup->catch_rule = true;
        else if (strcmp(o, "advanced") == 0)
            setup->advanced = true;
        else if (strcmp(o, "guess-penalty") == 0)
            setup->guess_penalty = true;
        else if (strcmp(o, "places") == 0)
            setup->play_for_places = true;
        else if (strcmp(o, "none") != 0) {
            snprintf(msg, size, "line %d: unknown option \"%.30s\"", l->number, o);
            return false;
        }
    }
    return true;
}

/* A setup line: 1 read, 0 not a setup line, -1 a bad one (msg says why). */
static int setup_line(void *ctx, const SaveLine *l, char *msg, size_t size)
{
    Loading *ld = ctx;
    SsgSetup *setup = &ld->setup;
    const char *k = l->argv[0];
    int *first = strcmp(k, "seed") == 0      ? &ld->seed_line
                 : strcmp(k, "options") == 0 ? &ld->options_line
                 : strcmp(k, "cycles") == 0  ? &ld->cycles_line
                 : strcmp(k, "starter") == 0 ? &ld->starter_line
                                             : NULL;
    if (first && !savetext_once(first, l, msg, size))
        return -1;
    if (strcmp(k, "seed") == 0) {
        if (l->argc != 2 || !savetext_u64(l->argv[1], &setup->seed)) {
            snprintf(msg, size, "line %d: bad seed", l->number);
            return -1;
        }
        ld->have_seed = true;
        return 1;
    }
    if (strcmp(k, "options") == 0)
        return parse_options(setup, l, msg, size) ? 1 : -1;
    if (strcmp(k, "cycles") == 0) {
        long long c;
        if (l->argc != 2 || !savetext_int(l->argv[1], 5, 50, &c)) {
            snprintf(msg, size, "line %d: cycles must be 5 to 50", l->number);
            return -1;
        }
        setup->cycles = (int)c;
        return 1;
    }
    if (strcmp(k, "starter") == 0) {
        long long st;
        if (l->argc == 2 && strcmp(l->argv[1], "random") == 0)
            setup->starter = -1;
        else if (l->argc == 2 && savetext_int(l->argv[1], 1, SSG_MAX_SEATS, &st))
            setup->starter = (int)st - 1;
        else {
            snprintf(msg, size, "line %d: the starter is a seat number or random", l->number);
            return -1;
        }
        return 1;
    }
    if (strcmp(k, "seat") == 0) {
        if (setup->seats >= SSG_MAX_SEATS) {
            snprintf(msg, size, "line %d: more than %d seats", l->number, SSG_MAX_SEATS);
            return -1;
        }
        if (!parse_seat(l, &setup->seat[setup->seats], ld->err))
            return -1;
        setup->seats++;
        return 1;
    }
    return 0;
}

static bool start(void *ctx, const SaveLine *l, char *msg, size_t size)
{
    Loading *ld = ctx;
    if (!ld->have_seed) {
        snprintf(msg, size, "line %d: the save has no seed line before its actions", l->number);
        return false;
    }
    SsgError e;
    ld->ev->n = 0;
    if (!ssgame_new(ld->g, &ld->setup, ld->tricks, ld->ev, &e)) {
        snprintf(msg, size, "line %d: %.170s", l->number, e.message);
        return false;
    }
    return true;
}

static int actions(void *ctx)
{
    return ((Loading *)ctx)->g->actions_n;
}

static bool action(void *ctx, const SaveLine *l, char *msg, size_t size)
{
    Loading *ld = ctx;
    if (!parse_action(l, ld->g->setup.seats, ld->a, ld->err))
        return false;
    SsgError e;
    ld->ev->n = 0;
    if (!ssgame_apply(ld->g, ld->a, ld->ev, &e)) {
        snprintf(msg, size, "line %d: %.31s cannot %.12s here: %.120s", l->number,
                 ld->g->setup.seat[ld->a->seat].name, l->argv[0], e.message);
        return false;
    }
    return true;
}

static const SaveBodyOps body_ops = {setup_line, start, actions, action};

static bool load(SsgGame *g, const char *text, size_t len, const Catalogue *tricks, SsgError *err,
                 bool *started)
{
    SaveReader r;
    savetext_reader(&r, text, len);
    SaveLine *l = malloc(sizeof *l);
    Loading ld = {.g = g, .setup = ssgame_default_setup(), .tricks = tricks,
                  .a = malloc(sizeof *ld.a), .ev = malloc(sizeof *ld.ev), .err = err};
    bool ok = false;
    if (!l || !ld.a || !ld.ev)
        snprintf(err->message, sizeof err->message, "Out of memory.");
    else if (savetext_header(&r, l, SSG_SAVE_VERSION, "siteswap", err->message,
                             sizeof err->message)) {
        ld.setup.seats = 0;
        ok = savetext_body(&r, l, &body_ops, &ld, started, err->message, sizeof err->message);
    }
    free(l);
    free(ld.a);
    free(ld.ev);
    return ok;
}

bool ssgame_load(SsgGame *g, const char *text, size_t len, const Catalogue *tricks, SsgError *err)
{
    SsgError local;
    if (!err)
        err = &local;
    bool started = false;
    memset(g, 0, sizeof *g);
    if (!load(g, text, len, tricks, err, &started)) {
        if (started)
            ssgame_free(g);
        memset(g, 0, sizeof *g);
        return false;
    }
    return true;
}
