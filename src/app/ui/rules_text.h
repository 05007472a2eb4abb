/* The Rules screen's text: a small markup, read from assets/rules/siteswap-card-game.txt, so
 * the explanation can be edited without touching C.
 *
 * Line starts:
 *   % comment        ignored
 *   # Title          starts a section; the contents list shows its title
 *   - text           a bullet point
 *   > text           an aside, drawn in a light box
 *   = 9h 9s 4c 4d Kh a row of real cards (one standard pack: 2-10 J Q K A, suits c d h s)
 *   other text       a paragraph
 * A paragraph's lines run on until a blank line or a marker; a bullet's or an aside's run on
 * only over indented lines, so a sentence right after a list starts a new paragraph.
 * Inline: *bold*; {534} a siteswap the juggler shows when it is picked; {534/clubs} the same
 * with a prop, hand or movement (balls clubs rings, right left, normal reverse mills);
 * {@Mills Mess} a trick from the pattern catalogue; a backslash makes the next character plain.
 *
 * Pure C: no SDL, no I/O, no heap; the caller owns the (large) RulesDoc. */
#pragma once

#include "anim.h"

#include <stdbool.h>
#include <stddef.h>

#define RULES_TEXT_MAX 32768    /* bytes of text shown, all blocks together */
#define RULES_MAX_BLOCKS 256
#define RULES_MAX_SPANS 2048
#define RULES_MAX_LINKS 160
#define RULES_MAX_SECTIONS 24
#define RULES_TARGET_MAX 48     /* a link's pattern or trick name, with the NUL */
#define RULES_TITLE_MAX 64

typedef enum RulesBlockKind {
    RULES_BLOCK_HEADING,
    RULES_BLOCK_PARAGRAPH,
    RULES_BLOCK_BULLET,
    RULES_BLOCK_ASIDE,
    RULES_BLOCK_CARDS,   /* a row of cards: card[], no text */
} RulesBlockKind;
#define RULES_MAX_CARDS 8

typedef enum RulesSpanKind { RULES_SPAN_PLAIN, RULES_SPAN_BOLD, RULES_SPAN_LINK } RulesSpanKind;

/* A stretch of one block's text in one style. A block's spans follow each other in doc->text. */
typedef struct RulesSpan {
    RulesSpanKind kind;
    int start, length;  /* bytes in doc->text; a link's span is its label */
    int link;           /* RULES_SPAN_LINK: index in doc->links; else -1 */
} RulesSpan;

typedef struct RulesBlock {
    RulesBlockKind kind;
    int section;
    int first_span, span_count;
    int cards_n;                     /* RULES_BLOCK_CARDS */
    unsigned char card[RULES_MAX_CARDS];  /* deck52 ids */
} RulesBlock;

typedef struct RulesLink {
    char target[RULES_TARGET_MAX];  /* the siteswap as written, or the trick's name */
    bool trick;                     /* {@...}: a catalogue name, not a siteswap */
    AnimProp prop;
    bool start_left;
    AnimStyle style;                /* normal, reverse or Mills Mess */
    int block, section;
} RulesLink;

typedef struct RulesSection {
    char title[RULES_TITLE_MAX];
    int block;  /* its heading */
} RulesSection;

typedef struct RulesDoc {
    int block_count, span_count, link_count, section_count, text_length;
    RulesBlock blocks[RULES_MAX_BLOCKS];
    RulesSpan spans[RULES_MAX_SPANS];
    RulesLink links[RULES_MAX_LINKS];
    RulesSection sections[RULES_MAX_SECTIONS];
    char text[RULES_TEXT_MAX];
} RulesDoc;

/* Reads the markup into out. On a mistake (an unclosed * or {, an unknown link modifier, text
 * before the first section, too much text) returns false with the line and the problem in err. */
bool rules_text_parse(const char *markup, RulesDoc *out, char *err, size_t err_size);

/* The first link whose target is this pattern or name (exactly as written), or -1. */
int rules_text_find_link(const RulesDoc *doc, const char *target);
