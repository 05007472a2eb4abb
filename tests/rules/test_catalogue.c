/* The catalogue of named patterns: the line format, its errors, and the shipped file holding
 * every named pattern (assets/patterns/catalogue.txt). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "catalogue.h"
#include "notation.h"
#include "siteswap.h"

static const char *catalogue_path;
static const char *passing_path;

static char *read_all(const char *path)
{
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    static char buf[1 << 17];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = '\0';
    return buf;
}

static void assert_bad(const char *text, int line, const char *message)
{
    Catalogue c;
    CatalogueError e;
    assert_false(catalogue_parse(text, &c, &e));
    assert_int_equal(c.count, 0);
    assert_null(c.entries);
    assert_int_equal(e.line, line);
    assert_string_equal(e.message, message);
}

static void test_line_format_fields_and_comments(void **st)
{
    (void)st;
    Catalogue c;
    CatalogueError e;
    assert_true(catalogue_parse("# comment\n\n  Shower |51| 3 | normal | Round and round.\r\n"
                                "Box | (4,2x)* | 3 | normal | See-saw.",
                                &c, &e));
    assert_int_equal(c.count, 2);
    assert_string_equal(c.entries[0].name, "Shower");
    assert_string_equal(c.entries[0].notation, "51");
    assert_int_equal(c.entries[0].balls, 3);
    assert_string_equal(c.entries[0].style, "normal");
    assert_string_equal(c.entries[0].description, "Round and round.");
    assert_non_null(catalogue_find(&c, "box"));
    assert_null(catalogue_find(&c, "Cascade"));
    catalogue_free(&c);
}

static void test_errors_name_the_line(void **st)
{
    (void)st;
    assert_bad("A | 3 | 3 | normal\n", 1,
               "line 1: expected 5 fields separated by '|' (name | notation | balls | style | "
               "description), found 4");
    assert_bad("#\nA | 3 | 3 | normal | x | y\n", 2,
               "line 2: too many '|': expected name | notation | balls | style | description");
    assert_bad("A | 43 | 3 | normal | x\n", 1,
               "line 1: 43: average 3.5 is not a whole number of balls; the 4 at beat 1 and the "
               "3 at beat 2 both land on beat 5 in the right hand; nothing to throw at beat 2");
    assert_bad("A | 531 | 4 | normal | x\n", 1, "line 1: 531 has 3 balls, not 4");
    assert_bad("A | 531 | three | normal | x\n", 1, "line 1: balls must be a whole number, not 'three'");
    assert_bad("A | 531 | 3 | Mills Mess | x\n", 1,
               "line 1: style 'Mills Mess' must be a lower-case word (letters and '-')");
    assert_bad("A | 531 | 3 |  | x\n", 1, "line 1: the style is empty");
    assert_bad("A | 3 | 3 | normal | x\na | 531 | 3 | normal | y\n", 2,
               "line 2: the name 'a' is used twice");
}

static void test_tricks_are_not_plain_vanilla_normal(void **st)
{
    (void)st;
    Catalogue c;
    assert_true(catalogue_parse("Cascade | 3 | 3 | normal | x\nMills | 3 | 3 | mills-mess | x\n"
                                "Box | (4,2x)* | 3 | normal | x\nGatto | 24[54] | 5 | normal | x\n",
                                &c, NULL));
    assert_false(catalogue_is_trick(catalogue_find(&c, "Cascade")));
    assert_true(catalogue_is_trick(catalogue_find(&c, "Mills")));
    assert_true(catalogue_is_trick(catalogue_find(&c, "Box")));
    assert_true(catalogue_is_trick(catalogue_find(&c, "Gatto")));
    catalogue_free(&c);
}

static void test_shipped_catalogue_holds_the_named_patterns(void **st)
{
    (void)st;
    Catalogue c;
    CatalogueError e;
    bool ok = catalogue_parse(read_all(catalogue_path), &c, &e);
    if (!ok)
        print_error("%s\n", e.message);
    assert_true(ok);
    static const char *const notations[] = {
        "3", "4", "5", "51", "71", "91", "53", "40", "60", "42", "8040", "441", "531", "423",
        "52233", "(4,2x)*", "612", "(4,4)(4,0)", "(4,2)", "(4x,2x)", "(4x,2)(2,4x)",
        "(2,4)(2,4x)(2x,4)", "242334", "2334", "33333423", "55500", "55050", "52512", "7131",
        "504", "[34]23", "(4,4)", "(4x,4x)", "633", "741", "714", "7441", "7531", "1234567",
        "534", "552", "5551", "525", "44453", "3[53]22[32]", "726", "97531", "744", "94444",
        "(4x,6x)", "(6,4x)(4x,6)", "24[54]", "26[76]",
    };
    for (size_t i = 0; i < sizeof notations / sizeof notations[0]; i++) {
        Siteswap *want = siteswap_parse(notations[i], NULL);
        assert_non_null(want);
        bool found = false;
        for (int j = 0; j < c.count && !found; j++) {
            Siteswap *s = siteswap_parse(c.entries[j].notation, NULL);
            assert_non_null(s);
            found = siteswap_same_pattern(s, want);
            siteswap_free(s);
        }
        siteswap_free(want);
        if (!found)
            print_error("missing %s\n", notations[i]);
        assert_true(found);
    }
    static const char *const names[] = {"Cascade", "Reverse cascade", "Mills Mess", "Tennis",
                                         "Shower", "Burke's Barrage", "Rubenstein's Revenge",
                                         "Box", "Columns", "Factory", "Gatto multiplex"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        assert_non_null(catalogue_find(&c, names[i]));
    assert_string_equal(catalogue_find(&c, "Mills Mess")->style, "mills-mess");
    catalogue_free(&c);
}

/* The passing catalogue's line format: '|' inside the notation, props and jugglers checked. */
static void test_passing_catalogue_lines_checked(void **st)
{
    (void)st;
    Catalogue c;
    CatalogueError e;
    assert_true(catalogue_parse_passing("# c\n2-count | <3p 3|3p 3> | 6 | 2 | Everies.\n", &c, &e));
    assert_int_equal(c.count, 1);
    assert_string_equal(c.entries[0].notation, "<3p 3|3p 3>");
    assert_int_equal(c.entries[0].balls, 6);
    assert_int_equal(c.entries[0].jugglers, 2);
    assert_string_equal(c.entries[0].style, "passing");
    assert_string_equal(c.entries[0].description, "Everies.");
    catalogue_free(&c);
    assert_false(catalogue_parse_passing("1-count | <3p|3p> | 7 | 2 | x\n", &c, &e));
    assert_string_equal(e.message, "line 1: <3p|3p> has 6 props, not 7");
    assert_false(catalogue_parse_passing("1-count | <3p|3p> | 6 | 3 | x\n", &c, &e));
    assert_string_equal(e.message, "line 1: <3p|3p> is for 2 jugglers, not 3");
    assert_false(catalogue_parse_passing("bad | <3p|3> | 6 | 2 | x\n", &c, &e));
    assert_int_equal(e.line, 1);
    assert_non_null(strstr(e.message, "juggler 2's left hand"));
    assert_false(catalogue_parse_passing("short | <3p|3p> | 6\n", &c, &e));
    assert_null(c.entries);
    /* The solo catalogue keeps reading only siteswap.h's notation. */
    assert_false(catalogue_parse("1-count | <3p|3p> | 6 | normal | x\n", &c, &e));
}

