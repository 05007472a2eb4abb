/* The one key set of every text field, driven without a window: a buffer stands in for the
 * clipboard. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "textfield.h"

#include <string.h>

typedef struct Board {
    char text[TEXTEDIT_CAPACITY];
    int sets;
} Board;

static bool board_get(void *ctx, char *buf, size_t size)
{
    Board *b = ctx;
    if (!b->text[0])
        return false;
    SDL_strlcpy(buf, b->text, size);
    return true;
}

static void board_set(void *ctx, const char *utf8)
{
    Board *b = ctx;
    SDL_strlcpy(b->text, utf8, sizeof b->text);
    b->sets++;
}

static Board board;
static TextfieldClipboard clip = {board_get, board_set, &board};

static int setup(void **state)
{
    (void)state;
    memset(&board, 0, sizeof board);
    return 0;
}

static TextfieldResult key(TextEdit *te, SDL_Keycode k, Uint16 mod)
{
    return textfield_key(te, k, mod, &clip);
}

static void test_backspace_and_delete_remove_a_character_and_ctrl_a_word(void **state)
{
    (void)state;
    TextEdit te;
    textedit_init(&te, "Anna Maria Lee");
    assert_int_equal(key(&te, SDLK_BACKSPACE, 0), TEXTFIELD_EDITED);
    assert_string_equal(te.text, "Anna Maria Le");
    assert_int_equal(key(&te, SDLK_BACKSPACE, KMOD_LCTRL), TEXTFIELD_EDITED);
    assert_string_equal(te.text, "Anna Maria ");
    key(&te, SDLK_HOME, 0);
    assert_int_equal(key(&te, SDLK_DELETE, 0), TEXTFIELD_EDITED);
    assert_string_equal(te.text, "nna Maria ");
    assert_int_equal(key(&te, SDLK_DELETE, KMOD_RCTRL), TEXTFIELD_EDITED);
    assert_string_equal(te.text, " Maria ");
    key(&te, SDLK_END, 0);
    assert_int_equal(key(&te, SDLK_DELETE, 0), TEXTFIELD_MOVED); /* nothing after the caret */
    assert_string_equal(te.text, " Maria ");
}

static void test_arrows_move_by_character_ctrl_by_word_shift_extends(void **state)
{
    (void)state;
    TextEdit te;
    textedit_init(&te, "531 441");
    assert_int_equal(key(&te, SDLK_LEFT, 0), TEXTFIELD_MOVED);
    assert_int_equal(te.cursor, 6);
    key(&te, SDLK_LEFT, KMOD_LCTRL);
    assert_int_equal(te.cursor, 4);
    key(&te, SDLK_LEFT, KMOD_LCTRL | KMOD_LSHIFT);
    assert_int_equal(te.cursor, 0);
    assert_int_equal(te.anchor, 4);
    key(&te, SDLK_RIGHT, KMOD_LSHIFT);
    assert_int_equal(te.cursor, 1);
    assert_int_equal(te.anchor, 4);
    key(&te, SDLK_RIGHT, KMOD_LCTRL);
    assert_int_equal(te.cursor, 3);
    assert_false(textedit_has_selection(&te));
}

static void test_home_and_end_go_to_the_ends_and_shift_extends(void **state)
{
    (void)state;
    TextEdit te;
    textedit_init(&te, "Chloe");
    key(&te, SDLK_LEFT, 0);
    key(&te, SDLK_HOME, KMOD_LSHIFT);
    assert_int_equal(te.cursor, 0);
    assert_int_equal(te.anchor, 4);
    key(&te, SDLK_END, 0);
    assert_int_equal(te.cursor, 5);
    assert_false(textedit_has_selection(&te));
}

static void test_ctrl_a_selects_everything_and_a_alone_is_not_a_key(void **state)
{
    (void)state;
    TextEdit te;
    textedit_init(&te, "Dev");
    assert_int_equal(key(&te, SDLK_a, 0), TEXTFIELD_IGNORED); /* the letter comes as text */
    assert_int_equal(key(&te, SDLK_a, KMOD_LCTRL), TEXTFIELD_MOVED);
    assert_int_equal(te.anchor, 0);
    assert_int_equal(te.cursor, 3);
}

