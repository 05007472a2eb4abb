/* Seat tokens: 128 bits from the operating system's random source, as 32 lowercase hex
 * characters. */
#pragma once

#include "phone_protocol.h"

#include <stdbool.h>

/* Writes a fresh token and its NUL into out; false (out "") if the random source fails. */
bool phone_token_new(char out[PHONE_TOKEN_CHARS + 1]);
/* Is s exactly a token's shape (32 characters 0-9a-f)? */
bool phone_token_well_formed(const char *s);
/* Compares two tokens in constant time (for well-formed tokens of the same length). */
bool phone_token_equal(const char *a, const char *b);
