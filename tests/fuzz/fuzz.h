/* What every fuzz target shares: libFuzzer's entry point, a check that stops the run where a
 * promise is broken (abort: libFuzzer and replay.c both report it), and the input as a C
 * string. */
#pragma once

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define REQUIRE(cond)                                                                          \
    do {                                                                                       \
        if (!(cond))                                                                           \
            abort();                                                                           \
    } while (0)

/* The input with a NUL after it, as the loaders are handed text (a NUL inside ends it there);
 * the caller frees it. */
static inline char *fuzz_text(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    REQUIRE(text != NULL);
    memcpy(text, data, size);
    text[size] = '\0';
    return text;
}
