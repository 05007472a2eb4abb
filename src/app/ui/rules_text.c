#include "rules_text.h"

#include "deck.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

typedef struct Parser {
    RulesDoc *doc;
    int line;              /* 1-based, for messages */
    bool bold;
    bool pending_space;    /* spaces are written only before the next word, never at a block's end */
    RulesBlock *block;     /* the block being filled; NULL between blocks */
    char *err;
    size_t err_size;
    bool failed;
} Parser;

static bool fail(Parser *p, const char *fmt, ...)
{
    if (p->failed)
        return false;
    p->failed = true;
    int n = snprintf(p->err, p->err_size, "line %d: ", p->line);
    if (n >= 0 && (size_t)n < p->err_size) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(p->err + n, p->err_size - (size_t)n, fmt, ap);
        va_end(ap);
    }
    return false;
}

static bool block_has_text(const Parser *p)
{
    return p->block && p->block->span_count > 0;
}

/* Appends bytes to the block in a style, growing its last span when the style continues. */
static bool append(Parser *p, RulesSpanKind kind, int link, const char *bytes, size_t n)
{
    RulesDoc *doc = p->doc;
    if ((size_t)doc->text_length + n + 1 > sizeof doc->text)
        return fail(p, "the rules text is too long (at most %d bytes)", RULES_TEXT_MAX - 1);
    RulesSpan *last = block_has_text(p) ? &doc->spans[doc->span_count - 1] : NULL;
    if (!last || kind == RULES_SPAN_LINK || last->kind != kind) {
        if (doc->span_count >= RULES_MAX_SPANS)
            return fail(p, "too many styled stretches of text (at most %d)", RULES_MAX_SPANS);
        last = &doc->spans[doc->span_count++];
        *last = (RulesSpan){.kind = kind, .start = doc->text_length, .link = link};
        p->block->span_count++;
    }
    memcpy(doc->text + doc->text_length, bytes, n);
    doc->text_length += (int)n;
    doc->text[doc->text_length] = '\0';
    last->length += (int)n;
    return true;
}

static RulesSpanKind text_kind(const Parser *p)
{
    return p->bold ? RULES_SPAN_BOLD : RULES_SPAN_PLAIN;
}

/* Writes the space owed before a word, if the block already has words. */
static bool flush_space(Parser *p)
{
    bool owed = p->pending_space && block_has_text(p);
    p->pending_space = false;
    return !owed || append(p, text_kind(p), -1, " ", 1);
}

static bool end_block(Parser *p)
{
    if (!p->block)
        return true;
    if (p->bold)
        return fail(p, "a *bold* stretch is not closed before the block ends");
    if (p->block->span_count == 0 && p->block->kind != RULES_BLOCK_CARDS)
        p->doc->block_count--; /* a marker with nothing after it */
    p->block = NULL;
    p->pending_space = false;
    return true;
}

static bool start_block(Parser *p, RulesBlockKind kind)
{
    if (!end_block(p))
        return false;
    RulesDoc *doc = p->doc;
    if (kind != RULES_BLOCK_HEADING && doc->section_count == 0)
        return fail(p, "text before the first section heading (# Title)");
    if (doc->block_count >= RULES_MAX_BLOCKS)
        return fail(p, "too many blocks (at most %d)", RULES_MAX_BLOCKS);
    p->block = &doc->blocks[doc->block_count++];
    *p->block = (RulesBlock){.kind = kind, .section = doc->section_count - 1,
                             .first_span = doc->span_count};
    return true;
}

static const char *trimmed(const char *s, size_t n, size_t *out_n)
{
    while (n > 0 && (*s == ' ' || *s == '\t')) {
        s++;
        n--;
    }
    while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t'))
        n--;
    *out_n = n;
    return s;
}

typedef struct Modifier {
    const char *word;
    const char *label;
} Modifier;

static const Modifier modifiers[] = {
    {"balls", "balls"},   {"clubs", "clubs"},       {"rings", "rings"},
    {"right", "right hand"}, {"left", "left hand"},
    {"normal", "normal"}, {"reverse", "reverse"},   {"mills", "Mills Mess"},
};

static void apply_modifier(RulesLink *link, int which)
{
    switch (which) {
    case 0: link->prop = ANIM_PROP_BALL; break;
    case 1: link->prop = ANIM_PROP_CLUB; break;
    case 2: link->prop = ANIM_PROP_RING; break;
    case 3: link->start_left = false; break;
    case 4: link->start_left = true; break;
    default: link->style = anim_style_named(modifiers[which].word); break;
    }
}

