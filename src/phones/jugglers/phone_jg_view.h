/* A seat's view of Jugglers as the phone protocol's JSON (phone_jg.h: its view), and
 * the short log each Jugglers seat's phone shows. Built only from jugglers_view(game, seat):
 * what that seat may know, never more (no other seat's hand, sigil or face-down card, no deck
 * order, no seed, no decision seed). */
#pragma once

#include "jugglers.h"
#include "phone_json.h"

#include <stdbool.h>

/* Adds events to each seat's log (logs[0..seats)), each redacted for its seat; names from v
 * (any view of the game: names are public). */
void phone_jlog_events(PhoneLog *logs, const JgView *names, const JgEvents *events);

/* What the view JSON needs beyond the seat's JgView: facts about the links, not the game. */
typedef struct PhoneJViewExtras {
    long version;
    bool phone[JG_MAX_SEATS];    /* seat has an open events stream */
    const PhoneLog *log;         /* may be NULL */
    /* The big screen shows the last round's scoring, Next round offered: the view carries the
     * round's result and "next_round" only then (and when the match is over), so a phone never
     * shows an earlier round's sigils as if they were this one's. */
    bool scoring;
} PhoneJViewExtras;

/* The view JSON (one line, no newline); heap string the caller frees, NULL without memory. */
char *phone_jview_json(const JgView *v, const PhoneJViewExtras *x);
