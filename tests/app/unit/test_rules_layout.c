/* The Rules screen's text and layout, without a window: the rules file explains every part of
 * the rulings, every example in it is a siteswap (or a trick from the catalogue) the juggler can
 * show, the markup reports its mistakes, and at every window size from 1024x600 to 4K the screen
 * keeps everything inside the window with text large enough to read from across a table.
 * Text is measured with the game's real fonts (SDL_ttf needs no window).
 * Usage: test-app-rules_layout RULES_FILE CATALOGUE_FILE */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <SDL.h>
#include <SDL_ttf.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "anim.h"
#include "catalogue.h"
#include "datadir.h"
#include "deck.h"
#include "rules_layout.h"
#include "rules_text.h"

#define MAX_PX 400

typedef struct Fonts {
    TTF_Font *face[2][MAX_PX];   /* [bold][px], opened when first asked for */
} Fonts;

typedef struct Fixture {
    Fonts fonts;
    RulesDoc doc;
    RulesFlow flow;
    Catalogue catalogue;
} Fixture;

static const char *rules_path, *catalogue_path;

static int measure(void *ctx, bool bold, int px, const char *utf8, size_t length)
{
    Fonts *f = ctx;
    assert_true(px > 0 && px < MAX_PX);
    TTF_Font **font = &f->face[bold][px];
    if (!*font)
        *font = TTF_OpenFont(bold ? datadir_font_bold() : datadir_font_regular(), px);
    assert_non_null(*font);
    char buf[1024];
    assert_true(length < sizeof buf);
    memcpy(buf, utf8, length);
    buf[length] = '\0';
    int w = 0, h = 0;
    if (length)
        TTF_SizeUTF8(*font, buf, &w, &h);
    return w;
}

static char *read_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *text = malloc((size_t)n + 1);
    assert_non_null(text);
    assert_int_equal(fread(text, 1, (size_t)n, f), (size_t)n);
    text[n] = '\0';
    fclose(f);
    return text;
}

static int setup(void **state)
{
    Fixture *fx = calloc(1, sizeof *fx);
    if (!fx)
        return -1;
    char *markup = read_file(rules_path);
    char err[200];
    bool ok = rules_text_parse(markup, &fx->doc, err, sizeof err);
    if (!ok)
        fprintf(stderr, "%s: %s\n", rules_path, err);
    free(markup);
    char *cat = read_file(catalogue_path);
    CatalogueError cerr;
    ok = ok && catalogue_parse(cat, &fx->catalogue, &cerr);
    free(cat);
    *state = fx;
    return ok ? 0 : -1;
}

static int teardown(void **state)
{
    Fixture *fx = *state;
    for (int b = 0; b < 2; b++)
        for (int px = 0; px < MAX_PX; px++)
            if (fx->fonts.face[b][px])
                TTF_CloseFont(fx->fonts.face[b][px]);
    catalogue_free(&fx->catalogue);
    free(fx);
    return 0;
}

/* All the text of one section, its heading included. */
static void section_text(const RulesDoc *doc, int section, char *out, size_t n)
{
    out[0] = '\0';
    for (int b = 0; b < doc->block_count; b++) {
        const RulesBlock *blk = &doc->blocks[b];
        if (blk->section != section || blk->span_count == 0)
            continue;
        const RulesSpan *first = &doc->spans[blk->first_span];
        const RulesSpan *last = &doc->spans[blk->first_span + blk->span_count - 1];
        strncat(out, doc->text + first->start, (size_t)(last->start + last->length - first->start));
        strncat(out, "\n", n - strlen(out) - 1);
    }
}

/* ---- The text ---- */

