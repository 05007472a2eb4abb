/* Fuzz target for the Rules screen's markup reader (clang's libFuzzer; see .ci/fuzz). Any text
 * must either be refused with a message naming its line or give a document whose blocks, spans,
 * links and sections all point inside it. Also built without libFuzzer by replay.c over
 * tests/fuzz/corpus-rules-text. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "rules_text.h"

static RulesDoc doc; /* large: not on the stack */

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);

    char err[256];
    if (!rules_text_parse(text, &doc, err, sizeof err)) {
        REQUIRE(strncmp(err, "line ", 5) == 0);
        free(text);
        return 0;
    }
    REQUIRE(doc.text_length >= 0 && doc.text_length < RULES_TEXT_MAX);
    REQUIRE(doc.block_count >= 0 && doc.block_count <= RULES_MAX_BLOCKS);
    REQUIRE(doc.span_count >= 0 && doc.span_count <= RULES_MAX_SPANS);
    REQUIRE(doc.link_count >= 0 && doc.link_count <= RULES_MAX_LINKS);
    REQUIRE(doc.section_count >= 1 && doc.section_count <= RULES_MAX_SECTIONS);
    for (int i = 0; i < doc.block_count; i++) {
        const RulesBlock *b = &doc.blocks[i];
        REQUIRE(b->section >= 0 && b->section < doc.section_count);
        REQUIRE(b->first_span >= 0 && b->span_count >= 0 &&
                b->first_span + b->span_count <= doc.span_count);
    }
    for (int i = 0; i < doc.span_count; i++) {
        const RulesSpan *s = &doc.spans[i];
        REQUIRE(s->start >= 0 && s->length >= 0 && s->start + s->length <= doc.text_length);
        if (s->kind == RULES_SPAN_LINK)
            REQUIRE(s->link >= 0 && s->link < doc.link_count);
        else
            REQUIRE(s->link == -1);
    }
    for (int i = 0; i < doc.link_count; i++) {
        const RulesLink *l = &doc.links[i];
        REQUIRE(memchr(l->target, '\0', sizeof l->target) != NULL && l->target[0] != '\0');
        REQUIRE(l->block >= 0 && l->block < doc.block_count);
        REQUIRE(l->section >= 0 && l->section < doc.section_count);
        int found = rules_text_find_link(&doc, l->target);
        REQUIRE(found >= 0 && found < doc.link_count);
    }
    for (int i = 0; i < doc.section_count; i++) {
        REQUIRE(memchr(doc.sections[i].title, '\0', sizeof doc.sections[i].title) != NULL);
        REQUIRE(doc.sections[i].block >= 0 && doc.sections[i].block < doc.block_count);
        REQUIRE(doc.blocks[doc.sections[i].block].kind == RULES_BLOCK_HEADING);
    }
    free(text);
    return 0;
}
