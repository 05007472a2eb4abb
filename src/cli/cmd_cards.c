/* Card-game commands: build, extend, reduce. */
#include "cli.h"

#include "cardswap.h"
#include "siteswap.h"

#include <stdlib.h>
#include <string.h>

#define MAX_CARDS CARDSWAP_MAX_CARDS

static void throws_text(const int *v, int n, char *buf)
{
    for (int i = 0; i < n; i++)
        buf[i] = siteswap_throw_char(v[i]);
    buf[n] = '\0';
}

/* Adds the cards in one argument: card names (A, 2-9, 10) separated by spaces or commas, or a
 * run of throw digits ("51339"). False after a usage message. */
static bool add_cards(const char *command, const char *arg, int flash, int *values, int *n)
{
    char copy[256];
    if (strlen(arg) >= sizeof copy) {
        cli_usage_error(command, "cards argument too long");
        return false;
    }
    strcpy(copy, arg);
    for (char *tok = strtok(copy, " ,"); tok; tok = strtok(NULL, " ,")) {
        int rank = cardswap_parse_rank(tok);
        if (rank > 0) {
            if (*n >= MAX_CARDS) {
                cli_usage_error(command, "more than %d cards", MAX_CARDS);
                return false;
            }
            values[(*n)++] = cardswap_value(rank, flash);
            continue;
        }
        /* A lone letter is a card name mistyped (K, Q), not a throw above 9. */
        bool lone_letter = tok[1] == '\0' && !(tok[0] >= '0' && tok[0] <= '9');
        for (const char *p = tok; *p; p++) {
            int v = siteswap_throw_value(*p);
            if (v < 0 || lone_letter) {
                cli_usage_error(command,
                                "'%s' is not a card (A, 2-9, 10) or a run of throw digits", tok);
                return false;
            }
            if (*n >= MAX_CARDS) {
                cli_usage_error(command, "more than %d cards", MAX_CARDS);
                return false;
            }
            values[(*n)++] = v;
        }
    }
    return true;
}

/* Shared options of the card commands. */
typedef struct CardOptions {
    bool json, all;
    int flash, min_period;
    long limit;
    const char *positional[MAX_CARDS + 2];
    int count;
} CardOptions;

static int parse_card_options(const CliCommand *cmd, int argc, char **argv, CardOptions *o,
                              bool *done)
{
    *done = false;
    o->json = o->all = false;
    o->flash = 5;
    o->min_period = 3;
    o->limit = 10000;
    o->count = 0;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        if (cli_wants_help(a, cmd)) {
            *done = true;
            return CLI_OK;
        }
        if (strcmp(a, "--json") == 0) {
            o->json = true;
        } else if (strcmp(a, "--all") == 0 && strcmp(cmd->name, "build") == 0) {
            o->all = true;
        } else if (strcmp(a, "--flashed") == 0) {
            if (!cli_parse_int(cmd->name, "--flashed", i + 1 < argc ? argv[++i] : NULL, 3, 11,
                               &o->flash))
                return CLI_USAGE;
        } else if (strcmp(a, "--min-period") == 0 && strcmp(cmd->name, "reduce") != 0) {
            if (!cli_parse_int(cmd->name, "--min-period", i + 1 < argc ? argv[++i] : NULL, 2,
                               MAX_CARDS, &o->min_period))
                return CLI_USAGE;
        } else if (strcmp(a, "--limit") == 0 && strcmp(cmd->name, "build") == 0) {
            int limit;
            if (!cli_parse_int(cmd->name, "--limit", i + 1 < argc ? argv[++i] : NULL, 1,
                               100000000, &limit))
                return CLI_USAGE;
            o->limit = limit;
        } else if (a[0] == '-' && a[1] == '-') {
            return cli_usage_error(cmd->name, "unknown option '%s'", a);
        } else {
            if (o->count >= MAX_CARDS + 2)
                return cli_usage_error(cmd->name, "too many arguments");
            o->positional[o->count++] = a;
        }
    }
    return CLI_OK;
}

/* ---- build ---- */

static const char build_help[] =
    "Usage: throwdeck-cli build [--min-period N] [--flashed F] [--all [--limit N]] [--json] CARDS\n"
    "\n"
    "Finds the longest legal siteswap that can be laid from a hand: a valid vanilla siteswap of\n"
    "at least N cards (default 3; 2 with the advanced option) with two or more different\n"
    "throws. The search has a budget (a count of steps, the same as the game's Best build, so\n"
    "the same hand always gives the same answer): within it the answer is proven optimal, every\n"
    "choice of cards considered; when the budget cuts it short it says so, and the answer is\n"
    "the longest build found.\n"
    "\n"
    "CARDS are card names A 2 3 4 5 6 7 8 9 10 (separate arguments, or separated by commas),\n"
    "valued for a player whose highest flash is F (default 5): a 10 is a 0 and an Ace a 1,\n"
    "unless F is 10 or more (10 is a) or 11 (Ace is b). A run of throw digits such as 51339\n"
    "gives throw values directly.\n"
    "\n"
    "  --all          list every optimal build, once per rotation (ground-state rotation first)\n"
    "  --limit N      stop listing after N builds (default 10000)\n"
    "  --json         print {\"length\": n, \"patterns\": [...]}; \"cut\": true when the budget\n"
    "                 cut the search short\n"
    "  --help         show this help\n"
    "\n"
    "Exit status: 0 when a build exists, 1 when none does, 2 on a usage error.\n";

