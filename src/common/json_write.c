#include "json_write.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void append(JsonWriter *j, const char *s, size_t n)
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

void json_raw(JsonWriter *j, const char *text)
{
    append(j, text, strlen(text));
}

void json_printf(JsonWriter *j, const char *fmt, ...)
{
    char small[64];
    va_list ap;
    va_start(ap, fmt);
    va_list again;
    va_copy(again, ap);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n < 0) {
        j->failed = true;
    } else if ((size_t)n < sizeof small) {
        append(j, small, (size_t)n);
    } else {
        char *big = malloc((size_t)n + 1);
        if (big) {
            vsnprintf(big, (size_t)n + 1, fmt, again);
            append(j, big, (size_t)n);
        } else {
            j->failed = true;
        }
        free(big);
    }
    va_end(again);
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

void json_str(JsonWriter *j, const char *s)
{
    append(j, "\"", 1);
    const unsigned char *p = (const unsigned char *)(s ? s : "");
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

void json_int(JsonWriter *j, long long v)
{
    json_printf(j, "%lld", v);
}

void json_bool(JsonWriter *j, bool v)
{
    json_raw(j, v ? "true" : "false");
}

void json_key(JsonWriter *j, const char *key, bool first)
{
    if (!first)
        append(j, ",", 1);
    json_str(j, key);
    append(j, ":", 1);
}

void json_start(JsonWriter *j, char bracket)
{
    append(j, &bracket, 1);
    j->depth = 1;
    j->first[1] = true;
}

void json_member(JsonWriter *j, const char *key)
{
    if (!j->first[j->depth])
        append(j, ",", 1);
    j->first[j->depth] = false;
    append(j, "\n", 1);
    for (int i = 0; i < j->depth; i++)
        append(j, "  ", 2);
    if (key) {
        json_str(j, key);
        append(j, ": ", 2);
    }
}

void json_open(JsonWriter *j, const char *key, char bracket)
{
    json_member(j, key);
    append(j, &bracket, 1);
    if (j->depth < JSON_MAX_DEPTH - 1)
        j->first[++j->depth] = true;
}

void json_close(JsonWriter *j, char bracket)
{
    if (j->depth > 0)
        j->depth--;
    append(j, &bracket, 1);
}

void json_free(JsonWriter *j)
{
    free(j->buf);
    *j = (JsonWriter){0};
}
