/* Save files of Jugglers: the setup, the seed and every action, one per line, in the save text
 * family of the siteswap card game (savetext.h).
 *
 *   throwdeck-save 1
 *   game jugglers
 *   seed 42
 *   wins 2
 *   chairman random
 *   dummies sigils                  (two players only: "sigils" or "none")
 *   player "Anna" person
 *   player "Robot" computer hard
 *   secrets 1 1
 *   play 2 9h left
 *   play 3 deck joker
 *   ...
 *   end 37
 *
 * "player" lines list the players clockwise. Action lines and "chairman" name table seats,
 * counted from 1: with three players seat 4 is the dummy; with two, the players sit at seats 1
 * and 3 and seats 2 and 4 are their dummies (an action for a dummy names the dummy's seat).
 * Loading replays every action through the rules, so a hostile file can only ever reach a legal
 * state, and every error names its line. */
#include "jugglers.h"

#include "savetext.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const level_words[] = {"easy", "normal", "hard"};
static const char *const draft_words[JG_DRAFTS] = {"left", "joker", "right"};

static int word_index(const char *w, const char *const *words, int n)
{
    for (int i = 0; i < n; i++)
        if (strcmp(w, words[i]) == 0)
            return i;
    return -1;
}

bool jugglers_action_text(const JgAction *a, char *buf, size_t size)
{
    if (size == 0)
        return false;
    buf[0] = '\0';
    int n = -1;
    if (a->kind == JG_ACT_SECRETS) {
        n = snprintf(buf, size, "secrets %d %d", a->seat + 1, a->count);
    } else if (a->kind == JG_ACT_PLAY && a->draft >= 0 && a->draft < JG_DRAFTS) {
        char card[8] = "deck";
        if (a->source == JG_FROM_HAND && !deck52_card_text(a->card, card, sizeof card))
            return false;
        if (a->source != JG_FROM_HAND && a->source != JG_FROM_DECK)
            return false;
        n = snprintf(buf, size, "play %d %s %s", a->seat + 1, card, draft_words[a->draft]);
    }
    return n >= 0 && (size_t)n < size;
}

static bool action_line(const void *actions, int i, char *buf, size_t size)
{
    return jugglers_action_text(&((const JgAction *)actions)[i], buf, size);
}

char *jugglers_save(const JgGame *g)
{
    SaveWriter w = {0};
    const JgSetup *s = &g->setup;
    savetext_printf(&w, "throwdeck-save %d\ngame jugglers\nseed %llu\nwins %d\n", JG_SAVE_VERSION,
                    (unsigned long long)s->seed, s->wins);
    if (s->first_chairman < 0)
        savetext_printf(&w, "chairman random\n");
    else
        savetext_printf(&w, "chairman %d\n", s->first_chairman + 1);
    if (s->players == 2)
        savetext_printf(&w, "dummies %s\n", s->dummy_sigils ? "sigils" : "none");
    for (int i = 0; i < s->players; i++) {
        savetext_printf(&w, "player ");
        savetext_quote(&w, s->player[i].name);
        if (s->player[i].kind == JG_COMPUTER)
            savetext_printf(&w, " computer %s\n", level_words[s->player[i].level % 3]);
        else
            savetext_printf(&w, " person\n");
    }
    return savetext_finish(&w, g->actions, g->actions_n, action_line);
}

/* ---- Loading ---- */

#define LFAIL(...)                                                                                 \
    do {                                                                                           \
        snprintf(err->message, sizeof err->message, __VA_ARGS__);                                 \
        return false;                                                                              \
    } while (0)

