/* The Help screen: the player's manual (assets/help/help.txt), one section a screen: the keys,
 * clicks and touches of the title, setup, both tables, the end of a game, the Lab, the Rules
 * and the settings. Opened from the title's Help and by F1 on any screen (core: app_open_help),
 * it starts at the section of the screen it was opened from; Esc (or F1 again) goes back to
 * that screen as it was.
 *
 * Read with the reader the Rules screen uses too (ui/reader.h): the same markup, flow and frame,
 * a contents list (Left arrow, then Up/Down), scrolling with the wheel, a drag, the arrows, Page
 * Up/Down, Home/End and the scroll bar. */
#pragma once

#include "app.h"

#define HELP_FILE "help/help.txt"
#define HELP_SCENE_NAME "help"

/* from: the name of the screen Help was opened from (Scene.name: "lab", "siteswap_table", ...)
 * or NULL; Help opens at its section, or at the top when the text has none for it. */
Scene *help_scene_create(App *app, const char *from);

/* What the screen shows, for tests and the probe. */
typedef struct HelpSceneView {
    char from[32];          /* the screen it was opened from ("" for none) */
    int from_section;       /* the section for it, -1 when none */
    int section;            /* the section being read */
    char section_title[64];
    int section_count;
    float scroll, scroll_target, max_scroll;
    bool in_contents;       /* the keys are in the contents list */
    bool has_text;          /* false when the text could not be read (problem says why) */
    bool truncated;         /* the text did not all fit the flow's runs (RULES_MAX_RUNS) */
    char problem[200];
} HelpSceneView;

/* False when scene is not the Help screen. */
bool help_scene_view(const Scene *scene, HelpSceneView *out);
