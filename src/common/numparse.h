/* Numbers typed by a person, on the command line or in the settings file, read strictly: the
 * whole text must be the number. No blanks around it, no '+', no hexadecimal or exponents, no
 * "inf" or "nan", nothing after it; the text is never cut short before it is read. Callers
 * quote what was typed in their message when a number is refused.
 * Plain C: no SDL, so the game and the CLI share it. */
#pragma once

#include <stdbool.h>
#include <stdint.h>

/* An optional '-' then decimal digits only, in [min, max]. false (and *out untouched) for
 * anything else, including a value too large for any integer. */
bool numparse_int(const char *text, long long min, long long max, long long *out);

/* Decimal digits only (no sign), at most max. */
bool numparse_u64(const char *text, uint64_t max, uint64_t *out);

/* An optional '-', digits, and optionally '.' and more digits ("0.25", "4", "1.5"), in
 * [min, max]. */
bool numparse_decimal(const char *text, double min, double max, double *out);
