/* Fuzz target for the pattern catalogue reader (clang's libFuzzer; see .ci/fuzz). Any text must
 * either give entries with valid siteswaps of the stated balls and unique names, each found by
 * its name, or be refused with a message and nothing kept; the same for the passing catalogue's
 * reader, whose entries are valid in the whole notation with their props and jugglers. Also built without libFuzzer by
 * replay.c over tests/fuzz/corpus-catalogue. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "catalogue.h"
#include "notation.h"
#include "siteswap.h"

static void check_passing(const char *text)
{
    Catalogue c;
    CatalogueError err;
    if (!catalogue_parse_passing(text, &c, &err)) {
        REQUIRE(err.message[0] != '\0');
        REQUIRE(c.count == 0 && c.entries == NULL);
        return;
    }
    for (int i = 0; i < c.count; i++) {
        const CatalogueEntry *e = &c.entries[i];
        REQUIRE(catalogue_find(&c, e->name) == e);
        NotationPattern *p = notation_parse(e->notation, NULL);
        REQUIRE(p != NULL);
        REQUIRE(notation_validate(p, NULL));
        REQUIRE(notation_props(p) == e->balls && p->jugglers == e->jugglers);
        notation_free(p);
    }
    catalogue_free(&c);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);

    check_passing(text);
    Catalogue c;
    CatalogueError err;
    if (!catalogue_parse(text, &c, &err)) {
        REQUIRE(err.message[0] != '\0');
        REQUIRE(c.count == 0 && c.entries == NULL);
        free(text);
        return 0;
    }
    REQUIRE(c.count >= 0 && c.count <= CATALOGUE_MAX_ENTRIES);
    for (int i = 0; i < c.count; i++) {
        const CatalogueEntry *e = &c.entries[i];
        REQUIRE(e->name[0] != '\0');
        REQUIRE(memchr(e->name, '\0', sizeof e->name) != NULL);
        REQUIRE(memchr(e->notation, '\0', sizeof e->notation) != NULL);
        REQUIRE(memchr(e->style, '\0', sizeof e->style) != NULL);
        REQUIRE(memchr(e->description, '\0', sizeof e->description) != NULL);
        /* Names are unique ignoring case, so the name finds this very entry. */
        REQUIRE(catalogue_find(&c, e->name) == e);
        (void)catalogue_is_trick(e);
    }
    catalogue_free(&c);
    REQUIRE(c.count == 0 && c.entries == NULL);
    free(text);
    return 0;
}
