/* A Jugglers phone's action line, judged by the game loop: parsed with the save loader's parser
 * (jugglers_action_parse), held to the token's seat (or the two-player dummy it plays for), and
 * checked by the rules' own jugglers_check. Pure. */
#pragma once

#include "jugglers.h"
#include "phone_protocol.h"

#include <stdbool.h>
#include <stddef.h>

/* PHONE_OK with *out filled and checked, else PHONE_FORBIDDEN (another seat's line) or
 * PHONE_CONFLICT (unparsable or illegal) with err saying why in words (codes:
 * phone_protocol.h). */
int phone_jaction_judge(const JgGame *g, int seat, const char *body, size_t len, JgAction *out,
                        JgError *err);

/* The answer to POST check: {"ok":bool,"error":"" or "why","facts":null}; heap string the
 * caller frees, NULL without memory. *status gets 200, or 403 for another seat's line. */
char *phone_jcheck_json(const JgGame *g, int seat, const char *body, size_t len, int *status);

/* Is body the table's line "next-round SEAT" (SEAT from 1, a trailing newline allowed), Next
 * round from a phone? *seat gets SEAT - 1. Not a rules action: the table judges it (the round's
 * scores must be on the screen). Pure: any bytes. */
bool phone_jg_next_round_line(const char *body, size_t len, int *seat);
