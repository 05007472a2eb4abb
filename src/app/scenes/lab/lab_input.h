/* Input in the Lab: the buttons and their keys, the pattern field, scrubbing the ladder, and the
 * browser's lists and search. */
#pragma once

#include "lab_state.h"

bool lab_input(Scene *scene, App *app, const Input *in);
/* How the fields look: drawn by lab_draw.c, hit by the input with the same look. */
TextfieldLook lab_field_look(const LabScene *lab, const bool *marks);
TextfieldLook lab_search_look(const LabScene *lab);
