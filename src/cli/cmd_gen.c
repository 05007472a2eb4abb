/* Listing commands: gen (all patterns with given balls, highest throw and period) and
 * catalogue (the named patterns). */
#include "cli.h"

#include "catalogue.h"
#include "siteswap.h"
#include "siteswap_gen.h"

#include <stdlib.h>
#include <string.h>

static const char gen_help[] =
    "Usage: throwdeck-cli gen --balls B [--max H] --period N[-M] [--prime] [--ground|--excited]\n"
    "                         [--count | --estimate] [--json]\n"
    "\n"
    "Lists every vanilla siteswap with B balls, no throw above H (default: the highest\n"
    "possible, at most 35) and period exactly N (or from N to M), once per rotation in\n"
    "canonical form, never as a repetition of a shorter pattern.\n"
    "\n"
    "  --prime     only prime patterns (no state visited twice)\n"
    "  --ground    only patterns with a ground-state rotation\n"
    "  --excited   only patterns without one\n"
    "  --count     print only how many there are; a request too big to count in about a\n"
    "              minute is refused with an estimate instead\n"
    "  --estimate  print only an estimate of how many there are (from random probes of the\n"
    "              search: quick on any request, roughly right)\n"
    "  --json      one {\"pattern\": ..., \"period\": n} per line; with --count {\"count\": n};\n"
    "              with --estimate {\"estimate\": x, \"steps\": y}\n"
    "  --help      show this help\n"
    "\n"
    "Exit status: 0 on success (also when none exist), 2 on a usage error or a --count\n"
    "too big to finish.\n";

/* Random probes per period for an estimate, and the fixed seed that makes it repeatable. */
enum { GEN_PROBES = 2000 };
#define GEN_ESTIMATE_SEED 19u
/* The search walks about 10^8 steps a second; --count refuses beyond about a minute. */
#define GEN_STEPS_PER_SECOND 1e8
#define GEN_MAX_STEPS (60 * GEN_STEPS_PER_SECOND)

/* "about 3 hours", "about 2e+05 years": how long a walk of that many steps would take. */
static void describe_duration(double steps, char *buf, size_t size)
{
    double s = steps / GEN_STEPS_PER_SECOND;
    if (s < 3600)
        snprintf(buf, size, "about %.0f minutes", s / 60);
    else if (s < 86400 * 2)
        snprintf(buf, size, "about %.0f hours", s / 3600);
    else if (s < 86400 * 365.0 * 2)
        snprintf(buf, size, "about %.0f days", s / 86400);
    else
        snprintf(buf, size, "about %.2g years", s / (86400 * 365.0));
}

static bool print_pattern(const int *v, int n, void *ctx)
{
    bool json = *(bool *)ctx;
    char text[SITESWAP_MAX_BEATS + 1];
    for (int i = 0; i < n; i++)
        text[i] = (char)(v[i] < 10 ? '0' + v[i] : 'a' + v[i] - 10);
    text[n] = '\0';
    if (json)
        printf("{\"pattern\":\"%s\",\"period\":%d}\n", text, n);
    else
        puts(text);
    return true;
}

/* "N" or "N-M". A '-' at the start belongs to the number ("-1" is refused as a period, and
 * quoted whole); the text is never cut before it is read. */
static bool parse_period(const char *text, int *lo, int *hi)
{
    if (!text)
        return cli_usage_error("gen", "--period needs N or N-M"), false;
    const char *dash = text[0] ? strchr(text + 1, '-') : NULL;
    if (!dash) {
        if (!cli_parse_int("gen", "--period", text, 1, SITESWAP_MAX_BEATS, lo))
            return false;
        *hi = *lo;
        return true;
    }
    size_t n = (size_t)(dash - text);
    char *first = malloc(n + 1);
    if (!first)
        return cli_usage_error("gen", "out of memory"), false;
    memcpy(first, text, n);
    first[n] = '\0';
    bool ok = cli_parse_int("gen", "--period", first, 1, SITESWAP_MAX_BEATS, lo) &&
              cli_parse_int("gen", "--period", dash + 1, *lo, SITESWAP_MAX_BEATS, hi);
    free(first);
    return ok;
}

