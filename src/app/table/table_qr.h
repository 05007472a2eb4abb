/* A seat's phone link on the big screen: its QR code (libqrencode, drawn as squares) and the
 * link in words, for the curtain and the Join screen. */
#pragma once

#include "app.h"
#include "table_mode.h"

#include <stdbool.h>

/* The QR code of text in the square r, dark squares on white with its quiet zone, each module
 * a whole number of pixels so it stays crisp. false (nothing drawn) when it cannot be made. */
bool table_paint_qr(App *app, SDL_FRect r, const char *text);
/* A caption, the QR code (size a side) and the link under it, centred on cx from top. */
void table_paint_phone_link(App *app, float cx, float top, float size, const char *caption,
                            const char *url, int px);

/* The Join screen over the whole window: every seat with a link, its caption ("2 Ben (on a
 * phone)", names[s]: seat s's name), QR code and link, to scan from across the room; with no
 * link at all it says phones are off. With several addresses to offer, a column of them to pick
 * from; with phones not in after a while, plain advice (table_join.h). */
void table_paint_join(App *app, const TablePhones *ph, int seats, const char *const names[],
                      int name_px, int small_px);
/* The curtain's corner for a seat with a link: "Or on your phone:", its QR code and link. */
void table_paint_curtain_link(App *app, const char *url, float margin, int name_px);
