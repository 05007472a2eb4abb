/* Commands about one typed pattern: check, same, transition. */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"

#include "siteswap.h"

#include <stdlib.h>
#include <string.h>

#include "platform.h" /* getline on Windows */

/* ---- check ---- */

static const char check_help[] =
    "Usage: throwdeck-cli check [--json] PATTERN...\n"
    "\n"
    "Checks each siteswap (vanilla 531, multiplex 24[54], synchronous (4,2x)*) and prints one\n"
    "line per pattern: valid or why not, balls, period, highest throw, ground or excited state,\n"
    "prime, canonical form. A PATTERN of - reads one pattern a line from standard input\n"
    "(blank lines are skipped): throwdeck-cli gen --balls 5 --period 5 | throwdeck-cli check -\n"
    "\n"
    "  --json    one JSON object per line with the fields pattern, valid, error (when invalid),\n"
    "            balls, period, max, ground, prime, state, canonical, notation (\"async\" or\n"
    "            \"sync\"), multiplex\n"
    "  --help    show this help\n"
    "\n"
    "Exit status: 0 when all patterns are valid, 1 when any is invalid, 2 on a usage error.\n";

/* A JSON string for text this module wrote itself or the user typed: plain ASCII goes out in
 * one piece (most of a bulk check's output); anything else through the escaping writer. */
static void json_text(const char *text)
{
    const unsigned char *p = (const unsigned char *)text;
    while (*p >= 0x20 && *p < 0x7f && *p != '"' && *p != '\\')
        p++;
    if (*p != '\0') {
        cli_json_string(stdout, text);
        return;
    }
    putchar('"');
    fputs(text, stdout);
    putchar('"');
}

static void check_one(const char *text, bool json, bool *all_valid)
{
    SiteswapError err;
    Siteswap *s = siteswap_parse(text, &err);
    bool parsed = s != NULL;
    bool ok = parsed && siteswap_validate(s, &err);
    if (!ok)
        *all_valid = false;
    SiteswapFacts f;
    if (ok)
        siteswap_facts(s, &f);
    /* What the lines below say besides the facts, so the pattern can go at once. */
    bool sync = parsed && siteswap_notation(s) == SITESWAP_SYNC;
    bool multiplex = parsed && siteswap_is_multiplex(s);
    int period = parsed ? siteswap_period(s) : 0;
    int max = parsed && !ok ? siteswap_max_throw(s) : 0;   /* facts say it when valid */
    siteswap_free(s);
    if (json) {
        fputs("{\"pattern\":", stdout);
        json_text(text);
        printf(",\"valid\":%s", ok ? "true" : "false");
        if (!ok) {
            printf(",\"error\":");
            cli_json_string(stdout, err.message);
            if (!parsed)
                printf(",\"column\":%d", err.column);
        }
        if (parsed)
            printf(",\"notation\":\"%s\",\"multiplex\":%s,\"period\":%d,\"max\":%d",
                   sync ? "sync" : "async", multiplex ? "true" : "false", period,
                   ok ? f.max_throw : max);
        if (ok) {
            printf(",\"balls\":%d,\"ground\":%s,\"prime\":%s,\"state\":", f.balls,
                   f.ground ? "true" : "false", f.prime ? "true" : "false");
            json_text(f.state);
            fputs(",\"canonical\":", stdout);
            json_text(f.canonical);
        }
        printf("}\n");
        return;
    }
    if (!ok) {
        printf("%s: invalid: %s\n", text, err.message);
        return;
    }
    printf("%s: valid, %d ball%s, period %d, highest throw %d, %s state %s, %s, canonical %s%s%s\n",
           text, f.balls, f.balls == 1 ? "" : "s", f.period, f.max_throw,
           f.ground ? "ground" : "excited", f.state[0] ? f.state : "(empty)",
           f.prime ? "prime" : "not prime", f.canonical,
           sync ? ", synchronous" : "", multiplex ? ", multiplex" : "");
}

/* check -: every line of standard input that is not blank, as it is (a line ending in CR LF
 * loses the CR too). A line with a NUL byte in it is invalid, not cut short. */