/* The inside of {...}: a trick name after '@', or a pattern and its '/' modifiers. */
static bool parse_link(Parser *p, const char *body, size_t n)
{
    RulesDoc *doc = p->doc;
    if (doc->link_count >= RULES_MAX_LINKS)
        return fail(p, "too many examples (at most %d)", RULES_MAX_LINKS);
    RulesLink link = {.block = (int)(p->block - doc->blocks), .section = p->block->section,
                      .prop = ANIM_PROP_BALL, .style = ANIM_STYLE_NORMAL};
    char label[RULES_TARGET_MAX + 64] = "";
    size_t len;
    const char *s = trimmed(body, n, &len);
    if (len > 0 && s[0] == '@') {
        link.trick = true;
        s = trimmed(s + 1, len - 1, &len);
    } else {
        const char *slash = memchr(s, '/', len);
        size_t mods_n = slash ? len - (size_t)(slash - s) : 0;
        const char *mods = slash;
        s = trimmed(s, slash ? (size_t)(slash - s) : len, &len);
        while (mods && mods_n > 0) { /* each modifier starts at a '/' */
            const char *next = memchr(mods + 1, '/', mods_n - 1);
            size_t word_n;
            const char *word = trimmed(mods + 1, (next ? (size_t)(next - mods) : mods_n) - 1,
                                       &word_n);
            int which = -1;
            for (int i = 0; i < (int)(sizeof modifiers / sizeof *modifiers); i++)
                if (strlen(modifiers[i].word) == word_n && memcmp(word, modifiers[i].word, word_n) == 0)
                    which = i;
            if (which < 0)
                return fail(p, "unknown example modifier '%.*s' (balls, clubs, rings, right, "
                               "left, normal, reverse, mills)", (int)word_n, word);
            apply_modifier(&link, which);
            strncat(label, " ", sizeof label - strlen(label) - 1);
            strncat(label, modifiers[which].label, sizeof label - strlen(label) - 1);
            mods_n -= next ? (size_t)(next - mods) : mods_n;
            mods = next;
        }
    }
    if (len == 0)
        return fail(p, "an example {...} with nothing in it");
    if (len >= RULES_TARGET_MAX)
        return fail(p, "the example '%.*s' is too long", (int)len, s);
    memcpy(link.target, s, len);
    link.target[len] = '\0';
    char full[sizeof label + RULES_TARGET_MAX];
    snprintf(full, sizeof full, "%s%s", link.target, link.trick ? "" : label);

    if (!flush_space(p))
        return false;
    doc->links[doc->link_count] = link;
    if (!append(p, RULES_SPAN_LINK, doc->link_count, full, strlen(full)))
        return false;
    doc->link_count++;
    return true;
}

/* The text of one line after its marker, with its inline markup. */
static bool parse_inline(Parser *p, const char *s, size_t n)
{
    p->pending_space = true; /* a line runs on from the one above it */
    for (size_t i = 0; i < n && !p->failed; i++) {
        char c = s[i];
        if (c == ' ' || c == '\t') {
            p->pending_space = true;
        } else if (c == '*') {
            p->bold = !p->bold;
        } else if (c == '{') {
            const char *close = memchr(s + i + 1, '}', n - i - 1);
            if (!close)
                return fail(p, "'{' without '}' on the same line");
            if (!parse_link(p, s + i + 1, (size_t)(close - s) - i - 1))
                return false;
            i = (size_t)(close - s);
        } else {
            if (c == '\\' && i + 1 < n)
                c = s[++i];
            if (!flush_space(p) || !append(p, text_kind(p), -1, &c, 1))
                return false;
        }
    }
    return !p->failed;
}

static bool is_marker(const char *s, size_t n, char m)
{
    return n >= 1 && s[0] == m && (n == 1 || s[1] == ' ' || s[1] == '\t');
}

