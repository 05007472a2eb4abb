/* One-line text fields: the same keys, pointer and look on every screen, over the pure editing
 * model in textedit.h.
 *
 * The keys (textfield_key, pure, so tests drive it without a window):
 *   typing                      inserts, replacing the selection
 *   Backspace / Delete          the selection, else the character before / after
 *   Ctrl+Backspace / Ctrl+Del   back to the start of the word / on to its end
 *   Left / Right                a character; Ctrl: a word; Shift: extends the selection
 *   Home / End                  the start / end; Shift extends
 *   Ctrl+A                      selects everything
 *   Ctrl+C / Ctrl+X / Ctrl+V    copy / cut / paste, through the clipboard callbacks
 * The pointer: a press places the caret (Shift+press extends), a drag selects. The caret
 * blinks, solid again after every edit or move. */
#pragma once

#include "app.h"
#include "textedit.h"
#include "textfit.h"

#include <SDL_keycode.h>

typedef enum TextfieldResult {
    TEXTFIELD_IGNORED, /* not for the field */
    TEXTFIELD_MOVED,   /* used: the caret or the selection moved, or something was copied */
    TEXTFIELD_EDITED,  /* the text changed */
} TextfieldResult;

/* Where copy, cut and paste go: SDL's clipboard in the game, a buffer in tests. */
typedef struct TextfieldClipboard {
    /* The clipboard's text into buf (size bytes with the terminator); false when empty. */
    bool (*get)(void *ctx, char *buf, size_t size);
    void (*set)(void *ctx, const char *utf8);
    void *ctx;
} TextfieldClipboard;

/* Applies an editing key (SDLK_*, with KMOD_* modifiers) to te. clip may be NULL (no copy or
 * paste). Keys that are not editing keys are TEXTFIELD_IGNORED. */
TextfieldResult textfield_key(TextEdit *te, SDL_Keycode key, Uint16 mod,
                              const TextfieldClipboard *clip);

/* The byte of te's text nearest to x pixels from the text's start, on a character boundary. */
size_t textfield_offset_at(TextfitMeasure measure, void *ctx, bool bold, int px,
                           const TextEdit *te, float x);

/* How far text slides left so the caret, caret_x pixels into it, stays in room. */
float textfield_scroll(float caret_x, float room);

/* ---- The widget ---- */

typedef struct TextField {
    TextEdit edit;
    bool selecting;      /* the pointer went down in the field: a drag selects */
    double caret_since;  /* app time of the last edit or move: the blink starts again */
    /* Drawn last frame (for clicks, and for tests). */
    float text_x;        /* where the text starts, slid left when long */
    int px;              /* the size it was drawn at */
    SDL_FRect caret;
    bool caret_shown;
} TextField;

typedef struct TextfieldLook {
    int px;              /* text size */
    bool shrink;         /* long text shrinks (to textfit's smallest size) before it slides */
    FontFace face;
    SDL_Color ink;
    SDL_Color fill;      /* the field's ground */
    const char *placeholder; /* shown faint while the field is empty, or NULL */
    const bool *marks;   /* per byte of the text: underlined in red (NULL for none) */
    bool editing;        /* has the keys: caret, selection, and the caret kept in view */
} TextfieldLook;

void textfield_init(TextField *tf, const char *text);

/* SDL's clipboard. */
TextfieldClipboard textfield_sdl_clipboard(void);

/* Typed text, an editing key or the pointer for a field drawn in box. */
TextfieldResult textfield_input(TextField *tf, App *app, const Input *in, SDL_FRect box,
                                const TextfieldLook *look);

/* Draws the field at app time now (for the caret's blink). */
void textfield_draw(TextField *tf, App *app, SDL_FRect box, const TextfieldLook *look, double now);

/* Milliseconds until the caret next shows or hides (for Scene.still_ms). */
uint32_t textfield_still_ms(const TextField *tf, const App *app);

/* The caret solid again (after a change the field did not see, e.g. a new text). */
void textfield_touch(TextField *tf, const App *app);
