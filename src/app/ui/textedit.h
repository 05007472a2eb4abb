/* The editing model behind a one-line text field: UTF-8 text, a cursor and a selection.
 *
 * Pure logic (no SDL), so every key a player can press is tested. Positions are byte offsets
 * that always sit on character boundaries; the selection runs between the anchor and the
 * cursor. The screen's text widget feeds it SDL text-input and key events and draws it. */
#pragma once

#include <stdbool.h>
#include <stddef.h>

#define TEXTEDIT_CAPACITY 256 /* bytes, terminator included */

typedef struct TextEdit {
    char text[TEXTEDIT_CAPACITY];
    size_t length;
    size_t cursor;
    size_t anchor; /* equals cursor when nothing is selected */
} TextEdit;

void textedit_init(TextEdit *te, const char *initial);

/* Replaces the selection (if any) with utf8; invalid UTF-8 and control characters are dropped,
 * and text that does not fit is cut at a character boundary. Returns false if anything was
 * dropped or cut. */
bool textedit_insert(TextEdit *te, const char *utf8);

void textedit_backspace(TextEdit *te);     /* deletes the selection, or the character before */
void textedit_delete(TextEdit *te);        /* deletes the selection, or the character after */
void textedit_backspace_word(TextEdit *te); /* the selection, or back to a word's start */
void textedit_delete_word(TextEdit *te);    /* the selection, or on to a word's end */

/* Cursor moves; with extend, the selection grows instead of being dropped. */
void textedit_left(TextEdit *te, bool extend);
void textedit_right(TextEdit *te, bool extend);
void textedit_word_left(TextEdit *te, bool extend);
void textedit_word_right(TextEdit *te, bool extend);
void textedit_home(TextEdit *te, bool extend);
void textedit_end(TextEdit *te, bool extend);
void textedit_select_all(TextEdit *te);

/* Puts the cursor at a byte offset (snapped to a character boundary). */
void textedit_set_cursor(TextEdit *te, size_t offset, bool extend);

bool textedit_has_selection(const TextEdit *te);
/* The selected text into buf (for copy and cut); returns its length. */
size_t textedit_selection(const TextEdit *te, char *buf, size_t size);
void textedit_selection_range(const TextEdit *te, size_t *start, size_t *end);
