/* Fuzz target for the Jugglers save loader (clang's libFuzzer; see .ci/fuzz). Every input must
 * either load into a game whose invariants hold, whose views hide what they must, and whose save
 * reloads to the very same text, or be refused with a message naming its line. Also built
 * without libFuzzer by replay.c over tests/fuzz/corpus-jugglers. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "jugglers.h"

/* A broken promise is a crash the fuzzer reports. */
static JgGame game, again;
static JgView view;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    JgError err;
    if (!jugglers_load(&game, (const char *)data, size, &err)) {
        REQUIRE(strncmp(err.message, "line ", 5) == 0 ||
                strcmp(err.message, "the file is empty") == 0 ||
                strcmp(err.message, "Out of memory.") == 0);
        REQUIRE(game.actions == NULL);
        return 0;
    }
    REQUIRE(jugglers_invariants(&game, &err));
    for (int viewer = -1; viewer < game.seats; viewer++) {
        jugglers_view(&game, viewer, &view);
        REQUIRE(jugglers_view_check(&game, &view, &err));
    }
    char *text = jugglers_save(&game);
    REQUIRE(text != NULL);
    REQUIRE(jugglers_load(&again, text, strlen(text), &err));
    char *text2 = jugglers_save(&again);
    REQUIRE(text2 != NULL && strcmp(text, text2) == 0);
    REQUIRE(again.actions_n == game.actions_n && again.phase == game.phase);
    free(text);
    free(text2);
    jugglers_free(&game);
    jugglers_free(&again);
    return 0;
}