/* One action line; the seat is a table seat, checked by the rules when applied. */
static bool parse_action(const SaveLine *l, int seats, JgAction *a, JgError *err)
{
    long long seat, count;
    if (strcmp(l->argv[0], "secrets") == 0) {
        if (l->argc != 3 || !savetext_int(l->argv[1], 1, seats, &seat) ||
            !savetext_int(l->argv[2], 0, JG_MAX_SECRETS, &count))
            LFAIL("line %d: expected \"secrets SEAT COUNT\" (a seat 1 to %d, 0 to %d secret "
                  "influences)", l->number, seats, JG_MAX_SECRETS);
        *a = jugglers_secrets((int)seat - 1, (int)count);
        return true;
    }
    if (strcmp(l->argv[0], "play") == 0) {
        if (l->argc != 4 || !savetext_int(l->argv[1], 1, seats, &seat))
            LFAIL("line %d: expected \"play SEAT CARD DRAFT\" (a seat 1 to %d, a hand card such "
                  "as 9h or \"deck\", then left, joker or right)", l->number, seats);
        int draft = word_index(l->argv[3], draft_words, JG_DRAFTS);
        if (draft < 0)
            LFAIL("line %d: \"%.20s\" is not a draft: left, joker or right", l->number,
                  l->argv[3]);
        if (strcmp(l->argv[2], "deck") == 0) {
            *a = jugglers_play_deck((int)seat - 1, draft);
            return true;
        }
        int card = deck52_parse_card(l->argv[2]);
        if (card < 0)
            LFAIL("line %d: \"%.20s\" is not a card (like 9h or 10s) or \"deck\"", l->number,
                  l->argv[2]);
        if (card >= JG_INFLUENCE_CARDS)
            LFAIL("line %d: %.20s is a policy card; only influence cards 2 to 10 are played",
                  l->number, l->argv[2]);
        *a = jugglers_play_hand((int)seat - 1, card, draft);
        return true;
    }
    LFAIL("line %d: unknown line \"%.40s\"", l->number, l->argv[0]);
}

