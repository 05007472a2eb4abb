#include "textedit.h"

#include <string.h>

static bool is_continuation(unsigned char c)
{
    return (c & 0xC0) == 0x80;
}

/* Length of the valid UTF-8 character at s (n bytes available), or 0 if it is not valid. */
static size_t char_length(const unsigned char *s, size_t n)
{
    if (n == 0)
        return 0;
    unsigned char c = s[0];
    size_t len;
    unsigned int cp;
    if (c < 0x80)
        return 1;
    else if ((c & 0xE0) == 0xC0)
        len = 2, cp = c & 0x1F;
    else if ((c & 0xF0) == 0xE0)
        len = 3, cp = c & 0x0F;
    else if ((c & 0xF8) == 0xF0)
        len = 4, cp = c & 0x07;
    else
        return 0;
    if (len > n)
        return 0;
    for (size_t i = 1; i < len; i++) {
        if (!is_continuation(s[i]))
            return 0;
        cp = (cp << 6) | (s[i] & 0x3F);
    }
    /* Overlong forms, surrogates and values past Unicode are not characters. */
    static const unsigned int min_cp[5] = {0, 0, 0x80, 0x800, 0x10000};
    if (cp < min_cp[len] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        return 0;
    return len;
}

static size_t prev_boundary(const TextEdit *te, size_t pos)
{
    if (pos == 0)
        return 0;
    pos--;
    while (pos > 0 && is_continuation((unsigned char)te->text[pos]))
        pos--;
    return pos;
}

static size_t next_boundary(const TextEdit *te, size_t pos)
{
    if (pos >= te->length)
        return te->length;
    pos++;
    while (pos < te->length && is_continuation((unsigned char)te->text[pos]))
        pos++;
    return pos;
}

void textedit_init(TextEdit *te, const char *initial)
{
    memset(te, 0, sizeof *te);
    if (initial)
        textedit_insert(te, initial);
    te->anchor = te->cursor = te->length;
}

bool textedit_has_selection(const TextEdit *te)
{
    return te->anchor != te->cursor;
}

void textedit_selection_range(const TextEdit *te, size_t *start, size_t *end)
{
    *start = te->anchor < te->cursor ? te->anchor : te->cursor;
    *end = te->anchor < te->cursor ? te->cursor : te->anchor;
}

size_t textedit_selection(const TextEdit *te, char *buf, size_t size)
{
    size_t a, b;
    textedit_selection_range(te, &a, &b);
    size_t n = b - a;
    if (size == 0)
        return 0;
    if (n >= size)
        n = size - 1;
    memcpy(buf, te->text + a, n);
    buf[n] = '\0';
    return n;
}

static void remove_range(TextEdit *te, size_t a, size_t b)
{
    memmove(te->text + a, te->text + b, te->length - b + 1);
    te->length -= b - a;
    te->cursor = te->anchor = a;
}

static bool delete_selection(TextEdit *te)
{
    if (!textedit_has_selection(te))
        return false;
    size_t a, b;
    textedit_selection_range(te, &a, &b);
    remove_range(te, a, b);
    return true;
}

bool textedit_insert(TextEdit *te, const char *utf8)
{
    delete_selection(te);
    bool intact = true;
    const unsigned char *s = (const unsigned char *)utf8;
    size_t n = strlen(utf8);
    while (n > 0) {
        size_t len = char_length(s, n);
        if (len == 0) {
            intact = false; /* invalid byte: skip it */
            s++, n--;
            continue;
        }
        if (len == 1 && (s[0] < 0x20 || s[0] == 0x7F)) {
            intact = false; /* a pasted newline or tab has no place in a one-line field */
            s++, n--;
            continue;
        }
        if (te->length + len >= TEXTEDIT_CAPACITY)
            return false;
        memmove(te->text + te->cursor + len, te->text + te->cursor, te->length - te->cursor + 1);
        memcpy(te->text + te->cursor, s, len);
        te->length += len;
        te->cursor += len;
        te->anchor = te->cursor;
        s += len, n -= len;
    }
    return intact;
}

void textedit_backspace(TextEdit *te)
{
    if (!delete_selection(te) && te->cursor > 0)
        remove_range(te, prev_boundary(te, te->cursor), te->cursor);
}

void textedit_delete(TextEdit *te)
{
    if (!delete_selection(te) && te->cursor < te->length)
        remove_range(te, te->cursor, next_boundary(te, te->cursor));
}

static void move_to(TextEdit *te, size_t pos, bool extend)
{
    te->cursor = pos;
    if (!extend)
        te->anchor = pos;
}

void textedit_left(TextEdit *te, bool extend)
{
    if (!extend && textedit_has_selection(te)) {
        size_t a, b;
        textedit_selection_range(te, &a, &b);
        move_to(te, a, false);
        return;
    }
    move_to(te, prev_boundary(te, te->cursor), extend);
}

void textedit_right(TextEdit *te, bool extend)
{
    if (!extend && textedit_has_selection(te)) {
        size_t a, b;
        textedit_selection_range(te, &a, &b);
        move_to(te, b, false);
        return;
    }
    move_to(te, next_boundary(te, te->cursor), extend);
}

/* Words are runs of anything but spaces: in a siteswap field, "531 (4,2x)*" is two words. */
static bool is_space_at(const TextEdit *te, size_t pos)
{
    return te->text[pos] == ' ';
}

static size_t word_start_before(const TextEdit *te, size_t pos)
{
    while (pos > 0 && is_space_at(te, prev_boundary(te, pos)))
        pos = prev_boundary(te, pos);
    while (pos > 0 && !is_space_at(te, prev_boundary(te, pos)))
        pos = prev_boundary(te, pos);
    return pos;
}

static size_t word_end_after(const TextEdit *te, size_t pos)
{
    while (pos < te->length && is_space_at(te, pos))
        pos = next_boundary(te, pos);
    while (pos < te->length && !is_space_at(te, pos))
        pos = next_boundary(te, pos);
    return pos;
}

void textedit_word_left(TextEdit *te, bool extend)
{
    move_to(te, word_start_before(te, te->cursor), extend);
}

void textedit_word_right(TextEdit *te, bool extend)
{
    move_to(te, word_end_after(te, te->cursor), extend);
}

void textedit_backspace_word(TextEdit *te)
{
    if (!delete_selection(te))
        remove_range(te, word_start_before(te, te->cursor), te->cursor);
}

void textedit_delete_word(TextEdit *te)
{
    if (!delete_selection(te))
        remove_range(te, te->cursor, word_end_after(te, te->cursor));
}

void textedit_home(TextEdit *te, bool extend)
{
    move_to(te, 0, extend);
}

void textedit_end(TextEdit *te, bool extend)
{
    move_to(te, te->length, extend);
}

void textedit_select_all(TextEdit *te)
{
    te->anchor = 0;
    te->cursor = te->length;
}

void textedit_set_cursor(TextEdit *te, size_t offset, bool extend)
{
    if (offset > te->length)
        offset = te->length;
    while (offset > 0 && offset < te->length && is_continuation((unsigned char)te->text[offset]))
        offset--;
    move_to(te, offset, extend);
}
