/* A seat's phone link on the big screen: its QR code (libqrencode, drawn as squares) and the
 * link in words, for the curtain and the Join screen. */
#pragma once

#include "app.h"

#include <stdbool.h>

/* The QR code of text in the square r, dark squares on white with its quiet zone, each module
 * a whole number of pixels so it stays crisp. false (nothing drawn) when it cannot be made. */
bool table_paint_qr(App *app, SDL_FRect r, const char *text);
/* A caption, the QR code (size a side) and the link under it, centred on cx from top. */
void table_paint_phone_link(App *app, float cx, float top, float size, const char *caption,
                            const char *url, int px);
