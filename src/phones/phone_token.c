/* Seat tokens. */
#include "phone_token.h"

#include "platform.h"

#include <string.h>

bool phone_token_new(char out[PHONE_TOKEN_CHARS + 1])
{
    unsigned char bytes[PHONE_TOKEN_BYTES];
    out[0] = '\0';
    if (!platform_random(bytes, sizeof bytes))
        return false;
    static const char hex[] = "0123456789abcdef";
    for (int i = 0; i < PHONE_TOKEN_BYTES; i++) {
        out[2 * i] = hex[bytes[i] >> 4];
        out[2 * i + 1] = hex[bytes[i] & 15];
    }
    out[PHONE_TOKEN_CHARS] = '\0';
    return true;
}

bool phone_token_well_formed(const char *s)
{
    for (int i = 0; i < PHONE_TOKEN_CHARS; i++)
        if (!((s[i] >= '0' && s[i] <= '9') || (s[i] >= 'a' && s[i] <= 'f')))
            return false;
    return s[PHONE_TOKEN_CHARS] == '\0';
}

bool phone_token_equal(const char *a, const char *b)
{
    unsigned diff = 0;
    for (int i = 0; i < PHONE_TOKEN_CHARS; i++)
        diff |= (unsigned)(unsigned char)a[i] ^ (unsigned)(unsigned char)b[i];
    return diff == 0;
}