typedef struct BuildList {
    bool json;
    long limit, printed;
    bool truncated;
} BuildList;

static bool print_build(const int *v, int n, void *ctx)
{
    BuildList *l = ctx;
    if (l->printed >= l->limit) {
        l->truncated = true;
        return false;
    }
    char text[MAX_CARDS + 1];
    throws_text(v, n, text);
    if (l->json)
        printf("%s\"%s\"", l->printed ? "," : "", text);
    else
        printf("%s\n", text);
    l->printed++;
    return true;
}

static int run_build(int argc, char **argv)
{
    CardOptions o;
    bool done;
    int rc = parse_card_options(&cli_cmd_build, argc, argv, &o, &done);
    if (rc != CLI_OK || done)
        return rc;
    int hand[MAX_CARDS], n = 0;
    for (int i = 0; i < o.count; i++)
        if (!add_cards("build", o.positional[i], o.flash, hand, &n))
            return CLI_USAGE;
    if (n == 0)
        return cli_usage_error("build", "give the cards of a hand, e.g. A 3 5 10 9");
    int best[MAX_CARDS];
    CardswapCut cut = {false, 0}, list_cut = {false, 0};
    int length = cardswap_best_build_within(hand, n, o.min_period, CARDSWAP_BUILD_NODES, best,
                                            &cut);
    if (o.json)
        printf("{\"length\":%d,\"patterns\":[", length);
    else if (length == 0)
        printf("no legal build of %d or more cards%s\n", o.min_period,
               cut.cut ? " found before the search's budget ran out" : "");
    else if (!o.all) {
        char text[MAX_CARDS + 1];
        throws_text(best, length, text);
        printf("%s (%d cards)\n", text, length);
    }
    BuildList list = {o.json, o.all ? o.limit : 1, 0, false};
    if (length > 0) {
        if (o.all)
            cardswap_all_best_builds_within(hand, n, o.min_period, CARDSWAP_BUILD_NODES,
                                            print_build, &list, &list_cut);
        else if (o.json)
            print_build(best, length, &list);
    }
    if (o.json) {
        printf("]");
        if (list.truncated)
            printf(",\"truncated\":true");
        if (cut.cut || list_cut.cut)
            printf(",\"cut\":true");
        printf("}\n");
    } else if (o.all && length > 0) {
        printf("%ld build%s of %d cards%s\n", list.printed, list.printed == 1 ? "" : "s", length,
               list.truncated ? " listed; more exist (raise --limit)" : "");
    }
    if (!o.json && (cut.cut || list_cut.cut))
        printf("The search was cut short by its budget (%ld steps): a longer build%s may exist.\n",
               CARDSWAP_BUILD_NODES, o.all ? ", or more builds," : "");
    return length > 0 ? CLI_OK : CLI_NO;
}

const CliCommand cli_cmd_build = {"build", "the longest legal siteswap from a hand of cards",
                                  build_help, run_build};

/* ---- extend ---- */

static const char extend_help[] =
    "Usage: throwdeck-cli extend [--min-period N] [--flashed F] [--json] PATTERN CARDS\n"
    "\n"
    "Finds the legal extension of a laid pattern that inserts the most cards from the hand:\n"
    "the old throws keep their order (423 -> 451233) and the result must be a legal siteswap.\n"
    "PATTERN is the laid pattern as throw digits, as the extender values them; CARDS as for\n"
    "'build' (names valued for highest flash F, default 5, or throw digits). The search has\n"
    "the same budget of steps as 'build': when it cuts the search short it says so, and the\n"
    "answer is the extension with the most cards found.\n"
    "\n"
    "  --json    print {\"pattern\", \"extension\", \"inserted\"}; \"cut\": true when the budget\n"
    "            cut the search short\n"
    "  --help    show this help\n"
    "\n"
    "Exit status: 0 when an extension exists, 1 when none does, 2 on a usage error.\n";

/* A laid pattern given as throw digits. */
static bool pattern_values(const char *command, const char *text, int *values, int *n)
{
    *n = 0;
    for (const char *p = text; *p; p++) {
        if (*p == ' ')
            continue;
        int v = siteswap_throw_value(*p);
        if (v < 0) {
            cli_usage_error(command, "the pattern must be throw digits (0-9, a-z), not '%s'",
                            text);
            return false;
        }
        if (*n >= MAX_CARDS) {
            cli_usage_error(command, "the pattern is longer than %d throws", MAX_CARDS);
            return false;
        }
        values[(*n)++] = v;
    }
    if (*n == 0) {
        cli_usage_error(command, "the pattern is empty");
        return false;
    }
    return true;
}

