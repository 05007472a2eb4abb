/* Which part of the Help text belongs to which screen. The text (assets/help/help.txt) is in
 * the Rules screen's markup (rules_text.h); a line "%screen NAME" just before a section's
 * heading says that F1 on the screen called NAME (the probe's scene names: title, setup, lab,
 * ...) opens Help at that section. A section may have several such lines.
 *
 * Pure C: no SDL, no I/O, no heap. */
#pragma once

#include "rules_text.h"

#define HELP_SCREEN_NAME_MAX 32
#define HELP_MAX_SCREENS 32

typedef struct HelpScreens {
    int count;
    char name[HELP_MAX_SCREENS][HELP_SCREEN_NAME_MAX];
    int section[HELP_MAX_SCREENS]; /* index among the text's sections (its # headings) */
} HelpScreens;

/* Reads the "%screen" lines of markup. A "%screen" line not followed by a heading (only blank
 * lines and other comments may come between) belongs to no section and is left out. */
void help_text_screens(const char *markup, HelpScreens *out);

/* The section for the screen called name, or -1 when the text has none for it (or name is
 * NULL). */
int help_text_section_for(const HelpScreens *screens, const char *name);
