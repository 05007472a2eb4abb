/* Fuzz target for the siteswap parser, validation and canonical form (clang's libFuzzer; see
 * .ci/fuzz). Every input must either parse or get an error message, and the facts about a
 * parsed pattern must hold together. Also built without libFuzzer by replay.c. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "notation.h"
#include "siteswap.h"

/* The promises about a parsed pattern (text: what it was parsed from). */
static void check_parsed(const Siteswap *s, const char *text)
{
    REQUIRE(siteswap_period(s) >= 1 && siteswap_period(s) <= SITESWAP_MAX_BEATS);
    REQUIRE(siteswap_max_throw(s) <= SITESWAP_MAX_THROW);
    REQUIRE(siteswap_bytes(s) <= SITESWAP_MAX_BYTES);

    /* The written form parses back to the same pattern. */
    char written[SITESWAP_TEXT_SIZE];
    REQUIRE(siteswap_format(s, written, sizeof written));
    Siteswap *again = siteswap_parse(written, NULL);
    REQUIRE(again);
    REQUIRE(siteswap_period(again) == siteswap_period(s));
    siteswap_free(again);

    SiteswapProblems problems;
    SiteswapError err;
    int places = siteswap_problems(s, &problems);
    bool valid = siteswap_validate(s, &err);
    REQUIRE(valid || err.message[0] != '\0');
    REQUIRE(!valid || places == 0);

    SiteswapBeatThrow throws[2 * SITESWAP_MAX_MULTIPLEX];
    for (long beat = 0; beat < 2L * siteswap_hand_period(s); beat++) {
        int n = siteswap_throws_on_beat(s, beat, throws, 2 * SITESWAP_MAX_MULTIPLEX);
        REQUIRE(n >= 0 && n <= 2 * SITESWAP_MAX_MULTIPLEX);
        for (int i = 0; i < n; i++) {
            REQUIRE(throws[i].beat == beat);
            REQUIRE(throws[i].index >= 0 && throws[i].index < siteswap_written_throws(s));
            REQUIRE(throws[i].column >= 1 && throws[i].column <= (int)strlen(text));
        }
    }
    if (!valid)
        return;

    /* Canonical form: a valid pattern, the same pattern, and its own canonical form. */
    char canon[SITESWAP_TEXT_SIZE], canon2[SITESWAP_TEXT_SIZE], state[256];
    REQUIRE(siteswap_canonical_text(s, canon, sizeof canon));
    Siteswap *c = siteswap_parse(canon, NULL);
    REQUIRE(c);
    REQUIRE(siteswap_validate(c, NULL));
    REQUIRE(siteswap_balls(c) == siteswap_balls(s));
    REQUIRE(siteswap_same_pattern(s, c));
    REQUIRE(siteswap_canonical_text(c, canon2, sizeof canon2));
    REQUIRE(strcmp(canon, canon2) == 0);
    siteswap_free(c);
    REQUIRE(siteswap_state(s, state, sizeof state));
    (void)siteswap_is_prime(s);
    (void)siteswap_is_ground(s);

    SiteswapTransition t;
    if (siteswap_transition(s, &t, &err))
        REQUIRE(t.entry_length >= 0 && t.exit_length >= 0);
}

/* The whole notation (notation.h): every input parses or is explained, and a parsed pattern
 * holds together (throws inside it, validity explained, the same as itself, its vanilla form
 * valid with the same props). */
static void check_notation(const char *text)
{
    SiteswapError err;
    NotationPattern *p = notation_parse(text, &err);
    if (!p) {
        REQUIRE(err.message[0] != '\0');
        REQUIRE(err.column >= 0 && err.column <= (int)strlen(text) + 1);
        return;
    }
    REQUIRE(p->jugglers >= 1 && p->jugglers <= NOTATION_MAX_JUGGLERS);
    REQUIRE(p->period >= 1 && p->period <= NOTATION_MAX_BEATS);
    REQUIRE(p->throw_count >= 0 && p->throw_count <= NOTATION_MAX_THROWS);
    for (int i = 0; i < p->throw_count; i++) {
        const NotationThrow *t = &p->throws[i];
        REQUIRE(t->beat >= 0 && t->beat < p->period);
        REQUIRE(t->juggler >= 0 && t->juggler < p->jugglers);
        REQUIRE(t->to_juggler >= 0 && t->to_juggler < p->jugglers);
        REQUIRE(t->hand >= 0 && t->hand <= 1 && t->to_hand >= 0 && t->to_hand <= 1);
        REQUIRE(t->value >= 0 && t->value <= NOTATION_MAX_THROW);
        REQUIRE(t->index >= 0 && t->index < p->written_throws);
        REQUIRE(t->column >= 1 && t->column <= (int)strlen(text));
    }
    bool valid = notation_validate(p, &err);
    REQUIRE(valid || err.message[0] != '\0');
    if (valid) {
        REQUIRE(notation_props(p) >= 0);
        if (p->period <= 32 && p->jugglers <= 3)
            REQUIRE(notation_same(p, p));
        Siteswap *s = notation_to_siteswap(p);
        if (s) {
            REQUIRE(siteswap_validate(s, NULL));
            REQUIRE(siteswap_balls(s) == notation_props(p));
            siteswap_free(s);
        }
    }
    notation_free(p);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char text[1024];
    if (size >= sizeof text)
        size = sizeof text - 1;
    memcpy(text, data, size);
    text[size] = '\0';

    check_notation(text);
    SiteswapError err;
    Siteswap *s = siteswap_parse(text, &err);
    if (!s) {
        REQUIRE(err.message[0] != '\0');
        REQUIRE(err.column >= 0 && err.column <= (int)strlen(text) + 1);
        return 0;
    }
    check_parsed(s, text);
    siteswap_free(s);
    return 0;
}
