#include "options.h"

#include "numparse.h"
#include "td_config.h"

#include <stdint.h>
#include <string.h>

static const char usage_start[] =
    "Usage: throwdeck [OPTION]...\n"
    "Siteswap card games for jugglers, around one screen.\n"
    "\n"
    "  -w, --windowed           start in a window (the default)\n"
    "  -f, --fullscreen         start full screen\n"
    "  -s, --size WxH           window size in points, e.g. 1920x1080 (default 1280x800)\n"
    "      --lab PATTERN        open the Pattern Lab juggling PATTERN, e.g. --lab 531, or a\n"
    "                           catalogue pattern by name in its style, e.g. --lab \"Mills Mess\"\n"
    "      --rules              open the Rules screen\n"
    "      --learn [N]          open the siteswap course: its list of lessons, or lesson N\n"
    "      --table SEATS        open a card table at once with a fixed deal; SEATS is one letter\n"
    "                           a seat, p for a person and c for a computer, e.g. --table pcc\n"
    "      --save-game          with --table: save its game like one started from Play (without\n"
    "                           it, --table and --summary leave the saved game alone)\n";

/* --game's lines come from the games given to options_parse (the app's list), then: */
static const char usage_rest[] =
    "      --continue           resume the saved card game (the title screen's Continue)\n"
    "      --summary SEED       four computer players play a whole game of --game's game dealt\n"
    "                           from SEED, then its summary shows (for screenshots of the end of\n"
    "                           a game)\n"
    "      --phones             Hands on phones: each person's cards on their own phone (a link and a\n"
    "                           QR code per seat; the links are printed as the game starts)\n"
    "      --bind ADDR          with --phones: listen on this IPv4 address only (default: this\n"
    "                           machine's local network addresses), e.g. --bind 127.0.0.1\n"
    "      --port N             with --phones: listen on port N (default: a free port)\n"
    "      --screenshot FILE    write a PNG of the screen to FILE after --frames frames, then exit\n"
    "      --frames N           frames to run before the screenshot (default 1)\n"
    "      --audio-out FILE     with --screenshot: write the sound of those frames to FILE as a\n"
    "                           WAV (16-bit stereo, 48 kHz), rendered on the game's clock, the\n"
    "                           same on every run; no sound device is opened\n"
    "      --probe FILE         with --screenshot: also write what is on screen at that moment\n"
    "                           to FILE as JSON (the screen, the phase, the window, the stage and\n"
    "                           the juggler's figure, seats, cards drawn face up, text sizes)\n"
    "  -h, --help               show this help and exit\n"
    "  -V, --version            show the version and exit\n"
    "\n"
    "Keys: arrows and Enter choose, F1 opens the help for the screen you are on, F11 toggles\n"
    "full screen, M turns the sound off and on (Ctrl+M where letters are typed), Esc goes\n"
    "back or quits. More in throwdeck(6).\n"
    "Environment: THROWDECK_DATA_DIR overrides where the game's data files are found.\n";

static bool parse_int(const char *s, int lo, int hi, int *out)
{
    long long v;
    if (!numparse_int(s, lo, hi, &v))
        return false;
    *out = (int)v;
    return true;
}

static bool parse_size(const char *s, int *w, int *h)
{
    const char *x = strchr(s, 'x');
    if (!x)
        x = strchr(s, 'X');
    if (!x || x == s || x[1] == '\0')
        return false;
    char wbuf[16];
    size_t n = (size_t)(x - s);
    if (n >= sizeof wbuf) /* longer than any width: refused, never cut short and read */
        return false;
    memcpy(wbuf, s, n);
    wbuf[n] = '\0';
    return parse_int(wbuf, 320, 16384, w) && parse_int(x + 1, 200, 16384, h);
}

/* Splits "--name=value" into its parts; returns the option name length. */
static size_t option_name_length(const char *arg)
{
    const char *eq = strchr(arg, '=');
    return eq ? (size_t)(eq - arg) : strlen(arg);
}

static bool is_option(const char *arg, size_t n, const char *a, const char *b)
{
    return (a && strlen(a) == n && strncmp(arg, a, n) == 0) ||
           (b && strlen(b) == n && strncmp(arg, b, n) == 0);
}

/* "siteswap or jugglers": the names --game takes. */
static void game_names(const OptionsGames *games, char *buf, size_t size)
{
    buf[0] = '\0';
    for (int g = 0; g < games->n; g++) {
        size_t used = strlen(buf);
        snprintf(buf + used, size - used, "%s%s", g == 0 ? "" : g + 1 < games->n ? ", " : " or ",
                 games->name[g]);
    }
}

