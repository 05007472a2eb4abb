/* Fuzz target for the strict number reader (clang's libFuzzer; see .ci/fuzz). Each reader is
 * checked against the grammar it promises: a number is accepted exactly when the whole text is
 * the number and it lies in the range, and then it has the value the digits say. The first byte
 * picks the range, so limits are fuzzed too. Also built without libFuzzer by replay.c over
 * tests/fuzz/corpus-numparse. */
#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "numparse.h"

static bool all_digits(const char *s)
{
    if (!*s)
        return false;
    for (; *s; s++)
        if (*s < '0' || *s > '9')
            return false;
    return true;
}

/* The decimal grammar: -?digits(.digits)? */
static bool decimal_shaped(const char *s)
{
    if (*s == '-')
        s++;
    const char *dot = strchr(s, '.');
    if (!dot)
        return all_digits(s);
    if (dot == s || strchr(dot + 1, '.'))
        return false;
    for (const char *p = s; p < dot; p++)
        if (*p < '0' || *p > '9')
            return false;
    return all_digits(dot + 1);
}

static const long long int_ranges[][2] = {
    {LLONG_MIN, LLONG_MAX}, {0, 100}, {1, 1000000}, {-5, 5}, {INT_MIN, INT_MAX}, {2, 2}};
static const uint64_t u64_max[] = {UINT64_MAX, 0, 9, 1000000, UINT64_MAX - 1, (uint64_t)1 << 53};
static const double dec_ranges[][2] = {{0.25, 4.0}, {-1e300, 1e300}, {0, 1}, {-2.5, 2.5}};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    unsigned pick = data[0];
    char *text = malloc(size);
    REQUIRE(text != NULL);
    memcpy(text, data + 1, size - 1);
    text[size - 1] = '\0';
    /* An embedded NUL ends the text for the reader and for the reference alike. */

    const long long *ir = int_ranges[pick % (sizeof int_ranges / sizeof int_ranges[0])];
    long long iv = 12345;
    bool ok = numparse_int(text, ir[0], ir[1], &iv);
    const char *digits = text + (text[0] == '-');
    if (!all_digits(digits)) {
        REQUIRE(!ok && iv == 12345);
    } else {
        errno = 0;
        long long ref = strtoll(text, NULL, 10);
        bool fits = errno != ERANGE;
        REQUIRE(ok == (fits && ref >= ir[0] && ref <= ir[1]));
        if (ok)
            REQUIRE(iv == ref);
        else
            REQUIRE(iv == 12345);
    }

    uint64_t umax = u64_max[(pick / 8) % (sizeof u64_max / sizeof u64_max[0])];
    uint64_t uv = 777;
    ok = numparse_u64(text, umax, &uv);
    if (!all_digits(text)) {
        REQUIRE(!ok && uv == 777);
    } else {
        errno = 0;
        unsigned long long ref = strtoull(text, NULL, 10);
        bool fits = errno != ERANGE;
        REQUIRE(ok == (fits && ref <= umax));
        REQUIRE(ok ? uv == ref : uv == 777);
    }

    const double *dr = dec_ranges[(pick / 64) % (sizeof dec_ranges / sizeof dec_ranges[0])];
    double dv = -7.0;
    ok = numparse_decimal(text, dr[0], dr[1], &dv);
    if (!decimal_shaped(text)) {
        REQUIRE(!ok && dv == -7.0);
    } else {
        double ref = strtod(text, NULL);
        REQUIRE(ok == (ref >= dr[0] && ref <= dr[1]));
        REQUIRE(ok ? dv == ref : dv == -7.0);
    }
    free(text);
    return 0;
}
