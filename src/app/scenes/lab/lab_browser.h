/* The Lab's browser: the catalogue searched, the history, and the random pattern maker, each a
 * list whose chosen row is loaded into the field. */
#pragma once

#include "lab_state.h"

/* The catalogue rows matching the search. */
void lab_filter(LabScene *lab);
void lab_load_catalogue(LabScene *lab, const App *app);
int lab_list_count(const LabScene *lab, const App *app);
void lab_random_pattern(LabScene *lab, App *app);
void lab_choose_row(LabScene *lab, App *app, int row);
void lab_sync_list(LabScene *lab, const App *app);
void lab_keep_in_view(LabScene *lab, const App *app);
void lab_open_browser(LabScene *lab, App *app, LabTab tab);
void lab_random_adjust(LabScene *lab, int row, int dir);
