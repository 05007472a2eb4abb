/* Fuzz target for the siteswap parser, validation and canonical form (clang's libFuzzer; see
 * .ci/fuzz). Every input must either parse or get an error message, and the facts about a
 * parsed pattern must hold together. Also built without libFuzzer by replay.c. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "siteswap.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* A broken promise is a crash the fuzzer reports. */
#define REQUIRE(cond)                                                                          \
    do {                                                                                       \
        if (!(cond))                                                                           \
            abort();                                                                           \
    } while (0)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char text[1024];
    if (size >= sizeof text)
        size = sizeof text - 1;
    memcpy(text, data, size);
    text[size] = '\0';

    Siteswap s;
    SiteswapError err;
    if (!siteswap_parse(text, &s, &err)) {
        REQUIRE(err.message[0] != '\0');
        REQUIRE(err.column >= 0 && err.column <= (int)strlen(text) + 1);
        return 0;
    }
    REQUIRE(s.period >= 1 && s.period <= SITESWAP_MAX_BEATS);
    REQUIRE(siteswap_max_throw(&s) <= SITESWAP_MAX_THROW);

    /* The written form parses back to the same pattern. */
    char written[SITESWAP_TEXT_SIZE];
    REQUIRE(siteswap_format(&s, written, sizeof written));
    Siteswap again;
    REQUIRE(siteswap_parse(written, &again, NULL));
    REQUIRE(again.period == s.period);

    SiteswapProblems problems;
    int places = siteswap_problems(&s, &problems);
    bool valid = siteswap_validate(&s, &err);
    REQUIRE(valid || err.message[0] != '\0');
    REQUIRE(!valid || places == 0);

    SiteswapThrow throws[2 * SITESWAP_MAX_MULTIPLEX];
    for (long beat = 0; beat < 2L * siteswap_hand_period(&s); beat++) {
        int n = siteswap_throws_on_beat(&s, beat, throws, 2 * SITESWAP_MAX_MULTIPLEX);
        REQUIRE(n >= 0 && n <= 2 * SITESWAP_MAX_MULTIPLEX);
        for (int i = 0; i < n; i++) {
            REQUIRE(throws[i].beat == beat);
            REQUIRE(throws[i].index >= 0 && throws[i].index < s.written_throws);
            REQUIRE(throws[i].column >= 1 && throws[i].column <= (int)strlen(text));
        }
    }
    if (!valid)
        return 0;

    /* Canonical form: a valid pattern, the same pattern, and its own canonical form. */
    char canon[SITESWAP_TEXT_SIZE], canon2[SITESWAP_TEXT_SIZE], state[256];
    REQUIRE(siteswap_canonical_text(&s, canon, sizeof canon));
    Siteswap c;
    REQUIRE(siteswap_parse(canon, &c, NULL));
    REQUIRE(siteswap_validate(&c, NULL));
    REQUIRE(siteswap_balls(&c) == siteswap_balls(&s));
    REQUIRE(siteswap_same_pattern(&s, &c));
    REQUIRE(siteswap_canonical_text(&c, canon2, sizeof canon2));
    REQUIRE(strcmp(canon, canon2) == 0);
    REQUIRE(siteswap_state(&s, state, sizeof state));
    (void)siteswap_is_prime(&s);
    (void)siteswap_is_ground(&s);

    SiteswapTransition t;
    if (siteswap_transition(&s, &t, &err))
        REQUIRE(t.entry_length >= 0 && t.exit_length >= 0);
    return 0;
}
