#define _POSIX_C_SOURCE 200809L
#include "settings.h"

#include "numparse.h"
#include "savefile.h"

#include <SDL.h>

#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>

#define SETTINGS_MAX_FILE 16384

static const char *const text_size_names[TEXT_SIZE_COUNT] = {"small", "normal", "large"};
static const char *const text_size_titles[TEXT_SIZE_COUNT] = {"Small", "Normal", "Large"};

Settings settings_defaults(void)
{
    return (Settings){
        .fullscreen = false,
        .animation_speed = 1.0,
        .colour_blind_props = true,
        .text_size = TEXT_SIZE_NORMAL,
        .effects_volume = SETTINGS_EFFECTS_VOLUME,
        .rhythm_volume = SETTINGS_RHYTHM_VOLUME,
        .silent_hidden = true,
    };
}

float settings_text_scale(TextSize size)
{
    static const float scales[TEXT_SIZE_COUNT] = {0.85f, 1.0f, 1.25f};
    return size >= 0 && size < TEXT_SIZE_COUNT ? scales[size] : 1.0f;
}

const char *settings_text_size_name(TextSize size)
{
    return size >= 0 && size < TEXT_SIZE_COUNT ? text_size_titles[size] : "Normal";
}

static char *trim(char *s)
{
    while (isspace((unsigned char)*s))
        s++;
    char *end = s + strlen(s);
    while (end > s && isspace((unsigned char)end[-1]))
        *--end = '\0';
    return s;
}

static bool parse_bool(const char *v, bool *out)
{
    if (strcmp(v, "true") == 0 || strcmp(v, "yes") == 0 || strcmp(v, "on") == 0) {
        *out = true;
        return true;
    }
    if (strcmp(v, "false") == 0 || strcmp(v, "no") == 0 || strcmp(v, "off") == 0) {
        *out = false;
        return true;
    }
    return false;
}

/* s with its control bytes written as \xNN: the message goes to the screen and to stderr, where
 * a raw escape sequence from the file would drive the terminal. */
static void escape_controls(const char *s, char *out, size_t size)
{
    size_t at = 0;
    for (; *s && at + 5 < size; s++) {
        unsigned char c = (unsigned char)*s;
        if (c < 0x20 || c == 0x7f)
            at += (size_t)snprintf(out + at, size - at, "\\x%02x", c);
        else
            out[at++] = (char)c;
    }
    out[at] = '\0';
}

/* Records the first problem only: one clear message beats a list the player will not read. */
static void note(char *problem, size_t size, bool *clean, int line, const char *fmt, const char *a)
{
    if (*clean && problem && size) {
        char what[200], shown[200];
        escape_controls(a, shown, sizeof shown);
        a = shown;
        snprintf(what, sizeof what, fmt, a);
        snprintf(problem, size, "line %d: %s", line, what);
    }
    *clean = false;
}

bool settings_parse(const char *text, Settings *out, char *problem, size_t problem_size)
{
    *out = settings_defaults();
    if (problem && problem_size)
        problem[0] = '\0';
    bool clean = true;
    int line_no = 0;
    const char *p = text;
    while (*p) {
        char line[512];
        const char *nl = strchr(p, '\n');
        size_t n = nl ? (size_t)(nl - p) : strlen(p);
        line_no++;
        bool too_long = n >= sizeof line;
        if (!too_long) {
            memcpy(line, p, n);
            line[n] = '\0';
        }
        p += n + (nl ? 1 : 0);
        if (too_long) {
            note(problem, problem_size, &clean, line_no, "%s", "line too long");
            continue;
        }
        char *s = trim(line);
        if (*s == '\0' || *s == '#')
            continue;
        char *eq = strchr(s, '=');
        if (!eq) {
            note(problem, problem_size, &clean, line_no, "expected 'key = value', found '%.60s'", s);
            continue;
        }
        *eq = '\0';
        char *key = trim(s), *value = trim(eq + 1);
        if (strcmp(key, "fullscreen") == 0) {
            if (!parse_bool(value, &out->fullscreen))
                note(problem, problem_size, &clean, line_no,
                     "fullscreen must be true or false, not '%.40s'", value);
        } else if (strcmp(key, "colour_blind_props") == 0) {
            if (!parse_bool(value, &out->colour_blind_props))
                note(problem, problem_size, &clean, line_no,
                     "colour_blind_props must be true or false, not '%.40s'", value);
        } else if (strcmp(key, "animation_speed") == 0) {
            double v;
            if (strcmp(value, "instant") == 0) {
                out->instant_moves = true;
                out->animation_speed = 1.0;
            } else if (!numparse_decimal(value, SETTINGS_SPEED_MIN, SETTINGS_SPEED_MAX, &v)) {
                note(problem, problem_size, &clean, line_no,
                     "animation_speed must be a number from 0.25 to 4 or the word instant, "
                     "not '%.40s'", value);
            } else {
                out->instant_moves = false;
                out->animation_speed = v;
            }
        } else if (strcmp(key, "effects_volume") == 0 || strcmp(key, "rhythm_volume") == 0) {
            long long v;
            if (!numparse_int(value, 0, 100, &v))
                note(problem, problem_size, &clean, line_no,
                     "a volume must be a whole number from 0 to 100, not '%.40s'", value);
            else if (key[0] == 'e')
                out->effects_volume = (int)v;
            else
                out->rhythm_volume = (int)v;
        } else if (strcmp(key, "sound_muted") == 0) {
            if (!parse_bool(value, &out->sound_muted))
                note(problem, problem_size, &clean, line_no,
                     "sound_muted must be true or false, not '%.40s'", value);
        } else if (strcmp(key, "silent_when_hidden") == 0) {
            if (!parse_bool(value, &out->silent_hidden))
                note(problem, problem_size, &clean, line_no,
                     "silent_when_hidden must be true or false, not '%.40s'", value);
        } else if (strcmp(key, "seats") == 0) {
            if (strcmp(value, "stay") == 0 || strcmp(value, "turn") == 0)
                out->seats_turn = strcmp(value, "turn") == 0;
            else
                note(problem, problem_size, &clean, line_no,
                     "seats must be stay or turn, not '%.40s'", value);
        } else if (strcmp(key, "text_size") == 0) {
            int found = -1;
            for (int i = 0; i < TEXT_SIZE_COUNT; i++)
                if (strcmp(value, text_size_names[i]) == 0)
                    found = i;
            if (found < 0)
                note(problem, problem_size, &clean, line_no,
                     "text_size must be small, normal or large, not '%.40s'", value);
            else
                out->text_size = (TextSize)found;
        } else {
            note(problem, problem_size, &clean, line_no, "unknown setting '%.40s'", key);
        }
    }
    return clean;
}

