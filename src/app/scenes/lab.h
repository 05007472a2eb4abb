/* The Pattern Lab: type any siteswap and watch it juggled.
 *
 * The pattern is checked as it is typed; a valid one is juggled at once, entering from the
 * cascade; an invalid one gets the rules module's plain-language explanation. */
#pragma once

#include "app.h"

/* Opens the Lab on a pattern (NULL or "" for the cascade). */
Scene *lab_scene_create(App *app, const char *pattern);