/* The help: --game lists the games the app was built with, each with its seats. */
static void print_usage(const OptionsGames *games, FILE *out)
{
    char names[256];
    game_names(games, names, sizeof names);
    fputs(usage_start, out);
    fprintf(out, "      --game NAME          the game --table and --summary open: %s\n", names);
    for (int g = 0; g < games->n; g++)
        fprintf(out, "                           %s%s: %s, 2 to %d seats\n",
                games->name[g], g == 0 ? " (the default)" : "", games->title[g],
                games->max_seats[g]);
    if (games->n > 1)
        fprintf(out, "                           e.g. --table ppcc --game %s\n",
                games->name[games->n - 1]);
    fprintf(out, "      --tutorial GAME      a guided first game of GAME (%s): a coach shows each\n"
                 "                           kind of move, then you finish the game freely\n", names);
    fputs(usage_rest, out);
}

OptionsResult options_parse(int argc, char **argv, const OptionsGames *games, Options *opts,
                            FILE *out, FILE *err)
{
    *opts = (Options){.frames = 1};
    int game = 0; /* --game's index in games (the first by default) */
    bool frames_given = false;
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        size_t n = option_name_length(arg);
        const char *inline_value = arg[n] == '=' ? arg + n + 1 : NULL;
        bool takes_value = is_option(arg, n, "-s", "--size") ||
                           is_option(arg, n, "--screenshot", NULL) ||
                           is_option(arg, n, "--frames", NULL) ||
                           is_option(arg, n, "--probe", NULL) ||
                           is_option(arg, n, "--audio-out", NULL) ||
                           is_option(arg, n, "--lab", NULL) ||
                           is_option(arg, n, "--table", NULL) ||
                           is_option(arg, n, "--game", NULL) ||
                           is_option(arg, n, "--tutorial", NULL) ||
                           is_option(arg, n, "--summary", NULL) ||
                           is_option(arg, n, "--bind", NULL) ||
                           is_option(arg, n, "--port", NULL);
        const char *value = inline_value;
        if (takes_value && !value) {
            if (i + 1 >= argc) {
                fprintf(err, "throwdeck: option '%.*s' needs a value\n"
                             "Try 'throwdeck --help' for the list of options.\n", (int)n, arg);
                return OPTIONS_USAGE;
            }
            value = argv[++i];
        } else if (!takes_value && inline_value && !is_option(arg, n, "--learn", NULL)) {
            fprintf(err, "throwdeck: option '%.*s' takes no value\n"
                         "Try 'throwdeck --help' for the list of options.\n", (int)n, arg);
            return OPTIONS_USAGE;
        }

        if (is_option(arg, n, "-h", "--help")) {
            print_usage(games, out);
            return OPTIONS_EXIT_OK;
        } else if (is_option(arg, n, "-V", "--version")) {
            fprintf(out, "throwdeck %s\n", TD_VERSION);
            return OPTIONS_EXIT_OK;
        } else if (is_option(arg, n, "-w", "--windowed")) {
            opts->fullscreen = false;
            opts->display_given = true;
        } else if (is_option(arg, n, "-f", "--fullscreen")) {
            opts->fullscreen = true;
            opts->display_given = true;
        } else if (is_option(arg, n, "-s", "--size")) {
            if (!parse_size(value, &opts->width, &opts->height)) {
                fprintf(err, "throwdeck: '%s' is not a window size: expected WIDTHxHEIGHT, e.g. "
                             "1920x1080 (at least 320x200)\n", value);
                return OPTIONS_USAGE;
            }
        } else if (is_option(arg, n, "--screenshot", NULL)) {
            if (!*value) {
                fprintf(err, "throwdeck: --screenshot needs a file name\n");
                return OPTIONS_USAGE;
            }
            opts->screenshot = value;
        } else if (is_option(arg, n, "--probe", NULL)) {
            if (!*value) {
                fprintf(err, "throwdeck: --probe needs a file name\n");
                return OPTIONS_USAGE;
            }
            opts->probe = value;
        } else if (is_option(arg, n, "--audio-out", NULL)) {
            if (!*value) {
                fprintf(err, "throwdeck: --audio-out needs a file name\n");
                return OPTIONS_USAGE;
            }
            opts->audio_out = value;
        } else if (is_option(arg, n, "--lab", NULL)) {
            opts->lab = value; /* checked in the Lab, which explains a typo on screen */
        } else if (is_option(arg, n, "--learn", NULL)) {
            /* The lesson is optional: a next argument that is not an option is it. */
            if (!value && i + 1 < argc && argv[i + 1][0] != '-')
                value = argv[++i];
            if (value && !parse_int(value, 1, 99, &opts->learn_lesson)) {
                fprintf(err, "throwdeck: '%s' is not a lesson number: give one from 1 to 99, "
                             "e.g. --learn 3 (or --learn alone for the list)\n", value);
                return OPTIONS_USAGE;
            }
            opts->learn = true;
        } else if (is_option(arg, n, "--rules", NULL)) {
            opts->rules = true;
        } else if (is_option(arg, n, "--table", NULL)) {
            size_t len = strlen(value);
            bool ok = len >= 2 && len <= 6;
            for (size_t k = 0; ok && k < len; k++)
                ok = value[k] == 'p' || value[k] == 'c';
            if (!ok) {
                fprintf(err, "throwdeck: '%s' is not a table: give 2 to 6 letters, p for a person "
                             "and c for a computer, e.g. --table pcc\n", value);
                return OPTIONS_USAGE;
            }
            opts->table = value;
        } else if (is_option(arg, n, "--game", NULL)) {
            int g = 0;
            while (g < games->n && strcmp(value, games->name[g]) != 0)
                g++;
            if (g == games->n) {
                char names[200];
                game_names(games, names, sizeof names);
                fprintf(err, "throwdeck: '%s' is not a game: give %s\n", value, names);
                return OPTIONS_USAGE;
            }
            opts->game = games->name[g];
            game = g;
        } else if (is_option(arg, n, "--tutorial", NULL)) {
            int g = 0;
            while (g < games->n && strcmp(value, games->name[g]) != 0)
                g++;
            if (g == games->n) {
                char names[200];
                game_names(games, names, sizeof names);
                fprintf(err, "throwdeck: '%s' has no guided game: give %s, e.g. --tutorial %s\n",
                        value, names, games->n ? games->name[0] : "siteswap");
                return OPTIONS_USAGE;
            }
            opts->tutorial = games->name[g];
        } else if (is_option(arg, n, "--continue", NULL)) {
            opts->continue_game = true;
        } else if (is_option(arg, n, "--save-game", NULL)) {
            opts->save_game = true;
        } else if (is_option(arg, n, "--summary", NULL)) {
            uint64_t seed;
            if (!numparse_u64(value, 999999999, &seed)) {
                fprintf(err, "throwdeck: '%s' is not a seed: give a number from 0 to 999999999, "
                             "e.g. --summary 42\n", value);
                return OPTIONS_USAGE;
            }
            opts->summary = true;
            opts->summary_seed = seed;
        } else if (is_option(arg, n, "--phones", NULL)) {
            opts->phones = true;
        } else if (is_option(arg, n, "--bind", NULL)) {
            unsigned char probe[4];
            int k = 0;
            const char *p = value;
            bool ok = true;
            for (; ok && k < 4; k++) { /* four numbers 0-255 with dots between */
                int v = 0, digits = 0;
                while (*p >= '0' && *p <= '9' && digits < 4) {
                    v = v * 10 + (*p++ - '0');
                    digits++;
                }
                ok = digits > 0 && digits <= 3 && v <= 255 && (k == 3 ? *p == '\0' : *p++ == '.');
                probe[k] = (unsigned char)v;
            }
            (void)probe;
            if (!ok) {
                fprintf(err, "throwdeck: '%s' is not an IPv4 address: give one like 192.168.1.20 "
                             "or 127.0.0.1\n", value);
                return OPTIONS_USAGE;
            }
            opts->bind = value;
        } else if (is_option(arg, n, "--port", NULL)) {
            if (!parse_int(value, 1, 65535, &opts->port)) {
                fprintf(err, "throwdeck: '%s' is not a port: give a number from 1 to 65535\n", value);
                return OPTIONS_USAGE;
            }
        } else if (is_option(arg, n, "--frames", NULL)) {
            if (!parse_int(value, 1, 1000000, &opts->frames)) {
                fprintf(err, "throwdeck: '%s' is not a number of frames (1 to 1000000)\n", value);
                return OPTIONS_USAGE;
            }
            frames_given = true;
        } else {
            fprintf(err, "throwdeck: unknown option '%s'\n"
                         "Try 'throwdeck --help' for the list of options.\n", arg);
            return OPTIONS_USAGE;
        }
    }
    if (game < games->n && opts->table && (int)strlen(opts->table) > games->max_seats[game]) {
        fprintf(err, "throwdeck: %s seats 2 to %d players, not %d\n", games->title[game],
                games->max_seats[game], (int)strlen(opts->table));
        return OPTIONS_USAGE;
    }
    if (opts->tutorial && (opts->table || opts->continue_game || opts->summary)) {
        fprintf(err, "throwdeck: --tutorial opens its own table: leave out --table, --continue and "
                     "--summary\n");
        return OPTIONS_USAGE;
    }
    if (opts->continue_game && opts->table) {
        fprintf(err, "throwdeck: --continue and --table both open a table: give one of them\n");
        return OPTIONS_USAGE;
    }
    if (opts->probe && !opts->screenshot) {
        fprintf(err, "throwdeck: --probe describes the screenshot's moment: give --screenshot FILE "
                     "too\n");
        return OPTIONS_USAGE;
    }
    if (opts->audio_out && !opts->screenshot) {
        fprintf(err, "throwdeck: --audio-out records the frames of a screenshot run: give "
                     "--screenshot FILE too\n");
        return OPTIONS_USAGE;
    }
    if ((opts->bind || opts->port) && !opts->phones) {
        fprintf(err, "throwdeck: --bind and --port only make sense with --phones\n");
        return OPTIONS_USAGE;
    }
    if (frames_given && !opts->screenshot) {
        fprintf(err, "throwdeck: --frames only makes sense with --screenshot FILE\n");
        return OPTIONS_USAGE;
    }
    return OPTIONS_RUN;
}
