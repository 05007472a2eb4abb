/* Fuzz target for the siteswap card game's save loader (clang's libFuzzer; see .ci/fuzz). Any
 * input must either load or be refused with a message; a loaded game must keep every invariant
 * and save back to text that loads to the same text. Also built without libFuzzer by replay.c. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "catalogue.h"
#include "ssgame.h"

static const char tricks_text[] = "Mills Mess | 3 | 3 | mills-mess | arms cross\n"
                                  "Box | (4,2x)* | 3 | normal | see-saw\n";

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static Catalogue tricks;
    static int have_tricks;
    if (!have_tricks) {
        CatalogueError cerr;
        REQUIRE(catalogue_parse(tricks_text, &tricks, &cerr));
        have_tricks = 1;
    }
    SsgGame *g = malloc(sizeof *g);
    REQUIRE(g != NULL);
    SsgError err;
    /* The loader gets the bytes as they are: no NUL terminator is promised. */
    if (!ssgame_load(g, (const char *)data, size, &tricks, &err)) {
        REQUIRE(err.message[0] != '\0');
        free(g);
        return 0;
    }
    REQUIRE(ssgame_invariants(g, &err));
    char *text = ssgame_save(g);
    REQUIRE(text != NULL);
    SsgGame *h = malloc(sizeof *h);
    REQUIRE(h != NULL);
    REQUIRE(ssgame_load(h, text, strlen(text), &tricks, &err));
    char *again = ssgame_save(h);
    REQUIRE(again != NULL && strcmp(text, again) == 0);
    free(again);
    free(text);
    ssgame_free(h);
    ssgame_free(g);
    free(h);
    free(g);
    return 0;
}
