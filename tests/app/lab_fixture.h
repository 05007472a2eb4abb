/* The Pattern Lab on its own, headless, for the Lab's scene tests (test_lab, test_lab_pass,
 * test_lab_words): started, asked and typed into the way a player would. */
#pragma once

#include "app.h"
#include "lab.h"

/* Starts the app at w x h with the Lab on top juggling pattern, then runs frames frames. */
App *lab_fixture_start(App *app, const char *pattern, int w, int h, int frames);
void lab_fixture_stop(App *app);
/* What the Lab on top shows now. */
LabStatus lab_fixture_status(App *app);
/* Replaces the field's text the way a player would: select all, delete, then type character by
 * character (each checked as it comes). Nothing else: the caller presses Enter or waits. */
void lab_fixture_type(const char *text);
