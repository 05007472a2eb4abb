/* Commands about one typed pattern: check, same, transition. */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"

#include "notation.h"
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
    "The whole notation Juggling Lab reads is checked too: passing <3p|3p>, <3p 3|3p 3>,\n"
    "<4xp|3><3|4xp>, pN to juggler N, <R|L>; short beats (4,3x)!, mixed 4x1(4x,3x)*, repeats\n"
    "(531^2), large throws {49}1, hands R3R3xL3L3x, modifiers 3BB. For these the line gives the\n"
    "props, jugglers, period and highest throw.\n"
    "\n"
    "  --json    one JSON object per line with the fields pattern, valid, error (when invalid),\n"
    "            balls and props (the same count), jugglers, period, max, notation (\"async\",\n"
    "            \"sync\", \"mixed\" or \"passing\"), multiplex; for the notation of 531, 24[54]\n"
    "            and (4,2x)* also ground, prime, state, canonical\n"
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

/* A pattern in the whole notation (notation.h): props, jugglers, period, highest throw.
 * first_err: what siteswap_parse said, used when this notation cannot read the text either. */
static void check_full(const char *text, bool json, bool *all_valid,
                       const SiteswapError *first_err)
{
    SiteswapError err;
    NotationPattern *p = notation_parse(text, &err);
    bool ok = p && notation_validate(p, &err);
    /* Text siteswap_parse could not read, and that is no better here: its words (about pairs,
     * brackets, odd synchronous throws) explain it best, unless the pattern mixes notations. */
    if (first_err && !ok && (!p || strcmp(notation_kind(p), "mixed") != 0)) {
        err = *first_err;
        notation_free(p);
        p = NULL;
    }
    if (!ok)
        *all_valid = false;
    if (json) {
        fputs("{\"pattern\":", stdout);
        json_text(text);
        printf(",\"valid\":%s", ok ? "true" : "false");
        if (!ok) {
            printf(",\"error\":");
            cli_json_string(stdout, err.message);
            if (!p)
                printf(",\"column\":%d", err.column);
        }
        if (p)
            printf(",\"notation\":\"%s\",\"multiplex\":%s,\"jugglers\":%d,\"period\":%d,"
                   "\"max\":%d",
                   notation_kind(p), p->multiplex ? "true" : "false", p->jugglers, p->period,
                   p->max_throw);
        if (ok)
            printf(",\"balls\":%d,\"props\":%d", notation_props(p), notation_props(p));
        printf("}\n");
    } else if (!ok) {
        printf("%s: invalid: %s\n", text, err.message);
    } else {
        int props = notation_props(p);
        printf("%s: valid, %d prop%s, %d juggler%s, period %d, highest throw %d, %s%s%s\n", text,
               props, props == 1 ? "" : "s", p->jugglers, p->jugglers == 1 ? "" : "s",
               p->period, p->max_throw, notation_kind(p), p->multiplex ? ", multiplex" : "",
               p->modifiers ? ", modifiers" : "");
    }
    notation_free(p);
}

/* One output line built in memory and written at once: a bulk check of valid patterns spends
 * most of its time here, and printf's formatting was a third of it. */
typedef struct Line {
    char buf[4096];
    size_t n;
} Line;

static void add(Line *l, const char *s)
{
    size_t k = strlen(s);
    if (l->n + k < sizeof l->buf) {
        memcpy(l->buf + l->n, s, k);
        l->n += k;
    }
}

static void add_int(Line *l, int v)
{
    char digits[16];
    int k = 0;
    unsigned u = v < 0 ? 0u - (unsigned)v : (unsigned)v;
    do {
        digits[k++] = (char)('0' + u % 10);
        u /= 10;
    } while (u);
    if (v < 0)
        digits[k++] = '-';
    while (k > 0 && l->n + 1 < sizeof l->buf)
        l->buf[l->n++] = digits[--k];
}

/* Plain printable ASCII without '"' or '\\', short enough for a Line: written as it is. */
static bool plain_text(const char *text)
{
    size_t n = 0;
    for (const unsigned char *p = (const unsigned char *)text; *p; p++, n++)
        if (*p < 0x20 || *p >= 0x7f || *p == '"' || *p == '\\')
            return false;
    return n < 1024;
}

/* The line for a valid pattern of siteswap.h's notation, as the printf calls below would
 * write it. */
static void valid_line(const char *text, bool json, const SiteswapFacts *f, bool sync,
                       bool multiplex)
{
    Line l;
    l.n = 0;
    if (json) {
        add(&l, "{\"pattern\":\"");
        add(&l, text);
        add(&l, sync ? "\",\"valid\":true,\"notation\":\"sync\",\"multiplex\":"
                     : "\",\"valid\":true,\"notation\":\"async\",\"multiplex\":");
        add(&l, multiplex ? "true,\"jugglers\":1,\"period\":" : "false,\"jugglers\":1,\"period\":");
        add_int(&l, f->period);
        add(&l, ",\"max\":");
        add_int(&l, f->max_throw);
        add(&l, ",\"balls\":");
        add_int(&l, f->balls);
        add(&l, ",\"props\":");
        add_int(&l, f->balls);
        add(&l, f->ground ? ",\"ground\":true" : ",\"ground\":false");
        add(&l, f->prime ? ",\"prime\":true,\"state\":\"" : ",\"prime\":false,\"state\":\"");
        add(&l, f->state);
        add(&l, "\",\"canonical\":\"");
        add(&l, f->canonical);
        add(&l, "\"}\n");
    } else {
        add(&l, text);
        add(&l, ": valid, ");
        add_int(&l, f->balls);
        add(&l, f->balls == 1 ? " ball, period " : " balls, period ");
        add_int(&l, f->period);
        add(&l, ", highest throw ");
        add_int(&l, f->max_throw);
        add(&l, f->ground ? ", ground state " : ", excited state ");
        add(&l, f->state[0] ? f->state : "(empty)");
        add(&l, f->prime ? ", prime, canonical " : ", not prime, canonical ");
        add(&l, f->canonical);
        if (sync)
            add(&l, ", synchronous");
        if (multiplex)
            add(&l, ", multiplex");
        add(&l, "\n");
    }
    fwrite(l.buf, 1, l.n, stdout);
}