static void test_every_part_of_the_rulings_has_its_section(void **state)
{
    const RulesDoc *doc = &((Fixture *)*state)->doc;
    static const struct { const char *title; const char *must_say[6]; } parts[] = {
        {"The game in short", {"wins"}},
        {"Cards and values", {"80 cards", "10 is a throw of 0", "Ace is a throw of 1", "highest flash"}},
        {"Setup", {"8 cards", "7 cards", "6 cards", "pick-up pile", "discard pile"}},
        {"A legal siteswap", {"at least 3", "two different", "option [2]"}},
        {"Same pattern", {"guess", "played before"}},
        {"Your turn", {"Build", "Extend", "Non-siteswap", "Skip", "keep their order"}},
        {"Repeated patterns", {"style", "balls, clubs or rings", "right or left", "Mills Mess"}},
        {"Reductions", {"highest flash", "period", "once", "optional", "before any reduction"}},
        {"Performing", {"20 cycles", "take your cards back", "hints", "gives nothing away"}},
        {"Guessing", {"same pattern", "one at a time", "swap one card"}},
        {"End of turn", {"draw one card", "not for a successful extension", "fewer than 3",
                         "without shuffling"}},
        {"End of the game", {"no cards left"}},
        {"Options [1] [2] [3]", {"[1]", "[2]", "[3]", "off unless"}},
    };
    size_t n = sizeof parts / sizeof *parts;
    assert_int_equal(doc->section_count, (int)n);
    char text[RULES_TEXT_MAX];
    for (size_t i = 0; i < n; i++) {
        assert_string_equal(doc->sections[i].title, parts[i].title);
        section_text(doc, (int)i, text, sizeof text);
        for (int k = 0; k < 6 && parts[i].must_say[k]; k++) {
            if (!strstr(text, parts[i].must_say[k]))
                fail_msg("section '%s' does not say '%s'", parts[i].title, parts[i].must_say[k]);
        }
    }
}

static void test_the_mathematics_joke_is_there_lightly(void **state)
{
    const RulesDoc *doc = &((Fixture *)*state)->doc;
    const char *joke = "youngest player without a degree in mathematics";
    int found = 0;
    for (int b = 0; b < doc->block_count; b++) {
        const RulesBlock *blk = &doc->blocks[b];
        const RulesSpan *first = &doc->spans[blk->first_span];
        const RulesSpan *last = &doc->spans[blk->first_span + blk->span_count - 1];
        char text[2048];
        snprintf(text, sizeof text, "%.*s", last->start + last->length - first->start,
                 doc->text + first->start);
        if (strstr(text, joke)) {
            assert_int_equal(blk->kind, RULES_BLOCK_ASIDE); /* an aside, not a rule */
            found++;
        }
    }
    assert_int_equal(found, 1);
}

static void test_every_example_the_rulings_use_is_a_link(void **state)
{
    const RulesDoc *doc = &((Fixture *)*state)->doc;
    const char *examples[] = {"534", "741", "714", "5151", "51", "15", "1515", "423", "451233",
                              "933", "633", "915", "612", "9155", "5155", "5111", "333", "533"};
    for (size_t i = 0; i < sizeof examples / sizeof *examples; i++)
        if (rules_text_find_link(doc, examples[i]) < 0)
            fail_msg("no link for the example %s", examples[i]);
}

static void test_every_link_is_a_siteswap_and_the_valid_ones_can_be_juggled(void **state)
{
    const RulesDoc *doc = &((Fixture *)*state)->doc;
    AnimMotion *motion = malloc(sizeof *motion);
    assert_non_null(motion);
    int invalid = 0;
    for (int i = 0; i < doc->link_count; i++) {
        const RulesLink *l = &doc->links[i];
        if (l->trick)
            continue;
        SiteswapError err;
        Siteswap *s = siteswap_parse(l->target, &err);
        if (!s)
            fail_msg("example %s does not parse: %s", l->target, err.message);
        bool ok = siteswap_validate(s, &err);
        if (!ok)
            siteswap_free(s);
        if (!ok) {
            /* Only the examples the text shows as mistakes may be invalid. */
            if (strcmp(l->target, "533") != 0 && strcmp(l->target, "9315") != 0)
                fail_msg("example %s is not a valid siteswap: %s", l->target, err.message);
            invalid++;
            continue;
        }
        AnimSettings set = anim_default_settings();
        set.prop = l->prop;
        set.start_left = l->start_left;
        set.style = l->style;
        char why[200];
        bool prepared = anim_prepare(s, &set, motion, why, sizeof why);
        siteswap_free(s);
        if (!prepared)
            fail_msg("example %s cannot be juggled: %s", l->target, why);
    }
    assert_int_equal(invalid, 2);
    free(motion);
}

static void test_trick_links_name_tricks_in_the_catalogue(void **state)
{
    Fixture *fx = *state;
    int tricks = 0;
    for (int i = 0; i < fx->doc.link_count; i++) {
        const RulesLink *l = &fx->doc.links[i];
        if (!l->trick)
            continue;
        const CatalogueEntry *e = catalogue_find(&fx->catalogue, l->target);
        if (!e || !catalogue_is_trick(e))
            fail_msg("'%s' is not a trick in the catalogue", l->target);
        tricks++;
    }
    assert_true(tricks >= 4); /* Mills Mess, Box, Columns, Burke's Barrage */
}

