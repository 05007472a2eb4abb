/* A siteswap card game phone's action line, judged by the game loop: parsed with the save
 * loader's parser, held to the token's seat, checked (and for "check" explained) by the rules'
 * own code. Pure. */
#pragma once

#include "phone_protocol.h"
#include "ssgame.h"

#include <stddef.h>

/* Parses body (len bytes, any bytes) as one action line for seat. Returns PHONE_OK with *out
 * filled and checked by ssgame_check, else PHONE_FORBIDDEN (another seat's line) or
 * PHONE_CONFLICT (unparsable or illegal) with err saying why in words. */
int phone_action_judge(const SsgGame *g, int seat, const char *body, size_t len, SsgAction *out,
                       SsgError *err);

/* The answer to POST check, as JSON (phone_ssg.h: its checks); heap string the caller frees, NULL
 * without memory. *status gets the HTTP status (200, or 403 for another seat's line). */
char *phone_check_json(const SsgGame *g, int seat, const char *body, size_t len, int *status);
