/* Hands on phones at a card table, the part both games' scenes share: starting the phone table
 * for the app (the loop woken by a waiting request, the players told when it cannot listen, the
 * links printed) and stopping it. The game's own side is phone_games.h. */
#pragma once

#include "app.h"
#include "phone_table.h"

#include <stdbool.h>

#define TABLE_PHONE_URL 96

/* Starts listening for these seats on the app's address and port, copies each seat's link to
 * url[0..seats->n) ("" for none) and prints them on standard output. false, with the players
 * told why, when it cannot listen. */
bool table_phones_start(PhoneTable *t, const PhoneSeats *seats, App *app,
                        char (*url)[TABLE_PHONE_URL]);
/* Stops listening; no seat is on its phone and none has a link any more (n seats). */
void table_phones_stop(PhoneTable *t, bool *on_phone, char (*url)[TABLE_PHONE_URL], int n);