static int run_extend(int argc, char **argv)
{
    CardOptions o;
    bool done;
    int rc = parse_card_options(&cli_cmd_extend, argc, argv, &o, &done);
    if (rc != CLI_OK || done)
        return rc;
    if (o.count < 2)
        return cli_usage_error("extend", "give a laid pattern and the cards of a hand");
    int old[MAX_CARDS], m, hand[MAX_CARDS], n = 0;
    if (!pattern_values("extend", o.positional[0], old, &m))
        return CLI_USAGE;
    for (int i = 1; i < o.count; i++)
        if (!add_cards("extend", o.positional[i], o.flash, hand, &n))
            return CLI_USAGE;
    int out[2 * MAX_CARDS];
    /* The same kind of budget as build's: never a search without end on a large hand. */
    CardswapCut cut;
    int k = cardswap_best_extension_within(old, m, hand, n, o.min_period, CARDSWAP_BUILD_NODES,
                                           out, &cut);
    char before[MAX_CARDS + 1], after[2 * MAX_CARDS + 1];
    throws_text(old, m, before);
    throws_text(out, k > 0 ? m + k : 0, after);
    if (o.json) {
        printf("{\"pattern\":\"%s\",\"extension\":", before);
        if (k > 0)
            printf("\"%s\"", after);
        else
            printf("null");
        printf(",\"inserted\":%d%s}\n", k, cut.cut ? ",\"cut\":true" : "");
    } else if (k > 0) {
        printf("%s (%d card%s inserted into %s)\n", after, k, k == 1 ? "" : "s", before);
    } else {
        printf("no legal extension of %s with these cards%s\n", before,
               cut.cut ? " found before the search's budget ran out" : "");
    }
    if (!o.json && cut.cut)
        printf("The search was cut short by its budget (%ld steps): an extension with more cards "
               "may exist.\n", CARDSWAP_BUILD_NODES);
    return k > 0 ? CLI_OK : CLI_NO;
}

const CliCommand cli_cmd_extend = {"extend", "the extension of a laid pattern using most cards",
                                   extend_help, run_extend};

/* ---- reduce ---- */

static const char reduce_help[] =
    "Usage: throwdeck-cli reduce --flashed F [--json] PATTERN\n"
    "\n"
    "Shows which throws a player whose highest flash is F (3-11) may reduce - throws above F,\n"
    "lowered once by the period when the result is 0 or more - and the pattern with all of\n"
    "them reduced (915 -> 612 for F = 4). Each reduction keeps the pattern valid and removes\n"
    "one ball. PATTERN is a vanilla siteswap as throw digits.\n"
    "\n"
    "  --json    print {\"pattern\", \"flashed\", \"reducible\": [1-based positions], \"reduced\"}\n"
    "  --help    show this help\n"
    "\n"
    "Exit status: 0 on success, 1 when the pattern is not valid, 2 on a usage error.\n";

static int run_reduce(int argc, char **argv)
{
    bool flashed = false;
    for (int i = 0; i < argc; i++)
        if (strcmp(argv[i], "--flashed") == 0)
            flashed = true;
    CardOptions o;
    bool done;
    int rc = parse_card_options(&cli_cmd_reduce, argc, argv, &o, &done);
    if (rc != CLI_OK || done)
        return rc;
    if (!flashed)
        return cli_usage_error("reduce", "--flashed F is required");
    if (o.count != 1)
        return cli_usage_error("reduce", "give one pattern");
    int v[MAX_CARDS], n;
    if (!pattern_values("reduce", o.positional[0], v, &n))
        return CLI_USAGE;
    if (!siteswap_values_valid(v, n)) {
        SiteswapError err = {0, "the pattern is empty"};   /* what an empty one is told */
        Siteswap *s = siteswap_from_values(v, n);
        if (s)
            siteswap_validate(s, &err);
        siteswap_free(s);
        fprintf(stderr, "throwdeck-cli reduce: %s: %s\n", o.positional[0], err.message);
        return CLI_NO;
    }
    bool which[MAX_CARDS];
    int count = cardswap_reducible(v, n, o.flash, which);
    int reduced[MAX_CARDS];
    cardswap_reduce(v, n, o.flash, which, reduced);
    char before[MAX_CARDS + 1], after[MAX_CARDS + 1];
    throws_text(v, n, before);
    throws_text(reduced, n, after);
    if (o.json) {
        printf("{\"pattern\":\"%s\",\"flashed\":%d,\"reducible\":[", before, o.flash);
        for (int i = 0, first = 1; i < n; i++)
            if (which[i]) {
                printf("%s%d", first ? "" : ",", i + 1);
                first = 0;
            }
        printf("],\"reduced\":\"%s\"}\n", after);
        return CLI_OK;
    }
    if (count == 0) {
        printf("%s: no throw can be reduced with highest flash %d\n", before, o.flash);
        return CLI_OK;
    }
    printf("%s: reducible throws:", before);
    for (int i = 0; i < n; i++)
        if (which[i])
            printf(" %c at %d (to %c)", siteswap_throw_char(v[i]), i + 1, siteswap_throw_char(v[i] - n));
    printf("\nfully reduced: %s\n", after);
    return CLI_OK;
}

const CliCommand cli_cmd_reduce = {"reduce", "throws a player may reduce, and the reduced pattern",
                                   reduce_help, run_reduce};