/* ---- The markup ---- */

static void test_markup_blocks_styles_and_links(void **state)
{
    (void)state;
    RulesDoc *doc = malloc(sizeof *doc);
    assert_non_null(doc);
    const char *text = "% a comment\n"
                       "# First\n"
                       "A *bold* word and {534/clubs/left}, then\n"
                       "more \\*stars\\* {@Mills Mess}.\n"
                       "\n"
                       "- one\n"
                       "- two\n"
                       "  runs on\n"
                       "> aside\n"
                       "after the aside\n"
                       "# Second\r\n"
                       "x\r\n";
    char err[200];
    assert_true(rules_text_parse(text, doc, err, sizeof err));
    assert_int_equal(doc->section_count, 2);
    assert_string_equal(doc->sections[0].title, "First");
    assert_string_equal(doc->sections[1].title, "Second");
    assert_int_equal(doc->block_count, 8);
    const RulesBlockKind kinds[] = {RULES_BLOCK_HEADING,   RULES_BLOCK_PARAGRAPH,
                                    RULES_BLOCK_BULLET,    RULES_BLOCK_BULLET,
                                    RULES_BLOCK_ASIDE,     RULES_BLOCK_PARAGRAPH,
                                    RULES_BLOCK_HEADING,   RULES_BLOCK_PARAGRAPH};
    for (int i = 0; i < 8; i++)
        assert_int_equal(doc->blocks[i].kind, kinds[i]);
    assert_int_equal(doc->blocks[7].section, 1);

    /* The paragraph's lines run on with one space; markup characters are gone. */
    const RulesBlock *p = &doc->blocks[1];
    const RulesSpan *first = &doc->spans[p->first_span];
    const RulesSpan *last = &doc->spans[p->first_span + p->span_count - 1];
    char shown[200];
    snprintf(shown, sizeof shown, "%.*s", last->start + last->length - first->start,
             doc->text + first->start);
    assert_string_equal(shown, "A bold word and 534 clubs left hand, then more *stars* Mills Mess.");
    assert_int_equal(doc->spans[p->first_span + 1].kind, RULES_SPAN_BOLD);

    assert_int_equal(doc->link_count, 2);
    assert_string_equal(doc->links[0].target, "534");
    assert_int_equal(doc->links[0].prop, ANIM_PROP_CLUB);
    assert_true(doc->links[0].start_left);
    assert_false(doc->links[0].trick);
    assert_string_equal(doc->links[1].target, "Mills Mess");
    assert_true(doc->links[1].trick);
    assert_int_equal(rules_text_find_link(doc, "Mills Mess"), 1);
    assert_int_equal(rules_text_find_link(doc, "531"), -1);

    const RulesBlock *b = &doc->blocks[3];
    snprintf(shown, sizeof shown, "%.*s", doc->spans[b->first_span].length,
             doc->text + doc->spans[b->first_span].start);
    assert_string_equal(shown, "two runs on");
    free(doc);
}

