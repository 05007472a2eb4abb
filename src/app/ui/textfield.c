#include "textfield.h"

#include "draw.h"
#include "hit.h"
#include "palette.h"

#include <math.h>
#include <string.h>

#define BLINK_SECONDS 0.53 /* the caret shows this long, then hides this long */

/* ---- Keys ---- */

static TextfieldResult copy_cut(TextEdit *te, bool cut, const TextfieldClipboard *clip)
{
    if (!textedit_has_selection(te))
        return TEXTFIELD_MOVED;
    if (clip && clip->set) {
        char sel[TEXTEDIT_CAPACITY];
        textedit_selection(te, sel, sizeof sel);
        clip->set(clip->ctx, sel);
    }
    if (!cut)
        return TEXTFIELD_MOVED;
    textedit_backspace(te);
    return TEXTFIELD_EDITED;
}

TextfieldResult textfield_key(TextEdit *te, SDL_Keycode key, Uint16 mod,
                              const TextfieldClipboard *clip)
{
    bool ctrl = (mod & KMOD_CTRL) != 0, shift = (mod & KMOD_SHIFT) != 0;
    TextEdit before = *te;
    switch (key) {
    case SDLK_LEFT: ctrl ? textedit_word_left(te, shift) : textedit_left(te, shift); break;
    case SDLK_RIGHT: ctrl ? textedit_word_right(te, shift) : textedit_right(te, shift); break;
    case SDLK_HOME: textedit_home(te, shift); break;
    case SDLK_END: textedit_end(te, shift); break;
    case SDLK_BACKSPACE: ctrl ? textedit_backspace_word(te) : textedit_backspace(te); break;
    case SDLK_DELETE: ctrl ? textedit_delete_word(te) : textedit_delete(te); break;
    case SDLK_a:
        if (!ctrl)
            return TEXTFIELD_IGNORED; /* the letter comes as text */
        textedit_select_all(te);
        break;
    case SDLK_c:
    case SDLK_x:
        if (!ctrl)
            return TEXTFIELD_IGNORED;
        return copy_cut(te, key == SDLK_x, clip);
    case SDLK_v: {
        if (!ctrl)
            return TEXTFIELD_IGNORED;
        char buf[TEXTEDIT_CAPACITY];
        if (clip && clip->get && clip->get(clip->ctx, buf, sizeof buf))
            textedit_insert(te, buf);
        break;
    }
    default:
        return TEXTFIELD_IGNORED;
    }
    return before.length != te->length || memcmp(before.text, te->text, te->length) != 0
           ? TEXTFIELD_EDITED : TEXTFIELD_MOVED;
}

size_t textfield_offset_at(TextfitMeasure measure, void *ctx, bool bold, int px,
                           const TextEdit *te, float x)
{
    size_t best = 0;
    float best_d = INFINITY;
    for (size_t i = 0; i <= te->length; i++) {
        if (i < te->length && ((unsigned char)te->text[i] & 0xC0) == 0x80)
            continue;
        float w = i > 0 ? (float)measure(ctx, bold, px, te->text, i) : 0;
        float d = fabsf(w - x);
        if (d < best_d) {
            best_d = d;
            best = i;
        }
    }
    return best;
}

float textfield_scroll(float caret_x, float room)
{
    return caret_x > room ? caret_x - room : 0;
}

/* ---- The widget ---- */

void textfield_init(TextField *tf, const char *text)
{
    memset(tf, 0, sizeof *tf);
    textedit_init(&tf->edit, text ? text : "");
}

static bool sdl_get(void *ctx, char *buf, size_t size)
{
    (void)ctx;
    if (!SDL_HasClipboardText())
        return false;
    char *clip = SDL_GetClipboardText();
    bool ok = clip && clip[0];
    if (ok)
        SDL_strlcpy(buf, clip, size);
    SDL_free(clip);
    return ok;
}

static void sdl_set(void *ctx, const char *utf8)
{
    (void)ctx;
    SDL_SetClipboardText(utf8);
}

TextfieldClipboard textfield_sdl_clipboard(void)
{
    return (TextfieldClipboard){.get = sdl_get, .set = sdl_set, .ctx = NULL};
}

uint32_t textfield_still_ms(const TextField *tf, const App *app)
{
    return app_ms_to_blink(app, tf->caret_since, BLINK_SECONDS);
}

void textfield_touch(TextField *tf, const App *app)
{
    tf->caret_since = app_time(app, 0);
}

static float pad_of(const TextfieldLook *look)
{
    return (float)look->px * 0.4f;
}

static int width_of(TextCache *tc, FontFace face, int px, const char *text, size_t n)
{
    return n > 0 ? textfit_measure_cache(tc, face == FONT_BOLD, px, text, n) : 0;
}

/* The size the text is drawn at, and where it starts (slid left to keep the caret in view). */
static void place(const TextField *tf, App *app, SDL_FRect box, const TextfieldLook *look,
                  int *px, float *x)
{
    float pad = pad_of(look), room = box.w - 2 * pad;
    *px = look->shrink ? textfit_px(textfit_measure_cache, app->text, look->face == FONT_BOLD,
                                    look->px, textfit_min_px(look->px), tf->edit.text, room)
                       : look->px;
    float shift = 0;
    if (look->editing)
        shift = textfield_scroll((float)width_of(app->text, look->face, *px, tf->edit.text,
                                                 tf->edit.cursor), room);
    *x = box.x + pad - shift;
}