static void check_stdin(bool json, bool *all_valid)
{
    char *line = NULL;
    size_t cap = 0;
    ssize_t len;
    while ((len = getline(&line, &cap, stdin)) >= 0) {
        while (len > 0 && (line[len - 1] == '\n' || line[len - 1] == '\r'))
            line[--len] = '\0';
        if (strspn(line, " \t") == (size_t)len) {
            if (strlen(line) == (size_t)len)
                continue;
        }
        if (strlen(line) != (size_t)len) {
            *all_valid = false;
            if (json) {
                printf("{\"pattern\":");
                cli_json_string(stdout, line);
                printf(",\"valid\":false,\"error\":\"the line has a NUL byte in it\"}\n");
            } else {
                printf("%s: invalid: the line has a NUL byte in it\n", line);
            }
            continue;
        }
        check_one(line, json, all_valid);
    }
    if (ferror(stdin)) {
        fprintf(stderr, "throwdeck-cli check: cannot read standard input\n");
        *all_valid = false;
    }
    free(line);
}

static int run_check(int argc, char **argv)
{
    bool json = false, options = true;
    int patterns = 0;
    for (int i = 0; i < argc; i++) {
        if (options && argv[i][0] == '-' && argv[i][1] != '\0') {
            if (cli_wants_help(argv[i], &cli_cmd_check))
                return CLI_OK;
            if (strcmp(argv[i], "--json") == 0)
                json = true;
            else if (strcmp(argv[i], "--") == 0)
                options = false;
            else
                return cli_usage_error("check", "unknown option '%s'", argv[i]);
        } else {
            patterns++;
        }
    }
    if (patterns == 0)
        return cli_usage_error("check", "give at least one pattern, e.g. 531");
    bool all_valid = true;
    options = true;
    for (int i = 0; i < argc; i++) {
        if (options && strcmp(argv[i], "--") == 0) {
            options = false;
            continue;
        }
        if (options && argv[i][0] == '-' && argv[i][1] != '\0')
            continue;
        if (strcmp(argv[i], "-") == 0)
            check_stdin(json, &all_valid);
        else
            check_one(argv[i], json, &all_valid);
    }
    return all_valid ? CLI_OK : CLI_NO;
}

const CliCommand cli_cmd_check = {"check", "check patterns and show their facts", check_help,
                                  run_check};

/* ---- same ---- */

static const char same_help[] =
    "Usage: throwdeck-cli same [--json] A B\n"
    "\n"
    "Tells whether two siteswaps are the same pattern: their shortest repeating units are\n"
    "rotations of each other (5151 = 51 = 15; 741 and 714 differ). Synchronous patterns that are\n"
    "mirror images (started with the other hand) are the same too.\n"
    "\n"
    "  --json    print {\"a\":..., \"b\":..., \"same\": true|false}\n"
    "  --help    show this help\n"
    "\n"
    "Exit status: 0 when they are the same pattern, 1 when not or when either is not a valid\n"
    "pattern, 2 on a usage error.\n";

/* Parses and validates one argument of a command, printing why not: the pattern (to free), or
 * NULL. */
static Siteswap *valid_pattern(const char *command, const char *text)
{
    SiteswapError err;
    Siteswap *s = siteswap_parse(text, &err);
    if (!s || !siteswap_validate(s, &err)) {
        fprintf(stderr, "throwdeck-cli %s: %s: %s\n", command, text, err.message);
        siteswap_free(s);
        return NULL;
    }
    return s;
}

