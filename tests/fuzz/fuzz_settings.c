/* Fuzz target for the settings file reader (clang's libFuzzer; see .ci/fuzz). Any text must give
 * settings within their ranges, with the first problem named by its line when it is not clean;
 * the settings written back must read cleanly to the same settings. Also built without
 * libFuzzer by replay.c over tests/fuzz/corpus-settings. */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "settings.h"

static void require_in_range(const Settings *s)
{
    REQUIRE(s->animation_speed >= SETTINGS_SPEED_MIN && s->animation_speed <= SETTINGS_SPEED_MAX);
    REQUIRE(!s->instant_moves || s->animation_speed == 1.0);
    REQUIRE(s->text_size >= 0 && s->text_size < TEXT_SIZE_COUNT);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    /* The reader takes a C string, as the loader hands it one: stop at the first NUL. */
    char *text = fuzz_text(data, size);

    Settings s;
    char problem[256];
    bool clean = settings_parse(text, &s, problem, sizeof problem);
    require_in_range(&s);
    if (clean)
        REQUIRE(problem[0] == '\0');
    else
        REQUIRE(strncmp(problem, "line ", 5) == 0);

    char file[1024];
    REQUIRE(settings_format(&s, file, sizeof file) > 0);
    Settings again;
    REQUIRE(settings_parse(file, &again, problem, sizeof problem));
    REQUIRE(again.fullscreen == s.fullscreen && again.instant_moves == s.instant_moves &&
            again.colour_blind_props == s.colour_blind_props && again.text_size == s.text_size);
    /* The file keeps two decimals. */
    REQUIRE(fabs(again.animation_speed - s.animation_speed) <= 0.0051);
    free(text);
    return 0;
}