int settings_format(const Settings *s, char *buf, size_t size)
{
    char speed[32];
    if (s->instant_moves)
        snprintf(speed, sizeof speed, "instant");
    else
        snprintf(speed, sizeof speed, "%.2f", s->animation_speed);
    int n = snprintf(buf, size,
                     "# Throwdeck settings. Edit with care: a line the game cannot read is\n"
                     "# reported and left alone until you change a setting in the game.\n"
                     "fullscreen = %s\n"
                     "animation_speed = %s\n"
                     "colour_blind_props = %s\n"
                     "text_size = %s\n"
                     "seats = %s\n"
                     "effects_volume = %d\n"
                     "rhythm_volume = %d\n"
                     "sound_muted = %s\n"
                     "silent_when_hidden = %s\n",
                     s->fullscreen ? "true" : "false", speed,
                     s->colour_blind_props ? "true" : "false",
                     text_size_names[s->text_size >= 0 && s->text_size < TEXT_SIZE_COUNT
                                         ? s->text_size : TEXT_SIZE_NORMAL],
                     s->seats_turn ? "turn" : "stay", s->effects_volume, s->rhythm_volume,
                     s->sound_muted ? "true" : "false", s->silent_hidden ? "true" : "false");
    return n >= 0 && (size_t)n < size ? n : -1;
}

Settings settings_load(const char *path, char *message, size_t message_size, bool *keep_file)
{
    Settings s = settings_defaults();
    *keep_file = false;
    if (message && message_size)
        message[0] = '\0';
    size_t n = 0;
    TextfileFault fault;
    char why[PATH_MAX + 200];
    char *text = savefile_read_fault(path, &n, &fault, why, sizeof why);
    if (!text) {
        /* No file is the first start, not a problem; anything else (a folder in its place, no
         * permission) is said, and the file is left alone. */
        if (fault != TEXTFILE_MISSING) {
            snprintf(message, message_size, "Your settings could not be read: %s. The defaults "
                     "are used, and nothing is written there until you change a setting.", why);
            *keep_file = true;
        }
        return s;
    }
    char problem[300] = "";
    if (n > SETTINGS_MAX_FILE) {
        snprintf(problem, sizeof problem, "the file is larger than a settings file can be");
        n = 0;
    } else if (memchr(text, '\0', n)) {
        snprintf(problem, sizeof problem, "the file is not text");
        n = 0;
    }
    text[n] = '\0';
    if (!settings_parse(text, &s, problem[0] ? NULL : problem, sizeof problem) || problem[0]) {
        snprintf(message, message_size,
                 "Some settings in %s could not be read (%s). Defaults are used for those; the "
                 "file is left as it is until you change a setting.",
                 path, problem);
        *keep_file = true;
    }
    SDL_free(text);
    return s;
}

bool settings_save(const char *path, const Settings *s, char *message, size_t message_size)
{
    char text[1024], why[PATH_MAX + 200];
    int n = settings_format(s, text, sizeof text);
    if (n < 0) {
        snprintf(message, message_size, "Settings could not be saved: they did not fit the file.");
        return false;
    }
    if (!savefile_write(path, text, (size_t)n, why, sizeof why)) {
        snprintf(message, message_size, "Settings could not be saved: %s.", why);
        return false;
    }
    return true;
}