static int run_same(int argc, char **argv)
{
    bool json = false;
    const char *texts[2];
    int n = 0;
    for (int i = 0; i < argc; i++) {
        if (cli_wants_help(argv[i], &cli_cmd_same))
            return CLI_OK;
        if (strcmp(argv[i], "--json") == 0)
            json = true;
        else if (argv[i][0] == '-' && argv[i][1] == '-')
            return cli_usage_error("same", "unknown option '%s'", argv[i]);
        else if (n < 2)
            texts[n++] = argv[i];
        else
            return cli_usage_error("same", "give exactly two patterns");
    }
    if (n != 2)
        return cli_usage_error("same", "give exactly two patterns");
    Siteswap *a = valid_pattern("same", texts[0]);
    Siteswap *b = a ? valid_pattern("same", texts[1]) : NULL;
    bool same = a && b && siteswap_same_pattern(a, b);
    siteswap_free(a);
    siteswap_free(b);
    if (!a || !b)
        return CLI_NO;
    if (json) {
        printf("{\"a\":");
        cli_json_string(stdout, texts[0]);
        printf(",\"b\":");
        cli_json_string(stdout, texts[1]);
        printf(",\"same\":%s}\n", same ? "true" : "false");
    } else {
        printf("%s\n", same ? "same pattern" : "different patterns");
    }
    return same ? CLI_OK : CLI_NO;
}

const CliCommand cli_cmd_same = {"same", "tell whether two siteswaps are the same pattern",
                                 same_help, run_same};

/* ---- transition ---- */

static const char transition_help[] =
    "Usage: throwdeck-cli transition [--json] PATTERN\n"
    "\n"
    "Shows the shortest throws from the ground state with the same number of balls into the\n"
    "pattern and back out, e.g. 333 4 5151 2 333. Every rotation of the pattern is tried.\n"
    "\n"
    "  --json    print {\"pattern\", \"ground\", \"entry\", \"cycle\", \"exit\", \"ground_after\"}\n"
    "  --help    show this help\n"
    "\n"
    "Exit status: 0 on success, 1 when the pattern is invalid or has no transition, 2 on a\n"
    "usage error.\n";

static int run_transition(int argc, char **argv)
{
    bool json = false;
    const char *text = NULL;
    for (int i = 0; i < argc; i++) {
        if (cli_wants_help(argv[i], &cli_cmd_transition))
            return CLI_OK;
        if (strcmp(argv[i], "--json") == 0)
            json = true;
        else if (argv[i][0] == '-' && argv[i][1] == '-')
            return cli_usage_error("transition", "unknown option '%s'", argv[i]);
        else if (!text)
            text = argv[i];
        else
            return cli_usage_error("transition", "give one pattern");
    }
    if (!text)
        return cli_usage_error("transition", "give one pattern, e.g. 5151");
    SiteswapError err;
    SiteswapTransition t;
    Siteswap *s = siteswap_parse(text, &err);
    if (!s || !siteswap_transition(s, &t, &err)) {
        fprintf(stderr, "throwdeck-cli transition: %s: %s\n", text, err.message);
        siteswap_free(s);
        return CLI_NO;
    }
    int balls = siteswap_balls(s), unit = siteswap_unit_period(s), period = siteswap_period(s);
    bool sync = siteswap_notation(s) == SITESWAP_SYNC;
    siteswap_free(s);
    if (json) {
        printf("{\"pattern\":");
        cli_json_string(stdout, text);
        printf(",\"ground\":\"%s\",\"entry\":\"%s\",\"cycle\":\"%s\",\"exit\":\"%s\","
               "\"ground_after\":\"%s\"}\n",
               t.ground, t.entry, t.pattern, t.exit, t.ground_after);
        return CLI_OK;
    }
    /* Read like jugglers write it, 333 4 5151 2 333 and 4444 5 741741 3 4444: the ground
     * pattern a few times (once per ball, 2 to 5), the pattern for at least two cycles. */
    int reps = sync ? 2 : balls < 2 ? 2 : balls > 5 ? 5 : balls;
    int cycles = (2 * unit + period - 1) / period;
    for (int i = 0; i < reps; i++)
        fputs(t.ground, stdout);
    if (t.entry[0])
        printf(" %s", t.entry);
    putchar(' ');
    for (int i = 0; i < cycles; i++)
        fputs(t.pattern, stdout);
    if (t.exit[0])
        printf(" %s", t.exit);
    putchar(' ');
    for (int i = 0; i < reps; i++)
        fputs(t.ground_after, stdout);
    putchar('\n');
    return CLI_OK;
}

const CliCommand cli_cmd_transition = {"transition", "shortest way in from and out to the ground state",
                                       transition_help, run_transition};
