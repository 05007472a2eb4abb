/* The player's settings: what they are, how they are written to a file, and how a damaged file
 * is treated.
 *
 * The file is plain "key = value" lines in the player's preference folder. Reading never fails:
 * unknown keys and bad values are reported and replaced by defaults. A file that could not be
 * read cleanly is not overwritten until the player changes a setting, so a hand-edited file with
 * a typo is not silently destroyed by starting the game. */
#pragma once

#include <stdbool.h>
#include <stddef.h>

typedef enum TextSize { TEXT_SIZE_SMALL, TEXT_SIZE_NORMAL, TEXT_SIZE_LARGE, TEXT_SIZE_COUNT } TextSize;

typedef struct Settings {
    bool fullscreen;
    double animation_speed;  /* 0.25 to 4: how fast cards and animations move (1 = normal) */
    bool instant_moves;      /* "Instant": cards land at once; jugglers then juggle at
                              * animation_speed, which is 1 (file: animation_speed = instant) */
    bool colour_blind_props; /* colour-blind-safe prop colours */
    TextSize text_size;
    bool seats_turn;         /* the table turns so the seat on turn sits at the bottom; by
                              * default seats stay where the people sit (file: seats = turn) */
    int effects_volume;      /* 0..100 %: the table's cues (cards, verdicts, turns) */
    int rhythm_volume;       /* 0..100 %: the catches of the juggled patterns */
    bool sound_muted;        /* M anywhere: every sound off */
    bool silent_hidden;      /* no sound while the window is hidden (on by default) */
} Settings;

#define SETTINGS_FILE_NAME "settings.txt"
#define SETTINGS_SPEED_MIN 0.25
#define SETTINGS_SPEED_MAX 4.0
#define SETTINGS_EFFECTS_VOLUME 80
#define SETTINGS_RHYTHM_VOLUME 70
#define SETTINGS_VOLUME_STEP 10

/* The defaults: windowed, normal speed, normal text, colour-blind-safe colours on. */
Settings settings_defaults(void);

/* Reads settings from the text of a file. Always fills *out (defaults where the text says
 * nothing usable); returns true when the text was read without any problem, false with the first
 * problem described in problem (line number and what was wrong). */
bool settings_parse(const char *text, Settings *out, char *problem, size_t problem_size);

/* Writes settings as the text of a file; returns the length, or -1 if it did not fit. */
int settings_format(const Settings *s, char *buf, size_t size);

/* The scale text is drawn at for a text size. */
float settings_text_scale(TextSize size);

/* A name for showing a text size ("Small", "Normal", "Large"). */
const char *settings_text_size_name(TextSize size);

/* Loads the file at path. A missing file gives the defaults with no message. A damaged one
 * gives what could be read plus defaults, a message for the player in message, and
 * *keep_file = true (do not overwrite it until the player changes something). */
Settings settings_load(const char *path, char *message, size_t message_size, bool *keep_file);

/* Writes the file atomically (a temporary file renamed over the old one); false with a message
 * when it cannot be written. */
bool settings_save(const char *path, const Settings *s, char *message, size_t message_size);
