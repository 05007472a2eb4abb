/* QR codes with libqrencode. */
#include "phone_qr.h"

#include <qrencode.h>
#include <stdlib.h>
#include <string.h>

bool phone_qr_encode(const char *text, PhoneQr *out)
{
    *out = (PhoneQr){0};
    /* Level M: a link of ~60 characters stays a small code that still reads when a bit of the
     * screen glares. */
    QRcode *q = QRcode_encodeString(text, 0, QR_ECLEVEL_M, QR_MODE_8, 1);
    if (!q)
        return false;
    out->dark = malloc((size_t)q->width * (size_t)q->width);
    if (!out->dark) {
        QRcode_free(q);
        return false;
    }
    out->size = q->width;
    for (int i = 0; i < q->width * q->width; i++)
        out->dark[i] = q->data[i] & 1;
    QRcode_free(q);
    return true;
}

void phone_qr_free(PhoneQr *qr)
{
    free(qr->dark);
    *qr = (PhoneQr){0};
}
