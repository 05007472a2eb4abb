/* A seat's view of the siteswap card game as the phone protocol's JSON (phone_ssg.h: its view),
 * and the game's events in the short log each seat's phone shows (PhoneLog: phone_json.h).
 * Built only from ssgame_view(game, seat): what that seat may know, never more. */
#pragma once

#include "phone_json.h"
#include "phone_protocol.h"
#include "ssgame.h"

#include <stdbool.h>

/* Adds events to each seat's log (logs[0..setup->seats)), each redacted for its seat. */
void phone_log_events(PhoneLog *logs, const SsgSetup *setup, const SsgEvents *events);

/* What the view JSON needs beyond the seat's SsgView: facts about the link, not the game. */
typedef struct PhoneViewExtras {
    long version;
    bool phone[SSG_MAX_SEATS];   /* seat has an open events stream */
    bool may_draw;               /* ssgame_check of "draw SEAT" for this seat */
    bool choosing;               /* the table pauses while a performer at the screen chooses
                                  * how to perform (juggle it or the screen): no guesses yet */
    const PhoneLog *log;         /* may be NULL */
    const Catalogue *tricks;     /* the game's tricks catalogue (public), may be NULL */
} PhoneViewExtras;

/* The view JSON (one line, no newline); heap string the caller frees, NULL without memory. */
char *phone_view_json(const SsgView *v, const PhoneViewExtras *x);