static void test_markup_mistakes_are_reported_with_their_line(void **state)
{
    (void)state;
    RulesDoc *doc = malloc(sizeof *doc);
    assert_non_null(doc);
    static const struct { const char *text, *says; } bad[] = {
        {"# A\nfine\n*not closed\n\nnext", "line 4"},
        {"text first\n# A\n", "before the first section"},
        {"# A\n{534/juggled}\n", "unknown example modifier 'juggled'"},
        {"# A\n{534\n}\n", "without '}'"},
        {"# A\nan empty {} link\n", "nothing in it"},
        {"% only a comment\n", "no sections"},
        {"", "no sections"},
        {"#\n", "without a title"},
        {"# A title far too long for the contents list to show on one row of it\n", "too long"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        char err[200] = "";
        if (rules_text_parse(bad[i].text, doc, err, sizeof err))
            fail_msg("accepted: %s", bad[i].text);
        if (!strstr(err, bad[i].says))
            fail_msg("'%s' says '%s', not '%s'", bad[i].text, err, bad[i].says);
        assert_int_equal(doc->section_count, 0); /* nothing half-read is left */
    }
    assert_false(rules_text_parse(NULL, doc, NULL, 0));
    free(doc);
}

/* Every character a fixed width: enough to flow text that is not the real rules. */
static int measure_fixed(void *ctx, bool bold, int px, const char *utf8, size_t length)
{
    (void)ctx;
    (void)utf8;
    return (int)length * px * (bold ? 6 : 5) / 10;
}

static void test_markup_survives_garbage_and_truncation(void **state)
{
    Fixture *fx = *state;
    RulesDoc *doc = malloc(sizeof *doc);
    RulesFlow *flow = malloc(sizeof *flow);
    assert_non_null(doc);
    assert_non_null(flow);
    static const char alphabet[] = "#->%*{}@/\\\n\r\t abc534()[],.x\xc3\xa9";
    unsigned seed = 12345;
    char text[400];
    int parsed = 0;
    for (int round = 0; round < 3000; round++) {
        int n = (int)(seed % (sizeof text - 1));
        int start = round % 2 ? 4 : 0; /* half start with a heading, so some get through */
        memcpy(text, "# T\n", 4);
        for (int i = start; i < n; i++) {
            seed = seed * 1103515245u + 12345u;
            text[i] = alphabet[(seed >> 16) % (sizeof alphabet - 1)];
        }
        text[n] = '\0';
        char err[200];
        if (rules_text_parse(text, doc, err, sizeof err)) {
            parsed++;
            rules_layout_flow(doc, 200, 16, 20, measure_fixed, NULL, flow);
            assert_true(flow->height > 0);
        } else {
            assert_true(strncmp(err, "line ", 5) == 0);
        }
    }
    assert_true(parsed > 0);

    /* The real rules cut off anywhere: read as far as they are whole, or refused. */
    char *markup = read_file(rules_path);
    size_t len = strlen(markup);
    for (size_t cut = 0; cut < len; cut += 37) {
        char keep = markup[cut];
        markup[cut] = '\0';
        if (rules_text_parse(markup, doc, NULL, 0))
            rules_layout_flow(doc, 120, 12, 15, measure_fixed, NULL, flow);
        markup[cut] = keep;
    }
    free(markup);
    (void)fx;
    free(flow);
    free(doc);
}

/* ---- The layout ---- */

static const int sizes[][2] = {{1024, 600},  {1280, 720}, {1920, 1080}, {3840, 2160},
                               {640, 400},   {1280, 800}, {1366, 768},  {2560, 1440},
                               {2560, 1080}, {800, 1000}, {1080, 1920}, {1600, 1200}};
static const float scales[] = {0.85f, 1.0f, 1.25f};

static bool inside(SDL_FRect r, float w, float h)
{
    return r.x >= 0 && r.y >= 0 && r.x + r.w <= w + 0.01f && r.y + r.h <= h + 0.01f && r.w > 0 &&
           r.h > 0;
}

static bool within(SDL_FRect r, SDL_FRect outer)
{
    return r.x >= outer.x - 0.01f && r.y >= outer.y - 0.01f &&
           r.x + r.w <= outer.x + outer.w + 0.01f && r.y + r.h <= outer.y + outer.h + 0.01f;
}

static bool overlap(SDL_FRect a, SDL_FRect b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

static void test_everything_stays_inside_the_window_at_every_size(void **state)
{
    Fixture *fx = *state;
    for (size_t k = 0; k < sizeof scales / sizeof *scales; k++)
    for (size_t s = 0; s < sizeof sizes / sizeof *sizes; s++) {
        float w = (float)sizes[s][0], h = (float)sizes[s][1];
        RulesFrame f;
        rules_layout_frame(sizes[s][0], sizes[s][1], scales[k], &fx->doc, measure, &fx->fonts, &f);
        const SDL_FRect panels[] = {f.text.contents, f.text.text_panel, f.juggler};
        for (int i = 0; i < 3; i++) {
            assert_true(inside(panels[i], w, h));
            /* Below the title, above the hints. */
            assert_true(panels[i].y >= f.text.title_y + (float)f.text.title_px);
            assert_true(panels[i].y + panels[i].h <= f.text.hint_y);
            for (int j = 0; j < i; j++)
                assert_false(overlap(panels[i], panels[j]));
        }
        assert_true(f.text.hint_y + (float)f.text.hint_px * 1.25f <= h);
        assert_true(within(f.text.text_view, f.text.text_panel));
        assert_true(within(f.text.scrollbar, f.text.text_panel));
        assert_false(overlap(f.text.text_view, f.text.scrollbar));
        assert_true(within(f.juggler_info, f.juggler));
        assert_true(within(f.juggler_figure, f.juggler));
        assert_true(f.text.narrow == (w < h * 1.25f));
        if (f.text.narrow) /* the juggler above the text */
            assert_true(f.juggler.y + f.juggler.h <= f.text.text_panel.y);

        /* Every row of the contents inside its panel, its title inside the row. */
        assert_int_equal(f.text.toc_count, fx->doc.section_count);
        for (int i = 0; i < f.text.toc_count; i++) {
            assert_true(within(f.text.toc[i], f.text.contents));
            const char *t = fx->doc.sections[i].title;
            int tw = measure(&fx->fonts, true, f.text.toc_px, t, strlen(t));
            assert_true(f.text.toc_text_x + (float)tw <= f.text.toc[i].x + f.text.toc[i].w);
            assert_true((float)f.text.toc_px * 1.2f <= f.text.toc[i].h);
        }

        /* Every line of the text inside the view's width; chips never on top of each other. */
        rules_layout_flow(&fx->doc, f.text.text_view.w, f.text.body_px, f.text.heading_px,
                          measure, &fx->fonts, &fx->flow);
        assert_false(fx->flow.truncated);
        const RulesRun *chips[RULES_MAX_LINKS];
        int nchips = 0;
        for (int i = 0; i < fx->flow.run_count; i++) {
            const RulesRun *r = &fx->flow.runs[i];
            if (r->x < 0 || r->x + r->w > f.text.text_view.w + 0.5f)
                fail_msg("%dx%d at %.2f: '%.*s' sticks out of the text (%.1f..%.1f of %.1f)",
                         sizes[s][0], sizes[s][1], (double)scales[k], r->length,
                         fx->doc.text + r->start, (double)r->x, (double)(r->x + r->w),
                         (double)f.text.text_view.w);
            if (r->kind == RULES_RUN_LINK) {
                SDL_FRect c = {r->x, r->y, r->w, r->h};
                for (int j = 0; j < nchips; j++)
                    assert_false(overlap(c, (SDL_FRect){chips[j]->x, chips[j]->y, chips[j]->w,
                                                        chips[j]->h}));
                chips[nchips++] = r;
            }
        }
        for (int i = 0; i < fx->doc.link_count; i++)
            assert_true(fx->flow.link_run[i] >= 0);
    }
}

static void test_text_reads_from_across_a_table(void **state)
{
    Fixture *fx = *state;
    RulesFrame f;
    rules_layout_frame(1920, 1080, 1.0f, &fx->doc, measure, &fx->fonts, &f);
    /* A third of a centimetre on a 24" screen, more on a TV. */
    assert_true(f.text.body_px >= 36);
    assert_true(f.text.heading_px >= 46);
    assert_true(f.text.toc_px >= 24);
    assert_true(f.text.hint_px >= 24);
    assert_true(f.pattern_px >= 54);
    assert_true(f.juggler_figure.h >= 1080 * 0.45f);

    /* And lines neither a narrow column nor too long to follow: 35 to 75 characters. */
    rules_layout_flow(&fx->doc, f.text.text_view.w, f.text.body_px, f.text.heading_px, measure,
                      &fx->fonts,
                      &fx->flow);
    int lines = 0, chars = 0;
    float line_y = -1;
    for (int i = 0; i < fx->flow.run_count; i++) {
        const RulesRun *r = &fx->flow.runs[i];
        if (r->kind != RULES_RUN_PLAIN || fx->doc.blocks[r->block].kind != RULES_BLOCK_PARAGRAPH)
            continue;
        if (r->y != line_y) {
            lines++;
            line_y = r->y;
        }
        chars += r->length;
    }
    assert_true(lines > 20);
    assert_true(chars / lines >= 35 && chars / lines <= 75);

    const int small[][2] = {{1024, 600}, {1280, 720}};
    for (int i = 0; i < 2; i++) {
        rules_layout_frame(small[i][0], small[i][1], 1.0f, &fx->doc, measure, &fx->fonts, &f);
        assert_true((float)f.text.body_px >= (float)small[i][1] * 0.033f);
        assert_true(f.text.toc_px >= 15);
    }
    rules_layout_frame(3840, 2160, 1.0f, &fx->doc, measure, &fx->fonts, &f);
    assert_true(f.text.body_px >= 72);

    /* The player's text size is respected. */
    RulesFrame normal, big;
    rules_layout_frame(1920, 1080, 1.0f, &fx->doc, measure, &fx->fonts, &normal);
    rules_layout_frame(1920, 1080, 1.25f, &fx->doc, measure, &fx->fonts, &big);
    assert_true(big.text.body_px > normal.text.body_px);
    assert_true(big.text.heading_px > normal.text.heading_px);
}

static void test_every_chip_is_found_where_it_is_drawn(void **state)
{
    Fixture *fx = *state;
    RulesFrame f;
    rules_layout_frame(1280, 720, 1.0f, &fx->doc, measure, &fx->fonts, &f);
    rules_layout_flow(&fx->doc, f.text.text_view.w, f.text.body_px, f.text.heading_px, measure,
                      &fx->fonts,
                      &fx->flow);
    for (int i = 0; i < fx->doc.link_count; i++) {
        const RulesRun *r = &fx->flow.runs[fx->flow.link_run[i]];
        assert_int_equal(r->kind, RULES_RUN_LINK);
        assert_int_equal(r->link, i);
        assert_int_equal(rules_layout_link_at(&fx->flow, r->x + r->w / 2, r->y + r->h / 2), i);
    }
    assert_int_equal(rules_layout_link_at(&fx->flow, -100, -100), -1);
}

static void test_sections_follow_each_other_and_the_last_can_reach_the_top(void **state)
{
    Fixture *fx = *state;
    RulesFrame f;
    rules_layout_frame(1920, 1080, 1.0f, &fx->doc, measure, &fx->fonts, &f);
    rules_layout_flow(&fx->doc, f.text.text_view.w, f.text.body_px, f.text.heading_px, measure,
                      &fx->fonts,
                      &fx->flow);
    int n = fx->doc.section_count;
    for (int i = 1; i < n; i++)
        assert_true(fx->flow.section_y[i] > fx->flow.section_y[i - 1]);
    for (int i = 0; i < n; i++)
        assert_int_equal(rules_layout_section_at(&fx->flow, n, fx->flow.section_y[i]), i);
    float max = rules_layout_max_scroll(&fx->flow, n, f.text.text_view.h);
    assert_true(max >= fx->flow.section_y[n - 1]);
    assert_true(max >= fx->flow.height - f.text.text_view.h);
    assert_true(fx->flow.height > f.text.text_view.h * 3); /* the rules take scrolling */
}

/* The reader's frame without a side panel (the Help's): the contents and the text share the
 * width, in the window, between the title and the hints, the text as large as the Rules'. */
static void test_the_reader_frame_without_a_side_panel_gives_the_text_the_room(void **state)
{
    Fixture *fx = *state;
    for (size_t k = 0; k < sizeof scales / sizeof *scales; k++)
    for (size_t s = 0; s < sizeof sizes / sizeof *sizes; s++) {
        float w = (float)sizes[s][0], h = (float)sizes[s][1];
        ReaderFrame f;
        RulesFrame with;
        reader_layout_frame(sizes[s][0], sizes[s][1], scales[k], false, &fx->doc, measure,
                            &fx->fonts, &f);
        rules_layout_frame(sizes[s][0], sizes[s][1], scales[k], &fx->doc, measure, &fx->fonts,
                           &with);
        assert_true(f.side.w == 0 && f.side.h == 0);
        assert_true(inside(f.contents, w, h) && inside(f.text_panel, w, h));
        assert_false(overlap(f.contents, f.text_panel));
        assert_true(f.text_panel.y >= f.title_y + (float)f.title_px);
        assert_true(f.text_panel.y + f.text_panel.h <= f.hint_y);
        assert_true(within(f.text_view, f.text_panel) && within(f.scrollbar, f.text_panel));
        /* The juggler's room is the text's: beside it, or above it when narrow. */
        if (f.narrow)
            assert_true(f.text_view.h > with.text.text_view.h);
        else
            assert_true(f.text_view.w > with.text.text_view.w);
        assert_int_equal(f.body_px, with.text.body_px);
        assert_int_equal(f.toc_count, fx->doc.section_count);
        for (int i = 0; i < f.toc_count; i++)
            assert_true(within(f.toc[i], f.contents));
    }
}

static void test_a_resize_lays_the_text_out_again(void **state)
{
    Fixture *fx = *state;
    RulesFrame a, b;
    rules_layout_frame(1920, 1080, 1.0f, &fx->doc, measure, &fx->fonts, &a);
    rules_layout_frame(1024, 600, 1.0f, &fx->doc, measure, &fx->fonts, &b);
    rules_layout_flow(&fx->doc, a.text.text_view.w, a.text.body_px, a.text.heading_px, measure,
                      &fx->fonts,
                      &fx->flow);
    float tall = fx->flow.height / (float)a.text.body_px;
    rules_layout_flow(&fx->doc, b.text.text_view.w / 2, b.text.body_px, b.text.heading_px,
                      measure, &fx->fonts,
                      &fx->flow);
    assert_true(fx->flow.height / (float)b.text.body_px > tall * 1.5f); /* narrower: more lines */
}

/* "= 9h 9s 4c 4d Kh" is a row of real cards; a word that is no card is refused with the line. */
static void test_a_row_of_cards_is_real_cards(void **state)
{
    (void)state;
    RulesDoc *doc = malloc(sizeof *doc);
    char err[200];
    assert_true(rules_text_parse("# Hands\nTwo pairs:\n= 9h 9s 4c 4d Kh\nafter\n", doc, err,
                                 sizeof err));
    const RulesBlock *b = &doc->blocks[2];
    assert_int_equal(b->kind, RULES_BLOCK_CARDS);
    assert_int_equal(b->cards_n, 5);
    assert_int_equal(b->card[0], deck52_parse_card("9h"));
    assert_int_equal(b->card[4], deck52_parse_card("Kh"));
    assert_int_equal(doc->blocks[3].kind, RULES_BLOCK_PARAGRAPH);
    RulesFlow *flow = malloc(sizeof *flow);
    rules_layout_flow(doc, 600, 20, 30, measure_fixed, NULL, flow);
    int cards = 0;
    for (int i = 0; i < flow->run_count; i++)
        if (flow->runs[i].kind == RULES_RUN_CARD) {
            cards++;
            assert_true(flow->runs[i].h >= 60); /* three lines tall: corners read from afar */
            assert_true(flow->runs[i].y >= flow->block_y[2]);
            assert_true(flow->runs[i].y + flow->runs[i].h <= flow->block_y[3]);
        }
    assert_int_equal(cards, 5);
    assert_false(rules_text_parse("# Hands\n= 9h 1x\n", doc, err, sizeof err));
    assert_non_null(strstr(err, "'1x' is not a card"));
    assert_false(rules_text_parse("# Hands\n=\n", doc, err, sizeof err));
    free(flow);
    free(doc);
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: %s RULES_FILE CATALOGUE_FILE\n", argv[0]);
        return 2;
    }
    rules_path = argv[1];
    catalogue_path = argv[2];
    if (TTF_Init() != 0) {
        fprintf(stderr, "cannot start SDL_ttf: %s\n", TTF_GetError());
        return 1;
    }
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_part_of_the_rulings_has_its_section),
        cmocka_unit_test(test_the_mathematics_joke_is_there_lightly),
        cmocka_unit_test(test_every_example_the_rulings_use_is_a_link),
        cmocka_unit_test(test_every_link_is_a_siteswap_and_the_valid_ones_can_be_juggled),
        cmocka_unit_test(test_trick_links_name_tricks_in_the_catalogue),
        cmocka_unit_test(test_markup_blocks_styles_and_links),
        cmocka_unit_test(test_markup_mistakes_are_reported_with_their_line),
        cmocka_unit_test(test_markup_survives_garbage_and_truncation),
        cmocka_unit_test(test_everything_stays_inside_the_window_at_every_size),
        cmocka_unit_test(test_text_reads_from_across_a_table),
        cmocka_unit_test(test_every_chip_is_found_where_it_is_drawn),
        cmocka_unit_test(test_sections_follow_each_other_and_the_last_can_reach_the_top),
        cmocka_unit_test(test_the_reader_frame_without_a_side_panel_gives_the_text_the_room),
        cmocka_unit_test(test_a_resize_lays_the_text_out_again),
        cmocka_unit_test(test_a_row_of_cards_is_real_cards),
    };
    int failed = cmocka_run_group_tests(tests, setup, teardown);
    TTF_Quit();
    return failed;
}
