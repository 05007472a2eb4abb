/* JSON for the phone protocol: the common writer (json_write.h) under the phone code's names,
 * and the pieces every game's seat view shares (its opening fields, each seat's opening
 * fields, the short log that ends it). */
#pragma once

#include "json_write.h"
#include "phone_protocol.h"

#include <stdbool.h>
#include <stddef.h>

typedef JsonWriter PhoneJson;

static inline void phone_json_raw(PhoneJson *j, const char *text)
{
    json_raw(j, text);
}
static inline void phone_json_str(PhoneJson *j, const char *s)
{
    json_str(j, s);
}
static inline void phone_json_int(PhoneJson *j, long long v)
{
    json_int(j, v);
}
static inline void phone_json_bool(PhoneJson *j, bool v)
{
    json_bool(j, v);
}
/* "key": (with a comma first unless it opens an object: the caller says). */
static inline void phone_json_key(PhoneJson *j, const char *key, bool first)
{
    json_key(j, key, first);
}
static inline void phone_json_free(PhoneJson *j)
{
    json_free(j);
}

#define PHONE_LOG_LINE 160

/* The last lines of the game's log as one seat may read them (cards others drew hidden). */
typedef struct PhoneLog {
    int n;                                  /* lines held, at most PHONE_LOG_LINES */
    int start;                              /* index of the oldest */
    char line[PHONE_LOG_LINES][PHONE_LOG_LINE];
} PhoneLog;

void phone_log_add(PhoneLog *log, const char *text);

/* Opens a seat's view: {"game":GAME,"version":..,"seat":..,"name":..,"phase":.. (seat counted
 * from 1, 0 for the public view; name "" for it). */
void phone_json_view_head(PhoneJson *j, const char *game, long version, int seat,
                          const char *name, const char *phase);
/* Opens one seat's object in the "seats" array: {"seat":..,"name":..,"kind":.. (a comma before
 * it unless it is the first seat). The game writes its own fields, then "}". */
void phone_json_seat_head(PhoneJson *j, int seat, const char *name, const char *kind);
/* Ends a view with its "log" (oldest line first, [] for NULL) and returns the text (the
 * caller frees it), or NULL without memory. */
char *phone_json_view_end(PhoneJson *j, const PhoneLog *log);

/* An action's answer: {"ok":true} or {"ok":false,"error":"..."}; heap string the caller frees,
 * NULL without memory. */
char *phone_answer_json(bool ok, const char *error);
