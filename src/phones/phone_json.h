/* A small JSON writer for the phone protocol: a growing heap buffer, strings escaped so any
 * bytes (names, guesses, reasons) give valid JSON on one line. */
#pragma once

#include <stdbool.h>
#include <stddef.h>

typedef struct PhoneJson {
    char *buf;          /* NUL-terminated; free() it (phone_json_free) */
    size_t len, cap;
    bool failed;        /* out of memory: the text is incomplete */
} PhoneJson;

void phone_json_raw(PhoneJson *j, const char *text);
/* A JSON string: quotes, backslashes and control bytes escaped, invalid UTF-8 replaced by
 * U+FFFD, so the result is one line of valid JSON whatever the bytes. */
void phone_json_str(PhoneJson *j, const char *s);
void phone_json_int(PhoneJson *j, long long v);
void phone_json_bool(PhoneJson *j, bool v);
/* "key": (with a comma first unless it opens an object: the caller says). */
void phone_json_key(PhoneJson *j, const char *key, bool first);
void phone_json_free(PhoneJson *j);