/* Every shipped passing pattern is valid with its props and jugglers (parse_passing checks
 * each), and the ones passers start with are there. */
static void test_shipped_passing_catalogue(void **st)
{
    (void)st;
    Catalogue c;
    CatalogueError e;
    bool ok = catalogue_parse_passing(read_all(passing_path), &c, &e);
    if (!ok)
        print_error("%s\n", e.message);
    assert_true(ok);
    static const struct {
        const char *name;
        int props, jugglers;
    } want[] = {
        {"1-count", 6, 2}, {"2-count", 6, 2}, {"3-count", 6, 2}, {"4-count", 6, 2},
        {"7 clubs 2-count", 7, 2}, {"Why Not", 6, 2}, {"Why Not (2-person)", 6, 2}, {"Feed", 9, 3},
        {"4-juggler ring 1-count", 12, 4},
    };
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        const CatalogueEntry *entry = catalogue_find(&c, want[i].name);
        if (!entry)
            print_error("missing %s\n", want[i].name);
        assert_non_null(entry);
        NotationPattern *p = notation_parse(entry->notation, NULL);
        assert_non_null(p);
        assert_true(notation_validate(p, NULL));
        assert_int_equal(notation_props(p), want[i].props);
        assert_int_equal(p->jugglers, want[i].jugglers);
        assert_int_equal(entry->balls, want[i].props);
        assert_int_equal(entry->jugglers, want[i].jugglers);
        notation_free(p);
    }
    for (int i = 0; i < c.count; i++)
        assert_string_equal(c.entries[i].style, "passing");
    catalogue_free(&c);
}

int main(int argc, char **argv)
{
    catalogue_path = argc > 1 ? argv[1] : "assets/patterns/catalogue.txt";
    passing_path = argc > 2 ? argv[2] : "assets/patterns/passing.txt";
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_line_format_fields_and_comments),
        cmocka_unit_test(test_errors_name_the_line),
        cmocka_unit_test(test_tricks_are_not_plain_vanilla_normal),
        cmocka_unit_test(test_shipped_catalogue_holds_the_named_patterns),
        cmocka_unit_test(test_passing_catalogue_lines_checked),
        cmocka_unit_test(test_shipped_passing_catalogue),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