static void check_one(const char *text, bool json, bool *all_valid)
{
    if (notation_needs_full(text)) {
        check_full(text, json, all_valid, NULL);
        return;
    }
    SiteswapError err;
    Siteswap *s = siteswap_parse(text, &err);
    if (!s) {
        /* Mixed sync and async, 0s in brackets...: the whole notation may read it. */
        check_full(text, json, all_valid, &err);
        return;
    }
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
    if (ok && plain_text(text)) {
        valid_line(text, json, &f, sync, multiplex);
        return;
    }
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
            printf(",\"notation\":\"%s\",\"multiplex\":%s,\"jugglers\":1,\"period\":%d,\"max\":%d",
                   sync ? "sync" : "async", multiplex ? "true" : "false", period,
                   ok ? f.max_throw : max);
        if (ok) {
            printf(",\"balls\":%d,\"props\":%d,\"ground\":%s,\"prime\":%s,"
                   "\"state\":", f.balls, f.balls,
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
    "mirror images (started with the other hand) are the same too. Passing patterns are the same\n"
    "when they are juggled alike from another beat or with the jugglers numbered otherwise\n"
    "(<3p|3p><3|3> = <3|3><3p|3p>); (531^2) = 531 and {5}1 = 51.\n"
    "\n"
    "  --json    print {\"a\":..., \"b\":..., \"same\": true|false}\n"
    "  --help    show this help\n"
    "\n"
    "Exit status: 0 when they are the same pattern, 1 when not or when either is not a valid\n"
    "pattern, 2 on a usage error.\n";

/* One typed pattern: in the notation of siteswap.h when it reads it, else in the whole
 * notation (one of the two is set). */
typedef struct Typed {
    Siteswap *s;
    NotationPattern *n;
} Typed;

static void typed_free(Typed *t)
{
    siteswap_free(t->s);
    notation_free(t->n);
}

/* Parses and validates one argument of a command, printing why not; false then. */
static bool valid_pattern(const char *command, const char *text, Typed *out)
{
    SiteswapError err;
    out->s = NULL;
    out->n = NULL;
    if (!notation_needs_full(text)) {
        out->s = siteswap_parse(text, &err);
        if (out->s) {
            if (siteswap_validate(out->s, &err))
                return true;
            fprintf(stderr, "throwdeck-cli %s: %s: %s\n", command, text, err.message);
            typed_free(out);
            return false;
        }
    }
    SiteswapError full;
    out->n = notation_parse(text, &full);
    if (out->n && notation_validate(out->n, &full))
        return true;
    bool mixed = out->n && strcmp(notation_kind(out->n), "mixed") == 0;
    fprintf(stderr, "throwdeck-cli %s: %s: %s\n", command, text,
            notation_needs_full(text) || mixed ? full.message : err.message);
    typed_free(out);
    return false;
}

/* The pattern in the notation of siteswap.h, when it has one (to free), or NULL. */
static Siteswap *as_siteswap(const Typed *t)
{
    return t->s ? siteswap_copy(t->s) : notation_to_siteswap(t->n);
}

static bool same_typed(const Typed *a, const Typed *b)
{
    Siteswap *sa = as_siteswap(a), *sb = as_siteswap(b);
    bool same = false;
    if (sa && sb) {
        same = siteswap_same_pattern(sa, sb);
    } else if (a->n && b->n) {
        same = notation_same(a->n, b->n);
    } else {
        /* One in each notation, and one has no vanilla form: the other read in the whole one. */
        const Typed *classic = a->s ? a : b, *full = a->s ? b : a;
        char text[SITESWAP_TEXT_SIZE];
        NotationPattern *n = NULL;
        if (siteswap_format(classic->s, text, sizeof text))
            n = notation_parse(text, NULL);
        same = n && notation_validate(n, NULL) && notation_same(n, full->n);
        notation_free(n);
    }
    siteswap_free(sa);
    siteswap_free(sb);
    return same;
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
    Typed a, b;
    if (!valid_pattern("same", texts[0], &a))
        return CLI_NO;
    if (!valid_pattern("same", texts[1], &b)) {
        typed_free(&a);
        return CLI_NO;
    }
    bool same = same_typed(&a, &b);
    typed_free(&a);
    typed_free(&b);
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
    "Patterns in the whole notation that have a vanilla, multiplex or synchronous form ((3^3),\n"
    "{5}1) get theirs; passing patterns have none yet.\n"
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
    Typed typed;
    if (!valid_pattern("transition", text, &typed))
        return CLI_NO;
    Siteswap *s = as_siteswap(&typed);
    if (!s) {
        fprintf(stderr, "throwdeck-cli transition: %s: transitions are found for one juggler in "
                        "vanilla, multiplex or synchronous notation with throws up to z; this is "
                        "%s%s\n", text,
                typed.n->jugglers > 1 ? "a passing pattern" : "written in another notation",
                typed.n->jugglers > 1 ? "" : " (mixed, short beats or hands)");
        typed_free(&typed);
        return CLI_NO;
    }
    typed_free(&typed);
    if (!siteswap_transition(s, &t, &err)) {
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