static int run_gen(int argc, char **argv)
{
    SiteswapGenOptions o = {.balls = -1, .max_throw = -1};
    bool count = false, json = false, ground = false, excited = false, period = false;
    bool estimate = false;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        const char *next = i + 1 < argc ? argv[i + 1] : NULL;
        if (cli_wants_help(a, &cli_cmd_gen))
            return CLI_OK;
        if (strcmp(a, "--balls") == 0) {
            if (!cli_parse_int("gen", "--balls", next, 0, SITESWAP_MAX_THROW, &o.balls))
                return CLI_USAGE;
            i++;
        } else if (strcmp(a, "--max") == 0) {
            if (!cli_parse_int("gen", "--max", next, 0, SITESWAP_MAX_THROW, &o.max_throw))
                return CLI_USAGE;
            i++;
        } else if (strcmp(a, "--period") == 0) {
            if (!parse_period(next, &o.min_period, &o.max_period))
                return CLI_USAGE;
            period = true;
            i++;
        } else if (strcmp(a, "--prime") == 0) {
            o.prime_only = true;
        } else if (strcmp(a, "--ground") == 0) {
            ground = true;
        } else if (strcmp(a, "--excited") == 0) {
            excited = true;
        } else if (strcmp(a, "--count") == 0) {
            count = true;
        } else if (strcmp(a, "--estimate") == 0) {
            estimate = true;
        } else if (strcmp(a, "--json") == 0) {
            json = true;
        } else {
            return cli_usage_error("gen", "unknown argument '%s'", a);
        }
    }
    if (o.balls < 0)
        return cli_usage_error("gen", "--balls B is required");
    if (!period)
        return cli_usage_error("gen", "--period N (or N-M) is required");
    if (ground && excited)
        return cli_usage_error("gen", "--ground and --excited exclude each other");
    if (count && estimate)
        return cli_usage_error("gen", "--count and --estimate exclude each other");
    o.states = ground ? SITESWAP_GEN_GROUND : excited ? SITESWAP_GEN_EXCITED : SITESWAP_GEN_ANY;
    if (o.max_throw < 0) {
        long highest = (long)o.balls * o.max_period;
        o.max_throw = highest > SITESWAP_MAX_THROW ? SITESWAP_MAX_THROW : (int)highest;
    }
    if (count || estimate) {
        SiteswapGenEstimate e;
        siteswap_generate_estimate(&o, GEN_PROBES, GEN_ESTIMATE_SEED, &e);
        if (estimate) {
            if (json)
                printf("{\"estimate\":%.3g,\"steps\":%.3g}\n", e.patterns, e.nodes);
            else
                printf("about %.3g patterns (%.3g steps of the search)\n", e.patterns, e.nodes);
            return CLI_OK;
        }
        if (e.nodes > GEN_MAX_STEPS) {
            char how_long[64];
            describe_duration(e.nodes, how_long, sizeof how_long);
            fprintf(stderr,
                    "throwdeck-cli gen: about %.2g patterns (an estimate); counting them would "
                    "take %s, so gen does not start.\nAsk for fewer: a shorter --period "
                    "range, a lower --max, or --prime.\n",
                    e.patterns, how_long);
            return CLI_USAGE;
        }
    }
    long n = siteswap_generate(&o, count ? NULL : print_pattern, &json);
    if (count) {
        if (json)
            printf("{\"count\":%ld}\n", n);
        else
            printf("%ld\n", n);
    }
    return CLI_OK;
}

const CliCommand cli_cmd_gen = {"gen", "list every pattern with given balls, throws, period",
                                gen_help, run_gen};

/* ---- catalogue ---- */

static const char catalogue_help[] =
    "Usage: throwdeck-cli catalogue [--json]\n"
    "\n"
    "Lists the named patterns of Throwdeck's catalogue (patterns/catalogue.txt in the data\n"
    "folder; THROWDECK_DATA_DIR overrides where that is): name, notation, balls, style and a\n"
    "description. Entries that are not a plain vanilla siteswap juggled normally count as\n"
    "non-siteswap tricks in the card game.\n"
    "\n"
    "  --json    one object per line: name, notation, balls, style, description, trick\n"
    "  --help    show this help\n"
    "\n"
    "Exit status: 0 on success, 2 when the catalogue cannot be read or on a usage error.\n";

static int run_catalogue(int argc, char **argv)
{
    bool json = false;
    for (int i = 0; i < argc; i++) {
        if (cli_wants_help(argv[i], &cli_cmd_catalogue))
            return CLI_OK;
        if (strcmp(argv[i], "--json") == 0)
            json = true;
        else
            return cli_usage_error("catalogue", "unknown argument '%s'", argv[i]);
    }
    char *text = cli_read_catalogue();
    if (!text)
        return CLI_USAGE;
    Catalogue c;
    CatalogueError err;
    bool ok = catalogue_parse(text, &c, &err);
    free(text);
    if (!ok) {
        fprintf(stderr, "throwdeck-cli catalogue: patterns/catalogue.txt %s\n", err.message);
        return CLI_USAGE;
    }
    for (int i = 0; i < c.count; i++) {
        const CatalogueEntry *e = &c.entries[i];
        if (json) {
            printf("{\"name\":");
            cli_json_string(stdout, e->name);
            printf(",\"notation\":");
            cli_json_string(stdout, e->notation);
            printf(",\"balls\":%d,\"style\":", e->balls);
            cli_json_string(stdout, e->style);
            printf(",\"description\":");
            cli_json_string(stdout, e->description);
            printf(",\"trick\":%s}\n", catalogue_is_trick(e) ? "true" : "false");
        } else {
            printf("%-30s %-18s %2d balls  %-20s %s\n", e->name, e->notation, e->balls, e->style,
                   e->description);
        }
    }
    catalogue_free(&c);
    return CLI_OK;
}

const CliCommand cli_cmd_catalogue = {"catalogue", "the named patterns", catalogue_help,
                                      run_catalogue};
