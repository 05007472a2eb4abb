/* The end of a Jugglers match on the summary screen (src/app/scenes/summary): the winner's
 * moment, the places by round wins, then a row for every gathering (its two policies, the three
 * hands in words, which passed) and for every round's end (the sigils, the points, who won). */
#pragma once

#include "app.h"
#include "game_choice.h"
#include "jt_state.h"
#include "summary_rows.h"

/* The match in words, rebuilt from the game's actions (the table's record is not needed, so a
 * resumed or self-played match is whole). rows: room for JT_SUMMARY_ROWS. false
 * without memory. */
#define JT_SUMMARY_ROWS 400 /* gatherings and round ends: more than a 5-win match of ties */
bool jt_summary_content(const JgGame *game, SummaryContent *out, SummaryRow *rows);

/* The summary scene for a finished (or any) match; Play again deals the same seats anew with
 * again (jugglers_scene_create: passed in, so this file need not include the table's scene). */
Scene *jt_summary_create(App *app, const JgGame *game, const GameChoice *choice,
                         SummaryPlayAgain again);
