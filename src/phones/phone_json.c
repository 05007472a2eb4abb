/* The JSON writer. */
#include "phone_json.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void append(PhoneJson *j, const char *s, size_t n)
{
    if (j->failed)
        return;
    if (j->len + n + 1 > j->cap) {
        size_t cap = j->cap ? j->cap : 256;
        while (cap < j->len + n + 1)
            cap *= 2;
        char *b = realloc(j->buf, cap);
        if (!b) {
            j->failed = true;
            return;
        }
        j->buf = b;
        j->cap = cap;
    }
    memcpy(j->buf + j->len, s, n);
    j->len += n;
    j->buf[j->len] = '\0';
}

void phone_json_raw(PhoneJson *j, const char *text)
{
    append(j, text, strlen(text));
}

/* Length of the valid UTF-8 sequence at s (1-4), or 0 when it is not one. */
static int utf8_len(const unsigned char *s)
{
    unsigned c = s[0];
    int n;
    unsigned min;
    if (c < 0x80)
        return 1;
    if ((c & 0xE0) == 0xC0) {
        n = 2;
        min = 0x80;
    } else if ((c & 0xF0) == 0xE0) {
        n = 3;
        min = 0x800;
    } else if ((c & 0xF8) == 0xF0) {
        n = 4;
        min = 0x10000;
    } else {
        return 0;
    }
    unsigned cp = c & (0x7Fu >> n);
    for (int i = 1; i < n; i++) {
        if ((s[i] & 0xC0) != 0x80)
            return 0;
        cp = (cp << 6) | (s[i] & 0x3Fu);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        return 0;
    return n;
}

void phone_json_str(PhoneJson *j, const char *s)
{
    append(j, "\"", 1);
    const unsigned char *p = (const unsigned char *)s;
    while (*p) {
        unsigned c = *p;
        if (c == '"' || c == '\\') {
            char two[2] = {'\\', (char)c};
            append(j, two, 2);
            p++;
        } else if (c < 0x20 || c == 0x7F) {
            char u[8];
            snprintf(u, sizeof u, "\\u%04x", c);
            append(j, u, 6);
            p++;
        } else {
            int n = utf8_len(p);
            if (n == 0) {
                append(j, "\xEF\xBF\xBD", 3);
                p++;
            } else {
                append(j, (const char *)p, (size_t)n);
                p += n;
            }
        }
    }
    append(j, "\"", 1);
}

void phone_json_int(PhoneJson *j, long long v)
{
    char b[32];
    snprintf(b, sizeof b, "%lld", v);
    phone_json_raw(j, b);
}

void phone_json_bool(PhoneJson *j, bool v)
{
    phone_json_raw(j, v ? "true" : "false");
}

void phone_json_key(PhoneJson *j, const char *key, bool first)
{
    if (!first)
        append(j, ",", 1);
    phone_json_str(j, key);
    append(j, ":", 1);
}

void phone_json_free(PhoneJson *j)
{
    free(j->buf);
    *j = (PhoneJson){0};
}