bool jugglers_action_parse(const char *text, size_t len, int seats, JgAction *out, JgError *err)
{
    JgError local;
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

static bool parse_player(const SaveLine *l, JgPlayerSetup *p, JgError *err)
{
    /* player "NAME" person | player "NAME" computer LEVEL */
    if (l->argc < 3)
        LFAIL("line %d: a player is a name in quotes and \"person\" or \"computer LEVEL\"",
              l->number);
    if (strlen(l->argv[1]) >= sizeof p->name || l->argv[1][0] == '\0')
        LFAIL("line %d: a player's name must be 1 to %d characters", l->number,
              (int)sizeof p->name - 1);
    snprintf(p->name, sizeof p->name, "%s", l->argv[1]);
    if (strcmp(l->argv[2], "person") == 0 && l->argc == 3) {
        p->kind = JG_PERSON;
        p->level = JG_NORMAL;
        return true;
    }
    if (strcmp(l->argv[2], "computer") == 0 && l->argc == 4) {
        int lv = word_index(l->argv[3], level_words, 3);
        if (lv < 0)
            LFAIL("line %d: a computer player's level is easy, normal or hard", l->number);
        p->kind = JG_COMPUTER;
        p->level = (JgLevel)lv;
        return true;
    }
    LFAIL("line %d: a player is \"person\" or \"computer\" with a level", l->number);
}

/* The lines of the setup given once, by the line each was first seen on (0: not yet). */
typedef struct SetupLines {
    int seed, wins, chairman, dummies;
} SetupLines;

/* A setup line (before the first action); false with a message for a bad one. *known is set
 * when the line was a setup line at all. */
static bool parse_setup_line(const SaveLine *l, JgSetup *setup, bool *have_seed, bool *known,
                             SetupLines *seen, JgError *err)
{
    const char *k = l->argv[0];
    *known = true;
    int *first = strcmp(k, "seed") == 0       ? &seen->seed
                 : strcmp(k, "wins") == 0     ? &seen->wins
                 : strcmp(k, "chairman") == 0 ? &seen->chairman
                 : strcmp(k, "dummies") == 0  ? &seen->dummies
                                              : NULL;
    if (first && !savetext_once(first, l, err->message, sizeof err->message))
        return false;
    if (strcmp(k, "seed") == 0) {
        if (l->argc != 2 || !savetext_u64(l->argv[1], &setup->seed))
            LFAIL("line %d: a seed is a whole number 0 to 18446744073709551615", l->number);
        *have_seed = true;
        return true;
    }
    if (strcmp(k, "wins") == 0) {
        long long w;
        if (l->argc != 2 || !savetext_int(l->argv[1], 1, JG_MAX_WINS, &w))
            LFAIL("line %d: the game is played to 1 to %d round wins", l->number, JG_MAX_WINS);
        setup->wins = (int)w;
        return true;
    }
    if (strcmp(k, "chairman") == 0) {
        long long c;
        if (l->argc == 2 && strcmp(l->argv[1], "random") == 0)
            setup->first_chairman = -1;
        else if (l->argc == 2 && savetext_int(l->argv[1], 1, JG_MAX_SEATS, &c))
            setup->first_chairman = (int)c - 1;
        else
            LFAIL("line %d: the first chairman is a seat number or random", l->number);
        return true;
    }
    if (strcmp(k, "dummies") == 0) {
        if (l->argc == 2 && strcmp(l->argv[1], "sigils") == 0)
            setup->dummy_sigils = true;
        else if (l->argc == 2 && strcmp(l->argv[1], "none") == 0)
            setup->dummy_sigils = false;
        else
            LFAIL("line %d: the dummies take \"sigils\" or \"none\"", l->number);
        return true;
    }
    if (strcmp(k, "player") == 0) {
        if (setup->players >= JG_MAX_PLAYERS)
            LFAIL("line %d: more than %d players", l->number, JG_MAX_PLAYERS);
        if (!parse_player(l, &setup->player[setup->players], err))
            return false;
        setup->players++;
        return true;
    }
    *known = false;
    return true;
}

/* What loading holds between the lines (savetext_body's ctx). */
typedef struct Loading {
    JgGame *g;
    JgSetup setup;
    bool have_seed;
    SetupLines seen;
    JgEvents *ev;
    JgError *err;               /* its message is the buffer savetext_body writes to */
} Loading;

static int setup_line(void *ctx, const SaveLine *l, char *msg, size_t size)
{
    (void)msg; /* parse_setup_line writes to ld->err, the same buffer */
    (void)size;
    Loading *ld = ctx;
    bool known = false;
    if (!parse_setup_line(l, &ld->setup, &ld->have_seed, &known, &ld->seen, ld->err))
        return -1;
    return known;
}

static bool start(void *ctx, const SaveLine *l, char *msg, size_t size)
{
    Loading *ld = ctx;
    if (!ld->have_seed) {
        snprintf(msg, size, "line %d: the save has no seed line before its actions", l->number);
        return false;
    }
    if (ld->setup.players != 2)
        ld->setup.dummy_sigils = true;
    JgError e;
    ld->ev->n = 0;
    if (!jugglers_new(ld->g, &ld->setup, ld->ev, &e)) {
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
    JgAction a;
    if (!parse_action(l, ld->g->seats, &a, ld->err))
        return false;
    JgError e;
    ld->ev->n = 0;
    if (!jugglers_apply(ld->g, &a, ld->ev, &e)) {
        snprintf(msg, size, "line %d: %.31s cannot %s here: %.150s", l->number,
                 ld->g->seat[a.seat].name,
                 a.kind == JG_ACT_SECRETS ? "choose secret influences" : "play", e.message);
        return false;
    }
    return true;
}

static const SaveBodyOps body_ops = {setup_line, start, actions, action};

static bool load(JgGame *g, const char *text, size_t len, JgError *err, bool *started)
{
    SaveReader r;
    savetext_reader(&r, text, len);
    SaveLine *l = malloc(sizeof *l);
    Loading ld = {.g = g, .setup = jugglers_default_setup(), .ev = malloc(sizeof *ld.ev),
                  .err = err};
    bool ok = false;
    if (!l || !ld.ev)
        snprintf(err->message, sizeof err->message, "Out of memory.");
    else if (savetext_header(&r, l, JG_SAVE_VERSION, "jugglers", err->message,
                             sizeof err->message)) {
        ld.setup.players = 0;
        ok = savetext_body(&r, l, &body_ops, &ld, started, err->message, sizeof err->message);
    }
    free(l);
    free(ld.ev);
    return ok;
}

bool jugglers_load(JgGame *g, const char *text, size_t len, JgError *err)
{
    JgError local;
    if (!err)
        err = &local;
    bool started = false;
    memset(g, 0, sizeof *g);
    if (!load(g, text, len, err, &started)) {
        if (started)
            jugglers_free(g);
        memset(g, 0, sizeof *g);
        return false;
    }
    return true;
}