/* Puts the caret under the pointer at x (extend: the selection grows to it). */
static void caret_to(TextField *tf, App *app, SDL_FRect box, const TextfieldLook *look, float x,
                     bool extend)
{
    int px;
    float x0;
    place(tf, app, box, look, &px, &x0);
    textedit_set_cursor(&tf->edit,
                        textfield_offset_at(textfit_measure_cache, app->text,
                                            look->face == FONT_BOLD, px, &tf->edit, x - x0),
                        extend);
}

TextfieldResult textfield_input(TextField *tf, App *app, const Input *in, SDL_FRect box,
                                const TextfieldLook *look)
{
    TextfieldResult res = TEXTFIELD_IGNORED;
    switch (in->kind) {
    case INPUT_TEXT: {
        TextEdit before = tf->edit;
        textedit_insert(&tf->edit, in->text);
        res = before.length != tf->edit.length || memcmp(before.text, tf->edit.text,
                                                         tf->edit.length) != 0
              ? TEXTFIELD_EDITED : TEXTFIELD_MOVED;
        break;
    }
    case INPUT_POINTER_DOWN:
        tf->selecting = false;
        if (!ui_hit(box, in->x, in->y))
            return TEXTFIELD_IGNORED;
        caret_to(tf, app, box, look, in->x, (SDL_GetModState() & KMOD_SHIFT) != 0);
        tf->selecting = true;
        res = TEXTFIELD_MOVED;
        break;
    case INPUT_POINTER_MOVE:
        if (!tf->selecting)
            return TEXTFIELD_IGNORED;
        caret_to(tf, app, box, look, in->x, true);
        res = TEXTFIELD_MOVED;
        break;
    case INPUT_POINTER_UP:
        if (!tf->selecting)
            return TEXTFIELD_IGNORED;
        tf->selecting = false;
        return TEXTFIELD_MOVED;
    case INPUT_WHEEL:
        return TEXTFIELD_IGNORED;
    default: {
        TextfieldClipboard clip = textfield_sdl_clipboard();
        res = textfield_key(&tf->edit, in->key, in->mod, &clip);
        break;
    }
    }
    if (res != TEXTFIELD_IGNORED)
        textfield_touch(tf, app);
    return res;
}

void textfield_draw(TextField *tf, App *app, SDL_FRect box, const TextfieldLook *look, double now)
{
    SDL_Renderer *r = app->renderer;
    const TextEdit *te = &tf->edit;
    draw_rounded_rect(r, box, box.h * 0.22f, look->fill);
    int px;
    float tx;
    place(tf, app, box, look, &px, &tx);
    tf->px = px;
    tf->text_x = tx;
    int tw, th;
    text_measure(app->text, look->face, px, "Ag", &tw, &th);
    float ty = box.y + (box.h - (float)th) / 2;
    SDL_Rect clip = {(int)box.x, (int)box.y, (int)ceilf(box.w), (int)ceilf(box.h)};
    SDL_RenderSetClipRect(r, &clip);
    if (look->editing) {
        size_t a, b;
        textedit_selection_range(te, &a, &b);
        if (a != b) {
            float ax = (float)width_of(app->text, look->face, px, te->text, a);
            float bx = (float)width_of(app->text, look->face, px, te->text, b);
            draw_rounded_rect(r, (SDL_FRect){tx + ax, ty, bx - ax, (float)px * 1.15f}, 2,
                              PALETTE_SELECTION);
        }
    }
    if (te->length == 0 && look->placeholder)
        text_draw(app->text, FONT_REGULAR, px, PALETTE_PLACEHOLDER, look->placeholder, tx, ty,
                  TEXT_LEFT);
    text_draw(app->text, look->face, px, look->ink, te->text, tx, ty, TEXT_LEFT);
    for (size_t i = 0; look->marks && i < te->length; i++) {
        if (!look->marks[i])
            continue;
        float x0 = (float)width_of(app->text, look->face, px, te->text, i);
        float x1 = (float)width_of(app->text, look->face, px, te->text, i + 1);
        draw_rounded_rect(r, (SDL_FRect){tx + x0, ty + (float)px * 1.08f, x1 - x0,
                                         SDL_max(3.0f, (float)px * 0.1f)},
                          0, PALETTE_COLLISION_MARK);
    }
    float cx = (float)width_of(app->text, look->face, px, te->text, te->cursor);
    tf->caret = (SDL_FRect){tx + cx - 1, ty + (float)px * 0.05f, SDL_max(2.0f, (float)px * 0.08f),
                            (float)px * 1.1f};
    /* Solid while typing, then on and off. */
    tf->caret_shown = look->editing &&
                      fmod(now - tf->caret_since, 2 * BLINK_SECONDS) < BLINK_SECONDS;
    if (tf->caret_shown)
        draw_rounded_rect(r, tf->caret, 1, PALETTE_CARET);
    SDL_RenderSetClipRect(r, NULL);
}
