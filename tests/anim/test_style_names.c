/* The one map from style and trick names to the animator's styles (anim_style_from_name): every
 * name the catalogue, the Rules text, the Lab and the card game use, and names that are none. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "anim.h"
#include "catalogue.h"

#include <stdio.h>
#include <stdlib.h>

static const char *catalogue_path;

static void assert_names(const char *name, AnimStyle want)
{
    AnimStyle got = ANIM_STYLE_COUNT;
    if (!anim_style_from_name(name, &got))
        fail_msg("'%s' is not taken for a style", name);
    if (got != want)
        fail_msg("'%s' gives style %d, not %d", name, (int)got, (int)want);
    assert_int_equal(anim_style_named(name), want);
}

static void test_every_style_word_names_its_style(void **state)
{
    (void)state;
    for (int s = 0; s < ANIM_STYLE_COUNT; s++)
        assert_names(anim_style_word((AnimStyle)s), (AnimStyle)s);
    assert_string_equal(anim_style_word(ANIM_STYLE_MILLS_MESS), "mills-mess");
    assert_string_equal(anim_style_word(ANIM_STYLE_COLUMNS), "columns");
}

static void test_every_style_label_names_its_style(void **state)
{
    (void)state;
    for (int s = 0; s < ANIM_STYLE_COUNT; s++)
        assert_names(anim_style_label((AnimStyle)s), (AnimStyle)s);
}

static void test_catalogue_style_words(void **state)
{
    (void)state;
    assert_names("normal", ANIM_STYLE_NORMAL);
    assert_names("reverse", ANIM_STYLE_REVERSE);
    assert_names("mills-mess", ANIM_STYLE_MILLS_MESS);
    assert_names("tennis", ANIM_STYLE_TENNIS);
    assert_names("columns", ANIM_STYLE_COLUMNS);
    assert_names("burkes-barrage", ANIM_STYLE_BURKES);
    assert_names("rubensteins-revenge", ANIM_STYLE_RUBENSTEIN);
}

static void test_rules_text_modifiers(void **state)
{
    (void)state;
    assert_names("normal", ANIM_STYLE_NORMAL);
    assert_names("reverse", ANIM_STYLE_REVERSE);
    assert_names("mills", ANIM_STYLE_MILLS_MESS);
}

static void test_trick_names(void **state)
{
    (void)state;
    assert_names("Reverse cascade", ANIM_STYLE_REVERSE);
    assert_names("Mills Mess", ANIM_STYLE_MILLS_MESS);
    assert_names("Tennis", ANIM_STYLE_TENNIS);
    assert_names("Columns", ANIM_STYLE_COLUMNS);
    assert_names("Burke's Barrage", ANIM_STYLE_BURKES);
    assert_names("Burke\u2019s Barrage", ANIM_STYLE_BURKES);
    assert_names("Rubenstein's Revenge", ANIM_STYLE_RUBENSTEIN);
}

static void test_lab_short_labels(void **state)
{
    (void)state;
    assert_names("Burke's", ANIM_STYLE_BURKES);
    assert_names("Rubenstein's", ANIM_STYLE_RUBENSTEIN);
}

static void test_case_spaces_and_hyphens_do_not_matter(void **state)
{
    (void)state;
    assert_names("MILLS MESS", ANIM_STYLE_MILLS_MESS);
    assert_names("mills_mess", ANIM_STYLE_MILLS_MESS);
    assert_names(" burkes barrage ", ANIM_STYLE_BURKES);
}

static void test_other_names_are_no_style(void **state)
{
    (void)state;
    const char *none[] = {"", "box", "cascade", "millsmessy", "norma", "shower", "531"};
    for (size_t i = 0; i < sizeof none / sizeof *none; i++) {
        AnimStyle out = ANIM_STYLE_TENNIS;
        if (anim_style_from_name(none[i], &out))
            fail_msg("'%s' was taken for a style", none[i]);
        assert_int_equal(out, ANIM_STYLE_TENNIS); /* left untouched */
        assert_int_equal(anim_style_named(none[i]), ANIM_STYLE_NORMAL);
    }
    AnimStyle out = ANIM_STYLE_TENNIS;
    assert_false(anim_style_from_name(NULL, &out));
    assert_int_equal(anim_style_named(NULL), ANIM_STYLE_NORMAL);
}

/* A style word in the catalogue that the map does not know would be juggled as a cascade. */
static void test_every_catalogue_entry_has_a_known_style(void **state)
{
    (void)state;
    FILE *f = fopen(catalogue_path, "rb");
    assert_non_null(f);
    static char text[1 << 18];
    size_t n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[n] = '\0';
    Catalogue c;
    CatalogueError err;
    assert_true(catalogue_parse(text, &c, &err));
    int known = 0;
    for (int i = 0; i < c.count; i++) {
        AnimStyle s;
        if (!anim_style_from_name(c.entries[i].style, &s))
            fail_msg("%s: unknown style '%s'", c.entries[i].name, c.entries[i].style);
        known++;
    }
    assert_true(known > 0);
    catalogue_free(&c);
}

int main(int argc, char **argv)
{
    catalogue_path = argc > 1 ? argv[1] : "assets/patterns/catalogue.txt";
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_style_word_names_its_style),
        cmocka_unit_test(test_every_style_label_names_its_style),
        cmocka_unit_test(test_catalogue_style_words),
        cmocka_unit_test(test_rules_text_modifiers),
        cmocka_unit_test(test_trick_names),
        cmocka_unit_test(test_lab_short_labels),
        cmocka_unit_test(test_case_spaces_and_hyphens_do_not_matter),
        cmocka_unit_test(test_other_names_are_no_style),
        cmocka_unit_test(test_every_catalogue_entry_has_a_known_style),
    };
    return cmocka_run_group_tests_name("anim-style-names", tests, NULL, NULL);
}
