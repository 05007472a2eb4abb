/* The catalogue of named patterns (assets/patterns/catalogue.txt): name, notation, balls, style
 * and a one-line description. The caller reads the file and hands its text here.
 *
 * A style is how the hands move, independent of the siteswap ("normal", "reverse",
 * "mills-mess", ...). An entry is a non-siteswap trick for the card game when its style is not
 * "normal" or its notation is not a plain vanilla siteswap. */
#pragma once

#include <stdbool.h>

#define CATALOGUE_MAX_ENTRIES 1000

typedef struct CatalogueEntry {
    char name[48];
    char notation[96];
    int balls;            /* props: balls or clubs */
    char style[32];
    char description[200];
    int jugglers;         /* 1, but for the passing catalogue */
} CatalogueEntry;

typedef struct Catalogue {
    int count;
    CatalogueEntry *entries;   /* heap; catalogue_free releases it */
} Catalogue;

typedef struct CatalogueError {
    int line;            /* 1-based; 0 when not about one line */
    char message[200];
} CatalogueError;

/* Parses the catalogue text. Every notation must be a valid siteswap with the stated balls,
 * and names must be unique (ignoring case). On failure out is empty and err says where. */
bool catalogue_parse(const char *text, Catalogue *out, CatalogueError *err);
void catalogue_free(Catalogue *c);

/* The passing catalogue (assets/patterns/passing.txt), read the same way from lines
 * "name | notation | props | jugglers | description": every notation must be valid in the whole
 * notation (notation.h) with the stated props and jugglers. Its entries have the style
 * "passing"; they are for the Lab and the CLI, never tricks of the card game. */
bool catalogue_parse_passing(const char *text, Catalogue *out, CatalogueError *err);

/* The entry with this name (ignoring case), or NULL. */
const CatalogueEntry *catalogue_find(const Catalogue *c, const char *name);
/* True for entries that are not a plain vanilla siteswap juggled normally. */
bool catalogue_is_trick(const CatalogueEntry *e);
