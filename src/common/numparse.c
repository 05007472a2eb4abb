#include "numparse.h"

#include <limits.h>
#include <stdlib.h>

static bool is_digit(char c)
{
    return c >= '0' && c <= '9';
}

/* Digits from *p on; false when there is none. Leaves *p after them. */
static bool skip_digits(const char **p)
{
    const char *start = *p;
    while (is_digit(**p))
        (*p)++;
    return *p > start;
}

bool numparse_u64(const char *text, uint64_t max, uint64_t *out)
{
    if (!text || !is_digit(*text))
        return false;
    uint64_t v = 0;
    for (const char *p = text; *p; p++) {
        if (!is_digit(*p))
            return false;
        unsigned d = (unsigned)(*p - '0');
        if (v > (UINT64_MAX - d) / 10)
            return false; /* beyond 64 bits: never wrap to a small number */
        v = v * 10 + d;
    }
    if (v > max)
        return false;
    *out = v;
    return true;
}

bool numparse_int(const char *text, long long min, long long max, long long *out)
{
    if (!text)
        return false;
    bool negative = text[0] == '-';
    uint64_t magnitude;
    /* LLONG_MIN's magnitude is one more than LLONG_MAX's. */
    uint64_t limit = negative ? (uint64_t)LLONG_MAX + 1 : (uint64_t)LLONG_MAX;
    if (!numparse_u64(text + negative, limit, &magnitude))
        return false;
    long long v = negative ? (magnitude == (uint64_t)LLONG_MAX + 1 ? LLONG_MIN
                                                                   : -(long long)magnitude)
                           : (long long)magnitude;
    if (v < min || v > max)
        return false;
    *out = v;
    return true;
}

bool numparse_decimal(const char *text, double min, double max, double *out)
{
    if (!text)
        return false;
    const char *p = text;
    if (*p == '-')
        p++;
    if (!skip_digits(&p))
        return false;
    if (*p == '.') {
        p++;
        if (!skip_digits(&p))
            return false;
    }
    if (*p)
        return false;
    /* The grammar above is a subset of what strtod reads, so strtod reads all of it. */
    double v = strtod(text, NULL);
    if (!(v >= min && v <= max))
        return false;
    *out = v;
    return true;
}
