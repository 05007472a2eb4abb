/* A seat's link as a QR code (libqrencode): a square of dark and light modules for the screen
 * to draw. */
#pragma once

#include <stdbool.h>

typedef struct PhoneQr {
    int size;                /* modules a side (without the quiet zone) */
    unsigned char *dark;     /* size * size, row by row: 1 dark, 0 light */
} PhoneQr;

/* false (out empty) when the text cannot be encoded or QR codes are not built in. */
bool phone_qr_encode(const char *text, PhoneQr *out);
void phone_qr_free(PhoneQr *qr);
