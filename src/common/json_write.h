/* The one JSON writer: a growing heap buffer, strings escaped so that any bytes (names, guesses,
 * reasons) give valid JSON. Members go in one of two ways: json_key for one-line protocol JSON
 * (the phones'; the caller says whether a member is the first), or json_member / json_open /
 * json_close for a readable report, one member a line and indented, the commas tracked here
 * (the app's probe). Plain C, no SDL: the game, the phones core and the CLI can all link it. */
#pragma once

#include <stdbool.h>
#include <stddef.h>

#define JSON_MAX_DEPTH 8

typedef struct JsonWriter {
    char *buf;                      /* NUL-terminated; free() it (json_free) */
    size_t len, cap;
    bool failed;                    /* out of memory: the text is incomplete */
    int depth;                      /* json_open's nesting */
    bool first[JSON_MAX_DEPTH];     /* nothing written yet at this depth: no comma first */
} JsonWriter;

void json_raw(JsonWriter *j, const char *text);
void json_printf(JsonWriter *j, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* A JSON string (NULL writes ""): quotes, backslashes and control bytes escaped, invalid UTF-8
 * replaced by U+FFFD, so the result is valid JSON on one line whatever the bytes. */
void json_str(JsonWriter *j, const char *s);
void json_int(JsonWriter *j, long long v);
void json_bool(JsonWriter *j, bool v);
/* "key": (with a comma first unless it opens an object: the caller says). */
void json_key(JsonWriter *j, const char *key, bool first);

/* Opens the outermost object or array: the first member goes on the next line. */
void json_start(JsonWriter *j, char bracket);
/* Before a value: a comma unless it is the first at this depth, a new line indented two spaces
 * a level, and "key": (key NULL inside an array). */
void json_member(JsonWriter *j, const char *key);
/* A member that is an object or array ('{' or '['); json_close ends it. */
void json_open(JsonWriter *j, const char *key, char bracket);
void json_close(JsonWriter *j, char bracket);

void json_free(JsonWriter *j);