static bool parse_heading(Parser *p, const char *s, size_t n)
{
    RulesDoc *doc = p->doc;
    if (doc->section_count >= RULES_MAX_SECTIONS)
        return fail(p, "too many sections (at most %d)", RULES_MAX_SECTIONS);
    doc->section_count++;
    if (!start_block(p, RULES_BLOCK_HEADING) || !parse_inline(p, s, n))
        return false;
    RulesBlock *b = p->block;
    if (b->span_count == 0)
        return fail(p, "a section heading without a title");
    const RulesSpan *first = &doc->spans[b->first_span], *last = &doc->spans[doc->span_count - 1];
    int len = last->start + last->length - first->start;
    if (len >= RULES_TITLE_MAX)
        return fail(p, "the section title is too long for the contents (at most %d bytes)",
                    RULES_TITLE_MAX - 1);
    RulesSection *sec = &doc->sections[doc->section_count - 1];
    memcpy(sec->title, doc->text + first->start, (size_t)len);
    sec->title[len] = '\0';
    sec->block = (int)(b - doc->blocks);
    return end_block(p);
}

/* "= 9h 9s 4c 4d Kh": a row of cards, a block of its own. */
static bool parse_cards(Parser *p, const char *s, size_t n)
{
    if (!start_block(p, RULES_BLOCK_CARDS))
        return false;
    RulesBlock *b = p->block;
    size_t i = 0;
    while (i < n) {
        while (i < n && (s[i] == ' ' || s[i] == '\t'))
            i++;
        size_t j = i;
        while (j < n && s[j] != ' ' && s[j] != '\t')
            j++;
        if (j == i)
            break;
        char word[8];
        int card = -1;
        if (j - i < sizeof word) {
            memcpy(word, s + i, j - i);
            word[j - i] = '\0';
            card = deck52_parse_card(word);
        }
        if (card < 0)
            return fail(p, "'%.*s' is not a card (2-10, J, Q, K or A, then c, d, h or s)",
                        (int)(j - i), s + i);
        if (b->cards_n >= RULES_MAX_CARDS)
            return fail(p, "more than %d cards in one row", RULES_MAX_CARDS);
        b->card[b->cards_n++] = (unsigned char)card;
        i = j;
    }
    if (b->cards_n == 0)
        return fail(p, "a row of cards (=) without cards");
    return end_block(p);
}

static bool parse_line(Parser *p, const char *s, size_t n)
{
    size_t tn;
    const char *t = trimmed(s, n, &tn);
    if (tn == 0)
        return end_block(p);
    if (s[0] == '%')
        return true;
    if (is_marker(s, n, '#'))
        return parse_heading(p, s + 1, n - 1);
    if (is_marker(s, n, '-'))
        return start_block(p, RULES_BLOCK_BULLET) && parse_inline(p, s + 1, n - 1);
    if (is_marker(s, n, '='))
        return parse_cards(p, s + 1, n - 1);
    if (is_marker(s, n, '>'))
        return start_block(p, RULES_BLOCK_ASIDE) && parse_inline(p, s + 1, n - 1);
    /* A bullet or an aside runs on only over indented lines: a sentence written straight
     * after a list is the next paragraph, not part of the last bullet. */
    bool runs_on = p->block && (p->block->kind == RULES_BLOCK_PARAGRAPH || t != s);
    if (!runs_on && !start_block(p, RULES_BLOCK_PARAGRAPH))
        return false;
    return parse_inline(p, t, tn);
}

bool rules_text_parse(const char *markup, RulesDoc *out, char *err, size_t err_size)
{
    memset(out, 0, sizeof *out);
    char scratch[8];
    Parser p = {.doc = out, .err = err ? err : scratch, .err_size = err ? err_size : sizeof scratch};
    if (p.err_size)
        p.err[0] = '\0';
    const char *s = markup ? markup : "";
    while (*s && !p.failed) {
        p.line++;
        const char *end = strchr(s, '\n');
        size_t n = end ? (size_t)(end - s) : strlen(s);
        size_t line_n = n > 0 && s[n - 1] == '\r' ? n - 1 : n;
        parse_line(&p, s, line_n);
        s += end ? n + 1 : n;
    }
    if (!p.failed)
        end_block(&p);
    if (!p.failed && out->section_count == 0)
        fail(&p, "no sections: the rules need at least one '# Title' line");
    if (p.failed) {
        memset(out, 0, sizeof *out);
        return false;
    }
    return true;
}

int rules_text_find_link(const RulesDoc *doc, const char *target)
{
    for (int i = 0; i < doc->link_count; i++)
        if (strcmp(doc->links[i].target, target) == 0)
            return i;
    return -1;
}