static void test_ctrl_c_copies_ctrl_x_cuts_and_ctrl_v_pastes_over_the_selection(void **state)
{
    (void)state;
    TextEdit te;
    textedit_init(&te, "531");
    assert_int_equal(key(&te, SDLK_c, KMOD_LCTRL), TEXTFIELD_MOVED); /* nothing selected */
    assert_int_equal(board.sets, 0);
    key(&te, SDLK_LEFT, KMOD_LSHIFT);
    key(&te, SDLK_LEFT, KMOD_LSHIFT);
    assert_int_equal(key(&te, SDLK_c, KMOD_LCTRL), TEXTFIELD_MOVED);
    assert_string_equal(board.text, "31");
    assert_string_equal(te.text, "531");
    assert_int_equal(key(&te, SDLK_x, KMOD_RCTRL), TEXTFIELD_EDITED);
    assert_string_equal(board.text, "31");
    assert_string_equal(te.text, "5");
    assert_int_equal(key(&te, SDLK_v, KMOD_LCTRL), TEXTFIELD_EDITED);
    assert_int_equal(key(&te, SDLK_v, KMOD_LCTRL), TEXTFIELD_EDITED);
    assert_string_equal(te.text, "53131");
    key(&te, SDLK_a, KMOD_LCTRL);
    SDL_strlcpy(board.text, "97531", sizeof board.text);
    key(&te, SDLK_v, KMOD_LCTRL);
    assert_string_equal(te.text, "97531");
}

static void test_pasting_an_empty_clipboard_or_none_changes_nothing(void **state)
{
    (void)state;
    TextEdit te;
    textedit_init(&te, "441");
    assert_int_equal(key(&te, SDLK_v, KMOD_LCTRL), TEXTFIELD_MOVED);
    assert_int_equal(textfield_key(&te, SDLK_v, KMOD_LCTRL, NULL), TEXTFIELD_MOVED);
    key(&te, SDLK_a, KMOD_LCTRL);
    assert_int_equal(textfield_key(&te, SDLK_x, KMOD_LCTRL, NULL), TEXTFIELD_EDITED);
    assert_string_equal(te.text, "");
    assert_string_equal(board.text, "");
}

static void test_other_keys_are_left_to_the_screen(void **state)
{
    (void)state;
    TextEdit te;
    textedit_init(&te, "3");
    const SDL_Keycode others[] = {SDLK_UP, SDLK_DOWN, SDLK_RETURN, SDLK_TAB, SDLK_ESCAPE,
                                  SDLK_F5, SDLK_PAGEUP, SDLK_c, SDLK_x, SDLK_v, SDLK_SPACE};
    for (size_t i = 0; i < sizeof others / sizeof *others; i++)
        assert_int_equal(key(&te, others[i], 0), TEXTFIELD_IGNORED);
    assert_string_equal(te.text, "3");
}

static int fake(void *ctx, bool bold, int px, const char *utf8, size_t length)
{
    (void)ctx;
    (void)bold;
    (void)utf8;
    return (int)length * px / 2;
}

static void test_a_click_lands_on_the_nearest_character_boundary(void **state)
{
    (void)state;
    TextEdit te;
    textedit_init(&te, "Anna"); /* 10 px a character at 20 px */
    assert_int_equal(textfield_offset_at(fake, NULL, false, 20, &te, -30), 0);
    assert_int_equal(textfield_offset_at(fake, NULL, false, 20, &te, 14), 1);
    assert_int_equal(textfield_offset_at(fake, NULL, false, 20, &te, 16), 2);
    assert_int_equal(textfield_offset_at(fake, NULL, false, 20, &te, 500), 4);
}

static void test_long_text_slides_just_enough_to_show_the_caret(void **state)
{
    (void)state;
    assert_float_equal(textfield_scroll(50, 100), 0, 0.001);
    assert_float_equal(textfield_scroll(100, 100), 0, 0.001);
    assert_float_equal(textfield_scroll(130, 100), 30, 0.001);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_backspace_and_delete_remove_a_character_and_ctrl_a_word, setup),
        cmocka_unit_test_setup(test_arrows_move_by_character_ctrl_by_word_shift_extends, setup),
        cmocka_unit_test_setup(test_home_and_end_go_to_the_ends_and_shift_extends, setup),
        cmocka_unit_test_setup(test_ctrl_a_selects_everything_and_a_alone_is_not_a_key, setup),
        cmocka_unit_test_setup(test_ctrl_c_copies_ctrl_x_cuts_and_ctrl_v_pastes_over_the_selection,
                               setup),
        cmocka_unit_test_setup(test_pasting_an_empty_clipboard_or_none_changes_nothing, setup),
        cmocka_unit_test_setup(test_other_keys_are_left_to_the_screen, setup),
        cmocka_unit_test_setup(test_a_click_lands_on_the_nearest_character_boundary, setup),
        cmocka_unit_test_setup(test_long_text_slides_just_enough_to_show_the_caret, setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
